"""Moves and the error a forbidden move gets.

>>> Move.parse("l2 f1")
Move.parse('L2→F1')
>>> str(Move.parse("deal"))
'deal'
>>> Move.parse("L2->F1") == Move("L2", "F1")
True

Moves typed in Ukrainian or Russian are read too: a Cyrillic letter that looks like a place's
letter is that letter (``М1`` is M1 typed on a Cyrillic keyboard), the texts' words
``колода`` and ``штабель`` are the stock and the waste, and ``роздати``/``сдать`` deal;
``str(move)`` stays the one canonical notation in every language.

>>> Move.parse("М3 → Т1"), Move.parse("сдать")
(Move.parse('M3→T1'), Move.parse('deal'))
"""
from __future__ import annotations

import contextlib
import contextvars
import re
from dataclasses import dataclass

from .cards import is_card_text, quoted
from .languages import N_, language, translator
from .place_labels import (CYRILLIC_PLACE_LETTERS, LABEL_SCRIPT, LABEL_TO_PLACE, LOCAL_LABELS, PLACE_WORDS,
                           board_text, localized_places, place_label, places_said)
from .refusals import IllegalMove, labelled_refusal, quoted_word, refusal_of, refusal_text  # noqa: F401 (handed on)

__all__ = ["Move", "IllegalMove", "LegalMoves", "DEAL", "REDEAL", "normalize_place", "place_label",
           "localized_places", "example_move", "notation_example", "meant_place", "unknown_place_line",
           "typed_by_learner", "typed_forms"]

_ = translator("engine")

_KEYWORDS = ("deal", "redeal")
_NAMED_PLACES = ("stock", "waste")
#: The words a Ukrainian or Russian player types for a keyword or a named place (lower case).
_WORDS = {"здати": "deal", "роздати": "deal", "сдать": "deal", "раздать": "deal",
          # the nouns too: a pupil names the move as the lessons do («роздача», native reader uk 28)
          "роздача": "deal", "здача": "deal", "раздача": "deal", "сдача": "deal",
          "перездати": "redeal", "перероздати": "redeal", "пересдать": "redeal", "перераздать": "redeal",
          "перездача": "redeal", "пересдача": "redeal",
          "колода": "stock", "штабель": "waste"}
_PLACE = re.compile(r"^([A-Za-z])([0-9]{1,2})$")  # ASCII digits: "L٢" is not L2
#: The longest move text read (``"  stock  ->  waste  "`` is 20): a longer one is refused
#: before any work, so that a megabyte of garbage costs nothing and is not echoed back.
MAX_MOVE_TEXT = 40
#: Between a move's source and target: an arrow, a dash, a comma, a space or the word "to" ("M7 to F4").
_SEPARATORS = re.compile(r"\s*(?:→|->|-|>|,|\s+to\s+|\s)\s*", re.IGNORECASE)
_SOURCE_WORDS = N_("a move's source is a place name such as 'L2' (or 'deal'), not {value}")
_TARGET_WORDS = N_("a move's target is a place name such as 'L2' (or 'deal'), not {value}")
#: A text that is no move, refused with the keywords of its game: Maids deals but has no redeal
#: ("в один тур"), so a Maids refusal offers only 'deal'; an unknown game's offers both.
_UNREADABLE = {"maids": N_("cannot read {text} as a move: write {example} (source→target) or 'deal'"),
               None: N_("cannot read {text} as a move: write {example} (source→target), 'deal' or 'redeal'")}
_A_CARD = {"maids": N_("cannot read {text} as a move: it is a card, and a move names places; write {example} "
                       "(source→target) or 'deal'"),
           None: N_("cannot read {text} as a move: it is a card, and a move names places; write {example} "
                    "(source→target), 'deal' or 'redeal'")}
_TOO_LONG = {"maids": N_("cannot read {text} as a move: it is too long; write {example} (source→target) or 'deal'"),
             None: N_("cannot read {text} as a move: it is too long; write {example} (source→target), 'deal' or "
                      "'redeal'")}


