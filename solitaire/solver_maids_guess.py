"""A guess that steers the Maids search towards wins: can a simple player dig out the waste?

The waste is the hard part of Twelve Sleeping Maids: its cards come back only one at a
time, each time a side card goes to the arc. :func:`waste_stuck` plays a simple game
from a position: every pack and stock card is at hand, the side columns and the waste
are exact, and it greedily plays every card that fits, a side card before a card of the
same type from the hand (a side card also brings the next waste card out). If that
leaves cards out, the position is *doubted*.

It is a guess, not a proof. The greedy player runs foundations ahead with cards from
the hand, and a foundation that has gone past a type no longer takes the side cards of
that type that the waste gives back later. Deal 2174 is won, yet after 31 moves of its
winning line the greedy player ends with three foundations waiting for nines that are
still in the waste and every other foundation finished, while the winning line keeps
foundations low for the side cards.

So the search uses it only to choose where to look (``MaidsSearch(guessed=...)``): a
doubted position is dropped like a lost one, but it is kept in a table of its own, and
so is every position whose loss was shown with the help of a doubt. Only a loss shown
without any doubt is written to the table of lost positions, and a search whose root is
only doubted reports nothing. What the guess buys: it drops most positions that bury the
waste too deep, so wins that the exact search finds only after millions of positions come
within thousands (deal 426: 10,520 positions, not decided exactly after 20 million).
"""
from __future__ import annotations

__all__ = ["waste_stuck"]


def waste_stuck(is_jack, played, side, waste, seq, pack_count, stock_count) -> bool:
    """True if the greedy player described in the module leaves some card out of the arc.

    ``played``, ``pack_count``, ``stock_count``: cards of each type in the arc, the packs and
    the stock; ``side``: the side columns' types (-1 empty); ``waste``: indices into ``seq``,
    top last.

    A tiny deck of jacks, tens and nines, one foundation begun: a ten on the waste comes
    out under a side ten, but not under a side nine that waits for it.

    >>> is_jack, arc, nothing = [True, False, False], [1, 0, 0], [0, 0, 0]
    >>> waste_stuck(is_jack, arc, [1] + [-1] * 7, [0], [2], nothing, nothing)
    False
    >>> waste_stuck(is_jack, arc, [2] + [-1] * 7, [0], [1], nothing, nothing)
    True
    """
    types = len(played)
    played = list(played)
    at_hand = [pack_count[t] + stock_count[t] for t in range(types)]
    sides = [0] * types
    for t in side:
        if t >= 0:
            sides[t] += 1
    left = len(waste)  # waste[0 .. left-1] still in the waste, its top at left-1
    changed = True
    while changed:
        changed = False
        for t in range(types):
            while (sides[t] or at_hand[t]) and (is_jack[t] or played[t - 1] > played[t]):
                if sides[t]:
                    sides[t] -= 1
                    if left:
                        left -= 1
                        sides[seq[waste[left]]] += 1
                else:
                    at_hand[t] -= 1
                played[t] += 1
                changed = True
    return bool(left or any(sides) or any(at_hand))
