// SPDX-License-Identifier: MIT
// gorules - Go (weiqi, baduk) rules for JavaScript: the libgorules C library
// compiled to WebAssembly, with a hand-written layer over its exported C
// functions, shaped like the Python package.
//
//   import { Game } from "gorules";
//   const game = new Game(19, { rules: "japanese" });
//   game.play("Q16"); game.play("D4");
//   game.isLegal("Q16");            // false
//   game.legalReason("Q16");        // "EOCCUPIED"
//   game.play("Q16");               // throws IllegalMoveError: white Q16: point is occupied
//   game.score().result;            // "W+6.5"
//   game.free();                    // or let the FinalizationRegistry do it
//
// Points ("vertex") may be written as a GTP vertex "D4" (letters skip I; row
// 1 is the bottom), SGF coordinates "dd", an [x, y] pair with [0, 0] the
// top-left corner, the C library's index y * width + x, or "pass" / null.
// Points handed back are [x, y] pairs, null for a pass.
//
// The module loads its WebAssembly at import time (wasm.js: top-level
// await): under Node from the file next to this one, in a browser with
// fetch() from the same place. The CommonJS entry (index.cjs, made from
// this file at build time) instantiates it synchronously.

import { core, nodeFs } from "./wasm.js";
// (one line each: the CommonJS twin is made line by line)
import { Status, Color, KoRule, SuicideRule, CycleRule, TieRule, Scoring, Tax } from "./enums.js";
import { HandicapComp, End, MoveKind, MoveFlag, PlayFlag, Life, Outcome } from "./enums.js";
import { DeadFrom, SekiFrom, Territory, MapFlag, AreaFlag, JudgeFlag } from "./enums.js";
import { ChineseFlag, Severity, ClockSystem, ClockEventKind, ReplayFlag } from "./enums.js";
import { ClockFlag, ClockText, HandicapFlag, SgfFlag, CONSTANTS } from "./enums.js";

import * as self from "./index.js";

/** The WebAssembly module: every public C function as `core._gor_...`. */
export { core };
const M = core;

// The move path's two C calls, held as the WebAssembly functions
// themselves: the module object has hundreds of properties, so V8 keeps it
// as a dictionary and a lookup through it costs about a tenth of a move
// (9x9 replay, docs/performance.md). The loader installs each export on
// its first call; a null game makes that call harmless (GOR_EINVAL).
const wasmExport = (name, ...args) => { M[name](0, ...args); return M[name]; };
const cLegal = wasmExport("_gor_game_legal", 1, 0);
const cPlayEx = wasmExport("_gor_game_play_ex", 1, 0, 0);

/** The package, once its WebAssembly is ready: a promise of the module's
 * exports (already resolved: both entries load it before they return). */
export function load() { return Promise.resolve(self); }

// ---------------------------------------------------------------------------
// Memory helpers

const decoder = new TextDecoder("utf-8");
const encoder = new TextEncoder();

// A scratch block for out parameters and short strings (single-threaded).
const SCRATCH_SIZE = 4096;
const S = M._malloc(SCRATCH_SIZE);
const i32 = (p) => M.HEAP32[p >> 2];
const u32 = (p) => M.HEAPU32[p >> 2];
const f64 = (p) => M.HEAPF64[p >> 3];

function cstr(p) {
  if (!p) return "";
  const heap = M.HEAPU8;
  let end = p;
  while (heap[end]) end++;
  return decoder.decode(heap.subarray(p, end));
}

// A NUL-terminated copy of text in wasm memory; call free(p) after. A NUL
// inside would cut the text short in C: an ArgumentError.
function alloc(text) {
  text = String(text);
  if (text.includes("\0")) throw new ArgumentError(Status.EINVAL, `text with a NUL byte: ${JSON.stringify(text)}`);
  const bytes = encoder.encode(text);
  const p = M._malloc(bytes.length + 1);
  if (!p) throw new OutOfMemory(Status.ENOMEM);
  M.HEAPU8.set(bytes, p);
  M.HEAPU8[p + bytes.length] = 0;
  return p;
}

function allocBytes(bytes) {
  const p = M._malloc(Math.max(1, bytes.length));
  if (!p) throw new OutOfMemory(Status.ENOMEM);
  M.HEAPU8.set(bytes, p);
  return p;
}

function allocInts(values) {
  const p = M._malloc(Math.max(4, 4 * values.length));
  if (!p) throw new OutOfMemory(Status.ENOMEM);
  M.HEAP32.set(values, p >> 2);
  return p;
}

// Call fn(outPtr) where the C call hands back a malloc'ed string through
// `char **out`; returns the string and frees it.
function takeString(status) {
  check(status);
  const p = u32(S);
  const s = cstr(p);
  M._free(p);
  return s;
}

// Read a transparent struct at p by the library's own field table.
const fieldTables = new Map();
function fields(which) {
  let t = fieldTables.get(which);
  if (t) return t;
  t = readFields(M._gorjs_fields(which));
  fieldTables.set(which, t);
  return t;
}
function readFields(p) {
  const size = M._gorjs_sizeof(6);
  const out = [];
  for (;; p += size) {
    const name = u32(p);
    if (!name) break;
    out.push({ name: cstr(name), offset: u32(p + 4),
               type: String.fromCharCode(M.HEAPU8[p + 8]),
               sub: u32(p + 12) ? readFields(u32(p + 12)) : null });
  }
  return out;
}
function readStruct(table, p) {
  const o = {};
  for (const f of table) {
    const q = p + f.offset;
    switch (f.type) {
      case "i": o[f.name] = i32(q); break;
      case "u": case "z": o[f.name] = u32(q); break;
      case "d": o[f.name] = f64(q); break;
      case "q": o[f.name] = Number(M.HEAP64[q >> 3]); break;
      case "s": o[f.name] = cstr(q); break;
      case "{": o[f.name] = readStruct(f.sub, q); break;
    }
  }
  return o;
}
function writeStruct(table, p, o) {
  for (const f of table) {
    const q = p + f.offset;
    switch (f.type) {
      case "i": M.HEAP32[q >> 2] = o[f.name] | 0; break;
      case "u": case "z": M.HEAPU32[q >> 2] = o[f.name] >>> 0; break;
      case "d": M.HEAPF64[q >> 3] = +o[f.name]; break;
      case "q": {
        const v = o[f.name];
        M.HEAP64[q >> 3] = typeof v === "bigint" ? v : BigInt(Math.trunc(+v || 0));
        break;
      }
      case "{": writeStruct(f.sub, q, o[f.name]); break;
    }
  }
}
const SCORE = 0, RESULT = 1, PREDICTION = 2, SGF_ERROR = 3, SGF_ISSUE = 4,
  MOVE_INFO = 5, CLOCK_OPTIONS = 7, CLOCK_STATE = 8, CLOCK_EVENT = 9;
// What GOR_SCORE_INIT and the other *_INIT macros do (the *_init() calls
// are inline, not exported): zero the struct and set its size field.
function initSized(p, which) {
  const size = M._gorjs_sizeof(which);
  M.HEAPU8.fill(0, p, p + size);
  M.HEAPU32[p >> 2] = size;
}

// ---------------------------------------------------------------------------
// Constants (values are the C library's, pinned forever)

/** The C library's version ("1.2.0"). */
export function version() { return cstr(M._gor_version_string()); }
// The enum and status tables are generated from the public headers when the
// package is built (bindings/gen_enums.py writes enums.js): no value is
// written here.
export { Status, Color, KoRule, SuicideRule, CycleRule, TieRule, Scoring, Tax };
export { HandicapComp, End, MoveKind, MoveFlag, PlayFlag, Life, Outcome };
export { DeadFrom, SekiFrom, Territory, MapFlag, AreaFlag, JudgeFlag };
export { ChineseFlag, Severity, ClockSystem, ClockEventKind };
export const MAX_SIZE = CONSTANTS.MAX_SIZE;
const PASS = CONSTANTS.PASS;

/** Status codes by name; the names (without GOR_) are what errors and
 * legalReason() give. EOFFBOARD .. ETURN and EPASS are the reasons a move
 * is illegal. */
const STATUS_NAMES = Object.fromEntries(Object.entries(Status).map(([k, v]) => [v, k]));

/** The library's English message for a status ("point is occupied"). */
export function statusMessage(code) {
  return cstr(M._gor_strerror(typeof code === "string" ? Status[code] : code));
}

const nameOf = (table, value) =>
  Object.keys(table).find((k) => table[k] === value) ?? String(value);

/** The rules presets the library knows ("chinese", "japanese", ...). */
export const PRESETS = Object.freeze(M._gor_rules_preset_count
  ? Array.from({ length: M._gor_rules_preset_count() },
               (_, i) => cstr(M._gor_rules_preset_name(i)))
  : ["chinese", "japanese", "korean", "aga", "new-zealand", "tromp-taylor",
     "ing", "chinese-ogs", "chinese-kgs", "stone-scoring", "bga", "french"]);

// ---------------------------------------------------------------------------
// Errors

/** A call into libgorules failed. The same four names as in Python and
 * Lua: GorulesError (the base), IllegalMoveError, ArgumentError, SgfError.
 * .status is the C status code (a number, also .code), .status_name (also
 * .statusName) its name without prefix ("EOCCUPIED"), .message the
 * library's account of it. */
