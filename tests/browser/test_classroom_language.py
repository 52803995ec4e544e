"""The classroom page's language switch in a real Voila (issue 35): the bar, the board's buttons and
status line, the guide and the puzzle corner relabel at once, a move is played in Ukrainian, and the
page still fits a 720p projector (1280×620 CSS px) in Ukrainian, Russian and English, all on one visit
(the four visits these were cost a tenth of the browser tests' kernels, issue 45). "Board only" gives the
board the height: Maids at least 0.9 of it, its controls beside it, in each language; Spider at least 0.8
(test_classroom_fit.py's own visit, merged here, issue 45). (Issue 32: the board, its buttons and the
message line all on screen without scrolling, the picture at least 420 px tall, for both games.)
"""
from __future__ import annotations

import pytest

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips (in CI: fails) and says why
    expect = None

from board_page import BoardOnPage, first_card_move
from solitaire import Maids, Spider
from solitaire.languages.i18n import LANGUAGES, in_language, translator
from solitaire.moves import place_label
from solitaire.widgets.clicks import status_text

pytestmark = pytest.mark.browser

PROJECTOR = {"width": 1280, "height": 620}
PAGE_WORDS = translator("classroom")
BOARD_WORDS = translator("board")


def said(code: str, words, *message: str) -> str:
    """``message`` as the kernel says it in ``code`` (the test reads the same catalogs); a context
    comes first for ``words.pgettext``."""
    with in_language(code):
        return words(*message)


@pytest.fixture
def projector_page(voila, browser):
    context = browser.new_context(viewport=PROJECTOR, device_scale_factor=1)
    page = context.new_page()
    page.set_default_timeout(90_000)
    page.page_errors = []
    page.on("pageerror", lambda error: page.page_errors.append(str(error)))
    page.goto(voila.url, wait_until="commit")
    board = BoardOnPage.find(page, "Spider", timeout_ms=90_000)
    yield page, board
    context.close()


def switch_language(page, code: str, now: str = "en") -> None:
    """Choose ``code`` in the bar's language switch (named in the language shown ``now``)."""
    page.get_by_role("combobox", name=said(now, PAGE_WORDS, "Language"), exact=True).select_option(
        label=LANGUAGES[code])


def in_view(page, locator) -> bool:
    box = locator.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PROJECTOR["height"]


def picture_height(page, board, at_least: float) -> float:
    """The picture's height once it is ``at_least`` tall, or after 10 s: a new picture (another game, "Board
    only") reaches its size a layout or two after it arrives, later on a loaded machine (it was once measured
    at 291 px, the moment before it grew)."""
    for _ in range(100):
        height = board.picture.bounding_box()["height"]
        if height >= at_least:
            break
        page.wait_for_timeout(100)
    return height


def check_fits(page, board, code: str, min_height=420, game: str = "maids") -> None:
    assert picture_height(page, board, min_height) >= min_height
    assert in_view(page, board.picture) and in_view(page, board.message)
    deal = said(code, BOARD_WORDS.pgettext, "spider", "Deal") if game == "spider" else said(code, BOARD_WORDS, "Deal")
    for label in (deal, said(code, BOARD_WORDS, "Undo"), said(code, BOARD_WORDS, "Hint")):
        assert in_view(page, board.button(label)), label
    bar = page.locator(".widget-hbox:has(> .widget-html h1)").first
    if bar.is_visible():   # ("Board only" hides it)
        assert bar.bounding_box()["height"] < 60, "the bar wrapped onto a second line"


def test_the_page_switches_language_and_fits_a_720p_projector_in_each(projector_page, screenshots):
    """One visit (each visit is a Voila run of the classroom page in a kernel of its own, issue 45): the
    switch to Ukrainian relabels everything and a move is played in it; then the page fits the projector in
    Ukrainian, Russian and English, each language switched to on the same page, as a teacher does."""
    page, board = projector_page
    relabels_in_ukrainian_and_a_move_plays(page, board, screenshots)
    shown = "uk"
    for code in ("uk", "ru", "en"):
        if code != shown:
            switch_language(page, code, now=shown)
            shown = code
        # Spider was on show for the first language (one group dealt), Maids after each one
        fits_a_720p_projector(page, board, screenshots, code, deals=7 if code == "uk" else 0, back_to_spider=code != "uk")
    assert page.page_errors == []


