// SPDX-License-Identifier: MIT
// Pictures and estimates of a position: Game.svg() (gorules_svg.h) with
// markup, territory and ownership; the ownership estimate
// (gor_game_ownership_estimate); light playouts (gorules_playout.h).
//
//   game.svg({ markup: { D4: "triangle" }, labels: { Q16: "A" } });
//   game.svg({ ownership: game.score() });            // territory squares
//   const est = game.ownershipEstimate({ playouts: 64, seed: 1 });
//   est.ownedMargin; est.at("D4");                    // -100 .. 100
//   game.svg({ ownership: est });
//   const p = new Playout(game); p.run(1n); p.areaDifference();
//
// Part of the package (index.js hands it what it needs as `base`).

// SvgMark (markup of a point in svg(): SGF CR, SQ, TR, MA), the SVG flags
// and the estimate's default: generated from the headers (enums.js).
import { SvgMark, SvgFlag, CONSTANTS } from "./enums.js";
export { SvgMark };
const SVG_COORDINATES = SvgFlag.COORDINATES, SVG_LAST_MOVE = SvgFlag.LAST_MOVE,
  SVG_DEAD = SvgFlag.DEAD, SVG_NO_STYLE = SvgFlag.NO_STYLE;
const OWNERSHIP = 1;   // gorjs_fields_ext(1): gor_ownership
/** The default number of playouts of an ownership estimate. */
export const OWNERSHIP_PLAYOUTS = CONSTANTS.OWNERSHIP_PLAYOUTS;
/** An ownership value Black holds in every playout or with certainty. */
export const OWNERSHIP_FULL = CONSTANTS.OWNERSHIP_FULL;

// A 64-bit generator state or seed (a BigInt or a whole Number) as the
// signed BigInt a long long parameter takes.
function state64(v, ArgumentError, Status) {
  if (typeof v === "bigint") return BigInt.asIntN(64, v);
  if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0) return BigInt(v);
  throw new ArgumentError(Status.EINVAL, `not a generator state (a BigInt or a whole number >= 0): ${String(v)}`);
}

