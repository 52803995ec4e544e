"""The board in puzzle mode, driven from pytest: it hides the answer, and every verdict lands beside the board.

A click is the ipyevents event dict handed to the board's handler (as in test_board.py),
a typed move is the answer box's value and the Answer button.
"""
import dataclasses
import re

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from budget import examples

from solitaire.languages.i18n import in_language
from solitaire import play, puzzles
from solitaire.moves import Move
from solitaire.widgets import PuzzleBoard
from solitaire.widgets.puzzle import HIDDEN, verdict_html

ALL = puzzles("maids") + puzzles("spider")


def click(puzzle_board: PuzzleBoard, place: str) -> None:
    """A mouse click in the middle of ``place`` on the puzzle's picture, shown at 3/4 of its size."""
    board = puzzle_board.board
    x, y = board._view.geometry()["places"][place]["centre"]
    width, height = board._view.size
    board.handle_click({"relativeX": x * 0.75, "relativeY": y * 0.75,
                        "boundingRectWidth": width * 0.75, "boundingRectHeight": height * 0.75})


def click_move(puzzle_board: PuzzleBoard, move: str) -> None:
    move = Move.parse(move)
    if move.is_keyword:
        click(puzzle_board, "stock")
    else:
        click(puzzle_board, move.source)
        click(puzzle_board, move.target)


def type_move(puzzle_board: PuzzleBoard, text: str) -> None:
    puzzle_board.answer_box.value = text
    puzzle_board.answer_button.click()


def words_on_screen(puzzle_board: PuzzleBoard) -> str:
    """Every text a learner can see: the panel's lines, the board's message and status lines."""
    board = puzzle_board.board
    shown = [puzzle_board.task.value, puzzle_board.verdict.value, board.message.value, board.status_line.value]
    if puzzle_board.idea.layout.display != "none":
        shown.append(puzzle_board.idea.value)
    return re.sub(r"<[^>]+>", " ", " ".join(shown))


def illegal_card_move(puzzle) -> Move:
    """A move of a face-up card that the rules refuse from the puzzle's position."""
    game = puzzle.start()
    face_down = getattr(type(game), "face_down", lambda state, place: False)
    for source in game.place_names:
        if not game.cards(source) or face_down(game.state, source) or source == "stock":
            continue
        for target in game.place_names:
            move = Move(source, target)
            if target not in (source, "stock", "waste") and move not in game.legal_moves():
                return move
    raise AssertionError(f"{puzzle.id}: no illegal card move")


# --- nothing names the answer before it is played --------------------------------------

def assert_picking_up_an_answers_card_names_no_target(board: PuzzleBoard, puzzle) -> None:
    """Each card an answer moves, picked up, is framed with no place lit and no word of where it
    goes, then put down again."""
    for answer in puzzle.answers:
        move = Move.parse(answer)
        if move.is_keyword:
            continue
        click(board, move.source)
        assert board.board.selected == move.source and board.board.highlight == (), puzzle.id
        assert re.fullmatch(r"\S+ picked up: click where it goes \(click it again to put it down\)\.",
                            board.board.message_text), puzzle.id
        assert move.target not in words_on_screen(board).replace(puzzle.task, ""), puzzle.id
        assert board.verdict_text == "", puzzle.id
        click(board, move.source)  # put it down again
        assert board.board.selected is None, puzzle.id
    assert board.errors == [] and board.board.errors == [], puzzle.id


#: Every puzzle is picked up so in the trainer's pass over its game's puzzles (test_trainer.py),
#: on the board each is served on; here one puzzle of each game on the board play(puzzle) makes.
@pytest.mark.parametrize("puzzle", [puzzles("maids")[0], puzzles("spider")[0]], ids=lambda p: p.id)
def test_picking_up_an_answers_card_frames_it_and_names_no_target(puzzle):
    assert_picking_up_an_answers_card_names_no_target(play(puzzle), puzzle)


