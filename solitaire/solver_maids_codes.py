"""How the Maids search writes cards and positions as small ints (see :mod:`solitaire.solver_maids`).

A card is its *type*: its place in the arc's sequence, and its suit if suits matter. The
waste is keyed by the sequence of its types, so two piles that read the same are one
position.
"""
from __future__ import annotations

__all__ = ["ARC_PLACE", "card_type", "waste_key"]

# The place of a rank in the arc's sequence J, 10, 9, …, 2, A, K, Q.
ARC_PLACE = {11: 0, **{rank: 11 - rank for rank in range(2, 11)}, 1: 10, 13: 11, 12: 12}


def card_type(card, follow_suit: bool) -> int:
    """The search's code for a card: its place in the arc, and its suit if suits matter."""
    place = ARC_PLACE[card.rank]
    return 13 * int(card.suit) + place if follow_suit else place


def waste_key(waste, seq) -> int:
    """The waste pile (indices into ``seq``, bottom first) by its types, as a bit set: the
    earliest dealt cards that spell it. Two piles that read the same are one position.

    >>> seq = [5, 7, 5, 9]
    >>> waste_key([2], seq) == waste_key([0], seq) == 0b1, waste_key([1, 2], seq)
    (True, 6)
    """
    code = s = 0
    for w in waste:
        t = seq[w]
        while seq[s] != t:
            s += 1
        code |= 1 << s
        s += 1
    return code
