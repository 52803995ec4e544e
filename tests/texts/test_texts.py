"""The source texts as data: sentence split, ids, translations and the API."""
from __future__ import annotations

import doctest
import json
import re
from importlib import resources
from pathlib import Path

import pytest

import solitaire.texts as texts
from solitaire.texts import (
    GAMES, Passage, Sentence, UnknownSentenceError, about, glossary, markdown,
    sentence, sentences, show, source_text,
)

SEEDS = Path(__file__).resolve().parents[2].parent / "shared" / "seeds"
SOURCES = {"spider": "000_12cc92657bb3930b.txt", "maids": "002_028120589017626b.txt"}
COUNTS = {"spider": 25, "maids": 24}
KINDS = {"title", "fact", "layout", "goal", "rule", "end"}


def seed_text(game: str) -> str:
    path = SEEDS / SOURCES[game]
    if not path.exists():
        pytest.skip(f"source texts not found at {SEEDS}")
    return path.read_text(encoding="utf-8")


def split(text: str) -> list[str]:
    """The project's fixed sentence split (other code cites these ids)."""
    parts: list[str] = []
    for line in text.split("\n"):
        if not line.strip():
            continue
        parts += re.split(r'(?<=[.!?])\s+(?=[А-ЯЇІЄҐA-Z0-9"«])', line)
    return parts


def squash(text: str) -> str:
    return " ".join(text.split())


def raw(game: str) -> dict:
    """The JSON file read with nothing but the standard library."""
    path = resources.files("solitaire.texts").joinpath(f"{game}.json")
    return json.loads(path.read_text(encoding="utf-8"))


# --- the data against the seed files ---------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_sentences_join_back_to_the_seed(game):
    seed = seed_text(game)
    joined = " ".join(s.original for s in sentences(game))
    assert squash(joined) == squash(seed)
    final = "\n" if about(game)["final_newline"] else ""
    assert source_text(game) + final == seed  # byte for byte, with the final newline the JSON records


@pytest.mark.parametrize("game", GAMES)
def test_originals_follow_the_fixed_split(game):
    assert [s.original for s in sentences(game)] == split(seed_text(game))


@pytest.mark.parametrize("game", GAMES)
def test_exact_counts(game):
    assert len(sentences(game)) == COUNTS[game]
    assert len(raw(game)["sentences"]) == COUNTS[game]


@pytest.mark.parametrize("game", GAMES)
def test_ids_unique_and_numbered_without_gaps(game):
    items = sentences(game)
    ids = [s.id for s in items]
    assert len(set(ids)) == len(ids)
    assert ids == [f"{game}.{n}" for n in range(1, len(items) + 1)]
    assert [s.number for s in items] == list(range(1, len(items) + 1))
    assert all(s.game == game for s in items)


@pytest.mark.parametrize("game", GAMES)
def test_every_sentence_is_translated(game):
    for s in sentences(game):
        assert isinstance(s.english, str) and s.english.strip(), s.id
        assert s.english != s.original, s.id
        assert s.note is None or (isinstance(s.note, str) and s.note.strip()), s.id
        assert s.kind in KINDS, s.id


@pytest.mark.parametrize("game", GAMES)
def test_json_top_level(game):
    data = raw(game)
    assert data["game"] == game
    assert data["language"] == {"spider": "uk", "maids": "ru"}[game]
    assert data["source"] == SOURCES[game]
    assert data["title"]
    for entry in data["sentences"]:
        assert {"id", "original", "english", "note"} <= entry.keys()
    assert about(game)["source"] == SOURCES[game]
    assert "sentences" not in about(game)


@pytest.mark.parametrize("game", GAMES)
def test_glossary(game):
    terms = glossary(game)
    assert terms and all(k.strip() and v.strip() for k, v in terms.items())
    terms["scratch"] = "x"                      # a copy: the cache stays clean
    assert "scratch" not in glossary(game)
    table = terms._repr_markdown_()
    assert table.startswith("| term | meaning |")


LEARNERS_WORDS = {
    "maids": {"масть": "suit", "валет": "jack", "дама": "queen", "король": "king", "туз": "ace",
              "рубашкой вверх": "face down", "лицом вверх": "face up", "годные": "fit", "игровые карты": "playable",
              "ряд": "row", "сдавать": "deal", "переносить": "move", "переворачивать": "turn over"},
    "spider": {"масть": "suit", "жінка": "queen", "дама": "queen", "король": "king", "туз": "ace", "ряд": "row",
               "не тасуя": "without shuffling", "за годинниковою стрілкою": "clockwise", "вільний": "free",
               "відкриті карти": "face-up", "розкладати": "deal", "перекладати": "move", "перевертати": "turn over"},
}


