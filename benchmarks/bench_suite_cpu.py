"""Where the test suite's CPU goes: each test's CPU seconds, with the processes it starts (a script, not a test).

    .venv/bin/python benchmarks/bench_suite_cpu.py [pytest arguments]      # e.g. tests/sheets -n 2
    .venv/bin/python benchmarks/bench_suite_cpu.py --summary DIR          # read a run's records again

A CI run must fit two cores for six minutes (720 CPU-seconds at best), so the suite's cost is
counted in CPU, which other programs on the machine inflate far less than the wall clock. The
script runs pytest with itself as a plugin: around each test it sums the CPU time of the pytest
process and of every process below it, live or ended (a lesson's kernel, a Voila or Jupyter
server, chromium), read from /proc; then it prints the total, the share of each part of the suite
(the browser tests, the lessons under nbval by language, each folder of ``tests/``), the files
that cost most and, per worker, what collection and start-up took (the CPU a worker spent
outside its tests). One record a worker is written to DIR (``--records``, default a fresh
temporary folder). A server that ends between two tests takes its CPU with it when no process
of the tree waits for it, so a test after such an end can show a negative figure: the parts'
sums stay right to a few seconds.
"""
from __future__ import annotations

import collections
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
RECORDS = "SOLITAIRE_SUITE_CPU_RECORDS"


def tree_cpu(root: int) -> float:
    """CPU seconds of ``root`` and its descendants (their own and their ended children's)."""
    children, cpu = collections.defaultdict(list), {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as handle:
                stat = handle.read()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        children[int(fields[1])].append(int(entry))
        cpu[int(entry)] = sum(int(value) for value in fields[11:15]) / TICK  # utime stime cutime cstime
    total, stack = 0.0, [root]
    while stack:
        pid = stack.pop()
        total += cpu.get(pid, 0.0)
        stack += children.get(pid, [])
    return total


# --- the plugin (pytest loads this file as ``-p bench_suite_cpu``) ---------------------------------

_record = None


def _records():
    global _record
    if _record is None:
        folder = Path(os.environ[RECORDS])
        _record = open(folder / f"{os.environ.get('PYTEST_XDIST_WORKER', 'main')}.tsv", "a", buffering=1)
    return _record


try:
    import pytest

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(item, nextitem):
        if RECORDS not in os.environ:
            yield
            return
        before, started, clock = tree_cpu(os.getpid()), time.monotonic(), time.time()
        yield
        spent = tree_cpu(os.getpid()) - before
        _records().write(f"{item.nodeid}\t{spent:.3f}\t{time.monotonic() - started:.3f}\t{clock:.2f}\n")

    def pytest_sessionfinish(session):
        if RECORDS in os.environ:
            _records().write(f"WORKER\t{tree_cpu(os.getpid()):.3f}\t0\n")
except ImportError:  # the summary alone needs no pytest
    pass


# --- the summary -----------------------------------------------------------------------------------

def part_of(nodeid: str) -> str:
    path = nodeid.split("::", 1)[0]
    if path.startswith("tests/browser/"):
        return "browser tests"
    if path.startswith("notebooks/"):
        folder = path.split("/")[1]
        return f"lessons under nbval ({folder if folder in ('uk', 'ru') else 'en'})"
    return "/".join(path.split("/")[:2])


def summary(folder: Path) -> str:
    parts, files, outside = collections.Counter(), collections.Counter(), []
    for record in sorted(folder.glob("*.tsv")):
        in_tests = 0.0
        for line in record.read_text().splitlines():
            nodeid, spent = line.split("\t")[:2]
            if nodeid == "WORKER":
                outside.append((record.stem, float(spent) - in_tests))
                continue
            in_tests += float(spent)
            parts[part_of(nodeid)] += float(spent)
            files[nodeid.split("::", 1)[0]] += float(spent)
    lines = [f"CPU seconds in tests: {sum(parts.values()):.0f}", "", "by part:"]
    lines += [f"  {spent:7.1f}  {part}" for part, spent in parts.most_common()]
    lines += ["", "the 15 costliest files:"] + [f"  {spent:7.1f}  {name}" for name, spent in files.most_common(15)]
    workers = [(worker, spent) for worker, spent in outside if worker != "main"]
    whole = dict(outside).get("main") if workers else None
    lines += ["", "outside the tests (collection, start-up), per worker:"]
    lines += [f"  {spent:7.1f}  {worker}" for worker, spent in (workers or outside)]
    if whole is not None:   # under xdist the controller's tree holds its workers: the run's whole CPU
        lines += ["", f"the whole run, controller and workers: {whole:.0f} CPU seconds"]
    return "\n".join(lines)


def main(arguments: list[str]) -> int:
    if arguments[:1] == ["--summary"]:
        print(summary(Path(arguments[1])))
        return 0
    if arguments[:1] == ["--records"]:
        folder, arguments = Path(arguments[1]), arguments[2:]
        folder.mkdir(parents=True, exist_ok=True)
    else:
        folder = Path(tempfile.mkdtemp(prefix="suite-cpu-"))
    environment = dict(os.environ, **{RECORDS: str(folder)},
                       PYTHONPATH=os.pathsep.join(filter(None, [str(Path(__file__).parent), os.environ.get("PYTHONPATH")])))
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "bench_suite_cpu", "-q", *arguments],
                          cwd=REPO, env=environment)
    print(f"\npytest exited {done.returncode} after {time.monotonic() - started:.0f} s wall; records in {folder}\n")
    print(summary(folder))
    return done.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
