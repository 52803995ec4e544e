"""The Maids search: restarts of an exact search, in C where it was built, else in Python.

:func:`solve_position` is what :func:`solitaire.solver.solve` calls for a Maids position; the
search itself is :class:`~solitaire.solver.maids.search.MaidsSearch` (``search.py``; its walk
in ``depth_first.py``, with its C twin ``_search.c``), its bounds and safe moves in the files
beside it.
"""
from __future__ import annotations

import time

from ...moves import DEAL
from ..budget import luby

__all__ = ["solve_position", "engine_moves"]

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

def solve_position(state, max_nodes, max_seconds, table_bytes=None):
    """Restarts of the search in Luby budgets, sharing the table of lost positions.

    A position proven lost stays lost whatever the order, so a later try starts where the
    earlier ones stopped, while a try that went down a bad line early does not keep the
    whole budget. The tries cycle through the move orders; from the sixth on, ties are
    shuffled by a seed, and every other try looks at the next stock cards
    (:mod:`solitaire.solver.maids.order`).

    After the first ``MAIDS_EXACT_TRIES``, the tries also guess
    (:mod:`solitaire.solver.maids.guess`): they skip positions whose waste a simple player
    cannot dig out, which finds many hard wins far sooner. Once the guess has nothing more
    to offer (every line it keeps is lost), the tries go on without it, on the lost
    positions proven so far; a "lost" is never a guess. Without limits the budgets grow
    without end, so the search always decides.

    When the first try does not decide, the second relaxation
    (:mod:`solitaire.solver.maids.packs`: the packs exact, every other card at hand) is
    played out once from the start; it proves many of the hardest in-suit deals lost at
    once. Its positions count in ``nodes`` too.

    Returns ``(verdict, line, nodes, forgotten)``; ``forgotten``: see :func:`_maids_tables`.
    """
    from .packs import PACKS_BUDGET, root_deadlocked
    from .search import MaidsSearch
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
    """The tables of lost and of doubted positions for :func:`solve_position`.

    With ``table_bytes``, the lost positions get 7/8 of it (they are what the restarts
    share and build on) and the doubted ones the rest; each table is then allocated once
    and, when full, forgets (:func:`solitaire.solver.maids.codes.new_table`).
    """
    from .codes import checked_max_bytes, new_table
    if table_bytes is None:
        return new_table(), new_table()
    checked_max_bytes(table_bytes, "table_bytes")
    guessed_bytes = max(1, table_bytes // 8)
    return new_table(max_bytes=max(1, table_bytes - guessed_bytes)), new_table(max_bytes=guessed_bytes)


def _forgotten(tables) -> int:
    """The positions the capped tables could not keep (0 without a cap)."""
    from .codes import table_dropped
    return sum(table_dropped(table) for table in tables)




def engine_moves(board, step) -> list:
    """The engine move of one step of a Maids line: "deal", or the place a card leaves."""
    if step == "deal":
        return [DEAL]
    for move in board.legal_moves():
        if move.source == step:
            return [move]
    raise RuntimeError(f"no move from {step} in:\n{board}")
