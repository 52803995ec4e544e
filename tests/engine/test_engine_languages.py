"""The engine in Ukrainian and Russian: refusals, card faces and names, typed cards and moves,
saves that load in any language, and English exactly as before."""
import re

import pytest

from solitaire import Maids, Spider
from solitaire.cards import Card, Suit, card_face, card_words, parse_cards, rank_face
from solitaire.engine import status_words
from solitaire.languages.i18n import in_language, translator
from solitaire.maids import explain as maids_explain
from solitaire.moves import DEAL, REDEAL, IllegalMove, Move, typed_by_learner
from solitaire.rules import cited_summary, rules_of
from solitaire.spider import explain as spider_explain
from solitaire.spider.rules import DEALING_ORDER

CYRILLIC = re.compile("[А-Яа-яІіЇїЄєҐґ]")
LANGUAGES = ("uk", "ru")


class Refusal:
    """An IllegalMove as it was said in one language: its rule, reason and text."""

    def __init__(self, error: IllegalMove):
        self.rule, self.reason, self.citation, self.text = error.rule, error.reason, error.citation, str(error)

    def __str__(self) -> str:
        return self.text


def refusal(game, move, code: str) -> Refusal:
    with in_language(code):
        with pytest.raises(IllegalMove) as caught:
            game.copy().play(move)
        return Refusal(caught.value)


def spider_in_play() -> Spider:
    game = Spider(deal=1)
    while game.state.stock:
        game.play("deal")
    return game


# --- refusals ---------------------------------------------------------------------------------

@pytest.mark.parametrize("code, opening, words", [("uk", "Хід «M5→F2» не дозволено", "ще спить"),
                                                  ("ru", "Ход «M5→F2» не разрешён", "ещё спит")])
def test_a_maids_refusal_names_its_sentence_id_in_the_language_in_use(code, opening, words):
    error = refusal(Maids(deal=1), "M5→F2", code)
    assert error.rule == "maids.19"
    assert str(error).startswith(opening) and words in str(error) and "(maids.19: " in str(error)
    assert "playable" not in str(error)


@pytest.mark.parametrize("code, words", [("uk", "масті різні"), ("ru", "масти разные")])
def test_a_spider_refusal_names_its_sentence_id_and_its_cards_by_their_faces(code, words):
    error = refusal(spider_in_play(), "T1→T2", code)
    assert error.rule == "spider.18" and "(spider.18: " in str(error) and words in str(error)
    assert "9♣" in str(error) and "Д♥" in str(error) and "Q♥" not in str(error)


@pytest.mark.parametrize("code, typed, labelled", [
    ("ru", "L1→L2", "Ход «L1→L2» (в русской записи С12→С11) не разрешён"),
    ("uk", "l1 l2.", "Хід «L1→L2» (в українському записі С12→С11) не дозволено"),
    ("uk", "Т1→Б1", "Хід «Т1→Б1» (в українському записі С1→Б1) не дозволено"),   # Cyrillic Т: the pile T1
    ("ru", "С12→С11", "Ход «С12→С11» не разрешён"),
])
def test_a_spider_move_typed_with_english_place_names_is_quoted_as_typed_beside_the_labels(code, typed, labelled):
    # native reader ru 43: «Ход «С12→С11»» answered "L1→L2" without saying that L1 is С12
    with typed_by_learner():
        assert str(refusal(Spider(deal=1), typed, code)).startswith(labelled)
    # lesson code's T1 is not a learner's: its refusal says the labels only (a Latin T1 reads as a card there)
    assert "«С12→С11»" in str(refusal(Spider(deal=1), "L1→L2", "ru"))


@pytest.mark.parametrize("game, typed, said", [
    (Spider, "С13→Б1", "В игре «Паук» нет места «С13». Места этой игры: С1–С12, Б1–Б8 и колода."),
    (Spider, "T1→A9", "В игре «Паук» нет места «A9». Места этой игры: С1–С12, Б1–Б8 и колода."),
    (Maids, "R9→F1", "В игре «Двенадцать спящих дев» нет места «R9». Места этой игры: L1–L4, R1–R4, M1–M12, "
                     "F1–F8, штабель и колода."),
])
def test_a_place_the_game_lacks_is_said_one_way_typed_or_played_with_the_places_as_ranges(game, typed, said):
    # native readers ru 43/44 and uk 43: С13, A9 and R9 were refused three ways, the places as thirty names
    with typed_by_learner():
        assert str(refusal(game(deal=7), typed, "ru")) == said


