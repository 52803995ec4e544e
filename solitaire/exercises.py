"""Exercises for the lessons: a question whose answer is checked on the spot.

Put one in a cell tagged ``exercise``, as the cell's last expression, and hide the
cell's code, which holds the answer (JupyterLab: View > Collapse Selected Code; it is kept
in the notebook as ``"jupyter": {"source_hidden": true}``; Voila shows no code at all). A
collapsed cell still shows its first line: put the question there, the answer below::

    ask("Which card may start a family in the arc?",
        choices=["Q♦", "J♠", "A♥"], answer="J♠", explain="Only a jack starts a family (maids.11).")
    ask_card("Which card does F1 take next?",
             answer="10♦")
    ask_place(game, "Which packet wakes next?",
              answer="M3")
    ask_move(game, "Play a jack to the arc.",
             check=lambda after, move: move.target.startswith("F"))

A move typed in is checked by the engine on a copy of the game, so an illegal move gets
the engine's refusal with the sentence id of its rule, and the lesson's game is never
changed. Each exercise can also be answered from code (``exercise.submit("b")``), which
is how the tests answer it.

How it shows. An exercise displays two outputs: the question, as HTML and plain text,
and under it the answer box, an ipywidgets widget. The question's outputs never contain
the answer, so a stored notebook nobody has answered re-runs identically under nbval,
and a notebook opened without a kernel (or read on a static page) still shows every
question. The widget needs a kernel, as in JupyterLab, Notebook 7 and Voila. The answer
and the explanation stay in the kernel until the learner answers right or the teacher
calls ``exercise.reveal()`` (or :func:`reveal_all`).

Why not jupyterquiz: it draws its quizzes with JavaScript from the output, with the
answers written into the page; JupyterLab does not run the JavaScript of a notebook it
does not trust (a stored lesson is not trusted until someone says so), the output holds
a random element id (so nbval would see a new output on every run), and a move can only
be judged by the engine, which runs in the kernel. ipywidgets is a dependency already.
"""
from __future__ import annotations

import html
import weakref
from dataclasses import dataclass
from typing import Callable, Iterable

from .cards import Card
from .moves import IllegalMove, Move, normalize_place

__all__ = ["Verdict", "Exercise", "ask", "ask_card", "ask_place", "ask_move", "reveal_all", "attempt"]

_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_LIVE: "weakref.WeakSet[Exercise]" = weakref.WeakSet()
_RIGHT_COLOUR, _WRONG_COLOUR = "#1b6e2a", "#b00020"


@dataclass(frozen=True)
class Verdict:
    """What an answer earned: right or not, the sentence told the learner, the rule cited."""

    correct: bool
    message: str
    rule: str | None = None

    def __bool__(self) -> bool:
        return self.correct


class Exercise:
    """A question, a way to judge an answer, and the widget that asks it.

    ``judge(text)`` returns a :class:`Verdict`; ``prompt`` says what to type (a typed
    answer) and ``choices`` are the choices (multiple choice). ``answer_text`` and
    ``explain`` are shown only once answered right or revealed.
    """

    def __init__(self, question: str, judge: Callable[[str], Verdict], *, choices: Iterable[str] = (),
                 prompt: str = "", answer_text: str = "", explain: str = "") -> None:
        self.question = question
        self.choices = tuple(str(choice) for choice in choices)
        self.prompt = prompt
        self._judge = judge
        self._answer_text = answer_text
        self._explain = explain
        self.attempts: list[tuple[str, Verdict]] = []
        self.revealed = False
        self._widget = None
        _LIVE.add(self)

    @property
    def solved(self) -> bool:
        """True once an answer was right."""
        return any(verdict.correct for _, verdict in self.attempts)

    def submit(self, answer) -> Verdict:
        """Judge an answer (a text, or a letter / index of a choice) and show the verdict."""
        text = str(answer).strip()
        verdict = self._judge(text)
        self.attempts.append((text, verdict))
        self._show(verdict)
        return verdict

    def reveal(self) -> str:
        """Show the answer and the explanation (for the teacher); returns them as text."""
        self.revealed = True
        self._show(None)
        return self._answer_line()

    def _answer_line(self) -> str:
        parts = [f"Answer: {self._answer_text}." if self._answer_text else "", self._explain]
        return " ".join(part for part in parts if part)

    # --- what is shown ------------------------------------------------------------

    def __str__(self) -> str:
        lines = [f"Exercise: {self.question}"]
        lines += [f"  {_LETTERS[k]}) {choice}" for k, choice in enumerate(self.choices)]
        if self.prompt:
            lines.append(f"  Type {self.prompt}.")
        return "\n".join(lines)

    __repr__ = __str__

    def question_html(self) -> str:
        """The question as HTML (never the answer)."""
        # Letters written out: JupyterLab's sanitizer drops the type of an <ol>.
        listed = "".join(f"<div>&nbsp;&nbsp;{_LETTERS[k]})&nbsp;{html.escape(choice)}</div>"
                         for k, choice in enumerate(self.choices))
        typed = f"<div>Type {html.escape(self.prompt)}.</div>" if self.prompt else ""
        return (f'<div class="solitaire-exercise"><b>Exercise.</b> {html.escape(self.question)}'
                f"{listed}{typed}</div>")

    def widget(self):
        """The answer box: a button per choice, or a text box and a Check button."""
        if self._widget is None:
            self._widget = AnswerBox(self)
        return self._widget

    def _after(self, verdict: Verdict | None) -> str:
        """What follows a verdict: the explanation once right, the answer too when revealed."""
        if verdict is None:
            return self._answer_line()
        return self._explain if verdict.correct else ""

    def _show(self, verdict: Verdict | None) -> None:
        if self._widget is not None:
            self._widget.show(verdict, self._after(verdict))

    def _ipython_display_(self) -> None:
        from IPython.display import display
        display({"text/plain": str(self), "text/html": self.question_html()}, raw=True)
        bundle = dict(self.widget()._repr_mimebundle_())
        bundle["text/plain"] = "(the answer box: it needs a running kernel)"
        display(bundle, raw=True)


