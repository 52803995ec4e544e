"""Every control a class sees speaks its language (issue 44): a Ukrainian or Russian board, puzzle,
trainer or classroom page carries no English word on a button, a box, a tooltip, a choice or a
line of text. The only Latin words allowed are notation: the games' option names and values (a
teacher's setting), sentence ids (maids.11), puzzle ids, the Enter key and the ipyevents extension.
"""
from __future__ import annotations

import html
import re

import pytest

from solitaire import Maids, Spider, play, puzzles, train
from solitaire.classroom import classroom
from solitaire.languages.i18n import LANGUAGES, in_language

#: The traits that hold words a class reads.
TEXT_TRAITS = ("description", "tooltip", "placeholder", "title", "titles", "options", "tooltips", "value")
#: Latin words that are notation, the same in every language.
NOTATION = {"Enter", "ipyevents", "True", "False", *LANGUAGES.values(),
            "Helena"}   # St. Helena, another game of the family, as the texts cite it
LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z_']{2,}")
IDS = re.compile(r"\b(?:maids|spider)[.-]\d+")


def option_words() -> set[str]:
    words = set(NOTATION)
    for game in (Maids, Spider):
        for name, option in game.options.items():
            words.add(name)
            words.update(str(choice) for choice in getattr(option, "choices", ()) or ())
    return words


def texts(widget, path="", seen=None):
    """(where, text) of every text on a widget tree."""
    seen = set() if seen is None else seen
    if id(widget) in seen:
        return
    seen.add(id(widget))
    for trait in TEXT_TRAITS:
        if not widget.has_trait(trait):
            continue
        value = getattr(widget, trait)
        if trait == "value" and type(widget).__name__ not in ("HTML", "Label", "HTMLMath"):
            continue
        items = [value] if isinstance(value, str) else value if isinstance(value, (tuple, list)) else ()
        for item in items:
            item = item[0] if isinstance(item, tuple) else item
            if isinstance(item, str):
                yield f"{path}.{trait}", item
    for number, child in enumerate(getattr(widget, "children", ()) or ()):
        yield from texts(child, f"{path}/{type(child).__name__}{number}", seen)


def english_words(text: str, allowed: set[str]) -> set[str]:
    """The Latin words of ``text`` (an HTML widget's markup, styles and code left out) that are no notation."""
    text = re.sub(r"<(style|code)\b.*?</\1>", " ", text, flags=re.S)
    text = re.sub(r"<[^>]+>", " ", html.unescape(text))
    return {word for word in LATIN_WORD.findall(IDS.sub(" ", text)) if word not in allowed}


def untranslated(make) -> list[tuple[str, str]]:
    widget = make()
    allowed = option_words()
    return [(where, text) for where, text in texts(widget) if english_words(text, allowed)]


MAKERS = {
    "maids board": lambda: play(Maids(deal=1)),
    "spider board": lambda: play(Spider(deal=7)),
    "spider puzzle": lambda: play(puzzles("spider")[3]),
    "maids trainer": lambda: train("maids"),
    "classroom page": lambda: classroom("Spider"),
    "classroom page, maids": lambda: classroom("Twelve Sleeping Maids"),
}


@pytest.mark.parametrize("code", ["uk", "ru"])
@pytest.mark.parametrize("what", MAKERS)
def test_no_control_is_left_in_english(what, code):
    with in_language(code):
        found = untranslated(MAKERS[what])
    assert not found, found[:5]


def test_the_check_sees_an_english_control():
    """The English board fails the same check: it finds what it is meant to find."""
    with in_language("en"):
        found = dict(untranslated(MAKERS["maids board"]))
    assert any(text == "Undo" for text in found.values())
