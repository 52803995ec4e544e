"""How far a Spider position has come home, in parts a reason can name (the game's hook for the
puzzles' reasons): the cards on each row's two bases, and the card each base takes next."""
from __future__ import annotations

from .rules import FOUNDATIONS
from .state import CARDS, WANTED

__all__ = ["home_parts", "wanted_next"]


def home_parts(state) -> tuple:
    """The cards on each row's two bases, rows 1..4 (26 a row when all are home)."""
    tops = state.tops
    return tuple(tops[row] + 14 - tops[row + 4] for row in range(4))  # A..top, and K down to top


def wanted_next(state) -> list[tuple[str, object]]:
    """Each unfinished base of ``state`` and the card it takes next, in base order."""
    found = []
    for index, name in enumerate(FOUNDATIONS):
        code = WANTED[index][state.tops[index]]
        if code >= 0:
            found.append((name, CARDS[code]))
    return found
