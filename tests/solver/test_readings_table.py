"""The readings table: every unclear sentence, its readings as options, measured from the results
files, and the lesson that shows it (issue 24: "the readings table is in a lesson from results files").
"""
import ast
import json
from pathlib import Path

import pytest

from solitaire import Maids, Spider, rules_of
from solitaire.solver.readings import PLAYERS, UNCLEAR, readings_table
from solitaire.solver.results import CATALOGUE

ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "benchmarks" / "results"
LESSON = ROOT / "notebooks" / "08_readings.ipynb"
GAMES = {"maids": Maids, "spider": Spider}
READINGS = [(question, reading) for question in UNCLEAR for reading in question.readings]


def keyword(option: str) -> dict:
    name, value = option.split("=", 1)
    return {name: ast.literal_eval(value)}


@pytest.mark.parametrize("question, reading", READINGS, ids=[reading.option for _, reading in READINGS])
def test_every_reading_is_an_option_of_its_game_tied_to_its_sentence(question, reading):
    game = GAMES[question.game](deal=1, **keyword(reading.option))
    name = reading.option.split("=")[0]
    assert getattr(game.state, name) == keyword(reading.option)[name]
    chosen = {rule.sentence_id for rule in rules_of(question.game) if rule.option == name}
    if name == "redeals":  # a count, not a choice between two functions: may_redeal reads it
        chosen = {rule.sentence_id for rule in rules_of(question.game) if rule.name == "may_redeal"
                  and "``redeals``" in rule.function.__doc__}
    assert chosen and chosen <= set(question.sentences.split(", "))


def test_each_question_has_one_default_first_and_it_is_the_game_default():
    for question in UNCLEAR:
        assert [reading.default for reading in question.readings] == [True] + [False] * (len(question.readings) - 1)
        name, value = question.readings[0].option.split("=", 1)
        assert getattr(GAMES[question.game](deal=1).state, name) == ast.literal_eval(value)


def test_every_reading_names_a_line_of_the_catalogue_for_perfect_play_and_the_greedy_player():
    lines = {(game, reading, player) for game, reading, player, _ in CATALOGUE}
    for question, reading in READINGS:
        for player in ("perfect", "greedy"):
            assert (question.game, reading.line, player) in lines, (reading.option, player)


def test_the_table_counts_the_same_deals_for_every_measured_line():
    table = readings_table(RESULTS)
    for _, reading, lines in table.rows:
        assert lines["greedy"] is not None, reading.option  # the greedy player is measured everywhere
        assert lines["perfect"] is not None, reading.option
        for line in filter(None, lines.values()):
            assert line.deals == 1000


def test_the_table_text_shows_every_reading_its_default_and_the_unknowns_apart():
    text = str(readings_table(RESULTS))
    for question, reading in READINGS:
        assert reading.option + (" *" if reading.default else "") in text
        assert question.question in text
    assert "unknown" in text.splitlines()[0] and "at most" in text.splitlines()[0]
    assert set(PLAYERS) == {"perfect", "fair", "greedy"}


def test_a_reading_that_is_not_there_gets_a_clear_error():
    with pytest.raises(ValueError, match="no reading 'follow_suit=maybe'"):
        readings_table(RESULTS).line("follow_suit=maybe", "perfect")


def lesson_cells():
    return json.loads(LESSON.read_text(encoding="utf-8"))["cells"]


def test_the_readings_lesson_fits_a_class_and_ends_with_what_you_learned():
    cells = lesson_cells()
    assert len(cells) <= 40
    code = ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "code"]
    assert all(1 <= len(source.splitlines()) <= 5 for source in code)
    assert sum("exercise" in cell["metadata"].get("tags", []) for cell in cells) >= 3
    tail = "".join("".join(cell["source"]) for cell in cells[-2:])
    assert "## What you learned" in tail and ".ipynb)" in tail


