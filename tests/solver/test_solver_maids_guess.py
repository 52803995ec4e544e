"""The guess that steers the Maids search towards wins (solitaire.solver.maids.guess): it
may doubt a won position, so no "lost" may ever rest on it."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from budget import examples

from maids_random_play import randomly_played
from solitaire.maids import Maids
from solitaire.maids.orders import order_with
from solitaire.solver import solve
from solitaire.solver.maids.search import MaidsSearch, new_table


def test_the_guess_doubts_deal_2174_which_is_won_and_solve_still_wins_it():
    state = Maids(deal=2174).state
    lost, guessed = new_table(), new_table()
    guessing = MaidsSearch(state, lost=lost, guessed=guessed)
    assert guessing.run() == "unknown" and guessing.doubted
    # What the guessing search wrote as lost is proven: a search without the guess, on the
    # same table, still finds the win.
    assert MaidsSearch(state, lost=lost).run() == "won"
    result = solve(Maids(deal=2174))
    assert result.verdict == "won" and result.moves


def test_a_guessing_search_reports_a_loss_only_when_it_is_proven():
    """maids.14: with all eight jacks asleep in the closed packs M1 and M2 nothing can ever
    open; the relaxation proves it, so the guessing search may say "lost"."""
    game = Maids(order=order_with({"M1": "J♠ J♠ J♥ J♥", "M2": "J♦ J♦ J♣ J♣"}))
    for native in (True, False):
        search = MaidsSearch(game.state, lost=new_table(native), guessed=new_table(native))
        assert search.run() == "lost" and not search.doubted


def test_the_guess_finds_the_win_of_deal_426_that_the_exact_search_misses():
    state = Maids(deal=426).state
    guessing = MaidsSearch(state, max_nodes=20000, guessed=new_table())
    assert guessing.run() == "won"
    assert MaidsSearch(state, max_nodes=20000).run() == "unknown"
    # solve() guesses only after its first exact tries (114,000 positions)
    result = solve(Maids(deal=426), max_nodes=150000)
    assert result.verdict == "won" and result.moves  # replayed through the engine


@settings(max_examples=examples(20), deadline=None)
@given(deal=st.integers(1, 10**6), moves=st.integers(20, 90), seed=st.integers(0, 1000), follow_suit=st.booleans())
def test_a_lost_from_a_guessing_search_is_never_won(deal, moves, seed, follow_suit):
    """From positions reached by random play: whatever the guessing search calls lost, a
    search without the guess, on a table of its own, does not win."""
    game = randomly_played(deal, moves, seed, follow_suit)
    if game is None:
        return
    guessing = MaidsSearch(game.state, max_nodes=50000, guessed=new_table())
    if guessing.run() == "lost":
        assert MaidsSearch(game.state, max_nodes=200000).run() != "won"
