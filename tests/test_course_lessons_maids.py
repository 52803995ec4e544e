"""The shape of the Twelve Sleeping Maids rules lessons (issue 23): a class period each,
exercises in every section with hidden answers, a recap, links that lead on, public API only."""
import json
import re
from pathlib import Path

import nbformat
import pytest

from solitaire import puzzles
from solitaire.exercises import exercise, game_of

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
RULES_LESSONS = {
    "01_maids_layout_and_deal.ipynb": "02a_maids_princes_and_maids.ipynb",
    "02a_maids_princes_and_maids.ipynb": "02b_maids_columns_stock_and_end.ipynb",
    "02b_maids_columns_stock_and_end.ipynb": "03_maids_play_a_deal.ipynb",
}


def cells_of(name):
    return nbformat.read(NOTEBOOKS / name, as_version=4).cells


def is_exercise(cell):
    return "exercise" in cell.metadata.get("tags", [])


def sections(cells):
    """The cells under each '## ' heading (the lesson's sections), recap excluded."""
    found, current = [], None
    for cell in cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                if line.startswith("## "):
                    current = [line]
                    found.append(current)
        elif current is not None:
            current.append(cell)
    return [section for section in found if "What you learned" not in section[0]
            and "The whole text" not in section[0] and "on one card" not in section[0]]


@pytest.mark.parametrize("name", RULES_LESSONS)
def test_a_lesson_fits_a_class_period(name):
    assert len(cells_of(name)) <= 46    # 45, and its closing puzzles in one cell (issue 31)


def puzzle_ids(cells):
    """The puzzles a lesson puts on the board: the ids its code cells that call ``play(`` name."""
    return re.findall(r'"((?:maids|spider)-\d+)"', "\n".join(c.source for c in cells if c.cell_type == "code"
                                                              and "play(" in c.source))


@pytest.mark.parametrize("name", [*[name for name in RULES_LESSONS if not name.startswith("01")],
                                  "03_maids_play_a_deal.ipynb"])
def test_a_lesson_ends_with_two_to_four_puzzles_of_its_own_before_what_you_learned(name):
    cells = cells_of(name)
    start = next(i for i, c in enumerate(cells) if c.cell_type == "markdown" and "\n## Puzzles" in "\n" + c.source)
    learned = next(i for i, c in enumerate(cells) if "## What you learned" in c.source)
    assert start < learned == len(cells) - 1
    lesson = name.split("_")[0]
    assert 2 <= len(puzzle_ids(cells[start:])) <= 4
    assert set(puzzle_ids(cells[start:])) <= {puzzle.id for puzzle in puzzles("maids", lesson=lesson)}


@pytest.mark.parametrize("name", RULES_LESSONS)
def test_a_rules_lesson_has_five_exercises_with_hidden_answers(name):
    exercises = [cell for cell in cells_of(name) if is_exercise(cell)]
    assert len(exercises) >= 5
    assert all(cell.metadata.get("jupyter", {}).get("source_hidden") for cell in exercises)


@pytest.mark.parametrize("name", RULES_LESSONS)
def test_every_rules_section_has_an_exercise(name):
    bare = [section[0] for section in sections(cells_of(name))
            if not any(is_exercise(cell) for cell in section[1:])
            and any(cell.cell_type == "code" and "texts.show" in cell.source for cell in section[1:])]
    assert name.startswith("01") and bare == ["## Rules and course of play (maids.12)"] or not bare, bare


@pytest.mark.parametrize("name, after", RULES_LESSONS.items())
def test_a_lesson_ends_with_what_you_learned_and_the_next_link(name, after):
    last = cells_of(name)[-1]
    assert last.cell_type == "markdown" and "## What you learned" in last.source
    assert f"]({after})" in last.source


@pytest.mark.parametrize("name", RULES_LESSONS)
def test_code_cells_are_short_and_use_no_state_constructors_or_source_listings(name):
    for cell in cells_of(name):
        if cell.cell_type == "code":
            assert len(cell.source.splitlines()) <= 6, cell.source
            assert not re.search(r"MaidsState\(|inspect\.getsource|maids\.rules import", cell.source), cell.source


def test_the_first_lesson_shows_the_whole_text_once_and_links_the_suit_figures_to_their_home():
    """Issue 42: the Maids text is printed whole here only; the suit figures live in readings."""
    cells = cells_of("01_maids_layout_and_deal.ipynb")
    code = "\n".join(cell.source for cell in cells if cell.cell_type == "code")
    assert code.count('texts.source_text("maids")') == 1
    assert "final_table" not in code and "load_run" not in code
    assert "](readings.ipynb)" in "\n".join(cell.source for cell in cells if cell.cell_type == "markdown")


