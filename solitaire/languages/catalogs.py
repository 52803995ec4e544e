"""Keeping the message catalogs: extract, update, compile (with Babel, a development tool).

``python -m solitaire.languages.catalogs`` (``make catalogs``) extracts every marked message of each
part (its *domain*, see :data:`SOURCES`), merges them into ``locale/<lang>/LC_MESSAGES/
<domain>.po`` for Ukrainian and Russian (keeping every translation already there; a message
that is new or changed comes in untranslated) and compiles each ``.po`` into the ``.mo``
the package reads. ``tests/languages/test_catalogs.py`` checks that the committed catalogs are complete
and that the committed ``.mo`` files are what the ``.po`` files compile to.

Babel is needed only here (the ``test`` extra has it); the package reads the ``.mo`` files
with the standard library's gettext.

Messages are marked with a part's translator, ``_("...")`` or ``_.ngettext("...", "...", n)``,
or with ``N_("...")`` for constants; a message with placeholders uses named ones
(``_("{card} to {target}").format(...)``), never an f-string, which cannot be extracted.
Data files add their own messages through :data:`DATA_SOURCES`. The lessons' question bank
(``exercises/*.json``) is its own domain, ``exercises``: each text a class reads is one message
whose ``msgctxt`` is the exercise's id and the field ("02a.3 why"), so that two exercises may
word a text alike and still be translated each for its own question (:func:`exercise_messages`
says which fields; :func:`exercise_text` looks one up, in the language in use, when it is shown).
The lessons' Markdown cells are the ``lessons`` catalog (:data:`LESSONS`, ``solitaire/texts/lessons.py``),
merged so that a changed paragraph keeps its old translation, fuzzy, beside the English it translated.
"""

from __future__ import annotations

import io
import json
import os
import re
import sys
from pathlib import Path
from typing import Iterator

from . import DOMAINS, LANGUAGES, LOCALE_DIR, translator

PACKAGE = Path(__file__).parent.parent

#: The Python files of each domain, as glob patterns under the package (the first domain
#: that lists a file takes its messages).
SOURCES = {
    "engine": ["cards.py", "moves.py", "refusals.py", "place_labels.py", "rules.py", "engine.py", "saves.py", "layout.py",
               "options.py", "command_line/arguments.py", "texts/__init__.py", "texts/sentences.py",
               "texts/lessons.py", "texts/lesson_notebooks.py", "spider/*.py", "maids/*.py"],
    "draw": ["draw/*.py"],
    "board": ["widgets/*.py", "puzzle/*.py", "exercises/*.py", "solver/*.py",
              "solver/*/*.py"],
    "classroom": ["classroom.py"],
    "sheets": ["sheets/*.py", "command_line/rules_command.py", "command_line/kit_commands.py"],
    # a run's line (solver/stats.py: WinRates) is the first thing the stats command prints
    "cli": ["command_line/*.py", "__main__.py", "solver/stats.py"],
    "room": ["room/*.py", "room/server/*.py"],
    "exercises": [],    # data only: see exercise_messages
    "texts": ["texts/shown.py", "draw/narration.py"],
}

KEYWORDS = {"_": None, "N_": None, "NP_": ((1, "c"), 2), "ngettext": (1, 2), "gettext": None,
            "pgettext": ((1, "c"), 2)}


def _data_messages(pattern: str, fields: tuple[str, ...]) -> Iterator[str]:
    """Messages from JSON data files: every string value under a key named in ``fields``,
    anywhere in each file matching ``pattern``."""
    def walk(value):
        if isinstance(value, dict):
            for key, item in value.items():
                if key in fields and isinstance(item, str) and item.strip():
                    yield item
                else:
                    yield from walk(item)
        elif isinstance(value, list):
            for item in value:
                yield from walk(item)
    for path in sorted(PACKAGE.glob(pattern)):
        yield from walk(json.loads(path.read_text(encoding="utf-8")))


