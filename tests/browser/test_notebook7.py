"""A Maids board in Notebook 7 (``jupyter notebook``): run all cells, play with the mouse;
then a puzzle there, solved with the mouse.

Notebook 7 is its own page (one notebook a tab, ``/notebooks/...``) built of JupyterLab's
parts; the widgets and ipyevents' front end must load there as in JupyterLab. The board is a
notebook of one board: the Maids play lesson runs whole in JupyterLab (``test_jupyterlab.py``),
and its kernel's side is the same in both front ends (and nbval's matter).
"""
from __future__ import annotations

import pytest

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips (in CI: fails) and says why
    expect = None

from board_page import (BoardOnPage, board_with_a_card_move, has_front_end_plugin, play_a_card_move_with_the_mouse,
                        run_in_notebook7)

from test_puzzle_mode import PUZZLE, PuzzleOnPage, write_puzzle_notebook  # the puzzle those tests play, and its page

pytestmark = pytest.mark.browser

BOARD = "maids_board.ipynb"
# Notebook 7.6's keyboard-shortcut settings raise this in every page it opens, an empty
# notebook's too (a plugin's settings read before they are loaded): not this package's.
NOTEBOOK7_OWN_ERROR = "Cannot read properties of undefined (reading 'schema')"


def test_a_maids_board_plays_with_the_mouse_in_notebook7(notebook7, page, screenshots):
    assert run_in_notebook7(page, notebook7, BOARD) == []
    assert page.locator("#main-panel .jp-NotebookPanel").count() == 1  # Notebook 7's page, not JupyterLab's
    assert page.locator(".jp-LabShell").count() == 0
    assert has_front_end_plugin(page, "ipyevents")
    board = BoardOnPage.find(page, "Twelve Sleeping Maids")
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
    assert [error for error in page.page_errors if error != NOTEBOOK7_OWN_ERROR] == []


def test_a_puzzle_is_solved_with_the_mouse_in_notebook7(notebook7, page, screenshots):
    write_puzzle_notebook(notebook7.root)
    assert run_in_notebook7(page, notebook7, "puzzle.ipynb") == []
    puzzle = PuzzleOnPage(page)
    expect(puzzle.task).to_contain_text(PUZZLE.task)
    answer = PUZZLE.start().parse_move(PUZZLE.answers[0])
    puzzle.click_move(answer)
    expect(puzzle.verdict).to_contain_text(f"Solved! Right: {answer}.")
    page.screenshot(path=screenshots / "notebook7-puzzle.png")
    assert [error for error in page.page_errors if error != NOTEBOOK7_OWN_ERROR] == []
