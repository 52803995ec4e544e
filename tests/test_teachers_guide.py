"""The teacher's guide (issue 32): two periods per game timed from the lessons as they are,
a plan with objectives and a three-question exit check for every lesson, an unplugged start,
the kit's commands and a room checklist."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
GUIDE = json.loads((NOTEBOOKS / "teachers_guide.ipynb").read_text(encoding="utf-8"))["cells"]
TEXT = "\n".join("".join(cell["source"]) for cell in GUIDE)
OUTPUT = "\n".join("".join(output.get("text", "")) for cell in GUIDE if cell["cell_type"] == "code"
                   for output in cell.get("outputs", []))


@pytest.mark.parametrize("period", ["Maids, period 1", "Maids, period 2", "Spider, period 1", "Spider, period 2"])
def test_each_game_has_two_periods_that_fit_45_minutes_as_counted(period):
    block = OUTPUT.split(period + "\n", 1)[1]
    total = float(re.search(r"([\d.]+) min in all", block).group(1))
    assert 30 <= total <= 45


def test_the_timing_is_counted_from_the_lessons_not_written_in():
    assert "def minutes(lesson" in TEXT and "exercise(" in TEXT
    # cells, text, code, exercises, minutes, puzzles served: one row a lesson of the course
    for lesson in ("00_start", "01_maids", "02a_maids", "02b_maids", "03_maids", "04_spider", "05_spider",
                   "06_spider", "how_hard_is_it", "readings"):
        assert re.search(rf"^{lesson}\S*(?:\s+\d+){{6}}$", OUTPUT, re.M), lesson


COURSE = ["00_start_here", "01_maids_layout_and_deal", "02a_maids_princes_and_maids",
          "02b_maids_columns_stock_and_end", "03_maids_play_a_deal", "04_spider_layout_and_deal",
          "05_spider_rules_of_play", "06_spider_play_a_deal", "how_hard_is_it", "readings"]


@pytest.mark.parametrize("lesson", COURSE)
def test_every_lesson_has_objectives_and_a_three_question_exit_check(lesson):
    every_lesson = TEXT.split("## 5.", 1)[1].split("## 6.", 1)[0]
    plan = every_lesson.split(f"]({lesson}.ipynb)", 1)[1].split("\n\n", 1)[0]
    assert "*Objectives:*" in plan and "*Exit check:*" in plan
    assert [number for number in ("(1)", "(2)", "(3)") if number in plan] == ["(1)", "(2)", "(3)"]
    assert len(re.findall(r"\s—\s", plan)) >= 3  # each question with its answer


def test_the_first_ten_minutes_are_unplugged_with_two_packs_per_group():
    assert "unplugged" in TEXT.lower() and "two real packs per group" in TEXT
    assert "sentence by sentence" in TEXT or "a sentence at a time" in TEXT


@pytest.mark.parametrize("item", ["Install offline", "1280×720", "make classroom",
                                  "make present LESSON=", "If the widgets fail",
                                  "python -m solitaire card maids --pdf", "python -m solitaire key --pdf"])
def test_the_room_checklist_and_the_kit_commands_are_there(item):
    assert item in TEXT


def test_the_plans_no_longer_put_a_whole_lesson_into_15_minutes():
    assert "cells 3–35" not in TEXT and "33 cells and six exercises into 15 minutes" in TEXT


@pytest.mark.parametrize("lesson", COURSE)
def test_every_lesson_names_the_misconceptions_to_watch_for(lesson):
    """The review's "what a teacher still needs": per-lesson misconception notes, gathered from the
    reasons the lesson's exercises give for their wrong answers."""
    every_lesson = TEXT.split("## 5.", 1)[1].split("## 6.", 1)[0]
    after = every_lesson.split(f"]({lesson}.ipynb)", 1)[1].split("\n\n", 2)
    assert after[1].startswith("*Watch for:*") and len(after[1]) > 60


def test_the_sections_are_numbered_once_each_in_order():
    numbers = [int(number) for number in re.findall(r"^## (\d+)\.", TEXT, re.M)]
    assert numbers == list(range(1, len(numbers) + 1))


def test_the_guide_states_no_run_time_it_did_not_measure():
    assert "about 3 seconds" not in TEXT and "Restart\n  and Run All: allow a minute" in TEXT


def test_what_the_guide_prints_is_sentences_and_tables_not_reprs():
    assert "<legal moves" not in OUTPUT and "{'" not in OUTPUT
