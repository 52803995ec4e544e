"""The rules of Spider (the Serpent), one small function per sentence of the Ukrainian text.

Each function is decorated with the id of the sentence it implements (``spider.N``)
and its docstring says the rule in plain English; the first line is the summary an
error message quotes. The engine (``spider/game.py``) never restates a rule: its fast
tables below are *built from these functions* at import, and ``explain`` calls them
directly, so each rule lives in exactly one place.

>>> from solitaire.cards import Card
>>> fits_on_pile(Card.parse("K♥"), Card.parse("A♥"))
True
>>> gather_piles([(1, 2), (), (3,)])
(1, 2, 3)
"""
from __future__ import annotations

from ..cards import Card, Suit
from ..rules import rule

__all__ = [
    "DEALING_ORDER", "PILES", "ACE_BASES", "KING_BASES", "FOUNDATIONS", "ROW_SUITS", "BASE_CARDS",
    "row_of", "suit_of_foundation", "ROW_RULES", "PHASE_RULES",
    "is_base_card", "accepts_on_ace_foundation", "accepts_on_king_foundation", "group_of_twelve",
    "pile_dealt_to", "reaches_every_base", "row_rule_while_dealing", "row_rule_always",
    "row_rule_never", "in_same_row", "deal_group", "allowed_while_dealing", "may_deal",
    "allowed_in_play", "fits_on_pile", "either_direction", "ranks_wrap", "may_fill_empty_pile",
    "cards_taken", "may_pass_between_bases", "gather_piles", "gather_piles_from_last", "GATHER_RULES",
    "may_redeal", "is_lost",
]

# --- the layout (spider.4, spider.6) -------------------------------------------------

