"""Mid-game Maids positions for property tests: a deal played on by random legal moves."""
from __future__ import annotations

import random

from solitaire.maids import Maids


def randomly_played(deal: int, moves: int, seed: int, follow_suit: bool, **options):
    """The game after up to ``moves`` random legal moves (chosen by ``seed``), or None once it is over;
    ``options``: the other readings of the rules."""
    game = Maids(deal=deal, follow_suit=follow_suit, **options)
    chooser = random.Random(seed)
    for _ in range(moves):
        legal = list(game.legal_moves())
        if not legal:
            break
        game.play(chooser.choice(legal))
    return game if game.status == "playing" else None
