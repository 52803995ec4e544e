"""The solver: verdicts on positions whose answer is known, winning lines that the engine
accepts, budgets that give "unknown", and hints that never look at hidden cards."""
from __future__ import annotations

import pytest

from solitaire.cards import Card, Suit, dealing_order
from solitaire.maids import Maids
from solitaire.maids.orders import order_with
from solitaire.moves import Move
from solitaire.solver import SolveResult, hint, hint_scores, replay_line, solve
from solitaire.solver.hints import sample_state
from solitaire.spider import Spider


def replays_to_a_win(game, moves) -> bool:
    """Play ``moves`` on a copy of ``game`` through the engine: True if they are legal and win."""
    board = game.copy()
    for move in moves:
        board.play(move)
    return board.status == "won"


def run(base: str, top: int) -> list[str]:
    """A base's cards from its base card (A up, K down) to ``top``, as texts: ``run("A♠", 3)``."""
    suit = Suit.parse(base[1:])
    ranks = range(1, top + 1) if base[0] == "A" else range(13, top - 1, -1)
    return [str(Card(rank, suit)) for rank in ranks]


def spider_endgame(piles: dict, spades_ace_top: int, spades_king_top: int):
    """A last-round Spider position by name: the other three suits home, spades as given, piles as given."""
    bases = {f"A{row}": run(f"A{suit}", 13) for row, suit in ((2, "♥"), (3, "♣"), (4, "♦"))}
    bases.update({f"K{row}": run(f"K{suit}", 1) for row, suit in ((2, "♥"), (3, "♣"), (4, "♦"))})
    bases.update(A1=run("A♠", spades_ace_top), K1=run("K♠", spades_king_top))
    return Spider.from_layout({**bases, **piles}, round=2)


# --- Twelve Sleeping Maids -------------------------------------------------------------

def test_maids_deal_is_won_and_the_line_replays_through_the_engine():
    game = Maids(deal=9)
    result = solve(game)
    assert result.verdict == "won"
    assert replays_to_a_win(game, result.moves)
    assert game.history == ()  # the game searched is not changed


def test_maids_order_built_to_flow_is_won():
    """Eight jacks in the side columns (the first wakes two packs, each other one more:
    nine open), the stock holds the tens, then the nines, … down to the fives, so each
    side column is refilled with the next card the arc wants; packs M1..M8 hold a 4, 3,
    2 and ace each (round 1 on top), M9..M12 hold K Q K Q: every top of the last open
    pack that goes to the arc wakes the next pack."""
    suits = "♠♥♦♣"
    placed = {place: f"J{suits[n % 4]}" for n, place in enumerate(("L1", "L2", "L3", "L4", "R1", "R2", "R3", "R4"))}
    placed["stock"] = " ".join(f"{rank}{suit}" for rank in (10, 9, 8, 7, 6, 5) for suit in suits * 2)
    for n in range(8):
        placed[f"M{n + 1}"] = " ".join(f"{rank}{suits[n % 4]}" for rank in ("4", "3", "2", "A"))
    for n in range(8, 12):
        placed[f"M{n + 1}"] = " ".join(f"{rank}{suits[n % 4]}" for rank in ("K", "Q", "K", "Q"))
    game = Maids(order=order_with(placed))
    result = solve(game)
    assert result.verdict == "won" and result.nodes < 500
    assert len(result.moves) == 104  # each move puts one card in the arc: none goes to the waste
    assert replays_to_a_win(game, result.moves)


def test_maids_position_five_moves_from_the_end_is_won_in_five():
    game = Maids(deal=9)
    line = solve(game).moves
    for move in line[:-5]:
        game.play(move)
    result = solve(game)
    assert result.verdict == "won" and len(result.moves) == 5
    assert replays_to_a_win(game, result.moves)


def test_maids_in_suit_lost_when_both_tens_of_spades_lie_under_the_nines():
    """In suit, a nine of spades goes only on a ten of spades. Here both tens of spades
    lie in packs M1 and M2 under the two nines of spades (a pack gives its round-1 card
    first): neither nine can be played before a ten, neither ten before its nine, so no
    spade past the jacks ever reaches the arc, whatever the rest of the deal."""
    game = Maids(order=order_with({"M1": "9♠ 10♠", "M2": "9♠ 10♠"}), follow_suit=True)
    result = solve(game)
    assert result.verdict == "lost" and result.moves == ()


