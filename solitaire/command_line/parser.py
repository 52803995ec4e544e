"""The command line's grammar: the parser of ``python -m solitaire``, one builder a command, each game's
options as flags made from the games' own tables, and ``--lang`` on every command."""
from __future__ import annotations

import argparse
import functools

from ..languages import LANGUAGES, N_, translator
from .arguments import (GAMES, add_game_argument, add_table_option as _add_table_option, choice as _choice, deal as _deal,
                        file_name as _file_name, parse_deals, positive_int as _positive_int, seconds as _seconds)
from .kit_commands import add_card_parser, add_key_parser
from .rules_command import add_parser as add_rules_parser

__all__ = ["parser", "game_title", "game_options", "error_line", "GAMES", "PLAYERS", "PROG"]

_ = translator("cli")
_engine = translator("engine")  # the games' option help is the engine's words

PLAYERS = ("perfect", "greedy", "fair")
PROG = "python -m solitaire"

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


#: The yes/no options as flags: what giving the flag does, and what leaving it out (the default) means.
#: The games' own help says False and True, the values a notebook passes (``Maids(follow_suit=True)``),
#: which read as English words beside a flag that takes no value.
_FLAG_HELP = {
    "follow_suit": N_("build the arc in suit (maids.13); without this flag, without regard to suit (maids.11)"),
    "waste_playable": N_("the top card of the waste may go to the arc (waste→F1), as in many patiences of this "
                         "family; without this flag it is not playable, as maids.19's list leaves it out"),
}


class _Parser(argparse.ArgumentParser):
    """argparse's parser, whose "the following arguments are required" counts what it names: argparse
    says the plural for one argument too («потрібні аргументи: гра»)."""

    def error(self, message: str):
        super().error(_required_counted(message))

    def _check_value(self, action, value):
        """A word not among an argument's choices (the command: "python -m solitaire foo") refused as the
        project's own choices are: quoted short in the language's marks, the choices without Python's
        straight quotes («foo» (оберіть із: show, play, …), not 'show', 'play')."""
        if action.choices is not None and value not in action.choices:
            try:
                _choice(tuple(action.choices))(value)
            except argparse.ArgumentTypeError as problem:
                raise argparse.ArgumentError(action, str(problem)) from None
        super()._check_value(action, value)


def _required_counted(message: str) -> str:
    """argparse's line of missing arguments with its noun and verb in the number of the names it lists."""
    prefix = _("the following arguments are required: %s").split("%s")[0]
    if not message.startswith(prefix):
        return message
    names = message[len(prefix):]
    return _.ngettext("the following argument is required: {names}", "the following arguments are required: {names}",
                      len(names.split(", "))).format(names=names)


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
                if name in _FLAG_HELP:
                    help_text = f"{game}: {_(_FLAG_HELP[name])}".replace("%", "%%")
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
    main_parser = _Parser(prog=PROG, description=_("Spider (the Serpent) and Twelve Sleeping Maids."), allow_abbrev=False)
    # No abbreviations: "show maids --deal 3" was read as --deal-when 3 and refused for a reason
    # the learner never wrote.
    # argparse names an argument in its errors by its metavar, else by its dest (an English word):
    # each positional argument has a metavar in the reader's language.
    commands = main_parser.add_subparsers(dest="command", required=True,
                                          metavar=_.pgettext("command-line argument", "command"),
                                          parser_class=functools.partial(_Parser, allow_abbrev=False))
    # the words the commands' arguments share, in the reader's language
    words = {"file": _("FILE"), "deal": _.pgettext("command-line argument", "deal")}
    show, play, solve, stats = (add(commands, words) for add in (_add_show, _add_play, _add_solve, _add_stats))
    main_parser.commands = {"show": show, "play": play, "solve": solve, "stats": stats,
                            "rules": add_rules_parser(commands), "card": add_card_parser(commands),
                            "key": add_key_parser(commands)}
    _add_language_option(main_parser)
    for command in main_parser.commands.values():
        _add_language_option(command, default=argparse.SUPPRESS)  # the main parser's --lang stands
    return main_parser


