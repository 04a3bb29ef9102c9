// SPDX-License-Identifier: MIT
// The conformance cases of tests/conformance/<topic>/*.txt, run through the
// JavaScript package (bindings/js) with Node's built-in test runner: one
// test per case. The format is in tests/conformance/README.md; the C, Python
// and Lua runners read the same files and must agree.
//
//   GORULES_JS=build-wasm/js node --test tests/js/
//
// GORULES_JS is the built package folder (default: build-wasm/js);
// GORULES_CONFORMANCE overrides the data folder.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TOP = path.resolve(HERE, "../..");
const PKG = path.resolve(process.env.GORULES_JS || path.join(TOP, "build-wasm/js"));
const DATA = path.resolve(process.env.GORULES_CONFORMANCE || path.join(TOP, "tests/conformance"));
const g = await import(pathToFileURL(path.join(PKG, "index.js")).href);
const { Game, Rules, Status, Color, End, GorulesError, MoveFlag, AreaFlag, MapFlag, DeadFrom,
  SekiFrom, Territory, ChineseFlag, Life, PlayFlag, Clock, ClockSystem, ClockEventKind,
  Referee, RefereeCode, DecisionKind, Phase } = g;

const END_NAMES = Object.keys(End);
const OUTCOME_NAMES = ["UNKNOWN", "WIN", "DRAW", "NO_RESULT"];
const SCORING_NAMES = ["AREA", "TERRITORY", "STONES"];
const TAX_NAMES = ["NONE", "SEKI", "ALL"];
const DEAD_FLAGS = { marks: DeadFrom.MARKS, certain: DeadFrom.CERTAIN, estimate: DeadFrom.ESTIMATE };
const SEKI_FLAGS = { marks: SekiFrom.MARKS, estimate: SekiFrom.ESTIMATE };
const TERRITORY_FLAGS = { rules: Territory.RULES, plain: Territory.PLAIN, j1989: Territory.J1989,
  false_eyes: Territory.FALSE_EYES };
const CN_FLAGS = { black_view: ChineseFlag.BLACK_VIEW, colloquial: ChineseFlag.COLLOQUIAL,
  decimal: ChineseFlag.DECIMAL };
const COLORS = { B: Color.BLACK, W: Color.WHITE, E: Color.EMPTY, none: Color.EMPTY };
const LIVES = { alive: Life.ALIVE, dead: Life.DEAD, seki: Life.SEKI };
const STATUS = Object.fromEntries(Object.entries(Status).map(([k, v]) => ["GOR_" + k, v]));
const statusName = (code) => "GOR_" + Object.keys(Status).find((k) => Status[k] === code);

class Malformed extends Error {}

// ---- the referee ----
const REF_CODES = Object.keys(RefereeCode).map((k) => k.toLowerCase());
const REF_PHASES = Object.keys(Phase).map((k) => k.toLowerCase());
const REF_KINDS = Object.keys(DecisionKind).map((k) => k.toLowerCase().replaceAll("_", "-"));

// ---- clocks ----
const CLOCK_SYSTEMS = Object.keys(ClockSystem).map((k) => k.toLowerCase());
const CLOCK_KINDS = ["", "call", "count", "period", "overtime", "timeout", "timeout_pass",
  "late_forfeit"];
const CLOCK_UNITS = { "": 1, ms: 1, s: 1000, m: 60000, h: 3600000 };

function msOf(text) {
  const m = /^(\d+)(ms|s|m|h|)$/.exec(text);
  if (!m) throw new Malformed(`not a duration: ${text}`);
  return Number(m[1]) * CLOCK_UNITS[m[2]];
}
function clockEventText(color, atMs, kind, value) {
  const who = { [Color.BLACK]: "B", [Color.WHITE]: "W" }[color] ?? "none";
  return kind <= ClockEventKind.OVERTIME ? `${who}@${atMs}:${CLOCK_KINDS[kind]}=${value}`
    : `${who}@${atMs}:${CLOCK_KINDS[kind]}`;
}
function clockParseEvent(text) {
  const m = /^([BW])@(\w+):([a-z_]+)(?:=(-?\d+))?$/.exec(text);
  const kind = m ? CLOCK_KINDS.indexOf(m[3]) : -1;
  if (kind < 1) throw new Malformed(`bad event ${text} (C@TIME:KIND[=VALUE])`);
  if ((kind <= ClockEventKind.OVERTIME) !== (m[4] !== undefined)) throw new Malformed(`bad event ${text}: value`);
  return clockEventText(m[1] === "B" ? Color.BLACK : Color.WHITE, msOf(m[2]), kind, Number(m[4] ?? 0));
}
// key=value tokens into Clock options (state false) or a Clock.set() time.
function clockFields(tokens, state) {
  const d = {};
  const names = state ? { main: "mainMs", period: "periodMs", periods: "periods", moves: "moves" }
    : { main: "mainMs", period: "periodMs", periods: "periods", moves: "periodMoves",
        increment: "incrementMs", late_limit: "lateLimitMs" };
  for (const t of tokens) {
    if (!state && (t === "timeout_pass" || t === "quiet")) {
      d[t === "quiet" ? "quiet" : "timeoutPass"] = true;
      continue;
    }
    const eq = t.indexOf("=");
    const key = t.slice(0, eq), val = t.slice(eq + 1);
    if (eq < 0 || !(key in names)) throw new Malformed(`bad clock field ${t}`);
    d[names[key]] = ["main", "period", "increment", "late_limit"].includes(key) ? msOf(val) : Number(val);
  }
  return d;
}

