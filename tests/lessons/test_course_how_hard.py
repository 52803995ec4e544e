"""The "how hard is it?" lesson and its appendix (issue 42: the course tells the truth and makes
the learner think).

The lesson asks one question at the top ("is «Легкий» true?") and the learner answers it in its
last exercise; every other question is asked before the cell that shows its answer; its figures
are the final ones, every pass folded in (:func:`solitaire.solver.results.final_table`); and its
figures and arguments that have a home elsewhere are linked, not repeated.
"""
import json
import re
from pathlib import Path

import pytest

from solitaire import Maids, Spider, solve
from solitaire.solver.results import final_table, line_of, percent

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
LESSON, APPENDIX = NOTEBOOKS / "07_how_hard_is_it.ipynb", NOTEBOOKS / "appendix_how_the_solver_works.ipynb"
EXERCISES = ROOT / "solitaire" / "exercises" / "how_hard.json"
RESULTS = ROOT / "benchmarks" / "results"


def cells(path):
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def source(cell):
    return "".join(cell["source"])


def prose(path):
    """The markdown of a notebook, its line breaks and indents as single spaces."""
    return " ".join(" ".join(source(cell) for cell in cells(path) if cell["cell_type"] == "markdown").split())


def exercise_cells():
    return [(index, cell) for index, cell in enumerate(cells(LESSON)) if "exercise" in cell["metadata"].get("tags", [])]


def exercise_text():
    return EXERCISES.read_text(encoding="utf-8")


@pytest.mark.parametrize("path, limit", [(LESSON, 40), (APPENDIX, 60)], ids=["lesson", "appendix"])
def test_each_notebook_fits_its_cell_limit_with_short_code_cells(path, limit):
    assert len(cells(path)) <= limit
    code = [source(cell) for cell in cells(path) if cell["cell_type"] == "code"]
    assert all(1 <= len(text.splitlines()) <= 5 for text in code), "code cells of 1 to 5 lines"
    assert not any("plt.show" in text or "inspect.getsource" in text for text in code)


@pytest.mark.parametrize("path", [LESSON, APPENDIX], ids=["lesson", "appendix"])
def test_each_notebook_ends_with_what_you_learned_and_links_on(path):
    tail = "\n".join(source(cell) for cell in cells(path)[-5:])
    assert "## What you learned" in tail and ".ipynb)" in tail


def test_the_lesson_asks_its_question_at_the_top_and_the_learner_answers_it_last():
    opening = source(cells(LESSON)[0])
    assert opening.startswith("# Lesson 07 · How hard is it?") and "**The question of this lesson: is it true?**" in opening
    index, last = exercise_cells()[-1]
    assert source(last).strip() == 'exercise("how_hard.10")'
    assert "«Легкий»" in json.loads(exercise_text())["exercises"][-1]["question"]
    assert "## What you learned" in "".join(source(cell) for cell in cells(LESSON)[index + 1:])


def test_every_question_is_asked_under_prose_never_under_a_printed_answer():
    """Predict, then run: the cell above a question prints nothing, and each prediction's
    demonstration (a code cell) follows it."""
    found = exercise_cells()
    assert len(found) >= 6
    for index, cell in found:
        assert cell["metadata"]["jupyter"]["source_hidden"] is True
        assert cells(LESSON)[index - 1]["cell_type"] == "markdown", source(cell)
    questions = {entry["id"]: entry["question"] for entry in json.loads(exercise_text())["exercises"]}
    predicted = [index for index, cell in found
                 if "Predict" in questions[re.search(r'exercise\("([^"]+)"\)', source(cell)).group(1)]]
    assert len(predicted) >= 3
    assert all(cells(LESSON)[index + 1]["cell_type"] == "code" for index in predicted)


def test_the_predictions_about_deal_17_are_true():
    """how_hard.1: unknown at 20,000 positions, won at 40,000."""
    verdicts = {budget: solve(Spider(deal=17), max_nodes=budget).verdict for budget in (20_000, 40_000)}
    assert verdicts == {20_000: "unknown", 40_000: "won"}


