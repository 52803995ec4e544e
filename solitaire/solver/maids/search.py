"""Exact search for Twelve Sleeping Maids (see :mod:`solitaire.solver` for the public API).

Maids is finite: every move puts a card in the arc or deals one, so a depth-first
search with a table of lost positions decides every deal. What makes it fast:

- **A compact position.** A card is a small int, its *type*: with ``follow_suit=False``
  only the place in the arc's sequence counts (J=0, 10=1, …, 2=9, A=10, K=11, Q=12:
  13 types of 8 copies); in suit it is ``13 * suit + place`` (52 types of 2 copies).
  The arc is never stored: it holds exactly the cards that are nowhere else, and the
  foundations are fixed by how many cards of each type it holds (two foundations with
  the same top are interchangeable; so are the side columns). The key of a position is
  one int: cards taken from each pack, packs open, stock position, the waste as the
  sequence of its types (written as the set of the earliest dealt cards that spell it:
  two piles that read the same are one position) and the side columns as a multiset
  of types.
- **Moves that can never hurt** are played without branching
  (:mod:`solitaire.solver.maids.safe` says why each is safe), a move that only puts a card
  in the arc is not tried beside one of the same type that also uncovers a card, and the
  last stock card is not dealt while it cannot fit (``last_card_waits``).
- **Move orders** (:mod:`solitaire.solver.maids.order`): categories, a look at the
  next stock cards, and ties shuffled by a seed so that restarts look at other lines.
- **A relaxation** proves positions lost long before they run dry
  (:mod:`solitaire.solver.maids.bound`).
- **A guess** (``guessed``, :mod:`solitaire.solver.maids.guess`) can steer the search
  towards wins; no loss it reports ever rests on it.
- **The same search in C** (``solitaire/solver/maids/_search.c``, built when the package is
  installed) runs about sixty times faster: same moves, same order, same node counts.
  This Python code is its readable reference; the tests compare the two, and without a
  compiler the package falls back to it.
"""
from __future__ import annotations

import time

from ...maids.rules import PACKS, SIDE_COLUMNS
from ..budget import BudgetSpent, BudgetedSearch
from .bound import hopeless
from .codes import (ARC_PLACE, card_type, checked_tables, native_search, new_table, search_lists,
                                 waste_key)
from .guess import waste_stuck
from .order import in_order, stock_aware_ranks
from .safe import rivals

__all__ = ["MaidsSearch", "card_type", "ARC_PLACE", "new_table", "native_search", "waste_key"]


