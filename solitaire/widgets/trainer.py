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
"""
from __future__ import annotations

import html
from dataclasses import dataclass, field

import ipywidgets as widgets

from ..cards import quoted
from ..puzzles import kind_words, puzzles
from .controls import live_region
from .puzzle import PuzzleBoard, button, guarded, lines, with_picture

__all__ = ["Trainer", "train", "Progress", "themes_of"]

GAMES = {"maids": "Twelve Sleeping Maids", "twelvesleepingmaids": "Twelve Sleeping Maids", "spider": "Spider"}

#: What a finished puzzle earned: solved at the first try, missed (a wrong answer first), or its answer shown.
SOLVED, MISSED, SHOWN = "solved", "missed", "shown"


def train(game: str, **board_options) -> "Trainer":
    """The puzzle trainer for ``game`` ("maids" or "spider"); ``board_options`` as for the board
    (e.g. ``theme="projector"``)."""
    return Trainer(game, **board_options)


def game_name(game) -> str:
    """``"maids"`` or ``"spider"`` for what a learner may type; a ValueError naming anything else."""
    name = game.lower().replace(" ", "") if isinstance(game, str) else None
    if name not in GAMES:
        raise ValueError(f"train: no puzzles for game {quoted(game)}: the trainer has 'maids' and 'spider'")
    return "maids" if GAMES[name] == GAMES["maids"] else "spider"


def themes_of(puzzle) -> tuple:
    """A puzzle's theme words (its kind, in the game's words, when it has none yet)."""
    return tuple(puzzle.themes) or (kind_words(puzzle.game, puzzle.kind),)


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
        self.title = widgets.HTML(lines(f"<b style='font-size:1.15em'>Puzzle trainer</b> · {GAMES[self.game]}"))
        self.score_line = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.next_button = button("Next puzzle", "Serve the next puzzle not played yet, a little harder",
                                        self.next_puzzle)
        self.like_button = button("Another like this", "Serve another puzzle on the same theme",
                                        self.another_like_this)
        self.over_button = button("Start over", "Forget the score and the streak; back to the first puzzle",
                                        self.start_over)
        self.message = widgets.HTML(live_region(""), layout=widgets.Layout(width="100%"))
        self.message_text = ""
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

    @property
    def puzzle(self):
        """The puzzle served now."""
        return self.puzzle_board.puzzle

    def _say(self, text: str, tone: str = "") -> None:
        self.message_text = text
        colour = {"right": "#1b7a1b", "wrong": "#b00020"}.get(tone, "inherit")
        shown = f"<span style='color:{colour}'>{html.escape(text, quote=False)}</span>"
        self.message.value = live_region(lines(shown))

    # --- serving ------------------------------------------------------------------------

    def serve(self, puzzle) -> None:
        """Put ``puzzle`` on a fresh board in puzzle mode."""
        old = self.puzzle_board
        self.puzzle_board = PuzzleBoard(puzzle, above=self.header, **self.board_options)
        self.puzzle_board.on_verdict(self._heard)
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
            self._say(self._all_done())
            self._show_progress()
            return
        self.serve(following)
        self._say("")

    @guarded
    def another_like_this(self) -> None:
        """Serve a puzzle not played yet that shares a theme with this one."""
        alike = self.alike()
        if not alike:
            self._say(f"No other puzzle on {', '.join(themes_of(self.puzzle))} is left: "
                      "Next puzzle serves another theme.")
            return
        shared = [theme for theme in themes_of(alike[0]) if theme in themes_of(self.puzzle)]
        self.serve(alike[0])
        self._say(f"Another on {', '.join(shared)}.")

    @guarded
    def start_over(self) -> None:
        """Forget the score, the streak and the puzzles played; serve the first puzzle again."""
        self.progress.clear()
        self.serve(self.collection[0])
        self._say("Started over: score 0, streak 0.")

    # --- scoring --------------------------------------------------------------------------

    @guarded
    def _heard(self, board: PuzzleBoard, answer) -> None:
        """A verdict on the puzzle served: score it the first time the puzzle is finished or missed."""
        puzzle, already = board.puzzle, board.puzzle.id in self.progress.results
        if answer is None:
            self.progress.record(puzzle, SHOWN)
            text, tone = "" if already else "No points for a shown answer; the streak starts again.", ""
        elif not answer.right:
            self.progress.record(puzzle, MISSED)
            text, tone = ("" if already else "Not this time: the streak starts again. "
                          "Try again to find the right move, or go on."), "wrong"
        elif board.solved:
            self.progress.record(puzzle, SOLVED)
            text = (f"+{puzzle.level} point{'s' * (puzzle.level != 1)}, streak {self.progress.streak}."
                    if not already else "Solved. No points this time: it was missed or shown first.")
            tone = "right"
        else:
            return  # one right move of several: the verdict line counts them
        if text:
            self._say(f"{text} {self._what_next()}".strip(), tone)
        self._show_progress()

    def _what_next(self) -> str:
        if self.puzzle.id not in self.progress.results:
            return ""
        return self._all_done() if not self._unplayed() else "Next puzzle, or Another like this, when ready."

    def _all_done(self) -> str:
        solved = sum(result == SOLVED for result in self.progress.results.values())
        return (f"All {len(self.collection)} puzzles played: {solved} solved at the first try, score "
                f"{self.progress.score}. Start over to play them again.")

    def _show_progress(self) -> None:
        puzzle, progress = self.puzzle, self.progress
        number = self.collection.index(puzzle) + 1
        solved = sum(result == SOLVED for result in progress.results.values())
        # a theme can name the answer ("deal"): said once the puzzle is solved or its answer shown, as the idea is
        done = (self.puzzle_board.solved or self.puzzle_board.answer_shown
                or progress.results.get(puzzle.id) in (SOLVED, SHOWN))
        themes = f" · {', '.join(puzzle.themes)}" if puzzle.themes and done else ""
        self.score_line.value = lines(html.escape(
            f"Puzzle {number} of {len(self.collection)} · level {puzzle.level}{themes} · "
            f"score {progress.score} · streak {progress.streak} (best {progress.best_streak}) · "
            f"{solved} solved", quote=False))
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
        return with_picture(super()._repr_mimebundle_(**kwargs), self.puzzle_board.board.picture.value)

    def __repr__(self) -> str:
        progress = self.progress
        return (f"<Trainer: {self.game}, puzzle {self.puzzle.id}, score {progress.score}, "
                f"streak {progress.streak}, {len(progress.results)} of {len(self.collection)} played>")
