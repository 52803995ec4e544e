"""Positions by name: ``Maids.from_layout`` and ``Spider.from_layout``, checked like a save."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from solitaire import Card, Maids, Spider, solve
from solitaire.layout import LayoutError
from solitaire.maids.layout import layout_of as maids_layout_of
from solitaire.spider.layout import layout_of as spider_layout_of

ISSUE_POSITION = {"L1": ["J♠"], "F1": ["J♥", "10♣"], "M1": ["3♥", "Q♠", "7♦", "8♣"], "waste": ["2♦"]}


def played(game, choices):
    """``game`` after the moves ``choices`` pick among the legal ones, one after another."""
    for choice in choices:
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[choice % len(moves)])
    return game


def refused(game_class, layout, match, **keywords):
    with pytest.raises(LayoutError, match=match):
        game_class.from_layout(layout, **keywords)


# --- Maids: a position a person can read --------------------------------------------

def test_maids_layout_puts_cards_where_named():
    game = Maids.from_layout(ISSUE_POSITION, opened=2)
    assert game.cards("L1") == (Card.parse("J♠"),)
    assert [str(card) for card in game.cards("F1")] == ["J♥", "10♣"]
    assert str(game.cards("M1")[-1]) == "8♣" and game.state.opened == 2
    assert game.cards("waste") == (Card.parse("2♦"),)
    assert [str(m) for m in game.legal_moves()] == ["L1→F2", "deal"]


def test_maids_layout_takes_cards_and_texts_and_a_string():
    by_text = Maids.from_layout({"L1": "J♠", "F1": "J♥ 10♣"}, opened=2)
    by_card = Maids.from_layout({"l1": [Card.parse("J♠")], "F1": [Card.parse("JH"), "10c"]}, opened=2)
    assert by_text.state == by_card.state


def test_maids_unnamed_cards_go_to_the_stock_in_canonical_order():
    game = Maids.from_layout({})
    assert len(game.cards("stock")) == 104
    game.play("deal")  # the first canonical card, A♠, is dealt first and fits nowhere
    assert game.cards("waste") == (Card.parse("A♠"),)


def test_maids_given_stock_must_hold_the_rest():
    refused(Maids, {"stock": ["A♠"]}, "every card must be placed; missing")


def test_maids_game_from_layout_plays_undoes_and_restarts():
    game = Maids.from_layout(ISSUE_POSITION, opened=2)
    start = game.state
    game.play("L1→F2")  # the second jack wakes M3; L1 is refilled from the waste
    assert game.state.opened == 3 and game.cards("L1") == (Card.parse("2♦"),)
    game.undo()
    assert game.state == start
    game.play("deal")
    game.restart()
    assert game.state == start and game.history == ()


def test_maids_save_of_a_layout_round_trips():
    game = Maids.from_layout(ISSUE_POSITION, opened=2, follow_suit=False)
    game.play("L1→F2")
    game.play("deal")
    data = json.loads(game.to_json())
    assert data["order"] is None and data["layout"]["opened"] == 2
    again = Maids.from_json(game.to_json())
    assert again == game and again.history == game.history
    again.restart()
    assert again.state == Maids.from_layout(ISSUE_POSITION, opened=2).state


def test_maids_save_with_an_impossible_layout_is_refused():
    data = json.loads(Maids.from_layout(ISSUE_POSITION, opened=2).to_json())
    data["layout"]["opened"] = 1
    with pytest.raises(ValueError, match="field 'layout': opened=1"):
        Maids.from_json(json.dumps(data))
    data["layout"]["opened"], data["layout"]["colour"] = 2, "red"
    with pytest.raises(ValueError, match="field 'layout'.*colour"):
        Maids.from_json(json.dumps(data))


def test_maids_save_with_a_layout_and_an_order_is_refused():
    data = json.loads(Maids.from_layout({}).to_json())
    data["order"] = [str(card) for card in Maids(deal=1).order]
    with pytest.raises(ValueError, match="no 'deal' and no 'order'"):
        Maids.from_json(json.dumps(data))


def test_maids_layout_of_a_deal_rebuilds_it_and_solves_alike():
    game = Maids(deal=9)
    again = Maids.from_layout(maids_layout_of(game), opened=0)
    assert again.state == game.state
    assert solve(again).verdict == solve(game).verdict == "won"


def test_maids_layout_draws():
    picture, metadata = Maids.from_layout(ISSUE_POSITION, opened=2)._repr_png_()
    assert picture[:4] == b"\x89PNG" and metadata["alt"].startswith("Twelve Sleeping Maids, a position by name")


@settings(max_examples=15, deadline=None)
@given(st.integers(1, 10_000), st.lists(st.integers(0, 20), max_size=60))
def test_maids_layout_of_any_reached_position_rebuilds_it(deal, choices):
    game = played(Maids(deal=deal), choices)
    again = Maids.from_layout(maids_layout_of(game), opened=game.state.opened)
    assert again.state == game.state


# --- Maids: what the rules never reach ------------------------------------------------

def test_maids_layout_names_an_unknown_place():
    refused(Maids, {"T1": ["J♠"]}, "Twelve Sleeping Maids has no place 'T1'")


def test_maids_layout_names_a_card_given_too_often():
    refused(Maids, {"L1": ["7♦"], "L2": ["7♦"], "M1": ["7♦", "2♠", "3♠", "4♠"]},
            r"the 7♦ is placed 3 times \(L1, L2, M1\), but Twelve Sleeping Maids has 2")


def test_maids_layout_names_a_bad_card_text():
    refused(Maids, {"L1": ["J*"]}, "L1: 'J\\*' is not a card")


def test_maids_side_column_holds_one_card():
    refused(Maids, {"R2": ["5♠", "6♠"]}, r"R2 holds one card at most, not 2 \(maids.9\)")


def test_maids_pack_holds_four_cards():
    refused(Maids, {"M3": ["5♠", "6♠", "7♠", "8♠", "9♠"]}, "M3 holds four cards at most, not 5")


def test_maids_foundation_starts_with_a_jack():
    refused(Maids, {"F1": ["10♠"]}, r"F1: a foundation starts with a jack, not the 10♠ \(maids.11\)")


def test_maids_foundation_builds_down_by_one():
    refused(Maids, {"F1": ["J♥", "9♣"]}, r"the 9♣ does not go on the J♥, which takes a 10 \(maids.11\)")


def test_maids_foundation_ends_with_its_queen():
    cards = "J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ A♠ K♠ Q♠ J♥"
    refused(Maids, {"F1": cards}, "the J♥ cannot follow the queen")


def test_maids_foundation_in_suit_with_follow_suit():
    assert Maids.from_layout({"F1": "J♥ 10♣"}, opened=2).cards("F1")[-1] == Card.parse("10♣")
    refused(Maids, {"F1": "J♥ 10♣"}, r"takes a 10 of ♥ \(maids.13\)", opened=2, follow_suit=True)


def test_maids_arc_fills_from_the_left():
    refused(Maids, {"F2": ["J♥"]}, r"F2 is started while F1 is empty: the arc fills from the left")


def test_maids_first_jack_wakes_two_packs():
    refused(Maids, {"F1": ["J♥"]}, r"opened=1, but the 1 jack on the arc woke 2 packets", opened=1)


def test_maids_no_pack_wakes_before_the_first_jack():
    refused(Maids, {}, "no packet wakes before the first jack", opened=1)


def test_maids_more_packs_open_than_the_arc_can_wake():
    refused(Maids, {"F1": ["J♥"]}, "wake at most 3", opened=4)


def test_maids_more_packs_open_than_exist():
    refused(Maids, {}, "opened must be how many packets are awake, 0..12, not 13", opened=13)


def test_maids_sleeping_pack_keeps_its_four_cards():
    refused(Maids, {"F1": ["J♥"], "M3": ["5♠", "6♠"]}, r"M3 still sleeps \(opened=2\), so it has all four", opened=2)


def test_maids_unknown_option_is_refused():
    with pytest.raises(ValueError, match="unknown option 'colour'"):
        Maids.from_layout({}, colour="red")


# --- Spider ---------------------------------------------------------------------------

def test_spider_layout_puts_cards_on_piles_and_bases():
    game = Spider.from_layout({"A1": ["A♠", "2♠"], "K3": ["K♣", "Q♣"], "T1": ["3♠"], "L1": ["J♣"]}, round=2)
    assert game.cards("A1")[-1] == Card.parse("2♠") and game.cards("K3")[-1] == Card.parse("Q♣")
    assert [str(m) for m in game.legal_moves()] == ["T1→A1", "deal"]  # L1 may not reach K3 while dealing (spider.10)
    assert len(game.cards("stock")) == 96 - 4


def test_spider_layout_play_phase_names_every_card():
    source = Spider(deal=3)
    for _ in range(8):
        source.play("deal")
    game = Spider.from_layout(spider_layout_of(source))
    assert game.state == source.state and game.phase == "play"
    assert game.legal_moves() == source.legal_moves()


def test_spider_save_of_a_layout_round_trips_and_solves():
    game = Spider.from_layout({"T1": ["2♥"]}, round=2, redeals=1)
    game.play("T1→A2")
    again = Spider.from_json(game.to_json())
    assert again == game and json.loads(game.to_json())["layout"]["round"] == 2
    assert solve(Spider.from_layout({"T1": ["2♥"]}, round=2), max_nodes=200_000).verdict in ("won", "lost")


@settings(max_examples=10, deadline=None)
@given(st.integers(1, 10_000), st.lists(st.integers(0, 30), max_size=40))
def test_spider_layout_of_any_reached_position_rebuilds_it(deal, choices):
    game = played(Spider(deal=deal), choices)
    again = Spider.from_layout(spider_layout_of(game), round=game.round)
    assert again.state == game.state


def test_spider_base_starts_with_its_base_card():
    refused(Spider, {"A1": ["2♠"]}, r"A1: a base starts with its base card A♠, not the 2♠ \(spider.4\)")


def test_spider_base_is_a_run_in_suit():
    refused(Spider, {"K2": ["K♥", "J♥"]}, r"K2: the J♥ does not go on the K♥, which takes the Q♥ \(spider.5\)")
    refused(Spider, {"A3": ["A♣", "2♠"]}, "which takes the 2♣")


def test_spider_card_placed_too_often():
    refused(Spider, {"A1": ["A♠"], "T1": ["A♠"], "T2": ["A♠"]}, r"the A♠ is placed 3 times \(A1, T1, T2\)")


def test_spider_first_round_stock_is_whole_groups():
    refused(Spider, {"T1": ["2♥"]}, "a stock of 95 cards in round 1")


def test_spider_pile_holds_no_more_cards_than_groups_dealt():
    one_group = {"T1": ["2♥", "3♥"], "R1": "2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠"}  # 12 cards out
    refused(Spider, one_group, "T1 holds 2 cards, but only 1 group")


def test_spider_round_within_the_redeals():
    refused(Spider, {}, r"round must be 1..2 with redeals=1 \(spider.24\), not 3", round=3)
    assert Spider.from_layout({}, round=3, redeals=2).round == 3


def test_spider_layout_names_an_unknown_place():
    refused(Spider, {"M1": ["2♥"]}, "Spider has no place 'M1'")


def test_save_of_a_layout_with_an_illegal_move_names_the_move():
    data = json.loads(Maids.from_layout(ISSUE_POSITION, opened=2).to_json())
    data["moves"] = ["deal", "M12→F1"]
    with pytest.raises(ValueError, match=r"field 'moves': move 2 \('M12→F1'\)"):
        Maids.from_json(json.dumps(data))


def test_a_game_says_whether_it_started_from_a_position_by_name_without_copying_it():
    by_name = Maids.from_layout(ISSUE_POSITION, opened=2)
    assert by_name.by_name and not Maids(deal=1).by_name and not Spider(deal=1).by_name
    assert by_name.layout is not by_name.layout          # layout hands out copies; by_name copies nothing
