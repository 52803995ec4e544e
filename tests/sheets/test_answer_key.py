"""The answer key: every exercise and every puzzle with its answer, made from the question
bank and the puzzles themselves, and ``python -m solitaire key``."""
from __future__ import annotations

import functools
import io
import json
import re
from importlib import resources

import pytest

from solitaire.command_line.cli import main
from solitaire.exercises import LESSONS, exercise_ids
from solitaire.puzzle import puzzles
from solitaire.sheets import key
from solitaire.sheets.page import TextMark

PUZZLES = [p for game in ("maids", "spider") for p in puzzles(game)]


@functools.cache
def key_in_english() -> tuple[dict, str]:
    """The key's entries by id and its text, made once for the many tests that read them (each
    making them again cost the file seconds); the suite's language is English (conftest.py)."""
    return {entry.id: entry for entry in key.entries()}, key.text()


def bank(id):
    lesson = id.rsplit(".", 1)[0]
    data = json.loads((resources.files("solitaire.exercises") / f"{lesson}.json").read_text(encoding="utf-8"))
    return next(entry for entry in data["exercises"] if entry["id"] == id)


def test_every_exercise_and_puzzle_is_in_the_key_once_in_course_order():
    ids = [entry.id for entry in key.entries()]
    assert ids == list(exercise_ids()) + [p.id for p in PUZZLES]


@pytest.mark.parametrize("id", exercise_ids())
def test_each_exercise_carries_the_answer_the_lesson_checks(id):
    entries, text = key_in_english()
    entry = entries[id]
    data = bank(id)
    answer = data.get("answer")
    included = data.get("must_include")   # 06.1: only a plan that includes the redeal is an answer
    for right in data.get("winning", answer if isinstance(answer, list) else [answer]):
        seconds = data.get("plan", {}).get(right, {}).get("winning", [])
        if included is None or included == right or included in seconds:
            assert right and right in entry.answer
    assert entry.why == data.get("explain", "")
    assert entry.answer in text


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: p.id)
def test_each_puzzle_carries_its_answers_and_idea(puzzle):
    entry = key_in_english()[0][puzzle.id]
    assert all(answer in entry.answer for answer in puzzle.answers)
    assert puzzle.idea in entry.why
    answer = puzzle.check(puzzle.answers[0])
    assert answer.right


def test_several_right_answers_are_written_as_a_learner_types_them_not_as_a_python_list():
    place = next(id for id in exercise_ids() if bank(id)["kind"] == "place")
    entry = key._exercise_entry(dict(bank(place), answer=["L1", "L2"]))
    assert entry.answer == "any of L1, L2"
    card = next(id for id in exercise_ids() if bank(id)["kind"] == "card")
    assert key._exercise_entry(dict(bank(card), answer=["J♣", "10♦"])).answer == "any of J♣, 10♦"


def test_the_text_names_every_id_with_its_answer():
    text = key.text()
    for entry in key.entries():
        block = text.split(f"\n{entry.id}  ", 1)[1].split("\n\n", 1)[0]
        assert f"Answer: {entry.answer}" in block


def run(argv):
    out = io.StringIO()
    return main(argv, stdout=out), out.getvalue()


@pytest.fixture(scope="module")
def key_pdf(tmp_path_factory):
    """``python -m solitaire key --pdf key.pdf`` run once: its status, what it printed, the file,
    and the pages of marks it drew. Laying out and drawing the key's pages takes most of this
    file's time, so the command's test and the PDF's test read the same run."""
    path = tmp_path_factory.mktemp("key") / "key.pdf"
    laid_out = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(key, "pages", lambda pages=key.pages: laid_out.append(pages()) or laid_out[-1])
        status, text = run(["key", "--pdf", path])
    assert len(laid_out) == 1
    return status, text, path, laid_out[0]


