"""A decision in a real game: "what would you play here?", judged by the exact solver's proofs.

The proofs are made beforehand (``scripts/make_exercises.py`` runs :func:`solitaire.solve`
on the position after every legal move, with a budget in positions) and kept in the
lesson's data, so answering is instant: every move proven winning is right, and each
move proven losing says why, in a player's words.

A plan asks for the next two moves at once ("M3→F1, L2→F2"): ``plan`` maps each winning
first move to the second moves proven winning and losing after it, so a plan is right
when both of its moves keep the deal winnable. A plan can also be required to include one move
(``must_include``, say "redeal"): a question about what comes before the redeal is then judged
as asked, and a plan that keeps the deal but leaves that move out is told so.
"""
from __future__ import annotations

from ..cards import card_face, quoted
from ..moves import IllegalMove, notation_example
from ..languages import after_colon, ended, translator
from .core import Exercise, Verdict, checked_text, wrong_keeping
from .kinds import _legal_move, _places_of, _reasons, play_typed
from .typed_plans import _plan_parts, _readable, more_than_one_move

_ = translator("board")


class _Decision(Exercise):
    """A decision: its right verdict carries the explanation itself (a learner who answers through
    ``submit()`` reads it there), so the answer box does not show it a second time."""

    def _after(self, verdict):
        return "" if verdict is not None and verdict.correct else super()._after(verdict)


def _with_explanation(said: str, explain: str) -> str:
    """A right verdict followed by the decision's explanation (the line's move and its idea)."""
    return f"{said} {explain}" if explain else said

def _judged_moves(game, winning, losing: dict, name: str):
    """The winning moves and the reasons of the losing ones, checked legal on ``game``."""
    if isinstance(winning, str) or not isinstance(winning, (list, tuple)) or not winning:
        raise ValueError(f"{name} must list the winning moves, at least one, not {quoted(winning)}")
    wins = [_legal_move(game, move, name) for move in winning]
    reasons = {_legal_move(game, move, "losing"): text for move, text in _reasons(losing, [], "", "losing").items()}
    if set(reasons) & set(wins):
        raise ValueError("losing names a move that winning names too")
    return wins, reasons


def _judge_one(game, wins: list, reasons: dict, text: str, first=None, retry: bool = True, opening: bool = False):
    """The move ``text`` played on a copy of ``game``, or a Verdict when it is illegal or loses (saying
    "Try again" at its end unless ``retry`` is False: a plan's verdict may go on after it). With ``first``,
    ``text`` is a plan's second move after it, and a loss is said of the plan, not of one move («План …»,
    not «Ход …», native reader ru 28); with ``opening``, ``text`` is a plan's first move, and its loss says so
    (native reader uk 44 met «Хід «роздати» програшний» for «роздати, роздати»)."""
    after = game.copy()
    move = play_typed(after, text)
    if isinstance(move, Verdict):
        return move, after
    if move in reasons:
        # the reason goes on in lower case after the colon in Ukrainian and Russian («… губит партию: сданная карта …»)
        reason = after_colon(str(reasons[move]))
        if first is not None:
            said = _("The plan {first}, then {move}, loses: {reason} Try again.")
        elif opening:
            said = (_("The first move of your plan, {move}, loses: {reason} Try again.") if retry
                    else _("The first move of your plan, {move}, loses: {reason}"))
        else:
            said = _("{move} loses: {reason} Try again.") if retry else _("{move} loses: {reason}")
        return Verdict(False, said.format(first=first, move=move, reason=reason)), after
    if move not in wins:
        return Verdict(False, _("{move} is legal, but the solver could not decide it within its budget: "
                                "choose a move you can be sure of.").format(move=move)), after
    return move, after


