"""The board as a line drawing for print: every place outlined and named, black on white.

It uses the geometry of the screen drawing (:func:`solitaire.draw.layout.layout_for`), so
places stand where the lessons show them, but none of its colours: the felt, the card
backs and the light labels of the screen would print as grey on grey. Face-down cards are
hatched, empty places dashed, and each group of places carries its name and the word of
the original text.
"""
from __future__ import annotations

from matplotlib.font_manager import FontProperties
from matplotlib.patches import FancyBboxPatch, Rectangle
from matplotlib.textpath import TextPath
from matplotlib.transforms import Affine2D

from ..cards import Card, Suit, card_face
from ..draw.layout import layout_for
from ..draw.scene import shown_name
from ..languages import translator
from ..spider.rules import DEALING_ORDER

__all__ = ["draw_diagram"]

_INK = "black"
_SUIT_OF_ROW = {1: Suit.SPADES, 2: Suit.HEARTS, 3: Suit.CLUBS, 4: Suit.DIAMONDS}
_RANK_OF_KIND = {"A": 1, "K": 13}

_ = translator("sheets")
#: The gid of a place's name written on its card (a name that would spill over is set smaller).
CARD_NAME = "card-name"


def _card(ax, layout, x, y, angle=0.0, *, style="face", name="", zorder=2, size=9.0):
    """One card outline centred at (x, y): ``face`` (white), ``back`` (hatched), ``empty`` (dashed)."""
    w, h = layout.card_w, layout.card_h
    patch = FancyBboxPatch((x - w / 2, y - h / 2), w, h, boxstyle=f"round,pad=0,rounding_size={layout.radius}",
                           facecolor="white", edgecolor=_INK, zorder=zorder,
                           linewidth=0.9 if style != "empty" else 0.8,
                           linestyle="--" if style == "empty" else "-",
                           hatch="////" if style == "back" else None)
    patch.set_transform(Affine2D().rotate_deg_around(x, y, angle) + ax.transData)
    ax.add_patch(patch)
    if name:
        ax.text(x, y, name, ha="center", va="center", fontsize=size, weight="bold", zorder=zorder + 1,
                rotation=-angle, rotation_mode="anchor", color=_INK, gid=CARD_NAME,
                bbox=dict(boxstyle="round,pad=0.15", facecolor="white", edgecolor="none")
                if style == "back" else None)


def _fits_a_card(name: str, size: float) -> bool:
    """Whether ``name`` in bold at ``size`` is no wider than the words the cards were drawn for
    ("stock", "waste"): a longer word would spill over its card."""
    def width(text):
        return TextPath((0, 0), text, size=size, prop=FontProperties(weight="bold")).get_extents().width
    return width(name) <= 1.05 * max(width("stock"), width("waste"))


def _fit_names(ax, card_w: float) -> None:
    """Set a card's name smaller where it would spill over its card (the Russian «штабель» is
    longer than "waste"), once the axes have their final size."""
    ax.apply_aspect()
    pixels = ax.transData.transform((card_w, 0))[0] - ax.transData.transform((0, 0))[0]
    room = 0.85 * pixels * 72 / ax.figure.dpi     # the card's width in points, less a margin
    for label in ax.texts:
        if label.get_gid() == CARD_NAME and label.get_rotation() == 0:
            width = TextPath((0, 0), label.get_text(), size=label.get_fontsize(),
                             prop=label.get_fontproperties()).get_extents().width
            if width > room:
                label.set_fontsize(label.get_fontsize() * room / width)


def _caption(ax, x, y, text, **keywords):
    keywords.setdefault("ha", "center")
    keywords.setdefault("va", "center")
    ax.text(x, y, text, fontsize=7.6, color=_INK, **keywords)


def _maids(ax, layout):
    places = layout.places
    for k in range(1, 9):
        place = places[f"F{k}"]
        _card(ax, layout, place.x, place.y, place.angle, style="empty", name=shown_name(f"F{k}", "maids"))
    for k in range(1, 13):
        place = places[f"M{k}"]
        _card(ax, layout, place.x, place.y, style="back", name=shown_name(f"M{k}", "maids"))
    for side in "LR":
        for r in range(1, 5):
            place = places[f"{side}{r}"]
            _card(ax, layout, place.x, place.y, name=shown_name(f"{side}{r}", "maids"))
    h = layout.card_h
    below = places["stock"].y + h / 2 + 5
    for place, style, caption in (("stock", "back", _("stock (колода)\n48 cards")),
                                  ("waste", "empty", _("waste pile\n(штабель)"))):
        name = shown_name(place)
        inside = _fits_a_card(name, 7.5)   # «штабель» does not: it heads the caption under its card instead
        _card(ax, layout, places[place].x, places[place].y, style=style, name=name if inside else "", size=7.5)
        _caption(ax, places[place].x, below, caption if inside else f"{name}:\n{caption}", linespacing=1.0, va="top")
    top = min(places[f"F{k}"].y for k in range(1, 9)) - h / 2 - 22
    _caption(ax, layout.width / 2, top, _("the arc (дуга): 8 foundations F1..F8, each started by a jack "
                                          "(a prince)"))
    gap = (places["M1"].y + places["M7"].y) / 2
    _caption(ax, layout.width / 2, gap, _("the sleeping maids (спящие девы): 12 face-down packets of 4"))
    for side, x in (("L", places["L1"].x), ("R", places["R1"].x)):
        y = places[f"{side}4"].y + h / 2 + 5
        _caption(ax, x, y, _("side column\n(столбики), face up"), linespacing=1.0, va="top")


