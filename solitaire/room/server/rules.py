"""The room's rules for what comes in: nicknames, answers, questions, bodies, and their limits.

Each check returns the clean value or raises :class:`Refused`, which carries the HTTP
status, the name of the refusal (a message of :data:`.words.REFUSALS`) and its values, so
the phone is told in its own language what to change. Nothing refused changes anything.
"""
from __future__ import annotations

import json
import re
import unicodedata

from ...languages import LANGUAGES

__all__ = ["Refused", "LIMITS", "clean_name", "clean_language", "answer_of", "compact", "checked_question",
           "read_json"]

#: The limits a room keeps (the README's API section states them).
LIMITS = {
    "name": 24,             # characters of a nickname, after normalising
    "answer": 40,           # characters of an answer
    "room_size": 100,       # learners in one room (python -m solitaire room --room-size)
    "rooms": 1000,          # rooms on one server
    "questions": 500,       # questions asked in one room
    "learner_body": 2048,   # bytes of a learner's request
    "question_body": 4 << 20,   # bytes of a question (its picture included)
    "streams": 5000,        # event streams open at once on one server
}

#: Characters a name may not hold: controls, and the marks that turn text around (a name
#: that reversed the words after it on the teacher's screen).
_INVISIBLE = set("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


class Refused(Exception):
    """A request refused: ``status`` (400, 403, 404, 409, 413), the refusal's name, its values."""

    def __init__(self, status: int, refusal: str, **values) -> None:
        super().__init__(refusal)
        self.status, self.name, self.values = status, refusal, values


def clean_name(value) -> str:
    """A nickname normalised (NFKC, spaces collapsed), or refused for being empty, too long or
    holding a control character.

    >>> clean_name("  Anna   K. ")
    'Anna K.'
    >>> clean_name("ｂｏｂ")
    'bob'
    """
    if not isinstance(value, str):
        raise Refused(400, "field", field="name")
    name = unicodedata.normalize("NFKC", value)
    if any(unicodedata.category(ch) in ("Cc", "Cs", "Co") or ch in _INVISIBLE for ch in name if ch != " "):
        raise Refused(400, "name_control")
    name = " ".join(name.split())
    if not name:
        raise Refused(400, "name_empty")
    if len(name) > LIMITS["name"]:
        raise Refused(400, "name_long", longest=LIMITS["name"])
    return name


def clean_language(value) -> str:
    if not isinstance(value, str) or value not in LANGUAGES:
        raise Refused(400, "language")
    return value


def compact(text: str) -> str:
    """An answer as the key spells it: letters and digits only, upper case (``l2 -> f1`` is ``L2F1``).

    >>> compact(" l2 -> f1 "), compact("L2→F1"), compact("deal")
    ('L2F1', 'L2F1', 'DEAL')
    """
    return "".join(ch for ch in text.upper() if ch.isalnum())


def answer_of(value, question: dict, language: str = "en") -> str:
    """The answer the key knows for a learner's text (``"b"``, ``"L2→F1"``), or refused; a text the board
    refuses in the learner's ``language`` (a Ukrainian or Russian board asks whether Spider's ``B1`` is a
    pile or a base) is refused with the board's line."""
    if not isinstance(value, str):
        raise Refused(400, "field", field="answer")
    text = " ".join(value.split())
    if not text:
        raise Refused(400, "answer_empty")
    if len(text) > LIMITS["answer"] or any(unicodedata.category(ch) == "Cc" for ch in text):
        raise Refused(400, "answer_long", longest=LIMITS["answer"])
    said = question["key"].get("refused", {}).get(language, {}).get(compact(text))
    if said is not None:
        raise Refused(400, "board", said=said)
    known = question["key"]["spellings"].get(compact(text))
    if known is not None:
        return known
    public = question["public"]
    if public["kind"] == "choice":
        raise Refused(400, "not_a_choice", letters={code: ", ".join(shown_letter(c, code) for c in public["choices"])
                                                    for code in LANGUAGES})
    # the example in each language, said in the phone's (:func:`.words.say`); a question stored before had one text
    raise Refused(400, "not_a_move", answer=text, example=public.get("example", "L2→F1"))


def _texts(value, field: str, longest: int = 4000) -> dict:
    """A text in each language (``{"en": …, "uk": …, "ru": …}``), English at least."""
    if not (isinstance(value, dict) and isinstance(value.get("en"), str)
            and all(code in LANGUAGES and isinstance(text, str) and len(text) <= longest
                    for code, text in value.items())):
        raise Refused(400, "field", field=field)
    return {code: value.get(code) or value["en"] for code in LANGUAGES}


def _choice_letters(value, count: int) -> dict:
    """The letters each language shows a choice question's choices with (``{"ru": "абвг", …}``: the kernel
    sends the lessons' own); the Latin a b c where a language is not given (a question stored before)."""
    letters = {code: "abcdefgh"[:count] for code in LANGUAGES}
    if value is None:
        return letters
    if not (isinstance(value, dict) and all(code in LANGUAGES and isinstance(text, str) and len(text) == count
                                            and text.isalpha() and len(set(text)) == count
                                            for code, text in value.items())):
        raise Refused(400, "field", field="letters")
    return letters | value


def shown_letter(choice: dict, language: str) -> str:
    """The letter a choice is shown with in ``language`` (its Latin letter in a question stored before)."""
    return (choice.get("shown") or {}).get(language) or choice["letter"]


def checked_question(body) -> tuple[dict, dict, str | None]:
    """A question as the kernel sends it, split into what phones see, the key, and the picture
    (base64 PNG, or None). Refused, naming the field, when it is not of that shape."""
    if not isinstance(body, dict):
        raise Refused(400, "field", field="question")
    kind = body.get("kind")
    if kind not in ("choice", "move"):
        raise Refused(400, "field", field="kind")
    public = {"kind": kind, "title": _texts(body.get("title"), "title"), "source": str(body.get("source", ""))[:80]}
    if kind == "choice":
        choices = body.get("choices")
        if not isinstance(choices, list) or not 2 <= len(choices) <= 8:
            raise Refused(400, "field", field="choices")
        shown = _choice_letters(body.get("letters"), len(choices))
        public["choices"] = [{"letter": "abcdefgh"[number], "text": _texts(choice.get("text"), "choices"),
                              "shown": {code: letters[number] for code, letters in shown.items()}}
                             for number, choice in enumerate(choices) if isinstance(choice, dict)]
        if len(public["choices"]) != len(choices):
            raise Refused(400, "field", field="choices")
    else:
        example = body.get("example", "L2→F1")
        public["example"] = (_texts(example, "example", LIMITS["answer"]) if isinstance(example, dict)
                             else str(example)[:LIMITS["answer"]])
        public["places"] = _places(body.get("places"))
        public["names"] = _names(body.get("names", {}))
        size = body.get("size")
        if not (isinstance(size, list) and len(size) == 2 and all(isinstance(n, int) and 0 < n < 10_000 for n in size)):
            raise Refused(400, "field", field="size")
        public["size"] = size
    key = _key(body.get("key"))
    picture = body.get("picture")
    if picture is not None and not isinstance(picture, str):
        raise Refused(400, "field", field="picture")
    return public, key, picture


def _places(value) -> dict:
    if not (isinstance(value, dict) and len(value) <= 100 and all(
            isinstance(name, str) and len(name) <= 12 and isinstance(rect, list) and len(rect) == 4
            and all(isinstance(n, (int, float)) for n in rect) for name, rect in value.items())):
        raise Refused(400, "field", field="places")
    return {name: [round(n, 1) for n in rect] for name, rect in value.items()}


def _names(value) -> dict:
    """How each language names a move question's places and keywords where its name is not the canonical
    one (``{"ru": {"T1": "С1", "deal": "раздать"}}``): a phone says a tapped place and an answer so."""
    if not (isinstance(value, dict) and all(
            code in LANGUAGES and isinstance(names, dict) and len(names) <= 100 and all(
                isinstance(name, str) and isinstance(said, str) and len(name) <= 12 and len(said) <= 24
                for name, said in names.items()) for code, names in value.items())):
        raise Refused(400, "field", field="names")
    return {code: dict(value.get(code, {})) for code in LANGUAGES}


def _key(value) -> dict:
    """The key: a verdict for every answer (right or not, and why in each language) and the
    spellings that read as each answer."""
    if not isinstance(value, dict):
        raise Refused(400, "field", field="key")
    verdicts, spellings = value.get("verdicts"), value.get("spellings")
    if not (isinstance(verdicts, dict) and 0 < len(verdicts) <= 20_000 and isinstance(spellings, dict)):
        raise Refused(400, "field", field="key")
    clean = {}
    for answer, verdict in verdicts.items():
        if not (isinstance(answer, str) and len(answer) <= LIMITS["answer"] and isinstance(verdict, dict)
                and isinstance(verdict.get("right"), bool)):
            raise Refused(400, "field", field="key")
        clean[answer] = {"right": verdict["right"], "reason": _texts(verdict.get("reason"), "key")}
    if not all(isinstance(spelled, str) and answer in clean for spelled, answer in spellings.items()):
        raise Refused(400, "field", field="key")
    spellings = {compact(spelled): answer for spelled, answer in spellings.items()}
    spellings.update({compact(answer): answer for answer in clean})
    refused = value.get("refused", {})
    if not (isinstance(refused, dict) and all(
            code in LANGUAGES and isinstance(lines, dict) and all(
                isinstance(text, str) and isinstance(said, str) and len(said) <= 1000 for text, said in lines.items())
            for code, lines in refused.items())):
        raise Refused(400, "field", field="key")
    refused = {code: {compact(text): said for text, said in lines.items()} for code, lines in refused.items()}
    return {"verdicts": clean, "spellings": spellings, "refused": refused}


async def read_json(request, longest: int):
    """The request's JSON body, read no further than ``longest`` bytes, or refused."""
    size, chunks = 0, []
    async for chunk in request.stream():
        size += len(chunk)
        if size > longest:
            raise Refused(413, "body", longest=longest)
        chunks.append(chunk)
    try:
        return json.loads(b"".join(chunks) or b"null")
    except (ValueError, RecursionError):
        raise Refused(400, "body", longest=longest) from None
