"""A sheet's content turned into blocks and pages of marks (see :mod:`solitaire.sheets.page`).

Page 1 opens with the title, a line on how to read the sheet and the board diagram; the
sections follow in playing order. Each entry is its sentence id in the left margin, the
key words of the original in italics, the rule in plain English, and, shaded with a black
bar, the project's reading with the options that play the other one.
"""
from __future__ import annotations

from dataclasses import replace

from ..languages import after_colon, language, translator
from ..moves import localized_places
from .content import Entry, Reading, Section, Sheet
from .page import (MARGIN, PAGE_H, PAGE_W, Block, BoxMark, DiagramMark, SheetTooLong, TextMark, line_height,
                   measure, paginate, paragraph)

__all__ = ["plan", "CONTENT_W", "DIAGRAM_ASPECT", "DIAGRAM_SCALES", "option_effect", "styled", "command",
           "with_room", "labelled"]

_ = translator("sheets")

CONTENT_W = PAGE_W - 2 * MARGIN
GUTTER = 58.0            # the sentence-id column
READING_PAD = 5.0
#: height / width of the diagram block, per game
DIAGRAM_ASPECT = {"maids": 0.52, "spider": 0.72}
#: The diagram's size against its full size, tried in turn until the sheet fits its pages: a
#: translation runs a fifth longer than the English, which fits at full size.
DIAGRAM_SCALES = (1.0, 0.9, 0.8, 0.7, 0.6)


def _stack(blocks, gap: float = 0.0) -> Block:
    """Blocks one under the other, as one block (so that a page break never splits them)."""
    marks, y = [], 0.0
    for block in blocks:
        marks.extend(block.moved(0.0, y))
        y += block.height + gap
    return Block(y - gap if blocks else 0.0, tuple(marks))


def labelled(pages: list[list], game: str | None) -> list[list]:
    """``pages`` with every place name in their texts labelled the way the language in use labels
    ``game``'s places (Spider's T1 is С1 in Ukrainian and Russian; None: told by the text)."""
    return [[replace(mark, text=localized_places(mark.text, game)) if isinstance(mark, TextMark) else mark
             for mark in page] for page in pages]


def _shifted(block: Block, dx: float) -> Block:
    return Block(block.height, block.moved(dx, 0.0))


def command(name: str, *arguments: str) -> str:
    """The command line that makes a sheet again, in the language in use (``--lang`` when it
    is not English): ``python -m solitaire rules maids --lang uk``."""
    words = ["python -m solitaire", name, *arguments]
    if language() != "en":
        words += ["--lang", language()]
    return " ".join(words)


def styled(message: str, style: str, **pieces: tuple[str, str]) -> list[tuple[str, str]]:
    """The runs of a translated ``message`` in ``style``, each ``{name}`` in it replaced by the
    styled text ``pieces[name] = (text, style)``: a sentence is translated whole, then its code
    or bold words are set apart wherever the language puts them."""
    runs, rest = [], message
    while "{" in rest:
        before, after = rest.split("{", 1)
        name, rest = after.split("}", 1)
        runs += [(before, style), pieces[name]]
    return [(text, style) for text, style in runs + [(rest, style)] if text]


def option_effect(setting: str, effect: str, available: set[str]) -> str:
    """What an option changes, in words, marked "option to come" if the game lacks it today."""
    if setting.split("=")[0] in available:
        return _(effect)
    return _("{effect} (option to come)").format(effect=_(effect))


def _reading_runs(reading: Reading, available: set[str]) -> list[tuple[str, str]]:
    runs = [(_("Our reading:") + " ", "bold"), (after_colon(_(reading.text)) + " ", "body")]
    if reading.options:
        runs.append((_.ngettext("Other reading:", "Other readings:", len(reading.options)) + " ", "bold"))
    for number, (setting, effect) in enumerate(reading.options):
        end = "." if number == len(reading.options) - 1 else "; "
        runs += [(setting, "code"), (f": {option_effect(setting, effect, available)}{end} ", "body")]
    return runs


def _reading_block(reading: Reading, available: set[str], width: float) -> Block:
    text = paragraph(_reading_runs(reading, available), width - 2 * READING_PAD - 3)
    height = text.height + 2 * READING_PAD - 2
    shade = BoxMark(0.0, 0.0, width, height, fill=0.88, edge=None)
    bar = BoxMark(0.0, 0.0, 2.2, height, fill=0.0, edge=None)
    return Block(height, (shade, bar) + text.moved(READING_PAD + 3, READING_PAD - 1))


