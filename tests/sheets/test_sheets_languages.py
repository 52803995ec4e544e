"""The rules sheets, the learner cards and the answer key in Ukrainian and Russian: every rule
on the page in the class's language beside the original's words, one page per card, every
glyph drawn, and English as it was."""
from __future__ import annotations

import io
import re
import unicodedata

import pytest

from solitaire import sheets
from solitaire.command_line.cli import main
from solitaire.languages.catalogs import exercise_text
from solitaire.exercises import exercise, exercise_ids
from solitaire.languages.i18n import in_language, translator
from solitaire.moves import localized_places
from solitaire.puzzle import puzzles
from solitaire.sheets import card as cards
from solitaire.sheets import key
from solitaire.sheets.card_content import LEFT_OFF
from solitaire.sheets.page import MARGIN, PAGE_H, PAGE_W, TextMark, font, measure
from solitaire.texts import sentence, sentences

GAMES = ("maids", "spider")
CODES = ("uk", "ru")
_ = translator("sheets")
#: What each language calls the project's reading, the goal, and the title of each game's sheet.
WORDS = {"uk": {"reading": "Наше прочитання:", "goal": "Мета", "maids": "Дванадцять сплячих дів",
                "spider": "Павук", "answer": "Відповідь:"},
         "ru": {"reading": "Наше прочтение:", "goal": "Цель", "maids": "Двенадцать спящих дев",
                "spider": "Паук", "answer": "Ответ:"}}


def marks(pages) -> list[TextMark]:
    return [mark for page in pages for mark in page if isinstance(mark, TextMark)]


def joined(pages) -> str:
    """The printed words in reading order, one space apart (a line break splits a sentence)."""
    return " ".join(" ".join(mark.text for mark in marks(pages)).split())


def whole(text: str) -> str:
    return " ".join(text.split())


def entries(game):
    return [entry for section in sheets.sheet(game).sections for entry in section.entries]


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("game", GAMES)
def test_the_sheet_says_every_rule_in_the_language_beside_the_original_words(game, code):
    with in_language(code):
        pages = sheets.pages(game)
        printed = joined(pages)
        assert 1 <= len(pages) <= 2
        assert marks(pages)[0].text == WORDS[code][game]
        for entry in entries(game):
            assert entry.id in printed
            assert whole(localized_places(_(entry.text), game)) in printed, entry.id
            assert _(entry.text) != entry.text, entry.id  # translated, not left English
            for word in entry.keys:  # the original's words, as written
                assert f"«{word}»" in printed, (entry.id, word)
        readings = sum(1 for entry in entries(game) if entry.reading)
        assert printed.count(WORDS[code]["reading"]) == readings
        assert "Our reading" not in printed and "Rules sheet for the teacher" not in printed
        assert f"python -m solitaire rules {game} --lang {code}" in printed


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("game", GAMES)
def test_nothing_on_a_translated_sheet_or_card_leaves_its_page(game, code):
    with in_language(code):
        for pages, most in ((sheets.pages(game), 2), (cards.pages(game), 1)):
            assert len(pages) <= most
            for mark in marks(pages):
                assert MARGIN - 0.01 <= mark.x, mark.text
                assert mark.x + measure(mark.text, mark.style) <= PAGE_W - MARGIN + 0.5, mark.text
                assert mark.y <= PAGE_H - MARGIN + 7, mark.text


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("game", GAMES)
def test_the_card_is_one_page_with_every_rule_in_the_language(game, code, tmp_path):
    wanted = {s.id for s in sentences(game)} - set(LEFT_OFF[game])
    with in_language(code):
        (page,) = cards.pages(game)
        printed = joined([page])
        for rule in cards.card(game).rules():
            assert whole(localized_places(_(rule.text), game)) in printed, rule.name
            assert _(rule.text) != rule.text, rule.name
        small = " ".join(mark.text for mark in page if isinstance(mark, TextMark) and mark.style == "small")
        assert {id.split(".")[1] for id in wanted} <= set(re.findall(r"\d+", small))
        assert WORDS[code]["goal"] in printed and "Goal" not in printed
        assert cards.write_pdf(game, tmp_path / "card.pdf") == 1
    assert len(re.findall(rb"/Type\s*/Page(?!s)", (tmp_path / "card.pdf").read_bytes())) == 1


