"""Explicit Twelve Sleeping Maids dealing orders that put chosen cards where a test or a lesson needs them.

>>> from solitaire.maids import Maids
>>> game = Maids(order=order_with({"L1": "J♠", "M1": "10♣ 9♣", "stock": "2♥ J♥"}))
>>> game.cards("L1"), game.cards("M1")[:2], game.cards("stock")[-2:]
((Card.parse('J♠'),), (Card.parse('10♣'), Card.parse('9♣')), (Card.parse('J♥'), Card.parse('2♥')))
>>> deal_index("R2"), deal_index("M3", 2), deal_index("stock")
(27, 17, 56)
"""
from __future__ import annotations

from collections import Counter

from ..cards import Card, card_face, parse_cards
from ..languages import translator
from .rules import FIGURE_SIZE, PACK_INDEX, ROUND_SIZE, maids_deck

__all__ = ["order_with", "deal_index"]

_ = translator("engine")


def deal_index(place: str, number: int | None = None) -> int:
    """Where in the dealing order a card lands: ``place`` in round ``number`` (1..4, default 1)
    of the deal, or, for ``"stock"``, the ``number``-th card dealt from it (default 0, the first).

    ``L{i}`` and ``R{i}`` are dealt in round ``i`` only, so their ``number`` is ignored.
    """
    if place == "stock" and 0 <= (number or 0) < len(maids_deck()) - FIGURE_SIZE:
        return FIGURE_SIZE + (number or 0)
    if place[0] in "LR" and place[1:] in ("1", "2", "3", "4"):
        row = int(place[1:]) - 1
        return row * ROUND_SIZE + (0 if place[0] == "L" else ROUND_SIZE - 1)
    number = 1 if number is None else number
    if place in PACK_INDEX and 1 <= number <= 4:
        return (number - 1) * ROUND_SIZE + 1 + PACK_INDEX[place]
    raise ValueError(_("no deal position for {place} {number}: use L1..L4, R1..R4, M1..M12 (round 1..4) "
                       "or stock (0..47)").format(place=repr(place), number=repr(number)))


def order_with(placed: dict) -> list[Card]:
    """A 104-card dealing order with the given cards at the given places.

    Keys: a place (``"L1"``, ``"M3"``, ``"stock"``), a ``(place, number)`` pair (round
    ``number`` of a packet, or the ``number``-th stock card), or a deal index (0..103).
    Values: a card or cards as text; several cards go to the rounds of a packet in order
    (round 1 first) or to the stock in dealing order (the next card first). The other
    cards fill the other positions in canonical order, jacks last, so that no jack comes
    out before the end of the stock unless placed.
    """
    order: list[Card | None] = [None] * len(maids_deck())
    for key, cards in placed.items():
        cards = parse_cards(cards) if isinstance(cards, str) else [cards] if isinstance(cards, Card) else cards
        for offset, card in enumerate(cards):
            if isinstance(key, int):
                index = key + offset
            else:
                place, number = key if isinstance(key, tuple) else (key, 0 if key == "stock" else 1)
                index = deal_index(place, number + offset)
            if order[index] is not None:
                raise ValueError(_("two cards placed at deal position {index} ({key})").format(index=index, key=repr(key)))
            order[index] = card if isinstance(card, Card) else Card.parse(card)
    left = Counter(maids_deck())
    left.subtract(card for card in order if card is not None)
    if min(left.values()) < 0:
        extra = sorted(card for card, count in left.items() if count < 0)
        raise ValueError(_("more than two of {cards} placed").format(cards=" ".join(map(card_face, extra))))
    spare = []
    for card in maids_deck():
        if left[card] > 0:
            left[card] -= 1
            spare.append(card)
    spare.sort(key=lambda card: card.rank == 11)  # stable: canonical order, jacks last
    spare.reverse()
    return [card if card is not None else spare.pop() for card in order]
