"""The greedy player's choices: the plain rules a careless player follows.

Each game states its own rules in its folder (``maids/greedy.py``, ``spider/greedy.py``); the hint
breaks its ties by them and :func:`solitaire.solver.players.play_greedy` plays them to the end.
"""
from __future__ import annotations

__all__ = ["greedy_move", "greedy_order"]


def greedy_move(game, seen=None):
    """The greedy choice in the current position, or None to stop.

    Maids: play a card to the arc if any fits (the top of the last opened packet first,
    since it wakes the next packet, then other packets, then side columns), else deal.
    Spider: a card to a base, else deal, else a move between piles that reaches a new
    position (one that frees a card for a base or empties a pile first), else redeal.
    """
    return game.greedy_move(seen)


def greedy_order(game, moves) -> dict:
    """Each move's rank in the greedy player's preference (0 = its first choice)."""
    state, rank = game.state, game.greedy_rank
    ranked = sorted(moves, key=lambda move: rank(state, move))
    return {move: index for index, move in enumerate(ranked)}
