"""What the lesson "How hard is it?" prints about searches, players and results, in the language in use.

A translated lesson runs the English code cells with the language set, so a cell prints no
words of its own: it asks this module. Counts of positions are written with their thousands
apart (a comma in English, a no-break space in Ukrainian and Russian, where the comma is the
decimal point), and every count takes its noun through ngettext. A lesson imports this one
module: it also passes on :func:`~solitaire.draw.narration.deal_title` (a board's title) and
:func:`~solitaire.draw.narration.faces` (cards as the language writes them).

>>> from solitaire import Maids
>>> only_move_line(59, ["deal"])
'Deal 59 at the table: the only legal move, turn after turn, was to deal.'
>>> player_label("fair")
'fair hint'
"""
from __future__ import annotations

from pathlib import Path

from ..engine import status_words
from ..languages import N_, decimal, grouped, translator
from ..moves import localized_places
from .narration import deal_title, faces, game_title, verdict_words

__all__ = ["deal_title", "faces", "grouped", "searched_line", "budget_search_line", "replayed_line", "stock_heading",
           "only_move_line", "dealt_until_line", "player_label", "player_labels", "deals_caption", "share_words", "results_table", "stock_out_lines",
           "after_move_line", "under_default_line", "hint_choice_line", "range_caption", "strictest_deal_line",
           "dealt_out_lines", "RESULTS", "MAIDS_DEFAULT"]

_ = translator("draw")

#: The project's results files, which the lesson's tables read.
RESULTS = Path(__file__).resolve().parents[2] / "benchmarks" / "results"
#: The reading the Maids tables show: the game's default.
MAIDS_DEFAULT = ("maids", "without suit (default)")  # the game and reading of the Maids tables

#: The players the lesson measures, by the name the results files give them.
_PLAYERS = {"perfect": N_("perfect play"), "fair": N_("fair hint"), "greedy": N_("greedy player")}


def _after(verdict: str, positions: int) -> str:
    return _.ngettext("{verdict} after {count} position", "{verdict} after {count} positions",
                      positions).format(verdict=verdict_words(verdict), count=grouped(positions))


def searched_line(game, result) -> str:
    """A deal's search without a limit and what it found: ``"Twelve Sleeping Maids, deal 42: won
    after 3,185 positions: a winning line of 137 moves"``."""
    if result.moves:
        found = _.ngettext("a winning line of {count} move", "a winning line of {count} moves",
                           len(result.moves)).format(count=len(result.moves))
    else:
        found = _("no line of play wins")
    return _("{deal}: {verdict}: {found}").format(deal=deal_title(game), verdict=_after(result.verdict, result.nodes),
                                                  found=found)


def budget_search_line(game, budget: int, result) -> str:
    """A deal's search within a budget of positions: ``"Spider, deal 17, budget 20,000: unknown
    after 20,137 positions"``."""
    return _("{deal}, budget {budget}: {verdict}").format(deal=deal_title(game), budget=grouped(budget),
                                                          verdict=_after(result.verdict, result.nodes))


def replayed_line(game) -> str:
    """A line of play replayed through the rules: ``"Deal 42 replayed through the rules: 137
    moves, and the game is won."``."""
    moves = len(game.history)
    return _.ngettext("Deal {deal} replayed through the rules: {count} move, and the game is {status}.",
                      "Deal {deal} replayed through the rules: {count} moves, and the game is {status}.",
                      moves).format(deal=game.deal, count=moves, status=status_words(game.status))


def stock_heading(game) -> str:
    """The line over a Maids deal's stock: ``"Twelve Sleeping Maids, deal 59: its stock, the first card dealt
    first:"`` (the deal's verdict is the question's to state, not a heading's to repeat)."""
    return _("{deal}: its stock, the first card dealt first:").format(deal=deal_title(game))


def dealt_out_lines(game) -> tuple[str, str]:
    """Deal a Maids game out card after card, as a player at the table would when nothing else is legal, and say
    which moves were legal on the way and when the game ended (:func:`only_move_line`, :func:`dealt_until_line`)."""
    legal = set()
    while game.status == "playing":
        legal.update(str(move) for move in game.legal_moves())
        game.play("deal")
    return only_move_line(game.deal, legal), dealt_until_line(len(game.history) - 1, game.status)


