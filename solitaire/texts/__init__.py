"""The two source texts, sentence by sentence, with an English translation (and a Ukrainian one of
the Maids text, a Russian one of the Spider text).

The texts are kept exactly as received (typos and glued words included) in
``spider.json`` (Ukrainian) and ``maids.json`` (Russian), next to this module.
Each sentence has a fixed id, ``spider.1`` .. ``spider.25`` and ``maids.1`` ..
``maids.24``, that the rest of the package cites. Where the text is unclear, the
sentence's ``note`` says which reading the project chose (see RULES.md).

>>> s = sentence("spider.7")
>>> s.original
'Розкладаються карти за однією, за годинниковою стрілкою.'
>>> print(s)
spider.7: The cards are dealt one at a time, clockwise.
>>> [len(sentences(game)) for game in GAMES]
[25, 24]
>>> [x.id for x in show("maids.2-4")]
['maids.2', 'maids.3', 'maids.4']

In a notebook, ``sentence("maids.13")`` or ``show("spider.8-10")`` as the last
expression of a cell renders the original, the translation into the language in use
and the note, translated (:mod:`solitaire.texts.shown`).
"""
from .sentences import (GAMES, Glossary, Passage, Sentence, UnknownSentenceError, about, glossary, markdown,
                        sentence, sentences, show, source_text)

__all__ = [
    "GAMES", "Sentence", "Passage", "Glossary", "UnknownSentenceError",
    "sentences", "sentence", "show", "markdown", "source_text", "glossary", "about",
]
