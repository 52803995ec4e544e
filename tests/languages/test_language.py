"""Choosing the language a class sees: set_language, language, the environment, listeners."""

import pytest

import solitaire
from solitaire.languages import i18n as lang


@pytest.fixture(autouse=True)
def english_after():
    yield
    lang.set_language(None)


def test_set_language_chooses_and_language_says_which():
    solitaire.set_language("uk")
    assert solitaire.language() == "uk"
    solitaire.set_language("RU ")
    assert solitaire.language() == "ru"


@pytest.mark.parametrize("bad", ["fr", "", "ukr", 3, None.__class__])
def test_an_unknown_language_is_a_value_error_naming_it_and_the_ones_there_are(bad):
    solitaire.set_language("uk")
    with pytest.raises(ValueError, match=r"unknown language .*en \(English\), uk \(Українська\), ru \(Русский\)"):
        solitaire.set_language(bad)
    assert solitaire.language() == "uk"


@pytest.mark.parametrize("environ, expected", [
    ({"LANGUAGE": "uk:en", "LANG": "C.UTF-8"}, "uk"),
    ({"LC_ALL": "ru_RU.UTF-8"}, "ru"),
    ({"LC_MESSAGES": "uk_UA@euro"}, "uk"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LC_ALL": "C", "LANG": "uk_UA.UTF-8"}, "en"),
    ({}, "en"),
])
def test_by_default_the_language_follows_the_environment(environ, expected):
    assert lang.environment_language(environ) == expected


def test_set_language_none_follows_the_environment_again(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "ru")
    solitaire.set_language("uk")
    solitaire.set_language(None)
    assert solitaire.language() == "ru"


def test_in_language_switches_for_a_block_only():
    solitaire.set_language("ru")
    with lang.in_language("uk") as code:
        assert code == "uk" and solitaire.language() == "uk"
    assert solitaire.language() == "ru"


def test_a_listener_hears_each_switch_while_it_lives():
    heard = []

    class Board:
        def relabel(self):
            heard.append(solitaire.language())

    board = Board()
    lang.on_language_change(board.relabel)
    solitaire.set_language("uk")
    solitaire.set_language("uk")        # no switch, no call
    solitaire.set_language("ru")
    assert heard == ["uk", "ru"]
    del board
    solitaire.set_language("uk")
    assert heard == ["uk", "ru"]


def test_a_message_missing_from_a_catalog_is_said_in_english():
    _ = lang.translator("engine")
    solitaire.set_language("uk")
    assert _("no such message, surely") == "no such message, surely"


def test_an_unknown_domain_is_refused():
    with pytest.raises(ValueError, match="unknown message domain 'lessons'"):
        lang.translator("lessons")


# --- F46: a value that is no language is quoted short, whatever it is ----------------------

class HostileRepr:
    def __repr__(self):
        raise RuntimeError("a repr that fails")


class HostileText(str):
    def __repr__(self):
        raise RuntimeError("a repr that fails")


@pytest.mark.parametrize("make, shown", [
    (lambda: list(range(10**6)), "[0, 1, 2, 3, ...]"),
    (lambda: 10**5000, "an integer of about 5,001 digits"),
    (HostileRepr, "<HostileRepr instance at "),
    (lambda: HostileText("zz"), "<HostileText instance at "),
    (lambda: "x" * 10**6, "'xxxxxxxxxxxxxxxxx...xxxxxxxxxxxxxxxxxx'"),
    (lambda: {"uk": [1] * 10**5}, "{'uk': [1, 1, 1, 1, ...]}"),
    (lambda: b"uk", "b'uk'"),
    (lambda: 3.5, "3.5"),
], ids=["million-list", "5001-digits", "hostile-repr", "hostile-text", "million-characters", "dict", "bytes", "float"])
def test_a_value_that_is_no_language_is_quoted_short_and_never_raises_anything_else(make, shown):
    solitaire.set_language("ru")
    with pytest.raises(ValueError) as refusal:
        solitaire.set_language(make())
    message = str(refusal.value)
    assert message.startswith(f"unknown language {shown}") and len(message) < 160
    assert message.endswith("the languages are en (English), uk (Українська), ru (Русский)")
    assert solitaire.language() == "ru"
