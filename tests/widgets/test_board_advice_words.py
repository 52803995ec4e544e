"""The board speaks a player's words (issue 32): what to do first, why a hint, no game thrown away."""
from __future__ import annotations

from solitaire import Maids, Spider, play
from solitaire.moves import Move
from test_board import assert_board_shows_game, click


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


# --- the hint says why ------------------------------------------------------------------

TINY_HINT = {"budget_seconds": 0.05}   # six guesses of the hidden cards


def _board_after(kind, deal: int, moves) -> object:
    game = kind(deal=deal)
    for move in moves:
        game.play(move)
    return play(game, hint_budget=TINY_HINT)


def test_a_hint_that_is_the_obvious_move_says_it_looked_ahead_on_guesses_of_the_hidden_cards():
    board = play(Maids(deal=1), hint_budget=TINY_HINT)
    board.hint_button.click()
    assert board.message_text == ("Hint (the solver): R1→F1 (J♦). It looked ahead on 6 guesses of the hidden cards. "
                                  "Click the lit place to play it.")


def test_a_hint_that_is_not_the_obvious_move_gives_both_scores_in_words():
    board = _board_after(Maids, 2, ["deal"] * 15)
    board.hint_button.click()
    assert board.hinted == Move("deal") and board.errors == []
    assert board.message_text == (
        "Hint (the solver): deal. It looked ahead on 6 guesses of the hidden cards: after deal the game could "
        "still be won in 4½ of 6, after the obvious move, L1→F1 (10♥), in 4 of 6 (a guess the search could not "
        "settle counts half). Click the stock to play it.")


def test_with_no_hidden_card_the_hint_says_what_its_search_found_after_each_move():
    board = _board_after(Spider, 1, [
        "deal", "deal", "T2→K3", "R4→K4", "R4→K4", "deal", "deal", "T2→K1", "L2→K2", "deal", "B1→A4", "R4→A4",
        "deal", "deal", "B2→K1", "deal", "R1→K4", "R2→A1", "R2→K3", "R3→K2", "L4→K3", "T1→K3", "T1→K2", "T1→A1",
        "T1→K1", "B2→A1", "B2→K1", "L2→A3", "L2→A1", "B2→A1", "B2→K4", "L4→K4", "L4→K3", "R2→K3"])
    board.hint_button.click()
    assert board.message_text == (
        "Hint (the solver): redeal. It searched ahead: after redeal it found a win, after the obvious move, "
        "L4→K3 (6♣), it could not settle the game. Click the stock to play it.")


def test_a_hint_with_one_legal_move_says_it_is_the_only_one():
    board = _board_after(Spider, 3, [])
    board.hint_button.click()
    assert board.message_text == "Hint (the solver): deal. It is the only move. Click the stock to play it."


# --- no game thrown away ----------------------------------------------------------------

def test_a_new_deal_keeps_the_game_it_replaced_and_back_brings_it_back_as_left():
    board = play(Spider(deal=7))
    for _ in range(3):
        board.deal_button.click()
    left = board.game
    board.new_game(8)
    assert board.game.deal == 8 and board.kept is left
    assert "Your game of deal 7 (3 moves) is kept: “Back to deal 7” returns to it." in board.message_text
    assert board.back_button.description == "Back to deal 7" and board.back_button.layout.display is None
    board.deal_button.click()                                 # the button stays while the new game goes on
    assert board.back_button.layout.display is None
    board.back_button.click()
    assert board.game is left and len(left.history) == 3
    assert board.message_text.startswith("Back to deal 7, as you left it (3 moves).")
    assert_board_shows_game(board)


def _spider_seven_then_eight(board) -> tuple:
    """Deal once in Spider deal 7, then in a new deal 8: the two games, deal 7 kept."""
    board.deal_button.click()
    first = board.game
    board.new_game(8)
    board.deal_button.click()
    return first, board.game


def test_back_keeps_the_game_it_leaves_so_the_two_can_be_swapped():
    board = play(Spider(deal=7))
    first, second = _spider_seven_then_eight(board)
    board.back_button.click()
    assert board.game is first and board.kept is second and board.back_button.description == "Back to deal 8"
    board.back_button.click()
    assert board.game is second and board.kept is first
    assert board.errors == []


def test_changing_an_option_keeps_the_game_it_started_again():
    board = play(Maids(deal=1))
    click(board, "R1")
    click(board, "F1")
    left = board.game
    board.option_controls["follow_suit"].value = True
    assert board.game is not left and board.game.settings["follow_suit"] is True
    assert board.kept is left and "Your game of deal 1 (1 move) is kept" in board.message_text
    board.back_button.click()
    assert board.game is left and board.option_controls["follow_suit"].value is False


def test_a_fresh_game_replaced_is_not_kept_and_the_game_with_moves_stays_in_reach():
    board = play(Spider(deal=7))
    board.deal_button.click()
    left = board.game
    board.new_game(8)
    board.new_game(9)                                         # deal 8 had no move: nothing of it is lost
    assert board.kept is left and board.back_button.description == "Back to deal 7"
    assert "kept" not in board.message_text


def test_a_board_with_nothing_kept_shows_no_back_button_and_refuses_going_back():
    board = play(Spider(deal=7))
    assert board.back_button.layout.display == "none"
    board.back_to_kept()
    assert board.message_text == "No game is kept to go back to." and board.game.deal == 7


def test_a_game_of_another_kind_is_left_to_the_page_and_the_back_button_waits_for_its_kind():
    board = play(Spider(deal=7))
    spider_seven, spider_eight = _spider_seven_then_eight(board)
    board.game = Maids(deal=1)                                # the classroom's game switch: it keeps Spider 8
    assert board.kept is spider_seven and board.back_button.layout.display == "none"
    board.game = spider_eight                                 # and gives it back
    assert board.kept is spider_seven and board.back_button.description == "Back to deal 7"
    board.back_button.click()
    assert board.game is spider_seven and board.kept is spider_eight
    assert_board_shows_game(board)
