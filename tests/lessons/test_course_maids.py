"""The shape of the Twelve Sleeping Maids rules lessons (issue 23): a class period each,
exercises in every section with hidden answers, a recap, links that lead on, public API only."""
import json
import re
from pathlib import Path

import nbformat
import pytest

from solitaire import Maids, puzzles
from solitaire.exercises import attempt, exercise, game_of
from solitaire.maids.orders import order_with

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
RULES_LESSONS = {
    "01_maids_layout_and_deal.ipynb": "02a_maids_princes_and_maids.ipynb",
    "02a_maids_princes_and_maids.ipynb": "02b_maids_columns_stock_and_end.ipynb",
    "02b_maids_columns_stock_and_end.ipynb": "03_maids_play_a_deal.ipynb",
}


def cells_of(name):
    return nbformat.read(NOTEBOOKS / name, as_version=4).cells


def is_exercise(cell):
    return "exercise" in cell.metadata.get("tags", [])


def sections(cells):
    """The cells under each '## ' heading (the lesson's sections), recap excluded."""
    found, current = [], None
    for cell in cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                if line.startswith("## "):
                    current = [line]
                    found.append(current)
        elif current is not None:
            current.append(cell)
    return [section for section in found if "What you learned" not in section[0]
            and "The whole text" not in section[0] and "on one card" not in section[0]]


@pytest.mark.parametrize("name", RULES_LESSONS)
def test_a_lesson_fits_a_class_period(name):
    assert len(cells_of(name)) <= 46    # 45, and its closing puzzles in one cell (issue 31)


def puzzle_ids(cells):
    """The puzzles a lesson puts on the board: the ids its code cells that call ``play(`` name."""
    return re.findall(r'"((?:maids|spider)-\d+)"', "\n".join(c.source for c in cells if c.cell_type == "code"
                                                              and "play(" in c.source))


@pytest.mark.parametrize("name", [*[name for name in RULES_LESSONS if not name.startswith(("01", "02a"))],
                                  "03_maids_play_a_deal.ipynb"])
def test_a_lesson_ends_with_two_to_four_puzzles_of_its_own_before_what_you_learned(name):
    """A rules lesson may put its puzzles just before the one section where the learner answers the lesson's
    question (its last exercises), so that it ends on that answer rather than on more practice (lessons 02a
    and 02b, as lesson 04 does); the puzzles still come after every rule sentence the lesson shows."""
    cells = cells_of(name)
    start = next(i for i, c in enumerate(cells) if c.cell_type == "markdown" and "\n## Puzzles" in "\n" + c.source)
    learned = next(i for i, c in enumerate(cells) if "## What you learned" in c.source)
    assert start < learned == len(cells) - 1
    assert not any("texts.show" in cell.source for cell in cells[start:])
    closing = next((i for i in range(start + 1, learned) if cells[i].cell_type == "markdown"
                    and "\n## " in "\n" + cells[i].source), learned)
    if closing < learned:
        answered = [cell for cell in cells[closing:learned] if is_exercise(cell)]
        assert name in RULES_LESSONS and answered, name
        assert answered[-1] is [cell for cell in cells if is_exercise(cell)][-1]
        assert not puzzle_ids(cells[closing:learned])
    lesson = name.split("_")[0]
    assert 2 <= len(puzzle_ids(cells[start:])) <= 4
    assert set(puzzle_ids(cells[start:])) <= {puzzle.id for puzzle in puzzles("maids", lesson=lesson)}


@pytest.mark.parametrize("name", RULES_LESSONS)
def test_a_rules_lesson_has_five_exercises_with_hidden_answers(name):
    exercises = [cell for cell in cells_of(name) if is_exercise(cell)]
    assert len(exercises) >= 5
    assert all(cell.metadata.get("jupyter", {}).get("source_hidden") for cell in exercises)


@pytest.mark.parametrize("name", RULES_LESSONS)
def test_every_rules_section_has_an_exercise(name):
    bare = [section[0] for section in sections(cells_of(name))
            if not any(is_exercise(cell) for cell in section[1:])
            and any(cell.cell_type == "code" and "texts.show" in cell.source for cell in section[1:])]
    assert not bare, bare


@pytest.mark.parametrize("name, after", RULES_LESSONS.items())
def test_a_lesson_ends_with_what_you_learned_and_the_next_link(name, after):
    last = cells_of(name)[-1]
    assert last.cell_type == "markdown" and "## What you learned" in last.source
    assert f"]({after})" in last.source


@pytest.mark.parametrize("name", RULES_LESSONS)
def test_code_cells_are_short_and_use_no_state_constructors_or_source_listings(name):
    for cell in cells_of(name):
        if cell.cell_type == "code":
            assert len(cell.source.splitlines()) <= 6, cell.source
            assert not re.search(r"MaidsState\(|inspect\.getsource|maids\.rules import", cell.source), cell.source


def test_the_first_lesson_shows_the_whole_text_once_and_links_the_suit_figures_to_their_home():
    """Issue 42: the Maids text is printed whole here only; the suit figures live in readings."""
    cells = cells_of("01_maids_layout_and_deal.ipynb")
    code = "\n".join(cell.source for cell in cells if cell.cell_type == "code")
    assert code.count('texts.source_text("maids")') == 1
    assert "final_table" not in code and "load_run" not in code
    assert "](08_readings.ipynb)" in "\n".join(cell.source for cell in cells if cell.cell_type == "markdown")


