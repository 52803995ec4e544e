"""What the engine says of the Maids periods' exit checks (the teacher's guide, periods 1 to 4), in the language
in use: where a numbered card lies and which goes up first, which card wakes which maid and in which order three
wake the most, playing, refilling and dealing, and for the play period, each puzzle's one move that keeps it
winnable and the cards each losing move leaves out of the arc for good.

>>> NEVER_HOME["maids-23"]
('5♠', '7♣')
"""
from __future__ import annotations

from itertools import permutations

from ..cards import Card, card_face
from ..languages import translator
from ..maids import Maids
from ..puzzle import puzzle
from ..maids.game import face_down
from ..maids.orders import deal_index
from ..maids.rules import playable_cards
from ..moves import localized_places
from .guide_said import home_moves, named

__all__ = ["NEVER_HOME", "WRITTEN_BESIDE", "written_beside", "hidden_and_stuck", "maids_first_periods"]

_ = translator("sheets")


#: The cards Maids period 4's answers say no line brings to the arc after a losing move.
NEVER_HOME = {"maids-17": ("5♣",), "maids-12": ("8♣",), "maids-23": ("5♠", "7♣")}
#: The hidden cards each of its questions writes beside the board (the class must not depend on a printed slip):
#: under the top card of these maids, and the stock's top card.
WRITTEN_BESIDE = {"maids-17": ("M1", "M9"), "maids-12": ("stock",), "maids-23": ("M3",)}
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


def written_beside(name: str) -> list:
    """The hidden cards :data:`WRITTEN_BESIDE` names for one puzzle, as the engine deals them, a line a place."""
    game = puzzle(name).start()
    out = []
    for place in WRITTEN_BESIDE[name]:
        cards = game.cards(place)
        if place == "stock":
            out.append(_("{name}: the stock's top card, face down: the {card}.").format(
                name=name, card=card_face(cards[-1])))
        else:
            out.append(_("{name}: under the {card} on {place}: {cards}.").format(
                name=name, card=card_face(cards[-1]), place=localized_places(place, "maids"),
                cards=", ".join(card_face(card) for card in reversed(cards[:-1]))))
    return out


def hidden_and_stuck(name: str) -> list:
    """Maids period 4's facts of one puzzle: its one move that keeps the deal winnable, then, after each losing
    move, which of the cards its key names never reach the arc, over every position that follows."""
    found = puzzle(name)
    game = found.start()
    out = [_("{name}: the one move that keeps it winnable: {answer}.").format(
        name=name, answer=named(game, [game.parse_move(answer) for answer in found.answers]))]
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


def maids_first_periods() -> dict:
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
        "Maids, period 2": [_after_first_jack(WAKING)] + _orders(ORDER),
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


def _orders(deal: int) -> list:
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
    # a line an order, nested under the line that says what they are: six orders in one sentence do not read
    return [_("Maids deal {deal} after {move} ({woken} wake): the cards that fit the arc played in every order, "
              "and the maids each order wakes:").format(
        deal=deal, move=named(Maids(deal=deal), [first]), woken=_maids(woken)) + "".join(f"\n    - {order}" for order in each)]

