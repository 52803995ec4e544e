"""What each place shows, as items ready for the drawing's path collections.

A place's *content* (:class:`Content`) is read from a state through the engine
contract only (``cards_at``, Maids' ``face_down``). It is a small hashable value, so a
place whose content did not change keeps its :class:`Piece` (its shapes, glyphs and
card boxes) from the last picture.

What is drawn, place by place (the tests count on it):

- Spider piles: every card, face up, fanned outward from the body; the bases ``A1..K4``:
  their top card with the count on a badge; the stock: a back with its count (an
  outline when empty).
- Maids: one card per place, its top: the arc ``F1..F8`` face up, the side columns face
  up, each packet face up when open or a back when asleep, with its count under it, the
  waste face up with its count, the stock a back with its count. An empty place is an
  outline.
"""
from __future__ import annotations

from dataclasses import dataclass

from .ink import (
    CAP_HEIGHT, Palette, back_pattern, card_outline, label_path, rotate_point, text_path, text_width,
)
from .layout import Layout, PlaceLayout
from ..cards import rank_face
from ..languages import N_, translator
from ..moves import place_label

_ = translator("draw")

#: The two places named by a word rather than a mark: the board writes the word in the class's
#: language (moves typed as «колода», «штабель» are read too); saves and moves keep the English.
WORDED_PLACES = {"stock": N_("stock"), "waste": N_("waste")}


def shown_name(place: str, game: str | None = None) -> str:
    """A place's name as the board writes it: the stock and waste in words, the others by their
    label in the language in use (``L1``, ``F3``; Spider's ``T1`` is ``С1`` in Ukrainian and Russian,
    see :func:`solitaire.moves.place_label`)."""
    if place in WORDED_PLACES:
        return _(WORDED_PLACES[place])
    return place_label(place, game) if game else place

__all__ = ["Content", "Piece", "CardSpot", "contents", "build_piece", "Style", "THEMES", "style_for"]


@dataclass(frozen=True, slots=True)
class Content:
    """What one place shows: the cards drawn (bottom first), whether face up, its counts."""

    cards: tuple          # the cards drawn, bottom first
    first: int            # index (in ``cards_at``) of the first card drawn
    total: int            # how many cards the place holds
    face_up: bool
    fan: bool             # every card drawn (Spider's piles) or the top one only
    caption: str | None = None  # a count under the card
    badge: str | None = None    # a count on the card


@dataclass(frozen=True, slots=True)
class CardSpot:
    """One card drawn: its index on its place, box ``(x0, y0, x1, y1)``, text, face up?"""

    index: int
    box: tuple
    text: str
    face_up: bool
    centre: tuple
    angle: float


@dataclass(slots=True)
class Piece:
    """The items one place puts on the picture, and where its cards are."""

    shapes: list   # (path, (x, y), facecolour, edgecolour, linewidth)
    glyphs: list   # (path, (x, y), colour)
    spots: list    # CardSpot, bottom first
    box: tuple     # the place's rectangle: its cards, or its empty slot
    top: tuple     # (x, y, angle) of the top card or empty slot: where marks go


@dataclass(frozen=True, slots=True)
class Style:
    """The look chosen when a board is made: colours, whether place names are printed, text sizes.

    Sizes are ems in layout units. ``named_captions`` puts a place's name with its count
    under the card ("M1 · 4"), and a base's name with its count on its badge, so that
    big text still finds room (the projector theme).
    """

    colours: Palette
    labels: bool
    theme: str = "default"
    label: float = 11.0
    label_bold: bool = False
    caption: float = 17.0
    info: float = 16.0
    title: float = 24.0
    badge: float = 12.0
    base_name: float = 10.0
    index: float = 0.33     # a card's corner index, as a fraction of the card's width
    tag: float = 13.0
    named_captions: bool = False


THEMES = ("default", "projector")


def style_for(theme: str, four_colour: bool, labels: bool) -> Style:
    """The :class:`Style` of ``theme`` ("default", or "projector": big, bold, high-contrast text)."""
    from .ink import palette
    colours = palette(bool(four_colour), theme)
    if theme == "projector":
        return Style(colours, labels, theme, label=20.0, label_bold=True, caption=22.0, info=22.0, title=28.0,
                     badge=20.0, base_name=17.0, index=0.42, tag=20.0, named_captions=True)
    return Style(colours, labels, theme)


# --- reading a position ----------------------------------------------------------------

def contents(game_class, state) -> dict[str, Content]:
    """The :class:`Content` of every place of ``state``, in the game's place order."""
    cards_at = game_class.cards_at
    fanned = game_class.fanned_places
    face_down = getattr(game_class, "face_down", None)
    result = {}
    for place in game_class.place_names:
        cards = tuple(cards_at(state, place))
        count = len(cards)
        if place in fanned:
            result[place] = Content(cards, 0, count, True, True)
            continue
        shown = cards[-1:]
        if place == "stock":
            up = False
        elif face_down is not None:
            up = not face_down(state, place)
        else:
            up = not _asleep(state, place)
        caption = str(count) if place in ("stock", "waste") or place.startswith("M") else None
        # A foundation's depth once a card lies there (a Spider base always holds its base card).
        badge = str(count) if place in game_class.foundation_places and count else None
        result[place] = Content(shown, max(count - 1, 0), count, up, False,
                                caption=caption if count or place in ("stock", "waste") else None,
                                badge=badge)
    return result


