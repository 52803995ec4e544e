"""A translated lesson: its figures of Spider's places may use the class's labels, and its links to lessons only in English say so.

The lessons catalog keeps inline code and code blocks the same in a translation, but a Ukrainian or
Russian board labels Spider's piles С1–С12 and its bases Б1–Б8 (a Latin T1 or A1 reads as a card
there), so a translated figure of the places says what its board says: the places are read back and
the figure's spacing, which a longer label moves, is not compared. Anything else in code still counts.
"""
from solitaire.texts.lessons import notation_differences

ENGLISH = "The places:\n\n```\n          T1   T2\n    L1   A1   K1    R1\n          B1   B2\n```\n"


def test_a_figure_of_spider_places_may_use_the_boards_labels():
    ukrainian = "Місця:\n\n```\n           С1   С2\n    С12   Б1   Б5    С3\n           С8   С7\n```\n"
    assert notation_differences(ENGLISH, ukrainian) == []


def test_a_figure_that_names_other_places_is_still_refused():
    swapped = "Місця:\n\n```\n           С2   С1\n    С12   Б1   Б5    С3\n           С8   С7\n```\n"
    assert [line.split(":")[0] for line in notation_differences(ENGLISH, swapped)] == ["inline code"]
    assert notation_differences("`L1` and `F2`", "`L1` і `F3`")


def test_a_link_to_a_lesson_only_in_english_says_so_in_the_class_language():
    from solitaire.texts.lesson_notebooks import in_english_note, relinked

    text = "**[Далі: Урок 03](03_maids_play_a_deal.ipynb)** · [Урок 00](00_start_here.ipynb) · ![дошка](../docs/a.png)"
    assert relinked(text, {"00_start_here"}, in_english_note("uk")) == (
        "**[Далі: Урок 03](../03_maids_play_a_deal.ipynb)** (англійською) · [Урок 00](00_start_here.ipynb)"
        " · ![дошка](../../docs/a.png)")
    assert in_english_note("ru") == " (на английском)"
