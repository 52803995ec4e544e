"""A looser game of Twelve Sleeping Maids that proves positions lost (:func:`hopeless`).

It grows the set of cards that could ever be played if every stock card were at hand, every
closed pack opened as soon as enough cards that open packs are in the set, and a card could go
to the arc once enough cards of the type before it *could* be there (copies counted, time not).
If a card stays out, no line wins: the first card a winning line plays outside the set would
have been reachable and would have fitted, so it would be in the set. Stock cards that cannot
fit when dealt, and cards that must come after others, tighten the counts without breaking
that argument. The whole proof: the appendix notebook ``appendix_how_the_solver_works``, section 6.
"""
from __future__ import annotations

__all__ = ["hopeless", "jack_openings", "wakeable"]


def jack_openings(jacks_before, jacks_in) -> int:
    """How many packs ``jacks_in`` more jacks open, after ``jacks_before`` in the arc (the
    first jack of the game opens two, every later one one).

    >>> jack_openings(0, 1), jack_openings(0, 3), jack_openings(2, 3)
    (2, 4, 3)
    """
    return jacks_in + (1 if jacks_in and not jacks_before else 0)


def at_or_after(u, t) -> bool:
    """Type u is t or a later type of t's sequence (13 types to a suit): the k-th card of
    type u reaching the arc means the k-th of type t is there already.

    >>> at_or_after(12, 7), at_or_after(7, 12), at_or_after(20, 7)
    (True, False, False)
    """
    return t <= u < t - t % 13 + 13


def wakeable(opened, jacks_before, jacks_in, packs_played) -> int:
    """How many packs can be open at most, once the set holds ``jacks_in`` jacks and cards
    of ``packs_played`` packs at or after the last opened one (``jacks_before``: jacks
    already in the arc, since only the first jack of the game opens two).

    >>> wakeable(2, 0, 1, 0), wakeable(2, 1, 1, 0), wakeable(11, 3, 2, 1)
    (4, 3, 12)
    """
    return min(12, opened + jack_openings(jacks_before, jacks_in) + packs_played)


