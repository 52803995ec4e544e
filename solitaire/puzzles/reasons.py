"""Why a legal move loses, in card words a learner can check on the board.

:func:`loss_reason` plays the move and looks at every position reachable after it (each
move of either game, in any order, no pruning): the position with the most cards home on
the foundations that do worst says which cards they wait for in vain. Those cards are then
found on the board the learner sees, before the move, and the reason says what the move
does to them, as a player would: "the deal covers the J♠ on top of R2", "the 7♥ lies in R2
under 2 cards". The most cards that can ever reach home (an upper bound a learner can test
by playing on) and the count of positions go to the verdict's detail line. When the
positions are too many for the budget, the reason falls back to what the position after
the move shows at once (no move left; nothing at hand fits).
The words are in the language in use; the collection keeps them in English, as made.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import reduce
from typing import NamedTuple

from ..cards import card_face, rank_face
from ..languages import N_, language, translator

__all__ = ["buried_reason", "Loss", "Reach", "reach", "tally", "loss_reason", "wanted_next", "whereabouts",
           "FOUNDATION_LETTERS", "RANK_NAMES", "grouped"]

_ = translator("board")


def grouped(count: int) -> str:
    """A number with its thousands grouped as the language writes them: ``2,332``; ``2 332`` in Ukrainian."""
    text = f"{count:,}"
    return text if language() == "en" else text.replace(",", "\u00a0")

#: The first letter of a foundation's name: Maids' arc F1..F8, Spider's bases A1..A4 K1..K4.
FOUNDATION_LETTERS = "FAK"
#: How many places of the wanted cards a reason names when it cannot name them all (one more is named
#: rather than counted: "and one other card" says less than the card itself).
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


def whereabouts(game, move: str, after, cards) -> list[tuple[int, str]]:
    """Where each copy of ``cards`` lies off the foundations of ``game`` (the board the learner sees,
    before ``move``) and what ``move`` does to it, as ``(how deep it lies after the move, a clause)``,
    nearest first: "the 7♥ lies in R2 under 2 cards", "the deal covers the J♠ on top of R2", "the deal
    puts the 6♠ on L3". ``after`` is the game once ``move`` is played."""
    before_copies, after_copies = _copies(game, cards), _copies(after, cards)
    said = []
    for card in dict.fromkeys(cards):
        was = [spot for spot in before_copies if spot[2] == card]
        now = [spot for spot in after_copies if spot[2] == card]
        pairs = _matched(was, now, move)
        stocked = [(old, new) for old, new in pairs if old[0] == "stock" and new is not None and new[0] == "stock"]
        if len(stocked) == 2:  # one clause for both copies, not the same clause twice
            said.append((_STOCK_DEPTH, _("both {card} are still in the stock").format(card=card_face(card))))
            pairs = [pair for pair in pairs if pair not in stocked]
        said += [(_nearness(new or old), _fate(game.game_name, move, old, new)) for old, new in pairs]
    return sorted(said, key=lambda item: item[0])


#: How far from play a card in the stock or asleep in a Maids packet counts, for the order of a reason's clauses.
_STOCK_DEPTH, _ASLEEP_DEPTH = 200, 100


def _nearness(spot: tuple) -> int:
    place, depth, _card, asleep = spot
    return depth + (_STOCK_DEPTH if place == "stock" else _ASLEEP_DEPTH if asleep else 0)


def _copies(game, cards) -> list[tuple[str, int, object, bool]]:
    """``(place, depth, card, asleep)`` of every copy of ``cards`` off the foundations of ``game``; the
    stock's depth counts from the card dealt next, a Maids packet still asleep sorts after the rest."""
    wanted, state, found = set(cards), game.state, []
    for place in type(game).place_names:
        if place[0] in FOUNDATION_LETTERS and place[1:].isdigit():
            continue
        lying = type(game).cards_at(state, place)
        asleep = place[0] == "M" and int(place[1:]) > state.opened
        found += [(place, depth, card, asleep) for depth, card in enumerate(reversed(lying)) if card in wanted]
    return found


