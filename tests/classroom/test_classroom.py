"""The classroom page (issue 32): it fits a 720p projector, keeps each game, and reads without a kernel;
``make present`` serves a lesson and runs nothing a lesson's name holds."""
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from solitaire import Maids, Spider
from solitaire.classroom import PICTURE_HEIGHT, SERVE_LINE, classroom

from make_present_scratch import make_present, scratch_folder


def test_the_page_is_a_bar_then_the_board_and_its_rules_card():
    page = classroom()
    assert page.bar.children == (page.title, page.game_choice, page.language_choice, page.board_only)
    assert page.main.children == (page.board, page.card)
    assert isinstance(page.board.game, Spider) and page.board.game.deal == 3
    assert page.board.picture.layout.max_height == PICTURE_HEIGHT["page"]
    assert page.main.layout.flex_flow == "row wrap"          # the card wraps under a wide board
    assert "Spider" in page.card.value and "spider.17" in page.card.value


def test_switching_game_keeps_each_game_and_brings_it_back():
    page = classroom()
    spider = page.board.game
    spider.play("deal")
    page.game_choice.value = "Twelve Sleeping Maids"
    maids = page.board.game
    assert isinstance(maids, Maids) and "Twelve Sleeping Maids" in page.card.value
    assert page.board.message_text.startswith("New game: Twelve Sleeping Maids deal 3. ")  # and the first step
    maids.play(maids.legal_moves()[0])
    page.game_choice.value = "Spider"
    assert page.board.game is spider and len(spider.history) == 1
    assert "Back to Spider deal 3" in page.board.message_text
    page.game_choice.value = "Twelve Sleeping Maids"
    assert page.board.game is maids and len(maids.history) == 1


def test_board_only_hides_the_bar_and_card_and_gives_the_picture_the_height():
    page = classroom("Twelve Sleeping Maids", deal=5)
    page.board_only.value = True
    assert page.card.layout.display == "none" and page.bar.layout.display == "none"
    assert page.board.picture.layout.max_height == PICTURE_HEIGHT["board beside"]   # Maids: controls beside
    assert page.board.layout.flex_flow == "column wrap"
    buttons = page.board.children[2]
    assert buttons.children[-1] is page.board_only and page.board.deal_button in buttons.children  # still in reach
    page.board_only.value = False
    assert page.card.layout.display is None and page.board.picture.layout.max_height == PICTURE_HEIGHT["page"]
    assert page.board_only in page.bar.children and page.board_only not in buttons.children
    assert page.board.layout.flex_flow is None and buttons.layout.width is None
    page.game_choice.value = "Spider"
    page.board_only.value = True      # Spider is bounded by the width: its controls stay under it
    assert page.board.picture.layout.max_height == PICTURE_HEIGHT["board only"]
    assert page.board.layout.flex_flow is None


def test_the_board_is_as_wide_as_its_picture_at_the_height_left_so_the_card_fits_beside_maids():
    page = classroom("Twelve Sleeping Maids")
    assert page.board.layout.max_width == "calc((100vh - 170px) * 1.5584)"   # 960 x 616
    page.game_choice.value = "Spider"
    assert page.board.layout.max_width == "calc((100vh - 170px) * 2.4062)"   # 1540 x 640: the card wraps under


def test_read_without_a_kernel_the_page_is_the_board_picture_and_one_line():
    bundle = classroom()._repr_mimebundle_()
    assert bundle["text/plain"] == SERVE_LINE and "VBox" not in bundle["text/plain"]
    assert bundle["image/png"].startswith("iVBOR")   # base64 of a PNG


@pytest.mark.parametrize("game", ["Chess", "x" * 10_000, None])
def test_an_unknown_game_is_refused_naming_the_games(game):
    with pytest.raises(ValueError, match="game must be one of") as refused:
        classroom(game)
    assert len(str(refused.value)) < 200


# --- make present (abuse review F47, classroom review 2): LESSON never reaches a shell as code -------

