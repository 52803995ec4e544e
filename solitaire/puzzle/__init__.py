"""Puzzles, like chess puzzles: a position, a task, its answer, checked by the engine and the solver.

``puzzles("maids")`` and ``puzzles("spider")`` (also ``solitaire.puzzles``) are the collections (data files beside
this module, made by ``scripts/make_puzzles.py`` from real deals, which anyone can run
again), easy first; ``kind``, ``theme`` and ``lesson`` pick some of them. Each
:class:`Puzzle` starts a game at its position (``puzzle.start()``) and judges a learner's
move (``puzzle.check(move)``): right, with the puzzle's idea, or why not. The verdict's
``reason`` says it in card words (the rule's sentence id, or what a losing move costs in
cards and places); its ``detail`` holds the solver's figures.

>>> collection = puzzles("maids")
>>> len(collection) >= 30, collection[0].kind, collection[0].lessons
(True, 'playable', ('01',))
>>> puzzle("maids-05").task  # one puzzle by its id
'Play the move that wakes the most maids.'
>>> puzzle = collection[0]
>>> puzzle.check(puzzle.answers[0]).right
True
>>> print(puzzle.check("M12→F1").text)  # doctest: +ELLIPSIS
M12→F1 is not allowed: ...
>>> puzzle = puzzles("maids", theme="refill", kind="winnable")[0]
>>> answer = puzzle.check("M3→F4")
>>> answer.reason
'M3→F4 loses at once: after it no move is left.'
>>> answer.detail  # nothing to search: the game is over
''
"""
from __future__ import annotations

from .collection import (KINDS, LESSONS, SOLVER_KINDS, Puzzle, game_name, kind_words, puzzle_idea, puzzle_note,
                         puzzle, puzzle_task, puzzles, theme_words, themes)
from .judge import Answer

__all__ = ["puzzles", "puzzle", "themes", "Puzzle", "Answer", "KINDS", "SOLVER_KINDS", "LESSONS", "kind_words",
           "theme_words", "puzzle_task", "puzzle_idea", "puzzle_note", "game_name"]

