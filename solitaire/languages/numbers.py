"""Numbers as the class's language writes them. English groups thousands with a comma and
writes a decimal point; Ukrainian and Russian write a decimal comma, so their thousands are
set apart by a no-break space, and a per cent sign stands a no-break space after its number.

>>> from solitaire.languages import in_language
>>> grouped(12153), decimal("93.3%"), decimal("7.5")
('12,153', '93.3%', '7.5')
>>> with in_language("uk"):
...     grouped(12153), decimal("93.3%"), decimal("7.5")
('12\\xa0153', '93,3\\xa0%', '7,5')
"""
from __future__ import annotations

from .i18n import language

__all__ = ["grouped", "decimal"]


def grouped(count: int) -> str:
    """``count`` with its thousands set apart: ``12,153``; ``12 153`` in Ukrainian and Russian,
    where Russian, as its typesetters do, sets apart no four-digit number (``2761``)."""
    text = f"{count:,}"
    if language() == "ru" and abs(count) < 10_000:
        return str(count)
    return text if language() == "en" else text.replace(",", "\u00a0")


def decimal(text: str) -> str:
    """A number written the English way (``7.5``, ``93.3%``) as the language writes it: ``7,5``, ``93,3 %``."""
    if language() == "en":
        return text
    text = text.replace(".", ",")
    return text[:-1] + "\u00a0%" if text.endswith("%") else text
