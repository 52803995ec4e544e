"""The widgets of the interactive board and where they stand (no game logic here).

From top to bottom: the picture; the message line; one compact row of buttons (Deal, Redeal, Undo,
Redo, Hint, Autoplay, Stop, speed, and "Back to deal N" while a replaced game is kept); the status line; then the move
list with Play and the replay slider; then a new deal by number, the game's options and the look (screen or projector,
four suit colours).
:class:`solitaire.widgets.Board` fills them in and answers their events.
"""
from __future__ import annotations

import asyncio
import functools
import html

import ipywidgets as widgets
from traitlets import Unicode

from ..cards import quoted
from ..draw import default_theme
from ..languages import translator
from .mouse import NO_MOUSE, no_mouse_html
from .words import (LABELS, OPTION_QUESTIONS, READINGS_TITLE, THEMES, YOUR_MOVE, deal_words,
                    typed_example, choice_words,
                    label, option_help, option_question, option_tip)

_ = translator("board")

__all__ = ["Controls", "NO_MOVE", "guarded", "refusal", "look_refusal", "message_html", "live_region", "option_values", "OPTION_QUESTIONS", "choice_words",
           "READINGS_TITLE", "YOUR_MOVE", "STYLE_SHEET", "option_question", "option_help", "label", "LABELS"]

_REFUSED_COLOUR = "#b00020"


class _NoMove:
    """The value of the move list's first line, which names no move (a value of None would not do: ipywidgets
    reads it as "no line chosen", and the closed list would show a blank instead of that line)."""

    def __repr__(self) -> str:
        return "NO_MOVE"

    def __bool__(self) -> bool:
        return False


NO_MOVE = _NoMove()


def message_html(text: str, refused: bool = False) -> str:
    """A line of text as HTML for the message and status lines (red when something is refused).

    >>> message_html("a < b", refused=True)
    '<span style="color:#b00020">a &lt; b</span>'
    """
    escaped = html.escape(text, quote=False)
    return f'<span style="color:{_REFUSED_COLOUR}">{escaped}</span>' if refused else f"<span>{escaped}</span>"


#: A screen reader announces a change inside a live region only if the region stood before the change,
#: and an HTML widget replaces its content on every change: its own element stays. ipywidgets sets no
#: attribute on that element, so this image (hidden, never loading) makes it the live region the
#: first time the line is shown: from then on each new text in it is announced, politely.
_LIVE_MARK = ('<img src="data:," alt="" hidden onerror="var line=this.closest(\'.widget-html\');'
              "if(line){line.setAttribute('role','status');line.setAttribute('aria-live','polite')}\">")


def live_region(text_html: str) -> str:
    """A line's HTML that makes its HTML widget a live region (``role="status"``), which a screen reader
    reads out each time the text changes (the board's message line, a puzzle's verdict)."""
    return _LIVE_MARK + text_html


#: The page's styles for our widgets: a focus ring that shows on every control reached by the keyboard,
#: and the folded options' title in dark ink (the front end's grey is too faint on white).
STYLE_SHEET = """<style>
.solitaire-board :focus-visible, .solitaire-puzzle :focus-visible, .solitaire-classroom :focus-visible {
  outline: 3px solid #1a5fb4 !important; outline-offset: 2px; }
.solitaire-board .lm-AccordionPanel-title, .solitaire-board .jupyter-widget-Collapse-header,
.solitaire-board .lm-AccordionPanel-title span, .solitaire-board .jupyter-widget-Collapse-header span {
  color: #1a1a1a !important; }
</style>"""


#: How long after Enter the typed move is read: the front end sends Enter at once, but holds the box's
#: last keystrokes back while the kernel answers earlier ones, so a fast typist's Enter overtakes them.
SETTLE_SECONDS = 0.3


def on_enter(text_box: widgets.Text, action) -> None:
    """Call ``action()`` when Enter is pressed in ``text_box``, once its last keystrokes have arrived.

    The front end sends a ``submit`` message on Enter; listening to it directly avoids ``on_submit``
    (deprecated), and ipyevents' key events would not do: they listen only while the mouse is over the
    box. In a kernel the action waits :data:`SETTLE_SECONDS` on its event loop; without one, it runs now.
    """
    def submitted(_widget, content, _buffers) -> None:
        if content.get("event") != "submit":
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            action()
            return
        loop.call_later(SETTLE_SECONDS, action)
    text_box.on_msg(submitted)


