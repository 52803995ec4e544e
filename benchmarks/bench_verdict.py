"""How long a puzzle's verdict takes: ``puzzle.check(move)`` for every legal move of every puzzle.

    .venv/bin/python benchmarks/bench_verdict.py

The reason a verdict leads with has to appear within 0.5 s of the move (issue 31): the
slow part, the look at every position after a losing move, is made once with the
collection and kept in its data, so a check is a replay of the position and a look-up.
Prints, per game, the median and the slowest check, and the slowest puzzle and move.
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from solitaire import puzzles  # noqa: E402

LIMIT = 0.5  # seconds a verdict's reason may take to appear


def timings(game: str) -> list[tuple[float, str, str]]:
    """``(seconds, puzzle id, move)`` for each legal move of each puzzle of ``game``."""
    found = []
    for puzzle in puzzles(game):
        for move in puzzle.start().legal_moves():
            start = time.perf_counter()
            puzzle.check(move)
            found.append((time.perf_counter() - start, puzzle.id, str(move)))
    return found


def main() -> None:
    worst = 0.0
    for game in ("maids", "spider"):
        found = timings(game)
        seconds = [item[0] for item in found]
        slowest = max(found)
        worst = max(worst, slowest[0])
        print(f"{game}: {len(found)} verdicts over {len(puzzles(game))} puzzles: median "
              f"{statistics.median(seconds) * 1000:.1f} ms, max {slowest[0] * 1000:.1f} ms "
              f"({slowest[1]}, {slowest[2]})")
    print(f"every verdict within {LIMIT} s: {'yes' if worst <= LIMIT else 'NO'}")


if __name__ == "__main__":
    main()
