"""The board says in one line when mouse clicks are unavailable, and plays without them.

No browser here: ipyevents' front end answering is the ``xy`` update it sends when it
attaches to the picture (``set_state``, as the kernel applies a front end's message).
"""
import sys

from solitaire import Maids, play
from solitaire.widgets.mouse import NO_MOUSE


def line_shown(board) -> bool:
    return NO_MOUSE in board.no_mouse.value and board.no_mouse.layout.display != "none"


def test_the_board_says_clicks_are_unavailable_until_the_front_end_answers():
    board = play(Maids(deal=3))
    assert board.no_mouse in board.children[4].children and line_shown(board)  # above the move list
    board.clicks.set_state({"xy": []})  # ipyevents' front end attached to the picture
    assert not line_shown(board)


def test_a_click_that_arrives_hides_the_line_too():
    board = play(Maids(deal=3))
    width, height = board._view.size
    board.clicks._handle_mouse_msg(None, {"event": "click", "relativeX": 1, "relativeY": 1,
                                          "boundingRectWidth": width, "boundingRectHeight": height}, [])
    assert not line_shown(board) and board.errors == []


def test_without_ipyevents_the_line_stays_and_the_move_list_plays(monkeypatch):
    monkeypatch.setitem(sys.modules, "ipyevents", None)
    board = play(Maids(deal=3))
    assert board.clicks is None and line_shown(board)
    move = board.moves.options[1][1]   # the first line names no move
    board.moves.value = move
    board.play_button.click()
    assert board.game.history[-1] == move and line_shown(board)


def test_the_stored_board_carries_its_picture_for_front_ends_without_widgets():
    import base64
    board = play(Maids(deal=3))
    bundle = board._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["text/plain"] == "Twelve Sleeping Maids, deal 3, no move played yet."
    assert base64.b64decode(bundle["image/png"]) == board.picture.value


def test_a_stored_board_read_as_text_speaks_the_class_language():
    """A Ukrainian lesson read as text showed "<Board: Spider deal 39, 0 moves, playing>" (a native reader)."""
    from solitaire import Spider
    from solitaire.languages import in_language
    with in_language("uk"):
        bundle = play(Spider(deal=39))._repr_mimebundle_()
    assert bundle["text/plain"] == "«Павук», роздача №\u00a039, коло 1, триває роздача, ще жодного ходу."
