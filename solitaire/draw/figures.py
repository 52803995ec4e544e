"""Figures of boards: one on an Axes (:func:`draw`), or several (before and after a move, a few
moments of a game), each kept big.

A lesson that puts six boards side by side shrinks each to 500 pixels, where no label
can be read across a room. :func:`boards` puts at most two boards across and the rest
in rows, each at least 700 pixels wide (a wide board, Spider on a projector, one to a
row); :func:`before_after` is the common pair.

>>> from solitaire import Maids
>>> pair = before_after(Maids(deal=1), "R1→F1")
>>> pair.size, pair.board_width
((1940, 698), 960)
"""
from __future__ import annotations

import numpy as np

from .board import (Board, before_of, checked, decorations_of, encode_png, figure_size, new_figure, style_of,
                    subject)
from .picture import picture_bundle, pictures_bundle
from .words import position_words
from ..languages import translator

__all__ = ["draw", "Boards", "boards", "before_after", "MIN_BOARD_WIDTH", "PRESENTED_HEIGHT"]

_ = translator("draw")

MIN_BOARD_WIDTH = 700   # pixels: narrower, a projected board's labels cannot be read
#: How tall one presented board may be on the page: a lesson's heading, the lines under it, the
#: question and the answer box take up to 270 px, and at 1280×620 all of them and the board
#: share one screen (on a taller screen the board grows with it, up to its own size).
PRESENTED_HEIGHT = "max(300px, calc(100vh - 270px))"
_GAP = 20               # pixels between boards


class Boards:
    """A figure of boards: ``png()`` gives its bytes, and a notebook shows it (``_repr_png_``)."""

    def __init__(self, figure, canvas, board_width: int, alt: str = "", panels: tuple = (),
                 presented: bool = False) -> None:
        self.figure, self.canvas, self.board_width = figure, canvas, board_width
        self.presented = presented   # the projector look: one board fits a screen with its question
        self.alt = alt   # the boards in words, board by board: the picture's text alternative
        # ((x, y, width, height) in pixels, the board in words) of each board shown apart in HTML,
        # so that they wrap on a narrow screen (the projector look); empty: one picture of them all
        self.panels = panels

    @property
    def size(self) -> tuple[int, int]:
        return self.canvas.get_width_height()

    def png(self, compression: int = 6) -> bytes:
        self.canvas.draw()
        return encode_png(np.asarray(self.canvas.buffer_rgba()), compression)

    def _repr_png_(self):
        return self.png(), {"alt": self.alt}

    def _repr_mimebundle_(self, include=None, exclude=None):
        """The boards drawn once: as one PNG with every board in words as its ``alt``. In the
        projector look the HTML has one ``<img>`` a board (each with its own words), side by side
        on a wide page and one under the other on a narrow one, rather than shrunk; on a screen
        (JupyterLab's lessons) it is the one picture."""
        whole = self.png()
        if len(self.panels) < 2:
            return picture_bundle(whole, self.alt, PRESENTED_HEIGHT if self.presented else "")
        pixels = np.asarray(self.canvas.buffer_rgba())
        panels = [(encode_png(pixels[y:y + height, x:x + width], 6), words, width)
                  for (x, y, width, height), words in self.panels]
        return pictures_bundle(whole, self.alt, panels, MIN_BOARD_WIDTH)

    def __repr__(self) -> str:
        """Short and the same on every run (a stored lesson's text output must not change)."""
        width, height = self.size   # said in the class's language: a text export of a Ukrainian lesson shows it
        return _("<Boards: {width}×{height} px, boards {board_width} px wide>").format(
            width=width, height=height, board_width=self.board_width)

    def save(self, path) -> None:
        """Write the PNG to ``path``."""
        with open(path, "wb") as file:
            file.write(self.png())


def _panel(item) -> tuple:
    """``(game or state, keywords)`` of one panel: a game, a state, or a pair of one and its keywords."""
    if isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], dict):
        return item
    return item, {}


