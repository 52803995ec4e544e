"""The board drawings: geometry of many positions of both games, decorations, PNG bytes.

The checks read ``BoardView.geometry()`` (rectangles in PNG pixels, the cards drawn and
whether face up) rather than comparing pixels, except where a colour is the point.
"""
from __future__ import annotations

import io
import itertools
import random

import numpy as np
import pytest

from solitaire.cards import Card, Suit
from solitaire.draw import BoardView, before_after, draw, png
from solitaire.maids import Maids
from solitaire.spider import Spider
from solitaire.spider.orders import arranged_order
from solitaire.spider.rules import DEALING_ORDER, ROW_SUITS

SPIDER_PILES = ("T1", "T2", "R1", "R2", "R3", "R4", "B2", "B1", "L4", "L3", "L2", "L1")


# --- positions --------------------------------------------------------------------------

def playout(game, moves: int, seed: int):
    """Play up to ``moves`` seeded random legal moves (fewer if the game ends)."""
    rng = random.Random(seed)
    for _ in range(moves):
        legal = game.legal_moves()
        if not legal:
            break
        game.play(rng.choice(legal))
    return game


def dealt_spider(deal: int):
    game = Spider(deal=deal)
    while "deal" in game.legal_moves():
        game.play("deal")
    return game


def long_pile_spider(target: str, extra: int):
    """A Spider position whose pile ``target`` holds 8 + ``extra`` cards (at most 30).

    After the eight deals ``target`` ends with 2♠ and the other eleven piles end with
    3♠..K♠ over A♠..J♠; moving their tops onto ``target`` in turn, then the cards under
    them, runs the spades round the circle (…Q, K, A, 2…) onto ``target``.
    """
    others = [pile for pile in SPIDER_PILES if pile != target]
    tops = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    under = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J"]
    chosen = {target: ["2♠"]}
    chosen.update({pile: [low + "♠", high + "♠"] for pile, high, low in zip(others, tops, under)})
    game = Spider(order=arranged_order(chosen, deals=8))
    for _ in range(8):
        game.play("deal")
    for pile in (others + others)[:extra]:
        game.play(f"{pile}→{target}")
    return game


def won_spider():
    """Each group of twelve puts out the next cards of every base, so everything goes home."""
    row_of_end_pile = {"T1": 0, "T2": 1, "B2": 2, "B1": 3}
    chains = [{"A": [Card(rank, suit) for rank in range(2, 14)],
               "K": [Card(rank, suit) for rank in range(12, 0, -1)]} for suit in ROW_SUITS]
    order = []
    for _group in range(8):
        for pile in DEALING_ORDER:
            chain = chains[row_of_end_pile[pile] if pile in row_of_end_pile else int(pile[1:]) - 1]
            order.append(chain["A" if len(chain["A"]) >= len(chain["K"]) else "K"].pop(0))
    game = Spider(order=order)
    while game.status == "playing":
        home = [move for move in game.legal_moves() if not move.is_keyword and move.source in SPIDER_PILES]
        game.play(home[0] if home else "deal")
    assert game.status == "won"
    return game


def won_maids():
    """Eight jacks in the side columns, the stock 10s..5s, the packs 4 3 2 A and K Q K Q."""
    pool = {rank: [Card(rank, suit) for suit in Suit] * 2 for rank in range(1, 14)}
    packs = [(4, 3, 2, 1)] * 8 + [(13, 12, 13, 12)] * 4
    order = []
    for round_ in range(4):
        order += [pool[11].pop()] + [pool[pack[round_]].pop() for pack in packs] + [pool[11].pop()]
    order += [pool[rank].pop() for rank in (10, 9, 8, 7, 6, 5) for _ in range(8)]
    game = Maids(order=order)
    while game.status == "playing":
        plays = [move for move in game.legal_moves() if not move.is_keyword]
        game.play(plays[0] if plays else "deal")
    assert game.status == "won"
    return game


def lost_game(game_class, deal: int):
    game = playout(game_class(deal=deal), 2000, seed=deal)
    assert game.status == "lost"
    return game


