"""The Spider search's pruning under the row rule all game (``row_rule="always"``, spider.9, 10):
the relaxation that knows on which piles a card could lie (``row_bound``) and the piles of
one class counted once (``steps._by_class``) must never change a verdict.

Small last-round positions are searched by a plain walk over the engine's own moves; on
whole deals the pruned search is compared with the same search without the two prunings.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from budget import examples

from solitaire.solver import solve
from solitaire.solver.spider import search as search_module
from solitaire.solver.spider.plan import solve_spider
from solitaire.solver.spider.row_bound import row_bound_hopeless
from solitaire.solver.spider.steps import Steps, hopeless_step, steps_for
from solitaire.spider import Spider
from solitaire.spider.rules import DEALING_ORDER
from solitaire.spider.state import ROW_OK, SpiderState

from test_solver_spider import codes, game_at, out_cards, plain_verdict, small_position


FEW_OUT = [(ace_top, king_top) for ace_top in range(1, 14) for king_top in range(1, 14)
           if 1 <= len(out_cards(0, ace_top, king_top)) <= 2]
"""The tops of a suit's two bases that leave one or two of its cards out."""


def spread_position(seed: int) -> SpiderState:
    """A last-round position under the row rule all game, with one or two cards of each of
    two or three suits out, spread over piles of every kind (so cards lie in other rows' piles)."""
    rng = random.Random(seed)
    tops = [13, 13, 13, 13, 1, 1, 1, 1]
    for row in rng.sample(range(4), rng.choice((2, 2, 3))):
        tops[row], tops[row + 4] = rng.choice(FEW_OUT)
    cards = [code for row in range(4) for code in out_cards(row, tops[row], tops[row + 4])]
    rng.shuffle(cards)
    in_stock = rng.randint(0, min(3, len(cards))) if rng.random() < 0.3 else 0
    piles = [[] for _ in range(12)]
    places = rng.sample(range(12), rng.randint(2, 5))
    for code in cards[in_stock:]:
        piles[rng.choice(places)].append(code)
    return SpiderState(tuple(map(tuple, piles)), tuple(tops), tuple(cards[:in_stock]), 2, 1, "always")


def refutes(state: SpiderState) -> bool:
    rule = ROW_OK[state.row_rule]
    return row_bound_hopeless(state.piles, state.tops[:4], state.tops[4:], state.stock, rule[False], rule[True])


# --- the relaxation is sound: it never calls a won position lost -------------------------

@settings(max_examples=examples(150), deadline=None)
@given(st.integers(0, 10**9), st.sampled_from(["dealing", "always", "never"]))
def test_row_bound_never_calls_a_won_position_lost(seed, row_rule):
    state = small_position(seed, row_rule=row_rule)
    if refutes(state):
        assert plain_verdict(state) in ("lost", None)


@settings(max_examples=examples(100), deadline=None)
@given(st.integers(0, 10**9))
def test_row_bound_never_calls_a_won_position_lost_with_cards_in_other_rows(seed):
    state = spread_position(seed)
    if refutes(state):
        assert plain_verdict(state, limit=20_000) in ("lost", None)


def test_row_bound_proves_a_card_in_another_rows_pile_lost():
    """2♣ lies on A♣ in L2, the row of hearts: under the row rule all game it can reach
    no base from there, and no neighbour of it (A♣ under it, 3♣ home) lies anywhere else."""
    layout = [()] * 12
    layout[DEALING_ORDER.index("L2")] = codes("A♣ 2♣")
    state = SpiderState(tuple(layout), (13, 13, 13, 13, 1, 1, 3, 1), (), 2, 1, "always")
    assert refutes(state) and plain_verdict(state) == "lost"
    home_row = [()] * 12
    home_row[DEALING_ORDER.index("L3")] = codes("A♣ 2♣")
    state = SpiderState(tuple(home_row), state.tops, (), 2, 1, "always")
    assert not refutes(state) and plain_verdict(state) == "won"


def test_row_bound_lets_a_card_walk_to_its_row_over_a_neighbour():
    """2♣ on L2 (hearts' row) steps onto 3♣ on T1, from where any base may be reached."""
    layout = [()] * 12
    layout[DEALING_ORDER.index("L2")] = codes("A♣ 2♣")
    layout[DEALING_ORDER.index("T1")] = codes("3♣")
    state = SpiderState(tuple(layout), (13, 13, 13, 13, 1, 1, 4, 1), (), 2, 1, "always")
    assert not refutes(state) and plain_verdict(state) == "won"


# --- the pruned search agrees with the plain one -----------------------------------------

@settings(max_examples=examples(30), deadline=None)
@given(st.integers(0, 10**9))
def test_solver_agrees_with_the_plain_search_with_cards_in_other_rows(seed):
    state = spread_position(seed)
    expected = plain_verdict(state, limit=20_000)
    if expected is None:
        return
    result = solve(game_at(state))
    assert result.verdict == expected
    assert expected == "lost" or replays_to_a_win(game_at(state), result.moves)


def replays_to_a_win(board, moves) -> bool:
    """True if ``moves`` played on ``board`` through the engine win it."""
    for move in moves:
        board.play(move)
    return board.status == "won"


def unpruned_steps_for(redeals, row_ok, free_piles, redeal_first, redeal_order="from_first") -> Steps:
    """The search's steps without the two prunings: the bound that ignores the row rule in
    play (the search's bound before ``row_bound``), and every position its own key."""
    steps = steps_for(redeals, row_ok, free_piles, redeal_first, redeal_order)
    return steps._replace(key_of=lambda node: node, hopeless=hopeless_step(redeals, row_ok[False]))


@pytest.mark.parametrize("deal", [761, 452])
def test_pruned_and_plain_search_agree_on_whole_deals(deal, monkeypatch):
    """Deals the search without the prunings wins in under 20,000 positions (the first
    run of ``spider_perfect_row_rule_always_1-1000.csv`` was made without them): the
    pruned search wins them too, and its line replays on the engine."""
    state = Spider(deal=deal, row_rule="always").state
    with monkeypatch.context() as patch:
        patch.setattr(search_module, "steps_for", unpruned_steps_for)
        plain, _, _ = solve_spider(state, max_nodes=20_000)
    assert plain == "won"
    result = solve(Spider(deal=deal, row_rule="always"), max_nodes=20_000)
    assert result.won and replays_to_a_win(Spider(deal=deal, row_rule="always"), result.moves)


def test_piles_of_one_class_count_once_and_others_do_not():
    """Under the row rule all game, T1 and B2 swapped are one position once the stock is
    dealt and no redeal is left; R1 and R2 swapped are not (their rows differ)."""
    key_of = steps_for(1, ROW_OK["always"], False, False).key_of
    piles = [()] * 12
    piles[0], piles[6] = codes("5♠"), codes("9♥")
    piles[2], piles[3] = codes("2♦"), codes("J♣")
    node = (tuple(piles), (1,) * 4, (13,) * 4, (), 2)
    swapped = list(piles)
    swapped[0], swapped[6] = piles[6], piles[0]
    assert key_of((tuple(swapped), (1,) * 4, (13,) * 4, (), 2)) == key_of(node)
    across = list(piles)
    across[2], across[3] = piles[3], piles[2]
    assert key_of((tuple(across), (1,) * 4, (13,) * 4, (), 2)) != key_of(node)
    assert key_of((tuple(swapped), (1,) * 4, (13,) * 4, (), 1)) != key_of(node[:4] + (1,))
