// SPDX-License-Identifier: MIT
// The shared replay corpus (../shared/bench, see its README) replayed
// through the JavaScript package: every move checked then played under
// positional superko with suicide forbidden, the per-game statistics and
// the published sums compared exactly, every probe refused for its reason.
// Skipped, with the reason, when the corpus is absent.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { corpusDir, readCorpus, readExpect, readProbes, PROBE_STATUS } from
  "../../bindings/js/bench/corpus.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PKG = path.resolve(process.env.GORULES_JS || path.join(HERE, "../../build-wasm/js"));
const { Game, Rules, KoRule, SuicideRule } = await import(pathToFileURL(path.join(PKG, "index.js")).href);

const DIR = corpusDir();
const skip = DIR ? false : "no replay corpus: set GORULES_BENCH_CORPUS (tests/ci/web.sh uses ../shared/bench)";

// Sums published in the corpus README.
const SUMS = {
  19: { black: 157557, white: 154445, capsBlack: 70788, capsWhite: 68399, area: 3948, moves: 455427 },
  9: { black: 173167, white: 167348, capsBlack: 99194, capsWhite: 96230, area: 7272, moves: 554193 },
};

for (const size of [19, 9]) {
  test(`replay corpus${size}: sums, per-game statistics and probes`, { skip }, () => {
    const file = path.join(DIR, `corpus${size}.txt`);
    const games = readCorpus(file);
    const expect = readExpect(file + ".expect");
    const probes = readProbes(file + ".probes");
    assert.equal(expect.length, games.length);
    const rules = new Rules("chinese");
    rules.ko = KoRule.POSITIONAL;
    rules.suicide = SuicideRule.FORBIDDEN;
    const sums = { black: 0, white: 0, capsBlack: 0, capsWhite: 0, area: 0, moves: 0 };
    let probesOk = 0, bad = [], pi = 0;
    probes.sort((a, b) => a.game - b.game || a.ply - b.ply);
    games.forEach((cg, i) => {
      const g = new Game(cg.size, { rules });
      let color = 1, passes = 0;
      for (let k = 0; k <= cg.moves.length; k++) {
        while (pi < probes.length && probes[pi].game === i && probes[pi].ply === k) {
          const p = probes[pi++];
          const got = g.legalReason(p.move, color);
          if (got === PROBE_STATUS[p.reason]) probesOk++;
          else bad.push(`probe game ${i} ply ${k} ${p.move}: expected ${PROBE_STATUS[p.reason]}, got ${got}`);
        }
        if (k === cg.moves.length) break;
        const m = cg.moves[k];
        if (m === "pass") passes++;
        if (!g.isLegal(m, color)) bad.push(`game ${i} move ${k + 1} ${m}: ${g.legalReason(m, color)}`);
        else g.play(m, color);
        color = 3 - color;
      }
      const got = [cg.moves.length, passes, g.stoneCount(1), g.stoneCount(2),
        g.captures.black, g.captures.white, g.areaDifference()];
      if (got.join(" ") !== expect[i].join(" ")) bad.push(`game ${i}: expected ${expect[i].join(" ")}, got ${got.join(" ")}`);
      sums.black += got[2]; sums.white += got[3]; sums.capsBlack += got[4];
      sums.capsWhite += got[5]; sums.area += got[6]; sums.moves += got[0];
      g.free();
    });
    rules.free();
    assert.deepEqual(bad.slice(0, 10), []);
    assert.deepEqual(sums, SUMS[size]);
    assert.equal(probesOk, probes.length);
    assert.ok(probes.length > 0);
  });
}
