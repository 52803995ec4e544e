"""The teacher's guide's glossary: the words of the two texts a class meets, in the language in use.

In English each text's own words with their meaning (from :func:`solitaire.texts.glossary`); in Ukrainian and
Russian the one word the course uses for each thing (``solitaire/texts/terminology.json``).
"""
from __future__ import annotations

import json
import re
from importlib import resources

from ..languages import N_, language, translator

__all__ = ["glossary"]

_ = translator("sheets")

#: The concepts of the terminology table a class hears named (solitaire/texts/terminology.json), each with a
#: short label in the language in use; the table's other rows are about the catalogs' style, not the game.
_CONCEPTS = {"deal": N_("a numbered deal"), "dealing": N_("dealing"), "layout": N_("the layout"),
             "redeal": N_("the redeal (Spider)"), "round": N_("a round"), "deal_round": N_("a round of the Maids figure"),
             "pile": N_("a pile (Spider)"), "side_column": N_("a side column (Maids)"), "packet": N_("a packet (Maids)"),
             "maid": N_("a maid (Maids)"), "prince": N_("a prince (Maids)"), "arc": N_("the arc (Maids)"),
             "family": N_("a family (Maids)"), "base": N_("a base (Spider)"), "stock": N_("the stock"),
             "waste": N_("the waste (Maids)"), "move": N_("a move"), "place": N_("a place"), "fits": N_("fits, takes"),
             "playable": N_("playable"), "home": N_("home"), "won": N_("won, lost"), "default": N_("the default")}


def glossary() -> str:
    """The words a class meets: in English, each text's own words with their meaning (Maids, then Spider, a word
    a wider entry also covers said once); in Ukrainian and Russian, the one word the course uses for each thing."""
    from ..texts import glossary as text_glossary

    if language() == "en":
        out = []
        for game in ("maids", "spider"):
            terms = text_glossary(game)
            wider = {word for entry in terms if "; " in entry for word in entry.split("; ")}
            out += [f"{word}: {meaning}" for word, meaning in terms.items() if "; " in word or word not in wider] + [""]
        return "\n".join(out).rstrip()
    table = json.loads((resources.files("solitaire.texts") / "terminology.json").read_text(encoding="utf-8"))
    words = {concept["id"]: concept[language()]["use"] for concept in table["concepts"]}
    # a note in English beside a word ("(Spider's phase)") is for the catalogs' translators, not for a class
    return "\n".join(_("{concept}: {words}").format(concept=_(label), words=", ".join(
        f"«{re.sub(r' *[(][^)]*[A-Za-z][^)]*[)]', '', word)}»" for word in words[name]))
        for name, label in _CONCEPTS.items())