def option_values(board) -> dict:
    """The options the board's controls show, by name."""
    return {name: control.value for name, control in board.option_controls.items()}


def refusal(attempt):
    """Why ``attempt()`` is refused, as a function that words it, as the message line keeps its messages:
    ``attempt`` (a check or a constructor, with no effect on the board) is tried again each time, so its
    ValueError is said in the language in use, after a switch of language too."""
    def words() -> str:
        try:
            attempt()
        except ValueError as error:
            return str(error)
        return ""
    return words


def look_refusal(look: dict):
    """Why the picture cannot take ``look`` (a theme and four suit colours, as :meth:`Board.set_look`
    gets them), as a function that words it, or None."""
    themes = tuple(theme for _label, theme, _tip in THEMES)
    theme, four_colour = look.get("theme", themes[0]), look.get("four_colour", False)
    if not isinstance(theme, str) or theme not in themes:
        return lambda: _("theme must be one of {themes}, not {value}").format(
            themes=", ".join(map(quoted, themes)), value=quoted(theme))
    if type(four_colour).__name__ not in ("bool", "bool_"):  # Python's or numpy's True and False
        return lambda: _("four_colour must be True or False, not {value}").format(value=quoted(four_colour))
    return None


def guarded(method):
    """Run a widget callback so that a failure shows in the message line instead of vanishing.

    Widget callbacks run from the browser; an exception there is lost in the kernel's
    log. The board keeps it in ``board.errors`` (tests check that it stays empty) and
    stops autoplay.
    """
    @functools.wraps(method)
    def guarded_method(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except Exception as error:  # shown to the user and kept, never swallowed silently
            self.errors.append(error)
            self.stop_autoplay(quiet=True)
            self._say(_("Something went wrong: {error}").format(error=repr(error)), refused=True)
            return None
    return guarded_method


def _compact(width: str = "auto") -> widgets.Layout:
    return widgets.Layout(width=width)


def _row(*children) -> widgets.HBox:
    return widgets.HBox(list(children), layout=widgets.Layout(flex_flow="row wrap", align_items="center"))


class Picture(widgets.Image):
    """The board's picture, whose ``tooltip`` (the element's title) is its text alternative.

    ipywidgets' Image has no alt. The front end sets a widget's title from its tooltip only when
    the widget's ``description`` is empty, and reads ``description.length``: an Image has none,
    and its view would fail. This one carries an empty description, never shown.
    """

    description = Unicode("").tag(sync=True)


class Controls(widgets.VBox):
    """The board's widgets; the subclass supplies the actions their events call."""

    #: What the line says when mouse clicks are unavailable (English; a puzzle's board says it its way).
    no_mouse_text = NO_MOUSE

    def __init__(self, speed: float) -> None:
        # overflow visible: a box that scrolls must take the keyboard's focus (axe), and a puzzle's
        # board hides every control it could focus; the picture shrinks to fit anyway
        super().__init__(layout=widgets.Layout(align_items="flex-start", overflow="visible"))
        self.add_class("solitaire-board")  # for the styles below, a page's styles and the browser tests
        # Shown smaller on a small screen, so that the buttons stay in view (clicks are scaled back).
        self.picture = Picture(format="png", layout=widgets.Layout(max_width="100%", max_height="75vh", height="auto"))
        self.clicks = self._listen_to_clicks(self.picture)

        self.deal_button = self._button("Deal", "Deal from the stock", self.deal)
        self.redeal_button = self._button("Redeal", "Gather the piles into a new stock", self.redeal)
        self.undo_button = self._button("Undo", "Take back the last move", self.undo)
        self.redo_button = self._button("Redo", "Play again the move taken back", self.redo)
        self.hint_button = self._button("Hint", "Light up a good move", self.show_hint)
        self.autoplay_button = self._button("Autoplay", "Play hinted moves until Stop", self.start_autoplay)
        self.stop_button = self._button("Stop", "Stop autoplay", self.stop_autoplay)
        # Number boxes, not sliders: a slider's handle carries no name a screen reader could say.
        self.speed = widgets.BoundedFloatText(value=speed, min=0.5, max=10.0, step=0.5, layout=_compact("10em"),
                                              style={"description_width": "4em"})
        self.message = widgets.HTML(live_region(""), layout=_compact("100%"))
        self.message.add_class("solitaire-message")
        self.your_move = widgets.Text(layout=_compact("16em"), style={"description_width": "5.5em"})
        on_enter(self.your_move, self.play_typed)
        self.status_line = widgets.HTML(layout=_compact("100%"))

        self.moves = widgets.Dropdown(options=[], layout=_compact("16em"), style={"description_width": "3em"})
        self.play_button = self._button("Play", "Play the move chosen in the list", self.play_listed)
        self.replay = widgets.BoundedIntText(value=0, min=0, max=0, layout=_compact("10em"),
                                             style={"description_width": "4em"})
        self.replay.observe(self._replay_moved, names="value")

        self.deal_number = widgets.IntText(value=1, layout=_compact("12em"), style={"description_width": "4.5em"})
        self.new_button = self._button("New deal", "Start the deal with this number", self.new_game)
        # Shown while the board keeps a game that a new deal (or a restart) replaced: one click brings it back.
        # It sits in the row of buttons, in view on a short screen with the message that names it.
        self.back_button = self._button("Back", "Return to the game this one replaced, as it was left",
                                        self.back_to_kept)
        self.back_button.layout.display = "none"
        self.theme = widgets.ToggleButtons(options=[(words, value) for words, value, _tip in THEMES],
                                           value="default", style={"button_width": "6.5em"})
        self.theme.observe(self._look_moved, names="value")
        self.four_colour = widgets.Checkbox(value=False, indent=False, layout=_compact())
        self.four_colour.observe(self._look_moved, names="value")
        self.option_controls: dict[str, widgets.ValueWidget] = {}
        self.setup_row = _row(self.deal_number, self.new_button, self.theme, self.four_colour)
        # The readings the text leaves open, in words, folded away: a class plays our reading.
        self.options_box = widgets.VBox([], layout=widgets.Layout(align_items="flex-start"))
        self.readings = widgets.Accordion(children=[self.options_box], titles=(READINGS_TITLE,),
                                          selected_index=None, layout=widgets.Layout(width="100%"))
        self.label_controls()
        self._syncing = False  # True while the board sets controls itself (not the user)

        # What a move did (or why it was refused) right under the picture, then the buttons: on
        # a short screen (a 720p projector) both stay in view with the picture above them.
        self.style_sheet = widgets.HTML(STYLE_SHEET, layout=widgets.Layout(display="none"))
        self.children = [
            self.picture,
            self.message,
            _row(self.deal_button, self.redeal_button, self.undo_button, self.redo_button,
                 self.hint_button, self.autoplay_button, self.stop_button, self.speed, self.back_button),
            self.status_line,
            # the line wraps above the box and the list; the styles ride along, hidden
            _row(self.no_mouse, self.your_move, self.moves, self.play_button, self.replay, self.style_sheet),
            self.setup_row,
            self.readings,
        ]

    def _listen_to_clicks(self, picture):
        """An ipyevents listener for clicks on the picture; None without ipyevents (the move list still works).

        ``self.no_mouse`` says in one line that clicks are unavailable, until ipyevents' front end answers.
        """
        from .mouse import listen_to_clicks, no_mouse_line
        self.no_mouse = no_mouse_line()
        return listen_to_clicks(picture, self.handle_click, self.no_mouse)

    def _repr_mimebundle_(self, **kwargs):
        """The widget, and the board's picture beside it: a front end that cannot run widgets (a
        viewer of the stored notebook, an editor without them) shows the picture instead."""
        import base64
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is not None and self.picture.value:
            bundle["image/png"] = base64.b64encode(self.picture.value).decode("ascii")
        if bundle is not None and self.picture.tooltip:
            # read as text, the board is the first line of its text alternative, in the class's language
            # ("Spider, deal 39, round 1, dealing, no move played yet."), not a developer's <Board …>
            bundle["text/plain"] = self.picture.tooltip.splitlines()[0]
        return bundle

    @staticmethod
    def _button(text: str, tip: str, action) -> widgets.Button:
        button = widgets.Button(description=text, tooltip=tip, layout=_compact())
        button.on_click(lambda _button: action())
        return button

    def label_controls(self) -> None:
        """Say every control's label, tooltip and choices in the language in use (at first, and after a
        switch of language): the buttons, the boxes, the look and the options' questions and answers."""
        for name, words in LABELS.items():
            label(getattr(self, name), words)
        self.no_mouse.value = no_mouse_html(self.no_mouse_text)
        self._label_deal(self.game.game_name if self.game is not None else "maids")
        self.readings.titles = (_(READINGS_TITLE),)
        self._syncing = True
        try:
            theme = self.theme.value
            self.theme.options = [(_(words), value) for words, value, _tip in THEMES]
            self.theme.tooltips = [_(tip) for _words, _value, tip in THEMES]
            self.theme.value = theme
            for name, control in self.option_controls.items():
                value = control.value
                control.options = [(choice_words(name, choice), choice) for _words, choice in control.options]
                control.value = value
                control.description = option_question(name)
                control.tooltip = option_tip(name, self.game.options[name], self.game.game_name)
        finally:
            self._syncing = False

    # --- filled in by the board ----------------------------------------------------------

    def list_moves(self, labelled_moves: list) -> None:
        """Show these ``(label, move)`` pairs in the move list under a first line that names no move and plays
        nothing: on a projector the closed list shows no move the class did not pick (in a class check, the first
        legal move is often the answer)."""
        self._syncing = True
        try:
            self.moves.options = [(_("choose a move…"), NO_MOVE)] + labelled_moves if labelled_moves else []
            self.moves.index = 0 if labelled_moves else None   # options equal to the old ones keep the old index
        finally:
            self._syncing = False

    def show_replay(self, now: int, total: int) -> None:
        """Put the replay slider at move ``now`` of ``total``."""
        self._syncing = True
        try:
            if total >= self.replay.max:
                self.replay.max = total
                self.replay.value = now
            else:
                self.replay.value = now
                self.replay.max = total
            self.replay.disabled = total == 0
        finally:
            self._syncing = False

    def show_look(self, look: dict) -> None:
        """Show the picture's theme and colours in their controls."""
        self._syncing = True
        try:
            self.theme.value = look.get("theme") or default_theme()
            self.four_colour.value = bool(look.get("four_colour", False))
        finally:
            self._syncing = False

    def _look_moved(self, _change) -> None:
        if not self._syncing:
            self.set_look(theme=self.theme.value, four_colour=self.four_colour.value)

    def _replay_moved(self, change) -> None:
        if not self._syncing:
            self.replay_to(change["new"])

    def _label_deal(self, game_name: str) -> None:
        """The Deal button and the Your move box in the game's words (a Russian Spider «раздать»)."""
        example, words = typed_example(game_name), deal_words(game_name)
        self.deal_button.description, self.deal_button.tooltip = words["button"], words["tip"]
        self.your_move.placeholder = words["example"].format(move=example)
        self.your_move.tooltip = words["box_tip"].format(move=example)

    def show_setup(self, game, kind_changed: bool) -> None:
        """Show the game's deal number and options (new option controls for a new kind of game)."""
        self._syncing = True
        try:
            if game.deal is not None:
                self.deal_number.value = game.deal
            kind = type(game)
            if kind_changed:
                self.option_controls = {name: self._option_control(name, option, game.game_name)
                                        for name, option in kind.options.items()}
                self.options_box.children = list(self.option_controls.values())
                has_redeal = getattr(kind, "has_redeal", "redeals" in kind.options)
                self.redeal_button.layout.display = None if has_redeal else "none"
                self._label_deal(game.game_name)
            for name, control in self.option_controls.items():
                control.value = game.settings[name]
        finally:
            self._syncing = False

    def _option_control(self, name: str, option, game_name: str) -> widgets.ValueWidget:
        """A choice of the option's answers in words, the question as its label (its sentence in the tip)."""
        control = widgets.Dropdown(options=[(choice_words(name, c), c) for c in option.choices], value=option.default,
                                   description=option_question(name),
                                   tooltip=option_tip(name, option, game_name),
                                   layout=widgets.Layout(width="auto"),
                                   style={"description_width": "initial"})
        control.observe(self._option_moved, names="value")
        return control

    def _option_moved(self, _change) -> None:
        if self._syncing:
            return
        refusal = self._option_refusal()
        if refusal is not None:  # as new_game does for a bad deal number: say why, change nothing
            self._say(refusal, refused=True)
            self.show_setup(self.game, kind_changed=False)  # every control back to the game's value
            return
        self.options_changed()

    def _option_refusal(self):
        """Why the game's position by name cannot be played with the options the controls show
        (``redeals=0`` in round 2, ``follow_suit`` on an arc not in suit), as a function that words it, or None."""
        game, settings = self.game, option_values(self)
        if not game.by_name:
            return None  # a deal can be dealt with any options
        why = refusal(lambda: type(game).from_layout(**game.layout, **settings))
        problem = why()
        return (lambda: _("Not with this position: {error}").format(error=why())) if problem else None
