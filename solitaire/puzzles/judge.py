"""Judging a learner's answer to a puzzle: right, or why not, in words.

An illegal move gets the engine's own refusal (it names the rule's sentence id). A
legal move that is not the answer gets what is wrong with it: for the solver's kinds,
the proof that the deal can no longer be won (the positions searched) and, where a
simple look finds one, a concrete reason (the cards the arc needs are buried); for the
other kinds, what the task asked and the move does not do.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..moves import IllegalMove

__all__ = ["Answer", "judge", "buried_reason"]


@dataclass(frozen=True)
class Answer:
    """What a learner's move earns: ``right``, the words ``text``, and the ``rule`` (sentence id) broken, if any.

    ``legal`` says whether the move could be played at all.
    """

    move: str
    right: bool
    legal: bool
    text: str
    rule: str | None = None

    def __str__(self) -> str:
        return self.text


_NOT_ASKED = {
    "playable": "it plays no card, and the task asks which cards can be played",
    "wake": "it wakes no packet: only a jack (maids.14, maids.15) or the top card of the last packet "
            "woken (maids.20) wakes the next one",
    "pile": "the task asks about another card",
}


def judge(puzzle, game, move) -> Answer:
    """Judge ``move`` on ``game``, a new game at the position of ``puzzle``."""
    try:
        move = game.parse_move(move)
    except IllegalMove as error:
        return Answer(str(move), False, False, str(error), None)
    text = str(move)
    if move not in game.legal_moves():
        error = game.explain(game.state, move)
        return Answer(text, False, False, str(error), error.rule)
    if text in puzzle.answers:
        found = "" if not puzzle.find_all or len(puzzle.answers) == 1 else \
            f" ({len(puzzle.answers)} moves are right here: {', '.join(puzzle.answers)})"
        return Answer(text, True, True, f"Right: {text}.{found} {puzzle.note}{_proofs(puzzle)}".strip())
    verdict = puzzle.verdicts.get(text)
    if verdict is not None and verdict["verdict"] == "lost":
        game.play(move)
        if game.status == "lost":  # nothing to search: no move is left
            return Answer(text, False, True, f"{text} is legal, but it loses at once: after it no move is left.")
        reason = _lost_reason(puzzle.game, game)
        return Answer(text, False, True, f"{text} is legal, but the deal can no longer be won: the solver "
                                          f"searched {positions(verdict['nodes'])} after it and found no winning "
                                          f"line.{reason}")
    if verdict is not None:  # another winning move, where the task asks for the one kept
        return Answer(text, False, True, f"{text} is legal, and the deal is still {verdict['verdict']} after it, "
                                          "but it is not the move the task asks for.")
    return Answer(text, False, True, f"{text} is legal, but {_NOT_ASKED.get(puzzle.kind, 'not the answer')}.")


def positions(count: int) -> str:
    """``"1 position"``, ``"2,332 positions"``."""
    return f"{count:,} position{'' if count == 1 else 's'}"


def _proofs(puzzle) -> str:
    """The solver's figures for the moves that lose, for a solver-checked puzzle."""
    lost = [f"{move} after {positions(v['nodes'])}" for move, v in puzzle.verdicts.items() if v["verdict"] == "lost"]
    won = [f"{move} in {positions(v['nodes'])}" for move, v in puzzle.verdicts.items() if v["verdict"] == "won"]
    if not lost:
        return ""
    return f" The solver found the wins ({'; '.join(won)}) and proved the other moves lost ({'; '.join(lost)})."


#: How many positions the look for the furthest position may visit (about a second at most).
FURTHEST_BUDGET = 5_000


def _lost_reason(game_name: str, game) -> str:
    if game.status == "lost":
        return " After it no move is left at all."
    found = furthest(type(game), game.state, FURTHEST_BUDGET)
    if found is None:
        return ""
    home, state, seen = found
    text = (f" Play on as you like: at most {home} of 104 cards ever reach home from there "
            f"(all {positions(seen)} reachable were looked at).")
    if game_name == "maids":
        text += buried_reason(state)
    return text


def _home(kind, state) -> int:
    places = [name for name in kind.place_names if name[0] in "FAK" and name[1:].isdigit()]
    return sum(len(kind.cards_at(state, name)) for name in places)


def furthest(kind, state, budget: int):
    """The position with the most cards home among all those reachable from ``state``.

    Returns ``(cards home, that position, positions visited)``, or None when there are
    more than ``budget`` positions to visit (then "at most" could not be said).
    """
    key = kind.position_key
    seen = {key(state)}
    stack = [state]
    best = (_home(kind, state), state)
    while stack:
        here = stack.pop()
        for move in kind.legal_moves_of(here):
            there = kind.apply(here, move)
            code = key(there)
            if code not in seen:
                if len(seen) >= budget:
                    return None
                seen.add(code)
                stack.append(there)
                home = _home(kind, there)
                if home > best[0]:
                    best = (home, there)
    return best[0], best[1], len(seen)


def _where(state, card) -> list[tuple[int, str]]:
    """Each copy of ``card`` as (how deep it lies, where, in words), for a Maids position."""
    from ..maids.rules import PACKS
    found = []
    for index, pack in enumerate(state.packs):
        for depth, item in enumerate(reversed(pack)):
            if item == card:
                asleep = index >= state.opened
                found.append((99 if asleep else depth,
                              f"in {PACKS[index]}, still asleep" if asleep else _depth(PACKS[index], depth)))
    for depth, item in enumerate(reversed(state.waste)):
        if item == card:
            found.append((depth, _depth("the waste", depth) + ", and the waste gives its cards back only "
                                 "to refill a side column (maids.16, maids.19)"))
    for depth, item in enumerate(reversed(state.stock)):
        if item == card:
            found.append((depth, "next in the stock" if depth == 0 else
                                 f"in the stock, after {depth} other card{'s' if depth > 1 else ''}"))
    return found


def _depth(place: str, depth: int) -> str:
    if depth == 0:
        return f"on top of {place}"
    return f"in {place} under {depth} card{'s' if depth > 1 else ''}"


def buried_reason(state) -> str:
    """A concrete reason a Maids position looks stuck: nothing at hand fits, and where the cards it wants lie.

    Empty when a playable card fits the arc (the solver's proof is then the only reason given).
    """
    from ..maids.rules import arc_places, legal_moves_of
    from ..cards import Card, Suit
    if any(move.target for move in legal_moves_of(state)):
        return ""
    wanted = sorted({rank for rank, _suit in arc_places(state)}, key=lambda rank: -rank)
    if not wanted:
        return ""
    copies = []
    for rank in wanted:
        for suit in Suit:
            card = Card(rank, suit)
            copies += [(depth, card, words) for depth, words in _where(state, card)]
    if not copies:
        return ""
    copies.sort(key=lambda item: item[0])
    depth, card, words = copies[0]
    names = ", ".join({11: "J", 12: "Q", 13: "K", 1: "A"}.get(rank, str(rank)) for rank in wanted)
    return (f" Nothing at hand fits the arc, which wants {names}; the nearest of them, the {card}, lies {words}.")
