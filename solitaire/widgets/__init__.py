"""The interactive board (ipywidgets): ``play(game)`` returns a :class:`Board` to show in a cell.

- ``board.py``: :class:`Board`, wiring the game, the picture and the controls;
- ``clicks.py``: what a click on the picture means (pick up, put down, deal);
- ``controls.py``: the buttons, the move list and the message and status lines;
- ``autoplay.py``: hints and autoplay.
"""
from .board import HINT_BUDGET, Board, play

__all__ = ["play", "Board", "HINT_BUDGET"]
