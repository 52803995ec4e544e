"""Spider (the Serpent): one test per rule sentence, on positions built from explicit dealing orders.

Each test plays from an order made by ``arranged_order`` (chosen cards on chosen piles
after N deals) and checks what the rule allows and what it forbids, with the sentence
id of the refusal. Regenerate the golden playthrough with
``REGENERATE_GOLDEN=1 .venv/bin/python -m pytest tests/spider/test_spider_rules.py -k golden``.
"""
import os
from collections import Counter
from pathlib import Path

import pytest

from solitaire import IllegalMove, Move, Spider, rules_of
from solitaire.cards import Card, Suit, format_cards, parse_cards, two_decks
from solitaire.spider import board_text, position_key
from solitaire.spider.orders import arranged_order
from solitaire.spider.rules import (
    DEALING_ORDER, accepts_on_ace_foundation, accepts_on_king_foundation, allowed_in_play,
    allowed_while_dealing, either_direction, fits_on_pile, gather_piles, in_same_row, is_base_card,
    may_fill_empty_pile, ranks_wrap,
)

GOLDEN = Path(__file__).parents[1] / "golden" / "spider_deal1.txt"


# --- helpers -----------------------------------------------------------------------------

def dealt(piles=None, deals=8, stock=(), moves="", **options) -> Spider:
    """A game from ``arranged_order(piles, deals, stock)`` after ``deals`` deals, then ``moves``."""
    game = Spider(order=arranged_order(piles, deals, stock), **options)
    for _ in range(deals):
        game.play("deal")
    return play(game, moves)


def play(game: Spider, moves: str) -> Spider:
    """Play a script of moves separated by spaces ("deal T1→A1 deal")."""
    for move in moves.split():
        game.play(move)
    return game


def refused(game: Spider, move) -> IllegalMove:
    """The IllegalMove ``move`` gets; checks that nothing changed and that explain agrees."""
    before, history = game.state, game.history
    with pytest.raises(IllegalMove) as info:
        game.play(move)
    assert game.state is before and game.history == history
    assert str(Spider.explain(game.state, move)) == str(info.value)
    return info.value


def cards(text: str) -> tuple:
    return tuple(parse_cards(text))


def top(game: Spider, place: str) -> str:
    return str(game.cards(place)[-1])


# --- layout and deck -----------------------------------------------------------------------

def test_spider_3_two_decks_of_52_cards_less_the_base_cards():
    assert len(Spider.full_deck()) == 96
    game = Spider(deal=3)
    everything = [card for place in Spider.place_names for card in game.cards(place)]
    assert Counter(everything) == Counter(two_decks())
    with pytest.raises(ValueError, match="has 104 cards"):
        Spider(order=two_decks())
    with pytest.raises(ValueError, match="missing"):
        Spider(order=arranged_order()[:-1])


def test_spider_4_aces_left_kings_right_as_base_cards_that_never_move():
    game = Spider(deal=1)
    for row, suit in enumerate((Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS), 1):
        assert game.cards(f"A{row}") == (Card(1, suit),)
        assert game.cards(f"K{row}") == (Card(13, suit),)
    assert is_base_card("A", 1) and is_base_card("K", 13) and not is_base_card("K", 1)
    # K1 built down to 2♠ would accept an ace, but the base ace of A1 never moves.
    game = dealt({"T1": "4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠", "T2": "2♠ 3♠ Q♠"},
                 moves="T2→K1 " + "T1→K1 " * 8 + "T2→K1 T2→K1")
    assert top(game, "K1") == "2♠"
    assert refused(game, "A1→K1").rule == "spider.4"
    assert refused(game, "K2→A2").rule == "spider.4"
    assert refused(game, "A3→T1").rule == "spider.4"
    assert "base card A♠" in str(refused(game, "A1→K1"))
    # spider.4 lays the base cards out and says no more: that they stay put is the project's reading
    assert "our reading of spider.4" in str(refused(game, "A1→K1"))
    play(game, "K1→A1")  # the 2♠ on K1 is no base card: it may pass
    assert game.cards("A1") == cards("A♠ 2♠")


