"""The teacher's rules sheets: every sentence of each text on at most two A4 pages, in black
and white, and ``python -m solitaire rules``."""
from __future__ import annotations

import io
import re

import pytest

from solitaire import sheets
from solitaire.command_line.cli import main
from solitaire.maids.game import TwelveSleepingMaids
from solitaire.sheets.compose import _reading_runs
from solitaire.sheets.content import Reading
from solitaire.sheets.page import MARGIN, PAGE_W, Block, SheetTooLong, TextMark, measure, paginate, wrap
from solitaire.spider.game import Spider
from solitaire.texts import sentence, sentences

GAMES = ("maids", "spider")
CLASSES = {"maids": TwelveSleepingMaids, "spider": Spider}
#: Options RULES.md defines that a game may not offer yet; the sheet marks them "to come".
DEFINED_OPTIONS = {"maids": {"follow_suit", "first_jack_from_stock", "deal_when", "waste_playable"},
                   "spider": {"row_rule", "redeals", "redeal_order"}}


def printed_texts(game):
    return [mark.text for page in sheets.pages(game) for mark in page if isinstance(mark, TextMark)]


@pytest.mark.parametrize("game", GAMES)
def test_every_sentence_id_is_on_the_sheet_once(game):
    ids = sheets.sheet(game).ids()
    assert sorted(ids) == sorted(s.id for s in sentences(game))
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("game", GAMES)
def test_every_sentence_id_is_printed(game):
    printed = " ".join(printed_texts(game))
    for s in sentences(game):
        assert re.search(rf"(?<![\w.]){re.escape(s.id)}(?![\d])", printed), s.id


def test_maids_sheet_keeps_the_order_of_the_text():
    assert sheets.sheet("maids").ids() == [s.id for s in sentences("maids")]


def test_spider_sheet_is_in_playing_order():
    """Layout, goal, dealing, play, redeal, end: the goal (spider.5) comes after the layout."""
    ids = [int(i.split(".")[1]) for i in sheets.sheet("spider").ids()]
    position = {number: k for k, number in enumerate(ids)}
    assert max(position[n] for n in (4, 6, 7, 12, 13)) < position[5]
    assert position[5] < min(position[n] for n in (8, 9, 10, 11, 14, 15, 16))
    assert max(position[n] for n in (8, 9, 10, 11, 14, 15, 16)) < min(position[n] for n in range(17, 24))
    assert max(position[n] for n in range(17, 24)) < position[24] < position[25]


@pytest.mark.parametrize("game", GAMES)
def test_key_words_are_quoted_from_the_original(game):
    content = sheets.sheet(game)
    assert content.title_key in sentence(content.title_id).original
    for section in content.sections:
        if section.id:
            assert section.key in sentence(section.id).original
        for entry in section.entries:
            assert entry.keys
            for key in entry.keys:
                assert key in sentence(entry.id).original, (entry.id, key)


@pytest.mark.parametrize("game", GAMES)
def test_every_option_of_the_game_is_named_on_its_sheet(game):
    named = set(sheets.sheet(game).options())
    assert set(CLASSES[game].options) <= named
    assert named <= DEFINED_OPTIONS[game]


def test_an_option_the_game_lacks_is_printed_as_to_come():
    reading = Reading("We read it so.", (("follow_suit=True", "in suit"), ("deal_when=\"no_play\"", "forced")))
    text = "".join(part for part, _ in _reading_runs(reading, {"follow_suit"}))
    assert "follow_suit=True: in suit;" in text
    assert "forced (option to come)." in text


@pytest.mark.parametrize("game", GAMES)
def test_readings_are_marked_as_ours(game):
    printed = printed_texts(game)
    readings = sum(1 for section in sheets.sheet(game).sections for e in section.entries if e.reading)
    assert readings >= 5 and printed.count("Our reading:") == readings


@pytest.mark.parametrize("game", GAMES)
def test_no_text_runs_past_the_margins(game):
    for page in sheets.pages(game):
        for mark in page:
            if isinstance(mark, TextMark):
                assert MARGIN - 0.01 <= mark.x
                assert mark.x + measure(mark.text, mark.style) <= PAGE_W - MARGIN + 0.5, mark.text


def test_wrap_breaks_lines_between_words_only():
    lines = wrap([("«ключ» ", "key"), ("one two three four five six", "body")], 60)
    assert len(lines) > 1
    words = [word for line in lines for _, text, _ in line for word in text.split()]
    assert words == ["«ключ»", "one", "two", "three", "four", "five", "six"]


def test_a_sheet_longer_than_its_pages_is_refused():
    with pytest.raises(SheetTooLong, match="more than 2 pages"):
        paginate([Block(500.0, ())] * 3, pages=2)


