"""JupyterLab or Voila on a free port in a fresh directory, and chromium to look at them.

The browser tests (``tests/browser``) and ``benchmarks/bench_browser.py`` share this module
and :mod:`board_page`:

- :func:`start_jupyterlab` (Notebook 7's pages too), :func:`start_voila` and :func:`start_voila_folder`
  serve notebooks (copied into a fresh directory, so nothing in the repository changes) with
  their own configuration, workspace, settings and runtime directories, no token, on
  ``127.0.0.1``; the Voila servers read the repository's ``etc/voila.py`` as ``make classroom``
  and ``make present`` do, and :func:`start_as_make_does` runs ``make classroom`` or
  ``make present`` itself.
  :meth:`Server.stop` stops a server with its kernels; :meth:`Server.kernels` lists them.
- :func:`launch_chromium` starts the system chromium through Playwright (which cannot
  download a browser here); :func:`find_chromium` says where it is.

Playwright is imported by the callers only, so importing this module (pytest's doctest
collection does) works without it.
"""
from __future__ import annotations

import http.cookiejar
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"
#: Voila's configuration as ``make classroom`` and ``make present`` pass it (a closed page's
#: kernel shut down, idle ones culled).
VOILA_CONFIG = REPO / "etc"
SCREENSHOTS = Path(tempfile.gettempdir()) / "solitaire-browser"

CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
VIEWPORT = {"width": 1280, "height": 1024}
#: How long a server (JupyterLab, Voila, make classroom) may take to answer after it starts: a
#: machine whose cores other programs keep busy needs minutes; a server that starts never waits for it.
SERVER_START_S = 240
#: Each server's kernels talk to it over Unix sockets in a short folder of the server's own, not
#: over TCP: a kernel binds the ports it was handed only once it has started, and on a busy
#: machine another program may take one first; the kernel then dies, and every restart tries the
#: same port (a presenting Voila waited four minutes so). The teacher's servers keep TCP.
KERNELS_OVER_IPC = "--KernelManager.transport=ipc"

# A fresh JupyterLab asks whether to fetch news (the announcements plugin) and keeps
# off-screen cells unrendered (windowing); neither may get in the way of a test.
LAB_PAGE_CONFIG = {"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": True}}
LAB_USER_SETTINGS = {
    "@jupyterlab/apputils-extension/notification": {"fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/notebook-extension/tracker": {"windowingMode": "none"},
}


def find_chromium() -> str | None:
    """The chromium executable (``$CHROMIUM``, else on the PATH, else /usr/bin/chromium), or None."""
    for candidate in (os.environ.get("CHROMIUM"), shutil.which("chromium"), shutil.which("chromium-browser"),
                      "/usr/bin/chromium"):
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    return None


def launch_chromium(playwright, executable: str):
    """A headless chromium for Playwright (its own fresh profile: Playwright makes one)."""
    return playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS, headless=True)


def write_notebook(path: Path, *sources: str) -> Path:
    """A notebook of one code cell per source, not yet run, for the Python 3 kernel (JupyterLab asks no
    question about which kernel), written to ``path``."""
    cells = [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": source}
             for source in sources]
    kernelspec = {"name": "python3", "display_name": "Python 3", "language": "python"}
    path.write_text(json.dumps({"cells": cells, "metadata": {"kernelspec": kernelspec}, "nbformat": 4,
                                "nbformat_minor": 5}), encoding="utf-8")
    return path