def test_spider_5_aces_build_up_and_kings_build_down_in_suit():
    game = dealt({"T1": "2♠", "T2": "Q♥", "B1": "3♠", "B2": "2♥"}, deals=1)
    assert "T1→A1" in game.legal_moves() and "T2→K2" in game.legal_moves()
    error = refused(game, "B1→A1")
    assert error.rule == "spider.5" and "takes 2♠, not 3♠" in str(error)
    # only the base card there: said once, not "builds up from A♠: its top is A♠" (native readers uk 44, ru 44)
    assert "A1 holds only its base card A♠ yet, so it takes 2♠, not 3♠" in str(error)
    error = refused(game, "B2→A1")
    assert error.rule == "spider.5" and "takes only cards of its own suit, not 2♥" in str(error)
    assert "A2" not in str(error) and "K2" not in str(error)
    assert refused(game, "T2→A2").rule == "spider.5"
    play(game, "T1→A1 B1→A1 T2→K2")
    assert game.cards("A1") == cards("A♠ 2♠ 3♠") and game.cards("K2") == cards("K♥ Q♥")
    # No wrap on the bases: a full ace base takes no ace, a finished king base no king.
    assert not accepts_on_ace_foundation(Suit.SPADES, 13, Card(1, Suit.SPADES))
    assert not accepts_on_king_foundation(Suit.SPADES, 1, Card(13, Suit.SPADES))


# --- dealing --------------------------------------------------------------------------------

def test_spider_6_cards_are_dealt_in_groups_of_twelve():
    game = Spider(deal=1)
    assert game.cards("stock")[-1] == game.order[0]  # the next card is listed last
    play(game, "deal")
    assert [len(game.cards(pile)) for pile in DEALING_ORDER] == [1] * 12
    assert len(game.cards("stock")) == 84 and game.cards("stock")[-1] == game.order[12]
    assert refused(game, "stock→T1").rule == "spider.6"


def test_spider_7_one_at_a_time_clockwise_from_the_top_left_corner():
    assert DEALING_ORDER == ("T1", "T2", "R1", "R2", "R3", "R4", "B2", "B1", "L4", "L3", "L2", "L1")
    assert Spider.place_names == DEALING_ORDER + ("A1", "A2", "A3", "A4", "K1", "K2", "K3", "K4", "stock")
    game = play(Spider(deal=1), "deal")
    assert [game.cards(pile)[0] for pile in DEALING_ORDER] == list(game.order[:12])
    assert format_cards(game.cards(pile)[0] for pile in ("T1", "T2", "R1", "B2", "B1", "L4", "L1")) == \
        format_cards(game.order[i] for i in (0, 1, 2, 6, 7, 8, 11))


def test_spider_8_top_and_bottom_piles_go_to_any_base_after_the_first_group():
    game = dealt({"T1": "2♥", "T2": "2♦", "B1": "Q♠", "B2": "2♣", "L1": "2♥", "R1": "Q♦"}, deals=1)
    legal = game.legal_moves()
    for move in ("T1→A2", "T2→A4", "B1→K1", "B2→A3"):
        assert move in legal
    assert "L1→A2" not in legal and "R1→K4" not in legal
    assert refused(game, "L1→A2").rule == "spider.9"


def test_spider_9_side_piles_only_to_the_bases_of_their_own_row_while_dealing():
    game = dealt({"R3": "2♣", "L3": "Q♣", "R2": "2♠", "L4": "Q♥"}, deals=1)
    assert "R3→A3" in game.legal_moves() and "L3→K3" in game.legal_moves()
    error = refused(game, "R2→A1")
    assert error.rule == "spider.9"
    assert "while dealing, R2 is in row 2 and may only go to A2 or K2" in str(error)
    assert refused(game, "L4→K2").rule == "spider.9"


