"""The teacher's guide (issues 32 and 42): a teacher prepares a period from it in minutes.

Nine periods (Maids 4, Spider 3, how hard is it? and the readings), each a short plan: the question to put at the
projector, what the class does minute by minute (the hand-outs and the phones' join included), and a
three-question exit check whose answers are folded away and hold on the deal the plan uses, as the engine says.
The rest (printing, phones, the room, each lesson's pitfalls, every puzzle's place, the glossary) is reference."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from solitaire import Maids, Spider, puzzles, texts
from solitaire.maids.orders import deal_index
from solitaire.spider.rules import pile_dealt_to

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
GUIDE = json.loads((NOTEBOOKS / "teachers_guide.ipynb").read_text(encoding="utf-8"))["cells"]
TEXT = "\n".join("".join(cell["source"]) for cell in GUIDE)

PERIODS = ["Maids, period 1", "Maids, period 2", "Maids, period 3", "Maids, period 4", "Spider, period 1",
           "Spider, period 2", "Spider, period 3", "How hard is it?", "The readings"]
CARD = r"(?:10|[2-9AJQK])[♠♥♦♣]"
MOVE = r"\b[LRMTBAK]\d{1,2}→[FLRMTBAK]\d{1,2}\b"


def printed(cell) -> str:
    """What a code cell shows: its streams and its Markdown."""
    return "\n".join("".join(output.get("text", "")) + "".join(output.get("data", {}).get("text/markdown", ""))
                     for output in cell.get("outputs", []))


OUTPUT = "\n".join(printed(cell) for cell in GUIDE if cell["cell_type"] == "code")


def plan(name):
    """A period's Markdown (its question and exit check) and the output of the code cell under it."""
    for index, cell in enumerate(GUIDE):
        if cell["cell_type"] == "markdown" and f"### {name} ·" in "".join(cell["source"]):
            text = "".join(cell["source"]).split(f"### {name} ·", 1)[1]
            return text, printed(GUIDE[index + 1])
    raise AssertionError(f"no plan for {name}")


def exit_questions(text):
    """A plan's exit questions (what the teacher writes beside the board) and the folded rest under them."""
    asked, answers = re.split(r"\*Exit check\b[^*]*\*", text, maxsplit=1)[1].split("<details>", 1)
    return asked, answers


def steps_asked(table):
    """The exercise ids a period's table says the class answers."""
    return set(re.findall(r"\b(?:0[0-8]a?|02b|how_hard|readings)\.\d+\b", table.split("**in all**", 1)[0]))


def minutes_of(table):
    return {doing: float(spent) for spent, doing in re.findall(r"^\| ([\d.]+) \| (.+) \|$", table, re.M)}


def test_a_guide_of_at_most_40_cells_opens_on_the_nine_periods():
    assert len(GUIDE) <= 40
    top = printed(GUIDE[1])
    rows = re.findall(r"^\| (.+?) · .+ \| .+ \| ([\d.]+) \|$", top, re.M)
    assert [name for name, _ in rows] == PERIODS
    assert all(float(spent) <= 45 for _, spent in rows) and "9 periods, each at most 45 minutes" in top
    assert "Maids 4, Spider 3" in "".join(GUIDE[0]["source"])


