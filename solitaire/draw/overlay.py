"""Which marks the decorations put on a board: what the last move did, the picked-up card, hints, lessons' moves.

Also the items of the tags and of the legend, ready for the board's collections.

:func:`marks_for` reads the decorations (and the :class:`~solitaire.draw.effects.Effects`
of the last move, when the position before it is known) and returns the
:class:`~solitaire.draw.marks.Marks` to draw; :func:`legend` says in words what each
colour shown means. Positions come from the pieces already built for the picture.
"""
from __future__ import annotations

from .ink import card_outline, text_path, text_width
from .marks import COLOUR_OF, KIND_WORDS, TAGS, Marks
from ..languages import translator

_ = translator("draw")

__all__ = ["marks_for", "MOVE_KINDS", "places_named", "tag_items", "legend_items", "LEGEND_HEIGHT"]

LEGEND_HEIGHT = 48   # pixels: the strip under the board that says what each colour means

#: The decorations that name a move, and the kind of mark each makes.
MOVE_KINDS = {"hint": "hint", "next_move": "next", "good_move": "good", "losing_move": "losing"}
_DASHED, _DOTTED = (0, (5, 3)), (0, (1.5, 2.5))
#: The kinds drawn with a dotted line: a move to come, not one made or judged.
_DOTTED_KINDS = ("hint", "next")


def places_named(decorations: dict, marks: Marks | None = None) -> list[str]:
    """Every place a decoration names (to check them before anything changes)."""
    names = list(decorations.get("highlight") or ())
    if decorations.get("selected"):
        names.append(decorations["selected"])
    for keyword in ("last_move",) + tuple(MOVE_KINDS):
        for move in _moves(decorations.get(keyword)):
            names += ["stock"] if move.is_keyword else [move.source, move.target]
    return names


def _moves(value) -> tuple:
    if value is None:
        return ()
    return value if isinstance(value, tuple) else (value,)


def marks_for(board, decorations: dict, effects) -> Marks:
    """The marks of ``decorations`` on ``board`` (its pieces built); ``effects``: the last move's, or None."""
    marks = Marks()
    colours = board.style.colours
    move = decorations.get("last_move")
    if move is not None:
        marks.use("last_move")
        if effects is not None and effects.move == move:
            _effects_marks(board, marks, effects)
        elif move.is_keyword:
            marks.outlines.append(("stock", colours.last_move, 3.0, None))
        else:
            _move_marks(board, marks, move, colours.last_move, "last_move")
    for keyword, kind in MOVE_KINDS.items():
        for hinted in _moves(decorations.get(keyword)):
            marks.use(kind)
            colour = getattr(colours, COLOUR_OF.get(kind, kind))
            if hinted.is_keyword:
                marks.outlines.append(("stock", colour, 3.5, _DOTTED if kind in _DOTTED_KINDS else None))
                marks.tags.append(("stock", _(TAGS[kind]), colour))
            else:
                _move_marks(board, marks, hinted, colour, kind)
                marks.tags.append((hinted.target, _(TAGS[kind]), colour))
    for place in decorations.get("highlight") or ():
        marks.use("highlight")
        marks.outlines.append((place, colours.highlight, 3.0, _DASHED))
    if decorations.get("selected"):
        marks.use("selected")
        marks.outlines.append((decorations["selected"], colours.selected, 4.5, None))
    return marks


def _move_marks(board, marks: Marks, move, colour, kind: str) -> None:
    """Outlines on a move's two places and the arrow between them."""
    marks.outlines += [(move.source, colour, 2.5, None), (move.target, colour, 3.0, None)]
    if move.source != move.target:
        dash = (6.0, 5.0) if kind in _DOTTED_KINDS else None
        marks.arrows.append((board.arrow_between(move.source, move.target, dash=dash), colour, 0.75))