#: The letter a Ukrainian or Russian learner types from the other alphabet for a label's letter (by
#: sound, not by look: a look-alike is read as its twin above): Spider's Б typed as a Latin B (or a
#: Cyrillic В), its С as an S; Maids' Latin L, R, F typed as Л, Р, Ф. Such a name is refused with the
#: place it probably means, never read as that place: Latin B1 and B2 are Spider's own piles.
_OTHER_SCRIPT = {"spider": str.maketrans("BbВвSs", "ББББСС"), "maids": str.maketrans("ЛлРрФф", "LLRRFF")}
_LETTER_AND_NUMBER = re.compile(r"^(\w)([0-9]{1,2})$")
#: Each game's place names (its class enters them, as it enters its example move).
_GAME_PLACES: dict[str, tuple] = {}
_GAME_TITLES: dict[str, str] = {}
#: Whether the text being read was typed by a learner (see :func:`typed_by_learner`).
_TYPED = contextvars.ContextVar("typed_by_learner", default=False)


def meant_place(text, game: str | None) -> str | None:
    """The label of ``game``'s place that ``text`` probably means when a Ukrainian or Russian
    learner typed it with the other alphabet's letter (``"B6"`` → ``"Б6"`` in Spider, ``"Л2"`` →
    ``"L2"`` in Maids), or None: in English, or when ``text`` is a place name of ``game`` itself."""
    word = text.strip() if isinstance(text, str) and len(text) <= MAX_MOVE_TEXT else ""
    match = _LETTER_AND_NUMBER.match(word)
    places = _GAME_PLACES.get(game, ())
    if language() not in PLACE_WORDS or not match or game not in _OTHER_SCRIPT or _read_place(word, game) in places:
        return None
    guess = f"{match.group(1).translate(_OTHER_SCRIPT[game]).upper()}{int(match.group(2))}"
    labels = {place_label(place, game) for place in places}
    return guess if guess in labels and guess != word else None


def _read_place(word: str, game: str | None) -> str | None:
    """``word`` read as a place name of ``game`` (a label, a look-alike, the canonical spelling), or None."""
    try:
        return normalize_place(word, game, guess=False)
    except IllegalMove:
        return None


@contextlib.contextmanager
def typed_by_learner():
    """Read the moves and places typed inside as a Ukrainian or Russian learner's: Spider's English pile
    names B1 and B2, which look like the bases Б1 and Б2, are asked about instead of read (the
    notation, saves and lesson data read outside keep them)."""
    token = _TYPED.set(True)
    try:
        yield
    finally:
        _TYPED.reset(token)


def learner_typed() -> bool:
    """Whether the text being read now is a learner's (inside :func:`typed_by_learner`)."""
    return _TYPED.get()


def _english_pile_line(word: str, game: str | None) -> str | None:
    """The question for Spider's B1 or B2 typed by a Ukrainian or Russian learner, or None."""
    labels = LOCAL_LABELS.get((game, language()))
    match = _LETTER_AND_NUMBER.match(word)
    if not (_TYPED.get() and labels and match and match.group(1) in "BbВв"):
        return None
    pile = f"B{int(match.group(2))}"
    base = f"Б{int(match.group(2))}"
    if pile not in labels or base not in labels.values():
        return None
    return _("{text}: the English notation names the pile {pile} so, and the base is {base}: type {pile} for the "
             "pile or {base} for the base.").format(text=quoted(word), pile=labels[pile], base=base)


def unknown_place_line(text, game: str | None) -> str | None:
    """The line that refuses a place typed with the other alphabet's letter, naming the place it
    probably means (``«B6» — такого места нет; может быть, Б6?``), or None (see :func:`meant_place`)."""
    english_pile = _english_pile_line(text.strip(), game) if isinstance(text, str) else None
    if english_pile:
        return english_pile
    meant = meant_place(text, game)
    if meant is None:
        return None
    return _("{text}: there is no such place; did you mean {place}?").format(text=quoted(text.strip()), place=meant)


def _typed_back(look_alikes: dict) -> dict:
    """The capitals of a look-alike table read the other way: what a learner types for the letter it reads."""
    return {read: typed for typed, read in look_alikes.items() if chr(typed).isupper()}


