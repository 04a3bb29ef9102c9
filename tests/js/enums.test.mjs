// SPDX-License-Identifier: MIT
// The package's enum and status tables are the headers': enums.js is
// generated from include/gorules*.h when the package is built, and every
// table index.js exports is the header's (read again here by
// bindings/gen_enums.py, so that a stale or hand-edited table fails).
//   GORULES_JS=build-wasm/js node --test tests/js/
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TOP = path.resolve(HERE, "../..");
const PKG = path.resolve(process.env.GORULES_JS || path.join(TOP, "build-wasm/js"));
const gr = await import(pathToFileURL(path.join(PKG, "index.js")).href);
const enums = await import(pathToFileURL(path.join(PKG, "enums.js")).href);
const headers = JSON.parse(execFileSync(process.env.PYTHON || "python3",
  [path.join(TOP, "bindings/gen_enums.py"), path.join(TOP, "include"), "--json", "-"],
  { encoding: "utf-8" }));

test("enums.js is the headers' tables", () => {
  const { CONSTANTS, ...tables } = enums;
  assert.deepEqual(Object.keys(tables).sort(), Object.keys(headers.tables).sort());
  for (const [name, members] of Object.entries(headers.tables)) {
    assert.deepEqual({ ...tables[name] }, members, name);
    assert.ok(Object.isFrozen(tables[name]), name);
  }
  assert.deepEqual({ ...CONSTANTS }, headers.constants);
});

test("every table the package exports is the header's", () => {
  let exported = 0;
  for (const [name, members] of Object.entries(headers.tables)) {
    if (!(name in gr)) continue;
    assert.equal(gr[name], enums[name], name);
    assert.deepEqual({ ...gr[name] }, members, name);
    exported++;
  }
  assert.ok(exported >= 25, `${exported} tables exported`);
  assert.equal(gr.MAX_SIZE, headers.constants.MAX_SIZE);
  // the library agrees on the status names
  const cstr = (p) => {
    const heap = gr.core.HEAPU8;
    let end = p;
    while (heap[end]) end++;
    return new TextDecoder().decode(heap.subarray(p, end));
  };
  for (const [name, code] of Object.entries(gr.Status)) {
    assert.equal(cstr(gr.core._gor_status_name(code)), `GOR_${name}`);
  }
  assert.equal(cstr(gr.core._gor_status_name(Math.min(...Object.values(gr.Status)) - 1)),
    "GOR_UNKNOWN");
});
