"""Twelve Sleeping Maids: the position, and one small function per rule sentence.

Each rule function is named for what its sentence says and carries the sentence id
(``maids.7`` .. ``maids.24``, see RULES.md). The pure move functions
:func:`legal_moves_of` and :func:`apply` are built from them; the game object is in
:mod:`solitaire.maids`, the error messages in :mod:`solitaire.maids.explain`.

>>> from solitaire.cards import dealing_order
>>> sides, packs, stock = lay_figure(dealing_order("maids", 1))
>>> len(sides), [len(pack) for pack in packs] == [4] * 12, len(stock)
(8, True, 48)
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, Suit, two_decks
from ..moves import DEAL, Move
from ..rules import rule

__all__ = [
    "MaidsState", "SIDE_COLUMNS", "PACKS", "FOUNDATIONS", "PLACE_NAMES", "legal_moves_of", "apply",
    "arc_places", "arc_place_for", "wanted_rule", "fits", "is_won", "is_lost",
]

SIDE_COLUMNS = ("L1", "L2", "L3", "L4", "R1", "R2", "R3", "R4")
PACKS = tuple(f"M{number}" for number in range(1, 13))
FOUNDATIONS = tuple(f"F{number}" for number in range(1, 9))
PLACE_NAMES = SIDE_COLUMNS + PACKS + FOUNDATIONS + ("waste", "stock")

ACE, JACK, QUEEN, KING = 1, 11, 12, 13
ROUNDS = 4
ROUND_SIZE = 1 + len(PACKS) + 1            # left card, twelve maids, right card
FIGURE_SIZE = ROUNDS * ROUND_SIZE          # 56 cards; the other 48 are the stock
NEXT_LOWER = {JACK: 10, **{rank: rank - 1 for rank in range(2, 11)}, ACE: KING, KING: QUEEN}

SIDE_INDEX = {name: index for index, name in enumerate(SIDE_COLUMNS)}
PACK_INDEX = {name: index for index, name in enumerate(PACKS)}
FOUNDATION_INDEX = {name: index for index, name in enumerate(FOUNDATIONS)}
# Every play move exists once, so legal_moves_of builds no Move objects.
PLAYS = {source: tuple(Move(source, target) for target in FOUNDATIONS) for source in SIDE_COLUMNS + PACKS}


@dataclass(frozen=True, slots=True)
class MaidsState:
    """A position of Twelve Sleeping Maids: immutable, hashable, compared by value.

    - ``sides``: the cards of ``L1..L4, R1..R4`` (``None`` for an empty place)
    - ``packs``: ``M1..M12``, each bottom to top as it lies (a closed pack: its round-1
      card first; an open pack was turned over whole, so its round-1 card is on top)
    - ``opened``: packs ``M1..M{opened}`` are face up, the others still sleep
    - ``arc``: the foundations ``F1..F8``, each from its jack up to its top card
    - ``waste``: bottom to top; ``stock``: the next card last
    - ``follow_suit``: the option the game was dealt with
    """

    sides: tuple
    packs: tuple
    opened: int
    arc: tuple
    waste: tuple
    stock: tuple
    follow_suit: bool = False


# --- the deal (maids.5, 7, 8, 9) ------------------------------------------------------

@rule("maids.5")
def maids_deck() -> list[Card]:
    """This patience uses 104 cards: two full packs of 52."""
    return two_decks()


@rule("maids.7")
def lay_round(cards) -> tuple[Card, tuple[Card, ...], Card]:
    """One card face up on the left, then twelve cards face down in the middle, then one card face up on the right."""
    return cards[0], tuple(cards[1:1 + len(PACKS)]), cards[ROUND_SIZE - 1]


@rule("maids.8")
def lay_next_round(figure, cards):
    """Each next round goes below the face-up cards on the left and right, and onto the closed cards in the middle."""
    left, packs, right = figure
    left_card, maids, right_card = lay_round(cards)
    return left + (left_card,), tuple(pack + (maid,) for pack, maid in zip(packs, maids)), right + (right_card,)


@rule("maids.9")
def lay_figure(order):
    """This is done four times: twelve closed packs of four in the middle, four face-up cards left and right.

    Returns the side cards (``L1..L4, R1..R4``), the packs (round-1 card first) and the
    stock (the other 48 cards, the next one last: ``order[56]`` is dealt first).
    """
    figure = ((), ((),) * len(PACKS), ())
    for start in range(0, FIGURE_SIZE, ROUND_SIZE):
        figure = lay_next_round(figure, order[start:start + ROUND_SIZE])
    left, packs, right = figure
    return left + right, packs, tuple(reversed(order[FIGURE_SIZE:]))


# --- the arc (maids.10, 11, 13) -------------------------------------------------------

@rule("maids.11")
def wanted_on_prince(pile) -> tuple[int, Suit | None] | None:
    """The arc is built down on the jacks, J, 10, ..., 2, A, K, Q, without regard to suit.

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
    """The arc is built down on the jacks, J, 10, ..., 2, A, K, Q, each card in the suit of its jack.

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
    """The arc has eight places, filled from the left: a card goes to the leftmost place that takes it.

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
    """When the first jack goes to the arc, two closed packs are turned face up."""
    return 2 if not any(arc) else 0


