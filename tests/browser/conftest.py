"""Fixtures of the browser tests: one chromium and shared JupyterLab (with Notebook 7) and Voila servers.

Outside CI the tests skip, saying why, when chromium (or Playwright) is missing; with
``CI=true`` they fail instead. One chromium and each server start once a session, the first
time a test asks for them, in fresh temporary directories on free ports; each test gets a
fresh page (its own context). A page's kernels end with it: a Voila page is left for
``about:blank`` (so Voila's own shutdown request goes out, as when a tab closes) and the
JupyterLab sessions are shut down, so no test finds another's kernel. A module that needs a
notebook of its own writes it into the shared server's ``root`` (both servers serve a folder).

- ``voila``: the classroom page; ``voila_trainer``: the trainer; ``voila_server``: the Voila
  serving them (``voila_server.page(NAME)`` is any notebook in its root).
- ``make_present``: ``make present LESSON=uk/00_start_here`` itself (projector boards, the
  lesson's kernels preheated), serving a copy of ``notebooks/``: a lesson is at
  ``make_present.url + "voila/render/" + PATH`` (``uk/00_start_here.ipynb``, ``03_maids_play_a_deal.ipynb``),
  the lesson it was started for is ``make_present.lesson``. Every presented lesson, English or
  translated, and the presented lesson's kernels are checked on this one Voila.
- ``jupyterlab`` and ``notebook7``: one Jupyter server (JupyterLab and Notebook 7 are two
  front ends of it) serving the Maids play lesson, and a notebook of widgets for each front end
  (its module's tests share one page of it: ``pages`` opens it).
- ``jupyterlab_without_ipyevents``: a JupyterLab of its own, whose configuration leaves
  ipyevents' front end out, serving one Maids board.

A process's browser tests run one after the other: the collection hook puts them last and, under
pytest-xdist's ``--dist loadgroup`` (``make test``), in two groups that share no server, each run by
one worker with a chromium of its own while the other workers take the rest (the root
``conftest.py`` makes the groups). Chromium and the servers are stopped as soon as a worker's last
browser test is done, before it goes on to other tests:
Playwright's sync API keeps an event loop marked as running while it is open, which would change
how the widget tests behave.
"""
from __future__ import annotations

import os
from contextlib import ExitStack
from pathlib import Path
from types import SimpleNamespace

import pytest

from live_servers import (NOTEBOOKS, SCREENSHOTS, VIEWPORT, find_chromium, launch_chromium, start_as_make_does,
                          start_jupyterlab, start_voila_folder)

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")
TEST_NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
TRAINER = TEST_NOTEBOOKS / "trainer.ipynb"
DEMO = TEST_NOTEBOOKS / "exercise_demo.ipynb"
MAIDS_BOARD = TEST_NOTEBOOKS / "maids_board.ipynb"
MAIDS_LESSON = NOTEBOOKS / "03_maids_play_a_deal.ipynb"
#: How long a test waits for what it needs (a page, a kernel's answer): long enough for a
#: machine whose cores other programs keep busy; a test that passes never waits for it.
WAIT_MS = 60_000
NAVIGATION_MS = 180_000
#: Chromium and the shared servers, stopped together (last started, first stopped).
_SHARED = ExitStack()


def _is_browser_test(item) -> bool:
    return "tests/browser/" in str(item.path).replace("\\", "/")


def pytest_collection_modifyitems(config, items):
    """The slow browser tests run last (pytest calls this hook with every collected item)."""
    items.sort(key=_is_browser_test)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    """After this process's last browser test (its module's fixtures already ended), stop the
    servers and chromium, so the tests the worker runs next find no browser's event loop."""
    yield
    if _is_browser_test(item) and (nextitem is None or not _is_browser_test(nextitem)):
        _SHARED.close()


def pytest_sessionfinish(session):
    _SHARED.close()  # what an interrupted run left running


def _missing(what: str) -> None:
    message = f"{what}; the browser tests need it (Debian: apt-get install chromium; pip install -e '.[browser]')"
    if IN_CI:
        pytest.fail(f"{message}. CI=true: failing instead of skipping.", pytrace=False)
    pytest.skip(message)


@pytest.fixture(scope="session")
def chromium_path() -> str:
    path = find_chromium()
    if path is None:
        _missing("chromium is not installed (looked at $CHROMIUM, the PATH and /usr/bin/chromium)")
    return path


# Session scope is safe because the browser tests run last (the hook above): Playwright's sync
# API keeps an event loop marked as running while it is open, which would change how the
# widget tests behave if any ran after it started.
@pytest.fixture(scope="session")
def browser(chromium_path):
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("the Python package playwright is not installed")
    from playwright.sync_api import expect
    expect.set_options(timeout=WAIT_MS)  # the kernel answers each click; the machine may be busy
    playwright = _SHARED.enter_context(sync_playwright())
    browser = launch_chromium(playwright, chromium_path)
    _SHARED.callback(browser.close)
    return browser


_JUPYTER_SERVERS: list = []   # the Jupyter servers started, whose sessions each page's end shuts down


@pytest.fixture
def page(browser):
    """A fresh page (own context: cookies, storage) with the page's errors in ``page_errors``."""
    page = open_page(browser)
    yield page
    close_page(page)