def test_the_first_lesson_asks_its_question_first_and_answers_it_on_a_deal_with_no_board():
    """Issue 42: a driving question at the top, at least half the exercises on fresh positions from
    real deals, and at the end the learner places a deal's first playable card from its order alone.
    No puzzle of the collection is served: its exercises are on real deals already."""
    cells = cells_of("01_maids_layout_and_deal.ipynb")
    assert len(cells) <= 40 and cells[0].source.startswith("# Lesson 01 · ")
    assert "**The question of this lesson.**" in cells[0].source
    ids = [cell.source[len('exercise("'):-2] for cell in cells if is_exercise(cell)]
    data = {entry["id"]: entry for entry in json.loads(
        (Path(__file__).resolve().parents[2] / "solitaire/exercises/01.json").read_text("utf-8"))["exercises"]}
    fresh = [id for id in ids if data[id]["kind"] in ("move", "place") and "deal" in data[id]["position"]]
    assert len(fresh) * 2 >= len(ids)
    final = data[ids[-1]]
    assert final["kind"] == "place" and "board" not in final and cells.index(
        next(cell for cell in cells if is_exercise(cell) and ids[-1] in cell.source)) == len(cells) - 2
    assert not puzzle_ids(cells)


def test_the_first_lesson_shows_no_answer_of_its_questions_above_them():
    """Reader of 2026-12-05: the order after the ace (01.3) is worked out, not read off a note
    above; the question on the arc's places (01.4) says nothing of how many families there are."""
    cells = cells_of("01_maids_layout_and_deal.ipynb")
    asked = next(i for i, cell in enumerate(cells) if cell.source == 'exercise("01.3")')
    above = "\n".join(cell.source + "".join(str(output.get("data", output.get("text", "")))
                                            for output in cell.get("outputs", [])) for cell in cells[:asked])
    assert "A, K, Q" not in above and "A, then" not in above
    assert "families have been started" not in exercise("01.4").question


def first_lesson_entries():
    return {entry["id"]: entry for entry in json.loads(
        (Path(__file__).resolve().parents[2] / "solitaire/exercises/01.json").read_text("utf-8"))["exercises"]}


@pytest.mark.parametrize("id, onto", [("01.3", "F1"), ("01.4", None), ("01.5", "F1")])
def test_the_first_lessons_board_questions_accept_every_card_the_rules_let_go_up(id, onto):
    """Reader of 2026-12-05: 01.4 refused a move the text allows. A board question of lesson 01 asks
    where a card that can go up lies: its answers are exactly the places the engine plays from."""
    entry = first_lesson_entries()[id]
    game = game_of(entry["position"])
    sources = {str(move).split("→")[0] for move in game.legal_moves()
               if str(move) != "deal" and (onto is None or str(move).endswith(f"→{onto}"))}
    answers = entry["answer"] if isinstance(entry["answer"], list) else [entry["answer"]]
    assert entry["kind"] == "place" and sources == set(answers)


@pytest.mark.parametrize("id", ["01.3", "01.4", "01.5"])
def test_the_first_lessons_wrong_answers_never_give_the_right_one_away(id):
    """Reader of 2026-12-05: every wrong answer to 01.3 said "F1 needs a king". A wrong place gets the
    lesson's reason, which names neither the right card nor its place."""
    entry = first_lesson_entries()[id]
    game = game_of(entry["position"])
    right = entry["answer"]
    card = str(game.cards(right)[-1])
    for place in (p for p in game.place_names if p != right):
        verdict = exercise(id).submit(place)
        assert not verdict and card not in verdict.message and right not in verdict.message, (place, verdict.message)
        assert "a king" not in verdict.message or id != "01.3", verdict.message


def test_the_first_lesson_leaves_maids_13_and_the_turned_over_packet_to_their_homes():
    """Reader of 2026-12-05: maids.13 is quoted in lesson 02a, the packet turned over whole is our
    reading flagged in lesson 00; lesson 01 links, it does not repeat."""
    cells = cells_of("01_maids_layout_and_deal.ipynb")
    text = "\n".join(cell.source for cell in cells)
    assert 'texts.show("maids.13")' not in text and "turned over whole" not in text
    assert 'texts.show("maids.13"' in "\n".join(c.source for c in cells_of("02a_maids_princes_and_maids.ipynb"))
    assert "](02a_maids_princes_and_maids.ipynb)" in text


def test_the_first_lessons_prose_names_no_rule_function():
    """Reader of 2026-12-05: code names in the closing cell read as jargon; the Maids appendix prints
    the table of rule functions (tests/lessons/test_lessons_cover_texts.py checks that every one is shown somewhere)."""
    from solitaire.rules import rules_of
    cells = cells_of("01_maids_layout_and_deal.ipynb")
    names = [rule.name for rule in rules_of("maids")]
    teaching = "\n".join(cell.source for cell in cells if cell.cell_type == "markdown")
    assert not [name for name in names if re.search(rf"\b{name}\b", teaching)]


def test_the_last_question_of_the_first_lesson_says_why_each_laid_out_place_is_wrong():
    """Reader of 2026-12-05: every wrong side place and packet of 01.6 gets its own reason, naming it."""
    entry = next(e for e in json.loads((Path(__file__).resolve().parents[2] / "solitaire/exercises/01.json")
                                       .read_text("utf-8"))["exercises"] if e["id"] == "01.6")
    game = game_of(entry["position"])
    for place in [p for p in game.place_names if p[0] in "LRM" and p != entry["answer"]]:
        verdict = exercise("01.6").submit(place)
        reason = verdict.message.removeprefix("Not quite. ")   # the reason itself names the place
        assert not verdict and place in reason, (place, verdict.message)
        why = entry["why"][place]
        assert why[:1].upper() + why[1:] in verdict.message   # the reason opens its own sentence


