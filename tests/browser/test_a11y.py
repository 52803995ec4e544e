"""Every learner (issue 33): axe-core finds no critical or serious violation in our content, and a
puzzle and a game are played by keyboard alone, the live regions read as a screen reader hears them.

Our content is what the package shows: the notebook's outputs (the widgets, the pictures) and, in a
presented lesson, its text (``.jp-OutputArea-output, .jp-MarkdownOutput``). axe runs scoped to it
(``context={"include": …}``): JupyterLab's and Voila's own page (the body without landmarks, their
spinner) are not ours. Each page's results, scoped and unscoped, are written to
``$TMPDIR/solitaire-browser/axe-*.json`` for the record. A presented lesson is checked where it is
presented (``test_present.py``), so the lesson runs once for every check made of it; for the same
reason axe reads the classroom page and the trainer on the visit that then plays them by keyboard
(each was a visit of its own, with a kernel of its own).
"""
from __future__ import annotations

import re

import pytest

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips (in CI: fails) and says why
    expect = None

from board_page import BoardOnPage
from page_checks import OUR_WIDGETS, axe_findings, serious
from solitaire import puzzles
from solitaire.widgets.trainer import easy_to_hard

pytestmark = pytest.mark.browser


# --- axe, then the keyboard alone, on one visit ----------------------------------------------------

def tab_to(page, target, most: int = 120) -> int:
    """Press Tab until ``target`` has the focus (as a keyboard user does); how many presses it took."""
    for presses in range(1, most + 1):
        page.keyboard.press("Tab")
        if target.evaluate("element => element === document.activeElement"):
            return presses
    raise AssertionError(f"{most} presses of Tab never reached {target}")


def type_and_enter(page, text: str) -> None:
    page.keyboard.type(text)
    page.keyboard.press("Enter")


def heard(live) -> str:
    """What a screen reader says of a live region: its text as shown."""
    return " ".join(live.inner_text().split())


def expected_messages(game, typed: list[str]) -> list[str]:
    """What the message line says after each typed move, from a board in this kernel."""
    from solitaire import play
    board, said = play(game), []
    for text in typed:
        board.your_move.value = text
        board.play_typed()
        said.append(board.message_text)
    return said


def test_the_classroom_page_has_no_serious_axe_violation_and_a_game_is_played_by_keyboard(voila, page, screenshots):
    """axe finds no serious violation in our widgets; then each typed move is announced."""
    from board_page import first_card_move
    from solitaire import Spider
    page.goto(voila.url, wait_until="commit")
    board = BoardOnPage.find(page, "Spider", timeout_ms=90_000)
    assert serious(axe_findings(page, screenshots, "classroom", OUR_WIDGETS)) == []
    box = board.root.get_by_role("textbox", name="Your move", exact=True)
    live = board.root.locator(":scope > .solitaire-message[role=status][aria-live=polite]")
    expect(live).to_have_count(1)
    game = Spider(deal=3)
    typed = []
    while first_card_move(game) is None and len(typed) < 8:
        typed.append("deal")
        game.play("deal")
    move = first_card_move(game)
    typed += [f"{move.source} {move.target}".lower(), "a1 b2"]   # the last one no move at all: refused
    tab_to(page, box)
    announcements = []
    for text, expected in zip(typed, expected_messages(Spider(deal=3), typed)):
        type_and_enter(page, text)
        expect(live).to_have_text(expected)
        announcements.append(heard(live))
    expect(box).to_have_value("a1 b2")   # a refused move stays in the box, to be mended
    (screenshots / "a11y-game-announcements.txt").write_text("\n".join(announcements))
    assert page.page_errors == []


def test_the_trainer_has_no_serious_axe_violation_and_a_puzzle_is_played_by_keyboard(voila_trainer, page, screenshots):
    """axe finds no serious violation in our content; then a puzzle's verdict is announced."""
    first = easy_to_hard(puzzles("maids"))[0]
    page.goto(voila_trainer.url, wait_until="commit")
    expect(page.locator(".solitaire-trainer-score")).to_contain_text("Puzzle 1 of ", timeout=90_000)
    BoardOnPage.find(page, "Twelve Sleeping Maids", timeout_ms=90_000)
    assert serious(axe_findings(page, screenshots, "trainer")) == []
    box = page.get_by_role("textbox", name="Your move", exact=True)
    verdict = page.locator(".solitaire-puzzle-verdict[role=status]")
    announcements = []
    tab_to(page, box)
    type_and_enter(page, "M12 F8")   # no such move here: the verdict says why
    expect(verdict).not_to_have_text("")
    announcements.append(heard(verdict))
    page.keyboard.press("Control+A")
    type_and_enter(page, first.answers[0].replace("→", " "))
    expect(verdict).to_contain_text(re.compile(r"^(Solved!|Right)"))
    announcements.append(heard(verdict))
    announcements.append(heard(page.locator(".solitaire-trainer-message[role=status]")))
    (screenshots / "a11y-puzzle-announcements.txt").write_text("\n".join(announcements))
    assert page.page_errors == []
