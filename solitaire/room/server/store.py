"""The room server's memory: one SQLite file in WAL mode, written before anything is acknowledged.

Tables: ``rooms`` (code, lock, the question shown), ``learners`` (a hashed cookie token, a
nickname, a language), ``questions`` (what phones may see, the key they may not, the
picture, open → closed → revealed) and ``answers`` (one per learner per question: an upsert,
so a change of mind, a retried POST or a reload is harmless). Every method that changes
something commits before it returns, so a server killed between two requests has lost
nothing it acknowledged, and a server started again on the same file has every room,
learner, question and answer.

The store is used from the server's one event loop (each call is a few small statements),
so one connection serves every request in turn.
"""
from __future__ import annotations

import hashlib
import json
import secrets
import sqlite3
import time
from pathlib import Path

__all__ = ["Store", "hashed", "STATES"]

#: A question's states, in order: phones may answer an open question only; the key and the
#: counts reach phones after "revealed".
STATES = ("open", "closed", "revealed")
#: Questions kept parsed in memory (the most recent ones; each key can be a megabyte).
QUESTIONS_KEPT = 16

SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY, created REAL NOT NULL, locked INTEGER NOT NULL DEFAULT 0, current INTEGER);
CREATE TABLE IF NOT EXISTS learners (
    id INTEGER PRIMARY KEY, room TEXT NOT NULL REFERENCES rooms(code), token_hash TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL, language TEXT NOT NULL, joined REAL NOT NULL, removed INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS questions (
    id INTEGER PRIMARY KEY, room TEXT NOT NULL REFERENCES rooms(code), public TEXT NOT NULL, key TEXT NOT NULL,
    picture BLOB, state TEXT NOT NULL DEFAULT 'open', asked REAL NOT NULL);
CREATE TABLE IF NOT EXISTS answers (
    question INTEGER NOT NULL REFERENCES questions(id), learner INTEGER NOT NULL REFERENCES learners(id),
    answer TEXT NOT NULL, at REAL NOT NULL, PRIMARY KEY (question, learner));
CREATE INDEX IF NOT EXISTS learners_of_room ON learners(room);
CREATE INDEX IF NOT EXISTS questions_of_room ON questions(room);
"""


def hashed(token: str) -> str:
    """What the store keeps of a learner's token: its SHA-256 (a stolen file gives no cookie)."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class Store:
    """The rooms, learners, questions and answers kept in the SQLite file ``path``."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.row_factory = sqlite3.Row
        self.db.execute("PRAGMA journal_mode=WAL")
        # FULL: a commit is on the disk (WAL fsynced) before the request that made it is answered.
        self.db.execute("PRAGMA synchronous=FULL")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.executescript(SCHEMA)
        self._questions: dict[int, tuple[dict, dict]] = {}   # id -> (public, key): they never change

    def close(self) -> None:
        self.db.close()

    def _write(self, sql: str, args: tuple = ()) -> sqlite3.Cursor:
        """One statement in its own transaction, committed before this returns."""
        return self.db.execute(sql, args)

    # --- rooms ---------------------------------------------------------------------------

    def new_room(self, taken_limit: int) -> str | None:
        """A new room with a fresh 4-digit code, or None when ``taken_limit`` rooms exist."""
        if self.db.execute("SELECT COUNT(*) FROM rooms").fetchone()[0] >= taken_limit:
            return None
        for _ in range(200):   # at most 1,000 rooms of 9,000 codes: a free one comes quickly
            code = str(1000 + secrets.randbelow(9000))
            try:
                self._write("INSERT INTO rooms (code, created) VALUES (?, ?)", (code, time.time()))
                return code
            except sqlite3.IntegrityError:
                continue
        return None

    def room(self, code: str) -> sqlite3.Row | None:
        return self.db.execute("SELECT * FROM rooms WHERE code = ?", (code,)).fetchone()

    def rooms(self) -> list[str]:
        """Every room's code, the newest first."""
        return [row[0] for row in self.db.execute("SELECT code FROM rooms ORDER BY created DESC, rowid DESC")]

    def set_locked(self, code: str, locked: bool) -> None:
        self._write("UPDATE rooms SET locked = ? WHERE code = ?", (int(locked), code))

    # --- learners ------------------------------------------------------------------------

    def learner(self, token: str | None) -> sqlite3.Row | None:
        """The learner holding ``token`` (removed or not), or None."""
        if not token:
            return None
        return self.db.execute("SELECT * FROM learners WHERE token_hash = ?", (hashed(token),)).fetchone()

    def learner_by_id(self, code: str, learner_id: int) -> sqlite3.Row | None:
        return self.db.execute("SELECT * FROM learners WHERE room = ? AND id = ?", (code, learner_id)).fetchone()

    def add_learner(self, code: str, name: str, language: str) -> tuple[int, str]:
        """A new learner of room ``code``: (their id, the token for their cookie)."""
        token = secrets.token_urlsafe(32)
        cursor = self._write("INSERT INTO learners (room, token_hash, name, language, joined) VALUES (?, ?, ?, ?, ?)",
                             (code, hashed(token), name, language, time.time()))
        return cursor.lastrowid, token

    def rename(self, learner_id: int, name: str, language: str) -> None:
        self._write("UPDATE learners SET name = ?, language = ? WHERE id = ?", (name, language, learner_id))

    def remove(self, learner_id: int) -> None:
        self._write("UPDATE learners SET removed = 1 WHERE id = ?", (learner_id,))

    def learners(self, code: str) -> list[sqlite3.Row]:
        """The room's learners still in it, in the order they joined."""
        return self.db.execute("SELECT * FROM learners WHERE room = ? AND removed = 0 ORDER BY id", (code,)).fetchall()

    def joined(self, code: str) -> int:
        return self.db.execute("SELECT COUNT(*) FROM learners WHERE room = ? AND removed = 0", (code,)).fetchone()[0]

    def name_taken(self, code: str, name: str, other_than: int | None = None) -> bool:
        row = self.db.execute("SELECT id FROM learners WHERE room = ? AND removed = 0 AND lower(name) = lower(?) "
                              "AND id IS NOT ?", (code, name, other_than)).fetchone()
        return row is not None

    # --- questions -----------------------------------------------------------------------

    def ask(self, code: str, public: dict, key: dict, picture: bytes | None) -> int:
        """A new open question, now the room's current one (the one before is closed)."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            self.db.execute("UPDATE questions SET state = 'closed' WHERE room = ? AND state = 'open'", (code,))
            cursor = self.db.execute("INSERT INTO questions (room, public, key, picture, asked) VALUES (?, ?, ?, ?, ?)",
                                     (code, json.dumps(public), json.dumps(key), picture, time.time()))
            self.db.execute("UPDATE rooms SET current = ? WHERE code = ?", (cursor.lastrowid, code))
            self.db.execute("COMMIT")
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        return cursor.lastrowid

    def questions(self, code: str) -> int:
        return self.db.execute("SELECT COUNT(*) FROM questions WHERE room = ?", (code,)).fetchone()[0]

    def question(self, code: str, question_id: int) -> dict | None:
        """A question of room ``code``: its id, state, public part and key, or None."""
        row = self.db.execute("SELECT id, state FROM questions WHERE room = ? AND id = ?",
                              (code, question_id)).fetchone()
        if row is None:
            return None
        public, key = self._parsed(question_id)
        return {"id": row["id"], "state": row["state"], "public": public, "key": key}

    def _parsed(self, question_id: int) -> tuple[dict, dict]:
        """A question's public part and key, read once: a key with every move's reasons in three
        languages is about a megabyte of JSON, and every phone's event after Reveal needs it."""
        if question_id not in self._questions:
            row = self.db.execute("SELECT public, key FROM questions WHERE id = ?", (question_id,)).fetchone()
            if len(self._questions) >= QUESTIONS_KEPT:
                self._questions.pop(next(iter(self._questions)))
            self._questions[question_id] = (json.loads(row["public"]), json.loads(row["key"]))
        return self._questions[question_id]

    def picture(self, code: str, question_id: int) -> bytes | None:
        row = self.db.execute("SELECT picture FROM questions WHERE room = ? AND id = ?", (code, question_id)).fetchone()
        return None if row is None else row[0]

    def set_state(self, question_id: int, state: str) -> None:
        self._write("UPDATE questions SET state = ? WHERE id = ?", (state, question_id))

    # --- answers -------------------------------------------------------------------------

    def answer(self, question_id: int, learner_id: int, answer: str) -> None:
        """Record (or replace) the learner's answer to the question."""
        self._write("INSERT INTO answers (question, learner, answer, at) VALUES (?, ?, ?, ?) "
                    "ON CONFLICT (question, learner) DO UPDATE SET answer = excluded.answer, at = excluded.at",
                    (question_id, learner_id, answer, time.time()))

    def answer_of(self, question_id: int, learner_id: int) -> str | None:
        row = self.db.execute("SELECT answer FROM answers WHERE question = ? AND learner = ?",
                              (question_id, learner_id)).fetchone()
        return None if row is None else row[0]

    def counts(self, question_id: int) -> dict[str, int]:
        """How many learners still in the room gave each answer, the most given first."""
        rows = self.db.execute(
            "SELECT answer, COUNT(*) AS n FROM answers JOIN learners ON learners.id = answers.learner "
            "WHERE question = ? AND removed = 0 GROUP BY answer ORDER BY n DESC, answer", (question_id,))
        return {row[0]: row[1] for row in rows}

    def all_answers(self, code: str) -> list[sqlite3.Row]:
        """Every answer given in the room: learner's name, question id, answer, in order."""
        return self.db.execute(
            "SELECT learners.name AS name, questions.id AS question, answers.answer AS answer, questions.key AS key "
            "FROM answers JOIN learners ON learners.id = answers.learner JOIN questions ON questions.id = "
            "answers.question WHERE questions.room = ? ORDER BY questions.id, learners.id", (code,)).fetchall()
