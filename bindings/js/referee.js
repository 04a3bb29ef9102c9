// SPDX-License-Identifier: MIT
// The referee of a competition game (the library's gorules_referee.h,
// docs/referee.md): instead of refusing an illegal action it applies the
// competition rule and records a decision. The names are those of the C
// calls in camelCase (gor_referee_play -> Referee.play, ...), as the
// Python layer's Referee.
//
//   const ref = new Referee(9);                 // Chinese Weiqi Rules (2002)
//   ref.play("black", "E5");                    // DecisionKind.NONE
//   ref.play("white", "E5");                    // DecisionKind.FORBIDDEN
//   ref.decisions().at(-1).text;                // "White played on an occupied point: ..."
//
// Part of the package (index.js hands it what it needs as `base`).

// RefereeCode, Phase and DecisionKind: generated from the headers (enums.js).
import { RefereeCode, Phase, DecisionKind } from "./enums.js";
export { RefereeCode, Phase, DecisionKind };

const DECISION = 0;   // gorjs_fields_ext(0): gor_decision

export function installReferee(base) {
  const { M, S, check, makeError, cstr, alloc, takeString, colorOf, sizeOf, coords, withRules,
    own, disown, i32, u32, readFieldsExt, readStruct, initSizedExt, Game, Result,
    Sgf, ArgumentError, Status, RESULT, fields, initSized } = base;

  function enumValue(table, value, what) {
    if (typeof value === "string") {
      const v = table[value.toUpperCase().replace(/-/g, "_")];
      if (v !== undefined) return v;
    } else if (Number.isInteger(value) && Object.values(table).includes(value)) {
      return value;
    }
    throw new ArgumentError(Status.EINVAL, `not a ${what}: ${JSON.stringify(value)} ` +
      `(one of ${Object.keys(table).map((k) => k.toLowerCase()).join(", ")})`);
  }
  const bigMs = (v, what) => {
    if (typeof v === "bigint") return BigInt.asIntN(64, v);
    if (typeof v === "number" && Number.isSafeInteger(v)) return BigInt(v);
    throw new ArgumentError(Status.EINVAL, `${what} is not a whole number of milliseconds: ${String(v)}`);
  };

  /** A refereed game: new Referee(19), new Referee(9, { code: "club" }),
   * new Referee(7, { code: "reformed" }) (rules default to "prediction"
   * there, "chinese" otherwise). */
  class Referee {
    constructor(size = 19, { rules = null, code = "chinese" } = {}) {
      const k = enumValue(RefereeCode, code, "referee code");
      const [w, h] = sizeOf(size);
      this._xy = coords(w, h);
      const run = (r) => M._gor_referee_new(S, w, h, r, k);
      check(rules === null || rules === undefined ? run(0) : withRules(rules, run));
      this._r = u32(S);
      own(this, this._r, M._gor_referee_free);
    }
    /** Replay a record written by toSgf(): the decisions are made again
     * and must match the record's. */
    static fromSgf(text, index = 0) {
      const sgf = text instanceof Sgf ? text : new Sgf(text);
      try {
        check(M._gorb_referee_from_sgf(S, sgf._s, index));
      } finally { if (sgf !== text) sgf.free(); }
      const r = Object.create(Referee.prototype);
      r._r = u32(S);
      const g = M._gor_referee_game(r._r);
      r._xy = coords(M._gor_game_width(g), M._gor_game_height(g));
      own(r, r._r, M._gor_referee_free);
      return r;
    }
    /** Free the C referee now; using it after throws ArgumentError. */
    free() {
      if (this._r) { disown(this); M._gor_referee_free(this._r); this._r = 0; base.poison(this, "Referee"); }
    }
    get _ref() { return this._r; }
    _check(st) {
      if (st < 0) throw makeError(st, cstr(M._gor_referee_last_error(this._r)) || undefined);
      return st;
    }
    _p(vertex) { return this._xy.point(vertex); }

    // ---- actions ----
    /** color plays at vertex: played (DecisionKind.NONE) or ruled. */
    play(color, vertex) {
      this._check(M._gor_referee_play(this._ref, colorOf(color), this._p(vertex), S));
      return i32(S);
    }
    /** A warning the board cannot show; the second loses the game. */
    warn(color) { this._check(M._gor_referee_warn(this._ref, colorOf(color))); }
    /** color took its move back (the penalty depends on the code). */
    takeBack(color) { this._check(M._gor_referee_take_back(this._ref, colorOf(color))); }
    /** The referee's ruling on moved or scattered stones: "moved-back",
     * "moved-valid" (movedFrom -> movedTo), "draw", "replay", "loss". */
    ruling(kind, { offender = null, movedFrom = null, movedTo = null } = {}) {
      const k = enumValue(DecisionKind, kind, "ruling");
      const f = movedFrom === null ? -2 : this._p(movedFrom);
      const t = movedTo === null ? -2 : this._p(movedTo);
      this._check(M._gor_referee_ruling(this._ref, k, offender === null ? 0 : colorOf(offender), f, t));
    }
    /** color's time ran out: color loses, or with asPass passes instead. */
    timeOut(color, asPass = false) {
      this._check(M._gor_referee_time_out(this._ref, colorOf(color), asPass ? 1 : 0));
    }
    proposeEnd(color) { this._check(M._gor_referee_propose_end(this._ref, colorOf(color))); }
    agreeEnd(color) { this._check(M._gor_referee_agree_end(this._ref, colorOf(color))); }
    /** Life and death disputed after the end: play resumes, the side
     * claiming "dead" first. Refused once the count has started. */
    dispute(claimsDead) { this._check(M._gor_referee_dispute(this._ref, colorOf(claimsDead))); }
    startCount() { this._check(M._gor_referee_start_count(this._ref)); }
    resign(color) { this._check(M._gor_referee_resign(this._ref, colorOf(color))); }
    /** Nigiri: true when the guesser is the first player. */
    nigiri(hidden, shown) {
      this._check(M._gor_referee_nigiri(this._ref, hidden | 0, shown | 0, S));
      return i32(S) !== 0;
    }
    /** A sealed statement of the prediction phase by player 0 or 1:
     * White's lead in stones, a multiple of 0.25. */
    predict(player, whiteLead) { this._check(M._gor_referee_predict(this._ref, player | 0, +whiteLead)); }
    /** The referee's time (ms); true when a deadline ended the game. */
    setTime(nowMs) { return this._check(M._gor_referee_set_time(this._ref, bigMs(nowMs, "time"))) === 1; }
    setPredictionLimit(limitMs) {
      this._check(M._gor_referee_set_prediction_limit(this._ref, bigMs(limitMs, "limit")));
    }
    undo() { this._check(M._gor_referee_undo(this._ref)); }
    redo() { this._check(M._gor_referee_redo(this._ref)); }

    // ---- reading back ----
    /** A copy of the referee's game (free() it, or let the GC). */
    get game() { check(M._gorb_referee_game(this._ref, S)); return Game._wrap(u32(S)); }
    get phase() { return M._gor_referee_phase_of(this._ref); }
    get code() { return M._gor_referee_code_of(this._ref); }
    get steps() { return M._gor_referee_steps(this._ref); }
    get time() { return Number(M._gor_referee_time(this._ref)); }
    get toMove() { return M._gor_game_to_move(M._gor_referee_game(this._ref)); }
    /** Who places the next free stone (0 or 1); null outside the opening. */
    get openingPlayer() { const p = M._gor_referee_opening_player(this._ref); return p < 0 ? null : p; }
    /** The colour player 0 or 1 holds; null when not settled. */
    playerColor(player) { return M._gor_referee_player_color(this._ref, player | 0) || null; }
    warnings(color) { return M._gor_referee_warnings(this._ref, colorOf(color)); }
    /** The settled prediction { whitePlayer, threshold, favoured }; null
     * while none is settled (the library's GOR_ENOMOVE). */
    prediction() {
      return base.prediction((p) => {
        const st = M._gor_referee_prediction(this._ref, p);
        return st === Status.ENOMOVE ? st : this._check(st);
      });
    }
    /** The decisions of the current history, in order: { kind, color,
     * point, movedFrom, status, warnings, player, value, atMs, step, text }. */
    decisions() {
      const tab = readFieldsExt(DECISION);
      const p = M._malloc(base.sizeofExt(DECISION));
      try {
        const out = [];
        for (let i = 0, n = M._gor_referee_decision_count(this._ref); i < n; i++) {
          initSizedExt(p, DECISION);
          this._check(M._gor_referee_decision(this._ref, i, p));
          const d = readStruct(tab, p);
          out.push({ kind: d.kind, color: d.color || null,
            point: d.point >= 0 ? this._xy.xy(d.point) : null,
            movedFrom: d.from >= 0 ? this._xy.xy(d.from) : null,
            status: base.STATUS_NAMES[d.status], warnings: d.warnings,
            player: d.player < 0 ? null : d.player, value: d.value, atMs: d.at_ms, step: d.step,
            text: takeString(M._gorb_decision_text(p, S)) });
        }
        return out;
      } finally { M._free(p); }
    }
    /** The result with the warnings counted (the reformed ruleset: judged
     * against the prediction), a Result. */
    result() {
      const rp = M._malloc(base.sizeof(RESULT));
      try {
        initSized(rp, RESULT);
        this._check(M._gor_referee_result(this._ref, 0, rp));
        return new Result(readStruct(fields(RESULT), rp));
      } finally { M._free(rp); }
    }
    /** The count with the warnings' stones (a Score as Game.score()
     * gives, without the per-point map). */
    score() {
      const sp = M._malloc(base.sizeof(base.SCORE));
      try {
        initSized(sp, base.SCORE);
        this._check(M._gor_referee_score(this._ref, 0, sp));
        const r = this.result();
        const g = M._gor_referee_game(this._ref);
        return new base.Score(M._gor_game_width(g), M._gor_game_height(g),
          readStruct(fields(base.SCORE), sp), new Uint8Array(0), r._d, r.sgf, r.chinese,
          base.endedByCount(M._gor_game_end_reason(g)));
      } finally { M._free(sp); }
    }
    /** The record with every decision (docs/referee.md), SGF text. */
    toSgf() {
      check(M._gor_referee_to_sgf(S, this._ref));
      const s = u32(S);
      try { return takeString(M._gorb_sgf_write(s, S)); } finally { M._gor_sgf_free(s); }
    }
    get lastError() { return cstr(M._gor_referee_last_error(this._ref)); }
    toString() {
      return `Referee(${Object.keys(RefereeCode)[this.code].toLowerCase()}, ` +
        `${Object.keys(Phase)[this.phase].toLowerCase()}, ${this.steps} steps)`;
    }
  }
  return { Referee };
}
