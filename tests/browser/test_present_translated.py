"""A lesson in Ukrainian or Russian presented as ``make present LESSON=uk/00_start_here`` serves it:
Voila, no code, projector boards, every word of the page in the lesson's language.

(Issue 44: the lessons in Ukrainian and Russian, ``make lessons``; a Ukrainian lesson presented at
1280×620 is looked at.) The translated folders are served beside the English lessons, as
``make present`` serves ``notebooks/``, so a link to a lesson not yet translated opens the English one.
"""
from __future__ import annotations

import shutil

import pytest

from live_servers import NOTEBOOKS

pytestmark = pytest.mark.browser

LESSONS = [(code, path.stem) for code in ("uk", "ru") for path in sorted((NOTEBOOKS / code).glob("*.ipynb"))]
SCREEN = {"width": 1280, "height": 620}
END = {"uk": "Чого ви навчилися", "ru": "Чему вы научились"}
CODE = ".jp-CodeCell .jp-InputArea, .jp-InputPrompt, .jp-InputArea-editor, .cm-editor, .CodeMirror"
#: English a translated page must not show (what a lesson's code or the package would say in English).
ENGLISH = ("What you learned", "Exercise.", "Predict first", "Deal 7", "Check", "Not quite", "the answer box")


def test_lesson_00_is_translated_into_both_languages():
    assert {("uk", "00_start_here"), ("ru", "00_start_here")} <= set(LESSONS)


@pytest.mark.parametrize("code, name", LESSONS)
def test_a_presented_translated_lesson_speaks_its_language_to_its_end(presenting, page, code, name, screenshots):
    shutil.copytree(NOTEBOOKS / code, presenting.root / code, dirs_exist_ok=True)
    page.set_viewport_size(SCREEN)
    page.goto(f"{presenting.url}voila/render/{code}/{name}.ipynb", wait_until="commit")
    page.wait_for_function("(end) => document.body !== null && (document.body.innerText.includes(end) || "
                           "document.body.innerText.includes('error when executing'))", arg=END[code], timeout=180_000)
    page.screenshot(path=str(screenshots / f"present-{code}-{name}.png"))
    text = page.locator("body").inner_text()
    assert "error when executing" not in text and "Traceback" not in text
    assert page.locator(CODE).count() == 0 and "set_language" not in text
    assert [word for word in ENGLISH if word in text] == []
    assert page.locator("img").count() >= 2
    # every link to a lesson opens one, presented too: translated beside it, else the English one
    hrefs = page.eval_on_selector_all("a", "links => links.map(link => link.href)")
    lessons = [href.split("/voila/render/", 1)[1].split("#")[0] for href in hrefs if ".ipynb" in href]
    assert lessons and all((presenting.root / lesson).is_file() for lesson in lessons), lessons
    assert page.page_errors == []
