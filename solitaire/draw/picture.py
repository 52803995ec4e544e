"""The picture's plumbing: which game a state belongs to, a figure without pyplot, quick PNG bytes."""
from __future__ import annotations

import base64
import html
import struct
import zlib

import numpy as np

from .ink import palette

__all__ = ["subject", "new_figure", "encode_png", "picture_bundle", "pictures_bundle"]


def _game_class_of(state):
    """The game class a state belongs to, from the module that defines its type."""
    module = type(state).__module__
    if ".spider" in module:
        from ..spider.game import Spider
        return Spider
    if ".maids" in module:
        from ..maids.game import Maids
        return Maids
    raise TypeError(f"cannot tell which game a {type(state).__name__} belongs to: "
                    "pass the game class too, as draw(state, Spider)")


def subject(game_or_state, game_class=None):
    """``(game class, state, game or None)`` from a game, or from a state (and its class)."""
    from ..engine import Game
    if isinstance(game_or_state, Game):
        return type(game_or_state), game_or_state.state, game_or_state
    if isinstance(game_or_state, type) and issubclass(game_or_state, Game):
        raise TypeError("draw a game or a state, not a game class")
    return game_class or _game_class_of(game_or_state), game_or_state, None


def new_figure(width: float, height: float, dpi: float, theme: str = "default"):
    """A figure (Agg canvas, no pyplot) ``width`` x ``height`` layout units, one Axes filling it."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    figure = Figure(figsize=(width / 100, height / 100), dpi=dpi, facecolor=palette(False, theme).felt)
    canvas = FigureCanvasAgg(figure)
    figure.add_axes((0, 0, 1, 1))
    return figure, canvas


def encode_png(rgba: np.ndarray, level: int = 1) -> bytes:
    """PNG bytes of an RGBA pixel array (rows top first), written with zlib directly.

    Level 1 (the default) is several times quicker than matplotlib's ``print_png`` for
    a picture of flat colours; a higher level gives a smaller file (and drops alpha).

    >>> encode_png(np.zeros((2, 3, 4), np.uint8))[:8]
    b'\\x89PNG\\r\\n\\x1a\\n'
    """
    height, width, _ = rgba.shape
    pixels = rgba if level < 6 else rgba[:, :, :3]
    channels = pixels.shape[2]
    raw = np.empty((height, 1 + width * channels), np.uint8)
    raw[:, 0] = 0  # no filter on any row
    raw[:, 1:] = pixels.reshape(height, -1)

    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 6 if channels == 4 else 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw.data, level)) + chunk(b"IEND", b""))



def picture_bundle(png: bytes, alt: str, max_height: str = "") -> tuple[dict, dict]:
    """A picture as a notebook shows it, with its text alternative: ``(data, metadata)``.

    JupyterLab, Notebook 7 and Voila show the HTML ``<img>`` (the one form whose ``alt`` they
    keep, for a screen reader); a viewer without HTML shows the PNG, whose metadata carries
    the same ``alt`` for nbconvert. Both hold the same bytes. ``max_height`` (a CSS length) keeps
    the picture no taller, its width following.

    >>> data, metadata = picture_bundle(b"\\x89PNG", 'a "board"')
    >>> data["text/html"]
    '<img src="data:image/png;base64,iVBORw==" alt="a &quot;board&quot;" style="max-width:100%">'
    """
    encoded = base64.b64encode(png).decode("ascii")
    fit = f";max-height:{max_height};width:auto;height:auto" if max_height else ""
    tag = f'<img src="data:image/png;base64,{encoded}" alt="{html.escape(alt, quote=True)}" style="max-width:100%{fit}">'
    return {"image/png": encoded, "text/html": tag}, {"image/png": {"alt": alt}}


def pictures_bundle(png: bytes, alt: str, panels: list, min_width: int) -> tuple[dict, dict]:
    """Several boards as a notebook shows them: side by side where the page is wide enough for
    each to be ``min_width`` pixels, else one under the other (CSS flex wrapping), never shrunk.

    ``panels``: ``(png, alt, width)`` of each board, shown at most ``width`` pixels wide, its own
    ``alt`` for a screen reader; ``png`` and ``alt``: the whole figure, for a viewer without HTML.
    A board as wide as two (Spider on a projector) takes a row of its own.
    """
    data, metadata = picture_bundle(png, alt)
    images = []
    for picture, words, width in panels:
        encoded = base64.b64encode(picture).decode("ascii")
        basis = "100%" if width > 2 * min_width else "0"
        images.append(f'<img src="data:image/png;base64,{encoded}" alt="{html.escape(words, quote=True)}" '
                      f'style="flex:1 1 {basis};min-width:min(100%,{min_width}px);max-width:{width}px;height:auto">')
    data["text/html"] = ('<div style="display:flex;flex-wrap:wrap;gap:20px;align-items:flex-start">'
                         + "".join(images) + "</div>")
    return data, metadata
