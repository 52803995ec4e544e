"""The Spider search: several searches taking turns on one budget (``plan.py``).

:func:`solve_position` is what :func:`solitaire.solver.solve` calls for a Spider position; the
search is :class:`~solitaire.solver.spider.search.SpiderSearch`, its steps (a position's
key, its moves, the safe moves, the cut of lost positions) in ``steps.py``, its bound of
the last round in ``bound.py``.
"""
from __future__ import annotations

from ...moves import DEAL, REDEAL, Move
from ...spider.state import PLACE_INDEX, PLACES

__all__ = ["solve_position", "engine_moves"]


def solve_position(state, max_nodes, max_seconds, table_bytes=None):
    """Search a Spider position; ``table_bytes`` is a Maids setting, ignored here.

    Returns ``(verdict, line, nodes, forgotten)``, ``forgotten`` always 0.
    """
    from .plan import solve_spider
    verdict, line, nodes = solve_spider(state, max_nodes, max_seconds)
    return verdict, line, nodes, 0


def engine_moves(board, step) -> list:
    """The engine moves of one step of a Spider line (a pile move, a card home, deal, redeal)."""
    kind, i, _ = step
    if kind == "deal":
        return [DEAL]
    if kind == "redeal":
        return [REDEAL]
    if kind == "pile":
        return [Move(PLACES[i], PLACES[step[2]])]
    return _spider_home(board, PLACES[i])


def _spider_home(board, pile: str) -> list:
    """A pile's top card to a base of its row, with the passes between the bases it needs first."""
    state = board.state
    card = board.cards(pile)[-1]
    row = state.piles[PLACE_INDEX[pile]][-1] // 13
    ace, king = f"A{row + 1}", f"K{row + 1}"
    a, k = state.tops[row], state.tops[row + 4]
    if card.rank == a + 1:
        return [Move(pile, ace)]
    if card.rank == k - 1:
        return [Move(pile, king)]
    # The bases touch (k == a + 1): pass cards until one of them wants this card (the
    # base cards themselves never move, so an ace goes to the king base at 1|2, a king to
    # the ace base at 12|13, any other rank r to the ace base at r-1|r).
    want = 1 if card.rank == 1 else 12 if card.rank == 13 else card.rank - 1
    passes = []
    while a > want:
        passes.append(Move(ace, king))
        a -= 1
    while a < want:
        passes.append(Move(king, ace))
        a += 1
    return passes + [Move(pile, ace if card.rank == a + 1 else king)]
