"""The classroom page in English, Ukrainian and Russian (issue 35): its words, and the switch
in its bar that relabels the page and its board at once."""
from __future__ import annotations

import re

import pytest

from solitaire.classroom import classroom
from solitaire.languages.i18n import in_language, language, set_language, translator

WORDS = {
    "en": {"title": "Classroom: play a deal together", "games": ("Spider", "Twelve Sleeping Maids"),
           "board only": "Board only", "language": "Language", "rules": "Spider: the rules",
           "reading": "Our reading: "},
    "uk": {"title": "Розкладаємо пасьянс усім класом", "games": ("Павук", "Дванадцять сплячих дів"),
           "board only": "Лише ігрове поле", "language": "Мова", "rules": "Павук: правила",
           "reading": "Наше прочитання: "},
    "ru": {"title": "Раскладываем пасьянс всем классом", "games": ("Паук", "Двенадцать спящих дев"),
           "board only": "Только доска", "language": "Язык", "rules": "Правила пасьянса «Паук»",
           "reading": "Наше прочтение: "},
}


def text_of(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


def page_words(page) -> dict:
    return {"title": text_of(page.title.value), "games": tuple(label for label, _ in page.game_choice.options),
            "board only": page.board_only.description, "language": page.language_choice.description}


def assert_page_in(page, code: str) -> None:
    expected = WORDS[code]
    assert page_words(page) == {key: expected[key] for key in ("title", "games", "board only", "language")}
    card = text_of(page.card.value)
    assert card.startswith(expected["rules"]) and expected["reading"] in card


@pytest.mark.parametrize("code", ["en", "uk", "ru"])
def test_a_page_made_in_a_language_says_its_words_in_it(code):
    with in_language(code):
        page = classroom()
        assert_page_in(page, code)
        assert page.language_choice.value == code


def test_the_language_switch_names_each_language_in_itself():
    page = classroom()
    assert page.language_choice.options == (("English", "en"), ("Українська", "uk"), ("Русский", "ru"))
    assert page.language_choice in page.bar.children


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_the_switch_relabels_the_page_and_keeps_the_game(code):
    page = classroom()
    game = page.board.game
    game.play("deal")
    page.language_choice.value = code
    assert language() == code
    assert_page_in(page, code)
    assert page.board.game is game and page.game_choice.value == "Spider"   # labels changed, not the game
    page.language_choice.value = "en"
    assert_page_in(page, "en")


@pytest.mark.parametrize("code", ["uk", "ru"])
def test_the_switch_relabels_the_board_too(code):
    page = classroom("Twelve Sleeping Maids")
    page.language_choice.value = code
    board_words = translator("board")
    assert page.board.deal_button.description == board_words("Deal")
    assert page.board.undo_button.description == board_words("Undo")


def test_the_message_line_is_said_again_in_the_new_language():
    page = classroom()
    page.game_choice.value = "Twelve Sleeping Maids"
    assert page.board.message_text.startswith("New game: Twelve Sleeping Maids deal 3.")
    page.language_choice.value = "uk"
    assert page.board.message_text.startswith("Нова гра: «Дванадцять сплячих дів», роздача №\u00a03.")
    page.language_choice.value = "ru"
    assert page.board.message_text.startswith("Новая игра: «Двенадцать спящих дев», расклад № 3.")


@pytest.mark.parametrize("moves, ukrainian, russian", [(1, "1 хід", "1 ход"), (3, "3 ходи", "3 хода"),
                                                        (5, "5 ходів", "5 ходов")])
def test_back_to_a_game_counts_its_moves_with_each_languages_plural(moves, ukrainian, russian):
    page = classroom("Twelve Sleeping Maids")
    for _ in range(moves):
        page.board.game.play("deal")
    page.game_choice.value = "Spider"
    page.game_choice.value = "Twelve Sleeping Maids"
    for code, count in (("uk", ukrainian), ("ru", russian)):
        set_language(code)
        assert f"({count})." in page.board.message_text
    set_language("en")
    assert page.board.message_text == f"Back to Twelve Sleeping Maids deal 3, as you left it ({moves} " \
                                      f"move{'s' if moves > 1 else ''})."


def test_a_switch_made_elsewhere_moves_the_pages_switch_too():
    page = classroom()
    set_language("ru")
    assert page.language_choice.value == "ru" and page_words(page)["title"] == WORDS["ru"]["title"]
    set_language(None)   # back to the environment's (English in the tests)
    assert page.language_choice.value == "en"


def test_the_game_switch_still_switches_after_a_relabel():
    page = classroom()
    page.language_choice.value = "uk"
    page.game_choice.value = "Twelve Sleeping Maids"
    assert type(page.board.game).__name__ in ("Maids", "TwelveSleepingMaids")
    assert "Дванадцять сплячих дів: правила" in text_of(page.card.value)


def test_the_rules_card_names_the_printed_sheet_in_the_same_language():
    page = classroom()
    assert "python -m solitaire rules spider</code>" in page.card.value
    page.language_choice.value = "ru"
    assert "python -m solitaire rules spider --lang ru</code>" in page.card.value


def test_read_without_a_kernel_the_serve_line_is_in_the_language_of_execution():
    with in_language("uk"):
        line = classroom()._repr_mimebundle_()["text/plain"]
    assert line.startswith("Ігрове поле для класу") and "make classroom" in line


def test_the_puzzle_corner_names_each_puzzle_by_its_task_in_the_language_in_use():
    from solitaire.classroom import puzzle_corner
    from solitaire.puzzle import puzzle_task

    corner = puzzle_corner()
    corner.choice.value = 3
    board = corner.area.children[0]
    puzzle = corner.puzzles[3]
    assert corner.choice.label == f"{puzzle.id} (level {puzzle.level}): {puzzle.task}"
    set_language("uk")
    with in_language("uk"):
        task = puzzle_task(puzzle)
    assert corner.choice.label == f"{puzzle.id} (рівень {puzzle.level}): {task}"
    assert corner.choice.description == "Задача"
    assert corner.choice.value == 3 and corner.area.children[0] is board   # relabelled, not replaced
    corner.choice.value = 5
    assert corner.area.children[0] is not board and corner.area.children[0].puzzle is corner.puzzles[5]


@pytest.mark.parametrize("choices", [[], 5, "maids-01", [None]])
def test_a_puzzle_corner_without_puzzles_is_refused_naming_the_argument(choices):
    from solitaire.classroom import puzzle_corner

    with pytest.raises(ValueError, match="choices must be a non-empty list of puzzles"):
        puzzle_corner(choices)


@pytest.mark.parametrize("code, headings", [("en", ("About this page", "How to play")),
                                            ("uk", ("Про цю сторінку", "Як грати")),
                                            ("ru", ("Об этой странице", "Как играть"))])
def test_the_page_guide_says_how_to_play_naming_the_buttons_as_the_board_does(code, headings):
    from solitaire.classroom import page_guide

    guide = page_guide()
    set_language(code)
    board = classroom()
    text = text_of(guide.value)
    assert all(f"<h3>{heading}</h3>" in guide.value for heading in headings)
    for button in (board.board.deal_button, board.board.undo_button, board.board.hint_button,
                   board.board.new_button):
        assert button.description in text, button.description
    assert WORDS[code]["board only"] in text and "L1, M3, F2" in text


def test_the_puzzle_corner_says_its_heading_in_the_language_in_use():
    from solitaire.classroom import puzzle_corner

    corner = puzzle_corner()
    assert "<h3>A puzzle for the class</h3>" in corner.intro.value and "Show answer" in corner.intro.value
    set_language("ru")
    assert "<h3>Задача для класса</h3>" in corner.intro.value and "Показать ответ" in text_of(corner.intro.value)


def test_board_only_gives_the_rows_the_pages_width_for_longer_messages():
    page = classroom("Twelve Sleeping Maids")
    page.language_choice.value = "ru"
    page.board_only.value = True
    assert page.board.layout.max_width is None          # the picture keeps its own bounds (max-width, max-height)
    page.board_only.value = False
    assert page.board.layout.max_width.startswith("calc((100vh - 170px) * ")


def test_the_rules_card_names_the_places_as_the_board_labels_them_and_a_reading_goes_on_in_lower_case():
    page = classroom("Spider", deal=3)
    page.language_choice.value = "ru"
    card = page.card.value
    assert "С1, С2, С8 и С7" in card and "T1" not in card and "L2 и R2" not in card
    assert "Наше прочтение: разрешено" in card


def test_the_guide_and_the_puzzle_corner_read_as_text_are_their_words_not_a_repr():
    """A Ukrainian classroom page read as text showed <PageGuide in Українська> and <PuzzleCorner: …> (a native reader)."""
    from solitaire.classroom import page_guide, puzzle_corner
    with in_language("uk"):
        guide, corner = page_guide(), puzzle_corner()
        guide_text, corner_text = guide._repr_mimebundle_()["text/plain"], corner._repr_mimebundle_()["text/plain"]
    assert guide_text.startswith("Про цю сторінку\n") and "<" not in guide_text
    assert corner_text.startswith("Задача для класу\n") and "PuzzleCorner" not in corner_text


def test_read_as_text_a_paragraph_after_a_list_starts_its_own_line():
    from solitaire.widgets.plain import plain_text
    said = plain_text("<p>Как играть</p><ul><li>Щёлкните по карте.</li><li>Экран меняет вид.</li></ul><p>Уроки …</p>")
    assert said.splitlines() == ["Как играть", "- Щёлкните по карте.", "- Экран меняет вид.", "Уроки …"]


@pytest.mark.parametrize("code, spider_either, maids_latin", [
    ("en", "A Spider move may be typed with either name", "the Maids' places have their Latin names only"),
    ("uk", "Хід у «Павуку» можна вводити", "лише латинськ"),
    ("ru", "Столбики и базы «Паука» в ходе можно", "только латинск")])
def test_the_guide_says_only_spiders_places_may_be_typed_in_either_script(code, spider_either, maids_latin):
    """The guide said any move may be typed with either name; Maids refuses «р1 ф1» (native reader ru 7, #5)."""
    from solitaire import Maids, Spider
    from solitaire.classroom import guide_html
    from solitaire.moves import IllegalMove
    with in_language(code):
        guide = text_of(guide_html())
    assert spider_either in guide and maids_latin in guide
    with in_language("ru"):   # what the guide says: Spider reads both scripts alike, Maids' Р and Ф are no places
        assert Spider(deal=3).parse_move("с1 б1") == Spider(deal=3).parse_move("T1 A1")
        with pytest.raises(IllegalMove):
            Maids(deal=3).parse_move("р1 ф1")
