# SPDX-License-Identifier: MIT
"""The referee of a competition game (the library's gorules_referee.h).

    >>> ref = gorules.Referee(9)                  # Chinese Weiqi Rules (2002)
    >>> ref.play("black", "E5")
    <DecisionKind.NONE: 0>
    >>> ref.play("white", "E5")                   # an occupied point
    <DecisionKind.FORBIDDEN: 1>
    >>> ref.decisions()[-1].text
    'White played on an occupied point: the move is void and White loses the turn (Chinese Weiqi Rules (2002), art. 19)'

Instead of refusing an illegal action the referee applies the competition
rule and records a decision; the names and the semantics are those of the
C calls (gor_referee_play -> Referee.play, ...), docs/referee.md lists
each penalty and the article it follows.
"""
from __future__ import annotations

from typing import Any, Dict, List, NamedTuple, Optional, Tuple, Union

from . import core as _c
from . import Color, Game, Vertex, _coords, _rules_handle, _size, Rules

__all__: List[str] = []

if hasattr(_c, "referee_new"):
    from ._enums import DecisionKind, Phase, RefereeCode
    from ._enum_methods import member_of
    from ._score import Result

    _RULINGS = (DecisionKind.MOVED_BACK, DecisionKind.MOVED_VALID,
                DecisionKind.DRAW, DecisionKind.REPLAY, DecisionKind.LOSS)

    __all__ = ["Referee", "RefereeCode", "Phase", "DecisionKind", "Decision"]


    class Decision(NamedTuple):
        """One decision (gor_decision); .text is it in words."""
        kind: DecisionKind
        color: Optional[Color]
        point: Optional[Tuple[int, int]]
        moved_from: Optional[Tuple[int, int]]
        status: int
        warnings: int
        player: int
        value: float
        at_ms: int
        step: int
        text: str

    def _color_or_none(color: Any) -> int:
        return _c.EMPTY if color is None else int(Color.of(color))

    class Referee:
        """Referee(19), Referee(9, code="club"), Referee(7, code="reformed")
        (rules default to "prediction" there, "chinese" otherwise)."""

        def __init__(self, size: Union[int, Tuple[int, int]] = 19,
                     rules: Union[str, Rules, None] = None, *,
                     code: Union[RefereeCode, str, int] = "chinese") -> None:
            code = member_of(RefereeCode, code, "referee code")
            w, h = _size(size)
            self._xy = _coords(w, h)
            self._r = _c.referee_new(
                w, h, None if rules is None else _rules_handle(rules),
                int(code))

        @classmethod
        def from_sgf(cls, text: Union[str, bytes], index: int = 0
                     ) -> "Referee":
            """Replay a record written by to_sgf(): the decisions are made
            again and must match the record's."""
            r = cls.__new__(cls)
            r._r = _c.referee_from_sgf(_c.sgf_parse(text, 0, None), index)
            g = _c.referee_game(r._r)
            r._xy = _coords(_c.game_width(g), _c.game_height(g))
            return r

        def _p(self, vertex: Vertex) -> int:
            return self._xy.point(vertex)

        # ---- actions ------------------------------------------------------
        def play(self, color: Union[Color, str, int], vertex: Vertex
                 ) -> DecisionKind:
            """color plays at vertex: played (DecisionKind.NONE) or ruled."""
            return DecisionKind(_c.referee_play(self._r, Color.of(color),
                                                self._p(vertex)))

        def warn(self, color: Union[Color, str, int]) -> None:
            """A warning the board cannot show (the clock pressed before the
            move, a wrong or missed capture, conduct); the second loses
            the game."""
            _c.referee_warn(self._r, Color.of(color))

        def take_back(self, color: Union[Color, str, int]) -> None:
            """color took its move back: the stone is put back and color
            warned (Chinese rules); club rules: so, unless the opponent had
            replied, then color loses; the reformed ruleset: color loses."""
            _c.referee_take_back(self._r, Color.of(color))

        def ruling(self, kind: Union[DecisionKind, str, int],
                   offender: Any = None, moved_from: Vertex = None,
                   moved_to: Vertex = None) -> None:
            """The referee's ruling on moved or scattered stones: MOVED_BACK,
            MOVED_VALID (moved_from -> moved_to), DRAW, REPLAY, LOSS."""
            kind = member_of(DecisionKind, kind, "ruling", _RULINGS)
            f = _c.NO_POINT if moved_from is None else self._p(moved_from)
            t = _c.NO_POINT if moved_to is None else self._p(moved_to)
            _c.referee_ruling(self._r, int(kind), _color_or_none(offender),
                              f, t)

        def time_out(self, color: Union[Color, str, int],
                     as_pass: bool = False) -> None:
            """color's time ran out: color loses, or with as_pass (on the
            player's request, the last period) passes instead."""
            _c.referee_time_out(self._r, Color.of(color), int(bool(as_pass)))

        def propose_end(self, color: Union[Color, str, int]) -> None:
            """The player to move proposes to end the game and gives up the
            move (a pass); if the opponent plays, the game goes on."""
            _c.referee_propose_end(self._r, Color.of(color))

        def agree_end(self, color: Union[Color, str, int]) -> None:
            """The opponent agrees to the proposed end: the game ends by
            agreement."""
            _c.referee_agree_end(self._r, Color.of(color))

        def dispute(self, claims_dead: Union[Color, str, int]) -> None:
            """The players dispute the life of stones after the end: play
            resumes, the side claiming "dead" first. Refused once the count
            has started."""
            _c.referee_dispute(self._r, Color.of(claims_dead))

        def start_count(self) -> None:
            """Start the count of a game ended by agreement or passes; it
            cannot be reopened afterwards."""
            _c.referee_start_count(self._r)

        def resign(self, color: Union[Color, str, int]) -> None:
            """color resigns."""
            _c.referee_resign(self._r, Color.of(color))

        def nigiri(self, hidden: int, shown: int) -> bool:
            """True when the guesser is the first player."""
            return bool(_c.referee_nigiri(self._r, hidden, shown))

        def predict(self, player: int, white_lead: float) -> None:
            """A sealed statement of the reformed ruleset's prediction phase
            by player (0 the first player, 1 the second): White's lead in
            stones (negative: Black's), a multiple of 0.25. When both are
            in they are opened and the prediction settles."""
            _c.referee_predict(self._r, player, white_lead)

        def set_time(self, now_ms: int) -> bool:
            """The referee's time; True when a deadline ended the game."""
            return bool(_c.referee_set_time(self._r, now_ms))

        def set_prediction_limit(self, limit_ms: int) -> None:
            """The prediction phase's time limit in ms (0: none, the default);
            set during the opening."""
            _c.referee_set_prediction_limit(self._r, limit_ms)

        def undo(self) -> None:
            """Undo the last step (a move, or a decision and what it did);
            NoMove if there is none."""
            _c.referee_undo(self._r)

        def redo(self) -> None:
            """Redo the next undone step; NoMove if there is none."""
            _c.referee_redo(self._r)

        # ---- reading back -------------------------------------------------
        @property
        def game(self) -> Game:
            """A copy of the referee's game."""
            return Game._wrap(_c.referee_game(self._r))

        @property
        def phase(self) -> Phase:
            """Where the game stands."""
            return Phase(_c.referee_phase_of(self._r))

        @property
        def code(self) -> RefereeCode:
            """The competition rules applied."""
            return RefereeCode(_c.referee_code_of(self._r))

        @property
        def steps(self) -> int:
            """Steps in the current history."""
            return _c.referee_steps(self._r)

        @property
        def time(self) -> int:
            """The referee's time (ms, as last set by set_time())."""
            return _c.referee_time(self._r)

        @property
        def opening_player(self) -> Optional[int]:
            """Who places the next free stone (0 or 1), None outside the
            opening."""
            p = _c.referee_opening_player(self._r)
            return None if p < 0 else p

        def player_color(self, player: int) -> Optional[Color]:
            """The colour player 0 or 1 holds (the reformed ruleset: once the
            prediction settles); None for a bad player."""
            c = _c.referee_player_color(self._r, player)
            return Color(c) if c else None

        def warnings(self, color: Union[Color, str, int]) -> int:
            """color's warnings in the current history."""
            return _c.referee_warnings(self._r, Color.of(color))

        def prediction(self) -> Optional[Dict[str, Any]]:
            """The settled prediction (white_player, threshold, favoured),
            None before both statements are opened."""
            try:
                return _c.referee_prediction(self._r)
            except Exception:
                if _c.referee_phase_of(self._r) in (_c.PHASE_OPENING,
                                                    _c.PHASE_PREDICTION):
                    return None
                raise

        def decisions(self) -> List[Decision]:
            """The decisions in the current history, in order (undone ones
            excluded)."""
            out = []
            for i in range(_c.referee_decision_count(self._r)):
                d = _c.referee_decision(self._r, i)
                out.append(Decision(
                    DecisionKind(d["kind"]),
                    Color(d["color"]) if d["color"] else None,
                    self._xy.xy(d["point"]) if d["point"] >= 0 else None,
                    self._xy.xy(d["from"]) if d["from"] >= 0 else None,
                    d["status"], d["warnings"], d["player"], d["value"],
                    d["at_ms"], d["step"], _c.decision_text(d)))
            return out

        def result(self) -> "Result":
            """The result with the warnings counted (and, in the reformed
            ruleset, judged against the prediction)."""
            return Result(_c.referee_result(self._r, None))

        def to_sgf(self) -> str:
            """The record with every decision (docs/referee.md)."""
            return _c.sgf_write(_c.referee_to_sgf(self._r))

        def last_error(self) -> str:
            """The last refusal in words ("" if none)."""
            return _c.referee_last_error(self._r)

        def __repr__(self) -> str:
            return (f"<gorules.Referee {self.code.name.lower()} "
                    f"{self.phase.name.lower()} {self.steps} steps>")
