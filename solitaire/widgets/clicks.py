"""What a click on the board means, and what the board says: no widgets here.

The interactive board (:mod:`solitaire.widgets`) turns a click into a place name and
asks :func:`interpret_click` what to do with it. The answer is a :class:`ClickResult`:
a move to play, or a card picked up (with the places it may go to), or a message.
Keeping this apart from the widgets lets a test (or a lesson) read the click logic
on a plain game.
"""
from __future__ import annotations

import struct
from dataclasses import dataclass

from ..languages import N_, NP_, translator
from ..draw.words import game_title
from ..moves import DEAL, REDEAL, IllegalMove, Move, localized_places

_ = translator("board")

__all__ = ["ClickResult", "interpret_click", "fits_alike", "targets_from", "move_label", "first_home_move",
           "foundations_of", "cards_home", "cards_in_play", "outcome_text", "status_text", "option_words",
           "pixel_of", "png_size", "plies_in_reach", "first_step", "face", "game_title", "moves_words"]


@dataclass(frozen=True)
class ClickResult:
    """What one click does: play ``move``, or pick up ``selected``, or just say ``message``."""

    move: Move | None = None
    selected: str | None = None
    highlight: tuple[str, ...] = ()
    message: str = ""
    refused: bool = False  # the message says why something is not allowed
    tried: Move | None = None  # the move refused, when the click asked for one (a puzzle judges it)


def foundations_of(game) -> tuple[str, ...]:
    """The places where cards go home: Spider ``A1..A4 K1..K4``, Maids ``F1..F8``."""
    names = getattr(type(game), "foundation_names", None)
    if names:
        return tuple(names)
    return tuple(p for p in game.place_names if p[0] in "AKF" and p[1:].isdigit())


def cards_home(game) -> int:
    """How many cards lie on the foundations."""
    return sum(len(game.cards(place)) for place in foundations_of(game))


def cards_in_play(game) -> int:
    """All the cards of the game, wherever they lie (Spider: the 96 dealt and the 8 bases)."""
    start = game.states[0]
    return sum(len(game.cards_at(start, place)) for place in game.place_names)


def targets_from(legal, source: str) -> tuple[str, ...]:
    """The places the card on ``source`` may go to, in the engine's order."""
    return tuple(dict.fromkeys(m.target for m in legal if m.source == source))


def face(card) -> str:
    """A card's short text in the language in use (``J♦``, in Ukrainian and Russian ``В♦``)."""
    from ..cards import card_face
    return card_face(card)


def moves_words(plies: int) -> str:
    """``1 move``, ``3 moves`` (in Ukrainian and Russian, in their three forms)."""
    return _.ngettext("{count} move", "{count} moves", plies).format(count=plies)


def move_label(game, move: Move) -> str:
    """A move as the move list shows it: its text and the card it moves, ``L2→A2 (7♠)``."""
    if move.is_keyword:
        word = (game.game_name, str(move))
        return _.pgettext(*word) if word in KEYWORD_WORDS else str(move)
    cards = game.cards(move.source)
    return localized_places(f"{move} ({face(cards[-1])})" if cards else str(move), game.game_name)


#: The move list's words for the moves without places, each game's own (a move typed in is read in
#: any language): Russian deals a Spider group («раздача») but a Maids card from the stock («сдача»).
KEYWORD_WORDS = {("spider", "deal"): NP_("spider", "deal"), ("spider", "redeal"): NP_("spider", "redeal"),
                 ("maids", "deal"): NP_("maids", "deal")}


def first_home_move(game) -> Move | None:
    """The first legal move that puts a card on a foundation, else ``deal`` if legal.

    The board's hint when the solver is not available: honest, if not clever.
    """
    legal = game.legal_moves()
    homes = set(foundations_of(game))
    for move in legal:
        if move.target in homes and move.source not in homes:
            return move
    return DEAL if DEAL in legal else None


def _top(game, place: str):
    cards = game.cards(place)
    return cards[-1] if cards else None


def fits_alike(game, clicked: str, offered: str) -> bool:
    """True if a card that fits foundation ``offered`` fits ``clicked`` just as well.

    In Twelve Sleeping Maids a card that fits several foundations is offered once, on
    the lowest-numbered one (RULES.md): the foundations it fits have tops of the same
    rank (and suit, when suit must be followed), or are all empty (a jack). A player
    who clicks another of them means the same move. Spider's foundations build in
    opposite directions, so two of them never play alike.
    """
    if not (clicked[:1] == offered[:1] == "F"):
        return False
    a, b = _top(game, clicked), _top(game, offered)
    if a is None or b is None:
        return a is b
    if game.settings.get("follow_suit"):
        return a == b
    return a.rank == b.rank


