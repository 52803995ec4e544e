"""What an exercise's words claim about later play, played out from its position (issue 42: truth by test).

An exercise asked on a position speaks of later play in its reasons and explanations: "the 3♦ under
it stays buried", "A3 never gets past the 3♣", "the 3♠ under it can no longer go onto F3". Each text
has a line it speaks of: the wrong move a reason answers, a decision plan's two moves, or, in an
explanation, a question or a choice's reason, the moves its sentence names by notation (or "redeal",
"dealing"); a sentence that names none speaks of the position itself. Every claim is checked over
every position reachable after that line, in the forms of the puzzles' reader
(:mod:`solitaire.puzzle.claims`: "stuck for good", "stays buried", "never wake", "can no longer both
get home", "at most seven 6s ever reach the arc", "under N cards") and in these, the exercises' own:

- a base never passes a card: "A3 never gets past the 3♣", "A3 never gets past it" (the card the
  sentence named last before it), "A1 never gets past the 5♠ nor K1 past the Q♠";
- a card can no longer go onto a base: "the 3♠ under it can no longer go onto F3" (at once true when
  that base already holds the card's rank: a base takes each rank once);
- "stays buried" under a card named before ("the 3♦ under it stays buried"), or only until the next
  deal: "the 10♦ under it stays buried until the last group" (the positions reached without dealing);
- right after the line: "with the 9♠ still buried" (no copy of it on top of a pile), "the 9♠ on T1
  is then under two cards", "it wakes one maid at most" (no move after the line wakes more);
- a count in the position or right after the line: "the Q♠ on R3 … lies next to the body, under six cards".

Any other clause with "for good", "never", "can no longer" or "buried" that names a card or a place
is reported as a claim no form reads, so a writer says it in a form above or not at all; a clause
naming neither states a rule ("cards never go back to the stock") and is not a claim about this deal.
"""
from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass

from ..cards import Card
from ..puzzle.claims import CARD, CLAIM_BUDGET, COUNT, NUMBERS, PLACE, claim_breaker, walked_claims

__all__ = ["false_claims", "claims_of", "verdict", "Said"]

MOVE = r"(?:[LRMTBAKF]\d{1,2}|waste)→[LRMTBAKF]\d{1,2}"
MARKERS = re.compile(r"for good|\bnever\b|can no longer|\bburied\b", re.IGNORECASE)
NAMES_A_THING = re.compile(rf"{CARD}|\b[LRMTBAKF]\d{{1,2}}\b")
_PAST = re.compile(rf"(?P<base>[AK]\d) never gets past (?:the (?P<card>{CARD})|it)"
                   rf"(?: nor (?P<base2>[AK]\d) past the (?P<card2>{CARD}))?", re.IGNORECASE)
_NO_LONGER_ONTO = re.compile(rf"the (?P<card>{CARD})(?: under (?:it|the {CARD}))? can no longer go (?:on)?to "
                             rf"(?P<base>[FAK]\d)", re.IGNORECASE)
_BURIED = re.compile(rf"the (?P<card>{CARD})(?: under (?:(?P<it>it)|the (?P<over>{CARD})))?"
                     rf"(?: (?:on|in) (?P<place>{PLACE}))? (?:then )?stays buried"
                     rf"(?:(?P<until> until the (?:next|last) (?:group|deal))|(?! when| by| until| till))",
                     re.IGNORECASE)
_STILL_BURIED = re.compile(rf"with the (?P<card>{CARD}) still buried", re.IGNORECASE)
_THEN_UNDER = re.compile(rf"the (?P<card>{CARD})(?: (?:on|in) (?P<place>{PLACE}))? is then under "
                         rf"(?P<n>{COUNT}) cards?", re.IGNORECASE)
_UNDER = re.compile(rf"the (?P<card>{CARD}) (?:lies (?:face down )?)?(?:on|in) (?P<place>{PLACE})"
                    rf"(?:[^.;:♠♥♦♣]*?,| lies)? under (?P<n>{COUNT}) cards?", re.IGNORECASE)
_UNDER_IN = re.compile(rf"the (?P<card>{CARD}) (?:face down )?under (?P<n>{COUNT}) cards? in (?P<place>{PLACE})",
                       re.IGNORECASE)
