"""A run's line (str of WinRates, the stats command's first line) is said in the language in use."""
import pytest

from solitaire.languages import in_language
from solitaire.solver.stats import DealResult, WinRates


def rates(*verdicts):
    return WinRates("maids", "perfect", {}, [DealResult(deal, verdict, 0, 0, 0.0)
                                             for deal, verdict in enumerate(verdicts, 1)])


@pytest.mark.parametrize("code, words", [
    ("en", "maids (perfect): 2 deals, won 1, lost 1, unknown 0; win rate 50.0%"),
    # The game and the player in the class's words, a decimal comma, and ru's own verb for a deal that comes out.
    ("uk", "Дванадцять сплячих дів (досконала гра): 2 роздачі, виграно 1, програно 1, невідомо 0; "
           "частка виграних серед розв’язаних роздач 50,0\u00a0%"),
    ("ru", "Двенадцать спящих дев (идеальная игра): 2 расклада, сошлось 1, не сошлось 1, неизвестно 0; "
           "доля сошедшихся среди раскладов с известным исходом 50,0\u00a0%"),
])
def test_a_run_says_its_counts_and_rate_in_the_language_in_use(code, words):
    with in_language(code):
        assert str(rates("won", "lost")).startswith(words)


def test_one_deal_is_counted_in_the_singular_and_an_undecided_run_has_no_rate():
    line = str(rates("unknown"))
    assert ": 1 deal, won 0" in line and line.endswith("no win rate: no deal decided")
    with in_language("uk"):
        assert "1 роздача" in str(rates("unknown"))