def decide(game, question: str, winning, losing: dict, explain: str = "", id: str = "",
           plan: dict | None = None, must_include: str | None = None) -> Exercise:
    """"What would you play here?" on ``game``: every move of ``winning`` is right (the
    solver proved each keeps the deal winnable); ``losing`` maps each move proven to lose
    to the reason, in a player's words. A legal move in neither was left undecided by the
    solver. With ``plan`` (each winning first move mapped to ``{"winning": [...], "losing":
    {...}}`` for the move after it), the learner types two moves and both must keep the deal
    winnable; with ``must_include`` too, one of the two must be that move.
    """
    _places_of(game)
    checked_text(question, "question", empty=False)
    start = game.copy()
    wins, reasons = _judged_moves(start, winning, losing, "winning")
    seconds = _plan_of(start, wins, plan) if plan is not None else None
    if seconds is None:
        if must_include is not None:
            raise ValueError("must_include needs a plan: only a plan has two moves to include it")
        return _single(start, question, wins, reasons, explain, id)
    return _planned(start, question, wins, reasons, seconds, explain, id, must_include)


def _single(start, question: str, wins: list, reasons: dict, explain: str, id: str) -> Exercise:
    listed = ", ".join(str(move) for move in wins)

    def judge(text: str) -> Verdict:
        several = more_than_one_move(start, text, example)   # "L1→F5, deal", where one move is asked for
        if several is not None:   # a Verdict is true only when right
            return several
        move, _after = _judge_one(start, wins, reasons, text)
        if isinstance(move, Verdict):
            return move
        said = _("Right: {move} keeps the deal winnable.").format(move=move)
        if len(wins) > 1:
            said += " " + _("Every move that keeps the deal winnable here: {moves}.").format(moves=listed)
        return Verdict(True, _with_explanation(said, explain))

    example, legal, dealing = _examples(start, wins, avoid=reasons)
    shown = f"such as {example}" if legal else f"written like {example},"
    prompt = f"a move, {shown} or {dealing}" if dealing else f"a move, {shown}".rstrip(",")
    return _Decision(question, judge, prompt=prompt,
                    answer_text=" or ".join(str(move) for move in wins), explain=explain, id=id)


def _plan_of(start, wins: list, plan) -> dict:
    """``plan`` checked: for each winning first move, its second moves' wins and reasons."""
    if not isinstance(plan, dict) or not plan:
        raise ValueError(f"plan must map each winning first move to its second moves, not {quoted(plan)}")
    seconds = {}
    for first, after in plan.items():
        move = _legal_move(start, first, "plan")
        if move not in wins or not isinstance(after, dict):
            raise ValueError(f"plan names {quoted(first)}, which is not a winning first move with its second moves")
        board = start.copy()
        board.play(move)
        seconds[move] = _judged_moves(board, after.get("winning"), after.get("losing", {}), "plan")
    if set(seconds) != set(wins):
        raise ValueError("plan must give the second moves after every winning first move")
    return seconds


def _includes(must_include: str | None, *moves) -> bool:
    return must_include is None or must_include in (str(move) for move in moves)


def _planned(start, question: str, wins: list, reasons: dict, seconds: dict, explain: str, id: str,
             must_include: str | None = None) -> Exercise:
    pairs = [(first, second) for first in wins for second in seconds[first][0] if _includes(must_include, first, second)]
    right = [f"{first}, {second}" for first, second in pairs]
    if not right:
        raise ValueError(f"must_include names {quoted(must_include)}, which no winning plan includes")

    def judge(text: str) -> Verdict:
        parts = _plan_parts(start, text)
        if len(parts) == 1:
            first, _after = _judge_one(start, wins, reasons, parts[0])
            if isinstance(first, Verdict) and not _readable(start, parts[0]):   # no move read: say what is asked
                return _around_refusal(_("{refusal} This question asks for a plan of two moves, with a comma or "
                                         "'then' between them, such as {plan}."), first, start, plan=example)
            # a first move that loses (or is refused) decides the plan alone: say so, not "type two"
            return first if isinstance(first, Verdict) else _not_two_moves(example, 1)
        if len(parts) != 2:
            return _not_two_moves(example, len(parts))
        first, after = _judge_one(start, wins, reasons, parts[0], opening=True)
        if isinstance(first, Verdict):
            bare, _after = _judge_one(start, wins, reasons, parts[0], retry=False, opening=True)
            return _with_second_refused(first, bare, after, parts[1], start)
        second_wins, second_reasons = seconds[first]
        refused = play_typed(after.copy(), parts[1])
        if isinstance(refused, Verdict):   # say that the first move was fine: the refusal is the second's
            return _second_cannot_follow(refused, after, parts[1], start)
        second, _after = _judge_one(after, second_wins, second_reasons, parts[1], first=first)
        if isinstance(second, Verdict):
            return second
        if not _includes(must_include, first, second):
            return Verdict(False, _("{first}, then {second}, keeps the deal winnable, but the question asks for a "
                                    "plan with {move} in it. Try again.")
                           .format(first=first, second=second, move=must_include))
        if first == second and not first.is_keyword:   # the place refilled in between: say with which card
            said = _("Right: {first}, then {first} again (the {card}, now on top of {place}) keeps the deal "
                     "winnable.").format(first=first, card=_top_after(start, first), place=first.source)
        else:
            said = _("Right: {first}, then {second} keeps the deal winnable.").format(first=first, second=second)
        if len(right) > 1:
            plans = "; ".join(_plan_said(start, first, second) for first, second in pairs)
            said += " " + _("Every plan that keeps the deal winnable here: {plans}.").format(plans=plans)
        return Verdict(True, _with_explanation(said, explain))

    named = avoided(reasons, seconds) | {str(move) for second_wins, _losing in seconds.values() for move in second_wins}
    example, legal = _plan_example(start, right, wins, named)
    return _Decision(question, judge, prompt=f"two moves, {'such as' if legal else 'written like'} {example}",
                     answer_text=" or ".join(right), explain=explain, id=id)


