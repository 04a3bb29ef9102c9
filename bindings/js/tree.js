// SPDX-License-Identifier: MIT
// The SGF tree: every node, property, comment and variation of a record,
// as the Python layer's Node in JavaScript's conventions.
//
//   const sgf = readSgf(text);                   // a collection (Sgf)
//   const root = sgf.get(0);                     // game 0's root SgfNode
//   root.get("PB"), root.get("KM"), root.size    // typed values
//   for (const node of root.mainLine()) ...      // root, first children, ...
//   node.move;                                   // { color: 1, point: [3, 15] }
//   node.comment = "a mistake"; node.set("TR", ["dd", "pp"]);
//   const child = node.newChild(); child.setMove("white", "Q16");
//   node.game();                                 // the position at this node
//   sgf.toString();                              // nothing lost
//
// Nodes read and change the C tree of their collection in place (the
// library's gor_sgf_node_* calls); a node keeps its collection alive, and
// throws ArgumentError once the collection is freed. Values are typed per
// FF[4] (see SgfNode.get); unknown properties come back raw, verbatim.
// Points are [x, y] pairs, [0, 0] the top-left corner.

/** FF[4] value types of the Go properties; others are "unknown" (raw). */
export const PROPERTY_TYPES = Object.freeze(Object.fromEntries(Object.entries({
  move: "B W",
  points: "AB AW AE CR MA SL SQ TR DD TB TW VW",
  number: "MN HA OB OW PM GM FF ST",
  real: "KM BL WL TM V",
  double: "GB GW DM UC BM TE HO",
  color: "PL",
  text: "C GC",
  simpletext: "N GN PB PW BR WR BT WT DT EV PC RO RE RU SO US AN CP ON OT",
  none: "KO IT DO",
  size: "SZ",
  label: "LB",
  arrows: "AR LN",
  composed: "AP CA",
  figure: "FG",
}).flatMap(([type, ids]) => ids.split(" ").map((id) => [id, type]))));

const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
import { SgfTextFlag } from "./enums.js";
const TEXT_SIMPLE = SgfTextFlag.SIMPLE, TEXT_FIRST = SgfTextFlag.FIRST;

// A raw value split at its first unescaped ":" ([raw, null]: none).
function splitComposed(raw) {
  for (let k = 0; k < raw.length; k++) {
    if (raw[k] === "\\") { k++; continue; }
    if (raw[k] === ":") return [raw.slice(0, k), raw.slice(k + 1)];
  }
  return [raw, null];
}

