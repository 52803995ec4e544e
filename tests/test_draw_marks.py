"""What the pictures show of a move, the projector theme, the colours' meanings and figures of several boards."""
from __future__ import annotations

import itertools

import numpy as np
import pytest

from colour_vision import deuteranopia, delta_e, lab
from solitaire.draw import BoardView, before_after, boards, draw, png
from solitaire.draw.ink import HIGHLIGHT_COLOURS, palette
from solitaire.draw.marks import curve_points, crosses, route
from solitaire.draw.scene import style_for
from solitaire.maids import Maids
from solitaire.spider import Spider
from test_effects import play_until


def shown(view):
    view.png()
    return view._board.shown_marks


def near(point, place_rect, slack=40):
    x0, y0, x1, y1 = place_rect
    return x0 - slack <= point[0] <= x1 + slack and y0 - slack <= point[1] <= y1 + slack


def test_a_maids_foundation_shows_how_many_cards_lie_on_it():
    game = Maids(deal=1)
    game.play("R1→F1")
    view = BoardView(game)
    assert view._board.pieces["F1"][0].badge == "1" and view._board.pieces["F2"][0].badge is None


def test_a_refill_gets_its_own_lighter_arrow_from_the_stock_to_the_column():
    game = Maids(deal=1)
    game.play("R1→F1")
    view = BoardView(game, last_move="R1→F1")
    marks, colours = shown(view), view._board.style.colours
    assert [colour for _, colour, _ in marks.arrows] == [colours.last_move, colours.refill]
    end = marks.arrows[1][0].vertices[-3]   # the arrowhead's point
    assert near(end, view._board.pieces["R1"][1].box)
    assert [(place, text) for place, text, _ in marks.tags] == [("M1", "woke"), ("M2", "woke")]


def test_a_deal_gets_an_arrow_from_the_stock_to_where_its_card_went():
    game = Maids(deal=4)
    effects = play_until(game, lambda e: e.move.is_keyword and e.target == "waste")
    marks = shown(BoardView(game, last_move="deal"))
    (path, _, _), = marks.arrows
    tip = path.vertices[-3]   # the arrowhead's point
    board = BoardView(game)._board
    assert effects.target == "waste" and near(tip, board.pieces["waste"][1].box, 5)


def test_a_spider_deal_marks_every_card_dealt_and_a_redeal_the_piles_gathered():
    game = Spider(deal=1)
    game.play("deal")
    marks = shown(BoardView(game, last_move="deal"))
    assert len([o for o in marks.outlines if o[0] in game.place_names[:12]]) == 12
    assert ("stock", "dealt 12") in [(place, text) for place, text, _ in marks.tags]
    game = Spider(deal=4)
    play_until(game, lambda e: e.move.source == "redeal")
    marks = shown(BoardView(game, last_move="redeal"))
    assert ("stock", "gathered 12") in [(place, text) for place, text, _ in marks.tags]


def test_the_move_is_drawn_the_same_from_two_states():
    game = Maids(deal=1)
    game.play("R1→F1")
    from_game = png(game, last_move="R1→F1")
    assert png(game.state, Maids, last_move="R1→F1", before=game.states[0]) != png(game.state, Maids,
                                                                                    last_move="R1→F1")
    assert png(game.state, Maids, last_move="R1→F1", before=game.states[0]).startswith(b"\x89PNG")
    assert from_game.startswith(b"\x89PNG")


def test_each_highlight_has_its_own_kind_of_mark():
    game = Maids(deal=1)
    view = BoardView(game, selected="R1", highlight=["F1"], hint="R1→F1", good_move="R1→F1", losing_move="deal",
                     legend=True)
    marks = shown(view)
    assert set(marks.kinds) == {"selected", "highlight", "hint", "good", "losing"}
    assert {text for _, text, _ in marks.tags} == {"hint", "good", "loses"}
    assert view.size == (960, 660 + 48)   # the legend's strip under the board


def test_highlight_colours_differ_in_greyscale_and_for_deuteranopes():
    rgb = {name: np.array(colour[:3]) for name, colour in
           ((name, palette().__getattribute__(name)) for name in HIGHLIGHT_COLOURS)}
    for a, b in itertools.combinations(rgb, 2):
        assert abs(lab(rgb[a])[0] - lab(rgb[b])[0]) >= 9, (a, b)          # lightness: greyscale
        assert delta_e(deuteranopia(rgb[a]), deuteranopia(rgb[b])) >= 15, (a, b)
    for theme in ("default", "projector"):
        felt = np.array(palette(False, theme).felt[:3])
        for name, colour in rgb.items():
            assert abs(lab(colour)[0] - lab(felt)[0]) >= 12, (theme, name)


def test_arrows_bend_round_the_body_of_the_spider():
    board = BoardView(Spider(deal=1))._board
    body = board.layout.panels[0]
    start, end = board.pieces["B2"][1].top[:2], board.pieces["T1"][1].top[:2]
    bend = route(start, end, (480, 480), (body,))
    assert not crosses(curve_points(start, end, bend)[3:-3], body)


def test_the_projector_theme_has_big_text_and_bigger_indices():
    default, projector = style_for("default", False, True), style_for("projector", False, True)
    assert min(projector.label, projector.caption, projector.info, projector.badge, projector.tag) >= 16
    assert projector.index > default.index
    assert palette(False, "projector").faint_on_felt == palette(False, "projector").ink_on_felt  # no grey on green


