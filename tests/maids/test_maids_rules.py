"""Twelve Sleeping Maids, sentence by sentence (RULES.md), on positions from explicit dealing orders.

Each ``test_maids_N_...`` checks what sentence maids.N allows and what it forbids, and
the sentence id an illegal move's error carries. The golden playthrough of deal 1 is
regenerated with ``REGENERATE_GOLDEN=1 pytest tests/maids/test_maids_rules.py -k golden``.
"""
from __future__ import annotations

import dataclasses
import os
import re
from pathlib import Path

import pytest

from solitaire import Card, IllegalMove, Maids, Move, rules_of
from solitaire.cards import dealing_order, parse_cards
from solitaire.maids import face_down, position_key
from solitaire.maids.explain import explain
from solitaire.maids.orders import order_with
from solitaire.maids.rules import apply, is_won, lay_round

GOLDEN = Path(__file__).parents[1] / "golden" / "maids_deal1.txt"


def game_with(placed: dict, **options) -> Maids:
    """A game dealt from ``order_with(placed)``."""
    return Maids(order=order_with(placed), **options)


def play(game: Maids, *moves: str) -> Maids:
    for move in moves:
        game.play(move)
    return game


def refused(game: Maids, move: str) -> IllegalMove:
    """The error ``move`` gets; checks that the game is exactly as before."""
    before = (game.state, game.history, game.can_redo(), game.legal_moves())
    assert move not in game.legal_moves()
    with pytest.raises(IllegalMove) as caught:
        game.play(move)
    assert (game.state, game.history, game.can_redo(), game.legal_moves()) == before
    return caught.value


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


# --- the deal -------------------------------------------------------------------------

def test_maids_5_the_patience_uses_104_cards_of_two_decks():
    order = order_with({})
    assert len(Maids(order=order).order) == 104
    with pytest.raises(ValueError, match="103 cards"):
        Maids(order=order[:-1])
    with pytest.raises(ValueError, match="too many of Q♠"):
        Maids(order=[Card.parse("Q♠")] + order[1:])


def test_maids_7_first_round_a_card_left_twelve_face_down_a_card_right():
    order = dealing_order("maids", 5)
    game = Maids(order=order)
    assert lay_round(order[:14]) == (order[0], tuple(order[1:13]), order[13])
    assert game.cards("L1") == (order[0],) and game.cards("R1") == (order[13],)
    assert [game.cards(f"M{n}")[0] for n in range(1, 13)] == order[1:13]
    assert all(face_down(game.state, f"M{n}") for n in range(1, 13))
    assert not face_down(game.state, "L1") and not face_down(game.state, "R1")
    # The face-down cards are not playable, even a jack.
    error = refused(game_with({"M1": "J♠"}), "M1→F1")
    assert error.rule == "maids.19"


def test_maids_8_each_next_round_goes_below_and_onto_the_closed_cards():
    order = dealing_order("maids", 5)
    game = Maids(order=order)
    assert game.cards("L2") == (order[14],) and game.cards("R2") == (order[27],)
    assert [game.cards(f"M{n}")[:2] for n in range(1, 13)] == [(order[n], order[n + 14]) for n in range(1, 13)]
    # Round 2 starts new places on the sides, not a second card on L1 or R1.
    assert game.cards("L1") == (order[0],) and game.cards("R1") == (order[13],)


def test_maids_9_four_rounds_make_twelve_closed_packs_of_four_and_two_columns_of_four():
    order = dealing_order("maids", 5)
    game = Maids(order=order)
    assert [game.cards(f"{side}{row}") for side in "LR" for row in range(1, 5)] == \
        [(order[14 * (row - 1) + (0 if side == "L" else 13)],) for side in "LR" for row in range(1, 5)]
    assert game.cards("M12") == (order[12], order[26], order[40], order[54])
    assert game.cards("stock") == tuple(reversed(order[56:]))  # the next card last
    assert game.state.opened == 0 and game.cards("waste") == () and game.cards("F1") == ()
    game.play("deal")
    assert game.cards("stock") == tuple(reversed(order[57:]))
    # Only the side cards are face up: nothing else may be played.
    quiet = game_with({})
    assert quiet.legal_moves() == [Move("deal")]
    assert refused(quiet, "M12→F1").rule == "maids.19"


