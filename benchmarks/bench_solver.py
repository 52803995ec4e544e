"""Speed of the solvers (figures, not a test).

Maids: positions a second of the C search and of its Python fallback; then every deal
of a range in both readings of ``follow_suit`` (verdicts only, lines not replayed), the
total time and the positions searched per second. Spider: positions a second of the C walks
and of their Python fallback under three readings (median of the deals), then a range of
deals with a time limit each, the share decided and the per-deal times (median, max).

    python benchmarks/bench_solver.py                      # the full figures (long)
    python benchmarks/bench_solver.py --maids 1-1000 --spider 1-100 --jobs 2

The machine's cores are shared by whatever else runs: say so when quoting the figures.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from solitaire.command_line.cli import parse_deals  # noqa: E402
from solitaire.solver.stats import win_rates  # noqa: E402


def maids_speed(deals, nodes_each):
    """Positions a second of the C search and of its Python fallback, same deals, same budget."""
    from solitaire.maids import Maids
    from solitaire.solver.maids.search import MaidsSearch, native_search, new_table
    for native in ((True, False) if native_search is not None else (False,)):
        nodes = seconds = 0.0
        for deal in deals:
            for follow_suit in (False, True):
                search = MaidsSearch(Maids(deal=deal, follow_suit=follow_suit).state, max_nodes=nodes_each,
                                     lost=new_table(native))
                search.run()
                nodes += search.nodes
                seconds += search.seconds
        print(f"maids search in {'C' if native else 'Python'}: {nodes / seconds:,.0f} positions a second "
              f"({int(nodes):,} positions, deals {deals[0]}..{deals[-1]}, both readings)")


def spider_speed(deals, nodes_each):
    """Positions a second of the Spider walks in C and in Python (the plan's six walks taking
    turns, as a solve runs them), same deals, same budget: the median over the deals."""
    from solitaire.solver.spider import search as walks
    from solitaire.solver.spider.plan import solve_spider
    from solitaire.spider import Spider
    built = walks._native
    for options in ({}, {"row_rule": "always"}, {"redeals": 0}):
        rates = {}
        for language, native in (("C", built), ("Python", None)):
            if language == "C" and built is None:
                continue
            walks._native = native
            try:
                speeds = []
                for deal in deals:
                    started = time.perf_counter()
                    _, _, nodes = solve_spider(Spider(deal=deal, **options).state, max_nodes=nodes_each)
                    speeds.append(nodes / (time.perf_counter() - started))
            finally:
                walks._native = built
            rates[language] = statistics.median(speeds)
        reading = ", ".join(f"{key}={value}" for key, value in options.items()) or "default"
        ratio = f" ({rates['C'] / rates['Python']:.0f}x)" if "C" in rates else ""
        print(f"spider walks, {reading}: " + ", ".join(f"{language} {rate:,.0f}" for language, rate in rates.items())
              + f" positions a second{ratio} (median of deals {deals[0]}..{deals[-1]}, {nodes_each:,} each)")


def maids(deals, jobs, max_nodes):
    """Every deal in both readings: verdicts only (the winning lines are not replayed)."""
    total_wall = 0.0
    for follow_suit in (False, True):
        started = time.perf_counter()
        rates = win_rates("maids", deals, jobs=jobs, progress=False, max_nodes_per_deal=max_nodes,
                          follow_suit=follow_suit, replay=False)
        wall = time.perf_counter() - started
        total_wall += wall
        results = rates.results
        nodes = sum(r.nodes for r in results)
        busy = sum(r.seconds for r in results)
        counts = rates.counts
        decided = [r.seconds for r in results if r.verdict != "unknown"]
        print(f"maids follow_suit={follow_suit}: {len(deals)} deals: "
              f"won {counts['won']} lost {counts['lost']} unknown {counts['unknown']} "
              f"(limit {max_nodes:,} positions a deal)")
        print(f"  wall {wall:.1f} s on {jobs or os.cpu_count()} workers; search time {busy:.1f} s "
              f"({sum(decided):.1f} s on the decided deals, {busy - sum(decided):.1f} s on the unknown); "
              f"{nodes / busy if busy else 0:,.0f} positions a second; median deal "
              f"{statistics.median(r.seconds for r in results) * 1000:.1f} ms, slowest decided "
              f"{max(decided, default=0):.2f} s")
    print(f"maids, both readings: wall {total_wall:.1f} s")


def spider(deals, jobs, seconds, redeals):
    started = time.perf_counter()
    rates = win_rates("spider", deals, jobs=jobs, progress=False, max_seconds_per_deal=seconds, redeals=redeals)
    wall = time.perf_counter() - started
    counts = rates.counts
    times = [r.seconds for r in rates.results]
    decided = counts["won"] + counts["lost"]
    print(f"spider redeals={redeals}: {len(deals)} deals, at most {seconds} s each: "
          f"decided {decided} ({decided / len(times):.1%}: won {counts['won']}, lost {counts['lost']}), "
          f"unknown {counts['unknown']}")
    nodes = sum(r.nodes for r in rates.results)
    print(f"  per deal: median {statistics.median(times):.3f} s, max {max(times):.2f} s; wall {wall:.1f} s; "
          f"{nodes} positions, {nodes / sum(times) if sum(times) else 0:.0f} a second")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--maids", type=parse_deals, default=parse_deals("1-10000"), metavar="A-B")
    parser.add_argument("--maids-nodes", type=int, default=1_000_000, metavar="N",
                        help="positions allowed a Maids deal (default 1000000)")
    parser.add_argument("--spider", type=parse_deals, default=parse_deals("1-1000"), metavar="A-B")
    parser.add_argument("--spider-seconds", type=float, default=2.0, metavar="S")
    parser.add_argument("--jobs", type=int, default=None, help="worker processes (default: all cores)")
    arguments = parser.parse_args(argv)
    print(f"{os.cpu_count()} cores (shared with whatever else runs on this machine)")
    maids_speed(range(1, 31), 20_000)
    spider_speed(range(1, 11), 20_000)
    maids(arguments.maids, arguments.jobs, arguments.maids_nodes)
    spider(arguments.spider, arguments.jobs, arguments.spider_seconds, 1)


if __name__ == "__main__":
    main()
