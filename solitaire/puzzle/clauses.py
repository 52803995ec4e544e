"""The clauses a puzzle's reason is made of: where each copy of a card lies right after a move, and
what the move does to it ("the deal covers the J♠ on top of R2", "the 7♥ lies in R2 under 2 cards"),
listed nearest first under "Right after L4→K3:"; and how a reason opens ("After the deal", each game
saying its deal in its own word: the catalog's context is the game's name).

Every count is taken in the position the sentence names, right after the move ("the 4♣ lies in L4
under 3 cards" once the J♣ on it has gone; "under 8 cards, the top one from the deal"); a card the
board does not show is said to be hidden ("lies hidden in M7", "asleep in M8", "in the stock").
"""
from __future__ import annotations

from ..cards import card_face
from ..languages import NP_, grouped, translator

__all__ = ["grouped", "whereabouts", "after_words", "listed", "right_after", "capital", "FOUNDATION_LETTERS", "NAMED"]

_ = translator("board")

#: Each game's deal as the subject of a clause and as a reason's opening: Russian deals a Spider group
#: («раздача») and a Maids card («сдача») in two words. Marked here in each game's context and looked
#: up with the game's name (a literal in that call would be extracted again without its context).
_DEAL_WORDS = (NP_("spider", "the deal"), NP_("maids", "the deal"),
               NP_("spider", "After the deal"), NP_("maids", "After the deal"),
               NP_("spider", "Right after the deal: {places}"), NP_("maids", "Right after the deal: {places}"))
_THE_DEAL, _AFTER_THE_DEAL, _RIGHT_AFTER_THE_DEAL = _DEAL_WORDS[0], _DEAL_WORDS[2], _DEAL_WORDS[4]

#: Counts a sentence says in words in Ukrainian and Russian, in the case its preposition asks for, each marked in
#: its context (the catalogs read literals only); English keeps the figure (it has no catalog). How many cards lie
#: over a card, after "under": «под двумя картами», «під двома картами» (native reader ru 28); how many of a rank's
#: eight, after "at most", from two (one would agree with the rank's gender): «не больше семи из восьми» (ru 29).
_UNDER = "how many cards over a card, after 'under'"
_UNDER_COUNTS = dict(enumerate((
    NP_("how many cards over a card, after 'under'", "1"), NP_("how many cards over a card, after 'under'", "2"),
    NP_("how many cards over a card, after 'under'", "3"), NP_("how many cards over a card, after 'under'", "4"),
    NP_("how many cards over a card, after 'under'", "5"), NP_("how many cards over a card, after 'under'", "6"),
    NP_("how many cards over a card, after 'under'", "7"), NP_("how many cards over a card, after 'under'", "8"),
    NP_("how many cards over a card, after 'under'", "9"), NP_("how many cards over a card, after 'under'", "10"),
), start=1))
_OF_EIGHT = "how many of the eight, after 'at most'"
_OF_EIGHT_COUNTS = dict(enumerate((
    NP_("how many of the eight, after 'at most'", "2"), NP_("how many of the eight, after 'at most'", "3"),
    NP_("how many of the eight, after 'at most'", "4"), NP_("how many of the eight, after 'at most'", "5"),
    NP_("how many of the eight, after 'at most'", "6"), NP_("how many of the eight, after 'at most'", "7"),
), start=2))


def _count_said(context: str, counts: dict, count: int) -> str:
    """``count`` as the language says it where ``context`` puts it, a figure where the catalog marks no word."""
    return _.pgettext(context, counts[count]) if count in counts else str(count)


def under_count(count: int) -> str:
    """``count`` after "under" ("under {count} cards"): ``2``; «двумя»."""
    return _count_said(_UNDER, _UNDER_COUNTS, count)


def of_eight_count(count: int) -> str:
    """``count`` of a rank's eight cards, after "at most": ``7``; «семи»."""
    return _count_said(_OF_EIGHT, _OF_EIGHT_COUNTS, count)


