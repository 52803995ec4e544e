"""The classroom page's "Ask the class" panel: the room's code, QR code and address for the back
row, who joined, Ask / Close / Reveal / Next, live bars per answer, lock, remove, CSV.

The panel is the teacher's client (:class:`.teacher.RoomClient`) of the room server that
``make classroom`` starts beside Voila. It keeps nothing itself: made again (a reload of
the page starts a fresh kernel) it asks the server for the newest room and its question
and tally, so the class carries on where it was. A thread follows the server's tally
stream and only sets widget values (Voila shows nothing printed from a thread).
The projector never shows a learner's name: the list of names for removing one is folded away.
"""
from __future__ import annotations

import base64
import html
import threading

import ipywidgets as widgets

from ..languages import language, on_language_change, translator
from .ask import ASKABLE_KINDS, question, question_label, source_name
from .teacher import RoomClient, RoomError

__all__ = ["AskTheClass", "ask_the_class", "tally_html", "default_sources", "BOARD"]

_ = translator("room")

#: The source that stands for the position on the classroom board now.
BOARD = "board"


def default_sources(with_board: bool = True) -> list:
    """What the teacher can ask: the board now, every lesson exercise a room can answer, every puzzle."""
    from ..exercises.catalog import LESSONS, _lesson_data
    from ..puzzle import puzzles
    ids = [entry["id"] for lesson in LESSONS for entry in _lesson_data(lesson) if entry["kind"] in ASKABLE_KINDS]
    return ([BOARD] if with_board else []) + ids + [p for game in ("maids", "spider") for p in puzzles(game)]


def _answer_label(tally: dict, answer: str) -> str:
    """An answer as the projector says it: a choice with its text, a move as the board names it in the
    language in use (the question's names: «С1→Б1», «раздать»)."""
    for number, choice in enumerate(tally.get("choices") or ()):
        if "abcdefgh"[number] == answer:
            text = choice["text"].get(language()) or choice["text"]["en"]
            # its letter as the room shows it in the language (а) б) в) in Ukrainian and Russian)
            return f"{(choice.get('shown') or {}).get(language()) or answer}) {text}"
    names = (tally.get("names") or {}).get(language(), {})
    return "→".join(names.get(part, part) for part in answer.split("→"))


def tally_html(tally: dict | None) -> str:
    """The bars of a question's answers, as the projector shows them: counts only, the right
    answers marked after Reveal, with the most common wrong answer and why."""
    if not tally:
        empty = _("No question yet: choose one and press Ask.")
        return f"<p style='font-size:20px'>{html.escape(empty)}</p>"
    revealed = tally["state"] == "revealed"
    title = tally["title"].get(language()) or tally["title"]["en"]
    state = {"open": _("The question is open."), "closed": _("The question is closed."),
             "revealed": _("The answer is shown.")}[tally["state"]]
    answered = _("Answers: {answered} of {joined}.").format(answered=tally["answered"], joined=tally["joined"])
    lines = [f"<div style='font-size:22px;font-weight:600'>{html.escape(title)}</div>",
             f"<div style='font-size:20px;margin:.2em 0'>{html.escape(answered + ' ' + state)}</div>"]
    most = max([row["count"] for row in tally["counts"]] + [1])
    for row in tally["counts"]:
        right = revealed and row["right"]
        colour = "#0b5d3b" if right else "#5a7fa8"
        mark = " ✓" if right else ""
        lines.append(
            "<div style='display:flex;align-items:center;gap:.5em;font-size:20px;margin:.15em 0'>"
            f"<span style='min-width:12em'>{html.escape(_answer_label(tally, row['answer']))}{mark}</span>"
            f"<span style='display:inline-block;height:1em;width:{round(60 * row['count'] / most)}%;"
            f"background:{colour};border-radius:3px'></span><b>{row['count']}</b></div>")
    wrong = tally.get("common_wrong")
    if revealed and wrong:
        reason = wrong["reason"].get(language()) or wrong["reason"]["en"]
        lines.append("<p style='font-size:18px;margin-top:.5em'>" + html.escape(_(
            "Most often chosen of the wrong answers: {answer} ({count}). {reason}").format(
            answer=_answer_label(tally, wrong["answer"]), count=wrong["count"], reason=reason)) + "</p>")
    return "".join(lines)


