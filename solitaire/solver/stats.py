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
dies mid-run loses nothing: the scheduler gives its chunks to the other workers, and a
chunk the cluster gives up on (cancelled, or a worker that died running it) is sent again,
up to ``CHUNK_ATTEMPTS`` times (a chunk is pure, so running it again gives the same results).
The process pool never has more workers than chunks or cores, whatever ``jobs`` asks.
"""
from __future__ import annotations

import asyncio
import csv
import itertools
import math
import numbers
import operator
import os
import queue
import time
from concurrent.futures import CancelledError, Executor, ProcessPoolExecutor
from dataclasses import dataclass, field

from ..cards import check_deal_number, quoted
from ..languages import NP_, decimal, translator
from .budget import checked_seconds, checked_whole
from .games import game_class

__all__ = ["win_rates", "WinRates", "DealResult", "wilson_interval", "game_class", "play_deal", "read_csv",
           "checked_deals", "MAX_DEALS", "PLAYERS"]

#: A run's line is what the ``stats`` command prints first: its words are in the command line's catalog.
_ = translator("cli")

#: The most deals one run takes (as the command line's ``stats --deals``): a range such as
#: 0..2^64 would never end, and a list of them would not fit in memory.
MAX_DEALS = 10_000_000
#: The players :func:`win_rates` knows.
PLAYERS = ("perfect", "greedy", "fair")
#: How many times a chunk is sent to an executor that loses it (a cluster's dead worker).
CHUNK_ATTEMPTS = 4


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
        """The run in one line, in the language in use (the ``stats`` command's first line)."""
        counts, (low, high) = self.counts, self.interval
        # the bounds without their per cent sign, so Ukrainian and Russian write one range (72,2–100,0 %)
        rate = (_("win rate {rate} (95% CI {low}%..{high}%)").format(
                    rate=decimal(f"{self.rate:.1%}"), low=decimal(f"{100 * low:.1f}"), high=decimal(f"{100 * high:.1f}"))
                if counts["won"] + counts["lost"] else _("no win rate: no deal decided"))
        return _.ngettext("{game} ({player}{options}): {count} deal, won {won}, lost {lost}, "
                          "unknown {unknown}; {rate}",
                          "{game} ({player}{options}): {count} deals, won {won}, lost {lost}, "
                          "unknown {unknown}; {rate}", len(self.results)).format(
            game=_.pgettext("game", self.game), player=_.pgettext("player", self.player), options="".join(f" {k}={v}" for k, v in self.options.items()),
            count=len(self.results), won=counts["won"], lost=counts["lost"], unknown=counts["unknown"], rate=rate)

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
        raise ValueError(f"unknown player {quoted(player)}: use 'perfect', 'greedy' or 'fair'")
    return DealResult(deal, verdict, len(game.history), 0, time.perf_counter() - started)


def _play_chunk(game_name, deals, player, options, limits, attempt=0):
    # ``attempt`` is unused here: it gives a chunk sent again a task key of its own on a
    # dask cluster (whose keys hash the arguments), so it cannot meet its lost first run.
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
    ``jobs`` workers (all cores), never more than the cores or the chunks of deals; with one
    worker (``jobs=1``, one chunk or one core) the deals run in this process. ``progress`` shows a
    ``tqdm`` bar when tqdm is installed. ``replay=False``: the perfect player's winning
    lines are not replayed through the engine (see :func:`solitaire.solver.solve`).
    ``table_bytes_per_deal``: the perfect player's Maids search caps its tables at that many
    bytes (each worker holds one deal's tables at a time; see ``table_bytes`` there).

    Every argument is checked before any deal is played (a ValueError naming it): ``deals``
    an iterable of at most ``MAX_DEALS`` deal numbers (a range stays a range), the limits
    positive and finite, ``jobs`` and ``chunk`` positive whole numbers.
    """
    cls = game_class(game)
    deals = checked_deals(deals)
    _check_run(player, executor, jobs, chunk, progress, replay)
    limits = {"max_seconds": checked_seconds(max_seconds_per_deal, "max_seconds_per_deal"),
              "max_nodes": checked_whole(max_nodes_per_deal, "max_nodes_per_deal", "positions"),
              "hint_seconds": checked_seconds(hint_seconds, "hint_seconds", none=False),
              "replay": replay,
              "table_bytes": checked_whole(table_bytes_per_deal, "table_bytes_per_deal", "bytes", most=None)}
    cls.checked_options(options)  # a bad option fails here, not in every worker
    rates = WinRates(cls.game_name, player, dict(options))
    bar = _progress_bar(len(deals), f"{_.pgettext('game', cls.game_name)} ({_.pgettext('player', player)})") \
        if progress else None
    workers = min(jobs or usable_cores(), usable_cores())
    size = chunk or max(1, min(50, len(deals) // (8 * workers) or 1))
    chunks = [deals[i:i + size] for i in range(0, len(deals), size)]
    workers = min(workers, len(chunks))  # a worker per chunk at most: no process waits for nothing
    if executor is None and workers <= 1:
        for deal in deals:
            rates.results.append(play_deal(cls.game_name, deal, player, options, limits))
            if bar is not None:
                bar.update(1)
    else:
        own = executor is None
        if own:
            executor = ProcessPoolExecutor(max_workers=workers)
        try:
            rates.results.extend(_run_chunks(executor, chunks, (cls.game_name, player, options, limits), bar))
        finally:
            if own:
                executor.shutdown()
    if bar is not None:
        bar.close()
    rates.results.sort(key=lambda r: r.deal)
    return rates


def checked_deals(deals):
    """``deals`` as a range (kept as it is, however long its numbers) or a list of deal numbers;
    ValueError naming ``deals`` for anything else, or for more than ``MAX_DEALS`` of them.

    >>> checked_deals(range(1, 4)), checked_deals((5, 2))
    (range(1, 4), [5, 2])
    """
    if isinstance(deals, range):
        try:
            count = len(deals)
        except OverflowError:  # more than sys.maxsize deals
            count = MAX_DEALS + 1
        if count > MAX_DEALS:
            raise ValueError(f"deals: {quoted(deals)} holds more than {MAX_DEALS:,} deals; "
                             "run at most that many at a time")
        for end in (deals[0], deals[-1]) if count else ():
            _checked_deal(end)
        return deals
    if isinstance(deals, (str, bytes, bytearray)) or not hasattr(deals, "__iter__"):
        raise ValueError(f"deals must be deal numbers, e.g. range(1, 1001) or [3, 7], not {quoted(deals)}")
    listed = [_checked_deal(deal) for deal in itertools.islice(deals, MAX_DEALS + 1)]
    if len(listed) > MAX_DEALS:
        raise ValueError(f"deals: more than {MAX_DEALS:,} deals; run at most that many at a time")
    return listed


def _checked_deal(deal) -> int:
    if isinstance(deal, numbers.Integral) and not isinstance(deal, bool):
        deal = operator.index(deal)  # a numpy integer, say
    try:
        return check_deal_number(deal)
    except ValueError as problem:
        raise ValueError(f"deals: {problem}") from None


def _check_run(player, executor, jobs, chunk, progress, replay) -> None:
    """The arguments of :func:`win_rates` that say how to run; ValueError naming the first wrong one."""
    if not isinstance(player, str) or player not in PLAYERS:
        raise ValueError(f"unknown player {quoted(player)}: use 'perfect', 'greedy' or 'fair'")
    if executor is not None and not callable(getattr(executor, "submit", None)):
        raise ValueError(f"executor must be a concurrent.futures Executor (or None), not {quoted(executor)}")
    checked_whole(jobs, "jobs", "worker processes")
    checked_whole(chunk, "chunk", "deals", most=MAX_DEALS)
    for name, value in (("progress", progress), ("replay", replay)):
        if not isinstance(value, bool):
            raise ValueError(f"{name} must be True or False, not {quoted(value)}")


def usable_cores() -> int:
    """The cores this process may run on (its CPU affinity where the system has one), at least 1."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # not on Linux
        return max(1, os.cpu_count() or 1)


def _run_chunks(executor, chunks, arguments, bar) -> list:
    """Every chunk's results, in the order they come back (the bar moves with each).

    A chunk the executor loses (a dask cluster cancels it, or the worker running it died
    once too often) is sent again, up to ``CHUNK_ATTEMPTS`` times in all; an error the
    chunk itself raised ends the run. If this stops early (a chunk failed, or Ctrl-C), the
    chunks not yet started are cancelled, so that a cluster does not go on with a run
    nobody waits for.
    """
    game_name, player, options, limits = arguments
    pending, done = {}, queue.SimpleQueue()   # the futures in the order they finish: O(1) each

    def send(deals, attempt):
        future = executor.submit(_play_chunk, game_name, deals, player, options, limits, attempt)
        pending[future] = (deals, attempt)
        future.add_done_callback(done.put)

    results = []
    try:
        for deals in chunks:
            send(deals, 0)
        while pending:
            future = done.get()
            deals, attempt = pending.pop(future)
            try:
                chunk_results = future.result()
            except (Exception, asyncio.CancelledError) as problem:
                if not _lost_by_the_executor(problem) or attempt + 1 >= CHUNK_ATTEMPTS:
                    raise
                send(deals, attempt + 1)
                continue
            results.extend(chunk_results)
            if bar is not None:
                bar.update(len(chunk_results))
    finally:
        for future in pending:
            future.cancel()  # a no-op for the chunks that are done
    return results


def _lost_by_the_executor(problem: BaseException) -> bool:
    """Whether a chunk failed for its executor's sake, not its own: cancelled (not by this
    module: it cancels only on its way out), its worker killed (dask's ``KilledWorker``), or an
    error raised inside dask's executor itself rather than by the chunk's code: on a loaded
    machine a chunk on a killed worker can end "lost", which dask's executor fails to unpack."""
    return (isinstance(problem, (CancelledError, asyncio.CancelledError))
            or type(problem).__name__ == "KilledWorker"
            or _raised_inside_dask(problem))


def _raised_inside_dask(problem: BaseException) -> bool:
    """Whether the last frame of ``problem``'s traceback is dask's own code (a chunk's own error
    ends in the chunk's frames, which the executor re-raises after its own)."""
    frame = problem.__traceback__
    if frame is None:
        return False
    while frame.tb_next is not None:
        frame = frame.tb_next
    return "/distributed/" in frame.tb_frame.f_code.co_filename.replace("\\", "/")


#: The bar without tqdm's rate ("3.2it/s": an English unit no class reads, and a deal is no "it"): the deals
#: done of all and the time, spent and left, say what a class waits for in any language.
PROGRESS_FORMAT = "{l_bar}{bar}| {n_fmt}/{total_fmt} [{elapsed}<{remaining}]"


def _progress_bar(total: int, description: str):
    try:
        from tqdm.auto import tqdm
    except ImportError:
        return None
    return tqdm(total=total, desc=description, bar_format=PROGRESS_FORMAT)


#: The games' and players' names as the ``stats`` line and its progress bar say them: English keeps the names
#: typed on the command line ("maids (perfect)"); the catalogs give the class's words («Павук (досконала гра)»).
_NAMES = (NP_("game", "maids"), NP_("game", "spider"), NP_("player", "perfect"), NP_("player", "greedy"),
          NP_("player", "fair"))
