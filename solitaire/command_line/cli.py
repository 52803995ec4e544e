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
import functools
import contextlib
import sys

from .arguments import (add_table_option as _add_table_option, choice as _choice, deal as _deal,
                        file_name as _file_name, output_problem as _output_problem, parse_deals,
                        positive_int as _positive_int, seconds as _seconds, table_bytes as _table_bytes)
from ..cards import quoted
from ..languages import LANGUAGES, N_, in_language, language, translator
from .terminal import (argparse_speaking, board_text as _board_text, fall_back_to_ascii as _fall_back_to_ascii,
                       forgiving as _forgiving, help_text as _help_text, labelled as _labelled, language_asked,
                       move_words, silence as _silence)

__all__ = ["main", "parser", "parse_deals"]

_ = translator("cli")
_engine = translator("engine")  # the games' option help is the engine's words

GAMES = ("spider", "maids")
PLAYERS = ("perfect", "greedy", "fair")
PROG = "python -m solitaire"
#: The commands ``play`` reads, each in English, Ukrainian and Russian: any of them is read in any
#: language (as the moves are), so a class types them in the keyboard layout it has.
COMMANDS = {"help": ("help", "довідка", "справка"), "moves": ("moves", "ходи", "ходы"),
            "hint": ("hint", "підказка", "подсказка"), "undo": ("undo", "скасувати", "отменить"),
            "quit": ("quit", "exit", "q", "вийти", "вихід", "выйти", "выход")}
COMMAND_OF = {word: command for command, words in COMMANDS.items() for word in words}
#: The end of a game and a search's verdicts, as ``play`` and ``solve`` say them.
GAME_OVER = {"won": N_("The game is won."), "lost": N_("The game is lost.")}
VERDICTS = {"won": N_("won"), "lost": N_("lost"), "unknown": N_("unknown")}

#: argparse's own words (Python 3.11's), kept in this part's catalog: argparse looks each one
#: up through its module's ``_`` and ``ngettext``, which :func:`main` points here while it runs.
ARGPARSE_WORDS = (
    N_("usage: "), N_("positional arguments"), N_("options"), N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"), N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"), N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"), N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"), N_("expected at least one argument"), N_("expected at most one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"), N_("one of the arguments %s is required"),
    N_("not allowed with argument %s"), N_("ignored explicit argument %r"),
)


def _option_tables() -> dict:
    """Each game's options (name -> Option), from the game classes themselves."""
    from ..maids.game import Maids
    from ..spider.game import Spider
    return {"maids": Maids.options, "spider": Spider.options}


def _add_options(command) -> None:
    """One flag per game option, made from the games' ``options`` tables: ``--follow-suit``
    (a yes/no option whose default is no), ``--row-rule always``, ``--first-jack-from-stock 1``."""
    for game, options in _option_tables().items():
        for name, option in options.items():
            flag = "--" + name.replace("_", "-")
            help_text = _("{game}: {help} (default {default})").format(
                game=game, help=_engine(option.help), default=option.default).replace("%", "%%")
            if option.choices == (False, True):
                command.add_argument(flag, dest=name, action="store_const", const=True, default=None,
                                     help=help_text)
            else:
                command.add_argument(flag, dest=name, type=_choice(option.choices), choices=option.choices,
                                     default=None, help=help_text)


def _add_language_option(command, default=None) -> None:
    """``--lang en|uk|ru`` (main() reads it before the parser is built, so the parser's own
    words are in that language too; a command that has its own ``--lang`` keeps it)."""
    if "--lang" not in command._option_string_actions:
        command.add_argument("--lang", type=_language_code, choices=tuple(LANGUAGES), metavar="en|uk|ru",
                             default=default,
                             help=_("the language of the output: en (English), uk (Ukrainian), ru (Russian); "
                                    "default: the environment's"))


def _language_code(text: str) -> str:
    """A language code as ``set_language`` reads it: "UK" and " ru" are uk and ru."""
    return text.strip().lower()


