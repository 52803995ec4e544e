"""Players to compare with perfect play: a greedy player per game, and the fair-hint player.

Each player takes a game and plays it to the end, returning ``"won"`` or ``"lost"``
(the game object ends at the final position, so a lesson can look at it).

>>> from solitaire import Maids
>>> play_greedy(Maids(deal=1))
'lost'
"""
from __future__ import annotations

from .exact import solve
from .greedy import greedy_move
from .hints import hint

__all__ = ["play_greedy", "play_fair", "PLAYERS"]

#: A greedy Spider player stops after this many moves between piles (they can go round
#: in circles even though it never repeats a position).
MAX_PILE_MOVES = 300


def play_greedy(game) -> str:
    """Play ``game`` to the end with :func:`greedy_move`; returns "won" or "lost"."""
    seen = {game.position_key(game.state)}
    pile_moves = 0
    while game.status == "playing":
        move = greedy_move(game, seen if pile_moves < MAX_PILE_MOVES else None)
        if move is None:
            break
        if game.may_repeat(move):  # a move that may come back to a position (Spider's between piles)
            pile_moves += 1
        game.play(move)
        seen.add(game.position_key(game.state))
    return "won" if game.status == "won" else "lost"


#: Once no card is hidden (Spider after the first round's deal: the piles are face up and
#: the redeal's order follows from them), the fair player sees all the solver sees, so it
#: searches the position itself, with at most this many positions (a budget in positions,
#: so the players' results are the same on any machine).
FULL_VIEW_NODES = 50_000


def play_fair(game, budget_seconds: float = 0.25, seed: int = 0) -> str:
    """Play ``game`` to the end taking the fair hint at every choice; returns "won" or "lost".

    Deterministic for a seed (each move's hint uses ``seed`` and the move number). Once
    nothing is hidden any more it searches the position with :data:`FULL_VIEW_NODES`
    positions and plays the winning line it finds; without one it goes on with the hint.
    In Spider it stops when the hint would return to a position already seen.
    """
    seen = {game.position_key(game.state)}
    searched_in_full_view = False
    while game.status == "playing":
        if not searched_in_full_view and not game.hidden_places(game.state):
            searched_in_full_view = True
            result = solve(game, max_nodes=FULL_VIEW_NODES)
            if result.verdict == "won":
                for move in result.moves:
                    game.play(move)
                break
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