def test_a_card_that_cannot_move_is_picked_up_like_one_that_can():
    puzzle = puzzles("maids", kind="playable")[0]
    board = play(puzzle)
    game = board.board.game
    legal_sources = {move.source for move in game.legal_moves()}
    stuck = next(place for place in ("L1", "L2", "L3", "L4", "R1", "R2", "R3", "R4")
                 if game.cards(place) and place not in legal_sources)
    click(board, stuck)
    assert board.board.selected == stuck and board.board.highlight == ()
    assert board.board.message_text == (f"{game.cards(stuck)[-1]} picked up: "
                                        "click where it goes (click it again to put it down).")


def test_a_sleeping_packet_is_not_picked_up_and_its_cards_are_not_named():
    puzzle = puzzles("maids", kind="wake")[0]
    board = play(puzzle)
    game = board.board.game
    asleep = next(place for place in game.place_names if place.startswith("M") and game.face_down(game.state, place))
    click(board, asleep)
    assert board.board.selected is None
    assert board.board.message_text == f"{asleep} lies face down: click a card that is face up."


@pytest.mark.parametrize("puzzle", [puzzles("maids")[0], puzzles("spider", kind="pile")[0]], ids=lambda p: p.id)
def test_the_move_list_hint_and_replay_are_hidden_in_puzzle_mode(puzzle):
    board = play(puzzle).board
    for name in HIDDEN:
        assert getattr(board, name).layout.display == "none", name
    assert board.message.layout.display != "none" and board.picture.layout.display != "none"


def test_after_a_puzzle_move_the_highlight_stays_empty():
    puzzle = puzzles("spider", kind="pile")[0]
    board = play(puzzle)
    click_move(board, puzzle.answers[0])
    assert board.board.highlight == () and board.board.game.history


# --- every verdict lands in the verdict line -------------------------------------------

def test_a_refused_mouse_move_gets_its_verdict_in_the_verdict_line():
    puzzle = puzzles("maids", kind="pile")[0]
    illegal = illegal_card_move(puzzle)
    board = play(puzzle)
    click_move(board, str(illegal))
    expected = puzzle.check(illegal)
    assert not expected.legal and expected.rule
    assert board.verdict_text.splitlines()[0].startswith(f"{illegal} is not allowed")
    assert expected.rule in board.verdict_text and expected.rule in board.verdict.value
    assert board.wrong == [str(illegal)] and board.board.game.history == ()
    assert board.board.highlight == ()  # a refusal does not light the places it may go either


def test_a_clicked_move_and_a_typed_one_are_judged_alike():
    puzzle = next(p for p in puzzles("maids", kind="winnable") if len(p.start().legal_moves()) > 1)
    wrong = next(str(m) for m in puzzle.start().legal_moves() if str(m) not in puzzle.answers)
    illegal = str(illegal_card_move(puzzle))
    for move in (wrong, illegal, puzzle.answers[0]):
        clicked, typed = play(puzzle), play(puzzle)
        click_move(clicked, move)
        type_move(typed, move)
        assert clicked.verdict_text == typed.verdict_text != ""
        assert clicked.verdict.value == typed.verdict.value
        assert clicked.board.game.history == typed.board.game.history
        assert (clicked.solved, clicked.wrong) == (typed.solved, typed.wrong)


def test_the_verdict_shows_the_reason_big_and_the_detail_small():
    html = verdict_html("M10→F4 loses: F4 then wants a 9♣.", "the solver searched 49,964 positions", tone="wrong")
    reason, detail = re.findall(r"<div style='([^']*)'>([^<]*)</div>", html)
    assert "font-size:1.2em" in reason[0] and "#b00020" in reason[0] and reason[1].startswith("M10→F4 loses")
    assert "font-size:0.85em" in detail[0] and "49,964" in detail[1]
    assert verdict_html("Right: L3→F4.").count("<div") == 1  # no empty second line


