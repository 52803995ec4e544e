"""Exact search for Spider, the Snake (see :mod:`solitaire.solver` for the public API).

Cards go back and forth between piles, so the search walks a graph with a set of
positions already seen: best-first (most cards home, then the wanted cards least
deep) or depth-first. Both are complete: an exhausted walk proves the deal lost.
:mod:`solitaire.solver.spider.plan` decides which walks share a budget.
What keeps them small:

- **Positions proven lost are cut.** In the last round every new position is put to
  the relaxation of :mod:`solitaire.solver.spider.bound`; when it finds a card that can
  never come to the top of its pile, the position is lost and is not expanded. This is
  what lets a walk over the redeal finish: most points at which the redeal could be
  taken lead to a second round that the bound refutes after its deal.
- **Equivalent positions share a key.** While no redeal is left and the row rule does
  not bind in play, piles have no place of their own any more: the key lists them
  sorted, so piles with the same cards, and all empty piles, count once. (Before the
  last round a pile's place decides where its cards go in the redeal, so it counts.)
  The two bases of a suit whose ranges touch (the ace base up to r, the king base
  down to r+1) can pass cards back and forth freely, so every such split is one
  position: the search treats such a suit as taking any card of its suit, and the
  winning line gets the passes it needs when it is replayed.
- **Safe base moves are made at once**: in the last round, when no row rule binds in
  play, a card on which no card could ever want to be built (see ``safe_home``) only
  blocks the cards under it. (With ``row_rule="always"`` such a card may still be the
  stepping stone that carries a card from a side pile to a pile of its row.)
- **Moves are ordered** (depth-first): cards to the bases first, then moves that
  empty a pile or let a card reach a base, then the others, then the deal, then the
  redeal; a card just moved between piles is not moved again at once (two moves of one
  card in a row are one move from where it was). A lone card is not moved to an empty
  pile, nor to a second empty pile, only where piles are interchangeable.
"""
from __future__ import annotations

import time

from ...spider.state import FITS, ROW_OK
from ..budget import BudgetSpent, BudgetedSearch
from .bound import last_round_hopeless

__all__ = ["SpiderSearch"]

_WON_A, _WON_K = (13, 13, 13, 13), (1, 1, 1, 1)


