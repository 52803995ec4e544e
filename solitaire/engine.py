"""The game object shared by both patiences: history, play/undo/redo, status, save/load.

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

A state carries the options it was dealt with, so ``apply(state, move)`` needs nothing else.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable, ClassVar

from .cards import Card, check_deal_number, dealing_order, format_cards
from .moves import IllegalMove, Move

__all__ = ["Game", "Option", "LegalMoves", "SAVE_FORMAT"]

SAVE_FORMAT = 1
_SAVE_KEYS = {"game", "format", "deal", "options", "order", "moves"}
_LAYOUT_KEY = "layout"  # a save of a game started from a position by name holds it, and no order


@dataclass(frozen=True, slots=True)
class Option:
    """A game option: its default, the values it may take, and what it switches."""

    default: Any
    choices: tuple
    help: str

    def check(self, name: str, value: Any) -> Any:
        # bool is an int, and 1 == True: compare types too so that 1 is not taken for True.
        if not any(value == choice and type(value) is type(choice) for choice in self.choices):
            allowed = ", ".join(repr(c) for c in self.choices)
            raise ValueError(f"option {name}={value!r} is not allowed: use one of {allowed}")
        return value


class LegalMoves(list):
    """The legal moves of a position: a list of :class:`Move` that also finds move texts.

    >>> from solitaire.moves import Move
    >>> moves = LegalMoves([Move("deal"), Move("L1", "F1")])
    >>> "l1 f1" in moves, "L1→F2" in moves, "nonsense" in moves
    (True, False, False)
    """

    def __contains__(self, move) -> bool:
        if not isinstance(move, Move):
            try:
                move = Move.parse(move)
            except IllegalMove:
                return False
        return list.__contains__(self, move)

    def __repr__(self) -> str:
        return f"<legal moves: {', '.join(str(m) for m in self) or 'none'}>"


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

    def __init__(self, deal: int | None = None, order=None, **options) -> None:
        if deal is not None and order is not None:
            raise ValueError("give a deal number or a dealing order, not both")
        if order is None:
            deal = 1 if deal is None else check_deal_number(deal)
            # a shuffle of the game's own deck: nothing to check (and statistics make thousands)
            order = tuple(dealing_order(self.game_name, deal))
        else:
            order = self._checked_order(order)
        self.deal: int | None = deal
        self.order: tuple[Card, ...] | None = order
        self.layout: dict | None = None  # see from_position: the position the game started from
        self.settings: dict[str, Any] = self._checked_options(options)
        self._states = [self.initial_state(self.order, self.settings)]
        self._moves: list[Move] = []
        self._redo: list[tuple[Move, Any]] = []
        self._legal_cache: tuple[Any, LegalMoves] | None = None
        self._listeners: list[Callable[["Game"], None]] = []

    # --- checking what comes in -------------------------------------------------------

    @classmethod
    def _checked_options(cls, options: dict) -> dict[str, Any]:
        unknown = sorted(set(options) - set(cls.options))
        if unknown:
            known = ", ".join(cls.options) or "none"
            raise ValueError(f"unknown option {unknown[0]!r} for {cls.__name__}: its options are {known}")
        return {name: option.check(name, options.get(name, option.default))
                for name, option in cls.options.items()}

    @classmethod
    def _checked_order(cls, order) -> tuple[Card, ...]:
        if isinstance(order, str):
            raise ValueError("a dealing order is a list of cards (or card texts), not one string")
        try:
            cards = tuple(card if isinstance(card, Card) else Card.parse(card) for card in order)
        except TypeError:
            raise ValueError(f"a dealing order is a list of {cls.deck_size} cards, not {order!r}") from None
        expected = Counter(cls.full_deck())
        given = Counter(cards)
        if given != expected:
            missing = format_cards(sorted((expected - given).elements()))
            extra = format_cards(sorted((given - expected).elements()))
            problems = [f"it has {len(cards)} cards, {cls.game_name} deals {cls.deck_size}"]
            if missing:
                problems.append(f"missing {missing}")
            if extra:
                problems.append(f"too many of {extra}")
            raise ValueError(f"impossible dealing order for {cls.__name__}: " + "; ".join(problems))
        return cards

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
        from .moves import normalize_place
        name = normalize_place(place)
        if name not in self.place_names:
            raise ValueError(f"{self.__class__.__name__} has no place {place!r}; "
                             f"its places are {' '.join(self.place_names)}")
        return self.cards_at(self.state, name)

    def legal_moves(self) -> LegalMoves:
        """The legal moves, in a stable order; ``"L2→F1" in game.legal_moves()`` works too."""
        state = self.state
        if self._legal_cache is None or self._legal_cache[0] is not state:
            self._legal_cache = (state, LegalMoves(self.legal_moves_of(state)))
        return LegalMoves(self._legal_cache[1])

    # --- changing the position --------------------------------------------------------

    def parse_move(self, move) -> Move:
        """A Move from a Move or its text; a malformed text raises IllegalMove."""
        return Move.parse(move)

    def play(self, move) -> Move:
        """Play a legal move (a Move or its text). Anything else raises IllegalMove, changing nothing."""
        move = self.parse_move(move)
        state = self.state
        self.legal_moves()
        if not list.__contains__(self._legal_cache[1], move):
            raise self.explain(state, move)
        self._states.append(self.apply(state, move))
        self._moves.append(move)
        self._redo.clear()
        self._changed()
        return move

    def undo(self) -> Move:
        """Take back the last move and return it; raises ValueError if there is none."""
        if not self._moves:
            raise ValueError("nothing to undo: no move has been played")
        move, state = self._moves.pop(), self._states.pop()
        self._redo.append((move, state))
        self._changed()
        return move

    def redo(self) -> Move:
        """Play again the last move taken back; raises ValueError if there is none."""
        if not self._redo:
            raise ValueError("nothing to redo: no move has been taken back")
        move, state = self._redo.pop()
        self._moves.append(move)
        self._states.append(state)
        self._changed()
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
            raise ValueError(f"move number must be 0..{total}, not {ply!r}")
        listeners, self._listeners = self._listeners, []
        try:
            while len(self._moves) > ply:
                self.undo()
            while len(self._moves) < ply:
                self.redo()
        finally:
            self._listeners = listeners
        self._changed()

    def restart(self) -> None:
        """Back to the deal, forgetting every move."""
        del self._states[1:]
        self._moves.clear()
        self._redo.clear()
        self._changed()

    # --- observers (the widgets use these) -------------------------------------------

    def observe(self, callback: Callable[["Game"], None]) -> None:
        """Call ``callback(game)`` after every change of position."""
        self._listeners.append(callback)

    def unobserve(self, callback: Callable[["Game"], None]) -> None:
        self._listeners = [c for c in self._listeners if c is not callback]

    def _changed(self) -> None:
        for callback in list(self._listeners):
            callback(self)

    # --- text forms -------------------------------------------------------------------

    def __str__(self) -> str:
        return self.board_text(self.state)

    def __repr__(self) -> str:
        options = "".join(f", {k}={v!r}" for k, v in self.settings.items())
        start = (f"deal={self.deal}" if self.deal is not None
                 else "layout={...}" if self.layout is not None else "order=[...]")
        return f"<{self.__class__.__name__}({start}{options}): {len(self._moves)} moves, {self.status}>"

    def _repr_png_(self):
        from .draw import png
        return png(self)

    # --- saved games ------------------------------------------------------------------

    def to_json(self) -> str:
        """The game as JSON: game, options, dealing order (or layout) and moves (never pickle)."""
        data = {
            "game": self.game_name,
            "format": SAVE_FORMAT,
            "deal": self.deal,
            "options": self.settings,
            "order": None if self.order is None else [str(card) for card in self.order],
            "moves": [str(move) for move in self._moves],
        }
        if self.layout is not None:
            data[_LAYOUT_KEY] = self.layout
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_position(cls, state, layout: dict, settings: dict) -> "Game":
        """A game that starts at ``state`` instead of a deal: what a game's ``from_layout`` returns.

        ``layout`` is the JSON-ready record the save keeps instead of a dealing order (a
        game's ``from_layout(**layout, **options)`` must rebuild ``state`` from it); the
        game has no deal number and no dealing order.
        """
        game = cls(**settings)
        game.deal, game.order, game.layout = None, None, layout
        game._states = [state]
        return game

    @classmethod
    def _from_saved_layout(cls, data: dict) -> "Game":
        if data["order"] is not None or data["deal"] is not None:
            raise ValueError("a saved game with a 'layout' has no 'deal' and no 'order' (null)")
        layout = data[_LAYOUT_KEY]
        if not isinstance(layout, dict) or not isinstance(data["options"], dict):
            raise ValueError("fields 'layout' and 'options' must be JSON objects")
        try:
            return cls.from_layout(**layout, **cls._checked_options(data["options"]))
        except TypeError as error:  # a key from_layout does not take
            raise ValueError(f"field 'layout': {error}") from None
        except ValueError as error:
            raise ValueError(f"field 'layout': {error}") from None

    @classmethod
    def from_json(cls, text: str) -> "Game":
        """A game from :meth:`to_json` text, checked field by field; ValueError names the bad field."""
        try:
            data = json.loads(text)
        except (TypeError, json.JSONDecodeError) as error:
            raise ValueError(f"saved game is not valid JSON: {error}") from None
        if not isinstance(data, dict):
            raise ValueError("saved game must be a JSON object")
        unknown = sorted(set(data) - _SAVE_KEYS - {_LAYOUT_KEY})
        if unknown:
            raise ValueError(f"saved game has unknown field {unknown[0]!r}")
        missing = sorted(_SAVE_KEYS - set(data))
        if missing:
            raise ValueError(f"saved game lacks the field {missing[0]!r}")
        if data["game"] != cls.game_name:
            raise ValueError(f"field 'game' is {data['game']!r}, but this is {cls.game_name!r}")
        if data["format"] != SAVE_FORMAT or isinstance(data["format"], bool):
            raise ValueError(f"field 'format' must be {SAVE_FORMAT}, not {data['format']!r}")
        if _LAYOUT_KEY in data:
            return cls._replayed(cls._from_saved_layout(data), data["moves"])
        for name, kind in (("options", dict), ("order", list), ("moves", list)):
            if not isinstance(data[name], kind):
                raise ValueError(f"field {name!r} must be a JSON {kind.__name__.replace('dict', 'object')}")
        deal = data["deal"]
        # One field at a time, so that the error names the field that is wrong.
        try:
            if deal is not None:
                check_deal_number(deal)
        except ValueError as error:
            raise ValueError(f"field 'deal': {error}") from None
        try:
            options = cls._checked_options(data["options"])
        except ValueError as error:
            raise ValueError(f"field 'options': {error}") from None
        try:
            game = cls(order=data["order"], **options)
        except ValueError as error:
            raise ValueError(f"field 'order': {error}") from None
        if deal is not None and list(game.order) != dealing_order(cls.game_name, deal):
            raise ValueError(f"field 'order' is not the dealing order of deal {deal}")
        game.deal = deal
        return cls._replayed(game, data["moves"])

    @staticmethod
    def _replayed(game: "Game", moves) -> "Game":
        if not isinstance(moves, list):
            raise ValueError("field 'moves' must be a JSON list")
        for number, move in enumerate(moves, 1):
            try:
                game.play(move)
            except IllegalMove as error:
                raise ValueError(f"field 'moves': move {number} ({move!r}): {error}") from None
        return game

    def copy(self) -> "Game":
        """A new game at the same position, with the same history, sharing no list."""
        other = self.__class__.__new__(self.__class__)
        other.deal, other.order, other.settings = self.deal, self.order, dict(self.settings)
        other.layout = self.layout
        other._states, other._moves, other._redo = list(self._states), list(self._moves), list(self._redo)
        other._legal_cache, other._listeners = None, []
        return other

    def __eq__(self, other) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (type(self) is type(other) and self.order == other.order and self.settings == other.settings
                and self.layout == other.layout and self._moves == other._moves and self.state == other.state)

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
