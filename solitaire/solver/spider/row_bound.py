"""A looser game of Spider's last round that knows where ``row_rule="always"`` binds (:func:`row_bound_hopeless`).

Under that reading (spider.9, 10) a card reaches a base only from a pile of its row or from
``T1 T2 B1 B2``, which :mod:`~solitaire.solver.spider.bound` ignores in play. This game keeps, for
every card, the piles it could ever lie on top of (its own, its neighbours', those that could be
empty), and lets only cards that could lie on a pile their row allows grow the bases. The
induction of ``bound.py`` carries over (the whole proof: the appendix notebook
``appendix_how_the_solver_works``, section 6).

>>> from solitaire.spider.state import CODE_OF, ROW_OK
>>> from solitaire.cards import Card
>>> def codes(text): return tuple(CODE_OF[Card.parse(word)] for word in text.split())
>>> piles = [()] * 12
>>> piles[9] = codes("A♣ 2♣")     # L3, the row of clubs: 2♣ goes home, then A♣
>>> row_bound_hopeless(tuple(piles), (13,) * 4, (1, 1, 3, 1), (), ROW_OK["always"][0], ROW_OK["always"][1])
False
>>> piles[9], piles[10] = (), codes("A♣ 2♣")   # L2, the row of hearts: 2♣ has no way out
>>> row_bound_hopeless(tuple(piles), (13,) * 4, (1, 1, 3, 1), (), ROW_OK["always"][0], ROW_OK["always"][1])
True
"""
from __future__ import annotations

from .bound import NEIGHBOURS, _END, _RANK, _ROW, _deal, _grower

__all__ = ["row_bound_hopeless"]


def _ok_masks(row_ok_play):
    """For each row, the bit mask of the piles whose cards may go to that row's bases in play."""
    return tuple(sum(1 << pile for pile in range(12) if row_ok_play[pile][row] or row_ok_play[pile][row + 4])
                 for row in range(4))


_MASKS = {}


def row_bound_hopeless(piles, a, k, stock, row_ok_dealing, row_ok_play) -> bool:
    """True if, even under the looser rules above, some card never leaves its place or
    some suit can never be completed.

    ``piles`` are the 12 piles (codes bottom to top), ``a`` and ``k`` the tops of the ace
    and king bases by row, ``stock`` the cards still to deal in this last round (next
    first), ``row_ok_dealing`` and ``row_ok_play`` the row rule in each phase
    (``[pile][base]``)."""
    ok_masks = _MASKS.get(row_ok_play)
    if ok_masks is None:
        ok_masks = _MASKS[row_ok_play] = _ok_masks(row_ok_play)
    reach_a, reach_k = list(a), list(k)
    may_touch = [a[row] < k[row] for row in range(4)]
    free = [may_touch[row] and k[row] <= a[row] + 1 for row in range(4)]
    homeable = [False] * 52
    grow = _grower(reach_a, reach_k, may_touch, free, homeable)
    on = [0] * 52
    if stock:
        left_from = []
        piles = _deal(piles, stock, row_ok_dealing, a, k, reach_a, reach_k, free, homeable, grow, left_from)
        for code, pile in left_from:
            on[code] |= 1 << pile
    else:
        piles = [list(pile) for pile in piles]
    heights = [len(pile) for pile in piles]
    for i, pile in enumerate(piles):
        if pile:
            on[pile[-1]] |= 1 << i
    empty = sum(1 << i for i in range(12) if not heights[i])
    dirty = 15  # the rows whose cards' piles may have grown since the last spread
    while dirty:
        _spread(on, empty, ok_masks, homeable, grow, dirty)
        empty, dirty = _leave_places(piles, heights, on, empty, a, k, reach_a, reach_k, free, row_ok_play)
    if any(heights):
        return True
    if any(not free[row] and (reach_a[row] < 13 or reach_k[row] > 1) for row in range(4)):
        return True
    # a free suit needs every card of it still out to be homeable
    return any(free[_ROW[code]] and not homeable[code] for pile in piles for code in pile)


def _spread(on, empty, ok_masks, homeable, grow, dirty=15):
    """Let every card that lies on top somewhere go where its neighbours (or, an ace or a
    king, an empty pile) could lie, until nothing changes; mark the cards that could then
    lie on a pile of their row and let the bases grow.

    Along a suit's circle of ranks (K and A neighbours) the cards that lie on top
    somewhere form arcs; every card of an arc may go wherever any card of it could lie
    (one rank at a time), and an arc with an ace or a king in it reaches the empty piles:
    so each arc takes the union of its cards' piles, in one pass. Only the rows in the bit
    mask ``dirty`` are looked at (the others have not changed since)."""
    for row in range(4):
        if not dirty >> row & 1:
            continue
        first = 13 * row
        cut = next((rank for rank in range(13) if not on[first + rank]), -1)
        if cut < 0:
            arcs = [list(range(first, first + 13))]
        else:
            arcs, arc = [], []
            for step in range(1, 14):
                code = first + (cut + step) % 13
                if on[code]:
                    arc.append(code)
                elif arc:
                    arcs.append(arc)
                    arc = []
        for arc in arcs:
            union = 0
            for code in arc:
                union |= on[code]
            if first in arc or first + 12 in arc:
                union |= empty
            ok = ok_masks[row]
            for code in arc:
                on[code] = union
                if union & ok:
                    homeable[code] = True
        grow(row)


def _leave_places(piles, heights, on, empty, a, k, reach_a, reach_k, free, row_ok_play):
    """One round over the piles: every top card that may leave its place does, uncovering
    the card under it. Returns the piles that could be empty, and the rows (a bit mask)
    whose cards may lie on more piles now: those of the cards uncovered, or every row
    once one more pile could be empty; none when no card left."""
    rows, ranks, neighbours, ends = _ROW, _RANK, NEIGHBOURS, _END
    dirty = 0
    for i in range(12):
        n = heights[i]
        if not n:
            continue
        pile, elsewhere = piles[i], ~(1 << i)
        while n:
            code = piles[i][n - 1]
            up, down = neighbours[code]
            if not ((on[up] | on[down] | (empty if ends[code] else 0)) & elsewhere):
                row, rank = rows[code], ranks[code]
                if not (row_ok_play[i][row] or row_ok_play[i][row + 4]):
                    break
                if not (free[row] or a[row] <= rank <= reach_a[row] or reach_k[row] <= rank + 2 <= k[row]):
                    break
            n -= 1
            if n:
                on[pile[n - 1]] |= 1 << i
                dirty |= 1 << rows[pile[n - 1]]
            else:
                empty |= 1 << i
                dirty = 15
        heights[i] = n
    return empty, dirty