def test_the_pdf_pages_hold_every_id_and_answer(key_pdf):
    status, text, path, pages = key_pdf
    assert 2 < len(pages) <= key.MAX_PAGES
    printed = [mark.text for page in pages for mark in page if isinstance(mark, TextMark)]
    for entry in key.entries():
        assert entry.id in printed
    joined = " ".join(printed)
    assert all(" ".join(entry.answer.split()[:3]) in joined for entry in key.entries())
    assert status == 0 and f"({len(pages)} pages)" in text  # the count write_pdf returned
    assert len(re.findall(rb"/Type\s*/Page(?!s)", path.read_bytes())) == len(pages)


def test_every_lesson_with_exercises_has_its_section():
    titles = [title for title, _ in key.sections()]
    assert len(titles) == len([lesson for lesson in LESSONS if exercise_ids(lesson)]) + 2


def test_key_command_prints_text_and_writes_the_pdf(key_pdf, tmp_path, monkeypatch):
    status, text = run(["key"])
    assert status == 0 and "Answer: " in text and "maids-01" in text
    status, text, path, _pages = key_pdf
    assert status == 0 and "pages)" in text and "Answer: " not in text and path.stat().st_size
    # --text prints the key beside the PDF; the PDF is written once, by key_pdf (drawing it takes long)
    written = []
    monkeypatch.setattr(key, "write_pdf", lambda path: written.append(path) or 3)
    status, text = run(["key", "--pdf", tmp_path / "again.pdf", "--text"])
    assert status == 0 and "Answer: " in text and "(3 pages)" in text and written == [str(tmp_path / "again.pdf")]


@pytest.mark.parametrize("argv, named", [(["key", "--pdf", ""], "argument --pdf"),
                                         (["key", "maids"], "unrecognized arguments"),
                                         (["key", "--pages", "3"], "unrecognized arguments")])
def test_key_command_refuses_a_bad_argument_in_one_line(argv, named, capsys):
    with pytest.raises(SystemExit) as stop:
        run(argv)
    error_lines = [line for line in capsys.readouterr().err.splitlines() if "error:" in line]
    assert stop.value.code == 2 and len(error_lines) == 1 and named in error_lines[0]


def test_key_command_refuses_a_folder_in_one_line(tmp_path, capsys):
    status, text = run(["key", "--pdf", tmp_path])
    error = capsys.readouterr().err
    assert status == 2 and text == "" and error.count("\n") == 1
    assert error.startswith("python -m solitaire key: error: cannot write") and error.endswith("it is a folder\n")


def test_a_wrong_answers_reason_goes_on_in_lower_case_after_its_dash_in_russian():
    """«Неверно: «M6» — на F4 идёт валет», not «— На F4 …»; a reason that opens on a card or a place keeps it."""
    status, text = run(["--lang", "ru", "key"])
    reasons = re.findall(r"Неверно: «[^»]*» — (\S+)", text)
    assert status == 0 and len(reasons) > 100
    assert not [word for word in reasons if word[:1].isupper() and word[1:2].islower()]


def test_a_wrong_answer_quoted_in_russian_quotes_a_title_inside_it_in_inner_marks():
    """«честная подсказка намного ниже …, как в „Двенадцати спящих девах“» — not «… в «…»»."""
    status, text = run(["--lang", "ru", "key"])
    quoted = re.findall(r"Неверно: «(.*?)» — ", text)
    assert status == 0 and any("„" in given for given in quoted)
    assert not [given for given in quoted if "«" in given or "»" in given]


def test_every_plan_the_key_gives_as_an_answer_is_one_the_exercise_accepts():
    """06.1 asks for a plan that includes the redeal: the key listed every winning pair of moves, seven of them
    without a redeal, which the exercise refuses (a native reader found it, 2026-12-06)."""
    from solitaire.exercises import exercise
    checked = 0
    for entry in key.entries():
        if " then " not in entry.answer or not entry.id[:1].isdigit() or bank(entry.id)["kind"] != "decision":
            continue
        for plan in entry.answer.removeprefix("any of ").split("; "):
            first, second = plan.split(" then ")
            assert exercise(entry.id).judge(f"{first}, {second}").correct, (entry.id, plan)
            checked += 1
    assert checked
