"""Depth-first walks restarted with shuffled move orders: the plan's seventh search.

A depth-first walk that takes a wrong turn early may spend millions of positions under
it, while another order of the same moves wins in a few thousand (deal 671 without the
redeal, below). So this search runs depth-first walks over every line one after the other,
each with the moves between piles shuffled by its own seed (1, 2, 3, …:
:func:`~solitaire.solver.spider.steps.moves_step`) and a budget of ``unit`` times the next
term of the Luby sequence (1 1 2 1 1 2 4 …).

It proves losses too: a walk that runs dry has looked at every line (the shuffle changes
the order, never the set of moves), so the deal is lost.

>>> from solitaire.spider import Spider
>>> search = RestartingSearch(Spider(deal=671, redeals=0).state)
>>> walk = search.walk()
>>> try:
...     while True:
...         next(walk)
... except StopIteration as done:
...     won = done.value
>>> won, search.nodes, search.seed
(True, 220, 1)
"""
from __future__ import annotations

from itertools import count

from ..budget import BudgetSpent, TableFull, luby
from .search import SpiderSearch

__all__ = ["RestartingSearch", "RESTART_UNIT"]

RESTART_UNIT = 65_536
"""Positions of the shortest walk; the others are 2, 4, 8, … times as long (Luby)."""


class RestartingSearch:
    """Depth-first walks over every line, seed 1, 2, … in turn, each on ``unit`` × luby(i)
    positions, until one wins or runs dry. ``walk()`` pauses as SpiderSearch's does (every
    256 positions, ``nodes`` up to date, counting every walk so far); ``line`` after a win,
    ``seed`` the walk that decided. ``max_bytes`` and ``bytes`` as SpiderSearch's (the walk
    that runs gets the cap; one walk at a time holds memory)."""

    def __init__(self, state, unit=RESTART_UNIT, native=None):
        self.state = state
        self.unit = unit
        self.native = native  # as SpiderSearch's: None for the C walks when they are built
        self.max_bytes = None
        self.bytes = 0
        self.nodes = 0
        self.seed = 0
        self.line: list[tuple] = []

    def walk(self):
        """The walks as one generator: returns True (won) or False (lost); never gives up by
        itself (the plan stops it when the shared budget is spent)."""
        spent = 0
        for seed in count(1):
            self.seed = seed
            search = SpiderSearch(self.state, max_nodes=self.unit * luby(seed), best_first=False, seed=seed,
                                  native=self.native)
            steps = search.walk()
            try:
                while True:
                    search.max_bytes = self.max_bytes
                    next(steps)
                    self.nodes, self.bytes = spent + search.nodes, search.bytes
                    yield
            except StopIteration as done:
                self.nodes, self.bytes = spent + search.nodes, 0
                self.line = search.line
                return done.value
            except TableFull:
                self.nodes, self.bytes = spent + search.nodes, 0
                raise
            except BudgetSpent:
                spent += search.nodes
                self.nodes, self.bytes = spent, 0