@pytest.mark.parametrize("typed", ["L2→F1.", "l2 f1 .", "deal."])
def test_a_full_stop_after_a_move_ends_the_sentence_and_is_no_part_of_the_move(typed):
    # native reader uk 43: «M3→F1.» was refused as no place «F1.»
    assert Move.parse(typed) == Move.parse(typed.rstrip(" ."))


@pytest.mark.parametrize("code", ("en", *LANGUAGES))
def test_an_empty_pile_has_no_card_to_move_and_its_refusal_cites_no_sentence(code):
    # no sentence forbids moving nothing, and one cited beside "nothing to move" read as its reason
    error = refusal(Spider(deal=1), "L1→A1", code)
    assert error.rule == "spider.14" and error.citation == ""
    assert "spider." not in str(error) and str(error).endswith(("move", "нечего.", "переносити."))


@pytest.mark.parametrize("code, reading", [("uk", "наше прочитання spider.24: коли колода порожня"),
                                           ("ru", "наше прочтение spider.24: когда колода пуста")])
def test_a_refusal_by_a_reading_says_so_in_the_language_in_use(code, reading):
    error = refusal(Spider(deal=1), "redeal", code)
    assert reading in str(error) and CYRILLIC.search(error.reason)


@pytest.mark.parametrize("code, cards", [("uk", ("96 карт", "1 карта", "3 карти")),
                                         ("ru", ("96 карт", "1 карта", "3 карты"))])
def test_counts_take_the_plural_form_of_the_language(code, cards):
    assert cards[0] in str(refusal(Spider(deal=1), "redeal", code))
    assert cards[1] in str(refusal(second_round_with_stock(1), "redeal", code))
    assert cards[2] in str(refusal(second_round_with_stock(3), "redeal", code))


def second_round_with_stock(size: int) -> Spider:
    """A second round dealt but for ``size`` cards (a short last group is possible after a redeal)."""
    order = [str(card) for card in Spider(deal=1).order]
    dealt = order[:96 - size]
    piles = {name: dealt[index::12] for index, name in enumerate(DEALING_ORDER)}
    return Spider.from_layout({**piles, "stock": order[96 - size:]}, round=2)


def every_refusal(game):
    """Every move between two of the game's places that is refused, and deal/redeal if refused."""
    legal = set(game.legal_moves())
    moves = [Move(a, b) for a in game.place_names for b in game.place_names] + [DEAL, REDEAL]
    return [move for move in moves if move not in legal]


POSITIONS = [Maids(deal=1), Maids(deal=5, waste_playable=True, follow_suit=True), Spider(deal=1), spider_in_play()]


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("game", POSITIONS, ids=lambda g: f"{g.game_name}-{len(g.history)}")
def test_every_refusal_of_a_position_is_translated_and_keeps_its_rule(game, code):
    for move in every_refusal(game):
        english, translated = refusal(game, move, "en"), refusal(game, move, code)
        assert translated.rule == english.rule
        assert str(translated) != str(english) and CYRILLIC.search(str(translated)), str(english)
        if english.citation:   # an empty pile's refusal cites nothing: "nothing to move" needs no sentence
            assert f"{english.rule}: " in str(translated)
        assert bool(translated.citation) == bool(english.citation)


@pytest.mark.parametrize("module, game", [(spider_explain, "spider"), (maids_explain, "maids")])
def test_every_rule_summary_a_refusal_cites_is_marked_for_the_catalog(module, game):
    assert set(module.RULE_SUMMARIES) == {cited_summary(rule.function) for rule in rules_of(game)}
    engine = translator("engine")
    for code in LANGUAGES:
        with in_language(code):
            assert all(CYRILLIC.search(engine(summary)) for summary in module.RULE_SUMMARIES)


