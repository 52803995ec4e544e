"""The interactive board (ipywidgets): ``play(game)`` returns a :class:`Board` to show in a cell.

- ``board.py``: :class:`Board`, wiring the game, the picture and the controls;
- ``clicks.py``: what a click on the picture means (pick up, put down, deal);
- ``controls.py``: the buttons, the move list and the message and status lines;
- ``words.py``: each control's words and the options' questions and answers (said in the language
  in use: a switch of language relabels a live board, puzzle board and trainer at once);
- ``kept.py``: the game a new deal replaced, and the button back to it;
- ``autoplay.py``: hints and autoplay;
- ``puzzle.py``: :class:`PuzzleBoard`, the board in puzzle mode (``play(puzzle)``);
- ``trainer.py``: :class:`Trainer`, the puzzle trainer (``train("maids")``).
"""
from .board import HINT_BUDGET, Board
from .puzzle import PuzzleBoard, play
from .trainer import Trainer, train

__all__ = ["play", "train", "Board", "PuzzleBoard", "Trainer", "HINT_BUDGET"]