class MaidsSearch(BudgetedSearch):
    """A depth-first search from one Maids position. ``run()`` returns "won", "lost" or "unknown".

    After a win, ``line`` holds the winning moves as source places (``"L2"``, ``"M5"``,
    ``"deal"``); the caller turns them into engine moves by replaying them.
    ``lost`` (the table of positions proven lost, from :func:`new_table`) may be shared by
    several searches of the same position, e.g. a retry with a larger budget; it decides
    which search runs: a set for the Python one, a C table for the C one (the default
    when it is built).

    ``guessed`` (a second table of the same kind, or None): the search also drops the
    positions that :func:`~solitaire.solver.maids.guess.waste_stuck` doubts, and keeps
    there every position whose loss rests on such a doubt. ``lost`` only ever receives
    positions proven lost. If the root is lost only by a doubt, ``run()`` says "unknown"
    and ``doubted`` is True: the guess has nothing more to offer in this position.
    """

    #: Move orders tried in turn by ``solitaire.solver.solve`` (lower first): the top of the last
    #: opened pack, a side card, a pack card, a jack from a pack, a jack from a side
    #: column, the deal. Different deals are won quickly by different orders; the last
    #: (side cards first) won 18 of the 195 deals of 1..10,000 that the others left
    #: undecided after two million positions.
    ORDERS = ((1, 2, 3, 0, 4, 5), (0, 2, 1, 3, 4, 9), (1, 2, 3, 4, 5, 0), (2, 1, 0, 3, 4, 9), (2, 0, 1, 3, 4, 9))

    def __init__(self, state, max_nodes=None, max_seconds=None, lost=None, bound=True, order=ORDERS[1],
                 seed=0, lookahead=0, guessed=None):
        (self.follow, self.types, self.copies, self.side, self.packs, self.seq, self.waste, self.opened,
         self.played) = search_lists(state)
        self.max_nodes = max_nodes
        self.max_seconds = max_seconds
        self.lost, self.guessed = checked_tables(lost, guessed)
        self.doubted = False
        self.bound = bound
        self.order = order
        if not 0 <= seed < 1 << 64:
            raise ValueError(f"seed: {seed} is not in 0..2**64-1")
        if not 0 <= lookahead <= 48:
            raise ValueError(f"lookahead: {lookahead} is not in 0..48")
        self.seed = seed          # see solitaire.solver.maids.order
        self.lookahead = lookahead
        self.nodes = 0
        self.seconds = 0.0
        self.line: list[str] = []

    def _search(self) -> bool:
        if isinstance(self.lost, set):
            return self._search_in_python()
        limit = -1 if self.max_nodes is None else int(self.max_nodes)
        seconds = -1.0 if self.max_seconds is None else max(0.0, self.max_seconds)
        verdict, self.nodes, line = native_search.search(
            self.types, self.copies, self.order, self.side, self.packs, self.seq, len(self.waste),
            self.opened, self.played, limit, seconds, self.bound, self.lost, self.seed, self.lookahead,
            self.guessed)
        self.doubted = verdict == -2
        if verdict < 0:
            raise BudgetSpent
        self.line = [SIDE_COLUMNS[index] if kind == 0 else PACKS[index] if kind == 1 else "deal"
                     for kind, index in line]
        return verdict == 1

    # The search is one function with nested helpers over local lists: in CPython that is
    # several times faster than methods and attributes.
    def _search_in_python(self) -> bool:  # noqa: C901 (one hot loop, kept together on purpose)
        copies, types, follow = self.copies, self.types, self.follow
        played, side, packs, seq, waste = self.played, self.side, self.packs, self.seq, self.waste
        is_jack = [t % 13 == 0 for t in range(types)]
        has_next = [t % 13 != 12 for t in range(types)]
        nseq = len(seq)
        plen = [len(p) for p in packs]
        rem = [0] * 12
        # under[i][d]: cards of the same type below card d of pack i (they come off later)
        under = [[sum(1 for e in p[d + 1:] if e == p[d]) for d in range(len(p))] for p in packs]
        pack_count = [0] * types  # cards of each type still in the packs
        for p in packs:
            for t in p:
                pack_count[t] += 1
        stock_count = [0] * types  # cards of each type still in the stock
        bits = 2 if follow else 4
        unit = [1 << (bits * t) for t in range(types)] + [0]  # unit[-1] == 0: an empty place
        total = types * copies
        lost, guessed = self.lost, self.guessed
        max_nodes = (1 << 62) if self.max_nodes is None else self.max_nodes
        deadline = None if self.max_seconds is None else time.perf_counter() + self.max_seconds
        use_bound = self.bound
        seed, lookahead = self.seed, self.lookahead
        wake_first, side_card, pack_card, pack_jack, side_jack, deal_rank = self.order

        pos = len(waste)
        for s in range(pos, nseq):
            stock_count[seq[s]] += 1
        opened = self.opened
        jacks = sum(played[t] for t in range(types) if is_jack[t])
        in_arc = sum(played)
        side_code = sum(unit[t] for t in side)
        pack_code = 0
        nodes = 0
        doubt = self.doubted = False  # doubt: the loss being shown rests on a doubt of the guess
        line = []

        def play_side(j):
            """Side column j to the arc; refill from the waste, else the stock. Returns an undo record."""
            nonlocal pos, jacks, in_arc, side_code, opened
            t = side[j]
            played[t] += 1
            in_arc += 1
            before = opened
            if waste:
                s = waste.pop()
                source = 1
            elif pos < nseq:
                s = pos
                pos += 1
                stock_count[seq[s]] -= 1
                source = 2
            else:
                s, source = -1, 0
            refill = seq[s] if source else -1
            side[j] = refill
            side_code += unit[refill] - unit[t]
            if is_jack[t]:
                opened = min(12, opened + (1 if jacks else 2))
                jacks += 1
            return (0, j, t, source, s, before)

        def play_pack(i):
            """The top card of pack i to the arc. Returns an undo record."""
            nonlocal pack_code, jacks, in_arc, opened
            d = rem[i]
            t = packs[i][d]
            rem[i] = d + 1
            pack_count[t] -= 1
            pack_code += 1 << (3 * i)
            played[t] += 1
            in_arc += 1
            before = opened
            woken = 1 if i == opened - 1 else 0
            if is_jack[t]:
                woken += 1 if jacks else 2
                jacks += 1
            if woken:
                opened = min(12, opened + woken)
            return (1, i, t, 0, 0, before)

        def deal():
            """The next stock card to the arc if it fits, else to the waste. Returns an undo record."""
            nonlocal pos, jacks, in_arc, opened
            s = pos
            pos += 1
            t = seq[s]
            stock_count[t] -= 1
            before = opened
            if is_jack[t] or played[t - 1] > played[t]:
                played[t] += 1
                in_arc += 1
                if is_jack[t]:
                    opened = min(12, opened + (1 if jacks else 2))
                    jacks += 1
                return (2, 1, t, 0, s, before)
            waste.append(s)
            return (2, 0, t, 0, s, before)

        def undo(record):
            nonlocal pos, jacks, in_arc, side_code, pack_code, opened
            kind, a, t, source, s, before = record
            opened = before
            if kind == 0:
                refill = side[a]
                side_code += unit[t] - unit[refill]
                side[a] = t
                if source == 1:
                    waste.append(s)
                elif source == 2:
                    pos -= 1
                    stock_count[seq[s]] += 1
            elif kind == 1:
                rem[a] -= 1
                pack_count[t] += 1
                pack_code -= 1 << (3 * a)
            else:
                pos -= 1
                stock_count[t] += 1
                if not a:
                    waste.pop()
                    return
            played[t] -= 1
            in_arc -= 1
            if is_jack[t]:
                jacks -= 1

        def safe_move():
            """A move that can never turn a won position into a lost one, or None; why
            each kind is safe: :mod:`solitaire.solver.maids.safe`."""
            endgame = waste_settled()
            for i in range(opened):
                d = rem[i]
                if d < plen[i]:
                    t = packs[i][d]
                    if has_next[t] and not endgame and stock_count[t + 1]:
                        continue
                    if is_jack[t]:
                        if opened == 12:
                            return 1, i
                    else:
                        room = played[t - 1] - played[t]
                        others = copies - played[t] - pack_count[t]  # side, waste and stock
                        # Rivals are among the other packs' copies, so the first test (all of
                        # them) only spares the count when there is room to spare anyway.
                        if room > others and (room > others + pack_count[t] - 1 - under[i][d] or
                                              room > others + rivals_of(t, i)):
                            return 1, i
            if pos == nseq - 1:
                t = seq[pos]
                if is_jack[t] and opened == 12 or not is_jack[t] and played[t - 1] >= copies:
                    return 2, 0
            if endgame:
                for j in range(8):
                    t = side[j]
                    if t >= 0:
                        if is_jack[t]:
                            if opened == 12:
                                return 0, j
                        else:
                            room = played[t - 1] - played[t]
                            # as above: every pack copy counted first, the rivals only if needed
                            if room > 0 and (room > pack_count[t] or room > rivals_of(t, None)):
                                return 0, j
            return None

        def rivals_of(t, except_pack) -> int:
            return rivals(t, except_pack, packs, rem, plen, opened, has_next)

        def waste_settled() -> bool:
            """The end game: no card will ever land on the waste again, so its order is fixed.

            True once the stock is empty, and already with one stock card left: that card
            is dealt only when it fits (``last_card_waits``), so it goes to the arc, or a
            side play draws it into a side column once the waste is empty. Either way it
            acts as one more card at hand that nothing refills.
            """
            return pos >= nseq - 1

        def last_card_waits() -> bool:
            """The last stock card cannot fit now, so dealing it now is never needed.

            Dealt now, it lands on the waste, and the next side play brings it up into a
            side column. A line L that deals it now is matched by L', which keeps it in
            the stock and makes every other move of L: each side play then reveals the
            waste card below the one it reveals in L, and the card is dealt when L plays
            it (it fits then, so it goes to the arc), unless a side play has drawn it from
            the stock once the waste ran out. (With nothing else to play, lost either way.)
            """
            if pos != nseq - 1:
                return False
            t = seq[pos]
            return not is_jack[t] and played[t - 1] <= played[t]

        def search(depth) -> bool:
            nonlocal nodes, doubt
            nodes += 1
            if nodes > max_nodes:
                raise BudgetSpent
            if deadline is not None and not nodes & 1023 and time.perf_counter() > deadline:
                raise BudgetSpent
            autos = []
            while True:
                move = safe_move()
                if move is None:
                    break
                kind = move[0]
                autos.append(play_side(move[1]) if kind == 0 else play_pack(move[1]) if kind == 1 else deal())
            if in_arc == total:
                line.extend(reversed(autos))
                return True
            key = pack_code | opened << 36 | pos << 40 | waste_key(waste, seq) << 47 | side_code << 100
            # The relaxation costs more than a node; asked at every third depth it
            # catches nearly as much (a hopeless position's grandchildren are hopeless too).
            # A position already doubted is not asked again (the relaxation is the dearer test).
            checked = use_bound and depth % 3 == 0
            in_lost = key in lost
            doubted = not in_lost and guessed is not None and key in guessed
            if in_lost or not doubted and checked and hopeless(
                    is_jack, played, side, waste, seq, pos, packs, rem, plen, opened, jacks):
                if not in_lost:
                    lost.add(key)
                for record in reversed(autos):
                    undo(record)
                return False
            if doubted or guessed is not None and checked and waste_stuck(
                    is_jack, played, side, waste, seq, packs, rem, opened, jacks, stock_count):
                if not doubted:
                    guessed.add(key)
                doubt = True
                for record in reversed(autos):
                    undo(record)
                return False
            doubt_before, doubt = doubt, False
            moves = []
            last = opened - 1
            # A move "without effect" (the last card of a pack that wakes nothing, a side
            # card with nothing left to refill it) is worth no more than another move of the
            # same type: both put the same card in the arc, and the other one also uncovers
            # a card (or, in the end game, brings the next waste card in, whose order is
            # fixed). So it is tried only when no other move of its type exists, and once.
            free_types = set()
            for i in range(opened):
                d = rem[i]
                if d < plen[i]:
                    t = packs[i][d]
                    if is_jack[t]:
                        moves.append([wake_first if i == last else pack_jack, 1, i, t])
                    elif played[t - 1] > played[t]:
                        moves.append([wake_first if i == last else pack_card, 1, i, t])
            refills = pos < nseq or waste
            side_types = set()  # two side cards of one type lead to the same position
            for j in range(8):
                t = side[j]
                if t >= 0 and t not in side_types and (is_jack[t] or played[t - 1] > played[t]):
                    side_types.add(t)
                    moves.append([side_jack if is_jack[t] else side_card, 0, j, t])
            if len(moves) > 1:
                endgame = waste_settled()
                useful = set()
                for _, kind, a, t in moves:
                    if kind == 1 and (rem[a] + 1 < plen[a] or a == last) or kind == 0 and endgame and refills:
                        useful.add(t)
                kept = []
                for move in moves:
                    _, kind, a, t = move
                    if is_jack[t] and opened < 12:
                        effectless = False
                    else:
                        effectless = (rem[a] + 1 >= plen[a] and a != last) if kind == 1 else not refills
                    if effectless:
                        if t in useful or t in free_types:
                            continue
                        free_types.add(t)
                    kept.append(move)
                moves = kept
            if pos < nseq:
                if not last_card_waits():
                    moves.append([deal_rank, 2, 0, 0])
                if lookahead:
                    stock_aware_ranks(moves, seq, pos, lookahead, played, is_jack, has_next)
            for _, kind, a, _t in in_order(moves, seed):
                record = play_side(a) if kind == 0 else play_pack(a) if kind == 1 else deal()
                if search(depth + 1):
                    line.append(record)
                    line.extend(reversed(autos))
                    return True
                undo(record)
            (guessed if doubt else lost).add(key)
            doubt = doubt or doubt_before
            for record in reversed(autos):
                undo(record)
            return False

        try:
            won = search(0)
        finally:
            self.nodes = nodes
        if not won and doubt:
            self.doubted = True
            raise BudgetSpent
        if won:
            self.line = [SIDE_COLUMNS[r[1]] if r[0] == 0 else PACKS[r[1]] if r[0] == 1 else "deal"
                         for r in reversed(line)]
        return won
