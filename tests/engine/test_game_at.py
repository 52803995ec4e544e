"""Game.at(state): a new game at a given position, with the game's deal and options and no history."""
import pytest

from solitaire import Maids, Spider


@pytest.mark.parametrize("game", [Maids(deal=3, follow_suit=True), Spider(deal=5, redeals=0)])
def test_a_game_at_a_state_stands_there_with_no_move_played_and_leaves_the_first_as_it_was(game):
    first = game.legal_moves()[0]
    game.play(first)
    later = game.state
    game.undo()
    other = game.at(later)
    assert other.state == later and other.history == () and not other.can_undo()
    assert other.settings == game.settings and other.deal == game.deal
    assert game.state != later and game.future == (first,)   # the first game keeps its own history
    other.play(other.legal_moves()[0])
    assert game.state != other.state and len(game.states) == 1
