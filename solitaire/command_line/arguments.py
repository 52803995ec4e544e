"""The command line's argument types: deal numbers and ranges, budgets, file names.

Each is an ``argparse`` type, so a bad argument is a one-line error with exit status 2,
before any work starts.

>>> parse_deals("3,10-12")
[3, 10, 11, 12]
>>> parse_deals("1-1000")
range(1, 1001)
"""
from __future__ import annotations

import argparse
import errno
import math
import os
import re

from ..cards import check_deal_number, quoted
from ..languages import N_, after_colon, language, translator
from ..languages.numbers import grouped
from ..solver.stats import MAX_DEALS  # the most deals one ``stats`` run takes, as win_rates()

__all__ = ["parse_deals", "MAX_DEALS", "deal", "positive_int", "seconds", "file_name", "gigabytes",
           "add_table_option", "table_bytes", "choice", "dots_per_inch", "output_problem", "GAMES",
           "add_game_argument"]

_ = translator("engine")

#: The games, as the command line names them.
GAMES = ("spider", "maids")
#: The games' names as a Ukrainian or Russian class says them, read as the English ones: a teacher
#: who types «павук» or «девы» means a game, not a typo (Spider's text also calls it «Змій»).
_GAME_WORDS = {"spider": ("павук", "паук", "змій", "змей"), "maids": ("діви", "дів", "девы", "дев")}
#: The name a refusal lists beside each game's English one, in each language that has its own.
_GAME_NAMES = {"uk": {"spider": "павук", "maids": "діви"}, "ru": {"spider": "паук", "maids": "девы"}}

#: What the command line counts with :func:`positive_int`, marked for the catalog (said in
#: the genitive in Ukrainian and Russian: "додатне число позицій").
_COUNTED = (N_("positions"), N_("worker processes"))

#: The longest deal list (a later pass lists the deals still unknown: 2,000 of them fit).
MAX_DEALS_TEXT = 20_000
#: The smallest table a Maids search can hold: one 16-byte slot.
_SLOT_BYTES = 16
#: The largest table a search can be asked for: a 64-bit size (far beyond any machine's memory).
_MOST_TABLE_BYTES = 2**63 - 1

def parse_deals(text: str):
    """Deal numbers from ``"7"``, ``"1-1000"`` (both ends included) or a comma list of
    those (``"3,10-12"``): a range when it is one range, else a sorted list."""
    if len(text) > MAX_DEALS_TEXT:
        raise argparse.ArgumentTypeError(_("deal list {text} is too long: at most {most} characters (a later pass "
                                           "lists its deals)").format(text=quoted(text), most=grouped(MAX_DEALS_TEXT)))
    deals = []
    for part in text.split(","):
        words = part.split("-", 1)
        if not all(_DEAL_DIGITS.fullmatch(word) for word in words):
            raise argparse.ArgumentTypeError(_("bad deal range {text}: write 7, 1-1000 or 3,10-12")
                                             .format(text=quoted(text)))
        first, last = int(words[0]), int(words[-1])
        for deal in (first, last):
            try:
                check_deal_number(deal)
            except ValueError as problem:
                # after «аргумент расклад:» the engine's sentence goes on in lower case in Ukrainian and Russian
                raise argparse.ArgumentTypeError(after_colon(str(problem))) from None
        if last < first:
            raise argparse.ArgumentTypeError(_("bad deal range {text}: write 7, 1-1000 or 3,10-12, smallest first")
                                             .format(text=quoted(text)))
        deals.append(range(first, last + 1))
    if sum(deal.stop - deal.start for deal in deals) > MAX_DEALS:  # len() of a huge range overflows
        raise argparse.ArgumentTypeError(_("deal range {text} is too long: at most {most} deals at a time")
                                         .format(text=quoted(text), most=grouped(MAX_DEALS)))
    if len(deals) == 1:
        return deals[0]
    return sorted(set().union(*deals))


_DEAL_DIGITS = re.compile(r" *[0-9]{1,25} *", re.ASCII)  # ASCII digits: '٣' is not a deal number
#: A list of deals and ranges as :func:`parse_deals` reads it ("3,10-12"), whatever its numbers.
_DEALS_SHAPE = re.compile(r" *[0-9]+ *(?:- *[0-9]+ *)?(?:, *[0-9]+ *(?:- *[0-9]+ *)?)*", re.ASCII)


def deal(text: str) -> int:
    """One deal number (``show``, ``play``, ``solve``): a text with no range or list in it that is no
    number is refused as a bad number, not as a bad range; a range or a list, as more than one deal."""
    if not _DEALS_SHAPE.fullmatch(text):   # "-1" is no range: a bad number, not a bad range
        raise argparse.ArgumentTypeError(_("bad deal number {text}: write a whole number such as 7")
                                         .format(text=quoted(text)))
    deals = parse_deals(text)
    if len(deals) != 1:
        raise argparse.ArgumentTypeError(_("give one deal number, not {text}").format(text=quoted(text)))
    return deals[0]


def positive_int(what: str):
    """An argparse type: a whole number above zero (``--max-nodes``, ``--jobs``); ``what`` it counts
    is said in the language in use if the engine catalog has it (see ``_COUNTED``)."""
    def checked(text: str) -> int:
        value = int(text) if re.fullmatch(r" *[0-9]{1,18} *", text, re.ASCII) else 0
        if value <= 0:
            raise argparse.ArgumentTypeError(_("give a positive number of {what}, not {text}")
                                             .format(what=_(what), text=quoted(text)))
        return value
    return checked


