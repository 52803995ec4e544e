"""What every abuse test checks about a refusal: its type, its size, and that nothing changed.

Shared by the ``test_abuse_*`` files (the categories of the December 2026 abuse run).
"""
from __future__ import annotations

from hypothesis import HealthCheck, settings

#: A refusal is a line or two: a quote of the input of at most ~60 characters, the rule or
#: field, and a sentence. The longest legitimate ones (a rule's summary) are under 300.
MAX_MESSAGE = 320

#: Fast and the same on every run: CI must not flake, and the suite must stay quick.
FIXED = settings(derandomize=True, deadline=None, database=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def assert_short(error: BaseException) -> str:
    """``error``'s message, after checking it is a line or two and at most MAX_MESSAGE long."""
    message = str(error)
    assert len(message) <= MAX_MESSAGE, f"{len(message)} characters: {message[:200]}..."
    assert message.count("\n") <= 1, message
    return message


def snapshot(game) -> tuple:
    """Everything a refused input must leave as it was."""
    return (game.state, game.history, game.future, game.deal, game.order, dict(game.settings),
            game.to_json(), game.status)
