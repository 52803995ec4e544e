"""The interactive board, driven from pytest: clicks at pixel positions, buttons, the slider.

No browser here: a click is the ipyevents event dict handed to the board's handler, a
button press is ``button.click()``, the slider moves by ``slider.value = n``.
"""
import asyncio
import random
import sys

import pytest

from budget import thorough

from solitaire import Maids, Spider, play
from solitaire.draw import BoardView
from solitaire.maids.orders import order_with
from solitaire.moves import Move
from solitaire.widgets import Board
from solitaire.widgets.clicks import interpret_click, status_text
from solitaire.widgets.controls import NO_MOVE, message_html

TINY_HINT = {"budget_seconds": 0.05}


# --- helpers ----------------------------------------------------------------------------

def centre(board: Board, place: str) -> tuple[float, float]:
    return board._view.geometry()["places"][place]["centre"]


def click(board: Board, place: str, scale: float = 1.0) -> None:
    """Click the middle of ``place``, the picture shown at ``scale`` times its size."""
    x, y = centre(board, place)
    width, height = board._view.size
    board.handle_click({"relativeX": x * scale, "relativeY": y * scale,
                        "boundingRectWidth": width * scale, "boundingRectHeight": height * scale})


def bare_table(board: Board) -> tuple[float, float]:
    width, height = board._view.size
    for x in range(2, width, 7):
        for y in range(height - 3, 0, -7):
            if board._view.place_at(x, y) is None:
                return x, y
    raise AssertionError("no bare table")


def assert_board_shows_game(board: Board) -> None:
    game = board.game
    assert board.errors == []
    assert board.drawn_state is game.state
    assert board.status_line.value == message_html(status_text(game))
    assert board.replay.value == len(game.history)
    listed = [move for _label, move in board.moves.options]
    assert listed == ([NO_MOVE] + list(game.legal_moves()) if game.legal_moves() else [])
    assert board.deal_button.disabled == ("deal" not in game.legal_moves())
    assert board.undo_button.disabled == (not game.can_undo())


# --- showing a game ---------------------------------------------------------------------

def test_play_returns_a_board_that_shows_the_game():
    game = Maids(deal=1)
    board = play(game)
    assert isinstance(board, Board) and board.game is game
    assert board.picture.value[:4] == b"\x89PNG"
    assert board.picture.format == "png"
    assert "deal 1" in board.status_line.value and "0 moves" in board.status_line.value
    assert board.children[0] is board.picture
    assert repr(board) == "<Board: Twelve Sleeping Maids deal 1, 0 moves, playing>"
    assert_board_shows_game(board)


def test_layout_is_picture_message_buttons_status():
    board = play(Spider(deal=1))
    picture, message, buttons, status, moves_row, setup_row, readings = board.children
    assert picture is board.picture and message is board.message and status is board.status_line
    assert [b.description for b in buttons.children[:7]] == [
        "Deal", "Redeal", "Undo", "Redo", "Hint", "Autoplay", "Stop"]
    assert board.moves in moves_row.children and board.replay in moves_row.children
    assert [c.description for c in setup_row.children] == ["Deal no.", "New deal", "", "four suit colours"]
    assert setup_row.children[-2] is board.theme


def test_the_other_readings_are_folded_away_and_said_in_words():
    """No Python names on the board: each option is a question with its answers in words (issue 32)."""
    board = play(Maids(deal=1))
    assert board.readings.selected_index is None and board.readings.titles == ("Other readings of the text",)
    controls = board.options_box.children
    assert [c.description for c in controls] == ["Families in the arc", "A first jack from the stock wakes",
                                                 "You may deal", "The waste's top card"]
    assert dict(board.option_controls["first_jack_from_stock"].options) == {"two packets": 2, "one packet": 1}
    for control in controls:
        assert "_" not in control.description and all("_" not in label for label, _ in control.options)
        assert control.layout.width == "auto"        # never crushed to a bare arrow
    board.option_controls["waste_playable"].value = True
    assert board.game.settings["waste_playable"] is True and "waste top playable" in board.message_text


