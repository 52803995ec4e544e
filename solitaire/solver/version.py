"""Which version of the searches made a result: written in the first line of every results file.

A budget in positions gives the same verdict and the same node count on any machine, but
only for the same search: a change in the order a walk visits positions, in the keys that
say two positions are one, in the bounds that cut lost positions, or in how the plan shares
the budget changes the node counts (and may turn a "won within N" into "unknown"). So each
results file says which search made it (:meth:`solitaire.solver.stats.WinRates.to_csv` ends
its first line with ``# search version N``), and ``tests/solver/test_results_reproduce.py`` re-runs
a sample of the rows of every file made by the current version and demands the stored counts.

Bump :data:`SEARCH_VERSION` in the same commit as any such change, and regenerate the
results files (or leave them marked with the version that made them).

Versions:

1. Every search before this constant (up to 2026-12-05). Files of it carry no version in
   their first line; the Spider plan then had six searches (the restarted walks came
   later), and the Maids readings other than the defaults were searched by the fall back
   over the engine's states.
2. The searches of 2026-12-05: the Spider plan of six searches and the restarted walks
   (``spider/plan.py``, ``spider/restarts.py``), the row-aware bound under the row rule all
   game, the Maids C search that plays every reading itself.
"""
from __future__ import annotations

__all__ = ["SEARCH_VERSION", "VERSION_MARK", "version_of"]

#: The version of the searches (see the module docstring): bump it when a walk's order, keys
#: or bounds change.
SEARCH_VERSION = 2

#: How a results file's first line names the version that made it.
VERSION_MARK = "# search version "


def version_of(first_line: str) -> int:
    """The search version a results file's first line names (1 when it names none).

    >>> version_of("# python -m solitaire stats maids --deals 1-3  # search version 2")
    2
    >>> version_of("# python -m solitaire stats maids --deals 1-3")
    1
    """
    _, mark, number = first_line.rpartition(VERSION_MARK)
    return int(number.strip()) if mark and number.strip().isdigit() else 1
