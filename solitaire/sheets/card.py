"""The learner card: one A4 page per game, in plain words, black on white.

>>> len(pages("maids"))
1
>>> text("maids").splitlines()[0]
'Twelve Sleeping Maids: the learner card'

The board diagram of the rules sheet (:mod:`solitaire.sheets.diagram`), the names on it
explained, the goal in a frame, then the rules in playing order, each with the numbers of
the sentences of the original text it comes from (content: :mod:`solitaire.sheets.card_content`).
It uses the sheet's typesetter, so :func:`pages` is exactly what is printed.
"""
from __future__ import annotations

from .card_content import CARDS, Card, CardRule
from .compose import CONTENT_W
from .page import MARGIN, PAGE_H, Block, BoxMark, DiagramMark, TextMark, line_height, paginate, paragraph

__all__ = ["card", "pages", "figures", "write_pdf", "write_png", "text", "sentence_numbers"]

#: height / width of the diagram block on a card (less than on the sheet: the rules need the room)
DIAGRAM_ASPECT = {"maids": 0.39, "spider": 0.44}
#: the diagram's lettering, against the sheet's (the card draws it smaller)
TEXT_SCALE = {"maids": 0.85, "spider": 0.7}


def card(game: str) -> Card:
    """The content of ``game``'s card ("maids" or "spider")."""
    from . import _check
    return CARDS[_check(game)]


def sentence_numbers(rule: CardRule) -> str:
    """The sentence numbers of a rule as printed: "13, 14" (of maids.13 and maids.14)."""
    return ", ".join(id.split(".")[1] for id in rule.ids)


def _row(rule: CardRule, indent: float = 0.0) -> Block:
    """A rule as a paragraph: its name in bold, the rule, its sentence numbers in small type."""
    runs = [(rule.name + "  ", "card_bold")] if rule.name else []
    runs += [(rule.text + "  ", "card"), (sentence_numbers(rule), "small")]
    body = paragraph(runs, CONTENT_W - indent, "card")
    return Block(body.height, body.moved(indent, 0.0))


def _heading(title: str) -> Block:
    size = line_height("card_heading")
    return Block(size + 7, (TextMark(0.0, size * 0.8 + 3, title, "card_heading"),
                            BoxMark(0.0, size + 4, CONTENT_W, 0.0, edge=0.0, line=0.6)))


def _stack(blocks, gap: float = 2.0) -> Block:
    marks, y = [], 0.0
    for block in blocks:
        marks.extend(block.moved(0.0, y))
        y += block.height + gap
    return Block(y - gap, tuple(marks))


def _header(content: Card) -> Block:
    lead = _row(content.lead)
    height = CONTENT_W * DIAGRAM_ASPECT[content.game]
    marks = [TextMark(0.0, 18.0, content.title, "title"),
             TextMark(0.0, 33.0, "The rules on one page. Small numbers: the sentences of the text a rule "
                                        "comes from.", "small")]
    y = 38.0
    marks += lead.moved(0.0, y)
    y += lead.height + 1
    marks.append(DiagramMark(0.0, y + 2, CONTENT_W, height, TEXT_SCALE[content.game]))
    return Block(y + height + 6, tuple(marks))


def _goal(content: Card) -> Block:
    row = _row(content.goal, 12.0)
    frame = BoxMark(0.0, 0.0, CONTENT_W, row.height + 8, edge=0.0, line=1.6)
    return Block(row.height + 8, (frame,) + row.moved(-6.0, 5.0))


def blocks(content: Card) -> list[Block]:
    """The card's blocks, top to bottom (one page)."""
    result = [_header(content), _goal(content),
              _stack([_heading("The names on the picture")] + [_row(rule) for rule in content.places])]
    for title, rules in content.groups:
        result.append(_stack([_heading(title)] + [_row(rule) for rule in rules], gap=3.0))
    return result


def pages(game: str) -> list[list]:
    """The marks of the card's one page (raises SheetTooLong if it ever needs two)."""
    content = card(game)
    laid_out = paginate(blocks(content), 1, gap=4.0)
    laid_out[0].append(TextMark(MARGIN, PAGE_H - MARGIN + 6,
                                f"python -m solitaire card {content.game}  ·  the full rules, with the original "
                                f"text's words: python -m solitaire rules {content.game}", "small"))
    return laid_out


def figures(game: str) -> list:
    """The card as one matplotlib Figure (A4 portrait)."""
    from .output import page_figures
    return page_figures(pages(game), game)


def write_pdf(game: str, path) -> int:
    """Write the card as a one-page PDF; returns the number of pages (1)."""
    from . import _checked_path
    from .output import write_pdf_file
    card(game)
    return write_pdf_file(figures(game), _checked_path(path), f"{card(game).title}: learner card")


def png_path(path, game: str) -> str:
    """Where :func:`write_png` writes: ``path`` itself (``.png`` added if missing), or
    ``GAME-card.png`` in it if it is a folder."""
    import os
    from . import _checked_path
    text_path = _checked_path(path)
    if os.path.isdir(text_path):
        return os.path.join(text_path, f"{card(game).game}-card.png")
    return text_path if text_path.lower().endswith(".png") else text_path + ".png"


def write_png(game: str, path, dpi: float = 150) -> str:
    """Write the card as one PNG at ``dpi`` (36 to 600); returns its path."""
    from . import _checked_dpi
    from .output import save_pngs
    card(game)
    dpi = _checked_dpi(dpi)
    target = png_path(path, game)
    return save_pngs(figures(game), [target], dpi)[0]


def text(game: str) -> str:
    """The card as plain text."""
    content = card(game)
    lines = [f"{content.title}: the learner card", f"{content.lead.text} ({sentence_numbers(content.lead)})", "",
             f"GOAL: {content.goal.text} ({sentence_numbers(content.goal)})", "", "THE NAMES ON THE PICTURE"]
    lines += [f"{rule.name}: {rule.text} ({sentence_numbers(rule)})" for rule in content.places]
    for title, rules in content.groups:
        lines += ["", title.upper()]
        lines += [f"{rule.name}: {rule.text} ({sentence_numbers(rule)})" for rule in rules]
    return "\n".join(lines)
