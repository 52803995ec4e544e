"""The drawing in Ukrainian and Russian (issue 35): what a move did, the text alternative and the
pictures speak the class's language; card faces follow it; every glyph is in the font; English
is as it was."""
import warnings

import pytest

from solitaire import Maids, Spider
from solitaire.draw import BoardView, before_after, describe, position_words, what_happened
from solitaire.draw.ink import label_path, text_path, text_width
from solitaire.languages.i18n import in_language

FIRST_PRINCE = {
    "en": "J♦ from R1 to F1: the first prince, M1 and M2 wake (maids.14); "
          "R1 refilled from the stock (maids.16)",
    "uk": "В♦ з R1 на F1: перший принц — прокидаються M1 і M2 (maids.14); "
          "R1 поповнено з колоди (maids.16)",
    "ru": "В♦ с R1 на F1: первый принц — просыпаются M1 и M2 (maids.14); "
          "место R1 пополнено из колоды (maids.16)",
}
SPIDER_DEAL = {
    "en": "Dealt 12 cards, one to each pile from T1 on (spider.11)",
    "uk": "Роздано 12 карт, по одній на стовпець, починаючи з T1 (spider.11)",
    "ru": "Раздано 12 карт, по одной на столбик, начиная с T1 (spider.11)",
}
MAIDS_HEADLINE = {
    "en": "Twelve Sleeping Maids, deal 1, 1 move played.",
    "uk": "«Дванадцять сплячих дів», роздача №\u00a01, зроблено 1 хід.",
    "ru": "«Двенадцать спящих дев», расклад № 1, сделан 1 ход.",
}
ENGLISH_WORDS = ("empty", "cards", "on top", "Stock", "Waste", "Asleep", "arc", "maids", "move", "deal ")


def first_prince():
    game = Maids(deal=1)
    game.play("R1→F1")
    return game


def spider_dealt(groups=8, deal=3):
    game = Spider(deal=deal)
    for _ in range(groups):
        game.play("deal")
    return game


def maids_mid_game(moves=25):
    game = Maids(deal=1)
    for _ in range(moves):
        game.play(next((m for m in game.legal_moves() if not m.is_keyword), None) or game.legal_moves()[0])
    return game


@pytest.mark.parametrize("code", ["en", "uk", "ru"])
def test_what_a_move_did_reads_in_the_language_with_its_sentence_ids(code):
    with in_language(code):
        assert describe(what_happened(first_prince())) == FIRST_PRINCE[code]
        game = Spider(deal=3)
        game.play("deal")
        assert describe(what_happened(game)) == SPIDER_DEAL[code]


def test_effects_kept_from_before_a_switch_are_said_in_the_new_language():
    effects = what_happened(first_prince())
    assert [sentence for _, sentence in effects.reasons] == ["maids.14", "maids.16"]
    with in_language("uk"):
        assert describe(effects) == FIRST_PRINCE["uk"]
    assert describe(effects) == FIRST_PRINCE["en"]


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_the_text_alternative_reads_in_the_language_cards_in_words_places_in_notation(code):
    with in_language(code):
        maids = position_words(first_prince())
        spider = position_words(spider_dealt(2))
    assert maids.splitlines()[0] == MAIDS_HEADLINE[code]
    assert {"uk": "бубновий валет", "ru": "валет бубен"}[code] in maids      # J♦ on F1, in words
    assert "F1:" in maids and "M3" in maids    # the Maids' letters are no card's: they stay
    assert "С12:" in spider and "С1:" in spider and "Б1:" in spider and "T1:" not in spider   # as the board labels them
    for words in (maids, spider):
        assert not [word for word in ENGLISH_WORDS if word in words], words
        assert not any(symbol in words for symbol in "♠♥♦♣")


@pytest.mark.parametrize("code, forms", [
    ("uk", ["зроблено 1 хід", "зроблено 2 ходи", "зроблено 5 ходів"]),
    ("ru", ["сделан 1 ход", "сделано 2 хода", "сделано 5 ходов"])])
