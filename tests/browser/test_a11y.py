"""Every learner (issue 33): axe-core finds no critical or serious violation in our content, and a
puzzle and a game are played by keyboard alone, the live regions read as a screen reader hears them.

Our content is what the package shows: the notebook's outputs (the widgets, the pictures) and, in a
presented lesson, its text (``.jp-OutputArea-output, .jp-MarkdownOutput``). axe runs scoped to it
(``context={"include": …}``): JupyterLab's and Voila's own page (the body without landmarks, their
spinner) are not ours. Each page's results, scoped and unscoped, are written to
``$TMPDIR/solitaire-browser/axe-*.json`` for the record.
"""
from __future__ import annotations

import json
import re

import pytest

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips (in CI: fails) and says why
    expect = None

from board_page import BoardOnPage
from solitaire import puzzles
from solitaire.widgets.trainer import easy_to_hard

pytestmark = pytest.mark.browser

OUR_CONTENT = [[".jp-OutputArea-output"], [".jp-MarkdownOutput"]]
#: Our widgets alone (a picture shown as a cell's value is an <img> with its alt: see Game._repr_mimebundle_).
OUR_WIDGETS = [[".solitaire-board"], [".solitaire-puzzle"], [".solitaire-classroom"]]
SERIOUS = ("critical", "serious")
LESSON = "03_maids_play_a_deal"


def axe_findings(page, screenshots, name: str, ours=OUR_CONTENT) -> list[dict]:
    """axe's violations in our content (each: rule, impact, how many elements, the first one's HTML);
    the page's whole results are recorded beside them."""
    from axe_playwright_python.sync_playwright import Axe
    axe = Axe()
    findings = {}
    present = [selector for selector in ours if page.locator(selector[0]).count()]
    for scope, context in (("ours", {"include": present}), ("our content", {"include": OUR_CONTENT}),
                           ("whole page", None)):
        if context is not None and not context["include"]:   # none of them on this page: nothing to find
            findings[scope] = []
            continue
        results = axe.run(page, context=context)
        findings[scope] = [{"rule": v["id"], "impact": v["impact"], "count": len(v["nodes"]),
                            "first": v["nodes"][0]["html"][:160]} for v in results.response["violations"]]
    (screenshots / f"axe-{name}.json").write_text(json.dumps(findings, indent=1, ensure_ascii=False))
    return findings["ours"]


def serious(findings: list[dict]) -> list[dict]:
    return [finding for finding in findings if finding["impact"] in SERIOUS]


def test_the_classroom_page_has_no_serious_axe_violation_in_our_widgets(voila, page, screenshots):
    page.goto(voila.url, wait_until="commit")
    BoardOnPage.find(page, "Spider", timeout_ms=90_000)
    assert serious(axe_findings(page, screenshots, "classroom", OUR_WIDGETS)) == []


def test_a_presented_lesson_has_no_serious_axe_violation_in_our_content(presenting, page, screenshots):
    """Its text, its pictures (each an <img> with the position in words) and its puzzle boards."""
    page.goto(f"{presenting.url}voila/render/{LESSON}.ipynb", wait_until="commit")
    page.get_by_role("heading", name="What you learned").wait_for(timeout=180_000)
    assert serious(axe_findings(page, screenshots, "lesson-03", OUR_CONTENT)) == []


def test_the_trainer_has_no_serious_axe_violation_in_our_content(voila_trainer, page, screenshots):
    page.goto(voila_trainer.url, wait_until="commit")
    expect(page.locator(".solitaire-trainer-score")).to_contain_text("Puzzle 1 of ", timeout=90_000)
    BoardOnPage.find(page, "Twelve Sleeping Maids", timeout_ms=90_000)
    assert serious(axe_findings(page, screenshots, "trainer")) == []


# --- by keyboard alone ---------------------------------------------------------------------------

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


def test_a_game_is_played_by_keyboard_and_each_move_is_announced(voila, page, screenshots):
    from board_page import first_card_move
    from solitaire import Spider
    page.goto(voila.url, wait_until="commit")
    board = BoardOnPage.find(page, "Spider", timeout_ms=90_000)
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


def test_a_puzzle_is_played_by_keyboard_and_its_verdict_announced(voila_trainer, page, screenshots):
    first = easy_to_hard(puzzles("maids"))[0]
    page.goto(voila_trainer.url, wait_until="commit")
    expect(page.locator(".solitaire-trainer-score")).to_contain_text("Puzzle 1 of ", timeout=90_000)
    BoardOnPage.find(page, "Twelve Sleeping Maids", timeout_ms=90_000)
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
