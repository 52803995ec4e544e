"""What a Maids move did, read from the positions before and after it (the game's hook for
:func:`solitaire.draw.what_happened`): where the card went, which side column was refilled
from where, which maid packets woke, and the sentence behind each effect.

Facts only: each effect is ``(kind, sentence id, values)``; the drawing part says it in words.
"""
from __future__ import annotations

from ..moves import Move
from . import rules

__all__ = ["effects_of"]


def effects_of(kind, before, after, move: Move) -> dict:
    """The fields of :class:`solitaire.draw.Effects` for ``move`` (the keyword ``reasons`` as
    ``(kind, sentence id, values)`` triples, in the order the effects happen)."""
    foundations = [p for p in kind.place_names if p.startswith("F")]
    if move.is_keyword:  # deal: the stock's next card goes to the arc or the waste (maids.18)
        card, source = _top(kind, before, "stock"), "stock"
        grown = [p for p in foundations + ["waste"] if _count(kind, after, p) > _count(kind, before, p)]
        target = grown[0] if grown else "waste"
        sentence = rules.arc_place_for_dealt_card.sentence_id
        reasons = [("dealt to waste", sentence, (("card", card),)) if target == "waste"
                   else ("dealt to", sentence, (("card", card), ("target", target)))]
    else:
        card, source, target = _top(kind, before, move.source), move.source, move.target
        reasons = []
    woken = tuple(p for p in kind.place_names if p.startswith("M")
                  and kind.face_down(before, p) and not kind.face_down(after, p))
    reasons += _waking_reasons(kind, before, card, source, woken, foundations)
    refills = ()
    if source in rules.SIDE_COLUMNS and _count(kind, after, source):
        origin = "waste" if _count(kind, after, "waste") < _count(kind, before, "waste") else "stock"
        refills = ((origin, source, _top(kind, after, source)),)
        reasons.append((f"refilled from {origin}", rules.refill_source.sentence_id, (("column", source),)))
    return dict(card=card, source=source, target=target, refills=refills, woken=woken, reasons=tuple(reasons))


def _waking_reasons(kind, before, card, source, woken, foundations) -> list:
    """Which rule woke which packets: a jack's first (maids.14 or 15, as it came from a side column
    or out of the stock or a packet), then the last woken maid's (maids.20)."""
    reasons, rest = [], list(woken)
    if card is not None and card.rank == rules.JACK and rest:
        first = not any(kind.cards_at(before, p) for p in foundations)
        share, rest = tuple(rest[:2 if first else 1]), rest[2 if first else 1:]
        sentence = rules.prince_sentence(before, source)
        reasons.append(("first prince" if first else "prince", sentence, (("maids", share),)))
    if rest:
        reasons.append(("last woken maid", rules.last_opened_pack.sentence_id, (("maids", tuple(rest)),)))
    return reasons


def _count(kind, state, place: str) -> int:
    return len(kind.cards_at(state, place))


def _top(kind, state, place: str):
    cards = kind.cards_at(state, place)
    return cards[-1] if cards else None
