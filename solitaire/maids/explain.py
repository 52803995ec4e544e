"""Why a Twelve Sleeping Maids move is not allowed: the error names the rule sentence broken.

>>> from solitaire.maids import Maids
>>> game = Maids(deal=1)
>>> print(explain(game.state, Move("M5", "F2")))
M5→F2 is not allowed: M5 is still asleep (maids.19: The playable cards are all the side-column cards and the top cards of the open packets)
"""
from __future__ import annotations

from ..cards import Card
from ..moves import IllegalMove, Move
from .rules import (
    ACE, DEAL_RULES, FOUNDATION_INDEX, FOUNDATIONS, JACK, PACK_INDEX, PLACE_NAMES, PLAYABLE_RULES, SIDE_INDEX,
    arc_place_for, arc_place_for_dealt_card, arc_places, fits, is_lost, is_renewed, legal_moves_of, may_redeal,
    playable_cards, refill_source, takes_played_cards, wanted_rule,
)

__all__ = ["explain", "rank_words"]

_RANK_WORDS = {1: "an ace", 8: "an 8", 11: "a jack", 12: "a queen", 13: "a king"}


def rank_words(rank: int) -> str:
    """A rank with its article, for messages: ``rank_words(1) == 'an ace'``, ``rank_words(9) == 'a 9'``."""
    return _RANK_WORDS.get(rank, f"a {rank}")


#: Why ``deal`` waits while a card fits, under each reading of maids.17 that makes it wait.
_DEALING_WORDS = {
    "no_play": "deal_when='no_play' every possible play is made before the next deal",
    "no_play_first": "deal_when='no_play_first' every possible play in the starting figure is made "
                     "before the first deal (from then on the stock may be dealt at any time)",
}


def explain(state, move: Move) -> IllegalMove:
    """The :class:`IllegalMove` for a move that is not legal in ``state``, citing the rule it breaks.

    Raises ValueError if the move is in fact legal.
    """
    error = _keyword_error(state, move) if move.is_keyword else _play_error(state, move)
    if error is None:
        raise ValueError(f"{move} is legal in this position")
    return error


def _keyword_error(state, move: Move) -> IllegalMove | None:
    if move.source == "redeal":
        return IllegalMove.by(may_redeal, move,
                              "the patience is played in one round (maids.24), so the stock is never dealt again")
    if move.source != "deal":
        return IllegalMove(move, None, f"{move.source!r} is not a move: write 'L2→F1', 'deal' or 'redeal'")
    plays = legal_moves_of(state)
    dealing = DEAL_RULES[state.deal_when]
    if dealing(state, any(play.target for play in plays)):
        return None
    if state.stock:  # deal_when="no_play" or "no_play_first": a card fits the arc
        return IllegalMove.by(dealing, move, f"{plays[0].source} fits the arc ({plays[0]}), and with "
                                             f"{_DEALING_WORDS[state.deal_when]}")
    over = "only plays to the arc are left" if plays else "the game is over"
    return IllegalMove.by(is_lost, move, f"the stock is used up and is never gathered again; {over}")


def _play_error(state, move: Move) -> IllegalMove | None:
    source, target = move.source, move.target
    for place in (source, target):
        if place not in PLACE_NAMES:
            return IllegalMove(move, None, f"{move} is not allowed: Maids has no place {place!r}; "
                                           f"its places are {' '.join(PLACE_NAMES)}")
    error = _source_error(state, move)
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
        return IllegalMove.by(DEAL_RULES[state.deal_when], move, "cards leave the stock only one at a time by 'deal'")
    if source == "waste":
        return _waste_error(state, move)
    if source in FOUNDATION_INDEX:
        return IllegalMove.by(playable_cards, move, f"the cards in the arc stay there; {source} is not playable")
    if source in PACK_INDEX:
        position = PACK_INDEX[source]
        if position >= state.opened:
            return IllegalMove.by(playable_cards, move, f"{source} is still asleep")
        if not state.packs[position]:
            return IllegalMove.by(is_renewed, move, f"{source} is used up, and an emptied packet is not made up again")
    elif state.sides[SIDE_INDEX[source]] is None:
        return IllegalMove.by(refill_source, move, f"{source} is empty: it was freed when the waste and "
                                                   "the stock had no card left to refill it")
    return None


def _waste_error(state, move: Move) -> IllegalMove | None:
    if not state.waste_playable:
        return IllegalMove.by(playable_cards, move, "we read maids.19's list of playable cards as complete, so "
                                                    "the waste top is not playable (option waste_playable); "
                                                    "waste cards come back only by refilling the side columns")
    if not state.waste:
        return IllegalMove.by(PLAYABLE_RULES[True], move, "the waste pile is empty")
    return None


def _target_error(move: Move) -> IllegalMove | None:
    source, target = move.source, move.target
    if takes_played_cards(target):
        return None
    if target == "waste":
        return IllegalMove.by(arc_place_for_dealt_card, move, "only a dealt stock card that fits nowhere "
                                                              "goes to the waste")
    kinds = {_kind(source), _kind(target)}
    if kinds == {"side column", "packet"}:
        reason = "there are no moves between the side columns and the packets"
    else:
        reason = f"cards go only to the arc (F1..F8), never onto {'the' if target == 'stock' else 'a'} {_kind(target)}"
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
        why = ("a jack starts a new foundation in the next empty place of the arc" if card.rank == JACK
               else "a card that fits several foundations goes to the leftmost")
        return IllegalMove.by(arc_places, move, f"play {card} to {FOUNDATIONS[leftmost]}: {why}")
    if not pile:
        return IllegalMove.by(wanted_of, move, f"{target} is empty, and only a jack starts a new foundation")
    if wanted is None:
        return IllegalMove.by(wanted_of, move, f"{target} is complete: it ends with its queen")
    if wanted[1] is None:
        needs = f"{rank_words(wanted[0])} (any suit)"
    else:
        needs = f"{'an' if wanted[0] in (ACE, 8) else 'a'} {Card(*wanted)} (in suit)"
    reason = f"{target} needs {needs} next, not {card}"
    if card.rank == JACK:
        reason += f"; a jack starts a new foundation, in {FOUNDATIONS[leftmost]}"
    return IllegalMove.by(wanted_of, move, reason)
