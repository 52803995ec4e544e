"""What the engine says of each exit check of the teacher's guide, in the language in use.

Each period's exit check is set on a board the class has not seen (a puzzle no lesson shows, or a deal no
lesson uses, at its start or after the moves given) or, after both games, on figures no lesson prints; its
answers are written in the guide's prose, and :func:`facts` plays the same positions on the engine as
the guide runs, so an answer that drifts from the engine shows beside it (and the guide's test fails).
:func:`puzzle_places` puts every puzzle of both games in one period: in class, at home, or spare.

>>> from solitaire.sheets.guide_checks import EXIT_PUZZLES
>>> EXIT_PUZZLES["Maids, period 1"]
['maids-09']
"""
from __future__ import annotations

import re
from itertools import permutations
from pathlib import Path

from ..cards import Card, card_face
from ..draw.narration import verdict_words
from ..languages import decimal, grouped, translator
from ..maids import Maids
from ..maids.game import face_down
from ..maids.orders import deal_index
from ..maids.rules import playable_cards
from ..moves import localized_places
from ..puzzle import puzzle_idea, puzzles
from ..solver import solve
from ..solver.results import final_table, line_of, percent
from ..solver.readings import readings_table
from ..spider import Spider
from ..spider.rules import PILES, pile_dealt_to
from .guide import PERIODS, Course, folded, short

__all__ = ["EXIT_PUZZLES", "facts", "puzzle_places", "puzzle_places_folded", "named"]

_ = translator("sheets")

#: The puzzles each period's exit check sets, in the order it asks them.
#: None of them is shown by a lesson: an exit check is asked on a board the class has not seen.
EXIT_PUZZLES = {"Maids, period 1": ["maids-09"], "Maids, period 2": ["maids-04"], "Maids, period 3": ["maids-15"],
                "Maids, period 4": ["maids-17", "maids-12", "maids-23"],
                "Spider, period 2": ["spider-15"],
                "Spider, period 3": ["spider-33", "spider-24", "spider-32"]}


def _game(game) -> str:
    return "spider" if isinstance(game, Spider) else "maids"


def _at(game, place: str) -> str:
    return localized_places(place, _game(game))


def named(game, moves) -> str:
    """Moves said with the card each one plays: 'the J♦ on R1 (R1→F1)', 'onto the 6♥ on T1 (R1→T1)'."""
    said = []
    for move in moves:
        shown = localized_places(str(move), _game(game))
        if not move.target:
            said.append(shown)
            continue
        card, source = card_face(game.cards(move.source)[-1]), _at(game, move.source)
        if move.target[0] in "FAK":
            said.append(_("the {card} on {place} ({move})").format(card=card, place=source, move=shown))
        elif game.cards(move.target):
            said.append(_("the {card} on {place} onto the {other} on {target} ({move})").format(
                card=card, place=source, other=card_face(game.cards(move.target)[-1]),
                target=_at(game, move.target), move=shown))
        else:
            said.append(_("the {card} on {place} into the empty {target} ({move})").format(
                card=card, place=source, target=_at(game, move.target), move=shown))
    return ", ".join(said)


def home_moves(game) -> list:
    """The legal moves to the arc (Maids) or to a base (Spider)."""
    return [move for move in game.legal_moves() if move.target and move.target[0] in "FAK"]


def _puzzle(name: str):
    return next(p for p in puzzles(name.split("-")[0]) if p.id == name)


def answer_of(name: str) -> str:
    """A puzzle set as an exit check: its task, its answers (each with the card it moves), and why."""
    found = _puzzle(name)
    game = found.start()
    answers = named(game, [game.parse_move(answer) for answer in found.answers])
    # the task is the plan's own question, said there: not again here
    said = _("{name}: {answers}. Why: {why}").format(name=name, answers=answers, why=puzzle_idea(found))
    # a puzzle judged by the search says why each other move loses: the plans' answers name those cards too
    # (the tempting move's reason only when the idea does not already say why it loses)
    losing = [found.check(move).reason for move in (found.verdicts or {})
              if move not in found.answers and not (move == found.tempting and move in puzzle_idea(found))]
    # the places as the class's board labels them (С1, Б5 in a Ukrainian Spider), as the key says them
    return localized_places(" ".join([said] + [reason for reason in losing if reason]), _game(game))