def _matched(was: list, now: list, move: str) -> list[tuple]:
    """Each copy before the move paired with where it lies after it (None: on a foundation now): the
    same spot first, then one card deeper (covered), one card nearer (uncovered), the stock's copies
    with each other, and what is left (the move carried it) in turn."""
    was, now, pairs = list(was), list(now), []
    tests = (lambda old, new: old[:2] == new[:2],
             lambda old, new: old[0] == new[0] != "stock" and new[1] == old[1] + 1,
             lambda old, new: old[0] == new[0] != "stock" and new[1] == old[1] - 1,
             lambda old, new: old[0] == new[0] == "stock")
    for same in tests:
        for old in list(was):
            new = next((spot for spot in now if same(old, spot)), None)
            if new is not None:
                pairs.append((old, new))
                was.remove(old)
                now.remove(new)
    pairs += [(old, now.pop(0) if now else None) for old in was]
    return pairs


def _mover(game_name: str, move: str) -> str:
    """The move as the subject of a clause: "the deal", "L2→A3" (Ukrainian «хід L2→A3»)."""
    if move == "deal":  # Russian deals a Spider group («раздача») and a Maids card («сдача») in two words
        return _.pgettext("spider", "the deal") if game_name == "spider" else _.pgettext("maids", "the deal")
    # TRANSLATORS: the move as the subject of a clause ("L2→A3 covers the 7♥ on R2"): Ukrainian «хід {move}».
    return _.pgettext("a move that does something", "{move}").format(move=move)


def _fate(game_name: str, move: str, old: tuple, new: tuple | None) -> str:
    """One copy's clause: where it lies on the learner's board, and what the move does to it."""
    place, depth, card, asleep = old
    face, mover = card_face(card), _mover(game_name, move)
    if new is not None and new[0] != place and not (place == "stock" and new[0] == "stock"):
        return (_("{mover} puts the {card} on the waste") if new[0] == "waste" else
                _("{mover} puts the {card} on {place}")).format(mover=mover, card=face, place=new[0])
    if new is None and "→" in move and move.split("→")[0] == place:
        return _("{mover} puts the {card} on {place}").format(mover=mover, card=face, place=move.split("→")[1])
    if new is not None and new[1] == depth + 1:
        if depth == 0:
            return (_("{mover} covers the {card} on top of the waste") if place == "waste" else
                    _("{mover} covers the {card} on top of {place}")).format(mover=mover, card=face, place=place)
        return (_.ngettext("the {card} lies in the waste under {count} card, and {mover} adds one more",
                           "the {card} lies in the waste under {count} cards, and {mover} adds one more", depth)
                if place == "waste" else
                _.ngettext("the {card} lies in {place} under {count} card, and {mover} adds one more",
                           "the {card} lies in {place} under {count} cards, and {mover} adds one more", depth)
                ).format(card=face, place=place, count=depth, mover=mover)
    if new is not None and new[1] == 0 < depth and new[0] == place != "stock":
        return (_("{mover} leaves the {card} on top of the waste") if place == "waste" else
                _("{mover} uncovers the {card} on {place}")).format(mover=mover, card=face, place=place)
    return _lies(place, depth, face, asleep)


def _lies(place: str, depth: int, face: str, asleep: bool) -> str:
    """Where a card lies, as a clause: "the 7♥ lies in R2 under 2 cards"."""
    if place == "stock":
        return _("the {card} is still in the stock").format(card=face)
    if asleep:
        return _("the {card} is asleep in {place}").format(card=face, place=place)
    if depth == 0:
        return (_("the {card} is on top of the waste") if place == "waste" else
                _("the {card} is on top of {place}")).format(card=face, place=place)
    return (_.ngettext("the {card} lies in the waste under {count} card",
                       "the {card} lies in the waste under {count} cards", depth) if place == "waste" else
            _.ngettext("the {card} lies in {place} under {count} card",
                       "the {card} lies in {place} under {count} cards", depth)).format(card=face, place=place,
                                                                                          count=depth)


class Loss(NamedTuple):
    """Why a move loses: ``reason`` in card words, ``detail`` the figures behind it, ``seen`` the
    positions looked at after the move (0: it loses at once; None: too many to look at all)."""

    reason: str
    detail: str
    seen: int | None


