"""The command line against the fourth abuse run's failures (F37, F42, F43, F50): an absurd
table size, a terminal that cannot print Cyrillic, lines left in English under ``--lang``, and
option values with spaces. Each bad value is one line naming it and what is allowed, status 2,
no traceback; each language's lines are that language's."""
from __future__ import annotations

import io
import os
import re
import subprocess
import sys

import pytest

from solitaire.command_line.cli import main, parser
from solitaire.languages.i18n import in_language

ERROR_WORD = {"en": "error", "uk": "помилка", "ru": "ошибка"}


def refused(argv, capsys) -> str:
    """Run ``argv``: status 2, nothing on standard output, one short error line; that line."""
    with pytest.raises(SystemExit) as stop:
        main(argv, stdin=io.StringIO(""), stdout=io.StringIO())
    out, err = capsys.readouterr()
    assert stop.value.code == 2 and out == "" and "Traceback" not in err
    line = err.strip().splitlines()[-1]
    assert len(line) <= 240
    return line


def child(args, encoding: str) -> subprocess.CompletedProcess:
    """``python -m solitaire args`` on a terminal that prints ``encoding`` only."""
    return subprocess.run([sys.executable, "-m", "solitaire", *args], stdin=subprocess.DEVNULL,
                          capture_output=True, env={**os.environ, "PYTHONIOENCODING": encoding}, timeout=120)


# --- F37: a table size past any number a table can be sized by ----------------------------

@pytest.mark.parametrize("value", ["1e300", "1.8e299", "1e12", "9.3e9"])
@pytest.mark.parametrize("command", [["solve", "maids", "9"], ["stats", "maids", "--deals", "1-2"]])
def test_an_absurd_table_size_is_refused_in_one_line(command, value, capsys):
    line = refused(command + ["--table-gb", value], capsys)
    assert line == (f"python -m solitaire {command[0]}: error: argument --table-gb: '{value}' GB is too large: "
                    "a table takes at most 9,223,372,036 GB")


@pytest.mark.parametrize("code, words", [("uk", "ГБ забагато"), ("ru", "ГБ слишком много")])
def test_an_absurd_table_size_is_refused_in_the_language_asked(code, words, capsys):
    line = refused(["solve", "maids", "9", "--table-gb", "1e300", "--lang", code], capsys)
    assert f"{ERROR_WORD[code]}: " in line and f"«1e300» {words}" in line


def test_a_large_table_size_within_the_bound_still_reads():
    arguments = parser().parse_args(["solve", "maids", "9", "--table-gb", "9e9"])
    assert arguments.table_gb == 9e9


# --- F50: option values read with spaces around them, as deals and --lang are ----------

@pytest.mark.parametrize("argv, name, value", [
    (["show", "spider", "1", "--redeals", " 2"], "redeals", 2),
    (["show", "spider", "1", "--redeals", "0 "], "redeals", 0),
    (["show", "maids", "1", "--row-rule", " always "], "row_rule", "always"),
    (["stats", " maids ", "--deals", "1-2", "--player", " greedy"], "player", "greedy"),
    (["show", " spider", " 7"], "game", "spider"),
])
def test_an_option_value_with_spaces_reads_as_the_value(argv, name, value):
    assert getattr(parser().parse_args(argv), name) == value


def test_a_spaced_option_value_plays_as_the_value(capsys):
    status = main(["show", "spider", "1", "--redeals", " 2"], stdout=io.StringIO())
    assert status == 0 and capsys.readouterr().err == ""


def test_a_wrong_option_value_with_spaces_is_still_refused(capsys):
    line = refused(["show", "spider", "1", "--redeals", " 5"], capsys)
    assert line.endswith("argument --redeals: invalid choice: ' 5' (choose from 0, 1, 2)")


# --- F42: Ukrainian and Russian on a terminal without Cyrillic ----------------------------

@pytest.mark.parametrize("encoding", ["ascii", "latin-1", "cp1252"])
def test_a_ukrainian_board_prints_its_cards_as_letters_the_moves_read(encoding):
    done = child(["show", "maids", "3", "--lang", "uk"], encoding)
    assert done.returncode == 0 and done.stderr == b""
    board = done.stdout.decode(encoding)
    assert "R2 QD" in board and "L3 QS" in board and "?" not in board
    assert "koloda 48" in board and "hra tryvaie" in board   # колода 48, гра триває


