"""Make the puzzle collections, solitaire/puzzles/{maids,spider}.json, from real deals.

    python scripts/make_puzzles.py            # both games (a few minutes)
    python scripts/make_puzzles.py maids      # one game
    python scripts/make_puzzles.py --out DIR  # write the files to DIR instead of the package
    python scripts/make_puzzles.py --review   # apply REVIEW (levels, drops) to the files as they are

Deterministic: the same deals, walked the same way, give the same file. For each deal
in turn, the exact solver finds a winning line; the script walks it, and at every
position on it looks for the tasks of each kind:

- "playable": the cards that can be played here (Maids: to the arc; Spider: to a base,
  in the dealing phase where the row rule forbids some card that fits);
- "wake" (Maids): exactly one legal move wakes the next maid;
- "pile": where one card can go (Maids: which foundation; Spider: which piles);
- "winnable": every legal move is solved with a fixed budget of positions; exactly one
  keeps the won game won and every other one is proven lost (never "unknown");
- "tempting": a natural move (a card to the arc or a base) is proven lost while
  another move wins.

The solver's figures (positions searched per move) are stored beside each such puzzle,
so that the test replays each proof with the same budget.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from solitaire import Maids, Spider, solve
from solitaire.maids.layout import layout_of as maids_layout_of
from solitaire.spider.layout import layout_of as spider_layout_of

OUT = Path(__file__).resolve().parent.parent / "solitaire" / "puzzles"

#: per game: the deals walked, the solver's budget per move checked, and how many
#: puzzles of each kind the collection takes (easy kinds first).
PLAN = {
    "maids": {"deals": range(1, 41), "budget": 50_000,
              "counts": {"playable": 3, "wake": 3, "pile": 3, "winnable": 4, "tempting": 3}},
    "spider": {"deals": range(1, 9), "budget": 5_000,
               "counts": {"playable": 3, "pile": 3, "winnable": 4, "tempting": 3}},
}


def record_of(game) -> dict:
    """The position as ``from_layout`` keywords."""
    if game.game_name == "maids":
        return {"layout": maids_layout_of(game), "opened": game.state.opened}
    return {"layout": spider_layout_of(game), "round": game.state.round}


def verdicts_of(game, budget: int) -> dict | None:
    """Every legal move's solver verdict and positions searched; None if one is unknown."""
    verdicts = {}
    for move in game.legal_moves():
        after = game.copy()
        after.play(move)
        result = solve(after, max_nodes=budget, replay=False)
        if result.verdict == "unknown":
            return None
        verdicts[str(move)] = {"verdict": result.verdict, "nodes": result.nodes}
    return verdicts


def _targets(game) -> list:
    return [str(move) for move in game.legal_moves() if move.target]


# --- the finders: each returns a puzzle (a dict without id and level) or None -----------

def playable(game, _verdicts):
    moves = _targets(game)
    if game.game_name == "maids":
        if len(moves) < 2:
            return None
        task = "Which cards can be played to the arc here? Play each of them (one at a time; the position resets)."
        note = "Only the side columns and the top cards of awake packs are playable (maids.19), and only to the arc."
    else:
        if game.state.phase != "dealing":
            return None
        to_base = [m for m in moves if m[-2] in "AK"]
        fits_elsewhere = _fits_but_forbidden(game)
        if not to_base or not fits_elsewhere:
            return None
        moves = to_base
        task = "While dealing: which cards may go to a base now? Play each of them."
        note = (f"{fits_elsewhere} fits a base too, but a side pile's card may go only to the bases of its "
                "own row while dealing (spider.9, spider.10).")
    return {"kind": "playable", "task": task, "answers": moves, "find_all": True, "note": note}


def _fits_but_forbidden(game) -> str | None:
    """A side pile's top card that fits a base of another row (the row rule stops it), in words."""
    from solitaire.spider.rules import FOUNDATIONS
    legal = set(map(str, game.legal_moves()))
    for pile in ("L1", "L2", "L3", "L4", "R1", "R2", "R3", "R4"):
        for base in FOUNDATIONS:
            move = f"{pile}→{base}"
            if move not in legal and game.explain(game.state, game.parse_move(move)).rule == "spider.9":
                return f"The {game.cards(pile)[-1]} on {pile}"
    return None


def wake(game, _verdicts):
    if game.game_name != "maids":
        return None
    waking = []
    for move in game.legal_moves():
        after = game.copy()
        after.play(move)
        if after.state.opened > game.state.opened:
            waking.append(str(move))
    if len(waking) != 1 or len(_targets(game)) < 3:
        return None
    return {"kind": "wake", "task": f"Play the move that wakes the next maid (M{game.state.opened + 1}).",
            "answers": waking,
            "note": "A jack wakes a pack (two for the first one), and so does the top card of the last pack "
                    "woken (maids.14, maids.15, maids.20); cards from the other packs give no such right (maids.21)."}


