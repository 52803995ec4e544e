"""Checking a puzzle's fields when it is made: a wrong field is a ``ValueError`` naming it.

A puzzle made by hand (``dataclasses.replace``, a teacher's own) is checked like the
collection's, so that ``start()`` and ``check()`` never fail later, in front of a class,
with a ``KeyError`` or ``TypeError`` from deep inside.
"""
from __future__ import annotations

from ..cards import quoted

__all__ = ["check_fields"]

#: Longest text a puzzle's short fields may hold (an id, a move, a theme word).
SHORT = 60
#: Longest task, note or idea (a few sentences).
LONG = 2_000


def _refuse(name: str, wanted: str, value) -> ValueError:
    return ValueError(f"Puzzle field {name!r} must be {wanted}, not {quoted(value)}")


def _text(name: str, value, longest: int, empty: bool = False) -> None:
    if not isinstance(value, str) or len(value) > longest or (not empty and not value.strip()):
        raise _refuse(name, f"a text of at most {longest:,} characters" + ("" if empty else ", not empty"), value)


def _whole(name: str, value, least: int, most: int | None = None, none: bool = False) -> None:
    if none and value is None:
        return
    if not isinstance(value, int) or isinstance(value, bool) or value < least or \
            (most is not None and value > most):
        span = f"{least}..{most}" if most is not None else f"{least} or more"
        raise _refuse(name, f"a whole number {span}" + (" or None" if none else ""), value)


def _texts(name: str, value, least: int = 0) -> None:
    if not isinstance(value, tuple) or len(value) < least or len(value) > 100 or \
            not all(isinstance(item, str) and 0 < len(item) <= SHORT for item in value):
        raise _refuse(name, f"a tuple of at least {least} short texts", value)


def check_fields(puzzle) -> None:
    """Raise ``ValueError`` naming the first field of ``puzzle`` that a puzzle cannot have."""
    from . import KINDS, LESSONS
    _text("id", puzzle.id, SHORT)
    if puzzle.game not in LESSONS:
        raise _refuse("game", "'maids' or 'spider'", puzzle.game)
    if not isinstance(puzzle.kind, str) or puzzle.kind not in KINDS:
        raise _refuse("kind", f"one of {', '.join(KINDS)}", puzzle.kind)
    _whole("level", puzzle.level, 1, 5)
    _text("task", puzzle.task, LONG)
    if not isinstance(puzzle.layout, dict) or not isinstance(puzzle.layout.get("layout"), dict):
        raise _refuse("layout", "a dict of from_layout's keywords with the places under 'layout'", puzzle.layout)
    if not isinstance(puzzle.options, dict) or not all(isinstance(key, str) for key in puzzle.options):
        raise _refuse("options", "a dict of the game's options", puzzle.options)
    _texts("answers", puzzle.answers, least=1)
    if not isinstance(puzzle.find_all, bool):
        raise _refuse("find_all", "True or False", puzzle.find_all)
    _text("note", puzzle.note, LONG, empty=True)
    _whole("deal", puzzle.deal, 1, none=True)
    _whole("ply", puzzle.ply, 0, none=True)
    _check_verdicts(puzzle.verdicts)
    _whole("budget", puzzle.budget, 1, none=True)
    if puzzle.tempting is not None:
        _text("tempting", puzzle.tempting, SHORT)
    _texts("themes", puzzle.themes)
    _text("idea", puzzle.idea, LONG, empty=True)
    _texts("lessons", puzzle.lessons)
    if any(lesson not in LESSONS[puzzle.game] for lesson in puzzle.lessons):
        raise _refuse("lessons", f"lessons of {puzzle.game}: {', '.join(LESSONS[puzzle.game])}", puzzle.lessons)


def _check_verdicts(verdicts) -> None:
    wanted = "a dict of moves to {'verdict': 'won' or 'lost', 'nodes': a whole number, 'reason': a text}"
    if not isinstance(verdicts, dict):
        raise _refuse("verdicts", wanted, verdicts)
    for move, verdict in verdicts.items():
        if not isinstance(move, str) or not isinstance(verdict, dict) or \
                verdict.get("verdict") not in ("won", "lost") or \
                not isinstance(verdict.get("nodes"), int) or isinstance(verdict.get("nodes"), bool) or \
                verdict["nodes"] < 0 or \
                not all(isinstance(verdict.get(key, ""), str) and len(verdict.get(key, "")) <= LONG
                        for key in ("reason", "detail")):
            raise _refuse("verdicts", wanted, {move: verdict} if isinstance(move, str) else verdicts)