#: A label's or a place name's letter as a learner may type it from the other alphabet: the look-alikes
#: :func:`normalize_place` reads, the other way round (Latin C for Spider's С, Cyrillic М for Maids' M).
_TYPED_LETTERS = (_typed_back(LABEL_SCRIPT), _typed_back(CYRILLIC_PLACE_LETTERS))


def typed_forms(move: "Move", game: str) -> set[str]:
    """The texts a class may type for ``move`` of ``game`` in any language, from the tables the parser
    reads (each language's labels, the look-alike letters, the words ``сдать``, ``штабель``…). Candidates
    only: a caller keeps those that ``game.parse_move`` reads back as ``move`` (a room's key, which judges
    phones without the parser, :mod:`solitaire.room.ask`)."""
    def forms(name: str) -> set[str]:
        said = {name} | {labels[name] for (each, _language), labels in LOCAL_LABELS.items()
                         if each == game and name in labels}
        said |= {form.translate(letters) for form in said for letters in _TYPED_LETTERS}
        return said | {word for word, meant in _WORDS.items() if meant == name}
    if move.is_keyword:
        return forms(move.source)
    return {f"{source}→{target}" for source in forms(move.source) for target in forms(move.target)}


#: Place names a refusal gives as examples, in each game's own places (Spider has no F1 or M7).
_PLACE_EXAMPLES = {"spider": "T1, L2, A1"}


def normalize_place(text: str, game: str | None = None, guess: bool = True) -> str:
    """The canonical spelling of a place name: ``l2`` → ``L2``, ``Stock`` → ``stock``; with
    ``game``, its labels in Ukrainian and Russian too (``С3`` → ``R1`` in Spider), in any language.

    Only the spelling is checked here; whether a game has the place is the game's business, except
    for a label typed in Ukrainian or Russian with the other alphabet's letter (``B6`` for Spider's
    Б6), which is refused with the place it probably means (unless ``guess`` is False).
    """
    if isinstance(text, str) and text in _GAME_PLACES.get(game, ()) and not _TYPED.get():
        return text   # already a place name of the game, as the engine's own calls give it (the hot path)
    if guess and (line := unknown_place_line(text, game)):
        raise IllegalMove(text, None, line)
    word = text.strip() if isinstance(text, str) and len(text) <= MAX_MOVE_TEXT else ""
    word = _WORDS.get(word.lower(), word)
    if word.lower() in _NAMED_PLACES:
        return word.lower()
    local = LABEL_TO_PLACE.get(game, {}).get(word.translate(LABEL_SCRIPT).upper()) if word else None
    if local:
        return local
    match = _PLACE.match(word[:1].translate(CYRILLIC_PLACE_LETTERS) + word[1:])
    if not match and _is_label_of(word, game):   # Spider's С13: a label's letter with a number it lacks
        raise no_such_place(game, word)
    if not match:
        examples = localized_places(_PLACE_EXAMPLES.get(game, "L2, F1, M7"), game)
        if is_card_text(word):   # «2♦→Б4», a Latin «T♠» too: the card, where a move names its place (uk 45, 46)
            raise IllegalMove(text, None, _("{text} is a card, and a move names places, such as {places} or stock")
                              .format(text=quoted(text), places=examples))
        raise IllegalMove(text, None, _("{text} is not a place name (places look like {places} or stock)")
                          .format(text=quoted(text), places=examples))
    return f"{match.group(1).upper()}{int(match.group(2))}"


def _is_label_of(word: str, game: str | None) -> bool:
    """Whether ``word`` is a letter of ``game``'s Ukrainian or Russian labels and a number (``С13``, ``б9``)."""
    match = _LETTER_AND_NUMBER.match(word.translate(LABEL_SCRIPT))
    return bool(match) and any(label.startswith(match.group(1).upper()) for label in LABEL_TO_PLACE.get(game, {}))


