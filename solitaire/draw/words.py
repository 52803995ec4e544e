"""A board in words: the text alternative of every picture, for a learner who cannot see it.

A screen reader reads this where a sighted learner looks at the picture, so it names every
card a player can see, place by place, in the order a player looks: the foundations,
then the places cards come from, then the stock and the waste. Cards are said in words
("10 of hearts"), since screen readers say the suit symbols in many different ways. The
words are in the language in use (:func:`solitaire.set_language`); place names (F1, M3,
stock) stay the project's notation in every language.

>>> from solitaire import Maids
>>> words = position_words(Maids(deal=3))
>>> words.splitlines()[0]
'Twelve Sleeping Maids, deal 3, no move played yet.'
>>> card_words(Maids(deal=3).cards("L2")[-1])
'10 of hearts'
"""
from __future__ import annotations

import re

from .picture import subject
from ..cards import card_words
from ..languages import N_, language, translator
from ..moves import LOCAL_LABELS, localized_places

__all__ = ["position_words", "card_words", "cards_words", "game_title", "game_in_sentence", "phase_words"]

_ = translator("draw")

#: The games' names as a class reads them (the engine's ``title`` is the English one).
GAME_TITLES = {"spider": N_("Spider"), "maids": N_("Twelve Sleeping Maids")}
#: Spider's phases (``state.phase``), in words.
PHASES = {"dealing": N_("dealing"), "play": N_("play")}


def game_title(game) -> str:
    """The game's name in the language in use: ``"Twelve Sleeping Maids"``, «Павук» (``game``: a game or
    its class)."""
    game_class = game if isinstance(game, type) else type(game)
    title = GAME_TITLES.get(game_class.game_name)
    return _(title) if title else game_class.title


def phase_words(phase: str) -> str:
    """Spider's phase (``"dealing"`` or ``"play"``) in the language in use."""
    return _(PHASES[phase]) if phase in PHASES else str(phase)


def cards_words(cards) -> str:
    """Cards in words, first to last, commas between."""
    return ", ".join(card_words(card) for card in cards)


def _cards(number: int) -> str:
    return _.ngettext("{count} card", "{count} cards", number).format(count=number)


def _said_in(title: str, words: str) -> bool:
    """Whether a board's ``title`` already says ``words`` ("Deal 10: …" says "deal 10", not "deal 1"),
    whatever its case and its spaces (a no-break space in «роздача №\xa010»)."""
    pattern = r"\s+".join(re.escape(word) for word in words.split())
    return bool(title) and re.search(rf"(?<!\w){pattern}(?!\w)", title, re.IGNORECASE) is not None


def game_in_sentence(game_class) -> str:
    """The game's name as a sentence says it: quoted in Ukrainian and Russian («Дванадцять сплячих дів»,
    «Паук»), as an alt text after a picture's title or the trainer's title line says it; bare in English."""
    return _.pgettext("a game's name in a sentence", "{game}").format(game=game_title(game_class))


def _header(game_class, state, game, title: str = "") -> str:
    """The first line: the game, its deal, round and moves played; what the board's ``title`` says
    already (its deal, its game) is left out, so that the alt text says it once."""
    parts = [game_in_sentence(game_class)]
    if game is not None:
        if game.deal is not None:
            parts.append(_("deal {deal}").format(deal=game.deal))
        elif game.by_name:
            parts.append(_("a position by name"))
    round_number, phase = getattr(state, "round", None), getattr(state, "phase", None)
    if round_number is not None:
        parts.append(_("round {round}, {phase}").format(round=round_number, phase=phase_words(phase)))
    if game is not None:
        played = len(game.history)
        parts.append(_("no move played yet") if not played else
                     _.ngettext("{count} move played", "{count} moves played", played).format(count=played))
    status = game_class.status_of(state)
    line = ", ".join([part for part in parts if not _said_in(title, part)] or parts[:1]) + "."
    if status == "won":
        return line + " " + _("Won!")
    if status == "lost":
        return line + " " + _("Lost: no move is left.")
    return line


def _pile_words(name: str, cards: tuple) -> str:
    """``"F1: 9 of clubs on top, 3 cards"``, ``"A1: ace of spades"`` or ``"F1: empty"``."""
    if not cards:
        return _("{place}: empty").format(place=name)
    if len(cards) == 1:
        return f"{name}: {card_words(cards[0])}"
    return _.ngettext("{place}: {card} on top, {count} card", "{place}: {card} on top, {count} cards",
                      len(cards)).format(place=name, card=card_words(cards[-1]), count=len(cards))