def parser() -> argparse.ArgumentParser:
    """The argument parser of ``python -m solitaire``."""
    main_parser = argparse.ArgumentParser(prog=PROG, description=_("Spider (the Serpent) and Twelve Sleeping Maids."),
                                          allow_abbrev=False)
    # No abbreviations: "show maids --deal 3" was read as --deal-when 3 and refused for a reason
    # the learner never wrote.
    # argparse names an argument in its errors by its metavar, else by its dest (an English word):
    # each positional argument has a metavar in the reader's language.
    commands = main_parser.add_subparsers(dest="command", required=True,
                                          metavar=_.pgettext("command-line argument", "command"),
                                          parser_class=functools.partial(argparse.ArgumentParser, allow_abbrev=False))
    file_help = _("FILE")
    deal_name = _.pgettext("command-line argument", "deal")
    game_name = _.pgettext("command-line argument", "game")
    game_help = _("{spider} or {maids}").format(spider="spider", maids="maids")

    show = commands.add_parser("show", help=_("print a deal's board (or draw it with --png)"))
    show.add_argument("game", type=_choice(GAMES), choices=GAMES, metavar=game_name, help=game_help)
    show.add_argument("deal", type=_deal, metavar=deal_name)
    show.add_argument("--png", type=_file_name, metavar=file_help,
                      help=_("write the picture of the board to {file}").format(file=file_help))
    _add_options(show)

    play = commands.add_parser("play", help=_("play a deal in the terminal (moves from standard input)"))
    play.add_argument("game", type=_choice(GAMES), choices=GAMES, metavar=game_name, help=game_help)
    play.add_argument("deal", type=_deal, metavar=deal_name)
    _add_options(play)

    solve = commands.add_parser("solve", help=_("search a deal knowing every card: won, lost or unknown"))
    solve.add_argument("game", type=_choice(GAMES), choices=GAMES, metavar=game_name, help=game_help)
    solve.add_argument("deal", type=_deal, metavar=deal_name)
    solve.add_argument("--max-seconds", type=_seconds, metavar="S", help=_("give up after S seconds"))
    solve.add_argument("--max-nodes", type=_positive_int("positions"), metavar="N",
                       help=_("give up after N positions"))
    _add_table_option(solve)
    _add_options(solve)

    stats = commands.add_parser("stats", help=_("win rates over a range of deals"))
    stats.add_argument("game", type=_choice(GAMES), choices=GAMES, metavar=game_name, help=game_help)
    stats.add_argument("--deals", type=parse_deals, required=True, metavar="A-B",
                       help=_("deal range, e.g. 1-1000, or a list such as 3,10-12"))
    stats.add_argument("--player", type=_choice(PLAYERS), choices=PLAYERS, default="perfect")
    stats.add_argument("--csv", type=_file_name, metavar=file_help,
                       help=_("write one row per deal to {file}").format(file=file_help))
    stats.add_argument("--jobs", type=_positive_int("worker processes"), metavar="N",
                       help=_("worker processes (default: all cores; 1: none)"))
    stats.add_argument("--dask", metavar="ADDRESS",
                       help=_("spread the deals over the workers of the dask scheduler at ADDRESS "
                              "(e.g. tcp://HOST:8786; needs solitaire[cluster] here and on the workers)"))
    stats.add_argument("--max-seconds", type=_seconds, metavar="S", help=_("perfect player: seconds per deal"))
    stats.add_argument("--max-nodes", type=_positive_int("positions"), metavar="N",
                       help=_("perfect player: positions per deal"))
    stats.add_argument("--no-progress", action="store_true", help=_("no progress bar"))
    stats.add_argument("--no-replay", action="store_true",
                       help=_("perfect player: count verdicts without replaying each winning line through "
                              "the engine"))
    _add_table_option(stats)
    _add_options(stats)
    from .rules_command import add_parser as add_rules_parser
    from .kit_commands import add_card_parser, add_key_parser
    main_parser.commands = {"show": show, "play": play, "solve": solve, "stats": stats,
                            "rules": add_rules_parser(commands), "card": add_card_parser(commands),
                            "key": add_key_parser(commands)}
    _add_language_option(main_parser)
    for command in main_parser.commands.values():
        _add_language_option(command, default=argparse.SUPPRESS)  # the main parser's --lang stands
    return main_parser


def _game_title(command_word: str) -> str:
    """The game's title in the reader's language ("spider" -> "Spider", «Павук»)."""
    from ..solver.games import game_class
    return _engine(game_class(command_word).title)


def _game_options(arguments, error) -> dict:
    """The game options given on the command line, checked against the game."""
    tables = _option_tables()
    options = {name: getattr(arguments, name) for table in tables.values() for name in table
               if getattr(arguments, name) is not None}
    allowed = set(tables[arguments.game])
    for name in options:
        if name not in allowed:
            flag = "--" + name.replace("_", "-")
            error(_("{flag} is not an option of {game}").format(flag=flag, game=_game_title(arguments.game)))
    return options


