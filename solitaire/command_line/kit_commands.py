"""``python -m solitaire card GAME [--pdf FILE] [--png FILE]`` and ``python -m solitaire key
[--pdf FILE] [--text]``: the parsers and handlers of the teacher's kit.

As ``rules``: a bad argument gives one line on standard error naming it and exit status 2
before anything is drawn; a file whose writing fails after all (a full disk) one line and
exit status 1; never a traceback. Without ``--pdf`` or ``--png`` the text is printed.
"""
from __future__ import annotations

import sys

from .arguments import add_game_argument, dots_per_inch, file_name, os_problem, output_problem
from ..cards import quoted
from ..languages import translator

__all__ = ["add_card_parser", "run_card", "add_key_parser", "run_key"]

_ = translator("sheets")


def add_card_parser(commands):
    """Add the ``card`` subcommand; returns its parser."""
    card = commands.add_parser("card", help=_("the learner card: the rules of a game on one A4 page, in plain "
                                              "words"))
    add_game_argument(card)
    card.add_argument("--pdf", type=file_name, metavar=_("FILE"), help=_("write the card as a one-page PDF to FILE"))
    card.add_argument("--png", type=file_name, metavar=_("FILE"),
                      help=_("write the card as a PNG to FILE (.png added if missing); a folder gets "
                             "GAME-card.png"))
    card.add_argument("--dpi", type=dots_per_inch, default=150, metavar="N",
                      help=_("resolution of the PNG, 36 to 600 (default 150)"))
    return card


def add_key_parser(commands):
    """Add the ``key`` subcommand; returns its parser."""
    key = commands.add_parser("key", help=_("the answer key: every exercise and puzzle with its answer and why"))
    key.add_argument("--pdf", type=file_name, metavar=_("FILE"), help=_("write the key as a PDF (A4) to FILE"))
    key.add_argument("--text", action="store_true",
                     help=_("print the key as plain text (the default without --pdf)"))
    return key


def _failing(command: str, stderr):
    def fail(message: str, status: int = 2) -> int:
        print(_("{prog}: error: {problem}").format(prog=f"python -m solitaire {command}", problem=message),
              file=stderr)
        return status
    return fail


def _unwritable(targets, fail) -> int | None:
    for target in targets:
        problem = output_problem(target)
        if problem:
            return fail(_("cannot write {path}: {problem}").format(path=quoted(target), problem=problem))
    return None


def run_card(arguments, stdout=None, stderr=None) -> int:
    """Print or write the learner card; returns the exit status."""
    from ..sheets.card import png_path, text, write_pdf, write_png
    stdout, fail = stdout or sys.stdout, _failing("card", stderr or sys.stderr)
    targets = ([arguments.pdf] if arguments.pdf else []) + (
        [png_path(arguments.png, arguments.game)] if arguments.png else [])
    refused = _unwritable(targets, fail)
    if refused is not None:
        return refused
    if not targets:
        print(text(arguments.game), file=stdout)
        return 0
    target = arguments.pdf
    try:
        if arguments.pdf:
            write_pdf(arguments.game, arguments.pdf)
            print(_("learner card written to {path} (1 page)").format(path=arguments.pdf), file=stdout)
        target = arguments.png
        if arguments.png:
            written = write_png(arguments.game, arguments.png, dpi=arguments.dpi)
            print(_("learner card written to {path}").format(path=written), file=stdout)
    except OSError as problem:  # a full disk, a device that takes no file
        return fail(_("cannot write {path}: {problem}").format(path=quoted(problem.filename or target),
                                                                problem=os_problem(problem)), 1)
    return 0


def run_key(arguments, stdout=None, stderr=None) -> int:
    """Print or write the answer key; returns the exit status."""
    from ..sheets.key import text, write_pdf
    stdout, fail = stdout or sys.stdout, _failing("key", stderr or sys.stderr)
    refused = _unwritable([arguments.pdf] if arguments.pdf else [], fail)
    if refused is not None:
        return refused
    if arguments.pdf:
        try:
            count = write_pdf(arguments.pdf)
        except OSError as problem:
            return fail(_("cannot write {path}: {problem}").format(path=quoted(arguments.pdf),
                                                                    problem=os_problem(problem)), 1)
        print(_.ngettext("answer key written to {path} ({count} page)", "answer key written to {path} ({count} pages)",
                         count).format(path=arguments.pdf, count=count), file=stdout)
    if arguments.text or not arguments.pdf:
        print(text(), file=stdout)
    return 0
