"""Where every place of each game lies on the picture: the geometry, and nothing else.

Coordinates are *layout units*: pixels of a PNG drawn at 100 dpi, x to the right and y
downwards from the top-left corner. A place is laid out by the centre of its first
(bottom) card, an angle, and, for Spider's piles, the direction in which its cards fan
out and how far they may go. The rules know no coordinates; this module knows no rules.

>>> layout = spider_layout()
>>> layout.places["L1"].fan, layout.places["T2"].fan
((-1.0, 0.0), (0.0, -1.0))
>>> pile = layout.places["R1"]
>>> [round(x - pile.x) for x, _ in pile.centres(3)]   # half a card apart
[0, 25, 50]
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

__all__ = ["PlaceLayout", "Layout", "spider_layout", "spider_wide_layout", "maids_layout", "maids_projector_layout",
           "layout_for"]


@dataclass(frozen=True, slots=True)
class PlaceLayout:
    """One place: its first card's centre and angle, how its cards fan, where its texts go.

    ``fan`` is the unit direction in which each later card is moved (``(0, 0)``: only
    the top card is drawn); ``max_step`` the distance between cards while there is
    room ("the upper card covers the lower one to half"); ``reach`` how far the top
    card's centre may be from the first card's, so that a long pile is squeezed, not cut.
    ``label`` is where the place name goes, ``(x, y, ha, va)``; ``caption`` where a
    count goes under the card, ``(x, y)``; ``badge`` puts the count on the card instead.
    """

    name: str
    x: float
    y: float
    angle: float = 0.0
    fan: tuple = (0.0, 0.0)
    max_step: float = 0.0
    reach: float = 0.0
    label: tuple | None = None
    caption: tuple | None = None
    badge: bool = False
    caption_room: float = 0.0   # the widest its count (or name and count) may be, squeezed to it (0: as it comes)
    label_room: float = 0.0     # the widest its name may be, squeezed to it (0: as it comes)

    def step(self, count: int) -> float:
        """The distance between neighbouring cards of a pile of ``count`` cards."""
        if count < 2 or self.fan == (0.0, 0.0):
            return self.max_step
        return min(self.max_step, self.reach / (count - 1))

    def centres(self, count: int) -> list[tuple[float, float]]:
        """The centres of the cards drawn for ``count`` cards, bottom first."""
        if self.fan == (0.0, 0.0):
            return [(self.x, self.y)] if count else []
        step = self.step(count)
        dx, dy = self.fan
        return [(self.x + k * step * dx, self.y + k * step * dy) for k in range(count)]


@dataclass(frozen=True)
class Layout:
    """The whole picture of one game: its size, its card size, and every place."""

    game: str
    width: float
    height: float
    card_w: float
    card_h: float
    radius: float
    places: dict
    title_at: tuple                 # (x, y): the title's margin (it has a band of its own above the board)
    info_at: tuple                  # (x, y): where the lines at the top go (top-left, or top-right on the right half)
    status_box: tuple               # (x0, y0, x1, y1): where "won" / "lost" is shown
    panels: tuple = field(default=())  # (x0, y0, x1, y1) darker areas of the table
    croppable: bool = False         # may a picture show only the part round what lies on the table?
    inline_info: bool = False       # the lines under the title on one line, " · " between them
    label_scale: float = 1.0        # place names, as a share of the theme's label size (gaps are narrow)
    index_scale: float = 1.0        # a card's corner index, as a share of the theme's
    text_scale: float = 1.0         # counts, badges and the lines at the top, as a share of the theme's
    info_room: float = 0.0          # the widest a line at the top may be (0: as it comes), clear of what is beside it

    def card_box(self, x: float, y: float, angle: float = 0.0) -> tuple[float, float, float, float]:
        """The axis-aligned box ``(x0, y0, x1, y1)`` of a card centred at ``(x, y)``."""
        a = math.radians(angle)
        half_w = (self.card_w * abs(math.cos(a)) + self.card_h * abs(math.sin(a))) / 2
        half_h = (self.card_w * abs(math.sin(a)) + self.card_h * abs(math.cos(a))) / 2
        return (x - half_w, y - half_h, x + half_w, y + half_h)


# --- Spider: the body in the middle, twelve piles fanned out round it ----------------

SPIDER_SIZE = (960, 960)
SPIDER_CARD = (50, 70)


@lru_cache(maxsize=1)
def spider_layout() -> Layout:
    """The spider: foundations in the middle, each pile fanned outward from the body.

    Rows 1..4 hold ``A{r}`` (left column) and ``K{r}`` (right column), with ``L{r}``
    growing to the left and ``R{r}`` to the right; ``T1 T2`` grow upwards above the
    two columns and ``B1 B2`` downwards below them.
    """
    width, height = SPIDER_SIZE
    w, h = SPIDER_CARD
    margin, row_gap, column_gap = 8, 6, 16
    side_gap, end_gap = 28, 20          # body to the first card of a side / end pile
    cx, cy = width / 2, height / 2
    body_h = 4 * h + 3 * row_gap
    body_top = cy - body_h / 2
    ace_x, king_x = cx - column_gap / 2 - w / 2, cx + column_gap / 2 + w / 2
    row_y = [body_top + h / 2 + r * (h + row_gap) for r in range(4)]
    places = {}
    for r, y in enumerate(row_y, 1):
        for name, x in ((f"A{r}", ace_x), (f"K{r}", king_x)):
            places[name] = PlaceLayout(name, x, y, badge=True)
        left_x = ace_x - w - side_gap
        right_x = king_x + w + side_gap
        places[f"L{r}"] = PlaceLayout(f"L{r}", left_x, y, fan=(-1.0, 0.0), max_step=w / 2,
                                      reach=left_x - w / 2 - margin,
                                      label=(left_x + w / 2 + side_gap / 2, y, "center", "center"),
                                      label_room=side_gap - 3)  # С12 in Ukrainian and Russian: never over a base
        places[f"R{r}"] = PlaceLayout(f"R{r}", right_x, y, fan=(1.0, 0.0), max_step=w / 2,
                                      reach=width - margin - w / 2 - right_x,
                                      label=(right_x - w / 2 - side_gap / 2, y, "center", "center"),
                                      label_room=side_gap - 3)
    top_y = body_top - end_gap - h / 2
    bottom_y = body_top + body_h + end_gap + h / 2
    for column, x in ((1, ace_x), (2, king_x)):
        places[f"T{column}"] = PlaceLayout(f"T{column}", x, top_y, fan=(0.0, -1.0), max_step=h / 2,
                                           reach=top_y - h / 2 - margin,
                                           label=(x, body_top - end_gap / 2, "center", "center"))
        places[f"B{column}"] = PlaceLayout(f"B{column}", x, bottom_y, fan=(0.0, 1.0), max_step=h / 2,
                                           reach=height - margin - h / 2 - bottom_y,
                                           label=(x, body_top + body_h + end_gap / 2, "center", "center"))
    # The stock sits in the top-right corner, clear of T2 and of R1's pile.
    stock_x, stock_y = width - margin - 60 - w / 2, margin + 30 + h / 2
    places["stock"] = PlaceLayout("stock", stock_x, stock_y, caption=(stock_x, stock_y + h / 2 + 9),
                                  label=(stock_x, stock_y - h / 2 - 9, "center", "bottom"))
    body = (ace_x - w / 2 - 8, body_top - 8, king_x + w / 2 + 8, body_top + body_h + 8)
    status_box = (margin + 10, height - margin - 80, margin + 330, height - margin - 20)
    return Layout("spider", width, height, w, h, 6.0, places, title_at=(margin + 10, margin + 10),
                  info_at=(margin + 10, margin + 10), status_box=status_box, panels=(body,), croppable=True,
                  label_scale=0.82)


SPIDER_WIDE_SIZE = (1540, 640)   # as wide as a 19-card pile needs: at 1250 px wide it is 520 px tall
SPIDER_WIDE_CARD = (64, 90)


@lru_cache(maxsize=2)
def spider_wide_layout(label_chars: int = 2) -> Layout:
    """The spider laid out for a wide screen (the projector theme): every leg sideways.

    A projector is wide and short, and the square spider, limited by the height, showed
    the fanned cards' indices 9 px tall at 720p. Here the body keeps its four rows of
    bases, ``L{r}`` and ``R{r}`` grow left and right of row ``r`` as before, and the top
    and bottom legs become a row above and a row below the body: ``T1``/``B1`` grow to the
    left, ``T2``/``B2`` to the right. Six rows of cards twice as tall fill the width; the
    stock sits above the body, between the two top legs.

    ``label_chars``: the longest pile name the board prints (2 for ``L1``, 3 for the Ukrainian
    and Russian ``С12``); a longer name gets a wider gap between the body and the piles, so that
    it stands clear of the bases and of its pile's first card instead of being squeezed.
    """
    width, height = SPIDER_WIDE_SIZE
    w, h = SPIDER_WIDE_CARD
    margin, row_gap, column_gap, band = 8, 7, 16, 48
    side_gap = 44 if label_chars <= 2 else 80   # С12 in bold at 29 px is 58 wide: 11 each side
    cx = width / 2
    ace_x, king_x = cx - column_gap / 2 - w / 2, cx + column_gap / 2 + w / 2
    left_x, right_x = ace_x - w - side_gap, king_x + w + side_gap
    row_y = [band + h / 2 + r * (h + row_gap) for r in range(6)]   # T, rows 1..4, B
    step, reach = round(0.62 * w), left_x - w / 2 - margin

    def pile(name, x, y, direction):
        label_x = x + (w / 2 + side_gap / 2) * (1 if direction < 0 else -1)
        return PlaceLayout(name, x, y, fan=(float(direction), 0.0), max_step=step, reach=reach,
                           label=(label_x, y, "center", "center"), label_room=side_gap - 4)

    places = {}
    for r in range(1, 5):
        y = row_y[r]
        places[f"A{r}"] = PlaceLayout(f"A{r}", ace_x, y, badge=True)
        places[f"K{r}"] = PlaceLayout(f"K{r}", king_x, y, badge=True)
        places[f"L{r}"], places[f"R{r}"] = pile(f"L{r}", left_x, y, -1), pile(f"R{r}", right_x, y, 1)
    for end, y in (("T", row_y[0]), ("B", row_y[5])):
        places[f"{end}1"], places[f"{end}2"] = pile(f"{end}1", left_x, y, -1), pile(f"{end}2", right_x, y, 1)
    places["stock"] = PlaceLayout("stock", cx, row_y[0], caption=(cx, margin + 4))  # its count above it
    body_top, body_bottom = row_y[1] - h / 2, row_y[4] + h / 2
    body = (ace_x - w / 2 - 8, body_top - 6, king_x + w / 2 + 8, body_bottom + 6)
    y = row_y[5]
    status_box = (cx - 230, y - 32, cx + 230, y + 32)
    # the line at the top on the left, clear of the stock's count in the middle ("stock · 104")
    return Layout("spider", width, height, w, h, 7.0, places, title_at=(margin + 10, margin + 6),
                  info_at=(margin + 10, margin + 6), status_box=status_box, panels=(body,),
                  inline_info=True, label_scale=1.45, index_scale=1.1, text_scale=1.46,
                  info_room=cx - 110 - (margin + 10))


# --- Twelve Sleeping Maids: the arc above, the packets between two columns -------------

MAIDS_SIZE = (960, 660)
MAIDS_PROJECTOR_SIZE = (960, 616)   # no strip under the cards for "won" / "lost"
MAIDS_CARD = (60, 84)
MAIDS_PITCH = 96     # from one packet's centre to the next
#: On a projector a packet's count joins its name ("M10 · 4"): the packets stand further apart so
#: that neighbouring captions keep a clear gap between them instead of running together.
MAIDS_PROJECTOR_PITCH = 108


def maids_layout() -> Layout:
    """The arc of eight foundations above; two rows of six packets with the side columns
    ``L1..L4`` and ``R1..R4`` left and right; the waste ("штабель") below, the stock by it.
    """
    return _maids_layout(False)


def maids_projector_layout() -> Layout:
    """The same places for a room: names, counts and indices half as big again (20 px at
    1280×620), the side columns a little further in so that their names fit, and the picture
    no taller than its cards: "won" / "lost" goes over the arc's names, not on a strip of its own.
    (A count under a packet is squeezed to the packets' pitch rather than run into its neighbour's.)
    """
    return _maids_layout(True)


@lru_cache(maxsize=2)
def _maids_layout(projector: bool) -> Layout:
    width, height = MAIDS_PROJECTOR_SIZE if projector else MAIDS_SIZE
    w, h = MAIDS_CARD
    margin = 10
    side = 46 if projector else 36      # the edge to a side column: room for "L1" beside it
    cx = width / 2
    places = {}
    # The arc: eight cards on a circle, tilted along it, at most 18 degrees at the ends.
    tilt, radius = 18.0, 1080.0
    arc_top = margin + 58 + h / 2
    arc_pitch = 2 * radius * math.sin(math.radians(tilt / 7))
    for k in range(8):
        angle = -tilt + k * 2 * tilt / 7
        a = math.radians(angle)
        x, y = cx + radius * math.sin(a), arc_top + radius * (1 - math.cos(a))
        name = f"F{k + 1}"
        places[name] = PlaceLayout(name, x, y, angle=angle,
                                   label=(x, y - h / 2 - 10 - abs(math.sin(a)) * w / 2, "center", "bottom"),
                                   caption_room=round(arc_pitch - 8, 1))
    arc_bottom = max(place.y for place in places.values()) + h / 2 + 14
    # The packets: two rows of six, the count under each card.
    caption_h, pitch_x = 28, (MAIDS_PROJECTOR_PITCH if projector else MAIDS_PITCH)
    caption_gap = 18 if projector else 8   # between neighbouring packets' counts ("M10 · 4" on a projector)
    row1_y = arc_bottom + 18 + h / 2
    row2_y = row1_y + h + caption_h + 14
    for k in range(12):
        row_y = row1_y if k < 6 else row2_y
        x = cx + (k % 6 - 2.5) * pitch_x
        name = f"M{k + 1}"
        places[name] = PlaceLayout(name, x, row_y, caption=(x, row_y + h / 2 + 9),
                                   label=(x - w / 2, row_y - h / 2 - 8, "left", "bottom"),
                                   caption_room=pitch_x - caption_gap)
    # The side columns, as tall as the packets and the waste together.
    column_top = row1_y - h / 2
    side_pitch = h + 12
    for r in range(4):
        y = column_top + h / 2 + r * side_pitch
        lx, rx = margin + side + w / 2, width - margin - side - w / 2
        places[f"L{r + 1}"] = PlaceLayout(f"L{r + 1}", lx, y, label=(lx - w / 2 - 9, y, "right", "center"))
        places[f"R{r + 1}"] = PlaceLayout(f"R{r + 1}", rx, y, label=(rx + w / 2 + 9, y, "left", "center"))
    waste_y = row2_y + h + caption_h + 14
    for name, x in (("waste", cx + pitch_x / 2), ("stock", cx - 1.5 * pitch_x)):
        places[name] = PlaceLayout(name, x, waste_y, caption=(x, waste_y + h / 2 + 9),
                                   label=(x - w / 2, waste_y - h / 2 - 8, "left", "bottom"))
    if projector:  # "won" / "lost" over the names of the arc, clear of every card and of the line on top
        status_box = (cx - 3 * MAIDS_PITCH, 2, cx + 1.35 * MAIDS_PITCH, arc_top - h / 2 - 4)
    else:          # on a banner along the bottom, between the side columns
        banner_top = waste_y + h / 2 + 30
        status_box = (cx - 2.5 * pitch_x - w / 2, banner_top,
                      cx + 2.5 * pitch_x + w / 2, min(banner_top + 46, height - 6))
    scale = 1.4 if projector else 1.0
    return Layout("maids", width, height, w, h, 6.5, places, title_at=(margin + 6, margin + 4),
                  info_at=(width - margin - 6, margin + 4), status_box=status_box,
                  label_scale=scale, text_scale=scale, index_scale=1.1 if projector else 1.0)


def layout_for(game_name: str, theme: str = "default", label_chars: int = 2) -> Layout:
    """The layout of ``"spider"`` or ``"maids"``; on a projector Spider lies wide and Maids' texts grow.
    ``label_chars`` is the longest place name printed (see :func:`spider_wide_layout`)."""
    if game_name == "spider":
        return spider_wide_layout(label_chars) if theme == "projector" else spider_layout()
    if game_name == "maids":
        return maids_projector_layout() if theme == "projector" else maids_layout()
    raise ValueError(f"no drawing for the game {game_name!r}: use 'spider' or 'maids'")
