# SPDX-License-Identifier: MIT
"""gorules - Go (weiqi, baduk) rules for Python, over the libgorules C library.

    >>> import gorules
    >>> game = gorules.Game(9, rules="japanese")
    >>> game.play("E5")                 # the player to move: Black
    >>> game.play((2, 6))               # (col, row), (0, 0) = top-left: C3
    >>> game["E5"], game[2, 6]
    (<Color.BLACK: 1>, <Color.WHITE: 2>)
    >>> game.is_legal("E5")
    False
    >>> game.legal_reason("E5")
    <Status.EOCCUPIED: -6>
    >>> game.play("E5")
    Traceback (most recent call last):
      ...
    gorules.IllegalMoveError: black E5: point is occupied

Points (anything called `vertex` here) may be written as
  - a GTP vertex, "D4" or "d4" (letters skip I; row 1 is the bottom),
  - SGF coordinates, "dd" (two letters; row a is the top),
  - a (col, row) tuple with (0, 0) the top-left corner, as in SGF and as
    str(game) prints the board,
  - an int, the C library's point index row * width + col,
  - "pass" or None for a pass.
Points that the library hands back are (col, row) tuples, None for a pass.

Errors raise gorules.GorulesError (alias gorules.Error) with .status and
.status_name; an illegal move raises IllegalMoveError (alias IllegalMove),
whose .reason is a Status; a bad argument ArgumentError (a ValueError); an
SGF text or file that cannot be read SgfError. The low-level C calls (every function of
gorules.h, prefix stripped: gorules.core.game_play, ...) are in
gorules.core.

Threads: calls that cross into C once for a lot of work (Game.play_many,
pickling, Game.legal_moves, scoring, SGF parsing and replay) release the
GIL, so threads working on separate games run in parallel. One object
(Game, Rules, Sgf, Replay) may be used from several threads: each call
into C holds the object's lock, so calls on it run one after the other and
each sees and leaves it whole. A sequence of calls is not atomic: between
two of them another thread may play, so a move found legal may then raise
IllegalMove.
"""
from __future__ import annotations

import operator
from typing import (TYPE_CHECKING, Any, Dict, Iterable, Iterator, List,
                    NamedTuple, Optional, Sequence, Tuple, Type, Union, cast)

from . import core as _c

if TYPE_CHECKING:
    import os

    # (the "as" form: exported, as the star imports at the end export them)
    from ._clock import Clock as Clock
    from ._score import (OwnershipEstimate as OwnershipEstimate,
                         Result as Result, Score as Score)
    from ._playout import Playout as Playout
    from ._sgf import Sgf as Sgf

__all__ = [
    "Game", "Rules", "Move", "Group", "Captures",
    "Color", "Status", "KoRule", "SuicideRule", "CycleRule", "TieRule", "Scoring",
    "Tax", "HandicapComp", "End", "MoveKind", "MoveFlag", "PlayFlag", "Life",
    "GorulesError", "IllegalMoveError", "ArgumentError", "SgfError",
    "Error", "IllegalMove", "OffBoard", "InvalidArgument", "ArgumentTypeError",
    "ParseError", "SgfParseError", "NoMove", "OutOfMemory",
    "PRESETS", "MAX_SIZE", "version", "parse_vertex", "vertex_name",
    "star_points",
]

__version__: str = _c.version_string()
MAX_SIZE: int = _c.MAX_SIZE
#: The rules preset names the library knows (gor_rules_preset_name()).
PRESETS: Tuple[str, ...] = tuple(
    _c.rules_preset_name(i) for i in range(_c.rules_preset_count()))

Point = Tuple[int, int]
Vertex = Union[str, Tuple[int, int], int, None]


def version() -> str:
    """The version of the C library linked in ("1.2.0")."""
    return _c.version_string()


# ---------------------------------------------------------------------------
# Enumerations: generated from the public headers into _enums.py
# (bindings/gen_enums.py); values are the C library's, pinned forever.
from ._enums import (Color, CycleRule, End, HandicapComp, KoRule, Life,
                     MoveFlag, MoveKind, PlayFlag, Scoring, Status,
                     SuicideRule, Tax, TieRule)
from ._enum_methods import member_of


# ---------------------------------------------------------------------------
# Errors: raised by the C calls themselves (see gorules_python.i). The same
# four names in Python, Lua and JavaScript: GorulesError, IllegalMoveError,
# ArgumentError, SgfError (docs/guide.md, "Errors").

class GorulesError(Exception):
    """A call into libgorules failed. .status is the C status code (a
    Status), .status_name its name without prefix ("EOCCUPIED"), .message
    the library's account of it. gorules.Error is the same class."""

    def __init__(self, code: int, message: Optional[str] = None) -> None:
        super().__init__(code, message or _c.strerror(code))
        try:
            self.status: Union[Status, int] = Status(code)
        except ValueError:
            self.status = code
        self.status_name: str = _status_name(code)
        self.message: str = message or _c.strerror(code)

    @property
    def code(self) -> Union[Status, int]:
        """The status (the name before .status)."""
        return self.status

    def __str__(self) -> str:
        return self.message


Error = GorulesError


def _status_name(code: int) -> str:
    name = _c.status_name(int(code))
    return name[4:] if name.startswith("GOR_") else name


class IllegalMoveError(GorulesError):
    """The move is against the rules (every status for which
    Status.is_illegal_move is true); .reason says why (a Status), .move is
    the move as given when known, .index its place in a play_many() list.
    gorules.IllegalMove is the same class."""
    #: The move as given (a vertex), when known.
    move: Any = None
    #: Its place in a play_many() list, or its move number in a replayed
    #: record; None otherwise.
    index: Optional[int] = None

    @property
    def reason(self) -> Status:
        """Why the move is illegal: Status.EOCCUPIED, Status.EKO, ..."""
        return Status(self.status)


IllegalMove = IllegalMoveError


class OffBoard(IllegalMoveError, IndexError):
    """The point is not on the board (Status.EOFFBOARD)."""


class ArgumentError(GorulesError, ValueError):
    """A bad argument: a size, colour, ruleset, a value out of range, text
    that is not a vertex (EINVAL, ESIZE, ECOLOR, ERANGE, EBUFFER, EPARSE).
    Also a ValueError; gorules.InvalidArgument is the same class."""


InvalidArgument = ArgumentError


class ArgumentTypeError(ArgumentError, TypeError):
    """An argument of the wrong type (also a TypeError)."""