def test_the_first_lesson_asks_its_question_first_and_answers_it_on_a_deal_with_no_board():
    """Issue 42: a driving question at the top, at least half the exercises on fresh positions from
    real deals, and at the end the learner places a deal's first playable card from its order alone.
    No puzzle of the collection is served: each of lesson 01's needs a woken packet (lesson 02a)."""
    cells = cells_of("01_maids_layout_and_deal.ipynb")
    assert len(cells) <= 40 and cells[0].source.startswith("# Lesson 01 · ")
    assert "**The question of this lesson.**" in cells[0].source
    ids = [cell.source[len('exercise("'):-2] for cell in cells if is_exercise(cell)]
    data = {entry["id"]: entry for entry in json.loads(
        (Path(__file__).resolve().parent.parent / "solitaire/exercises/01.json").read_text("utf-8"))["exercises"]}
    fresh = [id for id in ids if data[id]["kind"] in ("move", "place") and "deal" in data[id]["position"]]
    assert len(fresh) * 2 >= len(ids)
    final = data[ids[-1]]
    assert final["kind"] == "place" and "board" not in final and cells.index(
        next(cell for cell in cells if is_exercise(cell) and ids[-1] in cell.source)) == len(cells) - 2
    assert not puzzle_ids(cells)


def test_the_old_single_rules_lesson_is_gone():
    assert not (NOTEBOOKS / "02_maids_rules_of_play.ipynb").exists()


def test_the_play_lesson_asks_its_decisions_then_measures_rules_of_thumb_in_at_most_40_cells():
    """Issue 42: a driving question at the top, answered by the learner's own exercise at the end;
    no narration of a decision's answer on the screen after it; rules of thumb of a player's choices."""
    cells = cells_of("03_maids_play_a_deal.ipynb")
    assert len(cells) <= 40
    assert "**The question of this lesson:" in cells[0].source
    asked = [i for i, cell in enumerate(cells) if is_exercise(cell)]
    decisions = [cells[i].source for i in asked if cells[i].source.startswith('exercise("03.')]
    assert len(decisions) >= 5 and decisions[-1] == 'exercise("03.5")'   # the closing answer to the question
    for i in asked:   # the cell after a question names none of the moves that answer it
        entry = exercise_entry(cells[i].source)
        after = cells[i + 1].source
        assert not any(move in after for move in entry.get("winning", [])), (cells[i].source, after)
    measured = [cell for cell in cells if cell.cell_type == "code" and "print(wins(" in cell.source]
    assert len(measured) >= 3 and "train(\"maids\")" in "\n".join(cell.source for cell in cells)
    assert "## What you learned" in cells[-1].source and "](how_hard_is_it.ipynb)" in cells[-1].source
    assert "Your own rule of thumb" in "\n".join(cell.source for cell in cells)


def exercise_entry(source):
    """The data of the exercise a cell asks (``exercise("03.2")``)."""
    wanted = re.fullmatch(r'exercise\("(.+)"\)', source).group(1)
    data = json.loads((Path(__file__).resolve().parent.parent / "solitaire/exercises/03.json").read_text("utf-8"))
    return next(entry for entry in data["exercises"] if entry["id"] == wanted)


def test_the_appendix_holds_what_the_lessons_leave_out_in_at_most_60_cells():
    cells = cells_of("appendix_maids_details.ipynb")
    assert len(cells) <= 60
    assert "## Save and load" in "\n".join(cell.source for cell in cells)



def test_every_decision_of_the_play_lesson_has_a_move_proven_to_lose():
    """Issue 31: a decision teaches only if a legal move loses there; its answer box says why."""
    data = json.loads((Path(__file__).resolve().parent.parent / "solitaire/exercises/03.json").read_text("utf-8"))
    decisions = [entry for entry in data["exercises"] if entry["kind"] == "decision"]
    assert len(decisions) >= 4 and any("plan" in entry for entry in decisions)
    for entry in decisions:
        assert entry["winning"] and entry["losing"], entry["id"]
        assert {entry["verdicts"][move]["verdict"] for move in entry["losing"]} == {"lost"}
        right = entry["winning"][0] + (f", {entry['plan'][entry['winning'][0]]['winning'][0]}" if "plan" in entry else "")
        assert exercise(entry["id"]).submit(right).correct
        wrong = exercise(entry["id"]).submit(next(iter(entry["losing"])))
        assert not wrong.correct and " loses: " in wrong.message, entry["id"]
