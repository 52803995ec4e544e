"""How long a board takes from a move to new PNG bytes (a script printing medians, not a test).

    .venv/bin/python benchmarks/bench_draw.py [--moves 60] [--repeat 3]

For each game and theme ("default", "projector"), a seeded random game is played move
by move. After each move we time ``view.update(last_move=move); view.png()`` (the move
drawn with all it did: refills, woken packs, a deal's cards) on one BoardView that redraws its figure
in place (the goal: 30 ms), and, every third move, a plain rebuild of the same picture
(a new BoardView: a new figure with all its artists, then its PNG). The first picture
of a process (cold caches: fonts, glyph outlines) is timed apart. Other programs share
the CPU, so each game is measured ``--repeat`` times, and the in-place time is also given as
the drawing thread's CPU time, which a crowded machine inflates far less than the wall clock.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from solitaire.draw import BoardView  # noqa: E402
from solitaire.draw.board import encode_png  # noqa: E402
from solitaire.maids import Maids  # noqa: E402
from solitaire.spider import Spider  # noqa: E402


def milliseconds(seconds: list[float]) -> str:
    return f"{statistics.median(seconds) * 1000:5.1f} ms"


def measure(game_class, deal: int, moves: int, seed: int, theme: str = "default") -> dict[str, list[float]]:
    """Times (seconds) of in-place updates, plain rebuilds, and the parts of an update."""
    rng = random.Random(seed)
    game = game_class(deal=deal)
    view = BoardView(game, theme=theme)
    view.png()
    times = {"in place": [], "in place, CPU": [], "rebuild": [], "draw": [], "encode": []}
    for n in range(moves):
        legal = game.legal_moves()
        if not legal:  # the game is over: go on with another deal
            game = game_class(deal=deal + 1 + n)
            view = BoardView(game, theme=theme)
            view.png()
            continue
        move = rng.choice(legal)
        game.play(move)
        start, cpu = time.perf_counter(), time.thread_time()
        view.update(last_move=move).png()
        times["in place"].append(time.perf_counter() - start)
        times["in place, CPU"].append(time.thread_time() - cpu)
        start = time.perf_counter()
        view.canvas.draw()
        drawn = time.perf_counter()
        encode_png(np.asarray(view.canvas.buffer_rgba()))
        times["draw"].append(drawn - start)
        times["encode"].append(time.perf_counter() - drawn)
        if n % 3 == 0:
            start = time.perf_counter()
            BoardView(game, last_move=move, theme=theme).png()
            times["rebuild"].append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    for game_class, theme in ((Spider, "default"), (Maids, "default"), (Spider, "projector"), (Maids, "projector")):
        start = time.perf_counter()
        first = BoardView(game_class(deal=1), theme=theme)
        first.png()
        cold = time.perf_counter() - start
        width, height = first.size
        print(f"{game_class.__name__}, theme {theme}: PNG {width}x{height}; "
              f"first picture of the process {cold * 1000:.0f} ms")
        for run in range(args.repeat):
            times = measure(game_class, deal=7 + run, moves=args.moves, seed=run, theme=theme)
            print(f"  run {run + 1}: move -> PNG, in place {milliseconds(times['in place'])} "
                  f"(this thread's CPU time {milliseconds(times['in place, CPU'])}) "
                  f"(n={len(times['in place'])}; Agg draw {milliseconds(times['draw'])}, "
                  f"PNG encoding {milliseconds(times['encode'])}); "
                  f"plain rebuild {milliseconds(times['rebuild'])} (n={len(times['rebuild'])})")


if __name__ == "__main__":
    main()