def _spider(ax, layout):
    places = layout.places
    x0, y0, x1, y1 = layout.panels[0]
    ax.add_patch(Rectangle((x0, y0), x1 - x0, y1 - y0, facecolor="0.86", edgecolor=_INK, linewidth=0.8, zorder=1))
    for r in range(1, 5):
        for kind in "AK":
            place = places[f"{kind}{r}"]
            face = card_face(Card(_RANK_OF_KIND[kind], _SUIT_OF_ROW[r]))
            _card(ax, layout, place.x, place.y, name=f"{shown_name(f'{kind}{r}', 'spider')}\n{face}", size=8.5)
    w, h = layout.card_w, layout.card_h
    for number, name in enumerate(DEALING_ORDER, 1):
        place = places[name]
        dx, dy = place.fan
        for step in (2, 1):  # later cards fan outwards from the body
            _card(ax, layout, place.x + dx * step * place.max_step, place.y + dy * step * place.max_step,
                  style="empty", zorder=1)
        _card(ax, layout, place.x, place.y, name=shown_name(name, "spider"), zorder=3)
        # the number straddles the card's corner, clear of a long name («С12» in Ukrainian and Russian)
        ax.text(place.x - w / 2, place.y - h / 2, str(number), ha="center", va="center", fontsize=6.5,
                color="white", weight="bold", zorder=5,
                bbox=dict(boxstyle="circle,pad=0.2", facecolor=_INK, edgecolor="none"))
    # The stock stands by the top right of the piles here, not in the screen's corner, so
    # that the piles, the part that matters, can be drawn larger.
    r1 = places["R1"]
    stock_x, stock_y = r1.x + 2 * r1.max_step + 2.0 * w, places["T2"].y
    _card(ax, layout, stock_x, stock_y, style="back", name=shown_name("stock"), size=7.5)
    _caption(ax, stock_x, stock_y + h / 2 + 6, _("stock: 96 cards,\ndealt 12 at a time"), linespacing=1.0,
             va="top")


def _spider_caption(ax, layout, bottom):
    x0, x1 = layout.panels[0][0], layout.panels[0][2]
    _caption(ax, (x0 + x1) / 2, bottom + 0.5 * layout.card_h,
             _("the body (тіло павука): the base cards (базові), aces left, kings right;\n"
               "the 12 piles round it (допоміжні стовпці), numbered in dealing order, clockwise;\n"
               "dashed: the later cards of a pile, fanned outwards, each half over the one before"),
             linespacing=1.1, va="center")


def _bounds(ax):
    """The data limits of every card and panel drawn (add_patch keeps them in ``dataLim``)."""
    box = ax.dataLim
    return box.x0, box.x1, box.y0, box.y1


def draw_diagram(ax, game: str, text_scale: float = 1.0) -> None:
    """Draw the line diagram of ``game`` ("maids" or "spider") on ``ax``; ``text_scale`` scales
    its lettering with the drawing, for a diagram drawn smaller than on the sheet."""
    layout = layout_for(game)
    ax.set_axis_off()
    ax.set_aspect("equal")
    ax.set_xlim(0, layout.width)
    ax.set_ylim(layout.height, 0)  # layout units run downwards
    (_maids if game == "maids" else _spider)(ax, layout)
    x0, x1, y0, y1 = _bounds(ax)
    pad = 0.45 * layout.card_h
    if game == "spider":
        _spider_caption(ax, layout, y1)
        y1 += 1.1 * layout.card_h  # room for the caption under the piles
    ax.set_xlim(x0 - pad, x1 + pad)
    ax.set_ylim(y1 + pad, y0 - pad)
    ax.set_anchor("C")
    for label in ax.texts:  # the names and captions are sized in points, the cards in data units
        label.set_fontsize(label.get_fontsize() * text_scale)
    _fit_names(ax, layout.card_w)
