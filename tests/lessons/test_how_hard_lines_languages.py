"""What the lesson "How hard is it?" prints is said in the class's language: a Ukrainian or Russian
class reads its searches, its tables and its replay in its own words and number format."""
from pathlib import Path

import pytest

from solitaire import Maids, Spider, solve
from solitaire.draw import search_lines as say
from solitaire.languages.i18n import in_language
from solitaire.solver.results import final_table

PLAYERS = ("perfect", "fair", "greedy")
RESULTS = Path(__file__).resolve().parents[2] / "benchmarks" / "results"


def spider_table():
    return say.results_table(final_table(RESULTS, deals=range(1, 1001)), "spider", "default", PLAYERS)


def printed():
    game = Spider(deal=17)
    return "\n".join([say.searched_line(Maids(deal=23), solve(Maids(deal=23))),
                      say.budget_search_line(game, 20_000, solve(game, max_nodes=20_000)),
                      say.only_move_line(59, ["deal"]), say.dealt_until_line(47, "lost"),
                      say.deals_caption(1_000), spider_table()])


def test_in_english_the_table_keeps_the_results_figures():
    table = spider_table().splitlines()
    assert table[0].split()[:4] == ["deals", "won", "lost", "unknown"]
    assert table[2].split()[:6] == ["fair", "hint", "1000", "985", "15", "0"] and "98.5% (97.5%..99.1%)" in table[2]


@pytest.mark.parametrize("code, words", [("uk", ("позицій", "роздачі", "чесна підказка", "98,5\u00a0%")),
                                          ("ru", ("позиций", "расклады", "честная подсказка", "98,5\u00a0%"))])
def test_a_class_reads_every_line_in_its_language(code, words):
    with in_language(code):
        text = printed()
    assert all(word in text for word in words), text
    for english in ("positions", "budget", "deals", "won", "lost", "unknown", "the game", "fair hint"):
        assert english not in text, english
    assert "12\u00a0153" in text and "20\u00a0000" in text     # thousands apart by a no-break space


def test_a_player_not_measured_is_named():
    with pytest.raises(ValueError, match="no results for spider, 'default', careful"):
        say.results_table(final_table(RESULTS, deals=range(1, 11)), "spider", "default", ("perfect", "careful"))
