"""A real room server in its own process on a free 127.0.0.1 port, and scripted learners.

Shared by the restart test (``tests/room/test_room_restart.py``), the browser test and
``benchmarks/bench_room.py``. The server is ``python -m solitaire room`` as a teacher starts
it; :meth:`RoomServer.kill` sends SIGKILL (nothing flushed, nothing closed), and
:func:`start_room_server` on the same database starts it again.
"""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
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