#: Messages that live in data files rather than code, per domain: (glob pattern under the
#: package, the JSON keys whose string values a class sees). A part adds its own here.
DATA_SOURCES: dict[str, list[tuple[str, tuple[str, ...]]]] = {
    "board": [("puzzle/*.json", ("task", "idea", "note", "reason", "detail"))],
    # the project's notes on the source texts' sentences (which reading it chose)
    "texts": [("texts/maids.json", ("note",)), ("texts/spider.json", ("note",))],
}


#: The question bank's data files, one a lesson.
EXERCISE_FILES = "exercises/*.json"


def exercise_messages(entry: dict) -> Iterator[tuple[str, str, str]]:
    """The texts of one exercise a class reads, as (field, English text, a note for the
    translator): its question, each choice, the reason for each wrong answer (``why``, and a
    decision's ``losing``, its plan's too), the reason for any other (``otherwise``), for a move
    the rules refuse (``refused``) and for a
    move typed where a place is asked (``move_typed``), the explanation and the title of its
    board. Answers, places, cards and moves are notation, the same in every language, and stay out."""
    yield "question", entry.get("question", ""), ""
    for choice in entry.get("choices", ()):
        yield "choices", choice, ""
    for wrong, reason in (entry.get("why") or {}).items():
        yield "why", reason, f"shown for the wrong answer: {wrong}"
    yield "otherwise", entry.get("otherwise", ""), "shown for any other wrong answer"
    for move, reason in (entry.get("refused") or {}).items():
        yield "refused", reason, f"shown when the rules refuse the move {move}"
    yield "move_typed", entry.get("move_typed", ""), "shown when a move is typed where a place is asked"
    yield "explain", entry.get("explain", ""), ""
    for losing in [entry.get("losing") or {}] + [second.get("losing") or {}
                                                  for second in (entry.get("plan") or {}).values()]:
        for move, reason in losing.items():
            yield "losing", reason, f"why the move {move} loses"
    yield "title", (entry.get("board") or {}).get("title", ""), "the title of the exercise's board"


#: The game each lesson is about, by the exercise id's lesson part (the other lessons ask about both).
LESSON_GAMES = {"01": "maids", "02a": "maids", "02b": "maids", "03": "maids",
                "04": "spider", "05": "spider", "06": "spider"}


def exercise_game(entry: dict) -> str | None:
    """The game an exercise is about ("maids", "spider"), which names the places in its texts:
    its position's, else its lesson's; None when its lesson is about both and it shows no position."""
    position = entry.get("position")
    if isinstance(position, dict) and position.get("game") in ("maids", "spider"):
        return position["game"]
    return LESSON_GAMES.get(str(entry.get("id", "")).rsplit(".", 1)[0])


def exercise_context(id: str, field: str) -> str:
    """The ``msgctxt`` of an exercise's text: ``"02a.3 why"``."""
    return f"{id} {field}"


_exercises = translator("exercises")


def exercise_text(id: str, field: str, english: str) -> str:
    """An exercise's text in the language in use (its English when the catalog lacks it)."""
    return _exercises.pgettext(exercise_context(id, field), english) if english else english


def _exercise_catalog_entries() -> Iterator[tuple[str, str, str, str]]:
    """(English, context, where, note) for every text of the question bank, in course order."""
    for path in sorted(PACKAGE.glob(EXERCISE_FILES)):
        where = str(path.relative_to(PACKAGE.parent))
        for entry in json.loads(path.read_text(encoding="utf-8"))["exercises"]:
            for field, text, note in exercise_messages(entry):
                if isinstance(text, str) and text.strip():
                    yield text, exercise_context(entry["id"], field), where, note


#: The lessons' prose (``notebooks/*.ipynb``, each Markdown cell a message keyed by lesson and cell id):
#: a catalog kept here like the others, but read by ``make lessons`` (solitaire/texts/lessons.py), not
#: by a part's translator, so it is no entry of :data:`~solitaire.languages.i18n.DOMAINS`.
LESSONS = "lessons"


