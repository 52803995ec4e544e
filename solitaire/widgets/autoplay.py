"""Hints and autoplay for the interactive board.

A hint comes from :func:`solitaire.solver.hint_scores` (fair: it sees only what the
player sees) with a small time budget; without the solver it is the first move that puts
a card home. The message line says that the hint looked ahead, and when its move is not
the obvious one (the greedy player's), how the two fared on the guesses of the hidden cards.
Autoplay plays hints one after another as an asyncio task on the running
loop (Jupyter's), so other cells keep running: the thinking runs in a worker thread on
a copy of the game, and the move is played back on the loop. Where no loop runs
(pytest, a script), ``board.step()`` plays one hinted move at a time.
"""
from __future__ import annotations

import asyncio

from ..languages import N_, translator
from ..moves import Move
from .clicks import first_home_move, move_label, outcome_text
from .controls import guarded

_ = translator("board")

__all__ = ["HintsAndAutoplay", "hint_for", "judged_hint", "hint_reason"]


def hint_for(game, budget: dict) -> tuple[Move | None, str]:
    """The suggested move for ``game`` and where it came from (the fair solver, else the first move home)."""
    move, source, _scores = judged_hint(game, budget)
    return move, source


def judged_hint(game, budget: dict):
    """The suggested move, where it came from, and the solver's scores behind it (None without the solver)."""
    try:
        from ..solver import hint_scores
        scores = hint_scores(game, **budget)
    except ImportError:  # no solver (or part of it missing): the simple hint still helps
        scores = None
    else:
        if scores.best is not None:
            return Move.parse(scores.best), SOURCES["solver"], scores
        if not game.legal_moves():
            return None, SOURCES["solver"], scores
    move = first_home_move(game)
    return move, SOURCES["deal" if move is not None and move.is_keyword else "home"], None


#: Where a hint came from (English here, translated where shown: ``_(source)``).
SOURCES = {"solver": N_("the solver"), "deal": N_("no card can go home yet"), "home": N_("a card that can go home")}


def _times(share: float, samples: int) -> str:
    """How many of ``samples`` guesses a share is, in words: ``5``, ``4½`` (an unsettled guess counts half)."""
    halves = round(share * samples * 2)
    return f"{halves // 2}{'½' * (halves % 2)}"


def _verdict(share: float) -> str:
    """What the search found after a move, when no card is hidden (a share of 1, 0 or one half)."""
    return _("it found a win") if share == 1 else _("the game is lost") if share == 0 else \
        _("it could not settle the game")


def hint_reason(game, move: Move, scores) -> str:
    """Why the solver's hint: that it looked ahead, and when the obvious move (the greedy player's)
    is another, how each fared on the guesses of the hidden cards ("" without scores)."""
    if scores is None:
        return ""
    legal = game.legal_moves()
    if len(legal) == 1:
        return _("It is the only move.")
    if scores.samples == 0:
        return _("The solver found a win from here, seeing every card.")
    from ..solver.greedy import greedy_move
    samples, hidden = scores.samples, game.hidden_places(game.state)
    obvious = greedy_move(game)
    obvious = None if obvious is None else Move.parse(obvious)
    if obvious is None or obvious == move or obvious not in scores.scores:
        return (_.ngettext("It looked ahead on {samples} guess of the hidden cards.",
                           "It looked ahead on {samples} guesses of the hidden cards.", samples).format(samples=samples)
                if hidden else _("It searched ahead."))
    chosen, natural = scores.scores[move], scores.scores[obvious]
    named = {"move": move_label(game, move), "obvious": move_label(game, obvious), "samples": samples}
    if not hidden:   # every guess is the same position: one verdict each
        return _("It searched ahead: after {move} {verdict}, after the obvious move, {obvious}, {other}.").format(
            verdict=_verdict(chosen), other=_verdict(natural), **named)
    halves = any(round(share * samples * 2) % 2 for share in (chosen, natural))
    text = _.ngettext("It looked ahead on {samples} guess of the hidden cards: after {move} the game could still be "
                      "won in {won} of {samples}, after the obvious move, {obvious}, in {other} of {samples}.",
                      "It looked ahead on {samples} guesses of the hidden cards: after {move} the game could still "
                      "be won in {won} of {samples}, after the obvious move, {obvious}, in {other} of {samples}.",
                      samples).format(won=_times(chosen, samples), other=_times(natural, samples), **named)
    return text[:-1] + " " + _("(a guess the search could not settle counts half).") if halves else text


