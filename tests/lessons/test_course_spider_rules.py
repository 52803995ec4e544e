"""Spider's rules lessons (04, 05) as a class meets them (issue 42).

Each lesson is titled by its number, fits forty cells, opens with the question it drives at and
asks most of its questions on positions from real deals; what the room sees is sentences and
boards, never a Python repr; and the board lesson 04 opens with is the one its last question asks
about, so the question at the top is the one the learner answers at the end. The board questions
have one right move for the reason they give, the prose names no code, and a Spider puzzle's deal
is said to put out a group.
"""
import json
import re
from pathlib import Path

import pytest

from solitaire import Spider
from solitaire.exercises import exercise_ids, game_of

ROOT = Path(__file__).resolve().parents[2]
LESSONS = {"04": "04_spider_layout_and_deal.ipynb", "05": "05_spider_rules_of_play.ipynb"}
#: What a class must never read in an output: Python reprs and developer lines.
REPRS = ("<legal moves", "{'", "Passage(", "Sentence(", "Move.parse", "Card.parse", "<solitaire")


def cells(lesson):
    return json.loads((ROOT / "notebooks" / LESSONS[lesson]).read_text(encoding="utf-8"))["cells"]


def source(cell):
    return "".join(cell["source"])


def entries(lesson):
    return json.loads((ROOT / "solitaire" / "exercises" / f"{lesson}.json").read_text(encoding="utf-8"))["exercises"]


@pytest.mark.parametrize("lesson", LESSONS)
def test_a_lesson_is_titled_by_its_number_fits_forty_cells_and_opens_with_its_question(lesson):
    lesson_cells = cells(lesson)
    first = source(lesson_cells[0])
    assert first.startswith(f"# Lesson {lesson} · Spider") and len(lesson_cells) <= 40
    assert "**The question of this lesson.**" in first
    assert not re.search(r"\blesson [123]\b", "\n".join(source(c) for c in lesson_cells), re.IGNORECASE)


@pytest.mark.parametrize("lesson", LESSONS)
def test_at_least_half_the_questions_ask_a_move_or_a_place_on_a_real_deal_in_play(lesson):
    fresh = [e["id"] for e in entries(lesson)
             if e["kind"] in ("move", "place") and "deal" in e["position"] and e["position"].get("moves")]
    assert 2 * len(fresh) >= len(exercise_ids(lesson)), fresh


@pytest.mark.parametrize("lesson", LESSONS)
def test_what_the_room_reads_holds_no_python_repr(lesson):
    """Printed lines, and any result shown as plain text only (a Markdown or picture result renders instead)."""
    shown = []
    for cell in cells(lesson):
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if output.get("output_type") == "stream":
                shown.append("".join(output["text"]))
            elif set(data) == {"text/plain"}:
                shown.append("".join(data["text/plain"]))
    found = [(word, text[:80]) for text in shown for word in REPRS if word in text]
    assert not found, found


def test_lesson_04_ends_on_the_board_it_opens_with():
    opening = next(source(c) for c in cells("04") if c["cell_type"] == "code" and "Spider(deal=" in source(c))
    deal = int(re.search(r"Spider\(deal=(\d+)\)", opening).group(1))
    moves = re.search(r'for move in "([^"]+)"\.split\(\)', opening).group(1).split()
    last = entries("04")[-1]
    assert last["position"] == {"game": "spider", "deal": deal, "moves": moves}
    assert game_of(last["position"]).phase == "dealing" and last["id"] == exercise_ids("04")[-1]


def test_lesson_05_opens_on_deal_1_all_dealt_with_both_ten_of_spades_under_three_cards():
    """The prose at the top says so: K1 waits for a 10♠, one on T1 and one on L1, each under three cards."""
    game = Spider(deal=1)
    while game.phase == "dealing":
        home = [m for m in game.legal_moves() if m.source[0] in "TBLR" and m.target[0] in "AK"]
        game.play(home[0] if home else "deal")
    assert str(game.cards("K1")[-1]) == "J♠"
    for pile in ("T1", "L1"):
        assert [str(card) for card in game.cards(pile)[-4:]][0] == "10♠"


@pytest.mark.parametrize("id, home", [("05.3", "T1→A1"), ("05.5", "L3→R1"), ("05.6", "B2→A1")])
def test_only_the_answer_lets_the_card_the_question_names_go_home_next(id, home):
    entry = next(e for e in entries("05") if e["id"] == id)
    game = game_of(entry["position"])
    for move in map(str, game.legal_moves()):
        after = game.copy()
        after.play(move)
        assert (home in map(str, after.legal_moves())) is (move == entry["answer"]), move