def _entry_block(entry: Entry, available: set[str], width: float) -> Block:
    keys = "  ".join(f"«{key}»" for key in entry.keys)
    text_width = width - GUTTER
    rule = paragraph([(keys, "key"), ("  " + _(entry.text), "body")], text_width)
    parts = [rule]
    if entry.reading:
        parts.append(_reading_block(entry.reading, available, text_width))
    body = _shifted(_stack(parts, gap=2.0), GUTTER)
    first_baseline = min(mark.y for mark in rule.marks)
    return Block(body.height, (TextMark(0.0, first_baseline, entry.id, "id"),) + body.marks)


def _heading_block(section: Section) -> Block:
    size = line_height("heading")
    heading = _(section.heading)
    marks = [TextMark(0.0, size * 0.8 + 4, heading, "heading")]
    if section.id:
        marks.append(TextMark(measure(heading, "heading") + 10, size * 0.8 + 4,
                              f"{section.id}  «{section.key}»", "key"))
    rule = BoxMark(0.0, size + 5, CONTENT_W, 0.0, edge=0.0, line=0.6)
    return Block(size + 8, tuple(marks) + (rule,))


def _section_blocks(section: Section, available: set[str]) -> list[Block]:
    """The heading glued to the first entry; a boxed section stays in one framed block."""
    inner = CONTENT_W - (12 if section.boxed else 0)
    entries = [_entry_block(entry, available, inner) for entry in section.entries]
    if section.boxed:
        content = _shifted(_stack(entries, gap=3.0), 6.0)
        frame = BoxMark(0.0, 0.0, CONTENT_W, content.height + 10, edge=0.0, line=1.4)
        framed = Block(content.height + 10, (frame,) + content.moved(0.0, 5.0))
        return [_stack([_heading_block(section), framed], gap=2.0)]
    first = _stack([_heading_block(section), entries[0]], gap=2.0)
    return [first] + entries[1:]


def _header_block(sheet: Sheet, diagram_height: float, text_scale: float = 1.0) -> Block:
    marks = [TextMark(0.0, 18.0, _(sheet.title), "title"),
             TextMark(0.0, 34.0, f"{sheet.title_id}  «{sheet.title_key}»   " + _("Rules sheet for the teacher"),
                      "subtitle")]
    about = paragraph([(_(sheet.about), "body")], CONTENT_W)
    legend = paragraph(
        [(_("How to read it:") + " ", "bold")]
        + styled(_("each rule starts with the id of its sentence in the text ({title_id} is the title) and its "
                   "key words in the original, «in italics».") + " ", "body", title_id=(sheet.title_id, "code"))
        + [(_("Shaded, with a black bar:") + " ", "bold"),
           (_("the project's reading where the text is unclear, and the options that play another "
              "(the defaults play ours). Place names are the program's."), "body")], CONTENT_W)
    y = 42.0
    marks += about.moved(0.0, y)
    y += about.height + 2
    marks += legend.moved(0.0, y)
    y += legend.height + 4
    marks.append(DiagramMark(0.0, y, CONTENT_W, diagram_height, text_scale))
    y += diagram_height + 8
    return Block(y, tuple(marks))


def with_room(lay_out):
    """``lay_out(scale)``, the pages laid out with the diagram at ``scale`` of its full size, at
    the first of :data:`DIAGRAM_SCALES` at which they fit (SheetTooLong if none does)."""
    for scale in DIAGRAM_SCALES[:-1]:
        try:
            return lay_out(scale)
        except SheetTooLong:
            continue
    return lay_out(DIAGRAM_SCALES[-1])


def _footer(game: str, page: int, pages: int) -> TextMark:
    return TextMark(MARGIN, PAGE_H - MARGIN + 6, command("rules", game) + "  ·  "
                    + _("page {page} of {pages}").format(page=page, pages=pages), "small")


def plan(sheet: Sheet, available: set[str], pages: int = 2) -> list[list]:
    """The marks of each page of ``sheet``; ``available`` are the game's option names today.

    The diagram is drawn smaller (:data:`DIAGRAM_SCALES`) when the text needs its room. Raises
    :class:`~solitaire.sheets.page.SheetTooLong` if it needs more than ``pages`` pages even so.
    """
    body = [block for section in sheet.sections for block in _section_blocks(section, available)]
    laid_out = with_room(lambda scale: paginate(
        [_header_block(sheet, CONTENT_W * DIAGRAM_ASPECT[sheet.game] * scale, scale)] + body, pages))
    for number, marks in enumerate(laid_out, 1):
        marks.append(_footer(sheet.game, number, len(laid_out)))
    return laid_out
