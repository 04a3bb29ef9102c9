// SPDX-License-Identifier: MIT
// The replay benchmark through JavaScript, side by side with
// @sabaki/go-board on the same games (npm run bench; the workload and its
// timing contract as for gorules-bench replay, docs/performance.md):
// games are read into memory, replayed once untimed to check the sums,
// then timed five times, the two engines taking turns pass by pass; each
// game starts on a fresh board and history. Two contracts, each engine
// through its own API: "check" asks whether the move is legal, then plays
// it (isLegal then play; analyzeMove then makeMove), as gorules-bench
// replay --check legal; "try" plays it if legal in one call and counts a
// refusal (tryPlay; makeMove with its prevent options, which throws).
// ns/move is a pass's time over all moves, passes included. Time is the
// process's CPU time (user + system, process.cpuUsage), so that a machine
// shared with other work slows both engines alike; the ratio is taken pass by pass, of passes run one after
// the other, and its median printed with its range.
//
//   node bench/replay.mjs [--repeat N] [--size 19|9] [--only gorules|sabaki]
//                         [--contract check|try]
//
// gorules enforces positional superko (suicide forbidden); go-board checks
// simple ko only. GORULES_JS: the built package (default build-wasm/js);
// GORULES_BENCH_CORPUS: the corpus folder.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { corpusDir, readCorpus } from "./corpus.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PKG = path.resolve(process.env.GORULES_JS || path.join(HERE, "../../../build-wasm/js"));
const gr = await import(pathToFileURL(path.join(PKG, "index.js")).href);

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const repeat = Number(opt("--repeat", 5));
const sizes = opt("--size", null) ? [Number(opt("--size"))] : [19, 9];
const only = opt("--only", null);
const contracts = opt("--contract", null) ? [opt("--contract")] : ["check", "try"];
if (contracts.some((c) => c !== "check" && c !== "try")) {
  console.error("bench: --contract is check or try");
  process.exit(2);
}

const DIR = corpusDir();
if (!DIR) {
  console.log("bench: skipped: no replay corpus (corpus19.txt, corpus9.txt): set GORULES_BENCH_CORPUS");
  process.exit(0);
}

let Sabaki = null;
if (only !== "gorules") {
  try {
    Sabaki = (await import("@sabaki/go-board")).default;
  } catch {
    console.log("bench: @sabaki/go-board not installed (npm install in bindings/js): gorules only");
  }
}

const LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
// [x, y] from the top-left, null for a pass.
const xyOf = (v, n) => (v === "pass" ? null : [LETTERS.indexOf(v[0]), n - Number(v.slice(1))]);

function gorulesEngine(contract) {
  const rules = new gr.Rules("chinese");
  rules.ko = gr.KoRule.POSITIONAL;
  rules.suicide = gr.SuicideRule.FORBIDDEN;
  const games = new Map();
  return {
    name: "gorules",
    prepare: (cg) => cg.moves.map((v) => { const p = xyOf(v, cg.size); return p ? p[1] * cg.size + p[0] : -1; }),
    replay(cg, moves, stats) {
      let g = games.get(cg.size);
      if (!g) games.set(cg.size, g = new gr.Game(cg.size, { rules }));
      else g.clear();
      let color = 1, illegal = 0;
      if (contract === "check") {
        for (let k = 0; k < moves.length; k++) {
          if (g.isLegal(moves[k], color)) g.play(moves[k], color);
          else illegal++;
          color = 3 - color;
        }
      } else {
        for (let k = 0; k < moves.length; k++) {
          if (g.tryPlay(moves[k], color) !== "OK") illegal++;
          color = 3 - color;
        }
      }
      if (stats) {
        stats.black += g.stoneCount(1); stats.white += g.stoneCount(2);
        const c = g.captures;
        stats.capsBlack += c.black; stats.capsWhite += c.white;
      }
      return illegal;
    },
  };
}

