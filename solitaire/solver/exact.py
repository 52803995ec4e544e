"""Search over positions: is this deal winnable, and how?

:func:`solve` searches from the current position *knowing every card* (the order of
the stock, the cards of face-down packets), as the "thoughtful" solvers of solitaire
research do. It answers "won" (with a winning line), "lost" (proven: no line wins) or
"unknown" (the budget ran out first). Every winning line it returns has been replayed
through the game's own rules (``Game.play``) and wins: the search may use a compact
encoding of its own, but the engine has the last word.

>>> from solitaire import Maids
>>> result = solve(Maids(deal=9))
>>> result.verdict, len(result.moves) > 100
('won', True)

:func:`~solitaire.solver.hints.hint` suggests a move using only what the player can see;
:func:`~solitaire.solver.stats.win_rates` runs many deals. Each game's search lives in its
own folder (``solver/spider/``, ``solver/maids/``) and is found through :func:`search_of`.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from importlib import import_module

from .budget import checked_seconds, checked_whole, table_cap
from ..moves import IllegalMove

__all__ = ["solve", "SolveResult", "replay_line", "verdict_of", "search_of"]


@dataclass(frozen=True)
class SolveResult:
    """What :func:`solve` found.

    ``verdict`` is "won", "lost" or "unknown"; ``moves`` the winning line from the
    position searched (empty unless won, or when not replayed); ``nodes`` the positions
    searched; ``seconds`` the time taken; ``steps`` the length of the search's winning
    line (a Maids step is one move; a Spider step may add passes between bases);
    ``forgotten`` the positions a Maids search proved lost (or doubted) but could not
    keep within its ``table_bytes``, or 1 when a Spider search stopped at it (then the
    verdict is "unknown"); 0 when the cap was never reached (see ``capped``).
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

    @property
    def capped(self) -> bool:
        """True when the search's tables reached their memory cap (``table_bytes``)."""
        return self.forgotten > 0

    def __str__(self) -> str:
        text = f"{self.verdict} ({self.nodes} positions, {self.seconds:.2f} s)"
        if self.capped:
            text += " (its tables reached their memory cap)"
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

    ``table_bytes`` caps the memory of the search's tables of positions; without it they
    may take half of the machine's memory (:data:`~solitaire.solver.budget.DEFAULT_MEMORY_SHARE`),
    and a cap above 3/4 of it is clipped there, so a search never runs the machine out of
    memory. Below the cap nothing changes (the same positions, the same node counts). At
    it a Maids search forgets positions, which only costs time (see ``forgotten``); a
    Spider search stops, "unknown" (``capped``). The Maids table of lost positions gets
    7/8 of the cap and grows to a power of two of 16-byte slots whose last doubling fits
    it, so a cap between 14.8 GB and 29.5 GB (10**9 bytes each) lets it grow to 8.6 GB.

    A limit of 0 gives "unknown" at once; one that is no number of 0 or more (-1, nan, inf,
    "10", 10**19 positions) is refused with a ValueError naming it, before any search.
    """
    max_nodes = checked_whole(max_nodes, "max_nodes", "positions", least=0)
    max_seconds = checked_seconds(max_seconds, "max_seconds", zero=True)
    table_bytes = table_cap(table_bytes)
    started = time.perf_counter()
    status = game.status
    if status != "playing":
        return SolveResult(status, (), 0, time.perf_counter() - started)
    search = search_of(game.game_name)
    verdict, line, nodes, forgotten = search.solve_position(game.state, max_nodes, max_seconds, table_bytes)
    moves = replay_line(game, line) if verdict == "won" and replay else ()
    steps = len(line) if verdict == "won" else 0
    return SolveResult(verdict, moves, nodes, time.perf_counter() - started, steps, forgotten)


def verdict_of(game_name: str, state, max_nodes=None, max_seconds=None) -> str:
    """Just the verdict of a position (no line, no replay): for hints and players."""
    return search_of(game_name).solve_position(state, max_nodes, max_seconds)[0]


def search_of(game_name: str):
    """The search of a game: the module ``solitaire.solver.<game_name>``.

    Each game's folder under ``solver/`` has the same face: ``solve_position(state, max_nodes,
    max_seconds, table_bytes=None) -> (verdict, line, nodes, forgotten)`` and
    ``engine_moves(board, step) -> list[Move]`` (a step of its line as engine moves). A
    new game plugs in by adding its folder; :func:`solve` never asks which game it has.

    >>> search_of("maids").__name__
    'solitaire.solver.maids'
    """
    search = _SEARCHES.get(game_name) if isinstance(game_name, str) else None
    if search is not None:   # asked once a position by the players and hints: import_module each time cost more
        return search
    if not isinstance(game_name, str) or not game_name.isidentifier():
        raise ValueError(f"no solver for {game_name!r}")
    try:
        search = _SEARCHES[game_name] = import_module(f"{__package__}.{game_name}")
    except ModuleNotFoundError:
        raise ValueError(f"no solver for {game_name!r}") from None
    return search


_SEARCHES: dict = {}


def replay_line(game, line) -> tuple:
    """Turn a solver's line into engine moves by playing it on a copy of ``game``; the copy must win.

    Raises RuntimeError if a step is illegal or the line does not win: that would be a
    bug in a solver, never something a player did.
    """
    board = game.copy()
    moves = []
    search = search_of(board.game_name)
    for step in line:
        for move in search.engine_moves(board, step):
            try:
                board.play(move)   # the engine's own check of the move, once
            except IllegalMove:
                raise RuntimeError(f"solver line step {step!r} gave {move}, which is illegal here:\n{board}") from None
            moves.append(move)
    if board.status != "won":
        raise RuntimeError(f"solver line does not win; it ends in:\n{board}")
    return tuple(moves)
