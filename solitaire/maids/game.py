"""Twelve Sleeping Maids ("Двенадцать спящих дев"), exactly as RULES.md reads the Russian text.

The rules, one function per sentence, are in :mod:`solitaire.maids.rules`; the error
messages in :mod:`solitaire.maids.explain`. This module is the game object and the text
board.

>>> game = Maids(deal=1)
>>> print(game)
F1 --   F2 --   F3 --   F4 --   F5 --   F6 --   F7 --   F8 --
L1 6♦   M1  [##]×4 M2  [##]×4 M3  [##]×4 M4  [##]×4 M5  [##]×4 M6  [##]×4  R1 J♦
L2 A♦   M7  [##]×4 M8  [##]×4 M9  [##]×4 M10 [##]×4 M11 [##]×4 M12 [##]×4  R2 A♠
L3 8♣                                                                      R3 K♦
L4 3♦                                                                      R4 2♦
stock 48 · waste 0 · playing
>>> game.legal_moves()
<legal moves: R1→F1, deal>
>>> game.play("R1 F1")      # the first jack wakes M1 and M2; R1 is refilled from the stock
Move.parse('R1→F1')
>>> game.state.opened, game.cards("M1")
(2, (Card.parse('K♠'), Card.parse('9♠'), Card.parse('Q♣'), Card.parse('7♦')))
>>> game.play("M5→F2")
Traceback (most recent call last):
...
solitaire.refusals.IllegalMove: M5→F2 is not allowed: M5 is still asleep (maids.19: The playable cards are all the side-column cards and the top cards of the open packets)
"""
from __future__ import annotations

from ..cards import card_face
from ..engine import Game, Option, status_words
from ..moves import no_such_place
from ..languages import N_, translator
from .effects import effects_of
from .explain import explain
from .greedy import greedy_move, greedy_rank, may_repeat
from .hidden import hidden_places, seen_cards, with_hidden
from .layout import maids_layout_state
from .progress import home_parts
from .rules import (
    FOUNDATION_INDEX, FOUNDATIONS, PACK_INDEX, PACKS, PLACE_NAMES, SIDE_COLUMNS, SIDE_INDEX,
    MaidsState, apply, is_lost, is_won, lay_figure, legal_moves_of, maids_deck,
)

__all__ = ["TwelveSleepingMaids", "Maids", "MaidsState", "face_down", "board_text", "position_key"]

_ = translator("engine")

_EMPTY_ARC = ((),) * len(FOUNDATIONS)


def face_down(state: MaidsState, place: str) -> bool:
    """Whether the cards of ``place`` lie face down: the stock, and the packets still asleep."""
    if place == "stock":
        return True
    return place in PACK_INDEX and PACK_INDEX[place] >= state.opened


def cards_at(state: MaidsState, place: str) -> tuple:
    """The cards on ``place``, bottom to top (stock: the next card last)."""
    if place in SIDE_INDEX:
        card = state.sides[SIDE_INDEX[place]]
        return () if card is None else (card,)
    if place in PACK_INDEX:
        return state.packs[PACK_INDEX[place]]
    if place in FOUNDATION_INDEX:
        return state.arc[FOUNDATION_INDEX[place]]
    if place == "waste":
        return state.waste
    if place == "stock":
        return state.stock
    raise no_such_place("maids", place)


def status_of(state: MaidsState) -> str:
    """``"won"`` (all 104 cards in the arc), ``"lost"`` (maids.24) or ``"playing"``."""
    if is_won(state):
        return "won"
    return "lost" if is_lost(state) else "playing"


