"""The Maids search never deals the last stock card while it cannot fit (``last_card_waits``
in solitaire/solver_maids.py): dealt then, it would only land on the waste, and a line that
keeps it in the stock does everything the other does.

The hand-built positions are written without suits (``arc``: how many of each rank are in the
arc, 8 when not named).
"""
from __future__ import annotations

import pytest

from solitaire.maids import Maids
from solitaire.solver import solve
from solitaire.solver_maids import MaidsSearch, new_table

PLACE = {rank: place for place, rank in enumerate("J 10 9 8 7 6 5 4 3 2 A K Q".split())}
DEAL_FIRST = MaidsSearch.ORDERS[2]  # the deal before any other move


def search(arc, side, waste, stock, native, bound=True):
    """(verdict, line, nodes) of a search that deals first when it may; ``waste`` bottom first,
    ``stock`` in dealing order."""
    searcher = MaidsSearch(Maids(deal=1).state, lost=new_table(native), order=DEAL_FIRST, bound=bound)
    searcher.played = [arc.get(rank, 8) for rank in PLACE]
    searcher.side = [PLACE[r] for r in side] + [-1] * (8 - len(side))
    searcher.seq = [PLACE[r] for r in list(waste) + list(stock)]
    searcher.waste = list(range(len(waste)))
    searcher.packs, searcher.opened = [[] for _ in range(12)], 12
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