@pytest.mark.parametrize("name", PERIODS)
def test_every_period_is_a_short_plan_with_its_minutes_its_question_and_a_folded_exit_check(name):
    text, table = plan(name)
    steps = minutes_of(table)
    total = float(re.search(r"^\| \*\*([\d.]+)\*\* \| \*\*in all\*\* \|$", table, re.M).group(1))
    assert total == sum(steps.values()) <= 45
    play = name in ("Maids, period 4", "Spider, period 3")   # three puzzles, each a move and its reason
    exit_check = ("exit check: three puzzles, each an answer and its reason, on paper; collect them" if play
                  else "exit check: three questions, answered on paper; collect them")
    assert steps[exit_check] == (8 if play else 5)
    assert any(doing.startswith("phones") for doing in steps), "the phones' minute is in the plan"
    flat = " ".join(text.split())
    assert "**At the projector" in flat and re.search(r"answers (?:it|the question)|decides a default", flat)
    asked, answers = exit_questions(text)
    assert [n for n in ("(1)", "(2)", "(3)") if n in asked] == ["(1)", "(2)", "(3)"]
    assert answers.startswith("<summary>Answers (for you)</summary>") and "</details>" in answers
    first, wrong = answers.split("</details>", 1)   # the answers; then, folded apart, what goes wrong
    for n in ("(1)", "(2)", "(3)"):
        block = first.split(f"**{n} Answer: ", 1)[1].split("\n\n", 1)[0]
        answer, why = block.split("\n- ", 1)
        assert answer.endswith("**") and why.startswith("Why: "), (name, n, "a bold answer, then one reason line")
        assert "\n- " not in why, (name, n, "ONE reason line")
    assert wrong.strip().startswith("<details><summary>Likely wrong answers, and what to re-teach</summary>")
    wrong = wrong.split("</details>", 1)[0]
    assert all(f"\n- {n} " in wrong for n in ("(1)", "(2)", "(3)")), (name, "each question's wrong answers")
    assert len(text.split("<details>", 1)[0]) < 1300, "a plan reads in about a minute"
    assert len(first) < 1600 and len(wrong) < 1000, "its answers, and apart the wrong ones, in a minute more"
    cut = re.search(r"^Running late\? Leave (\S+) for home \(−3 min\)\.$", table, re.M)
    assert cut and cut.group(1) in steps_asked(table), "one named cut, an exercise the period asks"


@pytest.mark.parametrize("name", PERIODS)
def test_every_card_and_move_an_answer_names_is_one_the_engine_printed_for_that_period(name):
    """The answers are prose a class's language can translate; the cell under them prints what the engine says,
    so an answer that drifts from the deal (as 'only a jack in a side column' once did) fails here."""
    text, facts = plan(name)
    answers = text.split("<details>", 1)[1]
    assert "What the engine says" in facts
    for token in set(re.findall(CARD, answers)) | set(re.findall(MOVE, answers)):
        assert token in facts, f"{name}: the answers name {token}, which the engine did not print"


def test_the_shares_an_exit_question_gives_are_the_ones_the_engine_printed():
    """How hard's exit (2) writes four shares with their intervals on the board: the cell under the plan prints them."""
    text, facts = plan("How hard is it?")
    asked = " ".join(exit_questions(text)[0].split())
    shares = re.findall(r"\d+(?:\.\d+)?% \(\d+(?:\.\d+)?%\.\.\d+(?:\.\d+)?%\)", asked)
    assert len(shares) == 4 and all(share in facts for share in shares), shares
    for counted in ("921 won, 73 lost, 6 unknown", "6,001 to 7,000"):
        assert counted in asked and counted in facts


def test_the_first_period_of_each_game_budgets_the_cards_the_packs_and_the_first_join():
    for name in ("Maids, period 1", "Spider, period 1"):
        steps = minutes_of(plan(name)[1])
        hand_out = next(doing for doing in steps if doing.startswith("hand out"))
        assert "learner card" in hand_out and "two real packs per group" in hand_out and steps[hand_out] >= 2
        assert any(doing.startswith("unplugged") and spent >= 12 for doing, spent in steps.items())
    first_join = next(doing for doing in minutes_of(plan("Maids, period 1")[1]) if doing.startswith("phones"))
    assert "for the first time" in first_join and minutes_of(plan("Maids, period 1")[1])[first_join] == 3


