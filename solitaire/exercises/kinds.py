"""The kinds of question: a choice, a card, a place, a move, a decision in a real game.

Each maker checks its arguments when the exercise is made, so a lesson author's mistake
is a ValueError naming the argument at once, never a traceback in front of the class when
a learner answers. Every wrong answer a lesson expects can carry its own reason
(``why``): a wrong choice, a wrong card or place, a legal but wrong move. The questions and
reasons are the lesson's (English); the feedback words around them are in the language in use.
"""
from __future__ import annotations

import re
from typing import Callable, Iterable

from ..cards import Card, card_face, quoted
from ..languages import N_, ended, quoted_inside, translator
from ..moves import IllegalMove, Move, typed_by_learner
from .core import LETTERS, LONGEST_ANSWER, Exercise, Verdict, checked_text, choice_letters
from .place_answers import (NOT_ON_THE_TABLE, answer_refused, names_several_places, no_place, place_of,
                            typed_move)
from .typed_plans import more_than_one_move

_ = translator("board")


def right_verdict(answer) -> Verdict:
    """The verdict on a right answer: ``Right: J♠.`` (in Ukrainian and Russian the answer stands in
    «ёлочки», so a quotation inside it takes „лапки“)."""
    return Verdict(True, _("Right: {answer}.").format(answer=quoted_inside(str(answer))))


def wrong_verdict(reason: str | None) -> Verdict:
    """The verdict on a wrong choice, card or place: ``Not quite. A queen ends a family.``

    The lesson's reason (else "try again.") follows as a sentence of its own, so it reads the
    same whatever was answered; the answer itself is not repeated (a long choice, or a "no",
    read badly as "Not no: ...")."""
    said = str(reason or _("try again."))  # str() says a lesson's reason in the language in use; a slice would not
    first = len(said) - len(said.lstrip(_OPENING_MARKS))  # 'lost' needs … reads 'Lost' needs …
    return Verdict(False, _("Not quite. {reason}").format(reason=said[:first] + said[first:first + 1].upper()
                                                           + said[first + 1:]))


#: Marks a reason may open with before its first word (a quoted word, a bracket).
_OPENING_MARKS = "'\"«“‘("

#: Typed answers that read as a choice's number have at most this many digits.
_NUMBER_DIGITS = 3


def ask(question: str, choices: Iterable, answer, explain: str = "", why: dict | None = None,
        id: str = "") -> Exercise:
    """A multiple-choice question; ``answer`` is one of ``choices``; ``why`` maps a wrong
    choice to the reason shown when it is picked. Answered by letter, number or text.

    When a choice is itself a number ("2", "48"), a number typed in means that number,
    never the choice at that position.
    """
    checked_text(question, "question", empty=False)
    if isinstance(choices, (str, bytes, dict)) or not isinstance(choices, Iterable):
        raise ValueError(f"choices must be a list of texts, not {quoted(choices)}")
    labels = [_label(choice) for choice in choices]
    if len(labels) < 2 or len(labels) > len(LETTERS):
        raise ValueError(f"give 2 to {len(LETTERS)} choices, not {len(labels)}")
    if len(set(labels)) < len(labels):
        raise ValueError("choices must differ from one another")
    if _label(answer) not in labels:
        raise ValueError(f"the answer {quoted(answer)} is not one of the choices")
    reasons = _reasons(why, labels, _label(answer))
    right, numbered = _label(answer), any(label.isdecimal() for label in labels)

    def judge(text: str) -> Verdict:
        picked = picked_choice(text, labels, numbered)
        last = choice_letters()[len(labels) - 1]
        several = [part for part in re.split(r"[\s,;]+", text.strip()) if part]
        if picked is None and len(several) > 1 and all(picked_choice(part, labels, numbered) for part in several):
            # «а, б»: every part a choice, where one answer is asked (native reader uk 46: «такого варіанта немає»)
            return Verdict(False, _.ngettext(
                "{answer} names {count} choice, and the question has one answer: type one letter, a to {last}.",
                "{answer} names {count} choices, and the question has one answer: type one letter, a to {last}.",
                len(several)).format(answer=quoted(text), count=len(several), last=last), labelled=True)
        if picked is None:
            # labelled: the line echoes what was typed, which must read back as typed («L1», not «С12»)
            return Verdict(False, _("{answer} is not one of the choices: answer a to {last}").format(
                answer=quoted(text), last=last), labelled=True)
        if picked == right:
            return right_verdict(picked)
        return wrong_verdict(reasons.get(picked))

    return Exercise(question, judge, choices=labels, answer_text=right, explain=explain, id=id)


