"""What the two play lessons (03, Maids; 06, Spider) print, in the language in use.

A translated lesson runs the English code cells with the language set, so a cell prints no
words of its own: it asks this module. A share is written as the language writes it (``10.8%``;
``10,8 %`` in Ukrainian and Russian), a count takes its noun through ngettext, and a move names
its places as the boards label them.

>>> wins_line("side", 0, 500)
'Side columns first wins 0 of 500 deals (0.0%).'
>>> rule_pick_cell("M3→F4", False)
'M3→F4 loses'
"""
from __future__ import annotations

from ..cards import card_face
from ..languages import N_, NP_, decimal, translator
from ..moves import localized_places
from .folded import Folded
from .narration import verdict_words

__all__ = ["share", "search_won_line", "losing_moments_line", "safe_start_line", "stock_out_line",
           "sample_game_line", "your_game_line", "RULE_NAMES", "rule_name", "wins_line", "replay_line", "split_line", "rule_pick_cell",
           "rule_picks_table", "folded_lines",
           "verdict_in_moves", "PARTS", "part_line", "average_line"]

_ = translator("draw")


def share(fraction: float, places: int = 1) -> str:
    """A share as the language writes it: ``"10.8%"``; ``"10,8 %"`` in Ukrainian and Russian."""
    return decimal(f"{fraction:.{places}%}")


# --- Lesson 03 (Maids) ---

def search_won_line(deal: int, moves: int) -> str:
    """``"The search wins deal 7 in 136 moves."``"""
    return _.ngettext("The search wins deal {deal} in {count} move.", "The search wins deal {deal} in {count} moves.",
                      moves).format(deal=deal, count=moves)


def losing_moments_line(moments: list, moves: int) -> str:
    """Before which moves of a line a legal move loses: ``"Before 16 of the 136 moves a legal move loses: moves 36, 37"``."""
    return _.ngettext("Before {count} of the {moves} moves a legal move loses: moves {numbers}",
                      "Before {count} of the {moves} moves a legal move loses: moves {numbers}",
                      len(moments)).format(count=len(moments), moves=moves, numbers=", ".join(map(str, moments)))


def safe_start_line(moves: int) -> str:
    """``"Before each of the first 35 moves, every legal move keeps the deal winnable."``"""
    return _.ngettext("Before the first move, every legal move keeps the deal winnable.",
                      "Before each of the first {count} moves, every legal move keeps the deal winnable.",
                      moves).format(count=moves)


def stock_out_line(move: int) -> str:
    """``"The stock runs out with move 81 of the line."``"""
    return _("The stock runs out with move {number} of the line.").format(number=move)


#: How a finished game came out, said as past (Russian «не сошёлся»), not as a search's verdict («не сходится»).
_OUTCOMES = {"won": NP_("a finished game", "won"), "lost": NP_("a finished game", "lost")}


def _outcome(status: str) -> str:
    return _.pgettext("a finished game", _OUTCOMES[status]) if status in _OUTCOMES else verdict_words(status)


def sample_game_line(game, number: int, move) -> str:
    """How a sample game ended, and the move the walk back found that lost it."""
    after = _.ngettext("The sample game always played the first legal move and is {status} after {count} move.",
                       "The sample game always played the first legal move and is {status} after {count} moves.",
                       len(game.history)).format(status=_outcome(game.status), count=len(game.history))
    card = _card_played(game, number, move)
    if card is None:
        lost = _("Move {number} of it, {move}, lost it: before it the deal could still be won, after it not.")
    else:   # the card too, so that the learner can tell which trap it was without decoding the move
        lost = _("Move {number} of it, {move}, which played the {card}, lost it: before it the deal could still be won, "
                 "after it not.")
    return after + " " + lost.format(number=number, move=localized_places(str(move), "maids"), card=card)


def _card_played(game, number: int, move) -> str | None:
    """The card that move ``number`` of ``game`` played, as the language writes it (None for a deal)."""
    if not move.target:
        return None
    before = game.copy()
    before.goto(number - 1)
    return card_face(before.cards(move.source)[-1])


def your_game_line(moves: int, number, move) -> str:
    """What the walk back found in the learner's own game on the board."""
    head = _.ngettext("Your game on the board, {count} move:", "Your game on the board, {count} moves:",
                      moves).format(count=moves)
    if move is None:
        return head + " " + _("deal 7 can still be won from where it stands.")
    return head + " " + _("move {number}, {move}, lost it.").format(number=number,
                                                                    move=localized_places(str(move), "maids"))


#: The rules of thumb lesson 03 measures, by the short name its cells give them.
RULE_NAMES = {
    "rule 1": N_("The last woken maid first (rule 1)"), "side": N_("Side columns first"),
    "deal before sides": N_("Dealing before a side column's card"),
    "rule 3": N_("Counting what a move uncovers (rule 3)"), "peek": N_("Peeking for a jack"),
    "mine": N_("My rule"), "rule 1 again": N_("Rule 1 on the same deals"),
    # the short names of the table of the rules' moves in the puzzles
    "Rule 1": N_("Rule 1"), "Rule 3": N_("Rule 3"), "Deal before sides": N_("Deal before sides"),
}