@pytest.fixture(scope="session")
def pages(browser):
    """Pages for a module whose tests share one: ``pages.open()`` and ``pages.close(page)``."""
    return SimpleNamespace(open=lambda: open_page(browser), close=close_page)


def open_page(browser):
    """A page in a context of its own, its errors collected in ``page_errors`` (the ``page`` fixture's;
    a module whose tests share one page opens it with this and ends it with :func:`close_page`)."""
    if not browser.is_connected():
        pytest.fail("chromium was stopped after this process's browser tests: they must run together "
                    "(one after the other, or one xdist group as --dist loadgroup makes them)", pytrace=False)
    context = browser.new_context(viewport=VIEWPORT, device_scale_factor=1)
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    page.set_default_navigation_timeout(NAVIGATION_MS)
    page.page_errors = []
    page.on("pageerror", lambda error: page.page_errors.append(str(error)))
    return page


def close_page(page) -> None:
    """End ``page`` as a closing tab does, and every Jupyter session with it."""
    _leave(page)
    page.context.close()
    for server in _JUPYTER_SERVERS:
        server.end_sessions()


def _leave(page) -> None:
    """Leave a Voila page as a closing tab does: the page asks Voila to shut its kernel down.
    (JupyterLab's pages are not left: they would ask about unsaved changes; their sessions end.)"""
    voila_page = "/voila/" in page.url or page.url.startswith("http") and page.url.rstrip("/").count("/") == 2
    try:
        if voila_page and not page.is_closed():
            page.goto("about:blank", timeout=WAIT_MS)
    except Exception:  # a page that hangs is closed with its context all the same
        pass


@pytest.fixture(scope="session")
def screenshots():
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


def _existing(*notebooks: Path) -> list[Path]:
    for notebook in notebooks:
        if not notebook.exists():
            pytest.fail(f"{notebook} is missing", pytrace=False)
    return list(notebooks)


# --- Voila ---------------------------------------------------------------------------------

@pytest.fixture(scope="session")
def voila_server(browser, tmp_path_factory):
    """Voila serving a folder: the classroom page, the trainer and the exercises' demo."""
    notebooks = _existing(NOTEBOOKS / "classroom.ipynb", TRAINER, DEMO)
    return _SHARED.enter_context(start_voila_folder(tmp_path_factory.mktemp("voila"), notebooks))


@pytest.fixture(scope="session")
def voila(voila_server):
    """The classroom page on the shared Voila, at ``voila.url``."""
    return voila_server.page("classroom.ipynb")


@pytest.fixture(scope="session")
def voila_trainer(voila_server):
    """The trainer page on the shared Voila, at ``voila_trainer.url``."""
    return voila_server.page(TRAINER.name)


#: The lesson ``make present`` is started for: a translated one, since a teacher presents those
#: with ``LESSON=uk/...`` too (issue 44), and the first, whose preheated kernels start quickest.
LESSON_MADE_PRESENT = "uk/00_start_here"


@pytest.fixture(scope="session")
def make_present(browser, tmp_path_factory):
    """``make present LESSON=uk/00_start_here`` as a teacher runs it: the Makefile's recipe,
    etc/voila.py, projector boards, the whole ``notebooks/`` folder served (in a copy)."""
    if not (NOTEBOOKS / f"{LESSON_MADE_PRESENT}.ipynb").exists():
        pytest.fail(f"notebooks/{LESSON_MADE_PRESENT}.ipynb is missing", pytrace=False)
    server = _SHARED.enter_context(start_as_make_does(tmp_path_factory.mktemp("make-present"), "present",
                                                      LESSON=LESSON_MADE_PRESENT))
    server.lesson = LESSON_MADE_PRESENT
    return server


# --- JupyterLab and Notebook 7 -------------------------------------------------------------------

@pytest.fixture(scope="session")
def jupyterlab(browser, tmp_path_factory):
    """JupyterLab (and Notebook 7, on the same server) serving a copy of the Maids play lesson
    (``server.root`` holds it; each front end's module writes its widgets' notebook there)."""
    notebooks = _existing(MAIDS_LESSON)
    return _shared_jupyter(start_jupyterlab(tmp_path_factory.mktemp("jupyterlab"), notebooks))


@pytest.fixture(scope="session")
def notebook7(jupyterlab):
    """Notebook 7 (``/tree``, ``/notebooks/...``): the same Jupyter server as ``jupyterlab``."""
    return jupyterlab


@pytest.fixture(scope="session")
def jupyterlab_without_ipyevents(browser, tmp_path_factory):
    """JupyterLab serving a notebook with one Maids board (and the notebook its test writes), ipyevents'
    front end left out (its own config). (A whole lesson runs in the shared JupyterLab; here only the
    board matters.)"""
    home = tmp_path_factory.mktemp("jupyterlab-no-ipyevents")
    return _shared_jupyter(start_jupyterlab(home, _existing(MAIDS_BOARD), disabled_extensions=["ipyevents"]))


def _shared_jupyter(server):
    """Stop ``server`` with the others; until then each page's end shuts its sessions down."""
    _SHARED.enter_context(server)
    _JUPYTER_SERVERS.append(server)
    _SHARED.callback(_JUPYTER_SERVERS.remove, server)
    return server
