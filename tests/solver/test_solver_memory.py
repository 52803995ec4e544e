"""Budgets a search cannot outrun: absurd hint budgets (F38), the C looser game's budget and Ctrl-C (F39),
a memory cap for the Spider walks and a default one for every solve (F41), a cap larger than the machine (F48)."""
from __future__ import annotations

import io
import signal
import time

import pytest

from solitaire import Maids, Spider
from solitaire.command_line.cli import main
from solitaire.solver import budget, hint, hint_scores, hints, solve
from solitaire.solver.budget import TableFull, table_cap
from solitaire.solver.maids import _search as maids_native
from solitaire.solver.maids.codes import new_table
from solitaire.solver.maids.packs import root_deadlocked
from solitaire.solver.maids.search import MaidsSearch
from solitaire.solver.spider import _search as spider_native
from solitaire.solver.spider.plan import solve_spider
from solitaire.solver.spider.search import SpiderSearch

# --- F38: hint budgets ----------------------------------------------------------------------------


@pytest.mark.parametrize("seconds", [1e308, 2e307, 1e300, 3601, float("inf")])
def test_an_absurd_hint_budget_is_refused_by_name(seconds):
    for game in (Maids(deal=1), Spider(deal=1)):
        with pytest.raises(ValueError, match="budget_seconds .* up to 3,600"):
            hint(game, budget_seconds=seconds)


def test_a_hint_stops_sampling_when_its_time_is_spent(monkeypatch):
    """A budget of an hour on a machine whose clock runs away: the hint rests on the six
    samples it always draws, then stops, instead of drawing the 86,400 the budget names."""
    clock = iter(range(0, 10**9, 1000))
    monkeypatch.setattr(hints.time, "perf_counter", lambda: next(clock))
    started = time.monotonic()
    scores = hint_scores(Maids(deal=1), budget_seconds=3600, seed=1)
    assert scores.samples == hints.MIN_SAMPLES and time.monotonic() - started < 30


def test_a_hint_within_its_time_draws_the_samples_its_budget_names():
    """The fair player's budget (0.25 s): six samples, the same on any machine."""
    assert hint_scores(Maids(deal=1), budget_seconds=0.25, seed=1).samples == 6


# --- F39: the looser game of the packets in C -----------------------------------------------------

EMPTY_PACKETS = (13, 8, [0] * 13, [[]] * 12, [0] * 12, 0, 0, [8] * 13)


@pytest.mark.parametrize("max_nodes", [-1, -5, -2**40, 2**62 + 1, 2**63, 2**70, 1.5, True, "9"])
def test_the_c_looser_game_refuses_a_budget_outside_0_to_2_62(max_nodes):
    with pytest.raises(ValueError, match="max_nodes"):
        maids_native.packs_deadlocked(*EMPTY_PACKETS, max_nodes)


def test_the_c_looser_game_takes_the_largest_budget_without_sizing_by_it():
    """Its set of lost positions grows with what it meets: 2**62 once looped for ever."""
    assert maids_native.packs_deadlocked(*EMPTY_PACKETS, 2**62) == (False, 1)
    assert maids_native.packs_deadlocked(*EMPTY_PACKETS, 0) == (False, 1)


@pytest.mark.parametrize("native", [True, False])
def test_root_deadlocked_refuses_a_negative_budget_by_name(native):
    search = MaidsSearch(Maids(deal=9).state, lost=new_table(native))
    with pytest.raises(ValueError, match="max_nodes"):
        root_deadlocked(search, -5)


def test_ctrl_c_stops_the_c_looser_game():
    """Deal 9's looser game runs tens of seconds with the largest budget; SIGINT ends it at once."""
    def interrupt(*_):
        raise KeyboardInterrupt
    previous = signal.signal(signal.SIGALRM, interrupt)
    signal.setitimer(signal.ITIMER_REAL, 0.3)
    started = time.monotonic()
    try:
        with pytest.raises(KeyboardInterrupt):
            root_deadlocked(MaidsSearch(Maids(deal=9).state), 2**62)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert time.monotonic() - started < 10


# --- F41: a memory cap for the Spider walks -------------------------------------------------------