#: The first letter of a foundation's name: Maids' arc F1..F8, Spider's bases A1..A4 K1..K4.
FOUNDATION_LETTERS = "FAK"
#: How many places of the wanted cards a reason names when it cannot name them all (one more is named
#: rather than counted: "and one other card" says less than the card itself).
NAMED = 3



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
        clauses = [(_nearness(new or old), _fate(game.game_name, move, old, new)) for old, new in pairs]
        said += _the_other_copy(game.game_name, move, pairs, clauses)
    return sorted(said, key=lambda item: item[0])


def _the_other_copy(game_name: str, move: str, pairs: list, clauses: list) -> list:
    """Two copies of one card: the one farther from play is "the other 7♥" wherever it lies (a pile, the
    waste, a packet, the stock), so a reason never says "the J♥ lies hidden in M7 under 2 cards; the J♥ is
    still in the stock", as if one card lay in two places. A clause that says what the move does to the copy
    ("the deal puts the 6♠ on L3") names it by that."""
    if len(pairs) != 2:
        return clauses
    deeper = 1 if clauses[1][0] >= clauses[0][0] else 0   # on a tie the second, which a reason names second
    clauses[deeper] = (clauses[deeper][0], _fate(game_name, move, *pairs[deeper], other=True))
    return clauses


#: How far from play a card in the stock or asleep in a Maids packet counts, for the order of a reason's clauses.
_STOCK_DEPTH, _ASLEEP_DEPTH = 200, 100


def _nearness(spot: tuple) -> int:
    place, depth, _card, hidden = spot
    return depth + (_STOCK_DEPTH if place == "stock" else _ASLEEP_DEPTH if hidden == "asleep" else 0)


def _copies(game, cards) -> list[tuple[str, int, object, str]]:
    """``(place, depth, card, hidden)`` of every copy of ``cards`` off the foundations of ``game``; the
    stock's depth counts from the card dealt next, a Maids packet still asleep sorts after the rest.
    ``hidden`` is "asleep" (a sleeping packet), "covered" (under an awake packet's top card: a Maids
    packet, turned face up whole, shows only its top card) or "" (the board shows it, or showed it: the waste)."""
    wanted, state, found, kind = set(cards), game.state, [], type(game)
    face_down = getattr(kind, "face_down", lambda state, place: False)
    for place in kind.place_names:
        if place[0] in FOUNDATION_LETTERS and place[1:].isdigit():
            continue
        lying = kind.cards_at(state, place)
        # the game's own hooks say what the board shows: a fanned pile, the waste (seen) and the stock
        # (counted apart) show every card; any other place (a Maids packet) only its top one
        asleep = place != "stock" and face_down(state, place)
        shows_all = place in kind.fanned_places or place in ("waste", "stock")
        for depth, card in enumerate(reversed(lying)):
            if card in wanted:
                hidden = "asleep" if asleep else "covered" if depth > 0 and not shows_all else ""
                found.append((place, depth, card, hidden))
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
    if move == "deal":
        return _.pgettext(game_name, _THE_DEAL)
    # TRANSLATORS: the move as the subject of a clause ("L2→A3 covers the 7♥ on R2"): Ukrainian «хід {move}».
    return _.pgettext("a move that does something", "{move}").format(move=move)


def _fate(game_name: str, move: str, old: tuple, new: tuple | None, other: bool = False) -> str:
    """One copy's clause: where it lies right after the move, and what the move does to it (a count
    before the move is said only with what the move adds to it). ``other``: the card's second copy, "the
    other 7♥", where the clause says where it lies."""
    place, depth, card, hidden = old
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
        return _under_the_top_one(place, depth + 1, face, mover, other)
    if new is not None and new[1] == 0 < depth and new[0] == place != "stock":
        return (_("{mover} leaves the {card} on top of the waste") if place == "waste" else
                _("{mover} uncovers the {card} on {place}")).format(mover=mover, card=face, place=place)
    if new is not None and new[0] == place != "stock":   # the count right after the move
        return _lies(place, new[1], face, new[3], other)
    return _lies(place, depth, face, hidden, other)


