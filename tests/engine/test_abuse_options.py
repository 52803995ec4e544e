"""Options and run arguments under abuse (the abuse run's category 14, failures F27, F35 and
F36 of ``reviews/abuse-2026-12-02.md``): ``win_rates``, ``solve`` and ``hint`` check every
argument before any deal is played or searched (a short ValueError naming it), and a board's
option control that a position by name cannot take is refused in the message line, the
control set back to the game's value."""
from __future__ import annotations

import math
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from abuse import assert_short
from solitaire import Maids, Spider, play, solve
from solitaire.cards import quoted
from solitaire.solver import hint, win_rates
from solitaire.solver.stats import MAX_DEALS


def short(value) -> str:
    """A test id: pytest's own would print an integer of 5,000 digits, which Python refuses."""
    return quoted(value, 20)


class Unprintable:
    def __repr__(self):
        raise RuntimeError("no repr")


def refused(call, *args, **keywords) -> str:
    with pytest.raises(ValueError) as caught:
        call(*args, **keywords)
    return assert_short(caught.value)


def never_played(monkeypatch):
    """Make playing a deal fail the test: a refusal must come before any deal."""
    def play_deal(*_arguments):
        raise AssertionError("a deal was played before the arguments were checked")
    monkeypatch.setattr("solitaire.solver.stats.play_deal", play_deal)


# --- F35: win_rates checks every argument first ---------------------------------------

@pytest.mark.parametrize("deals, words", [
    (5, "deals must be deal numbers"), (None, "deals must be deal numbers"), ("1-3", "deals must be deal numbers"),
    (Unprintable(), "deals must be deal numbers"), ([1, "2"], "deals: a deal number"), ([-1], "deals: deal number"),
    ([10**5000], "5,001 digits"), ([1.0], "deals: a deal number"), ([True], "deals: a deal number"),
    (range(1, 10**9), "more than 10,000,000 deals"), (range(0, 2**70), "more than 10,000,000 deals"),
    (range(-5, 3), "deals: deal number -5"),
], ids=short)
def test_bad_deals_are_refused_before_any_deal_is_played(deals, words, monkeypatch):
    never_played(monkeypatch)
    assert words in refused(win_rates, "maids", deals, jobs=1, progress=False)


def test_an_endless_generator_of_deals_is_read_only_up_to_the_limit(monkeypatch):
    never_played(monkeypatch)
    monkeypatch.setattr("solitaire.solver.stats.MAX_DEALS", 1000)  # the same rule, read faster
    read = []
    endless = (read.append(deal) or deal for deal in range(10**12))
    assert "more than 1,000 deals" in refused(win_rates, "maids", endless, jobs=1, progress=False)
    assert len(read) == 1001


@pytest.mark.parametrize("keywords, name", [
    ({"max_nodes_per_deal": -1}, "max_nodes_per_deal"), ({"max_nodes_per_deal": 0}, "max_nodes_per_deal"),
    ({"max_nodes_per_deal": "10"}, "max_nodes_per_deal"), ({"max_nodes_per_deal": 1.5}, "max_nodes_per_deal"),
    ({"max_nodes_per_deal": 10**5000}, "max_nodes_per_deal"), ({"max_seconds_per_deal": -1}, "max_seconds_per_deal"),
    ({"max_seconds_per_deal": 0}, "max_seconds_per_deal"), ({"max_seconds_per_deal": math.nan}, "max_seconds_per_deal"),
    ({"max_seconds_per_deal": math.inf}, "max_seconds_per_deal"), ({"max_seconds_per_deal": "1"}, "max_seconds_per_deal"),
    ({"jobs": "2"}, "jobs"), ({"jobs": -1}, "jobs"), ({"jobs": 0}, "jobs"), ({"jobs": True}, "jobs"),
    ({"executor": 5}, "executor"), ({"executor": "pool"}, "executor"), ({"chunk": 0}, "chunk"),
    ({"hint_seconds": 0}, "hint_seconds"), ({"hint_seconds": None}, "hint_seconds"),
    ({"table_bytes_per_deal": 1.5}, "table_bytes_per_deal"), ({"table_bytes_per_deal": "4096"}, "table_bytes_per_deal"),
    ({"progress": "yes"}, "progress"), ({"replay": None}, "replay"),
    ({"player": ["greedy"]}, "player"), ({"player": np.array(["greedy", "fair"])}, "player"),
    ({"player": "x" * 10**6}, "player"),
], ids=short)
def test_bad_run_arguments_are_refused_naming_them(keywords, name, monkeypatch):
    never_played(monkeypatch)
    keywords = {"jobs": 1, "progress": False, **keywords}
    assert name in refused(win_rates, "maids", [1, 2], **keywords)


