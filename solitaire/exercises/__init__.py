"""Exercises for the lessons: a question whose answer is checked on the spot.

A lesson's exercise cell holds only the exercise's id; its question and answer live in
this part's data (one JSON file a lesson), so no stored notebook shows an answer::

    from solitaire.exercises import exercise, exercise_ids
    exercise("02a.3")          # the question, and under it the answer box
    exercise_ids()             # every exercise of the course, in order

Tag the cell ``exercise``. The makers build a question of any kind from code too::

    ask("Which card may start a family in the arc?", choices=["Q♦", "J♠", "A♥"], answer="J♠",
        explain="Only a jack starts a family (maids.11).", why={"Q♦": "a queen ends a family."})
    ask_card("Which card does F1 take next?", answer="10♦")
    ask_place(game, "Which packet wakes next?", answer="M3")
    ask_move(game, "Play a jack to the arc.", answer="R1→F1", why={"deal": "the jack can go up first."})

A move typed in is checked by the engine on a copy of the game, so an illegal move gets
the engine's refusal with the sentence id of its rule, and the lesson's game is never
changed; a legal but wrong move gets the reason the lesson gives for it. A decision
(``decide``, lessons 03 and 06) accepts every move the exact solver proved winning and
says why each other move loses. Each exercise can also be answered from code
(``exercise.submit("b")``), which is how the tests answer it.

Why not jupyterquiz: it draws its quizzes with JavaScript from the output, with the
answers written into the page; JupyterLab does not run the JavaScript of a notebook it
does not trust, the output holds a random element id (so nbval would see a new output on
every run), and a move can only be judged by the engine, which runs in the kernel.
"""
from .catalog import LESSONS, exercise, exercise_ids, game_of, position_game
from .core import Exercise, Verdict, attempt, reveal_all
from .decision import decide
from .kinds import ask, ask_card, ask_move, ask_place

__all__ = ["Verdict", "Exercise", "ask", "ask_card", "ask_place", "ask_move", "decide", "reveal_all", "attempt",
           "exercise", "exercise_ids", "game_of", "position_game", "LESSONS"]