@dataclass(frozen=True, slots=True)
class Move:
    """A move: a card from ``source`` to ``target``, or the keyword ``deal`` / ``redeal``.

    ``str(move)`` is its text form (``L2→F1``, ``deal``), which :meth:`parse` reads back;
    ``repr(move)`` is an expression that rebuilds it.
    """

    source: str
    target: str = ""

    def __post_init__(self) -> None:
        # Checked here, so that every Move has a text form and hashes: a list, None or a
        # number as a place would break the lookups and messages of every game.
        for value, message in ((self.source, _SOURCE_WORDS), (self.target, _TARGET_WORDS)):
            if not isinstance(value, str) or len(value) > MAX_MOVE_TEXT:
                raise IllegalMove(value, None, _(message).format(value=quoted(value)))

    def __str__(self) -> str:
        return f"{self.source}→{self.target}" if self.target else self.source

    def __repr__(self) -> str:
        return f"Move.parse('{self}')"

    @property
    def is_keyword(self) -> bool:
        """True for ``deal`` and ``redeal``, which have no source and target places."""
        return not self.target

    @classmethod
    def parse(cls, text, game: str | None = None) -> "Move":
        """Read a move: ``"L2→F1"``, ``"L2->F1"``, ``"l2 f1"``, ``"deal"``, ``"redeal"``; with
        ``game`` ("spider"), the places' Ukrainian and Russian labels too (``"С1 Б4"``).

        A malformed text raises :class:`IllegalMove` quoting it (in the language in use, and
        in the new one after a switch: see :attr:`IllegalMove.remake`).
        """
        try:
            return cls._parsed(text, game)
        except IllegalMove as error:
            said = str(error.args[0]) if error.args else ""
            error.remake = lambda: _refused_again(said, cls._parsed, text, game)
            raise

    @classmethod
    def _parsed(cls, text, game: str | None = None) -> "Move":
        if isinstance(text, Move):
            # a subclass is compared as the Move it holds (dataclass equality wants one class)
            return text if type(text) is Move else Move(text.source, text.target)
        if not isinstance(text, str):
            raise IllegalMove(text, None, _("a move is a Move or a text such as 'L2→F1' or 'deal', not {value}")
                              .format(value=quoted(text)))
        if len(text) > MAX_MOVE_TEXT:
            raise IllegalMove(text, None, _unreadable(_TOO_LONG, text, game))
        word = text.strip().rstrip(".").rstrip()   # "M3→F1." ends a sentence: the full stop is no part of the move
        word = _WORDS.get(word.lower(), word)
        if word.lower() in _KEYWORDS:
            return cls(word.lower())
        parts = [p for p in _SEPARATORS.split(word) if p]
        keyword = next((part for part in parts if _WORDS.get(part.lower(), part.lower()) in _KEYWORDS), None)
        if keyword is not None:   # "deal now", «сдать кару»: the keyword is a whole move
            raise IllegalMove(text, None, _("cannot read {text} as a move: {word} is a move by itself, with nothing "
                                            "after it (or write a move such as {example})").format(
                text=quoted(text), word=quoted(keyword),
                example=quoted(localized_places(example_move(game), game))))
        if len(parts) != 2:   # a card alone ("7♣") is told so, as a card typed for a place is
            messages = _A_CARD if len(parts) == 1 and is_card_text(parts[0]) else _UNREADABLE
            raise IllegalMove(text, None, _unreadable(messages, text, game))
        try:
            return cls(normalize_place(parts[0], game), normalize_place(parts[1], game))
        except NoSuchPlace as error:   # said as a move to no place is said (Spider's С13 as A9)
            raise NoSuchPlace(text, None, error.reason) from None
        except IllegalMove as error:
            raise IllegalMove(text, None, _("cannot read {text} as a move: {reason}")
                              .format(text=quoted(text), reason=error.reason)) from None


def _unreadable(messages: dict, text: str, game: str | None) -> str:
    """Why ``text`` is no move, with an example in ``game``'s places and only the keywords ``game`` has."""
    message = messages.get(game, messages[None])
    return _(message).format(text=quoted(text), example=quoted(localized_places(example_move(game), game)))


#: Each game's example move, from its class's ``example_move`` (the game states it in its folder;
#: :class:`solitaire.engine.Game` enters each game here as it is defined).
_EXAMPLE_MOVES: dict[str, str] = {}


