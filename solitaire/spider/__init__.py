"""Spider ("Павук", also "Змій", the Serpent): the game and its parts.

- ``state.py``: the position as a small immutable value, its legal moves, ``apply`` and
  its text board;
- ``rules.py``: one small function per rule sentence, linked to its sentence id;
- ``explain.py``: why a move is refused, in words, citing the sentence;
- ``layout.py``: a position by name (``Spider.from_layout``); ``orders.py``: explicit dealing orders;
- ``game.py``: :class:`Spider`, the :class:`~solitaire.engine.Game` that puts them together;
- what the other parts ask of the game, as in Maids: ``effects.py`` (what a move did),
  ``progress.py`` (how far a position is home), ``hidden.py`` (what a player cannot see),
  ``greedy.py`` (the careless player's rules).
"""
from .game import Spider, cards_at, position_key
from .state import SpiderState, board_text

__all__ = ["Spider", "SpiderState", "board_text", "cards_at", "position_key"]
