"""The command line's plumbing: a terminal that cannot print the suits, bytes on standard
input that are not text, an output that has gone (a closed pipe, a full disk), the language
asked for before the parser is built, argparse's own words in that language.

Apart from what the commands do (:mod:`.commands`) and their grammar (:mod:`.parser`); the only
words built here are the play command's help and each game's verbs for its keyword moves.
"""
from __future__ import annotations

import argparse
import codecs
import contextlib
import os

from ..languages import N_, NP_, language, translator
from ..moves import Move, board_text, localized_places

_ = translator("cli")   # the play command's words

__all__ = ["fall_back_to_ascii", "forgiving", "silence", "language_asked", "argparse_speaking", "labelled",
           "board_text", "move_words", "help_text", "HELP_TEXT"]

_ASCII_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "→": "->", "×": "x", "·": ".", "…": "...", "–": "-",
                  "—": "-", "«": '"', "»": '"', "“": '"', "”": '"', "’": "'", "№": "No.", "\xa0": " "}
#: A card's Cyrillic rank letter (туз, валет, дама, король) as the English letter the moves also read:
#: ``Д♦`` prints as ``QD``, never ``?D``.
_ASCII_RANKS = {"Т": "A", "А": "A", "В": "J", "Д": "Q", "К": "K"}
_SUITS = frozenset("♠♥♦♣")
#: Cyrillic letters in Latin ones (Ukraine's and Russia's passport rules, simplified), so a line in
#: Ukrainian or Russian stays readable on a terminal without Cyrillic: "pomylka", not "\u043f…".
_LATIN = {**dict(zip("абвгґдеєжзиіїйклмнопрстуфхцчшщыэюяё",
                     "a b v g g d e ie zh z i i i i k l m n o p r s t u f kh ts ch sh shch y e iu ia e".split(),
                     strict=True)),
          "ъ": "", "ь": ""}
_LATIN_UKRAINIAN = {**_LATIN, "г": "h", "и": "y"}


def _in_latin(char: str, letters: dict) -> str:
    latin = letters.get(char.lower())
    if latin is None:
        return "?"
    return latin.capitalize() if char.isupper() else latin


def _ascii_symbols(problem: UnicodeEncodeError):
    """The codec error handler "solitaire-ascii": ♠♥♦♣ as S H D C, → as ->, a card's В Д К Т as J Q K A,
    other Cyrillic letters in Latin ones, anything else ?."""
    letters = _LATIN_UKRAINIAN if language() == "uk" else _LATIN  # и, г: "pomylka" in Ukrainian, "oshibka"
    text, start = problem.object, problem.start
    said = []
    for index in range(start, problem.end):
        char = text[index]
        on_a_card = (char in _ASCII_RANKS and text[index + 1:index + 2] in _SUITS
                     and not text[index - 1:index].isalpha())
        said.append(_ASCII_RANKS[char] if on_a_card else _ASCII_SYMBOLS.get(char) or _in_latin(char, letters))
    return "".join(said), problem.end


codecs.register_error("solitaire-ascii", _ascii_symbols)


def fall_back_to_ascii(stream) -> None:
    """If ``stream`` (standard output or error) cannot encode the suits or Cyrillic (a Windows console,
    PYTHONIOENCODING=ascii), let it print them as S H D C, a card's В Д К Т as J Q K A and other Cyrillic
    in Latin letters (which the moves and cards also read) instead of failing or printing escapes."""
    encoding = getattr(stream, "encoding", None)
    if not encoding or not hasattr(stream, "reconfigure"):
        return
    try:
        "♠♥♦♣→×ВДКТєїґыэё«»".encode(encoding)
    except UnicodeEncodeError:
        stream.reconfigure(errors="solitaire-ascii")
    except LookupError:
        pass


def forgiving(stdin):
    """``stdin``, reading bytes that are not text as U+FFFD (a bad line is then a bad move)."""
    if hasattr(stdin, "reconfigure") and getattr(stdin, "errors", "replace") == "strict":
        stdin.reconfigure(errors="replace")
    return stdin


