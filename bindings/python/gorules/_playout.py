# SPDX-License-Identifier: MIT
"""Light random playouts from a game's position (the library's
gorules_playout.h).

    >>> po = gorules.Playout(game)          # copies the board, no history
    >>> state = 1
    >>> wins = 0
    >>> for _ in range(1000):
    ...     po.restart()                     # back to the copied position
    ...     state = po.run(state)
    ...     wins += po.area_difference() > game.komi

Each move is uniformly random among the legal moves that do not fill one
of the mover's own one-point eyes, a pass when there is none (as
Game.play_random). Inside a playout only simple ko holds, whatever the
game's ko rule; the game's suicide rule holds; two passes in a row end it.
Empty when the library was built without gorules_playout.h.
"""
from __future__ import annotations

import operator
from typing import List, Optional, Tuple

from . import core as _c
from . import Color, Game, OffBoard, Point, Vertex, _expect

__all__: List[str] = []


def _signed64(state: int) -> int:
    return (int(state) + 2**63) % 2**64 - 2**63


if hasattr(_c, "playout_new"):
    __all__ = ["Playout"]

    class Playout:
        """A copy of a game's position (board, player to move, ko point,
        whether the last move was a pass) and the random playout running
        from it. Playout(game); restart() goes back to that position,
        reset(game) copies another position of a game of the same size.
        The game is not referenced afterwards."""
        __slots__ = ("_p", "_w", "_h", "_xy")

        def __init__(self, game: Game) -> None:
            self._p = _c.playout_new(_expect(game, Game, "the game")._g)
            self._w, self._h, self._xy = game._w, game._h, game._xy

        def reset(self, game: Game) -> None:
            """Copy the game's current position (the new start); the game
            must have this object's board size (InvalidArgument) and must
            not be over (Error GAMEOVER)."""
            _c.playout_reset(self._p, _expect(game, Game, "the game")._g)

        def restart(self) -> None:
            """Back to the start position: one copy of the board."""
            _c.playout_restart(self._p)

        @property
        def width(self) -> int:
            """Board width (columns)."""
            return self._w

        @property
        def height(self) -> int:
            """Board height (rows)."""
            return self._h

        def play_random(self, state: int) -> Tuple[Optional[Point], int]:
            """Play one random move for the player to move; state is the
            generator's state (any int). Returns the point played (None
            for a pass) and the next state:
                point, state = playout.play_random(state)"""
            nxt, p = _c.playout_play_random(self._p, _signed64(state))
            return (None if p < 0 else (p % self._w, p // self._w)), nxt

        def run(self, state: int, max_moves: int = 0) -> int:
            """Play random moves until two passes in a row or max_moves
            moves (0: three times the number of points); returns the next
            generator state. Raises Error (GAMEOVER) when it was already
            over."""
            return _c.playout_run(self._p, _signed64(state),
                                  operator.index(max_moves))

        def play(self, vertex: Vertex) -> None:
            """Play a given move for the player to move (a search's moves
            before its playout) under the playout's rules; raises
            IllegalMove (EOCCUPIED, EKO, ESUICIDE, ...)."""
            _c.playout_play(self._p, self._xy.point(vertex))

        @property
        def over(self) -> bool:
            """True after two passes in a row."""
            return bool(_c.playout_over(self._p))

        @property
        def to_move(self) -> Color:
            """The player to move."""
            return Color(_c.playout_to_move(self._p))

        @property
        def move_count(self) -> int:
            """Moves played since the start position, passes included."""
            return _c.playout_move_count(self._p)

        @property
        def ko_point(self) -> Optional[Point]:
            """Where the player to move may not retake a ko now, or None."""
            p = _c.playout_ko_point(self._p)
            return None if p < 0 else self._xy.xy(p)

        def __getitem__(self, vertex: Vertex) -> Color:
            """playout["D4"], playout[3, 15]: the colour there."""
            p = self._xy.point(vertex)
            if p < 0:
                raise OffBoard(_c.EOFFBOARD, "a pass is not a point")
            return Color(_c.playout_at(self._p, p))

        def board_bytes(self) -> bytes:
            """Colour codes (0, 1, 2) of every point, index row * width +
            col."""
            return _c.playout_board(self._p)

        def area_difference(self) -> int:
            """Tromp-Taylor area, Black minus White, as the board stands
            (no komi, every stone alive)."""
            return _c.playout_area_difference(self._p)

        def ownership(self) -> bytes:
            """Each point's owner by Tromp-Taylor area as the board stands
            (0 nobody, 1 Black, 2 White), index row * width + col; add
            them up over many playouts."""
            return _c.playout_ownership(self._p)
