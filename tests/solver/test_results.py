"""The final table of the results files: every pass folded in once, figures the lessons quote."""
from pathlib import Path

import pytest

from solitaire.solver.results import Line, Run, final_table, folded, line_of, load_run, percent, table_text

RESULTS = Path(__file__).resolve().parents[2] / "benchmarks" / "results"


def run(name, *rows):
    return Run(name, "# test", [{"deal": str(deal), "verdict": verdict} for deal, verdict in rows])


def test_a_later_pass_replaces_only_the_unknown_deals():
    first = run("first", (1, "won"), (2, "unknown"), (3, "unknown"))
    second = run("second", (2, "lost"), (3, "unknown"))
    third = run("third", (3, "won"))
    assert [(row["deal"], row["verdict"]) for row in folded([first, second, third])] == [
        ("1", "won"), ("2", "lost"), ("3", "won")]


def test_a_pass_that_overrules_a_decided_deal_is_refused():
    with pytest.raises(ValueError, match="lists deal 1, which the passes before it decided"):
        folded([run("first", (1, "won")), run("second", (1, "lost"))])


def test_a_file_that_is_not_a_results_file_is_refused(tmp_path):
    (tmp_path / "x.csv").write_text("# cmd\na,b\n1,2\n", encoding="utf-8")
    with pytest.raises(ValueError, match="x.csv is not a results file"):
        load_run(tmp_path, "x.csv")
    with pytest.raises(ValueError, match="cannot read the results file missing.csv"):
        load_run(tmp_path, "missing.csv")


def test_the_final_maids_figures_fold_in_all_three_passes():
    lines = {(line.game, line.reading, line.player): line for line in final_table(RESULTS)}
    perfect = lines["maids", "without suit (default)", "perfect"]
    assert (perfect.won, perfect.lost, perfect.unknown) == (9327, 639, 34)
    assert perfect.runs[-1] == "maids_perfect_third_pass_1-1000.csv"
    in_suit = lines["maids", "in suit", "perfect"]
    assert (in_suit.won, in_suit.lost, in_suit.unknown) == (3, 9987, 10)
    assert "0.03%" in str(in_suit)


def test_deals_one_to_a_thousand_are_all_proven_lost_in_suit():
    rows = folded([load_run(RESULTS, "maids_perfect_follow_suit_1-10000.csv"),
                   load_run(RESULTS, "maids_perfect_follow_suit_second_pass_1-10000.csv")])
    assert {row["verdict"] for row in rows if int(row["deal"]) <= 1000} == {"lost"}


def test_players_compare_on_the_same_deals():
    lines = final_table(RESULTS, deals=range(1, 1001))
    perfect = line_of(lines, "maids", "without suit (default)", "perfect")
    assert (perfect.won, perfect.lost, perfect.unknown) == (924, 75, 1)
    fair = line_of(lines, "maids", "without suit (default)", "fair")
    assert (fair.won, fair.deals) == (289, 1000)
    assert line_of(lines, "maids", "without suit (default)", "greedy").won == 107


def test_the_share_won_counts_unknown_deals_as_not_won():
    line = Line("spider", "row rule all game", "perfect", 3, 0, 997)
    assert line.share_won == 0.003 and line.rate == 1.0
    low, high = line.share_interval
    assert low < 0.003 < high < 0.01


def test_a_missing_line_names_the_readings_measured():
    with pytest.raises(ValueError, match="readings measured: .*no row rule"):
        line_of(final_table(RESULTS), "spider", "clockwise", "perfect")


def test_the_table_for_people_gives_the_share_of_all_deals_and_its_upper_bound():
    text = table_text([Line("spider", "row rule all game", "perfect", 3, 0, 997)], labels=["always"])
    header, row = text.splitlines()
    assert "won (95 % interval)" in header and "at most" in header
    assert row.split()[:5] == ["always", "1000", "3", "0", "997"]
    assert "0.30% (0.10%..0.88%)" in row and row.endswith("100.0%")


def test_a_line_prints_the_same_share_of_all_deals_as_the_table_with_at_most_beside_it():
    # 930 won, 60 lost, 10 unknown: 93.9 % of the decided deals, but 93.0 % of all deals
    # (at most 94.0 %); only the share of all deals is printed, in every text.
    line = Line("maids", "a reading", "perfect", 930, 60, 10)
    text, table = str(line), table_text([line])
    assert "93.0% (91.2%..94.4%) of all deals, at most 94.0%" in text
    assert "93.0% (91.2%..94.4%)" in table and "94.0%" in table
    assert "93.9%" not in text and "93.9%" not in table
    assert "at most" not in str(Line("maids", "a reading", "greedy", 107, 893, 0))
    assert "no deals" in str(Line("maids", "a reading", "fair", 0, 0, 0))


def test_every_line_of_the_final_table_prints_the_percentage_the_table_prints():
    for line in final_table(RESULTS, deals=range(1, 1001)):
        low, high = line.share_interval
        share = f"{percent(line.share_won)} ({percent(low)}..{percent(high)})"
        assert share in str(line) and share in table_text([line]), line
