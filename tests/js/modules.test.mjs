// SPDX-License-Identifier: MIT
// Both module systems: the package as an app installs it (a folder
// node_modules/gorules pointing at the built package), loaded with
// require() and with import in fresh Node processes (this Node's version;
// the package asks for 18 or later).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PKG = path.resolve(process.env.GORULES_JS || path.join(HERE, "../../build-wasm/js"));

function app() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gorules-app-"));
  fs.mkdirSync(path.join(dir, "node_modules"));
  fs.symlinkSync(PKG, path.join(dir, "node_modules", "gorules"), "dir");
  return dir;
}
const PROGRAM = `
  const game = new gr.Game(9);
  game.play("E5");
  let refused = "";
  try { game.play("E5"); } catch (e) { refused = e instanceof gr.GorulesError ? e.message : "?"; }
  game.pass(); game.pass();
  console.log(JSON.stringify([game.score().result, refused, Object.keys(gr).sort().join(" ")]));
  game.free();`;

test("require('gorules') gives the whole package synchronously, import gives the same names", () => {
  const dir = app();
  try {
    const cjs = JSON.parse(execFileSync(process.execPath,
      ["-e", `const gr = require("gorules");${PROGRAM}`], { cwd: dir, encoding: "utf8" }));
    const esm = JSON.parse(execFileSync(process.execPath,
      ["--input-type=module", "-e", `import * as gr from "gorules";${PROGRAM}`],
      { cwd: dir, encoding: "utf8" }));
    assert.equal(cjs[0], "B+73.5");
    assert.equal(cjs[1], "white E5: point is occupied");
    assert.deepEqual(cjs, esm);
    assert.ok(cjs[2].split(" ").length > 50, cjs[2]);
  } finally { fs.rmSync(dir, { recursive: true, force: true }); }
});

test("load() resolves to the package from either entry", () => {
  const dir = app();
  try {
    const out = execFileSync(process.execPath, ["-e",
      `require("gorules").load().then((gr) => console.log(gr.Game === require("gorules").Game))`],
      { cwd: dir, encoding: "utf8" });
    assert.equal(out.trim(), "true");
    const esm = execFileSync(process.execPath, ["--input-type=module", "-e",
      `import * as gr from "gorules"; gr.load().then((m) => console.log(m.Game === gr.Game))`],
      { cwd: dir, encoding: "utf8" });
    assert.equal(esm.trim(), "true");
  } finally { fs.rmSync(dir, { recursive: true, force: true }); }
});
