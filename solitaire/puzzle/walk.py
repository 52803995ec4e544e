"""Every position reachable after a move, summed up for checking what a puzzle's words claim.

:func:`walk_after` plays a move and walks every position reachable from there (each move of the
game, in any order, no pruning), as :func:`solitaire.puzzle.reach.reach` does, and keeps what a
claim about a card, a packet or a foundation needs over all of them: how much of each place's
pile never left it, the most packets ever awake, the most of each part of the home and the most
copies of each card ever home. A claim "the 10♠ stays in the waste for good" then holds exactly
when the waste never loses the cards up to the 10♠ in any of those positions.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import lru_cache

from .reach import reachable

__all__ = ["Walk", "walk_after", "line_after"]


@dataclass(frozen=True)
class Walk:
    """What every position reachable after a move shares: ``start`` (the position right after the
    move, a game), ``seen`` (how many positions), ``kept`` (per place off the foundations: how many
    of its cards, from the bottom, lie there unmoved in every position), ``awake`` (Maids: the most
    packets ever awake), ``limits`` (the most of each home part ever home, as
    :class:`~solitaire.puzzle.reach.Reach` keeps) and ``home`` (per card, the most copies ever home)."""

    start: object
    seen: int
    kept: dict
    awake: int
    limits: tuple
    home: dict


def _kept(places, start_piles, state, cards_at, kept) -> None:
    """Lower ``kept[place]`` to the bottom cards ``state`` still shares with the start, per place."""
    for place, first in zip(places, start_piles):
        now, shared, limit = cards_at(state, place), 0, kept[place]
        for old, new in zip(first[:limit], now):
            if old != new:
                break
            shared += 1
        if shared < limit:
            kept[place] = shared


def _home(kind, state, foundations) -> dict:
    counts: dict = {}
    for place in foundations:
        for card in kind.cards_at(state, place):
            counts[str(card)] = counts.get(str(card), 0) + 1
    return counts


@lru_cache(maxsize=256)   # a puzzle's idea and its reasons often speak of the same move
def _walk(kind, state, budget: int):
    foundations = sorted(kind.foundation_places)
    places = [place for place in kind.place_names if place not in kind.foundation_places]
    start_piles = [kind.cards_at(state, place) for place in places]
    kept = {place: len(pile) for place, pile in zip(places, start_piles)}
    limits, awake, home = list(kind.home_parts(state)), getattr(state, "opened", 0), _home(kind, state, foundations)
    seen = 1
    for there in reachable(kind, state, budget, kind.suited_position_key):
        if there is None:
            return None
        seen += 1
        _kept(places, start_piles, there, kind.cards_at, kept)
        limits = [max(pair) for pair in zip(limits, kind.home_parts(there))]
        awake = max(awake, getattr(there, "opened", 0))
        for card, count in _home(kind, there, foundations).items():
            if count > home.get(card, 0):
                home[card] = count
    return seen, kept, awake, tuple(limits), home


def walk_after(game, move: str, budget: int) -> Walk | None:
    """Every position reachable after ``move`` from ``game`` (left as it is), summed up as a
    :class:`Walk`; None past ``budget`` positions (a claim over them is then not proved)."""
    after = game.copy()
    after.play(move)
    found = _walk(type(game), after.state, budget)
    if found is None:
        return None
    seen, kept, awake, limits, home = found
    return Walk(after, seen, dict(kept), awake, limits, dict(home))


def line_after(game, move: str, test, budget: int) -> list[str] | None:
    """The shortest line of play after ``move`` from ``game`` (left as it is) that reaches a position
    passing ``test`` (a function of a position): ``[move, …]``, or ``[]`` when none does; None past
    ``budget`` positions. A claim that no position passes ``test`` is refuted by the line it returns."""
    after = game.copy()
    after.play(move)
    kind, state = type(after), after.state
    if test(state):
        return [move]
    parents = {kind.suited_position_key(state): None}
    frontier = deque([state])
    while frontier:
        here = frontier.popleft()
        here_code = kind.suited_position_key(here)
        for next_move in kind.legal_moves_of(here):
            there = kind.apply(here, next_move)
            code = kind.suited_position_key(there)
            if code in parents:
                continue
            parents[code] = (here_code, str(next_move))
            if test(there):
                return [move] + _line(parents, code)
            if len(parents) >= budget:
                return None
            frontier.append(there)
    return []


def _line(parents: dict, code) -> list[str]:
    moves = []
    while parents[code] is not None:
        code, played = parents[code]
        moves.append(played)
    return moves[::-1]
