"""The puzzle trainer, driven from pytest: easy to hard, score and streak, another like this, start over."""
import re

import pytest

import solitaire
from solitaire import train
from solitaire.languages.i18n import in_language
from solitaire.moves import Move
from solitaire.widgets import Trainer
from solitaire.widgets import trainer as trainer_module
from solitaire.widgets.trainer import themes_of
from test_puzzle_board import assert_picking_up_an_answers_card_names_no_target


@pytest.fixture(autouse=True)
def fresh_kernel(monkeypatch):
    """Each test starts as in a fresh kernel: no progress kept from another test."""
    monkeypatch.setattr(trainer_module, "_PROGRESS", {})


def solve(trainer: Trainer) -> None:
    """Type every right move the served puzzle needs, as a learner would."""
    puzzle = trainer.puzzle_board.puzzle
    for move in puzzle.answers if puzzle.find_all else puzzle.answers[:1]:
        trainer.puzzle_board.again_button.click()
        trainer.puzzle_board.answer_box.value = move
        trainer.puzzle_board.answer_button.click()
    assert trainer.puzzle_board.solved


def said(trainer: Trainer) -> str:
    """Every line of feedback on screen: the trainer's own line (above the task) and the verdict line."""
    return f"{trainer.message_text} {trainer.puzzle_board.verdict_text}".strip()


def play_wrong(trainer: Trainer) -> str:
    """Click a legal move that is not an answer (or, where every legal move is one, a refused move)."""
    puzzle, board = trainer.puzzle, trainer.puzzle_board.board
    game = board.game
    wrong = next((m for m in game.legal_moves() if str(m) not in puzzle.answers), None)
    if wrong is None:
        wrong = next(Move(s, t) for s in game.place_names for t in game.place_names
                     if s != t and game.cards(s) and Move(s, t) not in game.legal_moves())
    trainer.puzzle_board.answer_box.value = str(wrong)
    trainer.puzzle_board.answer_button.click()
    return str(wrong)


def test_train_is_a_public_name_that_makes_the_trainer():
    assert "train" in solitaire.__all__
    trainer = train("maids")
    assert isinstance(trainer, Trainer) and trainer.children == (trainer.puzzle_board,)
    assert trainer.errors == []


@pytest.mark.parametrize("bad", ["chess", "", 42, None, "x" * 500])
def test_a_bad_game_name_is_a_value_error_naming_it(bad):
    with pytest.raises(ValueError, match=r"train: no puzzles for game .*'maids' and 'spider'") as caught:
        train(bad)
    assert len(str(caught.value)) < 160
    assert (repr(bad)[:20] if not isinstance(bad, str) or len(bad) < 50 else "'xxxx") in str(caught.value)


def test_the_game_may_be_named_as_a_learner_writes_it():
    assert train("Spider").game == "spider" and train("Twelve Sleeping Maids").game == "maids"


@pytest.mark.parametrize("game", ["maids", "spider"])
def test_puzzles_are_served_from_easy_to_hard_each_once_and_no_line_names_an_answer_first(game):
    """Every puzzle of the game, each checked on the board it is served on: no line names its answer,
    and picking up an answer's card names no target (test_puzzle_board.py's check, made here once
    per puzzle instead of on a board of its own)."""
    trainer = train(game)
    served = [trainer.puzzle]
    while not trainer.next_button.disabled:
        assert_no_line_names_the_answer(trainer)
        assert_picking_up_an_answers_card_names_no_target(trainer.puzzle_board, trainer.puzzle)
        solve(trainer)
        trainer.next_button.click()
        served.append(trainer.puzzle)
    assert [p.id for p in served] == [p.id for p in sorted(trainer.collection, key=lambda p: p.level)]
    assert served[0].level == min(p.level for p in served)
    assert len({p.id for p in served}) == len(trainer.collection)
    assert_no_line_names_the_answer(trainer)
    assert_picking_up_an_answers_card_names_no_target(trainer.puzzle_board, trainer.puzzle)
    solve(trainer)
    assert f"+{served[-1].level} point" in said(trainer)
    assert f"All {len(served)} puzzles played: {len(served)} solved at the first try" in said(trainer)
    assert trainer.progress.score == sum(p.level for p in served) and trainer.errors == []


def test_a_puzzle_solved_at_the_first_try_earns_its_level_and_lengthens_the_streak():
    trainer = train("maids")
    first = trainer.puzzle
    solve(trainer)
    assert (trainer.progress.score, trainer.progress.streak) == (first.level, 1)
    assert said(trainer).startswith("Solved!") and f"+{first.level} point" in said(trainer)
    assert f"score {first.level} · streak 1 (best 1) · 1 solved at the first try" in trainer.score_line.value
    trainer.next_button.click()
    second = trainer.puzzle
    solve(trainer)
    assert (trainer.progress.score, trainer.progress.streak) == (first.level + second.level, 2)


