"""The teacher's client of the room server, in the classroom page's kernel.

It talks to the server over loopback (``SOLITAIRE_ROOM_URL``, by default
``http://127.0.0.1:8867``) with the teacher's token (``SOLITAIRE_ROOM_TOKEN``, handed to the
page by ``make classroom``); the address phones use is ``SOLITAIRE_ROOM_PUBLIC_URL``, else the
one the server says it serves phones on (the laptop's address on its network). Only the standard
library: a kernel needs nothing more than the classroom already has. Never through a proxy: the
server is local.
"""
from __future__ import annotations

import json
import os
import threading
import urllib.error
import urllib.request

from ..cards import quoted
from ..languages import language

__all__ = ["RoomClient", "RoomError", "DEFAULT_URL"]

DEFAULT_URL = "http://127.0.0.1:8867"
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


class RoomError(Exception):
    """The room server refused a request, or could not be reached (the message says which)."""


class RoomClient:
    """The teacher's side of the room server's HTTP API (the README lists it)."""

    def __init__(self, url: str | None = None, token: str | None = None, public_url: str | None = None,
                 timeout: float = 10) -> None:
        self.url = (url or os.environ.get("SOLITAIRE_ROOM_URL") or DEFAULT_URL).rstrip("/")
        self.token = token if token is not None else os.environ.get("SOLITAIRE_ROOM_TOKEN", "")
        chosen = public_url or os.environ.get("SOLITAIRE_ROOM_PUBLIC_URL")
        self._public_chosen = bool(chosen)
        self.public_url = (chosen or self.url).rstrip("/")
        self.timeout = timeout

    @property
    def configured(self) -> bool:
        """True when the page was given a token (``make classroom`` does)."""
        return bool(self.token)

    def join_url(self, code: str) -> str:
        """The address a phone opens to join room ``code``."""
        return f"{self.public_url}/?code={code}"

    # --- requests ---------------------------------------------------------------------------------

    def _request(self, method: str, path: str, body=None, raw: bool = False):
        data = None if body is None else json.dumps(body).encode("utf-8")
        request = urllib.request.Request(self.url + path, data=data, method=method, headers={
            "Authorization": f"Bearer {self.token}", "Content-Type": "application/json"})
        try:
            with _OPENER.open(request, timeout=self.timeout) as response:
                text = response.read().decode("utf-8")
        except urllib.error.HTTPError as refusal:
            try:
                said = json.loads(refusal.read().decode("utf-8")).get("error", "")
            except ValueError:
                said = ""
            raise RoomError(said or f"the room server answered {refusal.code}") from None
        except (urllib.error.URLError, OSError) as problem:
            raise RoomError(f"the room server at {self.url} does not answer ({getattr(problem, 'reason', problem)})"
                            ) from None
        return text if raw else json.loads(text)

    def rooms(self) -> list[str]:
        """Every room's code, the newest first (and, unless one was chosen, the address phones use,
        as the server printed it)."""
        answer = self._request("GET", "/api/rooms")
        if not self._public_chosen and answer.get("public_url"):
            self.public_url = answer["public_url"].rstrip("/")
        return answer["rooms"]

    def new_room(self) -> str:
        return self._request("POST", "/api/rooms", {})["code"]

    def status(self, code: str) -> dict:
        """The room: locked or not, how many joined, the question asked and its tally."""
        return self._request("GET", f"/api/rooms/{_code(code)}/status")

    def ask(self, code: str, question: dict) -> int:
        """Ask ``question`` (made by :func:`solitaire.room.question`); returns its id."""
        return self._request("POST", f"/api/rooms/{_code(code)}/questions", question)["id"]

    def close(self, code: str, question_id: int) -> None:
        self._request("POST", f"/api/rooms/{_code(code)}/questions/{int(question_id)}/close", {})

    def reveal(self, code: str, question_id: int) -> None:
        self._request("POST", f"/api/rooms/{_code(code)}/questions/{int(question_id)}/reveal", {})

    def tally(self, code: str, question_id: int) -> dict:
        return self._request("GET", f"/api/rooms/{_code(code)}/questions/{int(question_id)}/tally")

    def lock(self, code: str, locked: bool = True) -> None:
        self._request("POST", f"/api/rooms/{_code(code)}/lock", {"locked": bool(locked)})

    def learners(self, code: str) -> list[dict]:
        """The learners in the room: ``[{"id": …, "name": …}, …]`` (for the teacher, never the projector)."""
        return self._request("GET", f"/api/rooms/{_code(code)}/learners")["learners"]

    def remove(self, code: str, learner_id: int) -> None:
        self._request("POST", f"/api/rooms/{_code(code)}/learners/{int(learner_id)}/remove", {})

    def answers_csv(self, code: str) -> str:
        """The room's answers as CSV, its heads and its yes and no in the language in use."""
        return self._request("GET", f"/api/rooms/{_code(code)}/answers.csv?lang={language()}", raw=True)

    # --- following the room ------------------------------------------------------------------------

    def follow(self, code: str, on_state, stop: threading.Event, retry_seconds: float = 1.0) -> threading.Thread:
        """Call ``on_state(state)`` with the room's state now and after every join and answer, from a
        thread reading the server's event stream, until ``stop`` is set (a lost stream is opened again)."""
        def run():
            while not stop.is_set():
                try:
                    self._read_stream(code, on_state, stop)
                except (RoomError, OSError, ValueError):
                    pass
                stop.wait(retry_seconds)
        thread = threading.Thread(target=run, name=f"room {code} tally", daemon=True)
        thread.start()
        return thread

    def _read_stream(self, code: str, on_state, stop: threading.Event) -> None:
        request = urllib.request.Request(f"{self.url}/api/rooms/{_code(code)}/tally/events",
                                         headers={"Authorization": f"Bearer {self.token}"})
        try:
            response = _OPENER.open(request, timeout=90)   # the server sends a line at least every 15 s
        except urllib.error.URLError as problem:
            raise RoomError(str(problem)) from None
        with response:
            for line in response:
                if stop.is_set():
                    return
                if line.startswith(b"data:"):
                    on_state(json.loads(line[5:].decode("utf-8")))


def _code(code) -> str:
    if not (isinstance(code, str) and len(code) == 4 and code.isdigit()):
        raise ValueError(f"a room code is 4 digits, not {quoted(code)}")
    return code
