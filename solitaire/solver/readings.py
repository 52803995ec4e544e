"""Every unclear sentence of the two texts, its readings, and what each reading does to the game.

The texts leave some sentences open to more than one reading; each reading is an option of
its game (``../shared/RULES.md``, "Other readings"). :data:`UNCLEAR` lists them, the
project's default first, each reading tied to its line of the final table
(:data:`solitaire.solver.results.CATALOGUE`). :func:`readings_table` puts the measured share
won by each player under each reading side by side, on the same deals, so that a lesson
shows in one table how much each choice matters:

>>> [question.sentences for question in UNCLEAR]
['maids.11, maids.13', 'maids.14, maids.15', 'maids.13, maids.17', 'maids.19', 'spider.9, spider.10, spider.17', 'spider.24', 'spider.24']
"""
from __future__ import annotations

from dataclasses import dataclass
from html import escape
from pathlib import Path

from ..languages import N_, decimal, grouped, translator
from .results import final_table, percent
from .stats import read_csv

__all__ = ["Reading", "Question", "UNCLEAR", "PLAYERS", "readings_table", "ReadingsTable", "in_suit_line",
           "first_jack_lines", "fair_wins_line"]

_ = translator("board")

_GAME_NAMES = {"maids": "Twelve Sleeping Maids", "spider": "Spider"}

#: The players of the table, from the one who sees every card to the one who looks nowhere ahead.
PLAYERS = ("perfect", "fair", "greedy")


@dataclass(frozen=True)
class Reading:
    """One reading of an unclear sentence: the option that plays it and its final-table line."""

    option: str     # as the game takes it, e.g. "follow_suit=True"
    line: str       # the reading's name in the final table (results.CATALOGUE)
    default: bool = False
    words: str = ""  # the reading as a class says it (translated where shown): "in suit"


@dataclass(frozen=True)
class Question:
    """An unclear sentence (or a few together): what it leaves open, and its readings."""

    game: str
    sentences: str
    question: str
    readings: tuple


UNCLEAR = (
    Question("maids", "maids.11, maids.13", N_("is the arc built in suit?"), (
        Reading("follow_suit=False", "without suit (default)", True, N_("without suit")),
        Reading("follow_suit=True", "in suit", words=N_("in suit")))),
    Question("maids", "maids.14, maids.15", N_("how many packets does a first jack from the stock wake?"), (
        Reading("first_jack_from_stock=2", "without suit (default)", True, N_("two, wherever it comes from")),
        Reading("first_jack_from_stock=1", "a stock jack wakes one", words=N_("one")))),
    Question("maids", "maids.13, maids.17", N_("when may the stock be dealt?"), (
        Reading('deal_when="any_time"', "without suit (default)", True, N_("at any time")),
        Reading('deal_when="no_play_first"', "first deal only when nothing fits",
                words=N_("the first deal only when no card fits (the letter)")),
        Reading('deal_when="no_play"', "deal only when nothing fits",
                words=N_("only when no card fits, all game (the strictest)")))),
    Question("maids", "maids.19", N_("is the waste top playable?"), (
        Reading("waste_playable=False", "without suit (default)", True, N_("no")),
        Reading("waste_playable=True", "waste top playable", words=N_("yes, to the arc")))),
    Question("spider", "spider.9, spider.10, spider.17", N_("when does the row rule hold?"), (
        Reading('row_rule="dealing"', "default", True, N_("while the stock has cards")),
        Reading('row_rule="always"', "row rule all game", words=N_("all game")),
        Reading('row_rule="never"', "no row rule", words=N_("never")))),
    Question("spider", "spider.24", N_("how many redeals?"), (
        Reading("redeals=1", "default", True, N_("one")),
        Reading("redeals=0", "no redeal", words=N_("none")),
        Reading("redeals=2", "two redeals", words=N_("two")))),
    Question("spider", "spider.24", N_("in which order does the new stock deal the piles?"), (
        Reading('redeal_order="from_first"', "default", True, N_("pile 1 (T1) first, from its bottom card")),
        Reading('redeal_order="from_last"', "redeal from pile 12", words=N_("pile 12 (L1) first, from its top card")))),
)