#: What the board does not show and Maids period 4's answers rest on: the places whose cards under the top one
#: the guide reads out with each puzzle, and the cards it says no line brings to the arc after a losing move.
HIDDEN = {"maids-17": ("M1", "M3", "M4", "M5", "M7", "M8", "M9", "M10", "M11"), "maids-12": (),
          "maids-23": ("M3", "M5", "M6", "M7", "M10", "M11", "M12", "waste")}
NEVER_HOME = {"maids-17": ("5♣",), "maids-12": ("8♣",), "maids-23": ("5♠", "7♣")}
_OFF_ARC = [f"{side}{i}" for side in "LR" for i in range(1, 5)] + [f"M{i}" for i in range(1, 13)] + ["waste", "stock"]
#: Enough for every position after these puzzles' losing moves (a few hundred each): a bound, not a budget.
_EXPLORED_AT_MOST = 20_000


def _most_in_arc(game, cards) -> tuple:
    """The most copies of each of ``cards`` ever in the arc over every position reachable from ``game``, and how
    many positions that is (a ValueError past :data:`_EXPLORED_AT_MOST`, never an endless search)."""
    seen, waiting, most = set(), [game], dict.fromkeys(cards, 0)
    while waiting:
        current = waiting.pop()
        key = current.position_key(current.state)  # the key the puzzles' own walk counts positions by
        if key in seen:
            continue
        seen.add(key)
        if len(seen) > _EXPLORED_AT_MOST:
            raise ValueError(f"more than {_EXPLORED_AT_MOST} positions: not a puzzle's end game")
        home = [str(card) for i in range(1, 9) for card in current.cards(f"F{i}")]
        for card in cards:
            most[card] = max(most[card], home.count(card))
        for move in current.legal_moves():
            after = current.copy()
            after.play(move)
            waiting.append(after)
    return most, len(seen)


def hidden_and_stuck(name: str) -> list:
    """Maids period 4's facts of one puzzle: the cards under the tops the guide reads out, then, after each
    losing move, which of the cards its key names never reach the arc, over every position that follows."""
    found = _puzzle(name)
    game = found.start()
    out = [_("{name}: the one move that keeps it winnable: {answer}.").format(
        name=name, answer=named(game, [game.parse_move(answer) for answer in found.answers]))]
    for place in HIDDEN[name]:
        under = ", ".join(card_face(card) for card in reversed(game.cards(place)[:-1]))
        top = card_face(game.cards(place)[-1])
        out.append(_("In the waste, under the {card} on top: {cards}.").format(card=top, cards=under) if place == "waste"
                   else _("In {place}, under the {card} on top: {cards}.").format(
                       card=top, place=localized_places(place, "maids"), cards=under))
    for move in game.legal_moves():
        if str(move) in found.answers:
            continue
        after = game.copy()
        after.play(move)
        home = [str(card) for i in range(1, 9) for card in after.cards(f"F{i}")]
        most, _count = _most_in_arc(after, NEVER_HOME[name])
        said = _("a deal") if not move.target else named(game, [move])
        for card in NEVER_HOME[name]:
            where = next(place for place in _OFF_ARC if card in map(str, after.cards(place)))
            verdict = (_("never reaches the arc") if most[card] == home.count(card)
                       else _("reaches the arc in some line"))
            out.append(_("After {move}, the {card} in {place} {verdict}.")
                       .format(move=said, card=card_face(Card.parse(card)),
                               place=_("the waste") if where == "waste" else localized_places(where, "maids"),
                               verdict=verdict))
    return out


def _sleeping(game) -> list:
    return [f"M{i}" for i in range(1, 13) if face_down(game.state, f"M{i}")]


def _woken_by(game, move):
    after = game.copy()
    after.play(move)
    return after, [place for place in _sleeping(game) if place not in _sleeping(after)]


def _maids(maids: list) -> str:
    return _(" and ").join(maids) if maids else _("no maid")


