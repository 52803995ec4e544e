"""Printable rules sheets for the teacher: at most two A4 pages per game, black on white.

>>> [s.id for s in sheet("maids").sections if s.id]
['maids.12']
>>> len(pages("spider")) <= 2
True
>>> text("maids").splitlines()[0]
'Twelve Sleeping Maids (maids.1 «Двенадцать Спящих Дев»)'

- :func:`sheet` is what a sheet says, as data (:mod:`solitaire.sheets.content`);
- :func:`pages` is where every piece of it goes on each page (the tests read it);
- :func:`write_pdf` and :func:`write_png` print it (matplotlib only; the PDF embeds its
  fonts as TrueType, so its text can be searched and copied);
- :func:`text` is the sheet as plain text.
"""
from __future__ import annotations

import io
import numbers
import os

from ..cards import quoted
from .compose import plan
from .content import Sheet
from .page import PAGE_H, PAGE_W, BoxMark, DiagramMark, SheetTooLong, TextMark, font

__all__ = ["GAMES", "sheet", "pages", "figures", "write_pdf", "write_png", "png_paths", "text",
           "SheetTooLong"]

GAMES = ("maids", "spider")
MAX_PAGES = 2
#: The resolutions a PNG page may have, in dots per inch (as ``rules --dpi``): below 1 the
#: font library divides by zero and kills the process; 5,000 asks for gigabytes.
DPI_RANGE = (36, 600)


def _check(game: str) -> str:
    # the type first: a numpy array answers ``in`` elementwise, a list is unhashable
    if not isinstance(game, str) or game not in GAMES:
        raise ValueError(f"no rules sheet for {quoted(game)}: the games are 'maids' and 'spider'")
    return game


def _checked_dpi(dpi) -> float:
    """``dpi`` as a float, if it is a real number in ``DPI_RANGE``; else ValueError (before any drawing)."""
    low, high = DPI_RANGE
    if isinstance(dpi, bool) or not isinstance(dpi, numbers.Real) or not low <= dpi <= high:  # nan fails too
        raise ValueError(f"dpi must be from {low} to {high}, not {quoted(dpi)}")
    return float(dpi)


def _checked_path(path) -> str:
    """``path`` (a str or path object) as text, if it names a file; else ValueError."""
    try:
        text = os.fspath(path)
    except TypeError:
        text = None
    if not isinstance(text, str) or not text.strip() or "\0" in text:
        raise ValueError(f"path must be a file name (a str or a path), not {quoted(path)}")
    return text


def sheet(game: str) -> Sheet:
    """The content of ``game``'s sheet."""
    if _check(game) == "maids":
        from .maids import SHEET
    else:
        from .spider import SHEET
    return SHEET


def available_options(game: str) -> set[str]:
    """The option names the game's class offers today (others are printed as "to come")."""
    if _check(game) == "maids":
        from ..maids.game import TwelveSleepingMaids as cls
    else:
        from ..spider.game import Spider as cls
    return set(cls.options)


def pages(game: str) -> list[list]:
    """The marks of each page (texts, boxes, the diagram), in points from the top left."""
    return plan(sheet(game), available_options(game), MAX_PAGES)


def _draw_page(figure, marks, game: str) -> None:
    from matplotlib.lines import Line2D
    from matplotlib.patches import Rectangle

    from .diagram import draw_diagram

    def at(x, y):
        return x / PAGE_W, 1 - y / PAGE_H

    for mark in marks:
        if isinstance(mark, TextMark):
            figure.text(*at(mark.x, mark.y), mark.text, fontproperties=font(mark.style), va="baseline",
                        ha="left", color="black")
        elif isinstance(mark, BoxMark) and mark.h == 0:
            (x0, y), (x1, _) = at(mark.x, mark.y), at(mark.x + mark.w, mark.y)
            figure.add_artist(Line2D([x0, x1], [y, y], color=str(mark.edge), linewidth=mark.line,
                                     transform=figure.transFigure))
        elif isinstance(mark, BoxMark):
            x0, y1 = at(mark.x, mark.y + mark.h)
            figure.add_artist(Rectangle((x0, y1), mark.w / PAGE_W, mark.h / PAGE_H, transform=figure.transFigure,
                                        facecolor="none" if mark.fill is None else str(mark.fill),
                                        edgecolor="none" if mark.edge is None else str(mark.edge),
                                        linewidth=mark.line, zorder=0))
        elif isinstance(mark, DiagramMark):
            x0, y1 = at(mark.x, mark.y + mark.h)
            draw_diagram(figure.add_axes((x0, y1, mark.w / PAGE_W, mark.h / PAGE_H)), game)


