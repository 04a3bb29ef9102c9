# SPDX-License-Identifier: MIT
"""Boards to look at: the position as SVG (the library's gorules_svg.h).

    >>> game.svg()                           # the SVG document, a str
    >>> game.svg(ownership=game.score())     # with territory and dead stones
    >>> game.svg(ownership=game.ownership_estimate(64, seed=1))
    >>> game.svg(markup={"D4": "triangle"}, labels={"Q16": "A"})
    >>> game                                 # Jupyter shows the board

Implements Game.svg() (Game._repr_svg_() uses it). Empty when the library
was built without gorules_svg.h.
"""
from __future__ import annotations

import operator
from typing import Any, Dict, List, Mapping, Optional, Union

from . import core as _c
from . import Game, Vertex, _expect

__all__: List[str] = []

if hasattr(_c, "game_svg"):
    from ._enums import SvgMark
    from ._enum_methods import member_of
    __all__ = ["SvgMark"]


    def _mark(m: Union[str, int]) -> int:
        return int(member_of(SvgMark, m, "mark"))

    def _flat(src: Any) -> List[Any]:
        """A map's values in reading order: flat, rows, numpy arrays."""
        if hasattr(src, "tolist"):                          # numpy
            src = src.tolist()
        if isinstance(src, (bytes, bytearray, memoryview)):
            return list(bytes(src))
        values = list(src)
        if values and isinstance(values[0], (list, tuple)):   # rows
            values = [v for row in values for v in row]
        return values

    def _owner_bytes(game: Game, ownership: Any) -> bytes:
        """The C library's ownership bytes for any accepted map."""
        area = game.width * game.height
        values: List[Any]
        if hasattr(ownership, "map"):                       # a Score
            values = list(bytes(ownership.map))
        elif hasattr(ownership, "values") and \
                hasattr(ownership, "owned_margin"):         # an estimate
            values = list(ownership.values)
        else:
            try:
                values = _flat(ownership)
            except TypeError:
                raise TypeError(
                    "ownership: a Score, an OwnershipEstimate or a map of "
                    f"the board's {area} points, not "
                    f"{type(ownership).__name__}") from None
        if len(values) != area:
            raise ValueError(f"ownership has {len(values)} values, the "
                             f"board {area} points")
        raw = isinstance(ownership, (bytes, bytearray, memoryview)) or \
            hasattr(ownership, "map")
        try:
            # Floats are fractions (an estimate's array() holds only
            # 0.0 and 1.0 when Black owns every point it sees): signed.
            signed = isinstance(getattr(ownership, "owned_margin", None),
                                (int, float)) or (not raw and any(
                                    isinstance(v, float) or
                                    v not in (0, 1, 2) for v in values))
        except TypeError:
            raise TypeError("ownership: the values must be numbers") from None
        if not signed:
            return bytes(int(v) for v in values)
        try:
            numbers = [float(v) for v in values]
        except (TypeError, ValueError):
            raise TypeError("ownership: the values must be numbers") from None
        out = bytearray(area)
        board = game.board_bytes()
        for p, v in enumerate(numbers):
            owner = _c.BLACK if v > 0 else _c.WHITE if v < 0 else _c.EMPTY
            stone = board[p]
            dead = owner != _c.EMPTY and stone not in (_c.EMPTY, owner)
            out[p] = owner | (_c.MAP_DEAD if dead else 0)
        return bytes(out)

    def _svg(self: Game, *, coordinates: bool = True, last_move: bool = True,
             dead: bool = True, background: bool = True, cell: int = 24,
             ownership: Any = None,
             markup: Optional[Mapping[Vertex, Union[str, int]]] = None,
             labels: Optional[Mapping[Vertex, str]] = None) -> str:
        """The current position as an SVG document (str).

        coordinates, last_move: draw them; dead: draw the stones marked
        dead (Game.mark) faded and crossed; background: the board colour
        (False: transparent); cell: pixels between lines (8..200).
        ownership: a Score (Game.score()), its .map bytes, rows of
        owners (Game.area_map(), Score.ownership()), an OwnershipEstimate
        (Game.ownership_estimate()) or any map of the board's size, flat
        or in rows (a list, a numpy array): owners (0 nobody, 1 Black, 2
        White; bytes may carry the score's flags) or, when any value is
        a float or not 0, 1 or 2, signed values (> 0 Black's, < 0
        White's: estimate values, a signMap, OwnershipEstimate.array()).
        Owned
        points get a square of the owner's colour; the score's dead
        stones, and with a signed map the stones on the opponent's
        points, are drawn dead. markup: {vertex: "circle" |
        "square" | "triangle" | "cross"}; labels: {vertex: text}.
        Raises ValueError for a bad mark or size, OffBoard for a bad
        vertex."""
        flags = ((_c.SVG_COORDINATES if coordinates else 0) |
                 (_c.SVG_LAST_MOVE if last_move else 0) |
                 (_c.SVG_DEAD if dead else 0) |
                 (0 if background else _c.SVG_NO_STYLE))
        area = self.width * self.height
        own = b"" if ownership is None else _owner_bytes(self, ownership)
        marks = b""
        if markup:
            buf = bytearray(area)
            for v, m in _expect(markup, Mapping, "markup").items():
                buf[self._xy.point(v)] = _mark(m)
            marks = bytes(buf)
        lab = ""
        if labels:
            lab = "".join(
                f"{self._xy.point(v)} {' '.join(str(t).splitlines())}\n"
                for v, t in _expect(labels, Mapping, "labels").items())
        return _c.game_svg(self._g, flags, operator.index(cell), own, marks,
                           lab)

