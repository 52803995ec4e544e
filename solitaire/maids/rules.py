"""Twelve Sleeping Maids: one small function per rule sentence of play.

The places and the position are in :mod:`solitaire.maids.state`, the deal's sentences
(maids.5, 7, 8, 9) in :mod:`solitaire.maids.deal`. Each rule function is named for what its sentence says and carries the sentence id
(``maids.7`` .. ``maids.24``, see RULES.md). The pure move functions
:func:`legal_moves_of` and :func:`apply` are built from them; the game object is in
:mod:`solitaire.maids`, the error messages in :mod:`solitaire.maids.explain`.

>>> from solitaire.cards import dealing_order
>>> sides, packs, stock = lay_figure(dealing_order("maids", 1))
>>> len(sides), [len(pack) for pack in packs] == [4] * 12, len(stock)
(8, True, 48)
"""
from __future__ import annotations

from dataclasses import replace

from ..cards import Card, Suit
from ..moves import DEAL, Move
from ..rules import rule
from .deal import lay_figure, lay_next_round, lay_round, maids_deck  # noqa: F401  (the rules' names, from one place)
from .state import (ACE, FIGURE_SIZE, FOUNDATION_INDEX, FOUNDATIONS, JACK, KING, NEXT_LOWER,  # noqa: F401
                    PACK_INDEX, PACKS, PLACE_NAMES, PLAYS, QUEEN, ROUND_SIZE, ROUNDS, SIDE_COLUMNS, SIDE_INDEX,
                    MaidsState)

__all__ = [
    "MaidsState", "SIDE_COLUMNS", "PACKS", "FOUNDATIONS", "PLACE_NAMES", "legal_moves_of", "apply",
    "arc_places", "arc_place_for", "wanted_rule", "fits", "is_won", "is_lost",
    "JACK_RULES", "DEAL_RULES", "AFTER_FIRST_DEAL", "PLAYABLE_RULES",
]

# --- the arc (maids.10, 11, 13) -------------------------------------------------------

@rule("maids.11")
def wanted_on_prince(pile) -> tuple[int, Suit | None] | None:
    """As we read it, the arc is built down on the jacks, J, 10, ..., 2, A, then K, Q, without regard to suit.

    Returns what the foundation ``pile`` takes next: ``(rank, None)`` (any suit), or
    None when it ends with its queen. An empty place takes a jack.

    >>> from solitaire.cards import parse_cards
    >>> wanted_on_prince(()), wanted_on_prince(tuple(parse_cards("J♠ 10♥")))
    ((11, None), (9, None))
    >>> wanted_on_prince(tuple(parse_cards("J♠ 10♥ 9♣ 8♦ 7♠ 6♥ 5♣ 4♦ 3♠ 2♥ A♣")))  # a king on the ace
    (13, None)
    """
    if not pile:
        return (JACK, None)
    top = pile[-1]
    return None if top.rank == QUEEN else (NEXT_LOWER[top.rank], None)


@rule("maids.13", option="follow_suit")
def wanted_in_suit_on_prince(pile) -> tuple[int, Suit | None] | None:
    """Read the other way, the arc is built down on the jacks, each card in the suit of its jack («в масть», maids.13).

    Returns what the foundation ``pile`` takes next: ``(rank, suit)``, or None when it
    ends with its queen. An empty place takes a jack of any suit.

    >>> from solitaire.cards import parse_cards
    >>> rank, suit = wanted_in_suit_on_prince(tuple(parse_cards("J♠ 10♠")))
    >>> rank, str(suit)
    (9, '♠')
    """
    if not pile:
        return (JACK, None)
    top = pile[-1]
    return None if top.rank == QUEEN else (NEXT_LOWER[top.rank], top.suit)


def wanted_rule(state):
    """The rule function the game's ``follow_suit`` option chose (maids.11 or maids.13)."""
    return wanted_in_suit_on_prince if state.follow_suit else wanted_on_prince


def fits(wanted, card: Card) -> bool:
    """Whether ``card`` is what a foundation wants (``wanted`` from its rule function)."""
    return wanted is not None and wanted[0] == card.rank and wanted[1] in (None, card.suit)


