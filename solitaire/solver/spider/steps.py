"""The steps of the Spider search: a position's key, its moves in order, where a move
leads, the safe moves played at once, and the cut of positions proven lost.

The search's positions are plain tuples ``(piles, a, k, stock, round)``: the 12 piles
(card codes, bottom to top), the tops of the ace bases and of the king bases by row,
the stock (next card first) and the round. A move is ``(kind, source, target)``, as in
:class:`~solitaire.solver.spider.search.SpiderSearch`'s ``line``.

What most steps do depends on the search's options (the redeals left, the row rule),
so :func:`steps_for` builds them once a search as functions that close over those
options: the walks call them for every position, and a closure reads its variables
fastest.

>>> from solitaire.spider import Spider
>>> from solitaire.spider.state import ROW_OK
>>> steps = steps_for(redeals=1, row_ok=ROW_OK["dealing"], free_piles=True, redeal_first=False)
>>> state = Spider(deal=1).state
>>> start = (state.piles, tuple(state.tops[:4]), tuple(state.tops[4:]), state.stock, state.round)
>>> steps.moves_of(start)
[('deal', 0, 0)]
>>> [len(pile) for pile in after(start, ("deal", 0, 0))[0]]
[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from ...cards import SplitMix64, shuffle_in_place
from ...spider.rules import GATHER_RULES, gather_piles
from ...spider.state import FITS
from .bound import last_round_hopeless
from .row_bound import row_bound_hopeless

__all__ = ["Steps", "steps_for", "fits_home", "after"]


class Steps(NamedTuple):
    """The steps one search uses, built by :func:`steps_for`."""

    key_of: Callable      # position -> the key it is remembered by
    moves_of: Callable    # (position, pile last moved to) -> its moves, best first
    after: Callable       # (position, move) -> the position the move leads to
    settle: Callable      # position -> (position after the safe moves, those moves)
    hopeless: Callable    # position -> True if the bound proves it lost


def steps_for(redeals, row_ok, free_piles, redeal_first, redeal_order="from_first", seed=0) -> Steps:
    """The steps of a search that may redeal up to round ``redeals + 1``, with the row
    table ``row_ok`` (by phase), ``free_piles`` false under ``row_rule="always"``, the
    piles gathered for a redeal as ``redeal_order`` says (spider.24), and the moves between
    piles in the order ``seed`` shuffles them into (0: unshuffled; see :func:`moves_step`)."""
    return Steps(key_step(redeals, free_piles), moves_step(redeals, row_ok, free_piles, redeal_first, seed),
                 after if redeal_order == "from_first" else after_gathering(GATHER_RULES[redeal_order]),
                 settle_step(safe_home_step(redeals, row_ok, free_piles)),
                 hopeless_step(redeals, row_ok[False], None if free_piles else row_ok[True]))


def key_step(redeals, free_piles):
    """**Equivalent positions share a key.** While no redeal is left and the row rule
    does not bind in play, piles have no place of their own any more: the key lists them
    sorted, so piles with the same cards, and all empty piles, count once. (Before the
    last round a pile's place decides where its cards go in the redeal, so it counts.)
    Under ``row_rule="always"`` piles are interchangeable within their class
    (:func:`_by_class`). The two bases of a suit whose ranges touch (the ace base up to r, the king base
    down to r+1) can pass cards back and forth freely, so every such split is one
    position: the search treats such a suit as taking any card of its suit
    (:func:`fits_home`), and the winning line gets the passes it needs when it is
    replayed."""
    def key_of(node):
        piles, a, k, stock, rnd = node
        a2, k2 = list(a), list(k)
        for row in range(4):
            if k[row] == a[row] + 1:      # touching: every split is the same position
                a2[row] = k2[row] = 0
        if not stock and rnd > redeals:
            piles = tuple(sorted(piles)) if free_piles else _by_class(piles)
        return piles, tuple(a2), tuple(k2), stock, rnd
    return key_of


_CLASSES = ((0, 1, 6, 7),) + tuple((1 + row, 12 - row) for row in range(1, 5))
"""Piles that play alike under ``row_rule="always"``: T1 T2 B2 B1, then R{r} and L{r} of each row."""


def _by_class(piles):
    """The piles with those of each class of :data:`_CLASSES` sorted: under a row rule
    in play, once nothing is dealt any more, two piles of one class differ in nothing
    but their cards (the same bases are open to both, and pile moves go anywhere)."""
    return tuple(tuple(sorted(piles[i] for i in members)) for members in _CLASSES)


def fits_home(code, a, k):
    """The ``(row, a, k)`` of the card's row after it goes to a base, or None.

    A suit whose bases touch takes any card of its suit (see :func:`key_step`)."""
    row, rank = divmod(code, 13)
    rank += 1
    ar, kr = a[row], k[row]
    if rank == ar + 1 or kr == ar + 1:
        if kr == ar + 1:
            return row, rank, rank
        return row, rank, kr
    if rank == kr - 1:
        return row, ar, rank
    return None


def moves_step(redeals, row_ok, free_piles, redeal_first, seed=0):
    """**Moves are ordered** (depth-first takes them in this order, best-first in this
    order among equals): cards to the bases first, then moves that empty a pile or let a
    card reach a base, then the others, then the deal, then the redeal (or the redeal
    first of all, with ``redeal_first``). ``last_moved``, the pile a card was just moved
    to, is not moved from again at once: two moves of one card in a row are one move
    from where it was. (The walks pass -1 when safe moves came in between.)

    A ``seed`` from 1 shuffles the moves between piles within each of their two groups
    (Fisher–Yates driven by ``SplitMix64(seed)``, one stream a search, drawn as the walk
    asks for moves): a restarted walk then looks at other lines first (``restarts.py``)."""
    rng = SplitMix64(seed) if seed else None

    def moves_of(node, last_moved=-1):
        piles, a, k, stock, rnd = node
        play = not stock
        moves = base_moves(piles, a, k, row_ok[play])
        if play:
            # with piles interchangeable, one empty pile stands for all of them
            moves += pile_moves(piles, a, k, free_piles and rnd > redeals, last_moved, rng)
        if stock:
            moves.append(("deal", 0, 0))
        elif rnd <= redeals:
            if redeal_first:
                moves.insert(0, ("redeal", 0, 0))
            else:
                moves.append(("redeal", 0, 0))
        return moves
    return moves_of


def base_moves(piles, a, k, phase):
    """Every top card that a base of its row takes (``phase[pile][row]``: the row rule now)."""
    home = []
    for i, pile in enumerate(piles):
        if pile:
            code = pile[-1]
            if phase[i][code // 13]:
                placed = fits_home(code, a, k)
                if placed is not None:
                    home.append(("base", i, placed))
    return home


def pile_moves(piles, a, k, position_free, last_moved, rng=None):
    """The moves between piles (in play): first those that empty a pile or uncover a card
    a base takes, then the others.

    A lone card is not moved to an empty pile, nor any card to a second empty pile, when
    ``position_free``: only where piles have no place of their own, in the last round
    (before it the redeal gathers piles in order) with no row rule in play, does that
    change nothing."""
    onto, rest = [], []
    tops = [pile[-1] if pile else 52 for pile in piles]
    first_empty = tops.index(52) if 52 in tops else -1
    for i, code in enumerate(tops):
        if code == 52 or i == last_moved:
            continue  # moving the card just moved again = one move from where it was
        fits = FITS[code]
        below = piles[i][-2] if len(piles[i]) > 1 else 52
        for j, target in enumerate(tops):
            if j == i or not fits[target]:
                continue
            if target == 52 and position_free and (below == 52 or j != first_empty):
                continue
            move = ("pile", i, j)
            if below == 52 or fits_home(below, a, k) is not None:
                onto.append(move)
            else:
                rest.append(move)
    if rng is not None:
        shuffle_in_place(onto, rng)
        shuffle_in_place(rest, rng)
    return onto + rest


def after(node, move):
    """The position that ``move`` leads to: a card home (``move[2]`` the row's new tops,
    from :func:`fits_home`), a card onto another pile, the deal of the next group, or the
    redeal (the piles gathered into the new stock by the engine's ``gather_piles``)."""
    kind, i, j = move
    piles, a, k, stock, rnd = node
    if kind == "base":
        row, ar, kr = j
        a = a[:row] + (ar,) + a[row + 1:]
        k = k[:row] + (kr,) + k[row + 1:]
        piles = piles[:i] + (piles[i][:-1],) + piles[i + 1:]
        return piles, a, k, stock, rnd
    if kind == "pile":
        card = piles[i][-1]
        new = list(piles)
        new[i] = piles[i][:-1]
        new[j] = piles[j] + (card,)
        return tuple(new), a, k, stock, rnd
    if kind == "deal":
        group = stock[:12]
        new = tuple(pile + (card,) for pile, card in zip(piles, group)) + piles[len(group):]
        return new, a, k, stock[len(group):], rnd
    return ((),) * 12, a, k, gather_piles(piles), rnd + 1


def after_gathering(gather):
    """:func:`after` with the redeal's stock made by ``gather`` (a rule of spider.24,
    e.g. ``gather_piles_from_last``): every other move leads where it always does."""
    def after_with_gather(node, move):
        if move[0] != "redeal":
            return after(node, move)
        piles, a, k, stock, rnd = node
        return ((),) * 12, a, k, gather(piles), rnd + 1
    return after_with_gather


def safe_home_step(redeals, row_ok, free_piles):
    """**Safe base moves are made at once**: in the last round, when no row rule binds in
    play, a card on which no card could ever want to be built only blocks the cards
    under it. (With ``row_rule="always"`` such a card may still be the stepping stone
    that carries a card from a side pile to a pile of its row.) ``safe_home`` gives a
    pile whose top card is safe to send home, or -1."""
    def safe_home(node):
        piles, a, k, stock, rnd = node
        if rnd <= redeals or not free_piles:
            return -1
        phase = row_ok[not stock]
        for i, pile in enumerate(piles):
            if pile:
                code = pile[-1]
                row = code // 13
                rank = code - 13 * row + 1
                ar, kr = a[row], k[row]
                # Safe when no card could ever want to lie on it: going to the ace
                # base as rank r while the king base is already down to r-1 (both
                # copies of r-1 home, and r+1 goes home onto it), or to the king base
                # as r while the ace base is up to r+1; a king or an ace also has the
                # other end of the circle as a neighbour, so only the suit's last card.
                # Touching bases need it both ways.
                if kr == ar + 1:
                    continue
                if rank == ar + 1:           # it goes to the ace base
                    safe = kr <= rank - 1 if rank < 13 else kr == 1
                elif rank == kr - 1:         # it goes to the king base
                    safe = ar >= rank + 1 if rank > 1 else ar == 13
                else:
                    continue
                if safe and phase[i][row]:
                    return i
        return -1
    return safe_home


def settle_step(safe_home):
    """``settle`` plays every safe move (``safe_home``) in turn; it returns the position
    reached and the moves played."""
    def settle(node):
        autos = []
        while True:
            i = safe_home(node)
            if i < 0:
                return node, autos
            move = ("base", i, fits_home(node[0][i][-1], node[1], node[2]))
            autos.append(move)
            node = after(node, move)
    return settle


def hopeless_step(redeals, row_dealing, row_play=None):
    """**Positions proven lost are cut.** In the last round every new position is put to
    the relaxation of :mod:`solitaire.solver.spider.bound`; when it finds a card that can
    never come to the top of its pile, the position is lost and is not expanded. This is
    what lets a walk over the redeal finish: most points at which the redeal could be
    taken lead to a second round that the bound refutes after its deal. (``row_dealing``:
    the row rule while dealing.) Where the row rule binds in play too (``row_play``, under
    ``row_rule="always"``), the relaxation is that of
    :mod:`solitaire.solver.spider.row_bound`, which knows on which piles a card could lie."""
    if row_play is not None:
        def hopeless_by_rows(node):
            piles, a, k, stock, rnd = node
            return rnd > redeals and row_bound_hopeless(piles, a, k, stock, row_dealing, row_play)
        return hopeless_by_rows

    def hopeless(node):
        piles, a, k, stock, rnd = node
        return rnd > redeals and last_round_hopeless(piles, a, k, stock, row_dealing)
    return hopeless
