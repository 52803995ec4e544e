"""The game classes by name, for the parts of the solver that are told a game's name."""
from __future__ import annotations

from ..cards import quoted

__all__ = ["game_class"]


def game_class(game):
    """The game class for ``"maids"``, ``"spider"``, a game class or a game object."""
    if isinstance(game, str):
        name = game.lower()
        if name in ("maids", "twelvesleepingmaids"):
            from ..maids.game import Maids
            return Maids
        if name == "spider":
            from ..spider.game import Spider
            return Spider
        raise ValueError(f"unknown game {quoted(game)}: use 'spider' or 'maids'")
    if isinstance(game, type) and getattr(game, "game_name", None) in ("maids", "spider"):
        return game
    if getattr(game, "game_name", None) in ("maids", "spider"):
        return type(game)
    raise ValueError(f"unknown game {quoted(game)}: use 'spider' or 'maids'")
