"""What the measured results and the engine say of the two periods after both games (the teacher's guide): a
thousand Maids deals whose unknown deals make the share a range, shares with their 95 % intervals no lesson prints,
a deal the search proves lost although two jacks can go up, and, for the readings, the figures and boards that
each unclear sentence's readings give.

>>> RANGE_DEALS
range(6001, 7001)
"""
from __future__ import annotations

from ..draw.narration import verdict_words
from ..languages import decimal, grouped, translator
from ..maids import Maids
from ..solver import solve
from ..solver.readings import readings_table
from ..solver.results import final_table, line_of, percent
from ..spider import Spider
from .guide_said import home_moves, named

__all__ = ["RANGE_DEALS", "PAIR_DEALS", "after_both"]

_ = translator("sheets")

#: Fresh Maids deals for the readings' exit check: a first jack after which two 10s fit only without suit, and a
#: first jack after which only the card of a maid it woke fits, for the reading that deals only when no card fits.
IN_SUIT, FORCED = 722, 705
#: A fresh Maids deal the search proves lost although two jacks can go up at once (How hard is it?, exit 3), and a
#: fresh Spider deal whose stock, dealt out, leaves a top pile, a side pile of the base's row and one of another
#: row each with a card for a base (the readings, exit 3: the row rule all game).
LOST_WITH_JACKS, ROW_RULE_ALL_GAME = 363, 107


def _percent(share: float) -> str:
    return decimal(f"{share:.1%}")


def _in_suit() -> str:
    """A fresh deal after its first jack, the cards that fit the arc in suit and without."""
    free, suited = Maids(deal=IN_SUIT), Maids(deal=IN_SUIT, follow_suit=True)
    first = home_moves(free)[0]
    said = named(free, [first])
    free.play(first)
    suited.play(first)
    return _("Maids deal {deal} after {move}, played in suit: to the arc: {suited}; without suit: {free}.").format(
        deal=IN_SUIT, move=said, suited=named(suited, home_moves(suited)), free=named(free, home_moves(free)))


def _share(line) -> str:
    """A share won with its 95 % interval, as lesson 07's tables write it: 10.1% (8.4%..12.1%)."""
    low, high = (decimal(percent(share)).rstrip("%\u00a0\u202f ") for share in line.share_interval)
    # TRANSLATORS: a share won and its 95 % interval, {low} and {high} without their per cent signs
    return _("{share} ({low}%..{high}%)").format(share=decimal(percent(line.share_won)), low=low, high=high)


#: How hard is it?'s exit: a thousand Maids deals lesson 07 does not print, whose unknown deals make the share a
#: range (1), and the thousand whose perfect and greedy play (2) compares.
RANGE_DEALS, PAIR_DEALS = range(6001, 7001), range(2001, 3001)


def _maids_line(results, deals, player: str):
    return line_of(final_table(results, deals=deals), "maids", "without suit (default)", player)


def _two_pairs(results) -> str:
    """Two pairs of shares no lesson prints, each with its 95 % interval: the greedy player on two thousands of
    Maids deals (the same player and rules, other deals), and perfect play against the greedy player on one."""
    early, late = (_maids_line(results, range(first, first + 1000), "greedy") for first in (1001, 9001))
    perfect, greedy = (_maids_line(results, PAIR_DEALS, player) for player in ("perfect", "greedy"))
    return _("The greedy player: Maids deals 1,001 to 2,000: {early}; deals 9,001 to 10,000: {late}. Deals {first} "
             "to {last}: perfect play {perfect}, the greedy player {greedy}.").format(
        early=_share(early), late=_share(late), first=grouped(PAIR_DEALS[0]), last=grouped(PAIR_DEALS[-1]),
        perfect=_share(perfect), greedy=_share(greedy))