class ParseError(ArgumentError):
    """Text that could not be parsed: a vertex, a ruleset (EPARSE)."""


class SgfError(GorulesError, ValueError):
    """An SGF text or file that cannot be read or replayed: malformed
    text, not a Go record (GM), a bad size. .line and .column say where
    when known (0 otherwise). A record with an illegal move raises
    IllegalMoveError instead."""
    line: int = 0
    column: int = 0


class SgfParseError(SgfError, ParseError):
    """SGF text that could not be parsed (EPARSE): an SgfError that is also
    a ParseError, as the SGF readers raised before SgfError existed."""


class NoMove(GorulesError, IndexError):
    """Nothing to undo or redo, no such history entry (ENOMOVE)."""


class OutOfMemory(GorulesError, MemoryError):
    """ENOMEM."""


def _error_classes() -> Dict[Union[int, str], Type[GorulesError]]:
    """The class of each status, and of SWIG's own refusals of an argument
    ("TypeError", "ValueError": gorules_python.i)."""
    classes: Dict[Union[int, str], Type[GorulesError]] = {
        int(s): GorulesError for s in Status}
    classes["TypeError"] = ArgumentTypeError
    classes["ValueError"] = ArgumentError
    for s in Status:
        if s.is_illegal_move:
            classes[int(s)] = IllegalMoveError
    classes[_c.EOFFBOARD] = OffBoard
    for s in (_c.EINVAL, _c.ESIZE, _c.ECOLOR, _c.ERANGE, _c.EBUFFER):
        classes[s] = ArgumentError
    classes[_c.EPARSE] = ParseError
    classes[_c.ENOMOVE] = NoMove
    classes[_c.ENOMEM] = OutOfMemory
    return classes


def _sgf_error_classes() -> Dict[int, Type[GorulesError]]:
    """What an SGF text or record that cannot be read or replayed raises."""
    classes: Dict[int, Type[GorulesError]] = {
        int(s): IllegalMoveError if s.is_illegal_move else SgfError
        for s in Status}
    classes[_c.EOFFBOARD] = OffBoard
    classes[_c.EPARSE] = SgfParseError
    return classes


def _sgf_error(code: int, message: str, line: int = 0,
               column: int = 0) -> GorulesError:
    """The error of an SGF text or record that cannot be read or
    replayed."""
    err = _SGF_ERRORS[code](code, message)
    if line:
        err.line, err.column = line, column  # type: ignore[attr-defined]
    return err


_ERRORS = _error_classes()
_SGF_ERRORS = _sgf_error_classes()
_c._set_errors(_ERRORS, _SGF_ERRORS)


# ---------------------------------------------------------------------------
# Coordinates

