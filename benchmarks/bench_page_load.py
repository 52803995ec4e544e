"""A teacher's first and second visit: request → a clickable board (a script, not a test).

    .venv/bin/python benchmarks/bench_page_load.py [--runs 3] [--lesson 03_maids_play_a_deal]

Issue 41 asks that a teacher's first and second visit each show a clickable board within 3 s,
on the classroom page (``make classroom``) and on a presented lesson (``make present
LESSON=...``). Voila is started with the very shell line ``make`` runs (read from ``make -n``:
etc/voila.py, the preheated kernels), from a fresh directory each run. Then chromium at
1280×620, as a teacher would:

- first visit: the address is opened as soon as ``make`` prints it and the server answers,
  and again ``--settle`` seconds later (a teacher who starts the server before the class);
- second visit: the page is closed and opened again at once (a reload, another tab).

Each is timed from the request to the first board's Deal button and picture on screen.
Other programs share the CPU, so compare medians. Needs chromium and make.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "browser"))

from live_servers import find_chromium, launch_chromium, start_as_make_does  # noqa: E402

GOAL_S = 3.0
VIEWPORT = {"width": 1280, "height": 620}
BOARD_SHOWN = ("() => { const board = document.querySelector('.solitaire-board, .solitaire-classroom');"
               " if (!board) return false;"
               " const deal = [...board.querySelectorAll('button')].some(b => b.textContent.trim() === 'Deal'"
               " && b.offsetParent !== null);"
               " return deal && [...board.querySelectorAll('img')].some(i => i.complete && i.naturalWidth > 300"
               " && i.offsetParent !== null); }")


def visit(browser, url: str) -> float:
    """Seconds from the request to a clickable board; the page is then closed as a tab is."""
    page = browser.new_page(viewport=VIEWPORT)
    start = time.perf_counter()
    page.goto(url, wait_until="commit", timeout=300_000)
    page.wait_for_function(BOARD_SHOWN, timeout=300_000, polling=50)
    seconds = time.perf_counter() - start
    page.goto("about:blank")   # as a closing tab: the page asks Voila to shut its kernel down
    page.close()
    return seconds


def page_url(server, lesson: str | None) -> str:
    return f"{server.url}voila/render/{lesson}.ipynb" if lesson else server.url


def one_run(browser, target: str, settle: float, **variables) -> dict:
    """The first visit (at once, then on another server after ``settle`` s) and the second."""
    times = {}
    lesson = variables.get("LESSON")
    for wait, when in ((0, "at once"), (settle, f"{settle:.0f} s after start")):
        with start_as_make_does(Path(tempfile.mkdtemp(prefix="bench-page-load-")), target, **variables) as server:
            time.sleep(wait)
            times[f"first visit, {when}"] = visit(browser, page_url(server, lesson))
            times[f"second visit, {when}"] = visit(browser, page_url(server, lesson))
    return times


def report(name: str, runs: list[dict]) -> None:
    for key in runs[0]:
        values = [run[key] for run in runs]
        print(f"{name:38} {key:32}: median {statistics.median(values):6.2f} s "
              f"(min {min(values):.2f}, max {max(values):.2f}; goal {GOAL_S} s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--settle", type=float, default=30, help="seconds a server runs before the later visits")
    parser.add_argument("--lesson", default="03_maids_play_a_deal", help="the lesson make present serves")
    arguments = parser.parse_args()
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        browser = launch_chromium(playwright, find_chromium())
        for name, target, variables in (("make classroom", "classroom", {}),
                                        (f"make present LESSON={arguments.lesson}", "present",
                                         {"LESSON": arguments.lesson})):
            runs = [one_run(browser, target, arguments.settle, **variables) for _ in range(arguments.runs)]
            report(name, runs)
        browser.close()


if __name__ == "__main__":
    main()
