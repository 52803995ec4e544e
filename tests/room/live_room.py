"""A real room server in its own process on a free 127.0.0.1 port, and scripted learners.

Shared by the restart test (``tests/room/test_room_restart.py``), the browser test and
``benchmarks/bench_room.py``. The server is ``python -m solitaire room`` as a teacher starts
it; :meth:`RoomServer.kill` sends SIGKILL (nothing flushed, nothing closed), and
:func:`start_room_server` on the same database starts it again.
"""
from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
TOKEN = "teacher-token-of-the-live-tests-0123456789"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class RoomServer:
    """``python -m solitaire room`` running: ``url``, ``code`` (the room it printed), ``process``."""

    def __init__(self, process: subprocess.Popen, url: str, code: str, db: Path, port: int) -> None:
        self.process, self.url, self.code, self.db, self.port = process, url, code, db, port

    def kill(self) -> None:
        """SIGKILL: the server has no chance to write or close anything."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.kill()

    def memory_mb(self) -> float:
        """The server's resident memory now, in MB (Linux /proc)."""
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
        return float("nan")


def start_room_server(db: Path, port: int | None = None, room_size: int = 100, timeout: float = 60) -> RoomServer:
    """Start the room server on ``db`` and wait (at most ``timeout`` s) until it answers."""
    import httpx2
    port = port or free_port()
    environment = dict(os.environ, SOLITAIRE_ROOM_TOKEN=TOKEN, PYTHONUNBUFFERED="1")
    process = subprocess.Popen(
        [sys.executable, "-m", "solitaire", "room", "--host", "127.0.0.1", "--port", str(port), "--db", str(db),
         "--room-size", str(room_size)], cwd=REPO, env=environment, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True)
    first, second = process.stdout.readline().strip(), process.stdout.readline().strip()
    if first != f"room server: http://127.0.0.1:{port}":
        process.kill()
        raise RuntimeError(f"the room server said {first!r}: {process.stderr.read()[-2000:]}")
    code = second.split()[1].rstrip(":")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if httpx2.get(f"http://127.0.0.1:{port}/", timeout=2, trust_env=False).status_code == 200:
                return RoomServer(process, f"http://127.0.0.1:{port}", code, db, port)
        except httpx2.TransportError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError(f"the room server on port {port} did not answer within {timeout} s")


def teacher_client(server: RoomServer):
    import httpx2
    return httpx2.Client(base_url=server.url, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=30,
                         trust_env=False)


def learner_client(server: RoomServer):
    import httpx2
    return httpx2.Client(base_url=server.url, timeout=30, trust_env=False)


class ClassroomVoila:
    """Voila serving a copy of the classroom page as ``make classroom`` does (projector boards, on
    127.0.0.1), its kernels told where the room server is and the teacher's token."""

    def __init__(self, home: Path, room: RoomServer, timeout: float = 120) -> None:
        root = home / "root"
        root.mkdir(parents=True, exist_ok=True)
        shutil.copy(REPO / "notebooks" / "classroom.ipynb", root / "classroom.ipynb")
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        # its kernels talk to it over Unix sockets here, as the browser tests' servers do (live_servers.py)
        self.runtime = Path(tempfile.mkdtemp(prefix="jupyter-runtime-"))
        environment = dict(
            os.environ, SOLITAIRE_THEME="projector", LANGUAGE="en", SOLITAIRE_ROOM_URL=room.url,
            SOLITAIRE_ROOM_TOKEN=TOKEN, SOLITAIRE_ROOM_PUBLIC_URL=room.url,
            PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])),
            **{name: str(home / folder) for name, folder in (
                ("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_DATA_DIR", "data"), ("IPYTHONDIR", "ipython"))},
            JUPYTER_RUNTIME_DIR=str(self.runtime))
        self.log = open(home / "voila.log", "wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "voila", "--no-browser", f"--port={self.port}", "--Voila.ip=127.0.0.1",
             "--Voila.port_retries=0", "--KernelManager.transport=ipc", "classroom.ipynb"], cwd=root, env=environment, stdin=subprocess.DEVNULL,
            stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    return
            except OSError:
                if self.process.poll() is not None:
                    break
                time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"Voila did not start: {(home / 'voila.log').read_text(errors='replace')[-2000:]}")

    def stop(self) -> None:
        """End Voila and every kernel it started (kernels run in sessions of their own)."""
        import psutil
        try:
            children = psutil.Process(self.process.pid).children(recursive=True)
        except psutil.NoSuchProcess:
            children = []
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=10)
        for child in children:
            try:
                child.kill()
            except psutil.NoSuchProcess:
                pass
        shutil.rmtree(self.runtime, ignore_errors=True)
        self.log.close()
