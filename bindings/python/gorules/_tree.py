# SPDX-License-Identifier: MIT
"""The SGF tree: every node, property, comment and variation of a record.

    >>> sgf = gorules.read_sgf(text)            # a collection (Sgf)
    >>> root = sgf[0]                           # game 0's root Node
    >>> root["PB"], root.get("KM"), root.size   # typed values
    >>> for node in root.main_line(): ...       # root, first children, ...
    >>> node.move                               # (Color.BLACK, (3, 15))
    >>> node.comment = "a mistake"; node.set("TR", ["dd", "pp"])
    >>> child = node.new_child(); child.set_move("white", "Q16")
    >>> node.game()                             # the position at this node
    >>> text = sgf.serialise()                  # nothing lost

Nodes read and change the C tree of their collection in place (libgorules'
gor_sgf_node_* calls); a Node keeps its collection alive. Values are typed
per FF[4] (see Node.get); unknown properties come back as their raw
values, verbatim. Points are (col, row) tuples, (0, 0) the top-left
corner, as everywhere in gorules; to_sgfmill() / from_sgfmill() convert to
and from sgfmill's (row, col) with row 0 at the bottom.
"""
from __future__ import annotations

import math
import re
import threading
from typing import (TYPE_CHECKING, Any, Dict, Iterator, List, Optional,
                    Sequence, Set, Tuple, Union)

from . import core as _c
from . import (Color, Error, Game, InvalidArgument, OffBoard, ParseError,
               Point, Rules, Vertex, _coords, _size)

if TYPE_CHECKING:
    from ._sgf import Replay, Sgf

__all__ = ["Node", "new_sgf", "to_sgfmill", "from_sgfmill", "PROPERTY_TYPES"]

# FF[4] value types of the Go properties (FF[4] spec, "Properties" and
# "Go (GM[1]) specific properties"). Anything else is "unknown": its raw
# values are kept and given back verbatim.
PROPERTY_TYPES: Dict[str, str] = {}
for _t, _ids in {
    "move": "B W",
    "points": "AB AW AE CR MA SL SQ TR DD TB TW VW",
    "number": "MN HA OB OW PM GM FF ST",
    "real": "KM BL WL TM V",
    "double": "GB GW DM UC BM TE HO",
    "color": "PL",
    "text": "C GC",
    "simpletext": "N GN PB PW BR WR BT WT DT EV PC RO RE RU SO US AN CP ON "
                  "OT",
    "none": "KO IT DO",
    "size": "SZ",
    "label": "LB",
    "arrows": "AR LN",
    "composed_simpletext": "AP CA",
    "figure": "FG",
}.items():
    for _i in _ids.split():
        PROPERTY_TYPES[_i] = _t
del _t, _ids, _i

_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_NUMBER = re.compile(r"[+-]?[0-9]+\Z")
_REAL = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)\Z")


def _bad(kind: str, raw: str, pid: str) -> ParseError:
    return ParseError(_c.EPARSE, f"{pid}[{raw}]: not {kind}")


def _split_composed(raw: str) -> Tuple[str, Optional[str]]:
    """A raw value split at its first unescaped ":" (None: there is none)."""
    k, n = 0, len(raw)
    while k < n:
        if raw[k] == "\\":
            k += 2
            continue
        if raw[k] == ":":
            return raw[:k], raw[k + 1:]
        k += 1
    return raw, None


def _text(raw: str, simple: bool = False) -> str:
    return _c.sgf_text(raw, _c.SGF_TEXT_SIMPLE if simple else 0)


def _escape(text: str, composed: bool = False) -> str:
    return _c.sgf_escape(str(text), _c.SGF_TEXT_FIRST if composed else 0)


def _to_sgfmill_one(p: Point, h: int) -> Tuple[int, int]:
    return (h - 1 - p[1], p[0])


