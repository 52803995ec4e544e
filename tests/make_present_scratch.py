"""A scratch folder where ``make present`` runs as a teacher runs it, but Voila only records its call.

Shared by the classroom tests (which names ``make present`` takes or refuses) and the translated
lessons' tests (``make present LESSON=uk/...``)."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
FAKE_VOILA = """#!/bin/sh
# Stands in for Voila: records how make started it, then ends.
{ printf '%s\\n' "$@"; printf 'THEME=%s\\n' "$SOLITAIRE_THEME"; } > voila-args.txt
"""


def scratch_folder(folder: Path, lessons) -> Path:
    """``folder`` with the Makefile, an empty notebook per name in ``lessons`` (``uk/00_start_here``
    makes its language folder), the suite's Python as the venv's and the recording Voila."""
    if shutil.which("make") is None:
        pytest.fail("make is not installed")
    shutil.copy(REPO / "Makefile", folder / "Makefile")
    for name in lessons:
        notebook = folder / "notebooks" / f"{name}.ipynb"
        notebook.parent.mkdir(parents=True, exist_ok=True)
        notebook.write_text("{}")
    (folder / ".venv" / "bin").mkdir(parents=True)
    python = folder / ".venv" / "bin" / "python"   # the suite's own Python, with its packages
    python.write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n')
    python.chmod(0o755)
    (folder / "etc").mkdir()
    shutil.copy(REPO / "etc" / "serve_when_ready.py", folder / "etc")
    (folder / ".venv" / ".installed-classroom").touch()
    voila = folder / ".venv" / "bin" / "voila"
    voila.write_text(FAKE_VOILA)
    voila.chmod(0o755)
    return folder


def make_present(folder: Path, lesson: str) -> subprocess.CompletedProcess:
    """``make present LESSON=lesson`` in ``folder``; -o: the install stamp counts as up to date (pip is not run)."""
    return subprocess.run(["make", "--no-print-directory", "-o", ".venv/.installed-classroom", "present",
                           f"LESSON={lesson}", "CLASSROOM_PORT=8899", "PRESENT_PORT=8899"],
                          cwd=folder, capture_output=True, text=True, timeout=60)