def position_key(state: MaidsState):
    """A cheap hashable key, equal for positions of one deal that play the same.

    It holds the packet and stock sizes, not their cards (within one dealing order the
    sizes and ``opened`` fix them), only the ranks of the cards unless suits matter
    (``follow_suit``), and the foundation tops sorted (their numbering changes nothing).
    Use it within one game (one dealing order and options), as the solver does.
    """
    if state.follow_suit:
        code = _suited_code
    else:
        code = _rank_code
    return (
        tuple(0 if card is None else code(card) for card in state.sides),
        tuple(len(pack) for pack in state.packs),
        state.opened,
        tuple(sorted(code(pile[-1]) for pile in state.arc if pile)),
        tuple(code(card) for card in state.waste),
        len(state.stock),
        state.deal_when,  # "no_play_first" until the first deal, then "any_time" (maids.17)
    )


def suited_position_key(state: MaidsState):
    """``position_key`` with the suits of the side columns, the waste and the family tops: Maids'
    play ignores suits, but a claim about the 10♠ must not be settled by a position holding the 10♥."""
    return position_key(state), state.sides, state.waste, tuple(sorted(pile[-1] for pile in state.arc if pile))


def _rank_code(card) -> int:
    return card.rank


def _suited_code(card) -> int:
    return card.rank * 4 + card.suit


# --- the text board -------------------------------------------------------------------

def _side_cell(state: MaidsState, index: int) -> str:
    card = state.sides[index]
    return f"{SIDE_COLUMNS[index]} {'--' if card is None else card_face(card):<3}"


def _pack_cell(state: MaidsState, index: int) -> str:
    pack = state.packs[index]
    if not pack:
        content = "--"
    elif index >= state.opened:
        content = f"[##]×{len(pack)}"
    else:
        content = f"{card_face(pack[-1])}×{len(pack)}"
    return f"{PACKS[index]:<4}{content:<6}"


#: Between the status line's parts, as Spider's heading has it: two spaces read as a slip («колода 48  штабель 0»).
STATUS_SEPARATOR = " · "


def _readings_text(state: MaidsState) -> str:
    """The options that differ from the defaults, for the status line (" · in suit")."""
    words = [(N_("in suit"), state.follow_suit),
             (N_("first jack from the stock wakes 1"), state.first_jack_from_stock == 1),
             (N_("deal only when nothing fits"), state.deal_when == "no_play"),
             (N_("first deal only when nothing fits"), state.deal_when == "no_play_first"),
             (N_("waste playable"), state.waste_playable)]
    return "".join(f"{STATUS_SEPARATOR}{_(word)}" for word, shown in words if shown)


def board_text(state: MaidsState) -> str:
    """The position as a small text board: the arc, the figure, then the stock, waste and status.

    Face-down packets show ``[##]×4`` (four cards), open packets their top card and
    size (``9♦×3``), empty places ``--``; its words and card faces in the language in use.
    """
    arc = "  ".join(f"{name} {card_face(pile[-1]) if pile else '--':<3}" for name, pile in zip(FOUNDATIONS, state.arc))
    lines = [arc.rstrip()]
    for row in range(4):
        left, right = _side_cell(state, row), _side_cell(state, row + 4)
        if row < 2:
            middle = " ".join(_pack_cell(state, row * 6 + column) for column in range(6))
        else:
            middle = ""
        lines.append(f"{left}  {middle:<65}  {right}".rstrip())
    waste = (_("waste {count} (top {card})").format(count=len(state.waste), card=card_face(state.waste[-1]))
             if state.waste else _("waste {count}").format(count=0))
    stock = _("stock {count}").format(count=len(state.stock))
    lines.append(STATUS_SEPARATOR.join((stock, waste, status_words(status_of(state)))) + _readings_text(state))
    return "\n".join(lines)


# --- the game -------------------------------------------------------------------------

