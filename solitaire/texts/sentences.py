"""The two source texts as data: each :class:`Sentence` with its id, original and translations,
looked up by id or range (:func:`sentence`, :func:`show`), the texts whole, and their glossaries
(see the part's face, :mod:`solitaire.texts`, for a tour)."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from functools import lru_cache
from importlib import resources
from typing import Iterator

from ..languages import translator
from .shown import _escape, sentence_line, sentence_markdown, table_markdown

__all__ = [
    "GAMES", "Sentence", "Passage", "Glossary", "UnknownSentenceError",
    "sentences", "sentence", "show", "markdown", "source_text", "glossary", "about",
]

GAMES = ("spider", "maids")
"""The games, in the order of their source files."""

_LANGUAGE_NAMES = {"uk": "Ukrainian", "ru": "Russian"}
_ = translator("engine")
_ID_RE = re.compile(r"^\s*([A-Za-z_]\w*)\.(\d+)(?:\s*[-–]\s*(?:\1\.)?(\d+))?\s*$")


class UnknownSentenceError(KeyError, ValueError):
    """An id that names no sentence (also a KeyError and a ValueError)."""

    __module__ = "solitaire.texts"  # a learner's traceback names it where it is public, the part's face

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence of a source text, with its translation and note.

    >>> s = sentence("maids.19")
    >>> s.game, s.number, s.kind
    ('maids', 19, 'rule')
    >>> s.original.startswith("Игровыми")
    True
    >>> "**maids.19**" in s._repr_markdown_()
    True
    """

    id: str
    original: str
    english: str
    note: str | None
    game: str
    number: int
    kind: str | None = None
    line: int = 0
    """Line of the source file the sentence stands on (1-based)."""
    translations: tuple[tuple[str, str], ...] = ()
    """(language code, text): the sentence in the languages other than English and its own
    (Ukrainian for a Maids sentence, Russian for a Spider one)."""

    @property
    def language(self) -> str:
        """Language code of the original: ``"uk"`` or ``"ru"``."""
        return _load(self.game).meta["language"]

    def __str__(self) -> str:
        return sentence_line(self)

    def translated(self, code: str) -> str:
        """The sentence in language ``code`` ("en", "uk" or "ru"): the original in its own.

        >>> sentence("maids.2").translated("uk"), sentence("maids.2").translated("ru")
        ('2 колоди.', '2 колоды.')
        """
        if code == self.language:
            return self.original
        return self.english if code == "en" else dict(self.translations)[code]

    def markdown(self) -> str:
        """Markdown: the id in bold, the original quoted, its translation into the language in
        use (none for a reader of the original), the note (see :mod:`solitaire.texts.shown`)."""
        return sentence_markdown(self)

    def _repr_markdown_(self) -> str:
        return self.markdown()


@dataclass(frozen=True, slots=True)
class Passage:
    """Several sentences shown together; iterate over it for the sentences.

    ``table=True`` renders them side by side, one row per sentence.

    >>> p = show("spider.19", "spider.20")
    >>> len(p), p[0].id
    (2, 'spider.19')
    >>> print(str(p).splitlines()[0])
    spider.19: The direction of this series can be changed at any time (for example: six, seven, eight, seven, six).
    """

    sentences: tuple[Sentence, ...]
    table: bool = False

    def __iter__(self) -> Iterator[Sentence]:
        return iter(self.sentences)

    def __len__(self) -> int:
        return len(self.sentences)

    def __getitem__(self, index: int) -> Sentence:
        return self.sentences[index]

    def __str__(self) -> str:
        return "\n".join(str(s) for s in self.sentences)

    def markdown(self) -> str:
        """The passage as Markdown, stacked or as a table."""
        if not self.table:
            return "\n\n---\n\n".join(s.markdown() for s in self.sentences)
        return table_markdown(self.sentences)

    def _repr_markdown_(self) -> str:
        return self.markdown()


class Glossary(dict):
    """A game's terms (original word -> English explanation), shown as a table.

    A term may name several words at once (``"лицом вверх; рубашкой вверх"``);
    :meth:`meaning` finds the entry of any one of them.
    """

    def meaning(self, word: str) -> str:
        """The explanation of the entry that names ``word`` (case-insensitive); a KeyError naming the terms if none does.

        >>> glossary("maids").meaning("рубашкой вверх").startswith("face up; face down")
        True
        """
        wanted = word.strip().lower()
        for term, meaning in self.items():
            if wanted == term.lower() or wanted in (part.strip().lower() for part in re.split(r"[;,]", term)):
                return meaning
        raise KeyError(_("no glossary entry for {word}; the terms are: {terms}")
                       .format(word=repr(word), terms="; ".join(self)))

    def _repr_markdown_(self) -> str:
        rows = ["| term | meaning |", "| --- | --- |"]
        rows += [f"| **{_escape(k)}** | {_escape(v)} |" for k, v in self.items()]
        return "\n".join(rows)


@dataclass(frozen=True, slots=True)
class _Text:
    meta: dict
    sentences: tuple[Sentence, ...]
    glossary: dict


def _check_game(game: str) -> str:
    name = game.strip().lower() if isinstance(game, str) else game
    if name not in GAMES:
        raise ValueError(_("unknown game {game}: the texts are 'spider' and 'maids'").format(game=repr(game)))
    return name


