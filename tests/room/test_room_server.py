"""The room server's rules, through Starlette's test client: joining, answering, changing one's
mind, closing, revealing, every refusal (403), the limits and the escaping."""
from __future__ import annotations

import sqlite3

import pytest

from room_data import CHOICE, MOVE, TOKEN, app, learners, room, teacher  # noqa: F401 (fixtures)


def joined(learners, code, name="Anna", language="en"):
    phone = learners()
    reply = phone.post(f"/api/rooms/{code}/join", json={"name": name, "language": language})
    assert reply.status_code == 201, reply.text
    return phone


def asked(teacher, code, question=CHOICE):
    reply = teacher.post(f"/api/rooms/{code}/questions", json=question)
    assert reply.status_code == 201, reply.text
    return reply.json()["id"]


def test_a_room_has_a_four_digit_code_and_the_server_holds_many(teacher):
    codes = {teacher.post("/api/rooms").json()["code"] for _ in range(5)}
    assert len(codes) == 5 and all(len(code) == 4 and code.isdigit() for code in codes)
    assert set(teacher.get("/api/rooms").json()["rooms"]) == codes


def test_joining_gives_an_httponly_strict_cookie_kept_hashed(app, teacher, learners, room):
    phone = learners()
    reply = phone.post(f"/api/rooms/{room}/join", json={"name": "Anna", "language": "uk"})
    assert reply.status_code == 201 and reply.json() == {"room": room, "name": "Anna", "language": "uk"}
    cookie = reply.headers["set-cookie"]
    assert "HttpOnly" in cookie and "SameSite=strict" in cookie.replace("Strict", "strict")
    token = phone.cookies["solitaire_room"]
    with sqlite3.connect(app.state.room.store.path) as db:
        kept = [row[0] for row in db.execute("SELECT token_hash FROM learners")]
    assert len(kept) == 1 and token not in kept[0] and len(kept[0]) == 64
    assert teacher.get(f"/api/rooms/{room}/status").json()["joined"] == 1


def test_a_reload_keeps_ones_place(teacher, learners, room):
    phone = joined(learners, room)
    again = phone.post(f"/api/rooms/{room}/join", json={"name": "Anna", "language": "ru"})
    assert again.status_code == 200
    assert teacher.get(f"/api/rooms/{room}/status").json()["joined"] == 1
    assert phone.get(f"/api/rooms/{room}/state").json()["language"] == "ru"


def test_an_answer_counts_once_and_a_change_of_mind_replaces_it(teacher, learners, room):
    anna, bohdan = joined(learners, room, "Anna"), joined(learners, room, "Bohdan")
    question = asked(teacher, room)
    assert anna.post(f"/api/rooms/{room}/answer", json={"question": question, "answer": "a"}).json() == {
        "question": question, "answer": "a"}
    for _ in range(3):   # a retried POST changes nothing
        assert anna.post(f"/api/rooms/{room}/answer", json={"question": question, "answer": "A JACK"}).status_code == 200
    bohdan.post(f"/api/rooms/{room}/answer", json={"question": question, "answer": "c"})
    tally = teacher.get(f"/api/rooms/{room}/questions/{question}/tally").json()
    assert tally["answered"] == 2 and tally["joined"] == 2
    assert {row["answer"]: row["count"] for row in tally["counts"]} == {"b": 1, "c": 1}
    assert tally["common_wrong"]["answer"] == "c" and tally["common_wrong"]["reason"]["en"] == "A king ends a family."
    assert anna.get(f"/api/rooms/{room}/state").json()["question"]["yours"] == "b"


def test_before_reveal_a_phone_sees_neither_the_key_nor_anyone_elses_answer(teacher, learners, room):
    anna, bohdan = joined(learners, room, "Anna"), joined(learners, room, "Bohdan")
    question = asked(teacher, room)
    anna.post(f"/api/rooms/{room}/answer", json={"question": question, "answer": "b"})
    seen = bohdan.get(f"/api/rooms/{room}/state")
    text = seen.text
    assert seen.json()["question"]["yours"] is None and "result" not in seen.json()["question"]
    for secret in ("right", "verdicts", "reason", "Anna", "starts a family."):
        assert secret not in text
    teacher.post(f"/api/rooms/{room}/questions/{question}/close")
    assert "right" not in bohdan.get(f"/api/rooms/{room}/state").text


