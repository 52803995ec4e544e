"""The game a new deal replaced, kept one step back, and the "Back to deal N" button that brings it back.

:class:`KeptGames` is a part of :class:`solitaire.widgets.Board`: the board keeps ``kept`` (the game
taken off the board by one of its kind), and this part names it, in words and on its button, in the
language in use.
"""
from __future__ import annotations

from ..languages import translator
from .clicks import moves_words
from .controls import guarded

__all__ = ["KeptGames", "worth_keeping", "start_words", "joined"]

_ = translator("board")


class KeptGames:
    """The Back button of :class:`solitaire.widgets.Board` and the words that point to the game kept."""

    def _show_back(self) -> None:
        """Show the Back button while a game of this kind is kept (hide it otherwise)."""
        kept = self.kept
        if kept is None or type(kept) is not type(self._game):   # another kind is a page's to keep
            self.back_button.layout.display = "none"
            return
        start, moves = start_words(kept), moves_words(len(kept.history))
        self.back_button.description = _("Back to {start}").format(start=start)
        self.back_button.tooltip = _("Return to {start} as it was left ({moves})").format(start=start, moves=moves)
        self.back_button.layout.display = None

    def _kept_words(self) -> str:
        """The words that point to the game kept and its Back button."""
        kept = self.kept
        if kept is None or type(kept) is not type(self._game):
            return ""
        return _("Your game of {start} ({moves}) is kept: “{button}” returns to it.").format(
            start=start_words(kept), moves=moves_words(len(kept.history)), button=self.back_button.description)

    @guarded
    def back_to_kept(self) -> None:
        """Bring back the game the last replacement kept (the game shown now is kept in its place)."""
        kept = self.kept
        if kept is None or type(kept) is not type(self._game):
            self._say(lambda: _("No game is kept to go back to."), refused=True)
            return
        self.kept = None
        self._switch_to(kept, lambda: _("Back to {start}, as you left it ({moves}).").format(
            start=start_words(kept), moves=moves_words(len(kept.history))))


def worth_keeping(game) -> bool:
    """A game worth keeping when replaced: one with moves (played or taken back), or one that a deal
    number cannot make again (a position by name, an own dealing order)."""
    return bool(game.history or game.future) or game.deal is None


def start_words(game) -> str:
    """How a game started, in words: ``deal 7``, ``the position by name``, ``your dealing order``."""
    if game.deal is not None:
        return _("deal {number}").format(number=game.deal)
    return _("the position by name") if game.by_name else _("your dealing order")


def joined(*parts) -> str:
    """The message's parts that say something (each a text or a function that words it), one space apart."""
    said = (part() if callable(part) else part for part in parts)
    return " ".join(part for part in said if part)
