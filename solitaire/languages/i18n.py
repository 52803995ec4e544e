"""The language a class sees: English, Ukrainian or Russian.

Everything the board, the classroom page, the puzzles, the sheets and the command line say
goes through gettext catalogs kept with Babel (``solitaire/languages/catalogs.py``, ``make catalogs``):
one catalog per part of the package (its *domain*), one ``.po`` per language in
``solitaire/locale/<lang>/LC_MESSAGES/<domain>.po``, compiled to the ``.mo`` beside it.
English is the source language: its messages are the catalog keys, so English needs no
catalog.

A part marks its messages with its own translator and builds them in one place (as the
``explain.py`` modules do), never inside a rule function::

    _ = translator("engine")
    _("The stock is empty")

Constants defined at import time are marked with :func:`N_` (which only marks them for
extraction) and translated where they are shown, so a switch of language reaches them.

>>> with in_language("uk"):
...     language()
'uk'
>>> language() in LANGUAGES
True
"""

from __future__ import annotations

import contextlib
import gettext
import os
import reprlib
import weakref
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterator

__all__ = [
    "LANGUAGES", "DOMAINS", "LOCALE_DIR", "language", "set_language", "in_language",
    "quietly_in_language", "environment_language", "translator", "N_", "NP_", "on_language_change",
]

#: The languages a class can choose, by code, each named in itself (as a switch shows them).
LANGUAGES = {"en": "English", "uk": "Українська", "ru": "Русский"}

#: One catalog per part; ``solitaire/languages/catalogs.py`` says which files each one is extracted from.
#: ``exercises`` holds the lessons' question bank (its data files), each text keyed by its exercise and field;
#: ``texts`` the source texts as a lesson shows them (labels, the notes) and what lessons' code cells print.
DOMAINS = ("engine", "draw", "board", "classroom", "sheets", "cli", "room", "exercises", "texts")

LOCALE_DIR = Path(__file__).parent.parent / "locale"

# The environment variables gettext itself reads, in its order.
ENVIRONMENT_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_chosen: str | None = None          # None: follow the environment
_listeners: list = []               # weak references to callables told of a switch
_environment_seen: str | None = None    # the environment's language, once read


def environment_language(environ=None) -> str:
    """The language the environment asks for (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
    ``LANG``, as gettext reads them), if it is one of :data:`LANGUAGES`, else English.

    >>> environment_language({"LANG": "uk_UA.UTF-8"})
    'uk'
    >>> environment_language({"LANGUAGE": "de:ru", "LANG": "C.UTF-8"})
    'ru'
    >>> environment_language({"LANG": "C.UTF-8"})
    'en'
    """
    environ = os.environ if environ is None else environ
    for variable in ENVIRONMENT_VARIABLES:
        value = environ.get(variable, "")
        if not value:
            continue
        for entry in value.split(":"):
            code = entry.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
        if variable != "LANGUAGE":      # gettext stops at the first of the others that is set
            break
    return "en"


def language() -> str:
    """The language in use: the one :func:`set_language` chose, else the environment's."""
    if _chosen is not None:
        return _chosen
    # Every message asks, so the environment is read once (and again at set_language(None)).
    global _environment_seen
    if _environment_seen is None:
        _environment_seen = environment_language()
    return _environment_seen


def _short_repr() -> reprlib.Repr:
    short = reprlib.Repr()
    short.maxlevel, short.maxlist, short.maxtuple, short.maxdict, short.maxset = 2, 4, 4, 3, 4
    short.maxstring = short.maxother = short.maxlong = _QUOTE_LIMIT
    return short


_QUOTE_LIMIT = 40
_SHORT_REPR = _short_repr()


def _quoted(value) -> str:
    """A short quote of a value that is no language, as :func:`solitaire.cards.quoted` quotes (which
    cannot be used here: cards imports this module): never failing, never building a huge text first
    (a list of a million, an integer past Python's 4,300 digits, an object whose ``repr`` raises)."""
    if isinstance(value, int) and value.bit_length() > 4 * _QUOTE_LIMIT:
        return f"an integer of about {int(value.bit_length() * 0.30103) + 1:,} digits"
    try:
        text = _SHORT_REPR.repr(value)
    except Exception:  # a hostile __repr__ (reprlib catches most itself): name the type only
        text = f"<{type(value).__name__}>"
    return text if len(text) <= _QUOTE_LIMIT + 2 else text[:_QUOTE_LIMIT + 1] + "…"


