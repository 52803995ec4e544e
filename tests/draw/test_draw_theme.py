"""One setting chooses the look of every board a lesson draws (issue 32: a lesson presented
with ``make present`` shows projector boards, the same notebook in JupyterLab the screen look)."""
import pytest

from solitaire import Maids, Spider, play
from solitaire.draw import BoardView, before_after, default_theme, set_theme
from solitaire.draw.board import title_band


@pytest.fixture(autouse=True)
def no_chosen_theme(monkeypatch):
    monkeypatch.delenv("SOLITAIRE_THEME", raising=False)
    set_theme(None)
    yield
    set_theme(None)


def test_without_a_setting_boards_take_the_screen_look():
    assert default_theme() == "default"
    assert BoardView(Spider(deal=1)).size == (960, 960)


def test_the_environment_sets_the_projector_look_for_every_board(monkeypatch):
    monkeypatch.setenv("SOLITAIRE_THEME", "projector")
    assert default_theme() == "projector"
    assert BoardView(Spider(deal=1)).size == (1540, 640)          # Spider lies wide on a projector
    assert before_after(Spider(deal=1), "deal").size == (1540, 2 * (640 + title_band(Spider, "projector")) + 20)
    board = play(Maids(deal=1))
    assert board.theme.value == "projector"


def test_a_board_keeps_a_theme_given_to_it(monkeypatch):
    monkeypatch.setenv("SOLITAIRE_THEME", "projector")
    assert BoardView(Spider(deal=1), theme="default").size == (960, 960)


def test_an_unknown_theme_in_the_environment_is_passed_over(monkeypatch):
    monkeypatch.setenv("SOLITAIRE_THEME", "wall" * 100)
    assert default_theme() == "default"


def test_set_theme_overrides_the_environment_and_refuses_an_unknown_theme(monkeypatch):
    monkeypatch.setenv("SOLITAIRE_THEME", "default")
    set_theme("projector")
    assert default_theme() == "projector"
    with pytest.raises(ValueError, match="theme must be one of") as refused:
        set_theme("x" * 10_000)
    assert len(str(refused.value)) < 200 and default_theme() == "projector"


def test_a_presented_board_is_kept_short_enough_to_share_a_screen_with_its_question():
    """Issue 42: at 1280×620 a decision's question, its board and its answer box share one screen; the
    browser test (tests/browser/test_present.py) measures it, this checks the picture's own limit."""
    from solitaire.draw import boards
    from solitaire.draw.figures import PRESENTED_HEIGHT
    projected = boards([Maids(deal=1)], theme="projector", title="Deal 1")._repr_mimebundle_()[0]["text/html"]
    assert f"max-height:{PRESENTED_HEIGHT}" in projected and "width:auto" in projected
    on_screen = boards([Maids(deal=1)], title="Deal 1")._repr_mimebundle_()[0]["text/html"]
    assert "max-height" not in on_screen   # JupyterLab's lessons keep the board's own size
