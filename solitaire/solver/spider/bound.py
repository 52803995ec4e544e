"""A looser game of Spider's last round that proves positions lost (:func:`last_round_hopeless`).

With no redeal left, a card that can never leave its place (where it lies, or where the rest of
the deal puts it) never reaches a base. The looser game only adds facts: a card once on top stays
*seen*; a top card leaves when a base could take it, when a neighbour of its suit is seen, or (an
ace or a king) when a pile could be empty; a base grows while a copy of its next rank is seen, and
a suit whose bases could touch is free. By induction on any real line every real move is allowed
there too, so if a card stays, no line wins. The whole proof: the appendix notebook
``appendix_how_the_solver_works``, section 6.

>>> from solitaire.spider.state import CODE_OF
>>> from solitaire.cards import Card
>>> def codes(text): return tuple(CODE_OF[Card.parse(word)] for word in text.split())
>>> piles = (codes("A♠ 3♠ 2♠"),) + ((),) * 11
>>> last_round_hopeless(piles, (13, 13, 13, 13), (4, 1, 1, 1), (), ROW_FREE)
True
>>> piles = (codes("A♠ 2♠ 3♠"),) + ((),) * 11
>>> last_round_hopeless(piles, (13, 13, 13, 13), (4, 1, 1, 1), (), ROW_FREE)
False
"""
from __future__ import annotations

__all__ = ["last_round_hopeless", "NEIGHBOURS", "ROW_FREE"]

NEIGHBOURS = tuple((13 * (code // 13) + (code % 13 + 1) % 13, 13 * (code // 13) + (code % 13 - 1) % 13)
                   for code in range(52))
"""The two codes a card may lie on in a pile (same suit, one rank up or down, K and A neighbours)."""

ROW_FREE = ((True,) * 8,) * 12
"""A row table that lets every pile reach every base (for positions with an empty stock)."""


_ROW = tuple(code // 13 for code in range(52))
_RANK = tuple(code % 13 for code in range(52))  # rank - 1
_END = tuple(code % 13 in (0, 12) for code in range(52))  # an ace or a king


def last_round_hopeless(piles, a, k, stock, row_ok_dealing) -> bool:
    """True if, even under the looser rules above, some card can never leave its place.

    ``piles`` are the 12 piles (codes bottom to top), ``a`` and ``k`` the tops of the
    ace and king bases by row, ``stock`` the cards still to deal in this last round
    (next first), ``row_ok_dealing[pile][base]`` the row rule while dealing.
    """
    reach_a, reach_k = list(a), list(k)
    # a suit whose bases could touch is free: every card of it may go home
    may_touch = [a[row] < k[row] for row in range(4)]
    free = [may_touch[row] and k[row] <= a[row] + 1 for row in range(4)]
    seen = [False] * 52
    grow = _grower(reach_a, reach_k, may_touch, free, seen)
    if stock:
        piles = _deal(piles, stock, row_ok_dealing, a, k, reach_a, reach_k, free, seen, grow)
    return _some_card_stays(piles, a, k, reach_a, reach_k, free, seen, grow)


def _grower(reach_a, reach_k, may_touch, free, seen):
    """``grow(row)``: let the bases of ``row`` take every card ``seen`` allows (the lists
    given are changed in place)."""
    def grow(row):
        base = 13 * row
        ra = reach_a[row]
        while ra < 13 and seen[base + ra]:      # code base + ra is rank ra + 1
            ra += 1
        rk = reach_k[row]
        while rk > 1 and seen[base + rk - 2]:   # rank rk - 1
            rk -= 1
        reach_a[row], reach_k[row] = ra, rk
        if may_touch[row] and rk <= ra + 1:
            free[row] = True
    return grow


def _some_card_stays(piles, a, k, reach_a, reach_k, free, seen, grow) -> bool:
    """The looser play, from the piles as dealt: True if some card never leaves.

    A top card leaves home, onto a neighbour ever seen, or (an ace or a king) to an
    emptied pile; the card it uncovers is seen. Rounds over the piles go on while any
    card leaves."""
    rows, ranks = _ROW, _RANK
    heights = [len(pile) for pile in piles]
    for pile in piles:
        if pile:
            seen[pile[-1]] = True
    for row in range(4):
        grow(row)
    live = [i for i in range(12) if heights[i]]
    empty = len(live) < 12
    neighbours, ends = NEIGHBOURS, _END
    changed = True
    while changed and live:
        changed = False
        for i in live:
            pile = piles[i]
            n = heights[i]
            while n:
                code = pile[n - 1]
                up, down = neighbours[code]
                if not (seen[up] or seen[down] or (empty and ends[code])):
                    row = rows[code]
                    rank = ranks[code]
                    if not (free[row] or a[row] <= rank <= reach_a[row] or reach_k[row] <= rank + 2 <= k[row]):
                        break
                n -= 1
                if n:
                    top = pile[n - 1]
                    if not seen[top]:
                        seen[top] = True
                        row = rows[top]
                        if top == 13 * row + reach_a[row] or top == 13 * row + reach_k[row] - 2:
                            grow(row)
                            if free[row] and all(free):
                                return False  # every card left may go home now
                else:
                    empty = True
            if n != heights[i]:
                heights[i] = n
                changed = True
        if changed:
            live = [i for i in live if heights[i]]
    return bool(live)


def _deal(piles, stock, row_ok_dealing, a, k, reach_a, reach_k, free, seen, grow, left_from=None):
    """The looser deal: the piles as the last group leaves them (``seen``, reach grown).

    ``left_from``, if given, gets ``(code, pile)`` for every card that leaves: the real
    game may have kept it on top of that pile instead."""
    stacks = [list(pile) for pile in piles]

    def homeable(code):
        row, rank = divmod(code, 13)
        return free[row] or a[row] <= rank <= reach_a[row] or reach_k[row] <= rank + 2 <= k[row]

    def send_home_while_dealing():
        """Every top card a base could take leaves (the row rule binds), to the end."""
        changed = True
        while changed:
            changed = False
            for i, stack in enumerate(stacks):
                while stack:
                    code = stack[-1]
                    row = code // 13
                    if not (row_ok_dealing[i][row] or row_ok_dealing[i][row + 4]) or not homeable(code):
                        break
                    stack.pop()
                    seen[code] = True
                    if left_from is not None:
                        left_from.append((code, i))
                    grow(row)
                    changed = True

    # before each group and after the last, every top card a base could take leaves; a
    # card only dealt on and buried again is no target (nothing moves between piles)
    for start in range(0, len(stock), 12):
        send_home_while_dealing()
        for i, code in enumerate(stock[start:start + 12]):
            stacks[i].append(code)
    send_home_while_dealing()
    return stacks
