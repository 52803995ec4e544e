"""Fixtures of the browser tests: chromium through Playwright, JupyterLab, Notebook 7 and Voila servers.

Outside CI the tests skip, saying why, when chromium (or Playwright) is missing; with
``CI=true`` they fail instead. Each server runs in a fresh temporary directory on a free
port and is stopped, kernels included, when the module's tests are done.
"""
from __future__ import annotations

import os

import pytest

from live_servers import (NOTEBOOKS, SCREENSHOTS, VIEWPORT, find_chromium, launch_chromium, start_jupyterlab,
                          start_notebook7, start_voila)

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


def pytest_collection_modifyitems(config, items):
    """The slow browser tests run last (pytest calls this hook with every collected item)."""
    items.sort(key=lambda item: "tests/browser/" in str(item.path).replace("\\", "/"))


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


# Module scope: Playwright's sync API keeps an event loop marked as running while it is
# open, which would change how the widget tests that run after these behave.
@pytest.fixture(scope="module")
def browser(chromium_path):
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("the Python package playwright is not installed")
    from playwright.sync_api import expect
    expect.set_options(timeout=20_000)  # the kernel answers each click; the machine may be busy
    with sync_playwright() as playwright:
        browser = launch_chromium(playwright, chromium_path)
        yield browser
        browser.close()


@pytest.fixture
def page(browser):
    """A fresh page (own context: cookies, storage) with the page's errors in ``page_errors``."""
    context = browser.new_context(viewport=VIEWPORT, device_scale_factor=1)
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.page_errors = []
    page.on("pageerror", lambda error: page.page_errors.append(str(error)))
    yield page
    context.close()


@pytest.fixture(scope="session")
def screenshots():
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


def _maids_lesson():
    lesson = NOTEBOOKS / "03_maids_play_a_deal.ipynb"
    if not lesson.exists():
        pytest.fail(f"{lesson} is missing", pytrace=False)
    return lesson


@pytest.fixture(scope="module")
def jupyterlab(browser, tmp_path_factory):
    """JupyterLab serving a copy of the Maids play lesson (``server.root`` holds the copy)."""
    with start_jupyterlab(tmp_path_factory.mktemp("jupyterlab"), [_maids_lesson()]) as server:
        yield server


@pytest.fixture(scope="module")
def jupyterlab_without_ipyevents(browser, tmp_path_factory):
    """JupyterLab serving the Maids play lesson with ipyevents' front end left out (its own config)."""
    home = tmp_path_factory.mktemp("jupyterlab-no-ipyevents")
    with start_jupyterlab(home, [_maids_lesson()], disabled_extensions=["ipyevents"]) as server:
        yield server


@pytest.fixture(scope="module")
def notebook7(browser, tmp_path_factory):
    """Notebook 7 (``jupyter notebook``) serving a copy of the Maids play lesson."""
    with start_notebook7(tmp_path_factory.mktemp("notebook7"), [_maids_lesson()]) as server:
        yield server


@pytest.fixture(scope="module")
def voila(browser, tmp_path_factory):
    """Voila serving a copy of the classroom page at ``server.url``."""
    server = start_voila(tmp_path_factory.mktemp("voila"), NOTEBOOKS / "classroom.ipynb")
    yield server
    server.stop()
