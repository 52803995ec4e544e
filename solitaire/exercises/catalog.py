"""The lessons' exercises, kept in data: one JSON file a lesson beside this module.

A lesson's exercise cell holds only ``exercise("02a.3")``: its question, choices, answer,
the reason for every wrong answer it expects and its explanation are in ``02a.json``, so
a notebook read without a kernel (on GitHub, nbviewer, an HTML export, a projector) shows
the question and never its answer. An exercise on a position builds its own game from
the data: a deal number and moves, a dealing order by places (``order_with``, Maids) or a
layout by name (``from_layout``), with the game's options.

The data are in English; every text a class reads (question, choices, reasons, explanation,
the board's title) is a message of the ``exercises`` catalog, keyed by the exercise's id and
the field (``msgctxt`` "02a.3 why", see :mod:`solitaire.languages.catalogs`), and is looked up each
time it is shown: an exercise made in English and shown after a switch to Ukrainian speaks
Ukrainian, and the room says one question in each phone's language.
"""
from __future__ import annotations

import copy
import json
from functools import lru_cache
from importlib import resources

from ..cards import quoted
from ..languages.catalogs import exercise_game as game_named, exercise_text
from ..languages.catalogs import exercise_context
from ..languages import translator
from .core import Exercise
from .decision import decide
from .kinds import ask, ask_card, ask_move, ask_place

_ = translator("board")

#: The lessons with exercises, in course order: the name of each data file.
LESSONS = ("00", "01", "02a", "02b", "03", "04", "05", "06", "how_hard", "readings")


@lru_cache(maxsize=None)
def _lesson_data(lesson: str) -> tuple[dict, ...]:
    source = resources.files(__package__) / f"{lesson}.json"
    if not source.is_file():
        return ()
    return tuple(json.loads(source.read_text(encoding="utf-8"))["exercises"])


def exercise_ids(lesson: str | None = None) -> tuple[str, ...]:
    """Every exercise's id in course order ("00.1", "00.2", "01.1", …), or those of one ``lesson``."""
    if lesson is not None and lesson not in LESSONS:
        raise ValueError(f"no lesson {quoted(lesson)}: the lessons are {', '.join(LESSONS)}")
    return tuple(entry["id"] for name in (LESSONS if lesson is None else (lesson,)) for entry in _lesson_data(name))


def exercise_known(id: str, field: str, english: str) -> bool:
    """Whether the language in use has exercise ``id``'s text ``english`` of ``field`` in its catalog."""
    return _exercises.knows(exercise_context(id, field), english)


_exercises = translator("exercises")


class ExerciseText(str):
    """A text of the question bank that is said in the language in use.

    It compares and hashes as its English, the key the data use for answers and reasons (a
    choice is found among the choices whatever the language), and it says itself (``str()``,
    ``format()``, an f-string) in the language in use, looked up in the ``exercises`` catalog
    at that moment, as a lazy translation does. Code that shows one writes ``str(text)``.
    """

    def __new__(cls, english: str, id: str, field: str, game: str | None = None) -> "ExerciseText":
        text = super().__new__(cls, english)
        text.id, text.field, text.game = id, field, game
        return text

    @property
    def english(self) -> str:
        """The text as the data give it."""
        return str.__str__(self)

    def __str__(self) -> str:
        from ..moves import localized_places
        if not self.translated:
            # the English sentence whole, never with its places and move words in the class's language
            # inside it («the J♦ loses the сдать»)
            return self.english
        return localized_places(exercise_text(self.id, self.field, self.english), self.game)

    @property
    def translated(self) -> bool:
        """Whether the language in use has this text in the ``exercises`` catalog (English always has)."""
        return exercise_known(self.id, self.field, self.english)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        # as the class reads it (``exercise.choices`` in a notebook), not the English key
        return repr(str(self))

    def __reduce__(self):
        return ExerciseText, (self.english, self.id, self.field, self.game)


def _said(entry: dict, field: str, value):
    """``value`` of ``entry``'s ``field`` said in the language in use when shown (texts only:
    a number or a list of them stays as it is)."""
    if isinstance(value, str) and value.strip():
        return ExerciseText(value, entry["id"], field, game_named(entry))
    if isinstance(value, dict):
        return {key: _said(entry, field, item) for key, item in value.items()}
    if isinstance(value, list):
        return [_said(entry, field, item) for item in value]
    return value


def _plan_said(entry: dict):
    plan = entry.get("plan")
    if not isinstance(plan, dict):
        return plan
    return {first: {**after, "losing": _said(entry, "losing", after.get("losing", {}))} if isinstance(after, dict)
            else after for first, after in plan.items()}


