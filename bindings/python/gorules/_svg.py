# SPDX-License-Identifier: MIT
"""Boards to look at: the position as SVG (the library's gorules_svg.h).

    >>> game.svg()                           # the SVG document, a str
    >>> game.svg(ownership=game.score())     # with territory and dead stones
    >>> game.svg(markup={"D4": "triangle"}, labels={"Q16": "A"})
    >>> game                                 # Jupyter shows the board

Implements Game.svg() (Game._repr_svg_() uses it). Empty when the library
was built without gorules_svg.h.
"""
from __future__ import annotations

import enum
from typing import Any, Dict, List, Mapping, Optional, Union

from . import core as _c
from . import Game, Vertex

__all__: List[str] = []

if hasattr(_c, "game_svg"):
    __all__ = ["SvgMark"]

    class SvgMark(enum.IntEnum):
        """Markup of a point (SGF CR, SQ, TR, MA)."""
        NONE = _c.SVG_MARK_NONE
        CIRCLE = _c.SVG_MARK_CIRCLE
        SQUARE = _c.SVG_MARK_SQUARE
        TRIANGLE = _c.SVG_MARK_TRIANGLE
        CROSS = _c.SVG_MARK_CROSS

    def _mark(m: Union[str, int]) -> int:
        if isinstance(m, str):
            try:
                return int(SvgMark[m.upper()])
            except KeyError:
                raise ValueError(
                    f"{m!r} is not a mark (circle, square, triangle, "
                    "cross)") from None
        return int(SvgMark(m))

    def _svg(self: Game, *, coordinates: bool = True, last_move: bool = True,
             dead: bool = True, background: bool = True, cell: int = 24,
             ownership: Any = None,
             markup: Optional[Mapping[Vertex, Union[str, int]]] = None,
             labels: Optional[Mapping[Vertex, str]] = None) -> str:
        """The current position as an SVG document (str).

        coordinates, last_move: draw them; dead: draw the stones marked
        dead (Game.mark) faded and crossed; background: the board colour
        (False: transparent); cell: pixels between lines (8..200).
        ownership: a Score (Game.score()), its .map bytes, or rows of
        owners (Game.area_map(), Score.ownership()): owned points get a
        square of the owner's colour, and the score's dead stones are
        drawn dead. markup: {vertex: "circle" |
        "square" | "triangle" | "cross"}; labels: {vertex: text}.
        Raises ValueError for a bad mark or size, OffBoard for a bad
        vertex."""
        flags = ((_c.SVG_COORDINATES if coordinates else 0) |
                 (_c.SVG_LAST_MOVE if last_move else 0) |
                 (_c.SVG_DEAD if dead else 0) |
                 (0 if background else _c.SVG_NO_STYLE))
        area = self.width * self.height
        own = b""
        if ownership is not None:
            own_src = getattr(ownership, "map", ownership)
            if isinstance(own_src, (list, tuple)) and own_src and \
                    isinstance(own_src[0], (list, tuple)):
                own_src = [int(c) for row in own_src for c in row]   # rows
            own = bytes(own_src)
            if len(own) != area:
                raise ValueError(f"ownership has {len(own)} bytes, the "
                                 f"board {area} points")
        marks = b""
        if markup:
            buf = bytearray(area)
            for v, m in markup.items():
                buf[self._xy.point(v)] = _mark(m)
            marks = bytes(buf)
        lab = ""
        if labels:
            lab = "".join(
                f"{self._xy.point(v)} {' '.join(str(t).splitlines())}\n"
                for v, t in labels.items())
        return _c.game_svg(self._g, flags, int(cell), own, marks, lab)