_WAKES_AT_MOST = re.compile(rf"(?:it|that move|the other) wakes (?P<n>{COUNT}) maids? at most", re.IGNORECASE)


@dataclass(frozen=True)
class Said:
    """One claim a sentence makes: its ``kind``, its ``words`` and the cards, places and numbers it
    names (``named``). It answers ``groupdict``, ``[name]`` and ``group(0)`` as a regex match does,
    so the puzzles' reader tests it as one of its own."""

    kind: str
    words: str
    named: tuple   # (name, value) pairs: a Said is hashable, so a walk it needs is looked up once

    @classmethod
    def of(cls, kind: str, words: str, named: dict) -> "Said":
        return cls(kind, words, tuple(sorted(named.items())))

    def groupdict(self) -> dict:
        return dict(self.named)

    def __getitem__(self, name: str):
        return dict(self.named).get(name)

    def group(self, _index: int = 0) -> str:
        return self.words


def _sentences(text: str) -> list[str]:
    """The sentences of ``text``; a colon does not end one, since what follows it ("Redealing at once
    loses: A3 never gets past it") speaks of the move named before it."""
    return [part for part in re.split(r"(?<=[.;])\s+(?=[A-Z(])|;\s+", text) if part]


def _number(word: str) -> int:
    return NUMBERS.get(word.lower(), int(word) if word.isdigit() else -1)


def _card_before(sentence: str, at: int) -> str | None:
    cards = re.findall(CARD, sentence[:at])
    return cards[-1] if cards else None


def _own_claims(sentence: str) -> list[Said]:
    """The claims of the exercises' own forms in ``sentence``."""
    found = []
    for match in _PAST.finditer(sentence):
        card = match["card"] or _card_before(sentence, match.start())
        pairs = [(match["base"], card)] + ([(match["base2"], match["card2"])] if match["base2"] else [])
        found.append(Said.of("past", match.group(0), {"pairs": tuple(pairs)}))
    for match in _NO_LONGER_ONTO.finditer(sentence):
        found.append(Said.of("onto", match.group(0), match.groupdict()))
    for match in _BURIED.finditer(sentence):
        named = match.groupdict()
        if named.pop("it"):
            named["over"] = _card_before(sentence, match.start())
        found.append(Said.of("until" if named.pop("until") else "buried", match.group(0), named))
    found += [Said.of("still", m.group(0), m.groupdict()) for m in _STILL_BURIED.finditer(sentence)]
    found += [Said.of("then under", m.group(0), m.groupdict()) for m in _THEN_UNDER.finditer(sentence)]
    found += [Said.of("under", m.group(0), m.groupdict()) for pattern in (_UNDER, _UNDER_IN)
              for m in pattern.finditer(sentence)]
    found += [Said.of("wakes", m.group(0), m.groupdict()) for m in _WAKES_AT_MOST.finditer(sentence)]
    return found


def claims_of(sentence: str) -> list[Said]:
    """Every claim ``sentence`` makes that a form reads: the exercises' own, then the puzzles' forms
    that no own claim already covers."""
    own = _own_claims(sentence)
    spans = [(sentence.find(said.words), sentence.find(said.words) + len(said.words)) for said in own]
    for kind, match in walked_claims(sentence, in_reason=False):
        if not any(match.start() < end and start < match.end() for start, end in spans):
            own.append(Said.of(kind, match.group(0), match.groupdict()))
    return own


def unreadable(sentence: str, claims: list[Said]) -> bool:
    """Whether what is left of ``sentence`` once its read claims are taken out still claims later play:
    a clause with a marker word that names a card or a place."""
    rest = sentence
    for said in claims:
        rest = rest.replace(said.words, " ")
    clauses = re.split(r"[,:;()]|\band\b|\bbut\b|\bso\b", rest)
    return any(MARKERS.search(clause) and NAMES_A_THING.search(clause) for clause in clauses)


# --- the tests of a position, True where a claim fails -----------------------------------------------

def _on_top(kind, state, card: str) -> bool:
    return any(pile and str(pile[-1]) == card for place in kind.place_names
               if place not in kind.foundation_places and place != "stock"
               for pile in [kind.cards_at(state, place)])


