"""Spider from a position by name: ``Spider.from_layout(layout, round=1)``.

A layout maps place names to their cards bottom to top, as ``game.cards(place)`` gives
them: the piles ``T1 T2 R1..R4 B1 B2 L1..L4`` (top card last), the bases ``A1..A4`` and
``K1..K4`` from their base card (``"A1": ["A♠", "2♠", "3♠"]``; a base left out holds
only its base card), and ``stock`` (the next card last). Cards named nowhere go to the
stock, dealt in canonical order (the first of :func:`~solitaire.cards.two_decks`
first), unless ``"stock"`` is given; the stock exists only while dealing, so a
position of the play phase names every card.

What the rules make impossible, and is refused (a :class:`LayoutError` naming the
place and the card):

- a card placed more often than the two decks hold it, or left out when the stock is given;
- a base that does not start with its own base card (its row's suit, spider.3-4) or is
  not a run from it in suit (A up, K down; spider.5);
- ``round`` outside ``1..redeals + 1`` (spider.24);
- in the first round's dealing phase, a stock that is not what whole groups of twelve
  leave (spider.6: 96 cards go out twelve at a time), or a pile with more cards than
  groups dealt (no card moves between piles while dealing, spider.14); in a later
  round, a pile with more cards than the groups its stock allows.

>>> from solitaire.spider import Spider
>>> game = Spider.from_layout({"A1": ["A♠", "2♠"], "T1": ["3♠"]}, round=2)
>>> game.legal_moves()
<legal moves: T1→A1, deal>
>>> Spider.from_layout({"K2": ["K♥", "J♥"]})
Traceback (most recent call last):
...
solitaire.layout.LayoutError: K2: the J♥ does not go on the K♥, which takes the Q♥ (spider.5)
"""
from __future__ import annotations

from ..cards import Card, card_face, quoted, two_decks
from ..languages import N_, translator
from ..layout import LayoutError, cards_left, layout_record, missing_error, read_layout
from .rules import BASE_CARDS, DEALING_ORDER, FOUNDATIONS
from .state import CARDS, CODE_OF, PLACES, SpiderState

__all__ = ["spider_layout_state", "layout_of"]

_ = translator("engine")

GROUP = len(DEALING_ORDER)
DECK_SIZE = len(two_decks()) - len(BASE_CARDS)


def _base_tops(placed: dict) -> tuple:
    tops = []
    for index, name in enumerate(FOUNDATIONS):
        base = BASE_CARDS[index]
        pile = placed.setdefault(name, (base,))
        if not pile or pile[0] != base:
            message = (_("{place}: a base starts with its base card {base}, not the {card} (spider.4)") if pile
                       else _("{place}: a base starts with its base card {base}, not nothing (spider.4)"))
            raise LayoutError(message.format(place=name, base=card_face(base), card=pile and card_face(pile[0])))
        step = 1 if base.rank == 1 else -1
        for height in range(1, len(pile)):
            wanted = Card(base.rank + step * height, base.suit) if 1 <= base.rank + step * height <= 13 else None
            if pile[height] != wanted:
                message = (_("{place}: the {card} does not go on the {under}, which takes the {wanted} (spider.5)")
                           if wanted else
                           _("{place}: the {card} does not go on the {under}, which takes nothing more (spider.5)"))
                raise LayoutError(message.format(place=name, card=card_face(pile[height]),
                                                 under=card_face(pile[height - 1]), wanted=wanted and card_face(wanted)))
        tops.append(pile[-1].rank)
    return tuple(tops)


def _check_round(round, redeals: int) -> None:
    if isinstance(round, bool) or not isinstance(round, int) or not 1 <= round <= redeals + 1:
        raise LayoutError(_("round must be 1..{rounds} with redeals={redeals} (spider.24), not {value}")
                          .format(rounds=redeals + 1, redeals=redeals, value=quoted(round)))


def _check_dealing(piles: tuple, stock_size: int, round: int) -> None:
    if not stock_size:
        return
    dealt = DECK_SIZE - stock_size
    if round == 1 and dealt % GROUP:
        raise LayoutError(_.ngettext("a stock of {count} card in round 1: the deal goes out twelve at a time "
                                     "(spider.6), so it holds 96, 84, ..., 12 cards",
                                     "a stock of {count} cards in round 1: the deal goes out twelve at a time "
                                     "(spider.6), so it holds 96, 84, ..., 12 cards", stock_size).format(count=stock_size))
    groups = -(-dealt // GROUP)
    for name, pile in zip(DEALING_ORDER, piles):
        if len(pile) > groups:
            raise LayoutError(_("{place} holds {count} cards, but only {groups} group(s) of twelve are out "
                                "and no card moves between piles while dealing (spider.14)")
                              .format(place=name, count=len(pile), groups=groups))


def spider_layout_state(layout, round: int, settings: dict) -> tuple[SpiderState, dict]:
    """The checked position of ``layout`` under the game's checked options ``settings``
    (every one of them goes into the state, as ``Spider.initial_state`` puts them), and
    its record for saves; see the module docstring."""
    placed = read_layout(layout, PLACES, N_("Spider"))
    _check_round(round, settings["redeals"])
    tops = _base_tops(placed)
    spare = cards_left(placed, two_decks(), N_("Spider"))
    if "stock" in placed and spare:
        raise missing_error(spare)
    stock = placed.get("stock", tuple(reversed(spare)))  # the next card last
    piles = tuple(placed.get(name, ()) for name in DEALING_ORDER)
    _check_dealing(piles, len(stock), round)
    state = SpiderState(tuple(tuple(CODE_OF[card] for card in pile) for pile in piles), tops,
                        tuple(CODE_OF[card] for card in reversed(stock)), round, **settings)
    placed["stock"] = stock
    return state, layout_record(placed, PLACES, round=round)


def layout_of(game_or_state) -> dict:
    """The layout of a position, ``{place: [card texts]}``, that ``from_layout`` reads back
    (with ``round=state.round``); empty piles, an empty stock and bare bases are left out.

    >>> from solitaire.spider import Spider
    >>> game = Spider(deal=1)
    >>> game.play("deal")
    Move.parse('deal')
    >>> Spider.from_layout(layout_of(game)).state == game.state
    True
    """
    state = getattr(game_or_state, "state", game_or_state)
    places = {name: tuple(CARDS[code] for code in pile) for name, pile in zip(DEALING_ORDER, state.piles)}
    for index, (name, top) in enumerate(zip(FOUNDATIONS, state.tops)):
        base = BASE_CARDS[index]
        ranks = range(1, top + 1) if base.rank == 1 else range(13, top - 1, -1)
        if len(ranks) > 1:
            places[name] = tuple(Card(rank, base.suit) for rank in ranks)
    places["stock"] = tuple(CARDS[code] for code in reversed(state.stock))
    return {name: [str(card) for card in places[name]] for name in PLACES if places.get(name)}