def _checked(code) -> str:
    if not isinstance(code, str) or code.strip().lower() not in LANGUAGES:
        raise ValueError(f"unknown language {_quoted(code)}; the languages are "
                         + ", ".join(f"{c} ({name})" for c, name in LANGUAGES.items()))
    return code.strip().lower()


def set_language(code: str | None) -> None:
    """Show everything in the language ``code`` from now on: ``"en"``, ``"uk"`` or ``"ru"``
    (``None`` follows the environment again, as it is now). Boards and pages that listen relabel at once.

    >>> set_language("fr")
    Traceback (most recent call last):
    ...
    ValueError: unknown language 'fr'; the languages are en (English), uk (Українська), ru (Русский)
    """
    global _chosen, _environment_seen
    new = None if code is None else _checked(code)
    before = language()
    if new is None:
        _environment_seen = None        # read the environment again
    _chosen = new
    changed = language() != before
    if changed:
        _tell_listeners()


@contextlib.contextmanager
def in_language(code: str) -> Iterator[str]:
    """Within the block, everything is said in ``code``; the language before comes back after.
    For a sheet or a test made in one language without switching the whole session."""
    global _chosen
    before = _chosen
    set_language(code)
    try:
        yield language()
    finally:
        inside = language()
        _chosen = before
        if language() != inside:
            _tell_listeners()


@contextlib.contextmanager
def quietly_in_language(code: str) -> Iterator[str]:
    """Within the block, everything is said in ``code`` without telling the listeners: no board
    relabels or redraws, for words made in several languages at once (the room's questions).
    The language before comes back after, as quietly."""
    global _chosen
    before = _chosen
    _chosen = _checked(code)
    try:
        yield _chosen
    finally:
        _chosen = before


def on_language_change(listener: Callable[[], None]) -> None:
    """Call ``listener()`` after every switch of language, for as long as it lives (a bound
    method is held weakly, so a board that is thrown away stops listening)."""
    if hasattr(listener, "__self__"):
        _listeners.append(weakref.WeakMethod(listener))
    else:
        _listeners.append(lambda: listener)


def _tell_listeners() -> None:
    alive = []
    for reference in _listeners:
        listener = reference()
        if listener is not None:
            alive.append(reference)
            listener()
    _listeners[:] = alive


def N_(message: str) -> str:
    """Mark ``message`` for the catalogs without translating it (for constants built at
    import time; translate them where they are shown)."""
    return message


def NP_(context: str, message: str) -> str:
    """Mark ``message`` in ``context`` for the catalogs without translating it, as :func:`N_`
    does: for a message looked up with a context known only when it is shown
    (``_.pgettext(game.game_name, "deal")`` finds the entry marked ``NP_("spider", "deal")``)."""
    return message


@lru_cache(maxsize=None)
def _catalog(domain: str, code: str) -> gettext.NullTranslations:
    if code == "en":
        return gettext.NullTranslations()
    return gettext.translation(domain, LOCALE_DIR, languages=[code], fallback=True)


class Translator:
    """A part's messages in the language in use: ``_(message)``, ``_.ngettext(one, many, count)``.

    It looks the language up at each call, so a message built after a switch is in the new
    language, and a message missing from a catalog is said in English.
    """

    __slots__ = ("domain",)

    def __init__(self, domain: str):
        if domain not in DOMAINS:
            raise ValueError(f"unknown message domain {domain!r}; the domains are {', '.join(DOMAINS)}")
        self.domain = domain

    def __call__(self, message: str) -> str:
        return _catalog(self.domain, language()).gettext(message)

    def ngettext(self, singular: str, plural: str, count: int) -> str:
        """The form of a message for ``count`` (Ukrainian and Russian have three)."""
        return _catalog(self.domain, language()).ngettext(singular, plural, count)

    def pgettext(self, context: str, message: str) -> str:
        """A message whose English may mean different things in different places, told apart by
        ``context`` (the catalog's ``msgctxt``)."""
        return _catalog(self.domain, language()).pgettext(context, message)

    def knows(self, context: str, message: str) -> bool:
        """Whether the language in use says ``message`` in ``context`` from its catalog (English,
        the source, knows every message); ``pgettext`` cannot tell, as it falls back to the English."""
        if language() == "en":
            return True
        return f"{context}\x04{message}" in getattr(_catalog(self.domain, language()), "_catalog", {})

    def __repr__(self) -> str:
        return f"translator({self.domain!r})"


def translator(domain: str) -> Translator:
    """The translator of one part's catalog (see :data:`DOMAINS`)."""
    return Translator(domain)