def test_the_readings_lesson_shows_the_table_from_the_results_files():
    cells = lesson_cells()
    shown = [cell for cell in cells if cell["cell_type"] == "code" and "readings_table(" in "".join(cell["source"])]
    assert shown, "a cell shows the table (folded until the two predictions above it are answered)"
    stored = shown[0]["outputs"][0]["data"]
    table = readings_table(RESULTS)
    shown = "".join(stored["text/html"])
    assert table.html(undecided=["maids.19"]) in shown
    # readings.9 asks the learner to choose maids.19's default: the table opened before it does not mark one
    maids_19 = shown.split("maids.19:", 1)[1].split("<th", 1)[0]
    assert "our default" not in maids_19 and "yours to choose" in maids_19
    assert "".join(stored["text/html"]).startswith("<details>")
    # a class reads each reading in words, never as the option that plays it
    for _, reading in READINGS:
        assert reading.option.split("=")[0] + "=" not in "".join(stored["text/html"]), reading.option


def test_the_table_a_class_reads_says_every_reading_in_its_language():
    from solitaire.languages.i18n import in_language

    english = readings_table(RESULTS).html()
    for question, reading in READINGS:
        assert reading.words and reading.words in english and question.question in english
    with in_language("uk"):
        ukrainian = readings_table(RESULTS).html()
    assert "досконала гра" in ukrainian and "92,4" in ukrainian
    for question, reading in READINGS:
        assert question.question not in ukrainian and f">{reading.words}" not in ukrainian, reading.option


def test_the_readings_lesson_quotes_the_measured_figures():
    prose = " ".join("".join(cell["source"]) for cell in lesson_cells() if cell["cell_type"] == "markdown")
    table = readings_table(RESULTS)
    in_suit = table.line("follow_suit=True", "perfect")
    always = table.line('row_rule="always"', "perfect")
    assert f"In suit perfect play won **{in_suit.won}**" in prose
    assert f"**{always.unknown} unknown**" in prose
    for option in ('deal_when="no_play"', 'deal_when="no_play_first"', "waste_playable=True"):
        assert f"{table.line(option, 'perfect').share_won:.1%}" in prose


@pytest.mark.parametrize("game, readings", [("maids", 6), ("spider", 6)])
def test_the_chart_has_a_panel_a_player_and_a_bar_a_reading(game, readings):
    figure = readings_table(RESULTS).chart(game)
    assert len(figure.axes) == 2  # perfect above, greedy below: two panels at most, for a projector
    for ax in figure.axes:
        assert [tick.get_text().split("=")[0] for tick in ax.get_xticklabels()][0] == "default"
        assert len(ax.get_xticklabels()) == readings


def perfect_verdicts(reading: str) -> dict:
    """deal -> verdict of perfect play under a Maids reading, every pass of the catalogue folded in."""
    from solitaire.solver.results import folded, load_run
    names = next(names for game, line, player, names in CATALOGUE
                 if (game, line, player) == ("maids", reading, "perfect"))
    return {int(row["deal"]): row["verdict"] for row in folded(load_run(RESULTS, name) for name in names)}


def test_the_letter_of_maids_17_lies_between_dealing_at_any_time_and_never_while_a_card_fits():
    # Every move under no_play is a move under no_play_first, and every move under
    # no_play_first one under any_time: a deal won by the stricter is won by the looser.
    any_time = perfect_verdicts("without suit (default)")
    letter = perfect_verdicts("first deal only when nothing fits")
    strict = perfect_verdicts("deal only when nothing fits")
    assert set(letter) == set(range(1, 1001))
    for deal, verdict in letter.items():
        assert not (strict[deal] == "won" and verdict == "lost"), deal
        assert not (verdict == "won" and any_time[deal] == "lost"), deal