def _under_the_top_one(place: str, count: int, face: str, mover: str, other: bool) -> str:
    """"the 7♥ lies in R2 under 2 cards, the top one from the deal": a card the move has just covered."""
    # TRANSLATORS: {count} is 2 or more: the cards over the {card} once {mover} has put one more there.
    if other:
        text = (_.ngettext("the other {card} lies in the waste under {count} card, the top one from {mover}",
                           "the other {card} lies in the waste under {count} cards, the top one from {mover}", count)
                if place == "waste" else
                _.ngettext("the other {card} lies in {place} under {count} card, the top one from {mover}",
                           "the other {card} lies in {place} under {count} cards, the top one from {mover}", count))
    else:
        text = (_.ngettext("the {card} lies in the waste under {count} card, the top one from {mover}",
                           "the {card} lies in the waste under {count} cards, the top one from {mover}", count)
                if place == "waste" else
                _.ngettext("the {card} lies in {place} under {count} card, the top one from {mover}",
                           "the {card} lies in {place} under {count} cards, the top one from {mover}", count))
    return text.format(card=face, place=place, count=under_count(count), mover=mover)


def _lies(place: str, depth: int, face: str, hidden: str, other: bool = False) -> str:
    """Where a card lies, as a clause: "the 7♥ lies in R2 under 2 cards", "the J♥ lies hidden in M7
    under 2 cards": a card the board does not show is said to be hidden (a woken Maids packet lies face up,
    but shows only its top card). ``other``: the second copy of a card the reason names, "the other J♥"."""
    if place == "stock":
        text = _("the other {card} is still in the stock") if other else _("the {card} is still in the stock")
    elif hidden == "asleep":
        text = _("the other {card} is asleep in {place}") if other else _("the {card} is asleep in {place}")
    elif hidden:
        text = (_.ngettext("the other {card} lies hidden in {place} under {count} card",
                           "the other {card} lies hidden in {place} under {count} cards", depth) if other else
                _.ngettext("the {card} lies hidden in {place} under {count} card",
                           "the {card} lies hidden in {place} under {count} cards", depth))
    elif depth == 0:
        text = ((_("the other {card} is on top of the waste") if other else _("the {card} is on top of the waste"))
                if place == "waste" else
                _("the other {card} is on top of {place}") if other else _("the {card} is on top of {place}"))
    elif place == "waste":
        text = (_.ngettext("the other {card} lies in the waste under {count} card",
                           "the other {card} lies in the waste under {count} cards", depth) if other else
                _.ngettext("the {card} lies in the waste under {count} card",
                           "the {card} lies in the waste under {count} cards", depth))
    else:
        text = (_.ngettext("the other {card} lies in {place} under {count} card",
                           "the other {card} lies in {place} under {count} cards", depth) if other else
                _.ngettext("the {card} lies in {place} under {count} card",
                           "the {card} lies in {place} under {count} cards", depth))
    return text.format(card=face, place=place, count=under_count(depth))


def after_words(game_name: str, move: str) -> str:
    """"After the deal", "After L2→A3": how a reason opens."""
    if move == "deal":
        return _.pgettext(game_name, _AFTER_THE_DEAL)
    return _("After {move}").format(move=move)


def listed(clauses: list) -> str:
    """The clauses as one sentence, nearest first; past :data:`NAMED` of them the rest are counted."""
    return capital(_joined(clauses)) + "."


def _joined(clauses: list) -> str:
    shown = [text for _depth, text in clauses[:NAMED if len(clauses) > NAMED + 1 else NAMED + 1]]
    more = len(clauses) - len(shown)
    if more:
        shown.append(_.ngettext("and {count} other card lies no nearer to play",
                                "and {count} other cards lie no nearer to play", more).format(count=more))
    return "; ".join(shown)


def right_after(game_name: str, move: str, clauses: list) -> str:
    """The clauses as one sentence in the position they describe: "Right after L4→K3: the 4♣ lies in
    L4 under 3 cards; …" (a reader took bare counts for the best position the sentence before names)."""
    places = _joined(clauses) + "."
    if move == "deal":
        return _.pgettext(game_name, _RIGHT_AFTER_THE_DEAL).format(places=places)
    return _("Right after {move}: {places}").format(move=move, places=places)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]