def rule_name(key: str) -> str:
    """A rule of thumb's name in the language in use (see :data:`RULE_NAMES`)."""
    return _(RULE_NAMES[key])


def wins_line(key: str, count: int, deals: int) -> str:
    """``"Side columns first wins 0 of 500 deals (0.0%)."``"""
    return _.ngettext("{name} wins {count} of {deals} deal ({share}).", "{name} wins {count} of {deals} deals ({share}).",
                      deals).format(name=rule_name(key), count=count, deals=deals, share=share(count / deals))


def replay_line(key: str, won: int, stored: int, deals: int) -> str:
    """A rule played again now on the first deals, beside what the stored run says of them:
    ``"The last woken maid first (rule 1), played again now on deals 1 to 50: 6 won; the stored run says 6."``"""
    return _("{name}, played again now on deals 1 to {deals}: {won} won; the stored run says {stored}.").format(
        name=rule_name(key), deals=deals, won=won, stored=stored)


def split_line(other: str, won: int, lost: int) -> str:
    """How rule 3 and another rule split the deals only one of them wins."""
    return _("Rule 3 wins {won} deals that {other} loses; {other} wins {lost} deals that rule 3 loses.").format(
        won=won, lost=lost, other=_(_SPLIT_NAMES[other]))


#: How the split line names the other rule (lower case, inside a sentence).
_SPLIT_NAMES = {"rule 1": N_("rule 1"), "peeking": N_("peeking")}


def rule_pick_cell(move, keeps: bool) -> str:
    """A rule's move in a puzzle and whether it keeps the deal winnable: ``"R3→F4 keeps"``."""
    shown = localized_places(str(move), "maids")
    return (_("{move} keeps") if keeps else _("{move} loses")).format(move=shown)


#: How the table of the rules' moves in the puzzles names each rule (short, to fit a column).
_SHORT_NAMES = {"rule 1": "Rule 1", "deal before sides": "Deal before sides", "rule 3": "Rule 3"}


def rule_picks_table(picks: dict, puzzles: list) -> Folded:
    """The folded table of what each rule plays in each puzzle: ``picks`` maps a rule's key to one
    ``(move, keeps the deal winnable)`` per puzzle, in the order of ``puzzles`` (their names head the columns).
    A losing move is named; a move that keeps the deal is only called right, so the table gives no answer away."""
    rows = [f"{'':22}" + "".join(f"{name:>18}" for name in puzzles)]
    right = _("a right move")   # a move that keeps the deal is not named: it is the puzzle's answer
    for key, moves in picks.items():
        cells = "".join(f"{right if keeps else rule_pick_cell(move, keeps):>18}" for move, keeps in moves)
        rows.append(f"{rule_name(_SHORT_NAMES.get(key, key)):22}" + cells)
    return Folded(*rows)


def folded_lines(*lines: str) -> Folded:
    """Printed lines folded until the learner opens them (a lesson asks first, and shows after)."""
    return Folded(*lines)


# --- Lesson 06 (Spider) ---

def verdict_in_moves(verdict: str, moves: int) -> str:
    """``"won in 154 moves"``"""
    return _.ngettext("{verdict} in {count} move", "{verdict} in {count} moves", moves).format(
        verdict=verdict_words(verdict), count=moves)


#: The three parts of a Spider deal lesson 06 tells apart.
PARTS = {"round 1": N_("In round 1"), "dealing": N_("In round 2, while dealing"),
         "play": N_("In round 2, after the dealing")}


def part_line(part: str, losing: int, moves: int) -> str:
    """``"In round 1, at 2 of its 26 moves some legal move would lose (8%)."``"""
    return _.ngettext("{part}, at {losing} of its {count} move some legal move would lose ({share}).",
                      "{part}, at {losing} of its {count} moves some legal move would lose ({share}).",
                      moves).format(part=_(PARTS[part]), losing=losing, count=moves, share=share(losing / moves, 0))


#: The players of lesson 06's rules of thumb, by their function's name.
_PLAYERS = {"home_first": N_("home first"), "deal_first": N_("deal first"), "redeal_early": N_("redeal early")}


def average_line(player: str, home: float, won: int, deals: int) -> str:
    """``"home first: 42.2 cards home on average, 2 of 100 deals won"``"""
    average = decimal(f"{home:.1f}")
    return _.ngettext("{player}: {home} cards home on average, {won} of {deals} deal won",
                      "{player}: {home} cards home on average, {won} of {deals} deals won", deals).format(
        player=_(_PLAYERS.get(player, player)), home=average, won=won, deals=deals)
