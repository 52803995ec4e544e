"""Nothing on a Ukrainian or Russian board reads as a card (issue 44).

In Ukrainian and Russian the card letters are В Д К Т, and Т is the ace. Spider's English place
names would sit beside them as cards: Latin T1 looks like «Т1» (an ace), B1 like «В1» (a jack), and
a base of aces labelled A1 holds «Т♠». So Spider's piles are С1–С12 in dealing order and its bases
Б1–Б8 in those languages; the Maids' L, R, M, F are no card letter and stay. The labels are shown on
boards, sheets and in messages; typing reads them and the English names in either script; saves and
notation stay canonical. A Latin "T♠", the English notation's ten, looks like «Т♠», the ace: in
Ukrainian and Russian it is refused with a line that asks which was meant.
"""
from __future__ import annotations

import io
import json

import pytest

from solitaire import Maids, Spider
from solitaire.cards import Card
from solitaire.command_line.cli import main
from solitaire.draw.scene import shown_name
from solitaire.draw.words import position_words
from solitaire.exercises import ask_card
from solitaire.languages.i18n import in_language
from solitaire.moves import IllegalMove, Move, localized_places, place_label

CYRILLIC_RANKS = set("ВДКТ")
LOOK_ALIKES = set("ABKMTabkmt")   # Latin letters with a Cyrillic twin


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_a_spider_board_labels_no_place_like_a_card(code):
    with in_language(code):
        labels = {name: shown_name(name, "spider") for name in Spider.place_names}
    places = [label for name, label in labels.items() if name != "stock"]
    assert len(set(places)) == len(places) == 20
    assert all(label[0] not in CYRILLIC_RANKS | LOOK_ALIKES and label[0].isalpha() for label in places)
    assert labels["T1"] == "С1" and labels["L1"] == "С12" and labels["A1"] == "Б1" and labels["K4"] == "Б8"
    assert labels["stock"] == "колода"


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_the_maids_letters_stay_and_english_is_unchanged(code):
    with in_language(code):
        assert [place_label(name, "maids") for name in Maids.place_names if name not in ("stock", "waste")] == \
            [name for name in Maids.place_names if name not in ("stock", "waste")]
    assert [shown_name(name, "spider") for name in ("T1", "A1", "K4")] == ["T1", "A1", "K4"]


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_a_spider_position_in_words_names_the_labels(code):
    game = Spider(deal=7)
    game.play("deal")
    with in_language(code):
        said = position_words(game)
    assert "С1" in said and "Б1" in said and "T1" not in said and "A1:" not in said


@pytest.mark.parametrize("typed, move", [
    ("С9 Б4", "L4→A4"), ("с9→б4", "L4→A4"), ("C9 Б4", "L4→A4"),      # local labels, Cyrillic or Latin С
    ("L4 A4", "L4→A4"), ("Л4 А4", None), ("L4 А4", "L4→A4"),          # English names, either script (Л is no twin)
])
@pytest.mark.parametrize("code", ["en", "uk", "ru"])
def test_a_spider_move_is_typed_with_either_name_in_any_language(code, typed, move):
    game = Spider(deal=7)
    game.play("deal")
    with in_language(code):
        if move is None:
            with pytest.raises(IllegalMove):
                game.play(typed)
        else:
            assert str(game.play(typed)) == move


def test_a_maids_game_does_not_read_spiders_labels():
    with pytest.raises(IllegalMove, match="place"):
        Maids(deal=1).play("С3 F1")   # С3 is Spider's R1; in the Maids it names nothing


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_a_save_and_the_history_stay_canonical(code):
    english, local = Spider(deal=7), Spider(deal=7)
    english.play("deal")
    english.play("L4→A4")
    with in_language(code):
        local.play("deal")
        local.play("С9 Б4")
        saved = local.to_json()
    assert saved == english.to_json() and [str(move) for move in local.history] == ["deal", "L4→A4"]
    assert "С9" not in saved and "Б4" not in saved and json.loads(saved)


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_a_refusal_names_the_places_as_the_board_does(code):
    game = Spider(deal=7)
    game.play("deal")
    with in_language(code):
        with pytest.raises(IllegalMove) as refusal:
            game.play("T1→A1")
        said = localized_places(str(refusal.value), "spider")
    assert "С1" in said and "Б1" in said and "T1" not in said


def test_a_move_of_the_waste_is_said_in_the_texts_word():
    with in_language("uk"):
        assert localized_places("(waste→F1)", "maids") == "(штабель→F1)"
    assert localized_places("(waste→F1)", "maids") == "(waste→F1)"


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_the_command_line_shows_and_reads_the_labels(code):
    out = io.StringIO()
    assert main(["play", "spider", "7", "--lang", code], stdin=io.StringIO("deal\nmoves\nс9 б4\nhint\n"),
                stdout=out) == 0
    text = out.getvalue()
    assert "  С12: · | Б1 Т♠  Б5 К♠ | С3: ·" in text and "T1" not in text and "A1" not in text
    assert "С9→Б4" in text and " deal" not in text


# --- Latin T and Cyrillic Т ---------------------------------------------------------------------

@pytest.mark.parametrize("code", ["uk", "ru"])
@pytest.mark.parametrize("typed", ["T♠", "Tп", "ts", " T♠ "])
def test_a_latin_t_is_refused_with_a_question_in_ukrainian_and_russian(code, typed):
    with in_language(code):
        with pytest.raises(ValueError) as refusal:
            Card.parse(typed)
    said = str(refusal.value)
    assert "?" in said and "10♠" in said and "Т♠" in said


