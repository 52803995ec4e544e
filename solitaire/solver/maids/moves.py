"""The moves of the Maids search's Python walk (:class:`~solitaire.solver.maids.depth_first.Search`, the
frozen fallback), named as ``play_side``, ``play_pack``, ``deal``, ``play_waste`` and ``undo`` of ``_search.c``.

Each move changes the position in place and returns an undo record ``(kind, a, t, source, s,
opened before)``: kind 0 a side column (``a`` its index; ``source`` 1 refilled from the waste,
2 from the stock, 0 not; ``s`` the card's place in ``seq``), 1 a pack, 2 the deal (``a`` 1 if
the card went to the arc), 3 the waste top (``waste_playable=True``).
"""
from __future__ import annotations

__all__ = ["Moves"]


class Moves:
    """The moves of a :class:`~solitaire.solver.maids.depth_first.Search` (which holds the fields)."""

    __slots__ = ()

    def play_side(self, j):
        """Side column j to the arc; refill from the waste, else the stock."""
        side, seq, waste = self.side, self.seq, self.waste
        t = side[j]
        self.played[t] += 1
        self.in_arc += 1
        before = self.opened
        if waste:
            s = waste.pop()
            source = 1
        elif self.pos < self.nseq:
            s = self.pos
            self.pos += 1
            self.stock_count[seq[s]] -= 1
            source = 2
        else:
            s, source = -1, 0
        refill = seq[s] if source else -1
        side[j] = refill
        self.side_code += self.unit[refill] - self.unit[t]
        if self.is_jack[t]:
            self.opened = min(12, self.opened + (1 if self.jacks else 2))
            self.jacks += 1
        return (0, j, t, source, s, before)

    def play_pack(self, i):
        """The top card of pack i to the arc."""
        d = self.rem[i]
        t = self.packs[i][d]
        self.rem[i] = d + 1
        self.pack_count[t] -= 1
        self.pack_code += 1 << (3 * i)
        self.played[t] += 1
        self.in_arc += 1
        before = self.opened
        woken = 1 if i == before - 1 else 0
        if self.is_jack[t]:
            woken += 1 if self.jacks else 2
            self.jacks += 1
        if woken:
            self.opened = min(12, before + woken)
        return (1, i, t, 0, 0, before)

    def deal(self):
        """The next stock card to the arc if it fits, else to the waste."""
        s = self.pos
        self.pos += 1
        self.deals += 1
        t = self.seq[s]
        self.stock_count[t] -= 1
        before = self.opened
        played = self.played
        if self.is_jack[t] or played[t - 1] > played[t]:
            played[t] += 1
            self.in_arc += 1
            if self.is_jack[t]:  # read strictly, a first jack from the stock wakes one
                self.opened = min(12, before + (1 if self.jacks or self.stock_jack_one else 2))
                self.jacks += 1
            return (2, 1, t, 0, s, before)
        self.waste.append(s)
        return (2, 0, t, 0, s, before)

    def play_waste(self):
        """The waste top to the arc (``waste_playable=True``): it refills nothing, and only a jack
        wakes packs (as the engine has it; a dealt game's waste holds no jack, since a dealt
        jack always fits)."""
        s = self.waste.pop()
        t = self.seq[s]
        self.played[t] += 1
        self.in_arc += 1
        before = self.opened
        if self.is_jack[t]:
            self.opened = min(12, before + (1 if self.jacks else 2))
            self.jacks += 1
        return (3, 0, t, 0, s, before)

    def undo(self, record):
        kind, a, t, source, s, before = record
        self.opened = before
        if kind == 0:
            refill = self.side[a]
            self.side_code += self.unit[t] - self.unit[refill]
            self.side[a] = t
            if source == 1:
                self.waste.append(s)
            elif source == 2:
                self.pos -= 1
                self.stock_count[self.seq[s]] += 1
        elif kind == 1:
            self.rem[a] -= 1
            self.pack_count[t] += 1
            self.pack_code -= 1 << (3 * a)
        elif kind == 3:
            self.waste.append(s)
        else:
            self.pos -= 1
            self.deals -= 1
            self.stock_count[t] += 1
            if not a:
                self.waste.pop()
                return
        self.played[t] -= 1
        self.in_arc -= 1
        if self.is_jack[t]:
            self.jacks -= 1

    def apply(self, kind, a):
        """Play a move (kind 0 a side column, 1 a pack, 2 the deal, 3 the waste top) and note it in ``line``."""
        self.line.append(self.play_side(a) if kind == 0 else self.play_pack(a) if kind == 1 else
                         self.deal() if kind == 2 else self.play_waste())

    def take_back(self):
        """Undo the last move of ``line``."""
        self.undo(self.line.pop())
