"""The Maids search's depth-first walk in Python: the fallback where the C walk (``_search.c``) was not built.

Frozen: kept as it was when the C walk became the one statement of the search, so a change to
the search is made in the C; the tests ask of this walk only verdicts that never contradict the
C's and wins that replay. :class:`Search` has the C ``Search`` struct's fields and functions'
names. :class:`~solitaire.solver.maids.search.MaidsSearch` says what the search does.
"""
from __future__ import annotations

import time

from ..budget import BudgetSpent
from .bound import hopeless
from .codes import NO_PLAY, NO_PLAY_FIRST, STOCK_JACK_ONE, WASTE_PLAY, waste_key
from .guess import waste_stuck
from .moves import Moves
from .order import in_order, stock_aware_ranks
from .safe import rivals

__all__ = ["Search", "BOUND_EVERY"]

#: The relaxation costs more than a node; asked at every third depth it catches nearly as
#: much (a hopeless position's grandchildren are hopeless too).
BOUND_EVERY = 3


class Search(Moves):
    """One search's position, changed in place by the moves (``apply``, :class:`~.moves.Moves`) and
    put back (``take_back``); ``line`` holds the moves played from the root, so after a win it
    is the winning line. Built from a MaidsSearch's lists, which it leaves as they are.

    ``no_play``, ``no_play_first``, ``waste_play``, ``stock_jack_one``: the readings
    ``deal_when="no_play"`` and ``"no_play_first"``, ``waste_playable=True`` and
    ``first_jack_from_stock=1`` (the MaidsSearch's ``rules``); ``deals``: the deals on ``line``;
    :meth:`safe_move`, :meth:`list_moves` and :mod:`~solitaire.solver.maids.bound` say what
    each changes in the search and why its shortcuts stay sound.
    """

    __slots__ = ("follow", "types", "copies", "total", "is_jack", "has_next", "played", "pack_count",
                 "stock_count", "side", "unit", "side_code", "packs", "plen", "rem", "under", "pack_code",
                 "seq", "nseq", "pos", "waste", "opened", "jacks", "in_arc", "order", "use_bound", "seed",
                 "lookahead", "lost", "guessed", "doubt", "nodes", "max_nodes", "deadline", "line", "no_play",
                 "no_play_first", "waste_play", "stock_jack_one", "deals")

    def __init__(self, search):
        self.follow, self.types, self.copies = search.follow, search.types, search.copies
        self.total = self.types * self.copies
        self.is_jack = [t % 13 == 0 for t in range(self.types)]
        self.has_next = [t % 13 != 12 for t in range(self.types)]
        # Copies of the lists the moves change, as the C copies them into its struct: the
        # search stops wherever its budget runs out, and the MaidsSearch's lists must still
        # be the root (root_deadlocked reads them, and run() may be called again).
        self.played, self.side, self.waste = list(search.played), list(search.side), list(search.waste)
        self.packs, self.seq, self.opened = search.packs, search.seq, search.opened
        self.nseq, self.pos = len(self.seq), len(self.waste)
        self.count_cards()
        bits = 2 if self.follow else 4
        self.unit = [1 << (bits * t) for t in range(self.types)] + [0]  # unit[-1] == 0: an empty place
        self.side_code = sum(self.unit[t] for t in self.side)
        self.pack_code = 0
        self.order, self.use_bound = search.order, search.bound
        self.seed, self.lookahead = search.seed, search.lookahead
        rules = search.rules
        self.no_play, self.waste_play = bool(rules & NO_PLAY), bool(rules & WASTE_PLAY)
        self.stock_jack_one = bool(rules & STOCK_JACK_ONE)
        self.no_play_first, self.deals = bool(rules & NO_PLAY_FIRST), 0
        self.lost, self.guessed = search.lost, search.guessed
        self.doubt = False  # the loss being shown rests on a doubt of the guess
        self.nodes = 0
        self.max_nodes = (1 << 62) if search.max_nodes is None else search.max_nodes
        self.deadline = None if search.max_seconds is None else time.perf_counter() + search.max_seconds
        self.line = []

    def count_cards(self):
        """What the moves keep up to date: the cards of each type in the packs, in the stock
        and in the arc, the jacks among them, and the packs' lengths."""
        packs, played = self.packs, self.played
        self.plen = [len(p) for p in packs]
        self.rem = [0] * 12
        # under[i][d]: cards of the same type below card d of pack i (they come off later)
        self.under = [[sum(1 for e in p[d + 1:] if e == p[d]) for d in range(len(p))] for p in packs]
        self.pack_count = [0] * self.types
        for p in packs:
            for t in p:
                self.pack_count[t] += 1
        self.stock_count = [0] * self.types
        for s in range(self.pos, self.nseq):
            self.stock_count[self.seq[s]] += 1
        self.jacks = sum(played[t] for t in range(self.types) if self.is_jack[t])
        self.in_arc = sum(played)

    # ---- the moves that can never hurt ----

    def waste_settled(self) -> bool:
        """The end game: no card will ever land on the waste again, so its order is fixed.

        True once the stock is empty, and already with one stock card left: that card
        is dealt only when it fits (``last_card_waits``), so it goes to the arc, or a
        side play draws it into a side column once the waste is empty. Either way it
        acts as one more card at hand that nothing refills. Under ``waste_playable=True``
        too (``last_card_waits`` says why); under ``deal_when="no_play"`` the moves that lean
        on it are only asked once the stock is empty.
        """
        return self.pos >= self.nseq - 1

    def last_card_waits(self) -> bool:
        """The last stock card cannot fit now, so dealing it now is never needed.

        Dealt now, it lands on the waste, and the next side play brings it up into a
        side column. A line L that deals it now is matched by L', which keeps it in
        the stock and makes every other move of L: each side play then reveals the
        waste card below the one it reveals in L, and the card is dealt when L plays
        it (it fits then, so it goes to the arc), unless a side play has drawn it from
        the stock once the waste ran out. (With nothing else to play, lost either way.)

        With ``waste_playable=True``, L may play it from the waste top when it fits: L'
        deals it then, and it goes to the arc. L' has, at every step, the cards L has at
        hand and on the waste but this one, with at most one waste card more drawn into a
        side column, which a play of the waste top in L matches by a side play in L'.
        With ``deal_when="no_play"`` the deal is legal only when nothing fits: dealt then,
        the card lands on the waste, the stock is empty and still nothing fits: lost.
        """
        if self.pos != self.nseq - 1:
            return False
        t = self.seq[self.pos]
        return not self.is_jack[t] and self.played[t - 1] <= self.played[t]

    def in_starting_figure(self) -> bool:
        """Under ``deal_when="no_play_first"``: no deal yet (maids.17's starting figure), so the
        deal is legal only while no card fits; from the first deal on, the rules are the default's."""
        return self.no_play_first and not self.deals

    def dealing_compulsory(self) -> bool:
        """The stock has cards and the deal is legal only while no card fits (``deal_when="no_play"``,
        or ``"no_play_first"`` in the starting figure)."""
        return self.pos < self.nseq and (self.no_play or self.in_starting_figure())

    def play_fits(self) -> bool:
        """Whether a playable card fits the arc (a side card, an open pack's top, and with
        ``waste_play`` the waste top): under ``deal_when="no_play"`` the deal is then illegal."""
        is_jack, played = self.is_jack, self.played
        tops = [t for t in self.side if t >= 0]
        tops += [self.packs[i][self.rem[i]] for i in range(self.opened) if self.rem[i] < self.plen[i]]
        if self.waste_play and self.waste:
            tops.append(self.seq[self.waste[-1]])
        return any(is_jack[t] or played[t - 1] > played[t] for t in tops)

    def safe_move(self) -> int:
        """A move that can never turn a won position into a lost one, as ``kind * 16 +
        index``, or -1; why each kind is safe: :mod:`solitaire.solver.maids.safe`.

        Under ``deal_when="no_play"`` while the stock has cards (and ``"no_play_first"`` before
        its first deal), the only one is the deal when nothing fits (it is the only legal move
        then): the others rest on "one card more at hand never hurts", which fails when a card
        that fits forbids a deal. Once the stock is empty (or dealt from) the reading plays as
        the default, and so do all of them.
        """
        if self.dealing_compulsory():
            return -1 if self.play_fits() else 32
        endgame = self.waste_settled()
        is_jack, played, opened, copies = self.is_jack, self.played, self.opened, self.copies
        packs, rem, plen, pack_count = self.packs, self.rem, self.plen, self.pack_count
        for i in range(opened):
            d = rem[i]
            if d < plen[i]:
                t = packs[i][d]
                if self.has_next[t] and not endgame and self.stock_count[t + 1]:
                    continue
                if is_jack[t]:
                    if opened == 12:
                        return 16 + i
                else:
                    room = played[t - 1] - played[t]
                    others = copies - played[t] - pack_count[t]  # side, waste and stock
                    # Rivals are among the other packs' copies, so the first test (all of
                    # them) only spares the count when there is room to spare anyway.
                    if room > others and (room > others + pack_count[t] - 1 - self.under[i][d] or
                                          room > others + rivals(t, i, packs, rem, plen, opened, self.has_next)):
                        return 16 + i
        if self.pos == self.nseq - 1:
            t = self.seq[self.pos]
            if is_jack[t] and opened == 12 or not is_jack[t] and played[t - 1] >= copies:
                return 32
        if endgame:
            for j, t in enumerate(self.side):
                if t >= 0:
                    if is_jack[t]:
                        if opened == 12:
                            return j
                    else:
                        room = played[t - 1] - played[t]
                        # as above: every pack copy counted first, the rivals only if needed
                        if room > 0 and (room > pack_count[t] or
                                         room > rivals(t, None, packs, rem, plen, opened, self.has_next)):
                            return j
        return -1

    def play_safe_moves(self) -> int:
        """Play safe_move() after safe_move() while there is one; returns how many."""
        n = 0
        while True:
            move = self.safe_move()
            if move < 0:
                return n
            self.apply(move >> 4, move & 15)
            n += 1

    # ---- the position: counted, keyed, ruled out ----

    def count_node(self):
        """Count a position; BudgetSpent once the budget is spent."""
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise BudgetSpent
        if self.deadline is not None and not self.nodes & 1023 and time.perf_counter() > self.deadline:
            raise BudgetSpent

    def key_of(self) -> int:
        """The position as one int (see :mod:`solitaire.solver.maids.search`)."""
        return (self.pack_code | self.opened << 36 | self.pos << 40 | self.in_starting_figure() << 46
                | waste_key(self.waste, self.seq) << 47 | self.side_code << 100)

    def ruled_out(self, key, depth) -> bool:
        """True if the position need not be searched: it is in ``lost``, or the relaxation
        proves it lost (then it joins ``lost``), or the guess doubts it (it joins
        ``guessed``, and ``doubt`` is set). The relaxation is asked only every
        BOUND_EVERY depths, and not in a position already doubted (it is the dearer test).
        """
        checked = self.use_bound and depth % BOUND_EVERY == 0
        lost, guessed = self.lost, self.guessed
        in_lost = key in lost
        doubted = not in_lost and guessed is not None and key in guessed
        if in_lost or not doubted and checked and hopeless(
                self.is_jack, self.played, self.side, self.waste, self.seq, self.pos, self.packs, self.rem,
                self.plen, self.opened, self.jacks, waste_playable=self.waste_play):
            if not in_lost:
                lost.add(key)
            return True
        if doubted or guessed is not None and checked and waste_stuck(
                self.is_jack, self.played, self.side, self.waste, self.seq, self.packs, self.rem, self.opened,
                self.jacks, self.stock_count):
            if not doubted:
                guessed.add(key)
            self.doubt = True
            return True
        return False

    # ---- the moves tried ----

    def pack_moves(self, moves):
        """Append the top card of every open pack that fits, as ``[rank, kind, a, t]``."""
        wake_first, _, pack_card, pack_jack, _, _ = self.order
        is_jack, played, last = self.is_jack, self.played, self.opened - 1
        for i in range(self.opened):
            d = self.rem[i]
            if d < self.plen[i]:
                t = self.packs[i][d]
                if is_jack[t]:
                    moves.append([wake_first if i == last else pack_jack, 1, i, t])
                elif played[t - 1] > played[t]:
                    moves.append([wake_first if i == last else pack_card, 1, i, t])

    def side_moves(self, moves):
        """Append every side card that fits, one of each type (two side cards of one type
        lead to the same position)."""
        _, side_card, _, _, side_jack, _ = self.order
        is_jack, played = self.is_jack, self.played
        side_types = set()
        for j, t in enumerate(self.side):
            if t >= 0 and t not in side_types and (is_jack[t] or played[t - 1] > played[t]):
                side_types.add(t)
                moves.append([side_jack if is_jack[t] else side_card, 0, j, t])

    def drop_effectless(self, moves) -> list:
        """The moves without those that are worth no more than another.

        A move "without effect" (the last card of a pack that wakes nothing, a side card
        with nothing left to refill it) is worth no more than another move of the same
        type: both put the same card in the arc, and the other one also uncovers a card
        (or, in the end game, brings the next waste card in, whose order is fixed). So it
        is tried only when no other move of its type exists, and once.
        """
        rem, plen, last = self.rem, self.plen, self.opened - 1
        refills = self.pos < self.nseq or self.waste
        endgame = self.waste_settled()
        useful = set()
        for _, kind, a, t in moves:
            if kind == 1 and (rem[a] + 1 < plen[a] or a == last) or kind == 0 and endgame and refills:
                useful.add(t)
        kept, free_types = [], set()
        for move in moves:
            _, kind, a, t = move
            if self.is_jack[t] and self.opened < 12:
                effectless = False
            else:
                effectless = (rem[a] + 1 >= plen[a] and a != last) if kind == 1 else not refills
            if effectless:
                if t in useful or t in free_types:
                    continue
                free_types.add(t)
            kept.append(move)
        return kept

    def waste_move(self, moves):
        """With ``waste_play``, append the waste top if it fits, ranked as a side card."""
        if self.waste_play and self.waste:
            t = self.seq[self.waste[-1]]
            if self.is_jack[t] or self.played[t - 1] > self.played[t]:
                moves.append([self.order[1], 3, 0, t])

    def list_moves(self) -> list:
        """The moves worth trying here, each ``[rank, kind, a, t]``, ranked but not yet in order.

        Under ``deal_when="no_play"`` while the stock has cards (and ``"no_play_first"`` before
        its first deal), the deal only when no card fits, and no move is dropped as without effect (a move that uncovers a card may uncover
        one that fits and forbids a deal; the last stock card still waits, since dealt when
        nothing fits it would land on the waste with nothing left to play: lost either way).
        """
        moves = []
        self.pack_moves(moves)
        self.side_moves(moves)
        dealing_compulsory = self.dealing_compulsory()
        if len(moves) > 1 and not dealing_compulsory:
            moves = self.drop_effectless(moves)
        self.waste_move(moves)
        if self.pos < self.nseq:
            if not self.last_card_waits() and not (dealing_compulsory and moves):
                moves.append([self.order[5], 2, 0, 0])
            if self.lookahead:
                stock_aware_ranks(moves, self.seq, self.pos, self.lookahead, self.played, self.is_jack,
                                  self.has_next)
        return moves

    def search(self, depth) -> bool:
        """True if the position is won (``line`` then holds the moves); else lost, its key
        in ``lost`` (or in ``guessed`` if the loss rests on a doubt), the moves taken back."""
        self.count_node()
        autos = self.play_safe_moves()
        if self.in_arc == self.total:
            return True
        key = self.key_of()
        if self.ruled_out(key, depth):
            for _ in range(autos):
                self.take_back()
            return False
        doubt_before, self.doubt = self.doubt, False
        for _, kind, a, _t in in_order(self.list_moves(), self.seed):
            self.apply(kind, a)
            if self.search(depth + 1):
                return True
            self.take_back()
        (self.guessed if self.doubt else self.lost).add(key)
        self.doubt = self.doubt or doubt_before
        for _ in range(autos):
            self.take_back()
        return False