def test_the_exit_checks_hold_on_the_engine_as_it_is_now():
    """Re-derived here, not read from the stored outputs: a re-dealt engine cannot leave the prose behind."""
    from solitaire.maids.game import face_down

    def woken(game, move):
        asleep = [place for place in (f"M{i}" for i in range(1, 13)) if face_down(game.state, place)]
        game.play(move)
        return [place for place in asleep if not face_down(game.state, place)]

    first_up = Maids(deal=614)
    assert deal_index("R2", None) == 27 and "**(1) Answer: on R2, the Q♣.**" in TEXT
    assert str(first_up.cards("R2")[-1]) == "Q♣"
    assert "card 28 of the shuffled row" in TEXT
    assert [str(move) for move in first_up.legal_moves()] == ["R3→F1", "deal"]
    waking = Maids(deal=708)
    assert woken(waking, "R1→F1") == ["M1", "M2"]
    fitting = {str(move): woken(waking.copy(), move) for move in waking.legal_moves() if move.target}
    assert fitting == {"R2→F1": [], "R4→F1": [], "M1→F1": [], "M2→F2": ["M3", "M4"]}
    order = Maids(deal=1014)
    assert woken(order, "L3→F1") == ["M1", "M2"]
    best = order.copy()
    assert [woken(best, move) for move in ("M2→F1", "R1→F2", "R4→F2")] == [["M3"], ["M4"], []]
    jack_first = order.copy()
    assert [woken(jack_first, move) for move in ("R1→F2", "M2→F1")] == [["M3"], []]
    columns = Maids(deal=620)
    woken(columns, "L4→F1")
    assert [str(move) for move in columns.legal_moves() if move.target] == ["L4→F1", "R4→F1"]
    side_first = columns.copy()
    assert str(columns.cards("stock")[-1]) == "J♦" and woken(columns, "deal") == ["M3"]
    assert woken(side_first, "L4→F1") == [] and str(side_first.cards("L4")[-1]) == "J♦"
    assert woken(side_first, "L4→F2") == ["M3"]
    one_group = Spider(deal=13)
    one_group.play("deal")
    assert pile_dealt_to(8) == "L4" and str(one_group.cards("L4")[-1]) == "3♠"
    assert [str(move) for move in one_group.legal_moves() if move.target] == ["B1→K1"]
    row_rule = Spider(deal=670)
    row_rule.play("deal")
    to_bases = [str(move) for move in row_rule.legal_moves() if move.target and move.target[0] in "AK"]
    assert to_bases == ["R3→A3", "B1→K1"]
    assert [str(row_rule.cards(pile)[-1]) for pile in ("R3", "B1", "L2")] == ["2♣", "Q♠", "Q♣"]
    dealt = Spider(deal=13)
    while "deal" in [str(move) for move in dealt.legal_moves()]:
        dealt.play("deal")
    assert " ".join(map(str, dealt.cards("L3")[1:])) == "3♥ 5♦ 6♣ 3♥ 2♠ 9♦ A♦" and "3♥ 5♦ 6♣ 3♥ 2♠ 9♦ A♦" in TEXT
    for move in ("T1→L1", "R3→L1"):
        dealt.play(move)
    assert [str(dealt.cards(pile)[-1]) for pile in ("T1", "R3")] == ["3♣", "3♣"]


def _deals_shown(game: str) -> set:
    """The deals of one game that a lesson plays or an exercise is set on."""
    found = set()
    for path in NOTEBOOKS.glob("0*.ipynb"):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            found |= {int(deal) for deal in re.findall(rf"{game.title()}\(deal=(\d+)", "".join(cell["source"]))}
    for path in (NOTEBOOKS.parent / "solitaire" / "exercises").glob("*.json"):
        for question in json.loads(path.read_text(encoding="utf-8"))["exercises"]:
            position = question.get("position", {})
            if position.get("game") == game and "deal" in position:
                found.add(position["deal"])
    return found


#: Exit puzzles on a lesson's deal at a moment no lesson shows: maids-04 is Maids deal 1 after 23 moves; lesson 01
#: shows that deal as dealt, 02a after its first move, and 02b prints only a line about a game of it. spider-15 is Spider deal 1
#: after 51 moves, late in round 1; lesson 05 shows it with its stock dealt. maids-17 is Maids deal 3 after 94 moves without suit;
#: lesson 01 and the readings play it in suit, 8 and 25 moves in.
_LATER_ON_A_LESSON_DEAL = {"maids-04", "maids-17", "spider-15"}


