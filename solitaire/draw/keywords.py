"""The drawing's keywords: the look (``theme``, ``four_colour``, ...) and the decorations (``last_move``,
``highlight``, ``title``, ...), checked, with their defaults, in the form the board reads them."""
from __future__ import annotations

import numpy as np

from .overlay import MOVE_KINDS
from .scene import THEMES
from .theme import default_theme
from ..moves import Move, normalize_place

__all__ = ["STYLE_KEYWORDS", "DECORATION_KEYWORDS", "DEFAULTS", "checked", "style_of", "decorations_of"]

STYLE_KEYWORDS = ("theme", "four_colour", "labels", "crop", "legend")
DECORATION_KEYWORDS = ("last_move", "before", "highlight", "selected", "hint", "next_move", "good_move", "losing_move",
                       "title")
DEFAULTS = {"theme": "default", "four_colour": False, "labels": True, "crop": None, "legend": False,
            "last_move": None, "before": None, "highlight": (), "selected": None, "hint": None, "next_move": None,
            "good_move": None, "losing_move": None, "title": None}


def checked(keywords: dict) -> dict:
    """The drawing keywords themselves; TypeError names an unknown one, ValueError a bad value."""
    unknown = sorted(set(keywords) - set(DEFAULTS))
    if unknown:
        raise TypeError(f"unknown drawing keyword {unknown[0]!r}: use "
                        + ", ".join(STYLE_KEYWORDS + DECORATION_KEYWORDS))
    if "theme" in keywords and keywords["theme"] not in THEMES:
        raise ValueError(f"theme must be one of {', '.join(map(repr, THEMES))}, not {keywords['theme']!r}")
    for name in ("four_colour", "labels", "legend") + (("crop",) if keywords.get("crop") is not None else ()):
        if name in keywords and not isinstance(keywords[name], (bool, np.bool_)):
            raise ValueError(f"{name} must be True or False, not {keywords[name]!r}")
    return keywords


def style_of(keywords: dict, base: dict | None = None) -> dict:
    """The look's keywords, defaults (or ``base``) filled in; ``titled``: whether the picture has a
    band of its own for a title (a title given, or ``base``'s when none is given)."""
    base = base or {name: default_theme() if name == "theme" else DEFAULTS[name] for name in STYLE_KEYWORDS}
    style = {name: keywords.get(name, base[name]) for name in STYLE_KEYWORDS}
    style["titled"] = bool(keywords["title"]) if "title" in keywords else bool(base.get("titled"))
    return style


def _move_or_moves(value):
    """A move, or several (a list or tuple), as a tuple of Moves; None stays None."""
    if value is None:
        return None
    if isinstance(value, (list, tuple)):
        return tuple(Move.parse(move) for move in value)
    return Move.parse(value)


def decorations_of(keywords: dict) -> dict:
    """The decorations, defaults filled in, place names spelt canonically (``l2`` → ``L2``).

    >>> decorations_of({"highlight": "a1", "last_move": "l2 a2"})["highlight"]
    ('A1',)
    """
    decorations = {k: DEFAULTS[k] for k in DECORATION_KEYWORDS}
    decorations.update({k: v for k, v in keywords.items() if k in DECORATION_KEYWORDS})
    highlight = decorations["highlight"]
    if highlight is None:
        highlight = ()
    elif isinstance(highlight, str):
        highlight = (highlight,)
    decorations["highlight"] = tuple(normalize_place(str(place)) for place in highlight)
    if decorations["selected"] is not None:
        decorations["selected"] = normalize_place(str(decorations["selected"]))
    if decorations["last_move"] is not None:
        decorations["last_move"] = Move.parse(decorations["last_move"])
    for keyword in MOVE_KINDS:
        decorations[keyword] = _move_or_moves(decorations[keyword])
    return decorations


