"""The Maids search: restarts of an exact search, in C where it was built, else in Python.

:func:`solve_position` is what :func:`solitaire.solver.solve` calls for a Maids position; the
search itself is :class:`~solitaire.solver.maids.search.MaidsSearch` (``search.py``), its walk
stated in C (``_search.c``), its bounds and safe moves in the Python files beside it; the Python
walk of ``depth_first.py`` is a frozen fallback for machines without a C compiler.

The fast search knows every reading: ``follow_suit``, ``first_jack_from_stock``, ``deal_when``
and ``waste_playable``, and their mixtures (:func:`~solitaire.solver.maids.codes.rules_of`). It
takes at most ``MAX_SEQUENCE`` (48) cards in the stock and the waste together, all a dealt game
ever has. For positions by name with more cards in the stock and waste, :func:`solve_position`
falls back on the slower exact search over the engine's own states
(:func:`solitaire.solver.generic.search_states`), which hands a position back to the fast
search as soon as side plays have taken the stock and waste down to 48 cards.
"""
from .hooks import (STOPS_AT_CAP, engine_moves, fallback_solve_position, fast_search_state, fast_solve_position,
                    reading_neighbour, solve_position)

__all__ = ["solve_position", "engine_moves", "fast_search_state", "fast_solve_position", "fallback_solve_position",
           "STOPS_AT_CAP"]
