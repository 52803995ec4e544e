"""A learner who types a move where a place is asked is told the place the question asks for,
and a move the game cannot read is shown how to write one with the game's own places
(lesson 04/05 fresh reader: 'T1→K2' was told to type T1 when the base K2 was asked, and Spider's
example move named F1, a Maids place)."""
from __future__ import annotations

import pytest

from solitaire import Maids, Spider
from solitaire.exercises import exercise
from solitaire.languages.i18n import in_language
from solitaire.moves import IllegalMove


def test_a_move_typed_for_where_a_card_goes_is_told_to_type_where_it_goes():
    # 04.1: "Which base takes the 9♥ on R2?" names the card's place, so it asks for the target
    verdict = exercise("04.1").submit("R2→K2")
    assert not verdict and verdict.message.endswith("type only the place it goes to, K2.")


def test_a_move_typed_for_which_pile_gives_is_told_to_type_its_first_place():
    # 05.4: "Which pile should give its top card to R2?" names the target, so it asks for the source
    verdict = exercise("05.4").submit("R4→R2")
    assert not verdict and verdict.message.endswith("type only its first place, R4.")


@pytest.mark.parametrize("code, words", [("uk", "куди йде карта"), ("ru", "куда идёт карта")])
def test_the_where_it_goes_line_is_in_the_language_in_use(code, words):
    with in_language(code):
        assert words in exercise("04.1").submit("R2→K1").message


@pytest.mark.parametrize("game, example", [(Spider(deal=1), "'L2→A2'"), (Maids(deal=1), "'L2→F1'")])
@pytest.mark.parametrize("typed", ["xyz", "L2 A2 B1", "x" * 500])
def test_an_unreadable_move_is_shown_an_example_with_the_games_places(game, example, typed):
    with pytest.raises(IllegalMove) as refusal:
        game.copy().play(typed)
    assert example in str(refusal.value)


def test_an_exercise_on_spider_shows_a_spider_example():
    assert "'L2→A2'" in exercise("05.1").submit("nonsense").message


@pytest.mark.parametrize("id, answer, words", [("04.1", "K1", "пікового короля"), ("04.7", "c", "вже зараз")])
def test_a_wrong_answers_reason_is_said_in_the_language_in_use(id, answer, words):
    """The reason follows 'Not quite.' capitalised: in Ukrainian it is the lesson's reason translated, not its English."""
    with in_language("uk"):
        assert words in exercise(id).submit(answer).message.lower()
