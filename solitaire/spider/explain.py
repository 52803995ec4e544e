"""Why a Spider move is refused: the sentence it breaks, in words a learner understands.

``explain(state, move)`` returns an :class:`IllegalMove` for every move that is not
legal (and None for a legal one). It asks the rule functions themselves, so the reason
and the cited sentence always match the rule that decided.

>>> from solitaire.spider.state import initial_state, CARDS
>>> state = initial_state(CARDS * 2, "dealing", 1)
>>> print(explain(state, Move("T1", "T2")))
T1→T2 is not allowed: T1 is empty: there is no card to move (spider.17: Once the whole stock is dealt, the outer cards may go to the bases and onto one another)
>>> explain(state, Move("deal")) is None
True
"""
from __future__ import annotations

from ..cards import Card, format_cards
from ..moves import DEAL, REDEAL, IllegalMove, Move
from .rules import (
    FOUNDATIONS, PHASE_RULES, ROW_RULES, ROW_SUITS, accepts_on_ace_foundation,
    accepts_on_king_foundation, allowed_in_play, cards_taken, fits_on_pile, GATHER_RULES,
    group_of_twelve, is_base_card, is_lost, may_deal, may_fill_empty_pile, may_pass_between_bases,
    may_redeal, row_of,
)
from .state import CARDS, PLACE_INDEX, PLACES, SpiderState, is_won

__all__ = ["explain"]

_by = IllegalMove.by


def explain(state: SpiderState, move) -> IllegalMove | None:
    """The IllegalMove saying why ``move`` is not legal in ``state``; None if it is legal."""
    try:
        move = Move.parse(move)
    except IllegalMove as error:
        return error
    if is_won(state):
        return _by(accepts_on_ace_foundation, move, "the patience is out: all 104 cards are on the bases")
    if move == DEAL:
        return _explain_deal(state, move)
    if move == REDEAL:
        return _explain_redeal(state, move)
    if move.is_keyword:
        return IllegalMove(move, None, f"{move.source!r} is not a Spider move: write 'T1→A1', 'deal' or 'redeal'")
    for place in (move.source, move.target):
        if place not in PLACE_INDEX:
            return IllegalMove(move, None, f"Spider has no place {place}: its places are {' '.join(PLACES)}")
    if move.source == "stock":
        return _by(group_of_twelve, move, "cards leave the stock only by 'deal', twelve at a time")
    if move.target == "stock":
        return _by(GATHER_RULES[state.redeal_order], move,
                   "no card goes back to the stock: only the redeal makes a new stock")
    if move.source == move.target:
        return _by(fits_on_pile, move, f"a card cannot move from {move.source} onto {move.source} itself")
    if move.source in FOUNDATIONS:
        return _explain_from_base(state, move)
    return _explain_from_pile(state, move)


def _explain_deal(state: SpiderState, move: Move) -> IllegalMove | None:
    if not may_deal(state.stock):
        return _by(may_deal, move, "the stock is empty: every card has been dealt")
    return None


def _explain_redeal(state: SpiderState, move: Move) -> IllegalMove | None:
    if not PHASE_RULES[state.phase]("redeal"):
        return _by(may_redeal, move, f"the stock still has {len(state.stock)} cards: the piles are gathered "
                                     "for a redeal only after the whole stock is dealt")
    if not may_redeal(state.round, state.redeals):
        allowed = "no redeal" if state.redeals == 0 else f"{state.redeals} redeal{'s' * (state.redeals > 1)}"
        return _by(is_lost, move, f"no redeal is left: the option redeals={state.redeals} allows {allowed}, "
                                  f"and this is round {state.round}")
    return None


def _explain_from_base(state: SpiderState, move: Move) -> IllegalMove | None:
    source, target = move.source, move.target
    f = FOUNDATIONS.index(source)
    kind, top, suit = source[0], state.tops[f], ROW_SUITS[f % 4]
    card = Card(top, suit)
    if is_base_card(kind, top):
        return _by(is_base_card, move, f"{source} holds only its base card {card}, which never moves")
    other = ("K" if kind == "A" else "A") + source[1:]
    if target not in FOUNDATIONS:
        return _by(may_pass_between_bases, move, f"nothing leaves the bases for a pile: {card} on {source} "
                                                 f"may only pass to {other}, the other base of its suit")
    if target != other:
        return _by(may_pass_between_bases, move, f"a card passes only between the two bases of its own suit: "
                                                 f"{card} may go from {source} to {other}, not to {target}")
    phase_rule = PHASE_RULES[state.phase]
    if not phase_rule("base to base"):
        return _by(phase_rule, move, f"no card passes between bases in the {state.phase} phase")
    other_top = state.tops[FOUNDATIONS.index(other)]
    if not may_pass_between_bases(suit, kind, top, other_top):
        return _refused_by_base(move, other, other_top, card)
    return None


