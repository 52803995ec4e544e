"""Deals per second through a local dask cluster against the process pool, on the same cores (a script, not a test).

``win_rates`` runs the same deals, in the same chunks, through two executors of the same
size on this machine, both started once before the timed runs:

- pool: a :class:`concurrent.futures.ProcessPoolExecutor` of WORKERS processes (the default);
- dask: a ``dask.distributed`` LocalCluster of WORKERS one-thread worker processes on
  127.0.0.1 (what ``stats --dask`` talks to, here on one machine), through
  ``client.get_executor()``.

Runs alternate between the two; the script prints each one's median deals per second and
the ratio (dask / pool). The difference is the cost of the scheduler: a message per chunk
each way and the pickled results, against the pool's pipes. Two workloads: the perfect
player on Maids (the C search, capped at MAX_NODES positions a deal: the million-deal
question) and the greedy player on Spider (little work a deal: the overhead shows most).

Run: ``.venv/bin/python benchmarks/bench_cluster.py [runs] [deals]`` (needs solitaire[cluster]).
"""
from __future__ import annotations

import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from solitaire.solver.stats import win_rates  # noqa: E402

WORKERS = 2
MAX_NODES = 20_000
WORKLOADS = {
    "maids perfect": dict(game="maids", player="perfect", max_nodes_per_deal=MAX_NODES),
    "spider greedy": dict(game="spider", player="greedy"),
}


def deals_per_second(executor, workload: dict, deals: range) -> tuple[float, list]:
    started = time.perf_counter()
    rates = win_rates(deals=deals, executor=executor, jobs=WORKERS, progress=False, **workload)
    return len(deals) / (time.perf_counter() - started), [(r.deal, r.verdict, r.nodes) for r in rates.results]


def main(runs: int = 5, count: int = 2000) -> None:
    from dask.distributed import Client, LocalCluster
    deals = range(1, count + 1)
    cluster = LocalCluster(n_workers=WORKERS, threads_per_worker=1, processes=True, host="127.0.0.1",
                           dashboard_address=None)
    with cluster, Client(cluster) as client, ProcessPoolExecutor(WORKERS) as pool:
        executors = {"pool": pool, "dask": client.get_executor()}
        print(f"{count} deals, {WORKERS} workers each, {runs} runs (after one warm-up run each)")
        for name, workload in WORKLOADS.items():
            speeds = {kind: [] for kind in executors}
            results = {}
            for run in range(runs + 1):
                for kind, executor in executors.items():
                    speed, results[kind] = deals_per_second(executor, workload, deals)
                    if run:
                        speeds[kind].append(speed)
            assert results["pool"] == results["dask"], "the two executors disagree"
            pool_median, dask_median = (statistics.median(speeds[kind]) for kind in ("pool", "dask"))
            print(f"{name:14}: pool {pool_median:8.1f} deals/s, dask {dask_median:8.1f} deals/s, "
                  f"dask/pool {dask_median / pool_median:.2f}")


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:3]))
