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
    assert table[2].split()[:6] == ["fair", "hint", "1,000", "985", "15", "0"] and "98.5% (97.5%..99.1%)" in table[2]


def test_a_tables_counts_are_grouped_as_its_prose_writes_them():
    """A native reader met «10000» in a table under prose that writes «10 000»."""
    with in_language("uk"):
        assert "\u00a01\u00a0000 " in spider_table() or " 1\u00a0000 " in spider_table()


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


@pytest.mark.parametrize("code", ["en", "uk", "ru"])
def test_the_fresh_positions_fold_says_each_moves_verdict_and_the_hints_choice_in_the_class_language(code):
    """the fresh positions' folds: what the search found after each move, and how the fair hint's guesses scored them."""
    from types import SimpleNamespace
    game = Maids(deal=42)
    move = game.legal_moves()[0]
    scores = SimpleNamespace(best=move, scores={move: 1 / 6}, samples=6)
    with in_language(code):
        lines = [say.after_move_line(game, move, solve(game.at(game.apply(game.state, move)))),
                 say.hint_choice_line(game, scores)]
    assert str(move) not in " ".join(lines), "the move is said by its card, never spelt as the answer"
    card = str(game.cards(move.source)[-1])
    assert "of 6" in lines[1] if code == "en" else "6" in lines[1]
    if code == "en":
        assert lines[0].startswith(f"Playing the {card} from {move.source}: won after ")
        assert lines[1].endswith(f"it played the {card} from {move.source}.")
    else:
        assert not any(word in " ".join(lines) for word in ("Playing", "won", "played", "guesses", " from ")), lines
