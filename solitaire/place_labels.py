"""How each language labels a game's places and says the notation's words.

The notation is one in every language (``L2→F1``, ``deal``, ``stock``); what a class reads differs:
Spider's places are С1–С12 and Б1–Б8 in Ukrainian and Russian (its English letters are cards
there), and the stock, the waste and the keywords are said in the class's words. These are the
tables and the functions that label a text, a board's text form or a place; reading a typed label
back is :func:`solitaire.moves.normalize_place`'s.

>>> from solitaire.languages import in_language
>>> with in_language("uk"):
...     localized_places("T1→A1 deal", "spider")
'С1→Б1 роздати'
"""
from __future__ import annotations

import re

from .languages import language, translator

__all__ = ["LOCAL_LABELS", "PLACE_WORDS", "LABEL_TO_PLACE", "LABEL_SCRIPT", "CYRILLIC_PLACE_LETTERS", "place_label",
           "notation_words", "localized_places", "board_text", "english_names_typed", "places_said",
           "KEPT", "localized_keeping"]


_ = translator("engine")

#: Cyrillic letters that look like a place's Latin letter (A1, K1, B1, M1, T1 typed on a Cyrillic
#: keyboard); only these: L, R and F have no Cyrillic twin, and other look-alikes stay refused.
CYRILLIC_PLACE_LETTERS = str.maketrans("АВКМТавкмт", "ABKMTabkmt")
#: The labels a Ukrainian or Russian class reads for Spider's places. The English letters are
#: cards there: T is the ten of the English notation and looks like Т, the ace; B looks like В,
#: the jack; A and K are the ace and the king. So the twelve piles are numbered С1–С12
#: (стовпець, столбик) in the order the deal goes round the body, clockwise from the top left
#: (spider.6), and the eight bases are Б1–Б8 (база): Б1–Б4 the aces' in rows 1–4, Б5–Б8 the
#: kings'. Twelve Sleeping Maids keeps its letters L, R, M, F, which are no card in either
#: alphabet (the arc's own letter, Д for «дуга», would be the queen).
_SPIDER_LABELS = {
    **{pile: f"С{number}" for number, pile in enumerate(
        ("T1", "T2", "R1", "R2", "R3", "R4", "B2", "B1", "L4", "L3", "L2", "L1"), 1)},
    **{f"A{row}": f"Б{row}" for row in range(1, 5)}, **{f"K{row}": f"Б{row + 4}" for row in range(1, 5)},
}
#: The labels of each game's places in each language that has its own (else the canonical name).
LOCAL_LABELS = {("spider", "uk"): _SPIDER_LABELS, ("spider", "ru"): _SPIDER_LABELS}
#: Every local label, read back in any language (and in either script: Latin C is С), by game.
LABEL_TO_PLACE = {game: {label.upper(): name for (each, _language), labels in LOCAL_LABELS.items() if each == game
                      for name, label in labels.items()} for game, _language in LOCAL_LABELS}
LABEL_SCRIPT = str.maketrans("Cc", "Сс")
#: A canonical place name inside a text; the places only Spider has tell a text's game.
_PLACE_IN_TEXT = re.compile(r"(?<![\w])([A-Z])([0-9]{1,2})(?![\w])")
#: The notation's words (a keyword move, the stock and the waste, alone or in a move: "waste→F1"), as a
#: Ukrainian or Russian class says and types them (the words :mod:`solitaire.moves` reads back), by language and game.
_NOTATION_WORD = re.compile(r"(?<![\w-])(deal|redeal|stock|waste)(?![\w=-])")
PLACE_WORDS = {"uk": {"stock": "колода", "waste": "штабель", "deal": "роздати", "redeal": "перездати"},
                "ru": {"stock": "колода", "waste": "штабель", "deal": "сдать", "redeal": "пересдать"}}
_GAME_WORDS = {("ru", "spider"): {"deal": "раздать"}}
_SPIDER_ONLY = re.compile(r"(?<![\w])(?:[TB][12]|[AK][1-4])(?![\w])")


def place_label(name: str, game: str) -> str:
    """The label of the place ``name`` of ``game`` ("spider", "maids") in the language in use:
    ``place_label("T1", "spider")`` is ``"T1"`` in English and ``"С1"`` in Ukrainian."""
    return LOCAL_LABELS.get((game, language()), {}).get(name, name)


def notation_words(game: str | None) -> dict:
    """The class's words for the notation's (deal, redeal, stock, waste) in ``game``, in the language in
    use (which has its own: see :data:`PLACE_WORDS`)."""
    return {**PLACE_WORDS[language()], **_GAME_WORDS.get((language(), game), {})}


