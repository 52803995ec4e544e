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
from .checks import GAMES
from .page import SheetTooLong
from .rules_sheet import figures, pages, png_paths, sheet, text, write_pdf, write_png

__all__ = ["GAMES", "sheet", "pages", "figures", "write_pdf", "write_png", "png_paths", "text",
           "SheetTooLong"]