# --- the arc --------------------------------------------------------------------------

def test_maids_10_a_card_goes_to_the_leftmost_place_of_the_arc_that_takes_it():
    game = play(game_with({"L1": "J♠", "L2": "J♥", "L3": "10♣"}), "L1→F1")
    error = refused(game, "L2→F3")
    assert error.rule == "maids.10" and "J♥ is a jack" in str(error) and "F3 is not that place" in str(error)
    assert "F2" not in str(error)  # the refusal says the rule, never the move to play instead
    game.play("L2→F2")
    assert "L3→F1" in game.legal_moves()
    error = refused(game, "L3→F2")  # F2 takes a 10 too, but F1 is further left
    assert error.rule == "maids.10" and "10♣ fits more than one foundation" in str(error)
    assert "F1" not in str(error)
    game.play("L3→F1")
    assert game.cards("F1") == cards("J♠ 10♣") and game.cards("F2") == cards("J♥")


def test_maids_11_the_arc_builds_down_on_the_jacks_without_regard_to_suit():
    family = "J♠ 10♥ 9♣ 8♦ 7♠ 6♥ 5♣ 4♦ 3♠ 2♥ A♣ K♦ Q♠"
    game = game_with({"stock": family, "L1": "8♠"})
    play(game, "deal", "deal")
    assert game.cards("F1") == cards("J♠ 10♥")
    error = refused(game, "L1→F1")
    assert error.rule == "maids.11" and "F1 needs a 9 (any suit) next, not 8♠" in str(error)
    error = refused(game, "L1→F2")
    assert error.rule == "maids.11" and "only a jack starts a new foundation" in str(error)
    play(game, *["deal"] * 11)  # the rest of the family: A takes K, K takes Q
    assert game.cards("F1") == cards(family)
    error = refused(game, "L1→F1")
    assert error.rule == "maids.11" and "F1 is complete" in str(error)


def test_maids_13_follow_suit_builds_the_arc_in_the_jacks_suit():
    placed = {"stock": "J♠ 10♥ 10♠", "L1": "9♥", "L2": "9♠"}
    in_suit = play(game_with(placed, follow_suit=True), "deal", "deal", "deal")
    assert in_suit.cards("F1") == cards("J♠ 10♠") and in_suit.cards("waste") == cards("10♥")
    assert "L2→F1" in in_suit.legal_moves()
    error = refused(in_suit, "L1→F1")
    assert error.rule == "maids.13" and "F1 needs a 9♠ (in suit) next, not 9♥" in str(error)
    any_suit = play(game_with(placed), "deal", "deal", "deal")
    assert any_suit.cards("F1") == cards("J♠ 10♥") and any_suit.cards("waste") == cards("10♠")
    assert [r.option for r in rules_of("maids") if r.sentence_id == "maids.13"] == ["follow_suit"]


# --- waking the maids -----------------------------------------------------------------

def test_maids_14_the_first_jack_wakes_two_packs_each_later_jack_one():
    game = play(game_with({"L1": "J♠", "L2": "J♥", "M1": "9♦ 8♦ 7♦ 6♦"}), "L1→F1")
    assert game.state.opened == 2 and not face_down(game.state, "M2") and face_down(game.state, "M3")
    assert game.cards("M1") == cards("6♦ 7♦ 8♦ 9♦")  # turned over whole: the round-1 card on top
    assert refused(game, "M3→F1").rule == "maids.19"
    game.play("L2→F2")
    assert game.state.opened == 3  # one, not two
    assert refused(game, "M4→F1").rule == "maids.19"


