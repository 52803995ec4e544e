"""The teacher's rules sheet of a game: what it says (:func:`sheet`), where each piece goes on at most
two A4 pages (:func:`pages`), the pages printed (:func:`write_pdf`, :func:`write_png`) and the sheet as
plain text (:func:`text`)."""
from __future__ import annotations

import os

from ..cards import quoted
from ..languages import after_colon, language, translator
from ..moves import localized_places
from .checks import check_game, checked_dpi, checked_path
from .compose import labelled, option_effect, plan
from .content import Sheet
from .output import page_figures, save_pngs, write_pdf_file
from .page import labelling

__all__ = ["sheet", "available_options", "pages", "figures", "write_pdf", "png_paths", "write_png", "text",
           "MAX_PAGES"]

MAX_PAGES = 2

_ = translator("sheets")


def sheet(game: str) -> Sheet:
    """The content of ``game``'s sheet."""
    if check_game(game) == "maids":
        from .maids import SHEET
    else:
        from .spider import SHEET
    return SHEET


def available_options(game: str) -> set[str]:
    """The option names the game's class offers today (others are printed as "to come")."""
    if check_game(game) == "maids":
        from ..maids.game import TwelveSleepingMaids as cls
    else:
        from ..spider.game import Spider as cls
    return set(cls.options)


def pages(game: str) -> list[list]:
    """The marks of each page (texts, boxes, the diagram), in points from the top left."""
    with labelling(game):
        return labelled(plan(sheet(game), available_options(game), MAX_PAGES), game)


def figures(game: str) -> list:
    """One matplotlib Figure per page (A4 portrait; no pyplot, nothing is shown)."""
    return page_figures(pages(game), game)


def write_pdf(game: str, path) -> int:
    """Write the sheet as a PDF of at most two A4 pages; returns the number of pages.

    The PDF is made in memory, then written in one go: a file that cannot be written (a
    full disk) raises the OSError of writing it, not an error of the PDF's compressor.
    """
    check_game(game)
    path = checked_path(path)
    return write_pdf_file(figures(game), path, _("{title}: rules sheet").format(title=_(sheet(game).title)))


def png_paths(path, count: int, game: str = "sheet") -> list[str]:
    """Where :func:`write_png` puts each page: ``sheet.png`` (or ``sheet``) gives ``sheet-1.png``,
    ``sheet-2.png``; an existing folder gives ``GAME-1.png``, ``GAME-2.png`` in it."""
    text_path = checked_path(path)
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_PAGES:
        raise ValueError(_("count must be a number of pages, 1 to {most}, not {count}").format(
            most=MAX_PAGES, count=quoted(count)))
    if game != "sheet":  # the name of the pages written into a folder
        check_game(game)
    if os.path.isdir(text_path):
        text_path = os.path.join(text_path, game)
    stem = text_path[:-4] if text_path.lower().endswith(".png") else text_path
    return [f"{stem}-{number}.png" for number in range(1, count + 1)]


def write_png(game: str, path, dpi: int = 150) -> list[str]:
    """Write one PNG per page (see :func:`png_paths`) at ``dpi`` dots per inch (36 to 600);
    returns their paths. Every argument is checked before anything is drawn."""
    check_game(game)
    dpi = checked_dpi(dpi)
    png_paths(path, MAX_PAGES, game)
    drawn = figures(game)
    return save_pngs(drawn, png_paths(path, len(drawn), game), dpi)


def _whole_sentence(id: str) -> list[str]:  # noqa: A002 - the texts' name
    """In Ukrainian and Russian, the lines that quote a sentence whole: the original, and its
    translation when the text is in the other language (a Maids sentence in Ukrainian)."""
    from ..texts import sentence
    code, quoted_sentence = language(), sentence(id)
    if code == "en":
        return []
    lines = ["    " + _("The text:") + " «" + quoted_sentence.original + "»"]
    if quoted_sentence.language != code:
        lines.append("    " + _("In translation:") + " " + quoted_sentence.translated(code))
    return lines


def text(game: str) -> str:
    """The sheet as plain text: title, then each section with its entries and readings; in
    Ukrainian and Russian each sentence is also quoted whole, with its translation if need be."""
    content = sheet(game)
    available = available_options(game)
    lines = [f"{_(content.title)} ({content.title_id} «{content.title_key}»)", _(content.about)]
    for section in content.sections:
        cited = f" ({section.id} «{section.key}»)" if section.id else ""
        lines += ["", _(section.heading).upper() + cited]
        for entry in section.entries:
            keys = " ".join(f"«{key}»" for key in entry.keys)
            lines.append(f"{entry.id}  {keys}  {_(entry.text)}")
            lines += _whole_sentence(entry.id)
            if entry.reading:
                options = "; ".join(f"{setting}: {option_effect(setting, effect, available)}"
                                    for setting, effect in entry.reading.options)
                other = " " + _("Other: {options}.").format(options=options) if options else ""
                lines.append("    " + _("Our reading:") + " " + after_colon(_(entry.reading.text)) + other)
    return localized_places("\n".join(lines), game)