@pytest.mark.parametrize("code", CODES)
def test_the_card_names_the_places_and_card_letters_of_the_language(code):
    """Spider's English letters would read as cards beside Т, В, К (issue 44): its places are С and Б;
    the Maids' letters are no card's and stay; the stock and the waste are named in the language."""
    stock, waste = {"uk": ("колода", "штабель"), "ru": ("колода", "штабель")}[code]
    with in_language(code):
        spider, maids = joined(cards.pages("spider")), joined(cards.pages("maids"))
    for name in ("Б1–Б4, Б5–Б8", "С1 С2, С3–С6, С7 С8, С9–С12", stock):
        assert name in spider
    for name in ("L1–L4, R1–R4", "M1–M12", "F1–F8", f"{stock}, {waste}"):
        assert name in maids
    assert not re.search(r"\b[TBAK][1-4]\b", spider) and "stock" not in spider + maids
    assert "Т 2 3 … Д К" in spider and "В 10 9 8 7 6 5 4 3 2 Т К Д" in maids


@pytest.mark.parametrize("code", CODES)
def test_the_text_card_gives_sentence_numbers_only_to_rules_that_have_them(code):
    """The note on the language's card letters rests on no sentence of the text: no empty brackets."""
    with in_language(code):
        text = cards.text("maids") + cards.text("spider")
    assert "()" not in text and re.search(r"\(\d+(, \d+)*\)", text)


@pytest.mark.parametrize("code", CODES)
def test_the_diagram_shows_the_card_faces_and_captions_of_the_language(code):
    from matplotlib.figure import Figure
    from solitaire.sheets.diagram import draw_diagram
    with in_language(code):
        ax = Figure().add_subplot()
        draw_diagram(ax, "spider")
    labels = [text.get_text() for text in ax.texts]
    assert "Б1\nТ♠" in labels and "Б8\nК♦" in labels  # places and faces as the language names them
    assert "С1" in labels and "С12" in labels and "T1" not in labels and "колода" in labels
    assert not any("the body" in label or "dealt 12 at a time" in label for label in labels)


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("game", GAMES)
def test_the_diagram_names_the_stock_and_the_waste_once(game, code):
    """In Ukrainian and Russian the slot's name is the text's word itself: a caption under it says
    what lies there (48 cards, the dealt cards that fit nowhere), not the name again (native readers, r5)."""
    from matplotlib.figure import Figure
    from solitaire.sheets.diagram import draw_diagram
    with in_language(code):
        ax = Figure().add_subplot()
        draw_diagram(ax, game)
    said = " ".join(text.get_text() for text in ax.texts)
    assert said.count("колода") == 1
    if game == "maids":
        assert said.count("штабель") == 1 and "48 карт" in said
    else:
        assert "96 карт" in said


def glyphs_no_font_has(figures) -> set[str]:
    """The characters of the figures' texts that none of the fonts matplotlib would draw them in has
    (their family's fonts, in fallback order): each would print as a box. Asked of the fonts' own
    character maps, so no earlier drawing in the process (whose measures matplotlib caches) hides one."""
    from matplotlib.font_manager import fontManager, get_font
    from matplotlib.text import Text
    lacking = set()
    for figure in figures:
        for text in figure.findobj(Text):
            chars = {char for char in text.get_text() if unicodedata.category(char)[0] not in "CZ"}
            if chars:
                paths = fontManager._find_fonts_by_props(text.get_fontproperties())
                covered = set().union(*(get_font(path).get_charmap() for path in paths))
                lacking |= {char for char in chars if ord(char) not in covered}
    return lacking


