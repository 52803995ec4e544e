"""The ink of the drawings: colours, card shapes, card backs and text as outlines.

Everything here is a :class:`matplotlib.path.Path` in *layout units* (one unit is one
pixel of a PNG drawn at 100 dpi), with y growing downwards as in the PNG, and with its
origin at the centre of a card (or at a text's anchor). :mod:`solitaire.draw` puts
many of them into a few path collections, each item moved to its place by an offset.
Text is drawn as glyph outlines rather than as ``Text`` artists because Agg lays out
and rasterises every ``Text`` anew on each draw (about 0.6 ms each here), while a
hundred glyph outlines in one collection draw in a millisecond or two.

>>> box = text_path("10♥", 20).get_extents()   # ha="left", va="top": ink from the anchor on
>>> round(float(box.x0), 2), round(float(box.y0), 1)  # (the digits rise a hair above the caps)
(0.0, -0.3)
"""
from __future__ import annotations

import warnings
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from matplotlib.colors import to_rgba
from matplotlib.font_manager import FontProperties
from matplotlib.patches import BoxStyle
from matplotlib.path import Path
from matplotlib.textpath import TextPath

from ..cards import Card, Suit

__all__ = ["Palette", "palette", "HIGHLIGHT_COLOURS", "text_path", "text_width", "label_path", "card_outline", "back_pattern",
           "moved", "rotate_point", "CAP_HEIGHT"]

# DejaVu Sans ships with matplotlib and has the four suit glyphs (at cap height, in bold).
_FONTS = {True: FontProperties(family="DejaVu Sans", weight="bold"),
          False: FontProperties(family="DejaVu Sans", weight="normal")}
CAP_HEIGHT = 0.729  # of the em, DejaVu Sans (digits, capitals and the suits alike)


@dataclass(frozen=True)
class Palette:
    """The colours of a board, as RGBA tuples (ready for the collections)."""

    felt: tuple
    felt_dark: tuple
    slot_edge: tuple
    face: tuple
    face_edge: tuple
    back: tuple
    back_pattern: tuple
    back_edge: tuple
    ink_on_felt: tuple
    faint_on_felt: tuple
    faint_on_card: tuple
    badge: tuple
    highlight: tuple     # the legal targets of the picked-up card
    selected: tuple      # the picked-up card
    last_move: tuple
    refill: tuple        # the lighter arrow of a side column's refill
    hint: tuple
    good: tuple          # a lesson's "good move"
    losing: tuple        # a lesson's "losing move"
    tag: tuple           # the pill of a tag ("woke", "hint", ...)
    won: tuple
    lost: tuple
    dark_text: tuple
    suits: tuple  # the ink of each Suit, indexed by Suit value

    def suit_ink(self, card: Card) -> tuple:
        return self.suits[card.suit]


_BLACK, _RED, _BLUE, _GREEN = "#111111", "#d40f1e", "#1247c4", "#0e7d2a"


#: The meanings of the highlights, each its own colour: told apart in greyscale (at
#: least 9 points of lightness L* between any two) and by deuteranopes (Machado 2009);
#: tests/draw/test_draw_marks.py checks both.
HIGHLIGHT_COLOURS = {"selected": "#ffffff", "highlight": "#ffe01a", "good": "#74d0ff", "last_move": "#ff8a1c",
                     "hint": "#e040d0", "losing": "#5c0008"}


