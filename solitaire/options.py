"""A game's options: the values each may take, the read-only settings of a game, and the checks of
what a game is dealt with (its options and its dealing order).

>>> Option(1, (0, 1, 2), "redeals").check("redeals", 2)
2
>>> Option(False, (False, True), "in suit").check("follow_suit", 1)
Traceback (most recent call last):
...
ValueError: option follow_suit=1 is not allowed: use one of False, True
"""
from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .cards import Card, few_cards, quoted
from .languages import translator

__all__ = ["Option", "Settings", "fixed", "checked_options", "checked_order"]

_ = translator("engine")


@dataclass(frozen=True, slots=True)
class Option:
    """A game option: its default, the values it may take, and what it switches (``help``,
    English, marked for the engine catalog: say it with ``translator("engine")(option.help)``)."""

    default: Any
    choices: tuple
    help: str

    def check(self, name: str, value: Any) -> Any:
        # The type first: bool is an int (1 == True), and a value such as a numpy array
        # answers == elementwise; only a value of a choice's own type is compared.
        if not any(type(value) is type(choice) and value == choice for choice in self.choices):
            allowed = ", ".join(repr(c) for c in self.choices)
            raise ValueError(_("option {name}={value} is not allowed: use one of {allowed}")
                             .format(name=name, value=quoted(value), allowed=allowed))
        return value


class Settings(Mapping):
    """A game's options, read-only: ``game.settings["follow_suit"]``, ``dict(game.settings)``.

    Changing one would make the game save options it was not dealt with, so it is refused
    with a word on what to do instead.
    """

    __slots__ = ("_options",)

    def __init__(self, options: dict) -> None:
        self._options = dict(options)

    def __getitem__(self, name: str) -> Any:
        return self._options[name]

    def __iter__(self):
        return iter(self._options)

    def __len__(self) -> int:
        return len(self._options)

    def __repr__(self) -> str:
        return repr(self._options)

    def __setitem__(self, name, value=None) -> None:
        raise TypeError("a game's settings are fixed when it is dealt: start a new game with the "
                        "option instead, e.g. Maids(deal=1, follow_suit=True)")

    __delitem__ = __setitem__


def fixed(name: str, doc: str) -> property:
    """A read-only attribute: what a game was dealt with cannot drift from its positions."""
    def get(self):
        return getattr(self, "_" + name)

    def refuse(self, value):
        raise AttributeError(f"a game's {name} is fixed when it is dealt; start a new game instead, "
                             f"e.g. {type(self).__name__}(deal=42, ...)")
    return property(get, refuse, doc=doc)


def checked_options(cls, options: dict) -> dict[str, Any]:
    """Every option of the game class ``cls``, from ``options`` (a name left out takes its
    default), each checked; ValueError naming the first unknown or bad one."""
    unknown = sorted((name for name in options if name not in cls.options), key=str)
    if unknown:
        known = ", ".join(cls.options) or _("none")
        raise ValueError(_("unknown option {name} for {game}: its options are {known}")
                         .format(name=quoted(unknown[0]), game=_(cls.title), known=known))
    return {name: option.check(name, options.get(name, option.default))
            for name, option in cls.options.items()}


def checked_order(cls, order) -> tuple[Card, ...]:
    """The dealing order ``order`` of the game class ``cls`` as a tuple of cards, if it holds the
    game's deck; else ValueError saying how it falls short (it reads at most twice a deck)."""
    if isinstance(order, str):
        raise ValueError(_("a dealing order is a list of cards (or card texts), not one string"))
    try:
        # at most twice a deck is read (an order may be a generator, even an endless one)
        items = list(itertools.islice(order, 2 * cls.deck_size + 1))
    except TypeError:
        raise ValueError(_("a dealing order is a list of {count} cards, not {value}")
                         .format(count=cls.deck_size, value=quoted(order))) from None
    if len(items) > 2 * cls.deck_size:
        size = (f"{len(order):,}" if hasattr(order, "__len__")
                else _("more than {count}").format(count=2 * cls.deck_size))
        raise ValueError(_("impossible dealing order for {game}: it has {size} cards, the game deals {count}")
                         .format(game=_(cls.title), size=size, count=cls.deck_size))
    cards = tuple(card if isinstance(card, Card) else Card.parse(card) for card in items)
    expected = Counter(cls.full_deck())
    given = Counter(cards)
    if given != expected:
        missing = few_cards(expected - given)
        extra = few_cards(given - expected)
        problems = [_("it has {size} cards, the game deals {count}")
                    .format(size=len(cards), count=cls.deck_size)]
        if missing:
            problems.append(_("missing {cards}").format(cards=missing))
        if extra:
            problems.append(_("too many of {cards}").format(cards=extra))
        raise ValueError(_("impossible dealing order for {game}: {problems}")
                         .format(game=_(cls.title), problems="; ".join(problems)))
    return cards