def _depths(game, place: str | None, card: str) -> list[int]:
    """How many cards lie on each copy of ``card`` (in ``place``, or anywhere off the bases)."""
    places = [place] if place else [name for name in type(game).place_names
                                    if name not in type(game).foundation_places and name != "stock"]
    return [depth for name in places for depth, lying in enumerate(reversed(game.cards(name))) if str(lying) == card]


def _most_on(base: str, card: str) -> int:
    """How many cards ``base`` holds when ``card`` is its top: an A-base climbs from the ace, a K-base
    comes down from the king."""
    rank = Card.parse(card).rank
    return rank if base[0] == "A" else 14 - rank


def breaker(said: Said, start):
    """A test of a position that is True where ``said`` fails, over the play from ``start`` (a game);
    or a str saying why it names nothing to check."""
    kind = type(start)
    if said.kind == "past":
        if any(card is None for _base, card in said["pairs"]):
            return "names no card before 'it'"
        limits = [(base, _most_on(base, card)) for base, card in said["pairs"]]
        return lambda state: any(len(kind.cards_at(state, base)) > most for base, most in limits)
    if said.kind == "onto":
        card, base = said["card"], said["base"]
        return lambda state: card in [str(lying) for lying in kind.cards_at(state, base)]
    if said.kind == "until":
        return claim_breaker("buried", said, start)
    return claim_breaker(said.kind, said, start)


def first_breach(start, test, budget: int, dealing: bool = True) -> list[str] | str | None:
    """The shortest line of play from ``start`` (a game) to a position passing ``test``: [] when the
    position itself does, None when none does; :data:`OVER_BUDGET` past ``budget`` positions. With
    ``dealing`` False, the positions reached before the next deal or redeal."""
    kind = type(start)
    if test(start.state):
        return []
    parents = {start.state: None}
    frontier = deque([start.state])
    while frontier:
        here = frontier.popleft()
        for move in kind.legal_moves_of(here):
            if not dealing and str(move) in ("deal", "redeal"):
                continue
            there = kind.apply(here, move)
            if there in parents:
                continue
            parents[there] = (here, str(move))
            if test(there):
                return _line(parents, there)
            if len(parents) >= budget:
                return OVER_BUDGET
            frontier.append(there)
    return None


def _line(parents: dict, state) -> list[str]:
    moves = []
    while parents[state] is not None:
        state, played = parents[state]
        moves.append(played)
    return moves[::-1]


def _at_once(said: Said, start, before) -> str:
    """"" if a claim about the position right after the line (or, for a count, the position itself) holds."""
    kind, card = type(start), said["card"]
    if said.kind == "still":
        return f"is false: the {card} lies on top of a pile" if _on_top(kind, start.state, card) else ""
    if said.kind in ("then under", "under"):
        boards = [start] if said.kind == "then under" else [before, start]
        found = _number(said["n"]) in [depth for board in boards for depth in _depths(board, said["place"], card)]
        return "" if found else "is not so"
    most, opened = _number(said["n"]), getattr(start.state, "opened", None)
    if opened is None:
        return "speaks of maids waking in a game without maids"
    woken = [str(move) for move in kind.legal_moves_of(start.state)
             if kind.apply(start.state, move).opened - opened > most]
    return f"is false: {woken[0]} wakes more" if woken else ""


#: The line that breaks each claim checked lately, by the position it is checked from: a reason said of
#: several moves, or again in a plan, is played out once.
_BREACHES: dict = {}
OVER_BUDGET = "over budget"


def verdict(said: Said, before, line: list[str], budget: int = CLAIM_BUDGET) -> str:
    """"" if ``said`` holds after ``line`` from ``before`` (a game); else what is wrong with it."""
    start = before.copy()
    for move in line:
        start.play(move)
    if said.kind in ("still", "then under", "under", "wakes"):
        return _at_once(said, start, before)
    if said.kind == "onto" and said["card"][:-1] in [str(lying)[:-1] for lying in start.cards(said["base"])]:
        return ""   # the base already holds that rank: it never takes a second one
    key = (start.game_name, start.state, said.kind, said.named, budget)
    if key not in _BREACHES:
        test = breaker(said, start)
        if len(_BREACHES) >= 512:
            _BREACHES.clear()
        _BREACHES[key] = test if isinstance(test, str) else first_breach(start, test, budget, said.kind != "until")
    found = _BREACHES[key]
    if isinstance(found, str):   # past the budget, or a claim that names nothing to check
        return f"is not proved: the play after it passes {budget:,} positions" if found == OVER_BUDGET else found
    return "" if found is None else f"is false: {', '.join(line + found) or 'at once'}"


