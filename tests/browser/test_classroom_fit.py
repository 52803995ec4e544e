"""The classroom page on a 720p projector (1280×620 CSS px: 720 less the browser's bars).

(Issue 32: the board, its buttons and the message line all on screen without scrolling,
the picture at least 420 px tall, for both games; "Board only" gives the board the height.)
That both games fit with the bar shown, the rules beside the Maids board, is checked in each
language, English too, by ``test_classroom_language.py``
(``test_the_page_fits_a_720p_projector_in_ukrainian_and_russian[en]``),
which took over this file's own English check of it (one page load, one kernel, fewer).
"""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

PROJECTOR = {"width": 1280, "height": 620}


@pytest.fixture
def projector_page(voila, browser):
    context = browser.new_context(viewport=PROJECTOR, device_scale_factor=1)
    page = context.new_page()
    page.set_default_timeout(90_000)
    page.goto(voila.url, wait_until="commit")
    page.get_by_role("button", name="Deal", exact=True).first.wait_for()
    yield page
    context.close()


def in_view(page, locator) -> bool:
    box = locator.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PROJECTOR["height"]


def check_fits(page, min_height=420):
    picture = page.locator(".widget-image").first
    assert picture.bounding_box()["height"] >= min_height
    assert in_view(page, picture)
    for name in ("Deal", "Undo", "Hint"):
        assert in_view(page, page.get_by_role("button", name=name, exact=True).first), name
    message = page.locator(".widget-image").first.locator("xpath=following-sibling::*[1]")
    assert in_view(page, message)


def test_board_only_gives_the_board_most_of_the_height(projector_page, screenshots):
    page = projector_page
    page.get_by_role("button", name="Board only").click()
    page.wait_for_timeout(1000)
    check_fits(page, min_height=0.8 * PROJECTOR["height"])   # Spider: as tall as the width allows
    assert in_view(page, page.get_by_role("button", name="Board only"))
    page.screenshot(path=str(screenshots / "classroom-720p-board-only-spider.png"))
    page.get_by_role("button", name="Board only").click()    # the bar comes back, with the game's choice
    page.get_by_role("button", name="Twelve Sleeping Maids").click()
    page.wait_for_timeout(1000)
    page.get_by_role("button", name="Board only").click()
    page.wait_for_timeout(1000)
    check_fits(page, min_height=0.9 * PROJECTOR["height"])   # Maids: its controls beside it
    picture = page.locator(".widget-image").first.bounding_box()
    for name in ("Deal", "Hint", "Board only"):
        button = page.get_by_role("button", name=name, exact=name != "Board only").first.bounding_box()
        assert button["x"] >= picture["x"] + picture["width"], name
    page.screenshot(path=str(screenshots / "classroom-720p-board-only-maids.png"))
    page.get_by_role("button", name="Board only").click()    # back: the controls under the picture
    page.wait_for_timeout(1000)
    check_fits(page)