def test_a_closed_question_takes_no_answer_and_reveal_tells_each_phone_its_own_verdict(teacher, learners, room):
    anna, bohdan = joined(learners, room, "Anna", "uk"), joined(learners, room, "Bohdan")
    question = asked(teacher, room)
    anna.post(f"/api/rooms/{room}/answer", json={"question": question, "answer": "c"})
    bohdan.post(f"/api/rooms/{room}/answer", json={"question": question, "answer": "b"})
    assert teacher.post(f"/api/rooms/{room}/questions/{question}/close").json()["state"] == "closed"
    late = anna.post(f"/api/rooms/{room}/answer", json={"question": question, "answer": "b"})
    assert late.status_code == 403 and late.json()["refusal"] == "closed"
    teacher.post(f"/api/rooms/{room}/questions/{question}/reveal")
    result = anna.get(f"/api/rooms/{room}/state").json()["question"]["result"]
    assert result["verdict"] == {"right": False, "reason": CHOICE["key"]["verdicts"]["c"]["reason"]}
    assert result["right"] == ["b"] and result["answered"] == 2
    assert {row["answer"]: row["count"] for row in result["counts"]} == {"b": 1, "c": 1}
    assert "Bohdan" not in anna.get(f"/api/rooms/{room}/state").text
    assert bohdan.get(f"/api/rooms/{room}/state").json()["question"]["result"]["verdict"]["right"] is True


def test_a_move_is_read_in_any_spelling_and_the_picture_is_served(teacher, learners, room):
    phone = joined(learners, room)
    question = asked(teacher, room, MOVE)
    for typed in ("l2 f2", "L2-F2", "L2->F2", "l2>f2"):
        assert phone.post(f"/api/rooms/{room}/answer", json={"question": question, "answer": typed}).json()[
            "answer"] == "L2→F2"
    shown = phone.get(f"/api/rooms/{room}/state").json()["question"]
    assert shown["places"]["L2"] == [0, 0, 2, 2] and shown["kind"] == "move"
    picture = phone.get(shown["picture"])
    assert picture.status_code == 200 and picture.content.startswith(b"\x89PNG")
    wrong = phone.post(f"/api/rooms/{room}/answer", json={"question": question, "answer": "Z9 to Q1"})
    assert wrong.status_code == 400 and "Z9 to Q1 is not a move on this board" in wrong.json()["error"]


TEACHER_ACTIONS = [("post", "/api/rooms", None), ("get", "/api/rooms", None), ("get", "/api/rooms/{room}/status", None),
                   ("post", "/api/rooms/{room}/lock", {}), ("post", "/api/rooms/{room}/questions", CHOICE),
                   ("post", "/api/rooms/{room}/questions/{q}/close", None),
                   ("post", "/api/rooms/{room}/questions/{q}/reveal", None),
                   ("get", "/api/rooms/{room}/questions/{q}/tally", None), ("get", "/api/rooms/{room}/learners", None),
                   ("post", "/api/rooms/{room}/learners/1/remove", None), ("get", "/api/rooms/{room}/answers.csv", None),
                   ("get", "/api/rooms/{room}/tally/events", None)]


@pytest.mark.parametrize("method, path, body", TEACHER_ACTIONS, ids=[f"{m} {p}" for m, p, _ in TEACHER_ACTIONS])
def test_a_learner_or_a_wrong_token_cannot_act_as_the_teacher(teacher, learners, room, method, path, body):
    question = asked(teacher, room)
    phone = joined(learners, room)
    url = path.format(room=room, q=question)
    for headers in ({}, {"Authorization": "Bearer " + TOKEN[:-1] + "x"}, {"Authorization": TOKEN}):
        reply = getattr(phone, method)(url, headers=headers, **({"json": body} if method == "post" else {}))
        assert reply.status_code == 403, (url, headers, reply.text)
    assert teacher.get(f"/api/rooms/{room}/questions/{question}/tally").json()["state"] == "open"
    assert teacher.get(f"/api/rooms/{room}/status").json()["joined"] == 1


def test_a_stranger_another_rooms_learner_and_a_removed_learner_are_refused(teacher, learners, room):
    other = teacher.post("/api/rooms").json()["code"]
    question = asked(teacher, room)
    stranger, elsewhere = learners(), joined(learners, other, "Olena")
    for phone in (stranger, elsewhere):
        assert phone.post(f"/api/rooms/{room}/answer", json={"question": question, "answer": "b"}).status_code == 403
        assert phone.get(f"/api/rooms/{room}/state").status_code == 403
        assert phone.get(f"/api/rooms/{room}/events").status_code == 403
        assert phone.get(f"/api/rooms/{room}/questions/{question}/picture").status_code == 403
    anna = joined(learners, room, "Anna")
    anna_id = teacher.get(f"/api/rooms/{room}/learners").json()["learners"][0]["id"]
    assert teacher.post(f"/api/rooms/{room}/learners/{anna_id}/remove").status_code == 200
    refused = anna.post(f"/api/rooms/{room}/answer", json={"question": question, "answer": "b"})
    assert refused.status_code == 403 and refused.json()["refusal"] == "removed"
    assert teacher.get(f"/api/rooms/{room}/status").json()["joined"] == 0
    assert teacher.get(f"/api/rooms/{room}/questions/{question}/tally").json()["answered"] == 0


