"""Links each rule function to the sentence of the source text it implements.

A rule is a real ``def`` of a few lines, named for what it says, decorated with the id
of its sentence::

    @rule("maids.19")
    def is_playable_place(state, place):
        "Every side-column card and the top card of every open packet may be played."
        ...

``rules_of("maids")`` lists every rule of a game with its sentence, in sentence order,
so lessons can show sentence, translation and code side by side, and tests can check
that each rule has a test named for it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from .languages import N_, after_colon, translator

__all__ = ["rule", "rules_of", "Rule", "summary_of", "citation_of", "cited_summary"]

_ = translator("engine")

_SENTENCE_ID = re.compile(r"^(spider|maids)\.(\d+)$")
_REGISTRY: dict[str, list["Rule"]] = {"spider": [], "maids": []}


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule function and the sentence it implements."""

    sentence_id: str
    function: Callable
    option: str | None = None  # the game option that selects this function, if any

    @property
    def name(self) -> str:
        return self.function.__name__

    @property
    def summary(self) -> str:
        return summary_of(self.function)

    @property
    def game(self) -> str:
        return self.sentence_id.split(".")[0]

    @property
    def number(self) -> int:
        return int(self.sentence_id.split(".")[1])

    @property
    def sentence(self):
        """The :class:`solitaire.texts.Sentence` this rule implements."""
        from . import texts
        return texts.sentence(self.sentence_id)

    def source(self) -> str:
        """The code of the rule function (for lessons)."""
        import inspect
        return inspect.getsource(self.function)

    def __repr__(self) -> str:
        return f"<rule {self.sentence_id} {self.name}: {self.summary}>"


def summary_of(function: Callable) -> str:
    """The first line of a function's docstring, without the final full stop."""
    doc = (function.__doc__ or function.__name__).strip().splitlines()[0].strip()
    return doc[:-1] if doc.endswith(".") else doc


#: How a docstring says that its rule is a reading of an unclear sentence, not the text's
#: own words, and how a refusal then names it.
_READING_OPENINGS = {"As we read it, ": N_("our reading of {rule}: {summary}"),
                     "Read the other way, ": N_("the other reading of {rule}: {summary}"),
                     "Read strictly, ": N_("the strict reading of {rule}: {summary}")}


def citation_of(function: Callable) -> str:
    """How a refusal cites a rule: ``"maids.19: <summary>"``, or, when the rule is a reading
    (its docstring opens "As we read it," "Read the other way," or "Read strictly,"),
    ``"our reading of maids.17: <summary>"`` (or "the other reading of", "the strict
    reading of"), so that a message never credits the text with the project's choice.
    It is said in the language in use: the summaries are marked for the catalogs in the
    game's ``explain`` module, where its refusals are built.

    >>> from solitaire.maids.rules import may_deal, playable_cards
    >>> citation_of(may_deal)
    'our reading of maids.17: the stock is dealt one card at a time whenever the player likes'
    >>> citation_of(playable_cards)
    'maids.19: The playable cards are all the side-column cards and the top cards of the open packets'
    """
    summary = summary_of(function)
    for opening, label in _READING_OPENINGS.items():
        if summary.startswith(opening):
            return _(label).format(rule=function.sentence_id, summary=_(cited_summary(function)))
    return f"{function.sentence_id}: {after_colon(_(summary))}"   # «(maids.11: у дузі …)» in uk and ru


def cited_summary(function: Callable) -> str:
    """The English words :func:`citation_of` quotes from a rule's summary (a reading's summary
    without its opening "As we read it,"): the message id its translation is kept under."""
    summary = summary_of(function)
    for opening in _READING_OPENINGS:
        if summary.startswith(opening):
            rest = summary[len(opening):]
            return rest[:1].lower() + rest[1:]
    return summary


def rule(sentence_id: str, option: str | None = None):
    """Decorate a rule function with the id of its sentence (``"spider.9"``).

    The function gets a ``sentence_id`` attribute and is listed by :func:`rules_of`.
    ``option`` names the game option that chooses this function over its twin.
    """
    match = _SENTENCE_ID.match(sentence_id)
    if not match:
        raise ValueError(f"a rule sentence id looks like 'spider.9' or 'maids.19', not {sentence_id!r}")

    def decorate(function: Callable) -> Callable:
        function.sentence_id = sentence_id
        entries = _REGISTRY[match.group(1)]
        entries[:] = [r for r in entries if r.function.__qualname__ != function.__qualname__
                      or r.function.__module__ != function.__module__]
        entries.append(Rule(sentence_id, function, option))
        return function

    return decorate


def rules_of(game) -> list[Rule]:
    """Every rule of a game (``"spider"``, ``"maids"``, a game class or object), in sentence order."""
    name = game if isinstance(game, str) else getattr(game, "game_name", None)
    if name not in _REGISTRY:
        raise ValueError(f"unknown game {game!r}: use 'spider' or 'maids'")
    # Importing the game module registers its rules.
    from importlib import import_module
    import_module(f"solitaire.{name}")
    return sorted(_REGISTRY[name], key=lambda r: r.number)
