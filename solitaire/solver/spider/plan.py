"""How the Spider solver spends its budget: several searches taking turns.

The deals of Spider are nearly all won when every card is known, and the search
decides a deal mostly by finding a win; which walk finds it first differs from deal to
deal, so several share the budget (see :func:`solve_spider`). A "lost" comes only from
a walk over every line, the redeal included (or from the bound of the last round).

>>> from solitaire.spider import Spider
>>> verdict, line, nodes = solve_spider(Spider(deal=1).state, max_nodes=500_000)
>>> verdict, line[0]
('won', ('deal', 0, 0))
"""
from __future__ import annotations

import time

from ..budget import BudgetSpent, TableFull
from .restarts import RestartingSearch
from .search import SpiderSearch

__all__ = ["solve_spider"]


PLAN = (
    # (lines that never redeal, best-first, later rounds first, slices of 256 positions a turn)
    (True, True, False, 1),
    (True, False, False, 1),
    (False, True, False, 1),
    (False, False, False, 1),
    (False, False, True, 1),
    (False, True, True, 1),
)
"""The searches that take turns, and their shares."""


def solve_spider(state, max_nodes=None, max_seconds=None, plan=PLAN, restarts=True, table_bytes=None):
    """``(verdict, line, nodes)`` for a Spider position: several searches take turns
    (those of ``plan``, and with ``restarts`` the restarted walks).

    ``table_bytes`` caps the memory of all the walks' tables together: each walk, in its
    turn, may hold what the others leave of it. When one would pass it the search stops
    with :class:`~solitaire.solver.budget.TableFull` (its ``nodes`` the positions of all
    the searches); below it the walks, their order and their node counts are the same.

    Each search walks in slices of 256 positions, one after the other, so none loses
    the work it has done, and the first to finish decides:

    - before the last round, best-first and depth-first searches of the lines that
      never redeal: they may use the last round's shortcuts (piles as a set, safe
      moves, the bound), so they find the wins of the first round fast. When one has
      walked every such line both stop, but that proves nothing about the lines with
      the redeal;
    - best-first and depth-first over every line, each also in a second version that
      takes the redeal first wherever it is allowed (depth-first: the redeal is the
      first move tried; best-first: positions of a later round come before all others),
      so that the second rounds after the earliest redeals are tried first: a win or an
      exhausted walk decides;
    - depth-first walks over every line restarted with shuffled orders
      (:class:`~solitaire.solver.spider.restarts.RestartingSearch`), with ``restarts``.

    How the searches and their shares were chosen: the appendix notebook
    ``appendix_how_the_solver_works``, section 6. Without limits the answer is exact: the searches over every line are complete.
    A limit of positions counts the positions of all the searches together.
    """
    started = time.perf_counter()
    # a slice may run past the deadline, and the line is replayed after: stop a little early
    deadline = None if max_seconds is None else started + max_seconds - min(0.1, 0.05 * max_seconds)
    first_round = state.round <= state.redeals
    walks = []
    for no_redeal, best_first, later_first, share in plan:
        # in the last round the searches without a redeal, or with it first, are the others
        if first_round or not (no_redeal or later_first):
            search = SpiderSearch(state, max_nodes=max_nodes, best_first=best_first, no_redeal=no_redeal,
                                  redeal_first=later_first)
            walks.append((search, search.walk(), share, no_redeal))
    if restarts:
        search = RestartingSearch(state)
        walks.append((search, search.walk(), 1, False))
    searches = [entry[0] for entry in walks]
    while walks:
        for entry in list(walks):
            if entry not in walks:
                continue
            search, walk, share, no_redeal = entry
            if table_bytes is not None:  # what the other walks leave of the cap
                search.max_bytes = max(0, table_bytes - sum(other.bytes for other in searches if other is not search))
            try:
                for _ in range(share):
                    next(walk)
            except TableFull:
                raise TableFull(sum(other.nodes for other in searches)) from None
            except BudgetSpent:
                return "unknown", None, sum(other.nodes for other in searches)
            except StopIteration as done:
                if done.value:
                    return "won", search.line, sum(other.nodes for other in searches)
                if not no_redeal:
                    return "lost", None, sum(other.nodes for other in searches)
                walks = [other for other in walks if not other[3]]  # no line without a redeal wins
                continue
            nodes = sum(other.nodes for other in searches)
            if (max_nodes is not None and nodes >= max_nodes) or \
                    (deadline is not None and time.perf_counter() > deadline):
                return "unknown", None, nodes
    return "unknown", None, sum(other.nodes for other in searches)  # a plan of walks without the redeal only
