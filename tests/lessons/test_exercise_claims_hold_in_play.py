"""What an exercise says will happen later in play happens in every line of play (issue 42, point 2).

The puzzles' ideas and reasons are played out (tests/puzzle/test_puzzle_claims_hold_in_play.py); the
exercises asked on a position speak the same way in their reasons, explanations and decision plans:
"the 3♦ under it stays buried", "A3 never gets past the 3♣", "the 3♠ under it can no longer go onto F3",
"the 9♠ on T1 is then under two cards". Each such claim is played out from the position after the move
its text is about, over every position reachable from there (solitaire.exercises.claims); a sentence
that says "for good", "never", "can no longer" or "buried" of a card or a place in words no form reads
fails too, so a writer says it in a form the check reads or not at all. The wording a check caught
in December 2026: 04.4's "the 3♦ under it stays buried" (a redeal gathers it: it is buried only until
the next group), 04.6's "stays buried when the last group comes", 06.1's "both 4♣ are buried by then",
00.1's "the card on top of M1 is never looked at" and 05.5's "the 6♠ and the 7♠ never go together".
The answer key prints these same texts (solitaire.sheets.key), so it is held to them too.
"""
from __future__ import annotations

import json
from importlib import resources

import pytest

from solitaire.exercises import LESSONS, game_of
from solitaire.exercises.claims import false_claims


def exercises_on_positions() -> list[dict]:
    """Every exercise of the course asked on a position, read from its lesson's file as it is now."""
    found = []
    for lesson in LESSONS:
        source = resources.files("solitaire.exercises") / f"{lesson}.json"
        found += [entry for entry in json.loads(source.read_text(encoding="utf-8"))["exercises"]
                  if "position" in entry]
    return found


ALL = exercises_on_positions()


@pytest.mark.parametrize("entry", ALL, ids=[entry["id"] for entry in ALL])
def test_every_claim_an_exercise_makes_about_later_play_holds_in_every_line_of_play(entry):
    assert false_claims(entry, game_of(entry["position"])) == []


# Positions from real deals, written out here so that the checks below do not move with the lessons.
DEAL_39_ROUND_1_DEALT = {"game": "spider", "deal": 39, "moves": [
    "deal", "B2→A4", "deal", "B2→K2", "B1→K4", "T1→K2", "deal", "deal", "T1→A2", "deal", "B2→K3",
    "L3→K3", "deal", "deal", "T1→K1", "deal", "L2→A1", "R2→K4", "L3→K4", "R4→K4", "R2→A4", "R2→A3",
    "T1→A1", "L4→K3"]}
#: L4 holds the 3♦ under a 2♦, and B1 the other 2♦, which fits A4 too; 72 cards are still in the stock.
DEAL_115_GROUP_2 = {"game": "spider", "deal": 115, "moves": ["deal", "T1→K2", "deal", "R4→K4"]}
DEAL_555_GROUP_7 = {"game": "spider", "deal": 555, "moves": [
    "deal", "R4→K4", "B1→K1", "deal", "deal", "B2→A2", "deal", "R2→A2", "deal", "L3→A3", "deal", "B2→A1",
    "deal"]}


def claims_wrong(position: dict, kind: str = "move", **texts) -> list[str]:
    entry = {"id": "test", "kind": kind, "position": position, **texts}
    return false_claims(entry, game_of(position))


@pytest.mark.parametrize("position, kind, texts, found", [
    (DEAL_115_GROUP_2, "move",
     {"why": {"B1→A4": "the 2♦ on L4 then fits nowhere: the 3♦ under it stays buried."}},
     "after B1→A4, 'the 3♦ under it stays buried' is false: B1→A4, deal, deal, deal, deal, deal, deal, redeal"),
    (DEAL_39_ROUND_1_DEALT, "decision", {"losing": {"redeal": "A3 waits, but A3 never gets past the 2♣."}},
     "after redeal, 'A3 never gets past the 2♣' is false: redeal, deal, deal, deal, deal, deal, T2→A3"),
    (DEAL_39_ROUND_1_DEALT, "decision", {"explain": "Redealing at once loses: A3 never gets past the 2♣."},
     "after redeal, 'A3 never gets past the 2♣' is false"),
    (DEAL_39_ROUND_1_DEALT, "decision",
     {"plan": {"R2→R4": {"losing": {"redeal": "However you play, A1 never gets past the 3♠ nor K1 past "
                                              "the Q♠."}}}},
     "after R2→R4, redeal, 'A1 never gets past the 3♠ nor K1 past the Q♠' is false"),
    (DEAL_39_ROUND_1_DEALT, "decision", {"losing": {"redeal": "the 3♣ can no longer go onto A3."}},
     "after redeal, 'the 3♣ can no longer go onto A3' is false"),
    (DEAL_115_GROUP_2, "move", {"why": {"B1→A4": "the 3♦ on L4 is then under two cards."}},
     "after B1→A4, 'the 3♦ on L4 is then under two cards' is not so"),
    (DEAL_115_GROUP_2, "move", {"why": {"L4→A4": "it goes up with the 3♦ still buried."}},
     "after L4→A4, 'with the 3♦ still buried' is false: the 3♦ lies on top of a pile"),
    (DEAL_555_GROUP_7, "place", {"why": {"R2": "The Q♥ on T2 then has no base, and the 10♦ under it stays buried "
                                               "when the last group comes."}},
     "claims later play in words no form of solitaire.exercises.claims reads"),
    ({"game": "maids", "deal": 7}, "choice", {"why": {"It plays it": "the card on top of M1 is never looked at."}},
     "claims later play in words no form of solitaire.exercises.claims reads"),
])
def test_a_claim_play_refutes_or_no_form_reads_is_caught(position, kind, texts, found):
    """A claim is played out after the move its text is about (a reason's move, a plan's two moves, the
    redeal an explanation names) and refuted by the shortest line; a timed or unread claim is reported."""
    wrong = claims_wrong(position, kind, **texts)
    assert any(found in said for said in wrong), wrong


@pytest.mark.parametrize("position, kind, texts", [
    (DEAL_115_GROUP_2, "move", {"why": {"B1→A4": "the 3♦ under it stays buried until the next group, which covers "
                                                 "both; the 3♦ on L4 is then under one card."}}),
    (DEAL_555_GROUP_7, "place", {"why": {"R2": "The Q♥ on T2 then has no base, and the 10♦ under it stays buried "
                                               "until the last group."}}),
    (DEAL_39_ROUND_1_DEALT, "decision", {"explain": "Redealing at once loses: the 3♣ comes back only in the third "
                                                    "group, and A3 never gets past it."}),
    (DEAL_39_ROUND_1_DEALT, "decision", {"losing": {"R3→A3": "the 3♣ can no longer go onto A3 from T2."}}),
    ({"game": "maids", "deal": 7}, "choice", {"why": {"It turns M1": "typing a move never turns a packet over; "
                                                                     "cards never go back to the stock."}}),
])
def test_a_claim_that_holds_in_every_line_is_passed(position, kind, texts):
    """The true wordings the caught ones became: "until the next group" is played out over the positions
    before the next deal, "past it" is the card named before it, and a rule that names no card or
    place is no claim about the deal."""
    assert claims_wrong(position, kind, **texts) == []