def test_a_move_from_another_cell_updates_the_picture():
    board = play(Spider(deal=2))
    before = board.picture.value
    board.game.play("deal")
    assert board.picture.value != before
    assert "1 move" in board.status_line.value
    assert_board_shows_game(board)


def test_the_picture_is_redrawn_only_when_something_changed():
    board = play(Maids(deal=1))
    renders = board.renders
    click(board, "waste")                 # an empty place: nothing to pick up
    board.click_place(None)
    board._refresh()
    assert board.renders == renders


# --- click to move ----------------------------------------------------------------------

def test_click_a_card_lights_its_targets_then_click_a_target_plays():
    board = play(Maids(deal=1))           # R1 holds J♦, which may start F1
    start = board.picture.value
    click(board, "R1")
    assert board.selected == "R1" and board.highlight == ("F1",)
    assert "F1" in board.message_text
    picked = board.picture.value
    assert picked != start
    click(board, "F1")
    assert board.game.history == (Move("R1", "F1"),)
    assert board.message_text == ("J♦ from R1 to F1: the first prince, M1 and M2 wake (maids.14); "
                                  "R1 refilled from the stock (maids.16).")
    assert board.selected is None and board.picture.value not in (start, picked)
    assert_board_shows_game(board)


def test_clicks_are_scaled_when_the_picture_is_shown_smaller():
    board = play(Maids(deal=1))
    click(board, "R1", scale=0.5)
    click(board, "F1", scale=0.5)
    assert board.game.history == (Move("R1", "F1"),)


def test_click_with_image_pixel_coordinates_from_ipyevents():
    board = play(Maids(deal=1))
    x, y = centre(board, "R1")
    board.handle_click({"dataX": x, "dataY": y, "relativeX": 1, "relativeY": 1,
                        "boundingRectWidth": 10, "boundingRectHeight": 10})
    assert board.selected == "R1"


def test_an_illegal_target_shows_the_rule_and_changes_nothing():
    board = play(Maids(deal=1))
    click(board, "R1")
    picture, state = board.picture.value, board.game.state
    click(board, "L2")                    # no moves between side columns (maids.22)
    assert "(maids.22:" in board.message_text and board.message_text.startswith("R1→L2 is not allowed")
    assert "color:#b00020" in board.message.value
    assert board.game.state is state and board.game.history == ()
    assert board.picture.value == picture and board.selected == "R1"


def test_clicking_the_card_again_or_the_bare_table_puts_it_down():
    board = play(Maids(deal=1))
    start = board.picture.value
    click(board, "R1")
    click(board, "R1")
    assert board.selected is None and board.picture.value == start
    click(board, "R1")
    board.handle_click(dict(zip(("dataX", "dataY"), bare_table(board))))
    assert board.selected is None and board.message_text == "Put down."
    assert board.game.history == ()


def test_a_sleeping_pack_says_which_rule_keeps_it_shut():
    board = play(Maids(deal=1))
    click(board, "M5")
    assert board.message_text == ("M5 cannot move: M5 is still asleep (maids.19: The playable cards are all "
                                  "the side-column cards and the top cards of the open packets)")
    assert board.selected is None


def test_a_click_on_the_stock_deals():
    board = play(Spider(deal=1))
    click(board, "stock")
    assert board.game.history == (Move("deal"),)
    assert board.message_text == "Dealt 12 cards, one to each pile from T1 on (spider.11)."


def test_a_maids_card_that_fits_two_foundations_goes_to_the_lowest_without_scolding():
    game = Maids(order=order_with({"L1": "J♠", "R1": "J♥", "L2": "10♦"}))
    board = play(game)
    game.play("L1→F1")
    game.play("R1→F2")
    click(board, "L2")
    assert board.highlight == ("F1",)
    click(board, "F2")                    # fits F2 just as well: play the move the engine offers
    assert game.history[-1] == Move("L2", "F1")
    assert "alike" in board.message_text and "F1" in board.message_text
    assert "not allowed" not in board.message_text


