"""Can a search that needs no C compiler stand in for the C one on the course? (figures, not a test)

For the positions the course asks the solver about, it times two fallbacks against the C search,
each with a limit of ``--seconds`` (10) a position:

- ``plain``: the walk over the engine's own states (``solver/generic.py``), no pruning at all;
- ``python``: the Python searches kept beside the C ones (the C switched off, as on a machine
  without a compiler).

The positions: the lessons' ``solve()`` calls (deal starts, as the lesson budgets them), the
position after each move a decision exercise judges (and each second move of its plan), the
position after each legal move of a solver-checked puzzle, and every alternative move along the
line of lesson 03 (Maids deal 7) and lesson 06 (Spider deal 39) at every ``--every``-th move; the
hints: the fair hint of ``07_how_hard_is_it`` (Spider, 6 samples) and the Hint button on a Maids deal.
A fallback *decides* a position when it gives the verdict recorded in the data (or, for a lesson,
the C search's) within the limit. It prints, by group, the positions, how many each fallback
decided, and the median and largest seconds (each the median of ``--repeat`` runs); with ``--each``, first
a row per position: the verdict and seconds of the C search, the plain walk and the Python searches.

    python benchmarks/bench_fallback.py                     # every group (long: nice it)
    python benchmarks/bench_fallback.py --groups lessons,hints --seconds 10 --repeat 3 --each

The machine's cores are shared by whatever else runs: say so when quoting the figures.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from solitaire import Maids, Spider, puzzles, solve  # noqa: E402
from solitaire.solver import maids as maids_search, spider as spider_search  # noqa: E402
from solitaire.solver.generic import search_states  # noqa: E402
from solitaire.solver.hints import hint  # noqa: E402
from solitaire.solver.maids import codes, packs  # noqa: E402
from solitaire.solver.spider import search as spider_walks  # noqa: E402

EXERCISES = Path(__file__).resolve().parent.parent / "solitaire" / "exercises"
GROUPS = ("lessons", "decisions", "puzzles", "lesson loops", "hints")
FALLBACKS = ("C", "plain", "python")


@contextmanager
def searching_with(fallback: str):
    """Run the solver's public calls with the C search (``"C"``), the plain walk or the Python searches."""
    saved = (maids_search.solve_position, spider_search.solve_position, codes.native_search, packs.native_search,
             spider_walks._native)
    if fallback == "plain":
        def plain(game_class):
            return lambda state, max_nodes, max_seconds, table_bytes=None: (
                search_states(game_class, state, max_nodes, max_seconds) + (0,))
        maids_search.solve_position, spider_search.solve_position = plain(Maids), plain(Spider)
    elif fallback == "python":
        codes.native_search = packs.native_search = spider_walks._native = None
    try:
        yield
    finally:
        (maids_search.solve_position, spider_search.solve_position, codes.native_search, packs.native_search,
         spider_walks._native) = saved


def after(game, *moves):
    board = game.copy()
    for move in moves:
        board.play(move)
    return board


def lesson_positions():
    """(name, game, max_nodes) of the lessons' own solve() calls on deals."""
    return [("02b Maids 1", Maids(deal=1), None), ("03 Maids 7", Maids(deal=7), None),
            ("06 Spider 39", Spider(deal=39), 100_000), ("appendix Maids 42", Maids(deal=42), None),
            ("appendix Maids 42 in suit", Maids(deal=42, follow_suit=True), None),
            ("appendix Maids 426", Maids(deal=426), None), ("appendix Spider 17", Spider(deal=17), 30_900),
            ("appendix Spider 184 no redeal", Spider(deal=184, redeals=0), 50_000),
            ("spider details Spider 13", Spider(deal=13), 100_000), ("how hard Maids 23", Maids(deal=23), None),
            ("how hard Maids 59", Maids(deal=59), None),
            ("readings Maids 177 first jack 2", Maids(deal=177, first_jack_from_stock=2), 300_000),
            ("readings Maids 177 first jack 1", Maids(deal=177, first_jack_from_stock=1), 300_000)]


