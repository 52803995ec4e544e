"""The Spider solver against a plain exhaustive search, its bound's soundness, and the redeal.

Small last-round positions (a few cards of one or two suits still out, the rest home)
are searched by the plain walk over the engine's own moves (``solver/generic.py``); the
solver and the bound that proves positions lost must agree with it.
"""
from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from budget import examples

from solitaire.cards import Card
from solitaire.moves import Move
from solitaire.solver import solve
from solitaire.solver.generic import search_states
from solitaire.solver.spider.plan import solve_spider
from solitaire.solver.spider.bound import last_round_hopeless
from solitaire.spider import Spider
from solitaire.spider.rules import DEALING_ORDER
from solitaire.spider.state import CODE_OF, ROW_OK, SpiderState, apply


def out_cards(row: int, ace_top: int, king_top: int) -> list[int]:
    """The codes of the cards of ``row`` not yet on its bases (tops ``ace_top``, ``king_top``)."""
    codes = []
    for rank in range(1, 14):
        if rank == 1:      # the one ace left goes last onto the king base
            copies = 0 if king_top == 1 else 1
        elif rank == 13:   # the one king left goes last onto the ace base
            copies = 0 if ace_top == 13 else 1
        else:
            copies = 2 - (rank <= ace_top) - (rank >= king_top)
        codes += [13 * row + rank - 1] * copies
    return codes


def plain_verdict(state: SpiderState, limit: int = 200_000) -> str | None:
    """The verdict ("won" or "lost") of the plain walk over every position the engine allows
    (:func:`~solitaire.solver.generic.search_states`); None if it needs more than ``limit`` positions."""
    verdict, _, _ = search_states(Spider, state, max_nodes=limit)
    return None if verdict == "unknown" else verdict


def small_position(seed: int, last_round: bool = True, row_rule: str = "dealing") -> SpiderState:
    """A random position with a few cards of one or two suits out, some in the stock."""
    rng = random.Random(seed)
    tops = [13, 13, 13, 13, 1, 1, 1, 1]
    cards = []
    for row in rng.sample(range(4), rng.choice((1, 1, 2))):
        while True:
            ace_top, king_top = rng.randint(1, 13), rng.randint(1, 13)
            codes = out_cards(row, ace_top, king_top)
            if 2 <= len(codes) <= 7:
                break
        tops[row], tops[row + 4] = ace_top, king_top
        cards += codes
    rng.shuffle(cards)
    in_stock = rng.randint(0, len(cards)) if rng.random() < 0.4 else 0
    stock, rest = tuple(cards[:in_stock]), cards[in_stock:]
    piles = [[] for _ in range(12)]
    used = rng.sample(range(12), rng.randint(1, 4))
    for code in rest:
        piles[rng.choice(used)].append(code)
    round_ = 2 if last_round else 1
    return SpiderState(tuple(map(tuple, piles)), tuple(tops), stock, round_, 1, row_rule)


def game_at(state: SpiderState) -> Spider:
    """A Spider game put at a position built by hand."""
    return Spider(deal=1, redeals=state.redeals, row_rule=state.row_rule).at(state)


def codes(text: str) -> tuple:
    return tuple(CODE_OF[Card.parse(word)] for word in text.split())


def spades_position(piles: dict, ace_top: int, king_top: int, round_: int) -> SpiderState:
    """Every suit home but spades (tops as given), the piles as given, in round ``round_`` of 2."""
    layout = [()] * 12
    for name, text in piles.items():
        layout[DEALING_ORDER.index(name)] = codes(text)
    return SpiderState(tuple(layout), (ace_top, 13, 13, 13, king_top, 1, 1, 1), (), round_, 1, "dealing")


# --- the bound is sound: it never calls a won position lost ---------------------------

@settings(max_examples=examples(150), deadline=None)
@given(st.integers(0, 10**9), st.sampled_from(["dealing", "always", "never"]))
def test_bound_never_calls_a_won_position_lost(seed, row_rule):
    state = small_position(seed, row_rule=row_rule)
    if last_round_hopeless(state.piles, state.tops[:4], state.tops[4:], state.stock,
                           ROW_OK[row_rule][0]):
        assert plain_verdict(state) in ("lost", None)


def test_bound_proves_the_card_under_its_neighbour_lost():
    """3♠ lies under 2♠; the king base wants 3♠ and nothing can take 2♠ (spider.18, 21)."""
    state = spades_position({"T1": "A♠ 3♠ 2♠"}, 13, 4, 2)
    assert last_round_hopeless(state.piles, state.tops[:4], state.tops[4:], (), ROW_OK["dealing"][0])
    assert plain_verdict(state) == "lost"