#: The fresh Maids deals the exit checks are set on (no lesson uses them): where a card lies and which goes up
#: first (period 1); which card wakes which maid, and in which order three cards wake the most (period 2, two
#: deals); playing, refilling and dealing (period 3).
FIRST_UP, WAKING, ORDER, COLUMNS = 614, 708, 1014, 620
#: The side place whose card period 1's exit check asks for by its number (the last card of round 2: not L4, whose
#: 43rd card lesson 01's last question counts).
NUMBERED_PLACE = "R2"
#: A fresh Spider deal whose first group gives a side pile a card for its own row's base, a bottom pile one for any
#: base, and a side pile one for another row's base, which must wait (Spider period 1).
ROW_RULE = 670
#: Fresh Maids deals for the readings' exit check: a first jack after which two 10s fit only without suit, and a
#: first jack after which only the card of a maid it woke fits, for the reading that deals only when no card fits.
IN_SUIT, FORCED = 722, 705
#: A fresh Maids deal the search proves lost although two jacks can go up at once (How hard is it?, exit 3), and a
#: fresh Spider deal whose stock, dealt out, leaves a top pile, a side pile of the base's row and one of another
#: row each with a card for a base (the readings, exit 3: the row rule all game).
LOST_WITH_JACKS, ROW_RULE_ALL_GAME = 363, 107


def _after_first_jack(deal: int) -> str:
    """A fresh deal after its first jack goes up: what woke, the refill, then each card that fits and what it wakes."""
    game = Maids(deal=deal)
    first = home_moves(game)[0]
    after, woken = _woken_by(game, first)
    each = [f"{named(after, [move])}: {_maids(_woken_by(after, move)[1])}" for move in home_moves(after)]
    return _("Maids deal {deal} after {move}: {woken} wake, {place} is refilled with the {card}; then each card "
             "that fits the arc, and the maids it wakes: {each}.").format(
        deal=deal, move=named(game, [first]), woken=_maids(woken), place=localized_places(first.source, "maids"),
        card=card_face(after.cards(first.source)[-1]), each="; ".join(each))


#: The deal of lesson 01's question (01.6), whose answer the plan names: the first card that can go up, and its number.
LESSON_01_DEAL = 75


def _lesson_deal_first_up() -> str:
    game = Maids(deal=LESSON_01_DEAL)
    first = home_moves(game)[0]
    return _("Maids deal {deal} as dealt (01.6), to the arc: {moves}; the {card} on {place} is card {number} of the "
             "deal.").format(deal=LESSON_01_DEAL, moves=named(game, home_moves(game)),
                             card=card_face(game.cards(first.source)[-1]), place=localized_places(first.source, "maids"),
                             number=deal_index(first.source, None) + 1)


def _maids_first_periods() -> dict:
    first_up = Maids(deal=FIRST_UP)
    number = deal_index(NUMBERED_PLACE, None) + 1
    columns = Maids(deal=COLUMNS)
    first = home_moves(columns)[0]
    first_said = named(columns, [first])
    columns.play(first)
    dealt = columns.copy()
    dealt.play("deal")
    went = next(place for place in [f"F{i}" for i in range(1, 9)] + ["waste"]
                if len(dealt.cards(place)) > len(columns.cards(place)))
    return {
        "Maids, period 1": [
            _("Maids deal {deal} as dealt: the {card} on {place} is card {number} of the deal.").format(
                deal=FIRST_UP, card=card_face(first_up.cards(NUMBERED_PLACE)[-1]),
                place=localized_places(NUMBERED_PLACE, "maids"), number=number),
            _("Maids deal {deal} as dealt, to the arc: {moves}; every move: {every}.").format(
                deal=FIRST_UP, moves=named(first_up, home_moves(first_up)),
                every=", ".join(localized_places(str(move), "maids") for move in first_up.legal_moves())),
            _lesson_deal_first_up()],
        "Maids, period 2": [_after_first_jack(WAKING), _orders(ORDER)],
        "Maids, period 3": [
            _("Maids deal {deal} after {move}, playable: {cards}; to the arc: {moves}.").format(
                deal=COLUMNS, move=first_said,
                cards=", ".join(_("the {card} on {place}").format(card=card_face(card), place=place)
                                for place, card in playable_cards(columns.state)),
                moves=named(columns, home_moves(columns))),
            _("Then deal: the stock's top card, the {card}, goes to {place}; the maids it wakes: {maids}.").format(
                card=card_face(dealt.cards(went)[-1]), place=localized_places(went, "maids"),
                maids=_maids([place for place in _sleeping(columns) if place not in _sleeping(dealt)])),
            _refill_first(columns)],
    }


