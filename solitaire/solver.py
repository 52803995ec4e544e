"""Search over positions: is this deal winnable, and how?

:func:`solve` searches from the current position *knowing every card* (the order of
the stock, the cards of closed packs), as the "thoughtful" solvers of solitaire
research do. It answers "won" (with a winning line), "lost" (proven: no line wins) or
"unknown" (the budget ran out first). Every winning line it returns has been replayed
through the game's own rules (``Game.play``) and wins: the search may use a compact
encoding of its own, but the engine has the last word.

>>> from solitaire import Maids
>>> result = solve(Maids(deal=9))
>>> result.verdict, len(result.moves) > 100
('won', True)

:func:`hint` suggests a move using only what the player can see (see
:mod:`solitaire.solver_hint`); :func:`win_rates` in :mod:`solitaire.stats` runs many deals.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from .moves import DEAL, REDEAL, Move
from .solver_budget import luby

#: The Maids restarts: the first try's budget in positions, then in Luby proportions; and
#: how many stock cards the stock-aware tries look at. Chosen by how many of the deals of
#: 1..10,000 that need more than 400,000 positions a budget of 1,000,000 decides.
MAIDS_FIRST_BUDGET = 3000
MAIDS_LOOKAHEAD = 3
#: The tries before the guess joins in (114,000 positions): the easy deals are decided
#: within them, and the guess would only mislead them. Chosen on deals 1..10,000 with
#: 400,000 positions a deal: the guess from the first try left 266 of them undecided, from
#: the 21st 172, and without the guess 199 (the reading without suit; in suit 113 either way).
MAIDS_EXACT_TRIES = 20

__all__ = ["solve", "hint", "hint_scores", "SolveResult", "replay_line", "verdict_of"]


@dataclass(frozen=True)
class SolveResult:
    """What :func:`solve` found.

    ``verdict`` is "won", "lost" or "unknown"; ``moves`` the winning line from the
    position searched (empty unless won, or when not replayed); ``nodes`` the positions
    searched; ``seconds`` the time taken; ``steps`` the length of the search's winning
    line (a Maids step is one move; a Spider step may add passes between bases);
    ``forgotten`` the positions a Maids search proved lost (or doubted) but could not
    keep within its ``table_bytes`` (0 without a cap, or when the cap was never reached).
    """

    verdict: str
    moves: tuple = field(default=(), repr=False)
    nodes: int = 0
    seconds: float = 0.0
    steps: int = 0
    forgotten: int = 0

    @property
    def won(self) -> bool:
        return self.verdict == "won"

    def __str__(self) -> str:
        text = f"{self.verdict} ({self.nodes} positions, {self.seconds:.2f} s)"
        if self.moves:
            text += ": " + " ".join(str(move) for move in self.moves)
        return text


def solve(game, max_nodes: int | None = None, max_seconds: float | None = None,
          replay: bool = True, *, table_bytes: int | None = None) -> SolveResult:
    """Search the game from its current position; see :class:`SolveResult`.

    With no limit the answer is exact (never "unknown"), however long it takes; a
    limit on positions (``max_nodes``) or time (``max_seconds``) may leave it "unknown".
    A winning line is replayed through the engine, which must accept it and win;
    ``replay=False`` skips that (statistics over many deals only need the verdict) and
    leaves ``moves`` empty. The game itself is not changed.

    ``table_bytes`` (Maids; Spider ignores it) caps the memory of the search's tables of
    positions: past it the search forgets positions instead of running out of memory,
    which only costs time (see ``forgotten``). The table of lost positions gets 7/8 of it,
    rounded down to a power of two of 16-byte slots, so a cap between 9.9 GB and 19.6 GB
    (10**9 bytes each) always gives it 8.6 GB.
    """
    started = time.perf_counter()
    status = game.status
    if status != "playing":
        return SolveResult(status, (), 0, time.perf_counter() - started)
    if game.game_name == "maids":
        verdict, line, nodes, forgotten = _solve_maids(game.state, max_nodes, max_seconds, table_bytes)
    elif game.game_name == "spider":
        verdict, line, nodes = _solve_spider(game.state, max_nodes, max_seconds)
        forgotten = 0
    else:
        raise ValueError(f"no solver for {game.game_name!r}")
    moves = replay_line(game, line) if verdict == "won" and replay else ()
    steps = len(line) if verdict == "won" else 0
    return SolveResult(verdict, moves, nodes, time.perf_counter() - started, steps, forgotten)


def verdict_of(game_name: str, state, max_nodes=None, max_seconds=None) -> str:
    """Just the verdict of a position (no line, no replay): for hints and players."""
    if game_name == "maids":
        return _solve_maids(state, max_nodes, max_seconds)[0]
    return _solve_spider(state, max_nodes, max_seconds)[0]


def _solve_maids(state, max_nodes, max_seconds, table_bytes=None):
    """Restarts of the search in Luby budgets, sharing the table of lost positions.

    A position proven lost stays lost whatever the order, so a later try starts where the
    earlier ones stopped, while a try that went down a bad line early does not keep the
    whole budget. The tries cycle through the move orders; from the sixth on, ties are
    shuffled by a seed, and every other try looks at the next stock cards
    (:mod:`solitaire.solver_maids_order`).

    After the first ``MAIDS_EXACT_TRIES``, the tries also guess
    (:mod:`solitaire.solver_maids_guess`): they skip positions whose waste a simple player
    cannot dig out, which finds many hard wins far sooner. Once the guess has nothing more
    to offer (every line it keeps is lost), the tries go on without it, on the lost
    positions proven so far; a "lost" is never a guess. Without limits the budgets grow
    without end, so the search always decides.

    When the first try does not decide, the second relaxation
    (:mod:`solitaire.solver_maids_packs`: the packs exact, every other card at hand) is
    played out once from the start; it proves many of the hardest in-suit deals lost at
    once. Its positions count in ``nodes`` too.

    Returns ``(verdict, line, nodes, forgotten)``; ``forgotten``: see :func:`_maids_tables`.
    """
    from .solver_maids import MaidsSearch
    from .solver_maids_packs import PACKS_BUDGET, root_deadlocked
    deadline = None if max_seconds is None else time.perf_counter() + max_seconds
    lost, guessed = tables = _maids_tables(table_bytes)
    nodes, attempt = 0, 0
    orders = MaidsSearch.ORDERS
    while True:
        attempt += 1
        left = None if max_nodes is None else max_nodes - nodes
        if left is not None and left <= 0:
            return "unknown", None, nodes, _forgotten(tables)
        seconds = None if deadline is None else deadline - time.perf_counter()
        if seconds is not None and seconds <= 0:
            return "unknown", None, nodes, _forgotten(tables)
        budget = MAIDS_FIRST_BUDGET * luby(attempt)
        cap = budget if left is None else min(budget, left)
        search = MaidsSearch(state, max_nodes=cap, max_seconds=seconds, lost=lost,
                             order=orders[(attempt - 1) % len(orders)],
                             seed=0 if attempt <= len(orders) else attempt,
                             lookahead=MAIDS_LOOKAHEAD if attempt % 2 else 0,
                             guessed=guessed if attempt > MAIDS_EXACT_TRIES else None)
        verdict = search.run()
        nodes += search.nodes
        if verdict == "unknown" and attempt == 1 and (left is None or left > search.nodes):
            deadlocked, spent = root_deadlocked(search, PACKS_BUDGET if left is None else
                                                min(PACKS_BUDGET, left - search.nodes))
            nodes += spent
            verdict = "lost" if deadlocked else verdict
        if verdict != "unknown":
            return verdict, search.line, nodes, _forgotten(tables)
        if search.doubted:
            guessed = None


def _maids_tables(table_bytes):
    """The tables of lost and of doubted positions for :func:`_solve_maids`.

    With ``table_bytes``, the lost positions get 7/8 of it (they are what the restarts
    share and build on) and the doubted ones the rest; each table is then allocated once
    and, when full, forgets (:func:`solitaire.solver_maids_codes.new_table`).
    """
    from .solver_maids_codes import checked_max_bytes, new_table
    if table_bytes is None:
        return new_table(), new_table()
    checked_max_bytes(table_bytes, "table_bytes")
    guessed_bytes = max(1, table_bytes // 8)
    return new_table(max_bytes=max(1, table_bytes - guessed_bytes)), new_table(max_bytes=guessed_bytes)


def _forgotten(tables) -> int:
    """The positions the capped tables could not keep (0 without a cap)."""
    from .solver_maids_codes import table_dropped
    return sum(table_dropped(table) for table in tables)


def _solve_spider(state, max_nodes, max_seconds):
    """Several searches taking turns on one budget; see :mod:`solitaire.solver_spider_plan`."""
    from .solver_spider_plan import solve_spider
    return solve_spider(state, max_nodes, max_seconds)


def replay_line(game, line) -> tuple:
    """Turn a solver's line into engine moves by playing it on a copy of ``game``; the copy must win.

    Raises RuntimeError if a step is illegal or the line does not win: that would be a
    bug in a solver, never something a player did.
    """
    board = game.copy()
    moves = []
    for step in line:
        for move in _engine_moves(board, step):
            if move not in board.legal_moves():
                raise RuntimeError(f"solver line step {step!r} gave {move}, which is illegal here:\n{board}")
            board.play(move)
            moves.append(move)
    if board.status != "won":
        raise RuntimeError(f"solver line does not win; it ends in:\n{board}")
    return tuple(moves)


def _engine_moves(board, step):
    """The engine moves of one solver step (a Maids source place, or a Spider step)."""
    if board.game_name == "maids":
        if step == "deal":
            return [DEAL]
        for move in board.legal_moves():
            if move.source == step:
                return [move]
        raise RuntimeError(f"no move from {step} in:\n{board}")
    from .spider_state import PLACES
    kind, i, _ = step
    if kind == "deal":
        return [DEAL]
    if kind == "redeal":
        return [REDEAL]
    if kind == "pile":
        return [Move(PLACES[i], PLACES[step[2]])]
    return _spider_home(board, PLACES[i])


def _spider_home(board, pile: str) -> list:
    """A pile's top card to a base of its row, with the passes between the bases it needs first."""
    state = board.state
    card = board.cards(pile)[-1]
    row = state.piles[_pile_index(pile)][-1] // 13
    ace, king = f"A{row + 1}", f"K{row + 1}"
    a, k = state.tops[row], state.tops[row + 4]
    if card.rank == a + 1:
        return [Move(pile, ace)]
    if card.rank == k - 1:
        return [Move(pile, king)]
    # The bases touch (k == a + 1): pass cards until one of them wants this card (the
    # base cards themselves never move, so an ace goes to the king base at 1|2, a king to
    # the ace base at 12|13, any other rank r to the ace base at r-1|r).
    want = 1 if card.rank == 1 else 12 if card.rank == 13 else card.rank - 1
    passes = []
    while a > want:
        passes.append(Move(ace, king))
        a -= 1
    while a < want:
        passes.append(Move(king, ace))
        a += 1
    return passes + [Move(pile, ace if card.rank == a + 1 else king)]


def _pile_index(pile: str) -> int:
    from .spider_state import PLACE_INDEX
    return PLACE_INDEX[pile]


def hint(game, peek: bool = False, budget_seconds: float = 1.0, seed: int = 0):
    """A good next move, or None when there is no legal move.

    Fair by default: it looks only at what the player sees (see
    :func:`solitaire.solver_hint.fair_scores`). ``peek=True`` asks the exact solver
    instead (it knows the hidden cards) and returns the first move of a winning line,
    or, when the position is lost or undecided, the fair hint.
    """
    scores = hint_scores(game, peek=peek, budget_seconds=budget_seconds, seed=seed)
    return scores.best


def hint_scores(game, peek: bool = False, budget_seconds: float = 1.0, seed: int = 0):
    """The per-move scores behind :func:`hint` (a :class:`solitaire.solver_hint.HintScores`)."""
    from .solver_hint import fair_scores, peek_scores
    if peek:
        scores = peek_scores(game, budget_seconds)
        if scores.best is not None:
            return scores
    return fair_scores(game, budget_seconds=budget_seconds, seed=seed)
