"""The appendices' lines about a saved game and a position's legal moves speak the class's language."""
import json

from solitaire import Maids
from solitaire.draw.narration import legal_moves_line, save_fields_line, save_summary_line
from solitaire.languages.i18n import in_language


def test_legal_moves_are_listed_with_the_notations_words_in_the_language():
    game = Maids(deal=1)
    assert legal_moves_line(game.legal_moves()) == "legal moves: R1→F1, deal"
    with in_language("uk"):
        assert legal_moves_line(game.legal_moves()) == "дозволені ходи: R1→F1, роздати"
        assert legal_moves_line([]) == "дозволені ходи: немає"


def test_a_saves_summary_counts_its_cards_and_moves_with_their_nouns():
    game = Maids(deal=1)
    game.play("R1→F1")
    saved = json.loads(game.to_json())
    assert save_fields_line(saved) == "fields of the save: deal, format, game, moves, options, order"
    assert save_summary_line(saved).startswith("deal 1: 104 cards in the dealing order, 1 move; options {")
    with in_language("uk"):
        assert save_summary_line(saved).startswith("роздача №\u00a01: 104 карти в порядку роздачі, 1 хід; параметри {")
    with in_language("ru"):
        assert save_summary_line(saved).startswith("расклад № 1: 104 карты в порядке раздачи, 1 ход; параметры {")
