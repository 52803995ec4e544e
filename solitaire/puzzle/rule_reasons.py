"""What a legal move does that a rule task did not ask for, in card words with the rule it misses.

A rule puzzle ("which cards fit the arc?", "which cards may fill the empty pile?") has
legal moves that are no answer: the verdict says what such a move does instead, and
which sentence of the rules the learner should look at again.
"""
from __future__ import annotations

from ..cards import card_face
from ..languages import translator

__all__ = ["not_asked"]

_ = translator("board")


def not_asked(puzzle, game, move) -> str:
    """Why ``move``, legal at the puzzle's position but not an answer, does not do what the task asks."""
    text = str(move)
    words = {"playable": _not_playable, "wake": _not_waking, "pile": _other_card, "refill": _no_refill,
             "empty": _not_filling, "bases": _not_freeing}.get(puzzle.kind)
    return words(puzzle, game, move) if words else _("{move} is legal, but not the answer.").format(move=text)


def _card_of(game, place: str):
    """The top card of ``place`` as the language shows it ("" when the place is empty)."""
    cards = game.cards(place)
    return card_face(cards[-1]) if cards else ""


def _does(game, move) -> str:
    """What a legal move does, in words: "deal turns up the next stock card", "the 8♠ goes from M3 to F1"."""
    text = str(move)
    if text == "deal":
        return _("deal turns up the next card of the stock")
    if text == "redeal":
        return _("redeal gathers the piles into a new stock")
    source, target = text.split("→")
    return _("{move} moves the {card} from {source} to {target}").format(
        move=text, card=_card_of(game, source), source=source, target=target)


def _not_playable(puzzle, game, move) -> str:
    if puzzle.game == "maids" and not puzzle.find_all and str(move) != "deal":
        # one card asked for: the task names the foundation it goes onto, so the reason names only that place
        return _("{does}: the task asks which card can go onto {target} now.").format(
            does=_does(game, move), target=puzzle.answers[0].split("→")[1])
    if puzzle.game == "maids":
        return _("{does}: it plays no card to the arc, and the task asks which cards fit the arc.").format(
            does=_does(game, move))
    if str(move) == "deal":
        return _spider_deal(game)
    return _("{does}: the task asks which cards of the piles may go to a base now (a base's card passing to the "
             "other base is not one of them).").format(does=_does(game, move))


def _spider_deal(game) -> str:
    """What a Spider deal does to a "which cards may go to a base now?" task: a group of twelve (fewer when
    the stock holds fewer, in the second round) covers the top cards of the piles it reaches (spider.11)."""
    from ..spider.rules import DEALING_ORDER
    count = min(12, len(game.state.stock))
    if count == 12:
        return _("deal puts out the next group of twelve cards, one on every pile, and covers every top card: "
                 "the task asks which cards may go to a base before that.")
    return _("deal puts out the rest of the stock, a card on each of {piles} in turn, and covers the top cards "
             "there: the task asks which cards may go to a base before that.").format(
        piles=" ".join(DEALING_ORDER[:count]))


def _not_waking(puzzle, game, move) -> str:
    woken = _woken_by(game, move)
    if woken:  # "the move that wakes the most maids": this one wakes some, and the answer more
        return _.ngettext("{does}, and that wakes {count} packet ({places}); the task asks for the move that "
                          "wakes the most: a jack wakes one for being a jack (maids.14, maids.15), and a card from "
                          "the last woken maid one for its place (maids.20).",
                          "{does}, and that wakes {count} packets ({places}); the task asks for the move that "
                          "wakes the most: a jack wakes one for being a jack (maids.14, maids.15), and a card from "
                          "the last woken maid one for its place (maids.20).",
                          len(woken)).format(does=_does(game, move), count=len(woken), places=", ".join(woken))
    # the reason names neither the last woken maid nor its card: in a wake puzzle that card is often the answer
    why = _("only a jack (maids.14, maids.15) or the top card of the last woken maid (maids.20) wakes the next one")
    if str(move) == "deal":  # a dealt jack would wake one; the stock's next card cannot be seen
        return _("a deal wakes a packet only if it turns up a jack, and a player cannot see the stock's next card "
                 "before dealing it (here it would be the {card}, no jack): {why}.").format(card=card_face(game.state.stock[-1]), why=why)
    source = str(move).split("→")[0]
    if source.startswith("M"):  # an open packet that is not the last woken maid (that one's card would wake)
        return _("{does}, and that wakes no packet: {place} is not the last woken maid, and a card taken from "
                 "another open packet gives no such right (maids.21).").format(does=_does(game, move), place=source)
    return _("{does}, and that wakes no packet: {why}.").format(does=_does(game, move), why=why)


