"""Positions by name under abuse (the abuse run's category 10, failures F24-F27 of
``reviews/abuse-2026-12-02.md``): ``from_layout`` plays exactly the reading its options
name, every position it accepts can be solved and hinted, the layout a game hands out
cannot change it, and bad input gets a short LayoutError quoting at most ~60 characters."""
from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import given, settings, strategies as st

from abuse import FIXED, assert_short, snapshot
from solitaire import Maids, Spider, solve
from solitaire.layout import LayoutError
from solitaire.maids.layout import layout_of as maids_layout_of
from solitaire.solver import hint
from solitaire.spider.layout import layout_of as spider_layout_of

README_POSITION = {"L1": ["J♠"], "F1": ["J♥", "10♣"], "waste": ["2♦"]}


def combinations(game_class) -> list[dict]:
    """Every combination of a game's options (16 for Maids, 18 for Spider)."""
    names = list(game_class.options)
    return [dict(zip(names, values))
            for values in itertools.product(*(game_class.options[name].choices for name in names))]


def by_name(game, **options):
    """``game``'s current position rebuilt by name, under ``options``."""
    if isinstance(game, Maids):
        return Maids.from_layout(maids_layout_of(game), opened=game.state.opened, **options)
    return Spider.from_layout(spider_layout_of(game), round=game.state.round, **options)


def refused_layout(game_class, layout, **keywords) -> str:
    with pytest.raises(LayoutError) as caught:
        game_class.from_layout(layout, **keywords)
    return assert_short(caught.value)


# --- F24: every option goes into the position ---------------------------------------

def test_waste_playable_position_by_name_plays_the_waste():
    game = Maids.from_layout({"F1": ["J♥"], "waste": ["10♠"]}, opened=2, waste_playable=True)
    assert game.state.waste_playable is True
    assert [str(move) for move in game.legal_moves()] == ["waste→F1", "deal"]


def test_deal_only_when_nothing_fits_position_by_name_forbids_the_deal():
    game = Maids.from_layout({"F1": ["J♥"], "R1": ["10♠"]}, opened=2, deal_when="no_play")
    assert game.state.deal_when == "no_play"
    assert [str(move) for move in game.legal_moves()] == ["R1→F1"]


@pytest.mark.parametrize("first_jack, woken", [(2, 2), (1, 1)])
def test_first_jack_from_the_stock_wakes_what_the_option_says(first_jack, woken):
    # both copies of the ten spades before the J♠ in canonical order lie in the waste, so
    # the J♠ is the next card of the stock
    waste = ["A♠", "2♠", "3♠", "4♠", "5♠", "6♠", "7♠", "8♠", "9♠", "10♠"] * 2
    game = Maids.from_layout({"waste": waste}, first_jack_from_stock=first_jack)
    game.play("deal")
    assert game.cards("F1")[0].rank == 11 and game.state.opened == woken


@pytest.mark.parametrize("order", ["from_first", "from_last"])
def test_redeal_order_of_a_position_by_name_is_the_dealt_games(order):
    dealt = Spider(deal=1, redeal_order=order)
    while "deal" in dealt.legal_moves():
        dealt.play("deal")
    game = by_name(dealt, redeal_order=order)
    assert game.state == dealt.state
    dealt.play("redeal"), game.play("redeal")
    assert game.state.stock == dealt.state.stock


@pytest.mark.parametrize("game_class", [Maids, Spider])
def test_every_option_combination_reaches_the_state_and_its_save(game_class):
    """Each option's value is in the position by name, as ``initial_state`` puts it, and in its save."""
    start = {"layout": {"L1": ["J♠"], "F1": ["J♥", "10♥"], "waste": ["2♦"]}, "opened": 2} if game_class is Maids else \
        {"layout": {"A1": ["A♠", "2♠"], "T1": ["3♠"]}, "round": 2}
    for options in combinations(game_class):
        if game_class is Spider and options["redeals"] == 0:
            continue  # round 2 needs a redeal
        game = game_class.from_layout(start["layout"], **{k: v for k, v in start.items() if k != "layout"},
                                      **options)
        assert {name: getattr(game.state, name) for name in options} == options
        again = game_class.from_json(game.to_json())
        assert again.state == game.state and again == game


@settings(FIXED, max_examples=60)
@given(data=st.data())
def test_from_layout_is_the_same_game_under_every_option_combination(data):
    game_class = data.draw(st.sampled_from([Maids, Spider]))
    options = data.draw(st.sampled_from(combinations(game_class)))
    dealt = game_class(deal=data.draw(st.integers(0, 2000)), **options)
    for choice in data.draw(st.lists(st.integers(0, 50), max_size=25)):
        if dealt.legal_moves():
            dealt.play(dealt.legal_moves()[choice % len(dealt.legal_moves())])
    # the options as the position carries them: a "no_play_first" game deals as "any_time"
    # after its first deal, and a position by name starts a game (its figure comes first)
    carried = {name: getattr(dealt.state, name) for name in options}
    game = by_name(dealt, **carried)
    start = game.state
    assert start == dealt.state and dict(game.settings) == carried
    for choice in data.draw(st.lists(st.integers(0, 50), max_size=25)):
        if not game.legal_moves():
            break
        assert game.legal_moves() == dealt.legal_moves()
        move = game.legal_moves()[choice % len(game.legal_moves())]
        game.play(move), dealt.play(move)
        assert game.state == dealt.state
    loaded = game_class.from_json(game.to_json())
    assert loaded == game and loaded.state == dealt.state
    assert solve(game, max_nodes=300).verdict == solve(dealt, max_nodes=300).verdict
    while game.can_undo():
        game.undo()
    assert game.state == start
    assert game_class.from_json(game.to_json()).state == start