def _effects_marks(board, marks: Marks, effects) -> None:
    """Everything the last move did: its card's way, the deal's cards, refills, woken packets, a redeal."""
    colours = board.style.colours
    move = effects.move
    if effects.source and effects.target and effects.source != effects.target:
        _move_marks(board, marks, type(move)(effects.source, effects.target), colours.last_move, "last_move")
    elif move.is_keyword:
        marks.outlines.append(("stock", colours.last_move, 3.0, None))
    for place, _card in effects.dealt:
        marks.outlines.append((place, colours.last_move, 2.5, None))
    if effects.dealt:
        marks.tags.append(("stock", _("dealt {count}").format(count=len(effects.dealt)), colours.last_move))
    for origin, column, _card in effects.refills:
        marks.use("refill")
        marks.arrows.append((board.arrow_between(origin, column, width=5.0, dash=(9.0, 6.0)), colours.refill, 0.9))
    for pack in effects.woken:
        marks.use("woke")
        marks.tags.append((pack, _("woke"), colours.last_move))
    for pile in effects.gathered:  # each pile went onto the one before it, all onto the first ...
        marks.outlines.append((pile, colours.last_move, 2.0, _DASHED))
    if effects.gathered:  # ... and that packet, turned over, is the new stock
        marks.arrows.append((board.arrow_between(effects.gathered[-1], "stock", dash=(10.0, 6.0)),
                             colours.last_move, 0.75))
        marks.tags.append(("stock", _("gathered {count}").format(count=len(effects.gathered)), colours.last_move))


def legend(marks: Marks) -> list[tuple[str, str]]:
    """``(kind, words)`` for the legend, in the language in use: the kinds shown, or all of them when none is."""
    kinds = marks.kinds or list(KIND_WORDS)
    return [(kind, _(KIND_WORDS[kind])) for kind in kinds]


#: What a tag beside its card may cover, by weight per unit of area covered: nothing of the card it
#: marks (never), another card or tag least of all, a text (its own place's name or count, which
#: the lesson names, still less), or the edge of the picture.
_COVER_WEIGHTS = {"card": 10.0, "tag": 20.0, "text": 1.0, "own_text": 1.5, "outside": 50.0}
_TAG_GAP = 3.0   # layout units between a tag and the card it marks


def tag_items(board, tags: list) -> tuple[list, list]:
    """A small pill with a word beside the top card of its place, never on it: above the card, below
    it, to its right or left, wherever it covers least (another card least of all, then texts),
    inside the picture and clear of the other tags. A place with no card takes it on its empty slot.

    Beside, not on: the tag names the very card a lesson is talking about ("the jack of spades lies
    on top of M2"), so the card must stay readable. A long word (Ukrainian and Russian run longer)
    is narrowed so that a pill is at most one and a half cards wide.
    """
    if not tags:
        return [], []
    shapes, glyphs, taken = [], [], []
    size, colours = board.style.tag * board.layout.text_scale, board.style.colours
    widest = board.layout.card_w * 1.5
    obstacles = _obstacles(board)
    for place, text, colour in tags:
        wide = text_width(text, size)
        squeeze = round(max(0.75, min(1.0, (widest - size * 0.9) / wide)), 2) if wide else 1.0
        # narrowed to three quarters and still too wide (a projector's big letters): smaller letters
        shrink = min(1.0, widest / (wide * squeeze + size * 0.9)) if wide else 1.0
        tag_size = size * shrink
        width, height = (wide * squeeze + size * 0.9) * shrink, tag_size * 1.45
        centre = _beside(board, place, width, height, obstacles, taken)
        taken.append(_box_at(centre, width, height))
        light = sum(colour[:3]) > 1.2
        shapes.append((card_outline(width, height, height / 2), centre, colour,
                       colours.dark_text if light else colours.face, 1.2))
        glyphs.append((text_path(text, round(tag_size, 1), ha="center", va="center", squeeze=squeeze), centre,
                       colours.dark_text if light else colours.face))
    return shapes, glyphs


def _box_at(centre, width: float, height: float) -> tuple:
    return (centre[0] - width / 2, centre[1] - height / 2, centre[0] + width / 2, centre[1] + height / 2)


def _overlap(one: tuple, other: tuple) -> float:
    """The area two boxes ``(x0, y0, x1, y1)`` share."""
    return (max(0.0, min(one[2], other[2]) - max(one[0], other[0]))
            * max(0.0, min(one[3], other[3]) - max(one[1], other[1])))


def _path_box(path, offset) -> tuple:
    """A glyph path's box on the table (its control points': a little generous, and quick)."""
    vertices = path.vertices
    if not len(vertices):
        return (offset[0], offset[1], offset[0], offset[1])
    (x0, y0), (x1, y1) = vertices.min(axis=0), vertices.max(axis=0)
    return (x0 + offset[0], y0 + offset[1], x1 + offset[0], y1 + offset[1])


