"""A forbidden move's error, and its message as the class reads it.

:class:`IllegalMove` carries the move, the rule sentence it breaks and a reason a learner
understands; :func:`labelled_refusal` says it with the places and words of the class's language
(Spider's С1 and Б1 in Ukrainian and Russian), quoting a move typed with the English place names
as it was typed, its labels beside it.
"""
from __future__ import annotations

from .cards import quoted
from .languages import language, translator
from .place_labels import (KEPT, PLACE_WORDS, english_names_typed, localized_keeping, localized_places,
                           notation_words)

__all__ = ["IllegalMove", "labelled_refusal", "refusal_text", "refusal_of", "quoted_word"]

_ = translator("engine")


def labelled_refusal(error: "IllegalMove", game: str, typed=None) -> "IllegalMove":
    """``error`` said with ``game``'s places and the notation's words as the language in use labels
    them (Spider's С1 and Б1, ``«роздати»`` for deal, ``колода`` for the stock in Ukrainian and
    Russian); English and the error's ``move`` stay canonical. A move ``typed`` with English place
    names there is quoted as typed, its labels beside it («Ход «L1→L2» (в русской записи С12→С11) …»)."""
    if language() not in PLACE_WORDS:
        return error
    if error.rule is None or isinstance(error.move, str):   # a text that is no move, or no Move at all
        message = str(error.args[0]) if error.args else ""
    else:
        # the move bare: the catalog quotes it («Ход «{move}» не разрешён»), as it does where a board or a
        # puzzle says the game's own refusal (IllegalMove's message), so that no path quotes it twice
        move = (_keyword_word(str(error.move), game) if error.move.is_keyword
                else localized_places(str(error.move), game))
        message = refusal_text(move, error.reason, error.citation)
        as_typed = english_names_typed(typed, game)
        if as_typed:
            # the typed names put in after the labelling, which would turn them into the labels
            message = refusal_text(move, error.reason, error.citation, typed=KEPT)
            error.args = (localized_keeping(message, game, as_typed),)
            return error
    error.args = (localized_places(message, game),)
    return error


def refusal_text(move, reason: str, citation: str, typed=None) -> str:
    """"``move`` is not allowed: ``reason`` (``citation``)" in the language in use; without the
    brackets for an empty ``citation``, and with the move as ``typed`` before its labels when given."""
    if typed is not None:
        template = (_("{typed} ({move} in this language's labels) is not allowed: {reason} ({citation})") if citation
                    else _("{typed} ({move} in this language's labels) is not allowed: {reason}"))
    else:
        template = (_("{move} is not allowed: {reason} ({citation})") if citation
                    else _("{move} is not allowed: {reason}"))
    return template.format(typed=typed, move=move, reason=reason, citation=citation)


def _keyword_word(keyword: str, game: str) -> str:
    """``deal`` or ``redeal`` as the language in use says it in ``game`` (Spider's Russian «раздать»)."""
    return notation_words(game)[keyword]


def quoted_word(word: str) -> str:
    """A word of the notation quoted as the language in use quotes: «роздати» (see :func:`.cards.quoted`)."""
    return quoted(word)


def refusal_of(function, *arguments) -> "IllegalMove":
    """The IllegalMove that ``function(*arguments)`` raises (made again, in the language in use)."""
    try:
        function(*arguments)
    except IllegalMove as error:
        return error
    raise ValueError(f"{function.__name__} no longer refuses {arguments!r}")


class IllegalMove(ValueError):
    """A move the rules forbid, or a text that is not a move.

    Carries ``move`` (a Move, or the bad text), ``rule`` (the sentence id such as
    ``"maids.19"``, or None for a malformed text) and ``reason`` (a sentence a learner
    understands). The message names all three, in the language in use (the reason and the
    citation come translated from the part that refuses). Where the engine refuses, it sets
    :attr:`remake`, so that ``str(error)`` after a switch of language says it in the new
    language (a board says a refusal again when the class switches).
    """

    #: A function that makes this refusal again (a fresh IllegalMove), or None.
    remake = None

    def __init__(self, move, rule: str | None, reason: str, summary: str | None = None,
                 citation: str | None = None) -> None:
        self.move = move
        self.rule = rule
        self.reason = reason
        self.summary = summary
        #: How the message cites the rule, e.g. "maids.19: ..." or "our reading of maids.17: ...";
        #: "" where the reason needs no sentence (an empty pile has no card to move).
        self.citation = citation if citation is not None else (f"{rule}: {summary}" if summary else rule)
        message = reason if rule is None else refusal_text(move, reason, self.citation)
        self.language = language()
        super().__init__(message)

    def __str__(self) -> str:
        if self.remake is not None and language() != self.language:
            return str(self.remake())
        return super().__str__()

    @classmethod
    def by(cls, rule_function, move, reason: str, cited: bool = True) -> "IllegalMove":
        """The error for ``move``, forbidden by ``rule_function`` (a ``@rule`` def); ``cited=False``
        keeps the rule out of the message, for a reason that is plain without it."""
        from .rules import citation_of, summary_of
        return cls(move, rule_function.sentence_id, reason, summary_of(rule_function),
                   citation_of(rule_function) if cited else "")
