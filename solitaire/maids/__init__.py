"""Twelve Sleeping Maids ("Двенадцать спящих дев"): the game and its parts.

- ``state.py``: the position as a small immutable value, and the names of its places;
- ``deal.py``: the deck and how the figure is laid out;
- ``rules.py``: one small function per rule sentence, linked to its sentence id, and from them
  the legal moves and ``apply`` (in Spider these two live in ``state.py``);
- ``explain.py``: why a move is refused, in words, citing the sentence;
- ``layout.py``: a position by name (``Maids.from_layout``); ``orders.py``: explicit dealing orders;
- ``game.py``: :class:`TwelveSleepingMaids` (alias ``Maids``), the
  :class:`~solitaire.engine.Game` that puts them together, and the text board;
- what the other parts ask of the game, as in Spider: ``effects.py`` (what a move did),
  ``progress.py`` (how far a position is home), ``hidden.py`` (what a player cannot see),
  ``greedy.py`` (the careless player's rules).
"""
from .game import Maids, MaidsState, TwelveSleepingMaids, board_text, face_down, position_key

__all__ = ["TwelveSleepingMaids", "Maids", "MaidsState", "board_text", "face_down", "position_key"]
