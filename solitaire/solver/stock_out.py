"""Where the fair hint lost its Spider deals: each one replayed up to the moment no card is hidden any more, and
searched there, once without a limit and once within the fair hint's own budget.

The searches take tens of seconds, so ``scripts/spider_stock_out.py`` runs them once and stores what they found in
``benchmarks/results/spider_fair_stock_out_1-1000.json``; lesson 07 reads that file with :func:`stock_out_results`.
Every count is in positions and every guess has a fixed seed, so the file is the same on any machine, and a test
replays and searches one of its deals again.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import NamedTuple

from ..spider import Spider
from .exact import solve
from .hints import hidden_places, hint
from .players import FULL_VIEW_NODES

__all__ = ["SAMPLES", "Searched", "replayed", "stock_out_rows", "stock_out_results"]

#: The fair hint's guesses of the hidden cards at each move, as its results file was made (budget_seconds=0.25).
SAMPLES = 6


class Searched(NamedTuple):
    """What one search found: its verdict (won, lost, unknown) and how many positions it looked at."""
    verdict: str
    nodes: int


def replayed(deal: int) -> Spider:
    """Spider ``deal`` as the fair hint played it, up to the first moment no card is hidden: each move's
    guesses are seeded by the deal's number and the number of moves played, so the replay is the same anywhere."""
    game = Spider(deal=deal)
    while hidden_places("spider", game.state):
        game.play(hint(game, samples=SAMPLES, seed=deal * 1000 + len(game.history)))
    return game


def stock_out_rows(deals, budget: int = FULL_VIEW_NODES) -> list[dict]:
    """For each of ``deals``, its replay's length and what a search without a limit and one of at most ``budget``
    positions found there (one row a deal, as the results file stores it)."""
    rows = []
    for deal in deals:
        game = replayed(deal)
        full, short = solve(game, replay=False), solve(game, max_nodes=budget, replay=False)
        rows.append({"deal": deal, "moves": len(game.history),
                     "full": {"verdict": full.verdict, "nodes": full.nodes},
                     "short": {"verdict": short.verdict, "nodes": short.nodes}})
    return rows


def stock_out_results(path) -> tuple[tuple[Searched, ...], tuple[Searched, ...]]:
    """The stored searches of ``path``: (those without a limit, those within the fair hint's budget), a deal each;
    a ValueError naming the file when it is not such a file."""
    path = Path(path)
    try:
        rows = json.loads(path.read_text(encoding="utf-8"))["deals"]
        full = tuple(Searched(row["full"]["verdict"], int(row["full"]["nodes"])) for row in rows)
        short = tuple(Searched(row["short"]["verdict"], int(row["short"]["nodes"])) for row in rows)
    except OSError as error:
        raise ValueError(f"cannot read the stock-out file {path.name}: {error.strerror}") from None
    except (ValueError, KeyError, TypeError):
        raise ValueError(f"{path.name} is not a stock-out file (a 'deals' list, each with its full and short "
                         "search)") from None
    if not rows:
        raise ValueError(f"{path.name} holds no deal")
    return full, short
