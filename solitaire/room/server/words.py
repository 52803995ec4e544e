"""What the room server says to a phone, in the phone's language (the ``room`` catalog).

The server answers many phones at once, each in its own language, so it never switches the
package's language: :func:`say` looks a message up in one language's catalog. The learner's
page gets its own words as one table per language (:func:`page_words`), put into the page
when it is served; nothing is fetched from elsewhere.
"""
from __future__ import annotations

import gettext
from functools import lru_cache

from ...languages import LANGUAGES, LOCALE_DIR, N_, NP_

__all__ = ["say", "column_word", "page_words", "PAGE_WORDS", "CSV_WORDS", "language_or_english"]

#: The learner's page: every word it shows, by the name the page's script uses.
PAGE_WORDS = {
    "title": N_("Answer with the class"),
    "language": N_("Language"),
    "room_code": N_("Room code"),
    "room_code_hint": N_("The 4 digits on the projector"),
    "your_name": N_("Your name"),
    "your_name_hint": N_("At most 24 characters."),
    "join": N_("Join"),
    "joined": N_("Room {code}: you are {name}."),
    "wait": N_("Wait for the teacher's question."),
    "your_move": N_("Your move"),
    "send": N_("Send"),
    "tap_card": N_("Tap a card on the picture, then the place it goes to, or type the move."),
    "tap_target": N_("{place} chosen: now tap the place it goes to."),
    "your_answer": N_("Your answer: {answer}. You may change it until the teacher closes the question."),
    "your_final_answer": N_("Your answer: {answer}."),
    "no_answer": N_("You have not answered yet."),
    "closed": N_("The question is closed. Wait for the answer."),
    "closed_unanswered": N_("The question is closed: you did not answer it."),
    "right": N_("Right!"),
    "wrong": N_("Not this time."),
    "answers": N_("The class answered"),
    "right_answer": N_("right"),
    "picture": N_("The board of the question"),
    "offline": N_("Connection lost: trying again…"),
    "removed": N_("The teacher took you out of the room."),
    "bad_code": N_("Type the room code: 4 digits."),
    "bad_name": N_("Type your name."),
}

#: What the server refuses, and why.
REFUSALS = {
    "no_room": N_("There is no room {code}: check the code on the projector."),
    "locked": N_("Room {code} is locked: ask the teacher."),
    "full": N_("Room {code} is full: ask the teacher."),
    "name_taken": N_("Someone in this room is already called {name}: add a letter."),
    "name_long": N_("Your name is too long: at most {longest} characters."),
    "name_empty": N_("Your name is empty: type a name."),
    "name_control": N_("Your name has a character that cannot be shown: type letters, digits and spaces."),
    "language": N_("The language must be en, uk or ru."),
    "not_joined": N_("Join the room first (type its code and your name)."),
    "removed": N_("The teacher took you out of the room."),
    "no_question": N_("That question is not the one asked now."),
    "none_open": N_("No question is open now: wait for the teacher's question."),
    "closed": N_("The question is closed: answers are no longer taken."),
    "answer_long": N_("Your answer is too long: at most {longest} characters."),
    "answer_empty": N_("Your answer is empty."),
    "not_a_choice": N_("Answer with one of the choices: {letters}."),
    "not_a_move": N_("{answer} is not a move on this board: write one such as {example}."),
    "body": N_("The request must be a JSON object, at most {longest} bytes."),
    "field": N_("The field {field} is missing or not of the right kind."),
}


#: The answers' table the teacher downloads: its columns' heads and the right column's values, in
#: the teacher's language (a Kyiv teacher's spreadsheet reads «ім’я», «так»).
CSV_WORDS = {"name": NP_("answers table", "name"), "question": NP_("answers table", "question"),
             "answer": NP_("answers table", "answer"), "right": NP_("answers table", "right"),
             "yes": NP_("answers table", "yes"), "no": NP_("answers table", "no")}


@lru_cache(maxsize=None)
def _catalog(code: str) -> gettext.NullTranslations:
    if code == "en":
        return gettext.NullTranslations()
    return gettext.translation("room", LOCALE_DIR, languages=[code], fallback=True)


def column_word(language: str, name: str) -> str:
    """A word of the answers' table (:data:`CSV_WORDS`) in ``language``.

    >>> column_word("en", "right"), column_word("xx", "yes")
    ('right', 'yes')
    """
    return _catalog(language_or_english(language)).pgettext("answers table", CSV_WORDS[name])


def language_or_english(code) -> str:
    """``code`` if it is one of the package's languages, else ``"en"``."""
    return code if isinstance(code, str) and code in LANGUAGES else "en"


def say(language: str, message: str, **values) -> str:
    """``message`` in ``language``, its placeholders filled with ``values``.

    >>> say("en", REFUSALS["locked"], code="4821")
    'Room 4821 is locked: ask the teacher.'
    >>> say("en", REFUSALS["not_a_move"], answer="x", example={"en": "deal", "ru": "сдать"})
    'x is not a move on this board: write one such as deal.'
    """
    language = language_or_english(language)
    text = _catalog(language).gettext(message)
    # a value given in each language (a question's example move) is said in the reader's
    values = {name: value.get(language) or value.get("en", "") if isinstance(value, dict) else value
              for name, value in values.items()}
    return text.format(**values) if values else text


def page_words(code: str) -> dict[str, str]:
    """The page's words in language ``code`` (placeholders left for the page to fill)."""
    return {name: say(code, message) for name, message in PAGE_WORDS.items()}
