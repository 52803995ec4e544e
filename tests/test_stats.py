"""Win-rate statistics: deterministic, the same serial and on a process pool, with Wilson intervals."""
from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

import pytest

from solitaire.solver.stats import WinRates, DealResult, game_class, read_csv, wilson_interval, win_rates


def table(rates):
    return [(r.deal, r.verdict, r.moves, r.nodes) for r in rates.results]


def test_serial_and_parallel_runs_give_the_same_results():
    options = dict(player="perfect", max_nodes_per_deal=3000, progress=False)
    serial = win_rates("maids", range(1, 7), jobs=1, **options)
    with ProcessPoolExecutor(2) as pool:
        parallel = win_rates("maids", range(1, 7), executor=pool, chunk=2, **options)
    assert table(serial) == table(parallel)
    assert [r.deal for r in serial.results] == list(range(1, 7))
    assert table(serial) == table(win_rates("maids", range(1, 7), jobs=1, **options))


def test_greedy_players_and_options_are_passed_on():
    rates = win_rates("spider", range(1, 3), player="greedy", jobs=1, progress=False, redeals=0)
    assert rates.options == {"redeals": 0} and len(rates.results) == 2
    assert all(r.verdict in ("won", "lost") for r in rates.results)


def test_rates_count_unknown_apart_with_a_wilson_interval():
    rates = WinRates("maids", "perfect", {}, [DealResult(d, v, 0, 0, 0.0) for d, v in
                                              enumerate(["won"] * 6 + ["lost"] * 2 + ["unknown"] * 2)])
    assert rates.counts == {"won": 6, "lost": 2, "unknown": 2}
    assert rates.rate == 0.75
    assert rates.interval == wilson_interval(6, 8)
    assert rates.bounds == (0.6, 0.8)
    low, high = wilson_interval(6, 8)
    assert 0.40 < low < 0.75 < high < 0.95
    assert "win rate 75.0%" in str(rates)


def test_a_run_with_no_deal_decided_has_no_win_rate():
    rates = WinRates("maids", "perfect", {}, [DealResult(1, "unknown", 0, 0, 0.0)])
    assert "no win rate: no deal decided" in str(rates) and "nan" not in str(rates)
    assert rates.bounds == (0.0, 1.0)


def test_csv_starts_with_the_command(tmp_path):
    rates = win_rates("maids", range(1, 4), player="greedy", jobs=1, progress=False)
    path = tmp_path / "greedy.csv"
    rates.to_csv(path, command="python -m solitaire stats maids --deals 1-3 --player greedy")
    assert path.read_text().splitlines()[0] == "# python -m solitaire stats maids --deals 1-3 --player greedy"
    rows = read_csv(path)
    assert [int(row["deal"]) for row in rows] == [1, 2, 3] and rows[0]["player"] == "greedy"


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError, match="unknown game"):
        game_class("chess")
    with pytest.raises(ValueError, match="unknown player"):
        win_rates("maids", [1], player="lucky", jobs=1, progress=False)
    with pytest.raises(ValueError, match="option"):
        win_rates("maids", [1], jobs=1, progress=False, row_rule="always")


def test_perfect_player_without_replay_gives_the_same_verdicts_and_line_lengths():
    """Replaying the lines checks them; skipping it changes no verdict and, for Maids
    (one engine move a search step), no line length."""
    checked = win_rates("maids", range(1, 9), jobs=1, progress=False, max_nodes_per_deal=200_000)
    fast = win_rates("maids", range(1, 9), jobs=1, progress=False, max_nodes_per_deal=200_000, replay=False)
    assert [(r.verdict, r.moves, r.nodes) for r in checked.results] == [
        (r.verdict, r.moves, r.nodes) for r in fast.results]
