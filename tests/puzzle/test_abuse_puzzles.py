"""Issue 30 on the puzzles (review abuse-2026-12-02: F27, F28, F29): bad input gets the package's
own ValueError naming the field, argument or kind, quoted short; the collection cannot be changed
by a reader; a hostile move gets a wrong Answer, never Python's own error."""
from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings, strategies as st

from solitaire import puzzles
from solitaire.cards import quoted


def a_puzzle(kind="winnable"):
    return puzzles("maids", kind=kind)[0]


# --- F29: every field checked when a puzzle is made ---------------------------------------

@pytest.mark.parametrize("field, value", [
    ("verdicts", "lost"), ("verdicts", None), ("verdicts", {"L2→F1": {}}),
    ("verdicts", {"L2→F1": {"verdict": "won", "nodes": "many"}}),
    ("verdicts", {"L2→F1": {"verdict": "maybe", "nodes": 3}}),
    ("verdicts", {"L2→F1": {"verdict": "lost", "nodes": -1}}),
    ("verdicts", {"L2→F1": {"verdict": "lost", "nodes": 3, "reason": 5}}),
    ("layout", {}), ("layout", None), ("layout", {"layout": []}), ("options", None), ("options", {1: 2}),
    ("level", 0), ("level", 6), ("level", True), ("level", "3"), ("level", 10**5000),
    ("kind", "easy"), ("kind", ["wake"]), ("game", "chess"), ("game", None),
    ("answers", ()), ("answers", "L2→F1"), ("answers", (5,)), ("answers", ("x" * 10**6,)),
    ("id", ""), ("id", None), ("id", "x" * 10**6), ("task", ""), ("task", 5),
    ("find_all", "yes"), ("note", None), ("deal", 0), ("deal", "7"), ("ply", -1), ("budget", 0),
    ("tempting", 5), ("themes", "wake"), ("themes", (1,)), ("idea", None), ("lessons", ("99",)),
    ("lessons", "01"),
], ids=lambda value: quoted(value, 20))
def test_a_puzzle_with_a_bad_field_is_refused_naming_the_field(field, value):
    with pytest.raises(ValueError, match=f"Puzzle field '{field}' must be") as error:
        dataclasses.replace(a_puzzle(), **{field: value})
    assert len(str(error.value)) < 400


def test_the_reviews_reproducer_gets_a_value_error_not_a_key_error():
    puzzle = next(p for p in puzzles("maids") if p.verdicts)  # the review took puzzles("maids")[9]
    with pytest.raises(ValueError, match="Puzzle field 'verdicts'"):
        dataclasses.replace(puzzle, verdicts={move: {} for move in puzzle.verdicts})


def test_lists_become_tuples_so_a_puzzle_made_from_json_is_the_same():
    puzzle = a_puzzle()
    again = dataclasses.replace(puzzle, answers=list(puzzle.answers), themes=list(puzzle.themes))
    assert again == puzzle and isinstance(again.answers, tuple)


# --- F29: a reader cannot change the collection ------------------------------------------

def test_changing_a_puzzle_handed_out_does_not_change_the_collection():
    first = puzzles("maids")[0]
    opened = first.layout["opened"]
    first.layout["opened"] = 12
    first.layout["layout"].clear()
    first.verdicts["x"] = {"verdict": "won", "nodes": 0}
    again = puzzles("maids")[0]
    assert again.layout["opened"] == opened and again.layout["layout"] and "x" not in again.verdicts


def test_a_puzzle_started_twice_starts_from_the_same_position():
    puzzle = a_puzzle()
    game = puzzle.start()
    game.play(puzzle.answers[0])
    assert puzzle.start().history == () and puzzle.start().state != game.state


# --- F28: the wrong kind of argument is a ValueError naming it ---------------------------

@pytest.mark.parametrize("kind", [["wake"], {"wake": 1}, {"wake"}, 5, 2.5, b"wake", ("wake",)], ids=lambda value: quoted(value, 20))
def test_an_unhashable_or_odd_kind_is_a_value_error_naming_the_kind(kind):
    with pytest.raises(ValueError, match="no kind .* for maids puzzles: the kinds are"):
        puzzles("maids", kind=kind)


@pytest.mark.parametrize("game", [None, 5, ["maids"], "chess", "x" * 10**6, 10**5000], ids=lambda value: quoted(value, 20))
def test_an_odd_game_is_a_value_error_naming_the_game(game):
    with pytest.raises(ValueError, match="no puzzles for") as error:
        puzzles(game)
    assert len(str(error.value)) < 200


@pytest.mark.parametrize("argument", ["theme", "lesson"])
def test_an_odd_theme_or_lesson_is_a_value_error(argument):
    with pytest.raises(ValueError, match=f"no {argument} \\['x'\\]"):
        puzzles("spider", **{argument: ["x"]})


# --- F27: huge values quoted short; a huge number is a wrong answer ------------------------

def test_a_huge_kind_is_quoted_short():
    with pytest.raises(ValueError) as error:
        puzzles("maids", kind="x" * 10**6)
    assert len(str(error.value)) < 300 and "1,000,000 characters" in str(error.value)


@pytest.mark.parametrize("move", [10**5000, -10**5000, 10**4301, 3.5, None, ["L2", "F1"], b"L2 F1", object()], ids=lambda value: quoted(value, 20))
def test_a_move_that_is_no_text_gets_a_wrong_answer(move):
    answer = a_puzzle().check(move)
    assert not answer.right and not answer.legal and len(answer.text) < 300


@pytest.mark.parametrize("move", ["x" * 10**6, "L2→" + "F" * 10**5, "9" * 5000, "", "   ", "\x00", "²→F1"], ids=lambda value: quoted(value, 20))
def test_a_text_that_is_no_move_gets_a_short_wrong_answer(move):
    answer = a_puzzle().check(move)
    assert not answer.right and not answer.legal and len(answer.text) < 400


@settings(max_examples=150, deadline=None)
@given(move=st.one_of(st.text(max_size=40), st.integers(), st.floats(), st.none(), st.binary(max_size=10)),
       index=st.integers(0, 61))
def test_any_input_as_a_move_gets_an_answer_and_changes_nothing(move, index):
    collection = puzzles("maids") + puzzles("spider")
    puzzle = collection[index % len(collection)]
    before = puzzle.start().state
    answer = puzzle.check(move)
    assert isinstance(answer.reason, str) and answer.reason and len(answer.text) < 600
    assert answer.right == (answer.legal and answer.move in puzzle.answers)
    assert puzzle.start().state == before and puzzle.start().history == ()
