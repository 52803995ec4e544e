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
- :func:`png` is the picture of a game as PNG bytes (what ``game._repr_png_`` shows).

Decorations are keywords, as in python-chess: ``last_move`` (a Move or its text),
``highlight`` (places to outline), ``selected`` (a place), ``title``; and the look:
``four_colour`` (♠ black, ♥ red, ♦ blue, ♣ green) and ``labels`` (print place names).

The whole board is four artists (see :mod:`solitaire.draw.board`); a place whose cards
did not change keeps its items, so a move costs little more than Agg drawing four
artists and encoding the PNG.
"""
from __future__ import annotations

from .board import Board, checked, decorations_of, new_figure, subject
from .layout import layout_for
from .view import BoardView, png

__all__ = ["draw", "BoardView", "png"]


def draw(game_or_state, game_class=None, ax=None, **decorations):
    """Draw a game (or a state, with its game class) on ``ax`` and return the Axes.

    Without ``ax`` a new figure (Agg canvas, no pyplot) is made: ``ax.figure``. Keywords:
    ``last_move``, ``highlight``, ``selected``, ``title``, ``four_colour``, ``labels``.
    Never shows anything on screen.
    """
    from matplotlib.axes import Axes
    if isinstance(game_class, Axes) and ax is None:
        game_class, ax = None, game_class
    checked(decorations)
    cls, state, game = subject(game_or_state, game_class)
    if ax is None:
        layout = layout_for(cls.game_name)
        ax = new_figure(layout.width, layout.height, 100)[0].axes[0]
    board = Board(cls, ax, four_colour=decorations.get("four_colour", False),
                   labels=decorations.get("labels", True))
    board.show(state, cls.status_of(state), decorations_of(decorations),
               None if game is None else len(game.history))
    return ax

