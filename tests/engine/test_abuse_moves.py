"""Bad moves, cards, options and orders (the abuse run's categories 1, 3 and 4): each gets a
short ValueError (IllegalMove for a move) and leaves the game exactly as it was."""
from __future__ import annotations

import string

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from abuse import FIXED, assert_short, snapshot
from solitaire import Card, IllegalMove, Maids, Move, Spider, Suit, solve
from solitaire.cards import parse_cards, quoted
from solitaire.moves import MAX_MOVE_TEXT

GAMES = (Maids, Spider)


def positions():
    """A few positions of each game: fresh, dealt, mid-game, and a won Spider."""
    found = []
    for cls in GAMES:
        game = cls(deal=3)
        found.append(game.copy())
        for _ in range(4):
            game.play(game.legal_moves()[-1])
        found.append(game.copy())
        while game.legal_moves() and len(game.history) < 60:
            game.play(game.legal_moves()[0])
        found.append(game.copy())
    won = Spider(deal=1)
    for move in solve(won).moves:
        won.play(move)
    assert won.status == "won"
    return found + [won]


POSITIONS = positions()
PLACE_WORDS = ["L2", "F1", "M12", "T1", "A1", "K4", "stock", "waste", "deal", "redeal", "l2", "X9", "F99"]
SEPARATORS = ["→", "->", "-", ">", ",", " ", "  ", "", "→→", "=>"]


def refused_move(game, move) -> IllegalMove:
    """Play ``move``; it must raise IllegalMove with a short message and change nothing."""
    before = snapshot(game)
    with pytest.raises(IllegalMove) as caught:
        game.play(move)
    assert_short(caught.value)
    assert snapshot(game) == before
    return caught.value


# --- move texts (category 1) ----------------------------------------------------------

MOVE_TEXTS = st.one_of(
    st.text(max_size=30),
    st.text(alphabet=string.ascii_letters + string.digits + "→->, ", max_size=12),
    st.builds(lambda a, sep, b: a + sep + b, st.sampled_from(PLACE_WORDS), st.sampled_from(SEPARATORS),
              st.sampled_from(PLACE_WORDS)),
    st.builds(lambda char, size: char * size, st.characters(), st.sampled_from([MAX_MOVE_TEXT, 61, 10**4, 10**6])),
)


@settings(FIXED, max_examples=150)
@given(st.sampled_from(POSITIONS), MOVE_TEXTS)
def test_a_move_text_is_played_or_refused_with_a_short_illegal_move(game, text):
    game = game.copy()
    if text in game.legal_moves():
        game.play(text)
        assert game.history[-1] == Move.parse(text)
    else:
        refused_move(game, text)


@pytest.mark.parametrize("text", ["x" * 10**6, "L" + "1" * 10**6 + "→A1", "deal" * 250_000, " " * 10**6 + "deal"])
def test_a_megabyte_move_text_gets_a_message_of_a_line_quoting_60_characters(text):
    for game in (Maids(deal=1), Spider(deal=1)):
        message = str(refused_move(game, text))
        assert "characters)" in message and len(message) < 200


def test_digits_that_are_not_ascii_are_not_place_numbers():
    refused_move(Maids(deal=1), "R\u0661→F\u0661")  # R١→F١, Arabic-Indic digits


# --- Move objects -------------------------------------------------------------------

ODD_PLACES = [None, 0, 1.5, ["T1"], ("T1",), {"T1"}, {"a": 1}, b"T1", Move("T1", "A1"), "x" * 10**5,
              np.array(["T1"]), object()]


@pytest.mark.parametrize("place", ODD_PLACES, ids=lambda p: type(p).__name__)
def test_a_move_with_a_place_that_is_not_a_short_text_is_refused_as_it_is_made(place):
    for args in ((place,), (place, "A1"), ("T1", place)):
        with pytest.raises(IllegalMove) as caught:
            Move(*args)
        assert "is a place name such as 'L2'" in assert_short(caught.value)


def test_a_move_subclass_plays_as_the_move_it_holds():
    class MyMove(Move):
        pass

    for game in (Maids(deal=1), Spider(deal=1)):
        assert game.play(MyMove("deal")) == Move("deal") and type(game.history[-1]) is Move
    refused_move(Spider(deal=1), MyMove("T1", "T2"))


@pytest.mark.parametrize("game", POSITIONS, ids=lambda g: f"{g.game_name}-{len(g.history)}-{g.status}")
def test_values_that_are_not_moves_are_refused_in_every_position(game):
    game = game.copy()
    for value in (None, 0, 3.5, ["T1", "A1"], {"T1": "A1"}, b"deal", np.array([1, 2]), Maids):
        assert "a move is a Move or a text" in str(refused_move(game, value))


# --- card texts (category 4) ----------------------------------------------------------

LOOK_ALIKES = ["Aſ", "qſ", "kſ", "tſ", "7ſ", "\u212aS", "\u212ad", "\u212a♠", "A\u0405", "１0♥", "A♠\u200b",
               "Ꭺ♠", "Ａ♠"]


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_unicode_look_alikes_are_not_cards(text):
    with pytest.raises(ValueError) as caught:
        Card.parse(text)
    assert "as a card" in assert_short(caught.value)


