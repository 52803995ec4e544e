"""Broken, hostile and enormous saves (the abuse run's category 2), the settings a game was
dealt with, and observers that fail: a save loads as the game it came from, or is refused
with a short ValueError naming the field."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from abuse import FIXED, assert_short, snapshot
from solitaire import Maids, Spider
from solitaire.cards import quoted
from solitaire.engine import ObserverError
from solitaire.maids.orders import order_with
from solitaire.saves import JS_SAFE_INTEGER, MAX_SAVE_TEXT, MAX_SAVED_MOVES

FIELDS = ("game", "format", "deal", "options", "order", "moves")


def played(game, count: int):
    for _ in range(count):
        if not game.legal_moves():
            break
        game.play(game.legal_moves()[len(game.history) % len(game.legal_moves())])
    return game


SAVED = [played(Maids(deal=3), 30), played(Spider(deal=7, redeals=2), 40), played(Spider(deal=2**64 - 1), 12),
         played(Maids(order=order_with({"L1": "J♠"}), follow_suit=True), 5), Spider(deal=0, row_rule="never")]


def refused_save(cls, text) -> str:
    """Load ``text``: a short ValueError that names the save or one of its fields."""
    with pytest.raises(ValueError) as caught:
        cls.from_json(text)
    message = assert_short(caught.value)
    assert message.startswith(("saved game", "field '")), message
    return message


def loads_or_is_refused(cls, text) -> None:
    try:
        game = cls.from_json(text)
    except ValueError as error:
        assert str(error).startswith(("saved game", "field '")) and assert_short(error)
        return
    again = cls.from_json(game.to_json())
    assert again == game and again.deal == game.deal and again.state == game.state


# --- mutated saves --------------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=10)


def nested(depth: int, kind: str):
    return ("[" * depth + "]" * depth) if kind == "list" else ('{"a": ' * depth + "1" + "}" * depth)


@st.composite
def mutated_saves(draw):
    """A real save with one thing changed: a field's value, a move, a card, the nesting, the size."""
    game = draw(st.sampled_from(SAVED))
    data = json.loads(game.to_json())
    field = draw(st.sampled_from(FIELDS))
    how = draw(st.sampled_from(["value", "drop", "extra", "item", "nest", "digits", "huge", "text"]))
    placeholder = "\x00here\x00"
    if how == "value":
        data[field] = draw(JSON_VALUES)
    elif how == "drop":
        del data[field]
    elif how == "extra":
        data[draw(st.text(max_size=8))] = draw(JSON_VALUES)
    elif how == "item" and isinstance(data[field], list) and data[field]:
        data[field][draw(st.integers(0, len(data[field]) - 1))] = draw(JSON_VALUES)
    elif how in ("nest", "digits", "huge"):
        data[field] = placeholder
    text = json.dumps(data, ensure_ascii=draw(st.booleans()))
    if how == "nest":
        piece = nested(draw(st.sampled_from([10, 500, 1500, 100_000])), draw(st.sampled_from(["list", "dict"])))
    elif how == "digits":
        piece = "9" * draw(st.sampled_from([21, 31, 4301, 20_000]))
    else:
        piece = json.dumps("x" * draw(st.sampled_from([61, 10**4, 10**6])))
    text = text.replace(json.dumps(placeholder), piece)
    if how == "text":
        cut = draw(st.integers(0, len(text)))
        text = text[:cut] + draw(st.text(max_size=3)) + text[cut + draw(st.integers(0, 3)):]
    return type(game), text


@settings(FIXED, max_examples=300)
@given(mutated_saves())
def test_a_mutated_save_loads_as_a_consistent_game_or_is_refused_naming_the_field(case):
    cls, text = case
    loads_or_is_refused(cls, text)


@pytest.mark.parametrize("game", SAVED, ids=repr)
def test_every_save_loads_as_the_game_it_came_from(game):
    loaded = type(game).from_json(game.to_json())
    assert snapshot(loaded) == snapshot(game)


