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

from ..languages import translator

__all__ = ["Folded"]

_ = translator("draw")


class Folded:
    """Lines of text (and an optional HTML block above them), folded under a summary line."""

    def __init__(self, *lines: str, html: str = ""):
        self.lines, self.html = lines, html

    def __repr__(self) -> str:
        # the plain text of the HTML (tags off, one line a table row) then the lines: what a text reader sees
        plain = unescape(re.sub(r"<[^>]+>", " ", re.sub(r"</(?:tr|p|table)>", "\n", self.html)))
        rows = [" ".join(row.split()) for row in plain.splitlines() if row.strip()]
        return "\n".join(rows + list(self.lines))

    def _repr_html_(self) -> str:
        # TRANSLATORS: the line over a folded result in a lesson: the learner opens it after answering
        summary = escape(_("The result (open it once you have answered)"))
        text = f"<pre>{escape(chr(10).join(self.lines))}</pre>" if self.lines else ""
        return f"<details><summary>{summary}</summary>{self.html}{text}</details>"