@pytest.mark.parametrize("text", ["ſ", "\u212a", "Ｓ", "♤", "s♠", "", None, 1, 0.0, ["S"]])
def test_look_alikes_and_non_texts_are_not_suits(text):
    with pytest.raises(ValueError) as caught:
        Suit.parse(text)
    assert "a suit is written as" in assert_short(caught.value)


@pytest.mark.parametrize("value", [None, 5, ["A♠"], b"A\xe2\x99\xa0"])
def test_parse_cards_wants_a_text(value):
    with pytest.raises(ValueError) as caught:
        parse_cards(value)
    assert "cards are written as a text" in assert_short(caught.value)


CARD_LIKE = st.text(alphabet="0123456789AJQKTajqktSHDCshdc♠♥♦♣ſ\u212a ", max_size=6)


@FIXED
@given(st.one_of(st.text(max_size=12), CARD_LIKE))
def test_a_card_text_reads_back_as_itself_or_gets_a_short_value_error(text):
    try:
        card = Card.parse(text)
    except ValueError as error:
        assert_short(error)
        return
    assert text.isascii() or set(text) & set("♠♥♦♣") or set(text.upper()) & set("ТВДКАПЧБ")
    assert Card.parse(str(card)) == card and str(card) in (text.strip().upper(), _canonical(text))


def _canonical(text: str) -> str:
    rank, suit = text.strip()[:-1].upper(), text.strip()[-1].upper()
    rank = {"T": "10", "Т": "A", "В": "J", "Д": "Q", "К": "K", "А": "A"}.get(rank, rank)  # Cyrillic: туз, валет...
    return rank + dict(zip("SHDCПЧБТ", "♠♥♦♣♠♥♦♣")).get(suit, suit)


@pytest.mark.parametrize("rank, suit", [(1, 0.0), (1, True), (1, 4), (1, None), (1, "S"), (1.0, 0), (True, 0)])
def test_a_card_wants_an_integer_rank_and_suit(rank, suit):
    with pytest.raises(ValueError):
        Card(rank, suit)


def test_a_megabyte_card_text_is_quoted_in_a_line():
    with pytest.raises(ValueError) as caught:
        Card.parse("x" * 10**6)
    assert "(1,000,000 characters)" in assert_short(caught.value)


# --- constructors: options, deals, orders (category 3) --------------------------------

ANY_VALUE = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.text(max_size=20),
                      st.binary(max_size=5), st.lists(st.integers(), max_size=3),
                      st.dictionaries(st.text(max_size=3), st.integers(), max_size=2))


def every_option():
    return [(cls, name) for cls in GAMES for name in cls.options]


@FIXED
@given(st.sampled_from(every_option()), ANY_VALUE)
def test_an_option_value_of_any_type_is_taken_only_if_it_is_a_choice(game_option, value):
    cls, name = game_option
    option = cls.options[name]
    if any(type(value) is type(choice) and value == choice for choice in option.choices):
        assert cls(deal=3, **{name: value}).settings[name] == value
        return
    with pytest.raises(ValueError) as caught:
        cls(deal=3, **{name: value})
    assert f"option {name}=" in assert_short(caught.value)


@pytest.mark.parametrize("cls, name", every_option())
@pytest.mark.parametrize("value", [np.array([1, 2]), np.array([True, False]), np.array(["always"]), np.int64(1),
                                   "x" * 10**6, 10**5000, [[[[[[["deep"]]]]]]]],
                         ids=["array", "bool-array", "str-array", "int64", "megabyte", "5000-digits", "nested"])
def test_odd_option_values_get_the_option_message(cls, name, value):
    with pytest.raises(ValueError) as caught:
        cls(deal=3, **{name: value})
    assert assert_short(caught.value).startswith(f"option {name}=")


@pytest.mark.parametrize("deal", [-1, 2**64, 10**5000, -(10**5000), 1.0, float("nan"), "7", None.__class__, [7]],
                         ids=quoted)
def test_bad_deal_numbers_get_a_short_value_error(deal):
    for cls in GAMES:
        with pytest.raises(ValueError) as caught:
            cls(deal=deal)
        assert "deal number" in assert_short(caught.value)


@pytest.mark.parametrize("cls", GAMES)
def test_an_order_far_too_long_is_refused_before_its_cards_are_read(cls):
    deck = [str(card) for card in cls.full_deck()]
    for order, size in ((deck * 1000, f"{len(deck) * 1000:,}"), (deck + ["nonsense"] * 10**6, "1,000,"),
                        (iter(lambda: "A♠", None), "more than")):
        with pytest.raises(ValueError) as caught:
            cls(order=order)
        assert f"it has {size}" in assert_short(caught.value)


@pytest.mark.parametrize("cls", GAMES)
def test_an_order_with_many_extra_cards_names_a_few(cls):
    deck = list(cls.full_deck())
    order = deck[:-20] + [deck[0]] * 20
    with pytest.raises(ValueError) as caught:
        cls(order=order)
    message = assert_short(caught.value)
    assert f"{deck[0]} ×" in message and "missing" in message
