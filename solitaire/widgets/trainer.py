"""The puzzle trainer: ``train("maids")`` or ``train("spider")``.

It serves the game's puzzles one at a time on the board in puzzle mode
(:class:`~solitaire.widgets.puzzle.PuzzleBoard`), from easy to hard, and keeps a score
and a streak while the kernel runs (running ``train`` again goes on where the learner
left off):

- a puzzle solved with no wrong answer before earns its level in points and lengthens
  the streak; a wrong answer (a move the rules refuse counts too) or "Show answer" ends
  the streak, and the puzzle earns nothing, though it can still be solved;
- after each puzzle the idea it teaches is shown;
- "Next puzzle" serves the next one not yet played, a little harder; "Another like
  this" one that shares a theme with this one; "Start over" forgets the score, the
  streak and the puzzles played, and serves the first puzzle again.

A switch of language says the trainer's words again in the new one (:meth:`Trainer.relabel`).
"""
from __future__ import annotations

import html
from dataclasses import dataclass, field

import ipywidgets as widgets

from ..cards import quoted
from ..draw.words import game_in_sentence
from ..languages import N_, on_language_change, translator
from ..moves import localized_places
from ..puzzle import game_name as puzzles_game_name, kind_words, puzzles, theme_words
from .controls import live_region
from .words import label
from .puzzle import PuzzleBoard, button, guarded, lines, plain_task, with_picture

_ = translator("board")

__all__ = ["Trainer", "train", "Progress", "themes_of"]

#: What a finished puzzle earned: solved at the first try, missed (a wrong answer first), or its answer shown.
SOLVED, MISSED, SHOWN = "solved", "missed", "shown"


def train(game: str, **board_options) -> "Trainer":
    """The puzzle trainer for ``game`` ("maids" or "spider"); ``board_options`` as for the board
    (e.g. ``theme="projector"``)."""
    return Trainer(game, **board_options)


def game_name(game) -> str:
    """``"maids"`` or ``"spider"`` for what a learner may type, read as :func:`puzzles` reads it; a
    ValueError naming anything else."""
    try:
        return puzzles_game_name(game)
    except ValueError:
        raise ValueError(f"train: no puzzles for game {quoted(game)}: the trainer has 'maids' and 'spider'") from None


def themes_of(puzzle) -> tuple:
    """A puzzle's theme words, English (its kind, in the game's words, when it has none yet)."""
    return tuple(puzzle.themes) or (kind_words(puzzle.game, puzzle.kind, english=True),)


def themes_said(themes) -> str:
    """Theme words as the trainer says them, in the language in use."""
    return ", ".join(theme_words(theme) for theme in themes)


#: The trainer's buttons: label and tooltip (English, translated where shown).
LABELS = {
    "next_button": (N_("Next puzzle"), N_("Serve the next puzzle not played yet, a little harder")),
    "like_button": (N_("Another like this"), N_("Serve another puzzle on the same theme")),
    "over_button": (N_("Start over"), N_("Forget the score and the streak; back to the first puzzle")),
}


def easy_to_hard(collection) -> list:
    """The puzzles by level, the collection's order kept within a level."""
    return sorted(collection, key=lambda puzzle: puzzle.level)


@dataclass
class Progress:
    """One game's score while the kernel runs: ``results`` (puzzle id → solved, missed or shown),
    the ``streak`` of puzzles solved at the first try, the ``best_streak``, the ``score`` (the
    levels of the puzzles solved at the first try) and the puzzle ``current``ly served."""

    results: dict = field(default_factory=dict)
    streak: int = 0
    best_streak: int = 0
    score: int = 0
    current: str | None = None

    def clear(self) -> None:
        """Forget everything: no puzzle played, score and streaks 0 (every trainer of the game sees it)."""
        self.results, self.streak, self.best_streak, self.score, self.current = {}, 0, 0, 0, None

    def record(self, puzzle, result: str) -> None:
        """A puzzle finished with ``result``; only its first result counts."""
        if puzzle.id in self.results:
            return
        self.results[puzzle.id] = result
        if result == SOLVED:
            self.score += puzzle.level
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0


#: Each game's progress in this kernel (``train`` again goes on from it; Start over clears it).
_PROGRESS: dict[str, Progress] = {}


