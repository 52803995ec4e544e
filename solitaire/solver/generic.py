"""An exact search over a game's own states: the tests' oracle, and the fall back for readings a
fast search does not know.

The fast searches (``solver/maids/`` in Python and C, ``solver/spider/``) encode positions
their own way and know only some readings of the rules: the Maids search does not know
``first_jack_from_stock=1``, ``deal_when="no_play"`` or ``waste_playable=True``, the Spider
search not ``redeal_order="from_last"``. For those, each game's ``solve_position`` calls
:func:`search_states`, which is correct by construction: it plays only the engine's own
moves (``Game.legal_moves_of`` and ``Game.apply``, so every rule function the options chose),
and it calls a position lost only when every position reachable from it was visited
without a win.

It is a depth-first walk with a table of the positions seen (by ``Game.position_key``): a
position is never expanded twice, which also ends the cycles of Spider's moves between
piles. A walk that finishes without a win has visited every reachable position, so the
position is lost. ``hand_off(state, nodes_left, seconds_left)`` may answer for a position
instead of expanding it, with ``(verdict, steps, nodes)`` from a faster search: once the
position no longer depends on a reading that search lacks (a Maids arc with a jack in it
under ``first_jack_from_stock=1``; a Spider round with no redeal left), or when a faster
search of a neighbouring reading decides it (see ``solver/maids/``). An "unknown" from it
makes the whole answer "unknown", never "lost"; a verdict of None means "no answer, expand
the position" (its ``nodes`` still count).

>>> from solitaire import Maids
>>> from solitaire.maids.orders import order_with
>>> asleep = Maids(order=order_with({"M11": "J♠ J♥ J♦ J♣", "M12": "J♠ J♥ J♦ J♣"}), deal_when="no_play")
>>> search_states(Maids, asleep.state)  # every jack sleeps: 48 deals, and nothing ever fits
('lost', None, 49)
"""
from __future__ import annotations

import time

from .budget import BudgetSpent

__all__ = ["search_states"]

#: How many positions the walk visits between two looks at the clock.
CLOCK_EVERY = 256


def search_states(game, state, max_nodes=None, max_seconds=None, *, order=None, hand_off=None):
    """Search ``state`` of ``game`` (a :class:`~solitaire.engine.Game` class) depth-first.

    ``order(state, moves)``: the moves in the order to try them (default: the engine's).
    Returns ``(verdict, line, nodes)``: "won" with the line of moves (engine
    :class:`~solitaire.moves.Move` objects, then the steps of a ``hand_off`` that won), "lost",
    or "unknown" when ``max_nodes`` positions or ``max_seconds`` ran out first.
    """
    walk = _Walk(game, max_nodes, max_seconds, order, hand_off)
    try:
        won = walk.run(state)
    except BudgetSpent:
        return "unknown", None, walk.nodes
    if won:
        return "won", walk.line, walk.nodes
    return ("unknown" if walk.undecided else "lost"), None, walk.nodes


class _Walk:
    """One depth-first walk: the table of seen positions, the stack, the budget."""

    def __init__(self, game, max_nodes, max_seconds, order, hand_off):
        self.game, self.order, self.hand_off = game, order, hand_off
        self.max_nodes = max_nodes
        self.deadline = None if max_seconds is None else time.perf_counter() + max_seconds
        self.seen: set = set()
        self.nodes = 0
        self.undecided = False  # a hand-off answered "unknown" somewhere
        self.stack: list = []   # (state, iterator of the moves still to try)
        self.line: list = []    # the moves from the start to the top of the stack, then a winning tail

    def run(self, start) -> bool:
        """Walk from ``start``; True when a win was found (``line`` then holds it)."""
        if self.visit(start):
            return True
        while self.stack:
            state, moves = self.stack[-1]
            move = next(moves, None)
            if move is None:  # every move from here was tried
                self.stack.pop()
                if self.line:
                    self.line.pop()
                continue
            depth = len(self.stack)
            self.line.append(move)
            if self.visit(self.game.apply(state, move)):
                return True
            if len(self.stack) == depth:  # nothing new was pushed: the move led nowhere new
                self.line.pop()
        return False

    def visit(self, state) -> bool:
        """Count a newly reached position; True if it wins at once, else push its moves."""
        key = self.game.position_key(state)
        if key in self.seen:
            return False
        self.seen.add(key)
        self.nodes += 1
        self._check_budget()
        if self.hand_off is not None:
            answer = self.hand_off(state, self._nodes_left(), self._seconds_left())
            if answer is not None:
                return self._handed_off(state, *answer)
        return self._expand(state)

    def _expand(self, state) -> bool:
        moves = self.game.legal_moves_of(state)
        if not moves:  # a won game has no moves left; a lost one has none either
            return self.game.status_of(state) == "won"
        self.stack.append((state, iter(self.order(state, moves) if self.order else moves)))
        return False

    def _handed_off(self, state, verdict, steps, nodes) -> bool:
        self.nodes += nodes
        if verdict is None:
            return self._expand(state)
        if verdict == "won":
            self.line.extend(steps)
            return True
        if verdict == "unknown":
            self.undecided = True
        return False

    def _check_budget(self) -> None:
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise BudgetSpent
        if self.deadline is not None and len(self.seen) % CLOCK_EVERY == 0 and time.perf_counter() > self.deadline:
            raise BudgetSpent

    def _nodes_left(self):
        return None if self.max_nodes is None else max(1, self.max_nodes - self.nodes)

    def _seconds_left(self):
        return None if self.deadline is None else max(0.001, self.deadline - time.perf_counter())
