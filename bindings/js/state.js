// SPDX-License-Identifier: MIT
// App-friendly state: the sign maps UI components draw from (rows of
// -1 white, 0 empty, 1 black, as Shudan and the like take them) and
// immutable snapshots of a game, with the difference between two, so that
// a UI re-renders only what changed.
//
//   const before = game.snapshot();
//   game.play("D4");
//   const after = game.snapshot(before);     // unchanged rows shared with before
//   diff(before, after);                     // [{ point: [3, 15], vertex: "D4", before: 0, after: 1 }]
//   after.signMap[15][3];                    // 1
//   const copy = fromSignMap(after.signMap, { rules: "japanese", toMove: "white" });
//
// Part of the package (index.js hands it what it needs as `base`).

export function installState(base) {
  const { coords, Game, Status, ArgumentError } = base;
  const SIGN = [0, 1, -1];   // by Color: EMPTY, BLACK, WHITE

  /** The board as rows, top to bottom, of 1 (black), -1 (white), 0. */
  Game.prototype.signMap = function signMap() {
    const b = this.board();
    const w = this._w;
    return Array.from({ length: this._h }, (_, y) => Array.from(b.subarray(y * w, (y + 1) * w), (c) => SIGN[c]));
  };

  /** A new Game with the stones of a sign map as setup stones (one
   * history entry a colour; SGF AB / AW): rules, komi as for new Game(),
   * toMove (default Black); one history entry (gor_game_setup_position).
   * ArgumentError for rows of unequal length or
   * a value other than -1, 0, 1. */
  function fromSignMap(signMap, { rules = "chinese", komi, toMove = null } = {}) {
    if (!Array.isArray(signMap) || !signMap.length || !Array.isArray(signMap[0])) {
      throw new ArgumentError(Status.EINVAL, "a sign map is an array of rows of -1, 0, 1");
    }
    const h = signMap.length, w = signMap[0].length;
    const black = [], white = [];
    signMap.forEach((row, y) => {
      if (!Array.isArray(row) || row.length !== w) {
        throw new ArgumentError(Status.EINVAL, `sign map row ${y} has ${row?.length} points, row 0 has ${w}`);
      }
      row.forEach((s, x) => {
        if (s === 1) black.push(y * w + x);
        else if (s === -1) white.push(y * w + x);
        else if (s !== 0) {
          throw new ArgumentError(Status.EINVAL, `sign map [${y}][${x}] is ${JSON.stringify(s)}, not -1, 0 or 1`);
        }
      });
    });
    coords(w, h);
    const game = new Game([w, h], { rules, komi });
    try {
      if (black.length || white.length) game.setupPosition({ black, white, toMove: toMove ?? 1 });
      else if (toMove !== null) game.setToMove(toMove);
    } catch (e) { game.free(); throw e; }
    return game;
  }

  /** An immutable picture of a game at one moment (Object.freeze'd, the
   * rows too): width, height, signMap, toMove, moveNumber, captures,
   * koPoint, lastMove ([x, y], null), hash (BigInt), over. */
  class Snapshot {
    constructor(game, previous) {
      this.width = game.width;
      this.height = game.height;
      const rows = game.signMap();
      const same = previous instanceof Snapshot && previous.width === this.width && previous.height === this.height;
      this.signMap = Object.freeze(rows.map((row, y) =>
        same && row.every((s, x) => previous.signMap[y][x] === s) ? previous.signMap[y] : Object.freeze(row)));
      this.toMove = game.toMove;
      this.moveNumber = game.moveNumber;
      this.captures = Object.freeze(game.captures);
      this.koPoint = game.koPoint ? Object.freeze(game.koPoint) : null;
      let last = null;
      for (let i = game.length; i > 0 && !last; i--) {
        const m = game.move(i);
        if (m.kind === 0) last = m.point; else if (m.kind === 1) break;
      }
      this.lastMove = last ? Object.freeze(last) : null;
      this.hash = game.hash;
      this.over = game.isOver;
      Object.freeze(this);
    }
    /** The sign at a vertex (1, -1, 0). */
    at(vertex) {
      const [x, y] = coords(this.width, this.height).xy(coords(this.width, this.height).point(vertex));
      return this.signMap[y][x];
    }
    /** The points that differ from another snapshot (see diff()). */
    diff(other) { return diff(this, other); }
  }

  /** A snapshot of the game now; give the previous one to share its
   * unchanged rows (so row-wise memoised views skip them). */
  Game.prototype.snapshot = function snapshot(previous = null) { return new Snapshot(this, previous); };

  /** The points whose stone differs between two snapshots of the same
   * board size, in reading order: { point: [x, y], vertex, before, after }
   * (signs). */
  function diff(a, b) {
    if (!(a instanceof Snapshot) || !(b instanceof Snapshot)) {
      throw new ArgumentError(Status.EINVAL, "diff() compares two snapshots (game.snapshot())");
    }
    if (a.width !== b.width || a.height !== b.height) {
      throw new ArgumentError(Status.ESIZE, `snapshots of ${a.width}x${a.height} and ${b.width}x${b.height} boards`);
    }
    const c = coords(a.width, a.height);
    const out = [];
    for (let y = 0; y < a.height; y++) {
      const ra = a.signMap[y], rb = b.signMap[y];
      if (ra === rb) continue;
      for (let x = 0; x < a.width; x++) {
        if (ra[x] !== rb[x]) out.push({ point: [x, y], vertex: c.name(y * a.width + x), before: ra[x], after: rb[x] });
      }
    }
    return out;
  }

  return { fromSignMap, Snapshot, diff };
}