def only_move_line(deal: int, moves) -> str:
    """The moves a player had while dealing a deal out: ``"Deal 59 at the table: the only legal
    move, turn after turn, was to deal."``."""
    shown = _(" or ").join(localized_places(str(move), "maids") for move in sorted(moves))
    return _("Deal {deal} at the table: the only legal move, turn after turn, was to {moves}.").format(
        deal=deal, moves=shown)


def dealt_until_line(cards: int, status: str) -> str:
    """When dealing ended a game: ``"After 47 cards the game goes on; after 48 it is lost."``."""
    return _.ngettext("After {count} card the game goes on; after {next} it is {status}.",
                      "After {count} cards the game goes on; after {next} it is {status}.",
                      cards).format(count=cards, next=cards + 1, status=status_words(status))


def player_label(player: str) -> str:
    """A measured player's name in a table: ``"perfect play"``, ``"fair hint"``, ``"greedy player"``."""
    return _(_PLAYERS[player])


def player_labels(players) -> list[str]:
    """The labels of several players, for :func:`solitaire.solver.results.table_text`."""
    return [player_label(player) for player in players]


def deals_caption(last: int, game=None) -> str:
    """The line over a results table of deals 1 to ``last``: ``"Deals 1 to 10,000:"``, or with the game's class
    named when the lesson's tables change game: ``"Spider, deals 1 to 1,000:"``."""
    if game is not None:
        return _("{game}, deals 1 to {last}:").format(game=game_title(game), last=grouped(last))
    return _("Deals 1 to {last}:").format(last=grouped(last))


def range_caption(first: int, last: int) -> str:
    """The line over a results table of deals ``first`` to ``last``: ``"Deals 1,001 to 2,000:"``."""
    return _("Deals {first} to {last}:").format(first=grouped(first), last=grouped(last))


def share_words(share: float) -> str:
    """A share as the language writes it: ``"93.3%"``, ``"93,3 %"`` (a decimal comma in Ukrainian and
    Russian), with two decimals below 1 % as :func:`solitaire.solver.results.percent` writes it (the
    drawing sits beside the solver, not above it, so it does not import it)."""
    text = f"{share:.2%}" if 0 < share < 0.01 else f"{share:.1%}"
    return decimal(text)


def _interval(low: float, high: float) -> str:
    """A 95 % interval of shares as the language writes a range: ``"92.8%..93.7%"``, ``"92,8–93,7 %"``."""
    def number(share: float) -> str:
        return share_words(share).rstrip("%").rstrip()
    # TRANSLATORS: a 95 % interval in a results table; {low} and {high} are numbers without the % sign
    return _("{low}%..{high}%").format(low=number(low), high=number(high))


def results_table(table, game: str, reading: str, players) -> str:
    """The lines of a final results table (:func:`solitaire.solver.results.final_table`) for one
    game and reading, a row a player of ``players``, as an aligned table in the language in use:
    the deals won, proven lost and unknown, the share of all the deals won with its 95 % interval,
    and at most the share if every unknown deal were won. A ValueError names a line not measured."""
    found = {(line.game, line.reading, line.player): line for line in table}
    missing = [player for player in players if (game, reading, player) not in found]
    if missing:
        raise ValueError(f"no results for {game}, {reading!r}, {', '.join(missing)}")
    lines = [found[game, reading, player] for player in players]
    heads = ["", _.pgettext("results table", "deals"), _.pgettext("results table", "won"),
             _.pgettext("results table", "lost"), _.pgettext("results table", "unknown"),
             _.pgettext("results table", "won (95 % interval)"), _.pgettext("results table", "at most")]
    rows = [heads]
    for player, line in zip(players, lines):
        share = f"{share_words(line.share_won)} ({_interval(*line.share_interval)})"
        counts = [grouped(count) for count in (line.deals, line.won, line.lost, line.unknown)]  # «10 000», as prose
        rows.append([player_label(player), *counts, share, share_words(line.bounds[1])])
    widths = [max(len(row[column]) for row in rows) for column in range(len(heads))]
    left = {0, 5}   # the names and the share with its interval read from the left; counts from the right
    return "\n".join("  ".join(cell.ljust(width) if column in left else cell.rjust(width)
                               for column, (cell, width) in enumerate(zip(row, widths))).rstrip()
                     for row in rows)


