"""The board's words: each control's label and tooltip, each option as a question with its answers.

English here (marked for the board catalog with ``N_``); each is said in the language in use where
it is shown, so that :meth:`solitaire.widgets.Board.relabel` can say them all again after a switch.
"""
from __future__ import annotations

import re

from ..languages import N_, translator

__all__ = ["OPTION_QUESTIONS", "choice_words", "option_question", "option_help", "option_tip", "READINGS_TITLE", "YOUR_MOVE",
           "LABELS", "THEMES", "YOUR_MOVE_EXAMPLE", "YOUR_MOVE_TIP", "typed_example", "label"]

_ = translator("board")

#: Each option as the question a player asks of the text, and each answer in a player's words
#: (the board shows no Python names: the names are for code, the sheets and the command line).
#: (English here; :func:`option_question` and :func:`choice_words` say them in the language in use.)
OPTION_QUESTIONS = {
    "follow_suit": N_("Families in the arc"), "first_jack_from_stock": N_("A first jack from the stock wakes"),
    "deal_when": N_("You may deal"), "waste_playable": N_("The waste's top card"),
    "row_rule": N_("The row rule holds"), "redeals": N_("Redeals"), "redeal_order": N_("Gathering the piles"),
}
_CHOICE_WORDS = {
    ("follow_suit", False): N_("any suit"), ("follow_suit", True): N_("in suit"),
    ("first_jack_from_stock", 2): N_("two packets"), ("first_jack_from_stock", 1): N_("one packet"),
    ("deal_when", "any_time"): N_("at any time"), ("deal_when", "no_play"): N_("only when nothing fits"),
    ("deal_when", "no_play_first"): N_("at first only when nothing fits"),
    ("waste_playable", False): N_("is not played"), ("waste_playable", True): N_("may be played"),
    ("row_rule", "dealing"): N_("while dealing"), ("row_rule", "always"): N_("all game"),
    ("row_rule", "never"): N_("never"),
    ("redeals", 0): N_("none"), ("redeals", 1): N_("one"), ("redeals", 2): N_("two"),
    ("redeal_order", "from_first"): N_("pile 1 first"), ("redeal_order", "from_last"): N_("pile 12 first"),
}
READINGS_TITLE = N_("Other readings of the text")


def option_question(name: str) -> str:
    """An option as the question a player asks of the text, in the language in use."""
    question = OPTION_QUESTIONS.get(name)
    return _(question) if question else name.replace("_", " ")


def choice_words(name: str, value) -> str:
    """One answer to an option's question, as a player says it (in the language in use).

    >>> OPTION_QUESTIONS["first_jack_from_stock"], choice_words("first_jack_from_stock", 1)
    ('A first jack from the stock wakes', 'one packet')
    """
    words = _CHOICE_WORDS.get((name, value))
    return _(words) if words else str(value).replace("_", " ")


def option_help(option) -> str:
    """An option's sentence (its help, the engine's words) in the language in use."""
    return translator("engine")(option.help) if option.help else option.help


def option_tip(name: str, option, game_name: str) -> str:
    """An option's sentence as its control's tooltip: each answer said as the control shows it
    («in suit», not ``True``; «at any time», not ``any_time``) and the places as the board labels them.
    The sentence keeps the Python values elsewhere (the sheets and the command line, where they are typed)."""
    from ..moves import localized_places, quoted_word
    said = option_help(option) or ""
    named = [choice for choice in option.choices if isinstance(choice, bool) or "_" in str(choice)]
    for choice in sorted(named, key=lambda choice: -len(str(choice))):   # no_play_first before no_play
        # a bare value only: not deal_when='no_play' quoted inside another sentence
        said = re.sub(rf"(?<![\w'=]){re.escape(str(choice))}(?![\w'])",
                      lambda _match, choice=choice: quoted_word(choice_words(name, choice)), said)
    return localized_places(said, game_name)


