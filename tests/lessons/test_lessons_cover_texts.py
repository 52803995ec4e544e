"""The lessons cover the texts: every sentence is shown, every rule function appears.

(`make test` also runs each lesson under strict nbval; this file checks what they teach.)
"""
import json
import re
from pathlib import Path

import pytest

from solitaire import texts
from solitaire.rules import rules_of

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LESSONS = sorted(NOTEBOOKS.glob("*.ipynb"))
#: The course, in order (each lesson links to the next); beside it the teacher's guide, the
#: classroom page and appendices for the curious.
COURSE = ["00_start_here.ipynb", "01_maids_layout_and_deal.ipynb", "02a_maids_princes_and_maids.ipynb",
          "02b_maids_columns_stock_and_end.ipynb", "03_maids_play_a_deal.ipynb",
          "04_spider_layout_and_deal.ipynb", "05_spider_rules_of_play.ipynb", "06_spider_play_a_deal.ipynb",
          "07_how_hard_is_it.ipynb", "08_readings.ipynb"]
BESIDE = ["classroom.ipynb", "teachers_guide.ipynb"]


def cells(path):
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def all_sources():
    return "\n".join("".join(cell["source"]) for path in LESSONS for cell in cells(path))


def shown_sentence_ids(source: str) -> set[str]:
    """Sentence ids named in the lessons, ranges such as "maids.7-9" included."""
    shown = set()
    for game, first, last in re.findall(r"\b(spider|maids)\.(\d+)(?:-(\d+))?\b", source):
        shown.update(f"{game}.{n}" for n in range(int(first), int(last or first) + 1))
    return shown


def test_every_expected_lesson_exists():
    names = [p.name for p in LESSONS]
    assert set(COURSE + BESIDE) <= set(names)
    others = set(names) - set(COURSE + BESIDE)
    assert all(name.startswith("appendix_") for name in others), f"not in the course: {sorted(others)}"


def test_each_lesson_links_to_the_next():
    for lesson, following in zip(COURSE, COURSE[1:]):
        text = "".join("".join(cell["source"]) for cell in cells(NOTEBOOKS / lesson) if cell["cell_type"] == "markdown")
        assert f"({following})" in text, f"{lesson} does not link to {following}"


@pytest.mark.parametrize("game", ["spider", "maids"])
def test_every_sentence_is_shown_in_some_lesson(game):
    shown = shown_sentence_ids(all_sources())
    missing = [s.id for s in texts.sentences(game) if s.id not in shown]
    assert not missing, f"no lesson shows {missing}"


def printed_outputs():
    """The text the lessons' cells print (the Maids appendix prints its table of rule functions)."""
    return "\n".join("".join(output.get("text", "")) for path in LESSONS for cell in cells(path)
                     for output in cell.get("outputs", []))


@pytest.mark.parametrize("game", ["spider", "maids"])
def test_every_rule_function_appears_in_some_lesson(game):
    """Named in a cell or in what a cell prints: the rules lessons keep code names out of their prose."""
    source = all_sources() + "\n" + printed_outputs()
    missing = [r.name for r in rules_of(game) if not re.search(rf"\b{r.name}\b", source)]
    assert not missing, f"no lesson shows the rule functions {missing}"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_lessons_are_stored_executed_with_a_board_picture(path):
    code = [c for c in cells(path) if c["cell_type"] == "code"]
    assert code and all(c.get("execution_count") for c in code if "".join(c["source"]).strip()), \
        "store the lesson executed"
    pictures = [c for c in code[:8] for o in c.get("outputs", [])
                if "image/png" in o.get("data", {}) or "<img" in "".join(o.get("data", {}).get("text/html", ""))]
    # (the teacher's guide folds its boards in HTML: it is never projected, and a board there is an exit check's)
    assert pictures, "a static picture of the board stands near the top of every lesson"
    assert not any(o.get("output_type") == "error" for c in code for o in c.get("outputs", []))


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_lessons_draw_png_not_svg(path):
    for cell in cells(path):
        for output in cell.get("outputs", []):
            assert "image/svg+xml" not in output.get("data", {})




@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("*.ipynb")), ids=lambda path: path.stem)
def test_links_to_lessons_stand_out_without_colour(path):
    """A link inside a paragraph is bold, so it is told from the text without its colour (WCAG 1.4.1, axe's
    link-in-text-block): Voila and JupyterLab draw links in colour alone."""
    for cell in cells(path):
        if cell["cell_type"] == "markdown":
            text = "".join(cell["source"])
            plain = re.findall(r"(?<!\*\*)\[[^\]\n]+\]\([^)\s]+\.ipynb[^)\s]*\)(?!\*\*)", text)
            assert not plain, plain[:3]
