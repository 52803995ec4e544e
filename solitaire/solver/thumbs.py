"""Rules of thumb and the walks of the two play lessons (03, Maids; 06, Spider).

A *rule of thumb* is a preference between moves: a function of the game and one legal move that
returns a number. Its player plays, at every turn, the legal move with the lowest number, and
plays the deal to its end. The lessons' code cells call these functions, so that a cell a class
sees stays a line or two; the rules are written here once, each with what it reads of the board.

The lessons' figures over many deals are read from a stored run (``benchmarks/results/``, made by
``benchmarks/bench_rules_of_thumb.py``); a lesson plays a few deals again live, and a test replays
the stored rows, so a stored figure cannot drift from what the rules play.

>>> from solitaire import Maids
>>> play_by(last_maid_first, Maids(deal=1)).status in ("won", "lost")
True
"""
from __future__ import annotations

import csv
from pathlib import Path

from ..maids import Maids
from ..spider import Spider
from .exact import solve

__all__ = ["last_maid_first", "side_columns_first", "deal_before_sides", "count_first", "peek_for_a_jack",
           "first_listed", "MAIDS_RULES", "home_first", "deal_first", "redeal_early", "SPIDER_RULES",
           "MAX_SPIDER_MOVES", "play_by", "won_deals", "spider_average", "StoredRun", "STORED", "stored_run",
           "loses", "losing_moments", "stock_out_move", "losing_moments_by_part", "spider_part", "losing_move", "rule_picks"]


# --- Maids (lesson 03) ---

def last_maid_first(game, move) -> int:
    """Rule 1: the top card of the last woken maid (it wakes the next maid, maids.20), then the other maids'
    cards, then the side columns' cards, and a deal last."""
    if move.source == f"M{game.state.opened}":
        return 0
    return 1 if move.source[0] == "M" else 2 if move.target else 3


def side_columns_first(game, move) -> int:
    """The side columns' cards first, then the maids' cards, and a deal last."""
    return 0 if move.source[0] in "LR" else 1 if move.target else 2


def deal_before_sides(game, move) -> float:
    """Rule 1, but a deal comes before a side column's card."""
    return 1.5 if move.source == "deal" else last_maid_first(game, move)


def count_first(game, move) -> float:
    """Rule 3: rule 1, but a maid's last card (the board's number under it says so) comes after the other
    maids' cards and before the side columns, unless it lies on the last woken maid."""
    last_card = move.source[0] == "M" and len(game.cards(move.source)) == 1
    if last_card and move.source != f"M{game.state.opened}":
        return 1.5
    return last_maid_first(game, move)


def peek_for_a_jack(game, move) -> int:
    """The yardstick no player can follow: it peeks at the card under a top card and plays first a card that
    lies on a jack; otherwise rule 1."""
    under = game.cards(move.source)[-2:-1] if move.target else ()
    return -1 if under and under[0].rank == 11 else last_maid_first(game, move)


def first_listed(game, move) -> int:
    """The careless player: every move ranks the same, so it plays the first legal move the game lists."""
    return 0


#: Lesson 03's rules by the key its printed lines name them with (``play_lines.RULE_NAMES``).
MAIDS_RULES = {"rule 1": last_maid_first, "side": side_columns_first, "deal before sides": deal_before_sides,
               "rule 3": count_first, "peek": peek_for_a_jack}


# --- Spider (lesson 06) ---

_BASES = ("A1", "A2", "A3", "A4", "K1", "K2", "K3", "K4")
#: A Spider rule's player stops after this many moves: between piles it could go on for ever.
MAX_SPIDER_MOVES = 400


def home_first(game, move) -> int:
    """A card home whenever one fits, then a deal, then a move between piles, and the redeal last."""
    if move.target in _BASES and move.source not in _BASES:
        return 0
    return 1 if move.source == "deal" else 3 if move.source == "redeal" else 2


def deal_first(game, move) -> int:
    """A deal whenever one is allowed; otherwise as :func:`home_first`."""
    return -1 if move.source == "deal" else home_first(game, move)


def redeal_early(game, move) -> float:
    """As :func:`home_first`, but the redeal before the moves between piles."""
    return 1.5 if move.source == "redeal" else home_first(game, move)


#: Lesson 06's rules by their names.
SPIDER_RULES = {rule.__name__: rule for rule in (home_first, deal_first, redeal_early)}


# --- Playing by a rule ---

def play_by(prefer, game):
    """Play ``game`` to its end by the rule ``prefer`` and return it. The player never goes back to a position
    it has been in (Spider's moves between piles can undo each other; a Maids move never can, so there every
    legal move is new), and stops when no new move is left or after :data:`MAX_SPIDER_MOVES` moves."""
    seen = {game.position_key(game.state)}
    while game.status == "playing" and len(game.history) < MAX_SPIDER_MOVES:
        fresh = [move for move in game.legal_moves() if game.position_key(game.apply(game.state, move)) not in seen]
        if not fresh:
            break
        game.play(min(fresh, key=lambda move: prefer(game, move)))
        seen.add(game.position_key(game.state))
    return game


