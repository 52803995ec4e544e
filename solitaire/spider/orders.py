"""Explicit Spider dealing orders that put chosen cards where a test or a lesson needs them.

>>> from solitaire.spider import Spider
>>> order = arranged_order({"R3": "2♠", "T1": "9♥ 2♣"}, deals=2)
>>> game = Spider(order=order)
>>> for _ in range(2):
...     _ = game.play("deal")
>>> game.cards("T1")[-2:], game.cards("R3")[-1]
((Card.parse('9♥'), Card.parse('2♣')), Card.parse('2♠'))
"""
from __future__ import annotations

from collections import Counter

from ..cards import Card, card_face, parse_cards
from ..languages import translator
from .rules import DEALING_ORDER, ROW_SUITS

__all__ = ["arranged_order"]

_ = translator("engine")


def _cards(cards) -> list[Card]:
    if isinstance(cards, str):
        return parse_cards(cards)
    return [card if isinstance(card, Card) else Card.parse(card) for card in cards]


# Spare cards go out middle ranks first, two apart (7s, then 5s, then 9s, ...), from the
# last dealt card backwards: the spare top cards then rarely fit a base (which wants twos
# and queens at first) or one another (same suit, one rank apart).
_SPARE_RANKS = (7, 5, 9, 6, 8, 4, 10, 3, 11, 2, 12, 1, 13)


def _filler_key(card: Card) -> tuple:
    return (_SPARE_RANKS.index(card.rank), ROW_SUITS.index(card.suit))


def arranged_order(piles: dict | None = None, deals: int = 8, stock=()) -> list[Card]:
    """A 96-card dealing order such that, after ``deals`` deals (and no other move),
    each pile named in ``piles`` ends with the given cards (bottom to top: its top card
    last) and the stock's next cards are ``stock`` (next first).

    Cards are Card objects or texts ("9♥ 2♣" or ["9♥", "2♣"]). A pile gets one card per
    deal, so it can hold at most ``deals`` chosen cards. The other places are filled
    with the remaining cards: middle ranks on top of the piles, the aces, kings, twos
    and queens lowest in the piles or last in the stock.
    """
    if not 0 <= deals <= 8:
        raise ValueError(_("the first round has 8 deals of 12 cards, so deals must be 0..8, not {deals}")
                         .format(deals=deals))
    from .game import Spider
    slots: list[Card | None] = [None] * 96
    for name, cards in (piles or {}).items():
        cards = _cards(cards)
        if name not in DEALING_ORDER:
            raise ValueError(_("{name} is not a Spider pile: use one of {piles}")
                             .format(name=repr(name), piles=" ".join(DEALING_ORDER)))
        if len(cards) > deals:
            raise ValueError(_("{name} gets one card per deal: {count} cards need at least {count} deals")
                             .format(name=name, count=len(cards)))
        column = DEALING_ORDER.index(name)
        for group, card in enumerate(cards, deals - len(cards)):
            slots[12 * group + column] = card
    stock = _cards(stock)
    if 12 * deals + len(stock) > 96:
        raise ValueError(_("only {count} cards are left in the stock after {deals} deals")
                         .format(count=96 - 12 * deals, deals=deals))
    slots[12 * deals:12 * deals + len(stock)] = stock
    spare = Counter(Spider.full_deck()) - Counter(card for card in slots if card is not None)
    chosen = Counter(card for card in slots if card is not None)
    too_many = chosen - Counter(Spider.full_deck())
    if too_many:
        raise ValueError(_("the dealing order has only two of each card, less the base cards: too many of {cards}")
                         .format(cards=" ".join(card_face(card) for card in sorted(too_many.elements()))))
    fillers = iter(sorted(spare.elements(), key=_filler_key))
    dealt = 12 * deals
    for index in [*range(dealt - 1, -1, -1), *range(dealt, 96)]:  # the top cards of the piles first
        if slots[index] is None:
            slots[index] = next(fillers)
    return slots
