"""The command line: ``python -m solitaire show|play|solve|stats|rules|card GAME ...`` and ``key``.

Exit status 0 on success, 2 for bad arguments (an unknown game, a bad deal range, an
option the game does not have, a budget that is not a positive number, an output file
that cannot be written), 1 when something else fails (a full disk, a closed standard
input, memory), 130 after Ctrl-C, 141 when the reader of the output has gone (``| head``).
"""
from __future__ import annotations

import argparse
import codecs
import os
import sys

from .arguments import (add_table_option as _add_table_option, choice as _choice, deal as _deal,
                        file_name as _file_name, output_problem as _output_problem, parse_deals,
                        positive_int as _positive_int, seconds as _seconds, table_bytes as _table_bytes)
from .cards import quoted

__all__ = ["main", "parser", "parse_deals"]

GAMES = ("spider", "maids")
PLAYERS = ("perfect", "greedy", "fair")
HELP_TEXT = """Type a move (L2→F1, "l2 f1", "L2->F1", deal, redeal) or a command:
  moves   list the legal moves
  hint    suggest a move (fair: it uses only what you can see)
  undo    take back the last move
  help    this text
  quit    stop"""


def _option_tables() -> dict:
    """Each game's options (name -> Option), from the game classes themselves."""
    from .maids.game import Maids
    from .spider.game import Spider
    return {"maids": Maids.options, "spider": Spider.options}


def _add_options(command) -> None:
    """One flag per game option, made from the games' ``options`` tables: ``--follow-suit``
    (a yes/no option whose default is no), ``--row-rule always``, ``--first-jack-from-stock 1``."""
    for game, options in _option_tables().items():
        for name, option in options.items():
            flag, help_text = "--" + name.replace("_", "-"), f"{game}: {option.help} (default {option.default})"
            if option.choices == (False, True):
                command.add_argument(flag, dest=name, action="store_const", const=True, default=None,
                                     help=help_text.replace("%", "%%"))
            else:
                command.add_argument(flag, dest=name, type=_choice(option.choices), choices=option.choices,
                                     default=None, help=help_text.replace("%", "%%"))


def parser() -> argparse.ArgumentParser:
    """The argument parser of ``python -m solitaire``."""
    main_parser = argparse.ArgumentParser(prog="python -m solitaire",
                                          description="Spider (the Serpent) and Twelve Sleeping Maids.")
    commands = main_parser.add_subparsers(dest="command", required=True)

    show = commands.add_parser("show", help="print a deal's board (or draw it with --png)")
    show.add_argument("game", type=_choice(GAMES), choices=GAMES)
    show.add_argument("deal", type=_deal)
    show.add_argument("--png", type=_file_name, metavar="FILE", help="write the picture of the board to FILE")
    _add_options(show)

    play = commands.add_parser("play", help="play a deal in the terminal (moves from standard input)")
    play.add_argument("game", type=_choice(GAMES), choices=GAMES)
    play.add_argument("deal", type=_deal)
    _add_options(play)

    solve = commands.add_parser("solve", help="search a deal knowing every card: won, lost or unknown")
    solve.add_argument("game", type=_choice(GAMES), choices=GAMES)
    solve.add_argument("deal", type=_deal)
    solve.add_argument("--max-seconds", type=_seconds, metavar="S", help="give up after S seconds")
    solve.add_argument("--max-nodes", type=_positive_int("positions"), metavar="N", help="give up after N positions")
    _add_table_option(solve)
    _add_options(solve)

    stats = commands.add_parser("stats", help="win rates over a range of deals")
    stats.add_argument("game", type=_choice(GAMES), choices=GAMES)
    stats.add_argument("--deals", type=parse_deals, required=True, metavar="A-B",
                       help="deal range, e.g. 1-1000, or a list such as 3,10-12")
    stats.add_argument("--player", type=_choice(PLAYERS), choices=PLAYERS, default="perfect")
    stats.add_argument("--csv", type=_file_name, metavar="FILE", help="write one row per deal to FILE")
    stats.add_argument("--jobs", type=_positive_int("worker processes"), metavar="N",
                       help="worker processes (default: all cores; 1: none)")
    stats.add_argument("--dask", metavar="ADDRESS",
                       help="spread the deals over the workers of the dask scheduler at ADDRESS "
                            "(e.g. tcp://HOST:8786; needs solitaire[cluster] here and on the workers)")
    stats.add_argument("--max-seconds", type=_seconds, metavar="S", help="perfect player: seconds per deal")
    stats.add_argument("--max-nodes", type=_positive_int("positions"), metavar="N",
                       help="perfect player: positions per deal")
    stats.add_argument("--no-progress", action="store_true", help="no progress bar")
    stats.add_argument("--no-replay", action="store_true",
                       help="perfect player: count verdicts without replaying each winning line through the engine")
    _add_table_option(stats)
    _add_options(stats)
    from .sheets.command import add_parser as add_rules_parser
    from .sheets.kit_command import add_card_parser, add_key_parser
    main_parser.commands = {"show": show, "play": play, "solve": solve, "stats": stats,
                            "rules": add_rules_parser(commands), "card": add_card_parser(commands),
                            "key": add_key_parser(commands)}
    return main_parser