class _Coords:
    """Per board size: every accepted spelling of every point -> index, and
    index -> GTP name. Shared by all games of that size."""
    __slots__ = ("width", "height", "index", "names")

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        index: Dict[Any, int] = {None: _c.PASS, "pass": _c.PASS,
                                 "PASS": _c.PASS, "Pass": _c.PASS}
        names: List[str] = []
        # GTP names up to 25 columns (its letters), SGF coordinates beyond.
        name_of = _c.point_gtp if width <= 25 else _c.point_sgf
        for p in range(width * height):
            index[(p % width, p // width)] = p
            index[p] = p
            name = name_of(width, height, p)
            names.append(name)
            index[name] = p
        self.index, self.names = index, names

    def point(self, v: Vertex) -> int:
        """The point index of any vertex spelling (raises OffBoard,
        ParseError)."""
        try:
            return self.index[v]
        except (KeyError, TypeError):
            pass
        if isinstance(v, str):
            try:
                p = _c.point_parse(self.width, self.height, v)
            except Error as e:
                raise type(e)(int(e.code), _vertex_error(
                    v, self.width, self.height, int(e.code))) from None
            self.index[v] = p
            return p
        if isinstance(v, tuple) or isinstance(v, list):
            if len(v) == 2 and all(isinstance(a, int) for a in v):
                raise OffBoard(_c.EOFFBOARD,
                               f"({v[0]}, {v[1]}) is not on the "
                               f"{self.width}x{self.height} board")
        elif isinstance(v, int) and not isinstance(v, bool):
            raise OffBoard(_c.EOFFBOARD, f"point {v} is not on the "
                           f"{self.width}x{self.height} board")
        raise InvalidArgument(_c.EINVAL, f"not a vertex: {v!r}")

    def xy(self, p: int) -> Optional[Point]:
        return None if p < 0 else (p % self.width, p // self.width)


def _vertex_error(v: str, w: int, h: int, code: int) -> str:
    """Why text is not a vertex on a w x h board, naming the text."""
    t = v.strip()
    if code == _c.EOFFBOARD:
        return f"{v!r} is not on the {w}x{h} board"
    if not t:
        why = "empty text; a pass is 'pass'"
    elif v != t:
        why = "spaces around it"
    elif t[0] in "Ii" and t[1:].isdigit():
        why = "GTP has no I column"
    elif t[0].isalpha() and t[1:].isdigit():
        why = "rows count from 1"
    else:
        why = "neither GTP like 'D4' nor SGF like 'dd'"
    return f"{v!r} is not a vertex on {w}x{h} ({why})"


_COORDS: Dict[Tuple[int, int], _Coords] = {}

_NUMPY_WARNED = False


def _byte_array(data: bytes, w: int, h: int) -> Any:
    """A board of bytes as a numpy uint8 array (h, w), or, when numpy cannot
    be imported, as a list of rows, warning once."""
    global _NUMPY_WARNED
    try:
        import numpy
    except ImportError:
        if not _NUMPY_WARNED:
            import sys
            import warnings
            _NUMPY_WARNED = True
            warnings.warn(
                f"numpy is not installed for this Python ({sys.executable}"
                f" {sys.version.split()[0]}): gorules arrays come back as "
                "lists of rows", RuntimeWarning, stacklevel=3)
        return [list(data[y * w:(y + 1) * w]) for y in range(h)]
    return numpy.frombuffer(data, dtype=numpy.uint8).reshape(h, w).copy()


def _coords(width: int, height: int) -> _Coords:
    c = _COORDS.get((width, height))
    if c is None:
        if not (1 <= width <= MAX_SIZE and 1 <= height <= MAX_SIZE):
            raise InvalidArgument(_c.ESIZE, f"board size {width}x{height} "
                                  f"out of range (1 to {MAX_SIZE} a side)")
        c = _COORDS[(width, height)] = _Coords(width, height)
    return c


def _expect(obj: Any, cls: type, what: str) -> Any:
    """obj, when it is a cls; an ArgumentTypeError naming what otherwise
    (rather than an AttributeError from deep inside)."""
    if not isinstance(obj, cls):
        kind = (f"a gorules.{cls.__name__}" if cls.__module__.startswith(
            "gorules") else f"a {cls.__name__.lower()}")
        raise ArgumentTypeError(_c.EINVAL, f"{what} is {kind}, not "
                                f"{type(obj).__name__}")
    return obj


def _size(size: Union[int, Tuple[int, int]]) -> Tuple[int, int]:
    if isinstance(size, int):
        return size, size
    try:
        w, h = size
        return operator.index(w), operator.index(h)
    except (TypeError, ValueError):
        raise ArgumentTypeError(_c.EINVAL, "a board size is an int or a "
                                f"(width, height) pair, not {size!r}"
                                ) from None


def parse_vertex(text: Vertex, size: Union[int, Tuple[int, int]] = 19
                 ) -> Optional[Point]:
    """(col, row) of a vertex on a board of `size`, None for a pass."""
    c = _coords(*_size(size))
    return c.xy(c.point(text))


def vertex_name(point: Vertex, size: Union[int, Tuple[int, int]] = 19,
                sgf: bool = False) -> str:
    """The GTP name ("D4", "pass") or, with sgf=True, the SGF coordinates
    ("dp", "") of a point."""
    w, h = _size(size)
    p = _coords(w, h).point(point)
    return _c.point_sgf(w, h, p) if sgf else _c.point_gtp(w, h, p)


def star_points(size: Union[int, Tuple[int, int]] = 19) -> List[Point]:
    """The star points (hoshi) of a board, in reading order."""
    w, h = _size(size)
    return [(p % w, p // w) for p in _c.star_points(w, h)]


# ---------------------------------------------------------------------------
# Rulesets

class Rules:
    """A ruleset: a preset name ("japanese") or a rules string
    ("koPOSITIONALscoreAREAsui1komi7.5"); str() gives the canonical string.
    Settable properties; a game keeps its own copy (Game.rules returns a
    copy, Game.set_rules() installs one)."""
    __slots__ = ("_r",)

    def __init__(self, text: Optional[str] = "chinese") -> None:
        try:
            self._r = _c.rules_new(text)
        except Error as e:
            raise _rules_error(e, text) from None

    @classmethod
    def _wrap(cls, handle: Any) -> "Rules":
        r = cls.__new__(cls)
        r._r = handle
        return r

    def parse(self, text: str) -> None:
        """Replace every setting from a preset name or rules string."""
        try:
            _c.rules_parse(self._r, text)
        except Error as e:
            raise _rules_error(e, text) from None

    def copy(self) -> "Rules":
        """An independent copy."""
        return Rules._wrap(_c.rules_copy(self._r))

    __copy__ = copy

    def __deepcopy__(self, memo: Any) -> "Rules":
        return self.copy()

    def __reduce__(self) -> Any:
        return (Rules, (str(self),))

    def __str__(self) -> str:
        return _c.rules_string(self._r)

    def __repr__(self) -> str:
        return f"gorules.Rules({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, str):
            try:
                other = Rules(other)
            except Error:
                return False
        if not isinstance(other, Rules):
            return NotImplemented
        return bool(_c.rules_equal(self._r, other._r))

    __hash__ = None  # type: ignore[assignment]  # mutable

    @property
    def ko(self) -> KoRule:
        """KoRule: which repetitions are illegal."""
        return KoRule(_c.rules_ko(self._r))

    @ko.setter
    def ko(self, value: int) -> None:
        _c.rules_set_ko(self._r, member_of(KoRule, value, "ko rule"))

    @property
    def suicide(self) -> SuicideRule:
        """SuicideRule: whether suicide is allowed, and of what."""
        return SuicideRule(_c.rules_suicide(self._r))

    @suicide.setter
    def suicide(self, value: int) -> None:
        _c.rules_set_suicide(self._r,
                             member_of(SuicideRule, value, "suicide rule"))

    @property
    def cycle(self) -> CycleRule:
        """CycleRule: what an allowed repetition means."""
        return CycleRule(_c.rules_cycle(self._r))

    @cycle.setter
    def cycle(self, value: int) -> None:
        _c.rules_set_cycle(self._r, member_of(CycleRule, value, "cycle rule"))

    @property
    def scoring(self) -> Scoring:
        """Scoring: area, territory or stones."""
        return Scoring(_c.rules_scoring(self._r))

    @scoring.setter
    def scoring(self, value: int) -> None:
        _c.rules_set_scoring(self._r, member_of(Scoring, value, "scoring"))

    @property
    def komi(self) -> float:
        """Komi in points, a multiple of 0.25."""
        return _c.rules_komi(self._r)

    @komi.setter
    def komi(self, value: float) -> None:
        _c.rules_set_komi(self._r, float(value))

    @property
    def tax(self) -> Tax:
        """Tax: what territory scoring takes away."""
        return Tax(_c.rules_tax(self._r))

    @tax.setter
    def tax(self, value: int) -> None:
        _c.rules_set_tax(self._r, member_of(Tax, value, "group tax"))

    @property
    def handicap_comp(self) -> HandicapComp:
        """HandicapComp: points White gets for handicap stones."""
        return HandicapComp(_c.rules_handicap_comp(self._r))

    @handicap_comp.setter
    def handicap_comp(self, value: int) -> None:
        _c.rules_set_handicap_comp(
            self._r, member_of(HandicapComp, value, "handicap compensation"))

    @property
    def first_player(self) -> Color:
        """Color that moves first on an empty board."""
        return Color(_c.rules_first_player(self._r))

    @first_player.setter
    def first_player(self, value: Union[Color, int, str]) -> None:
        _c.rules_set_first_player(self._r, Color.of(value))

    @property
    def pass_stones(self) -> bool:
        """AGA: each pass hands the opponent a prisoner."""
        return bool(_c.rules_pass_stones(self._r))

    @pass_stones.setter
    def pass_stones(self, value: bool) -> None:
        _c.rules_set_pass_stones(self._r, int(bool(value)))

    @property
    def white_passes_last(self) -> bool:
        """AGA: two passes end the game only if White passed last."""
        return bool(_c.rules_white_passes_last(self._r))

    @white_passes_last.setter
    def white_passes_last(self, value: bool) -> None:
        _c.rules_set_white_passes_last(self._r, int(bool(value)))

    @property
    def free_handicap(self) -> bool:
        """Handicap stones may be placed freely."""
        return bool(_c.rules_free_handicap(self._r))

    @free_handicap.setter
    def free_handicap(self, value: bool) -> None:
        _c.rules_set_free_handicap(self._r, int(bool(value)))

    @property
    def tie(self) -> TieRule:
        """TieRule: who wins an even count."""
        return TieRule(_c.rules_tie(self._r))

    @tie.setter
    def tie(self, value: int) -> None:
        _c.rules_set_tie(self._r, member_of(TieRule, value, "tie rule"))

    @property
    def free_opening(self) -> int:
        """Stone plays at the start during which passing is not allowed
        (the reformed ruleset: 4)."""
        return int(_c.rules_free_opening(self._r))

    @free_opening.setter
    def free_opening(self, value: int) -> None:
        _c.rules_set_free_opening(self._r, operator.index(value))


def _rules_error(e: Error, text: Any) -> Error:
    """e with a message naming the text and the presets."""
    if not isinstance(text, str) or e.code != _c.EPARSE:
        return e
    import difflib
    near = difflib.get_close_matches(text.lower(), PRESETS, 1)
    hint = f" (did you mean {near[0]!r}?)" if near else ""
    return type(e)(int(e.code), (
        f"{text!r} is not a ruleset{hint}: the presets are "
        f"{', '.join(PRESETS)}; or a rules string such as "
        "'koPOSITIONALscoreAREAsui1komi7.5'"))


def _rules_handle(rules: Union[str, Rules, None]) -> Any:
    if isinstance(rules, Rules):
        return rules._r
    return Rules(rules)._r


# ---------------------------------------------------------------------------
# Values read back from a game

class Move(NamedTuple):
    """One history entry."""
    kind: MoveKind
    color: Color          # the mover; for TURN the new player; for END the winner
    point: Optional[Point]  # PLAY: (col, row); otherwise None
    removed: int          # PLAY: stones removed; SETUP: points changed
    flags: MoveFlag
    repeats: Optional[int]  # the earlier position repeated, if flagged
    vertex: Optional[str]   # PLAY: "D4"; PASS: "pass"; otherwise None

    def __str__(self) -> str:
        if self.kind in (MoveKind.PLAY, MoveKind.PASS):
            return f"{self.color.letter} {self.vertex}"
        return f"{self.kind.name.lower()} {self.color.letter}".rstrip(" .")


class Group(NamedTuple):
    """A chain of stones and its liberties, points in board order."""
    color: Color
    stones: List[Point]
    liberties: List[Point]


class Captures(NamedTuple):
    """Prisoners held: stones captured by Black and by White."""
    black: int
    white: int


_ColorArg = Union[Color, int, str, None]
_ColorName = Union[Color, int, str]


# ---------------------------------------------------------------------------
# Games

class Game:
    """A board and its history under a ruleset.

    Game(19), Game((19, 13)), Game(9, rules="japanese"), Game(9, Rules(...)),
    Game(9, komi=6.5). Black moves first (unless the ruleset says White).
    """
    __slots__ = ("_g", "_w", "_h", "_xy", "_enforce_turn", "__weakref__")

    def __init__(self, size: Union[int, Tuple[int, int]] = 19,
                 rules: Union[str, Rules, None] = "chinese", *,
                 komi: Optional[float] = None) -> None:
        w, h = _size(size)
        self._xy = _coords(w, h)
        self._w, self._h = w, h
        self._g = _c.game_new(w, h, _rules_handle(rules))
        self._enforce_turn = False
        if komi is not None:
            self.komi = komi

    @classmethod
    def _wrap(cls, handle: Any, enforce_turn: bool = False) -> "Game":
        g = cls.__new__(cls)
        g._g = handle
        g._w, g._h = _c.game_width(handle), _c.game_height(handle)
        g._xy = _coords(g._w, g._h)
        g._enforce_turn = False
        if enforce_turn:
            g.enforce_turn = True
        return g

    # ---- geometry and points ---------------------------------------------
    @property
    def width(self) -> int:
        """Board width (columns)."""
        return self._w

    @property
    def height(self) -> int:
        """Board height (rows)."""
        return self._h

    @property
    def size(self) -> Tuple[int, int]:
        """(width, height)."""
        return (self._w, self._h)

    def point(self, vertex: Vertex) -> Optional[Point]:
        """(col, row) of any vertex spelling; None for a pass."""
        return self._xy.xy(self._xy.point(vertex))

    def vertex(self, vertex: Vertex, sgf: bool = False) -> str:
        """GTP name ("D4", "pass") or SGF coordinates ("dp", "")."""
        p = self._xy.point(vertex)
        if sgf:
            return _c.point_sgf(self._w, self._h, p)
        return "pass" if p < 0 else self._xy.names[p]

    # ---- rules -----------------------------------------------------------
    @property
    def rules(self) -> Rules:
        """A copy of the ruleset (change it with set_rules or the setter)."""
        return Rules._wrap(_c.game_rules(self._g))

    @rules.setter
    def rules(self, rules: Union[str, Rules]) -> None:
        self.set_rules(rules)

    def set_rules(self, rules: Union[str, Rules]) -> None:
        """Install a ruleset (preset name, rules string or Rules); the
        history is kept and judged under it from the next move on."""
        _c.game_set_rules(self._g, _rules_handle(rules))

    @property
    def komi(self) -> float:
        """Komi of the game's ruleset; setting it changes only the komi."""
        return _c.rules_komi(_c.game_rules(self._g))

    @komi.setter
    def komi(self, komi: float) -> None:
        r = _c.game_rules(self._g)
        _c.rules_set_komi(r, float(komi))
        _c.game_set_rules(self._g, r)

    @property
    def enforce_turn(self) -> bool:
        """When True, a move of the colour not to move is refused (ETURN).
        Default False, as in GTP and SGF."""
        return self._enforce_turn

    @enforce_turn.setter
    def enforce_turn(self, on: bool) -> None:
        _c.game_set_enforce_turn(self._g, int(bool(on)))
        self._enforce_turn = bool(on)

    # ---- position ----------------------------------------------------------
    def __getitem__(self, vertex: Vertex) -> Color:
        """game["D4"], game[3, 15]: the colour there (Color.EMPTY if none)."""
        p = self._xy.point(vertex)
        if p < 0:
            raise OffBoard(_c.EOFFBOARD, "a pass is not a point")
        return Color(_c.game_at(self._g, p))

    @property
    def to_move(self) -> Color:
        """The player to move; setting it is recorded in the history (as
        SGF PL)."""
        return Color(_c.game_to_move(self._g))

    @to_move.setter
    def to_move(self, color: _ColorName) -> None:
        _c.game_set_to_move(self._g, Color.of(color))

    def board(self) -> List[List[Color]]:
        """Rows top to bottom of Colors: board()[row][col]."""
        b = _c.game_board(self._g)
        w = self._w
        colors = (Color.EMPTY, Color.BLACK, Color.WHITE)
        return [[colors[v] for v in b[y * w:(y + 1) * w]]
                for y in range(self._h)]

    def board_bytes(self) -> bytes:
        """Colour codes (0, 1, 2) of every point, index row * width + col."""
        return _c.game_board(self._g)

    def board_array(self) -> Any:
        """The board as a numpy uint8 array of shape (height, width) (0
        empty, 1 black, 2 white). Without numpy for this Python: the same
        values as a list of rows (lists of ints), with one warning."""
        return _byte_array(_c.game_board(self._g), self._w, self._h)

    def stones(self, color: _ColorName) -> List[Point]:
        """Points with a stone of colour, in board order."""
        c = Color.of(color)
        w = self._w
        return [(p % w, p // w)
                for p, v in enumerate(_c.game_board(self._g)) if v == c]

    def stone_count(self, color: _ColorName) -> int:
        """Number of stones of colour on the board."""
        return _c.game_stone_count(self._g, Color.of(color))

    @property
    def captures(self) -> Captures:
        """Captures(black=..., white=...): prisoners each colour holds."""
        return Captures(_c.game_captures(self._g, _c.BLACK),
                        _c.game_captures(self._g, _c.WHITE))

    @property
    def ko_point(self) -> Optional[Point]:
        """Where the player to move may not retake a ko now, or None."""
        p = _c.game_ko_point(self._g)
        return None if p < 0 else self._xy.xy(p)

    @property
    def hash(self) -> int:
        """64-bit Zobrist hash of the board (0 when empty)."""
        return _c.game_hash(self._g)

    @property
    def situation_hash(self) -> int:
        """The hash combined with the player to move."""
        return _c.game_situation_hash(self._g)

    @property
    def last_removed(self) -> List[Point]:
        """Points emptied by the last history entry."""
        w = self._w
        return [(p % w, p // w) for p in _c.game_last_removed(self._g)]

    @property
    def last_error(self) -> str:
        """The last refusal in words ("" if none)."""
        return _c.game_last_error(self._g)

    # ---- legality ----------------------------------------------------------
    def legal_reason(self, vertex: Vertex, color: _ColorArg = None) -> Status:
        """Status.OK if the move is legal, else why not (Status.EKO, ...)."""
        try:
            p = self._xy.index[vertex]
        except (KeyError, TypeError):
            try:
                p = self._xy.point(vertex)
            except IllegalMove as e:
                return e.reason
        if color is None:
            return Status(_c.game_legal_next(self._g, p))
        return Status(_c.game_legal(self._g, Color.of(color), p))

    def is_legal(self, vertex: Vertex, color: _ColorArg = None) -> bool:
        """Whether colour (default: the player to move) may play there."""
        try:
            p = self._xy.index[vertex]
        except (KeyError, TypeError):
            try:
                p = self._xy.point(vertex)
            except IllegalMove:
                return False
        if color is None:
            return _c.game_legal_next(self._g, p) == 0
        return _c.game_legal(self._g, Color.of(color), p) == 0

    def legal_moves(self, color: _ColorArg = None) -> List[Point]:
        """Every point where colour (default: the player to move) may play,
        in board order (one C call; passes not listed)."""
        c = 0 if color is None else Color.of(color)
        w = self._w
        return [(p % w, p // w) for p in _c.game_legal_moves(self._g, c)]

    # ---- moves ---------------------------------------------------------------
    def play(self, vertex: Vertex = "pass", color: _ColorArg = None, *,
             flags: int = 0) -> None:
        """Play a stone (or pass: "pass" / None) for colour, by default the
        player to move. Raises IllegalMove (with .reason) and leaves the game
        unchanged if the move is illegal. flags: PlayFlag.TOLERANT plays it
        anyway when only the ruleset forbids it."""
        try:
            p = self._xy.index[vertex]
        except (KeyError, TypeError):
            p = self._xy.point(vertex)
        try:
            if color is None and not flags:
                _c.game_play_next(self._g, p)
            else:
                c = self.to_move if color is None else Color.of(color)
                _c.game_play_ex(self._g, c, p, operator.index(flags))
        except IllegalMove as e:
            e.move = vertex
            raise

    def try_play(self, vertex: Vertex = "pass", color: _ColorArg = None, *,
                 flags: int = 0) -> Status:
        """Play the move if it is legal, without raising: Status.OK when it
        was played, else why not (Status.EKO, Status.EOCCUPIED, ... as
        legal_reason gives), the game unchanged and last_error in words.
        One call into C: the play's own status is the legality answer,
        where is_legal() then play() judge the move twice. Status.OK is 0,
        so compare with it rather than testing the value's truth. A
        vertex off this board is Status.EOFFBOARD. What is not a refusal
        of the move still raises: a bad colour (InvalidArgument), text
        that names no vertex, such as "" or "I5" (ParseError)."""
        try:
            self.play(vertex, color, flags=flags)
        except IllegalMove as e:
            return e.reason
        return Status.OK

    def play_random(self, state: int) -> Tuple[Optional[Point], int]:
        """Light playouts: play a uniformly random legal move for the player
        to move that does not fill its own one-point eye, or pass when none
        is left. state is the generator's state (any int); returns the point
        played (None for a pass) and the next state:
            point, state = game.play_random(state)"""
        state = (int(state) + 2**63) % 2**64 - 2**63  # a signed 64-bit word
        nxt, p = _c.game_play_random(self._g, state)
        return (None if p < 0 else (p % self._w, p // self._w)), nxt

    def area_difference(self) -> int:
        """Tromp-Taylor area, Black minus White, as the board stands: stones
        plus empty regions reaching one colour only (no komi)."""
        return _c.game_area_difference(self._g)

    def memory(self) -> int:
        """Heap bytes the game holds (board, history, superko index)."""
        return _c.game_memory(self._g)

    def pass_move(self, color: _ColorArg = None) -> None:
        """Pass (for the player to move by default)."""
        self.play(None, color)

    def play_many(self, moves: Iterable[Union[Vertex, Tuple[_ColorName,
                                                            Vertex]]],
                  *, flags: int = 0) -> int:
        """Play a list of moves in one call into C (the GIL is released
        meanwhile). Each move is a vertex, played by the player to move, or
        a (color, vertex) pair. Stops at the first illegal move and raises
        IllegalMove with .index = its place in the list (the moves before it
        stay played). Returns the number of moves played."""
        index, point = self._xy.index, self._xy.point
        codes = []
        for m in moves:
            c = 0
            try:
                p = index[m]
            except (KeyError, TypeError):
                if (isinstance(m, tuple) and len(m) == 2 and
                        not isinstance(m[1], int)):
                    c = Color.of(m[0])
                    p = point(m[1])
                else:
                    p = point(cast(Vertex, m))
            codes.append(4 * p + c)
        played, status = _c.game_play_list(self._g, codes,
                                              operator.index(flags))
        if status:
            err = _ERRORS.get(status, Error)(status,
                                             _c.game_last_error(self._g))
            err.index = played  # type: ignore[attr-defined]  # any Error
            raise err
        return played

    def resign(self, color: _ColorArg = None) -> None:
        """Colour (default: the player to move) resigns."""
        _c.game_resign(self._g, self.to_move if color is None
                       else Color.of(color))

    def setup(self, black: Iterable[Vertex] = (), white: Iterable[Vertex] = (),
              empty: Iterable[Vertex] = (), to_move: _ColorArg = None
              ) -> None:
        """Place or remove stones without captures or rule checks, as one
        history entry like an SGF node's AE, AB and AW together
        (gor_game_setup_position): empty points are cleared first, then the
        stones placed; no intermediate position enters the history (so
        none counts for superko). to_move: the player to move after it
        (default: unchanged). A single string is one vertex."""
        def pts(vs: Any) -> List[int]:
            if isinstance(vs, (str, int)) or (isinstance(vs, tuple) and
                                              len(vs) == 2 and
                                              isinstance(vs[0], int)):
                vs = [vs]
            out = []
            for v in vs:
                p = self._xy.point(v)
                if p < 0:
                    raise InvalidArgument(_c.EINVAL,
                                          f"setup of {v!r}: not a point")
                out.append(p)
            return out
        b, w, e = pts(black), pts(white), pts(empty)
        _c.game_setup_position(self._g, b, w, e, Color.EMPTY if to_move
                               is None else Color.of(to_move))

    def resume(self) -> None:
        """Resume play after the game ended."""
        _c.game_resume(self._g)

    def end(self, reason: End, winner: _ColorArg = None) -> None:
        """End the game for a reason outside the board (AGREEMENT, TIME,
        FORFEIT, VOID); TIME and FORFEIT need a winner."""
        _c.game_end(self._g, End(reason),
                    Color.EMPTY if winner is None else Color.of(winner))

    @property
    def is_over(self) -> bool:
        """True once the game has ended (passes, resignation, ...)."""
        return _c.game_end_reason(self._g) != _c.END_NONE

    @property
    def end_reason(self) -> End:
        """How the game ended (End.NONE while it goes on)."""
        return End(_c.game_end_reason(self._g))

    @property
    def winner(self) -> Optional[Color]:
        """The winner when the end decides one (resign, time, ...), else
        None (the score decides)."""
        c = _c.game_winner(self._g)
        return Color(c) if c else None

    @property
    def consecutive_passes(self) -> int:
        """Passes in a row at the end of the history."""
        return _c.game_consecutive_passes(self._g)

    def pass_count(self, color: _ColorName) -> int:
        """Passes colour has made so far."""
        return _c.game_pass_count(self._g, Color.of(color))

    @property
    def handicap(self) -> int:
        """Handicap stones Black received (SGF HA)."""
        return _c.game_handicap(self._g)

    @handicap.setter
    def handicap(self, stones: int) -> None:
        _c.game_set_handicap(self._g, operator.index(stones))

    # ---- history -------------------------------------------------------------
    def undo(self) -> None:
        """Undo the last history entry (NoMove at the start)."""
        _c.game_undo(self._g)

    def redo(self) -> None:
        """Redo the next undone entry (NoMove if there is none)."""
        _c.game_redo(self._g)

    def goto(self, n: int) -> None:
        """Go to the position after history entry n (0: the start; entries
        count from 1, redo entries included). Entries are moves, passes,
        setup, handicap placement, PL ... : in a record that starts with
        setup (AB, handicap stones), entry n is move n - 1. For "the
        position after move N" use goto_move(). NoMove (saying the valid
        range) when there is no entry n."""
        total = len(self) + self.redo_length
        if isinstance(n, int) and not 0 <= n <= total:
            raise NoMove(_c.ENOMOVE, f"no history entry {n}: goto takes 0 "
                         f"(the start) to {total}")
        _c.game_goto(self._g, n)

    def goto_move(self, n: int) -> None:
        """Go to the position after move number n as players count moves
        (stone moves and passes; setup and handicap placement are not
        moves): 0 is the position before the first move, with the handicap
        stones; n the position right after the n-th move. NoMove (game
        unchanged) if the history and redo entries have fewer moves."""
        if isinstance(n, int) and n < 0:
            raise NoMove(_c.ENOMOVE, f"no move {n}: goto_move takes 0 (the "
                         "start) or a move number")
        _c.game_goto_move(self._g, n)

    def clear(self) -> None:
        """Back to the empty board, history cleared; the rules stay."""
        _c.game_clear(self._g)

    def __len__(self) -> int:
        """Number of history entries up to the current position."""
        return _c.game_history_length(self._g)

    @property
    def redo_length(self) -> int:
        """History entries after the current position (what redo() can
        replay)."""
        return _c.game_redo_length(self._g)

    @property
    def move_number(self) -> int:
        """Stone moves and passes so far (the SGF move number)."""
        return _c.game_move_number(self._g)

    def _move(self, i: int) -> Move:
        kind, color, p, removed, flags, repeats = _c.game_move(self._g, i)
        kind = MoveKind(kind)
        if kind == MoveKind.PLAY:
            xy, name = self._xy.xy(p), self._xy.names[p]
        else:
            xy, name = None, "pass" if kind == MoveKind.PASS else None
        return Move(kind, Color(color), xy, removed, MoveFlag(flags),
                    None if repeats < 0 else repeats, name)

    def move(self, i: int) -> Move:
        """History entry i: entries count from 1 (as in goto(i), the
        position after it), past the current position the redo entries;
        negative i counts back from the current position (-1: the last one
        played). game.move(i) is game.history[i - 1]. NoMove, saying the
        valid range, when there is no such entry."""
        n = len(self)
        k = i + n + 1 if i < 0 else i
        if not 1 <= k <= n + self.redo_length:
            raise NoMove(_c.ENOMOVE, _no_entry(i, n, self.redo_length))
        return self._move(k)

    @property
    def history(self) -> List[Move]:
        """The history entries up to the current position, as a list:
        history[0] is entry 1 (move(1))."""
        return [self._move(i) for i in range(1, len(self) + 1)]

    def __iter__(self) -> Iterator[Move]:
        """Iterate over the history entries (moves, passes, setup, ...)."""
        return iter(self.history)

    def ko_captures(self) -> int:
        """How many moves so far took a ko: captured one stone and left a
        ko point (a measure of ko fights)."""
        walk = _c.game_clone(self._g)
        _c.game_goto(walk, 0)
        count = 0
        for _ in range(len(self)):
            _c.game_redo(walk)
            if _c.game_ko_point(walk) >= 0:
                count += 1
        return count

    def moves(self) -> List[Tuple[Color, Optional[Point]]]:
        """(color, point) of every stone move and pass (None) so far."""
        return [(m.color, m.point) for m in self
                if m.kind in (MoveKind.PLAY, MoveKind.PASS)]

    # ---- groups --------------------------------------------------------------
    def group(self, vertex: Vertex) -> Optional[Group]:
        """The group of the stone at vertex, or None for an empty point."""
        p = self._xy.point(vertex)
        c = _c.game_at(self._g, p)
        if not c:
            return None
        w = self._w
        return Group(Color(c),
                     [(q % w, q // w) for q in _c.game_group_stones(self._g, p)],
                     [(q % w, q // w)
                      for q in _c.game_group_liberties(self._g, p)])

    def groups(self, color: _ColorArg = None) -> Iterator[Group]:
        """Every group on the board (of colour, if given), in board order of
        their first stone."""
        want = None if color is None else Color.of(color)
        seen = bytearray(self._w * self._h)
        for p, v in enumerate(_c.game_board(self._g)):
            if v and not seen[p] and (want is None or v == want):
                stones = _c.game_group_stones(self._g, p)
                for q in stones:
                    seen[q] = 1
                yield self.group(p)  # type: ignore[misc]

    def liberties(self, vertex: Vertex) -> int:
        """Liberties of the group at vertex (0 for an empty point)."""
        return _c.game_liberty_count(self._g, self._xy.point(vertex))

    # ---- life and death marks ------------------------------------------------
    def mark(self, vertex: Union[Vertex, Iterable[Vertex]],
             life: Life = Life.DEAD) -> None:
        """Mark the group(s) at vertex (or at each of a list) dead, alive or
        in seki, for scoring. Marks vanish when the position changes."""
        if isinstance(vertex, list) or (isinstance(vertex, (set, frozenset))):
            pts = [self._xy.point(v) for v in vertex]
            _c.game_mark_list(self._g, Life(life), pts)
        else:
            _c.game_mark(self._g, self._xy.point(cast(Vertex, vertex)),
                         Life(life))

    def life(self, vertex: Vertex) -> Life:
        """The mark on the stone at vertex (Life.ALIVE when unmarked)."""
        return Life(_c.game_life_at(self._g, self._xy.point(vertex)))

    def marked(self, life: Life = Life.DEAD) -> List[Point]:
        """Points of the stones marked with life, in board order."""
        w = self._w
        return [(p % w, p // w) for p in _c.game_marked(self._g, Life(life))]

    def clear_marks(self) -> None:
        """Remove every life-and-death mark."""
        _c.game_clear_marks(self._g)

    # ---- copies, pickling, comparison ----------------------------------------
    def copy(self) -> "Game":
        """A deep copy, history included."""
        return Game._wrap(_c.game_clone(self._g), self._enforce_turn)

    __copy__ = copy

    def __deepcopy__(self, memo: Any) -> "Game":
        return self.copy()

    def pack(self) -> bytes:
        """The whole game (size, rules, history with setup and redo entries,
        position, handicap, marks) as compact bytes; Game.unpack() reads
        them back. This is what pickle stores."""
        return _c.game_pack(self._g)

    @classmethod
    def unpack(cls, data: bytes, enforce_turn: bool = False) -> "Game":
        """The Game that pack() wrote into data (InvalidArgument if the
        bytes are not such a game)."""
        return cls._wrap(_c.game_unpack(data), enforce_turn)

    def __reduce__(self) -> Any:
        return (_unpack_game, (self.pack(), self._enforce_turn))

    def __eq__(self, other: object) -> bool:
        """Same size, rules, history (with redo entries), position and
        marks."""
        if not isinstance(other, Game):
            return NotImplemented
        return self.pack() == other.pack()

    __hash__ = None  # type: ignore[assignment]  # mutable; see .hash

    # ---- text ----------------------------------------------------------------
    def __str__(self) -> str:
        """The board: X black, O white, + star points, GTP coordinates."""
        return _c.game_draw(self._g)

    def __repr__(self) -> str:
        state = (f"over ({self.end_reason.name.lower()})" if self.is_over
                 else f"{self.to_move.letter} to move")
        return (f"<gorules.Game {self._w}x{self._h} {str(self.rules)!r} "
                f"move {self.move_number}, {state}>")

    # ---- scoring, results, handicap (gorules_score.h) ------------------------
    # Implemented in gorules._score, which needs the library's scoring module.
    def score(self, *, dead: int = _c.DEAD_MARKS, seki: int = _c.SEKI_MARKS,
              estimate: bool = False, territory: int = 0,
              penalties: Tuple[int, int] = (0, 0), chinese: int = 0) -> Score:
        """Count the current position under the game's ruleset (the game is
        not changed). Dead stones come from `dead` (DeadFrom flags: the
        game's marks by default; DeadFrom.CERTAIN adds stones inside the
        opponent's pass-alive area; estimate=True adds the heuristic
        estimate of dead stones and seki). territory: Territory flags for
        territory counting (Territory.J1989: seki and false eyes read from
        the shape as the 1989 Japanese rules are played). penalties:
        penalty stones against (Black, White). chinese: ChineseFlag forms."""
        return _score._score(self, dead=dead, seki=seki, estimate=estimate,
                             territory=territory, penalties=penalties,
                             chinese=chinese)

    def result(self, *, dead: int = _c.DEAD_MARKS, seki: int = _c.SEKI_MARKS,
               estimate: bool = False, territory: int = 0,
               penalties: Tuple[int, int] = (0, 0), chinese: int = 0) -> Result:
        """The game's result: resignation, time, forfeit, no result, or by
        counting (as score()) when it ended by passes or agreement or is not
        over."""
        return _score._result(self, dead=dead, seki=seki, estimate=estimate,
                              territory=territory, penalties=penalties,
                              chinese=chinese)

    def area_map(self, flags: int = _c.AREA_SCORING) -> List[List[Color]]:
        """Owner of each point by pass-alive analysis (Benson), rows top to
        bottom; flags (AreaFlag) add less certain ownership."""
        return _score._area_map(self, flags)

    def judge(self, estimate: bool = False) -> bytes:
        """Life-and-death judgement bytes per point: a Life in the low two
        bits, JudgeFlag.CERTAIN (proven) or JudgeFlag.GUESS."""
        return _score._judge(self, estimate)

    def mark_judged(self, judgement: bytes,
                    which: int = _c.JUDGE_CERTAIN) -> int:
        """Mark the stones a judgement (judge()) finds dead or in seki with
        one of the `which` flags; returns how many were newly marked."""
        return _score._mark_judged(self, judgement, which)

    def ownership_estimate(self, playouts: int = 0,
                           seed: int = 0) -> OwnershipEstimate:
        """An ownership and score ESTIMATE of the position as it stands, for
        a game in play, resigned or unfinished (not the count of a finished
        game: see score()). Random playouts that answer ataris and read
        ladders, from the position (playouts: 1..100000, 0 for
        OWNERSHIP_PLAYOUTS), the pass-alive areas certain (exactly +-100). The same seed gives the same answer;
        the game is not changed."""
        return _score._ownership_estimate(self, playouts, seed)

    def place_handicap(self, stones: int, *, no_komi: bool = False) -> None:
        """Fixed handicap stones on an empty board (White to move after);
        stones=1: taking Black without komi; no_komi: komi 0."""
        _score._place_handicap(self, stones, no_komi=no_komi)

    def place_free_handicap(self, points: Sequence[Vertex], *,
                            no_komi: bool = False) -> None:
        """Handicap stones on freely chosen points (the ruleset must allow
        free placement)."""
        _score._place_free_handicap(self, points, no_komi=no_komi)

    # ---- SGF (gorules_sgf.h) -------------------------------------------------
    # Implemented in gorules._sgf, which needs the library's SGF module.
    def to_sgf(self, info: Optional[Sgf] = None, index: int = 0,
               clock: Optional[Clock] = None) -> str:
        """The game (history up to the current position, rules, komi,
        handicap, result when decided) as SGF text. info: a collection
        whose game `index` root properties (players, date, ...) are
        copied. clock: a gorules.Clock whose time control (TM, OT) and
        per-move times (BL/WL, OB/OW) are written too."""
        return _sgf._to_sgf(self, info, index, clock)

    def save_sgf(self, path: Union[str, "os.PathLike[str]"],
                 info: Optional[Sgf] = None, index: int = 0) -> None:
        """Write to_sgf(info, index) to the file at path (UTF-8)."""
        _sgf._save_sgf(self, path, info, index)


    # ---- SVG boards (gorules_svg.h) --------------------------------------------
    # Implemented in gorules._svg.
    def svg(self, *, coordinates: bool = True, last_move: bool = True,
            dead: bool = True, background: bool = True, cell: int = 24,
            ownership: Any = None,
            markup: Optional[Dict[Any, Union[str, int]]] = None,
            labels: Optional[Dict[Any, str]] = None) -> str:
        """The current position as an SVG document (str): coordinates and
        the last move when asked, the stones marked dead faded and crossed
        (dead), the board colour (background), cell pixels between lines
        (8..200); ownership: a Score, its .map bytes, rows of owners
        (area_map()), an OwnershipEstimate (ownership_estimate()) or any
        signed map of the board's size (> 0 Black's, < 0 White's) for
        territory and dead stones; markup: {vertex:
        "circle" | "square" | "triangle" | "cross"}; labels: {vertex:
        text}."""
        return _svg._svg(self, coordinates=coordinates, last_move=last_move,
                         dead=dead, background=background, cell=cell,
                         ownership=ownership, markup=markup, labels=labels)

    def _repr_svg_(self) -> str:
        """Jupyter's rich display: the board as SVG."""
        return self.svg()


def _no_entry(i: int, played: int, redo: int) -> str:
    """Why there is no history entry i, with the valid range (the same
    words in Lua and JavaScript)."""
    if played + redo == 0:
        return f"no history entry {i}: the history is empty"
    back = "; -1 is the last one played" if played else ""
    return (f"no history entry {i}: entries count from 1 (1 to "
            f"{played + redo} here{back})")


def _unpack_game(data: bytes, enforce_turn: bool = False) -> Game:
    return Game.unpack(data, enforce_turn)


# The library's optional modules, when it was built with them: scoring,
# results and handicap (gorules_score.h); SGF (gorules_sgf.h); clocks
# (gorules_clock.h); the referee (gorules_referee.h); SVG boards
# (gorules_svg.h); light playouts (gorules_playout.h). They add their own
# names here and implement the Game methods of their part (score, result,
# to_sgf, ...).
from . import _clock, _playout, _referee, _score, _sgf, _svg  # noqa: E402
from ._score import *  # noqa: E402,F401,F403
from ._sgf import *  # noqa: E402,F401,F403
from ._clock import *  # noqa: E402,F401,F403
from ._referee import *  # noqa: E402,F401,F403
from ._svg import *  # noqa: E402,F401,F403
from ._playout import *  # noqa: E402,F401,F403
__all__ += (_score.__all__ + _sgf.__all__ + _clock.__all__ +
            _referee.__all__ + _svg.__all__ + _playout.__all__)
