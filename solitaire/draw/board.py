"""The machinery behind the pictures: one board of artists per Axes, updated in place.

A :class:`Board` draws the positions of one game on one Axes with four artists: a
path collection for the cards' shapes, one for all the text (glyph outlines, see
:mod:`solitaire.draw.ink`), one for the outlines of decorations, and an arrow for
the last move. A place whose content did not change keeps its items from the last
picture (see :mod:`solitaire.draw.scene`).
"""
from __future__ import annotations

import struct
import zlib

import numpy as np

from .ink import card_outline, palette, text_path
from .layout import layout_for
from .scene import Style, build_piece, contents
from ..moves import Move, normalize_place

__all__ = ["Board", "STYLE_KEYWORDS", "DECORATION_KEYWORDS", "DEFAULTS", "subject", "decorations_of", "checked",
           "new_figure", "encode_png"]

STYLE_KEYWORDS = ("four_colour", "labels")
DECORATION_KEYWORDS = ("last_move", "highlight", "selected", "title")
DEFAULTS = {"four_colour": False, "labels": True, "last_move": None, "highlight": (), "selected": None,
             "title": None}


def checked(keywords: dict) -> dict:
    """The drawing keywords themselves; a TypeError names the first unknown one."""
    unknown = sorted(set(keywords) - set(DEFAULTS))
    if unknown:
        raise TypeError(f"unknown drawing keyword {unknown[0]!r}: use "
                        + ", ".join(STYLE_KEYWORDS + DECORATION_KEYWORDS))
    return keywords


def _game_class_of(state):
    """The game class a state belongs to, from the module that defines its type."""
    module = type(state).__module__
    if ".spider" in module:
        from ..spider.game import Spider
        return Spider
    if ".maids" in module:
        from ..maids.game import Maids
        return Maids
    raise TypeError(f"cannot tell which game a {type(state).__name__} belongs to: "
                    "pass the game class too, as draw(state, Spider)")


def subject(game_or_state, game_class=None):
    """``(game class, state, game or None)`` from a game, or from a state (and its class)."""
    from ..engine import Game
    if isinstance(game_or_state, Game):
        return type(game_or_state), game_or_state.state, game_or_state
    if isinstance(game_or_state, type) and issubclass(game_or_state, Game):
        raise TypeError("draw a game or a state, not a game class")
    return game_class or _game_class_of(game_or_state), game_or_state, None


