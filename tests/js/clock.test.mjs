// SPDX-License-Identifier: MIT
// The package's Clock (gorules_clock.h) and the 1.0 rule additions (tie
// rule, free opening, territory default): the names and semantics of the C
// calls, as the Python layer has them. The timelines themselves are the
// shared conformance cases (tests/conformance/clock/).
//   GORULES_JS=build-wasm/js node --expose-gc --test tests/js/
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PKG = path.resolve(process.env.GORULES_JS || path.join(HERE, "../../build-wasm/js"));
const gr = await import(pathToFileURL(path.join(PKG, "index.js")).href);
const { Game, Rules, Color, Clock, ClockSystem, ClockEventKind, TieRule, CycleRule, End,
  Territory, Status, GorulesError, IllegalMove, InvalidArgument, readSgf } = gr;

test("byo-yomi timeline, the referee's words, end of the game on time", () => {
  // 2 one-minute periods reserved in 3 minutes: byo-yomi after 1 minute.
  const c = new Clock("byoyomi", { mainMs: 180000, periodMs: 60000, periods: 2 });
  assert.deepEqual(c.state("black"), { mainMs: 60000, periodMs: 0, periods: 2, moves: 0,
    overtime: false, flagged: false, running: false, presses: 0 });
  c.start("black", 0);
  assert.equal(c.running, Color.BLACK);
  assert.equal(c.press("black", 120000), false);     // 60 s into the period: used
  const evs = c.events();
  assert.deepEqual(evs.map((e) => e.text()), ["基本时限用完", "30秒", "40秒", "50秒",
    "55秒", "58秒", "1分，还剩1分"]);
  assert.equal(evs.at(-1).text("en"), "1 minute used, 1 left");
  assert.equal(evs[0].kind, ClockEventKind.OVERTIME);
  assert.deepEqual([evs[1].atMs, evs[1].value, evs[1].color], [90000, 30, Color.BLACK]);
  assert.equal(c.state("black").periods, 1);
  c.press("white", 121000);
  assert.equal(c.advance(180999), 12);               // 30 40 50 s, counts 1 .. 9
  assert.equal(c.loser, Color.EMPTY);
  assert.equal(c.advance(181000), 2);                // "10", time out
  assert.deepEqual(c.events().slice(-2).map(String), ["10", "time out"]);
  assert.equal(c.loser, Color.BLACK);
  const g = new Game(9);
  assert.equal(c.endGame(g), true);
  assert.equal(g.result().sgf, "W+T");
  assert.equal(g.endReason, End.TIME);
  assert.throws(() => c.press("black", 200000),
    (e) => e instanceof IllegalMove && e.status_name === "EGAMEOVER" && /over on the clock/.test(e.message));
  g.free();
  c.free();
});

test("refusals leave the clock alone, bad input is refused", () => {
  const c = new Clock("japanese", { mainMs: 300000, periodMs: 30000, periods: 5 });
  assert.throws(() => c.press("black", 0),
    (e) => e instanceof InvalidArgument && /not started/.test(e.message));
  c.start("black", 10000);
  assert.throws(() => c.press("white", 20000), (e) => e instanceof GorulesError && e.status_name === "ETURN");
  assert.throws(() => c.advance(5000), (e) => e instanceof InvalidArgument && /before/.test(e.message));
  assert.throws(() => c.set("black", { periods: 9, periodMs: 30000 }),
    (e) => e instanceof GorulesError && e.status_name === "ERANGE" && /periods/.test(e.message));
  assert.throws(() => c.press("black", 1.5), InvalidArgument);
  assert.throws(() => c.press("red", 20000), (e) => e.status_name === "ECOLOR");
  assert.equal(c.now, 10000);
  assert.equal(c.pending, 0);
  assert.equal(c.press("black", 20000), false);
  assert.equal(c.state("black").mainMs, 290000);
  assert.throws(() => new Clock("hourglass"), (e) => e instanceof InvalidArgument && e.status_name === "EINVAL");
  assert.throws(() => new Clock("byoyomi", { mainMs: 60000, periodMs: 60000, periods: 3 }),
    (e) => e instanceof InvalidArgument && e.message ===
      "the reserved periods must fit in the basic time (main_ms >= periods * period_ms)");
  assert.throws(() => new Clock("byoyomi", { mainMs: 60000, periodMs: 0, periods: 3 }),
    (e) => e instanceof InvalidArgument && e.message === "this clock system needs a period length");
  c.free();
});

