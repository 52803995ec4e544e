"""The Maids search's safe moves and their rivals (solitaire/solver/maids/safe.py says why,
``safe_move`` in solitaire/solver/maids/depth_first.py plays them): a card is played without a choice when no card of its type
that could want the arc's room first is left, and a card in the packs is no such rival when
a card of the type before it lies above it, or when it is the bottom card of a pack that can
no longer be the last opened one.

The hand-built positions are end games (the stock empty) written without suits (``arc``: how
many of each rank are in the arc, 8 when not named). Each is searched without the relaxation,
so that the node count shows the choices the search had to make: one node when every move was
safe.
"""
from __future__ import annotations

import pytest

from solitaire.maids import Maids
from solitaire.solver.maids.search import MaidsSearch, new_table

PLACE = {rank: place for place, rank in enumerate("J 10 9 8 7 6 5 4 3 2 A K Q".split())}


def search(arc, side, packs, waste=(), opened=12, native=True):
    """(verdict, line, nodes); ``waste`` bottom first, ``packs`` top card first."""
    searcher = MaidsSearch(Maids(deal=1).state, lost=new_table(native), bound=False)
    searcher.played = [arc.get(rank, 8) for rank in PLACE]
    searcher.side = [PLACE[r] for r in side] + [-1] * (8 - len(side))
    searcher.seq = [PLACE[r] for r in waste]
    searcher.waste = list(range(len(waste)))
    searcher.packs = [[PLACE[r] for r in pack] for pack in packs] + [[] for _ in range(12 - len(packs))]
    searcher.opened = opened
    return searcher.run(), searcher.line, searcher.nodes


# Every card is in the arc but an ace, a king and two queens: one foundation wants a queen.
# One queen is at hand, the other lies in M1 under the king; the ace, which the king needs,
# is in the waste, so only a side play brings it up.
COVERED = dict(arc={"A": 7, "K": 7, "Q": 6}, side=["Q"], packs=[["K", "Q"]], waste=["A"])


@pytest.mark.parametrize("native", [False, True])
def test_a_copy_under_a_card_of_the_type_before_is_no_rival(native):
    # M1's king makes the room back before M1's queen can want it: the queen at hand is safe,
    # and so is every move after it.
    verdict, line, nodes = search(**COVERED, native=native)
    assert (verdict, nodes) == ("won", 1)
    assert line == ["L1", "L1", "M1", "M1"]


@pytest.mark.parametrize("native", [False, True])
def test_a_copy_in_the_open_with_no_card_of_the_type_before_above_it_is_a_rival(native):
    # M1's queen lies on its king: both queens want the one room, and the search has to choose
    # (either way the game is lost: the king under M1's queen needs a room only the ace makes).
    verdict, _, nodes = search(**dict(COVERED, packs=[["Q", "K"]]), native=native)
    assert verdict == "lost" and nodes > 1


# The same cards, with M1 holding only the second queen and the king in the waste.
ALONE_IN_M1 = dict(arc={"K": 7, "Q": 6}, side=["Q"], packs=[["Q"]], waste=["K"])


@pytest.mark.parametrize("native", [False, True])
def test_the_bottom_card_of_a_pack_that_wakes_no_other_is_no_rival(native):
    # All twelve packs are open: M1's queen only goes to the arc when played, as the one at
    # hand does, so the one at hand is safe.
    verdict, line, nodes = search(**ALONE_IN_M1, native=native)
    assert (verdict, nodes) == ("won", 1)
    assert line == ["L1", "L1", "M1"]


@pytest.mark.parametrize("native", [False, True])
def test_the_bottom_card_of_the_last_opened_pack_is_a_rival(native):
    # With M1 the only open pack, its queen would wake M2 when played: the search has to choose.
    verdict, _, nodes = search(**ALONE_IN_M1, opened=1, native=native)
    assert verdict == "won" and nodes > 1


@pytest.mark.parametrize("native", [False, True])
def test_a_pack_card_whose_only_rival_does_nothing_when_played_is_safe(native):
    # M2's queen uncovers the king; M1's queen, the bottom card of an open pack, would do
    # nothing more than go to the arc. So M2's queen takes the room without a choice (M1's is
    # not safe: M2's is its rival).
    verdict, line, nodes = search(arc={"K": 7, "Q": 6}, side=[], packs=[["Q"], ["Q", "K"]], native=native)
    assert (verdict, nodes) == ("won", 1)
    assert line == ["M2", "M2", "M1"]
