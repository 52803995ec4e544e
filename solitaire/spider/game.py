"""Spider ("Павук"), also called the Serpent ("Змій"): the game, read as RULES.md (beside this repository, in shared/) says.

The rules are the functions of :mod:`solitaire.spider.rules` (one per sentence), the
position is :class:`~solitaire.spider.state.SpiderState`, and the refusals are written
by :mod:`solitaire.spider.explain`. This module puts them together as a :class:`Game`.

>>> game = Spider(deal=1)
>>> game.play("deal")
Move.parse('deal')
>>> game.cards("T1"), game.state.phase, len(game.cards("stock"))
((Card.parse('8♦'),), 'dealing', 84)
>>> game.play("T1→T2")  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
solitaire.refusals.IllegalMove: T1→T2 is not allowed: no card moves from pile to pile while dealing: ...
"""
from __future__ import annotations

from collections import Counter

from ..cards import Card, two_decks
from ..engine import Game, Option
from ..languages import N_, translator
from ..moves import IllegalMove, no_such_place
from .effects import effects_of
from .explain import explain as _explain
from .greedy import greedy_move, greedy_rank, may_repeat
from .hidden import hidden_places, seen_cards, with_hidden
from .layout import spider_layout_state
from .progress import home_parts
from .rules import BASE_CARDS, DEALING_ORDER, FOUNDATIONS, ROW_SUITS
from .state import (
    CARDS, PLACE_INDEX, PLACES, SpiderState, apply as _apply, initial_state as _initial_state,
    board_text, legal_moves_of as _legal_moves_of, status_of as _status_of,
)

__all__ = ["Spider", "SpiderState", "board_text", "position_key"]

_ = translator("engine")


