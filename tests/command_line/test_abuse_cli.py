"""The command line against bad arguments, files, pipes and terminals (the abuse run's
category 6): a bad argument is one argparse line and status 2 before any work; what the
world does (a closed pipe, a full disk, a closed standard input, an ASCII terminal, Ctrl-C)
is a word and a status, never a traceback."""
from __future__ import annotations

import errno
import io
import os
import subprocess
import sys

import pytest

from solitaire.command_line import cli
from solitaire.command_line.cli import main

BIG = "18446744073709551616"  # 2^64


def refused(argv, capsys) -> str:
    """Run ``argv``: status 2, nothing on standard output, one short error line; that line."""
    with pytest.raises(SystemExit) as stop:
        main(argv, stdin=io.StringIO(""), stdout=io.StringIO())
    out, err = capsys.readouterr()
    assert stop.value.code == 2 and out == ""
    lines = err.strip().splitlines()
    assert lines[0].startswith("usage:") and len(lines[-1]) <= 240 and "Traceback" not in err
    assert lines[-1].startswith(f"python -m solitaire {argv[0]}: error: "), lines[-1]
    return lines[-1]


ARGUMENT_ERRORS = [
    (["show", "spider", BIG], "argument deal: deal number 18446744073709551616 is outside 0..2^64-1"),
    (["show", "maids", BIG], "argument deal: deal number 18446744073709551616 is outside"),
    (["play", "spider", BIG], "argument deal: deal number 18446744073709551616 is outside"),
    (["solve", "maids", BIG], "argument deal: deal number 18446744073709551616 is outside"),
    (["stats", "maids", "--deals", BIG], "argument --deals: deal number 18446744073709551616 is outside"),
    (["stats", "maids", "--deals", f"18446744073709551615-{int(BIG) + 1}"], "argument --deals: deal number"),
    (["show", "spider", "0-99999999999999999999999"], "argument deal: deal number 99999999999999999999999 is"),
    (["show", "maids", f"0-{BIG}"], "argument deal: deal number 18446744073709551616 is outside"),
    (["stats", "maids", "--deals", "0-99999999999999999999999"], "argument --deals: deal number 999"),
    (["stats", "maids", "--deals", "0-18446744073709551615"], "is too long: at most 10,000,000 deals"),
    (["stats", "maids", "--deals", "1-6000000,7000000-12000000"], "is too long: at most 10,000,000 deals"),
    (["show", "maids", "1-3"], "argument deal: give one deal number, not '1-3'"),
    (["show", "maids", "\u0663"], "argument deal: bad deal number '٣'"),
    (["show", "maids", "1_000"], "argument deal: bad deal number '1_000'"),
    (["show", "maids", "+7"], "argument deal: bad deal number '+7'"),
    (["show", "maids", "x" * 10**6], "(1,000,000 characters)"),
    (["solve", "maids", "957", "--max-nodes", "-1"],
     "argument --max-nodes: give a positive number of positions, not '-1'"),
    (["solve", "maids", "957", "--max-nodes", "0"],
     "argument --max-nodes: give a positive number of positions, not '0'"),
    (["solve", "spider", "3", "--max-nodes", "-100"], "argument --max-nodes: give a positive number"),
    (["solve", "maids", "1", "--max-nodes", "1.5"], "argument --max-nodes: give a positive number"),
    (["stats", "maids", "--deals", "1-2", "--max-nodes", "-5"], "argument --max-nodes: give a positive number"),
    (["solve", "maids", "957", "--max-seconds", "0"],
     "argument --max-seconds: give a positive number of seconds, not '0'"),
    (["solve", "maids", "957", "--max-seconds", "-1"], "argument --max-seconds: give a positive number of seconds"),
    (["solve", "maids", "957", "--max-seconds", "nan"],
     "argument --max-seconds: give a positive number of seconds, not 'nan'"),
    (["solve", "spider", "3", "--max-seconds", "inf"],
     "argument --max-seconds: give a positive number of seconds, not 'inf'"),
    (["stats", "maids", "--deals", "1-3", "--max-seconds", "-1"], "argument --max-seconds: give a positive number"),
    (["stats", "maids", "--deals", "1-2", "--max-seconds", "nan"], "argument --max-seconds: give a positive number"),
    (["solve", "maids", "957", "--table-gb", "1e-12"], "argument --table-gb: '1e-12' GB is too small"),
    (["solve", "maids", "957", "--table-gb", "0"], "argument --table-gb: give a positive number of gigabytes"),
    (["solve", "maids", "957", "--table-gb", "nan"], "argument --table-gb: give a positive number of gigabytes"),
    (["stats", "maids", "--deals", "1-2", "--jobs", "-1"],
     "argument --jobs: give a positive number of worker processes"),
    (["stats", "maids", "--deals", "1-2", "--jobs", "0"],
     "argument --jobs: give a positive number of worker processes"),
    (["stats", "maids", "--deals", "1-2", "--jobs", "many"], "argument --jobs: give a positive number"),
    (["show", "maids", "1", "--png", ""], "argument --png: give a file name"),
    (["show", "maids", "1", "--png", "  "], "argument --png: give a file name"),
    (["stats", "maids", "--deals", "1-2", "--csv", ""], "argument --csv: give a file name"),
    (["show", "maids", "1", "--png", "/nonexistent/dir/x.png"],
     "argument --png: cannot write '/nonexistent/dir/x.png': No such file"),
    (["show", "maids", "1", "--png", "/proc/x.png"], "argument --png: cannot write '/proc/x.png'"),
    (["show", "maids", "1", "--png", "."], "argument --png: cannot write '.': it is a folder"),
    (["stats", "maids", "--deals", "1-2", "--csv", "/nonexistent/dir/x.csv"], "argument --csv: cannot write"),
    (["stats", "maids", "--deals", "1-2", "--csv", "/proc/x.csv"], "argument --csv: cannot write '/proc/x.csv'"),
    (["stats", "maids", "--deals", "1-2", "--csv", "."], "argument --csv: cannot write '.': it is a folder"),
]