def test_a_lost_deal_is_unknown_with_a_budget_smaller_than_its_proof():
    """how_hard.1: Maids deal 23's proof of lost takes 12,153 positions, so 10,000 leave it unknown."""
    assert solve(Maids(deal=23), max_nodes=10_000).verdict == "unknown"
    assert "deal 23 with 10,000 positions is unknown" in entry_of("how_hard.1")["explain"]
    assert entry_of("how_hard.1")["answer"].startswith("deal 23 unknown")


def entry_of(id):
    return next(entry for entry in json.loads(exercise_text())["exercises"] if entry["id"] == id)


def test_the_question_after_deal_59s_does_not_name_its_answer():
    """how_hard.3 sits under how_hard.2 on one screen: it may not name the jacks, how_hard.2's answer."""
    assert "jack" in entry_of("how_hard.2")["answer"]
    entry = entry_of("how_hard.3")
    assert "jack" not in (entry["question"] + " ".join(entry["choices"])).lower()


def above(id):
    """The prose cell just above exercise ``id``."""
    index = next(index for index, cell in exercise_cells() if f'"{id}"' in source(cell))
    return source(cells(LESSON)[index - 1])


def test_no_prose_above_a_question_gives_its_answer():
    """Cell 0 leaves the greedy player's order to lesson 03 (it is how_hard.8's answer); the prose above
    how_hard.9 does not say that Spider's piles lie face up (its answer's reason); the prose above deal 45
    (how_hard.5) does not say whose game it is (the greedy player's, which plays a card whenever one fits), and
    how_hard.6's stem gives every share but the fair hint's, the one it asks."""
    assert "last woken maid" not in source(cells(LESSON)[0])
    for cue in ("face up", "every card", "spider.13", "spider.14", "hidden"):
        assert cue not in above("how_hard.9"), cue
    assert "greedy" not in above("how_hard.5") + entry_of("how_hard.5")["question"]
    before_45 = "".join(source(cell) for cell in cells(LESSON)[:next(index for index, cell in exercise_cells()
                                                                   if '"how_hard.5"' in source(cell))])
    assert "our reading of maids.17" in before_45, "dealing at any time is a reading, flagged before the question"
    assert "deal at any time" not in above("how_hard.5"), "but not just above it, where it would point to the answer"
    assert "28.9" not in entry_of("how_hard.6")["question"], "how_hard.6 asks the fair hint's share"


def test_the_spider_question_is_asked_on_its_board_and_its_result_shows_where_the_fair_hint_lost():
    """how_hard.9 asks what the fair hint has to guess on a Spider board, now and once the first stock is dealt; its
    explanation compares with the Maids figures the learner has opened, and its result prints the stock-out searches
    (the deals it lost were still winnable when the first stock ran out)."""
    entry = entry_of("how_hard.9")
    assert "28.9 %" in entry["explain"] and "92.4 %" in entry["explain"] and "Spider only hints" in entry["explain"]
    assert entry["answer"] == "the stock's order; once it is dealt, nothing: so it comes close to perfect play"
    assert "position" in entry
    index = next(index for index, cell in exercise_cells() if '"how_hard.9"' in source(cell))
    assert "spider_tables" in source(cells(LESSON)[index + 1])


def test_a_lost_deal_stays_lost_with_a_bigger_budget():
    """how_hard.1: Maids deal 23 is lost after 12,153 positions, and a budget of 40,000 changes nothing."""
    first = solve(Maids(deal=23))
    assert (first.verdict, f"{first.nodes:,}") == ("lost", "12,153")
    assert solve(Maids(deal=23), max_nodes=40_000).verdict == "lost"
    assert "came back lost after 12,153 positions" in exercise_text()


