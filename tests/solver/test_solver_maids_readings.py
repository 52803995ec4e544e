"""The fast Maids search under the other readings of the rules: ``deal_when="no_play"`` and
``"no_play_first"``, ``waste_playable=True`` and ``first_jack_from_stock=1`` (and three at once).

Its shortcuts (safe moves, moves dropped as without effect, the last stock card that waits,
the two relaxations) were argued for the default rules; each reading is checked here the
way the default's bounds are: the shortcuts never change a verdict that a plain search
finishes (the walk over the engine's own states, and the search without its relaxation),
the Python search kept for machines without a C compiler never contradicts the C one, and every
win replays on the engine.
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from budget import examples, sample, thorough

from maids_random_play import randomly_played
from solitaire.maids import Maids
from solitaire.solver import replay_line, solve
from solitaire.solver.generic import search_states
from solitaire.solver.maids import fast_search_state, fast_solve_position
from solitaire.solver.maids.bound import hopeless
from solitaire.solver.maids.codes import WASTE_PLAY
from solitaire.solver.maids.search import MaidsSearch, native_search, new_table

READINGS = [dict(deal_when="no_play"), dict(waste_playable=True), dict(first_jack_from_stock=1),
            dict(deal_when="no_play", waste_playable=True, first_jack_from_stock=1), dict(deal_when="no_play_first")]
NAMES = ["no_play", "waste_playable", "stock_jack_one", "all_three", "no_play_first"]


def late_positions(options, count=12):
    """Positions late enough in random games for the plain walk to finish from most of them."""
    positions = []
    for deal in range(1, 200):
        game = randomly_played(deal, 45, deal, False, **options)
        if game is not None:
            positions.append((deal, game))
        if len(positions) == count:
            break
    return positions


def test_the_fast_search_knows_every_reading():
    for options in READINGS:
        state = Maids(deal=1, **options).state
        assert fast_search_state(state) is state


#: (positions, positions the walk may visit from each, walks that must finish): a walk that does
#: not finish costs the most, so the everyday run takes fewer positions and stops the walk sooner
#: (about half of those it takes still finish), the thorough run takes more.
PLAIN_WALKS = (16, 20_000, 5) if thorough() else (10, 11_000, 3)


@pytest.mark.parametrize("options", READINGS[:4], ids=NAMES[:4])
def test_the_fast_search_agrees_with_the_plain_walk_over_the_engine_states(options):
    """The walk knows only the engine's legal moves: no shortcut, no bound, no key but the state."""
    count, max_nodes, at_least = PLAIN_WALKS
    finished = 0
    for deal, game in late_positions(options, count=count):
        plain, _, _ = search_states(Maids, game.state, max_nodes=max_nodes)
        if plain == "unknown":
            continue
        finished += 1
        assert solve(game, max_nodes=200_000).verdict == plain, deal
    assert finished >= at_least  # the sample says something


def test_the_starting_figure_of_maids_17_agrees_with_a_walk_over_the_engine_states():
    """Under ``deal_when="no_play_first"`` the walk over the engine's states plays the starting
    figure itself and hands each position after the first deal (the default rules, which the
    search knew before) to the fast search: both decide alike."""
    def after_the_first_deal(position, nodes_left, seconds_left):
        if position.deal_when != "any_time":
            return None
        verdict, line, nodes, _ = fast_solve_position(position, nodes_left, seconds_left)
        return verdict, line, nodes

    decided = 0
    for deal in range(1, 21):
        state = Maids(deal=deal, deal_when="no_play_first").state
        walked = search_states(Maids, state, max_nodes=200_000, hand_off=after_the_first_deal)[0]
        if walked != "unknown":
            decided += 1
            assert solve(Maids(deal=deal, deal_when="no_play_first"), max_nodes=400_000).verdict == walked, deal
    assert decided >= 15


@pytest.mark.parametrize("options", READINGS, ids=NAMES)
def test_the_relaxations_never_change_a_verdict(options):
    """The search without the first relaxation (and without the second, which only solve()
    plays) decides the same, where it finishes."""
    for deal in range(1, 16):
        state = Maids(deal=deal, **options).state
        plain = MaidsSearch(state, max_nodes=100_000, bound=False, lost=new_table())
        verdict = plain.run()
        if verdict != "unknown":
            assert solve(Maids(deal=deal, **options), max_nodes=400_000, replay=False).verdict == verdict, deal


@pytest.mark.parametrize("options", READINGS, ids=NAMES)
def test_every_win_under_a_reading_replays_on_the_engine(options):
    for deal in range(1, 9):
        result = solve(Maids(deal=deal, **options), max_nodes=200_000)
        if result.verdict == "won":
            game = Maids(deal=deal, **options)
            for move in result.moves:
                game.play(move)
            assert game.status == "won", deal


