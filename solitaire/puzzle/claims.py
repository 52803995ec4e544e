"""What a puzzle's words claim about the play after a losing move, read from the words and checked by
play: the guard that keeps the ideas and reasons true (issue 42: a reason in a player's words, and
true in every line of play it speaks of).

A puzzle's English texts (its idea, and each losing move's reason) may claim, in these forms only:

- a card stays where it is for good: "the 10♠ under the 3♦ in the waste for good", "the 9♥ under it
  never gets out of the waste", "the 5♠ on M3 is stuck for good", "the 10♠ stays buried", "leave the
  10♦ buried under the 3♠"; checked over every position reachable after the move (the card never
  leaves its place; "buried": it is never uncovered either);
- packets never wake: "M12 never wakes", "M10, M11 and M12 never wake";
- two cards never both get home: "the K♠ on L4 and the K♦ on M11 can no longer both get home";
- a limit on what reaches home: "at most seven 6s ever reach the arc", "one 10 never reaches the arc",
  "one of the eight 10s can never reach the arc", "a J♥ never reaches the arc", "the clubs' bases stop
  at six cards";
- a count in a position: "the 4♣ lies in L4 under 3 cards" (a reason: right after the move), "the J♠
  under two cards in M8" (an idea: the puzzle's board).

A claim speaks of the losing moves its sentence names (by notation, "the A♠ from M8", "a side
column's 5", "a deal"), or of every losing move when it names none. Any other sentence with "for
good", "never", "buried" or "no longer" is an unchecked claim: :func:`false_claims` reports it, so a
writer says it in one of the forms above or not at all.
"""
from __future__ import annotations

import re

from .reach import reach
from .walk import line_after, walk_after

__all__ = ["false_claims", "claim_breaker", "walked_claims", "CLAIM_BUDGET"]

#: The positions a claim's walk may visit: the reasons' own look (scripts/puzzle_review.py) is 60,000.
CLAIM_BUDGET = 60_000

CARD = r"(?:10|[2-9AJQK])[♠♥♦♣]"
PLACE = r"[LRMTB]\d+"
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
           "ten": 10, "eleven": 11, "twelve": 12}
COUNT = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
RANK_WORDS = {"jack": 11, "queen": 12, "king": 13, "ace": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
              "seven": 7, "eight": 8, "nine": 9, "ten": 10, **{str(rank): rank for rank in range(2, 11)}}
SUITS = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}
ROW_OF_SUIT = {"♠": 0, "♥": 1, "♣": 2, "♦": 3}   # Spider's rows of bases, A1/K1 to A4/K4

_STAYS = [re.compile(pattern, re.IGNORECASE) for pattern in (
    rf"the (?P<card>{CARD})(?: under (?:the (?P<over>{CARD})|it))?(?: then)? (?:in the (?P<place>waste) for good"
    rf"|never (?:gets out of|leaves) the (?P<place2>waste))",
    rf"the (?P<card>{CARD}) (?:on|in) (?P<place>{PLACE}) (?:is|stays) stuck for good",
)]
_BURIED = [re.compile(pattern, re.IGNORECASE) for pattern in (
    rf"the (?P<card>{CARD})(?: (?:on|in) (?P<place>{PLACE}))? (?:then )?stays buried",
    rf"leaves? the (?P<card>{CARD}) buried under the (?P<over>{CARD})",
)]
_ASLEEP = re.compile(r"(?P<packs>M\d+(?:, M\d+)*,? and M\d+|M\d+) (?:then )?never wakes?", re.IGNORECASE)
_BOTH = re.compile(rf"the (?P<card>{CARD}) (?:on|in) (?P<place>{PLACE}) and the (?P<card2>{CARD}) (?:face down |hidden )?"
                   rf"(?:on|in) (?P<place2>{PLACE})(?: under (?:\w+ cards?|the {CARD}))? can no longer both "
                   rf"(?:get home|reach the arc)",
                   re.IGNORECASE)
_RANK_LIMIT = re.compile(r"(?:at most (?P<most>\w+) (?:of the eight )?(?P<ranks>\w+?)s? ever reach the arc"
                         r"|one (?:of the eight )?(?P<one>\w+?)s? (?:can )?never reach(?:es)? the arc)", re.IGNORECASE)
_CARD_LIMIT = re.compile(rf"an? (?P<card>{CARD}) (?:then )?never reaches the arc", re.IGNORECASE)
_ROW_LIMIT = re.compile(r"the (?P<suit>spades|hearts|diamonds|clubs)' bases (?:then )?stop at (?P<most>\w+) cards",
                        re.IGNORECASE)
_COUNT_AFTER = re.compile(rf"the (?:other )?(?P<card>{CARD}) lies (?:face down )?in (?:the )?(?P<place>{PLACE}|waste) under "
                          rf"(?P<n>{COUNT}) cards?", re.IGNORECASE)
_COUNT_SHOWN = re.compile(rf"the (?P<card>{CARD}) (?:face down )?under (?P<n>{COUNT}) cards? in (?P<place>{PLACE})",
                          re.IGNORECASE)
