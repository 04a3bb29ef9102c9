# SPDX-License-Identifier: MIT
"""SGF game records (the library's gorules_sgf.h).

    >>> game = gorules.load_sgf(text)           # replay the main line
    >>> text = game.to_sgf()
    >>> sgf = gorules.read_sgf_file("game.sgf") # a collection
    >>> replay = sgf.replay(0, tolerant=True)   # game + report of issues
    >>> replay.game, replay.errors, replay.issues

Parsing and replaying cross into C once and release the GIL. Empty when the
library was built without SGF support.
"""
from __future__ import annotations

import enum
import os
from typing import Any, Dict, List, NamedTuple, Optional, Union

from . import core as _c
from . import (Color, Game, IllegalMove, Point, Rules, Status, _coords,
               _rules_handle, _ERRORS, Error)

__all__: List[str] = []

if hasattr(_c, "sgf_parse"):
    __all__ = ["load_sgf", "load_sgf_file", "read_sgf", "read_sgf_file",
               "replay_sgf", "Sgf", "Replay", "Issue", "Severity",
               "SgfFlag", "ReplayFlag"]

    class Severity(enum.IntEnum):
        """How much a replay issue matters: INFO, NOTE, ERROR."""
        INFO = _c.SGF_INFO
        NOTE = _c.SGF_NOTE
        ERROR = _c.SGF_ERROR

    class SgfFlag(enum.IntFlag):
        """Parse options: STRICT refuses what FF[4] forbids."""
        STRICT = _c.SGF_STRICT

    class ReplayFlag(enum.IntFlag):
        """Replay options: TOLERANT (go on past illegal moves), RAW_KOMI
        (take KM as written)."""
        TOLERANT = _c.SGF_REPLAY_TOLERANT
        RAW_KOMI = _c.SGF_REPLAY_RAW_KOMI

    class Issue(NamedTuple):
        """One finding of a replay ("W R14: point is occupied")."""
        severity: Severity
        status: Status
        move_number: int
        color: Color
        point: Optional[Point]
        vertex: Optional[str]
        line: int
        column: int
        message: str

        def __str__(self) -> str:
            where = f"{self.line}:{self.column}: " if self.line else ""
            return f"{where}{self.severity.name.lower()}: {self.message}"

    class Replay:
        """A replayed record: .game, .issues (list of Issue), .errors
        (Issues of severity ERROR), .status (the first error's Status, or
        OK), .moves (moves played), .move_number, .territory(color) (the
        last node's TB/TW marks)."""

        def __init__(self, game: Game, report: Any) -> None:
            self.game = game
            self._report = report
            w, h = game.size
            xy = _coords(w, h)
            issues = []
            for i in range(_c.sgf_report_count(report)):
                d = _c.sgf_report_issue(report, i)
                p = d["point"]
                issues.append(Issue(
                    Severity(d["severity"]), Status(d["status"]),
                    d["move_number"], Color(d["color"]),
                    xy.xy(p) if p >= 0 else None,
                    "pass" if p == _c.PASS else
                    (xy.names[p] if p >= 0 else None),
                    d["line"], d["column"], d["message"]))
            self.issues: List[Issue] = issues
            self.errors: List[Issue] = [i for i in issues
                                        if i.severity == Severity.ERROR]
            self.status = Status(_c.sgf_report_status(report))
            self.moves: int = _c.sgf_report_moves(report)
            self.move_number: int = _c.sgf_report_move_number(report)

        def territory(self, color: Any) -> List[Point]:
            """Territory marks of colour (TB for black, TW for white) at the
            last node replayed, as points in board order."""
            w = self.game.width
            return [(p % w, p // w) for p in _c.sgf_report_territory(
                self._report, Color.of(color))]

        def __repr__(self) -> str:
            return (f"<gorules.Replay {self.moves} moves, "
                    f"{len(self.errors)} errors, {len(self.issues)} issues>")

    class Sgf:
        """A parsed SGF collection (one or more game trees). Read it with
        read_sgf() / read_sgf_file(); str() writes it back."""
        __slots__ = ("_s",)

        def __init__(self, data: Union[str, bytes], *, strict: bool = False,
                     encoding: Optional[str] = None) -> None:
            if isinstance(data, str) and encoding is None:
                encoding = "UTF-8"          # already decoded text
            self._s = _c.sgf_parse(data, _c.SGF_STRICT if strict else 0,
                                   encoding)

        @classmethod
        def from_file(cls, path: Union[str, os.PathLike[str]], *,
                      strict: bool = False,
                      encoding: Optional[str] = None) -> "Sgf":
            """Parse the SGF file at path (as Sgf(data) does with text)."""
            s = cls.__new__(cls)
            s._s = _c.sgf_parse_file(os.fspath(path),
                                     _c.SGF_STRICT if strict else 0, encoding)
            return s

        def __len__(self) -> int:
            """Number of game trees."""
            return _c.sgf_game_count(self._s)

        @property
        def encoding(self) -> str:
            """The input encoding of the first game tree ("GB18030", ...)."""
            return _c.sgf_encoding(self._s)

        @property
        def notes(self) -> List[Dict[str, Any]]:
            """What the parser repaired or converted: dicts with status,
            line, column, message."""
            return [_c.sgf_parse_note(self._s, i)
                    for i in range(_c.sgf_parse_note_count(self._s))]

        def root(self, index: int = 0) -> Dict[str, str]:
            """The root properties of game `index` as plain text
            ({"SZ": "19", "PB": "...", "RE": "B+R", ...})."""
            ids = _c.sgf_root_ids(self._s, index).split()
            return {i: _c.sgf_root_text(self._s, index, i) for i in ids}

        def replay(self, index: int = 0, *, tolerant: bool = False,
                   rules: Union[str, Rules, None] = None,
                   stop_before: int = 0, raw_komi: bool = False) -> Replay:
            """Replay game `index`'s main line into a Game, every move
            checked. Without tolerant the replay stops before the first
            illegal move; with it, rule-breaking moves are played and
            impossible ones skipped. Illegal moves are listed in the
            Replay's issues, not raised. rules: force a ruleset (default:
            the record's RU)."""
            flags = (_c.SGF_REPLAY_TOLERANT if tolerant else 0) | \
                (_c.SGF_REPLAY_RAW_KOMI if raw_komi else 0)
            g, report = _c.sgf_replay(self._s, int(index), flags,
                                      None if rules is None
                                      else _rules_handle(rules),
                                      int(stop_before))
            return Replay(Game._wrap(g), report)

        def clock(self, index: int = 0) -> Any:
            """Game `index`'s clock (gor_sgf_clock): TM and OT as its
            time control, BL/WL with OB/OW of the main line as its record
            and each player's time. Not started."""
            from ._clock import Clock
            c = Clock.__new__(Clock)
            c._h = _c.sgf_clock(self._s, int(index))
            return c

        def save(self, path: Union[str, os.PathLike[str]]) -> None:
            """Write the collection to the file at path."""
            _c.sgf_write_file(self._s, os.fspath(path))

        def __str__(self) -> str:
            return _c.sgf_write(self._s)

        def __repr__(self) -> str:
            return f"<gorules.Sgf {len(self)} game(s), {self.encoding}>"

        def __reduce__(self) -> Any:
            return (Sgf, (str(self),))

    def read_sgf(data: Union[str, bytes], *, strict: bool = False,
                 encoding: Optional[str] = None) -> Sgf:
        """Parse SGF text (str, or bytes in the encoding CA[] names) into a
        collection. ParseError says where it failed."""
        return Sgf(data, strict=strict, encoding=encoding)

    def read_sgf_file(path: Union[str, os.PathLike[str]], *, strict: bool = False,
                      encoding: Optional[str] = None) -> Sgf:
        """Parse the SGF file at path into a collection."""
        return Sgf.from_file(path, strict=strict, encoding=encoding)

    def replay_sgf(data: Union[str, bytes], index: int = 0,
                   **options: Any) -> Replay:
        """read_sgf(data).replay(index, **options)."""
        return read_sgf(data).replay(index, **options)

    def _checked(replay: Replay) -> Game:
        if replay.errors:
            first = replay.errors[0]
            cls = _ERRORS.get(int(first.status), Error)
            err = cls(int(first.status), str(first))
            err.game = replay.game            # type: ignore[attr-defined]
            err.replay = replay               # type: ignore[attr-defined]
            if isinstance(err, IllegalMove):
                err.move = first.vertex
                err.index = first.move_number
            raise err
        return replay.game

    def load_sgf(data: Union[str, bytes], index: int = 0, *,
                 tolerant: bool = False,
                 rules: Union[str, Rules, None] = None) -> Game:
        """The Game of an SGF record's main line (game `index` of the
        collection). A record with an illegal move raises IllegalMove (its
        .game is the position before that move, .replay the whole report)
        unless tolerant=True."""
        replay = read_sgf(data).replay(index, tolerant=tolerant, rules=rules)
        return replay.game if tolerant else _checked(replay)

    def load_sgf_file(path: Union[str, os.PathLike[str]], index: int = 0, *,
                      tolerant: bool = False,
                      rules: Union[str, Rules, None] = None) -> Game:
        """load_sgf() of the file at path."""
        replay = read_sgf_file(path).replay(index, tolerant=tolerant,
                                            rules=rules)
        return replay.game if tolerant else _checked(replay)

    def _to_sgf(self: Game, info: Optional[Sgf] = None,
                index: int = 0, clock: Any = None) -> str:
        """The game (history up to the current position, rules, komi,
        handicap, result when decided) as SGF text. info: a collection
        whose game `index` root properties (players, date, ...) are
        copied. clock: a gorules.Clock whose time control (TM, OT) and
        per-move times (BL/WL, OB/OW) are written too."""
        if clock is not None:
            return _c.game_to_sgf_clock(
                self._g, None if info is None else info._s, int(index),
                clock._h)
        return _c.game_to_sgf(self._g, None if info is None else info._s,
                              int(index))

    def _save_sgf(self: Game, path: Union[str, os.PathLike[str]],
                  info: Optional[Sgf] = None, index: int = 0) -> None:
        with open(path, "w", encoding="utf-8") as f:
            f.write(_to_sgf(self, info, index))