def test_a_russian_spider_board_prints_aces_and_kings_as_a_and_k():
    done = child(["show", "spider", "3", "--lang", "ru"], "ascii")
    board = done.stdout.decode("ascii")
    assert done.returncode == 0 and "A1 AS  K1 KS" in board and "?" not in board
    assert board.startswith("Pauk . tur 1 iz 2")               # Паук · тур 1 из 2


@pytest.mark.parametrize("code, start", [("uk", "python -m solitaire show: pomylka: arhument \"rozdacha\": "),
                                         ("ru", "python -m solitaire show: oshibka: argument \"rasklad\": ")])
def test_an_error_on_a_terminal_without_cyrillic_is_readable_latin(code, start):
    done = child(["show", "maids", "x", "--lang", code], "ascii")
    line = done.stderr.decode("ascii").strip().splitlines()[-1]
    assert done.returncode == 2 and line.startswith(start) and "\\u" not in line and "?" not in line


def test_a_card_played_on_an_ascii_terminal_reads_back(capsys):
    out = io.TextIOWrapper(io.BytesIO(), encoding="ascii")
    assert main(["show", "maids", "3", "--lang", "ru"], stdout=out) == 0
    out.seek(0)
    faces = re.findall(r"\b(?:10|[2-9AJQK])[SHDC]\b", out.read())
    from solitaire.cards import Card
    assert "QD" in faces and all(Card.parse(face) for face in faces)


def test_a_cyrillic_rank_letter_falls_back_only_on_a_card():
    import solitaire.command_line.terminal  # noqa: F401  (registers the fallback)
    with in_language("uk"):
        assert "Д♦ В♠ К♣ Т♥".encode("ascii", "solitaire-ascii") == b"QD JS KC AH"
        assert "Дама, Туз".encode("ascii", "solitaire-ascii") == b"Dama, Tuz"
        assert "гра".encode("ascii", "solitaire-ascii") == b"hra"
    with in_language("ru"):
        assert "игра «Паук»".encode("ascii", "solitaire-ascii") == b'igra "Pauk"'


# --- F43: no English line left under --lang ----------------------------------------------

@pytest.mark.parametrize("code, said", [
    # the game and the player in the class's words, decimal commas, one range with one per cent sign
    ("uk", "Дванадцять сплячих дів (жадібний гравець): 3 роздачі, виграно 0, програно 3, невідомо 0; частка "
           "виграних серед розв’язаних роздач 0,0\u00a0% (95-відсотковий довірчий інтервал 0,0–56,1\u00a0%)"),
    ("ru", "Двенадцать спящих дев (жадный игрок): 3 расклада, сошлось 0, не сошлось 3, неизвестно 0; доля "
           "сошедшихся среди раскладов с известным исходом 0,0\u00a0% (95-процентный доверительный интервал 0,0–56,1 %)"),
    ("en", "maids (greedy): 3 deals, won 0, lost 3, unknown 0; win rate 0.0% (95% CI 0.0%..56.1%)"),
])
def test_the_first_line_of_stats_is_in_the_language_asked(code, said):
    out = io.StringIO()
    assert main(["stats", "maids", "--deals", "1-3", "--player", "greedy", "--jobs", "1", "--no-progress",
                 "--lang", code], stdout=out) == 0
    assert out.getvalue().splitlines()[0] == said


def test_one_deal_is_one_deal_and_no_decided_deal_says_so():
    out = io.StringIO()
    assert main(["stats", "maids", "--deals", "13", "--max-nodes", "10", "--jobs", "1", "--no-progress",
                 "--lang", "uk"], stdout=out) == 0
    assert out.getvalue().splitlines()[0] == ("Дванадцять сплячих дів (досконала гра): 1 роздача, виграно 0, програно 0, невідомо 1; "
                                              "частки виграних немає: жодної роздачі не розв’язано")


@pytest.mark.parametrize("code", ["uk", "ru", "en"])
@pytest.mark.parametrize("argv", [["card", "maids", "--pdf", "."], ["key", "--pdf", "."],
                                  ["rules", "spider", "--pdf", "/nonexistent/folder/x.pdf"]])
def test_the_kit_commands_say_error_in_the_language_asked(argv, code, capsys):
    status = main(argv + ["--lang", code], stdout=io.StringIO())
    line = capsys.readouterr().err.strip()
    assert status == 2 and line.startswith(f"python -m solitaire {argv[0]}: {ERROR_WORD[code]}: ")
    assert "\n" not in line and (code == "en" or "error" not in line)