def test_the_old_single_rules_lesson_is_gone():
    assert not (NOTEBOOKS / "02_maids_rules_of_play.ipynb").exists()


def test_the_play_lesson_asks_its_decisions_then_measures_rules_of_thumb_in_at_most_40_cells():
    """Issue 42: a driving question at the top, answered by the learner's own exercise at the end;
    no narration of a decision's answer on the screen after it; rules of thumb of a player's choices."""
    cells = cells_of("03_maids_play_a_deal.ipynb")
    assert len(cells) <= 40
    assert "**The question of this lesson:" in cells[0].source
    asked = [i for i, cell in enumerate(cells) if is_exercise(cell)]
    decisions = [cells[i].source for i in asked if cells[i].source.startswith('exercise("03.')]
    assert len(decisions) >= 4 and decisions[-1] == 'exercise("03.5")'   # the closing answer to the question
    for i in asked:   # the cell after a question names none of the moves that answer it
        entry = exercise_entry(cells[i].source)
        after = cells[i + 1].source
        assert not any(narrates(move, after) for move in entry.get("winning", [])), (cells[i].source, after)
    measured = [cell for cell in cells if cell.cell_type == "code" and "say.wins_line(" in cell.source]
    assert len(measured) >= 3 and "train(\"maids\")" in "\n".join(cell.source for cell in cells)
    assert "## What you learned" in cells[-1].source and "](07_how_hard_is_it.ipynb)" in cells[-1].source
    assert "Your own rule of thumb" in "\n".join(cell.source for cell in cells)


def narrates(move, text):
    """Whether ``text`` names the move: a card's move as typed, or the word "deal" other than in a deal's
    number ("deal 12" names a deal, not the move)."""
    if move == "deal":
        return re.search(r"\bdeal\b(?! \d)", text, re.IGNORECASE) is not None
    return move in text


def exercise_entry(source):
    """The data of the exercise a cell asks (``exercise("03.2")``)."""
    wanted = re.fullmatch(r'exercise\("(.+)"\)', source).group(1)
    data = json.loads((Path(__file__).resolve().parents[2] / "solitaire/exercises/03.json").read_text("utf-8"))
    return next(entry for entry in data["exercises"] if entry["id"] == wanted)


def test_the_appendix_holds_what_the_lessons_leave_out_in_at_most_60_cells():
    cells = cells_of("appendix_maids_details.ipynb")
    assert len(cells) <= 60
    assert "## Save and load" in "\n".join(cell.source for cell in cells)



def test_every_decision_of_the_play_lesson_has_a_move_proven_to_lose():
    """Issue 31: a decision teaches only if a legal move loses there; its answer box says why."""
    data = json.loads((Path(__file__).resolve().parents[2] / "solitaire/exercises/03.json").read_text("utf-8"))
    decisions = [entry for entry in data["exercises"] if entry["kind"] == "decision"]
    on_deals = [entry for entry in data["exercises"] if entry["kind"] in ("decision", "move")]
    assert len(on_deals) >= 3 and len(decisions) >= 2 and any("plan" in entry for entry in decisions)
    for entry in decisions:
        assert entry["winning"] and entry["losing"], entry["id"]
        assert {entry["verdicts"][move]["verdict"] for move in entry["losing"]} == {"lost"}
        first = entry["winning"][0]
        right = first + (f", {entry['plan'][first]['winning'][0]}" if "plan" in entry else "")
        assert exercise(entry["id"]).submit(right).correct
        wrong = exercise(entry["id"]).submit(next(iter(entry["losing"])))
        assert not wrong.correct and " loses: " in wrong.message, entry["id"]


# --- lessons 02a and 02b (issue 42): a driving question, fresh positions, true explanations ---------

PRINCES_AND_STOCK = {"02a": "02a_maids_princes_and_maids.ipynb", "02b": "02b_maids_columns_stock_and_end.ipynb"}


def entries_of(lesson):
    path = Path(__file__).resolve().parents[2] / "solitaire" / "exercises" / f"{lesson}.json"
    return {entry["id"]: entry for entry in json.loads(path.read_text("utf-8"))["exercises"]}


def played(game, *moves):
    after = game.copy()
    for move in moves:
        after.play(move)
    return after


@pytest.mark.parametrize("lesson, name", PRINCES_AND_STOCK.items())
def test_02a_and_02b_ask_one_question_at_the_top_and_most_questions_on_real_deals(lesson, name):
    cells = cells_of(name)
    assert len(cells) <= 40
    assert "**The question of this lesson:" in cells[0].source
    entries = entries_of(lesson).values()
    fresh = [entry for entry in entries if entry["kind"] in ("move", "place") and "deal" in entry["position"]]
    assert 2 * len(fresh) >= len(entries)
    # the driving question is answered in the lesson's last exercise (before or after its puzzles)
    last = max(i for i, cell in enumerate(cells) if is_exercise(cell))
    assert "back to the question of the lesson" in "".join(
        cell.source.lower() for cell in cells[last - 3:last])