export class GorulesError extends Error {
  constructor(code, message) {
    super(message || statusMessage(code));
    this.name = this.constructor.name;
    this.status = code;
    this.status_name = STATUS_NAMES[code] ?? String(code);
  }
  /** The status code (the name before .status was the code). */
  get code() { return this.status; }
  get statusName() { return this.status_name; }
}
/** The move is against the rules; .reason says why ("EKO", "ESUICIDE"...),
 * .move is the move as given, .index its place in a playMany() list. */
export class IllegalMoveError extends GorulesError {
  get reason() { return this.status_name; }
}
export class OffBoard extends IllegalMoveError {}
/** A bad argument: size, colour, range, text that is not a vertex or a
 * ruleset, a freed object (EINVAL, ESIZE, ECOLOR, ERANGE, EBUFFER, EPARSE). */
export class ArgumentError extends GorulesError {}
/** Text that could not be parsed: a vertex, a ruleset (EPARSE). */
export class ParseError extends ArgumentError {}
/** SGF text that cannot be read or replayed (not a Go record, a bad
 * size); .line and .column say where when known (0 otherwise). A record
 * with an illegal move throws IllegalMoveError instead. */
export class SgfError extends GorulesError {
  constructor(code, message, line = 0, column = 0) {
    super(code, message);
    this.line = line;
    this.column = column;
  }
}
/** Nothing to undo or redo, no such history entry (ENOMOVE). */
export class NoMove extends GorulesError {}
export class OutOfMemory extends GorulesError {}
/** The names before IllegalMoveError and ArgumentError. */
export const IllegalMove = IllegalMoveError;
export const InvalidArgument = ArgumentError;

function errorClass(code) {
  if (code === Status.EOFFBOARD) return OffBoard;
  if (M._gor_status_is_illegal_move(code)) return IllegalMoveError;
  if (code === Status.EPARSE) return ParseError;
  if (code === Status.ENOMOVE) return NoMove;
  if (code === Status.ENOMEM) return OutOfMemory;
  if (code === Status.EINVAL || code === Status.ESIZE || code === Status.ECOLOR ||
      code === Status.ERANGE || code === Status.EBUFFER) return ArgumentError;
  return GorulesError;
}
function makeError(code, message) {
  const Cls = errorClass(code);
  return new Cls(code, message);
}
function check(status, game) {
  if (status < 0) {
    const msg = game ? cstr(M._gor_game_last_error(game)) : "";
    throw makeError(status, msg || undefined);
  }
  return status;
}

// Free the C objects of JavaScript wrappers that were never free()d.
const registry = typeof FinalizationRegistry === "function"
  ? new FinalizationRegistry(({ free, ptr }) => free(ptr)) : null;
function own(obj, ptr, free) {
  if (registry) registry.register(obj, { free, ptr }, obj);
}
function disown(obj) {
  if (registry) registry.unregister(obj);
}

// ---------------------------------------------------------------------------
// Colours and coordinates

const COLOR_NAMES = { b: Color.BLACK, black: Color.BLACK, w: Color.WHITE, white: Color.WHITE,
  ".": Color.EMPTY, e: Color.EMPTY, empty: Color.EMPTY };

function colorOf(value) {
  if (typeof value === "number" && (value === Color.EMPTY || value === Color.BLACK ||
      value === Color.WHITE)) return value;
  if (typeof value === "string") {
    const c = COLOR_NAMES[value.toLowerCase()];
    if (c !== undefined) return c;
  }
  throw new InvalidArgument(Status.ECOLOR, `not a colour: ${JSON.stringify(value)}`);
}
/** "B", "W" or "." for a colour. */
export function colorLetter(c) { return ".BW"[colorOf(c)]; }

function sizeOf(size) {
  if (typeof size === "number") return [size, size];
  if (Array.isArray(size) && size.length === 2) return [size[0] | 0, size[1] | 0];
  throw new InvalidArgument(Status.EINVAL, `not a board size: ${JSON.stringify(size)}`);
}

// Per board size: every spelling seen -> point index, and index -> GTP name.
class Coords {
  constructor(w, h) {
    this.w = w; this.h = h;
    this.index = new Map([["pass", PASS], ["PASS", PASS], ["Pass", PASS]]);
    this.names = [];
    const fn = w <= 25 ? M._gorb_point_gtp : M._gorb_point_sgf;
    for (let p = 0; p < w * h; p++) {
      const name = takeString(fn(w, h, p, S));
      this.names.push(name);
      this.index.set(name, p);
    }
  }
  point(v) {
    if (v === null || v === undefined) return PASS;
    if (typeof v === "string") {
      const p = this.index.get(v);
      if (p !== undefined) return p;
      const t = alloc(v);
      const st = M._gorb_point_parse(this.w, this.h, t, S);
      M._free(t);
      if (st < 0) {
        throw makeError(st, st === Status.EOFFBOARD
          ? `${v} is not on the ${this.w}x${this.h} board`
          : vertexError(v, this.w, this.h));
      }
      const q = i32(S);
      this.index.set(v, q);
      return q;
    }
    if (typeof v === "number" && Number.isInteger(v)) {
      if (v === PASS) return PASS;
      if (v >= 0 && v < this.w * this.h) return v;
      throw new OffBoard(Status.EOFFBOARD, `point ${v} is not on the ${this.w}x${this.h} board`);
    }
    if (Array.isArray(v) && v.length === 2 && Number.isInteger(v[0]) && Number.isInteger(v[1])) {
      const [x, y] = v;
      if (x >= 0 && y >= 0 && x < this.w && y < this.h) return y * this.w + x;
      throw new OffBoard(Status.EOFFBOARD, `(${x}, ${y}) is not on the ${this.w}x${this.h} board`);
    }
    throw new InvalidArgument(Status.EINVAL, `not a vertex: ${JSON.stringify(v)}`);
  }
  xy(p) { return p < 0 ? null : [p % this.w, (p / this.w) | 0]; }
  name(p) { return p === PASS ? "pass" : this.names[p]; }
}
// Why text is not a vertex on a w x h board, naming the text.
function vertexError(v, w, h) {
  const t = v.trim();
  let why = "neither GTP like \"D4\" nor SGF like \"dd\"";
  if (!t) why = "empty text; a pass is \"pass\"";
  else if (t !== v) why = "spaces around it";
  else if (/^[Ii][0-9]+$/.test(t)) why = "GTP has no I column";
  else if (/^[A-Za-z]0+$/.test(t)) why = "rows count from 1";
  return `${JSON.stringify(v)} is not a vertex on ${w}x${h} (${why})`;
}
// A ruleset's name that did not parse: the nearest preset and the list.
function rulesError(text) {
  const t = String(text).toLowerCase();
  const distance = (a, b) => {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++) {
        next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      }
      row = next;
    }
    return row[b.length];
  };
  let near = null, best = 0.6;   // at least 60 % alike, as a spelling slip
  for (const p of PRESETS) {
    const score = 1 - distance(t, p) / Math.max(t.length, p.length);
    if (score >= best) { best = score; near = p; }
  }
  return `${JSON.stringify(String(text))} is not a ruleset${near ? ` (did you mean ${JSON.stringify(near)}?)` : ""}` +
    `: the presets are ${PRESETS.join(", ")}; or a rules string such as "koPOSITIONALscoreAREAsui1komi7.5"`;
}
const coordsCache = new Map();
function coords(w, h) {
  const key = w * 64 + h;
  let c = coordsCache.get(key);
  if (!c) {
    if (!(w >= 1 && h >= 1 && w <= MAX_SIZE && h <= MAX_SIZE)) {
      throw new InvalidArgument(Status.ESIZE,
        `board size ${w}x${h} out of range (1 to ${MAX_SIZE} a side)`);
    }
    c = new Coords(w, h);
    coordsCache.set(key, c);
  }
  return c;
}

/** [x, y] of a vertex on a board of `size`, null for a pass. */
export function parseVertex(text, size = 19) {
  const c = coords(...sizeOf(size));
  return c.xy(c.point(text));
}
/** The GTP name ("D4", "pass") or, with {sgf: true}, the SGF coordinates. */
export function vertexName(point, size = 19, { sgf = false } = {}) {
  const [w, h] = sizeOf(size);
  const p = coords(w, h).point(point);
  return takeString((sgf ? M._gorb_point_sgf : M._gorb_point_gtp)(w, h, p, S));
}
/** The star points (hoshi) of a board, in reading order. */
export function starPoints(size = 19) {
  const [w, h] = sizeOf(size);
  const buf = M._malloc(4 * 64);
  try {
    const n = check(M._gor_star_points(w, h, buf, 64));
    return Array.from({ length: Math.min(n, 64) }, (_, k) => coords(w, h).xy(i32(buf + 4 * k)));
  } finally { M._free(buf); }
}

// ---------------------------------------------------------------------------
// Rulesets

/** A ruleset: a preset name ("japanese") or a rules string
 * ("koPOSITIONALscoreAREAsui1komi7.5"); toString() gives the canonical
 * string. Games keep their own copy. */
