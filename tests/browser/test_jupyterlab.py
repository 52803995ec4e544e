"""The Maids play lesson in a real JupyterLab: run all cells, then play on the board with the mouse;
then, on one page, the exercises' demo as stored and answered, a puzzle and the trainer.

The board's picture is clicked at the pixels where ``solitaire.draw.BoardView`` puts the
cards (computed here, in Python, for the same deal), scaled to the picture's box on screen.
The second page is one notebook: the exercises' demo as stored, then a cell for the puzzle and
one for the trainer, run once in one kernel; each test finds its widget in its own cell's output
(issue 45: the three tests had a page and a kernel each, a JupyterLab load costing some 8 CPU-seconds).
"""
from __future__ import annotations

import re

import pytest

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips (in CI: fails) and says why
    expect = None

from board_page import (BoardOnPage, board_with_a_card_move, has_front_end_plugin, play_a_card_move_with_the_mouse,
                        run_in_jupyterlab, shared_widgets_page)
from test_exercises_browser import DEMO, answer_the_exercises
from test_puzzle_mode import SOURCE as PUZZLE_SOURCE, wrong_by_mouse_then_right_by_typing
from test_trainer_in_browser import NOTEBOOK as TRAINER, TrainerOnPage, answer_the_first_puzzle_then_start_over

pytestmark = pytest.mark.browser

LESSON = "03_maids_play_a_deal.ipynb"
NOTEBOOK = "jupyterlab_widgets.ipynb"


def test_maids_lesson_board_plays_with_the_mouse_in_jupyterlab(jupyterlab, page, screenshots):
    assert run_in_jupyterlab(page, jupyterlab, LESSON) == []
    assert has_front_end_plugin(page, "ipyevents")
    board = BoardOnPage.find(page, "Twelve Sleeping Maids")
    expect(board.no_mouse).to_have_count(1)  # the line is there, hidden
    expect(board.no_mouse).to_be_hidden()  # ipyevents' front end answered: clicks work
    game = board_with_a_card_move(board)
    before = board.digest()
    move = play_a_card_move_with_the_mouse(board, game)
    after = board.digest_other_than(before)
    assert after != before

    board.act(lambda: board.button("Undo").click())
    expect(board.status).to_contain_text(" 0 moves ")
    expect(board.message).to_contain_text(f"Took back {move}")
    assert board.digest_equal_to(before) == before, "after Undo the picture is the one before the move"

    board.button("Hint").click()
    expect(board.message).to_have_text(re.compile(r"^(Hint \(.+\): .+|No hint.*)$"))

    board.act(lambda: board.button("Deal").click())
    expect(board.status).to_contain_text(" 1 move ")
    expect(board.message).to_have_text(re.compile(r"^Dealt .+\(maids\.18\)"))
    assert board.digest_when(lambda digest: digest not in (before, after)) not in (before, after)

    page.screenshot(path=screenshots / "jupyterlab.png")
    board.root.screenshot(path=screenshots / "jupyterlab-board.png")
    assert page.page_errors == []


# The lesson's test above has a page of its own, whose end shuts every session down: it comes first,
# before the page these share is opened (tests run in the file's order).

@pytest.fixture(scope="module")
def lab_page(jupyterlab, pages):
    """The widgets' notebook open in JupyterLab as stored: the first test that needs its cells run runs them."""
    yield from shared_widgets_page(pages, jupyterlab, NOTEBOOK, "jupyterlab", DEMO, TRAINER, puzzle=PUZZLE_SOURCE)


def test_stored_questions_show_before_anything_runs_then_are_answered_in_jupyterlab(lab_page, screenshots):
    """Opened as stored (no cell run, so no answer box can show), every question is there; then,
    on the same page, every cell runs and the exercises are answered (one visit, one kernel)."""
    page = lab_page.page
    questions = page.locator(".jp-OutputArea .solitaire-exercise")
    expect(questions).to_have_count(4)
    expect(questions.first).to_contain_text("Which card may start a family in the arc?")
    expect(questions.first).to_contain_text("b) J♠")
    expect(page.locator(".jp-OutputArea").get_by_text("Only a jack starts a family")).to_have_count(0)

    assert lab_page.run() == []
    answer_the_exercises(page)
    page.locator(".solitaire-exercise").first.scroll_into_view_if_needed()
    page.screenshot(path=screenshots / "jupyterlab-exercises.png")
    assert page.page_errors == []


def test_puzzle_in_jupyterlab_wrong_then_right(lab_page, screenshots):
    assert lab_page.run() == []
    wrong_by_mouse_then_right_by_typing(lab_page.page, screenshots, "puzzle-jupyterlab", within=lab_page.outputs("puzzle"))
    assert lab_page.page.page_errors == []


def test_the_trainer_runs_in_jupyterlab(lab_page, screenshots):
    assert lab_page.run() == []
    trainer = TrainerOnPage(lab_page.page, within=lab_page.outputs(TRAINER.name))
    answer_the_first_puzzle_then_start_over(trainer)
    lab_page.outputs(TRAINER.name).screenshot(path=screenshots / "trainer-jupyterlab.png")
    assert lab_page.page.page_errors == []
