"""How the Maids search writes cards and positions as small ints (see :mod:`solitaire.solver_maids`),
and the tables that keep positions.

A card is its *type*: its place in the arc's sequence, and its suit if suits matter. The
waste is keyed by the sequence of its types, so two piles that read the same are one
position.
"""
from __future__ import annotations

try:
    from . import _maids_search as native_search
except ImportError:  # no C compiler when the package was installed: the Python search runs
    native_search = None

__all__ = ["ARC_PLACE", "card_type", "checked_tables", "native_search", "new_table", "search_lists", "waste_key"]


def new_table(native: bool | None = None):
    """An empty table of positions proven lost, for the C search (``native``) or the Python one.

    ``None`` picks C when it is built. A table may be shared by searches of one position.
    """
    if native is None:
        native = native_search is not None
    return native_search.new_table() if native else set()


def checked_tables(lost, guessed):
    """``(lost, guessed)`` for a search: a new table when ``lost`` is None; TypeError if one is
    not a table, or ``guessed`` is ``lost`` itself or of the other kind (C or Python)."""
    if lost is not None and not isinstance(lost, set) and type(lost).__name__ != "PyCapsule":
        raise TypeError(f"lost: a table from new_table(), not {type(lost).__name__}")
    lost = new_table() if lost is None else lost
    if guessed is not None and (type(guessed) is not type(lost) or guessed is lost):
        raise TypeError("guessed: a table of its own, of the same kind as lost")
    return lost, guessed

# The place of a rank in the arc's sequence J, 10, 9, …, 2, A, K, Q.
ARC_PLACE = {11: 0, **{rank: 11 - rank for rank in range(2, 11)}, 1: 10, 13: 11, 12: 12}


def card_type(card, follow_suit: bool) -> int:
    """The search's code for a card: its place in the arc, and its suit if suits matter."""
    place = ARC_PLACE[card.rank]
    return 13 * int(card.suit) + place if follow_suit else place


def waste_key(waste, seq) -> int:
    """The waste pile (indices into ``seq``, bottom first) by its types, as a bit set: the
    earliest dealt cards that spell it. Two piles that read the same are one position.

    >>> seq = [5, 7, 5, 9]
    >>> waste_key([2], seq) == waste_key([0], seq) == 0b1, waste_key([1, 2], seq)
    (True, 6)
    """
    code = s = 0
    for w in waste:
        t = seq[w]
        while seq[s] != t:
            s += 1
        code |= 1 << s
        s += 1
    return code


def search_lists(state):
    """A Maids position as the search's lists: ``(follow, types, copies, side, packs, seq,
    waste, opened, played)``, every card written as its type."""
    follow = state.follow_suit
    types, copies = (52, 2) if follow else (13, 8)
    side = [-1 if card is None else card_type(card, follow) for card in state.sides]
    # Each pack as the order its cards will come off: an open pack lies bottom to
    # top (top last); a closed one lies round-1 card first and is turned over whole.
    packs = [[card_type(c, follow) for c in (reversed(pack) if index < state.opened else pack)]
             for index, pack in enumerate(state.packs)]
    # The waste (bottom to top) then the stock (next card first), as one sequence:
    # the waste is a set of indices into it, the stock a position in it.
    seq = [card_type(c, follow) for c in state.waste] + [card_type(c, follow) for c in reversed(state.stock)]
    waste = list(range(len(state.waste)))
    played = [0] * types
    for pile in state.arc:
        for card in pile:
            played[card_type(card, follow)] += 1
    return follow, types, copies, side, packs, seq, waste, state.opened, played
