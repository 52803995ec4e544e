"""Solving, hints, players and win rates.

- ``exact.py``: :func:`solve` (won / lost / unknown, with a winning line replayed through
  the engine) and :class:`SolveResult`; each game's search is found by name
  (:func:`search_of`) in its own folder, ``spider/`` and ``maids/``;
- ``budget.py``: position and time budgets shared by the searches;
- ``greedy.py``, ``hints.py``, ``players.py``: the greedy player's choices, the fair and
  the peeking hint, and players that play a deal to its end;
- ``stats.py``: :func:`win_rates` over many deals, with 95 % intervals;
- ``version.py``: the version of the searches, which every results file names.
"""
from .exact import SolveResult, replay_line, search_of, solve, verdict_of
from .greedy import greedy_move
from .hints import HintScores, hint, hint_scores
from .stats import WinRates, win_rates

__all__ = ["solve", "SolveResult", "replay_line", "search_of", "verdict_of", "hint", "hint_scores", "greedy_move",
           "HintScores", "win_rates", "WinRates"]
