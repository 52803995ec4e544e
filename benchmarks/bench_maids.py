"""Speed of Twelve Sleeping Maids: a greedy player, the pure move functions, the Game object.

A script, not a test: ``python benchmarks/bench_maids.py [--repeats N] [--games N]``.
It prints the median (and best) of several repeats of each measure. The greedy player
plays any move to the arc when there is one, otherwise deals, until the game ends.

Goals (a 2-core machine): >= 500 complete greedy games per second, and >= 50,000
``legal_moves_of`` + ``apply`` per second with the pure functions.
"""
from __future__ import annotations

import argparse
import statistics
import time

from solitaire.cards import dealing_order
from solitaire.maids import Maids
from solitaire.maids.rules import apply, legal_moves_of


def greedy_game(state) -> int:
    """Play one game greedily with the pure functions; return the number of moves."""
    moves = 0
    while True:
        legal = legal_moves_of(state)
        if not legal:
            return moves
        state = apply(state, legal[0])  # plays come before "deal" in the list
        moves += 1


def greedy_game_object(game) -> int:
    """The same greedy player through the Game object (play, legal-move list, history)."""
    while True:
        legal = game.legal_moves()
        if not legal:
            return len(game.history)
        game.play(legal[0])


def measure(function, repeats: int) -> list[float]:
    """Rates of ``function()`` (which returns how many units it did) over ``repeats`` runs."""
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        units = function()
        rates.append(units / (time.perf_counter() - start))
    return rates


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()

    orders = [tuple(dealing_order("maids", deal)) for deal in range(1, args.games + 1)]
    starts = [Maids.initial_state(order, {"follow_suit": False}) for order in orders]
    moves_per_round = sum(greedy_game(state) for state in starts)

    def pure_games() -> int:
        for state in starts:
            greedy_game(state)
        return len(starts)

    def object_games() -> int:
        for order in orders:
            greedy_game_object(Maids(order=order))
        return len(orders)

    rows = [
        ("greedy games/s, pure functions", measure(pure_games, args.repeats)),
        ("legal_moves_of+apply/s, pure", [rate * moves_per_round / len(starts)
                                          for rate in measure(pure_games, args.repeats)]),
        ("greedy games/s, Game object", measure(object_games, args.repeats)),
    ]
    rows.append(("legal_moves+play/s, Game object",
                 [rate * moves_per_round / len(orders) for rate in rows[2][1]]))
    print(f"Twelve Sleeping Maids, {len(starts)} deals, {moves_per_round / len(starts):.1f} greedy moves "
          f"per game, {args.repeats} repeats")
    for name, rates in rows:
        print(f"  {name:<34} median {statistics.median(rates):>10,.0f}   best {max(rates):>10,.0f}")


if __name__ == "__main__":
    main()
