"""What :func:`solitaire.solver.solve` calls in the Maids search's folder, found by the game's name:
a position's verdict and line, the fast search alone, the fallback over the engine's own states, and a
line's steps as engine moves (the part's face, :mod:`solitaire.solver.maids`, describes the search)."""
from __future__ import annotations

import dataclasses
import time

from ...moves import DEAL, Move
from ..budget import luby

__all__ = ["solve_position", "engine_moves", "fast_search_state", "fast_solve_position", "fallback_solve_position",
           "STOPS_AT_CAP"]

#: A Maids search that fills its tables forgets positions proven lost and goes on (it does not stop).
STOPS_AT_CAP = False

#: The Maids restarts: the first try's budget in positions, then in Luby proportions; and
#: how many stock cards the stock-aware tries look at. Chosen by how many of the deals of
#: 1..10,000 that need more than 400,000 positions a budget of 1,000,000 decides.
MAIDS_FIRST_BUDGET = 3000
MAIDS_LOOKAHEAD = 3
#: The tries before the guess joins in (114,000 positions): the easy deals are decided
#: within them, and the guess would only mislead them (the figures that chose it: the
#: appendix notebook ``appendix_how_the_solver_works``, section 6).
MAIDS_EXACT_TRIES = 20


def solve_position(state, max_nodes, max_seconds, table_bytes=None):
    """The exact search of a Maids position: the fast search when it knows the state's
    readings (:func:`fast_solve_position`), else the fall back :func:`fallback_solve_position`.

    Returns ``(verdict, line, nodes, forgotten)``.
    """
    known = fast_search_state(state)
    if known is not None:
        return fast_solve_position(known, max_nodes, max_seconds, table_bytes)
    return fallback_solve_position(state, max_nodes, max_seconds, table_bytes)


def fast_search_state(state):
    """``state`` as the fast search knows it, or None when it holds more than ``MAX_SEQUENCE``
    cards in its stock and waste.
    """
    from .codes import MAX_SEQUENCE
    if len(state.stock) + len(state.waste) > MAX_SEQUENCE:
        return None
    return state


