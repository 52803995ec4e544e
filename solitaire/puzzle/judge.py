"""Judging a learner's answer to a puzzle: right, or why not, in card words.

Every verdict leads with a ``reason`` a learner can check on the board, and keeps the
figures behind it (positions searched, budgets) for a smaller ``detail`` line:

- an illegal move gets the engine's own refusal (it names the rule's sentence id);
- a legal move that loses (the solver's kinds) gets what it costs in cards and places:
  the most cards that can ever reach home after it and which cards the foundations then
  wait for, and where they lie (:mod:`.reasons`, computed from the position when the
  collection is made and kept in the data, since the look at every position after a move
  can take seconds; a puzzle made by hand gets it computed, within a small budget);
- a legal move a rule task does not ask for gets what the move does and the rule it misses;
- a right answer gets the puzzle's idea.

Every verdict is worded in the language in use (:func:`solitaire.set_language`); the reasons kept
in the data are in the board's catalog.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import quoted
from ..languages import translator
from ..moves import IllegalMove, Move
from .clauses import capital
from .reasons import grouped, loss_reason

__all__ = ["Answer", "judge", "positions", "LIVE_BUDGET", "said"]

_ = translator("board")


def said(text: str) -> str:
    """A text of the puzzles' data (a task, an idea, a kept reason) in the language in use."""
    return _(text) if text else text

#: How many positions a verdict may look at when the data holds no reason (well under 0.5 s).
LIVE_BUDGET = 2_000


@dataclass(frozen=True)
class Answer:
    """What a learner's move earns.

    - ``right``: the move answers the task; ``legal``: it could be played at all;
    - ``reason``: the first line, in card words, no position counts (shown big);
    - ``detail``: the second, smaller line (the solver's figures), may be empty;
    - ``rule``: the sentence id of the rule broken, if any.
    """

    move: str
    right: bool
    legal: bool
    reason: str
    detail: str = ""
    rule: str | None = None

    @property
    def text(self) -> str:
        """The reason, and the detail on a second line when there is one."""
        return f"{self.reason}\n{self.detail}" if self.detail else self.reason

    def __str__(self) -> str:
        return self.text


def judge(puzzle, game, move) -> Answer:
    """Judge ``move`` on ``game``, a new game at the position of ``puzzle``."""
    if not isinstance(move, (str, Move)):
        return Answer(quoted(move), False, False, _("{move} is not a move: write one as in {example}.").format(
            move=quoted(move), example=puzzle.answers[0]))
    try:
        move = game.parse_move(move)
    except IllegalMove as error:
        return Answer(quoted(move), False, False, str(error), "", error.rule)
    text = str(move)
    if move not in game.legal_moves():
        error = game.explain(game.state, move)
        return Answer(text, False, False, str(error), "", error.rule)
    if text in puzzle.answers:
        return _right(puzzle, text)
    verdict = puzzle.verdicts.get(text)
    if verdict is not None and verdict["verdict"] == "lost":
        return _lost(puzzle, game, text, verdict)
    if verdict is not None:  # another winning move, where the task asks for the one kept
        return Answer(text, False, True, _("{move} keeps the deal winnable too, but the task asks for another "
                                           "move: read it again.").format(move=text))
    from .rule_reasons import not_asked
    # a verdict is a sentence, though some reasons open with a word ("deal …", «роздача …»)
    return Answer(text, False, True, capital(not_asked(puzzle, game, move)))


def _right(puzzle, text: str) -> Answer:
    right = _("Right: {move}.").format(move=text)
    several = puzzle.find_all and len(puzzle.answers) > 1
    if several:
        # only how many: naming them, or the idea that lists them, would give away the ones still to
        # find (the puzzle widget shows the idea once all are found)
        right += " " + _.ngettext("({count} move is right here.)", "({count} moves are right here.)",
                                  len(puzzle.answers)).format(count=len(puzzle.answers))
    idea = "" if several else said(puzzle.idea or puzzle.note)
    return Answer(text, True, True, f"{right} {idea}".strip(), _proofs(puzzle))


def _lost(puzzle, game, text: str, verdict: dict) -> Answer:
    # a deal said in words: a Spider group, a Maids card (Russian «раздача», «сдача»). The solver's count
    # is said as a proof that skips lines, so that the look at every position beside it (far more of them,
    # in the reason's detail) does not read as a contradiction (issue 42).
    searched = (_("The solver proved that dealing the next group loses, looking at {positions}: it skips the "
                  "lines it can show cannot win.")
                if text == "deal" and puzzle.game == "spider" else
                _("The solver proved that dealing the next card loses, looking at {positions}: it skips the "
                  "lines it can show cannot win.")
                if text == "deal" else _("The solver proved that {move} loses, looking at {positions}: it skips "
                                         "the lines it can show cannot win."))
    # a move after which nothing is left needs no search
    proof = searched.format(positions=positions(verdict["nodes"]), move=text) if verdict["nodes"] else ""
    if "reason" in verdict:
        reason, detail = said(verdict["reason"]), said(verdict.get("detail", ""))
    else:
        reason, detail, _seen = loss_reason(game, text, LIVE_BUDGET)
    return Answer(text, False, True, capital(reason), f"{proof} {detail}".strip())


def positions(count: int) -> str:
    """``"one position"``, ``"2,332 positions"`` (a count of one in words, as a teacher writes it: Russian
    «одну позицию», which the plural forms cannot give, since they share 1 with 21 and 441)."""
    if count == 1:
        # TRANSLATORS: after "looking at" (Russian accusative «одну позицию»).
        return _("one position")
    return _.ngettext("{count} position", "{count} positions", count).format(count=grouped(count))


def _proofs(puzzle) -> str:
    """The solver's figures for the moves that lose, for a solver-checked puzzle."""
    lost = [_("{move} after {positions}").format(move=move, positions=positions(v["nodes"])) if v["nodes"]
            else _("{move} without a search").format(move=move)
            for move, v in puzzle.verdicts.items() if v["verdict"] == "lost"]
    won = [_("{move} in {positions}").format(move=move, positions=positions(v["nodes"]))
           for move, v in puzzle.verdicts.items() if v["verdict"] == "won"]
    if not lost:
        return ""
    return _("The solver found the wins ({won}) and proved the other moves lost ({lost}).").format(
        won="; ".join(won), lost="; ".join(lost))
