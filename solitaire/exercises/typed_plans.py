"""How a typed answer splits into moves: a plan's two ("M3→F1, L2→F2", "L2→F2 then M3→F1", «L2→F2 и M3→F1»),
or several where a question asks for one (told so in a line, not refused as one unreadable move)."""
from __future__ import annotations

import re

from ..moves import IllegalMove
from ..languages import translator
from .core import LONGEST_ANSWER, Verdict

_ = translator("board")


#: What separates the two moves of a typed plan: a comma, a semicolon, the word "then" or "and" (in
#: Ukrainian and Russian too: a native reader typed «L2→F2 и M3→F1»); failing these, the one space that
#: leaves a move on either side.
_PLAN_SEPARATOR = re.compile(r"\s*(?:,|;|\b(?:then|and|потім|тоді|потом|затем|і|та|и)\b)\s*", re.IGNORECASE)


def _readable(game, text: str) -> bool:
    try:
        game.parse_move(text)
    except IllegalMove:
        return False
    return True


def _plan_parts(game, text: str) -> list:
    """The moves of a typed plan, as texts: split at a comma, a semicolon, "then" or "and", else at the one
    space with a readable move on either side ("R3→A3 redeal", "L1 L3 L1 R1")."""
    parts = [part for part in _PLAN_SEPARATOR.split(text[:LONGEST_ANSWER]) if part.strip()]
    if len(parts) != 1:   # a part that is moves with spaces between ("L4→F1, L4→F2 M2→F2") counts as those moves
        return [move for part in parts for move in _spaced_moves(game, part)]
    words = parts[0].split()
    splits = [(" ".join(words[:cut]), " ".join(words[cut:])) for cut in range(1, len(words))]
    readable = [list(split) for split in splits if _readable(game, split[0]) and _readable(game, split[1])]
    if len(readable) == 1:
        return readable[0]
    # three or more moves with spaces between ("L4→F1 L4→F2 M2→F2"): as many moves, not one unreadable one
    return words if len(words) > 2 and all(_readable(game, word) for word in words) else parts


def _spaced_moves(game, part: str) -> list:
    """A plan's part as the moves it holds: itself, or its words when it is no move but each word is one."""
    words = part.split()
    if len(words) > 1 and not _readable(game, part) and all(_readable(game, word) for word in words):
        return words
    return [part]


def more_than_one_move(game, text: str, example: str) -> Verdict | None:
    """The verdict on ``text`` when it holds several moves where a question asks for one ("L1→F5, deal"),
    naming how many and how one is written (``example``); None when it is one move or no move at all."""
    typed = len(_plan_parts(game, text))
    if typed < 2 or _readable(game, text):
        return None
    return Verdict(False, _.ngettext("This question asks for one move, and you typed {count}. Type one only, "
                                     "written like {example}.",
                                     "This question asks for one move, and you typed {count}. Type one only, "
                                     "written like {example}.", typed).format(count=typed, example=example))
