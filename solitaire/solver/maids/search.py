"""Exact search for Twelve Sleeping Maids (see :mod:`solitaire.solver` for the public API).

Maids is finite: every move puts a card in the arc or deals one, so a depth-first
search with a table of lost positions decides every deal. What makes it fast:

- **A compact position.** A card is a small int, its *type*: with ``follow_suit=False``
  only the place in the arc's sequence counts (J=0, 10=1, …, 2=9, A=10, K=11, Q=12:
  13 types of 8 copies); in suit it is ``13 * suit + place`` (52 types of 2 copies).
  The arc is never stored: it holds exactly the cards that are nowhere else, and the
  foundations are fixed by how many cards of each type it holds (two foundations with
  the same top are interchangeable; so are the side columns). The key of a position is
  one int: cards taken from each pack, packs open, stock position, the waste as the
  sequence of its types (written as the set of the earliest dealt cards that spell it:
  two piles that read the same are one position) and the side columns as a multiset
  of types.
- **Moves that can never hurt** are played without branching
  (:mod:`solitaire.solver.maids.safe` says why each is safe), a move that only puts a card
  in the arc is not tried beside one of the same type that also uncovers a card, and the
  last stock card is not dealt while it cannot fit (``last_card_waits``).
- **Move orders** (:mod:`solitaire.solver.maids.order`): categories, a look at the
  next stock cards, and ties shuffled by a seed so that restarts look at other lines.
- **A relaxation** proves positions lost long before they run dry
  (:mod:`solitaire.solver.maids.bound`).
- **A guess** (``guessed``, :mod:`solitaire.solver.maids.guess`) can steer the search
  towards wins; no loss it reports ever rests on it.
- **The walk runs in C** (``solitaire/solver/maids/_search.c``, built when the package is
  installed), about seventy times faster than the Python walk
  (:mod:`solitaire.solver.maids.depth_first`), which is kept, frozen, as the fallback without
  a compiler; the tests ask of both verdicts and replayed wins, not equal node counts.
"""
from __future__ import annotations

from ...maids.rules import PACKS, SIDE_COLUMNS
from ..budget import BudgetSpent, BudgetedSearch
from .codes import ARC_PLACE, card_type, checked_tables, native_search, new_table, rules_of, search_lists, waste_key
from .depth_first import Search

__all__ = ["MaidsSearch", "card_type", "ARC_PLACE", "new_table", "native_search", "waste_key"]


class MaidsSearch(BudgetedSearch):
    """A depth-first search from one Maids position. ``run()`` returns "won", "lost" or "unknown".

    After a win, ``line`` holds the winning moves as source places (``"L2"``, ``"M5"``,
    ``"deal"``, ``"waste"``); the caller turns them into engine moves by replaying them.
    ``rules`` (from the state, :func:`~solitaire.solver.maids.codes.rules_of`): the readings
    of the rules the search plays besides the defaults.
    ``lost`` (the table of positions proven lost, from :func:`new_table`) may be shared by
    several searches of the same position, e.g. a retry with a larger budget; it decides
    which search runs: a set for the Python one, a C table for the C one (the default
    when it is built).

    ``guessed`` (a second table of the same kind, or None): the search also drops the
    positions that :func:`~solitaire.solver.maids.guess.waste_stuck` doubts, and keeps
    there every position whose loss rests on such a doubt. ``lost`` only ever receives
    positions proven lost. If the root is lost only by a doubt, ``run()`` says "unknown"
    and ``doubted`` is True: the guess has nothing more to offer in this position.
    """

    #: Move orders tried in turn by ``solitaire.solver.solve`` (lower first): the top of the last
    #: opened pack, a side card, a pack card, a jack from a pack, a jack from a side
    #: column, the deal. Different deals are won quickly by different orders; the last
    #: (side cards first) won 18 of the 195 deals of 1..10,000 that the others left
    #: undecided after two million positions.
    ORDERS = ((1, 2, 3, 0, 4, 5), (0, 2, 1, 3, 4, 9), (1, 2, 3, 4, 5, 0), (2, 1, 0, 3, 4, 9), (2, 0, 1, 3, 4, 9))

    def __init__(self, state, max_nodes=None, max_seconds=None, lost=None, bound=True, order=ORDERS[1],
                 seed=0, lookahead=0, guessed=None):
        (self.follow, self.types, self.copies, self.side, self.packs, self.seq, self.waste, self.opened,
         self.played) = search_lists(state)
        self.rules = rules_of(state)
        self.max_nodes = max_nodes
        self.max_seconds = max_seconds
        self.lost, self.guessed = checked_tables(lost, guessed)
        self.doubted = False
        self.bound = bound
        self.order = order
        if not 0 <= seed < 1 << 64:
            raise ValueError(f"seed: {seed} is not in 0..2**64-1")
        if not 0 <= lookahead <= 48:
            raise ValueError(f"lookahead: {lookahead} is not in 0..48")
        self.seed = seed          # see solitaire.solver.maids.order
        self.lookahead = lookahead
        self.nodes = 0
        self.seconds = 0.0
        self.line: list[str] = []

    def _search(self) -> bool:
        if isinstance(self.lost, set):
            return self._search_in_python()
        limit = -1 if self.max_nodes is None else int(self.max_nodes)
        seconds = -1.0 if self.max_seconds is None else max(0.0, self.max_seconds)
        verdict, self.nodes, line = native_search.search(
            self.types, self.copies, self.order, self.side, self.packs, self.seq, len(self.waste),
            self.opened, self.played, limit, seconds, self.bound, self.lost, self.seed, self.lookahead,
            self.guessed, self.rules)
        self.doubted = verdict == -2
        if verdict < 0:
            raise BudgetSpent
        self.line = _places(line)
        return verdict == 1

    def _search_in_python(self) -> bool:
        self.doubted = False
        walk = Search(self)
        try:
            won = walk.search(0)
        finally:
            self.nodes = walk.nodes
        if not won and walk.doubt:
            self.doubted = True
            raise BudgetSpent
        if won:
            self.line = _places((kind, a) for kind, a, *_ in walk.line)
        return won


def _places(moves) -> list[str]:
    """The winning moves ``(kind, index)`` as the places they play from ("L2", "M5", "deal", "waste")."""
    return [SIDE_COLUMNS[index] if kind == 0 else PACKS[index] if kind == 1 else "deal" if kind == 2 else "waste"
            for kind, index in moves]