def _game_options(arguments, error) -> dict:
    """The game options given on the command line, checked against the game."""
    tables = _option_tables()
    options = {name: getattr(arguments, name) for table in tables.values() for name in table
               if getattr(arguments, name) is not None}
    allowed = set(tables[arguments.game])
    for name in options:
        if name not in allowed:
            flag = "--" + name.replace("_", "-")
            error(f"{flag} is not an option of {arguments.game}")
    return options


def _new_game(arguments, options):
    from .solver.stats import game_class
    return game_class(arguments.game)(deal=arguments.deal, **options)


def main(argv=None, stdin=None, stdout=None) -> int:
    """Run the command line; returns the exit status (argparse errors exit with 2).

    No traceback reaches the terminal for what the world does to a run: Ctrl-C (130), a
    reader that closes the pipe (141, quietly, as ``head`` expects), a full disk, a
    closed standard input or memory running out (1, with one line on standard error).
    A terminal that cannot print ♠♥♦♣ gets S H D C.
    """
    stdin = sys.stdin if stdin is None else stdin
    stdout = sys.stdout if stdout is None else stdout
    try:
        _fall_back_to_ascii(stdout)
        status = _main(argv, stdin, stdout)
        if stdout is not None:
            stdout.flush()  # a full disk or a closed pipe shows here, not at exit
        return status
    except KeyboardInterrupt:  # Ctrl-C, e.g. to stop a long search: a word, not a traceback
        print("interrupted", file=sys.stderr)
        return 130
    except MemoryError:  # a search without a budget on a very hard deal: its table outgrew the machine
        print("out of memory: the search's table of positions outgrew this machine; "
              "give it a budget (--max-nodes N) or cap its table (--table-gb G)", file=sys.stderr)
        return 1
    except BrokenPipeError:
        _silence(stdout)
        return 141
    except OSError as problem:  # the output cannot be written: a full disk, a closed terminal
        _silence(stdout)
        print(f"python -m solitaire: error: cannot write the output: {problem.strerror or problem}",
              file=sys.stderr)
        return 1


def _main(argv, stdin, stdout) -> int:
    main_parser = parser()
    argv = sys.argv[1:] if argv is None else [str(word) for word in argv]
    arguments = main_parser.parse_args(argv)
    if arguments.command == "rules":
        from .sheets.command import run
        return run(arguments, stdout)
    if arguments.command in ("card", "key"):
        from .sheets import kit_command
        return (kit_command.run_card if arguments.command == "card" else kit_command.run_key)(arguments, stdout)
    sub_error = main_parser.commands[arguments.command].error
    options = _game_options(arguments, sub_error)
    command = arguments.command
    table_bytes = _table_bytes(arguments, sub_error) if command in ("solve", "stats") else None
    _check_output_files(arguments, sub_error)
    if command == "stats":
        return _stats(arguments, options, stdout, argv, table_bytes, sub_error)
    game = _new_game(arguments, options)
    if command == "show":
        return _show(game, arguments, stdout, sub_error)
    if command == "play":
        if stdin is None:
            print("python -m solitaire play: error: play reads moves from standard input, which is closed",
                  file=sys.stderr)
            return 1
        return _play(game, _forgiving(stdin), stdout)
    return _solve(game, arguments, stdout, table_bytes)


def _show(game, arguments, stdout, error) -> int:
    print(game, file=stdout)
    if arguments.png:
        try:
            from .draw import png
        except ImportError as problem:
            error(f"--png needs the drawing module solitaire.draw, which cannot be loaded: {problem}")
        if not _write(arguments.png, png(game), "wb", error):
            return 1
        print(f"picture written to {arguments.png}", file=stdout)
    return 0


def _play(game, stdin, stdout) -> int:
    from .moves import IllegalMove
    from .solver import hint
    print(game, file=stdout)
    print('Type "help" for the commands.', file=stdout)
    for line in stdin:
        word = line.strip()
        if not word:
            continue
        if word in ("quit", "exit", "q"):
            break
        if word == "help":
            print(HELP_TEXT, file=stdout)
        elif word == "moves":
            print(" ".join(str(move) for move in game.legal_moves()) or "no legal move", file=stdout)
        elif word == "hint":
            move = hint(game, budget_seconds=0.5, seed=len(game.history))
            print(f"hint: {move}" if move is not None else "no legal move", file=stdout)
        elif word == "undo":
            try:
                print(f"took back {game.undo()}", file=stdout)
                print(game, file=stdout)
            except ValueError as problem:
                print(problem, file=stdout)
        else:
            try:
                game.play(word)
            except IllegalMove as problem:
                print(problem, file=stdout)
                continue
            print(game, file=stdout)
            if game.status != "playing":
                print(f"The game is {game.status}.", file=stdout)
    return 0