@pytest.mark.parametrize("name", PRINCES_AND_STOCK.values())
def test_02a_and_02b_print_no_repr_or_played_lines(name):
    for cell in cells_of(name):
        for output in cell.get("outputs", []):
            shown = "".join(output.get("text", ""))
            assert "<legal moves" not in shown and ": played" not in shown and "{'" not in shown, shown


def test_02a_the_last_woken_maids_card_before_the_jack_wakes_two_and_only_that_order_does():
    """The 8♦ on M9 (the last woken maid) and the J♦ on M7 can each wake a maid: the 8♦ first wakes
    M10 and the jack then M11; after any other first move, the next move wakes one maid at most."""
    entry = entries_of("02a")["02a.4"]
    game = game_of(entry["position"])
    assert game.state.opened == 9 and [str(game.cards(p)[-1]) for p in ("M9", "M7")] == ["8♦", "J♦"]
    assert played(game, entry["answer"], "M7→F6").state.opened == 11
    for move in game.legal_moves():
        after = played(game, move)
        most = max(played(after, then).state.opened for then in after.legal_moves())
        assert (most == 11) == (str(move) == entry["answer"]), move
    assert str(game.cards("stock")[-1]) == "6♥" and str(played(game, "deal").cards("F2")[-1]) == "6♥"
    # readers 02a_7 and 02a_8: the right card sent to another 9 got the engine's bare refusal; it is told where it goes
    asked = exercise("02a.4")
    for move in ("M9→F4", "M9→F5"):
        said = asked.judge(move).message
        assert "the card to start with" in said and "F3" in said and said.endswith("Try again."), said
    assert "F6 here" in asked.judge("M7→F7").message


def test_02a_every_jack_in_sight_wakes_one_packet_and_an_awake_packet_is_told_so():
    """Reader of round 8: 02a.3 asked which packet one named jack wakes, read off the board's first
    sleeping packet. Now the learner finds the jacks: R3's J♠ and M4's J♣, two later jacks, wake M6
    and M7, and no other jack comes into sight meanwhile."""
    entry = entries_of("02a")["02a.3"]
    game = game_of(entry["position"])
    assert game.state.opened == 5 and all(game.cards(f"F{n}") for n in (1, 2))
    jacks = [move for move in game.legal_moves() if str(move).endswith("F3") and game.cards(move.source)[-1].rank == 11]
    assert sorted(str(move.source) for move in jacks) == ["M4", "R3"]
    after = played(game, "R3→F3", "M4→F4")
    assert after.state.opened == 7 and entry["answer"] == "M7"
    assert not [move for move in after.legal_moves() if move.target and after.cards(move.source)[-1].rank == 11]
    for packet in ("M1", "M2", "M3", "M5"):
        assert "awake already" in entry["why"][packet] and "M7" not in entry["why"][packet]


def test_02a_only_one_side_card_fits_and_the_others_are_told_why():
    """Reader of round 8: 02a.1 drilled the leftmost-foundation convention. Now it asks which side card
    fits at all: only R4's 8♣, onto F2's 9♥ (a club onto a heart); each other side card has a reason."""
    entry = entries_of("02a")["02a.1"]
    game = game_of(entry["position"])
    side_moves = [str(move) for move in game.legal_moves() if str(move.source) in SIDE_PLACES]
    assert side_moves == ["R4→F2"] and entry["answer"] == "R4"
    assert set(entry["why"]) == set(SIDE_PLACES) - {"R4"}


def test_02b_the_waste_refusal_gives_the_reading_in_words_not_an_option_name():
    """Reader of 2026-12-05 (third): a class saw "(option waste_playable)" when it tried the waste's
    top card in 02b.4; the refusal names the rule and says an option plays the other reading."""
    game = game_of(entries_of("02b")["02b.4"]["position"])
    refusal = str(attempt(game, "waste→F4"))
    assert "maids.19" in refusal and "an option of the game plays the other reading" in refusal
    assert "waste_playable" not in refusal and str(game.cards("waste")[-1]) == "5♠"


def test_02b_the_wastes_second_card_comes_back_through_one_side_place_freed_twice():
    """Reader of 2026-12-05 (fourth): 02b.4 repeated 02b.2. Now the card wanted lies second on the
    waste: only the 6♥ on L2 lets the 5♠ above it come back and go up, so that L2 then takes the 3♠
    for F3; every other move puts a 3 on F3 first."""
    entry = entries_of("02b")["02b.4"]
    game = game_of(entry["position"])
    assert sorted(map(str, game.legal_moves())) == sorted([entry["answer"], *entry["why"]])
    assert [str(card) for card in game.cards("waste")[-2:]] == ["3♠", "5♠"] and str(game.cards("F3")[-1]) == "4♦"
    right = played(game, entry["answer"], "L2→F4", "L2→F3")
    assert str(right.cards("F3")[-1]) == "3♠"
    for move in entry["why"]:
        after = played(game, move)
        assert str(after.cards("F3")[-1]).startswith("3") and "3♠" in map(str, after.cards("waste")), move