def test_maids_15_jacks_from_the_stock_or_a_pack_wake_one_pack_each():
    game = play(game_with({"L1": "J♠", "stock": "2♣ J♥ 5♦", "M1": "J♦"}), "L1→F1")
    assert game.state.opened == 2
    game.play("deal")  # J♥ from the stock
    assert game.cards("F2") == cards("J♥") and game.state.opened == 3
    game.play("deal")  # 5♦ fits nowhere: it wakes nothing
    assert game.cards("waste") == cards("5♦") and game.state.opened == 3
    game.play("M1→F3")  # a jack from a pack (not the last opened one)
    assert game.state.opened == 4
    assert refused(game, "M5→F1").rule == "maids.19"


def test_maids_20_the_last_opened_packs_top_card_wakes_the_next_pack():
    game = play(game_with({"L1": "J♠", "M1": "10♣", "M2": "9♦ 3♥"}), "L1→F1", "M1→F1")
    assert refused(game, "M3→F1").rule == "maids.19"
    game.play("M2→F1")
    assert game.state.opened == 3 and not face_down(game.state, "M3")
    # A later jack from the last opened pack wakes one pack as a jack and one for its place.
    game = play(game_with({"L1": "J♠", "M2": "J♥"}), "L1→F1", "M2→F2")
    assert game.state.opened == 4


def test_maids_21_cards_from_other_open_packs_give_no_right_to_wake():
    game = play(game_with({"L1": "J♠", "M1": "10♣", "M2": "9♦"}), "L1→F1", "M1→F1")
    assert game.cards("F1") == cards("J♠ 10♣") and game.state.opened == 2
    error = refused(game, "M3→F1")
    assert error.rule == "maids.19" and "M3 is still asleep" in str(error)


def test_maids_15_first_jack_from_stock_1_the_first_jack_out_of_the_stock_wakes_one_packet():
    no_side_jack = {"stock": "J♠ 2♣ J♥", "M1": "10♣"}
    read_as_maids_14 = play(game_with(no_side_jack), "deal")
    assert read_as_maids_14.cards("F1") == cards("J♠") and read_as_maids_14.state.opened == 2
    strictly = play(game_with(no_side_jack, first_jack_from_stock=1), "deal")
    assert strictly.cards("F1") == cards("J♠") and strictly.state.opened == 1
    assert refused(strictly, "M2→F1").rule == "maids.19"
    play(strictly, "M1→F1")  # M1 is the last opened packet: its card wakes M2 (maids.20), as before
    assert strictly.state.opened == 2
    play(strictly, "deal", "deal")  # 2♣ to the waste, then a later jack: one packet either way
    assert strictly.state.opened == 3
    # The first jack from a side column still wakes two (maids.14) under both readings.
    assert play(game_with({"L1": "J♠"}, first_jack_from_stock=1), "L1→F1").state.opened == 2
    assert [r.option for r in rules_of("maids") if r.sentence_id == "maids.15"] == ["first_jack_from_stock"] * 2


# --- the side columns, the stock and the waste ----------------------------------------

def test_maids_16_freed_side_places_refill_from_the_waste_else_from_the_stock():
    game = play(game_with({"L1": "J♠", "L2": "10♣", "L3": "9♦", "stock": "3♥ 4♥"}), "deal", "L1→F1")
    assert game.cards("L1") == cards("3♥") and game.cards("waste") == () and len(game.cards("stock")) == 47
    game.play("L2→F1")  # the waste is empty now: the stock refills
    assert game.cards("L2") == cards("4♥") and len(game.cards("stock")) == 46
    nothing_left = dataclasses.replace(game.state, stock=(), waste=())
    after = apply(nothing_left, Move("L3", "F1"))
    assert Maids.cards_at(after, "L3") == ()
    error = explain(after, Move("L3", "F1"))
    assert error.rule == "maids.16" and "L3 is empty" in str(error)


def test_maids_17_the_stock_is_dealt_one_card_at_a_time_whenever_the_player_likes():
    game = game_with({"L1": "J♠"})
    assert game.legal_moves() == [Move("L1", "F1"), Move("deal")]  # plays are never compulsory
    game.play("deal")
    assert len(game.cards("stock")) == 47 and len(game.cards("waste")) == 1
    assert refused(game, "stock→F1").rule == "maids.17"


