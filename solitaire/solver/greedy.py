"""The greedy player's choices: the plain rules a careless player follows.

The hint breaks its ties by them and :func:`solitaire.solver.players.play_greedy` plays
them to the end.
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
    moves = game.legal_moves()
    if not moves:
        return None
    if game.game_name == "maids":
        last = f"M{game.state.opened}"
        plays = [move for move in moves if move.target]
        for preferred in ([m for m in plays if m.source == last], [m for m in plays if m.source[0] == "M"], plays):
            if preferred:
                return preferred[0]
        return moves[0]
    home = [move for move in moves if move.target and move.target[0] in "AK" and move.source[0] not in "AK"]
    if home:
        return home[0]
    for move in moves:
        if move.source == "deal":
            return move
    if seen is not None:
        ranked = sorted((m for m in moves if m.target and m.target[0] not in "AK"),
                        key=lambda m: not _frees_something(game, m))
        for move in ranked:
            key = game.position_key(game.apply(game.state, move))
            if key not in seen:
                return move
    for move in moves:
        if move.source == "redeal":
            return move
    return None


def greedy_order(game, moves) -> dict:
    """Each move's rank in the greedy player's preference (0 = its first choice)."""
    if game.game_name == "maids":
        last = f"M{game.state.opened}"
        def rank(move):
            if not move.target:
                return 3
            return 0 if move.source == last else 1 if move.source[0] == "M" else 2
    else:
        def rank(move):
            if move.target and move.target[0] in "AK" and move.source[0] not in "AK":
                return 0
            return 1 if move.source == "deal" else 3 if move.source == "redeal" else 2
    ranked = sorted(moves, key=rank)
    return {move: index for index, move in enumerate(ranked)}


def _frees_something(game, move) -> bool:
    """Whether a pile move empties its pile or uncovers a card that can go to a base."""
    after = game.apply(game.state, move)
    if not game.cards_at(after, move.source):
        return True
    return any(m.source == move.source and m.target[0] in "AK" for m in game.legal_moves_of(after) if m.target)
