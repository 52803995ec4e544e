"""Twelve Sleeping Maids: invariants over random deals and random legal and illegal moves (hypothesis)."""
from __future__ import annotations

from collections import Counter

from hypothesis import given, settings, strategies as st

from budget import examples

from solitaire import IllegalMove, Maids, Move, rules_of
from solitaire.maids.explain import explain
from solitaire.maids.rules import NEXT_LOWER, PLACE_NAMES, legal_moves_of

FULL_DECK = Counter(Maids.full_deck())
SENTENCES = {r.sentence_id for r in rules_of("maids")}
ODD_MOVES = [Move("deal"), Move("redeal"), "L2", "F1→", "L1→F9", "X3 F1", "deal deal", "", None]
DEALS = st.integers(0, 2**64 - 1)
OPTIONS = st.booleans()


def check_position(game: Maids) -> None:
    state = game.state
    assert Counter(card for place in PLACE_NAMES for card in game.cards(place)) == FULL_DECK
    for number in range(1, 9):
        pile = game.cards(f"F{number}")
        assert len(pile) <= 13
        if pile:
            assert pile[0].rank == 11
        for lower, upper in zip(pile, pile[1:]):
            assert upper.rank == NEXT_LOWER[lower.rank]
            assert upper.suit == lower.suit or not state.follow_suit
    started = [bool(game.cards(f"F{n}")) for n in range(1, 9)]
    assert started == sorted(started, reverse=True)  # the arc fills from the left
    assert all(len(game.cards(place)) <= 1 for place in ("L1", "L2", "L3", "L4", "R1", "R2", "R3", "R4"))
    assert (game.status == "won") == (sum(map(len, state.arc)) == 104)
    assert (game.status == "lost") == (not game.cards("stock") and not game.legal_moves() and game.status != "won")
    hash(state), hash(Maids.position_key(state))


def random_steps(rnd, count: int):
    """Steps of a random game: mostly legal moves (by a fraction of the list), some any-move tries, some undos."""
    for _ in range(count):
        kind = rnd.choices(["legal", "any", "undo"], weights=[6, 3, 1])[0]
        if kind == "legal":
            yield kind, rnd.random()
        elif kind == "any":
            yield kind, rnd.choice(ODD_MOVES) if rnd.random() < 0.1 else Move(*rnd.choices(PLACE_NAMES, k=2))
        else:
            yield kind, None


def play_steps(game: Maids, steps) -> None:
    check_position(game)
    for kind, value in steps:
        before = (game.state, game.history, game.can_redo())
        legal = game.legal_moves()
        if kind == "undo" and game.can_undo():
            game.undo()
            game.redo()
            assert (game.state, game.history) == before[:2]
            game.undo()
            assert game.state is game.states[-1] and len(game.history) == len(before[1]) - 1
        elif kind == "legal" and legal:
            move = legal[int(value * len(legal))]
            game.play(move)
            assert game.history[-1] == move and game.states[-2] is before[0]
            game.undo()
            assert (game.state, game.history) == before[:2] and game.state is before[0]
            game.redo()
        elif kind == "any":
            try:
                game.play(value)
            except IllegalMove as error:
                assert (game.state, game.history, game.can_redo()) == before
                assert error.rule is None or error.rule in SENTENCES
                assert value not in legal
            else:
                assert value in legal
        check_position(game)


@settings(max_examples=examples(30), deadline=None)  # 250 checked steps each: 7 games everyday, 30 thorough
@given(DEALS, OPTIONS, st.randoms(use_true_random=False))
def test_random_play_keeps_every_invariant(deal, follow_suit, rnd):
    play_steps(Maids(deal=deal, follow_suit=follow_suit), random_steps(rnd, 250))


def random_game(deal: int, follow_suit: bool, rnd) -> Maids:
    """A game of ``deal`` after a random number of random legal moves (often to its end)."""
    game = Maids(deal=deal, follow_suit=follow_suit)
    for _ in range(rnd.randint(0, 200)):
        legal = game.legal_moves()
        if not legal:
            break
        game.play(rnd.choice(legal))
    return game


@settings(max_examples=25, deadline=None)
@given(DEALS, OPTIONS, st.randoms(use_true_random=False))
def test_save_and_load_give_an_equal_game_anywhere(deal, follow_suit, rnd):
    game = random_game(deal, follow_suit, rnd)
    loaded = Maids.from_json(game.to_json())
    assert loaded == game and loaded.states == game.states


@settings(max_examples=25, deadline=None)
@given(DEALS, OPTIONS, st.randoms(use_true_random=False))
def test_explain_refuses_exactly_the_moves_that_are_not_legal(deal, follow_suit, rnd):
    game = random_game(deal, follow_suit, rnd)
    state = game.state
    legal = set(legal_moves_of(state))
    for move in [Move(s, t) for s in PLACE_NAMES for t in PLACE_NAMES] + [Move("deal"), Move("redeal")]:
        if move in legal:
            continue
        error = explain(state, move)
        assert isinstance(error, IllegalMove) and error.rule in SENTENCES and error.move == move
    for move in legal:
        try:
            explain(state, move)
        except ValueError as error:
            assert "is legal" in str(error)
        else:
            raise AssertionError(f"explain found {move} illegal, yet it is in the legal list")
