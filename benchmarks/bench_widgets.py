"""How long the board takes from a click that plays a move to the new picture on the widget.

    .venv/bin/python benchmarks/bench_widgets.py [--moves 80] [--seed 1]

A script printing medians, not a test. For each game a seeded random game is played
through the board, in each theme, as a player would: a click on the card (not timed), then the timed
click on its target (or on the stock for ``deal``), from the ipyevents event dict to
the PNG set on the ``Image`` widget: finding the place, the engine's move, the
observer, the controls, the status line, the drawing and the PNG. The drawing's share
is shown apart, and the click's CPU time in this thread (a crowded machine inflates the
wall clock far more). Goal: a median of 40 ms or less.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.modules["solitaire.solver"] = None  # no hints are asked for; keep the import out of the way

from solitaire.maids import Maids  # noqa: E402
from solitaire.spider import Spider  # noqa: E402
from solitaire.widgets import Board  # noqa: E402

GOAL_MS = 40.0


def click_event(board: Board, place: str) -> dict:
    """The ipyevents dict of a click in the middle of ``place``, on a picture shown at 3/4 size."""
    x, y = board._view.geometry()["places"][place]["centre"]
    width, height = board._view.size
    return {"relativeX": x * 0.75, "relativeY": y * 0.75,
            "boundingRectWidth": width * 0.75, "boundingRectHeight": height * 0.75}


class DrawingClock:
    """Times the drawing's part (``update`` and ``png``) of each click."""

    def __init__(self, board: Board) -> None:
        self.board, self.seconds = board, 0.0
        self.wrap()

    def wrap(self) -> None:
        view = self.board._view
        if getattr(view, "_clocked", False):
            return
        for name in ("update", "png"):
            method = getattr(view, name)

            def timed(*args, _method=method, **kwargs):
                start = time.perf_counter()
                try:
                    return _method(*args, **kwargs)
                finally:
                    self.seconds += time.perf_counter() - start
            setattr(view, name, timed)
        view._clocked = True


def measure(game_class, deal: int, moves: int, seed: int, theme: str = "default") -> tuple[list[float], ...]:
    rng = random.Random(seed)
    board = Board(game_class(deal=deal), theme=theme)
    clock = DrawingClock(board)
    plays, drawing, picks, cpu = [], [], [], []
    while len(plays) < moves:
        legal = board.game.legal_moves()
        if not legal:
            board.game = game_class(deal=rng.randrange(1, 10**6))
            clock.wrap()
            continue
        move = rng.choice(legal)
        if move.is_keyword and move.source != "deal":
            board.game.play(move)   # redeal: a button, not a click
            continue
        if not move.is_keyword:
            start = time.perf_counter()
            board.handle_click(click_event(board, move.source))
            picks.append(time.perf_counter() - start)
        target = "stock" if move.is_keyword else move.target
        event = click_event(board, target)
        picture, history = board.picture.value, len(board.game.history)
        clock.seconds = 0.0
        start, cpu_start = time.perf_counter(), time.thread_time()
        board.handle_click(event)
        elapsed = time.perf_counter() - start
        cpu.append(time.thread_time() - cpu_start)
        assert len(board.game.history) == history + 1 and board.picture.value != picture, board.message_text
        plays.append(elapsed)
        drawing.append(clock.seconds)
    assert not board.errors, board.errors
    return plays, drawing, picks, cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=80)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    worst = 0.0
    for game_class, deal, theme in ((Maids, 3, "default"), (Spider, 3, "default"),
                                    (Maids, 3, "projector"), (Spider, 3, "projector")):
        measure(game_class, deal, 5, args.seed, theme)  # warm up: imports, fonts, first figure
        plays, drawing, picks, cpu = measure(game_class, deal, args.moves, args.seed, theme)
        median = statistics.median(plays) * 1000
        rest = statistics.median(p - d for p, d in zip(plays, drawing)) * 1000
        worst = max(worst, median)
        print(f"{game_class.__name__:>20} {theme:>9}: click→picture median {median:5.1f} ms "
              f"(drawing {statistics.median(drawing) * 1000:5.1f} ms, the board {rest:4.1f} ms; "
              f"p90 {sorted(plays)[int(len(plays) * 0.9)] * 1000:5.1f} ms; "
              f"picking up a card {statistics.median(picks) * 1000:4.1f} ms; this thread's CPU time "
              f"{statistics.median(cpu) * 1000:5.1f} ms) over {len(plays)} moves")
    print(f"goal ≤ {GOAL_MS:.0f} ms: {'met' if worst <= GOAL_MS else 'NOT met'} (worst median {worst:.1f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
