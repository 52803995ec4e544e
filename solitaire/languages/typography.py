"""What the class's language writes differently from English in running text."""
from __future__ import annotations

from .i18n import language

__all__ = ["after_colon", "quoted_inside", "ended"]

#: The languages that go on in lower case after a colon (``Ход: можно ходить…``).
_LOWER_AFTER_COLON = {"uk", "ru"}
#: The languages that quote in «ёлочки», a quotation inside them in „лапки“.
_GUILLEMETS = {"uk", "ru"}


def after_colon(text: str) -> str:
    """``text`` as it reads after a colon in the language in use. Ukrainian and Russian go on in
    lower case (``Ход: можно ходить…``, not ``Ход: Можно…``); a first word that is a single letter
    or an abbreviation (``Т на карте``, ``КПК``) keeps its capital, and English keeps it always."""
    if language() not in _LOWER_AFTER_COLON or len(text) < 2:
        return text
    first, second = text[0], text[1]
    if first.isupper() and second.islower():
        return first.lower() + text[1:]
    return text


def quoted_inside(text: str) -> str:
    """``text`` as it reads inside the language's own quotation marks: Ukrainian and Russian quote in
    «ёлочки» and a quotation inside them in „лапки“ («… в «Пауке»» becomes «… в „Пауке“»)."""
    if language() not in _GUILLEMETS:
        return text
    return text.replace("«", "„").replace("»", "“")


def ended(sentence: str) -> str:
    """``sentence`` closed by a full stop unless it ends on one already, or on ``?``, ``!`` or ``…``
    (a refusal that asks «Что вы имели в виду?» takes no stop after its question mark)."""
    return sentence if sentence.endswith((".", "?", "!", "…")) else sentence + "."
