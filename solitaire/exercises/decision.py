"""A decision in a real game: "what would you play here?", judged by the exact solver's proofs.

The proofs are made beforehand (``scripts/make_exercises.py`` runs :func:`solitaire.solve`
on the position after every legal move, with a budget in positions) and kept in the
lesson's data, so answering is instant: every move proven winning is right, and each
move proven losing says why, in card words.
"""
from __future__ import annotations

from ..cards import quoted
from ..i18n import translator
from .core import Exercise, Verdict, checked_text
from .kinds import _legal_move, _places_of, _reasons, example_move, play_typed

_ = translator("board")


def decide(game, question: str, winning, losing: dict, explain: str = "", id: str = "") -> Exercise:
    """"What would you play here?" on ``game``: every move of ``winning`` is right (the
    solver proved each keeps the deal winnable); ``losing`` maps each move proven to lose
    to the reason, in card words. A legal move in neither was left undecided by the solver.
    """
    _places_of(game)
    checked_text(question, "question", empty=False)
    start = game.copy()
    if isinstance(winning, str) or not isinstance(winning, (list, tuple)) or not winning:
        raise ValueError(f"winning must list the winning moves, at least one, not {quoted(winning)}")
    wins = [_legal_move(start, move, "winning") for move in winning]
    reasons = {_legal_move(start, move, "losing"): text for move, text in _reasons(losing, [], "", "losing").items()}
    if set(reasons) & set(wins):
        raise ValueError("losing names a move that winning names too")
    listed = ", ".join(str(move) for move in wins)

    def judge(text: str) -> Verdict:
        move = play_typed(start.copy(), text)
        if isinstance(move, Verdict):
            return move
        if move in wins:
            said = _("Right: {move} keeps the deal winnable.").format(move=move)
            if len(wins) > 1:
                said += " " + _("Every move that keeps the deal winnable here: {moves}.").format(moves=listed)
            return Verdict(True, said)
        if move in reasons:
            return Verdict(False, _("{move} loses: {reason} Try again.").format(move=move, reason=reasons[move]))
        return Verdict(False, _("{move} is legal, but the solver could not decide it within its budget: "
                                "choose a move you can be sure of.").format(move=move))

    return Exercise(question, judge, prompt=f"a move, such as {example_move(start)} or deal",
                    answer_text=" or ".join(str(move) for move in wins), explain=explain, id=id)
