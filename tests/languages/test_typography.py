"""Running text as the class's language writes it: after a colon, Ukrainian and Russian go on in lower case."""
from __future__ import annotations

import pytest

from solitaire.languages import after_colon, in_language, quoted_inside


@pytest.mark.parametrize("code, text, said", [
    ("ru", "Можно ходить любой картой", "можно ходить любой картой"),
    ("uk", "Можна ходити", "можна ходити"),
    ("ru", "Т на карте — туз", "Т на карте — туз"),       # a card letter keeps its capital
    ("ru", "С1 С2 — верхние столбики", "С1 С2 — верхние столбики"),   # so does a place label
    ("ru", "", ""),
    ("en", "Any card of a side column", "Any card of a side column"),
])
def test_after_a_colon_a_word_goes_on_in_lower_case_in_ukrainian_and_russian_only(code, text, said):
    with in_language(code):
        assert after_colon(text) == said


@pytest.mark.parametrize("code, said", [("ru", "в „Пауке“ все карты открыты"), ("uk", "в „Пауке“ все карты открыты"),
                                        ("en", "в «Пауке» все карты открыты")])
def test_a_quotation_inside_guillemets_takes_the_inner_marks(code, said):
    with in_language(code):
        assert quoted_inside("в «Пауке» все карты открыты") == said