def test_the_exercises_quote_the_final_figures():
    text = exercise_text()
    same = final_table(RESULTS, deals=range(1, 1001))
    shares = [line_of(same, "maids", "without suit (default)", player) for player in ("perfect", "fair", "greedy")]
    shares += [line_of(same, "spider", "default", player) for player in ("perfect", "fair", "greedy")]
    later = final_table(RESULTS, deals=range(1001, 2001))   # how_hard.7's fresh figures
    shares.append(line_of(later, "maids", "without suit (default)", "perfect"))
    for line in shares:
        assert f"{percent(line.share_won)[:-1]} %" in text, (line.game, line.player)
    thousand = line_of(same, "maids", "without suit (default)", "perfect")
    assert f"{thousand.lost} of deals 1-1,000 are proven lost" in text
    assert f"at most {percent(thousand.bounds[1])[:-1]} % of deals 1-1,000" in text
    for stale in ("26,086", "won at 30,000", "996", "521"):
        assert stale not in text and stale not in prose(LESSON), stale


@pytest.mark.parametrize("deal", [59, 129])
def test_deals_59_and_129_are_lost_for_the_search_at_once_and_for_a_player_only_at_the_last_card(deal):
    """how_hard.2 (deal 59) and .3 (deal 129, a board the learner has not seen): no jack at the sides
    or in the stock, so dealing is the only move until the stock is out, and the game is lost with
    the 48th card, not before."""
    game = Maids(deal=deal)
    assert solve(game).verdict == "lost"
    assert not any(card.rank == 11 for card in (*game.state.sides, *game.state.stock))
    statuses = []
    while game.status == "playing":
        assert [str(move) for move in game.legal_moves()] == ["deal"]
        game.play("deal")
        statuses.append(game.status)
    assert statuses == ["playing"] * 47 + ["lost"]
    text = exercise_text()
    assert "after 47 cards the game goes on, after the 48th it is lost" in text


def test_each_argument_with_a_home_elsewhere_is_linked_not_repeated():
    every = "\n".join(source(cell) for cell in cells(LESSON))
    for elsewhere in ("2 + 7", "side_columns_first", "follow_suit", "in suit", "row rule",
                      "waste_playable", "maids.19", "texts.show"):
        assert elsewhere not in every, elsewhere
    for home in ("03_maids_play_a_deal.ipynb", "08_readings.ipynb", "appendix_how_the_solver_works.ipynb"):
        assert f"]({home})" in every


def test_what_a_class_reads_has_no_repr_or_raw_dict():
    printed = "".join("".join(output.get("text", "")) for cell in cells(LESSON) for output in cell.get("outputs", []))
    assert printed and "<" not in printed and "{'" not in printed


def test_the_lesson_leaves_the_solver_internals_to_the_appendix():
    text = prose(LESSON)
    assert "appendix_how_the_solver_works.ipynb" in text
    assert "under a card of the type before it" not in text and "7th queen" not in text


def test_deal_12_is_where_the_fair_hint_and_perfect_play_part():
    """how_hard.8: perfect play wins deal 12 and the fair hint (seeded with the deal number, as the
    results file ran it) lost it; after move 68 the fair hint played M7→F2, and of the four legal
    moves only M10→F2, the last woken maid's queen, keeps a winning line."""
    from solitaire.exercises.catalog import game_of
    from solitaire.solver.players import play_fair
    from solitaire.solver.stats import read_csv
    perfect = {row["deal"]: row["verdict"] for row in read_csv(RESULTS / "maids_perfect_1-10000.csv")}
    fair_results = {row["deal"]: row["verdict"] for row in read_csv(RESULTS / "maids_fair_1-1000.csv")}
    assert (perfect["12"], fair_results["12"]) == ("won", "lost")
    fair = Maids(deal=12)
    assert play_fair(fair, seed=12) == "lost"
    entry = next(entry for entry in json.loads(exercise_text())["exercises"] if entry["id"] == "how_hard.8")
    assert entry["position"]["moves"] == [str(move) for move in fair.history[:68]]
    assert str(fair.history[68]) == "M7→F2" and "this is the fair hint's move" in entry["losing"]["M7→F2"]
    at_68 = game_of(entry["position"])
    assert at_68.state.opened == 10, "M10 is the last woken maid"

    def verdict_after(move):
        game = at_68.copy()
        game.play(move)
        return solve(game).verdict
    verdicts = {str(move): verdict_after(move) for move in at_68.legal_moves()}
    assert verdicts == {"M1→F2": "lost", "M7→F2": "lost", "M10→F2": "won", "deal": "lost"}
    from solitaire.solver.greedy import greedy_move
    assert str(greedy_move(at_68, None)) == "M10→F2" and "picks the Q♦ here" in entry["explain"]
    woken = at_68.copy()
    woken.play("M10→F2")
    assert woken.state.opened == 11, "the last woken maid's queen wakes M11"
    assert [str(card) for card in at_68.state.stock] == ["7♥"] and str(at_68.cards("waste")[-1]) == "2♣"


