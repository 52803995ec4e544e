"""Notebook 7 (``jupyter notebook``): a Maids board played with the mouse, a puzzle solved with the
mouse, the trainer's first puzzle answered and the exercises' demo answered, all on one page.

Notebook 7 is its own page (one notebook a tab, ``/notebooks/...``) built of JupyterLab's
parts; the widgets and ipyevents' front end must load there as in JupyterLab. The page is one
notebook: the exercises' demo as stored, then a cell each for the board, the puzzle and the
trainer, run once in one kernel; each test finds its widget in its own cell's output (issue 45:
the four tests had a page and a kernel each, a Notebook 7 load costing some 5 CPU-seconds). The
Maids play lesson runs whole in JupyterLab (``test_jupyterlab.py``), and its kernel's side is the
same in both front ends (and nbval's matter).
"""
from __future__ import annotations

import pytest

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips (in CI: fails) and says why
    expect = None

from board_page import (NOTEBOOK7_OWN_ERROR, BoardOnPage, board_with_a_card_move, has_front_end_plugin,
                        play_a_card_move_with_the_mouse, shared_widgets_page)
from test_exercises_browser import DEMO, answer_the_exercises
from test_puzzle_mode import PUZZLE, SOURCE as PUZZLE_SOURCE, PuzzleOnPage
from test_trainer_in_browser import NOTEBOOK as TRAINER, TrainerOnPage, answer_the_first_puzzle_then_start_over

pytestmark = pytest.mark.browser

NOTEBOOK = "notebook7_widgets.ipynb"
MAIDS_BOARD = DEMO.parent / "maids_board.ipynb"


@pytest.fixture(scope="module")
def notebook7_page(notebook7, pages):
    """The widgets' notebook open in Notebook 7 (one page, one kernel, for this module's tests)."""
    yield from shared_widgets_page(pages, notebook7, NOTEBOOK, "notebook7", DEMO, MAIDS_BOARD, TRAINER,
                                   puzzle=PUZZLE_SOURCE)


def page_errors(shared) -> list[str]:
    return [error for error in shared.page.page_errors if error != NOTEBOOK7_OWN_ERROR]


def test_a_maids_board_plays_with_the_mouse_in_notebook7(notebook7_page, screenshots):
    page = notebook7_page.page
    assert notebook7_page.run() == []
    assert page.locator("#main-panel .jp-NotebookPanel").count() == 1  # Notebook 7's page, not JupyterLab's
    assert page.locator(".jp-LabShell").count() == 0
    assert has_front_end_plugin(page, "ipyevents")
    board = BoardOnPage.find(page, "Twelve Sleeping Maids", within=notebook7_page.outputs(MAIDS_BOARD.name))
    expect(board.no_mouse).to_have_count(1)  # the line is there, hidden
    expect(board.no_mouse).to_be_hidden()
    game = board_with_a_card_move(board)
    before = board.digest()
    play_a_card_move_with_the_mouse(board, game)
    assert board.digest_other_than(before) != before
    board.root.scroll_into_view_if_needed()
    page.screenshot(path=screenshots / "notebook7.png")

    board.act(lambda: board.button("Undo").click())
    expect(board.status).to_contain_text(" 0 moves ")
    assert board.digest_equal_to(before) == before
    assert page_errors(notebook7_page) == []


def test_a_puzzle_is_solved_with_the_mouse_in_notebook7(notebook7_page, screenshots):
    assert notebook7_page.run() == []
    puzzle = PuzzleOnPage(notebook7_page.page, within=notebook7_page.outputs("puzzle"))
    expect(puzzle.task).to_contain_text(PUZZLE.task)
    answer = PUZZLE.start().parse_move(PUZZLE.answers[0])
    puzzle.click_move(answer)
    expect(puzzle.verdict).to_contain_text(f"Solved! Right: {answer}.")
    puzzle.root.screenshot(path=screenshots / "notebook7-puzzle.png")
    assert page_errors(notebook7_page) == []


def test_the_trainer_runs_in_notebook7(notebook7_page, screenshots):
    assert notebook7_page.run() == []
    trainer = TrainerOnPage(notebook7_page.page, within=notebook7_page.outputs(TRAINER.name))
    answer_the_first_puzzle_then_start_over(trainer)
    notebook7_page.outputs(TRAINER.name).screenshot(path=screenshots / "trainer-notebook7.png")
    assert page_errors(notebook7_page) == []


def test_exercises_are_answered_in_notebook7(notebook7_page, screenshots):
    page = notebook7_page.page
    assert notebook7_page.run() == []
    answer_the_exercises(page)
    page.locator(".solitaire-exercise").first.scroll_into_view_if_needed()
    page.screenshot(path=screenshots / "notebook7-exercises.png")
    assert page_errors(notebook7_page) == []
