"""What the browser tests check on a page of ours: axe-core's findings in our content (issue 33),
and whether each decision of a presented play lesson fits one projector screen (issue 42).

Both are read off a page already open, so one visit of a presented lesson serves every check
made of it (``test_present.py``), instead of one Voila run of the lesson per check.
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
