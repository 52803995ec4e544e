"""Every position reachable after a move, and the most of the home each part of it ever holds.

:func:`reach` walks every position reachable from one (each move of the game, in any order, no
pruning) and keeps, for each part of the home the game names (its class's ``home_parts``: Maids'
ranks, Spider's rows), the most of it home in any position and a position that holds that much.
"""
from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Reach", "reach", "reachable"]


@dataclass(frozen=True)
class Reach:
    """All positions reachable from one: ``home`` (the most cards home in any of them),
    ``seen`` (how many positions there are), ``limits`` (per part of the home: Maids' ranks,
    Spider's rows, the most of it home in any of them) and ``best`` (a position reaching
    each limit)."""

    home: int
    seen: int
    limits: tuple
    best: tuple


def reachable(kind, state, budget: int, key):
    """Each position reachable from ``state`` (not itself), depth first, told apart by ``key``
    (a function of a position); past ``budget`` positions in all, a last None and no more."""
    seen, stack = {key(state)}, [state]
    while stack:
        here = stack.pop()
        for move in kind.legal_moves_of(here):
            there = kind.apply(here, move)
            code = key(there)
            if code in seen:
                continue
            if len(seen) >= budget:
                yield None
                return
            seen.add(code)
            stack.append(there)
            yield there


def reach(kind, state, budget: int) -> Reach | None:
    """Every position reachable from ``state`` (a depth-first walk), or None past ``budget`` positions."""
    parts_of = kind.home_parts
    limits = list(parts_of(state))
    best = [state] * len(limits)
    home, seen = sum(limits), 1
    for there in reachable(kind, state, budget, kind.position_key):
        if there is None:
            return None
        seen += 1
        parts = parts_of(there)
        home = max(home, sum(parts))
        for index, part in enumerate(parts):
            if part > limits[index]:
                limits[index], best[index] = part, there
    return Reach(home, seen, tuple(limits), tuple(best))