def pile(game, _verdicts):
    moves = _targets(game)
    if game.game_name == "maids":
        busy = sum(1 for f in range(8) if game.state.arc[f])
        candidates = [m for m in moves if game.cards(m.split("→")[0])[-1].rank != 11]
        if busy < 3 or not candidates:
            return None
        source = candidates[-1].split("→")[0]
        card = game.cards(source)[-1]
        return {"kind": "pile", "task": f"Which foundation takes the {card} from {source}? Play it there.",
                "answers": [candidates[-1]],
                "note": "A foundation builds down by one, J, 10, ..., 2, A, K, Q, whatever the suit (maids.11)."}
    from collections import defaultdict
    onto = defaultdict(list)
    for move in moves:
        source, target = move.split("→")
        if target[0] not in "AK":
            onto[source].append(move)
    # two to four piles: more would be a chore to find (an ace or a king onto every empty pile)
    best = max((item for item in onto.items() if 2 <= len(item[1]) <= 4),
               key=lambda item: (len(item[1]), item[0]), default=None)
    if best is None:
        return None
    source, answers = best
    card = game.cards(source)[-1]
    return {"kind": "pile", "task": f"Which piles can take the {card} from {source}? Play each of them.",
            "answers": answers, "find_all": True,
            "note": "A card goes onto a card of its suit one rank higher or lower, and K and A are "
                    "neighbours (spider.18-20); only an ace or a king fills an empty pile (spider.21)."}


def winnable(game, verdicts):
    if verdicts is None or len(verdicts) < 2:
        return None
    won = [move for move, v in verdicts.items() if v["verdict"] == "won"]
    if len(won) != 1 or len(verdicts) < 3 and all(v["nodes"] < 2 for v in verdicts.values()):
        return None  # one of two moves, each decided at once: not much of a puzzle
    return {"kind": "winnable", "answers": won,
            "task": "Exactly one move here keeps this deal winnable; every other one loses. Find it.",
            "note": "Every other move loses."}


def tempting(game, verdicts):
    if verdicts is None:
        return None
    won = [move for move, v in verdicts.items() if v["verdict"] == "won"]
    natural = [move for move, v in verdicts.items() if v["verdict"] == "lost" and "→" in move
               and move.split("→")[1][0] in "FAK"]
    if not won or not natural:
        return None
    bait = max(natural, key=lambda move: (verdicts[move]["nodes"], move))
    if verdicts[bait]["nodes"] < 2:
        return None  # a move that loses at once tempts nobody
    return {"kind": "tempting", "answers": won, "tempting": bait,
            "task": f"{bait} looks natural here, but it loses. Play a move that keeps the deal winnable instead "
                    f"(or try {bait} to see why it loses).",
            "note": f"{bait} loses."}


#: A learner's review of the collection (2026-12-02: every puzzle done from its board and task
#: alone). Keyed by (game, deal, ply): "drop" with the reason, or the "level" it deserves
#: where the proof's size said otherwise (one legal move besides the answer that ends the
#: game, or most moves winning, make a puzzle easier than a long proof suggests).
REVIEW = {
    ("maids", 13, 93): {"drop": "the cards you can see do not decide it: the answer rests on the cards "
                                "under M6 and the stock's order"},
    ("maids", 16, 63): {"drop": "only two moves, and a player who sees only the face-up cards rates the "
                                "losing one as high as the winning one"},
    ("maids", 33, 77): {"level": 3},    # three of the four moves win: avoiding the named one is enough
    ("spider", 1, 97): {"level": 2},    # two moves, the other leaves none
    ("spider", 6, 86): {"level": 2},    # two moves, the other leaves none
    ("spider", 6, 34): {"level": 3},    # the natural move is right
    ("spider", 4, 56): {"level": 3},    # the two other moves leave none
    ("spider", 2, 131): {"level": 2},   # ten of the eleven moves win
}


def reviewed(game_name: str, puzzles: list) -> list:
    """The puzzles with :data:`REVIEW` applied, sorted by level (stable), numbered again."""
    kept = []
    for puzzle in puzzles:
        review = REVIEW.get((game_name, puzzle["deal"], puzzle["ply"]), {})
        if "drop" in review:
            continue
        kept.append(dict(puzzle, level=review.get("level", puzzle["level"])))
    kinds = list(FINDERS)
    kept.sort(key=lambda p: (p["level"], kinds.index(p["kind"])))
    for number, puzzle in enumerate(kept, 1):
        puzzle["id"] = f"{game_name}-{number:02d}"
    return kept


