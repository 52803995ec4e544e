"""The course tells the truth (issue 42): what a lesson's words claim, its cells and its positions show.

(a) Every measured figure a lesson states in its Markdown or in its exercises' texts (a number
    next to "%", won, lost, unknown, positions or deals) is printed by a cell of that same lesson:
    a new result cannot leave the prose behind.
(b) Every "<card> on|in|at <place>" phrase in an exercise's texts names a card that lies at that
    place in the exercise's position, and every "<card> under <card>" holds there: both cards in
    one place, the first below the second. A text about a move (why a wrong move loses, the
    explanation of the answer) may also speak of the position after that move.
(c) The same phrases over the answer key (``python -m solitaire key``), puzzles included.

A number in prose that measures nothing (a zoom of `100 %`) is written in code font, which the
check skips. A choice exercise whose texts name cards at places carries a ``position`` (as a move exercise
does), so its claims can be checked; one that names them without a position fails.
Each check is parametrized by lesson or exercise, so each lesson's owner sees his own failures.
"""
from __future__ import annotations

import html
import json
import re
from importlib import resources
from pathlib import Path

import pytest

from solitaire.exercises import LESSONS, game_of
from solitaire.moves import IllegalMove
from solitaire.puzzle import puzzles
from solitaire.sheets import key

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LESSON_FILES = sorted(path.name for path in NOTEBOOKS.glob("*.ipynb"))

# --- (a) measured figures -----------------------------------------------------------------

#: A number as the lessons write it: 1,000 or 30 000 (thin or no-break space) or 99.2.
NUMBER = r"\d{1,3}(?:[,\u202f\u00a0]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
MEASURE = r"(?:won|lost|unknown|positions|deals)\b"
#: A figure: a number followed by %, or within two words of one phrase by a measure word ("913
#: won", "54 of 500 deals"; "104 cards, 48 deals" only for the 48), or a measure word followed
#: within one word by a number ("won at 30,000").
FIGURE = re.compile(rf"(?<![\w.,])(?P<n1>{NUMBER})(?=\s*%|(?:\s+[\w.,]+){{0,2}}?\s+(?:still\s+)?{MEASURE})"
                    rf"|\b(?:won|lost|unknown)\W+(?:[a-z]+\W+)?(?P<n2>{NUMBER})(?![\w.,]*\d)")
#: Numbers that name a thing rather than measure it: deal 17, deals 1–1,000, lesson 02, move 44.
NAMING = re.compile(r"(?:\b(?:deals?|lessons?|sentences?|moves?|seeds?|levels?|rounds?|puzzles?|cells?|"
                    r"ply|maids|spider|exercises?|step|steps)\s+(?:\d[\d,]*\s*(?:[–-]|to)\s*)?|[.#\-–/])$",
                    re.IGNORECASE)
ANY_NUMBER = re.compile(rf"(?<![\w.])(?:{NUMBER})(?![\w])")


def normal(number: str) -> str:
    """A number without its thousands separators: "30,000" and "30 000" are both 30000."""
    return re.sub(r"[,\u202f\u00a0]", "", number)


def notebook_cells(name: str) -> list[dict]:
    return json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]


def prose(text: str) -> str:
    """Markdown as a reader reads its numbers: no code, link targets or tags."""
    text = re.sub(r"```.*?```", " ", text, flags=re.DOTALL)
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r"\]\([^)]*\)", "]", text)
    return html.unescape(re.sub(r"<[^>]+>", " ", text))


def figures(text: str) -> list[tuple[str, str]]:
    """The measured figures of ``text``: (the number as written, the words around it)."""
    found = []
    for match in FIGURE.finditer(prose(text)):
        group = "n1" if match.group("n1") else "n2"
        if NAMING.search(match.string[max(0, match.start(group) - 30):match.start(group)]):
            continue
        found.append((match.group(group), match.string[max(0, match.start() - 40):match.end() + 40]))
    return found


def output_texts(cells: list[dict]) -> list[str]:
    """What the cells print as text: streams, plain text, Markdown and HTML without its tags."""
    texts = []
    for cell in cells:
        for output in cell.get("outputs", ()):
            texts.append("".join(output.get("text", "")))
            data = output.get("data", {})
            texts.append("".join(data.get("text/plain", "")))
            texts += [prose("".join(data.get(kind, ""))) for kind in ("text/markdown", "text/html")]
    return texts


def printed_numbers(name: str) -> set[str]:
    return {normal(n) for text in output_texts(notebook_cells(name)) for n in ANY_NUMBER.findall(text)}


