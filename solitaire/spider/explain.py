"""Why a Spider move is refused: the sentence it breaks, in words a learner understands.

``explain(state, move)`` returns an :class:`IllegalMove` for every move that is not
legal (and None for a legal one). It asks the rule functions themselves, so the reason
and the cited sentence always match the rule that decided.

>>> from solitaire.spider.state import initial_state, CARDS
>>> state = initial_state(CARDS * 2, "dealing", 1)
>>> print(explain(state, Move("T1", "T2")))
T1→T2 is not allowed: T1 is empty: there is no card to move
>>> explain(state, Move("deal")) is None
True
"""
from __future__ import annotations

from ..cards import Card, card_face, quoted
from ..languages import N_, translator
from ..moves import DEAL, REDEAL, IllegalMove, Move, no_such_place
from .rules import (
    FOUNDATIONS, PHASE_RULES, ROW_RULES, ROW_SUITS, accepts_on_ace_foundation,
    accepts_on_king_foundation, allowed_in_play, cards_taken, fits_on_pile, GATHER_RULES,
    group_of_twelve, is_base_card, is_lost, may_deal, may_fill_empty_pile, may_pass_between_bases,
    may_redeal, row_of,
)
from .state import CARDS, PLACE_INDEX, SpiderState, is_won

__all__ = ["explain", "RULE_SUMMARIES"]

_ = translator("engine")
_by = IllegalMove.by

#: The summaries of Spider's rules as a refusal cites them (:func:`solitaire.rules.cited_summary`),
#: marked here for the catalogs so that a refusal cites its rule in the class's language
#: (a test keeps them equal to the docstrings).
RULE_SUMMARIES = (
    N_("the base cards never move, not even to the other base, where spider.23 lets cards pass"),
    N_("An ace base builds its suit up, in ascending order from the ace to the king"),
    N_("A king base builds its suit down, in descending order from the king to the ace"),
    N_("The cards are dealt in groups of twelve, one to each place round the body"),
    N_("The cards of a group go one at a time, clockwise from the top-left corner of the body"),
    N_("The top cards of the piles above and below the body (T1 T2 B1 B2) may go to any base"),
    N_("a side pile's card may go only to a base in its own row while the stock has cards"),
    N_("a side pile's card may go only to a base in its own row all game"),
    N_("every pile's top card may go to any base it fits: no row restriction"),
    N_("A card never goes from a side pile to a base in a row above or below its own"),
    N_("Each card of a group goes face up on its pile, onto the earlier cards or onto an empty place"),
    N_("After each group, fitting cards may go to the bases again; then the next group is dealt"),
    N_("in the same way all the cards are dealt: groups go out while the stock has cards"),
    N_("Once the whole stock is dealt, the outer cards may go to the bases and onto one another"),
    N_("A card goes onto a pile's top card of the same suit that is one rank lower or higher"),
    N_("The direction of a series may change at any time: one rank higher or one rank lower"),
    N_("Series may go round the corner (three, two, ace, king, queen): the king and the ace are neighbours"),
    N_("only a free king or ace may be put on an empty place"),
    N_("from column to column cards always move one at a time: only the top card goes"),
    N_("A card may pass from one base to the other of its suit (from the aces to the kings or vice versa)"),
    N_("pile 12 goes onto pile 11, …, all onto pile 1, and the packet is turned over unshuffled"),
    N_("the new stock is ours reversed: pile 12's top card is dealt first, pile 1's bottom card last"),
    N_("the piles may be gathered and dealt again by the same rules whenever the stock is empty"),
    N_("If even then the cards cannot all be placed on the bases, the patience has failed"),
)

#: Why a kind of move waits for another phase, by the phase it is refused in.
_NOT_BETWEEN_BASES = {"dealing": N_("no card passes between bases in the dealing phase"),
                      "play": N_("no card passes between bases in the play phase")}
_NOT_TO_BASE = {"dealing": N_("no card goes to a base in the dealing phase"),
                "play": N_("no card goes to a base in the play phase")}


