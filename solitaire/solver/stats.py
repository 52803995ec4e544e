"""Win rates over many deals, on every core (or a cluster), with 95 % confidence intervals.

>>> rates = win_rates("maids", range(1, 4), player="greedy", jobs=1, progress=False)
>>> rates.counts
{'won': 0, 'lost': 3, 'unknown': 0}

:func:`win_rates` runs the deals through a :mod:`concurrent.futures` executor: by
default a process pool on all cores, in chunks of deals. Any executor works, so a
``dask.distributed`` cluster spreads the same call over many machines (``pip install
'solitaire[cluster]'`` on every machine; the command line's ``stats ... --dask ADDRESS``
does this)::

    from dask.distributed import Client
    with Client("scheduler-address:8786") as client:
        rates = win_rates("maids", range(1, 1_000_001), executor=client.get_executor())

Results come back sorted by deal and do not depend on the executor (use
``max_nodes_per_deal`` rather than ``max_seconds_per_deal`` when that matters: a time
limit ends searches at different places on different machines). The progress bar moves
as each chunk comes back, from whichever worker ran it. On a dask cluster a worker that
dies mid-run loses nothing: the scheduler gives its chunks to the other workers (a chunk
is pure, so running it again gives the same results).
"""
from __future__ import annotations

import csv
import math
import os
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass, field

__all__ = ["win_rates", "WinRates", "DealResult", "wilson_interval", "game_class", "play_deal", "read_csv"]


def game_class(game):
    """The game class for ``"maids"``, ``"spider"``, a game class or a game object."""
    if isinstance(game, str):
        name = game.lower()
        if name in ("maids", "twelvesleepingmaids"):
            from ..maids.game import Maids
            return Maids
        if name == "spider":
            from ..spider.game import Spider
            return Spider
        raise ValueError(f"unknown game {game!r}: use 'spider' or 'maids'")
    if isinstance(game, type) and getattr(game, "game_name", None) in ("maids", "spider"):
        return game
    if getattr(game, "game_name", None) in ("maids", "spider"):
        return type(game)
    raise ValueError(f"unknown game {game!r}: use 'spider' or 'maids'")


@dataclass(frozen=True)
class DealResult:
    """One deal: its verdict ("won", "lost", "unknown"), the moves played or found (for
    the perfect player without replay, the search's steps), the positions searched (0 for
    players that do not search) and the seconds taken."""

    deal: int
    verdict: str
    moves: int
    nodes: int
    seconds: float