def test_a_wrong_answer_ends_the_streak_and_earns_nothing_even_when_solved_after():
    trainer = train("maids")
    solve(trainer)
    trainer.next_button.click()
    wrong = play_wrong(trainer)
    verdict = trainer.puzzle_board.verdict_text
    assert verdict.startswith(wrong) and "Right" not in verdict  # the verdict line beside the board says why
    assert trainer.progress.streak == 0 and trainer.progress.best_streak == 1
    assert ", ".join(trainer.puzzle.themes) not in trainer.score_line.value  # still to be solved: no theme told
    assert "Not this time: the streak starts again." in said(trainer)
    score = trainer.progress.score
    solve(trainer)
    assert trainer.progress.score == score and trainer.progress.results[trainer.puzzle.id] == "missed"
    assert "Solved. No points this time: a wrong answer came first." in said(trainer)
    assert "Not this time" not in said(trainer)


def test_try_again_clears_the_trainers_word_on_the_wrong_answer():
    trainer = train("maids")
    play_wrong(trainer)
    assert "Not this time" in said(trainer)
    trainer.puzzle_board.again_button.click()
    assert said(trainer).startswith("The puzzle's position again") and "Not this time" not in said(trainer)
    assert trainer.progress.streak == 0            # the miss still counts


def test_a_refused_move_counts_as_a_wrong_answer():
    trainer = train("maids")
    game = trainer.puzzle_board.board.game
    refused = next(Move(s, t) for s in ("L1", "L2", "L3", "L4", "R1", "R2", "R3", "R4") for t in game.place_names
                   if t.startswith("F") and game.cards(s) and Move(s, t) not in game.legal_moves())
    board = trainer.puzzle_board.board
    for place in (refused.source, refused.target):  # with the mouse
        x, y = board._view.geometry()["places"][place]["centre"]
        board.click(x, y)
    assert "is not allowed" in trainer.puzzle_board.verdict_text
    assert trainer.progress.results == {trainer.puzzle.id: "missed"}


def test_show_answer_shows_the_idea_and_ends_the_streak():
    trainer = train("spider")
    solve(trainer)
    trainer.next_button.click()
    trainer.puzzle_board.show_button.click()
    assert trainer.progress.results[trainer.puzzle.id] == "shown" and trainer.progress.streak == 0
    assert trainer.puzzle_board.answer_shown
    idea = trainer.puzzle.idea
    assert idea and idea.split()[0] in trainer.puzzle_board.idea.value
    assert trainer.puzzle_board.idea.layout.display != "none"


def test_the_idea_is_shown_after_each_puzzle_solved():
    trainer = train("maids")
    assert trainer.puzzle_board.idea.layout.display == "none"
    solve(trainer)
    assert trainer.puzzle_board.idea.layout.display != "none"
    assert ", ".join(trainer.puzzle.themes) in trainer.score_line.value  # the themes too, now that it is done


def test_another_like_this_serves_an_unplayed_puzzle_on_a_shared_theme():
    trainer = train("maids")
    solve(trainer)
    before = trainer.puzzle
    trainer.like_button.click()
    after = trainer.puzzle
    assert after.id != before.id and set(themes_of(after)) & set(themes_of(before))
    assert trainer.message_text.startswith("Another on ")
    while not trainer.like_button.disabled:
        solve(trainer)
        trainer.like_button.click()
    themes = set(themes_of(trainer.puzzle))
    left = [p for p in trainer.collection if p.id not in trainer.progress.results and p.id != trainer.puzzle.id]
    assert not any(themes & set(themes_of(p)) for p in left)
    trainer.another_like_this()
    assert trainer.message_text.startswith("No other puzzle on ")


def test_start_over_forgets_score_streak_and_puzzles_and_serves_the_first_again():
    trainer = train("spider")
    solve(trainer)
    trainer.next_button.click()
    trainer.puzzle_board.answer_box.value = trainer.puzzle.answers[0]
    trainer.puzzle_board.answer_button.click()
    trainer.over_button.click()
    assert trainer.puzzle.id == trainer.collection[0].id
    assert (trainer.progress.score, trainer.progress.streak, trainer.progress.results) == (0, 0, {})
    board = trainer.puzzle_board
    assert board.board.game.history == () and board.found == [] and board.verdict_text == ""
    assert board.idea.layout.display == "none"
    assert "score 0 · streak 0 (best 0) · 0 solved" in trainer.score_line.value
    assert trainer.message_text == "Started over: score 0, streak 0." and trainer.errors == []


def test_the_score_is_kept_while_the_kernel_runs():
    first = train("maids")
    solve(first)
    first.next_button.click()
    again = train("maids")  # the cell run again
    assert again.puzzle.id == first.puzzle.id and again.progress.score == first.progress.score > 0
    assert train("spider").progress.score == 0  # each game its own


def assert_no_line_names_the_answer(trainer):
    """Before a puzzle is played, none of the trainer's lines names its answer (nor its themes, which may tell)."""
    puzzle = trainer.puzzle
    shown = re.sub(r"<[^>]+>", " ", trainer.score_line.value + trainer.message.value
                   + trainer.puzzle_board.verdict.value + trainer.puzzle_board.task.value)
    card_moves = [answer for answer in puzzle.answers if "→" in answer]  # "deal" is also a plain word
    assert not any(answer in shown for answer in card_moves), puzzle.id
    assert not puzzle.themes or ", ".join(puzzle.themes) not in trainer.score_line.value  # a theme may tell


