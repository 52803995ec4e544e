"""Pictures of the boards, with matplotlib only (no pyplot: figures are built directly).

>>> from solitaire import Spider
>>> game = Spider(deal=7)
>>> game.play("deal")
Move.parse('deal')
>>> png(game, last_move="deal")[:4]
b'\\x89PNG'
>>> view = BoardView(game, highlight=["A1"])
>>> view.place_at(*view.geometry()["places"]["L2"]["centre"])
'L2'

- :func:`draw` draws a game (or a state) on a matplotlib ``Axes`` and returns it;
- :class:`BoardView` owns one figure and redraws it in place after each move, gives
  PNG bytes, and says which place or card a pixel of the PNG falls on (for clicks);
- :func:`png` is the picture of a game as PNG bytes (what ``game._repr_png_`` shows);
- :func:`boards` and :func:`before_after` make figures of several boards, each at least
  700 pixels wide, at most two across;
- :func:`position_words` is the position in words, the text alternative of a picture;
- :func:`what_happened` says what a move did (deal, refill, woken packets, redeal) and
  :func:`describe` puts it in words with the sentence ids.

Everything the pictures and the words say is in the language in use
(:func:`solitaire.set_language`: English, Ukrainian or Russian), card faces included (В♦ in
Ukrainian); place names (L1, M3, F2, stock) stay the project's notation in every language.

Decorations are keywords, as in python-chess: ``last_move`` (a Move or its text),
``highlight`` (places to outline), ``selected`` (a place), ``title``; and the look:
``four_colour`` (♠ black, ♥ red, ♦ blue, ♣ green) and ``labels`` (print place names);
the theme of boards drawn without one is :func:`set_theme`'s, or ``$SOLITAIRE_THEME``'s.

The whole board is four artists (see :mod:`solitaire.draw.board`); a place whose cards
did not change keeps its items, so a move costs little more than Agg drawing four
artists and encoding the PNG.
"""
from __future__ import annotations

from .board import default_theme, set_theme
from .effects import Effects, describe, what_happened
from .figures import Boards, before_after, boards, draw
from .view import BoardView, png
from .words import card_words, position_words

__all__ = ["draw", "set_theme", "default_theme", "position_words", "card_words", "BoardView", "png", "boards",
           "before_after", "Boards", "what_happened", "describe", "Effects"]