export class Rules {
  constructor(text = "chinese") {
    const t = alloc(text);
    const st = M._gor_rules_new(S, t);
    M._free(t);
    if (st < 0) throw makeError(st, st === Status.EPARSE ? rulesError(text) : undefined);
    this._r = u32(S);
    own(this, this._r, M._gor_rules_free);
  }
  static _wrap(ptr) {
    const r = Object.create(Rules.prototype);
    r._r = ptr;
    own(r, ptr, M._gor_rules_free);
    return r;
  }
  /** Free the C object now (the wrapper is unusable after). */
  free() { if (this._r) { disown(this); M._gor_rules_free(this._r); this._r = 0; } }
  copy() { check(M._gor_rules_copy(S, this._r)); return Rules._wrap(u32(S)); }
  toString() { return takeString(M._gorb_rules_string(this._r, S)); }
  equals(other) {
    const o = other instanceof Rules ? other : new Rules(other);
    return !!M._gor_rules_equal(this._r, o._r);
  }
  get ko() { return M._gor_rules_ko(this._r); }
  set ko(v) { check(M._gor_rules_set_ko(this._r, v)); }
  get suicide() { return M._gor_rules_suicide(this._r); }
  set suicide(v) { check(M._gor_rules_set_suicide(this._r, v)); }
  get cycle() { return M._gor_rules_cycle(this._r); }
  set cycle(v) { check(M._gor_rules_set_cycle(this._r, v)); }
  get scoring() { return M._gor_rules_scoring(this._r); }
  set scoring(v) { check(M._gor_rules_set_scoring(this._r, v)); }
  get komi() { return M._gor_rules_komi(this._r); }
  set komi(v) { check(M._gor_rules_set_komi(this._r, +v)); }
  get tax() { return M._gor_rules_tax(this._r); }
  set tax(v) { check(M._gor_rules_set_tax(this._r, v)); }
  get handicapComp() { return M._gor_rules_handicap_comp(this._r); }
  set handicapComp(v) { check(M._gor_rules_set_handicap_comp(this._r, v)); }
  get firstPlayer() { return M._gor_rules_first_player(this._r); }
  set firstPlayer(v) { check(M._gor_rules_set_first_player(this._r, colorOf(v))); }
  get passStones() { return !!M._gor_rules_pass_stones(this._r); }
  set passStones(v) { check(M._gor_rules_set_pass_stones(this._r, v ? 1 : 0)); }
  get whitePassesLast() { return !!M._gor_rules_white_passes_last(this._r); }
  set whitePassesLast(v) { check(M._gor_rules_set_white_passes_last(this._r, v ? 1 : 0)); }
  get freeHandicap() { return !!M._gor_rules_free_handicap(this._r); }
  set freeHandicap(v) { check(M._gor_rules_set_free_handicap(this._r, v ? 1 : 0)); }
  /** Who wins an even count, a TieRule ("tieBLACK": Ing). */
  get tie() { return M._gor_rules_tie(this._r); }
  set tie(v) { check(M._gor_rules_set_tie(this._r, v)); }
  /** The free opening: the first `n` stone plays (0 to 16) during which
   * passing is refused (EPASS). */
  get freeOpening() { return M._gor_rules_free_opening(this._r); }
  set freeOpening(v) { check(M._gor_rules_set_free_opening(this._r, v | 0)); }
}

// A temporary C ruleset for a call: fn(ptr), freed after unless it is a
// Rules object's own.
function withRules(rules, fn) {
  if (rules instanceof Rules) return fn(rules._r);
  const r = new Rules(rules ?? "chinese");
  try { return fn(r._r); } finally { r.free(); }
}

// ---------------------------------------------------------------------------
// Scores and results

/** A game's result: .outcome, .winner (Color or null), .end, .margin
 * (points), .marginStones, .sgf ("B+7.5", "W+R", "0", "Void"), .chinese
 * ("黑胜3/4子"). String(result) is the SGF form. */
export class Result {
  constructor(d, sgf, chinese) {
    this._d = d;
    this.outcome = d.outcome;
    this.winner = d.winner || null;
    this.end = d.end;
    this.counted = !!d.counted;
    this.scoring = d.scoring;
    this.margin = d.margin;
    this.marginStones = d.margin_stones;
    this.sgf = sgf ?? resultText(d, -1);
    this.chinese = chinese ?? resultText(d, 0);
  }
  /** The Chinese statement with ChineseFlag options. */
  chineseForm(flags = 0) { return resultText(this._d, flags); }
  toString() { return this.sgf; }
  toJSON() { return { ...this._d, sgf: this.sgf, chinese: this.chinese }; }
}
function resultText(d, cnFlags) {
  const p = M._malloc(M._gorjs_sizeof(RESULT));
  try {
    initSized(p, RESULT);
    writeStruct(fields(RESULT), p, d);
    return takeString(cnFlags < 0 ? M._gorb_result_sgf(p, S)
                                  : M._gorb_result_chinese(p, cnFlags, S));
  } finally { M._free(p); }
}

const sideScore = (s) => ({
  stones: s.stones, territory: s.territory, sekiEyes: s.seki_eyes,
  captures: s.captures, dead: s.dead, passStones: s.pass_stones,
  groups: s.groups, dameShare: s.dame_share, tax: s.tax, komi: s.komi,
  handicapBonus: s.handicap_bonus, penalty: s.penalty, total: s.total });

/** A count of the current position under the game's ruleset: .result
 * (SGF, "B+1.5"), .chinese ("黑胜3/4子"), .outcome (a Result), .margin
 * (> 0: Black leads), .marginStones, .winner, .black / .white (each side's
 * breakdown), .dame, .points, .base, .blackCount, .blackNeeds (Chinese
 * counting), .map (owner | MapFlag per point). */
/** Did a game that ended this way (End) end by passes or agreement? */
function endedByCount(end) { return end === End.PASSES || end === End.AGREEMENT; }

export class Score {
  /** finished: the game of the count had ended by passes or agreement;
   * false (a record that stops at its last move, a resignation, a position
   * mid-game): counted as it stands, the stones in play judged, not played
   * out. */
  constructor(width, height, d, map, result, sgf, chinese, finished) {
    this._d = d;
    this.width = width;
    this.height = height;
    this.map = map;
    this.outcome = new Result(result, sgf, chinese);
    this.result = sgf;
    this.chinese = chinese;
    this.scoring = d.scoring;
    this.tax = d.tax;
    this.black = sideScore(d.black);
    this.white = sideScore(d.white);
    this.dame = d.dame;
    this.points = d.points;
    this.margin = d.margin;
    this.marginStones = d.margin_stones;
    this.base = d.base;
    this.blackCount = d.black_count;
    this.blackNeeds = d.black_needs;
    this.handicap = d.handicap;
    this.passStonesRule = d.pass_stones_rule;
    this.winner = d.winner || null;
    this.finished = finished;
  }
  /** Rows (top to bottom) of the owner of each point (Color values). */
  ownership() {
    const rows = [];
    for (let y = 0; y < this.height; y++) {
      const row = [];
      for (let x = 0; x < this.width; x++) {
        const v = this.map[y * this.width + x] & 3;
        row.push(v === 3 ? 0 : v);
      }
      rows.push(row);
    }
    return rows;
  }
  /** The C struct's fields, snake_case, as the library names them. */
  raw() { return structuredClone(this._d); }
  toString() { return `${this.result} (${this.chinese})`; }
}

function scoreArgs(o) {
  let dead = o.dead ?? DeadFrom.MARKS;
  let seki = o.seki ?? SekiFrom.MARKS;
  if (o.estimate) { dead |= DeadFrom.ESTIMATE; seki |= SekiFrom.ESTIMATE; }
  const [pb, pw] = o.penalties ?? [0, 0];
  return [dead, seki, o.territory ?? 0, pb | 0, pw | 0, o.chinese ?? 0];
}

// ---------------------------------------------------------------------------
// Games

/** One history entry: kind, color, point ([x, y] or null), removed,
 * flags, repeats (the earlier position repeated, or null), vertex. */
function moveOf(c, kind, color, p, removed, flags, repeats) {
  return {
    kind, color, point: kind === MoveKind.PLAY ? c.xy(p) : null, removed, flags,
    repeats: repeats < 0 ? null : repeats,
    vertex: kind === MoveKind.PLAY ? c.names[p] : kind === MoveKind.PASS ? "pass" : null,
  };
}

/** A board and its history under a ruleset.
 *
 *   new Game(19), new Game([19, 13]), new Game(9, { rules: "japanese" }),
 *   new Game(9, { rules: new Rules(...), komi: 6.5 })
 *
 * Black moves first (unless the ruleset says White). Call free() when done
 * (a FinalizationRegistry frees forgotten games too, but at the garbage
 * collector's pace). */
export class Game {
  constructor(size = 19, { rules = "chinese", komi } = {}) {
    const [w, h] = sizeOf(size);
    this._xy = coords(w, h);
    this._w = w; this._h = h; this._area = w * h;
    this._enforceTurn = false;
    const st = withRules(rules, (r) => M._gor_game_new(S, w, h, r));
    check(st);
    this._g = u32(S);
    own(this, this._g, M._gor_game_free);
    if (komi !== undefined && komi !== null) this.komi = komi;
  }
  static _wrap(ptr, enforceTurn = false) {
    const g = Object.create(Game.prototype);
    g._g = ptr;
    g._w = M._gor_game_width(ptr); g._h = M._gor_game_height(ptr);
    g._xy = coords(g._w, g._h); g._area = g._w * g._h;
    g._enforceTurn = false;
    own(g, ptr, M._gor_game_free);
    if (enforceTurn) g.enforceTurn = true;
    return g;
  }
  /** Free the C game now; the object must not be used after. */
  free() {
    if (this._g) { disown(this); M._gor_game_free(this._g); this._g = 0; }
  }

  // ---- geometry and points ----
  get width() { return this._w; }
  get height() { return this._h; }
  get size() { return [this._w, this._h]; }
  /** [x, y] of any vertex spelling; null for a pass. */
  point(vertex) { return this._xy.xy(this._xy.point(vertex)); }
  /** GTP name ("D4", "pass") or, with {sgf: true}, SGF coordinates. */
  vertex(vertex, { sgf = false } = {}) {
    const p = this._xy.point(vertex);
    return sgf ? takeString(M._gorb_point_sgf(this._w, this._h, p, S)) : this._xy.name(p);
  }

