"""Every text of the question bank a class reads is in the Ukrainian and Russian catalogs (a fresh
Russian reader met lesson 03's rewritten question in English), and a text a catalog lacks reads as
its English sentence unchanged: never with its moves' words in the class's language inside it
("the J♦ loses the сдать")."""

import pytest

from solitaire.exercises import exercise
from solitaire.exercises.catalog import LESSONS, ExerciseText, _lesson_data, exercise_known
from solitaire.languages.catalogs import exercise_context, exercise_messages
from solitaire.languages.i18n import in_language


def _texts():
    for lesson in LESSONS:
        for entry in _lesson_data(lesson):
            for field, text, _note in exercise_messages(entry):
                if isinstance(text, str) and text.strip():
                    yield entry["id"], field, text


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_every_exercise_text_is_translated(code):
    with in_language(code):
        missing = [exercise_context(id, field) + ": " + text[:60] for id, field, text in _texts()
                   if not exercise_known(id, field, text)]
    assert not missing, f"{len(missing)} exercise texts have no {code} translation: {missing[:5]}"


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_a_text_the_catalog_lacks_is_its_english_unchanged(code):
    english = "Play the jack from M5 to F5 first, or deal: the J♦ on T1 loses the deal."
    text = ExerciseText(english, "zz.1", "why", "spider")
    with in_language(code):
        assert str(text) == english and not text.translated


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_a_translated_text_still_says_places_the_class_way(code):
    with in_language(code):
        shown = str(exercise("04.2"))
    assert "С1" in shown and "T1" not in shown


def test_a_revealed_card_answer_is_written_with_the_languages_card_faces():
    """The teacher's reveal says «Ответ: В♥.», as the verdict and the key do, not the English notation's J♥."""
    from solitaire.exercises import exercise
    from solitaire.languages.i18n import in_language
    with in_language("ru"):
        assert exercise("02a.2").reveal().startswith("Ответ: В♥.")
    with in_language("en"):
        assert exercise("02a.2").reveal().startswith("Answer: J♥.")


def test_a_losing_moves_reason_goes_on_in_lower_case_after_its_colon_in_russian():
    """«Ход «сдать» губит партию: сданная карта …», not «…: Сданная карта»."""
    from solitaire.exercises import exercise
    from solitaire.languages.i18n import in_language
    with in_language("ru"):
        said = exercise("03.1").submit("сдать, сдать").message
    opening = "Первый ход вашего плана, «сдать», губит партию: "
    assert said.startswith(opening) and said[len(opening)].islower()


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_a_right_answer_that_quotes_is_quoted_inside_the_verdicts_own_quotes(code):
    """«Верно: «… фраза «Так же …»»» read as two quotations closing at once (native reader ru 23):
    inside the verdict's «ёлочки» the answer's own quotation takes „лапки“."""
    from solitaire.exercises.kinds import right_verdict
    with in_language(code):
        said = right_verdict("the phrase «Так же» decides").message
    assert "„Так же“" in said and said.count("«") == said.count("»") == 1


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_a_place_typed_for_a_choice_is_echoed_as_typed(code):
    """«С12» — такого варианта нет, for «L1» typed into a Spider question (native reader ru 25): the
    refusal quotes what the learner typed, never a board label it relabelled."""
    with in_language(code):
        said = exercise("how_hard.9").judge("L1").message
    assert "«L1»" in said and "С12" not in said


def test_a_refusal_closes_its_sentence_once():
    """«Что вы имели в виду?.» closed a question with a stop (native reader ru 27): a sentence is closed
    only when it does not end on . ? ! or … already (the B1 refusal now says what to type, not a question)."""
    with in_language("ru"):
        said = exercise("04.4").judge("B1→A1").message
    assert said.endswith(".") and not said.endswith("?.") and not said.endswith("..")


@pytest.mark.parametrize("code, plan, move", [
    ("en", "The plan L4→F1, then M2→F2, loses: ", "The first move of your plan, M2→F2, loses: "),
    ("uk", "План ", "Перший хід вашого плану, «M2→F2», програшний: "),
    ("ru", "План «L4→F1, затем M2→F2» губит партию: ", "Первый ход вашего плана, «M2→F2», губит партию: "),
])
def test_a_refused_plan_is_called_a_plan_and_a_refused_move_a_move(code, plan, move):
    """A two-move plan whose second move loses was announced as one move («Ход «L4→F1, затем M2→F2» губит
    партию», native reader ru 28): the plan has its own message; a losing first move is still a move."""
    with in_language(code):
        assert exercise("how_hard.4").submit("L4→F1, M2→F2").message.startswith(plan)
        assert exercise("how_hard.4").submit("M2→F2, L4→F1").message.startswith(move)
