"""The classroom page: a game on a projector board with its rules card, made to fit the room's screen.

``classroom()`` is what ``notebooks/classroom.ipynb`` shows (``make classroom`` serves it
with Voila). A 720p projector leaves about 1280×620 CSS pixels to the page, so:

- one bar on top holds the title, the choice of game, the language and a "Board only" switch;
- the picture takes the height the page leaves it (``calc(100vh - …)``), and right under
  it come the message line and the buttons, so nothing a class needs is below the fold;
- the rules card stands beside the board where the screen is wide enough and wraps under
  it where it is not (CSS flex wrapping: Spider's wide board needs the whole width of
  1280 px, Maids leaves room for the card);
- "Board only" hides the title and the card, and gives the picture about 90 % of the height;
- switching game keeps each game: the other one comes back as it was left;
- the language switch (English / Українська / Русский) calls :func:`solitaire.set_language`:
  the page and its board say everything again in that language at once (both listen for it).

Read without a kernel (GitHub, nbviewer, an HTML export), the page shows the board's
picture and one line on how to serve it (:meth:`ClassroomPage._repr_mimebundle_`).

Under the board, :func:`ask_the_class` (from :mod:`solitaire.room`) puts the question on the
board, a puzzle or an exercise to every learner's phone and tallies the answers live.
"""
from __future__ import annotations

import base64
import html

import ipywidgets as widgets

from .cards import quoted
from .languages import LANGUAGES, N_, after_colon, language, on_language_change, set_language, translator
from .maids import Maids
from .moves import localized_places
from .puzzle import Puzzle, puzzle_task, puzzles
from .room.panel import AskTheClass, ask_the_class
from .sheets import sheet
from .spider import Spider
from .widgets import play
from .widgets.clicks import first_step, png_size
from .widgets.plain import plain_text
from .widgets.words import deal_words

__all__ = ["classroom", "ClassroomPage", "puzzle_corner", "PuzzleCorner", "page_guide", "PageGuide", "rules_card",
           "ask_the_class", "AskTheClass", "GAMES", "PICTURE_HEIGHT", "SERVE_LINE"]

_ = translator("classroom")
_sheet_words = translator("sheets")  # the rules card shows the sheet's own words
_board_words = translator("board")   # the guide names the board's buttons as the board labels them

#: The games on the page, as the toggle names them (in English: the page says them in the
#: language in use), and their short names.
GAMES = {N_("Spider"): (Spider, "spider"), N_("Twelve Sleeping Maids"): (Maids, "maids")}
GAME_TOOLTIPS = (N_("Spider, from the Ukrainian text"), N_("Twelve Sleeping Maids, from the Russian text"))
#: The picture's greatest height: the screen less the bar on top, the message line, the buttons
#: and the status line (about 170 px), or less the message line and the buttons alone.
PICTURE_ROOM = {"page": "100vh - 170px", "board only": "100vh - 100px", "board beside": "100vh - 44px"}
PICTURE_HEIGHT = {mode: f"calc({room})" for mode, room in PICTURE_ROOM.items()}
#: In "Board only", a board no wider than this (Maids) takes the height and its controls stand
#: in a column beside it, this wide: a 1280×620 projector shows a Maids picture 576 px tall (93 %).
#: A wider one (Spider) is bounded by the screen's width, so its controls stay under it.
BESIDE_ASPECT, BESIDE_WIDTH = 2.0, "340px"
SERVE_LINE = N_("The classroom board: serve this page with `make classroom` (Voila) to play it.")


def rules_card(game_name: str) -> str:
    """The rules card's HTML: the sheet's goal, rules of play and end, one line a sentence,
    with the project's reading wherever the text is unclear (in the language in use)."""
    rules = sheet(game_name)
    heading = _("{title}: the rules").format(title=_sheet_words(rules.title))
    lines = [f"<h2 style='margin:0 0 .3em;font-size:1.2em'>{html.escape(heading)}</h2>"]
    for section in rules.sections[2:]:  # the goal onwards (the layout is on the board)
        lines.append(f"<h3 style='margin:.5em 0 0;font-size:1em'>{html.escape(_sheet_words(section.heading))}</h3>")
        for entry in section.entries:
            # the places as the board labels them (С1, Б2 in Russian), a reading in lower case after its colon
            said = localized_places(_sheet_words(entry.text), game_name)
            reading = ("<br><i>" + html.escape(_("Our reading: {reading}").format(reading=after_colon(
                localized_places(_sheet_words(entry.reading.text), game_name)))) + "</i>") if entry.reading else ""
            lines.append(f"<div style='margin:.15em 0'><b>{entry.id}</b> {html.escape(said)}{reading}</div>")
    command = f"python -m solitaire rules {game_name}" + ("" if language() == "en" else f" --lang {language()}")
    lines.append("<p style='margin-top:.6em'><i>" + _(
        "The printed sheet ({command}) also names the options that play the other readings.").format(
        command=f"<code>{command}</code>") + "</i></p>")
    return f"<div style='line-height:1.35;font-size:15px'>{''.join(lines)}</div>"


