"""A class answers together: every learner's phone answers the question on the projector.

Two halves that never share a process:

- :mod:`solitaire.room.server`, the room server (Starlette, SQLite, Server-Sent Events) that
  phones talk to; it never imports the engine or matplotlib;
- the teacher's side, in the classroom page's kernel: :func:`question` makes a question from a
  puzzle, a lesson exercise or a game (the picture drawn once, the verdict and reason for
  every answer worded in English, Ukrainian and Russian), :class:`RoomClient` talks to the
  server over loopback with the teacher's token, and :func:`ask_the_class` is the panel.

This module imports its halves only when asked, so ``import solitaire.room.server`` stays
free of the engine.
"""
from importlib import import_module

__all__ = ["question", "RoomClient", "ask_the_class", "AskTheClass"]

_WHERE = {"question": "ask", "RoomClient": "teacher", "ask_the_class": "panel", "AskTheClass": "panel"}


def __getattr__(name):
    if name in _WHERE:
        return getattr(import_module(f".{_WHERE[name]}", __name__), name)
    raise AttributeError(f"module 'solitaire.room' has no attribute {name!r}")


def __dir__():
    return sorted(__all__)