def boards(panels, *, columns: int = 2, board_width: int = 960, game_class=None, **keywords) -> Boards:
    """A figure of several boards, at most two across, each ``board_width`` (at least 700) pixels wide.

    ``panels``: games or states, or ``(game or state, keywords)`` pairs whose keywords
    (``title``, ``last_move``, ``before``, ...) add to the ``keywords`` given for all.
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    if columns not in (1, 2):
        raise ValueError(f"columns must be 1 or 2, not {columns!r}: more boards go in rows")
    if board_width < MIN_BOARD_WIDTH:
        raise ValueError(f"board_width must be at least {MIN_BOARD_WIDTH} pixels, not {board_width!r}")
    panels = [_panel(item) for item in panels]
    if not panels:
        raise ValueError("boards: give at least one game or state")
    checked(keywords)
    for _item, own in panels:
        checked(dict(own))
    # one title's band for every board when any has a title, so that the boards line up
    titled = any(({**keywords, **own}).get("title") for _item, own in panels)
    style = {**style_of(keywords), "titled": titled}
    kinds = [subject(item, game_class)[0] for item, _ in panels]
    unit_w, unit_h = max(figure_size(kind, style)[0] for kind in kinds), max(figure_size(kind, style)[1] for kind in kinds)
    across = min(columns, len(panels))
    if unit_w > 1.8 * unit_h:  # a wide board (Spider on a projector) goes one to a row, at its own width
        across, board_width = 1, max(board_width, round(unit_w))
    board_height = round(board_width * unit_h / unit_w)
    rows = -(-len(panels) // across)
    width, height = across * board_width + (across - 1) * _GAP, rows * board_height + (rows - 1) * _GAP
    figure = Figure(figsize=(width / 100, height / 100), dpi=100, facecolor="white")
    canvas = FigureCanvasAgg(figure)
    described, placed = [], []
    for k, (item, own) in enumerate(panels):
        row, column = divmod(k, across)
        x, y = column * (board_width + _GAP), row * (board_height + _GAP)
        ax = figure.add_axes((x / width, 1 - (y + board_height) / height, board_width / width, board_height / height))
        given = {**keywords, **checked(dict(own))}
        kind, state, game = subject(item, game_class)
        board = Board(kind, ax, **{**style_of(given), "titled": titled})
        marks = decorations_of(given)
        board.show(state, kind.status_of(state), marks, None if game is None else len(game.history),
                   before_of(game, marks))
        title = given.get("title")
        described.append((f"{title}: " if title else "") + position_words(game if game is not None else state, kind,
                                                                          str(title or "")))
        placed.append((x, y, board_width, board_height))
    presented = style["theme"] == "projector"
    apart = tuple(zip(placed, described)) if presented else ()
    return Boards(figure, canvas, board_width, "\n\n".join(described), apart, presented=presented and len(panels) == 1)


def before_after(game, move, *, columns: int = 2, **keywords) -> Boards:
    """The board before ``move`` (the move drawn as the one played next) and after it (with all it did).

    ``game`` is not changed: the move is played on a copy.
    """
    after = game.copy()
    played = after.play(move)
    return boards([(game, {"title": _("Before"), "next_move": played}),
                   (after, {"title": _("After {move}").format(move=played), "last_move": played})],
                  columns=columns, **keywords)


def draw(game_or_state, game_class=None, ax=None, **decorations):
    """Draw a game (or a state, with its game class) on ``ax`` and return the Axes.

    Without ``ax`` a new figure (Agg canvas, no pyplot) is made: ``ax.figure``. The look:
    ``theme`` ("default" or "projector": big high-contrast text, bigger indices),
    ``four_colour``, ``labels``, ``crop`` (Spider shows a square round what lies on the
    table, so an early deal is not two thirds empty; ``crop=False``: always the whole
    table), ``legend`` (a strip saying what each colour means). The decorations: ``last_move`` (with
    everything it did: a deal's card, a refill, woken packets, a redeal; from a state, pass
    ``before=`` the position before it), ``highlight`` (the places a picked-up card may
    go to), ``selected``, ``hint``, ``good_move``, ``losing_move`` (a move or a list),
    ``title``. Never shows anything on screen.
    """
    from matplotlib.axes import Axes
    if isinstance(game_class, Axes) and ax is None:
        game_class, ax = None, game_class
    checked(decorations)
    cls, state, game = subject(game_or_state, game_class)
    style = style_of(decorations)
    if ax is None:
        ax = new_figure(*figure_size(cls, style), 100, style["theme"])[0].axes[0]
    board = Board(cls, ax, **style)
    marks = decorations_of(decorations)
    board.show(state, cls.status_of(state), marks, None if game is None else len(game.history),
               before_of(game, marks))
    return ax
