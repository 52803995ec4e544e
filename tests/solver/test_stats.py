"""Win-rate statistics: deterministic, the same serial and on a process pool, with Wilson intervals."""
from __future__ import annotations

import multiprocessing
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor

import pytest

from solitaire.solver import stats
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


# --- how many workers a run starts (abuse F40), and chunks a lost worker took ---------------------

class CountingPool(ProcessPoolExecutor):
    """The process pool win_rates makes, counting the worker processes alive when it is done."""

    made: list = []

    def __init__(self, max_workers=None, **options):
        super().__init__(max_workers=max_workers, **options)
        self.max_workers, self.children = max_workers, None
        CountingPool.made.append(self)

    def shutdown(self, *args, **options):
        self.children = len(multiprocessing.active_children())
        super().shutdown(*args, **options)


@pytest.fixture
def counted_pools(monkeypatch):
    CountingPool.made = []
    monkeypatch.setattr(stats, "ProcessPoolExecutor", CountingPool)
    return CountingPool.made


@pytest.mark.parametrize("jobs, deals", [(40, range(1, 3)), (1000, range(1, 201)), (None, range(1, 201))])
def test_a_run_starts_no_more_workers_than_chunks_or_cores(counted_pools, jobs, deals):
    rates = win_rates("maids", deals, player="greedy", jobs=jobs, progress=False)
    assert [r.deal for r in rates.results] == list(deals)
    most = min(len(deals), stats.usable_cores())
    assert all(pool.max_workers <= most and pool.children <= most for pool in counted_pools)
    if most == 1:
        assert counted_pools == []           # one worker: the deals run in this process


def test_one_chunk_runs_in_this_process_whatever_jobs_asks(counted_pools):
    rates = win_rates("maids", range(1, 4), player="greedy", jobs=8, chunk=10, progress=False)
    assert len(rates.results) == 3 and counted_pools == []


class LosingExecutor(ThreadPoolExecutor):
    """An executor that loses the first run of some chunks, as a dask cluster does when the
    worker running them dies: cancelled, or ``KilledWorker`` once the scheduler gives up."""

    def __init__(self, lose_first_deals: dict):
        super().__init__(max_workers=2)
        self.lose_first_deals, self.sent = lose_first_deals, []

    def submit(self, function, *args, **options):
        deals = args[1]
        self.sent.append(deals[0])
        if deals[0] in self.lose_first_deals and self.sent.count(deals[0]) == 1:
            lost = Future()
            loss = self.lose_first_deals[deals[0]]
            if loss is None:
                lost.cancel()
                lost.set_running_or_notify_cancel()
            else:
                lost.set_exception(loss)
            return lost
        return super().submit(function, *args, **options)


class KilledWorker(Exception):
    """What dask.distributed raises for a chunk whose workers died (matched by its name)."""


def test_a_chunk_the_executor_loses_is_sent_again_and_no_deal_is_lost():
    serial = win_rates("maids", range(1, 13), player="greedy", jobs=1, progress=False)
    with LosingExecutor({1: None, 7: KilledWorker("chunk", "worker", 3)}) as executor:
        rates = win_rates("maids", range(1, 13), player="greedy", executor=executor, chunk=3, progress=False)
    assert table(rates) == table(serial)
    assert sorted(executor.sent) == [1, 1, 4, 7, 7, 10]


def test_a_chunk_lost_every_time_ends_the_run_after_a_few_tries():
    class AlwaysLost(LosingExecutor):
        def submit(self, function, *args, **options):
            self.sent.append(args[1][0])
            lost = Future()
            lost.set_exception(KilledWorker("chunk"))
            return lost

    with AlwaysLost({}) as executor, pytest.raises(KilledWorker):
        win_rates("maids", range(1, 4), player="greedy", executor=executor, chunk=3, progress=False)
    assert executor.sent == [1] * stats.CHUNK_ATTEMPTS


def test_an_error_of_the_chunk_itself_is_not_sent_again():
    with LosingExecutor({1: ValueError("deal 1: broken")}) as executor, pytest.raises(ValueError, match="broken"):
        win_rates("maids", range(1, 4), player="greedy", executor=executor, chunk=3, progress=False)
    assert executor.sent == [1]