def _asleep(state, place: str) -> bool:
    """Maids without ``face_down``: packets above ``state.opened`` are still face down."""
    opened = getattr(state, "opened", None)
    return opened is not None and place.startswith("M") and int(place[1:]) > opened


# --- drawing one place -----------------------------------------------------------------

def build_piece(layout: Layout, place: PlaceLayout, content: Content, style: Style) -> Piece:
    """The items of one place (its cards, counts and name)."""
    colours = style.colours
    w, h, radius = layout.card_w, layout.card_h, layout.radius
    piece = Piece([], [], [], (), ())
    angle = place.angle
    # On a projector a Maids foundation's count joins its name above it ("F1 · 11"): a badge big
    # enough to read from the back would cover the card's index.
    counted_name = style.labels and style.named_captions and place.label is not None and content.badge is not None
    badge = None if counted_name else content.badge
    if not content.cards:
        piece.shapes.append((card_outline(w, h, radius, angle), (place.x, place.y),
                             colours.felt_dark, colours.slot_edge, 1.2))
        piece.box = layout.card_box(place.x, place.y, angle)
        piece.top = (place.x, place.y, angle)
    else:
        centres = place.centres(len(content.cards))
        step = place.step(len(content.cards))
        covered = _covered_index_size(layout, place, step, style)
        last = len(content.cards) - 1
        for k, (card, (x, y)) in enumerate(zip(content.cards, centres)):
            index = content.first + k
            if content.face_up:
                _face(piece, layout, style, card, x, y, angle,
                      whole=k == last, fan=place.fan if content.fan else None, covered=covered,
                      corner_free=badge is None)
            else:
                _back(piece, layout, colours, x, y, angle)
            piece.spots.append(CardSpot(index, layout.card_box(x, y, angle), str(card), content.face_up,
                                        (x, y), angle))
        boxes = [spot.box for spot in piece.spots]
        piece.box = (min(b[0] for b in boxes), min(b[1] for b in boxes),
                     max(b[2] for b in boxes), max(b[3] for b in boxes))
        x, y = centres[-1]
        piece.top = (x, y, angle)
        if badge is not None:
            named = style.labels and style.named_captions and place.label is None
            _badge(piece, layout, style, f"{shown_name(place.name, layout.game)} {badge}" if named else badge, x, y, angle)
    named = style.labels and style.named_captions and place.caption is not None
    if content.caption is not None and place.caption is not None:
        text = f"{shown_name(place.name, layout.game)} · {content.caption}" if named else content.caption
        size = style.caption * (0.9 if named else 1.0) * layout.text_scale
        squeeze = 0.9 if named else 1.0
        if place.caption_room:  # squeezed to its room, never into the neighbour's count
            squeeze = round(min(squeeze, place.caption_room / text_width(text, size)), 2)
        piece.glyphs.append((text_path(text, size, ha="center", va="top", squeeze=squeeze),
                             place.caption, colours.ink_on_felt))
    if style.labels and not named:
        if content.badge is not None and place.label is None:  # a base: its name goes on its own card
            if not style.named_captions:
                piece.glyphs.append((text_path(shown_name(place.name, layout.game), style.base_name, bold=False, ha="left", va="bottom"),
                                     (place.x - w / 2 + 4, place.y + h / 2 - 4), colours.faint_on_card))
        elif place.label is not None:
            x, y, ha, va = place.label
            size = style.label * layout.label_scale
            text = f"{shown_name(place.name, layout.game)} · {content.badge}" if counted_name else shown_name(place.name, layout.game)
            squeeze = (round(min(1.0, place.caption_room / text_width(text, size)), 2)
                       if counted_name and place.caption_room else 1.0)
            if place.label_room and not counted_name:  # a name longer than its gap (С12) is squeezed into it
                squeeze = round(min(squeeze, place.label_room / text_width(text, size, bold=style.label_bold)), 2)
            piece.glyphs.append((text_path(text, size, bold=style.label_bold, ha=ha, va=va, squeeze=squeeze), (x, y),
                                 colours.faint_on_felt))
    return piece


def index_size(layout: Layout, style: Style | None = None) -> float:
    """The em of a card's corner index (rank and suit), in layout units."""
    return round(layout.card_w * (0.33 if style is None else style.index) * layout.index_scale, 1)


