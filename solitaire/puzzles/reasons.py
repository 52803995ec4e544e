"""Why a legal move loses, in card words a learner can check on the board.

:func:`loss_reason` plays the move and looks at every position reachable after it (each
move of either game, in any order, no pruning): the most cards any of them has home is an
upper bound a learner can test by playing on, and the position that reaches it says
which foundations never get the cards they want next. Those cards are then found on the
board right after the move ("the 5♥ lies in L2 under 3 cards"), so the reason names
cards and places, never a count of positions; the counts go to the verdict's detail
line. When the positions are too many for the budget, the reason falls back to what
the position after the move shows at once (no move left; nothing at hand fits).
The words are in the language in use; the collection keeps them in English, as made.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import reduce
from typing import NamedTuple

from ..cards import card_face, rank_face
from ..i18n import language, translator

__all__ = ["buried_reason", "Loss", "Reach", "reach", "tally", "loss_reason", "wanted_next", "whereabouts",
           "FOUNDATION_LETTERS", "grouped"]

_ = translator("board")


def grouped(count: int) -> str:
    """A number with its thousands grouped as the language writes them: ``2,332``; ``2 332`` in Ukrainian."""
    text = f"{count:,}"
    return text if language() == "en" else text.replace(",", "\u00a0")

#: The first letter of a foundation's name: Maids' arc F1..F8, Spider's bases A1..A4 K1..K4.
FOUNDATION_LETTERS = "FAK"
#: How many places of the wanted cards a reason names (more would not fit on a line).
NAMED = 3


@dataclass(frozen=True)
class Reach:
    """All positions reachable from one: ``home`` (the most cards home in any of them),
    ``seen`` (how many positions there are), ``limits`` (per part of the home: Maids' ranks,
    Spider's rows, the most of it home in any of them) and ``best`` (a position reaching
    each limit)."""

    home: int
    seen: int
    limits: tuple
    best: tuple


#: Maids' arc builds J, 10, ..., 2, A, K, Q (maids.11): the ranks in the order they go home.
MAIDS_SEQUENCE = (11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 13, 12)


def tally(game_name: str, state) -> tuple:
    """The parts of the home: Maids, the cards of each rank in the arc (in arc order);
    Spider, the cards on each row's two bases (rows 1..4)."""
    if game_name == "maids":
        lengths = [len(pile) for pile in state.arc]
        return tuple(sum(length > at for length in lengths) for at in range(13))
    tops = state.tops
    return tuple(tops[row] + 14 - tops[row + 4] for row in range(4))  # A..top, and K down to top


def reach(kind, state, budget: int) -> Reach | None:
    """Every position reachable from ``state`` (a depth-first walk), or None past ``budget`` positions."""
    key = kind.position_key
    seen = {key(state)}
    stack = [state]
    limits = list(tally(kind.game_name, state))
    best = [state] * len(limits)
    home = sum(limits)
    while stack:
        here = stack.pop()
        for move in kind.legal_moves_of(here):
            there = kind.apply(here, move)
            code = key(there)
            if code in seen:
                continue
            if len(seen) >= budget:
                return None
            seen.add(code)
            stack.append(there)
            parts = tally(kind.game_name, there)
            home = max(home, sum(parts))
            for index, part in enumerate(parts):
                if part > limits[index]:
                    limits[index], best[index] = part, there
    return Reach(home, len(seen), tuple(limits), tuple(best))


def wanted_next(game_name: str, state) -> list[tuple[str, str, list]]:
    """What each unfinished foundation of ``state`` takes next: ``(foundation, the card in words,
    the cards that would do)``; Maids foundations that want the same card are named once."""
    from ..cards import Card, Suit
    if game_name == "maids":
        from ..maids.rules import FOUNDATIONS, arc_places
        found = []
        for (rank, suit), index in sorted(arc_places(state).items(), key=lambda item: item[1]):
            if rank == 11:  # an empty place wants a jack: no family is stuck for want of one
                continue
            cards = [Card(rank, s) for s in Suit if suit in (None, s)]
            face = card_face(Card(rank, suit)) if suit else rank_face(rank)
            words = (_("an {card}") if rank in (1, 8) and not suit else _("a {card}")).format(card=face)
            found.append((FOUNDATIONS[index], words, cards))
        return found
    from ..spider.state import CARDS, WANTED
    from ..spider.rules import FOUNDATIONS
    found = []
    for index, name in enumerate(FOUNDATIONS):
        code = WANTED[index][state.tops[index]]
        if code >= 0:
            card = CARDS[code]
            words = (_("an {card}") if card.rank in (1, 8) else _("a {card}")).format(card=card_face(card))
            found.append((name, words, [card]))
    return found