def _places_words(described: list[tuple[str, str | None]]) -> str:
    """The places with cards, then the empty ones together: ``"F1: …; empty: F2, F3"``."""
    full = [words for _name, words in described if words is not None]
    empty = [name for name, words in described if words is None]
    if empty:
        full.append(_("empty: {places}").format(places=", ".join(empty)) if len(empty) < len(described)
                    else _("all empty"))
    return "; ".join(full)


def _asleep_words(asleep: list[tuple[str, int]]) -> str:
    """``"Asleep, face down: M3 to M12, 4 cards each."``"""
    counts = {count for _name, count in asleep}
    if len(asleep) == 1:   # one maid: "4 cards", not "4 cards each"
        place, count = asleep[0]
        return _.ngettext("Asleep, face down: {place}, {count} card.",
                          "Asleep, face down: {place}, {count} cards.", count).format(place=place, count=count)
    if len(counts) == 1:
        names = (_("{first} and {last}") if len(asleep) == 2 else _("{first} to {last}")).format(
            first=asleep[0][0], last=asleep[-1][0])
        count = counts.pop()
        return _.ngettext("Asleep, face down: {places}, {count} card each.",
                          "Asleep, face down: {places}, {count} cards each.", count).format(places=names, count=count)
    each = ", ".join(f"{place} {_cards(count)}" for place, count in asleep)
    return _("Asleep, face down: {places}.").format(places=each)


def _maids_words(game_class, state) -> list[str]:
    cards_at = game_class.cards_at
    def described(names):
        return [(name, _pile_words(name, cards) if cards else None)
                for name in names for cards in [cards_at(state, name)]]

    arc = _places_words(described([f"F{k}" for k in range(1, 9)]))
    sides = _places_words(described([f"L{k}" for k in range(1, 5)] + [f"R{k}" for k in range(1, 5)]))
    awake, asleep = [], []
    for k in range(1, 13):
        place = f"M{k}"
        cards = cards_at(state, place)
        if game_class.face_down(state, place):
            asleep.append((place, len(cards)))
        else:
            awake.append(_pile_words(place, cards))
    lines = [_("The arc: {places}.").format(places=arc), _("Side columns: {places}.").format(places=sides),
             _("Awake maids: {maids}.").format(maids="; ".join(awake) if awake else _("none"))]
    if asleep:
        lines.append(_asleep_words(asleep))
    stock, waste = cards_at(state, "stock"), cards_at(state, "waste")
    stock_words = _stock_words(len(stock))
    waste_words = (_.ngettext("Waste: {count} card, {card} on top.", "Waste: {count} cards, {card} on top.",
                              len(waste)).format(count=len(waste), card=card_words(waste[-1])) if waste
                   else _("Waste: empty."))
    lines.append(stock_words + " " + waste_words)
    return lines


def _in_label_order(names: list[str]) -> list[str]:
    """Spider's places in the order a class reads its board's labels: a Ukrainian or Russian board
    numbers them С1–С12 and Б1–Б8, so its words go С1, С2, С3, … rather than in the English order."""
    labels = LOCAL_LABELS.get(("spider", language()))
    return sorted(names, key=lambda name: int(labels[name][1:])) if labels else names


def _spider_words(game_class, state) -> list[str]:
    cards_at = game_class.cards_at
    bases = [(name, _pile_words(name, cards) if cards else None)
             for name in _in_label_order([f"{column}{row}" for row in range(1, 5) for column in "AK"])
             for cards in [cards_at(state, name)]]
    piles = [(name, _("{place}: {cards} (top)").format(place=name, cards=cards_words(cards)) if cards else None)
             for name in _in_label_order(["T1", "T2", "L1", "L2", "L3", "L4", "R1", "R2", "R3", "R4", "B1", "B2"])
             for cards in [cards_at(state, name)]]
    stock = len(cards_at(state, "stock"))
    return [_("Bases: {places}.").format(places=_places_words(bases)),
            _("Piles, from the body out, the top card last: {places}.").format(places=_places_words(piles)),
            _stock_words(stock)]


def _stock_words(count: int) -> str:
    """"Stock: 48 cards." or "Stock: empty." (a native reader met «Колода: 0 карт.»)."""
    return (_.ngettext("Stock: {count} card.", "Stock: {count} cards.", count).format(count=count) if count
            else _("Stock: empty."))


def position_words(game_or_state, game_class=None, title: str = "") -> str:
    """The position of a game (or a state, with its game class) in words, one line a part of the
    board, in the language in use; beside a board's ``title``, without what the title says."""
    cls, state, game = subject(game_or_state, game_class)
    body = _spider_words(cls, state) if cls.game_name == "spider" else _maids_words(cls, state)
    return localized_places("\n".join([_header(cls, state, game, title)] + body), cls.game_name)
