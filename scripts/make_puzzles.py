"""Make the puzzle collections, solitaire/puzzle/{maids,spider}.json, from real deals.

    python scripts/make_puzzles.py            # both games (Spider's search: half an hour once)
    python scripts/make_puzzles.py maids      # one game
    python scripts/make_puzzles.py --out DIR  # write the files to DIR instead of the package
    python scripts/make_puzzles.py --review   # apply REVIEW and the ideas to the files as they are

Deterministic: the same deals, walked the same way, give the same file. For each deal
in turn, the exact solver finds a winning line; the script walks it, and at every
position on it looks for the tasks of each kind (the finders, ``puzzle_finders.py``):

- "playable": the cards that can be played here (Maids: to the arc; Spider: to a base,
  in the dealing phase where the row rule forbids some card that fits);
- "wake" (Maids): exactly one legal move wakes the next maid;
- "pile": where one card can go (Maids: which foundation; Spider: which piles, and
  "corner": an ace or a king that can lie on a king or an ace);
- "refill" (Maids): a side column's play brings the waste's top card back;
- "empty", "bases" (Spider): which cards fill an empty pile; which pass between bases
  lets a pile's card go home;
- "winnable": every legal move is solved with a fixed budget of positions; exactly one
  keeps the won game won and every other one is proven lost (never "unknown");
- "tempting": a natural move (a card to the arc or a base) is proven lost while
  another move wins (never the losing one of only two moves).

The collection in the package is kept (its ids are named in the lessons) and grows to the
plan's counts; what the deals' search found is cached in a temporary folder, so picking
and reviewing again needs no new search. Each chosen puzzle then gets, from
``puzzle_review.py``: the reason each losing move loses in card words (a look at every
position after it; a puzzle whose losses cannot be said that way is not taken), its themes,
its level by what a player has to see, its lessons, and its idea (``puzzle_ideas.py`` for
the solver's kinds, written by hand). Every claim an idea or a reason makes about later play ("the
5♠ on M3 is stuck for good", "M11 and M12 never wake") is then played out (solitaire/puzzle/claims.py);
a false one stops the run. The solver's figures (positions searched per move)
are stored beside each such puzzle, so that the test replays each proof with the same budget.
"""
from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from solitaire import Maids, Spider, solve
from solitaire.puzzle import KINDS, Puzzle
from solitaire.puzzle.claims import false_claims
from solitaire.maids.layout import layout_of as maids_layout_of
from solitaire.spider.layout import layout_of as spider_layout_of

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the finders and the review beside this script
from puzzle_finders import FINDERS, LEVELS  # noqa: E402
from puzzle_ideas import IDEAS  # noqa: E402
from puzzle_review import lessons_of, level_of as puzzle_level, rule_idea, themes_of, with_reasons  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "solitaire" / "puzzle"

