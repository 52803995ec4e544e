"""The shape of the "how hard is it?" lesson and its appendix, and the figures they quote.

Every figure the lesson states in prose must be the final one, every pass folded in
(:func:`solitaire.solver.results.final_table`), never a first pass.
"""
import json
from pathlib import Path

import pytest

from solitaire.solver.results import final_table, line_of

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
LESSON, APPENDIX = NOTEBOOKS / "how_hard_is_it.ipynb", NOTEBOOKS / "appendix_how_the_solver_works.ipynb"
RESULTS = ROOT / "benchmarks" / "results"


def cells(path):
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def prose(path):
    """The markdown of a notebook, its line breaks and indents as single spaces."""
    return " ".join(" ".join("".join(cell["source"]) for cell in cells(path) if cell["cell_type"] == "markdown").split())


@pytest.mark.parametrize("path, limit", [(LESSON, 45), (APPENDIX, 60)], ids=["lesson", "appendix"])
def test_each_notebook_fits_its_cell_limit_with_short_code_cells(path, limit):
    assert len(cells(path)) <= limit
    code = ["".join(cell["source"]) for cell in cells(path) if cell["cell_type"] == "code"]
    assert all(1 <= len(source.splitlines()) <= 5 for source in code), "code cells of 1 to 5 lines"
    assert not any("plt.show" in source or "inspect.getsource" in source for source in code)


@pytest.mark.parametrize("path", [LESSON, APPENDIX], ids=["lesson", "appendix"])
def test_each_notebook_ends_with_what_you_learned_and_links_on(path):
    tail = "\n".join("".join(cell["source"]) for cell in cells(path)[-5:])
    assert "## What you learned" in tail and ".ipynb)" in tail


def test_the_lesson_ends_with_exercises_tagged_hidden_and_asking_first():
    exercises = [cell for cell in cells(LESSON) if "exercise" in cell["metadata"].get("tags", [])]
    assert len(exercises) >= 3
    for cell in exercises:
        assert cell["metadata"]["jupyter"]["source_hidden"] is True
        assert "".join(cell["source"]).startswith('exercise("how_hard.')
    learned = next(i for i, cell in enumerate(cells(LESSON)) if "## What you learned" in "".join(cell["source"]))
    assert sum("exercise" in cell["metadata"].get("tags", []) for cell in cells(LESSON)[learned:]) >= 3


def test_the_lesson_leaves_the_solver_internals_to_the_appendix():
    text = prose(LESSON)
    assert "appendix_how_the_solver_works.ipynb" in text
    assert "under a card of the type before it" not in text and "7th queen" not in text


def test_the_quoted_figures_are_the_final_ones():
    text, table = prose(LESSON), final_table(RESULTS)
    perfect = line_of(table, "maids", "without suit (default)", "perfect")
    in_suit = line_of(table, "maids", "in suit", "perfect")
    same = line_of(final_table(RESULTS, deals=range(1, 1001)), "maids", "without suit (default)", "perfect")
    for figure in (perfect.won, perfect.lost, in_suit.won, in_suit.lost, in_suit.unknown, same.won, same.lost):
        assert f"{figure:,}" in text
    assert "3 won of 10,000, 9,987 proven lost, 10 unknown" in text
    for stale in ("922", "636", " 70 lost", "2 deals of 10,000", "deals 1 to 30"):
        assert stale not in text, f"a first-pass or sample figure is quoted: {stale}"


def test_the_row_rule_all_game_is_not_read_as_lost():
    line = line_of(final_table(RESULTS), "spider", "row rule all game", "perfect")
    assert line.lost == 0 and line.unknown > 0
    text = prose(LESSON)
    # what the search won is a floor, the unknown deals are not losses: the lesson says both
    assert f"it wins {line.won} and proves *none* lost: {line.unknown} unknown" in text
    assert f"between {100 * line.won / 1000:.1f} % and 100 %" in text
