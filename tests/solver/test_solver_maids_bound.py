"""The first Maids relaxation's index rule ("cards that must come first", see
solitaire.solver.maids.bound): a card under a later type is a later copy, and a closed pack
waits for one card of each pack before it unless a jack opens it.

Each position is built card by card, without suits (``arc``: how many of each rank are in
the arc, 8 when not named), and checked three ways: the relaxation, the same relaxation in
C (a search stopped at its root), and a search without the relaxation, which decides it.
"""
from __future__ import annotations

import pytest

from solitaire.maids import Maids
from solitaire.solver.maids.search import MaidsSearch, native_search, new_table
from solitaire.solver.maids.bound import hopeless

PLACE = {rank: place for place, rank in enumerate("J 10 9 8 7 6 5 4 3 2 A K Q".split())}


def position(arc, side, waste, packs, opened):
    """(played, side, seq, packs, opened) of the search, written as types."""
    played = [arc.get(rank, 8) for rank in PLACE]
    return (played, [PLACE[r] for r in side] + [-1] * (8 - len(side)), [PLACE[r] for r in waste],
            [[PLACE[r] for r in pack] for pack in packs] + [[] for _ in range(12 - len(packs))], opened)


def relaxation_says(arc, side=(), waste=(), packs=(), opened=12):
    """hopeless() on the position; ``waste`` bottom first, ``packs`` top card first."""
    played, side, seq, packs, opened = position(arc, side, waste, packs, opened)
    return hopeless([t == 0 for t in range(13)], played, side, list(range(len(seq))), seq, len(seq),
                    packs, [0] * 12, [len(p) for p in packs], opened, played[0])


def search(arc, side=(), waste=(), packs=(), opened=12, native=False, bound=False):
    """(verdict, nodes) of a search from the position."""
    played, side, seq, packs, opened = position(arc, side, waste, packs, opened)
    searcher = MaidsSearch(Maids(deal=1).state, lost=new_table(native), bound=bound)
    searcher.played, searcher.side, searcher.seq, searcher.packs, searcher.opened = played, side, seq, packs, opened
    searcher.waste = list(range(len(seq)))
    return searcher.run(), searcher.nodes


# One foundation wants a 4, one a 5. The only 5 lies at the bottom of M1 under a 4 and a
# king, which can be the 7th king at best: the 7th 4 is then in the arc before it, so the
# 4 under it is the 8th and needs the 8th 5 - the one under it.
UNDER_A_KING = dict(arc={"5": 7, "4": 6, "3": 6, "2": 6, "A": 6, "K": 6, "Q": 6},
                    side=["4", "3", "3", "2", "2", "A", "A", "Q"], packs=[["K", "4", "5"], ["K"], ["Q"]])

# Every jack is in the arc; one foundation wants a queen, one an ace. M6, opened last, has a
# queen; M7, closed, a queen; M8, closed, the ace and the king. M7 opens only once M6's
# queen is played (the 7th queen), so its queen is the 8th and needs the 8th king - in M8,
# which opens only after M7's queen.
CHAINED = dict(arc={"A": 7, "K": 7, "Q": 6}, packs=[[]] * 5 + [["Q"], ["Q"], ["A", "K"]], opened=6)

# The same packs with the last jack at hand (and its foundation's cards): played first, it
# opens M7 without M6's queen, and the game is won.
JACK_STANDS_IN = dict(arc={"J": 7, "10": 7, "9": 7, "8": 7, "7": 7, "6": 7, "5": 7, "4": 7, "3": 7, "2": 7,
                           "A": 6, "K": 6, "Q": 5},
                      side=["J", "10", "9", "8", "7", "6", "5", "4"], waste=["Q", "K", "A", "2", "3"],
                      packs=[[]] * 5 + [["Q"], ["Q"], ["A", "K"]], opened=6)


def test_a_card_under_a_later_type_is_a_later_copy():
    assert search(**UNDER_A_KING) == ("lost", 2)
    assert relaxation_says(**UNDER_A_KING)


def test_a_closed_pack_waits_for_a_card_of_each_pack_before_it():
    assert search(**CHAINED) == ("lost", 2)
    assert relaxation_says(**CHAINED)


def test_a_jack_opening_stands_in_for_a_pack_of_the_chain():
    assert search(**JACK_STANDS_IN)[0] == "won"
    assert not relaxation_says(**JACK_STANDS_IN)


@pytest.mark.skipif(native_search is None, reason="the C search is not built")
@pytest.mark.parametrize("case", [UNDER_A_KING, CHAINED, JACK_STANDS_IN])
def test_the_c_relaxation_says_the_same(case):
    """With the relaxation, a lost position is refuted at its root (one position), in C and
    in Python alike."""
    c, python = search(**case, native=True, bound=True), search(**case, bound=True)
    assert c == python
    if relaxation_says(**case):
        assert c == ("lost", 1)