class TwelveSleepingMaids(Game):
    """Twelve Sleeping Maids: two decks, twelve sleeping packets, the arc built down on the jacks.

    ``Maids(deal=7)`` or ``Maids(order=[...104 cards...])``; options (see ``Maids.options``):
    ``follow_suit`` (False: any suit follows, as maids.11 says; True: in suit, as maids.13
    says), ``first_jack_from_stock`` (2 or 1, maids.15), ``deal_when`` ("any_time",
    "no_play" or "no_play_first", maids.17) and ``waste_playable`` (False or True, maids.19).
    """

    game_name = "maids"
    title = N_("Twelve Sleeping Maids")
    deck_size = 104
    place_names = PLACE_NAMES
    example_move = "L2→F1"
    options = {
        "follow_suit": Option(
            False, (False, True),
            N_("False: the arc is built without regard to suit (maids.11); True: in suit (maids.13)")),
        "first_jack_from_stock": Option(
            2, (2, 1),
            N_("how many packets the game's first jack wakes when it comes out of the stock: 2, as "
               "maids.14 says of the first jack; 1, as maids.15 says of jacks from the stock (maids.15)")),
        "deal_when": Option(
            "any_time", ("any_time", "no_play", "no_play_first"),
            N_("when the stock may be dealt: any_time, whenever the player likes; no_play, only once no "
               "playable card fits the arc, as 'having finished all possible moves' says (maids.17); "
               "no_play_first, so only until the first deal, as '... in the starting figure' says")),
        "waste_playable": Option(
            False, (False, True),
            N_("False: the top card of the waste pile is not playable, as maids.19's list leaves it out; "
               "True: it may go to the arc (waste→F1), as in many patiences of this family (maids.19)")),
    }

    @classmethod
    def full_deck(cls):
        return maids_deck()

    @classmethod
    def from_layout(cls, layout: dict, opened: int = 0, **options) -> "TwelveSleepingMaids":
        """A game that starts from a position by name: ``{place: cards bottom to top}``.

        ``opened`` packets (``M1..M{opened}``) are awake; cards named nowhere go to the
        stock in canonical order unless ``"stock"`` is given. The position is checked
        like a save (see :mod:`solitaire.maids.layout` for what is refused, a
        ``LayoutError`` naming the place and card); its save holds the layout.

        >>> game = Maids.from_layout({"R1": ["J♦"], "L1": "10♠"})
        >>> game.play("R1→F1"); game.legal_moves()
        Move.parse('R1→F1')
        <legal moves: L1→F1, deal>
        """
        settings = cls.checked_options(options)
        state, record = maids_layout_state(layout, opened, settings)
        return cls.from_position(state, record, settings)

    @classmethod
    def initial_state(cls, order, options) -> MaidsState:
        sides, packs, stock = lay_figure(order)
        # every option is a field of the state under its own name (as from_layout builds it too)
        return MaidsState(sides, packs, 0, _EMPTY_ARC, (), stock, **options)

    legal_moves_of = staticmethod(legal_moves_of)
    apply = staticmethod(apply)
    explain = staticmethod(explain)
    status_of = staticmethod(status_of)
    cards_at = staticmethod(cards_at)
    board_text = staticmethod(board_text)
    position_key = staticmethod(position_key)
    suited_position_key = staticmethod(suited_position_key)
    face_down = staticmethod(face_down)

    # --- what the other parts ask of the game: effects.py (the drawing), progress.py (puzzle
    # reasons), hidden.py (the fair hint), greedy.py (the careless player, the hint's ties) ---------
    #: Places drawn fanned, every card face up (none: a Maids place shows its top card).
    fanned_places = frozenset()
    #: The places cards are built home on: the arc.
    foundation_places = frozenset(FOUNDATIONS)
    effects_of = classmethod(effects_of)
    home_parts = staticmethod(home_parts)
    hidden_places = staticmethod(hidden_places)
    seen_cards = classmethod(seen_cards)
    with_hidden = staticmethod(with_hidden)
    greedy_rank = staticmethod(greedy_rank)
    may_repeat = staticmethod(may_repeat)

    def greedy_move(self, seen=None):
        """The careless player's move here (see :mod:`.greedy`), or None to stop."""
        return greedy_move(self, seen)


Maids = TwelveSleepingMaids