FINDERS = {"playable": playable, "wake": wake, "pile": pile, "winnable": winnable, "tempting": tempting}
LEVELS = {"playable": 1, "wake": 2, "pile": 2, "winnable": 3, "tempting": 4}


def level_of(kind: str, verdicts: dict | None) -> int:
    """1..5: the kind's level, one more for a proof of many positions (a hard-to-see loss)."""
    level = LEVELS[kind]
    if verdicts and sum(v["nodes"] for v in verdicts.values() if v["verdict"] == "lost") > 200:
        level += 1
    return level


def candidates(game_name: str, plan: dict):
    """Each (kind, puzzle dict) found on the winning lines of the plan's deals, in order."""
    kind_class = Maids if game_name == "maids" else Spider
    for deal in plan["deals"]:
        game = kind_class(deal=deal)
        line = solve(game, max_nodes=5_000_000).moves
        print(f"{game_name} deal {deal}: {len(line)} moves", file=sys.stderr, flush=True)
        for ply, move in enumerate(line):
            if len(game.legal_moves()) >= 2:
                verdicts = verdicts_of(game, plan["budget"])
                for kind in plan["counts"]:
                    found = FINDERS[kind](game, verdicts)
                    if found:
                        solver = kind in ("winnable", "tempting")
                        yield kind, dict(found, deal=deal, ply=ply, layout=record_of(game), options={},
                                         verdicts=verdicts if solver else {},
                                         budget=plan["budget"] if solver else None,
                                         level=level_of(kind, verdicts if solver else None))
            game.play(move)


def spread(found: list, count: int) -> list:
    """``count`` of ``found`` (sorted easy to hard), the first and the last among them, the others
    nearer the hard end (most positions on a winning line are easy: one glance decides them)."""
    if len(found) <= count:
        return found
    if count == 1:
        return found[-1:]
    picked, last = [], -1
    for i in range(count):
        at = round((i / (count - 1)) ** 0.4 * (len(found) - 1))
        last = min(max(at, last + 1), len(found) - (count - i))  # distinct, and room for the rest
        picked.append(found[last])
    return picked


def _lost_nodes(puzzle: dict) -> int:
    return sum(v["nodes"] for v in puzzle["verdicts"].values() if v["verdict"] == "lost")


def collection(game_name: str) -> dict:
    plan = PLAN[game_name]
    found = {kind: [] for kind in plan["counts"]}
    for kind, puzzle in candidates(game_name, plan):
        found[kind].append(puzzle)
    chosen, used = [], set()
    for kind, count in plan["counts"].items():
        # the solver's kinds from the quickest proof to the longest, for a range of levels;
        # a position serves one puzzle only
        ordered = sorted((p for p in found[kind] if (p["deal"], p["ply"]) not in used),
                         key=lambda p: (_lost_nodes(p), p["deal"], p["ply"]))
        picked = spread(ordered, count)
        used |= {(p["deal"], p["ply"]) for p in picked}
        if len(picked) < count:
            raise SystemExit(f"{game_name}: only {len(picked)} {kind} puzzles found, {count} wanted")
        chosen += sorted(picked, key=lambda p: (p["level"], p["deal"], p["ply"]))
    chosen = reviewed(game_name, chosen)
    keys = ("id", "kind", "level", "task", "answers", "find_all", "tempting", "note", "deal", "ply",
            "layout", "options", "budget", "verdicts")
    return {"game": game_name, "made_by": "scripts/make_puzzles.py",
            "puzzles": [{key: puzzle[key] for key in keys if puzzle.get(key) not in (None, {}, False)} | {
                "layout": puzzle["layout"], "options": puzzle["options"]} for puzzle in chosen]}


def review_only(game_name: str, out: Path) -> dict:
    """The collection in the package with :data:`REVIEW` applied, without searching again
    (``--review``): the review's levels and drops need no new proofs."""
    data = json.loads((OUT / f"{game_name}.json").read_text(encoding="utf-8"))
    return dict(data, puzzles=reviewed(game_name, data["puzzles"]))


def main(arguments) -> None:
    out = OUT
    review = "--review" in arguments
    arguments = [argument for argument in arguments if argument != "--review"]
    if "--out" in arguments:  # e.g. to compare a new collection with the one in the package
        at = arguments.index("--out")
        out, arguments = Path(arguments[at + 1]), arguments[:at] + arguments[at + 2:]
        out.mkdir(parents=True, exist_ok=True)
    for game_name in arguments or PLAN:
        data = review_only(game_name, out) if review else collection(game_name)
        path = out / f"{game_name}.json"
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"{path.name}: {len(data['puzzles'])} puzzles", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