POSITIONS = {
    "spider fresh deal (every pile empty)": lambda: Spider(deal=1),
    "spider after one deal": lambda: playout(Spider(deal=2), 1, 0),
    "spider all dealt": lambda: dealt_spider(3),
    "spider random 40 moves": lambda: playout(Spider(deal=4), 40, 4),
    "spider random 120 moves": lambda: playout(Spider(deal=5), 120, 5),
    "spider second round": lambda: playout(dealt_spider(6), 400, 6),
    "spider T1 with 22 cards": lambda: long_pile_spider("T1", 14),
    "spider B2 with 24 cards": lambda: long_pile_spider("B2", 16),
    "spider L2 with 30 cards": lambda: long_pile_spider("L2", 22),
    "spider R4 with 30 cards": lambda: long_pile_spider("R4", 22),
    "spider T2 with 30 cards": lambda: long_pile_spider("T2", 22),
    "spider won": won_spider,
    "spider lost": lambda: lost_game(Spider, 3),
    "maids fresh deal": lambda: Maids(deal=1),
    "maids random 30 moves": lambda: playout(Maids(deal=2), 30, 2),
    "maids random 80 moves": lambda: playout(Maids(deal=3), 80, 3),
    "maids in suit, random": lambda: playout(Maids(deal=4, follow_suit=True), 60, 4),
    "maids won": won_maids,
    "maids lost": lambda: lost_game(Maids, 5),
}


@pytest.fixture(scope="module", params=sorted(POSITIONS))
def board(request):
    game = POSITIONS[request.param]()
    view = BoardView(game)
    return game, view, view.geometry()


# --- geometry ---------------------------------------------------------------------------

def test_every_place_is_drawn(board):
    game, _, geometry = board
    assert set(geometry["places"]) == set(game.place_names)
    for place, drawn in geometry["places"].items():
        assert drawn["count"] == len(game.cards(place))


def test_every_card_lies_inside_the_picture(board):
    _, view, geometry = board
    width, height = geometry["size"]
    assert (width, height) == view.size
    for drawn in geometry["places"].values():
        for x0, y0, x1, y1 in [drawn["rect"]] + [card["rect"] for card in drawn["cards"]]:
            assert 0 <= x0 < x1 <= width and 0 <= y0 < y1 <= height


def test_no_two_places_overlap(board):
    places = board[2]["places"]
    for (a, first), (b, second) in itertools.combinations(places.items(), 2):
        ax0, ay0, ax1, ay1 = first["rect"]
        bx0, by0, bx1, by1 = second["rect"]
        assert ax1 <= bx0 or bx1 <= ax0 or ay1 <= by0 or by1 <= ay0, f"{a} overlaps {b}"


def expected_cards(game) -> tuple[int, int]:
    """How many faces and how many backs the picture should show.

    Spider: every pile card, the top card of each base, a back for a stock that has cards.
    Maids: one card per non-empty place, its top; a back for the stock and each sleeping pack.
    """
    faces = backs = 0
    for place in game.place_names:
        cards = game.cards(place)
        if not cards:
            continue
        if isinstance(game, Spider) and place in SPIDER_PILES:
            faces += len(cards)
        elif place == "stock" or (isinstance(game, Maids) and Maids.face_down(game.state, place)):
            backs += 1
        else:
            faces += 1
    return faces, backs


def test_the_cards_that_should_show_are_drawn(board):
    game, _, geometry = board
    drawn = [card for place in geometry["places"].values() for card in place["cards"]]
    faces = sum(card["face_up"] for card in drawn)
    assert (faces, len(drawn) - faces) == expected_cards(game)
    for place, shown in geometry["places"].items():
        cards = game.cards(place)
        for card in shown["cards"]:
            assert card["text"] == str(cards[card["index"]])
        if cards:
            assert shown["cards"][-1]["index"] == len(cards) - 1  # the top card is always drawn