def seconds(text: str) -> float:
    """A positive, finite number of seconds (``--max-seconds``): not 0, -1, nan or inf."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not 0 < value < math.inf:
        raise argparse.ArgumentTypeError(_("give a positive number of seconds, not {text}").format(text=quoted(text)))
    return value


def file_name(text: str) -> str:
    """An output file's name (``--png``, ``--csv``): not empty."""
    if not text.strip():
        raise argparse.ArgumentTypeError(_("give a file name"))
    return text


def output_problem(path: str) -> str | None:
    """Why an output file cannot be written (a folder, a missing folder, a place such as
    /proc, a name too long), or None: found by opening it, so nothing is left behind and
    an existing file is left as it is."""
    if os.path.isdir(path):
        return _("it is a folder")
    try:
        if os.path.exists(path):
            open(path, "ab").close()  # appending nothing
        else:
            open(path, "xb").close()
            os.remove(path)
    except (OSError, ValueError) as problem:  # ValueError: a NUL in the name
        return os_problem(problem)
    return None


#: The operating system's reasons a class meets most, in the class's language: the English is the
#: system's own words (so English output is as before), the catalogs give Ukrainian and Russian.
_OS_PROBLEMS = {errno.ENOENT: N_("No such file or directory"), errno.EACCES: N_("Permission denied"),
                errno.EROFS: N_("Read-only file system"), errno.ENOSPC: N_("No space left on device"),
                errno.ENAMETOOLONG: N_("File name too long")}


def os_problem(problem: Exception) -> str:
    """Why writing failed, said in the language in use where the reason is a common one."""
    said = _OS_PROBLEMS.get(getattr(problem, "errno", None))
    return _(said) if said else getattr(problem, "strerror", None) or str(problem)


def choice(choices: tuple):
    """An argparse type: one of ``choices``, written as its text (a game, an option's value).

    Unlike argparse's ``choices`` alone, a wrong value is quoted short, never echoed whole
    (give ``choices`` too, for the usage line: the type refuses first).
    """
    by_text = {str(value): value for value in choices}

    def checked(text: str):
        if text.strip() in by_text:  # " 2" reads as 2, as a deal number and --lang read theirs
            return by_text[text.strip()]
        raise argparse.ArgumentTypeError(_("invalid choice: {text} (choose from {choices})")
                                         .format(text=quoted(text), choices=", ".join(by_text)))
    return checked


def game(text: str) -> str:
    """An argparse type: a game, by its English name or by its name in Ukrainian or Russian.

    >>> game("spider"), game(" Паук "), game("діви")
    ('spider', 'spider', 'maids')
    """
    word = text.strip().lower()
    for name in GAMES:
        if word == name or word in _GAME_WORDS[name]:
            return name
    local = _GAME_NAMES.get(language(), {})
    # refused as any other choice, quoted short, the names listed with the class's own (which are read too)
    raise argparse.ArgumentTypeError(_("invalid choice: {text} (choose from {choices})").format(
        text=quoted(text), choices=", ".join(f"{name} ({local[name]})" if name in local else name for name in GAMES)))


def add_game_argument(command) -> None:
    """The ``game`` argument of every command that names a game, in the reader's language."""
    command.add_argument("game", type=game, choices=GAMES, metavar=_.pgettext("command-line argument", "game"),
                         help=_("{spider} or {maids}").format(spider="spider", maids="maids"))


def dots_per_inch(text: str) -> int:
    """A resolution for PNG pages (``rules --dpi``): a whole number from 36 to 600."""
    value = int(text) if re.fullmatch(r" *[0-9]{1,4} *", text, re.ASCII) else 0
    if not 36 <= value <= 600:
        raise argparse.ArgumentTypeError(_("give a resolution from 36 to 600, not {text}").format(text=quoted(text)))
    return value


def gigabytes(text: str) -> float:
    """A positive number of gigabytes (``--table-gb``) whose bytes a 64-bit size holds."""
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(_("give a positive number of gigabytes, not {text}").format(text=quoted(text)))
    if value * 1e9 > _MOST_TABLE_BYTES:  # 1e300 GB: its bytes are no number a table can be sized by
        raise argparse.ArgumentTypeError(_("{text} GB is too large: a table takes at most {most} GB")
                                         .format(text=quoted(text), most=f"{_MOST_TABLE_BYTES // 10**9:,}"))
    if int(value * 1e9) < _SLOT_BYTES:
        raise argparse.ArgumentTypeError(_("{text} GB is too small: a table needs at least one {size}-byte slot")
                                         .format(text=quoted(text), size=_SLOT_BYTES))
    return value


def add_table_option(command) -> None:
    command.add_argument("--table-gb", type=gigabytes, metavar="G",
                         help=_("cap the search's tables at G GB (by default half of this machine's memory, "
                                "at most 3/4 of it); past the cap a Maids search forgets positions and a "
                                "Spider search stops, unknown"))


def table_bytes(arguments) -> int | None:
    """``--table-gb`` in bytes (1 GB = 10**9 bytes), or None (both games cap their tables)."""
    if arguments.table_gb is None:
        return None
    return int(arguments.table_gb * 1e9)