def _new_game(arguments, options):
    from ..solver.games import game_class
    return game_class(arguments.game)(deal=arguments.deal, **options)


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
    if argv[:1] == ["room"]:  # the room server phones answer on: its own options (solitaire/room/server/main.py)
        from ..room.server.main import main as room_main
        return room_main(argv[1:])
    _fall_back_to_ascii(sys.stderr)  # its errors in Latin letters, not \u escapes, where Cyrillic cannot print
    code = language_asked(argv)
    if code is not None and code.strip().lower() not in LANGUAGES:
        print(_error_line(_("unknown language {language}; the languages are {languages}").format(
            language=quoted(code), languages=", ".join(f"{c} ({name})" for c, name in LANGUAGES.items()))),
            file=sys.stderr)
        return 2
    with in_language(code) if code is not None else contextlib.nullcontext(), argparse_speaking(_):
        return _guarded(argv, stdin, stdout)


def _error_line(problem: str, prog: str = PROG) -> str:
    """One line for standard error, as argparse writes its own: ``python -m solitaire: error: ...``."""
    return _("{prog}: error: {problem}").format(prog=prog, problem=problem)


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
        print(_error_line(_("cannot write the output: {problem}").format(problem=problem.strerror or problem)),
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
    options = _game_options(arguments, sub_error)
    command = arguments.command
    table_bytes = _table_bytes(arguments) if command in ("solve", "stats") else None
    _check_output_files(arguments, sub_error)
    if command == "stats":
        return _stats(arguments, options, stdout, argv, table_bytes, sub_error)
    game = _new_game(arguments, options)
    if command == "show":
        return _show(game, arguments, stdout, sub_error)
    if command == "play":
        if stdin is None:
            print(_error_line(_("play reads moves from standard input, which is closed"), prog=PROG + " play"),
                  file=sys.stderr)
            return 1
        return _play(game, _forgiving(stdin), stdout)
    return _solve(game, arguments, stdout, table_bytes)


def _show(game, arguments, stdout, error) -> int:
    print(_board_text(game, _labelled(stdout)), file=stdout)
    if arguments.png:
        try:
            from ..draw import png
        except ImportError as problem:
            error(_("--png needs the drawing module solitaire.draw, which cannot be loaded: {problem}").format(
                problem=problem))
        if not _write(arguments.png, png(game), "wb", error):
            return 1
        print(_("picture written to {file}").format(file=arguments.png), file=stdout)
    return 0


def _play(game, stdin, stdout) -> int:
    from ..moves import IllegalMove, localized_places
    from ..solver import hint
    labelled = _labelled(stdout)
    print(_board_text(game, labelled), file=stdout)
    print(_('Type "help" for the commands.'), file=stdout)
    for line in stdin:
        word = line.strip()
        if not word:
            continue
        command = COMMAND_OF.get(word.lower())
        if command == "quit":
            break
        if command == "help":
            print(_help_text(game, labelled), file=stdout)
        elif command == "moves":
            print(" ".join(move_words(move, game, labelled) for move in game.legal_moves()) or _("no legal move"),
                  file=stdout)
        elif command == "hint":
            move = hint(game, budget_seconds=0.5, seed=len(game.history))
            print(_("hint: {move}").format(move=move_words(move, game, labelled)) if move is not None
                  else _("no legal move"),
                  file=stdout)
        elif command == "undo":
            try:
                print(_("took back {move}").format(move=move_words(game.undo(), game, labelled)), file=stdout)
                print(_board_text(game, labelled), file=stdout)
            except ValueError as problem:
                print(problem, file=stdout)
        else:
            try:
                game.play(word)
            except IllegalMove as problem:
                print(localized_places(str(problem), game.game_name) if labelled else problem, file=stdout)
                continue
            print(_board_text(game, labelled), file=stdout)
            if game.status in GAME_OVER:
                print(_(GAME_OVER[game.status]), file=stdout)
    return 0


def _solve(game, arguments, stdout, table_bytes) -> int:
    from ..solver import search_of, solve
    result = solve(game, max_nodes=arguments.max_nodes, max_seconds=arguments.max_seconds, table_bytes=table_bytes)
    print(_.ngettext("{verdict}: {nodes} position in {seconds} s", "{verdict}: {nodes} positions in {seconds} s",
                     result.nodes).format(verdict=_(VERDICTS.get(result.verdict, result.verdict)),
                                          nodes=result.nodes, seconds=f"{result.seconds:.2f}"), file=stdout)
    if result.forgotten and search_of(game.game_name).STOPS_AT_CAP:
        print(_("table full: the search stopped at its memory cap (--table-gb)"), file=stdout)
    elif result.forgotten:
        print(_.ngettext("table full: {count} position proven lost (or doubted) was forgotten",
                         "table full: {count} positions proven lost (or doubted) were forgotten",
                         result.forgotten).format(count=result.forgotten), file=stdout)
    if result.moves:
        print(_.ngettext("winning line ({count} move): {moves}", "winning line ({count} moves): {moves}",
                         len(result.moves)).format(count=len(result.moves),
                                                   moves=" ".join(str(m) for m in result.moves)), file=stdout)
    return 0


DASK_CONNECT_SECONDS = 10
"""How long ``stats --dask ADDRESS`` waits for the scheduler to answer."""


def _dask_client(arguments, error):
    """A client of the dask scheduler ``--dask`` names, or None without ``--dask``."""
    if arguments.dask is None:
        return None
    if arguments.jobs is not None:
        error(_("--jobs and --dask: give one (with --dask the cluster's workers run the deals)"))
    try:
        from distributed import Client
    except ImportError:
        error(_("--dask needs dask.distributed: pip install 'solitaire[cluster]'"))
    try:
        return Client(arguments.dask, timeout=DASK_CONNECT_SECONDS)
    except (OSError, ValueError, TimeoutError) as problem:
        error(_("--dask: no dask scheduler answered at {address} within {seconds} s ({problem})").format(
            address=arguments.dask, seconds=DASK_CONNECT_SECONDS, problem=problem))


def _stats(arguments, options, stdout, argv, table_bytes, error) -> int:
    from ..solver.stats import win_rates
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
    print(_summary(rates), file=stdout)
    low, high = rates.bounds
    print(_("share won among all deals: {low} (every unknown lost) .. {high} (every unknown won)").format(
        low=f"{low:.1%}", high=f"{high:.1%}"), file=stdout)
    if arguments.csv:
        from ..solver.version import SEARCH_VERSION, VERSION_MARK  # the first line says which search made it
        command = "python -m solitaire " + " ".join(argv) + f"  {VERSION_MARK}{SEARCH_VERSION}"
        try:
            rates.to_csv(arguments.csv, command=command)
        except OSError as problem:  # checked before the run, so only a full disk or the like
            print(_cannot_write(error, arguments.csv, problem), file=sys.stderr)
            return 1
        print(_("results written to {file}").format(file=arguments.csv), file=stdout)
    return 0


def _summary(rates) -> str:
    """The first line of ``stats`` (what ``str(rates)`` says in English) in the language in use."""
    counts, (low, high) = rates.counts, rates.interval
    rate = (_("win rate {rate} (95% CI {low}..{high})").format(rate=f"{rates.rate:.1%}", low=f"{low:.1%}",
                                                              high=f"{high:.1%}")
            if counts["won"] + counts["lost"] else _("no win rate: no deal decided"))
    return _.ngettext("{game} ({player}{options}): {count} deal, won {won}, lost {lost}, unknown {unknown}; {rate}",
                      "{game} ({player}{options}): {count} deals, won {won}, lost {lost}, unknown {unknown}; {rate}",
                      len(rates.results)).format(
        game=rates.game, player=rates.player, options="".join(f" {k}={v}" for k, v in rates.options.items()),
        count=len(rates.results), won=counts["won"], lost=counts["lost"], unknown=counts["unknown"], rate=rate)


# --- the world outside: files, terminals, pipes -----------------------------------------

def _check_output_files(arguments, error) -> None:
    """Refuse, before any work, an output file that cannot be written (so no run's results
    are lost at its end): a missing folder, a folder, a place such as /proc."""
    for flag in ("png", "csv"):
        path = getattr(arguments, flag, None)
        problem = None if path is None else _output_problem(path)
        if problem:
            error(_("argument --{flag}: cannot write {file}: {problem}").format(
                flag=flag, file=quoted(path), problem=problem))


def _write(path: str, data: bytes, mode: str, error) -> bool:
    """Write ``data`` to ``path``; on failure (a full disk) one line on standard error and False."""
    try:
        with open(path, mode) as handle:
            handle.write(data)
    except OSError as problem:
        print(_cannot_write(error, quoted(path), problem), file=sys.stderr)
        return False
    return True


def _cannot_write(error, file: str, problem: OSError) -> str:
    """The line for an output file that fails as it is written (a full disk): the command names it."""
    return _error_line(_("cannot write {file}: {problem}").format(file=file, problem=problem.strerror or problem),
                       prog=error.__self__.prog)
