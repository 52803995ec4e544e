"""The careless player's rules for Spider (the game's hook for the greedy player and the hint's
tie-break): a card to a base, else deal, else a move between piles that reaches a new position (one
that frees a card for a base or empties a pile first), else redeal."""
from __future__ import annotations

__all__ = ["greedy_move", "greedy_rank", "may_repeat"]


def greedy_rank(state, move) -> int:
    """How early the careless player takes ``move`` (0 first): a card home, a deal, a move between
    piles (or bases), then a redeal."""
    if move.target and move.target[0] in "AK" and move.source[0] not in "AK":
        return 0
    return 1 if move.source == "deal" else 3 if move.source == "redeal" else 2


def greedy_move(game, seen=None):
    """The careless player's move in ``game``'s position, or None to stop: a move between piles
    only when ``seen`` (the position keys played through) is given and the move reaches a new one."""
    moves = game.legal_moves()
    if not moves:
        return None
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


def may_repeat(move) -> bool:
    """Whether ``move`` can lead back to a position seen before: a move onto a pile can (a card may
    go back and forth between piles)."""
    return bool(move.target) and move.target[0] not in "AK"


def _frees_something(game, move) -> bool:
    """Whether a pile move empties its pile or uncovers a card that can go to a base."""
    after = game.apply(game.state, move)
    if not game.cards_at(after, move.source):
        return True
    return any(m.source == move.source and m.target[0] in "AK" for m in game.legal_moves_of(after) if m.target)