def test_the_cyrillic_te_is_the_ace_and_english_keeps_latin_t_as_the_ten():
    with in_language("uk"):
        assert Card.parse("Т♠") == Card.parse("A♠") and Card.parse("10♠").rank == 10
    assert Card.parse("T♠").rank == 10


def test_an_exercise_asking_a_card_gives_the_question_back():
    asked = ask_card("Which card goes on the J♠?", answer="10♦")
    with in_language("ru"):
        verdict = asked.submit("T♦")
    assert not verdict.correct and "10♦" in verdict.message and "Т♦" in verdict.message
    assert asked.submit("T♦").correct   # in English, T is the ten


def test_a_spider_place_question_reads_the_labels_of_the_class():
    from solitaire.exercises import ask_place
    game = Spider(deal=7)
    game.play("deal")
    asked = ask_place(game, "Which pile takes the 2♦'s neighbour?", answer="L4")
    with in_language("uk"):
        assert asked.submit("С9").correct and asked.submit("L4").correct
        assert not asked.submit("С8").correct


LATIN_SPIDER_PLACE = __import__("re").compile(r"(?<![\w.])(?:[TLRB][1-4]|[AK][1-4])(?![\w])")


@pytest.mark.parametrize("language", ["uk", "ru"])
def test_spider_text_board_and_refusals_use_the_languages_labels(language):
    """print(game) and a refused move say С1 and Б1 (never T1, A1, K1, which read as cards), the
    place list of a refusal ends with «колода», and a refused deal keyword is said in the language;
    the refused move itself stays canonical."""
    with in_language(language):
        game = Spider(deal=7)
        board = str(game)
        assert "С1:" in board and "Б1" in board and not LATIN_SPIDER_PLACE.search(board)
        with pytest.raises(IllegalMove) as empty:
            game.play("T1→A1")
        with pytest.raises(IllegalMove) as no_place:
            game.play("waste→A1")
        with pytest.raises(IllegalMove) as redeal:
            game.play("redeal")
        assert "С1→Б1" in str(empty.value) and empty.value.move == Move("T1", "A1")
        assert not LATIN_SPIDER_PLACE.search(str(empty.value) + str(no_place.value))
        assert "С12, Б1" in str(no_place.value) and str(no_place.value).rstrip(".").endswith("колода")
        assert ("«перездати»" if language == "uk" else "«пересдать»") in str(redeal.value)
        assert "redeal" not in str(redeal.value)


def test_english_spider_board_and_refusals_keep_the_canonical_names():
    with in_language("en"):
        game = Spider(deal=7)
        with pytest.raises(IllegalMove) as empty:
            game.play("T1→A1")
        assert "T1:" in str(game) and str(empty.value).startswith("T1→A1 is not allowed")


@pytest.mark.parametrize("language, right_word, or_word", [("uk", "Правильно", "; або "), ("ru", "Верно", "; или ")])
def test_exercise_verdicts_and_answers_are_said_in_the_language(language, right_word, or_word):
    """A right choice is quoted as the class reads it (the translated choice, typed or picked, never
    the English key), the choices say themselves translated, a feedback line names Spider's places
    as the board labels them, and a list of plans is joined with the language's word."""
    from solitaire.exercises import exercise
    with in_language(language):
        choice = exercise("04.7")
        english = choice.choices[0].english
        for answer in ("a", english, str(choice.choices[0])):
            verdict = choice.judge(answer)
            assert verdict.correct and verdict.message.startswith(right_word)
            assert english not in verdict.message
        reason = choice.judge(str(choice.choices[2])).message   # it names the 2♣ on T2 and the 10♥ on L2
        assert "С2" in reason and not LATIN_SPIDER_PLACE.search(reason)
        assert "the" not in repr(choice.choices)
        card_for_place = exercise("04.3").judge("Т♠").message
        assert "С9" in card_for_place and not LATIN_SPIDER_PLACE.search(card_for_place)   # the box's own example
        plans = exercise("03.1").reveal()
        assert or_word in plans and " or " not in plans


def test_a_russian_spider_board_deals_with_its_own_verb():
    """Russian deals a Spider group «раздать» and a Maids card «сдать»: the Deal button, its tooltip and
    the Your move box say the game's verb (Ukrainian says «роздати» in both)."""
    from solitaire import play
    with in_language("ru"):
        spider, maids = play(Spider(deal=7)), play(Maids(deal=42))
        assert spider.deal_button.description == "Раздать" and "«раздать»" in spider.your_move.placeholder
        assert maids.deal_button.description == "Сдать" and "«сдать»" in maids.your_move.placeholder
    with in_language("uk"):
        assert play(Spider(deal=7)).deal_button.description == "Роздати"


@pytest.mark.parametrize("language", ["uk", "ru"])
def test_a_spider_place_error_gives_the_languages_labels_as_examples(language):
    """A text that is no place, or a place Spider lacks, is answered with Spider's own places as the
    board labels them (С1, Б1, колода), never T1 or the Maids' F1 and M7."""
    with in_language(language):
        game = Spider(deal=7)
        with pytest.raises(IllegalMove) as typed:
            game.play("С1 Q")
        with pytest.raises(ValueError) as asked:
            game.cards("Z9")
        for said in (str(typed.value), str(asked.value)):
            assert "С1" in said and "колода" in said and not LATIN_SPIDER_PLACE.search(said) and "M7" not in said
