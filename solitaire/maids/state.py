"""Twelve Sleeping Maids: the places, and the position as an immutable value.

The rules (:mod:`solitaire.maids.rules`) read and make these positions; the deal
(:mod:`solitaire.maids.deal`) lays the first one.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..moves import Move

__all__ = ["MaidsState", "SIDE_COLUMNS", "PACKS", "FOUNDATIONS", "PLACE_NAMES", "ROUNDS", "ROUND_SIZE",
           "FIGURE_SIZE", "NEXT_LOWER", "SIDE_INDEX", "PACK_INDEX", "FOUNDATION_INDEX", "PLAYS",
           "ACE", "JACK", "QUEEN", "KING"]

SIDE_COLUMNS = ("L1", "L2", "L3", "L4", "R1", "R2", "R3", "R4")
PACKS = tuple(f"M{number}" for number in range(1, 13))
FOUNDATIONS = tuple(f"F{number}" for number in range(1, 9))
PLACE_NAMES = SIDE_COLUMNS + PACKS + FOUNDATIONS + ("waste", "stock")

ACE, JACK, QUEEN, KING = 1, 11, 12, 13
ROUNDS = 4
ROUND_SIZE = 1 + len(PACKS) + 1            # left card, twelve maids, right card
FIGURE_SIZE = ROUNDS * ROUND_SIZE          # 56 cards; the other 48 are the stock
NEXT_LOWER = {JACK: 10, **{rank: rank - 1 for rank in range(2, 11)}, ACE: KING, KING: QUEEN}

SIDE_INDEX = {name: index for index, name in enumerate(SIDE_COLUMNS)}
PACK_INDEX = {name: index for index, name in enumerate(PACKS)}
FOUNDATION_INDEX = {name: index for index, name in enumerate(FOUNDATIONS)}
# Every play move exists once, so legal_moves_of builds no Move objects.
PLAYS = {source: tuple(Move(source, target) for target in FOUNDATIONS)
         for source in SIDE_COLUMNS + PACKS + ("waste",)}


@dataclass(frozen=True, slots=True)
class MaidsState:
    """A position of Twelve Sleeping Maids: immutable, hashable, compared by value.

    - ``sides``: the cards of ``L1..L4, R1..R4`` (``None`` for an empty place)
    - ``packs``: ``M1..M12``, each bottom to top as it lies (a face-down packet: its round-1
      card first; an open packet was turned over whole, so its round-1 card is on top)
    - ``opened``: packets ``M1..M{opened}`` are face up, the others still sleep
    - ``arc``: the foundations ``F1..F8``, each from its jack up to its top card
    - ``waste``: bottom to top; ``stock``: the next card last
    - ``follow_suit``, ``first_jack_from_stock``, ``deal_when``, ``waste_playable``: the
      options the game was dealt with (each chooses one rule function; see ``Maids.options``);
      ``deal_when`` is the dealing rule in force, so a ``"no_play_first"`` game's positions say
      ``"any_time"`` from its first deal on (:data:`AFTER_FIRST_DEAL`)
    """

    sides: tuple
    packs: tuple
    opened: int
    arc: tuple
    waste: tuple
    stock: tuple
    follow_suit: bool = False
    first_jack_from_stock: int = 2
    deal_when: str = "any_time"
    waste_playable: bool = False

    def moved(self, sides, packs, opened, arc, waste, stock) -> "MaidsState":
        """This position's options with new places (for :func:`apply`)."""
        return MaidsState(sides, packs, opened, arc, waste, stock, self.follow_suit,
                          self.first_jack_from_stock, self.deal_when, self.waste_playable)
