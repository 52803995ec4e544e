"""Every verdict says why, in card words: a losing move's cost in cards and places, a rule
broken with its sentence id, a move a rule task does not ask for with what it does (issue 31)."""
from __future__ import annotations

import re

import pytest

from solitaire import puzzles
from solitaire.puzzles.reasons import loss_reason, reach

GAMES = ("maids", "spider")
ALL = [puzzle for game in GAMES for puzzle in puzzles(game)]
CARD = re.compile(r"(10|[2-9AJQK])[♠♥♦♣]")


def losing_moves():
    return [(puzzle, move) for puzzle in ALL for move, verdict in puzzle.verdicts.items()
            if verdict["verdict"] == "lost"]


@pytest.mark.parametrize("puzzle, move", losing_moves(), ids=lambda item: str(item))
def test_every_losing_move_says_why_in_card_words_before_any_count_of_positions(puzzle, move):
    answer = puzzle.check(move)
    assert not answer.right and answer.legal
    assert "position" not in answer.reason and "solver" not in answer.reason
    assert answer.reason.startswith(move) and "loses at once" in answer.reason or \
        answer.reason.startswith(f"After {move} at most") and CARD.search(answer.reason)
    nodes = puzzle.verdicts[move]["nodes"]
    assert (f"{nodes:,} position" in answer.detail) if nodes else "solver" not in answer.detail


@pytest.mark.parametrize("puzzle, move", [item for item in losing_moves() if item[0].verdicts[item[1]]["seen"] <= 3_000],
                         ids=lambda item: str(item))
def test_the_kept_reason_is_the_one_the_position_gives(puzzle, move):
    """Computed from the position, not typed: the same look again gives the same words."""
    loss = loss_reason(puzzle.start(), move, 3_001)
    assert (loss.reason, loss.seen) == (puzzle.verdicts[move]["reason"], puzzle.verdicts[move]["seen"])


def test_the_most_cards_home_is_an_upper_bound_that_play_reaches():
    puzzle = next(p for p in puzzles("maids", kind="winnable") if any(v.get("seen", 0) > 10 for v in p.verdicts.values()))
    move = next(m for m, v in puzzle.verdicts.items() if v.get("seen", 0) > 10)
    game = puzzle.start()
    game.play(move)
    found = reach(type(game), game.state, 100_000)
    start_home = sum(len(game.cards(f"F{n}")) for n in range(1, 9))
    assert start_home <= found.home < 104 and f"at most {found.home} of 104" in puzzle.check(move).reason


@pytest.mark.parametrize("puzzle", ALL, ids=[p.id for p in ALL])
def test_every_wrong_legal_move_gets_a_reason_and_a_right_one_the_idea(puzzle):
    """A right move gets the idea; where several moves are right, only how many (the idea names them all,
    so it would give away the ones still to find: the board shows it once all are found)."""
    game = puzzle.start()
    several = puzzle.find_all and len(puzzle.answers) > 1
    for move in game.legal_moves():
        answer = puzzle.check(move)
        assert answer.reason and "\n" not in answer.reason and "position" not in answer.reason
        if answer.right and several:
            assert f"({len(puzzle.answers)} moves are right here.)" in answer.reason
            assert puzzle.idea not in answer.reason
        elif answer.right:
            assert puzzle.idea in answer.reason
        elif str(move) not in puzzle.verdicts:
            assert str(move) in answer.reason and re.search(r"(maids|spider)\.\d+|task", answer.reason)


def test_an_illegal_move_names_the_rule_sentence():
    puzzle = puzzles("spider", kind="empty")[0]
    hole = puzzle.answers[0].split("→")[1]
    game = puzzle.start()
    pile = next(name for name in ("T1", "T2", "R1", "R2", "R3", "R4", "B1", "B2", "L1", "L2", "L3", "L4")
                if game.cards(name) and game.cards(name)[-1].rank not in (1, 13))
    answer = puzzle.check(f"{pile}→{hole}")
    assert not answer.legal and answer.rule == "spider.21" and "spider.21" in answer.reason


def test_a_refill_task_says_why_a_packet_play_brings_nothing_back():
    puzzle = puzzles("maids", kind="refill")[0]
    game = puzzle.start()
    other = next(str(m) for m in game.legal_moves() if str(m).startswith("M"))
    reason = puzzle.check(other).reason
    assert "a packet is not a side column" in reason and "maids.16" in reason
    # maids.23 (an emptied packet stays empty) is named only when the move empties the packet
    assert ("maids.23" in reason) == (len(game.cards(other.split("→")[0])) == 1)
