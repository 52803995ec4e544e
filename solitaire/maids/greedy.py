"""The careless player's rules for Maids (the game's hook for the greedy player and the hint's
tie-break): play a card to the arc if any fits, the top of the last opened packet first (it wakes
the next packet), then other packets, then side columns; else deal."""
from __future__ import annotations

__all__ = ["greedy_move", "greedy_rank", "may_repeat"]


def greedy_rank(state, move) -> int:
    """How early the careless player takes ``move`` (0 first): the last opened packet's top card,
    another packet's, a side column's, then a deal."""
    if not move.target:
        return 3
    return 0 if move.source == f"M{state.opened}" else 1 if move.source[0] == "M" else 2


def greedy_move(game, seen=None):
    """The careless player's move in ``game``'s position (``seen`` plays no part: no Maids move
    comes back to a position), or None when there is none."""
    moves = game.legal_moves()
    if not moves:
        return None
    last = f"M{game.state.opened}"
    plays = [move for move in moves if move.target]
    for preferred in ([m for m in plays if m.source == last], [m for m in plays if m.source[0] == "M"], plays):
        if preferred:
            return preferred[0]
    return moves[0]


def may_repeat(move) -> bool:
    """Whether ``move`` can lead back to a position seen before: no Maids move can (every card
    that moves goes to the arc, and a deal takes from the stock)."""
    return False
