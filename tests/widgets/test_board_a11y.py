"""Every learner (issue 33): the boards without a mouse and without sight.

Each picture carries the position in words (its title, the text alternative ipywidgets' Image can
carry), kept current; the message and verdict lines are live regions; a move typed in "Your move"
is played on Enter; every control has a name; the text we draw passes WCAG AA contrast.
"""
from __future__ import annotations

import re

import ipywidgets as widgets
import pytest

from solitaire import Maids, Spider, play, puzzles
from solitaire.draw.ink import palette
from solitaire.widgets import Trainer
from solitaire.widgets.controls import live_region

JACK_FROM_R1 = ("J♦ from R1 to F1: the first prince, M1 and M2 wake (maids.14); "
                "R1 refilled from the stock (maids.16).")


def press_enter(text_box: widgets.Text) -> None:
    """What the front end sends when Enter is pressed in a text box (its value was sent before)."""
    text_box._handle_custom_msg({"event": "submit"}, [])


def said(line: widgets.HTML) -> str:
    """What a screen reader hears of a live line: its text, without the tags (the hidden image says nothing)."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", line.value)).strip()


def is_live_region(line: widgets.HTML) -> bool:
    return line.value.startswith(live_region(""))


# --- the text alternative of the pictures -------------------------------------------------------

def test_the_picture_of_a_known_position_says_it_in_words():
    game = Maids.from_layout({"L1": ["J♠"], "F1": ["J♥", "10♣"], "M1": ["3♦", "7♣"], "waste": ["2♦"]},
                             opened=2)
    alt = play(game).picture.tooltip
    assert alt.splitlines()[:4] == [
        "Twelve Sleeping Maids, a position by name, no move played yet.",
        "The arc: F1: 10 of clubs on top, 2 cards; empty: F2, F3, F4, F5, F6, F7, F8.",
        "Side columns: L1: jack of spades; empty: L2, L3, L4, R1, R2, R3, R4.",
        "Awake maids: M1: 7 of clubs on top, 2 cards; M2: empty.",
    ]
    assert "Waste: 1 card, 2 of diamonds on top." in alt


def test_the_text_alternative_follows_every_move_undo_and_a_new_game():
    board = play(Maids(deal=1))
    assert "R1: jack of diamonds" in board.picture.tooltip and "no move played yet" in board.picture.tooltip
    board.game.play("R1 F1")   # from another cell: the picture and its words follow
    assert "1 move played" in board.picture.tooltip and "F1: jack of diamonds" in board.picture.tooltip
    board.undo()
    assert "no move played yet" in board.picture.tooltip
    board.new_game(5)
    assert board.picture.tooltip.startswith("Twelve Sleeping Maids, deal 5, no move played yet.")
    board.game = Spider(deal=2)
    assert board.picture.tooltip.startswith("Spider, deal 2")


def test_the_puzzle_board_and_the_trainer_pictures_say_their_position():
    puzzle = puzzles("maids")[0]
    board = play(puzzle)
    assert board.board.picture.tooltip.splitlines()[0].startswith("Twelve Sleeping Maids")
    assert "The arc:" in board.board.picture.tooltip
    trainer = Trainer("spider")
    assert trainer.puzzle_board.board.picture.tooltip.startswith("Spider")


# --- live regions --------------------------------------------------------------------------------

def test_the_message_line_is_a_live_region_saying_each_move_and_each_refusal():
    board = play(Maids(deal=1))
    board.your_move.value = "r1 f1"
    press_enter(board.your_move)
    assert is_live_region(board.message) and said(board.message) == JACK_FROM_R1
    assert board.your_move.value == ""   # ready for the next move
    board.your_move.value = "m5 f1"
    press_enter(board.your_move)
    assert said(board.message).startswith("M5→F1 is not allowed: M5 is still asleep (maids.19")
    assert board.your_move.value == "m5 f1"   # kept, to be mended
    assert len(board.game.history) == 1


def test_a_typed_deal_is_played_and_a_typed_nonsense_is_refused_in_words():
    board = play(Maids(deal=1))
    board.your_move.value = "deal"
    press_enter(board.your_move)
    assert board.game.history and str(board.game.history[0]) == "deal"
    board.your_move.value = "to the moon"
    press_enter(board.your_move)
    assert len(board.game.history) == 1 and board.message_text
    board.your_move.value = "  "
    press_enter(board.your_move)
    assert said(board.message).startswith("Type a move first")
    assert board.errors == []


def test_the_puzzle_verdict_is_a_live_region_and_enter_answers():
    puzzle = puzzles("maids")[0]
    board = play(puzzle)
    board.answer_box.value = puzzle.answers[0]
    press_enter(board.answer_box)
    assert is_live_region(board.verdict)
    assert said(board.verdict).startswith(("Solved!", "Right"))
    assert board.board.your_move.layout.display == "none"   # one "Your move" box: the panel's
    assert board.errors == []


def test_the_trainer_message_is_a_live_region():
    trainer = Trainer("maids")
    trainer.start_over()
    assert is_live_region(trainer.message) and said(trainer.message) == "Started over: score 0, streak 0."


# --- names -------------------------------------------------------------------------------------

def controls_in(widget):
    for child in getattr(widget, "children", ()):
        yield child
        yield from controls_in(child)


@pytest.mark.parametrize("make", [lambda: play(Maids(deal=1)), lambda: play(puzzles("spider")[0]),
                                  lambda: Trainer("maids")], ids=["board", "puzzle", "trainer"])
def test_every_button_and_input_has_a_name(make):
    shown = make()
    for control in controls_in(shown):
        if isinstance(control, widgets.Button):
            assert control.description.strip(), control
        elif isinstance(control, (widgets.Text, widgets.IntText, widgets.FloatText, widgets.BoundedIntText,
                                  widgets.BoundedFloatText, widgets.Dropdown, widgets.Checkbox)):
            assert control.description.strip(), control
        assert not isinstance(control, (widgets.IntSlider, widgets.FloatSlider)), "a slider's handle has no name"


# --- contrast ----------------------------------------------------------------------------------

def luminance(rgba) -> float:
    """WCAG 2.1 relative luminance."""
    def channel(value):
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    red, green, blue = (channel(v) for v in rgba[:3])
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(ink, ground) -> float:
    light, dark = sorted((luminance(ink), luminance(ground)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def text_on_ground(colours) -> dict:
    """Every pair of text ink and ground the drawing uses (solitaire/draw: scene, overlay, board)."""
    pairs = {"label on felt": (colours.ink_on_felt, colours.felt), "legend on dark felt":
             (colours.ink_on_felt, colours.felt_dark), "place name on felt": (colours.faint_on_felt, colours.felt),
             "base name on card": (colours.faint_on_card, colours.face), "badge": (colours.face, colours.badge),
             "won": (colours.dark_text, colours.won), "lost": (colours.face, colours.lost)}
    for name in ("selected", "highlight", "good", "last_move", "hint", "losing", "tag"):
        ground = getattr(colours, name)
        ink = colours.dark_text if sum(ground[:3]) > 1.2 else colours.face   # as overlay.py picks it
        pairs[f"tag on {name}"] = (ink, ground)
    for suit, ink in enumerate(colours.suits):
        pairs[f"suit {suit} on card"] = (ink, colours.face)
    return pairs


@pytest.mark.parametrize("theme", ["default", "projector"])
@pytest.mark.parametrize("four_colour", [False, True])
def test_all_text_we_draw_has_aa_contrast(theme, four_colour):
    ratios = {name: round(contrast(*pair), 2) for name, pair in text_on_ground(palette(four_colour, theme)).items()}
    assert {name: ratio for name, ratio in ratios.items() if ratio < 4.5} == {}


def test_the_html_lines_colours_have_aa_contrast_on_white():
    from matplotlib.colors import to_rgba
    from solitaire.widgets.puzzle import DETAIL_COLOUR, RIGHT_COLOUR, WRONG_COLOUR
    for colour in (DETAIL_COLOUR, RIGHT_COLOUR, WRONG_COLOUR, "#b00020", "#555"):
        assert contrast(to_rgba(colour), to_rgba("#ffffff")) >= 4.5, colour


def test_the_picture_sends_an_empty_description_so_that_its_view_can_show_the_title():
    """ipywidgets' front end reads ``description.length`` before setting a title: an Image without a
    description fails to show at all (a browser test shows the picture and its title)."""
    state = play(Maids(deal=1)).picture.get_state()
    assert state["description"] == "" and state["tooltip"].startswith("Twelve Sleeping Maids, deal 1")
