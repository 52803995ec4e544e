"""Why the Maids search may play some moves without trying the others (``safe_move`` in
:meth:`solitaire.solver.maids.depth_first.Search.safe_move`), and the rivals those moves count.

A safe move can never turn a won position into a lost one. In each case below, L is any
winning line from the position that plays card X later, and L' plays X first and then
follows L, skipping X's play:

* A pack card X that is not a jack, when no other card of its type can ever want its place
  in the arc: the arc has room for X and for every other copy not yet there, but copies
  lying under X in the same pack (they come after X anyway) and copies in other packs that
  are no :func:`rivals`; and no card of the next type is left in the stock (in L' a dealt
  card of the next type could fit where in L it went to the waste: dealing is the only move
  whose effect depends on the arc). In L' every move of L stays legal: X covers no card L
  uses before playing it, the arc only gains, and more packs are open at every moment
  (taking the top of the last opened pack early wakes the next one early; if L later wakes
  it by a jack, L' keeps the lead, since a jack wakes the next closed pack either way).
* A jack from a pack when all twelve packs are open, with no ten left in the stock, for the
  same reasons (jacks always fit).
* Dealing the last stock card when it fits and nothing can compete for its place (a jack
  once all packs are open, or a card whose predecessors are all in the arc): in L it goes to
  the arc later, or a side play draws it into a side column when the waste is empty, from
  where it goes to the arc with nothing left to refill its place; either way nothing else
  changes.
* In the end game (``waste_settled``: the stock empty, or one card left, which is only ever
  dealt when it fits), a side card X that is not a jack when the arc has room for it and for
  every card of its type in the packs that is one of its :func:`rivals`. Its refill comes
  from the waste, whose order is now fixed, so taking it earlier only brings the next waste
  card in earlier (or the last stock card into a side column, where it fits exactly when it
  could be dealt to the arc). If L plays another card Y of X's type from a side column, or
  deals one, first, Y and X are interchangeable: L' plays Y where L plays X. A jack is safe
  there too once all packs are open.

A pack card in the end game needs no look at the stock: the last stock card, if any, is
only ever dealt when it fits, and fits in L' whenever it fits in L.

**Under the other readings** (the search's ``rules``):

* ``waste_playable=True``: L may also play the waste top. L' follows it too: a card of the
  waste that L' holds in a side column instead (a side play of L' drew it earlier) is at
  hand whenever L has it on the waste top, and a waste read as a pile with some of its
  cards taken out into the side columns is never worse: every pop of L (a refill, or a play
  of the top) is matched by a play from the side columns or of the same top, after which
  the same holds. The rest of the arguments above do not look at the waste.
* ``first_jack_from_stock=1``: only the first jack of the game, when dealt, wakes one pack
  fewer. No safe move changes which jack comes first but a jack's own play, and that happens
  only once all twelve packs are open, when waking no longer counts.
* ``deal_when="no_play"``: "one card more at hand, or in the arc, never hurts" fails here,
  since a card that fits forbids the deal, so none of the moves above is safe while the
  stock has cards; the only move played without a choice is the deal when no card fits
  (the only legal move then). Once the stock is empty the reading plays as the default.
  ``deal_when="no_play_first"`` likewise until its first deal, and as the default after it.
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
