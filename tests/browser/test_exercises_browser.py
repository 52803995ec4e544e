"""The exercises of a lesson in a real Voila: the question shows, a click or a typed move is judged by
the kernel, the explanation comes with the right answer. (The demo's exercises are answered in JupyterLab
and Notebook 7 too, on the page each front end's tests share: test_jupyterlab.py, test_notebook7.py.)"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips (in CI: fails) and says why
    expect = None

from live_servers import write_notebook

pytestmark = pytest.mark.browser

DEMO = Path(__file__).resolve().parents[1] / "notebooks" / "exercise_demo.ipynb"
EXERCISES = Path(__file__).resolve().parents[2] / "solitaire" / "exercises"


@pytest.fixture(scope="module")
def voila_demo(voila_server):
    return voila_server.page(DEMO.name)


@pytest.fixture(scope="module")
def voila_lesson_exercises(voila_server):
    """A page of lesson exercises by id, as a lesson's exercise cells hold them, on the shared Voila."""
    write_notebook(voila_server.root / "lesson_exercises.ipynb", "from solitaire.exercises import exercise",
                   'exercise("02a.7")', 'exercise("02a.4")', 'exercise("06.1")')
    return voila_server.page("lesson_exercises.ipynb")


def answer_the_exercises(page):
    """Answer the demo's choice and move exercises, wrong first, as a learner would.

    Only the exercises' outputs are searched: JupyterLab also shows the cells' code, and a page may hold
    other widgets with answer boxes of their own (test_jupyterlab.py's, test_notebook7.py's).
    """
    outputs = page.locator(".jp-OutputArea").filter(has=page.locator(".solitaire-exercise"))
    expect(outputs.locator(".solitaire-exercise", has_text="Which card may start a family")).to_be_visible()
    expect(outputs.get_by_text("Only a jack starts a family")).to_have_count(0)
    outputs.get_by_role("button", name="a", exact=True).click()
    expect(outputs.get_by_text("Not quite. A queen ends a family.")).to_be_visible()
    outputs.get_by_role("button", name="b", exact=True).click()
    expect(outputs.get_by_text("Only a jack starts a family (maids.11).")).to_be_visible()
    expect(outputs.get_by_role("button", name="c", exact=True)).to_be_disabled()

    box = outputs.get_by_placeholder("a move, such as L2→F1 or deal")
    box.fill("L1 F1")
    box.press("Enter")
    expect(outputs.get_by_text("L1→F1 is not allowed")).to_be_visible()
    expect(outputs.get_by_text("(our reading of maids.11:")).to_be_visible()
    box.fill("r1 f1")
    box.press("Enter")
    expect(outputs.get_by_text("Right: R1→F1.")).to_be_visible()
    expect(box).to_be_disabled()


def test_exercises_are_answered_in_voila(voila_demo, page, screenshots):
    page.goto(voila_demo.url, wait_until="commit")
    answer_the_exercises(page)
    page.screenshot(path=screenshots / "voila-exercises.png", full_page=True)
    assert page.page_errors == []


def plan_reason(lesson: str, id: str, first: str, then: str) -> str:
    """Why the plan ``first``, ``then`` of decision ``id`` loses, as the lesson's exercises file says
    (the page must show the file's words, whatever they are now)."""
    entries = json.loads((EXERCISES / f"{lesson}.json").read_text(encoding="utf-8"))["exercises"]
    return next(entry for entry in entries if entry["id"] == id)["plan"][first]["losing"][then]


def test_lesson_exercises_by_id_teach_every_wrong_answer_in_voila(voila_lesson_exercises, page, screenshots):
    """A choice, a move on the exercise's own board and a decision of lesson 06, wrong first."""
    page.goto(voila_lesson_exercises.url, wait_until="commit")
    expect(page.get_by_text("What can still wake M11?")).to_be_visible()
    expect(page.get_by_text("but it wakes nobody (maids.21)")).to_have_count(0)
    page.get_by_role("button", name="a", exact=True).first.click()
    expect(page.get_by_text("Not quite. A dealt jack would wake one, but none is left to come")).to_be_visible()
    page.get_by_role("button", name="c", exact=True).first.click()
    expect(page.get_by_text("but it wakes nobody (maids.21)")).to_be_visible()
    expect(page.locator("img").first).to_be_visible()   # the move exercise's own board
    boxes = page.get_by_placeholder("a move, such as L2→F1 or deal")
    boxes.first.fill("L1 F1")
    boxes.first.press("Enter")
    expect(page.get_by_text("L1 is a side column: its ace goes up and wakes nobody.")).to_be_visible()
    spider = page.get_by_placeholder("two moves, written like T1→K3, B1→A4")
    spider.fill("R2 R4, redeal")
    spider.press("Enter")
    reason = plan_reason("06", "06.1", "R2→R4", "redeal")
    expect(page.get_by_text(f"R2→R4, then redeal, loses: {reason[:40]}", exact=False)).to_be_visible()
    spider.fill("R3 A3, redeal")
    spider.press("Enter")
    expect(page.get_by_text("Right: R3→A3, then redeal keeps the deal winnable.", exact=False)).to_be_visible()
    page.screenshot(path=screenshots / "voila-lesson-exercises.png", full_page=True)
    assert page.page_errors == []