def test_02b_one_move_before_the_deal_makes_the_dealt_king_fit():
    """Reader of 2026-12-05 (fourth): 02b.3 was a rank match. Now the stock's next card, the K♣, fits
    nowhere; only the A♠ on R4 makes F3 want a king (R4 is refilled from the waste, not the stock),
    and after any other move the dealt K♣ lands on the waste."""
    entry = entries_of("02b")["02b.3"]
    game = game_of(entry["position"])
    assert str(game.cards("stock")[-1]) == "K♣" and game.cards("waste")
    assert sorted(map(str, game.legal_moves())) == sorted([entry["answer"], *entry["why"]])
    assert str(played(game, entry["answer"], "deal").cards("F3")[-1]) == "K♣"
    for move in entry["why"]:
        after = played(game, move) if move == "deal" else played(game, move, "deal")
        assert str(after.cards("waste")[-1]) == "K♣", move


def test_02a_the_plan_makes_the_last_woken_maids_queen_fit_and_only_it_does():
    entry = entries_of("02a")["02a.5"]
    game = game_of(entry["position"])
    assert game.state.opened == 11 and str(game.cards("M11")[-1]) == "Q♦"
    after = played(game, entry["answer"], "M11→F1")
    assert after.state.opened == 12
    # reader 02a_9: a queen refused on F1 is told in a player's words (what it needs), closed by a full stop
    exercise_ = exercise("02a.5")
    for move in ("M11→F1", "M5→F1", "M2→F1", "L3→F1"):
        said = exercise_.judge(move).message
        assert move in entry["refused"] and "wants a king first" in said and said.endswith("Try again."), said
        assert "our reading of maids.11" not in said
    assert exercise_.judge("R3→F2").message.endswith(").")
    for move in entry["why"]:
        if move != "deal":
            assert "M11→F1" not in map(str, played(game, move).legal_moves()), move


def test_02b_a_freed_side_place_brings_the_wastes_top_card_back():
    entry = entries_of("02b")["02b.1"]
    game = game_of(entry["position"])
    waste_top = game.cards("waste")[-1]
    after = played(game, "L1→F2")
    assert after.cards("L1") == (waste_top,)
    # the new card goes on to another foundation than the one just played to, and only there
    assert [str(move) for move in after.legal_moves() if str(move).startswith("L1→")] == ["L1→" + entry["answer"]]
    assert entry["answer"] != "F2"


def test_02b_the_stock_used_up_the_game_goes_on_while_one_playable_card_fits():
    """Reader of 2026-12-06: maids.24's end was never asked. On deal 62 after 97 random moves the stock is used
    up and the waste's 6♥ fits F5, but only M10's 10♣ is playable and fits (onto F8's J♦): the game goes on.
    The five emptied packets stay empty, every side column holds a card, and no packet sleeps."""
    entry = entries_of("02b")["02b.6"]
    game = game_of(entry["position"])
    assert game.status == "playing" and not game.cards("stock") and game.state.opened == 12
    assert sorted(map(str, game.legal_moves())) == ["M10→F8"] and entry["answer"] == "one"
    assert str(game.cards("waste")[-1]) == "6♥" and str(game.cards("F5")[-1]) == "7♠"
    assert [str(game.cards(f"F{n}")[-1]) for n in (6, 7, 8)] == ["10♠", "10♥", "J♦"]
    assert [packet for packet in (f"M{n}" for n in range(1, 13)) if not game.cards(packet)] == [
        "M2", "M3", "M4", "M5", "M7"]
    assert all(game.cards(place) for place in SIDE_PLACES)
    assert "maids.19" in str(attempt(game, "waste→F5"))


def test_02b_the_last_question_a_card_that_fits_stays_on_the_waste_and_the_game_is_lost():
    """Reader of 2026-12-06: 02b.7 was answered by its "Lost" banner. Now the game is still on: the 7♥
    on the waste fits F7, but the two cards that fit are packets' last cards and no side-column card
    fits after them, so every line ends lost with both 7s still on the waste."""
    entry = entries_of("02b")["02b.7"]
    game = game_of(entry["position"])
    assert game.status == "playing" and not game.cards("stock")
    assert [str(card) for card in game.cards("waste")] == ["7♠", "7♥"] and str(game.cards("F7")[-1]) == "8♥"
    assert sorted(map(str, game.legal_moves())) == ["M1→F6", "M9→F8"]

    def ends(position):
        moves = list(position.legal_moves())
        return [end for move in moves for end in ends(played(position, move))] if moves else [position]
    for end in ends(game):
        assert end.status == "lost" and [str(card) for card in end.cards("waste")] == ["7♠", "7♥"]
    assert not any(str(move).startswith("R4") for move in played(game, "M9→F8").legal_moves())
    # reader of 2026-12-06 (tenth): a lure false only on this board, R2's 6♠ after the Q♦
    assert not any(str(move).startswith("R2") for move in played(game, "M1→F6").legal_moves())
    # the right choice's reason: once the Q♦ and the 8♦ are up, F7 and F8 want 7s, F1 to F6 are full, and no
    # side card is a 7
    both = played(game, "M1→F6", "M9→F8")
    assert [len(both.cards(f"F{n}")) for n in range(1, 7)] == [13] * 6
    assert [str(both.cards(f"F{n}")[-1])[0] for n in (7, 8)] == ["8", "8"]
    assert not any(card.rank == 7 for place in SIDE_PLACES for card in both.cards(place))
    assert entry["answer"] == "no: after the two cards that fit now go up, no playable card fits" and entry["choices"].index(
        entry["answer"]) == 2
    # reader of 2026-12-06 (sixth): both choices were (d), and 02b.7's (d) was its only "no"
    other = entries_of("02b")["02b.6"]
    assert other["choices"].index(other["answer"]) == 0 and other["choices"][:3] == ["one", "two", "three"]
    # reader of 2026-12-06 (eighth): a packet's top 7 would have let R2's 6♠ go up; none of them is a 7
    assert not any(both.cards(packet) and both.cards(packet)[-1].rank == 7 for packet in (f"M{n}" for n in range(1, 13)))
    assert not list(both.legal_moves())
    assert sum(choice.startswith("no:") for choice in entry["choices"]) == 2
    # reader of 2026-12-06 (seventh): a "no" with a true reason read as right; the other "no" is plainly false
    # (maids.16 refills from the waste while it has cards, the stock used up or not)
    used_up = game_of(entries_of("02b")["02b.4"]["position"])
    assert not used_up.cards("stock") and str(played(used_up, "L2→F4").cards("L2")[-1]) == "5♠"
    assert "no: with the stock used up, a freed side place stays empty" in entry["why"]