// go-board's makeMove refuses only what these options name, by throwing.
const PREVENT = { preventSuicide: true, preventOverwrite: true, preventKo: true };

function sabakiEngine(contract) {
  return {
    name: "@sabaki/go-board",
    prepare: (cg) => cg.moves.map((v) => xyOf(v, cg.size) ?? [-1, -1]),
    replay(cg, moves, stats) {
      let b = Sabaki.fromDimensions(cg.size);
      let sign = 1, illegal = 0;
      if (contract === "check") {
        for (let k = 0; k < moves.length; k++) {
          const v = moves[k];
          const a = b.analyzeMove(sign, v);
          if (a.overwrite || a.ko || a.suicide) illegal++;
          else b = b.makeMove(sign, v);
          sign = -sign;
        }
      } else {
        for (let k = 0; k < moves.length; k++) {
          try { b = b.makeMove(sign, moves[k], PREVENT); } catch { illegal++; }
          sign = -sign;
        }
      }
      if (stats) {
        for (const row of b.signMap) for (const s of row) { if (s > 0) stats.black++; else if (s < 0) stats.white++; }
        stats.capsBlack += b.getCaptures(1); stats.capsWhite += b.getCaptures(-1);
      }
      return illegal;
    },
  };
}

const median = (a) => { const s = [...a].sort((x, y) => x - y); return s[(s.length - 1) >> 1]; };
// One timed pass of engine e over the corpus: ns per move of CPU time.
function timedPass(e, corpus, prepared, nmoves) {
  const t0 = process.cpuUsage();
  for (let i = 0; i < corpus.length; i++) e.replay(corpus[i], prepared[i], null);
  const t = process.cpuUsage(t0);
  return (t.user + t.system) * 1000 / nmoves;
}
function bench(size, contract, corpus, nmoves) {
  const engines = [];
  if (only !== "sabaki") engines.push(gorulesEngine(contract));
  if (Sabaki && only !== "gorules") engines.push(sabakiEngine(contract));
  const runs = engines.map((e) => {
    const prepared = corpus.map((cg) => e.prepare(cg));
    const stats = { black: 0, white: 0, capsBlack: 0, capsWhite: 0 };
    let illegal = 0;
    corpus.forEach((cg, i) => { illegal += e.replay(cg, prepared[i], stats); });
    return { e, prepared, stats, illegal, times: [] };
  });
  // The engines take turns, pass by pass (A B A B ...), so that a slow
  // stretch of the machine or of the JIT falls on both; the ratio is
  // given pass by pass.
  for (let r = 0; r < repeat; r++) {
    for (const run of runs) run.times.push(timedPass(run.e, corpus, run.prepared, nmoves));
  }
  const at = `size=${size} contract=${contract}`;
  for (const { e, stats, illegal, times } of runs) {
    const med = times.length ? median(times) : NaN;
    console.log(`${at} engine=${e.name} moves=${nmoves} ns_per_move=${med.toFixed(0)} ` +
      `min=${Math.min(...times).toFixed(0)} max=${Math.max(...times).toFixed(0)} ` +
      `black=${stats.black} white=${stats.white} caps_black=${stats.capsBlack} ` +
      `caps_white=${stats.capsWhite} illegal=${illegal}`);
  }
  if (runs.length === 2 && repeat > 0) {
    const ratios = runs[0].times.map((t, r) => runs[1].times[r] / t);
    console.log(`${at} ratio=${median(ratios).toFixed(1)} ` +
      `min=${Math.min(...ratios).toFixed(1)} max=${Math.max(...ratios).toFixed(1)} ` +
      "(@sabaki/go-board ns/move over gorules ns/move, pass by pass; median)");
  }
}

for (const size of sizes) {
  const corpus = readCorpus(path.join(DIR, `corpus${size}.txt`));
  const nmoves = corpus.reduce((n, g) => n + g.moves.length, 0);
  for (const contract of contracts) bench(size, contract, corpus, nmoves);
}
