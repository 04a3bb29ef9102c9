# SPDX-License-Identifier: MIT
"""Scoring, results and handicap (the library's gorules_score.h).

    >>> game.score().result          # "B+1.5", SGF RE form
    >>> game.score().chinese         # "黑胜3/4子"
    >>> game.score(dead=gorules.DeadFrom.MARKS | gorules.DeadFrom.ESTIMATE)

Implements Game.score(), Game.result(), Game.area_map(), Game.judge(),
Game.mark_judged(), Game.place_handicap() (defined on Game) and adds the
module functions. Empty when the library was built without scoring.
"""
from __future__ import annotations

import operator
from typing import Any, Dict, List, NamedTuple, Optional, Sequence, Tuple

from . import core as _c
from . import (Color, End, Game, Life, Point, Rules, Scoring, Vertex,
               _coords, _rules_handle, _size)

__all__: List[str] = []

if hasattr(_c, "game_score"):
    from ._enums import (AreaFlag, ChineseFlag, DeadFrom, JudgeFlag, MapFlag,
                         Outcome, SekiFrom, Territory)
    __all__ = ["Score", "SideScore", "Result", "Outcome", "DeadFrom",
               "OwnershipEstimate", "OWNERSHIP_PLAYOUTS", "OWNERSHIP_FULL",
               "SekiFrom", "Territory", "MapFlag", "AreaFlag", "JudgeFlag", "ChineseFlag",
               "parse_result", "fixed_handicap", "max_fixed_handicap",
               "handicap_bonus", "draw_possible", "nigiri"]


    class SideScore(NamedTuple):
        """One side's part of a count (see gorules_score.h)."""
        stones: int
        territory: int
        seki_eyes: int
        captures: int
        dead: int
        pass_stones: int
        groups: int
        dame_share: float
        tax: float
        komi: float
        handicap_bonus: float
        penalty: float
        total: float

    class Result:
        """A game's result: .outcome, .winner (Color or None), .end, .margin
        (points), .margin_stones, .sgf ("B+7.5", "W+R", "0", "Void") and
        .chinese ("黑胜3/4子", "白中盘胜"). str() is the SGF form."""
        __slots__ = {"_d": "the C library's result fields",
                     "sgf": 'SGF RE form: "B+7.5", "W+R", "0", "Void"',
                     "chinese": 'Chinese statement: "黑胜3/4子", "白中盘胜"'}

        def __init__(self, d: Dict[str, Any], sgf: Optional[str] = None,
                     chinese: Optional[str] = None) -> None:
            self._d = d
            self.sgf: str = sgf if sgf is not None else _c.result_sgf(d)
            self.chinese: str = (chinese if chinese is not None
                                 else _c.result_chinese(d, 0))

        @property
        def outcome(self) -> Outcome:
            """Win, draw, no result or unknown (Outcome)."""
            return Outcome(self._d["outcome"])

        @property
        def winner(self) -> Optional[Color]:
            """The winner, None when there is none."""
            return Color(self._d["winner"]) if self._d["winner"] else None

        @property
        def end(self) -> End:
            """How the game ended (End)."""
            return End(self._d["end"])

        @property
        def counted(self) -> bool:
            """True when the result comes from a count."""
            return bool(self._d["counted"])

        @property
        def scoring(self) -> Scoring:
            """The scoring method of the count (Scoring)."""
            return Scoring(self._d["scoring"])

        @property
        def margin(self) -> float:
            """The winner's lead in points (0 for a draw)."""
            return float(self._d["margin"])

        @property
        def margin_stones(self) -> float:
            """The margin in stones of count (zi; area scoring: margin / 2),
            the Chinese rules' unit."""
            return float(self._d["margin_stones"])

        def chinese_form(self, flags: int = 0) -> str:
            """The Chinese statement with ChineseFlag options."""
            return _c.result_chinese(self._d, operator.index(flags))

        def as_dict(self) -> Dict[str, Any]:
            """The C library's result fields as a dict."""
            return dict(self._d)

        def __str__(self) -> str:
            return self.sgf

        def __repr__(self) -> str:
            return f"<gorules.Result {self.sgf} {self.chinese}>"

        def __eq__(self, other: object) -> bool:
            if isinstance(other, str):
                return self.sgf == other
            if isinstance(other, Result):
                return self._d == other._d
            return NotImplemented

        __hash__ = None  # type: ignore[assignment]

        def __reduce__(self) -> Any:
            return (Result, (self._d, self.sgf, self.chinese))

    class Score:
        """A count of the current position under the game's ruleset.

        .result: the result this count gives, SGF form ("B+1.5");
        .chinese: the same in Chinese ("黑胜3/4子"); .margin (points, > 0
        Black leads), .margin_stones, .winner; .black / .white: SideScore;
        .dame, .points, .base, .black_count, .black_needs (Chinese
        counting); .map: ownership bytes (MapFlag | owner) per point;
        .ownership(): rows of owners; .ownership_array(): numpy.
        .finished: whether the game had ended by passes or agreement; when
        False (a record that stops at its last move, a resignation, a
        position in the middle of the game) the position is counted as it
        stands, the stones still in play judged, not played out."""

        def __init__(self, game: "Game", d: Dict[str, Any], map_: bytes,
                     result: Dict[str, Any], sgf: str, chinese: str) -> None:
            self._d = d
            self._w, self._h = game.size
            self.map: bytes = map_
            self.outcome: Result = Result(result, sgf, chinese)
            self.result: str = sgf
            self.chinese: str = chinese
            self.scoring = Scoring(d["scoring"])
            self.black = SideScore(**d["black"])
            self.white = SideScore(**d["white"])
            self.dame: int = d["dame"]
            self.points: int = d["points"]
            self.margin: float = d["margin"]
            self.margin_stones: float = d["margin_stones"]
            self.base: float = d["base"]
            self.black_count: float = d["black_count"]
            self.black_needs: float = d["black_needs"]
            self.handicap: int = d["handicap"]
            self.winner: Optional[Color] = (Color(d["winner"])
                                            if d["winner"] else None)
            self.finished: bool = _c.game_end_reason(game._g) in (
                _c.END_PASSES, _c.END_AGREEMENT)

        def ownership(self) -> List[List[Color]]:
            """Rows (top to bottom) of the owner of each point."""
            w = self._w
            cols = (Color.EMPTY, Color.BLACK, Color.WHITE, Color.EMPTY)
            return [[cols[v & 3] for v in self.map[y * w:(y + 1) * w]]
                    for y in range(self._h)]

        def ownership_array(self) -> Any:
            """Owners as a numpy uint8 array (height, width): 0, 1, 2.
            Without numpy: a list of rows, with one warning."""
            from . import _byte_array
            return _byte_array(bytes(v & 3 for v in self.map), self._w,
                               self._h)

        def as_dict(self) -> Dict[str, Any]:
            """The C library's score fields as a dict."""
            return dict(self._d)

        def __repr__(self) -> str:
            return (f"<gorules.Score {self.result} ({self.chinese}): "
                    f"B {self.black.total} W {self.white.total}"
                    f"{'' if self.finished else ', unfinished position'}>")

    #: Playouts Game.ownership_estimate() runs by default.
    OWNERSHIP_PLAYOUTS: int = _c.OWNERSHIP_PLAYOUTS
    #: The ownership value of a point Black owns in every playout or with
    #: certainty (White: the negative).
    OWNERSHIP_FULL: int = _c.OWNERSHIP_FULL

    class OwnershipEstimate:
        """An ownership and score ESTIMATE of any position (random playouts
        that answer ataris and read ladders, plus the certain pass-alive
        areas), not a count.

        .values: one int per point, row by row from the top, -100 (White's
        in every playout, or certainly) .. 100 (Black's); .rows(): the same
        as rows; .array(): numpy float array (height, width) in -1 .. 1;
        .owned_margin: the result the map shows (black_owned - white_owned
        - komi); .margin: the playouts' average (black_area - white_area -
        komi); > 0 Black ahead. .black_wins: share of playouts Black won;
        .certain: points owned with certainty; .playouts, .komi."""

        def __init__(self, game: "Game", d: Dict[str, Any],
                     map_: bytes) -> None:
            self._d = d
            self._w, self._h = game.size
            self.values: List[int] = [v - 256 if v > 127 else v
                                      for v in map_]
            self.playouts: int = d["playouts"]
            self.certain: int = d["certain"]
            self.black_owned: int = d["black_owned"]
            self.white_owned: int = d["white_owned"]
            self.black_area: float = d["black_area"]
            self.white_area: float = d["white_area"]
            self.komi: float = d["komi"]
            self.margin: float = d["margin"]
            self.owned_margin: float = d["owned_margin"]
            self.black_wins: float = d["black_wins"]

        def rows(self) -> List[List[int]]:
            """The values as rows, top to bottom."""
            w = self._w
            return [self.values[y * w:(y + 1) * w] for y in range(self._h)]

        def at(self, vertex: Vertex) -> int:
            """The value of one point (-100 .. 100)."""
            return self.values[_coords(self._w, self._h).point(vertex)]

        def array(self) -> Any:
            """The values / 100 as a numpy float array (height, width).
            Without numpy: rows of floats, with one warning."""
            try:
                import numpy
            except ImportError:
                from . import _byte_array
                _byte_array(b"", 0, 0)  # the one warning
                return [[v / 100 for v in r] for r in self.rows()]
            return (numpy.array(self.values, dtype=numpy.float64)
                    .reshape(self._h, self._w) / 100)

        def as_dict(self) -> Dict[str, Any]:
            """The C library's estimate fields as a dict."""
            return dict(self._d)

        def __repr__(self) -> str:
            m = self.owned_margin
            text = "0" if m == 0 else f"{'B' if m > 0 else 'W'}+{abs(m):g}"
            return (f"<gorules.OwnershipEstimate {text} (estimate, "
                    f"{self.playouts} playouts)>")

    def _ownership_estimate(self: Game, playouts: int = 0,
                            seed: int = 0) -> OwnershipEstimate:
        """Game.ownership_estimate's body (documented there)."""
        seed = operator.index(seed)
        if not 0 <= seed < 1 << 64:
            raise ValueError("seed: 0 .. 2**64 - 1")
        if seed >= 1 << 63:
            seed -= 1 << 64
        d, map_ = _c.game_ownership_estimate(self._g,
                                             operator.index(playouts), seed)
        return OwnershipEstimate(self, d, map_)

    def _flags(dead: int, seki: int, estimate: bool) -> Tuple[int, int]:
        if estimate:
            dead |= _c.DEAD_ESTIMATE
            seki |= _c.SEKI_ESTIMATE
        return operator.index(dead), operator.index(seki)

    def _score(self: Game, *, dead: int = DeadFrom.MARKS,
               seki: int = SekiFrom.MARKS, estimate: bool = False,
               territory: int = 0, penalties: Tuple[int, int] = (0, 0),
               chinese: int = 0) -> Score:
        """Game.score's body (documented there)."""
        d, s = _flags(dead, seki, estimate)
        score, map_, result, sgf, cn = _c.game_score(
            self._g, d, s, operator.index(territory),
            operator.index(penalties[0]), operator.index(penalties[1]),
            operator.index(chinese))
        return Score(self, score, map_, result, sgf, cn)

    def _result(self: Game, *, dead: int = DeadFrom.MARKS,
                seki: int = SekiFrom.MARKS, estimate: bool = False,
                territory: int = 0, penalties: Tuple[int, int] = (0, 0),
                chinese: int = 0) -> Result:
        """The game's result: resignation, time, forfeit, no result, or by
        counting (as score()) when it ended by passes or agreement or is not
        over."""
        d, s = _flags(dead, seki, estimate)
        r, sgf, cn = _c.game_result(
            self._g, d, s, operator.index(territory),
            operator.index(penalties[0]), operator.index(penalties[1]),
            operator.index(chinese))
        return Result(r, sgf, cn)

    def _area_map(self: Game, flags: int = AreaFlag.SCORING) -> List[List[Color]]:
        """Owner of each point by pass-alive analysis (Benson), rows top to
        bottom; flags (AreaFlag) add less certain ownership."""
        b = _c.game_area_map(self._g, operator.index(flags))
        w = self.width
        return [[Color(v) for v in b[y * w:(y + 1) * w]]
                for y in range(self.height)]

    def _judge(self: Game, estimate: bool = False) -> bytes:
        """Life-and-death judgement bytes per point: a Life in the low two
        bits, JudgeFlag.CERTAIN (proven) or JudgeFlag.GUESS."""
        if estimate:
            return _c.game_judge_estimate(self._g)
        return _c.game_judge_certain(self._g)

    def _mark_judged(self: Game, judgement: bytes,
                     which: int = JudgeFlag.CERTAIN) -> int:
        """Mark the stones a judgement (judge()) finds dead or in seki with
        one of the `which` flags; returns how many were newly marked."""
        return _c.game_mark_judged(self._g, memoryview(judgement).tobytes(),
                                   operator.index(which))

    def _place_handicap(self: Game, stones: int, *,
                        no_komi: bool = False) -> None:
        """Fixed handicap stones on an empty board (White to move after);
        stones=1: taking Black without komi; no_komi: komi 0."""
        _c.game_place_handicap(self._g, operator.index(stones),
                               _c.HANDICAP_NO_KOMI if no_komi else 0)

    def _place_free_handicap(self: Game, points: Sequence[Vertex], *,
                             no_komi: bool = False) -> None:
        """Handicap stones on freely chosen points (the ruleset must allow
        free placement)."""
        pts = [self._xy.point(v) for v in points]
        _c.game_place_free_handicap(self._g, pts,
                                    _c.HANDICAP_NO_KOMI if no_komi else 0)


    def parse_result(text: str) -> Result:
        """Parse an SGF RE value ("B+7.5", "W+Resign", "Jigo", "Void", ...);
        ParseError if nothing is recognised."""
        return Result(_c.result_parse_sgf(text))

    def fixed_handicap(size: Any, stones: int) -> List[Point]:
        """The fixed handicap points (GTP order) for a board size."""
        w, h = _size(size)
        points = _c.handicap_fixed_points(w, h, operator.index(stones))
        return [(p % w, p // w) for p in points]

    def max_fixed_handicap(size: Any) -> int:
        """The most fixed handicap stones the board size has points for."""
        return _c.handicap_max_fixed(*_size(size))

    def handicap_bonus(rules: Any, handicap: int) -> float:
        """Points White receives for `handicap` stones under rules."""
        return _c.handicap_bonus(_rules_handle(rules),
                                 operator.index(handicap))

    def draw_possible(rules: Any, handicap: int = 0) -> bool:
        """Whether a game under rules with this handicap can end in a draw:
        exactly when komi plus the handicap bonus is a whole number."""
        return bool(_c.rules_draw_possible(_rules_handle(rules),
                                           operator.index(handicap)))

    def nigiri(hidden: int, shown: int, first: Any = Color.BLACK) -> Color:
        """Nigiri: `hidden` stones hidden, `shown` = 1 (odd) or 2 (even)
        guessed; returns the guesser's colour."""
        return Color(_c.nigiri(operator.index(hidden), operator.index(shown),
                                Color.of(first)))