def test_spider_10_never_to_rows_above_or_below():
    game = dealt({"R2": "2♠", "L2": "2♣", "R3": "Q♥"}, deals=1)
    assert refused(game, "R2→A1").rule == "spider.9"  # row above
    assert refused(game, "L2→A3").rule == "spider.9"  # row below
    assert refused(game, "R3→K2").rule == "spider.9"  # row above
    assert in_same_row("R2", "A2") and in_same_row("L4", "K4")
    assert not in_same_row("R2", "A1") and not in_same_row("L2", "K3") and not in_same_row("T1", "A1")


def test_spider_row_rule_dealing_lifts_the_restriction_once_the_stock_is_dealt():
    game = dealt({"R2": "2♠"}, deals=8)
    assert game.state.phase == "play" and "R2→A1" in game.legal_moves()


def test_spider_row_rule_always_keeps_the_restriction_in_play():
    game = dealt({"R2": "2♠", "T1": "2♠"}, deals=8, row_rule="always")
    assert game.state.phase == "play" and "T1→A1" in game.legal_moves()
    error = refused(game, "R2→A1")
    assert error.rule == "spider.9" and "R2 is in row 2 and may only go to A2 or K2" in str(error)
    assert "while dealing" not in str(error)


def test_spider_row_rule_never_lets_side_piles_reach_every_base_while_dealing():
    game = dealt({"R2": "2♠", "L4": "Q♥"}, deals=1, row_rule="never")
    assert "R2→A1" in game.legal_moves() and "L4→K2" in game.legal_moves()
    with pytest.raises(ValueError, match="row_rule"):
        Spider(deal=1, row_rule="sometimes")


def test_spider_11_each_group_goes_onto_earlier_cards_or_empty_places():
    game = dealt({"T1": "2♠"}, deals=1, stock="3♠ 9♥", moves="T1→A1")
    assert game.cards("T1") == ()
    play(game, "deal")
    assert game.cards("T1") == cards("3♠")  # onto the empty place
    assert game.cards("T2")[-1] == Card.parse("9♥") and len(game.cards("T2")) == 2  # onto the earlier card


def test_spider_12_twelve_auxiliary_columns():
    game = Spider(deal=5)
    piles = [place for place in Spider.place_names if place[0] in "TRBL"]
    assert len(piles) == 12 and set(piles) == set(DEALING_ORDER)
    with pytest.raises(ValueError, match="no place"):
        game.cards("L5")


def test_spider_13_every_card_of_a_pile_is_visible():
    game = dealt({"L2": "3♦ 10♣ 8♥"}, deals=3)
    assert game.cards("L2") == cards("3♦ 10♣ 8♥")
    assert "L2: 3♦ 10♣ 8♥" in str(game)


def test_spider_14_after_each_group_cards_may_go_to_the_bases_again():
    game = dealt({"T1": "5♥ 2♠"}, deals=2, stock="3♠")
    play(game, "T1→A1 deal T1→A1")
    assert game.cards("A1") == cards("A♠ 2♠ 3♠")
    assert allowed_while_dealing("to base") and allowed_while_dealing("base to base")
    assert allowed_while_dealing("deal") and not allowed_while_dealing("onto pile")
    assert refused(game, "T2→T1").rule == "spider.17"


def test_spider_15_all_the_cards_are_dealt_in_the_same_way():
    game = Spider(deal=2)
    for number in range(8):
        assert game.state.phase == "dealing" and "deal" in game.legal_moves()
        play(game, "deal")
    assert game.cards("stock") == () and game.state.phase == "play"
    assert "deal" not in game.legal_moves()
    assert refused(game, "deal").rule == "spider.15"


def test_spider_16_no_pile_is_longer_than_eight_after_the_first_round_of_dealing():
    for deal in range(1, 6):
        game = play(Spider(deal=deal), "deal " * 8)
        assert [len(game.cards(pile)) for pile in DEALING_ORDER] == [8] * 12


# --- play -------------------------------------------------------------------------------------

