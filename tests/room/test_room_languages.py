"""A Ukrainian or Russian class's phones speak its language as the projector's board does (issue 44,
native reader ru 4, #2-#4): the picture is the board drawn in the class's language, the moves filled
into the room's messages are written in the language's notation (С1→Б2, «сдать», «раздать»), several
best moves are counted, and a phone's answer typed in that notation is read as the board reads it."""
from __future__ import annotations

import base64
import re

import pytest

from room_data import TOKEN, app, learners, room, teacher  # noqa: F401 (fixtures)
from solitaire import Spider
from solitaire.cards import quoted
from solitaire.languages import translator
from solitaire.languages.i18n import in_language
from solitaire.moves import localized_places, refusal_of, typed_by_learner
from solitaire.puzzle import puzzles
from solitaire.room import question

LANGUAGES = ("uk", "ru")
#: The keyword words of each language, as the board's notation says them in Spider and in Maids.
DEAL = {("uk", "spider"): "роздати", ("ru", "spider"): "раздать", ("uk", "maids"): "роздати", ("ru", "maids"): "сдать"}
REDEAL = {"uk": "перездати", "ru": "пересдать"}
#: The solver's verdict, one best move or several (the room catalog's plural entry).
SOLVER = ("The solver, seeing only what you see, won {share} % of the deals it tried after {move}; "
          "the best move here, {best_moves}, won {best} %.",
          "The solver, seeing only what you see, won {share} % of the deals it tried after {move}; "
          "the best moves here, {best_moves}, won {best} %.")


def spider_after_one_deal() -> Spider:
    """Spider deal 3 after its first group: a few cards fit a base, and dealing is as good (several best moves)."""
    game = Spider(deal=3)
    game.play("deal")
    return game


@pytest.fixture(scope="module")
def asked() -> dict:
    """The question "what would you play here?" on :func:`spider_after_one_deal`, made in each language."""
    made = {}
    for code in ("en", *LANGUAGES):
        with in_language(code):
            made[code] = question(spider_after_one_deal())
    return made


def on_a_phone(made: dict, code: str, teacher, learners, room):  # noqa: F811 (fixtures)
    """Ask ``made`` in ``room``; a phone in language ``code`` joins. Returns (the question's id, the phone,
    ``answer(text)``: the server's JSON for the phone's answer ``text``)."""
    question_id = teacher.post(f"/api/rooms/{room}/questions", json=made).json()["id"]
    phone = learners()
    phone.post(f"/api/rooms/{room}/join", json={"name": "Оля", "language": code})

    def answer(text: str) -> dict:
        return phone.post(f"/api/rooms/{room}/answer", json={"question": question_id, "answer": text}).json()
    return question_id, phone, answer


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_phones_picture_is_the_projectors_board_in_the_class_language(code):
    from solitaire.draw.view import BoardView
    puzzle = next(p for p in puzzles("spider") if p.ply)
    pictures = {}
    for language in ("en", code):
        with in_language(language):
            view = BoardView(puzzle.start(), moves_before=puzzle.ply)
            pictures[language] = view.png()
            view.close()
            made = question(puzzle)
        assert base64.b64decode(made["picture"]) == pictures[language]
    assert pictures[code] != pictures["en"]


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_solvers_verdict_names_the_moves_in_the_class_notation_and_counts_them(asked, code):
    made = asked[code]
    right = [answer for answer, verdict in made["key"]["verdicts"].items() if verdict["right"]]
    assert len(right) > 1 and "deal" in right
    with in_language(code):
        said, one = translator("room").ngettext(*SOLVER, len(right)), translator("room").ngettext(*SOLVER, 1)
        # each move quoted («после хода «раздать» пасьянс…», native reader ru 7, #1), by the code, as the engine's
        # refusals quote a text
        named = {answer: quoted(localized_places(answer, "spider")) for answer in right}
        played = quoted(DEAL[code, "spider"])
    assert said != one
    reason = made["key"]["verdicts"]["deal"]["reason"][code]
    pattern = re.escape(said).replace(r"\{share\}", r"\d+").replace(r"\{best\}", r"\d+").replace(
        r"\{move\}", re.escape(played)).replace(r"\{best_moves\}", "(.+)")
    found = re.fullmatch(pattern, reason)
    assert found, reason
    assert set(found.group(1).split(", ")) == set(named.values()) and f"«{DEAL[code, 'spider']}»" in reason
    assert not re.search(r"\b(deal|redeal|[TRBLAK][0-9]{1,2})\b", reason), reason