def relabels_in_ukrainian_and_a_move_plays(page, board, screenshots) -> None:
    game = Spider(deal=3)
    switch_language(page, "uk")
    expect(page.get_by_role("heading", name=said("uk", PAGE_WORDS, "Classroom: play a deal together"))).to_be_visible()
    for name in ("Spider", "Twelve Sleeping Maids", "Board only"):  # (Board only's icon adds a space)
        expect(page.get_by_role("button", name=said("uk", PAGE_WORDS, name))).to_be_visible()
    expect(page.get_by_role("combobox", name="Мова", exact=True).locator("option:checked")).to_have_text("Українська")
    expect(page.locator("html")).to_have_attribute("lang", "uk")   # a screen reader reads it in Ukrainian
    expect(page.get_by_role("heading", name="Павук: правила")).to_be_attached()
    for heading in ("Про цю сторінку", "Як грати", "Задача для класу"):   # the guide and the puzzle under the board
        expect(page.get_by_role("heading", name=heading, exact=True)).to_be_attached()
    for name in ("Deal", "Undo", "Hint", "New deal"):
        expect(board.button(said("uk", BOARD_WORDS, name))).to_be_visible()
    with in_language("uk"):
        expect(board.status).to_have_text(status_text(game))

    before = board.digest()
    board.act(lambda: board.button(said("uk", BOARD_WORDS, "Deal")).click())
    game.play("deal")
    with in_language("uk"):
        expect(board.status).to_have_text(status_text(game))
    assert board.digest_other_than(before) != before

    move = first_card_move(game)   # a card move, typed in the Ukrainian "Your move" box with the board's
    box = board.root.get_by_role("textbox", name=said("uk", BOARD_WORDS, "Your move"), exact=True)
    with in_language("uk"):       # labels (С8 Б2): a Latin B1 is asked about, as English notation's pile
        box.fill(f"{place_label(move.source, 'spider')} {place_label(move.target, 'spider')}".lower())
    board.act(lambda: box.press("Enter"))
    game.play(move)
    with in_language("uk"):
        expect(board.status).to_have_text(status_text(game))
    with in_language("uk"):
        expect(board.message).to_contain_text(place_label(move.source, "spider"))   # С1, not T1 (issue 44)
    assert not board.message_text().isascii()   # said in Ukrainian
    page.screenshot(path=str(screenshots / "classroom-uk-move.png"))


def fits_a_720p_projector(page, board, screenshots, code: str, deals: int, back_to_spider: bool) -> None:
    """Spider (dealt ``deals`` groups more, to its tallest: every group out), then Maids beside its rules,
    then Maids alone ("Board only"), each within 1280×620; "Board only" is left off again."""
    expect(page.get_by_role("heading", name=said(code, PAGE_WORDS, "Classroom: play a deal together"))).to_be_visible()
    if back_to_spider:   # the game left there before comes back as it was: every group dealt
        board.act(page.get_by_role("button", name=said(code, PAGE_WORDS, "Spider"), exact=True).click)
    for _ in range(deals):
        board.act(lambda: board.button(said(code, BOARD_WORDS.pgettext, "spider", "Deal")).click())  # Spider's own word
    check_fits(page, board, code, game="spider")
    page.screenshot(path=str(screenshots / f"classroom-720p-spider-{code}.png"))

    board.act(lambda: page.get_by_role("button", name=said(code, PAGE_WORDS, "Twelve Sleeping Maids"),
                                       exact=True).click())
    with in_language(code):
        expect(board.status).to_have_text(status_text(Maids(deal=3)))
    check_fits(page, board, code)
    rules = page.get_by_role("heading", name=said(code, PAGE_WORDS, "{title}: the rules").format(
        title=said(code, PAGE_WORDS, "Twelve Sleeping Maids")))
    assert rules.bounding_box()["x"] > board.picture.bounding_box()["width"]  # beside the board
    page.screenshot(path=str(screenshots / f"classroom-720p-maids-{code}.png"))

    board_only = page.get_by_role("button", name=said(code, PAGE_WORDS, "Board only"))
    board_only.click()   # the same picture, taller, its controls beside it
    picture_height(page, board, 0.9 * PROJECTOR["height"])
    page.screenshot(path=str(screenshots / f"classroom-720p-board-only-{code}.png"))
    check_fits(page, board, code, min_height=0.9 * PROJECTOR["height"])
    assert in_view(page, board_only)
    picture = board.picture.bounding_box()
    for button in (board.button(said(code, BOARD_WORDS, "Deal")), board.button(said(code, BOARD_WORDS, "Hint")),
                   board_only):
        assert button.bounding_box()["x"] >= picture["x"] + picture["width"], button
    board_only.click()   # the bar (and its language switch) back
    if code == "en":     # Spider alone too: as tall as its width allows (its controls under it)
        board.act(page.get_by_role("button", name="Spider", exact=True).click)
        board_only.click()
        picture_height(page, board, 0.8 * PROJECTOR["height"])
        check_fits(page, board, code, min_height=0.8 * PROJECTOR["height"], game="spider")
        assert in_view(page, board_only)
        page.screenshot(path=str(screenshots / "classroom-720p-board-only-spider.png"))
        board_only.click()
    expect(page.get_by_role("heading", name=said(code, PAGE_WORDS, "Classroom: play a deal together"))).to_be_visible()
