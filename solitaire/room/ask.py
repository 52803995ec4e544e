"""A question for the room, made in the teacher's kernel: ``question(x)``.

``x`` is a puzzle (:mod:`solitaire.puzzle`), a lesson exercise's id ("02a.1": a choice, a
move, or a "what would you play here?" decision of the play lessons), or a game (the
position on the classroom board now). The question is the JSON the room server takes
(``POST /api/rooms/{code}/questions``): what phones see (the question in English,
Ukrainian and Russian, the choices, or the board's picture drawn once, in the language in use
as the projector draws it, with every place's rectangle in its pixels, and each language's
names of the places and moves) and the key they never see before Reveal: for every answer a
learner can give, whether it is right and why, in the three languages, and the texts the board
reads as each answer (or refuses) in each language. For a move that is every legal move, the
keywords, and every move from a place with cards to another place, so a phone that answers an
illegal move is told at Reveal which rule forbids it. The room server needs neither the engine
nor matplotlib to read it.

>>> from solitaire import Maids
>>> made = question(Maids(deal=1))
>>> made["kind"], made["title"]["uk"], sorted(made["key"]["verdicts"]["R1→F1"]["reason"])
('move', 'Який хід ви б тут зробили?', ['en', 'ru', 'uk'])
"""
from __future__ import annotations

import base64
import contextlib

from ..cards import quoted
from ..languages.catalogs import exercise_game
from ..exercises import exercise
from ..exercises.catalog import ExerciseText, _entry, game_of
from ..exercises.core import CYRILLIC_LETTERS, LETTERS, choice_letters
from ..exercises.kinds import picked_choice
from ..languages import i18n
from ..languages import LANGUAGES, translator
from ..moves import DEAL, REDEAL, IllegalMove, labelled_refusal, localized_places, typed_by_learner, typed_forms
from ..puzzle import Puzzle, puzzle_task
from ..puzzle.judge import judge

__all__ = ["question", "question_label", "source_name", "ASKABLE_KINDS"]

_ = translator("room")
def _said(id: str, field: str, text: str) -> str:
    """A lesson exercise's text in the language in use (the ``exercises`` catalog), places labelled;
    a text the catalog lacks is its English sentence unchanged (see :class:`~solitaire.exercises.catalog.ExerciseText`)."""
    return str(ExerciseText(text, id, field, exercise_game(_entry(id))))

#: The kinds of lesson exercise a room can be asked: a choice, a move, a decision in a real game.
ASKABLE_KINDS = ("choice", "move", "decision")
#: Seconds the solver may think about the position on the board before a "what would you play?".
GAME_BUDGET_SECONDS = 1.0


def question(source) -> dict:
    """The question for the room made from ``source``: a puzzle, an exercise id or a game."""
    if isinstance(source, Puzzle):
        return _from_puzzle(source)
    if isinstance(source, str):
        return _from_exercise(source)
    if hasattr(source, "legal_moves") and hasattr(source, "parse_move"):
        return _from_game(source)
    raise ValueError(f"a question comes from a puzzle, an exercise id such as '02a.1' or a game, not {quoted(source)}")


def source_name(source) -> str:
    """What a question says it was made from ("puzzle maids-01", "exercise 02a.6", "the board"), so a
    teacher's page made again can find it in its list."""
    if isinstance(source, Puzzle):
        return f"puzzle {source.id}"
    if isinstance(source, str):
        return f"exercise {source}"
    return "the board"


def question_label(source) -> str:
    """How the teacher's list names a source (in the language in use)."""
    if isinstance(source, Puzzle):
        return _("Puzzle {id}: {task}").format(id=source.id, task=puzzle_task(source))
    if isinstance(source, str):
        question = _said(source, "question", _entry(source)["question"])
        return _("Exercise {id}: {question}").format(id=source, question=question)
    return _("The board now: what would you play here?")


@contextlib.contextmanager
def _said_in(code: str):
    """Word what is made inside in language ``code`` without telling the page.

    :func:`solitaire.languages.i18n.in_language` tells every board and page to relabel at each switch:
    a question words hundreds of verdicts in three languages, and the projector would flicker
    through Ukrainian and Russian (and redraw its board each time) while the teacher waits.
    The language is set quietly here and put back as it was; nothing is drawn meanwhile."""
    with i18n.quietly_in_language(code):
        yield


def _each_language(make) -> dict:
    """``make()`` said in each language: ``{"en": …, "uk": …, "ru": …}``."""
    said = {}
    for code in LANGUAGES:
        with _said_in(code):
            said[code] = make()
    return said


# --- the three sources -------------------------------------------------------------------------