@pytest.mark.parametrize("game", ["x" * 10**6, 10**5000, Unprintable(), None], ids=short)
def test_a_bad_game_is_quoted_short(game):
    assert "unknown game" in refused(win_rates, game, [1], jobs=1, progress=False)


def test_the_reproducers_of_the_review():
    assert "max_nodes_per_deal" in refused(win_rates, "maids", [1, 2], max_nodes_per_deal=-1, jobs=1, progress=False)
    assert "deals" in refused(win_rates, "maids", 5, player="greedy", jobs=1, progress=False)


def test_good_arguments_still_run_in_every_way():
    serial = win_rates("maids", range(1, 4), player="greedy", jobs=1, progress=False)
    threads = win_rates("maids", range(1, 4), player="greedy", executor=ThreadPoolExecutor(2), progress=False)
    numpy_deals = win_rates("maids", np.arange(1, 4), player="greedy", jobs=1, progress=False)
    def played(rates):
        return [(r.deal, r.verdict, r.moves) for r in rates.results]  # not the seconds
    assert played(serial) == played(threads) == played(numpy_deals)
    assert win_rates("maids", [], jobs=1, progress=False).counts == {"won": 0, "lost": 0, "unknown": 0}


def test_the_largest_run_is_still_accepted_as_a_range(monkeypatch):
    seen = []
    monkeypatch.setattr("solitaire.solver.stats.play_deal", lambda _g, deal, *_rest: seen.append(deal) or
                        (_ for _ in ()).throw(KeyboardInterrupt))
    with pytest.raises(KeyboardInterrupt):  # stopped at its first deal: nothing was listed first
        win_rates("maids", range(5, 5 + MAX_DEALS), jobs=1, progress=False)
    assert seen == [5]


# --- F27: solve and hint take the same rules ----------------------------------------

@pytest.mark.parametrize("keywords, name", [
    ({"max_nodes": -1}, "max_nodes"), ({"max_nodes": "10"}, "max_nodes"), ({"max_nodes": 10**5000}, "max_nodes"),
    ({"max_nodes": 10**19}, "max_nodes"), ({"max_seconds": math.nan}, "max_seconds"),
    ({"max_seconds": -1}, "max_seconds"), ({"max_seconds": "1"}, "max_seconds"), ({"table_bytes": "1"}, "table_bytes"),
    ({"table_bytes": 0}, "table_bytes"), ({"max_nodes": Unprintable()}, "max_nodes"),
], ids=short)
def test_solve_refuses_a_bad_budget_naming_it(keywords, name):
    message = refused(solve, Maids(deal=1), **keywords)
    assert message.startswith(name)


def test_a_zero_budget_still_gives_unknown():
    assert solve(Maids(deal=13), max_nodes=0).verdict == "unknown"


@pytest.mark.parametrize("keywords, name", [({"budget_seconds": 0}, "budget_seconds"),
                                            ({"budget_seconds": math.nan}, "budget_seconds"),
                                            ({"budget_seconds": None}, "budget_seconds"),
                                            ({"seed": "1"}, "seed"), ({"seed": 1.5}, "seed")])
@pytest.mark.parametrize("peek", [False, True])
def test_hint_refuses_a_bad_budget_or_seed(keywords, name, peek):
    assert refused(hint, Maids(deal=1), peek=peek, **keywords).startswith(name)


# --- F36: a board's option control on a position by name ------------------------------

@pytest.mark.parametrize("start, name, value, words", [
    (lambda: Spider.from_layout({"A1": ["A♠", "2♠"], "T1": ["3♠"]}, round=2), "redeals", 0, "round must be"),
    (lambda: Maids.from_layout({"F1": ["J♥", "10♣"]}, opened=2), "follow_suit", True, "maids.13"),
    (lambda: Maids.from_layout({"F1": ["J♥", "10♣", "9♦"], "L1": ["J♠"]}, opened=2), "follow_suit", True,
     "maids.13"),
])
def test_an_option_a_position_cannot_take_is_refused_and_set_back(start, name, value, words):
    board = play(start())
    game, before = board.game, dict(board.game.settings)
    board.option_controls[name].value = value
    assert words in board.message_text and board.message_text.startswith("Not with this position")
    assert board.errors == [] and board.game is game
    assert board.option_controls[name].value == before[name] == board.game.settings[name]
    other = next(option for option in board.option_controls if option != name)
    board.option_controls[other].value = type(game).options[other].choices[-1]  # later changes still work
    assert board.errors == [] and board.game.settings[other] == board.option_controls[other].value


def test_an_option_a_position_can_take_reaches_its_state():
    board = play(Maids.from_layout({"F1": ["J♥"], "waste": ["10♠"]}, opened=2))
    board.option_controls["waste_playable"].value = True
    assert board.errors == [] and board.game.state.waste_playable is True
    assert "waste→F1" in board.game.legal_moves()