def test_spider_17_outer_cards_move_between_piles_only_once_the_stock_is_dealt():
    game = dealt({"T1": "8♠", "T2": "9♠"}, deals=7)
    error = refused(game, "T1→T2")
    assert error.rule == "spider.17" and "12 cards left" in str(error)
    game = dealt({"T1": "8♠", "T2": "9♠"}, deals=8)
    assert "T1→T2" in game.legal_moves() and "T2→T1" in game.legal_moves()
    play(game, "T1→T2")
    assert game.cards("T2")[-2:] == cards("9♠ 8♠")
    assert allowed_in_play("onto pile") and not allowed_in_play("deal")


def test_spider_18_same_suit_one_rank_lower_or_higher():
    game = dealt({"T1": "8♠", "T2": "7♠", "R1": "7♥", "R2": "10♠"})
    legal = game.legal_moves()
    assert "T2→T1" in legal and "T1→T2" in legal
    error = refused(game, "R1→T1")
    assert error.rule == "spider.18" and "7♥ may not go onto 8♠: the suits differ" in str(error)
    error = refused(game, "T1→R2")
    assert error.rule == "spider.18" and "8♠ may not go onto 10♠: ranks must differ by one" in str(error)
    assert fits_on_pile(Card.parse("7♠"), Card.parse("8♠")) and not fits_on_pile(Card.parse("7♠"), Card.parse("9♠"))


def test_spider_19_the_direction_of_a_series_may_change():
    # "six, seven, eight, seven, six" built on T1.
    game = dealt({"T1": "6♠", "T2": "7♠", "R1": "8♠", "R2": "7♠", "R3": "6♠"})
    play(game, "T2→T1 R1→T1 R2→T1 R3→T1")
    assert game.cards("T1")[-5:] == cards("6♠ 7♠ 8♠ 7♠ 6♠")
    assert either_direction(7, 6) and either_direction(7, 8) and not either_direction(7, 9)


def test_spider_20_series_wrap_round_king_and_ace():
    game = dealt({"T1": "3♥", "T2": "2♥", "R1": "A♥", "R2": "K♥", "R3": "Q♥", "B1": "Q♦"})
    play(game, "T2→T1 R1→T1 R2→T1 R3→T1")  # three, two, ace, king, queen
    assert game.cards("T1")[-5:] == cards("3♥ 2♥ A♥ K♥ Q♥")
    assert ranks_wrap(1, 13) == 1 and ranks_wrap(12, 1) == 2
    game = dealt({"T1": "A♦", "T2": "Q♦"})
    error = refused(game, "T2→T1")
    assert error.rule == "spider.18" and "ranks must differ by one" in str(error)


def test_spider_21_only_a_king_or_an_ace_goes_to_an_empty_pile():
    order = arranged_order({"T1": "2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠", "T2": "K♥", "R1": "A♦", "R2": "8♣"})
    game = play(Spider(order=order), "deal T1→A1 " * 8)  # T1's every card goes to A1
    assert game.cards("T1") == () and game.state.phase == "play"
    legal = game.legal_moves()
    assert "T2→T1" in legal and "R1→T1" in legal
    error = refused(game, "R2→T1")
    assert error.rule == "spider.21" and "only an ace or a king" in str(error)
    play(game, "T2→T1")
    assert game.cards("T1") == cards("K♥")
    assert may_fill_empty_pile(Card.parse("A♣")) and not may_fill_empty_pile(Card.parse("2♣"))


def test_spider_22_from_pile_to_pile_one_card_at_a_time():
    game = dealt({"R2": "8♠ 9♠", "B1": "7♠", "T1": "10♠"})
    error = refused(game, "R2→B1")
    assert error.rule == "spider.22"
    assert "9♠ does not fit on B1, and 8♠ may not take 9♠ along" in str(error)
    before = len(game.cards("B1"))
    play(game, "R2→T1 R2→B1")  # now the 8♠ is the top card: it moves alone
    assert game.cards("B1")[-2:] == cards("7♠ 8♠") and len(game.cards("B1")) == before + 1
    assert game.cards("T1")[-2:] == cards("10♠ 9♠")