_MARKERS = re.compile(r"for good|\bnever\b|\bburied\b|no longer", re.IGNORECASE)
#: Sentences with a marker word that claim nothing about later play.
_NOT_CLAIMS = re.compile(r"no line of play brings more|goes to K\d now or is buried|the next group covers",
                         re.IGNORECASE)


def _sentences(text: str) -> list[str]:
    return [part for part in re.split(r"(?<=[.:;])\s+(?=[A-Z(])|;\s+", text) if part]


def _movers(sentence: str, losing: list[str]) -> list[str]:
    """The losing moves a sentence of an idea speaks of: named by notation, by the place their card
    comes from, as "a side column's" card or as a deal; every losing move when it names none."""
    named = [move for move in losing if move in sentence]
    if named:
        return named
    places = set(re.findall(rf"(?:from|on|or) ({PLACE})\b", sentence))
    named = [move for move in losing if move.split("→")[0] in places]
    if re.search(r"side column's \w+,? (?!frees)", sentence):
        named += [move for move in losing if move[0] in "LR"]
    if re.search(r"\bdeal\b", sentence) and "deal" in losing:
        named.append("deal")
    return list(dict.fromkeys(named)) or losing


def _depths(game, place: str, card: str, over: str | None) -> list[int]:
    """Each index (from the bottom) of ``card`` on ``place``, right under ``over`` when named."""
    lying = [str(item) for item in game.cards(place)]
    return [index for index, item in enumerate(lying) if item == card
            and (over is None or lying[index + 1:index + 2] == [over])]


def _spots(start, match) -> list[tuple[str, int, tuple]]:
    """Each copy of the card(s) the match names, right after the move (``start``, a game): (place, index
    from the bottom, the cards from the bottom up to it), in the place named or, if none is, anywhere."""
    named = match.groupdict()
    pairs = [(named["card"], named.get("place") or named.get("place2"))]
    if named.get("card2"):
        pairs.append((named["card2"], named["place2"]))
        pairs[0] = (named["card"], named["place"])
    spots = []
    for card, place in pairs:
        over = named.get("over")
        places = [place] if place else [name for name in type(start).place_names if _depths(start, name, card, over)
                                        and name not in type(start).foundation_places]
        spots += [(name, index, tuple(start.cards(name))[:index + 1])
                  for name in places for index in _depths(start, name, card, over)]
    return spots


def claim_breaker(kind: str, match, start):
    """A test of a position, True where the claim of ``kind`` fails (for "both": where both cards have
    left their places); or a str when the claim names nothing it can be checked on."""
    game_class = type(start)
    if kind in ("stays", "buried", "both"):
        spots = _spots(start, match)
        if len(spots) < (2 if kind == "both" else 1):
            return "names a card not there"

        def moved(state, place: str, index: int, lying: tuple) -> bool:
            now = tuple(game_class.cards_at(state, place))
            return now[:index + 1] != lying or (kind == "buried" and len(now) == index + 1)
        if kind == "both":
            return lambda state: all(moved(state, *spot) for spot in spots)
        return lambda state: any(moved(state, *spot) for spot in spots)
    if kind == "asleep":
        from ..maids.rules import PACKS
        first = min(PACKS.index(name) for name in re.findall(r"M\d+", match["packs"]))
        return lambda state: state.opened > first
    if kind == "card":
        card, foundations = match["card"], sorted(game_class.foundation_places)
        return lambda state: sum(str(item) == card for place in foundations
                                 for item in game_class.cards_at(state, place)) > 1
    part = _home_part(match, kind)
    if isinstance(part, str):
        return part
    at, most = part
    return lambda state: game_class.home_parts(state)[at] > most


def _home_part(match, kind: str):
    """(which home part, the most of it the claim allows), or a str when the match names no rank."""
    if kind == "row":
        return ROW_OF_SUIT[SUITS[match["suit"].lower()]], _number(match["most"])
    from ..maids.progress import ARC_ORDER
    word = (match["ranks"] or match["one"]).lower()
    rank = RANK_WORDS.get(word) or RANK_WORDS.get(word[:-1]) or RANK_WORDS.get(word[:-2])
    if rank is None:
        return "names no rank"
    return ARC_ORDER.index(rank), (_number(match["most"]) if match["most"] else 7)


def _holds(kind: str, match, found, start) -> bool | None:
    """Whether the claim holds by the summary of every position after the move (``found``: a Walk for
    a card or a packet, a Reach for a home part); None when the summary cannot say (two cards at once)."""
    if kind in ("stays", "buried"):
        return all(found.kept[place] > index + (kind == "buried") for place, index, _lying in _spots(start, match))
    if kind == "asleep":
        from ..maids.rules import PACKS
        return found.awake <= min(PACKS.index(name) for name in re.findall(r"M\d+", match["packs"]))
    if kind == "card":
        return found.home.get(match["card"], 0) <= 1
    if kind in ("rank", "row"):
        at, most = _home_part(match, kind)
        return found.limits[at] <= most
    return None


def _number(word: str) -> int:
    return NUMBERS.get(word.lower(), int(word) if word.isdigit() else -1)


