"""Statistics on a real dask cluster: a scheduler and two worker processes, on 127.0.0.1 only.

The cluster is started with the ``dask scheduler`` and ``dask worker`` commands, as on
real machines, so that a test can kill one worker process mid-run. Every search is
limited by positions (``--max-nodes``), never by seconds, so the cluster's results must
equal the serial run's exactly, whichever worker ran which deal.
"""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from solitaire.command_line import commands
from solitaire.command_line.cli import main
from solitaire.solver import stats
from solitaire.solver.stats import read_csv, win_rates

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")
REPO = Path(__file__).resolve().parents[2]
# Without a dashboard the scheduler and workers still serve /health on the dashboard's
# address, by default on every interface: keep that on the loopback too.
LOOPBACK_ANY_PORT = "127.0.0.1:0"

try:
    from distributed import Client
except ImportError:  # pragma: no cover - the test extra installs it
    Client = None


class DaskCluster:
    """``dask scheduler`` and ``dask worker`` processes on 127.0.0.1, each in its own session."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self.scheduler_file = home / "scheduler.json"
        self.processes: list[subprocess.Popen] = []
        self.workers: dict[str, subprocess.Popen] = {}
        python_path = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
        self.environment = dict(os.environ, PYTHONPATH=python_path)

    def _start(self, name: str, *args: str) -> subprocess.Popen:
        log = open(self.home / f"{name}.log", "ab")
        with log:
            process = subprocess.Popen([sys.executable, "-m", "dask", *args], cwd=self.home, env=self.environment,
                                       stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                                       start_new_session=True)
        self.processes.append(process)
        return process

    def start(self, workers: int = 2) -> "DaskCluster":
        self._start("scheduler", "scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
                    "--dashboard-address", LOOPBACK_ANY_PORT,
                    "--scheduler-file", str(self.scheduler_file))
        self._wait(self._scheduler_address, "the scheduler to write its address")
        self.address = self._scheduler_address()
        assert self.address.startswith("tcp://127.0.0.1:"), self.address
        for number in range(workers):
            self.start_worker(f"worker-{number}")
        with Client(self.address, timeout=30) as client:
            client.wait_for_workers(workers, timeout=60)
        return self

    def _scheduler_address(self) -> str | None:
        try:
            return json.loads(self.scheduler_file.read_text())["address"]
        except (OSError, ValueError, KeyError):  # not written yet, or half written
            return None

    def start_worker(self, name: str) -> subprocess.Popen:
        """One worker process (no nanny, so that killing it kills the worker), one thread."""
        self.workers[name] = self._start(
            name, "worker", "--scheduler-file", str(self.scheduler_file), "--host", "127.0.0.1", "--no-nanny",
            "--no-dashboard", "--dashboard-address", LOOPBACK_ANY_PORT, "--nthreads", "1", "--name", name,
            "--local-directory", str(self.home / name))
        return self.workers[name]

    def _wait(self, ready, what: str, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while not ready():
            if time.monotonic() > deadline or any(p.poll() is not None for p in self.processes):
                self.stop()
                raise RuntimeError(f"timed out waiting for {what}; logs in {self.home}")
            time.sleep(0.1)

    def stop(self) -> None:
        """End every process started: the workers, then the scheduler (SIGTERM, SIGKILL after 20 s)."""
        for process in reversed(self.processes):  # the scheduler was started first
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait(timeout=10)


def _require_dask() -> None:
    """Skip, saying why, when dask.distributed is missing (with CI=true: fail)."""
    if Client is None:
        message = "dask.distributed is not installed (pip install -e '.[test]')"
        if IN_CI:
            pytest.fail(message + "; CI=true: failing instead of skipping", pytrace=False)
        pytest.skip(message)


def _started_cluster(home: Path):
    _require_dask()
    return DaskCluster(home).start(workers=2)


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    """A scheduler and two workers shared by the tests that leave them running."""
    cluster = _started_cluster(tmp_path_factory.mktemp("dask"))
    yield cluster
    cluster.stop()


@pytest.fixture
def cluster_to_break(tmp_path):
    """A cluster of its own, for a test that kills one of its workers."""
    cluster = _started_cluster(tmp_path)
    yield cluster
    cluster.stop()


def rows(csv_path) -> list[tuple]:
    """Every deal's row without its time (which no two runs share)."""
    return [tuple(value for name, value in row.items() if name != "seconds") for row in read_csv(csv_path)]


def table(rates) -> list[tuple]:
    return [(r.deal, r.verdict, r.moves, r.nodes) for r in rates.results]


