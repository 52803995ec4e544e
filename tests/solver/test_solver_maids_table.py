"""The Maids tables of positions: the C key is one-to-one, and a table with a memory cap
forgets instead of failing, in C and in Python, without changing a verdict."""
from __future__ import annotations

import io
from math import comb

import pytest
from hypothesis import given, settings, strategies as st

from budget import thorough

from solitaire.command_line.cli import main
from solitaire.maids import Maids
from solitaire.solver import replay_line, solve
from solitaire.solver.maids.search import MaidsSearch, native_search
from solitaire.solver.maids.codes import CappedTable, capped_limit, new_table, table_dropped
from solitaire.solver.stats import win_rates

TINY = 6144  # grows to 256 slots of 16 bytes (its last doubling 6,144 bytes), 224 positions: far fewer than the deals below need
# (deal, follow_suit, verdict): each needs thousands of positions without a cap
# (benchmarks/results/maids_perfect*_1-10000.csv)
WON, LOST = (12, False, "won"), (397, True, "lost")

sides = st.lists(st.integers(-1, 51), min_size=8, max_size=8)


@settings(max_examples=300, deadline=None)
@given(first=sides, second=sides)
def test_the_side_columns_rank_is_one_to_one(first, second):
    """The C key writes the side columns as the rank of their multiset (an empty column is
    52): sum C(v_i + i, i + 1) over the sorted values, below C(60, 8) < 2**32."""
    def expected(side):
        return sum(comb(v + i, i + 1) for i, v in enumerate(sorted(52 if t < 0 else t for t in side)))

    rank = native_search.side_rank(first)
    assert rank == expected(first) < comb(60, 8)
    assert (rank == native_search.side_rank(second)) == (sorted(first) == sorted(second))


def test_the_side_rank_spans_exactly_its_32_bits_range():
    assert native_search.side_rank([0] * 8) == 0
    assert native_search.side_rank([-1] * 8) == comb(60, 8) - 1 < 2**32
    with pytest.raises(ValueError, match="side"):
        native_search.side_rank([52] + [0] * 7)


def capped_search(state, native, max_bytes, guess=False, **options):
    """(verdict, line, dropped) of the C or the Python search from ``state``, its tables capped at ``max_bytes``."""
    lost = new_table(native, max_bytes)
    guessed = new_table(native, max_bytes) if guess else None
    search = MaidsSearch(state, lost=lost, guessed=guessed, **options)
    verdict = search.run()
    return verdict, search.line, table_dropped(lost) + (table_dropped(guessed) if guess else 0)


#: Positions each search walks with the tiny table: the Python search's 8,000 cost a few seconds a
#: deal, so the everyday run stops at 2,000, well past the 224 positions the table holds.
FORGETTING_NODES = 8000 if thorough() else 2000


@pytest.mark.parametrize("native", [True, False])
@pytest.mark.parametrize("deal, follow_suit, guess, expected", [(12, False, False, "won"), (5, False, True, "won"),
                                                               (397, True, False, "lost"), (391, True, True, "lost")])
def test_a_search_with_a_tiny_table_forgets_and_keeps_its_verdict(deal, follow_suit, guess, expected, native):
    """With the cap reached, a search forgets positions, and what it decides is still the verdict
    (benchmarks/results/maids_perfect*_1-10000.csv)."""
    game = Maids(deal=deal, follow_suit=follow_suit)
    verdict, line, dropped = capped_search(game.state, native, TINY, guess=guess, max_nodes=FORGETTING_NODES,
                                           order=MaidsSearch.ORDERS[0])
    assert dropped > 0, "the cap was reached"
    assert verdict in (expected, "unknown")
    if verdict == "won":
        assert replay_line(game, line)


# The in-suit lost deal's whole Python search takes about ten seconds: it is the maintainer's
# (thorough) case; the everyday run keeps its verdict through the capped C solve
# (test_a_capped_solve_keeps_the_verdict).
@pytest.mark.parametrize("native, deal, follow_suit, verdict",
                         [(True, 25, False, "won"), (False, 25, False, "won"), (True, 397, True, "lost")]
                         + [(False, 397, True, "lost")] * thorough())