def test_spider_early_in_the_deal_fills_the_picture_and_clicks_still_find_places():
    game = Spider(deal=3)
    game.play("deal")
    full, cropped = BoardView(game, crop=False), BoardView(game)
    assert cropped.size == full.size == (960, 960)
    def width(view):
        x0, _, x1, _ = view.geometry()["places"]["T1"]["cards"][0]["rect"]
        return x1 - x0
    assert width(cropped) >= 1.5 * width(full)
    for place, spot in cropped.geometry()["places"].items():
        x0, y0, x1, y1 = spot["rect"]
        assert 0 <= x0 and x1 <= 960 and 0 <= y0 and y1 <= 960, place
        assert cropped.place_at(*spot["centre"]) == place


def test_spider_on_a_projector_lies_wide_and_a_fanned_index_reads_20px_at_720p():
    """At 1280×620 CSS px less the classroom page's controls (a picture 450 px tall at least),
    the rank and suit of every fanned card are at least 20 px (the review measured 9–13 px)."""
    from solitaire.draw.layout import layout_for
    from solitaire.draw.scene import _covered_index_size, index_size
    layout, style = layout_for("spider", "projector"), style_for("projector", False, True)
    scale = min(1240 / layout.width, 450 / layout.height)
    assert layout.width > 2 * layout.height
    for cards in (2, 8, 13):
        for name in ("T1", "L2", "R3", "B2"):
            place = layout.places[name]
            size, _ = _covered_index_size(layout, place, place.step(cards), style)
            assert size * scale >= 20, (name, cards, size * scale)
    assert index_size(layout, style) * scale >= 20
    # the place names, the stock's count and the lines at the top too; a base's badge ("A1 13") must
    # fit its card's width, so it stays a little smaller
    assert style.label * layout.label_scale * scale >= 20
    assert style.caption * 0.9 * layout.text_scale * scale >= 20 and style.info * layout.text_scale * scale >= 20
    assert style.badge * layout.text_scale * scale >= 17
    game = Spider(deal=3)
    for _ in range(8):
        game.play("deal")
    view = BoardView(game, theme="projector")
    assert view.size == (layout.width, layout.height)
    for place, spot in view.geometry()["places"].items():
        x0, y0, x1, y1 = spot["rect"]
        assert 0 <= x0 and x1 <= layout.width and 0 <= y0 and y1 <= layout.height, place
        assert view.place_at(*spot["centre"]) == place


def test_maids_on_a_projector_has_a_third_more_room_for_names_and_counts_never_overlapping():
    """At 1280×620 the Maids picture is 450 px tall: names and counts read 18 px (13.5 px before)."""
    from solitaire.draw.layout import layout_for
    layout, style = layout_for("maids", "projector"), style_for("projector", False, True)
    scale = 450 / layout.height
    assert style.label * layout.label_scale * scale >= 18 and style.caption * 0.9 * layout.text_scale * scale >= 18
    game = Maids(deal=3)
    game.play("deal")
    view = BoardView(game, theme="projector")
    assert view.size == (960, 660)
    captions = [piece for place, (content, piece) in view._board.pieces.items() if place.startswith("M")]
    assert len(captions) == 12   # (each squeezed to the packets' pitch: see scene.build_piece)


@pytest.mark.parametrize("keywords, option", [(dict(theme="wall"), "theme"), (dict(four_colour="yes"), "four_colour"),
                                              (dict(legend=1), "legend")])
def test_a_bad_look_is_refused_with_the_option_named(keywords, option):
    with pytest.raises(ValueError, match=option):
        draw(Maids(deal=1), **keywords)
    with pytest.raises(ValueError, match=option):
        BoardView(Maids(deal=1), **keywords)


def test_figures_keep_each_board_at_least_700_pixels_wide_two_across_at_most():
    game = Spider(deal=2)
    figure = boards([game, Maids(deal=1), (game, {"title": "again"})])
    assert figure.size == (2 * 960 + 20, 2 * 960 + 20) and figure.png().startswith(b"\x89PNG")
    assert before_after(Maids(deal=1), "R1→F1", columns=1).size == (960, 2 * 660 + 20)
    with pytest.raises(ValueError, match="columns"):
        boards([game] * 3, columns=3)
    with pytest.raises(ValueError, match="700"):
        boards([game], board_width=500)


def test_before_after_draws_the_move_as_played_next_not_as_a_hint():
    figure = before_after(Maids(deal=1), "R1→F1")
    assert figure is not None
    view = BoardView(Maids(deal=1), next_move="R1→F1", legend=True)
    marks = shown(view)
    assert marks.kinds == ["next"] and [text for _, text, _ in marks.tags] == ["next"]


def test_a_tag_leaves_the_rank_and_the_count_of_its_card_readable():
    """Teacher's review: a "good" tag once hid the 0 of a 10 (read as 1♠)."""
    from solitaire.draw.overlay import tag_items
    game = Maids(deal=1)
    game.play("R1→F1")
    view = BoardView(game, good_move="R2→F1")
    view.png()
    board = view._board
    (shape, centre, *_), = tag_items(board, [("F1", "good", (0.5, 0.8, 1.0, 1.0))])[0]
    card_centre = board._pieces["F1"][1].top
    height = board.layout.card_h
    # below the rank and its suit sign (the top third), above the count badge (the bottom fifth)
    assert card_centre[1] - height / 6 < centre[1] < card_centre[1] + height * 0.3