def test_the_exit_checks_are_set_on_boards_no_lesson_shows():
    """A puzzle an exit check sets is in no lesson and comes from a deal no lesson of its game plays, and the deals
    a check names are in no lesson and no exercise: the class answers on a board it has not seen."""
    from solitaire.sheets.guide_checks import EXIT_PUZZLES
    lessons = " ".join("".join(cell["source"]) for path in NOTEBOOKS.glob("0*.ipynb")
                       for cell in json.loads(path.read_text(encoding="utf-8"))["cells"])
    shown = {game: _deals_shown(game) for game in ("maids", "spider")}
    every = {found.id: found for game in ("maids", "spider") for found in puzzles(game)}
    for name in PERIODS:
        asked = exit_questions(plan(name)[0])[0]
        named = re.findall(r"`((?:maids|spider)-\d\d)`", asked)
        assert named == [puzzle for puzzle in EXIT_PUZZLES.get(name, []) if puzzle in named], name
        for puzzle in named:
            assert puzzle not in lessons, f"{name}: {puzzle} is shown by a lesson"
            assert every[puzzle].deal not in shown[every[puzzle].game] or puzzle in _LATER_ON_A_LESSON_DEAL, \
                f"{name}: {puzzle}'s deal is a lesson's"
        for game, deal in re.findall(r"(Maids|Spider) deal (\d+)", asked):
            assert int(deal) not in shown[game.lower()], f"{name}: {game} deal {deal}"
        if name in PERIODS[:7]:
            assert len(named) + len(re.findall(r"\(\d\) (?:Maids|Spider) deal \d+", asked)) >= 2, name


def test_what_maids_period_4_says_never_reaches_the_arc_never_does():
    """Every card the keys say a losing move leaves out of the arc for good is followed through every position
    after that move (the facts cell prints it); the cards a board hides that the reasons need are written with the
    question beside the board (a class must not depend on a printed slip), and they are the cards the engine dealt."""
    from solitaire.sheets.guide_checks import EXIT_PUZZLES, NEVER_HOME, hidden_and_stuck
    text, _facts = plan("Maids, period 4")
    for puzzle in EXIT_PUZZLES["Maids, period 4"]:
        said = hidden_and_stuck(puzzle)
        assert not any("in some line" in line for line in said), said
        assert sum("never reaches the arc" in line for line in said) >= len(NEVER_HOME[puzzle]), said
    asked = " ".join(exit_questions(text)[0].split())
    checked = 0
    for puzzle, written in re.findall(r"Puzzle `(maids-\d\d)` \(([^)]*)\)", asked):
        board = puzzles_by_id()[puzzle].start()
        for top, place, under in re.findall(rf"under the ({CARD}) on (M\d+) lies? ((?:the {CARD}(?: and )?)+)", written):
            checked += 1
            cards = [str(card) for card in board.cards(place)]
            assert cards[-1] == top, (puzzle, place)
            assert re.findall(CARD, under) == cards[-1 - len(re.findall(CARD, under)):-1][::-1], (puzzle, place)
    assert checked == asked.count("under the") == 3
    stock = re.search(rf"Puzzle `(maids-\d\d)` \(the stock's top card, face down, is the ({CARD})\)", asked)
    assert stock and str(puzzles_by_id()[stock.group(1)].start().cards("stock")[-1]) == stock.group(2)


def puzzles_by_id():
    return {found.id: found for game in ("maids", "spider") for found in puzzles(game)}


def test_every_puzzle_has_a_place_and_the_exit_puzzles_are_in_their_period():
    from solitaire.sheets.guide_checks import EXIT_PUZZLES
    every = len(puzzles("maids")) + len(puzzles("spider"))
    assert f"{every} puzzles, each placed once (of {every})" in OUTPUT
    in_class = " ".join(re.findall(r"in the period: (.+)", OUTPUT))
    for names in EXIT_PUZZLES.values():
        for name in names:
            assert name in in_class, name


def test_every_rule_section_of_a_rules_lesson_is_taught_in_a_period():
    """A sentence the class is said to know (05's 'base to base', spider.23) is taught in a period, not left for home."""
    left = OUTPUT.split("In no period", 1)[1].split("\n\n", 2)[1]
    for lesson in ("02a", "02b", "05"):
        line = next((row for row in left.splitlines() if row.strip().startswith(f"- {lesson}:")), "")[2:]
        assert re.sub(r"«Puzzles?» [\d.]+ min", "", line).strip(f" {lesson}:;") == "", line


def test_every_appendix_and_sheet_is_said_what_it_is_for():
    for page in NOTEBOOKS.glob("appendix_*.ipynb"):
        assert f"]({page.name})" in TEXT, page.name
    for command in ("python -m solitaire card maids --pdf", "python -m solitaire card spider --pdf",
                    "python -m solitaire key --pdf", "python -m solitaire rules maids --pdf"):
        assert command in TEXT


