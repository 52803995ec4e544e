"""A real room server, 30 scripted learners, and a SIGKILL between two answers: started again on
the same database, it has every learner and every answer (each acknowledged answer was in the
SQLite file before its reply), and every learner's cookie still works."""
from __future__ import annotations

import pytest

from room_data import CHOICE
from live_room import learner_client, start_room_server, teacher_client

LEARNERS = 30


@pytest.fixture
def server(tmp_path):
    running = [start_room_server(tmp_path / "room.sqlite")]
    yield running
    running[-1].stop()


def test_a_killed_server_started_again_has_every_learner_and_answer(server, tmp_path):
    first = server[0]
    with teacher_client(first) as teacher:
        question = teacher.post(f"/api/rooms/{first.code}/questions", json=CHOICE).json()["id"]
    phones = [learner_client(first) for _ in range(LEARNERS)]
    try:
        for number, phone in enumerate(phones):
            assert phone.post(f"/api/rooms/{first.code}/join",
                              json={"name": f"Learner {number}", "language": "uk"}).status_code == 201
        given = {}
        for number, phone in enumerate(phones[:LEARNERS // 2]):
            answer = "abc"[number % 3]
            assert phone.post(f"/api/rooms/{first.code}/answer",
                              json={"question": question, "answer": answer}).json()["answer"] == answer
            given[number] = answer
        first.kill()   # between two answers
        again = start_room_server(first.db, port=first.port)
        server.append(again)
        assert again.code == first.code
        for number, phone in enumerate(phones[LEARNERS // 2:], start=LEARNERS // 2):
            answer = "abc"[number % 3]
            assert phone.post(f"/api/rooms/{again.code}/answer",
                              json={"question": question, "answer": answer}).json()["answer"] == answer
            given[number] = answer
        with teacher_client(again) as teacher:
            status = teacher.get(f"/api/rooms/{again.code}/status").json()
            names = [learner["name"] for learner in teacher.get(f"/api/rooms/{again.code}/learners").json()["learners"]]
        assert status["joined"] == LEARNERS and names == [f"Learner {n}" for n in range(LEARNERS)]
        assert status["tally"]["answered"] == LEARNERS
        assert {row["answer"]: row["count"] for row in status["tally"]["counts"]} == {"a": 10, "b": 10, "c": 10}
        for number, phone in enumerate(phones):
            state = phone.get(f"/api/rooms/{again.code}/state").json()
            assert state["question"]["yours"] == given[number] and state["language"] == "uk"
    finally:
        for phone in phones:
            phone.close()


def _events(lines, wanted, limit: int = 20):
    """The ``state`` events of an open stream's lines, read until ``wanted(state)`` (at most ``limit`` events)."""
    import json
    seen = []
    for line in lines:
        if line.startswith("data:"):
            seen.append(json.loads(line[5:]))
            if wanted(seen[-1]) or len(seen) >= limit:
                return seen
    return seen


def test_the_event_streams_carry_the_question_the_tally_and_the_reveal(server):
    live = server[0]
    with teacher_client(live) as teacher, learner_client(live) as phone:
        phone.post(f"/api/rooms/{live.code}/join", json={"name": "Anna", "language": "ru"})
        with phone.stream("GET", f"/api/rooms/{live.code}/events") as learner_response, \
                teacher.stream("GET", f"/api/rooms/{live.code}/tally/events") as teacher_response:
            learner_stream, teacher_stream = learner_response.iter_lines(), teacher_response.iter_lines()
            assert _events(learner_stream, lambda state: True)[0]["question"] is None
            question = teacher.post(f"/api/rooms/{live.code}/questions", json=CHOICE).json()["id"]
            asked = _events(learner_stream, lambda state: state["question"] is not None)[-1]["question"]
            assert asked["id"] == question and "key" not in asked and asked["choices"][1]["text"]["ru"] == "ru: a jack"
            phone.post(f"/api/rooms/{live.code}/answer", json={"question": question, "answer": "c"})
            counted = _events(teacher_stream, lambda state: (state["tally"] or {}).get("answered") == 1)[-1]
            assert counted["tally"]["counts"] == [{"answer": "c", "count": 1, "right": False}]
            teacher.post(f"/api/rooms/{live.code}/questions/{question}/reveal")
            revealed = _events(learner_stream, lambda state: state["question"]["state"] == "revealed")[-1]
            assert revealed["question"]["result"]["verdict"]["reason"]["ru"] == "ru: A king ends a family."


@pytest.mark.parametrize("arguments, environment, said", [
    (["--port", "70000"], {}, "--port must be 1 to 65535"),
    (["--room-size", "0"], {}, "--room-size must be 1 to 2000"),
    (["--db", "/nonexistent-folder/room.sqlite"], {"SOLITAIRE_ROOM_TOKEN": "x" * 20}, "cannot keep the room in"),
    ([], {"SOLITAIRE_ROOM_TOKEN": "short"}, "SOLITAIRE_ROOM_TOKEN: the teacher's token must be"),
])
def test_the_room_command_refuses_a_bad_start_in_one_line(tmp_path, arguments, environment, said):
    import os
    import subprocess
    import sys

    from live_room import REPO, free_port
    arguments = ["--port", str(free_port()), "--db", str(tmp_path / "room.sqlite")] + arguments
    run = subprocess.run([sys.executable, "-m", "solitaire", "room", *arguments], cwd=REPO, capture_output=True,
                         text=True, timeout=60, env=dict(os.environ, **environment))
    assert run.returncode == 2 and said in run.stderr and "Traceback" not in run.stderr
    assert len(run.stderr.strip().splitlines()) <= 3   # argparse's usage, then the one line


def test_the_room_command_takes_the_language_option_the_other_commands_take():
    """A Russian teacher types ``python -m solitaire --lang ru room`` as ``--lang ru show``: it starts the room
    (here refused for its port, by the room's own check), not "invalid choice: room" (a native reader, 2026-12-06)."""
    import subprocess
    import sys

    from live_room import REPO
    for language in (["--lang", "ru"], ["--lang=uk"]):
        run = subprocess.run([sys.executable, "-m", "solitaire", *language, "room", "--port", "70000"], cwd=REPO,
                             capture_output=True, text=True, timeout=60)
        assert run.returncode == 2 and "--port must be 1 to 65535" in run.stderr, run.stderr
