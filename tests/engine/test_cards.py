"""Cards, their text forms, the two decks and numbered deals (RULES.md, "Cards and deal numbers")."""
import pytest
from hypothesis import given, strategies as st

from solitaire.cards import (Card, SplitMix64, Suit, dealing_order, format_cards, parse_cards,
                             shuffled, two_decks)

GOLDEN_FIRST_TWELVE = {
    ("spider", 1): "8♦ 6♥ 10♥ 6♦ 9♥ J♦ K♦ J♣ 7♦ 7♥ 4♠ A♦",
    ("spider", 42): "10♣ A♠ 7♣ 4♦ 9♠ 5♠ 6♥ 6♠ 7♦ 5♦ 7♥ 6♦",
    ("maids", 1): "6♦ 7♦ J♠ 8♠ K♣ 7♥ 6♣ 8♠ 6♠ 9♠ 5♠ 10♦",
    ("maids", 42): "Q♥ 6♠ 9♠ 5♦ A♥ 10♥ 8♣ 4♦ 5♠ 8♦ 3♦ J♠",
}


@pytest.mark.parametrize("game, deal", sorted(GOLDEN_FIRST_TWELVE))
def test_golden_deals_first_twelve_cards(game, deal):
    assert format_cards(dealing_order(game, deal)[:12]) == GOLDEN_FIRST_TWELVE[game, deal]


def test_spider_deals_96_cards_without_one_ace_and_one_king_of_each_suit():
    order = dealing_order("spider", 1)
    assert len(order) == 96
    for suit in Suit:
        assert order.count(Card(1, suit)) == 1
        assert order.count(Card(13, suit)) == 1
        assert order.count(Card(7, suit)) == 2


def test_maids_deals_all_104_cards():
    assert sorted(dealing_order("maids", 7)) == sorted(two_decks())


def test_two_decks_canonical_order():
    deck = two_decks()
    assert len(deck) == 104 and len(set(deck)) == 52
    assert format_cards(deck[:3]) == "A♠ 2♠ 3♠"
    assert str(deck[13]) == "A♥" and str(deck[26]) == "A♦" and str(deck[39]) == "A♣"
    assert deck[52:] == deck[:52]


def test_splitmix64_reference_values():
    # Reference outputs of SplitMix64 seeded with 0 (the published test vector).
    rng = SplitMix64(0)
    assert [rng.next() for _ in range(3)] == [
        0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_below_is_in_range_and_uses_no_python_random(monkeypatch):
    import random
    monkeypatch.setattr(random, "random", lambda: pytest.fail("python's random was used"))
    monkeypatch.setattr(random, "shuffle", lambda *a: pytest.fail("python's random was used"))
    rng = SplitMix64(5)
    assert all(0 <= rng.below(n) < n for n in range(1, 200))
    assert dealing_order("maids", 5) == dealing_order("maids", 5)


def test_shuffle_is_fisher_yates_on_a_copy():
    cards = two_decks()
    mixed = shuffled(cards, 3)
    assert cards == two_decks() and sorted(mixed) == sorted(cards) and mixed != cards


@pytest.mark.parametrize("bad", [-1, 2**64, 1.5, "7", None, True, [1]])
def test_bad_deal_numbers_are_rejected(bad):
    with pytest.raises(ValueError, match="deal number"):
        dealing_order("maids", bad)


def test_largest_deal_number_is_accepted():
    assert len(dealing_order("maids", 2**64 - 1)) == 104


def test_unknown_game_is_rejected():
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        dealing_order("chess", 1)


@pytest.mark.parametrize("text, expected", [
    ("A♠", "A♠"), ("10♥", "10♥"), ("Q♦", "Q♦"), ("AS", "A♠"), ("10h", "10♥"), ("Th", "10♥"),
    ("qd", "Q♦"), ("kc", "K♣"), (" 7♣ ", "7♣"), ("tD", "10♦"), ("j♠", "J♠"),
])
def test_card_parse_forms(text, expected):
    assert str(Card.parse(text)) == expected


@pytest.mark.parametrize("bad", ["", "1♠", "11♥", "Z♦", "10", "♠", "AX", "10♥♥", "A ♠"])
def test_card_parse_errors_quote_the_text(bad):
    with pytest.raises(ValueError) as error:
        Card.parse(bad)
    assert repr(bad) in str(error.value)


def test_card_rank_must_be_1_to_13():
    for bad in (0, 14, 1.0, True):
        with pytest.raises(ValueError, match="rank"):
            Card(bad, Suit.SPADES)


def test_card_is_a_frozen_ordered_hashable_value():
    card = Card.parse("10♥")
    with pytest.raises(AttributeError):
        card.rank = 3
    assert card == Card(10, Suit.HEARTS) and hash(card) == hash(Card(10, Suit.HEARTS))
    assert Card.parse("2♣") < Card.parse("K♠")
    assert Card.parse("5♥").is_red and not Card.parse("5♣").is_red


def test_suit_symbols_and_parse():
    assert [str(s) for s in Suit] == ["♠", "♥", "♦", "♣"]
    assert Suit.parse("h") is Suit.HEARTS and Suit.parse("♣") is Suit.CLUBS
    with pytest.raises(ValueError, match="unknown suit"):
        Suit.parse("x")


def test_parse_cards_and_format_cards_round_trip():
    text = "8♦ 6♥ 10♥ 6♦"
    assert format_cards(parse_cards(text)) == text
    assert format_cards(parse_cards("8d, 6h,Th")) == "8♦ 6♥ 10♥"


@given(st.sampled_from(two_decks()))
def test_card_text_and_repr_round_trip(card):
    assert Card.parse(str(card)) == card
    assert eval(repr(card), {"Card": Card}) == card


@given(st.integers(min_value=0, max_value=2**64 - 1))
def test_every_deal_is_a_permutation(deal):
    assert sorted(dealing_order("maids", deal)) == sorted(two_decks())


@pytest.mark.parametrize("typed", ["B♥", "bч", "BH"])
def test_a_latin_b_is_the_cyrillic_jack_in_ukrainian_and_russian_and_no_card_in_english(typed):
    # native reader ru 46: a pupil on an English keyboard types B for В (валет); no English rank is B
    from solitaire.languages.i18n import in_language
    for code in ("uk", "ru"):
        with in_language(code):
            assert Card.parse(typed) == Card.parse("J♥")
    with in_language("en"), pytest.raises(ValueError, match="cannot read"):
        Card.parse(typed)