def test_maids_budgets_give_unknown():
    game = Maids(deal=13)
    assert solve(game, max_nodes=50).verdict == "unknown"
    assert solve(game, max_seconds=0.0).verdict == "unknown"


def test_finished_games_are_their_own_verdict():
    game = Maids(deal=9)
    for move in solve(game).moves:
        game.play(move)
    result = solve(game)
    assert isinstance(result, SolveResult) and (result.verdict, result.moves, result.nodes) == ("won", (), 0)


# --- Spider ----------------------------------------------------------------------------

def test_spider_won_in_three():
    """Every card is home but A♠ 2♠ 3♠, on three piles; the king base of spades wants 3♠."""
    game = spider_endgame({"T1": "A♠", "T2": "2♠", "R1": "3♠"}, 13, 4)
    result = solve(game)
    assert result.verdict == "won"
    assert [str(move) for move in result.moves] == ["R1→K1", "T2→K1", "T1→K1"]
    assert replays_to_a_win(game, result.moves)


def test_spider_lost_when_the_card_wanted_lies_under_one_that_cannot_move():
    """The king base of spades wants 3♠, which lies under 2♠ (pile T1: A♠ 3♠ 2♠). The 2♠
    cannot go home (the base wants 3 first), cannot go onto another pile (no 3♠ or A♠ is
    on top anywhere) and cannot go to an empty place (only an ace or a king may)."""
    game = spider_endgame({"T1": "A♠ 3♠ 2♠"}, 13, 4)
    assert solve(game).verdict == "lost"


def test_spider_deal_is_won_through_the_engine_with_passes_between_bases():
    game = Spider(deal=2)
    result = solve(game, max_seconds=20)
    assert result.verdict == "won"
    assert replays_to_a_win(game, result.moves)


def test_spider_budgets_give_unknown():
    assert solve(Spider(deal=3), max_nodes=20).verdict == "unknown"


def test_a_bad_line_is_refused_by_the_engine():
    with pytest.raises(RuntimeError):
        replay_line(Maids(deal=9), ["deal"])


# --- hints -----------------------------------------------------------------------------

def swapped(order, i, j):
    order = list(order)
    order[i], order[j] = order[j], order[i]
    return order


def test_fair_maids_hint_does_not_depend_on_hidden_cards():
    order = dealing_order("maids", 40)
    a = Maids(order=order)
    b = Maids(order=swapped(order, 90, 100))        # two stock cards change places
    c = Maids(order=swapped(order, 40, 54))         # M12's rounds 3 and 4 change places
    for game in (a, b, c):
        for _ in range(27):
            game.play("deal")
    assert [str(x) for x in a.cards("waste")] == [str(x) for x in b.cards("waste")]
    hints = [hint_scores(game, budget_seconds=0.1, seed=5) for game in (a, b, c)]
    assert hints[0].best == hints[1].best == hints[2].best
    assert hints[0].scores == hints[1].scores == hints[2].scores
    assert hints[0].best in a.legal_moves()


def test_fair_spider_hint_does_not_depend_on_the_stock_order():
    order = dealing_order("spider", 2)
    a, b = Spider(order=order), Spider(order=swapped(order, 50, 90))
    for game in (a, b):
        for _ in range(4):
            game.play("deal")
    assert hint(a, budget_seconds=0.1, seed=1) == hint(b, budget_seconds=0.1, seed=1)
    assert hint(a, budget_seconds=0.1, seed=1) in a.legal_moves()


def test_samples_keep_everything_visible():
    game = Maids(deal=40)
    for _ in range(27):
        game.play("deal")
    sample = sample_state(game, 7)
    assert sample.sides == game.state.sides and sample.waste == game.state.waste
    assert [pack[-1] for pack in sample.packs[:sample.opened]] == [p[-1] for p in game.state.packs[:game.state.opened]]
    assert len(sample.stock) == len(game.state.stock)
    assert sorted(sample.stock + sum(sample.packs, ())) == sorted(game.state.stock + sum(game.state.packs, ()))


def test_hint_is_none_without_legal_moves_and_peek_follows_a_winning_line():
    game = Maids(deal=9)
    line = solve(game).moves
    assert hint(game, peek=True) == line[0] or solve(game_after(game, hint(game, peek=True))).won
    for move in line:
        game.play(move)
    assert hint(game) is None


def game_after(game, move: Move):
    board = game.copy()
    board.play(move)
    return board