#: per game: the deals walked, the solver's budget per move checked, and how many
#: puzzles of each kind the collection takes (easy kinds first).
PLAN = {
    "maids": {"deals": range(1, 61), "budget": 50_000,
              "counts": {"playable": 3, "wake": 3, "pile": 3, "refill": 2, "winnable": 11, "tempting": 9}},
    "spider": {"deals": range(1, 13), "budget": 5_000,
               "counts": {"playable": 3, "pile": 3, "corner": 3, "empty": 4, "bases": 4, "winnable": 11,
                          "tempting": 7}},
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


#: A learner's review of the collection (2026-12-02: every puzzle done from its board and task
#: alone). Keyed by (game, deal, ply): "drop" with the reason, or the "level" it deserves
#: where the proof's size said otherwise (one legal move besides the answer that ends the
#: game, or most moves winning, make a puzzle easier than a long proof suggests).
REVIEW = {
    ("maids", 13, 93): {"drop": "the cards you can see do not decide it: the answer rests on the cards "
                                "under M6 and the stock's order"},
    ("maids", 16, 63): {"drop": "only two moves, and a player who sees only the face-up cards rates the "
                                "losing one as high as the winning one"},
    ("maids", 33, 77): {"drop": "three of the four moves win once the losing one is named, and no reason "
                                "for the loss can be said in card words (too many positions after it)"},
    ("maids", 1, 1): {"lessons": ["01"]},  # two jacks start the arc: lesson 01's maids.13
    ("maids", 22, 122): {"kind": "winnable",  # it named the losing one of two moves
                         "task": "Exactly one move here keeps this deal winnable; every other one loses. Find it."},
    ("spider", 2, 131): {"drop": "ten of the eleven moves win once the losing one is named, and no reason for "
                                 "the loss can be said in card words"},
    ("spider", 5, 93): {"drop": "nothing in the lessons leads to it (the learner's review: unfair), and no "
                                "reason for its losses can be said in card words"},
    ("spider", 1, 97): {"level": 2},    # two moves, the other leaves none
    ("spider", 6, 86): {"level": 2},    # two moves, the other leaves none
    ("spider", 6, 34): {"level": 3},    # the natural move is right
    ("spider", 4, 56): {"level": 3},    # the two other moves leave none
}


def game_of(game_name: str, puzzle: dict):
    """A new game at the puzzle's position."""
    kind_class = Maids if game_name == "maids" else Spider
    return kind_class.from_layout(**puzzle["layout"], **puzzle["options"])


def reviewed(game_name: str, puzzles: list) -> list:
    """The puzzles with :data:`REVIEW` applied and their reasons, themes, level, lessons and idea
    (see ``puzzle_review.py``; the review wins over what is computed), sorted by level (stable).
    A puzzle the package holds keeps its lessons and its rule idea as they stand there: the lessons
    place puzzles and mend rule ideas in the data they cite, and a new run must not undo that."""
    kept = []
    placed = {p["id"]: p["lessons"] for p in puzzles if p.get("id") and p.get("lessons")}
    for puzzle in puzzles:
        review = REVIEW.get((game_name, puzzle["deal"], puzzle["ply"]), {})
        if "drop" in review:
            continue
        puzzle = dict(puzzle, game=game_name, **{key: review[key] for key in ("kind", "task") if key in review})
        puzzle.pop("tempting", None) if puzzle["kind"] != "tempting" else None
        game = game_of(game_name, puzzle)
        puzzle = with_reasons(puzzle, game) or puzzle
        puzzle["themes"] = review.get("themes", themes_of(game_name, puzzle, game))
        puzzle["level"] = review.get("level", puzzle_level(puzzle))
        idea = IDEAS.get((game_name, puzzle["deal"], puzzle["ply"]))
        rule = puzzle["kind"] not in ("winnable", "tempting")
        puzzle["idea"] = review.get("idea", idea or (puzzle.get("idea") or rule_idea(game_name, puzzle, game)
                                                     if rule else ""))
        puzzle["lessons"] = review.get("lessons", [])
        del puzzle["game"]
        kept.append(puzzle)
    kinds = list(KINDS)
    kept.sort(key=lambda p: (p["level"], kinds.index(p["kind"]), p["id"]))
    lessons_of(game_name, kept)
    for puzzle in kept:
        puzzle["lessons"] = placed.get(puzzle["id"], puzzle["lessons"])
    return [true_to_play(game_name, stored(puzzle)) for puzzle in kept]


def true_to_play(game_name: str, puzzle: dict) -> dict:
    """The puzzle, once every claim its idea and reasons make about later play holds in every line
    of play (solitaire.puzzle.claims); a false or unchecked claim stops the run, naming it, so that
    the words are mended before they reach a class."""
    wrong = false_claims(Puzzle(game=game_name, **puzzle))
    if wrong:
        raise SystemExit(f"{puzzle['id']}: " + "; ".join(wrong))
    return puzzle


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
                                         level=level_of(found["kind"], verdicts if solver else None))
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


CACHE = Path(tempfile.gettempdir()) / "solitaire-puzzle-candidates"