def test_english_refusals_are_exactly_as_before():
    assert str(refusal(Maids(deal=1), "M5→F2", "en")) == (
        "M5→F2 is not allowed: M5 is still asleep (maids.19: The playable cards are all the side-column cards "
        "and the top cards of the open packets)")
    assert str(refusal(Spider(deal=1), "redeal", "en")) == (
        "redeal is not allowed: the stock still has 96 cards: the piles are gathered for a redeal only after the "
        "whole stock is dealt (our reading of spider.24: the piles may be gathered and dealt again by the same "
        "rules whenever the stock is empty)")
    assert str(refusal(spider_in_play(), "T1→T2", "en")) == (
        "T1→T2 is not allowed: 9♣ may not go onto Q♥: the suits differ (spider.18: A card goes onto a pile's top "
        "card of the same suit that is one rank lower or higher)")


# --- card faces and card words ------------------------------------------------------------------

@pytest.mark.parametrize("code, faces, jack, ten", [
    ("en", ("A", "J", "Q", "K"), "jack of diamonds", "10 of hearts"),
    ("uk", ("Т", "В", "Д", "К"), "бубновий валет", "чирвова десятка"),
    ("ru", ("Т", "В", "Д", "К"), "валет бубен", "десятка червей"),
])
def test_card_faces_and_words_follow_the_language(code, faces, jack, ten):
    with in_language(code):
        assert tuple(rank_face(rank) for rank in (1, 11, 12, 13)) == faces
        assert [rank_face(rank) for rank in range(2, 11)] == [str(rank) for rank in range(2, 11)]
        assert card_face(Card(11, Suit.DIAMONDS)) == faces[1] + "♦"
        assert card_words(Card(11, Suit.DIAMONDS)) == jack and card_words(Card(10, Suit.HEARTS)) == ten
        assert str(Card(11, Suit.DIAMONDS)) == "J♦" and repr(Card(12, Suit.SPADES)) == "Card.parse('Q♠')"


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_card_has_its_own_words_in_each_language(code):
    with in_language(code):
        words = {card_words(Card(rank, suit)) for rank in range(1, 14) for suit in Suit}
    assert len(words) == 52 and all(CYRILLIC.search(word) for word in words)


# --- typed cards and moves ------------------------------------------------------------------------

@pytest.mark.parametrize("text, card", [
    ("В♦", "J♦"), ("вб", "J♦"), ("Д♥", "Q♥"), ("дч", "Q♥"), ("К♣", "K♣"), ("Кт", "K♣"), ("Т♠", "A♠"),
    ("Тп", "A♠"), ("тТ", "A♣"), ("10ч", "10♥"), ("А♠", "A♠"), ("T♠", "10♠"), ("Th", "10♥"), ("QD", "Q♦"),
])
def test_cards_are_read_as_ukrainian_russian_or_english_players_write_them(text, card):
    assert str(Card.parse(text)) == card


def test_cyrillic_te_is_the_ace_and_latin_t_the_ten():
    assert Card.parse("\u0422♠").rank == 1 and Card.parse("T♠").rank == 10


def test_a_list_of_cards_may_mix_the_languages():
    assert [str(card) for card in parse_cards("Т♠ В♦ 10ч Qc")] == ["A♠", "J♦", "10♥", "Q♣"]


@pytest.mark.parametrize("text", ["A\u0405", "Ж♠", "Вж", "В♤", "\u212a♠"])
def test_other_look_alikes_are_still_not_cards(text):
    with pytest.raises(ValueError, match="as a card"):
        Card.parse(text)


@pytest.mark.parametrize("code, words", [("uk", "Не вдалося розпізнати карту «Ж♠»"),
                                         ("ru", "Не удаётся разобрать карту «Ж♠»:")])
def test_a_card_that_cannot_be_read_is_explained_in_the_language_in_use(code, words):
    with in_language(code), pytest.raises(ValueError) as caught:
        Card.parse("Ж♠")
    assert str(caught.value).startswith(words) and "В, Д, К" in str(caught.value)
    assert "U+" not in str(caught.value)   # a letter of the class's alphabet is not a look-alike to name (ru 19)


