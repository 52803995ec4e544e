"""Start Voila for ``make classroom`` / ``make present`` and print the address once its boards are ready.

    python etc/serve_when_ready.py URL KERNELS -- voila ARGS...

Voila preheats KERNELS kernels (``--pool_size``): each runs the page's cells before any visitor
comes, so a visit shows a clickable board at once. Right after the start, though, those kernels
are still running the cells (half a minute for a lesson that searches, on a busy laptop), and a
teacher who opens the address then waits in front of a blank page (issue 41 measured 34 s). So
the address is printed only when the preheated kernels have gone quiet: when each has used less
than ``QUIET_CPU_S`` of CPU in each of ``QUIET_SAMPLES`` running seconds. Past ``PATIENCE_S`` the
address is printed anyway. Ctrl-C (or a TERM) reaches Voila, which shuts its kernels down.
"""
from __future__ import annotations

import signal
import subprocess
import sys
import time

import psutil

QUIET_CPU_S = 0.05   # CPU seconds a waiting kernel uses in a second (its heartbeat, the culler)
QUIET_SAMPLES = 2    # seconds in a row every preheated kernel stays that quiet
PATIENCE_S = 240.0   # then the address is printed anyway, with a word that boards may be slow


def kernels_of(process: psutil.Process) -> list[psutil.Process]:
    """The ipykernel processes Voila started (they run in sessions of their own, as its children)."""
    found = []
    for child in process.children(recursive=True):
        try:
            if any("ipykernel" in word for word in child.cmdline()):
                found.append(child)
        except psutil.Error:
            continue  # a kernel that ended as we looked
    return found


def cpu_seconds(kernel: psutil.Process) -> float:
    try:
        times = kernel.cpu_times()
        return times.user + times.system
    except psutil.Error:
        return float("inf")  # gone: not ready


def wait_until_quiet(voila: subprocess.Popen, kernels: int) -> bool:
    """True once ``kernels`` kernels exist and have been quiet long enough; False past the patience."""
    process = psutil.Process(voila.pid)
    deadline = time.monotonic() + PATIENCE_S
    quiet, before = 0, {}
    while time.monotonic() < deadline and voila.poll() is None:
        running = kernels_of(process)
        now = {kernel.pid: cpu_seconds(kernel) for kernel in running}
        if len(now) >= kernels and before.keys() == now.keys():
            quiet = quiet + 1 if all(now[pid] - before[pid] < QUIET_CPU_S for pid in now) else 0
            if quiet >= QUIET_SAMPLES:
                return True
        else:
            quiet = 0
        before = now
        time.sleep(1.0)
    return False


def main(argv: list[str]) -> int:
    if len(argv) < 4 or argv[2] != "--" or not argv[1].isdigit():
        print("usage: python etc/serve_when_ready.py URL KERNELS -- voila ARGS...", file=sys.stderr)
        return 2
    url, kernels, command = argv[0], int(argv[1]), argv[3:]
    voila = subprocess.Popen(command)
    for name in ("SIGINT", "SIGTERM"):   # Voila ends its kernels on either; this script waits for it
        signal.signal(getattr(signal, name), lambda number, frame: voila.send_signal(number))
    try:
        ready = wait_until_quiet(voila, kernels)
    except psutil.Error:
        ready = False
    if voila.poll() is None:
        word = "Ready" if ready else "Open it (the boards are still being drawn)"
        print(f"{word}: {url}", flush=True)
    return voila.wait()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