# --- nesting, numbers and sizes -------------------------------------------------------

@pytest.mark.parametrize("field", (None,) + FIELDS)
@pytest.mark.parametrize("kind", ["list", "dict"])
def test_a_save_nested_thousands_deep_is_refused_as_too_deep(field, kind):
    deep = nested(100_000, kind)
    if field is None:
        text = deep
    else:
        data = json.loads(SAVED[0].to_json())
        data[field] = "@"
        text = json.dumps(data).replace('"@"', deep)
    assert "nested too deeply" in refused_save(Maids, text)


@pytest.mark.parametrize("field", ["deal", "format", "moves", "order"])
@pytest.mark.parametrize("digits", [4301, 5000, 20_000])
def test_a_number_of_thousands_of_digits_is_refused_without_pythons_advice(field, digits):
    data = json.loads(SAVED[1].to_json())
    data[field] = "@"
    message = refused_save(Spider, json.dumps(data).replace('"@"', "9" * digits))
    assert f"a number has {digits:,} digits" in message and "sys.set_int_max_str_digits" not in message


def test_a_save_larger_than_a_megabyte_is_refused_before_it_is_read():
    game = played(Spider(deal=3), 8)
    data = json.loads(game.to_json())
    data["moves"] += ["L3→T1", "T1→L3"] * 500_000  # the abuse run's shuttle: a valid 9 MB save
    message = refused_save(Spider, json.dumps(data, ensure_ascii=False))
    assert f"a save is at most {MAX_SAVE_TEXT:,}" in message


def test_an_order_of_fifty_thousand_cards_is_refused_by_its_length_before_its_cards_are_read():
    data = json.loads(Spider(deal=1).to_json())
    data["deal"] = None
    data["order"] = ["A♠"] * 50_000 + ["not a card"]  # the bad card is never read
    assert "field 'order': impossible dealing order for Spider: it has 50,001 cards" in refused_save(
        Spider, json.dumps(data))


def shuttled(count: int) -> Spider:
    """Spider deal 3 dealt out, then ``count`` moves of one card to and fro (the abuse run's)."""
    game = Spider(deal=3)
    for _ in range(8):
        game.play("deal")
    for number in range(count):
        game.play("L3→T1" if number % 2 == 0 else "T1→L3")
    return game


def test_a_save_holds_at_most_ten_thousand_moves_and_the_game_says_so_before_saving():
    data = json.loads(Maids(deal=3).to_json())
    data["moves"] = ["deal"] * (MAX_SAVED_MOVES + 1)
    assert f"holds {MAX_SAVED_MOVES + 1:,} moves; a save holds at most" in refused_save(Maids, json.dumps(data))
    game = shuttled(MAX_SAVED_MOVES - 8)
    assert Spider.from_json(game.to_json()) == game  # the largest save loads
    game.play("L3→T1")
    before = (game.state, game.history)
    with pytest.raises(ValueError, match="a save holds at most 10,000"):
        game.to_json()
    assert (game.state, game.history) == before


def test_format_must_be_the_integer_1():
    for value in ("1.0", "true", '"1"', "1e0", "2", "0"):
        text = SAVED[0].to_json().replace('"format": 1', f'"format": {value}')
        assert "field 'format' must be 1" in refused_save(Maids, text)


def test_a_byte_order_mark_is_skipped():
    assert Maids.from_json("\ufeff" + SAVED[0].to_json()) == SAVED[0]


@pytest.mark.parametrize("value", ["", "x" * 10**6, 7, None, ["a"], b"\xff"], ids=["empty", "megabyte", "int",
                                                                                  "none", "list", "bad-bytes"])
def test_a_save_that_is_not_json_text_gets_a_short_error(value):
    refused_save(Maids, value)


# --- deal numbers that JavaScript readers can hold --------------------------------------

def as_javascript_reads_it(text: str) -> str:
    """JSON.parse then JSON.stringify: every number becomes a double."""
    return json.dumps(json.loads(text, parse_int=lambda digits: int(float(digits))), ensure_ascii=False)