def test_bound_lets_a_card_step_aside_onto_a_neighbour():
    """2♠ covers 3♠, which the king base wants; 2♠ may step onto A♠ (spider.18, 20)."""
    state = spades_position({"T1": "3♠ 2♠", "T2": "A♠"}, 13, 4, 2)
    assert not last_round_hopeless(state.piles, state.tops[:4], state.tops[4:], (), ROW_OK["dealing"][0])
    assert plain_verdict(state) == "won"


def test_bound_lets_a_top_card_go_home_before_the_next_group_covers_it():
    """While dealing, 3♠ on top of T1 may go home (spider.14) before the next group puts
    2♠ on it; then 2♠ and A♠ follow. Dealing 2♠ first would bury 3♠ under it for good."""
    dealt = spades_position({"T1": "A♠ 3♠"}, 13, 4, 2)
    state = SpiderState(dealt.piles, dealt.tops, codes("2♠"), 2, 1, "dealing")
    assert plain_verdict(state) == "won"
    assert not last_round_hopeless(state.piles, state.tops[:4], state.tops[4:], state.stock,
                                   ROW_OK["dealing"][0])


# --- the solver agrees with the plain search ----------------------------------------

@settings(max_examples=examples(60), deadline=None)
@given(st.integers(0, 10**9), st.sampled_from(["dealing", "always"]))
def test_solver_agrees_with_the_plain_search_in_the_last_round(seed, row_rule):
    state = small_position(seed, row_rule=row_rule)
    expected = plain_verdict(state)
    if expected is None:
        return
    result = solve(game_at(state))
    assert result.verdict == expected
    if expected == "won":
        board = game_at(state)
        for move in result.moves:
            board.play(move)
        assert board.status == "won"


@settings(max_examples=examples(25), deadline=None)
@given(st.integers(0, 10**9))
def test_solver_agrees_with_the_plain_search_with_a_redeal_left(seed):
    state = small_position(seed, last_round=False)
    expected = plain_verdict(state, limit=50_000)
    if expected is None:
        return
    assert solve(game_at(state)).verdict == expected


# --- the redeal ------------------------------------------------------------------------

def test_a_position_lost_without_the_redeal_is_won_with_it():
    """A♠ 3♠ 2♠ in T1 is stuck (the king base wants 3♠), but gathered and dealt again
    (spider.24) they land one per pile, 3♠ on T2, 2♠ on R1, the row of spades: won.
    The first search of the portfolio (lines that never redeal) finds no win; its
    "lost" must not be taken for the verdict."""
    stuck = spades_position({"T1": "A♠ 3♠ 2♠"}, 13, 4, 1)
    assert plain_verdict(SpiderState(stuck.piles, stuck.tops, (), 2, 1, "dealing")) == "lost"
    verdict, line, _ = solve_spider(stuck, max_seconds=5)
    assert verdict == "won" and ("redeal", 0, 0) in line
    result = solve(game_at(stuck))
    assert result.won and "redeal" in [str(move) for move in result.moves]


def test_deals_known_to_be_won_are_never_called_lost():
    """A few deals that the recorded benchmark found won (benchmarks/results)."""
    for deal in (1, 2):
        assert solve_spider(Spider(deal=deal).state, max_seconds=1.0)[0] != "lost"


def test_deal_92_is_proven_lost_by_the_bound_without_the_redeal_and_won_with_it():
    """Without the redeal the relaxation refutes deal 92 before any search; the redeal
    (spider.24) saves it."""
    lost = solve(Spider(deal=92, redeals=0))
    assert (lost.verdict, lost.nodes) == ("lost", 0)
    assert solve(Spider(deal=92), max_seconds=20).verdict == "won"


# --- the row rule "always" ---------------------------------------------------------------

def test_a_card_may_need_a_neighbour_as_a_stepping_stone_under_the_row_rule_always():
    """Clubs want 4♣ then 3♣ on their king base; 3♣ lies on L4, the row of diamonds, so
    with ``row_rule="always"`` (spider.9, 10) it can never go home from there: it must
    step onto a neighbour first, and moving the lone A♣ to an empty pile helps it
    (spider.21). Sending 4♣ home at once, which is safe when every pile may reach every
    base, loses: then 3♣ has nowhere to go but onto 2♣ on L1, another wrong row."""
    layout = [()] * 12
    for name, text in {"L1": "2♣", "L4": "A♣ 3♣", "B1": "4♣"}.items():
        layout[DEALING_ORDER.index(name)] = codes(text)
    state = SpiderState(tuple(layout), (13, 13, 13, 13, 1, 1, 5, 1), (), 2, 1, "always")
    assert plain_verdict(state) == "won"
    assert plain_verdict(apply(state, Move.parse("B1→K3"))) == "lost"
    result = solve(game_at(state))
    assert result.won and "B1→K3" not in [str(move) for move in result.moves[:1]]