def run(argv):
    out = io.StringIO()
    return main(argv, stdout=out), out.getvalue()


@pytest.fixture(scope="module")
def written(tmp_path_factory) -> dict:
    """``python -m solitaire rules`` run once a game: the Maids sheet as a PDF and as PNGs at
    50 dpi, the Spider sheet as a PDF; for each game its status, what it printed and the PDF.
    Drawing the pages is most of this file's time, so the command's, the PDF's and the PNG's
    tests read the same files (the command prints what write_pdf and write_png return)."""
    folder = tmp_path_factory.mktemp("rules")
    found = {}
    for game, pictures in (("maids", ["--png", folder / "maids.png", "--dpi", "50"]), ("spider", [])):
        pdf = folder / f"{game}.pdf"
        found[game] = (*run(["rules", game, "--pdf", pdf, *pictures]), pdf)
    return found


@pytest.mark.parametrize("game", GAMES)
def test_pdf_has_at_most_two_a4_pages(game, written):
    status, text, path = written[game]
    count = int(re.search(rf"written to {re.escape(str(path))} \((\d+) pages?\)", text).group(1))
    assert status == 0 and count <= 2
    data = path.read_bytes()
    assert data.startswith(b"%PDF")
    pages = re.findall(rb"/Type\s*/Page(?!s)", data)
    assert 1 <= len(pages) == count
    assert re.search(rb"/MediaBox\s*\[\s*0 0 595\.27\d* 841\.8\d*\s*\]", data)


def test_png_pages_are_a4_at_the_resolution_asked(written):
    status, text, pdf = written["maids"]
    listed = text.split("pages written to ", 1)[1].strip().split(", ")
    assert status == 0 and [path.rsplit("/", 1)[-1] for path in listed] == ["maids-1.png", "maids-2.png"]
    from matplotlib.image import imread
    height, width = imread(listed[0]).shape[:2]
    assert (width, height) == (413, 584)  # 210 x 297 mm at 50 dpi, rounded down


@pytest.mark.parametrize("game", GAMES)
def test_pages_are_printed_in_greys_only(game):
    """Legible in black and white: nothing on the page relies on a colour."""
    from matplotlib.colors import to_rgba
    for figure in sheets.figures(game):
        for artist in figure.findobj():
            for getter in ("get_color", "get_facecolor", "get_edgecolor"):
                colour = getattr(artist, getter, None)
                if colour is None:
                    continue
                value = colour()
                values = [value] if isinstance(value, str) or len(value) in (3, 4) and not hasattr(
                    value[0], "__len__") else list(value)
                for one in values:
                    r, g, b, _ = to_rgba(one)
                    assert r == g == b, (artist, getter, one)


@pytest.mark.parametrize("game", GAMES)
def test_diagram_names_every_place(game):
    from matplotlib.figure import Figure
    from solitaire.sheets.diagram import draw_diagram
    ax = Figure().add_subplot()
    draw_diagram(ax, game)
    names = {text.get_text().split("\n")[0] for text in ax.texts}
    assert set(CLASSES[game].place_names) <= names


def test_rules_command_writes_the_pdf_and_the_pngs(written):
    status, text, pdf = written["maids"]
    assert status == 0
    assert pdf.read_bytes().startswith(b"%PDF") and (pdf.parent / "maids-2.png").exists()
    assert f"written to {pdf} (2 pages)" in text


def test_rules_command_prints_the_sheet_as_text():
    status, text = run(["rules", "spider"])
    assert status == 0
    assert all(s.id in text for s in sentences("spider"))
    assert "Our reading:" in text and "row_rule=" in text
    assert "redeal_order=\"from_last\": the new stock deals pile 12's top card first" in text


@pytest.mark.parametrize("where", ["no-such-folder/sheet.pdf", "."])
def test_rules_command_refuses_a_bad_path_in_one_line(where, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    status, text = run(["rules", "maids", "--pdf", where])
    error = capsys.readouterr().err
    assert status == 2 and text == ""
    assert error.count("\n") == 1 and error.startswith("python -m solitaire rules: error: cannot write")
    assert list(tmp_path.iterdir()) == []


def test_rules_command_refuses_an_unknown_game(capsys):
    with pytest.raises(SystemExit) as stop:
        run(["rules", "chess"])
    assert stop.value.code == 2 and "invalid choice" in capsys.readouterr().err


def test_a_reading_goes_on_in_lower_case_after_its_colon_in_russian():
    from solitaire.languages.i18n import in_language
    from solitaire.sheets.rules_sheet import text
    with in_language("ru"):
        readings = [line.split("Наше прочтение: ", 1)[1] for line in text("maids").splitlines() if "Наше прочтение: " in line]
    assert readings and not [said for said in readings if said[:1].isupper() and said[1:2].islower()]
