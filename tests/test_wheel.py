"""The wheel as a user gets it: built with ``python -m build``, installed into a fresh venv.

The tests elsewhere import the package from the repository (editable). Here the wheel is
built from the sdist (so a file missing from either fails), installed with pip into a new
venv, and run from a directory outside the repository: ``python -m solitaire solve maids
42`` must use the compiled search, and the first lesson's first cells must print what the
stored lesson shows. About a minute; ``-m "not wheel"`` leaves it out while working.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from solitaire.cli import main

pytestmark = pytest.mark.wheel

REPO = Path(__file__).resolve().parents[1]
LESSON = REPO / "notebooks" / "00_start_here.ipynb"
FIRST_CELLS = 8
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


def run(args, cwd, timeout=600, **options) -> subprocess.CompletedProcess:
    """Run a command outside the repository, with nothing of this test run on its path."""
    environment = {name: value for name, value in os.environ.items() if not name.startswith("PYTHON")}
    environment["PYTHONNOUSERSITE"] = "1"
    done = subprocess.run([str(arg) for arg in args], cwd=cwd, env=environment, capture_output=True, text=True,
                          timeout=timeout, **options)
    assert done.returncode == 0, f"{args} failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    try:
        import build  # noqa: F401  (python -m build below)
    except ImportError:
        message = "the Python package build is not installed (pip install -e '.[test]')"
        if IN_CI:
            pytest.fail(message + "; CI=true: failing instead of skipping", pytrace=False)
        pytest.skip(message)
    out = tmp_path_factory.mktemp("dist")
    run([sys.executable, "-m", "build", "--outdir", out, REPO], cwd=out)
    wheels = list(out.glob("solitaire-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


@pytest.fixture(scope="module")
def venv_python(wheel, tmp_path_factory) -> Path:
    """The python of a fresh venv with the wheel (and its dependencies from the index) installed."""
    home = tmp_path_factory.mktemp("venv")
    run([sys.executable, "-m", "venv", home / "venv"], cwd=home)
    python = home / "venv" / "bin" / "python"
    run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", wheel], cwd=home)
    return python


def package_files() -> set[str]:
    """The files of the package in the repository that a wheel must carry (sources and data)."""
    files = set()
    for path in (REPO / "solitaire").rglob("*"):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix in (".py", ".json"):
            files.add(path.relative_to(REPO).as_posix())
    return files


def test_the_wheel_carries_the_package_its_data_and_the_compiled_search_but_no_c_source(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert package_files() - names == set()
    assert any(re.fullmatch(r"solitaire/solver/maids/_search\..*\.so", name) for name in names), sorted(names)
    assert [name for name in names if name.endswith((".c", ".h"))] == []
    assert any(name.startswith("solitaire/texts/") and name.endswith(".json") for name in names)


def test_solve_maids_42_from_the_wheel_uses_the_compiled_search(venv_python, tmp_path, capsys):
    where = run([venv_python, "-c", "import solitaire, solitaire.solver.maids.codes as codes; "
                 "print(solitaire.__file__); print(codes.native_search is not None)"], cwd=tmp_path).stdout.split()
    assert Path(where[0]).is_relative_to(venv_python.parents[1]) and where[1] == "True", where
    solved = run([venv_python, "-m", "solitaire", "solve", "maids", "42"], cwd=tmp_path).stdout
    assert main(["solve", "maids", "42"]) == 0
    here = capsys.readouterr().out

    def without_time(text):
        return re.sub(r" in [\d.]+ s", "", text)
    assert without_time(solved) == without_time(here) and solved.startswith("won: ")


# Runs in the venv: each of the first code cells through IPython, as a kernel would, and
# prints what each printed and what it returned (text/plain), as JSON.
_CELL_RUNNER = """
import contextlib, io, json, sys
from IPython.core.interactiveshell import InteractiveShell
InteractiveShell.enable_gui = lambda self, gui=None: None  # a kernel's inline figures need no GUI loop
shell = InteractiveShell.instance()
shell.displayhook.write_output_prompt = lambda: None  # the values are read from the results below
shell.displayhook.write_format_data = lambda *data, **options: None
displayed = []  # display() and the inline figures: their kinds of data, as a kernel sends them
shell.display_pub.publish = lambda data, metadata=None, **options: displayed.append(sorted(data))
shown = []
for source in json.load(sys.stdin):
    displayed.clear()
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        result = shell.run_cell(source, store_history=True, silent=False)
    # what the cell itself displayed: formatting its value below would display an object that draws itself
    # (an exercise's question and answer box) a second time, which a kernel never does
    displayed_by_cell = list(displayed)
    formats = {} if result.result is None else shell.display_formatter.format(result.result)[0]
    value = formats.get("text/plain")
    error = None if result.success else repr(result.error_in_exec or result.error_before_exec)
    shown.append({"printed": printed.getvalue(), "value": value, "value_kinds": sorted(formats),
                  "displayed": displayed_by_cell, "error": error})
print(json.dumps(shown))
"""


def stored_cells(count: int) -> list[dict]:
    """The first ``count`` code cells of the lesson: source, what they printed, what they returned."""
    cells = [cell for cell in json.loads(LESSON.read_text())["cells"] if cell["cell_type"] == "code"][:count]
    stored = []
    for cell in cells:
        printed = "".join("".join(out["text"]) for out in cell["outputs"] if out["output_type"] == "stream")
        values = [out["data"]["text/plain"] for out in cell["outputs"] if out["output_type"] == "execute_result"]
        displayed = [sorted(out["data"]) for out in cell["outputs"] if out["output_type"] == "display_data"]
        stored.append({"source": "".join(cell["source"]), "printed": printed,
                       "value": "".join(values[0]) if values else None, "displayed": displayed})
    return stored


def test_the_first_lessons_first_cells_show_what_the_stored_lesson_shows(venv_python, tmp_path):
    stored = stored_cells(FIRST_CELLS)
    shown = json.loads(run([venv_python, "-c", _CELL_RUNNER], cwd=tmp_path,
                           input=json.dumps([cell["source"] for cell in stored])).stdout)
    assert [cell["error"] for cell in shown] == [None] * len(stored)
    assert [cell["printed"] for cell in shown] == [cell["printed"] for cell in stored]
    assert [_sane(cell["value"]) for cell in shown] == [_sane(cell["value"]) for cell in stored]
    assert [cell["displayed"] for cell in shown] == [cell["displayed"] for cell in stored]
    pictures = [kinds for cell in shown for kinds in cell["displayed"] + [cell["value_kinds"]]]
    assert any("image/png" in kinds for kinds in pictures)  # a board, displayed or as a cell's value


def _sane(value):
    """A text output with memory addresses blanked, as nbval's sanitizer does for the lessons."""
    return None if value is None else re.sub(r"0x[0-9a-fA-F]{6,16}", "0xADDRESS", value)