@lru_cache(maxsize=None)
def _load(game: str) -> _Text:
    raw = resources.files(__package__).joinpath(f"{game}.json").read_text(encoding="utf-8")
    data = json.loads(raw)
    items = tuple(
        Sentence(id=d["id"], original=d["original"], english=d["english"],
                 note=d.get("note"), game=game, number=n, kind=d.get("kind"),
                 line=d.get("line", 0),
                 translations=tuple((code, d[code]) for code in _LANGUAGE_NAMES if code in d))
        for n, d in enumerate(data["sentences"], start=1)
    )
    meta = {k: v for k, v in data.items() if k not in ("sentences", "glossary")}
    return _Text(meta=meta, sentences=items, glossary=dict(data.get("glossary", {})))


def sentences(game: str) -> list[Sentence]:
    """All sentences of one text, in order.

    >>> sentences("spider")[0].original
    'Пасьянс Павук, розкладка, правила'
    >>> sentences("chess")
    Traceback (most recent call last):
    ...
    ValueError: unknown game 'chess': the texts are 'spider' and 'maids'
    """
    return list(_load(_check_game(game)).sentences)


def _unknown(ref: str, game: str | None) -> UnknownSentenceError:
    if game is None:
        return UnknownSentenceError(
            _("unknown sentence id {ref}: the games are 'spider' and 'maids'").format(ref=repr(ref)))
    n = len(_load(game).sentences)
    return UnknownSentenceError(
        _("unknown sentence id {ref}: {game} has {game}.1..{game}.{count}")
        .format(ref=repr(ref), game=game, count=n))


def _parse(ref: str) -> tuple[str, int, int]:
    """'spider.7' -> ('spider', 7, 7); 'spider.6-9' -> ('spider', 6, 9)."""
    if not isinstance(ref, str):
        raise TypeError(_("a sentence id is a string like 'spider.7', not {ref}").format(ref=repr(ref)))
    m = _ID_RE.match(ref)
    if not m:
        raise UnknownSentenceError(
            _("malformed sentence id {ref}: write '<game>.<number>', e.g. 'spider.7'").format(ref=repr(ref)))
    game = m.group(1).lower()
    if game not in GAMES:
        raise _unknown(ref, None)
    first = int(m.group(2))
    last = int(m.group(3)) if m.group(3) else first
    if not 1 <= first <= last <= len(_load(game).sentences):
        raise _unknown(ref, game)
    return game, first, last


def sentence(id: str) -> Sentence:  # noqa: A002 - the natural name
    """The sentence with this id, e.g. ``"spider.9"``.

    >>> "горизонтального ряду" in sentence("spider.9").original
    True
    >>> sentence("spider.99")
    Traceback (most recent call last):
    ...
    solitaire.texts.UnknownSentenceError: unknown sentence id 'spider.99': spider has spider.1..spider.25
    """
    game, first, last = _parse(id)
    if first != last:
        raise UnknownSentenceError(
            _("{ref} is a range; use show({ref}) for several sentences").format(ref=repr(id)))
    return _load(game).sentences[first - 1]


def show(*refs: str | Sentence, table: bool = False, notes: bool = True) -> Passage:
    """Several sentences at once, for a lesson cell.

    Each ref is an id (``"maids.13"``), a range (``"spider.8-10"``), a game name
    for the whole text (``"maids"``) or a :class:`Sentence`. ``notes=False`` leaves the
    project's notes out, for a lesson that asks the reader to read a sentence before it
    gives its reading.

    >>> [s.number for s in show("spider.8-10", "spider.17")]
    [8, 9, 10, 17]
    >>> len(show("maids"))
    24
    >>> show("maids.19", notes=False)[0].note is None
    True
    """
    chosen: list[Sentence] = []
    for ref in refs:
        if isinstance(ref, Sentence):
            chosen.append(ref)
        elif isinstance(ref, str) and ref.strip().lower() in GAMES:
            chosen.extend(sentences(ref))
        else:
            game, first, last = _parse(ref)
            chosen.extend(_load(game).sentences[first - 1:last])
    if not notes:
        chosen = [replace(sentence, note=None) for sentence in chosen]
    return Passage(tuple(chosen), table=table)


def markdown(*refs: str | Sentence, table: bool = False) -> str:
    """The Markdown of :func:`show` as a string.

    >>> markdown("maids.3").splitlines()[0]
    '**maids.3** (Russian)'
    """
    return show(*refs, table=table).markdown()


def source_text(game: str) -> str:
    """The whole source text as received, rebuilt from the sentences.

    Sentences on one line are joined by a space, lines by a newline. The file's final
    newline is not returned; whether it had one is recorded as ``"final_newline"`` in
    the JSON (``about(game)["final_newline"]``), so the file can be rebuilt byte for byte.

    >>> source_text("maids").splitlines()[1]
    '2 колоды. Легкий. Без пересдачи.'
    """
    items = _load(_check_game(game)).sentences
    lines: dict[int, list[str]] = {}
    for s in items:
        lines.setdefault(s.line, []).append(s.original)
    last = max(lines)
    return "\n".join(" ".join(lines.get(n, [])) for n in range(1, last + 1))


def glossary(game: str) -> Glossary:
    """The game's terms: original word -> English explanation (a fresh copy).

    >>> glossary("maids")["штабель"].startswith("the waste pile")
    True
    """
    return Glossary(_load(_check_game(game)).glossary)


def about(game: str) -> dict:
    """Facts about a text: game, title, title_english, language, source file.

    >>> about("spider")["source"]
    '000_12cc92657bb3930b.txt'
    """
    return dict(_load(_check_game(game)).meta)
