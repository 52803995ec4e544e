"""Running text as the class's language writes it: after a colon, Ukrainian and Russian go on in lower case."""
from __future__ import annotations

import pytest

from solitaire.languages import after_colon, in_language


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
