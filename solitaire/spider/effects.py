"""What a Spider move did, read from the positions before and after it (the game's hook for
:func:`solitaire.draw.what_happened`): where the card went, what a deal dealt, what a redeal
gathered, and the sentence behind each effect.

Facts only: each effect is ``(kind, sentence id, values)``; the drawing part says it in words.
"""
from __future__ import annotations

from ..moves import Move
from . import rules

__all__ = ["effects_of"]


def effects_of(kind, before, after, move: Move) -> dict:
    """The fields of :class:`solitaire.draw.Effects` for ``move`` (the keyword ``reasons`` as
    ``(kind, sentence id, values)`` triples)."""
    piles = rules.DEALING_ORDER
    if move.source == "deal":
        dealt = tuple((p, _top(kind, after, p)) for p in piles if _count(kind, after, p) > _count(kind, before, p))
        reason = ("dealt group", rules.deal_group.sentence_id, (("count", len(dealt)),))
        return dict(source="stock", dealt=dealt, reasons=(reason,))
    if move.source == "redeal":
        gathered = tuple(p for p in reversed(piles) if _count(kind, before, p))
        reason = ("gathered", rules.gather_piles.sentence_id,
                  (("piles", len(gathered)), ("count", _count(kind, after, "stock"))))
        return dict(source=None, target="stock", gathered=gathered, reasons=(reason,))
    card = _top(kind, before, move.source)
    return dict(card=card, source=move.source, target=move.target, reasons=(_reason(kind, before, move),))


def _reason(kind, before, move: Move) -> tuple:
    """The one effect of a card's move: why it could go where it went."""
    source, target = move.source, move.target
    if source[0] in "AK":
        return ("base to base", rules.may_pass_between_bases.sentence_id, ())
    if target[0] in "AK":
        if before.phase == "play":
            return ("home", rules.allowed_in_play.sentence_id, ())
        if rules.reaches_every_base(source):
            return ("home from an end", rules.reaches_every_base.sentence_id, ())
        return ("home from its row", rules.row_rule_while_dealing.sentence_id, ())
    if not kind.cards_at(before, target):
        return ("onto empty", rules.may_fill_empty_pile.sentence_id, ())
    return ("onto its suit", rules.fits_on_pile.sentence_id, ())


def _count(kind, state, place: str) -> int:
    return len(kind.cards_at(state, place))


def _top(kind, state, place: str):
    cards = kind.cards_at(state, place)
    return cards[-1] if cards else None