def _obstacles(board) -> dict:
    """What a tag should not cover: each place's cards (its box) and texts, and every other text."""
    own_texts = {place: [_path_box(path, at) for path, at, _colour in known[1].glyphs]
                 for place, known in board._pieces.items()}
    by_place = {id(path) for known in board._pieces.values() for path, _at, _colour in known[1].glyphs}
    paths, offsets = board.glyphs.get_paths(), board.glyphs.get_offsets()
    loose = [_path_box(path, at) for path, at in zip(paths, offsets) if id(path) not in by_place] \
        if board.glyphs.get_visible() else []
    cards = {place: known[1].box for place, known in board._pieces.items()}
    return {"cards": cards, "own_texts": own_texts, "loose_texts": loose}


def _beside(board, place: str, width: float, height: float, obstacles: dict, taken: list) -> tuple:
    """The centre of a ``width`` x ``height`` tag beside ``place``'s top card that covers least."""
    piece = board._pieces[place][1]
    x, y, angle = piece.top
    x0, y0, x1, y1 = board.layout.card_box(x, y, angle)
    gap, half_w, half_h = _TAG_GAP, width / 2, height / 2
    above, below = y0 - gap - half_h, y1 + gap + half_h
    right, left = x1 + gap + half_w, x0 - gap - half_w
    # straight above, under, right or left of it (at a corner a tag would seem to mark the
    # neighbour), or above or under the place's name or count there
    candidates = [(x, above), (x, below), (right, y), (left, y),
                  (x, above - height - gap), (x, below + height + gap)]
    empty = not piece.spots
    if empty:   # an empty place (the stock dealt out, a base to come) has no card to hide: on its slot
        candidates.insert(0, (x, y))
    frame = board.frame
    inside = (frame[0], board.top, frame[2], frame[3])
    best, best_cost = candidates[0], float("inf")
    for centre in candidates:
        box = _box_at(centre, width, height)
        if not empty and _overlap(box, obstacles["cards"][place]) > 0:   # never on the card (or pile) it marks
            continue
        cost = _COVER_WEIGHTS["outside"] * (width * height - _overlap(box, inside))
        cost += _COVER_WEIGHTS["card"] * sum(_overlap(box, other) for name, other in obstacles["cards"].items()
                                             if name != place)
        cost += _COVER_WEIGHTS["tag"] * sum(_overlap(box, other) for other in taken)
        for name, texts in obstacles["own_texts"].items():
            weight = _COVER_WEIGHTS["own_text" if name == place else "text"]
            cost += weight * sum(_overlap(box, other) for other in texts)
        cost += _COVER_WEIGHTS["text"] * sum(_overlap(box, other) for other in obstacles["loose_texts"])
        if cost < best_cost - 1e-6:
            best, best_cost = centre, cost
    return best


def legend_items(board, marks: Marks, shapes: list, glyphs: list) -> None:
    """The strip under the board: a swatch and the words of each kind of mark shown, the words
    narrowed (down to three quarters) when they would run past the picture's edge."""
    x0, y0, x1, y1 = board.frame
    scale = board.scale
    top = y1 - LEGEND_HEIGHT * scale
    colours = board.style.colours
    shapes.append((card_outline(x1 - x0, LEGEND_HEIGHT * scale, 0.0), ((x0 + x1) / 2, (top + y1) / 2),
                   colours.felt_dark, colours.felt_dark, 0.0))
    size, x, y = 18.0 * scale, x0 + 16 * scale, (top + y1) / 2
    shown = legend(marks)
    wide = sum(text_width(words, 18.0) for _kind, words in shown)
    room = (x1 - x0) / scale - 32 - 66 * len(shown)
    squeeze = round(max(0.75, min(1.0, room / wide)), 2) if wide else 1.0
    for kind, words in shown:
        colour = colours.last_move if kind == "woke" else getattr(colours, COLOUR_OF.get(kind, kind))
        swatch = card_outline(26 * scale, 18 * scale, 4 * scale)
        dark = colours.dark_text if sum(colour[:3]) > 1.2 else colours.face
        shapes.append((swatch, (x + 13 * scale, y), colour, dark, 1.0))
        glyphs.append((text_path(words, size, ha="left", va="center", squeeze=squeeze), (x + 32 * scale, y),
                       colours.ink_on_felt))
        x += (44 + text_width(words, 18.0) * squeeze + 22) * scale