def attempt(game, move) -> str:
    """Try ``move`` on ``game``: play it if the rules allow it and say so, or give the refusal.

    The lessons' way of trying a forbidden move and reading why (``print(attempt(...))``):
    an illegal move changes nothing and raises nothing.

    >>> from solitaire import Maids
    >>> game = Maids(deal=1)
    >>> attempt(game, "R1→F1")
    'R1→F1: played'
    >>> attempt(game, "R1→M1")[:36]
    'R1→M1 is not allowed: there are no m'
    """
    try:
        played = game.play(move)
    except IllegalMove as refusal:
        return str(refusal)
    return f"{played}: played"


def reveal_all() -> int:
    """Reveal every exercise of this kernel (for the teacher); returns how many."""
    exercises = list(_LIVE)
    for exercise in exercises:
        exercise.reveal()
    return len(exercises)


# --- the kinds of question -------------------------------------------------------------


def ask(question: str, choices: Iterable, answer, explain: str = "", why: dict | None = None) -> Exercise:
    """A multiple-choice question; ``answer`` is one of ``choices``; ``why`` maps a wrong
    choice to the reason shown when it is picked. Answered by letter, number or text."""
    labels = [str(choice) for choice in choices]
    if len(labels) < 2 or len(labels) > len(_LETTERS):
        raise ValueError(f"give 2 to {len(_LETTERS)} choices, not {len(labels)}")
    if str(answer) not in labels:
        raise ValueError(f"the answer {answer!r} is not one of the choices {labels}")
    reasons = {str(key): value for key, value in (why or {}).items()}

    def judge(text: str) -> Verdict:
        picked = _picked_choice(text, labels)
        if picked is None:
            return Verdict(False, f"{text!r} is not one of the choices: answer a to {_LETTERS[len(labels) - 1]}")
        if picked == str(answer):
            return Verdict(True, f"Right: {picked}.")
        return Verdict(False, f"Not {picked}: {reasons.get(picked, 'try again.')}")

    return Exercise(question, judge, choices=labels, answer_text=str(answer), explain=explain)


def _picked_choice(text: str, labels: list[str]) -> str | None:
    letter = text.lower().rstrip(")")
    if len(letter) == 1 and letter in _LETTERS[:len(labels)]:
        return labels[_LETTERS.index(letter)]
    if text.isdigit() and 1 <= int(text) <= len(labels):
        return labels[int(text) - 1]
    return text if text in labels else None


def ask_card(question: str, answer, explain: str = "") -> Exercise:
    """A card typed in (``10♦``, ``td``, ``QH``...); ``answer`` a card or a list of right cards."""
    right = [Card.parse(str(card)) for card in _as_list(answer)]

    def judge(text: str) -> Verdict:
        try:
            card = Card.parse(text)
        except ValueError as problem:
            return Verdict(False, str(problem))
        return Verdict(True, f"Right: {card}.") if card in right else Verdict(False, f"Not {card}: try again.")

    return Exercise(question, judge, prompt="a card, such as 10♦ or QS",
                    answer_text=" or ".join(str(card) for card in right), explain=explain)


def ask_place(game, question: str, answer, explain: str = "") -> Exercise:
    """A place of ``game`` typed in (``M3``, ``f1``, ``waste``); ``answer`` one place or a list."""
    places = tuple(game.place_names)
    right = [_place_of(str(place), places) for place in _as_list(answer)]
    if None in right:
        raise ValueError(f"the answer {answer!r} names no place of {game.game_name}")

    def judge(text: str) -> Verdict:
        place = _place_of(text, places)
        if place is None:
            return Verdict(False, f"{text!r} is not a place of this game: its places are {', '.join(places)}")
        return Verdict(True, f"Right: {place}.") if place in right else Verdict(False, f"Not {place}: try again.")

    return Exercise(question, judge, prompt=f"a place, such as {places[0]}",
                    answer_text=" or ".join(right), explain=explain)


