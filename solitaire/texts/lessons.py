"""The lessons' prose as a message catalog, ``lessons``, one ``.po`` per language.

The English lessons (``notebooks/*.ipynb`` in a source checkout) are the source. Every Markdown
cell of a lesson is one message whose ``msgctxt`` is the lesson's file stem and the cell's
nbformat id (``"00_start_here:start-03"``), so that two cells may say the same thing and still be
translated each in its place. ``python -m solitaire.languages.catalogs`` (``make catalogs``, ``make lessons``)
merges the lessons into ``locale/<lang>/LC_MESSAGES/lessons.po`` with :func:`merge`:

- a cell whose English is unchanged keeps its translation;
- a cell whose English changed keeps its old translation, marked fuzzy, with the English it
  translated beside it (``#| msgid``), so a translator sees what changed;
- a cell whose id changed but whose English did not keeps its translation as it was.

``solitaire.texts.lesson_notebooks`` writes the translated lessons from these catalogs. Code cells
are not messages: they are the same in every language, and what they print comes from the package
in the language set. This module is here, beside the source texts, because a lesson's prose is
read as the texts are: in the original, translated, with the project's notes; it imports nothing
above the language layer. Babel and nbformat are needed only when the catalog is kept or checked.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Iterator

__all__ = ["DOMAIN", "NOTEBOOKS", "lesson_paths", "context", "markdown_cells", "extract", "merge",
           "translations", "untranslated", "notation", "notation_differences"]

DOMAIN = "lessons"

#: The English lessons, in a source checkout (an installed package has none, and no lessons catalog to keep).
NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def lesson_paths(folder: Path = NOTEBOOKS) -> list[Path]:
    """The English lessons, in course order (their names sort so)."""
    return sorted(folder.glob("*.ipynb"))


def context(stem: str, cell_id: str) -> str:
    """The ``msgctxt`` of a lesson's Markdown cell: ``"00_start_here:start-03"``."""
    return f"{stem}:{cell_id}"


def _source(cell) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else source


def markdown_cells(path: Path) -> Iterator[tuple[int, str, str]]:
    """(index, cell id, English) for every Markdown cell of a lesson that says anything.

    A cell without an id (a notebook older than nbformat 4.5) cannot be keyed: it is refused
    by name, so that the lesson is saved again by a current Jupyter rather than mistranslated."""
    import nbformat

    notebook = nbformat.read(str(path), as_version=4)
    for index, cell in enumerate(notebook.cells):
        if cell.cell_type != "markdown" or not _source(cell).strip():
            continue
        if not cell.get("id"):
            raise ValueError(f"{path.name}: Markdown cell {index} has no id; save the lesson with "
                             "Jupyter (nbformat 4.5 or later gives every cell one)")
        yield index, cell["id"], _source(cell)


def extract(folder: Path = NOTEBOOKS):
    """A fresh Babel catalog template with every Markdown cell of every English lesson."""
    from babel.messages.catalog import Catalog

    template = Catalog(project="solitaire", domain=DOMAIN, charset="utf-8")
    for path in lesson_paths(folder):
        where = f"notebooks/{path.name}"
        for index, cell_id, text in markdown_cells(path):
            message = template.add(text, locations=[(where, index)], context=context(path.stem, cell_id))
            message.flags.discard("python-format")   # "60 % of" is prose, not a format
    return template


def merge(catalog, template) -> None:
    """Bring ``catalog`` (a language's lessons catalog) up to ``template`` in place, as the
    module's docstring says; cells no lesson has any more are dropped."""
    old = {message.context: message for message in catalog if message.id}
    by_english = {message.id: message for message in old.values() if message.string and not message.fuzzy}
    for message in list(catalog):
        if message.id:
            catalog.delete(message.id, context=message.context)
    for new in template:
        if not new.id:
            continue
        before = old.get(new.context)
        string, fuzzy, previous = "", False, []
        if before is not None and before.id == new.id:
            string, fuzzy, previous = before.string, before.fuzzy, list(before.previous_id or [])
        elif before is not None and before.fuzzy and list(before.previous_id or [])[:1] == [new.id]:
            string = before.string              # the English went back to what its translation says
        elif before is not None and before.string:
            # the English changed: the old translation stays, fuzzy, beside the English it translated
            string, fuzzy = before.string, True
            previous = list(before.previous_id or []) if before.fuzzy and before.previous_id else [before.id]
        elif new.id in by_english:
            string = by_english[new.id].string   # the cell's id changed, not its English
        added = catalog.add(new.id, string, locations=new.locations, context=new.context,
                            flags=("fuzzy",) if fuzzy else (), previous_id=previous if fuzzy else ())
        added.flags.discard("python-format")
    catalog.obsolete.clear()


