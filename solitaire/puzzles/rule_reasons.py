"""What a legal move does that a rule task did not ask for, in card words with the rule it misses.

A rule puzzle ("which cards fit the arc?", "which cards may fill the empty pile?") has
legal moves that are no answer: the verdict says what such a move does instead, and
which sentence of the rules the learner should look at again.
"""
from __future__ import annotations

__all__ = ["not_asked"]


def not_asked(puzzle, game, move) -> str:
    """Why ``move``, legal at the puzzle's position but not an answer, does not do what the task asks."""
    text = str(move)
    words = {"playable": _not_playable, "wake": _not_waking, "pile": _other_card, "refill": _no_refill,
             "empty": _not_filling, "bases": _not_freeing}.get(puzzle.kind)
    return words(puzzle, game, move) if words else f"{text} is legal, but not the answer."


def _card_of(game, place: str):
    cards = game.cards(place)
    return cards[-1] if cards else None


def _does(game, move) -> str:
    """What a legal move does, in words: "deal turns up the next stock card", "the 8♠ goes from M3 to F1"."""
    text = str(move)
    if text == "deal":
        return "deal turns up the next card of the stock"
    if text == "redeal":
        return "redeal gathers the piles into a new stock"
    source, target = text.split("→")
    card = _card_of(game, source)
    return f"{text} moves the {card} from {source} to {target}"


def _not_playable(puzzle, game, move) -> str:
    if puzzle.game == "maids":
        return f"{_does(game, move)}: it plays no card to the arc, and the task asks which cards fit the arc."
    return (f"{_does(game, move)}: the task asks which cards of the piles may go to a base now "
            "(a base's card passing to the other base is not one of them).")


def _not_waking(puzzle, game, move) -> str:
    from ..maids.rules import PACKS
    opened = game.state.opened
    last = PACKS[opened - 1] if opened else None
    top = _card_of(game, last) if last else None
    why = (f"only a jack (maids.14, maids.15) or the top card of the last packet woken, the {top} on {last} "
           "(maids.20), wakes the next one") if top else \
        "only a jack (maids.14, maids.15) or the top card of the last packet woken (maids.20) wakes the next one"
    return f"{_does(game, move)}, and that wakes no packet: {why}."


def _other_card(puzzle, game, move) -> str:
    source = puzzle.answers[0].split("→")[0]
    card = _card_of(game, source)
    if str(move).startswith(f"{source}→"):  # Spider: the same card onto a base
        return f"{_does(game, move)}, a base: the task asks which piles can take the {card}."
    return f"{_does(game, move)}: the task asks where the {card} on {source} goes."


def _no_refill(puzzle, game, move) -> str:
    card = game.state.waste[-1]
    if str(move) == "deal":
        return (f"deal puts the next stock card on the waste, over the {card}: only a side column's freed place "
                "takes the waste's top card (maids.16).")
    return (f"{_does(game, move)}, and a packet's place is never filled again (maids.23): only a freed place in "
            f"the side columns takes the {card} from the waste (maids.16).")


def _not_filling(puzzle, game, move) -> str:
    hole = puzzle.answers[0].split("→")[1]
    return f"{_does(game, move)}, and {hole} stays empty: the task asks which cards may fill {hole}."


def _not_freeing(puzzle, game, move) -> str:
    source = puzzle.task.split(" on ")[1].split(" ")[0]
    card = _card_of(game, source)
    after = game.copy()
    after.play(move)
    home = [str(m) for m in after.legal_moves() if str(m).startswith(f"{source}→") and str(m)[-2] in "AK"]
    if home:
        return f"{_does(game, move)}; the {card} could then go home too, but the task asks for the pass between bases."
    return (f"{_does(game, move)}, and the {card} on {source} still fits no base: it needs {_needs(card)}; "
            "a pass between the bases of its suit (spider.23) can leave one standing there.")


def _needs(card) -> str:
    """Which base tops take ``card``: an ace base one lower, a king base one higher (spider.5)."""
    from ..cards import Card
    wants = []
    if card.rank > 1:
        wants.append(f"an ace base whose top is the {Card(card.rank - 1, card.suit)}")
    if card.rank < 13:
        wants.append(f"a king base whose top is the {Card(card.rank + 1, card.suit)}")
    return " or ".join(wants)