def free_port() -> int:
    """A TCP port nobody listens on now (the server is told not to try another)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


# --- servers -----------------------------------------------------------------------------

_NO_PROXY = urllib.request.ProxyHandler({})  # the servers are on 127.0.0.1: never through a proxy

class Server:
    """A Jupyter server (JupyterLab or Voila) in its own process group, with its own directories.

    ``home`` holds ``root`` (the notebooks served), ``config``, ``data``, ``runtime``,
    ``workspaces``, ``settings``, ``ipython`` and ``server.log``. ``stop()`` shuts the
    kernels down, then ends the server's process group, then any kernel left over.
    """

    has_kernel_api = False  # JupyterLab and Notebook 7 list their kernels at /api/kernels; Voila does not
    cookie_page = "lab"  # a page that sets the _xsrf cookie

    def __init__(self, name: str, args: list[str], home: Path, port: int, variables: dict | None = None) -> None:
        self.name, self.args, self.home, self.port = name, args, home, port
        self.variables = dict(variables or {})   # more of the server's environment (e.g. SOLITAIRE_THEME)
        self.url = f"http://127.0.0.1:{port}/"
        self.root = home / "root"
        self.log_path = home / "server.log"
        self.process: subprocess.Popen | None = None
        # the kernels' sockets live here: a socket's path may be 107 bytes at most
        self.runtime = Path(tempfile.mkdtemp(prefix="jupyter-runtime-"))

    def environment(self) -> dict[str, str]:
        home = self.home
        python_path = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
        return dict(os.environ, JUPYTER_CONFIG_DIR=str(home / "config"), JUPYTER_DATA_DIR=str(home / "data"),
                    JUPYTER_RUNTIME_DIR=str(self.runtime), JUPYTERLAB_WORKSPACES_DIR=str(home / "workspaces"),
                    JUPYTERLAB_SETTINGS_DIR=str(home / "settings"), IPYTHONDIR=str(home / "ipython"),
                    PYTHONPATH=python_path, **self.variables)

    def start(self, ready_path: str | None, timeout: float = SERVER_START_S) -> "Server":
        """Start the server and wait until ``ready_path`` answers (None: until the port accepts)."""
        with open(self.log_path, "ab") as log:
            self.process = subprocess.Popen(self.args, cwd=self.root, env=self.environment(), stdin=subprocess.DEVNULL,
                                            stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.name} exited with code {self.process.returncode}:\n{self.log_tail()}")
            if self._answers(ready_path):
                return self
            time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"{self.name} did not answer on {self.url} within {timeout:.0f} s:\n{self.log_tail()}")

    def wait_for_line(self, starts: tuple[str, ...], timeout: float) -> str:
        """The first line of the server's output that starts with one of ``starts``, once it is there."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in self.log_path.read_text(errors="replace").splitlines():
                if line.startswith(starts):
                    return line
            if self.process.poll() is not None:
                break
            time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"{self.name} printed no line starting {starts} within {timeout:.0f} s:\n{self.log_tail()}")

    def _answers(self, path: str | None) -> bool:
        try:
            if path is None:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    return True
            with urllib.request.build_opener(_NO_PROXY).open(self.url + path, timeout=2) as response:
                return response.status == 200
        except OSError:
            return False

    def page(self, notebook: str) -> "ServedPage":
        """The address of ``notebook`` (a file in ``root``) on a Voila server serving a folder."""
        return ServedPage(self, f"{self.url}voila/render/{notebook}")

    def kernels(self) -> list:
        """The kernel processes this server runs now (psutil processes)."""
        if self.process is None:
            return []
        return [child for child in _descendants(self.process.pid) if _is_kernel(child)]

    def log_tail(self, lines: int = 40) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"

    def _api(self):
        """An opener holding the _xsrf cookie a page sets, and the header that carries it."""
        jar = http.cookiejar.CookieJar()
        opener = urllib.request.build_opener(_NO_PROXY, urllib.request.HTTPCookieProcessor(jar))
        opener.open(self.url + self.cookie_page, timeout=30).read()  # a page sets the _xsrf cookie
        return opener, {"X-XSRFToken": {cookie.name: cookie.value for cookie in jar}.get("_xsrf", "")}

    def _delete_each(self, opener, headers, collection: str) -> None:
        with opener.open(f"{self.url}api/{collection}", timeout=30) as response:
            for item in json.load(response):
                request = urllib.request.Request(f"{self.url}api/{collection}/{item['id']}", method="DELETE",
                                                 headers=headers)
                opener.open(request, timeout=60).read()

    def shutdown_kernels(self) -> None:
        """Ask the server to shut its kernels down (JupyterLab's REST API; XSRF cookie first)."""
        if self.has_kernel_api:
            self._delete_each(*self._api(), "kernels")

    def end_sessions(self) -> None:
        """End every notebook session and its kernel (JupyterLab's REST API), so that the next page
        that opens a notebook starts a kernel of its own."""
        if self.has_kernel_api and self.process is not None:
            opener, headers = self._api()
            self._delete_each(opener, headers, "sessions")
            self._delete_each(opener, headers, "kernels")

    def stop(self) -> None:
        """Shut the kernels down, end the server's process group, and kill any kernel left behind."""
        process = self.process
        if process is None:
            return
        leftovers = _descendants(process.pid)
        if process.poll() is None:
            try:
                self.shutdown_kernels()
            except (OSError, ValueError, urllib.error.URLError):
                pass  # the server may be wedged: the signals below end it anyway
            leftovers = _descendants(process.pid) or leftovers
            _signal_group(process.pid, signal.SIGTERM)  # Voila and JupyterLab shut their kernels down on it
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                _signal_group(process.pid, signal.SIGKILL)
                process.wait(timeout=10)
        for child in leftovers:  # kernels run in sessions of their own (jupyter_client does that)
            _kill_if_alive(child)
        shutil.rmtree(self.runtime, ignore_errors=True)
        self.process = None

    def __enter__(self) -> "Server":
        return self

    def __exit__(self, *exc_info) -> None:
        self.stop()