def all_domains() -> tuple[str, ...]:
    """Every catalog ``make catalogs`` keeps: the parts', and the lessons' in a source checkout
    (an installed package has no lessons to extract)."""
    from ..texts.lessons import NOTEBOOKS

    return DOMAINS + ((LESSONS,) if NOTEBOOKS.is_dir() else ())


def python_files(domain: str) -> list[Path]:
    """The package's Python files whose messages go into ``domain``'s catalog.

    A file named whole (no wildcard) belongs to the domain that names it, whatever a pattern of
    another domain also matches (``draw/narration.py`` speaks the ``texts`` domain inside ``draw/``);
    otherwise the first domain in :data:`DOMAINS` whose pattern matches it takes it."""
    named = {PACKAGE / pattern: other for other in DOMAINS for pattern in SOURCES[other] if "*" not in pattern}
    taken = {path for other in DOMAINS[:DOMAINS.index(domain)] for pattern in SOURCES[other]
             for path in PACKAGE.glob(pattern)}
    files = {path for pattern in SOURCES[domain] for path in PACKAGE.glob(pattern)}
    return sorted(path for path in files
                  if named.get(path, domain) == domain and (path not in taken or path in named))


def extract(domain: str):
    """A fresh Babel catalog template with every message of ``domain``."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_file

    template = Catalog(project="solitaire", domain=domain, charset="utf-8")
    for path in python_files(domain):
        for lineno, message, comments, context in extract_from_file(
                "python", path, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",)):
            where = [(str(path.relative_to(PACKAGE.parent)), lineno)]
            template.add(message, locations=where, auto_comments=comments, context=context)
    for pattern, fields in DATA_SOURCES.get(domain, []):
        for message in _data_messages(pattern, fields):
            template.add(message, locations=[("data", 0)])
    if domain == "exercises":
        for message, context, where, note in _exercise_catalog_entries():
            # the same text twice in one field (two wrong answers, one reason) is one message
            template.add(message, locations=[(where, 0)], auto_comments=[note] if note else [], context=context)
    return template


#: A printf directive as the %-formatted messages write one (argparse's own words: "%s", "%(prog)s").
#: No space flag: Babel reads "95 % interval" and "28.9 % is" as directives ("% i"), and ``msgfmt -c``
#: then refuses a translation that writes «інтервал 95 %»; in this project a "%" followed by a space is prose.
PERCENT_DIRECTIVE = re.compile(r"%(?:\([A-Za-z_]\w*\))?[-#0+]?\d*(?:\.\d+)?[diouxXeEfFgGcrsa%]")


def is_percent_format(message) -> bool:
    """Whether a message (its id, or its singular and plural) is a %-format the code fills in."""
    texts = message.id if isinstance(message.id, tuple) else (message.id,)
    return any(PERCENT_DIRECTIVE.search(text) for text in texts if text)


def drop_prose_formats(catalog) -> None:
    """Take the python-format flag off every message whose "%" is prose ("95 % interval"), in place."""
    for message in catalog:
        if message.id and not is_percent_format(message):
            message.flags.discard("python-format")


HEADER_COMMENT = """\
# {language} messages of solitaire's {domain} part.
# Kept with `make catalogs` (solitaire/languages/catalogs.py): translate the empty entries, then run it again.
#"""


