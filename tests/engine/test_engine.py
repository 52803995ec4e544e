"""The shared game engine (solitaire/engine.py), exercised through Twelve Sleeping Maids:
history, undo/redo, the legal-move list, save/load, observers, goto, errors, bad input."""
from __future__ import annotations

import json

import pytest

from solitaire import Card, IllegalMove, Maids, Move
from solitaire.cards import dealing_order
from solitaire.maids.orders import order_with

OPENING = ("R1→F1", "R1→F2", "M2→F3")  # the first legal moves of deal 1


def deal_1(*moves) -> Maids:
    game = Maids(deal=1)
    for move in moves:
        game.play(move)
    return game


def snapshot(game: Maids) -> tuple:
    return game.state, game.history, game.can_undo(), game.can_redo(), game.to_json()


# --- undo, redo, goto -----------------------------------------------------------------

def test_undo_and_redo_give_back_the_exact_states():
    game = deal_1()
    states = [game.state]
    for move in OPENING:
        game.play(move)
        states.append(game.state)
    assert game.undo() == Move("M2", "F3") and game.state is states[2]
    assert game.undo() == Move("R1", "F2") and game.state is states[1]
    assert game.future == (Move("R1", "F2"), Move("M2", "F3"))
    assert game.redo() == Move("R1", "F2") and game.state is states[2]
    assert game.history == (Move("R1", "F1"), Move("R1", "F2")) and game.can_redo()
    game.play("deal")  # a new move forgets what was taken back
    assert not game.can_redo()
    with pytest.raises(ValueError, match="nothing to redo"):
        game.redo()


def test_undo_with_nothing_played_is_refused_and_changes_nothing():
    game = deal_1()
    before = snapshot(game)
    with pytest.raises(ValueError, match="nothing to undo"):
        game.undo()
    assert snapshot(game) == before


def test_goto_moves_through_the_history_and_refuses_bad_numbers():
    game = deal_1(*OPENING)
    end = game.state
    game.goto(0)
    assert game.history == () and game.state == Maids(deal=1).state and game.can_redo()
    game.goto(3)
    assert game.state is end
    game.goto(1)
    assert game.history == (Move("R1", "F1"),)
    before = snapshot(game)
    for bad in (-1, 4, 1.0, True, "2", None):
        with pytest.raises(ValueError, match="move number must be 0..3"):
            game.goto(bad)
        assert snapshot(game) == before


def test_restart_goes_back_to_the_deal():
    game = deal_1(*OPENING)
    game.restart()
    assert game.history == () and game.state == Maids(deal=1).state and not game.can_redo()


# --- the legal-move list and play -----------------------------------------------------

def test_legal_moves_find_move_texts_and_play_accepts_every_spelling():
    game = deal_1()
    moves = game.legal_moves()
    assert moves == [Move("R1", "F1"), Move("deal")]
    assert "R1→F1" in moves and "r1 f1" in moves and "R1->F1" in moves and "deal" in moves
    assert "R1→F2" not in moves and "nonsense" not in moves and 7 not in moves
    assert repr(moves) == "<legal moves: R1→F1, deal>"
    moves.append(Move("redeal"))  # a copy: the game's list is not changed
    assert "redeal" not in game.legal_moves()
    for spelling in ("R1→F1", "R1->F1", "r1 f1", "R1-F1", Move("R1", "F1")):
        assert deal_1().play(spelling) == Move("R1", "F1")


def test_an_illegal_move_changes_nothing_and_its_error_names_move_rule_and_reason():
    game = deal_1(*OPENING)
    game.undo()
    before = snapshot(game)
    with pytest.raises(IllegalMove) as caught:
        game.play("M5→F2")
    error = caught.value
    assert snapshot(game) == before
    assert isinstance(error, ValueError) and error.move == Move("M5", "F2") and error.rule == "maids.19"
    assert error.reason == "M5 is still asleep"
    assert str(error) == ("M5→F2 is not allowed: M5 is still asleep (maids.19: The playable cards are all "
                          "the side-column cards and the top cards of the open packets)")
    with pytest.raises(IllegalMove) as caught:
        game.play("L2 → F1 → F2")
    assert caught.value.rule is None and "cannot read" in str(caught.value)
    assert snapshot(game) == before


def test_cards_reads_any_spelling_of_a_place_and_refuses_unknown_places():
    game = deal_1()
    assert game.cards("r1") == game.cards("R1") == (Card.parse("J♦"),)
    assert game.cards("Stock") == game.cards("stock") and len(game.cards("stock")) == 48
    for bad in ("X1", "M13", "F0", "", 5, None):
        with pytest.raises(ValueError):
            game.cards(bad)
    with pytest.raises(ValueError, match="Its places are L1–L4, R1–R4, M1–M12, F1–F8, waste and stock"):
        game.cards("M13")


# --- observers ------------------------------------------------------------------------

def test_observers_hear_every_change_once_and_nothing_else():
    game = deal_1()
    heard = []

    def listener(changed):
        heard.append((changed is game, len(changed.history)))

    game.observe(listener)
    game.play("R1→F1")
    game.undo()
    game.redo()
    with pytest.raises(IllegalMove):
        game.play("M5→F1")
    game.play("R1→F2")
    game.goto(0)  # one call for the whole jump
    game.restart()
    assert heard == [(True, 1), (True, 0), (True, 1), (True, 2), (True, 0), (True, 0)]
    game.unobserve(listener)
    game.play("deal")
    assert len(heard) == 6