HARD = Spider(deal=177, redeals=0)  # unknown after 50,000,000 positions: its walks grow for ever


def test_a_capped_spider_solve_ends_unknown_and_says_why():
    result = solve(HARD, max_nodes=3_000_000, table_bytes=30_000_000, replay=False)
    assert result.verdict == "unknown" and result.capped and result.nodes < 3_000_000
    assert "memory cap" in str(result)


def test_a_c_walk_never_holds_more_than_its_cap():
    search = SpiderSearch(HARD.state, best_first=True)
    piles, a, k, stock, rnd = search.start
    from solitaire.spider.state import FITS
    walk = spider_native.new_walk(piles, a, k, stock, rnd, search.redeals, search.free_piles, False, False, True,
                                  search.row_ok[False], search.row_ok[True], FITS, -1, 0)
    cap = 20_000_000
    status = 0
    while status == 0:
        assert spider_native.memory(walk, cap) <= cap
        status, _ = spider_native.step(walk)
    assert status == 4 and spider_native.memory(walk, cap) <= cap


@pytest.mark.parametrize("best_first", [True, False])
def test_a_python_walk_stops_at_its_cap_too(best_first):
    search = SpiderSearch(HARD.state, best_first=best_first, native=False, max_bytes=2_000_000, max_nodes=100_000)
    assert search.run() == "unknown" and search.nodes < 100_000
    with pytest.raises(TableFull):
        SpiderSearch(HARD.state, best_first=best_first, native=False, max_bytes=2_000_000)._search()


def test_under_the_cap_the_plan_visits_the_same_positions():
    """Deals 1..20 (default reading): the same verdicts and node counts with a cap as without."""
    for deal in range(1, 21):
        state = Spider(deal=deal).state
        assert solve_spider(state, max_nodes=100_000, table_bytes=10**9) == solve_spider(state, max_nodes=100_000)


def test_solve_caps_the_tables_by_default(monkeypatch):
    """Without table_bytes a solve may take half the machine: on a machine of 64 MB the hard
    deal stops at 32 MB instead of growing for ever."""
    monkeypatch.setattr(budget, "machine_memory", lambda: 64_000_000)
    result = solve(HARD, replay=False)
    assert result.verdict == "unknown" and result.capped


def test_the_command_line_caps_spider_too():
    out = io.StringIO()
    status = main(["solve", "spider", "177", "--redeals", "0", "--max-nodes", "3000000", "--table-gb", "0.03"],
                  stdout=out)
    lines = out.getvalue().splitlines()
    assert status == 0 and lines[0].startswith("unknown: ")
    assert lines[1] == "table full: the search stopped at its memory cap (--table-gb)"


# --- F48: a cap larger than the machine -----------------------------------------------------------

def test_a_cap_larger_than_the_machine_is_clipped():
    memory = budget.machine_memory()
    assert table_cap(2**70) == int(budget.MOST_MEMORY_SHARE * memory)
    assert table_cap(None) == int(budget.DEFAULT_MEMORY_SHARE * memory)
    assert table_cap(4096) == 4096
    result = solve(Maids(deal=9), table_bytes=2**70, max_nodes=2000)
    assert result.verdict == "won" and result.forgotten == 0


def test_a_huge_capped_table_starts_small_and_keeps_what_an_uncapped_one_keeps():
    state = Maids(deal=329).state
    runs = []
    for table in (new_table(max_bytes=2**50), new_table()):
        search = MaidsSearch(state, lost=table, max_nodes=200_000)
        runs.append((search.run(), search.nodes, maids_native.table_size(table)))
    assert runs[0] == runs[1]


def test_out_of_memory_with_a_cap_given_does_not_advise_a_cap(monkeypatch, capsys):
    def no_memory(*args, **kwargs):
        raise MemoryError
    monkeypatch.setattr("solitaire.solver.solve", no_memory)
    assert main(["solve", "maids", "9", "--table-gb", "1"]) == 1
    line = capsys.readouterr().err.strip()
    assert line.startswith("out of memory") and "--max-nodes" in line and "--table-gb" not in line
    assert main(["solve", "spider", "9"]) == 1
    assert "--table-gb G" in capsys.readouterr().err
