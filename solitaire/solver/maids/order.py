"""The order in which the Maids search tries its moves (:mod:`solitaire.solver.maids.search`).

The order never changes a verdict, only how soon it is found. Three things set it:

- **Categories**: each move gets the rank its kind has in the search's ``order``
  (top of the last opened pack, side card, pack card, pack jack, side jack, deal).
- **The next stock cards** (``lookahead``): dealing comes first when the next card
  fits; a card that would take the last place the next stock card fits comes after
  the deal; a card that makes room for one of the next stock cards comes early, and one
  that would take the last place of one of them a little late.
- **Ties**: by place, or, with a ``seed``, in an order shuffled by the seed, so that
  restarts of the search (:func:`solitaire.solver._solve_maids`) look at different lines.

The C search (``solver/maids/_search.c``) does the same, move for move.
"""
from __future__ import annotations

from ...cards import MASK64

__all__ = ["shuffled_tie", "stock_aware_ranks", "in_order"]

def shuffled_tie(seed: int, kind: int, a: int, t: int) -> int:
    """The tie-break of a move: its place (side cards by type: they are a multiset),
    hashed with ``seed`` by a SplitMix64 step when the seed is not 0.

    >>> shuffled_tie(0, 1, 5, 3), shuffled_tie(0, 0, 5, 3)
    (69, 3)
    >>> shuffled_tie(7, 1, 5, 3) != shuffled_tie(8, 1, 5, 3)
    True
    """
    place = kind * 64 + (t if kind == 0 else a)
    if not seed:
        return place
    z = (seed * 0x9E3779B97F4A7C15 + place) & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z >> 32


def stock_aware_ranks(moves, seq, pos, lookahead, played, is_jack, has_next) -> None:
    """Shift the ranks of ``moves`` (lists ``[rank, kind, a, t]``, kind 2 the deal) by what
    they do to the next ``lookahead`` stock cards, from ``seq[pos]``."""
    u = seq[pos]
    fits = is_jack[u] or played[u - 1] > played[u]
    horizon = min(pos + lookahead, len(seq))
    for move in moves:
        kind, t = move[1], move[3]
        if kind == 2:
            if fits:
                move[0] -= 20
            continue
        if fits and t == u and not is_jack[u] and played[u - 1] - played[u] == 1:
            move[0] += 30
            continue
        for s in range(pos, horizon):
            v = seq[s]
            if has_next[t] and t + 1 == v and played[t] == played[v]:
                move[0] -= 10
                break
            if s > pos and t == v and not is_jack[v] and played[v - 1] - played[v] == 1:
                move[0] += 5
                break


def in_order(moves, seed: int) -> list:
    """The moves sorted by rank, then by place or (with a seed) by shuffled place.

    >>> [m[2] for m in in_order([[3, 1, 0, 4], [1, 1, 2, 4], [3, 0, 1, 4]], 0)]
    [2, 1, 0]
    """
    if not seed:
        return sorted(moves)
    return sorted(moves, key=lambda m: (m[0], shuffled_tie(seed, m[1], m[2], m[3])))
