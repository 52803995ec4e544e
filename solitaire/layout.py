"""Positions by name: reading a layout, ``{place: cards bottom to top}``, for any game.

A layout names where cards lie, e.g. ``{"F1": ["J♥", "10♣"], "waste": "2♦"}``. This
module checks what every game needs alike (place names, card texts, every card of the
game exactly once); each game's ``from_layout`` then checks that the position could
happen under its rules (``maids/layout.py``, ``spider/layout.py``).

>>> from solitaire.cards import two_decks
>>> placed = read_layout({"l1": "J♠", "F1": ["J♥", "10♣"]}, ("L1", "F1", "stock"), "Maids")
>>> placed["L1"], placed["F1"]
((Card.parse('J♠'),), (Card.parse('J♥'), Card.parse('10♣')))
>>> len(cards_left(placed, two_decks(), "Maids"))
101
"""
from __future__ import annotations

from collections import Counter

from .cards import Card, card_face, few_cards, quoted
from .languages import translator
from .moves import IllegalMove, no_such_place, normalize_place

__all__ = ["LayoutError", "read_layout", "cards_left", "layout_record"]

_ = translator("engine")


class LayoutError(ValueError):
    """A layout that names an unknown place, a card twice too often, or a position the rules never reach."""


#: The most cards one place may be given: every game here has two decks, so a longer
#: list is refused before its items are read (a million of them would take seconds).
MAX_PLACE_CARDS = 104


def _cards(place: str, value) -> tuple[Card, ...]:
    if isinstance(value, (str, Card)):
        value = value.split() if isinstance(value, str) and len(value) <= 4 * MAX_PLACE_CARDS else [value]
    if not isinstance(value, (list, tuple)):
        raise LayoutError(_("{place}: give its cards as a list, bottom to top, not {value}")
                          .format(place=place, value=quoted(value)))
    if len(value) > MAX_PLACE_CARDS:
        raise LayoutError(_("{place}: {count} cards, but a place holds at most the {most} cards of two decks")
                          .format(place=place, count=f"{len(value):,}", most=MAX_PLACE_CARDS))
    cards = []
    for item in value:
        try:
            cards.append(item if isinstance(item, Card) else Card.parse(item))
        except (ValueError, TypeError):
            raise LayoutError(_("{place}: {value} is not a card (cards look like J♠, 10♥, 2d)")
                              .format(place=place, value=quoted(item))) from None
    return tuple(cards)


def read_layout(layout, places: tuple[str, ...], title: str) -> dict[str, tuple[Card, ...]]:
    """The layout's places, spelled canonically, each with its cards as a tuple of Card.

    Raises :class:`LayoutError` naming the place for a name the game lacks, a place
    given twice (``l1`` and ``L1``) or a value that is not a list of cards.
    """
    if not isinstance(layout, dict):
        raise LayoutError(_("a layout is a dict {{place: cards bottom to top}}, not {kind}")
                          .format(kind=type(layout).__name__))
    placed: dict[str, tuple[Card, ...]] = {}
    for key, value in layout.items():
        try:
            name = normalize_place(key)
        except IllegalMove:
            name = key
        if name not in places:
            raise LayoutError(str(no_such_place(title, key)))
        if name in placed:
            raise LayoutError(_("place {place} is given twice").format(place=name))
        placed[name] = _cards(name, value)
    return placed


def cards_left(placed: dict, deck, title: str) -> list[Card]:
    """The cards of ``deck`` that no place holds, in the deck's (canonical) order.

    Raises :class:`LayoutError` naming the card and the places that hold it when a
    card is placed more often than the game has it.
    """
    left = Counter(deck)
    for cards in placed.values():
        left.subtract(cards)
    for card, count in left.items():
        if count < 0:
            where = Counter({name: cards.count(card) for name, cards in placed.items() if card in cards})
            places = ", ".join(name if times == 1 else f"{name} ×{times:,}" for name, times in where.items())
            total = sum(where.values())
            raise LayoutError(_("the {card} is placed {count} times ({places}), but {game} has {has} of it").format(
                card=card_face(card), count=f"{total:,}", places=places, game=_(title), has=total + count))
    unknown = [card for cards in placed.values() for card in cards if card not in left]
    if unknown:
        raise LayoutError(_("the {card} is not a card of {game}").format(card=card_face(unknown[0]), game=_(title)))
    spare = []
    for card in deck:
        if left[card] > 0:
            left[card] -= 1
            spare.append(card)
    return spare


def missing_error(spare: list[Card]) -> LayoutError:
    """The error for a layout that gives ``"stock"`` but leaves cards out."""
    return LayoutError(_("the layout gives the stock, so every card must be placed; missing {count}: {cards}")
                       .format(count=len(spare), cards=few_cards(Counter(spare))))


def layout_record(placed: dict, order: tuple[str, ...], **extra) -> dict:
    """The JSON-ready layout a save keeps: ``{"layout": {place: [card texts]}, **extra}``.

    Places come in the game's order and empty places are left out, so two layouts of
    one position have one record.
    """
    cards = {name: [str(card) for card in placed[name]] for name in order if placed.get(name)}
    return {"layout": cards, **extra}