def _why_not_source(game, place: str) -> tuple[str, bool]:
    """Why nothing on ``place`` can move: the rule, when every foundation refuses it for one reason."""
    cards = game.cards(place)
    if not cards:
        return _("{place} is empty: click a card.").format(place=place), False
    reasons = set()
    for home in foundations_of(game):
        if home == place:
            continue
        try:
            error = game.explain(game.state, Move(place, home))
        except Exception:  # an explanation is a courtesy; the plain message will do
            error = None
        reasons.add((error.rule, error.reason, error.citation) if isinstance(error, IllegalMove) else None)
    if len(reasons) == 1 and None not in reasons:
        rule, reason, citation = reasons.pop()
        if rule is not None:
            return _("{place} cannot move: {reason} ({citation})").format(
                place=place, reason=reason, citation=citation), True
    return _("{card} on {place} has nowhere to go now.").format(card=face(cards[-1]), place=place), True


def interpret_click(game, selected: str | None, place: str | None, reveal: bool = True) -> ClickResult:
    """What a click on ``place`` (None: the bare table) means while ``selected`` is picked up.

    Click a card to pick it up (its targets light up), then click where it goes. A
    click on the stock deals (or redeals, when only that is left). Clicking the
    picked-up card again, or the bare table, puts it down. With ``reveal=False`` (a
    puzzle, whose answer the targets would give away) a face-up card is picked up
    whether or not it can move, nothing lights up, and a refused move is only judged
    once the learner has put the card down somewhere.
    """
    legal = game.legal_moves()
    if place is None:
        return ClickResult(message=_("Put down.") if selected else "")
    if place == "stock":
        for keyword in (DEAL, REDEAL):
            if keyword in legal:
                return ClickResult(move=keyword)
        return ClickResult(message=str(game.explain(game.state, DEAL)), refused=True, tried=DEAL)
    if selected is None:
        return _pick_up(game, legal, place) if reveal else _pick_up_in_silence(game, place)
    if place == selected:
        return ClickResult(message=_("Put down."))
    move = Move(selected, place)
    if move in legal:
        return ClickResult(move=move)
    targets = targets_from(legal, selected)
    for target in targets:
        if fits_alike(game, place, target):
            return ClickResult(move=Move(selected, target),
                               message=_("{card} fits {place} and {target} alike; the game puts it on {target}, "
                                         "the lowest-numbered.").format(card=face(_top(game, selected)),
                                                                        place=place, target=target))
    return ClickResult(selected=selected, highlight=targets if reveal else (),
                       message=str(game.explain(game.state, move)), refused=True, tried=move)


def _pick_up(game, legal, place: str) -> ClickResult:
    """Pick up the card on ``place`` and light the places it may go to (or say why it cannot move)."""
    targets = targets_from(legal, place)
    if targets:
        return ClickResult(selected=place, highlight=targets,
                           message=_("{card} from {place} can go to {targets}: click where it goes "
                                     "(click it again to put it down).").format(
                               card=face(_top(game, place)), place=place, targets=", ".join(targets)))
    message, refused = _why_not_source(game, place)
    return ClickResult(message=message, refused=refused)


def _pick_up_in_silence(game, place: str) -> ClickResult:
    """Pick up the card on ``place`` and say nothing of where it may go: a card that cannot
    move is picked up too, else the refusal would tell which cards can."""
    card = _top(game, place)
    if card is None:
        return ClickResult(message=_("{place} is empty: click a card.").format(place=place))
    face_down = getattr(type(game), "face_down", None)
    if face_down is not None and face_down(game.state, place):
        return ClickResult(message=_("{place} lies face down: click a card that is face up.").format(place=place))
    return ClickResult(selected=place,
                       message=_("{card} picked up: click where it goes (click it again to put it down).").format(
                           card=face(card)))


#: What to do first on a fresh deal, by game: when only dealing is possible, and when a card may move.
FIRST_STEPS = {
    ("maids", True): N_("No card fits the arc yet: deal a card from the stock (click the stock or press Deal)."),
    ("maids", False): N_("Click a card, then the place where it goes; a jack starts a family in the arc."),
    ("spider", True): N_("Deal the first group: click the stock or press Deal."),
    ("spider", False): N_("Click a card, then the place where it goes; a click on the stock deals."),
}


def first_step(game) -> str:
    """What the message line says on a fresh deal, before any move: what to do first ("" once a move
    is made, or for a position by name, which starts mid-game).

    >>> from solitaire import Spider
    >>> first_step(Spider(deal=3))
    'Deal the first group: click the stock or press Deal.'
    """
    if game.history or game.future or game.by_name or game.status != "playing":
        return ""
    only_deal = list(game.legal_moves()) == [DEAL]
    return _(FIRST_STEPS.get((game.game_name, only_deal), N_("Click a card, then the place where it goes.")))


