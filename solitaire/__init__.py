"""solitaire: learn Spider (the Serpent) and Twelve Sleeping Maids from their source texts.

>>> from solitaire import Maids
>>> game = Maids(deal=1)
>>> game.status
'playing'
"""
from importlib import import_module

__all__ = ["Card", "Suit", "Move", "IllegalMove", "Spider", "Maids", "TwelveSleepingMaids",
           "texts", "draw", "play", "solve", "hint", "rules_of", "puzzles", "train",
           "set_language", "language"]
__version__ = "0.1.0"

# Names are imported on first use, so `import solitaire` stays quick and a lesson that
# never draws does not load matplotlib.
_WHERE = {
    "Card": "cards", "Suit": "cards", "Move": "moves", "IllegalMove": "moves",
    "Spider": "spider", "Maids": "maids", "TwelveSleepingMaids": "maids",
    "play": "widgets", "train": "widgets", "solve": "solver", "hint": "solver", "rules_of": "rules",
    "set_language": "languages", "language": "languages", "puzzles": "puzzle",
}


def __getattr__(name):
    # modules: solitaire.draw.draw(game) draws a board, solitaire.texts.sentences("maids") the text
    if name in ("texts", "draw"):
        return import_module(f".{name}", __name__)
    if name in _WHERE:
        value = getattr(import_module(f".{_WHERE[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'solitaire' has no attribute {name!r}")


def __dir__():
    return sorted(__all__)
