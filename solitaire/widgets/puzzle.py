"""The interactive board in puzzle mode: ``play(puzzle)``.

The puzzle's panel stands beside the board (above it on a narrow screen): the task, the
answer box and its buttons, the verdict line and, once the puzzle is solved or its
answer shown, the idea it teaches. The learner plays a move on the board (pick a card
up, click where it goes; a click on the stock deals) or types it in the box; either way
the move is judged alike, and the verdict line answers: right, or why not, with the
reason in card words first and the position counts on a smaller second line. "Show
answer" gives the answer, "Try again" puts the position back. A puzzle with several
right moves ("find_all") counts the ones found, and is solved once all are. A switch of language
says the task, the buttons, the verdict and the idea again in the new one (:meth:`PuzzleBoard.relabel`).

Nothing on the screen names a right move before the learner plays it: picking a card
up only frames it (no places light up, ``board.highlight`` stays empty), a card that
cannot move is picked up like any other, and the board's move list and the controls
that would leave the puzzle or give it away (Hint, Autoplay, a new deal, the options)
are hidden.
"""
from __future__ import annotations

import functools
import html
import re

import ipywidgets as widgets

from ..languages import N_, on_language_change, translator
from ..moves import IllegalMove, Move, localized_places, notation_example, typed_by_learner
from ..puzzle import Answer, Puzzle, kind_words, puzzle_idea, puzzle_task
from .board import play as play_game
from .controls import live_region, on_enter
from .puzzle_mode import NO_MOUSE_IN_PUZZLE, PuzzleModeBoard
from .words import YOUR_MOVE, deal_words, label, typed_example

_ = translator("board")

__all__ = ["PuzzleBoard", "PuzzleModeBoard", "play", "verdict_html", "button", "lines", "with_picture",
           "plain_task", "picture_title"]

#: The board's controls a puzzle hides (by attribute name): they give the answer away
#: (Hint, Autoplay, the list of legal moves), leave the puzzle's position for another
#: game (a new deal, the options) or do what Try again does (Undo, Redo, the replay slider).
HIDDEN = ("hint_button", "autoplay_button", "stop_button", "speed", "setup_row", "readings", "moves", "play_button",
          "replay", "undo_button", "redo_button", "your_move")  # the panel has its own "Your move" box

#: The panel's controls' words, by attribute: label and tooltip (English, translated where shown).
PANEL_LABELS = {
    "answer_box": (YOUR_MOVE, N_("Type a move, then press Enter or Answer")),
    "answer_button": (N_("Answer"), N_("Judge the move typed in the box")),
    "show_button": (N_("Show answer"), N_("Show the right move(s) and the idea")),
    "again_button": (N_("Try again"), N_("Put the puzzle's position back")),
}
#: The hint in the empty answer box.

RIGHT_COLOUR = "#1b7a1b"
WRONG_COLOUR = "#b00020"
DETAIL_COLOUR = "#555"

#: How tall the puzzle's picture may be: the window less the board's lines under it, so
#: that the picture, its buttons and its message line fit a 1280×620 window.
PICTURE_HEIGHT = "calc(100vh - 11em)"
#: The panel's width beside the board (it wraps above the board when the window is narrow).
PANEL_WIDTH = "24em"


