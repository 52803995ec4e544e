"""A fair hint asked for a number of samples rests on exactly that many, whatever the clock, so
a lesson can replay the fair player's games on any machine (the fair player's quarter of a
second always draws the fewest samples, six)."""
import pytest

from solitaire import Maids, Spider
from solitaire.solver.hints import MAX_SAMPLES, fair_scores, hint


def spider_with_a_choice():
    """Spider deal 1 after its first two deals, where three moves are legal and its stock is hidden."""
    game = Spider(deal=1)
    game.play("deal")
    game.play("deal")
    assert len(game.legal_moves()) == 3
    return game


@pytest.mark.parametrize("game", [Maids(deal=1), spider_with_a_choice()], ids=["maids", "spider"])
def test_six_samples_give_the_fair_players_quarter_second_hint(game):
    for seed in (0, 603_000):
        by_number = fair_scores(game, seed=seed, samples=6)
        by_clock = fair_scores(game, budget_seconds=0.25, seed=seed)
        assert by_number.samples == 6 and by_number == by_clock
        assert hint(game, seed=seed, samples=6) == by_clock.best


def test_a_number_of_samples_is_drawn_whatever_the_clock():
    assert fair_scores(Maids(deal=1), budget_seconds=0.001, samples=9).samples == 9


@pytest.mark.parametrize("bad", [0, -1, MAX_SAMPLES + 1, 2.5, True, "6"])
def test_a_bad_number_of_samples_is_refused_by_name(bad):
    with pytest.raises(ValueError, match="samples must be a whole number"):
        hint(Maids(deal=1), samples=bad)