@rule("maids.10")
def arc_places(state) -> dict:
    """As we read it, the arc's eight places fill from the left: a card goes to the leftmost place that takes it.

    maids.10 leaves room for 8 main (foundation) cards and says nothing of their order;
    which of several fitting places takes a card never matters (RULES.md).

    Returns ``{wanted: index}`` for the foundations that take a card, the leftmost one for
    each ``wanted``; only the first empty place takes a jack.
    """
    wanted = wanted_rule(state)
    places: dict = {}
    for index, pile in enumerate(state.arc):
        need = wanted(pile)
        if need is not None and need not in places:
            places[need] = index
        if not pile:  # places fill from the left: the others are empty too
            break
    return places


def arc_place_for(places: dict, card: Card) -> int | None:
    """The index of the foundation that takes ``card`` (see :func:`arc_places`), or None."""
    index = places.get((card.rank, None))
    return places.get((card.rank, card.suit)) if index is None else index


@rule("maids.11")
def is_won(state) -> bool:
    """The game is won when all eight families are gathered in the arc, each ending with its queen."""
    return all(len(pile) == 13 for pile in state.arc)


# --- waking the maids (maids.14, 15, 20, 21) ------------------------------------------

@rule("maids.14")
def first_prince_wakes_two(arc) -> int:
    """When the first jack is moved to the arc, two face-down packets are turned face up.

    Which two, and how, are our readings (:func:`turn_up`): the next face-down packets in
    the order M1, M2, …, M12, each turned over whole.
    """
    return 2 if not any(arc) else 0


@rule("maids.15", option="first_jack_from_stock")
def later_prince_wakes_one(arc, source: str) -> int:
    """As we read it, every later jack wakes one packet, and the first, wherever it comes from, two.

    How many packets a jack from ``source`` wakes. "The same is done later on" is read as
    carrying maids.14 on, so the first jack of the game wakes two packets even when it
    comes out of the stock (``first_jack_from_stock=2``, the default).
    """
    return first_prince_wakes_two(arc) or 1


@rule("maids.15", option="first_jack_from_stock")
def stock_prince_wakes_one(arc, source: str) -> int:
    """Read strictly, jacks out of the stock or out of a packet wake one packet each, even the first jack of the game.

    maids.15 read strictly (``first_jack_from_stock=1``): "that is, one packet is turned
    face up each time". Only a first jack from a side column wakes two (maids.14).
    """
    return 1 if source == "stock" else first_prince_wakes_two(arc) or 1


JACK_RULES = {2: later_prince_wakes_one, 1: stock_prince_wakes_one}
"""The rule function each value of the option ``first_jack_from_stock`` selects."""


def prince_sentence(state, source: str) -> str:
    """The sentence by which a jack going up from ``source`` wakes packets: what a move's message cites.

    maids.14 for the first jack of the game and, by its second clause («а при переносе каждого
    следующего валета - по одной пачке»), for a later jack from a side column; maids.15 for a
    later jack out of the stock or out of a packet («при выходе валетов из колоды или из пачки»).
    A first jack out of the stock cites maids.14 as we read «Так же» (it wakes two), maids.15 when
    the game reads that sentence strictly (``first_jack_from_stock=1``: it wakes one).
    """
    if source in SIDE_COLUMNS or (not any(state.arc) and state.first_jack_from_stock == 2):
        return first_prince_wakes_two.sentence_id
    return later_prince_wakes_one.sentence_id


@rule("maids.20")
def last_opened_pack(state) -> str | None:
    """When the top card of the last packet turned face up goes to the arc, the next packet is turned face up.

    Returns that packet, or None. We read it as the highest-numbered open one, next to the
    face-down ones in our waking order (maids.14, :func:`turn_up`).
    """
    return PACKS[state.opened - 1] if state.opened else None


@rule("maids.21")
def gives_waking_right(state, source: str) -> bool:
    """Cards that fit, taken from the other open packets, give no such right."""
    return source == last_opened_pack(state)


def packs_woken(state, source: str, card: Card) -> int:
    """How many packets wake when ``card`` goes from ``source`` to the arc.

    We read the jack rule (maids.14, 15) and the last-packet rule (maids.20) as adding up: a
    jack from the last opened packet wakes one packet for being a jack and one for its place.
    Read the other way, such a jack wakes one packet in all; no option plays that.
    """
    woken = JACK_RULES[state.first_jack_from_stock](state.arc, source) if card.rank == JACK else 0
    return woken + gives_waking_right(state, source)