def test_a_pile_shows_every_card_fanned_outward(board):
    game, _, geometry = board
    if not isinstance(game, Spider):
        return
    for pile in SPIDER_PILES:
        cards = geometry["places"][pile]["cards"]
        assert [card["index"] for card in cards] == list(range(len(game.cards(pile))))
        for lower, upper in zip(cards, cards[1:]):
            moved = [b - a for a, b in zip(lower["rect"], upper["rect"])]
            outward = {"T": (1, -1), "B": (1, 1), "L": (0, -1), "R": (0, 1)}[pile[0]]
            assert moved[outward[0]] * outward[1] > 2  # each card shows a strip of the one below


def test_place_at_the_centre_of_each_place_is_that_place(board):
    _, view, geometry = board
    for place, drawn in geometry["places"].items():
        assert view.place_at(*drawn["centre"]) == place


def test_card_at_finds_the_top_card_and_the_bare_table_is_nothing(board):
    game, view, geometry = board
    for place, drawn in geometry["places"].items():
        if drawn["cards"]:
            x0, y0, x1, y1 = drawn["cards"][-1]["rect"]
            assert view.card_at((x0 + x1) / 2, (y0 + y1) / 2) == (place, len(game.cards(place)) - 1)
    assert view.place_at(2, 2) is None and view.card_at(2, 2) is None


# --- the API ------------------------------------------------------------------------------

def test_draw_returns_an_axes_for_a_game_a_state_or_a_state_and_its_class():
    from matplotlib.axes import Axes
    game = playout(Spider(deal=9), 3, 9)
    assert isinstance(draw(game), Axes)
    assert isinstance(draw(game.state), Axes)
    assert isinstance(draw(Maids(deal=1).state, Maids, highlight=["F1"]), Axes)


def test_draw_uses_the_axes_it_is_given():
    from matplotlib.figure import Figure
    figure = Figure(figsize=(6, 4))
    ax = figure.add_subplot(1, 2, 2)
    assert draw(Maids(deal=2), ax=ax, title="Deal 2") is ax
    assert draw(Spider(deal=2), ax) is ax


def test_repr_png_and_png_give_png_bytes_with_the_position_in_words_as_alt():
    for game in (Spider(deal=1), Maids(deal=1)):
        data, metadata = game._repr_png_()
        assert data.startswith(b"\x89PNG\r\n\x1a\n")
        assert metadata["alt"].startswith(f"{game.title}, deal 1, ") and "no move played yet." in metadata["alt"]
        assert png(game.state, type(game)).startswith(b"\x89PNG")
    pair = before_after(Maids(deal=1), "R1→F1")
    assert pair._repr_png_()[1]["alt"].startswith("Before: Twelve Sleeping Maids, deal 1")
    assert "After R1→F1: Twelve Sleeping Maids, deal 1, 1 move played." in pair.alt


def test_the_png_decodes_to_the_size_geometry_gives():
    from PIL import Image
    view = BoardView(Maids(deal=3), dpi=60)
    picture = Image.open(io.BytesIO(view.png()))
    assert picture.size == view.size == view.geometry()["size"] == (576, 396)
    small = Image.open(io.BytesIO(view.png(compression=9)))
    assert small.size == picture.size


def test_geometry_scales_with_dpi():
    game = dealt_spider(11)
    full, half = BoardView(game).geometry(), BoardView(game, dpi=50).geometry()
    assert full["places"]["L2"]["rect"] == pytest.approx([2 * v for v in half["places"]["L2"]["rect"]])


def test_unknown_keywords_are_refused():
    with pytest.raises(TypeError, match="four_colour"):
        BoardView(Spider(deal=1), four_color=True)
    with pytest.raises(TypeError):
        png(Spider(deal=1), colour="red")


def test_a_state_of_no_known_game_is_refused():
    with pytest.raises(TypeError, match="game class"):
        draw((1, 2, 3))


# --- following the game ---------------------------------------------------------------------

def test_the_view_follows_the_game():
    game = Spider(deal=12)
    view = BoardView(game)
    assert view.geometry()["places"]["T1"]["cards"] == []
    game.play("deal")
    assert len(view.geometry()["places"]["T1"]["cards"]) == 1
    first = view.png()
    game.play("deal")
    assert view.png() != first
    game.undo()
    assert len(view.geometry()["places"]["T1"]["cards"]) == 1