// ---- reading the files ----
function stripComment(line) {
  const m = /(^|\s)#/.exec(line);
  return m ? line.slice(0, m.index) : line;
}

function readCases(file) {
  const lines = fs.readFileSync(file, "utf8").split("\n");
  const cases = [];
  let current = null;
  for (let i = 0; i < lines.length;) {
    const raw = stripComment(lines[i]).trimEnd();
    const lineno = ++i;
    const tok = raw.split(/\s+/).filter(Boolean);
    if (!tok.length) continue;
    if (tok[0] === "case") {
      current = { name: tok[1] ?? "?", cmds: [] };
      cases.push(current);
      continue;
    }
    if (!current) throw new Malformed(`${file}:${lineno}: a command before the first case`);
    let diagram = null;
    if (tok[0] === "board" || (tok[0] === "expect" && ["board", "ownership", "area"].includes(tok[1]))) {
      diagram = [];
      let ended = false;
      while (i < lines.length) {
        const row = stripComment(lines[i++]).split(/\s+/).join("");
        if (row === "end") { ended = true; break; }
        if (row) diagram.push(row);
      }
      if (!ended) throw new Malformed(`${file}:${lineno}: diagram without 'end'`);
    }
    current.cmds.push({ lineno, tok, raw, diagram });
  }
  return cases;
}

function caseFiles(dir) {
  const out = [];
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...caseFiles(p));
    else if (e.name.endsWith(".txt") && e.name !== "CMakeLists.txt") out.push(p);
  }
  return out;
}

const restAfter = (raw, skip) => {
  const parts = raw.trim().split(/\s+/);
  let s = raw.trim();
  for (let k = 0; k < skip && k < parts.length; k++) s = s.slice(s.indexOf(parts[k]) + parts[k].length).trimStart();
  return s.trim();
};

// A call that throws becomes its status code.
function statusOf(fn) {
  try { return [0, fn()]; } catch (e) {
    if (e instanceof GorulesError) return [e.code, null];
    throw e;
  }
}

function flagsOf(table, text) {
  if (text === "none") return 0;
  let v = 0;
  for (const name of text.split("+")) {
    if (!(name in table)) throw new Malformed(`unknown flag ${name}`);
    v |= table[name];
  }
  return v;
}

function number(text) {
  const v = Number(text);
  if (Number.isNaN(v)) throw new Malformed(`not a number: ${text}`);
  return v;
}

const colorText = (c) => ({ [Color.BLACK]: "B", [Color.WHITE]: "W", [Color.EMPTY]: "none" })[c ?? 0] ?? "?";

