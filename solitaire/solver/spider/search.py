"""Exact search for Spider, the Serpent (see :mod:`solitaire.solver` for the public API).

Cards go back and forth between piles, so the search walks a graph with a set of
positions already seen: best-first (most cards home, then the wanted cards least
deep) or depth-first. Both are complete: an exhausted walk proves the deal lost.
:mod:`solitaire.solver.spider.plan` decides which walks share a budget.
What keeps them small is told in full at the steps of
:mod:`solitaire.solver.spider.steps` that do it:

- **positions proven lost are cut** by the relaxation of the last round in
  :mod:`solitaire.solver.spider.bound` (``hopeless_step``): this is what lets a walk
  over the redeal finish; under ``row_rule="always"`` by the relaxation of
  :mod:`solitaire.solver.spider.row_bound`, which knows on which piles a card could lie;
- **equivalent positions share a key** (``key_step``): in the last round piles with the
  same cards count once (under ``row_rule="always"``, piles of one class), and so do
  the splits of a suit whose bases touch;
- **safe base moves are made at once** (``safe_home_step``): in the last round, a card
  on which no card could ever want to be built goes home;
- **moves are ordered** (``moves_step``): cards to the bases first, the redeal last;
  a card just moved is not moved again at once, and a lone card is not moved to an
  empty pile where piles are interchangeable.

**The walks run in C** (``solitaire/solver/spider/_search.c``, built when the package is
installed), 12 to 40 times faster than the Python walks here, which are kept, frozen, as the
fallback without a compiler (``native=False`` asks for them): the tests ask of both the plain
walk's verdict wherever it decides and wins that replay on the engine, not equal node counts.
"""
from __future__ import annotations

import heapq
import time

from ...spider.state import FITS, ROW_OK
from ..budget import BudgetSpent, BudgetedSearch, TableFull, checked_whole
from .steps import steps_for

try:
    from . import _search as _native
except ImportError:  # no C compiler when the package was installed: the Python walks
    _native = None

__all__ = ["SpiderSearch"]

_WON_A, _WON_K = (13, 13, 13, 13), (1, 1, 1, 1)
_PAUSED, _WON, _LOST, _CAPPED = 0, 1, 2, 4  # what the C walk's step() says (3: the budget is spent)
#: What a Python walk holds for each position it keeps (its key in the set or dict, and for
#: the best-first walk its place in the queue): an estimate, measured on deals 5 and 177
#: (240 to 590 bytes a position); the C walks count their bytes exactly.
PY_BYTES_PER_POSITION = 500