def explain(state: SpiderState, move) -> IllegalMove | None:
    """The IllegalMove saying why ``move`` is not legal in ``state``; None if it is legal."""
    try:
        move = Move.parse(move)
    except IllegalMove as error:
        return error
    if is_won(state):
        return _by(accepts_on_ace_foundation, move, _("the patience is out: all 104 cards are on the bases"))
    if move == DEAL:
        return _explain_deal(state, move)
    if move == REDEAL:
        return _explain_redeal(state, move)
    if move.is_keyword:
        return IllegalMove(move, None, _("{word} is not a Spider move: write 'T1→A1', 'deal' or 'redeal'")
                           .format(word=quoted(move.source)))
    for place in (move.source, move.target):
        if place not in PLACE_INDEX:
            return no_such_place("spider", place, move)
    if move.source == "stock":
        return _by(group_of_twelve, move, _("cards leave the stock only by 'deal', twelve at a time"))
    if move.target == "stock":
        return _by(GATHER_RULES[state.redeal_order], move,
                   _("no card goes back to the stock: only the redeal makes a new stock"))
    if move.source == move.target:
        return _by(fits_on_pile, move, _("a card cannot move from {place} onto {place} itself")
                   .format(place=move.source), cited=False)   # no sentence needed: it is one place
    if move.source in FOUNDATIONS:
        return _explain_from_base(state, move)
    return _explain_from_pile(state, move)


def _explain_deal(state: SpiderState, move: Move) -> IllegalMove | None:
    if not may_deal(state.stock):
        return _by(may_deal, move, _("the stock is empty: every card has been dealt"))
    return None


def _explain_redeal(state: SpiderState, move: Move) -> IllegalMove | None:
    if not PHASE_RULES[state.phase]("redeal"):
        return _by(may_redeal, move, _.ngettext(
            "the stock still has {count} card: the piles are gathered for a redeal only after the whole "
            "stock is dealt",
            "the stock still has {count} cards: the piles are gathered for a redeal only after the whole "
            "stock is dealt", len(state.stock)).format(count=len(state.stock)))
    if not may_redeal(state.round, state.redeals):
        if state.redeals == 0:
            reason = _("no redeal is left: this game is played without a redeal, and this is round {round}")
        else:
            reason = _.ngettext(
                "no redeal is left: this game allows {redeals} redeal, and this is round {round}",
                "no redeal is left: this game allows {redeals} redeals, and this is round {round}", state.redeals)
        return _by(is_lost, move, reason.format(redeals=state.redeals, round=state.round))
    return None


def _explain_from_base(state: SpiderState, move: Move) -> IllegalMove | None:
    source, target = move.source, move.target
    f = FOUNDATIONS.index(source)
    kind, top, suit = source[0], state.tops[f], ROW_SUITS[f % 4]
    card = card_face(Card(top, suit))
    if is_base_card(kind, top):
        return _by(is_base_card, move, _("{base} holds only its base card {card}")
                   .format(base=source, card=card))
    other = ("K" if kind == "A" else "A") + source[1:]
    if target not in FOUNDATIONS:
        return _by(may_pass_between_bases, move, _("nothing leaves the bases for a pile: a card on a base may only "
                                                   "pass to the other base of its suit"))
    if target != other:
        return _by(may_pass_between_bases, move, _("a card passes only between the two bases of its own suit, and "
                                                   "{target} is not the other base of {card}'s suit")
                   .format(card=card, target=target))
    phase_rule = PHASE_RULES[state.phase]
    if not phase_rule("base to base"):
        return _by(phase_rule, move, _(_NOT_BETWEEN_BASES[state.phase]))
    other_top = state.tops[FOUNDATIONS.index(other)]
    if not may_pass_between_bases(suit, kind, top, other_top):
        return _refused_by_base(move, other, other_top, Card(top, suit))
    return None


def _refused_by_base(move: Move, base: str, top: int, card: Card) -> IllegalMove:
    """The base ``base`` (top rank ``top``) does not take ``card``: say what it does take (spider.5)."""
    suit = ROW_SUITS[int(base[1]) - 1]
    if base[0] == "A":
        rule, wanted = accepts_on_ace_foundation, top + 1
        complete, builds = (_("{base} is complete: it builds up from {first} to {top}, and no further"),
                            _("{base} builds up from {first}: its top is {top}, so it takes {wanted}, not {card}"))
    else:
        rule, wanted = accepts_on_king_foundation, top - 1
        complete, builds = (_("{base} is complete: it builds down from {first} to {top}, and no further"),
                            _("{base} builds down from {first}: its top is {top}, so it takes {wanted}, not {card}"))
    if card.suit != suit:   # names no other base: where the card does go may be a question's answer
        return _by(rule, move, _("{base} is the {suit} base, and a base takes only cards of its own suit, not {card}")
                   .format(base=base, suit=suit, card=card_face(card)))
    first = card_face(Card(1 if base[0] == "A" else 13, suit))
    if not 1 <= wanted <= 13:
        return _by(rule, move, complete.format(base=base, first=first, top=card_face(Card(top, suit))))
    if top == (1 if base[0] == "A" else 13):   # only the base card lies there: its top is its first card
        builds = _("{base} holds only its base card {first} yet, so it takes {wanted}, not {card}")
    return _by(rule, move, builds.format(base=base, first=first, top=card_face(Card(top, suit)),
                                         wanted=card_face(Card(wanted, suit)), card=card_face(card)))