class Board:
    """Draws positions of one game on one Axes, reusing its artists from picture to picture."""

    def __init__(self, game_class, ax, *, four_colour: bool = False, labels: bool = True) -> None:
        from matplotlib.collections import PathCollection
        from matplotlib.patches import FancyArrowPatch
        from matplotlib.transforms import AffineDeltaTransform
        self.game_class = game_class
        self.layout = layout_for(game_class.game_name)
        self.style = Style(palette(bool(four_colour)), bool(labels))
        self.ax = ax
        layout, colours = self.layout, self.style.colours
        ax.set_xlim(0, layout.width)
        ax.set_ylim(layout.height, 0)  # y down, as in the PNG
        ax.set_aspect("equal")
        ax.set_axis_off()

        def collection(zorder):
            # Paths in layout units (scaled, not moved, by the data transform), placed by offsets.
            made = PathCollection([], offsets=np.zeros((0, 2)), offset_transform=ax.transData,
                                  transform=AffineDeltaTransform(ax.transData), zorder=zorder)
            ax.add_collection(made, autolim=False)
            return made

        self.shapes, self.glyphs, self.marks = collection(1), collection(2), collection(3)
        self.glyphs.set_edgecolor("none")
        self.glyphs.set_linewidth(0)
        self.marks.set_facecolor("none")
        self.arrow = FancyArrowPatch((0, 0), (1, 1), arrowstyle="-|>,head_length=0.6,head_width=0.4",
                                     mutation_scale=22, linewidth=3.5, color=colours.last_move, alpha=0.6,
                                     shrinkA=2, shrinkB=4, zorder=4,
                                     visible=False)
        ax.add_patch(self.arrow)
        self._pieces: dict = {}   # place -> (content, piece)
        self.state = None
        self.status = None
        self.decorations = decorations_of({})

    # --- the picture ---------------------------------------------------------------

    def show(self, state, status: str, decorations: dict, moves_played: int | None = None) -> None:
        """Bring the artists in line with ``state`` and the decorations.

        A decoration naming a place the game lacks raises ValueError before anything changes.
        """
        marks = self.marks_of(decorations)
        self.state, self.status = state, status
        self.decorations = decorations
        layout, style, colours = self.layout, self.style, self.style.colours
        # The felt is the first shape: the axes' own patch is not drawn with the axis off.
        shapes = [(card_outline(layout.width, layout.height, 0.0), (layout.width / 2, layout.height / 2),
                   colours.felt, colours.felt, 0.0)]
        glyphs = []
        for x0, y0, x1, y1 in layout.panels:
            shapes.append((card_outline(x1 - x0, y1 - y0, 14.0), ((x0 + x1) / 2, (y0 + y1) / 2),
                           colours.felt_dark, colours.felt_dark, 0.0))
        pieces = self._pieces
        for place, content in contents(self.game_class, state).items():
            known = pieces.get(place)
            if known is None or known[0] != content:
                known = pieces[place] = (content, build_piece(layout, layout.places[place], content, style))
            shapes += known[1].shapes
            glyphs += known[1].glyphs
        self._texts(shapes, glyphs, state, status, decorations, moves_played)
        self._fill(self.shapes, shapes, faces=True)
        self._fill(self.glyphs, glyphs, faces=False)
        self._decorate(decorations, marks)

    @staticmethod
    def _fill(collection, items, *, faces: bool) -> None:
        collection.set_visible(bool(items))
        if not items:
            return
        paths, offsets, fills = zip(*(item[:3] for item in items))
        collection.set_paths(list(paths))
        collection.set_offsets(np.array(offsets, float))
        collection.set_facecolor(np.array(fills, float))
        if faces:
            collection.set_edgecolor(np.array([item[3] for item in items], float))
            collection.set_linewidth([item[4] for item in items])

    def _texts(self, shapes, glyphs, state, status, decorations, moves_played) -> None:
        """Title, the line under it, and the status when the game is over."""
        layout, colours = self.layout, self.style.colours
        title = decorations.get("title")
        x, y = layout.title_at
        if title:
            glyphs.append((text_path(str(title), 24, ha="left", va="top"), (x, y), colours.ink_on_felt))
        info = self._info(state, moves_played)
        if info:
            ix, iy = layout.info_at
            ha = "right" if ix > layout.width / 2 else "left"
            if ha == "left":  # under the title, or in its place
                iy = y + 36 if title else y
            for k, line in enumerate(info):
                glyphs.append((text_path(line, 16, bold=k == 0, ha=ha, va="top"), (ix, iy + 24 * k),
                               colours.ink_on_felt))
        if status in ("won", "lost"):
            x0, y0, x1, y1 = layout.status_box
            fill = colours.won if status == "won" else colours.lost
            ink = colours.dark_text if status == "won" else colours.face
            shapes.append((card_outline(x1 - x0, y1 - y0, 10.0), ((x0 + x1) / 2, (y0 + y1) / 2), fill,
                           colours.face, 1.5))
            text = "Won!" if status == "won" else "Lost: no move left"
            size = min(30.0, (y1 - y0) * 0.5)
            wide = text_path(text, size, ha="center", va="center").get_extents().width
            size = round(min(size, size * (x1 - x0 - 30) / wide), 1)  # fit the box
            glyphs.append((text_path(text, size, ha="center", va="center"), ((x0 + x1) / 2, (y0 + y1) / 2), ink))

    def _info(self, state, moves_played) -> list[str]:
        lines = []
        if self.game_class.game_name == "spider":
            round_number, phase = getattr(state, "round", None), getattr(state, "phase", None)
            if round_number is not None:
                lines.append(f"Round {round_number}" + (f" · {phase}" if phase else ""))
        if moves_played is not None:
            lines.append(f"{moves_played} move{'s' if moves_played != 1 else ''} played")
        return lines

    def marks_of(self, decorations: dict) -> list[tuple[str, tuple, float]]:
        """``(place, colour, line width)`` of each outline; ValueError for a place the game lacks."""
        colours = self.style.colours
        marks = [(place, colours.highlight, 3.0) for place in decorations.get("highlight") or ()]
        move = decorations.get("last_move")
        if move is not None:
            if move.is_keyword:
                marks.append(("stock", colours.last_move, 3.0))
            else:
                marks += [(move.source, colours.last_move, 2.5), (move.target, colours.last_move, 3.0)]
        if decorations.get("selected"):
            marks.append((decorations["selected"], colours.selected, 4.0))
        for place, _, _ in marks:
            if place not in self.layout.places:
                raise ValueError(f"cannot mark {place!r}: {self.game_class.__name__} has no such place")
        return marks

    def _decorate(self, decorations: dict, marks: list) -> None:
        """Outlines for ``highlight``, ``selected`` and ``last_move``; the arrow of the last move."""
        layout = self.layout
        items = []
        for place, colour, width in marks:
            x, y, angle = self._pieces[place][1].top
            grow = 3.0 + width / 2
            outline = card_outline(layout.card_w, layout.card_h, layout.radius, angle, grow)
            items.append((outline, (x, y), colour, width))
        self.marks.set_visible(bool(items))
        if items:
            self.marks.set_paths([item[0] for item in items])
            self.marks.set_offsets(np.array([item[1] for item in items], float))
            self.marks.set_edgecolor(np.array([item[2] for item in items], float))
            self.marks.set_linewidth([item[3] for item in items])
        move = decorations.get("last_move")
        if move is not None and not move.is_keyword and move.source != move.target:
            start, end = self._arrow_ends(self._pieces[move.source][1].top, self._pieces[move.target][1].top)
            self.arrow.set_positions(start, end)
            self.arrow.set_connectionstyle("arc3", rad=self._bow(start, end))
            self.arrow.set_visible(True)
        else:
            self.arrow.set_visible(False)

    def _bow(self, start, end, rad: float = 0.2) -> float:
        """The arrow's curvature, bent away from the middle of the picture (where the cards are)."""
        (x1, y1), (x2, y2) = start, end
        mx, my, dx, dy = (x1 + x2) / 2, (y1 + y2) / 2, x2 - x1, y2 - y1
        cx, cy = self.layout.width / 2, self.layout.height / 2
        # arc3 puts its control point at (mx - rad * dy, my + rad * dx) here (y is down).
        outward = (-dy) * (mx - cx) + dx * (my - cy)
        return rad if outward >= 0 else -rad

    def _arrow_ends(self, source: tuple, target: tuple) -> tuple:
        """From the edge of the source's top card to the edge of the target's, so no index is hidden."""
        (sx, sy, sa), (tx, ty, ta) = source, target
        dx, dy = tx - sx, ty - sy

        def to_edge(angle):  # the fraction of (dx, dy) from a card's centre to its box's edge
            x0, y0, x1, y1 = self.layout.card_box(0, 0, angle)
            return min(x1 / abs(dx) if dx else float("inf"), y1 / abs(dy) if dy else float("inf"))

        start, end = to_edge(sa), 1 - to_edge(ta)
        if end - start < 0.05:  # cards (almost) touching: centre to centre
            start, end = 0.0, 1.0
        return (sx + start * dx, sy + start * dy), (sx + end * dx, sy + end * dy)

    @property
    def pieces(self) -> dict:
        """``place -> (Content, Piece)`` of the picture shown (layout units)."""
        return self._pieces


