"""Names, counts and the lines at the top keep clear of each other and of the cards (native readers, round 5).

In Ukrainian and Russian, Spider's wide board squeezed С12, С11 and С10 into the gap beside the bases;
a projector's Maids packets ran their captions together ("M10 · 4M11 · 4"); and the square Spider
board's top line ("Коло 2 · триває роздача") ran into С1 once that pile grew up into it. Every box is
in layout units (y down), measured from the items the board draws.
"""
import pytest

from solitaire import Maids, Spider
from solitaire.draw import BoardView
from solitaire.draw.ink import text_width
from solitaire.draw.scene import shown_name
from solitaire.languages.i18n import in_language


def glyph_box(path, at) -> tuple:
    extents = path.get_extents()
    return (extents.x0 + at[0], extents.y0 + at[1], extents.x1 + at[0], extents.y1 + at[1])


def nearest_glyph(piece, point) -> tuple:
    """The box of the glyph of ``piece`` whose centre is nearest ``point`` (its name or its count)."""
    boxes = [glyph_box(path, at) for path, at, *_ in piece.glyphs]
    return min(boxes, key=lambda b: ((b[0] + b[2]) / 2 - point[0]) ** 2 + ((b[1] + b[3]) / 2 - point[1]) ** 2)


def gap(one, other) -> float:
    """The horizontal distance between two boxes side by side (negative when they overlap)."""
    return max(other[0] - one[2], one[0] - other[2])


def spider_later(moves: int = 30) -> Spider:
    game = Spider(deal=13)
    for _ in range(moves):
        legal = [move for move in game.legal_moves() if str(move) != "redeal"] or game.legal_moves()
        game.play(legal[0])
    return game


@pytest.mark.parametrize("language", ["uk", "ru", "en"])
def test_a_wide_spider_board_prints_each_pile_name_whole_and_clear_of_the_cards(language):
    with in_language(language):
        view = BoardView(spider_later(), theme="projector")
        view.png()
        board = view._board
        for row in range(1, 5):
            spot = board.layout.places[f"L{row}"]
            name = nearest_glyph(board.pieces[f"L{row}"][1], spot.label[:2])
            base = board.pieces[f"A{row}"][1].box
            first = board.layout.card_box(spot.x, spot.y)
            assert gap(name, base) >= 4 and gap(name, first) >= 4, (language, row, name, base, first)
            whole = text_width(shown_name(f"L{row}", "spider"), board.style.label * board.layout.label_scale, bold=True)
            assert name[2] - name[0] > 0.9 * whole, (language, row)   # not squeezed


@pytest.mark.parametrize("language", ["uk", "ru", "en"])
def test_a_projectors_packet_counts_never_run_together(language):
    game = Maids(deal=3)
    with in_language(language):
        view = BoardView(game, theme="projector")
        view.png()
        board = view._board
        captions = [nearest_glyph(board.pieces[f"M{k}"][1], board.layout.places[f"M{k}"].caption) for k in range(1, 13)]
        for row in (captions[:6], captions[6:]):
            assert min(gap(left, right) for left, right in zip(row, row[1:])) >= 12, (language, row)


@pytest.mark.parametrize("language", ["uk", "ru", "en"])
def test_the_lines_at_the_top_of_a_square_spider_board_keep_clear_of_a_pile_grown_up_into_them(language):
    with in_language(language):
        view = BoardView(spider_later())
        view.png()
        board = view._board
        assert len(board.layout.places["T1"].centres(len(board.pieces["T1"][0].cards))) > 1
        paths, offsets = board.glyphs.get_paths(), board.glyphs.get_offsets()
        cards = [piece.box for _content, piece in board.pieces.values() if piece.box]
        for k in board.top_texts["info"]:
            line = glyph_box(paths[k], offsets[k])
            for card in cards:
                apart = line[2] + 6 <= card[0] or card[2] + 6 <= line[0] or line[3] <= card[1] or card[3] <= line[1]
                assert apart, (language, line, card)