def test_02b_every_rejected_first_move_misses_the_goal_its_question_sets():
    """Reader of 2026-12-06 (fourth): a key must be the only right move. Each other legal first move is
    played, and the goal is shown out of reach: 02b.4, F3 already
    holds a 3 (a family passes each rank once), so the 3♠ never goes onto it; 02b.5, no second move
    brings the 7♦ up to the arc."""
    def on_arc(game, card):
        return any(str(top[-1]) == card for top in (game.cards(f"F{n}") for n in range(1, 9)) if top)

    for id, goal in (("02b.5", "7♦"),):
        entry = entries_of("02b")[id]
        game = game_of(entry["position"])
        assert any(on_arc(played(game, entry["answer"], then), goal)
                   for then in played(game, entry["answer"]).legal_moves()), id
        for move in game.legal_moves():
            if str(move) != entry["answer"]:
                after = played(game, move)
                assert not any(on_arc(played(after, then), goal) for then in after.legal_moves()), (id, move)
    entry = entries_of("02b")["02b.4"]
    game = game_of(entry["position"])
    for move in game.legal_moves():
        if str(move) != entry["answer"]:
            assert 3 in {card.rank for card in played(game, move).cards("F3")}, move


def test_02b_only_the_card_above_it_uncovers_a_buried_card():
    """The 7♦ in M7 lies under the 4♥; only M7's 4♥ going up to F3 frees it for F4. The 4♥ may not be put
    onto the 5♠ on R2 (cards go only to the arc), and after the 4♣ from R4 F3 no longer takes the 4♥
    (reader of 2026-12-06: the question named the packet, so it became a choice of lines)."""
    entry = entries_of("02b")["02b.5"]
    game = game_of(entry["position"])
    assert [str(card) for card in game.cards("M7")[-2:]] == ["7♦", "4♥"] and str(game.cards("R2")[-1]) == "5♠"
    assert str(played(game, "M7→F3", "M7→F4").cards("F4")[-1]) == "7♦"
    assert "M7→F3" not in map(str, played(game, "R4→F3").legal_moves())
    assert "M7→F3" in map(str, game.legal_moves())
    refusal = str(attempt(game, "M7→R2"))
    assert "not allowed" in refusal and "maids.22" in refusal and str(game.cards("M7")[-1]) == "4♥"
    assert entry["answer"].startswith("M7→F3")


def test_02a_the_jacks_wake_nine_maids_at_most_so_three_wake_another_way():
    """Play every jack first on a deal where each one goes up while packets sleep: 2 + 7 = 9 wake, so three at least
    wake the other way (02a.6's explanation). 02a.6 asks it on a board where the whole-game count does not answer it
    (readers 02a_9 and 02a_12: asked for any game, or where 12 − 9 gave it, it was recall): on deal 3 after 48 moves
    four families are on the arc, seven maids are awake (three through the last woken maid's card), no jack is in
    sight, so the four jacks to come wake four of the five asleep and one at least wakes the other way; "three", the
    whole-game count, is a choice and is wrong here. 02a.7 is asked on deal 564 after it."""
    order = {place: f"J{suit}" for place, suit in zip(["L1", "L2", "L3", "L4", "R1", "R2", "R3", "R4"], "♠♥♦♣♠♥♦♣")}
    game = Maids(order=order_with(order))
    for number, place in enumerate(order, start=1):
        game.play(f"{place}→F{number}")
    assert game.state.opened == 9 and "nine maids at most" in entries_of("02a")["02a.6"]["explain"]
    entry = entries_of("02a")["02a.6"]
    asked = game_of(entry["position"])
    families = [n for n in range(1, 9) if asked.cards(f"F{n}")]
    assert families == [1, 2, 3, 4] and all(asked.cards(f"F{n}")[0].rank == 11 for n in families)
    assert asked.state.opened == 7
    in_sight = [asked.cards(place)[-1] for place in (*SIDE_PLACES, *(f"M{n}" for n in range(1, 8))) if asked.cards(place)]
    assert not any(card.rank == 11 for card in in_sight)
    asleep, to_come = 12 - asked.state.opened, 8 - len(families)
    assert entry["answer"] == "one" and asleep - to_come == 1
    assert entry["choices"] == ["none", "one", "three", "five"] and set(entry["why"]) == {"none", "three", "five"}


