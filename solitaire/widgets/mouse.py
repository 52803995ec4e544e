"""Mouse clicks on the board's picture (through ipyevents), and the line that says when there are none.

ipyevents is a widget library in two parts: the Python package in the kernel, and a
front-end extension that reports clicks. Where the front end lacks the extension (an
editor that does not load it, a viewer without widgets), the board still plays from its
move list and buttons, and :func:`no_mouse_line` says so in one line.

How the board knows: the kernel is never told that a front end failed to load a widget.
But ipyevents' front end, as it attaches to the picture, clears the listener's ``xy``
(the last pointer position) and sends the cleared value back. The listener starts with a
made-up ``xy``, so that this answer comes; when it does, or when a click arrives, the
line goes away. Until then (and for good where no front end answers) it is shown.
"""
from __future__ import annotations

import ipywidgets as widgets

from ..languages import N_, translator

__all__ = ["NO_MOUSE", "listen_to_clicks", "no_mouse_line", "no_mouse_html"]

_ = translator("board")

NO_MOUSE = N_("Mouse clicks on the board are unavailable here (the ipyevents extension is not loaded): "
              "play from the move list and the buttons.")

_PROBE_XY = [-1, -1]  # no pointer is ever there: only the front end's reset changes it


def no_mouse_html(text: str = NO_MOUSE) -> str:
    """The line's HTML: ``text`` (English) in the language in use."""
    return f'<span style="color:#555">{_(text)}</span>'


def no_mouse_line() -> widgets.HTML:
    """The line that says clicks are unavailable (shown until a front end shows they work)."""
    return widgets.HTML(no_mouse_html(), layout=widgets.Layout(width="100%"))


def listen_to_clicks(picture: widgets.Image, on_click, line: widgets.HTML):
    """An ipyevents listener calling ``on_click(event)`` for clicks on ``picture``; None without ipyevents.

    ``line`` (from :func:`no_mouse_line`) is hidden once the front end answers.
    """
    try:
        from ipyevents import Event
    except ImportError:
        return None
    listener = Event(source=picture, watched_events=["click"], prevent_default_action=True, xy=list(_PROBE_XY))

    def clicks_work(*_ignored) -> None:
        line.layout.display = "none"

    listener.observe(clicks_work, names="xy")
    listener.on_dom_event(clicks_work)
    listener.on_dom_event(on_click)
    return listener
