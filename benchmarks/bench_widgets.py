"""How long the board takes from a click that plays a move to the new picture on the widget,
and, in puzzle mode, from a move (clicked or typed) to its verdict in the verdict line.

    .venv/bin/python benchmarks/bench_widgets.py [--moves 80] [--seed 1] [--pictures DIR]

A script printing medians, not a test. For each game a seeded random game is played
through the board, in each theme, as a player would: a click on the card (not timed), then the timed
click on its target (or on the stock for ``deal``), from the ipyevents event dict to
the PNG set on the ``Image`` widget: finding the place, the engine's move, the
observer, the controls, the status line, the drawing and the PNG. The drawing's share
is shown apart, and the click's CPU time in this thread (a crowded machine inflates the
wall clock far more). Goal: a median of 40 ms or less.

In puzzle mode (``play(puzzle)``, every puzzle of both collections) each legal move and
one move the rules refuse is made twice from the puzzle's position, once with the mouse
(the card picked up, not timed, then the timed click where it goes) and once typed in
the answer box and Answer pressed; the time runs until the verdict line holds the
verdict (the judge, the solver's stored figures, any look at the position after the
move, the picture). Goal: a median of 0.5 s or less (issue 31). The click→picture time includes the
picture's text alternative (the position in words, issue 33); its own share is printed too. ``--pictures DIR`` also
writes the board picture of a puzzle and of the trainer as PNG files.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.modules["solitaire.solver"] = None  # no hints are asked for; keep the import out of the way

from solitaire import puzzles  # noqa: E402
from solitaire.maids import Maids  # noqa: E402
from solitaire.moves import Move  # noqa: E402
from solitaire.spider import Spider  # noqa: E402
from solitaire.widgets import Board, PuzzleBoard, Trainer  # noqa: E402

GOAL_MS = 40.0
VERDICT_GOAL_MS = 500.0


def click_event(board: Board, place: str) -> dict:
    """The ipyevents dict of a click in the middle of ``place``, on a picture shown at 3/4 size."""
    x, y = board._view.geometry()["places"][place]["centre"]
    width, height = board._view.size
    return {"relativeX": x * 0.75, "relativeY": y * 0.75,
            "boundingRectWidth": width * 0.75, "boundingRectHeight": height * 0.75}


class DrawingClock:
    """Times the drawing's part (``update`` and ``png``) of each click."""

    def __init__(self, board: Board) -> None:
        self.board, self.seconds = board, 0.0
        self.wrap()

    def wrap(self) -> None:
        view = self.board._view
        if getattr(view, "_clocked", False):
            return
        for name in ("update", "png"):
            method = getattr(view, name)

            def timed(*args, _method=method, **kwargs):
                start = time.perf_counter()
                try:
                    return _method(*args, **kwargs)
                finally:
                    self.seconds += time.perf_counter() - start
            setattr(view, name, timed)
        view._clocked = True


def measure(game_class, deal: int, moves: int, seed: int, theme: str = "default") -> tuple[list[float], ...]:
    rng = random.Random(seed)
    board = Board(game_class(deal=deal), theme=theme)
    clock = DrawingClock(board)
    plays, drawing, picks, cpu = [], [], [], []
    while len(plays) < moves:
        legal = board.game.legal_moves()
        if not legal:
            board.game = game_class(deal=rng.randrange(1, 10**6))
            clock.wrap()
            continue
        move = rng.choice(legal)
        if move.is_keyword and move.source != "deal":
            board.game.play(move)   # redeal: a button, not a click
            continue
        if not move.is_keyword:
            start = time.perf_counter()
            board.handle_click(click_event(board, move.source))
            picks.append(time.perf_counter() - start)
        target = "stock" if move.is_keyword else move.target
        event = click_event(board, target)
        picture, history = board.picture.value, len(board.game.history)
        clock.seconds = 0.0
        start, cpu_start = time.perf_counter(), time.thread_time()
        board.handle_click(event)
        elapsed = time.perf_counter() - start
        cpu.append(time.thread_time() - cpu_start)
        assert len(board.game.history) == history + 1 and board.picture.value != picture, board.message_text
        plays.append(elapsed)
        drawing.append(clock.seconds)
    assert not board.errors, board.errors
    return plays, drawing, picks, cpu


def words_seconds(game_class, deal: int, moves: int, seed: int) -> list[float]:
    """The time to say each position of a seeded random game in words (the picture's text alternative)."""
    from solitaire.draw import position_words
    rng, game, times = random.Random(seed), game_class(deal=deal), []
    while len(times) < moves and game.legal_moves():
        game.play(rng.choice(game.legal_moves()))
        start = time.perf_counter()
        position_words(game)
        times.append(time.perf_counter() - start)
    return times


def refused_move(game) -> Move | None:
    """A move of a face-up card that the rules refuse here (None if every one is allowed)."""
    face_down = getattr(type(game), "face_down", lambda state, place: False)
    for source in game.place_names:
        if source == "stock" or not game.cards(source) or face_down(game.state, source):
            continue
        for target in game.place_names:
            move = Move(source, target)
            if target not in (source, "stock", "waste") and move not in game.legal_moves():
                return move
    return None


