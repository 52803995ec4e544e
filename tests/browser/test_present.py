"""Every numbered lesson presented as ``make present`` serves it: Voila, no code, projector boards.

(Issue 32: a teacher presents any lesson to a room; the lesson runs to its end with no
error, shows its boards and no code.)
"""
from __future__ import annotations

import pytest

from live_servers import NOTEBOOKS

pytestmark = pytest.mark.browser

LESSONS = sorted(path.stem for path in NOTEBOOKS.glob("0*.ipynb"))
CODE = ".jp-CodeCell .jp-InputArea, .jp-InputPrompt, .jp-InputArea-editor, .cm-editor, .CodeMirror"
ERRORS = ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"


def test_there_are_eight_numbered_lessons():
    assert len(LESSONS) == 8 and LESSONS[0] == "00_start_here"


@pytest.mark.parametrize("name", LESSONS)
def test_a_presented_lesson_runs_to_its_end_with_boards_and_no_code(presenting, page, name, screenshots):
    page.goto(f"{presenting.url}voila/render/{name}.ipynb", wait_until="commit")
    # Voila stops at a cell that fails and says so: wait for the lesson's end or for that line
    page.wait_for_function("document.body !== null && (document.body.innerText.includes('What you learned') || "
                           "document.body.innerText.includes('error when executing'))", timeout=180_000)
    assert "error when executing" not in page.locator("body").inner_text()
    page.get_by_role("heading", name="What you learned").wait_for()
    assert page.locator(CODE).count() == 0
    assert page.locator(ERRORS).count() == 0
    text = page.locator("body").inner_text()
    assert "Traceback" not in text and "import solitaire" not in text
    assert page.locator("img").count() >= 2          # boards (and charts) drawn
    assert page.page_errors == []
    page.screenshot(path=str(screenshots / f"present-{name}.png"))