def wilson_interval(successes: int, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95 % by default); (0, 1) for no trials.

    >>> [round(x, 3) for x in wilson_interval(50, 100)]
    [0.404, 0.596]
    """
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class WinRates:
    """Per-deal results and the win rate of a run.

    ``rate`` is the share of won deals among the decided ones (won or lost) and
    ``interval`` its 95 % Wilson interval; deals left "unknown" are counted apart, and
    ``bounds`` gives the share won among all deals if every unknown were lost / won.
    """

    game: str
    player: str
    options: dict
    results: list = field(default_factory=list)

    @property
    def counts(self) -> dict:
        counts = {"won": 0, "lost": 0, "unknown": 0}
        for result in self.results:
            counts[result.verdict] += 1
        return counts

    @property
    def rate(self) -> float:
        counts = self.counts
        decided = counts["won"] + counts["lost"]
        return counts["won"] / decided if decided else float("nan")

    @property
    def interval(self) -> tuple[float, float]:
        counts = self.counts
        return wilson_interval(counts["won"], counts["won"] + counts["lost"])

    @property
    def bounds(self) -> tuple[float, float]:
        counts, total = self.counts, len(self.results)
        if not total:
            return (0.0, 1.0)
        return counts["won"] / total, (counts["won"] + counts["unknown"]) / total

    def __str__(self) -> str:
        counts = self.counts
        low, high = self.interval
        options = "".join(f" {k}={v}" for k, v in self.options.items())
        rate = (f"win rate {self.rate:.1%} (95% CI {low:.1%}..{high:.1%})" if counts["won"] + counts["lost"]
                else "no win rate: no deal decided")
        return (f"{self.game} ({self.player}{options}): {len(self.results)} deals, won {counts['won']}, "
                f"lost {counts['lost']}, unknown {counts['unknown']}; {rate}")

    def to_csv(self, path, command: str = "") -> None:
        """Write one row per deal; the first line is a comment with the command that made it."""
        with open(path, "w", newline="", encoding="utf-8") as handle:
            handle.write(f"# {command or 'solitaire.solver.stats.win_rates'}\n")
            writer = csv.writer(handle)
            writer.writerow(["game", "player", "options", "deal", "verdict", "moves", "nodes", "seconds"])
            options = " ".join(f"{k}={v}" for k, v in self.options.items())
            for r in self.results:
                writer.writerow([self.game, self.player, options, r.deal, r.verdict, r.moves, r.nodes,
                                 f"{r.seconds:.4f}"])


def read_csv(path) -> list[dict]:
    """The rows of a CSV written by :meth:`WinRates.to_csv` (the comment line skipped)."""
    with open(path, encoding="utf-8") as handle:
        lines = [line for line in handle if not line.startswith("#")]
    return list(csv.DictReader(lines))


def play_deal(game_name: str, deal: int, player: str, options: dict, limits: dict) -> DealResult:
    """Play or solve one deal (the unit of work a worker runs)."""
    from .players import play_fair, play_greedy
    from .exact import solve
    game = game_class(game_name)(deal=deal, **options)
    started = time.perf_counter()
    if player == "perfect":
        replay = limits.get("replay", True)
        result = solve(game, max_nodes=limits.get("max_nodes"), max_seconds=limits.get("max_seconds"),
                       replay=replay, table_bytes=limits.get("table_bytes"))
        moves = len(result.moves) if replay else result.steps
        return DealResult(deal, result.verdict, moves, result.nodes, result.seconds)
    if player == "greedy":
        verdict = play_greedy(game)
    elif player == "fair":
        verdict = play_fair(game, budget_seconds=limits.get("hint_seconds", 0.25), seed=deal)
    else:
        raise ValueError(f"unknown player {player!r}: use 'perfect', 'greedy' or 'fair'")
    return DealResult(deal, verdict, len(game.history), 0, time.perf_counter() - started)


def _play_chunk(game_name, deals, player, options, limits):
    return [play_deal(game_name, deal, player, options, limits) for deal in deals]


def win_rates(game, deals, player: str = "perfect", executor: Executor | None = None, *,
              jobs: int | None = None, chunk: int | None = None, progress: bool = True,
              max_seconds_per_deal: float | None = None, max_nodes_per_deal: int | None = None,
              hint_seconds: float = 0.25, replay: bool = True, table_bytes_per_deal: int | None = None,
              **options) -> WinRates:
    """Play or solve every deal of ``deals`` and return a :class:`WinRates`.

    ``game``: "maids", "spider" or a game class; ``player``: "perfect" (the exact
    solver, limited by ``max_seconds_per_deal`` / ``max_nodes_per_deal``), "greedy" or
    "fair" (the fair hint at every choice, ``hint_seconds`` each). Game options
    (``follow_suit=True``, ``row_rule="always"``, ``redeals=0``) are passed on.
    ``executor``: any :class:`concurrent.futures.Executor`; by default a process pool of
    ``jobs`` workers (all cores); ``jobs=1`` runs in this process. ``progress`` shows a
    ``tqdm`` bar when tqdm is installed. ``replay=False``: the perfect player's winning
    lines are not replayed through the engine (see :func:`solitaire.solver.solve`).
    ``table_bytes_per_deal``: the perfect player's Maids search caps its tables at that many
    bytes (each worker holds one deal's tables at a time; see ``table_bytes`` there).
    """
    cls = game_class(game)
    if player not in ("perfect", "greedy", "fair"):
        raise ValueError(f"unknown player {player!r}: use 'perfect', 'greedy' or 'fair'")
    cls._checked_options(options)  # a bad option fails here, not in every worker
    if table_bytes_per_deal is not None:
        from .maids.codes import checked_max_bytes
        checked_max_bytes(table_bytes_per_deal, "table_bytes_per_deal")
    deals = list(deals)
    limits = {"max_seconds": max_seconds_per_deal, "max_nodes": max_nodes_per_deal, "hint_seconds": hint_seconds,
              "replay": replay, "table_bytes": table_bytes_per_deal}
    rates = WinRates(cls.game_name, player, dict(options))
    bar = _progress_bar(len(deals), f"{cls.game_name} {player}") if progress else None
    if executor is None and jobs == 1:
        for deal in deals:
            rates.results.append(play_deal(cls.game_name, deal, player, options, limits))
            if bar is not None:
                bar.update(1)
    else:
        own = executor is None
        if own:
            executor = ProcessPoolExecutor(max_workers=jobs or os.cpu_count() or 1)
        try:
            size = chunk or max(1, min(50, len(deals) // (8 * (jobs or os.cpu_count() or 1)) or 1))
            chunks = [deals[i:i + size] for i in range(0, len(deals), size)]
            rates.results.extend(_run_chunks(executor, chunks, (cls.game_name, player, options, limits), bar))
        finally:
            if own:
                executor.shutdown()
    if bar is not None:
        bar.close()
    rates.results.sort(key=lambda r: r.deal)
    return rates


def _run_chunks(executor, chunks, arguments, bar) -> list:
    """Every chunk's results, in the order they come back (the bar moves with each).

    If this stops early (a chunk failed, or Ctrl-C), the chunks not yet started are
    cancelled, so that a cluster does not go on with a run nobody waits for.
    """
    from concurrent.futures import as_completed
    game_name, player, options, limits = arguments
    futures = [executor.submit(_play_chunk, game_name, deals, player, options, limits) for deals in chunks]
    results = []
    try:
        for future in as_completed(futures):
            chunk_results = future.result()
            results.extend(chunk_results)
            if bar is not None:
                bar.update(len(chunk_results))
    finally:
        for future in futures:
            future.cancel()  # a no-op for the chunks that are done
    return results


def _progress_bar(total: int, description: str):
    try:
        from tqdm.auto import tqdm
    except ImportError:
        return None
    return tqdm(total=total, desc=description)