class Spider(Game):
    """Spider (the Serpent): 96 cards dealt in groups of twelve round a body of four aces and four kings.

    ``Spider(deal=7)`` or ``Spider(order=[...96 cards...])``; options ``row_rule``
    ("dealing", "always", "never"), ``redeals`` (0, 1, 2) and ``redeal_order``
    ("from_first", "from_last"). Places: the 12 piles in
    dealing order (T1 T2 R1 R2 R3 R4 B2 B1 L4 L3 L2 L1), the bases A1..A4 and K1..K4
    (rows ♠ ♥ ♣ ♦), and the stock.

    >>> Spider(deal=1).state.round, Spider(deal=1, redeals=2).state.redeals_left
    (1, 2)
    """

    game_name = "spider"
    title = N_("Spider")
    deck_size = 96
    place_names = PLACES
    example_move = "L2→A2"
    options = {
        "row_rule": Option("dealing", ("dealing", "always", "never"),
                           N_("when a card from a side pile L1..L4/R1..R4 may go only to the bases of its "
                              "own row (spider.9-10): while dealing (the text's 'now all' lifts it), always, "
                              "or never")),
        "redeals": Option(1, (0, 1, 2), N_("how many times the piles may be gathered and dealt again "
                                            "(spider.24; the text describes one)")),
        "redeal_order": Option("from_first", ("from_first", "from_last"),
                               N_("the order of the new stock after a redeal (spider.24): from_first deals pile 1 "
                                  "from its bottom card up, then pile 2, …; from_last is the exact reverse, pile "
                                  "12's top card first")),
    }

    @classmethod
    def full_deck(cls) -> list[Card]:
        """Two decks less the eight base cards (one ace and one king of each suit): 96 cards."""
        return list((Counter(two_decks()) - Counter(BASE_CARDS)).elements())

    @classmethod
    def from_layout(cls, layout: dict, round: int = 1, **options) -> "Spider":
        """A game that starts from a position by name: ``{place: cards bottom to top}``.

        ``round`` is 1, or 2 after a redeal; cards named nowhere go to the stock in
        canonical order unless ``"stock"`` is given. The position is checked like a save
        (see :mod:`solitaire.spider.layout` for what is refused, a ``LayoutError``
        naming the place and card); its save holds the layout.

        >>> Spider.from_layout({"T1": ["2♥"]}).legal_moves()     # the 2♥ fits A2, but from round 2 on
        Traceback (most recent call last):
        ...
        solitaire.layout.LayoutError: a stock of 95 cards in round 1: the deal goes out twelve at a time (spider.6), so it holds 96, 84, ..., 12 cards
        >>> Spider.from_layout({"T1": ["2♥"]}, round=2).legal_moves()
        <legal moves: T1→A2, deal>
        """
        settings = cls.checked_options(options)
        state, record = spider_layout_state(layout, round, settings)
        return cls.from_position(state, record, settings)

    @classmethod
    def initial_state(cls, order, options: dict) -> SpiderState:
        return _initial_state(order, options["row_rule"], options["redeals"], options["redeal_order"])

    legal_moves_of = staticmethod(_legal_moves_of)
    apply = staticmethod(_apply)

    @staticmethod
    def explain(state: SpiderState, move) -> IllegalMove | None:
        """Why ``move`` is not legal (an IllegalMove citing its sentence); None for a legal move."""
        return _explain(state, move)

    @staticmethod
    def status_of(state: SpiderState) -> str:
        """``"won"`` with all 104 cards on the bases, ``"lost"`` when stuck with no redeal left."""
        return _status_of(state)

    @staticmethod
    def cards_at(state: SpiderState, place: str) -> tuple[Card, ...]:
        """The cards of a place bottom to top; a base from its base card; the stock with the next card last."""
        return cards_at(state, place)

    @staticmethod
    def board_text(state: SpiderState) -> str:
        return board_text(state)

    @staticmethod
    def position_key(state: SpiderState):
        return position_key(state)

    # --- what the other parts ask of the game: effects.py (the drawing), progress.py (puzzle
    # reasons), hidden.py (the fair hint), greedy.py (the careless player, the hint's ties) ---------
    #: Places drawn fanned, every card face up: the twelve piles.
    fanned_places = frozenset(DEALING_ORDER)
    #: The places cards are built home on: the bases.
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

    # --- conveniences for lessons -------------------------------------------------------

    @property
    def phase(self) -> str:
        """``"dealing"`` while the stock has cards, then ``"play"``."""
        return self.state.phase

    @property
    def round(self) -> int:
        """1 in the first round, 2 after a redeal, …"""
        return self.state.round

    @property
    def redeals_left(self) -> int:
        return self.state.redeals_left

    def explain_move(self, move) -> IllegalMove | None:
        """Why ``move`` would be refused now (None if it is legal)."""
        return _explain(self.state, move)


def cards_at(state: SpiderState, place: str) -> tuple[Card, ...]:
    """The cards of ``place`` as they lie (see :meth:`Spider.cards_at`)."""
    index = PLACE_INDEX.get(place)
    if index is None:
        raise no_such_place("spider", place)
    if index < 12:
        return tuple(CARDS[code] for code in state.piles[index])
    if index < 20:
        f = index - 12
        top, suit = state.tops[f], ROW_SUITS[f % 4]
        ranks = range(1, top + 1) if f < 4 else range(13, top - 1, -1)
        return tuple(Card(rank, suit) for rank in ranks)
    return tuple(CARDS[code] for code in reversed(state.stock))


def position_key(state: SpiderState) -> tuple:
    """A cheap canonical key of a position: ``(piles, tops, stock, round)``.

    ``piles`` are the 12 piles in dealing order as tuples of card codes 0..51 (bottom to
    top), ``tops`` the top ranks of A1..A4 and K1..K4 (a base is always a run from its
    base card, so its top identifies it), ``stock`` the codes still to deal (next
    first; empty in the play phase), ``round`` 1, 2, … (it fixes how many redeals are
    left). The options are left out: the key compares positions of one game. Two
    positions with equal keys have the same legal moves and the same futures.
    """
    return (state.piles, state.tops, state.stock, state.round)