def test_a_whole_search_with_a_tiny_table_decides(native, deal, follow_suit, verdict):
    """A whole search, no budget: the verdict, with the cap reached."""
    found, _, dropped = capped_search(Maids(deal=deal, follow_suit=follow_suit).state, native, TINY,
                                      order=MaidsSearch.ORDERS[0])
    assert found == verdict and dropped > 0


@pytest.mark.parametrize("deal, follow_suit, verdict", [WON, LOST])
def test_a_capped_solve_keeps_the_verdict(deal, follow_suit, verdict):
    game = Maids(deal=deal, follow_suit=follow_suit)
    free = solve(game)
    capped = solve(game, table_bytes=TINY)
    assert free.verdict == capped.verdict == verdict
    assert free.forgotten == 0 < capped.forgotten
    assert capped.nodes > free.nodes  # forgotten positions are searched again
    if verdict == "won":
        assert capped.moves  # replayed through the engine, and it wins


@pytest.mark.parametrize("native", [True, False])
def test_a_full_capped_table_holds_seven_eighths_of_its_slots(native):
    table = new_table(native, TINY)
    MaidsSearch(Maids(deal=12).state, max_nodes=5000, lost=table).run()
    size = native_search.table_size(table) if native else len(table)
    assert size == capped_limit(TINY) == 224 and table_dropped(table) > 0


@pytest.mark.parametrize("native", [True, False])
def test_a_table_without_a_cap_grows_and_forgets_nothing(native):
    """The C table starts at 4096 slots and doubles at load one half: it ends with many more
    positions than it started with, as the Python set does."""
    table = new_table(native)
    MaidsSearch(Maids(deal=329).state, lost=table).run()
    assert table_dropped(table) == 0
    assert (native_search.table_size(table) if native else len(table)) > 2048


def test_capped_table_counts_each_refused_new_position():
    table = CappedTable(2)
    for key in (1, 2, 3, 1, 4, 3):
        table.add(key)
    assert table == {1, 2} and table.dropped == 3
    assert capped_limit(1) == 0 and capped_limit(48) == 1 and capped_limit(6143) == 112


@pytest.mark.parametrize("native", [True, False])
@pytest.mark.parametrize("max_bytes, error", [(0, ValueError), (-5, ValueError), (1.5, TypeError),
                                              ("4096", TypeError), (True, TypeError)])
def test_a_bad_cap_is_refused_by_name(native, max_bytes, error):
    with pytest.raises(error, match="max_bytes"):
        new_table(native, max_bytes)


@pytest.mark.parametrize("max_bytes, error", [(0, ValueError), (-1, ValueError), (2.0, TypeError)])
def test_the_c_table_checks_its_cap_itself(max_bytes, error):
    with pytest.raises(error, match="max_bytes"):
        native_search.new_table(max_bytes)


def test_solve_and_win_rates_name_a_bad_table_size():
    with pytest.raises(ValueError, match="table_bytes"):
        solve(Maids(deal=1), table_bytes=0)
    with pytest.raises(ValueError, match="table_bytes_per_deal"):
        win_rates("maids", [1], jobs=1, progress=False, table_bytes_per_deal=-1)


def test_win_rates_pass_the_cap_to_each_deal():
    rates = win_rates("maids", [12], jobs=1, progress=False, table_bytes_per_deal=TINY, replay=False)
    assert rates.counts["won"] == 1


def run(argv):
    out = io.StringIO()
    return main(argv, stdout=out), out.getvalue()


def test_solve_says_when_the_table_was_full():
    status, text = run(["solve", "maids", "12", "--table-gb", "0.000004"])
    assert status == 0 and text.startswith("won: ")
    assert "table full: " in text.splitlines()[1]
    status, text = run(["solve", "maids", "12", "--table-gb", "1"])
    assert status == 0 and "table full" not in text
    status, text = run(["stats", "maids", "--deals", "12", "--jobs", "1", "--no-progress", "--table-gb", "0.000004"])
    assert status == 0 and "won 1" in text


@pytest.mark.parametrize("argv, message", [
    (["solve", "maids", "1", "--table-gb", "-1"], "--table-gb: give a positive number"),
    (["solve", "maids", "1", "--table-gb", "0"], "--table-gb: give a positive number"),
    (["stats", "maids", "--deals", "1", "--table-gb", "lots"], "--table-gb: give a positive number"),
])
def test_a_bad_table_size_exits_with_status_2(argv, message, capsys):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    assert message in capsys.readouterr().err