def loss_reason(game, move: str, budget: int) -> Loss:
    """Why ``move`` loses from ``game`` (which is left as it is), looking at ``budget`` positions at most:
    the cards the foundations wait for in vain, where they lie on the board the learner sees and what
    the move does to them; the most cards that can ever reach home goes to the detail line."""
    after = game.copy()
    after.play(move)
    if after.status == "lost":
        return Loss(_("{move} loses at once: after it no move is left.").format(move=move), "", 0)
    found = reach(type(after), after.state, budget)
    if found is None:
        return Loss(_short_look(game.game_name, move, after), "", None)
    total = sum(len(after.cards(place)) for place in after.place_names)
    stuck, bound = (_stuck_ranks(game, move, after, found), "") if game.game_name == "maids" else \
        _stuck_rows(game, move, after, found)
    reason = stuck or _("{after}, at most {home} of {total} cards can ever reach home.").format(
        after=_after(game.game_name, move), home=found.home, total=total)
    looked = _looked(game.game_name, move, found, total)
    return Loss(reason, f"{bound} {looked}" if bound else looked, found.seen)


def _looked(game_name: str, move: str, found: Reach, total: int) -> str:
    """The detail line: the look at every position after ``move`` and the most cards home in any of them,
    an upper bound a learner can test by playing on (a deal said in words: a Spider group, a Maids card,
    which Russian says «раздача» and «сдача»)."""
    if move == "deal" and game_name == "spider":
        said = _.ngettext("A look at every one of the {count} positions reachable after dealing the next group "
                          "finds none with more than {home} of {total} cards home.",
                          "A look at every one of the {count} positions reachable after dealing the next group "
                          "finds none with more than {home} of {total} cards home.", found.seen)
    elif move == "deal":
        said = _.ngettext("A look at every one of the {count} positions reachable after dealing the next card "
                          "finds none with more than {home} of {total} cards home.",
                          "A look at every one of the {count} positions reachable after dealing the next card "
                          "finds none with more than {home} of {total} cards home.", found.seen)
    else:
        said = _.ngettext("A look at every one of the {count} positions reachable after {move} finds none with "
                          "more than {home} of {total} cards home.",
                          "A look at every one of the {count} positions reachable after {move} finds none with "
                          "more than {home} of {total} cards home.", found.seen)
    return said.format(count=grouped(found.seen), move=move, home=found.home, total=total)


def _after(game_name: str, move: str) -> str:
    """"After the deal", "After L2→A3": how a reason opens."""
    if move == "deal":
        return _.pgettext("spider", "After the deal") if game_name == "spider" else _.pgettext("maids", "After the deal")
    return _("After {move}").format(move=move)


def _listed(clauses: list) -> str:
    """The clauses as one sentence, nearest first; past :data:`NAMED` of them the rest are counted."""
    shown = [text for _depth, text in clauses[:NAMED if len(clauses) > NAMED + 1 else NAMED + 1]]
    more = len(clauses) - len(shown)
    if more:
        shown.append(_.ngettext("and {count} other card lies no nearer to play",
                                "and {count} other cards lie no nearer to play", more).format(count=more))
    return _capital("; ".join(shown)) + "."


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


#: The ranks as a count of eight names them ("at most 7 of the eight jacks"): Ukrainian and Russian
#: take the genitive plural there («з восьми валетів», «из восьми валетов»), a word of its own per rank,
#: so that nothing in the sentence agrees with a rank it cannot see.
RANK_NAMES = {1: N_("aces"), 2: N_("twos"), 3: N_("threes"), 4: N_("fours"), 5: N_("fives"), 6: N_("sixes"),
              7: N_("sevens"), 8: N_("eights"), 9: N_("nines"), 10: N_("tens"), 11: N_("jacks"),
              12: N_("queens"), 13: N_("kings")}


