"""A teacher keeps the classroom page and a presented lesson open at once (the teacher's guide says
so): ``make classroom`` and ``make present`` serve on ports of their own, each still chosen by its
variable."""
import re
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def voila_port(target: str, *variables: str) -> int:
    printed = subprocess.run(["make", "--no-print-directory", "-n", "-o", ".venv/.installed-classroom", target,
                              *variables], cwd=REPO, capture_output=True, text=True, timeout=60, check=True).stdout
    line = next(line for line in printed.replace("\\\n", " ").splitlines() if "bin/voila " in line)
    return int(re.search(r"--port=(\d+)", line).group(1))


def test_the_classroom_and_a_presented_lesson_have_ports_of_their_own():
    classroom, present = voila_port("classroom"), voila_port("present", "LESSON=00_start_here")
    assert (classroom, present) == (8866, 8868)
    assert voila_port("present", "LESSON=00_start_here", "PRESENT_PORT=9001") == 9001
    assert voila_port("classroom", "CLASSROOM_PORT=9002") == 9002