# --- an exercise's texts and the lines they speak of -------------------------------------------------

def _legal(game) -> set[str]:
    return {str(move) for move in type(game).legal_moves_of(game.state)}


def _line_of(key: str, entry: dict, game) -> list[str] | None:
    """The line a reason keyed ``key`` speaks of: the move (or plan) it answers, or for a place
    exercise the one move from that place; None when the key names no move (a choice)."""
    legal = _legal(game)
    if key in legal:
        return [key]
    parts = [part.strip() for part in key.split(",")]
    if len(parts) > 1:
        return parts if _playable(game, parts) else None
    if entry.get("kind") == "place":
        moves = [move for move in legal if move.startswith(f"{key}→")]
        return moves if len(moves) == 1 else None
    return None


def _named_lines(sentence: str, game) -> list[list[str]]:
    """The moves a sentence of an explanation, a question or a choice's reason names, each a line;
    [[]] (the position itself) when it names none that can be played there."""
    legal = _legal(game)
    named = [move for move in re.findall(MOVE, sentence) if move in legal]
    if re.search(r"\bredeal(?:ing|s)?\b", sentence, re.IGNORECASE) and "redeal" in legal:
        named.append("redeal")
    if re.search(r"\b(?:dealing|deal now|a deal)\b", sentence, re.IGNORECASE) and "deal" in legal:
        named.append("deal")
    return [[move] for move in dict.fromkeys(named)] or [[]]


def _playable(game, line: list[str]) -> bool:
    later = game.copy()
    for move in line:
        if move not in _legal(later):
            return False
        later.play(move)
    return True


def texts_of(entry: dict, game) -> list[tuple[str, str, list[str] | None]]:
    """Each text of ``entry`` as (where, text, line): line None when each sentence names its own."""
    texts = [(field, entry.get(field, ""), None) for field in ("question", "explain")]
    texts += [("choice", str(choice), None) for choice in entry.get("choices", ())]
    for field in ("why", "losing"):
        texts += [(f"{field}[{key}]", text, _line_of(key, entry, game)) for key, text in entry.get(field, {}).items()]
    # a refused move is never played: its reason speaks of the position itself
    texts += [(f"refused[{key}]", text, None) for key, text in entry.get("refused", {}).items()]
    for first, plan in entry.get("plan", {}).items():
        texts += [(f"plan[{first}].losing[{second}]", text, [first, second])
                  for second, text in plan.get("losing", {}).items()]
    return [(where, text, line) for where, text, line in texts if text]


def false_claims(entry: dict, game, budget: int = CLAIM_BUDGET) -> list[str]:
    """Each claim about later play in ``entry``'s texts (an exercise's data, asked at ``game``) that
    play does not bear out, or that no form reads, as "<where>: after <line>, '<words>' <what is
    wrong>"; [] when all hold."""
    wrong = []
    for where, text, line in texts_of(entry, game):
        if line is not None and not _playable(game, line):
            wrong.append(f"{where}: speaks of {', '.join(line)}, which cannot be played in the exercise's position")
            continue
        for sentence in _sentences(text):
            claims = claims_of(sentence)
            for said in claims:
                for played in [line] if line is not None else _named_lines(sentence, game):
                    said_wrong = verdict(said, game, played, budget)
                    if said_wrong:
                        after = f"after {', '.join(played)}, " if played else "in the position, "
                        wrong.append(f"{where}: {after}{said.words!r} {said_wrong}")
            if unreadable(sentence, claims):
                wrong.append(f"{where}: {sentence!r} claims later play in words no form of "
                             f"solitaire.exercises.claims reads")
    return wrong