def test_the_readings_lesson_asks_its_question_first_and_the_learner_chooses_a_default_last():
    """Issue 42: one driving question at the top, answered by the learner in the last exercise;
    every question under prose, never under the printed answer; a lesson, not a changelog."""
    cells = lesson_cells()
    assert ("**The question of this lesson: where a text is unclear, what decides the rule we play by default: "
            "its words, or a measured figure?**") in "".join(cells[0]["source"])
    asked = [index for index, cell in enumerate(cells) if "exercise" in cell["metadata"].get("tags", [])]
    assert "".join(cells[asked[-1]]["source"]).strip() == 'exercise("readings.9")'
    assert all(cells[index - 1]["cell_type"] == "markdown" for index in asked)
    table_cell = next(index for index, cell in enumerate(cells) if "readings_table(" in "".join(cell["source"]))
    assert asked[0] < table_cell and asked[1] < table_cell, "the two predictions come before the table"
    text = "\n".join("".join(cell["source"]) for cell in cells)
    for history in ("at first", "times faster", "521", "479", "kinds of hard"):
        assert history not in text, history
    printed = "".join("".join(output.get("text", "")) for cell in cells for output in cell.get("outputs", []))
    assert "{'" not in printed and "<" not in printed


def test_a_move_question_with_the_stock_empty_asks_for_a_move_or_the_redeal():
    """readings.7 (Spider deal 75, stock empty): the box offers the redeal, the move there is, not a
    deal the engine would refuse; a typed deal is told why, and the class's language names the redeal."""
    from solitaire.exercises import exercise
    from solitaire.exercises.core import prompt_words
    from solitaire.languages.i18n import in_language

    question = exercise("readings.7")
    assert question.prompt == "a move, such as L2→A2 or redeal"
    assert not question.submit("deal").correct and "stock is empty" in question.submit("deal").message
    with in_language("uk"):
        assert prompt_words(question.prompt).endswith("«перездати»")


def test_the_redeal_question_names_the_card_the_new_stock_puts_on_l3():
    """readings.8 (a deal stuck with only the redeal left): the right choice is the card the engine's
    first group of round 2 puts on L3, the tenth pile clockwise: the tenth card of the piles gathered
    T1 first, each from its bottom card up (T1 holds fewer than ten, so it is one of T2's), not L3's own."""
    from solitaire.exercises import exercise, position_game

    game = position_game("readings.8")
    assert [str(move) for move in game.legal_moves()] == ["redeal"]
    clockwise = ("T1", "T2", "R1", "R2", "R3", "R4", "B2", "B1", "L4", "L3", "L2", "L1")
    gathered = [str(card) for pile in clockwise for card in game.cards(pile)]
    tenth, own = gathered[9], str(game.cards("L3")[0])
    assert len(game.cards("T1")) < 8 and tenth in map(str, game.cards("T2"))
    game.play("redeal")
    game.play("deal")
    assert str(game.cards("L3")[-1]) == tenth != own
    assert exercise("readings.8").submit(f"the {tenth}").correct
    assert not exercise("readings.8").submit(f"the {own}").correct


def test_the_forced_play_question_buries_the_card_dealing_first_would_save():
    """readings.6 (deal 336 under the strictest reading): after the forced 9♥ and two deals the 7♦ is
    the waste's top card and no card may be played; under our default, dealing first wins."""
    from solitaire import Maids, solve
    from solitaire.exercises import exercise, position_game

    strict = position_game("readings.6")
    for move in ("L3→F1", "deal", "deal"):
        strict.play(move)
    assert str(strict.cards("waste")[-1]) == "7♦" and [str(move) for move in strict.legal_moves()] == ["deal"]
    free = Maids(deal=336)
    for move in position_game("readings.6").history:
        free.play(move)
    verdicts = {str(move): solve(free.at(free.apply(free.state, move))).verdict for move in free.legal_moves()}
    assert verdicts == {"L3→F1": "lost", "deal": "won"}
    assert solve(Maids(deal=336, deal_when="no_play")).verdict == "lost"
    assert exercise("readings.6").submit("c").correct
