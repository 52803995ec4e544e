"""What a place question says to a text that names no place, or not the kind it asks for: a move, a card,
several places, a word of the notation, the stock, a place the game lacks, each told in a line that
quotes the learner's text as typed and offers the answer box's own example (never an answer)."""
from __future__ import annotations

import re

from ..cards import Card, quoted
from ..languages import N_, translator
from ..moves import IllegalMove, Move, no_such_place, normalize_place, unknown_place_line
from .core import LONGEST_ANSWER, Verdict, wrong_keeping

_ = translator("board")


#: What the stock and the waste are, said where a question asks for a place on the table.
NOT_ON_THE_TABLE = {"stock": N_("The stock holds the cards still to be dealt, and the question asks for a place on "
                                 "the table, such as {place}."),
                     "waste": N_("The waste holds the cards dealt that fitted nowhere, and the question asks for a "
                                 "place on the table, such as {place}.")}


def answer_refused(template: str, text: str, game_name: str, **named) -> Verdict:
    """A wrong verdict quoting the learner's own text, as typed, where ``template`` has ``{answer}``."""
    return wrong_keeping(template, game_name, "answer", quoted(text), **named)


def no_place(text: str, places: tuple, game_name: str, question: str = "", example: str = "") -> Verdict:
    """The verdict on a text that names no place: a move or a card typed where a place is asked is
    told so in a line (a learner's likeliest slip), a label typed with the other alphabet's letter is
    told the place it probably means («B6» for Б6), anything else gets the game's places. A move is told
    which of its places to keep only where the question names exactly one of them ("Which base takes the
    Q♥ on T1?" asks where it goes); where it names both or neither, which one is asked cannot be read from
    its words (02b.1 names the move it asks about, and its answer is neither of that move's places), so the
    line names the answer box's own example, which is never an answer."""
    other_script = unknown_place_line(text, game_name)
    if other_script:
        return Verdict(False, other_script, labelled=True)
    move = typed_move(text, places, game_name)
    if move is not None:
        named_source, named_target = _names_place(question, move.source), _names_place(question, move.target)
        if move.target in places and named_source and not named_target:
            # "Which base takes the Q♥ on T1?": the question gives the card's place, so it asks where it goes
            return answer_refused(_("{answer} is a move, and the question asks for one place: type only the "
                                     "place it goes to, {place}."), text, game_name, place=move.target)
        if named_target and not named_source:
            return answer_refused(_("{answer} is a move, and the question asks for one place: type only its "
                                     "first place, {place}."), text, game_name, place=move.source)
        return answer_refused(_("{answer} is a move, and the question asks for one place: type only that "
                                 "place's name, such as {place}."), text, game_name, place=example or places[0])
    try:
        card = Card.parse(text) if len(text) <= LONGEST_ANSWER else None
    except (ValueError, TypeError):
        card = None
    if card is not None:   # quoted as typed («аб», not the «Т♦» it reads as: native reader ru 47)
        return answer_refused(_("{answer} is a card, and the question asks for a place: type only the "
                                 "place's name, such as {place}."), text, game_name, place=example or places[0])
    if _is_keyword(text, game_name):   # «роздати» where a place is asked: a move, not an unknown place
        return answer_refused(_("{answer} is a move, and the question asks for one place: type only that "
                                 "place's name, such as {place}."), text, game_name, place=example or places[0])
    return Verdict(False, str(no_such_place(game_name, text.strip())), labelled=True)


def _is_keyword(text: str, game_name: str) -> bool:
    try:
        return len(text) <= LONGEST_ANSWER and Move.parse(text, game_name).is_keyword
    except IllegalMove:
        return False


def names_several_places(text: str, places: tuple, game_name: str) -> bool:
    """Whether ``text`` lists places, not a move: "M8, M9" (a comma), or places of one kind side by
    side, "M8 M9" (no card goes packet to packet), never "L3 F1", which a learner types as a move."""
    if len(text) > LONGEST_ANSWER or any(mark in text for mark in "→>-"):
        return False
    parts = [part for part in re.split(r"[\s,;]+", text) if part]
    named = [place_of(part, places, game_name) for part in parts]
    if len(named) < 2 or None in named:
        return False
    return "," in text or ";" in text or len(named) > 2 or named[0].rstrip("0123456789") == named[1].rstrip("0123456789")


def typed_move(text: str, places: tuple, game_name: str) -> Move | None:
    """The move ``text`` names from one of ``places``, or None when it names none."""
    try:
        move = Move.parse(text, game_name) if len(text) <= LONGEST_ANSWER else None
    except (IllegalMove, ValueError):
        return None
    return move if move is not None and move.source in places else None


def _names_place(question: str, place: str) -> bool:
    """Whether the question's text (its English, the data's words) names ``place``, as in "the Q♥ on T1"."""
    english = getattr(question, "english", question)
    return isinstance(english, str) and re.search(rf"(?<![\w.]){re.escape(place)}(?![\w])", english) is not None


def place_of(text, places: tuple, game_name: str | None = None) -> str | None:
    if not isinstance(text, str) or len(text) > LONGEST_ANSWER:
        return None
    try:
        place = normalize_place(text, game_name)
    except IllegalMove:
        return None
    return place if place in places else None
