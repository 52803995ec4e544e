"""What each side may see of a room, built from the store.

- a learner: the room, the open question without its key, their own answer, and after
  Reveal the counts and the verdict on their own answer (never another learner's answer
  or name);
- the teacher: the joined count, the counts per answer with the key, the most common wrong
  answer and why (never a name), and the answers as CSV (with names, for the teacher's files).
"""
from __future__ import annotations

import csv
import io
import json

from .words import CSV_WORDS, column_word

__all__ = ["learner_state", "tally", "answers_csv", "public_question"]


def public_question(code: str, question: dict) -> dict:
    """What a phone may see of a question: no key; the picture as an address on this server."""
    public = dict(question["public"], id=question["id"], state=question["state"])
    public["picture"] = f"/api/rooms/{code}/questions/{question['id']}/picture" if public.get("has_picture") else None
    public.pop("has_picture", None)
    return public


def learner_state(store, code: str, learner) -> dict:
    """The room as learner ``learner`` (a store row) may see it now."""
    room = store.room(code)
    state = {"room": code, "locked": bool(room["locked"]), "name": learner["name"], "language": learner["language"],
             "removed": bool(learner["removed"]), "question": None}
    if learner["removed"] or room["current"] is None:
        return state
    question = store.question(code, room["current"])
    shown = public_question(code, question)
    yours = store.answer_of(question["id"], learner["id"])
    shown["yours"] = yours
    if question["state"] == "revealed":
        counts = store.counts(question["id"])
        verdicts = question["key"]["verdicts"]
        shown["result"] = {
            "answered": sum(counts.values()),
            "counts": [{"answer": answer, "count": count, "right": verdicts[answer]["right"]}
                       for answer, count in counts.items()],
            "right": [answer for answer, verdict in verdicts.items() if verdict["right"]],
            "verdict": verdicts.get(yours) if yours is not None else None,
        }
    state["question"] = shown
    return state


def tally(store, code: str, question: dict) -> dict:
    """The teacher's view of a question: counts per answer (the key beside them), how many
    answered out of how many joined, and the most common wrong answer with its reason."""
    counts = store.counts(question["id"])
    verdicts = question["key"]["verdicts"]
    rows = [{"answer": answer, "count": count, "right": verdicts[answer]["right"]} for answer, count in counts.items()]
    wrong = next((row for row in rows if not row["right"]), None)
    return {
        "question": question["id"], "state": question["state"], "kind": question["public"]["kind"],
        "source": question["public"].get("source", ""),
        "title": question["public"]["title"], "choices": question["public"].get("choices"),
        "names": question["public"].get("names") or {},
        "joined": store.joined(code), "answered": sum(counts.values()), "counts": rows,
        "right": [answer for answer, verdict in verdicts.items() if verdict["right"]],
        "common_wrong": None if wrong is None else dict(wrong, reason=verdicts[wrong["answer"]]["reason"]),
    }


def _cell(text: str) -> str:
    """A cell a spreadsheet shows as text: one starting like a formula gets a quote first."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def answers_csv(store, code: str, language: str = "en") -> str:
    """Every answer of the room: name, question, answer, right (yes or no), the heads and the yes or no in
    ``language`` (the teacher's)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    word = {name: column_word(language, name) for name in CSV_WORDS}
    writer.writerow([word["name"], word["question"], word["answer"], word["right"]])
    keys: dict[int, dict] = {}
    for row in store.all_answers(code):
        verdicts = keys.setdefault(row["question"], json.loads(row["key"])["verdicts"])
        right = verdicts.get(row["answer"], {}).get("right", False)
        writer.writerow([_cell(row["name"]), row["question"], _cell(row["answer"]), word["yes"] if right else word["no"]])
    return out.getvalue()
