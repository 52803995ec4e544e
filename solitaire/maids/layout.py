"""Twelve Sleeping Maids from a position by name: ``Maids.from_layout(layout, opened=0)``.

A layout maps place names to their cards bottom to top, as ``game.cards(place)`` gives
them: ``L1..L4``, ``R1..R4`` (one card each at most), ``M1..M12`` (an open packet with
its top card last; a sleeping packet with its round-1 card first, as dealt), ``F1..F8``
(from the jack up), ``waste`` (top last), ``stock`` (the next card last). Cards named
nowhere go to the stock, dealt in canonical order (the first of
:func:`~solitaire.cards.two_decks` first), unless ``"stock"`` is given.

What the rules make impossible, and is refused (a :class:`LayoutError` naming the
place and the card):

- a card placed more often than the two decks hold it, or left out when the stock is given;
- more than one card on a side column, more than four in a packet (maids.9);
- a foundation that is not a jack and then one rank lower each (maids.11), or not in
  the jack's suit with ``follow_suit`` (maids.13), or longer than the queen;
- a foundation after an empty one: the arc fills from the left (maids.10);
- ``opened`` outside 0..12, or not what the jacks on the arc forced: no packet wakes
  before the first jack, which wakes two (maids.14) and every later one one more
  (maids.15); and at most one more per card on the arc (maids.20);
- a sleeping packet (``M{opened+1}`` on) that has lost some of its four cards: cards
  leave a packet only once it is open. A sleeping packet may be left out (empty), so a
  lesson names only the packets it needs.

Sizes are not checked otherwise (a lesson may leave 90 cards in the stock).

>>> from solitaire.maids import Maids
>>> game = Maids.from_layout({"L1": ["J♠"], "F1": ["J♥", "10♣"], "M1": ["3♥", "Q♠", "7♦", "8♣"],
...                           "waste": ["2♦"]}, opened=2)
>>> game.legal_moves()
<legal moves: L1→F2, deal>
>>> Maids.from_layout({"F1": ["J♥", "9♣"]})
Traceback (most recent call last):
...
solitaire.layout.LayoutError: F1: the 9♣ does not go on the J♥, which takes a 10 (maids.11)
"""
from __future__ import annotations

from ..cards import card_face, quoted
from ..languages import N_, translator
from ..layout import LayoutError, cards_left, layout_record, missing_error, read_layout
from .rules import (
    FOUNDATIONS, PACKS, PLACE_NAMES, ROUNDS, SIDE_COLUMNS, MaidsState, fits, maids_deck,
    wanted_in_suit_on_prince, wanted_on_prince,
)

__all__ = ["maids_layout_state", "layout_of"]

_ = translator("engine")

#: The picture ranks and the ace as "which takes a ..." names them (in Ukrainian and Russian
#: in the accusative: туза, валета, даму, короля).
_RANK_WORDS = {1: N_("ace"), 11: N_("jack"), 12: N_("queen"), 13: N_("king")}


def _check_foundation(name: str, pile: tuple, follow_suit: bool) -> None:
    wanted = wanted_in_suit_on_prince if follow_suit else wanted_on_prince
    rule = "maids.13" if follow_suit else "maids.11"
    for height, card in enumerate(pile):
        need = wanted(pile[:height])
        if need is None:
            raise LayoutError(_("{place}: the {card} cannot follow the queen, which ends a foundation ({rule})")
                              .format(place=name, card=card_face(card), rule=rule))
        if not fits(need, card):
            if height == 0:
                raise LayoutError(_("{place}: a foundation starts with a jack, not the {card} (maids.11)")
                                  .format(place=name, card=card_face(card)))
            message = (_("{place}: the {card} does not go on the {under}, which takes a {rank} ({rule})")
                       if need[1] is None else
                       _("{place}: the {card} does not go on the {under}, which takes a {rank} of {suit} ({rule})"))
            raise LayoutError(message.format(place=name, card=card_face(card), under=card_face(pile[height - 1]),
                                             rank=_rank(need[0]), suit=need[1], rule=rule))


def _rank(rank: int) -> str:
    return _(_RANK_WORDS[rank]) if rank in _RANK_WORDS else str(rank)


def _check_arc(arc: tuple, follow_suit: bool) -> None:
    for index, pile in enumerate(arc):
        _check_foundation(FOUNDATIONS[index], pile, follow_suit)
        if pile and index and not arc[index - 1]:
            raise LayoutError(_("{place} is started while {before} is empty: the arc fills from the left (maids.10)")
                              .format(place=FOUNDATIONS[index], before=FOUNDATIONS[index - 1]))