def _solve(game, arguments, stdout, table_bytes) -> int:
    from .solver import solve
    result = solve(game, max_nodes=arguments.max_nodes, max_seconds=arguments.max_seconds, table_bytes=table_bytes)
    print(f"{result.verdict}: {result.nodes} positions in {result.seconds:.2f} s", file=stdout)
    if result.forgotten:
        print(f"table full: {result.forgotten} positions proven lost (or doubted) were forgotten", file=stdout)
    if result.moves:
        print(f"winning line ({len(result.moves)} moves): " + " ".join(str(m) for m in result.moves), file=stdout)
    return 0


DASK_CONNECT_SECONDS = 10
"""How long ``stats --dask ADDRESS`` waits for the scheduler to answer."""


def _dask_client(arguments, error):
    """A client of the dask scheduler ``--dask`` names, or None without ``--dask``."""
    if arguments.dask is None:
        return None
    if arguments.jobs is not None:
        error("--jobs and --dask: give one (with --dask the cluster's workers run the deals)")
    try:
        from distributed import Client
    except ImportError:
        error("--dask needs dask.distributed: pip install 'solitaire[cluster]'")
    try:
        return Client(arguments.dask, timeout=DASK_CONNECT_SECONDS)
    except (OSError, ValueError, TimeoutError) as problem:
        error(f"--dask: no dask scheduler answered at {arguments.dask} within {DASK_CONNECT_SECONDS} s ({problem})")


def _stats(arguments, options, stdout, argv, table_bytes, error) -> int:
    from .solver.stats import win_rates
    client = _dask_client(arguments, error)
    try:
        rates = win_rates(arguments.game, arguments.deals, player=arguments.player, jobs=arguments.jobs,
                          executor=None if client is None else client.get_executor(),
                          progress=not arguments.no_progress, max_seconds_per_deal=arguments.max_seconds,
                          max_nodes_per_deal=arguments.max_nodes, replay=not arguments.no_replay,
                          table_bytes_per_deal=table_bytes, **options)
    finally:
        if client is not None:
            client.close()
    print(rates, file=stdout)
    low, high = rates.bounds
    print(f"share won among all deals: {low:.1%} (every unknown lost) .. {high:.1%} (every unknown won)",
          file=stdout)
    if arguments.csv:
        try:
            rates.to_csv(arguments.csv, command="python -m solitaire " + " ".join(argv))
        except OSError as problem:  # checked before the run, so only a full disk or the like
            print(f"{error.__self__.prog}: error: cannot write {arguments.csv}: {problem.strerror or problem}",
                  file=sys.stderr)
            return 1
        print(f"results written to {arguments.csv}", file=stdout)
    return 0


# --- the world outside: files, terminals, pipes -----------------------------------------

def _check_output_files(arguments, error) -> None:
    """Refuse, before any work, an output file that cannot be written (so no run's results
    are lost at its end): a missing folder, a folder, a place such as /proc."""
    for flag in ("png", "csv"):
        path = getattr(arguments, flag, None)
        problem = None if path is None else _output_problem(path)
        if problem:
            error(f"argument --{flag}: cannot write {quoted(path)}: {problem}")


def _write(path: str, data: bytes, mode: str, error) -> bool:
    """Write ``data`` to ``path``; on failure (a full disk) one line on standard error and False."""
    try:
        with open(path, mode) as handle:
            handle.write(data)
    except OSError as problem:
        print(f"{error.__self__.prog}: error: cannot write {quoted(path)}: {problem.strerror or problem}",
              file=sys.stderr)
        return False
    return True


_ASCII_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "→": "->", "×": "x", "·": ".", "…": "...", "–": "-",
                  "—": "-"}


def _ascii_symbols(problem: UnicodeEncodeError):
    """The codec error handler "solitaire-ascii": ♠♥♦♣ as S H D C, → as ->, anything else ?."""
    text = problem.object[problem.start:problem.end]
    return "".join(_ASCII_SYMBOLS.get(char, "?") for char in text), problem.end


codecs.register_error("solitaire-ascii", _ascii_symbols)


def _fall_back_to_ascii(stdout) -> None:
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


def _forgiving(stdin):
    """``stdin``, reading bytes that are not text as U+FFFD (a bad line is then a bad move)."""
    if hasattr(stdin, "reconfigure") and getattr(stdin, "errors", "replace") == "strict":
        stdin.reconfigure(errors="replace")
    return stdin


def _silence(stdout) -> None:
    """After a closed pipe or a full disk: send what is still buffered nowhere, so that
    Python's own flush at exit does not fail again with a traceback."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), stdout.fileno())
    except (AttributeError, OSError, ValueError):
        pass
