"""The interactive board: play a game in the notebook, by clicks or from the move list.

``play(game)`` (or ``Board(game)``) returns the board, a widget to show in a cell::

    board = play(Maids(deal=7))
    board                      # the picture, buttons, message line, status line
    board.game.play("deal")    # from another cell: the picture follows

Click a card to pick it up (the places it may go to light up), then click where it
goes; a click on the stock deals. A move the rules forbid is refused with the rule's
sentence, and nothing changes. Without a mouse (or without ipyevents), pick a move in
the list and press Play. Undo, Redo, a replay slider, Hint, Autoplay, a new deal by
number, the game's options and the look (screen or projector, four suit colours)
are controls below the picture; a game a new deal replaces is kept, and "Back to deal
N" brings it back. A fresh deal's message line says what to do first; after each move it
says what the move did, with the sentences that made it happen (``J♦ from R1 to F1: the first prince, M1
and M2 wake (maids.14); R1 refilled from the stock (maids.16).``); a board that does
more after a move (a puzzle) overrides :meth:`Board.after_move`. Everything it says follows the
language (:func:`solitaire.set_language`): a switch relabels a live board at once (:meth:`Board.relabel`).

The click logic lives in :mod:`solitaire.widgets.clicks`, the layout in
:mod:`solitaire.widgets.controls`, hints and autoplay in :mod:`solitaire.widgets.autoplay`;
this module wires them to the game and the drawing.
"""
from __future__ import annotations

from ..draw import describe, position_words, what_happened
from ..languages import on_language_change, translator
from ..moves import DEAL, REDEAL, IllegalMove, Move, localized_places, typed_by_learner
from .clicks import (first_step, game_title, interpret_click, move_label, option_words, outcome_text, pixel_of,
                     plies_in_reach, png_size, status_text)
from .autoplay import HintsAndAutoplay
from .controls import NO_MOVE, Controls, guarded, live_region, look_refusal, message_html, option_values, refusal
from .kept import KeptGames, joined, worth_keeping
from .words import deal_words, typed_example

_ = translator("board")

__all__ = ["Board", "play", "HINT_BUDGET"]

HINT_BUDGET = {"budget_seconds": 0.5}
"""How long the Hint button lets the solver think by default (keeps the kernel lively)."""


def play(game, **options) -> "Board":
    """The interactive board for ``game`` (see :class:`Board` for the options)."""
    return Board(game, **options)