def decorations_of(keywords: dict) -> dict:
    """The four decorations, defaults filled in, place names spelt canonically (``l2`` → ``L2``).

    >>> decorations_of({"highlight": "a1", "last_move": "l2 a2"})["highlight"]
    ('A1',)
    """
    decorations = {k: DEFAULTS[k] for k in DECORATION_KEYWORDS}
    decorations.update({k: v for k, v in keywords.items() if k in DECORATION_KEYWORDS})
    highlight = decorations["highlight"]
    if highlight is None:
        highlight = ()
    elif isinstance(highlight, str):
        highlight = (highlight,)
    decorations["highlight"] = tuple(normalize_place(str(place)) for place in highlight)
    if decorations["selected"] is not None:
        decorations["selected"] = normalize_place(str(decorations["selected"]))
    if decorations["last_move"] is not None:
        decorations["last_move"] = Move.parse(decorations["last_move"])
    return decorations


def new_figure(width: float, height: float, dpi: float):
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    figure = Figure(figsize=(width / 100, height / 100), dpi=dpi, facecolor=palette().felt)
    canvas = FigureCanvasAgg(figure)
    figure.add_axes((0, 0, 1, 1))
    return figure, canvas


def encode_png(rgba: np.ndarray, level: int = 1) -> bytes:
    """PNG bytes of an RGBA pixel array (rows top first), written with zlib directly.

    Level 1 (the default) is several times quicker than matplotlib's ``print_png`` for
    a picture of flat colours; a higher level gives a smaller file (and drops alpha).

    >>> encode_png(np.zeros((2, 3, 4), np.uint8))[:8]
    b'\\x89PNG\\r\\n\\x1a\\n'
    """
    height, width, _ = rgba.shape
    pixels = rgba if level < 6 else rgba[:, :, :3]
    channels = pixels.shape[2]
    raw = np.empty((height, 1 + width * channels), np.uint8)
    raw[:, 0] = 0  # no filter on any row
    raw[:, 1:] = pixels.reshape(height, -1)

    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 6 if channels == 4 else 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw.data, level)) + chunk(b"IEND", b""))

