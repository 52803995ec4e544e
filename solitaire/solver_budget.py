"""What both searches share: a budget of positions or seconds, and the verdict it allows."""
from __future__ import annotations

import time

__all__ = ["BudgetSpent", "BudgetedSearch"]


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