def test_deal_45_is_where_the_greedy_player_plays_a_queen_that_could_wait():
    """how_hard.5: the fair hint won deal 45 and the greedy player lost it; after move 102 of the greedy
    player's game four side queens fit F5, the only family that takes one, and the greedy player plays the
    Q♣ on L1. Every queen loses: its gap brings the waste's top card, the K♣, to the sides. Dealing keeps a
    winning line: the 2♦ comes onto the waste, the next deal sends the 3♥ to F6, and a queen's gap then
    brings out the 2♦, followed by the A♥ on M9 and the K♣. A queen first leaves the 2♦ on the waste
    when F6 wants it, with deal the only move."""
    from solitaire.exercises.catalog import game_of
    from solitaire.solver.players import play_greedy
    from solitaire.solver.stats import read_csv
    fair_results = {row["deal"]: row["verdict"] for row in read_csv(RESULTS / "maids_fair_1-1000.csv")}
    greedy_results = {row["deal"]: row["verdict"] for row in read_csv(RESULTS / "maids_greedy_1-10000.csv")}
    assert (fair_results["45"], greedy_results["45"]) == ("won", "lost")
    greedy = Maids(deal=45)
    assert play_greedy(greedy) == "lost"
    entry = entry_of("how_hard.5")
    assert not any(cue in entry["question"] for cue in ("deal first", "queen", "waste")), "asked plainly, no cue"
    assert "sees the stock's order too, but the move can be found from what a player sees" in entry["question"]
    assert "our reading of maids.17" in entry["explain"], "dealing while a card fits is a reading, and says so"
    assert entry["position"]["moves"] == [str(move) for move in greedy.history[:102]]
    assert str(greedy.history[102]) == "L1→F5" and "it played the Q♣ on L1 at once, and lost the deal" in entry["explain"]
    assert "greedy" not in entry["question"] + " ".join(entry["losing"].values()), "whose game it is, only once answered"
    at_102 = game_of(entry["position"])
    queens = {"L1→F5", "L3→F5", "R3→F5", "R4→F5"}
    assert {str(move) for move in at_102.legal_moves()} == queens | {"deal"}
    assert all(str(card) == "K♣" for card in at_102.cards("waste")[-1:])

    def played(*moves):
        game = at_102.copy()
        for move in moves:
            game.play(move)
        return game
    assert {move: solve(played(move)).verdict for move in sorted(queens | {"deal"})} == {
        **{queen: "lost" for queen in queens}, "deal": "won"}
    assert str(played("L1→F5").cards("L1")[-1]) == "K♣"
    assert str(at_102.state.stock[-1]) == "2♦", "the 2♦ is the stock's next card (how_hard.5, how_hard.6 a)"
    once = played("deal")
    assert str(once.cards("waste")[-1]) == "2♦" and str(once.cards("F6")[-1]) == "4♥", "one deal later F6 wants it"
    line = played("deal", "deal")
    assert str(line.cards("waste")[-1]) == "2♦" and str(line.cards("F6")[-1]) == "3♥"
    line = played("deal", "deal", "L1→F5", "L1→F6", "M9→F6", "L1→F6")
    assert [str(line.cards("F6")[-1]), str(line.cards("F5")[-1])] == ["K♣", "Q♣"]
    stuck = played("L1→F5", "deal", "deal")
    assert str(stuck.cards("waste")[-1]) == "2♦" and [str(move) for move in stuck.legal_moves()] == ["deal"]