class SpiderSearch(BudgetedSearch):
    """A search (best-first or depth-first) from one Spider position: ``run()`` gives "won", "lost" or "unknown".

    ``no_redeal=True`` walks only the lines that never redeal: its wins are wins, but
    its "lost" says only that no such line wins. ``redeal_first=True`` tries the redeal
    before any other move wherever it is allowed (best-first: expands the positions of
    a later round before all others); it changes the order only, the walk is as
    complete. ``walk()`` is the same search as a generator, for callers that share
    time between searches.

    After a win, ``line`` holds the moves as ``(kind, source, target)`` with kind "base"
    (pile index to the bases of the card's row), "pile" (pile to pile), "deal" or
    "redeal"; :func:`solitaire.solver.solve` replays them through the engine, adding the
    passes between bases that a touching suit needs.
    """

    def __init__(self, state, max_nodes=None, max_seconds=None, best_first=True, no_redeal=False,
                 redeal_first=False):
        self.start = (state.piles, tuple(state.tops[:4]), tuple(state.tops[4:]), state.stock, state.round)
        # no_redeal: search only lines that never redeal (their wins are wins; their
        # "lost" says only that no such line wins)
        self.redeals = state.round - 1 if no_redeal else state.redeals
        self.row_ok = ROW_OK[state.row_rule]
        self.free_piles = state.row_rule != "always"
        self.max_nodes = max_nodes
        self.max_seconds = max_seconds
        self.best_first = best_first
        self.redeal_first = redeal_first
        self.nodes = 0
        self.seconds = 0.0
        self.line: list[tuple] = []

    def _search(self) -> bool:
        """Drive :meth:`walk` to its end, or raise BudgetSpent when the budget runs out."""
        deadline = None if self.max_seconds is None else time.perf_counter() + self.max_seconds
        walk = self.walk()
        try:
            while True:
                next(walk)
                if deadline is not None and time.perf_counter() > deadline:
                    raise BudgetSpent
        except StopIteration as done:
            return done.value

    def walk(self):  # noqa: C901 (the hot loop, kept together on purpose)
        """The search as a generator: it yields every 256 positions (``nodes`` is then up
        to date) so that a caller may share time between searches, and returns True
        (won, ``line`` set) or False (lost). ``max_nodes`` raises BudgetSpent."""
        redeals, row_ok, free_piles = self.redeals, self.row_ok, self.free_piles
        redeal_first = self.redeal_first
        max_nodes = (1 << 62) if self.max_nodes is None else self.max_nodes
        nodes = 0

        def key_of(node):
            piles, a, k, stock, rnd = node
            a2, k2 = list(a), list(k)
            for row in range(4):
                if k[row] == a[row] + 1:      # touching: every split is the same position
                    a2[row] = k2[row] = 0
            if not stock and rnd > redeals and free_piles:
                piles = tuple(sorted(piles))
            return piles, tuple(a2), tuple(k2), stock, rnd

        def fits_home(code, a, k):
            """The (a, k) of the card's row after it goes to a base, or None."""
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

        def to_home(node, i, placed):
            piles, a, k, stock, rnd = node
            row, ar, kr = placed
            a = a[:row] + (ar,) + a[row + 1:]
            k = k[:row] + (kr,) + k[row + 1:]
            piles = piles[:i] + (piles[i][:-1],) + piles[i + 1:]
            return piles, a, k, stock, rnd

        def safe_home(node):
            """A pile whose top card is safe to send home, or -1 (last round only)."""
            piles, a, k, stock, rnd = node
            if rnd <= redeals or not free_piles:
                # under row_rule="always" a card may need a neighbour on a pile as a
                # stepping stone from a side pile to a pile that reaches its base
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

        def moves_of(node, last_moved=-1):
            piles, a, k, stock, rnd = node
            play = not stock
            phase = row_ok[play]
            home, onto, rest = [], [], []
            for i, pile in enumerate(piles):
                if pile:
                    code = pile[-1]
                    if phase[i][code // 13]:
                        placed = fits_home(code, a, k)
                        if placed is not None:
                            home.append(("base", i, placed))
            if play:
                tops = [pile[-1] if pile else 52 for pile in piles]
                # with piles interchangeable, one empty pile stands for all of them
                position_free = free_piles and rnd > redeals
                first_empty = tops.index(52) if 52 in tops else -1
                for i, code in enumerate(tops):
                    if code == 52 or i == last_moved:
                        continue  # moving the card just moved again = one move from where it was
                    fits = FITS[code]
                    below = piles[i][-2] if len(piles[i]) > 1 else 52
                    for j, target in enumerate(tops):
                        if j == i or not fits[target]:
                            continue
                        # a lone card to an empty pile, or to a second empty pile, changes
                        # nothing only where piles have no place of their own: in the last
                        # round (before it the redeal gathers piles in order) with no row
                        # rule in play
                        if target == 52 and position_free and (below == 52 or j != first_empty):
                            continue
                        move = ("pile", i, j)
                        if below == 52 or fits_home(below, a, k) is not None:
                            onto.append(move)
                        else:
                            rest.append(move)
            moves = home + onto + rest
            if stock:
                moves.append(("deal", 0, 0))
            elif rnd <= redeals:
                if redeal_first:
                    moves.insert(0, ("redeal", 0, 0))
                else:
                    moves.append(("redeal", 0, 0))
            return moves

        def after(node, move):
            kind, i, j = move
            piles, a, k, stock, rnd = node
            if kind == "base":
                return to_home(node, i, j)
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
            gathered = tuple(card for pile in piles for card in pile)
            return ((),) * 12, a, k, gathered, rnd + 1

        def settle(node):
            """Play every safe move; returns the node and the moves played."""
            autos = []
            while True:
                i = safe_home(node)
                if i < 0:
                    return node, autos
                move = ("base", i, fits_home(node[0][i][-1], node[1], node[2]))
                autos.append(move)
                node = after(node, move)

        row_dealing = row_ok[False]

        def hopeless(node):
            """The last round's relaxation (see bound.py) proves ``node`` lost."""
            piles, a, k, stock, rnd = node
            return rnd > redeals and last_round_hopeless(piles, a, k, stock, row_dealing)

        start, autos = settle(self.start)
        if start[1] == _WON_A and start[2] == _WON_K:
            self.line = autos
            return True
        if hopeless(start):
            return False
        if self.best_first:
            return (yield from self._best_first(start, autos, key_of, moves_of, after, settle, hopeless, max_nodes))
        seen = {key_of(start)}
        stack = [(start, iter(moves_of(start)), autos)]
        path = []
        while stack:
            node, moves, autos = stack[-1]
            move = next(moves, None)
            if move is None:
                stack.pop()
                if path:
                    path.pop()
                continue
            child, child_autos = settle(after(node, move))
            nodes = yield from self._count(nodes, max_nodes)
            if child[1] == _WON_A and child[2] == _WON_K:
                self.nodes = nodes
                line = list(stack[0][2])
                for (_, _, step_autos), step in zip(stack[1:], path):
                    line.append(step)
                    line.extend(step_autos)
                line.append(move)
                line.extend(child_autos)
                self.line = line
                return True
            key = key_of(child)
            if key in seen:
                continue
            seen.add(key)
            if hopeless(child):
                continue
            path.append(move)
            last = move[2] if move[0] == "pile" and not child_autos else -1
            stack.append((child, iter(moves_of(child, last)), child_autos))
        self.nodes = nodes
        return False

    def _count(self, nodes, max_nodes):
        """One more position: pause every 256 (the plan may hand the turn to another walk),
        and stop when the budget is spent. Both walks count through here."""
        nodes += 1
        if not nodes & 255:
            self.nodes = nodes
            yield
        if nodes > max_nodes:
            self.nodes = nodes
            raise BudgetSpent
        return nodes

    def _best_first(self, start, autos, key_of, moves_of, after, settle, hopeless, max_nodes):
        """Expand the most promising position first: most cards home, then the cards the
        bases want lying least deep. Complete like the depth-first walk (every position
        reached is expanded unless a win comes first), so an exhausted queue proves a loss."""
        import heapq
        start_key = key_of(start)
        parents = {start_key: None}
        later_first = -1 if self.redeal_first else 0  # redeal_first: later rounds before all else
        queue = [((later_first * start[4],) + _priority(start), 0, start, start_key, -1)]
        counter = nodes = 0
        while queue:
            _, _, node, key, last = heapq.heappop(queue)
            for move in moves_of(node, last):
                child, child_autos = settle(after(node, move))
                nodes = yield from self._count(nodes, max_nodes)
                child_key = key_of(child)
                if child_key in parents:
                    continue
                parents[child_key] = (key, move, child_autos)
                if child[1] == _WON_A and child[2] == _WON_K:
                    self.nodes = nodes
                    steps = []
                    while parents[child_key] is not None:
                        child_key, step, step_autos = parents[child_key]
                        steps.append((step, step_autos))
                    line = list(autos)
                    for step, step_autos in reversed(steps):
                        line.append(step)
                        line.extend(step_autos)
                    self.line = line
                    return True
                if hopeless(child):
                    continue
                counter += 1
                moved = move[2] if move[0] == "pile" and not child_autos else -1
                heapq.heappush(queue, ((later_first * child[4],) + _priority(child), counter, child, child_key, moved))
        self.nodes = nodes
        return False


def _priority(node):
    """Smaller is better: (cards not home, how deep the cards the bases want lie)."""
    piles, a, k, stock, rnd = node
    home = sum(a) - sum(k)
    wanted = {}
    for row in range(4):
        if a[row] < 13:
            wanted[13 * row + a[row]] = 0
        if k[row] > 1 and k[row] - 2 != a[row]:
            wanted[13 * row + k[row] - 2] = 0
    depth = 0
    for pile in piles:
        size = len(pile)
        for index, code in enumerate(pile):
            if code in wanted:
                depth += size - 1 - index
    return (-home, depth + len(stock) // 12, rnd)

