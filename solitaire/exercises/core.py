"""The exercise itself: a question, a judge, a verdict, and the answer box that asks it.

The kinds of question (``ask``, ``ask_move``...) are in :mod:`.kinds`; the lessons'
questions, kept in data, in :mod:`.catalog`.

How it shows. An exercise displays two outputs: the question, as HTML and plain text,
and under it the answer box, an ipywidgets widget. The question's outputs never contain
the answer, so a stored notebook nobody has answered re-runs identically under nbval,
and a notebook opened without a kernel (or read on a static page) still shows every
question. The widget needs a kernel, as in JupyterLab, Notebook 7 and Voila. The answer
and the explanation stay in the kernel until the learner answers right or the teacher
calls ``exercise.reveal()`` (or :func:`reveal_all`).
"""
from __future__ import annotations

import html
import re
import weakref
from dataclasses import dataclass, field, replace
from typing import Callable, Iterable

from ..cards import Card, card_face, quoted
from ..languages import N_, language, translator
from ..moves import IllegalMove, localized_places, quoted_word
from ..place_labels import KEPT, PLACE_WORDS, localized_keeping, notation_words

_ = translator("board")

LETTERS = "abcdefghijklmnopqrstuvwxyz"
#: How a Ukrainian or Russian list labels its items: а) б) в) г), never the Latin a) b) c) d),
#: which such a class reads in its own alphabet (its «в» is the third, the Latin b the second).
CYRILLIC_LETTERS = "абвгдежзиклмнопрстуфхцчшщэюя"


def choice_letters() -> str:
    """The letters the choices are labelled with in the language in use."""
    return CYRILLIC_LETTERS if language() in ("uk", "ru") else LETTERS

_LIVE: "weakref.WeakSet[Exercise]" = weakref.WeakSet()
_RIGHT_COLOUR, _WRONG_COLOUR = "#1b6e2a", "#b00020"
#: The longest answer read as it is; a longer one is judged by its first part and quoted.
LONGEST_ANSWER = 200


@dataclass(frozen=True)
class Verdict:
    """What an answer earned: right or not, the sentence told the learner, the rule cited."""

    correct: bool
    message: str
    rule: str | None = None
    #: The message already names places as the language labels them (the engine's refusal of a typed
    #: move echoes what was typed, «B2», which must not be relabelled as the pile it is not)
    labelled: bool = field(default=False, compare=False, repr=False)

    def __bool__(self) -> bool:
        return self.correct


def wrong_keeping(template: str, game_name: str, field_name: str, kept: str, rule: str | None = None,
                  **named) -> Verdict:
    """A wrong verdict said in the board's labels but for ``kept``, put as it is where ``template`` has
    ``{field_name}``: the learner's own text, or the engine's refusal that quotes it (labelling the whole
    line turned a typed «L1» into «С12», «L2→A2» into «С11→Б2»: native readers uk 45, ru 45)."""
    said = localized_keeping(template.format(**{field_name: KEPT}, **named), game_name, kept)
    return Verdict(False, said, rule, labelled=True)


def checked_text(value, name: str, *, empty: bool = True) -> str:
    """``value`` if it is a text (a non-empty one unless ``empty``), else a ValueError naming ``name``."""
    if not isinstance(value, str):
        raise ValueError(f"{name} must be a text, not {quoted(value)}")
    if not empty and not value.strip():
        raise ValueError(f"{name} must not be empty")
    return value


