"""Why a Spider move loses, in Spider's own terms: the row whose bases hold the fewest cards ever,
what those bases wait for and where those cards lie, with the step the move took from a pile card
when it sent a card home."""
from __future__ import annotations

from functools import reduce

from ..cards import card_face
from ..languages import translator
from ..spider.progress import wanted_next
from ..spider.rules import FOUNDATIONS
from .clauses import after_words, capital, right_after, whereabouts
from .reach import Reach

__all__ = ["stuck", "at_a_glance", "deal_look"]

_ = translator("board")


def deal_look(count: int) -> str:
    """The detail line's look after a deal (a Spider deal deals a group), its placeholders unfilled."""
    return _.ngettext("A look at every one of the {count} positions reachable after dealing the next group "
                      "finds none with more than {home} of {total} cards home.",
                      "A look at every one of the {count} positions reachable after dealing the next group "
                      "finds none with more than {home} of {total} cards home.", count)


def at_a_glance(after) -> str:
    """A reason from the position after the move alone: none that Spider's board says at once."""
    return ""


def _wanted_words(state, bases) -> list[tuple[str, str, list]]:
    """What each of ``bases`` takes next in ``state``: ``(base, the card in words, [the card])``."""
    return [(name, (_("an {card}") if card.rank in (1, 8) else _("a {card}")).format(card=card_face(card)), [card])
            for name, card in wanted_next(state) if name in bases]


def stuck(game, move: str, after, found: Reach) -> tuple[str, str]:
    """Spider: the row with the fewest cards ever home, what its bases wait for and where those cards lie
    (two bases that wait for the same card meet there: both copies are named); and, for the detail line, the
    most of the row's cards ever home. ``("", "")`` when every row can finish."""
    row = min(range(4), key=lambda row: (found.limits[row], row))
    if found.limits[row] >= 26:
        return "", ""
    ace, king = FOUNDATIONS[row], FOUNDATIONS[row + 4]
    named = {"after": after_words("spider", move), "ace": ace, "king": king, "count": found.limits[row]}
    bound = _("{after}, {ace} and {king} never hold more than {count} of their 26 cards.").format(**named)
    waits = _wanted_words(found.best[row], (ace, king))
    cards = [card for _name, _words, wanted in waits for card in wanted]
    places = whereabouts(game, move, after, cards)
    if not (waits and places):
        return bound, ""
    wait = _waits_words(waits)
    # (no "the step it took away": spider-12's "the card the 5♣ on R2 could step onto" pointed a native
    # reader to R2→L2, which loses too; a reason says what cannot be, never a move to play instead)
    parts = [_("{after}, at best {waits}, and no line of play brings more of their cards home.")
             .format(after=named["after"], waits=wait), right_after("spider", move, places)]
    side = _on_top_of_a_side(after, cards) if after.state.stock else None
    if side:   # the card said by name: "a side pile's card" alone left a native reader asking which
        parts.append(capital(_("while the stock has cards, the {card} on {place}, a side pile's card, goes only to "
                                "its own row's bases (spider.9, spider.10), and the next group covers it")).format(
            card=card_face(side[0]), place=side[1]) + ".")
    return " ".join(part for part in parts if part), bound


def _waits_words(waits: list) -> str:
    """"A2 waits for the 8♥ and K2 for the 6♥"; two bases waiting for the same card are said once ("A2 and
    K2 both wait for an 8♥": «Б2 застрягне перед 8♥, а Б6 — перед 8♥» read as a slip to a native reader)."""
    if len(waits) == 2 and waits[0][1] == waits[1][1]:
        return _("{base} and {other} both wait for {card}").format(base=waits[0][0], other=waits[1][0],
                                                                   card=waits[0][1])
    said = [(_("{base} waits for {card}") if n == 0 else _("{base} for {card}")).format(base=name, card=words)
            for n, (name, words, _cards) in enumerate(waits)]
    return reduce(lambda first, second: _("{first} and {second}").format(first=first, second=second), said)


def _on_top_of_a_side(game, cards) -> tuple | None:
    """The first of ``cards`` lying on top of a side pile (L1..L4, R1..R4) of ``game``, with that pile; else None."""
    wanted = set(cards)
    return next(((game.cards(place)[-1], place) for place in game.place_names
                 if place[0] in "LR" and game.cards(place)[-1:] and game.cards(place)[-1] in wanted), None)
