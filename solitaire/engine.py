"""The game object shared by both patiences: history, play/undo/redo, status (save/load in saves.py).

A game class (``Spider``, ``Maids``) supplies the rules as a few class-level hooks that
work on immutable states; this module never looks inside a state:

- ``game_name``, ``deck_size``, ``place_names``, ``options`` (name -> :class:`Option`)
- ``initial_state(order, options) -> State``: the position before the first move
- ``legal_moves_of(state) -> list[Move]``: every legal move, in a stable order
- ``apply(state, move) -> State``: pure; the move must be legal
- ``explain(state, move) -> IllegalMove``: why a move that is not legal is forbidden
- ``status_of(state) -> "playing" | "won" | "lost"``
- ``cards_at(state, place) -> tuple[Card, ...]``, bottom to top
- ``board_text(state) -> str``
- ``full_deck() -> list[Card]``: the cards a dealing order must hold (any order)
- ``position_key(state) -> hashable``: a cheap canonical key (equal for positions that
  play the same), for the solver's table of seen positions
- ``from_layout(layout, ...) -> Game`` (optional): a game from a position by name, built
  with :meth:`Game.from_position`; its save keeps the layout instead of a dealing order

What the other parts ask of a game, each game's folder answers (its ``effects.py``, ``progress.py``,
``hidden.py``, ``greedy.py``, bound on its class): ``example_move``, ``fanned_places`` and
``foundation_places``, ``effects_of`` (what a move did), ``home_parts`` (how far a position is
home), ``hidden_places``, ``seen_cards`` and ``with_hidden`` (what a player cannot see),
``greedy_rank``, ``greedy_move`` and ``may_repeat`` (the careless player).

A state carries the options it was dealt with, so ``apply(state, move)`` needs nothing else.
"""
from __future__ import annotations

import copy
from typing import Any, Callable, ClassVar

from .cards import Card, check_deal_number, dealing_order, few_cards, quoted
from .languages import N_, translator
from .moves import (IllegalMove, LegalMoves, Move, board_text, enter_example_move, labelled_refusal,
                    learner_typed, no_such_place)
from .options import Option, Settings, checked_options, checked_order, fixed
from .saves import SAVE_FORMAT, game_from_json, game_to_json

__all__ = ["Game", "Option", "LegalMoves", "ObserverError", "SAVE_FORMAT", "few_cards", "status_words"]

_ = translator("engine")

#: A game's status (``game.status``, a code the program compares) as a class reads it.
_STATUS_WORDS = {"playing": N_("playing"), "won": N_("won"), "lost": N_("lost")}


def status_words(status: str) -> str:
    """``"playing"``, ``"won"`` or ``"lost"`` in the language in use (``гра триває``, ``пасьянс
    сошёлся``...); the code itself stays English.

    >>> status_words("won")
    'won'
    """
    return _(_STATUS_WORDS[status])


class ObserverError(RuntimeError):
    """An observer (see :meth:`Game.observe`) raised after a change: the change stands.

    ``errors`` holds what each failing observer raised; the first is also the cause.
    """

    def __init__(self, change: str, errors: list[BaseException]) -> None:
        self.errors = errors
        first = errors[0]
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        super().__init__(f"{change} was done, but an observer failed{more}: "
                         f"{type(first).__name__}: {quoted(str(first), 120)[1:-1]}")