def _from_puzzle(puzzle: Puzzle) -> dict:
    game = puzzle.start()

    def verdict(text: str) -> tuple[bool, str]:
        # a copy of the started game, not puzzle.start() again: reading the layout anew for each of the
        # ~1,300 answers a phone may give (every spelling in every language) was most of a question's time
        answer = judge(puzzle, game.copy(), text)
        return answer.right, answer.reason
    made = _move_question(game, verdict, moves_before=puzzle.ply or 0)
    made.update(title=_each_language(lambda: puzzle_task(puzzle)), source=source_name(puzzle))
    return made


def _from_exercise(id: str) -> dict:
    entry = _entry(id)
    if entry["kind"] not in ASKABLE_KINDS:
        raise ValueError(f"exercise {quoted(id)} is a {entry['kind']} question; a room can be asked "
                         f"{', '.join(ASKABLE_KINDS)} exercises")
    title = _each_language(lambda: _said(id, "question", entry["question"]))
    if entry["kind"] == "choice":
        return _choice_question(id, entry, title)
    asked = exercise(id)

    def verdict(text: str) -> tuple[bool, str]:
        said = asked.judge(text)
        return said.correct, said.message
    made = _move_question(game_of(entry["position"]), verdict)
    if not any(verdict["right"] for verdict in made["key"]["verdicts"].values()):
        raise ValueError(f"exercise {quoted(id)} is not answered by one move (a plan of several, perhaps); "
                         "a room asks what one move or one choice answers")
    made.update(title=title, source=source_name(id))
    return made


def _choice_question(id: str, entry: dict, title: dict) -> dict:
    asked = exercise(id)
    letters = "abcdefgh"[:len(asked.choices)]
    verdicts = {}
    for letter in letters:
        def reason(letter=letter) -> str:
            said = asked.judge(letter)
            explain = _said(id, "explain", entry["explain"]) if entry.get("explain") else ""
            return f"{said.message} {explain}".strip() if said.correct else said.message
        reasons = _each_language(reason)
        verdicts[letter] = {"right": asked.judge(letter).correct, "reason": reasons}
    spellings = {text: letter for text, letter in zip(asked.choices, letters)}
    spellings.update(_letters_typed(letters))
    return {"kind": "choice", "title": title, "source": source_name(id),
            "choices": [{"text": _each_language(lambda text=text: asked.said(text))} for text in asked.choices],
            # the letters each language labels its choices with, as the lessons do (а) б) в) in Ukrainian and Russian)
            "letters": _each_language(lambda: choice_letters()[:len(letters)]),
            "key": {"verdicts": verdicts, "spellings": spellings}}


def _letters_typed(letters: str) -> dict:
    """The letters a Ukrainian or Russian phone may type for the choices ``letters`` (a b c…), read as a
    lesson's choice reads them (:func:`picked_choice`): its own «а», «б», «в», and «с» for the Latin c."""
    typed = {}
    for code in LANGUAGES:
        with _said_in(code):
            if choice_letters() == LETTERS:
                continue
            for letter in CYRILLIC_LETTERS + CYRILLIC_LETTERS.upper():
                picked = picked_choice(letter, list(letters))
                if picked is not None:
                    typed[letter] = picked
    return typed


def _from_game(game) -> dict:
    """"What would you play here?" on the board now: the solver, seeing what a player sees, tries
    each legal move on many deals of the hidden cards; the moves that win most often are right."""
    from ..solver.hints import fair_scores
    position = game.copy()
    scores = {str(move): share for move, share in fair_scores(position, budget_seconds=GAME_BUDGET_SECONDS,
                                                              seed=0).scores.items()}
    best = max(scores.values(), default=0)
    best_moves = [move for move, share in scores.items() if share >= best - 1e-9]

    def verdict(text: str) -> tuple[bool, str]:
        try:
            move = position.parse_move(text)
        except IllegalMove as refusal:
            return False, str(refusal)
        if str(move) not in scores:
            return False, str(labelled_refusal(position.explain(position.state, move), position.game_name))
        share = scores[str(move)]
        # the moves named as the board names them in the language (С1→Б1, «сдать»), counted: one best move or several;
        # each quoted here, as the engine's refusals quote a text, the move played as the best ones ("after 'deal'";
        # a list the catalog cannot quote)
        return share >= best - 1e-9, _.ngettext(
            "The solver, seeing only what you see, won {share} % of the deals it tried after {move}; "
            "the best move here, {best_moves}, won {best} %.",
            "The solver, seeing only what you see, won {share} % of the deals it tried after {move}; "
            "the best moves here, {best_moves}, won {best} %.", len(best_moves)).format(
            share=round(100 * share), move=quoted(localized_places(str(move), position.game_name)),
            best_moves=", ".join(quoted(localized_places(best_move, position.game_name)) for best_move in best_moves),
            best=round(100 * best))
    made = _move_question(position, verdict)
    made.update(title=_each_language(lambda: _("What would you play here?")), source=source_name(game))
    return made