@lru_cache(maxsize=8)
def palette(four_colour: bool = False, theme: str = "default") -> Palette:
    """The colours; ``four_colour`` gives ♠ black, ♥ red, ♦ blue, ♣ green; ``theme="projector"``
    a darker felt and white text, for contrast on a wall screen.

    >>> palette().suits[Suit.DIAMONDS] == palette().suits[Suit.HEARTS]
    True
    >>> palette(True).suits[Suit.DIAMONDS] == palette(True).suits[Suit.HEARTS]
    False
    """
    suits = {Suit.SPADES: _BLACK, Suit.HEARTS: _RED,
             Suit.DIAMONDS: _BLUE if four_colour else _RED,
             Suit.CLUBS: _GREEN if four_colour else _BLACK}
    projector = theme == "projector"
    return Palette(
        felt=to_rgba("#17603a" if projector else "#1f6e3e"), felt_dark=to_rgba("#0f4a2a" if projector else "#175a31"),
        slot_edge=to_rgba("#cfe8d6" if projector else "#8fc4a0"),
        face=to_rgba("#fffef8"), face_edge=to_rgba("#3a3a3a"),
        back=to_rgba("#1c3d8c"), back_pattern=to_rgba("#4d74c7"), back_edge=to_rgba("#ffffff"),
        ink_on_felt=to_rgba("#ffffff" if projector else "#f6f2d8"),
        faint_on_felt=to_rgba("#ffffff" if projector else "#cbe7d3"),  # 4.7:1 on the felt (WCAG AA)
        faint_on_card=to_rgba("#3a3a3a" if projector else "#6e6e6e"),  # 5:1 on the card (WCAG AA)
        badge=to_rgba("#23343f"), **{name: to_rgba(colour) for name, colour in HIGHLIGHT_COLOURS.items()},
        refill=to_rgba("#ffcf9a"), tag=to_rgba("#fffef8"), won=to_rgba("#ffd21f"), lost=to_rgba("#c0281f"),
        dark_text=to_rgba("#1a1a1a"),
        suits=tuple(to_rgba(suits[suit]) for suit in Suit),
    )


def rotate_point(x: float, y: float, angle: float) -> tuple[float, float]:
    """``(x, y)`` turned by ``angle`` degrees about the origin (clockwise on screen: y is down)."""
    if not angle:
        return x, y
    c, s = np.cos(np.radians(angle)), np.sin(np.radians(angle))
    return float(c * x - s * y), float(s * x + c * y)


def _turned(vertices: np.ndarray, angle: float) -> np.ndarray:
    if not angle:
        return vertices
    c, s = np.cos(np.radians(angle)), np.sin(np.radians(angle))
    return vertices @ np.array([[c, s], [-s, c]])


@lru_cache(maxsize=2)
def _font(bold: bool):
    from matplotlib.font_manager import findfont, get_font
    return get_font(findfont(_FONTS[bold]))


def _warn_missing_glyphs(text: str, bold: bool) -> None:
    """Warn, as matplotlib does for its Text artists, of a character the font lacks: a glyph
    outline of it would be an empty box (DejaVu Sans has Latin, Cyrillic and the suits)."""
    font = _font(bold)
    missing = [char for char in text if not char.isspace() and not font.get_char_index(ord(char))]
    if missing:
        warnings.warn(f"Glyph {ord(missing[0])} ({missing[0]!r}) missing from font(s) DejaVu Sans.",
                      UserWarning, stacklevel=3)


@lru_cache(maxsize=4096)
def text_path(text: str, size: float, *, bold: bool = True, ha: str = "left", va: str = "top",
              squeeze: float = 1.0, angle: float = 0.0, at: tuple = (0.0, 0.0)) -> Path:
    """The outline of ``text`` (one line), ``size`` units to the em, anchored at the origin.

    ``ha`` is "left", "center" or "right" of the ink; ``va`` is "top" (capitals' top at
    the anchor), "center" (capitals centred), "bottom" (baseline) or "ink" (ink centred,
    for a lone symbol). ``squeeze`` narrows the letters; the aligned text is moved by
    ``at`` and then turned by ``angle`` degrees about the origin.

    >>> float(text_path("A", 100, va="bottom").get_extents().y1)   # on the baseline; y is down
    0.0
    """
    _warn_missing_glyphs(text, bold)
    outline = TextPath((0, 0), text, size=size, prop=_FONTS[bold])
    vertices = outline.vertices * (squeeze, -1.0)
    if not len(vertices):
        return Path(np.zeros((1, 2)), [Path.MOVETO])
    # The ink's box from the outline's points (CLOSEPOLY points are not ink): the glyphs have
    # points at their extremes, and this is a hundred times quicker than Path.get_extents.
    points = vertices[outline.codes != Path.CLOSEPOLY] if outline.codes is not None else vertices
    (x0, y0), (x1, y1) = points.min(axis=0), points.max(axis=0)
    dx = {"left": -x0, "center": -(x0 + x1) / 2, "right": -x1}[ha]
    if va == "ink":
        dy = -(y0 + y1) / 2
    else:
        dy = {"top": CAP_HEIGHT * size, "center": CAP_HEIGHT * size / 2, "bottom": 0.0}[va]
    vertices = _turned(vertices + (dx + at[0], dy + at[1]), angle)
    return Path(vertices, outline.codes)


