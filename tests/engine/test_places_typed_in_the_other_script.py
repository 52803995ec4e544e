"""A place label typed with the other alphabet's letter, in Ukrainian and Russian: a Spider base
Б6 typed as a Latin "B6", a pile С1 as "S1", a Maids side column R1 as a Cyrillic «Р1». The move is
refused with one line naming the place probably meant, and nothing is played; the notation (Latin
B1, the look-alike C1 and М1) reads as before, and English is unchanged."""
import pytest

from solitaire import Maids, Spider
from solitaire.languages.i18n import in_language
from solitaire.moves import IllegalMove, Move

LANGUAGES = ("uk", "ru")
SUGGESTION = {"uk": "такого місця немає; можливо, {place}?", "ru": "такого места нет; может быть, {place}?"}


def refused(game, typed: str, code: str) -> str:
    before = game.history
    with in_language(code):
        with pytest.raises(IllegalMove) as caught:
            game.play(typed)
        said = str(caught.value)
    assert game.history == before
    return said


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("game, typed, meant", [
    (Spider, "B6→С1", "Б6"), (Spider, "b6 c1", "Б6"), (Spider, "С2→В7", "Б7"), (Spider, "S1→Б5", "С1"),
    (Maids, "Р1→F1", "R1"), (Maids, "R1→Ф1", "F1"), (Maids, "Л2→F1", "L2"),
])
def test_a_place_typed_in_the_other_alphabet_is_refused_naming_the_place_meant(code, game, typed, meant):
    message = refused(game(deal=1), typed, code)
    assert SUGGESTION[code].format(place=meant) in message
    assert "Traceback" not in message and len(message) < 120


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_notation_and_the_look_alikes_read_as_before(code):
    with in_language(code):
        assert Move.parse("B1→A1", "spider") == Move("B1", "A1")      # Spider's own bottom pile, not Б1
        assert Move.parse("C3 Б6", "spider") == Move("R1", "K2")      # a Latin C is the С it looks like
        assert Move.parse("М3→F1", "maids") == Move("M3", "F1")       # a Cyrillic М is M
        game = Maids(deal=1)
        assert game.play("R1→F1") == Move("R1", "F1")


def test_english_names_no_other_alphabet():
    with in_language("en"):
        assert "did you mean" not in str(pytest.raises(IllegalMove, Spider(deal=1).play, "B6→T1").value)


def test_the_refusal_is_still_said_after_a_switch_to_english():
    with in_language("ru"), pytest.raises(IllegalMove) as caught:
        Spider(deal=1).play("B6→С1")
    with in_language("en"):
        assert "Б6" in str(caught.value)


@pytest.mark.parametrize("code, words", [("uk", "це окремий хід"), ("ru", "это ход сам по себе"),
                                         ("en", "is a move by itself")])
@pytest.mark.parametrize("typed", ["сдать кару", "deal now", "L2 deal"])
def test_a_keyword_with_more_after_it_is_told_it_is_a_move_by_itself(code, words, typed):
    """A fresh Russian reader typed «сдать кару» and was told «сдать» is no place name."""
    message = refused(Maids(deal=1), typed, code)
    assert words in message and "place" not in message and "місц" not in message and "мест" not in message