def fallback_solve_position(state, max_nodes, max_seconds, table_bytes=None):
    """The exact search over the engine's own states (:func:`solitaire.solver.generic.search_states`),
    for the readings the fast search does not know; any state, the defaults included.

    A position that no longer depends on those readings goes to the fast search, on what is
    left of the budget; at every other position the fast search first looks, with
    ``FALLBACK_PEEK`` positions (at the start: half the budget), at the neighbouring
    reading whose verdict carries over (:func:`reading_neighbour`), and takes its win
    when the winning line obeys this reading too (:func:`wins_here`). The plays from the
    last opened packet are tried first, then the other packets, the side columns, the
    waste, and the deal last. ``table_bytes`` caps the
    fast search's tables when it takes over (the walk's own table is not capped).
    Returns ``(verdict, line, nodes, forgotten)``; the line is engine moves, then the fast
    search's steps.
    """
    from ...maids.game import Maids
    from ..generic import search_states

    forgotten = 0

    def hand_off(position, nodes_left, seconds_left):
        nonlocal forgotten
        known = fast_search_state(position)
        if known is not None:
            verdict, line, nodes, lost = fast_solve_position(known, nodes_left, seconds_left, table_bytes)
            forgotten += lost
            return verdict, line, nodes
        neighbour, carried = reading_neighbour(position)
        if neighbour is None:
            return None
        if position is state:  # the start: a verdict that carries over decides at once
            budget = None if nodes_left is None else max(FALLBACK_PEEK, nodes_left // 2)
        else:
            budget = FALLBACK_PEEK if nodes_left is None else min(FALLBACK_PEEK, nodes_left)
        verdict, line, nodes, lost = fast_solve_position(neighbour, budget, seconds_left, table_bytes)
        forgotten += lost
        if verdict == carried or (verdict == "won" and wins_here(position, line)):
            return verdict, line, nodes
        return None, None, nodes

    verdict, line, nodes = search_states(Maids, state, max_nodes, max_seconds, order=_fallback_order,
                                         hand_off=hand_off)
    return verdict, line, nodes, forgotten


#: The positions the fall back lets the fast search spend on a neighbouring reading of each
#: position it reaches (:func:`reading_neighbour`) before expanding it itself.
FALLBACK_PEEK = 3000


def reading_neighbour(state):
    """``(neighbour, verdict)``: a state the fast search knows whose ``verdict`` carries over to ``state``.

    - ``waste_playable=True`` (dealing at any time): every move of the game without the
      waste play is legal here too and plays the same, so a line that wins there wins
      here: "won" carries over.
    - ``deal_when="no_play"`` or ``"no_play_first"`` (waste not playable): every move here
      is a move of the game that may deal at any time, and plays the same, so a position
      lost there is lost here: "lost" carries over.

    ``(None, None)`` for the other states (and when the neighbour is too big for the fast search).
    """
    if state.waste_playable and state.deal_when == "any_time":
        neighbour, carried = dataclasses.replace(state, waste_playable=False), "won"
    elif state.deal_when in ("no_play", "no_play_first") and not state.waste_playable:
        neighbour, carried = dataclasses.replace(state, deal_when="any_time"), "lost"
    else:
        return None, None
    neighbour = fast_search_state(neighbour)
    return (None, None) if neighbour is None else (neighbour, carried)


def wins_here(state, line) -> bool:
    """Whether a line of steps (see :func:`engine_moves`) is legal under ``state``'s own rules and wins.

    A line the fast search found for a neighbouring reading often happens to obey this
    one too (under ``deal_when="no_play"``, when it never deals while a card fits).
    """
    from ...maids.rules import apply, is_won, legal_moves_of
    for step in line:
        moves = legal_moves_of(state)
        move = step if isinstance(step, Move) else DEAL if step == "deal" else \
            next((move for move in moves if move.source == step), None)
        if move not in moves:
            return False
        state = apply(state, move)
    return is_won(state)


def _fallback_order(state, moves):
    last = f"M{state.opened}"

    def rank(move):
        source = move.source
        return 0 if source == last else 1 if source[0] == "M" else 2 if source[0] in "LR" else 3 if move.target else 4
    return sorted(moves, key=rank)


def fast_solve_position(state, max_nodes, max_seconds, table_bytes=None):
    """Restarts of the fast search in Luby budgets, sharing the table of lost positions.

    A position proven lost stays lost whatever the order, so a later try starts where the
    earlier ones stopped, while a try that went down a bad line early does not keep the
    whole budget. The tries cycle through the move orders; from the sixth on, ties are
    shuffled by a seed, and every other try looks at the next stock cards
    (:mod:`solitaire.solver.maids.order`).

    After the first ``MAIDS_EXACT_TRIES``, the tries also guess
    (:mod:`solitaire.solver.maids.guess`): they skip positions whose waste a simple player
    cannot dig out, which finds many hard wins far sooner. Once the guess has nothing more
    to offer (every line it keeps is lost), the tries go on without it, on the lost
    positions proven so far; a "lost" is never a guess. Without limits the budgets grow
    without end, so the search always decides.

    When the first try does not decide, the second relaxation
    (:mod:`solitaire.solver.maids.packs`: the packs exact, every other card at hand) is
    played out once from the start; it proves many of the hardest in-suit deals lost at
    once. Its positions count in ``nodes`` too.

    Returns ``(verdict, line, nodes, forgotten)``; ``forgotten``: see :func:`_maids_tables`.
    """
    from .packs import PACKS_BUDGET, root_deadlocked
    from .search import MaidsSearch
    deadline = None if max_seconds is None else time.perf_counter() + max_seconds
    lost, guessed = tables = _maids_tables(table_bytes)
    nodes, attempt = 0, 0
    orders = MaidsSearch.ORDERS
    while True:
        attempt += 1
        left = None if max_nodes is None else max_nodes - nodes
        if left is not None and left <= 0:
            return "unknown", None, nodes, _forgotten(tables)
        seconds = None if deadline is None else deadline - time.perf_counter()
        if seconds is not None and seconds <= 0:
            return "unknown", None, nodes, _forgotten(tables)
        budget = MAIDS_FIRST_BUDGET * luby(attempt)
        cap = budget if left is None else min(budget, left)
        search = MaidsSearch(state, max_nodes=cap, max_seconds=seconds, lost=lost,
                             order=orders[(attempt - 1) % len(orders)],
                             seed=0 if attempt <= len(orders) else attempt,
                             lookahead=MAIDS_LOOKAHEAD if attempt % 2 else 0,
                             guessed=guessed if attempt > MAIDS_EXACT_TRIES else None)
        verdict = search.run()
        nodes += search.nodes
        if verdict == "unknown" and attempt == 1 and (left is None or left > search.nodes):
            deadlocked, spent = root_deadlocked(search, PACKS_BUDGET if left is None else
                                                min(PACKS_BUDGET, left - search.nodes))
            nodes += spent
            verdict = "lost" if deadlocked else verdict
        if verdict != "unknown":
            return verdict, search.line, nodes, _forgotten(tables)
        if search.doubted:
            guessed = None


def _maids_tables(table_bytes):
    """The tables of lost and of doubted positions for :func:`solve_position`.

    With ``table_bytes``, the lost positions get 7/8 of it (they are what the restarts
    share and build on) and the doubted ones the rest; each table grows within its share
    and, when full, forgets (:func:`solitaire.solver.maids.codes.new_table`).
    """
    from .codes import checked_max_bytes, new_table
    if table_bytes is None:
        return new_table(), new_table()
    checked_max_bytes(table_bytes, "table_bytes")
    guessed_bytes = max(1, table_bytes // 8)
    return new_table(max_bytes=max(1, table_bytes - guessed_bytes)), new_table(max_bytes=guessed_bytes)


def _forgotten(tables) -> int:
    """The positions the capped tables could not keep (0 without a cap)."""
    from .codes import table_dropped
    return sum(table_dropped(table) for table in tables)




def engine_moves(board, step) -> list:
    """The engine move of one step of a Maids line: "deal", the place a card leaves, or an
    engine move (the fall back's steps)."""
    if isinstance(step, Move):
        return [step]
    if step == "deal":
        return [DEAL]
    for move in board.legal_moves():
        if move.source == step:
            return [move]
    raise RuntimeError(f"no move from {step} in:\n{board}")
