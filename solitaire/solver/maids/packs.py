"""A second looser game of Twelve Sleeping Maids: the maid packs exactly, every other card at hand.

:func:`packs_deadlocked` plays it to the end, by an exact search that branches only where copies
of one type compete. Every line of the true game is a line of this one, so if it cannot be won,
the position is lost. In suit it sees what :mod:`~solitaire.solver.maids.bound` misses: two twins
in the packs shutting each other out ("the second 3♣ needs the other 4♣, which lies under it").
Its figures on deals 1..10,000: the appendix notebook ``appendix_how_the_solver_works``, section 6.
"""
from __future__ import annotations

from ..budget import checked_whole
from .bound import hopeless, wakeable
from .codes import native_search

__all__ = ["packs_deadlocked", "root_deadlocked", "PACKS_BUDGET"]

PACKS_BUDGET = 20_000  # positions of the looser game; past it the answer is "not shown"
PACKS_MAX_NODES = 2**62  # the largest budget either twin takes


def packs_deadlocked(is_jack, copies, played, packs, rem, opened, jacks, free,
                     max_nodes=PACKS_BUDGET) -> tuple[bool, int]:
    """``(True, nodes)`` if the looser game cannot be won, so the position is lost;
    ``(False, nodes)`` if it can or the budget ran out first.

    ``packs``/``rem``: the packs in coming-off order and how far each has come off;
    ``opened``/``jacks``: packs open and jacks in the arc; ``free[t]``: cards of type t
    outside the packs and the arc.

    >>> is_jack = [t % 13 == 0 for t in range(13)]
    >>> played = [8, 8, 8, 7, 7] + [0] * 8       # the J, 10, 9 are in, seven 8s and seven 7s
    >>> free = [0] * 5 + [8] * 8                  # every card after the 7s is at hand
    >>> packs = [[4, 3]] + [[]] * 11              # the last 7 lies on the last 8
    >>> packs_deadlocked(is_jack, 8, played, packs, [0] * 12, 12, 8, free)[0]
    True
    >>> packs = [[4]] + [[]] * 11; free[3] = 1    # the last 8 at hand instead
    >>> packs_deadlocked(is_jack, 8, played, packs, [0] * 12, 12, 8, free)[0]
    False

    ``max_nodes`` outside 0..2**62 is refused (ValueError naming it), as the C twin refuses it.
    """
    max_nodes = _checked_budget(max_nodes)
    game = _PackGame(is_jack, copies, played, packs, rem, opened, jacks, free, max_nodes)
    try:
        won = game.search()
    except _BudgetSpent:
        return False, game.nodes
    return not won, game.nodes


def root_deadlocked(search, max_nodes=PACKS_BUDGET) -> tuple[bool, int]:
    """:func:`packs_deadlocked` at the root of a :class:`~solitaire.solver.maids.search.MaidsSearch`,
    in C when the search runs in C (its ``lost`` table is a C one), else in Python."""
    max_nodes = _checked_budget(max_nodes)
    types, copies, played = search.types, search.copies, search.played
    free = [0] * types
    for t in search.side + search.seq:  # the side columns, the waste and the stock
        if t >= 0:
            free[t] += 1
    jacks = sum(played[t] for t in range(0, types, 13))
    rem = [0] * 12
    if isinstance(search.lost, set):
        is_jack = [t % 13 == 0 for t in range(types)]
        return packs_deadlocked(is_jack, copies, played, search.packs, rem, search.opened, jacks, free, max_nodes)
    return native_search.packs_deadlocked(types, copies, played, search.packs, rem, search.opened, jacks, free,
                                          max_nodes)


class _BudgetSpent(Exception):
    pass


def _checked_budget(max_nodes) -> int:
    """``max_nodes`` if it is a whole number from 0 to 2**62 (the C walk counts to there)."""
    return checked_whole(max_nodes, "max_nodes", "positions", most=PACKS_MAX_NODES, least=0, none=False)