def outcome_text(game) -> str:
    """The game's status in plain words: ``"Won! All 104 cards are home."``, ``"Lost: ..."``, ``"Playing."``."""
    status = game.status
    if status == "won":
        return _("Won! All {count} cards are home.").format(count=cards_in_play(game))
    if status == "lost":
        return (_("Lost: no card can move and no redeal is left.") if "redeals" in type(game).options
                else _("Lost: the stock is empty and no playable card fits the arc."))
    return _("Playing.")


#: How the status line names an option's value, in a player's words.
OPTION_WORDS = {
    ("follow_suit", False): N_("without suit"), ("follow_suit", True): N_("in suit"),
    ("row_rule", "dealing"): N_("row rule while dealing"), ("row_rule", "always"): N_("row rule always"),
    ("row_rule", "never"): N_("no row rule"),
    ("redeals", 0): N_("no redeal"), ("redeals", 1): N_("1 redeal"), ("redeals", 2): N_("2 redeals"),
    ("first_jack_from_stock", 2): N_("first jack wakes two"),
    ("first_jack_from_stock", 1): N_("a jack from the stock wakes one"),
    ("deal_when", "any_time"): N_("deal any time"), ("deal_when", "no_play"): N_("deal only when nothing fits"),
    ("deal_when", "no_play_first"): N_("first deal only when nothing fits"),
    ("waste_playable", False): N_("waste not playable"), ("waste_playable", True): N_("waste top playable"),
    ("redeal_order", "from_first"): N_("redeal from pile 1"), ("redeal_order", "from_last"): N_("redeal from pile 12"),
}


def option_words(name: str, value) -> str:
    """An option's value as a player says it: ``follow_suit=False`` is "without suit".

    >>> option_words("follow_suit", False), option_words("deal_when", "no_play")
    ('without suit', 'deal only when nothing fits')
    """
    words = OPTION_WORDS.get((name, value))
    if words is not None:
        return _(words)
    if isinstance(value, bool):
        return name.replace("_", " ") if value else "no " + name.replace("_", " ")
    return f"{name.replace('_', ' ')} {str(value).replace('_', ' ')}"


def shown_options(game) -> dict:
    """The options a status line names: the game's first (its main reading), and any other
    that is not at its default, so a default game reads short on a projector.

    >>> from solitaire import Maids
    >>> shown_options(Maids(deal=1, waste_playable=True))
    {'follow_suit': False, 'waste_playable': True}
    """
    first = next(iter(game.options))
    return {name: value for name, value in game.settings.items()
            if name == first or value != game.options[name].default}


def status_text(game) -> str:
    """One line a player reads: game, deal, options, moves made and cards home (the outcome first once over).

    >>> from solitaire import Maids
    >>> status_text(Maids(deal=3))
    'Twelve Sleeping Maids · deal 3 · without suit · 0 moves · 0/104 home'
    """
    start = (_("deal {number}").format(number=game.deal) if game.deal is not None
             else _("a position by name") if game.by_name else _("own dealing order"))
    options = [option_words(name, value) for name, value in shown_options(game).items()]
    parts = [game_title(game), start] + options + [
        moves_words(len(game.history)),
        _("{home}/{total} home").format(home=cards_home(game), total=cards_in_play(game))]
    line = " · ".join(parts)
    return line if game.status == "playing" else f"{outcome_text(game)} {line}"


def png_size(png: bytes) -> tuple[int, int]:
    """Width and height of a PNG image, read from its header.

    >>> png_size(bytes(16) + (640).to_bytes(4, "big") + (480).to_bytes(4, "big"))
    (640, 480)
    """
    return struct.unpack(">II", png[16:24])


def plies_in_reach(game) -> int:
    """Moves played plus moves taken back that Redo can still replay (the replay slider's end)."""
    return len(game.history) + len(game.future)


def pixel_of(event: dict, png_width: int, png_height: int) -> tuple[float, float]:
    """The PNG pixel an ipyevents click names, top-left origin.

    ipyevents gives ``dataX``/``dataY`` (image pixels) for an Image; otherwise scale the
    position relative to the widget by the shown size, since the picture may be shown
    smaller than it is.

    >>> pixel_of({"relativeX": 50, "relativeY": 20, "boundingRectWidth": 400,
    ...           "boundingRectHeight": 300}, 800, 600)
    (100.0, 40.0)
    """
    if "dataX" in event and "dataY" in event:
        return float(event["dataX"]), float(event["dataY"])
    x, y = float(event["relativeX"]), float(event["relativeY"])
    shown_width, shown_height = event.get("boundingRectWidth"), event.get("boundingRectHeight")
    if shown_width and shown_height:
        x, y = x * png_width / shown_width, y * png_height / shown_height
    return x, y
