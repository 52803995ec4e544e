"""What scripts/make_puzzles.py adds to each puzzle once it is chosen: the reasons its losing
moves lose (computed from the position, kept in the data for the 0.5 s a verdict may take),
its themes, its level (what a player has to see), the lessons whose rules it practises, and
its idea (for the rule kinds drawn from the position's own cards; for the solver's kinds
written by hand in :data:`puzzle_ideas.IDEAS` after doing the puzzle from its picture).
"""
from __future__ import annotations

from solitaire.puzzle.reasons import loss_reason

#: How many positions the look behind a reason may visit when the collection is made.
REASON_BUDGET = 60_000

#: The rules lesson each rule kind practises; the solver's kinds are the play lessons'.
LESSON_OF = {("maids", "pile"): "01", ("maids", "wake"): "02a", ("maids", "playable"): "02b",
             ("maids", "refill"): "02b", ("spider", "playable"): "04", ("spider", "pile"): "05",
             ("spider", "empty"): "05", ("spider", "bases"): "05"}
PLAY_LESSON = {"maids": "03", "spider": "06"}
#: At most this many puzzles end a rules lesson; the others of its rules join the play lesson's set.
PER_LESSON = 4


def with_reasons(puzzle: dict, game) -> dict | None:
    """The puzzle with a reason kept beside each losing move's verdict; None if one cannot be said
    in card words within :data:`REASON_BUDGET` (the puzzle is then not taken)."""
    verdicts = {}
    for move, verdict in puzzle.get("verdicts", {}).items():
        if verdict["verdict"] == "lost":
            loss = loss_reason(game, move, REASON_BUDGET)
            if loss.seen is None:
                return None
            verdict = dict(verdict, reason=loss.reason, seen=loss.seen) | ({"detail": loss.detail} if loss.detail else {})
        verdicts[move] = verdict
    return dict(puzzle, verdicts=verdicts)


def themes_of(game_name: str, puzzle: dict, game) -> list[str]:
    """Short theme words from what the position and the answer are."""
    kind, answers = puzzle["kind"], puzzle["answers"]
    first = answers[0]
    source = first.split("→")[0]
    card = game.cards(source)[-1] if "→" in first and game.cards(source) else None
    fixed = {"wake": ["wake"], "refill": ["refill", "waste"], "empty": ["empty pile"],
             "bases": ["base to base"], "playable": ["row rule"] if game_name == "spider" else ["arc"]}
    themes = list(fixed.get(kind, []))
    if kind == "pile":
        themes.append("arc" if game_name == "maids" else "pile")
    if card is not None and card.rank == 11 and game_name == "maids":
        themes.append("jack")
    if kind == "pile" and game_name == "spider" and any(
            game.cards(m.split("→")[1]) and {game.cards(m.split("→")[1])[-1].rank, card.rank} == {1, 13}
            for m in answers):
        themes.append("round the corner")
    if kind == "pile" and game_name == "maids" and card is not None and card.rank in (12, 13):
        themes.append("round the corner")
    if kind in ("winnable", "tempting"):
        themes += _play_themes(game_name, puzzle, game, card)
    return list(dict.fromkeys(themes))


def _play_themes(game_name: str, puzzle: dict, game, card) -> list[str]:
    first = puzzle["answers"][0]
    lost = [m for m, v in puzzle["verdicts"].items() if v["verdict"] == "lost"]
    themes = []
    if first in ("deal", "redeal"):
        themes.append("deal" if first == "deal" else "redeal order")
    elif game_name == "maids":
        after = game.copy()
        after.play(first)
        if after.state.opened > game.state.opened:
            themes.append("wake")
        if first[0] in "LR" and game.state.waste:
            themes.append("refill")
    else:
        target = first.split("→")[1]
        if first[0] in "AK":
            themes.append("base to base")
        elif target[0] in "AK":
            themes.append("base")
        elif not game.cards(target):
            themes.append("empty pile")
        elif any(m.split("→")[-1][0] in "AK" for m in lost if "→" in m):
            themes.append("ladder")
        else:
            themes.append("pile")
    if all(puzzle["verdicts"][m].get("seen") == 0 for m in lost):
        themes.append("dead end")
    if not themes or themes == ["tempting"] * len(themes):
        themes.append("dig")  # the right card is the one that uncovers what the arc or a base needs
    if puzzle["kind"] == "tempting":
        themes.append("tempting")
    return themes


