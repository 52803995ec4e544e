"""The learner card: one A4 page per game, every rule of the text on it, in plain words and
black and white, and ``python -m solitaire card``."""
from __future__ import annotations

import io
import re

import pytest

from solitaire.command_line.cli import main
from solitaire.sheets import card as cards
from solitaire.sheets.card_content import LEFT_OFF
from solitaire.sheets.page import MARGIN, PAGE_H, PAGE_W, TextMark, measure
from solitaire.texts import sentences

GAMES = ("maids", "spider")


def printed(game) -> str:
    (page,) = cards.pages(game)
    return " ".join(mark.text for mark in page if isinstance(mark, TextMark))


@pytest.mark.parametrize("game", GAMES)
def test_the_card_is_one_page(game, tmp_path):
    assert len(cards.pages(game)) == 1
    path = tmp_path / "card.pdf"
    assert cards.write_pdf(game, path) == 1
    assert len(re.findall(rb"/Type\s*/Page(?!s)", path.read_bytes())) == 1


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_sentence_of_the_text_is_on_the_card(game):
    """Each sentence is carried by a rule whose numbers are printed on the page (but the few
    left off on purpose, each with a reason)."""
    wanted = {s.id for s in sentences(game)} - set(LEFT_OFF[game])
    assert wanted <= cards.card(game).ids()
    (page,) = cards.pages(game)
    small = " ".join(mark.text for mark in page if isinstance(mark, TextMark) and mark.style == "small")
    printed_numbers = set(re.findall(r"\d+", small))
    assert {id.split(".")[1] for id in wanted} <= printed_numbers


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_text_is_printed_whole(game):
    words = printed(game).split()
    text = " ".join(words)
    for rule in cards.card(game).rules():
        # the words of each rule, in order (a line break splits a run of words into marks)
        assert " ".join(rule.text.split()) in text, rule.name


@pytest.mark.parametrize("game", GAMES)
def test_the_card_speaks_plain_words(game):
    text = printed(game)
    for word in ("=", "True", "follow_suit", "row_rule", "deal_when", "redeal_order", "waste_playable",
                 "option", "reading"):
        assert word not in text.replace("python -m solitaire", ""), word
    assert "Goal" in text


@pytest.mark.parametrize("game", GAMES)
def test_the_card_explains_the_place_names_of_the_picture(game):
    text = printed(game)
    names = {"maids": ("L1–L4", "R1–R4", "M1–M12", "F1–F8", "stock", "waste"),
             "spider": ("A1–A4", "K1–K4", "T1 T2", "R1–R4", "B2 B1", "L4–L1", "stock")}[game]
    for name in names:
        assert name in text


@pytest.mark.parametrize("game", GAMES)
def test_nothing_on_the_card_leaves_the_page(game):
    (page,) = cards.pages(game)
    for mark in page:
        if isinstance(mark, TextMark):
            assert MARGIN - 0.01 <= mark.x and mark.x + measure(mark.text, mark.style) <= PAGE_W - MARGIN + 0.5
            assert mark.y <= PAGE_H - MARGIN + 7


@pytest.mark.parametrize("game", GAMES)
def test_the_card_is_printed_in_greys_only(game, tmp_path):
    """Legible in black and white: every pixel of the printed page is a grey."""
    from matplotlib.image import imread
    pixels = imread(cards.write_png(game, tmp_path / "card.png", dpi=60))[..., :3]
    assert (pixels.max(axis=-1) - pixels.min(axis=-1)).max() == 0
    assert pixels.min() == 0.0  # and there is black ink on it


def run(argv):
    out = io.StringIO()
    return main(argv, stdout=out), out.getvalue()


def test_card_command_writes_the_pdf_and_the_png(tmp_path):
    pdf, png = tmp_path / "maids.pdf", tmp_path / "maids"
    status, text = run(["card", "maids", "--pdf", pdf, "--png", png, "--dpi", "40"])
    assert status == 0 and pdf.read_bytes().startswith(b"%PDF")
    from matplotlib.image import imread
    height, width = imread(tmp_path / "maids.png").shape[:2]
    assert (width, height) == (330, 467)  # A4 at 40 dpi
    assert "written to" in text and "(1 page)" in text


