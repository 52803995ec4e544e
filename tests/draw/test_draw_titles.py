"""Titles and tags on a board never hide what the board says (classroom review of 2026-12-05, findings 3 and 6).

A title gets a band of its own above the board, so that no title, however long and in any of
the three languages, crosses a place's name, a count or the lines at the top; the lines at the
top keep clear of the stock's count; a tag ("woke", "good", "dealt 4") stands beside the card it
marks, never on it. Every box is measured on the rendered figure, in the figure's pixels, through
the transforms matplotlib draws with (a text is a glyph path: its box is its points' box through the
collection's transforms, see ``item_boxes``).
"""
import pytest
from matplotlib.path import Path
from matplotlib.transforms import Bbox

from solitaire import Maids, Spider
from solitaire.draw import BoardView, before_after
from solitaire.languages.i18n import in_language

#: Long titles, as a lesson or an exercise gives them, in each language.
TITLES = {
    "en": "Which of these may go to a base? Play each of them, one at a time, then the next one",
    "uk": "Яку з цих карт можна покласти на базу? Зіграйте кожну по черзі, одну за одною",
    "ru": "Какую из этих карт можно положить на базу? Сыграйте каждую по очереди, одну за другой",
}


def maids_waking():
    """Deal 1 after a move that wakes two packets (their "woke" tags are drawn)."""
    game = Maids(deal=1)
    game.play("R1→F1")
    return game


def spider_positions():
    """Spider dealing (the stock's count at the top, on a wide board) and later, cards on the piles."""
    dealing = Spider(deal=7)
    later = Spider(deal=7)
    for _ in range(12):
        later.play(later.legal_moves()[0])
    return [dealing, later]


def item_boxes(collection) -> list:
    """The box of every item of a path collection, in the figure's pixels (y up, as matplotlib's).

    The box of a glyph's points, its curves' control points with them: never smaller than its ink
    (at most 0.42 px larger on these boards, so a clash is never missed), and fifty times quicker
    than ``Path.get_extents``, which solves each curve for its extremes."""
    transform = collection.get_transform()
    placed = collection.get_offset_transform().transform(collection.get_offsets())
    boxes = []
    for path, at in zip(collection.get_paths(), placed):
        points = path.vertices if path.codes is None else path.vertices[path.codes != Path.CLOSEPOLY]
        corners = transform.transform(points)
        (x0, y0), (x1, y1) = corners.min(axis=0) + at, corners.max(axis=0) + at
        boxes.append(Bbox([[x0, y0], [x1, y1]]))
    return boxes


def drawn(view: BoardView):
    view.png()   # draws the figure
    return view._board


def overlapping(one: Bbox, other: Bbox, slack: float = 0.5) -> bool:
    return (one.x0 < other.x1 - slack and other.x0 < one.x1 - slack
            and one.y0 < other.y1 - slack and other.y0 < one.y1 - slack)


def top_text_clashes(board) -> list:
    """Pairs (what, box, other box) where the title or a line at the top touches any other text."""
    texts = item_boxes(board.glyphs) + item_boxes(board.tag_glyphs)
    mine = ([("title", board.top_texts["title"])] if board.top_texts["title"] is not None else []) + [
        ("info", k) for k in board.top_texts["info"]]
    clashes = []
    for what, k in mine:
        for j, other in enumerate(texts):
            if j != k and overlapping(texts[k], other):
                clashes.append((what, texts[k], other))
    return clashes


@pytest.mark.parametrize("theme", ["default", "projector"])
@pytest.mark.parametrize("language", ["en", "uk", "ru"])
def test_no_title_crosses_a_label_in_any_language(language, theme):
    with in_language(language):
        title = TITLES[language]
        for game in [maids_waking(), *spider_positions()]:
            view = BoardView(game, theme=theme, title=title, last_move=game.history[-1] if game.history else None)
            board = drawn(view)
            assert board.top_texts["title"] is not None
            assert top_text_clashes(board) == [], (type(game).__name__, language, theme)
            box = item_boxes(board.glyphs)[board.top_texts["title"]]
            width, height = view.size
            assert 0 <= box.x0 and box.x1 <= width and 0 <= box.y0 and box.y1 <= height  # the whole title shows


@pytest.mark.parametrize("theme", ["default", "projector"])
@pytest.mark.parametrize("language", ["en", "uk", "ru"])
def test_the_lines_at_the_top_keep_clear_of_the_stock_without_a_title(language, theme):
    """Ukrainian Spider on a projector glued "колода · 96" to "Коло 1 · роздача · 0 ходів зроблено"."""
    with in_language(language):
        for game in [maids_waking(), *spider_positions()]:
            board = drawn(BoardView(game, theme=theme))
            assert board.top_texts["info"] and top_text_clashes(board) == [], (type(game).__name__, language, theme)


def test_a_title_band_moves_the_board_down_and_clicks_follow_it():
    game = Maids(deal=1)
    plain, titled = BoardView(game), BoardView(game, title="Deal 1")
    band = titled.size[1] - plain.size[1]
    assert band > 0 and titled.size[0] == plain.size[0]
    for place in ("F1", "M1", "R4", "stock"):
        (x0, y0, x1, y1) = plain.geometry()["places"][place]["rect"]
        moved = titled.geometry()["places"][place]["rect"]
        assert moved == pytest.approx((x0, y0 + band, x1, y1 + band))
        assert titled.place_at((x0 + x1) / 2, (y0 + y1) / 2 + band) == place
    titled.update(title=None)   # no title, no band
    assert titled.size == plain.size


