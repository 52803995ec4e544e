"""The board speaks a player's words (issue 32): what to do first, why a hint, no game thrown away."""
from __future__ import annotations

from solitaire import Maids, Spider, play
from test_widgets import assert_board_shows_game, click


# --- the first step ---------------------------------------------------------------------

def test_a_fresh_spider_board_says_to_deal_the_first_group():
    board = play(Spider(deal=3))
    assert board.message_text == "Deal the first group: click the stock or press Deal."


def test_a_fresh_maids_board_says_how_to_move_and_where_a_jack_goes():
    board = play(Maids(deal=1))
    assert board.message_text == "Click a card, then the place where it goes; a jack starts a family in the arc."


def test_after_the_first_move_the_message_says_what_the_move_did_not_the_first_step():
    board = play(Spider(deal=3))
    click(board, "stock")
    assert len(board.game.history) == 1
    assert "first group" not in board.message_text and board.message_text.endswith(".")
    board.undo_button.click()                       # back at the start: the line speaks of the undo
    assert board.message_text == "Took back deal."
    assert_board_shows_game(board)


def test_a_new_deal_names_the_game_and_its_first_step():
    board = play(Spider(deal=3))
    board.new_game(5)
    assert board.message_text == "New game: Spider deal 5. Deal the first group: click the stock or press Deal."


def test_a_game_under_way_gets_no_first_step():
    game = Maids(deal=1)
    game.play("R1→F1")
    assert play(game).message_text == ""