class Board(KeptGames, HintsAndAutoplay, Controls):
    """A game on an interactive board (an ipywidgets VBox).

    ``board.game`` is the game shown; assign another to switch. A game replaced by one of
    its kind (New deal, an option, an assignment) is kept if it had moves, one step back:
    ``Back to deal N`` brings it back as it was left (``board.kept`` is that game; a game
    of another kind is left to the page, which keeps one of each). Options:
    ``hint_budget`` (keywords for :func:`solitaire.solver.hint`, default
    :data:`HINT_BUDGET`), ``speed`` (autoplay moves per second), and any keyword of
    :class:`solitaire.draw.BoardView` (the look, e.g. ``theme="projector"``,
    ``four_colour=True``, and decorations). ``reveal_targets=False`` picks a card up
    without lighting the places it may go to (a puzzle: they would give the answer
    away). :meth:`after_move` is the hook for what happens after each move,
    :meth:`refused` for a move the rules refuse.
    """

    def __init__(self, game, *, hint_budget: dict | None = None, speed: float = 2.0, reveal_targets: bool = True,
                 **decorations) -> None:
        self.errors: list[BaseException] = []
        self.reveal_targets = reveal_targets
        self.hint_budget = dict(HINT_BUDGET if hint_budget is None else hint_budget)
        self.decorations = decorations
        self.selected: str | None = None
        self.highlight: tuple[str, ...] = ()
        self.hinted: Move | None = None   # the hint shown, drawn as its own kind of mark
        self.message_text = ""
        self._message = ("", False)   # what the message line says: a text or a function that words it, refused?
        self.renders = 0  # pictures drawn (the picture is redrawn only when it changes)
        self.autoplaying = False
        self._game = None
        self.kept = None   # the game the last replacement took off the board, to come back to
        self._view = None
        self._drawn_key = None
        self._listed_state = None
        self._png_size = (1, 1)
        self._autoplay_task = None
        self._seen: set = set()
        self._listener = self._game_changed  # one bound method, so unobserve finds it
        super().__init__(speed=speed)
        self.game = game
        on_language_change(self.relabel)

    # --- the game shown -----------------------------------------------------------------

    #: Moves of its deal played before the game's own history began (a puzzle's board sets it): the
    #: picture counts them, as :class:`~solitaire.draw.BoardView` does.
    moves_before = 0

    @property
    def game(self):
        """The game on the board; assigning another game shows that one instead."""
        return self._game

    @game.setter
    def game(self, game) -> None:
        self._switch_to(game)

    def _switch_to(self, game, headline: str = "") -> None:
        """Show ``game``; the message line says ``headline`` and, on a fresh deal, what to do first."""
        from ..draw import BoardView
        self.stop_autoplay(quiet=True)
        old = self._game
        if old is not None:
            old.unobserve(self._listener)
        # a game of another kind is the page's to keep (the classroom keeps one of each)
        keeping = old is not None and old is not game and type(old) is type(game) and worth_keeping(old)
        if keeping or self.kept is game:
            self.kept = old if keeping else None
        self._game, self._view = game, BoardView(game, moves_before=self.moves_before, **self.decorations)
        self.show_look(self.decorations)
        self._drawn_key = self._listed_state = None
        self.selected, self.highlight = None, ()
        # a message about the old game would mislead; the one kept is named, with the way back
        self._show_back()
        self._say(lambda: joined(headline, self._kept_words() if keeping else "", first_step(game)))
        self.show_setup(game, kind_changed=old is None or type(old) is not type(game))
        game.observe(self._listener)
        self._refresh()

    @guarded
    def _game_changed(self, game) -> None:
        """The game's observer: whoever changed it (this board or another cell), redraw."""
        if game is self._game:
            self.selected, self.highlight, self.hinted = None, (), None
            self._refresh()

    def close(self) -> None:
        """Stop autoplay, stop following the game, and close the widgets (ipywidgets calls it on deletion)."""
        self.stop_autoplay(quiet=True)
        game = getattr(self, "_game", None)
        if game is not None:
            game.unobserve(self._listener)
        if getattr(self, "clicks", None) is not None:
            self.clicks.close()
        _close_all(self.children)
        super().close()

    def __repr__(self) -> str:
        """Short and free of picture bytes: text front ends and saved notebooks show this."""
        game = self._game
        if game is None:
            return "<Board: no game>"
        start = (f"deal {game.deal}" if game.deal is not None else "a position by name" if game.by_name
                 else "own order")
        return f"<Board: {game.title} {start}, {len(game.history)} moves, {game.status}>"

    # --- showing ------------------------------------------------------------------------

    def _say(self, text, refused: bool = False) -> None:
        """Put ``text`` in the message line: a text, or a function that words it (said again in the new
        language after a switch)."""
        self._message = (text, refused)
        self._show_message()

    def _show_message(self) -> None:
        text, refused = self._message
        said = text() if callable(text) else text
        self.message_text = localized_places(said, self._game.game_name if self._game is not None else None)
        self.message.value = live_region(message_html(self.message_text, refused))

    @guarded
    def relabel(self) -> None:
        """Say everything again in the language in use: the controls, the message and status lines, the
        move list and the picture (its words are the drawing's). Called after each switch of language."""
        if self._game is None or getattr(self, "comm", None) is None:  # closed, or not made yet
            return
        self.label_controls()
        self._show_back()
        self._show_message()
        self._drawn_key = self._listed_state = None
        self._refresh()

    def _refresh(self) -> None:
        """Bring every control, the status line and the picture in line with the game."""
        game = self._game
        legal = game.legal_moves()
        self.deal_button.disabled = DEAL not in legal
        self.redeal_button.disabled = REDEAL not in legal
        self.undo_button.disabled = not game.can_undo()
        self.redo_button.disabled = not game.can_redo()
        self.hint_button.disabled = not legal
        self.play_button.disabled = not legal
        self._show_autoplay_buttons()
        if self._listed_state is not game.state:
            self.list_moves([(move_label(game, move), move) for move in legal])
            self._listed_state = game.state
        self.show_replay(len(game.history), plies_in_reach(game))
        self.status_line.value = message_html(localized_places(status_text(game), game.game_name))
        self._draw()

    def _show_autoplay_buttons(self) -> None:
        self.autoplay_button.disabled = self.autoplaying or not self._game.legal_moves()
        self.stop_button.disabled = not self.autoplaying

    def _draw(self) -> bool:
        """Set a new picture if the position or its decorations changed; True if it did."""
        game = self._game
        last = game.history[-1] if game.history else None
        key = (game.state, self.selected, self.highlight, last, self.hinted)
        drawn = self._drawn_key
        if drawn is not None and drawn[0] is key[0] and drawn[1:] == key[1:]:
            return False
        self._view.update(highlight=list(self.highlight), selected=self.selected, last_move=last, hint=self.hinted)
        png = self._view.png()
        if drawn is None or drawn[0] is not game.state or drawn[3] != last:
            # the picture's text alternative (its title: ipywidgets' Image has no alt), the position in words
            self.picture.tooltip = position_words(game)
        self.picture.value = png
        self._png_size = png_size(png)
        self._drawn_key = key
        self.renders += 1
        return True

    @property
    def drawn_state(self):
        """The position the picture shows (tests compare it with ``board.game.state``)."""
        return None if self._drawn_key is None else self._drawn_key[0]

    # --- clicks -------------------------------------------------------------------------

    @guarded
    def handle_click(self, event: dict) -> None:
        """The ipyevents click handler: find the place under the pointer and act on it."""
        x, y = pixel_of(event, *self._png_size)
        self.click_place(self._view.place_at(x, y))

    def click(self, x: float, y: float) -> None:
        """A click at PNG pixel ``(x, y)`` (top-left origin), as if made with the mouse."""
        self.click_place(self._view.place_at(x, y))

    @guarded
    def click_place(self, place: str | None) -> None:
        """A click on ``place`` (None: the bare table): pick up, put down, or play."""
        before = self.selected
        result = interpret_click(self._game, before, place, reveal=self.reveal_targets)
        if result.move is not None:
            self._play(result.move, note=result.message)
            return
        self.selected, self.highlight, self.hinted = result.selected, result.highlight, None
        self._say(self._click_words(before, place, result), result.refused)
        self._draw()
        if result.tried is not None:
            self.refused(result.tried, result.message)

    def _click_words(self, before, place, result):
        """A click's message, as a function that words it: said again after a switch of language by asking
        the click anew, while the position is the one clicked (the click changed nothing in the game)."""
        state, said = self._game.state, [result.message]

        def words() -> str:
            if said and self._game.state is state:
                said[:] = []    # the first time: the words the click gave
                return result.message
            if self._game.state is not state:
                return result.message
            return interpret_click(self._game, before, place, reveal=self.reveal_targets).message
        return words

    def _play(self, move: Move, note: str = "", by="") -> bool:
        """Play ``move``; say what happened (or which rule forbids it), ``by`` whom (a text or a function
        that words it). True if played."""
        try:
            played = self._game.play(move)  # the observer redraws
        except IllegalMove as error:
            self._say(lambda error=error: str(error), refused=True)   # the engine's words, said again after a switch
            self.refused(move, str(error))
            return False
        effects = what_happened(self._game)
        self._say(lambda: joined(by, self.after_move(played, effects), note))
        return True

    def after_move(self, move: Move, effects) -> str:
        """What the message line says after ``move`` was played: what it did, in words, with the sentence ids.

        The hook for boards that do more after a move (a puzzle checks its task here):
        override it, call ``super().after_move(move, effects)`` for the words, and return
        the message. ``effects`` is :func:`solitaire.draw.what_happened` of the move.
        """
        outcome = "" if self._game.status == "playing" else " " + outcome_text(self._game)
        return describe(effects) + "." + outcome

    def refused(self, move: Move, message: str) -> None:
        """The hook for a move the rules refused (a click or the move list); the message line has said why.

        A puzzle overrides it to judge the move as an answer; here it does nothing more.
        """

    # --- buttons ------------------------------------------------------------------------

    @guarded
    def deal(self) -> None:
        self._play(DEAL)

    @guarded
    def redeal(self) -> None:
        self._play(REDEAL)

    @guarded
    def play_listed(self) -> None:
        """Play the move chosen in the move list."""
        if self.moves.value in (NO_MOVE, None):   # None: the list is empty
            self._say(lambda: _("Choose a move in the list first.") if self.moves.options else
                      _("No move is possible."), refused=True)
        else:
            self._play(self.moves.value)

    @guarded
    def play_typed(self) -> None:
        """Play the move typed in the "Your move" box (``r1 f1``, ``deal``): Enter there calls this."""
        text = self.your_move.value.strip()
        if not text:
            self._say(lambda: deal_words(self._game.game_name)["first_enter"].format(
                move=typed_example(self._game.game_name)), refused=True)
            return
        try:
            with typed_by_learner():
                move = self._game.parse_move(text)
        except IllegalMove as error:
            self._say(lambda error=error: str(error), refused=True)
            return
        if self._play(move):
            self.your_move.value = ""

    @guarded
    def undo(self) -> None:
        if self._game.can_undo():
            taken = self._game.undo()
            self._say(lambda: _("Took back {move}.").format(move=move_label(self._game, taken)
                                                             if taken.is_keyword else taken))

    @guarded
    def redo(self) -> None:
        if self._game.can_redo():
            again = self._game.redo()
            self._say(lambda: _("Played again {move}.").format(move=move_label(self._game, again)
                                                                if again.is_keyword else again))

    @guarded
    def replay_to(self, ply: int) -> None:
        """Go to the position after ``ply`` moves (the replay slider); the moves after it stay for Redo."""
        if ply != len(self._game.history):
            self._game.goto(ply)
            total = plies_in_reach(self._game)
            self._say(lambda: _.ngettext("Position after {ply} of {total} move; play a move here to start a new line.",
                                         "Position after {ply} of {total} moves; play a move here to start a new "
                                         "line.", total).format(ply=ply, total=total))

    # --- a new game ---------------------------------------------------------------------

    @guarded
    def new_game(self, deal: int | None = None) -> None:
        """Start deal ``deal`` (default: the number in the Deal box) with the options shown."""
        kind = type(self._game)
        number, settings = self.deal_number.value if deal is None else deal, option_values(self)
        try:
            game = kind(deal=number, **settings)
        except ValueError:
            self._say(refusal(lambda: kind(deal=number, **settings)), refused=True)   # said again after a switch
            return
        self._switch_to(game, lambda: _("New game: {title} deal {number}.").format(title=game_title(kind),
                                                                                  number=number))

    @guarded
    def options_changed(self) -> None:
        """An option control changed: start the same deal (or dealing order) again with it."""
        old, settings = self._game, option_values(self)
        kind = type(old)
        if old.by_name:   # a position by name: the same position, the new options
            game = kind.from_layout(**old.layout, **settings)
        elif old.deal is not None:
            game = kind(deal=old.deal, **settings)
        else:
            game = kind(order=old.order, **settings)
        self._switch_to(game, lambda: _("Started again: {options}.").format(
            options=", ".join(option_words(name, value) for name, value in settings.items())))

    @guarded
    def set_look(self, theme: str | None = None, four_colour: bool | None = None) -> None:
        """Show the board in another theme ("default", "projector") or with four suit colours."""
        look = {name: value for name, value in (("theme", theme), ("four_colour", four_colour)) if value is not None}
        why = look_refusal(look)    # a bad value is refused here, in the board's words, changing nothing
        if why is not None:
            self._say(why, refused=True)
            self.show_look(self.decorations)
            return
        self._view.update(**look)
        self.decorations.update(look)
        self.show_look(self.decorations)
        self._drawn_key = None
        self._draw()


def _close_all(children) -> None:
    for child in children:
        _close_all(getattr(child, "children", ()))
        child.close()
