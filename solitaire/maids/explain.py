"""Why a Twelve Sleeping Maids move is not allowed: the error names the rule sentence broken.

>>> from solitaire.maids import Maids
>>> game = Maids(deal=1)
>>> print(explain(game.state, Move("M5", "F2")))
M5→F2 is not allowed: M5 is still asleep (maids.19: The playable cards are all the side-column cards and the top cards of the open packets)
"""
from __future__ import annotations

from ..cards import Card, card_face, quoted
from ..languages import N_, translator
from ..moves import IllegalMove, Move, no_such_place
from .rules import (
    ACE, DEAL_RULES, FOUNDATION_INDEX, FOUNDATIONS, JACK, PACK_INDEX, PLACE_NAMES, PLAYABLE_RULES, SIDE_INDEX,
    arc_place_for, arc_place_for_dealt_card, arc_places, fits, is_lost, is_renewed, legal_moves_of, may_redeal,
    playable_cards, refill_source, takes_played_cards, wanted_rule,
)

__all__ = ["explain", "rank_words", "RULE_SUMMARIES"]

_ = translator("engine")

#: The summaries of the Maids rules as a refusal cites them (:func:`solitaire.rules.cited_summary`),
#: marked here for the catalogs so that a refusal cites its rule in the class's language
#: (a test keeps them equal to the docstrings).
RULE_SUMMARIES = (
    N_("There is no redeal"),
    N_("This patience uses 104 cards: two full packs of 52"),
    N_("One card face up on the left, then twelve cards face down in the middle, then one card face up on the right"),
    N_("Each next round goes below the face-up cards on the left and right, and onto the face-down cards in the "
       "middle"),
    N_("This is done four times: twelve face-down packets of four in the middle, four face-up cards left and right"),
    N_("the arc's eight places fill from the left: a card goes to the leftmost place that takes it"),
    N_("the arc is built down on the jacks, J, 10, ..., 2, A, then K, Q, without regard to suit"),
    N_("The game is won when all eight families are gathered in the arc, each ending with its queen"),
    N_("the arc is built down on the jacks, each card in the suit of its jack («в масть», maids.13)"),
    N_("When the first jack is moved to the arc, two face-down packets are turned face up"),
    N_("every later jack wakes one packet, and the first, wherever it comes from, two"),
    N_("jacks out of the stock or out of a packet wake one packet each, even the first jack of the game"),
    N_("a freed side-column place is refilled at once: from the waste pile while it has cards, else the stock"),
    N_("the stock is dealt one card at a time whenever the player likes"),
    N_("the stock is dealt one card at a time only once every possible play is made"),
    N_("Read to the letter, the first card is dealt only once every possible play in the starting figure is made"),
    N_("a dealt card that fits must go to the main row (a jack always fits); one that does not, to the waste"),
    N_("The playable cards are all the side-column cards and the top cards of the open packets"),
    N_("the top card of the waste pile is playable too, with the side-column cards and open packet tops"),
    N_("When the top card of the last packet turned face up goes to the arc, the next packet is turned face up"),
    N_("Cards that fit, taken from the other open packets, give no such right"),
    N_("No moves of any kind are allowed between the side columns and the playable cards of the packets; as we "
       "read it, played cards go only to the arc"),
    N_("Emptied \"sleeping maid\" packets are not made up again: only the side columns are refilled"),
    N_("The patience is played in one round; as we read it, when no card can be dealt or played, it is lost"),
)

_RANK_WORDS = {1: N_("an ace"), 2: N_("a 2"), 3: N_("a 3"), 4: N_("a 4"), 5: N_("a 5"), 6: N_("a 6"),
               7: N_("a 7"), 8: N_("an 8"), 9: N_("a 9"), 10: N_("a 10"), 11: N_("a jack"), 12: N_("a queen"),
               13: N_("a king")}


def rank_words(rank: int) -> str:
    """A rank with its article, for messages, in the language in use: ``rank_words(1) == 'an ace'``,
    ``rank_words(9) == 'a 9'``."""
    return _(_RANK_WORDS[rank])


#: Why ``deal`` waits while a card fits, under each reading of maids.17 that makes it wait.
_DEALING_WORDS = {
    "no_play": N_("a playable card still fits the arc, and with deal_when='no_play' every possible play is made "
                  "before the next deal"),
    "no_play_first": N_("a playable card still fits the arc, and with deal_when='no_play_first' every possible play "
                        "in the starting figure is made before the first deal (from then on the stock may be dealt "
                        "at any time)"),
}

#: What a card may not be played onto, by the kind of place (only the arc takes played cards).
_NEVER_ONTO = {"side column": N_("cards go only to the arc (F1..F8), never onto a side column"),
               "packet": N_("cards go only to the arc (F1..F8), never onto a packet"),
               "stock": N_("cards go only to the arc (F1..F8), never onto the stock")}


def explain(state, move: Move) -> IllegalMove:
    """The :class:`IllegalMove` for a move that is not legal in ``state``, citing the rule it breaks.

    Raises ValueError if the move is in fact legal.
    """
    error = _keyword_error(state, move) if move.is_keyword else _play_error(state, move)
    if error is None:
        raise ValueError(_("{move} is legal in this position").format(move=move))
    return error