def test_a_glyph_no_font_has_is_found():
    from matplotlib.figure import Figure
    figure = Figure()
    figure.text(0, 0, "Павук «漢» ♠", fontproperties=font("body"))
    assert glyphs_no_font_has([figure]) == {"漢"}


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("game", GAMES)
def test_every_glyph_of_a_translated_sheet_and_card_is_in_the_font(game, code):
    """A glyph the fonts lack would print as a box (matplotlib only warns of it)."""
    with in_language(code):
        assert not glyphs_no_font_has(sheets.figures(game) + cards.figures(game))


@pytest.mark.parametrize("code", CODES)
def test_the_plain_text_sheet_quotes_each_sentence_with_its_translation(code):
    with in_language(code):
        maids, spider = sheets.text("maids"), sheets.text("spider")
    for game, text in (("maids", maids), ("spider", spider)):
        for entry in entries(game):
            s = sentence(entry.id)
            assert f"«{s.original}»" in text
            if s.language != code:
                assert s.translated(code) in text
    assert maids.splitlines()[0] == WORDS[code]["maids"] + " (maids.1 «Двенадцать Спящих Дев»)"


@pytest.mark.parametrize("game, code", [("maids", "uk"), ("spider", "ru")])
def test_every_sentence_has_its_translation_into_the_other_language(game, code):
    """The Maids text is Russian, so each sentence carries a Ukrainian translation; the Spider
    text is Ukrainian, so each carries a Russian one; both keep every number of the original."""
    for s in sentences(game):
        translated = s.translated(code)
        assert translated.strip() and translated != s.english
        assert re.search("[а-яіїєґА-ЯІЇЄҐ]", translated), s.id
        assert re.findall(r"\d+", s.original) == re.findall(r"\d+", translated), s.id
        assert s.translated(s.language) == s.original and s.translated("en") == s.english


@pytest.mark.parametrize("code", CODES)
def test_the_key_is_in_the_language_exercises_and_puzzles_alike(code):
    board = translator("board")
    with in_language(code):
        text = key.text()
        pages = key.pages()
        found = {entry.id: entry for entry in key.entries()}
        tasks = {puzzle.id: localized_places(board(puzzle.task), game) for game in GAMES for puzzle in puzzles(game)}
        questions = {id: localized_places(exercise_text(id, "question", exercise(id).question.english),
                                          exercise(id).game) for id in exercise_ids()}
    printed = joined(pages)
    assert text.count(WORDS[code]["answer"]) == len(found)
    assert all(found[id].question.endswith(task) for id, task in tasks.items())  # the board's words
    assert all(found[id].question.startswith(question) for id, question in questions.items())  # the catalog's
    assert "The exercises are quoted in English" not in text
    assert "Answer:" not in text and f"python -m solitaire key --lang {code}" in printed


def test_english_sheets_cards_and_key_are_as_they_were():
    """A sheet made in another language changes nothing said in English afterwards."""
    before = [sheets.text(game) + cards.text(game) for game in GAMES] + [key.text()[:2000]]
    pages = [sheets.pages(game) for game in GAMES]
    with in_language("uk"):
        sheets.pages("maids")
        cards.pages("spider")
    assert [sheets.text(game) + cards.text(game) for game in GAMES] + [key.text()[:2000]] == before
    assert [sheets.pages(game) for game in GAMES] == pages
    printed = joined(pages[0])
    assert printed.startswith("Twelve Sleeping Maids maids.1 «Двенадцать Спящих Дев» Rules sheet for the teacher")
    assert "python -m solitaire rules maids · page 1 of 2" in printed and "--lang" not in printed
    assert "Our reading:" in printed and "Наше" not in printed


def test_the_rules_command_makes_the_sheet_in_the_language_asked(tmp_path):
    out = io.StringIO()
    assert main(["rules", "spider", "--lang", "ru", "--pdf", str(tmp_path / "s.pdf")], stdout=out) == 0
    assert f"лист правил записан в {tmp_path / 's.pdf'} (2 страницы)" in out.getvalue()
    out = io.StringIO()
    assert main(["card", "maids", "--lang", "uk"], stdout=out) == 0
    assert out.getvalue().startswith("Дванадцять сплячих дів: пам’ятка для учня")
