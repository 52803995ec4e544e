"""The chart of the final table: won solid, unknown hatched above it, a figure returned."""
import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402

from solitaire.solver.charts import won_bars  # noqa: E402
from solitaire.solver.results import Line  # noqa: E402


def test_each_line_gets_a_won_bar_and_an_unknown_bar_stacked_on_it():
    lines = [Line("spider", "row rule all game", "perfect", 3, 0, 997), Line("maids", "x", "greedy", 107, 893, 0)]
    figure = won_bars(lines, "a title", labels=["always", "greedy"])
    ax = figure.axes[0]
    bars = ax.patches
    won, unknown = bars[0], bars[1]
    assert round(won.get_height(), 3) == 0.003 and round(unknown.get_height(), 3) == 0.997
    assert unknown.get_y() == won.get_height() and unknown.get_hatch() == "//"
    assert [tick.get_text() for tick in ax.get_xticklabels()] == ["always", "greedy"]
    assert ax.get_title() == "a title"
    plt.close(figure)


def test_the_chart_draws_on_a_given_axes_and_shows_nothing():
    figure, ax = plt.subplots()
    assert won_bars([Line("maids", "x", "fair", 289, 711, 0)], "t", ax=ax) is figure
    assert [text.get_text() for text in ax.texts] == ["28.9%"]
    plt.close(figure)