def to_sgfmill(point: Vertex, size: Union[int, Tuple[int, int]]
               ) -> Optional[Tuple[int, int]]:
    """sgfmill's (row, col), row 0 at the BOTTOM, of a gorules point (any
    vertex spelling: (col, row) from the top-left, "D4", "dd") on a board
    of `size` (an int or (width, height); needed: rows count from the other
    edge). None for a pass."""
    w, h = _size(size)
    c = _coords(w, h)
    p = c.xy(c.point(point))
    return None if p is None else _to_sgfmill_one(p, h)


def from_sgfmill(rowcol: Optional[Tuple[int, int]],
                 size: Union[int, Tuple[int, int]]) -> Optional[Point]:
    """The gorules (col, row) point, (0, 0) at the top-left, of sgfmill's
    (row, col) with row 0 at the bottom; None (a pass) stays None. OffBoard
    if it is not on a board of `size`."""
    if rowcol is None:
        return None
    w, h = _size(size)
    row, col = rowcol
    if not (0 <= row < h and 0 <= col < w):
        raise OffBoard(_c.EOFFBOARD, f"sgfmill point {tuple(rowcol)} is not "
                       f"on the {w}x{h} board")
    return (col, h - 1 - row)


def _pid(pid: Any) -> str:
    """A property identifier: a str ("KM"); ArgumentTypeError otherwise."""
    if not isinstance(pid, str):
        from . import ArgumentTypeError
        raise ArgumentTypeError(_c.EINVAL, "a property identifier is a str "
                                f"such as 'KM', not {type(pid).__name__}")
    return pid


