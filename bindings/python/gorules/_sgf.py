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

import errno
import operator
import os
import threading
import warnings
from typing import (Any, Dict, Iterator, List, NamedTuple, Optional, Tuple,
                    Union)

from . import core as _c
from . import (Color, Game, IllegalMoveError, Point, Rules, Status, _coords,
               _expect, _rules_handle, _sgf_error, GorulesError)

__all__: List[str] = []

if hasattr(_c, "sgf_parse"):
    from ._enums import ReplayFlag, Severity, SgfFlag
    __all__ = ["load_sgf", "load_sgf_file", "read_sgf", "read_sgf_file",
               "replay_sgf", "replay_sgf_file", "Sgf", "Replay", "Issue", "Severity",
               "SgfFlag", "ReplayFlag", "Node", "new_sgf", "to_sgfmill",
               "from_sgfmill", "PROPERTY_TYPES", "SgfWarning"]
    from ._tree import (Node, PROPERTY_TYPES, from_sgfmill, new_sgf,
                        to_sgfmill)


    class SgfWarning(UserWarning):
        """load_sgf() of a record whose game information is not all
        usable (KM[nan], HA[-5], an unknown RU): the message says what was
        used instead. The Replay of replay_sgf() has the same notes."""


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
            w = game.width
            # read now: a Replay holds no C report, so it pickles
            self._territory = {
                c: [(p % w, p // w) for p in
                    _c.sgf_report_territory(report, c)]
                for c in (Color.BLACK, Color.WHITE)}

        def territory(self, color: Any) -> List[Point]:
            """Territory marks of colour (TB for black, TW for white) at the
            last node replayed, as points in board order."""
            c = Color.of(color)
            if c == Color.EMPTY:
                return []
            return list(self._territory[c])

        def __repr__(self) -> str:
            return (f"<gorules.Replay {self.moves} moves, "
                    f"{len(self.errors)} errors, {len(self.issues)} issues>")

    class Sgf:
        """A parsed SGF collection (one or more game trees). Read it with
        read_sgf() / read_sgf_file(), make one with new_sgf(); str() or
        serialise() writes it back. sgf[i] is game i's root Node (the
        whole tree: see gorules.Node); len(sgf) the number of games."""
        # _szv: bumped whenever an SZ property is set or removed, so that
        # nodes may keep their game's size (Node.size) between changes.
        __slots__ = ("_s", "_lock", "_szv", "__weakref__")

        def __init__(self, data: Union[str, bytes], *, strict: bool = False,
                     encoding: Optional[str] = None) -> None:
            if isinstance(data, str) and encoding is None:
                encoding = "UTF-8"          # already decoded text
            self._lock = threading.RLock()
            self._szv = 0
            try:
                self._s = _c.sgf_parse(data, _c.SGF_STRICT if strict else 0,
                                       encoding)
            except GorulesError as e:
                raise _named(e, _shown(data)) from None

        @classmethod
        def from_file(cls, path: Union[str, os.PathLike[str]], *,
                      strict: bool = False,
                      encoding: Optional[str] = None) -> "Sgf":
            """Parse the SGF file at path (as Sgf(data) does with text)."""
            s = cls.__new__(cls)
            s._lock = threading.RLock()
            s._szv = 0
            path = os.fspath(path)
            if not os.path.exists(path):
                raise FileNotFoundError(
                    errno.ENOENT, os.strerror(errno.ENOENT), path)
            try:
                s._s = _c.sgf_parse_file(path, _c.SGF_STRICT if strict
                                         else 0, encoding)
            except GorulesError as e:
                if e.message.startswith(f"'{path}': "):
                    raise        # named by the C helper (cannot open ...)
                raise _named(e, repr(path)) from None
            return s

        @classmethod
        def from_game(cls, game: Game, info: Optional["Sgf"] = None,
                      index: int = 0) -> "Sgf":
            """A collection holding the game's line (Game.to_sgf), as a tree
            to annotate: comments, variations, markup."""
            return cls(_to_sgf(_expect(game, Game, "the game"), info, index))

        @classmethod
        def from_bytes(cls, data: bytes, **options: Any) -> "Sgf":
            """sgfmill's name: parse bytes (encoding from CA[])."""
            return cls(data, **options)

        @classmethod
        def from_string(cls, text: str, **options: Any) -> "Sgf":
            """Sgf(text, **options): a collection read from a str."""
            return cls(text, **options)

        def __len__(self) -> int:
            """Number of game trees."""
            with self._lock:
                return _c.sgf_game_count(self._s)

        def __getitem__(self, index: int) -> Node:
            """The root node of game `index` (negative counts from the
            end); IndexError if there is no such game."""
            with self._lock:
                n = _c.sgf_game_count(self._s)
                if index < 0:
                    index += n
                if not 0 <= index < n:
                    raise IndexError(f"no game {index} in a collection of "
                                     f"{n}")
                return Node(self, _c.sgf_game(self._s, index))

        def __iter__(self) -> Iterator[Node]:
            """The games' root nodes."""
            return iter(self.games)

        @property
        def games(self) -> List[Node]:
            """The root node of every game."""
            return [self[i] for i in range(len(self))]

        def get_root(self, index: int = 0) -> Node:
            """sgfmill's name: game `index`'s root Node."""
            return self[index]

        def get_main_sequence(self, index: int = 0) -> List[Node]:
            """sgfmill's name: game `index`'s main line, root first."""
            return self[index].main_line()

        def get_last_node(self, index: int = 0) -> Node:
            """sgfmill's name: the last node of game index's main line."""
            return self[index].main_line()[-1]

        def extend_main_sequence(self, index: int = 0) -> Node:
            """A new node at the end of game `index`'s main line."""
            return self.get_last_node(index).new_child()

        def new_game(self, size: Union[int, Tuple[int, int]] = 19) -> Node:
            """Append a new game: a root with FF[4] GM[1] CA[UTF-8]
            SZ[size]; returns the root."""
            w, h = (size, size) if isinstance(size, int) else size
            with self._lock:
                root = _c.sgf_add_game(self._s)
                for pid, v in (("FF", "4"), ("GM", "1"), ("CA", "UTF-8"),
                               ("SZ", str(w) if w == h else f"{w}:{h}")):
                    _c.sgf_node_set(root, pid, v)
                return Node(self, root)

        @property
        def encoding(self) -> str:
            """The input encoding of the first game tree ("GB18030", ...)."""
            with self._lock:
                return _c.sgf_encoding(self._s)

        @property
        def notes(self) -> List[Dict[str, Any]]:
            """What the parser repaired or converted: dicts with status,
            line, column, message."""
            with self._lock:
                return [_c.sgf_parse_note(self._s, i)
                        for i in range(_c.sgf_parse_note_count(self._s))]

        def root(self, index: int = 0) -> Dict[str, Union[str, List[str]]]:
            """The root properties of game `index` as plain text
            ({"SZ": "19", "PB": "...", "AB": ["dd", "pp"], ...}): a str
            for a property with one value, a list of str for several
            (AB[aa][bb]); SimpleText properties (PB, GN, RE, ...) with line
            breaks made spaces as FF[4] says, Text (C, GC) with them kept;
            unknown properties as their text. Typed values: sgf[index]."""
            node = self[index]
            out: Dict[str, Union[str, List[str]]] = {}
            for pid in node.properties():
                simple = PROPERTY_TYPES.get(pid) not in (None, "text")
                vals = [_c.sgf_text(r, _c.SGF_TEXT_SIMPLE if simple else 0)
                        for r in node.get_raw_list(pid)]
                out[pid] = vals[0] if len(vals) == 1 else vals
            return out

        def replay(self, index: int = 0, *, tolerant: bool = False,
                   rules: Union[str, Rules, None] = None,
                   stop_before: int = 0, raw_komi: bool = False) -> Replay:
            """Replay game `index`'s main line into a Game, every move
            checked. Without tolerant the replay stops before the first
            illegal move; with it, rule-breaking moves are played and
            impossible ones skipped. Illegal moves are listed in the
            Replay's issues, not raised. rules: force a ruleset (default:
            the record's RU). A record that cannot be replayed at all (GM
            other than 1, a bad SZ) raises with the report's reason."""
            flags = (_c.SGF_REPLAY_TOLERANT if tolerant else 0) | \
                (_c.SGF_REPLAY_RAW_KOMI if raw_komi else 0)
            handle = None if rules is None else _rules_handle(rules)
            with self._lock:
                g, report = _c.sgf_replay(self._s, operator.index(index), flags,
                                          handle, operator.index(stop_before))
            return Replay(Game._wrap(g), report)

        def clock(self, index: int = 0) -> Any:
            """Game `index`'s clock (gor_sgf_clock): TM and OT as its
            time control, BL/WL with OB/OW of the main line as its record
            and each player's time. Not started."""
            from ._clock import Clock
            c = Clock.__new__(Clock)
            with self._lock:
                c._h = _c.sgf_clock(self._s, operator.index(index))
            return c

        def save(self, path: Union[str, os.PathLike[str]]) -> None:
            """Write the whole tree to a file (UTF-8)."""
            with self._lock:
                _c.sgf_write_file(self._s, os.fspath(path))

        def serialise(self) -> bytes:
            """sgfmill's name: the collection as UTF-8 SGF bytes."""
            return str(self).encode("utf-8")

        def __str__(self) -> str:
            with self._lock:
                return _c.sgf_write(self._s)

        def __repr__(self) -> str:
            return f"<gorules.Sgf {len(self)} game(s), {self.encoding}>"

        def __reduce__(self) -> Any:
            return (Sgf, (str(self),))

    def _shown(data: Union[str, bytes]) -> str:
        """The input as an error message shows it: whole when short."""
        if isinstance(data, (bytes, bytearray, memoryview)):
            data = bytes(data).decode("utf-8", "replace")
        return repr(data) if len(data) <= 40 else repr(data[:37] + "...")

    def _named(e: GorulesError, what: str) -> GorulesError:
        """The same error, its message prefixed with the input."""
        return _sgf_error(int(e.status), f"{what}: {e.message}",
                          getattr(e, "line", 0), getattr(e, "column", 0))

    def read_sgf(data: Union[str, bytes], *, strict: bool = False,
                 encoding: Optional[str] = None) -> Sgf:
        """Parse SGF text (str, or bytes in the encoding CA[] names) into a
        collection. SgfError (.line, .column) says where it failed."""
        return Sgf(data, strict=strict, encoding=encoding)

    def read_sgf_file(path: Union[str, os.PathLike[str]], *, strict: bool = False,
                      encoding: Optional[str] = None) -> Sgf:
        """Parse the SGF file at path into a collection."""
        return Sgf.from_file(path, strict=strict, encoding=encoding)

    def replay_sgf(data: Union[str, bytes], index: int = 0,
                   **options: Any) -> Replay:
        """read_sgf(data).replay(index, **options)."""
        return read_sgf(data).replay(index, **options)

    def replay_sgf_file(path: Union[str, os.PathLike[str]], index: int = 0,
                        **options: Any) -> Replay:
        """read_sgf_file(path).replay(index, **options)."""
        return read_sgf_file(path).replay(index, **options)

    def _warn_game_info(replay: Replay) -> None:
        """The notes on the root's game information, as SgfWarnings (the
        caller's caller is the user's code)."""
        for i in replay.issues:
            if (i.severity == Severity.NOTE and i.status == Status.OK and
                    i.move_number == 0):
                warnings.warn(SgfWarning(str(i)), stacklevel=4)

    def _checked(replay: Replay, tolerant: bool) -> Game:
        _warn_game_info(replay)
        if tolerant:
            return replay.game
        if replay.errors:
            first = replay.errors[0]
            err = _sgf_error(int(first.status), str(first), first.line,
                             first.column)
            err.game = replay.game            # type: ignore[attr-defined]
            err.replay = replay               # type: ignore[attr-defined]
            if isinstance(err, IllegalMoveError):
                err.move = first.vertex
                err.index = first.move_number
            raise err
        return replay.game

    def load_sgf(data: Union[str, bytes], index: int = 0, *,
                 tolerant: bool = False,
                 rules: Union[str, Rules, None] = None) -> Game:
        """The Game of an SGF record's main line (game `index` of the
        collection). A record with an illegal move raises IllegalMoveError
        (its .game is the position before that move, .replay the whole
        report) unless tolerant=True; a record that cannot be read or
        replayed at all raises SgfError."""
        replay = read_sgf(data).replay(index, tolerant=tolerant, rules=rules)
        return _checked(replay, tolerant)

    def load_sgf_file(path: Union[str, os.PathLike[str]], index: int = 0, *,
                      tolerant: bool = False,
                      rules: Union[str, Rules, None] = None) -> Game:
        """load_sgf() of the file at path."""
        replay = read_sgf_file(path).replay(index, tolerant=tolerant,
                                            rules=rules)
        return _checked(replay, tolerant)

    def _to_sgf(self: Game, info: Optional[Sgf] = None,
                index: int = 0, clock: Any = None) -> str:
        """The game (history up to the current position, rules, komi,
        handicap, result when decided) as SGF text. info: a collection
        whose game `index` root properties (players, date, ...) are
        copied. clock: a gorules.Clock whose time control (TM, OT) and
        per-move times (BL/WL, OB/OW) are written too."""
        from ._clock import Clock
        s = None if info is None else _expect(info, Sgf, "info")._s
        if clock is not None:
            return _c.game_to_sgf_clock(self._g, s, operator.index(index),
                                        _expect(clock, Clock, "clock")._h)
        return _c.game_to_sgf(self._g, s, operator.index(index))

    def _save_sgf(self: Game, path: Union[str, os.PathLike[str]],
                  info: Optional[Sgf] = None, index: int = 0) -> None:
        with open(path, "w", encoding="utf-8") as f:
            f.write(_to_sgf(self, info, index))

