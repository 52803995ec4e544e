"""The machinery behind the pictures: one board of artists per Axes, updated in place.

A :class:`Board` draws the positions of one game on one Axes with six artists: path
collections for the cards' shapes, the arrows, all the text (glyph outlines, see
:mod:`solitaire.draw.ink`), the outlines of decorations, and the tags and their text
over everything. A place whose content did not change keeps its items from the last
picture (see :mod:`solitaire.draw.scene`). The marks themselves are chosen in
:mod:`solitaire.draw.overlay`; what the last move did comes from
:mod:`solitaire.draw.effects`.
"""
from __future__ import annotations

import dataclasses

import numpy as np

from .effects import what_happened
from .ink import card_outline, text_path, text_width
from .layout import layout_for
from .keywords import (DECORATION_KEYWORDS, DEFAULTS, STYLE_KEYWORDS, checked,  # noqa: F401  (from one place)
                       decorations_of, style_of)
from .marks import arrow_path, route
from .overlay import LEGEND_HEIGHT, legend_items, marks_for, places_named, tag_items
from .picture import encode_png, new_figure, subject  # noqa: F401  (the drawing's names, from one place)
from .scene import build_piece, contents, shown_name, style_for
from .theme import THEME_VARIABLE, default_theme, set_theme  # noqa: F401  (the drawing's names, from one place)
from .words import phase_words
from ..languages import language, translator
from ..moves import localized_places

_ = translator("draw")

__all__ = ["Board", "default_theme", "set_theme", "THEME_VARIABLE", "STYLE_KEYWORDS", "DECORATION_KEYWORDS", "DEFAULTS", "subject", "decorations_of", "checked",
           "new_figure", "encode_png", "figure_size", "LEGEND_HEIGHT"]

MIN_CROP = 600       # layout units: the smallest square a cropped Spider board shows
TITLE_LINE = 1.6     # the title's band, in the title's ems: the line and a margin above and below it


def title_band(game_class, theme: str) -> float:
    """The height of the band a title gets above the board (pixels at 100 dpi): a line of the
    title's size, so that no title can cross a place's name, a count or the lines at the top."""
    layout = layout_for(game_class.game_name, theme)
    # a cropped board shows its table bigger (at most width / MIN_CROP times), its title too
    zoom = layout.width / MIN_CROP if layout.croppable else 1.0
    return round(style_for(theme, False, True).title * layout.text_scale * TITLE_LINE * zoom)


def figure_size(game_class, style: dict) -> tuple[float, float]:
    """``(width, height)`` of a board's picture in layout units (pixels at 100 dpi)."""
    theme = style.get("theme", "default")
    layout = layout_for(game_class.game_name, theme)
    return layout.width, (layout.height + (LEGEND_HEIGHT if style.get("legend") else 0)
                          + (title_band(game_class, theme) if style.get("titled") else 0))


def before_of(game, decorations: dict):
    """The position before the last move drawn: given, or the game's own when it is its last move."""
    if decorations.get("before") is not None or game is None:
        return decorations.get("before")
    move = decorations.get("last_move")
    if move is not None and game.history and game.history[-1] == move:
        return game.states[-2]
    return None


def top_lines(lines: list[str], inline: bool) -> list[str]:
    """The lines at the top of a board as drawn: one line with " · " between them on a wide board
    (``inline``), and each drawn line starting with a capital, while a part inside one does not:
    ``"Коло 1 · триває роздача · зроблено 4 ходи"``, not ``"… · Зроблено 4 ходи"``."""
    if lines and inline:
        lines = [" · ".join(lines)]
    return [line[:1].upper() + line[1:] for line in lines]