def timed_verdict(board: PuzzleBoard, action) -> float:
    """Seconds from ``action()`` (the click or the press that makes the move) to a new verdict line."""
    board.verdict.value = ""
    start = time.perf_counter()
    action()
    elapsed = time.perf_counter() - start
    assert board.verdict.value and not board.errors, (board.verdict_text, board.errors)
    return elapsed


def measure_verdicts() -> dict[str, list[float]]:
    """Move → verdict on screen, in seconds, for every puzzle: by mouse and typed, each legal move and one refused."""
    times: dict[str, list[float]] = {"clicked": [], "typed": []}
    for puzzle in puzzles("maids") + puzzles("spider"):
        board = PuzzleBoard(puzzle)
        game = board.board.game
        moves = list(game.legal_moves()) + [m for m in (refused_move(game),) if m is not None]
        for move in moves:
            board.again_button.click()
            if move.is_keyword:
                times["clicked"].append(timed_verdict(board, lambda: board.board.handle_click(
                    click_event(board.board, "stock"))))
            else:
                board.board.handle_click(click_event(board.board, move.source))
                times["clicked"].append(timed_verdict(board, lambda: board.board.handle_click(
                    click_event(board.board, move.target))))
            board.answer_box.value = str(move)
            times["typed"].append(timed_verdict(board, board.answer_button.click))
        board.close()
    return times


def write_pictures(folder: Path) -> list[Path]:
    """The board picture of a puzzle (a card picked up) and of the trainer (a wrong answer given), as PNG files."""
    folder.mkdir(parents=True, exist_ok=True)
    puzzle = puzzles("spider", kind="pile")[0]
    board = PuzzleBoard(puzzle)
    board.board.handle_click(click_event(board.board, Move.parse(puzzle.answers[0]).source))
    trainer = Trainer("maids")
    trainer.puzzle_board.answer_box.value = "deal"
    trainer.puzzle_board.answer_button.click()
    written = []
    for name, picture in ((f"puzzle-{puzzle.id}-picked-up.png", board.board.picture.value),
                          ("trainer-maids.png", trainer.puzzle_board.board.picture.value)):
        (folder / name).write_bytes(picture)
        written.append(folder / name)
    return written


def report_verdicts() -> float:
    """Print the move → verdict medians; the worst median in ms."""
    times = measure_verdicts()
    count = len(puzzles("maids")) + len(puzzles("spider"))
    worst = 0.0
    for how, seconds in times.items():
        median = statistics.median(seconds) * 1000
        worst = max(worst, median)
        print(f"{'puzzle verdict':>20} {how:>9}: move→verdict median {median:5.1f} ms "
              f"(p90 {sorted(seconds)[int(len(seconds) * 0.9)] * 1000:5.1f} ms, "
              f"max {max(seconds) * 1000:6.1f} ms) over {len(seconds)} moves of {count} puzzles")
    print(f"goal ≤ {VERDICT_GOAL_MS:.0f} ms: {'met' if worst <= VERDICT_GOAL_MS else 'NOT met'} (worst median {worst:.1f} ms)")
    return worst


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=80)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pictures", type=Path, help="write the puzzle board's and the trainer's pictures here")
    parser.add_argument("--only-puzzles", action="store_true", help="measure the puzzle verdicts only")
    args = parser.parse_args()
    if args.pictures:
        for path in write_pictures(args.pictures):
            print(f"wrote {path}")
    report_verdicts()
    if args.only_puzzles:
        return 0
    worst = 0.0
    for game_class, deal, theme in ((Maids, 3, "default"), (Spider, 3, "default"),
                                    (Maids, 3, "projector"), (Spider, 3, "projector")):
        measure(game_class, deal, 5, args.seed, theme)  # warm up: imports, fonts, first figure
        plays, drawing, picks, cpu = measure(game_class, deal, args.moves, args.seed, theme)
        median = statistics.median(plays) * 1000
        rest = statistics.median(p - d for p, d in zip(plays, drawing)) * 1000
        worst = max(worst, median)
        print(f"{game_class.__name__:>20} {theme:>9}: click→picture median {median:5.1f} ms "
              f"(drawing {statistics.median(drawing) * 1000:5.1f} ms, the board {rest:4.1f} ms; "
              f"p90 {sorted(plays)[int(len(plays) * 0.9)] * 1000:5.1f} ms; "
              f"picking up a card {statistics.median(picks) * 1000:4.1f} ms; this thread's CPU time "
              f"{statistics.median(cpu) * 1000:5.1f} ms) over {len(plays)} moves")
        words = statistics.median(words_seconds(game_class, deal, args.moves, args.seed)) * 1000
        print(f"{'':>20} {'':>9}  of which the position in words (the picture's title) {words:4.2f} ms")
    print(f"goal ≤ {GOAL_MS:.0f} ms: {'met' if worst <= GOAL_MS else 'NOT met'} (worst median {worst:.1f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