def test_maids_17_deal_when_no_play_deals_only_once_no_playable_card_fits():
    game = game_with({"L1": "J♠", "L2": "10♦"}, deal_when="no_play")
    assert game.legal_moves() == [Move("L1", "F1")]
    error = refused(game, "deal")
    assert error.rule == "maids.17" and "a playable card still fits the arc" in str(error)
    assert "L1" not in str(error.reason)
    assert "(the strict reading of maids.17: the stock is dealt one card at a time only once" in str(error)
    play(game, "L1→F1")
    assert game.legal_moves() == [Move("L2", "F1")]  # L1 was refilled; the 10♦ fits now
    play(game, "L2→F1")
    assert Move("deal") in game.legal_moves()
    # Which of several fitting cards goes first stays the player's choice.
    two = game_with({"L1": "J♠", "R1": "J♥"}, deal_when="no_play")
    assert two.legal_moves() == [Move("L1", "F1"), Move("R1", "F1")]
    # With nothing left to deal or play, the game is lost as before.
    stuck = game_with(SLEEPING_JACKS, deal_when="no_play")
    play(stuck, *["deal"] * 48)
    assert stuck.status == "lost" and refused(stuck, "deal").rule == "maids.24"
    assert [r.option for r in rules_of("maids") if r.sentence_id == "maids.17"] == ["deal_when"] * 3


def test_maids_18_a_dealt_card_that_fits_goes_to_the_arc_else_to_the_waste():
    game = play(game_with({"stock": "J♣ 5♦ 10♦"}), "deal", "deal", "deal")
    assert game.cards("F1") == cards("J♣ 10♦") and game.cards("waste") == cards("5♦")
    assert refused(game, "L1→waste").rule == "maids.18"


def test_maids_19_only_column_cards_and_open_pack_tops_are_playable():
    game = play(game_with({"stock": "J♣ 9♥", "M1": "10♦ 9♣", "L1": "10♠"}), "deal", "deal")
    assert game.cards("waste") == cards("9♥")
    assert game.legal_moves()[:2] == [Move("L1", "F1"), Move("M1", "F1")]
    game.play("M1→F1")
    assert "M1→F1" in game.legal_moves()  # the next card of an open pack comes up
    error = refused(game, "waste→F1")  # 9♥ fits F1, but the waste top is not playable
    assert error.rule == "maids.19" and "waste top is not playable" in str(error)
    error = refused(game, "M3→F1")
    assert str(error).startswith("M3→F1 is not allowed: M3 is still asleep (maids.19: ")
    assert refused(game, "F1→F2").rule == "maids.19"


def test_maids_19_waste_playable_the_waste_top_may_go_to_the_arc():
    placed = {"stock": "J♣ 9♥ 10♦ 5♠", "R4": "4♣"}
    listed_only = play(game_with(placed), "deal", "deal", "deal")
    assert listed_only.cards("F1") == cards("J♣ 10♦") and listed_only.cards("waste") == cards("9♥")
    error = refused(listed_only, "waste→F1")
    assert error.rule == "maids.19" and "we read maids.19's list of playable cards as complete" in str(error)
    game = play(game_with(placed, waste_playable=True), "deal", "deal", "deal")
    assert game.legal_moves() == [Move("waste", "F1"), Move("deal")]
    sides, opened, stock = game.state.sides, game.state.opened, game.cards("stock")
    play(game, "waste→F1")  # it refills nothing and wakes nothing
    assert game.cards("F1") == cards("J♣ 10♦ 9♥") and game.cards("waste") == ()
    assert (game.state.sides, game.state.opened, game.cards("stock")) == (sides, opened, stock)
    error = refused(game, "waste→F1")
    assert error.rule == "maids.19" and "the waste pile is empty" in str(error)
    play(game, "deal")  # 5♠ fits nowhere: to the waste, and it does not fit F1 either
    error = refused(game, "waste→F1")
    assert error.rule == "maids.11" and "F1 needs an 8 (any suit) next, not 5♠" in str(error)
    assert [r.option for r in rules_of("maids") if r.sentence_id == "maids.19"] == ["waste_playable"] * 2


