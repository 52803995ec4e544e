"""What both searches share: a budget of positions or seconds, and the verdict it allows."""
from __future__ import annotations

import time

__all__ = ["BudgetSpent", "BudgetedSearch", "luby"]


class BudgetSpent(Exception):
    """The node or time budget ran out before the search could decide."""


class BudgetedSearch:
    """A search whose ``_search()`` returns True (won), False (lost) or raises BudgetSpent."""

    seconds = 0.0

    def run(self) -> str:
        """``"won"``, ``"lost"``, or ``"unknown"`` when the budget ran out; times itself."""
        started = time.perf_counter()
        try:
            verdict = "won" if self._search() else "lost"
        except BudgetSpent:
            verdict = "unknown"
        self.seconds = time.perf_counter() - started
        return verdict

    def _search(self) -> bool:
        raise NotImplementedError


def luby(i: int) -> int:
    """The i-th term (from 1) of the Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 …: restart
    budgets in these proportions are within a log factor of the best fixed budget, whatever
    the spread of search times (Luby, Sinclair and Zuckerman, 1993).

    >>> [luby(i) for i in range(1, 16)]
    [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]
    """
    if i < 1:
        raise ValueError(f"luby: i must be at least 1, not {i}")
    while True:
        k = i.bit_length()
        if i == (1 << k) - 1:
            return 1 << (k - 1)
        i -= (1 << (k - 1)) - 1