def level_of(puzzle: dict) -> int:
    """1..5 by what a player has to see: one rule on one card (1), a rule with a trap beside it
    (2), two steps (3), a loss that shows once a few more moves are played (4), one that shows
    only far ahead (5)."""
    kind = puzzle["kind"]
    if kind in ("playable", "pile"):
        return 1 if puzzle["game"] == "maids" else 2
    if kind in ("wake", "refill", "empty"):
        return 2
    if kind == "bases":
        return 3
    lost = [v for v in puzzle["verdicts"].values() if v["verdict"] == "lost"]
    won = len(puzzle["verdicts"]) - len(lost)
    if all(v["seen"] == 0 for v in lost):
        return 2 if len(puzzle["verdicts"]) == 2 else 3
    level = 4 if max(v["seen"] for v in lost) <= 2_000 else 5
    if kind == "tempting" and won > len(lost):  # most moves win once the named one is avoided
        level -= 1
    return level


def lessons_of(game_name: str, puzzles: list) -> None:
    """Set each puzzle's ``lessons``: a rules lesson takes :data:`PER_LESSON` of its puzzles, one
    of each kind and theme in turn (lesson 05 gets a pile, a round-the-corner, an empty-pile and a
    base-to-base puzzle), easy first; the rest of its rules, and the solver's kinds, go to the
    play lesson's set. A lesson the review names is kept."""
    groups: dict = {}
    for puzzle in puzzles:
        lesson = puzzle["lessons"][0] if puzzle.get("lessons") else LESSON_OF.get((game_name, puzzle["kind"]))
        puzzle["lessons"] = [PLAY_LESSON[game_name]]
        if lesson and lesson != PLAY_LESSON[game_name]:
            key = (puzzle["kind"], tuple(puzzle["themes"]))
            groups.setdefault(lesson, {}).setdefault(key, []).append(puzzle)
    for lesson, by_kind in groups.items():
        taken = 0
        queues = list(by_kind.values())
        while taken < PER_LESSON and any(queues):
            for queue in queues:
                if queue and taken < PER_LESSON:
                    queue.pop(0)["lessons"] = [lesson]
                    taken += 1


def rule_idea(game_name: str, puzzle: dict, game) -> str:
    """The idea of a rule puzzle, in the cards of its own position."""
    kind, answers = puzzle["kind"], puzzle["answers"]
    moves = [str(m) for m in game.legal_moves()]
    source = answers[0].split("→")[0]
    card = game.cards(source)[-1] if "→" in answers[0] else None
    if game_name == "maids":
        return _maids_idea(kind, answers, moves, game, source, card)
    return _spider_idea(kind, answers, moves, game, source, card, puzzle)


def _cards_of(game, moves) -> str:
    return ", ".join(f"the {game.cards(m.split('→')[0])[-1]} on {m.split('→')[0]}" for m in moves)


def _maids_idea(kind, answers, moves, game, source, card) -> str:
    if kind == "pile":
        target = answers[0].split("→")[1]
        top = game.cards(target)[-1]
        corner = " (after the A comes the K, then the Q: a family goes round the corner)" if card.rank in (12, 13) \
            else ""
        return (f"The {card} goes on {target}, whose top card, the {top}, comes just before it in the order J, 10, "
                f"…, 2, A, K, Q{corner}: a foundation builds down that way whatever the suit (maids.11), and a card "
                "goes to the leftmost place that takes it.")
    if kind == "wake":
        return _wake_idea(answers[0], game, source, card)
    if kind == "playable":
        waste = game.state.waste[-1] if game.state.waste else None
        fits = waste is not None and _fits_arc(game, waste)
        trap = f" The {waste} on top of the waste fits too, but the waste is not playable (maids.19)." if fits else ""
        return f"{len(answers)} cards fit the arc: {_cards_of(game, answers)}; only the side columns and the top " \
               f"cards of awake packets are playable (maids.19).{trap}"
    waste = game.state.waste[-1]
    # a deal covers the waste's top card only while the stock has cards to deal
    covered = f", and a deal would cover the {waste}" if game.state.stock else ""
    return (f"Any card played from a side column frees its place, and the freed place takes the {waste} from "
            f"the top of the waste at once (maids.16); a card played from a packet brings nothing back, since "
            f"only the side columns are refilled{covered}.")


