"""How far a Maids position has come home, in parts a reason can name (the game's hook for the
puzzles' reasons): the arc counted rank by rank, in the order the ranks go home."""
from __future__ import annotations

__all__ = ["ARC_ORDER", "home_parts"]

#: The arc builds J, 10, ..., 2, A, K, Q (maids.11): the ranks in the order they go home.
ARC_ORDER = (11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 13, 12)


def home_parts(state) -> tuple:
    """The cards of each rank in the arc, in :data:`ARC_ORDER` (eight of each when all are home)."""
    lengths = [len(pile) for pile in state.arc]
    return tuple(sum(length > at for length in lengths) for at in range(len(ARC_ORDER)))
