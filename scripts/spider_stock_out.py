"""Store where the fair hint lost its Spider deals, for lesson 07 (how_hard.9).

    python scripts/spider_stock_out.py              # writes benchmarks/results/spider_fair_stock_out_1-1000.json
    python scripts/spider_stock_out.py --out FILE   # writes FILE instead

Each Spider deal of 1..1,000 that ``benchmarks/results/spider_fair_1-1000.csv`` lists as lost is replayed as the
fair hint played it, up to the first moment no card is hidden, and searched there twice: without a limit, and with
the fair hint's own budget (:data:`solitaire.solver.players.FULL_VIEW_NODES`). Counts are in positions and every
guess has a fixed seed, so the file is the same on any machine (about half a minute on a quiet core); the lesson
reads it instead of running the searches in class, four times over in CI.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from solitaire.solver.players import FULL_VIEW_NODES
from solitaire.solver.stats import read_csv
from solitaire.solver.stock_out import SAMPLES, stock_out_rows
from solitaire.solver.version import SEARCH_VERSION

RESULTS = Path(__file__).resolve().parents[1] / "benchmarks" / "results"
SOURCE, TARGET = "spider_fair_1-1000.csv", "spider_fair_stock_out_1-1000.json"


def main(argv: list[str]) -> int:
    target = Path(argv[argv.index("--out") + 1]) if "--out" in argv else RESULTS / TARGET
    lost = [int(row["deal"]) for row in read_csv(RESULTS / SOURCE) if row["verdict"] == "lost"]
    started = time.perf_counter()
    rows = stock_out_rows(lost, FULL_VIEW_NODES)
    stored = {"made_by": "python scripts/spider_stock_out.py", "search_version": SEARCH_VERSION,
              "lost_in": SOURCE, "samples": SAMPLES, "short_budget": FULL_VIEW_NODES, "deals": rows}
    target.write_text(json.dumps(stored, indent=1) + "\n", encoding="utf-8")
    print(f"{target.name}: {len(rows)} deals, {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