def exercises_of(name: str) -> list[dict]:
    """The exercises a lesson asks, from the question bank's file that names the lesson."""
    found = []
    for lesson in LESSONS:
        source = resources.files("solitaire.exercises") / f"{lesson}.json"
        if source.is_file():
            data = json.loads(source.read_text(encoding="utf-8"))
            if data.get("lesson") == name:
                found += data["exercises"]
    return found


def exercise_texts(entry: dict) -> list[str]:
    texts = [entry.get("question", ""), entry.get("explain", ""), entry.get("board", {}).get("title", "")]
    texts += [str(choice) for choice in entry.get("choices", ())]
    texts += list(entry.get("why", {}).values()) + list(entry.get("losing", {}).values())
    texts += list(entry.get("refused", {}).values())
    return [text for text in texts if text]


@pytest.mark.parametrize("name", LESSON_FILES)
def test_every_measured_figure_a_lesson_states_is_printed_by_one_of_its_cells(name):
    cells = notebook_cells(name)
    printed = printed_numbers(name)
    said = ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown"]
    said += [text for entry in exercises_of(name) for text in exercise_texts(entry)]
    missing = sorted({f"{number!r} in …{context.strip()}…" for text in said for number, context in figures(text)
                      if normal(number) not in printed})
    assert not missing, f"{name} states figures no cell of it prints:\n" + "\n".join(missing)


# --- (b), (c) cards at places ---------------------------------------------------------------

RANK_WORDS = {"ace": "A", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
              "eight": "8", "nine": "9", "ten": "10", "jack": "J", "queen": "Q", "king": "K"}
SUIT_WORDS = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}
CARD = (r"(?:(?:10|[2-9AJQK])[♠♥♦♣]|(?:" + "|".join(RANK_WORDS) + r") of (?:" + "|".join(SUIT_WORDS) + r"))")
PLACE = r"(?:the (?:waste|stock|arc)|[LRMFTBAK]\d{1,2})\b"
#: "the 4♣ on L1", "the J♦ is on L3", "the 7♥ in the waste", "the A♠ at L4".
AT_PLACE = re.compile(rf"(?P<card>{CARD})\s+(?:(?:is|lies|sits|stays|waits|remains|now|still|already)\s+)?"
                      rf"(?:on|in|at)\s+(?P<place>{PLACE})", re.IGNORECASE)
#: "the 4♣ lies under the 7♥" (in any one place), "the 4♣ under the 7♥ in the waste" (there).
UNDER = re.compile(rf"(?P<low>{CARD})\s+(?:(?:is|lies|sits|stays|still|now)\s+)?(?:under|beneath)\s+(?:the\s+)?"
                   rf"(?P<high>{CARD})(?:\s+(?:on|in|at)\s+(?P<place>{PLACE}))?", re.IGNORECASE)


def card_text(name: str) -> str:
    """A card as the engine prints it: "jack of spades" and "J♠" are both "J♠"."""
    words = name.lower().split(" of ")
    if len(words) == 2:
        return RANK_WORDS[words[0]] + SUIT_WORDS[words[1]]
    return name.upper()


def places_meant(game, place: str) -> list[str]:
    place = place.lower()
    if place == "the arc":
        return [name for name in game.place_names if name.startswith("F")]
    if place.startswith("the "):
        return [place[4:]]
    return [place.upper()] if place.upper() in game.place_names else []


def false_claims(text: str, games: list) -> list[str]:
    """Each claim of ``text`` about where a card lies that holds in none of ``games``."""
    wrong = []
    for match in AT_PLACE.finditer(text):
        card, place = card_text(match["card"]), match["place"]
        if not any(card in [str(c) for name in places_meant(game, place) for c in game.cards(name)]
                   for game in games):
            wrong.append(f"{match.group(0)!r}: no {card} at {place}")
    for match in UNDER.finditer(text):
        low, high, place = card_text(match["low"]), card_text(match["high"]), match["place"]
        if not any(_lies_under(game, low, high, places_meant(game, place) if place else game.place_names)
                   for game in games):
            where = f"at {place}" if place else "in one place"
            wrong.append(f"{match.group(0)!r}: {low} is not under {high} {where}")
    return wrong


def _lies_under(game, low: str, high: str, places) -> bool:
    for name in places:
        pile = [str(card) for card in game.cards(name)]
        if low in pile and high in pile and pile.index(low) < len(pile) - 1 - pile[::-1].index(high):
            return True
    return False


def claims(text: str) -> bool:
    return bool(AT_PLACE.search(text) or UNDER.search(text))


def after(game, move: str):
    """The position after ``move``, or None if it is no legal move there."""
    later = game.copy()
    try:
        later.play(move)
    except (IllegalMove, ValueError):
        return None
    return later


