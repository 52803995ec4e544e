"""A widget's short HTML said as plain text, for a reader of the stored notebook without widgets
(a text export, a terminal): the text itself in the class's language, not a developer's ``<PageGuide …>``."""
from __future__ import annotations

import html
import re

__all__ = ["plain_text"]


def plain_text(markup: str) -> str:
    """A short HTML text (the guide, a heading and its paragraph) as plain text: headings on lines of
    their own, list items as "- …", tags dropped, entities read ("&lt;" is "<")."""
    text = re.sub(r"<h\d[^>]*>(.*?)</h\d>", r"\n\1\n", markup, flags=re.S)
    text = re.sub(r"<li[^>]*>", "\n- ", text)
    text = re.sub(r"</p>|<br\s*/?>|</[uo]l>", "\n", text)    # a paragraph after a list starts a line
    text = html.unescape(re.sub(r"<[^>]+>", "", text))
    return "\n".join(line.strip() for line in text.splitlines() if line.strip())
