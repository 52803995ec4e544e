"""The teacher's guide's notes say a move with the card it plays, as the class's board names the places
('the J♦ on R1 (R1→F1)'; С1, Б5 on a Ukrainian Spider board), and a puzzle set as an exit check with its answers
and why. Shared by the notes of each game (:mod:`solitaire.sheets.guide_maids`, :mod:`solitaire.sheets.guide_spider`).

>>> from solitaire import Maids
>>> named(Maids(deal=614), Maids(deal=614).legal_moves()[:1])
'the J♠ on R3 (R3→F1)'
"""
from __future__ import annotations

from ..cards import card_face
from ..languages import translator
from ..moves import localized_places
from ..puzzle import puzzle, puzzle_idea
from ..spider import Spider

__all__ = ["named", "home_moves", "answer_of"]

_ = translator("sheets")


def _game(game) -> str:
    return "spider" if isinstance(game, Spider) else "maids"


def _at(game, place: str) -> str:
    return localized_places(place, _game(game))


def named(game, moves) -> str:
    """Moves said with the card each one plays: 'the J♦ on R1 (R1→F1)', 'onto the 6♥ on T1 (R1→T1)', a deal
    as what it does: 'dealing the next card (deal)'."""
    said = []
    for move in moves:
        shown = localized_places(str(move), _game(game))
        if not move.target:   # a bare "deal" in a list of moves read as a stray word: say what it does
            said.append((_("dealing the next group ({move})") if _game(game) == "spider" else
                         _("dealing the next card ({move})")).format(move=shown))
            continue
        card, source = card_face(game.cards(move.source)[-1]), _at(game, move.source)
        if move.target[0] in "FAK":
            said.append(_("the {card} on {place} ({move})").format(card=card, place=source, move=shown))
        elif game.cards(move.target):
            said.append(_("the {card} on {place} onto the {other} on {target} ({move})").format(
                card=card, place=source, other=card_face(game.cards(move.target)[-1]),
                target=_at(game, move.target), move=shown))
        else:
            said.append(_("the {card} on {place} into the empty {target} ({move})").format(
                card=card, place=source, target=_at(game, move.target), move=shown))
    return ", ".join(said)


def home_moves(game) -> list:
    """The legal moves to the arc (Maids) or to a base (Spider)."""
    return [move for move in game.legal_moves() if move.target and move.target[0] in "FAK"]


def answer_of(name: str, why: bool = True) -> str:
    """A puzzle set as an exit check: its task, its answers (each with the card it moves), and why. Without
    ``why`` (the teacher's guide, whose key says it and whose notes show the board after the move it asks about),
    the answers alone."""
    found = puzzle(name)
    game = found.start()
    answers = named(game, [game.parse_move(answer) for answer in found.answers])
    # the task is the plan's own question, said there: not again here
    said = (_("{name}: {answers}. Why: {why}").format(name=name, answers=answers, why=puzzle_idea(found)) if why
            else _("{name}: {answers}.").format(name=name, answers=answers))
    # a puzzle judged by the search says why each other move loses: the plans' answers name those cards too
    # (the tempting move's reason only when the idea does not already say why it loses)
    losing = [found.check(move).reason for move in (found.verdicts or {}) if why
              and move not in found.answers and not (move == found.tempting and move in puzzle_idea(found))]
    # the places as the class's board labels them (С1, Б5 in a Ukrainian Spider), as the key says them
    return localized_places(" ".join([said] + [reason for reason in losing if reason]), _game(game))
