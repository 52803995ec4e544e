"""The answer key: every exercise of the lessons and every puzzle, with its answer and why.

>>> entry = next(e for e in entries() if e.id == "01.1")
>>> entry.answer
'62'
>>> len(pages()) > 2
True

Made from the question bank (:mod:`solitaire.exercises`' data files) and the puzzles'
collections (their ``answers``, ``idea`` and ``note``) each time it is printed, so it never
drifts from what the lessons check. :func:`entries` is the key as data, :func:`text` as plain
text, :func:`pages` as A4 pages of marks (lesson by lesson, then each game's puzzles), which
:func:`write_pdf` prints.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from importlib import resources

from ..cards import Card, card_face
from ..draw.words import game_title
from ..languages import N_, after_colon, quoted_inside, translator
from ..languages.catalogs import exercise_game, exercise_text
from ..maids import Maids
from ..moves import localized_places
from ..spider import Spider
from .checks import checked_path
from .compose import CONTENT_W, command, styled
from .page import MARGIN, PAGE_H, Block, BoxMark, TextMark, line_height, paginate, paragraph

__all__ = ["KeyEntry", "entries", "sections", "text", "pages", "write_pdf", "MAX_PAGES"]

#: A bound, so that a collection grown past all reason is noticed (SheetTooLong), not printed.
MAX_PAGES = 60
#: The lessons in course order (as ``solitaire.exercises.LESSONS``; the data files are read,
#: not the exercises' code, which stands on the same layer as the sheets).
_LESSON_TITLES = {"00": N_("Start here"), "01": N_("Maids 1: layout and deal"),
                  "02a": N_("Maids 2a: princes and maids"),
                  "02b": N_("Maids 2b: columns, stock and end"), "03": N_("Maids 3: play a deal"),
                  "04": N_("Spider 1: layout and deal"), "05": N_("Spider 2: rules of play"),
                  "06": N_("Spider 3: play a deal"), "how_hard": N_("How hard is it?"),
                  "readings": N_("The readings")}
#: The two measured lessons' exercises are keyed by name ("how_hard.3"); a class knows the lessons by number.
_LESSON_NUMBERS = {"how_hard": "07", "readings": "08"}

_ = translator("sheets")
#: The puzzles' tasks, ideas and verdicts are the puzzle board's words, translated in its catalog.
_board = translator("board")


@dataclass(frozen=True)
class KeyEntry:
    """One question and its answer: ``answer`` the right answer(s) as text, ``why`` the reason,
    ``wrong`` the wrong answers expected, each with why it is wrong."""

    id: str
    question: str
    answer: str
    why: str
    wrong: tuple[tuple[str, str], ...] = ()
    #: The answer is words (a choice's text), set as prose: moves, places and cards are set as typed.
    prose: bool = False


def _exercise_entry(data: dict) -> KeyEntry:
    """An exercise as the lessons ask it, in the language in use (the ``exercises`` catalog), its
    places named as that language labels them."""
    id, game = data["id"], exercise_game(data)

    def said(field: str, text: str) -> str:
        return localized_places(exercise_text(id, field, text), game)

    question = said("question", data["question"])
    if data["kind"] == "choice":
        choices = " | ".join(said("choices", choice) for choice in data["choices"])
        question += "  " + _("Choices: {choices}").format(choices=choices)
    if data["kind"] == "decision":   # a plan's answers are its pairs of moves, "M3→F1 then L2→F2"
        plan = data.get("plan", {})
        included = data.get("must_include")   # "redeal": a plan without it is not an answer (06.1)
        answers = [_then(first, second) for first, after in plan.items() for second in after["winning"]
                   if included in (None, first, second)]
        answers = answers or data["winning"]
        answer = _any_of(answers) if len(answers) > 1 else answers[0]
        wrong = tuple((move, said("losing", reason)) for move, reason in data.get("losing", {}).items()) + tuple(
            (_then(first, second), said("losing", reason))
            for first, after in plan.items() for second, reason in after["losing"].items())
    else:
        def shown(given) -> str:   # a chosen choice in words, a card by its face in the language ("В♣")
            if data["kind"] == "choice":
                return said("choices", given)
            return _face(given) if data["kind"] == "card" else str(given)
        answer = data.get("answer") or ""
        if isinstance(answer, list):   # several right answers, written as a learner types them: "any of L1, L2"
            answer = _any_of([shown(given) for given in answer]) if len(answer) > 1 else shown(answer[0])
        else:
            answer = shown(answer)
        wrong = tuple((shown(given), said("why", reason)) for given, reason in data.get("why", {}).items())
    # a reason goes on after «Неверно: «…» —» in lower case in Ukrainian and Russian
    wrong = tuple((quoted_inside(localized_places(given, game)), after_colon(reason)) for given, reason in wrong)
    return KeyEntry(id, question, localized_places(answer, game), said("explain", data.get("explain", "")), wrong,
                    prose=data["kind"] == "choice")


def _face(text: str) -> str:
    """A card written in the notation ("J♣") as the language writes its face ("В♣" in Ukrainian)."""
    try:
        return card_face(Card.parse(text))
    except ValueError:
        return str(text)


def _then(first: str, second: str) -> str:
    return _("{first} then {second}").format(first=first, second=second)


def _lesson_data(lesson: str) -> list[dict]:
    """The exercises of ``lesson`` as the lessons read them (the question bank's data file)."""
    source = resources.files("solitaire.exercises") / f"{lesson}.json"
    return json.loads(source.read_text(encoding="utf-8"))["exercises"] if source.is_file() else []


def _any_of(answers) -> str:
    # plans ("M3→F1 then L2→F2") hold commas' worth of words themselves: semicolons keep them apart
    joiner = "; " if any(" " in answer for answer in answers) else ", "
    return _("any of {answers}").format(answers=joiner.join(answers))


def _board_words(text: str) -> str:
    """A puzzle's words (task, idea, note, verdict) in the language in use, from the board's catalog."""
    return _board(text) if text else text


#: A sentence id as a puzzle's text cites it: "maids.14", "spider.18-20".
_CITED = re.compile(r"\b(maids|spider)\.(\d+)(?:-(\d+))?")
#: A card as a puzzle's text names it ("the J♣", "the 10♥").
_CARD = re.compile(r"(?:10|[2-9AJQK])[♠♥♦♣]")


def _says_again(note: str, idea: str) -> bool:
    """Whether a puzzle's note only repeats its idea: the note's words before its first citation
    are in the idea already (maids-01's idea ends on the very rule its note states), or the rule its
    "…, but …" gives before that citation is (spider-01's idea states the row rule its note states again),
    or it cites no sentence the idea does not (spider-04), or it states in general, naming no card, a rule
    the idea has just applied (maids-04)."""
    head = note.split("(")[0].strip().rstrip(",;:").lower()
    rule = head.rsplit(", but ", 1)[-1]
    cited, applied = _sentences(note), _sentences(idea)
    # a note that cites only sentences the idea cites restates the rules the idea has just applied (spider-04);
    # one that names no card and shares a sentence with the idea is the rule the idea applied, said in general
    # (maids-04: "A jack wakes a maid …" under the J♣ that wakes M9): both read as the same rule twice
    return (not head or head in idea.lower() or (", but " in head and rule in idea.lower())
            or bool(cited) and (cited <= applied or not _CARD.search(note) and bool(cited & applied)))


def _sentences(text: str) -> set[str]:
    """The sentence ids ``text`` cites, a range counted as its sentences ("spider.18-20": 18, 19 and 20)."""
    found = set()
    for game, first, last in _CITED.findall(text):
        found.update(f"{game}.{number}" for number in range(int(first), int(last or first) + 1))
    return found


def _puzzle_entry(puzzle) -> KeyEntry:
    answers = ", ".join(puzzle.answers)
    if len(puzzle.answers) > 1:
        answers = _("all of {answers}").format(answers=answers) if puzzle.find_all else _any_of(puzzle.answers)
    where = _("(level {level}, lesson {lessons}, deal {deal})").format(
        level=puzzle.level, lessons=", ".join(puzzle.lessons), deal=puzzle.deal)
    task = f"{where} {_board_words(puzzle.task)}"
    idea, note = _board_words(puzzle.idea), _board_words(puzzle.note)
    # judged on the English (its "…, but …"), so every language keeps or drops the same note
    why = " ".join(part for part in (idea, "" if _says_again(puzzle.note, puzzle.idea) else note) if part)
    wrong = ()
    if puzzle.tempting:
        reason = puzzle.verdicts.get(puzzle.tempting, {}).get("reason")
        wrong = ((puzzle.tempting, _board_words(reason) if reason else _("it loses")),)
    wrong = tuple((localized_places(given, puzzle.game), after_colon(localized_places(reason, puzzle.game)))
                  for given, reason in wrong)
    return KeyEntry(puzzle.id, localized_places(task, puzzle.game), localized_places(answers, puzzle.game),
                    localized_places(why, puzzle.game), wrong)


def sections() -> list[tuple[str, list[KeyEntry]]]:
    """The key's sections in course order: each lesson's exercises, then each game's puzzles."""
    from ..puzzle import puzzles
    result = [(_("Exercises of lesson {lesson}: {title}").format(lesson=_LESSON_NUMBERS.get(lesson, lesson),
                                                                 title=_(title)),
               [_exercise_entry(data) for data in _lesson_data(lesson)]) for lesson, title in _LESSON_TITLES.items()]
    result += [(_("Puzzles: {title}").format(title=game_title(game)), [_puzzle_entry(puzzle) for puzzle in
                                                                       puzzles(game.game_name)])
               for game in (Maids, Spider)]
    return [(title, found) for title, found in result if found]


def entries() -> list[KeyEntry]:
    """Every entry of the key, in order."""
    return [entry for title, found in sections() for entry in found]


def _heading(title: str) -> str:
    """A section's title in capitals, but a lesson's number as the lesson writes it ("LESSON 02a", not "02A").

    >>> _heading("Exercises of lesson 02a: Maids 2a: princes and maids")
    'EXERCISES OF LESSON 02a: MAIDS 2a: PRINCES AND MAIDS'
    """
    return re.sub(r"\b(\d+)([A-Z])\b", lambda number: number[1] + number[2].lower(), title.upper())


def text() -> str:
    """The key as plain text."""
    lines = [_("Answer key") + ": " + _("every exercise and every puzzle of the course")]
    for title, found in sections():
        lines += ["", _heading(title)]
        for entry in found:
            lines += ["", f"{entry.id}  {entry.question}", "    " + _("Answer:") + " " + entry.answer]
            if entry.why:
                lines.append("    " + _("Why:") + " " + entry.why)
            lines += ["    " + _("Not {given}:").format(given=given) + " " + reason for given, reason in entry.wrong]
    return "\n".join(lines)


_ID_W = 62.0


def _entry_block(entry: KeyEntry) -> Block:
    width = CONTENT_W - _ID_W
    parts = [paragraph([(entry.question, "body")], width),
             paragraph([(_("Answer:") + " ", "bold"), (entry.answer, "body" if entry.prose else "code")], width)]
    if entry.why:
        parts.append(paragraph([(_("Why:") + " ", "bold"), (entry.why, "body")], width))
    parts += [paragraph([(_("Not {given}:").format(given=given) + " ", "key"), (reason, "small")], width, "small")
              for given, reason in entry.wrong]
    marks, y = [TextMark(0.0, line_height("body") * 0.75, entry.id, "id")], 0.0
    for part in parts:
        marks.extend(part.moved(_ID_W, y))
        y += part.height
    return Block(y, tuple(marks))


def _heading_block(title: str) -> Block:
    size = line_height("heading")
    return Block(size + 8, (TextMark(0.0, size * 0.8 + 4, title, "heading"),
                            BoxMark(0.0, size + 5, CONTENT_W, 0.0, edge=0.0, line=0.6)))


def _title_block() -> Block:
    runs = styled(_("For the teacher. Made from the lessons' question bank and the puzzles' ideas each time it is "
                    "printed, so it says what the lessons check; the board a question speaks of is in its lesson. A "
                    "decision or a puzzle accepts any move listed; {not_lines} lines give the reason a learner is "
                    "shown for an expected wrong answer."), "body",
                  not_lines=(_("Not"), "key"))
    intro = paragraph(runs, CONTENT_W)
    return Block(42 + intro.height, (TextMark(0.0, 18.0, _("Answer key"), "title"),
                                     TextMark(0.0, 34.0, _("every exercise and every puzzle of the course"),
                                              "subtitle")) + intro.moved(0.0, 40.0))


def pages() -> list[list]:
    """The marks of each A4 page of the key."""
    blocks = [_title_block()]
    for title, found in sections():
        blocks.append(_heading_block(title))
        blocks += [_entry_block(entry) for entry in found]
    laid_out = paginate(blocks, MAX_PAGES, gap=5.0)
    for number, marks in enumerate(laid_out, 1):
        marks.append(TextMark(MARGIN, PAGE_H - MARGIN + 6, command("key") + "  ·  "
                              + _("page {page} of {pages}").format(page=number, pages=len(laid_out)), "small"))
    return laid_out


def write_pdf(path) -> int:
    """Write the key as a PDF; returns its number of pages."""
    from .output import page_figures, write_pdf_file
    path = checked_path(path)
    return write_pdf_file(page_figures(pages()), path, _("Answer key"))
