"""What the engine says of the Spider periods' exit checks (the teacher's guide, periods 1 and 2), in the language
in use: the card dealt n-th, what may go to a base while dealing and what must wait, what the later groups lay on
it, what may go home once the stock is dealt, two buried cards dug out in the right order, and what each card that
may fill an empty pile uncovers. (Period 3's checks are puzzles: :func:`solitaire.sheets.guide_said.answer_of`.)

>>> FILL
'spider-15'
"""
from __future__ import annotations

from ..cards import Card, card_face
from ..languages import translator
from ..moves import localized_places
from ..puzzle import puzzle
from ..spider import Spider
from ..spider.rules import FOUNDATIONS, PILES, pile_dealt_to
from .guide_said import home_moves, named

__all__ = ["ROW_RULE", "FILL", "spider_dealing", "what_filling_uncovers"]

_ = translator("sheets")

#: A fresh Spider deal whose first group gives a side pile a card for its own row's base, a bottom pile one for any
#: base, and a side pile one for another row's base, which must wait (Spider period 1).
ROW_RULE = 670


def spider_dealing(deal_13) -> dict:
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


def what_filling_uncovers(name: str) -> str:
    """Each right answer of an empty-pile puzzle, the card its move uncovers, and the bases that card goes to."""
    found = puzzle(name)
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


#: Spider period 3's exits on a tempting move: the puzzle, the move, and what the key says of the board after it
#: ("twin": where the other copy of the card it sends home lies; "stranded": the card it leaves on top, with no move).
AFTER_THE_MOVE = (("spider-33", "B2→A2", "twin"), ("spider-32", "R2→A3", "stranded"))


def _bases_of(game, card) -> list:
    return [base for base in FOUNDATIONS if game.cards(base) and game.cards(base)[0].suit == card.suit]


def after_the_move(name: str, move: str, what: str) -> str:
    """The board after a puzzle's tempting move, as the guide's key reads it: where the twin of the card it sends
    home lies and what its bases end in, or the card it leaves on top of its pile, which then has no move."""
    game = puzzle(name).start()
    played = game.parse_move(move)
    card = game.cards(played.source)[-1]
    after = game.copy()
    after.play(played)
    said = localized_places(move, "spider")
    if what == "twin":
        pile = next(pile for pile in PILES if card in after.cards(pile))
        cards = after.cards(pile)
        cover = cards[cards.index(card) + 1:]
        bases = ", ".join(_("{base} ends in the {card}").format(base=localized_places(base, "spider"),
                                                                card=card_face(after.cards(base)[-1]))
                          for base in _bases_of(after, card))
        return _("{name}, after {move}: {bases}; the other {card} lies in {pile} under {cover}.").format(
            name=name, move=said, bases=bases, card=card_face(card), pile=localized_places(pile, "spider"),
            cover=", ".join(_("the {card}").format(card=card_face(other)) for other in cover))
    left = after.cards(played.source)
    if any(other.source == played.source for other in after.legal_moves()):
        raise ValueError(f"{name}: after {move} the card on {played.source} still has a move")
    return _("{name}, after {move}: the {card} then on top of {pile} has no move; the next cards under it: {cards}."
             ).format(name=name, move=said, card=card_face(left[-1]), pile=localized_places(played.source, "spider"),
                      cards=", ".join(card_face(other) for other in reversed(left[-3:-1])))