def test_sleeping_packs_are_backs_and_woken_ones_faces():
    game = Maids(deal=1)
    view = BoardView(game)
    assert not view.geometry()["places"]["M1"]["cards"][0]["face_up"]
    game.play("R1 F1")  # the first jack wakes M1 and M2
    places = view.geometry()["places"]
    assert [places[f"M{k}"]["cards"][0]["face_up"] for k in (1, 2, 3)] == [True, True, False]


def test_update_keeps_the_decorations_not_given():
    game = playout(Spider(deal=13), 2, 13)
    view = BoardView(game, title="Deal 13", highlight=["A1"])
    with_title = view.png()
    view.update(selected="T1")
    view.update(selected=None)
    assert view.png() == with_title
    view.update(highlight=None)
    assert view.png() != with_title


def test_decorations_change_the_picture():
    game = playout(Spider(deal=14), 10, 14)
    plain = BoardView(game, labels=False).png()
    variants = [dict(), dict(last_move=game.history[-1]), dict(last_move="L2→A2"), dict(highlight=["A1", "K4"]),
                dict(selected="T1"), dict(title="A title"), dict(four_colour=True)]
    pictures = {BoardView(game, labels=False, **keywords).png() for keywords in variants}
    assert plain in pictures and len(pictures) == len(variants)


def test_four_colours_paint_diamonds_blue_and_clubs_green():
    from PIL import Image
    game = Maids(deal=1)
    view = BoardView(game, four_colour=True)
    picture = Image.open(io.BytesIO(view.png())).convert("RGB")
    for place in ("L1", "R3"):  # 6♦ and K♦ in deal 1
        assert game.cards(place)[-1].suit is Suit.DIAMONDS
        x0, y0, x1, y1 = (int(v) for v in view.geometry()["places"][place]["rect"])
        pixels = np.asarray(picture.crop((x0, y0, x1, y1))).reshape(-1, 3).tolist()
        assert any(b > 150 and r < 80 for r, g, b in pixels)
        assert not any(r > 180 and g < 60 and b < 60 for r, g, b in pixels)


@pytest.mark.parametrize("make, colour", [(won_spider, (255, 210, 31)),
                                          (lambda: lost_game(Maids, 5), (192, 40, 31))])
def test_won_and_lost_are_shown_plainly(make, colour):
    from PIL import Image
    game = make()
    view = BoardView(game)
    geometry = view.geometry()
    assert geometry["status"] == game.status
    x0, y0, x1, y1 = geometry["status_rect"]
    picture = Image.open(io.BytesIO(view.png())).convert("RGB")
    assert picture.getpixel((int(x0) + 6, int(y0 + y1) // 2)) == colour
    for place in geometry["places"].values():  # the notice covers no card
        px0, py0, px1, py1 = place["rect"]
        assert px1 <= x0 or x1 <= px0 or py1 <= y0 or y1 <= py0
    game.undo()
    assert view.geometry()["status_rect"] is None


def test_place_names_in_decorations_may_be_lower_case_and_bad_ones_change_nothing():
    game = playout(Spider(deal=15), 5, 15)
    view = BoardView(game, highlight=["A1"])
    before = view.png()
    assert BoardView(game, highlight=["a1"]).png() == before
    for bad in (dict(highlight=["F9"]), dict(selected="M3"), dict(last_move="T1→Q7"), dict(last_move="nonsense")):
        with pytest.raises(ValueError):
            view.update(**bad)
        assert view.png() == before


def test_a_views_count_adds_the_moves_before_its_game_set_when_made_or_later():
    """A puzzle's game starts mid-deal with no history: its picture counts the deal's moves before it,
    whether the view is told so when it is made or afterwards (the room's phones were told afterwards,
    and their picture read "0 moves played")."""
    from solitaire.puzzle import puzzles
    puzzle = next(p for p in puzzles("spider") if p.ply)
    told_later = BoardView(puzzle.start())
    uncounted = told_later.png()
    told_later.moves_before = puzzle.ply
    assert told_later.png() == BoardView(puzzle.start(), moves_before=puzzle.ply).png() != uncounted