def guarded(method):
    """Run a widget callback so that a failure shows in the verdict line (and in ``errors``), never lost."""
    @functools.wraps(method)
    def guarded_method(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except Exception as error:  # shown to the learner and kept for the tests
            self.errors.append(error)
            self._say(_("Something went wrong: {error}").format(error=repr(error)), tone="wrong")
            return None
    return guarded_method


def play(game_or_puzzle, **options):
    """The interactive board: for a game (see :class:`Board`), or for a puzzle in puzzle mode."""
    if isinstance(game_or_puzzle, Puzzle):
        return PuzzleBoard(game_or_puzzle, **options)
    return play_game(game_or_puzzle, **options)


def button(text: str, tip: str, action) -> widgets.Button:
    """A button named ``text`` (its accessible name) with the tooltip ``tip``, calling ``action()`` when pressed."""
    pressed = widgets.Button(description=text, tooltip=tip, layout=widgets.Layout(width="auto"))
    pressed.on_click(lambda _button: action())
    return pressed


def with_picture(bundle, picture: bytes, text: str = ""):
    """A widget's display bundle with the board's picture added, for a front end that cannot run
    widgets (a viewer of the stored notebook, an HTML export): it shows the picture instead, and
    ``text`` whole as the plain-text form (ipywidgets cuts a widget's text at 110 characters)."""
    import base64
    if bundle is not None and picture:
        bundle["image/png"] = base64.b64encode(picture).decode("ascii")
    if bundle is not None and text:
        bundle["text/plain"] = text
    return bundle


def verdict_html(reason: str, detail: str = "", tone: str = "") -> str:
    """The verdict line: the reason big (green when right, red when wrong), the detail small under it.

    >>> verdict_html("Right: L2→F1.", "searched 3 positions", tone="right")  # doctest: +ELLIPSIS
    "<div ...color:#1b7a1b...>Right: L2→F1.</div><div ...>searched 3 positions</div>"
    """
    colour = {"right": RIGHT_COLOUR, "wrong": WRONG_COLOUR}.get(tone, "inherit")
    line = (f"<div style='font-size:1.2em; line-height:1.3; color:{colour}'>"
            f"{html.escape(reason, quote=False)}</div>")
    if detail:
        line += (f"<div style='font-size:0.85em; line-height:1.3; color:{DETAIL_COLOUR}'>"
                 f"{html.escape(detail, quote=False)}</div>")
    return line


def plain_task(puzzle: Puzzle) -> str:
    """A puzzle's name and task in plain text, in the language in use: "Puzzle spider-01 · <task>"."""
    return f"{_('Puzzle {id}').format(id=puzzle.id)} · {puzzle_task(puzzle)}"


def picture_title(puzzle: Puzzle) -> str:
    """The title on a puzzle's picture, in the language in use: its name and its task, what the class is to
    do ("Puzzle spider-21: The K♦ on B2 fits no base yet. Which move lets it go to a base next? Play it."),
    so that a presented picture says it without the panel beside it; a closing aside in brackets is left to
    the panel, and a tempting move's long task is said short."""
    if puzzle.kind == "tempting" and puzzle.tempting:   # its task is too long for one line of a picture
        return _("Puzzle {id}: {move} looks natural, but it loses; find a winning move").format(
            id=puzzle.id, move=puzzle.tempting)
    task = re.sub(r"\s*\([^()]*\)(?=\.?$)", "", puzzle_task(puzzle))
    return _("Puzzle {id}: {task}").format(id=puzzle.id, task=task)


def lines(text_html: str) -> str:
    """HTML in a block of ordinary line height (a front end may give a widget's text the height of a button)."""
    return f"<div style='line-height:1.35'>{text_html}</div>"


def puzzle_example(puzzle) -> str:
    """The example move of a puzzle's answer box, in its game: ``L2 F1``; ``С2 Б4`` in a Ukrainian Spider.
    Its places are ones no legal move of the position uses: every legal move of a puzzle is its answer or a
    move its verdict explains, and an example that were one would read as a hint (maids-31's tempting move
    was L2→F1, the game's own example)."""
    game = puzzle.start()
    return typed_example(puzzle.game, notation_example(game, game.legal_moves()))


class PuzzleBoard(widgets.HBox):
    """A puzzle on the interactive board: the panel (task, answer box, verdict, idea) beside the board.

    ``found`` holds the right moves found so far, ``wrong`` the wrong answers given (a
    refused move too), ``solved`` says whether the puzzle is done, ``answer_shown``
    whether "Show answer" was pressed, ``verdict_text`` is the last verdict in plain
    text (reason, and the detail on a second line). ``above``: widgets to put at the top
    of the panel (the trainer's). :meth:`on_verdict` calls back after every verdict.
    """

    def __init__(self, puzzle: Puzzle, *, above=(), **board_options) -> None:
        self.puzzle = puzzle
        self.errors: list[BaseException] = []
        self.found: list[str] = []
        self.wrong: list[str] = []
        self.answer_shown = False
        self.verdict_text = ""
        self._verdict = ("", "", "")   # the last verdict: reason (a text or a function that words it), detail, tone
        self._afterword = ""           # words added after the verdict's reason (the trainer's score)
        self._callbacks: list = []
        board_options.setdefault("title", picture_title(puzzle))
        self._own_title = board_options["title"] == picture_title(puzzle)   # said again in a new language
        self.board = PuzzleModeBoard(puzzle.start(), self._refused, moves_before=puzzle.ply or 0, **board_options)
        for name in HIDDEN:
            control = getattr(self.board, name, None)
            if control is not None:
                control.layout.display = "none"
        self.board.picture.layout.max_height = PICTURE_HEIGHT
        self.board.layout.flex = "1 1 0%"
        self.board.layout.min_width = "20em"
        self.task = widgets.HTML(self._task_html(), layout=widgets.Layout(width="100%"))
        self.answer_box = widgets.Text(layout=widgets.Layout(width="16em"), style={"description_width": "5.5em"})
        on_enter(self.answer_box, self.answer_typed)
        self.answer_button = button("Answer", "", self.answer_typed)
        self.show_button = button("Show answer", "", self.show_answer)
        self.again_button = button("Try again", "", self.try_again)
        self._label_panel()
        self.verdict = widgets.HTML(live_region(""), layout=widgets.Layout(width="100%", min_height="3.2em"))
        self.idea = widgets.HTML(layout=widgets.Layout(width="100%", display="none"))
        for widget, name in ((self.task, "task"), (self.verdict, "verdict"), (self.idea, "idea")):
            widget.add_class(f"solitaire-puzzle-{name}")  # for a page's styles and the browser tests
        self._listener = self._moved
        self.board.game.observe(self._listener)
        buttons = widgets.HBox([self.answer_button, self.show_button, self.again_button],
                               layout=widgets.Layout(flex_flow="row wrap"))
        self.panel = widgets.VBox([*above, self.task, self.answer_box, buttons, self.verdict, self.idea],
                                  layout=widgets.Layout(flex=f"0 1 {PANEL_WIDTH}", min_width="16em",
                                                        margin="0 1em 0 0"))
        # the panel first: on a narrow screen it wraps above the board, the task read first
        super().__init__([self.panel, self.board],
                         layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start", width="100%"))
        self.add_class("solitaire-puzzle")
        on_language_change(self.relabel)

    def _label_panel(self) -> None:
        for name, words in PANEL_LABELS.items():
            label(getattr(self, name), words)
        self.answer_box.placeholder = deal_words(self.puzzle.game)["example"].format(move=self._example())

    def _example(self) -> str:
        return puzzle_example(self.puzzle)

    @guarded
    def relabel(self) -> None:
        """Say the task, the buttons, the verdict and the idea again in the language in use (the board
        relabels itself). Called after each switch of language."""
        if getattr(self, "comm", None) is None:  # closed
            return
        self.task.value = self._task_html()
        if self._own_title:
            self.board.retitle(picture_title(self.puzzle))
        self._label_panel()
        self._show_verdict()
        if self.idea.layout.display != "none":
            self._show_idea()

    def _task_html(self) -> str:
        puzzle = self.puzzle
        origin = (" · " + origin_words(puzzle) if puzzle.deal is not None else "")
        kind = html.escape(kind_words(puzzle.game, puzzle.kind))
        title = html.escape(_("Puzzle {id}").format(id=puzzle.id))
        level = html.escape(_("level {level}").format(level=puzzle.level))
        return lines(f"<b>{title}</b> · {kind} · {level}{origin}<div style='font-size:1.2em; margin-top:0.2em'>"
                     f"{html.escape(puzzle_task(puzzle))}</div>")

    @property
    def solved(self) -> bool:
        if self.puzzle.find_all:
            return set(self.puzzle.answers) <= set(self.found)
        return bool(self.found)

    def on_verdict(self, callback) -> None:
        """Call ``callback(board, answer)`` after every verdict on a move (``answer`` an :class:`Answer`),
        and ``callback(board, None)`` when the answer is shown."""
        self._callbacks.append(callback)

    def _say(self, reason, detail="", tone: str = "") -> None:
        """The verdict line says ``reason`` and ``detail``; ``reason`` may be a function that words it (or
        both, as a pair), said again after a switch of language. It replaces the line whole, the
        afterword too: the learner reads one current line."""
        self._verdict = (reason, detail, tone)
        self._afterword = ""
        self._show_verdict()

    def add_afterword(self, words) -> None:
        """Add ``words`` (a text or a function that words it) after the verdict's reason, in its tone: the
        trainer's score of the verdict joins the verdict's own line instead of standing apart from it."""
        self._afterword = words
        self._show_verdict()

    def _show_verdict(self) -> None:
        reason, detail, tone = self._verdict
        if callable(reason):
            reason = reason()
            if isinstance(reason, tuple):   # a function that words the reason and the detail
                reason, detail = reason
        afterword = self._afterword() if callable(self._afterword) else self._afterword
        reason = f"{reason} {afterword}".strip() if afterword else reason
        reason, detail = (localized_places(words, self.puzzle.game) for words in (reason, detail))
        self.verdict_text = f"{reason}\n{detail}" if detail else reason
        self.verdict.value = live_region(verdict_html(reason, detail, tone))

    def _show_idea(self) -> None:
        idea = puzzle_idea(self.puzzle)
        if idea:
            heading = html.escape(_("The idea:"))
            self.idea.value = (f"<div style='font-size:1.05em; line-height:1.35; border-left:4px solid {RIGHT_COLOUR}; "
                               f"padding-left:0.5em'><b>{heading}</b> {html.escape(idea, quote=False)}</div>")
            self.idea.layout.display = None

    # --- the learner's move ---------------------------------------------------------------

    @guarded
    def _moved(self, game) -> None:
        """The game's observer: the first move from the puzzle's position is the answer judged."""
        if len(game.history) == 1:
            self._judge(game.history[0])
        elif len(game.history) > 1:
            self._say(lambda: _("The puzzle asks for one move: press Try again to start over."))
        else:
            self._say("")

    @guarded
    def _refused(self, move: Move) -> None:
        """A move the board refused (a click): judged as an answer, as if typed."""
        if self.board.game.history:
            self._say(lambda: _("The puzzle asks for one move: press Try again to start over."))
        else:
            self._judge(move)

    def _judge(self, move) -> None:
        answer = self.puzzle.check(move)
        if answer.right and answer.move not in self.found:
            self.found.append(answer.move)
        elif not answer.right:
            self.wrong.append(answer.move)
        one_of_several = answer.right and not self.solved
        found, left = len(self.found), len(self.puzzle.answers) - len(self.found)
        if answer.right and not one_of_several:
            self._show_idea()
        given = [answer]

        def words() -> tuple[str, str]:
            # the answer given; after a switch of language, the move judged again for its words in the new one
            judged = given.pop() if given else self.puzzle.check(move)
            if one_of_several:
                return _("Right: {move} ({found} found, {left} to go). Press Try again for the next one.").format(
                    move=judged.move, found=found, left=left), judged.detail
            if judged.right:
                # the idea gets its own line under the verdict, so the verdict need not say it too; both
                # labelled as the board labels places (С11 for L2: check() labels its reason), or the idea is
                # not found in the verdict
                idea, verdict = puzzle_idea(self.puzzle), judged.reason
                return _("Solved! {verdict}").format(
                    verdict=verdict.replace(idea, "").strip() if idea else verdict), judged.detail
            return judged.reason, judged.detail
        self._say(words, tone="right" if answer.right else "wrong")
        for callback in self._callbacks:
            callback(self, answer)

    @guarded
    def answer_typed(self) -> None:
        """Judge the move typed in the box, as a move made on the board is: a legal one is played there."""
        text = self.answer_box.value.strip()
        if not text:
            self._say(lambda: deal_words(self.puzzle.game)["first"].format(move=self._example()),
                      tone="wrong")
            return
        game = self.board.game
        if game.history:
            self._back_to_start()
        try:
            with typed_by_learner():
                move = game.parse_move(text)
        except IllegalMove:  # not a move at all: the judge says so in words
            self._judge(text)
            return
        if move in game.legal_moves():
            # through the board's own move list, so that its message line says what was played
            self.board.moves.value = move
            self.board.play_listed()  # the game's observer then judges the move
        else:
            self._judge(move)

    @guarded
    def show_answer(self) -> None:
        """Say the answer, draw it on the puzzle's position (put back first) and show the idea."""
        puzzle = self.puzzle
        self.answer_shown = True
        if self.board.game.history:
            self._back_to_start()
        self.board.mark_answer(puzzle.answers)
        self._say(lambda: (_("The right moves are {moves}.") if len(puzzle.answers) > 1 else
                           _("The answer is {moves}.")).format(moves=", ".join(puzzle.answers)))
        self._show_idea()
        for callback in self._callbacks:
            callback(self, None)

    def _back_to_start(self) -> None:
        self.board.game.restart()
        self.board._say("")  # the board's line about the move taken back would mislead

    @guarded
    def try_again(self) -> None:
        """Back to the puzzle's position (the moves found so far stay found)."""
        self._back_to_start()
        self.answer_box.value = ""
        found = ", ".join(self.found) if self.found and not self.solved else ""
        self._say(lambda: _("The puzzle's position again. Found so far: {moves}.").format(moves=found) if found
                  else _("The puzzle's position again."))

    def close(self) -> None:
        self.board.game.unobserve(self._listener)
        self.board.close()
        for child in (self.task, self.answer_box, self.answer_button, self.show_button, self.again_button,
                      self.verdict, self.idea, self.panel):
            child.close()  # not the widgets put above the panel: they belong to whoever put them there
        super().close()

    def _repr_mimebundle_(self, **kwargs):
        return with_picture(super()._repr_mimebundle_(**kwargs), self.board.picture.value, repr(self))

    def __repr__(self) -> str:
        """The puzzle and its task in words: what a viewer without widgets (and a stored notebook's text) shows."""
        return plain_task(self.puzzle)


def origin_words(puzzle: Puzzle) -> str:
    """Where a puzzle's position comes from, counted as the board counts its moves ("after 23
    moves" beside the board's "23 moves played"; a fresh reader read "move 24" as a contradiction)."""
    if not puzzle.ply:
        return _("from deal {deal}, before its first move").format(deal=puzzle.deal)
    return _.ngettext("from deal {deal}, after {moves} move", "from deal {deal}, after {moves} moves",
                      puzzle.ply).format(deal=puzzle.deal, moves=puzzle.ply)
