"""The two collections of puzzles (the data files beside this module), each :class:`Puzzle` a position,
a task and its answers, and the words a class reads for kinds, themes, tasks and ideas (see the part's
face, :mod:`solitaire.puzzle`, for a tour)."""
from __future__ import annotations

import copy
import json
from collections import Counter
from dataclasses import dataclass, field, replace
from functools import lru_cache
from importlib import resources

from ..cards import quoted
from ..languages import N_, translator
from ..moves import localized_places
from .fields import check_fields
from .judge import Answer, judge

__all__ = ["puzzles", "puzzle", "themes", "game_name", "Puzzle", "KINDS", "SOLVER_KINDS", "LESSONS", "kind_words",
           "theme_words", "puzzle_task", "puzzle_idea", "puzzle_note"]

_ = translator("board")

#: The kinds of task, in the order of the collection (easy first), with how they read.
KINDS = {
    "playable": N_("which cards can go home now?"),
    "wake": N_("play a move that wakes maids"),  # the next one, or the most (maids-05): the label fits both
    "pile": N_("where can this card go?"),
    "refill": N_("bring the waste's top card back into play"),
    "empty": N_("which cards may fill the empty pile?"),
    "bases": N_("which pass between bases lets this card go home?"),
    "winnable": N_("find the only move that keeps this deal winnable"),
    "tempting": N_("this tempting move loses: why?"),
}
#: Where a game words a kind its own way ("playable" is a rule word of maids.19, and a
#: Maids card goes to a foundation, not to a pile).
GAME_KINDS = {("maids", "playable"): N_("which cards fit the arc here?"),
              ("spider", "playable"): N_("which cards can go to a base now?"),
              ("maids", "pile"): N_("which foundation takes this card?"),
              ("spider", "pile"): N_("which piles can take this card?")}

#: The puzzles' theme words, for the catalogs (the data names them in English; shown translated).
THEME_WORDS = (N_("arc"), N_("base"), N_("base to base"), N_("dead end"), N_("deal"), N_("dig"),
               N_("empty pile"), N_("jack"), N_("ladder"), N_("pile"), N_("refill"), N_("round the corner"),
               N_("row rule"), N_("tempting"), N_("waste"), N_("wake"))


def kind_words(game: str, kind: str, english: bool = False) -> str:
    """How a puzzle's kind reads for ``game``, e.g. ``kind_words("maids", "pile")``, in the language in use
    (``english=True``: the English, which the trainer matches themes by)."""
    words = GAME_KINDS.get((game, kind), KINDS[kind])
    return words if english else _(words)


def theme_words(theme: str) -> str:
    """A theme word (or a kind's words) in the language in use."""
    return _(theme)


def puzzle_task(puzzle) -> str:
    """A puzzle's task in the language in use (the collection's tasks are in the board's catalog), its
    places labelled as the language labels them."""
    return localized_places(_(puzzle.task), puzzle.game)


def puzzle_idea(puzzle) -> str:
    """A puzzle's idea in the language in use ("" when it has none)."""
    return localized_places(_(puzzle.idea), puzzle.game) if puzzle.idea else ""


def puzzle_note(puzzle) -> str:
    """A puzzle's note, the rule behind its task, in the language in use ("" when it has none)."""
    return localized_places(_(puzzle.note), puzzle.game) if puzzle.note else ""


#: The kinds whose answer the exact solver proves (the others the engine alone checks).
SOLVER_KINDS = ("winnable", "tempting")