def test_deal_55_is_a_two_move_plan_whose_deciding_card_lies_in_view():
    """how_hard.4: a position of perfect play's line on deal 55 (a board the lesson has not shown): F1 wants a queen
    (the Q♦ on L4), F2 wants a 3 (the 3♦ on M2, and the 3♦ on top of the waste). The only right plan sends the queen
    up and then the 3♦ its gap brings back from the waste; the maid's 3♦ and the deal, first or second, lose. M2 is
    not the last woken maid, and the stock's last card, the 10♣, fits no family."""
    from solitaire.exercises.catalog import game_of
    entry = entry_of("how_hard.4")
    assert entry["kind"] == "decision" and entry["position"]["deal"] == 55
    assert entry["position"]["moves"] == [str(move) for move in solve(Maids(deal=55)).moves[:58]]
    at_58 = game_of(entry["position"])
    assert at_58.state.opened == 7 and str(at_58.cards("waste")[-1]) == "3♦" and str(at_58.cards("M2")[-1]) == "3♦"
    assert [str(card) for card in at_58.state.stock] == ["10♣"]
    assert (entry["winning"], sorted(entry["losing"])) == (["L4→F1"], ["M2→F2", "deal"])
    assert (entry["plan"]["L4→F1"]["winning"], sorted(entry["plan"]["L4→F1"]["losing"])) == (["L4→F2"], ["M2→F2", "deal"])
    after = at_58.copy()
    after.play("L4→F1")
    assert str(after.cards("L4")[-1]) == "3♦" and str(after.cards("waste")[-1]) == "Q♠"
    dealt = at_58.copy()
    dealt.play("deal")
    assert str(dealt.cards("waste")[-1]) == "10♣"


def test_the_questions_are_numbered_in_the_order_the_page_asks_them():
    asked = [re.search(r'exercise\("([^"]+)"\)', source(cell)).group(1) for _index, cell in exercise_cells()]
    assert asked == [f"how_hard.{number}" for number in range(1, len(asked) + 1)]
    assert [entry["id"] for entry in json.loads(exercise_text())["exercises"]] == asked


def test_a_spider_deal_the_fair_hint_loses_is_still_winnable_once_no_card_is_hidden():
    """how_hard.9: the fair hint's Spider losses are not lost to hidden cards. Deal 603 (lost in
    its results file) is still winnable when the first round's stock is out, but the fair
    hint's own search there gives up within its budget, and it loses the deal."""
    from solitaire.solver.hints import hidden_places
    from solitaire.solver.players import FULL_VIEW_NODES, play_fair
    from solitaire.solver.stats import read_csv
    fair_results = {row["deal"]: row["verdict"] for row in read_csv(RESULTS / "spider_fair_1-1000.csv")}
    assert fair_results["603"] == "lost"
    played = Spider(deal=603)
    assert play_fair(played, seed=603) == "lost"
    replay = Spider(deal=603)
    for move in played.history:
        if not hidden_places("spider", replay.state):
            break
        replay.play(move)
    assert not hidden_places("spider", replay.state)
    assert solve(replay, max_nodes=FULL_VIEW_NODES).verdict == "unknown"
    assert solve(replay, max_nodes=200_000).verdict == "won"
    assert "were not lost to hidden cards" in exercise_text()
    assert f"a budget of {FULL_VIEW_NODES:,} positions" in exercise_text()


def test_the_spider_board_of_how_hard_9_is_halfway_through_its_first_stock_and_hides_nothing_else():
    """how_hard.9 shows a Spider board before asking about the fair hint there: "halfway through dealing its first
    stock", the stock's order the only thing hidden; its right answer says no card is hidden once that stock is out."""
    from solitaire.exercises.catalog import game_of
    from solitaire.solver.hints import hidden_places
    entry = entry_of("how_hard.9")
    at = game_of(entry["position"])
    assert hidden_places("spider", at.state) == {"stock": 48} and "halfway through dealing its first stock" in entry["question"]
    while hidden_places("spider", at.state):
        at.play("deal")
    assert "1 redeal left" in str(at.state) and entry["answer"].startswith("the stock's order; once it is dealt, nothing:")