def test_maids_22_no_moves_between_the_side_columns_and_the_packs():
    game = play(game_with({"L1": "J♠"}), "L1→F1")
    for move in ("L2→M1", "M1→L2"):
        error = refused(game, move)
        assert error.rule == "maids.22" and "between the side columns and the packets" in str(error)
    for move in ("L2→L3", "M1→M2", "R1→stock"):
        error = refused(game, move)
        assert error.rule == "maids.22" and "cards go only to the arc" in str(error)


def test_maids_23_an_emptied_pack_is_not_renewed():
    game = play(game_with({"L1": "J♠", "M1": "10♣ 9♣ 8♣ 7♣"}), "L1→F1", *["M1→F1"] * 4)
    assert game.cards("M1") == () and game.state.opened == 2
    assert game.cards("L1") != ()  # a side column is refilled, a pack is not
    game.play("deal")
    assert game.cards("M1") == ()
    error = refused(game, "M1→F1")
    assert error.rule == "maids.23" and "M1 is used up" in str(error)


# --- the end --------------------------------------------------------------------------

SLEEPING_JACKS = {"M11": "J♠ J♥ J♦ J♣", "M12": "J♠ J♥ J♦ J♣"}


def test_maids_4_there_is_no_redeal():
    game = game_with(SLEEPING_JACKS)
    assert refused(game, "redeal").rule == "maids.4"
    play(game, *["deal"] * 48)
    assert game.status == "lost"
    error = refused(game, "redeal")
    assert error.rule == "maids.4" and "one round (maids.24)" in str(error)


def test_maids_24_one_round_lost_when_the_stock_is_used_up_and_nothing_fits():
    game = game_with(SLEEPING_JACKS)
    play(game, *["deal"] * 47)
    assert game.status == "playing" and game.legal_moves() == [Move("deal")]
    game.play("deal")
    assert game.status == "lost" and game.legal_moves() == []
    error = refused(game, "deal")
    assert error.rule == "maids.24" and "the stock is used up" in str(error)


# A winning line of deal 1 (found by a search), to check the end of a won game.
DEAL_1_WIN = (
    "R1-F1 R1-F2 M2-F3 M2-F1 deal L3-F1 M1-F1 L1-F1 L1-F1 deal deal deal deal deal deal deal L1-F2 M2-F2 "
    "M2-F4 M5-F2 M5-F1 L4-F1 L3-F1 L1-F1 L3-F2 R3-F1 R3-F2 R3-F2 L1-F2 L1-F1 L4-F2 L2-F2 M4-F2 L2-F2 deal "
    "deal deal deal deal deal R3-F3 M3-F3 L3-F3 M6-F3 M6-F5 deal deal deal L1-F3 M4-F3 R1-F3 R2-F3 R3-F3 "
    "L2-F3 deal deal deal R3-F4 M7-F4 R1-F4 L1-F4 R1-F4 L4-F4 M5-F4 L1-F4 R3-F4 R1-F4 L3-F4 deal deal "
    "M7-F5 R3-F5 M7-F5 M6-F5 M5-F5 R2-F5 L1-F5 L1-F6 L1-F6 L1-F7 L2-F5 M9-F6 R3-F6 R3-F6 M8-F6 M8-F8 "
    "M8-F5 M9-F5 L4-F5 M10-F6 M3-F6 L3-F6 R4-F6 M9-F6 M11-F7 M3-F7 M3-F8 M9-F7 M12-F6 M1-F6 M1-F8 M12-F7 "
    "M12-F7 M10-F7 L2-F7 M11-F7 M6-F7 M10-F7 R2-F7 M4-F7 M12-F8 M10-F8 M11-F8 M4-F8 M11-F8 M7-F8 M8-F8 "
    "L1-F8 M1-F8 R1-F8")