def stock_out_lines(full, short, budget: int) -> tuple[str, str]:
    """What searches of the Spider positions where the fair hint's stock ran out found: ``full``
    the results without a limit, ``short`` those within the fair hint's own ``budget``."""
    won = sum(result.verdict == "won" for result in full)
    nodes = [result.nodes for result in full]
    if won == len(full):   # "all 15", not "15 of the 15"
        first = _.ngettext(
            "When the first stock ran out, the one Spider deal the fair hint lost could still be won "
            "(a search without a limit won it after {low} to {high} positions).",
            "When the first stock ran out, all {count} Spider deals the fair hint lost could still be won "
            "(a search without a limit won each after {low} to {high} positions).",
            len(full)).format(count=len(full), low=grouped(min(nodes)), high=grouped(max(nodes)))
        return first, _short_search_line(short, budget)
    first = _.ngettext(
        "When the first stock ran out, {won} of the {count} Spider deal the fair hint lost could still be won "
        "(a search without a limit won it after {low} to {high} positions).",
        "When the first stock ran out, {won} of the {count} Spider deals the fair hint lost could still be won "
        "(a search without a limit won each after {low} to {high} positions).",
        len(full)).format(won=won, count=len(full), low=grouped(min(nodes)), high=grouped(max(nodes)))
    return first, _short_search_line(short, budget)


def _short_search_line(short, budget: int) -> str:
    """What the fair hint's own search found, within its ``budget``, where its first stock ran out."""
    return _("The fair hint's own search there, with a budget of {budget} positions: {unknown} unknown, {won} won.").format(
        budget=grouped(budget), unknown=sum(result.verdict == "unknown" for result in short),
        won=sum(result.verdict == "won" for result in short))


def _played_card(game, move) -> str:
    """The card a move plays, and where from, as the language in use says it: ``"the 2♠ from L3"``."""
    return _("the {card} from {place}").format(card=faces(game.cards(move.source)[-1:]),
                                               place=localized_places(move.source))


def after_move_line(game, move, result) -> str:
    """What a search without a limit found after one move of ``game``, the move said by its card
    (so that the line never spells the move a question asks for): ``"Playing the 2♠ from L3: won
    after 7,822 positions."``, or ``"Dealing: …"``."""
    verdict = _after(result.verdict, result.nodes)
    if str(move) == "deal":
        return _("Dealing: {verdict}.").format(verdict=verdict)
    return _("Playing {card}: {verdict}.").format(card=_played_card(game, move), verdict=verdict)


def under_default_line() -> str:
    """The head of a fold that searches a question's position again under the game's default rules."""
    return _("The question's position, searched under our default:")


def hint_choice_line(game, scores) -> str:
    """How often each move won on the fair hint's guesses (a :class:`~solitaire.solver.hints.HintScores`
    of ``game``), and which it played: equal counts are broken by the greedy player's order."""
    counts = ", ".join(_("{card} won on {wins} of {samples}").format(
        card=_played_card(game, move), wins=round(share * scores.samples), samples=scores.samples)
        for move, share in scores.scores.items())
    return _("The fair hint's guesses: {counts}; it played {card}.").format(
        counts=counts, card=_played_card(game, scores.best))


def strictest_deal_line(deal: int, result) -> str:
    """What a search of a whole Maids deal played under the strictest reading of maids.17 (deal only
    when no card fits, ``deal_when="no_play"``) found, from the deal's first move."""
    return _("Deal {deal}, searched from its first move under the strictest reading: {verdict}.").format(
        deal=deal, verdict=_after(result.verdict, result.nodes))