def figures(game: str) -> list:
    """One matplotlib Figure per page (A4 portrait; no pyplot, nothing is shown)."""
    from matplotlib.figure import Figure
    result = []
    for marks in pages(game):
        figure = Figure(figsize=(PAGE_W / 72, PAGE_H / 72), facecolor="white")
        _draw_page(figure, marks, game)
        result.append(figure)
    return result


def write_pdf(game: str, path) -> int:
    """Write the sheet as a PDF of at most two A4 pages; returns the number of pages.

    The PDF is made in memory, then written in one go: a file that cannot be written (a
    full disk) raises the OSError of writing it, not an error of the PDF's compressor.
    """
    from matplotlib import rc_context
    from matplotlib.backends.backend_pdf import PdfPages
    _check(game)
    path = _checked_path(path)
    drawn = figures(game)
    buffer = io.BytesIO()
    with rc_context({"pdf.fonttype": 42, "hatch.linewidth": 0.6}):
        with PdfPages(buffer, metadata={"Title": f"{sheet(game).title}: rules sheet", "Creator": "solitaire",
                                        "CreationDate": None}) as pdf:
            for figure in drawn:
                pdf.savefig(figure)
    with open(path, "wb") as handle:
        handle.write(buffer.getvalue())
    return len(drawn)


def png_paths(path, count: int, game: str = "sheet") -> list[str]:
    """Where :func:`write_png` puts each page: ``sheet.png`` (or ``sheet``) gives ``sheet-1.png``,
    ``sheet-2.png``; an existing folder gives ``GAME-1.png``, ``GAME-2.png`` in it."""
    text_path = _checked_path(path)
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_PAGES:
        raise ValueError(f"count must be a number of pages, 1 to {MAX_PAGES}, not {quoted(count)}")
    if game != "sheet":  # the name of the pages written into a folder
        _check(game)
    if os.path.isdir(text_path):
        text_path = os.path.join(text_path, game)
    stem = text_path[:-4] if text_path.lower().endswith(".png") else text_path
    return [f"{stem}-{number}.png" for number in range(1, count + 1)]


def write_png(game: str, path, dpi: int = 150) -> list[str]:
    """Write one PNG per page (see :func:`png_paths`) at ``dpi`` dots per inch (36 to 600);
    returns their paths. Every argument is checked before anything is drawn."""
    from matplotlib import rc_context
    _check(game)
    dpi = _checked_dpi(dpi)
    png_paths(path, MAX_PAGES, game)
    drawn = figures(game)
    written = png_paths(path, len(drawn), game)
    # Unhinted glyphs keep the widths the lines were measured with (hinting widens small text).
    with rc_context({"hatch.linewidth": 0.6, "text.hinting": "no_hinting"}):
        for figure, target in zip(drawn, written):
            figure.savefig(target, dpi=dpi, format="png")
    return written


def text(game: str) -> str:
    """The sheet as plain text: title, then each section with its entries and readings."""
    content = sheet(game)
    available = available_options(game)
    lines = [f"{content.title} ({content.title_id} «{content.title_key}»)", content.about]
    for section in content.sections:
        cited = f" ({section.id} «{section.key}»)" if section.id else ""
        lines += ["", section.heading.upper() + cited]
        for entry in section.entries:
            keys = " ".join(f"«{key}»" for key in entry.keys)
            lines.append(f"{entry.id}  {keys}  {entry.text}")
            if entry.reading:
                options = "; ".join(f"{setting}: {effect}" + ("" if setting.split("=")[0] in available
                                                              else " (option to come)")
                                    for setting, effect in entry.reading.options)
                lines.append(f"    Our reading: {entry.reading.text}" + (f" Other: {options}." if options else ""))
    return "\n".join(lines)
