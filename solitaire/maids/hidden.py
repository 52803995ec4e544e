"""What a Maids player cannot see (the game's hook for the fair hint): the cards under an open
packet's top card, every sleeping packet and the stock; everything else is or was in view (every
card in the waste was seen when it was dealt)."""
from __future__ import annotations

from dataclasses import replace

__all__ = ["hidden_places", "seen_cards", "with_hidden"]


def hidden_places(state) -> dict:
    """The hidden places of ``state`` and how many cards each holds, in a fixed order."""
    hidden = {}
    for index, pack in enumerate(state.packs):
        if index < state.opened:
            if len(pack) > 1:
                hidden[f"M{index + 1}"] = len(pack) - 1   # under the face-up top card
        elif pack:
            hidden[f"M{index + 1}"] = len(pack)
    if state.stock:
        hidden["stock"] = len(state.stock)
    return hidden


def seen_cards(kind, state) -> list:
    """Every card of ``state`` that is or was in view: the side columns, the arc, the waste and the
    top card of each open packet."""
    seen = [card for card in state.sides if card is not None]
    seen += [card for pile in state.arc for card in pile]
    seen += list(state.waste)
    seen += [pack[-1] for pack in state.packs[:state.opened] if pack]
    return seen


def with_hidden(state, hidden: dict, cards: list):
    """``state`` with ``cards`` dealt into its ``hidden`` places in order (an open packet keeps its top
    card); the options stay the state's."""
    packs, stock = list(state.packs), state.stock
    for place, count in hidden.items():
        part, cards = tuple(cards[:count]), cards[count:]
        if place == "stock":
            stock = part
        else:
            index = int(place[1:]) - 1
            packs[index] = part + packs[index][-1:] if index < state.opened else part
    return replace(state, packs=tuple(packs), stock=stock)