class _PackGame:
    """The looser game's position, changed in place by ``play`` and put back by ``unplay``."""

    def __init__(self, is_jack, copies, played, packs, rem, opened, jacks, free, max_nodes):
        self.is_jack, self.copies, self.packs = is_jack, copies, packs
        self.count, self.free, self.rem = list(played), list(free), list(rem)
        self.plen = [len(p) for p in packs]
        self.types = len(played)
        self.pack_left = [0] * self.types
        for i, pack in enumerate(packs):
            for t in pack[rem[i]:]:
                self.pack_left[t] += 1
        self.opened0, self.jacks0 = opened, jacks
        self.jacks_in = self.packs_played = 0
        self.played_from = [False] * 12
        self.left = sum(self.free) + sum(self.pack_left)
        self.failed, self.nodes, self.max_nodes = set(), 0, max_nodes

    def opened(self) -> int:
        """Packs open: :func:`wakeable` of the cards played in this game."""
        return wakeable(self.opened0, self.jacks0, self.jacks_in, self.packs_played)

    def fits(self, t) -> bool:
        return self.is_jack[t] or self.count[t - 1] > self.count[t]

    def tops(self):
        """``(pack, type)`` of every open pack's top card, in pack order."""
        rem, plen, packs = self.rem, self.plen, self.packs
        return [(i, packs[i][rem[i]]) for i in range(self.opened()) if rem[i] < plen[i]]

    def play(self, pack, t, log):
        """Play a card of type t from ``pack`` (None: a card at hand), noting it in ``log``."""
        self.count[t] += 1
        self.left -= 1
        if self.is_jack[t]:
            self.jacks_in += 1
        first = False
        if pack is None:
            self.free[t] -= 1
        else:
            self.rem[pack] += 1
            self.pack_left[t] -= 1
            first = not self.played_from[pack] and pack >= self.opened0 - 1
            if first:
                self.played_from[pack] = True
                self.packs_played += 1
        log.append((pack, t, first))

    def unplay(self, log):
        while log:
            pack, t, first = log.pop()
            self.count[t] -= 1
            self.left += 1
            if self.is_jack[t]:
                self.jacks_in -= 1
            if pack is None:
                self.free[t] += 1
            else:
                self.rem[pack] -= 1
                self.pack_left[t] += 1
                if first:
                    self.played_from[pack] = False
                    self.packs_played -= 1

    def play_safe_once(self, log) -> bool:
        """Play the first type (in type order) that has a move which can never hurt."""
        tops = self.tops()
        for t in range(self.types):
            if not self.fits(t):
                continue
            if self.is_jack[t] or self.count[t - 1] >= self.copies:  # every copy will fit
                packs = [i for i, top in tops if top == t]
                if packs or self.free[t]:
                    for i in packs:
                        self.play(i, t, log)
                    while self.free[t]:
                        self.play(None, t, log)
                    return True
            elif self.pack_left[t] == 0:
                if self.free[t]:
                    self.play(None, t, log)
                    return True
            elif self.pack_left[t] == 1:
                for i, top in tops:
                    if top == t:
                        self.play(i, t, log)
                        return True
        return False

    def hopeless_here(self) -> bool:
        """The first relaxation on this game's rules: every card outside the packs at hand."""
        at_hand = [t for t in range(self.types) for _ in range(self.free[t])]
        taken = [i for i in range(12) if self.played_from[i]]
        return hopeless(self.is_jack, self.count, at_hand, [], [], 0, self.packs, self.rem, self.plen,
                        self.opened(), self.jacks0 + self.jacks_in, self.opened0 - 1, taken)

    def search(self) -> bool:
        """True if every card can be played from here."""
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise _BudgetSpent
        log = []
        while self.play_safe_once(log):
            pass
        won = self.left == 0 or self.branch()
        self.unplay(log)
        return won

    def branch(self) -> bool:
        key = (tuple(self.rem), tuple(self.count))
        if key in self.failed:
            return False
        if not self.hopeless_here():
            pack_moves = [(i, t) for i, t in self.tops() if self.fits(t)]
            fitting_in_packs = {t for _, t in pack_moves}
            hand_moves = [(None, t) for t in range(self.types)
                          if self.free[t] and self.fits(t) and t not in fitting_in_packs]
            for pack, t in pack_moves + hand_moves:
                log = []
                self.play(pack, t, log)
                won = self.search()
                self.unplay(log)
                if won:
                    return True
        self.failed.add(key)
        return False