# --- a move question: the picture, the places, the key -------------------------------------------

def _move_question(game, verdict, moves_before: int = 0) -> dict:
    """The picture of ``game`` drawn in the language in use (the projector's: its labels, its words for the
    stock and the waste, its card faces), each place's rectangle, ``verdict(text)`` for every answer a
    phone can give, and how each language names the answers and spells them (see :func:`_named_answers`).
    ``moves_before``: the moves of its deal played before the position (a puzzle's), so the
    picture counts them as a board of the same deal would."""
    from ..draw.view import BoardView
    view = BoardView(game.copy(), moves_before=moves_before)
    picture, geometry = view.png(), view.geometry()
    view.close()
    places = {name: [round(float(n), 1) for n in place["rect"]] for name, place in geometry["places"].items()}
    verdicts = {}
    for text in _answers(game, geometry["places"]):
        # each reason with its places and the notation's words as the board labels them (as the puzzle
        # widget says a judge's reason: «Ход «пересдать» не разрешён», not «redeal»)
        said = _each_language(lambda text=text: _labelled(verdict(text), game))
        verdicts[text] = {"right": said["en"][0], "reason": {code: reason for code, (_right, reason) in said.items()}}
    example = next(iter(verdicts), "deal")
    return {"kind": "move", "picture": base64.b64encode(picture).decode("ascii"), "size": list(geometry["size"]),
            "places": places, "names": _named_answers(game, [*places, *verdicts]),
            "example": _each_language(lambda: localized_places(example, game.game_name)),
            "key": {"verdicts": verdicts, **_spellings(game, verdicts)}}


def _labelled(verdict: tuple[bool, str], game) -> tuple[bool, str]:
    right, reason = verdict
    return right, localized_places(reason, game.game_name)


def _named_answers(game, answers) -> dict:
    """Each language's name for every place and keyword of ``answers`` where it is not the canonical one
    (``{"ru": {"T1": "С1", "deal": "раздать"}, …}``), as the board names them: a phone names a tapped place
    and an answer ("T1→A1" is «С1→Б1») by its parts, without the engine."""
    parts = {part for answer in answers for part in answer.split("→")}

    def named() -> dict:
        return {part: localized_places(part, game.game_name) for part in sorted(parts)
                if localized_places(part, game.game_name) != part}
    return _each_language(named)


def _spellings(game, verdicts: dict) -> dict:
    """How a phone's typed text is read, as the board reads it (typed as a learner types: «с1 б2», «сдать»,
    «штабель→F1», ``М3 Т1`` in Cyrillic): ``spellings``, the texts every language's board reads as an
    answer, and ``refused``, by language, the texts that language's board refuses with a line of its own
    (a Ukrainian or Russian board asks whether Spider's ``B1`` is the pile С8 or the base Б1), said so on
    the phone instead of read. The server reads each answer's canonical notation without it."""
    from .server.rules import compact
    canonical = {compact(answer) for answer in verdicts}
    spellings, refused = {}, {code: {} for code in LANGUAGES}
    for answer in verdicts:
        move = game.parse_move(answer)
        for form in sorted(typed_forms(move, game.game_name) | {answer}):
            read = _each_language(lambda form=form: _read(game, form))
            if all(said == move for said in read.values()):
                if compact(form) not in canonical:
                    spellings[form] = answer
                continue
            for code, said in read.items():
                if isinstance(said, str):
                    refused[code][form] = said
    return {"spellings": spellings, "refused": {code: said for code, said in refused.items() if said}}


def _read(game, text: str):
    """The move the board, in the language in use, reads in the learner's ``text``, or the line it refuses it with."""
    try:
        with typed_by_learner():
            return game.parse_move(text)
    except IllegalMove as refusal:
        return str(refusal)


def _answers(game, places: dict) -> list[str]:
    """Every legal move, the keywords (a phone's «пересдать» is told the rule that forbids it, as the board
    tells it), then every move from a place with cards to another place, as the engine writes them."""
    answers = [str(move) for move in game.legal_moves()]
    answers += [keyword for keyword in (str(DEAL), str(REDEAL)) if keyword not in answers]
    for source, seen in places.items():
        if not seen["count"]:
            continue
        for target in places:
            if target == source:
                continue
            try:
                text = str(game.parse_move(f"{source}→{target}"))
            except IllegalMove:
                continue
            if text not in answers:
                answers.append(text)
    return answers
