"""The C twins of Spider's last-round relaxations (``solitaire/solver/spider/_bound.h`` and ``_row_bound.h``, reached
through ``hopeless()`` of the C search's module) give the same verdict as their Python
references, :func:`~solitaire.solver.spider.bound.last_round_hopeless` and
:func:`~solitaire.solver.spider.row_bound.row_bound_hopeless`, on every position.

Positions come from random play of real deals under every row rule and number of redeals
(every phase: dealing with stock left, play, the rounds after a redeal), from random
layouts with random row tables, and from a few built by hand.
"""
from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from budget import examples

from solitaire.cards import Card
from solitaire.solver.spider.bound import ROW_FREE, last_round_hopeless
from solitaire.solver.spider.row_bound import row_bound_hopeless
from solitaire.spider import Spider
from solitaire.spider.rules import DEALING_ORDER
from solitaire.spider.state import CODE_OF, ROW_OK, apply, legal_moves_of

from test_solver_spider import out_cards

native = pytest.importorskip("solitaire.solver.spider._search")

ROW_RULES = ("dealing", "always", "never")
TABLES = tuple(ROW_OK[rule][phase] for rule in ROW_RULES for phase in (0, 1)) + (ROW_FREE,)


def codes(text: str) -> tuple:
    return tuple(CODE_OF[Card.parse(word)] for word in text.split())


def layout(**piles: str) -> tuple:
    """The 12 piles, those named (T1, L2, …) holding the cards given bottom to top."""
    found = [()] * 12
    for name, text in piles.items():
        found[DEALING_ORDER.index(name)] = codes(text)
    return tuple(found)


def verdicts(node, row_dealing, row_play) -> tuple[bool, bool]:
    """Both bounds on ``node = (piles, a, k, stock)``, after checking that C and Python agree."""
    last = last_round_hopeless(*node, row_dealing)
    by_rows = row_bound_hopeless(*node, row_dealing, row_play)
    assert native.hopeless(*node, row_dealing) is last, ("last_round_hopeless", node)
    assert native.hopeless(*node, row_dealing, row_play) is by_rows, ("row_bound_hopeless", node)
    return last, by_rows


def random_play(deal: int, row_rule: str, redeals: int, seed: int, moves: int):
    """The search's nodes ``(piles, a, k, stock)`` along a random line of a real deal, each with
    its round; moves to a base are preferred, so that lines reach late positions."""
    rng = random.Random(seed)
    state = Spider(deal=deal, row_rule=row_rule, redeals=redeals).state
    for _ in range(moves):
        legal = legal_moves_of(state)
        if not legal:
            return
        home = [move for move in legal if move.target[:1] in ("A", "K")]
        state = apply(state, rng.choice(home if home and rng.random() < 0.7 else legal))
        yield (state.piles, tuple(state.tops[:4]), tuple(state.tops[4:]), state.stock), state.round


def random_node(rng: random.Random):
    """A layout of a few suits' cards with bases anywhere (even where no game goes), some of it
    in the stock."""
    a = tuple(rng.choice((1, 5, 11, 12, 13, 13, rng.randint(0, 13))) for _ in range(4))
    k = tuple(rng.choice((1, 1, 2, 3, 9, 13, rng.randint(1, 14))) for _ in range(4))
    cards = [13 * row + rank for row in rng.sample(range(4), rng.randint(1, 3)) for rank in range(13)] * 2
    rng.shuffle(cards)
    cards = cards[:rng.randint(0, 30)]
    in_stock = rng.randint(0, len(cards)) if rng.random() < 0.4 else 0
    piles = [[] for _ in range(12)]
    used = rng.sample(range(12), rng.randint(1, 12))
    for code in cards[in_stock:]:
        piles[rng.choice(used)].append(code)
    return tuple(map(tuple, piles)), a, k, tuple(cards[:in_stock])


