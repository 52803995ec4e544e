"""What the room server's tests share: two small questions made by hand, the teacher's token, and
the fixtures of the in-process tests (an application on a fresh SQLite file, the teacher's
client, learners each with their own cookies, a room). A module of its own rather than a
conftest.py: under --doctest-modules, two conftest.py files in folders that are not packages clash.
A test module imports the fixtures it uses."""
from __future__ import annotations

import base64
import struct
import zlib

import pytest

TOKEN = "teacher-token-for-the-tests-0123456789"


def tiny_png(width: int = 4, height: int = 2) -> bytes:
    """A real PNG of ``width`` × ``height`` grey pixels."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(b"\x00" + b"\x80" * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def said(en: str) -> dict:
    return {"en": en, "uk": "uk: " + en, "ru": "ru: " + en}


CHOICE = {
    "kind": "choice", "title": said("Which family starts on an empty foundation?"),
    "choices": [{"text": said("a ten")}, {"text": said("a jack")}, {"text": said("a king")}],
    "key": {"verdicts": {"a": {"right": False, "reason": said("Only a jack starts a family.")},
                         "b": {"right": True, "reason": said("Right: a jack starts a family.")},
                         "c": {"right": False, "reason": said("A king ends a family.")}},
            "spellings": {"a ten": "a", "a jack": "b", "a king": "c"}},
}

MOVE = {
    "kind": "move", "title": said("Start a second family."), "example": "L2→F1", "size": [4, 2],
    "places": {"L2": [0, 0, 2, 2], "F1": [2, 0, 4, 1], "F2": [2, 1, 4, 2]},
    "picture": base64.b64encode(tiny_png()).decode("ascii"),
    "key": {"verdicts": {"L2→F2": {"right": True, "reason": said("Right: the jack starts F2.")},
                         "L2→F1": {"right": False, "reason": said("F1 wants a ten.")},
                         "F1→F2": {"right": False, "reason": said("A card on a foundation stays there.")}},
            "spellings": {}},
}


@pytest.fixture
def app(tmp_path):
    from solitaire.room.server import make_app
    return make_app(tmp_path / "room.sqlite", TOKEN, room_size=5)


@pytest.fixture
def teacher(app):
    from starlette.testclient import TestClient
    with TestClient(app, headers={"Authorization": f"Bearer {TOKEN}"}) as client:
        yield client


@pytest.fixture
def learners(app):
    """``learners()`` is a new phone: its own client, its own cookies."""
    from starlette.testclient import TestClient
    made = []

    def new():
        client = TestClient(app)
        made.append(client)
        return client
    yield new
    for client in made:
        client.close()


@pytest.fixture
def room(teacher):
    return teacher.post("/api/rooms").json()["code"]
