"""JupyterLab without ipyevents' front end: the board says clicks are unavailable, and a game
is played to its end from the move list and the buttons alone (its last twelve moves, card moves and
deals: the notebook shows it near its end).

The extension is left out by this server's own page config (``disabledExtensions``), as
in an editor or a JupyterLab where it is not installed; the kernel still has ipyevents.
"""
from __future__ import annotations

import re

import pytest

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips (in CI: fails) and says why
    expect = None

from board_page import BoardOnPage, has_front_end_plugin, run_in_jupyterlab
from live_servers import write_notebook
from solitaire import Maids
from solitaire.draw import describe, what_happened
from solitaire.widgets.clicks import move_label, status_text
from solitaire.widgets.mouse import NO_MOUSE

pytestmark = pytest.mark.browser

NOTEBOOK = "maids_board_near_its_end.ipynb"
CHOOSE_FIRST = "Choose a move in the list first."   # Play's words when the list names no move
DEAL = 254
"""A deal that the line below plays to its end, lost, in 55 moves, whose last twelve mix card moves and
deals (five and seven, in the order c c c d d d d d c c d d)."""
LAST_MOVES = 12
"""The moves of that line the page plays from the list; the notebook plays the others before it shows the
board (each move a kernel's turn and a picture: a whole line from the deal was a tenth of the browser
tests' CPU, issue 45)."""


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


def write_notebook_near_the_end(folder) -> Maids:
    """The notebook showing deal DEAL with all but the LAST_MOVES moves of its line played, written into a
    served folder; the game it shows."""
    game = Maids(deal=DEAL)
    line = line_to_the_end(game.copy())
    for index in line[:len(line) - LAST_MOVES]:
        game.play(list(game.legal_moves())[index])
    moves = ", ".join(repr(str(move)) for move in game.history)
    source = f"from solitaire import Maids, play\ngame = Maids(deal={DEAL})\nfor move in [{moves}]:\n    game.play(move)\nplay(game)"
    write_notebook(folder / NOTEBOOK, source)
    return game


def the_listed_move_the_board_played(board, game, legal, chosen):
    """``game`` after the move the board says it played, which must be one of the ``legal`` moves
    listed. It is the one ``chosen`` in the list, unless the board says it played another listed
    move; the line goes on from there."""
    said = {}
    for move in legal:
        after = game.copy()
        after.play(move)
        said[move] = (describe(what_happened(after)), after)
    expect(board.message).to_contain_text(re.compile("|".join(re.escape(text) for text, _ in said.values())))
    message = board.message_text()
    played = [move for move, (text, _) in said.items() if text in message]
    assert played, message
    move = chosen if chosen in played else played[0]
    return said[move][1]


def press_play_until_it_plays(board, played: int) -> None:
    """Press Play until the status line counts ``played`` moves. The list's new choice and the click on Play
    travel as two widgets' messages, and the click can reach the kernel first: the list then still stands on
    its first line, which names no move, and the board asks for a move instead of playing. A learner presses
    Play again; so does this, once, a moment later, when the choice has arrived."""
    counted = board.status.filter(has_text=f" {played} move{'s' if played > 1 else ''} ")
    board.button("Play").click()
    expect(counted.or_(board.message.filter(has_text=CHOOSE_FIRST))).to_be_visible()
    if not counted.is_visible():
        board.page.wait_for_timeout(1000)
        board.button("Play").click()
        expect(counted).to_be_visible()


def test_without_ipyevents_a_game_is_played_to_its_end_from_the_move_list(jupyterlab_without_ipyevents, page,
                                                                        screenshots):
    game = write_notebook_near_the_end(jupyterlab_without_ipyevents.root)
    assert run_in_jupyterlab(page, jupyterlab_without_ipyevents, NOTEBOOK) == []
    assert not has_front_end_plugin(page, "ipyevents")
    board = BoardOnPage.find(page, "Twelve Sleeping Maids")
    expect(board.no_mouse).to_be_visible()
    expect(board.no_mouse).to_have_text(NO_MOUSE)
    expect(board.status).to_have_text(status_text(game))
    board.picture.scroll_into_view_if_needed()
    page.screenshot(path=screenshots / "no-extension-start.png")

    played = len(game.history)
    while game.status == "playing":
        legal = list(game.legal_moves())
        index = line_to_the_end(game.copy())[0]
        # The list shows the position's legal moves (each widget's update comes on its own). Two positions in
        # a row may list the same moves in the same words: the list is the new one once it has let go of the
        # move chosen before and stands on its first line again (a choice made in the old list would be
        # undone when the new one arrives, and Play would then have no move to play).
        expect(board.move_list).to_have_value("choose a move…")
        expect(board.move_list.locator("option")).to_have_text(["choose a move…"] + [move_label(game, m) for m in legal])
        board.move_list.select_option(index=index + 1)   # the first line names no move
        played += 1
        press_play_until_it_plays(board, played)
        game = the_listed_move_the_board_played(board, game, legal, legal[index])

    assert game.status != "playing"
    expect(board.status).to_have_text(status_text(game))
    expect(board.no_mouse).to_be_visible()
    board.root.scroll_into_view_if_needed()
    page.screenshot(path=screenshots / "no-extension-end.png")
    assert page.page_errors == []
