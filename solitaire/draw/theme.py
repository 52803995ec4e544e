"""One setting for the look of every board drawn without a ``theme=`` of its own.

A presented lesson (``make present``) sets ``$SOLITAIRE_THEME=projector``; a teacher in
JupyterLab may call :func:`set_theme`. Without either, boards take the screen look.
"""
from __future__ import annotations

import os

from ..cards import quoted
from .scene import THEMES

__all__ = ["THEME_VARIABLE", "set_theme", "default_theme"]

THEME_VARIABLE = "SOLITAIRE_THEME"
_chosen_theme: list = []   # the theme set_theme chose, if any


def set_theme(theme: str | None) -> None:
    """The theme of every board drawn from now on without a ``theme=`` of its own.

    One setting for a whole notebook, so a lesson needs no ``theme=`` in its cells: a
    presented lesson (``make present``) sets ``$SOLITAIRE_THEME=projector``, and a
    teacher in JupyterLab may call ``set_theme("projector")``; ``None`` goes back to the
    environment's choice.

    >>> set_theme("projector"); default_theme()
    'projector'
    >>> set_theme(None)
    """
    if theme is not None and theme not in THEMES:
        raise ValueError(f"theme must be one of {', '.join(map(repr, THEMES))}, not {quoted(theme)}")
    _chosen_theme[:] = [] if theme is None else [theme]


def default_theme() -> str:
    """The theme of a board drawn without ``theme=``: :func:`set_theme`'s, else ``$SOLITAIRE_THEME``
    ("default" or "projector"), else "default" (an unknown value there is passed over, not fatal)."""
    if _chosen_theme:
        return _chosen_theme[0]
    theme = os.environ.get(THEME_VARIABLE, "").strip().lower()
    return theme if theme in THEMES else "default"