def _place_of(text: str, places: tuple) -> str | None:
    try:
        place = normalize_place(text)
    except IllegalMove:
        return None
    return place if place in places else None


def ask_move(game, question: str, answer=None, check: Callable | None = None, explain: str = "") -> Exercise:
    """A move typed in, judged by the engine on a copy of ``game`` (which is never changed).

    An illegal move gets the engine's refusal with its rule's sentence id. A legal move
    is right if it is ``answer`` (a move or a list of moves), or if ``check(game_after,
    move)`` returns True (a text it returns instead is the reason shown); with neither,
    every legal move is right.
    """
    start = game.copy()
    right = [_checked_answer(start, move) for move in _as_list(answer)] if answer is not None else []

    def judge(text: str) -> Verdict:
        trial = start.copy()
        try:
            move = trial.play(text)
        except IllegalMove as refusal:
            return Verdict(False, str(refusal), refusal.rule)
        if right:
            ok, reason = move in right, "legal, but not the move asked for"
        elif check is not None:
            result = check(trial, move)
            ok = result is True
            reason = result if isinstance(result, str) else "legal, but not what was asked"
        else:
            ok, reason = True, ""
        return Verdict(True, f"Right: {move}.") if ok else Verdict(False, f"{move}: {reason}. Try again.")

    example = "L2→A2" if game.game_name == "spider" else "L2→F1"
    return Exercise(question, judge, prompt=f"a move, such as {example} or deal",
                    answer_text=" or ".join(str(move) for move in right), explain=explain)


def _checked_answer(game, text) -> Move:
    try:
        return game.copy().play(text)
    except IllegalMove as refusal:
        raise ValueError(f"the answer {text!r} is not a legal move here: {refusal}") from None


def _as_list(value) -> list:
    return list(value) if isinstance(value, (list, tuple, set, frozenset)) else [value]


class AnswerBox:
    """The ipywidgets of one exercise: a button per choice or a text box, then the verdict."""

    def __init__(self, exercise: Exercise) -> None:
        import ipywidgets as widgets
        self.exercise = exercise
        self.feedback = widgets.HTML("")
        if exercise.choices:
            self.buttons = [widgets.Button(description=_LETTERS[k], tooltip=choice, layout=widgets.Layout(width="3em"))
                            for k, choice in enumerate(exercise.choices)]
            for button in self.buttons:
                button.on_click(lambda clicked: self._answer(clicked.description))
            self.inputs = list(self.buttons)
        else:
            self.text = widgets.Text(placeholder=exercise.prompt, continuous_update=False)
            self.check = widgets.Button(description="Check")
            # Enter (or leaving the box) and the button both check; the same text is judged once.
            self.text.observe(lambda change: self._answer_typed(), names="value")
            self.check.on_click(lambda clicked: self._answer_typed())
            self.inputs = [self.text, self.check]
        self.box = widgets.VBox([widgets.HBox(self.inputs), self.feedback])
        if exercise.revealed or exercise.attempts:  # answered from code before it was shown
            last = None if exercise.revealed else exercise.attempts[-1][1]
            self.show(last, exercise._after(last))

    def _answer_typed(self) -> None:
        value = self.text.value.strip()
        attempts = self.exercise.attempts
        if value and not (attempts and attempts[-1][0] == value):
            self._answer(value)

    def _answer(self, value: str) -> None:
        try:
            self.exercise.submit(value)
        except Exception as problem:  # a lesson's own check failed: say so, never lose it
            self.feedback.value = _line(f"The check itself failed: {problem!r}", _WRONG_COLOUR)

    def show(self, verdict: Verdict | None, after: str) -> None:
        """Show a verdict and what follows it (verdict None: the teacher revealed the answer);
        a right answer ends the exercise."""
        if verdict is None:
            self.feedback.value = _line(f"Revealed. {after}", None)
            return
        colour = _RIGHT_COLOUR if verdict.correct else _WRONG_COLOUR
        mark = "✓" if verdict.correct else "✗"
        self.feedback.value = _line(f"{mark} {verdict.message} {after}", colour)
        if verdict.correct:
            for control in self.inputs:
                control.disabled = True

    def _repr_mimebundle_(self, **keywords):
        return self.box._repr_mimebundle_(**keywords)


def _line(text: str, colour: str | None) -> str:
    style = f' style="color:{colour}"' if colour else ""
    return f"<span{style}>{html.escape(text.strip(), quote=False)}</span>"
