"""The command line: ``python -m solitaire show|play|solve|stats|rules|card GAME ...`` and ``key``.

Exit status 0 on success, 2 for bad arguments (an unknown game, a bad deal range, an
option the game does not have, a budget that is not a positive number, an output file
that cannot be written, an unknown language), 1 when something else fails (a full disk, a
closed standard input, memory), 130 after Ctrl-C, 141 when the reader of the output has
gone (``| head``).

Every command takes ``--lang en|uk|ru`` (default: the environment's language, see
:mod:`solitaire.languages.i18n`): the help, the prompts, the errors (argparse's own words too) and
what the game says come in that language; moves, cards and place names keep one notation.
"""
from __future__ import annotations

import argparse
import contextlib
import sys

from ..cards import quoted
from ..languages import LANGUAGES, in_language, language, translator
from .arguments import os_problem, parse_deals, table_bytes as _table_bytes
from .commands import check_output_files, play, show, solve, stats
from .parser import PROG, error_line, game_options, parser
from .terminal import (argparse_speaking, fall_back_to_ascii as _fall_back_to_ascii, forgiving as _forgiving,
                       language_asked, silence as _silence)

__all__ = ["main", "parser", "parse_deals"]

_ = translator("cli")


def main(argv=None, stdin=None, stdout=None) -> int:
    """Run the command line; returns the exit status (argparse errors exit with 2).

    No traceback reaches the terminal for what the world does to a run: Ctrl-C (130), a
    reader that closes the pipe (141, quietly, as ``head`` expects), a full disk, a
    closed standard input or memory running out (1, with one line on standard error).
    A terminal that cannot print ♠♥♦♣ gets S H D C, a card's В Д К Т as J Q K A and other Cyrillic in
    Latin letters. ``--lang`` is read first, so that all of it, the parser's own words included, is
    said in that language (an unknown one: 2).
    """
    argv = sys.argv[1:] if argv is None else [str(word) for word in argv]
    command = _without_language(argv)
    if command[:1] == ["room"]:  # the room server phones answer on: its own options (room/server/main.py)
        from ..room.server.main import main as room_main
        return room_main(command[1:])
    _fall_back_to_ascii(sys.stderr)  # its errors in Latin letters, not \u escapes, where Cyrillic cannot print
    code = language_asked(argv)
    if code is not None and code.strip().lower() not in LANGUAGES:
        print(error_line(_("unknown language {language}; the languages are {languages}").format(
            language=quoted(code), languages=", ".join(f"{c} ({name})" for c, name in LANGUAGES.items()))),
            file=sys.stderr)
        return 2
    with in_language(code) if code is not None else contextlib.nullcontext(), argparse_speaking(_):
        return _guarded(argv, stdin, stdout)


def _without_language(argv: list) -> list:
    """``argv`` without a leading ``--lang CODE`` (or ``--lang=CODE``): a teacher types ``--lang ru room`` as
    ``--lang ru show``; the room's own words are the phones', each in its learner's language.

    >>> _without_language(["--lang", "ru", "room", "--port", "8000"]), _without_language(["--lang=uk", "show"])
    (['room', '--port', '8000'], ['show'])
    """
    if argv[:1] == ["--lang"]:
        return argv[2:]
    return argv[1:] if argv[:1] and argv[0].startswith("--lang=") else argv


def _guarded(argv, stdin, stdout) -> int:
    """Run one command; what the world does to the run is one line (see :func:`main`)."""
    stdin = sys.stdin if stdin is None else stdin
    stdout = sys.stdout if stdout is None else stdout
    try:
        _fall_back_to_ascii(stdout)
        status = _main(argv, stdin, stdout)
        if stdout is not None:
            stdout.flush()  # a full disk or a closed pipe shows here, not at exit
        return status
    except KeyboardInterrupt:  # Ctrl-C, e.g. to stop a long search: a word, not a traceback
        print(_("interrupted"), file=sys.stderr)
        return 130
    except MemoryError:  # a search without a budget on a very hard deal: its table outgrew the machine
        if any(word.startswith("--table-gb") for word in argv):  # it has a cap: only a budget helps
            print(_("out of memory: the search's table of positions outgrew this machine; "
                    "give it a budget (--max-nodes N)"), file=sys.stderr)
        else:
            print(_("out of memory: the search's table of positions outgrew this machine; "
                    "give it a budget (--max-nodes N) or cap its table (--table-gb G)"), file=sys.stderr)
        return 1
    except BrokenPipeError:
        _silence(stdout)
        return 141
    except OSError as problem:  # the output cannot be written: a full disk, a closed terminal
        _silence(stdout)
        print(error_line(_("cannot write the output: {problem}").format(problem=os_problem(problem))),
              file=sys.stderr)
        return 1


def _main(argv, stdin, stdout) -> int:
    main_parser = parser()
    arguments, unknown = main_parser.parse_known_args(argv)
    if unknown:  # refused by the command's own parser, whose usage and name the learner sees
        main_parser.commands[arguments.command].error(argparse._("unrecognized arguments: %s") % " ".join(unknown))
    asked = getattr(arguments, "lang", None)  # "--lan uk", argparse's abbreviation, escapes main()'s first look
    with in_language(asked) if asked not in (None, language()) else contextlib.nullcontext():
        return _run(main_parser, arguments, argv, stdin, stdout)


def _run(main_parser, arguments, argv, stdin, stdout) -> int:
    """Run the command ``arguments`` name."""
    if arguments.command == "rules":
        from .rules_command import run
        return run(arguments, stdout)
    if arguments.command in ("card", "key"):
        from . import kit_commands
        return (kit_commands.run_card if arguments.command == "card" else kit_commands.run_key)(arguments, stdout)
    sub_error = main_parser.commands[arguments.command].error
    options = game_options(arguments, sub_error)
    command = arguments.command
    table_bytes = _table_bytes(arguments) if command in ("solve", "stats") else None
    check_output_files(arguments, sub_error)
    if command == "stats":
        return stats(arguments, options, stdout, argv, table_bytes, sub_error)
    game = _new_game(arguments, options)
    if command == "show":
        return show(game, arguments, stdout, sub_error)
    if command == "play":
        if stdin is None:
            print(error_line(_("play reads moves from standard input, which is closed"), prog=PROG + " play"),
                  file=sys.stderr)
            return 1
        return play(game, _forgiving(stdin), stdout)
    return solve(game, arguments, stdout, table_bytes)


def _new_game(arguments, options):
    from ..solver.games import game_class
    return game_class(arguments.game)(deal=arguments.deal, **options)
