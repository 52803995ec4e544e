"""Random playouts with invariants, for every value of every option of every game (the
abuse run's category 7): after every move all 104 cards are there once, the legal moves
have no duplicate, undo and redo are exact, a refused move changes nothing, and a save
made mid-game loads as the same game.

The options are read from each game's ``options`` table, so a new option is played too.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from solitaire import IllegalMove, Maids, Move, Spider
from solitaire.cards import two_decks

GAMES = (Maids, Spider)
DEALS_PER_SETTING = 20
MAX_MOVES = 200
ALL_CARDS = Counter(two_decks())


def settings_to_play():
    """(game class, options): each value of each option, the others at their defaults."""
    cases = []
    for cls in GAMES:
        for name, option in cls.options.items():
            for value in option.choices:
                cases.append((cls, {name: value}))
    return cases


CASES = settings_to_play()


def check_invariants(game) -> None:
    assert Counter(card for place in game.place_names for card in game.cards(place)) == ALL_CARDS
    moves = game.legal_moves()
    assert len(set(moves)) == len(moves)
    assert (game.status == "playing") == bool(moves)  # won or lost exactly when no move is left


def play_out(cls, options: dict, deal: int) -> int:
    """One random game; returns the number of moves it played."""
    rnd = random.Random(deal)
    game = cls(deal=deal, **options)
    assert dict(game.settings) == {**{n: o.default for n, o in cls.options.items()}, **options}
    check_invariants(game)
    while game.legal_moves() and len(game.history) < MAX_MOVES:
        before, moves = game.state, game.legal_moves()
        move = rnd.choice(moves)
        game.play(move)
        after = game.state
        check_invariants(game)
        assert game.undo() == move and game.state is before
        assert game.redo() == move and game.state is after
        stray = Move(rnd.choice(game.place_names), rnd.choice(game.place_names))
        if stray not in game.legal_moves():
            with pytest.raises(IllegalMove):
                game.play(stray)
            assert game.state is after and game.history[-1] == move
        if len(game.history) % 25 == 0:
            loaded = cls.from_json(game.to_json())
            assert loaded == game and loaded.state == game.state and dict(loaded.settings) == dict(game.settings)
    return len(game.history)


@pytest.mark.parametrize("cls, options", CASES, ids=[f"{c.game_name}-{o}" for c, o in CASES])
def test_random_playouts_keep_every_invariant(cls, options):
    played = [play_out(cls, options, deal) for deal in range(1, DEALS_PER_SETTING + 1)]
    assert sum(played) > DEALS_PER_SETTING * 10  # the games really were played


def test_every_option_value_is_played():
    assert {(c.game_name, n) for c, o in CASES for n in o} == {
        (cls.game_name, name) for cls in GAMES for name in cls.options}