def test_interpret_click_is_plain_logic_on_a_game():
    game = Maids(deal=1)
    assert interpret_click(game, None, "R1").highlight == ("F1",)
    assert interpret_click(game, "R1", "F1").move == Move("R1", "F1")
    assert interpret_click(game, "R1", "F5").move == Move("R1", "F1")   # a jack: any empty place
    assert interpret_click(game, None, None).message == ""


# --- the move list and the buttons ------------------------------------------------------

def test_the_move_list_and_play_button_need_no_mouse():
    board = play(Maids(deal=1))
    labels = [label for label, _move in board.moves.options]
    assert labels == ["choose a move…", "R1→F1 (J♦)", "deal"]
    board.moves.value = Move("deal")
    board.play_button.click()
    assert board.game.history == (Move("deal"),)
    assert_board_shows_game(board)


def test_the_closed_move_list_names_no_move_and_play_on_it_plays_nothing():
    """A projector shows the closed list's chosen line: it names no move the class did not pick (in a class check
    the first legal move is often the answer), and Play on that line plays nothing and says what to do."""
    board = play(Maids(deal=1))
    assert board.moves.options[0] == ("choose a move…", NO_MOVE) and board.moves.label == "choose a move…"
    board.play_button.click()
    assert board.game.history == () and "Choose a move in the list first." in board.message_text
    board.moves.value = Move("deal")
    board.play_button.click()
    assert board.game.history == (Move("deal"),) and board.moves.label == "choose a move…"
    # The same moves listed again (deal after deal): the list still stands on its first line, not on the old choice.
    board.moves.value = Move("deal")
    board.play_button.click()
    assert board.moves.label == "choose a move…"


def test_deal_and_redeal_buttons_are_enabled_only_when_legal():
    board = play(Spider(deal=4))
    assert not board.deal_button.disabled and board.redeal_button.disabled
    while "deal" in board.game.legal_moves():
        board.deal_button.click()
    assert board.deal_button.disabled and not board.redeal_button.disabled
    board.redeal_button.click()
    assert board.game.round == 2 and board.message_text.startswith("Redeal: ")
    assert board.message_text.endswith("(spider.24).")
    assert_board_shows_game(board)
    maids = play(Maids(deal=1))
    assert maids.redeal_button.layout.display == "none"


def test_undo_and_redo_buttons():
    board = play(Spider(deal=1))
    assert board.undo_button.disabled and board.redo_button.disabled
    board.deal_button.click()
    dealt = board.picture.value
    board.undo_button.click()
    assert board.game.history == () and board.message_text == "Took back deal."
    assert not board.redo_button.disabled and board.picture.value != dealt
    board.redo_button.click()
    assert board.game.history == (Move("deal"),) and board.picture.value == dealt
    assert_board_shows_game(board)


def test_the_replay_slider_scrubs_and_a_new_move_cuts_off_the_future():
    board = play(Spider(deal=1))
    for _ in range(3):
        board.deal_button.click()
    pictures = {3: board.picture.value}
    board.replay.value = 1
    assert len(board.game.history) == 1 and board.replay.max == 3
    assert board.picture.value != pictures[3]
    board.replay.value = 3
    assert board.picture.value == pictures[3]
    board.replay.value = 0
    board.deal_button.click()             # a new line: the old moves 2 and 3 are gone
    assert len(board.game.history) == 1 and board.replay.max == 1 and board.replay.value == 1
    assert board.redo_button.disabled
    assert_board_shows_game(board)


# --- hint and autoplay ------------------------------------------------------------------

def test_hint_without_the_solver_lights_a_card_that_can_go_home(monkeypatch):
    monkeypatch.setitem(sys.modules, "solitaire.solver", None)   # import fails
    board = play(Maids(deal=1))
    board.hint_button.click()
    assert board.selected == "R1" and board.highlight == ("F1",)
    assert board.message_text.startswith("Hint (a card that can go home): R1→F1 (J♦)")
    click(board, "F1")
    assert board.game.history == (Move("R1", "F1"),)