def _covered_index_size(layout: Layout, place: PlaceLayout, step: float, style: Style) -> tuple[float, float]:
    """``(size, squeeze)`` of the index of a covered card: it must fit its visible strip."""
    size = index_size(layout, style)
    if place.fan == (0.0, 0.0):
        return size, 1.0
    if place.fan[1] == 0.0:              # a side pile: the strip is ``step`` wide
        room = step - 6.5                # less the 4-unit margin and a gap before the next card
        natural = 1.24 * size            # "10", the widest rank, in bold
        squeeze = min(1.0, max(0.72, room / natural))
        return round(size * min(1.0, room / (natural * squeeze)), 1), round(squeeze, 2)
    room = step - 5.0                    # an end pile: the strip is ``step`` high
    return round(size * min(1.0, room / (CAP_HEIGHT * size)), 1), 1.0


def _face(piece: Piece, layout: Layout, style: Style, card, x: float, y: float, angle: float, *,
          whole: bool, fan, covered, corner_free: bool) -> None:
    """A face-up card: its shape, its index where it shows, and the big suit when all of it shows."""
    w, h, colours = layout.card_w, layout.card_h, style.colours
    ink = colours.suit_ink(card)
    piece.shapes.append((card_outline(w, h, layout.radius, angle), (x, y), colours.face, colours.face_edge, 0.9))
    rank, suit = rank_face(card.rank), card.suit.symbol   # the rank's letter in the language in use
    size, pad = index_size(layout, style), 4.0
    if whole or fan is None:
        corner = (-w / 2 + pad, -h / 2 + pad)
        piece.glyphs.append((label_path(rank, suit, size, angle=angle, at=corner), (x, y), ink))
        if style.index >= 0.4:  # a big index leaves room for one corner and a smaller suit, lower right
            at = (w * 0.17, h * 0.16 if corner_free else -h * 0.05)
            piece.glyphs.append((text_path(suit, w * 0.5, ha="center", va="ink", angle=angle, at=at), (x, y), ink))
            return
        if corner_free:  # the same index upside down in the opposite corner, as on real cards
            piece.glyphs.append((label_path(rank, suit, size, angle=angle + 180, at=corner), (x, y), ink))
        piece.glyphs.append((text_path(suit, w * 0.62, ha="center", va="ink", angle=angle,
                                       at=(0.0, 0.0 if corner_free else -h * 0.04)), (x, y), ink))
        return
    size, squeeze = covered
    if size < 4.0:  # too long a pile to print this card's index: its edge still shows
        return
    dx, dy = fan
    if dx < 0:    # growing left: the right strip shows
        glyph = label_path(rank, suit, size, ha="right", squeeze=squeeze)
        piece.glyphs.append((glyph, (x + w / 2 - pad + 1, y - h / 2 + pad), ink))
    elif dx > 0:  # growing right: the left strip shows
        glyph = label_path(rank, suit, size, squeeze=squeeze)
        piece.glyphs.append((glyph, (x - w / 2 + pad, y - h / 2 + pad), ink))
    elif dy < 0:  # growing up: the bottom strip shows
        glyph = label_path(rank, suit, size, stacked=False, va="bottom")
        piece.glyphs.append((glyph, (x - w / 2 + pad, y + h / 2 - 3), ink))
    else:         # growing down: the top strip shows
        glyph = label_path(rank, suit, size, stacked=False)
        piece.glyphs.append((glyph, (x - w / 2 + pad, y - h / 2 + 3), ink))


def _back(piece: Piece, layout: Layout, colours: Palette, x: float, y: float, angle: float) -> None:
    """A face-down card: the blue back with its lattice."""
    w, h = layout.card_w, layout.card_h
    piece.shapes.append((card_outline(w, h, layout.radius, angle), (x, y), colours.back, colours.back_edge, 1.6))
    piece.shapes.append((back_pattern(w, h, angle), (x, y), colours.back_pattern, colours.back_pattern, 0.0))


def _badge(piece: Piece, layout: Layout, style: Style, text: str, x: float, y: float, angle: float = 0.0) -> None:
    """A count (or a name and a count) on a small dark tab in the card's bottom-right corner, turned with it."""
    w, h, colours = layout.card_w, layout.card_h, style.colours
    size = style.badge * layout.text_scale
    wide = text_width(text, size)
    # A projector's big badge keeps to the card's lowest third, clear of the index's suit above it.
    bw, bh = min(w - 2.0, max(size * 2.0, wide + size * 0.7)), size * (1.4 if style.theme == "default" else 1.22)
    dx, dy = rotate_point(w / 2 - 1.5 - bw / 2, h / 2 - 1.5 - bh / 2, angle)
    piece.shapes.append((card_outline(bw, bh, 4.0, angle), (x + dx, y + dy), colours.badge, colours.badge, 0.0))
    squeeze = min(1.0, (bw - 4.0) / wide) if wide else 1.0
    piece.glyphs.append((text_path(text, size, ha="center", va="center", squeeze=round(squeeze, 2), angle=angle),
                         (x + dx, y + dy), colours.face))