def test_the_verdict_line_carries_the_answers_reason_first():
    puzzle = puzzles("maids", kind="tempting")[0]
    board = play(puzzle)
    click_move(board, puzzle.tempting)
    answer = puzzle.check(puzzle.tempting)
    assert board.verdict_text.splitlines()[0] == answer.reason
    assert board.verdict_text.splitlines()[1:] == [answer.detail] if answer.detail else True
    assert answer.reason in board.verdict.value.replace("&gt;", ">")
    assert not board.solved and board.wrong == [puzzle.tempting]


def test_a_second_move_is_not_judged_as_an_answer():
    puzzle = puzzles("spider", kind="pile")[0]
    board = play(puzzle)
    click_move(board, puzzle.answers[0])
    click_move(board, str(illegal_card_move(puzzle)))
    assert board.verdict_text == "The puzzle asks for one move: press Try again to start over."
    assert board.wrong == []


def test_the_idea_is_shown_only_once_the_puzzle_is_solved():
    puzzle = dataclasses.replace(puzzles("maids", kind="wake")[0], idea="A jack wakes the next packet.")
    board = play(puzzle)
    assert board.idea.layout.display == "none"
    wrong = next(str(m) for m in puzzle.start().legal_moves() if str(m) not in puzzle.answers)
    click_move(board, wrong)
    assert board.idea.layout.display == "none" and "A jack wakes" not in words_on_screen(board)
    board.again_button.click()
    click_move(board, puzzle.answers[0])
    assert board.solved and board.idea.layout.display != "none" and "A jack wakes" in board.idea.value


def test_the_idea_is_shown_with_the_answer():
    puzzle = dataclasses.replace(puzzles("spider", kind="pile")[0], idea="Same suit, one rank apart.")
    board = play(puzzle)
    board.show_button.click()
    assert board.answer_shown and all(answer in board.verdict_text for answer in puzzle.answers)
    assert "Same suit, one rank apart." in board.idea.value and board.idea.layout.display != "none"


def test_a_find_all_puzzle_counts_clicked_answers_until_all_are_found():
    puzzle = puzzles("spider", kind="pile")[0]
    board = play(puzzle)
    first, second = puzzle.answers[:2]
    click_move(board, first)
    assert board.verdict_text.startswith(f"Right: {first} (1 found, 1 to go)") and not board.solved
    board.again_button.click()
    click_move(board, second)
    assert board.solved and board.verdict_text.startswith("Solved!")


def test_every_verdict_is_handed_to_the_callbacks():
    puzzle = puzzles("maids", kind="pile")[0]
    board = play(puzzle)
    heard = []
    board.on_verdict(lambda who, answer: heard.append(None if answer is None else (answer.move, answer.right)))
    click_move(board, str(illegal_card_move(puzzle)))
    board.show_button.click()
    type_move(board, puzzle.answers[0])
    assert heard == [(str(illegal_card_move(puzzle)), False), None, (puzzle.answers[0], True)]


def test_text_that_is_no_move_is_refused_in_words_and_changes_nothing():
    board = play(puzzles("maids")[0])
    type_move(board, "fly to the moon")
    assert "cannot read 'fly to the moon' as a move" in board.verdict_text
    assert board.board.game.history == () and board.errors == [] and len(board.wrong) == 1


PLACES = sorted({place for puzzle in ALL for place in puzzle.start().place_names})


def names_move(text: str, move: str) -> bool:
    """Whether ``text`` names ``move`` as a move ("deal" as a word: "while dealing" names no move)."""
    return re.search(rf"(?<![\w→]){re.escape(move)}(?![\w→])", text) is not None


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(index=st.integers(0, len(ALL) - 1), places=st.lists(st.sampled_from(PLACES + [None]), max_size=8))
def test_no_sequence_of_clicks_lights_a_target_or_names_where_a_card_can_go(index, places):
    puzzle = ALL[index]
    board = play(puzzle)
    names = set(board.board.game.place_names)
    for place in places:
        if place is None:
            board.board.click_place(None)  # the bare table
        elif place in names:
            click(board, place)
        assert board.board.highlight == ()
        assert "can go to" not in board.board.message_text
        if not board.board.game.history:  # before any move, no verdict names a right move
            assert not board.solved and not any(names_move(board.verdict_text, answer) for answer in puzzle.answers)
    assert board.errors == [] and board.board.errors == []