def node_with_stock(rng: random.Random):
    """A last-round position with one to three suits' last cards out, some of them in the stock."""
    tops = [13, 13, 13, 13, 1, 1, 1, 1]
    cards = []
    for row in rng.sample(range(4), rng.randint(1, 3)):
        while not 2 <= len(out_cards(row, tops[row], tops[row + 4])) <= 8:
            tops[row], tops[row + 4] = rng.randint(1, 13), rng.randint(1, 13)
        cards += out_cards(row, tops[row], tops[row + 4])
    rng.shuffle(cards)
    in_stock = rng.randint(1, len(cards) - 1)
    piles = [[] for _ in range(12)]
    used = rng.sample(range(12), rng.randint(1, 6))
    for code in cards[in_stock:]:
        piles[rng.choice(used)].append(code)
    return tuple(map(tuple, piles)), tuple(tops[:4]), tuple(tops[4:]), tuple(cards[:in_stock])


def random_table(rng: random.Random):
    return rng.choice(TABLES) if rng.random() < 0.5 else \
        tuple(tuple(rng.random() < 0.6 for _ in range(8)) for _ in range(12))


# --- C and Python agree -------------------------------------------------------------------

@settings(max_examples=examples(150), deadline=None)
@given(st.integers(1, 1000), st.sampled_from(ROW_RULES), st.sampled_from((0, 1, 2)), st.integers(0, 10**9))
def test_c_and_python_agree_along_random_play(deal, row_rule, redeals, seed):
    for node, _ in random_play(deal, row_rule, redeals, seed, 250):
        verdicts(node, ROW_OK[row_rule][0], ROW_OK[row_rule][1])


@settings(max_examples=examples(1500), deadline=None)
@given(st.integers(0, 10**9))
def test_c_and_python_agree_on_random_layouts_and_row_tables(seed):
    rng = random.Random(seed)
    verdicts(random_node(rng), random_table(rng), random_table(rng))
    verdicts(node_with_stock(rng), *ROW_OK[rng.choice(ROW_RULES)])


HAND_BUILT = {
    "a card under a non-neighbour": (layout(T1="A♠ 3♠ 2♠"), (13,) * 4, (4, 1, 1, 1), ()),
    "cards in order": (layout(T1="A♠ 2♠ 3♠"), (13,) * 4, (4, 1, 1, 1), ()),
    "clubs in a pile of their row": (layout(L3="A♣ 2♣"), (13,) * 4, (1, 1, 3, 1), ()),
    "clubs in a pile of hearts": (layout(L2="A♣ 2♣"), (13,) * 4, (1, 1, 3, 1), ()),
    "bases one apart: a free suit": (layout(T1="7♠ 6♠ 8♠", T2="6♠ 7♠"), (5, 13, 13, 13), (6, 1, 1, 1), ()),
    "bases that may touch": (layout(T1="7♠ 6♠ 9♠", T2="6♠ 7♠ 8♠ 8♠"), (5, 13, 13, 13), (10, 1, 1, 1), ()),
    "every suit free": (layout(T1="A♥ 3♥ 2♥"), (6,) * 4, (7,) * 4, ()),
    "a free suit beside a buried card": (layout(T1="A♥ 3♥ 2♥", T2="6♠"), (6, 13, 13, 13), (7, 4, 1, 1), ()),
    "a top card home before the deal": (layout(T1="2♠"), (13,) * 4, (3, 1, 1, 1), codes("A♠")),
    "the stock covers a card": (layout(T1="A♠"), (13,) * 4, (4, 1, 1, 1), codes("3♠ 2♠")),
    "stock left, empty piles": (((),) * 12, (13, 12, 13, 13), (3, 1, 1, 1), codes("A♠ 2♠ K♥")),
    "a full group in the stock": (layout(L2="2♣"), (13,) * 4, (1, 1, 3, 1),
                                  codes("5♥ 5♥ 5♥ 5♥ 5♥ 5♥ 5♥ 5♥ 5♥ 5♥ A♣ 5♥")),
    "no card out": (((),) * 12, (13,) * 4, (1,) * 4, ()),
}


@pytest.mark.parametrize("name", HAND_BUILT)
@pytest.mark.parametrize("row_rule", ROW_RULES)
def test_c_and_python_agree_on_positions_built_by_hand(name, row_rule):
    verdicts(HAND_BUILT[name], ROW_OK[row_rule][0], ROW_OK[row_rule][1])
    verdicts(HAND_BUILT[name], ROW_FREE, ROW_FREE)


