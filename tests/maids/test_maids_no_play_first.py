"""maids.17 read to the letter: ``deal_when="no_play_first"``.

"Закончив все возможные перекладки в начальной фигуре, начинают сдавать карты колоды по
одной": having finished all possible moves *in the starting figure*, one begins to deal.
Until the first ``deal`` a playable card that fits the arc must be played first; from the
first deal on the player deals whenever they like. Positions are built by name
(``order_with``, ``Maids.from_layout``).
"""
from __future__ import annotations

import dataclasses

import pytest

from solitaire import IllegalMove, Maids, Move, rules_of
from solitaire.command_line.cli import main
from solitaire.maids.orders import order_with
from solitaire.maids.rules import DEAL_RULES, may_deal_once_the_starting_figure_is_played
from solitaire.solver import solve
from solitaire.solver.maids import fast_search_state
from solitaire.solver.stats import win_rates

DEAL = Move("deal")


def literal(placed: dict) -> Maids:
    """A game dealt from ``order_with(placed)`` under the letter of maids.17."""
    return Maids(order=order_with(placed), deal_when="no_play_first")


def refused(game: Maids, move: str) -> IllegalMove:
    """The error ``move`` gets; checks that the game is exactly as before."""
    before = (game.state, game.history, game.legal_moves())
    with pytest.raises(IllegalMove) as error:
        game.play(move)
    assert (game.state, game.history, game.legal_moves()) == before
    return error.value


def test_maids_17_in_the_starting_figure_every_fitting_card_is_played_before_the_first_deal():
    game = literal({"L1": "J♠", "L2": "10♦"})
    assert game.legal_moves() == [Move("L1", "F1")]
    error = refused(game, "deal")
    assert error.rule == "maids.17" and "a playable card still fits the arc" in str(error)
    assert "deal_when='no_play_first'" in str(error) and "starting figure" in str(error)
    game.play("L1→F1")
    assert game.legal_moves() == [Move("L2", "F1")]  # L1 was refilled; the 10♦ fits now
    game.play("L2→F1")
    assert DEAL in game.legal_moves()


def test_maids_17_a_refill_from_the_stock_before_the_first_deal_is_not_the_first_deal():
    game = literal({"L1": "J♠", "L2": "10♦", "stock": "9♣"})
    game.play("L1→F1")  # the waste is empty: L1 is refilled from the stock, with the 9♣
    assert len(game.cards("stock")) == 47 and game.state.deal_when == "no_play_first"
    game.play("L2→F1")
    assert game.legal_moves() == [Move("L1", "F1")]  # the 9♣ fits: still no deal
    assert refused(game, "deal").rule == "maids.17"


def test_maids_17_from_the_first_deal_on_the_stock_is_dealt_at_any_time():
    # Nothing fits in the starting figure, so the first deal is legal at once; the jack it
    # brings lets the 10♦ fit, and the player may still deal (not so under "no_play").
    placed = {"L1": "10♦", "stock": "J♠"}
    game = literal(placed)
    assert game.legal_moves() == [DEAL]
    game.play("deal")
    assert game.cards("F1")[-1].rank == 11 and Move("L1", "F1") in game.legal_moves()
    assert DEAL in game.legal_moves()
    assert game.settings["deal_when"] == "no_play_first" and game.state.deal_when == "any_time"
    strict = Maids(order=order_with(placed), deal_when="no_play")
    strict.play("deal")
    assert DEAL not in strict.legal_moves()


def test_maids_17_the_letter_is_one_rule_function_of_its_sentence():
    assert DEAL_RULES["no_play_first"] is may_deal_once_the_starting_figure_is_played
    assert [r.option for r in rules_of("maids") if r.sentence_id == "maids.17"] == ["deal_when"] * 3
    assert "no_play_first" in Maids.options["deal_when"].choices
    assert "no_play_first" in Maids.options["deal_when"].help


def test_maids_17_the_letter_saves_and_loads_before_and_after_the_first_deal():
    game = Maids(deal=7, deal_when="no_play_first")
    while len(game.history) < 30 and game.legal_moves():
        game.play(game.legal_moves()[0])
    assert DEAL in game.history
    loaded = Maids.from_json(game.to_json())
    assert loaded == game and loaded.settings["deal_when"] == "no_play_first"
    assert loaded.state == game.state and loaded.legal_moves() == game.legal_moves()
    start = Maids.from_layout({"L1": "J♠", "L2": "10♦"}, deal_when="no_play_first")
    again = Maids.from_json(start.to_json())
    assert again.legal_moves() == [Move("L1", "F1")] and again.settings["deal_when"] == "no_play_first"


def test_maids_17_the_board_and_the_command_line_name_the_letter(monkeypatch):
    game = literal({"L1": "J♠"})
    assert "first deal only when nothing fits" in str(game)
    made = []
    original = Maids.__init__

    def spy(self, *args, **options):
        made.append(options)
        original(self, *args, **options)
    monkeypatch.setattr(Maids, "__init__", spy)
    import io
    assert main(["show", "maids", "3", "--deal-when", "no_play_first"], stdout=io.StringIO()) == 0
    assert made[-1]["deal_when"] == "no_play_first"


def test_maids_17_win_rates_and_the_solver_play_the_letter():
    rates = win_rates("maids", range(1, 4), player="greedy", jobs=1, progress=False, deal_when="no_play_first")
    assert rates.options == {"deal_when": "no_play_first"} and len(rates.results) == 3
    # The fast search knows the rule before the first deal; after it, the position plays as the default.
    start = Maids(deal=3, deal_when="no_play_first")
    assert fast_search_state(start.state) is start.state
    dealt = literal({"L1": "10♦", "stock": "J♠"})
    dealt.play("deal")
    assert fast_search_state(dealt.state) is dealt.state


@pytest.mark.parametrize("deal", [7, 13])
def test_maids_17_the_letter_lies_between_dealing_at_any_time_and_never_while_a_card_fits(deal):
    # Deals 7 and 13 are lost when a fitting card must always be played first, won when
    # the player may always deal; the letter of maids.17 decides them its own way, and a
    # win it finds obeys the letter move by move (solve replays it through the engine).
    result = solve(Maids(deal=deal, deal_when="no_play_first"), max_nodes=300_000)
    assert result.verdict in ("won", "lost")
    if result.won:
        game = Maids(deal=deal, deal_when="no_play_first")
        for move in result.moves:
            assert move in game.legal_moves()
            game.play(move)
        assert game.status == "won"


def test_maids_17_every_move_under_the_letter_is_a_move_of_dealing_at_any_time():
    game = Maids(deal=11, deal_when="no_play_first")
    while game.legal_moves() and len(game.history) < 60:
        free = dataclasses.replace(game.state, deal_when="any_time")
        assert set(game.legal_moves()) <= set(Maids.legal_moves_of(free))
        game.play(game.legal_moves()[len(game.history) % len(game.legal_moves())])


def test_maids_17_a_position_lost_when_dealing_at_any_time_is_lost_under_the_letter():
    # Every move under the letter is a move of dealing at any time, so "lost" carries over:
    # the fall back asks the fast search about that neighbouring reading first.
    from solitaire.solver.maids import reading_neighbour
    state = Maids(deal=3, deal_when="no_play_first").state
    neighbour, carried = reading_neighbour(state)
    assert carried == "lost" and neighbour == dataclasses.replace(state, deal_when="any_time")
