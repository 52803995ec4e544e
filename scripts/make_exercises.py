"""Make the decisions of the play lessons, solitaire/exercises/{03,06}.json, with the exact solver.

    python scripts/make_exercises.py            # both lessons (about a minute)
    python scripts/make_exercises.py 06         # one lesson
    python scripts/make_exercises.py --out DIR  # write the files to DIR instead of the package

A decision asks "what would you play here?" on a narrated frame of lesson 03 (Maids, deal 1:
the end of its winning line, where the cards left are counted and moves lose) or 06
(Spider, deal 13). For every legal move there, the script plays it and runs
:func:`solitaire.solve` on the position after it, with a budget in positions: the moves
proven won are all right answers; each move proven lost gets a reason in card words
(:func:`solitaire.puzzles.reasons.loss_reason`: the most cards any position after it can
bring home, and where the cards the bases wait for lie); a move
the budget leaves unknown is said to be undecided. So answering in the lesson is instant.
Deterministic: the same line, the same budgets, the same file.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from solitaire import Maids, Spider, solve

PACKAGE = Path(__file__).resolve().parents[1] / "solitaire" / "exercises"

#: Positions each proof may search (Maids' search is quick; Spider's needs more for a loss).
BUDGETS = {"maids": 2_000_000, "spider": 300_000}
#: Positions a card-words reason may look at after a losing move (for a Maids end game a
#: full look at every position after the move names the cards it strands).
REASON_BUDGETS = {"maids": 300_000, "spider": 60_000}

#: Each lesson's deal, how its line is found (as the lesson finds it), and its decisions:
#: (the number of moves of the line played before the question, what the learner is told
#: once right: the line's reason, from the lesson's narration). Each decision has a move the
#: solver proves losing. Lesson 03's 7th decision is the careless game's fatal position (the
#: lesson's "Where the careless line went wrong").
LESSONS = {
    "03": {"game": "maids", "deal": 1, "file": "03_maids_play_a_deal.ipynb", "frames": 2, "decisions": [
        # The end of deal 1's winning line: early on every move keeps the deal winnable (none of the
        # first 40 loses), but once the stock runs low the cards left are counted, and moves lose.
        (75, "The line plays L4→F7: the 10♥ onto the J♥, and L4's refill takes the stock's top card, the A♠, "
             "into the side column, where it can wait. Dealing instead turns the A♠ up, and a dealt card that fits "
             "goes up by itself (maids.18): onto the 2♦ on F5, which is where this ace must not go."),
        (77, "The line plays M12→F6: the 8♦ onto the 9♣. Four aces are still out (L4, M8, M9, M10) and four "
             "families will each want one (F5 now; F6, F7 and F8 later): every ace must go up, so which ace goes "
             "where is a real choice. The line keeps the A♠ on L4 for the very last."),
        (93, "The line plays M11→F7: the 3♣ on M11 onto the 4♦, uncovering the 6♥, the last 6 out. Both 3♣ go "
             "up in the end, one on F7 now, the other on F8 much later; but F8 wants the 6♥ under M11's 3♣ "
             "long before it wants a 3, so the 3♣ that goes now is M11's."),
        (96, "The line plays M9→F5: the K♠ onto the A♣, uncovering the A♥. Three aces are left for three families "
             "(F6 and F7 now, F8 at the very end). The A♥ lies on the 8♦ and the A♣ on the 7♠ in M10, the last "
             "8 and the last 7, which F8 needs on its way down: those two aces go to F6 and F7, and the A♠ on L4 "
             "waits for F8."),
        (100, "The line plays M9→F8: the 8♦ onto the 9♠. F7 still wants an ace, and it must be the A♣ lying on "
              "the 7♠ in M10, never the A♠ on L4, which F8 takes last."),
        (103, "The line plays M10→F7: the A♣ onto the 2♥, which frees the 7♠ for F8. From here every card has "
              "its place: the A♠ on L4 goes up at move 113, the last ace onto F8."),
    ]},
    "06": {"game": "spider", "deal": 13, "file": "06_spider_play_a_deal.ipynb", "frames": 1, "decisions": [
        (44, "The line plays L3→K2: K2 waits for the 10♥ on top of L3, and once the stock is dealt every top card "
             "may go to any base it fits (our reading of spider.17)."),
        (47, "The line plays T2→A2: A2 wants the 4♥ parked on T2 at move 46, and the 5♥ under it comes next."),
        (50, "The line plays R1→B2: the K♣ goes round the corner onto the A♣ and uncovers a 3♥ (spider.20)."),
        (52, "The line plays B2→L3: the K♣ onto the Q♣, the first of two moves that clear the A♥ on B2."),
        (54, "The line plays R1→B2: the 2♥ onto the A♥, and the 3♥ follows: a series up from the ace."),
        (57, "The line plays R1→A4: the 4♦ the 2♣ was lying on goes home, and the 5♦ on T1 follows."),
    ]},
}

def line_of(lesson: dict) -> list[str]:
    """The winning line the lesson follows (found the way the lesson finds it)."""
    if lesson["game"] == "maids":
        return [str(move) for move in solve(Maids(deal=lesson["deal"])).moves]
    return [str(move) for move in solve(Spider(deal=lesson["deal"]), max_nodes=100_000).moves]


def careless_position(deal: int) -> list[str]:
    """Lesson 03's careless game walked back to its last winnable position: the moves up to there."""
    careless = Maids(deal=deal)
    while careless.status == "playing":
        careless.play(careless.legal_moves()[0])
    moves = [str(move) for move in careless.history]
    ply = len(moves)
    while solve(careless).verdict != "won":
        ply -= 1
        careless.goto(ply)
    return moves[:ply]