def test_the_doctests_verdicts():
    """The examples of bound.py and row_bound.py, in C."""
    always = ROW_OK["always"]
    assert native.hopeless(*HAND_BUILT["a card under a non-neighbour"], ROW_FREE) is True
    assert native.hopeless(*HAND_BUILT["cards in order"], ROW_FREE) is False
    assert native.hopeless(*HAND_BUILT["clubs in a pile of their row"], always[0], always[1]) is False
    assert native.hopeless(*HAND_BUILT["clubs in a pile of hearts"], always[0], always[1]) is True


def test_both_verdicts_occur_often_along_random_play():
    """Not a vacuous comparison: along random lines each bound says lost and not lost many
    times in play, in the first round and after a redeal (with stock left it says lost
    hardly ever: see the next test)."""
    counts = Counter()
    for deal in range(1, 13):
        row_rule = ROW_RULES[deal % 3]
        for node, round_ in random_play(deal, row_rule, deal % 2, deal, 250):
            phase = "dealing" if node[3] else "play"
            for bound, verdict in zip(("last", "rows"), verdicts(node, ROW_OK[row_rule][0], ROW_OK[row_rule][1])):
                counts[bound, phase, round_ > 1, verdict] += 1
    for bound in ("last", "rows"):
        for verdict in (True, False):
            assert counts[bound, "play", False, verdict] >= 10, (bound, verdict, counts)
            assert counts[bound, "play", True, verdict] >= 20, (bound, verdict, counts)
        assert counts[bound, "dealing", False, False] >= 20, (bound, counts)


def test_both_verdicts_occur_often_with_stock_left():
    rng = random.Random(36)
    counts = Counter()
    for n in range(900):
        row_rule = ROW_RULES[n % 3]
        for bound, verdict in zip(("last", "rows"), verdicts(node_with_stock(rng), *ROW_OK[row_rule])):
            counts[bound, verdict] += 1
    assert min(counts[bound, verdict] for bound in ("last", "rows") for verdict in (True, False)) >= 20, counts


# --- bad input: an error naming the field, never a crash ------------------------------------

GOOD = HAND_BUILT["cards in order"]


@pytest.mark.parametrize("bad, error, field", [
    ((GOOD[0][:11], *GOOD[1:]), ValueError, "piles"),                         # 11 piles
    ((((60,),) + GOOD[0][1:], *GOOD[1:]), ValueError, "piles[0]"),           # code 60
    ((GOOD[0], GOOD[1], GOOD[2], (-1,)), ValueError, "stock"),                # a stock card below 0
    ((GOOD[0], (13, 13, 13), GOOD[2], ()), ValueError, "a:"),                 # a of 3 rows
    ((GOOD[0], GOOD[1], (0, 1, 1, 1), ()), ValueError, "k:"),                 # a king base below the ace
    ((GOOD[0], (14, 13, 13, 13), GOOD[2], ()), ValueError, "a:"),             # an ace base above the king
    ((((0,) * 50,) + ((0,) * 47,) + ((),) * 10, *GOOD[1:]), ValueError, "piles and stock"),  # 97 cards
    ((((0,) * 97,) + ((),) * 11, *GOOD[1:]), ValueError, "piles[0]"),         # a pile of 97
    ((GOOD[0], GOOD[1], GOOD[2], (0,) * 97), ValueError, "stock"),            # a stock of 97
    ((GOOD[0], GOOD[1], GOOD[2], ("A♠",)), TypeError, "stock"),               # not a code
    ((None, *GOOD[1:]), TypeError, "piles"),                                  # no piles
    (((1.5,) + GOOD[0][1:], *GOOD[1:]), TypeError, "piles[0]"),               # a pile that is no sequence
    ((GOOD[0], None, GOOD[2], ()), TypeError, "a:"),                          # no ace bases
])
def test_bad_input_is_refused_by_name(bad, error, field):
    with pytest.raises(error, match=re.escape(field)):
        native.hopeless(*bad, ROW_FREE)
    with pytest.raises(error, match=re.escape(field)):
        native.hopeless(*bad, ROW_FREE, ROW_FREE)


@pytest.mark.parametrize("table", [ROW_FREE[:11], ROW_FREE[:11] + ((True,) * 7,), None, 3])
def test_bad_row_tables_are_refused(table):
    with pytest.raises((ValueError, TypeError), match="row_"):
        native.hopeless(*GOOD, table)
    with pytest.raises((ValueError, TypeError), match="row_play"):
        native.hopeless(*GOOD, ROW_FREE, table if table is not None else 3)
