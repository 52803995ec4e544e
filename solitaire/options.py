"""A game's options: the values each may take, and the read-only settings of a game.

>>> Option(1, (0, 1, 2), "redeals").check("redeals", 2)
2
>>> Option(False, (False, True), "in suit").check("follow_suit", 1)
Traceback (most recent call last):
...
ValueError: option follow_suit=1 is not allowed: use one of False, True
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .cards import quoted
from .languages import translator

__all__ = ["Option", "Settings", "fixed"]

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
