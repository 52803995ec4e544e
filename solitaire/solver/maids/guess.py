"""A guess that steers the Maids search towards wins: can a simple player dig out the waste?

The waste is the hard part of Twelve Sleeping Maids: its cards come back only one at a
time, each time a side card goes to the arc. :func:`waste_stuck` lets a simple player
loose on a position: the side columns, the waste and the packs are as in the game (pack
tops only, packs opening by jacks and by the top of the last opened pack), but every
stock card is at hand at any time. It plays every card that fits, in the order of the
arc, a side card before a pack card before a stock card of the same type (a side card
also brings the next waste card out). If the waste is still not empty when nothing more
fits, the position is *doubted*.

It is a guess, not a proof: the simple player plays every card as soon as it fits, while
a good line sometimes keeps a card back for a card of the same type that will come out
of the waste and needs that place in the arc. Deal 2174 is won, yet the guess doubts it
from the start.

So the search uses it only to choose where to look (``MaidsSearch(guessed=...)``): a
doubted position is dropped like a lost one, but it is kept in a table of its own, and
so is every position whose loss was shown with the help of a doubt. Only a loss shown
without any doubt is written to the table of lost positions, and a search whose root is
only doubted reports nothing. What the guess buys: it drops most positions that bury the
waste too deep, so wins that the exact search finds only after millions of positions come
within thousands (deal 426: 3,608 positions, not decided after 20 million without it).
"""
from __future__ import annotations

__all__ = ["waste_stuck"]


def waste_stuck(is_jack, played, side, waste, seq, packs, rem, opened, jacks, stock_count) -> bool:
    """True if the simple player described in the module leaves cards in the waste.

    ``played``, ``stock_count``: cards of each type in the arc and in the stock; ``side``:
    the side columns' types (-1 empty); ``waste``: indices into ``seq``, top last;
    ``packs``: each pack in the order its cards come off, ``rem`` of them gone already;
    ``opened``: packs open; ``jacks``: jacks in the arc.

    A tiny deck of jacks, tens and nines, one foundation begun, no packs: a ten on the
    waste comes out under a side ten, but not under a side nine that waits for it.

    >>> is_jack, arc, nothing, no_packs = [True, False, False], [1, 0, 0], [0, 0, 0], [[]] * 12
    >>> waste_stuck(is_jack, arc, [1] + [-1] * 7, [0], [2], no_packs, [0] * 12, 12, 1, nothing)
    False
    >>> waste_stuck(is_jack, arc, [2] + [-1] * 7, [0], [1], no_packs, [0] * 12, 12, 1, nothing)
    True
    """
    types = len(played)
    played, stock, ptr = list(played), list(stock_count), list(rem)
    sides, tops = [0] * types, [0] * types
    for t in side:
        if t >= 0:
            sides[t] += 1
    for i in range(opened):
        if ptr[i] < len(packs[i]):
            tops[packs[i][ptr[i]]] += 1
    left = len(waste)  # waste[0 .. left-1] still in the waste, its top at left-1
    changed = True
    while changed:
        changed = False
        for t in range(types):
            while (sides[t] or tops[t] or stock[t]) and (is_jack[t] or played[t - 1] > played[t]):
                woken = 0
                if sides[t]:
                    sides[t] -= 1
                    if left:
                        left -= 1
                        sides[seq[waste[left]]] += 1
                elif tops[t]:  # from the first open pack with a card of type t on top
                    i = next(i for i in range(opened) if ptr[i] < len(packs[i]) and packs[i][ptr[i]] == t)
                    tops[t] -= 1
                    ptr[i] += 1
                    if ptr[i] < len(packs[i]):
                        tops[packs[i][ptr[i]]] += 1
                    if i == opened - 1:
                        woken += 1
                else:
                    stock[t] -= 1
                if is_jack[t]:
                    woken += 1 if jacks else 2
                    jacks += 1
                while woken and opened < 12:
                    if ptr[opened] < len(packs[opened]):
                        tops[packs[opened][ptr[opened]]] += 1
                    woken -= 1
                    opened += 1
                played[t] += 1
                changed = True
    return left > 0