def won_deals(prefer, deals, game_class=Maids) -> set:
    """The deals of ``deals`` that the rule ``prefer`` wins."""
    return {deal for deal in deals if play_by(prefer, game_class(deal=deal)).status == "won"}


def spider_average(prefer, deals) -> tuple[float, int, int]:
    """A Spider rule over ``deals``: cards on the bases at the end on average (the 8 laid out at the start
    included; 104 is a win), deals won, and deals played."""
    games = [play_by(prefer, Spider(deal=deal)) for deal in deals]
    home = sum(len(game.cards(base)) for game in games for base in _BASES) / len(games)
    return home, sum(game.status == "won" for game in games), len(games)


class StoredRun:
    """A stored run of rules of thumb: for each rule, the deals it played and the deals it won."""

    def __init__(self, rows):
        self.played, self.won = {}, {}
        for row in rows:
            self.played.setdefault(row["rule"], set()).add(int(row["deal"]))
            if row["verdict"] == "won":
                self.won.setdefault(row["rule"], set()).add(int(row["deal"]))

    def wins(self, rule: str, deals=None) -> set:
        """The deals ``rule`` won in the stored run (of ``deals`` only, if given)."""
        won = self.won.get(rule, set())
        return won if deals is None else won & set(deals)

    def count(self, rule: str, deals=None) -> int:
        """How many deals ``rule`` won in the stored run (of ``deals`` only, if given)."""
        return len(self.wins(rule, deals))

    def deals(self, rule: str) -> int:
        """How many deals the stored run played with ``rule``."""
        return len(self.played.get(rule, ()))


#: Where the stored runs of the rules of thumb lie: beside the package, in its benchmarks' results.
STORED = Path(__file__).resolve().parents[2] / "benchmarks" / "results" / "rules_of_thumb"


def stored_run(name: str = "maids_1-500", directory=None) -> StoredRun:
    """Read the stored run ``<directory>/<name>.csv`` (by default in :data:`STORED`): rows ``rule, deal,
    verdict``, lines opening with ``#`` are comments (the first names the command that made it)."""
    path = Path(directory or STORED) / f"{name}.csv"
    with path.open(encoding="utf-8") as stream:
        lines = [line for line in stream if not line.startswith("#")]
    return StoredRun(csv.DictReader(lines))


# --- The search along a line (lessons 03 and 06) ---

def loses(game, move, max_nodes=None) -> bool:
    """Whether the search proves that ``move`` loses the deal from ``game`` (undecided counts as not)."""
    trial = game.copy()
    trial.play(move)
    budget = {} if max_nodes is None else {"max_nodes": max_nodes}
    return solve(trial, replay=False, **budget).verdict == "lost"   # only the verdict counts: no line to replay


def _moments(game, line, max_nodes):
    """Along ``line`` (played from ``game``): before each move, the position and whether some legal move loses."""
    walk = game.copy()
    for move in line:
        yield walk, any(loses(walk, other, max_nodes) for other in walk.legal_moves())
        walk.play(move)


def losing_moments(game, line, max_nodes=None) -> list[int]:
    """The numbers of the moves of ``line`` (played from ``game``) before which some legal move loses."""
    return [number for number, (_walk, lost) in enumerate(_moments(game, line, max_nodes), 1) if lost]


def stock_out_move(game, line) -> int | None:
    """The number of the move of ``line`` (played from ``game``) after which the stock is empty (None if never)."""
    walk = game.copy()
    for number, move in enumerate(line, 1):
        walk.play(move)
        if not walk.cards("stock"):
            return number
    return None


def spider_part(game) -> str:
    """The part of a Spider deal a position is in: ``"round 1"``, ``"dealing"`` (round 2's) or ``"play"``."""
    return "round 1" if game.state.round == 1 else "dealing" if game.cards("stock") else "play"


def losing_moments_by_part(game, line, max_nodes=300_000) -> dict:
    """For each part of a Spider deal (:func:`spider_part`), ``[moments before which a legal move loses, moves]``
    along ``line``, in the order the parts come."""
    moments = {}
    for walk, lost in _moments(game, line, max_nodes):
        counts = moments.setdefault(spider_part(walk), [0, 0])
        counts[0] += lost
        counts[1] += 1
    return moments


def losing_move(game):
    """The number of the move after which the deal could no longer be won, and that move; ``(None, None)``
    when the game's last position can still be won. Walks back from the end, asking the search each time."""
    back, played = game.copy(), list(game.history)
    ply = len(played)
    while ply and solve(back, replay=False).verdict != "won":
        ply -= 1
        back.goto(ply)
    return (None, None) if ply == len(played) else (ply + 1, played[ply])


def rule_picks(rules: dict, positions: dict, answers: dict) -> dict:
    """What each rule plays in each position: ``{rule: [(move, whether it is one of that position's answers)]}``,
    positions in the order given."""
    picks = {}
    for name, prefer in rules.items():
        picks[name] = []
        for key, position in positions.items():
            pick = min(position.legal_moves(), key=lambda move: prefer(position, move))
            picks[name].append((pick, str(pick) in answers[key]))
    return picks