@pytest.mark.parametrize("deal", [0, 7, JS_SAFE_INTEGER, JS_SAFE_INTEGER + 1, 2**60 + 1, 2**64 - 1])
def test_a_save_survives_a_javascript_reader(deal):
    game = played(Maids(deal=deal), 3)
    text = game.to_json()
    assert json.loads(text)["deal"] == (deal if deal <= JS_SAFE_INTEGER else str(deal))
    assert Maids.from_json(as_javascript_reads_it(text)) == game


@pytest.mark.parametrize("deal", ['"007"', '"-1"', '"1e3"', '"\u0661"', '"18446744073709551616"', '""'])
def test_a_deal_written_as_text_must_be_its_plain_digits(deal):
    text = Maids(deal=7).to_json().replace('"deal": 7', f'"deal": {deal}')
    assert refused_save(Maids, text).startswith("field 'deal'")


# --- what the game was dealt with cannot drift ----------------------------------------

def test_settings_deal_and_order_are_read_only_and_the_save_stays_true():
    game = Maids(deal=1)
    with pytest.raises(TypeError, match="settings are fixed"):
        game.settings["follow_suit"] = True
    with pytest.raises(TypeError, match="settings are fixed"):
        del game.settings["follow_suit"]
    for name, value in (("deal", 42), ("order", ()), ("settings", {"follow_suit": True})):
        with pytest.raises(AttributeError, match=f"{name} is fixed"):
            setattr(game, name, value)
    for move in ["R1→F1", "deal", "deal", "deal"]:
        game.play(move)
    back = Maids.from_json(game.to_json())
    assert back.state == game.state and back.settings == game.settings and back.settings["follow_suit"] is False


@pytest.mark.parametrize("cls", [Maids, Spider])
def test_every_option_value_saves_as_itself(cls):
    for name, option in cls.options.items():
        for value in option.choices:
            game = played(cls(deal=5, **{name: value}), 10)
            back = cls.from_json(game.to_json())
            assert back.settings[name] == value and snapshot(back) == snapshot(game)


# --- observers that fail ----------------------------------------------------------------

def test_a_failing_observer_does_not_pose_as_a_refused_move():
    game = Maids(deal=3)
    heard = []

    def failing(game):
        raise RuntimeError("observer failed")

    game.observe(failing)
    game.observe(lambda game: heard.append(len(game.history)))
    with pytest.raises(ObserverError) as caught:
        game.play("deal")
    assert "the move deal was done, but an observer failed: RuntimeError: observer failed" in str(caught.value)
    assert [str(m) for m in game.history] == ["deal"] and heard == [1]  # the move stands; all were told
    assert isinstance(caught.value.__cause__, RuntimeError) and not isinstance(caught.value, ValueError)
    for change, word in ((game.undo, "undo of deal"), (game.redo, "redo of deal"),
                         (lambda: game.goto(0), "going to move 0"), (game.restart, "the restart")):
        with pytest.raises(ObserverError, match=word):
            change()
    game.unobserve(failing)
    game.play("deal")
    assert [str(m) for m in game.history] == ["deal"] and heard[-1] == 1


def test_an_observer_must_be_a_function():
    game = Maids(deal=3)
    for value in (None, "print", 42):
        with pytest.raises(ValueError, match="an observer is a function of the game"):
            game.observe(value)
    game.play("deal")  # nothing was added that could fail later


@pytest.mark.parametrize("ply", [-1, 4, 10**5000, 1.0, True, "1", None, [1]], ids=quoted)
def test_goto_refuses_a_bad_move_number_in_a_line_changing_nothing(ply):
    game = played(Maids(deal=3), 3)
    before = snapshot(game)
    with pytest.raises(ValueError) as caught:
        game.goto(ply)
    assert "move number must be 0..3" in assert_short(caught.value) and snapshot(game) == before