def test_spider_21_only_a_king_or_an_ace_into_an_empty_pile_even_with_an_ace_under_the_top_card():
    order = arranged_order({"T1": "2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠", "R2": "A♣ 2♣ 3♣"})
    game = play(Spider(order=order), "deal T1→A1 " * 8)  # T1 empty; the A♣ that may go there lies under two cards
    error = refused(game, "R2→T1")
    assert error.rule == "spider.21"
    assert "only an ace or a king may go there, not 3♣" in str(error)
    assert "A♣ may not take 2♣ 3♣ along" in str(error)


def test_spider_23_a_card_may_pass_from_one_base_to_the_other():
    game = dealt({"T1": "5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ 4♠", "T2": "3♠ 2♠ Q♠"}, moves="T2→K1 T2→A1 T2→A1 T1→A1")
    assert game.cards("A1") == cards("A♠ 2♠ 3♠ 4♠") and game.cards("K1") == cards("K♠ Q♠")
    play(game, "T1→K1 " * 5)  # K1: K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠
    assert top(game, "A1") == "4♠" and top(game, "K1") == "7♠"
    error = refused(game, "A1→K1")  # 4♠ onto 7♠: no
    assert error.rule == "spider.5" and "takes 6♠, not 4♠" in str(error)
    play(game, "T1→K1 T1→K1")  # K1 down to 5♠; T1 is now empty
    legal = game.legal_moves()
    assert "A1→K1" in legal and "K1→A1" in legal
    play(game, "A1→K1")
    assert game.cards("A1") == cards("A♠ 2♠ 3♠") and top(game, "K1") == "4♠"
    assert refused(game, "A1→K2").rule == "spider.23"
    error = refused(game, "K1→T1")
    assert error.rule == "spider.23" and "nothing leaves the bases for a pile" in str(error)
    play(game, "K1→A1")  # and back: allowed, never forced
    assert top(game, "A1") == "4♠" and top(game, "K1") == "5♠"


def test_spider_23_bases_may_pass_cards_while_dealing_too():
    order = arranged_order({"T1": "Q♠ J♠ 9♠ 7♠ 5♠ 3♠", "T2": "2♠ 10♠ 8♠ 6♠ 4♠ 9♥"}, deals=6)
    game = play(Spider(order=order), "deal T1→K1 T2→A1 " + "deal T1→K1 T2→K1 " * 4 + "deal T1→K1")
    assert game.state.phase == "dealing" and top(game, "A1") == "2♠" and top(game, "K1") == "3♠"
    assert "A1→K1" in game.legal_moves() and "K1→A1" in game.legal_moves()
    play(game, "A1→K1")
    assert game.cards("A1") == cards("A♠") and top(game, "K1") == "2♠"
    assert allowed_while_dealing("base to base") and allowed_in_play("base to base")


# --- the redeal and the end -----------------------------------------------------------------

def test_spider_24_redeal_gathers_the_piles_last_onto_first_and_deals_them_again():
    game = dealt({"T1": "9♣ 5♦ 8♥ 4♣ 10♦ 6♠ 9♥ 2♠", "R4": "3♠", "L1": "3♦ 10♣ 8♠ 4♥ 6♦ 9♠ J♥ Q♥"},
                 moves="T1→A1 R4→A1 L1→K2")
    assert game.state.phase == "play" and game.state.round == 1
    piles_before = [game.cards(pile) for pile in DEALING_ORDER]
    assert "redeal" in game.legal_moves()
    play(game, "redeal")
    state = game.state
    assert state.round == 2 and state.phase == "dealing" and state.redeals_left == 0
    assert all(game.cards(pile) == () for pile in DEALING_ORDER)
    expected = [card for pile in piles_before for card in pile]  # pile 1 bottom up, …, pile 12
    assert len(expected) == 93
    assert list(reversed(game.cards("stock"))) == expected  # the next card is listed last
    stock = list(reversed(game.cards("stock")))
    assert stock[:7] == parse_cards("9♣ 5♦ 8♥ 4♣ 10♦ 6♠ 9♥")  # pile 1 (T1) bottom up; its 2♠ went to A1
    assert stock[7:15] == list(piles_before[1])  # then pile 2 (T2)
    assert stock[-7:] == parse_cards("3♦ 10♣ 8♠ 4♥ 6♦ 9♠ J♥")  # pile 12 (L1) last; its Q♥ went to K2
    # Round 2: the same phases; 93 cards make 7 groups of 12 and a last group of 9.
    # right after the redeal every pile is in the new stock: a move from a pile is refused by the redeal's sentence
    assert refused(game, "T1→T2").rule == "spider.24"
    play(game, "deal " * 7)
    assert [len(game.cards(pile)) for pile in DEALING_ORDER] == [7] * 12
    play(game, "deal")
    assert [len(game.cards(pile)) for pile in DEALING_ORDER] == [8] * 9 + [7] * 3
    assert game.cards("L1")[-1] == expected[6 * 12 + 11] and game.cards("L4")[-1] == expected[-1]
    assert game.state.phase == "play" and "redeal" not in game.legal_moves()
    assert gather_piles([(1, 2), (3,), ()]) == (1, 2, 3)