def example_move(game: str | None) -> str:
    """A move written the way ``game`` names its places (a Spider pile goes to a base A1–K4, never
    F1), to show how a move is typed; with no game, a move in the places both games have."""
    return _EXAMPLE_MOVES.get(game, "L2→F1")


#: Moves written each game's way, for a prompt whose position has no legal move to show as an example: the
#: first whose places no move of the position uses is shown (a decision's "written like", a puzzle's box).
_NOTATION_EXAMPLES = {"maids": ("L2→F1", "R1→F3", "M4→F6", "L4→F8", "R4→F7"),
                      "spider": ("L2→A2", "T1→K3", "B1→A4", "R4→K1", "L4→A3")}


def notation_example(start, moves) -> str:
    """A move written the game's way whose two places no move of ``moves`` names: it shows how a move is
    typed and points at nothing on the board. Where every place it could take a card from is in play (a
    Spider position with a move from each pile), its target is at least one no move names."""
    moves = [str(move) for move in moves]
    used = {place for move in moves for place in move.split("→")}
    fixed = _NOTATION_EXAMPLES.get(start.game_name, (example_move(start.game_name),))
    pairs = [move.split("→") for move in fixed]
    sources = [place for place in start.place_names if place[0] in {source[0] for source, _target in pairs}]
    targets = [place for place in start.place_names if place[0] in {target[0] for _source, target in pairs}]
    made = [*fixed, *(f"{source}→{target}" for target in targets for source in sources)]
    for fits in (lambda move: not used & set(move.split("→")),
                 lambda move: move.split("→")[1] not in used and move not in moves):
        found = next((move for move in made if fits(move)), None)
        if found:
            return found
    return fixed[0]


def enter_example_move(game: str, move: str, places: tuple = (), title: str | None = None) -> None:
    """Let :func:`example_move` give ``move`` for ``game``, and :func:`meant_place` and
    :func:`no_such_place` know its ``places`` and ``title`` (called once per game class)."""
    _EXAMPLE_MOVES[game] = move
    if places:
        _GAME_PLACES[game] = tuple(places)
    if title:
        _GAME_TITLES[game] = title


class NoSuchPlace(IllegalMove):
    """A place the game lacks, typed or met in a move (see :func:`no_such_place`)."""


def no_such_place(game: str, place, move=None) -> IllegalMove:
    """The error for a place ``game`` lacks (``R9``, Spider's ``С13``), in one wording whether it was typed,
    asked for, met in a move or in a layout: the game's places follow, as ranges (``L1–L4, …``). ``game``
    is the game's name ("maids") or its title ("Twelve Sleeping Maids")."""
    game = next((name for name, title in _GAME_TITLES.items() if title == game), game)
    return NoSuchPlace(move if move is not None else place, None, _(
        "{game} has no place {place}. Its places are {places}.").format(
            game=_(_GAME_TITLES.get(game, game)), place=quoted(place),
            places=places_said(_GAME_PLACES.get(game, ()), game)))


class LegalMoves(list):
    """The legal moves of a position: a list of :class:`Move` that also finds move texts.

    >>> moves = LegalMoves([Move("deal"), Move("L1", "F1")])
    >>> "l1 f1" in moves, "L1→F2" in moves, "nonsense" in moves
    (True, False, False)
    """

    def __contains__(self, move) -> bool:
        if not isinstance(move, Move):
            try:
                move = Move.parse(move)
            except IllegalMove:
                return False
        return list.__contains__(self, move)

    def __repr__(self) -> str:
        return f"<legal moves: {', '.join(str(m) for m in self) or 'none'}>"


DEAL = Move("deal")
REDEAL = Move("redeal")


def _refused_again(said: str, function, text, game) -> "IllegalMove":
    """The refusal of ``text`` made again in the language in use; a text refused only in Ukrainian or
    Russian (a label typed with the other alphabet's letter) keeps the line it was refused with."""
    try:
        return refusal_of(function, text, game)
    except ValueError:
        return IllegalMove(text, None, said)
