"""The room server's web application: learners join and answer, the teacher asks and tallies.

Learners carry a random token in an HttpOnly, SameSite=Strict cookie (stored hashed);
the teacher sends ``Authorization: Bearer TOKEN`` (compared in constant time). Every
change is in the SQLite file before the request is answered (:mod:`.store`). Phones follow
the room by Server-Sent Events and wake only when the question changes (ask, close,
reveal, lock, a removal); the teacher's stream wakes on every join and answer. The README's
"HTTP API" section lists the routes.
"""
from __future__ import annotations

import asyncio
import base64
import binascii
import json
import secrets
from pathlib import Path

from sse_starlette import EventSourceResponse
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from .page import page_response
from .rules import LIMITS, Refused, answer_of, checked_question, clean_language, clean_name, read_json
from .store import Store
from .views import answers_csv, learner_state, public_question, tally
from .words import REFUSALS, language_or_english, say

__all__ = ["make_app", "COOKIE"]

COOKIE = "solitaire_room"
STATIC = Path(__file__).parent / "static"
#: Seconds between two quiet events on a stream (a comment line keeps proxies from closing it).
PING = 15


class Channels:
    """Wake-ups by name: ``event(name)`` to wait on, ``notify(name)`` wakes every waiter."""

    def __init__(self) -> None:
        self._events: dict[str, asyncio.Event] = {}
        self.open_streams = 0

    def event(self, name: str) -> asyncio.Event:
        return self._events.setdefault(name, asyncio.Event())

    def notify(self, *names: str) -> None:
        for name in names:
            event = self._events.pop(name, None)
            if event is not None:
                event.set()


