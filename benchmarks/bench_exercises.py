"""How long the lessons' exercises take to answer: making each one, and judging every answer it expects.

    .venv/bin/python benchmarks/bench_exercises.py

A decision of the play lessons (03, 06) is judged from the solver's proofs kept in its data
(scripts/make_exercises.py), so answering it is a replay of the position and a look-up.
Prints, per kind, the median and the slowest time to make an exercise and to judge one
answer (every choice, every legal move, every place), and the slowest exercise.
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from solitaire.exercises import exercise, exercise_ids, game_of  # noqa: E402
from solitaire.exercises.catalog import _entry  # noqa: E402


def answers_of(entry: dict) -> list[str]:
    """Every answer a learner may give that the exercise expects: each choice, legal move or place."""
    if entry["kind"] == "choice":
        return list(entry["choices"])
    game = game_of(entry["position"])
    return list(game.place_names) if entry["kind"] == "place" else [str(move) for move in game.legal_moves()]


def main() -> None:
    made, judged = {}, {}
    for id in exercise_ids():
        entry = _entry(id)
        start = time.perf_counter()
        question = exercise(id)
        made.setdefault(entry["kind"], []).append((time.perf_counter() - start, id))
        for answer in answers_of(entry):
            start = time.perf_counter()
            question.submit(answer)
            judged.setdefault(entry["kind"], []).append((time.perf_counter() - start, id))
    for kind in made:
        for label, times in (("make", made[kind]), ("judge", judged[kind])):
            seconds = [t for t, _ in times]
            slowest = max(times)
            print(f"{kind:9} {label:5} {len(seconds):4} times  median {statistics.median(seconds) * 1000:7.2f} ms"
                  f"  slowest {slowest[0] * 1000:7.2f} ms ({slowest[1]})")


if __name__ == "__main__":
    main()
