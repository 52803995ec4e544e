"""The Maids search in C and its Python reference: the same verdicts, node counts and lines;
and the relaxation's rule for closed packs (they are at hand only once they can open)."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from budget import examples, sample

from maids_random_play import randomly_played
from solitaire.maids import Maids
from solitaire.maids.orders import order_with
from solitaire.solver import solve
from solitaire.solver.maids import codes
from solitaire.solver.maids.search import MaidsSearch, native_search, new_table, waste_key
from solitaire.solver.maids.bound import hopeless, wakeable


def both_searches(state, guess=False, **options):
    """(verdict, nodes, line, doubted) of the C search and of the Python search from ``state``;
    ``guess``: both also guess (solitaire.solver.maids.guess), each with a table of its own."""
    results = []
    for native in (True, False):
        guessed = new_table(native) if guess else None
        search = MaidsSearch(state, lost=new_table(native), guessed=guessed, **options)
        verdict = search.run()
        results.append((verdict, search.nodes, search.line, search.doubted))
    return results


def test_the_c_search_is_built():
    """``pip install`` compiles solitaire/solver/maids/_search.c (gcc and the Python headers are needed)."""
    assert native_search is not None, "the C search was not built: install with a C compiler"


@pytest.mark.parametrize("follow_suit", [False, True])
@pytest.mark.parametrize("order", MaidsSearch.ORDERS)
def test_c_and_python_searches_agree_on_deals(order, follow_suit):
    for deal in sample(range(1, 7), 3):  # the Python search is slow: 3 deals everyday, 6 thorough
        state = Maids(deal=deal, follow_suit=follow_suit).state
        c, python = both_searches(state, max_nodes=1500, order=order)
        assert c == python, f"deal {deal}"


@pytest.mark.parametrize("follow_suit", [False, True])
def test_c_and_python_searches_agree_when_guessing(follow_suit):
    for deal in (1, 2, 3, 426, 2174):  # 426: won at once; 2174: only doubted at its root
        state = Maids(deal=deal, follow_suit=follow_suit).state
        c, python = both_searches(state, guess=True, max_nodes=1500, order=MaidsSearch.ORDERS[0])
        assert c == python, f"deal {deal}"


@pytest.mark.parametrize("follow_suit", [False, True])
@pytest.mark.parametrize("seed, lookahead", [(1, 0), (0, 3), (12345, 3), (2**64 - 1, 48)])
def test_c_and_python_searches_agree_with_shuffled_ties_and_a_stock_lookahead(seed, lookahead, follow_suit):
    for deal in sample(range(1, 5), 2):  # 2 deals everyday, 4 thorough
        state = Maids(deal=deal, follow_suit=follow_suit).state
        c, python = both_searches(state, max_nodes=1500, seed=seed, lookahead=lookahead)
        assert c == python, f"deal {deal}"


# Deals whose first try (3,000 positions) does not decide, so solve() also plays the second
# relaxation out from the root (solitaire.solver.maids.packs) and tries again.
UNDECIDED_AT_FIRST = {False: [5, 12, 24, 25, 33, 42], True: [3, 48, 52, 290]}


@pytest.mark.parametrize("follow_suit", [False, True])
def test_solve_gives_the_same_verdicts_and_nodes_without_the_c_search(follow_suit, monkeypatch):
    """As on a machine without a C compiler. Deal 42 (won) was once called lost there in 3,002
    positions: the Python search left its lists at the position where its budget ran out, and
    the second relaxation read them as the root. The everyday run takes half the deals (and 42),
    the thorough run all."""
    deals = sample(UNDECIDED_AT_FIRST[follow_suit], 2, always=(42,))
    def verdicts():
        return [(deal, result.verdict, result.nodes) for deal in deals
                for result in [solve(Maids(deal=deal, follow_suit=follow_suit), max_nodes=6000, replay=False)]]
    in_c = verdicts()
    monkeypatch.setattr(codes, "native_search", None)  # new tables are Python sets: the Python search runs
    assert verdicts() == in_c


@pytest.mark.parametrize("native", [True, False])
@pytest.mark.parametrize("max_nodes", [50, None])
def test_a_search_leaves_the_lists_of_its_root_as_they_were(native, max_nodes):
    """Whether the budget ran out (50 positions) or the search won (126), its lists are still the
    root: the second relaxation and a second run() read them."""
    search = MaidsSearch(Maids(deal=42).state, max_nodes=max_nodes, lost=new_table(native))
    root = (list(search.played), list(search.side), list(search.waste), [list(p) for p in search.packs])
    assert search.run() == ("unknown" if max_nodes else "won")
    assert (search.played, search.side, search.waste, search.packs) == root


def test_a_seed_changes_the_order_not_the_verdict():
    state = Maids(deal=13).state
    searches = [MaidsSearch(state, seed=seed, lookahead=3, lost=new_table()) for seed in (0, 1, 2)]
    assert {search.run() for search in searches} == {solve(Maids(deal=13)).verdict}
    assert len({search.nodes for search in searches}) > 1


@pytest.mark.parametrize("field, value", [("seed", -1), ("seed", 2**64), ("lookahead", -1), ("lookahead", 49)])
def test_a_bad_seed_or_lookahead_is_refused(field, value):
    with pytest.raises(ValueError, match=field):
        MaidsSearch(Maids(deal=1).state, **{field: value})


def test_waste_piles_that_read_the_same_are_one_position():
    """Two dealt 5s, one went to the waste: whichever it was, the rest of the game is the same."""
    seq = [5, 7, 5, 9, 7]
    assert waste_key([0], seq) == waste_key([2], seq)
    assert waste_key([0, 1], seq) == waste_key([2, 4], seq) != waste_key([1, 2], seq)
    assert waste_key([], seq) == 0


@settings(max_examples=examples(25), deadline=None)
@given(deal=st.integers(1, 10**6), moves=st.integers(0, 60), seed=st.integers(0, 1000), follow_suit=st.booleans(),
       search_seed=st.sampled_from([0, 7]), lookahead=st.sampled_from([0, 3]), guess=st.booleans())
def test_c_and_python_searches_agree_in_mid_game(deal, moves, seed, follow_suit, search_seed, lookahead, guess):
    """From positions reached by random play (waste, side columns, open packs all vary)."""
    game = randomly_played(deal, moves, seed, follow_suit)
    if game is None:
        return
    c, python = both_searches(game.state, guess=guess, max_nodes=800, seed=search_seed, lookahead=lookahead)
    assert c == python


def test_c_table_is_shared_between_searches():
    """A second search with the same table starts from the positions the first proved lost."""
    state = Maids(deal=13).state
    table = new_table(True)
    MaidsSearch(state, max_nodes=2000, lost=table).run()
    assert native_search.table_size(table) > 0


def test_c_search_refuses_a_bad_table():
    with pytest.raises(TypeError, match="lost: a table from new_table"):
        MaidsSearch(Maids(deal=1).state, lost=object())


@pytest.mark.parametrize("native", [True, False])
def test_a_search_refuses_a_guess_table_that_is_not_its_own(native):
    lost = new_table(native)
    for guessed in (lost, new_table(not native), object()):
        with pytest.raises(TypeError, match="guessed: a table of its own"):
            MaidsSearch(Maids(deal=1).state, lost=lost, guessed=guessed)


def test_maids_14_closed_packs_wake_only_by_jacks_so_sleeping_jacks_lose_at_once():
    """maids.14: packs open when jacks go to the arc. With all eight jacks asleep in the
    closed packs M1 and M2, no pack can ever open and no card fits the empty arc: the
    relaxation sees it at the first position, without playing a move."""
    game = Maids(order=order_with({"M1": "J♠ J♠ J♥ J♥", "M2": "J♦ J♦ J♣ J♣"}))
    for native in (True, False):
        search = MaidsSearch(game.state, max_nodes=1, lost=new_table(native))
        assert search.run() == "lost" and search.nodes == 1
    assert solve(game).verdict == "lost"


def test_wakeable_counts_jacks_and_last_opened_packs():
    assert wakeable(0, 0, 0, 0) == 0          # no jack, no open pack: nothing opens
    assert wakeable(0, 0, 1, 0) == 2          # the first jack of the game opens two
    assert wakeable(2, 1, 2, 1) == 5          # later jacks one each, plus the last opened pack's top
    assert wakeable(10, 1, 8, 3) == 12        # never more than twelve


@pytest.mark.parametrize("field, value, message", [
    ("side", [0] * 7, "side: 7 items, not 8"),
    ("side", [0] * 7 + [13], "side: 13 is not in -1..12"),
    ("opened", 13, "opened: 0..12"),
    ("seq", [99], "seq: 99 is not in 0..12"),
])
def test_c_search_names_the_field_of_a_bad_argument(field, value, message):
    arguments = dict(types=13, copies=8, order=(0,) * 6, side=[-1] * 8, packs=[[]] * 12, seq=[], waste_len=0,
                     opened=0, played=[8] * 13, max_nodes=-1, max_seconds=-1.0, bound=True,
                     table=native_search.new_table())
    arguments[field] = value
    with pytest.raises(ValueError, match=message):
        native_search.search(*arguments.values())


def relaxation_says(side, waste, stock):
    """hopeless() without suits, every jack, ten, nine, eight and seven in the arc (each
    foundation wants a 6), no packs: ``side``, ``waste`` (bottom first) and ``stock``
    (next first) given as ranks."""
    place = {6: 5, 5: 6, 4: 7}
    seq = [place[rank] for rank in waste + stock]
    played = [8, 8, 8, 8, 8] + [0] * 8
    return hopeless([t == 0 for t in range(13)], played, [place[rank] for rank in side] + [-1] * 7,
                    list(range(len(waste))), seq, len(waste), [[]] * 12, [0] * 12, [0] * 12, 12, 8)


def test_a_stock_card_that_cannot_fit_when_dealt_buries_the_waste():
    """Side 5, waste 4, stock 5 then 6. The first 5 cannot fit when dealt (no 6 yet): it
    lands on the 4. After the 6, one 5 plays and draws the other, which no 6 is left for:
    the 4 under it never comes out."""
    assert relaxation_says(side=[5], waste=[4], stock=[5, 6])
    # With a second 6 the buried 5 plays too, and draws the 4: won.
    assert not relaxation_says(side=[5], waste=[4], stock=[5, 6, 6])


@pytest.mark.parametrize("follow_suit, deals", [(False, range(1, 13)), (True, [2674])])
def test_the_relaxation_never_refutes_a_position_of_a_winning_line(follow_suit, deals):
    for deal in deals:
        game = Maids(deal=deal, follow_suit=follow_suit)
        result = solve(game, max_nodes=2_000_000)
        assert result.verdict == "won"
        for move in (None,) + result.moves:
            if move is not None:
                game.play(move)
            if game.status != "playing":
                break
            search = MaidsSearch(game.state)
            is_jack = [t % 13 == 0 for t in range(search.types)]
            assert not hopeless(is_jack, search.played, search.side, search.waste, search.seq, len(search.waste),
                                search.packs, [0] * 12, [len(p) for p in search.packs], search.opened,
                                sum(search.played[t] for t in range(search.types) if is_jack[t])), (deal, move)