def test_02a_with_every_jack_up_only_the_last_woken_maids_card_wakes_the_next():
    """Reader of round 8: the board question was arithmetic. Now 02a.7, on deal 564 with all eight jacks up, only
    M10's top card can wake M11; the 8s on M6 and M7 go up now and wake nobody."""
    entry = entries_of("02a")["02a.7"]
    game = game_of(entry["position"])
    assert all(game.cards(f"F{n}") for n in range(1, 9)) and game.state.opened == 10
    assert entry["answer"].startswith("The A♥ on M10") and str(game.cards("M10")[-1]) == "A♥"
    # reader 02a_3: the choice "Only the A♥ on M10, …" gave itself away by its shape; none starts so now
    assert not any(choice.startswith("Only") for choice in entry["choices"])
    assert max(map(len, entry["choices"])) - min(map(len, entry["choices"])) <= 25
    for move in game.legal_moves():
        if move.target:
            assert str(move.source) in ("M6", "M7") and played(game, move).state.opened == 10, move
    # the Russian reader's false fact (08:24): the explanation said both 8s go up now; F5's 9♠ takes only one
    assert "M7→F5" not in map(str, played(game, "M6→F5").legal_moves())
    assert "Either the 8♦ on M6 or the 8♣ on M7 can go up now" in entry["explain"]


def test_02b_with_the_waste_empty_a_freed_side_place_takes_the_stocks_next_card():
    """Reader of 2026-12-06: the refill from the stock was never asked. On deal 48 after 62 moves the waste is
    empty and the stock's next card, the 7♥, fits nowhere: only R3's 2♥ frees a side place, which takes the 7♥;
    a packet's card leaves it in the stock, and a deal puts it on the waste."""
    entry = entries_of("02b")["02b.2"]
    game = game_of(entry["position"])
    assert not game.cards("waste") and str(game.cards("stock")[-1]) == "7♥" and str(game.cards("F5")[-1]) == "3♦"
    assert [str(game.cards(f"F{n}")[-1]) for n in (4, 6, 7)] == ["K♠", "J♥", "J♦"] and not game.cards("F8")
    assert [str(card) for card in played(game, "deal").cards("waste")] == ["7♥"]
    assert str(played(game, entry["answer"]).cards("R3")[-1]) == "7♥"
    for move in game.legal_moves():
        if str(move) not in (entry["answer"], "deal"):
            assert str(move).startswith("M") and str(played(game, move).cards("stock")[-1]) == "7♥", move


SIDE_PLACES = ("L1", "L2", "L3", "L4", "R1", "R2", "R3", "R4")


def test_02a_asks_what_turned_face_up_could_leave_on_top_and_takes_either_reading():
    """Reader 02a_3: 02a.2 said "you pick the packet up and turn it over", the very reading the maids.14
    note calls ours. The question quotes only «turned face up»; reader 02a_9: it took two answers, so the
    naming of the top card was never challenged. Now it gives one way (each card turned up in place leaves
    the Q♠ on top) and asks for another: the J♥, the packet turned over whole, is the one right answer."""
    entry = entries_of("02a")["02a.2"]
    assert "turn it over" not in entry["question"] and "«turned face up»" in entry["question"]
    assert entry["answer"] == "J♥" and set(entry["why"]) == {"Q♠", "8♣", "2♦"}
    assert "turned over whole" in entry["explain"].lower() and "our reading of maids.14" in entry["explain"]
    # reader 02a_4: the note under the question gave both answers; maids.14 is shown without it
    cells = cells_of(PRINCES_AND_STOCK["02a"])
    at = next(i for i, cell in enumerate(cells) if cell.source == 'exercise("02a.2")')
    assert cells[at + 1].source == 'texts.show("maids.14", notes=False)'
    assert "round-1" not in "".join(output.get("text", "") + str(output.get("data", ""))
                                    for output in cells[at + 1].get("outputs", []))


def test_02a_ends_on_a_board_question():
    """Reader 02a_3: the lesson closed on the count's arithmetic; it ends on deal 564's board question, 02a.7."""
    asked = [cell.source for cell in cells_of(PRINCES_AND_STOCK["02a"]) if is_exercise(cell)]
    assert asked[-2:] == ['exercise("02a.6")', 'exercise("02a.7")'] and "deal" in entries_of("02a")["02a.7"]["position"]


def test_02a_the_puzzle_that_wakes_the_most_needs_the_jack_on_the_last_woken_maid():
    """Reader 02a_3: maids-05's jack was the only move that woke anyone. Now three jacks can go up: a side
    card's and a packet's wake one each, and the one on the last woken maid two (maids.15 with maids.20, our
    reading that the two add up); the lesson shows it, and no prose claims a last woken maid can be emptied
    before its next maid wakes (its top card going up always wakes the next)."""
    (puzzle,) = [p for p in puzzles("maids", lesson="02a") if p.id == "maids-05"]
    game = puzzle.start()
    woken = {str(move): played(game, move).state.opened - game.state.opened for move in game.legal_moves()}
    jacks = {move for move in woken if move != "deal" and game.cards(move.split("→")[0])[-1].rank == 11}
    assert sorted(woken[move] for move in jacks) == [1, 1, 2] and list(puzzle.answers) == [max(woken, key=woken.get)]
    assert puzzle.answers[0].startswith(f"M{game.state.opened}→")
    sources = sorted(move.split("→")[0] for move in jacks)
    last = game.state.opened
    assert sources[0][0] in "LR" and sources[1:] == [f"M{last - 1}", f"M{last}"]
    source = "\n".join(cell.source for cell in cells_of(PRINCES_AND_STOCK["02a"]))
    assert '"maids-05"' in source and "once it is emptied" not in source
    # reader 02a_9: the lesson said, two cells before the puzzle, that a jack on the last woken maid wakes two;
    # the learner finds it in the puzzle now, whose idea says that the two add up is our reading
    assert "wakes one maid for being a jack and the next" not in source and "our reading" in puzzle.idea
    # and the puzzle is shown by a plain call, not found with a generator expression on the projector
    assert 'play(puzzle("maids-05"))' in source and "next(" not in source