def exercise(id: str) -> Exercise:
    """The lesson's exercise ``id`` ("02a.3"), new and unanswered, with its own game."""
    entry = dict(_entry(id))
    for field in ("question", "why", "otherwise", "refused", "move_typed", "explain", "losing"):
        if field in entry:
            entry[field] = _said(entry, field, entry[field])
    if entry["kind"] == "choice":
        entry["choices"] = _said(entry, "choices", entry["choices"])
        entry["answer"] = _said(entry, "choices", entry["answer"])
    entry["plan"] = _plan_said(entry)
    if "board" in entry:
        entry["board"] = {**entry["board"], "title": _said(entry, "title", entry["board"].get("title", ""))}
    common = {"explain": entry.get("explain", ""), "id": entry["id"]}
    kind = entry["kind"]
    if kind in ("choice", "card"):
        made = (ask(entry["question"], entry["choices"], entry["answer"], why=entry.get("why"), **common)
                if kind == "choice" else ask_card(entry["question"], entry["answer"], why=entry.get("why"),
                              otherwise=entry.get("otherwise", ""), **common))
        made.game = game_named(entry)
        if "board" in entry and "position" in entry:  # a choice about a position shows its board
            made._picture = _board_of(game_of(entry["position"]), entry["board"])
        return made
    game = game_of(entry["position"])
    made = _position_kind(kind, entry, game, common)
    made.game = game_named(entry)
    if "board" in entry:
        made._picture = _board_of(game.copy(), entry["board"])
    return made


def _position_kind(kind: str, entry: dict, game, common: dict) -> Exercise:
    if kind == "place":
        return ask_place(game, entry["question"], entry["answer"], why=entry.get("why"),
                         otherwise=entry.get("otherwise", ""), move_typed=entry.get("move_typed", ""), **common)
    if kind == "move":
        return ask_move(game, entry["question"], entry.get("answer"), why=entry.get("why"),
                        otherwise=entry.get("otherwise", ""), refused=entry.get("refused"), **common)
    if kind == "decision":
        return decide(game, entry["question"], entry["winning"], entry.get("losing", {}), plan=entry.get("plan"),
                      must_include=entry.get("must_include"), **common)
    raise ValueError(f"exercise {quoted(entry['id'])} has no kind {quoted(kind)}")


def _board_of(game, board: dict):
    """The picture of the exercise's position, as the lessons draw it for the wall: one board
    (``{"title": ...}``), or the last ``frames`` moves a board each, the move drawn as an arrow."""
    frames = board.get("frames", 0)

    def picture():
        from ..draw import boards
        if not frames:
            return boards([game], title=board.get("title", ""))
        moves = game.history
        if frames == 1:
            return boards([game], last_move=moves[-1], title=board.get("title", ""))
        panels = []
        for ply in range(len(moves) - frames + 1, len(moves) + 1):
            game.goto(ply)
            panels.append((game.copy(), {"last_move": moves[ply - 1],
                                         "title": _("move {number}: {move}").format(number=ply, move=moves[ply - 1])}))
        return boards(panels)
    return picture


def _entry(id) -> dict:
    if not isinstance(id, str) or "." not in id:
        raise ValueError(f"id must name an exercise such as '02a.3', not {quoted(id)}")
    lesson = id.rsplit(".", 1)[0]
    for entry in _lesson_data(lesson) if lesson in LESSONS else ():
        if entry["id"] == id:
            return entry
    raise ValueError(f"no exercise {quoted(id)}: exercise_ids() lists them")


def position_game(id: str):
    """A new game at the position exercise ``id`` is asked on, for a cell that searches it after the
    answer (ValueError for an id that names no exercise, or one asked on no position)."""
    entry = _entry(id)
    if "position" not in entry:
        raise ValueError(f"exercise {quoted(id)} is asked on no position")
    return game_of(entry["position"])

def game_of(position: dict):
    """A new game at ``position``, as the data describe it (see the module's docstring)."""
    from ..maids import Maids
    from ..spider import Spider
    position = copy.deepcopy(position)
    kind = {"maids": Maids, "spider": Spider}[position["game"]]
    options = position.get("options", {})
    if "layout" in position:
        extra = {key: position[key] for key in ("opened", "round") if key in position}
        game = kind.from_layout(position["layout"], **extra, **options)
    elif "order_with" in position:
        from ..maids.orders import order_with
        game = kind(order=order_with(position["order_with"]), **options)
    else:
        game = kind(deal=position["deal"], **options)
    for move in position.get("moves", ()):
        game.play(move)
    return game
