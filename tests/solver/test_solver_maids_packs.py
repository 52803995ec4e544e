"""The second Maids relaxation (solitaire.solver.maids.packs): the packs exact, every other
card at hand. It may only ever call a position lost that is lost."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from budget import examples, sample

from maids_random_play import randomly_played
from solitaire.maids import Maids
from solitaire.solver import replay_line, solve
from solitaire.solver.stats import read_csv
from solitaire.solver.maids.search import MaidsSearch, new_table
from solitaire.solver.maids.bound import hopeless
from solitaire.solver.maids.codes import native_search
from solitaire.solver.maids.packs import packs_deadlocked, root_deadlocked

RESULTS = Path(__file__).resolve().parents[2] / "benchmarks" / "results"
SUIT = 52
IS_JACK = [t % 13 == 0 for t in range(SUIT)]
J, FOUR, THREE, ACE, KING, QUEEN = 0, 7, 8, 10, 11, 12  # places in the arc's sequence
HEARTS = 13                                            # the second suit's types start here


def twins_position():
    """In suit (two of each card): the clubs are in up to the 5s, and one 4♣; the hearts up
    to the aces; the other two suits are complete. Each 3♣ lies on a K♥ (M1, M2), and M3
    holds both Q♥ above the second 4♣. Both 3♣ need a 4♣ each, the second 4♣ needs both
    K♥ gone, and each K♥ lies under a 3♣: only one 3♣ can ever go, so the game is lost."""
    played = [0] * SUIT
    for t in range(J, FOUR):
        played[t] = 2
    played[FOUR] = 1
    for t in range(HEARTS, HEARTS + ACE + 1):
        played[t] = 2
    for t in range(2 * 13, 4 * 13):
        played[t] = 2
    packs = [[THREE, HEARTS + KING], [THREE, HEARTS + KING], [HEARTS + QUEEN, HEARTS + QUEEN, FOUR]] + [[]] * 9
    free = [0] * SUIT
    for t in range(THREE + 1, 13):  # the clubs after the 3s are at hand
        free[t] = 2
    return played, packs, free


def test_twins_competing_for_one_place_are_a_deadlock_the_first_relaxation_misses():
    played, packs, free = twins_position()
    at_hand = [t for t in range(SUIT) for _ in range(free[t])]
    assert not hopeless(IS_JACK, played, at_hand, [], [], 0, packs, [0] * 12, [len(p) for p in packs], 12, 8)
    deadlocked, nodes = packs_deadlocked(IS_JACK, 2, played, packs, [0] * 12, 12, 8, free)
    assert deadlocked and nodes < 50


def test_the_order_of_twins_is_searched_before_a_deadlock_is_claimed():
    """The same, but the second 4♣ lies under the 3♣ of M2 and a K♥ tops M3: playing the 3♣
    of M1 first is a dead end, playing that of M2 first wins (its 4♣ makes room for the
    other). Not a deadlock, and the search had to try both."""
    played, packs, free = twins_position()
    packs[1] = [THREE, FOUR]
    packs[2] = [HEARTS + KING, HEARTS + QUEEN, HEARTS + QUEEN]
    deadlocked, nodes = packs_deadlocked(IS_JACK, 2, played, packs, [0] * 12, 12, 8, free)
    assert not deadlocked and nodes == 3


@pytest.mark.skipif(native_search is None, reason="the C search is not built")
def test_c_and_python_agree_on_the_twins_and_on_the_budget():
    """The C looser game answers as the Python one (the answer, not how many steps it took)."""
    played, packs, free = twins_position()
    for budget in (1, 3, 20000):
        python = packs_deadlocked(IS_JACK, 2, played, packs, [0] * 12, 12, 8, free, budget)
        assert native_search.packs_deadlocked(SUIT, 2, played, packs, [0] * 12, 12, 8, free, budget)[0] == python[0]
    assert packs_deadlocked(IS_JACK, 2, played, packs, [0] * 12, 12, 8, free, 1) == (False, 2)  # not shown


@pytest.mark.skipif(native_search is None, reason="the C search is not built")
@pytest.mark.parametrize("follow_suit", [False, True])
def test_c_and_python_agree_at_the_start_and_in_mid_game_of_deals(follow_suit):
    """The same answer, at the start of each deal and after 20, 45 and 70 random moves (swept
    beyond the test: deals 1..150, both readings, 1,007 positions). The everyday run takes 6 of
    the 17 deals (the Python game is slow), the thorough run all."""
    for deal in sample([*range(1, 13), 29, 269, 2016, 2572, 3077], 6, always=(2572,)):
        games = [Maids(deal=deal, follow_suit=follow_suit)] + [
            randomly_played(deal, moves, deal + k, follow_suit) for k, moves in enumerate((20, 45, 70))]
        for moves, game in zip((0, 20, 45, 70), games):
            if game is not None:
                c, python = (root_deadlocked(MaidsSearch(game.state, lost=new_table(native=native)))[0]
                             for native in (True, False))
                assert c == python, (deal, moves)


@pytest.mark.skipif(native_search is None, reason="the C search is not built")
def test_in_suit_deal_2572_is_lost_at_once_though_the_search_needs_two_million_positions():
    state = Maids(deal=2572, follow_suit=True).state
    deadlocked, nodes = root_deadlocked(MaidsSearch(state))
    assert deadlocked and nodes < 20000
    assert MaidsSearch(state, max_nodes=1_000_000).run() == "unknown"
    result = solve(Maids(deal=2572, follow_suit=True), max_nodes=50000)
    assert result.verdict == "lost" and result.nodes < 50000


def won_deals(name):
    """The deals a results file (benchmarks/results) records as won: each winning line was
    replayed through the engine when the file was made."""
    return [int(row["deal"]) for row in read_csv(RESULTS / name) if row["verdict"] == "won"]


@pytest.mark.skipif(native_search is None, reason="the C search is not built")
@pytest.mark.parametrize("name, follow_suit", [("maids_perfect_1-10000.csv", False),
                                               ("maids_perfect_second_pass_1-10000.csv", False),
                                               ("maids_perfect_follow_suit_1-10000.csv", True)])
def test_no_deal_known_to_be_won_is_called_deadlocked(name, follow_suit):
    """Deal 8058 once was: a jack at hand, played first, opened M7 before the top of M6 was
    played, and the bound inside the looser game forgot that M6's top still opens a pack
    there. The everyday run takes an eighth of the 9,319 deals won by default (and 8058), the
    thorough run every one."""
    won = won_deals(name)
    for deal in sample(won, max(len(won) // 8, 20), always=(8058,)):
        state = Maids(deal=deal, follow_suit=follow_suit).state
        assert not root_deadlocked(MaidsSearch(state))[0], deal


@pytest.mark.parametrize("deal", [8058, 42, 12])
def test_no_position_on_a_winning_line_is_called_deadlocked(deal):
    game = Maids(deal=deal)
    search = MaidsSearch(game.state)
    assert search.run() == "won"
    board = game.copy()
    for move in replay_line(game, search.line):
        for native in (True, False) if native_search is not None else (False,):
            answer = root_deadlocked(MaidsSearch(board.state, lost=new_table(native=native)), 3000)
            assert not answer[0], (deal, str(move))
        board.play(move)


def test_bad_lists_are_refused_by_name():
    played, packs, free = twins_position()
    if native_search is None:
        pytest.skip("the C search is not built")
    with pytest.raises(ValueError, match="types"):
        native_search.packs_deadlocked(14, 2, played, packs, [0] * 12, 12, 8, free, 10)
    with pytest.raises(ValueError, match="rem"):
        native_search.packs_deadlocked(SUIT, 2, played, packs, [3] + [0] * 11, 12, 8, free, 10)
    with pytest.raises(ValueError, match="free"):
        native_search.packs_deadlocked(SUIT, 2, played, packs, [0] * 12, 12, 8, free[:-1], 10)


@settings(max_examples=examples(30), deadline=None)
@given(deal=st.integers(1, 10**6), moves=st.integers(0, 80), seed=st.integers(0, 1000), follow_suit=st.booleans())
def test_a_position_the_packs_call_deadlocked_is_never_won(deal, moves, seed, follow_suit):
    """From positions reached by random play, C and Python give the same answer in the same
    number of steps, and a deadlocked position is never won by the exact search."""
    game = randomly_played(deal, moves, seed, follow_suit)
    if game is None:
        return
    search = MaidsSearch(game.state, max_nodes=100000)
    answer = root_deadlocked(search, 2000)
    if native_search is not None:
        assert root_deadlocked(MaidsSearch(game.state, lost=new_table(native=False)), 2000) == answer
    if answer[0]:
        assert search.run() != "won"