def test_counts_take_the_three_plural_forms(code, forms):
    said = []
    for moves in (1, 2, 5):
        with in_language(code):
            said.append(position_words(maids_mid_game(moves)).splitlines()[0])
    assert [form in line for form, line in zip(forms, said)] == [True, True, True], said


def test_english_is_unchanged():
    assert position_words(first_prince()).splitlines()[0] == MAIDS_HEADLINE["en"]
    assert position_words(Maids(deal=3)).splitlines()[-1] == "Stock: 48 cards. Waste: empty."
    assert before_after(Maids(deal=1), "R1→F1").alt.startswith("Before: Twelve Sleeping Maids")


def test_a_glyph_the_font_lacks_is_a_warning():
    with pytest.warns(UserWarning, match="missing from font"):
        text_path("漢", 20.0)


@pytest.mark.parametrize("code", ["uk", "ru"])
@pytest.mark.parametrize("theme", ["default", "projector"])
def test_pictures_of_both_games_render_every_glyph(code, theme):
    for cached in (text_path, label_path, text_width):   # each text is shaped anew, so a missing glyph is seen
        cached.cache_clear()
    with in_language(code), warnings.catch_warnings():
        warnings.simplefilter("error")
        spider, maids = spider_dealt(), maids_mid_game()
        pictures = [BoardView(spider, theme=theme, last_move="deal", legend=True).png(),
                    BoardView(spider_dealt(1), theme=theme, hint="T1→A1", legend=True).png(),
                    BoardView(maids, theme=theme, last_move=maids.history[-1], legend=True).png(),
                    BoardView(maids, theme=theme, legend=True).png(),   # the legend says every kind
                    before_after(Maids(deal=1), "R1→F1", theme=theme).png()]
    assert all(picture.startswith(b"\x89PNG") for picture in pictures)


def test_card_faces_follow_the_language_and_a_view_redraws_on_a_switch():
    view = BoardView(first_prince())
    english = view.png()
    with in_language("uk"):
        ukrainian = view.png()                      # no update() needed: the view sees the switch
        faces = [card["text"] for card in view.geometry()["places"]["F1"]["cards"]]
    assert ukrainian != english
    assert faces == ["J♦"]                          # the card itself stays canonical
    assert view.png() == english


@pytest.mark.parametrize("code", ["en", "uk", "ru"])
def test_a_titled_boards_text_alternative_says_its_deal_once(code):
    """«Роздача № 10: Дванадцять сплячих дів, роздача № 10, …» said the deal twice (issue 44)."""
    from solitaire.draw import boards
    from solitaire.draw.narration import deal_title, groups_left_title
    with in_language(code):
        maids, spider = Maids(deal=10), Spider(deal=21)
        spider.play("deal")
        titled = boards([(maids, {"title": deal_title(maids)})]).alt.splitlines()[0]
        grouped = boards([(spider, {"title": groups_left_title(21, 7)})]).alt.splitlines()[0]
        other = boards([(Maids(deal=1), {"title": groups_left_title(10, 7)})]).alt.splitlines()[0]
        deal_10, deal_21, deal_1 = (position_words(game).split(", ")[1] for game in (maids, spider, Maids(deal=1)))
    assert said(titled).count(said(deal_10)) == 1, titled
    assert said(grouped).count(said(deal_21)) == 1, grouped
    assert said(deal_1) + "," in said(other), other    # a title naming deal 10 does not hide deal 1
    if code == "en":
        assert titled == "Twelve Sleeping Maids, deal 10: no move played yet."
        assert grouped == "Deal 21, 7 groups left: Spider, round 1, dealing, 1 move played."


def said(text: str) -> str:
    """``text`` as a reader hears it: case and the kind of space do not count."""
    return " ".join(text.lower().split())


def test_an_empty_stock_is_said_to_be_empty_not_zero_cards():
    """A native reader met «Колода: 0 карт.» in a picture's text alternative."""
    from solitaire import Spider
    from solitaire.draw.words import position_words
    from solitaire.languages.i18n import in_language
    game = Spider(deal=3)
    for _ in range(8):
        game.play("deal")
    for code, said in (("en", "Stock: empty."), ("uk", "Колода: порожня."), ("ru", "Колода: пуста.")):
        with in_language(code):
            assert said in position_words(game)
