"""A game's picture that follows the game: PNG bytes, and where each place and card is.

Widgets keep one :class:`BoardView` per game: after a move they call ``update`` (with
new decorations, if any) and ``png()``; a click's pixel goes to ``place_at`` or
``card_at``. Pixels are those of the PNG, origin at the top-left corner.
"""
from __future__ import annotations

import math

import numpy as np

from .board import (
    DECORATION_KEYWORDS, Board, before_of, checked, decorations_of, encode_png, figure_size, new_figure, style_of,
    subject,
)
from ..languages import language

__all__ = ["BoardView", "png"]


class BoardView:
    """The picture of ``game``, one figure redrawn in place as the game goes on.

    Keywords: ``dpi`` (100: one layout unit is one pixel), the look (``theme``
    "default" or "projector", ``four_colour``, ``labels``, ``crop``, ``legend``) and the
    decorations (``last_move``, ``before``, ``highlight``, ``selected``, ``hint``,
    ``good_move``, ``losing_move``, ``title``). ``update(**keywords)`` changes the keywords given and keeps the others;
    ``png()`` redraws first if the game has moved since.
    """

    def __init__(self, game, *, dpi: float = 100, moves_before: int = 0, **keywords) -> None:
        checked(keywords)
        self.game = game
        self.dpi = dpi
        self._moves_before = moves_before
        self._style = style_of(keywords)
        self._decorations = decorations_of(keywords)
        self.figure, self.canvas = new_figure(*figure_size(type(game), self._style), dpi, self._style["theme"])
        self._board = Board(type(game), self.figure.axes[0], **self._style)
        self._shown = None      # (state, moves played, language) shown by the artists
        self._png = None        # the PNG of what the artists show, once encoded
        self.update()

    @property
    def moves_before(self) -> int:
        """Moves played before the game's own history began (a puzzle starts mid-deal, its history empty):
        the count on the picture adds them, so a position after move 57 never reads "0 moves played".
        Setting it shows the count at once."""
        return self._moves_before

    @moves_before.setter
    def moves_before(self, count: int) -> None:
        if count != self._moves_before:
            self._moves_before = count
            self.update()

    # --- changing the picture ------------------------------------------------------

    def update(self, **keywords) -> "BoardView":
        """Show the game's current position with the decorations given (others kept)."""
        checked(keywords)
        given = {name: value for name, value in keywords.items() if name in DECORATION_KEYWORDS}
        decorations = decorations_of({**self._decorations, **given})
        self._board.check_places(decorations)  # a bad place name stops here, changing nothing
        style = style_of(keywords, self._style)
        if style != self._style:
            self._style = style
            width, height = figure_size(type(self.game), style)
            self.figure.set_size_inches(width / 100, height / 100)
            axes = self.figure.axes[0]
            axes.clear()
            self._board = Board(type(self.game), axes, **style)
            self.figure.set_facecolor(self._board.style.colours.felt)
        self._decorations = decorations
        game = self.game
        self._board.show(game.state, game.status, self._decorations, self.moves_before + len(game.history),
                         before_of(game, decorations))
        self._shown = (game.state, len(game.history), language())
        self._png = None
        return self

    def _follow_game(self) -> None:
        """Redraw when the game has moved, or the language changed (card faces, the lines on top)."""
        game = self.game
        if (self._shown is None or self._shown[0] is not game.state or self._shown[1] != len(game.history)
                or self._shown[2] != language()):
            self.update()

    def png(self, compression: int = 1) -> bytes:
        """The picture as PNG bytes (``compression`` is the zlib level: 1 quick, 9 small)."""
        self._follow_game()
        if self._png is None or self._png[0] != compression:
            self.canvas.draw()
            self._png = (compression, encode_png(np.asarray(self.canvas.buffer_rgba()), compression))
        return self._png[1]

    def _repr_png_(self):
        """The picture, with the position in words as its ``alt`` text."""
        from .words import position_words
        return self.png(), {"alt": position_words(self.game)}

    def _repr_mimebundle_(self, include=None, exclude=None):
        """The picture as PNG and as an ``<img>`` whose ``alt`` is the position in words."""
        from .picture import picture_bundle
        from .words import position_words
        return picture_bundle(self.png(), position_words(self.game))

    def close(self) -> None:
        """Let go of the figure (a closed view draws no more)."""
        self.figure.clear()
        self._board = None

    # --- where things are, in PNG pixels -------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        """``(width, height)`` of the PNG in pixels."""
        width, height = self.canvas.get_width_height()
        return width, height

    def geometry(self) -> dict:
        """Where everything is, in PNG pixels (``(x0, y0, x1, y1)``, origin top-left).

        ``{"size": (w, h), "places": {place: {"rect", "centre", "count", "cards": [{"index",
        "rect", "text", "face_up"}, ...]}}, "status", "status_rect"}``: each place's
        rectangle (its cards, or its empty slot), how many cards it holds, and every card
        drawn on it, bottom first (``index`` is the card's position in
        ``game.cards(place)``, bottom first); the game's status and, when it is over,
        where the picture says so.
        """
        self._follow_game()
        places = {}
        for place, (content, piece) in self._board.pieces.items():
            x0, y0, x1, y1 = self._rect(piece.box)
            places[place] = {
                "rect": (x0, y0, x1, y1), "centre": ((x0 + x1) / 2, (y0 + y1) / 2), "count": content.total,
                "cards": [{"index": spot.index, "rect": self._rect(spot.box), "text": spot.text,
                           "face_up": spot.face_up} for spot in piece.spots],
            }
        status_box = None
        if self._board.status in ("won", "lost"):
            status_box = self._rect(self._board.status_box())
        return {"size": self.size, "places": places, "status": self._board.status, "status_rect": status_box}

    def _rect(self, box) -> tuple:
        """A box of the table in PNG pixels."""
        wide = self.size[0]
        return self._board.to_pixels(box[0], box[1], wide) + self._board.to_pixels(box[2], box[3], wide)

    def place_at(self, x: float, y: float) -> str | None:
        """The place under PNG pixel ``(x, y)``, or None for the bare table."""
        self._follow_game()
        x, y = self._board.from_pixels(x, y, self.size[0])
        for place, (_, piece) in self._board.pieces.items():
            x0, y0, x1, y1 = piece.box
            if x0 <= x <= x1 and y0 <= y <= y1:
                return place
        return None

    def card_at(self, x: float, y: float) -> tuple[str, int] | None:
        """``(place, index)`` of the topmost card under PNG pixel ``(x, y)``, or None.

        ``index`` counts from the bottom of ``game.cards(place)``.
        """
        place = self.place_at(x, y)
        if place is None:
            return None
        x, y = self._board.from_pixels(x, y, self.size[0])
        layout = self._board.layout
        for spot in reversed(self._board.pieces[place][1].spots):
            cx, cy = spot.centre
            a = math.radians(-spot.angle)
            dx = math.cos(a) * (x - cx) - math.sin(a) * (y - cy)
            dy = math.sin(a) * (x - cx) + math.cos(a) * (y - cy)
            if abs(dx) <= layout.card_w / 2 and abs(dy) <= layout.card_h / 2:
                return place, spot.index
        return None


_BOARDS: dict = {}   # (game class, look, dpi) -> (figure, canvas, board): reused by png()


def png(game_or_state, game_class=None, *, dpi: float = 100, compression: int = 1, **keywords) -> bytes:
    """The picture of a game (or of a state, with its game class) as PNG bytes.

    Keywords as for :class:`BoardView`. One figure per game and look is kept and
    redrawn, so repeated calls are quick.
    """
    checked(keywords)
    cls, state, game = subject(game_or_state, game_class)
    style = style_of(keywords)
    key = (cls, tuple(style.items()), dpi)
    if key not in _BOARDS:
        figure, canvas = new_figure(*figure_size(cls, style), dpi, style["theme"])
        _BOARDS[key] = (figure, canvas, Board(cls, figure.axes[0], **style))
    figure, canvas, board = _BOARDS[key]
    decorations = decorations_of(keywords)
    board.show(state, cls.status_of(state), decorations, None if game is None else len(game.history),
               before_of(game, decorations))
    canvas.draw()
    return encode_png(np.asarray(canvas.buffer_rgba()), compression)
