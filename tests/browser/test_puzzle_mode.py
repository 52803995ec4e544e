"""A puzzle on the board in puzzle mode, in a real JupyterLab and a real Voila: a wrong answer, then the right one.

The page is a one-cell notebook, ``play(puzzle)`` for the Maids "keep it winnable" puzzle
with the longest proof. In JupyterLab the wrong move is made with the mouse on the
picture and the right one typed in the answer box; in Voila the other way round, and a
move the rules refuse is made with the mouse too. Picking a card up names no place it
may go to, and every verdict is read from the verdict line beside the board.
"""
from __future__ import annotations

import re

import pytest

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips (in CI: fails) and says why
    expect = None

from board_page import BoardOnPage
from live_servers import write_notebook
from solitaire import puzzles
from solitaire.draw import BoardView

pytestmark = pytest.mark.browser

NOTEBOOK = "puzzle.ipynb"
PUZZLE = max(puzzles("maids", kind="winnable"), key=lambda p: sum(v["nodes"] for v in p.verdicts.values()))
SOURCE = f"""from solitaire import play, puzzles
puzzle = next(p for p in puzzles("maids") if p.id == {PUZZLE.id!r})
play(puzzle)"""


def illegal_move(puzzle):
    """A card move the rules refuse here, and the sentence id of the rule that refuses it."""
    game = puzzle.start()
    for source in ("L1", "L2", "L3", "L4", "R1", "R2", "R3", "R4", *(f"M{n}" for n in range(1, 13))):
        for target in (f"F{n}" for n in range(1, 9)):
            move = game.parse_move(f"{source}→{target}")
            if move not in game.legal_moves() and game.cards(source):
                return move, game.explain(game.state, move).rule
    raise AssertionError("no illegal card move")


def wrong_card_move(puzzle):
    """A legal card move (not deal) that is not the answer: one the solver proved lost."""
    return next(move for move in puzzle.start().legal_moves() if move.target and str(move) not in puzzle.answers)


def write_puzzle_notebook(folder) -> None:
    """The notebook that plays PUZZLE, written into a served folder as ``puzzle.ipynb``."""
    write_notebook(folder / NOTEBOOK, SOURCE)


@pytest.fixture(scope="module")
def voila_puzzle(voila_server):
    write_puzzle_notebook(voila_server.root)
    return voila_server.page(NOTEBOOK)


def first_line(move) -> str:
    """The first line of the verdict on ``move``: the reason, in card words."""
    return PUZZLE.check(move).text.splitlines()[0]


class PuzzleOnPage:
    """The puzzle board in a page: its board, the answer box, the buttons and the verdict line."""

    def __init__(self, page, timeout_ms: float = 90_000, within=None) -> None:
        """The puzzle in ``page`` (in the locator ``within``, a cell's output, if given)."""
        self.board = BoardOnPage.find(page, "Twelve Sleeping Maids", timeout_ms=timeout_ms, within=within)
        self.root = (within or page).locator(".widget-hbox:has(> .widget-vbox > img.widget-image)").first
        self.task = self.root.locator(".solitaire-puzzle-task")
        self.verdict = self.root.locator(".solitaire-puzzle-verdict")
        self.box = self.root.get_by_role("textbox")

    def button(self, name: str):
        return self.root.get_by_role("button", name=name, exact=True)

    def click_move(self, move) -> None:
        geometry = BoardView(PUZZLE.start()).geometry()
        if move.is_keyword:  # deal: a click on the stock
            self.board.act(lambda: self.board.click_place(geometry, "stock"))
            return
        self.board.act(lambda: self.board.click_place(geometry, move.source))
        expect(self.board.message).to_have_text(re.compile(r"^\S+ picked up: click where it goes"))
        # the card put down: the move played, or (refused) the card back in its place
        self.board.act(lambda: self.board.click_place(geometry, move.target))

    def type_move(self, text: str) -> None:
        self.box.fill(text)
        self.button("Answer").click()


def wrong_by_mouse_then_right_by_typing(page, screenshots, name: str, within=None) -> None:
    puzzle = PuzzleOnPage(page, within=within)
    expect(puzzle.task).to_contain_text(PUZZLE.task)
    wrong = wrong_card_move(PUZZLE)
    expect(puzzle.board.move_list).to_be_hidden()  # the legal moves would give the answer away
    puzzle.click_move(wrong)
    expect(puzzle.verdict).to_contain_text(first_line(wrong))
    expect(puzzle.verdict).to_contain_text(f"{PUZZLE.verdicts[str(wrong)]['nodes']:,} positions")
    puzzle.root.screenshot(path=screenshots / f"{name}-wrong.png")
    puzzle.board.act(lambda: puzzle.button("Try again").click())
    expect(puzzle.board.status).to_contain_text(" 0 moves ")
    puzzle.type_move(PUZZLE.answers[0])
    expect(puzzle.verdict).to_contain_text(f"Solved! Right: {PUZZLE.answers[0]}.")
    expect(puzzle.board.status).to_contain_text(" 1 move ")
    expect(puzzle.root.locator(".solitaire-puzzle-idea")).to_be_visible()
    puzzle.root.screenshot(path=screenshots / f"{name}-right.png")


def test_puzzle_in_voila_illegal_then_show_answer_then_right_by_mouse(voila_puzzle, page, screenshots):
    page.goto(voila_puzzle.url, wait_until="commit")
    puzzle = PuzzleOnPage(page)
    expect(puzzle.task).to_contain_text(PUZZLE.task)
    illegal, rule = illegal_move(PUZZLE)
    puzzle.type_move(str(illegal))  # the engine's refusal, with its sentence id
    expect(puzzle.verdict).to_contain_text(f"{illegal} is not allowed")
    expect(puzzle.verdict).to_contain_text(rule)
    puzzle.button("Try again").click()
    expect(puzzle.verdict).to_have_text("The puzzle's position again.")
    puzzle.click_move(illegal)  # the same refusal with the mouse, in the same line
    expect(puzzle.verdict).to_contain_text(f"{illegal} is not allowed")
    expect(puzzle.verdict).to_contain_text(rule)
    puzzle.button("Show answer").click()
    expect(puzzle.verdict).to_contain_text(f"The answer is {PUZZLE.answers[0]}.")
    answer = PUZZLE.start().parse_move(PUZZLE.answers[0])
    puzzle.click_move(answer)
    expect(puzzle.verdict).to_contain_text(f"Solved! Right: {answer}.")
    page.screenshot(path=screenshots / "puzzle-voila-right.png")
    assert page.page_errors == []
