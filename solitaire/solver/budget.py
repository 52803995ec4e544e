"""What both searches share: a budget of positions or seconds, and the verdict it allows.

The public calls (``solve``, ``hint``, ``win_rates``) check their budgets here, by the rules
the command line's ``--max-nodes`` and ``--max-seconds`` follow (``solitaire/command_line/arguments.py``):

>>> checked_whole(2000, "max_nodes", "positions"), checked_seconds(None, "max_seconds")
(2000, None)
>>> checked_seconds(float("nan"), "max_seconds")
Traceback (most recent call last):
...
ValueError: max_seconds must be a positive, finite number of seconds or None, not nan
"""
from __future__ import annotations

import math
import numbers
import os
import time

from ..cards import quoted

__all__ = ["BudgetSpent", "TableFull", "BudgetedSearch", "luby", "checked_whole", "checked_seconds", "MAX_NODES",
           "machine_memory", "table_cap", "DEFAULT_MEMORY_SHARE", "MOST_MEMORY_SHARE"]

#: The most positions a budget may name (the command line takes 18 digits; the C search
#: counts in a 64-bit integer).
MAX_NODES = 10**18


def checked_whole(value, name: str, unit: str, most: int | None = MAX_NODES, none: bool = True, least: int = 1):
    """``value`` as an int if it is a whole number of ``unit`` from ``least`` to ``most`` (or
    None, when ``none``); else ValueError naming ``name``. ``True`` is not a number here."""
    if value is None and none:
        return None
    if (isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < least
            or most is not None and value > most):
        limit = "" if most is None else "10**18" if most == MAX_NODES else f"{most:,}"
        span = f" from {least} to {limit}" if limit else f", {least} or more"
        raise ValueError(f"{name} must be a whole number of {unit}{span}{' or None' if none else ''}, "
                         f"not {quoted(value)}")
    return int(value)


def checked_seconds(value, name: str, none: bool = True, zero: bool = False, most: float | None = None):
    """``value`` as a float if it is a positive (or, with ``zero``, 0), finite number of
    seconds (at most ``most``, when given), or None when ``none``; else ValueError naming
    ``name``. Never -1, nan nor inf."""
    if value is None and none:
        return None
    if (isinstance(value, bool) or not isinstance(value, numbers.Real) or not 0 <= value < math.inf
            or value == 0 and not zero or most is not None and value > most):
        kind = "a finite number of seconds, 0 or more" if zero else "a positive, finite number of seconds"
        if most is not None:
            kind += f" up to {most:,g}"
        raise ValueError(f"{name} must be {kind}{' or None' if none else ''}, not {quoted(value)}")
    return float(value)


class BudgetSpent(Exception):
    """The node or time budget ran out before the search could decide."""


class TableFull(BudgetSpent):
    """A Spider walk's tables reached their memory cap (``table_bytes``): the search ends
    "unknown" there, after ``nodes`` positions, instead of running out of memory."""

    def __init__(self, nodes: int = 0):
        super().__init__(nodes)
        self.nodes = nodes


#: The share of the machine's memory a search's tables may take when no ``table_bytes`` is
#: given: a search left running in a learner's kernel ends "unknown" (Spider) or forgets
#: (Maids) there, instead of taking the laptop down with it.
DEFAULT_MEMORY_SHARE = 0.5
#: The largest share a ``table_bytes`` gets: a cap above it is clipped to it (a cap larger
#: than the machine would only fail with MemoryError).
MOST_MEMORY_SHARE = 0.75


def machine_memory() -> int | None:
    """The machine's physical memory in bytes, or None where the system does not say."""
    try:
        pages, size = os.sysconf("SC_PHYS_PAGES"), os.sysconf("SC_PAGE_SIZE")
    except (AttributeError, ValueError, OSError):  # Windows has no sysconf
        return None
    return pages * size if pages > 0 and size > 0 else None


def table_cap(table_bytes, name: str = "table_bytes") -> int | None:
    """The memory cap a search's tables get: ``table_bytes`` (a whole number of bytes, 1 or
    more; ValueError naming ``name`` otherwise) clipped to :data:`MOST_MEMORY_SHARE` of the
    machine, or :data:`DEFAULT_MEMORY_SHARE` of it for None. None only when ``table_bytes``
    is None and the machine's memory is unknown.

    >>> table_cap(4096)
    4096
    >>> table_cap(2**70) == int(MOST_MEMORY_SHARE * machine_memory())
    True
    """
    table_bytes = checked_whole(table_bytes, name, "bytes", most=None)
    memory = machine_memory()
    if memory is None:
        return table_bytes
    if table_bytes is None:
        return int(DEFAULT_MEMORY_SHARE * memory)
    return min(table_bytes, int(MOST_MEMORY_SHARE * memory))


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