export function installTree(base) {
  const { M, S, check, makeError, cstr, alloc, takeString, colorOf, coords, i32, u32,
    own, Game, Sgf, Replay, withRules, loadChecked, Status, ArgumentError, SgfError,
    OffBoard, freedError } = base;

  const withText = (text, fn) => {
    const t = alloc(text);
    try { return fn(t); } finally { M._free(t); }
  };
  const plain = (raw, simple = false) =>
    withText(raw, (t) => takeString(M._gorb_sgf_text(t, simple ? TEXT_SIMPLE : 0, S)));
  const escape = (text, composed = false) =>
    withText(String(text), (t) => takeString(M._gorb_sgf_escape(t, composed ? TEXT_FIRST : 0, S)));
  const bad = (kind, raw, id) => new SgfError(Status.EPARSE, `${id}[${raw}]: not ${kind}`);
  const number = (raw, id) => {
    if (!/^\s*[+-]?[0-9]+\s*$/.test(raw)) throw bad("a number", raw, id);
    return parseInt(raw, 10);
  };
  const real = (raw, id) => {
    if (!/^\s*[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)\s*$/.test(raw)) throw bad("a real number", raw, id);
    return parseFloat(raw);
  };
  const checkId = (id) => {
    if (typeof id !== "string" || !/^[A-Z]+$/.test(id)) {
      throw new ArgumentError(Status.EINVAL, `not an SGF property identifier: ${JSON.stringify(id)}`);
    }
    return id;
  };

  /** One node of an SGF tree; a.equals(b) when they are the same node. */
  class SgfNode {
    constructor(sgf, ptr) { this._sgf = sgf; this._ptr = ptr; }
    get _n() { if (!this._sgf._s) throw freedError("Sgf (the collection of this node)"); return this._ptr; }
    _wrap(p) { return p ? new SgfNode(this._sgf, p) : null; }
    _mutable() { return M._gor_sgf_node_mutable(this._sgf._s, this._n); }
    equals(other) { return other instanceof SgfNode && other._sgf === this._sgf && other._ptr === this._ptr; }
    /** The collection this node belongs to. */
    get sgf() { return this._sgf; }

    // ---- the tree ----
    get parent() { return this._wrap(M._gor_sgf_node_parent(this._n)); }
    get isRoot() { return !M._gor_sgf_node_parent(this._n); }
    get root() { let n = this._n; for (let p; (p = M._gor_sgf_node_parent(n));) n = p; return this._wrap(n); }
    /** Moves from the root (the root is 0). */
    get depth() { let d = 0; for (let n = this._n; (n = M._gor_sgf_node_parent(n));) d++; return d; }
    get childCount() { return M._gor_sgf_node_child_count(this._n); }
    /** Child i (negative counts from the end), null if none. */
    child(i = 0) {
      const n = this.childCount;
      if (i < 0) i += n;
      return i >= 0 && i < n ? this._wrap(M._gor_sgf_node_child(this._n, i)) : null;
    }
    /** The children: [0] is the main line, the others its variations. */
    get children() {
      const out = [];
      for (let c = M._gor_sgf_node_child(this._n, 0); c; c = M._gor_sgf_node_next_sibling(c)) out.push(this._wrap(c));
      return out;
    }
    [Symbol.iterator]() { return this.children[Symbol.iterator](); }
    get nextSibling() { return this._wrap(M._gor_sgf_node_next_sibling(this._n)); }
    /** The other children of the parent (variations of this node). */
    get siblings() { const p = this.parent; return p ? p.children.filter((c) => !c.equals(this)) : []; }
    /** This node and its first children down to the end of the line. */
    mainLine() {
      const out = [];
      for (let n = this._n; n; n = M._gor_sgf_node_child(n, 0)) out.push(this._wrap(n));
      return out;
    }
    /** The nodes from the root down to this one. */
    path() {
      const out = [];
      for (let n = this._n; n; n = M._gor_sgf_node_parent(n)) out.push(this._wrap(n));
      return out.reverse();
    }
    /** Where the node was read (1-based), 0 for a node made here. */
    get line() { return M._gor_sgf_node_line(this._n); }
    get column() { return M._gor_sgf_node_column(this._n); }
    /** Append an empty child (a new variation when there are children);
     * move: an optional [color, vertex] to set on it. */
    newChild(move = null) {
      check(M._gor_sgf_node_add_child(this._mutable(), S));
      const c = this._wrap(u32(S));
      if (move) c.setMove(move[0], move[1]);
      return c;
    }

    // ---- properties ----
    /** The property identifiers, in node order. */
    properties() {
      return Array.from({ length: M._gor_sgf_node_property_count(this._n) },
        (_, i) => cstr(M._gor_sgf_node_property_id(this._n, i)));
    }
    has(id) { return withText(checkId(id), (t) => !!M._gor_sgf_node_has(this._n, t)); }
    /** The raw values of a property (escapes kept), [] if absent. */
    getRawList(id) {
      return withText(checkId(id), (t) => Array.from({ length: M._gor_sgf_node_value_count(this._n, t) },
        (_, k) => cstr(M._gor_sgf_node_value(this._n, t, k))));
    }
    /** The first raw value, undefined if absent. */
    getRaw(id) { return this.getRawList(id)[0]; }
    /** { id: [raw values] } for every property. */
    rawProperties() { return Object.fromEntries(this.properties().map((id) => [id, this.getRawList(id)])); }
    /** Where property id was read: { line, column } (1-based), null. */
    propertyPosition(id) {
      return withText(checkId(id), (t) => {
        const line = M._gor_sgf_node_property_line(this._n, t, S);
        return line > 0 ? { line, column: i32(S) } : null;
      });
    }
    /** [width, height] of this node's game, from the root's SZ. */
    get size() {
      let n = this._n;
      for (let p; (p = M._gor_sgf_node_parent(n));) n = p;
      check(M._gor_sgf_game_size(n, S, S + 4));
      return [i32(S), i32(S + 4)];
    }
    _point(raw, id) {
      const [w, h] = this.size;
      const x = LETTERS.indexOf(raw[0]), y = LETTERS.indexOf(raw[1]);
      if (raw.length !== 2 || x < 0 || y < 0) throw bad("a point", raw, id);
      if (x >= w || y >= h) throw new OffBoard(Status.EOFFBOARD, `${id}[${raw}]: not a point on ${w}x${h}`);
      return [x, y];
    }
    /** The value of a property typed per FF[4] (dflt if absent):
     * B, W: [x, y], null for a pass; AB AW AE and markup: [[x, y], ...]
     * (rectangles expanded, board order); numbers: Number; SZ: a Number,
     * or [w, h] when not square; reals (KM BL WL TM V): Number; double:
     * 1 or 2; PL: a Color; C GC: text with escapes resolved; SimpleText:
     * line breaks as spaces; LB: [[point, text]]; AR LN: [[point,
     * point]]; KO IT DO: true; AP: [name, version] when it has a ":";
     * FG: [flags, text] or null; unknown: the raw value, or an array of
     * raw values when there are several. SgfError for a value not of its
     * type. */
    get(id, dflt = undefined) {
      const raws = this.getRawList(id);
      if (!raws.length) return dflt;
      const raw = raws[0];
      switch (PROPERTY_TYPES[id]) {
        case "move": {
          const [w, h] = this.size;
          if (raw === "" || (raw === "tt" && w <= 19 && h <= 19)) return null;
          return this._point(raw, id);
        }
        case "points": {
          const [w, h] = this.size;
          const cap = w * h;
          const buf = M._malloc(4 * cap);
          try {
            const n = withText(id, (t) => M._gor_sgf_node_points(this._n, t, w, h, buf, cap));
            if (n < 0) throw makeError(n, `${id}: ${cstr(M._gor_strerror(n))}`);
            const pts = [...new Set(Array.from({ length: Math.min(n, cap) }, (_, k) => i32(buf + 4 * k)))];
            return pts.sort((a, b) => a - b).map((p) => [p % w, (p / w) | 0]);
          } finally { M._free(buf); }
        }
        case "number": return number(raw, id);
        case "size": {
          const [a, b] = splitComposed(raw);
          if (b === null) return number(a, id);
          const wh = [number(a, id), number(b, id)];
          return wh[0] === wh[1] ? wh[0] : wh;
        }
        case "real": return real(raw, id);
        case "double": return raw.trim() === "2" ? 2 : 1;
        case "color": {
          const t = raw.trim().toUpperCase();
          if (t === "B") return 1;
          if (t === "W") return 2;
          throw bad("a colour", raw, id);
        }
        case "text": return plain(raw);
        case "simpletext": return plain(raw, true);
        case "none": return true;
        case "composed": {
          const [a, b] = splitComposed(raw);
          return b === null || id === "CA" ? plain(raw, true) : [plain(a, true), plain(b, true)];
        }
        case "label": return raws.map((r) => {
          const [a, b] = splitComposed(r);
          if (b === null) throw bad("point:text", r, id);
          return [this._point(a, id), plain(b, true)];
        });
        case "arrows": return raws.map((r) => {
          const [a, b] = splitComposed(r);
          if (b === null) throw bad("point:point", r, id);
          return [this._point(a, id), this._point(b, id)];
        });
        case "figure": {
          if (raw === "") return null;
          const [a, b] = splitComposed(raw);
          return [number(a, id), plain(b ?? "", true)];
        }
        default: return raws.length === 1 ? raw : raws;
      }
    }
    /** Set a property to raw value(s), written as given (each valid
     * between brackets: "]" escaped). ArgumentError for a bad identifier
     * or value; the node is unchanged then. */
    setRaw(id, raw) {
      checkId(id);
      const raws = Array.isArray(raw) ? raw : [raw];
      if (!raws.length) throw new ArgumentError(Status.EINVAL, `${id}: no values to set`);
      for (const r of raws) {
        if (typeof r !== "string" || r.includes("\0")) {
          throw new ArgumentError(Status.EINVAL, `${id}[${String(r)}]: a value is text without NUL characters`);
        }
      }
      const m = this._mutable();
      const old = this.getRawList(id);
      const put = (list) => withText(id, (t) => {
        let st = withText(list[0], (v) => M._gor_sgf_node_set(m, t, v));
        for (let k = 1; st >= 0 && k < list.length; k++) st = withText(list[k], (v) => M._gor_sgf_node_add_value(m, t, v));
        return st;
      });
      const st = put(raws);
      if (st < 0) {
        if (old.length) put(old);
        else withText(id, (t) => M._gor_sgf_node_remove(m, t));
        throw new ArgumentError(st, `${id}${raws.map((r) => `[${r}]`).join("")}: ${cstr(M._gor_strerror(st))}`);
      }
    }
    /** Set a property from a typed value (the forms get() gives back;
     * points as any vertex spelling; texts escaped here). An array sets
     * several values; null for B/W is a pass. */
    set(id, value) {
      checkId(id);
      const [w, h] = this.size;
      const xy = coords(w, h);
      const pt = (v) => {
        const p = xy.point(v);
        if (p < 0) throw new ArgumentError(Status.EINVAL, `${id}: a pass is not a point here`);
        return LETTERS[p % w] + LETTERS[(p / w) | 0];
      };
      let raws;
      switch (PROPERTY_TYPES[id]) {
        case "move": raws = [value === null || value === "pass" ? "" : pt(value)]; break;
        case "points": {
          const one = typeof value === "string" || (Array.isArray(value) && value.length === 2 && Number.isInteger(value[0]));
          const pts = [...new Set((one ? [value] : [...value]).map((v) => xy.point(v)))];
          if (pts.some((p) => p < 0)) throw new ArgumentError(Status.EINVAL, `${id}: a pass is not a point here`);
          raws = pts.sort((a, b) => a - b).map((p) => LETTERS[p % w] + LETTERS[(p / w) | 0]);
          if (!raws.length) raws = [""];
          break;
        }
        case "number": case "double": raws = [String(Math.trunc(+value))]; break;
        case "size": raws = [Array.isArray(value) ? `${value[0] | 0}:${value[1] | 0}` : String(value | 0)]; break;
        case "real": {
          const f = +value;
          if (!Number.isFinite(f)) throw new ArgumentError(Status.EINVAL, `${id}: ${String(value)} is not a real number`);
          raws = [String(f)];
          break;
        }
        case "color": raws = [".BW"[colorOf(value)]]; break;
        case "text": case "simpletext": raws = [escape(value)]; break;
        case "none": raws = [""]; break;
        case "composed": raws = [Array.isArray(value) ? `${escape(value[0], true)}:${escape(value[1])}` : escape(value)]; break;
        case "label": raws = value.map(([p, t]) => `${pt(p)}:${escape(t)}`); break;
        case "arrows": raws = value.map(([a, b]) => `${pt(a)}:${pt(b)}`); break;
        case "figure": raws = [value === null ? "" : `${value[0] | 0}:${escape(value[1])}`]; break;
        default: raws = Array.isArray(value) ? value : [String(value)];
      }
      this.setRaw(id, raws);
    }
    /** Remove a property (nothing happens if it is absent). */
    delete(id) { withText(checkId(id), (t) => M._gor_sgf_node_remove(this._mutable(), t)); }
    /** The C[] comment as plain text ("" if none); "" or null removes it. */
    get comment() { return this.get("C", ""); }
    set comment(text) { if (text) this.set("C", text); else this.delete("C"); }
    /** Append to the comment, a blank line between. */
    addCommentText(text) { const old = this.comment; this.comment = old ? `${old}\n\n${text}` : text; }

    // ---- moves and setup ----
    /** { color, point } of the node's B or W (point null for a pass), or
     * null when the node has no move. */
    get move() {
      const [w, h] = this.size;
      const st = M._gor_sgf_node_move(this._n, w, h, S, S + 4);
      if (st === Status.ENOMOVE) return null;
      if (st < 0) throw makeError(st, `${this.has("B") ? "B" : "W"}[${this.getRaw(this.has("B") ? "B" : "W")}]: ` +
        `${cstr(M._gor_strerror(st))}`);
      const p = i32(S + 4);
      return { color: i32(S), point: p < 0 ? null : [p % w, (p / w) | 0] };
    }
    /** The komi of this node's game as the replay reads it (KM with the
     * usual slips corrected: Fox's 100-fold scale, quarter komi in
     * stones, rounding): { komi, fixes } (fixes: what was corrected,
     * SGF_KOMI_* bits). */
    gameKomi() {
      let n = this._n;
      for (let p; (p = M._gor_sgf_node_parent(n));) n = p;
      const mem = M._malloc(16);
      try {
        check(M._gor_sgf_game_komi(n, mem, mem + 8));
        return { komi: M.HEAPF64[mem >> 3], fixes: M.HEAPU32[(mem + 8) >> 2] };
      } finally { M._free(mem); }
    }
    /** Make the node's move color at vertex (null / "pass": a pass). */
    setMove(color, vertex) {
      const c = colorOf(color);
      if (!c) throw new ArgumentError(Status.ECOLOR, "a move needs black or white");
      const id = c === 1 ? "B" : "W";
      this.set(id, vertex);
      this.delete(c === 1 ? "W" : "B");
    }
    /** { black, white, empty }: the points of AB, AW, AE. */
    get setupStones() { return { black: this.get("AB", []), white: this.get("AW", []), empty: this.get("AE", []) }; }
    hasSetupStones() { return ["AB", "AW", "AE"].some((id) => this.has(id)); }
    /** Set AB, AW, AE (an empty list removes the property). */
    setSetupStones({ black = [], white = [], empty = [] } = {}) {
      for (const [id, pts] of [["AB", black], ["AW", white], ["AE", empty]]) {
        if (pts.length) this.set(id, pts); else this.delete(id);
      }
    }

    // ---- the position ----
    /** Replay the game from its root to this node: a Replay (.game,
     * .issues, .errors). */
    replay({ tolerant = false, rules = null, rawKomi = false } = {}) {
      const flags = (tolerant ? 1 : 0) | (rawKomi ? 2 : 0);
      const run = (r) => M._gorb_sgf_replay_node(S, S + 4, this._sgf._s, this._n, flags, r, 0);
      const st = rules === null || rules === undefined ? run(0) : withRules(rules, run);
      if (st < 0) throw makeError(st, cstr(M._gorb_sgf_replay_error()) || undefined);
      return new Replay(Game._wrap(u32(S)), u32(S + 4));
    }
    /** The Game at this node (after its move and setup). An illegal move
     * on the way throws (with .game and .replay) unless tolerant. */
    game({ tolerant = false, rules = null } = {}) {
      return loadChecked(this.replay({ tolerant, rules }), tolerant);
    }
    /** The node as SGF text (";B[dd]C[...]"). */
    toString() {
      return ";" + this.properties().map((id) => id + this.getRawList(id).map((v) => `[${v}]`).join("")).join("");
    }
  }

  /** A new collection with one empty game: a root with FF[4] GM[1]
   * CA[UTF-8] SZ[size]. sgf.get(0) is the root. */
  function newSgf(size = 19) {
    check(M._gor_sgf_new(S));
    const s = Sgf._wrap(u32(S));
    s.newGame(size);
    return s;
  }

  Object.assign(Sgf.prototype, {
    /** The root node of game `index` (negative counts from the end). */
    get(index = 0) {
      const n = this.length;
      if (index < 0) index += n;
      if (!(index >= 0 && index < n)) throw new ArgumentError(Status.ERANGE, `no game ${index} in a collection of ${n}`);
      return new SgfNode(this, M._gor_sgf_game(this._s, index));
    },
    /** The root node of every game. */
    games() { return Array.from({ length: this.length }, (_, i) => this.get(i)); },
    /** Game `index`'s main line, root first. */
    mainLine(index = 0) { return this.get(index).mainLine(); },
    /** A new node at the end of game `index`'s main line. */
    extendMainLine(index = 0) { return this.get(index).mainLine().at(-1).newChild(); },
    /** Append a new game (FF[4] GM[1] CA[UTF-8] SZ[size]); its root. */
    newGame(size = 19) {
      const [w, h] = base.sizeOf(size);
      coords(w, h);
      check(M._gor_sgf_add_game(this._s, S));
      const root = new SgfNode(this, u32(S));
      for (const [id, v] of [["FF", "4"], ["GM", "1"], ["CA", "UTF-8"], ["SZ", w === h ? `${w}` : `${w}:${h}`]]) {
        root.setRaw(id, v);
      }
      return root;
    },
    [Symbol.iterator]() { return this.games()[Symbol.iterator](); },
  });

  return { SgfNode, newSgf };
}