def whereabouts(game, state, cards) -> list[tuple[int, str]]:
    """Where each copy of ``cards`` lies off the foundations of ``state``: ``(how deep, words)``,
    nearest first (on top 0, under n cards n, asleep or in the stock further)."""
    kind = type(game)
    wanted = set(cards)
    found = []
    for place in kind.place_names:
        if place[0] in FOUNDATION_LETTERS and place[1:].isdigit():
            continue
        lying = kind.cards_at(state, place)
        for depth, card in enumerate(reversed(lying)):
            if card in wanted:
                found.append(_words(game, state, place, depth, card))
    return sorted(found)


def _words(game, state, place: str, depth: int, card) -> tuple[int, str]:
    face = card_face(card)
    if place == "stock":
        return 200 + depth, _("the {card} in the stock").format(card=face)
    if place[0] == "M" and int(place[1:]) > state.opened:
        return 100 + depth, _("the {card} asleep in {place}").format(card=face, place=place)
    if depth == 0:
        return 0, (_("the {card} on top of the waste") if place == "waste" else
                   _("the {card} on top of {place}")).format(card=face, place=place)
    if place == "waste":
        return depth, _.ngettext("the {card} in the waste under {count} card",
                                 "the {card} in the waste under {count} cards", depth).format(card=face, count=depth)
    return depth, _.ngettext("the {card} in {place} under {count} card", "the {card} in {place} under {count} cards",
                             depth).format(card=face, place=place, count=depth)


class Loss(NamedTuple):
    """Why a move loses: ``reason`` in card words, ``detail`` the figures behind it, ``seen`` the
    positions looked at after the move (0: it loses at once; None: too many to look at all)."""

    reason: str
    detail: str
    seen: int | None


def loss_reason(game, move: str, budget: int) -> Loss:
    """Why ``move`` loses from ``game`` (which is left as it is), looking at ``budget`` positions at most."""
    after = game.copy()
    after.play(move)
    if after.status == "lost":
        return Loss(_("{move} loses at once: after it no move is left.").format(move=move), "", 0)
    found = reach(type(after), after.state, budget)
    if found is None:
        return Loss(_short_look(game.game_name, move, after), "", None)
    total = sum(len(after.cards(place)) for place in after.place_names)
    # a deal is said in words after "after" (Ukrainian and Russian decline it), a move in the notation
    reason = (_("after deal at most {home} of {total} cards can ever reach home") if move == "deal" else
              _("after {move} at most {home} of {total} cards can ever reach home")).format(
        move=move, home=found.home, total=total)
    stuck = (_stuck_ranks if game.game_name == "maids" else _stuck_rows)(after, found)
    detail = (_.ngettext("Every one of the {count} positions reachable after deal was looked at.",
                         "Every one of the {count} positions reachable after deal was looked at.", found.seen)
              if move == "deal" else
              _.ngettext("Every one of the {count} positions reachable after {move} was looked at.",
                         "Every one of the {count} positions reachable after {move} was looked at.",
                         found.seen)).format(count=grouped(found.seen), move=move)
    return Loss(f"{reason}: {stuck}" if stuck else f"{reason}.", detail, found.seen)


def _listed(places: list) -> str:
    shown = ", ".join(text for _depth, text in places[:NAMED])
    more = len(places) - NAMED
    return _("{places} and {count} more").format(places=shown, count=more) if more > 0 else shown


def _stuck_ranks(after, found: Reach) -> str:
    """Maids: the first rank of the arc's order that never gets all eight home, and where its cards lie."""
    from ..cards import Card, Suit
    for at, rank in enumerate(MAIDS_SEQUENCE):
        if found.limits[at] < 8:
            cards = [Card(rank, suit) for suit in Suit]
            places = whereabouts(after, after.state, cards)
            return _("at most {count} of the eight {rank}s ever get to the arc, and every family needs one; "
                     "the {rank}s still out lie here: {places}.").format(
                count=found.limits[at], rank=rank_face(rank), places=_listed(places))
    return ""