class ClassroomPage(widgets.VBox):
    """The page: the bar on top, the board, the rules card. ``page.board`` is the interactive board."""

    def __init__(self, game: str = "Spider", deal: int = 3, theme: str = "projector") -> None:
        if not isinstance(game, str) or game not in GAMES:
            raise ValueError(f"game must be one of {', '.join(map(repr, GAMES))}, not {quoted(game)}")
        game_class, name = GAMES[game]
        self.kept: dict[str, object] = {}   # the game left on each kind, to come back to
        self._relabelling = False           # the game switch's labels are being changed, not its value
        self.board = play(game_class(deal=deal), theme=theme)
        self.title = widgets.HTML()
        self.game_choice = widgets.ToggleButtons(options=list(GAMES), value=game, style={"button_width": "auto"})
        self.language_choice = widgets.Dropdown(
            options=[(said, code) for code, said in LANGUAGES.items()], value=language(),
            style={"description_width": "initial"}, layout=widgets.Layout(width="auto", margin="0 .8em 0 .4em"))
        self.board_only = widgets.ToggleButton(value=False, icon="expand")
        self.card = widgets.HTML(layout=widgets.Layout(
            flex="0 1 24em", width="24em", max_height=PICTURE_HEIGHT["page"], overflow="auto", padding="0 .8em",
            border="1px solid #999"))
        self.card.tabbable = True  # it scrolls: the keyboard must reach it to scroll it
        self.main = widgets.HBox([self.board, self.card], layout=widgets.Layout(
            flex_flow="row wrap", align_items="flex-start", width="100%"))
        self.bar = widgets.HBox([self.title, self.game_choice, self.language_choice, self.board_only],
                                layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
        # A screen reader reads the page with the voice of its <html lang>: the switch sets it too.
        self.page_language = widgets.Output(layout=widgets.Layout(display="none"))
        super().__init__([self.bar, self.main, self.page_language], layout=widgets.Layout(width="100%"))
        self.add_class("solitaire-classroom")
        self.game_choice.observe(self._game_chosen, names="value")
        self.language_choice.observe(self._language_chosen, names="value")
        self.board_only.observe(self._board_only_switched, names="value")
        self._label()
        self._fit(name)
        on_language_change(self.relabel)  # after the board's own, so the page fits its new picture

    def _label(self) -> None:
        """Put the page's own words, in the language in use, on its bar and its rules card."""
        title = _("Classroom: play a deal together")
        self.title.value = f"<h1 style='font-size:1.35em;margin:0 .8em 0 0'>{html.escape(title)}</h1>"
        _relabel_choice(self, self.game_choice, [(_(game), game) for game in GAMES])
        self.game_choice.tooltips = [_(tooltip) for tooltip in GAME_TOOLTIPS]
        self.language_choice.description = _("Language")
        self.language_choice.tooltip = _("The language of the page and the board")
        self.language_choice.value = language()
        self.board_only.description = _("Board only")
        self.board_only.tooltip = _("Hide the title and the rules: the board takes the height")
        self.card.value = rules_card(GAMES[self.game_choice.value][1])
        self._tell_the_page_its_language()

    def _tell_the_page_its_language(self) -> None:
        """Set the page's ``<html lang>`` to the language in use (a script run by the front end)."""
        from IPython.display import Javascript
        self.page_language.outputs = ()
        self.page_language.append_display_data(Javascript(page_language_script(language())))

    def relabel(self) -> None:
        """Say the page again in the language in use (called after each switch of language; the
        board relabels itself)."""
        self._label()
        self._fit(GAMES[self.game_choice.value][1])

    def _fit(self, name: str) -> None:
        """Size the board for the picture of the game shown and the page's mode.

        The board is as wide as its picture at the height left to it (its rows of controls
        wrap under that width), so the rules card comes beside a Maids board at 1280 px and
        under a Spider board. "Board only" hides the bar and moves its switch into the
        board's row of buttons; there the board takes the page's width (the picture keeps its
        own bounds), so the message line says a long Ukrainian or Russian message in one line.
        """
        only = self.board_only.value
        width, height = png_size(self.board.picture.value)
        beside = only and width / height <= BESIDE_ASPECT
        mode = "board beside" if beside else "board only" if only else "page"
        self.board.picture.layout.max_height = PICTURE_HEIGHT[mode]
        self.board.layout.max_width = None if only else f"calc(({PICTURE_ROOM[mode]}) * {width / height:.4f})"
        self.board.layout.flex = "0 1 auto"
        self._controls_beside(beside)
        self.card.layout.display = "none" if only else None
        buttons = next(row for row in self.board.children if self.board.deal_button in getattr(row, "children", ()))
        kept = [child for child in buttons.children if child is not self.board_only]
        buttons.children = kept + [self.board_only] if only else kept
        self.bar.children = (self.title, self.game_choice, self.language_choice) + (() if only else (self.board_only,))
        self.bar.layout.display = "none" if only else None

    def _controls_beside(self, beside: bool) -> None:
        """Lay the board's controls in a column beside its picture (a flex column that wraps
        after the picture), or back under it."""
        board, rest = self.board, [child for child in self.board.children if child is not self.board.picture]
        board.layout.flex_flow = "column wrap" if beside else None
        board.layout.height = "calc(100vh - 24px)" if beside else None
        board.layout.align_content = "flex-start" if beside else None
        board.picture.layout.max_width = f"calc(100vw - {BESIDE_WIDTH} - 60px)" if beside else None
        for child in rest:
            child.layout.width = BESIDE_WIDTH if beside else None
            child.layout.margin = "0 0 0 12px" if beside else None

    def switch_to(self, game: str) -> None:
        """Show ``game`` ("Spider" or "Twelve Sleeping Maids"): the one left there before, else
        the deal in the Deal box. The game left now is kept for when it is chosen again."""
        if game not in GAMES:
            raise ValueError(f"game must be one of {', '.join(map(repr, GAMES))}, not {quoted(game)}")
        game_class, name = GAMES[game]
        current = self.board.game
        self.kept[type(current).__name__] = current
        back = self.kept.get(game_class.__name__)
        self.board.game = back if back is not None else game_class(deal=self.board.deal_number.value)
        shown = self.board.game
        if back is not None and back.history:
            self.board._say(lambda: _back_to(shown))   # a function: the board says it again after a switch
        else:
            self.board._say(lambda: _new_game(shown))
        self.card.value = rules_card(name)
        self._fit(name)

    def _game_chosen(self, change) -> None:
        if not self._relabelling:
            self.switch_to(change["new"])

    def _language_chosen(self, change) -> None:
        set_language(change["new"])   # the board and this page listen, and relabel

    def _board_only_switched(self, _change) -> None:
        self._fit(GAMES[self.game_choice.value][1])

    def __repr__(self) -> str:
        return f"<ClassroomPage: {self.board!r}>"

    def _repr_mimebundle_(self, **kwargs):
        """The page, and for a reader without a kernel the board's picture and how to serve it."""
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        picture = self.board.picture.value
        if picture:
            bundle["image/png"] = base64.b64encode(picture).decode("ascii")
        bundle["text/plain"] = _(SERVE_LINE)
        return bundle


def _relabel_choice(owner, choice, options) -> None:
    """Give ``choice`` (a ToggleButtons or a Dropdown) new labels for the same values. New options
    reset the value chosen: it is put back while ``owner._relabelling`` tells its observer so."""
    shown, owner._relabelling = choice.value, True
    try:
        choice.options = options
        choice.value = shown
    finally:
        owner._relabelling = False


def _new_game(game) -> str:
    """The message line after a switch to a fresh game: its name, its deal, its first step."""
    if game.deal is not None:
        headline = _("New game: {game} deal {deal}.").format(game=_(game.title), deal=game.deal)
    else:
        headline = _("New game: {game} a position by name.").format(game=_(game.title))
    first = first_step(game)
    return headline + (f" {first}" if first else "")


def _back_to(game) -> str:
    """The message line after a switch back to a game left with moves played."""
    moves = len(game.history)
    if game.deal is not None:
        return _.ngettext("Back to {game} deal {deal}, as you left it ({count} move).",
                          "Back to {game} deal {deal}, as you left it ({count} moves).", moves).format(
            game=_(game.title), deal=game.deal, count=moves)
    return _.ngettext("Back to {game} a position by name, as you left it ({count} move).",
                      "Back to {game} a position by name, as you left it ({count} moves).", moves).format(
        game=_(game.title), count=moves)


def page_language_script(code: str) -> str:
    """The script that makes the page's ``<html lang>`` ``code`` (one of :data:`LANGUAGES`).

    >>> page_language_script("uk")
    'document.documentElement.lang = "uk";'
    """
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {quoted(code)}")
    return f'document.documentElement.lang = "{code}";'


def guide_html() -> str:
    """The page's guide, in the language in use: what the page is, and how to play on its board
    (the buttons named as the board names them)."""
    button = {key: f"<b>{html.escape(_board_words(label))}</b>" for key, label in (
        ("deal", "Deal"), ("undo", "Undo"), ("redo", "Redo"), ("hint", "Hint"), ("autoplay", "Autoplay"),
        ("stop", "Stop"), ("your_move", "Your move"), ("deal_number", "Deal no."), ("new_deal", "New deal"),
        ("readings", "Other readings of the text"), ("screen", "Screen"), ("projector", "Projector"))}
    spider_deal = deal_words("spider")["button"]   # Russian deals a Spider group «Раздать», a Maids card «Сдать»
    if spider_deal != deal_words("maids")["button"]:
        button["deal"] = f"{button['deal']} / <b>{html.escape(spider_deal)}</b>"
    about = _("Choose the game — <b>{spider}</b> (\"Павук\", the Serpent, from a Ukrainian text) or <b>{maids}</b> "
              "(\"Двенадцать спящих дев\", from a Russian text) — and play it with the class: click a card, then the "
              "place where it goes. The rules of the game are on the card beside the board (under it on a narrow "
              "screen); <b>{board_only}</b> hides the title and the card so the board takes the whole height. "
              "Switching game keeps each game: the other comes back as you left it. <b>{language}</b> (English, "
              "Українська, Русский) says the page and the board in the class's language at once. The Maids' place "
              "names (L1, M3, F2…) are the same in all three; in Ukrainian and Russian, Spider's piles are С1–С12 (in "
              "dealing order) and its bases Б1–Б8, because its English letters would read as cards there (T is the "
              "ten, but Т the ace). A Spider move may be typed with either name of a place, and is saved the same; "
              "the Maids' places have their Latin names only.").format(
        spider=_("Spider"), maids=_("Twelve Sleeping Maids"), board_only=_("Board only"), language=_("Language"))
    steps = [
        _("<b>Click a card</b> to pick it up: the places it may go to light up. <b>Click where it goes.</b> A move "
          "the rules forbid is refused, and the message line names the rule's sentence."),
        _("<b>Click the stock</b> (or press {deal}) to deal. {undo} and {redo} step through the moves; {hint} "
          "lights up a good move; {autoplay} plays on by itself until {stop}.").format(**button),
        _("Or type a move in {your_move} (<code>r1 f1</code>, <code>deal</code>) and press Enter: the board plays "
          "it without a mouse, and the line under the board reads out what happened.").format(**button),
        _("Type a number in {deal_number} and press {new_deal} for another deal (the same number gives the same "
          "cards on every machine). {readings}, folded under the board, start the deal again under another reading "
          "of the rules. {screen} / {projector} switches the look.").format(**button),
    ]
    lessons = _("The lessons (<code>00_start_here.ipynb</code> and on) explain every rule, sentence by sentence; "
                "the teacher's guide (<code>teachers_guide.ipynb</code>) plans nine 45-minute periods: four for "
                "Twelve Sleeping Maids, three for Spider and one each for lessons 07 and 08.")
    about_heading, how_heading = _("About this page"), _("How to play")
    items = "".join(f"<li>{step}</li>" for step in steps)
    return f"<h3>{about_heading}</h3><p>{about}</p><h3>{how_heading}</h3><ul>{items}</ul><p>{lessons}</p>"


class PageGuide(widgets.HTML):
    """The page's guide (:func:`guide_html`) in the language in use, said again after a switch.
    Read without a kernel it is the same text, as HTML."""

    def __init__(self) -> None:
        super().__init__(guide_html(), layout=widgets.Layout(max_width="60em"))
        self.add_class("solitaire-guide")
        on_language_change(self.relabel)

    def relabel(self) -> None:
        """Say the guide again in the language in use (called after each switch of language)."""
        self.value = guide_html()

    def __repr__(self) -> str:
        return f"<PageGuide in {LANGUAGES[language()]}>"

    def _repr_mimebundle_(self, **kwargs):
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        bundle["text/html"] = self.value
        bundle["text/plain"] = plain_text(self.value)   # read as text: the guide, not <PageGuide …>
        return bundle


def page_guide() -> PageGuide:
    """The classroom page's guide: what the page is and how to play, in the class's language."""
    return PageGuide()


class PuzzleCorner(widgets.VBox):
    """The page's puzzle for the class: a choice of every puzzle (its id, level and task) and the one
    chosen on its own board. The choice says the tasks in the language in use; the puzzle board
    relabels itself."""

    def __init__(self, choices=None, theme: str = "projector") -> None:
        self.puzzles = _puzzle_list(choices)
        if not self.puzzles or not all(isinstance(puzzle, Puzzle) for puzzle in self.puzzles):
            raise ValueError(f"choices must be a non-empty list of puzzles, not {quoted(choices)}")
        self.theme = theme
        self._relabelling = False   # the choice's labels are being changed, not the puzzle chosen
        self.intro = widgets.HTML(layout=widgets.Layout(max_width="60em"))
        self.choice = widgets.Dropdown(options=self._options(), value=0, layout=widgets.Layout(width="60em"))
        self.area = widgets.VBox([play(self.puzzles[0], theme=theme)])
        super().__init__([self.intro, self.choice, self.area])
        self.add_class("solitaire-puzzle-corner")
        self.choice.observe(self._chosen, names="value")
        self.relabel()
        on_language_change(self.relabel)

    def _options(self) -> list[tuple[str, int]]:
        return [(_("{id} (level {level}): {task}").format(id=puzzle.id, level=puzzle.level, task=puzzle_task(puzzle)),
                 index) for index, puzzle in enumerate(self.puzzles)]

    def relabel(self) -> None:
        """Say the choice again in the language in use (called after each switch of language)."""
        _relabel_choice(self, self.choice, self._options())
        self.choice.description = _("Puzzle")
        heading = _("A puzzle for the class")
        self.intro.value = f"<h3>{heading}</h3><p>" + _(
            "Pick a puzzle: the task stands beside its board (above it on a narrow screen), and the board lights "
            "nothing up before the room has chosen. Let the room call out a move, type it in the box (or play it "
            "with the mouse), and read the verdict; <b>{show_answer}</b> gives it away.").format(
            show_answer=html.escape(_board_words("Show answer"))) + "</p>"

    def _chosen(self, change) -> None:
        if not self._relabelling:
            self.area.children = [play(self.puzzles[change["new"]], theme=self.theme)]

    def __repr__(self) -> str:
        return f"<PuzzleCorner: {len(self.puzzles)} puzzles, {self.puzzles[self.choice.value].id} chosen>"

    def _repr_mimebundle_(self, **kwargs):
        """The corner, and for a reader without a kernel its heading and how to use it."""
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        bundle["text/html"] = self.intro.value
        bundle["text/plain"] = plain_text(self.intro.value)   # read as text: the heading and how to use it
        return bundle


def _puzzle_list(choices) -> list:
    """The puzzles to choose from: ``choices`` as a list (every puzzle of both games for None)."""
    if choices is None:
        return [puzzle for game in ("maids", "spider") for puzzle in puzzles(game)]
    try:
        return list(choices)
    except TypeError:   # not a collection: refused by the caller, naming it
        return []


def puzzle_corner(choices=None, theme: str = "projector") -> PuzzleCorner:
    """The classroom page's puzzle for the class: choose one of ``choices`` (a list of puzzles; by
    default every puzzle of both games) by its task, and play it on its own board."""
    return PuzzleCorner(choices, theme)


def classroom(game: str = "Spider", deal: int = 3, theme: str = "projector") -> ClassroomPage:
    """The classroom page for ``game`` ("Spider" or "Twelve Sleeping Maids"), starting at ``deal``."""
    return ClassroomPage(game, deal, theme)