def silence(stdout) -> None:
    """After a closed pipe or a full disk: send what is still buffered nowhere, so that
    Python's own flush at exit does not fail again with a traceback."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), stdout.fileno())
    except (AttributeError, OSError, ValueError):
        pass


def language_asked(argv) -> str | None:
    """The language ``--lang CODE`` (or ``--lang=CODE``) asks for, the last one given, else None.

    >>> language_asked(["play", "maids", "3", "--lang", "uk"]), language_asked(["--lang=ru", "show"])
    ('uk', 'ru')
    """
    code = None
    for word, following in zip(argv, list(argv[1:]) + [None]):
        if word == "--lang" and following is not None:
            code = following
        elif word.startswith("--lang="):
            code = word.partition("=")[2]
    return code


@contextlib.contextmanager
def argparse_speaking(translate):
    """argparse's own words (usage, its errors) through ``translate`` (a part's translator) in the block.

    argparse looks them up through its module's ``_`` and ``ngettext`` (gettext's, in the
    default domain, which has no Ukrainian or Russian here); they are put back after."""
    before = argparse._, argparse.ngettext
    argparse._, argparse.ngettext = translate, translate.ngettext
    try:
        yield
    finally:
        argparse._, argparse.ngettext = before


#: The play command's help: the moves and the commands it reads.
HELP_TEXT = N_("""Type a move ({example}, {deal}, {redeal}) or a command:
  moves   list the legal moves
  hint    suggest a move (fair: it uses only what you can see)
  undo    take back the last move
  help    this text
  quit    stop""")
#: The same for Twelve Sleeping Maids, played in one round with no redeal (RULES.md, its "End"):
#: its help offers no move the game refuses.
HELP_TEXT_NO_REDEAL = N_("""Type a move ({example}, {deal}) or a command:
  moves   list the legal moves
  hint    suggest a move (fair: it uses only what you can see)
  undo    take back the last move
  help    this text
  quit    stop""")
#: Each game's help by its name; a game not named here has a redeal.
_HELP_TEXTS = {"maids": HELP_TEXT_NO_REDEAL}


def labelled(stream) -> bool:
    """Whether ``stream`` shows the places' Cyrillic labels: one that falls back to ASCII would print
    Б1 as B1, another place (Spider's bottom pile), so it gets the canonical names instead."""
    return getattr(stream, "errors", None) != "solitaire-ascii"


def move_words(move, game, labelled: bool = True) -> str:
    """A move as the player types it in the language in use: ``С1→Б4``; ``роздати`` for deal."""
    if not labelled:
        return str(move)
    if move.is_keyword:
        return _keyword_words(game.game_name, str(move))
    return localized_places(str(move), game.game_name)


#: Each game's own verbs for its keyword moves: the catalog's context is the game's name.
_KEYWORD_WORDS = (NP_("spider", "deal"), NP_("spider", "redeal"), NP_("maids", "deal"), NP_("maids", "redeal"))


def _keyword_words(game_name: str, keyword: str) -> str:
    """``deal`` or ``redeal`` as a class types it in the language in use (each game's own verb)."""
    return _.pgettext(game_name, keyword)


def help_text(game, labelled: bool = True) -> str:
    """The play command's help, its example move written the game's way in the language in use."""
    example = move_words(Move.parse(game.example_move), game, labelled)
    # the three ways of typing it, quoted (or not) and joined as the class's language writes a list of examples
    ways = _.pgettext("three ways to type one move", '{move}, "{typed}", "{arrowed}"').format(
        move=example, typed=example.lower().replace("→", " "), arrowed=example.replace("→", "->"))
    return _(_HELP_TEXTS.get(game.game_name, HELP_TEXT)).format(example=ways,
                               deal=move_words(Move("deal"), game, labelled),
                               redeal=move_words(Move("redeal"), game, labelled))
