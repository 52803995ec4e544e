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

from .compose import plan
from .content import Sheet
from .page import PAGE_H, PAGE_W, BoxMark, DiagramMark, SheetTooLong, TextMark, font

__all__ = ["GAMES", "sheet", "pages", "figures", "write_pdf", "write_png", "png_paths", "text",
           "SheetTooLong"]

GAMES = ("maids", "spider")
MAX_PAGES = 2


def _check(game: str) -> str:
    if game not in GAMES:
        raise ValueError(f"no rules sheet for {game!r}: the games are 'maids' and 'spider'")
    return game


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
    """Write the sheet as a PDF of at most two A4 pages; returns the number of pages."""
    from matplotlib import rc_context
    from matplotlib.backends.backend_pdf import PdfPages
    drawn = figures(game)
    with rc_context({"pdf.fonttype": 42, "hatch.linewidth": 0.6}):
        with PdfPages(path, metadata={"Title": f"{sheet(game).title}: rules sheet", "Creator": "solitaire",
                                      "CreationDate": None}) as pdf:
            for figure in drawn:
                pdf.savefig(figure)
    return len(drawn)


def png_paths(path, count: int, game: str = "sheet") -> list[str]:
    """Where :func:`write_png` puts each page: ``sheet.png`` (or ``sheet``) gives ``sheet-1.png``,
    ``sheet-2.png``; an existing folder gives ``GAME-1.png``, ``GAME-2.png`` in it."""
    import os
    text_path = str(path)
    if os.path.isdir(text_path):
        text_path = os.path.join(text_path, game)
    stem = text_path[:-4] if text_path.lower().endswith(".png") else text_path
    return [f"{stem}-{number}.png" for number in range(1, count + 1)]


def write_png(game: str, path, dpi: int = 150) -> list[str]:
    """Write one PNG per page (see :func:`png_paths`); returns their paths."""
    from matplotlib import rc_context
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