class Board:
    """Draws positions of one game on one Axes, reusing its artists from picture to picture."""

    def __init__(self, game_class, ax, *, theme: str = "default", four_colour: bool = False, labels: bool = True,
                 crop: bool | None = None, legend: bool = False, titled: bool = False) -> None:
        from matplotlib.collections import PathCollection
        from matplotlib.transforms import AffineDeltaTransform
        self.game_class = game_class
        self.layout = self._layout_now(theme)
        self.style = style_for(theme, bool(four_colour), bool(labels))
        self.crop = self.layout.croppable and (True if crop is None else bool(crop))
        self.legend = bool(legend)
        self.titled = bool(titled)   # a band of its own above the board holds the title
        self.band = title_band(game_class, theme) if self.titled else 0.0
        self.ax = ax
        ax.set_aspect("equal")
        ax.set_axis_off()

        def collection(zorder):
            # Paths in layout units (scaled, not moved, by the data transform), placed by offsets.
            made = PathCollection([], offsets=np.zeros((0, 2)), offset_transform=ax.transData,
                                  transform=AffineDeltaTransform(ax.transData), zorder=zorder)
            ax.add_collection(made, autolim=False)
            return made

        self.shapes, self.arrows, self.glyphs = collection(1), collection(1.5), collection(2)
        self.marks, self.tag_shapes, self.tag_glyphs = collection(3), collection(3.5), collection(3.6)
        for texts in (self.glyphs, self.tag_glyphs):
            texts.set_edgecolor("none")
            texts.set_linewidth(0)
        self.marks.set_facecolor("none")
        self.arrows.set_linewidth(0)
        self._pieces: dict = {}   # place -> (content, piece, its place layout, language)
        self.state = None
        self.status = None
        self.frame = (0.0, 0.0) + figure_size(game_class, self._size_style)
        self.decorations = decorations_of({})
        self.effects = None
        self.shown_marks = None   # the Marks of the picture shown (the tests read them)
        self.top_texts: dict = {"title": None, "info": []}   # indices of the title and the lines at the top

    # --- the frame: the part of the table shown ---------------------------------------

    def _frame_for(self, table: dict) -> tuple:
        """``(x0, y0, x1, y1)``: the whole table, or (cropped) a square round what lies on it."""
        width, height = figure_size(self.game_class, self._size_style)
        if not self.crop:
            return (0.0, -self.band, width, height - self.band)
        layout = self.layout
        cx, cy = layout.width / 2, layout.height / 2
        reach = 0.0
        for place, content in table.items():
            if place == "stock":
                continue
            spot = layout.places[place]
            for x, y in spot.centres(max(len(content.cards), 1)):
                x0, y0, x1, y1 = layout.card_box(x, y, spot.angle)
                reach = max(reach, abs(x0 - cx), abs(x1 - cx), abs(y0 - cy), abs(y1 - cy))
        side = min(layout.width, max(MIN_CROP, 40 * np.ceil((2 * reach + 24) / 40)))
        x0, y0, scale = cx - side / 2, cy - side / 2, side / width
        return (x0, y0 - self.band * scale, x0 + side, y0 + (height - self.band) * scale)

    @property
    def top(self) -> float:
        """Where the board begins on the table, under the title's band (the frame's top without one)."""
        return self.frame[1] + self.band * self.scale

    def corner(self, x: float, y: float) -> tuple[float, float]:
        """A point laid out for the whole table, kept as far from the frame's nearest corner."""
        layout, (x0, _y0, x1, _bottom) = self.layout, self.frame
        y0 = self.top
        bottom = y0 + (x1 - x0) * layout.height / layout.width
        return (x0 + x if x < layout.width / 2 else x1 - (layout.width - x),
                y0 + y if y < layout.height / 2 else bottom - (layout.height - y))

    def _layout_now(self, theme: str):
        """The layout for the language in use: Spider's wide board leaves more room beside the
        body where the piles' names are longer (С12 in Ukrainian and Russian)."""
        game = self.game_class.game_name
        longest = max((len(shown_name(place, game)) for place in self.game_class.place_names
                        if place[:1] in "TLRB"), default=2) if game == "spider" else 2
        return layout_for(game, theme, longest)

    def _place_layout(self, place: str):
        spot = self.layout.places[place]
        if not self.crop or place != "stock":
            return spot
        x, y = self.corner(spot.x, spot.y)
        dx, dy = x - spot.x, y - spot.y
        return dataclasses.replace(spot, x=x, y=y, caption=(spot.caption[0] + dx, spot.caption[1] + dy),
                                   label=(spot.label[0] + dx, spot.label[1] + dy) + spot.label[2:])

    @property
    def scale(self) -> float:
        """How many layout units of the table one layout unit of the picture shows (1 uncropped)."""
        return (self.frame[2] - self.frame[0]) / figure_size(self.game_class, self._size_style)[0]

    @property
    def _size_style(self) -> dict:
        return {"legend": self.legend, "theme": self.style.theme, "titled": self.titled}

    # --- the picture ---------------------------------------------------------------

    def show(self, state, status: str, decorations: dict, moves_played: int | None = None, before=None) -> None:
        """Bring the artists in line with ``state`` and the decorations.

        ``before``: the position before ``decorations["last_move"]``, so that everything
        the move did is drawn. A decoration naming a place the game lacks raises
        ValueError before anything changes.
        """
        self.check_places(decorations)
        self.layout = self._layout_now(self.style.theme)   # a language switch may widen the gaps
        table = contents(self.game_class, state)
        self.state, self.status, self.decorations = state, status, decorations
        move = decorations.get("last_move")
        self.effects = (what_happened(self.game_class, before, state, move)
                        if move is not None and before is not None else None)
        self.frame = self._frame_for(table)
        x0, y0, x1, y1 = self.frame
        self.ax.set_xlim(x0, x1)
        self.ax.set_ylim(y1, y0)  # y down, as in the PNG
        layout, colours = self.layout, self.style.colours
        # The felt is the first shape: the axes' own patch is not drawn with the axis off.
        shapes = [(card_outline(x1 - x0, y1 - y0, 0.0), ((x0 + x1) / 2, (y0 + y1) / 2), colours.felt, colours.felt,
                   0.0)]
        glyphs = []
        for px0, py0, px1, py1 in layout.panels:
            shapes.append((card_outline(px1 - px0, py1 - py0, 14.0), ((px0 + px1) / 2, (py0 + py1) / 2),
                           colours.felt_dark, colours.felt_dark, 0.0))
        pieces, speaking = self._pieces, language()   # a card's face follows the language (В♦, J♦)
        for place, content in table.items():
            spot = self._place_layout(place)
            known = pieces.get(place)
            if known is None or known[0] != content or known[2] != spot or known[3] != speaking:
                known = pieces[place] = (content, build_piece(layout, spot, content, self.style), spot, speaking)
            shapes += known[1].shapes
            glyphs += known[1].glyphs
        self._texts(glyphs, state, decorations, moves_played)
        self._fill(self.shapes, shapes, faces=True)
        self._fill(self.glyphs, glyphs, faces=False)
        self._decorate(decorations)

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

    def _texts(self, glyphs, state, decorations, moves_played) -> None:
        """The title in its own band, and the lines at the top of the board (each kept to its room)."""
        layout, style, colours = self.layout, self.style, self.style.colours
        title = decorations.get("title")
        self.top_texts = {"title": None, "info": []}   # their items among the glyphs (the tests measure them)
        if title and self.titled:
            self.top_texts["title"] = len(glyphs)
            glyphs.append(self._title_item(localized_places(str(title), layout.game)))
        info = top_lines([localized_places(line, layout.game) for line in self._info(state, moves_played)],
                         layout.inline_info)
        left = layout.info_at[0] < layout.width / 2
        ix, iy = self.corner(*layout.info_at)
        size = style.info * layout.text_scale
        room = layout.info_room or self._room_beside_cards(ix, iy, iy + 1.5 * size * len(info), left)
        for k, line in enumerate(info):
            wide = text_width(line, size, bold=k == 0)
            squeeze, line_size = (round(min(1.0, room / wide), 3) if room and wide else 1.0), size
            if squeeze < 0.8:  # narrower would not read: smaller instead
                squeeze, line_size = 0.8, size * squeeze / 0.8
            self.top_texts["info"].append(len(glyphs))
            glyphs.append((text_path(line, line_size, bold=k == 0, ha="left" if left else "right", va="top",
                                     squeeze=squeeze), (ix, iy + size * 1.5 * k), colours.ink_on_felt))

    def _room_beside_cards(self, x: float, top: float, bottom: float, left: bool) -> float:
        """How wide the lines at the top may be from ``x`` before they reach a card lying in their
        band (Spider's С1 grows up into it); 0 when no card is there."""
        edges = [box[0] - x if left else x - box[2] for _content, piece, *_rest in self._pieces.values()
                 for box in [piece.box] if box and box[1] < bottom and box[3] > top
                 and (box[0] > x if left else box[2] < x)]
        return max(min(edges) - 14.0, 1.0) if edges else 0.0

    def _title_item(self, title: str) -> tuple:
        """The title, on the left of its band and as big as the band holds it, narrowed (or made
        smaller) to the picture's width: a long title never runs off the picture."""
        scale, (x0, y0, x1, _y1) = self.scale, self.frame
        margin = self.layout.title_at[0] * scale
        size = min(self.style.title * self.layout.text_scale, self.band / TITLE_LINE * scale)
        room = (x1 - x0) - 2 * margin
        wide = text_width(title, size)
        squeeze = max(0.8, min(1.0, room / wide)) if wide else 1.0
        if wide * squeeze > room:  # narrower still would not read: smaller instead
            size *= room / (wide * squeeze)
        path = text_path(title, size, ha="left", va="center", squeeze=round(squeeze, 3))
        return path, (x0 + margin, y0 + self.band * scale / 2), self.style.colours.ink_on_felt

    def _status_items(self, shapes, glyphs) -> None:
        """"Won!" or "Lost" on its banner, over everything else (a projector's banner may lie on
        names or the nearest cards: the game is over)."""
        if self.status not in ("won", "lost"):
            return
        style, colours = self.style, self.style.colours
        x0, y0, x1, y1 = self.status_box()
        fill = colours.won if self.status == "won" else colours.lost
        ink = colours.dark_text if self.status == "won" else colours.face
        shapes.append((card_outline(x1 - x0, y1 - y0, 10.0), ((x0 + x1) / 2, (y0 + y1) / 2), fill,
                       colours.face, 1.5))
        text = _("Won!") if self.status == "won" else _("Lost: no move left")
        size = (min(30.0, (y1 - y0) * 0.5) if style.theme == "default"
                else min(36.0 * self.layout.text_scale, (y1 - y0) * 0.55))
        wide = text_width(text, size)
        size = round(min(size, size * (x1 - x0 - 30) / wide), 1)  # fit the box
        glyphs.append((text_path(text, size, ha="center", va="center"), ((x0 + x1) / 2, (y0 + y1) / 2), ink))

    def status_box(self) -> tuple:
        """Where "won" / "lost" is shown: the layout's place, kept clear of the body when cropped."""
        x0, y0, x1, y1 = self.layout.status_box
        if not self.crop:
            return (x0, y0, x1, y1)
        (a, b), (c, d) = self.corner(x0, y0), self.corner(x1, y1)
        body_left = self.layout.panels[0][0] if self.layout.panels else c
        return (a, b, min(c, body_left - 70), d)

    def _info(self, state, moves_played) -> list[str]:
        """The lines at the top, in the language in use: ``"Round 1 · dealing"``, ``"3 moves played"``."""
        lines = []
        # a game played in rounds (Spider) says which, and its phase; a Maids state has no round
        round_number, phase = getattr(state, "round", None), getattr(state, "phase", None)
        if round_number is not None:
            lines.append(_("Round {round}").format(round=round_number)
                         + (f" · {phase_words(phase)}" if phase else ""))
        if moves_played is not None:
            played = (_.ngettext("{count} move played", "{count} moves played", moves_played).format(
                count=moves_played) if moves_played else _("no move played yet"))   # as the alt text says it
            lines.append(played)   # capitalised where it starts a drawn line (ru and uk start with a word)
        return lines

    def check_places(self, decorations: dict) -> None:
        """ValueError for a decoration naming a place the game lacks (nothing changes)."""
        for place in places_named(decorations):
            if place not in self.layout.places:
                raise ValueError(f"cannot mark {place!r}: {self.game_class.__name__} has no such place")

    def marks_of(self, decorations: dict) -> None:
        """Check the places the decorations name (kept for callers of the older name)."""
        self.check_places(decorations)

    # --- the marks -------------------------------------------------------------------

    def _decorate(self, decorations: dict) -> None:
        """Outlines, arrows and tags for the decorations (and what the last move did); the legend."""
        marks = self.shown_marks = marks_for(self, decorations, self.effects)
        layout = self.layout
        outlines = []
        for place, colour, width, dashes in marks.outlines:
            x, y, angle = self._pieces[place][1].top
            outline = card_outline(layout.card_w, layout.card_h, layout.radius, angle, 3.0 + width / 2)
            outlines.append((outline, (x, y), colour, width, dashes or (0, None)))
        self.marks.set_visible(bool(outlines))
        if outlines:
            self.marks.set_paths([item[0] for item in outlines])
            self.marks.set_offsets(np.array([item[1] for item in outlines], float))
            self.marks.set_edgecolor(np.array([item[2] for item in outlines], float))
            self.marks.set_linewidth([item[3] for item in outlines])
            self.marks.set_linestyle([item[4] for item in outlines])
        arrows = [(path, (0.0, 0.0), colour[:3] + (alpha,)) for path, colour, alpha in marks.arrows]
        self._fill(self.arrows, arrows, faces=False)
        shapes, glyphs = tag_items(self, marks.tags)
        self._status_items(shapes, glyphs)
        if self.legend:
            legend_items(self, marks, shapes, glyphs)
        self._fill(self.tag_shapes, shapes, faces=True)
        self._fill(self.tag_glyphs, glyphs, faces=False)

    def arrow_between(self, source: str, target: str, width: float = 9.0, dash: tuple | None = None):
        """The path of an arrow from ``source``'s top card to ``target``'s, bent round the body."""
        start, end = self._arrow_ends(self._pieces[source][1].top, self._pieces[target][1].top)
        body = [box for box in self.layout.panels
                if not any(_inside(self._pieces[p][1].top, box) for p in (source, target))]
        bend = route(start, end, (self.layout.width / 2, self.layout.height / 2), tuple(body))
        return arrow_path(start, end, bend, width, head=26.0, dash=dash)

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
        return {place: known[:2] for place, known in self._pieces.items()}

    def to_pixels(self, x: float, y: float, pixels_wide: float) -> tuple[float, float]:
        """A point of the table in pixels of a picture ``pixels_wide`` wide."""
        x0, y0, x1, _bottom = self.frame
        factor = pixels_wide / (x1 - x0)
        return (x - x0) * factor, (y - y0) * factor

    def from_pixels(self, px: float, py: float, pixels_wide: float) -> tuple[float, float]:
        """The point of the table under a pixel of a picture ``pixels_wide`` wide."""
        x0, y0, x1, _bottom = self.frame
        factor = (x1 - x0) / pixels_wide
        return x0 + px * factor, y0 + py * factor


def fitted(text: str, size: float, room: float) -> float:
    """The squeeze (at most 1) that keeps ``text`` at ``size`` within ``room`` layout units."""
    wide = text_width(text, size)
    return round(min(1.0, room / wide), 3) if wide else 1.0


def _inside(point, box) -> bool:
    x, y = point[0], point[1]
    return box[0] <= x <= box[2] and box[1] <= y <= box[3]