@pytest.mark.skipif(native_search is None, reason="the C search is not built")
@pytest.mark.parametrize("options", READINGS, ids=NAMES)
def test_the_python_search_reaches_the_c_verdict_under_a_reading(options):
    """On a budget, in C and in Python: a verdict is never the opposite of solve()'s, and a win replays."""
    for deal in sample(range(1, 7), 3):  # the Python search is slow: 3 deals everyday, 6 thorough
        game = Maids(deal=deal, **options)
        expected = solve(game, max_nodes=400_000, replay=False).verdict
        for order in (MaidsSearch.ORDERS[0], MaidsSearch.ORDERS[1]):
            for native in (True, False):
                search = MaidsSearch(game.state, max_nodes=1500, order=order, lost=new_table(native), seed=deal,
                                     lookahead=3)
                verdict = search.run()
                assert verdict in (expected, "unknown"), (deal, order, native)
                if verdict == "won":
                    assert replay_line(game, search.line)


@pytest.mark.skipif(native_search is None, reason="the C search is not built")
@settings(max_examples=examples(40), deadline=None)
@given(reading=st.sampled_from(range(len(READINGS))), deal=st.integers(1, 10**6), moves=st.integers(0, 60),
       seed=st.integers(0, 1000), guess=st.booleans())
def test_c_and_python_searches_never_contradict_in_mid_game_under_a_reading(reading, deal, moves, seed, guess):
    """From positions reached by random play under the reading (the starting figure of maids.17
    included, with few moves), guessing or not: decided verdicts agree, and wins replay."""
    game = randomly_played(deal, moves, seed, False, **READINGS[reading])
    if game is None:
        return
    verdicts = set()
    for native in (True, False):
        search = MaidsSearch(game.state, max_nodes=800, lost=new_table(native),
                             guessed=new_table(native) if guess else None)
        verdict = search.run()
        if verdict == "won":
            assert replay_line(game, search.line)
        verdicts.add(verdict)
    assert len(verdicts - {"unknown"}) <= 1


def test_no_play_never_deals_while_a_card_fits():
    """Deal 32 is won under deal_when="no_play": each deal of its line comes when nothing fits
    (the engine refuses any other), and the reading decides fewer deals won than the default."""
    result = solve(Maids(deal=32, deal_when="no_play"), max_nodes=1_000_000)
    assert result.verdict == "won"
    game = Maids(deal=32, deal_when="no_play")
    for move in result.moves:
        if move.source == "deal":
            assert [m.source for m in game.legal_moves()] == ["deal"]
        game.play(move)
    assert game.status == "won"


# The waste holds a king under a queen (top); the arc wants an ace, a king and a queen, one
# each, and the only side card is the ace. Played, it draws the queen, which cannot fit: the
# king under it stays buried unless the waste top is playable.
PLACE = {rank: place for place, rank in enumerate("J 10 9 8 7 6 5 4 3 2 A K Q".split())}
BURIED_KING = dict(played=[8] * 10 + [7, 7, 7], side=[PLACE["A"]] + [-1] * 7, seq=[PLACE["K"], PLACE["Q"]])


def buried_king_search(native, rules, bound):
    search = MaidsSearch(Maids(deal=1).state, lost=new_table(native), bound=bound)
    search.played, search.side, search.seq = list(BURIED_KING["played"]), list(BURIED_KING["side"]), BURIED_KING["seq"]
    search.packs, search.opened, search.waste, search.rules = [[] for _ in range(12)], 12, [0, 1], rules
    return search.run(), search.line


def buried_king_hopeless(waste_playable):
    is_jack = [t == 0 for t in range(13)]
    return hopeless(is_jack, BURIED_KING["played"], BURIED_KING["side"], [0, 1], BURIED_KING["seq"], 2,
                    [[] for _ in range(12)], [0] * 12, [0] * 12, 12, 8, waste_playable=waste_playable)


@pytest.mark.parametrize("native", [True, False] if native_search is not None else [False])
def test_a_playable_waste_top_digs_out_a_buried_card_and_the_relaxation_knows_it(native):
    assert buried_king_search(native, 0, bound=False) == ("lost", [])
    assert buried_king_hopeless(waste_playable=False)
    assert buried_king_search(native, WASTE_PLAY, bound=False) == ("won", ["L1", "waste", "L1"])
    assert buried_king_search(native, WASTE_PLAY, bound=True)[0] == "won"
    assert not buried_king_hopeless(waste_playable=True)


@pytest.mark.parametrize("native", [True, False] if native_search is not None else [False])
def test_the_waste_relaxation_never_refutes_a_position_of_a_winning_line(native):
    """A search of one position asks the relaxation at its root: never "lost" on a winning line."""
    for deal in range(1, 7):
        game = Maids(deal=deal, waste_playable=True)
        result = solve(game, max_nodes=1_000_000)
        assert result.verdict == "won"
        for move in result.moves:
            root = MaidsSearch(game.state, max_nodes=1, lost=new_table(native))
            assert root.run() != "lost", (deal, move)
            game.play(move)
