"""What every sheet command checks before anything is drawn: the game, the resolution of a PNG page
and an output path, each refused with a short message naming it."""
from __future__ import annotations

import numbers
import os

from ..cards import quoted
from ..languages import translator

__all__ = ["GAMES", "DPI_RANGE", "check_game", "checked_dpi", "checked_path"]

GAMES = ("maids", "spider")
#: The resolutions a PNG page may have, in dots per inch (as ``rules --dpi``): below 1 the
#: font library divides by zero and kills the process; 5,000 asks for gigabytes.
DPI_RANGE = (36, 600)

_ = translator("sheets")


def check_game(game: str) -> str:
    """``game`` if it is a game with a sheet; else ValueError."""
    # the type first: a numpy array answers ``in`` elementwise, a list is unhashable
    if not isinstance(game, str) or game not in GAMES:
        raise ValueError(_("no rules sheet for {game}: the games are 'maids' and 'spider'").format(game=quoted(game)))
    return game


def checked_dpi(dpi) -> float:
    """``dpi`` as a float, if it is a real number in ``DPI_RANGE``; else ValueError (before any drawing)."""
    low, high = DPI_RANGE
    if isinstance(dpi, bool) or not isinstance(dpi, numbers.Real) or not low <= dpi <= high:  # nan fails too
        raise ValueError(_("dpi must be from {low} to {high}, not {dpi}").format(low=low, high=high, dpi=quoted(dpi)))
    return float(dpi)


def checked_path(path) -> str:
    """``path`` (a str or path object) as text, if it names a file; else ValueError."""
    try:
        text = os.fspath(path)
    except TypeError:
        text = None
    if not isinstance(text, str) or not text.strip() or "\0" in text:
        raise ValueError(_("path must be a file name (a str or a path), not {path}").format(path=quoted(path)))
    return text