def po_path(code: str, domain: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{domain}.po"


def read(code: str, domain: str):
    """The committed catalog of ``domain`` in language ``code`` (empty if there is none)."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po

    path = po_path(code, domain)
    if not path.exists():
        return Catalog(locale=code, domain=domain, project="solitaire", charset="utf-8")
    with path.open("rb") as stream:
        return read_po(stream, locale=code, domain=domain)


def compiled(catalog) -> bytes:
    """The ``.mo`` bytes of a catalog (fuzzy entries left out, as gettext expects)."""
    from babel.messages.mofile import write_mo

    stream = io.BytesIO()
    write_mo(stream, catalog, use_fuzzy=False)
    return stream.getvalue()


def _replace(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` in one step (a file beside it, renamed over it)."""
    partial = path.with_name(f".{path.name}.{os.getpid()}.partial")
    partial.write_bytes(data)
    os.replace(partial, path)


#: How wide a catalog's lines are written.
PO_WIDTH = 100


def mended_previous(text: str, catalog) -> str:
    """``text`` (a catalog as Babel wrote it) with each fuzzy entry's old English (``#| msgid``) written
    as msgfmt reads it. Babel wraps that comment like prose, so a long paragraph's old English came out
    broken across lines and ``msgfmt -c`` refused the file until the entry was translated; each group
    of ``#|`` lines is written again, quoted line by quoted line, in the order of the entries that have one."""
    from babel.messages.pofile import normalize

    previous = [message.previous_id[0] for message in catalog if message.id and message.previous_id]
    lines, mended, groups, index = text.split("\n"), [], 0, 0
    while index < len(lines):
        if not lines[index].startswith("#| "):
            mended.append(lines[index])
            index += 1
            continue
        while index < len(lines) and lines[index].startswith("#| "):
            index += 1
        if groups < len(previous):
            quoted = normalize(previous[groups], width=PO_WIDTH).split("\n")
            mended += [f"#| msgid {quoted[0]}"] + [f"#| {line}" for line in quoted[1:]]
        groups += 1
    return "\n".join(mended) if groups == len(previous) else text   # not Babel's layout: leave it


def update(code: str, domain: str) -> tuple[int, int]:
    """Merge the code's messages into one ``.po`` and compile it; (messages, untranslated)."""
    from babel.messages.pofile import write_po

    catalog = read(code, domain)
    if domain == LESSONS:
        from ..texts import lessons

        # a changed paragraph keeps its old translation, fuzzy, with the English it translated
        lessons.merge(catalog, lessons.extract())
    else:
        template = extract(domain)
        # The header stays as it was, so a run that changes no message changes no file.
        template.creation_date = catalog.creation_date
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        drop_prose_formats(catalog)
    catalog.fuzzy = False
    catalog.header_comment = HEADER_COMMENT.format(language=LANGUAGES[code], domain=domain)
    catalog.project, catalog.version = "solitaire", "0.1"
    catalog.last_translator = catalog.language_team = "solitaire contributors"
    catalog.revision_date = catalog.creation_date
    path = po_path(code, domain)
    path.parent.mkdir(parents=True, exist_ok=True)
    # Written whole under another name, then renamed over the old file: whoever reads the
    # catalog meanwhile (an editor, a test, a second run) sees the old file or the new, never half.
    text = io.BytesIO()
    write_po(text, catalog, width=PO_WIDTH, omit_header=False, sort_output=False,
             include_previous=domain == LESSONS, no_location=False)
    written = text.getvalue()
    if domain == LESSONS:
        written = mended_previous(written.decode("utf-8"), catalog).encode("utf-8")
    _replace(path, written)
    _replace(path.with_suffix(".mo"), compiled(read(code, domain)))
    messages = [m for m in catalog if m.id]
    return len(messages), sum(1 for m in messages if not m.string or m.fuzzy)


def main(argv=None) -> int:
    """Update and compile every catalog (or those of the parts named, ``--domain board``); print
    one line per catalog."""
    import argparse

    options = argparse.ArgumentParser(prog="python -m solitaire.languages.catalogs", description=main.__doc__)
    options.add_argument("--domain", action="append", choices=DOMAINS + (LESSONS,),
                         help="only this part (repeatable); lessons: the lessons' Markdown cells")
    wanted = options.parse_args(argv).domain or all_domains()
    for domain in wanted:
        for code in LANGUAGES:
            if code == "en":
                continue
            total, missing = update(code, domain)
            print(f"{code}/{domain}.po: {total} messages, {missing} untranslated")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