@pytest.mark.parametrize("game", GAMES)
def test_the_glossary_holds_the_words_a_learner_needs_with_their_english(game):
    terms = glossary(game)
    for word, english in LEARNERS_WORDS[game].items():
        assert english in terms.meaning(word), (game, word)
    with pytest.raises(KeyError, match="no glossary entry for 'шахи'"):
        terms.meaning("шахи")


def test_glossary_explains_the_texts_own_terms():
    assert {"тіло павука", "базові (карти)"} <= glossary("spider").keys()
    assert {"спящие девы", "принцы", "дуга", "штабель", "столбики"} <= glossary("maids").keys()


# --- spot checks of fixed ids ----------------------------------------------

def test_spider_fixed_ids():
    assert sentence("spider.1").original == "Пасьянс Павук, розкладка, правила"
    assert sentence("spider.1").kind == "title"
    assert "горизонтального ряду" in sentence("spider.9").original
    assert sentence("spider.9").original.startswith("Можна також перекласти")
    assert sentence("spider.25").original.endswith('пасьянс"павук" не вийшов.')
    # glued words are kept exactly as received
    assert "двомаколодамиз" in sentence("spider.3").original
    assert "всімастінатузахпо" in sentence("spider.5").original
    assert "набазові картиз" in sentence("spider.9").original


def test_maids_fixed_ids():
    assert sentence("maids.1").original.startswith("Пасьянс Двенадцать Спящих Дев")
    assert sentence("maids.2").original == "2 колоды."
    assert sentence("maids.3").original == "Легкий."
    assert sentence("maids.4").original == "Без пересдачи."
    assert sentence("maids.19").original.startswith("Игровыми")
    assert sentence("maids.24").original == "Пасьянс раскладывается в один тур."
    assert "основой" in sentence("maids.14").original
    assert "в масть" in sentence("maids.13").original


def test_the_sources_typos_are_remarked_in_the_note_not_in_the_english():
    typos = {"spider.2": "назвапасьянсу", "spider.3": "двомаколодамиз", "spider.5": "всімастінатузахпо",
             "spider.9": "набазові картиз", "spider.17": "зовнішні(Останні)", "spider.20": "кругову",
             "spider.25": "базових,пасьянс", "maids.14": "основой"}
    for sid, typo in typos.items():
        assert typo in sentence(sid).original and typo in sentence(sid).note, sid
    for s in sentences("spider") + sentences("maids"):
        assert "original" not in s.english.lower() and "garbled" not in s.english, s.id


def test_notes_name_the_chosen_options():
    # a lesson shows the Spider notes to a class: they say in plain words what the game can be set to, no identifiers
    assert "the game can be set to keep it all game" in sentence("spider.9").note
    assert "one redeal" in sentence("spider.24").note
    assert not [s.id for s in sentences("spider") if "`" in (s.note or "") or "no option" in (s.note or "").lower()]
    assert "`follow_suit`" in sentence("maids.11").note
    assert "`follow_suit" in sentence("maids.13").note
    assert "clockwise" in sentence("spider.7").note.lower()
    assert "T1 T2 R1" in sentence("spider.6").note
    assert "not playable" in sentence("maids.19").note
    # a lesson shows the Maids notes to a class: they say in plain words that an option plays the other reading
    assert "option of the game plays the strict reading" in sentence("maids.15").note
    assert "option of the game plays the letter" in sentence("maids.17").note and "`deal_when`" in sentence("maids.13").note
    assert "option of the game plays the other reading" in sentence("maids.19").note
    assert "set to the reverse order" in sentence("spider.24").note and "stuck" in sentence("spider.24").note


def outside_brackets(text: str) -> str:
    """``text`` without the translator's [ ... ] (which may hold quoted parentheses)."""
    return re.sub(r"\[[^\]]*\]", "", text)


@pytest.mark.parametrize("game", GAMES)
def test_round_brackets_are_the_authors_and_square_ones_the_translators(game):
    for s in sentences(game):
        english = outside_brackets(s.english)
        assert "[" not in english and "]" not in english, s.id
        assert english.count("(") <= s.original.count("("), s.id


def test_a_packet_is_never_called_a_pack_and_the_waste_pile_is_translated():
    for s in sentences("maids"):
        if re.search(r"пачк|пакет", s.original):
            assert "packet" in s.english and not re.search(r"\bpacks?\b", s.english), s.id
        if "штабел" in s.original:
            assert "штабель" not in outside_brackets(s.english) and "waste pile [штабель" in s.english, s.id
    for s in sentences("maids") + sentences("spider"):
        assert "pip" not in s.english, s.id
    assert "vice versa" in sentence("spider.23").english


READINGS = ("spider.4", "spider.6", "spider.7", "spider.8", "spider.9", "spider.14", "spider.15", "spider.17",
            "spider.20", "spider.21", "spider.23", "spider.24", "maids.7", "maids.10", "maids.13", "maids.14",
            "maids.15", "maids.16", "maids.17", "maids.18", "maids.19", "maids.20", "maids.22")