def texts_and_positions(entry: dict, game) -> list[tuple[str, list]]:
    """Each text of an exercise with the positions it may speak of (see the module's docstring)."""
    def with_move(move):
        return [game] + [later for later in [after(game, move)] if later is not None]
    answers = list(entry.get("winning", ())) + ([entry["answer"]] if entry.get("kind") == "move" else [])
    explained = [game] + [later for move in answers if (later := after(game, move)) is not None]
    pairs = [(entry.get("question", ""), [game]), (entry.get("explain", ""), explained),
             (entry.get("board", {}).get("title", ""), [game])]
    pairs += [(str(choice), [game]) for choice in entry.get("choices", ())]
    pairs += [(text, with_move(given)) for given, text in {**entry.get("why", {}), **entry.get("losing", {})}.items()]
    pairs += [(text, [game]) for text in entry.get("refused", {}).values()]   # a refused move is never played
    return [(text, games) for text, games in pairs if text]


def all_exercises() -> list[dict]:
    return [entry for name in LESSON_FILES for entry in exercises_of(name)]


def unchecked_claims(entry: dict) -> list[str]:
    return [text for text in exercise_texts(entry) if claims(text)]


@pytest.mark.parametrize("entry", all_exercises(), ids=lambda entry: entry["id"])
def test_every_card_an_exercise_places_lies_there_in_its_position(entry):
    if "position" not in entry:
        assert not unchecked_claims(entry), (
            f"{entry['id']} names cards at places but has no position to check them against (give it a "
            f"'position', as a move exercise has, or name no place): {unchecked_claims(entry)}")
        return
    game = game_of(entry["position"])
    wrong = [claim for text, games in texts_and_positions(entry, game) for claim in false_claims(text, games)]
    assert not wrong, f"{entry['id']}: " + "; ".join(wrong)


def key_positions() -> dict:
    """Each key entry's id with its positions: an exercise's, a puzzle's start."""
    found = {entry["id"]: game_of(entry["position"]) for entry in all_exercises() if "position" in entry}
    found.update({puzzle.id: puzzle.start() for game in ("maids", "spider") for puzzle in puzzles(game)})
    return found


def key_texts(entry: key.KeyEntry, game) -> list[tuple[str, list]]:
    answers = [game] + [later for move in re.split(r",\s*", re.sub(r"^(?:any|all) of ", "", entry.answer))
                        if (later := after(game, move)) is not None]
    pairs = [(entry.question, [game]), (entry.why, answers)]
    pairs += [(reason, [game] + [later for later in [after(game, given)] if later is not None])
              for given, reason in entry.wrong]
    return pairs


@pytest.mark.parametrize("section", [title for title, _ in key.sections()])
def test_every_card_the_answer_key_places_lies_there(section):
    positions = key_positions()
    found = dict(key.sections())[section]
    wrong = []
    for entry in found:
        game = positions.get(entry.id)
        if game is None:
            wrong += [f"{entry.id} has no position for {text!r}" for text in
                      (entry.question, entry.why, *(reason for _, reason in entry.wrong)) if claims(text)]
            continue
        wrong += [f"{entry.id}: {claim}" for text, games in key_texts(entry, game)
                  for claim in false_claims(text, games)]
    assert not wrong, "\n".join(wrong)


# --- the checks themselves ----------------------------------------------------------------

def test_a_figure_is_a_number_beside_a_measure_and_not_a_name():
    found = [n for n, _ in figures("deal 17 was won at 30,000; 913 won, 79 lost, 8 still unknown "
                                   "(99.2 % decided) over deals 1–1,000; 54 of 500 deals; sentences 1–12; "
                                   "deals 1 to 10,000 can be won")]
    assert found == ["30,000", "913", "79", "8", "99.2", "54", "500"]
    assert figures("`max_nodes=30_000` positions, [link](a_30_won.ipynb)") == []
    assert normal("30,000") == normal("30\u202f000") == "30000"


def test_the_reviews_false_facts_are_caught():
    from solitaire import Maids
    game = Maids.from_layout({"L1": ["4♣"], "waste": ["2♦", "7♥"], "L3": ["J♦"]}, opened=0)
    assert false_claims("4♣ lies under the 7♥ in the waste", [game]) == [
        "'4♣ lies under the 7♥ in the waste': 4♣ is not under 7♥ at the waste"]
    assert false_claims("the 4♣ lies under the 7♥", [game]) == []  # the other 4♣ may lie in the stock
    assert false_claims("the jack of spades on L3", [game]) == ["'jack of spades on L3': no J♠ at L3"]
    true = "the 2♦ under the 7♥ in the waste; the 4♣ on L1, the jack of diamonds is on L3"
    assert false_claims(true, [game]) == []
    assert [n for n, _ in figures("deal 17, unknown at 20,000 positions, was won at 30,000")] == ["20,000", "30,000"]
