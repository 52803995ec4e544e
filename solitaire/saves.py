"""Saved games (``Game.to_json``, ``Game.from_json``): what a save may hold, checked before any of it is used.

Every size is bounded: the text, the nesting, the digits of a number, the moves. So a
shared save, however broken or hostile, loads in a moment or is refused with a short
message naming the field; nothing in it is ever run.

>>> save_fields('{"game": "maids"}', "maids")
Traceback (most recent call last):
...
ValueError: saved game lacks the field 'deal'
>>> deal_for_save(7), deal_for_save(2**64 - 1), saved_deal("18446744073709551615")
(7, '18446744073709551615', 18446744073709551615)
"""
from __future__ import annotations

import json
import re

from .cards import check_deal_number, dealing_order, quoted
from .languages import translator
from .moves import IllegalMove

_ = translator("engine")

__all__ = ["SAVE_FORMAT", "MAX_SAVED_MOVES", "MAX_SAVE_TEXT", "JS_SAFE_INTEGER", "save_fields", "saved_deal",
           "deal_for_save", "game_to_json", "game_from_json"]

SAVE_FORMAT = 1
_SAVE_KEYS = {"game", "format", "deal", "options", "order", "moves"}
#: A save of a game started from a position by name holds it, and "order" is null.
LAYOUT_KEY = "layout"
#: A save holds at most this many moves. A real game has a few hundred (a Maids game at
#: most about 210); the cap keeps a shared save from hanging a kernel while it replays.
MAX_SAVED_MOVES = 10_000
#: A save is at most this many characters (10,000 moves take about 100,000).
MAX_SAVE_TEXT = 1_000_000
#: The largest integer a JavaScript reader holds exactly (Number.MAX_SAFE_INTEGER): a save
#: writes a larger deal number as a string, since shared saves travel through web pages.
JS_SAFE_INTEGER = 2**53 - 1
_DEAL_TEXT = re.compile(r"0|[1-9][0-9]{0,19}", re.ASCII)


def deal_for_save(deal: int | None):
    """The deal as a save writes it: a number, or its digits above 2^53 - 1."""
    return str(deal) if deal is not None and deal > JS_SAFE_INTEGER else deal