def found_candidates(game_name: str, plan: dict) -> dict:
    """Every candidate of the plan's deals by finder, from the cache when a run made them already
    (the search is the slow part; picking and reviewing them again needs no new proofs)."""
    CACHE.mkdir(parents=True, exist_ok=True)
    found = {key: [] for key in plan["counts"]}
    for deal in plan["deals"]:
        path = CACHE / f"{game_name}-{deal}-{plan['budget']}.json"
        if not path.exists():
            items = [[key, puzzle] for key, puzzle in candidates(game_name, dict(plan, deals=[deal]))]
            path.write_text(json.dumps(items, ensure_ascii=False), encoding="utf-8")
        for key, puzzle in json.loads(path.read_text(encoding="utf-8")):
            if key in found:
                found[key].append(puzzle)
    return found


def collection(game_name: str) -> dict:
    """The package's collection kept as it is (its ids are named in the lessons; the review may
    drop one), and more puzzles of each finder until the plan's counts are reached, spread from
    easy to hard, each with every losing move's reason said in card words."""
    plan = PLAN[game_name]
    package = json.loads((OUT / f"{game_name}.json").read_text(encoding="utf-8"))["puzzles"]
    kept = [p for p in package if "drop" not in REVIEW.get((game_name, p["deal"], p["ply"]), {})]
    found = found_candidates(game_name, plan)
    used = {(p["deal"], p["ply"]) for p in package} | {key[1:] for key in REVIEW if key[0] == game_name}
    chosen = []
    for key, count in plan["counts"].items():
        have = sum(1 for p in kept if REVIEW.get((game_name, p["deal"], p["ply"]), {}).get("kind", p["kind"]) == key)
        # the solver's kinds from the quickest proof to the longest, for a range of levels;
        # a position serves one puzzle only
        ordered = sorted((p for p in found[key] if (p["deal"], p["ply"]) not in used and fair(p)),
                         key=lambda p: (_lost_nodes(p), p["deal"], p["ply"]))
        picked = explained(game_name, ordered, max(0, count - have))
        used |= {(p["deal"], p["ply"]) for p in picked}
        if len(picked) < count - have:
            print(f"{game_name}: only {len(picked)} more {key} puzzles found, {count - have} wanted",
                  file=sys.stderr)
        chosen += picked
    number = max(int(p["id"].split("-")[1]) for p in package)
    for puzzle in sorted(chosen, key=lambda p: (p["level"], p["deal"], p["ply"])):
        number += 1
        puzzle["id"] = f"{game_name}-{number:02d}"
    return {"game": game_name, "made_by": "scripts/make_puzzles.py",
            "puzzles": reviewed(game_name, kept + chosen)}


def explained(game_name: str, ordered: list, count: int) -> list:
    """``count`` of ``ordered`` spread from easy to hard, taking only puzzles whose every losing
    move has a reason in card words (the positions after it few enough to look at all)."""
    if count == 0:
        return []
    pool = spread(ordered, min(len(ordered), 3 * count))
    good = [p for p in pool if not p["verdicts"] or with_reasons(p, game_of(game_name, p)) is not None]
    return spread(good, count)


def fair(puzzle: dict) -> bool:
    """Not a puzzle whose answer is the only legal move, nor one whose task names the losing one of two."""
    moves = puzzle["verdicts"] or None
    if moves is not None and (len(moves) < 2 or puzzle["kind"] == "tempting" and len(moves) == 2):
        return False
    return True


KEYS = ("id", "kind", "level", "task", "answers", "find_all", "tempting", "note", "deal", "ply",
        "layout", "options", "budget", "verdicts", "themes", "lessons", "idea")


def stored(puzzle: dict) -> dict:
    """A puzzle as the data file keeps it: its fields in order, empty ones left out."""
    return {key: puzzle[key] for key in KEYS if puzzle.get(key) not in (None, {}, False, (), [], "")} | {
        "layout": puzzle["layout"], "options": puzzle["options"]}


def review_only(game_name: str, out: Path) -> dict:
    """The collection in the package with :data:`REVIEW` applied, without searching again
    (``--review``): the review's levels, ideas, themes and drops need no new proofs."""
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
