"""A text that is no move is refused with the keywords of its own game: Twelve Sleeping Maids deals
but has no redeal («Без пересдачи», played «в один тур»), so its refusal never offers one; Spider's
offers both."""
import pytest

from solitaire import Maids, Spider
from solitaire.exercises import exercise
from solitaire.languages.i18n import set_language
from solitaire.moves import IllegalMove


@pytest.mark.parametrize("text", ["foo", "L2 F1 R3", "x" * 60])
def test_a_maids_refusal_offers_deal_and_never_redeal(text):
    with pytest.raises(IllegalMove) as caught:
        Maids(deal=1).play(text)
    assert "'deal'" in str(caught.value) and "redeal" not in str(caught.value)


def test_a_maids_answer_box_refuses_a_text_with_the_games_own_keywords():
    message = exercise("03.1").submit("foo").message
    assert "'deal'" in message and "redeal" not in message


def test_a_spider_refusal_still_offers_both_keywords():
    with pytest.raises(IllegalMove) as caught:
        Spider(deal=1).play("foo")
    assert "'deal' or 'redeal'" in str(caught.value)


@pytest.mark.parametrize("code, deal, redeal", [("uk", "«роздати»", "перездати"), ("ru", "«сдать»", "пересдать")])
def test_a_translated_maids_refusal_names_only_its_deal(code, deal, redeal):
    set_language(code)
    try:
        with pytest.raises(IllegalMove) as caught:
            Maids(deal=1).play("foo")
        said = str(caught.value)   # read in the language in use (a refusal is said again after a switch)
    finally:
        set_language(None)
    assert deal in said and redeal not in said