def test_a_notebook_without_widgets_shows_the_puzzles_picture():
    board = play(puzzles("maids")[0])
    bundle = board._repr_mimebundle_()
    assert "image/png" in bundle and "application/vnd.jupyter.widget-view+json" in bundle


def test_without_a_mouse_the_puzzle_points_to_the_answer_box(monkeypatch):
    import sys
    from solitaire.widgets.puzzle import NO_MOUSE_IN_PUZZLE
    monkeypatch.setitem(sys.modules, "ipyevents", None)
    board = play(puzzles("maids")[0])
    assert board.board.clicks is None and NO_MOUSE_IN_PUZZLE in board.board.no_mouse.value
    assert "move list" not in board.board.no_mouse.value  # hidden in puzzle mode
    type_move(board, board.puzzle.answers[0])
    assert board.found == [board.puzzle.answers[0]]


@pytest.mark.parametrize("puzzle", [puzzles("maids")[0], puzzles("spider")[0]], ids=lambda p: p.id)
def test_a_viewer_without_widgets_reads_the_puzzle_and_its_task(puzzle):
    """What a stored notebook's text (and nbval) shows is the task, not a developer's repr."""
    puzzle_board = PuzzleBoard(puzzle)
    text = puzzle_board._repr_mimebundle_()["text/plain"]
    assert text == f"Puzzle {puzzle.id} · {puzzle.task}"
    type_move(puzzle_board, puzzle.answers[0])
    assert repr(puzzle_board) == text  # the task stays the same whatever was played
    with in_language("uk"):
        assert repr(puzzle_board).startswith(f"Задача {puzzle.id} · ") and puzzle.task not in repr(puzzle_board)


def test_show_answer_draws_the_answer_on_the_puzzles_position():
    """Show answer marks the answer's moves on the board (arrow, outlines, tag), on the puzzle's own position,
    and the marks go with the next move or Try again."""
    puzzle = next(p for p in puzzles("maids") if p.find_all)
    board = PuzzleBoard(puzzle)
    plain = board.board.picture.value
    wrong = next(str(m) for m in puzzle.start().legal_moves() if str(m) not in puzzle.answers)
    type_move(board, wrong)                      # the learner has moved: Show answer puts the position back
    board.show_button.click()
    assert not board.board.game.history and board.board.answer_marks == puzzle.answers
    marked = board.board._view._decorations["good_move"]
    assert sorted(str(move) for move in marked) == sorted(puzzle.answers)
    assert board.board.picture.value != plain    # the picture shows the marks
    board.again_button.click()
    assert board.board.answer_marks == () and board.board._view._decorations["good_move"] is None
    assert board.board.picture.value == plain and board.errors == []


@pytest.mark.parametrize("puzzle", [p for p in ALL if p.deal is not None][:: 7], ids=lambda p: p.id)
def test_the_task_counts_the_moves_before_the_puzzle_as_the_board_does(puzzle):
    """The task's "from deal 1, after 23 moves" and the board's "23 moves played" name one number
    (a fresh reader took "move 24" beside "23 moves played" for a contradiction)."""
    puzzle_board = PuzzleBoard(puzzle)
    count = puzzle_board.board._view.moves_before + len(puzzle_board.board.game.history)
    task = re.sub(r"<[^>]+>", " ", puzzle_board.task.value)
    assert count == puzzle.ply
    assert (f"after {count} move" in task) if count else ("before its first move" in task)
    with in_language("uk"):
        assert f"після {count} ход" in re.sub(r"<[^>]+>", " ", PuzzleBoard(puzzle).task.value) or not count