def _refill_first(game) -> str:
    """The other order on period 3's board: a side card up first, its freed place refilled from the stock while
    the waste is empty (maids.16), and what the card that refills it wakes once it goes up."""
    card = home_moves(game)[0]
    after, woken = _woken_by(game, card)
    place = localized_places(card.source, "maids")
    refill = after.cards(card.source)[-1]
    up = next(move for move in home_moves(after) if move.source == card.source)
    return _("Or first {move}, which wakes {woken}: the waste is empty, so {place} takes the stock's top card, the "
             "{card}; then {up} wakes {later}.").format(
        move=named(game, [card]), place=place, card=card_face(refill), woken=_maids(woken),
        up=named(after, [up]), later=_maids(_woken_by(after, up)[1]))


def _orders(deal: int) -> str:
    """A fresh deal after its first jack: the cards that then fit the arc, played in every order (each from its
    place to the first foundation that takes it), and the maids each order wakes; most first."""
    game = Maids(deal=deal)
    first = home_moves(game)[0]
    game, woken = _woken_by(game, first)
    places = [move.source for move in home_moves(game)]
    woke = {}
    for order in permutations(places):
        current, said, maids = game, [], []
        for place in order:
            move = next((move for move in home_moves(current) if move.source == place), None)
            if move is None:
                said.append(_("the {card} on {place} fits nowhere yet").format(
                    card=card_face(current.cards(place)[-1]), place=localized_places(place, "maids")))
                continue
            said.append(named(current, [move]))
            current, more = _woken_by(current, move)
            maids += more
        woke[", ".join(said)] = maids
    each = [f"{order}: {_maids(maids)}" for order, maids in sorted(woke.items(), key=lambda item: -len(item[1]))]
    return _("Maids deal {deal} after {move} ({woken} wake): the cards that fit the arc played in every order, "
             "and the maids each order wakes: {each}.").format(
        deal=deal, move=named(Maids(deal=deal), [first]), woken=_maids(woken), each="; ".join(each))


def _spider_dealing(deal_13) -> dict:
    one_group = deal_13.copy()
    one_group.play("deal")
    ninth = pile_dealt_to(8)
    allowed = home_moves(one_group)
    unruly = Spider(deal=13, row_rule="never")
    unruly.play("deal")
    waiting = [move for move in home_moves(unruly) if move not in allowed]
    groups = deal_13.copy()
    while "deal" in [str(move) for move in groups.legal_moves()]:
        groups.play("deal")
    fresh, fresh_unruly = Spider(deal=ROW_RULE), Spider(deal=ROW_RULE, row_rule="never")
    fresh.play("deal")
    fresh_unruly.play("deal")
    fresh_waiting = [move for move in home_moves(fresh_unruly) if move not in home_moves(fresh)]
    return {
        "Spider, period 1": [
            _("Spider deal 13, one group dealt: the 9th card went to {pile}, the {card}.").format(
                pile=localized_places(ninth, "spider"), card=card_face(one_group.cards(ninth)[-1])),
            _("To a base now: {allowed}; fits a base but not allowed while dealing: {waiting}.").format(
                allowed=named(one_group, allowed), waiting=named(unruly, waiting)),
            _covered_by_then(groups, one_group, waiting[0]),
            _("Spider deal {deal}, one group dealt: to a base now: {allowed}; fits a base but not allowed while "
              "dealing: {waiting}.").format(deal=ROW_RULE, allowed=named(fresh, home_moves(fresh)),
                                            waiting=named(fresh_unruly, fresh_waiting))],
        "Spider, period 2": [
            _("Spider deal 13, all eight groups dealt, none sent home: to a base now: {moves}.").format(
                moves=named(groups, home_moves(groups))), _both_on_top(groups)],
    }


#: Spider period 2's exit (1): the two cards of deal 13, its stock dealt, that lie one card down, and the two
#: orders of moves the answer compares.
DIG_FOR, DIG_LINES = "3♣", (("T1→L1", "R3→L1"), ("T1→R3",))