def test_a_wrong_code_a_locked_room_and_a_full_room_each_get_one_clear_line(teacher, learners, room):
    wrong = "0000" if room != "0000" else "0001"
    reply = learners().post(f"/api/rooms/{wrong}/join", json={"name": "Anna", "language": "en"})
    assert reply.status_code == 404 and reply.json()["error"] == f"There is no room {wrong}: check the code on the projector."
    teacher.post(f"/api/rooms/{room}/lock", json={"locked": True})
    reply = learners().post(f"/api/rooms/{room}/join", json={"name": "Anna", "language": "en"})
    assert reply.status_code == 403 and reply.json()["error"] == f"Room {room} is locked: ask the teacher."
    teacher.post(f"/api/rooms/{room}/lock", json={"locked": False})
    for number in range(5):   # the fixture's rooms hold 5
        joined(learners, room, f"Learner {number}")
    reply = learners().post(f"/api/rooms/{room}/join", json={"name": "Sixth", "language": "en"})
    assert reply.status_code == 403 and reply.json()["error"] == f"Room {room} is full: ask the teacher."
    assert teacher.get(f"/api/rooms/{room}/status").json()["joined"] == 5


@pytest.mark.parametrize("name, refusal", [("A" * 25, "name_long"), ("   ", "name_empty"), ("Anna\x00", "name_control"),
                                           ("Anna\u202eevil", "name_control"), ("Ann\na", "name_control"),
                                           (42, "field"), (None, "field")])
def test_a_bad_name_is_refused_by_rule_and_nobody_joins(teacher, learners, room, name, refusal):
    reply = learners().post(f"/api/rooms/{room}/join", json={"name": name, "language": "en"})
    assert reply.status_code == 400 and reply.json()["refusal"] == refusal
    assert teacher.get(f"/api/rooms/{room}/status").json()["joined"] == 0


def test_a_name_is_normalised_and_two_learners_cannot_share_one(learners, room):
    phone = learners()
    assert phone.post(f"/api/rooms/{room}/join", json={"name": "  Ａnna   K ", "language": "en"}).json()["name"] == "Anna K"
    again = learners().post(f"/api/rooms/{room}/join", json={"name": "anna k", "language": "en"})
    assert again.status_code == 409 and again.json()["refusal"] == "name_taken"


def test_answers_and_bodies_have_limits(teacher, learners, room):
    phone = joined(learners, room)
    question = asked(teacher, room)
    for answer, refusal in (("b" * 41, "answer_long"), ("", "answer_empty"), ("z", "not_a_choice"), (["b"], "field")):
        reply = phone.post(f"/api/rooms/{room}/answer", json={"question": question, "answer": answer})
        assert reply.status_code == 400 and reply.json()["refusal"] == refusal
    huge = phone.post(f"/api/rooms/{room}/answer", content=b'{"answer": "' + b"x" * 5000 + b'"}',
                      headers={"Content-Type": "application/json"})
    assert huge.status_code == 413
    for body in (b"not json", b"[1, 2]", b'{"question": 1'):
        assert phone.post(f"/api/rooms/{room}/answer", content=body).status_code in (400, 403)
    bad_language = learners().post(f"/api/rooms/{room}/join", json={"name": "Olena", "language": "fr"})
    assert bad_language.status_code == 400 and bad_language.json()["refusal"] == "language"
    assert teacher.get(f"/api/rooms/{room}/questions/{question}/tally").json()["answered"] == 0


@pytest.mark.parametrize("field, value", [("kind", "essay"), ("title", "no languages"), ("choices", []),
                                          ("key", {"verdicts": {}}), ("picture", "not base64!")])
def test_a_malformed_question_is_refused_naming_its_field(teacher, room, field, value):
    reply = teacher.post(f"/api/rooms/{room}/questions", json=dict(CHOICE, **{field: value}))
    assert reply.status_code == 400 and reply.json()["error"] == f"The field {field} is missing or not of the right kind."
    assert teacher.get(f"/api/rooms/{room}/status").json()["tally"] is None