class Room:
    """The handlers, sharing one store, one teacher token and the channels."""

    def __init__(self, store: Store, token: str, room_size: int, public_url: str | None) -> None:
        self.store, self.token, self.room_size = store, token.encode("utf-8"), room_size
        self.public_url = public_url
        self.channels = Channels()

    # --- who is asking ---------------------------------------------------------------------

    def teacher(self, request: Request) -> None:
        given = request.headers.get("authorization", "")
        scheme, _, token = given.partition(" ")
        if scheme.lower() != "bearer" or not secrets.compare_digest(token.strip().encode("utf-8"), self.token):
            raise Refused(403, "teacher")

    def room_of(self, request: Request):
        code = request.path_params["code"]
        room = self.store.room(code) if len(code) == 4 and code.isdigit() else None
        if room is None:
            raise Refused(404, "no_room", code=code[:8])
        return room

    def learner(self, request: Request, room):
        learner = self.store.learner(request.cookies.get(COOKIE))
        if learner is None or learner["room"] != room["code"]:
            raise Refused(403, "not_joined")
        if learner["removed"]:
            raise Refused(403, "removed")
        return learner

    def question(self, request: Request, room) -> dict:
        question = self.store.question(room["code"], _number(request.path_params["question"]))
        if question is None:
            raise Refused(404, "no_question")
        return question

    # --- the teacher -------------------------------------------------------------------------

    async def new_room(self, request: Request):
        self.teacher(request)
        code = self.store.new_room(LIMITS["rooms"])
        if code is None:
            raise Refused(409, "full", code="*")
        return JSONResponse({"code": code}, status_code=201)

    async def rooms(self, request: Request):
        self.teacher(request)
        return JSONResponse({"rooms": self.store.rooms(), "public_url": self.public_url})

    def _status(self, code: str) -> dict:
        """The room for the teacher: its lock, who joined, the question asked and its tally."""
        room = self.store.room(code)
        current = room["current"]
        question = self.store.question(code, current) if current is not None else None
        return {"code": code, "locked": bool(room["locked"]), "joined": self.store.joined(code),
                "room_size": self.room_size, "tally": None if question is None else tally(self.store, code, question)}

    async def status(self, request: Request):
        """The room for the teacher's page after a reload: the same room, question and tally."""
        self.teacher(request)
        return JSONResponse(self._status(self.room_of(request)["code"]))

    async def lock(self, request: Request):
        self.teacher(request)
        room = self.room_of(request)
        body = await read_json(request, LIMITS["learner_body"])
        locked = body.get("locked", True) if isinstance(body, dict) else True
        if not isinstance(locked, bool):
            raise Refused(400, "field", field="locked")
        self.store.set_locked(room["code"], locked)
        self.channels.notify("learners:" + room["code"], "teacher:" + room["code"])
        return JSONResponse({"code": room["code"], "locked": locked})

    async def ask(self, request: Request):
        self.teacher(request)
        room = self.room_of(request)
        if self.store.questions(room["code"]) >= LIMITS["questions"]:
            raise Refused(409, "field", field="questions")
        public, key, picture = checked_question(await read_json(request, LIMITS["question_body"]))
        try:
            png = base64.b64decode(picture, validate=True) if picture else None
        except (binascii.Error, ValueError):
            raise Refused(400, "field", field="picture") from None
        if png is not None and not png.startswith(b"\x89PNG"):
            raise Refused(400, "field", field="picture")
        public["has_picture"] = png is not None
        question_id = self.store.ask(room["code"], public, key, png)
        self.channels.notify("learners:" + room["code"], "teacher:" + room["code"])
        return JSONResponse({"id": question_id}, status_code=201)

    async def close(self, request: Request):
        return self._move_on(request, "closed")

    async def reveal(self, request: Request):
        return self._move_on(request, "revealed")

    def _move_on(self, request: Request, state: str):
        self.teacher(request)
        room = self.room_of(request)
        question = self.question(request, room)
        if not (state == "revealed" and question["state"] == "revealed"):
            self.store.set_state(question["id"], state)
        self.channels.notify("learners:" + room["code"], "teacher:" + room["code"])
        return JSONResponse({"id": question["id"], "state": state})

    async def tally(self, request: Request):
        self.teacher(request)
        room = self.room_of(request)
        return JSONResponse(tally(self.store, room["code"], self.question(request, room)))

    async def learners(self, request: Request):
        self.teacher(request)
        room = self.room_of(request)
        return JSONResponse({"learners": [{"id": row["id"], "name": row["name"]}
                                          for row in self.store.learners(room["code"])]})

    async def remove(self, request: Request):
        self.teacher(request)
        room = self.room_of(request)
        learner = self.store.learner_by_id(room["code"], _number(request.path_params["learner"]))
        if learner is None:
            raise Refused(404, "not_joined")
        self.store.remove(learner["id"])
        self.channels.notify("learners:" + room["code"], "teacher:" + room["code"])
        return JSONResponse({"removed": learner["id"]})

    async def csv(self, request: Request):
        self.teacher(request)
        room = self.room_of(request)
        language = language_or_english(request.query_params.get("lang"))  # the teacher's, for the heads
        return Response(answers_csv(self.store, room["code"], language), media_type="text/csv; charset=utf-8", headers={
            "Content-Disposition": f'attachment; filename="room-{room["code"]}-answers.csv"'})

    async def teacher_events(self, request: Request):
        self.teacher(request)
        code = self.room_of(request)["code"]
        return self._stream("teacher:" + code, lambda: self._status(code))

    # --- learners ------------------------------------------------------------------------------

    async def join(self, request: Request):
        body = await read_json(request, LIMITS["learner_body"])
        if not isinstance(body, dict):
            raise Refused(400, "body", longest=LIMITS["learner_body"])
        language = clean_language(body.get("language", "en"))
        request.state.language = language
        room = self.room_of(request)
        name = clean_name(body.get("name"))
        code = room["code"]
        again = self.store.learner(request.cookies.get(COOKIE))
        if again is not None and again["room"] == code and not again["removed"]:
            if self.store.name_taken(code, name, other_than=again["id"]):
                raise Refused(409, "name_taken", name=name)
            self.store.rename(again["id"], name, language)   # a reload, or a new name: same place
            self.channels.notify("teacher:" + code)
            return JSONResponse({"room": code, "name": name, "language": language})
        if room["locked"]:
            raise Refused(403, "locked", code=code)
        if self.store.joined(code) >= self.room_size:
            raise Refused(403, "full", code=code)
        if self.store.name_taken(code, name):
            raise Refused(409, "name_taken", name=name)
        _learner, token = self.store.add_learner(code, name, language)
        self.channels.notify("teacher:" + code)
        response = JSONResponse({"room": code, "name": name, "language": language}, status_code=201)
        response.set_cookie(COOKIE, token, max_age=12 * 3600, httponly=True, samesite="strict", path="/")
        return response

    async def state(self, request: Request):
        room = self.room_of(request)
        learner = self.learner(request, room)
        return JSONResponse(learner_state(self.store, room["code"], learner))

    async def events(self, request: Request):
        room = self.room_of(request)
        learner = self.learner(request, room)
        code, token = room["code"], request.cookies.get(COOKIE)

        def snapshot():
            return learner_state(self.store, code, self.store.learner(token))
        return self._stream("learners:" + code, snapshot, until=lambda state: state["removed"])

    async def answer(self, request: Request):
        room = self.room_of(request)
        learner = self.learner(request, room)
        request.state.language = learner["language"]
        body = await read_json(request, LIMITS["learner_body"])
        if not isinstance(body, dict):
            raise Refused(400, "body", longest=LIMITS["learner_body"])
        if room["current"] is None:   # no question asked yet, or the last one taken back
            raise Refused(403, "none_open")
        if body.get("question") != room["current"]:
            raise Refused(403, "no_question")
        question = self.store.question(room["code"], room["current"])
        if question["state"] != "open":
            raise Refused(403, "closed")
        answer = answer_of(body.get("answer"), question, learner["language"])
        self.store.answer(question["id"], learner["id"], answer)
        self.channels.notify("teacher:" + room["code"])
        return JSONResponse({"question": question["id"], "answer": answer})

    async def picture(self, request: Request):
        room = self.room_of(request)
        if not request.headers.get("authorization"):
            self.learner(request, room)
        else:
            self.teacher(request)
        png = self.store.picture(room["code"], _number(request.path_params["question"]))
        if png is None:
            raise Refused(404, "no_question")
        return Response(png, media_type="image/png", headers={"Cache-Control": "private, max-age=3600"})

    # --- streams ---------------------------------------------------------------------------------

    def _stream(self, channel: str, snapshot, until=lambda state: False):
        """An event stream: the state now, then the state again after each wake-up on ``channel``."""
        if self.channels.open_streams >= LIMITS["streams"]:
            return PlainTextResponse("too many streams", status_code=503)

        async def states():
            self.channels.open_streams += 1
            try:
                while True:
                    woken = self.channels.event(channel)    # taken before the snapshot: no change is missed
                    state = snapshot()
                    yield {"event": "state", "data": _json(state), "retry": 2000}
                    if until(state):
                        return
                    try:
                        await asyncio.wait_for(woken.wait(), timeout=PING * 4)
                    except asyncio.TimeoutError:
                        pass
            finally:
                self.channels.open_streams -= 1
        return EventSourceResponse(states(), ping=PING, headers={"Cache-Control": "no-store"})

    async def page(self, request: Request):
        return page_response(request)

    async def no_icon(self, _request: Request):
        return Response(status_code=204)   # a phone asks for one; the page has none


