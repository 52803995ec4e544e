"""The Spider lessons (04, 05) keep the shape of the course (issue 23).

A lesson fits a class period, its code cells are short and use only the public API, every
section asks the learner something in a hidden exercise cell, and the lesson ends with
what was learned and a link to the next one. The exercises are answered with their own
answers, so a changed position cannot leave a question whose answer is wrong.
"""
import ast
import json
import re
from pathlib import Path

import pytest

from solitaire.exercises import exercise_ids

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
RULES_LESSONS = {"04_spider_layout_and_deal.ipynb": "05_spider_rules_of_play.ipynb",
                 "05_spider_rules_of_play.ipynb": "06_spider_play_a_deal.ipynb"}
LESSONS = {**RULES_LESSONS, "06_spider_play_a_deal.ipynb": "07_how_hard_is_it.ipynb"}
PRIVATE = ("SpiderState", "CODE_OF", "layout_for", "solitaire.draw.layout", "inspect.getsource",
           "arranged_order", "solitaire.spider.state", "_repr_", "assert ")


def cells(name):
    return json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]


def source(cell):
    return "".join(cell["source"])


def is_exercise(cell):
    return "exercise" in cell.get("metadata", {}).get("tags", [])


def sections(name):
    """The lesson's ## sections, each as its list of cells (What you learned left out)."""
    found = []
    for cell in cells(name):
        for line in source(cell).splitlines() if cell["cell_type"] == "markdown" else []:
            if line.startswith("## "):
                found.append((line, []))
        if found:
            found[-1][1].append(cell)
    return [(title, body) for title, body in found if title != "## What you learned"]


@pytest.mark.parametrize("name", LESSONS)
def test_a_lesson_fits_one_class_period(name):
    assert len(cells(name)) <= 47    # 45, and its closing puzzles in one cell (issue 31)


def puzzle_ids(body):
    """The puzzles a lesson puts on the board: the ids its code cells that call ``play(`` name."""
    code = "\n".join(source(c) for c in body if c["cell_type"] == "code" and "play(" in source(c))
    return re.findall(r'"(spider-\d+)"', code)


@pytest.mark.parametrize("name", LESSONS)
def test_a_lesson_ends_with_two_to_four_puzzles_of_its_own_before_what_you_learned(name):
    """A rules lesson may put its puzzles just before the one section where the learner answers the lesson's
    question (its last exercise), so that it ends on that answer rather than on more practice (lesson 04)."""
    from solitaire import puzzles
    found = sections(name)
    (index, body), = [(index, body) for index, (title, body) in enumerate(found) if title == "## Puzzles"]
    closing = [cell for _title, rest in found[index + 1:] for cell in rest]
    if closing:
        answered = f'exercise("{exercise_ids(name[:2])[-1]}")'
        assert name in RULES_LESSONS and len(found) == index + 2 and any(source(c) == answered for c in closing)
    assert source(cells(name)[-1]).startswith("## What you learned") and (closing or body)[-1] == cells(name)[-2]
    assert 2 <= len(puzzle_ids(body)) <= 4
    assert set(puzzle_ids(body)) <= {puzzle.id for puzzle in puzzles("spider", lesson=name[:2])}
    assert name in RULES_LESSONS or 'train("spider")' in source(body[-1])


def test_the_appendix_is_at_most_sixty_cells():
    assert len(cells("appendix_spider_details.ipynb")) <= 60


@pytest.mark.parametrize("name", LESSONS)
def test_code_cells_are_one_to_five_lines(name):
    long = [source(c).splitlines()[0] for c in cells(name)
            if c["cell_type"] == "code" and not 1 <= len(source(c).strip().splitlines()) <= 5]
    assert not long, f"code cells over 5 lines: {long}"


@pytest.mark.parametrize("name", LESSONS)
def test_lessons_use_only_the_public_api(name):
    code = "\n".join(source(c) for c in cells(name) if c["cell_type"] == "code")
    assert not [word for word in PRIVATE if word in code]


@pytest.mark.parametrize("name", RULES_LESSONS)
def test_at_least_five_hidden_exercises_with_the_question_first(name):
    exercises = [c for c in cells(name) if is_exercise(c)]
    assert len(exercises) >= 5
    for cell in exercises:
        assert cell["metadata"].get("jupyter", {}).get("source_hidden") is True
        # the cell holds only the exercise's id: the question and its answer are in the package's data
        assert re.fullmatch(r'exercise\("0[45]\.\d+"\)', source(cell)), source(cell)


@pytest.mark.parametrize("name", RULES_LESSONS)
def test_every_section_has_an_exercise(name):
    """(The closing puzzles are the practice of their own section.)"""
    bare = [title for title, body in sections(name) if not any(is_exercise(c) for c in body)
            and not (title == "## Puzzles" and puzzle_ids(body))]
    assert sections(name) and not bare, f"sections without an exercise: {bare}"


@pytest.mark.parametrize("name, following", LESSONS.items())
def test_lesson_ends_with_what_you_learned_and_the_next_lesson(name, following):
    last = source(cells(name)[-1])
    assert last.startswith("## What you learned")
    assert 3 <= sum(line.startswith("- ") for line in last.splitlines()) <= 5
    assert f"({following})" in last


@pytest.mark.parametrize("name", RULES_LESSONS)
def test_every_exercise_accepts_its_own_answer(name, monkeypatch):
    monkeypatch.chdir(NOTEBOOKS)   # the lessons read ../benchmarks/results
    namespace, answered = {}, 0
    for cell in cells(name):
        if cell["cell_type"] != "code":
            continue
        code = "\n".join(line for line in source(cell).splitlines() if not line.startswith("%"))
        tree = ast.parse(code)
        if is_exercise(cell):
            exercise = eval(compile(ast.Expression(tree.body[-1].value), name, "eval"), namespace)
            assert exercise.submit(exercise._answer_text.split(" or ")[0]).correct, exercise.question
            # its own game: what the lesson's cells did to theirs does not change the exercise's position
            assert exercise.id in exercise_ids()
            answered += 1
        else:
            exec(compile(tree, name, "exec"), namespace)
    assert answered >= 5


def test_the_play_lesson_asks_four_decisions_and_answers_its_question_in_at_most_40_cells():
    """Issue 42: a driving question at the top, decisions from the redeal deep into the play of round 2 (two-move
    plans among them; the last two from other deals, so that no board shows how the decision before it went), no
    narration of a decision's answer on the screen after it, the learner's answer after the decisions. Decision 2,
    in the dealing phase, has two legal moves: it is asked as three plans on its board, the seven cards the group
    deals named, so that a guess is right one time in three, not one in two."""
    lesson = cells("06_spider_play_a_deal.ipynb")
    assert len(lesson) <= 40 and "**The question of this lesson:" in source(lesson[0])
    data = {e["id"]: e for e in json.loads((NOTEBOOKS.parent / "solitaire/exercises/06.json").read_text("utf-8"))
            ["exercises"]}
    asked = [i for i, c in enumerate(lesson) if is_exercise(c)]
    ids = [re.fullmatch(r'exercise\("(06\.\d+)"\)', source(lesson[i])).group(1) for i in asked]
    assert [data[i]["kind"] for i in ids] == ["decision", "choice", "decision", "decision", "choice"]
    assert "position" in data["06.2"] and len(data["06.2"]["choices"]) == 3
    assert sum("plan" in data[i] for i in ids) >= 1
    for i, id in zip(asked, ids):
        assert not any(move in source(lesson[i + 1]) for move in data[id].get("winning", [])), id