@dataclass(frozen=True)
class ReadingsTable:
    """The rows of :func:`readings_table`: ``(question, reading, {player: Line or None})``.

    Its text (``str()``, or the value shown in a notebook) has one row a reading: the share
    of *all* the deals won by each player with its 95 % interval, and for perfect play the
    deals left unknown apart (its share is then a lower bound; "at most" says how high it
    could be).
    """

    rows: tuple
    deals: range

    def line(self, option: str, player: str):
        """The final-table line of the reading played by ``option`` for ``player`` (None if not measured)."""
        for _, reading, lines in self.rows:
            if reading.option == option:
                return lines[player]
        raise ValueError(f"no reading {option!r}: the readings are "
                         f"{', '.join(reading.option for _, reading, _ in self.rows)}")

    def __str__(self) -> str:
        head = (f"{'reading':30}  {'perfect play (95 % interval)':30} {'unknown':>7} {'at most':>8}   "
                f"{'fair hint':22} {'greedy':22}")
        out = [head]
        for index, (question, reading, lines) in enumerate(self.rows):
            if index == 0 or self.rows[index - 1][0] is not question:
                out.append(f"{question.sentences}: {question.question}")
            name = f"  {reading.option}{' *' if reading.default else ''}"
            perfect = lines["perfect"]
            unknown = f"{perfect.unknown:7} {percent(perfect.bounds[1]):>8}" if perfect else f"{'':7} {'':8}"
            out.append(f"{name:30}  {_share(perfect):30} {unknown}   {_share(lines['fair']):22} "
                       f"{_share(lines['greedy']):22}")
        out.append(f"* the project's default. Deals {self.deals.start:,}..{self.deals.stop - 1:,} of each "
                   "game; a share is of all the deals; '-' not measured.")
        return "\n".join(out)

    def html(self, undecided=()) -> str:
        """The table as a class reads it, in the language in use: each question and each reading
        in words (no option names), the default marked, each share with its interval. The questions
        whose sentences are in ``undecided`` ("maids.19") show no default: the learner chooses it."""
        heads = [_("reading"), _("perfect play"), _("unknown"), _("at most"), _("fair hint"), _("greedy player")]
        # TRANSLATORS: beside the reading the game plays unless told otherwise
        default = _("our default")
        # TRANSLATORS: after an unclear sentence's question in the readings table, whose default the lesson asks
        yours = _("its default is yours to choose, at the end of the lesson")
        out = ['<table class="readings">', "<tr>" + "".join(f"<th>{escape(head)}</th>" for head in heads) + "</tr>"]
        for index, (question, reading, lines) in enumerate(self.rows):
            open_question = question.sentences in undecided
            if index == 0 or self.rows[index - 1][0] is not question:
                out.append(f'<tr><th colspan="6" style="text-align:left">{escape(question.sentences)}: '
                           f"{escape(_(question.question))}" + (f" ({escape(yours)})" if open_question else "")
                           + "</th></tr>")
            perfect = lines["perfect"]
            marked = reading.default and not open_question
            said = escape(_(reading.words)) + (f" <b>({escape(default)})</b>" if marked else "")
            cells = [said, _share_words(perfect), grouped(perfect.unknown) if perfect else _not_measured(),
                     _percent(perfect.bounds[1]) if perfect else _not_measured(), _share_words(lines["fair"]),
                     _share_words(lines["greedy"])]
            out.append("<tr>" + "".join(f'<td style="text-align:{"left" if n == 0 else "right"}">{cell}</td>'
                                        for n, cell in enumerate(cells)) + "</tr>")
        out.append("</table>")
        out.append("<p>" + escape(_("Deals {first}..{last} of each game; a share is of all the deals, with its 95 % "
                                    "interval below it; '-' not measured.").format(
            first=grouped(self.deals.start), last=grouped(self.deals.stop - 1))) + "</p>")
        return "\n".join(out)

    def readings_of(self, game: str) -> list:
        """The ``(reading, lines)`` of one game: its default once (every question shares it), then each other reading."""
        chosen = [(reading, lines) for question, reading, lines in self.rows
                  if question.game == game and not reading.default]
        default = next((reading, lines) for question, reading, lines in self.rows
                       if question.game == game and reading.default)
        return [default] + chosen

    def chart(self, game: str, players=("perfect", "greedy")):
        """Bars of the share won under each reading of ``game``, a panel a player (at most two,
        one above the other, for a projector); unknown hatched. Returns the figure."""
        from matplotlib.figure import Figure
        from .charts import won_bars
        players = tuple(players)[:2]
        figure = Figure(figsize=(10, 4.4 * len(players)), layout="constrained")
        readings = self.readings_of(game)
        for ax, player in zip(figure.subplots(len(players), 1, squeeze=False)[:, 0], players):
            shown = [(reading, lines[player]) for reading, lines in readings if lines[player] is not None]
            labels = ["default" if reading.default else reading.option.replace("=", "=\n", 1)
                      for reading, _ in shown]
            won_bars([line for _, line in shown], f"{_GAME_NAMES[game]}, {player}, deals "
                     f"{self.deals.start:,}..{self.deals.stop - 1:,}", labels=labels, ax=ax)
        return figure

    def __repr__(self) -> str:
        return str(self)


