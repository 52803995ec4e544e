"""What a learner reads after answering (issue 42, lesson 00's fifth reader): a right answer says why
at once, and a move or a card typed where a place is asked is told so in one line."""
from __future__ import annotations

import pytest

from solitaire.exercises import exercise
from solitaire.languages.i18n import in_language
from solitaire.room import question


def test_a_right_answer_carries_the_explanation_from_code_as_in_the_answer_box():
    made = exercise("00.2")
    box = made.widget()
    verdict = made.submit(made._answer_text)
    assert verdict and verdict.message == f"Right: {made._answer_text}. {made._explain}"
    assert box.feedback.value.count(str(made._explain)[:40]) == 1


def test_a_wrong_answer_does_not_give_the_explanation():
    made = exercise("00.2")
    assert str(made._explain) not in made.submit("R4").message


def test_a_room_tells_a_right_choice_with_its_explanation_once():
    reasons = [verdict["reason"]["en"] for verdict in question("00.4")["key"]["verdicts"].values()
               if verdict["right"]]
    assert len(reasons) == 1 and reasons[0].count("The game plays L3→F1.") == 1


@pytest.mark.parametrize("typed", ["L3→F1", "l3 f1", "M2->F1", "M2 F1"])
def test_a_move_typed_where_a_place_is_asked_is_told_to_type_one_place_not_which(typed):
    """The hint said "type only its first place, L3" (or "the place it goes to, F3"), a guess at what the
    question asks that was wrong whenever the question named the move's places: 00.2's right card typed as
    a move was sent to F1 (reader 00_4), 02b.1's move L1→F2 to L1 (reader 02b_8). It names no place of the
    move now, only the answer box's example, which is never an answer."""
    made = exercise("00.2")
    verdict = made.submit(typed)
    example = made.prompt.rpartition(" ")[2]
    assert not verdict and verdict.message == (f"{typed!r} is a move, and the question asks for one place: "
                                               f"type only that place's name, such as {example}.")
    assert example != made._answer_text


@pytest.mark.parametrize("typed", ["M8, M9", "M8 M9", "m8,m9", "M8 M9 M10"])
def test_two_places_typed_where_one_is_asked_are_not_read_as_a_move(typed):
    """02a.3's reader typed "M8, M9" (two maids wake?) and was told to type M8, the answer."""
    verdict = exercise("02a.3").submit(typed)
    assert not verdict and verdict.message == (f"{typed!r} names more than one place, and the question asks for one: "
                                               "type one place's name only, such as M1.")   # (native reader uk 45)
    assert "M8." not in verdict.message


@pytest.mark.parametrize("code, words", [("uk", "це кілька місць"), ("ru", "это несколько мест")])
def test_the_several_places_line_is_in_the_language_in_use(code, words):
    with in_language(code):
        assert words in exercise("02a.3").submit("M8, M9").message


@pytest.mark.parametrize("typed", ["J♦", "jd", "10h"])
def test_a_card_typed_where_a_place_is_asked_is_told_to_type_a_place(typed):
    verdict = exercise("00.2").submit(typed)
    assert not verdict and "is a card, and the question asks for a place: type only the place's name" in verdict.message


def test_anything_else_still_lists_the_places():
    assert "Its places are L1–L4, R1–R4" in exercise("00.2").submit("jack please").message


@pytest.mark.parametrize("code, words", [("uk", "— це хід"), ("ru", "— это ход")])
def test_the_typed_move_line_is_in_the_language_in_use(code, words):
    with in_language(code):
        assert words in exercise("00.2").submit("L3→F1").message


def test_an_explanation_that_opens_with_the_answer_is_not_read_twice():
    """Lesson 00's reader (round 2) read "Right: M4. M4. …": the verdict already names the answer."""
    from solitaire import Maids
    from solitaire.exercises import ask_place
    made = ask_place(Maids(deal=1), "Which place?", "L1", explain="L1. The 6♦ on L1 is there.")
    assert made.submit("L1").message == "Right: L1. The 6♦ on L1 is there."
    assert made.reveal() == "Answer: L1. The 6♦ on L1 is there."


def test_02b1s_named_move_typed_is_not_sent_to_one_of_its_places():
    """Reader 02b_8: 02b.1 asks where the card on L1 goes after L1→F2; typing L1→F2 was told to type L1."""
    verdict = exercise("02b.1").submit("L1→F2")
    assert not verdict and "first place" not in verdict.message and not verdict.message.endswith(("L1.", "F2."))


