"""The results files repeat: a sample of small rows of every file made by the current search,
searched again, gives the stored verdict, node count and line length exactly.

A budget in positions makes a row the same on any machine, but only for the search that made
it: each file's first line names its version (:mod:`solitaire.solver.version`), and a change
to the searches that changes counts must bump the version and regenerate the files."""
from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from solitaire.command_line.cli import parser
from solitaire.solver.results import load_run
from solitaire.solver.stats import play_deal
from solitaire.solver.version import SEARCH_VERSION, version_of

RESULTS = Path(__file__).resolve().parents[2] / "benchmarks" / "results"
FILES = sorted(path.name for path in RESULTS.glob("*.csv"))
#: The most positions a row may have taken to be chosen: the smallest row of a file that
#: searched, if it took at most SMALLEST_NODES, and the largest that took at most MOST_NODES
#: (a few seconds in all for the ~60 files).
SMALLEST_NODES, MOST_NODES = 1_000_000, 20_000


def current_runs():
    runs = [load_run(RESULTS, name) for name in FILES]
    return [run for run in runs if run.search_version == SEARCH_VERSION]


def current_files() -> list[str]:
    """The files the current search made, told by their first line alone (every worker collects this)."""
    def first_line(name):
        with open(RESULTS / name, encoding="utf-8") as handle:
            return handle.readline()
    return [name for name in FILES if version_of(first_line(name)) == SEARCH_VERSION]


def sample(run):
    """The smallest row that searched, and the largest below MOST_NODES (a spread, cheaply);
    for players that do not search, the first deal."""
    if run.rows[0]["player"] != "perfect":
        return run.rows[:1]
    rows = sorted((row for row in run.rows if 0 < int(row["nodes"]) <= SMALLEST_NODES), key=lambda row: int(row["nodes"]))
    small = [row for row in rows if int(row["nodes"]) <= MOST_NODES]
    return rows[:1] + small[-1:] if small else rows[:1]


def limits_of(command):
    """The budgets of the command that made a run, read by the command line's own parser."""
    words = shlex.split(command, comments=True)
    arguments = parser().parse_args(words[3:])
    table_gb = getattr(arguments, "table_gb", None)
    return {"max_nodes": arguments.max_nodes, "max_seconds": arguments.max_seconds, "replay": True,
            "table_bytes": None if table_gb is None else int(table_gb * 1e9)}


def options_of(text):
    """A row's options column (``row_rule=always redeals=0``) as game options."""
    options = {}
    for part in text.split():
        name, value = part.split("=")
        options[name] = {"True": True, "False": False}.get(value, int(value) if value.isdigit() else value)
    return options


def test_every_file_of_an_older_search_is_named_as_such_in_the_readme():
    """benchmarks/results/README.md ends with the files an older search made, and why they stay."""
    older = [run.name for run in (load_run(RESULTS, name) for name in FILES) if run.search_version != SEARCH_VERSION]
    readme = (RESULTS / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Files of an older search", 1)[-1]
    assert [run.name for run in current_runs()] == current_files()
    assert current_runs() and [name for name in older if name not in section] == []


@pytest.mark.parametrize("name", current_files())
def test_a_sample_of_rows_repeats_exactly(name):
    run = load_run(RESULTS, name)
    limits = limits_of(run.command)
    if limits["max_seconds"] is not None:
        pytest.fail(f"{run.name}: a time budget never repeats; a file of the current search is budgeted in positions")
    for row in sample(run):
        result = play_deal(row["game"], int(row["deal"]), row["player"], options_of(row["options"]), limits)
        stored = (row["verdict"], int(row["nodes"]), int(row["moves"]))
        assert (result.verdict, result.nodes, result.moves) == stored, f"{run.name}, deal {row['deal']}"