def test_maids_24_won_when_all_104_cards_are_in_the_arc():
    game = play(Maids(deal=1), *DEAL_1_WIN.split())
    assert game.status == "won" and is_won(game.state) and game.legal_moves() == []
    assert sum(len(game.cards(f"F{n}")) for n in range(1, 9)) == 104
    assert {game.cards(f"F{n}")[-1].rank for n in range(1, 9)} == {12}
    assert refused(game, "deal").rule == "maids.24"


def test_every_maids_rule_has_a_test_named_for_its_sentence():
    tested = {int(m) for m in re.findall(r"^def test_maids_(\d+)_", Path(__file__).read_text(), re.M)}
    assert {r.number for r in rules_of("maids")} <= tested


# --- the readings as options ---------------------------------------------------------

READINGS = [{"follow_suit": True}, {"first_jack_from_stock": 1}, {"deal_when": "no_play"},
            {"waste_playable": True},
            {"follow_suit": True, "first_jack_from_stock": 1, "deal_when": "no_play", "waste_playable": True}]


@pytest.mark.parametrize("options", READINGS)
def test_every_reading_saves_and_loads_with_its_moves(options):
    game = Maids(deal=7, **options)
    while len(game.history) < 40 and game.legal_moves():
        game.play(game.legal_moves()[-1 if len(game.history) % 3 else 0])
    loaded = Maids.from_json(game.to_json())
    assert loaded == game and loaded.settings == {**Maids(deal=7).settings, **options}
    assert loaded.state == game.state and loaded.legal_moves() == game.legal_moves()


def test_the_readings_combine():
    placed = {"L1": "J♠", "stock": "2♣ J♥ 9♠ 10♠", "M1": "10♥"}
    game = game_with(placed, follow_suit=True, first_jack_from_stock=1, deal_when="no_play",
                     waste_playable=True)
    assert game.legal_moves() == [Move("L1", "F1")]  # no deal while a card fits
    play(game, "L1→F1")  # the first jack, from a side column: two packets
    assert game.state.opened == 2 and game.cards("L1") == cards("2♣")
    play(game, "deal")  # J♥ out of the stock: a later jack, one packet
    assert game.cards("F2") == cards("J♥") and game.state.opened == 3
    assert game.legal_moves() == [Move("M1", "F2")]  # in suit; the deal waits for it
    play(game, "M1→F2", "deal", "deal")  # 9♠ fits no foundation yet: the waste; then 10♠ to F1
    assert game.cards("waste") == cards("9♠") and game.cards("F1") == cards("J♠ 10♠")
    assert game.legal_moves() == [Move("waste", "F1")]
    assert refused(game, "waste→F2").rule == "maids.13"
    play(game, "waste→F1")
    assert game.cards("F1") == cards("J♠ 10♠ 9♠") and Move("deal") in game.legal_moves()


def test_a_bad_reading_value_is_refused_naming_the_option():
    with pytest.raises(ValueError, match=r"option first_jack_from_stock=3 is not allowed: use one of 2, 1"):
        Maids(deal=1, first_jack_from_stock=3)
    with pytest.raises(ValueError, match=r"option deal_when='never'"):
        Maids(deal=1, deal_when="never")
    with pytest.raises(ValueError, match=r"option waste_playable=1 is not allowed"):
        Maids(deal=1, waste_playable=1)


# --- bad moves ------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["", "L2", "L2→", "→F1", "L2 F1 F2", "shuffle", "L2→F1→F2", "LL→F1", 5,
                                  None])
def test_a_malformed_move_text_is_refused_naming_no_rule(text):
    error = refused(Maids(deal=3), text)
    assert error.rule is None and isinstance(error, ValueError)


@pytest.mark.parametrize("move", ["X1→F1", "L5→F1", "L1→F9", "M13→F1", "M0→F1", "F1→W1"])
def test_an_unknown_place_is_refused_listing_the_places(move):
    error = refused(Maids(deal=3), move)
    assert error.rule is None and "Its places are L1–L4, R1–R4, M1–M12, F1–F8, waste and stock." in str(error)