class Exercise:
    """A question, a way to judge an answer, and the widget that asks it.

    ``judge(text)`` returns a :class:`Verdict`; ``prompt`` says what to type (a typed
    answer) and ``choices`` are the choices (multiple choice). ``answer_text`` and
    ``explain`` are shown only once answered right or revealed. ``id`` is the lesson's
    name for it ("02a.3"), when it comes from the lessons' data; ``picture()`` draws the
    position the question is about, shown between the question and the answer box.
    """

    def __init__(self, question: str, judge: Callable[[str], Verdict], *, choices: Iterable[str] = (),
                 prompt: str = "", answer_text: str = "", explain: str = "", id: str = "",
                 picture: Callable[[], object] | None = None) -> None:
        self.question = checked_text(question, "question", empty=False)
        if not callable(judge):
            raise ValueError(f"judge must be a function of the answer's text, not {quoted(judge)}")
        if isinstance(choices, (str, bytes)) or not isinstance(choices, Iterable):
            raise ValueError(f"choices must be a list of texts, not {quoted(choices)}")
        self.choices = tuple(checked_text(choice, "each choice") for choice in choices)
        if len(self.choices) > len(LETTERS):
            raise ValueError(f"give at most {len(LETTERS)} choices, not {len(self.choices)}")
        self.prompt = checked_text(prompt, "prompt")
        self._judge = judge
        self._answer_text = checked_text(answer_text, "answer_text")
        self._explain = checked_text(explain, "explain")
        self.id = checked_text(id, "id")
        if picture is not None and not callable(picture):
            raise ValueError(f"picture must be a function that draws the position, not {quoted(picture)}")
        self._picture = picture
        #: The game the question is about ("maids", "spider"), which names its places; None: read from the text.
        self.game: str | None = None
        self.attempts: list[tuple[str, Verdict]] = []
        self.revealed = False
        self._widget = None
        _LIVE.add(self)

    @property
    def solved(self) -> bool:
        """True once an answer was right."""
        return any(verdict.correct for _, verdict in self.attempts)

    def judge(self, answer) -> Verdict:
        """The verdict on an answer in the judge's own words, neither kept nor shown (a right one
        without the explanation, which a room asking the question adds in each language)."""
        text = answer_text_of(answer)
        if text is not None and not text.strip():
            return self._empty()
        verdict = self._judge(text) if text is not None else Verdict(
            False, _("{answer} is not an answer: type a short text").format(answer=quoted(answer)))
        # the judges name places and moves canonically ("such as T1", "deal loses"): say them as the board does
        return verdict if verdict.labelled else replace(verdict, message=localized_places(verdict.message, self.game))

    def _empty(self) -> Verdict:
        """An empty answer is told what to type, never quoted back as «» (a native reader met ««» — такого
        места нет»)."""
        what = (_("Type {what}.").format(what=self.said(self.prompt)) if self.prompt else
                _("Answer with a letter, a to {last}.").format(last=choice_letters()[len(self.choices) - 1])
                if self.choices else "")
        empty = _("Your answer is empty.")
        return Verdict(False, f"{empty} {what}".strip(), labelled=True)

    def submit(self, answer) -> Verdict:
        """Judge an answer (a text, or a letter / index of a choice) and show the verdict.

        A right verdict carries the explanation, so a learner who answers from code reads why at
        once, as one who answers in the box does."""
        verdict = self.judge(answer)
        explain = self._explanation()
        if verdict.correct and explain and not verdict.message.endswith(explain):
            verdict = replace(verdict, message=f"{verdict.message} {explain}")
        self.attempts.append((answer_text_of(answer) or "", verdict))
        self._show(verdict)
        return verdict

    def reveal(self) -> str:
        """Show the answer and the explanation (for the teacher); returns them as text."""
        self.revealed = True
        self._show(None)
        return self._answer_line()

    def _answer_line(self) -> str:
        parts = [_("Answer: {answer}.").format(answer=self.said(_faces_said(alternatives_said(self._answer_text))))
                 if self._answer_text else "",
                 self._explanation()]
        return " ".join(part for part in parts if part)

    def _explanation(self) -> str:
        """The explanation as said after the answer: one that opens by repeating the answer ("M4. …")
        drops that, so the learner never reads "Right: M4. M4."."""
        explain = self.said(self._explain) if self._explain else ""
        repeated = f"{self.said(self._answer_text)}." if self._answer_text else ""
        return explain[len(repeated):].lstrip() if repeated and explain.startswith(repeated + " ") else explain

    def said(self, text) -> str:
        """``text`` as the class reads it: in the language in use, its places labelled the
        language's way (a lesson's text is looked up in the ``exercises`` catalog when shown)."""
        if text is self.prompt:
            text = prompt_words(text, self.game)
        if hasattr(text, "translated") and not text.translated:
            return str(text)  # an exercise text the catalog lacks is its English sentence, unchanged
        return localized_places(str(text), self.game)

    # --- what is shown ------------------------------------------------------------

    def __str__(self) -> str:
        lines = [_("Exercise: {question}").format(question=self.said(self.question))]
        lines += [f"  {choice_letters()[k]}) {self.said(choice)}" for k, choice in enumerate(self.choices)]
        if self.prompt:
            lines.append("  " + _("Type {what}.").format(what=self.said(self.prompt)))
        return "\n".join(lines)

    __repr__ = __str__

    def question_html(self) -> str:
        """The question as HTML (never the answer)."""
        # Letters written out: JupyterLab's sanitizer drops the type of an <ol>.
        listed = "".join(f"<div>&nbsp;&nbsp;{choice_letters()[k]})&nbsp;{html.escape(self.said(choice))}</div>"
                         for k, choice in enumerate(self.choices))
        typed = _("Type {what}.").format(what=self.said(self.prompt)) if self.prompt else ""
        typed = f"<div>{html.escape(typed)}</div>" if typed else ""
        heading = html.escape(_("Exercise."))
        return (f'<div class="solitaire-exercise"><b>{heading}</b> '
                f"{html.escape(self.said(self.question))}{listed}{typed}</div>")

    def widget(self):
        """The answer box: a button per choice, or a text box and a Check button."""
        if self._widget is None:
            self._widget = AnswerBox(self)
        return self._widget

    def _after(self, verdict: Verdict | None) -> str:
        """What follows a verdict: nothing (a right verdict carries the explanation itself), the
        answer and the explanation when revealed."""
        return self._answer_line() if verdict is None else ""

    def _show(self, verdict: Verdict | None) -> None:
        if self._widget is not None:
            self._widget.show(verdict, self._after(verdict))

    def _ipython_display_(self) -> None:
        from IPython.display import display
        display({"text/plain": str(self), "text/html": self.question_html()}, raw=True)
        if self._picture is not None:
            display(self._picture())
        bundle = dict(self.widget()._repr_mimebundle_())
        bundle["text/plain"] = _("(the answer box: it needs a running kernel)")
        display(bundle, raw=True)


