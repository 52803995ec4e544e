"""Speed of the Spider engine: legal moves + apply on random games (a script, not a test).

Plays random games (a fixed SplitMix64 stream picks each move among the legal ones,
the redeal only when it is the last move left, as spider.24 says "when all combinations
are exhausted"; each game capped at MAX_PLIES) and prints the median speed over several
runs:

- pure: ``legal_moves_of(state)`` then ``apply(state, move)``, the solver's inner loop;
- the same on play-phase positions only (more moves to find: pile to pile);
- game: ``game.legal_moves()`` then ``game.play(move)`` through the Game object.

Run: ``.venv/bin/python benchmarks/bench_spider.py [runs]``. Goal (pure): >= 20,000 moves/s.
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from solitaire.cards import SplitMix64  # noqa: E402
from solitaire.moves import REDEAL  # noqa: E402
from solitaire.spider import Spider  # noqa: E402

GAMES = 100
MAX_PLIES = 1500


def pick(rng: SplitMix64, legal: list):
    """A random legal move; the redeal only when nothing else is left."""
    if len(legal) > 1 and legal[-1] == REDEAL:
        return legal[rng.below(len(legal) - 1)]
    return legal[rng.below(len(legal))]


def pure_run(seed: int) -> tuple[int, float]:
    """Moves played and seconds spent in legal_moves_of + apply, over GAMES random games."""
    rng = SplitMix64(seed)
    starts = [Spider(deal=deal).state for deal in range(seed * GAMES, seed * GAMES + GAMES)]
    legal_moves_of, apply = Spider.legal_moves_of, Spider.apply
    moves = 0
    began = time.perf_counter()
    for state in starts:
        for _ in range(MAX_PLIES):
            legal = legal_moves_of(state)
            if not legal:
                break
            state = apply(state, pick(rng, legal))
            moves += 1
    return moves, time.perf_counter() - began


def play_phase_run(seed: int) -> tuple[int, float]:
    """legal_moves_of + apply on play-phase positions only (the solver's harder case):
    the positions are gathered from random games first, untimed."""
    rng = SplitMix64(seed)
    legal_moves_of, apply = Spider.legal_moves_of, Spider.apply
    positions = []
    for deal in range(seed * GAMES, seed * GAMES + GAMES):
        state = Spider(deal=deal).state
        for _ in range(MAX_PLIES):
            legal = legal_moves_of(state)
            if not legal:
                break
            if state.phase == "play":
                positions.append(state)
            state = apply(state, pick(rng, legal))
    picks = [rng.below(1 << 30) for _ in positions]
    began = time.perf_counter()
    for state, number in zip(positions, picks):
        legal = legal_moves_of(state)
        apply(state, legal[number % len(legal)])
    return len(positions), time.perf_counter() - began


def game_run(seed: int) -> tuple[int, float]:
    """The same through the Game object (legal_moves, play with its legality check and history)."""
    rng = SplitMix64(seed)
    games = [Spider(deal=deal) for deal in range(seed * GAMES, seed * GAMES + GAMES)]
    moves = 0
    began = time.perf_counter()
    for game in games:
        for _ in range(MAX_PLIES):
            legal = game.legal_moves()
            if not legal:
                break
            game.play(pick(rng, legal))
            moves += 1
    return moves, time.perf_counter() - began


def main(runs: int = 5) -> None:
    for name, run in (("pure legal_moves_of + apply", pure_run),
                      ("pure, play-phase positions only", play_phase_run),
                      ("Game.legal_moves + Game.play", game_run)):
        rates, total = [], 0
        for seed in range(1, runs + 1):
            moves, seconds = run(seed)
            rates.append(moves / seconds)
            total += moves
        print(f"spider {name}: median {statistics.median(rates):,.0f} moves/s "
              f"(best {max(rates):,.0f}, {runs} runs, {total:,} moves)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