def _keyword_error(state, move: Move) -> IllegalMove | None:
    if move.source == "redeal":
        return IllegalMove.by(may_redeal, move,
                              _("the patience is played in one round (maids.24), so the stock is never dealt again"))
    if move.source != "deal":
        return IllegalMove(move, None, _("{word} is not a move: write 'L2→F1', 'deal' or 'redeal'")
                           .format(word=quoted(move.source)))
    plays = legal_moves_of(state)
    dealing = DEAL_RULES[state.deal_when]
    if dealing(state, any(play.target for play in plays)):
        return None
    if state.stock:  # deal_when="no_play" or "no_play_first": a card fits the arc
        # the refusal names no card: which card fits is what a question on this position may ask
        return IllegalMove.by(dealing, move, _(_DEALING_WORDS[state.deal_when]))
    if plays:
        reason = _("the stock is used up and is never gathered again; only plays to the arc are left")
    else:
        reason = _("the stock is used up and is never gathered again; the game is over")
    return IllegalMove.by(is_lost, move, reason)


def _play_error(state, move: Move) -> IllegalMove | None:
    source, target = move.source, move.target
    for place in (source, target):
        if place not in PLACE_NAMES:
            return no_such_place("maids", place, move)
    error = _source_error(state, move)
    if error is None and source == target:   # said as Spider says it: no sentence needed, it is one place
        error = IllegalMove.by(takes_played_cards, move, _("a card cannot move from {place} onto {place} itself")
                               .format(place=source), cited=False)
    if error is None:
        error = _target_error(move)
    if error is None:
        error = _fit_error(state, move, _card_on(state, source))
    return error


def _card_on(state, source: str) -> Card:
    """The card a play from ``source`` would move (the source is known to hold one)."""
    if source in SIDE_INDEX:
        return state.sides[SIDE_INDEX[source]]
    return state.waste[-1] if source == "waste" else state.packs[PACK_INDEX[source]][-1]


def _source_error(state, move: Move) -> IllegalMove | None:
    source = move.source
    if source == "stock":
        return IllegalMove.by(DEAL_RULES[state.deal_when], move,
                              _("cards leave the stock only one at a time by 'deal'"))
    if source == "waste":
        return _waste_error(state, move)
    if source in FOUNDATION_INDEX:
        return IllegalMove.by(playable_cards, move, _("the cards in the arc stay there; {place} is not playable")
                              .format(place=source))
    if source in PACK_INDEX:
        position = PACK_INDEX[source]
        if position >= state.opened:
            return IllegalMove.by(playable_cards, move, _("{place} is still asleep").format(place=source))
        if not state.packs[position]:
            return IllegalMove.by(is_renewed, move, _("{place} is used up, and an emptied packet is not made up "
                                                      "again").format(place=source))
    elif state.sides[SIDE_INDEX[source]] is None:
        return IllegalMove.by(refill_source, move, _("{place} is empty: it was freed when the waste and the stock "
                                                     "had no card left to refill it").format(place=source))
    return None


def _waste_error(state, move: Move) -> IllegalMove | None:
    if not state.waste_playable:
        return IllegalMove.by(playable_cards, move, _("we read maids.19's list of playable cards as complete, so "
                                                      "the waste top is not playable (an option of the game plays "
                                                      "the other reading); waste cards come back only by refilling "
                                                      "the side columns"))
    if not state.waste:
        return IllegalMove.by(PLAYABLE_RULES[True], move, _("the waste pile is empty"))
    return None


def _target_error(move: Move) -> IllegalMove | None:
    source, target = move.source, move.target
    if takes_played_cards(target):
        return None
    if target == "waste":
        return IllegalMove.by(arc_place_for_dealt_card, move, _("only a dealt stock card that fits nowhere "
                                                                "goes to the waste"))
    kinds = {_kind(source), _kind(target)}
    if kinds == {"side column", "packet"}:
        reason = _("there are no moves between the side columns and the packets")
    else:
        reason = _(_NEVER_ONTO[_kind(target)])
    return IllegalMove.by(takes_played_cards, move, reason)


def _kind(place: str) -> str:
    return "side column" if place in SIDE_INDEX else "packet" if place in PACK_INDEX else place


def _fit_error(state, move: Move, card: Card) -> IllegalMove | None:
    target = move.target
    pile = state.arc[FOUNDATION_INDEX[target]]
    wanted_of = wanted_rule(state)
    wanted = wanted_of(pile)
    leftmost = arc_place_for(arc_places(state), card)
    if fits(wanted, card):
        if FOUNDATIONS[leftmost] == target:
            return None
        # say the rule, not the place it sends the card to: that place may be a question's answer
        why = (_("{card} is a jack, and a jack starts a new foundation in the first empty place of the arc from "
                 "the left; {place} is not that place")
               if card.rank == JACK else _("{card} fits more than one foundation, and a card that fits several "
                                           "goes to the leftmost of them; {place} is not that one"))
        return IllegalMove.by(arc_places, move, why.format(card=card_face(card), place=target))
    if not pile:
        return IllegalMove.by(wanted_of, move, _("{place} is empty, and only a jack starts a new foundation")
                              .format(place=target))
    if wanted is None:
        return IllegalMove.by(wanted_of, move, _("{place} is complete: it ends with its queen").format(place=target))
    if wanted[1] is None:
        reason = _("{place} needs {rank} (any suit) next, not {card}").format(
            place=target, rank=rank_words(wanted[0]), card=card_face(card))
    else:
        needs = (_("{place} needs an {wanted} (in suit) next, not {card}") if wanted[0] in (ACE, 8)
                 else _("{place} needs a {wanted} (in suit) next, not {card}"))
        reason = needs.format(place=target, wanted=card_face(Card(*wanted)), card=card_face(card))
    if card.rank == JACK:
        reason = _("{reason}; a jack starts a new foundation, in the first empty place of the arc").format(
            reason=reason)
    return IllegalMove.by(wanted_of, move, reason)
