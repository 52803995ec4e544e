"""The marks drawn over a position: outlines, arrows and tags, each kind with its own meaning.

Kinds, each its own colour (``ink.HIGHLIGHT_COLOURS``) and look, so that no two collide:

============  ==========================================  =====================
kind          keyword                                     look
============  ==========================================  =====================
last move     ``last_move`` (and what it did: deal, ...)  solid arrow, outlines
refill        (part of the last move)                     thin dashed arrow
picked up     ``selected``                                thick outline
can go to     ``highlight``                               dashed outline
hint          ``hint``                                    dotted arrow, "hint"
played next   ``next_move`` (the "before" of before_after)  the hint's look, "next"
good move     ``good_move``                               arrow, "good"
losing move   ``losing_move``                             arrow, "loses"
============  ==========================================  =====================

Arrows are filled outlines in layout units (they scale with the picture), drawn under
the text so that no label, count or index is hidden, and bent round the body of the
spider when a straight path would cross its base cards.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from matplotlib.path import Path

from ..languages import N_

__all__ = ["Marks", "arrow_path", "KIND_WORDS", "TAGS", "COLOUR_OF"]

#: The words of each kind, in the legend (translated where shown).
KIND_WORDS = {"last_move": N_("last move"), "refill": N_("refill"), "woke": N_("woke"), "selected": N_("picked up"),
              "highlight": N_("can go to"), "hint": N_("hint"), "next": N_("played next"), "good": N_("good move"),
              "losing": N_("losing move")}
#: The tag a kind writes on its target (translated where shown).
TAGS = {"hint": N_("hint"), "next": N_("next"), "good": N_("good"), "losing": N_("loses")}
#: The palette colour of each kind: the move played next shares the hint's (it is never
#: drawn with a hint), every other kind has its own.
COLOUR_OF = {"next": "hint"}


@dataclass
class Marks:
    """What the decorations add to a picture, ready for the collections."""

    outlines: list = field(default_factory=list)  # (place or (x, y, angle), colour, width, dashes)
    arrows: list = field(default_factory=list)    # (path, colour, alpha)
    tags: list = field(default_factory=list)      # (place, text, colour)
    kinds: list = field(default_factory=list)     # the kinds shown, for the legend

    def use(self, kind: str) -> None:
        if kind not in self.kinds:
            self.kinds.append(kind)


def _bezier(p0, c, p2, t):
    t = t[:, None]
    return (1 - t) ** 2 * p0 + 2 * (1 - t) * t * c + t ** 2 * p2


def control_point(start, end, rad: float) -> np.ndarray:
    """The control point of a quadratic arc from ``start`` to ``end`` bent by ``rad`` (of its length)."""
    (x1, y1), (x2, y2) = start, end
    return np.array([(x1 + x2) / 2 - rad * (y2 - y1), (y1 + y2) / 2 + rad * (x2 - x1)])


def curve_points(start, end, rad: float, count: int = 33) -> np.ndarray:
    return _bezier(np.asarray(start, float), control_point(start, end, rad), np.asarray(end, float),
                   np.linspace(0.0, 1.0, count))


def arrow_path(start, end, rad: float, width: float, head: float, dash: tuple | None = None) -> Path:
    """A filled arrow along a quadratic arc: its shaft ``width`` wide (dashed: ``(on, off)``), a ``head``-long tip."""
    points = curve_points(start, end, rad, 41)
    steps = np.linalg.norm(np.diff(points, axis=0), axis=1)
    along = np.concatenate([[0.0], np.cumsum(steps)])
    length = along[-1]
    if length < 1e-6:
        return Path(np.zeros((1, 2)), [Path.MOVETO])
    head = min(head, length * 0.6)
    shaft_end = length - head * 0.85
    tangent = np.gradient(points, axis=0)
    tangent /= np.maximum(np.linalg.norm(tangent, axis=1), 1e-9)[:, None]
    normal = np.stack([-tangent[:, 1], tangent[:, 0]], axis=1)
    pieces = []
    spans = [(0.0, shaft_end)] if not dash else [
        (a, min(a + dash[0], shaft_end)) for a in np.arange(0.0, shaft_end, dash[0] + dash[1])]
    for a, b in spans:
        keep = np.concatenate([[a], along[(along > a) & (along < b)], [b]])
        middle = np.stack([np.interp(keep, along, points[:, k]) for k in (0, 1)], axis=1)
        side = np.stack([np.interp(keep, along, normal[:, k]) for k in (0, 1)], axis=1) * width / 2
        pieces.append(np.concatenate([middle + side, (middle - side)[::-1]]))
    base = np.array([np.interp(length - head, along, points[:, k]) for k in (0, 1)])
    direction = np.asarray(end, float) - base
    direction /= max(np.linalg.norm(direction), 1e-9)
    across = np.array([-direction[1], direction[0]]) * head * 0.55
    pieces.append(np.array([base + across, np.asarray(end, float), base - across]))
    vertices, codes = [], []
    for polygon in pieces:
        vertices += list(polygon) + [polygon[0]]
        codes += [Path.MOVETO] + [Path.LINETO] * (len(polygon) - 1) + [Path.CLOSEPOLY]
    return Path(np.array(vertices, float), codes)


def crosses(points: np.ndarray, box: tuple) -> bool:
    """Whether any of ``points`` falls inside ``box`` ``(x0, y0, x1, y1)``."""
    x0, y0, x1, y1 = box
    inside = (points[:, 0] > x0) & (points[:, 0] < x1) & (points[:, 1] > y0) & (points[:, 1] < y1)
    return bool(inside.any())


def route(start, end, centre, avoid: tuple = ()) -> float:
    """The bend of an arrow: away from the middle of the picture, and round any box in ``avoid``."""
    (x1, y1), (x2, y2) = start, end
    mx, my, dx, dy = (x1 + x2) / 2, (y1 + y2) / 2, x2 - x1, y2 - y1
    outward = (-dy) * (mx - centre[0]) + dx * (my - centre[1])
    sign = 1.0 if outward >= 0 else -1.0
    for size in (0.2, 0.35, 0.5, 0.7, 0.9):
        for bend in (sign * size, -sign * size):
            points = curve_points(start, end, bend)[3:-3]
            if not any(crosses(points, box) for box in avoid):
                return bend
    return sign * 0.2