def test_the_last_dig_frees_the_ten_of_hearts_in_two_moves_and_keeps_both_empty_piles():
    entry = next(e for e in entries("05") if e["id"] == "05.8")
    game = game_of(entry["position"])
    assert not game.cards("T2") and not game.cards("B1") and str(game.cards("L3")[-3]) == "10♥"
    game.play(entry["answer"])
    game.play("L3→L4")
    assert "L3→A2" in map(str, game.legal_moves()) and not game.cards("T2") and not game.cards("B1")


def test_the_twin_question_only_sends_the_two_of_diamonds_that_frees_the_card_under_it():
    """04.4: both 2♦ fit A4; from L4 (row 4, its own row) the 3♦ under it follows, from B1 nothing can."""
    entry = next(e for e in entries("04") if e["id"] == "04.4")
    for move, follows in ((entry["answer"], True), ("B1→A4", False)):
        game = game_of(entry["position"])
        game.play(move)
        assert ("L4→A4" in map(str, game.legal_moves())) is follows, move


@pytest.mark.parametrize("lesson", LESSONS)
def test_what_a_class_reads_names_no_code(lesson):
    """Markdown holds no inline code, option or function names: a class reads sentences (a fenced diagram is kept)."""
    prose = "\n".join(source(c) for c in cells(lesson) if c["cell_type"] == "markdown")
    assert not re.search(r"(?<!`)`[^`\n]+`(?!`)", prose)
    assert not [word for word in ("from_layout", "row_rule", "redeal_order", "gather_piles", "run(", "complete(")
                if word in prose]


def test_a_spider_puzzles_deal_is_said_to_cover_the_top_cards_with_a_group():
    """Spider deals a group of twelve (the rest of the stock when fewer), never one card as Maids does."""
    from solitaire import puzzles
    found = {puzzle.id: puzzle for puzzle in puzzles("spider")}
    assert found["spider-01"].check("deal").reason.startswith("Deal puts out the next group of twelve cards")
    short = found["spider-03"].check("deal").reason
    assert "rest of the stock" in short and "T1 T2 R1 R2 R3 in turn" in short and "turns up" not in short


def test_the_pass_between_bases_question_needs_the_pass_and_the_right_one():
    """04.5, deal 6848 after group 7: the heart bases have met (A2 at the 4♥, K2 at the 5♥) and no pile's card
    may go up; K2→A2 lets the 6♥ on R2, the 7♥ on T2 and the 8♥ on B1 go up before the last group, A2→K2 lets
    none, and the 5♥ on L4, which fits the hearts, is kept to its own row."""
    entry = next(e for e in entries("04") if e["id"] == "04.5")
    game = game_of(entry["position"])
    assert game.phase == "dealing" and len(game.cards("stock")) == 12
    assert {str(move) for move in game.legal_moves()} == {"A2→K2", "K2→A2", "deal"}
    assert "row 4" in str(game.explain_move("L4→A2"))

    def sent_home(first):
        after, sent = game.copy(), []
        after.play(first)
        while home := [m for m in after.legal_moves() if m.source[0] in "TBLR" and m.target and m.target[0] in "AK"]:
            sent.append(str(after.cards(home[0].source)[-1]))
            after.play(home[0])
        return sent
    assert sent_home("K2→A2") == ["6♥", "7♥", "8♥"] and sent_home("A2→K2") == []
    assert entry["answer"] == "K2→A2" and set(entry["why"]) == {"A2→K2", "deal"}


def test_the_base_cards_stay_put_by_our_choice_where_the_text_would_let_them_pass():
    """Lesson 05 shows, beside spider.23, K1 down to the 2♠: the ace base fits it by that sentence's words, and only
    our choice refuses; lesson 04 leaves it to that one home."""
    down_to_two = Spider.from_layout({"A1": ["A♠"], "K1": "K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠".split(),
                                      "T1": ["5♥"]})
    assert "A1→K1" not in map(str, down_to_two.legal_moves())
    on_a_pile = Spider.from_layout({"A1": ["A♠"], "K1": "K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠".split(), "T1": ["A♠"]})
    assert "T1→K1" in map(str, on_a_pile.legal_moves())
    def prose(lesson):
        return "\n".join(source(c) for c in cells(lesson) if c["cell_type"] == "markdown")
    assert "our choice, not the text's" in prose("05") and "base cards stay put" not in prose("04")


@pytest.mark.parametrize("id", ["04.3", "04.6", "05.4", "05.7"])
def test_a_place_question_calls_a_base_a_base(id):
    from solitaire.exercises import exercise
    for base in ("A1", "A3", "K1", "K4"):
        assert f"{base} is a base" in exercise(id).submit(base).message