def join_html(client: RoomClient, code: str | None) -> str:
    """The code, the address and the QR code, big enough for the back row."""
    if code is None:
        return ""
    import segno
    url = client.join_url(code)
    qr = segno.make(url, error="m").svg_inline(scale=5, border=2)
    heading, qr_label = html.escape(_("Join on your phone")), html.escape(_("QR code of the address"), quote=True)
    return (f"<div style='display:flex;gap:1em;align-items:center;flex-wrap:wrap'>"
            f"<div role='img' aria-label='{qr_label}'>{qr}</div><div>"
            f"<div style='font-size:22px'>{heading}</div>"
            f"<div style='font-size:72px;font-weight:700;letter-spacing:.1em;line-height:1.1'>{html.escape(code)}</div>"
            f"</div></div><div style='font-size:24px;font-weight:600;overflow-wrap:anywhere'>{html.escape(url)}</div>")


class AskTheClass(widgets.VBox):
    """The panel (see the module's docstring). ``board``: the classroom page's board, whose
    position "The board now" asks about."""

    def __init__(self, sources=None, client: RoomClient | None = None, board=None) -> None:
        self.client = client or RoomClient()
        self.board = board
        self.sources = list(sources) if sources is not None else default_sources(with_board=board is not None)
        self.code: str | None = None
        self.question_id: int | None = None
        self.state: dict | None = None
        self._stop = threading.Event()
        self._relabelling = False
        self.heading = widgets.HTML()
        self.join = widgets.HTML()
        self.joined = widgets.HTML()
        self.choice = widgets.Dropdown(options=[("", 0)], layout=widgets.Layout(width="min(60em, 95%)"))
        self.buttons = {name: widgets.Button(layout=widgets.Layout(width="auto")) for name in
                        ("ask", "close", "reveal", "next", "new_room", "csv", "remove")}
        self.lock = widgets.ToggleButton(value=False, icon="lock", layout=widgets.Layout(width="auto"))
        self.bars = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.names = widgets.Dropdown(options=[], layout=widgets.Layout(width="16em"))
        self.download = widgets.HTML()
        self.message = widgets.HTML()
        self.learners = widgets.Accordion([widgets.HBox([self.names, self.buttons["remove"]])])
        self.learners.selected_index = None
        row = widgets.HBox([self.buttons[name] for name in ("ask", "close", "reveal", "next")] + [self.lock],
                           layout=widgets.Layout(flex_flow="row wrap"))
        extras = widgets.HBox([self.buttons["csv"], self.download, self.buttons["new_room"]],
                              layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        # The room's code and QR code on the left, the question and its bars on the right: at
        # 1280x620 the projector shows both without scrolling (they wrap on a narrow screen).
        left = widgets.VBox([self.join, self.joined], layout=widgets.Layout(flex="0 0 auto", max_width="460px",
                                                                            margin="0 2em 0 0"))
        right = widgets.VBox([self.choice, row, self.message, self.bars], layout=widgets.Layout(flex="1 1 420px"))
        body = widgets.HBox([left, right], layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start",
                                                                 width="100%"))
        super().__init__([self.heading, body, self.learners, extras], layout=widgets.Layout(width="100%"))
        self.add_class("solitaire-ask-the-class")
        actions = {"ask": self.ask, "close": self.close_question, "reveal": self.reveal, "next": self.next,
                   "new_room": self.new_room, "csv": self.csv, "remove": self.remove}
        for name, action in actions.items():
            self.buttons[name].on_click(lambda _button, action=action: self._guarded(action))
        self.lock.observe(lambda change: self._guarded(lambda: self.client.lock(self._room(), change["new"]))
                          if not self._relabelling else None, names="value")
        self.relabel()
        on_language_change(self.relabel)
        if self.client.configured:
            self._guarded(self.connect)
        else:
            self._say(_("To ask the class, serve this page with make classroom: it starts the room server the "
                        "phones answer on."))

    # --- words ---------------------------------------------------------------------------------------

    def relabel(self) -> None:
        """Say the panel again in the language in use."""
        heading = _("Ask the class")   # outside the f-string, where the message extractor sees it
        self.heading.value = f"<h2 style='margin:.2em 0'>{html.escape(heading)}</h2>"
        words = {"ask": _("Ask"), "close": _("Close"), "reveal": _("Reveal"), "next": _("Next"),
                 "new_room": _("New room"), "csv": _("Answers as CSV"), "remove": _("Remove")}
        for name, said in words.items():
            self.buttons[name].description = said
        self.lock.description = _("Lock the room")
        self.lock.tooltip = _("Nobody new can join a locked room")
        self.choice.description = _("Question")
        self.names.description = _("Learner")
        self.learners.set_title(0, _("Learners (their names are not for the projector)"))
        self._relabelling = True
        try:
            value = self.choice.value
            self.choice.options = [(question_label(source) if source != BOARD else question_label(None), number)
                                   for number, source in enumerate(self.sources)]
            self.choice.value = value if value < len(self.sources) else 0
        finally:
            self._relabelling = False
        self._show(self.state)

    def _say(self, text: str) -> None:
        self.message.value = f"<div role='status' style='font-size:16px'>{html.escape(text)}</div>" if text else ""

    def _guarded(self, action) -> None:
        """Run a teacher's action; a refusal or a server out of reach is one line on the panel."""
        try:
            action()
        except (RoomError, ValueError) as problem:
            self._say(str(problem))

    # --- the room --------------------------------------------------------------------------------------

    def connect(self, code: str | None = None) -> None:
        """Come back to room ``code`` (by default the newest room, or a new one), its question and tally."""
        self.code = code or next(iter(self.client.rooms()), None) or self.client.new_room()
        self.join.value = join_html(self.client, self.code)
        status = self.client.status(self.code)
        self._choose_asked((status.get("tally") or {}).get("source"))
        self._show(status)
        self._refresh_names()
        self._stop.set()
        self._stop = threading.Event()
        self.client.follow(self.code, self._show, self._stop)

    def _choose_asked(self, source: str | None) -> None:
        """Put the question asked now in the list's choice, so Next goes on from it after a reload."""
        names = [source_name(None if item == BOARD else item) for item in self.sources]
        if source in names:
            self.choice.value = names.index(source)

    def _show(self, state: dict | None) -> None:
        """Show the room's state (called from the tally thread too: widget values only)."""
        self.state = state
        if state is None:
            self.bars.value = tally_html(None) if self.code else ""
            return
        tally = state.get("tally")
        self.question_id = tally["question"] if tally else None
        self.joined.value = "<div style='font-size:24px'>" + html.escape(_.ngettext(
            "In the room: {count} learner", "In the room: {count} learners", state["joined"]).format(
            count=state["joined"])) + "</div>"
        self._relabelling = True
        try:
            self.lock.value = bool(state.get("locked"))
        finally:
            self._relabelling = False
        self.bars.value = tally_html(tally)
        if self.code is not None and state["joined"] != len(self.names.options):
            self._guarded(self._refresh_names)   # someone joined or left: the list to remove from follows

    def _room(self) -> str:
        if self.code is None:
            raise RoomError(_("No room yet: the room server does not answer. Start the classroom with make classroom."))
        return self.code

    def ask(self) -> None:
        code, source = self._room(), self.sources[self.choice.value]
        if source == BOARD and self.board is None:
            raise ValueError("the board now needs the classroom page's board: ask_the_class(page.board)")
        self._say(_("Making the question…"))
        made = question(self.board.game if source == BOARD else source)
        self.question_id = self.client.ask(code, made)
        self._say("")
        self._show(self.client.status(self.code))

    def close_question(self) -> None:
        code = self._room()
        if self.question_id is not None:
            self.client.close(code, self.question_id)
            self._show(self.client.status(code))

    def reveal(self) -> None:
        code = self._room()
        if self.question_id is not None:
            self.client.reveal(code, self.question_id)
            self._show(self.client.status(code))

    def next(self) -> None:
        """Ask the next question of the list."""
        self._room()
        self.choice.value = (self.choice.value + 1) % len(self.sources)
        self.ask()

    def new_room(self) -> None:
        self.connect(self.client.new_room())

    def remove(self) -> None:
        code = self._room()
        if self.names.value is not None:
            self.client.remove(code, self.names.value)
            self._refresh_names()

    def _refresh_names(self) -> None:
        self.names.options = [(learner["name"], learner["id"]) for learner in self.client.learners(self._room())]

    def csv(self) -> None:
        """Offer the room's answers (name, question, answer, right) as a CSV file to download."""
        code = self._room()
        data = base64.b64encode(self.client.answers_csv(code).encode("utf-8")).decode("ascii")
        link = _("Download room-{code}-answers.csv").format(code=code)
        self.download.value = (f"<a download='room-{code}-answers.csv' href='data:text/csv;base64,{data}'>"
                               f"{html.escape(link)}</a>")
        self._refresh_names()

    def close(self) -> None:
        self._stop.set()
        super().close()

    def __repr__(self) -> str:
        return "<AskTheClass: the classroom's room panel>"

    def _repr_mimebundle_(self, **kwargs):
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        bundle["text/plain"] = _("Ask the class: serve this page with make classroom to let every phone answer.")
        return bundle


def ask_the_class(board=None, sources=None) -> AskTheClass:
    """The "Ask the class" panel; ``board`` is the classroom page's board (``page.board``), for
    "The board now"."""
    return AskTheClass(sources=sources, board=board)
