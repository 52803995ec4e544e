"""Spider's position as a small immutable value, its legal moves and the pure ``apply``.

The state holds small ints, not Card objects, so that a solver can make and hash
millions of them: a card is a *code* 0..51, ``13 * (row - 1) + rank - 1``, where row
1..4 is the row of its suit in the body (♠ ♥ ♣ ♦). The fast tables here are built at
import from the rule functions of ``rules.py``, which stay the one statement of
each rule.

>>> state = initial_state(tuple(CARDS[code] for code in range(52)) * 2, "dealing", 1)
>>> state.phase, state.round, len(state.stock), state.redeals_left
('dealing', 1, 104, 1)
>>> [str(move) for move in legal_moves_of(state)]
['deal']
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import compress

from ..cards import Card, card_face
from ..engine import status_words
from ..languages import N_, translator
from ..moves import DEAL, REDEAL, Move
from .rules import (
    DEALING_ORDER, FOUNDATIONS, GATHER_RULES, PHASE_RULES, ROW_RULES, ROW_SUITS, accepts_on_ace_foundation,
    accepts_on_king_foundation, cards_taken, deal_group, fits_on_pile, group_of_twelve, is_lost, may_fill_empty_pile, may_pass_between_bases, may_redeal,
)

__all__ = ["SpiderState", "CARDS", "CODE_OF", "PLACES", "PLACE_INDEX", "initial_state",
           "legal_moves_of", "apply", "is_won", "status_of", "board_text", "START_TOPS", "WON_TOPS"]

# --- card codes ----------------------------------------------------------------------

CARDS = tuple(Card(rank, suit) for suit in ROW_SUITS for rank in range(1, 14))
"""The card of each code 0..51."""
CODE_OF = {card: code for code, card in enumerate(CARDS)}
RANK = tuple(card.rank for card in CARDS)
ROW_INDEX = tuple(code // 13 for code in range(52))  # 0..3: the suit's row in the body, less one
NO_CARD = 52  # stands for the top of an empty pile in the tables below

# --- places: the 12 piles in dealing order, A1..A4, K1..K4, stock ---------------------

PLACES = DEALING_ORDER + FOUNDATIONS + ("stock",)
PLACE_INDEX = {name: index for index, name in enumerate(PLACES)}
FIRST_BASE = 12  # PLACES[12 + f] is foundation f: A1..A4 are f = 0..3, K1..K4 are f = 4..7

START_TOPS = (1, 1, 1, 1, 13, 13, 13, 13)
"""The top ranks of A1..A4, K1..K4 with only the base cards laid out."""
WON_TOPS = (13, 13, 13, 13, 1, 1, 1, 1)
"""The top ranks of A1..A4, K1..K4 when all 104 cards are on the bases."""
EMPTY_PILES = ((),) * 12


@dataclass(frozen=True, slots=True)
class SpiderState:
    """A Spider position: immutable, hashable, compared by value.

    - ``piles``: the 12 piles in dealing order (T1 T2 R1 R2 R3 R4 B2 B1 L4 L3 L2 L1),
      each a tuple of card codes from bottom to top;
    - ``tops``: the top ranks of A1..A4 then K1..K4 (a base always holds the run from
      its base card to its top, so the top says everything);
    - ``stock``: card codes, the next card to deal FIRST;
    - ``round``: 1, then 2 after a redeal, …; ``redeals``, ``row_rule`` and
      ``redeal_order``: the options.
    """

    piles: tuple
    tops: tuple
    stock: tuple
    round: int
    redeals: int
    row_rule: str
    redeal_order: str = "from_first"

    def moved(self, piles, tops, stock, round_number=None) -> "SpiderState":
        """This position's options with new piles, bases and stock (for :func:`apply`)."""
        return SpiderState(piles, tops, stock, self.round if round_number is None else round_number,
                           self.redeals, self.row_rule, self.redeal_order)

    @property
    def phase(self) -> str:
        """``"dealing"`` while the stock has cards, then ``"play"``."""
        return "dealing" if self.stock else "play"

    @property
    def redeals_left(self) -> int:
        """How many redeals the option ``redeals`` still allows."""
        return self.redeals - self.round + 1

    def pile(self, name: str) -> tuple[Card, ...]:
        """The cards of a pile (``"T1"``), bottom to top."""
        return tuple(CARDS[code] for code in self.piles[PLACE_INDEX[name]])

    def __str__(self) -> str:
        return board_text(self)


def initial_state(order, row_rule: str, redeals: int, redeal_order: str = "from_first") -> SpiderState:
    """The body laid out, the twelve piles empty, and ``order`` (Cards, first dealt first) as the stock."""
    return SpiderState(EMPTY_PILES, START_TOPS, tuple(CODE_OF[card] for card in order), 1, redeals, row_rule,
                       redeal_order)