class ServedPage:
    """One page of a shared server: ``url`` is the page's address, the rest is the server's."""

    def __init__(self, server: Server, url: str) -> None:
        self.server, self.url = server, url

    def __getattr__(self, name):
        return getattr(self.server, name)


class JupyterLabServer(Server):
    has_kernel_api = True


def _signal_group(pid: int, sig: int) -> None:
    try:
        os.killpg(pid, sig)
    except (ProcessLookupError, PermissionError):
        pass


def _descendants(pid: int) -> list:
    try:
        import psutil
        return psutil.Process(pid).children(recursive=True)
    except Exception:  # psutil missing or the process gone: nothing to record
        return []


def _is_kernel(process) -> bool:
    try:
        return any("ipykernel" in part for part in process.cmdline())
    except Exception:  # gone meanwhile
        return False


def _kill_if_alive(process) -> None:
    try:
        if process.is_running():
            process.kill()
            process.wait(timeout=10)
    except Exception:  # already gone
        pass


def _prepare_home(home: Path, notebooks: list[Path]) -> None:
    for name in ("root", "config/labconfig", "data", "runtime", "workspaces", "settings", "ipython"):
        (home / name).mkdir(parents=True, exist_ok=True)
    for notebook in notebooks:
        shutil.copy2(notebook, home / "root" / notebook.name)


def _prepare_jupyter_home(home: Path, notebooks: list[Path], disabled_extensions) -> None:
    """The notebooks, and the page config and user settings of JupyterLab and Notebook 7 (both read them)."""
    _prepare_home(home, notebooks)
    page_config = json.loads(json.dumps(LAB_PAGE_CONFIG))
    page_config["disabledExtensions"].update({name: True for name in disabled_extensions})
    (home / "config" / "labconfig" / "page_config.json").write_text(json.dumps(page_config))
    for plugin, settings in LAB_USER_SETTINGS.items():
        path = home / "settings" / f"{plugin}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(settings))


def _jupyter_server_args(module: str, home: Path, port: int) -> list[str]:
    return [sys.executable, "-m", module, "--no-browser", "--allow-root", "--ip=127.0.0.1", f"--port={port}",
            "--ServerApp.port_retries=0", "--IdentityProvider.token=", "--ServerApp.password=",
            f"--ServerApp.root_dir={home / 'root'}", KERNELS_OVER_IPC]


