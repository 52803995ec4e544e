"""Why a Maids move loses, in the Maids' own terms: the first rank of the arc's order that never
gets all eight home and where its cards lie; or, from a look at the position alone, that nothing at
hand fits the arc and where the nearest card it wants lies."""
from __future__ import annotations

from ..cards import Card, Suit, card_face, rank_face
from ..languages import N_, translator
from ..maids.progress import ARC_ORDER
from ..maids.rules import PACKS, arc_places, legal_moves_of
from .clauses import after_words, of_eight_count, right_after, under_count, whereabouts
from .reach import Reach

__all__ = ["stuck", "at_a_glance", "deal_look", "buried_reason", "RANK_NAMES"]

_ = translator("board")


def deal_look(count: int) -> str:
    """The detail line's look after a deal (a Maids deal deals one card), its placeholders unfilled."""
    return _.ngettext("A look at every one of the {count} positions reachable after dealing the next card "
                      "finds none with more than {home} of {total} cards home.",
                      "A look at every one of the {count} positions reachable after dealing the next card "
                      "finds none with more than {home} of {total} cards home.", count)


def at_a_glance(after) -> str:
    """A reason from the position after the move alone (nothing at hand fits), or ``""``."""
    return buried_reason(after.state).strip()


#: The ranks as a count of eight names them ("at most 7 of the eight jacks"): Ukrainian and Russian
#: take the genitive plural there («з восьми валетів», «из восьми валетов»), a word of its own per rank,
#: so that nothing in the sentence agrees with a rank it cannot see.
RANK_NAMES = {1: N_("aces"), 2: N_("twos"), 3: N_("threes"), 4: N_("fours"), 5: N_("fives"), 6: N_("sixes"),
              7: N_("sevens"), 8: N_("eights"), 9: N_("nines"), 10: N_("tens"), 11: N_("jacks"),
              12: N_("queens"), 13: N_("kings")}


def stuck(game, move: str, after, found: Reach) -> tuple[str, str]:
    """The first rank of the arc's order that never gets all eight home, and where its cards lie
    (and no detail of its own: ``(reason, "")``); ``("", "")`` when every rank can."""
    for at, rank in enumerate(ARC_ORDER):
        if found.limits[at] < 8:
            count = found.limits[at]
            # TRANSLATORS: {ranks} is a rank's name as a count of eight takes it: "jacks" (uk «валетів»).
            opening = _.ngettext("{after}, at most {count} of the eight {ranks} ever reaches the arc, and every "
                                 "family needs one.",
                                 "{after}, at most {count} of the eight {ranks} ever reach the arc, and every "
                                 "family needs one.", count).format(
                after=after_words("maids", move), count=of_eight_count(count), ranks=_(RANK_NAMES[rank]))
            places = whereabouts(game, move, after, [Card(rank, suit) for suit in Suit])
            return (f"{opening} {right_after('maids', move, places)}" if places else opening), ""
    return "", ""


def _where(state, card) -> list[tuple[int, str]]:
    """Each copy of ``card`` as (how deep it lies, where, in words), for a Maids position."""
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
                                 .format(count=under_count(depth))))
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
        place=place, count=under_count(depth))


def buried_reason(state) -> str:
    """A Maids position's reason from a look at it alone: nothing at hand fits, and where the
    nearest card the arc wants lies. Empty when a playable card fits the arc."""
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
