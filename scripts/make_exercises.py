"""Make the decisions of the play lessons, solitaire/exercises/{03,06}.json, with the exact solver.

    python scripts/make_exercises.py            # both lessons (a few seconds)
    python scripts/make_exercises.py 06         # one lesson
    python scripts/make_exercises.py --out DIR  # write the files to DIR instead of the package

A decision asks "what would you play here?" at a move of the winning line of a deal: the
deal the lesson follows (Maids deal 7 in lesson 03, Spider deal 39 in lesson 06), or another
deal named by the decision, so that no decision's board shows the answer to the one before
it; a plan asks for the next two moves at once. For every legal move there (and, in a plan, every move after each
winning first move) the script plays it and runs :func:`solitaire.solve` on the position
after it: the moves proven won are the right answers, each move proven lost gets the
reason written below in a player's words (the card it buries and what buries it), with the
search's proof as a detail line. A decision with a move the budget leaves undecided, or a
losing move without a written reason, stops the script: every answer is judged, and every
reason is a person's. The script prints, per lesson, the chance that a random legal move
(a random plan) is right. Deterministic: the same line, the same budgets, the same file.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from solitaire import Maids, Spider, solve
from solitaire.exercises.catalog import game_of

PACKAGE = Path(__file__).resolve().parents[1] / "solitaire" / "exercises"

#: Positions each proof may search.
BUDGETS = {"maids": 2_000_000, "spider": 300_000}
#: The budget with which a Spider lesson finds its line (as the lesson's own cell does).
SPIDER_LINE_BUDGET = 100_000

sys.path.insert(0, str(Path(__file__).resolve().parent))
from play_decisions import LESSONS  # noqa: E402  (the decisions and their reasons, in words)


def line_of(game_name: str, deal: int) -> list[str]:
    """The winning line of a deal (found the way the lesson finds its own deal's line)."""
    if game_name == "maids":
        return [str(move) for move in solve(Maids(deal=deal)).moves]
    return [str(move) for move in solve(Spider(deal=deal), max_nodes=SPIDER_LINE_BUDGET).moves]


def careless_line(game_name: str, deal: int) -> list[str]:
    """The game of the careless player, who always takes the first legal move, to its end."""
    game = (Maids if game_name == "maids" else Spider)(deal=deal)
    while game.status == "playing":
        game.play(game.legal_moves()[0])
    return [str(move) for move in game.history]


def asked_moves(lesson: dict, asked: dict) -> tuple[int, list[str]]:
    """The deal a question is asked on and the moves played before it: the first ``ply`` moves of that deal's
    winning line, or of the careless player's game when ``asked["line"]`` says "careless"."""
    deal = asked.get("deal", lesson["deal"])
    line = careless_line if asked.get("line") == "careless" else line_of
    return deal, line(lesson["game"], deal)[:asked["ply"]]


def board_of(asked: dict, deal: int, moves: list) -> dict:
    """The board drawn with a question: its own title, or the deal and the moves played."""
    return {"frames": 0, "title": asked.get("title", f"Deal {deal} after move {len(moves)}")}


def proofs(game, budget: int) -> dict[str, dict]:
    """Every legal move's verdict after it, with the positions its proof searched."""
    found = {}
    for move in game.legal_moves():
        trial = game.copy()
        trial.play(move)
        result = solve(trial, max_nodes=budget, replay=False)
        found[str(move)] = {"verdict": result.verdict, "nodes": result.nodes}
    return found


def detail(nodes: int) -> str:
    """The search's proof, as the detail line after a reason (its count of positions stays in the data's
    ``verdicts``: a figure in a lesson's words must be one a cell of the lesson prints)."""
    return "(The exact search proves that no line of play after it wins.)"


def judged(game, verdicts: dict, reasons: dict, prefix: str = "") -> tuple[list, dict]:
    """The winning moves and each losing move's reason (the pair's own reason first, then the move's)."""
    undecided = [move for move, proof in verdicts.items() if proof["verdict"] not in ("won", "lost")]
    if undecided:
        raise SystemExit(f"{game.game_name} after {len(game.history)} moves: {undecided} undecided; raise the budget")
    losing = {}
    for move, proof in verdicts.items():
        if proof["verdict"] == "lost":
            words = reasons.get(f"{prefix}{move}") or reasons.get(move)
            if not words:
                raise SystemExit(f"after {len(game.history)} moves {prefix}{move} loses and has no reason written")
            losing[move] = f"{words} {detail(proof['nodes'])}"
    return [move for move, proof in verdicts.items() if proof["verdict"] == "won"], losing


def decision(lesson_id: str, number: int, lesson: dict, asked: dict) -> dict:
    """One decision: the position after ``asked["ply"]`` moves of its deal's line, every move there proven."""
    kind = Maids if lesson["game"] == "maids" else Spider
    deal, moves = asked_moves(lesson, asked)
    game = kind(deal=deal)
    for move in moves:
        game.play(move)
    budget = BUDGETS[lesson["game"]]
    verdicts = proofs(game, budget)
    winning, losing = judged(game, verdicts, asked["reasons"])
    entry = {"id": f"{lesson_id}.{number}", "kind": "decision", "stage": asked["stage"],
             "question": asked["question"], "position": {"game": lesson["game"], "deal": deal, "moves": moves},
             "board": board_of(asked, deal, moves),
             "winning": winning, "losing": losing, "explain": asked["explain"], "budget": budget,
             "verdicts": verdicts}
    if asked.get("plan"):
        entry["plan"] = {}
        for first in winning:
            after = game.copy()
            after.play(first)
            seconds = proofs(after, budget)
            wins, reasons = judged(after, seconds, asked["reasons"], prefix=f"{first}, ")
            entry["plan"][first] = {"winning": wins, "losing": reasons, "verdicts": seconds}
        if asked.get("must_include"):
            entry["must_include"] = asked["must_include"]
    return entry


def right_seconds(entry: dict, first: str) -> list[str]:
    """The second moves after ``first`` that make a right plan: winning, and with the move the plan must include."""
    required = entry.get("must_include")
    return [second for second in entry["plan"][first]["winning"] if required in (None, first, second)]


def answers(entry: dict) -> tuple[int, int]:
    """How many of a decision's possible answers are right, and how many there are: its legal moves, or for a
    plan every legal first move followed by every legal second move (the pooled count over a lesson)."""
    if "plan" not in entry:
        return len(entry["winning"]), len(entry["verdicts"])
    right = sum(len(right_seconds(entry, first)) for first in entry["plan"])
    game = (Maids if entry["position"]["game"] == "maids" else Spider)(deal=entry["position"]["deal"])
    for move in entry["position"]["moves"]:
        game.play(move)
    total = 0
    for first in entry["verdicts"]:
        after = game.copy()
        after.play(first)
        total += len(after.legal_moves()) or 1
    return right, total


def chance_right(entry: dict) -> float:
    """The chance that a random legal move (a random first and second move, for a plan) is right."""
    total = len(entry["verdicts"])
    if "plan" not in entry:
        return len(entry["winning"]) / total
    return sum(len(right_seconds(entry, first)) / len(after["verdicts"])
               for first, after in entry["plan"].items()) / total


def move_question(lesson_id: str, number: int, lesson: dict, asked: dict) -> dict:
    """A question on a position of a deal's line whose answer is one move the rules decide (``ask_move``):
    no search judges it, so it also fits a question the solver's verdicts would not (which of two jacks wakes
    more maids, when dealing would keep the deal winnable too)."""
    deal, moves = asked_moves(lesson, asked)
    return {"id": f"{lesson_id}.{number}", "kind": "move", "stage": asked["stage"], "question": asked["question"],
            "position": {"game": lesson["game"], "deal": deal, "moves": moves}, "board": board_of(asked, deal, moves),
            "answer": asked["answer"], "why": asked["why"], "otherwise": asked["otherwise"],
            "explain": asked["explain"]}


def made_entry(lesson_id: str, number: int, lesson: dict, asked: dict) -> dict:
    """One question of a play lesson: a decision (the default), a move question, or a choice kept as written."""
    kind = asked.get("kind", "decision")
    if kind == "move":
        return move_question(lesson_id, number, lesson, asked)
    if kind == "choice" and "ply" in asked:   # a choice about a position of a deal shows its board
        deal, moves = asked_moves(lesson, asked)
        return {"id": f"{lesson_id}.{number}", "kind": "choice", "question": asked["question"],
                "position": {"game": lesson["game"], "deal": deal, "moves": moves},
                "board": board_of(asked, deal, moves),
                **{key: asked[key] for key in ("choices", "answer", "why", "explain")}}
    if kind == "choice":
        return {"id": f"{lesson_id}.{number}", **{key: value for key, value in asked.items()}}
    return decision(lesson_id, number, lesson, asked)


def lesson_data(lesson_id: str) -> dict:
    lesson = LESSONS[lesson_id]
    made = [made_entry(lesson_id, number, lesson, asked) for number, asked in enumerate(lesson["decisions"], 1)]
    closing = {"id": f"{lesson_id}.{len(made) + 1}", **lesson["closing"]}
    return {"lesson": lesson["file"], "exercises": [*made, closing]}


def _played(entry: dict, count: int):
    """The game of a decision's deal after the first ``count`` moves of its stored line."""
    game = (Maids if entry["position"]["game"] == "maids" else Spider)(deal=entry["position"]["deal"])
    for move in entry["position"]["moves"][:count]:
        game.play(move)
    return game


def _visible(game, place: str) -> list[str]:
    """The cards a board shows at a place: a whole Spider pile (it lies fanned), else the top card only."""
    cards = [str(card) for card in game.cards(place)]
    fanned = game.game_name == "spider" and place[0] not in "AK"
    return cards if fanned else cards[-1:]


def shown_answers(decisions: list[dict]) -> list[tuple[str, str, str, str]]:
    """Each later decision of the same deal whose board still shows a card an earlier decision's answer
    moved, where the answer put it, or a card one of its losing moves would have moved, still where it lay
    (so the board tells that move was not played): (earlier id, later id, card, place). The line's own
    answer is the one checked: the next move of the line (two for a plan)."""
    shown = []
    for number, earlier in enumerate(decisions):
        ply = len(earlier["position"]["moves"])
        for later in decisions[number + 1:]:
            if later["position"]["moves"][:ply] != earlier["position"]["moves"]:
                continue   # another deal, or another game of it (the careless player's): not a later board
            game, board = _played(later, ply), _played(later, len(later["position"]["moves"]))
            for source in [move.partition("→")[0] for move in earlier["losing"] if "→" in move]:
                card = str(game.cards(source)[-1])
                if card in _visible(board, source):
                    shown.append((earlier["id"], later["id"], card, source))
            for move in later["position"]["moves"][ply:ply + (2 if "plan" in earlier else 1)]:
                source, _arrow, target = move.partition("→")
                if target:
                    card = str(game.cards(source)[-1])
                    if card in _visible(board, target):
                        shown.append((earlier["id"], later["id"], card, target))
                game.play(move)
    return shown


def main(arguments: list[str]) -> None:
    out = PACKAGE
    if "--out" in arguments:
        out = Path(arguments[arguments.index("--out") + 1])
        arguments = [a for a in arguments if a not in ("--out", str(out))]
    for lesson_id in arguments or list(LESSONS):
        data = lesson_data(lesson_id)
        (out / f"{lesson_id}.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        decisions = [entry for entry in data["exercises"] if entry["kind"] == "decision"]
        chances = [chance_right(entry) for entry in decisions]
        for entry in data["exercises"]:
            if entry["kind"] == "move":
                legal = len(game_of(entry["position"]).legal_moves())
                print(f"{entry['id']} ({entry['stage']}) answer: {entry['answer']} | a random move right "
                      f"{1 / legal:.0%} (1 of {legal})")
        for entry, chance in zip(decisions, chances):
            right, total = answers(entry)
            print(f"{entry['id']} ({entry['stage']}) wins: {', '.join(entry['winning'])} | loses: "
                  f"{', '.join(entry['losing']) or '-'} | a random move right {chance:.0%} ({right} of {total})")
        counts = [answers(entry) for entry in decisions]
        print(f"lesson {lesson_id}: a random legal move is right {sum(chances) / len(chances):.1%} of the time "
              f"(mean over the decisions); pooled, {sum(r for r, _ in counts)} of {sum(t for _, t in counts)} "
              f"possible answers are right")
        for earlier, later, card, place in shown_answers(decisions):
            print(f"  the board of {later} still shows the {card} in {place}, where {earlier}'s answer put it")


if __name__ == "__main__":
    main(sys.argv[1:])
