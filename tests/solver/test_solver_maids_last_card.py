"""The Maids search never deals the last stock card while it cannot fit (``last_card_waits``
in solitaire/solver/maids/depth_first.py): dealt then, it would only land on the waste, and a line that
keeps it in the stock does everything the other does. So with one stock card left the waste
is settled, and the end game's safe moves already hold (``waste_settled``).

The hand-built positions are written without suits (``arc``: how many of each rank are in the
arc, 8 when not named).
"""
from __future__ import annotations

import pytest

from solitaire.maids import Maids
from solitaire.solver import solve
from solitaire.solver.maids.search import MaidsSearch, new_table

PLACE = {rank: place for place, rank in enumerate("J 10 9 8 7 6 5 4 3 2 A K Q".split())}
DEAL_FIRST = MaidsSearch.ORDERS[2]  # the deal before any other move


def search(arc, side, waste, stock, native, bound=True, packs=()):
    """(verdict, line, nodes) of a search that deals first when it may; ``waste`` bottom first,
    ``stock`` in dealing order, ``packs`` the open packs' cards, top first."""
    searcher = MaidsSearch(Maids(deal=1).state, lost=new_table(native), order=DEAL_FIRST, bound=bound)
    searcher.played = [arc.get(rank, 8) for rank in PLACE]
    searcher.side = [PLACE[r] for r in side] + [-1] * (8 - len(side))
    searcher.seq = [PLACE[r] for r in list(waste) + list(stock)]
    searcher.waste = list(range(len(waste)))
    searcher.packs = [[PLACE[r] for r in pack] for pack in packs] + [[] for _ in range(12 - len(packs))]
    searcher.opened = 12
    return searcher.run(), searcher.line, searcher.nodes


# One foundation wants a 5 and has a 5 at hand; the last stock card, a 4, fits only after it.
# (A 3 in the waste refills the 5's side column, so the 4 has to be dealt.)
ONE_SHORT = {"5": 7, "4": 7, "3": 7, "2": 7, "A": 7, "K": 7, "Q": 7}


@pytest.mark.parametrize("native", [False, True])
def test_the_last_stock_card_stays_in_the_stock_until_it_fits(native):
    verdict, line, _ = search(ONE_SHORT, side=["5", "2", "A", "K", "Q"], waste=["3"], stock=["4"],
                              native=native)
    assert verdict == "won"
    assert line[:2] == ["L1", "deal"]  # the 5 first, though this order deals first when it may


@pytest.mark.parametrize("native", [False, True])
def test_with_nothing_else_to_play_a_last_card_that_cannot_fit_leaves_the_game_lost(native):
    # The 5 lies in the waste, and no side card fits to bring it up: dealing the 4 onto it
    # would change nothing. (Without the relaxation, which sees it too.)
    verdict, _, nodes = search(ONE_SHORT, side=["3", "2", "A", "K", "Q"], waste=["5"], stock=["4"],
                               native=native, bound=False)
    assert (verdict, nodes) == ("lost", 1)


@pytest.mark.parametrize("native", [False, True])
def test_with_one_stock_card_left_a_side_card_with_room_to_spare_is_played_without_a_choice(native):
    # The end game's side rule: the arc has room for the 5 and no 5 is left in the packs. Its
    # refill, the 3 from the waste, and everything after it follow the same way: one position.
    verdict, line, nodes = search(ONE_SHORT, side=["5", "2", "A", "K", "Q"], waste=["3"], stock=["4"],
                                  native=native, bound=False)
    assert (verdict, nodes) == ("won", 1)
    assert line == ["L1", "deal", "L1", "L2", "L3", "L4", "R1"]


@pytest.mark.parametrize("native", [False, True])
def test_with_one_stock_card_left_a_pack_card_is_safe_though_the_next_type_waits_in_the_stock(native):
    # Every 6 is in the arc, so the 5 of M1 is safe; the 4 in the stock, which only fits after
    # it, no longer holds it back: that card is never dealt onto the waste.
    verdict, line, nodes = search(ONE_SHORT, side=["3", "2", "A", "K", "Q"], waste=[], stock=["4"],
                                  native=native, bound=False, packs=[["5"]])
    assert (verdict, nodes) == ("won", 1)
    assert line[:2] == ["M1", "deal"]


@pytest.mark.parametrize("follow_suit, deals", [(False, range(1, 9)), (True, [2674])])
def test_every_position_of_a_winning_line_with_one_stock_card_left_is_still_won(follow_suit, deals):
    for deal in deals:
        game = Maids(deal=deal, follow_suit=follow_suit)
        result = solve(game, max_nodes=2_000_000)
        if result.verdict != "won":
            continue
        checked = 0
        for move in result.moves:
            game.play(move)
            if game.status == "playing" and len(game.state.stock) == 1:
                assert MaidsSearch(game.state).run() == "won", (deal, move)
                checked += 1
        assert checked, deal
