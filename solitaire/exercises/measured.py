"""What lesson 07 measures with the solver, said in a line or a table: a search within a budget, a deal's
stock, and the results tables of both games from ``benchmarks/results``.

They sit above both the drawing and the solver (:mod:`solitaire.draw.search_lines` words each line, the
solver finds what it says), so that the drawing never loads the solver.
"""
from __future__ import annotations

from pathlib import Path

from ..draw.narration import faces
from ..draw.search_lines import (MAIDS_DEFAULT, RESULTS, budget_search_line, deals_caption, range_caption,
                                 results_table, stock_heading, stock_out_lines)
from ..solver import solve
from ..solver.players import FULL_VIEW_NODES
from ..solver.results import final_table
from ..solver.stock_out import stock_out_results
from ..spider import Spider

__all__ = ["budget_verdict", "stock_listing", "maids_tables", "spider_tables"]


def budget_verdict(game, budget: int) -> str:
    """Search ``game`` within ``budget`` positions and say what it found (:func:`budget_search_line`)."""
    return budget_search_line(game, budget, solve(game, max_nodes=budget))


def stock_listing(game) -> str:
    """A Maids deal's stock, the first card dealt first, sixteen cards a line."""
    stock = list(reversed(game.state.stock))
    rows = [faces(stock[row:row + 16]) for row in range(0, len(stock), 16)]
    return "\n".join([stock_heading(game), *rows])


def maids_tables(directory=RESULTS) -> list[str]:
    """The Maids tables of the lesson, from the results files in ``directory``, a caption over each: the three
    players on deals 1 to 1,000 (the ones its questions compare), then perfect play on the next thousand (the line
    how_hard.7 compares), with an empty line between them. (No question uses the 10,000 deals some players were
    measured on: a table of them would be reading matter on a projector.)"""
    tables = [(deals_caption(1_000), final_table(directory, deals=range(1, 1001)), ("perfect", "fair", "greedy")),
              (range_caption(1001, 2000), final_table(directory, deals=range(1001, 2001)), ("perfect",))]
    lines = []
    for caption, table, players in tables:
        lines += ["", caption, results_table(table, *MAIDS_DEFAULT, players)]
    return lines[1:]


def spider_tables(directory=RESULTS) -> list[str]:
    """The Spider table of the lesson, the three players on deals 1 to 1,000, and what searches found where the
    fair hint's first stock ran out on the deals it lost (:func:`stock_out_lines`)."""
    full, short = stock_out_results(Path(directory) / "spider_fair_stock_out_1-1000.json")
    table = final_table(directory, deals=range(1, 1001))
    return [deals_caption(1_000, Spider), results_table(table, "spider", "default", ("perfect", "fair", "greedy")),
            "", *stock_out_lines(full, short, FULL_VIEW_NODES)]