class SpiderSearch(BudgetedSearch):
    """A search (best-first or depth-first) from one Spider position: ``run()`` gives "won", "lost" or "unknown".

    ``no_redeal=True`` walks only the lines that never redeal: its wins are wins, but
    its "lost" says only that no such line wins. ``redeal_first=True`` tries the redeal
    before any other move wherever it is allowed (best-first: expands the positions of
    a later round before all others); it changes the order only, the walk is as
    complete. ``seed`` from 1 shuffles the moves between piles (``moves_step``): the
    restarted walks of ``restarts.py``. ``native`` picks the C walks (None: when they are
    built) or these Python ones (False). ``walk()`` is the same search as a generator, for
    callers that share time between searches.

    ``max_bytes`` caps the memory of the walk's tables (the positions seen, the stack or the
    queue); a caller may change it between two pauses (the plan shares one cap between its
    walks). A walk that would pass it stops with :class:`~solitaire.solver.budget.TableFull`
    ("unknown"); ``bytes`` is what it holds at the last pause (0 once it ended). Below the
    cap nothing changes: the same positions in the same order, the same node counts.

    After a win, ``line`` holds the moves as ``(kind, source, target)`` with kind "base"
    (pile index to the bases of the card's row), "pile" (pile to pile), "deal" or
    "redeal"; :func:`solitaire.solver.solve` replays them through the engine, adding the
    passes between bases that a touching suit needs.
    """

    def __init__(self, state, max_nodes=None, max_seconds=None, best_first=True, no_redeal=False,
                 redeal_first=False, native=None, seed=0, max_bytes=None):
        self.start = (state.piles, tuple(state.tops[:4]), tuple(state.tops[4:]), state.stock, state.round)
        # no_redeal: search only lines that never redeal (their wins are wins; their
        # "lost" says only that no such line wins)
        self.redeals = state.round - 1 if no_redeal else state.redeals
        self.row_ok = ROW_OK[state.row_rule]
        self.free_piles = state.row_rule != "always"
        self.redeal_order = state.redeal_order
        self.max_nodes = max_nodes
        self.max_seconds = max_seconds
        self.best_first = best_first
        self.redeal_first = redeal_first
        self.seed = checked_whole(seed, "seed", "seeds", most=2**64 - 1, least=0, none=False)  # 0: unshuffled
        self.nodes = 0
        self.seconds = 0.0
        self.line: list[tuple] = []
        self.max_bytes = checked_whole(max_bytes, "max_bytes", "bytes", most=None, least=0)
        self.bytes = 0
        # native: the C walks (None: when they are built); False: these Python ones
        self.native = _native is not None if native is None else native
        if self.native and _native is None:
            raise ValueError("native: the C search is not built (no C compiler at install)")

    def _search(self) -> bool:
        """Drive :meth:`walk` to its end, or raise BudgetSpent when the budget runs out."""
        deadline = None if self.max_seconds is None else time.perf_counter() + self.max_seconds
        walk = self.walk()
        try:
            while True:
                next(walk)
                if deadline is not None and time.perf_counter() > deadline:
                    raise BudgetSpent
        except StopIteration as done:
            return done.value

    def walk(self):
        """The search as a generator: it yields every 256 positions (``nodes`` is then up
        to date) so that a caller may share time between searches, and returns True
        (won, ``line`` set) or False (lost). ``max_nodes`` raises BudgetSpent.

        The start is settled (its safe moves played) and put to the bound first; then
        the walk chosen (:meth:`_best_first` or :meth:`_depth_first`) takes over. The C
        walk (:meth:`_native_walk`) does all that itself."""
        try:
            if self.native:
                return (yield from self._native_walk())
            return (yield from self._python_walk())
        finally:
            self.bytes = 0  # the walk's tables go with it

    def _python_walk(self):
        """:meth:`walk` in Python."""
        steps = steps_for(self.redeals, self.row_ok, self.free_piles, self.redeal_first, self.redeal_order, self.seed)
        max_nodes = (1 << 62) if self.max_nodes is None else self.max_nodes
        start, autos = steps.settle(self.start)
        if start[1] == _WON_A and start[2] == _WON_K:
            self.line = autos
            return True
        if steps.hopeless(start):
            return False
        walk = self._best_first if self.best_first else self._depth_first
        return (yield from walk(start, autos, steps, max_nodes))

    def _native_walk(self):
        """:meth:`walk` in C, pausing as the Python walk does."""
        max_nodes = -1 if self.max_nodes is None else self.max_nodes
        piles, a, k, stock, rnd = self.start
        walk = _native.new_walk(piles, a, k, stock, rnd, self.redeals, self.free_piles, self.redeal_first,
                                self.redeal_order == "from_last", self.best_first, self.row_ok[False],
                                self.row_ok[True], FITS, max_nodes, self.seed)
        while True:
            cap = -1 if self.max_bytes is None else self.max_bytes  # the plan may change it between pauses
            _native.memory(walk, cap)
            status, self.nodes = _native.step(walk)
            self.bytes = _native.memory(walk, cap)
            if status == _PAUSED:
                yield
            elif status == _WON:
                self.line = _native.line(walk)
                return True
            elif status == _LOST:
                return False
            elif status == _CAPPED:
                raise TableFull(self.nodes)
            else:
                raise BudgetSpent

    def _depth_first(self, start, autos, steps, max_nodes):
        """Take the moves of the newest position in order (``moves_of``), each child
        settled, counted, then dropped if its key was seen or the bound refutes it. The
        stack holds each position with its moves still to try and the safe moves that
        led to it; ``path`` the move into each position but the start."""
        key_of, moves_of, after, settle, hopeless = steps
        nodes = 0
        seen = {key_of(start)}
        stack = [(start, iter(moves_of(start)), autos)]
        path = []
        while stack:
            node, moves, autos = stack[-1]
            move = next(moves, None)
            if move is None:
                stack.pop()
                if path:
                    path.pop()
                continue
            child, child_autos = settle(after(node, move))
            nodes = yield from self._count(nodes, max_nodes)
            if child[1] == _WON_A and child[2] == _WON_K:
                self.nodes = nodes
                self.line = _stack_line(stack, path, move, child_autos)
                return True
            key = key_of(child)
            if key in seen:
                continue
            seen.add(key)
            self._hold(len(seen), nodes)
            if hopeless(child):
                continue
            path.append(move)
            last = move[2] if move[0] == "pile" and not child_autos else -1
            stack.append((child, iter(moves_of(child, last)), child_autos))
        self.nodes = nodes
        return False

    def _hold(self, kept, nodes):
        """A Python walk keeps ``kept`` positions: TableFull when their estimated bytes pass ``max_bytes``."""
        self.bytes = kept * PY_BYTES_PER_POSITION
        if self.max_bytes is not None and self.bytes > self.max_bytes:
            self.nodes = nodes
            raise TableFull(nodes)

    def _count(self, nodes, max_nodes):
        """One more position: pause every 256 (the plan may hand the turn to another walk),
        and stop when the budget is spent. Both walks count through here."""
        nodes += 1
        if not nodes & 255:
            self.nodes = nodes
            yield
        if nodes > max_nodes:
            self.nodes = nodes
            raise BudgetSpent
        return nodes

    def _best_first(self, start, autos, steps, max_nodes):
        """Expand the most promising position first: most cards home, then the cards the
        bases want lying least deep. Complete like the depth-first walk (every position
        reached is expanded unless a win comes first), so an exhausted queue proves a loss.
        ``parents`` maps each key reached to the key, move and safe moves it came by."""
        key_of, moves_of, after, settle, hopeless = steps
        start_key = key_of(start)
        parents = {start_key: None}
        later_first = -1 if self.redeal_first else 0  # redeal_first: later rounds before all else
        queue = [((later_first * start[4],) + _priority(start), 0, start, start_key, -1)]
        counter = nodes = 0
        while queue:
            _, _, node, key, last = heapq.heappop(queue)
            for move in moves_of(node, last):
                child, child_autos = settle(after(node, move))
                nodes = yield from self._count(nodes, max_nodes)
                child_key = key_of(child)
                if child_key in parents:
                    continue
                parents[child_key] = (key, move, child_autos)
                self._hold(len(parents), nodes)
                if child[1] == _WON_A and child[2] == _WON_K:
                    self.nodes = nodes
                    self.line = _parents_line(parents, child_key, autos)
                    return True
                if hopeless(child):
                    continue
                counter += 1
                moved = move[2] if move[0] == "pile" and not child_autos else -1
                heapq.heappush(queue, ((later_first * child[4],) + _priority(child), counter, child, child_key, moved))
        self.nodes = nodes
        return False