def _woken_by(game, move) -> list[str]:
    """The packets ``move`` wakes at once, in order ("M4", "M5")."""
    after = game.copy()
    after.play(move)
    return [f"M{number}" for number in range(game.state.opened + 1, after.state.opened + 1)]


def _other_card(puzzle, game, move) -> str:
    source = puzzle.answers[0].split("→")[0]
    card = _card_of(game, source)
    if str(move).startswith(f"{source}→"):  # Spider: the same card onto a base
        return _("{does}, a base: the task asks which piles can take the {card}.").format(
            does=_does(game, move), card=card)
    return _("{does}: the task asks where the {card} on {source} goes.").format(
        does=_does(game, move), card=card, source=source)


def _no_refill(puzzle, game, move) -> str:
    card = card_face(game.state.waste[-1])
    if str(move) == "deal":
        return _("deal puts the next stock card on the waste, over the {card}: only a side column's freed place "
                 "takes the waste's top card (maids.16).").format(card=card)
    source = str(move).split("→")[0]
    after = game.copy()
    after.play(move)
    if not source.startswith("M"):
        # a side card's place takes the waste's top card at once: what the move misses is where that card goes next
        if not any(str(then).startswith(f"{source}→") for then in after.legal_moves()):
            return _("{does}: {source} takes the {card} from the waste at once (maids.16), but the {card} then fits "
                     "no foundation.").format(does=_does(game, move), source=source, card=card)
        return _("{does}: {source} takes the {card} from the waste at once (maids.16), but the task asks for another "
                 "move: read it again.").format(does=_does(game, move), source=source, card=card)
    if not any(str(then)[:1] in "LR" for then in after.legal_moves()):
        # the packet's card frees nothing, and (unlike a card that makes a side card fit) opens no way either
        return _("{does}, which frees no side place (maids.16 refills only the side columns) and makes no side card "
                 "fit: the {card} is no nearer the arc.").format(does=_does(game, move), card=card)
    if len(game.cards(source)) == 1:
        return _("{does}, and {place} stays empty (maids.23): a packet is not a side column, and only a freed place "
                 "in the side columns takes the {card} from the waste (maids.16).").format(
            does=_does(game, move), place=source, card=card)
    return _("{does}: a packet is not a side column, and only a freed place in the side columns takes the {card} "
             "from the waste (maids.16).").format(does=_does(game, move), card=card)


def _not_filling(puzzle, game, move) -> str:
    hole = puzzle.answers[0].split("→")[1]
    return _("{does}, and {hole} stays empty: the task asks which cards may fill {hole}.").format(
        does=_does(game, move), hole=hole)


def _not_freeing(puzzle, game, move) -> str:
    source = puzzle.task.split(" on ")[1].split(" ")[0]   # the task in English names the card's pile
    card = game.cards(source)[-1]
    after = game.copy()
    after.play(move)
    home = [str(m) for m in after.legal_moves() if str(m).startswith(f"{source}→") and str(m)[-2] in "AK"]
    if home:
        return _("{does}; the {card} could then go home too, but the task asks for the pass between bases.").format(
            does=_does(game, move), card=card_face(card))
    return _("{does}, and the {card} on {source} still fits no base: it needs {needs}; a pass between the bases "
             "of its suit (spider.23) can leave one standing there.").format(
        does=_does(game, move), card=card_face(card), source=source, needs=_needs(card))


def _needs(card) -> str:
    """Which base tops take ``card``: an ace base one lower, a king base one higher (spider.5)."""
    from ..cards import Card
    lower = card_face(Card(card.rank - 1, card.suit)) if card.rank > 1 else None
    higher = card_face(Card(card.rank + 1, card.suit)) if card.rank < 13 else None
    if lower and higher:
        return _("an ace base whose top is the {lower} or a king base whose top is the {higher}").format(
            lower=lower, higher=higher)
    if lower:
        return _("an ace base whose top is the {lower}").format(lower=lower)
    return _("a king base whose top is the {higher}").format(higher=higher)