ROW_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The suit of rows 1..4 of the body (the text names none; this order alternates colours)."""

ACE_BASES = ("A1", "A2", "A3", "A4")
KING_BASES = ("K1", "K2", "K3", "K4")
FOUNDATIONS = ACE_BASES + KING_BASES
BASE_CARDS = tuple(Card(1, suit) for suit in ROW_SUITS) + tuple(Card(13, suit) for suit in ROW_SUITS)
"""The eight cards of the body: the ace of A1..A4, then the king of K1..K4."""

PILES = ("T1", "T2", "R1", "R2", "R3", "R4", "B1", "B2", "L1", "L2", "L3", "L4")
"""The twelve piles by where they lie (the dealing order is :data:`DEALING_ORDER`)."""


def row_of(place: str) -> int | None:
    """The row (1..4) of a side pile L1..L4/R1..R4 or a base; None for T1 T2 B1 B2.

    >>> row_of("R3"), row_of("K2"), row_of("T1")
    (3, 2, None)
    """
    return int(place[1:]) if place[0] in "LRAK" else None


def suit_of_foundation(foundation: str) -> Suit:
    """The suit a base builds: row r holds the ace and the king of ``ROW_SUITS[r-1]``."""
    return ROW_SUITS[int(foundation[1:]) - 1]


# --- the bases (spider.4, spider.5) --------------------------------------------------

@rule("spider.4")
def is_base_card(foundation_kind: str, top_rank: int) -> bool:
    """As we read it, the base cards never move, not even to the other base, where spider.23 lets cards pass.

    ``foundation_kind`` is "A" or "K"; the base card is the only card of a base whose
    top is the ace (an ace base) or the king (a king base). spider.4 lays them out and
    says no more; spider.23 lets cards pass between the bases and makes no exception for
    them, so that base cards stay put is our reading (see :func:`may_pass_between_bases`).
    """
    return top_rank == (1 if foundation_kind == "A" else 13)


@rule("spider.5")
def accepts_on_ace_foundation(suit: Suit, top_rank: int, card: Card) -> bool:
    """An ace base builds its suit up, in ascending order from the ace to the king.

    >>> accepts_on_ace_foundation(Suit.SPADES, 3, Card.parse("4♠"))
    True
    """
    return card.suit == suit and card.rank == top_rank + 1


@rule("spider.5")
def accepts_on_king_foundation(suit: Suit, top_rank: int, card: Card) -> bool:
    """A king base builds its suit down, in descending order from the king to the ace."""
    return card.suit == suit and card.rank == top_rank - 1


# --- dealing (spider.6, 7, 11, 14, 15) ------------------------------------------------

@rule("spider.6")
def group_of_twelve(stock: tuple) -> tuple:
    """The cards are dealt in groups of twelve, one to each place round the body.

    The last group of a round may be short (after a redeal): it is simply what is left.
    """
    return stock[:12]


_CLOCKWISE = ("T1", "T2", "R1", "R2", "R3", "R4", "B2", "B1", "L4", "L3", "L2", "L1")


@rule("spider.7")
def pile_dealt_to(n: int) -> str:
    """The cards of a group go one at a time, clockwise from the top-left corner of the body.

    Two above the body (T1 T2), four down its right side (R1..R4), two under it from
    right to left (B2 B1) and four up its left side (L4..L1).

    >>> [pile_dealt_to(n) for n in (0, 2, 6, 11)]
    ['T1', 'R1', 'B2', 'L1']
    """
    return _CLOCKWISE[n]


DEALING_ORDER = tuple(pile_dealt_to(n) for n in range(12))
"""Piles 1..12 in dealing order: T1 T2 R1 R2 R3 R4 B2 B1 L4 L3 L2 L1."""


@rule("spider.11")
def deal_group(piles: tuple, group: tuple) -> tuple:
    """Each card of a group goes face up on its pile, onto the earlier cards or onto an empty place.

    ``piles`` are in dealing order; a short group reaches only the first piles.
    """
    dealt = tuple(pile + (card,) for pile, card in zip(piles, group))
    return dealt + piles[len(group):]


@rule("spider.14")
def allowed_while_dealing(kind: str) -> bool:
    """After each group, fitting cards may go to the bases again; then the next group is dealt.

    While the stock has cards the moves are: deal, a pile's top card to a base, and a
    base's top card to the other base of its suit. Nothing moves from pile to pile.
    """
    return kind in ("deal", "to base", "base to base")


@rule("spider.15")
def may_deal(stock: tuple) -> bool:
    """As we read it, in the same way all the cards are dealt: groups go out while the stock has cards."""
    return len(stock) > 0


# --- the row rule (spider.8, 9, 10) ---------------------------------------------------

@rule("spider.8")
def reaches_every_base(pile: str) -> bool:
    """The top cards of the piles above and below the body (T1 T2 B1 B2) may go to any base."""
    return pile[0] in "TB"


@rule("spider.10")
def in_same_row(pile: str, foundation: str) -> bool:
    """A card never goes from a side pile to a base in a row above or below its own."""
    return pile[0] in "LR" and row_of(pile) == row_of(foundation)


@rule("spider.9", option="row_rule")
def row_rule_while_dealing(phase: str, pile: str, foundation: str) -> bool:
    """As we read it, a side pile's card may go only to a base in its own row while the stock has cards.

    Side piles are L1..L4 and R1..R4. Once the whole stock is dealt, "all the outer
    cards" may be moved (spider.17), so the restriction is lifted (``row_rule="dealing"``).
    """
    return phase == "play" or reaches_every_base(pile) or in_same_row(pile, foundation)


@rule("spider.9", option="row_rule")
def row_rule_always(phase: str, pile: str, foundation: str) -> bool:
    """Read the other way, a side pile's card may go only to a base in its own row all game.

    The reading ``row_rule="always"``: "now all" of spider.17 names the cards, not the bases.
    """
    return reaches_every_base(pile) or in_same_row(pile, foundation)


@rule("spider.9", option="row_rule")
def row_rule_never(phase: str, pile: str, foundation: str) -> bool:
    """Read the other way, every pile's top card may go to any base it fits: no row restriction.

    The reading ``row_rule="never"``, for comparison in the lessons.
    """
    return True


ROW_RULES = {"dealing": row_rule_while_dealing, "always": row_rule_always, "never": row_rule_never}
"""The rule function each value of the option ``row_rule`` selects."""


# --- play (spider.17 .. 23) -----------------------------------------------------------

@rule("spider.17")
def allowed_in_play(kind: str) -> bool:
    """Once the whole stock is dealt, the outer cards may go to the bases and onto one another.

    The play moves: a pile's top card to a base, onto another pile (or an empty one),
    a base's top card to the other base of its suit, and the redeal.
    """
    return kind in ("to base", "onto pile", "base to base", "redeal")


PHASE_RULES = {"dealing": allowed_while_dealing, "play": allowed_in_play}
"""The rule that lists the kinds of move of each phase."""


@rule("spider.20")
def ranks_wrap(rank: int, other: int) -> int:
    """Series may go round the corner (three, two, ace, king, queen): the king and the ace are neighbours.

    Returns how many steps apart two ranks are on that circle (0..6).

    >>> ranks_wrap(1, 13), ranks_wrap(3, 5)
    (1, 2)
    """
    apart = abs(rank - other) % 13
    return min(apart, 13 - apart)


@rule("spider.19")
def either_direction(rank: int, other: int) -> bool:
    """The direction of a series may change at any time: one rank higher or one rank lower.

    Nothing remembers which way a pile was going (six, seven, eight, seven, six).
    """
    return ranks_wrap(rank, other) == 1


@rule("spider.18")
def fits_on_pile(card: Card, onto: Card) -> bool:
    """A card goes onto a pile's top card of the same suit that is one rank lower or higher."""
    return card.suit == onto.suit and either_direction(card.rank, onto.rank)