def _stuck_rows(after, found: Reach) -> str:
    """Spider: the row with the fewest cards ever home, what its bases wait for and where those cards lie
    (two bases that wait for the same card meet there: both copies are named)."""
    from ..spider.rules import FOUNDATIONS
    rows = sorted(range(4), key=lambda row: (found.limits[row], row))
    parts = []
    for row in rows[:1]:
        if found.limits[row] >= 26:
            break
        ace, king = FOUNDATIONS[row], FOUNDATIONS[row + 4]
        waits = [(name, words, cards) for name, words, cards in wanted_next("spider", found.best[row])
                 if name in (ace, king)]
        cards = [card for _name, _words, wanted in waits for card in wanted]
        places = whereabouts(after, after.state, cards)
        said = [(_("{base} waits for {card}") if n == 0 else _("{base} for {card}")).format(base=name, card=words)
                for n, (name, words, _cards) in enumerate(waits)]
        wait = reduce(lambda first, second: _("{first} and {second}").format(first=first, second=second), said) \
            if said else ""
        named = {"ace": ace, "king": king, "count": found.limits[row]}
        parts.append(_("{ace} and {king} never hold more than {count} of their 26 cards: at best {waits} "
                       "({places})").format(waits=wait, places=_listed(places), **named) if waits and places else
                     _("{ace} and {king} never hold more than {count} of their 26 cards").format(**named))
        if after.state.stock and _on_top_of_a_side(after, cards):
            parts.append(_("while the stock has cards, a side pile's card goes only to its own row's bases "
                           "(spider.9), and the next group covers it"))
    return "; ".join(parts) + "." if parts else ""


def _on_top_of_a_side(game, cards) -> bool:
    """True if one of ``cards`` lies on top of a side pile (L1..L4, R1..R4) of ``game``."""
    wanted = set(cards)
    return any(game.cards(place)[-1:] and game.cards(place)[-1] in wanted
               for place in game.place_names if place[0] in "LR")


def _short_look(game_name: str, move: str, after) -> str:
    """A reason from the position after the move alone, when the positions after it are too many."""
    if game_name == "maids":
        buried = buried_reason(after.state).strip()
        if buried:
            return _("{move} loses: {reason}").format(move=move, reason=buried[0].lower() + buried[1:])
    return _("{move} loses: no line of play after it gets every card home.").format(move=move)


def _where(state, card) -> list[tuple[int, str]]:
    """Each copy of ``card`` as (how deep it lies, where, in words), for a Maids position."""
    from ..maids.rules import PACKS
    found = []
    for index, pack in enumerate(state.packs):
        for depth, item in enumerate(reversed(pack)):
            if item == card:
                asleep = index >= state.opened
                found.append((99 if asleep else depth,
                              _("in {place}, still asleep").format(place=PACKS[index]) if asleep
                              else _depth(PACKS[index], depth)))
    for depth, item in enumerate(reversed(state.waste)):
        if item == card:
            found.append((depth, (_("on top of the waste, and the waste gives its cards back only to refill a side "
                                    "column (maids.16, maids.19)") if depth == 0 else
                                  _.ngettext("in the waste under {count} card, and the waste gives its cards back "
                                             "only to refill a side column (maids.16, maids.19)",
                                             "in the waste under {count} cards, and the waste gives its cards back "
                                             "only to refill a side column (maids.16, maids.19)", depth))
                                 .format(count=depth)))
    for depth, item in enumerate(reversed(state.stock)):
        if item == card:
            found.append((depth, _("next in the stock") if depth == 0 else
                                 _.ngettext("in the stock, after {count} other card",
                                            "in the stock, after {count} other cards", depth).format(count=depth)))
    return found


def _depth(place: str, depth: int) -> str:
    if depth == 0:
        return _("on top of {place}").format(place=place)
    return _.ngettext("in {place} under {count} card", "in {place} under {count} cards", depth).format(
        place=place, count=depth)


def buried_reason(state) -> str:
    """A Maids position's reason from a look at it alone: nothing at hand fits, and where the
    nearest card the arc wants lies. Empty when a playable card fits the arc."""
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
    names = ", ".join(rank_face(rank) for rank in wanted)
    return " " + _("Nothing at hand fits the arc, which wants {ranks}; the nearest of them, the {card}, "
                   "lies {where}.").format(ranks=names, card=card_face(card), where=words)
