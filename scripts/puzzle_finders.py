"""The finders of scripts/make_puzzles.py: each looks at a position on a winning line and
returns a puzzle of its kind there (a dict without id and level), or None."""
from __future__ import annotations

from collections import defaultdict

def _targets(game) -> list:
    return [str(move) for move in game.legal_moves() if move.target]


# --- the finders: each returns a puzzle (a dict without id and level) or None -----------

def playable(game, _verdicts):
    moves = _targets(game)
    if game.game_name == "maids":
        if len(moves) < 2:
            return None
        task = "Which cards can be played to the arc here? Play each of them (one at a time; the position resets)."
        note = "Only the side columns and the top cards of awake packets are playable (maids.19), and only to the arc."
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
    return {"kind": "wake", "task": f"Play the move that wakes the next maid, M{game.state.opened + 1}.",
            "answers": waking,
            "note": "A jack wakes a maid (the game's first jack two), and so does the top card of the last woken maid "
                    "(maids.14, maids.15, maids.20); cards from the other packets give no such right (maids.21)."}


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


def refill(game, _verdicts):
    """Maids: the waste's top card comes back through a side column's refill (maids.16)."""
    if game.game_name != "maids" or not game.state.waste:
        return None
    moves = _targets(game)
    sides = [m for m in moves if m[0] in "LR"]
    others = [str(m) for m in game.legal_moves() if str(m) not in sides]
    if not sides or len(others) < 1 or not any(m.startswith("M") for m in moves):
        return None
    card = game.state.waste[-1]
    return {"kind": "refill", "answers": sides,
            "task": f"Bring the {card} on top of the waste back into a side column in one move.",
            "note": "A side column's place that is freed is filled at once from the waste while it has cards, "
                    "else from the stock (maids.16); only the side columns are refilled, never a packet."}


def empty(game, _verdicts):
    """Spider: only an ace or a king may fill an empty pile (spider.21)."""
    if game.game_name != "spider" or game.state.phase != "play":
        return None
    holes = [name for name in PILES if not game.cards(name)]
    if not holes:
        return None
    hole = holes[0]
    answers = [str(m) for m in game.legal_moves() if str(m).endswith(f"→{hole}")]
    tops = [game.cards(name)[-1] for name in PILES if game.cards(name)]
    traps = [card for card in tops if card.rank not in (1, 13)]
    if not 1 <= len(answers) <= 3 or not traps:
        return None
    return {"kind": "empty", "answers": answers, "find_all": True,
            "task": f"{hole} is empty. Which cards may fill it? Play each of them.",
            "note": "Only an ace or a king may fill an empty pile (spider.21)."}


def bases(game, _verdicts):
    """Spider: a pass from base to base lets a pile's card go home (spider.23)."""
    if game.game_name != "spider":
        return None
    legal = [str(m) for m in game.legal_moves()]
    home_now = {m.split("→")[0] for m in legal if m[-2] in "AK" and m[0] not in "AK"}
    for move in legal:
        if move[0] not in "AK":
            continue
        after = game.copy()
        after.play(move)
        freed = [m for m in map(str, after.legal_moves())
                 if m[-2] in "AK" and m[0] not in "AK" and m.split("→")[0] not in home_now]
        if freed and len(legal) >= 3:
            source = freed[0].split("→")[0]
            card = game.cards(source)[-1]
            answers = [m for m in legal if m[0] in "AK" and source in
                       {x.split("→")[0] for x in map(str, _after(game, m).legal_moves()) if x[-2] in "AK"}]
            return {"kind": "bases", "answers": answers,
                    "task": f"The {card} on {source} fits no base yet. Which move lets it go to a base next? Play it.",
                    "note": "A base's top card may pass to the other base of its suit (spider.23): "
                            "the ace base then stands one lower, or the king base one higher."}
    return None


def corner(game, _verdicts):
    """Spider: where an ace or a king can go among the piles, round the corner too (spider.20)."""
    if game.game_name != "spider" or game.state.phase != "play":
        return None
    for source in PILES:
        cards = game.cards(source)
        if not cards or cards[-1].rank not in (1, 13):
            continue
        answers = [str(m) for m in game.legal_moves() if str(m).startswith(f"{source}→")
                   and str(m)[-2] not in "AK"]
        wraps = [m for m in answers if game.cards(m[-2:]) and game.cards(m[-2:])[-1].rank in (1, 13)]
        if wraps and len(answers) <= 4:
            card = cards[-1]
            return {"kind": "pile", "task": f"Which piles can take the {card} from {source}? Play each of them.",
                    "answers": answers, "find_all": True,
                    "note": "A card goes onto a card of its suit one rank higher or lower, and K and A are "
                            "neighbours (spider.18-20): an ace may lie on a king and a king on an ace."}
    return None


def _after(game, move):
    after = game.copy()
    after.play(move)
    return after


PILES = ("T1", "T2", "R1", "R2", "R3", "R4", "B1", "B2", "L1", "L2", "L3", "L4")


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


FINDERS = {"playable": playable, "wake": wake, "pile": pile, "corner": corner, "refill": refill, "empty": empty,
           "bases": bases, "winnable": winnable, "tempting": tempting}
LEVELS = {"playable": 1, "wake": 2, "pile": 2, "refill": 2, "empty": 2, "bases": 3, "winnable": 3, "tempting": 4}