  // ---- rules ----
  /** A copy of the ruleset. */
  get rules() { check(M._gorb_game_rules(this._g, S)); return Rules._wrap(u32(S)); }
  set rules(rules) { this.setRules(rules); }
  /** Install a ruleset (preset name, rules string or Rules); the history is
   * kept and judged under it from the next move on. */
  setRules(rules) { withRules(rules, (r) => check(M._gor_game_set_rules(this._g, r), this._g)); }
  get komi() { return M._gor_rules_komi(M._gor_game_rules(this._g)); }
  set komi(komi) {
    const r = this.rules;
    try { r.komi = komi; this.setRules(r); } finally { r.free(); }
  }
  /** When true, a move of the colour not to move is refused (ETURN). */
  get enforceTurn() { return !!M._gor_game_enforce_turn(this._g); }
  set enforceTurn(on) { M._gor_game_set_enforce_turn(this._g, on ? 1 : 0); this._enforceTurn = !!on; }

  // ---- the position ----
  /** The colour at a point (Color.EMPTY, BLACK, WHITE). */
  at(vertex) { return M._gor_game_at(this._g, this._xy.point(vertex)); }
  /** Every point's colour, row by row from the top: a Uint8Array of
   * width * height values 0 (empty), 1 (black), 2 (white). */
  board() {
    const n = this._w * this._h;
    const p = M._malloc(n);
    try {
      check(M._gor_game_board(this._g, p, n), this._g);
      return M.HEAPU8.slice(p, p + n);
    } finally { M._free(p); }
  }
  get toMove() { return M._gor_game_to_move(this._g); }
  /** Prisoners each colour holds: { black, white }. */
  get captures() {
    return { black: M._gor_game_captures(this._g, 1), white: M._gor_game_captures(this._g, 2) };
  }
  stoneCount(color) { return M._gor_game_stone_count(this._g, colorOf(color)); }
  /** Where the player to move may not retake a ko now, or null. */
  get koPoint() { const p = M._gor_game_ko_point(this._g); return p < 0 ? null : this._xy.xy(p); }
  /** 64-bit Zobrist hash of the board (0n when empty), a BigInt. */
  get hash() { return BigInt.asUintN(64, M._gor_game_hash(this._g)); }
  get situationHash() { return BigInt.asUintN(64, M._gor_game_situation_hash(this._g)); }
  /** Points emptied by the last history entry. */
  get lastRemoved() { return this._points((buf, cap) => M._gor_game_last_removed(this._g, buf, cap)); }
  /** The last refusal in words ("" if none). */
  get lastError() { return cstr(M._gor_game_last_error(this._g)); }

  _points(fill) {
    const cap = this._w * this._h;
    const buf = M._malloc(4 * cap);
    try {
      const n = check(fill(buf, cap), this._g);
      const out = [];
      for (let k = 0; k < Math.min(n, cap); k++) out.push(this._xy.xy(i32(buf + 4 * k)));
      return out;
    } finally { M._free(buf); }
  }

  // ---- legality ----
  /** "OK" if the move is legal, else why not: "EKO", "ESUPERKO",
   * "ESUICIDE", "EOCCUPIED", "EOFFBOARD", "EGAMEOVER", "ETURN". */
  legalReason(vertex, color) {
    let p;
    try { p = this._xy.point(vertex); } catch (e) {
      if (e instanceof IllegalMoveError) return e.status_name;
      throw e;
    }
    const st = color === undefined || color === null
      ? M._gor_game_legal_next(this._g, p) : M._gor_game_legal(this._g, colorOf(color), p);
    return STATUS_NAMES[st];
  }
  // The common call, a point index and a colour number, goes straight to
  // C (isLegal, play, tryPlay); anything else is parsed first.
  _direct(vertex, color) {
    return (color === 1 || color === 2) && (vertex >>> 0) === vertex && vertex < this._area;
  }
  /** Whether colour (default: the player to move) may play there. */
  isLegal(vertex, color) {
    if (this._direct(vertex, color)) {
      return cLegal(this._g, color, vertex) === 0;
    }
    let p;
    try { p = this._xy.point(vertex); } catch (e) {
      if (e instanceof IllegalMove) return false;
      throw e;
    }
    return (color === undefined || color === null
      ? M._gor_game_legal_next(this._g, p) : M._gor_game_legal(this._g, colorOf(color), p)) === 0;
  }
  /** Every point where colour (default: the player to move) may play. */
  legalMoves(color) {
    const c = color === undefined || color === null ? 0 : colorOf(color);
    return this._points((buf, cap) => M._gorb_game_legal_moves(this._g, c, buf, cap));
  }

  // ---- moves ----
  /** Play a stone (or pass: "pass" / null) for colour, by default the
   * player to move. Throws IllegalMove (with .reason) and leaves the game
   * unchanged if the move is illegal. flags: PlayFlag.TOLERANT plays it
   * anyway when only the ruleset forbids it. */
  play(vertex = "pass", color, opts) {
    if (opts === undefined && this._direct(vertex, color)) {
      const st = cPlayEx(this._g, color, vertex, 0);
      if (st < 0) this._playFailed(st, vertex);
      return;
    }
    const flags = opts?.flags ?? 0;
    const p = this._xy.point(vertex);
    const st = (color === undefined || color === null) && !flags
      ? M._gor_game_play_next(this._g, p)
      : M._gor_game_play_ex(this._g, color === undefined || color === null
        ? M._gor_game_to_move(this._g) : colorOf(color), p, flags);
    if (st < 0) this._playFailed(st, vertex);
  }
  /** Play the move if it is legal, without throwing: "OK" when it was
   * played, else why not ("EKO", "ESUPERKO", "EOCCUPIED", ... as
   * legalReason gives) with the game unchanged and lastError in words.
   * One C call: the play's own status is the legality answer (a check then
   * a play judge the move twice). A vertex that is not a point of the
   * board is "EOFFBOARD"; what is not a refusal of the move (a bad colour
   * or flags, out of memory) still throws. */
  tryPlay(vertex = "pass", color, opts) {
    if (opts === undefined && this._direct(vertex, color)) {
      const st = cPlayEx(this._g, color, vertex, 0);
      if (st === 0) return "OK";
      if (M._gor_status_is_illegal_move(st)) return STATUS_NAMES[st];
      this._playFailed(st, vertex);
    }
    try {
      this.play(vertex, color, opts);
    } catch (e) {
      if (e instanceof IllegalMoveError && e.status_name) return e.status_name;
      throw e;
    }
    return "OK";
  }
  _playFailed(st, vertex) {
    const err = makeError(st, cstr(M._gor_game_last_error(this._g)));
    err.move = vertex;
    throw err;
  }
  /** Pass (for the player to move by default). */
  pass(color) { this.play(null, color); }
  /** Play a list of moves in one call into C: each a vertex (the player to
   * move) or a [color, vertex] pair. Stops at the first illegal move and
   * throws IllegalMove with .index its place in the list (the moves before
   * it stay played). Returns how many were played. */
  playMany(moves, { flags = 0 } = {}) {
    const codes = [];
    for (const m of moves) {
      // [color, vertex]; an [x, y] pair of numbers is a vertex.
      if (Array.isArray(m) && m.length === 2 && typeof m[1] !== "number") {
        codes.push(4 * this._xy.point(m[1]) + colorOf(m[0]));
      } else {
        codes.push(4 * this._xy.point(m));
      }
    }
    const buf = allocInts(codes);
    try {
      const played = M._gorb_game_play_list(this._g, buf, codes.length, flags, S);
      const st = i32(S);
      if (st < 0) {
        const err = makeError(st, cstr(M._gor_game_last_error(this._g)));
        err.index = played;
        throw err;
      }
      return played;
    } finally { M._free(buf); }
  }
  /** Light playouts: a uniformly random legal move for the player to move
   * that does not fill its own one-point eye, or a pass. state: the
   * generator's state (a BigInt); returns [point or null, next state]. */
  playRandom(state = 0n) {
    check(M._gorb_game_play_random(this._g, BigInt.asIntN(64, BigInt(state)), S, S + 8), this._g);
    const p = i32(S + 8);
    return [this._xy.xy(p), BigInt.asUintN(64, M.HEAP64[S >> 3])];
  }
  /** Tromp-Taylor area, Black minus White, as the board stands. */
  areaDifference() { return M._gor_game_area_difference(this._g); }
  /** Heap bytes the game holds in wasm memory. */
  memory() { return M._gor_game_memory(this._g); }
  /** Colour (default: the player to move) resigns. */
  resign(color) {
    check(M._gor_game_resign(this._g, color === undefined ? this.toMove : colorOf(color)), this._g);
  }
  /** Place or remove stones without captures or rule checks (SGF AB, AW,
   * AE); each non-empty list is one history entry. */
  setup({ black = [], white = [], empty = [] } = {}) {
    for (const [color, list] of [[0, empty], [1, black], [2, white]]) {
      if (!list.length) continue;
      const buf = allocInts(list.map((v) => this._xy.point(v)));
      try { check(M._gor_game_setup(this._g, color, buf, list.length), this._g); } finally { M._free(buf); }
    }
  }
  /** Set the player to move (SGF PL). */
  setToMove(color) { check(M._gor_game_set_to_move(this._g, colorOf(color)), this._g); }
  /** Resume play after the game ended. */
  resume() { check(M._gor_game_resume(this._g), this._g); }
  /** End the game for a reason outside the board: End.AGREEMENT, TIME,
   * FORFEIT (with a winner), VOID. */
  end(reason, winner) {
    const r = typeof reason === "string" ? End[reason.toUpperCase()] : reason;
    check(M._gor_game_end(this._g, r, winner === undefined || winner === null ? 0 : colorOf(winner)), this._g);
  }
  get isOver() { return M._gor_game_end_reason(this._g) !== 0; }
  /** How the game ended, an End value (End.NONE while it goes on). */
  get endReason() { return M._gor_game_end_reason(this._g); }
  /** The winner when the end decides one (resign, time, ...), else null. */
  get winner() { return M._gor_game_winner(this._g) || null; }
  get consecutivePasses() { return M._gor_game_consecutive_passes(this._g); }
  passCount(color) { return M._gor_game_pass_count(this._g, colorOf(color)); }
  /** Handicap stones Black received (SGF HA). */
  get handicap() { return M._gor_game_handicap(this._g); }
  set handicap(n) { check(M._gor_game_set_handicap(this._g, n | 0), this._g); }