// ---- running a case ----
class Runner {
  constructor(where) {
    this.where = where;
    this.failures = [];
    this.game = null;
    this.rulesText = "chinese";
    this.komi = null;
    this.saves = new Map();
    this.score = this.map = this.result = this.pred = null;
    this.cn = 0;
    this.line = 0;
    this.clock = null;
    this.ref = null;
    this.clockEvents = [];
  }
  fail(msg) { this.failures.push(`${this.where}:${this.line}: ${msg}`); }
  point(text) {
    const [st, p] = statusOf(() => this.game.point(text));
    if (st) throw new Malformed(`bad vertex ${text}`);
    return p === null ? "pass" : p;
  }
  vertex(p) { return this.game.vertex(p); }
  snapshot() {
    const gm = this.game;
    const rules = gm.rules;
    const snap = JSON.stringify([Array.from(gm.board()), String(gm.hash), String(gm.situationHash),
      gm.toMove, gm.winner, gm.captures, gm.consecutivePasses, gm.handicap, gm.koPoint,
      gm.endReason, gm.length, gm.redoLength, gm.moveNumber, String(rules)]);
    rules.free();
    return snap;
  }
  checkStatus(what, got, want, before) {
    if (got !== want) {
      const err = this.game ? this.game.lastError : "";
      this.fail(`${what}: expected ${statusName(want)}, got ${statusName(got)}${err ? ` (${err})` : ""}`);
    } else if (want !== 0 && before !== null && this.snapshot() !== before) {
      this.fail(`${what}: refused with ${statusName(got)} but the game changed`);
    }
  }
  pendingRules() {
    const [st, r] = statusOf(() => {
      const r = new Rules(this.rulesText);
      if (this.komi !== null) r.komi = this.komi;
      return r;
    });
    if (st) throw new Malformed(`rules ${this.rulesText} (komi)`);
    return r;
  }
  makeGame(w, h) {
    const r = this.pendingRules();
    const [st, game] = statusOf(() => new Game([w, h], { rules: r }));
    r.free();
    if (st) throw new Malformed(`game ${w}x${h}: ${statusName(st)}`);
    this.game = game;
  }
  needGame() {
    if (!this.game) throw new Malformed("no game yet (size or board first)");
    return this.game;
  }
  index(p) { return p === null ? -1 : p[1] * this.game.width + p[0]; }
  comparePoints(what, want, got) {
    const norm = (list) => list.map((v) => this.index(this.game.point(v))).sort((a, b) => a - b)
      .map((p) => this.vertex(p)).join(" ");
    const a = norm(want), b = norm(got);
    if (a !== b) this.fail(`${what}: expected {${a}}, got {${b}}`);
  }
  compareDiagram(what, rows, bytes, chars) {
    const { width: w, height: h } = this.game;
    const want = rows.map((r) => r.replaceAll("+", "."));
    if (want.length !== h || want.some((r) => r.length !== w)) throw new Malformed(`diagram is not ${w}x${h}`);
    const got = [];
    for (let y = 0; y < h; y++) {
      let s = "";
      for (let x = 0; x < w; x++) s += chars[bytes[y * w + x] & 3];
      got.push(s);
    }
    if (want.join("/") !== got.join("/")) this.fail(`${what} differs: expected ${want.join("/")}, got ${got.join("/")}`);
  }
  eq(what, want, got) {
    if (JSON.stringify(want) !== JSON.stringify(got)) {
      this.fail(`${what}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
    }
  }
  run(cmds) {
    for (const { lineno, tok, raw, diagram } of cmds) {
      this.line = lineno;
      if (tok[0] === "expect") this.expect(tok, raw, diagram);
      else this.command(tok, raw, diagram);
    }
  }
  clockSnapshot() {
    const k = this.clock;
    return JSON.stringify([k.pending, k.now, k.running, k.state("B"), k.state("W")]);
  }
  clockCommand(tok, raw) {
    const cmd = tok[0];
    let want = 0;
    if (tok.length > 1 && tok.at(-1) === "timeout") { want = 1; tok = tok.slice(0, -1); }
    else if (tok.length > 1 && tok.at(-1).startsWith("GOR_")) { want = STATUS[tok.at(-1)]; tok = tok.slice(0, -1); }
    const show = (v) => (v === 1 ? "timeout" : statusName(v));
    if (cmd === "clock") {
      if (tok.length < 2 || !CLOCK_SYSTEMS.includes(tok[1])) throw new Malformed("clock SYSTEM [key=value ...]");
      const [st, k] = statusOf(() => new Clock(tok[1], clockFields(tok.slice(2), false)));
      if (st !== want) this.fail(`${raw.trim()}: expected ${show(want)}, got ${show(st)}`);
      if (!st) { if (this.clock) this.clock.free(); this.clock = k; }
      return;
    }
    if (!this.clock) throw new Malformed(`${cmd} before clock`);
    const k = this.clock;
    const before = this.clockSnapshot();
    let st, v;
    const col = (t) => COLORS[t];
    if (cmd === "clock_start" && tok.length === 3) [st, v] = statusOf(() => k.start(col(tok[1]), msOf(tok[2])));
    else if (cmd === "clock_press" && tok.length === 3) [st, v] = statusOf(() => k.press(col(tok[1]), msOf(tok[2])));
    else if (cmd === "clock_advance" && tok.length === 2) [st, v] = statusOf(() => { k.advance(msOf(tok[1])); });
    else if (cmd === "clock_pause" && tok.length === 2) [st, v] = statusOf(() => k.pause(msOf(tok[1])));
    else if (cmd === "clock_resume" && tok.length === 2) [st, v] = statusOf(() => k.resume(msOf(tok[1])));
    else if (cmd === "clock_late" && tok.length === 3) [st, v] = statusOf(() => k.late(col(tok[1]), msOf(tok[2])));
    else if (cmd === "clock_set" && tok.length >= 2) [st, v] = statusOf(() => k.set(col(tok[1]), clockFields(tok.slice(2), true)));
    else if (cmd === "clock_end_game" && tok.length === 1) [st, v] = statusOf(() => { k.endGame(this.needGame()); });
    else throw new Malformed(`malformed clock command ${raw.trim()}`);
    const got = st === 0 && v === true ? 1 : st;
    if (got !== want) this.fail(`${raw.trim()}: expected ${show(want)}, got ${show(got)} (${k.lastError})`);
    else if (st !== 0 && this.clockSnapshot() !== before) this.fail(`${raw.trim()}: refused but the clock changed`);
  }
  clockExpect(tok, raw) {
    const k = tok[1];
    if (!this.clock) throw new Malformed(`expect ${k} before clock`);
    const clk = this.clock;
    if (k === "clock_events") {
      const want = tok.slice(2).join(" ") === "none" ? [] : tok.slice(2).map(clockParseEvent);
      this.clockEvents = clk.events();
      this.eq("clock_events", want.join(" ") || "none",
        this.clockEvents.map((e) => clockEventText(e.color, e.atMs, e.kind, e.value)).join(" ") || "none");
    } else if (k === "clock_text") {
      if (!["zh", "en"].includes(tok[2])) throw new Malformed(`clock_text language ${tok[2]}`);
      this.eq("clock_text", restAfter(raw, 3), this.clockEvents.map((e) => e.text(tok[2])).join(" | "));
    } else if (k === "clock_running" || k === "clock_loser") {
      this.eq(k, tok[2], colorText(k === "clock_running" ? clk.running : clk.loser));
    } else if (k === "clock" && tok.length === 5) {
      const st = clk.state(COLORS[tok[2]]);
      const f = tok[3];
      if (f === "main" || f === "period") {
        this.eq(`clock ${tok[2]} ${f}`, msOf(tok[4]), f === "main" ? st.mainMs : st.periodMs);
      } else if (f in st) {
        const got = st[f];
        this.eq(`clock ${tok[2]} ${f}`, Number(tok[4]), typeof got === "boolean" ? (got ? 1 : 0) : got);
      } else throw new Malformed(`unknown clock field ${f}`);
    } else throw new Malformed(`malformed ${raw.trim()}`);
  }
  refDecisions(ref) {
    return ref.decisions().map((d) => `${REF_KINDS[d.kind] ?? "?"}:${d.color ? colorText(d.color) : "-"}:` +
      `${d.point ? this.vertex(d.point) : "-"}:${d.warnings}`).join(" ") || "none";
  }
  refState() {
    const r = this.ref;
    return JSON.stringify([r.steps, r.phase, r.time, this.refDecisions(r)]);
  }
  // The referee's game as this.game (a copy, made again after each step).
  refGame() {
    if (this.game) this.game.free();
    this.game = this.ref.game;
  }
  refRoundtrip() {
    const r = this.ref;
    const [st, text] = statusOf(() => r.toSgf());
    if (st) return `writing: ${statusName(st)}`;
    const [st2, again] = statusOf(() => Referee.fromSgf(text, 0));
    if (st2) return `reading back: ${statusName(st2)}`;
    try {
      const a = this.refDecisions(r), b = this.refDecisions(again);
      if (a !== b) return `decisions ${a} came back as ${b}`;
      const ga = r.game, gb = again.game;
      const same = String(ga.board()) === String(gb.board()) && ga.toMove === gb.toMove &&
        ga.endReason === gb.endReason && ga.winner === gb.winner && ga.length === gb.length &&
        r.steps === again.steps && r.phase === again.phase &&
        JSON.stringify(r.result()) === JSON.stringify(again.result());
      ga.free(); gb.free();
      return same ? "" : "the game, steps, phase or result differ";
    } finally { again.free(); }
  }
  refCommand(tok, raw) {
    const cmd = tok[0];
    if (cmd === "referee") {
      if (this.game || ![3, 4].includes(tok.length) || !REF_CODES.includes(tok[1])) {
        throw new Malformed("referee chinese|club|reformed W [H]");
      }
      const w = Number(tok[2]), h = tok.length === 4 ? Number(tok[3]) : w;
      const rules = this.pendingRules();
      const [st, ref] = statusOf(() => new Referee([w, h], { rules, code: tok[1] }));
      rules.free();
      this.checkStatus(raw.trim(), st, 0, null);
      if (!st) { this.ref = ref; this.refGame(); }
      return;
    }
    if (!this.ref) throw new Malformed(`${cmd} before referee`);
    const r = this.ref;
    let want = 0;
    if (tok.length > 1 && tok.at(-1).startsWith("GOR_")) { want = STATUS[tok.at(-1)]; tok = tok.slice(0, -1); }
    let deadline = false;
    if (cmd === "ref_time" && tok.length === 3 && tok[2] === "deadline") { deadline = true; tok = tok.slice(0, -1); }
    const before = this.snapshot(), rbefore = this.refState();
    const n = tok.length;
    const col = n > 1 ? COLORS[tok[1]] : null;
    let st, v;
    if (cmd === "ref_play" && n === 3) [st, v] = statusOf(() => r.play(col, this.point(tok[2])));
    else if (cmd === "ref_moves" && n >= 2) {
      for (const t of tok.slice(1)) {
        const [s2, kind] = statusOf(() => r.play(r.toMove, this.point(t)));
        if (s2 || kind !== DecisionKind.NONE) {
          this.fail(`${raw.trim()}: ${t} was not played (${statusName(s2)}, decision ${kind})`);
          break;
        }
        this.refGame();
      }
      this.refGame();
      return;
    } else if (cmd === "ref_time" && n === 2) {
      [st, v] = statusOf(() => r.setTime(msOf(tok[1])));
      if (!st && v !== deadline) this.fail(`${raw.trim()}: a deadline ${v ? "ended the game" : "was expected"}`);
    } else if (cmd === "ref_limit" && n === 2) [st, v] = statusOf(() => r.setPredictionLimit(msOf(tok[1])));
    else if (cmd === "ref_nigiri" && n === 4) {
      [st, v] = statusOf(() => r.nigiri(Number(tok[1]), Number(tok[2])));
      if (!st) this.eq(raw.trim(), tok[3], v ? "1" : "0");
    } else if (cmd === "ref_warn" && n === 2) [st, v] = statusOf(() => r.warn(col));
    else if (cmd === "ref_take_back" && n === 2) [st, v] = statusOf(() => r.takeBack(col));
    else if (cmd === "ref_ruling" && (n === 3 || n === 5) && REF_KINDS.includes(tok[1])) {
      const opts = { offender: tok[2] === "-" ? null : COLORS[tok[2]] };
      if (n === 5) { opts.movedFrom = this.point(tok[3]); opts.movedTo = this.point(tok[4]); }
      [st, v] = statusOf(() => r.ruling(REF_KINDS.indexOf(tok[1]), opts));
    } else if (cmd === "ref_timeout" && (n === 2 || n === 3)) [st, v] = statusOf(() => r.timeOut(col, n === 3));
    else if (cmd === "ref_propose" && n === 2) [st, v] = statusOf(() => r.proposeEnd(col));
    else if (cmd === "ref_agree" && n === 2) [st, v] = statusOf(() => r.agreeEnd(col));
    else if (cmd === "ref_dispute" && n === 2) [st, v] = statusOf(() => r.dispute(col));
    else if (cmd === "ref_count" && n === 1) [st, v] = statusOf(() => r.startCount());
    else if (cmd === "ref_resign" && n === 2) [st, v] = statusOf(() => r.resign(col));
    else if (cmd === "ref_predict" && n === 3) [st, v] = statusOf(() => r.predict(Number(tok[1]), number(tok[2])));
    else if (cmd === "ref_undo" && n === 1) [st, v] = statusOf(() => r.undo());
    else if (cmd === "ref_redo" && n === 1) [st, v] = statusOf(() => r.redo());
    else if (cmd === "ref_prediction" && n === 1) {
      // null: none settled, the library's GOR_ENOMOVE.
      [st, this.pred] = statusOf(() => r.prediction());
      if (!st && this.pred === null) st = STATUS.GOR_ENOMOVE;
    }
    else if (cmd === "ref_result" && n <= 2) {
      this.cn = 0;
      if (n === 2) {
        if (!tok[1].startsWith("cn=")) throw new Malformed("ref_result [cn=F]");
        this.cn = flagsOf(CN_FLAGS, tok[1].slice(3));
      }
      [st, this.result] = statusOf(() => r.result());
      [, this.score] = statusOf(() => r.score().raw());
    } else throw new Malformed(`malformed referee command ${raw.trim()}`);
    this.refGame();
    this.checkStatus(raw.trim(), st, want, before);
    if (want && st === want && this.refState() !== rbefore) this.fail(`${raw.trim()}: refused but the referee changed`);
  }
  refExpect(tok, raw) {
    const k = tok[1], r = this.ref;
    if (!r) throw new Malformed(`expect ${k} before referee`);
    if (k === "decisions") this.eq("decisions", tok.slice(2).join(" "), this.refDecisions(r));
    else if (k === "warnings" && tok.length === 4) {
      this.eq("warnings", `${tok[2]} ${tok[3]}`, `${r.warnings(Color.BLACK)} ${r.warnings(Color.WHITE)}`);
    } else if (k === "phase") this.eq("phase", tok[2], REF_PHASES[r.phase]);
    else if (k === "steps") this.eq("steps", Number(tok[2]), r.steps);
    else if (k === "opening_player") this.eq("opening_player", Number(tok[2]), r.openingPlayer ?? -1);
    else if (k === "player_color") this.eq("player_color", tok[3], colorText(r.playerColor(Number(tok[2]))));
    else if (k === "ref_sgf") {
      const text = r.toSgf();
      const needle = tok[2].replaceAll("_", " ");
      if (!text.includes(needle)) this.fail(`ref_sgf: ${JSON.stringify(needle)} not in ${text}`);
    } else if (k === "ref_roundtrip") {
      const why = this.refRoundtrip();
      if (why) this.fail(`ref_roundtrip: ${why}`);
    } else throw new Malformed(`malformed ${raw.trim()}`);
  }
  command(tok, raw, diagram) {
    const cmd = tok[0];
    if (cmd === "source") return;
    if (cmd.startsWith("clock")) { this.clockCommand(tok, raw); return; }
    if (cmd === "referee" || cmd.startsWith("ref_")) { this.refCommand(tok, raw); return; }
    if (cmd === "rules") {
      let text = restAfter(raw, 1);
      let want = 0;
      const m = /^(.*)\s+(GOR_\w+)$/.exec(text);
      if (m) { text = m[1]; want = STATUS[m[2]]; }
      if (!this.game) {
        const [st, r] = statusOf(() => new Rules(text));
        this.checkStatus("rules", st, want, null);
        if (!st) { this.rulesText = text; r.free(); }
      } else {
        const before = this.snapshot();
        const [st] = statusOf(() => this.game.setRules(text));
        this.checkStatus(raw, st, want, before);
      }
      return;
    }
    if (cmd === "size") {
      let want = 0;
      if (tok.at(-1).startsWith("GOR_")) { want = STATUS[tok.at(-1)]; tok = tok.slice(0, -1); }
      const w = Number(tok[1]), h = tok.length > 2 ? Number(tok[2]) : w;
      if (!want) this.makeGame(w, h);
      else {
        const [st] = statusOf(() => new Game([w, h]).free());
        this.checkStatus("size", st, want, null);
      }
      return;
    }
    if (cmd === "predict") {
      const [st, pred] = statusOf(() => g.settlePrediction(number(tok[1]), number(tok[2])));
      this.pred = pred;
      this.checkStatus(raw, st, 0, null);
      return;
    }
    if (cmd === "judge") {
      let need = false;
      this.cn = 0;
      for (const t of tok.slice(2)) {
        if (t === "need_winner") need = true;
        else if (t.startsWith("cn=")) this.cn = flagsOf(CN_FLAGS, t.slice(3));
        else throw new Malformed(`judge option ${t}`);
      }
      const [st, r] = statusOf(() => g.judgePrediction(this.pred, number(tok[1]), { needWinner: need }));
      this.result = r;
      this.checkStatus(raw, st, 0, null);
      return;
    }
    if (cmd === "komi" && !this.game) {
      this.komi = number(tok[1]);
      this.pendingRules().free();
      return;
    }
    let want = 0;
    if (tok.length > 1 && tok.at(-1).startsWith("GOR_") && cmd !== "moves") {
      want = STATUS[tok.at(-1)];
      tok = tok.slice(0, -1);
    }
    if (cmd === "board") {
      if (!this.game) this.makeGame(diagram[0].length, diagram.length);
      const { width: w, height: h } = this.game;
      if (diagram.length !== h || diagram.some((r) => r.length !== w)) throw new Malformed("diagram does not fit the board");
      const now = this.game.board();
      const lists = { 0: [], 1: [], 2: [] };
      diagram.forEach((row, y) => [...row].forEach((ch, x) => {
        if (!"XO.+".includes(ch)) throw new Malformed(`diagram character ${ch}`);
        const col = ch === "X" ? 1 : ch === "O" ? 2 : 0;
        if (now[y * w + x] !== col) lists[col].push(y * w + x);
      }));
      const before = this.snapshot();
      const [st] = statusOf(() => this.game.setup({ empty: lists[0], black: lists[1], white: lists[2] }));
      this.checkStatus("board", st, want, before);
      return;
    }
    const gm = this.needGame();
    if (cmd === "moves") {
      for (let k = 1; k < tok.length; k++) {
        const before = this.snapshot();
        const [st] = statusOf(() => gm.play(this.point(tok[k])));
        this.checkStatus(`moves: ${tok[k]} (move ${k} of the line)`, st, 0, before);
        if (st) return;
      }
      return;
    }
    if (cmd === "save") { this.saves.set(tok[1], [gm.hash, gm.situationHash]); return; }
    if (cmd === "enforce_turn") { gm.enforceTurn = tok[1] === "1"; return; }
    if (cmd === "score") { this.doScore(tok); return; }

    const before = this.snapshot();
    let st;
    const pts = (list) => list.map((v) => this.point(v));
    switch (cmd) {
      case "komi": [st] = statusOf(() => { gm.komi = number(tok[1]); }); break;
      case "setup": {
        const c = COLORS[tok[1]];
        const list = pts(tok.slice(2));
        [st] = statusOf(() => gm.setup(c === 0 ? { empty: list } : c === 1 ? { black: list } : { white: list }));
        break;
      }
      case "turn": [st] = statusOf(() => gm.setToMove(COLORS[tok[1]])); break;
      case "play": {
        let flags = 0;
        for (const t of tok.slice(3)) {
          if (t === "tolerant") flags |= PlayFlag.TOLERANT;
          else if (t === "remove_own") flags |= PlayFlag.REMOVE_OWN;
          else throw new Malformed(`play option ${t}`);
        }
        // tryPlay: the same move as play(), its refusal as a status name
        // (the moves command goes through play()).
        const [thrown, refusal] = statusOf(() =>
          STATUS["GOR_" + gm.tryPlay(this.point(tok[2]), COLORS[tok[1]], { flags })]);
        st = thrown || refusal;
        break;
      }
      case "resign": [st] = statusOf(() => gm.resign(COLORS[tok[1]])); break;
      case "undo": [st] = statusOf(() => gm.undo()); break;
      case "redo": [st] = statusOf(() => gm.redo()); break;
      case "resume": [st] = statusOf(() => gm.resume()); break;
      case "goto": [st] = statusOf(() => gm.goto(Number(tok[1]))); break;
      case "end": [st] = statusOf(() => gm.end(End[tok[1]], tok.length > 2 ? COLORS[tok[2]] : 0)); break;
      case "mark": [st] = statusOf(() => gm.mark(pts(tok.slice(2)), LIVES[tok[1]])); break;
      case "handicap": [st] = statusOf(() => gm.placeHandicap(Number(tok[1]), { noKomi: tok[2] === "nokomi" })); break;
      case "free_handicap": {
        let list = tok.slice(1), noKomi = false;
        if (list[0] === "nokomi") { noKomi = true; list = list.slice(1); }
        [st] = statusOf(() => gm.placeFreeHandicap(pts(list), { noKomi }));
        break;
      }
      case "set_handicap": [st] = statusOf(() => { gm.handicap = Number(tok[1]); }); break;
      default: throw new Malformed(`unknown command ${cmd}`);
    }
    this.checkStatus(raw, st, want, before);
  }
  doScore(tok) {
    const o = { dead: DeadFrom.MARKS, seki: SekiFrom.MARKS, territory: 0, penalties: [0, 0] };
    this.cn = 0;
    for (const t of tok.slice(1)) {
      const [key, val] = t.split("=");
      if (key === "dead") o.dead = flagsOf(DEAD_FLAGS, val);
      else if (key === "seki") o.seki = flagsOf(SEKI_FLAGS, val);
      else if (key === "territory") o.territory = flagsOf(TERRITORY_FLAGS, val);
      else if (key === "cn") this.cn = flagsOf(CN_FLAGS, val);
      else if (key === "penalty") o.penalties = val.split(",").map(Number);
      else throw new Malformed(`score option ${t}`);
    }
    o.chinese = this.cn;
    const [st, sc] = statusOf(() => this.game.score(o));
    if (st) {
      this.fail(`score: ${statusName(st)}`);
      this.score = this.map = this.result = null;
      return;
    }
    this.score = sc.raw();
    this.map = sc.map;
    const [st2, res] = statusOf(() => this.game.result(o));
    if (st2) { this.fail(`result: ${statusName(st2)}`); this.result = null; } else this.result = res;
  }
  expect(tok, raw, diagram) {
    const k = tok[1];
    if (k.startsWith("clock")) { this.clockExpect(tok, raw); return; }
    if (["decisions", "warnings", "phase", "steps", "opening_player", "player_color", "ref_sgf",
      "ref_roundtrip"].includes(k)) { this.refExpect(tok, raw); return; }
    if (k === "parse") {
      const want = STATUS[tok[2]];
      const text = restAfter(raw, 3);
      const [st, r] = statusOf(() => new Rules(text));
      if (st !== want) this.fail(`parse ${text}: expected ${tok[2]}, got ${statusName(st)}`);
      else if (!st) {
        const a = String(r);
        const [st2, back] = statusOf(() => new Rules(a));
        if (st2 || !back.equals(r)) this.fail(`parse ${text}: printed ${a} does not read back`);
        else if (String(back) !== a) this.fail(`parse ${text}: printed ${a}, then ${back}`);
      }
      return;
    }
    if (k === "rules" && !this.game) {
      const r = this.pendingRules();
      this.eq("expect rules", restAfter(raw, 2), String(r));
      r.free();
      return;
    }
    if (k === "nigiri") {
      const [st, got] = statusOf(() => g.nigiri(Number(tok[2]), Number(tok[3]), COLORS[tok[4]]));
      if (st) this.fail(`nigiri: ${statusName(st)}`);
      else this.eq("expect nigiri", tok[5], colorText(got));
      return;
    }
    if (k === "prediction") {
      if (!this.pred) throw new Malformed("expect prediction without predict");
      if (tok[2] === "favoured") this.eq("prediction.favoured", tok[3], colorText(this.pred.favoured));
      else {
        const key = { white_player: "whitePlayer", threshold: "threshold" }[tok[2]];
        this.eq(`prediction.${tok[2]}`, number(tok[3]), this.pred[key]);
      }
      return;
    }
    if (k === "result") { this.expectResult(tok[2], restAfter(raw, 3)); return; }
    if (k === "handicap_points") {
      const [w, h, n] = [Number(tok[2]), Number(tok[3]), Number(tok[4])];
      const [st, pts] = statusOf(() => g.fixedHandicap([w, h], n));
      const got = st ? statusName(st) : pts.map((p) => g.vertexName(p, [w, h])).join(" ");
      this.eq("expect handicap_points", tok.slice(5).join(" "), got);
      return;
    }
    const gm = this.needGame();
    const { width: w, height: h } = gm;
    const legal = (c, p) => STATUS["GOR_" + gm.legalReason(p, c)];
    switch (k) {
      case "legal": {
        const got = legal(COLORS[tok[2]], this.point(tok[3]));
        if (got !== STATUS[tok[4]]) this.fail(`legal ${tok[2]} ${tok[3]}: expected ${tok[4]}, got ${statusName(got)}`);
        break;
      }
      case "points": {
        const col = COLORS[tok[2]], want = STATUS[tok[3]];
        const got = [];
        for (let p = 0; p < w * h; p++) if (legal(col, p) === want) got.push(p);
        this.comparePoints(`points ${tok[2]} ${tok[3]}`, tok.slice(4).map((v) => this.point(v)), got);
        break;
      }
      case "board": this.compareDiagram("expect board", diagram, gm.board(), ".XO."); break;
      case "ownership":
        if (!this.map) throw new Malformed("expect ownership without a score");
        this.compareDiagram("expect ownership", diagram, this.map, ".XO.");
        break;
      case "area": {
        const [st, m] = statusOf(() => gm.areaMap(flagsOf(AreaFlag, tok[2])));
        if (st) this.fail(`area map: ${statusName(st)}`);
        else this.compareDiagram("expect area", diagram, m, ".XO.");
        break;
      }
      case "flagged": {
        const flag = flagsOf(MapFlag, tok[2]);
        const got = [];
        for (let p = 0; p < w * h; p++) if (this.map[p] & flag) got.push(p);
        this.comparePoints(`flagged ${tok[2]}`, tok.slice(3).map((v) => this.point(v)), got);
        break;
      }
      case "color": {
        const got = gm.at(this.point(tok[2]));
        this.eq(`color of ${tok[2]}`, tok[3], got === 0 ? "E" : colorText(got));
        break;
      }
      case "captures": {
        const c = gm.captures;
        this.eq("captures (black, white)", [Number(tok[2]), Number(tok[3])], [c.black, c.white]);
        break;
      }
      case "stones":
        this.eq("stones (black, white)", [Number(tok[2]), Number(tok[3])], [gm.stoneCount("B"), gm.stoneCount("W")]);
        break;
      case "removed": {
        const got = gm.lastRemoved;
        this.eq("removed", Number(tok[2]), got.length);
        if (tok.length > 3) this.comparePoints("removed points", tok.slice(3).map((v) => this.point(v)), got);
        break;
      }
      case "liberties": this.eq(`liberties of ${tok[2]}`, Number(tok[3]), gm.liberties(this.point(tok[2]))); break;
      case "group": {
        const grp = gm.group(this.point(tok[2]));
        this.eq(`group of ${tok[2]}`, Number(tok[3]), grp ? grp.stones.length : 0);
        break;
      }
      case "ko": {
        const p = gm.koPoint;
        this.eq("ko point", tok[2], p === null ? "none" : gm.vertex(p));
        break;
      }
      case "to_move": this.eq("to_move", tok[2], colorText(gm.toMove)); break;
      case "winner": this.eq("winner", tok[2], colorText(gm.winner)); break;
      case "hash": case "situation": {
        const now = k === "hash" ? gm.hash : gm.situationHash;
        if (tok[2] === "zero") this.eq("hash", "0", String(now));
        else {
          const then = this.saves.get(tok[3])[k === "hash" ? 0 : 1];
          if ((now === then) !== (tok[2] === "equal")) this.fail(`${k} ${tok[2]} ${tok[3]}`);
        }
        break;
      }
      case "end": this.eq("end", tok[2], END_NAMES[gm.endReason]); break;
      case "flags": case "repeats": {
        const n = gm.length;
        if (!n) { this.fail(`${k}: no history entry`); return; }
        const m = gm.move(n);
        if (k === "flags") this.eq("flags of the last entry", flagsOf(MoveFlag, tok[2]), m.flags);
        else this.eq("repeats of the last entry", tok[2] === "none" ? null : Number(tok[2]), m.repeats);
        break;
      }
      case "passes": this.eq(k, Number(tok[2]), gm.consecutivePasses); break;
      case "history": this.eq(k, Number(tok[2]), gm.length); break;
      case "redo": this.eq(k, Number(tok[2]), gm.redoLength); break;
      case "move_number": this.eq(k, Number(tok[2]), gm.moveNumber); break;
      case "handicap": this.eq(k, Number(tok[2]), gm.handicap); break;
      case "bonus": {
        const r = gm.rules;
        this.eq(`bonus for ${tok[2]}`, number(tok[3]), g.handicapBonus(r, Number(tok[2])));
        r.free();
        break;
      }
      case "draw_possible": {
        const r = gm.rules;
        this.eq(`draw_possible ${tok[2]}`, Number(tok[3]), g.drawPossible(r, Number(tok[2])) ? 1 : 0);
        r.free();
        break;
      }
      case "rules": {
        const r = gm.rules;
        this.eq("rules", restAfter(raw, 2), String(r));
        r.free();
        break;
      }
      case "komi": this.eq("komi", number(tok[2]), gm.komi); break;
      case "score": this.expectScore(tok[2], tok[3]); break;
      default: throw new Malformed(`unknown check 'expect ${k}'`);
    }
  }
  expectScore(field, value) {
    if (!this.score) throw new Malformed("expect score without a score");
    const sc = this.score;
    if (field === "winner") this.eq("score.winner", value, colorText(sc.winner));
    else if (field === "scoring") this.eq("score.scoring", value, SCORING_NAMES[sc.scoring]);
    else if (field === "tax") this.eq("score.tax", value, TAX_NAMES[sc.tax]);
    else {
      const [side, sub] = field.split(".");
      const got = sub ? sc[side]?.[sub] : sc[field];
      if (got === undefined) throw new Malformed(`unknown score field ${field}`);
      this.eq(`score.${field}`, number(value), got);
    }
  }
  expectResult(field, value) {
    if (!this.result) throw new Malformed("expect result without a score or judge");
    const r = this.result;
    switch (field) {
      case "outcome": this.eq("result.outcome", value, OUTCOME_NAMES[r.outcome]); break;
      case "winner": this.eq("result.winner", value, colorText(r.winner)); break;
      case "end": this.eq("result.end", value, END_NAMES[r.end]); break;
      case "sgf": this.eq("result.sgf", value, r.sgf); break;
      case "chinese": this.eq("result.chinese", value, r.chineseForm(this.cn)); break;
      case "counted": this.eq("result.counted", number(value), r.counted ? 1 : 0); break;
      case "margin": this.eq("result.margin", number(value), r.margin); break;
      case "margin_stones": this.eq("result.margin_stones", number(value), r.marginStones); break;
      default: throw new Malformed(`unknown result field ${field}`);
    }
  }
}

// Topics whose C calls the JavaScript package does not have: their cases
// are listed as skipped, with the reason.
const NOT_IN_JS = {};

const files = caseFiles(DATA);
let total = 0;
for (const file of files) {
  const rel = path.relative(DATA, file);
  const topic = rel.split(path.sep)[0];
  const openBug = topic === "open-bugs";
  for (const { name, cmds } of readCases(file)) {
    total++;
    if (NOT_IN_JS[topic]) {
      test(`${rel}::${name}`, { skip: NOT_IN_JS[topic] }, () => {});
      continue;
    }
    test(`${rel}::${name}`, () => {
      const runner = new Runner(`${rel}: ${name}`);
      try {
        runner.run(cmds);
      } catch (e) {
        if (e instanceof Malformed) assert.fail(`${rel}:${runner.line}: ${name}: malformed: ${e.message}`);
        throw e;
      } finally {
        if (runner.game) runner.game.free();
        if (runner.clock) runner.clock.free();
      }
      if (openBug) {
        // Library bugs not fixed yet: each must fail until it is fixed.
        assert.ok(runner.failures.length, "an open-bugs case passed: move it to its topic");
      } else {
        assert.deepEqual(runner.failures, []);
      }
    });
  }
}

test("the conformance data is there and every topic has cases", () => {
  assert.ok(files.length, `no conformance data in ${DATA}`);
  assert.ok(total > 0);
});