#: The kinds of question say what to type in English ("a move, such as L2→F1 or deal"); these are
#: their words in the language in use, the example kept (said with the class's place labels).
_PROMPTS = ((re.compile(r"a card, such as 10♦ or QS"), N_("a card, such as 10♦ or QS")),
            (re.compile(r"a place, such as (?P<example>\S+)"), N_("a place, such as {example}")),
            (re.compile(r"a move, such as (?P<example>\S+) or deal"), N_("a move, such as {example} or {deal}")),
            (re.compile(r"a move, such as (?P<example>\S+) or redeal"), N_("a move, such as {example} or {redeal}")),
            (re.compile(r"a move, such as (?P<example>\S+)"), N_("a move, such as {example}")),
            (re.compile(r"two moves, such as (?P<example>.+)"), N_("two moves, such as {example}")),
            # a decision whose every legal move is right or losing shows notation only (exercises/decision.py)
            (re.compile(r"a move, written like (?P<example>\S+), or deal"),
             N_("a move, written like {example}, or {deal}")),
            (re.compile(r"a move, written like (?P<example>\S+), or redeal"),
             N_("a move, written like {example}, or {redeal}")),
            (re.compile(r"a move, written like (?P<example>\S+)"), N_("a move, written like {example}")),
            (re.compile(r"two moves, written like (?P<example>.+)"), N_("two moves, written like {example}")))


def prompt_words(prompt: str, game: str | None = None) -> str:
    """What an answer box asks to type, in the language in use (a prompt of another form as it is); the
    deal and the redeal are said as ``game`` says them (Spider's Russian «раздать», Maids' «сдать»)."""
    for pattern, words in _PROMPTS:
        match = pattern.fullmatch(prompt)
        if match:
            return _(words).format(**match.groupdict(), deal=_keyword_said("deal", game),
                                   redeal=_keyword_said("redeal", game))
    return prompt


def _keyword_said(keyword: str, game: str | None) -> str:
    """``deal`` or ``redeal`` in the words of the class: quoted in Ukrainian and Russian («раздать»)."""
    return quoted_word(notation_words(game)[keyword]) if language() in PLACE_WORDS else keyword


