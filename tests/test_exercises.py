"""Exercises in the lessons: answers judged on the spot, the engine judging moves, the answer
hidden until earned, a plain-text form that never changes, and a stored notebook under nbval."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from solitaire import Maids
from solitaire.exercises import Exercise, ask, ask_card, ask_move, ask_place, reveal_all

HERE = Path(__file__).resolve().parent
DEMO = HERE / "notebooks" / "exercise_demo.ipynb"
EXPLAIN = "Only a jack starts a family (maids.11)."


def jack_question() -> Exercise:
    return ask("Which card may start a family?", ["Q♦", "J♠", "A♥"], answer="J♠", explain=EXPLAIN,
               why={"Q♦": "a queen ends a family."})


def shown_outputs(exercise: Exercise) -> list[dict]:
    """The bundles the exercise displays in a notebook (what nbval compares, widget model aside)."""
    import IPython.display
    bundles = []
    original = IPython.display.display
    IPython.display.display = lambda bundle, raw=False: bundles.append(bundle)
    try:
        exercise._ipython_display_()
    finally:
        IPython.display.display = original
    return bundles


def test_a_choice_is_answered_by_letter_number_or_text():
    for answer in ("b", "B)", "2", "J♠"):
        assert ask("Which?", ["Q♦", "J♠"], answer="J♠").submit(answer).correct


def test_a_wrong_choice_says_why_and_leaves_it_open():
    exercise = jack_question()
    verdict = exercise.submit("a")
    assert not verdict and verdict.message == "Not Q♦: a queen ends a family."
    assert exercise.submit("c").message == "Not A♥: try again."
    assert not exercise.solved
    assert exercise.submit("b") and exercise.solved
    assert [text for text, _ in exercise.attempts] == ["a", "c", "b"]


def test_an_answer_that_is_no_choice_is_refused_clearly():
    verdict = jack_question().submit("e")
    assert not verdict and verdict.message == "'e' is not one of the choices: answer a to c"


def test_the_answer_must_be_one_of_the_choices():
    with pytest.raises(ValueError, match="not one of the choices"):
        ask("Which?", ["Q♦", "J♠"], answer="K♣")
    with pytest.raises(ValueError, match="2 to 26 choices"):
        ask("Which?", ["Q♦"], answer="Q♦")


def test_an_illegal_move_gets_the_engines_refusal_with_its_sentence_id():
    exercise = ask_move(Maids(deal=1), "Play a card to the arc.", answer="R1→F1")
    verdict = exercise.submit("L1 F1")
    assert not verdict and verdict.rule == "maids.11"
    assert verdict.message.startswith("L1→F1 is not allowed: ") and "(maids.11: " in verdict.message


def test_a_text_that_is_no_move_says_how_to_write_one():
    verdict = ask_move(Maids(deal=1), "Play.", answer="R1→F1").submit("jack please")
    assert not verdict and verdict.rule is None and "cannot read 'jack please' as a move" in verdict.message


def test_a_legal_move_that_is_not_the_answer_is_wrong():
    exercise = ask_move(Maids(deal=1), "Play the jack.", answer="R1→F1")
    assert exercise.submit("deal").message == "deal: legal, but not the move asked for. Try again."
    assert exercise.submit("r1->f1").message == "Right: R1→F1."


def test_a_move_can_be_judged_by_a_check_of_the_position_after_it():
    exercise = ask_move(Maids(deal=1), "Wake the first packets.",
                        check=lambda after, move: after.state != Maids(deal=1).state and move.target == "F1"
                        or "the jack goes to F1")
    assert exercise.submit("deal").message == "deal: the jack goes to F1. Try again."
    assert exercise.submit("R1 F1")


def test_without_answer_or_check_every_legal_move_is_right():
    exercise = ask_move(Maids(deal=1), "Play any legal move.")
    assert exercise.submit("deal") and not exercise.submit("L2 F1")


def test_answering_never_changes_the_lessons_game():
    game = Maids(deal=1)
    exercise = ask_move(game, "Play the jack.", answer="R1→F1")
    exercise.submit("R1 F1")
    game.play("deal")  # the lesson goes on; the exercise keeps its own position
    assert len(game.history) == 1 and exercise.submit("R1 F1")


def test_the_answer_move_must_be_legal():
    with pytest.raises(ValueError, match="the answer 'L1→F1' is not a legal move here: .*maids.11"):
        ask_move(Maids(deal=1), "Play.", answer="L1→F1")


def test_a_card_is_typed_with_symbols_or_letters():
    exercise = ask_card("Which card goes on a jack?", answer=["10♠", "10♦"])
    assert exercise.submit("td") and exercise.submit("10♠") and not exercise.submit("9♦")
    verdict = exercise.submit("ten")
    assert not verdict and verdict.message.startswith("cannot read 'ten' as a card")


def test_a_place_is_typed_in_any_case_and_must_be_the_games():
    exercise = ask_place(Maids(deal=1), "Which packet wakes first?", answer="M1")
    assert exercise.submit("m1") and exercise.submit(" M1 ") and not exercise.submit("M2")
    verdict = exercise.submit("T1")
    assert not verdict and verdict.message.startswith("'T1' is not a place of this game: its places are L1, ")
    with pytest.raises(ValueError, match="names no place of maids"):
        ask_place(Maids(deal=1), "Which?", answer="T1")


@pytest.mark.parametrize("make", [jack_question,
                                  lambda: ask_move(Maids(deal=1), "Play the jack.", answer="R1→F1", explain=EXPLAIN)])
def test_what_is_shown_as_text_never_holds_the_answer(make):
    exercise = make()
    for bundle in shown_outputs(exercise):
        for mime in ("text/plain", "text/html"):
            if mime in bundle:
                shown = bundle[mime]
                assert EXPLAIN not in shown and "Answer" not in shown and "Right" not in shown
                if not exercise.choices:  # (a right choice is among the choices, unmarked)
                    assert exercise._answer_text not in shown


def test_the_plain_text_is_the_question_and_its_choices():
    assert str(jack_question()) == "Exercise: Which card may start a family?\n  a) Q♦\n  b) J♠\n  c) A♥"
    typed = ask_move(Maids(deal=1), "Play the jack.", answer="R1→F1")
    assert str(typed) == "Exercise: Play the jack.\n  Type a move, such as L2→F1 or deal."
    first, second = shown_outputs(typed)
    assert first["text/plain"] == str(typed) and "<b>Exercise.</b> Play the jack." in first["text/html"]
    assert second["text/plain"] == "(the answer box: it needs a running kernel)"
    assert "application/vnd.jupyter.widget-view+json" in second


def test_the_explanation_shows_only_once_answered_right():
    exercise = jack_question()
    box = exercise.widget()
    assert box.feedback.value == ""
    exercise.submit("a")
    assert "a queen ends a family" in box.feedback.value and EXPLAIN not in box.feedback.value
    exercise.submit("b")
    assert box.feedback.value == f'<span style="color:#1b6e2a">✓ Right: J♠. {EXPLAIN}</span>'


def test_the_teacher_can_reveal_the_answer():
    exercise = ask_move(Maids(deal=1), "Play the jack.", answer="R1→F1", explain="A jack starts a family.")
    box = exercise.widget()
    assert exercise.reveal() == "Answer: R1→F1. A jack starts a family."
    assert exercise.revealed and "Revealed. Answer: R1→F1." in box.feedback.value
    other = jack_question()
    assert reveal_all() >= 2 and other.revealed


def test_clicking_a_choice_button_answers_and_a_right_answer_closes_the_question():
    exercise = jack_question()
    box = exercise.widget()
    assert [button.description for button in box.buttons] == ["a", "b", "c"]
    box.buttons[0].click()
    assert not exercise.solved and not box.buttons[0].disabled
    box.buttons[1].click()
    assert exercise.solved and all(button.disabled for button in box.buttons)


def test_a_typed_answer_is_judged_once_on_enter_or_check():
    exercise = ask_move(Maids(deal=1), "Play the jack.", answer="R1→F1")
    box = exercise.widget()
    box.text.value = "deal"       # Enter, or leaving the box
    box.check.click()             # the same text again: not judged twice
    assert len(exercise.attempts) == 1 and "Try again" in box.feedback.value
    box.text.value = "r1 f1"
    assert exercise.solved and box.text.disabled and box.check.disabled


def test_a_failing_check_is_shown_in_the_box_not_lost():
    exercise = ask_move(Maids(deal=1), "Play.", check=lambda after, move: 1 / 0)
    box = exercise.widget()
    box.text.value = "deal"
    assert "The check itself failed: ZeroDivisionError" in box.feedback.value


def test_the_demo_exercise_cells_are_tagged_exercise_and_hide_their_code():
    cells = json.loads(DEMO.read_text(encoding="utf-8"))["cells"]
    asking = [cell for cell in cells if cell["cell_type"] == "code" and "".join(cell["source"]).startswith("ask")]
    assert len(asking) == 4
    assert all("exercise" in cell["metadata"].get("tags", []) for cell in asking)
    # The code holds the answer: JupyterLab and Notebook 7 show such a cell collapsed, to
    # its first line, which therefore must not hold the answer.
    assert all(cell["metadata"].get("jupyter", {}).get("source_hidden") for cell in asking)
    assert not any("answer" in cell["source"][0] for cell in asking)


def test_a_stored_unanswered_notebook_passes_nbval(tmp_path):
    """Re-executed, the notebook gives the same text outputs it was stored with."""
    shutil.copy(DEMO, tmp_path / DEMO.name)
    command = [sys.executable, "-m", "pytest", "--nbval", DEMO.name, "--nbval-current-env", "-q",
               "-p", "no:cacheprovider", "--nbval-sanitize-with", str(HERE / "nbval_sanitize.cfg")]
    result = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    assert "5 passed" in result.stdout
