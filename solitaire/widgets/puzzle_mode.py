"""The board inside a puzzle (:class:`PuzzleModeBoard`): the interactive board with what would give
a puzzle's answer away taken out. A picked-up card lights no target, a move the rules refuse is
handed to the puzzle's panel to be judged like a typed one, and "Show answer" draws the answer's
moves on the position as the board marks a good move. The panel beside it is :mod:`.puzzle`.
"""
from __future__ import annotations

from ..languages import N_
from ..moves import Move
from .board import Board

__all__ = ["PuzzleModeBoard", "NO_MOUSE_IN_PUZZLE"]

NO_MOUSE_IN_PUZZLE = N_("Mouse clicks on the board are unavailable here (the ipyevents extension is not loaded): "
                         "type your move in the box beside the board.")


class PuzzleModeBoard(Board):
    """The board inside a puzzle: a picked-up card lights no target, and a move the rules
    refuse (a click) is handed to ``on_refused`` to be judged like a typed one."""

    #: the move list is hidden here: without a mouse, the answer box is the way to play
    no_mouse_text = NO_MOUSE_IN_PUZZLE

    def __init__(self, game, on_refused, moves_before: int = 0, **options) -> None:
        self._on_refused = on_refused
        self.moves_before = moves_before   # the puzzle's position comes after this many moves of its deal
        super().__init__(game, reveal_targets=False, **options)

    def retitle(self, title: str) -> None:
        """Give the picture the title ``title`` (the puzzle's, said again after a switch of language)."""
        self.decorations["title"] = title
        self._view.update(title=title)
        self._drawn_key = None
        self._draw()

    #: the answer's moves drawn on the puzzle's position ("Show answer"), until the position changes
    answer_marks: tuple = ()

    def mark_answer(self, moves) -> None:
        """Draw ``moves`` on the board as the board marks a good move (arrow, outlines, tag)."""
        self.answer_marks = tuple(moves)
        self._view.update(good_move=list(self.answer_marks))
        self._drawn_key = None  # the picture's key does not hold the marks: draw it again
        self._draw()

    def _game_changed(self, game) -> None:
        """A move or Try again: the answer's marks belong to the puzzle's position only."""
        if self.answer_marks and game is self.game:
            self.answer_marks = ()
            self._view.update(good_move=None)
            self._drawn_key = None
        super()._game_changed(game)

    def refused(self, move: Move, message: str) -> None:
        """Put the card down and leave the refusal to the puzzle's verdict line (said once, beside the board)."""
        self.selected = None
        self._say("")
        self._draw()
        self._on_refused(move)