def test_02a_asks_one_puzzle_the_new_idea_not_a_fourth_last_woken_maid_drill():
    """Reader 02a_5: 02a.4, maids-06, 02a.5 and 02a.6 all asked that only the last woken maid's top card wakes
    the next; maids-06 (three aces, one on the last woken maid) goes, and 02a keeps one puzzle, maids-05 (a
    jack on the last woken maid wakes two), under a "## Puzzle" heading before its closing questions."""
    cells = cells_of(PRINCES_AND_STOCK["02a"])
    at = next(i for i, cell in enumerate(cells) if cell.source.startswith("## Puzzle\n"))
    shown = puzzle_ids(cells)
    assert shown == ["maids-05"] and puzzle_ids(cells[at:at + 2]) == shown
    assert {"maids-05"} <= {puzzle.id for puzzle in puzzles("maids", lesson="02a")}


def puzzle_named(id):
    (found,) = [puzzle for puzzle in puzzles("maids", lesson="02b") if puzzle.id == id]
    return found


def on_the_arc(game, card):
    """How many of the two copies of ``card`` lie in the arc."""
    return sum(list(map(str, game.cards(f"F{n}"))).count(card) for n in range(1, 9))


def test_02b_deal_first_when_the_dealt_card_fits_so_the_waste_card_is_not_covered():
    """Reader of 2026-12-06 (sixth): maids-02 stated its own trap. Now, on deal 178, the stock's next card, the
    10♥, fits F5 and goes up by itself; the 9♠ on L1 then fits, and L1 takes the 8♠ from the waste, which follows:
    only a deal first brings the 8♠ up in three moves. The 2♦ on R2 frees a side place too, but the 8♠ that comes
    back into it fits no foundation, and a packet's 2 brings nothing back."""
    puzzle = puzzle_named("maids-02")
    game = puzzle.start()
    assert str(game.cards("stock")[-1]) == "10♥" and str(game.cards("waste")[-1]) == "8♠"
    assert puzzle.answers == ("deal",) and sorted(map(str, game.legal_moves())) == [
        "M5→F4", "M9→F4", "R2→F4", "deal"]
    right = played(game, "deal")
    assert str(right.cards("F5")[-1]) == "10♥" and str(right.cards("waste")[-1]) == "8♠"
    before = on_the_arc(game, "8♠")
    assert on_the_arc(played(right, "L1→F5", "L1→F5"), "8♠") == before + 1
    for move in ("R2→F4", "M5→F4", "M9→F4"):
        after = played(game, move)
        assert all(on_the_arc(played(after, second, third), "8♠") == before for second in after.legal_moves()
                   for third in played(after, second).legal_moves()), move
    lure = puzzle.check("R2→F4")
    assert not lure.right and "R2 takes the 8♠ from the waste" in lure.reason and "fits no foundation" in lure.reason


def test_02b_a_packets_last_card_that_frees_nothing_makes_a_side_card_fit_and_brings_the_waste_card_back():
    """Reader of 2026-12-06 (seventh): maids-03 (two side cards, one spending the place the waste card needs) taught
    02b.4's trap again. Now, on deal 27 with the stock used up, no side card fits: only the 7♣, M7's last card, makes
    one fit (L1's 6♥ onto F4), and L1 then takes the 5♥ from the waste, which follows onto F4. After either A♣ onto F3
    no side card fits at all, and the refusal says so."""
    puzzle = puzzle_named("maids-03")
    game = puzzle.start()
    assert not game.cards("stock") and str(game.cards("waste")[-1]) == "5♥" and game.cards("M7") == game.cards("M7")[:1]
    assert sorted(map(str, game.legal_moves())) == ["M4→F3", "M7→F4", "M8→F3"] and puzzle.answers == ("M7→F4",)
    before = on_the_arc(game, "5♥")
    right = played(game, "M7→F4", "L1→F4")
    assert str(right.cards("L1")[-1]) == "5♥" and on_the_arc(played(right, "L1→F4"), "5♥") == before + 1
    for move in ("M4→F3", "M8→F3"):
        after = played(game, move)
        assert not any(str(then)[:1] in "LR" for then in after.legal_moves()), move
        assert "makes no side card fit" in puzzle.check(move).reason


def test_02b_sends_the_other_readings_of_maids_17_and_19_to_lesson_08_which_measures_them():
    """02b shows maids.17-19 without their notes and names lesson 08 once, at the end (reader of 2026-12-06,
    seventh); lesson 08 does measure both readings."""
    recap = cells_of("02b_maids_columns_stock_and_end.ipynb")[-1].source
    assert "Lesson 08" in recap and "maids.17 and maids.19" in recap
    shown = json.dumps(nbformat.writes(nbformat.read(NOTEBOOKS / "08_readings.ipynb", as_version=4)))
    assert "maids.13, maids.17: when may the stock be dealt?" in shown and "maids.19: is the waste top playable?" in shown