def test_a_look_alike_sign_is_still_named_in_ukrainian():
    with in_language("uk"), pytest.raises(ValueError) as caught:
        Card.parse("\u212a♠")     # the Kelvin sign, not the letter K
    assert "U+212A" in str(caught.value)


@pytest.mark.parametrize("code, text, named", [
    ("en", "10♠!", "('!' after 10♠ is not part of a card)"),
    ("en", "T♠x", "('x' after T♠ is not part of a card)"),
    ("en", "10.♠", "('.' is not part of a card)"),
    ("uk", "10♠!", "(зайвий символ «!» після 10♠)"),
    ("uk", "Т♠x", "(зайвий символ «x» після Т♠)"),
    ("ru", "10♠!", "(лишний символ «!» после 10♠)"),
    ("ru", "T♠x", "(лишний символ «x» после T♠)"),
    ("ru", "10.♠", "(лишний символ «.»)"),
])
def test_a_card_refusal_names_the_character_it_cannot_read(code, text, named):
    """«10♠!» was refused with only how to write a card: the learner could not see that the stray «!» was the slip."""
    with in_language(code), pytest.raises(ValueError) as caught:
        Card.parse(text)
    assert named in str(caught.value)


@pytest.mark.parametrize("text", ["queen", "дама", "валет червей", "1♠"])
def test_a_word_is_not_said_to_hold_a_stray_character(text):
    """A card written as a word has no one character to blame: the refusal shows how to write a card."""
    with in_language("ru"), pytest.raises(ValueError) as caught:
        Card.parse(text)
    assert "символ" not in str(caught.value)


@pytest.mark.parametrize("text, move", [
    ("М3 → Т1", "M3→T1"), ("м3 т1", "M3→T1"), ("Т1->А1", "T1→A1"), ("В2 К4", "B2→K4"),
    ("колода штабель", "stock→waste"), ("штабель F1", "waste→F1"), ("сдать", "deal"), ("Роздати", "deal"),
    ("пересдать", "redeal"), ("перероздати", "redeal"),
])
def test_moves_typed_on_a_cyrillic_keyboard_are_read_canonically(text, move):
    assert str(Move.parse(text)) == move


@pytest.mark.parametrize("text", ["Л1 F1", "Р1 F1", "Ф1 M1"])
def test_cyrillic_letters_that_are_no_place_letters_twin_are_refused(text):
    with pytest.raises(IllegalMove, match="not a place name"):
        Move.parse(text)


def test_a_game_played_in_cyrillic_keeps_the_canonical_notation():
    game = Maids(deal=1)
    with in_language("ru"):
        assert game.play("R1 F1") == Move("R1", "F1") and game.play("сдать") == DEAL
    assert [str(move) for move in game.history] == ["R1→F1", "deal"]
    spider = Spider(deal=1)
    spider.play("роздати")
    spider.play("здати")
    assert spider.play("Т2 → К3") == Move("T2", "K3")     # Cyrillic Т and К, as a Cyrillic keyboard types them
    assert [str(move) for move in spider.history] == ["deal", "deal", "T2→K3"]


# --- saves ----------------------------------------------------------------------------------------

def test_a_game_saved_in_ukrainian_loads_in_russian_as_the_same_game():
    with in_language("uk"):
        game = Maids(deal=3)
        for _turn in range(12):
            game.play(game.legal_moves()[0])
        saved = game.to_json()
    with in_language("en"):
        assert game.to_json() == saved
    assert not CYRILLIC.search(saved)
    with in_language("ru"):
        loaded = Maids.from_json(saved)
    assert loaded.state == game.state and loaded.history == game.history


def test_a_spider_saved_in_russian_after_cyrillic_moves_loads_in_english():
    with in_language("ru"):
        game = Spider(deal=2)
        game.play("сдать")
        for move in game.legal_moves():
            if move.source in ("T1", "T2", "B1", "B2"):
                game.play(str(move).replace("T", "Т").replace("A", "А").replace("K", "К"))
                break
        saved = game.to_json()
    loaded = Spider.from_json(saved)
    assert loaded.state == game.state and loaded.history == game.history