REPO = Path(__file__).resolve().parents[2]
LESSON_NAMES = ("02a_maids_princes_and_maids", "02b_maids_columns_stock_and_end", "my lesson", "a&b", "b")


@pytest.fixture
def scratch(tmp_path):
    return scratch_folder(tmp_path, LESSON_NAMES)


@pytest.mark.parametrize("lesson", [
    'x"; touch pwned; echo "', "`touch pwned`", "$(touch pwned)", "$(shell touch pwned)", "$$(touch pwned)",
    "';touch pwned;'", "my lesson", "a&b", "a&touch pwned", "../Makefile", "", "*", ";id", "x" * 5000,
    "02a_maids_princes_and_maids\ntouch pwned"])
def test_make_present_refuses_a_name_that_is_not_a_lesson_and_runs_nothing_in_it(scratch, lesson):
    result = make_present(scratch, lesson)
    assert result.returncode == 2, result.stdout + result.stderr
    assert "make present: LESSON must name a lesson of notebooks/" in result.stdout
    assert "  02a_maids_princes_and_maids" in result.stdout       # the lessons are listed
    assert not (scratch / "pwned").exists() and not (scratch / "voila-args.txt").exists()
    assert len(result.stdout) < 2_000 and "Traceback" not in result.stderr


def test_make_present_serves_the_notebooks_folder_and_prints_the_lessons_address(scratch):
    result = make_present(scratch, "02a_maids_princes_and_maids")
    assert result.returncode == 0, result.stdout + result.stderr
    # the address goes to the script that prints it once the boards are ready (tested below)
    assert 'serve_when_ready.py' in result.stdout
    assert '"http://127.0.0.1:8899/voila/render/$PRESENT_LESSON.ipynb" 2 --' in result.stdout
    assert "Voila presents 02a_maids_princes_and_maids" in result.stdout
    args = (scratch / "voila-args.txt").read_text().splitlines()
    assert args[-2:] == ["notebooks", "THEME=projector"]         # the folder: links to other lessons resolve
    assert f"--Voila.config_file_paths={scratch}/etc" in args and "--preheat_kernel=True" in args
    # only the presented lesson is preheated: Voila matches the denylist against each notebook's path
    denylist = next(arg for arg in args if arg.startswith("--VoilaKernelManager.preheat_denylist="))
    pattern = re.compile(denylist.split("=", 1)[1])
    assert not pattern.match(str(scratch / "notebooks" / "02a_maids_princes_and_maids.ipynb"))
    assert pattern.match(str(scratch / "notebooks" / "02b_maids_columns_stock_and_end.ipynb"))


# --- the address is printed once the preheated kernels are quiet (issue 41: a first visit waited 34 s) ----

FAKE_KERNEL = [sys.executable, "-c", "import time; time.sleep(60)", "ipykernel_launcher"]


def test_the_address_is_printed_once_the_preheated_kernels_are_quiet_and_ctrl_c_reaches_voila(tmp_path):
    """A stand-in Voila starts two idle 'kernels'; the address comes once both are quiet, and the
    script ends with Voila when it is stopped."""
    voila = [sys.executable, "-c", "import subprocess, sys, time; "
             f"kernels = [subprocess.Popen({FAKE_KERNEL!r}) for _ in range(2)]; "
             "time.sleep(60)"]
    started = time.monotonic()
    process = subprocess.Popen([sys.executable, str(REPO / "etc" / "serve_when_ready.py"),
                                "http://127.0.0.1:8899/", "2", "--", *voila],
                               stdout=subprocess.PIPE, text=True, start_new_session=True)
    try:
        line = process.stdout.readline()
        assert line == "Ready: http://127.0.0.1:8899/\n"
        assert time.monotonic() - started < 50
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)


def test_the_script_refuses_a_call_without_its_url_and_count():
    result = subprocess.run([sys.executable, str(REPO / "etc" / "serve_when_ready.py"), "voila"],
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 2 and "usage:" in result.stderr and "Traceback" not in result.stderr