def _running_loop():
    """The event loop running this code (Jupyter's), or None (a plain script, pytest)."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def _current_task():
    try:
        return asyncio.current_task()
    except RuntimeError:
        return None


class HintsAndAutoplay:
    """The Hint, Autoplay and Stop buttons of :class:`solitaire.widgets.Board`."""

    def hint(self) -> tuple[Move | None, str]:
        """The suggested move now, and where it came from."""
        return hint_for(self._game, self.hint_budget)

    @guarded
    def show_hint(self) -> None:
        """Light up the hinted move and name it in the message line."""
        move, source, scores = judged_hint(self._game, self.hint_budget)
        if move is None:
            self._say(lambda: _("No hint: nothing useful to play here."))
            return
        if move.is_keyword:
            self.selected, self.highlight = None, ()
        else:
            self.selected, self.highlight = move.source, (move.target,)
        self.hinted = move
        game = self._game

        def words() -> str:
            how = _("Click the stock to play it.") if move.is_keyword else _("Click the lit place to play it.")
            named = _("Hint ({source}): {move}.").format(source=_(source), move=move_label(game, move))
            return " ".join(part for part in (named, hint_reason(game, move, scores), how) if part)
        self._say(words)
        self._draw()

    @guarded
    def start_autoplay(self) -> None:
        """Play hinted moves one after another, at ``speed`` moves a second, until Stop."""
        if self.autoplaying:
            return
        self.autoplaying = True
        self._seen = {type(self._game).position_key(self._game.state)}
        loop = _running_loop()
        if loop is None:
            self._say(lambda: _("Autoplay is on; outside Jupyter there is no event loop, so call board.step()."))
        else:
            self._autoplay_task = loop.create_task(self._autoplay())
            self._say(lambda: _("Autoplay is on: press Stop to stop."))
        self._show_autoplay_buttons()

    def stop_autoplay(self, reason=N_("Autoplay stopped."), quiet: bool = False) -> None:
        """Stop autoplay; unless ``quiet``, the message line says ``reason`` (English, or a function that
        words it)."""
        task, self._autoplay_task = self._autoplay_task, None
        was_on, self.autoplaying = self.autoplaying, False
        if task is not None and not task.done() and task is not _current_task():
            task.cancel()
        if self._game is not None:
            self._show_autoplay_buttons()
        if was_on and not quiet:
            self._say(reason if callable(reason) else lambda: _(reason))

    @guarded
    def step(self) -> Move | None:
        """Play one hinted move now; None (and autoplay stops) when there is nothing to play."""
        return self._play_hinted(self.hint()[0])

    def _play_hinted(self, move: Move | None) -> Move | None:
        game = self._game
        if move is None or game.status != "playing":
            self.stop_autoplay(lambda: _("Autoplay stopped: {why}").format(
                why=outcome_text(game) if game.status != "playing" else _("no hint for this position.")))
            return None
        if not self._play(move, by=lambda: _("Autoplay:")):
            refusal = self._message[0]
            self.stop_autoplay(lambda: _("Autoplay stopped: {why}").format(
                why=refusal() if callable(refusal) else refusal))
            return None
        key = type(game).position_key(game.state)
        if key in self._seen:  # a hint may shuttle a card to and fro: stop rather than loop
            self.stop_autoplay(N_("Autoplay stopped: the position repeats."))
        self._seen.add(key)
        if game.status != "playing":
            self.stop_autoplay(lambda: outcome_text(game))
        return move

    def _autoplay_budget(self) -> dict:
        """The hint budget, its thinking time capped by the speed (a quick autoplay thinks less)."""
        budget = dict(self.hint_budget)
        if "budget_seconds" in budget:
            budget["budget_seconds"] = min(budget["budget_seconds"], max(0.05, 1.0 / self.speed.value))
        return budget

    async def _autoplay(self) -> None:
        loop = asyncio.get_running_loop()
        try:
            while self.autoplaying:
                game, state = self._game, self._game.state
                move, _source = await loop.run_in_executor(None, hint_for, game.copy(), self._autoplay_budget())
                if not self.autoplaying or self._game is not game or game.state is not state:
                    continue  # the position changed while thinking: think again
                if self._play_hinted(move) is None:
                    break
                await asyncio.sleep(1.0 / max(self.speed.value, 0.1))
        except asyncio.CancelledError:
            raise
        except Exception as error:  # a task's exception would otherwise go unseen
            self.errors.append(error)
            self.stop_autoplay(quiet=True)
            self._say(_("Something went wrong: {error}").format(error=repr(error)), refused=True)