def test_hint_uses_the_fair_solver_with_its_budget():
    pytest.importorskip("solitaire.solver")
    board = play(Maids(deal=1), hint_budget=TINY_HINT)
    legal = board.game.legal_moves()        # R1→F1 and deal; which is best depends on the budget
    board.hint_button.click()
    assert board.errors == [] and board.message_text.startswith("Hint (the solver): ")
    hinted = Move("deal") if board.highlight == ("stock",) else Move(board.selected, board.highlight[0])
    assert hinted in legal and str(hinted) in board.message_text
    assert board.step() in legal and len(board.game.history) == 1
    assert_board_shows_game(board)


def test_autoplay_steps_and_stops_without_an_event_loop(monkeypatch):
    monkeypatch.setitem(sys.modules, "solitaire.solver", None)
    board = play(Maids(deal=1))
    board.autoplay_button.click()
    assert board.autoplaying and board.autoplay_button.disabled and not board.stop_button.disabled
    assert "board.step()" in board.message_text
    assert board.step() == Move("R1", "F1")
    assert board.step() is not None and len(board.game.history) == 2
    board.stop_button.click()
    assert not board.autoplaying and not board.autoplay_button.disabled
    assert board.message_text == "Autoplay stopped."
    assert_board_shows_game(board)


def test_autoplay_runs_as_a_task_and_leaves_the_loop_free(monkeypatch):
    monkeypatch.setitem(sys.modules, "solitaire.solver", None)

    async def scenario():
        board = play(Maids(deal=1), speed=10.0)
        board.autoplay_button.click()
        assert board._autoplay_task is not None
        beats = 0
        while len(board.game.history) < 3:   # this coroutine keeps running meanwhile
            await asyncio.sleep(0.01)
            beats += 1
        board.stop_button.click()
        await asyncio.sleep(0)
        return board, beats

    board, beats = asyncio.run(scenario())
    assert beats > 3 and not board.autoplaying and board._autoplay_task is None
    assert_board_shows_game(board)


# --- new deals and options --------------------------------------------------------------

def test_a_new_deal_by_number():
    board = play(Maids(deal=1))
    board.deal_number.value = 42
    board.new_button.click()
    assert board.game.deal == 42 and board.game.history == ()
    assert "deal 42" in board.status_line.value
    board.deal_number.value = -3
    board.new_button.click()
    assert board.game.deal == 42 and "color:#b00020" in board.message.value


def test_changing_an_option_starts_the_deal_again_and_follows_the_new_game():
    old = Spider(deal=9)
    board = play(old)
    board.deal_button.click()
    board.option_controls["row_rule"].value = "always"
    game = board.game
    assert game is not old and game.settings["row_rule"] == "always" and game.deal == 9
    assert game.history == () and " · row rule always · " in board.status_line.value
    picture = board.picture.value
    old.play("deal")                      # the old game no longer moves the board
    assert board.picture.value == picture
    game.play("deal")
    assert board.picture.value != picture
    maids = play(Maids(deal=3))
    maids.option_controls["follow_suit"].value = True
    assert maids.game.settings["follow_suit"] is True and maids.game.deal == 3


def test_switching_the_game_rebuilds_the_option_controls():
    board = play(Maids(deal=1))
    board.game = Spider(deal=2)
    assert sorted(board.option_controls) == ["redeal_order", "redeals", "row_rule"]
    assert board.redeal_button.layout.display is None
    assert_board_shows_game(board)


# --- the status line --------------------------------------------------------------------

def test_the_status_line_says_plainly_when_the_game_is_lost():
    game = Maids(deal=1)
    while game.status == "playing":
        legal = game.legal_moves()
        home = [move for move in legal if move.target.startswith("F")]
        game.play(home[0] if home else legal[0])
    board = play(game)
    expected = {"lost": "Lost: the stock is empty and no playable card fits the arc.",
                "won": "Won! All 104 cards are home."}[game.status]
    assert board.status_line.value.startswith(f"<span>{expected}")
    assert board.deal_button.disabled and board.autoplay_button.disabled


