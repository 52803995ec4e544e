"""The Maids play lesson in a real JupyterLab: run all cells, then play on the board with the mouse.

The board's picture is clicked at the pixels where ``solitaire.draw.BoardView`` puts the
cards (computed here, in Python, for the same deal), scaled to the picture's box on screen.
"""
from __future__ import annotations

import re

import pytest

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips (in CI: fails) and says why
    expect = None

from board_page import (BoardOnPage, board_with_a_card_move, has_front_end_plugin, play_a_card_move_with_the_mouse,
                        run_in_jupyterlab)

pytestmark = pytest.mark.browser

LESSON = "03_maids_play_a_deal.ipynb"


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