def turn_up(packs: tuple, opened: int, count: int) -> tuple[tuple, int]:
    """Turn the next ``count`` face-down packets face up, each over whole: its round-1 card comes on top.

    Both are our readings of maids.14: a packet may also be read as turned up in place
    (round-4 card uppermost), and other waking orders (a snake, by columns, from the middle)
    fit maids.20 too. No option plays those.
    """
    now_open = min(len(PACKS), opened + count)
    return packs[:opened] + tuple(pack[::-1] for pack in packs[opened:now_open]) + packs[now_open:], now_open


# --- the side columns and the stock (maids.16, 17, 18, 23) ----------------------------

@rule("maids.16")
def refill_source(state) -> str | None:
    """As we read it, a freed side-column place is refilled at once: from the waste pile while it has cards, else the stock.

    Not when the player chooses, nor with the next card dealt (no option plays those).
    """
    if state.waste:
        return "waste"
    return "stock" if state.stock else None


@rule("maids.23")
def is_renewed(place: str) -> bool:
    """Emptied "sleeping maid" packets are not made up again: only the side columns are refilled."""
    return place in SIDE_INDEX


@rule("maids.17", option="deal_when")
def may_deal(state, has_play: bool) -> bool:
    """As we read it, the stock is dealt one card at a time whenever the player likes.

    The text has every possible move in the starting figure made first; we do not enforce
    it, since plays from the side columns and packets are never compulsory
    (``deal_when="any_time"``, the default). ``"no_play_first"`` plays the letter
    (:func:`may_deal_once_the_starting_figure_is_played`); ``"no_play"`` goes further, all
    game long (:func:`may_deal_once_nothing_fits`). ``has_play``: whether a playable card
    fits the arc (not needed here).
    """
    return bool(state.stock)


@rule("maids.17", option="deal_when")
def may_deal_once_nothing_fits(state, has_play: bool) -> bool:
    """Read strictly, the stock is dealt one card at a time only once every possible play is made.

    maids.13 ("they are moved") and maids.17 read as compulsory (``deal_when="no_play"``):
    ``deal`` is legal only while no playable card fits the arc (``has_play`` is False).
    Which fitting card goes first stays the player's choice. This goes further than the
    letter, which speaks of the starting figure only (``"no_play_first"``).
    """
    return bool(state.stock) and not has_play


@rule("maids.17", option="deal_when")
def may_deal_once_the_starting_figure_is_played(state, has_play: bool) -> bool:
    """Read to the letter, the first card is dealt only once every possible play in the starting figure is made.

    ``deal_when="no_play_first"``: until the first ``deal``, ``deal`` is legal only while no
    playable card fits the arc (``has_play`` is False); the first deal ends the starting
    figure, and from then on the position deals as ``"any_time"`` (:data:`AFTER_FIRST_DEAL`).
    A refill of a side column from the stock is not a deal.
    """
    return may_deal_once_nothing_fits(state, has_play)


DEAL_RULES = {"any_time": may_deal, "no_play": may_deal_once_nothing_fits,
              "no_play_first": may_deal_once_the_starting_figure_is_played}
"""The rule function each value of the option ``deal_when`` selects."""

AFTER_FIRST_DEAL = {"no_play_first": "any_time"}
"""The dealing rule in force once the first card is dealt, for a rule that holds only in the
starting figure (maids.17): a position's ``deal_when`` is the rule in force, so after the first
deal a ``"no_play_first"`` game plays exactly as one dealt with ``"any_time"``."""


@rule("maids.18")
def arc_place_for_dealt_card(state, card: Card) -> int | None:
    """As we read it, a dealt card that fits must go to the main row (a jack always fits); one that does not, to the waste.

    Returns the index of its foundation, or None for the waste pile. Unlike maids.13's
    «переносят», read as allowed, this plain present is read as compulsory: a dealt card
    must go somewhere at once. Read as a choice, a fitting card could go to the waste;
    no option plays that.
    """
    return arc_place_for(arc_places(state), card)


# --- what may be played (maids.4, 19, 22, 24) -----------------------------------------