def test_the_status_line_says_plainly_when_the_game_is_won():
    class WonSpider(Spider):
        status_of = staticmethod(lambda state: "won")
    assert status_text(WonSpider(deal=1)).startswith("Won! All 104 cards are home.")
    class LostSpider(Spider):
        status_of = staticmethod(lambda state: "lost")
    assert status_text(LostSpider(deal=1)).startswith("Lost: no card can move and no redeal is left.")


def test_the_move_that_ends_the_game_says_so():
    class WonAfterDeal(Maids):
        status_of = staticmethod(lambda state: "won" if len(state.stock) < 48 else "playing")
    board = play(WonAfterDeal(deal=1))
    click(board, "stock")
    assert board.message_text == ("Dealt J♦ to F1 (maids.18); the first prince, M1 and M2 wake (maids.14). "
                                  "Won! All 104 cards are home.")


def test_a_failure_while_drawing_is_shown_and_kept_not_lost(monkeypatch):
    board = play(Maids(deal=1))
    def broken_png():
        raise RuntimeError("no ink")
    monkeypatch.setattr(board._view, "png", broken_png)
    board.game.play("deal")               # the observer fails; the game is played all the same
    assert len(board.errors) == 1 and "no ink" in board.message_text
    assert board.game.history == (Move("deal"),)


def test_the_board_works_without_ipyevents(monkeypatch):
    monkeypatch.setitem(sys.modules, "ipyevents", None)
    board = play(Maids(deal=1))
    assert board.clicks is None
    board.moves.value = Move("R1", "F1")
    board.play_button.click()
    assert board.game.history == (Move("R1", "F1"),)


# --- stress -----------------------------------------------------------------------------

# Each action redraws the board: the everyday run plays 200 actions a game (the picture still
# compared with a fresh drawing twice), the thorough run 600 and 400.
@pytest.mark.parametrize("kind, deal, actions", [(Maids, 5, 600 if thorough() else 200),
                                                 (Spider, 5, 400 if thorough() else 200)])
def test_random_clicks_and_presses_keep_picture_and_status_true(kind, deal, actions, monkeypatch):
    monkeypatch.setitem(sys.modules, "solitaire.solver", None)   # hints quick and deterministic
    rnd = random.Random(20240611 + deal)
    board = play(kind(deal=deal))
    buttons = ([board.deal_button] * 4 + [board.play_button] * 3 + [board.hint_button] * 2
               + [board.undo_button, board.redo_button, board.redeal_button])
    width, height = board._view.size
    for number in range(actions):
        roll = rnd.random()
        if roll < 0.65:
            place = rnd.choice(board.game.place_names)
            if board.highlight and rnd.random() < 0.8:
                place = rnd.choice(board.highlight)
            elif board.selected is None and rnd.random() < 0.6:    # aim at a card that can move
                sources = [m.source for m in board.game.legal_moves() if not m.is_keyword]
                place = rnd.choice(sources) if sources else place
            click(board, place)
        elif roll < 0.73:
            board.handle_click({"dataX": rnd.uniform(0, width), "dataY": rnd.uniform(0, height)})
        elif roll < 0.88:
            rnd.choice(buttons).click()
        elif roll < 0.895:
            board.replay.value = rnd.randint(0, board.replay.max)
        elif roll < 0.995:
            board.step()
        else:
            control = rnd.choice(list(board.option_controls.values()))
            control.value = rnd.choice([value for _label, value in control.options]
                                       if hasattr(control, "options") else [True, False])
        assert_board_shows_game(board)
        if number % 100 == 99:
            last = board.game.history[-1] if board.game.history else None
            fresh = BoardView(board.game, highlight=list(board.highlight), selected=board.selected,
                              last_move=last).png()
            assert board.picture.value == fresh
