"""What the lessons' code cells print, and the titles of their boards, in the language in use.

A translated lesson runs the English lesson's code cells with the language set (``make lessons``),
so a cell prints no words of its own: it asks this module, which says them in the class's language
through the ``texts`` catalog. Cards are written as the boards write them (``В♠`` for J♠ in
Ukrainian and Russian, :func:`solitaire.cards.card_face`), places as the boards label them, moves
with the notation's words in the language (``роздати``), and a count with its noun through ngettext.

>>> from solitaire.cards import parse_cards
>>> print(dealing_round(1), faces(parse_cards("J♠ 10♥")))
round 1: J♠ 10♥
>>> from solitaire.languages.i18n import in_language
>>> with in_language("uk"):
...     print(dealing_round(1), faces(parse_cards("J♠ 10♥")))
ряд 1: В♠ 10♥
"""
from __future__ import annotations

from ..cards import card_face
from ..engine import status_words
from ..languages import N_, grouped, language, translator
from ..moves import localized_places
from ..rules import cited_summary, summary_of
from .scene import shown_name
from .words import game_title

__all__ = [
    "faces", "dealing_round", "lit_round_title", "after_round_title", "deal_title", "groups_left_title",
    "all_dealt_title", "rule_count_title", "now_holds", "awake_line", "dealt_to", "careless_play_line",
    "perfect_play_line", "deal_starts", "verdict_words", "search_line", "budget_line", "took_back",
    "rule_summary", "legal_moves_line", "save_fields_line", "save_summary_line",
]

_ = translator("texts")
_engine = translator("engine")

#: A search's verdict (``solve(...).verdict``, a code the program compares) as a class reads it.
_VERDICT_WORDS = {"won": N_("won"), "lost": N_("lost"), "unknown": N_("unknown")}

#: How a rule's summary says it is a reading, and the same in the language in use (see
#: :func:`solitaire.rules.citation_of`, which cites the rest of the summary the same way).
_READINGS = {"As we read it, ": N_("As we read it, {summary}"),
             "Read the other way, ": N_("Read the other way, {summary}"),
             "Read strictly, ": N_("Read strictly, {summary}")}


def faces(cards) -> str:
    """Cards as their faces read in the language in use, spaces between: ``"J♠ 10♥"``, ``"В♠ 10♥"``."""
    return " ".join(card_face(card) for card in cards)


def dealing_round(number: int) -> str:
    """The head of one of the four rounds that deal the Maids figure: ``"round 1:"`` (the text's «ряд»)."""
    # TRANSLATORS: one of the four rounds that lay the Maids figure (the text's «ряд», maids.8), before its cards
    return _("round {number}:").format(number=number)


def lit_round_title(deal: int, number: int) -> str:
    """A board's title when the places one dealing round fills are lit: ``"Deal 1: round 1 lit"``."""
    return _("Deal {deal}: round {number} lit").format(deal=deal, number=number)


def after_round_title(number: int) -> str:
    """A board's title for the Maids figure after some of its four dealing rounds: ``"after round 2"``."""
    return _("after round {number}").format(number=number)


def deal_title(game) -> str:
    """A board's title naming the game and its deal: ``"Spider, deal 3"``."""
    return _("{game}, deal {deal}").format(game=game_title(type(game)), deal=game.deal)


def groups_left_title(deal: int, groups: int) -> str:
    """A Spider board's title while groups of twelve are still to deal: ``"Deal 21, one group left"``."""
    return _.ngettext("Deal {deal}, one group left", "Deal {deal}, {count} groups left", groups).format(
        deal=deal, count=groups)


def all_dealt_title(deal: int) -> str:
    """A Spider board's title once the whole stock is dealt: ``"Deal 1, all dealt"``."""
    return _("Deal {deal}, all dealt").format(deal=deal)


def rule_count_title(count: int) -> str:
    """A board's title saying how many rule functions decide its moves."""
    return _.ngettext("{count} rule function decides every move here",
                      "{count} rule functions decide every move here", count).format(count=count)


def now_holds(place: str, cards, game: str = "maids") -> str:
    """What a place holds after some moves: ``"F1 now holds J♠ 10♥ 9♣"``."""
    return _("{place} now holds {cards}").format(place=shown_name(place, game), cards=faces(cards))