#: The claims that need the positions told apart by suit (a card, a packet); the others (home parts)
#: are read from the cheaper look that compares ranks only (reach.py).
_CARD_KINDS = ("stays", "buried", "card", "asleep", "both")


def walked_claims(sentence: str, in_reason: bool) -> list[tuple[str, object]]:
    """The claims of ``sentence`` that need the positions after a move: (kind, match). A reason's own
    "at most 7 of the eight jacks" is left out: the reason is made from that very look (reach.py), and
    tests/puzzle replays it."""
    found = [("stays", m) for pattern in _STAYS for m in pattern.finditer(sentence)]
    found += [("buried", m) for pattern in _BURIED for m in pattern.finditer(sentence)]
    found += [("asleep", m) for m in _ASLEEP.finditer(sentence)]
    found += [("card", m) for m in _CARD_LIMIT.finditer(sentence)]
    found += [("both", m) for m in _BOTH.finditer(sentence)]
    if not in_reason:
        found += [("rank", m) for m in _RANK_LIMIT.finditer(sentence)]
        found += [("row", m) for m in _ROW_LIMIT.finditer(sentence)]
    return found


def _verdict(kind: str, match, game, move: str, budget: int, looks: dict) -> str:
    """"" if the claim holds after ``move``; else what is wrong, with the shortest line that refutes it."""
    start = game.copy()
    start.play(move)
    breaker = claim_breaker(kind, match, start)
    if isinstance(breaker, str):
        return breaker
    found = _look(game, move, kind, budget, looks) if kind != "both" else None
    if kind != "both" and found is None:
        return "is not proved within the budget"
    if found is not None and _holds(kind, match, found, start):
        return ""
    line = line_after(game, move, breaker, budget)
    if line is None:
        return "is not proved within the budget"
    return f"is false: {', '.join(line)}" if line else ""


def _look(game, move: str, kind: str, budget: int, looks: dict):
    """The walk (card claims) or the reach (home limits) after ``move``, looked at once per sentence."""
    key = (move, kind in _CARD_KINDS)
    if key not in looks:
        if kind in _CARD_KINDS:
            looks[key] = walk_after(game, move, budget)
        else:
            after = game.copy()
            after.play(move)
            looks[key] = reach(type(after), after.state, budget)
    return looks[key]


def _counts(sentence: str, before, after, shown: bool) -> list[str]:
    """The counts "under N cards" of ``sentence`` that are not so in the position it describes."""
    wrong = []
    for match in _COUNT_AFTER.finditer(sentence):
        board = before if shown else after
        if _number(match["n"]) not in _depths_from_top(board, match["place"], match["card"]):
            wrong.append(f"{match.group(0)!r} is not so {'before' if board is before else 'after'} the move")
    for match in _COUNT_SHOWN.finditer(sentence):
        if _number(match["n"]) not in _depths_from_top(before, match["place"], match["card"]):
            wrong.append(f"{match.group(0)!r} is not so on the puzzle's board")
    return wrong


def _depths_from_top(game, place: str, card: str) -> list[int]:
    return [depth for depth, lying in enumerate(reversed(game.cards(place))) if str(lying) == card]


def false_claims(puzzle, budget: int = CLAIM_BUDGET) -> list[str]:
    """Each claim of ``puzzle``'s idea and losing moves' reasons that play does not bear out, or that
    no form of this module can check, as ``"<move or idea>: <words>: <what is wrong>"``; [] when all hold."""
    game = puzzle.start()
    losing = [move for move, verdict in puzzle.verdicts.items() if verdict["verdict"] == "lost"]
    texts = [("idea", puzzle.idea, None)] + [(move, puzzle.verdicts[move].get("reason", ""), move) for move in losing]
    wrong = []
    for where, text, own in texts:
        for sentence in _sentences(text):
            wrong += [f"{where}: {words}" for words in _sentence_wrongs(sentence, game, losing, own, budget)]
    return wrong


def _sentence_wrongs(sentence: str, game, losing: list[str], own: str | None, budget: int) -> list[str]:
    claims = walked_claims(sentence, in_reason=own is not None)
    movers = [own] if own else _movers(sentence, losing)
    wrong, looks = [], {}
    if claims and not movers:
        wrong.append(f"{sentence!r}: claims what happens after a losing move, and no move loses")
    for move in movers if claims else []:
        for kind, match in claims:
            said = _verdict(kind, match, game, move, budget, looks)
            if said:
                wrong.append(f"after {move}, {match.group(0)!r} {said}")
    if own:
        after = game.copy()
        after.play(own)
        wrong += _counts(sentence, game, after, shown=False)
    else:
        wrong += _counts(sentence, game, game, shown=True)
    # what is left once the checked claims are taken out may not claim more ("…, and the 9♠ is never free")
    rest = sentence
    for _kind, match in claims + ([("rank", m) for m in _RANK_LIMIT.finditer(sentence)] if own else []):
        rest = rest.replace(match.group(0), "")
    if _MARKERS.search(_NOT_CLAIMS.sub("", rest)):
        wrong.append(f"{sentence!r} claims something no form of solitaire.puzzle.claims can check")
    return wrong