def test_spider_24_no_redeal_while_dealing():
    game = dealt(deals=3)
    error = refused(game, "redeal")
    assert error.rule == "spider.24" and "60 cards" in str(error)


def test_spider_24_round_2_keeps_the_row_rule_while_dealing():
    # The new stock starts with T1's cards bottom up, so the first group of round 2
    # puts them on T1, T2, R1, …: the 2♣ lands on R1, in row 1.
    game = dealt({"T1": "5♣ 9♦ 2♣ 8♣ 9♣ 5♦ 8♦ 9♥"})
    play(game, "redeal deal")
    assert game.cards("R1") == cards("2♣")  # the third card of the new stock
    assert refused(game, "R1→A3").rule == "spider.9"
    assert "T2→A3" not in game.legal_moves()


def test_spider_24_redeal_order_from_last_deals_pile_12_top_card_first():
    piles = {"T1": "9♣ 5♦ 8♥ 4♣ 10♦ 6♠ 9♥ 7♠", "L1": "3♦ 10♣ 8♠ 4♥ 6♦ 9♠ J♥ 5♥"}
    from_first = play(dealt(piles), "redeal")
    from_last = play(dealt(piles, redeal_order="from_last"), "redeal")
    gathered = list(reversed(from_first.cards("stock")))  # as dealt: the next card first
    assert gathered[:8] == parse_cards(piles["T1"]) and gathered[-8:] == parse_cards(piles["L1"])
    assert list(from_last.cards("stock")) == gathered  # the exact reverse: L1's top card comes first
    assert from_last.cards("stock")[-1] == Card.parse("5♥")
    play(from_last, "deal")
    assert from_last.cards("T1") == cards("5♥") and from_last.cards("T2") == cards("J♥")
    assert from_last.state.round == 2 and from_last.state.phase == "dealing"
    assert refused(from_last, "T1→stock").rule == "spider.24"
    assert [r.option for r in rules_of("spider") if r.function.__name__.startswith("gather")] == ["redeal_order"] * 2


@pytest.mark.parametrize("options", [{"redeal_order": "from_last"}, {"redeal_order": "from_last", "redeals": 2,
                                                                     "row_rule": "always"}])
def test_spider_redeal_order_saves_and_loads(options):
    game = dealt({"T1": "9♣ 5♦"}, **options)
    play(game, "redeal deal deal")
    loaded = Spider.from_json(game.to_json())
    assert loaded == game and loaded.settings == dict(Spider().settings, **options)
    assert loaded.cards("stock") == game.cards("stock")


def test_spider_redeals_option():
    assert dealt(redeals=0).legal_moves().count(Move("redeal")) == 0
    game = dealt(redeals=2)
    play(game, "redeal " + "deal " * 8 + "redeal")
    assert game.state.round == 3 and game.state.redeals_left == 0
    play(game, "deal " * 8)
    assert "redeal" not in game.legal_moves()
    assert refused(game, "redeal").rule == "spider.25"
    with pytest.raises(ValueError, match="redeals"):
        Spider(deal=1, redeals=3)