class Node:
    """One node of an SGF tree. Compare with ==; hashable.

    Tree: .parent, .children, len(node), node[i] (child i), iteration over
    the children, .siblings, .next_sibling, .root, .is_root, .depth,
    .main_line() / .get_main_sequence(), .path() (root to here),
    .new_child().
    Properties: .properties(), id in node / .has(id), node[id] / .get(id)
    (typed), .get_raw(id) / .get_raw_list(id), node[id] = v / .set(id, v),
    .set_raw(id, raw), del node[id] / .delete(id), .comment.
    Go: .size, .move / .get_move(), .set_move(), .setup_stones /
    .get_setup_stones(), .set_setup_stones(), .game() / .replay() (the
    position at this node).
    """
    # _dims: (the collection's _szv, (width, height)) once known, handed on
    # to the nodes reached from this one, so that reading the moves of a
    # line costs no walk to the root per node.
    __slots__ = ("_sgf", "_n", "_dims")

    def __init__(self, sgf: Any, handle: Any,
                 dims: Optional[Tuple[int, Tuple[int, int]]] = None) -> None:
        self._sgf = sgf
        self._n = handle
        self._dims = dims

    # ---- identity ------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Node):
            return NotImplemented
        return self._sgf is other._sgf and _c.sgf_node_key(self._n) == _c.sgf_node_key(other._n)

    def __hash__(self) -> int:
        return hash(_c.sgf_node_key(self._n))

    def __repr__(self) -> str:
        props = "".join(f"{i}[{self.get_raw(i)}]" for i in self.properties()
                        ).replace("\n", "\\n")
        if len(props) > 60:
            props = props[:57] + "..."
        return f"<gorules.Node ;{props}>"

    def __reduce__(self) -> Any:
        return (_node_at, (self._sgf, self._index_path()))

    def _index_path(self) -> Tuple[int, List[int]]:
        with self._sgf._lock:
            path: List[int] = []
            n = self._n
            while True:
                parent = _c.sgf_node_parent(n)
                if parent is None:
                    break
                k = 0
                c = _c.sgf_node_child(parent, 0)
                while _c.sgf_node_key(c) != _c.sgf_node_key(n):
                    c = _c.sgf_node_next_sibling(c)
                    k += 1
                path.append(k)
                n = parent
            g = 0
            r = _c.sgf_game(self._sgf._s, 0)
            while _c.sgf_node_key(r) != _c.sgf_node_key(n):
                r = _c.sgf_node_next_sibling(r)
                g += 1
            return g, path[::-1]

    def _wrap(self, handle: Any) -> Optional["Node"]:
        return None if handle is None else Node(self._sgf, handle, self._dims)

    def _mutable(self) -> Any:
        return _c.sgf_node_mutable(self._sgf._s, self._n)

    # ---- tree ------------------------------------------------------------------
    @property
    def parent(self) -> Optional["Node"]:
        """The parent node; None for a game's root."""
        with self._sgf._lock:
            return self._wrap(_c.sgf_node_parent(self._n))

    @property
    def is_root(self) -> bool:
        """True for a game's root (it has no parent)."""
        return self.parent is None

    @property
    def root(self) -> "Node":
        """The root of this node's game."""
        with self._sgf._lock:
            n = self._n
            while True:
                p = _c.sgf_node_parent(n)
                if p is None:
                    return Node(self._sgf, n, self._dims)
                n = p

    @property
    def depth(self) -> int:
        """Nodes above this one (0 for a root)."""
        with self._sgf._lock:
            d, n = 0, _c.sgf_node_parent(self._n)
            while n is not None:
                d, n = d + 1, _c.sgf_node_parent(n)
            return d

    @property
    def children(self) -> List["Node"]:
        """The children: [0] is the main line, the others variations."""
        with self._sgf._lock:
            out = []
            dims = self._dims
            c = _c.sgf_node_child(self._n, 0)
            while c is not None:
                out.append(Node(self._sgf, c, dims))
                c = _c.sgf_node_next_sibling(c)
            return out

    def __len__(self) -> int:
        """Number of children."""
        with self._sgf._lock:
            return _c.sgf_node_child_count(self._n)

    def __bool__(self) -> bool:
        return True

    def __iter__(self) -> Iterator["Node"]:
        """The children."""
        return iter(self.children)

    @property
    def next_sibling(self) -> Optional["Node"]:
        """The next variation at this point (None for the last; roots have
        no siblings here: use the collection for other games)."""
        with self._sgf._lock:
            if _c.sgf_node_parent(self._n) is None:
                return None
            return self._wrap(_c.sgf_node_next_sibling(self._n))

    @property
    def siblings(self) -> List["Node"]:
        """The other children of this node's parent (the other variations),
        in order; [] for a root."""
        p = self.parent
        return [] if p is None else [c for c in p.children if c != self]

    def main_line(self) -> List["Node"]:
        """This node and its first children down to the end of the line (from
        a root: the game's main sequence, as sgfmill's
        get_main_sequence())."""
        with self._sgf._lock:
            self.size  # known once for the whole line
            out = [self]
            sgf, dims = self._sgf, self._dims
            c = _c.sgf_node_child(self._n, 0)
            while c is not None:
                out.append(Node(sgf, c, dims))
                c = _c.sgf_node_child(c, 0)
            return out

    def get_main_sequence(self) -> List["Node"]:
        """sgfmill's name: the main line from this game's root."""
        return self.root.main_line()

    def main_sequence_below(self) -> List["Node"]:
        """sgfmill's name: the main line below this node (not this node)."""
        return self.main_line()[1:]

    def path(self) -> List["Node"]:
        """The nodes from the root down to this one (sgfmill's
        get_sequence_above() plus this node)."""
        with self._sgf._lock:
            out = []
            n = self._n
            while n is not None:
                out.append(Node(self._sgf, n, self._dims))
                n = _c.sgf_node_parent(n)
            return out[::-1]

    def new_child(self, move: Optional[Tuple[Any, Vertex]] = None) -> "Node":
        """Append a new, empty child (a new variation when the node has
        children already; the main line when it has none). move: an optional
        (colour, vertex) to set on it."""
        with self._sgf._lock:
            child = Node(self._sgf, _c.sgf_node_add_child(self._mutable()),
                         self._dims)
        if move is not None:
            child.set_move(*move)
        return child

    def __getitem__(self, key: Union[int, str]) -> Any:
        """node[i]: child i (int); node["KM"]: the typed value (KeyError if
        absent)."""
        if isinstance(key, int):
            k = key
            with self._sgf._lock:
                if k < 0:
                    k += _c.sgf_node_child_count(self._n)
                c = _c.sgf_node_child(self._n, k) if k >= 0 else None
            if c is None:
                raise IndexError(f"node has no child {k}")
            return Node(self._sgf, c, self._dims)
        if not self.has(key):
            raise KeyError(key)
        return self.get(key)

    # ---- properties ----------------------------------------------------------
    def properties(self) -> List[str]:
        """The property identifiers, in node order."""
        with self._sgf._lock:
            return [_c.sgf_node_property_id(self._n, i)
                    for i in range(_c.sgf_node_property_count(self._n))]

    def has(self, pid: str) -> bool:
        """True when the node has property pid (`pid in node`; sgfmill's
        has_property)."""
        with self._sgf._lock:
            return bool(_c.sgf_node_has(self._n, pid))

    has_property = has
    __contains__ = has

    def get_raw_list(self, pid: str) -> List[str]:
        """The raw values of a property (escapes kept), [] if absent."""
        with self._sgf._lock:
            return _raw_values(self._n, pid)

    def get_raw(self, pid: str) -> str:
        """The first raw value (KeyError if absent)."""
        with self._sgf._lock:
            v = _c.sgf_node_value(self._n, pid, 0)
        if v is None:
            raise KeyError(pid)
        return v

    def get_raw_property_map(self) -> Dict[str, List[str]]:
        """{identifier: [raw values]} for every property."""
        return {i: self.get_raw_list(i) for i in self.properties()}

    @property
    def size(self) -> Tuple[int, int]:
        """(width, height) of this node's game, from the root's SZ."""
        d = self._dims
        if d is not None and d[0] == self._sgf._szv:
            return d[1]
        with self._sgf._lock:
            n = self._n
            while True:
                p = _c.sgf_node_parent(n)
                if p is None:
                    break
                n = p
            w, h = _c.sgf_game_size(n)
            self._dims = (self._sgf._szv, (w, h))
            return w, h

    def _point(self, raw: str, pid: str) -> Point:
        w, h = self.size
        if len(raw) == 2 and raw[0] in _LETTERS and raw[1] in _LETTERS:
            x, y = _LETTERS.index(raw[0]), _LETTERS.index(raw[1])
            if x < w and y < h:
                return (x, y)
            raise OffBoard(_c.EOFFBOARD, f"{pid}[{raw}]: not a point on "
                           f"{w}x{h}")
        raise _bad("a point", raw, pid)

    def get(self, pid: str, default: Any = None) -> Any:
        """The value of a property, typed per FF[4] (default if absent):
          B, W: a (col, row) point, None for a pass;
          AB AW AE, markup (CR MA SL SQ TR DD TB TW VW): a list of points,
            compressed rectangles ("aa:cc") expanded, in board order;
          numbers (HA MN OB OW PM GM FF ST): int; SZ: int, or (w, h)
            when the board is not square; reals (KM BL WL TM V): float;
          double (GB GW DM UC BM TE HO): 1 or 2; PL: a Color;
          Text (C GC): str, escapes resolved, soft line breaks removed,
            line breaks kept; SimpleText (PB PW GN RE DT ...): str with
            line breaks turned into spaces;
          AP, CA: the text (AP: (name, version) when it has a ":");
          LB: [(point, text)]; AR, LN: [(point, point)];
          KO, IT, DO: True; FG: (flags, text) or None;
          unknown properties: the raw value, or a list of raw values when
            there are several.
        ParseError / OffBoard for a value that is not of its type."""
        with self._sgf._lock:
            raws = _raw_values(self._n, pid)
            n = len(raws)
            if n == 0:
                return default
        kind = PROPERTY_TYPES.get(pid)
        raw = raws[0]
        if kind == "move":
            w, h = self.size
            if raw == "" or (raw == "tt" and w <= 19 and h <= 19):
                return None
            return self._point(raw, pid)
        if kind == "points":
            w, h = self.size
            with self._sgf._lock:
                pts = _c.sgf_node_points(self._n, pid, w, h)
            return [(p % w, p // w) for p in sorted(set(pts))]
        if kind == "number":
            return _number(raw, pid)
        if kind == "size":
            a, b = _split_composed(raw)
            if b is None:
                return _number(a, pid)
            wh = (_number(a, pid), _number(b, pid))
            return wh[0] if wh[0] == wh[1] else wh
        if kind == "real":
            return _real(raw, pid)
        if kind == "double":
            return 2 if raw.strip() == "2" else 1
        if kind == "color":
            t = raw.strip().upper()
            if t in ("B", "W"):
                return Color.BLACK if t == "B" else Color.WHITE
            raise _bad("a colour", raw, pid)
        if kind == "text":
            return _text(raw)
        if kind == "simpletext":
            return _text(raw, True)
        if kind == "none":
            return True
        if kind == "composed_simpletext":
            a, b = _split_composed(raw)
            if b is None or pid == "CA":
                return _text(raw, True)
            return (_text(a, True), _text(b, True))
        if kind == "label":
            out = []
            for r in raws:
                a, b = _split_composed(r)
                if b is None:
                    raise _bad("point:text", r, pid)
                out.append((self._point(a, pid), _text(b, True)))
            return out
        if kind == "arrows":
            out2 = []
            for r in raws:
                a, b = _split_composed(r)
                if b is None:
                    raise _bad("point:point", r, pid)
                out2.append((self._point(a, pid), self._point(b, pid)))
            return out2
        if kind == "figure":
            if raw == "":
                return None
            a, b = _split_composed(raw)
            return (_number(a, pid), _text(b or "", True))
        return raws[0] if n == 1 else raws

    def set_raw(self, pid: str, raw: Union[str, Sequence[str]]) -> None:
        """Set a property to raw value(s), written as given (each must be
        valid between brackets: "]" escaped). InvalidArgument for a bad
        identifier or value; the node is unchanged then."""
        pid = _pid(pid)
        raws = [raw] if isinstance(raw, str) else list(raw)
        if not raws:
            raise InvalidArgument(_c.EINVAL, f"{pid}: no values to set")
        for r in raws:
            if not isinstance(r, str) or "\0" in r:
                raise InvalidArgument(_c.EINVAL, f"{pid}[{r!r}]: a value is "
                                      "text without NUL characters")
        with self._sgf._lock:
            m = self._mutable()
            if pid.upper() == "SZ":
                self._sgf._szv += 1
            old = _raw_values(self._n, pid)
            try:
                _c.sgf_node_set(m, pid, raws[0])
                for r in raws[1:]:
                    _c.sgf_node_add_value(m, pid, r)
            except Error as e:
                if old:     # put the old values back
                    _c.sgf_node_set(m, pid, old[0])
                    for r in old[1:]:
                        _c.sgf_node_add_value(m, pid, r)
                elif _c.sgf_node_has(self._n, pid):
                    _c.sgf_node_remove(m, pid)
                raise InvalidArgument(
                    e.code, f"{pid}{''.join('[' + r + ']' for r in raws)}: "
                    f"{e.message}") from None

    def set(self, pid: str, value: Any) -> None:
        """Set a property from a typed value (the forms get() gives back;
        points as any vertex spelling: (col, row), "D4", "dd"; texts
        escaped here). A list sets several values; None for B/W is a
        pass; for unknown properties, str values are written raw."""
        pid = _pid(pid)
        kind = PROPERTY_TYPES.get(pid)
        w, h = self.size
        xy = _coords(w, h)

        def pt(v: Vertex) -> str:
            p = xy.point(v)
            if p < 0:
                raise InvalidArgument(_c.EINVAL, f"{pid}: a pass is not "
                                      "a point here")
            return _c.point_sgf(w, h, p)

        if kind == "move":
            raws = ["" if value is None or value == "pass" else pt(value)]
        elif kind == "points":
            one = isinstance(value, (str, tuple))
            pts: List[Vertex] = [value] if one else list(value)
            raws = sorted({pt(v) for v in pts}, key=lambda s: (
                _LETTERS.index(s[1]), _LETTERS.index(s[0]))) or [""]
        elif kind in ("number", "double"):
            raws = [str(int(value))]
        elif kind == "size":
            raws = [str(int(value))] if isinstance(value, int) else \
                [f"{int(value[0])}:{int(value[1])}"]
        elif kind == "real":
            f = float(value)
            if not math.isfinite(f):
                raise InvalidArgument(_c.EINVAL, f"{pid}: {value!r} is not "
                                      "a real number")
            raws = [(f"{f:.12f}".rstrip("0").rstrip(".") or "0")
                    if f != 0 else "0"]
        elif kind == "color":
            raws = [Color.of(value).letter]
        elif kind in ("text", "simpletext"):
            raws = [_escape(value)]
        elif kind == "none":
            raws = [""]
        elif kind == "composed_simpletext":
            raws = [_escape(value[0], True) + ":" + _escape(value[1])
                    if isinstance(value, tuple) else _escape(value)]
        elif kind == "label":
            raws = [pt(p) + ":" + _escape(t) for p, t in value]
        elif kind == "arrows":
            raws = [pt(a) + ":" + pt(b) for a, b in value]
        elif kind == "figure":
            raws = [""] if value is None else \
                [f"{int(value[0])}:{_escape(value[1])}"]
        else:
            raws = [value] if isinstance(value, str) else list(value)
        self.set_raw(pid, raws)

    def __setitem__(self, pid: str, value: Any) -> None:
        self.set(pid, value)

    def delete(self, pid: str) -> None:
        """Remove a property (nothing happens if it is absent)."""
        pid = _pid(pid)
        with self._sgf._lock:
            if pid.upper() == "SZ":
                self._sgf._szv += 1
            _c.sgf_node_remove(self._mutable(), pid)

    unset = delete

    def __delitem__(self, pid: str) -> None:
        if not self.has(pid):
            raise KeyError(pid)
        self.delete(pid)

    @property
    def comment(self) -> str:
        """The C[] comment as plain text ("" if none); settable, "" or None
        removes it."""
        text: str = self.get("C", "")
        return text

    @comment.setter
    def comment(self, text: Optional[str]) -> None:
        if text:
            self.set("C", text)
        else:
            self.delete("C")

    def add_comment_text(self, text: str) -> None:
        """Append text to the comment (a blank line between), as sgfmill's
        add_comment_text()."""
        old = self.comment
        self.comment = f"{old}\n\n{text}" if old else text

    # ---- moves and setup -------------------------------------------------
    @property
    def move(self) -> Optional[Tuple[Color, Optional[Point]]]:
        """(colour, point) of the node's B or W (point None for a pass), or
        None when the node has no move."""
        if self.has("B"):
            return (Color.BLACK, self.get("B"))
        if self.has("W"):
            return (Color.WHITE, self.get("W"))
        return None

    def get_move(self) -> Tuple[Optional[Color], Optional[Point]]:
        """sgfmill's form: (colour, point), (None, None) without a move."""
        m = self.move
        return (None, None) if m is None else m

    def set_move(self, color: Any, vertex: Vertex) -> None:
        """Make the node's move colour at vertex (None / "pass": a pass);
        a B or W it had is replaced."""
        c = Color.of(color)
        if c == Color.EMPTY:
            raise InvalidArgument(_c.ECOLOR, "a move needs black or white")
        pid = "B" if c == Color.BLACK else "W"
        self.set(pid, vertex)
        self.delete("W" if pid == "B" else "B")

    @property
    def setup_stones(self) -> Tuple[Set[Point], Set[Point], Set[Point]]:
        """(black, white, empty) point sets of AB, AW, AE."""
        return (set(self.get("AB", [])), set(self.get("AW", [])),
                set(self.get("AE", [])))

    def get_setup_stones(self) -> Tuple[Set[Point], Set[Point], Set[Point]]:
        """sgfmill's name: setup_stones, the (black, white, empty) point sets
        of AB, AW, AE."""
        return self.setup_stones

    def has_setup_stones(self) -> bool:
        """True when the node has AB, AW or AE."""
        return any(self.has(p) for p in ("AB", "AW", "AE"))

    def set_setup_stones(self, black: Any = (), white: Any = (),
                         empty: Any = ()) -> None:
        """Set AB, AW, AE (an empty list removes the property)."""
        for pid, pts in (("AB", black), ("AW", white), ("AE", empty)):
            pts = list(pts)
            if pts:
                self.set(pid, pts)
            else:
                self.delete(pid)

    # ---- the position -----------------------------------------------------
    def replay(self, *, tolerant: bool = False,
               rules: Union[str, Rules, None] = None,
               raw_komi: bool = False) -> Replay:
        """Replay the game from its root to this node (gor_sgf_replay with
        this node as target): a Replay with .game, .issues, .errors."""
        from ._sgf import Replay
        from . import _rules_handle
        flags = (_c.SGF_REPLAY_TOLERANT if tolerant else 0) | \
            (_c.SGF_REPLAY_RAW_KOMI if raw_komi else 0)
        with self._sgf._lock:
            g, report = _c.sgf_replay_node(
                self._sgf._s, self._n, flags,
                None if rules is None else _rules_handle(rules), 0)
        return Replay(Game._wrap(g), report)

    def game(self, *, tolerant: bool = False,
             rules: Union[str, Rules, None] = None) -> Game:
        """The Game at this node (the position after its move and setup).
        An illegal move on the way raises IllegalMove (with .game and
        .replay) unless tolerant=True."""
        from ._sgf import _checked
        r = self.replay(tolerant=tolerant, rules=rules)
        return _checked(r, tolerant)

    board = game

    def __str__(self) -> str:
        return ";" + "".join(
            i + "".join(f"[{v}]" for v in self.get_raw_list(i))
            for i in self.properties())


def _number(raw: str, pid: str) -> int:
    t = raw.strip()
    if not _NUMBER.match(t):
        raise _bad("a number", raw, pid)
    return int(t)


def _real(raw: str, pid: str) -> float:
    t = raw.strip()
    if not _REAL.match(t):
        raise _bad("a real number", raw, pid)
    return float(t)


def _raw_values(handle: Any, pid: str) -> List[str]:
    """The raw values of property pid of a node handle, [] if absent (the
    caller holds the collection's lock)."""
    out = []
    for k in range(_c.sgf_node_value_count(handle, pid)):
        v = _c.sgf_node_value(handle, pid, k)
        if v is not None:   # within the count, never None
            out.append(v)
    return out


def _node_at(sgf: Any, where: Tuple[int, List[int]]) -> Node:
    g, path = where
    n: Node = sgf[g]
    for k in path:
        n = n[k]
    return n


def new_sgf(size: Union[int, Tuple[int, int]] = 19) -> Sgf:
    """A new collection with one empty game: a root with FF[4] GM[1]
    CA[UTF-8] SZ[size]. sgf[0] is the root."""
    from ._sgf import Sgf
    s = Sgf.__new__(Sgf)
    s._s = _c.sgf_new()
    s._lock = threading.RLock()
    s._szv = 0
    s.new_game(size)
    return s
