"""The moves the Maids search plays without trying the others (``Search.safe_move``), and the
:func:`rivals` they count.

A move is safe when it can never turn a won position into a lost one: any winning line L that
plays card X later is matched by L', which plays X first and then follows L (the arc only gains,
and as many packs are open at every moment). So a pack card is safe when no other copy of its
type can want its room and no card of the next type waits in the stock; a jack once every pack
is open; the last stock card when nothing competes for its room; and, once the waste's order is
settled, a side card with room for it and its rivals. Under ``deal_when="no_play"`` none is, while
the stock has cards (a card that fits forbids the deal). The whole argument, reading by reading:
the appendix notebook ``appendix_how_the_solver_works``, section 6.
"""
from __future__ import annotations

__all__ = ["rivals"]


def rivals(t, except_pack, packs, rem, plen, opened, has_next) -> int:
    """Cards of type t in the packs (but pack ``except_pack``) that could want the arc's room
    before a safe card X of that type takes it.

    ``packs[i][rem[i]:plen[i]]`` are the cards left in pack i, top first; ``opened`` packs
    are open; ``has_next[u]``: type u has a next type in its sequence.

    Why the others cannot (L, L' as in the module; until L' has given X's room back, it has
    one card of type t more in the arc than L):

    * A card covered by a card of the type before t lying above it in its pack, each such
      card matched to one copy below it: L plays it first, and that makes one more room for
      type t, so L' keeps pace with L.
    * The bottom card of a pack that can no longer be the last opened one (a later pack is
      open, or all twelve are): playing it only puts it in the arc. The first time L plays
      one, L' does not and plays it where L plays X; from then on L' and L have the same
      count of type t in the arc.

    >>> has_next = [u % 13 != 12 for u in range(13)]
    >>> packs = [[11, 12], [12, 0], [12]] + [[]] * 9      # Q under K, Q on a J, a lone Q
    >>> rivals(12, None, packs, [0] * 12, [len(p) for p in packs], 12, has_next)
    1
    >>> rivals(12, None, packs, [0] * 12, [len(p) for p in packs], 3, has_next)  # M3 opened last
    2
    """
    inert_below = 12 if opened == 12 else opened - 1
    count = 0
    for i in range(12):
        if i == except_pack:
            continue
        cover = 0
        for d in range(rem[i], plen[i]):
            u = packs[i][d]
            if u == t - 1 and has_next[u]:
                cover += 1
            elif u == t and cover:
                cover -= 1
            elif u == t and not (d == plen[i] - 1 and i < inert_below):
                count += 1
    return count
