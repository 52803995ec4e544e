"""The results files of large runs, folded into one final table.

A run is a CSV written by ``python -m solitaire stats ... --csv FILE`` (see
``benchmarks/results/README.md``): its first line is the command that made it, then one row
a deal. A *later pass* searches again, with a bigger budget, the deals an earlier run left
unknown; its verdicts replace the earlier ones for the deals it lists. :func:`folded` does
that once, checking that a pass only lists deals that were still unknown, and
:func:`final_table` gives one line a (game, reading, player) from a catalogue of runs, so
that every lesson quotes the same figures.

>>> first = Run("a", "# cmd", [{"deal": "1", "verdict": "won"}, {"deal": "2", "verdict": "unknown"}])
>>> second = Run("b", "# cmd", [{"deal": "2", "verdict": "lost"}])
>>> sorted((row["deal"], row["verdict"]) for row in folded([first, second]))
[('1', 'won'), ('2', 'lost')]
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from .stats import read_csv, wilson_interval
from .version import version_of

__all__ = ["Run", "load_run", "folded", "Line", "final_table", "line_of", "table_text", "CATALOGUE", "VERDICTS"]

VERDICTS = ("won", "lost", "unknown")


@dataclass(frozen=True)
class Run:
    """One results file: its name, the command that made it, its rows (dicts of text)."""

    name: str
    command: str
    rows: list = field(repr=False)

    @property
    def deals(self) -> set:
        return {int(row["deal"]) for row in self.rows}

    @property
    def search_version(self) -> int:
        """The version of the searches that made the run (:mod:`solitaire.solver.version`)."""
        return version_of(self.command)


def load_run(directory, name: str) -> Run:
    """The run in ``directory/name``; a ValueError naming the file if it is not a results file.
    A file is read once while it stays as it is (the guide and the lessons fold the same runs
    into many tables; a file written again is read again)."""
    path = Path(directory) / name
    try:
        found = path.stat()
    except OSError as error:
        raise ValueError(f"cannot read the results file {name}: {error.strerror}") from None
    return _read_run(str(path), name, found.st_mtime_ns, found.st_size)


@lru_cache(maxsize=256)
def _read_run(path: str, name: str, _modified: int, _size: int) -> Run:
    try:
        with open(path, encoding="utf-8") as handle:
            command = handle.readline().lstrip("#").strip()
        rows = read_csv(path)
    except OSError as error:
        raise ValueError(f"cannot read the results file {name}: {error.strerror}") from None
    if not rows or any(row.get("verdict") not in VERDICTS for row in rows):
        raise ValueError(f"{name} is not a results file (a verdict column of won, lost, unknown)")
    return Run(name, command, rows)


def folded(runs) -> list:
    """The rows of a first run with each later pass's verdicts put in (see the module docstring).

    Raises ValueError when a later pass lists a deal that was not unknown before it: a pass
    never overrules a decided deal (a proof is a proof), so such a file is a mistake.
    """
    runs = list(runs)
    final = {int(row["deal"]): row for row in runs[0].rows}
    for later in runs[1:]:
        for row in later.rows:
            deal = int(row["deal"])
            if deal not in final or final[deal]["verdict"] != "unknown":
                raise ValueError(f"{later.name} lists deal {deal}, which the passes before it "
                                 f"{'decided' if deal in final else 'never played'}")
            final[deal] = row
    return [final[deal] for deal in sorted(final)]


@dataclass(frozen=True)
class Line:
    """A line of the final table: a player under a reading, over a range of deals."""

    game: str
    reading: str
    player: str
    won: int
    lost: int
    unknown: int
    runs: tuple = ()

    @property
    def deals(self) -> int:
        return self.won + self.lost + self.unknown

    @property
    def rate(self) -> float:
        """The share won among the decided deals (nan when none is decided)."""
        decided = self.won + self.lost
        return self.won / decided if decided else float("nan")

    @property
    def interval(self) -> tuple:
        """The 95 % Wilson interval of :attr:`rate`."""
        return wilson_interval(self.won, self.won + self.lost)

    @property
    def share_won(self) -> float:
        """The share won among all deals: a lower bound, since an unknown deal may be winnable."""
        return self.won / self.deals

    @property
    def share_interval(self) -> tuple:
        """The 95 % Wilson interval of :attr:`share_won` (won out of all deals)."""
        return wilson_interval(self.won, self.deals)

    @property
    def bounds(self) -> tuple:
        """The share won among all deals if every unknown were lost, and if every one were won."""
        return self.won / self.deals, (self.won + self.unknown) / self.deals

    def __str__(self) -> str:
        """The counts, then the share of *all* the deals won with its 95 % interval, as
        :func:`table_text` prints it, so one reading shows one percentage everywhere; with
        unknown deals, "at most" beside it (the share if every unknown deal were won).

        >>> print(Line("maids", "in suit", "perfect", 933, 63, 4))  # doctest: +NORMALIZE_WHITESPACE
        maids  in suit  perfect    1000 deals  won   933  lost    63  unknown    4  93.3% (91.6%..94.7%) of all deals, at most 93.7%
        """
        low, high = self.share_interval
        share = f"{percent(self.share_won)} ({percent(low)}..{percent(high)}) of all deals" if self.deals else "no deals"
        at_most = f", at most {percent(self.bounds[1])}" if self.unknown else ""
        width = max(len(entry[1]) for entry in CATALOGUE)  # the readings line up in a lesson's list
        return (f"{self.game:6} {self.reading:{width}} {self.player:8} {self.deals:6} deals  won {self.won:5}  "
                f"lost {self.lost:5}  unknown {self.unknown:4}  {share}{at_most}")


def percent(share: float) -> str:
    """A share as a percentage, with two decimals below 1 % so that 3 in 10,000 is not "0.0%".

    >>> percent(0.9327), percent(0.0003), percent(0.0)
    ('93.3%', '0.03%', '0.0%')
    """
    return f"{share:.2%}" if 0 < share < 0.01 else f"{share:.1%}"


#: Which files make each line: (game, reading, player, [first run, later passes...]).
CATALOGUE = [
    ("maids", "without suit (default)", "perfect",
     ["maids_perfect_1-10000.csv", "maids_perfect_second_pass_1-10000.csv", "maids_perfect_third_pass_1-1000.csv"]),
    ("maids", "without suit (default)", "greedy", ["maids_greedy_1-10000.csv"]),
    ("maids", "without suit (default)", "fair", ["maids_fair_1-1000.csv"]),
    ("maids", "in suit", "perfect",
     ["maids_perfect_follow_suit_1-10000.csv", "maids_perfect_follow_suit_second_pass_1-10000.csv"]),
    ("maids", "in suit", "greedy", ["maids_greedy_follow_suit_1-10000.csv"]),
    ("spider", "default", "perfect",
     ["spider_perfect_1-1000.csv", "spider_perfect_second_pass_1-1000.csv"]),
    ("spider", "default", "greedy", ["spider_greedy_1-1000.csv"]),
    ("spider", "no redeal", "perfect",
     ["spider_perfect_redeals0_1-1000.csv", "spider_perfect_redeals0_second_pass_1-1000.csv",
      "spider_perfect_redeals0_third_pass_1-1000.csv", "spider_perfect_redeals0_fourth_pass_1-1000.csv"]),
    ("spider", "no redeal", "greedy", ["spider_greedy_redeals0_1-1000.csv"]),
    ("spider", "two redeals", "perfect",
     ["spider_perfect_redeals2_1-1000.csv"]),
    ("spider", "two redeals", "greedy", ["spider_greedy_redeals2_1-1000.csv"]),
    ("spider", "row rule all game", "perfect",
     ["spider_perfect_row_rule_always_1-1000.csv", "spider_perfect_row_rule_always_second_pass_1-50.csv",
      "spider_perfect_row_rule_always_fourth_pass_1-250.csv", "spider_perfect_row_rule_always_fifth_pass_1-1000.csv",
      "spider_perfect_row_rule_always_sixth_pass_1-1000.csv", "spider_perfect_row_rule_always_seventh_pass_1-1000.csv"]),
    ("spider", "row rule all game", "greedy", ["spider_greedy_row_rule_always_1-1000.csv"]),
    ("spider", "no row rule", "perfect", ["spider_perfect_row_rule_never_1-1000.csv"]),
    ("spider", "no row rule", "greedy", ["spider_greedy_row_rule_never_1-1000.csv"]),
    ("spider", "redeal from pile 12", "perfect",
     ["spider_perfect_redeal_order_from_last_1-1000.csv",
      "spider_perfect_redeal_order_from_last_second_pass_1-1000.csv",
      "spider_perfect_redeal_order_from_last_third_pass_1-1000.csv"]),
    ("spider", "redeal from pile 12", "greedy", ["spider_greedy_redeal_order_from_last_1-1000.csv"]),
    ("spider", "default", "fair", ["spider_fair_1-1000.csv"]),
    ("spider", "no redeal", "fair", ["spider_fair_redeals0_1-1000.csv"]),
    ("spider", "two redeals", "fair", ["spider_fair_redeals2_1-1000.csv"]),
    ("spider", "row rule all game", "fair", ["spider_fair_row_rule_always_1-1000.csv"]),
    ("spider", "no row rule", "fair", ["spider_fair_row_rule_never_1-1000.csv"]),
    ("spider", "redeal from pile 12", "fair", ["spider_fair_redeal_order_from_last_1-1000.csv"]),
    ("maids", "in suit", "fair", ["maids_fair_follow_suit_1-1000.csv"]),
    ("maids", "a stock jack wakes one", "fair", ["maids_fair_first_jack_from_stock1_1-1000.csv"]),
    ("maids", "waste top playable", "fair", ["maids_fair_waste_playable_1-1000.csv"]),
    ("maids", "deal only when nothing fits", "fair", ["maids_fair_deal_when_no_play_1-1000.csv"]),
    ("maids", "a stock jack wakes one", "perfect",
     ["maids_perfect_first_jack_from_stock1_1-1000.csv", "maids_perfect_first_jack_from_stock1_second_pass_1-1000.csv",
      "maids_perfect_first_jack_from_stock1_third_pass_1-1000.csv"]),
    ("maids", "a stock jack wakes one", "greedy", ["maids_greedy_first_jack_from_stock1_1-10000.csv"]),
    ("maids", "waste top playable", "perfect",
     ["maids_perfect_waste_playable_1-1000.csv", "maids_perfect_waste_playable_second_pass_1-1000.csv",
      "maids_perfect_waste_playable_third_pass_1-1000.csv"]),
    ("maids", "waste top playable", "greedy", ["maids_greedy_waste_playable_1-10000.csv"]),
    ("maids", "deal only when nothing fits", "perfect",
     ["maids_perfect_deal_when_no_play_1-1000.csv"]),
    ("maids", "deal only when nothing fits", "greedy", ["maids_greedy_deal_when_no_play_1-10000.csv"]),
    ("maids", "first deal only when nothing fits", "perfect",
     ["maids_perfect_deal_when_no_play_first_1-1000.csv", "maids_perfect_deal_when_no_play_first_second_pass_1-1000.csv",
      "maids_perfect_deal_when_no_play_first_third_pass_1-1000.csv",
      "maids_perfect_deal_when_no_play_first_fourth_pass_1-1000.csv"]),
    ("maids", "first deal only when nothing fits", "fair", ["maids_fair_deal_when_no_play_first_1-1000.csv"]),
    ("maids", "first deal only when nothing fits", "greedy", ["maids_greedy_deal_when_no_play_first_1-1000.csv"]),
]


def final_table(directory, catalogue=None, deals=None) -> list:
    """One :class:`Line` per entry of ``catalogue`` (default :data:`CATALOGUE`), passes folded in.

    Entries whose first file is missing from ``directory`` are left out, so a catalogue can
    name runs not made yet; a later pass that is missing is an error (its first run would
    silently be shown as final). With ``deals`` (a range or set of deal numbers) each line
    counts only those deals, so players measured on different ranges compare on the same deals.
    """
    wanted = None if deals is None else set(deals)
    lines = []
    for game, reading, player, names in (CATALOGUE if catalogue is None else catalogue):
        if not (Path(directory) / names[0]).exists():
            continue
        runs = [load_run(directory, name) for name in names]
        counts = {verdict: 0 for verdict in VERDICTS}
        for row in folded(runs):
            if wanted is None or int(row["deal"]) in wanted:
                counts[row["verdict"]] += 1
        lines.append(Line(game, reading, player, counts["won"], counts["lost"], counts["unknown"],
                          tuple(run.name for run in runs)))
    return lines


def line_of(lines, game: str, reading: str, player: str) -> Line:
    """The line of ``lines`` for a game, reading and player; a ValueError naming what is missing."""
    for line in lines:
        if (line.game, line.reading, line.player) == (game, reading, player):
            return line
    readings = sorted({line.reading for line in lines if line.game == game})
    raise ValueError(f"no line for {game}, {reading!r}, {player} (readings measured: {', '.join(readings)})")


def table_text(lines, labels=None) -> str:
    """The lines as a table for people: the counts, the share of *all* deals won with its 95 %
    interval (a lower bound) and the share if every unknown deal were won (the upper bound).

    ``labels`` names the rows (default: game, reading and player).
    """
    lines = list(lines)
    labels = [f"{line.game}, {line.reading}, {line.player}" for line in lines] if labels is None else list(labels)
    width = max(len(label) for label in labels)
    rows = [f"{'':{width}}  deals    won   lost unknown   won (95 % interval)       at most"]
    for label, line in zip(labels, lines):
        low, high = line.share_interval
        share = f"{percent(line.share_won)} ({percent(low)}..{percent(high)})"
        rows.append(f"{label:{width}}  {line.deals:5} {line.won:6} {line.lost:6} {line.unknown:7}   "
                    f"{share:24}  {percent(line.bounds[1])}")
    return "\n".join(rows)
