"""What the browser tests check on a page of ours: axe-core's findings in our content and the
keyboard alone (issue 33), and whether each decision of a presented play lesson fits one projector
screen (issue 42).

All are read off a page already open, so one visit serves every check made of it: the classroom
page's in ``test_voila.py``, the trainer's in ``test_trainer_in_browser.py``, a presented lesson's in
``test_present.py`` (each check was once a visit of its own, with a Voila run of its own).

Our content is what the package shows: the notebook's outputs (the widgets, the pictures) and, in a
presented lesson, its text (``.jp-OutputArea-output, .jp-MarkdownOutput``). axe runs scoped to it
(``context={"include": …}``): JupyterLab's and Voila's own page (the body without landmarks, their
spinner) are not ours. Each page's results, scoped and unscoped, are written to
``$TMPDIR/solitaire-browser/axe-*.json`` for the record.
"""
from __future__ import annotations

import json

OUR_CONTENT = [[".jp-OutputArea-output"], [".jp-MarkdownOutput"]]
#: Our widgets alone (a picture shown as a cell's value is an <img> with its alt: see Game._repr_mimebundle_).
OUR_WIDGETS = [[".solitaire-board"], [".solitaire-puzzle"], [".solitaire-classroom"]]
SERIOUS = ("critical", "serious")


def axe_findings(page, screenshots, name: str, ours=OUR_CONTENT) -> list[dict]:
    """axe's violations in our content (each: rule, impact, how many elements, the first one's HTML);
    the page's whole results are recorded beside them."""
    from axe_playwright_python.sync_playwright import Axe
    axe = Axe()
    findings = {}
    present = [selector for selector in ours if page.locator(selector[0]).count()]
    # (each run of axe is about a CPU-second of chromium's: our part is what is checked, the whole page
    # is kept for the record; "our content" between them was a third run, the same as ours on a lesson)
    for scope, context in (("ours", {"include": present}), ("whole page", None)):
        if context is not None and not context["include"]:   # none of them on this page: nothing to find
            findings[scope] = []
            continue
        results = axe.run(page, context=context)
        findings[scope] = [{"rule": v["id"], "impact": v["impact"], "count": len(v["nodes"]),
                            "first": v["nodes"][0]["html"][:160]} for v in results.response["violations"]]
    (screenshots / f"axe-{name}.json").write_text(json.dumps(findings, indent=1, ensure_ascii=False))
    return findings["ours"]


def serious(findings: list[dict]) -> list[dict]:
    """The findings a learner is hindered by (axe's critical and serious)."""
    return [finding for finding in findings if finding["impact"] in SERIOUS]


SCREEN = {"width": 1280, "height": 620}

#: Scroll the heading to the top; the boxes (top, bottom) of the heading, the exercise's question,
#: its board and its answer box (the Check button and the text box beside it), the first of each after
#: the heading in the page's order (for a choice, its first and last buttons).
MEASURE = """(start) => {
  const heading = Array.from(document.querySelectorAll('h1, h2, h3'))
      .find(element => element.textContent.trim().startsWith(start));
  heading.scrollIntoView({block: 'start'});
  const after = (first, element) => first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING;
  const question = Array.from(document.querySelectorAll('.solitaire-exercise')).find(e => after(heading, e));
  const board = Array.from(document.querySelectorAll('.jp-OutputArea-output img')).find(e => after(question, e));
  // a typed answer's box is a text box and its Check button; a choice's, a row of buttons a, b, c, d
  const check = Array.from(document.querySelectorAll('button')).find(
      e => ['Check', 'a'].includes(e.textContent.trim()) && after(question, e));
  const input = check.textContent.trim() === 'Check' ? check.parentElement.querySelector('input')
      : check.parentElement.lastElementChild;
  const box = element => { const r = element.getBoundingClientRect(); return {top: r.top, bottom: r.bottom}; };
  return {heading: box(heading), question: box(question), board: box(board), check: box(check),
          input: box(input), natural: [board.naturalWidth, board.naturalHeight]};
}"""


def decisions(page) -> list[str]:
    return page.eval_on_selector_all(
        "h2", "all => all.map(e => e.textContent.trim()).filter(text => text.startsWith('Decision'))")


def assert_each_decision_fits_one_screen(page, lesson: str, screenshots) -> None:
    """Each decision's heading scrolled to the top of the ``SCREEN`` window (the page already at that
    size and run to its end): the question, the whole board and the answer box are within it."""
    page.get_by_role("button", name="Check").first.wait_for()
    headings = decisions(page)
    assert headings, "no decision presented"
    for number, heading in enumerate(headings, 1):
        found = page.evaluate(MEASURE, heading.split(":")[0] + ":")
        page.screenshot(path=str(screenshots / f"present-fit-{lesson}-{number}.png"))
        assert found["heading"]["top"] >= -1 and found["question"]["top"] > found["heading"]["top"]
        assert found["board"]["top"] >= found["question"]["bottom"] - 1, (heading, found)
        for part in ("board", "check", "input"):
            assert found[part]["bottom"] <= SCREEN["height"], (heading, part, found)
        assert found["board"]["bottom"] - found["board"]["top"] >= 300, found   # shrunk to fit, not to a stamp


# --- the keyboard alone, as a screen reader user plays (issue 33) -------------------------------

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
