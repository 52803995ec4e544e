"""What a lesson's code cells print follows the language in use: the source sentences shown with the
reader's translation and a translated note (solitaire/texts/shown.py), and the lines and titles of
solitaire/draw/narration.py, which a translated lesson prints instead of English literals."""

import re

import pytest

from solitaire import Maids, Spider, texts
from solitaire.draw import narration
from solitaire.cards import parse_cards
from solitaire.languages.i18n import in_language
from solitaire.rules import rules_of

ENGLISH_WORD = re.compile(r"\b[A-Za-z]{3,}\b")


def test_english_shows_the_original_the_english_and_the_note():
    markdown = texts.show("maids.13").markdown()
    sentence = texts.sentence("maids.13")
    assert markdown.startswith("**maids.13** (Russian)\n\n> ")
    assert "\n\n" + sentence.english.replace("*", "\\*") in markdown
    assert markdown.endswith(f"*Note: {sentence.note}*")


def test_a_ukrainian_class_reads_the_maids_text_with_its_ukrainian_and_the_spider_text_alone():
    with in_language("uk"):
        maids = texts.show("maids.2").markdown()
        spider = texts.show("spider.22").markdown().split("\n\n")
    assert maids.split("\n\n") == ["**maids.2** (російською)", "> 2 колоды.", "2 колоди."]
    assert spider[0] == "**spider.22** (оригінал)"
    assert spider[1] == "> " + texts.sentence("spider.22").original
    assert spider[2].startswith("*Примітка. ") and len(spider) == 3     # no translation line: the reader reads the original


def test_a_russian_class_reads_the_spider_text_with_its_russian_and_the_maids_text_alone():
    with in_language("ru"):
        spider = texts.show("spider.7").markdown().split("\n\n")
        maids = texts.show("maids.2").markdown().split("\n\n")
    assert spider[:3] == ["**spider.7** (по-украински)", "> " + texts.sentence("spider.7").original,
                          texts.sentence("spider.7").translated("ru")]
    assert spider[3].startswith("*Примечание. ")
    assert maids == ["**maids.2** (оригинал)", "> 2 колоды."]   # a reader of Russian is told it is the original


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_every_note_is_shown_in_the_class_language(code):
    with in_language(code):
        for game in texts.GAMES:
            for sentence in texts.sentences(game):
                if sentence.note:
                    shown = sentence.markdown().rsplit("\n\n", 1)[-1]
                    assert sentence.note not in shown, sentence.id


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_a_table_of_sentences_is_headed_in_the_class_language(code):
    with in_language(code):
        table = texts.show("maids.4", "spider.22", table=True).markdown()
    assert not ENGLISH_WORD.search(table.split("\n")[0].replace("id", ""))


def lines_a_lesson_prints():
    """Every narration line and title as a lesson makes them."""
    cards = parse_cards("J♠ 10♥ A♦")
    return [narration.dealing_round(1) + " " + narration.faces(cards), narration.lit_round_title(1, 1),
            narration.after_round_title(3), narration.deal_title(Spider(deal=3)), narration.deal_title(Maids(deal=3)),
            narration.groups_left_title(21, 1), narration.groups_left_title(21, 5), narration.all_dealt_title(1),
            narration.rule_count_title(31), narration.now_holds("F1", cards), narration.awake_line("L1→F1", 2),
            narration.awake_line("deal", 4), narration.dealt_to(cards[0], "waste"),
            narration.careless_play_line(1, "lost", 97, 23), narration.perfect_play_line(1, "won"),
            narration.deal_starts(7, cards), narration.search_line("won", 3185), narration.search_line("lost", 1),
            narration.budget_line(20_000, "unknown"), narration.took_back("T2→K2", "playing")] + [
        narration.rule_summary(rule) for game in ("maids", "spider") for rule in rules_of(game)]


def test_english_lines_are_the_lessons_old_literals():
    lines = lines_a_lesson_prints()
    assert lines[:3] == ["round 1: J♠ 10♥ A♦", "Deal 1: round 1 lit", "after round 3"]
    assert lines[5:7] == ["Deal 21, one group left", "Deal 21, 5 groups left"]
    assert lines[10:12] == ["L1→F1   awake: M1 to M2", "deal    awake: M1 to M4"]
    assert lines[13] == "Deal 1 played carelessly: lost after 97 moves; 23 cards never reached the arc."
    assert lines[16:20] == ["won after 3185 positions", "lost after 1 position", "budget 20,000 positions: unknown",
                            "took back T2→K2 - playing"]
    assert lines[20:] == [rule.summary for game in ("maids", "spider") for rule in rules_of(game)]


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_a_translated_lesson_prints_no_english_word(code):
    with in_language(code):
        lines = lines_a_lesson_prints()
    # sentence ids (maids.13) and the options' names (follow_suit) are notation, as are places and moves
    english = [line for line in lines if ENGLISH_WORD.search(re.sub(r"\b(maids|spider)\.\d+|\b\w+_\w+\b", "", line))]
    assert not english, english[:3]
    assert "В♠ 10♥ Т♦" in lines[0]