def test_the_lessons_are_timed_and_counted_from_their_files():
    assert "lessons_whole(course)" in TEXT and "Course()" in TEXT  # timed from the files as they are now
    for lesson in ("00", "01", "02a", "02b", "03", "04", "05", "06", "07", "08"):
        name = {"07": "how_hard", "08": "readings"}.get(lesson, lesson)
        found = len(json.loads((NOTEBOOKS.parent / "solitaire" / "exercises" / f"{name}.json").read_text("utf-8"))
                    ["exercises"])
        assert re.search(rf"^\| {lesson} (?:\| \d+ ){{3}}\| {found} \({name}\.1–{name}\.{found}\) \| \d+(?:\.5)? \|$",
                         OUTPUT, re.M), lesson


@pytest.mark.parametrize("item", ["Install the day before (needs the internet once)", "1280×720", "make classroom",
                                  "make present LESSON=", "If the widgets fail", "16 packs"])
def test_the_room_checklist_and_the_printing_are_there(item):
    assert item in TEXT


def test_phones_in_the_room_says_how_to_join_and_what_to_do_when_they_cannot():
    phones = " ".join(TEXT.split("### Phones in the room", 1)[1].split("\n### ", 1)[0].split())
    for needed in ("make classroom", "room server", "QR code", "same Wi-Fi", "ROOM_HOST=", "firewall", "hands up",
                   "about 3 minutes"):
        assert needed in phones, needed


def test_stale_claims_are_gone():
    flat = " ".join(TEXT.split())
    for stale in ("two periods per game", "33 cells and six exercises", "a test compares", "the board alone",
                  "only a jack lying face up", "with how hard is it?", "17 minutes", "the slowest lesson",
                  "decided by cards the board shows", "but one is on a board"):
        assert stale not in flat, stale


def test_without_packs_each_first_period_still_fits_and_the_sum_is_printed():
    """The no-packs path is priced from the lessons in a cell, so prose cannot drift from the timing table."""
    for name in ("Maids, period 1", "Spider, period 1"):
        line = re.search(rf"^- \*\*{name}\*\* without packs: .+ = \*\*([\d.]+)\*\* minutes\.$", OUTPUT, re.M)
        assert line and float(line.group(1)) <= 45, name
        total = float(re.search(r"^\| \*\*([\d.]+)\*\* \| \*\*in all\*\* \|$", plan(name)[1], re.M).group(1))
        assert line.group(0).split(": ", 1)[1].split(" = ")[0].endswith(tuple("0123456789")), line.group(0)
        assert f": {total:g} −" in line.group(0), (name, total)


def test_what_the_guide_prints_is_sentences_and_tables_not_reprs():
    assert "<legal moves" not in OUTPUT and "{'" not in OUTPUT and "Card.parse" not in OUTPUT


def test_every_exercise_the_guide_names_is_in_the_question_bank():
    """The plans point at lessons' questions (01.6, 05.8 …); a lesson that renumbers them must not leave the guide
    pointing at nothing."""
    from solitaire.exercises import exercise_ids
    known = set(exercise_ids())
    named = set(re.findall(r"\b(?:0[0-6]a?|02b|how_hard|readings)\.\d+\b", TEXT + OUTPUT))
    assert named and named <= known, sorted(named - known)


def test_the_plans_and_the_engines_answers_are_said_in_the_teachers_language():
    """The guide's code cells print no English of their own: a Ukrainian or Russian teacher reads the plans' tables,
    the engine's answers and the lessons' timings in the class's language (the sheets catalog)."""
    from solitaire.languages.i18n import in_language
    from solitaire.sheets.guide import Course, lessons_whole, overview, period_table
    from solitaire.sheets.guide_checks import facts

    course = Course(NOTEBOOKS)
    for code, word in (("uk", "заняття"), ("ru", "занятие")):
        with in_language(code):
            shown = overview(course) + period_table(course, "Maids, period 1", ["-"]) + lessons_whole(course)
            checks = facts()
        assert word in shown.lower()
        for english in ("period", "exit check", "in all", "What the engine says", "questions", "In no period"):
            assert english not in shown, (code, english)
        said = " ".join(fact for found in checks.values() for fact in found)
        for english in ("Maids deal 1", "Spider deal 13", " the ", " on "):
            assert english not in said, (code, english)