def hopeless(is_jack, played, side, waste, seq, pos, packs, rem, plen, opened, jacks,
             bonus_from=None, bonus_taken=(), waste_playable=False) -> bool:
    """True if, even under the looser rules, some card can never reach the arc.

    ``opened``: how many packs are open; ``jacks``: how many jacks are in the arc.
    The stock cards come in one by one, in dealing order: each is either at hand or,
    if it cannot fit when dealt, buried in the waste.

    A card let in from pack ``bonus_from`` or a later one opens one more pack, once per
    pack, except the packs in ``bonus_taken``; by default ``bonus_from`` is the last open
    pack, the first that can still open another in the true game. A looser game that
    counts openings its own way (:mod:`solitaire.solver.maids.packs`) says otherwise, and
    then closed packs are not taken to follow the packs before them.

    ``waste_playable``: the waste top is playable too (:meth:`_Relaxation.waste_pops_paid`).
    The bound holds for every reading of the rules that allows no more than the default and
    the waste play: ``deal_when="no_play"`` only forbids moves (a lost position stays lost),
    and under ``first_jack_from_stock=1`` a jack opens no more packs than counted here.
    """
    relaxation = _Relaxation(is_jack, played, side, packs, rem, plen, opened, jacks,
                             [seq[w] for w in reversed(waste)], bonus_from, bonus_taken, waste_playable)
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
    needs one. ``reach[t]``: the least count along the chain of types up to t (the appendix's
    proof). Cards wait in ``waiting[t]`` as ``(threshold, kind, index)``, kind 0 side,
    1 stock, 2 waste, 3 pack, until ``reach`` of the type before passes the threshold.
    ``index[i][d]``: the least k such that card d of pack i is the k-th of its type to reach
    the arc (the appendix's proof); its threshold is k - 1. Worked out when the card can first be
    reached, except in packs closed at the start, which wait for the packs before them
    (:meth:`chain_indices`).
    """

    def __init__(self, is_jack, played, side, packs, rem, plen, opened, jacks, waste_types,
                 bonus_from=None, bonus_taken=(), waste_playable=False):
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
        self.waste_playable, self.waste_in, self.forced_in = waste_playable, 0, 0
        self.good, self.remaining = 0, len(waste_types)
        self.open_bound, self.jacks_in, self.packs_played = opened, 0, 0
        self.bonus_from = opened - 1 if bonus_from is None else bonus_from
        self.pack_played = [i in bonus_taken for i in range(12)]  # True: its opening is counted
        # Closed packs follow the packs before them only where packs open as in the true game.
        self.chained = bonus_from is None and any(rem[i] < plen[i] for i in range(opened, 12))
        self.index = [[0] * plen[i] for i in range(12)]
        self.skip = 0
        self.chain_indices()
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
        self.enter(3, i, self.packs[i][self.ptr[i]], self.pack_index(i, self.ptr[i]) - 1)

    def pack_index(self, i, d) -> int:
        """The least k such that card d of pack i is the k-th of its type to reach the arc."""
        if self.chained and i >= self.opened:
            return self.index[i][d]
        return self.work_out_index(i, d, self.played[self.packs[i][d]])

    def work_out_index(self, i, d, known) -> int:
        """``index[i][d]``, from ``known`` (cards of its type that must come first) and the
        cards above it of its sequence, at or after its type."""
        p, t = self.packs[i], self.packs[i][d]
        k = known
        for e in range(self.rem[i], d):
            if at_or_after(p[e], t) and self.index[i][e] > k:
                k = self.index[i][e]
        self.index[i][d] = k + 1
        return k + 1

    def chain_indices(self):
        """``index`` of every card in the packs closed at the start: they follow the first
        card of each pack from the one last opened on, ``skip`` of them excepted.

        ``links``: (type, index) of those first cards. Of the links of a card's sequence, at
        or after its type, the ``skip`` with the highest indices may be missing, so the next
        highest is what must come first.
        """
        if not self.chained:
            return
        played, packs = self.played, self.packs
        links = []
        for i in range(max(0, self.opened - 1), 12):
            first = self.rem[i]
            if first >= self.plen[i]:
                continue
            if i >= self.opened:
                for d in range(first, self.plen[i]):
                    t = packs[i][d]
                    indices = sorted((k for u, k in links if at_or_after(u, t)), reverse=True)
                    known = indices[self.skip] if len(indices) > self.skip else 0
                    self.work_out_index(i, d, max(played[t], known))
                links.append((packs[i][first], self.index[i][first]))
            else:  # the pack last opened: its top is the first link
                links.append((packs[i][first], played[packs[i][first]] + 1))

    def lower_thresholds(self) -> bool:
        """After more jacks got in: the closed packs' indices again, their waiting cards
        checked; True if some got ready."""
        skip = jack_openings(self.jacks, self.jacks_in)
        if not self.chained or skip == self.skip:
            return False
        self.skip = skip
        self.chain_indices()
        for t, items in enumerate(self.waiting):
            keep = []
            for item in items:
                kind, i = item[1], item[2]
                if kind == 3 and i >= self.opened:
                    item = (self.index[i][self.ptr[i]] - 1, kind, i)
                    if self.reach[t - 1] > item[0]:
                        self.ready.append((kind, i, t))
                        continue
                keep.append(item)
            self.waiting[t] = keep
        return bool(self.ready)

    def settle(self) -> bool:
        """Let cards in until nothing more can be; True if every card got in."""
        while True:
            done = self.settle_counts()
            if done or not self.lower_thresholds():
                return done

    def settle_counts(self) -> bool:
        """``settle`` with the thresholds as they are."""
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
                    if kind == 2:
                        if i >= 0:
                            self.waste_in += 1
                        else:
                            self.forced_in += 1
            if self.popped == len(self.waste_types) and self.forced_popped == len(self.forced):
                return self.good == self.remaining
            # Each pop is paid by a side play, and no more cards of a type can be played
            # than the arc will ever have room for: reach of the type before, less the arc.
            tokens = 0
            for t, n in enumerate(self.poppers):
                if n:
                    tokens += n if is_jack[t] else min(n, reach[t - 1] - played[t])
            popped = self.popped + self.forced_popped
            if self.waste_playable:
                self.waste_pops_paid(tokens)
            else:
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

    def waste_pops_paid(self, tokens):
        """With the waste top playable (``waste_playable=True``): the waste cards whose pops the
        tokens can pay, and every forced card.

        Why it is sound: a card above waste card c leaves the waste before c either by its own
        play from the waste top, and then it is in the set (it was played before c, the first
        card left out), or drawn into a side column by a side play. So the side plays before c
        number at least the cards above c that are *not* in the set, waste cards and forced
        ones alike, and they are at most ``tokens`` as before; c itself may be played from the
        waste top. A forced card may be played from the waste top as soon as the cards
        above it are gone: it is let in without a token (a looser rule, so still sound).
        """
        played = self.played
        while self.popped < len(self.waste_types) and \
                tokens >= self.popped - self.waste_in + len(self.forced) - self.forced_in:
            t = self.waste_types[self.popped]
            self.enter(2, self.popped, t, played[t])
            self.popped += 1
        while self.forced_popped < len(self.forced):
            t = self.forced[self.forced_popped]
            self.enter(2, -1, t, played[t])
            self.forced_popped += 1

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
        d = self.ptr[i] = self.ptr[i] + 1
        if d < self.plen[i]:
            self.enter(3, i, self.packs[i][d], self.pack_index(i, d) - 1)
