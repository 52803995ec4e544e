"""Hints: a good next move, judged fairly (only from what the player can see) or by peeking.

The fair hint never looks at a hidden card. What the player knows is the position with
its hidden places blanked: how many cards lie face down where, and which cards are
unseen (the deck less every card that is or was in view). It deals those unseen cards
into the hidden places at random, many times (each a *sample*: a full position that
agrees with everything visible), plays each legal move on each sample and asks the
solver, with a small budget, whether the sample is still won. The move that wins on
most samples is the hint. The random deals come from the seed alone, so the same
visible position and seed give the same hint, whatever the hidden cards really are.

What counts as seen: Maids — side columns, the arc, the waste (every card in it was
seen when it was dealt) and the top card of each open pack; the stock and the cards
under a pack's top are hidden. Spider — every pile card and the bases; the stock is
hidden in the first round, and known after a redeal (the player gathered it).

>>> from solitaire import Maids
>>> scores = fair_scores(Maids(deal=1), budget_seconds=0.1, seed=1)
>>> scores.best
Move.parse('R1→F1')
"""
from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field

from ..cards import quoted, shuffled
from .budget import checked_seconds
from .exact import solve, verdict_of
from .games import game_class
from .greedy import greedy_order

__all__ = ["hint", "hint_scores", "HintScores", "fair_scores", "peek_scores", "hidden_places", "sample_state",
           "MAX_HINT_SECONDS", "MAX_SAMPLES"]

#: Positions the solver may search to judge one move on one sample.
NODES_PER_SAMPLE = 250
#: The longest budget a hint takes (an hour): a longer one is surely a slip, and a budget
#: such as 1e300 would name more samples than any machine could ever draw.
MAX_HINT_SECONDS = 3600.0
#: The fewest samples a fair hint rests on, whatever the budget or the clock.
MIN_SAMPLES = 6
#: The most samples a hint may be asked for by number (more would take hours).
MAX_SAMPLES = 10_000


@dataclass(frozen=True)
class HintScores:
    """The judgement behind a hint: ``scores`` maps each legal move to its share of
    samples won (unknown counts half), ``best`` is the move with the highest score (ties:
    the greedy player's choice), ``samples`` how many samples each move was tried on
    (0 for a peek)."""

    best: object
    scores: dict = field(default_factory=dict)
    samples: int = 0

    def table(self) -> str:
        """The scores as lines ``move  share``, best first (for lessons)."""
        ranked = sorted(self.scores.items(), key=lambda item: -item[1])
        return "\n".join(f"{str(move):10} {share:.2f}" for move, share in ranked)


def hint(game, peek: bool = False, budget_seconds: float = 1.0, seed: int = 0, samples: int | None = None):
    """A good next move, or None when there is no legal move.

    Fair by default: it looks only at what the player sees (see
    :func:`fair_scores`; ``samples`` fixes how many guesses it rests on, whatever the clock).
    ``peek=True`` asks the exact solver
    instead (it knows the hidden cards) and returns the first move of a winning line,
    or, when the position is lost or undecided, the fair hint.
    """
    scores = hint_scores(game, peek=peek, budget_seconds=budget_seconds, seed=seed, samples=samples)
    return scores.best


def hint_scores(game, peek: bool = False, budget_seconds: float = 1.0, seed: int = 0, samples: int | None = None):
    """The per-move scores behind :func:`hint` (a :class:`HintScores`)."""
    budget_seconds = checked_seconds(budget_seconds, "budget_seconds", none=False, most=MAX_HINT_SECONDS)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an integer, not {quoted(seed)}")
    if peek:
        scores = peek_scores(game, budget_seconds)
        if scores.best is not None:
            return scores
    return fair_scores(game, budget_seconds=budget_seconds, seed=seed, samples=samples)


def hidden_places(game_name: str, state) -> dict:
    """The hidden places of a position and how many cards each holds, in a fixed order (each game
    says which in its ``hidden.py``)."""
    return game_class(game_name).hidden_places(state)