def _label(value) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() < 64:
        return str(value)
    raise ValueError(f"a choice or an answer must be a text or a small number, not {quoted(value)}")


def _reasons(why, keys: list[str], right: str, name: str = "why") -> dict[str, str]:
    """``why`` (the argument ``name``) checked: a mapping of wrong answers (among ``keys``
    when given) to texts."""
    if why is None:
        return {}
    if not isinstance(why, dict):
        raise ValueError(f"{name} must map a wrong answer to its reason, not {quoted(why)}")
    reasons = {_label(key): checked_text(value, f"{name}[{quoted(key)}]", empty=False) for key, value in why.items()}
    unknown = [key for key in reasons if keys and key not in keys]
    if unknown:
        raise ValueError(f"{name} names {quoted(unknown[0])}, which is not one of the choices")
    if right in reasons:
        raise ValueError(f"{name} gives a reason for the right answer {quoted(right)}")
    return reasons


#: Cyrillic letters that look like a choice's Latin letter (а, В, с, е, as a Cyrillic keyboard types them):
#: read as that letter, as the moves read М1 and the cards Т; other look-alikes stay refused.
_CYRILLIC_CHOICE_LETTERS = str.maketrans("аАВсСеЕ", "aABcCeE")


def picked_choice(text: str, labels: list[str], numbered: bool = False) -> str | None:
    """The choice a typed ``text`` names: its letter (in Ukrainian and Russian the а) б) в) shown, or
    a Latin one; else the Cyrillic letter that looks like a Latin one),
    its number (unless the choices are numbers, then a number is itself) or its text; None when
    it names none."""
    for label in labels:  # the choice itself, never the typed text: it is said in the language in use
        if text == label or text == str(label):
            return label
    letter = text.rstrip(")")
    labelled = choice_letters()
    if len(letter) == 1 and labelled is not LETTERS and letter.lower() in labelled:
        # а) б) в) г) as a Ukrainian or Russian list shows them; a letter of that alphabet past the last
        # choice («е» after д) names no choice, even where it looks like a Latin one («е» like e), save «с»,
        # which a Cyrillic keyboard types on the very key of the Latin c
        index = labelled.index(letter.lower())
        if index < len(labels):
            return labels[index]
        if letter.lower() != "с":
            return None
    letter = letter.translate(_CYRILLIC_CHOICE_LETTERS).lower() if len(letter) == 1 else letter
    if len(letter) == 1 and letter in LETTERS[:len(labels)]:
        return labels[LETTERS.index(letter)]
    if not numbered and text.isdecimal() and len(text) <= _NUMBER_DIGITS and 1 <= int(text) <= len(labels):
        return labels[int(text) - 1]
    typed = _as_move(text)   # a choice that is a move, typed as the board takes it: "l3 f1", "L3->F1"
    return next((label for label in labels if typed is not None and _as_move(label) == typed), None)


def _as_move(text: str) -> Move | None:
    """The move ``text`` spells in any way a board reads (either game's place labels), else None."""
    for game in ("maids", "spider"):
        try:
            return Move.parse(text, game)
        except IllegalMove:
            continue
    return None