export function installAnalysis(base) {
  const { M, S, check, takeString, allocBytes, alloc, i32, u32, readFieldsExt, readStruct,
    initSizedExt, sizeofExt, coords, own, disown, poison, Game, Score, Status, ArgumentError } = base;

  /** An ownership and score ESTIMATE of a position (random playouts that
   * answer ataris and read ladders, plus the certain pass-alive areas),
   * not a count. .values: an
   * Int8Array, row by row from the top, -100 (White's in every playout,
   * or certainly) .. 100 (Black's); .ownedMargin: the result the map
   * shows (blackOwned - whiteOwned - komi); .margin: the playouts'
   * average; .blackWins: the share of playouts Black won. */
  class OwnershipEstimate {
    constructor(width, height, d, values) {
      this.width = width;
      this.height = height;
      this.values = values;
      this.playouts = d.playouts;
      this.certain = d.certain;
      this.blackOwned = d.black_owned;
      this.whiteOwned = d.white_owned;
      this.blackArea = d.black_area;
      this.whiteArea = d.white_area;
      this.komi = d.komi;
      this.margin = d.margin;
      this.ownedMargin = d.owned_margin;
      this.blackWins = d.black_wins;
    }
    /** The values as rows, top to bottom. */
    rows() {
      return Array.from({ length: this.height },
        (_, y) => Array.from(this.values.subarray(y * this.width, (y + 1) * this.width)));
    }
    /** The value of one point (-100 .. 100). */
    at(vertex) { return this.values[coords(this.width, this.height).point(vertex)]; }
    /** The owner of each point as svg() and signMap() read it: Black
     * where the value is at least half (50), White at most -50, else
     * nobody (a Uint8Array of Color values). */
    owners() { return Uint8Array.from(this.values, (v) => (v >= 50 ? 1 : v <= -50 ? 2 : 0)); }
    toString() {
      const m = this.ownedMargin;
      return `${m === 0 ? "0" : `${m > 0 ? "B" : "W"}+${Math.abs(m)}`} (estimate, ${this.playouts} playouts)`;
    }
  }

  /** The ownership estimate of the current position (the game is not
   * changed): playouts (0: OWNERSHIP_PLAYOUTS), seed (a BigInt or a whole
   * number; the same seed gives the same estimate). */
  Game.prototype.ownershipEstimate = function ownershipEstimate({ playouts = 0, seed = 0 } = {}) {
    const n = this._w * this._h;
    const sz = sizeofExt(OWNERSHIP);
    const mem = M._malloc(sz + n);
    try {
      initSizedExt(mem, OWNERSHIP);
      if (!Number.isInteger(playouts)) throw new ArgumentError(Status.EINVAL, `playouts: not an integer: ${playouts}`);
      check(M._gorb_game_ownership_estimate(this._g, playouts, state64(seed, ArgumentError, Status), mem, mem + sz), this._g);
      const values = new Int8Array(M.HEAP8.slice(mem + sz, mem + sz + n));
      return new OwnershipEstimate(this._w, this._h, readStruct(readFieldsExt(OWNERSHIP), mem), values);
    } finally { M._free(mem); }
  };
  function ownershipEstimate(game, options) { return game.ownershipEstimate(options); }

  function markOf(m) {
    if (typeof m === "string" && SvgMark[m.toUpperCase()] !== undefined) return SvgMark[m.toUpperCase()];
    if (Number.isInteger(m) && m >= 0 && m <= 4) return m;
    throw new ArgumentError(Status.EINVAL, `${JSON.stringify(m)} is not a mark (circle, square, triangle, cross)`);
  }
  // The owner bytes of an ownership option: a Score, an OwnershipEstimate,
  // a Uint8Array / array of width * height owners, or rows of owners.
  function ownerBytes(game, ownership) {
    const area = game._w * game._h;
    let src = ownership;
    if (src instanceof Score) src = src.map;
    else if (src instanceof OwnershipEstimate) src = src.owners();
    else if (Array.isArray(src) && Array.isArray(src[0])) src = src.flat();
    const bytes = Uint8Array.from(src ?? [], (v) => v & 0xff);
    if (bytes.length !== area) {
      throw new ArgumentError(Status.EINVAL, `ownership has ${bytes.length} values, the board ${area} points`);
    }
    return bytes;
  }
  // Entries of a { vertex: value } object or Map, or [[vertex, value]].
  const entries = (o) => (o instanceof Map ? [...o] : Array.isArray(o) ? o : Object.entries(o));

  /** The current position as an SVG document (a string): coordinates,
   * lastMove, dead (stones marked dead drawn faded and crossed),
   * background (false: transparent), cell (pixels between lines, 8 to
   * 200); ownership: a Score, an OwnershipEstimate, or owners per point
   * (territory squares; the score's dead stones drawn dead); markup:
   * { vertex: "circle" | "square" | "triangle" | "cross" }; labels:
   * { vertex: text }. */
  Game.prototype.svg = function svg({ coordinates = true, lastMove = true, dead = true,
    background = true, cell = 24, ownership = null, markup = null, labels = null } = {}) {
    const flags = (coordinates ? SVG_COORDINATES : 0) | (lastMove ? SVG_LAST_MOVE : 0) |
      (dead ? SVG_DEAD : 0) | (background ? 0 : SVG_NO_STYLE);
    const area = this._w * this._h;
    const own = ownership === null ? null : ownerBytes(this, ownership);
    let marks = null;
    if (markup) {
      marks = new Uint8Array(area);
      for (const [v, m] of entries(markup)) marks[this._xy.point(v)] = markOf(m);
    }
    const text = labels
      ? entries(labels).map(([v, t]) => `${this._xy.point(v)} ${String(t).split(/\r?\n/).join(" ")}\n`).join("")
      : "";
    const op = own ? allocBytes(own) : 0;
    const mp = marks ? allocBytes(marks) : 0;
    const lp = alloc(text);
    try {
      if (!Number.isInteger(cell)) throw new ArgumentError(Status.EINVAL, `cell: not an integer: ${cell}`);
      return takeString(M._gorb_game_svg(this._g, flags, cell, op, own ? own.length : 0,
        mp, marks ? marks.length : 0, lp, S));
    } finally { if (op) M._free(op); if (mp) M._free(mp); M._free(lp); }
  };

  /** Light playouts from a position (gorules_playout.h): uniformly random
   * legal moves that do not fill the mover's own one-point eyes, simple
   * ko, no history: fast, for estimates and bots. */
  class Playout {
    constructor(game) {
      check(M._gor_playout_new(S, game._g));
      this._p = u32(S);
      this._w = game._w; this._h = game._h;
      this._xy = coords(this._w, this._h);
      own(this, this._p, M._gor_playout_free);
    }
    free() {
      if (this._p) { disown(this); M._gor_playout_free(this._p); this._p = 0; poison(this, "Playout"); }
    }
    /** Start again from another game's position. */
    reset(game) {
      check(M._gor_playout_reset(this._p, game._g));
      this._w = game._w; this._h = game._h;
      this._xy = coords(this._w, this._h);
    }
    /** Back to the position it was made (or reset) from. */
    restart() { M._gor_playout_restart(this._p); }
    get width() { return this._w; }
    get height() { return this._h; }
    /** One random move for the player to move: [point or null, next state]. */
    playRandom(state) {
      check(M._gorb_playout_play_random(this._p, state64(state, ArgumentError, Status), S, S + 8));
      return [this._xy.xy(i32(S + 8)), BigInt.asUintN(64, M.HEAP64[S >> 3])];
    }
    /** Play random moves to the end (two passes) or maxMoves (0: the
     * library's cap); returns the next generator state. */
    run(state, maxMoves = 0) {
      if (!Number.isSafeInteger(maxMoves)) throw new ArgumentError(Status.EINVAL, `maxMoves: not an integer: ${maxMoves}`);
      check(M._gorb_playout_run(this._p, state64(state, ArgumentError, Status), BigInt(maxMoves), S));
      return BigInt.asUintN(64, M.HEAP64[S >> 3]);
    }
    /** Play a given move (a vertex, or null / "pass"). */
    play(vertex) { check(M._gor_playout_play(this._p, this._xy.point(vertex))); }
    get over() { return !!M._gor_playout_over(this._p); }
    get toMove() { return M._gor_playout_to_move(this._p); }
    get moveCount() { return M._gor_playout_move_count(this._p); }
    get koPoint() { const p = M._gor_playout_ko_point(this._p); return p < 0 ? null : this._xy.xy(p); }
    at(vertex) { return M._gor_playout_at(this._p, this._xy.point(vertex)); }
    _bytes(fn) {
      check(fn(this._p, S, S + 4));
      const p = u32(S), n = u32(S + 4);
      const out = M.HEAPU8.slice(p, p + n);
      M._free(p);
      return out;
    }
    /** Every point's colour, row by row from the top (a Uint8Array). */
    board() { return this._bytes(M._gorb_playout_board); }
    /** Tromp-Taylor area, Black minus White. */
    areaDifference() { return M._gor_playout_area_difference(this._p); }
    /** The owner of each point by Tromp-Taylor area (a Uint8Array). */
    ownership() { return this._bytes(M._gorb_playout_ownership); }
  }

  return { ownershipEstimate, OwnershipEstimate, Playout, SvgMark };
}