def _unseen(game, state) -> list:
    """The cards the player has not seen, in canonical order (deck less what is or was in view)."""
    return sorted((Counter(game.full_deck()) - Counter(game.seen_cards(state))).elements())


def sample_state(game, seed: int):
    """A full position that agrees with everything visible in ``game``, the unseen cards
    dealt into the hidden places by ``seed``."""
    state = game.state
    hidden = game.hidden_places(state)
    if not hidden:
        return state
    return game.with_hidden(state, hidden, shuffled(_unseen(game, state), seed))


def fair_scores(game, budget_seconds: float = 1.0, seed: int = 0, samples: int | None = None) -> HintScores:
    """Judge every legal move on samples of the hidden cards (see the module docstring).

    The number of samples grows with ``budget_seconds`` (about 24 a second for four
    moves, at least 6); each
    judgement is a search of at most :data:`NODES_PER_SAMPLE` positions, so the result
    depends only on the visible position and ``seed``, never on the machine's speed,
    on any machine that draws the samples within twice the budget. A slower or busy one
    stops drawing them there (never before the sixth): the budget is also a clock.
    ``budget_seconds`` above :data:`MAX_HINT_SECONDS` is refused (ValueError).
    ``samples`` (1 to :data:`MAX_SAMPLES`), when given, is the number of samples and the
    clock plays no part: the same on every machine. ``budget_seconds=0.25`` (the fair
    player's) always draws :data:`MIN_SAMPLES`, so it gives what ``samples=6`` gives.
    """
    budget_seconds = checked_seconds(budget_seconds, "budget_seconds", none=False, most=MAX_HINT_SECONDS)
    if samples is not None and (isinstance(samples, bool) or not isinstance(samples, int)
                                or not 1 <= samples <= MAX_SAMPLES):
        raise ValueError(f"samples must be a whole number from 1 to {MAX_SAMPLES:,}, not {quoted(samples)}")
    deadline = None if samples is not None else time.perf_counter() + 2 * budget_seconds
    moves = list(game.legal_moves())
    if not moves:
        return HintScores(None, {}, 0)
    if len(moves) == 1:
        return HintScores(moves[0], {moves[0]: 1.0}, 0)
    planned = samples or max(MIN_SAMPLES, int(24 * budget_seconds / max(1, len(moves) / 4)))
    totals = {move: 0.0 for move in moves}
    drawn = 0
    while drawn < planned and (deadline is None or drawn < MIN_SAMPLES or time.perf_counter() < deadline):
        board = game.at(sample_state(game, _sample_seed(seed, drawn)))
        for move in moves:
            totals[move] += _judge(board, move)
        drawn += 1
    scores = {move: total / drawn for move, total in totals.items()}
    # Among equal scores, the greedy player's preference decides.
    preference = greedy_order(game, moves)
    best = min(moves, key=lambda move: (-scores[move], preference[move]))
    return HintScores(best, scores, drawn)


def peek_scores(game, budget_seconds: float = 1.0) -> HintScores:
    """The first move of a winning line found by the exact solver (it sees every card).

    ``best`` is None when the solver finds no win within the budget.
    """
    result = solve(game, max_seconds=budget_seconds)
    if result.verdict != "won" or not result.moves:
        return HintScores(None, {}, 0)
    return HintScores(result.moves[0], {result.moves[0]: 1.0}, 0)


def _sample_seed(seed: int, number: int) -> int:
    return (seed * 1_000_003 + number * 7919 + 1) % (1 << 64)


def _judge(board, move) -> float:
    """1 if the sample is still won after ``move``, 0 if lost, 0.5 if the search gave up."""
    state = board.apply(board.state, move)
    if board.status_of(state) != "playing":
        verdict = board.status_of(state)
    else:
        verdict = verdict_of(board.game_name, state, max_nodes=NODES_PER_SAMPLE)
    return 1.0 if verdict == "won" else 0.0 if verdict == "lost" else 0.5
