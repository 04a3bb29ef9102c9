// SPDX-License-Identifier: MIT
// The JavaScript package's own API (bindings/js/index.js): moves and the
// reasons they are refused, history, scoring, SGF, memory.
//   GORULES_JS=build-wasm/js node --expose-gc --test tests/js/
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PKG = path.resolve(process.env.GORULES_JS || path.join(HERE, "../../build-wasm/js"));
const gr = await import(pathToFileURL(path.join(PKG, "index.js")).href);
const { Game, Rules, Color, IllegalMove, OffBoard, ParseError, NoMove, InvalidArgument } = gr;

test("point indices and colour numbers: the direct path judges as the general one", () => {
  const g = new Game(9);
  const e5 = 4 * 9 + 4;
  g.play(e5, Color.BLACK);
  assert.equal(g.at("E5"), Color.BLACK);
  assert.equal(g.isLegal(e5, Color.WHITE), false);
  assert.equal(g.isLegal(e5 + 1, Color.WHITE), true);
  assert.equal(g.isLegal(81, Color.WHITE), false);     // off the board
  assert.throws(() => g.isLegal(1.5, Color.WHITE), InvalidArgument); // not a point
  assert.equal(g.isLegal("E5", 2), false);             // a name, not index 0
  assert.equal(g.isLegal("A9", 2), true);
  const before = g.board();
  assert.throws(() => g.play(e5, Color.WHITE), (e) => e instanceof IllegalMove &&
    e.reason === "EOCCUPIED" && e.message === "white E5: point is occupied" && e.move === e5);
  assert.throws(() => g.play(81, Color.WHITE), OffBoard);
  assert.deepEqual(g.board(), before);
  g.play(0, Color.WHITE);
  assert.equal(g.at("A9"), Color.WHITE);
  g.free();
  assert.throws(() => g.isLegal(1, Color.BLACK), /was freed/);
  assert.throws(() => g.play(1, Color.BLACK), /was freed/);
});

test("play, refusals with the status name and message, nothing changed", () => {
  const g = new Game(9);
  g.play("E5");
  g.play([3, 5]);            // D4
  assert.equal(g.at("E5"), Color.BLACK);
  assert.equal(g.at("D4"), Color.WHITE);
  assert.equal(g.isLegal("E5"), false);
  assert.equal(g.legalReason("E5"), "EOCCUPIED");
  assert.equal(g.legalReason("Z9"), "EOFFBOARD");
  const before = g.board();
  assert.throws(() => g.play("E5"), (e) => e instanceof IllegalMove && e.reason === "EOCCUPIED" &&
    e.code === -6 && e.message === "black E5: point is occupied" && e.move === "E5");
  assert.deepEqual(g.board(), before);
  assert.throws(() => g.play("K10"), OffBoard);
  assert.throws(() => g.play("??"), ParseError);
  assert.throws(() => new Game(53), (e) => e instanceof InvalidArgument && e.status_name === "ESIZE");
  assert.throws(() => new Rules("no such rules"), ParseError);
  g.free();
});

test("tryPlay: the status name instead of a throw, the game unchanged on a refusal", () => {
  const g = new Game(9);
  assert.equal(g.tryPlay("E5"), "OK");
  assert.equal(g.tryPlay(40, Color.WHITE), "EOCCUPIED");   // E5 as an index
  assert.equal(g.lastError, "white E5: point is occupied");
  assert.equal(g.tryPlay("E5", Color.WHITE), "EOCCUPIED");
  assert.equal(g.tryPlay("K10"), "EOFFBOARD");
  assert.equal(g.moveNumber, 1);
  assert.equal(g.at("E5"), Color.BLACK);
  assert.equal(g.tryPlay(null), "OK");                     // White passes
  assert.equal(g.toMove, Color.BLACK);
  // A ko: Black takes at D5, White may not retake at once.
  const k = new Game(9);
  k.playMany(["D6", "E6", "C5", "F5", "D4", "E4", "pass", "D5", "E5"]);
  const hash = k.hash;
  assert.equal(k.tryPlay("D5"), "EKO");
  assert.equal(k.tryPlay(39, Color.WHITE), "EKO");          // D5 as an index
  assert.equal(k.hash, hash);
  assert.equal(k.moveNumber, 9);
  assert.throws(() => g.tryPlay("??"), ParseError);
  assert.throws(() => g.tryPlay("A1", 7), InvalidArgument);
  g.free(); k.free();
  assert.throws(() => g.tryPlay(1, Color.BLACK), /was freed/);
});

test("a capture, a refused ko retake, undo and redo", () => {
  const g = new Game(9);
  // Black C5 D6 D4 E5... a ko at D5/E5: Black takes at D5.
  g.playMany(["D6", "E6", "C5", "F5", "D4", "E4", "pass", "D5", "E5"]);
  assert.deepEqual(g.captures, { black: 1, white: 0 });
  assert.deepEqual(g.lastRemoved, [[3, 4]]);
  assert.deepEqual(g.koPoint, [3, 4]);
  assert.equal(g.legalReason("D5"), "EKO");
  assert.throws(() => g.play("D5"), (e) => e.reason === "EKO");
  g.play("A1"); g.play("A9");   // ko threats elsewhere
  g.play("D5");                 // now White may retake
  assert.deepEqual(g.captures, { black: 1, white: 1 });
  g.undo();
  assert.equal(g.at("D5"), Color.EMPTY);
  g.redo();
  assert.equal(g.at("D5"), Color.WHITE);
  assert.throws(() => g.redo(), NoMove);
  assert.equal(g.moveNumber, 12);
  assert.equal(g.move(-1).vertex, "D5");
  g.free();
});