@rule("maids.19", option="waste_playable")
def playable_cards(state) -> list[tuple[str, Card]]:
    """The playable cards are all the side-column cards and the top cards of the open packets.

    Returns ``(place, card)`` pairs in a stable order. We read this list as complete: the
    top of the waste pile is not among them (``waste_playable=False``, the default).
    """
    cards = [(SIDE_COLUMNS[index], card) for index, card in enumerate(state.sides) if card is not None]
    cards += [(PACKS[index], pack[-1]) for index, pack in enumerate(state.packs[:state.opened]) if pack]
    return cards


@rule("maids.19", option="waste_playable")
def playable_cards_and_waste_top(state) -> list[tuple[str, Card]]:
    """Read the other way, the top card of the waste pile is playable too, with the side-column cards and open packet tops.

    The reading ``waste_playable=True``, as many patiences of this family allow: the waste
    top goes to the arc only (``waste→F1``); playing it refills nothing and wakes nothing.
    """
    cards = playable_cards(state)
    if state.waste:
        cards.append(("waste", state.waste[-1]))
    return cards


PLAYABLE_RULES = {False: playable_cards, True: playable_cards_and_waste_top}
"""The rule function each value of the option ``waste_playable`` selects."""


@rule("maids.22")
def takes_played_cards(place: str) -> bool:
    """No moves of any kind are allowed between the side columns and the playable cards of the packets; as we read it, played cards go only to the arc.

    That they take no cards at all (no column to column, no packet to packet) we infer
    from the text's silence; it gives no rule for building on them, so no option plays it.
    """
    return place in FOUNDATION_INDEX


@rule("maids.4")
def may_redeal(state) -> bool:
    """There is no redeal."""
    return False


@rule("maids.24")
def is_lost(state) -> bool:
    """The patience is played in one round; as we read it, when no card can be dealt or played, it is lost.

    That is, the stock is used up and no playable card fits the arc (with
    ``deal_when="no_play"`` a card that fits is always played before the next deal).
    """
    return not is_won(state) and not legal_moves_of(state)


# --- the pure move functions ----------------------------------------------------------

def legal_moves_of(state) -> list[Move]:
    """Every legal move: side columns L1..L4 R1..R4, then open packets M1.., then the waste
    (``waste_playable``), then ``deal``."""
    places = arc_places(state)
    moves = []
    for source, card in PLAYABLE_RULES[state.waste_playable](state):
        index = arc_place_for(places, card)
        if index is not None:
            moves.append(PLAYS[source][index])
    if DEAL_RULES[state.deal_when](state, bool(moves)):
        moves.append(DEAL)
    return moves


def _put_on_arc(arc: tuple, index: int, card: Card) -> tuple:
    return arc[:index] + (arc[index] + (card,),) + arc[index + 1:]


def apply(state, move: Move):
    """The position after a legal ``move`` (pure; the move is not checked)."""
    sides, packs, opened, waste, stock = state.sides, state.packs, state.opened, state.waste, state.stock
    if move.source == "deal":
        if state.deal_when in AFTER_FIRST_DEAL:  # the starting figure is over (maids.17)
            state = replace(state, deal_when=AFTER_FIRST_DEAL[state.deal_when])
        card, stock = stock[-1], stock[:-1]
        index = arc_place_for_dealt_card(state, card)
        if index is None:
            return state.moved(sides, packs, opened, state.arc, waste + (card,), stock)
        woken = packs_woken(state, "stock", card)
    else:
        source = move.source
        index = FOUNDATION_INDEX[move.target]
        if source in SIDE_INDEX:
            position = SIDE_INDEX[source]
            card = sides[position]
            refill = None
            where = refill_source(state) if is_renewed(source) else None
            if where == "waste":
                refill, waste = waste[-1], waste[:-1]
            elif where == "stock":
                refill, stock = stock[-1], stock[:-1]
            sides = sides[:position] + (refill,) + sides[position + 1:]
        elif source == "waste":  # only with waste_playable: it refills nothing
            card, waste = waste[-1], waste[:-1]
        else:
            position = PACK_INDEX[source]
            pack = packs[position]
            card = pack[-1]
            packs = packs[:position] + (pack[:-1],) + packs[position + 1:]
        woken = packs_woken(state, source, card)
    if woken:
        packs, opened = turn_up(packs, opened, woken)
    return state.moved(sides, packs, opened, _put_on_arc(state.arc, index, card), waste, stock)