class Game:
    """A game in progress: its dealing order, options, and the history of its positions.

    Subclasses supply the rules (see the module docstring). The game keeps every
    position it went through, so ``undo`` and ``redo`` are exact and cheap.
    """

    game_name: ClassVar[str] = ""
    title: ClassVar[str] = ""  # the game's name as people write it, for status lines and pictures
    deck_size: ClassVar[int] = 0
    place_names: ClassVar[tuple[str, ...]] = ()
    options: ClassVar[dict[str, Option]] = {}
    example_move: ClassVar[str] = ""  # a move in the game's places, to show how one is typed

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls.game_name and cls.example_move:
            enter_example_move(cls.game_name, cls.example_move, cls.place_names, cls.title)

    def __init__(self, deal: int | None = None, order=None, **options) -> None:
        if deal is not None and order is not None:
            raise ValueError(_("give a deal number or a dealing order, not both"))
        if order is None:
            deal = 1 if deal is None else check_deal_number(deal)
            # a shuffle of the game's own deck: nothing to check (and statistics make thousands)
            order = tuple(dealing_order(self.game_name, deal))
        else:
            order = self.checked_order(order)
        self._deal: int | None = deal
        self._order: tuple[Card, ...] | None = order
        self._layout: dict | None = None  # see from_position: the position the game started from
        settings = self.checked_options(options)
        self._settings = Settings(settings)
        self._states = [self.initial_state(order, settings)]
        self._moves: list[Move] = []
        self._redo: list[tuple[Move, Any]] = []
        self._legal_cache: tuple[Any, LegalMoves] | None = None
        self._listeners: list[Callable[["Game"], None]] = []

    deal = fixed("deal", "The deal number (None for a game dealt from an order); read-only.")
    order = fixed("order", "The dealing order, element 0 dealt first; read-only.")
    settings = fixed("settings", "The options the game was dealt with (a read-only mapping).")

    @property
    def layout(self) -> dict | None:
        """The position by name the game started from (see from_position), else None.

        A fresh copy each time: changing it changes neither the game nor its save.
        """
        return copy.deepcopy(self._layout)

    @layout.setter
    def layout(self, value) -> None:
        raise AttributeError("a game's layout is fixed when it is dealt; start a new game instead, "
                             f"e.g. {type(self).__name__}.from_layout(...)")

    @property
    def by_name(self) -> bool:
        """Whether the game started from a position by name (a test that copies nothing, unlike ``layout``)."""
        return self._layout is not None

    # --- checking what comes in (solitaire.options checks both) --------------------------

    checked_options = classmethod(checked_options)
    checked_order = classmethod(checked_order)

    # --- the position -----------------------------------------------------------------

    @property
    def state(self):
        """The current position (immutable)."""
        return self._states[-1]

    @property
    def states(self) -> tuple:
        """Every position so far: before the first move, then after each move."""
        return tuple(self._states)

    @property
    def history(self) -> tuple[Move, ...]:
        """The moves played, in order."""
        return tuple(self._moves)

    @property
    def status(self) -> str:
        """``"playing"``, ``"won"`` or ``"lost"``."""
        return self.status_of(self.state)

    def cards(self, place: str) -> tuple[Card, ...]:
        """The cards on a place as they lie, bottom to top (the top card is last)."""
        from .moves import localized_places, normalize_place
        name = normalize_place(place, self.game_name)
        if name not in self.place_names:
            raise no_such_place(self.game_name, place)
        return self.cards_at(self.state, name)

    def legal_moves(self) -> LegalMoves:
        """The legal moves, in a stable order; ``"L2→F1" in game.legal_moves()`` works too."""
        state = self.state
        if self._legal_cache is None or self._legal_cache[0] is not state:
            self._legal_cache = (state, LegalMoves(self.legal_moves_of(state)))
        return LegalMoves(self._legal_cache[1])

    # --- changing the position --------------------------------------------------------

    def parse_move(self, move) -> Move:
        """A Move from a Move or its text (the places' Ukrainian and Russian labels read too); a
        malformed text raises IllegalMove."""
        return Move.parse(move, self.game_name)

    def play(self, move) -> Move:
        """Play a legal move (a Move or its text). Anything else raises IllegalMove, changing nothing."""
        # a learner's own text is quoted back beside the labels, lesson code's is not: its T1 reads as a card
        typed, move = (move if learner_typed() else None), self.parse_move(move)
        state = self.state
        self.legal_moves()
        if not list.__contains__(self._legal_cache[1], move):
            error = labelled_refusal(self.explain(state, move), self.game_name, typed)
            # said again in a new language
            error.remake = lambda: labelled_refusal(self.explain(state, move), self.game_name, typed)
            raise error
        self._states.append(self.apply(state, move))
        self._moves.append(move)
        self._redo.clear()
        self._changed(f"the move {move}")
        return move

    def undo(self) -> Move:
        """Take back the last move and return it; raises ValueError if there is none."""
        if not self._moves:
            raise ValueError(_("nothing to undo: no move has been played"))
        move, state = self._moves.pop(), self._states.pop()
        self._redo.append((move, state))
        self._changed(f"undo of {move}")
        return move

    def redo(self) -> Move:
        """Play again the last move taken back; raises ValueError if there is none."""
        if not self._redo:
            raise ValueError(_("nothing to redo: no move has been taken back"))
        move, state = self._redo.pop()
        self._moves.append(move)
        self._states.append(state)
        self._changed(f"redo of {move}")
        return move

    @property
    def future(self) -> tuple[Move, ...]:
        """The moves taken back that ``redo`` can still replay, the next one first."""
        return tuple(move for move, _state in reversed(self._redo))

    def can_undo(self) -> bool:
        return bool(self._moves)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def goto(self, ply: int) -> None:
        """Undo or redo until ``ply`` moves are played (0 = the start); for replay sliders."""
        total = len(self._moves) + len(self._redo)
        if isinstance(ply, bool) or not isinstance(ply, int) or not 0 <= ply <= total:
            raise ValueError(_("move number must be 0..{total}, not {value}").format(total=total, value=quoted(ply)))
        listeners, self._listeners = self._listeners, []
        try:
            while len(self._moves) > ply:
                self.undo()
            while len(self._moves) < ply:
                self.redo()
        finally:
            self._listeners = listeners
        self._changed(f"going to move {ply}")

    def restart(self) -> None:
        """Back to the deal, forgetting every move."""
        del self._states[1:]
        self._moves.clear()
        self._redo.clear()
        self._changed("the restart")

    # --- observers (the widgets use these) -------------------------------------------

    def observe(self, callback: Callable[["Game"], None]) -> None:
        """Call ``callback(game)`` after every change of position.

        The change is complete before any observer is called, and it stands whatever the
        observers do: every observer is called, and if some raise, the change (``play``,
        ``undo``, ...) then raises :class:`ObserverError` saying that it *was* done, so an
        observer's failure never poses as a refused move.
        """
        if not callable(callback):
            raise ValueError(f"an observer is a function of the game, not {quoted(callback)}")
        self._listeners.append(callback)

    def unobserve(self, callback: Callable[["Game"], None]) -> None:
        self._listeners = [c for c in self._listeners if c is not callback]

    def _changed(self, change: str = "the change") -> None:
        errors = []
        for callback in list(self._listeners):
            try:
                callback(self)
            except Exception as error:  # the others still hear of the change
                errors.append(error)
        if errors:
            raise ObserverError(change, errors) from errors[0]

    # --- text forms -------------------------------------------------------------------

    def __str__(self) -> str:
        # the places as the class's language labels them (Spider's С1 and Б1 in Ukrainian and Russian)
        return board_text(self)

    def __repr__(self) -> str:
        options = "".join(f", {k}={v!r}" for k, v in self.settings.items())
        start = (f"deal={self.deal}" if self.deal is not None
                 else "layout={...}" if self.by_name else "order=[...]")
        return f"<{self.__class__.__name__}({start}{options}): {len(self._moves)} moves, {self.status}>"

    def _repr_png_(self):
        """The board's picture, with the position in words as its ``alt`` text (read by nbconvert's
        HTML, and by front ends that follow the output's image metadata)."""
        from .draw import png, position_words
        return png(self), {"alt": position_words(self)}

    def _repr_mimebundle_(self, include=None, exclude=None):
        """The picture drawn once, as PNG and as an ``<img>`` whose ``alt`` is the position in words."""
        from .draw import png, position_words
        from .draw.picture import picture_bundle
        return picture_bundle(png(self), position_words(self))

    def copy(self) -> "Game":
        """A new game at the same position, with the same history, sharing no list."""
        other = self.__class__.__new__(self.__class__)
        other._deal, other._order, other._settings = self._deal, self._order, self._settings
        other._layout = self._layout
        other._states, other._moves, other._redo = list(self._states), list(self._moves), list(self._redo)
        other._legal_cache, other._listeners = None, []
        return other

    # --- save and load (the JSON is read and written by solitaire.saves) -----------------

    def to_json(self) -> str:
        """The game as JSON text: game, options, dealing order (or layout) and moves (see
        :func:`solitaire.saves.game_to_json`)."""
        return game_to_json(self)

    @classmethod
    def from_json(cls, text: str) -> "Game":
        """A game from :meth:`to_json` text, checked field by field; ValueError names the bad field
        (see :func:`solitaire.saves.game_from_json`)."""
        return game_from_json(cls, text)

    @classmethod
    def from_position(cls, state, layout: dict, settings: dict) -> "Game":
        """A game that starts at ``state`` instead of a deal: what a game's ``from_layout`` returns.

        ``layout`` is the JSON-ready record the save keeps instead of a dealing order (a
        game's ``from_layout(**layout, **options)`` must rebuild ``state`` from it); the
        game has no deal number and no dealing order.
        """
        game = cls(**settings)
        game._deal, game._order, game._layout = None, None, copy.deepcopy(layout)  # the caller's stays theirs
        game._states = [state]
        return game

    def at(self, state) -> "Game":
        """A new game with this one's deal, options and start, standing at ``state`` with no move
        played (to try moves from a position, as a hint does on a sample of the hidden cards)."""
        other = self.copy()
        other._states, other._moves, other._redo = [state], [], []
        return other

    def __eq__(self, other) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (type(self) is type(other) and self.order == other.order and self.settings == other.settings
                and self._layout == other._layout and self._moves == other._moves and self.state == other.state)

    __hash__ = None  # a game changes; its states are the hashable values

    # --- hooks each game supplies -----------------------------------------------------

    @classmethod
    def full_deck(cls) -> list[Card]:
        raise NotImplementedError

    @classmethod
    def from_layout(cls, layout: dict, **keywords) -> "Game":
        """A game from a position by name (each game defines it; see ``from_position``)."""
        raise NotImplementedError(f"{cls.__name__} cannot start from a layout")

    @classmethod
    def initial_state(cls, order: tuple[Card, ...], options: dict):
        raise NotImplementedError

    @staticmethod
    def legal_moves_of(state) -> list[Move]:
        raise NotImplementedError

    @staticmethod
    def apply(state, move: Move):
        raise NotImplementedError

    @staticmethod
    def explain(state, move: Move) -> IllegalMove:
        raise NotImplementedError

    @staticmethod
    def status_of(state) -> str:
        raise NotImplementedError

    @staticmethod
    def cards_at(state, place: str) -> tuple[Card, ...]:
        raise NotImplementedError

    @staticmethod
    def board_text(state) -> str:
        raise NotImplementedError

    @staticmethod
    def position_key(state):
        return state

    @classmethod
    def suited_position_key(cls, state):
        """A key that also tells copies of a card apart by suit (``position_key`` may compare ranks
        only): what a claim about one card, the 10♠ and not the 10♥, is settled on."""
        return cls.position_key(state)

