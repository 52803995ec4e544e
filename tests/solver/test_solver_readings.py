"""The solver under the readings its fast searches do not know: the fall back walk over the
engine's own states (solitaire.solver.generic) against the fast searches and a plain walk.

The Maids positions are late in a deal (a few stock cards left), reached by a fixed
pseudo-random play, so that a plain exhaustive walk decides them; the Spider positions are
the small ones of test_solver_spider.py, in a round with a redeal left.
"""
from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings, strategies as st

from budget import examples, thorough

from solitaire import Maids, Spider
from solitaire.moves import DEAL, Move
from solitaire.solver import solve
from solitaire.solver.generic import search_states
from solitaire.solver.maids import (
    fallback_solve_position, fast_search_state, fast_solve_position, reading_neighbour,
)
from solitaire.solver.spider import fallback_solve_position as spider_fallback
from solitaire.solver.spider import fast_search_state as spider_fast_state
from test_solver_spider import plain_verdict, small_position


def late(deal: int, seed: int, stock_left: int, **options) -> Maids:
    """Deal ``deal`` played on (mostly plays, chosen by ``seed``) until ``stock_left`` stock cards are left."""
    game = Maids(deal=deal, **options)
    chooser = random.Random(seed)
    while len(game.state.stock) > stock_left and game.legal_moves():
        legal = list(game.legal_moves())
        plays = [move for move in legal if move.target]
        game.play(chooser.choice(plays) if plays and chooser.random() < 0.8 else legal[-1])
    return game


def at(game, state):
    """A copy of ``game`` put at ``state``, with the state's options as its settings."""
    settings = {name: getattr(state, name) for name in game.options}
    return type(game).from_position(state, None, settings)


# (deal, seed): late positions (14 stock cards left) a plain walk decides in a few thousand positions
LATE = [(5, 2), (6, 0), (6, 2), (7, 0), (12, 1), (13, 0), (14, 1), (15, 1), (20, 2)]


@pytest.mark.parametrize("deal, seed", LATE)
def test_the_walk_over_engine_states_agrees_with_the_fast_search_on_the_default_readings(deal, seed):
    state = late(deal, seed, 14).state
    walked, line, nodes = search_states(Maids, state, max_nodes=20_000)
    assert walked in ("won", "lost")
    assert fast_solve_position(state, None, None)[0] == walked
    if walked == "won":  # the walk's line is engine moves that win
        game = at(Maids(deal=deal), state)
        for move in line:
            game.play(move)
        assert game.status == "won"


@pytest.mark.parametrize("reading", [{"deal_when": "no_play"}, {"waste_playable": True},
                                     {"deal_when": "no_play", "waste_playable": True, "follow_suit": True}])
@pytest.mark.parametrize("deal, seed", [(5, 2), (6, 2), (7, 0), (12, 1), (14, 1), (15, 1)])
def test_the_fall_back_agrees_with_a_plain_walk_on_each_new_reading(reading, deal, seed):
    state = dataclasses.replace(late(deal, seed, 14).state, **reading)
    # the walks that finish here take under 2,000 positions; one that does not finish costs its
    # whole limit, which the everyday run keeps small
    plain = search_states(Maids, state, max_nodes=60_000 if thorough() else 10_000)[0]
    verdict = fallback_solve_position(state, None, None)[0]
    assert verdict in ("won", "lost")
    assert plain in (verdict, "unknown")
    result = solve(at(Maids(deal=deal), state))  # a win is replayed through the engine
    assert result.verdict == verdict


def test_waste_playable_wins_a_position_the_text_as_we_read_it_loses():
    state = late(1, 2, 6).state
    assert fast_solve_position(state, None, None)[0] == "lost"
    playable = dataclasses.replace(state, waste_playable=True)
    result = solve(at(Maids(deal=1), playable))
    assert result.won and any(move.source == "waste" for move in result.moves)


def test_deal_when_no_play_loses_a_position_that_dealing_at_any_time_wins():
    state = late(10, 1, 14).state
    assert fast_solve_position(state, None, None)[0] == "won"
    strict = dataclasses.replace(state, deal_when="no_play")
    assert solve(at(Maids(deal=10), strict)).verdict == "lost"
    assert search_states(Maids, strict, max_nodes=5000)[0] == "lost"