def test_an_unknown_keyword_move_and_a_legal_move_are_explained_as_such():
    game = Maids(deal=3)
    assert explain(game.state, Move("shuffle")).rule is None
    with pytest.raises(ValueError, match="is legal"):
        explain(game.state, Move("deal"))


def test_moves_from_the_waste_an_empty_waste_and_the_stock_say_which_rule():
    game = game_with({})
    assert refused(game, "waste→F1").rule == "maids.19"
    assert refused(game, "stock→F1").rule == "maids.17"
    assert refused(game, "stock→waste").rule == "maids.17"


def test_position_key_ignores_suits_and_foundation_numbers_unless_suits_matter():
    game = play(game_with({"L1": "J♠", "L2": "J♥", "L3": "10♣"}), "L1→F1", "L2→F2", "L3→F1")
    state = game.state
    swapped = dataclasses.replace(state, arc=(state.arc[1], state.arc[0]) + state.arc[2:])
    assert position_key(swapped) == position_key(state) != position_key(apply(state, Move("deal")))
    first = state.sides[0]
    other_suit = Card(first.rank, (first.suit + 1) % 4)
    resuited = dataclasses.replace(state, sides=(other_suit,) + state.sides[1:])
    assert position_key(resuited) == position_key(state)
    suited = dataclasses.replace(state, follow_suit=True)
    assert position_key(dataclasses.replace(resuited, follow_suit=True)) != position_key(suited)
    assert hash(position_key(state)) == hash(position_key(dataclasses.replace(state)))


def test_board_text_shows_closed_open_and_empty_places():
    game = game_with({"L1": "J♠", "M1": "10♣ 9♣ 8♣ 7♣", "stock": "2♥ 5♦"})
    play(game, "L1→F1", *["M1→F1"] * 3, "deal")
    text = str(game)
    assert "F1 8♣ " in text and "L1 2♥ " in text and "M1  7♣×1" in text and "M2  " in text
    assert "M3  [##]×4" in text and "waste 1 (top 5♦)" in text and text.endswith("playing")
    game.play("M1→F1")
    assert "M1  --" in str(game)


# --- the golden playthrough -----------------------------------------------------------

def golden_playthrough() -> str:
    """Deal 1, always the first legal move until the game ends: the board and legal moves after each move."""
    game = Maids(deal=1)
    parts = ["Twelve Sleeping Maids, deal 1: always the first legal move", "", "== start"]
    while True:
        parts += [str(game), f"legal: {', '.join(map(str, game.legal_moves())) or 'none'}", ""]
        if not game.legal_moves():
            return "\n".join(parts)
        move = game.play(game.legal_moves()[0])
        parts.append(f"== {len(game.history)}. {move}")


def test_golden_playthrough_of_deal_1():
    text = golden_playthrough()
    if os.environ.get("REGENERATE_GOLDEN"):
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(text, encoding="utf-8")
    assert GOLDEN.read_text(encoding="utf-8") == text


def test_a_refusal_by_a_reading_says_it_is_our_reading_not_the_text():
    """Review (lessons #14): a message never credits the text with the project's choice."""
    game = Maids(deal=1)
    assert Move("R1", "F1") in game.legal_moves()
    with pytest.raises(IllegalMove) as refused:
        game.play("R1→F2")  # a jack goes to the leftmost free place: our reading of maids.10
    assert "(our reading of maids.10: the arc's eight places fill from the left" in str(refused.value)
    with pytest.raises(IllegalMove) as refused:
        game.play("waste→F1")
    assert "(maids.19: The playable cards are all" in str(refused.value)  # the text's own words


def test_a_move_onto_its_own_place_is_refused_as_spider_refuses_it():
    # native reader uk 44: L3→L3 got the side-column reason, where Spider says "the same place"
    error = refused(Maids(deal=3), "L3→L3")
    assert error.citation == "" and str(error) == "L3→L3 is not allowed: a card cannot move from L3 onto L3 itself"
