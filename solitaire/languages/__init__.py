"""The language part: which language a class sees, and each part's translator.

Its face hands on :mod:`solitaire.languages.i18n` (the language in use, the translators); the
catalogs are kept by ``python -m solitaire.languages.catalogs`` (``make catalogs``), a development
tool this face does not load.
"""
from .i18n import (DOMAINS, LANGUAGES, LOCALE_DIR, N_, NP_, environment_language, in_language, language,
                   on_language_change, quietly_in_language, set_language, translator)
from .numbers import decimal, grouped
from .typography import after_colon, ended, quoted_inside

__all__ = ["LANGUAGES", "DOMAINS", "LOCALE_DIR", "language", "set_language", "in_language",
           "quietly_in_language", "environment_language", "translator", "N_", "NP_", "on_language_change",
           "grouped", "decimal", "after_colon", "quoted_inside", "ended"]