# --- saved games ----------------------------------------------------------------------

def test_save_and_load_give_an_equal_game():
    game = deal_1(*OPENING)
    loaded = Maids.from_json(game.to_json())
    assert loaded == game and loaded.deal == 1 and loaded.history == game.history
    assert json.loads(game.to_json())["moves"] == ["R1→F1", "R1→F2", "M2→F3"]
    by_order = Maids(order=order_with({"L1": "J♠"}), follow_suit=True)
    by_order.play("L1→F1")
    again = Maids.from_json(by_order.to_json())
    assert again == by_order and again.deal is None and again.settings == dict(Maids().settings, follow_suit=True)


def edited(change) -> str:
    data = json.loads(deal_1(*OPENING).to_json())
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize("change, message", [
    (lambda d: d.update(colour="red"), "unknown field 'colour'"),
    (lambda d: d.pop("moves"), "lacks the field 'moves'"),
    (lambda d: d.update(game="spider"), "field 'game' is 'spider'"),
    (lambda d: d.update(format=2), "field 'format' must be 1"),
    (lambda d: d.update(format=True), "field 'format' must be 1"),
    (lambda d: d.update(moves="R1→F1"), "field 'moves' must be a JSON list"),
    (lambda d: d.update(order={}), "field 'order' must be a JSON list"),
    (lambda d: d.update(options=[]), "field 'options' must be a JSON object"),
    (lambda d: d.update(options={"follow_suit": "yes"}), "field 'options': option follow_suit='yes'"),
    (lambda d: d.update(options={"colour": 1}), "field 'options': unknown option 'colour'"),
    (lambda d: d.update(deal=1.5), "field 'deal': a deal number must be an integer"),
    (lambda d: d.update(deal=-1), "field 'deal': deal number -1 is outside"),
    (lambda d: d["order"].__setitem__(0, "Z♠"), "field 'order': cannot read 'Z♠' as a card"),
    (lambda d: d["order"].__setitem__(0, 6), "field 'order': a card is written as text"),
    (lambda d: d["order"].pop(), "field 'order': impossible dealing order"),
    (lambda d: d.update(deal=2), "field 'order' is not the dealing order of deal 2"),
    (lambda d: d["moves"].append("M9→F1"), "field 'moves': move 4 ('M9→F1'): M9→F1 is not allowed: M9 is still"),
    (lambda d: d["moves"].insert(0, "X1→F1"), "field 'moves': move 1 ('X1→F1'): Twelve Sleeping Maids has no place 'X1'"),
    (lambda d: d["moves"].append(None), "field 'moves': move 4 (None): a move is a Move or a text"),
])
def test_an_edited_save_is_refused_naming_the_bad_field(change, message):
    with pytest.raises(ValueError) as caught:
        Maids.from_json(edited(change))
    assert message in str(caught.value)


@pytest.mark.parametrize("text", ["", "{", "[]", "null", "3", None])
def test_a_save_that_is_not_a_json_object_is_refused(text):
    with pytest.raises(ValueError, match="saved game"):
        Maids.from_json(text)


# --- starting a game: options, deal numbers, orders -----------------------------------

@pytest.mark.parametrize("options, message", [
    ({"follow_suit": "yes"}, "option follow_suit='yes' is not allowed: use one of False, True"),
    ({"follow_suit": 1}, "option follow_suit=1 is not allowed"),
    ({"follow_suit": None}, "option follow_suit=None is not allowed"),
    ({"colour": 1}, "unknown option 'colour' for Twelve Sleeping Maids: its options are follow_suit"),
])
def test_wrong_options_are_refused(options, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(")):
        Maids(deal=1, **options)


@pytest.mark.parametrize("deal, message", [
    (-1, "outside 0..2\\^64-1"), (2**64, "outside 0..2\\^64-1"), (1.5, "must be an integer"),
    (True, "must be an integer"), ("1", "must be an integer"),
])
def test_bad_deal_numbers_are_refused(deal, message):
    with pytest.raises(ValueError, match=message):
        Maids(deal=deal)


def test_the_largest_deal_number_is_accepted():
    assert Maids(deal=2**64 - 1).order == tuple(dealing_order("maids", 2**64 - 1))


def test_impossible_orders_are_refused():
    order = order_with({})
    third_queen = [Card.parse("Q♠") if card == Card.parse("Q♥") else card for card in order]
    cases = [
        (order[:-1], "it has 103 cards, the game deals 104; missing"),
        (order + [order[0]], "it has 105 cards"),
        (third_queen, "too many of Q♠ Q♠"),
        ([str(card) for card in order[:-1]] + ["Q♠"], "too many of Q♠"),
        (["X♠"] + order[1:], "cannot read 'X♠' as a card"),
        ("A♠ 2♠", "not one string"),
        (5, "a dealing order is a list of 104 cards"),
    ]
    for bad, message in cases:
        with pytest.raises(ValueError, match=message):
            Maids(order=bad)
    with pytest.raises(ValueError, match="not both"):
        Maids(deal=1, order=order)


def test_copy_equality_and_repr():
    game = deal_1(*OPENING)
    other = game.copy()
    assert other == game and other is not game
    other.play("deal")
    assert other != game and len(game.history) == 3
    assert repr(game) == ("<TwelveSleepingMaids(deal=1, follow_suit=False, first_jack_from_stock=2, "
                          "deal_when='any_time', waste_playable=False): 3 moves, playing>")
    with pytest.raises(TypeError):
        hash(game)
