"""Spider properties on random games (hypothesis): the invariants hold after every move."""
from collections import Counter

from hypothesis import given, settings, strategies as st

from solitaire import IllegalMove, Move, Spider
from solitaire.cards import two_decks
from solitaire.spider import position_key
from solitaire.spider.rules import ROW_SUITS

ALL_CARDS = Counter(two_decks())
BASES = [f"{kind}{row}" for kind in "AK" for row in range(1, 5)]
EVERY_MOVE = [Move("deal"), Move("redeal")] + [Move(a, b) for a in Spider.place_names
                                               for b in Spider.place_names]

games = st.fixed_dictionaries({
    "deal": st.integers(0, 2**64 - 1),
    "row_rule": st.sampled_from(["dealing", "always", "never"]),
    "redeals": st.sampled_from([0, 1, 2]),
    # Each number picks a legal move; the redeal is taken only when nothing else is left,
    # so that the play phase is reached and explored.
    "choices": st.lists(st.integers(0, 10**6), min_size=1, max_size=120),
})


def random_game(spec) -> Spider:
    game = Spider(deal=spec["deal"], row_rule=spec["row_rule"], redeals=spec["redeals"])
    for choice in spec["choices"]:
        legal = game.legal_moves()
        if not legal:
            break
        if len(legal) > 1 and legal[-1] == Move("redeal") and choice % 7:
            legal = legal[:-1]
        game.play(legal[choice % len(legal)])
    return game


def assert_invariants(game: Spider) -> None:
    on_places = Counter(card for place in Spider.place_names for card in game.cards(place))
    assert on_places == ALL_CARDS  # 96 dealt cards + 8 base cards, nothing lost or doubled
    for base in BASES:
        suit = ROW_SUITS[int(base[1]) - 1]
        ranks = [card.rank for card in game.cards(base)]
        expected = list(range(1, len(ranks) + 1)) if base[0] == "A" else list(range(13, 13 - len(ranks), -1))
        assert ranks == expected and all(card.suit == suit for card in game.cards(base))
    state = game.state
    assert state.phase == ("dealing" if state.stock else "play")
    assert game.status in ("playing", "won", "lost")
    assert (game.status == "won") == all(len(game.cards(base)) == 13 for base in BASES)


@settings(max_examples=40, deadline=None)
@given(games)
def test_spider_104_cards_and_foundation_runs_after_every_move(spec):
    game = Spider(deal=spec["deal"], row_rule=spec["row_rule"], redeals=spec["redeals"])
    assert_invariants(game)
    for choice in spec["choices"]:
        legal = game.legal_moves()
        if not legal:
            assert game.status in ("won", "lost")
            break
        game.play(legal[choice % len(legal)])
        assert_invariants(game)


@settings(max_examples=30, deadline=None)
@given(games)
def test_spider_undo_is_exact(spec):
    game = random_game(spec)
    states, moves = game.states, game.history
    while game.can_undo():
        game.undo()
        assert game.state == states[len(game.history)]
    assert game.state == Spider(deal=spec["deal"], row_rule=spec["row_rule"], redeals=spec["redeals"]).state
    while game.can_redo():
        game.redo()
    assert game.states == states and game.history == moves


@settings(max_examples=30, deadline=None)
@given(games)
def test_spider_save_then_load_is_equal(spec):
    game = random_game(spec)
    again = Spider.from_json(game.to_json())
    assert again == game and again.state == game.state and again.history == game.history


@settings(max_examples=30, deadline=None)
@given(games, st.lists(st.sampled_from(EVERY_MOVE), min_size=1, max_size=25))
def test_spider_illegal_moves_change_nothing_and_are_explained(spec, tries):
    game = random_game(spec)
    legal = game.legal_moves()
    for move in tries:
        before, history = game.state, game.history
        explanation = Spider.explain(before, move)
        if move in legal:
            assert explanation is None
            continue
        assert isinstance(explanation, IllegalMove)
        try:
            game.play(move)
        except IllegalMove as error:
            assert str(error) == str(explanation)
        else:
            raise AssertionError(f"{move} was played but is not legal")
        assert game.state is before and game.history == history


@settings(max_examples=30, deadline=None)
@given(games)
def test_spider_explain_agrees_with_the_legal_moves(spec):
    game = random_game(spec)
    legal = set(game.legal_moves())
    for move in EVERY_MOVE:
        explanation = Spider.explain(game.state, move)
        assert (explanation is None) == (move in legal), move
        if explanation is not None and move.source not in ("deal", "redeal"):
            places_known = move.source in Spider.place_names and move.target in Spider.place_names
            assert (explanation.rule is not None) == places_known


@settings(max_examples=30, deadline=None)
@given(games)
def test_spider_apply_is_pure_and_keys_follow_states(spec):
    game = random_game(spec)
    state = game.state
    snapshot = (state.piles, state.tops, state.stock, state.round)
    for move in game.legal_moves():
        after = Spider.apply(state, move)
        assert (state.piles, state.tops, state.stock, state.round) == snapshot
        assert after != state  # every legal move changes the position
        assert position_key(after) != position_key(state)
        assert hash(after) == hash(Spider.apply(state, move)) and after == Spider.apply(state, move)
