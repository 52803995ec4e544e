"""``python -m solitaire``: each subcommand on a small case, and bad arguments (exit 2)."""
from __future__ import annotations

import io
import resource
import signal
import subprocess
import sys

import pytest

from solitaire.command_line.cli import main, parse_deals


def run(argv, stdin=""):
    out = io.StringIO()
    status = main(argv, stdin=io.StringIO(stdin), stdout=out)
    return status, out.getvalue()


def test_show_prints_the_board():
    status, text = run(["show", "maids", "1"])
    assert status == 0 and "M12" in text and "stock 48" in text
    status, text = run(["show", "spider", "2", "--redeals", "0"])
    assert status == 0 and "T1" in text


def test_show_png_writes_a_picture(tmp_path):
    pytest.importorskip("solitaire.draw")
    path = tmp_path / "board.png"
    status, _ = run(["show", "maids", "3", "--png", str(path)])
    assert status == 0 and path.read_bytes()[:4] == b"\x89PNG"


def test_play_reads_moves_and_commands_from_stdin():
    status, text = run(["play", "maids", "9"], "help\nmoves\ndeal\nundo\nl1 f1\nhint\nquit\n")
    assert status == 0
    assert "undo" in text and "took back deal" in text
    assert "L1→F1 is not allowed" in text and "hint: " in text


def test_solve_prints_verdict_nodes_time_and_line():
    status, text = run(["solve", "maids", "9"])
    assert status == 0 and text.startswith("won: ") and "winning line" in text
    status, text = run(["solve", "maids", "13", "--max-nodes", "10"])
    assert status == 0 and text.startswith("unknown: ")
    status, text = run(["solve", "maids", "9", "--follow-suit", "--max-seconds", "5"])
    assert status == 0 and text.split(":")[0] in ("won", "lost", "unknown")


def test_stats_prints_rates_and_writes_csv(tmp_path):
    path = tmp_path / "rates.csv"
    status, text = run(["stats", "maids", "--deals", "1-4", "--player", "greedy", "--jobs", "1",
                        "--no-progress", "--csv", str(path)])
    assert status == 0 and "4 deals" in text and "95% CI" in text
    assert path.read_text().startswith("# python -m solitaire stats maids --deals 1-4")
    status, text = run(["stats", "maids", "--deals", "9", "--jobs", "1", "--no-progress", "--no-replay"])
    assert status == 0 and "won 1" in text


@pytest.mark.parametrize("argv", [
    ["show", "chess", "1"],
    ["show", "maids", "x"],
    ["stats", "maids", "--deals", "9-3"],
    ["stats", "maids", "--deals", "1-b"],
    ["solve", "maids", "1", "--row-rule", "always"],
    ["solve", "spider", "1", "--follow-suit"],
    ["solve", "maids", "1", "--colour", "red"],
    ["dance", "maids", "1"],
])
def test_bad_arguments_exit_with_status_2(argv, capsys):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    assert "error" in capsys.readouterr().err


def test_deal_ranges():
    assert parse_deals("7") == range(7, 8) and parse_deals("1-1000") == range(1, 1001)
    assert parse_deals("12,3,5-6") == [3, 5, 6, 12]


def test_python_dash_m_runs_the_command_line():
    done = subprocess.run([sys.executable, "-m", "solitaire", "solve", "maids", "9", "--max-seconds", "5"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.startswith("won")
    done = subprocess.run([sys.executable, "-m", "solitaire", "show", "nope", "1"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "invalid choice" in done.stderr


def test_a_search_that_outgrows_memory_stops_with_a_word_and_status_1():
    """``solve`` without a budget on a very hard deal (372 is undecided after 200 million
    positions) fills memory with its table; here the memory is capped at 100 MB (the command
    itself needs about 30 MB before it searches; each doubling of the table doubles the time spent
    filling it: under 128 or 200 MB it took twice as long as under 100)."""
    def cap_memory():
        resource.setrlimit(resource.RLIMIT_AS, (100 << 20, 100 << 20))

    done = subprocess.run([sys.executable, "-m", "solitaire", "solve", "maids", "372"], capture_output=True,
                          text=True, timeout=120, preexec_fn=cap_memory)
    assert done.returncode == 1
    assert done.stderr.startswith("out of memory") and "--max-nodes" in done.stderr and "Traceback" not in done.stderr


def test_ctrl_c_stops_with_a_word_and_status_130():
    """A player (or a long search) interrupted by Ctrl-C: "interrupted", no traceback.

    The signal is sent once the game waits for a move (its last line before reading is
    the hint about "help"), and standard input stays open: the child cannot read the end
    of its input and leave with status 0 before the signal arrives."""
    # A pytest-xdist worker ignores SIGINT, and an ignored signal stays ignored in a child: the child
    # gets the default back, as a player's shell gives it.
    child = subprocess.Popen([sys.executable, "-m", "solitaire", "play", "maids", "1"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        for line in child.stdout:
            if line.startswith('Type "help"'):
                break
        child.send_signal(signal.SIGINT)
        status = child.wait(timeout=60)
        errors = child.stderr.read()
    finally:
        child.kill()
        child.stdin.close()
        child.stdout.close()
        child.stderr.close()
    assert status == 130 and errors.strip() == "interrupted"
