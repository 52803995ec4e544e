"""An exercise answered in Ukrainian or Russian with a place label typed in the other alphabet (a
fresh Russian reader answered 04.1 with a Latin "B6" for the base Б6 and was told only that it was
no place): the verdict names the place probably meant, for a place asked and a move typed, in
both games; the label itself and the notation stay right."""
import pytest

from solitaire import Maids, Spider
from solitaire.exercises import ask_move, ask_place, exercise
from solitaire.languages.i18n import in_language
from solitaire.moves import Move

SUGGESTION = {"uk": "такого місця немає; можливо, {place}?", "ru": "такого места нет; может быть, {place}?"}


@pytest.mark.parametrize("code", ["uk", "ru"])
@pytest.mark.parametrize("typed, meant", [("B6", "Б6"), ("b6", "Б6"), ("В6", "Б6"), ("s4", "С4")])
def test_a_spider_place_answered_in_the_other_alphabet_names_the_place_meant(code, typed, meant):
    with in_language(code):
        verdict = exercise("04.1").submit(typed)
    assert not verdict and verdict.message == f"«{typed}» — " + SUGGESTION[code].format(place=meant)


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_the_label_and_the_notation_answer_as_before(code):
    with in_language(code):
        assert exercise("04.1").submit("Б6") and exercise("04.1").submit("K2")
        assert not exercise("04.1").submit("B1")     # Spider's own pile С8: a place, and the wrong one


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_a_maids_place_and_move_answered_in_the_other_alphabet_name_the_place_meant(code):
    game = Maids(deal=1)
    with in_language(code):
        place = ask_place(game, "Which side column's card goes up?", answer="R1").submit("Р1")
        move = ask_move(game, "Play the card that goes up.", answer="R1→F1").submit("Р1→F1")
        right = ask_move(game, "Play the card that goes up.", answer="R1→F1").submit("R1 F1")
    assert not place and SUGGESTION[code].format(place="R1") in place.message
    assert not move and SUGGESTION[code].format(place="R1") in move.message
    assert right and len(game.history) == 0


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_a_spider_move_answered_in_the_other_alphabet_names_the_place_meant(code):
    game = Spider(deal=1)
    with in_language(code):
        verdict = ask_move(game, "Deal the first group.", answer="deal").submit("B6→С1")
    assert not verdict and SUGGESTION[code].format(place="Б6") in verdict.message


def test_english_answers_as_before():
    with in_language("en"):
        verdict = exercise("04.1").submit("B6")
    assert not verdict and "Spider has no place 'B6'. Its places are T1, T2, R1–R4" in verdict.message


@pytest.mark.parametrize("code, question", [("uk", "введіть с8, якщо йдеться про стовпець, або б1, якщо про базу."),
                                            ("ru", "напишите с8, если имели в виду столбик, или б1, если базу.")])
def test_spiders_english_pile_b1_typed_by_a_learner_is_asked_about_not_read(code, question):
    """A fresh Russian reader typed a Latin B for Б: «B1→K1» was played as the English notation's pile
    С8, and 05.7's «B2» judged as С7, while «B6» was asked about; B1 and B2 are asked about too, the
    question saying what to type for each (native reader uk 44: it gave no way out)."""
    with in_language(code):
        place = exercise("04.1").submit("B1")
        move = ask_move(Spider(deal=1), "Deal the first group.", answer="deal").submit("B1→K1")
        notation = Move.parse("B1→A1", "spider")   # lesson data and saves still read the notation
    assert not place and place.message.startswith("«B1»") and "С8" in place.message and "Б1" in place.message
    assert question in place.message.lower() and question in move.message.lower() and notation == Move("B1", "A1")


@pytest.mark.parametrize("word, meant", [("роздача", "deal"), ("раздача", "deal"), ("сдача", "deal"),
                                         ("перездача", "redeal"), ("пересдача", "redeal")])
def test_the_move_is_read_from_its_noun_as_the_lessons_name_it(word, meant):
    """A pupil who names the move as the lessons do («роздача») is read, not refused (native reader uk 28)."""
    from solitaire.moves import Move
    assert str(Move.parse(word)) == str(Move.parse(word.capitalize())) == meant
