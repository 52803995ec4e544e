"""A result a lesson folds away until the learner has answered the question above it.

A lesson asks first and shows after (COURSE.md, "predict, then run"): a cell that prints the
answer shows it folded, under a line in the class's language that asks them to answer first.
The result is plain lines (shown as preformatted text) or HTML (a table), or both, HTML first.

>>> Folded("Deal 1: won")
Deal 1: won
>>> "<details>" in Folded("Deal 1: won")._repr_html_()
True
"""
from __future__ import annotations

import re
from html import escape, unescape

from ..languages import N_, translator

__all__ = ["Folded", "RESULT", "AT_STAKE"]

_ = translator("draw")

# TRANSLATORS: the line over a folded result in a lesson: the learner opens it after answering
RESULT = N_("The result (open it once you have answered)")
# TRANSLATORS: the line over folded figures that show what a question's two readings change, not its answer
AT_STAKE = N_("What is at stake (open it once you have answered)")


class Folded:
    """Lines of text (and an optional HTML block above them), folded under a summary line
    (:data:`RESULT` unless told otherwise, said in the language in use)."""

    def __init__(self, *lines: str, html: str = "", summary: str = RESULT):
        self.lines, self.html, self.summary = lines, html, summary

    def __repr__(self) -> str:
        # the plain text of the HTML (tags off, one line a table row) then the lines: what a text reader sees
        plain = unescape(re.sub(r"<[^>]+>", " ", re.sub(r"</(?:tr|p|table)>", "\n", self.html)))
        rows = [" ".join(row.split()) for row in plain.splitlines() if row.strip()]
        return "\n".join(rows + list(self.lines))

    def _repr_html_(self) -> str:
        summary = escape(_(self.summary))
        text = f"<pre>{escape(chr(10).join(self.lines))}</pre>" if self.lines else ""
        return f"<details><summary>{summary}</summary>{self.html}{text}</details>"