def test_no_verdict_of_a_question_is_printed_in_its_lesson_only_told_in_its_explanation():
    """04.3 and 05.2 ask which moves the game refuses; the refusals are told after an answer, never printed
    under the question, and no helper code that builds a position stands in a lesson."""
    printed = "".join("".join(o.get("text", "")) for lesson in LESSONS for c in cells(lesson) for o in c.get("outputs", []))
    assert "is not allowed" not in printed and ": played" not in printed
    assert not [c for lesson in LESSONS for c in cells(lesson) if "def " in source(c)]
    refused = next(e for e in entries("05") if e["id"] == "05.2")
    assert refused["answer"] == "T1→B1 and B2→R3" and "Refused: T1→B1" in refused["explain"] and "board" in refused


def test_the_top_card_question_has_one_top_card_that_fits_and_six_buried_ones():
    """04.3, deal 242 after group 7: only the 2♣ on L3 (its leftmost card) fits a base from the top of a pile; the
    J♣ on T2, the Q♠ on R3 and the 4♦ on L2 would fit but lie next to the body, and the 10♦ on R2 and the 4♥ on R4
    and on L4 one card down."""
    entry = next(e for e in entries("04") if e["id"] == "04.3")
    game = game_of(entry["position"])
    assert {str(move) for move in game.legal_moves()} == {"L3→A3", "deal"} and entry["answer"] == "L3"
    for pile, index, card in (("T2", 0, "J♣"), ("R3", 0, "Q♠"), ("L2", 0, "4♦"), ("R2", -2, "10♦"), ("R4", -2, "4♥"),
                              ("L4", -2, "4♥")):
        assert str(game.cards(pile)[index]) == card, pile
    assert [str(game.cards(base)[-1]) for base in ("K3", "K1", "A4", "A2")] == ["Q♣", "K♠", "3♦", "3♥"]


def test_the_second_twin_question_is_a_two_move_plan():
    """04.6, deal 555 after group 7: the Q♥ from T2 lets the J♦ on B2 open K4 for the 10♦ under it and then the 9♦ on
    T1 (four cards home before the last group); the Q♥ from R2 uncovers a 2♣ that fits nowhere (two cards)."""
    entry = next(e for e in entries("04") if e["id"] == "04.6")

    def most_home(game):
        moves = [m for m in game.legal_moves() if str(m) != "deal"]
        best = 0
        for move in moves:
            after = game.copy()
            after.play(move)
            best = max(best, 1 + most_home(after))
        return best

    results = {}
    for source in ("T2", "R2"):
        game = game_of(entry["position"])
        game.play(f"{source}→K2")
        results[source] = 1 + most_home(game)
    assert results == {"T2": 4, "R2": 2} and entry["answer"] == "T2"


def test_the_driving_question_of_lesson_04_is_asked_whole():
    """04.7: the 2♣ on T2 and the 10♥ on L2 may go now; the 3♠ on R4 fits A1 and must wait; the learner counts them
    on the board (the choices name no card), and the second aces on B2 and T1 fit nothing."""
    entry = next(e for e in entries("04") if e["id"] == "04.7")
    game = game_of(entry["position"])
    assert {str(move) for move in game.legal_moves()} == {"T2→A3", "L2→K2", "deal"}
    assert [str(card) for card in game.cards("A1")][-1] == "2♠" and str(game.cards("R4")[-1]) == "3♠"
    assert entry["answer"] == "2 may go now; 1 must wait" and not any("♣" in c or "♠" in c for c in entry["choices"])
    assert [str(game.cards(place)[-1]) for place in ("B2", "T1", "A1", "A2")] == ["A♠", "A♥", "2♠", "2♥"]


def test_lesson_05_ends_on_its_opening_board_where_the_ten_of_spades_takes_four_moves():
    """05.9: deal 1 as the lesson opens; no line of three moves sends a 10♠ to K1, the explained four-move line does."""
    entry = next(e for e in entries("05") if e["id"] == "05.9")
    game = game_of(entry["position"])
    opening = Spider(deal=1)
    while opening.phase == "dealing":
        home = [m for m in opening.legal_moves() if m.source[0] in "TBLR" and m.target[0] in "AK"]
        opening.play(home[0] if home else "deal")
    assert [str(m) for m in opening.history] == entry["position"]["moves"] and entry["id"] == exercise_ids("05")[-1]

    def ten_home(after):
        return str(after.cards("K1")[-1]) == "10♠"
    frontier = [game]
    for _depth in range(3):
        frontier = [after for position in frontier for after in _after_each_move(position)]
        assert not any(ten_home(after) for after in frontier)
    for move in ("T1→L4", "T1→R3", "T1→R2", "T1→K1"):
        game.play(move)
    assert ten_home(game) and entry["answer"] == "4 moves"


def _after_each_move(game):
    for move in game.legal_moves():
        if str(move) != "redeal":
            after = game.copy()
            after.play(move)
            yield after