def test_card_command_prints_the_card_as_text():
    status, text = run(["card", "spider"])
    assert status == 0 and text.startswith("Spider (the Serpent): the learner card")
    assert "GOAL:" in text


@pytest.mark.parametrize("argv, named", [(["card", "chess"], "argument game"),
                                         (["card", "maids", "--dpi", "5000"], "argument --dpi"),
                                         (["card", "maids", "--pdf", ""], "argument --pdf"),
                                         (["card"], "game")])
def test_card_command_refuses_a_bad_argument_in_one_line(argv, named, capsys):
    with pytest.raises(SystemExit) as stop:
        run(argv)
    error_lines = [line for line in capsys.readouterr().err.splitlines() if "error:" in line]
    assert stop.value.code == 2 and len(error_lines) == 1 and named in error_lines[0]


@pytest.mark.parametrize("where", ["no-such-folder/card.pdf", "."])
def test_card_command_refuses_a_path_it_cannot_write(where, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    status, text = run(["card", "maids", "--pdf", where])
    error = capsys.readouterr().err
    assert status == 2 and text == "" and error.count("\n") == 1
    assert error.startswith("python -m solitaire card: error: cannot write")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("code", ["en", "uk", "ru"])
@pytest.mark.parametrize("game", GAMES)
def test_no_word_on_the_card_runs_into_the_next_and_the_picture_stays_readable(game, code):
    """On each printed line a piece ends at least a space before the next begins (a bold name before its rule,
    a rule before its small sentence numbers: 'stays empty22, 23' was printed once), and a translated card, which
    runs longer, keeps its picture at 0.8 of its full size at least (at 0.6 its labels could not be read)."""
    from solitaire.languages.i18n import in_language
    from solitaire.sheets.page import DiagramMark

    with in_language(code):
        (page,) = cards.pages(game)
    lines = {}
    for mark in page:
        if isinstance(mark, TextMark):
            lines.setdefault((round(mark.y, 1), mark.style == "small" and mark.x < MARGIN + 1), []).append(mark)
    for marks in lines.values():
        marks.sort(key=lambda mark: mark.x)
        for before, after in zip(marks, marks[1:]):
            assert after.x - (before.x + measure(before.text, before.style)) >= 1.5, (before.text, after.text)
    (picture,) = [mark for mark in page if isinstance(mark, DiagramMark)]
    full = cards.CONTENT_W * cards.DIAGRAM_ASPECT[game]
    assert picture.h >= 0.8 * full - 0.01, picture.h / full


@pytest.mark.parametrize("game", ["spider", "maids"])
def test_the_text_card_goes_on_in_lower_case_after_a_rules_name_in_russian(game):
    status, text = run(["--lang", "ru", "card", game])
    names = [row.split(": ", 1) for row in text.splitlines() if ": " in row]
    assert status == 0 and names
    assert not [rule for name, rule in names if rule[:1].isupper() and rule[1:2].islower()]


@pytest.mark.parametrize("code", ["en", "ru"])
def test_a_places_name_written_on_its_card_stays_inside_the_card(code):
    """«колода» and «штабель» are longer than "stock" and "waste": they head the captions under their cards
    instead, and every name left on a card fits inside it."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    from solitaire.draw.layout import layout_for
    from solitaire.languages.i18n import in_language
    from solitaire.sheets.diagram import CARD_NAME, draw_diagram

    figure = Figure(figsize=(8, 6), dpi=100)
    FigureCanvasAgg(figure)
    ax = figure.add_axes((0, 0, 1, 1))
    with in_language(code):
        draw_diagram(ax, "maids")
    renderer = figure.canvas.get_renderer()
    card = ax.transData.transform((layout_for("maids").card_w, 0))[0] - ax.transData.transform((0, 0))[0]
    names = {label.get_text(): label.get_window_extent(renderer).width for label in ax.texts
             if label.get_gid() == CARD_NAME}
    captions = [label.get_text() for label in ax.texts if label.get_gid() != CARD_NAME]
    if code == "ru":
        assert not {"колода", "штабель"} & set(names)
        assert any(text.startswith("колода:\n") for text in captions)
        assert any(text.startswith("штабель:\n") for text in captions)
    else:
        assert {"stock", "waste"} <= set(names)
    assert len(names) >= 28
    assert all(width <= card for width in names.values()), {name: (width, card) for name, width in names.items()}