def ask_card(question: str, answer, explain: str = "", why: dict | None = None, id: str = "",
             otherwise: str = "") -> Exercise:
    """A card typed in (``10♦``, ``td``, ``QH``...); ``answer`` a card or a list of right cards;
    ``why`` maps a wrong card to its reason, ``otherwise`` is the reason for any other card."""
    checked_text(question, "question", empty=False)
    otherwise = checked_text(otherwise, "otherwise")
    right = [_card_of(card, "answer") for card in _as_list(answer, "answer")]
    reasons = {str(_card_of(card, "why")): text for card, text in _reasons(why, [], "").items()}
    if set(reasons) & {str(card) for card in right}:
        raise ValueError("why gives a reason for a right card")

    def judge(text: str) -> Verdict:
        try:
            card = Card.parse(text[:LONGEST_ANSWER])
        except ValueError as problem:  # said as a sentence: the parser's message opens in lower case, ends bare
            several = _cards_named(text)
            if len(several) > 1:   # "J♥, Q♠": cards, where the question asks for one (native reader uk 44)
                return Verdict(False, _.ngettext(
                    "{answer} names {count} card, and the question asks for one: type only its face, such as 10♦.",
                    "{answer} names {count} cards, and the question asks for one: type only its face, such as 10♦.",
                    len(several)).format(answer=quoted(text), count=len(several)), labelled=True)
            kind = _move_or_place(text)
            if kind is not None:   # «С5→Б1» or «L1» where a card is asked (native reader ru 47)
                return Verdict(False, _(kind).format(answer=quoted(text)), labelled=True)
            said = str(problem)   # it quotes the text as typed: no labelling may turn a typed «L1» into «С12»
            return Verdict(False, ended(said[:1].upper() + said[1:]), labelled=True)
        if card in right:
            return right_verdict(card_face(card))
        return wrong_verdict(reasons.get(str(card), otherwise or None))

    return Exercise(question, judge, prompt="a card, such as 10♦ or QS",
                    answer_text=" or ".join(str(card) for card in right), explain=explain, id=id)


#: A place name as a learner types it, in either script (L1, С12, м3), and a move of two of them.
_PLACE_TYPED = r"[^\W\d_]{1,2}[0-9]{1,2}"
_MOVE_OR_PLACE = ((re.compile(rf"\s*{_PLACE_TYPED}\s*(?:→|->|-|>|\s)\s*{_PLACE_TYPED}\s*"),
                   N_("{answer} is a move, and the question asks for a card: type only the card, such as 10♦.")),
                  (re.compile(rf"\s*{_PLACE_TYPED}\s*"),
                   N_("{answer} is a place, and the question asks for a card: type only the card, such as 10♦.")))


def _move_or_place(text: str) -> str | None:
    """The line for a move or a place typed where a card is asked, or None."""
    return next((line for pattern, line in _MOVE_OR_PLACE if pattern.fullmatch(text[:LONGEST_ANSWER])), None)


def _cards_named(text: str) -> list:
    """The cards a text lists, parted by commas, semicolons or spaces ("J♥, Q♠"); [] when a part is no card."""
    try:
        return [Card.parse(part) for part in re.split(r"[\s,;]+", text[:LONGEST_ANSWER]) if part]
    except ValueError:
        return []


def _card_of(value, name: str) -> Card:
    try:
        return Card.parse(value) if isinstance(value, str) else value if isinstance(value, Card) else Card.parse(None)
    except (ValueError, TypeError):
        raise ValueError(f"{name}: {quoted(value)} is not a card, such as 10♦ or QS") from None


def _example_place(places: list, right: list, reasons: dict) -> str:
    """A place of the kind the question asks for (a foundation for a foundation, a packet for a packet), never
    a right answer and, where the kind has another, not a wrong one the question explains: an example in the
    answer box neither gives the answer away nor points at a trap, and shows the kind of place to type."""
    kind = re.match(r"[A-Za-z]*", right[0]).group(0) if right else ""
    same_kind = [place for place in places if re.fullmatch(rf"{kind}\d+", place)]
    for pool in ([place for place in same_kind if place not in right and place not in reasons],
                 [place for place in same_kind if place not in right]):
        if pool:
            return pool[0]
    return next((place for place in places if place not in right), places[0])