  // ---- history ----
  undo() { check(M._gor_game_undo(this._g), this._g); }
  redo() { check(M._gor_game_redo(this._g), this._g); }
  /** Go to the position after history entry n (0: the start; entries
   * count from 1, redo entries included). NoMove, saying the valid range,
   * when there is no entry n. */
  goto(n) {
    const st = M._gor_game_goto(this._g, n);
    if (st === Status.ENOMOVE) {
      throw new NoMove(st, `no history entry ${n}: goto takes 0 (the start) to ${this.length + this.redoLength}`);
    }
    check(st, this._g);
  }
  /** Back to the empty board, history cleared; the rules stay. */
  clear() { M._gor_game_clear(this._g); }
  /** History entries up to the current position. */
  get length() { return M._gor_game_history_length(this._g); }
  get redoLength() { return M._gor_game_redo_length(this._g); }
  /** Stone moves and passes so far (the SGF move number). */
  get moveNumber() { return M._gor_game_move_number(this._g); }
  /** History entry i: entries count from 1 (as goto(i), the position
   * after it), past the current position the redo entries; negative i
   * counts back from the current position (-1: the last one played).
   * game.move(i) is game.history[i - 1]. NoMove, saying the valid range,
   * when there is no such entry. */
  move(i) {
    const played = this.length, redo = this.redoLength;
    const k = i < 0 ? i + played + 1 : i;
    if (!Number.isInteger(k) || k < 1 || k > played + redo) {
      throw new NoMove(Status.ENOMOVE, `no history entry ${i}: ` + (played + redo === 0
        ? "the history is empty"
        : `entries count from 1 (1 to ${played + redo} here${played ? "; -1 is the last one played" : ""})`));
    }
    i = k;
    const p = M._malloc(M._gorjs_sizeof(MOVE_INFO));
    try {
      check(M._gor_game_move(this._g, i, p), this._g);
      return moveOf(this._xy, i32(p), i32(p + 4), i32(p + 8), i32(p + 12), u32(p + 16), i32(p + 20));
    } finally { M._free(p); }
  }
  /** The history entries up to the current position, as an array:
   * history[0] is entry 1 (move(1)). */
  get history() { return Array.from({ length: this.length }, (_, k) => this.move(k + 1)); }

  // ---- groups ----
  /** The group at vertex ({ color, stones, liberties }) or null. */
  group(vertex) {
    const p = this._xy.point(vertex);
    const color = M._gor_game_at(this._g, p);
    if (!color) return null;
    return {
      color,
      stones: this._points((buf, cap) => M._gor_game_group_stones(this._g, p, buf, cap)),
      liberties: this._points((buf, cap) => M._gor_game_group_liberties(this._g, p, buf, cap)),
    };
  }
  liberties(vertex) { return M._gor_game_liberty_count(this._g, this._xy.point(vertex)); }

  // ---- life and death marks ----
  /** Mark the group(s) at vertex (or each of an array of vertices) dead,
   * alive or in seki for scoring. Marks vanish when the position changes. */
  mark(vertex, life = Life.DEAD) {
    const l = typeof life === "string" ? Life[life.toUpperCase()] : life;
    const list = Array.isArray(vertex) && !(vertex.length === 2 && Number.isInteger(vertex[0]))
      ? vertex : [vertex];
    const buf = allocInts(list.map((v) => this._xy.point(v)));
    try { check(M._gor_game_mark_list(this._g, l, buf, list.length), this._g); } finally { M._free(buf); }
  }
  life(vertex) { return M._gor_game_life_at(this._g, this._xy.point(vertex)); }
  marked(life = Life.DEAD) {
    return this._points((buf, cap) => M._gor_game_marked(this._g, life, buf, cap));
  }
  clearMarks() { M._gor_game_clear_marks(this._g); }

  // ---- scoring ----
  /** Count the current position under the game's ruleset (the game is not
   * changed). Options: dead (DeadFrom flags, default MARKS), seki
   * (SekiFrom), estimate (add the heuristic estimate), territory
   * (Territory flags), penalties [black, white], chinese (ChineseFlag). */
  score(options = {}) {
    const n = this._w * this._h;
    const sz = M._gorjs_sizeof(SCORE), rz = M._gorjs_sizeof(RESULT);
    const mem = M._malloc(sz + rz + n + 16);
    const sp = mem, rp = mem + sz, mp = mem + sz + rz;
    try {
      initSized(sp, SCORE);
      initSized(rp, RESULT);
      check(M._gorb_game_score(this._g, ...scoreArgs(options), sp, mp, rp, S, S + 4), this._g);
      const sgf = cstr(u32(S)), cn = cstr(u32(S + 4));
      M._free(u32(S)); M._free(u32(S + 4));
      return new Score(this._w, this._h, readStruct(fields(SCORE), sp),
        M.HEAPU8.slice(mp, mp + n), readStruct(fields(RESULT), rp), sgf, cn,
        endedByCount(M._gor_game_end_reason(this._g)));
    } finally { M._free(mem); }
  }
  /** The game's result: resignation, time, forfeit, no result, or by
   * counting (as score()) when it ended by passes or agreement or is not
   * over. */
  result(options = {}) {
    const rp = M._malloc(M._gorjs_sizeof(RESULT));
    try {
      initSized(rp, RESULT);
      check(M._gorb_game_result(this._g, ...scoreArgs(options), rp, S, S + 4), this._g);
      const sgf = cstr(u32(S)), cn = cstr(u32(S + 4));
      M._free(u32(S)); M._free(u32(S + 4));
      return new Result(readStruct(fields(RESULT), rp), sgf, cn);
    } finally { M._free(rp); }
  }
  _bytes(fill) {
    const n = this._w * this._h;
    const p = M._malloc(n);
    try {
      check(fill(p, n), this._g);
      return M.HEAPU8.slice(p, p + n);
    } finally { M._free(p); }
  }
  /** Owner of each point by pass-alive analysis (Benson), a Uint8Array of
   * Color values; flags (AreaFlag, default SCORING) add less certain
   * ownership. */
  areaMap(flags = AreaFlag.SCORING) {
    return this._bytes((p, n) => M._gor_game_area_map(this._g, flags, p, n));
  }
  /** Life-and-death judgement per point: a Life in the low two bits, with
   * JudgeFlag.CERTAIN (proven) or, with estimate, JudgeFlag.GUESS. */
  judge({ estimate = false } = {}) {
    return this._bytes((p, n) => (estimate ? M._gor_game_judge_estimate
                                           : M._gor_game_judge_certain)(this._g, p, n));
  }
  /** Mark the stones a judgement finds dead or in seki with one of the
   * `which` flags; returns how many were newly marked. */
  markJudged(judgement, which = JudgeFlag.CERTAIN) {
    const n = this._w * this._h;
    if (judgement.length < n) throw new InvalidArgument(Status.EBUFFER, "judgement too short");
    const p = allocBytes(judgement);
    try {
      return check(M._gor_game_mark_judged(this._g, p, judgement.length, which), this._g);
    } finally { M._free(p); }
  }
  /** Fixed handicap stones on an empty board (White to move after). */
  placeHandicap(stones, { noKomi = false } = {}) {
    check(M._gor_game_place_handicap(this._g, stones, noKomi ? HandicapFlag.NO_KOMI : 0), this._g);
  }
  /** Handicap stones on freely chosen points. */
  placeFreeHandicap(points, { noKomi = false } = {}) {
    const buf = allocInts(points.map((v) => this._xy.point(v)));
    try {
      check(M._gor_game_place_free_handicap(this._g, buf, points.length, noKomi ? HandicapFlag.NO_KOMI : 0), this._g);
    } finally { M._free(buf); }
  }

