"""Every numbered lesson presented by ``make present`` itself: Voila, no code, projector boards;
and what is checked of a presented lesson is checked on that one visit.

(Issue 32: a teacher presents any lesson to a room; the lesson runs to its end with no
error, shows its boards and no code.) On the same page: each decision of the two play lessons
shares one 1280×620 screen with its question and its answer box (classroom review of
2026-12-05, finding 5, and issue 42: the boards were 960×679 and 1540×705 pixels), and axe-core
finds no serious violation in the Maids play lesson's text, pictures and puzzle boards (issue 33).
Each check once had its own visit, and so its own Voila run of the lesson.

Which lessons are presented here: each visit is a Voila run of the whole lesson in a kernel of its own
(about 6 CPU-seconds), on top of nbval's run of the same cells, which already proves every lesson runs
to its end and prints what it stores. So the lessons presented are those whose pages differ in what a
browser must show: the two play lessons (decisions on one screen, axe), 02a (a puzzle played inside a
lesson) and 07 (the measured tables and charts). ``test_kernels.py`` presents ``uk/00_start_here`` and
follows its link into the next lesson; the other lessons' widgets are these lessons' widgets.
(Issue 45: all ten were presented, about a tenth of the browser tests' CPU.)
"""
from __future__ import annotations

import pytest

from live_servers import NOTEBOOKS
from page_checks import OUR_CONTENT, SCREEN, assert_each_decision_fits_one_screen, axe_findings, serious

pytestmark = pytest.mark.browser

LESSONS = sorted(path.stem for path in NOTEBOOKS.glob("0*.ipynb"))
#: The lessons presented (see above): every kind of page a lesson makes.
PRESENTED = ("02a_maids_princes_and_maids", "03_maids_play_a_deal", "06_spider_play_a_deal", "07_how_hard_is_it")
CODE = ".jp-CodeCell .jp-InputArea, .jp-InputPrompt, .jp-InputArea-editor, .cm-editor, .CodeMirror"
ERRORS = ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
#: How often a wait reads the page's whole text while the lesson runs: every animation frame
#: (Playwright's default) kept chromium laying the page out 60 times a second beside the kernel.
POLL_MS = 250
#: The play lessons, whose decisions must each fit one projector screen.
PLAY_LESSONS = ("03_maids_play_a_deal", "06_spider_play_a_deal")
#: The lesson axe reads: its text, its pictures (each an <img> with the position in words), its puzzle boards.
AXE_LESSON = "03_maids_play_a_deal"


def test_there_are_ten_numbered_lessons():
    # 00 to 06, then the two measured lessons, 07 how hard is it? and 08 the readings
    assert len(LESSONS) == 10 and LESSONS[0] == "00_start_here" and LESSONS[-1] == "08_readings"
    assert set(PLAY_LESSONS) | {AXE_LESSON} <= set(PRESENTED) <= set(LESSONS)


@pytest.mark.parametrize("name", LESSONS)
def test_every_lesson_ends_on_what_the_learner_learned(name):
    """What a presented page waits for (below) is in every lesson, presented here or not."""
    import nbformat
    notebook = nbformat.read(str(NOTEBOOKS / f"{name}.ipynb"), as_version=4)
    assert any(cell.cell_type == "markdown" and "## What you learned" in cell.source for cell in notebook.cells)


@pytest.mark.parametrize("name", PRESENTED)
def test_a_presented_lesson_runs_to_its_end_with_boards_and_no_code(make_present, page, name, screenshots):
    if name in PLAY_LESSONS:
        page.set_viewport_size(SCREEN)
    page.goto(f"{make_present.url}voila/render/{name}.ipynb", wait_until="commit")
    # Voila stops at a cell that fails and says so: wait for the lesson's end or for that line
    page.wait_for_function("document.body !== null && (document.body.innerText.includes('What you learned') || "
                           "document.body.innerText.includes('error when executing'))",
                           timeout=180_000, polling=POLL_MS)
    assert "error when executing" not in page.locator("body").inner_text()
    page.get_by_role("heading", name="What you learned").wait_for()
    assert page.locator(CODE).count() == 0
    assert page.locator(ERRORS).count() == 0
    text = page.locator("body").inner_text()
    assert "Traceback" not in text and "import solitaire" not in text
    # boards (and charts) drawn: a board is a widget, whose picture appears once its view has rendered
    page.wait_for_function("document.querySelectorAll('img').length >= 2")
    page.screenshot(path=str(screenshots / f"present-{name}.png"))
    if name in PLAY_LESSONS:
        assert_each_decision_fits_one_screen(page, name, screenshots)
    if name == AXE_LESSON:
        assert serious(axe_findings(page, screenshots, f"lesson-{name[:2]}", OUR_CONTENT)) == []
    assert page.page_errors == []
