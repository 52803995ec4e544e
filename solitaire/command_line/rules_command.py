"""``python -m solitaire rules GAME [--pdf FILE] [--png FILE]``: the parser and the handler.

Kept here so that the command line needs two lines for it: one to add the parser, one to
run it. Without ``--pdf`` or ``--png`` the sheet is printed as plain text. A bad argument
(an empty file name, a path that cannot be written) gives one line on standard error naming
it and exit status 2 before anything is drawn; a file that cannot be written after all (a
full disk) one line naming it and exit status 1; never a traceback.
"""
from __future__ import annotations

import sys

from .arguments import add_game_argument, dots_per_inch, file_name, os_problem, output_problem
from ..cards import quoted
from ..languages import translator

__all__ = ["add_parser", "run"]

_ = translator("sheets")


def add_parser(commands):
    """Add the ``rules`` subcommand to an argparse subparsers object; returns its parser."""
    rules = commands.add_parser("rules", help=_("the rules sheet for the teacher: print it, or write a PDF "
                                                "or PNG pages (A4, at most two pages)"))
    add_game_argument(rules)
    rules.add_argument("--pdf", type=file_name, metavar=_("FILE"), help=_("write the sheet as a PDF to FILE"))
    rules.add_argument("--png", type=file_name, metavar=_("FILE"),
                       help=_("write one PNG per page: FILE-1.png, FILE-2.png (a final .png of FILE is dropped "
                              "first); a folder gets GAME-1.png, GAME-2.png"))
    rules.add_argument("--dpi", type=dots_per_inch, default=150, metavar="N",
                       help=_("resolution of the PNG pages, 36 to 600 (default 150)"))
    return rules


def run(arguments, stdout=None, stderr=None) -> int:
    """Print or write the sheet; returns the exit status (2 for a path that cannot be written
    at all, 1 for one whose writing failed)."""
    from ..sheets import png_paths, text, write_pdf, write_png
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr

    def fail(message: str, status: int = 2) -> int:
        print(_("{prog}: error: {problem}").format(prog="python -m solitaire rules", problem=message), file=stderr)
        return status

    targets = [arguments.pdf] if arguments.pdf else []
    if arguments.png:
        targets += png_paths(arguments.png, 2, arguments.game)
    for target in targets:
        problem = output_problem(target)
        if problem:
            return fail(_("cannot write {path}: {problem}").format(path=quoted(target), problem=problem))
    if not arguments.pdf and not arguments.png:
        print(text(arguments.game), file=stdout)
        return 0
    target = arguments.pdf
    try:
        if arguments.pdf:
            count = write_pdf(arguments.game, arguments.pdf)
            print(_.ngettext("rules sheet written to {path} ({count} page)",
                             "rules sheet written to {path} ({count} pages)", count).format(
                                 path=arguments.pdf, count=count), file=stdout)
        target = arguments.png
        if arguments.png:
            written = write_png(arguments.game, arguments.png, dpi=arguments.dpi)
            print(_("rules sheet pages written to {paths}").format(paths=", ".join(written)), file=stdout)
    except OSError as problem:  # a full disk, a device that takes no file
        return fail(_("cannot write {path}: {problem}").format(path=quoted(problem.filename or target),
                                                                problem=os_problem(problem)), 1)
    return 0