  // ---- copies, records, text ----
  /** A deep copy, history included. */
  copy() {
    check(M._gor_game_clone(S, this._g));
    return Game._wrap(u32(S), this._enforceTurn);
  }
  /** The whole game as compact bytes (Game.unpack reads them back). */
  pack() {
    check(M._gorb_game_pack(this._g, S, S + 4), this._g);
    const p = u32(S), n = u32(S + 4);
    const out = M.HEAPU8.slice(p, p + n);
    M._free(p);
    return out;
  }
  static unpack(bytes, { enforceTurn = false } = {}) {
    const p = allocBytes(bytes);
    try {
      check(M._gorb_game_unpack(S, p, bytes.length));
      return Game._wrap(u32(S), enforceTurn);
    } finally { M._free(p); }
  }
  /** The game as SGF text (history up to the current position, rules,
   * komi, handicap, result when decided); info: an Sgf whose game `index`
   * root properties (players, date...) are copied. */
  toSgf(info = null, index = 0, clock = null) {
    if (clock) {
      return takeString(M._gorb_game_to_sgf_clock(this._g, info ? info._s : 0, index,
                                                  clock._k, S));
    }
    return takeString(M._gorb_game_to_sgf(this._g, info ? info._s : 0, index, S));
  }
  /** The board as text: X black, O white, + star points, GTP labels. */
  toString() { return takeString(M._gorb_game_draw(this._g, S)); }
}

// ---------------------------------------------------------------------------
// SGF

/** A parsed SGF collection. */
export class Sgf {
  /** Parse SGF text (a string, or bytes in the encoding CA[] names). */
  constructor(data, { strict = false, encoding } = {}) {
    let bytes = data;
    if (typeof data === "string") {
      bytes = encoder.encode(data);
      if (encoding === undefined) encoding = "UTF-8";
    }
    const p = allocBytes(bytes);
    const enc = encoding ? alloc(encoding) : 0;
    const ez = M._gorjs_sizeof(SGF_ERROR);
    const err = M._malloc(ez);
    try {
      M.HEAPU8.fill(0, err, err + ez);
      const st = M._gorb_sgf_parse(err, S, p, bytes.length, strict ? SgfFlag.STRICT : 0, enc);
      if (st < 0) {
        const e = readStruct(fields(SGF_ERROR), err);
        throw new SgfError(st, e.line ? `${e.line}:${e.column}: ${e.message}` : e.message,
                           e.line, e.column);
      }
      this._s = u32(S);
      own(this, this._s, M._gor_sgf_free);
    } finally { M._free(p); if (enc) M._free(enc); M._free(err); }
  }
  free() { if (this._s) { disown(this); M._gor_sgf_free(this._s); this._s = 0; } }
  /** Number of game trees. */
  get length() { return M._gor_sgf_game_count(this._s); }
  get encoding() { return cstr(M._gor_sgf_encoding(this._s)); }
  /** What the parser repaired or converted: { status, line, column, message }. */
  get notes() {
    return Array.from({ length: M._gor_sgf_parse_note_count(this._s) },
      (_, i) => readStruct(fields(SGF_ERROR), M._gor_sgf_parse_note(this._s, i)));
  }
  /** The root properties of game `index` as plain text ({ SZ: "19", ... }). */
  root(index = 0) {
    const ids = takeString(M._gorb_sgf_root_ids(this._s, index, S)).split(" ").filter(Boolean);
    const out = {};
    for (const id of ids) {
      const t = alloc(id);
      try { out[id] = takeString(M._gorb_sgf_root_text(this._s, index, t, S)); } finally { M._free(t); }
    }
    return out;
  }
  /** Replay game `index`'s main line into a Game, every move checked.
   * Illegal moves are listed in the Replay's issues, not thrown; without
   * tolerant the replay stops before the first one. rules: force a ruleset
   * (default: the record's RU). */
  replay(index = 0, { tolerant = false, rules = null, stopBefore = 0, rawKomi = false } = {}) {
    const flags = (tolerant ? ReplayFlag.TOLERANT : 0) | (rawKomi ? ReplayFlag.RAW_KOMI : 0);
    const run = (r) => M._gorb_sgf_replay(S, S + 4, this._s, index, flags, r, stopBefore);
    const st = rules === null || rules === undefined ? run(0) : withRules(rules, run);
    if (st < 0 && !M._gor_status_is_illegal_move(st)) {
      throw new SgfError(st, cstr(M._gorb_sgf_replay_error()) || undefined);
    }
    check(st);
    return new Replay(Game._wrap(u32(S)), u32(S + 4));
  }
  /** Game `index`'s clock (gor_sgf_clock): TM and OT as its time control,
   * BL/WL with OB/OW of the main line as its record and each player's
   * time. Not started. */
  clock(index = 0) {
    check(M._gorb_sgf_clock(S, this._s, index));
    return Clock._wrap(u32(S));
  }
  toString() { return takeString(M._gorb_sgf_write(this._s, S)); }
}

/** A replayed record: .game, .issues, .errors (issues of severity ERROR),
 * .status (the first error's status name, or "OK"), .moves, .moveNumber,
 * territory(color) (the last node's TB/TW marks). */
export class Replay {
  constructor(game, report) {
    this.game = game;
    const c = game._xy;
    this.issues = [];
    for (let i = 0; i < M._gor_sgf_report_count(report); i++) {
      const d = readStruct(fields(SGF_ISSUE), M._gor_sgf_report_issue(report, i));
      this.issues.push({
        severity: d.severity, status: STATUS_NAMES[d.status], moveNumber: d.move_number,
        color: d.color, point: d.point >= 0 ? c.xy(d.point) : null,
        vertex: d.point === PASS ? "pass" : d.point >= 0 ? c.names[d.point] : null,
        line: d.line, column: d.column, message: d.message,
      });
    }
    this.errors = this.issues.filter((i) => i.severity === Severity.ERROR);
    this.status = STATUS_NAMES[M._gor_sgf_report_status(report)];
    this.moves = M._gor_sgf_report_moves(report);
    this.moveNumber = M._gor_sgf_report_move_number(report);
    this._territory = [Color.BLACK, Color.WHITE].map((col) => {
      const cap = game.width * game.height;
      const buf = M._malloc(4 * cap);
      try {
        const n = Math.max(0, Math.min(cap, M._gor_sgf_report_territory(report, col, buf, cap)));
        return Array.from({ length: n }, (_, k) => c.xy(i32(buf + 4 * k)));
      } finally { M._free(buf); }
    });
    M._gor_sgf_report_free(report);
  }
  territory(color) { return this._territory[colorOf(color) - 1] ?? []; }
}

/** The collection (an Sgf) of SGF text or bytes, as Python's and Lua's
 * read_sgf. */
export function readSgf(data, options) { return new Sgf(data, options); }

// Files are read under Node only (in a browser, fetch the text and use
// readSgf / loadSgf).
function sgfFileBytes(path) {
  if (!nodeFs) {
    throw new ArgumentError(Status.EINVAL,
      "SGF files are read under Node only: elsewhere fetch the text, then readSgf()");
  }
  try {
    return nodeFs.readFileSync(path);
  } catch (e) {
    throw new SgfError(Status.EINVAL, `'${path}': cannot open: ${e.message}`);
  }
}
/** The collection (an Sgf) of the SGF file at path (Node), as Python's and
 * Lua's read_sgf_file. */
export function readSgfFile(path, options) { return new Sgf(sgfFileBytes(path), options); }
/** loadSgf() of the SGF file at path (Node): the Game of its main line. */
export function loadSgfFile(path, options) { return loadSgf(sgfFileBytes(path), options); }
export function replaySgf(data, index = 0, options = {}) {
  const s = new Sgf(data);
  try { return s.replay(index, options); } finally { s.free(); }
}
/** The Game of an SGF record's main line. A record with an illegal move
 * throws IllegalMoveError (its .game is the position before that move,
 * .replay the whole report) unless tolerant; a record that cannot be read
 * or replayed throws SgfError. */
export function loadSgf(data, { index = 0, tolerant = false, rules = null } = {}) {
  return loadChecked(replaySgf(data, index, { tolerant, rules }), tolerant);
}

// ---------------------------------------------------------------------------
// Results, handicap, nigiri

/** Parse an SGF RE value ("B+7.5", "W+Resign", "Jigo", "Void", ...). */
export function parseResult(text) {
  const rp = M._malloc(M._gorjs_sizeof(RESULT));
  const t = alloc(text);
  try {
    initSized(rp, RESULT);
    check(M._gor_result_parse_sgf(t, rp));
    return new Result(readStruct(fields(RESULT), rp));
  } finally { M._free(rp); M._free(t); }
}
/** The fixed handicap points (GTP order) for a board size. */
export function fixedHandicap(size, stones) {
  const [w, h] = sizeOf(size);
  const buf = M._malloc(4 * 64);
  try {
    const n = check(M._gor_handicap_fixed_points(w, h, stones, buf, 64));
    return Array.from({ length: n }, (_, k) => coords(w, h).xy(i32(buf + 4 * k)));
  } finally { M._free(buf); }
}
export function maxFixedHandicap(size) { return M._gor_handicap_max_fixed(...sizeOf(size)); }
/** Points White receives for `handicap` stones under rules. */
export function handicapBonus(rules, handicap) {
  return withRules(rules, (r) => M._gor_handicap_bonus(r, handicap));
}
export function drawPossible(rules, handicap = 0) {
  return withRules(rules, (r) => !!M._gor_rules_draw_possible(r, handicap));
}
/** Nigiri: `hidden` stones hidden, `shown` 1 (odd) or 2 (even) guessed;
 * returns the guesser's colour. */
export function nigiri(hidden, shown, first = Color.BLACK) {
  check(M._gor_nigiri(hidden, shown, colorOf(first), S));
  return i32(S);
}

/** The prediction phase: settle two predictions of White's lead in count
 * difference; returns { whitePlayer, threshold, favoured }. */
