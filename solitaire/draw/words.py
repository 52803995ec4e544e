"""A board in words: the text alternative of every picture, for a learner who cannot see it.

A screen reader reads this where a sighted learner looks at the picture, so it names every
card a player can see, place by place, in the order a player looks: the foundations,
then the places cards come from, then the stock and the waste. Cards are said in words
("10 of hearts"), since screen readers say the suit symbols in many different ways.

>>> from solitaire import Maids
>>> words = position_words(Maids(deal=3))
>>> words.splitlines()[0]
'Twelve Sleeping Maids, deal 3, no move played yet.'
>>> card_words(Maids(deal=3).cards("L2")[-1])
'10 of hearts'
"""
from __future__ import annotations

__all__ = ["position_words", "card_words", "cards_words"]

RANK_WORDS = {1: "ace", 11: "jack", 12: "queen", 13: "king"}
SUIT_WORDS = ("spades", "hearts", "diamonds", "clubs")


def card_words(card) -> str:
    """``"jack of spades"``, ``"10 of hearts"``."""
    return f"{RANK_WORDS.get(card.rank, str(card.rank))} of {SUIT_WORDS[card.suit]}"


def cards_words(cards) -> str:
    """Cards in words, first to last, commas between."""
    return ", ".join(card_words(card) for card in cards)


def _count(number: int, thing: str = "card") -> str:
    return f"{number} {thing}{'' if number == 1 else 's'}"


def _header(game_class, state, game) -> str:
    parts = [game_class.title]
    if game is not None:
        if game.deal is not None:
            parts.append(f"deal {game.deal}")
        elif game.by_name:
            parts.append("a position by name")
    round_number, phase = getattr(state, "round", None), getattr(state, "phase", None)
    if round_number is not None:
        parts.append(f"round {round_number}, {phase}")
    if game is not None:
        played = len(game.history)
        parts.append("no move played yet" if not played else f"{_count(played, 'move')} played")
    status = game_class.status_of(state)
    line = ", ".join(parts) + "."
    return line + {"won": " Won!", "lost": " Lost: no move is left."}.get(status, "")


def _pile_words(name: str, cards: tuple) -> str:
    """``"F1: 9 of clubs on top, 3 cards"``, ``"A1: ace of spades"`` or ``"F1: empty"``."""
    if not cards:
        return f"{name}: empty"
    if len(cards) == 1:
        return f"{name}: {card_words(cards[0])}"
    return f"{name}: {card_words(cards[-1])} on top, {_count(len(cards))}"


def _places_words(described: list[tuple[str, str | None]]) -> str:
    """The places with cards, then the empty ones together: ``"F1: …; empty: F2, F3"``."""
    full = [words for _, words in described if words is not None]
    empty = [name for name, words in described if words is None]
    if empty:
        full.append("empty: " + ", ".join(empty) if len(empty) < len(described) else "all empty")
    return "; ".join(full)


def _maids_words(game_class, state) -> list[str]:
    cards_at = game_class.cards_at
    def described(names):
        return [(name, _pile_words(name, cards) if cards else None)
                for name in names for cards in [cards_at(state, name)]]

    arc = _places_words(described([f"F{k}" for k in range(1, 9)]))
    sides = _places_words(described([f"L{k}" for k in range(1, 5)] + [f"R{k}" for k in range(1, 5)]))
    awake, asleep = [], []
    for k in range(1, 13):
        place = f"M{k}"
        cards = cards_at(state, place)
        if game_class.face_down(state, place):
            asleep.append((place, len(cards)))
        else:
            awake.append(_pile_words(place, cards))
    lines = ["The arc: " + arc + ".", "Side columns: " + sides + "."]
    lines.append("Awake maids: " + ("; ".join(awake) if awake else "none") + ".")
    if asleep:
        counts = {count for _, count in asleep}
        names = f"{asleep[0][0]} to {asleep[-1][0]}" if len(asleep) > 1 else asleep[0][0]
        lines.append(f"Asleep, face down: {names}, " + (f"{_count(counts.pop())} each." if len(counts) == 1 else
                     ", ".join(f"{place} {_count(count)}" for place, count in asleep) + "."))
    stock, waste = cards_at(state, "stock"), cards_at(state, "waste")
    lines.append(f"Stock: {_count(len(stock))}. Waste: "
                 + (f"{_count(len(waste))}, {card_words(waste[-1])} on top." if waste else "empty."))
    return lines


def _spider_words(game_class, state) -> list[str]:
    cards_at = game_class.cards_at
    bases = [(name, _pile_words(name, cards) if cards else None)
             for name in [f"{column}{row}" for row in range(1, 5) for column in "AK"]
             for cards in [cards_at(state, name)]]
    piles = [(name, f"{name}: {cards_words(cards)} (top)" if cards else None)
             for name in ("T1", "T2", "L1", "L2", "L3", "L4", "R1", "R2", "R3", "R4", "B1", "B2")
             for cards in [cards_at(state, name)]]
    return ["Bases: " + _places_words(bases) + ".",
            "Piles, from the body out, the top card last: " + _places_words(piles) + ".",
            f"Stock: {_count(len(cards_at(state, 'stock')))}."]


def position_words(game_or_state, game_class=None) -> str:
    """The position of a game (or a state, with its game class) in words, one line a part of the board."""
    from .board import subject
    cls, state, game = subject(game_or_state, game_class)
    body = _spider_words(cls, state) if cls.game_name == "spider" else _maids_words(cls, state)
    return "\n".join([_header(cls, state, game)] + body)