@rule("maids.15")
def later_prince_wakes_one(arc) -> int:
    """Every later jack, from a side column, the stock or a pack, turns one more pack face up."""
    return 1 if any(arc) else 0


@rule("maids.20")
def last_opened_pack(state) -> str | None:
    """When the top card of the last pack turned face up goes to the arc, the next pack is turned face up.

    Returns that pack (the highest-numbered open one, next to the closed ones), or None.
    """
    return PACKS[state.opened - 1] if state.opened else None


@rule("maids.21")
def gives_waking_right(state, source: str) -> bool:
    """Fitting cards taken from the other open packs give no such right."""
    return source == last_opened_pack(state)


def packs_woken(state, source: str, card: Card) -> int:
    """How many packs wake when ``card`` goes from ``source`` to the arc (both rules add up)."""
    woken = first_prince_wakes_two(state.arc) + later_prince_wakes_one(state.arc) if card.rank == JACK else 0
    return woken + gives_waking_right(state, source)


def turn_up(packs: tuple, opened: int, count: int) -> tuple[tuple, int]:
    """Turn the next ``count`` closed packs face up, each over whole: its round-1 card comes on top."""
    now_open = min(len(PACKS), opened + count)
    return packs[:opened] + tuple(pack[::-1] for pack in packs[opened:now_open]) + packs[now_open:], now_open


# --- the side columns and the stock (maids.16, 17, 18, 23) ----------------------------

@rule("maids.16")
def refill_source(state) -> str | None:
    """A freed place in the side columns is refilled at once: from the waste while it has cards, else from the stock."""
    if state.waste:
        return "waste"
    return "stock" if state.stock else None


@rule("maids.23")
def is_renewed(place: str) -> bool:
    """Used-up maid packs are not renewed: only the side columns are refilled."""
    return place in SIDE_INDEX


@rule("maids.17")
def may_deal(state) -> bool:
    """The stock is dealt one card at a time, whenever the player likes."""
    return bool(state.stock)


@rule("maids.18")
def arc_place_for_dealt_card(state, card: Card) -> int | None:
    """A dealt card that fits goes to the arc, a jack always; one that fits nowhere goes to the waste.

    Returns the index of its foundation, or None for the waste.
    """
    return arc_place_for(arc_places(state), card)


# --- what may be played (maids.4, 19, 22, 24) -----------------------------------------

@rule("maids.19")
def playable_cards(state) -> list[tuple[str, Card]]:
    """Only the side-column cards and the top cards of open packs may be played.

    Returns ``(place, card)`` pairs in a stable order; the waste top is not among them.
    """
    cards = [(SIDE_COLUMNS[index], card) for index, card in enumerate(state.sides) if card is not None]
    cards += [(PACKS[index], pack[-1]) for index, pack in enumerate(state.packs[:state.opened]) if pack]
    return cards


@rule("maids.22")
def takes_played_cards(place: str) -> bool:
    """No moves are allowed between the side columns and the packs: played cards go only to the arc."""
    return place in FOUNDATION_INDEX


@rule("maids.4")
def may_redeal(state) -> bool:
    """There is no redeal."""
    return False


@rule("maids.24")
def is_lost(state) -> bool:
    """The patience is played in one round: with the stock used up and no playable card fitting the arc, it is lost."""
    return not may_deal(state) and not is_won(state) and not legal_moves_of(state)


# --- the pure move functions ----------------------------------------------------------

def legal_moves_of(state) -> list[Move]:
    """Every legal move: side columns L1..L4 R1..R4, then open packs M1.., then ``deal``."""
    places = arc_places(state)
    moves = []
    for source, card in playable_cards(state):
        index = arc_place_for(places, card)
        if index is not None:
            moves.append(PLAYS[source][index])
    if may_deal(state):
        moves.append(DEAL)
    return moves


def _put_on_arc(arc: tuple, index: int, card: Card) -> tuple:
    return arc[:index] + (arc[index] + (card,),) + arc[index + 1:]


def apply(state, move: Move):
    """The position after a legal ``move`` (pure; the move is not checked)."""
    sides, packs, opened, waste, stock = state.sides, state.packs, state.opened, state.waste, state.stock
    if move.source == "deal":
        card, stock = stock[-1], stock[:-1]
        index = arc_place_for_dealt_card(state, card)
        if index is None:
            return MaidsState(sides, packs, opened, state.arc, waste + (card,), stock, state.follow_suit)
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
        else:
            position = PACK_INDEX[source]
            pack = packs[position]
            card = pack[-1]
            packs = packs[:position] + (pack[:-1],) + packs[position + 1:]
        woken = packs_woken(state, source, card)
    if woken:
        packs, opened = turn_up(packs, opened, woken)
    return MaidsState(sides, packs, opened, _put_on_arc(state.arc, index, card), waste, stock, state.follow_suit)
