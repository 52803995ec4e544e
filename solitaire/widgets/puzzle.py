"""The interactive board in puzzle mode: ``play(puzzle)``.

The task, the answer box and the verdict stand above the board. The learner plays a
move on the board (a click, or the board's move list and Play) or types it in the
puzzle's own box (where an illegal move is judged too), and the verdict line answers: right, or why not, with the sentence id of
the rule broken or the solver's proof that the deal is lost. "Show answer" gives the
answer, "Try again" puts the position back. A puzzle with several right moves
("find_all") counts the ones found, and is solved once all are.

The board is the ordinary :class:`~solitaire.widgets.board.Board`, with the controls that
would leave the puzzle or give it away (Hint, Autoplay, a new deal, the options) hidden.
"""
from __future__ import annotations

import functools
import html

import ipywidgets as widgets

from ..puzzles import Puzzle, kind_words
from .board import Board, play as play_game
from .controls import message_html

__all__ = ["PuzzleBoard", "play"]

#: The board's controls a puzzle hides (by attribute name): they give the answer away
#: (Hint, Autoplay) or leave the puzzle's position for another game (a new deal, options).
HIDDEN = ("hint_button", "autoplay_button", "stop_button", "speed", "setup_row")


RIGHT_COLOUR = "#1b7a1b"


def guarded(method):
    """Run a widget callback so that a failure shows in the verdict line (and in ``errors``), never lost."""
    @functools.wraps(method)
    def guarded_method(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except Exception as error:  # shown to the learner and kept for the tests
            self.errors.append(error)
            self._say(f"Something went wrong: {error!r}", refused=True)
            return None
    return guarded_method


def play(game_or_puzzle, **options):
    """The interactive board: for a game (see :class:`Board`), or for a puzzle in puzzle mode."""
    if isinstance(game_or_puzzle, Puzzle):
        return PuzzleBoard(game_or_puzzle, **options)
    return play_game(game_or_puzzle, **options)


class PuzzleBoard(widgets.VBox):
    """A puzzle on the interactive board: task, board, answer box and buttons, verdict line.

    ``found`` holds the right moves found so far, ``solved`` says whether the puzzle is
    done, ``verdict_text`` is the last verdict in plain text (tests read it).
    """

    def __init__(self, puzzle: Puzzle, **board_options) -> None:
        self.puzzle = puzzle
        self.errors: list[BaseException] = []
        self.found: list[str] = []
        self.verdict_text = ""
        self.board = Board(puzzle.start(), **board_options)
        for name in HIDDEN:
            control = getattr(self.board, name, None)
            if control is not None:
                control.layout.display = "none"
        self.task = widgets.HTML(self._task_html())
        self.answer_box = widgets.Text(placeholder="your move, e.g. L2 F1", description="Your move",
                                       layout=widgets.Layout(width="18em"))
        self.answer_button = self._button("Answer", "Judge the move typed in the box", self.answer_typed)
        self.show_button = self._button("Show answer", "Show the right move(s)", self.show_answer)
        self.again_button = self._button("Try again", "Put the puzzle's position back", self.try_again)
        self.verdict = widgets.HTML(layout=widgets.Layout(width="100%"))
        self._listener = self._moved
        self.board.game.observe(self._listener)
        row = widgets.HBox([self.answer_box, self.answer_button, self.show_button, self.again_button],
                           layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        # the puzzle's parts together above the board, seen without scrolling (and on a projector)
        super().__init__([self.task, row, self.verdict, self.board])

    def _task_html(self) -> str:
        puzzle = self.puzzle
        origin = f" · from deal {puzzle.deal}, move {puzzle.ply + 1}" if puzzle.deal is not None else ""
        return (f"<b>Puzzle {html.escape(puzzle.id)}</b> · {html.escape(kind_words(puzzle.game, puzzle.kind))} · "
                f"level {puzzle.level}{origin}<br><span style='font-size:1.15em'>{html.escape(puzzle.task)}</span>")

    @staticmethod
    def _button(text: str, tip: str, action) -> widgets.Button:
        button = widgets.Button(description=text, tooltip=tip)
        button.on_click(lambda _button: action())
        return button

    @property
    def solved(self) -> bool:
        needed = self.puzzle.answers if self.puzzle.find_all else self.puzzle.answers[:1]
        return set(needed) <= set(self.found) if self.puzzle.find_all else bool(self.found)

    def _say(self, text: str, refused: bool = False) -> None:
        self.verdict_text = text
        line = message_html(text, refused)
        if text.startswith(("Solved!", "Right:")):  # a right answer stands out in green
            line = line.replace("<span>", f"<span style='color:{RIGHT_COLOUR}; font-weight:bold'>", 1)
        self.verdict.value = f"<div style='font-size:1.1em'>{line}</div>"

    # --- the learner's move ---------------------------------------------------------------

    @guarded
    def _moved(self, game) -> None:
        """The game's observer: the first move from the puzzle's position is the answer judged."""
        if len(game.history) == 1:
            self._judge(game.history[0])
        elif len(game.history) > 1:
            self._say("The puzzle asks for one move: press Try again to start over.")
        else:
            self._say("")

    def _judge(self, move) -> None:
        answer = self.puzzle.check(move)
        if answer.right and answer.move not in self.found:
            self.found.append(answer.move)
        text = answer.text
        if answer.right and self.puzzle.find_all and not self.solved:
            left = len(self.puzzle.answers) - len(self.found)
            text = f"Right: {answer.move} ({len(self.found)} found, {left} to go). Press Try again for the next one."
        elif answer.right:
            text = "Solved! " + text
        self._say(text, refused=not answer.right)

    @guarded
    def answer_typed(self) -> None:
        """Judge the move typed in the box; a legal one is also played on the board."""
        text = self.answer_box.value.strip()
        if not text:
            self._say("Type a move first, e.g. L2 F1 or deal.", refused=True)
            return
        game = self.board.game
        if game.history:
            self._back_to_start()
        answer = self.puzzle.check(text)
        if answer.legal:
            # through the board's own move list, so that its message line says what was played
            self.board.moves.value = game.parse_move(answer.move)
            self.board.play_listed()  # the game's observer then judges the move
        else:
            self._say(answer.text, refused=True)

    @guarded
    def show_answer(self) -> None:
        puzzle = self.puzzle
        moves = ", ".join(puzzle.answers)
        several = "The right moves are" if len(puzzle.answers) > 1 else "The answer is"
        why = f" {puzzle.note}" if puzzle.note else ""
        self._say(f"{several} {moves}.{why}")

    def _back_to_start(self) -> None:
        self.board.game.restart()
        self.board._say("")  # the board's line about the move taken back would mislead

    @guarded
    def try_again(self) -> None:
        """Back to the puzzle's position (the moves found so far stay found)."""
        self._back_to_start()
        self.answer_box.value = ""
        done = f" Found so far: {', '.join(self.found)}." if self.found and not self.solved else ""
        self._say(f"The puzzle's position again.{done}")

    def close(self) -> None:
        self.board.game.unobserve(self._listener)
        self.board.close()
        super().close()

    def __repr__(self) -> str:
        return f"<PuzzleBoard: {self.puzzle.id}, {len(self.found)} found, {'solved' if self.solved else 'open'}>"
