"""What a move did (solitaire.draw.effects): one test per effect, on positions reached by name."""
from __future__ import annotations

import random

import pytest

from solitaire import texts
from solitaire.draw import describe, what_happened
from solitaire.maids import Maids
from solitaire.spider import Spider

SENTENCE_IDS = {s.id for game in ("maids", "spider") for s in texts.sentences(game)}


def play_until(game, wanted, limit=500, seed=1):
    """Play (a move with the wanted effect if one is legal, else a seeded random one) until it happens."""
    rng = random.Random(seed)
    for _ in range(limit):
        for move in game.legal_moves():
            trial = game.copy()
            trial.play(move)
            if wanted(what_happened(trial)):
                game.play(move)
                return what_happened(game)
        game.play(rng.choice(game.legal_moves()))
    raise AssertionError("the effect never happened")


def test_the_first_prince_wakes_two_packs_and_its_column_is_refilled_from_the_stock():
    game = Maids(deal=1)
    game.play("R1→F1")
    effects = what_happened(game)
    assert effects.card.rank == 11 and (effects.source, effects.target) == ("R1", "F1")
    assert effects.woken == ("M1", "M2")
    assert effects.refills == (("stock", "R1", game.cards("R1")[-1]),)
    assert [sentence for _, sentence in effects.reasons] == ["maids.14", "maids.16"]


def test_maids_14_a_later_prince_from_a_side_column_wakes_one_packet_by_its_second_clause():
    """«а при переносе каждого следующего валета - по одной пачке» (maids.14): the second J♦ of
    deal 1 goes up from R1, a side column, so its message cites maids.14, not maids.15 (which
    speaks of jacks out of the stock or a packet)."""
    game = Maids(deal=1)
    game.play("R1→F1")
    game.play("R1→F2")
    effects = what_happened(game)
    assert effects.woken == ("M3",) and [s for _, s in effects.reasons] == ["maids.14", "maids.16"]
    assert describe(effects) == "J♦ from R1 to F2: a prince, M3 wakes (maids.14); R1 refilled from the stock (maids.16)"


def test_maids_15_a_later_prince_out_of_a_packet_wakes_one_packet():
    """«при выходе валетов из колоды или из пачки "спящих дев"… по одной пачке» (maids.15)."""
    game = Maids(deal=1)
    for move in ("R1→F1", "R1→F2", "M2→F3"):
        game.play(move)
    effects = what_happened(game)
    assert effects.woken == ("M4",) and describe(effects) == "J♠ from M2 to F3: a prince, M4 wakes (maids.15)"


def test_maids_15_a_later_prince_out_of_the_stock_wakes_one_packet():
    effects = play_until(Maids(deal=4), lambda e: e.move.is_keyword and e.card.rank == 11 and len(e.woken) == 1
                         and e.target.startswith("F") and e.target != "F1")
    assert describe(effects).count("a prince, ") == 1 and describe(effects).endswith("wakes (maids.15)")


def test_maids_15_read_strictly_cites_itself_for_a_first_prince_out_of_the_stock():
    def first_jack_dealt(game):
        while not game.cards("F1"):
            game.play("deal")
        return what_happened(game)
    deal = next(d for d in range(1, 60) if not any(Maids(deal=d).cards(p)[-1].rank == 11 for p in
                                                   ("L1", "L2", "L3", "L4", "R1", "R2", "R3", "R4")))
    strict, default = first_jack_dealt(Maids(deal=deal, first_jack_from_stock=1)), first_jack_dealt(Maids(deal=deal))
    assert strict.woken == ("M1",) and [s for _, s in strict.reasons][-1] == "maids.15"
    assert default.woken == ("M1", "M2") and [s for _, s in default.reasons][-1] == "maids.14"


def test_the_last_woken_maids_top_card_wakes_the_next():
    effects = play_until(Maids(deal=4), lambda e: [s for _, s in e.reasons] == ["maids.20"])
    assert len(effects.woken) == 1 and effects.source.startswith("M")


def test_a_refill_from_the_waste_names_maids_16():
    effects = play_until(Maids(deal=4), lambda e: bool(e.refills) and e.refills[0][0] == "waste")
    origin, column, _card = effects.refills[0]
    assert column == effects.source and f"{column} refilled from the waste (maids.16)" in describe(effects)


@pytest.mark.parametrize("where", ["waste", "F"])
def test_a_dealt_card_goes_to_the_arc_or_the_waste(where):
    effects = play_until(Maids(deal=4), lambda e: e.move.is_keyword and e.target.startswith(where))
    assert effects.source == "stock" and describe(effects).startswith(f"Dealt {effects.card} to ")
    assert "(maids.18)" in describe(effects)


def test_a_spider_deal_puts_one_card_on_each_pile():
    game = Spider(deal=1)
    game.play("deal")
    effects = what_happened(game)
    assert [place for place, _ in effects.dealt] == list(game.place_names[:12])
    assert all(game.cards(place)[-1] == card for place, card in effects.dealt)
    assert describe(effects) == "Dealt 12 cards, one to each pile from T1 on (spider.11)"


def test_a_redeal_gathers_every_pile_last_first():
    effects = play_until(Spider(deal=4), lambda e: e.move.source == "redeal")
    assert effects.target == "stock" and effects.gathered[-1] == "T1" and effects.gathered[0] == "L1"
    assert describe(effects).startswith("Redeal: ") and describe(effects).endswith("(spider.24)")


@pytest.mark.parametrize("kind, deal", [(Maids, 3), (Spider, 3), (Maids, 8), (Spider, 8)])
def test_every_move_is_told_the_same_from_a_game_or_from_two_states(kind, deal):
    rng = random.Random(deal)
    game = kind(deal=deal)
    for _ in range(150):
        legal = game.legal_moves()
        if not legal:
            break
        game.play(rng.choice(legal))
        effects = what_happened(game)
        assert what_happened(kind, game.states[-2], game.states[-1]) == effects
        assert all(sentence in SENTENCE_IDS for _, sentence in effects.reasons)
        assert describe(effects)


def test_positions_no_move_joins_are_refused():
    game = Maids(deal=1)
    with pytest.raises(ValueError, match="no legal move"):
        what_happened(Maids, game.state, Maids(deal=2).state)
    with pytest.raises(ValueError, match="no move yet"):
        what_happened(game)
