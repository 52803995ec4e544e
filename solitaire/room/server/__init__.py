"""The room server: learners' phones answer the question on the projector; the projector tallies.

A Starlette application (:func:`make_app`) on uvicorn, its state in one SQLite file. It
imports neither the engine nor matplotlib: the questions come ready-made from the
teacher's kernel (:func:`solitaire.room.question`), every verdict already worded in the
three languages. ``python -m solitaire room`` starts it (:mod:`.main`).
"""
from __future__ import annotations

from .app import make_app
from .rules import LIMITS

__all__ = ["make_app", "LIMITS"]
