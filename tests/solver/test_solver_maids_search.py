"""The Maids search from its own lists: a search leaves its root as it was, a seed changes the order
and never the verdict, its tables and arguments are checked by name, and the relaxation's rule for
closed packs (they are at hand only once they can open). Its results against the engine:
test_solver_maids_results.py."""
from __future__ import annotations

import pytest
from solitaire.maids import Maids
from solitaire.maids.orders import order_with
from solitaire.solver import solve
from solitaire.solver.maids.search import MaidsSearch, native_search, new_table, waste_key
from solitaire.solver.maids.bound import hopeless, wakeable


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
