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

from board_page import BoardOnPage, first_card_move, game_from_status, moves_in_status, run_in_jupyterlab
from solitaire.draw import BoardView

pytestmark = pytest.mark.browser

LESSON = "03_maids_play_a_deal.ipynb"


def maids_board_with_a_card_move(board):
    """The lesson's board and the game it shows, as dealt, with a card to move.

    If the lesson left its board mid-game (or on a deal with nothing to move yet), start
    the first deal that offers a card move, with the options the board shows.
    """
    game = game_from_status(board.status_text())
    assert game is not None, board.status_text()
    if moves_in_status(board.status_text()) == 0 and first_card_move(game) is not None:
        return game
    kind, options = type(game), game.settings
    deal = next(n for n in range(1, 500) if first_card_move(kind(deal=n, **options)) is not None)
    board.root.get_by_role("spinbutton", name="Deal").fill(str(deal))
    board.act(lambda: board.button("New deal").click())
    expect(board.status).to_contain_text(f"deal {deal} ·")
    expect(board.status).to_contain_text(" 0 moves ")
    return kind(deal=deal, **options)


def test_maids_lesson_board_plays_with_the_mouse_in_jupyterlab(jupyterlab, page, screenshots):
    assert run_in_jupyterlab(page, jupyterlab, LESSON) == []
    board = BoardOnPage.find(page, "Twelve Sleeping Maids")
    game = maids_board_with_a_card_move(board)
    geometry = BoardView(game).geometry()
    assert board.picture_size() == geometry["size"]
    move = first_card_move(game)
    before = board.digest()

    # Pick the card up: its targets light up (a new picture) and the message names them.
    board.act(lambda: board.click_place(geometry, move.source))
    expect(board.message).to_contain_text(f"from {move.source} can go to")
    expect(board.message).to_contain_text(move.target)
    board.act(lambda: board.click_place(geometry, move.target))
    expect(board.status).to_contain_text(" 1 move ")
    expect(board.message).to_contain_text(f"from {move.source} to {move.target}")
    after = board.digest()
    assert after != before

    board.act(lambda: board.button("Undo").click())
    expect(board.status).to_contain_text(" 0 moves ")
    expect(board.message).to_contain_text(f"Took back {move}")
    assert board.digest() == before, "after Undo the picture is the one before the move"

    board.button("Hint").click()
    expect(board.message).to_have_text(re.compile(r"^(Hint \(.+\): .+|No hint.*)$"), timeout=30_000)

    board.act(lambda: board.button("Deal").click())
    expect(board.status).to_contain_text(" 1 move ")
    expect(board.message).to_have_text(re.compile(r"^Dealt .+\(maids\.18\)"))
    assert board.digest() not in (before, after)

    page.screenshot(path=screenshots / "jupyterlab.png")
    board.root.screenshot(path=screenshots / "jupyterlab-board.png")
    assert page.page_errors == []
