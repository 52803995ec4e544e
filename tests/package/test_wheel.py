"""The wheel as a user gets it: built with ``python -m build``, installed into a fresh venv.

The tests elsewhere import the package from the repository (editable). Here the wheel is
built once from the sdist (so a file missing from either fails), installed with pip into a new
venv, and run from a directory outside the repository: ``python -m solitaire solve maids
42`` must use the compiled search, and the first lesson's first cells must print what the
stored lesson shows. The new venv sees the test environment's packages for the wheel's
dependencies (a line in a ``.pth`` file) instead of downloading and unpacking matplotlib,
ipywidgets and IPython again; so that it still proves what pip would fetch is enough, the
cells may use only the standard library, the wheel and the dependencies the wheel declares.
About half a minute; ``-m "not wheel"`` leaves it out while working.
"""
from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from solitaire.command_line.cli import main

pytestmark = pytest.mark.wheel

REPO = Path(__file__).resolve().parents[2]
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


@pytest.fixture(scope="session")
def wheel(tmp_path_factory) -> Path:
    try:
        import build  # noqa: F401  (python -m build below)
    except ImportError:
        message = "the Python package build is not installed (pip install -e '.[test]')"
        if IN_CI:
            pytest.fail(message + "; CI=true: failing instead of skipping", pytrace=False)
        pytest.skip(message)
    out = tmp_path_factory.mktemp("dist")
    # its isolated build environments made with uv where the venv has it (as `make` installs): a third faster than pip
    installer = ["--installer", "uv"] if importlib.util.find_spec("uv") else []
    run([sys.executable, "-m", "build", *installer, "--outdir", out, REPO], cwd=out)
    wheels = list(out.glob("solitaire-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


@pytest.fixture(scope="session")
def venv_python(wheel, tmp_path_factory) -> Path:
    """The python of a fresh venv with the wheel installed by pip; its dependencies (and pip) are
    read from this test environment's site-packages, named in a ``.pth`` file: a path there is
    put on ``sys.path`` after the venv's own, and its own ``.pth`` files are not run, so the
    repository's editable install stays out of the venv."""
    home = tmp_path_factory.mktemp("venv")
    run([sys.executable, "-m", "venv", "--without-pip", home / "venv"], cwd=home)
    python = home / "venv" / "bin" / "python"
    own = Path(run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], cwd=home).stdout.strip())
    (own / "test_environment.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    # --force-reinstall: pip sees the editable solitaire of the shared site-packages, leaves it
    # (outside this venv) and installs the wheel into the venv all the same
    run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-deps", "--no-index",
         "--force-reinstall", wheel], cwd=home)
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
# prints as JSON what each printed and what it returned (text/plain), and the distributions
# the cells took modules from that are neither the wheel, nor the standard library, nor what
# the wheel declares it needs (with what those need in turn), nor IPython (the kernel's own).
_CELL_RUNNER = """
import contextlib, io, json, sys, sysconfig
from IPython.core.interactiveshell import InteractiveShell
InteractiveShell.enable_gui = lambda self, gui=None: None  # a kernel's inline figures need no GUI loop
shell = InteractiveShell.instance()
shell.displayhook.write_output_prompt = lambda: None  # the values are read from the results below
shell.displayhook.write_format_data = lambda *data, **options: None
displayed = []  # display() and the inline figures: their kinds of data, as a kernel sends them
shell.display_pub.publish = lambda data, metadata=None, **options: displayed.append(sorted(data))
given = json.load(sys.stdin)
shown = []
for source in given["cells"]:
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

paths = sysconfig.get_paths()
used = {name.partition(".")[0] for name, module in list(sys.modules.items())
        if getattr(module, "__file__", None) and not module.__file__.startswith((paths["purelib"], paths["stdlib"]))}
from importlib import metadata
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
providers = metadata.packages_distributions()
used = {canonicalize_name(found) for name in used for found in providers.get(name, [name])}
declared, seen, todo = set(), set(), [(Requirement(text), ()) for text in given["requires"] + ["ipython"]]
while todo:
    requirement, parent_extras = todo.pop()
    if requirement.marker and not any(requirement.marker.evaluate({"extra": extra}) for extra in ("",) + parent_extras):
        continue
    name = canonicalize_name(requirement.name)
    if (name, tuple(sorted(requirement.extras))) in seen:
        continue
    seen.add((name, tuple(sorted(requirement.extras))))
    declared.add(name)
    try:
        todo += [(Requirement(text), tuple(requirement.extras)) for text in metadata.requires(requirement.name) or []]
    except metadata.PackageNotFoundError:
        pass
print(json.dumps({"cells": shown, "undeclared": sorted(used - declared)}))
"""


def declared_requirements(wheel: Path) -> list[str]:
    """The ``Requires-Dist`` lines of the wheel's metadata."""
    with zipfile.ZipFile(wheel) as archive:
        metadata = next(name for name in archive.namelist() if name.endswith(".dist-info/METADATA"))
        lines = archive.read(metadata).decode("utf-8").splitlines()
    return [line.split(":", 1)[1].strip() for line in lines if line.startswith("Requires-Dist:")]


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


def test_the_first_lessons_first_cells_show_what_the_stored_lesson_shows(wheel, venv_python, tmp_path):
    stored = stored_cells(FIRST_CELLS)
    given = {"cells": [cell["source"] for cell in stored], "requires": declared_requirements(wheel)}
    ran = json.loads(run([venv_python, "-c", _CELL_RUNNER], cwd=tmp_path, input=json.dumps(given)).stdout)
    shown = ran["cells"]
    assert ran["undeclared"] == []  # pip, fetching only what the wheel declares, would give the cells all they use
    assert [cell["error"] for cell in shown] == [None] * len(stored)
    assert [cell["printed"] for cell in shown] == [cell["printed"] for cell in stored]
    assert [_sane(cell["value"]) for cell in shown] == [_sane(cell["value"]) for cell in stored]
    assert [cell["displayed"] for cell in shown] == [cell["displayed"] for cell in stored]
    pictures = [kinds for cell in shown for kinds in cell["displayed"] + [cell["value_kinds"]]]
    assert any("image/png" in kinds for kinds in pictures)  # a board, displayed or as a cell's value


def _sane(value):
    """A text output with memory addresses blanked, as nbval's sanitizer does for the lessons."""
    return None if value is None else re.sub(r"0x[0-9a-fA-F]{6,16}", "0xADDRESS", value)
