"""Pages of marks drawn on matplotlib figures and written as a PDF or PNG files.

Shared by the rules sheet, the learner card and the answer key: the layout modules give
marks (:mod:`solitaire.sheets.page`), this module only puts them on paper, black on white.
"""
from __future__ import annotations

import io

from .page import PAGE_H, PAGE_W, BoxMark, DiagramMark, TextMark, font

__all__ = ["draw_page", "page_figures", "pdf_bytes", "write_pdf_file", "save_pngs", "png_bytes"]


def _at(x: float, y: float) -> tuple[float, float]:
    return x / PAGE_W, 1 - y / PAGE_H


def _draw_box(figure, mark: BoxMark) -> None:
    from matplotlib.lines import Line2D
    from matplotlib.patches import Rectangle
    if mark.h == 0:  # a rule line
        (x0, y), (x1, _) = _at(mark.x, mark.y), _at(mark.x + mark.w, mark.y)
        figure.add_artist(Line2D([x0, x1], [y, y], color=str(mark.edge), linewidth=mark.line,
                                 transform=figure.transFigure))
        return
    x0, y1 = _at(mark.x, mark.y + mark.h)
    figure.add_artist(Rectangle((x0, y1), mark.w / PAGE_W, mark.h / PAGE_H, transform=figure.transFigure,
                                facecolor="none" if mark.fill is None else str(mark.fill),
                                edgecolor="none" if mark.edge is None else str(mark.edge),
                                linewidth=mark.line, zorder=0))


def draw_page(figure, marks, game: str | None = None) -> None:
    """Put ``marks`` on ``figure`` (an A4 page); a DiagramMark draws ``game``'s board diagram."""
    for mark in marks:
        if isinstance(mark, TextMark):
            figure.text(*_at(mark.x, mark.y), mark.text, fontproperties=font(mark.style), va="baseline",
                        ha="left", color="black")
        elif isinstance(mark, BoxMark):
            _draw_box(figure, mark)
        elif isinstance(mark, DiagramMark):
            from .diagram import draw_diagram
            x0, y1 = _at(mark.x, mark.y + mark.h)
            draw_diagram(figure.add_axes((x0, y1, mark.w / PAGE_W, mark.h / PAGE_H)), game, mark.text_scale)


def page_figures(pages, game: str | None = None) -> list:
    """One A4 portrait Figure per list of marks (no pyplot: nothing is shown)."""
    from matplotlib.figure import Figure
    result = []
    for marks in pages:
        figure = Figure(figsize=(PAGE_W / 72, PAGE_H / 72), facecolor="white")
        draw_page(figure, marks, game)
        result.append(figure)
    return result


def pdf_bytes(figures, title: str) -> bytes:
    """The figures as one PDF, made in memory (so that a file that cannot be written fails
    with the OSError of writing it, not an error of the compressor); fonts embedded as
    TrueType, so the text can be searched and copied."""
    from matplotlib import rc_context
    from matplotlib.backends.backend_pdf import PdfPages
    buffer = io.BytesIO()
    with rc_context({"pdf.fonttype": 42, "hatch.linewidth": 0.6}):
        with PdfPages(buffer, metadata={"Title": title, "Creator": "solitaire", "CreationDate": None}) as pdf:
            for figure in figures:
                pdf.savefig(figure)
    return buffer.getvalue()


def write_pdf_file(figures, path: str, title: str) -> int:
    """Write the figures as a PDF to ``path`` in one go; returns the number of pages."""
    data = pdf_bytes(figures, title)
    with open(path, "wb") as handle:
        handle.write(data)
    return len(figures)


#: Unhinted glyphs keep the widths the lines were measured with: hinting widens small text, and at a screen's
#: dpi a line's last word then runs into the sentence numbers after it.
_PNG_STYLE = {"hatch.linewidth": 0.6, "text.hinting": "no_hinting"}


def save_pngs(figures, paths, dpi: float) -> list[str]:
    """Save each figure to its path as a PNG at ``dpi``; returns the paths."""
    from matplotlib import rc_context
    with rc_context(_PNG_STYLE):
        for figure, target in zip(figures, paths):
            figure.savefig(target, dpi=dpi, format="png")
    return list(paths)


def png_bytes(figure, dpi: float) -> bytes:
    """One figure as PNG bytes at ``dpi``, drawn as :func:`save_pngs` draws it (for a notebook to show)."""
    from matplotlib import rc_context
    buffer = io.BytesIO()
    with rc_context(_PNG_STYLE):
        figure.savefig(buffer, dpi=dpi, format="png")
    return buffer.getvalue()
