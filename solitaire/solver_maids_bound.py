"""A relaxation of Twelve Sleeping Maids that proves positions lost.

:func:`hopeless` grows the set of cards that could ever be played in a game with
looser rules. If some card stays out, no winning line exists. Looser rules: every
stock card is at hand, and every closed pack as soon as enough cards that open packs
are in the set; a card may go to the arc as soon as enough cards of the type before it
*could* be there, counting copies but not time.

Why it is sound (every card of a won game gets in): take a winning line and the first
card c it plays that is not in the final set. Everything played before c is in it.

- c is reachable: a pack card's covering cards were played before it; a side or stock
  card always is; a waste card needs the cards above it popped first, one side play
  each. Each side play plays a card from the side columns, which came from the side at
  the start, from the waste above c, or from the stock (a stock card costs a pop before
  it can pay one back, so stock cards never add). So ``tokens`` (side cards of the start
  plus waste cards above c that can be played, but of each type no more than the arc
  will ever have room for) covers the pops.
- c fits: its type t needs a card of type t-1 more in the arc than of type t. Before c,
  the arc holds the type-t cards played at the start, those above c in its pack, and
  c needs one more; all type t-1 cards played before c are in the set, and the arc
  never holds more of a type than of the type before it, so ``reach[t-1]`` (the least
  count along the chain of types up to t-1) is at least the number needed.

So c would have been added: a contradiction.

**Stock cards that cannot fit when dealt.** The stock cards come in one at a time, in
dealing order. A stock card goes to the arc when dealt only if it fits then; if not, it
lands on the waste. Before stock card j leaves the stock, only the cards let in so far
can be in the arc (``reach``) or have come out of the waste (``popped``); so if ``reach``
of its type's predecessor is no more than the arc holds of its type now, it is *forced*
onto the waste: it needs a pop, and every waste card not out by then lies under one
more card, so needs one more pop (the waste is not empty then, so no side play can draw
card j from the stock instead). Everything counted is still necessary, so the argument
above holds.

Closed packs are not at hand from the start: pack p can only have opened before c if
enough packs had opened by then. Each opening comes from a jack played (the first of the
game opens two) or from the top card of the last opened pack (at most once per pack, and
only from packs at or after the one last opened now: the last opened pack never moves
back). Those plays came before c, so they are in the set, and ``wakeable`` (openings
counted from the set) covers p: its top card was let in like any other.
"""
from __future__ import annotations

__all__ = ["hopeless", "wakeable"]


def wakeable(opened, jacks_before, jacks_in, packs_played) -> int:
    """How many packs can be open at most, once the set holds ``jacks_in`` jacks and cards
    of ``packs_played`` packs at or after the last opened one (``jacks_before``: jacks
    already in the arc, since only the first jack of the game opens two).

    >>> wakeable(2, 0, 1, 0), wakeable(2, 1, 1, 0), wakeable(11, 3, 2, 1)
    (4, 3, 12)
    """
    jack_openings = jacks_in + (1 if jacks_in and not jacks_before else 0)
    return min(12, opened + jack_openings + packs_played)


def hopeless(is_jack, played, side, waste, seq, pos, packs, rem, plen, opened, jacks,
             bonus_from=None, bonus_taken=()) -> bool:
    """True if, even under the looser rules, some card can never reach the arc.

    ``opened``: how many packs are open; ``jacks``: how many jacks are in the arc.
    The stock cards come in one by one, in dealing order: each is either at hand or,
    if it cannot fit when dealt, buried in the waste.

    A card let in from pack ``bonus_from`` or a later one opens one more pack, once per
    pack, except the packs in ``bonus_taken``; by default ``bonus_from`` is the last open
    pack, the first that can still open another in the true game. A looser game that
    counts openings its own way (:mod:`solitaire.solver_maids_packs`) says otherwise.
    """
    relaxation = _Relaxation(is_jack, played, side, packs, rem, plen, opened, jacks,
                             [seq[w] for w in reversed(waste)], bonus_from, bonus_taken)
    for j in range(pos, len(seq)):
        t = seq[j]
        relaxation.settle()
        if not is_jack[t] and relaxation.reach[t - 1] <= played[t]:
            relaxation.bury(t)
        else:
            relaxation.add(1, j, t, played[t])
    return not relaxation.settle()