def test_a_nickname_is_text_everywhere(teacher, learners, room):
    # The example, <img src=x onerror=alert(1)>, is 28 characters: refused as too long.
    assert learners().post(f"/api/rooms/{room}/join", json={"name": "<img src=x onerror=alert(1)>", "language": "en"}
                           ).json()["refusal"] == "name_long"
    name = "<img src=x onerror=f()>"
    phone = joined(learners, room, name)
    assert phone.get(f"/api/rooms/{room}/state").json()["name"] == name
    page = phone.get("/")
    assert "onerror" not in page.text and "script-src 'self'" in page.headers["content-security-policy"]
    formula = joined(learners, room, "=HYPERLINK(1)")
    question = asked(teacher, room)
    for who in (phone, formula):
        who.post(f"/api/rooms/{room}/answer", json={"question": question, "answer": "b"})
    lines = teacher.get(f"/api/rooms/{room}/answers.csv").text.splitlines()
    assert lines[0] == "name,question,answer,right"
    assert f"{name},{question},b,yes" in lines and f"'=HYPERLINK(1),{question},b,yes" in lines


def test_the_answers_table_is_headed_in_the_teachers_language(teacher, learners, room):
    """A Kyiv teacher's spreadsheet read "name,question,answer,right" and "yes"."""
    phone = joined(learners, room, "Оля", "uk")
    question = asked(teacher, room)
    phone.post(f"/api/rooms/{room}/answer", json={"question": question, "answer": "b"})
    for code, head, yes in (("uk", "ім’я,запитання,відповідь,правильно", "так"), ("ru", "имя,вопрос,ответ,верно", "да"),
                            ("en", "name,question,answer,right", "yes")):
        lines = teacher.get(f"/api/rooms/{room}/answers.csv?lang={code}").text.splitlines()
        assert lines[0] == head and lines[1] == f"Оля,{question},b,{yes}"


def test_refusals_are_said_in_the_learners_language(teacher, learners, room):
    phone = joined(learners, room, "Анна", "uk")
    question = asked(teacher, room)
    teacher.post(f"/api/rooms/{room}/questions/{question}/close")
    refused = phone.post(f"/api/rooms/{room}/answer", json={"question": question, "answer": "b"})
    assert refused.status_code == 403 and refused.json()["error"] != "The question is closed: answers are no longer taken."


def test_a_restarted_server_has_every_room_learner_and_answer(tmp_path, teacher, learners, room, app):
    from starlette.testclient import TestClient

    from solitaire.room.server import make_app
    phone = joined(learners, room)
    question = asked(teacher, room)
    phone.post(f"/api/rooms/{room}/answer", json={"question": question, "answer": "b"})
    again = make_app(app.state.room.store.path, TOKEN)
    with TestClient(again, headers={"Authorization": f"Bearer {TOKEN}"}) as teacher_again:
        status = teacher_again.get(f"/api/rooms/{room}/status").json()
        assert status["joined"] == 1 and status["tally"]["counts"] == [{"answer": "b", "count": 1, "right": True}]
    with TestClient(again, cookies=dict(phone.cookies)) as phone_again:
        assert phone_again.get(f"/api/rooms/{room}/state").json()["question"]["yours"] == "b"


def test_the_room_server_never_loads_the_engine_or_matplotlib():
    import subprocess
    import sys
    probe = ("import sys, solitaire.room.server, solitaire.room.server.main; "
             "print(sorted(m for m in sys.modules if m.startswith(('matplotlib', 'solitaire.engine', 'solitaire.spider', "
             "'solitaire.maids', 'numpy'))))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and out.stdout.strip() == "[]", out.stderr


def test_an_answer_while_no_question_is_open_is_told_so_not_that_another_is_asked(teacher, learners, room):
    """A phone answering before any question got «Сейчас задан другой вопрос» (native reader ru 7, #2)."""
    from solitaire.room.server.words import REFUSALS, say
    for code in ("en", "uk", "ru"):
        phone = joined(learners, room, f"Anna {code}", code)
        refused = phone.post(f"/api/rooms/{room}/answer", json={"question": 1, "answer": "b"})
        assert refused.status_code == 403 and refused.json()["error"] == say(code, REFUSALS["none_open"])
        assert refused.json()["error"] != say(code, REFUSALS["no_question"])
    asked(teacher, room)
    refused = phone.post(f"/api/rooms/{room}/answer", json={"question": 999, "answer": "b"})
    assert refused.json()["error"] == say("ru", REFUSALS["no_question"]) == "Сейчас задан другой вопрос."