def _share(line) -> str:
    if line is None or line.deals == 0:
        return "-"
    low, high = line.share_interval
    return f"{percent(line.share_won):>6} ({percent(low)}..{percent(high)})"


def _percent(share: float) -> str:
    """A share as :func:`percent` writes it, with a decimal comma in Ukrainian and Russian."""
    return decimal(percent(share))


def _not_measured() -> str:
    """The mark of a table cell with no measurement, as the language writes it."""
    # TRANSLATORS: a cell of the readings table with nothing measured (the table's footnote explains it)
    return _.pgettext("not measured", "-")


def _interval(low: float, high: float) -> str:
    """A 95 % interval of shares, written as the language writes a range (the English "90.6%..93.9%")."""
    def number(share: float) -> str:
        return decimal(percent(share)[:-1])
    # TRANSLATORS: a 95 % interval in the readings table; {low} and {high} are numbers without the % sign
    return _("{low}%..{high}%").format(low=number(low), high=number(high))


def _share_words(line) -> str:
    """A share won and its 95 % interval on a line below, for an HTML cell."""
    if line is None or line.deals == 0:
        return _not_measured()
    low, high = line.share_interval
    return f"{_percent(line.share_won)}<br><small>{escape(_interval(low, high))}</small>"


def _verdict(verdict: str) -> str:
    """A search's verdict (a code the program compares) as a class reads it of a deal."""
    said = {"won": _.pgettext("a deal's verdict", "won"), "lost": _.pgettext("a deal's verdict", "lost"),
            "unknown": _.pgettext("a deal's verdict", "unknown")}
    return said.get(verdict, verdict)


def in_suit_line(line) -> str:
    """Perfect play in suit over the longest run of deals measured (a final-table line), in words."""
    return _("In suit, over deals 1 to {deals}, perfect play won {won}, lost {lost} and left {unknown} "
             "unknown.").format(deals=grouped(line.deals), won=grouped(line.won), lost=grouped(line.lost),
                                unknown=grouped(line.unknown))


def first_jack_lines(without: int, deals: int, deal: int, by_default: str, strictly: str) -> tuple:
    """How many deals have no jack among their side cards, and one such deal's verdict under the two
    readings of a first jack out of the stock (maids.14, maids.15), in words."""
    return (_("{count} of deals 1 to {deals} have no jack among their eight side cards: their first jack comes "
              "out of the stock.").format(count=grouped(without), deals=grouped(deals)),
            _("One of them, deal {deal}: {by_default} when a first jack from the stock wakes two packets (our "
              "default), {strictly} when it wakes one.").format(
                deal=deal, by_default=_verdict(by_default), strictly=_verdict(strictly)))


def fair_wins_line(directory) -> str:
    """The deals 1 to 1,000 the fair hint won at any time and under the strictest reading of maids.17
    (from the results files in ``directory``), and how many under one of them only, in words: equal
    counts are not the same games."""
    files = [Path(directory) / f"maids_fair{name}_1-1000.csv" for name in ("", "_deal_when_no_play")]
    won = [{row["deal"] for row in read_csv(path) if row["verdict"] == "won"} for path in files]
    return _.ngettext(
        "The fair hint won {default} deal at any time and {strictest} under the strictest reading, but not the "
        "same ones: {only_default} only at any time, {only_strictest} only under the strictest.",
        "The fair hint won {default} deals at any time and {strictest} under the strictest reading, but not the "
        "same ones: {only_default} only at any time, {only_strictest} only under the strictest.",
        len(won[0])).format(default=grouped(len(won[0])), strictest=grouped(len(won[1])),
                            only_default=grouped(len(won[0] - won[1])), only_strictest=grouped(len(won[1] - won[0])))


def readings_table(directory, deals=range(1, 1001), players=PLAYERS) -> ReadingsTable:
    """Each reading of :data:`UNCLEAR` with each player's line of the final table, on ``deals``.

    ``directory`` holds the results files (``benchmarks/results``). A reading or player with
    no results file gets None. Every line counts the same deals, so the readings compare.
    """
    table = final_table(directory, deals=deals)
    found = {(line.game, line.reading, line.player): line for line in table}
    rows = []
    for question in UNCLEAR:
        for reading in question.readings:
            lines = {player: found.get((question.game, reading.line, player)) for player in players}
            rows.append((question, reading, {player: _counted(line) for player, line in lines.items()}))
    return ReadingsTable(tuple(rows), deals)


def _counted(line):
    """None for a line with no deal in the range (a file that does not reach these deals)."""
    return line if line is not None and line.deals else None
