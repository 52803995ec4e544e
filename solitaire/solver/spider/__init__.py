"""The Spider search: several walks taking turns on one budget (``plan.py``).

:func:`solve_position` is what :func:`solitaire.solver.solve` calls for a Spider position. The
walks are stated in C (``_search.c``); their rules in Python: the steps (a position's key, its
moves, the safe moves) in ``steps.py``, the bounds of the last round in ``bound.py`` and
``row_bound.py``. The Python walks of :class:`~solitaire.solver.spider.search.SpiderSearch` are a
frozen fallback for machines without a C compiler.

The fast search knows both orders of gathering the piles for a redeal (``redeal_order``,
spider.24: its ``after`` step makes the new stock with the engine's own rule function).
:func:`fallback_solve_position` is a second, independent search over the engine's own
states (:func:`solitaire.solver.generic.search_states`), handing a position to the fast
search only once no redeal is left (then the order of a redeal no longer matters): the
tests compare the two on ``"from_last"`` positions, so the fast search's redeal is checked
against the engine's.
"""
from .hooks import (STOPS_AT_CAP, engine_moves, fallback_solve_position, fast_search_state, solve_position)

__all__ = ["solve_position", "engine_moves", "fast_search_state", "fallback_solve_position", "STOPS_AT_CAP"]
