"""How the Maids search writes cards and positions as small ints (see :mod:`solitaire.solver.maids.search`),
and the tables that keep positions.

A card is its *type*: its place in the arc's sequence, and its suit if suits matter. The
waste is keyed by the sequence of its types, so two piles that read the same are one
position.
"""
from __future__ import annotations

try:
    from . import _search as native_search
except ImportError:  # no C compiler when the package was installed: the Python search runs
    native_search = None

__all__ = ["ARC_PLACE", "MAX_SEQUENCE", "CappedTable", "card_type", "checked_max_bytes", "checked_tables",
           "native_search", "new_table", "rules_of", "search_lists", "table_dropped", "waste_key"]

#: The bytes of one slot of the C table (a position in two 64-bit words), and the share of
#: its slots a capped table fills before it forgets: the Python fallback's table copies both,
#: so that a cap means the same in both.
SLOT_BYTES = 16
FULL_LOAD = (7, 8)
#: The most cards the stock and the waste may hold together for the fast search: a
#: position's key keeps the waste as a set over the places of that sequence in one 64-bit
#: word (with 16 bits of the side columns' rank). A dealt game never has more (48 in the
#: stock); a position by name may (``Maids.from_layout({})`` leaves 104 in the stock).
MAX_SEQUENCE = 48


def new_table(native: bool | None = None, max_bytes: int | None = None):
    """An empty table of positions proven lost, for the C search (``native``) or the Python one.

    ``None`` picks C when it is built. A table may be shared by searches of one position.
    ``max_bytes`` caps its memory: it grows as it fills (doubling, so its memory follows
    what it holds), never past the cap, even while it doubles, and once full it forgets: it
    stores no more positions and counts them (see :func:`table_dropped`). That only costs
    time: a forgotten lost position is searched again when met. Without a cap the table
    grows until memory runs out (MemoryError).
    """
    if native is None:
        native = native_search is not None
    if max_bytes is not None:
        checked_max_bytes(max_bytes)
    if native:
        return native_search.new_table(max_bytes)
    return set() if max_bytes is None else CappedTable(capped_limit(max_bytes))


def checked_max_bytes(value, name: str = "max_bytes") -> int:
    """``value`` if it is a positive int; else TypeError or ValueError naming ``name``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name}: an int or None, not {type(value).__name__}")
    if value <= 0:
        raise ValueError(f"{name}: a positive number of bytes, not {value}")
    return value


def capped_limit(max_bytes: int) -> int:
    """How many positions a table capped at ``max_bytes`` keeps, as the C table counts:
    7/8 of the largest power of two of 16-byte slots whose last doubling fits (the old
    slots and the new at once: 1.5 times the table; at least one slot).

    >>> capped_limit(6144), capped_limit(6143), capped_limit(1)
    (224, 112, 0)
    """
    slots = max(1, max_bytes * 2 // (3 * SLOT_BYTES))
    capacity = 1 << (slots.bit_length() - 1)
    return capacity * FULL_LOAD[0] // FULL_LOAD[1]


class CappedTable(set):
    """A capped table for the Python fallback, as the C one: a set that keeps at most ``limit`` positions.

    Once full, ``add`` stores nothing and counts the new positions in ``dropped``.
    """

    __slots__ = ("limit", "dropped")

    def __init__(self, limit: int):
        super().__init__()
        self.limit = limit
        self.dropped = 0

    def add(self, key) -> None:
        if len(self) < self.limit:
            super().add(key)
        elif key not in self:
            self.dropped += 1


def table_dropped(table) -> int:
    """How many positions a capped table, once full, did not keep (0 for one without a cap)."""
    if isinstance(table, set):
        return getattr(table, "dropped", 0)
    return native_search.table_dropped(table)


def _is_native(table) -> bool:
    return type(table).__name__ == "PyCapsule"


def checked_tables(lost, guessed):
    """``(lost, guessed)`` for a search: a new table when ``lost`` is None; TypeError if one is
    not a table, or ``guessed`` is ``lost`` itself or of the other kind (C or Python)."""
    if lost is not None and not isinstance(lost, set) and not _is_native(lost):
        raise TypeError(f"lost: a table from new_table(), not {type(lost).__name__}")
    lost = new_table() if lost is None else lost
    if guessed is not None and (guessed is lost or _is_native(guessed) != _is_native(lost)
                                or not (isinstance(guessed, set) or _is_native(guessed))):
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


#: The readings of the rules the fast search knows besides the defaults, a bit each (its ``rules``).
NO_PLAY, WASTE_PLAY, STOCK_JACK_ONE, NO_PLAY_FIRST = 1, 2, 4, 8


def rules_of(state) -> int:
    """The readings a position is played under, as the search's bits: ``deal_when="no_play"``
    (:data:`NO_PLAY`), ``waste_playable=True`` (:data:`WASTE_PLAY`), ``first_jack_from_stock=1``
    (:data:`STOCK_JACK_ONE`), ``deal_when="no_play_first"`` (:data:`NO_PLAY_FIRST`: a position
    still in the starting figure, since the engine's first deal turns it into ``"any_time"``)."""
    return ((NO_PLAY if state.deal_when == "no_play" else 0) | (WASTE_PLAY if state.waste_playable else 0)
            | (STOCK_JACK_ONE if state.first_jack_from_stock == 1 else 0)
            | (NO_PLAY_FIRST if state.deal_when == "no_play_first" else 0))


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
