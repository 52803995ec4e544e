"""The Spider walks in C (``solitaire/solver/spider/_search.c``) are the Python walks of
``search.py``, step for step: on every position and reading, each of the six walks the plan
runs gives the same verdict, the same node count, the same pauses and the same line in both.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from budget import examples, sample, thorough

from solitaire.solver import solve
from solitaire.solver.budget import BudgetSpent
from solitaire.solver.spider.plan import PLAN
from solitaire.solver.spider.restarts import RestartingSearch
from solitaire.solver.spider.search import SpiderSearch
from solitaire.spider import Spider
from solitaire.spider.state import FITS, ROW_OK

from test_solver_spider import small_position

native = pytest.importorskip("solitaire.solver.spider._search")

READINGS = [{}, {"row_rule": "always"}, {"row_rule": "never"}, {"redeals": 0}, {"redeals": 2},
            {"redeal_order": "from_last"}]
WALKS = [dict(no_redeal=no_redeal, best_first=best_first, redeal_first=later_first)
         for no_redeal, best_first, later_first, _ in PLAN] + [
    dict(best_first=False, seed=7), dict(best_first=True, seed=2**64 - 1)]
"""The plan's six walks, and walks with the moves between piles shuffled (restarts.py)."""


def drive(state, is_native: bool, max_nodes: int, **walk) -> tuple:
    """A walk driven to its end: (verdict, nodes, line, pauses)."""
    search = SpiderSearch(state, max_nodes=max_nodes, native=is_native, **walk)
    steps = search.walk()
    pauses = 0
    try:
        while True:
            next(steps)
            pauses += 1
    except StopIteration as done:
        verdict = "won" if done.value else "lost"
    except BudgetSpent:
        verdict = "unknown"
    return verdict, search.nodes, search.line if verdict == "won" else [], pauses


def assert_same_walks(state, max_nodes: int, walks=WALKS) -> list[str]:
    verdicts = []
    for walk in walks:
        python, c = drive(state, False, max_nodes, **walk), drive(state, True, max_nodes, **walk)
        assert c == python, walk
        verdicts.append(c[0])
    return verdicts


def played(deal: int, moves: int, seed: int, **options) -> Spider:
    """Deal ``deal`` after ``moves`` random legal moves (fewer if the game ends)."""
    game = Spider(deal=deal, **options)
    rng = random.Random(seed)
    for _ in range(moves):
        legal = sorted(game.legal_moves(), key=str)
        if not legal:
            break
        game.play(rng.choice(legal))
    return game


@pytest.mark.parametrize("reading", READINGS, ids=lambda options: ",".join(f"{k}={v}" for k, v in options.items())
                         or "default")
def test_the_c_walks_are_the_python_walks_from_a_deal(reading):
    """The everyday run compares three of the eight walks on deals 2 and 92 (the Python walks are
    slow; under every reading some of those walks win or lose and some run out of positions),
    the thorough run every walk on deals 1, 2 and 92."""
    verdicts = []
    for deal in (1, 2, 92) if thorough() else (2, 92):
        verdicts += assert_same_walks(Spider(deal=deal, **reading).state, 1500, sample(WALKS, 3))
    assert "unknown" in verdicts


@settings(max_examples=examples(12), deadline=None)
@given(st.integers(1, 10**6), st.integers(20, 200), st.sampled_from(READINGS))
def test_the_c_walks_are_the_python_walks_in_mid_game(deal, moves, reading):
    assert_same_walks(played(deal, moves, deal, **reading).state, 1200)


@settings(max_examples=examples(25), deadline=None)
@given(st.integers(0, 10**9), st.sampled_from(["dealing", "always", "never"]), st.booleans())
def test_the_c_walks_are_the_python_walks_on_small_positions(seed, row_rule, last_round):
    verdicts = assert_same_walks(small_position(seed, last_round=last_round, row_rule=row_rule), 3000)
    assert set(verdicts) <= {"won", "lost", "unknown"}


def test_small_positions_are_won_and_lost_alike_in_c_and_python():
    """Not vacuous: the walks compared above end both ways."""
    seen = set()
    for seed in range(40):
        seen.update(assert_same_walks(small_position(seed), 3000))
    assert {"won", "lost"} <= seen


def restarted(state, is_native: bool, max_nodes: int, unit: int) -> tuple:
    """The restarting search driven until it decides or passes ``max_nodes``: (verdict, nodes, seed, line)."""
    search = RestartingSearch(state, unit=unit, native=is_native)
    steps = search.walk()
    try:
        while search.nodes < max_nodes:
            next(steps)
    except StopIteration as done:
        return ("won" if done.value else "lost"), search.nodes, search.seed, search.line
    return "unknown", search.nodes, search.seed, []


@settings(max_examples=examples(10), deadline=None)
@given(st.integers(1, 10**6), st.integers(0, 150), st.sampled_from(READINGS))
def test_the_restarted_walks_are_the_same_in_c_and_python(deal, moves, reading):
    state = played(deal, moves, deal, **reading).state
    assert restarted(state, True, 6000, 300) == restarted(state, False, 6000, 300)


@settings(max_examples=examples(25), deadline=None)
@given(st.integers(0, 10**9), st.sampled_from(["dealing", "always", "never"]), st.integers(1, 2**64 - 1))
def test_a_shuffled_order_never_changes_a_verdict(seed, row_rule, shuffle):
    """The shuffle reorders the moves between piles, never adds or drops one: a walk that
    finishes reaches the verdict of the unshuffled walk."""
    state = small_position(seed, last_round=seed % 2 == 0, row_rule=row_rule)
    plain = drive(state, True, 20_000, best_first=False)[0]
    shuffled = drive(state, True, 20_000, best_first=False, seed=shuffle)[0]
    assert "unknown" in (plain, shuffled) or plain == shuffled


@pytest.mark.parametrize("reading", [{"row_rule": "always"}, {"redeals": 0}])
def test_a_c_win_replays_on_the_engine(reading):
    result = solve(Spider(deal=751, **reading), max_nodes=20_000)
    assert result.verdict == "won"
    game = Spider(deal=751, **reading)
    for move in result.moves:
        game.play(move)
    assert game.status == "won"


def test_a_bad_position_is_a_value_error_naming_the_field():
    state = Spider(deal=1).state
    piles = list(state.piles)
    piles[0] = (60,)
    arguments = [tuple(piles), state.tops[:4], state.tops[4:], state.stock, 1, 1, True, False, False, True,
                 ROW_OK["dealing"][0], ROW_OK["dealing"][1], FITS, 100]
    with pytest.raises(ValueError, match=r"piles\[0\]: item 0 is 60, not in 0..51"):
        native.new_walk(*arguments)
    arguments[0], arguments[4] = state.piles, 0
    with pytest.raises(ValueError, match="round: 1..9, not 0"):
        native.new_walk(*arguments)
    arguments[4], arguments[1] = 1, (1, 1, 1)
    with pytest.raises(ValueError, match="a: 3 items, not 4..4"):
        native.new_walk(*arguments)
    arguments[1], arguments[12] = state.tops[:4], FITS[:51]
    with pytest.raises(ValueError, match="fits: 51 rows, not 52"):
        native.new_walk(*arguments)