# Enough deals for many chunks on both workers (each run is made twice: serially, then on the cluster).
@pytest.mark.parametrize("game, deals, max_nodes", [("maids", "1-120", 20_000), ("spider", "1-200", 200)])
def test_stats_through_the_cluster_equal_the_serial_run(cluster, tmp_path, capsys, game, deals, max_nodes):
    common = ["stats", game, "--deals", deals, "--max-nodes", str(max_nodes), "--no-progress"]
    assert main(common + ["--jobs", "1", "--csv", tmp_path / "serial.csv"]) == 0
    serial = capsys.readouterr().out
    assert main(common + ["--dask", cluster.address, "--csv", tmp_path / "cluster.csv"]) == 0
    through_cluster = capsys.readouterr().out
    assert rows(tmp_path / "cluster.csv") == rows(tmp_path / "serial.csv")
    first, last = (int(n) for n in deals.split("-"))
    assert [int(row[3]) for row in rows(tmp_path / "cluster.csv")] == list(range(first, last + 1))
    assert through_cluster.splitlines()[:2] == serial.splitlines()[:2]  # the rates and the shares won


class Bar:
    """A progress bar that keeps its updates and says when it has seen ``wake_at`` of them."""

    def __init__(self, wake_at: int = 0):
        self.updates, self.wake_at, self.woken = [], wake_at, threading.Event()

    def update(self, count):
        self.updates.append(count)
        if len(self.updates) >= self.wake_at:
            self.woken.set()

    def close(self):
        pass


def test_the_progress_bar_follows_the_chunks_as_the_workers_finish_them(cluster, monkeypatch):
    bar = Bar()
    monkeypatch.setattr(stats, "_progress_bar", lambda total, description: bar)
    with Client(cluster.address) as client:
        rates = win_rates("maids", range(1, 41), executor=client.get_executor(), chunk=4, max_nodes_per_deal=5000)
    assert len(rates.results) == 40 and bar.updates == [4] * 10


def test_a_worker_killed_mid_run_loses_no_deal(cluster_to_break, monkeypatch):
    """SIGKILL one worker while it runs a chunk: the chunk runs again on the other worker, sent
    again by the scheduler or, when the cluster gives it up (cancelled), by win_rates itself.

    200 chunks of two deals: after the third comes back, the run has seconds left on any
    machine, so the kill always lands mid-run with chunks on the victim.
    """
    options = dict(max_nodes_per_deal=300)
    deals = range(1, 401)
    serial = win_rates("spider", deals, jobs=1, progress=False, **options)
    bar = Bar(wake_at=3)
    monkeypatch.setattr(stats, "_progress_bar", lambda total, description: bar)
    cluster = cluster_to_break
    with Client(cluster.address) as client:
        outcome = {}
        run = threading.Thread(target=lambda: outcome.update(
            rates=win_rates("spider", deals, executor=client.get_executor(), chunk=2, **options)))
        run.start()
        assert bar.woken.wait(timeout=120), "no three chunks came back"
        busy = [address for address, keys in client.processing().items() if keys]
        assert busy, "no worker was running a chunk"
        victim = cluster.workers[client.scheduler_info()["workers"][busy[0]]["name"]]
        victim.send_signal(signal.SIGKILL)
        killed_while_running = run.is_alive()
        run.join(timeout=300)
        assert not run.is_alive()
        assert killed_while_running, "the run ended before the worker was killed: kill it sooner"
        assert victim.wait(timeout=10) == -signal.SIGKILL
        assert busy[0] not in client.scheduler_info()["workers"]
    assert table(outcome["rates"]) == table(serial)
    assert sum(bar.updates) == len(deals)


def test_stats_refuses_jobs_beside_a_cluster(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["stats", "maids", "--deals", "1-3", "--jobs", "2", "--dask", "tcp://127.0.0.1:8786"])
    assert stop.value.code == 2
    assert "--jobs and --dask: give one" in capsys.readouterr().err


def test_stats_says_when_no_scheduler_answers(monkeypatch, capsys):
    _require_dask()
    monkeypatch.setattr(commands, "DASK_CONNECT_SECONDS", 1)
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        address = f"tcp://127.0.0.1:{probe.getsockname()[1]}"
    with pytest.raises(SystemExit) as stop:
        main(["stats", "maids", "--deals", "1-3", "--dask", address, "--no-progress"])
    assert stop.value.code == 2
    assert f"--dask: no dask scheduler answered at {address} within 1 s" in capsys.readouterr().err
