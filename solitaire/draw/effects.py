"""What a move did, read from the positions before and after it: for pictures, messages and lessons.

One function, :func:`what_happened`, compares two positions of a game through its public
methods (``cards_at``, Maids' ``face_down``) and says where the card went, which side
column was refilled from where, which maid packets woke, what a deal dealt and what a
redeal gathered, each effect with the id of the sentence that makes it happen (read from
the rule function itself, so the ids are the texts' own). :func:`describe` puts it in
words a player reads:

>>> from solitaire import Maids
>>> game = Maids(deal=1)
>>> game.play("R1→F1")
Move.parse('R1→F1')
>>> describe(what_happened(game))
'J♦ from R1 to F1: the first prince, M1 and M2 wake (maids.14); R1 refilled from the stock (maids.16)'
>>> what_happened(game).woken, what_happened(game).refills
(('M1', 'M2'), (('stock', 'R1', Card.parse('J♦')),))

The drawing uses it for ``last_move`` (the deal's arrow, the refill's, the "woke" tags),
the interactive board for its message line.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..moves import Move

__all__ = ["Effects", "what_happened", "describe"]


@dataclass(frozen=True)
class Effects:
    """Everything one move did.

    - ``move``: the move; ``card``: the card it moved or dealt (None for a Spider deal
      or a redeal); ``source`` / ``target``: where that card came from and went
      (``"stock"`` → ``"F3"`` or ``"waste"`` for a Maids deal);
    - ``dealt``: ``(place, card)`` for each card a Spider deal put on a pile;
    - ``refills``: ``(from, to, card)`` for each side column refilled (maids.16);
    - ``woken``: the maid packets turned face up by the move, in order;
    - ``gathered``: the piles a redeal gathered into the stock, in gathering order;
    - ``reasons``: ``(words, sentence id)`` of each effect, in the order they happen.
    """

    move: Move
    card: object = None
    source: str | None = None
    target: str | None = None
    dealt: tuple = ()
    refills: tuple = ()
    woken: tuple = ()
    gathered: tuple = ()
    reasons: tuple = ()


def what_happened(game_or_class, before=None, after=None, move=None) -> Effects:
    """The :class:`Effects` of a game's last move, or of ``move`` from ``before`` to ``after``.

    ``what_happened(game)`` reads the game's last move; ``what_happened(Maids, before,
    after)`` compares two positions (the move is found among the legal moves of
    ``before`` when not given). ValueError when no legal move leads from one to the other.
    """
    if before is None:
        game = game_or_class
        if not game.history:
            raise ValueError("what_happened: the game has no move yet")
        kind, before, after, move = type(game), game.states[-2], game.states[-1], game.history[-1]
    else:
        kind = game_or_class
        move = Move.parse(move) if move is not None else _move_between(kind, before, after)
    if kind.game_name == "maids":
        return _maids_effects(kind, before, after, move)
    return _spider_effects(kind, before, after, move)


def _move_between(kind, before, after) -> Move:
    for move in kind.legal_moves_of(before):
        if kind.apply(before, move) == after:
            return move
    raise ValueError("what_happened: no legal move leads from the first position to the second")


def _count(kind, state, place: str) -> int:
    return len(kind.cards_at(state, place))


def _top(kind, state, place: str):
    cards = kind.cards_at(state, place)
    return cards[-1] if cards else None


# --- Twelve Sleeping Maids --------------------------------------------------------------

def _maids_effects(kind, before, after, move: Move) -> Effects:
    from ..maids import rules
    places = kind.place_names
    foundations = [p for p in places if p.startswith("F")]
    if move.is_keyword:  # deal: the stock's next card goes to the arc or the waste (maids.18)
        card, source = _top(kind, before, "stock"), "stock"
        grown = [p for p in foundations + ["waste"] if _count(kind, after, p) > _count(kind, before, p)]
        target = grown[0] if grown else "waste"
        where = "the waste: it fits nowhere" if target == "waste" else target
        reasons = [(f"dealt {card} to {where}", rules.arc_place_for_dealt_card.sentence_id)]
    else:
        card, source, target = _top(kind, before, move.source), move.source, move.target
        reasons = []
    woken = tuple(p for p in places if p.startswith("M")
                  and kind.face_down(before, p) and not kind.face_down(after, p))
    reasons += _waking_reasons(kind, before, source, card, woken, foundations, rules)
    refills = ()
    if source in rules.SIDE_COLUMNS and _count(kind, after, source):
        origin = "waste" if _count(kind, after, "waste") < _count(kind, before, "waste") else "stock"
        refills = ((origin, source, _top(kind, after, source)),)
        reasons.append((f"{source} refilled from the {origin}", rules.refill_source.sentence_id))
    return Effects(move, card, source, target, refills=refills, woken=woken, reasons=tuple(reasons))


def _waking_reasons(kind, before, source, card, woken, foundations, rules) -> list:
    """Which rule woke which packets: a jack's (maids.14 or 15) first, then the last woken maid's (maids.20)."""
    reasons, rest = [], list(woken)
    if card is not None and card.rank == rules.JACK and rest:
        first = not any(kind.cards_at(before, p) for p in foundations)
        share, rest = rest[:2 if first else 1], rest[2 if first else 1:]
        if first:
            reasons.append((f"the first prince, {_and(share)} wake{'s' * (len(share) == 1)}",
                            rules.first_prince_wakes_two.sentence_id))
        else:
            reasons.append((f"a prince, {_and(share)} wakes", rules.later_prince_wakes_one.sentence_id))
    if rest:
        reasons.append((f"the last woken maid's top card, {_and(rest)} wakes", rules.last_opened_pack.sentence_id))
    return reasons


def _and(names) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


# --- Spider -----------------------------------------------------------------------------

def _spider_effects(kind, before, after, move: Move) -> Effects:
    from ..spider import rules
    piles = rules.DEALING_ORDER
    if move.source == "deal":
        dealt = tuple((p, _top(kind, after, p)) for p in piles if _count(kind, after, p) > _count(kind, before, p))
        words = f"dealt {len(dealt)} card{'s' * (len(dealt) != 1)}, one to each pile from T1 on"
        return Effects(move, source="stock", dealt=dealt, reasons=((words, rules.deal_group.sentence_id),))
    if move.source == "redeal":
        gathered = tuple(p for p in reversed(piles) if _count(kind, before, p))
        words = (f"{len(gathered)} piles gathered from the last to the first, turned over unshuffled "
                 f"as the new stock of {_count(kind, after, 'stock')}")
        return Effects(move, source=None, target="stock", gathered=gathered,
                       reasons=((words, rules.gather_piles.sentence_id),))
    card = _top(kind, before, move.source)
    return Effects(move, card, move.source, move.target, reasons=(_spider_reason(kind, before, move, rules),))


def _spider_reason(kind, before, move: Move, rules) -> tuple:
    source, target = move.source, move.target
    if source[0] in "AK":
        return "passed from base to base", rules.may_pass_between_bases.sentence_id
    if target[0] in "AK":
        if before.phase == "play":
            return "home", rules.allowed_in_play.sentence_id
        if rules.reaches_every_base(source):
            return "home from above or below the body", rules.reaches_every_base.sentence_id
        return "home from its own row", rules.row_rule_while_dealing.sentence_id
    if not kind.cards_at(before, target):
        return "onto the empty pile", rules.may_fill_empty_pile.sentence_id
    return "onto a card of its suit one rank away", rules.fits_on_pile.sentence_id


def describe(effects: Effects) -> str:
    """The effects in a player's words, each with its sentence id.

    ``"J♦ from R1 to F2: a prince, M3 wakes (maids.15); R1 refilled from the waste (maids.16)"``
    """
    reasons = [f"{words} ({sentence})" for words, sentence in effects.reasons]
    move = effects.move
    if move.is_keyword:
        text = "; ".join(reasons)
        return ("Redeal: " + text) if move.source == "redeal" else text[:1].upper() + text[1:]
    head = f"{effects.card} from {move.source} to {move.target}"
    return head + (": " + "; ".join(reasons) if reasons else "")