def _stack_line(stack, path, move, child_autos):
    """The winning line of the depth-first walk: the start's safe moves, then each move
    on the stack with the safe moves after it, then the winning move and its own."""
    line = list(stack[0][2])
    for (_, _, step_autos), step in zip(stack[1:], path):
        line.append(step)
        line.extend(step_autos)
    line.append(move)
    line.extend(child_autos)
    return line


def _parents_line(parents, key, autos):
    """The winning line of the best-first walk, back from ``key`` through ``parents``."""
    steps = []
    while parents[key] is not None:
        key, step, step_autos = parents[key]
        steps.append((step, step_autos))
    line = list(autos)
    for step, step_autos in reversed(steps):
        line.append(step)
        line.extend(step_autos)
    return line


def _priority(node):
    """Smaller is better: (cards not home, how deep the cards the bases want lie)."""
    piles, a, k, stock, rnd = node
    home = sum(a) - sum(k)
    wanted = {}
    for row in range(4):
        if a[row] < 13:
            wanted[13 * row + a[row]] = 0
        if k[row] > 1 and k[row] - 2 != a[row]:
            wanted[13 * row + k[row] - 2] = 0
    depth = 0
    for pile in piles:
        size = len(pile)
        for index, code in enumerate(pile):
            if code in wanted:
                depth += size - 1 - index
    return (-home, depth + len(stock) // 12, rnd)

