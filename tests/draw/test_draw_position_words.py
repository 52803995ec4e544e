"""The text alternative of a board (issue 33): the position in words, as a player names it."""
from solitaire import Maids, Spider
from solitaire.draw.words import card_words, position_words


def test_a_maids_position_by_name_in_words():
    game = Maids.from_layout({"L1": ["J♠"], "F1": ["J♥", "10♣"], "M1": ["3♦", "7♣"], "waste": ["2♦"]}, opened=2)
    lines = position_words(game).splitlines()
    assert lines == [
        "Twelve Sleeping Maids, a position by name, no move played yet.",
        "The arc: F1: 10 of clubs on top, 2 cards; empty: F2, F3, F4, F5, F6, F7, F8.",
        "Side columns: L1: jack of spades; empty: L2, L3, L4, R1, R2, R3, R4.",
        "Awake maids: M1: 7 of clubs on top, 2 cards; M2: empty.",
        "Asleep, face down: M3 to M12, 0 cards each.",
        "Stock: 98 cards. Waste: 1 card, 2 of diamonds on top.",
    ]


def test_a_spider_position_names_every_card_of_every_pile_top_last():
    game = Spider.from_layout({"A1": ["A♠", "2♠"], "T1": ["3♠"]}, round=2)
    words = position_words(game)
    assert "A1: 2 of spades on top, 2 cards; K1: king of spades;" in words
    assert "T1: 3 of spades (top); empty: T2, L1, L2" in words
    dealt = Spider(deal=3)
    dealt.play("deal"), dealt.play("deal")
    first, second = dealt.cards("T1")
    assert f"T1: {card_words(first)}, {card_words(second)} (top)" in position_words(dealt)


def test_the_words_follow_the_game_move_by_move_and_say_the_end():
    game = Maids(deal=1)
    before = position_words(game)
    game.play("deal")
    after = position_words(game)
    assert after != before and after.startswith("Twelve Sleeping Maids, deal 1, 1 move played.")
    spider = Spider(deal=2)
    spider.play("deal")
    assert position_words(spider).startswith("Spider, deal 2, round 1, dealing, 1 move played.")


def test_cards_are_said_in_words_not_symbols():
    card = Maids(deal=3).cards("L3")[-1]
    assert card_words(card) == "queen of spades"
    assert not any(symbol in position_words(Maids(deal=3)) for symbol in "♠♥♦♣")


def test_one_or_two_sleeping_maids_are_not_counted_as_a_range():
    """"M12, 4 cards each" after one place and "M11 to M12" for two read wrong aloud (a native reader)."""
    jacks = {f"F{k}": [f"J{suit}"] for k, suit in enumerate("♠♥♦♣♠♥♦♣", start=1)}
    one = Maids.from_layout({**jacks, "M12": ["2♦", "3♦", "4♦", "5♦"]}, opened=11)
    assert "Asleep, face down: M12, 4 cards." in position_words(one).splitlines()
    two = Maids.from_layout({**jacks, "M11": ["2♦", "3♦", "6♦", "7♦"], "M12": ["4♦", "5♦", "8♦", "9♦"]}, opened=10)
    assert "Asleep, face down: M11 and M12, 4 cards each." in position_words(two).splitlines()
