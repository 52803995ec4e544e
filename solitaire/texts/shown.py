"""The source texts as a lesson shows them, in the reader's language.

A sentence is shown as its original (Russian for Twelve Sleeping Maids, Ukrainian for Spider),
then its translation into the language in use when that is not the original's (English for an
English class; the Ukrainian of a Maids sentence for a Ukrainian one; a Spider sentence alone
for a Ukrainian class, who read the original), then the project's note, translated. The labels
and the notes are the ``texts`` catalog's (the notes are extracted from ``spider.json`` and
``maids.json``); a note missing from a catalog is shown in English.

>>> from solitaire.languages.i18n import in_language
>>> from solitaire.texts import sentence
>>> print(sentence_markdown(sentence("maids.2")))
**maids.2** (Russian)
<BLANKLINE>
> 2 колоды.
<BLANKLINE>
Two packs.
>>> with in_language("uk"):
...     print(sentence_markdown(sentence("maids.2")))
**maids.2** (російською)
<BLANKLINE>
> 2 колоды.
<BLANKLINE>
2 колоди.
"""
from __future__ import annotations

import re

from ..languages import N_, language, translator

__all__ = ["language_label", "translation_of", "note_of", "sentence_line", "sentence_markdown",
           "table_markdown"]

_ = translator("texts")

#: The language an original is written in, as the label after a sentence's id says it
#: ("(Russian)"), translated where shown.
_LANGUAGE_LABELS = {
    # TRANSLATORS: after a sentence id, the language its original is written in: «(російською)», «(по-русски)»
    "ru": N_("Russian"),
    # TRANSLATORS: after a sentence id, the language its original is written in: «(українською)», «(по-украински)»
    "uk": N_("Ukrainian"),
}

# TRANSLATORS: after a sentence id when the reader reads the original's own language: «(оригінал)», «(оригинал)»
ORIGINAL = N_("original")

_MD_SPECIAL = re.compile(r"([\\`*_<>#|])")


def _escape(text: str) -> str:
    """Escape the characters Markdown would read as markup."""
    return _MD_SPECIAL.sub(r"\\\1", text)


def language_label(code: str) -> str:
    """The name of the original's language ``code`` ("uk", "ru") as the reader says it after an id.

    >>> language_label("ru")
    'Russian'
    """
    return _(_LANGUAGE_LABELS[code]) if code in _LANGUAGE_LABELS else code


def translation_of(sentence) -> str | None:
    """The sentence in the language in use, or None when that language is the original's
    (the reader reads the original itself)."""
    code = language()
    return None if code == sentence.language else sentence.translated(code)


def note_of(sentence) -> str | None:
    """The sentence's note (which reading the project chose) in the language in use, if it has one."""
    return _(sentence.note) if sentence.note else None


def sentence_line(sentence) -> str:
    """One line: the id and the sentence in the language in use (the original for its own readers).

    >>> from solitaire.texts import sentence
    >>> sentence_line(sentence("spider.7"))
    'spider.7: The cards are dealt one at a time, clockwise.'
    """
    return f"{sentence.id}: {translation_of(sentence) or sentence.original}"


def sentence_markdown(sentence) -> str:
    """Markdown: the id in bold with the original's language, the original quoted, the
    translation into the language in use (none for a reader of the original), the note."""
    # a reader of the original's own language is told it is the original, not the language it reads
    said = _(ORIGINAL) if sentence.language == language() else language_label(sentence.language)
    parts = [f"**{sentence.id}** ({said})", f"> {_escape(sentence.original)}"]
    translation = translation_of(sentence)
    if translation is not None:
        parts.append(_escape(translation))
    note = note_of(sentence)
    if note:
        # TRANSLATORS: the project's note under a sentence of a source text, in italics
        parts.append("*" + _("Note: {note}").format(note=note) + "*")
    return "\n\n".join(parts)


def table_markdown(sentences) -> str:
    """Markdown: the sentences side by side, a row each: id, original, translation, note. The
    translation column is left out when the reader reads every original itself."""
    translated = any(translation_of(s) is not None for s in sentences)
    # TRANSLATORS: the header of the column of translations in a table of sentences: the reader's language
    # («українською», «по-русски»)
    heads = ["id", _("original")] + ([_("English")] if translated else []) + [_("note")]
    rows = ["| " + " | ".join(heads) + " |", "| " + " | ".join(["---"] * len(heads)) + " |"]
    for s in sentences:
        note = note_of(s)
        cells = [f"**{s.id}**", _escape(s.original)]
        if translated:
            cells.append(_escape(translation_of(s) or ""))
        cells.append(f"*{note}*" if note else "")
        rows.append("| " + " | ".join(cells) + " |")
    return "\n".join(rows)
