"""Players to compare with perfect play: a greedy player per game, and the fair-hint player.

Each player takes a game and plays it to the end, returning ``"won"`` or ``"lost"``
(the game object ends at the final position, so a lesson can look at it).

>>> from solitaire import Maids
>>> play_greedy(Maids(deal=1))
'lost'
"""
from __future__ import annotations

__all__ = ["play_greedy", "play_fair", "greedy_move", "greedy_order", "PLAYERS"]

#: A greedy Spider player stops after this many moves between piles (they can go round
#: in circles even though it never repeats a position).
MAX_PILE_MOVES = 300


def greedy_move(game, seen=None):
    """The greedy choice in the current position, or None to stop.

    Maids: play a card to the arc if any fits (the top of the last opened pack first,
    since it wakes the next pack, then other packs, then side columns), else deal.
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


def play_greedy(game) -> str:
    """Play ``game`` to the end with :func:`greedy_move`; returns "won" or "lost"."""
    seen = {game.position_key(game.state)}
    pile_moves = 0
    while game.status == "playing":
        move = greedy_move(game, seen if pile_moves < MAX_PILE_MOVES else None)
        if move is None:
            break
        if game.game_name == "spider" and move.target and move.target[0] not in "AK":
            pile_moves += 1
        game.play(move)
        seen.add(game.position_key(game.state))
    return "won" if game.status == "won" else "lost"


def play_fair(game, budget_seconds: float = 0.25, seed: int = 0) -> str:
    """Play ``game`` to the end taking the fair hint at every choice; returns "won" or "lost".

    Deterministic for a seed (each move's hint uses ``seed`` and the move number). In
    Spider it stops when the hint would return to a position already seen.
    """
    from .solver import hint
    seen = {game.position_key(game.state)}
    while game.status == "playing":
        moves = game.legal_moves()
        move = moves[0] if len(moves) == 1 else hint(game, budget_seconds=budget_seconds,
                                                      seed=seed * 1000 + len(game.history))
        if move is None:
            break
        key = game.position_key(game.apply(game.state, move))
        if key in seen:
            break
        game.play(move)
        seen.add(key)
    return "won" if game.status == "won" else "lost"


PLAYERS = {"greedy": play_greedy, "fair": play_fair}