def _game_command(commands, name: str, help_text: str, words: dict, with_deal: bool = True):
    """The parser of a command that names a game (and a deal), with those arguments."""
    command = commands.add_parser(name, help=help_text)
    add_game_argument(command)
    if with_deal:
        command.add_argument("deal", type=_deal, metavar=words["deal"],
                             help=_("the deal's number, such as 7: the same number always deals the same cards"))
    return command


def _add_show(commands, words: dict):
    """``show GAME DEAL [--png FILE]``: print a deal's board, or draw it."""
    command = _game_command(commands, "show", _("print a deal's board (or draw it with --png)"), words)
    command.add_argument("--png", type=_file_name, metavar=words["file"],
                         help=_("write the picture of the board to {file}").format(file=words["file"]))
    _add_options(command)
    return command


def _add_play(commands, words: dict):
    """``play GAME DEAL``: play a deal in the terminal."""
    command = _game_command(commands, "play", _("play a deal in the terminal (moves from standard input)"), words)
    _add_options(command)
    return command


def _add_solve(commands, words: dict):
    """``solve GAME DEAL``: search a deal knowing every card, within its budgets."""
    command = _game_command(commands, "solve", _("search a deal knowing every card: won, lost or unknown"), words)
    command.add_argument("--max-seconds", type=_seconds, metavar="S", help=_("give up after S seconds"))
    command.add_argument("--max-nodes", type=_positive_int("positions"), metavar="N",
                         help=_("give up after N positions"))
    _add_table_option(command)
    _add_options(command)
    return command


def _add_stats(commands, words: dict):
    """``stats GAME --deals A-B``: win rates over a range of deals."""
    command = _game_command(commands, "stats", _("win rates over a range of deals"), words, with_deal=False)
    command.add_argument("--deals", type=parse_deals, required=True, metavar="A-B",
                         help=_("deal range, e.g. 1-1000, or a list such as 3,10-12"))
    command.add_argument("--player", type=_choice(PLAYERS), choices=PLAYERS, default="perfect",
                         help=_("who plays: perfect (perfect play, the default), greedy (the greedy player) or fair "
                                "(the fair hint)"))
    command.add_argument("--csv", type=_file_name, metavar=words["file"],
                         help=_("write one row per deal to {file}").format(file=words["file"]))
    command.add_argument("--jobs", type=_positive_int("worker processes"), metavar="N",
                         help=_("worker processes (default: all cores; 1: none)"))
    command.add_argument("--dask", metavar=_("ADDRESS"),
                         help=_("spread the deals over the workers of the dask scheduler at {address} "
                                "(e.g. tcp://HOST:8786; needs solitaire[cluster] here and on the workers)").format(
                             address=_("ADDRESS")))
    command.add_argument("--max-seconds", type=_seconds, metavar="S", help=_("perfect player: seconds per deal"))
    command.add_argument("--max-nodes", type=_positive_int("positions"), metavar="N",
                         help=_("perfect player: positions per deal"))
    command.add_argument("--no-progress", action="store_true", help=_("no progress bar"))
    command.add_argument("--no-replay", action="store_true",
                         help=_("perfect player: count verdicts without replaying each winning line through "
                                "the engine"))
    _add_table_option(command)
    _add_options(command)
    return command


def game_title(command_word: str) -> str:
    """The game's title in the reader's language ("spider" -> "Spider", «Павук»)."""
    from ..solver.games import game_class
    return _engine(game_class(command_word).title)


def game_options(arguments, error) -> dict:
    """The game options given on the command line, checked against the game."""
    tables = _option_tables()
    options = {name: getattr(arguments, name) for table in tables.values() for name in table
               if getattr(arguments, name) is not None}
    allowed = set(tables[arguments.game])
    for name in options:
        if name not in allowed:
            flag = "--" + name.replace("_", "-")
            error(_("{flag} is not an option of {game}").format(flag=flag, game=game_title(arguments.game)))
    return options


def error_line(problem: str, prog: str = PROG) -> str:
    """One line for standard error, as argparse writes its own: ``python -m solitaire: error: ...``."""
    return _("{prog}: error: {problem}").format(prog=prog, problem=problem)