def _both_on_top(dealt) -> str:
    """Where the two cards of :data:`DIG_FOR` lie on the dealt board, and which lie on top after each line."""
    def tops(game):
        return [localized_places(pile, "spider") for pile in PILES if game.cards(pile)
                and str(game.cards(pile)[-1]) == DIG_FOR]

    def under(game):
        return ", ".join(_("in {pile} under the {card}").format(pile=localized_places(pile, "spider"),
                                                                 card=card_face(game.cards(pile)[-1]))
                         for pile in PILES if DIG_FOR in map(str, game.cards(pile)[-2:-1]))

    each = []
    for line in DIG_LINES:
        after = dealt.copy()
        said = []
        for move in line:
            said.append(named(after, [after.parse_move(move)]))
            after.play(move)
        each.append(_("after {moves}, the {card} on top of: {piles}").format(
            moves=", ".join(said), card=card_face(Card.parse(DIG_FOR)), piles=", ".join(tops(after)) or _("none")))
    return _("On that board the two {card} lie {where}; {each}.").format(
        card=card_face(Card.parse(DIG_FOR)), where=under(dealt), each="; ".join(each))


#: Spider period 2's exit (2): the puzzle whose empty pile the class fills, asked which card should go there.
FILL = "spider-15"


def _what_filling_uncovers(name: str) -> str:
    """Each right answer of an empty-pile puzzle, the card its move uncovers, and the bases that card goes to."""
    found = _puzzle(name)
    game = found.start()
    each = []
    for answer in found.answers:
        move = game.parse_move(answer)
        after = game.copy()
        after.play(move)
        uncovered = after.cards(move.source)
        home = [other for other in home_moves(after) if other.source == move.source]
        said = ", ".join(_("{move}, onto the {top}").format(move=named(after, [other]),
                                                             top=card_face(after.cards(other.target)[-1]))
                         for other in home)
        each.append(_("{move} uncovers the {card}, which goes to a base: {home}").format(
            move=named(game, [move]), card=card_face(uncovered[-1]) if uncovered else "—", home=said or _("none")))
    return _("{name}, each card that may fill the empty pile: {each}.").format(name=name, each="; ".join(each))


def _covered_by_then(dealt, one_group, waiting) -> str:
    """Spider period 1's exit (2): what the later groups lay on the card ``waiting`` (a move it may not make while
    dealing), and which cards may go to its base once the stock is dealt."""
    pile = waiting.source
    laid = dealt.cards(pile)[len(one_group.cards(pile)):]
    to_base = [move for move in home_moves(dealt) if move.target == waiting.target]
    return _("Spider deal 13, its stock dealt: the groups after the first laid on the {card} on {pile}: {cards}; to "
             "{base} then: {moves}.").format(card=card_face(one_group.cards(pile)[-1]),
                                             pile=localized_places(pile, "spider"),
                                             cards=", ".join(card_face(card) for card in laid),
                                             base=localized_places(waiting.target, "spider"),
                                             moves=named(dealt, to_base))


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


def _after_both(deal_1, results) -> dict:
    small, large = (solve(Maids(deal=1), max_nodes=budget) for budget in (1_000, 100_000))
    table = readings_table(results)
    row_rule = {option: table.line(f'row_rule="{option}"', "perfect") for option in ("dealing", "always")}
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
            _two_pairs(results), _lost_with_jacks(),
            _("Maids deal 1 when play begins: {maids} cards face down in the maids, {stock} in the stock.").format(
                maids=sum(len(deal_1.cards(f"M{i}")) for i in range(1, 13)), stock=len(deal_1.cards("stock")))],
        "The readings": [
            _("Spider deals 1 to 1,000, perfect play: {dealing} won with the row rule while dealing (our reading), "
              "{always} with it all game ({unknown} unknown).").format(
                dealing=_percent(row_rule["dealing"].share_won), always=_percent(row_rule["always"].share_won),
                unknown=row_rule["always"].unknown),
            _in_suit(),
            _("Maids deal {deal} after {move}, if the stock may be dealt only when no card fits: {forced}; by "
              "default: {free}.").format(deal=FORCED, move=first_said, forced=named(strict, strict.legal_moves()),
                                         free=named(forced, forced.legal_moves())),
            _row_rule_all_game()],
    }


