"""The rules of thumb of lesson 03 over many deals: the run the lesson reads, and its speed.

A script, not a test: ``python benchmarks/bench_rules_of_thumb.py [--deals 1-500] [--write]``.
Each rule of :data:`solitaire.solver.thumbs.MAIDS_RULES` plays every deal to its end. With
``--write`` the verdicts go to ``benchmarks/results/rules_of_thumb/maids_<deals>.csv`` (one row per
rule and deal), which lesson 03 reads instead of playing 2,500 games in each run of the lesson;
``tests/solver/test_thumbs.py`` plays a sample of its rows again and demands the same verdicts.
It prints, per rule, the deals won and the median (and best) time of one game.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time

from solitaire.maids import Maids
from solitaire.solver.thumbs import MAIDS_RULES, STORED, play_by


def deal_range(text: str) -> range:
    """``"1-500"`` as ``range(1, 501)``."""
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def run(deals: range) -> tuple[list[tuple[str, int, str]], dict]:
    """Every rule on every deal: the rows (rule, deal, verdict) and each rule's game times in seconds."""
    rows, times = [], {}
    for rule, prefer in MAIDS_RULES.items():
        for deal in deals:
            start = time.perf_counter()
            status = play_by(prefer, Maids(deal=deal)).status
            times.setdefault(rule, []).append(time.perf_counter() - start)
            rows.append((rule, deal, status))
    return rows, times


def main(arguments=None) -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--deals", default="1-500", help="deals to play, first-last (default 1-500)")
    options.add_argument("--write", action="store_true", help="write the stored run the lesson reads")
    parsed = options.parse_args(arguments)
    deals = deal_range(parsed.deals)
    rows, times = run(deals)
    for rule, seconds in times.items():
        won = sum(1 for name, _deal, status in rows if name == rule and status == "won")
        print(f"{rule:18} won {won:4} of {len(deals)}  one game: median {statistics.median(seconds) * 1000:.2f} ms, "
              f"best {min(seconds) * 1000:.2f} ms")
    if parsed.write:
        path = STORED / f"maids_{deals.start}-{deals.stop - 1}.csv"
        command = "python benchmarks/bench_rules_of_thumb.py " + " ".join(sys.argv[1:] if arguments is None else arguments)
        lines = [f"# {command.strip()}", "rule,deal,verdict", *(f"{rule},{deal},{status}" for rule, deal, status in rows)]
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"wrote {path.name}: {len(rows)} rows")


if __name__ == "__main__":
    main()
