"""A small typesetter for the sheets: styled words wrapped into lines, blocks stacked on A4.

Everything is measured in points from the top-left corner of the page. Laying out gives
*marks* (a text at a place, a box, the diagram), one list per page; drawing only puts the
marks on figures, so what the tests read is exactly what is printed.
"""
from __future__ import annotations

import contextlib
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache

__all__ = ["PAGE_W", "PAGE_H", "MARGIN", "font", "TextMark", "BoxMark", "DiagramMark", "Block",
           "measure", "wrap", "paragraph", "paginate", "SheetTooLong"]

PAGE_W, PAGE_H = 595.276, 841.89  # A4 in points
MARGIN = 40.0
BODY_SIZE = 8.6

#: name -> (family, size, weight, style); DejaVu has Cyrillic, the suit symbols and «».
_STYLE_SPECS = {
    "body": ("DejaVu Sans", BODY_SIZE, "normal", "normal"),
    "bold": ("DejaVu Sans", BODY_SIZE, "bold", "normal"),
    "key": ("DejaVu Sans", BODY_SIZE, "normal", "italic"),
    "code": ("DejaVu Sans Mono", BODY_SIZE, "bold", "normal"),
    "id": ("DejaVu Sans Mono", BODY_SIZE, "bold", "normal"),
    "small": ("DejaVu Sans", 7.0, "normal", "normal"),
    "heading": ("DejaVu Sans", 11.0, "bold", "normal"),
    "title": ("DejaVu Sans", 20.0, "bold", "normal"),
    "subtitle": ("DejaVu Sans", 11.0, "normal", "italic"),
    # the learner card: larger, for a learner's desk and a photocopier
    "card": ("DejaVu Sans", 9.0, "normal", "normal"),
    "card_bold": ("DejaVu Sans", 9.0, "bold", "normal"),
    "card_heading": ("DejaVu Sans", 11.0, "bold", "normal"),
    # the same, a little smaller: a translated card that would otherwise shrink its picture too far
    "card_tight": ("DejaVu Sans", 8.5, "normal", "normal"),
    "card_bold_tight": ("DejaVu Sans", 8.5, "bold", "normal"),
}


@lru_cache(maxsize=None)
def font(style: str):
    """The matplotlib FontProperties of a style (matplotlib is imported only when drawing)."""
    from matplotlib.font_manager import FontProperties
    family, size, weight, slant = _STYLE_SPECS[style]
    return FontProperties(family=family, size=size, weight=weight, style=slant)


class SheetTooLong(ValueError):
    """The sheet's text does not fit on the pages allowed."""


@dataclass(frozen=True)
class TextMark:
    """A piece of text; ``y`` is its baseline."""
    x: float
    y: float
    text: str
    style: str


@dataclass(frozen=True)
class BoxMark:
    """A rectangle: ``fill`` and ``edge`` are grey levels (0 black, 1 white) or None."""
    x: float
    y: float
    w: float
    h: float
    fill: float | None = None
    edge: float | None = 0.0
    line: float = 0.8


@dataclass(frozen=True)
class DiagramMark:
    """The place where the board diagram is drawn; ``text_scale`` sizes its lettering."""
    x: float
    y: float
    w: float
    h: float
    text_scale: float = 1.0


@dataclass(frozen=True)
class Block:
    """Marks relative to the block's top-left corner, and the block's height."""
    height: float
    marks: tuple

    def moved(self, dx: float, dy: float) -> tuple:
        return tuple(_moved(mark, dx, dy) for mark in self.marks)


def _moved(mark, dx: float, dy: float):
    fields = dict(mark.__dict__)
    fields["x"] += dx
    fields["y"] += dy
    return type(mark)(**fields)


# Measured at a high resolution: at 72 dpi the hinted glyphs come out up to 5 % narrow.
_MEASURE_DPI = 720


@lru_cache(maxsize=1)
def _renderer():
    from matplotlib.backends.backend_agg import RendererAgg
    return RendererAgg(10, 10, _MEASURE_DPI)


