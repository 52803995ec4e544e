"""The stored stock-out searches lesson 07 prints (how_hard.8's result) are what the engine finds now: the deals are the
fair hint's Spider losses, and one of them, replayed and searched again, gives the stored counts exactly."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from solitaire.solver.players import FULL_VIEW_NODES
from solitaire.solver.stats import read_csv
from solitaire.solver.stock_out import Searched, stock_out_rows, stock_out_results
from solitaire.solver.version import SEARCH_VERSION

RESULTS = Path(__file__).resolve().parents[2] / "benchmarks" / "results"
STORED = RESULTS / "spider_fair_stock_out_1-1000.json"


def test_the_file_holds_every_spider_deal_the_fair_hint_lost_with_the_current_search():
    stored = json.loads(STORED.read_text(encoding="utf-8"))
    lost = [int(row["deal"]) for row in read_csv(RESULTS / stored["lost_in"]) if row["verdict"] == "lost"]
    assert [row["deal"] for row in stored["deals"]] == lost
    assert stored["search_version"] == SEARCH_VERSION and stored["short_budget"] == FULL_VIEW_NODES


def test_the_cheapest_deal_replayed_and_searched_again_gives_its_stored_row():
    stored = json.loads(STORED.read_text(encoding="utf-8"))["deals"]
    cheapest = min(stored, key=lambda row: row["full"]["nodes"])
    assert stock_out_rows([cheapest["deal"]]) == [cheapest]


def test_the_lesson_reads_each_deal_as_a_full_and_a_short_search():
    full, short = stock_out_results(STORED)
    assert len(full) == len(short) >= 1
    assert all(isinstance(found, Searched) and found.verdict in ("won", "lost", "unknown") for found in full + short)


def test_a_file_that_is_not_a_stock_out_file_is_refused_by_name(tmp_path):
    wrong = tmp_path / "wrong.json"
    wrong.write_text('{"deals": [{"deal": 1}]}', encoding="utf-8")
    with pytest.raises(ValueError, match="wrong.json is not a stock-out file"):
        stock_out_results(wrong)
    with pytest.raises(ValueError, match="cannot read the stock-out file missing.json"):
        stock_out_results(tmp_path / "missing.json")
