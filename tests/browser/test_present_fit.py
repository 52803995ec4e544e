"""A presented decision shares one 1280×620 screen with its question and its answer box.

(Classroom review of 2026-12-05, finding 5, and issue 42: a presented board, its question and its
answer box never shared one screen; the boards were 960×679 and 1540×705 pixels.) Each decision of
the two play lessons, presented as ``make present`` serves them: its heading scrolled to the top of
a 1280×620 window, the question, the whole board and the answer box's bottom are within the window.
"""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

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


@pytest.mark.parametrize("lesson", ["03_maids_play_a_deal", "06_spider_play_a_deal"])
def test_each_decision_its_board_and_its_answer_box_fit_one_projector_screen(presenting, page, lesson, screenshots):
    page.set_viewport_size(SCREEN)
    page.goto(f"{presenting.url}voila/render/{lesson}.ipynb", wait_until="commit")
    page.wait_for_function("document.body !== null && (document.body.innerText.includes('What you learned') || "
                           "document.body.innerText.includes('error when executing'))", timeout=180_000)
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
    assert page.page_errors == []
