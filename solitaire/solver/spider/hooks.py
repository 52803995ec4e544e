"""What :func:`solitaire.solver.solve` calls in the Spider search's folder, found by the game's name:
a position's verdict and line, the fast search alone, the fallback over the engine's own states, and a
line's steps as engine moves (the part's face, :mod:`solitaire.solver.spider`, describes the search)."""
from __future__ import annotations

import dataclasses

from ...moves import DEAL, REDEAL, Move
from ..budget import TableFull
from ...spider.state import PLACE_INDEX, PLACES

__all__ = ["solve_position", "engine_moves", "fast_search_state", "fallback_solve_position", "STOPS_AT_CAP"]

#: A Spider search that fills its tables stops there, unknown (it keeps every position it walks).
STOPS_AT_CAP = True


def solve_position(state, max_nodes, max_seconds, table_bytes=None):
    """Search a Spider position: the fast search, which knows every reading
    (:func:`fast_search_state`). Returns ``(verdict, line, nodes, forgotten)``.

    ``table_bytes`` caps the memory of the walks' tables (None: no cap): a search that
    reaches it ends "unknown" with ``forgotten`` 1 (the position no walk could keep);
    ``forgotten`` is 0 otherwise.
    """
    try:
        return _fast_solve(fast_search_state(state), max_nodes, max_seconds, table_bytes) + (0,)
    except TableFull as full:
        return "unknown", None, full.nodes, 1


def fast_search_state(state):
    """``state`` as the fast search plays it: itself, except that with no redeal left the
    order of gathering never matters, so the state plays as with the default order (and
    shares its positions)."""
    if state.redeal_order != "from_first" and state.redeals_left == 0:
        return dataclasses.replace(state, redeal_order="from_first")
    return state


def fallback_solve_position(state, max_nodes, max_seconds, table_bytes=None):
    """The exact search over the engine's own states (any state works): the check of the fast search's redeals.

    The redeal is tried first wherever it is allowed (the second rounds after the earliest
    redeals are searched first, as the fast search's redeal-first walks do), then the moves
    in the engine's order; a position with no redeal left goes to the fast search on what is
    left of the budget. Returns ``(verdict, line, nodes, 0)``; the line is engine moves, then
    the fast search's steps.
    """
    from ...spider.game import Spider
    from ..generic import search_states

    def hand_off(position, nodes_left, seconds_left):
        if position.redeals_left:
            return None  # expand it here: the engine makes the redeal's stock
        return _fast_solve(fast_search_state(position), nodes_left, seconds_left)

    verdict, line, nodes = search_states(Spider, state, max_nodes, max_seconds, order=_redeal_first,
                                         hand_off=hand_off)
    return verdict, line, nodes, 0


def _redeal_first(state, moves):
    return sorted(moves, key=lambda move: move != REDEAL)


def _fast_solve(state, max_nodes, max_seconds, table_bytes=None):
    from .plan import solve_spider
    return solve_spider(state, max_nodes, max_seconds, table_bytes=table_bytes)


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