def ask_place(game, question: str, answer, explain: str = "", why: dict | None = None, id: str = "",
              otherwise: str = "", move_typed: str = "") -> Exercise:
    """A place of ``game`` typed in (``M3``, ``f1``, ``waste``); ``answer`` one place or a list;
    ``why`` maps a wrong place to its reason, ``otherwise`` is the reason for any other.
    ``move_typed`` is the reason for a move typed instead, when the place asked is not one of
    the move's own ("which packet wakes last?"), so the usual "type its first place" would mislead."""
    places = _places_of(game)
    checked_text(question, "question", empty=False)
    right = [place_of(place, places) for place in _as_list(answer, "answer")]
    if None in right:
        raise ValueError(f"the answer {quoted(answer)} names no place of {game.game_name}")
    reasons = {}
    for place, text in _reasons(why, [], "").items():
        if place_of(place, places) in (None, *right):
            raise ValueError(f"why names {quoted(place)}, which is not a wrong place of {game.game_name}")
        reasons[place_of(place, places)] = text
    otherwise = checked_text(otherwise, "otherwise")
    move_typed = checked_text(move_typed, "move_typed")

    def judge(text: str) -> Verdict:
        with typed_by_learner():   # Spider's B1 and B2 typed in Ukrainian or Russian are asked about
            return judged(text)

    def judged(text: str) -> Verdict:
        place = place_of(text, places, game.game_name)   # С7, Spider's B2 as a Ukrainian board labels it
        if place is None and names_several_places(text, places, game.game_name):
            return answer_refused(_("{answer} names more than one place, and the question asks for one: type "
                                     "one place's name only, such as {place}."), text, game.game_name, place=example)
        if place is None and move_typed and typed_move(text, places, game.game_name) is not None:
            return wrong_verdict(move_typed)
        if place is None:
            return no_place(text, places, game.game_name, question, example)
        if place in right:
            return right_verdict(place)
        if place in NOT_ON_THE_TABLE and place not in reasons and not set(right) & set(NOT_ON_THE_TABLE):
            # the stock answered where the answers are places on the table (native reader ru 45: «колода» was
            # told "the top card of this pile…")
            return answer_refused(_(NOT_ON_THE_TABLE[place]), text, game.game_name, place=example)
        return wrong_verdict(reasons.get(place, otherwise))

    # the answer box offers the example the question gives ("Type only the packet's place, such as M1"), not another
    named = re.search(r"such as ([A-Za-z]+\d+)", question)
    example = named.group(1) if named and place_of(named.group(1), places) else _example_place(places, right, reasons)
    return Exercise(question, judge, prompt=f"a place, such as {example}",
                    answer_text=" or ".join(right), explain=explain, id=id)


def _places_of(game) -> tuple:
    from ..engine import Game
    if not isinstance(game, Game):
        raise ValueError(f"game must be a game, such as Maids(deal=1), not {quoted(game)}")
    return tuple(game.place_names)


