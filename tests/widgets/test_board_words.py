"""The interactive board speaks like a player: its status line, what each move did, its look."""
from __future__ import annotations

from solitaire import Maids, Spider, play
from solitaire.widgets import Board
from solitaire.widgets.clicks import status_text
from test_draw_effects import play_until
from test_board import assert_board_shows_game, click


def test_the_status_line_names_the_game_deal_options_moves_and_cards_home_in_words():
    game = Maids(deal=4)
    for move in ("deal",) * 3:
        game.play(move)
    home = sum(len(game.cards(f"F{k}")) for k in range(1, 9))
    assert status_text(game) == f"Twelve Sleeping Maids · deal 4 · without suit · 3 moves · {home}/104 home"
    assert status_text(Maids(deal=4, follow_suit=True)).split(" · ")[2] == "in suit"
    assert status_text(Spider(deal=2, redeals=0)) == (
        "Spider · deal 2 · row rule while dealing · no redeal · 0 moves · 8/104 home")


def test_after_a_move_the_message_says_what_happened_with_the_sentence_ids():
    board = play(Maids(deal=1))
    click(board, "R1")
    click(board, "F1")
    assert board.message_text == ("J♦ from R1 to F1: the first prince, M1 and M2 wake (maids.14); "
                                  "R1 refilled from the stock (maids.16).")
    game = Maids(deal=4)
    play_until(game, lambda e: bool(e.refills) and e.refills[0][0] == "waste")
    game.undo()
    board = play(game)
    board._play(game.future[0])
    assert "refilled from the waste (maids.16)." in board.message_text


def test_an_illegal_move_keeps_its_message_naming_the_rule():
    board = play(Maids(deal=1))
    board._play("M5→F1")
    assert board.message_text.startswith("M5→F1 is not allowed") and "(maids.19:" in board.message_text
    assert board.game.history == ()


def test_the_theme_switch_and_four_colours_redraw_the_picture_and_keep_the_game():
    board = play(Spider(deal=3))
    board.deal_button.click()
    screen = board.picture.value
    board.theme.value = "projector"
    assert board._view._style["theme"] == "projector" and board.picture.value != screen
    board.four_colour.value = True
    assert board._view._style["four_colour"] is True
    click(board, "stock")                                     # clicks still land in the cropped picture
    assert len(board.game.history) == 2
    assert_board_shows_game(board)
    board.set_look(theme="wall")
    assert board.message_text.startswith("theme must be one of") and board._view._style["theme"] == "projector"
    assert board.errors == [] and board.theme.value == "projector"


def test_a_board_made_for_the_projector_shows_it_in_its_switch():
    board = play(Maids(deal=2), theme="projector")
    assert board.theme.value == "projector"


def test_after_move_is_the_hook_for_what_happens_after_a_move():
    class Counting(Board):
        def after_move(self, move, effects):
            return f"{super().after_move(move, effects)} Moves so far: {len(self.game.history)}."

    board = Counting(Maids(deal=1))
    click(board, "stock")
    assert board.message_text.startswith("Dealt ") and board.message_text.endswith("Moves so far: 1.")


# --- F44: a refusal is said again in the language switched to -----------------------------

def said_in_each_language(board) -> dict:
    """The board's message line after a switch to each language, then back to English."""
    from solitaire.languages.i18n import set_language
    said = {}
    try:
        for code in ("uk", "ru", "en"):
            set_language(code)
            said[code] = board.message_text
    finally:
        set_language(None)
    return said


def test_a_refused_new_deal_is_said_again_in_the_language_switched_to():
    board = play(Maids(deal=5))
    game = board.game
    board.new_game(-1)
    assert said_in_each_language(board) == {
        "uk": "Номер роздачі -1 неприпустимий: він має бути від 0 до 2⁶⁴ − 1 (18\u00a0446\u00a0744\u00a0073\u00a0709\u00a0551\u00a0615)",
        "ru": "Номер расклада «-1» вне диапазона от 0 до 2⁶⁴ − 1 (18446744073709551615)",
        "en": "deal number -1 is outside 0..2^64-1 (18446744073709551615)"}
    assert board.game is game and board.errors == []


def test_a_refused_option_is_said_again_in_the_language_switched_to():
    board = play(Spider.from_layout({"A1": ["A♠", "2♠"], "T1": ["3♠"]}, round=2))
    game = board.game
    board.option_controls["redeals"].value = 0
    said = said_in_each_language(board)
    assert said["uk"].startswith("Не з цією позицією: ") and said["ru"].startswith("Не с этой позицией: ")
    assert said["en"].startswith("Not with this position: round must be")
    assert all("round must" not in said[code] for code in ("uk", "ru"))
    assert board.game is game and board.option_controls["redeals"].value == game.settings["redeals"]


def test_a_refused_look_is_said_again_in_the_language_switched_to():
    board = play(Maids(deal=2))
    board.set_look(theme="wall")
    said = said_in_each_language(board)
    # Ukrainian and Russian quote an echoed value in their own quote marks
    assert said == {"uk": "theme має бути одним із «default», «projector», а не «wall»",
                    "ru": "theme должен быть одним из «default», «projector», а не «wall»",
                    "en": "theme must be one of 'default', 'projector', not 'wall'"}
    board.set_look(four_colour="yes")
    assert board.message_text == "four_colour must be True or False, not 'yes'"
    board.set_look(theme=["x" * 10**6])
    assert board.message_text.startswith("theme must be one of") and len(board.message_text) < 120
    assert board.errors == [] and board._view._style["theme"] == "default" and board.theme.value == "default"


def test_an_option_tooltip_names_the_answers_as_the_control_shows_them():
    """The readings' tooltips said False/True and any_time beside a choice labelled «у масть» (native readers)."""
    from solitaire import Maids, Spider
    from solitaire.languages import in_language
    from solitaire.widgets.words import option_tip
    maids, spider = Maids(deal=1), Spider(deal=1)
    with in_language("uk"):
        suit = option_tip("follow_suit", maids.options["follow_suit"], "maids")
        deal = option_tip("deal_when", maids.options["deal_when"], "maids")
        order = option_tip("redeal_order", spider.options["redeal_order"], "spider")
    assert suit.startswith("«будь-якої масті»:") and "«у масть»:" in suit and "True" not in suit
    assert "«будь-коли»" in deal and "no_play" not in deal and "any_time" not in deal
    assert "«від стовпця 1»" in order and "from_first" not in order
    english = option_tip("row_rule", spider.options["row_rule"], "spider")
    assert "while dealing (the text's" in english   # plain words that are values stay words
