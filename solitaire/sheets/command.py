"""``python -m solitaire rules GAME [--pdf FILE] [--png FILE]``: the parser and the handler.

Kept here so that the command line needs two lines for it: one to add the parser, one to
run it. Without ``--pdf`` or ``--png`` the sheet is printed as plain text. A path that
cannot be written gives one line on standard error and exit status 2, never a traceback.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

__all__ = ["add_parser", "run"]

GAMES = ("maids", "spider")


def add_parser(commands):
    """Add the ``rules`` subcommand to an argparse subparsers object; returns its parser."""
    rules = commands.add_parser("rules", help="the rules sheet for the teacher: print it, or write a PDF "
                                              "or PNG pages (A4, at most two pages)")
    rules.add_argument("game", choices=GAMES)
    rules.add_argument("--pdf", metavar="FILE", help="write the sheet as a PDF to FILE")
    rules.add_argument("--png", metavar="FILE", help="write one PNG per page: FILE-1.png, FILE-2.png "
                                                      "(a final .png of FILE is dropped first); "
                                                      "a folder gets GAME-1.png, GAME-2.png")
    rules.add_argument("--dpi", type=int, default=150, metavar="N", help="resolution of the PNG pages "
                                                                          "(default 150)")
    return rules


def _problem_with(path: str) -> str | None:
    """Why ``path`` cannot be written, or None."""
    target = Path(path)
    folder = target.parent
    if target.is_dir():
        return f"{path} is a folder"
    if not folder.is_dir():
        return f"there is no folder {folder}"
    if not os.access(folder, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
        return f"no permission to write in {folder}"
    return None


def run(arguments, stdout=None, stderr=None) -> int:
    """Print or write the sheet; returns the exit status (2 for a path that cannot be written)."""
    from . import png_paths, text, write_pdf, write_png
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr

    def fail(message: str) -> int:
        print(f"python -m solitaire rules: error: {message}", file=stderr)
        return 2

    if not 36 <= arguments.dpi <= 600:
        return fail(f"--dpi {arguments.dpi}: give a resolution from 36 to 600")
    targets = [arguments.pdf] if arguments.pdf else []
    if arguments.png:
        targets += png_paths(arguments.png, 2, arguments.game)
    for target in targets:
        problem = _problem_with(target)
        if problem:
            return fail(f"cannot write {target}: {problem}")
    if not arguments.pdf and not arguments.png:
        print(text(arguments.game), file=stdout)
        return 0
    try:
        if arguments.pdf:
            count = write_pdf(arguments.game, arguments.pdf)
            print(f"rules sheet written to {arguments.pdf} ({count} page{'' if count == 1 else 's'})",
                  file=stdout)
        if arguments.png:
            written = write_png(arguments.game, arguments.png, dpi=arguments.dpi)
            print("rules sheet pages written to " + ", ".join(written), file=stdout)
    except OSError as problem:
        return fail(f"cannot write the sheet: {problem.strerror or problem}")
    return 0
