"""The classroom page in a real Voila: no code shown, axe-core's findings, a Spider deal played by
keyboard alone and another with the mouse, a deal by number, the other game.

One visit (one kernel running the page) checks it all: what the fresh page shows, axe on our widgets
and the typed moves each announced (issue 33: test_a11y.py's classroom visit, merged here, issue 45),
then the play with the mouse (the page-shows-the-board-and-no-code check was a test of its own too,
with a visit of its own)."""
from __future__ import annotations

import re

import pytest

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips (in CI: fails) and says why
    expect = None

from board_page import BoardOnPage, first_card_move, game_from_status, start_deal
from page_checks import OUR_WIDGETS, axe_findings, expected_messages, heard, serious, tab_to, type_and_enter
from solitaire import Maids, Spider
from solitaire.draw import BoardView

pytestmark = pytest.mark.browser


@pytest.fixture
def classroom(voila, page):
    """The classroom page, loaded, and its board (a Spider deal to begin with)."""
    page.goto(voila.url, wait_until="commit")
    board = BoardOnPage.find(page, "Spider", timeout_ms=90_000)
    return page, board


def assert_shows_the_board_and_no_code(page, board) -> None:
    """The fresh page: its heading, a Spider deal not yet played, the other game's button, no code
    and no error, and ipyevents' front end loaded (the board's no-mouse line hidden)."""
    expect(page.get_by_role("heading", name=re.compile("Classroom"))).to_be_visible()
    expect(board.status).to_contain_text(re.compile(r"^Spider · deal \d+ · .* · 0 moves · "))
    code_inputs = ".jp-CodeCell .jp-InputArea, .jp-InputPrompt, .jp-InputArea-editor, .cm-editor, .CodeMirror"
    assert page.locator(code_inputs).count() == 0
    text = page.locator("body").inner_text()
    for code in ("import ", "def switch_game", "play(Spider"):
        assert code not in text
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    expect(page.get_by_role("button", name="Twelve Sleeping Maids", exact=True)).to_be_visible()
    expect(board.no_mouse).to_have_count(1)  # the line is there, hidden
    expect(board.no_mouse).to_be_hidden()  # ipyevents' front end answered: clicks work
    assert page.page_errors == []


def plays_by_keyboard(page, board, deal: int, screenshots) -> None:
    """Tab to "Your move", type deals until a card can move, the move, then a text that is no move:
    the message line, a polite live region, says what a screen reader hears after each."""
    box = board.root.get_by_role("textbox", name="Your move", exact=True)
    live = board.root.locator(":scope > .solitaire-message[role=status][aria-live=polite]")
    expect(live).to_have_count(1)
    game, typed = Spider(deal=deal), []
    while first_card_move(game) is None and len(typed) < 8:
        typed.append("deal")
        game.play("deal")
    move = first_card_move(game)
    typed += [f"{move.source} {move.target}".lower(), "a1 b2"]   # the last one no move at all: refused
    tab_to(page, box)
    announcements = []
    for text, expected in zip(typed, expected_messages(Spider(deal=deal), typed)):
        type_and_enter(page, text)
        expect(live).to_have_text(expected)
        announcements.append(heard(live))
    expect(box).to_have_value("a1 b2")   # a refused move stays in the box, to be mended
    (screenshots / "a11y-game-announcements.txt").write_text("\n".join(announcements))


def test_the_classroom_page_shows_no_code_passes_axe_plays_by_keyboard_and_mouse_another_deal_then_maids(
        classroom, screenshots):
    page, board = classroom
    assert_shows_the_board_and_no_code(page, board)
    game = game_from_status(board.status_text())
    assert isinstance(game, Spider) and not game.history
    assert serious(axe_findings(page, screenshots, "classroom", OUR_WIDGETS)) == []
    plays_by_keyboard(page, board, game.deal, screenshots)
    # A fresh deal by number, played with the mouse.
    game = Spider(deal=game.deal + 1)
    start_deal(board, game.deal)
    expect(board.status).to_contain_text(f"Spider · deal {game.deal} · ")
    before = board.digest()

    # Deal (the button) until a card can move; the board must follow every deal.
    for dealt in range(1, 9):
        board.act(lambda: board.button("Deal").click())
        game.play("deal")
        expect(board.status).to_contain_text(f" {dealt} move")
        if first_card_move(game) is not None:
            break
    assert board.digest_other_than(before) != before
    move = first_card_move(game)
    if move is not None:
        geometry = BoardView(game, theme="projector").geometry()
        board.act(lambda: board.click_place(geometry, move.source))
        expect(board.message).to_contain_text(f"from {move.source} can go to")
        board.act(lambda: board.click_place(geometry, move.target))
        expect(board.message).to_contain_text(f"from {move.source} to {move.target}")
        expect(board.status).to_contain_text(f" {len(game.history) + 1} moves ")
    page.screenshot(path=screenshots / "voila.png")
    played = board.digest()

    # Another deal by number.
    deal = game.deal + 1
    start_deal(board, deal)
    expect(board.status).to_contain_text(f"Spider · deal {deal} · ")
    assert board.digest_other_than(played) != played  # (before any deal, every Spider deal looks the same)
    assert board.picture_size() == BoardView(Spider(deal=deal), theme="projector").size

    # The other game, same deal number: a new picture of another shape.
    board.act(lambda: page.get_by_role("button", name="Twelve Sleeping Maids", exact=True).click())
    expect(board.status).to_contain_text(f"Twelve Sleeping Maids · deal {deal} · ")
    assert board.picture_size() == BoardView(Maids(deal=deal), theme="projector").size
    board.root.screenshot(path=screenshots / "voila-maids-board.png")
    assert page.page_errors == []
