"""The command line: ``python -m solitaire show|play|solve|stats GAME ...``.

Exit status 0 on success, 2 for bad arguments (an unknown game, a bad deal range, an
option the game does not have), 1 when something else fails.
"""
from __future__ import annotations

import argparse
import sys

__all__ = ["main", "parser", "parse_deals"]

GAMES = ("spider", "maids")
HELP_TEXT = """Type a move (L2→F1, "l2 f1", "L2->F1", deal, redeal) or a command:
  moves   list the legal moves
  hint    suggest a move (fair: it uses only what you can see)
  undo    take back the last move
  help    this text
  quit    stop"""


def parse_deals(text: str):
    """Deal numbers from ``"7"``, ``"1-1000"`` (both ends included) or a comma list of
    those (``"3,10-12"``): a range when it is one range, else a sorted list."""
    deals = []
    for part in text.split(","):
        try:
            if "-" in part.strip("-"):
                first, last = (int(word) for word in part.split("-", 1))
            else:
                first = last = int(part)
        except ValueError:
            raise argparse.ArgumentTypeError(f"bad deal range {text!r}: write 7, 1-1000 or 3,10-12") from None
        if first < 0 or last < first:
            raise argparse.ArgumentTypeError(f"bad deal range {text!r}: write 7, 1-1000 or 3,10-12, "
                                             "smallest first")
        deals.append(range(first, last + 1))
    if len(deals) == 1:
        return deals[0]
    return sorted(set().union(*deals))


def _deal(text: str) -> int:
    deals = parse_deals(text)
    if len(deals) != 1:
        raise argparse.ArgumentTypeError(f"give one deal number, not {text!r}")
    return deals[0]


def _gigabytes(text: str) -> float:
    """A positive number of gigabytes (``--table-gb``)."""
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"give a positive number of gigabytes, not {text!r}")
    return value


def _add_table_option(command) -> None:
    command.add_argument("--table-gb", type=_gigabytes, metavar="G",
                         help="maids: cap the search's tables at G GB; past it the search forgets "
                              "instead of running out of memory. The table of lost positions takes the "
                              "largest power of two of 16-byte slots within 7/8 of G (10 and 17 GB both "
                              "give it 8.6 GB)")


def _table_bytes(arguments, error) -> int | None:
    """``--table-gb`` in bytes (1 GB = 10**9 bytes), or None; an error for a game without the table."""
    if arguments.table_gb is None:
        return None
    if arguments.game != "maids":
        error(f"--table-gb is not an option of {arguments.game}")
    return int(arguments.table_gb * 1e9)


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
                command.add_argument(flag, dest=name, type=type(option.default), choices=option.choices,
                                     default=None, help=help_text.replace("%", "%%"))


def parser() -> argparse.ArgumentParser:
    """The argument parser of ``python -m solitaire``."""
    main_parser = argparse.ArgumentParser(prog="python -m solitaire",
                                          description="Spider (the Serpent) and Twelve Sleeping Maids.")
    commands = main_parser.add_subparsers(dest="command", required=True)

    show = commands.add_parser("show", help="print a deal's board (or draw it with --png)")
    show.add_argument("game", choices=GAMES)
    show.add_argument("deal", type=_deal)
    show.add_argument("--png", metavar="FILE", help="write the picture of the board to FILE")
    _add_options(show)

    play = commands.add_parser("play", help="play a deal in the terminal (moves from standard input)")
    play.add_argument("game", choices=GAMES)
    play.add_argument("deal", type=_deal)
    _add_options(play)

    solve = commands.add_parser("solve", help="search a deal knowing every card: won, lost or unknown")
    solve.add_argument("game", choices=GAMES)
    solve.add_argument("deal", type=_deal)
    solve.add_argument("--max-seconds", type=float, metavar="S", help="give up after S seconds")
    solve.add_argument("--max-nodes", type=int, metavar="N", help="give up after N positions")
    _add_table_option(solve)
    _add_options(solve)

    stats = commands.add_parser("stats", help="win rates over a range of deals")
    stats.add_argument("game", choices=GAMES)
    stats.add_argument("--deals", type=parse_deals, required=True, metavar="A-B",
                       help="deal range, e.g. 1-1000, or a list such as 3,10-12")
    stats.add_argument("--player", choices=("perfect", "greedy", "fair"), default="perfect")
    stats.add_argument("--csv", metavar="FILE", help="write one row per deal to FILE")
    stats.add_argument("--jobs", type=int, metavar="N", help="worker processes (default: all cores; 1: none)")
    stats.add_argument("--max-seconds", type=float, metavar="S", help="perfect player: seconds per deal")
    stats.add_argument("--max-nodes", type=int, metavar="N", help="perfect player: positions per deal")
    stats.add_argument("--no-progress", action="store_true", help="no progress bar")
    stats.add_argument("--no-replay", action="store_true",
                       help="perfect player: count verdicts without replaying each winning line through the engine")
    _add_table_option(stats)
    _add_options(stats)
    main_parser.commands = {"show": show, "play": play, "solve": solve, "stats": stats}
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
    """Run the command line; returns the exit status (argparse errors exit with 2)."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    main_parser = parser()
    argv = sys.argv[1:] if argv is None else [str(word) for word in argv]
    arguments = main_parser.parse_args(argv)
    sub_error = main_parser.commands[arguments.command].error
    options = _game_options(arguments, sub_error)
    command = arguments.command
    table_bytes = _table_bytes(arguments, sub_error) if command in ("solve", "stats") else None
    if command == "stats":
        return _stats(arguments, options, stdout, argv, table_bytes)
    game = _new_game(arguments, options)
    if command == "show":
        return _show(game, arguments, stdout, sub_error)
    if command == "play":
        return _play(game, stdin, stdout)
    return _solve(game, arguments, stdout, table_bytes)


def _show(game, arguments, stdout, error) -> int:
    print(game, file=stdout)
    if arguments.png:
        try:
            from .draw import png
        except ImportError as problem:
            error(f"--png needs the drawing module solitaire.draw, which cannot be loaded: {problem}")
        with open(arguments.png, "wb") as handle:
            handle.write(png(game))
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


def _stats(arguments, options, stdout, argv, table_bytes) -> int:
    from .solver.stats import win_rates
    rates = win_rates(arguments.game, arguments.deals, player=arguments.player, jobs=arguments.jobs,
                      progress=not arguments.no_progress, max_seconds_per_deal=arguments.max_seconds,
                      max_nodes_per_deal=arguments.max_nodes, replay=not arguments.no_replay,
                      table_bytes_per_deal=table_bytes, **options)
    print(rates, file=stdout)
    low, high = rates.bounds
    print(f"share won among all deals: {low:.1%} (every unknown lost) .. {high:.1%} (every unknown won)",
          file=stdout)
    if arguments.csv:
        rates.to_csv(arguments.csv, command="python -m solitaire " + " ".join(argv))
        print(f"results written to {arguments.csv}", file=stdout)
    return 0