def _a_range(results) -> str:
    line = _maids_line(results, RANGE_DEALS, "perfect")
    return _("Maids deals {first} to {last}, perfect play: {won} won, {lost} lost, {unknown} unknown: between {low} "
             "and {high} of them can be won.").format(
        first=grouped(RANGE_DEALS[0]), last=grouped(RANGE_DEALS[-1]), won=line.won, lost=line.lost,
        unknown=line.unknown, low=_percent(line.won / line.deals), high=_percent((line.won + line.unknown) / line.deals))


def _all_dealt(game):
    while "deal" in [str(move) for move in game.legal_moves()]:
        game.play("deal")
    return game


def _row_rule_all_game() -> str:
    by_default = _all_dealt(Spider(deal=ROW_RULE_ALL_GAME))
    all_game = _all_dealt(Spider(deal=ROW_RULE_ALL_GAME, row_rule="always"))
    return _("Spider deal {deal}, its stock dealt, none sent home: to a base with the row rule all game: {all_game}; "
             "with our reading (while dealing): {default}.").format(
        deal=ROW_RULE_ALL_GAME, all_game=named(all_game, home_moves(all_game)),
        default=named(by_default, home_moves(by_default)))


def _lost_with_jacks() -> str:
    game = Maids(deal=LOST_WITH_JACKS)
    found = solve(Maids(deal=LOST_WITH_JACKS), max_nodes=100_000)
    return _("Maids deal {deal} as dealt: to the arc: {moves}; the search: {verdict} ({count} positions "
             "searched).").format(
        deal=LOST_WITH_JACKS, moves=named(game, home_moves(game)), verdict=verdict_words(found.verdict),
        count=grouped(found.nodes))


def _hidden_at_start(game) -> str:
    """How many cards a player cannot see on exit 3's board as dealt: the sleeping maids' and the stock's."""
    return _("Maids deal {deal} as dealt: {maids} cards face down in the maids, {stock} in the stock.").format(
        deal=LOST_WITH_JACKS, maids=sum(len(game.cards(f"M{i}")) for i in range(1, 13)), stock=len(game.cards("stock")))


def after_both(deal_1, results) -> dict:
    small, large = (solve(Maids(deal=1), max_nodes=budget) for budget in (1_000, 100_000))
    table = readings_table(results)
    row_rule = {option: table.line(f'row_rule="{option}"', "perfect") for option in ("dealing", "always")}
    suit = {option: table.line(f"follow_suit={option}", "perfect") for option in (True, False)}
    forced, strict = Maids(deal=FORCED), Maids(deal=FORCED, deal_when="no_play")
    first = home_moves(forced)[0]
    first_said = named(forced, [first])
    forced.play(first)
    strict.play(first)
    return {
        "How hard is it?": [
            _a_range(results),
            _("Maids deal 1 at a budget of 1,000 positions: {small}; at 100,000: {large} ({count} positions "
              "searched).").format(small=verdict_words(small.verdict), large=verdict_words(large.verdict),
                                   count=grouped(large.nodes)),
            _two_pairs(results),
            _("The fair hint, the better of the two players who see only the face-up cards: Maids deals 1 to 1,000: "
              "{share}.").format(share=_share(_maids_line(results, range(1, 1001), "fair"))),
            _lost_with_jacks(),
            _hidden_at_start(Maids(deal=LOST_WITH_JACKS))],
        "The readings": [
            _("Spider deals 1 to 1,000, perfect play: {dealing} won with the row rule while dealing (our reading), "
              "{always} with it all game ({unknown} unknown).").format(
                dealing=_percent(row_rule["dealing"].share_won), always=_percent(row_rule["always"].share_won),
                unknown=row_rule["always"].unknown),
            _("Maids deals 1 to 1,000, perfect play: {suited} won in suit, {free} without suit (our default).").format(
                suited=_percent(suit[True].share_won), free=_percent(suit[False].share_won)),
            _in_suit(),
            _("Maids deal {deal} after {move}, if the stock may be dealt only when no card fits: {forced}; by "
              "default: {free}.").format(deal=FORCED, move=first_said, forced=named(strict, strict.legal_moves()),
                                         free=named(forced, forced.legal_moves())),
            _row_rule_all_game()],
    }
