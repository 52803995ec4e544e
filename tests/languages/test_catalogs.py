"""The Ukrainian and Russian catalogs are complete, fresh and consistent with the code.

Every message the code marks (and every class-facing string of the data files the catalogs
name, the lessons' question bank too, each of its texts keyed by exercise and field) is in both
languages' ``.po`` files, translated and not fuzzy; each translation keeps its
message's placeholders; the committed ``.mo`` files are what the ``.po`` files compile to. When
one of these fails, run ``make catalogs``, translate what came in empty, and run it again.
"""

import ast
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from solitaire.languages import catalogs
from solitaire.languages.i18n import DOMAINS, LANGUAGES

TRANSLATED = [code for code in LANGUAGES if code != "en"]
CASES = [(code, domain) for code in TRANSLATED for domain in DOMAINS]
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?:![rsa])?(?::[^{}]*)?\}")


def ids(message) -> tuple:
    return message.id if isinstance(message.id, tuple) else (message.id,)


def strings(message) -> tuple:
    return message.string if isinstance(message.string, tuple) else (message.string,)


@pytest.fixture(scope="module")
def extracted():
    return {domain: catalogs.extract(domain) for domain in DOMAINS}


@pytest.mark.parametrize("code, domain", CASES)
def test_every_marked_message_is_in_the_catalog(code, domain, extracted):
    catalog = catalogs.read(code, domain)
    missing = [ids(m)[0] for m in extracted[domain] if m.id and catalog.get(m.id, context=m.context) is None]
    assert not missing, f"{code}/{domain}.po lacks {len(missing)} messages (run make catalogs): {missing[:5]}"


@pytest.mark.parametrize("code, domain", CASES)
def test_every_message_is_translated_and_none_is_fuzzy(code, domain):
    catalog = catalogs.read(code, domain)
    untranslated = [ids(m)[0] for m in catalog if m.id and (m.fuzzy or not all(strings(m)))]
    assert not untranslated, f"{code}/{domain}.po: {len(untranslated)} untranslated or fuzzy: {untranslated[:5]}"


@pytest.mark.parametrize("code, domain", CASES)
def test_a_translation_keeps_its_placeholders(code, domain):
    for message in catalogs.read(code, domain):
        if not message.id:
            continue
        wanted = set(PLACEHOLDER.findall(ids(message)[-1]))
        for string in strings(message):
            if string:
                assert set(PLACEHOLDER.findall(string)) == wanted, (message.id, string)


@pytest.mark.parametrize("code, domain", CASES)
def test_the_committed_mo_is_what_the_po_compiles_to(code, domain):
    path = catalogs.po_path(code, domain).with_suffix(".mo")
    assert path.exists(), f"{path} is missing (run make catalogs)"
    assert path.read_bytes() == catalogs.compiled(catalogs.read(code, domain)), \
        f"{path} is stale (run make catalogs)"


def test_no_message_is_an_f_string():
    """An f-string inside _() cannot be extracted: its English would never be translated."""
    offenders = []
    for domain in DOMAINS:
        for path in catalogs.python_files(domain):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None))
                        in ("_", "N_", "ngettext") and node.args and isinstance(node.args[0], ast.JoinedStr)):
                    offenders.append(f"{path.name}:{node.lineno}")
    assert not offenders, offenders


def test_every_package_file_belongs_to_one_domain():
    package = Path(catalogs.__file__).parent
    covered = {path for domain in DOMAINS for path in catalogs.python_files(domain)}
    marked = {path for path in package.rglob("*.py")
              if re.search(r"\btranslator\(", path.read_text(encoding="utf-8"))
              and path.name not in ("i18n.py", "catalogs.py")}
    assert marked <= covered, sorted(str(p) for p in marked - covered)


#: The keys of an exercise's data that are notation or machinery, the same in every language.
NOT_SAID = {"id", "kind", "answer", "position", "winning", "verdicts", "budget", "stage", "frames",
            "must_include"}  # a move in notation, as "winning" holds


def said_strings(value):
    """Every text under ``value`` a class could read: the strings of fields not in NOT_SAID
    (the values of a mapping, never its keys, which name answers)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for name, item in value.items():
            if name not in NOT_SAID:
                yield from said_strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from said_strings(item)


def test_every_text_of_the_question_bank_is_a_message_of_the_exercises_catalog():
    """A field added to the exercises' data is translated too, or named here as notation."""
    import json
    package = Path(catalogs.__file__).parent
    for path in sorted(package.glob(catalogs.EXERCISE_FILES)):
        for entry in json.loads(path.read_text(encoding="utf-8"))["exercises"]:
            said = {text for _field, text, _note in catalogs.exercise_messages(entry)}
            texts = {text for text in said_strings(entry) if text.strip()}
            assert texts <= said, (entry["id"], sorted(texts - said)[:3])


