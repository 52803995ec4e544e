"""A lesson in Ukrainian or Russian presented as ``make present LESSON=uk/00_start_here`` serves it:
Voila, no code, projector boards, every word of the page in the lesson's language.

(Issue 44: the lessons in Ukrainian and Russian, ``make lessons``; a Ukrainian lesson presented at
1280×620 is looked at.) The translated folders are served beside the English lessons, as
``make present`` serves ``notebooks/``, so a link to a lesson not yet translated opens the English one.

What a presented page shows is the lesson's Markdown, its stored outputs (which nbval proves are
what the lesson prints now, in its language) and its widgets, drawn live by the kernel. So every
translated lesson is read here without a browser: no English in its text or outputs, every link to a
lesson opening one. In the browser, ``make present`` itself presents one translated lesson (the
lesson it is started for, ``uk/00_start_here``: the shared ``make_present`` server, whose kernels
``test_kernels.py`` counts), which shows the language cell hidden, the kernel speaking the language
and the answer boxes' own words translated. (Each translated lesson presented was a run of it on top
of nbval's; the widgets' words in the browser are also ``test_classroom_language.py``'s matter.)
"""
from __future__ import annotations

import html
import re
from pathlib import Path

import nbformat
import pytest

from live_servers import NOTEBOOKS

LANGUAGES = ("uk", "ru")
ALL_LESSONS = [(code, path.stem) for code in LANGUAGES for path in sorted((NOTEBOOKS / code).glob("*.ipynb"))]
SCREEN = {"width": 1280, "height": 620}
END = {"uk": "Чого ви навчилися", "ru": "Чему вы научились"}
CODE = ".jp-CodeCell .jp-InputArea, .jp-InputPrompt, .jp-InputArea-editor, .cm-editor, .CodeMirror"
#: English a translated page must not show (what a lesson's code or the package would say in English).
ENGLISH = ("What you learned", "Exercise.", "Predict first", "Deal 7", "Check", "Not quite", "the answer box")
POLL_MS = 250  # how often the wait reads the page's text (test_present.py says why)
LINK = re.compile(r"\]\(([^)#\s]+\.ipynb)(#[^)]*)?\)")


def shown_text(path: Path) -> str:
    """The words a page presenting the lesson shows of its own: its Markdown and its stored outputs
    (an HTML output's text without its tags), not its code."""
    notebook = nbformat.read(str(path), as_version=4)
    parts = []
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            parts.append(cell.source)
        for output in cell.get("outputs", []):
            parts.append(output.get("text", ""))
            data = output.get("data", {})
            parts += [data.get("text/plain", ""), data.get("text/markdown", "")]
            parts.append(html.unescape(re.sub(r"<[^>]+>", " ", data.get("text/html", ""))))
    return "\n".join("".join(part) if isinstance(part, list) else part for part in parts)


def test_lesson_00_is_translated_into_both_languages():
    assert {("uk", "00_start_here"), ("ru", "00_start_here")} <= set(ALL_LESSONS)


@pytest.mark.parametrize("code, name", ALL_LESSONS)
def test_a_translated_lesson_shows_no_english_and_links_only_to_lessons_there_are(code, name):
    path = NOTEBOOKS / code / f"{name}.ipynb"
    text = shown_text(path)
    assert [word for word in ENGLISH if word in text] == []
    assert "set_language" not in text
    targets = [match.group(1) for match in LINK.finditer(text) if "://" not in match.group(1)]
    missing = [target for target in targets if not (path.parent / target).resolve().is_file()]
    assert missing == [], f"{code}/{name} links to lessons that are not there: {missing}"


@pytest.mark.browser
def test_a_presented_translated_lesson_speaks_its_language_to_its_end(make_present, page, screenshots):
    code, name = make_present.lesson.split("/")
    page.set_viewport_size(SCREEN)
    page.goto(f"{make_present.url}voila/render/{code}/{name}.ipynb", wait_until="commit")
    page.wait_for_function("(end) => document.body !== null && (document.body.innerText.includes(end) || "
                           "document.body.innerText.includes('error when executing'))", arg=END[code], timeout=180_000,
                           polling=POLL_MS)
    page.screenshot(path=str(screenshots / f"present-{code}-{name}.png"))
    text = page.locator("body").inner_text()
    assert "error when executing" not in text and "Traceback" not in text
    assert page.locator(CODE).count() == 0 and "set_language" not in text
    assert [word for word in ENGLISH if word in text] == []
    # boards drawn: a board is a widget, whose picture appears once its view has rendered
    page.wait_for_function("document.querySelectorAll('img').length >= 2")
    # every link to a lesson opens one, presented too: translated beside it, else the English one
    hrefs = page.eval_on_selector_all("a", "links => links.map(link => link.href)")
    lessons = [href.split("/voila/render/", 1)[1].split("#")[0] for href in hrefs if ".ipynb" in href]
    assert lessons and all((make_present.served / lesson).is_file() for lesson in lessons), lessons
    assert page.page_errors == []