def translations(catalog) -> dict[str, object]:
    """The catalog's messages by context."""
    return {message.context: message for message in catalog if message.id}


def untranslated(catalog, path: Path) -> list[str]:
    """The contexts of a lesson's Markdown cells the catalog does not translate (missing, empty,
    fuzzy or translating other English); empty when the lesson is translated whole."""
    known = translations(catalog)
    lacking = []
    for _index, cell_id, text in markdown_cells(path):
        message = known.get(context(path.stem, cell_id))
        if message is None or message.id != text or message.fuzzy or not message.string:
            lacking.append(context(path.stem, cell_id))
    return lacking


# --- what a translation keeps: notation is the same in every language -------------------------------

_INLINE_CODE = re.compile(r"(`+)(.+?)\1", re.DOTALL)
_LINK_TARGET = re.compile(r"\]\(([^()\s]+)\)")
_SENTENCE_ID = re.compile(r"\b(?:maids|spider)\.\d+\b")
_PLACE = re.compile(r"(?<![\w])([A-ZСБ])([0-9]{1,2})(?![\w])")
_CARD = re.compile(r"(?<![\w])(10|[2-9]|[AJQKТВДК])([♠♥♦♣])")


def _places(text: str) -> set[str]:
    from ..moves import normalize_place

    # Spider's piles and bases are С1–С12 and Б1–Б8 in Ukrainian and Russian: read back as T1, A1, …
    return {normalize_place(match.group(0), "spider") if match.group(1) in "СБ" else match.group(0)
            for match in _PLACE.finditer(text)}


def _code(text: str) -> str:
    """Inline code or a code block as a translation must keep it: a figure of Spider's places may
    label them as the class's board does (С1, Б5 for T1, K1), which moves the columns, so the places
    are read back and the spacing is not compared; a command may add the class's ``--lang``."""
    from ..moves import normalize_place

    labels = re.sub(r"(?<![\w])[СБ][0-9]{1,2}(?![\w])", lambda match: normalize_place(match.group(0), "spider"), text)
    # a command shown to a Ukrainian or Russian class may ask for its language (python -m solitaire --lang ru key)
    labels = re.sub(r"\s--lang[ =](?:uk|ru)\b", "", labels)
    return " ".join(labels.split())


def _cards(text: str) -> set:
    from ..cards import Card

    return {Card.parse(match.group(0)) for match in _CARD.finditer(text)}


def notation(text: str) -> dict[str, object]:
    """What a translation of ``text`` must keep, by kind: the inline code, links' targets, sentence
    ids, places and cards it names (the places read back from their Ukrainian and Russian labels,
    the cards from their faces: В♣ is J♣). Each as a set: a translation may name one twice."""
    prose = _INLINE_CODE.sub(" ", text)
    return {"inline code": {_code(match.group(2)) for match in _INLINE_CODE.finditer(text)},
            "link targets": set(_LINK_TARGET.findall(text)),
            "sentence ids": set(_SENTENCE_ID.findall(prose)),
            "places": _places(_LINK_TARGET.sub(" ", prose)),
            "cards": _cards(prose)}


def notation_differences(english: str, translated: str) -> list[str]:
    """The kinds of notation a translation does not keep, each with what differs (empty: all kept)."""
    wanted, found = notation(english), notation(translated)
    differences = []
    for kind, value in wanted.items():
        if found[kind] != value:
            lacking, extra = value - found[kind], found[kind] - value
            differences.append(f"{kind}: lacks {sorted(map(str, lacking))}, adds {sorted(map(str, extra))}")
    return differences