#: The label of the box where a move is typed (``r1 f1``, ``deal``; Enter plays it).
YOUR_MOVE = N_("Your move")

#: Each control's words, by attribute: its label (``description``) and its tooltip, translated where shown,
#: so that :meth:`Controls.label_controls` can say them again after a switch of language.
LABELS = {
    "deal_button": (N_("Deal"), N_("Deal from the stock")),
    "redeal_button": (N_("Redeal"), N_("Gather the piles into a new stock")),
    "undo_button": (N_("Undo"), N_("Take back the last move")),
    "redo_button": (N_("Redo"), N_("Play again the move taken back")),
    "hint_button": (N_("Hint"), N_("Light up a good move")),
    "autoplay_button": (N_("Autoplay"), N_("Play hinted moves until Stop")),
    "stop_button": (N_("Stop"), N_("Stop autoplay")),
    "speed": (N_("speed"), N_("Autoplay: moves per second")),
    "your_move": (YOUR_MOVE, ""),   # its tooltip shows the game's own example: YOUR_MOVE_TIP
    "moves": (N_("Move"), ""),
    "play_button": (N_("Play"), N_("Play the move chosen in the list")),
    "replay": (N_("Replay"), N_("Go to the position after this many moves")),
    "deal_number": (N_("Deal no."), ""),
    "new_button": (N_("New deal"), N_("Start the deal with this number")),
    "four_colour": (N_("four suit colours"), N_("♠ black, ♥ red, ♦ blue, ♣ green")),
    "back_button": (N_("Back"), N_("Return to the game this one replaced, as it was left")),
}
#: The theme switch's choices and their tooltips.
THEMES = ((N_("Screen"), "default", N_("The board as on a screen")),
          (N_("Projector"), "projector", N_("Big, high-contrast text for a wall screen")))
#: The hint in the empty "Your move" box.
YOUR_MOVE_EXAMPLE = N_("e.g. {move}, or deal")
#: The tooltip of the "Your move" box.
YOUR_MOVE_TIP = N_("Type a move ({move}, deal), then press Enter")


def deal_words(game: str | None) -> dict[str, str]:
    """The words that name the deal on a board of ``game``, in the language in use: the Deal button's
    label (``button``) and tooltip (``tip``), the Your move box's placeholder (``example``) and tooltip
    (``box_tip``), and the line asking for a move first (``first``, ``first_enter`` with "press Enter").
    Spider's have their own entries because Russian deals a Spider group «раздать», a Maids card «сдать»."""
    if game == "spider":
        return {"button": _.pgettext("spider", "Deal"), "tip": _.pgettext("spider", "Deal from the stock"),
                "example": _.pgettext("spider", "e.g. {move}, or deal"),
                "box_tip": _.pgettext("spider", "Type a move ({move}, deal), then press Enter"),
                "first": _.pgettext("spider", "Type a move first, e.g. {move} or deal."),
                "first_enter": _.pgettext("spider", "Type a move first, e.g. {move} or deal, then press Enter.")}
    return {"button": _("Deal"), "tip": _("Deal from the stock"), "example": _(YOUR_MOVE_EXAMPLE),
            "box_tip": _(YOUR_MOVE_TIP), "first": _("Type a move first, e.g. {move} or deal."),
            "first_enter": _("Type a move first, e.g. {move} or deal, then press Enter.")}


def typed_example(game: str, move: str | None = None) -> str:
    """An example move (``move``, else the game's own) as a class types it in the language in use:
    ``l2 f1``; ``с11 б2`` in a Ukrainian Spider. A ``move`` given keeps its capitals."""
    from ..moves import example_move, localized_places
    if move is not None:
        return localized_places(move, game).replace("→", " ")
    return localized_places(example_move(game), game).lower().replace("→", " ")


def label(control, words: tuple[str, str]) -> None:
    """Give ``control`` its label and tooltip (``words``, English) in the language in use."""
    description, tip = words
    control.description = _(description)
    if tip:
        control.tooltip = _(tip)