def _plan_said(start, first, second) -> str:
    """A plan in a list of plans: one that plays from the same place twice says which card the second move
    takes ("L2→F2, then L2→F2" read as a slip to a native reader until they saw the waste refill L2)."""
    if first.is_keyword or first.source != second.source:
        return _("{first}, then {second}").format(first=first, second=second)
    return _("{first}, then {second} again (the {card}, now on top of {place})").format(
        first=first, second=second, card=_top_after(start, first), place=first.source)


def _top_after(start, first) -> str:
    """The face of the card on top of ``first``'s source once ``first`` is played (what refilled it)."""
    after = start.copy()
    after.play(first)
    return card_face(after.cards(first.source)[-1])


def avoided(reasons: dict, seconds: dict | None = None) -> set[str]:
    """Every move a decision's feedback calls losing, first moves and (in a plan) second ones."""
    losing = {str(move) for move in reasons}
    for _wins, second_reasons in (seconds or {}).values():
        losing |= {str(move) for move in second_reasons}
    return losing


def _examples(start, right: list, wins: list = (), avoid=()) -> tuple[str, bool, str | None]:
    """An example move, whether it is legal here, and the deal or redeal when it is legal here and neither right
    nor losing (else None), so a prompt names only a kind of move there is.

    The example is a legal move that is no right answer and no move the feedback calls losing (``avoid``),
    and takes no card from a place a right answer or a winning first move takes one from: it must read as
    neither a near-answer ("L2→F1, deal" beside "L2→F2, deal") nor a hint (a native reader took 03.1's
    example, its very trap, for one). In a decision every legal move is mostly right or losing; then the
    example is only notation, "written like" a move whose places no move here uses (never one a reader
    would type and be refused for a reason the lesson teaches)."""
    moves = [move for answer in right for move in str(answer).split(", ")] + [str(move) for move in wins]
    sources = {move.split("→")[0] for move in moves if "→" in move}
    legal = [str(move) for move in start.legal_moves()]
    shunned = set(moves) | {str(move) for move in avoid}
    # the deal is named only where the feedback says nothing of it: a right deal or a losing one would be a hint
    dealing = next((word for word in ("deal", "redeal") if word in legal and word not in shunned), None)
    for move in legal:
        if "→" in move and move not in shunned and move.split("→")[0] not in sources:
            return move, True, dealing
    return notation_example(start, [*legal, *shunned]), False, dealing