export function settlePrediction(first, second) {
  const p = M._malloc(M._gorjs_sizeof(PREDICTION));
  try {
    initSized(p, PREDICTION);
    check(M._gor_prediction_settle(+first, +second, p));
    const d = readStruct(fields(PREDICTION), p);
    return { whitePlayer: d.white_player, threshold: d.threshold, favoured: d.favoured };
  } finally { M._free(p); }
}
/** Judge a settled prediction against White's actual lead: a Result. */
export function judgePrediction(prediction, whiteLead, { needWinner = false } = {}) {
  const p = M._malloc(M._gorjs_sizeof(PREDICTION));
  const rp = M._malloc(M._gorjs_sizeof(RESULT));
  try {
    initSized(p, PREDICTION);
    writeStruct(fields(PREDICTION), p, { white_player: prediction.whitePlayer,
      threshold: prediction.threshold, favoured: prediction.favoured });
    initSized(rp, RESULT);
    check(M._gor_prediction_judge(p, +whiteLead, needWinner ? 1 : 0, rp));
    return new Result(readStruct(fields(RESULT), rp));
  } finally { M._free(p); M._free(rp); }
}

// ---------------------------------------------------------------------------
// Clocks (the library's gorules_clock.h; docs/clock.md describes each system)

/** The timing systems. */
// ClockSystem and ClockEventKind (what a clock reports) come from enums.js.
const CLOCK_TIMEOUT_PASS = ClockFlag.TIMEOUT_PASS, CLOCK_QUIET = ClockFlag.QUIET;
const CLOCK_LANGS = { zh: ClockText.ZH, en: ClockText.EN };

// A time in milliseconds (a whole Number or a BigInt) as the BigInt an
// int64_t parameter takes.
function ms64(v, what = "time") {
  if (typeof v === "bigint") return BigInt.asIntN(64, v);
  if (typeof v === "number" && Number.isSafeInteger(v)) return BigInt(v);
  throw new InvalidArgument(Status.EINVAL, `${what} is not a whole number of milliseconds: ${String(v)}`);
}
function clockInt(v, what) {
  if (typeof v === "number" && Number.isInteger(v) && v >= -0x80000000 && v <= 0x7fffffff) return v;
  throw new InvalidArgument(Status.EINVAL, `${what} is not an integer: ${String(v)}`);
}

/** Something the clock reports (gor_clock_event): .kind (ClockEventKind),
 * .color, .atMs, .value, .periodS; text(lang) says it as a referee does. */
export class ClockEvent {
  constructor(d) {
    this.kind = d.kind;
    this.color = d.color;
    this.atMs = d.at_ms;
    this.value = d.value;
    this.periodS = d.period_s;
  }
  /** What the referee says: "30秒", "1分，还剩3分" (lang "zh") or
   * "30 seconds", "1 minute used, 3 left" ("en"). */
  text(lang = "zh") {
    const l = CLOCK_LANGS[lang];
    if (l === undefined) throw new InvalidArgument(Status.EINVAL, `unknown language ${JSON.stringify(lang)}`);
    const size = M._gorjs_sizeof(CLOCK_EVENT);
    const p = M._malloc(size);
    try {
      M.HEAPU8.fill(0, p, p + size);
      writeStruct(fields(CLOCK_EVENT), p, { kind: this.kind, color: this.color,
        at_ms: this.atMs, value: this.value, period_s: this.periodS });
      return takeString(M._gorb_clock_event_text(p, l, S));
    } finally { M._free(p); }
  }
  toString() { return this.text("en"); }
}

// One player's time (gor_clock_state), camelCase, flags as booleans.
function clockState(d) {
  return { mainMs: d.main_ms, periodMs: d.period_ms, periods: d.periods, moves: d.moves,
    overtime: !!d.overtime, flagged: !!d.flagged, running: !!d.running, presses: d.presses };
}

/** A game clock: absolute time, byo-yomi (the Chinese texts' and the
 * Japanese form), Canadian overtime, moves per period with carry-over,
 * Fischer increment, Bronstein delay. Pure and deterministic: every call
 * takes the caller's timestamp in milliseconds; the clock never reads the
 * wall clock. The names and semantics are those of the C calls
 * (gor_clock_start -> start, ...).
 *
 *   const clock = new Clock("byoyomi", { mainMs: 600000, periodMs: 60000, periods: 3 });
 *   clock.start("black", 0);
 *   clock.press("black", 539000);          // false: in time
 *   clock.events().map((e) => e.text());   // ["30秒", "40秒", ...]
 */
/** The error of a refused gor_clock_new: which option is wrong. */
function clockRefusal(status, options) {
  const why = M._malloc(160);
  try {
    M._gor_clock_options_check(options, why, 160);
    return makeError(status, cstr(why) || undefined);
  } finally { M._free(why); }
}

export class Clock {
  constructor(system = "none", { mainMs = 0, periodMs = 0, periods = 0, periodMoves = 0,
    incrementMs = 0, lateLimitMs = 0, timeoutPass = false, quiet = false } = {}) {
    let sys = system;
    if (typeof system === "string") {
      sys = ClockSystem[system.toUpperCase()];
      if (sys === undefined) {
        throw new InvalidArgument(Status.EINVAL, `unknown clock system ${JSON.stringify(system)}`);
      }
    }
    const opts = {
      version: 1, system: clockInt(sys, "clock system"),
      flags: (timeoutPass ? CLOCK_TIMEOUT_PASS : 0) | (quiet ? CLOCK_QUIET : 0),
      main_ms: ms64(mainMs, "mainMs"), period_ms: ms64(periodMs, "periodMs"),
      periods: clockInt(periods, "periods"), period_moves: clockInt(periodMoves, "periodMoves"),
      increment_ms: ms64(incrementMs, "incrementMs"), late_limit_ms: ms64(lateLimitMs, "lateLimitMs"),
    };
    const size = M._gorjs_sizeof(CLOCK_OPTIONS);
    const p = M._malloc(size);
    try {
      M.HEAPU8.fill(0, p, p + size);
      writeStruct(fields(CLOCK_OPTIONS), p, opts);
      const status = M._gor_clock_new(S, p);
      if (status < 0) throw clockRefusal(status, p);
    } finally { M._free(p); }
    this._k = u32(S);
    own(this, this._k, M._gor_clock_free);
  }
  static _wrap(ptr) {
    const c = Object.create(Clock.prototype);
    c._k = ptr;
    own(c, ptr, M._gor_clock_free);
    return c;
  }
  /** Free the C clock now; the object must not be used after. */
  free() { if (this._k) { disown(this); M._gor_clock_free(this._k); this._k = 0; } }
  _check(status) {
    if (status < 0) throw makeError(status, cstr(M._gor_clock_last_error(this._k)) || undefined);
    return status;
  }
  /** The time control the clock was made with: { system, flags, mainMs,
   * periodMs, periods, periodMoves, incrementMs, lateLimitMs }. */
  get options() {
    const size = M._gorjs_sizeof(CLOCK_OPTIONS);
    const p = M._malloc(size);
    try {
      this._check(M._gor_clock_options_get(this._k, p));
      const d = readStruct(fields(CLOCK_OPTIONS), p);
      return { system: d.system, flags: d.flags, mainMs: d.main_ms, periodMs: d.period_ms,
        periods: d.periods, periodMoves: d.period_moves, incrementMs: d.increment_ms,
        lateLimitMs: d.late_limit_ms };
    } finally { M._free(p); }
  }
  /** A deep copy (state, pending events, record). */
  copy() { check(M._gor_clock_clone(S, this._k)); return Clock._wrap(u32(S)); }
  /** Start the clock: color's time runs from nowMs. */
  start(color, nowMs) { this._check(M._gor_clock_start(this._k, colorOf(color), ms64(nowMs))); }
  /** color finished a move (or a pass) at nowMs: false when in time, true
   * when the time had run out before it (see events()). */
  press(color, nowMs) {
    return this._check(M._gor_clock_press(this._k, colorOf(color), ms64(nowMs))) === 1;
  }
  /** Time passes to nowMs with no move; returns how many events it added. */
  advance(nowMs) { return this._check(M._gor_clock_advance(this._k, ms64(nowMs))); }
  /** Pause (an adjournment is not counted) and resume. */
  pause(nowMs) { this._check(M._gor_clock_pause(this._k, ms64(nowMs))); }
  resume(nowMs) { this._check(M._gor_clock_resume(this._k, ms64(nowMs))); }
  /** Late arrival at the start (Chinese Weiqi Rules (2002), art. 22): true
   * when it loses the game. */
  late(color, lateMs) {
    return this._check(M._gor_clock_late(this._k, colorOf(color), ms64(lateMs, "lateMs"))) === 1;
  }
  /** A player's time as a controller reports it (GTP time_left, SGF BL/WL):
   * in main time { mainMs }, in overtime { periodMs, periods } or
   * { periodMs, moves }. */
  set(color, { mainMs = 0, periodMs = 0, periods = 0, moves = 0 } = {}) {
    const c = colorOf(color);
    const d = { main_ms: ms64(mainMs, "mainMs"), period_ms: ms64(periodMs, "periodMs"),
      periods: clockInt(periods, "periods"), moves: clockInt(moves, "moves") };
    const size = M._gorjs_sizeof(CLOCK_STATE);
    const p = M._malloc(size);
    try {
      M.HEAPU8.fill(0, p, p + size);
      writeStruct(fields(CLOCK_STATE), p, d);
      this._check(M._gor_clock_set(this._k, c, p));
    } finally { M._free(p); }
  }
  /** One player's time: { mainMs, periodMs, periods, moves, overtime,
   * flagged, running, presses }. */
  state(color) {
    const c = colorOf(color);
    const size = M._gorjs_sizeof(CLOCK_STATE);
    const p = M._malloc(size);
    try {
      M.HEAPU8.fill(0, p, p + size);
      this._check(M._gor_clock_state_get(this._k, c, p));
      return clockState(readStruct(fields(CLOCK_STATE), p));
    } finally { M._free(p); }
  }
  /** Whose time runs (Color.EMPTY when stopped, paused or over). */
  get running() { return M._gor_clock_running(this._k); }
  /** The player who lost on time or by lateness, or Color.EMPTY. */
  get loser() { return M._gor_clock_loser(this._k); }
  /** The last timestamp given (ms, a Number). */
  get now() { return Number(M._gor_clock_now(this._k)); }
  /** Events not yet taken. */
  get pending() { return M._gor_clock_pending(this._k); }
  /** The last refusal in words ("" if none). */
  get lastError() { return cstr(M._gor_clock_last_error(this._k)); }
  /** The oldest event not yet taken, or null. */
  poll() {
    const size = M._gorjs_sizeof(CLOCK_EVENT);
    const p = M._malloc(size);
    try {
      M.HEAPU8.fill(0, p, p + size);
      if (!M._gor_clock_poll(this._k, p)) return null;
      return new ClockEvent(readStruct(fields(CLOCK_EVENT), p));
    } finally { M._free(p); }
  }
  /** Every event not yet taken, oldest first. */
  events() {
    const out = [];
    for (let e = this.poll(); e; e = this.poll()) out.push(e);
    return out;
  }
  /** End the game as the clock decided ("B+T" / "W+T", or a forfeit for
   * lateness); false when nobody lost on the clock. */
  endGame(game) {
    return this._check(M._gor_clock_end_game(this._k, game._g)) === 1;
  }
  /** Each press's player and their time right after it: [[color, state], ...]. */
  record() {
    const size = M._gorjs_sizeof(CLOCK_STATE);
    const p = M._malloc(size);
    try {
      const out = [];
      for (let i = 0, n = M._gor_clock_record_count(this._k); i < n; i++) {
        this._check(M._gorb_clock_record(this._k, i, S, p));
        out.push([i32(S), clockState(readStruct(fields(CLOCK_STATE), p))]);
      }
      return out;
    } finally { M._free(p); }
  }
}