test("playMany stops at the first illegal move with its index", () => {
  const g = new Game(9);
  assert.throws(() => g.playMany(["E5", "D4", "E5"]), (e) => e.index === 2 && e.reason === "EOCCUPIED");
  assert.equal(g.moveNumber, 2);
  assert.equal(g.playMany([["W", "A1"], [1, "B1"], [2, 8]]), 3);   // [color, vertex], [x, y]
  assert.equal(g.at("A1"), Color.WHITE);
  assert.equal(g.at("B1"), Color.BLACK);
  assert.equal(g.at("C1"), Color.WHITE);
  g.free();
});

test("rules presets and KataGo strings", () => {
  assert.ok(gr.PRESETS.includes("japanese"));
  for (const p of gr.PRESETS) new Rules(p).free();
  const r = new Rules("koPOSITIONALscoreAREAsui1komi7.5");
  assert.equal(r.ko, gr.KoRule.POSITIONAL);
  assert.equal(r.suicide, gr.SuicideRule.MULTI);
  assert.equal(r.komi, 7.5);
  assert.ok(r.equals(String(r)));
  const g = new Game(19, { rules: "japanese", komi: 6.5 });
  assert.equal(g.komi, 6.5);
  assert.equal(g.rules.scoring, gr.Scoring.TERRITORY);
  r.free(); g.free();
});

test("score: breakdown, SGF and Chinese results, dead stones", () => {
  const g = new Game(9, { rules: "chinese" });
  g.play("E5"); g.pass(); g.pass();
  const s = g.score();
  assert.equal(s.result, "B+73.5");
  assert.equal(s.black.stones, 1);
  assert.equal(s.black.territory, 80);
  assert.equal(s.white.komi, 7.5);
  assert.equal(s.chinese, "黑胜36又3/4子");
  assert.equal(s.outcome.sgf, "B+73.5");
  assert.equal(g.result().sgf, "B+73.5");
  assert.equal(s.finished, true);
  g.undo(); // one pass: the game has not ended
  assert.equal(g.score().finished, false);
  assert.equal(g.score().result, "B+73.5");
  g.pass();
  assert.equal(gr.parseResult("W+R").winner, Color.WHITE);
  // A lone white stone inside Black's area: marked dead, counted for Black.
  const h = new Game(5);
  h.setup({ black: ["B1", "B2", "B3", "B4", "B5"], white: ["D3"] });
  h.mark("D3", gr.Life.DEAD);
  assert.deepEqual(h.marked(), [[3, 2]]);
  const t = h.score();
  assert.equal(t.black.dead, 1);
  assert.ok(t.map[2 * 5 + 3] & gr.MapFlag.DEAD);
  const est = h.judge({ estimate: true });
  assert.equal(est.length, 25);
  assert.throws(() => h.markJudged(new Uint8Array(3)), (e) => e.status_name === "EBUFFER");
  // The dead-stone proposal: a lone white stone in Black's area.
  const k = new Game(9);
  k.setup({ black: ["D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9"],
            white: ["F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "B5"] });
  assert.equal(k.markJudged(k.judge({ estimate: true }), gr.JudgeFlag.CERTAIN | gr.JudgeFlag.GUESS), 1);
  assert.deepEqual(k.marked(), [[1, 4]]);
  const ks = k.score();
  assert.equal(ks.black.dead, 1);
  assert.equal(ks.result, "W+7.5");
  g.free(); h.free(); k.free();
});

test("SGF: write, read back, replay report, GB18030 input", () => {
  const g = new Game(9, { rules: "japanese" });
  g.playMany(["E5", "C3", "G7"]);
  const text = g.toSgf();
  assert.match(text, /;B\[ee\];W\[cg\];B\[gc\]/);
  const back = gr.loadSgf(text);
  assert.equal(back.moveNumber, 3);
  assert.equal(back.at("G7"), Color.BLACK);
  const bad = "(;SZ[9];B[ee];W[ee])";
  assert.throws(() => gr.loadSgf(bad), (e) => e.reason === "EOCCUPIED" && e.game.moveNumber === 1);
  const rep = gr.replaySgf(bad, 0, { tolerant: true });
  assert.equal(rep.errors.length, 1);
  // PB in GB18030 bytes ("黑", 0xBA 0xDA), declared with CA[].
  const bytes = new Uint8Array([...new TextEncoder().encode("(;CA[GB18030]SZ[9]PB["), 0xBA, 0xDA,
    ...new TextEncoder().encode("];B[ee])")]);
  const sgf = new gr.Sgf(bytes);
  assert.equal(sgf.root().PB, "黑");
  sgf.free(); g.free(); back.free(); rep.game.free();
});

test("thousands of games do not grow the wasm heap (free())", () => {
  const play = (n) => {
    for (let i = 0; i < n; i++) {
      const g = new Game(19);
      let state = BigInt(i);
      for (let k = 0; k < 200; k++) [, state] = g.playRandom(state);
      g.score(); g.toSgf();
      g.free();
    }
  };
  play(200);
  const heap = gr.core.HEAPU8.length;
  play(3000);
  assert.equal(gr.core.HEAPU8.length, heap);
});

test("games left to the FinalizationRegistry are freed", { skip: typeof gc !== "function" && "needs node --expose-gc" }, async () => {
  const round = async (n) => {
    for (let i = 0; i < n; i++) {
      const g = new Game(19);
      g.playMany(["D4", "Q16", "D16", "Q4"]);
    }
    for (let k = 0; k < 5; k++) { gc(); await new Promise((r) => setTimeout(r, 10)); }
  };
  await round(2000);
  const heap = gr.core.HEAPU8.length;
  for (let r = 0; r < 5; r++) await round(2000);
  assert.equal(gr.core.HEAPU8.length, heap);
});