def _fits_arc(game, card) -> bool:
    """True if ``card`` would fit a foundation of the arc in ``game``'s position."""
    from solitaire.maids.rules import arc_place_for, arc_places
    return arc_place_for(arc_places(game.state), card) is not None


def _wake_idea(answer: str, game, source: str, card) -> str:
    """What the one waking move wakes and why: a jack for being one (maids.14, maids.15), the top card
    of the last woken maid for its place (maids.20), both at once for a jack lying there."""
    from solitaire.maids.rules import PACKS
    after = game.copy()
    after.play(answer)
    woken = [PACKS[index] for index in range(game.state.opened, after.state.opened)]
    woke = " and ".join(woken)
    others = "a card from any other packet wakes none (maids.21)"
    if not game.state.opened:
        return f"The {card} from {source} wakes {woke}: the game's first jack wakes two maids (maids.14)."
    last = PACKS[game.state.opened - 1]
    if card.rank == 11 and source == last:
        return (f"The {card} on {source} wakes {woke}: a jack wakes a maid wherever it comes from (maids.15), "
                f"and {source} is the last woken maid, so its top card going up wakes one more (maids.20); "
                f"{others}.")
    if card.rank == 11:
        return (f"The {card} from {source} wakes {woke}: a jack wakes the next maid wherever it comes from "
                f"(maids.15); besides jacks only the top card of {last}, the last woken maid, could (maids.20), "
                f"and {others}.")
    return (f"The {card} from {source} wakes {woke}: {source} is the last woken maid, and its top card wakes "
            f"the next one (maids.20); {others}.")


def _spider_idea(kind, answers, moves, game, source, card, puzzle) -> str:
    if kind == "playable":
        return f"{_cards_of(game, answers)[0].upper()}{_cards_of(game, answers)[1:]} may go up now. " + puzzle["note"]
    if kind == "pile":
        targets = [m.split("→")[1] for m in answers]
        onto = ", ".join(f"the {game.cards(t)[-1]} on {t}" for t in targets if game.cards(t))
        holes = " or ".join(t for t in targets if not game.cards(t))
        if not holes:
            return (f"The {card} goes onto a card of its suit one higher or one lower: {onto}; K and A are neighbours "
                    "(spider.18-20), and only an ace or a king fills an empty pile (spider.21).")
        # an empty pile is no card of its suit: it is said apart (native reader uk 42)
        return (f"The {card} goes onto a card of its suit one higher or one lower: {onto} (K and A are neighbours, "
                f"spider.18-20); and, as a {'king' if card.rank == 13 else 'ace'}, into the empty {holes}: only an "
                "ace or a king fills an empty pile (spider.21).")
    if kind == "empty":
        hole = answers[0].split("→")[1]
        return (f"Only an ace or a king may fill the empty {hole} (spider.21): here {_cards_of(game, answers)}; "
                "every other top card has to wait for a neighbour of its suit.")
    base, other = answers[0].split("→")
    task_pile = puzzle["task"].split(" on ")[1].split(" ")[0]
    waiting = game.cards(task_pile)[-1]
    after = game.copy()
    after.play(answers[0])
    home = next(str(m).split("→")[1] for m in after.legal_moves() if str(m).startswith(f"{task_pile}→")
                and str(m)[-2] in "AK")
    return (f"Passing the {game.cards(base)[-1]} from {base} to {other} (spider.23) leaves {home} standing where "
            f"the {waiting} on {task_pile} fits it: a base's top card may pass to the other base of its suit, "
            "and that can make room for a card from the piles.")
