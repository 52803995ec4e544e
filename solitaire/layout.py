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

from .cards import Card, few_cards, quoted
from .moves import IllegalMove, normalize_place

__all__ = ["LayoutError", "read_layout", "cards_left", "layout_record"]


class LayoutError(ValueError):
    """A layout that names an unknown place, a card twice too often, or a position the rules never reach."""


#: The most cards one place may be given: every game here has two decks, so a longer
#: list is refused before its items are read (a million of them would take seconds).
MAX_PLACE_CARDS = 104


def _cards(place: str, value) -> tuple[Card, ...]:
    if isinstance(value, (str, Card)):
        value = value.split() if isinstance(value, str) and len(value) <= 4 * MAX_PLACE_CARDS else [value]
    if not isinstance(value, (list, tuple)):
        raise LayoutError(f"{place}: give its cards as a list, bottom to top, not {quoted(value)}")
    if len(value) > MAX_PLACE_CARDS:
        raise LayoutError(f"{place}: {len(value):,} cards, but a place holds at most the "
                          f"{MAX_PLACE_CARDS} cards of two decks")
    cards = []
    for item in value:
        try:
            cards.append(item if isinstance(item, Card) else Card.parse(item))
        except (ValueError, TypeError):
            raise LayoutError(f"{place}: {quoted(item)} is not a card (cards look like J♠, 10♥, 2d)") from None
    return tuple(cards)


def read_layout(layout, places: tuple[str, ...], title: str) -> dict[str, tuple[Card, ...]]:
    """The layout's places, spelled canonically, each with its cards as a tuple of Card.

    Raises :class:`LayoutError` naming the place for a name the game lacks, a place
    given twice (``l1`` and ``L1``) or a value that is not a list of cards.
    """
    if not isinstance(layout, dict):
        raise LayoutError(f"a layout is a dict {{place: cards bottom to top}}, not {type(layout).__name__}")
    placed: dict[str, tuple[Card, ...]] = {}
    for key, value in layout.items():
        try:
            name = normalize_place(key)
        except IllegalMove:
            name = key
        if name not in places:
            raise LayoutError(f"{title} has no place {quoted(key)}; its places are {' '.join(places)}")
        if name in placed:
            raise LayoutError(f"place {name} is given twice")
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
            raise LayoutError(f"the {card} is placed {total:,} times ({places}), but {title} has {total + count} of it")
    unknown = [card for cards in placed.values() for card in cards if card not in left]
    if unknown:
        raise LayoutError(f"the {unknown[0]} is not a card of {title}")
    spare = []
    for card in deck:
        if left[card] > 0:
            left[card] -= 1
            spare.append(card)
    return spare


def missing_error(spare: list[Card]) -> LayoutError:
    """The error for a layout that gives ``"stock"`` but leaves cards out."""
    return LayoutError(f"the layout gives the stock, so every card must be placed; missing {len(spare)}: "
                       f"{few_cards(Counter(spare))}")


def layout_record(placed: dict, order: tuple[str, ...], **extra) -> dict:
    """The JSON-ready layout a save keeps: ``{"layout": {place: [card texts]}, **extra}``.

    Places come in the game's order and empty places are left out, so two layouts of
    one position have one record.
    """
    cards = {name: [str(card) for card in placed[name]] for name in order if placed.get(name)}
    return {"layout": cards, **extra}