def ask_move(game, question: str, answer=None, check: Callable | None = None, explain: str = "",
             why: dict | None = None, id: str = "", otherwise: str = "", refused: dict | None = None) -> Exercise:
    """A move typed in, judged by the engine on a copy of ``game`` (which is never changed).

    An illegal move gets the engine's refusal with its rule's sentence id, or, if ``refused``
    maps it to a reason, that reason in a player's words (what the card needs). A legal move
    is right if it is ``answer`` (a move or a list of moves), or if ``check(game_after,
    move)`` returns True (a text it returns instead is the reason shown); with neither,
    every legal move is right. ``why`` maps a legal but wrong move to its reason, and
    ``otherwise`` is the reason for any other legal wrong move.
    """
    _places_of(game)
    checked_text(question, "question", empty=False)
    if check is not None and not callable(check):
        raise ValueError(f"check must be a function of (game after, move), not {quoted(check)}")
    start = game.copy()
    right = [_legal_move(start, move, "answer") for move in _as_list(answer, "answer")] if answer is not None else []
    reasons = {_legal_move(start, move, "why"): text for move, text in _reasons(why, [], "").items()}
    if set(reasons) & set(right):
        raise ValueError("why gives a reason for a right move")
    otherwise = checked_text(otherwise, "otherwise")
    refusals = {_refused_move(start, move): text for move, text in _reasons(refused, [], "", "refused").items()}

    def judge(text: str) -> Verdict:
        several = more_than_one_move(start, text, example_move(start))   # "L1→F1, L2→F2", where one is asked
        if several is not None:   # a Verdict is true only when right
            return several
        trial = start.copy()
        move = play_typed(trial, text)
        if isinstance(move, Verdict):
            typed = _as_move(text[:LONGEST_ANSWER])
            if typed in refusals:
                return Verdict(False, _("{move} is not allowed: {reason} Try again.").format(
                    move=typed, reason=refusals[typed]), move.rule)
            return move
        if move in reasons or (right and otherwise and move not in right):
            return Verdict(False, _("{move} is legal, but {reason} Try again.").format(
                move=move, reason=reasons.get(move, otherwise)))
        if right:
            ok, reason = move in right, _("legal, but not the move asked for")
        elif check is not None:
            result = check(trial, move)
            ok = result is True
            reason = result if isinstance(result, str) else _("legal, but not what was asked")
        else:
            ok, reason = True, ""
        return right_verdict(move) if ok else Verdict(False, _("{move}: {reason}. Try again.").format(move=move,
                                                                                               reason=reason))

    return Exercise(question, judge, prompt=f"a move, such as {example_move(start)} or {_dealing_word(start)}",
                    answer_text=" or ".join(str(move) for move in right), explain=explain, id=id)


def _dealing_word(game) -> str:
    """"redeal" once the stock is empty and a redeal is allowed, so the prompt names the move there is."""
    for word in ("deal", "redeal"):
        try:
            game.copy().play(word)
            return word
        except IllegalMove:
            pass
    return "deal"


def play_typed(game, text: str) -> Move | Verdict:
    """Play a typed move on ``game`` (a copy the exercise owns): the move, or the engine's
    refusal as a wrong Verdict with its rule's sentence id."""
    try:
        with typed_by_learner():
            return game.play(text[:LONGEST_ANSWER])
    except IllegalMove as refusal:
        # the engine says its refusal with the board's labels already, and echoes what was typed as typed;
        # a class reads it as a sentence, closed by a full stop (reader 02a_9)
        said = str(refusal)
        return Verdict(False, ended(said), refusal.rule, labelled=True)


def example_move(game) -> str:
    """A move written the game's way, to show how a move is typed."""
    return game.example_move


def _legal_move(game, text, name: str) -> Move:
    if not isinstance(text, (str, Move)):
        raise ValueError(f"{name}: {quoted(text)} is not a move, such as L2→F1 or deal")
    try:
        return game.copy().play(text)
    except IllegalMove as refusal:
        label = "the answer" if name == "answer" else f"{name} names"
        raise ValueError(f"{label} {quoted(str(text))} is not a legal move here: {refusal}") from None


def _refused_move(game, text) -> Move:
    """The move ``text`` names, which the rules refuse on ``game``: a reason for a refused move is
    never given to a legal one (``why`` is for those)."""
    move = _as_move(text) if isinstance(text, str) else None
    if move is None:
        raise ValueError(f"refused names {quoted(text)}, which is not a move, such as L2→F1")
    try:
        game.copy().play(move)
    except IllegalMove:
        return move
    raise ValueError(f"refused names {quoted(str(move))}, which is legal here: give its reason in why")


def _as_list(value, name: str) -> list:
    values = list(value) if isinstance(value, (list, tuple, set, frozenset)) else [value]
    if not values:
        raise ValueError(f"{name} names no right answer: give at least one")
    return values