# --- the lessons' catalog (solitaire/texts/lessons.py): each Markdown cell of a lesson, keyed by lesson and cell id ---

def written_lessons(code):
    from solitaire.texts.lessons import NOTEBOOKS
    return sorted(path.stem for path in (NOTEBOOKS / code).glob("*.ipynb"))


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_lessons_catalog_holds_every_markdown_cell_as_the_english_says_it_now(code):
    """A lesson's English changed and `make catalogs` (or `make lessons`) was not run: this fails."""
    from solitaire.texts import lessons
    wanted = {(m.context, m.id) for m in lessons.extract() if m.id}
    kept = {(m.context, m.id) for m in catalogs.read(code, catalogs.LESSONS) if m.id}
    assert kept == wanted, f"{code}/lessons.po is stale (run make lessons, or python -m solitaire.languages.catalogs --domain lessons): lacks " \
        f"{sorted(c for c, _ in wanted - kept)[:5]}, has no more {sorted(c for c, _ in kept - wanted)[:5]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_written_lesson_has_no_cell_empty_or_fuzzy(code):
    catalog = catalogs.read(code, catalogs.LESSONS)
    for stem in written_lessons(code):
        lacking = [m.context for m in catalog if m.id and m.context.startswith(f"{stem}:") and (m.fuzzy or not m.string)]
        assert not lacking, f"notebooks/{code}/{stem}.ipynb is written, but its cells {lacking[:5]} are not translated"


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_lesson_translation_keeps_its_notation(code):
    """Inline code, links' targets, sentence ids (maids.16), places and cards are notation: the same in both
    (a Spider place may be written as the class's board labels it, С1 for T1; a card with its face, В♣ for J♣)."""
    from solitaire.texts.lessons import notation_differences
    for message in catalogs.read(code, catalogs.LESSONS):
        if message.id and message.string and not message.fuzzy:
            assert not notation_differences(message.id, message.string), \
                (message.context, notation_differences(message.id, message.string))


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_committed_lessons_mo_is_what_the_po_compiles_to(code):
    path = catalogs.po_path(code, catalogs.LESSONS).with_suffix(".mo")
    assert path.read_bytes() == catalogs.compiled(catalogs.read(code, catalogs.LESSONS)), f"{path} is stale (run make lessons)"


# --- msgfmt -c: the catalogs as GNU gettext checks them (a "%" in prose is no format) ---

def test_a_percent_sign_in_prose_is_no_format():
    from babel.messages.catalog import Message
    for prose in ("won (95 % interval)", "28.9 % is the fair hint's own share", "{share} % of the deals"):
        assert not catalogs.is_percent_format(Message(prose)), prose
    for directive in ("unrecognized arguments: %s", "%(prog)s: error: %(message)s\n", "ignored explicit argument %r"):
        assert catalogs.is_percent_format(Message(directive)), directive


@pytest.mark.skipif(not shutil.which("msgfmt"), reason="GNU gettext's msgfmt is not installed")
@pytest.mark.parametrize("code, domain", CASES + [(code, catalogs.LESSONS) for code in TRANSLATED])
def test_msgfmt_checks_the_catalog(code, domain):
    """``msgfmt -c`` (what a translator's editor runs) accepts every catalog: no prose "95 % interval"
    flagged python-format, so a translation may place its "%" as its language does."""
    done = subprocess.run(["msgfmt", "-c", "-o", os.devnull, str(catalogs.po_path(code, domain))],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.skipif(not shutil.which("msgfmt"), reason="GNU gettext's msgfmt is not installed")
def test_a_changed_paragraphs_old_english_is_written_as_msgfmt_reads_it(tmp_path):
    """A lesson paragraph changed and not yet translated keeps its old English beside it (``#| msgid``);
    Babel wrapped that comment like prose, breaking a long paragraph's quotes, and ``msgfmt -c`` refused
    the whole catalog until the entry was translated (lesson engineer L1, this stop)."""
    import io

    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    old = "An old paragraph with `code`, «quotes» and \"double\" ones, long enough to wrap. " * 4 + "\nA second line."
    catalog = Catalog(locale="uk", domain="lessons", charset="utf-8")
    catalog.add("The new paragraph.", "Старий переклад.", context="02a:x", flags=("fuzzy",), previous_id=[old])
    text = io.BytesIO()
    write_po(text, catalog, width=catalogs.PO_WIDTH, include_previous=True)
    path = tmp_path / "lessons.po"
    path.write_text(catalogs.mended_previous(text.getvalue().decode("utf-8"), catalog), encoding="utf-8")
    done = subprocess.run(["msgfmt", "-c", "-o", os.devnull, str(path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "#| msgid \"\"" in path.read_text(encoding="utf-8")