def awake_line(move, opened: int, game: str = "maids") -> str:
    """A move and the Maids packets awake after it: ``"L1→F1   awake: M1 to M2"``."""
    shown = localized_places(str(move), game)
    # as wide as the longest move, so the lines' second column stays put («роздати» is seven letters)
    width = max(6, len(localized_places("deal", game)))
    return f"{shown:{width}}  " + _("awake: M1 to M{last}").format(last=opened)


def dealt_to(card, place: str, game: str = "maids") -> str:
    """Where a card dealt from the Maids stock went: ``"dealt J♥: to F1"``, ``"dealt 9♦: to waste"``."""
    return _("dealt {card}: to {place}").format(card=card_face(card), place=shown_name(place, game))


def careless_play_line(deal: int, status: str, moves: int, left: int) -> str:
    """A Maids deal played by always taking the first legal move: its end, its moves, the cards
    that never reached the arc."""
    after = _.ngettext("after {count} move", "after {count} moves", moves).format(count=moves)
    cards = _.ngettext("{count} card never reached the arc", "{count} cards never reached the arc",
                       left).format(count=left)
    return _("Deal {deal} played carelessly: {status} {after}; {cards}.").format(
        deal=deal, status=status_words(status), after=after, cards=cards)


def perfect_play_line(deal: int, verdict: str) -> str:
    """A deal's verdict under perfect play: ``"Deal 1 played perfectly: won"``."""
    # a decided deal comes out or not, in the words the status line uses («пасьянс зійшовся»)
    words = status_words(verdict) if verdict in ("won", "lost") else verdict_words(verdict)
    return _("Deal {deal} played perfectly: {verdict}").format(deal=deal, verdict=words)


def deal_starts(deal: int, cards) -> str:
    """The first cards of a deal's dealing order: ``"deal 7 starts: 9♠ 2♣ A♠"``."""
    return _("deal {deal} starts: {cards}").format(deal=deal, cards=faces(cards))


def verdict_words(verdict: str) -> str:
    """A search's verdict (``"won"``, ``"lost"``, ``"unknown"``) in the language in use."""
    return _(_VERDICT_WORDS[verdict]) if verdict in _VERDICT_WORDS else str(verdict)


def search_line(verdict: str, positions: int) -> str:
    """A search's verdict and how many positions it looked at: ``"won after 3185 positions"``."""
    return _.ngettext("{verdict} after {count} position", "{verdict} after {count} positions",
                      positions).format(verdict=verdict_words(verdict), count=positions)


def budget_line(budget: int, verdict: str) -> str:
    """A search's verdict within a budget of positions: ``"budget 20,000 positions: unknown"``."""
    count = grouped(budget)
    return _.ngettext("budget {count} position: {verdict}", "budget {count} positions: {verdict}",
                      budget).format(count=count, verdict=verdict_words(verdict))


def took_back(move, status: str, game: str = "spider") -> str:
    """The move an undo took back and the game's status after it: ``"took back T2→K2 - playing"``."""
    return _("took back {move} - {status}").format(move=localized_places(str(move), game),
                                                   status=status_words(status))


def rule_summary(rule) -> str:
    """A rule's summary (the first line of its docstring) in the language in use; a reading
    says it is one (``"As we read it, …"``), as in English."""
    summary = summary_of(rule.function)
    if language() == "en":
        return summary
    for opening, template in _READINGS.items():
        if summary.startswith(opening):
            return _(template).format(summary=_engine(cited_summary(rule.function)))
    return _engine(summary)


def legal_moves_line(moves, game: str = "maids") -> str:
    """A position's legal moves as a class reads them: ``"legal moves: R1→F8, deal"``."""
    shown = ", ".join(localized_places(str(move), game) for move in moves)
    return _("legal moves: {moves}").format(moves=shown or _("none"))


def save_fields_line(fields) -> str:
    """The fields of a saved game's JSON (its own names, the same in every language)."""
    return _("fields of the save: {fields}").format(fields=", ".join(sorted(fields)))


def save_summary_line(saved: dict) -> str:
    """What a saved game holds, in one line: its deal, how many cards its dealing order has and
    how many moves it replays, and its options (as the JSON names them)."""
    cards = _.ngettext("{count} card in the dealing order", "{count} cards in the dealing order",
                       len(saved["order"])).format(count=len(saved["order"]))
    moves = _.ngettext("{count} move", "{count} moves", len(saved["moves"])).format(count=len(saved["moves"]))
    return _("deal {deal}: {cards}, {moves}; options {options}").format(
        deal=saved["deal"], cards=cards, moves=moves, options=saved["options"])
