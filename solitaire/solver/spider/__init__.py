"""The Spider search: several searches taking turns on one budget (``plan.py``).

:func:`solve_position` is what :func:`solitaire.solver.solve` calls for a Spider position; the
search is :class:`~solitaire.solver.spider.search.SpiderSearch`, its steps (a position's
key, its moves, the safe moves, the cut of lost positions) in ``steps.py``, its bound of
the last round in ``bound.py``.

The fast search gathers the piles for a redeal in one order only, ``redeal_order="from_first"``;
it does not yet know ``"from_last"``. For that reading, :func:`solve_position` falls back on
the exact search over the engine's own states (:func:`solitaire.solver.generic.search_states`),
which hands a position to the fast search once no redeal is left (then the order of a
redeal no longer matters).
"""
from __future__ import annotations

import dataclasses

from ...moves import DEAL, REDEAL, Move
from ...spider.state import PLACE_INDEX, PLACES

__all__ = ["solve_position", "engine_moves", "fast_search_state", "fallback_solve_position"]


def solve_position(state, max_nodes, max_seconds, table_bytes=None):
    """Search a Spider position; ``table_bytes`` is a Maids setting, ignored here.

    The fast search when it knows the state's readings, else the fall back
    (:func:`fallback_solve_position`). Returns ``(verdict, line, nodes, forgotten)``,
    ``forgotten`` always 0.
    """
    known = fast_search_state(state)
    if known is None:
        return fallback_solve_position(state, max_nodes, max_seconds)
    return _fast_solve(known, max_nodes, max_seconds) + (0,)


def fast_search_state(state):
    """``state`` as the fast search knows it, or None when its redeals depend on ``redeal_order="from_last"``.

    With no redeal left the order of gathering never matters, so the state plays as with
    the default order.
    """
    if state.redeal_order == "from_first":
        return state
    if state.redeals_left == 0:
        return dataclasses.replace(state, redeal_order="from_first")
    return None


def fallback_solve_position(state, max_nodes, max_seconds, table_bytes=None):
    """The exact search over the engine's own states, for ``redeal_order="from_last"`` (any state works).

    The redeal is tried first wherever it is allowed (the second rounds after the earliest
    redeals are searched first, as the fast search's redeal-first walks do), then the moves
    in the engine's order; a position with no redeal left goes to the fast search on what is
    left of the budget. Returns ``(verdict, line, nodes, 0)``; the line is engine moves, then
    the fast search's steps.
    """
    from ...spider.game import Spider
    from ..generic import search_states

    def hand_off(position, nodes_left, seconds_left):
        known = fast_search_state(position)
        return None if known is None else _fast_solve(known, nodes_left, seconds_left)

    verdict, line, nodes = search_states(Spider, state, max_nodes, max_seconds, order=_redeal_first,
                                         hand_off=hand_off)
    return verdict, line, nodes, 0


def _redeal_first(state, moves):
    return sorted(moves, key=lambda move: move != REDEAL)


def _fast_solve(state, max_nodes, max_seconds):
    from .plan import solve_spider
    return solve_spider(state, max_nodes, max_seconds)


def engine_moves(board, step) -> list:
    """The engine moves of one step of a Spider line (a pile move, a card home, deal, redeal),
    or an engine move (the fall back's steps)."""
    if isinstance(step, Move):
        return [step]
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