def test_the_boards_of_a_before_and_after_pair_each_have_their_title_clear_of_the_arc():
    for theme in ("default", "projector"):
        pair = before_after(maids_waking(), "M2→F2" if "M2→F2" in map(str, maids_waking().legal_moves())
                            else maids_waking().legal_moves()[0], theme=theme)
        for ax in pair.figure.axes:
            board = next(c for c in ax.collections if c.get_zorder() == 2)   # the glyphs
            boxes = item_boxes(board)
            title = max(boxes, key=lambda box: box.y1)   # the topmost text is the title
            assert not any(overlapping(title, other) for other in boxes if other is not title)


def tagged_positions():
    """Boards with tags: woken packets, a deal's "dealt", good and losing moves, on both games."""
    maids = maids_waking()
    yield maids, {"last_move": maids.history[-1]}
    legal = [move for move in maids.legal_moves() if not move.is_keyword]
    yield maids, {"good_move": legal[:2], "losing_move": legal[2:3], "hint": "deal"}
    later = spider_positions()[-1]
    moves = [move for move in later.legal_moves() if not move.is_keyword]
    assert len(moves) >= 2
    yield later, {"good_move": moves[:2], "losing_move": moves[2:3], "last_move": later.history[-1]}
    dealt = Spider(deal=7)
    dealt.play("deal")
    yield dealt, {"last_move": "deal"}
    while "deal" in map(str, dealt.legal_moves()):   # the stock dealt out: its tag on the empty slot
        dealt.play("deal")
    yield dealt, {"last_move": "deal"}


@pytest.mark.parametrize("theme", ["default", "projector"])
@pytest.mark.parametrize("language", ["en", "uk", "ru"])
def test_a_tag_stands_beside_the_card_it_marks_never_on_it(language, theme):
    """Review finding 6: the "woke" tags covered the very cards that woke (Ukrainian's «відкрита» twice).
    A tag may not cover its place's name or count either when the place is empty ("stock · 0")."""
    with in_language(language):
        for game, marks in tagged_positions():
            view = BoardView(game, theme=theme, **marks)
            board = drawn(view)
            tags = board.shown_marks.tags
            assert tags, marks
            boxes = item_boxes(board.tag_shapes)[:len(tags)]   # the pills come first, in the tags' order
            for (place, text, _colour), box in zip(tags, boxes):
                if not board._pieces[place][1].spots:   # an empty place: its slot may hold the tag
                    continue
                x0, y0, x1, y1 = board.layout.card_box(*board._pieces[place][1].top)
                (a, b), (c, d) = board.ax.transData.transform([(x0, y0), (x1, y1)])
                card = Bbox.from_extents(min(a, c), min(b, d), max(a, c), max(b, d))
                assert not overlapping(box, card), (type(game).__name__, place, text, language, theme)
                width, height = view.size
                assert box.x0 >= -0.5 and box.x1 <= width + 0.5 and box.y0 >= -0.5 and box.y1 <= height + 0.5
            texts = item_boxes(board.glyphs)
            for (place, _text, _colour), box in zip(tags, boxes):
                if not board._pieces[place][1].spots:   # on an empty slot, never on its name and count
                    own = [texts[k] for k, item in enumerate(board.glyphs.get_paths())
                           if any(item is path for path, *_ in board._pieces[place][1].glyphs)]
                    assert not any(overlapping(box, text) for text in own), (place, language, theme)
            for k, one in enumerate(boxes):   # and never on each other
                assert not any(overlapping(one, other) for other in boxes[k + 1:]), (place, language, theme)


def test_the_moves_count_inside_a_line_at_the_top_is_not_capitalised():
    """A Ukrainian wide board read «Коло 1 · триває роздача · Зроблено 4 ходи» (a native reader)."""
    from solitaire.draw.board import top_lines
    parts = ["Коло 1 · триває роздача", "зроблено 4 ходи"]
    assert top_lines(parts, inline=True) == ["Коло 1 · триває роздача · зроблено 4 ходи"]
    assert top_lines(parts, inline=False) == ["Коло 1 · триває роздача", "Зроблено 4 ходи"]


def test_a_figure_read_as_text_is_said_in_the_class_language():
    """A Ukrainian lesson exported as text showed "<Boards: 1540×1430 px, …>" (a native reader); English is unchanged."""
    figure = before_after(Maids(deal=1), "R1→F1")
    assert repr(figure).startswith("<Boards: ") and repr(figure).endswith(" px wide>")
    with in_language("uk"):
        assert repr(figure).startswith("Малюнок: ") and "Boards" not in repr(figure)


def test_a_board_before_its_first_move_says_so_as_its_alt_text_does():
    """«Зроблено 0 ходів» at the top beside «ще жодного ходу» in the alt text (a native reader)."""
    game = Maids(deal=1)
    board = drawn(BoardView(game))
    with in_language("uk"):
        assert board._info(game.state, 0) == ["ще жодного ходу"]
        assert board._info(game.state, 2) == ["зроблено 2 ходи"]