@pytest.mark.parametrize("code, plan", [
    ("en", "L2→F2, then L2→F2 again (the 9♥, now on top of L2)"),
    ("ru", "L2→F2, затем ещё раз L2→F2 (сверху на L2 теперь карта 9♥)"),
    ("uk", "L2→F2, потім ще раз L2→F2 (цього разу — карта 9♥, що тоді лежатиме зверху на L2)"),
])
def test_a_right_plan_that_plays_from_one_place_twice_names_the_card_its_second_move_takes(code, plan):
    # native reader ru 43 took «L2→F2, затем L2→F2» for a slip until they saw the waste refill L2
    with in_language(code):
        message = exercise("03.1").submit("M3→F1, L2→F2").message
    assert plan in message and message.count("9♥") >= 2


@pytest.mark.parametrize("id", ["02a.4", "how_hard.5"])
def test_two_moves_where_one_is_asked_are_told_so_not_refused_as_one_unreadable_move(id):
    # native reader uk 43: a move exercise answered "L1→F1, L2→F2" read «Не вдається прочитати … як хід»
    message = exercise(id).judge("L1→F1, L2→F2").message
    assert message.startswith("This question asks for one move, and you typed 2.")


def test_a_move_word_where_a_place_is_asked_is_told_it_is_a_move():
    # native reader uk 44: «роздати» in 00.2 was answered «У цій грі немає місця «роздати»»
    with in_language("uk"):
        message = exercise("00.2").judge("роздати").message
    assert message.startswith("«роздати» — це хід") and "немає місця" not in message


def test_two_cards_where_one_is_asked_are_counted_not_refused_as_a_bad_card():
    # native reader uk 44: «В♥, Д♠» got «(зайвий символ «,» після В♥)»
    assert exercise("02a.2").judge("J♥, Q♠").message.startswith("'J♥, Q♠' names 2 cards, and the question asks for one")


def test_a_move_typed_where_a_place_is_asked_is_quoted_as_typed_not_relabelled():
    # native reader uk 45: «L2→A2» was quoted back as «С11→Б2», a text the pupil never typed
    with in_language("uk"):
        message = exercise("04.1").judge("L2→A2").message
    assert message.startswith("«L2→A2» — це хід") and "С11→Б2" not in message


def test_a_spider_prompt_says_spiders_deal_word():
    # native reader ru 45: Spider's 04.4 offered Maids' «сдать»; Spider deals «раздать»
    with in_language("ru"):
        spider, maids = exercise("04.4"), exercise("03.3")
        assert spider.said(spider.prompt).endswith("«раздать»")
        assert "раздать" not in maids.said(maids.prompt)


@pytest.mark.parametrize("id, typed", [("04.2", "L1"), ("06.1", "L1"), ("06.3", "L1")])
def test_a_text_that_is_no_answer_is_quoted_as_typed_not_relabelled(id, typed):
    # native reader ru 45: a typed «L1» came back as «С12», a text the pupil never typed
    with in_language("ru"):
        message = exercise(id).judge(typed).message
    assert "«L1»" in message and "С12" not in message


def test_the_stock_answered_for_a_place_on_the_table_is_told_what_the_stock_is():
    # native reader ru 45: «колода» in 04.3 was told "the top card of this pile…"
    message = exercise("04.3").judge("stock").message
    assert message.startswith("The stock holds the cards still to be dealt, and the question asks for a place")


def test_a_card_typed_as_a_move_is_told_it_is_a_card():
    assert "it is a card, and a move names places" in exercise("03.3").judge("7♣").message


@pytest.mark.parametrize("code, typed, said", [("en", "a, b", "'a, b' names 2 choices, and the question has one answer"),
                                               ("uk", "а, б", "«а, б» — це 2 варіанти, а відповідь одна")])
def test_two_choices_where_one_answer_is_asked_are_counted_not_called_no_choice(code, typed, said):
    # native reader uk 46: «а, б» was told «такого варіанта немає», though both letters are choices
    with in_language(code):
        assert exercise("00.1").judge(typed).message.startswith(said)


@pytest.mark.parametrize("typed, said", [("C5→B1", "'C5→B1' is a move, and the question asks for a card"),
                                         ("L1", "'L1' is a place, and the question asks for a card")])
def test_a_move_or_a_place_typed_where_a_card_is_asked_is_named(typed, said):
    # native reader ru 47: «С5→Б1» got the card parser's ««→» — символ U+2192…»
    assert exercise("04.2").judge(typed).message.startswith(said)


def test_a_card_typed_where_a_place_is_asked_is_quoted_as_typed():
    # native reader ru 47: «аб» came back as «Т♦» — это карта
    with in_language("ru"):
        assert exercise("02a.3").judge("аб").message.startswith("«аб» — это карта")


def test_a_right_plan_that_plays_one_place_twice_says_so_in_its_verdict():
    # native reader ru 47: «после ходов «L2→F2» и «L2→F2»» read as a slip
    assert exercise("03.1").judge("L2→F2, L2→F2").message.startswith(
        "Right: L2→F2, then L2→F2 again (the 9♥, now on top of L2) keeps the deal winnable.")
