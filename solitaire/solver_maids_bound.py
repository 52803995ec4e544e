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

Closed packs are not at hand from the start: pack p can only have opened before c if
enough packs had opened by then. Each opening comes from a jack played (the first of the
game opens two) or from the top card of the last opened pack (at most once per pack, and
only from packs at or after the one last opened now: the last opened pack never moves
back). Those plays came before c, so they are in the set, and ``wakeable`` (openings
counted from the set) covers p: its top card was let in like any other.
"""
from __future__ import annotations

__all__ = ["hopeless"]


def wakeable(opened, jacks_before, jacks_in, packs_played) -> int:
    """How many packs can be open at most, once the set holds ``jacks_in`` jacks and cards
    of ``packs_played`` packs at or after the last opened one (``jacks_before``: jacks
    already in the arc, since only the first jack of the game opens two).

    >>> wakeable(2, 0, 1, 0), wakeable(2, 1, 1, 0), wakeable(11, 3, 2, 1)
    (4, 3, 12)
    """
    jack_openings = jacks_in + (1 if jacks_in and not jacks_before else 0)
    return min(12, opened + jack_openings + packs_played)


def hopeless(is_jack, played, side, waste, seq, pos, packs, rem, plen, opened, jacks) -> bool:
    """True if, even under the looser rules, some card can never reach the arc.

    ``opened``: how many packs are open; ``jacks``: how many jacks are in the arc.

    The set grows by propagation: a card waits on its type's predecessor until
    ``reach`` of that type passes its threshold (the arc count of its type plus the
    same-type cards above it in its pack); each card let in raises ``reach`` along its
    chain of types; side and waste cards let in pay for pops, which uncover waste cards. Positions of the ``waiting`` lists: ``(threshold, kind, index)``
    with kind 0 side, 1 stock, 2 waste, 3 pack.
    """
    types = len(played)
    big = 1 << 30
    count = [0] * types
    reach = [0] * types
    for base in range(0, types, 13):
        least = big
        for t in range(base, base + 13):
            v = played[t]
            if v < least:
                least = v
            reach[t] = least
    waiting = [[] for _ in range(types)]
    ready = []
    ptr = rem[:]
    remaining = 0

    for t in side:
        if t >= 0:
            remaining += 1
            if is_jack[t] or reach[t - 1] > played[t]:
                ready.append((0, 0, t))
            else:
                waiting[t].append((played[t], 0, 0))
    for s in range(pos, len(seq)):
        t = seq[s]
        remaining += 1
        if is_jack[t] or reach[t - 1] > played[t]:
            ready.append((1, s, t))
        else:
            waiting[t].append((played[t], 1, s))
    def enter_pack(i):
        t = packs[i][ptr[i]]
        if is_jack[t] or reach[t - 1] > played[t]:
            ready.append((3, i, t))
        else:
            waiting[t].append((played[t], 3, i))

    for i in range(12):
        d = ptr[i]
        if d < plen[i]:
            remaining += plen[i] - d
            if i < opened:
                enter_pack(i)
    open_bound, jacks_in, packs_played, pack_played = opened, 0, 0, [False] * 12
    nwaste = depth = len(waste)
    remaining += nwaste
    poppers = [0] * types      # side and waste cards let in, by type
    good = 0
    while True:
        while ready:
            kind, i, t = ready.pop()
            good += 1
            count[t] += 1
            if is_jack[t]:
                jacks_in += 1
            if kind == 3 and not pack_played[i]:
                pack_played[i] = True
                if i >= opened - 1:
                    packs_played += 1
            if open_bound < 12:
                for p in range(open_bound, wakeable(opened, jacks, jacks_in, packs_played)):
                    if ptr[p] < plen[p]:
                        enter_pack(p)
                    open_bound = p + 1
            # the reach of t and of the types after it may grow
            u = t
            new = played[u] + count[u]
            if not is_jack[u] and reach[u - 1] < new:
                new = reach[u - 1]
            while new > reach[u]:
                reach[u] = new
                if u % 13 == 12:
                    break
                u += 1
                items = waiting[u]
                if items:
                    keep = []
                    for item in items:
                        if item[0] < new:
                            ready.append((item[1], item[2], u))
                        else:
                            keep.append(item)
                    waiting[u] = keep
                new = played[u] + count[u]
                if reach[u - 1] < new:
                    new = reach[u - 1]
            if kind == 3:
                p = packs[i]
                d = ptr[i] = ptr[i] + 1
                if d < plen[i]:
                    nt = p[d]
                    threshold = played[nt]
                    for e in range(rem[i], d):
                        if p[e] == nt:
                            threshold += 1
                    if is_jack[nt] or reach[nt - 1] > threshold:
                        ready.append((3, i, nt))
                    else:
                        waiting[nt].append((threshold, 3, i))
            elif kind != 1:
                poppers[t] += 1
        if depth == 0:
            return good < remaining
        # Each pop is paid by a side play, and no more cards of a type can be played
        # than the arc will ever have room for: reach of the type before, less the arc.
        tokens = 0
        for t in range(types):
            n = poppers[t]
            if n:
                if not is_jack[t]:
                    room = reach[t - 1] - played[t]
                    if room < n:
                        n = room
                tokens += n
        if tokens < nwaste - depth + 1:
            return True
        while depth > 0 and tokens >= nwaste - depth + 1:
            depth -= 1
            nt = seq[waste[depth]]
            if is_jack[nt] or reach[nt - 1] > played[nt]:
                ready.append((2, depth, nt))
            else:
                waiting[nt].append((played[nt], 2, depth))
