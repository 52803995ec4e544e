"""The Spider walks answer as the engine does: each of the plan's walks, in C and in the Python kept for
machines without a C compiler, gives the plain walk's verdict (``solver/generic.py``) wherever that walk
decides, never the opposite of the other's, and every win it finds replays on the engine. Node counts are
compared only within one walk, never between C and Python.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from budget import examples, sample, thorough

from solitaire.solver import replay_line, solve
from solitaire.solver.budget import BudgetSpent
from solitaire.solver.spider.plan import PLAN
from solitaire.solver.spider.restarts import RestartingSearch
from solitaire.solver.spider.search import SpiderSearch
from solitaire.spider import Spider
from solitaire.spider.state import FITS, ROW_OK

from test_solver_spider import game_at, plain_verdict, small_position

native = pytest.importorskip("solitaire.solver.spider._search")

READINGS = [{}, {"row_rule": "always"}, {"row_rule": "never"}, {"redeals": 0}, {"redeals": 2},
            {"redeal_order": "from_last"}]
WALKS = [dict(no_redeal=no_redeal, best_first=best_first, redeal_first=later_first)
         for no_redeal, best_first, later_first, _ in PLAN] + [
    dict(best_first=False, seed=7), dict(best_first=True, seed=2**64 - 1)]
"""The plan's six walks, and walks with the moves between piles shuffled (restarts.py)."""


def drive(state, is_native: bool, max_nodes: int, **walk) -> tuple:
    """A walk driven to its end: (verdict, nodes, line)."""
    search = SpiderSearch(state, max_nodes=max_nodes, native=is_native, **walk)
    steps = search.walk()
    try:
        while True:
            next(steps)
    except StopIteration as done:
        verdict = "won" if done.value else "lost"
    except BudgetSpent:
        verdict = "unknown"
    return verdict, search.nodes, search.line if verdict == "won" else []


def assert_walks_agree(state, max_nodes: int, walks=WALKS, expected=None) -> list[str]:
    """Each walk in C and in Python: a win replays on the engine, and no verdict is the opposite of
    another's or of ``expected`` (a lost walk that never redeals proves only that no such line wins)."""
    verdicts = []
    for walk in walks:
        for is_native in (True, False):
            verdict, _, line = drive(state, is_native, max_nodes, **walk)
            if verdict == "won":
                assert replay_line(game_at(state), line), walk
            if verdict != "unknown" and not (verdict == "lost" and walk.get("no_redeal")):
                verdicts.append(verdict)
    decided = set(verdicts) | ({expected} if expected else set())
    assert len(decided) <= 1, (decided, state)
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
def test_the_walks_agree_from_a_deal(reading):
    """The everyday run takes three of the eight walks on deals 2 and 92 (the Python walks are
    slow), the thorough run every walk on deals 1, 2 and 92."""
    for deal in (1, 2, 92) if thorough() else (2, 92):
        assert_walks_agree(Spider(deal=deal, **reading).state, 1500, sample(WALKS, 3))


@settings(max_examples=examples(12), deadline=None)
@given(st.integers(1, 10**6), st.integers(20, 200), st.sampled_from(READINGS))
def test_the_walks_agree_in_mid_game(deal, moves, reading):
    assert_walks_agree(played(deal, moves, deal, **reading).state, 1200)


@settings(max_examples=examples(25), deadline=None)
@given(st.integers(0, 10**9), st.sampled_from(["dealing", "always", "never"]), st.booleans())
def test_the_walks_give_the_plain_walks_verdict_on_small_positions(seed, row_rule, last_round):
    state = small_position(seed, last_round=last_round, row_rule=row_rule)
    assert_walks_agree(state, 3000, expected=plain_verdict(state, limit=20_000))


def test_small_positions_are_won_and_lost_by_the_walks():
    """Not vacuous: the walks checked above end both ways, as the plain walk does."""
    seen = set()
    for seed in range(40):
        state = small_position(seed)
        seen.update(assert_walks_agree(state, 3000, expected=plain_verdict(state, limit=20_000)))
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
def test_the_restarted_walks_agree_in_c_and_python(deal, moves, reading):
    state = played(deal, moves, deal, **reading).state
    verdicts = set()
    for is_native in (True, False):
        verdict, _, _, line = restarted(state, is_native, 6000, 300)
        if verdict == "won":
            assert replay_line(game_at(state), line)
        verdicts.add(verdict)
    assert len(verdicts - {"unknown"}) <= 1


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


@pytest.mark.parametrize("is_native", [True, False])
def test_each_walk_counts_the_same_positions_every_time(is_native):
    """Node counts are compared within one walk only: the same start, walk and seed give the same count and line."""
    state = Spider(deal=2).state
    for walk in (dict(best_first=True), dict(best_first=False, seed=7)):
        assert drive(state, is_native, 1500, **walk) == drive(state, is_native, 1500, **walk)