class _Relaxation:
    """The set of cards let in under the looser rules, grown to its fixpoint by ``settle``.

    ``waste_types``: the waste, top first; the k-th card needs k + 1 pops, plus one for
    each stock card ``forced`` onto the waste before it could come out; a forced card
    needs one. ``reach[t]``: the least count along the chain of types up to t (see the
    module). Cards wait in ``waiting[t]`` as ``(threshold, kind, index)``, kind 0 side,
    1 stock, 2 waste, 3 pack, until ``reach`` of the type before passes the threshold.
    """

    def __init__(self, is_jack, played, side, packs, rem, plen, opened, jacks, waste_types,
                 bonus_from=None, bonus_taken=()):
        types = len(played)
        self.is_jack, self.played, self.packs, self.rem, self.plen = is_jack, played, packs, rem, plen
        self.opened, self.jacks = opened, jacks
        self.count = [0] * types
        self.reach = reach = [0] * types
        for base in range(0, types, 13):
            least = 1 << 30
            for t in range(base, base + 13):
                least = min(least, played[t])
                reach[t] = least
        self.waiting = [[] for _ in range(types)]
        self.ready = []
        self.ptr = rem[:]
        self.poppers = [0] * types       # side and waste cards let in, by type
        self.waste_types, self.popped = waste_types, 0
        self.forced, self.forced_popped = [], 0
        self.good, self.remaining = 0, len(waste_types)
        self.open_bound, self.jacks_in, self.packs_played = opened, 0, 0
        self.bonus_from = opened - 1 if bonus_from is None else bonus_from
        self.pack_played = [i in bonus_taken for i in range(12)]  # True: its opening is counted
        for t in side:
            if t >= 0:
                self.add(0, 0, t, played[t])
        for i in range(12):
            if rem[i] < plen[i]:
                self.remaining += plen[i] - rem[i]
                if i < opened:
                    self.enter_pack(i)

    def bury(self, t):
        """A stock card forced onto the waste: every waste card still in it lies one deeper."""
        self.remaining += 1
        self.forced.append(t)

    def add(self, kind, index, t, threshold):
        """A card that has to get in: let in now if it can be, else waiting."""
        self.remaining += 1
        self.enter(kind, index, t, threshold)

    def enter(self, kind, index, t, threshold):
        if self.is_jack[t] or self.reach[t - 1] > threshold:
            self.ready.append((kind, index, t))
        else:
            self.waiting[t].append((threshold, kind, index))

    def enter_pack(self, i):
        """The top card of pack i, now open (its cards are counted already)."""
        t = self.packs[i][self.ptr[i]]
        self.enter(3, i, t, self.played[t])

    def settle(self) -> bool:
        """Let cards in until nothing more can be; True if every card got in."""
        is_jack, played, reach, count = self.is_jack, self.played, self.reach, self.count
        while True:
            while self.ready:
                kind, i, t = self.ready.pop()
                self.good += 1
                count[t] += 1
                if is_jack[t]:
                    self.jacks_in += 1
                if kind == 3 and not self.pack_played[i]:
                    self.pack_played[i] = True
                    if i >= self.bonus_from:
                        self.packs_played += 1
                if self.open_bound < 12:
                    for p in range(self.open_bound, wakeable(self.opened, self.jacks, self.jacks_in,
                                                             self.packs_played)):
                        if self.ptr[p] < self.plen[p]:
                            self.enter_pack(p)
                        self.open_bound = p + 1
                self.raise_reach(t)
                if kind == 3:
                    self.uncover(i)
                elif kind != 1:
                    self.poppers[t] += 1
            if self.popped == len(self.waste_types) and self.forced_popped == len(self.forced):
                return self.good == self.remaining
            # Each pop is paid by a side play, and no more cards of a type can be played
            # than the arc will ever have room for: reach of the type before, less the arc.
            tokens = 0
            for t, n in enumerate(self.poppers):
                if n:
                    tokens += n if is_jack[t] else min(n, reach[t - 1] - played[t])
            popped = self.popped + self.forced_popped
            while self.popped < len(self.waste_types) and tokens >= self.popped + 1 + len(self.forced):
                t = self.waste_types[self.popped]
                self.enter(2, self.popped, t, played[t])
                self.popped += 1
            while tokens and self.forced_popped < len(self.forced):
                t = self.forced[self.forced_popped]
                self.enter(2, -1, t, played[t])
                self.forced_popped += 1
            if self.popped + self.forced_popped == popped:
                return False

    def raise_reach(self, t):
        """The reach of t and of the types after it may grow; waiting cards it lets in are ready."""
        is_jack, played, reach, count = self.is_jack, self.played, self.reach, self.count
        u = t
        new = played[u] + count[u]
        if not is_jack[u] and reach[u - 1] < new:
            new = reach[u - 1]
        while new > reach[u]:
            reach[u] = new
            if u % 13 == 12:
                break
            u += 1
            items = self.waiting[u]
            if items:
                keep = []
                for item in items:
                    if item[0] < new:
                        self.ready.append((item[1], item[2], u))
                    else:
                        keep.append(item)
                self.waiting[u] = keep
            new = played[u] + count[u]
            if reach[u - 1] < new:
                new = reach[u - 1]

    def uncover(self, i):
        """The next card of pack i, once the one above it is in."""
        p = self.packs[i]
        d = self.ptr[i] = self.ptr[i] + 1
        if d < self.plen[i]:
            nt = p[d]
            threshold = self.played[nt] + sum(1 for e in range(self.rem[i], d) if p[e] == nt)
            self.enter(3, i, nt, threshold)