def _plan_example(start, right: list, wins: list, avoid=()) -> tuple[str, bool]:
    """A plan the learner could type here, and whether it is one: :func:`_examples`' first move, then a move
    legal after it that the feedback does not call losing (the deal or redeal when there is one). Where no
    first move qualifies, two moves of notation only, neither of them a deal: the plan's feedback may call
    a deal losing."""
    first, legal, _dealing = _examples(start, right, wins, avoid)
    if not legal:
        used = [str(move) for move in start.legal_moves()] + list(avoid) + list(right)
        used = [part for move in used for part in str(move).split(", ")]
        second = notation_example(start, [*used, first])
        return f"{first}, {second}", False
    after = start.copy()
    after.play(first)
    then = [str(move) for move in after.legal_moves() if str(move) not in avoid]
    word = next((word for word in ("deal", "redeal") if word in then), None)
    return f"{first}, {word or next((move for move in then if '→' in move), first)}", True


def _not_two_moves(example: str, count: int) -> Verdict:
    """A plan typed as one move (or as more than two) is refused, naming what the question asks."""
    if count == 1:
        said = _("This question asks for a plan of two moves, and you typed one. Type both, with a comma or 'then' "
                 "between them, such as {plan}.")
    else:
        said = _("This question asks for a plan of exactly two moves: type two, with a comma or 'then' between "
                 "them, such as {plan}.")
    return Verdict(False, said.format(plan=example))


def _with_second_refused(verdict: Verdict, bare: Verdict, after, second: str, start) -> Verdict:
    """A losing first move's verdict, telling too when the plan's second move could not follow it: then
    the first move's verdict said ``bare`` (without its "Try again"), which comes once, at the end."""
    if len(after.history) == len(start.history):
        return verdict   # the first move was refused: there is no board to try the second on
    refused = play_typed(after.copy(), second)
    if not isinstance(refused, Verdict):
        return verdict
    # the learner may have meant the card the first move took away from there: say which card is there now
    return _second_refused(
        _("{verdict} Your second move could not have followed it either: {refusal} Try again."),
        _("{verdict} Your second move could not have followed it either: after {first}, the top card of "
          "{place} is the {card}. {refusal} Try again."), refused, after, second, start, verdict=bare.message)


def _second_cannot_follow(refused: Verdict, after, second: str, start) -> Verdict:
    """A plan whose first move keeps the deal winnable and whose second cannot be played after it: the
    refusal alone read as the first move's (native reader uk 38). Refused, not lost: no "Try again", as
    no refusal of an illegal move says it. (A space still parts two moves, but the message offers only a
    comma or "then": "L2 F1" is also one move written with a space.)"""
    return _second_refused(
        _("{first} keeps the deal winnable, but your second move cannot follow it: {refusal}"),
        _("{first} keeps the deal winnable, but your second move cannot follow it: after {first}, the top "
          "card of {place} is the {card}. {refusal}"), refused, after, second, start)


def _second_refused(plain: str, with_top: str, refused: Verdict, after, second: str, start, **named) -> Verdict:
    """A plan's refused second move said with ``plain``, or with ``with_top`` when the first move changed the
    top card of the place it starts from (its place and card fill ``{place}`` and ``{card}``)."""
    changed = _changed_top(start, after, second)
    place, card = changed or (None, None)
    said = plain if changed is None else with_top
    return _around_refusal(said, refused, start, first=after.history[-1], place=place, card=card, **named)


def _around_refusal(template: str, refused: Verdict, start, **named) -> Verdict:
    """A verdict that goes on from the engine's refusal (``{refusal}`` in ``template``), which stays as it is."""
    return wrong_keeping(template, start.game_name, "refusal", ended(refused.message), refused.rule, **named)


def _changed_top(start, after, second: str) -> tuple[str, str] | None:
    """The place a refused second move starts from and its top card now, when the first move changed that top
    card ("R1→L3, R1→A3": R1 shows the K♠ once the K♣ has gone); None otherwise (a native reader took "after
    deal, the top card of the waste is the 10♣" for the reason a waste move that no waste card may make failed)."""
    try:
        move = after.parse_move(second)
    except IllegalMove:
        return None
    if not move.target or move.source == "waste" or move.source not in start.place_names:
        # a deal starts from no place; a waste card is refused as the waste's, whatever its face; and a
        # place the game lacks ("R9") has no top card to name: its refusal says so
        return None
    before, now = start.cards(move.source), after.cards(move.source)
    if not now or before[-1:] == now[-1:]:
        return None
    return move.source, card_face(now[-1])