@lru_cache(maxsize=1024)
def text_width(text: str, size: float, bold: bool = True) -> float:
    """The width of ``text``'s ink (layout units); kept, since measuring an outline is slow."""
    path = text_path(text, size, bold=bold, ha="center", va="center")
    xs = path.vertices[:, 0] if path.codes is None else path.vertices[path.codes != Path.CLOSEPOLY, 0]
    return float(xs.max() - xs.min()) if len(xs) > 1 else 0.0


@lru_cache(maxsize=4096)
def label_path(rank: str, suit: str, size: float, *, stacked: bool = True, ha: str = "left",
               va: str = "top", squeeze: float = 1.0, angle: float = 0.0, at: tuple = (0.0, 0.0)) -> Path:
    """A card's index: the rank with the suit under it (``stacked``) or after it, one outline.

    ``va`` places the whole index: "top" puts the rank's top at the anchor, "bottom"
    puts the suit's baseline there.
    """
    if not stacked:
        return text_path(rank + suit, size, ha=ha, va=va, squeeze=squeeze, angle=angle, at=at)
    line = CAP_HEIGHT * size * 1.22  # from the rank's top to the suit's top
    top = at[1] if va == "top" else at[1] - line - CAP_HEIGHT * size
    rank_part = text_path(rank, size, ha=ha, va="top", squeeze=squeeze, at=(at[0], top))
    suit_part = text_path(suit, size * 0.95, ha=ha, va="top", squeeze=squeeze, at=(at[0], top + line))
    both = Path.make_compound_path(rank_part, suit_part)
    return Path(_turned(both.vertices, angle), both.codes) if angle else both


@lru_cache(maxsize=256)
def card_outline(width: float, height: float, radius: float, angle: float = 0.0, grow: float = 0.0) -> Path:
    """A card's rounded rectangle centred on the origin (``grow`` widens it on every side)."""
    w, h = width + 2 * grow, height + 2 * grow
    outline = BoxStyle.Round(pad=0, rounding_size=radius + grow)(-w / 2, -h / 2, w, h, 1.0)
    return Path(_turned(outline.vertices, angle), outline.codes)


@lru_cache(maxsize=64)
def back_pattern(width: float, height: float, angle: float = 0.0) -> Path:
    """The lattice of small diamonds printed on a card's back, inside a white margin."""
    inset = max(4.0, width * 0.09)
    half_w, half_h = width / 2 - inset, height / 2 - inset
    size = width / 7  # a diamond's width
    polygons = []
    rows = int(2 * half_h // (size * 0.75))
    cols = int(2 * half_w // size)
    top = -rows * size * 0.75 / 2
    left = -cols * size / 2
    for row in range(rows):
        y = top + (row + 0.5) * size * 0.75
        shift = size / 2 if row % 2 else 0.0
        for col in range(cols - (1 if row % 2 else 0)):
            x = left + shift + (col + 0.5) * size
            r = size * 0.42
            polygons.append([(x, y - r * 0.9), (x + r, y), (x, y + r * 0.9), (x - r, y), (x, y - r * 0.9)])
    vertices = np.array([point for polygon in polygons for point in polygon], float)
    codes = [Path.MOVETO, Path.LINETO, Path.LINETO, Path.LINETO, Path.CLOSEPOLY] * len(polygons)
    return Path(_turned(vertices, angle), codes)


def moved(path: Path, dx: float, dy: float) -> Path:
    """A copy of ``path`` shifted by ``(dx, dy)``."""
    return Path(path.vertices + (dx, dy), path.codes)
