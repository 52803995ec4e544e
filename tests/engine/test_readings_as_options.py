"""The readings of unclear sentences, as options: each switches one rule function and is offered
everywhere a game is started (RULES.md, "Other readings ... as options").

The rule tests themselves are in test_maids_rules.py and test_spider_rules.py, named after their
sentences; here: the tables, the command line, the statistics and the board.
"""
from __future__ import annotations

import io

import pytest

from solitaire import Maids, Spider, play, rules_of
from solitaire.command_line.cli import main
from solitaire.maids.orders import order_with
from solitaire.moves import Move
from solitaire.solver.stats import win_rates

NEW_READINGS = {
    "maids": {"first_jack_from_stock": ("maids.15", 1), "deal_when": ("maids.17", "no_play"),
              "waste_playable": ("maids.19", True)},
    "spider": {"redeal_order": ("spider.24", "from_last")},
}


def run(argv) -> tuple[int, str]:
    out = io.StringIO()
    status = main(argv, stdout=out)
    return status, out.getvalue()


@pytest.mark.parametrize("game, name", [(g, n) for g, table in NEW_READINGS.items() for n in table])
def test_each_reading_switches_exactly_one_rule_function_of_its_sentence(game, name):
    cls = Maids if game == "maids" else Spider
    sentence_id, other = NEW_READINGS[game][name]
    option = cls.options[name]
    assert option.choices[0] == option.default and other in option.choices and option.help
    switched = [r for r in rules_of(game) if r.option == name]
    assert len(switched) == len(option.choices) and {r.sentence_id for r in switched} == {sentence_id}
    assert sentence_id in option.help


@pytest.mark.parametrize("argv, setting", [
    (["show", "maids", "3", "--waste-playable"], ("waste_playable", True)),
    (["show", "maids", "3", "--deal-when", "no_play"], ("deal_when", "no_play")),
    (["show", "maids", "3", "--first-jack-from-stock", "1"], ("first_jack_from_stock", 1)),
    (["show", "spider", "3", "--redeal-order", "from_last"], ("redeal_order", "from_last")),
])
def test_the_command_line_offers_each_reading(argv, setting, monkeypatch):
    made = []
    original = Maids.__init__ if argv[1] == "maids" else Spider.__init__

    def spy(self, *args, **options):
        made.append(options)
        original(self, *args, **options)
    monkeypatch.setattr(Maids if argv[1] == "maids" else Spider, "__init__", spy)
    status, text = run(argv)
    assert status == 0 and made and made[-1][setting[0]] == setting[1]


@pytest.mark.parametrize("argv, message", [
    (["show", "spider", "3", "--waste-playable"], "--waste-playable is not an option of Spider"),
    (["show", "maids", "3", "--redeal-order", "from_last"], "--redeal-order is not an option of Twelve Sleeping Maids"),
    (["show", "maids", "3", "--deal-when", "never"], "invalid choice: 'never'"),
    (["show", "maids", "3", "--first-jack-from-stock", "3"], "--first-jack-from-stock: invalid choice"),
])
def test_a_reading_the_game_lacks_is_a_clear_command_line_error(argv, message, capsys):
    with pytest.raises(SystemExit) as stop:
        main(argv, stdout=io.StringIO())
    assert stop.value.code == 2 and message in capsys.readouterr().err


def test_the_command_line_solves_and_counts_with_a_reading():
    status, text = run(["solve", "maids", "4", "--waste-playable", "--max-nodes", "20000"])
    assert status == 0 and text.startswith("won:")
    status, text = run(["stats", "maids", "--deals", "1-3", "--player", "greedy", "--jobs", "1",
                        "--no-progress", "--deal-when", "no_play"])
    assert status == 0 and "deal_when=no_play" in text


def test_win_rates_take_every_reading():
    rates = win_rates("maids", range(1, 4), player="greedy", jobs=1, progress=False,
                      first_jack_from_stock=1, waste_playable=True)
    assert rates.options == {"first_jack_from_stock": 1, "waste_playable": True} and len(rates.results) == 3
    with pytest.raises(ValueError, match="deal_when"):
        win_rates("maids", range(1, 2), player="greedy", jobs=1, progress=False, deal_when="sometimes")
    spider = win_rates("spider", range(1, 2), player="greedy", jobs=1, progress=False, redeal_order="from_last")
    assert spider.options == {"redeal_order": "from_last"}


def test_the_board_offers_every_reading_and_plays_the_waste_top():
    board = play(Maids(deal=3))
    assert set(board.option_controls) == set(Maids.options)
    board.option_controls["waste_playable"].value = True
    assert board.game.settings["waste_playable"] is True and board.game.deal == 3
    board.game = Maids(order=order_with({"stock": "J♣ 9♥ 10♦", "R4": "4♣"}), waste_playable=True)
    for _ in range(3):
        board.game.play("deal")
    assert Move("waste", "F1") in board.game.legal_moves()
    width, height = board._view.size
    for place in ("waste", "F1"):
        x, y = board._view.geometry()["places"][place]["centre"]
        board.handle_click({"relativeX": x, "relativeY": y, "boundingRectWidth": width,
                            "boundingRectHeight": height})
    assert board.game.history[-1] == Move("waste", "F1") and board.errors == []
    spider = play(Spider(deal=2))
    spider.option_controls["redeal_order"].value = "from_last"
    assert spider.game.settings["redeal_order"] == "from_last"