#: The lessons a puzzle may practise: each game's rules lessons, then its play lesson.
LESSONS = {"maids": ("01", "02a", "02b", "03"), "spider": ("04", "05", "06")}


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: a position by name, a task, and its answer.

    - ``id`` ("maids-07"), ``game`` ("maids" | "spider"), ``kind`` (a key of
      :data:`KINDS`), ``level`` 1 (easy) .. 5 (hard), set by what a player has to see,
      ``task``: the words shown;
    - ``layout``: what the game's ``from_layout`` takes (``{"layout": {...}, "opened": 2}``),
      ``options``: the game's options;
    - ``answers``: the right moves; ``find_all``: the learner must find every one of
      them (else any one is right); ``note``: the rule behind the task;
    - ``deal``, ``ply``: where the position comes from (the deal and the move number on
      the solver's winning line);
    - ``verdicts``: for the solver kinds, every legal move's proven result and, for a move
      that loses, why in card words (``{"L2→F1": {"verdict": "lost", "nodes": 812,
      "reason": "after L2→F1 at most 39 of 104 cards can ever reach home: ..."}}``),
      ``budget`` the positions each check may search; ``tempting``: the tempting move of a
      "tempting" puzzle;
    - ``themes``: short theme words ("wake", "ladder", "row rule"…), as lichess tags puzzles;
      ``idea``: one or two sentences in card words saying what the puzzle teaches, shown once
      it is solved or its answer shown; ``lessons``: the lessons whose rules it practises
      (a key of :data:`LESSONS`' lists: "01", "02a", … "06").

    Every field is checked when a puzzle is made (a ``ValueError`` naming the field).
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
    lessons: tuple = ()

    def __post_init__(self):
        for name in ("answers", "themes", "lessons"):
            value = getattr(self, name)
            if isinstance(value, list):
                object.__setattr__(self, name, tuple(value))
        check_fields(self)

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
        # the layout is read once per puzzle: a judge, a room's key and the tests start a puzzle
        # hundreds of times, and reading its layout was most of what each start cost
        return _started(self.game_class, json.dumps(self.layout, sort_keys=True),
                        json.dumps(self.options, sort_keys=True)).copy()

    def check(self, move) -> Answer:
        """Judge ``move`` (a Move or its text) from the puzzle's position: see :class:`Answer`. The reason
        and the detail name places and moves as the board labels them in the language in use («штабель→F1»,
        «Верно: сдать»), as the puzzle's board says them; ``move`` stays the canonical notation."""
        answer = judge(self, self.start(), move)
        return replace(answer, reason=localized_places(answer.reason, self.game),
                       detail=localized_places(answer.detail, self.game))

    def __str__(self) -> str:
        """The puzzle as a line in the language in use: its id, level and task (the task says its kind)."""
        level = _("level {level}").format(level=self.level)
        return f"{self.id} ({level}): {puzzle_task(self)}"


@lru_cache(maxsize=256)
def _started(game_class, layout: str, options: str):
    """The game at a puzzle's position, read from its layout's and options' JSON (copied by each start)."""
    return game_class.from_layout(**json.loads(layout), **json.loads(options))


def _puzzle(game: str, data: dict) -> Puzzle:
    return Puzzle(game=game, **data)


@lru_cache(maxsize=None)
def _collection(game: str) -> tuple:
    text = resources.files(__package__).joinpath(f"{game}.json").read_text(encoding="utf-8")
    return tuple(_puzzle(game, item) for item in json.loads(text)["puzzles"])


def puzzles(game: str, kind: str | None = None, theme: str | None = None,
            lesson: str | None = None) -> list[Puzzle]:
    """The puzzles of ``game`` ("maids" or "spider"), easy first, each a copy of its own.

    ``kind`` picks one kind (see :data:`KINDS`), ``theme`` one theme word ("wake",
    "row rule"…), ``lesson`` the puzzles of one lesson ("01", "02a", … see :data:`LESSONS`).
    """
    name = game_name(game)
    chosen = _collection(name)
    for field_name, value, known in (("kind", kind, tuple(KINDS)),
                                     ("theme", theme, themes(name)),
                                     ("lesson", lesson, LESSONS[name])):
        if value is None:
            continue
        if not isinstance(value, str) or value not in known:
            raise ValueError(f"no {field_name} {quoted(value)} for {name} puzzles: the {field_name}s are "
                             f"{', '.join(known)}")
        chosen = [puzzle for puzzle in chosen if value in _values(puzzle, field_name)]
    return [copy.deepcopy(puzzle) for puzzle in chosen]


def puzzle(id: str) -> Puzzle:
    """The puzzle named ``id`` ("maids-05", "spider-11"), a copy of its own, as a lesson shows one:
    ``play(puzzle("maids-05"))``. Its game is the id's first word; a ValueError names an unknown id."""
    game = game_name(id.split("-")[0]) if isinstance(id, str) and "-" in id else None
    found = [chosen for chosen in _collection(game) if chosen.id == id] if game else []
    if not found:
        raise ValueError(f"no puzzle {quoted(id)}: a puzzle's id is its game and number, such as 'maids-05'")
    return copy.deepcopy(found[0])


def _values(puzzle: Puzzle, field_name: str) -> tuple:
    return {"kind": (puzzle.kind,), "theme": puzzle.themes, "lesson": puzzle.lessons}[field_name]


#: A game's names as a learner may write them, in lower case without spaces ("Twelve Sleeping Maids").
_GAME_NAMES = {"maids": "maids", "twelvesleepingmaids": "maids", "spider": "spider"}
_LONGEST_GAME_NAME = 60  # a longer text names no game, and is not read through


def game_name(game) -> str:
    """"maids" or "spider" from a game's name as a learner may write it, in any case and with any
    spaces (``" Maids "``, ``"Twelve Sleeping Maids"``); a ValueError otherwise. The one reader of
    game names for :func:`puzzles` and the trainer."""
    short = isinstance(game, str) and len(game) <= _LONGEST_GAME_NAME
    name = _GAME_NAMES.get("".join(game.split()).lower()) if short else None
    if name is None:
        raise ValueError(f"no puzzles for {quoted(game)}: there are puzzles for 'maids' and 'spider'")
    return name


def themes(game: str) -> tuple:
    """The theme words of ``game``'s puzzles, the commonest first."""
    counts = Counter(theme for puzzle in _collection(game_name(game)) for theme in puzzle.themes)
    return tuple(theme for theme, _count in counts.most_common())
