"""Spider ("Павук", also "Змій", the Serpent): the game and its parts.

- ``rules.py``: one small function per rule sentence, linked to its sentence id;
- ``state.py``: the position as a small immutable value, its legal moves, ``apply`` and
  its text board;
- ``explain.py``: why a move is refused, in words, citing the sentence;
- ``orders.py``: explicit dealing orders for lessons and tests;
- ``game.py``: :class:`Spider`, the :class:`~solitaire.engine.Game` that puts them together.
"""
from .game import Spider, cards_at, position_key
from .state import SpiderState, board_text

__all__ = ["Spider", "SpiderState", "board_text", "cards_at", "position_key"]