# --- F25: every position by name can be solved and hinted ---------------------------

def test_readme_position_by_name_solves():
    game = Maids.from_layout(README_POSITION, opened=2)
    result = solve(game, max_nodes=2000)
    assert result.verdict == "won" and result.moves[0] in game.legal_moves()


@pytest.mark.parametrize("layout, opened", [
    (README_POSITION, 2), ({}, 0), ({"waste": [f"{rank}{suit}" for suit in "♠♥♦♣" for rank in range(2, 10)]
                                     + [f"{rank}{suit}" for suit in "♠♥♦♣" for rank in range(2, 9)]}, 0),
    ({"L1": ["J♠"], "F1": ["J♥", "10♣"], "M1": ["3♥", "Q♠", "7♦", "8♣"], "waste": ["2♦"]}, 2),
])
def test_positions_with_more_than_48_cards_in_stock_and_waste_get_a_verdict(layout, opened):
    game = Maids.from_layout(layout, opened=opened)
    assert len(game.state.stock) + len(game.state.waste) > 48
    assert solve(game, max_nodes=2000).verdict in ("won", "lost", "unknown")
    assert hint(game, peek=True) in game.legal_moves()


@pytest.mark.parametrize("options", [{}, {"follow_suit": True}, {"waste_playable": True}, {"deal_when": "no_play"}])
def test_a_dealt_position_with_side_cards_sent_to_the_stock_is_decided_as_by_name(options):
    layout = maids_layout_of(Maids(deal=2, **options))
    for place in ("L1", "L2", "R3", "stock"):
        layout.pop(place, None)
    result = solve(Maids.from_layout(layout, **options), max_nodes=20_000)
    assert result.verdict in ("won", "lost")


# --- F26: what a game hands out cannot change it -------------------------------------

def test_changing_the_layout_handed_out_changes_neither_game_nor_save():
    game = Maids.from_layout({"F1": ["J♥", "10♣"]}, opened=2)
    before = snapshot(game)
    game.layout["opened"] = 99
    game.layout["layout"]["F1"].append("9♦")
    assert snapshot(game) == before
    assert Maids.from_json(game.to_json()) == game


def test_clearing_a_spider_layout_handed_out_keeps_the_save():
    game = Spider.from_layout({"A1": ["A♠", "2♠"], "T1": ["3♠"]}, round=2)
    game.layout["layout"].clear()
    assert Spider.from_json(game.to_json()).state == game.state


def test_the_layout_passed_in_stays_the_callers():
    layout = {"F1": ["J♥", "10♣"]}
    game = Maids.from_layout(layout, opened=2)
    layout["F1"].append("9♦")
    assert game.layout["layout"] == {"F1": ["J♥", "10♣"], **{k: v for k, v in game.layout["layout"].items()
                                                               if k != "F1"}}
    with pytest.raises(AttributeError, match="fixed"):
        game.layout = {}


# --- F27: bad input quoted short -----------------------------------------------------

class Unprintable:
    def __repr__(self):
        raise RuntimeError("no repr")

    __str__ = __repr__


@pytest.mark.parametrize("game_class", [Maids, Spider])
@pytest.mark.parametrize("layout, words", [
    ({"x" * 10**6: []}, "1,000,000 characters"),
    ({10**5000: []}, "5,001 digits"),
    ({Unprintable(): []}, "Unprintable"),
    ({"L2": ["9♥"] * 10**6}, "1,000,000 cards"),
    ({"L2": [10**5000]}, "5,001 digits"),
    ({"L2": ["y" * 10**6]}, "1,000,000 characters"),
    ({"L2": Unprintable()}, "Unprintable"),
    ({"L2": [Unprintable()]}, "Unprintable"),
    ({"L2": "x" * 10**6}, "1,000,000 characters"),
])
def test_huge_or_broken_layout_values_are_quoted_short(game_class, layout, words):
    assert words in refused_layout(game_class, layout)


def test_a_card_placed_too_often_counts_its_places():
    message = refused_layout(Maids, {"L2": ["9♥"], "L3": ["9♥"], "M4": ["9♥"] * 3})
    assert "placed 5 times (L2, L3, M4 ×3)" in message


@pytest.mark.parametrize("game_class, missing", [(Maids, 103), (Spider, 95)])
def test_a_given_stock_lists_a_few_missing_cards(game_class, missing):
    message = refused_layout(game_class, {"stock": ["9♥"]})
    assert f"missing {missing}:" in message and "more" in message


@pytest.mark.parametrize("value, words", [(10**5000, "5,001 digits"), ("x" * 10**6, "1,000,000 characters"),
                                          (Unprintable(), "Unprintable"), (2.0, "2.0")],
                         ids=["huge int", "huge text", "broken repr", "float"])
def test_opened_and_round_are_quoted_short(value, words):
    assert words in refused_layout(Maids, {}, opened=value)
    assert words in refused_layout(Spider, {}, round=value)


def test_a_layout_save_with_a_huge_key_is_refused_short():
    data = json.loads(Maids.from_layout({}).to_json())
    data["layout"]["layout"]["y" * 100_000] = []
    with pytest.raises(ValueError) as caught:
        Maids.from_json(json.dumps(data))
    assert "100,000 characters" in assert_short(caught.value)
