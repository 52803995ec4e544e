"""One word for one thing: the catalogs follow the terminology table.

``solitaire/texts/terminology.json`` names, for each concept of the games (a numbered deal,
the redeal, a side column, the waste, …), the Ukrainian and Russian words the catalogs use and
the words ruled out for it, each ruled-out word with a regular expression that catches its
inflected forms (stems and endings) and, when the word is wrong only in one sense, the English
the rule is scoped to («нова роздача» is right for "New deal", wrong for a redeal). These tests
fail when a translation in ``solitaire/locale/{uk,ru}/LC_MESSAGES/*.po`` (lessons.po too) or a source
sentence's translation in ``solitaire/texts/*.json`` uses a ruled-out word,
when a concept's chosen word is used nowhere, or when a message whose English names a concept
(where the table asks for it) does not use the chosen word.

``python tests/texts/test_terminology.py`` rewrites ``terminology.md``, the table's readable rendering,
which a test keeps equal to the table.
"""

import json
import re
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
TABLE_PATH = ROOT / "solitaire" / "texts" / "terminology.json"
RENDERING_PATH = TABLE_PATH.with_suffix(".md")
LOCALE = ROOT / "solitaire" / "locale"
TEXTS = ROOT / "solitaire" / "texts"
LANGUAGE_CODES = ("uk", "ru")
LANGUAGE_NAMES = {"uk": "Ukrainian", "ru": "Russian"}
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def load_table() -> dict:
    return json.loads(TABLE_PATH.read_text(encoding="utf-8"))


TABLE = load_table()
CONCEPTS = TABLE["concepts"]
CASES = [(code, concept["id"]) for code in LANGUAGE_CODES for concept in CONCEPTS]


def word_pattern(text: str) -> re.Pattern:
    return re.compile(text, re.IGNORECASE)


def translations(code: str) -> list[tuple[str, str, str]]:
    """(catalog file name, English, translation) for every translated string of a language's catalogs
    (each plural form on its own), placeholders blanked so that a field name never counts as a word."""
    found = []
    for path in sorted((LOCALE / code / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as handle:
            catalog = read_po(handle)
        for message in catalog:
            if not message.id:
                continue
            english = " || ".join(message.id) if isinstance(message.id, tuple) else message.id
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            found += [(path.name, english, PLACEHOLDER.sub(" ", text)) for text in strings if text]
    return found + text_translations(code)


def text_translations(code: str) -> list[tuple[str, str, str]]:
    """(texts file name, English, translation) for every sentence of the source texts translated into
    the language: a lesson shows these lines beside the catalogs' notes, so they keep the same words."""
    found = []
    for path in sorted(TEXTS.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or "sentences" not in data:
            continue
        found += [(path.name, sentence["english"], sentence[code])
                  for sentence in data["sentences"] if sentence.get(code)]
    return found


@pytest.fixture(scope="module")
def catalogs() -> dict:
    return {code: translations(code) for code in LANGUAGE_CODES}


def concept_by_id(name: str) -> dict:
    return next(concept for concept in CONCEPTS if concept["id"] == name)


def test_the_table_is_complete_and_its_patterns_catch_the_words_they_rule_out():
    ids = [concept["id"] for concept in CONCEPTS]
    assert len(ids) == len(set(ids)), "a concept is listed twice"
    for concept in CONCEPTS:
        assert concept["english"].strip(), concept["id"]
        for code in LANGUAGE_CODES:
            entry = concept[code]
            assert entry["use"], (concept["id"], code)
            if entry["pattern"] is not None:
                chosen = word_pattern(entry["pattern"])
                assert any(chosen.search(word) for word in entry["use"]), (concept["id"], code, entry["use"])
            for rule in entry["avoid"]:
                assert rule["why"].strip() and rule["word"].strip(), (concept["id"], code, rule)
                example = rule["word"].split(" (")[0]
                assert all(word_pattern(rule["pattern"]).search(form.strip()) for form in example.split("/")), \
                    f"{concept['id']}/{code}: the pattern {rule['pattern']!r} misses its own word {rule['word']!r}"
                if "where" in rule:
                    re.compile(rule["where"])


@pytest.mark.parametrize("code, name", CASES)
def test_no_catalog_uses_a_word_the_table_rules_out(code, name, catalogs):
    concept = concept_by_id(name)
    offences = []
    for rule in concept[code]["avoid"]:
        avoided = word_pattern(rule["pattern"])
        scope = re.compile(rule["where"]) if "where" in rule else None
        for file, english, text in catalogs[code]:
            if (scope is None or scope.search(english)) and (hit := avoided.search(text)):
                offences.append(f"{file}: «{hit.group(0)}» ({rule['why']}) in: {text[:160]}")
    assert not offences, f"{len(offences)} ruled-out {LANGUAGE_NAMES[code]} words for {name}:\n" + \
        "\n".join(offences[:12])


@pytest.mark.parametrize("code, name", CASES)
def test_each_chosen_word_is_used(code, name, catalogs):
    entry = concept_by_id(name)[code]
    if entry["pattern"] is None:
        return
    chosen = word_pattern(entry["pattern"])
    assert any(chosen.search(text) for _, _, text in catalogs[code]), \
        f"no {LANGUAGE_NAMES[code]} message says {entry['use']} for {name}"


@pytest.mark.parametrize("code, name", [(code, name) for code, name in CASES if "require" in concept_by_id(name)[code]])
def test_a_message_that_names_a_concept_uses_its_word(code, name, catalogs):
    entry = concept_by_id(name)[code]
    scope, chosen = re.compile(entry["require"]["english"]), word_pattern(entry["pattern"])
    # a source sentence's translation keeps the text's own word («стовпці» for «столбики»), so only the
    # catalogs must name the concept by the table's word
    missing = [f"{file}: {english[:80]} → {text[:120]}" for file, english, text in catalogs[code]
               if file.endswith(".po") and scope.search(english) and not chosen.search(text)]
    assert not missing, f"{len(missing)} {LANGUAGE_NAMES[code]} messages miss {entry['use']} " \
        f"({entry['require']['why']}):\n" + "\n".join(missing[:12])


def render(table: dict) -> str:
    """The table as Markdown: one section per concept, the chosen and ruled-out words per language."""
    lines = ["# Terminology: one word for one thing", "",
             "Generated from `terminology.json` by `python tests/texts/test_terminology.py`; edit the JSON.", "",
             table["about"], "",
             "| concept | Ukrainian | Russian |", "| --- | --- | --- |"]
    for concept in table["concepts"]:
        cells = [concept["english"]] + [", ".join(f"«{word}»" for word in concept[code]["use"])
                                         for code in LANGUAGE_CODES]
        lines.append("| " + " | ".join(cell.replace("|", "/") for cell in cells) + " |")
    lines += ["", "## Ruled out", ""]
    for concept in table["concepts"]:
        for code in LANGUAGE_CODES:
            for rule in concept[code]["avoid"]:
                scope = f" (only where the English matches `{rule['where']}`)" if "where" in rule else ""
                lines.append(f"- **{concept['id']}**, {LANGUAGE_NAMES[code]}: not «{rule['word']}»: "
                             f"{rule['why']}{scope}.")
    return "\n".join(lines) + "\n"


def test_the_readable_rendering_is_the_table():
    assert RENDERING_PATH.read_text(encoding="utf-8") == render(TABLE), \
        "terminology.md is stale: run python tests/texts/test_terminology.py"


if __name__ == "__main__":
    RENDERING_PATH.write_text(render(load_table()), encoding="utf-8")
    sys.exit(0)
