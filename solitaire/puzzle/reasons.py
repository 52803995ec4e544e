"""Why a legal move loses, in card words a learner can check on the board.

:func:`loss_reason` plays the move and looks at every position reachable after it (each
move of either game, in any order, no pruning): the position with the most cards home on
the foundations that do worst says which cards they wait for in vain. Those cards are then
found on the board the learner sees, before the move, and the reason says what the move
does to them, as a player would: "the deal covers the J♠ on top of R2", "the 7♥ lies in R2
under 2 cards". The most cards that can ever reach home (an upper bound a learner can test
by playing on) and the count of positions go to the verdict's detail line. When the
positions are too many for the budget, the reason falls back to what the position after
the move shows at once (no move left; nothing at hand fits).
The words are in the language in use; the collection keeps them in English, as made.
"""
from __future__ import annotations

from typing import NamedTuple

from ..languages import translator
from . import maids_reasons, spider_reasons
from .clauses import FOUNDATION_LETTERS, after_words, grouped, whereabouts
from .maids_reasons import RANK_NAMES, buried_reason
from .reach import Reach, reach

__all__ = ["buried_reason", "Loss", "Reach", "reach", "loss_reason", "whereabouts", "FOUNDATION_LETTERS",
           "RANK_NAMES", "grouped"]

_ = translator("board")

#: Each game's own reasoning about a lost position (its home's parts, its words for a deal): found by
#: the game's name, as :func:`solitaire.solve` finds a game's search.
_BY_GAME = {"maids": maids_reasons, "spider": spider_reasons}


class Loss(NamedTuple):
    """Why a move loses: ``reason`` in card words, ``detail`` the figures behind it, ``seen`` the
    positions looked at after the move (0: it loses at once; None: too many to look at all)."""

    reason: str
    detail: str
    seen: int | None


def loss_reason(game, move: str, budget: int) -> Loss:
    """Why ``move`` loses from ``game`` (which is left as it is), looking at ``budget`` positions at most:
    the cards the foundations wait for in vain, where they lie on the board the learner sees and what
    the move does to them; the most cards that can ever reach home goes to the detail line."""
    after = game.copy()
    after.play(move)
    if after.status == "lost":
        return Loss(_("{move} loses at once: after it no move is left.").format(move=move), "", 0)
    by_game = _BY_GAME[game.game_name]
    found = reach(type(after), after.state, budget)
    if found is None:
        return Loss(_short_look(by_game, move, after), "", None)
    total = sum(len(after.cards(place)) for place in after.place_names)
    stuck, bound = by_game.stuck(game, move, after, found)
    reason = stuck or _("{after}, at most {home} of {total} cards can ever reach home.").format(
        after=after_words(game.game_name, move), home=found.home, total=total)
    looked = _looked(by_game, move, found, total)
    return Loss(reason, f"{bound} {looked}" if bound else looked, found.seen)


def _looked(by_game, move: str, found: Reach, total: int) -> str:
    """The detail line: the look at every position after ``move`` and the most cards home in any of them,
    an upper bound a learner can test by playing on (a deal said in the game's words: a Spider group, a
    Maids card, which Russian says «раздача» and «сдача»)."""
    if move == "deal":
        said = by_game.deal_look(found.seen)
    else:
        said = _.ngettext("A look at every one of the {count} positions reachable after {move} finds none with "
                          "more than {home} of {total} cards home.",
                          "A look at every one of the {count} positions reachable after {move} finds none with "
                          "more than {home} of {total} cards home.", found.seen)
    return said.format(count=grouped(found.seen), move=move, home=found.home, total=total)


def _short_look(by_game, move: str, after) -> str:
    """A reason from the position after the move alone, when the positions after it are too many."""
    glance = by_game.at_a_glance(after)
    if glance:
        return _("{move} loses: {reason}").format(move=move, reason=glance[0].lower() + glance[1:])
    return _("{move} loses: no line of play after it gets every card home.").format(move=move)


