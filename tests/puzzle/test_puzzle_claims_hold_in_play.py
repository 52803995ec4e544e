"""What a puzzle says will happen after a losing move happens in every line of play (issue 42, point 3).

Fresh readers played out three puzzle texts and found them false (2026-12-05): maids-14's "the 10♠ under
the 3♦ stays in the waste for good" (L4→F7 then R2→F7 bring it out), maids-23's "the 9♥ would never
leave the waste" (L3→F6 refills L3 with it at once) and spider-25's "the 4♣ lies in L4 under 4 cards"
(counted before L4→K3 took the J♣ off it). Every such claim of every puzzle is now played out: "stays
for good", "never wakes", "at most seven 6s ever reach the arc" over every position reachable after the
move (solitaire.puzzle.claims), "under N cards" in the position the sentence names.
"""
from __future__ import annotations

import dataclasses

import pytest

from solitaire import puzzles
from solitaire.puzzle.claims import false_claims

ALL = [puzzle for game in ("maids", "spider") for puzzle in puzzles(game)]


@pytest.mark.parametrize("puzzle", ALL, ids=[puzzle.id for puzzle in ALL])
def test_every_claim_of_an_idea_or_a_reason_holds_in_every_line_of_play(puzzle):
    assert false_claims(puzzle) == []


def _puzzle(puzzle_id: str):
    return next(puzzle for puzzle in ALL if puzzle.id == puzzle_id)


def _with_reason(puzzle, move: str, reason: str):
    verdicts = dict(puzzle.verdicts, **{move: dict(puzzle.verdicts[move], reason=reason)})
    return dataclasses.replace(puzzle, verdicts=verdicts)


@pytest.mark.parametrize("puzzle_id, idea, found", [
    ("maids-14", "Both aces fit F7, but the A♥ on L3 frees a side column, and its refill brings up the 3♦ from "
                 "the waste; the A♠ from M8 leaves the 10♠ under the 3♦ in the waste for good.",
     "after M8→F7, 'the 10♠ under the 3♦ in the waste for good' is false: M8→F7, L4→F7, R2→F7"),
    ("maids-23", "Three 5s fit F6: the 5♠ from M3 uncovers the K♠ and play goes on. A side column's 5 takes the "
                 "Q♥ from the waste as its refill, and the 9♥ under it then never gets out of the waste.",
     "after L2→F6, 'the 9♥ under it then never gets out of the waste' is false: L2→F6, L3→F6"),
    ("maids-11", "After a side column's 4, the jacks asleep in M8 and M12 never wake.",
     "after L2→F2, 'M8 and M12 never wake' is false"),
    ("maids-22", "The 2♠ from R2 leaves an empty place, and the 10♠ stays buried.",
     "after R2→F5, 'the 10♠ stays buried' is false"),
    ("spider-25", "The J♣ to K3 uncovers the 5♣, which fits nowhere, and the clubs' bases stop at five cards.",
     "after L4→K3, \"the clubs' bases stop at five cards\" is false"),
    ("spider-27", "The 2♣ onto the 3♣ uncovers the 8♥, and then the spades stay buried.",
     "claims something no form of solitaire.puzzle.claims can check"),
    ("maids-23", "After a side column's 5, the 5♠ on M3 is stuck for good, and the waste never moves again.",
     "claims something no form of solitaire.puzzle.claims can check"),
])
def test_a_claim_play_refutes_or_no_play_can_check_is_caught(puzzle_id, idea, found):
    """The texts the readers refuted, and claims of the same kinds, are caught with the shortest line that
    refutes them (for maids-14 and maids-23, the very lines the readers played)."""
    wrong = false_claims(dataclasses.replace(_puzzle(puzzle_id), idea=idea))
    assert any(found in said for said in wrong), wrong


def test_a_count_is_taken_in_the_position_the_reason_names():
    """spider-25's reason as it was: the 4♣ in L4 counted under the J♣ that L4→K3 has just sent home."""
    puzzle = _puzzle("spider-25")
    old = ("After L4→K3, at best A3 waits for a 4♣ and K3 for a 10♣, and no line of play brings more of their "
           "cards home. The 10♣ lies in R2 under 2 cards; the 4♣ lies in R4 under 3 cards; the 4♣ lies in L4 "
           "under 4 cards; the 10♣ lies in R4 under 7 cards.")
    wrong = false_claims(_with_reason(puzzle, "L4→K3", old))
    assert wrong == ["L4→K3: 'the 4♣ lies in L4 under 4 cards' is not so after the move"]
    assert "Right after L4→K3: " in puzzle.verdicts["L4→K3"]["reason"]
    assert "the other 4♣ lies in L4 under 3 cards" in puzzle.verdicts["L4→K3"]["reason"]


def test_a_card_the_board_does_not_show_is_said_to_be_face_down():
    """maids-12's J♥ lies in M7 under two cards the board shows only as a count: the reason says so."""
    reason = _puzzle("maids-12").verdicts["M8→F4"]["reason"]
    assert "the J♥ lies hidden in M7 under 2 cards" in reason
