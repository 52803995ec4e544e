"""The rules sheets under abuse (the abuse run's category 13, failures F27, F28, F32-F34 of
``reviews/abuse-2026-12-02.md``): every argument of ``solitaire.sheets`` is checked before
anything is drawn, with a short ValueError naming it; ``rules --pdf/--png`` refuses a bad
path in one line naming it (exit 2), and a file it cannot write after all (exit 1)."""
from __future__ import annotations

import io
import math
import os
import subprocess
import sys

import numpy as np
import pytest

from abuse import assert_short
from solitaire import sheets
from solitaire.cards import quoted
from solitaire.sheets.checks import checked_dpi
from solitaire.command_line.cli import main


def short(value) -> str:
    """A test id: pytest's own would print an integer of 5,000 digits, which Python refuses."""
    return quoted(value, 20)


class Unprintable:
    def __repr__(self):
        raise RuntimeError("no repr")


BAD_GAMES = [np.array(["maids", "spider"]), ["maids"], {"maids": 1}, None, "chess", "x" * 10**6, 10**5000,
             Unprintable()]
BAD_GAME_IDS = ["numpy array", "list", "dict", "None", "unknown", "huge text", "huge int", "broken repr"]


def refused(call, *args, **keywords) -> str:
    with pytest.raises(ValueError) as caught:
        call(*args, **keywords)
    return assert_short(caught.value)


def run(argv, capsys) -> tuple[int, str, str]:
    """``python -m solitaire`` in this process: (exit status, standard output, standard error)."""
    out = io.StringIO()
    try:
        status = main(argv, stdout=out)
    except SystemExit as stop:
        status = stop.code
    return status, out.getvalue(), capsys.readouterr().err


# --- F28, F27: the game --------------------------------------------------------------

@pytest.mark.parametrize("game", BAD_GAMES, ids=BAD_GAME_IDS)
@pytest.mark.parametrize("call", [sheets.text, sheets.sheet, sheets.pages, sheets.figures])
def test_a_bad_game_is_a_short_value_error_naming_the_sheet(call, game):
    assert refused(call, game).startswith("no rules sheet for ")


@pytest.mark.parametrize("game", BAD_GAMES, ids=BAD_GAME_IDS)
def test_a_bad_game_is_refused_before_a_file_is_written(game, tmp_path):
    refused(sheets.write_pdf, game, tmp_path / "sheet.pdf")
    refused(sheets.write_png, game, tmp_path / "sheet.png")
    assert list(tmp_path.iterdir()) == []


# --- F33: dpi and the other numbers, before drawing ----------------------------------

def test_a_dpi_under_one_is_refused_without_killing_the_interpreter(tmp_path):
    code = ("from solitaire import sheets\n"
            "try:\n    sheets.write_png('maids', 'sheet.png', dpi=0.5)\n"
            "except ValueError as error:\n    print(error)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "dpi must be from 36 to 600, not 0.5"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("dpi", [0.5, 0.1, 1e-9, 0, 1, 35, 601, 5000, 10**6, -150, True, "150", None, math.nan,
                                 math.inf, 10**5000, np.float64("nan"), [150]], ids=short)
def test_a_dpi_outside_36_to_600_is_refused_before_drawing(dpi, tmp_path):
    message = refused(sheets.write_png, "maids", tmp_path / "sheet.png", dpi=dpi)
    assert message.startswith("dpi must be from 36 to 600, not ")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("path", ["", "   ", None, 5, b"sheet.pdf", "a\0b", ["sheet.pdf"]], ids=short)
def test_a_path_that_is_no_file_name_is_refused_before_drawing(path):
    assert "path must be a file name" in refused(sheets.write_pdf, "maids", path)
    assert "path must be a file name" in refused(sheets.write_png, "spider", path)


@pytest.mark.parametrize("count", [0, 3, -1, True, "2", 2.0, 10**5000], ids=short)
def test_png_paths_takes_a_number_of_pages(count):
    assert refused(sheets.png_paths, "sheet.png", count).startswith("count must be a number of pages")


def test_good_numbers_still_work():
    assert sheets.png_paths("sheet.png", 2) == ["sheet-1.png", "sheet-2.png"]
    assert checked_dpi(np.int64(72)) == 72.0 and checked_dpi(36) == 36.0


# --- F32: a file that cannot be written after all ------------------------------------

def test_pdf_to_a_full_disk_is_one_line_naming_the_path(capsys):
    status, out, err = run(["rules", "maids", "--pdf", "/dev/full"], capsys)
    assert status == 1 and out == ""
    assert err == "python -m solitaire rules: error: cannot write '/dev/full': No space left on device\n"


def test_write_pdf_to_a_full_disk_raises_the_os_error():
    with pytest.raises(OSError, match="No space left"):
        sheets.write_pdf("spider", "/dev/full")


# --- F34: paths and games on the command line ----------------------------------------

@pytest.mark.parametrize("flag", ["--pdf", "--png"])
@pytest.mark.parametrize("path", ["", " "])
def test_an_empty_file_name_is_refused(flag, path, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    status, out, err = run(["rules", "maids", flag, path], capsys)
    assert status == 2 and out == "" and f"argument {flag}: give a file name" in err
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("name, problem", [("n" * 300 + ".pdf", "(304 characters): File name too long"),
                                           ("/proc/x.pdf", "'/proc/x.pdf': No such file or directory"),
                                           ("missing/sheet.pdf", "'missing/sheet.pdf': No such file"),
                                           (".", "'.': it is a folder")])
def test_a_path_that_cannot_be_written_is_named_quoted(name, problem, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    status, out, err = run(["rules", "maids", "--pdf", name], capsys)
    assert status == 2 and out == "" and err.count("\n") == 1
    assert err.startswith("python -m solitaire rules: error: cannot write ") and problem in err
    assert len(err) < 200 and list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("kind", ["dangling link", "link loop"])
def test_a_broken_link_is_refused_naming_it(kind, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    if kind == "dangling link":
        os.symlink("nowhere/sheet.pdf", "sheet.pdf")
    else:
        os.symlink("other.pdf", "sheet.pdf")
        os.symlink("sheet.pdf", "other.pdf")
    status, out, err = run(["rules", "maids", "--pdf", "sheet.pdf"], capsys)
    assert status == 2 and out == "" and err.startswith("python -m solitaire rules: error: cannot write 'sheet.pdf': ")


@pytest.mark.parametrize("argv", [["rules", "x" * 100_000], ["rules", "maids", "--dpi", "9" * 5000],
                                  ["rules", "maids", "--dpi", "0.5"], ["show", "x" * 100_000, "1"],
                                  ["stats", "maids", "--deals", "1", "--player", "p" * 100_000],
                                  ["show", "spider", "1", "--redeals", "9" * 5000]])
def test_a_huge_argument_is_not_echoed_whole(argv, capsys):
    status, out, err = run(argv, capsys)
    assert status == 2 and out == ""
    last = err.strip().splitlines()[-1]
    assert len(last) < 250 and ("invalid choice" in last or "resolution from 36 to 600" in last)