def _refused_by_base(move: Move, base: str, top: int, card: Card) -> IllegalMove:
    """The base ``base`` (top rank ``top``) does not take ``card``: say what it does take (spider.5)."""
    suit = ROW_SUITS[int(base[1]) - 1]
    if base[0] == "A":
        rule, way, wanted = accepts_on_ace_foundation, f"builds up from A{suit}", top + 1
    else:
        rule, way, wanted = accepts_on_king_foundation, f"builds down from K{suit}", top - 1
    if card.suit != suit:
        row = ROW_SUITS.index(card.suit) + 1
        return _by(rule, move, f"{base} is the {suit} base: {card} belongs on A{row} or K{row}")
    if not 1 <= wanted <= 13:
        return _by(rule, move, f"{base} is complete ({way} to {Card(top, suit)}), and bases never wrap")
    return _by(rule, move, f"{base} {way}: its top is {Card(top, suit)}, so it takes {Card(wanted, suit)}, "
                           f"not {card}")


def _explain_from_pile(state: SpiderState, move: Move) -> IllegalMove | None:
    source, target = move.source, move.target
    pile = state.piles[PLACE_INDEX[source]]
    if not pile:
        return _by(allowed_in_play, move, f"{source} is empty: there is no card to move")
    card = CARDS[pile[-1]]
    phase_rule = PHASE_RULES[state.phase]
    if target in FOUNDATIONS:
        if not phase_rule("to base"):
            return _by(phase_rule, move, f"no card goes to a base in the {state.phase} phase")
        f = FOUNDATIONS.index(target)
        accepts = accepts_on_ace_foundation if f < 4 else accepts_on_king_foundation
        if not accepts(ROW_SUITS[f % 4], state.tops[f], card):
            return _refused_by_base(move, target, state.tops[f], card)
        row_rule = ROW_RULES[state.row_rule]
        if not row_rule(state.phase, source, target):
            row = row_of(source)
            when = "while dealing, " if state.phase == "dealing" else ""
            return _by(row_rule, move, f"{when}{source} is in row {row} and may only go to A{row} or K{row}")
        return None
    if not phase_rule("onto pile"):
        return _by(allowed_in_play, move, f"no card moves from pile to pile while dealing: only after the "
                                          f"whole stock is dealt ({len(state.stock)} cards left)")
    onto_pile = state.piles[PLACE_INDEX[target]]
    onto = CARDS[onto_pile[-1]] if onto_pile else None
    if _fits(card, onto):
        return None
    run = _run_that_would_fit(pile, onto)
    if run:
        return _by(cards_taken, move, f"only the top card moves: {card} does not fit on {target}, and "
                                      f"{run[0]} may not take {format_cards(run[1:])} along with it")
    if onto is None:
        return _by(may_fill_empty_pile, move, f"{target} is empty and only an ace or a king may go there, "
                                              f"not {card}")
    if card.suit != onto.suit:
        return _by(fits_on_pile, move, f"{card} may not go onto {onto}: the suits differ")
    wrap = " (the king and the ace count as neighbours)" if {card.rank, onto.rank} & {1, 13} else ""
    return _by(fits_on_pile, move, f"{card} may not go onto {onto}: ranks must differ by one{wrap}")


def _fits(card: Card, onto: Card | None) -> bool:
    return may_fill_empty_pile(card) if onto is None else fits_on_pile(card, onto)


def _run_that_would_fit(pile: tuple, onto: Card | None) -> list[Card]:
    """The cards from the highest card under the top that would fit ``onto``, up to the top,
    if they form a series (what a player may wish to move as one); [] if there is none."""
    cards = [CARDS[code] for code in pile]
    bottom = len(cards) - 1
    while bottom > 0 and fits_on_pile(cards[bottom], cards[bottom - 1]):
        bottom -= 1
    for start in range(len(cards) - 2, bottom - 1, -1):
        if _fits(cards[start], onto):
            return cards[start:]
    return []