def test_the_stored_guide_times_the_lessons_as_they_are_now():
    """The guide's tables are printed by its cells from the lessons' files: a lesson changed after the guide last
    ran leaves its stored minutes and counts stale (a fresh reader found 06 priced at 31 cells it no longer had)."""
    from solitaire.sheets.guide import Course, lessons_whole, overview
    course = Course(NOTEBOOKS)
    stale = "notebooks/teachers_guide.ipynb times the lessons as they were: execute it again"
    assert overview(course) in OUTPUT, stale
    assert lessons_whole(course) in OUTPUT, stale


def test_the_engine_notes_name_spiders_places_as_the_class_board_does():
    """A Ukrainian guide's notes under Spider period 3 said T1→K1, R2, L4 beside a board labelled С/Б (a native reader)."""
    import re
    from solitaire.languages import in_language
    from solitaire.sheets.guide_checks import answer_of
    with in_language("uk"):
        said = answer_of("spider-30")
    assert "С12→С6" in said and not re.search(r"\b[TRLBAK][1-9]\b", said)


def test_no_spider_exit_puzzle_is_a_coin_toss_and_none_before_the_redeal_shows_round_2():
    """A puzzle with two legal moves is answered by a guess half the time (a fresh reader counted Spider period 3's);
    a round-2 board before Spider period 3, which teaches the redeal, asks the class to ignore what it has not met."""
    from solitaire.sheets.guide_checks import EXIT_PUZZLES
    every = {found.id: found for found in puzzles("spider")}
    for name, names in EXIT_PUZZLES.items():
        for puzzle in names if name.startswith("Spider") else ():
            board = every[puzzle].start()
            assert len(board.legal_moves()) >= 3, (name, puzzle)
            assert board.round == 1 or name == "Spider, period 3", (name, puzzle)


def test_the_checks_after_both_games_ask_only_what_their_period_teaches():
    """How hard's period skips lesson 07's Spider section and comes before the readings: its check asks of Maids alone."""
    text, _facts = plan("How hard is it?")
    asked = " ".join(exit_questions(text)[0].split())
    assert "Spider" not in asked and "08" not in asked and "readings" not in asked
    assert "set it back to the default after the question" in " ".join(TEXT.split()), "an option must not carry on"


def test_the_exit_boards_and_the_reference_lists_are_folded():
    """Projected by mistake, the guide must not show a check's board; the puzzle list and the glossary are looked up."""
    folded = [cell for cell in GUIDE if cell["cell_type"] == "code" and "board_for_you(" in "".join(cell["source"])]
    assert len(folded) == 4
    for cell in folded:   # the plan's table beside it is Markdown; the board is the one HTML output, folded
        shown = [output.get("data", {}) for output in cell["outputs"]]
        boards = [data for data in shown if "text/html" in data]
        assert len(boards) == 1 and all("image/png" not in data for data in shown)
        assert "".join(boards[0]["text/html"]).startswith("<details>")
    for function in ("puzzle_places_folded(course)", "glossary_folded()"):
        cell = next(cell for cell in GUIDE if function in "".join(cell["source"]))
        assert printed(cell).startswith("<details><summary>"), function


def test_a_plan_leaves_an_exercise_for_home_in_its_table_and_prices_it_out():
    from solitaire.sheets.guide import COST, Course, PERIODS
    course = Course(NOTEBOOKS)
    _text, table = plan("Spider, period 2")
    assert "05.3 for home" in table
    step = next(step for step in PERIODS["Spider, period 2"][1] if step.home)
    assert course.spent(step) == course.minutes(step.lesson, step.section) - COST["exercise"] * len(step.home)


def test_an_exit_checks_deal_answer_is_said_as_what_it_does():
    """maids-30's answers read "the 6♥ on M4 (M4→F2), deal.": a bare move name as the last item of a list."""
    from solitaire.sheets.guide_said import answer_of
    assert answer_of("maids-30", why=False) == "maids-30: the 6♥ on M4 (M4→F2), dealing the next card (deal)."
    assert answer_of("spider-33", why=False).endswith(", dealing the next group (deal).")