def facts(results=None) -> dict:
    """Each period's facts, from the engine as it is now: the answers of its exit check rest on them.
    ``results`` is the folder of measured results (by default ``benchmarks/results`` beside the package)."""
    results = results or Path(__file__).resolve().parents[2] / "benchmarks" / "results"
    deal_1, deal_13 = Maids(deal=1), Spider(deal=13)
    maids, spider, after = _maids_first_periods(), _spider_dealing(deal_13), _after_both(deal_1, results)

    def asked(name):
        return [answer_of(puzzle) for puzzle in EXIT_PUZZLES.get(name, [])]

    return {"Maids, period 1": maids["Maids, period 1"] + asked("Maids, period 1"),
            "Maids, period 2": maids["Maids, period 2"] + asked("Maids, period 2"),
            "Maids, period 3": maids["Maids, period 3"] + asked("Maids, period 3"),
            "Maids, period 4": [fact for puzzle in EXIT_PUZZLES["Maids, period 4"] for fact in hidden_and_stuck(puzzle)],
            "Spider, period 1": spider["Spider, period 1"] + asked("Spider, period 1"),
            "Spider, period 2": spider["Spider, period 2"] + asked("Spider, period 2") + [_what_filling_uncovers(FILL)],
            "Spider, period 3": asked("Spider, period 3"),
            "How hard is it?": after["How hard is it?"], "The readings": after["The readings"]}


def puzzle_places(course: Course) -> str:
    """Every puzzle of both games placed once: in a period, at home in its lesson's Puzzles section, or spare."""
    in_plan = {name: period for period, (_title, steps) in PERIODS.items() for step in steps
               for name in re.findall(r"\b(?:maids|spider)-\d\d\b", step.doing)}
    in_plan.update({name: period for period, names in EXIT_PUZZLES.items() for name in names})
    shown = {}
    for lesson in ("01_maids_layout_and_deal", "02a_maids_princes_and_maids", "02b_maids_columns_stock_and_end",
                   "03_maids_play_a_deal", "04_spider_layout_and_deal", "05_spider_rules_of_play",
                   "06_spider_play_a_deal"):
        for cell in course.cells(lesson):
            if cell["cell_type"] == "code":
                shown.update(dict.fromkeys(re.findall(r"\b(?:maids|spider)-\d\d\b", "".join(cell["source"])),
                                           short(lesson)))
    period_of = {"01": "Maids, period 1", "02a": "Maids, period 2", "02b": "Maids, period 3", "03": "Maids, period 4",
                 "04": "Spider, period 1", "05": "Spider, period 2", "06": "Spider, period 3"}
    placed = {name: ([], [], []) for name in period_of.values()}
    every = puzzles("maids") + puzzles("spider")
    for found in every:
        label = f"{found.id} ({found.level})"
        if found.id in in_plan:
            placed[in_plan[found.id]][0].append(label)
        elif found.id in shown:
            placed[period_of[shown[found.id]]][1].append(label)
        else:
            placed[period_of[found.lessons[0]]][2].append(label)
    out = []
    for name, (in_class, home, spare) in placed.items():
        home, spare, in_class = (", ".join(group) or "—" for group in (home, spare, in_class))
        out += [_(name), "    " + _("in the period: {puzzles}").format(puzzles=in_class),
                "    " + _("at home, in the lesson's Puzzles section: {puzzles}").format(puzzles=home),
                "    " + _("spare, from the classroom page's menu: {puzzles}").format(puzzles=spare)]
    count = sum(len(group) for groups in placed.values() for group in groups)
    out.append(_("{count} puzzles, each placed once (of {every})").format(count=count, every=len(every)))
    return "\n".join(out)


def puzzle_places_folded(course: Course) -> str:
    """:func:`puzzle_places` folded (Markdown): a teacher opens it to find a spare puzzle, not to read it through."""
    # TRANSLATORS: the line over the teacher's guide's folded list of every puzzle and the period it belongs to
    return folded(_("Every puzzle and where it is for: in a period, at home, or spare (open it to look one up)"),
                  f"```\n{puzzle_places(course)}\n```")
