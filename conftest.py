"""What every test (and doctest) starts from: English, whatever the machine's locale says; and
how hypothesis and the parallel run (pytest-xdist) treat the suite.

The package follows the environment's language (``LANGUAGE``, ``LC_ALL``, ``LANG``...), so a CI
machine set to Ukrainian would otherwise see Ukrainian boards; the kernels nbval and the browser
tests start inherit this too. A test that wants another language sets it and is put back.

Hypothesis profiles (``HYPOTHESIS_PROFILE=thorough make test`` picks one; ``ci`` is the default):

- ``ci``: the same examples on every run (derandomized, so a red run is red again on a rerun),
  no deadline and no "too slow" health check (a loaded machine is slow, not wrong), and the
  properties checked against a slow oracle take a quarter of their examples (``tests/budget.py``).
- ``thorough``: fresh random examples each run, every property at its full count and the others
  at twice hypothesis' default; what a maintainer runs before a release or after a rules change.
"""

import os

import pytest
from hypothesis import HealthCheck, settings

os.environ["LANGUAGE"] = "en"

settings.register_profile("ci", derandomize=True, deadline=None, database=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("thorough", deadline=None, max_examples=200, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

#: How long nbval waits for a cell's output once the kernel has answered it (nbval's own 5 s
#: fails on a machine whose cores other programs keep busy; a passing cell never waits for it).
NOTEBOOK_OUTPUT_WAIT_S = 120


def pytest_collection_modifyitems(config, items):
    """Each lesson's cells wait for their output as long as a busy machine needs."""
    for item in items:
        if item.path.suffix == ".ipynb" and hasattr(item, "output_timeout"):
            item.output_timeout = NOTEBOOK_OUTPUT_WAIT_S



def pytest_configure(config):
    """nbval's kernels talk to it over Unix sockets instead of TCP ports (see ``_kernels_over_ipc``)."""
    if config.getoption("nbval", False) or config.getoption("nbval_lax", False):
        _kernels_over_ipc(config)


def _kernels_over_ipc(config) -> None:
    """A kernel started over TCP is handed five free ports, which it binds only once it has
    started; on a machine where other programs open connections all the time, one of them may
    take such a port first, and the kernel dies before the lesson's first cell. Unix sockets in a
    folder of this run's own cannot be taken. (The lessons run the same: only the wire differs.)"""
    import shutil
    import tempfile
    import uuid

    from nbval import kernel

    folder = tempfile.mkdtemp(prefix="nbval-kernels-")   # short: a socket's path has at most 107 bytes
    config.add_cleanup(lambda: shutil.rmtree(folder, ignore_errors=True))

    class KernelOverIpc(kernel.KernelManager):
        def __init__(self, **options):
            connection_file = os.path.join(folder, f"kernel-{uuid.uuid4().hex[:12]}.json")
            super().__init__(transport="ipc", connection_file=connection_file, **options)

    kernel.KernelManager = KernelOverIpc


#: Test files whose tests read one expensive module fixture (the wheel and its venv, the answer
#: key's PDF, the rules sheets drawn, a dask cluster): each runs on one worker, so the fixture is made once.
SHARED_FIXTURE_FILES = {"tests/package/test_wheel.py", "tests/sheets/test_answer_key.py", "tests/sheets/test_rules_sheets.py",
                        "tests/solver/test_stats_cluster.py"}


@pytest.hookimpl(tryfirst=True, optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """Under ``--dist loadgroup`` (``make test``), what must share a worker does: a lesson's cells run
    in order in one kernel, the browser tests share one chromium and one of each server, and the
    tests of each of ``SHARED_FIXTURE_FILES`` share its fixture.
    (pytest-xdist's own ``xdist_group`` marks no longer reach its scheduler from pytest 9.2 on,
    so the groups are read off the test ids here; a mark's group is still honoured.)

    The browser tests make two groups (``browser_group``), each with its own chromium, which
    share no server: one group alone was the run's longest stretch on one worker. The groups are
    handed out longest first, the browser groups before any other (started last, they would end
    last, alone), then the files of one expensive fixture, then the others by their number of tests,
    so the run ends on single quick tests that keep every worker busy to the end."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from collections import OrderedDict

    from xdist.scheduler import LoadGroupScheduling

    class SuiteScheduling(LoadGroupScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.split("::", 1)[0]
            if path.startswith(BROWSER_FOLDER):
                return browser_group(path)
            if path.endswith(".ipynb") or path in SHARED_FIXTURE_FILES:
                return path
            return super()._split_scope(nodeid)

        def _assign_work_unit(self, node) -> None:
            if not getattr(self, "_longest_first", False):
                self.workqueue = OrderedDict(sorted(self.workqueue.items(), key=_longest_first))
                self._longest_first = True
            super()._assign_work_unit(node)

    return SuiteScheduling(config, log)


BROWSER_FOLDER = "tests/browser/"
#: The browser tests that start servers of their own (``make classroom`` and ``make present``, the
#: room and its Voila) or use the Voila presenting the lessons; the others share the Voila serving
#: the classroom page and the trainer, and the JupyterLab with Notebook 7 (and one without ipyevents).
BROWSER_OWN_SERVERS = {"test_kernels.py", "test_present.py", "test_present_translated.py", "test_room_browser.py"}


def browser_group(path: str) -> str:
    """The group of a browser test file (``tests/browser/...``): half of the browser tests' time each."""
    name = path.rsplit("/", 1)[-1]
    return BROWSER_FOLDER + ("own servers" if name in BROWSER_OWN_SERVERS else "shared servers")


def _longest_first(unit) -> tuple:
    """The order in which a work unit (its group, its tests) is handed out: the browser groups first,
    then the files that make one expensive fixture (a few tests, but each file a minute of work:
    handed out last, one would end the run alone), then by size, larger first (sorted is stable:
    equals keep the collection's order)."""
    group, tests = unit
    return (not group.startswith(BROWSER_FOLDER), group not in SHARED_FIXTURE_FILES, -len(tests))


@pytest.fixture(autouse=True)
def _language_put_back():
    yield
    from solitaire.languages import i18n
    # A test's boards stay alive in ipywidgets' registry: forget them first, or every later
    # switch of language would redraw the boards of every test before it.
    i18n._listeners.clear()
    i18n.set_language(None)
