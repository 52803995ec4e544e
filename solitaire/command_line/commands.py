"""What each game command does once its arguments are read: ``show`` prints or draws a board, ``play``
reads moves from standard input, ``solve`` searches, ``stats`` plays a range of deals; an output file
is checked before any work and a failed write is one line."""
from __future__ import annotations

import sys

from ..cards import quoted
from ..languages import N_, decimal, translator
from .arguments import os_problem, output_problem as _output_problem
from .parser import error_line
from .terminal import board_text as _board_text, help_text as _help_text, labelled as _labelled, move_words

__all__ = ["show", "play", "solve", "stats", "check_output_files"]

_ = translator("cli")
_HELP_LINE = N_('Type "help" for the commands.')

#: The commands ``play`` reads, each in English, Ukrainian and Russian: any of them is read in any
#: language (as the moves are), so a class types them in the keyboard layout it has.
COMMANDS = {"help": ("help", "довідка", "допомога", "справка", "помощь"), "moves": ("moves", "ходи", "ходы"),
            "hint": ("hint", "підказка", "подсказка"), "undo": ("undo", "скасувати", "отменить"),
            "quit": ("quit", "exit", "q", "вийти", "вихід", "выйти", "выход")}
COMMAND_OF = {word: command for command, words in COMMANDS.items() for word in words}
#: The end of a game and a search's verdicts, as ``play`` and ``solve`` say them.
GAME_OVER = {"won": N_("The game is won."), "lost": N_("The game is lost.")}
VERDICTS = {"won": N_("won"), "lost": N_("lost"), "unknown": N_("unknown")}


def show(game, arguments, stdout, error) -> int:
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


def play(game, stdin, stdout) -> int:
    from ..moves import IllegalMove, typed_by_learner
    from ..solver import hint
    labelled = _labelled(stdout)
    print(_board_text(game, labelled), file=stdout)
    print(_(_HELP_LINE), file=stdout)
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
            moves = ", ".join(move_words(move, game, labelled) for move in game.legal_moves())
            print(_("legal moves: {moves}").format(moves=moves) if moves else _("no legal move"), file=stdout)
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
                with typed_by_learner():
                    game.play(word)
            except IllegalMove as problem:
                # said in the class's labels already (the parser's examples, the engine's refusals); labelled
                # again, the learner's own «B1» would be quoted back as «С8», a text they never typed
                print(problem, file=stdout)
                if problem.rule is None and word.isalpha():   # a word, no move: a command mistyped («повторити»)
                    print(_(_HELP_LINE), file=stdout)
                continue
            print(_board_text(game, labelled), file=stdout)
            if game.status in GAME_OVER:
                print(_(GAME_OVER[game.status]), file=stdout)
    return 0


def solve(game, arguments, stdout, table_bytes) -> int:
    from ..solver import search_of, solve
    result = solve(game, max_nodes=arguments.max_nodes, max_seconds=arguments.max_seconds, table_bytes=table_bytes)
    print(_.ngettext("{verdict}: {nodes} position in {seconds} s", "{verdict}: {nodes} positions in {seconds} s",
                     result.nodes).format(verdict=_(VERDICTS.get(result.verdict, result.verdict)),
                                          nodes=result.nodes, seconds=decimal(f"{result.seconds:.2f}")), file=stdout)
    if result.forgotten and search_of(game.game_name).STOPS_AT_CAP:
        print(_("table full: the search stopped at its memory cap (--table-gb)"), file=stdout)
    elif result.forgotten:
        print(_.ngettext("table full: {count} position proven lost (or doubted) was forgotten",
                         "table full: {count} positions proven lost (or doubted) were forgotten",
                         result.forgotten).format(count=result.forgotten), file=stdout)
    if result.moves:
        print(_.ngettext("winning line ({count} move): {moves}", "winning line ({count} moves): {moves}",
                         len(result.moves)).format(count=len(result.moves),
                                                   moves=" ".join(move_words(m, game, _labelled(stdout))
                                                                  for m in result.moves)), file=stdout)
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


def stats(arguments, options, stdout, argv, table_bytes, error) -> int:
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
    print(rates, file=stdout)   # its line in the language in use
    low, high = rates.bounds
    print(_("share won among all deals: {low} (every unknown lost) .. {high} (every unknown won)").format(
        low=decimal(f"{low:.1%}"), high=decimal(f"{high:.1%}")), file=stdout)
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


def check_output_files(arguments, error) -> None:
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
    return error_line(_("cannot write {file}: {problem}").format(file=file, problem=os_problem(problem)),
                       prog=error.__self__.prog)