@pytest.mark.parametrize("argv, message", ARGUMENT_ERRORS, ids=[" ".join(a)[:60] for a, _ in ARGUMENT_ERRORS])
def test_a_bad_argument_is_one_line_and_status_2_before_any_work(argv, message, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert message in refused(argv, capsys)
    assert list(tmp_path.iterdir()) == []  # nothing written, nothing left behind


def test_the_output_file_check_leaves_no_file_and_keeps_an_existing_one(tmp_path, capsys):
    existing = tmp_path / "old.csv"
    existing.write_text("keep me")
    argv = ["stats", "maids", "--deals", "1", "--player", "greedy", "--jobs", "1", "--no-progress"]
    out = io.StringIO()
    assert main(argv + ["--csv", str(existing)], stdout=out) == 0 and existing.read_text().startswith("# ")
    with pytest.raises(SystemExit):
        main(argv + ["--jobs", "0", "--csv", str(tmp_path / "new.csv")])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.csv"]


# --- what the world does: run in a child process, as a user meets it -------------------

def child(args, *, stdin=subprocess.DEVNULL, env=None, **options):
    environment = {**os.environ, **(env or {})}
    options.setdefault("stdout", subprocess.PIPE)
    return subprocess.run([sys.executable, "-m", "solitaire", *args], stdin=stdin, stderr=subprocess.PIPE,
                          env=environment, timeout=120, **options)


def one_line(stderr: bytes) -> str:
    text = stderr.decode()
    assert "Traceback" not in text and text.count("\n") <= 1, text
    return text.strip()


@pytest.mark.parametrize("game", ["spider", "maids"])
def test_a_closed_pipe_ends_quietly(game):
    done = subprocess.run(f"yes moves | head -c 2000000 | {sys.executable} -m solitaire play {game} 5 | head -n 1",
                          shell=True, capture_output=True, timeout=120, executable="/bin/bash")
    assert done.stdout.count(b"\n") == 1 and done.stderr == b""


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (Linux)")
def test_a_full_disk_is_one_line_and_status_1():
    with open("/dev/full", "w") as full:
        done = child(["show", "spider", "1"], stdout=full)
    assert done.returncode == 1
    assert one_line(done.stderr) == "python -m solitaire: error: cannot write the output: No space left on device"
    done = child(["show", "maids", "1", "--png", "/dev/full"])
    assert done.returncode == 1 and "cannot write '/dev/full': No space left on device" in one_line(done.stderr)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (Linux)")
def test_a_csv_that_fails_at_the_end_still_leaves_the_results_printed():
    done = child(["stats", "maids", "--deals", "1-2", "--player", "greedy", "--jobs", "1", "--no-progress",
                  "--csv", "/dev/full"])
    assert done.returncode == 1 and b"2 deals" in done.stdout
    assert "cannot write /dev/full: No space left on device" in one_line(done.stderr)


@pytest.mark.parametrize("game", ["spider", "maids"])
def test_play_with_standard_input_closed_says_so(game):
    done = subprocess.run(f"{sys.executable} -m solitaire play {game} 5 <&-", shell=True, capture_output=True,
                          timeout=120, executable="/bin/bash")
    assert done.returncode == 1
    assert one_line(done.stderr).endswith("play reads moves from standard input, which is closed")


@pytest.mark.parametrize("encoding", ["ascii", "cp1252", "latin-1"])
@pytest.mark.parametrize("game", ["spider", "maids"])
def test_a_terminal_that_cannot_print_suits_gets_s_h_d_c(encoding, game):
    done = child(["play", game, "1"], stdin=None, input=b"moves\nl1 f1\nt1 t2\nquit\n",
                 env={"PYTHONIOENCODING": encoding})
    assert done.returncode == 0 and done.stderr == b""
    text = done.stdout.decode(encoding)
    assert "♠" not in text and "Traceback" not in text
    assert any(f"{rank}{suit}" in text for rank in "A23456789JQK" for suit in "SHDC")
    assert "->" in text  # the moves list, readable back as moves


def test_the_ascii_board_reads_back():
    out = io.TextIOWrapper(io.BytesIO(), encoding="ascii")
    assert main(["show", "maids", "1"], stdout=out) == 0
    out.seek(0)
    board = out.read()
    assert "L1 6D" in board and "R1 JD" in board


# --- the same, in the process: statuses of main() ---------------------------------------

class Failing(io.StringIO):
    def __init__(self, error):
        super().__init__()
        self.error = error

    def write(self, text):
        raise self.error


def test_a_closed_pipe_is_status_141_and_silent(capsys):
    assert main(["show", "maids", "1"], stdout=Failing(BrokenPipeError(errno.EPIPE, "Broken pipe"))) == 141
    assert capsys.readouterr().err == ""


def test_a_full_disk_is_status_1_and_one_line(capsys):
    assert main(["show", "maids", "1"], stdout=Failing(OSError(errno.ENOSPC, "No space left on device"))) == 1
    assert capsys.readouterr().err == "python -m solitaire: error: cannot write the output: No space left on device\n"


@pytest.mark.parametrize("problem, status, word", [(KeyboardInterrupt, 130, "interrupted"),
                                                    (MemoryError, 1, "out of memory")])
def test_ctrl_c_and_memory_anywhere_in_the_run_are_a_word(problem, status, word, monkeypatch, capsys):
    def run(*args):
        raise problem

    monkeypatch.setattr(cli, "_main", run)
    assert main(["show", "maids", "1"]) == status
    assert capsys.readouterr().err.startswith(word)


def test_a_megabyte_line_typed_to_play_is_not_echoed_back():
    out = io.StringIO()
    assert main(["play", "maids", "1"], stdin=io.StringIO("x" * 10**7 + "\nquit\n"), stdout=out) == 0
    answer = [line for line in out.getvalue().splitlines() if "cannot read" in line]
    assert len(answer) == 1 and len(answer[0]) < 200 and "(10,000,000 characters)" in answer[0]


def test_an_option_is_never_read_as_the_start_of_a_longer_one(capsys):
    """``--deal 3`` (the deal is a number after the game) is not taken for ``--deal-when 3``."""
    message = refused(["show", "maids", "--deal", "3"], capsys)
    assert "unrecognized arguments: --deal" in message and "deal-when" not in message
    assert "unrecognized arguments: --max-n" in refused(["solve", "spider", "1", "--max-n", "9"], capsys)
