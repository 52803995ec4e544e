"""The command line's plumbing: a terminal that cannot print the suits, bytes on standard
input that are not text, an output that has gone (a closed pipe, a full disk), the language
asked for before the parser is built, argparse's own words in that language.

(Apart from :mod:`solitaire.cli` because nothing here says anything: what the command
line says is all in cli.py, the one place its messages are built.)
"""
from __future__ import annotations

import argparse
import codecs
import contextlib
import os

__all__ = ["fall_back_to_ascii", "forgiving", "silence", "language_asked", "argparse_speaking"]

_ASCII_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "→": "->", "×": "x", "·": ".", "…": "...", "–": "-",
                  "—": "-"}


def _ascii_symbols(problem: UnicodeEncodeError):
    """The codec error handler "solitaire-ascii": ♠♥♦♣ as S H D C, → as ->, anything else ?."""
    text = problem.object[problem.start:problem.end]
    return "".join(_ASCII_SYMBOLS.get(char, "?") for char in text), problem.end


codecs.register_error("solitaire-ascii", _ascii_symbols)


def fall_back_to_ascii(stdout) -> None:
    """If ``stdout`` cannot encode the suits (a Windows console, PYTHONIOENCODING=ascii), let it
    print them as S H D C, which the moves and cards also read, instead of failing."""
    encoding = getattr(stdout, "encoding", None)
    if not encoding or not hasattr(stdout, "reconfigure"):
        return
    try:
        "♠♥♦♣→×".encode(encoding)
    except UnicodeEncodeError:
        stdout.reconfigure(errors="solitaire-ascii")
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