@pytest.mark.parametrize("code, words", [("uk", "у збереженій грі бракує поля 'deal'"),
                                         ("ru", "в сохранённой игре нет поля 'deal'")])
def test_a_bad_save_is_refused_in_the_language_in_use(code, words):
    with in_language(code), pytest.raises(ValueError) as caught:
        Maids.from_json("{}")
    assert str(caught.value) == words


# --- what else a class reads: options, layouts, the text boards ---------------------------------

@pytest.mark.parametrize("code, words", [("uk", "неприпустимий"), ("ru", "недопустим")])
def test_a_bad_option_is_refused_in_the_language_in_use(code, words):
    with in_language(code), pytest.raises(ValueError) as caught:
        Maids(deal=1, follow_suit=3)
    assert words in str(caught.value) and "follow_suit=3" in str(caught.value)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_option_help_is_in_the_catalog(code):
    engine = translator("engine")
    with in_language(code):
        for game in (Spider, Maids):
            for name, option in game.options.items():
                assert CYRILLIC.search(engine(option.help)), name


@pytest.mark.parametrize("code, words", [("uk", "K2: В♥ не лягає на К♥: сюди йде Д♥ (spider.5)"),
                                         ("ru", "K2: В♥ не ложится на К♥: сюда идёт Д♥ (spider.5)")])
def test_a_layout_error_names_place_cards_and_sentence_in_the_language_in_use(code, words):
    with in_language(code), pytest.raises(ValueError) as caught:
        Spider.from_layout({"K2": ["K♥", "J♥"]})
    assert str(caught.value) == words


@pytest.mark.parametrize("code, words", [("uk", ("колода 48 · штабель 0 · гра триває", "R1 В♦")),
                                         ("ru", ("колода 48 · штабель 0 · игра идёт", "R1 В♦"))])
def test_the_maids_text_board_reads_in_the_language_in_use(code, words):
    with in_language(code):
        board = str(Maids(deal=1))
    assert board.splitlines()[-1] == words[0] and words[1] in board


@pytest.mark.parametrize("code, header", [
    ("uk", "Павук · коло 1 з 2 (лишилася 1 перездача) · триває роздача · колода 96 · гра триває"),
    ("ru", "Паук · тур 1 из 2 (осталась 1 пересдача) · идёт раздача · колода 96 · игра идёт"),
])
def test_the_spider_text_board_reads_in_the_language_in_use(code, header):
    with in_language(code):
        assert str(Spider(deal=1)).splitlines()[0] == header


def test_the_text_boards_and_status_words_are_unchanged_in_english():
    assert str(Spider(deal=1)).splitlines()[0] == "Spider · round 1 of 2 (1 redeal left) · dealing · stock 96 · playing"
    assert str(Maids(deal=1)).splitlines()[-1] == "stock 48 · waste 0 · playing"   # one separator, as Spider's
    assert [status_words(status) for status in ("playing", "won", "lost")] == ["playing", "won", "lost"]


def test_a_refusal_is_said_again_in_the_new_language_after_a_switch():
    with pytest.raises(IllegalMove) as played:
        Maids(deal=1).play("M5→F2")
    with pytest.raises(IllegalMove) as typed:
        Move.parse("xx")
    with in_language("uk"):
        assert str(played.value).startswith("Хід «M5→F2» не дозволено: пачка M5 ще спить (maids.19: ")
        assert str(typed.value).startswith("Не вдалося розпізнати хід «xx»")
    with in_language("ru"):
        assert str(played.value).startswith("Ход «M5→F2» не разрешён: дева M5 ещё спит (maids.19: ")
    assert str(played.value).startswith("M5→F2 is not allowed: M5 is still asleep")
    assert str(typed.value).startswith("cannot read 'xx' as a move")


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_a_cited_rule_goes_on_in_lower_case_after_its_colon(code):
    """«(maids.19: Ігрові карти …)» read as a new sentence inside brackets (native readers): uk and ru go on in lower case."""
    citation = str(refusal(Maids(deal=1), "M5→F2", code)).partition("(maids.19: ")[2]
    assert citation[:1].islower(), citation
    assert "(maids.19: The playable" in str(refusal(Maids(deal=1), "M5→F2", "en"))