LOCKED_TOPS = {"T1": "5♠", "T2": "9♠", "R1": "5♥", "R2": "9♥", "R3": "5♣", "R4": "9♣",
               "B2": "5♦", "B1": "9♦", "L4": "7♠", "L3": "7♥", "L2": "7♣", "L1": "7♦"}


def test_spider_25_lost_when_no_redeal_is_left_and_no_move_is_legal():
    game = dealt(LOCKED_TOPS, redeals=0)
    assert game.legal_moves() == [] and game.status == "lost"
    error = refused(game, "redeal")
    assert error.rule == "spider.25" and "no redeal is left" in str(error)
    game = dealt(LOCKED_TOPS, redeals=1)
    assert [str(m) for m in game.legal_moves()] == ["redeal"] and game.status == "playing"
    play(game, "redeal " + "deal " * 8)
    assert (game.status == "lost") == (not game.legal_moves())


def winning_order() -> list:
    """Every card reaches a base: L{r}/R{r} feed their own row while dealing, T/B piles after."""
    piles = {}
    for row, suit in enumerate("♠♥♣♦", 1):
        piles[f"L{row}"] = [f"{rank}{suit}" for rank in "2 3 4 5 6 7 8 9".split()]
        piles[f"R{row}"] = [f"{rank}{suit}" for rank in "Q J 10 9 8 7 6 5".split()]
    for pile, suit in zip(("T1", "T2", "B1", "B2"), "♠♥♣♦"):
        piles[pile] = [f"{rank}{suit}" for rank in "A 2 3 4 K Q J 10".split()]
    return arranged_order(piles, deals=8)


def test_spider_won_with_all_104_cards_on_the_bases_and_then_no_move_at_all():
    game = Spider(order=winning_order())
    script = "deal " + " ".join(f"L{r}→A{r} R{r}→K{r}" for r in range(1, 5))
    play(game, (script + " ") * 8)
    for pile, row in zip(("T1", "T2", "B1", "B2"), range(1, 5)):
        play(game, f"{pile}→A{row} " * 4 + f"{pile}→K{row} " * 4)
    assert game.status == "won" and game.legal_moves() == []
    assert all(len(game.cards(base)) == 13 for base in ("A1", "A2", "A3", "A4", "K1", "K2", "K3", "K4"))
    assert refused(game, "redeal").rule == "spider.5"
    assert "won" in str(game)


# --- text forms, moves, errors, keys ------------------------------------------------------------

def test_spider_board_text_lays_out_the_body():
    game = dealt({"T1": "8♦", "L3": "10♥ 4♣", "B2": "J♦"}, deals=2)
    lines = str(game).splitlines()
    assert lines[0].startswith("Spider · round 1 of 2 (1 redeal left) · dealing · stock 72 · playing")
    assert lines[1].strip().startswith("T1:") and lines[2].strip().startswith("T2:")
    assert lines[5].lstrip().startswith("L3:") and "A3 A♣" in lines[5] and "K3 K♣" in lines[5]
    assert "L3: 10♥ 4♣" in lines[5] and lines[5].index("L3") < lines[5].index("A3") < lines[5].index("R3")
    assert lines[7].strip().startswith("B1:") and lines[8].strip() == "B2: " + format_cards(game.cards("B2"))
    assert board_text(game.state) == str(game) == str(game.state)


def test_spider_moves_parse_in_every_spelling():
    game = dealt({"T1": "2♠"}, deals=1)
    for text in ("T1→A1", "T1->A1", "t1 a1"):
        assert text in game.legal_moves()
    assert str(game.play("t1 a1")) == "T1→A1"