def _explain_from_pile(state: SpiderState, move: Move) -> IllegalMove | None:
    source, target = move.source, move.target
    pile = state.piles[PLACE_INDEX[source]]
    phase_rule = PHASE_RULES[state.phase]
    if not pile and state.round > 1 and not any(state.piles):
        # just after the redeal: every pile went into the new stock, so nothing but a deal can come next
        return _by(GATHER_RULES[state.redeal_order], move,
                   _("{place} is empty: the redeal gathered every pile into the new stock, so the next move "
                     "is a deal").format(place=source))
    if not pile:
        # no sentence forbids moving nothing, and a sentence cited beside it reads as the reason: the
        # error keeps the one that says what may move there now, the message none
        return _by(phase_rule if target in FOUNDATIONS else allowed_in_play, move,
                   _("{place} is empty: there is no card to move").format(place=source), cited=False)
    card = CARDS[pile[-1]]
    if target in FOUNDATIONS:
        if not phase_rule("to base"):
            return _by(phase_rule, move, _(_NOT_TO_BASE[state.phase]))
        f = FOUNDATIONS.index(target)
        accepts = accepts_on_ace_foundation if f < 4 else accepts_on_king_foundation
        if not accepts(ROW_SUITS[f % 4], state.tops[f], card):
            return _refused_by_base(move, target, state.tops[f], card)
        row_rule = ROW_RULES[state.row_rule]
        if not row_rule(state.phase, source, target):
            reason = (_("while dealing, {place} is in row {row} and may only go to A{row} or K{row}")
                      if state.phase == "dealing" else _("{place} is in row {row} and may only go to A{row} or K{row}"))
            return _by(row_rule, move, reason.format(place=source, row=row_of(source)))
        return None
    if not phase_rule("onto pile"):
        return _by(allowed_in_play, move, _.ngettext(
            "no card moves from pile to pile while dealing: only after the whole stock is dealt ({count} card left)",
            "no card moves from pile to pile while dealing: only after the whole stock is dealt ({count} cards left)",
            len(state.stock)).format(count=len(state.stock)))
    onto_pile = state.piles[PLACE_INDEX[target]]
    onto = CARDS[onto_pile[-1]] if onto_pile else None
    if _fits(card, onto):
        return None
    return _refused_onto_pile(move, pile, card, onto)


def _refused_onto_pile(move: Move, pile: tuple, card: Card, onto: Card | None) -> IllegalMove:
    """``card`` (the top of ``pile``) does not fit on ``onto``, the top of the target (None: empty)."""
    target = move.target
    run = _run_that_would_fit(pile, onto)
    if run and onto is None:   # the top card is refused by spider.21; the ace or king under it, by spider.22
        return _by(may_fill_empty_pile, move, _("{target} is empty and only an ace or a king may go there, not "
                                                "{card}; and only the top card moves, so {first} may not take "
                                                "{others} along with it")
                   .format(card=card_face(card), target=target, first=card_face(run[0]),
                           others=" ".join(card_face(c) for c in run[1:])))
    if run:
        return _by(cards_taken, move, _("only the top card moves: {card} does not fit on {target}, and {first} "
                                        "may not take {others} along with it")
                   .format(card=card_face(card), target=target, first=card_face(run[0]),
                           others=" ".join(card_face(c) for c in run[1:])))
    if onto is None:
        return _by(may_fill_empty_pile, move, _("{target} is empty and only an ace or a king may go there, not {card}")
                   .format(target=target, card=card_face(card)))
    if card.suit != onto.suit:
        return _by(fits_on_pile, move, _("{card} may not go onto {onto}: the suits differ")
                   .format(card=card_face(card), onto=card_face(onto)))
    if {card.rank, onto.rank} & {1, 13}:
        reason = _("{card} may not go onto {onto}: ranks must differ by one (the king and the ace count as "
                   "neighbours)")
    else:
        reason = _("{card} may not go onto {onto}: ranks must differ by one")
    return _by(fits_on_pile, move, reason.format(card=card_face(card), onto=card_face(onto)))


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