def test_start_over_is_seen_by_every_trainer_of_the_game():
    first = train("maids")
    solve(first)
    again = train("maids")
    first.over_button.click()
    assert again.progress.score == 0 and again.progress.results == {}


def test_a_notebook_without_widgets_shows_the_trainers_picture():
    bundle = train("spider")._repr_mimebundle_()
    assert "image/png" in bundle and "application/vnd.jupyter.widget-view+json" in bundle


def test_buttons_have_clear_names_and_tooltips():
    trainer = train("maids")
    buttons = [trainer.next_button, trainer.like_button, trainer.over_button, trainer.puzzle_board.answer_button,
               trainer.puzzle_board.show_button, trainer.puzzle_board.again_button]
    assert [b.description for b in buttons] == ["Next puzzle", "Another like this", "Start over", "Answer",
                                                "Show answer", "Try again"]
    assert all(len(b.tooltip) > 10 for b in buttons)
    panel = trainer.puzzle_board.panel
    assert panel.children[:len(trainer.header)] == trainer.header  # the trainer's lines at the panel's top


# --- F49: train() and puzzles() read a game's name alike ----------------------------------

@pytest.mark.parametrize("written, game", [("Twelve Sleeping Maids", "maids"), ("twelve sleeping maids", "maids"),
                                           (" maids ", "maids"), ("MAIDS", "maids"), ("Twelve\tSleeping Maids\n", "maids"),
                                           ("s p i d e r", "spider"), (" Spider", "spider")])
def test_train_and_puzzles_read_a_game_name_alike(written, game):
    from solitaire.puzzle import puzzles
    assert train(written).game == game
    assert [p.id for p in puzzles(written)] == [p.id for p in puzzles(game)]


@pytest.mark.parametrize("bad", ["chess", "maid", "spiders", "twelve maids", "", "   ", "m" * 61, 7, None])
def test_train_and_puzzles_refuse_the_same_names(bad):
    from solitaire.puzzle import puzzles
    with pytest.raises(ValueError, match="no puzzles for") as by_puzzles:
        puzzles(bad)
    with pytest.raises(ValueError, match=r"^train: no puzzles for game ") as by_train:
        train(bad)
    assert len(str(by_puzzles.value)) < 160 and len(str(by_train.value)) < 160


def test_a_viewer_without_widgets_reads_the_served_puzzle_and_its_task():
    """The stored notebook's text (and nbval) shows the trainer's game and the task, in the language in use."""
    trainer = train("maids")
    text = trainer._repr_mimebundle_()["text/plain"]
    assert text.startswith("Puzzle trainer · Twelve Sleeping Maids · Puzzle " + trainer.puzzle.id)
    assert text.endswith(trainer.puzzle.task)
    with in_language("uk"):
        assert repr(trainer).startswith("Тренажер")
    with in_language("ru"):   # the game's name quoted, as Russian quotes it everywhere else (native reader ru 28)
        assert repr(trainer).startswith("Тренажёр задач · «Двенадцать спящих дев» · Задача ")


def test_a_right_move_again_after_a_first_try_solve_says_its_points_were_counted():
    """The review's maids-25: solved at the first try, then a right move again must not say it was missed."""
    trainer = train("maids")
    puzzle = next(p for p in trainer.collection if p.id == "maids-25")
    trainer.serve(puzzle)
    solve(trainer)
    points = trainer.progress.score
    assert points == puzzle.level and f"+{puzzle.level} point" in said(trainer)
    solve(trainer)
    assert "Solved again: its points were counted at the first try." in said(trainer)
    assert "missed" not in said(trainer) and "No points" not in said(trainer)
    assert trainer.progress.score == points and trainer.progress.results[puzzle.id] == "solved"


def test_feedback_is_one_current_line_no_old_refusal_beside_a_new_right():
    """A wrong answer, then one right move of several: only the right one is said, nothing red stays."""
    trainer = train("maids")
    assert trainer.puzzle.find_all and len(trainer.puzzle.answers) > 1
    play_wrong(trainer)
    assert "Not this time" in said(trainer)
    trainer.puzzle_board.again_button.click()
    trainer.puzzle_board.answer_box.value = trainer.puzzle.answers[0]
    trainer.puzzle_board.answer_button.click()
    assert said(trainer).startswith("Right: ") and "Not this time" not in said(trainer)
    assert trainer.message_text == "" and "b00020" not in trainer.puzzle_board.verdict.value  # nothing red


def test_a_solve_after_a_shown_answer_says_the_answer_was_shown():
    trainer = train("spider")
    trainer.puzzle_board.show_button.click()
    assert "No points for a shown answer" in said(trainer)
    solve(trainer)
    assert "Solved. No points this time: the answer was shown first." in said(trainer)
