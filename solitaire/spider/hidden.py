"""What a Spider player cannot see (the game's hook for the fair hint): only the stock, and only
in the first round; after a redeal the player gathered the stock and knows its order."""
from __future__ import annotations

from dataclasses import replace

from .state import CODE_OF

__all__ = ["hidden_places", "seen_cards", "with_hidden"]


def hidden_places(state) -> dict:
    """The hidden places of ``state`` and how many cards each holds."""
    if state.round == 1 and state.stock:
        return {"stock": len(state.stock)}
    return {}


def seen_cards(kind, state) -> list:
    """Every card of ``state`` in view: the piles, and the bases above their base cards."""
    seen = [card for name in kind.place_names if name != "stock" and name[0] not in "AK"
            for card in kind.cards_at(state, name)]
    seen += [card for name in kind.place_names if name[0] in "AK" for card in kind.cards_at(state, name)[1:]]
    return seen


def with_hidden(state, hidden: dict, cards: list):
    """``state`` with ``cards`` as its stock (the stock is the one place Spider hides)."""
    return replace(state, stock=tuple(CODE_OF[card] for card in cards))
