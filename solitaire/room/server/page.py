"""The learner's page: one HTML file, a stylesheet and a script, all served by the room server.

Nothing is fetched from the internet (a school's Wi-Fi may have none). The page's words in
the three languages are put into the page as a JSON block when it is served; the script
fills every label from it and switches at once when the learner picks another language.
A Content-Security-Policy lets the page run only its own script, so a nickname can never
become markup or code (the script writes every text with ``textContent``).
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from starlette.responses import HTMLResponse

from ...languages import LANGUAGES
from .words import page_words

__all__ = ["page_html", "page_response", "SECURITY_HEADERS"]

STATIC = Path(__file__).parent / "static"

SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
                               "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


@lru_cache(maxsize=1)
def page_html() -> str:
    """The page, with every language's words in its JSON block (``<`` escaped, so the block
    cannot end early)."""
    words = {code: dict(page_words(code), name=said) for code, said in LANGUAGES.items()}
    block = json.dumps(words, ensure_ascii=False).replace("<", "\\u003c")
    return (STATIC / "index.html").read_text(encoding="utf-8").replace("{{WORDS}}", block)


def page_response(_request) -> HTMLResponse:
    return HTMLResponse(page_html(), headers=SECURITY_HEADERS)