@rule("spider.21")
def may_fill_empty_pile(card: Card) -> bool:
    """As we read it, only a free king or ace may be put on an empty place."""
    return card.rank in (1, 13)


@rule("spider.22")
def cards_taken(pile: tuple) -> tuple:
    """As we read it, from column to column cards always move one at a time: only the top card goes."""
    return pile[-1:]


@rule("spider.23")
def may_pass_between_bases(suit: Suit, kind: str, top_rank: int, other_top_rank: int) -> bool:
    """A card may pass from one base to the other of its suit (from the aces to the kings or vice versa).

    ``kind`` is the base it leaves ("A" or "K"); the other base must accept the card
    (spider.5). Two readings are ours: allowed, not forced ("the opportunity is taken"
    could be an order), and the base card itself never moves (:func:`is_base_card`). The text makes no
    exception: a base ace could pass onto its suit's king base once that is down to the
    two, completing it, and a base king likewise; no option plays that.
    """
    if is_base_card(kind, top_rank):
        return False
    card = Card(top_rank, suit)
    if kind == "A":
        return accepts_on_king_foundation(suit, other_top_rank, card)
    return accepts_on_ace_foundation(suit, other_top_rank, card)


# --- the redeal and the end (spider.24, 25) ------------------------------------------

@rule("spider.24", option="redeal_order")
def gather_piles(piles) -> tuple:
    """As we read it, pile 12 goes onto pile 11, …, all onto pile 1, and the packet is turned over unshuffled.

    The piles are gathered from the last to the first, each onto the one before; the packet turned face down is the
    new stock, so it deals pile 1 from its bottom card up, then pile 2, …, pile 12
    (``redeal_order="from_first"``, the default). The text says only "starting with the
    last and ending with the first". St. Helena gathers "pile 12 onto pile 11 … onto
    pile 1" without shuffling: support, though from another game's rules (PySolFC's).
    ``piles`` are in dealing order; the result lists the new stock, next card first.
    """
    return tuple(card for pile in piles for card in pile)


@rule("spider.24", option="redeal_order")
def gather_piles_from_last(piles) -> tuple:
    """Read the other way, the new stock is ours reversed: pile 12's top card is dealt first, pile 1's bottom card last.

    The exact reverse of :func:`gather_piles`: it deals pile 12 from its top card down,
    then pile 11 from its top, …, pile 1's bottom card last (``redeal_order="from_last"``),
    as our gathered packet would deal if it were not turned over. (Laying each pile onto
    the packet in hand, pile 12 first, and turning it over would deal pile 12's bottom card
    first: no option plays that.)
    """
    return tuple(card for pile in reversed(piles) for card in reversed(pile))


GATHER_RULES = {"from_first": gather_piles, "from_last": gather_piles_from_last}
"""The rule function each value of the option ``redeal_order`` selects."""


@rule("spider.24")
def may_redeal(round_number: int, redeals: int) -> bool:
    """As we read it, the piles may be gathered and dealt again by the same rules whenever the stock is empty.

    The text allows it "when all combinations are exhausted"; being stuck cannot be decided
    move by move (cards can go back and forth between piles), so the redeal is offered at
    any time once the stock is empty (the phase rule of spider.17). The text describes one
    redeal (option ``redeals``, default 1); which order the new stock has is the option
    ``redeal_order``. We read "by the rules we know" as the second round keeping every
    rule, the dealing phase and the row rule included; St. Helena lifts its foundation
    restriction after the first redeal (another game's rules), a mix no option plays.
    """
    return round_number <= redeals


@rule("spider.25")
def is_lost(redeals_left: int, has_legal_move: bool) -> bool:
    """If even then the cards cannot all be placed on the bases, the patience has failed.

    Lost: no redeal is left and no move is legal.
    """
    return redeals_left == 0 and not has_legal_move