def test_readings_in_the_notes_are_said_to_be_ours():
    for sid in READINGS:
        assert "we read" in sentence(sid).note.lower() or "we infer" in sentence(sid).note.lower(), sid
    assert "settles" not in sentence("maids.3").note and "supports" in sentence("maids.3").note
    assert "two if it is the first" not in sentence("maids.20").note


@pytest.mark.parametrize("sid, other", [
    ("maids.14", "turned up in place"), ("maids.14", "snake"), ("maids.16", "when the player chooses"),
    ("maids.17", "plays the letter"), ("maids.18", "by choice"), ("maids.20", "one packet in all"),
    ("maids.22", "silence"), ("spider.23", "base ace could pass"),
    ("spider.24", "lifts its foundation restriction"),
])
def test_each_open_sentence_names_the_other_reading(sid, other):
    note = sentence(sid).note
    assert other in note, sid
    # the option that plays it (by name, or in plain words), or that none does
    plain = ("option of the game plays", "the game can be set", "the game does not play")
    assert "no option plays" in note.lower() or "`" in note or any(words in note.lower() for words in plain), sid


def test_another_games_rules_are_cited_as_another_games():
    for sid in ("spider.2", "spider.6", "spider.24"):
        assert "another game" in sentence(sid).note, sid
    assert "pile 12 onto pile 11" in sentence("spider.24").note
    assert "kite" in sentence("spider.2").english and "Box Kite" in sentence("spider.2").note


# --- the API ----------------------------------------------------------------

def test_sentence_is_frozen_and_prints_its_english():
    s = sentence("spider.7")
    assert isinstance(s, Sentence)
    assert str(s) == f"spider.7: {s.english}"
    assert s.language == "uk" and sentence("maids.7").language == "ru"
    with pytest.raises(AttributeError):
        s.english = "changed"


@pytest.mark.parametrize("sid", ["spider.1", "spider.9", "maids.13", "maids.24"])
def test_repr_markdown_shows_original_and_english(sid):
    s = sentence(sid)
    md = s._repr_markdown_()
    assert f"**{sid}**" in md
    assert f"> {s.original}" in md
    assert s.english in md
    if s.note:
        assert f"*Note: {s.note}*" in md


def test_markdown_escapes_markup_and_notes_stay_italic():
    for game in GAMES:
        for s in sentences(game):
            if s.note:      # an asterisk or underscore outside code would break italics
                outside_code = re.sub(r"`[^`]*`", "", s.note)
                assert "*" not in outside_code and "_" not in outside_code, s.id


def test_show_ranges_games_and_tables():
    p = show("spider.8-10", sentence("maids.3"), "maids.20-maids.21")
    assert isinstance(p, Passage)
    assert [s.id for s in p] == ["spider.8", "spider.9", "spider.10", "maids.3",
                                 "maids.20", "maids.21"]
    md = p._repr_markdown_()
    for s in p:
        assert s.original in md and s.english in md
    assert len(show("spider")) == 25
    table = show("maids.13", table=True)._repr_markdown_()
    assert table.splitlines()[0].startswith("| id | original | English |")
    assert "**maids.13**" in table
    assert markdown("maids.13") == show("maids.13").markdown()


def test_sentences_returns_a_copy():
    items = sentences("maids")
    items.clear()
    assert len(sentences("maids")) == 24


@pytest.mark.parametrize("game", ["chess", "", "Spider Solitaire"])
def test_unknown_game_is_a_clear_error(game):
    with pytest.raises(ValueError, match=r"unknown game .*'spider' and 'maids'"):
        sentences(game)
    with pytest.raises(ValueError, match="unknown game"):
        source_text(game)


@pytest.mark.parametrize("sid, message", [
    ("spider.99", r"unknown sentence id 'spider.99': spider has spider.1..spider.25"),
    ("spider.0", r"spider has spider.1..spider.25"),
    ("maids.25", r"maids has maids.1..maids.24"),
    ("chess.1", r"unknown sentence id 'chess.1': the games are"),
    ("spider7", r"malformed sentence id 'spider7'"),
    ("spider.5-30", r"spider has spider.1..spider.25"),
])
def test_unknown_id_is_a_clear_error(sid, message):
    with pytest.raises(KeyError, match=message):
        sentence(sid)
    with pytest.raises(ValueError, match=message):
        show(sid)


def test_a_range_is_not_one_sentence():
    with pytest.raises(UnknownSentenceError, match="is a range"):
        sentence("spider.8-10")


def test_module_doctests():
    result = doctest.testmod(texts, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("game", ["spider", "maids"])
def test_a_note_reads_as_prose_with_no_placeholder_left(game):
    """maids.7's note said "one card face up to L{i}", which a rules sheet and lesson 01 printed as it stands."""
    for item in sentences(game):
        assert not re.search(r"\{\w*\}", item.note or ""), item.id