def start_jupyterlab(home: Path, notebooks: list[Path], timeout: float = SERVER_START_S, disabled_extensions=()) -> Server:
    """JupyterLab serving copies of ``notebooks`` from ``home/root``; ``window.jupyterapp`` is exposed,
    in Notebook 7's pages of the same server too (``/notebooks/NAME``).

    ``disabled_extensions``: front-end extensions (plugin or package names, e.g. ``"ipyevents"``)
    this JupyterLab does not load, as if they were not installed; only its own config changes.
    """
    _prepare_jupyter_home(home, notebooks, disabled_extensions)
    port = free_port()
    # Notebook 7's pages (/tree, /notebooks/...) are served by the same server: expose its app too.
    args = _jupyter_server_args("jupyterlab", home, port) + [
        "--LabApp.expose_app_in_browser=True", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--JupyterNotebookApp.expose_app_in_browser=True"]
    return JupyterLabServer("JupyterLab", args, home, port).start("api/status", timeout)


def _voila_args(port: int, target: str, options=()) -> list[str]:
    return [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
            "--Voila.port_retries=0", f"--Voila.config_file_paths={VOILA_CONFIG}", KERNELS_OVER_IPC, *options, target]


def start_voila(home: Path, notebook: Path, timeout: float = SERVER_START_S) -> Server:
    """Voila serving a copy of ``notebook`` at its root URL (code hidden, as ``make classroom`` does)."""
    _prepare_home(home, [notebook])
    port = free_port()
    # The root URL would run the notebook in a kernel: wait for the port only.
    return Server("Voila", _voila_args(port, notebook.name), home, port).start(None, timeout)


def start_voila_folder(home: Path, notebooks: list[Path], timeout: float = SERVER_START_S, variables: dict | None = None,
                       options=()) -> Server:
    """Voila serving copies of ``notebooks`` (and any notebook written into ``server.root`` later):
    a notebook is at ``server.page(NAME).url``, ``server.url + "voila/render/NAME"``.
    ``options``: more of Voila's command-line options (they win over etc/voila.py)."""
    _prepare_home(home, notebooks)
    # The lessons read the results files as ../benchmarks/results, beside the notebooks' folder.
    (home / "benchmarks").symlink_to(REPO / "benchmarks", target_is_directory=True)
    port = free_port()
    return Server("Voila", _voila_args(port, ".", options), home, port, variables).start("", timeout)


def make_command(target: str, port: int, **variables: str) -> str:
    """The shell line that starts Voila in ``make TARGET`` (read from ``make -n``, so nothing runs):
    what a test may read the Makefile's options from."""
    printed = subprocess.run(["make", "--no-print-directory", "-n", "-o", ".venv/.installed-classroom", target,
                              f"CLASSROOM_PORT={port}", f"PRESENT_PORT={port}",
                              *(f"{name}={value}" for name, value in variables.items())],
                             cwd=REPO, capture_output=True, text=True, timeout=60, check=True).stdout
    return next(line for line in printed.replace("\\\n", " ").splitlines() if "bin/voila " in line)


def start_as_make_does(home: Path, target: str, timeout: float = SERVER_START_S, **variables: str) -> Server:
    """``make TARGET`` itself (``classroom``, or ``present`` with ``LESSON=...``), so the teacher's
    options, etc/voila.py and whatever else the recipe starts (the room server) are what runs.

    It runs in ``home/root``: copies of the notebooks (a lesson may write files beside them),
    links to the repository's Makefile, etc, .venv and benchmarks; the room server's port and
    database are fresh ones, on 127.0.0.1. ``server.url`` is Voila's; ``server.served`` the copy of
    ``notebooks/`` it serves."""
    _prepare_home(home, [])
    root = home / "root"
    shutil.copytree(NOTEBOOKS, root / "notebooks", ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    for name in ("Makefile", ".venv", "benchmarks"):
        (root / name).symlink_to(REPO / name, target_is_directory=(REPO / name).is_dir())
    # etc/ as it is, but for the kernels' wire (the Makefile names Voila's config folder, etc/, alone)
    shutil.copytree(REPO / "etc", root / "etc", ignore=shutil.ignore_patterns("__pycache__"))
    with open(root / "etc" / "voila.py", "a") as config:
        config.write(f"\nc.KernelManager.transport = 'ipc'  # the tests' servers: see KERNELS_OVER_IPC\n")
    port = free_port()
    settings = {"CLASSROOM_PORT": str(port), "PRESENT_PORT": str(port), "ROOM_PORT": str(free_port()), "ROOM_HOST": "127.0.0.1",
                "ROOM_DB": str(home / "room.sqlite"), **variables}
    args = ["make", "--no-print-directory", "-o", ".venv/.installed-classroom", target,
            *(f"{name}={value}" for name, value in settings.items())]
    server = Server(f"make {target}", args, home, port).start(None, timeout)
    server.served = root / "notebooks"
    server.wait_for_line(("Ready: ", "Open it "), timeout + 240)  # make prints the address once the boards are ready
    return server
