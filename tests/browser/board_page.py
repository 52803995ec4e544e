"""The interactive board in a browser page: find it, click it, read it, time it.

:class:`BoardOnPage` is one ``solitaire.play(...)`` board in a page (JupyterLab or
Voila): its picture, buttons, message and status lines. It clicks places by their PNG
pixels (computed in Python with :class:`solitaire.draw.BoardView` for the same game)
scaled to the picture's box on screen, and times click → new picture in the page.
:func:`run_in_jupyterlab` opens a notebook and runs all its cells; :class:`NotebookOnPage` is a notebook
of several widgets that a module's tests share in JupyterLab or Notebook 7.
"""
from __future__ import annotations

import re

from live_servers import Server
from solitaire.widgets.mouse import NO_MOUSE

# --- JupyterLab in the page -------------------------------------------------------------

#: Notebook 7.6's keyboard-shortcut settings raise this in every page it opens, an empty
#: notebook's too (a plugin's settings read before they are loaded): not this package's.
NOTEBOOK7_OWN_ERROR = "Cannot read properties of undefined (reading 'schema')"

_RUN_ALL_CELLS_JS = """async () => {
    const app = window.jupyterapp;
    const panel = app.shell.currentWidget;
    await panel.context.ready;
    await panel.sessionContext.ready;
    return await app.commands.execute('notebook:run-all-cells');
}"""

_ERROR_OUTPUTS_JS = """() => {
    const cells = window.jupyterapp.shell.currentWidget.content.model.cells;
    const errors = [];
    for (let i = 0; i < cells.length; i++) {
        const cell = cells.get(i);
        if (cell.type !== 'code') continue;
        for (let j = 0; j < cell.outputs.length; j++) {
            const output = cell.outputs.get(j).toJSON();
            if (output.output_type === 'error') errors.push(`cell ${i}: ${output.ename}: ${output.evalue}`);
        }
    }
    return errors;
}"""


def run_in_jupyterlab(page, server: Server, notebook: str, timeout_ms: float = 120_000) -> list[str]:
    """Open ``notebook`` in JupyterLab and run all its cells; the errors its cells printed.

    ``notebook:run-all-cells`` resolves when the last cell has run (JupyterLab 4).
    """
    page.goto(notebook_url(server, notebook, "jupyterlab"), timeout=timeout_ms, wait_until="commit")
    return _run_all_cells(page, notebook, timeout_ms)


def notebook_url(server: Server, notebook: str, front_end: str) -> str:
    """Where ``notebook`` opens in ``front_end``: "jupyterlab" (a fresh workspace), or "notebook7" (its own page,
    ``/notebooks/...``, built of JupyterLab's parts: the same application object, shell and command)."""
    return f"{server.url}lab/tree/{notebook}?reset" if front_end == "jupyterlab" else f"{server.url}notebooks/{notebook}"


def _run_all_cells(page, notebook: str, timeout_ms: float) -> list[str]:
    """Run all the cells of ``notebook``, open in the page once the front end has it; the errors they printed."""
    page.wait_for_function("path => window.jupyterapp?.shell?.currentWidget?.context?.path === path",
                           arg=notebook, timeout=timeout_ms)
    page.set_default_timeout(timeout_ms)
    if page.evaluate(_RUN_ALL_CELLS_JS) is not True:
        return ["the notebook did not run all the cells"]
    return page.evaluate(_ERROR_OUTPUTS_JS)


class NotebookOnPage:
    """One notebook of several widgets, opened once for a module's tests in JupyterLab or Notebook 7:
    each test finds its widget in its own cell's output (:meth:`outputs`), so a page load and a kernel
    serve them all (issue 45: each test's own page cost a front end's load, 4 to 8 CPU-seconds).

    ``names`` names the notebook's code cells in order (as :func:`write_widgets_notebook` returns them);
    :meth:`run` runs all the cells once, whichever test asks first, and gives the errors they printed."""

    def __init__(self, page, server: Server, notebook: str, names: list[str], front_end: str) -> None:
        self.page, self.server, self.notebook, self.names, self.front_end = page, server, notebook, names, front_end
        self.errors = None

    def open(self) -> None:
        """Open the notebook as stored (no cell run)."""
        self.page.goto(notebook_url(self.server, self.notebook, self.front_end), wait_until="commit")

    def run(self) -> list[str]:
        if self.errors is None:
            self.errors = _run_all_cells(self.page, self.notebook, 120_000)
        return self.errors

    def outputs(self, name: str):
        """The output area of the code cell ``name``."""
        cell = self.page.locator(".jp-Notebook .jp-CodeCell").nth(self.names.index(name))
        return cell.locator(".jp-OutputArea")


