"""Twelve Sleeping Maids ("Двенадцать спящих дев"): the game and its parts.

- ``rules.py``: the position, and one small function per rule sentence;
- ``explain.py``: why a move is refused, in words, citing the sentence;
- ``orders.py``: explicit dealing orders for lessons and tests;
- ``game.py``: :class:`TwelveSleepingMaids` (alias ``Maids``) and the text board.
"""
from .game import Maids, MaidsState, TwelveSleepingMaids, board_text, face_down, position_key

__all__ = ["TwelveSleepingMaids", "Maids", "MaidsState", "board_text", "face_down", "position_key"]
