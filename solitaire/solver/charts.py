"""Charts of the final results table: a bar a line, won solid, unknown hatched on top.

The lessons quote figures from :func:`solitaire.solver.results.final_table`; this draws the
same lines, so a picture and the sentence beside it cannot disagree. It returns the
figure and never shows it (the notebook does that).
"""
from __future__ import annotations

from matplotlib.figure import Figure
from matplotlib.patches import Patch
from matplotlib.ticker import PercentFormatter

__all__ = ["won_bars", "WON_COLOUR"]

WON_COLOUR = "seagreen"


def won_bars(lines, title: str, labels=None, ax=None):
    """A bar per :class:`~solitaire.solver.results.Line`: the share of all deals won with its
    95 % interval, and the share left unknown hatched above it (unknown is not lost).

    ``labels`` names the bars (default: each line's player); returns the figure.
    """
    if ax is None:
        # a Figure outside pyplot: a notebook shows the returned figure once, not twice
        ax = Figure(figsize=(8, 4.2), layout="constrained").add_subplot()
    labels = [line.player for line in lines] if labels is None else list(labels)
    for x, line in enumerate(lines):
        _bar(ax, x, line)
    ax.legend(handles=[Patch(color=WON_COLOUR, label="won (black bar: 95 % interval)"),
                       Patch(fc="white", ec="grey", hatch="//", label="unknown")],
              loc="upper right", ncols=2, fontsize=11)
    ax.set_xticks(range(len(lines)), labels, fontsize=11)
    ax.set_ylim(0, 1.18)
    ax.set_yticks([0, 0.2, 0.4, 0.6, 0.8, 1])
    ax.yaxis.set_major_formatter(PercentFormatter(1))
    ax.set_title(title, fontsize=13)
    return ax.figure


def _bar(ax, x, line) -> None:
    """One line's bar, its interval and its percentage (inside a tall bar, above a short one)."""
    won, unknown = line.share_won, line.unknown / line.deals
    low, high = line.share_interval
    ax.bar(x, won, color=WON_COLOUR)
    ax.bar(x, unknown, bottom=won, color="white", edgecolor="grey", hatch="//")
    ax.errorbar(x, won, yerr=[[max(0.0, won - low)], [max(0.0, high - won)]], color="black", capsize=5)
    inside = won > 0.15
    text = f"{won:.1%}" if won == 0 or won >= 0.01 else f"{won:.2%}"
    if inside:
        ax.annotate(text, (x, max(0.04, min(won / 2, low - 0.05))), ha="center", va="center",
                    color="white", fontsize=12, fontweight="bold")
    else:
        ax.annotate(text, (x, high), xytext=(0, 4), textcoords="offset points", ha="center",
                    va="bottom", fontsize=12, fontweight="bold",
                    bbox={"fc": "white", "ec": "none", "pad": 1})