def test_first_jack_from_stock_wakes_one_packet_in_the_fast_search_too():
    # Deal 2 has no jack in its side columns: the only moves are deals until one comes out.
    game = Maids(deal=2, first_jack_from_stock=1)
    assert not any(card.rank == 11 for card in game.state.sides)
    assert fast_search_state(game.state) is game.state
    while not any(game.state.arc):
        assert game.legal_moves() == [DEAL]
        game.play(DEAL)
    assert game.state.opened == 1
    known = dataclasses.replace(game.state, first_jack_from_stock=2)
    from_start = solve(Maids(deal=2, first_jack_from_stock=1))
    assert from_start.verdict == fast_solve_position(known, None, None)[0]
    assert from_start.moves[:len(game.history)] == game.history


@pytest.mark.parametrize("deal, reading", [(93, {"first_jack_from_stock": 1}), (7, {"deal_when": "no_play"}),
                                           (13, {"deal_when": "no_play"})])
def test_a_reading_loses_a_deal_the_default_reading_wins(deal, reading):
    assert solve(Maids(deal=deal), max_nodes=200_000).won
    assert solve(Maids(deal=deal, **reading), max_nodes=100_000).verdict == "lost"


def test_the_default_readings_go_to_the_fast_search_and_the_others_name_their_neighbour():
    state = Maids(deal=3).state
    assert fast_search_state(state) is state
    assert reading_neighbour(dataclasses.replace(state, waste_playable=True))[1] == "won"
    assert reading_neighbour(dataclasses.replace(state, deal_when="no_play"))[1] == "lost"
    both = dataclasses.replace(state, waste_playable=True, deal_when="no_play")
    assert reading_neighbour(both) == (None, None)
    assert fast_search_state(dataclasses.replace(state, waste_playable=True, first_jack_from_stock=1)) is not None


def test_the_fall_back_keeps_to_its_budget():
    state = Maids(deal=372, deal_when="no_play_first").state
    verdict, line, nodes, _ = fallback_solve_position(state, 5000, None)
    assert verdict == "unknown" and line is None and 5000 < nodes < 5000 + 3100
    assert fallback_solve_position(state, None, 0.05)[0] == "unknown"


# --- Spider: redeal_order="from_last" ----------------------------------------------------

def spider_at(state) -> Spider:
    game = Spider(deal=1, redeals=state.redeals, row_rule=state.row_rule, redeal_order=state.redeal_order)
    return at(game, state)


@settings(max_examples=examples(25), deadline=None)
@given(st.integers(0, 10**9))
def test_the_spider_fall_back_agrees_with_the_plain_search_with_a_redeal_left(seed):
    state = dataclasses.replace(small_position(seed, last_round=False), redeal_order="from_last")
    expected = plain_verdict(state, limit=50_000)
    if expected is None:
        return
    assert spider_fast_state(state) is state  # the fast search plays from_last itself
    assert spider_fallback(state, None, None)[0] == expected
    assert solve(spider_at(state)).verdict == expected


def test_with_no_redeal_left_the_order_of_gathering_never_matters():
    state = dataclasses.replace(small_position(7, last_round=True), redeal_order="from_last")
    assert state.redeals_left == 0
    assert spider_fast_state(state) == dataclasses.replace(state, redeal_order="from_first")


def test_a_spider_deal_is_won_under_from_last_and_its_line_replays():
    result = solve(Spider(deal=1, redeal_order="from_last"), max_nodes=100_000)
    assert result.won and result.moves  # replayed through the engine, which must win
    assert isinstance(result.moves[0], Move)
    # The line redeals, so the fast search's new stock is the engine's (spider.24, from_last).
    assert any(move == Move("redeal") for move in result.moves)


def test_the_order_of_gathering_changes_the_second_round():
    first, last = (Spider(deal=1, redeal_order=order) for order in ("from_first", "from_last"))
    for game in (first, last):
        while game.state.stock:
            game.play("deal")
        game.play("redeal")
    assert first.state.stock == tuple(reversed(last.state.stock))
