"""The classroom page (issue 32): it fits a 720p projector, keeps each game, and reads without a kernel."""
import pytest

from solitaire import Maids, Spider
from solitaire.classroom import PICTURE_HEIGHT, SERVE_LINE, classroom


def test_the_page_is_a_bar_then_the_board_and_its_rules_card():
    page = classroom()
    assert page.bar.children == (page.title, page.game_choice, page.language_choice, page.board_only)
    assert page.main.children == (page.board, page.card)
    assert isinstance(page.board.game, Spider) and page.board.game.deal == 3
    assert page.board.picture.layout.max_height == PICTURE_HEIGHT["page"]
    assert page.main.layout.flex_flow == "row wrap"          # the card wraps under a wide board
    assert "Spider" in page.card.value and "spider.17" in page.card.value


def test_switching_game_keeps_each_game_and_brings_it_back():
    page = classroom()
    spider = page.board.game
    spider.play("deal")
    page.game_choice.value = "Twelve Sleeping Maids"
    maids = page.board.game
    assert isinstance(maids, Maids) and "Twelve Sleeping Maids" in page.card.value
    assert page.board.message_text.startswith("New game: Twelve Sleeping Maids deal 3. ")  # and the first step
    maids.play(maids.legal_moves()[0])
    page.game_choice.value = "Spider"
    assert page.board.game is spider and len(spider.history) == 1
    assert "Back to Spider deal 3" in page.board.message_text
    page.game_choice.value = "Twelve Sleeping Maids"
    assert page.board.game is maids and len(maids.history) == 1


def test_board_only_hides_the_bar_and_card_and_gives_the_picture_the_height():
    page = classroom("Twelve Sleeping Maids", deal=5)
    page.board_only.value = True
    assert page.card.layout.display == "none" and page.bar.layout.display == "none"
    assert page.board.picture.layout.max_height == PICTURE_HEIGHT["board beside"]   # Maids: controls beside
    assert page.board.layout.flex_flow == "column wrap"
    buttons = page.board.children[2]
    assert buttons.children[-1] is page.board_only and page.board.deal_button in buttons.children  # still in reach
    page.board_only.value = False
    assert page.card.layout.display is None and page.board.picture.layout.max_height == PICTURE_HEIGHT["page"]
    assert page.board_only in page.bar.children and page.board_only not in buttons.children
    assert page.board.layout.flex_flow is None and buttons.layout.width is None
    page.game_choice.value = "Spider"
    page.board_only.value = True      # Spider is bounded by the width: its controls stay under it
    assert page.board.picture.layout.max_height == PICTURE_HEIGHT["board only"]
    assert page.board.layout.flex_flow is None


def test_the_board_is_as_wide_as_its_picture_at_the_height_left_so_the_card_fits_beside_maids():
    page = classroom("Twelve Sleeping Maids")
    assert page.board.layout.max_width == "calc((100vh - 170px) * 1.5584)"   # 960 x 616
    page.game_choice.value = "Spider"
    assert page.board.layout.max_width == "calc((100vh - 170px) * 2.4062)"   # 1540 x 640: the card wraps under


def test_read_without_a_kernel_the_page_is_the_board_picture_and_one_line():
    bundle = classroom()._repr_mimebundle_()
    assert bundle["text/plain"] == SERVE_LINE and "VBox" not in bundle["text/plain"]
    assert bundle["image/png"].startswith("iVBOR")   # base64 of a PNG


@pytest.mark.parametrize("game", ["Chess", "x" * 10_000, None])
def test_an_unknown_game_is_refused_naming_the_games(game):
    with pytest.raises(ValueError, match="game must be one of") as refused:
        classroom(game)
    assert len(str(refused.value)) < 200
