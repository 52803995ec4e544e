"""Puzzles, like chess puzzles: a position, a task, its answer, checked by the engine and the solver.

``puzzles("maids")`` and ``puzzles("spider")`` are the collections (data files beside
this module, made by ``scripts/make_puzzles.py`` from real deals, which anyone can run
again). Each :class:`Puzzle` starts a game at its position (``puzzle.game()``) and
judges a learner's move (``puzzle.check(move)``): right, or why not, in words with the
sentence id of a rule broken, or the solver's proof that a legal move loses.

>>> collection = puzzles("maids")
>>> len(collection) >= 12, collection[0].kind
(True, 'playable')
>>> puzzle = collection[0]
>>> puzzle.check(puzzle.answers[0]).right
True
>>> print(puzzle.check("M12→F1").text)  # doctest: +ELLIPSIS
M12→F1 is not allowed: ...
"""
from __future__ import annotations

import json
import sys
import types
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

from .judge import Answer, judge

__all__ = ["puzzles", "Puzzle", "Answer", "KINDS", "SOLVER_KINDS", "kind_words"]

#: The kinds of task, in the order of the collection (easy first), with how they read.
KINDS = {
    "playable": "which cards can go home now?",
    "wake": "play the move that wakes the next maid",
    "pile": "where can this card go?",
    "winnable": "find the only move that keeps this deal winnable",
    "tempting": "this tempting move loses: why?",
}
#: Where a game words a kind its own way ("playable" is a rule word of maids.19, and a
#: Maids card goes to a foundation, not to a pile).
GAME_KINDS = {("maids", "playable"): "which cards fit the arc here?",
              ("spider", "playable"): "which cards can go to a base now?",
              ("maids", "pile"): "which foundation takes this card?",
              ("spider", "pile"): "which piles can take this card?"}


def kind_words(game: str, kind: str) -> str:
    """How a puzzle's kind reads for ``game``, e.g. ``kind_words("maids", "pile")``."""
    return GAME_KINDS.get((game, kind), KINDS[kind])


#: The kinds whose answer the exact solver proves (the others the engine alone checks).
SOLVER_KINDS = ("winnable", "tempting")


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: a position by name, a task, and its answer.

    - ``id`` ("maids-07"), ``game`` ("maids" | "spider"), ``kind`` (a key of
      :data:`KINDS`), ``level`` 1 (easy) .. 5 (hard), ``task``: the words shown;
    - ``layout``: what the game's ``from_layout`` takes (``{"layout": {...}, "opened": 2}``),
      ``options``: the game's options;
    - ``answers``: the right moves; ``find_all``: the learner must find every one of
      them (else any one is right); ``note``: said once the puzzle is solved;
    - ``deal``, ``ply``: where the position comes from (the deal and the move number on
      the solver's winning line);
    - ``verdicts``: for the solver kinds, every legal move's proven result
      (``{"L2→F1": {"verdict": "won", "nodes": 812}}``), ``budget`` the positions each
      check may search; ``tempting``: the tempting move of a "tempting" puzzle;
    - ``themes``: short theme words ("wake", "ladder", "row rule"…), as lichess tags puzzles;
      ``idea``: one or two sentences in card words saying what the puzzle teaches, shown once
      it is solved or its answer shown.
    """

    id: str
    game: str
    kind: str
    level: int
    task: str
    layout: dict
    options: dict
    answers: tuple
    find_all: bool = False
    note: str = ""
    deal: int | None = None
    ply: int | None = None
    verdicts: dict = field(default_factory=dict)
    budget: int | None = None
    tempting: str | None = None
    themes: tuple = ()
    idea: str = ""

    @property
    def game_class(self):
        """The game's class, ``Maids`` or ``Spider``."""
        if self.game == "maids":
            from ..maids import Maids
            return Maids
        from ..spider import Spider
        return Spider

    def start(self):
        """A new game at the puzzle's position (``game`` is the field with the game's name)."""
        return self.game_class.from_layout(**self.layout, **self.options)

    def check(self, move) -> Answer:
        """Judge ``move`` (a Move or its text) from the puzzle's position: see :class:`Answer`."""
        return judge(self, self.start(), move)

    def __str__(self) -> str:
        return f"{self.id} ({self.kind}, level {self.level}): {self.task}"


def _puzzle(game: str, data: dict) -> Puzzle:
    data = dict(data, answers=tuple(data["answers"]), themes=tuple(data.get("themes", ())))
    return Puzzle(game=game, **data)


@lru_cache(maxsize=None)
def _collection(game: str) -> tuple:
    text = resources.files(__package__).joinpath(f"{game}.json").read_text(encoding="utf-8")
    return tuple(_puzzle(game, item) for item in json.loads(text)["puzzles"])


def puzzles(game: str, kind: str | None = None) -> list[Puzzle]:
    """The puzzles of ``game`` ("maids" or "spider"), easy first; ``kind`` picks one kind (see :data:`KINDS`)."""
    name = {"twelvesleepingmaids": "maids"}.get(str(game).lower(), str(game).lower())
    if name not in ("maids", "spider"):
        raise ValueError(f"no puzzles for {game!r}: there are puzzles for 'maids' and 'spider'")
    if kind is not None and kind not in KINDS:
        raise ValueError(f"no kind {kind!r}: the kinds are {', '.join(KINDS)}")
    return [puzzle for puzzle in _collection(name) if kind in (None, puzzle.kind)]


class _CallableModule(types.ModuleType):
    """This module, callable: ``solitaire.puzzles("maids")`` is :func:`puzzles` (a module and a
    function of one name would hide each other once the module is imported)."""

    def __call__(self, game: str, kind: str | None = None) -> list[Puzzle]:
        return puzzles(game, kind)


sys.modules[__name__].__class__ = _CallableModule