class Trainer(widgets.VBox):
    """The puzzle trainer (an ipywidgets VBox holding one :class:`PuzzleBoard` at a time).

    ``puzzle`` is the puzzle served, ``puzzle_board`` its board, ``progress`` the
    :class:`Progress` (score, streak, results), ``collection`` the puzzles easy first;
    ``next_button``, ``like_button`` and ``over_button`` are "Next puzzle", "Another like
    this" and "Start over"; ``message_text`` is the trainer's last line in plain text.
    """

    def __init__(self, game: str, **board_options) -> None:
        self.game = game_name(game)
        self.errors: list[BaseException] = []
        self.board_options = board_options
        self.collection = easy_to_hard(puzzles(self.game))
        self.progress = _PROGRESS.setdefault(self.game, Progress())
        self.title = widgets.HTML()
        self.score_line = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.next_button = button("Next puzzle", "", self.next_puzzle)
        self.like_button = button("Another like this", "", self.another_like_this)
        self.over_button = button("Start over", "", self.start_over)
        self.message = widgets.HTML(live_region(""), layout=widgets.Layout(width="100%"))
        self.message_text = ""
        self._message = ("", "")   # the last line: a text or a function that words it, and its tone
        self._label()
        self.score_line.add_class("solitaire-trainer-score")  # for a page's styles and the browser tests
        self.message.add_class("solitaire-trainer-message")
        self.header = (self.title, self.score_line,
                       widgets.HBox([self.next_button, self.like_button, self.over_button],
                                    layout=widgets.Layout(flex_flow="row wrap")),
                       self.message)
        self.puzzle_board: PuzzleBoard | None = None
        super().__init__(layout=widgets.Layout(width="100%"))
        served = {p.id: p for p in self.collection}.get(self.progress.current)
        self.serve(served or self._next_after(None) or self.collection[0])
        on_language_change(self.relabel)

    def _label(self) -> None:
        title = html.escape(_("Puzzle trainer"))
        self.title.value = lines(f"<b style='font-size:1.15em'>{title}</b> · "
                                 f"{html.escape(game_in_sentence(self.collection[0].game_class))}")
        for name, words in LABELS.items():
            label(getattr(self, name), words)

    @guarded
    def relabel(self) -> None:
        """Say the title, the buttons, the score line and the last message again in the language in use
        (the puzzle's board relabels itself). Called after each switch of language."""
        if getattr(self, "comm", None) is None:  # closed
            return
        self._label()
        self._show_message()
        self._show_progress()

    @property
    def puzzle(self):
        """The puzzle served now."""
        return self.puzzle_board.puzzle

    def _say(self, text, tone: str = "") -> None:
        """The trainer's line says ``text`` (or what a function that words it returns, again after a switch)."""
        self._message = (text, tone)
        self._show_message()

    def _show_message(self) -> None:
        text, tone = self._message
        said = text() if callable(text) else text
        text = self.message_text = localized_places(said, self.puzzle_board.puzzle.game if self.puzzle_board is not None else None)
        colour = {"right": "#1b7a1b", "wrong": "#b00020"}.get(tone, "inherit")
        shown = f"<span style='color:{colour}'>{html.escape(text, quote=False)}</span>"
        self.message.value = live_region(lines(shown))

    # --- serving ------------------------------------------------------------------------

    def serve(self, puzzle) -> None:
        """Put ``puzzle`` on a fresh board in puzzle mode."""
        old = self.puzzle_board
        self.puzzle_board = PuzzleBoard(puzzle, above=self.header, **self.board_options)
        self.puzzle_board.on_verdict(self._heard)
        # Try again starts the puzzle over: "Not this time…" would stand beside a fresh position
        self.puzzle_board.again_button.on_click(lambda _button: self._say(""))
        self.children = [self.puzzle_board]
        if old is not None:
            old.close()
        self.progress.current = puzzle.id
        self._show_progress()

    def _unplayed(self) -> list:
        return [p for p in self.collection if p.id not in self.progress.results]

    def _next_after(self, puzzle):
        """The next puzzle not played yet, in order from easy to hard after ``puzzle``, else the first one left."""
        left = [p for p in self._unplayed() if puzzle is None or p.id != puzzle.id]
        if not left or puzzle is None:
            return left[0] if left else None
        later = [p for p in left if self.collection.index(p) > self.collection.index(puzzle)]
        return (later or left)[0]

    def alike(self) -> list:
        """The puzzles not played yet that share a theme with this one, nearest in level first."""
        here = self.puzzle
        themes = set(themes_of(here))
        found = [p for p in self._unplayed() if p.id != here.id and themes & set(themes_of(p))]
        return sorted(found, key=lambda p: (p.level < here.level, abs(p.level - here.level)))

    @guarded
    def next_puzzle(self) -> None:
        """Serve the next puzzle not played yet (a little harder), or say that all are done."""
        following = self._next_after(self.puzzle)
        if following is None:
            self._say(self._all_done)
            self._show_progress()
            return
        self.serve(following)
        self._say("")

    @guarded
    def another_like_this(self) -> None:
        """Serve a puzzle not played yet that shares a theme with this one."""
        alike = self.alike()
        if not alike:
            themes = themes_of(self.puzzle)
            self._say(lambda: _("No other puzzle on {themes} is left: Next puzzle serves another theme.").format(
                themes=themes_said(themes)))
            return
        shared = [theme for theme in themes_of(alike[0]) if theme in themes_of(self.puzzle)]
        self.serve(alike[0])
        self._say(lambda: _("Another on {themes}.").format(themes=themes_said(shared)))

    @guarded
    def start_over(self) -> None:
        """Forget the score, the streak and the puzzles played; serve the first puzzle again."""
        self.progress.clear()
        self.serve(self.collection[0])
        self._say(lambda: _("Started over: score 0, streak 0."))

    # --- scoring --------------------------------------------------------------------------

    @guarded
    def _heard(self, board: PuzzleBoard, answer) -> None:
        """A verdict on the puzzle served: score it the first time the puzzle is finished or missed, and say
        the score in the verdict's own line (the trainer's line above is cleared: one current line)."""
        self._say("")
        puzzle = board.puzzle
        earlier = self.progress.results.get(puzzle.id)
        if answer is None:
            self.progress.record(puzzle, SHOWN)
            text = None if earlier else N_("No points for a shown answer; the streak starts again.")
        elif not answer.right:
            self.progress.record(puzzle, MISSED)
            text = None if earlier else N_("Not this time: the streak starts again. "
                                           "Try again to find the right move, or go on.")
        elif board.solved:
            self.progress.record(puzzle, SOLVED)
            text = self._solved_words(puzzle, earlier)
        else:
            return  # one right move of several: the verdict line counts them
        if text:
            what_next = self._what_next()
            board.add_afterword(lambda: f"{text() if callable(text) else _(text)} {what_next()}".strip())
        self._show_progress()

    def _solved_words(self, puzzle, earlier):
        """What a solve earned, as a function that words it (or a message), by what came first."""
        if earlier is None:
            streak = self.progress.streak
            return lambda: _.ngettext("+{points} point, streak {streak}.", "+{points} points, streak {streak}.",
                                      puzzle.level).format(points=puzzle.level, streak=streak)
        return {SOLVED: N_("Solved again: its points were counted at the first try."),
                MISSED: N_("Solved. No points this time: a wrong answer came first."),
                SHOWN: N_("Solved. No points this time: the answer was shown first.")}[earlier]

    def _what_next(self):
        """What the learner may do next, as a function that words it."""
        if self.puzzle.id not in self.progress.results:
            return lambda: ""
        if not self._unplayed():
            return self._all_done
        return lambda: _("Next puzzle, or Another like this, when ready.")

    def _all_done(self) -> str:
        solved = sum(result == SOLVED for result in self.progress.results.values())
        return _("All {count} puzzles played: {solved} solved at the first try, score {score}. "
                 "Start over to play them again.").format(count=len(self.collection), solved=solved,
                                                          score=self.progress.score)

    def _show_progress(self) -> None:
        puzzle, progress = self.puzzle, self.progress
        number = self.collection.index(puzzle) + 1
        solved = sum(result == SOLVED for result in progress.results.values())
        # a theme can name the answer ("deal"): said once the puzzle is solved or its answer shown, as the idea is
        done = (self.puzzle_board.solved or self.puzzle_board.answer_shown
                or progress.results.get(puzzle.id) in (SOLVED, SHOWN))
        themes = " · " + themes_said(puzzle.themes) if puzzle.themes and done else ""
        self.score_line.value = lines(html.escape(" · ".join([
            _("Puzzle {number} of {count}").format(number=number, count=len(self.collection)),
            _("level {level}").format(level=puzzle.level) + themes,
            _("score {score}").format(score=progress.score),
            _("streak {streak} (best {best})").format(streak=progress.streak, best=progress.best_streak),
            _("{count} solved at the first try").format(count=solved)]), quote=False))
        self.next_button.disabled = self._next_after(puzzle) is None
        self.like_button.disabled = not self.alike()

    def close(self) -> None:
        if getattr(self, "puzzle_board", None) is not None:  # also when __init__ failed half-way
            self.puzzle_board.close()
        for child in getattr(self, "header", ()):
            for inner in getattr(child, "children", ()):
                inner.close()
            child.close()
        super().close()

    def _repr_mimebundle_(self, **kwargs):
        return with_picture(super()._repr_mimebundle_(**kwargs), self.puzzle_board.board.picture.value, repr(self))

    def __repr__(self) -> str:
        """The trainer, its game and the task of the puzzle served, in words: what a viewer without widgets
        (and a stored notebook's text) shows."""
        return f"{_('Puzzle trainer')} · {game_in_sentence(self.collection[0].game_class)} · {plain_task(self.puzzle)}"