def save_fields(text, game_name: str) -> dict:
    """The fields of a save of ``game_name``, read as JSON with every size bounded and
    each field of the right kind; ValueError naming the field otherwise."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ValueError(_("saved game is not UTF-8 text")) from None
    if not isinstance(text, str):
        raise ValueError(_("saved game is JSON text, not {value}").format(value=quoted(text)))
    if len(text) > MAX_SAVE_TEXT:
        raise ValueError(_("saved game is {count} characters long; a save is at most {most}")
                         .format(count=f"{len(text):,}", most=f"{MAX_SAVE_TEXT:,}"))
    try:
        # "\ufeff": Notepad's byte-order mark; parse_int: a number of thousands of digits
        # would be read slowly, then refused by Python with advice about sys settings
        data = json.loads(text.removeprefix("\ufeff"), parse_int=_short_int)
    except RecursionError:
        raise ValueError(_("saved game is not valid JSON: it is nested too deeply")) from None
    except ValueError as error:  # JSONDecodeError, or a number too long
        raise ValueError(_("saved game is not valid JSON: {error}").format(error=quoted(str(error), 100)[1:-1])) \
            from None
    if not isinstance(data, dict):
        raise ValueError(_("saved game must be a JSON object"))
    unknown = sorted(set(data) - _SAVE_KEYS - {LAYOUT_KEY})
    if unknown:
        raise ValueError(_("saved game has unknown field {field}").format(field=quoted(unknown[0])))
    missing = sorted(_SAVE_KEYS - set(data))
    if missing:
        raise ValueError(_("saved game lacks the field {field}").format(field=repr(missing[0])))
    if data["game"] != game_name:
        raise ValueError(_("field 'game' is {value}, but this is {game}")
                         .format(value=quoted(data["game"]), game=repr(game_name)))
    if type(data["format"]) is not int or data["format"] != SAVE_FORMAT:  # not 1.0, not true
        raise ValueError(_("field 'format' must be {format}, not {value}")
                         .format(format=SAVE_FORMAT, value=quoted(data["format"])))
    for name, message in (("options", _("field 'options' must be a JSON object")),
                          ("order", _("field 'order' must be a JSON list")),
                          ("moves", _("field 'moves' must be a JSON list"))):
        if name == "order" and LAYOUT_KEY in data:
            continue  # checked with the layout: it must be null
        if not isinstance(data[name], dict if name == "options" else list):
            raise ValueError(message)
    if len(data["moves"]) > MAX_SAVED_MOVES:
        raise ValueError(_("field 'moves' holds {count} moves; a save holds at most {most}")
                         .format(count=f"{len(data['moves']):,}", most=f"{MAX_SAVED_MOVES:,}"))
    return data


def _short_int(digits: str) -> int:
    """A JSON integer, if it has at most 30 digits (a deal number has at most 20)."""
    if len(digits.lstrip("-")) > 30:
        raise ValueError(_("a number has {count} digits").format(count=f"{len(digits.lstrip('-')):,}"))
    return int(digits)


def saved_deal(deal) -> int | None:
    """The deal of a save: None, a number, or its decimal text (how large deals are written)."""
    if deal is None:
        return None
    if isinstance(deal, str):
        if not _DEAL_TEXT.fullmatch(deal):
            raise ValueError(_("a deal number is an integer or its digits, not {value}").format(value=quoted(deal)))
        deal = int(deal)
    return check_deal_number(deal)


def game_to_json(game) -> str:
    """``game`` as JSON: game, options, dealing order (or layout) and moves (never pickle).

    A deal number above 2^53 - 1 is written as a string ("deal": "18446744073709551615"),
    which JavaScript readers keep exact; :func:`game_from_json` reads both forms. A game of
    more than ``MAX_SAVED_MOVES`` moves raises ValueError: no save could load it. A game
    started from a position by name (``from_position``) saves its layout instead of a
    dealing order.
    """
    moves = game.history
    if len(moves) > MAX_SAVED_MOVES:
        raise ValueError(_("this game has {count} moves, and a save holds at most {most}: undo some, or restart")
                         .format(count=f"{len(moves):,}", most=f"{MAX_SAVED_MOVES:,}"))
    data = {
        "game": game.game_name,
        "format": SAVE_FORMAT,
        "deal": deal_for_save(game.deal),
        "options": dict(game.settings),
        "order": None if game.order is None else [str(card) for card in game.order],
        "moves": [str(move) for move in moves],
    }
    if game.by_name:
        data[LAYOUT_KEY] = game.layout
    return json.dumps(data, ensure_ascii=False)


def game_from_json(game_class, text: str):
    """A game of ``game_class`` from :func:`game_to_json` text, checked field by field; ValueError
    names the bad field.

    The text is at most ``MAX_SAVE_TEXT`` characters and holds at most ``MAX_SAVED_MOVES``
    moves, so that a shared save loads quickly or is refused at once.
    """
    data = save_fields(text, game_class.game_name)
    if LAYOUT_KEY in data:
        return _replayed(_from_saved_layout(game_class, data), data["moves"])
    # One field at a time, so that the error names the field that is wrong.
    try:
        deal = saved_deal(data["deal"])
    except ValueError as error:
        raise ValueError(_field_error("deal", error)) from None
    try:
        options = game_class.checked_options(data["options"])
    except ValueError as error:
        raise ValueError(_field_error("options", error)) from None
    try:
        game = game_class(order=data["order"], **options)
    except ValueError as error:
        raise ValueError(_field_error("order", error)) from None
    if deal is not None:
        if list(game.order) != dealing_order(game_class.game_name, deal):
            raise ValueError(_("field 'order' is not the dealing order of deal {deal}").format(deal=deal))
        game = game_class(deal=deal, **options)  # the same order, and its deal number
    return _replayed(game, data["moves"])


def _from_saved_layout(game_class, data: dict):
    if data["order"] is not None or data["deal"] is not None:
        raise ValueError(_("a saved game with a 'layout' has no 'deal' and no 'order' (null)"))
    layout = data[LAYOUT_KEY]
    if not isinstance(layout, dict) or not isinstance(data["options"], dict):
        raise ValueError(_("fields 'layout' and 'options' must be JSON objects"))
    try:
        return game_class.from_layout(**layout, **game_class.checked_options(data["options"]))
    except TypeError as error:  # a key from_layout does not take (Python's message quotes it whole)
        raise ValueError(_field_error("layout", quoted(str(error), 100)[1:-1])) from None
    except ValueError as error:
        raise ValueError(_field_error("layout", error)) from None


def _replayed(game, moves):
    for number, move in enumerate(moves, 1):
        try:
            game.play(move)
        except IllegalMove as error:
            raise ValueError(_("field 'moves': move {number} ({move}): {error}")
                             .format(number=number, move=quoted(move, 20), error=error)) from None
    return game


def _field_error(field: str, error) -> str:
    """What is wrong with one field of a save: ``field 'deal': <the error>``."""
    return _("field '{field}': {error}").format(field=field, error=error)