# A word is measured once in each style: the key alone holds about 10,000 distinct words in three
# languages (4,096 kept them measuring again, 0.3 ms a word).
@lru_cache(maxsize=65536)
def measure(text: str, style: str) -> float:
    """The width of ``text`` in ``style``, in points."""
    width, _, _ = _renderer().get_text_width_height_descent(text, font(style), ismath=False)
    return width * 72 / _MEASURE_DPI


def space_width(style: str = "body") -> float:
    """The width of a space (measured between letters: a lone space measures nothing)."""
    return measure("n n", style) - measure("nn", style)


def line_height(style: str) -> float:
    return _STYLE_SPECS[style][1] * 1.28


def _tokens(runs):
    """(word, style, joined) for each word; ``joined``: no space before it."""
    tokens, open_end = [], True
    for text, style in runs:
        words = text.split(" ")
        for k, word in enumerate(words):
            if word:
                tokens.append((word, style, k == 0 and not open_end))
        open_end = text.endswith(" ") or not text
    return tokens


def wrap(runs, width: float, space_style: str = "body") -> list[list[tuple[float, str, str]]]:
    """Lines of ``(x, text, style)`` pieces: the styled ``runs`` wrapped to ``width`` points,
    words apart by a space of ``space_style``."""
    lines, line, x = [], [], 0.0
    for word, style, joined in _tokens(runs):
        # a space inside a run is as wide as the run's own (a bold space is wider), between runs the paragraph's
        inside = line and line[-1][2] == style
        gap = 0.0 if joined or not line else space_width(style if inside else space_style)
        size = measure(word, style)
        if line and not joined and x + gap + size > width:
            lines.append(line)
            line, x, gap = [], 0.0, 0.0
        if line and line[-1][2] == style:
            start, text, _ = line[-1]
            line[-1] = (start, text + (" " if gap else "") + word, style)
        else:
            line.append((x + gap, word, style))
        x += gap + size
    if line:
        lines.append(line)
    return lines


#: The game whose places the sheet being laid out names, so that its paragraphs label them in the
#: language in use before they are measured (Spider's T1 is С1 in Ukrainian and Russian).
_LABELLED_GAME: ContextVar[str | None] = ContextVar("labelled_game", default=None)


@contextlib.contextmanager
def labelling(game: str | None):
    """Within the block, paragraphs name ``game``'s places by their labels in the language in use."""
    token = _LABELLED_GAME.set(game)
    try:
        yield
    finally:
        _LABELLED_GAME.reset(token)


def paragraph(runs, width: float, style_for_height: str = "body") -> Block:
    """A wrapped paragraph as a block (its place names labelled, see :func:`labelling`)."""
    game = _LABELLED_GAME.get()
    if game is not None:
        from ..moves import localized_places
        runs = [(localized_places(text, game), style) for text, style in runs]
    step = line_height(style_for_height)
    ascent = _STYLE_SPECS[style_for_height][1] * 0.95
    marks = []
    for number, line in enumerate(wrap(runs, width, style_for_height)):
        y = ascent + number * step
        marks.extend(TextMark(x, y, text, style) for x, text, style in line)
    count = max(1, len({mark.y for mark in marks}))
    return Block(count * step + 1.5, tuple(marks))


def paginate(blocks, pages: int, top: float = MARGIN, bottom: float = PAGE_H - MARGIN - 14,
             gap: float = 3.0) -> list[list]:
    """Stack the blocks top to bottom, starting a new page when one does not fit.

    Raises :class:`SheetTooLong` past ``pages`` pages.
    """
    result, y = [[]], top
    for block in blocks:
        if y + block.height > bottom and y > top:  # a block taller than a page still goes on one
            if len(result) == pages:
                raise SheetTooLong(f"the sheet needs more than {pages} pages")
            result.append([])
            y = top
        result[-1].extend(block.moved(MARGIN, y))
        y += block.height + gap
    return result