def test_the_english_verdict_quotes_the_move_played_as_it_quotes_the_best_ones(asked):
    """It read "… after deal; the best moves here, 'B1→A2', 'L2→A2', 'deal', …": one move bare, the others quoted."""
    reason = asked["en"]["key"]["verdicts"]["deal"]["reason"]["en"]
    assert "tried after 'deal';" in reason and "'B1→A2'" in reason


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_refused_move_on_the_phone_says_the_boards_words(asked, code):
    reason = asked[code]["key"]["verdicts"]["redeal"]["reason"][code]
    assert f"«{REDEAL[code]}»" in reason and "redeal" not in reason


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_phone_answer_typed_in_the_class_notation_is_read_as_the_board_reads_it(
        asked, code, teacher, learners, room):  # noqa: F811 (fixtures)
    made = asked[code]
    _question_id, _phone, answer = on_a_phone(made, code, teacher, learners, room)
    typed = {DEAL[code, "spider"]: "deal", REDEAL[code]: "redeal", "с8 б2": "B1→A2", "С8→Б2": "B1→A2",
             "C12 Б2": "L1→A2", "колода б8": "stock→K4", "сдать": "deal"}
    assert {text: answer(text).get("answer") for text in typed} == typed
    # Spider's B1, in either script, looks like the base Б1: the board asks which was meant, and so does the phone
    for text in ("b1 a2", "В1 Б2"):
        with in_language(code), typed_by_learner():   # the line for the text as the key spells it (B1→A2)
            asked_back = str(refusal_of(spider_after_one_deal().parse_move, text.upper().replace(" ", "→")))
        said = answer(text)
        assert "answer" not in said and said["error"] == asked_back and "С8" in asked_back and "Б1" in asked_back
    refused = answer("xyz")["error"]
    assert made["example"][code] in refused and made["example"][code] != made["example"]["en"]


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_maids_phone_answer_in_the_class_words(code, teacher, learners, room):  # noqa: F811 (fixtures)
    with in_language(code):
        made = question(puzzles("maids")[0])
    _question_id, _phone, answer = on_a_phone(made, code, teacher, learners, room)
    maid = next(move for move in made["key"]["verdicts"] if move.startswith("M"))
    # a maid's M typed on a Cyrillic keyboard (м), as the board reads it
    typed = {DEAL[code, "maids"]: "deal", "колода штабель": "stock→waste", REDEAL[code]: "redeal",
             maid.replace("M", "м").replace("→", " "): maid}
    assert {text: answer(text).get("answer") for text in typed} == typed
    assert made["names"][code] == {"deal": DEAL[code, "maids"], "redeal": REDEAL[code], "stock": "колода",
                                   "waste": "штабель"}


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_phone_and_the_projector_name_places_and_answers_in_the_class_notation(
        asked, code, teacher, learners, room):  # noqa: F811 (fixtures)
    from solitaire.room.panel import tally_html
    question_id, phone, answer = on_a_phone(asked[code], code, teacher, learners, room)
    answer("колода Б8")
    # the phone names a tapped place and its answer by the question's names ("{place} chosen", its answer)
    shown = phone.get(f"/api/rooms/{room}/state").json()["question"]["names"][code]
    assert {shown["T1"], shown["B1"], shown["K4"], shown["stock"], shown["deal"]} == {
        "С1", "С8", "Б8", "колода", DEAL[code, "spider"]}
    teacher.post(f"/api/rooms/{room}/questions/{question_id}/reveal")
    tally = teacher.get(f"/api/rooms/{room}/status", headers={"Authorization": f"Bearer {TOKEN}"}).json()["tally"]
    with in_language(code):
        projected = tally_html(tally)
    assert "колода→Б8 (1)" in projected and "stock" not in projected and "K4" not in projected
    with in_language("en"):
        assert "stock→K4 (1)" in tally_html(tally)


def test_an_english_phone_reads_spiders_b1_as_the_english_board_does(asked, teacher, learners, room):  # noqa: F811
    _question_id, _phone, answer = on_a_phone(asked["ru"], "en", teacher, learners, room)
    assert answer("b1 a2")["answer"] == "B1→A2"


def choice_exercise(at_least: int = 4) -> str:
    """A lesson's choice exercise with ``at_least`` choices (the lessons' data change: no id is pinned)."""
    from solitaire.exercises import exercise
    from solitaire.exercises.catalog import LESSONS, _lesson_data
    return next(entry["id"] for lesson in LESSONS for entry in _lesson_data(lesson)
                if entry["kind"] == "choice" and len(exercise(entry["id"]).choices) >= at_least)


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_choice_question_shows_the_class_letters_and_reads_them(code, teacher, learners, room):  # noqa: F811
    """A Russian phone showed «a) b) c)» and refused «б» and «в» (native reader ru 7, #4): it shows the letters
    the lessons show (а) б) в) г)) and reads them, and the Latin ones, as a lesson's choice does."""
    from solitaire.room.panel import tally_html
    made = question(choice_exercise())
    assert made["letters"]["en"].startswith("abcd") and made["letters"][code].startswith("абвг")
    question_id, phone, answer = on_a_phone(made, code, teacher, learners, room)
    shown = phone.get(f"/api/rooms/{room}/state").json()["question"]["choices"]
    assert [choice["shown"][code] for choice in shown][:4] == list("абвг") and shown[2]["letter"] == "c"
    typed = {"а": "a", "б)": "b", "в": "c", "Г": "d", "с": "c", "b": "b", "c": "c"}
    assert {text: answer(text).get("answer") for text in typed} == typed
    refused = answer("я")["error"]
    assert "а, б, в, г" in refused and "a, b" not in refused
    teacher.post(f"/api/rooms/{room}/questions/{question_id}/reveal")
    tally = teacher.get(f"/api/rooms/{room}/status", headers={"Authorization": f"Bearer {TOKEN}"}).json()["tally"]
    with in_language(code):
        assert "в) " in tally_html(tally) and "c) " not in tally_html(tally)
    with in_language("en"):
        assert "c) " in tally_html(tally)