def write_widgets_notebook(path, *stored, **sources: str) -> list[str]:
    """Write to ``path`` the cells of the ``stored`` notebooks (with their stored outputs), then a code cell
    for each of ``sources`` (name=source, not yet run); the names of its code cells, in order (a cell of
    a stored notebook is named by the notebook's file name)."""
    import json
    notebooks = [json.loads(notebook.read_text(encoding="utf-8")) for notebook in stored]
    whole, names = {**notebooks[0], "cells": []}, []
    for file, notebook in zip(stored, notebooks):
        whole["cells"] += notebook["cells"]
        names += [file.name for cell in notebook["cells"] if cell["cell_type"] == "code"]
    for name, source in sources.items():
        whole["cells"].append({"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                               "source": source})
        names.append(name)
    path.write_text(json.dumps(whole), encoding="utf-8")
    return names


def shared_widgets_page(pages, server: Server, notebook: str, front_end: str, *stored, **sources: str):
    """The body of a module's fixture: the widgets' notebook (:func:`write_widgets_notebook`) written into the
    server's folder and opened as stored in a page of its own, which ends with the module."""
    names = write_widgets_notebook(server.root / notebook, *stored, **sources)
    shared = NotebookOnPage(pages.open(), server, notebook, names, front_end)
    shared.open()
    yield shared
    pages.close(shared.page)


def has_front_end_plugin(page, plugin: str) -> bool:
    """Whether the JupyterLab (or Notebook 7) page loaded the front-end plugin ``plugin``."""
    return page.evaluate("id => window.jupyterapp.hasPlugin(id)", plugin)


# --- the board on the page ---------------------------------------------------------------

BOARD_SELECTOR = ".widget-vbox:has(> img.widget-image)"
"""A ``solitaire.play`` board: the VBox whose first child is the picture."""

_DIGEST_JS = """async img => {
    const bytes = await (await fetch(img.src)).arrayBuffer();
    const digest = await crypto.subtle.digest('SHA-256', bytes);
    return Array.from(new Uint8Array(digest), b => b.toString(16).padStart(2, '0')).join('');
}"""

# Times (performance.now(), ms) of every click in the page and of every new picture.
_TIMER_JS = """img => {
    const times = window.__solitaireTimes = {clicks: [], pictures: [], loads: []};
    window.addEventListener('click', () => times.clicks.push(performance.now()), true);
    new MutationObserver(() => times.pictures.push(performance.now()))
        .observe(img, {attributes: true, attributeFilter: ['src']});
    img.addEventListener('load', () => times.loads.push(performance.now()));
}"""


class BoardOnPage:
    """One interactive board in a page: picture, buttons, message line and status line."""

    #: How long the board waits for the kernel's answer to a click (a new picture): as long as the
    #: other waits of the browser tests (conftest.WAIT_MS), which hold on a machine whose cores other
    #: programs keep busy; a passing test never waits for it.
    ANSWER_MS = 60_000

    def __init__(self, page, root, timeout_ms: float = ANSWER_MS) -> None:
        self.page, self.root, self.timeout = page, root, timeout_ms
        self.picture = root.locator(":scope > img.widget-image")
        lines = root.locator(":scope > .widget-html")
        self.message, self.status = lines.nth(0), lines.nth(1)
        self.no_mouse = root.locator(".widget-html", has_text=NO_MOUSE)  # shown only without ipyevents
        self.move_list = root.get_by_role("combobox", name="Move", exact=True)

    @classmethod
    def find(cls, page, game_name: str, timeout_ms: float = 60_000, within=None) -> "BoardOnPage":
        """The first board in ``page`` (in the locator ``within``, if given) whose status line names
        ``game_name`` (waits for it)."""
        boards = (within or page).locator(BOARD_SELECTOR)
        boards.filter(has_text=game_name).first.locator(":scope > img.widget-image").wait_for(
            state="visible", timeout=timeout_ms)
        # Pin the board by its position: its text changes as it plays (even the game it names).
        index = boards.evaluate_all("(boards, name) => boards.findIndex(b => b.innerText.includes(name))", game_name)
        board = cls(page, boards.nth(index))
        page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=board.picture.element_handle(),
                               timeout=timeout_ms)
        return board

    def button(self, name: str):
        return self.root.get_by_role("button", name=name, exact=True)

    def status_text(self) -> str:
        return self.status.inner_text()

    def message_text(self) -> str:
        return self.message.inner_text()

    def src(self) -> str:
        return self.picture.get_attribute("src")

    def picture_size(self) -> tuple[int, int]:
        return tuple(self.picture.evaluate("img => [img.naturalWidth, img.naturalHeight]"))

    def digest(self) -> str:
        """SHA-256 of the PNG shown (its ``src`` is a fresh blob URL for every picture, so compare bytes)."""
        return self.picture.evaluate(_DIGEST_JS)

    def digest_other_than(self, old_digest: str) -> str:
        """Wait until the picture shown differs from ``old_digest`` (by its bytes); its digest."""
        return self.digest_when(lambda digest: digest != old_digest)

    def digest_equal_to(self, expected_digest: str) -> str:
        """Wait until the picture shown is ``expected_digest`` (by its bytes); its digest."""
        return self.digest_when(lambda digest: digest == expected_digest)

    def digest_when(self, wanted) -> str:
        """The digest of the picture shown, once ``wanted(digest)`` holds or the board's timeout ends.

        A click may bring more than one picture (the old position redrawn, then the new one),
        and the status line may change before the last of them arrives; on a busy machine the
        gap is long enough to read the old bytes. After the timeout the last digest read is
        returned, so the caller's assertion shows what was still on screen.
        """
        waited_ms = 0.0
        digest = self.digest()
        while not wanted(digest) and waited_ms < self.timeout:
            self.page.wait_for_timeout(100)
            waited_ms += 100
            digest = self.digest()
        return digest

    def click_pixel(self, x: float, y: float) -> None:
        """Click PNG pixel ``(x, y)`` of the picture, wherever and however large it is shown."""
        box = self.picture.bounding_box()
        width, height = self.picture_size()
        self.picture.click(position={"x": x * box["width"] / width, "y": y * box["height"] / height})

    def click_place(self, geometry: dict, place: str) -> None:
        """Click ``place`` (its top card, else its empty slot) using ``BoardView.geometry()``."""
        self.click_pixel(*place_point(geometry, place))

    def wait_for_new_picture(self, old_src: str) -> str:
        self.page.wait_for_function("([img, old]) => img.src !== old && img.complete",
                                    arg=[self.picture.element_handle(), old_src], timeout=self.timeout)
        return self.src()

    def act(self, action) -> str:
        """Do ``action()`` (a click) and wait for the picture it brings; the new ``src``."""
        old = self.src()
        action()
        return self.wait_for_new_picture(old)

    # --- timing ------------------------------------------------------------------------

    def start_timer(self) -> None:
        """Record, in the page, when each click happens and when each new picture arrives."""
        self.picture.evaluate(_TIMER_JS)

    def timed(self, action) -> tuple[float, float]:
        """Do ``action()`` (one click); ms from the click to the new ``src``, and to the picture loaded.

        Both instants are the page's ``performance.now()``: the time Playwright takes to
        send the click is not counted. Call :meth:`start_timer` once first.
        """
        self.page.evaluate("() => Object.values(window.__solitaireTimes).forEach(times => times.length = 0)")
        self.act(action)
        self.page.wait_for_function("() => window.__solitaireTimes.loads.length > 0", timeout=self.timeout)
        times = self.page.evaluate("window.__solitaireTimes")
        click = times["clicks"][0]
        return times["pictures"][0] - click, times["loads"][0] - click


def place_point(geometry: dict, place: str) -> tuple[float, float]:
    """The PNG pixel to click for ``place``: the middle of its top card, else of its slot.

    >>> place_point({"places": {"L1": {"centre": (5, 6), "cards": []}}}, "L1")
    (5, 6)
    >>> place_point({"places": {"L1": {"centre": (5, 6), "cards": [{"rect": (0, 0, 10, 20)}]}}}, "L1")
    (5.0, 10.0)
    """
    spot = geometry["places"][place]
    if spot["cards"]:
        x0, y0, x1, y1 = spot["cards"][-1]["rect"]
        return (x0 + x1) / 2, (y0 + y1) / 2
    return spot["centre"]


def first_card_move(game):
    """The first legal move that takes a card from one place to another (not deal or redeal).

    >>> from solitaire import Maids
    >>> first_card_move(Maids(deal=7))
    Move.parse('L3→F1')
    """
    return next((move for move in game.legal_moves() if not move.is_keyword), None)


def board_with_a_card_move(board):
    """The board's game, as dealt, with a card to move (the game the board then shows).

    If the lesson left its board mid-game (or on a deal with nothing to move yet), start
    the first deal that offers a card move, with the options the board shows.
    """
    game = game_from_status(board.status_text())
    assert game is not None, board.status_text()
    if moves_in_status(board.status_text()) == 0 and first_card_move(game) is not None:
        return game
    kind, options = type(game), game.settings
    deal = next(n for n in range(1, 500) if first_card_move(kind(deal=n, **options)) is not None)
    start_deal(board, deal)
    return kind(deal=deal, **options)


def play_a_card_move_with_the_mouse(board, game):
    """Click a card of ``game`` (the game the board shows, as dealt), then where it goes; the move.

    Picking the card up lights its targets (a new picture) and the message names them.
    """
    from playwright.sync_api import expect
    from solitaire.draw import BoardView
    geometry = BoardView(game).geometry()
    assert board.picture_size() == geometry["size"]
    move = first_card_move(game)
    board.act(lambda: board.click_place(geometry, move.source))
    expect(board.message).to_contain_text(f"from {move.source} can go to")
    expect(board.message).to_contain_text(move.target)
    board.act(lambda: board.click_place(geometry, move.target))
    expect(board.status).to_contain_text(" 1 move ")
    expect(board.message).to_contain_text(f"from {move.source} to {move.target}")
    return move


def start_deal(board, deal: int) -> None:
    """Start deal number ``deal`` on the board (the Deal no. box, then New deal)."""
    from playwright.sync_api import expect
    board.root.get_by_role("spinbutton", name="Deal").fill(str(deal))
    board.act(lambda: board.button("New deal").click())
    expect(board.status).to_contain_text(f"deal {deal} ·")
    expect(board.status).to_contain_text(" 0 moves ")


STATUS_PATTERN = re.compile(r"^(?:(?P<outcome>Won!.*?\.|Lost:.*?\.) )?(?P<kind>[\w ]+?) · "
                            r"(?:deal (?P<deal>\d+)|own dealing order)(?P<options>(?: · [^·]+?)*?) · "
                            r"(?P<moves>\d+) moves? · ")


def game_from_status(status: str):
    """The game a board's status line describes, as dealt (None when it names no deal number).

    >>> game = game_from_status("Twelve Sleeping Maids · deal 7 · in suit · 0 moves · 0/104 home")
    >>> type(game).__name__, game.deal, game.settings["follow_suit"], game.settings["waste_playable"]
    ('TwelveSleepingMaids', 7, True, False)
    """
    from solitaire import Maids, Spider
    from solitaire.widgets.clicks import option_words
    match = STATUS_PATTERN.match(status)
    if match is None or match["deal"] is None:
        return None
    kind = {cls.title: cls for cls in (Maids, Spider)}[match["kind"]]
    said = [words for words in (match["options"] or "").split(" · ") if words]
    options = {}  # the line names the main option and those not at their defaults
    for words in said:
        options.update((name, choice) for name, option in kind.options.items() for choice in option.choices
                       if option_words(name, choice) == words)
    return kind(deal=int(match["deal"]), **options)


def moves_in_status(status: str) -> int:
    """How many moves a status line says were played.

    >>> moves_in_status("Spider · deal 3 · row rule while dealing · 1 redeal · 12 moves · 20/104 home")
    12
    """
    return int(STATUS_PATTERN.match(status)["moves"])
