"""What a move did, read from the positions before and after it: for pictures, messages and lessons.

One function, :func:`what_happened`, asks the game what a move did (each game reads it in its
own ``effects.py`` from the positions before and after, through the game's public methods) and
says where the card went, which side column was refilled from where, which maid packets woke,
what a deal dealt and what a redeal gathered, each effect with the id of the sentence that makes
it happen (read from the rule function itself, so the ids are the texts' own). :func:`describe`
puts it in words a player reads, in the language in use (:func:`solitaire.set_language`):

>>> from solitaire import Maids
>>> game = Maids(deal=1)
>>> game.play("R1→F1")
Move.parse('R1→F1')
>>> describe(what_happened(game))
'J♦ from R1 to F1: the first prince, M1 and M2 wake (maids.14); R1 refilled from the stock (maids.16)'
>>> what_happened(game).woken, what_happened(game).refills
(('M1', 'M2'), (('stock', 'R1', Card.parse('J♦')),))

Every sentence of these messages is built here, in :func:`_reason_words` and
:func:`describe`, from whole translated sentences with named placeholders; cards are
named by their face in the language in use (``В♦`` in Ukrainian), places by the
project's notation (L1, M3, F2) in every language.

The drawing uses it for ``last_move`` (the deal's arrow, the refill's, the "woke" tags),
the interactive board for its message line.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import card_face
from ..languages import translator
from ..moves import Move

__all__ = ["Effects", "Reason", "what_happened", "describe"]

_ = translator("draw")


@dataclass(frozen=True)
class Reason:
    """One effect: what happened (``kind``, one of :func:`_reason_words`' keys, with its
    ``values``) and the id of the sentence that makes it happen.

    It unpacks as ``(words, sentence id)``, the words in the language in use when they are
    read, so an effect kept from before a switch of language is said in the new one.
    """

    kind: str
    sentence: str
    values: tuple = ()   # (name, value) pairs: the message's placeholders

    @property
    def words(self) -> str:
        return _reason_words(self.kind, dict(self.values))

    def __iter__(self):
        return iter((self.words, self.sentence))


@dataclass(frozen=True)
class Effects:
    """Everything one move did.

    - ``move``: the move; ``card``: the card it moved or dealt (None for a Spider deal
      or a redeal); ``source`` / ``target``: where that card came from and went
      (``"stock"`` → ``"F3"`` or ``"waste"`` for a Maids deal);
    - ``dealt``: ``(place, card)`` for each card a Spider deal put on a pile;
    - ``refills``: ``(from, to, card)`` for each side column refilled (maids.16);
    - ``woken``: the maid packets turned face up by the move, in order;
    - ``gathered``: the piles a redeal gathered into the stock, in gathering order;
    - ``reasons``: a :class:`Reason` (``(words, sentence id)``) for each effect, in the order they happen.
    """

    move: Move
    card: object = None
    source: str | None = None
    target: str | None = None
    dealt: tuple = ()
    refills: tuple = ()
    woken: tuple = ()
    gathered: tuple = ()
    reasons: tuple = ()


def what_happened(game_or_class, before=None, after=None, move=None) -> Effects:
    """The :class:`Effects` of a game's last move, or of ``move`` from ``before`` to ``after``.

    ``what_happened(game)`` reads the game's last move; ``what_happened(Maids, before,
    after)`` compares two positions (the move is found among the legal moves of
    ``before`` when not given). ValueError when no legal move leads from one to the other.
    """
    if before is None:
        game = game_or_class
        if not game.history:
            raise ValueError("what_happened: the game has no move yet")
        kind, before, after, move = type(game), game.states[-2], game.states[-1], game.history[-1]
    else:
        kind = game_or_class
        move = Move.parse(move) if move is not None else _move_between(kind, before, after)
    facts = dict(kind.effects_of(before, after, move))   # the game's own reading (its effects.py)
    reasons = tuple(Reason(*reason) for reason in facts.pop("reasons", ()))
    return Effects(move, **facts, reasons=reasons)


def _move_between(kind, before, after) -> Move:
    for move in kind.legal_moves_of(before):
        if kind.apply(before, move) == after:
            return move
    raise ValueError("what_happened: no legal move leads from the first position to the second")


def _and(names) -> str:
    """``"M1"``, ``"M1 and M2"``, ``"M1, M2 and M3"``, in the language in use."""
    names = list(names)
    if len(names) == 1:
        return names[0]
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


# --- the words --------------------------------------------------------------------------

#: The words of each kind of effect, from its values (``card`` and ``maids`` already in words).
_WORDS = {
    "dealt to": lambda v: _("dealt {card} to {target}").format(card=v["card"], target=v["target"]),
    "dealt to waste": lambda v: _("dealt {card} to the waste: it fits nowhere").format(card=v["card"]),
    "first prince": lambda v: _.ngettext("the first prince, {maids} wakes", "the first prince, {maids} wake",
                                         v["woken"]).format(maids=v["maids"]),
    "prince": lambda v: _("a prince, {maids} wakes").format(maids=v["maids"]),
    "last woken maid": lambda v: _("the last woken maid's top card, {maids} wakes").format(maids=v["maids"]),
    "refilled from stock": lambda v: _("{column} refilled from the stock").format(column=v["column"]),
    "refilled from waste": lambda v: _("{column} refilled from the waste").format(column=v["column"]),
    "dealt group": lambda v: _.ngettext("dealt {count} card, one to each pile from T1 on",
                                        "dealt {count} cards, one to each pile from T1 on",
                                        v["count"]).format(count=v["count"]),
    "gathered": lambda v: _.ngettext(
        "{piles} pile gathered from the last to the first, turned over unshuffled as the new stock of {count}",
        "{piles} piles gathered from the last to the first, turned over unshuffled as the new stock of {count}",
        v["piles"]).format(piles=v["piles"], count=v["count"]),
    "base to base": lambda v: _("passed from base to base"),
    "home": lambda v: _("home"),
    "home from an end": lambda v: _("home from above or below the body"),
    "home from its row": lambda v: _("home from its own row"),
    "onto empty": lambda v: _("onto the empty pile"),
    "onto its suit": lambda v: _("onto a card of its suit one rank away"),
}


def _reason_words(kind: str, values: dict) -> str:
    """The words of one effect, in the language in use."""
    if "card" in values:
        values = {**values, "card": card_face(values["card"])}
    if "maids" in values:
        values = {**values, "maids": _and(values["maids"]), "woken": len(values["maids"])}
    return _WORDS[kind](values)


def describe(effects: Effects) -> str:
    """The effects in a player's words, each with its sentence id, in the language in use.

    ``"J♦ from R1 to F2: a prince, M3 wakes (maids.14); R1 refilled from the waste (maids.16)"``
    """
    reasons = [f"{words} ({sentence})" for words, sentence in effects.reasons]
    text = "; ".join(reasons)
    move = effects.move
    if move.is_keyword:
        if move.source == "redeal":
            return _("Redeal: {effects}").format(effects=text)
        return text[:1].upper() + text[1:]
    head = _("{card} from {source} to {target}").format(card=card_face(effects.card), source=move.source,
                                                         target=move.target)
    return head + (": " + text if reasons else "")