def decision_positions():
    """(name, game, budget, expected verdict) after each move a decision exercise judges, and its plan's second
    moves."""
    for path in sorted(EXERCISES.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        entries = data if isinstance(data, list) else data.get("exercises", data)
        for entry in (entries if isinstance(entries, list) else entries.values()):
            if not isinstance(entry, dict) or entry.get("kind") != "decision":
                continue
            where = entry["position"]
            game = after((Maids if where["game"] == "maids" else Spider)(deal=where["deal"]), *where["moves"])
            budget = entry["budget"]
            for move, verdict in entry["verdicts"].items():
                yield f"{entry['id']} {move}", after(game, move), budget, verdict["verdict"]
            for first, second in (entry.get("plan") or {}).items():
                for move in second.get("winning", []):
                    yield f"{entry['id']} {first}, {move}", after(game, first, move), budget, "won"
                for move in second.get("losing", {}):
                    yield f"{entry['id']} {first}, {move}", after(game, first, move), budget, "lost"


def puzzle_positions():
    """(name, game, budget, expected verdict) after each legal move of a solver-checked puzzle."""
    for game_name in ("maids", "spider"):
        for puzzle in puzzles(game_name):
            for move, verdict in puzzle.verdicts.items():
                yield f"{puzzle.id} {move}", after(puzzle.start(), move), puzzle.budget, verdict["verdict"]


def loop_positions(every: int):
    """(name, game, max_nodes) of the alternatives lessons 03 and 06 solve along a winning line."""
    for lesson, start, max_nodes in (("03", Maids(deal=7), None), ("06", Spider(deal=39), 300_000)):
        line = solve(start, max_nodes=100_000 if max_nodes else None).moves
        walk = start.copy()
        for ply, move in enumerate(line):
            if ply % every == 0:
                for other in walk.legal_moves():
                    yield f"{lesson} move {ply + 1} {other}", after(walk, other), max_nodes
            walk.play(move)


def timed(call, repeat: int):
    """(result, median seconds) of ``call()`` run ``repeat`` times."""
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        result = call()
        times.append(time.perf_counter() - started)
    return result, statistics.median(times)


def run_group(name, cases, seconds, repeat, each=False):
    """cases: (label, game, max_nodes, expected or None); prints one row per fallback (with ``each``,
    first one row per position: its verdict and seconds by each search)."""
    rows = {fallback: [] for fallback in FALLBACKS}
    undecided = {fallback: [] for fallback in FALLBACKS}
    for label, game, max_nodes, expected in cases:
        with searching_with("C"):
            c_verdict, c_seconds = timed(lambda: solve(game, max_nodes=max_nodes, replay=False).verdict, repeat)
        expected = expected or c_verdict
        rows["C"].append((c_verdict == expected, c_seconds))
        found = [f"{c_verdict} {c_seconds:.3f}"]
        for fallback in FALLBACKS[1:]:
            with searching_with(fallback):
                verdict, took = timed(lambda: solve(game, max_seconds=seconds, replay=False).verdict, repeat)
            rows[fallback].append((verdict == expected, took))
            found.append(f"{verdict} {took:.3f}")
            if verdict != expected:
                undecided[fallback].append(f"{label} ({verdict}, {expected} expected)")
        if each:
            print(f"| {name}: {label} | " + " | ".join(found) + " |", flush=True)
    for fallback, results in rows.items():
        times = [took for _, took in results]
        print(f"| {name} | {fallback} | {len(results)} | {sum(ok for ok, _ in results)} | "
              f"{statistics.median(times):.3f} | {max(times):.3f} |", flush=True)
    for fallback, labels in undecided.items():
        if labels:
            print(f"    {fallback} left undecided: " + "; ".join(labels[:12]) + (" …" if len(labels) > 12 else ""))


def run_hints(repeat):
    """The hints the course asks for, by each search: the time and the move it gives."""
    def played(game, moves):  # a position along the C search's winning line
        return after(game, *solve(game, max_nodes=100_000).moves[:moves])
    spider_1, spider_39, maids_7 = played(Spider(deal=1), 30), played(Spider(deal=39), 30), played(Maids(deal=7), 20)
    cases = [("how hard: Spider 1 after 30 moves, 6 samples", lambda: hint(spider_1, samples=6, seed=1030)),
             ("how hard: Spider 39 after 30 moves, 6 samples", lambda: hint(spider_39, samples=6, seed=39030)),
             ("Hint button: Maids 7", lambda: hint(Maids(deal=7), seed=1)),
             ("Hint button: Maids 7 after 20 moves", lambda: hint(maids_7, seed=1))]
    for label, call in cases:
        answers = {}
        for fallback in FALLBACKS:
            with searching_with(fallback):
                answers[fallback] = timed(call, repeat)
        moves = {str(move) for move, _ in answers.values()}
        print(f"| hint {label} | " + " | ".join(f"{fallback} {took:.2f} s ({move})"
                                               for fallback, (move, took) in answers.items())
              + f" | {'same move' if len(moves) == 1 else 'moves differ'} |", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="the limit of a fallback on one position")
    parser.add_argument("--repeat", type=int, default=1, help="runs a position, the median taken")
    parser.add_argument("--every", type=int, default=10, help="lesson loops: the alternatives at every n-th move")
    parser.add_argument("--groups", default=",".join(GROUPS), help="which groups: " + ", ".join(GROUPS))
    parser.add_argument("--each", action="store_true", help="a row per position too (verdict and seconds of each)")
    options = parser.parse_args()
    groups = [group.strip() for group in options.groups.split(",")]
    print("| group | search | positions | decided | median s | largest s |")
    print("| --- | --- | --- | --- | --- | --- |")
    if "lessons" in groups:
        run_group("lessons", [(label, game, nodes, None) for label, game, nodes in lesson_positions()],
                  options.seconds, options.repeat, options.each)
    if "decisions" in groups:
        run_group("decisions", list(decision_positions()), options.seconds, options.repeat, options.each)
    if "puzzles" in groups:
        run_group("puzzles", list(puzzle_positions()), options.seconds, options.repeat, options.each)
    if "lesson loops" in groups:
        run_group("lesson loops", [(label, game, nodes, None) for label, game, nodes in loop_positions(options.every)],
                  options.seconds, options.repeat, options.each)
    if "hints" in groups:
        run_hints(options.repeat)


if __name__ == "__main__":
    main()
