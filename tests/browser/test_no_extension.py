"""JupyterLab without ipyevents' front end: the board says clicks are unavailable, and a game
is played to its end from the move list and the buttons alone.

The extension is left out by this server's own page config (``disabledExtensions``), as
in an editor or a JupyterLab where it is not installed; the kernel still has ipyevents.
"""
from __future__ import annotations

import pytest

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips (in CI: fails) and says why
    expect = None

from board_page import BoardOnPage, game_from_status, has_front_end_plugin, run_in_jupyterlab, start_deal
from solitaire import Maids
from solitaire.draw import describe, what_happened
from solitaire.widgets.clicks import move_label, status_text
from solitaire.widgets.mouse import NO_MOUSE

pytestmark = pytest.mark.browser

LESSON = "03_maids_play_a_deal.ipynb"
DEAL = 98
"""A deal that the line below wins in 107 moves (97 of them card moves)."""


def line_to_the_end(game) -> list[int]:
    """Where in the move list each move stands, for a line that plays the last card move
    listed, else the first move listed (a deal), until the game ends."""
    line = []
    while game.status == "playing":
        legal = list(game.legal_moves())
        cards = [index for index, move in enumerate(legal) if not move.is_keyword]
        line.append(cards[-1] if cards else 0)
        game.play(legal[line[-1]])
    return line


def test_without_ipyevents_a_game_is_played_to_its_end_from_the_move_list(jupyterlab_without_ipyevents, page,
                                                                        screenshots):
    assert run_in_jupyterlab(page, jupyterlab_without_ipyevents, LESSON) == []
    assert not has_front_end_plugin(page, "ipyevents")
    board = BoardOnPage.find(page, "Twelve Sleeping Maids")
    expect(board.no_mouse).to_be_visible()
    expect(board.no_mouse).to_have_text(NO_MOUSE)
    settings = game_from_status(board.status_text()).settings
    start_deal(board, DEAL)
    game = Maids(deal=DEAL, **settings)
    line = line_to_the_end(Maids(deal=DEAL, **settings))
    board.picture.scroll_into_view_if_needed()
    page.screenshot(path=screenshots / "no-extension-start.png")

    for played, index in enumerate(line, start=1):
        legal = list(game.legal_moves())
        move = legal[index]
        # The list shows the position's legal moves (each widget's update comes on its own).
        expect(board.move_list.locator("option")).to_have_text([move_label(game, m) for m in legal])
        board.move_list.select_option(index=index)
        board.button("Play").click()
        expect(board.status).to_contain_text(f" {played} move{'s' if played > 1 else ''} ")
        game.play(move)
        expect(board.message).to_contain_text(describe(what_happened(game)))  # the board's last word on this move

    assert game.status != "playing"
    expect(board.status).to_have_text(status_text(game))
    expect(board.no_mouse).to_be_visible()
    board.root.scroll_into_view_if_needed()
    page.screenshot(path=screenshots / "no-extension-end.png")
    assert page.page_errors == []
