"""What a rules sheet says, as data: sections of entries, one entry per sentence of the text.

The sheet is kept as data (not as drawing calls) so that the tests can check it against
the text: every sentence id once, in playing order, each key word found in its original.
"""
from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Entry", "Section", "Sheet", "Reading"]


@dataclass(frozen=True)
class Reading:
    """The project's reading of an unclear sentence, and the options that play another one.

    ``options`` pairs a setting that plays another reading (``"follow_suit=True"``) with
    what it changes; the project's reading is always the option's default.
    """

    text: str
    options: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Entry:
    """One sentence of the text on the sheet.

    ``keys`` are the key words of the original, each a piece of the sentence as written
    (glued words and typos included); ``text`` says the rule in plain English.
    """

    id: str
    keys: tuple[str, ...]
    text: str
    reading: Reading | None = None


@dataclass(frozen=True)
class Section:
    """A heading and its entries; ``boxed`` frames it (the goal); ``id`` cites a heading
    sentence of the text itself (maids.12 is one)."""

    heading: str
    entries: tuple[Entry, ...]
    boxed: bool = False
    id: str | None = None
    key: str | None = None


@dataclass(frozen=True)
class Sheet:
    """A whole sheet: the game, its title (with the title sentence), a line about the text,
    and the sections in playing order."""

    game: str
    title: str
    title_id: str
    title_key: str
    about: str
    sections: tuple[Section, ...]

    def ids(self) -> list[str]:
        """Every sentence id the sheet shows, in the order it shows them."""
        found = [self.title_id]
        for section in self.sections:
            if section.id:
                found.append(section.id)
            found.extend(entry.id for entry in section.entries)
        return found

    def options(self) -> list[str]:
        """The option names the sheet mentions, in order, each once."""
        names: list[str] = []
        for section in self.sections:
            for entry in section.entries:
                for setting, _ in entry.reading.options if entry.reading else ():
                    name = setting.split("=")[0]
                    if name not in names:
                        names.append(name)
        return names