_CANONICAL_CARD = re.compile(r"(?<!\w)(10|[2-9AJQK])([♠♥♦♣])")


def _faces_said(text):
    """``text`` with each card in the English notation written as the language shows it ("J♥" is
    «В♥» in Russian), so that a revealed answer reads as the verdict does; a lesson's text is left as it is."""
    if type(text) is not str:
        return text
    return _CANONICAL_CARD.sub(lambda match: card_face(Card.parse(match.group(0))), text)


def alternatives_said(answer_text):
    """An answer built as right answers joined by " or " ("L2→F1 or M3→F1"), said with the language's
    word; plans of two moves ("L2→F2, M3→F1") are set apart so that each reads as one. A lesson's
    own text (a choice, said whole from the catalog) is left as it is."""
    if type(answer_text) is not str or " or " not in answer_text:
        return answer_text
    first, *others = answer_text.split(" or ")
    plans = any(", " in part for part in (first, *others))
    for other in others:
        first = (_.pgettext("plans of two moves", "{first} or {second}") if plans
                 else _("{first} or {second}")).format(first=first, second=other)
    return first


def answer_text_of(answer) -> str | None:
    """The answer as a stripped text, or None when it cannot be one (a huge number, a broken str)."""
    if isinstance(answer, str):
        return answer.strip()
    if isinstance(answer, int) and not isinstance(answer, bool) and answer.bit_length() > 3 * LONGEST_ANSWER:
        return None  # str() of it is slow, and past 4,300 digits refused
    try:
        text = str(answer)
    except Exception:  # an object whose str raises is no answer
        return None
    return text.strip() if isinstance(text, str) else None


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
    """Reveal every exercise of this kernel (for the teacher); returns how many were revealed.

    One that cannot show its answer (a broken widget) does not stop the others.
    """
    revealed = 0
    for exercise in list(_LIVE):
        try:
            exercise.reveal()
        except Exception:  # the others are still revealed; this one stays as it was
            continue
        revealed += 1
    return revealed


class AnswerBox:
    """The ipywidgets of one exercise: a button per choice or a text box, then the verdict."""

    def __init__(self, exercise: Exercise) -> None:
        import ipywidgets as widgets
        self.exercise = exercise
        self.feedback = widgets.HTML("")
        if exercise.choices:
            self.buttons = [widgets.Button(description=choice_letters()[k], tooltip=exercise.said(choice),
                                           layout=widgets.Layout(width="3em"))
                            for k, choice in enumerate(exercise.choices)]
            for button in self.buttons:
                button.on_click(lambda clicked: self._answer(clicked.description))
            self.inputs = list(self.buttons)
        else:
            self.text = widgets.Text(placeholder=exercise.said(exercise.prompt), continuous_update=False)
            self.check = widgets.Button(description=_("Check"))
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
        if not value:  # Enter on an empty box: say what to type (nothing is kept)
            self.feedback.value = _line(self.exercise.judge("").message, _WRONG_COLOUR)
        elif not (attempts and attempts[-1][0] == value):
            self._answer(value)

    def _answer(self, value: str) -> None:
        try:
            self.exercise.submit(value)
        except Exception as problem:  # a lesson's own check failed: say so, never lose it
            self.feedback.value = _line(_("The check itself failed: {problem}").format(problem=quoted(problem)),
                                        _WRONG_COLOUR)

    def show(self, verdict: Verdict | None, after: str) -> None:
        """Show a verdict and what follows it (verdict None: the teacher revealed the answer);
        a right answer ends the exercise."""
        if verdict is None:
            self.feedback.value = _line(_("Revealed. {answer}").format(answer=after), None)
            return
        colour = _RIGHT_COLOUR if verdict.correct else _WRONG_COLOUR
        mark = "✓" if verdict.correct else "✗"
        self.feedback.value = _line(f"{mark} {self.exercise.said(verdict.message)} {after}", colour)
        if verdict.correct:
            for control in self.inputs:
                control.disabled = True

    def _repr_mimebundle_(self, **keywords):
        return self.box._repr_mimebundle_(**keywords)


def _line(text: str, colour: str | None) -> str:
    style = f' style="color:{colour}"' if colour else ""
    return f"<span{style}>{html.escape(text.strip(), quote=False)}</span>"