test("blocks, Fischer, late arrival, pause, copy, record, options", () => {
  const c = new Clock("moves", { mainMs: 0, periodMs: 600000, periodMoves: 2 });
  c.start("white", 0);
  c.press("white", 100000);
  c.press("black", 100000);
  c.press("white", 200000);                         // block done, 400 s carried
  const st = c.state("white");
  assert.deepEqual([st.periodMs, st.moves, st.overtime], [1000000, 2, true]);
  const d = c.copy();
  assert.deepEqual(d.state("white"), st);
  assert.deepEqual(c.record().map(([col]) => col), [Color.WHITE, Color.BLACK, Color.WHITE]);
  assert.equal(c.record()[2][1].periodMs, 1000000);
  d.free();
  c.free();
  const f = new Clock(ClockSystem.FISCHER, { mainMs: 60000, incrementMs: 5000, lateLimitMs: 900000 });
  assert.equal(f.late("black", 10000), false);      // 20 s off
  assert.equal(f.state("black").mainMs, 40000);
  f.start("black", 0);
  f.pause(1000);
  f.resume(50000);
  f.press("black", 52000);
  assert.equal(f.state("black").mainMs, 42000);
  assert.equal(f.late("white", 900001), true);
  assert.deepEqual(f.events().map((e) => e.kind), [ClockEventKind.LATE_FORFEIT]);
  assert.deepEqual(f.options, { system: ClockSystem.FISCHER, flags: 0, mainMs: 60000,
    periodMs: 0, periods: 0, periodMoves: 0, incrementMs: 5000, lateLimitMs: 900000 });
  f.free();
});

test("SGF times: TM/OT and BL/WL/OB read into a clock and written back", () => {
  const text = "(;FF[4]GM[1]SZ[9]TM[60]OT[3x30 byo-yomi];B[ee]BL[45.5]" +
    ";W[cc]WL[50];B[gg]BL[28.25]OB[3])";
  const sgf = readSgf(text);
  const c = sgf.clock();
  assert.equal(c.options.system, ClockSystem.JAPANESE);
  assert.equal(c.state("black").periodMs, 28250);
  const game = sgf.replay().game;
  const out = game.toSgf(null, 0, c);
  assert.ok(out.includes("OT[3x30 byo-yomi]"), out);
  assert.ok(out.includes(";B[gg]BL[28.25]OB[3]"), out);
  game.free(); c.free(); sgf.free();
});

test("1.0 rules: the tie rule, the free opening's pass ban, cycle outcomes, territory flags", () => {
  const ing = new Rules("ing");
  assert.equal(ing.tie, TieRule.BLACK);
  assert.equal(ing.komi, 8);
  const r = new Rules("chinese");
  assert.equal(r.tie, TieRule.DRAW);
  r.tie = TieRule.WHITE;
  assert.ok(String(r).endsWith("tieWHITE"), String(r));
  assert.throws(() => { r.tie = 7; }, (e) => e.status_name === "EINVAL" || e.status_name === "ERANGE");
  assert.equal(r.tie, TieRule.WHITE);
  r.cycle = CycleRule.REPLAY;
  assert.equal(r.cycle, 5);
  assert.equal(r.freeOpening, 0);
  r.freeOpening = 2;
  assert.equal(r.freeOpening, 2);
  const g = new Game(9, { rules: r });
  assert.equal(g.legalReason("pass"), "EPASS");
  assert.throws(() => g.pass(), (e) => e instanceof IllegalMove && e.reason === "EPASS" &&
    e.code === Status.EPASS && e.message.includes("no pass during the free opening"));
  g.play("E5"); g.play("C3");
  g.pass();                                          // the free opening is over
  assert.equal(g.moveNumber, 3);
  assert.equal(new Rules("prediction").freeOpening, 4);
  assert.deepEqual([Territory.RULES, Territory.J1989, Territory.FALSE_EYES, Territory.PLAIN], [0, 1, 2, 4]);
  assert.deepEqual([End.CYCLE_DRAW, End.REPLAY], [9, 10]);
  g.free(); r.free(); ing.free();
});
