"""Twelve Sleeping Maids: the deal, one function per sentence (maids.5, 7, 8, 9).

>>> from solitaire.cards import dealing_order
>>> sides, packs, stock = lay_figure(dealing_order("maids", 1))
>>> len(sides), [len(pack) for pack in packs] == [4] * 12, len(stock)
(8, True, 48)
"""
from __future__ import annotations

from ..cards import Card, two_decks
from ..rules import rule
from .state import FIGURE_SIZE, PACKS, ROUND_SIZE

__all__ = ["maids_deck", "lay_round", "lay_next_round", "lay_figure"]


@rule("maids.5")
def maids_deck() -> list[Card]:
    """This patience uses 104 cards: two full packs of 52."""
    return two_decks()


@rule("maids.7")
def lay_round(cards) -> tuple[Card, tuple[Card, ...], Card]:
    """One card face up on the left, then twelve cards face down in the middle, then one card face up on the right."""
    return cards[0], tuple(cards[1:1 + len(PACKS)]), cards[ROUND_SIZE - 1]


@rule("maids.8")
def lay_next_round(figure, cards):
    """Each next round goes below the face-up cards on the left and right, and onto the face-down cards in the middle."""
    left, packs, right = figure
    left_card, maids, right_card = lay_round(cards)
    return left + (left_card,), tuple(pack + (maid,) for pack, maid in zip(packs, maids)), right + (right_card,)


@rule("maids.9")
def lay_figure(order):
    """This is done four times: twelve face-down packets of four in the middle, four face-up cards left and right.

    Returns the side cards (``L1..L4, R1..R4``), the packets (round-1 card first) and the
    stock (the other 48 cards, the next one last: ``order[56]`` is dealt first).
    """
    figure = ((), ((),) * len(PACKS), ())
    for start in range(0, FIGURE_SIZE, ROUND_SIZE):
        figure = lay_next_round(figure, order[start:start + ROUND_SIZE])
    left, packs, right = figure
    return left + right, packs, tuple(reversed(order[FIGURE_SIZE:]))
