"""A move typed where a place is asked is told what the question asks, when that place is not one
of the move's own (lesson 00's third fresh reader: 00.3 asks which packet wakes last, and a learner
who typed the move M3→F3 was told to "type only its first place, M3", a wrong answer; it now asks which
packet is the first still asleep after the card goes up)."""
import pytest

from solitaire import Maids
from solitaire.exercises import ask_place, exercise
from solitaire.languages.i18n import in_language


@pytest.mark.parametrize("typed", ["M3→F3", "m3 f3", "M3->F1"])
def test_a_move_typed_for_which_packet_is_first_asleep_is_told_what_is_asked(typed):
    verdict = exercise("00.3").submit(typed)
    assert not verdict and "the first still asleep after the move" in verdict.message
    assert "first place" not in verdict.message and "M3" not in verdict.message


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_the_exercises_own_hint_is_said_in_the_language_in_use(code):
    english = exercise("00.3").submit("M3→F3").message
    with in_language(code):
        said = exercise("00.3").submit("M3→F3").message
    assert "first still asleep" not in said and said != english


def test_without_its_own_hint_a_move_is_told_to_type_one_place():
    game = Maids(deal=1)
    plain = ask_place(game, "Which card can go up? Type its place.", answer="L1")
    assert plain.submit("R1→F1").message.endswith("type only that place's name, such as L2.")
    told = ask_place(game, "Which packet wakes?", answer="M1", move_typed="type the packet that wakes.")
    assert told.submit("R1→F1").message == "Not quite. Type the packet that wakes."
    assert "Its places are" in told.submit("nonsense").message


def test_a_hint_that_is_not_a_text_is_refused_by_its_name():
    with pytest.raises(ValueError, match="move_typed"):
        ask_place(Maids(deal=1), "Which packet wakes?", answer="M1", move_typed=["M2"])


def test_the_answer_box_offers_the_example_its_question_gives():
    """00.3 asks "Type only the packet's place, such as M1" and its box said "such as L1" (native readers, twice)."""
    assert exercise("00.3").prompt == "a place, such as M1"
    asked = ask_place(Maids(deal=1), "Which place holds the K♠? Type it, such as R2.", answer="L1")
    assert asked.prompt == "a place, such as R2"

def test_the_answer_boxs_own_example_is_a_place_of_the_kind_asked_and_never_the_answer():
    """Readers met "such as L1" under a question whose answer is a foundation, a maid, or L1 itself."""
    assert ask_place(Maids(deal=1), "Which place holds the K♠?", answer="L1").prompt == "a place, such as L2"
    assert ask_place(Maids(deal=1), "Which foundation?", answer="F1").prompt == "a place, such as F2"
    assert ask_place(Maids(deal=1), "Which maid wakes?", answer="M1", why={"M2": "it sleeps"}).prompt == \
        "a place, such as M3"
