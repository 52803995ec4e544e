"""The rules of thumb of lessons 03 and 06, and the stored run lesson 03 reads its figures from.

Lesson 03 prints its rules' wins over deals 1 to 500 from benchmarks/results/rules_of_thumb/ instead of playing
2,500 games each time it runs; these tests keep that file true to what the rules play now."""
from __future__ import annotations

import pytest

from solitaire import Maids, Spider, solve
from solitaire.solver import thumbs

STORED = thumbs.stored_run("maids_1-500")
#: The deals played again: the first thirty, and every fiftieth after them (a spread, in about a second).
SAMPLE = [*range(1, 31), *range(50, 501, 50)]


@pytest.mark.parametrize("rule", list(thumbs.MAIDS_RULES))
def test_the_stored_run_holds_every_rule_on_deals_1_to_500_and_a_sample_plays_the_same_again(rule):
    assert STORED.deals(rule) == 500
    again = thumbs.won_deals(thumbs.MAIDS_RULES[rule], SAMPLE)
    assert again == STORED.wins(rule, SAMPLE), rule


def test_a_rule_plays_its_lowest_ranked_move_until_the_deal_ends():
    game = thumbs.play_by(thumbs.side_columns_first, Maids(deal=1))
    assert game.status in ("won", "lost") and not game.legal_moves()
    replay = Maids(deal=1)
    for move in game.history:
        assert str(move) == str(min(replay.legal_moves(), key=lambda m: thumbs.side_columns_first(replay, m)))
        replay.play(move)


def test_a_spider_rule_never_repeats_a_position_and_stops_in_time():
    game = thumbs.play_by(thumbs.home_first, Spider(deal=1))
    keys = [Spider(deal=1).position_key(Spider(deal=1).state)]
    replay = Spider(deal=1)
    for move in game.history:
        replay.play(move)
        keys.append(replay.position_key(replay.state))
    assert len(keys) == len(set(keys)) and len(game.history) <= thumbs.MAX_SPIDER_MOVES


def test_the_walk_back_finds_the_move_that_lost_a_careless_game():
    game = Maids(deal=7)
    while game.status == "playing":
        game.play(game.legal_moves()[0])
    number, move = thumbs.losing_move(game)
    before, after = Maids(deal=7), Maids(deal=7)
    for played in game.history[:number - 1]:
        before.play(played)
    for played in game.history[:number]:
        after.play(played)
    assert str(move) == str(game.history[number - 1])
    assert solve(before).verdict == "won" and solve(after).verdict == "lost"


def test_a_missing_stored_run_is_named(tmp_path):
    with pytest.raises(FileNotFoundError, match="maids_1-9"):
        thumbs.stored_run("maids_1-9", tmp_path)