def _check_opened(opened, arc: tuple) -> None:
    if isinstance(opened, bool) or not isinstance(opened, int) or not 0 <= opened <= len(PACKS):
        raise LayoutError(_("opened must be how many packets are awake, 0..{most}, not {value}")
                          .format(most=len(PACKS), value=quoted(opened)))
    jacks = sum(1 for pile in arc if pile)
    by_jacks = min(len(PACKS), jacks + 1) if jacks else 0
    most = min(len(PACKS), by_jacks + sum(len(pile) for pile in arc))
    if opened < by_jacks:
        raise LayoutError(_.ngettext(
            "opened={opened}, but the {jacks} jack on the arc woke {woken} packets: the first jack wakes two "
            "(maids.14), each later one one more (maids.15)",
            "opened={opened}, but the {jacks} jacks on the arc woke {woken} packets: the first jack wakes two "
            "(maids.14), each later one one more (maids.15)", jacks).format(opened=opened, jacks=jacks, woken=by_jacks))
    if opened > most:
        reason = (_("no packet wakes before the first jack goes to the arc (maids.14)") if not jacks else
                  _("its {jacks} jack(s) and {others} other card(s) wake at most {most} (maids.20)")
                  .format(jacks=jacks, others=most - by_jacks, most=most))
        raise LayoutError(_("opened={opened} packets cannot be awake with this arc: {reason}")
                          .format(opened=opened, reason=reason))


def _check_sizes(placed: dict, opened: int) -> None:
    for name in SIDE_COLUMNS:
        if len(placed.get(name, ())) > 1:
            raise LayoutError(_("{place} holds one card at most, not {count} (maids.9)")
                              .format(place=name, count=len(placed[name])))
    for index, name in enumerate(PACKS):
        size = len(placed.get(name, ()))
        if size > ROUNDS:
            raise LayoutError(_("{place} holds four cards at most, not {count} (maids.9)").format(place=name, count=size))
        if index >= opened and 0 < size < ROUNDS:
            raise LayoutError(_("{place} still sleeps (opened={opened}), so it has all four of its cards, not {count}: "
                                "cards leave a packet only once it is awake (maids.19)")
                              .format(place=name, opened=opened, count=size))


def maids_layout_state(layout, opened: int, settings: dict) -> tuple[MaidsState, dict]:
    """The checked position of ``layout`` under the game's checked options ``settings``
    (every one of them goes into the state, as ``Maids.initial_state`` puts them), and
    its record for saves; see the module docstring."""
    placed = read_layout(layout, PLACE_NAMES, N_("Twelve Sleeping Maids"))
    spare = cards_left(placed, maids_deck(), N_("Twelve Sleeping Maids"))
    if "stock" in placed and spare:
        raise missing_error(spare)
    if "stock" not in placed:
        placed["stock"] = tuple(reversed(spare))  # the next card last: the first spare card is dealt first
    arc = tuple(placed.get(name, ()) for name in FOUNDATIONS)
    _check_arc(arc, settings["follow_suit"])
    _check_opened(opened, arc)
    _check_sizes(placed, opened)
    sides = tuple(placed[name][0] if placed.get(name) else None for name in SIDE_COLUMNS)
    packs = tuple(placed.get(name, ()) for name in PACKS)
    state = MaidsState(sides, packs, opened, arc, placed.get("waste", ()), placed["stock"], **settings)
    return state, layout_record(placed, PLACE_NAMES, opened=opened)


def layout_of(game_or_state) -> dict:
    """The layout of a position, ``{place: [card texts]}``, that ``from_layout`` reads back
    (with ``opened=state.opened``); empty places are left out.

    >>> from solitaire.maids import Maids
    >>> game = Maids(deal=1)
    >>> again = Maids.from_layout(layout_of(game), opened=game.state.opened)
    >>> again.state == game.state
    True
    """
    state = getattr(game_or_state, "state", game_or_state)
    places = {name: () if card is None else (card,) for name, card in zip(SIDE_COLUMNS, state.sides)}
    places.update(zip(PACKS, state.packs))
    places.update(zip(FOUNDATIONS, state.arc))
    places.update(waste=state.waste, stock=state.stock)
    return {name: [str(card) for card in places[name]] for name in PLACE_NAMES if places[name]}