def localized_places(text: str, game: str | None = None) -> str:
    """``text`` with every canonical place name of ``game`` written as the language in use labels
    it (:func:`place_label`), and the notation's words in the class's (``штабель→F1``, ``роздати``).
    Without ``game``, a text that names a place only Spider has (T1, B2, A1, K4) is Spider's."""
    if language() not in PLACE_WORDS or not isinstance(text, str):
        return text
    if game is None:
        game = "spider" if _SPIDER_ONLY.search(text) else None
    words = notation_words(game)
    text = _NOTATION_WORD.sub(lambda match: words[match.group(0)], text)
    labels = LOCAL_LABELS.get((game, language()))
    if not labels:
        return text
    return _PLACE_IN_TEXT.sub(lambda match: labels.get(match.group(0), match.group(0)), text)


#: Where a text to keep as it is stands in a line while the rest is labelled (see :func:`localized_keeping`).
KEPT = "\0"


def localized_keeping(text: str, game: str | None, kept: str) -> str:
    """``text`` labelled as :func:`localized_places` labels it, then ``kept`` put where ``text`` holds
    :data:`KEPT`: a learner's own typed text, which the labelling would turn into places it never named
    (a typed «L1» into «С12»)."""
    return localized_places(text, game).replace(KEPT, kept)


_NUMBERED = re.compile(r"^(\D+)([0-9]+)$")


def places_said(names, game: str | None) -> str:
    """A game's places as the language in use labels them, each run of numbers as a range: ``L1–L4, R1–R4,
    M1–M12, F1–F8, waste and stock`` (a refusal lists them so, not as thirty names).

    >>> places_said(["T1", "T2", "T3", "A1", "stock"], None)
    'T1–T3, A1 and stock'
    """
    numbered: dict[str, list] = {}   # each letter's numbers, the letters in the order they come
    for name in names:
        label = localized_places(name, game)
        match = _NUMBERED.match(label)
        prefix, number = (match.group(1), int(match.group(2))) if match else (label, None)
        numbered.setdefault(prefix, []).append(number)
    runs: list[list] = []
    for prefix, numbers in numbered.items():
        for number in sorted(numbers, key=lambda number: -1 if number is None else number):
            if runs and number is not None and runs[-1][0] == prefix and runs[-1][2] == number - 1:
                runs[-1][2] = number
            else:
                runs.append([prefix, number, number])
    said = [prefix if first is None else f"{prefix}{first}" if first == last
            else f"{prefix}{first}, {prefix}{last}" if last == first + 1 else f"{prefix}{first}–{prefix}{last}"
            for prefix, first, last in runs]
    if len(said) < 2:
        return ", ".join(said)
    return _("{places} and {last}").format(places=", ".join(said[:-1]), last=said[-1])


_TYPED_PLACE = re.compile(r"[^\W\d_]+[0-9]{1,2}")


def english_names_typed(text, game: str | None) -> str | None:
    """``text`` (a move as a learner typed it) as typed, its place names in capitals (``Т1→Б1``), when
    it names a place by its English name where the language in use labels it otherwise (Spider's ``L1``,
    or ``Т1`` typed on a Cyrillic keyboard, for С12 and С1); else None. A refusal then quotes the move
    as typed beside the class's labels.

    >>> from solitaire.languages import in_language
    >>> with in_language("ru"):
    ...     english_names_typed("l1 L2.", "spider"), english_names_typed("т1→Б1", "spider")
    ('L1→L2', 'Т1→Б1')
    >>> with in_language("ru"):
    ...     english_names_typed("С12→С11", "spider") is None
    True
    """
    labels = LOCAL_LABELS.get((game, language()))
    if not labels or not isinstance(text, str):
        return None
    words = _TYPED_PLACE.findall(text)
    if not any(labels.get(word.translate(CYRILLIC_PLACE_LETTERS).upper(), word.upper()) != word.upper()
               for word in words):
        return None
    return "→".join(word.upper() for word in words) if len(words) == 2 else text.strip()


def board_text(game, labelled: bool = True) -> str:
    """The game's text board with its places labelled as the language in use labels them. A label
    longer than its name (С12 for L1) takes its room from the line's indentation; where a line has
    too little, the figure's lines all move right as far, so its columns stay (С12: above С9:)."""
    text = game.board_text(game.state)
    if not labelled:
        return text
    lines = [_leading_place(line, game) for line in text.split("\n")]
    shift = max([len(label) - len(name) - indent for indent, name, label, _rest in lines if name] + [0])
    return "\n".join(localized_places(_shifted(line, shift), game.game_name) for line in lines)


def _leading_place(line: str, game) -> tuple[int, str, str, str]:
    """A board line as (indentation, the place it starts with or "", that place's label, the rest)."""
    stripped = line.lstrip(" ")
    name = stripped.split(":", 1)[0] if ":" in stripped else ""
    if name not in game.place_names:
        name = ""
    return len(line) - len(stripped), name, place_label(name, game.game_name) if name else "", stripped[len(name):]


def _shifted(line: tuple[int, str, str, str], shift: int) -> str:
    """A board line with its place labelled, moved ``shift`` columns right; a line of the figure
    (one that is indented or starts with a place) moves, a heading at the margin stays."""
    indent, name, label, rest = line
    if not (indent or name):
        return rest
    return " " * (indent + shift - len(label) + len(name)) + label + rest