def _number(text: str) -> int:
    if not (text.isdigit() and len(text) <= 12):
        raise Refused(404, "no_question")
    return int(text)


def _json(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


async def _refused(request: Request, refusal: Refused):
    language = getattr(request.state, "language", None) or language_or_english(request.query_params.get("lang"))
    if refusal.name == "teacher":
        return JSONResponse({"error": "This needs the teacher's token."}, status_code=403)
    # the board's own line, made in the learner's language by the kernel (rules.answer_of)
    message = refusal.values["said"] if refusal.name == "board" else say(language, REFUSALS[refusal.name],
                                                                         **refusal.values)
    return JSONResponse({"error": message, "refusal": refusal.name}, status_code=refusal.status)


def make_app(db: str | Path, token: str, room_size: int = LIMITS["room_size"], public_url: str | None = None
             ) -> Starlette:
    """The room server's application on the SQLite file ``db``, the teacher's bearer ``token``,
    at most ``room_size`` learners a room; ``public_url`` is the address phones use (the
    teacher's page shows it)."""
    if not isinstance(token, str) or len(token) < 16:
        raise ValueError("the teacher's token must be a text of at least 16 characters")
    room = Room(Store(db), token, room_size, public_url)
    base, question = "/api/rooms/{code}", "/api/rooms/{code}/questions/{question}"
    routes = [
        Route("/", room.page), Route("/favicon.ico", room.no_icon), Route("/api/rooms", room.new_room, methods=["POST"]),
        Route("/api/rooms", room.rooms, methods=["GET"]),
        Route(base + "/status", room.status), Route(base + "/lock", room.lock, methods=["POST"]),
        Route(base + "/questions", room.ask, methods=["POST"]),
        Route(question + "/close", room.close, methods=["POST"]),
        Route(question + "/reveal", room.reveal, methods=["POST"]),
        Route(question + "/tally", room.tally), Route(question + "/picture", room.picture),
        Route(base + "/learners", room.learners), Route(base + "/learners/{learner}/remove", room.remove,
                                                        methods=["POST"]),
        Route(base + "/answers.csv", room.csv), Route(base + "/tally/events", room.teacher_events),
        Route(base + "/join", room.join, methods=["POST"]), Route(base + "/state", room.state),
        Route(base + "/events", room.events), Route(base + "/answer", room.answer, methods=["POST"]),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes, exception_handlers={Refused: _refused})
    app.state.room = room
    return app