@pytest.mark.parametrize("text", ["В ч", "валет червей", "Д ♦"])
def test_a_card_written_with_a_space_or_in_words_is_not_said_to_hold_an_unreadable_character(text):
    """«В» and «ч» are the card's own letters: the refusal shows how to write the card, it names no U+ code."""
    with in_language("ru"), pytest.raises(ValueError) as caught:
        Card.parse(text)
    assert "U+" not in str(caught.value) and "«Дб»" in str(caught.value)


# --- issue 44, the native readers' code-level points: status lines and the labelled Spider board ---

def spider_without_redeals() -> Spider:
    game = Spider(deal=1)
    while game.state.stock:
        game.play("deal")
    game.play("redeal")
    return game


@pytest.mark.parametrize("code", ("en",) + LANGUAGES)
def test_a_spider_header_with_no_redeal_left_says_so_in_words_not_as_zero(code):
    engine = translator("engine")
    with in_language(code):
        header = str(spider_without_redeals()).splitlines()[0]
        wanted = engine("Spider · round {round} of {rounds} (no redeal left) · {phase} · stock {count} · {status}")
    assert "(0 " not in header and header.startswith(wanted.split("{round}")[0])
    if code == "en":
        assert header == "Spider · round 2 of 2 (no redeal left) · dealing · stock 96 · playing"


@pytest.mark.parametrize("code", ("en",) + LANGUAGES)
def test_the_maids_status_line_has_one_separator_between_its_parts(code):
    with in_language(code):
        line = str(Maids(deal=1, follow_suit=True)).splitlines()[-1]
    assert "  " not in line and line.count(" · ") == 3


def spider_with_cards() -> Spider:
    game = Spider(deal=10)
    for _deal in range(3):
        game.play("deal")
    return game


@pytest.mark.parametrize("code", ("en",) + LANGUAGES)
def test_the_spider_text_board_keeps_its_columns_with_labels_of_two_widths(code):
    """С12: beside С9: (a label longer than the English L1) moves every line of the figure, not one."""
    with in_language(code):
        lines = str(spider_with_cards()).splitlines()[1:]
    bars = {line.index("|") for line in lines if "|" in line}
    piles = {line.index(":") for line in lines if "|" not in line}
    assert len(bars) == 1 and len(piles) == 1, lines
    if code == "en":   # as it was
        assert lines[2] == "L1: 2♦ 2♣ Q♦ | A1 A♠  K1 K♠ | R1: J♥ 10♦ 4♠"


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("game, move, word", [(Spider(deal=1), REDEAL, {"uk": "перездати", "ru": "пересдать"}),
                                              (Maids(deal=1), Move("M5", "F2"), {"uk": "M5→F2", "ru": "M5→F2"})])
def test_a_refused_move_is_quoted_once_wherever_the_refusal_is_said(game, move, word, code):
    """The catalog quotes the move («Ход «пересдать» не разрешён»): the game's play and a puzzle or a click
    (which say the game's explain) say it alike, never ««пересдать»» nor a bare verb."""
    from solitaire.moves import localized_places
    with in_language(code):
        with pytest.raises(IllegalMove) as played:
            game.copy().play(move)
        said = str(played.value)
        explained = localized_places(str(game.explain(game.state, move)), game.game_name)
    assert said == explained and explained.count(f"«{word[code]}»") == 1, explained


@pytest.mark.parametrize("code, typed, said", [("en", "2♦→Б4", "'2♦' is a card, and a move names places"),
                                              ("uk", "2♦→Б4", "«2♦» — це карта, а в ході пишуть назви місць"),
                                              ("uk", "T♠→Б1", "«T♠» — це карта, а в ході пишуть назви місць")])
def test_a_card_typed_for_a_place_in_a_move_is_called_a_card(code, typed, said):
    # native readers uk 45 and 46: «2♦→Б4» (and a Latin «T♠→Б1») was answered «… — не назва місця»
    with in_language(code), typed_by_learner():
        assert said in str(refusal(Spider(deal=7), typed, code))