def _stuck_ranks(game, move: str, after, found: Reach) -> str:
    """Maids: the first rank of the arc's order that never gets all eight home, and where its cards lie."""
    from ..cards import Card, Suit
    for at, rank in enumerate(MAIDS_SEQUENCE):
        if found.limits[at] < 8:
            count = found.limits[at]
            # TRANSLATORS: {ranks} is a rank's name as a count of eight takes it: "jacks" (uk «валетів»).
            opening = _.ngettext("{after}, at most {count} of the eight {ranks} ever reaches the arc, and every "
                                 "family needs one.",
                                 "{after}, at most {count} of the eight {ranks} ever reach the arc, and every "
                                 "family needs one.", count).format(
                after=_after("maids", move), count=count, ranks=_(RANK_NAMES[rank]))
            places = whereabouts(game, move, after, [Card(rank, suit) for suit in Suit])
            return f"{opening} {_listed(places)}" if places else opening
    return ""


def _stuck_rows(game, move: str, after, found: Reach) -> tuple[str, str]:
    """Spider: the row with the fewest cards ever home, what its bases wait for and where those cards lie
    (two bases that wait for the same card meet there: both copies are named), with the card the move
    took from under a pile card's feet when it sent one home; and, for the detail line, the most of the
    row's cards ever home. ``("", "")`` when every row can finish."""
    from ..spider.rules import FOUNDATIONS
    row = min(range(4), key=lambda row: (found.limits[row], row))
    if found.limits[row] >= 26:
        return "", ""
    ace, king = FOUNDATIONS[row], FOUNDATIONS[row + 4]
    named = {"after": _after("spider", move), "ace": ace, "king": king, "count": found.limits[row]}
    bound = _("{after}, {ace} and {king} never hold more than {count} of their 26 cards.").format(**named)
    waits = [(name, words, cards) for name, words, cards in wanted_next("spider", found.best[row])
             if name in (ace, king)]
    cards = [card for _name, _words, wanted in waits for card in wanted]
    places = whereabouts(game, move, after, cards)
    if not (waits and places):
        return bound, ""
    said = [(_("{base} waits for {card}") if n == 0 else _("{base} for {card}")).format(base=name, card=words)
            for n, (name, words, _cards) in enumerate(waits)]
    wait = reduce(lambda first, second: _("{first} and {second}").format(first=first, second=second), said)
    # the player's idea first: the step the move took away, when it sent a card home
    parts = [_lost_step(game, move, cards),
             _("{after}, at best {waits}, and no line of play brings more of their cards home.")
             .format(after=named["after"], waits=wait), _listed(places)]
    if after.state.stock and _on_top_of_a_side(after, cards):
        parts.append(_capital(_("while the stock has cards, a side pile's card goes only to its own row's bases "
                                "(spider.9), and the next group covers it")) + ".")
    return " ".join(part for part in parts if part), bound


def _lost_step(game, move: str, cards) -> str:
    """When ``move`` sends a pile's card home that a pile card over one of ``cards`` could have stepped onto
    (one rank up or down in its suit, or round the corner), that step, in words; else ``""``."""
    source, _arrow, target = move.partition("→")
    if not target or target[0] not in "AK" or source[0] in "AK" or not game.cards(source):
        return ""
    sent, wanted = game.cards(source)[-1], set(cards)
    for place in game.place_names:
        lying = game.cards(place)
        if place == source or place[0] not in "TRBL" or len(lying) < 2:
            continue
        top, under = lying[-1], [depth for depth in range(len(lying) - 2, -1, -1) if lying[depth] in wanted]
        if under and top.suit == sent.suit and abs(top.rank - sent.rank) in (1, 12):
            named = {"move": move, "card": card_face(sent), "top": card_face(top), "place": place,
                     "wanted": card_face(lying[under[0]])}
            between = lying[under[0] + 1:-1]
            if not between:
                return _("{move} sends the {card} home, the card the {top} on {place}, over the {wanted}, could "
                         "step onto.").format(**named)
            # the top card is not right on the wanted card: say which cards cover it, not "over" alone
            return _("{move} sends the {card} home, the card the {top} on {place} could step onto (there the "
                     "{top} and the {between} cover the {wanted}).").format(
                between=", ".join(card_face(card) for card in between), **named)
    return ""


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