def proofs(game, budget: int) -> dict[str, dict]:
    """Every legal move's verdict after it, with the positions its proof searched."""
    found = {}
    for move in game.legal_moves():
        trial = game.copy()
        trial.play(move)
        result = solve(trial, max_nodes=budget, replay=False)
        found[str(move)] = {"verdict": result.verdict, "nodes": result.nodes}
    return found


def reason_of(game, move: str) -> str:
    """Why ``move`` loses, in card words: what the positions reachable after it show."""
    from solitaire.puzzles.reasons import loss_reason
    text = loss_reason(game, move, REASON_BUDGETS[game.game_name]).reason
    if text.startswith(f"{move} loses"):  # the verdict names the move and says it loses already
        text = text.split(": ", 1)[1]
    text = text if text.endswith(".") else text + "."
    if move == "deal" and not any(suit in text for suit in "♠♥♦♣"):
        text = f"{dealt_card(game)}; {text}"   # the card the deal turns up is the cards' part of the reason
    return text


def dealt_card(game) -> str:
    """What a deal does here, in card words ("it turns up the A♠, which goes onto F5 by itself (maids.18)")."""
    from solitaire.draw import describe, what_happened
    trial = game.copy()
    trial.play("deal")
    said = describe(what_happened(trial))   # "Dealt A♠ to F5 (maids.18)"
    card, place = said.removeprefix("Dealt ").split(" to ", 1)
    if place.startswith("F"):
        where, rule = place.split(" ", 1)
        return f"it turns up the {card}, which goes onto {where} by itself {rule}"
    return f"it turns up the {card}, which goes to {place}"


def decision(lesson_id: str, number: int, lesson: dict, moves: list[str], explain: str, board: dict) -> dict:
    kind = Maids if lesson["game"] == "maids" else Spider
    game = kind(deal=lesson["deal"])
    for move in moves:
        game.play(move)
    verdicts = proofs(game, BUDGETS[lesson["game"]])
    winning = [move for move, verdict in verdicts.items() if verdict["verdict"] == "won"]
    losing = {move: reason_of(game, move) for move, verdict in verdicts.items()
              if verdict["verdict"] == "lost"}
    return {"id": f"{lesson_id}.{number}", "kind": "decision",
            "question": (f"After move {len(moves)}: what" if moves else "Before any move: what") +
                        " would you play here? Any move that keeps the deal winnable is right.",
            "position": {"game": lesson["game"], "deal": lesson["deal"], "moves": moves}, "board": board,
            "winning": winning, "losing": losing, "explain": explain,
            "budget": BUDGETS[lesson["game"]], "verdicts": verdicts}


def lesson_data(lesson_id: str) -> dict:
    lesson = LESSONS[lesson_id]
    line = line_of(lesson)
    made = []
    for number, (ply, explain) in enumerate(lesson["decisions"], 1):
        board = {"frames": lesson["frames"] if ply else 0, "title": f"Move {ply}: your move?" if ply else
                 f"Deal {lesson['deal']}: your first move?"}
        made.append(decision(lesson_id, number, lesson, line[:ply], explain, board))
    if lesson_id == "03":
        moves = careless_position(lesson["deal"])
        made.append(decision(lesson_id, len(made) + 1, lesson, moves,
                             "The careless player took the first legal move; a side-column play pulls the next card "
                             "of the waste or the stock into its place, and here that cost the deal.",
                             {"frames": 0, "title": f"The careless game after {len(moves)} moves"}))
        made[-1]["question"] = (f"The careless game after {len(moves)} moves, the last position it could still win: "
                                "what would you play here?")
    return {"lesson": lesson["file"], "exercises": made}


def main(arguments: list[str]) -> None:
    out = PACKAGE
    if "--out" in arguments:
        out = Path(arguments[arguments.index("--out") + 1])
        arguments = [a for a in arguments if a not in ("--out", str(out))]
    for lesson_id in arguments or list(LESSONS):
        data = lesson_data(lesson_id)
        (out / f"{lesson_id}.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        for entry in data["exercises"]:
            print(entry["id"], "wins:", ", ".join(entry["winning"]), "| loses:", ", ".join(entry["losing"]) or "-")


if __name__ == "__main__":
    main(sys.argv[1:])
