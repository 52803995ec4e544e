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

from ..languages import after_colon, language, translator
from ..moves import localized_places
from .card_content import CARDS, LOCAL_NOTES, Card, CardRule
from .checks import check_game, checked_dpi, checked_path
from .compose import CONTENT_W, command, labelled
from .page import (MARGIN, PAGE_H, Block, BoxMark, DiagramMark, SheetTooLong, TextMark, labelling, line_height,
                   paginate, paragraph)

__all__ = ["card", "pages", "figures", "write_pdf", "write_png", "png", "text", "sentence_numbers"]

#: height / width of the diagram block on a card (less than on the sheet: the rules need the room)
DIAGRAM_ASPECT = {"maids": 0.39, "spider": 0.44}
#: the diagram's lettering, against the sheet's (the card draws it smaller)
TEXT_SCALE = {"maids": 0.85, "spider": 0.7}

_ = translator("sheets")


def card(game: str) -> Card:
    """The content of ``game``'s card ("maids" or "spider")."""
    return CARDS[check_game(game)]


def sentence_numbers(rule: CardRule) -> str:
    """The sentence numbers of a rule as printed: "13, 14" (of maids.13 and maids.14)."""
    return ", ".join(id.split(".")[1] for id in rule.ids)


def _row(rule: CardRule, indent: float = 0.0, tight: bool = False) -> Block:
    """A rule as a paragraph: its name in bold, the rule, its sentence numbers in small type."""
    text, bold = ("card_tight", "card_bold_tight") if tight else ("card", "card_bold")
    # an en space after the name, measured with it: a bold name never runs into the rule, whatever its script
    runs = [(_(rule.name) + "\u2002 ", bold)] if rule.name else []
    runs += [(_(rule.text) + "  ", text), (sentence_numbers(rule), "small")]
    body = paragraph(runs, CONTENT_W - indent, text)
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


def _header(content: Card, scale: float = 1.0) -> Block:
    lead = _row(content.lead)
    height = CONTENT_W * DIAGRAM_ASPECT[content.game] * scale
    marks = [TextMark(0.0, 18.0, _(content.title), "title"),
             TextMark(0.0, 33.0, _("The rules on one page. Small numbers: the sentences of the text a rule "
                                   "comes from."), "small")]
    y = 38.0
    marks += lead.moved(0.0, y)
    y += lead.height + 1
    marks.append(DiagramMark(0.0, y + 2, CONTENT_W, height, TEXT_SCALE[content.game] * scale))
    return Block(y + height + 6, tuple(marks))


def _goal(content: Card) -> Block:
    row = _row(content.goal, 12.0)
    frame = BoxMark(0.0, 0.0, CONTENT_W, row.height + 8, edge=0.0, line=1.6)
    return Block(row.height + 8, (frame,) + row.moved(-6.0, 5.0))


def places_said(content: Card) -> list[CardRule]:
    """The names on the picture, and in Ukrainian and Russian how they and the cards' letters read."""
    return list(content.places) + ([LOCAL_NOTES[content.game]] if language() in ("uk", "ru") else [])


#: How a card is laid out, tried in turn until it fits one page: (the picture's scale, tight). A translation runs a
#: fifth longer than the English: its rules are first set a little smaller and closer, so that the picture keeps
#: most of its size (at 0.6 the Spider picture's labels can no longer be read).
LAYOUTS = ((1.0, False), (1.0, True), (0.9, True), (0.8, True), (0.7, True), (0.6, True))


def blocks(content: Card, scale: float = 1.0, tight: bool = False) -> list[Block]:
    """The card's blocks, top to bottom (one page), the diagram at ``scale`` of its full size; ``tight``
    sets the rules a little smaller and closer."""
    result = [_header(content, scale), _goal(content),
              _stack([_heading(_("The names on the picture"))] + [_row(rule, tight=tight)
                                                                   for rule in places_said(content)])]
    for title, rules in content.groups:
        result.append(_stack([_heading(_(title))] + [_row(rule, tight=tight) for rule in rules],
                             gap=1.5 if tight else 3.0))
    return result


def _laid_out(content: Card) -> list[list]:
    """The card on one page in the first of :data:`LAYOUTS` that fits (SheetTooLong if none does)."""
    for scale, tight in LAYOUTS[:-1]:
        try:
            return paginate(blocks(content, scale, tight), 1, gap=4.0)
        except SheetTooLong:
            continue
    return paginate(blocks(content, *LAYOUTS[-1]), 1, gap=4.0)


def pages(game: str) -> list[list]:
    """The marks of the card's one page; the rules are set tighter and then the diagram drawn smaller when the
    text needs the room (a translation runs longer); raises SheetTooLong if it needs two pages even so."""
    content = card(game)
    with labelling(content.game):
        laid_out = labelled(_laid_out(content), content.game)
    footer = _("{card_command}  ·  the full rules, with the original text's words: {rules_command}").format(
        card_command=command("card", content.game), rules_command=command("rules", content.game))
    laid_out[0].append(TextMark(MARGIN, PAGE_H - MARGIN + 6, footer, "small"))
    return laid_out


def figures(game: str) -> list:
    """The card as one matplotlib Figure (A4 portrait)."""
    from .output import page_figures
    return page_figures(pages(game), game)


def write_pdf(game: str, path) -> int:
    """Write the card as a one-page PDF; returns the number of pages (1)."""
    from .output import write_pdf_file
    card(game)
    title = _("{title}: learner card").format(title=_(card(game).title))
    return write_pdf_file(figures(game), checked_path(path), title)


def png_path(path, game: str) -> str:
    """Where :func:`write_png` writes: ``path`` itself (``.png`` added if missing), or
    ``GAME-card.png`` in it if it is a folder."""
    import os
    text_path = checked_path(path)
    if os.path.isdir(text_path):
        return os.path.join(text_path, f"{card(game).game}-card.png")
    return text_path if text_path.lower().endswith(".png") else text_path + ".png"


def write_png(game: str, path, dpi: float = 150) -> str:
    """Write the card as one PNG at ``dpi`` (36 to 600); returns its path."""
    from .output import save_pngs
    card(game)
    dpi = checked_dpi(dpi)
    target = png_path(path, game)
    return save_pngs(figures(game), [target], dpi)[0]


def png(game: str, dpi: float = 110) -> bytes:
    """The card as PNG bytes at ``dpi`` (36 to 600), as :func:`write_png` draws it: for a notebook to show."""
    from .output import png_bytes
    return png_bytes(figures(game)[0], checked_dpi(dpi))


def text(game: str) -> str:
    """The card as plain text."""
    content = card(game)
    def line(rule: CardRule, name: str | None = None) -> str:
        numbers = f" ({sentence_numbers(rule)})" if rule.ids else ""
        return f"{name or _(rule.name)}: {after_colon(_(rule.text))}{numbers}"

    lines = [_("{title}: the learner card").format(title=_(content.title)),
             f"{_(content.lead.text)} ({sentence_numbers(content.lead)})", "",
             line(content.goal, _(content.goal.name).upper()), "",
             _("The names on the picture").upper()]
    lines += [line(rule) for rule in places_said(content)]
    for title, rules in content.groups:
        lines += ["", _(title).upper()]
        lines += [line(rule) for rule in rules]
    return localized_places("\n".join(lines), content.game)
