"""A learner may type a move with the word "to" between its places, as it is said aloud."""
import pytest

from solitaire.moves import IllegalMove, Move


@pytest.mark.parametrize("text", ["M7 to F4", "m7 TO f4", "M7  to  F4"])
def test_the_word_to_separates_source_and_target(text):
    assert Move.parse(text, "maids") == Move("M7", "F4")


def test_to_without_spaces_around_it_is_not_a_separator():
    with pytest.raises(IllegalMove):
        Move.parse("M7toF4", "maids")