def test_spider_unknown_places_and_malformed_moves_are_refused_without_a_rule():
    game = dealt(deals=1)
    for move in ("M3→A1", "T1→F1", "T3→A1", "L5→A1"):
        error = refused(game, move)
        assert error.rule is None and "Spider has no place" in str(error)
    with pytest.raises(IllegalMove):
        game.play("fly away")
    assert refused(game, "T1→stock").rule == "spider.24"
    assert refused(game, "T1→T1").rule == "spider.18"


def test_spider_explain_returns_none_for_legal_moves_only():
    game = dealt({"T1": "2♠"}, deals=1)
    for move in game.legal_moves():
        assert Spider.explain(game.state, move) is None
    assert isinstance(Spider.explain(game.state, Move("T2", "A1")), IllegalMove)


def test_spider_empty_pile_has_no_card_to_move():
    """Nothing to move is refused citing the sentence that says what may move there now: to a base
    while the stock is dealt, spider.14, not spider.17's "once the whole stock is dealt"."""
    game = dealt({"T1": "2♠"}, deals=1, moves="T1→A1")
    error = refused(game, "T1→A2")
    assert error.rule == "spider.14" and "T1 is empty" in str(error)
    assert refused(game, "T1→T2").rule == "spider.17"   # between piles: only once the stock is dealt


def test_spider_legal_moves_order_is_stable():
    game = dealt({"T1": "2♠", "T2": "8♠", "R1": "7♠", "B1": "Q♠", "L1": "K♥"})
    # Spare top cards: L2 7♠, L3 L4 7♥, B2 R4 7♣, R2 R3 7♦ (see arranged_order).
    assert game.cards("L2")[-1] == Card.parse("7♠")
    assert [str(m) for m in game.legal_moves()] == [
        "T1→A1", "B1→K1", "T2→R1", "T2→L2", "R1→T2", "L2→T2", "redeal"]


def test_spider_position_key_is_cheap_and_canonical():
    game = dealt({"T1": "8♠", "T2": "8♠ 7♠"})
    key = position_key(game.state)
    play(game, "T2→T1 T1→T2")
    assert position_key(game.state) == key and hash(position_key(game.state)) == hash(key)
    play(game, "T2→T1")
    assert position_key(game.state) != key
    assert Spider.position_key(game.state) == position_key(game.state)


def test_spider_state_exposes_round_phase_and_redeals_left():
    game = Spider(deal=4, redeals=2)
    state = game.state
    assert (state.round, state.phase, state.redeals_left) == (1, "dealing", 2)
    assert (game.round, game.phase, game.redeals_left) == (1, "dealing", 2)
    with pytest.raises(Exception):
        state.round = 2
    assert hash(state) == hash(Spider(deal=4, redeals=2).state)


def test_spider_every_rule_sentence_has_a_rule_function():
    numbers = {r.number for r in rules_of("spider")}
    assert {4, 5, 6, 7, 8, 9, 10, 11, 14, 15, 17, 18, 19, 20, 21, 22, 23, 24, 25} <= numbers
    variants = [r.name for r in rules_of("spider") if r.option == "row_rule"]
    assert variants == ["row_rule_while_dealing", "row_rule_always", "row_rule_never"]
    for r in rules_of("spider"):
        assert r.summary and "lambda" not in r.source()


# --- golden playthrough ---------------------------------------------------------------------------

def playthrough(deal: int = 1, cap: int = 300) -> str:
    """Deal ``deal`` played by always taking the first legal move, as text."""
    game = Spider(deal=deal)
    parts = [f"# Spider deal {deal}: the first legal move each time, at most {cap} moves\n",
             board_text(game.state), "legal: " + " ".join(str(m) for m in game.legal_moves())]
    for number in range(1, cap + 1):
        legal = game.legal_moves()
        if not legal:
            break
        move = game.play(legal[0])
        parts += [f"\n## move {number}: {move}", board_text(game.state),
                  "legal: " + (" ".join(str(m) for m in game.legal_moves()) or "none")]
    return "\n".join(parts) + "\n"


def test_spider_golden_playthrough_of_deal_1():
    text = playthrough()
    if os.environ.get("REGENERATE_GOLDEN"):
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8")