def is_won(state: SpiderState) -> bool:
    """True when all 104 cards are on the bases."""
    return state.tops == WON_TOPS


# --- tables built from the rule functions --------------------------------------------

def _wanted(f: int, top: int) -> int:
    """The code of the one card base ``f`` accepts on ``top``, or -1 (spider.5)."""
    if top == 0:
        return -1  # (tops run 1..13; index 0 only pads the table)
    suit = ROW_SUITS[f % 4]
    accepts = accepts_on_ace_foundation if f < 4 else accepts_on_king_foundation
    return next((code for code in range(52) if accepts(suit, top, CARDS[code])), -1)


WANTED = tuple(tuple(_wanted(f, top) for top in range(14)) for f in range(8))
PASSES = tuple(tuple(tuple(top > 0 and other > 0 and may_pass_between_bases(ROW_SUITS[f % 4], "AK"[f // 4], top, other)
                           for other in range(14)) for top in range(14)) for f in range(8))
FITS = tuple(tuple(fits_on_pile(CARDS[c], CARDS[d]) for d in range(52)) + (may_fill_empty_pile(CARDS[c]),)
             for c in range(52))
ROW_OK = {name: tuple(tuple(tuple(function(phase, pile, base) for base in FOUNDATIONS) for pile in DEALING_ORDER)
                      for phase in ("dealing", "play"))
          for name, function in ROW_RULES.items()}
KINDS = ("deal", "to base", "base to base", "onto pile", "redeal")
PHASE_OK = tuple({kind: PHASE_RULES[phase](kind) for kind in KINDS} for phase in ("dealing", "play"))

MOVES = tuple(tuple(Move(PLACES[i], PLACES[j]) for j in range(21)) for i in range(21))
"""MOVES[i][j] is the move from place i to place j (built once: moves are values)."""
TO_BASE, BASE_TO_BASE, ONTO_PILE, DEALS, REDEALS = range(5)
MOVE_CODES = {MOVES[i][j]: (TO_BASE if j >= FIRST_BASE else ONTO_PILE, i, j)
              for i in range(12) for j in range(20) if i != j}
MOVE_CODES.update({MOVES[12 + row][16 + row]: (BASE_TO_BASE, 12 + row, 16 + row) for row in range(4)})
MOVE_CODES.update({MOVES[16 + row][12 + row]: (BASE_TO_BASE, 16 + row, 12 + row) for row in range(4)})
MOVE_CODES[DEAL] = (DEALS, 0, 0)
MOVE_CODES[REDEAL] = (REDEALS, 0, 0)


# --- legal moves and apply --------------------------------------------------------------

def legal_moves_of(state: SpiderState) -> list[Move]:
    """Every legal move, in a stable order.

    First the piles' top cards to the bases (piles in dealing order, A before K), then
    base to base (rows 1..4, A→K before K→A), then pile to pile (source then target in
    dealing order), then ``deal``, then ``redeal``. A won game has no moves at all.
    """
    tops = state.tops
    if tops == WON_TOPS:
        return []
    piles = state.piles
    play = not state.stock
    allowed = PHASE_OK[play]
    moves: list[Move] = []
    append = moves.append
    if allowed["to base"]:
        row_ok = ROW_OK[state.row_rule][play]
        for i, pile in enumerate(piles):
            if pile:
                code = pile[-1]
                row = ROW_INDEX[code]
                if WANTED[row][tops[row]] == code and row_ok[i][row]:
                    append(MOVES[i][12 + row])
                if WANTED[row + 4][tops[row + 4]] == code and row_ok[i][row + 4]:
                    append(MOVES[i][16 + row])
    if allowed["base to base"]:
        for row in range(4):
            ace, king = tops[row], tops[row + 4]
            if PASSES[row][ace][king]:
                append(MOVES[12 + row][16 + row])
            if PASSES[row + 4][king][ace]:
                append(MOVES[16 + row][12 + row])
    if allowed["onto pile"]:
        top_codes = [pile[-1] if pile else NO_CARD for pile in piles]
        for i, code in enumerate(top_codes):
            if code != NO_CARD:
                moves += compress(MOVES[i], map(FITS[code].__getitem__, top_codes))
    if allowed["deal"]:
        append(DEAL)
    if allowed["redeal"] and may_redeal(state.round, state.redeals):
        append(REDEAL)
    return moves


def apply(state: SpiderState, move: Move) -> SpiderState:
    """The position after ``move``, which must be legal (pure: ``state`` is unchanged).

    A move that is not a Spider move at all raises KeyError; legality is the caller's
    check (``Game.play`` checks it, and ``explain`` says why a move is refused).
    """
    kind, i, j = MOVE_CODES[move]
    piles, tops = state.piles, state.tops
    if kind == TO_BASE:
        code = piles[i][-1]
        new_tops = list(tops)
        new_tops[j - FIRST_BASE] = RANK[code]
        new_piles = list(piles)
        new_piles[i] = piles[i][:-1]
        return state.moved(tuple(new_piles), tuple(new_tops), state.stock)
    if kind == ONTO_PILE:
        taken = cards_taken(piles[i])
        new_piles = list(piles)
        new_piles[i] = piles[i][:-len(taken)]
        new_piles[j] = piles[j] + taken
        return state.moved(tuple(new_piles), tops, state.stock)
    if kind == BASE_TO_BASE:
        f, g = i - FIRST_BASE, j - FIRST_BASE
        rank = tops[f]
        new_tops = list(tops)
        new_tops[f] = rank - 1 if f < 4 else rank + 1  # an ace base shrinks down, a king base up
        new_tops[g] = rank
        return state.moved(piles, tuple(new_tops), state.stock)
    if kind == DEALS:
        group = group_of_twelve(state.stock)
        return state.moved(deal_group(piles, group), tops, state.stock[len(group):])
    return state.moved(EMPTY_PILES, tops, GATHER_RULES[state.redeal_order](piles), state.round + 1)

def status_of(state: SpiderState) -> str:
    """``"won"`` with all 104 cards on the bases, ``"lost"`` when stuck with no redeal left."""
    if is_won(state):
        return "won"
    if is_lost(state.redeals_left, bool(legal_moves_of(state))):
        return "lost"
    return "playing"


_ = translator("engine")

#: The phases as the text board's header says them.
_PHASE_WORDS = {"dealing": N_("dealing"), "play": N_("play")}


def _pile_text(state: SpiderState, name: str) -> str:
    cards = state.piles[PLACE_INDEX[name]]
    return f"{name}: " + (" ".join(card_face(CARDS[code]) for code in cards) if cards else "·")


def _header(state: SpiderState) -> str:
    """The text board's first line: the round, the redeals left, the phase, the stock, the status."""
    left = state.redeals_left
    if left:
        header = _.ngettext("Spider · round {round} of {rounds} ({left} redeal left) · {phase} · stock {count} · {status}",
                            "Spider · round {round} of {rounds} ({left} redeals left) · {phase} · stock {count} · {status}",
                            left)
    else:   # "0 redeals left" reads as a count of nothing, «(осталось 0 пересдач)»: said in words
        header = _("Spider · round {round} of {rounds} (no redeal left) · {phase} · stock {count} · {status}")
    return header.format(round=state.round, rounds=state.redeals + 1, left=left, phase=_(_PHASE_WORDS[state.phase]),
                         count=len(state.stock), status=status_words(status_of(state)))


def board_text(state: SpiderState) -> str:
    """The position as text, laid out like the body: T piles above, L left, A/K bases, R right, B below.

    Each pile lists its cards bottom to top (the top card, the one that moves, is
    last); each base shows its top card. Its words and card faces are in the language in use.

    >>> from solitaire import Spider
    >>> print(board_text(Spider(deal=1).state))
    Spider · round 1 of 2 (1 redeal left) · dealing · stock 96 · playing
               T1: ·
               T2: ·
       L1: · | A1 A♠  K1 K♠ | R1: ·
       L2: · | A2 A♥  K2 K♥ | R2: ·
       L3: · | A3 A♣  K3 K♣ | R3: ·
       L4: · | A4 A♦  K4 K♦ | R4: ·
               B1: ·
               B2: ·
    """
    header = _header(state)
    left_texts = [_pile_text(state, f"L{row}") for row in range(1, 5)]
    width = max(8, *(len(text) for text in left_texts))
    indent = " " * (width + 3)
    lines = [header, indent + _pile_text(state, "T1"), indent + _pile_text(state, "T2")]
    for row, left_text in enumerate(left_texts, 1):
        ace = Card(state.tops[row - 1], ROW_SUITS[row - 1])
        king = Card(state.tops[row + 3], ROW_SUITS[row - 1])
        lines.append(f"{left_text:>{width}} | A{row} {card_face(ace):<3} K{row} {card_face(king):<3}| "
                     + _pile_text(state, f"R{row}"))
    lines += [indent + _pile_text(state, "B1"), indent + _pile_text(state, "B2")]
    return "\n".join(line.rstrip() for line in lines)