// ---------------------------------------------------------------------------
// The rest of the package lives in modules of its own (tree.js, referee.js,
// analysis.js, state.js): each gets what it needs of this one as `base`
// and gives back its classes; Game and Sgf methods are added there too.

import { installTree, PROPERTY_TYPES } from "./tree.js";
import { installReferee, RefereeCode, Phase, DecisionKind } from "./referee.js";
import { installAnalysis, SvgMark, OWNERSHIP_PLAYOUTS, OWNERSHIP_FULL } from "./analysis.js";
import { installState } from "./state.js";

// The shared error classes, for the modules.
const ERRORS = { GorulesError, ArgumentError, SgfError, IllegalMoveError };

/** The error a freed object's use throws: an ArgumentError naming it. */
function freedError(what) {
  return new ERRORS.ArgumentError(Status.EINVAL, `this ${what} was freed (free() was called on it)`);
}
// After free(), every method and property of the object throws
// freedError: its prototype is swapped for one that does, so the live
// objects' calls pay nothing for the check.
const freedProtos = new Map();
function poison(obj, what) {
  const proto = Object.getPrototypeOf(obj);
  let fp = freedProtos.get(proto);
  if (!fp) {
    fp = Object.create(proto);
    const thrower = () => { throw freedError(what); };
    for (let p = proto; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
      for (const name of Object.getOwnPropertyNames(p)) {
        if (name === "constructor" || name === "free" || name.startsWith("_") ||
            Object.prototype.hasOwnProperty.call(fp, name)) continue;
        const d = Object.getOwnPropertyDescriptor(p, name);
        Object.defineProperty(fp, name, d.get || d.set
          ? { get: thrower, set: thrower, configurable: true }
          : { value: thrower, configurable: true, writable: true });
      }
    }
    Object.defineProperty(fp, "freed", { value: true });
    Object.defineProperty(fp, "toString", { value: () => `<freed ${what}>` });
    freedProtos.set(proto, fp);
  }
  Object.setPrototypeOf(obj, fp);
}
for (const [Cls, what, field, cFree] of [[Game, "Game", "_g", "_gor_game_free"],
  [Rules, "Rules", "_r", "_gor_rules_free"], [Sgf, "Sgf", "_s", "_gor_sgf_free"],
  [Clock, "Clock", "_k", "_gor_clock_free"]]) {
  Cls.prototype.free = function free() {
    if (this[field]) {
      disown(this);
      M[cFree](this[field]);
      this[field] = 0;
      poison(this, what);
    }
  };
}
Sgf._wrap = function wrap(ptr) {
  const s = Object.create(Sgf.prototype);
  s._s = ptr;
  own(s, ptr, M._gor_sgf_free);
  return s;
};

/** The library's version as a number (10200 for 1.2.0). */
export function versionNumber() { return M._gor_version_number(); }
/** "B", "W" or "." for a colour (the library's gor_color_name). */
export function colorName(c) { return cstr(M._gor_color_name(colorOf(c))); }
/** Check free handicap points on a board of `size`: true, or throws why
 * not (ERANGE for the count, EOFFBOARD, EOCCUPIED for a repeated point). */
export function checkFreeHandicap(size, points) {
  const [w, h] = sizeOf(size);
  const c = coords(w, h);
  const buf = allocInts(points.map((v) => c.point(v)));
  try { check(M._gor_handicap_check_free(w, h, buf, points.length)); return true; } finally { M._free(buf); }
}
/** The ruleset an SGF RU value names ("Japanese", "AGA", "NZ", a rules
 * string...), as the SGF replay reads it. */
Rules.fromSgf = function fromSgf(ru) {
  const r = new Rules("chinese");
  const t = alloc(ru);
  try {
    const st = M._gor_sgf_rules_parse(r._r, t);
    if (st < 0) throw makeError(st, `RU[${ru}]: not a ruleset the SGF reader knows`);
    return r;
  } catch (e) { r.free(); throw e; } finally { M._free(t); }
};
/** Go to the position after move n (stone moves and passes; 0: the
 * start), through the redo entries too. */
Game.prototype.gotoMove = function gotoMove(n) { check(M._gor_game_goto_move(this._g, n), this._g); };
/** Set up a whole position in one history entry: the stones given are
 * placed, the points of `empty` cleared, and toMove (default: unchanged)
 * is to play. */
Game.prototype.setupPosition = function setupPosition({ black = [], white = [], empty = [], toMove = null } = {}) {
  const lists = [black, white, empty].map((l) => l.map((v) => this._xy.point(v)));
  const bufs = lists.map((l) => allocInts(l));
  try {
    check(M._gor_game_setup_position(this._g, bufs[0], lists[0].length, bufs[1], lists[1].length,
      bufs[2], lists[2].length, toMove === null ? 0 : colorOf(toMove)), this._g);
  } finally { bufs.forEach((b) => M._free(b)); }
};

// A replay's game, or its first error thrown (with .game and .replay).
function loadChecked(replay, tolerant) {
  if (!tolerant && replay.errors.length) {
    const first = replay.errors[0];
    const code = Status[first.status];
    const err = M._gor_status_is_illegal_move(code) ? makeError(code, first.message)
      : new SgfError(code, first.message, first.line, first.column);
    err.game = replay.game;
    err.replay = replay;
    err.move = first.vertex;
    err.index = first.moveNumber;
    throw err;
  }
  return replay.game;
}

const extTables = new Map();
const base = {
  M, S, cstr, alloc, allocBytes, allocInts, takeString, check, makeError, i32, u32, f64,
  fields, readStruct, writeStruct, initSized, sizeof: (w) => M._gorjs_sizeof(w), RESULT, SCORE,
  endedByCount,
  readFieldsExt(which) {
    let t = extTables.get(which);
    if (!t) { t = readFields(M._gorjs_fields_ext(which)); extTables.set(which, t); }
    return t;
  },
  sizeofExt: (w) => M._gorjs_sizeof_ext(w),
  initSizedExt(p, which) {
    const size = M._gorjs_sizeof_ext(which);
    M.HEAPU8.fill(0, p, p + size);
    M.HEAPU32[p >> 2] = size;
  },
  prediction(fill) {
    const p = M._malloc(M._gorjs_sizeof(PREDICTION));
    try {
      initSized(p, PREDICTION);
      const st = fill(p);
      if (st === Status.ENOMOVE) return null;
      check(st);
      const d = readStruct(fields(PREDICTION), p);
      return { whitePlayer: d.white_player, threshold: d.threshold, favoured: d.favoured };
    } finally { M._free(p); }
  },
  colorOf, sizeOf, coords, withRules, own, disown, freedError, poison, loadChecked,
  Game, Rules, Sgf, Replay, Result, Score, Status, STATUS_NAMES, OffBoard, ...ERRORS,
};

export const { SgfNode, newSgf } = installTree(base);
export const { Referee } = installReferee(base);
export const { ownershipEstimate, OwnershipEstimate, Playout } = installAnalysis(base);
export const { fromSignMap, Snapshot, diff } = installState(base);
export { PROPERTY_TYPES, RefereeCode, Phase, DecisionKind, SvgMark, OWNERSHIP_PLAYOUTS, OWNERSHIP_FULL };
