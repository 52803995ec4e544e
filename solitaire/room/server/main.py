"""``python -m solitaire room [--host H] [--port 8867] [--db PATH] [--room-size N]``: the room server alone.

It prints ``room server: http://HOST:PORT`` first, then the room phones join (the newest
room in the database, or a new one) and where the teacher's token is. The token comes from
``SOLITAIRE_ROOM_TOKEN``, else it is made once and kept beside the database (mode 0600).
``--host auto`` listens on the laptop's address on its network (the one a route out would
use); whatever the host, the server also listens on 127.0.0.1, where the teacher's page
talks to it.
"""
from __future__ import annotations

import argparse
import os
import secrets
import socket
import sys
from pathlib import Path

from .rules import LIMITS

__all__ = ["main", "network_address", "teacher_token", "DEFAULT_PORT"]

DEFAULT_PORT = 8867


def network_address() -> str:
    """The address other machines on the network reach this one by (127.0.0.1 if it has none).
    A UDP socket "connected" to a documentation address sends nothing: it only picks the route."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def teacher_token(db: Path) -> tuple[str, Path | None]:
    """The teacher's token: ``SOLITAIRE_ROOM_TOKEN``, else the one kept beside the database (made
    with mode 0600 the first time). Returns (token, the file it is kept in, or None)."""
    given = os.environ.get("SOLITAIRE_ROOM_TOKEN", "").strip()
    if given:
        return given, None
    kept = db.with_name(db.name + ".token")
    if not kept.exists():
        descriptor = os.open(kept, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "w") as out:
            out.write(secrets.token_urlsafe(32) + "\n")
    return kept.read_text().strip(), kept


def _listening(host: str, port: int) -> list[socket.socket]:
    """The sockets to serve: ``host`` and 127.0.0.1 (once if they are the same)."""
    sockets = []
    for address in dict.fromkeys([host, "127.0.0.1"]):
        family = socket.AF_INET6 if ":" in address else socket.AF_INET
        listener = socket.socket(family, socket.SOCK_STREAM)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind((address, port))
        listener.listen(2048)
        listener.set_inheritable(True)
        sockets.append(listener)
    return sockets


def main(argv=None) -> int:
    """Start the room server and serve until Ctrl-C."""
    parser = argparse.ArgumentParser(prog="python -m solitaire room", allow_abbrev=False,
                                     description="Serve the room phones join to answer the projector's question.")
    parser.add_argument("--host", default="127.0.0.1", help="the address phones use ('auto': this laptop's on its "
                        "network); 127.0.0.1 is served too")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT)
    parser.add_argument("--db", type=Path, default=Path("solitaire-room.sqlite"), help="the SQLite file kept")
    parser.add_argument("--room-size", type=int, default=LIMITS["room_size"], help="learners a room holds at most")
    options = parser.parse_args(argv)
    if not 0 < options.port < 65536:
        parser.error(f"--port must be 1 to 65535, not {options.port}")
    if not 1 <= options.room_size <= 2000:
        parser.error(f"--room-size must be 1 to 2000, not {options.room_size}")
    host = network_address() if options.host == "auto" else options.host
    try:
        sockets = _listening(host, options.port)
    except OSError as error:
        print(f"room server: cannot listen on {host}:{options.port}: {error.strerror}", file=sys.stderr)
        return 2
    return _serve(options, host, sockets)


def _serve(options, host: str, sockets: list[socket.socket]) -> int:
    import sqlite3

    import uvicorn

    from .app import make_app

    url = f"http://{host}:{options.port}"
    try:
        token, kept = teacher_token(options.db)
        app = make_app(options.db, token, options.room_size, public_url=url)
    except (OSError, sqlite3.Error) as problem:
        print(f"room server: cannot keep the room in {options.db}: {problem}", file=sys.stderr)
        return 2
    except ValueError as problem:   # a teacher's token too short to be safe
        print(f"room server: SOLITAIRE_ROOM_TOKEN: {problem}", file=sys.stderr)
        return 2
    store = app.state.room.store
    code = next(iter(store.rooms()), None) or store.new_room(LIMITS["rooms"])
    print(f"room server: {url}", flush=True)
    print(f"room {code}: phones open {url}/?code={code}", flush=True)
    print("teacher's token: " + (f"kept in {kept}" if kept else "from SOLITAIRE_ROOM_TOKEN"), flush=True)
    # Idle connections stay open 75 s: a phone between two questions must not find its
    # connection closed under it (uvicorn's 5 s default did that to reused connections).
    config = uvicorn.Config(app, timeout_keep_alive=75, log_level="warning", lifespan="off")
    uvicorn.Server(config).run(sockets=sockets)
    return 0


if __name__ == "__main__":
    sys.exit(main())
