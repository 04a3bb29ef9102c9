// SPDX-License-Identifier: MIT
// The JavaScript coverage list (bindings/js/coverage.txt): every public C
// function of include/*.h is listed once, with the package's call that
// reaches it (an export whose code calls the function, or the binding
// helper named after "via") or "-" and the reason none does.
//   GORULES_JS=build-wasm/js node --test tests/js/
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TOP = path.resolve(HERE, "../..");
const PKG = path.resolve(process.env.GORULES_JS || path.join(TOP, "build-wasm/js"));
const gr = await import(pathToFileURL(path.join(PKG, "index.js")).href);

function publicFunctions() {
  const names = [];
  for (const f of fs.readdirSync(path.join(TOP, "include")).filter((n) => n.endsWith(".h")).sort()) {
    const text = fs.readFileSync(path.join(TOP, "include", f), "utf8");
    for (const m of text.matchAll(/^GOR_EXTERN[^;(]*?[ *](gor_[a-z0-9_]+)\(/gm)) names.push(m[1]);
  }
  return names;
}
function readList() {
  const rows = [];
  for (const line of fs.readFileSync(path.join(TOP, "bindings/js/coverage.txt"), "utf8").split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    const m = /^(\S+)\s+(new \S+|\S+)\s*(.*)$/.exec(line.trim());
    rows.push({ name: m[1], call: m[2], how: m[3] });
  }
  return rows;
}
// Whether `call` names something the package exports.
function exists(call) {
  if (call.startsWith("new ")) return typeof gr[call.slice(4)] === "function";
  const [head, member] = call.split(".");
  const x = gr[head];
  if (x === undefined) return false;
  if (member === undefined) return true;
  return typeof x === "function" && (member in x.prototype || member in x);
}

test("every public C function is listed once, and nothing else", () => {
  const pub = publicFunctions();
  const rows = readList();
  assert.ok(pub.length > 250, `only ${pub.length} public functions found`);
  const listed = rows.map((r) => r.name);
  assert.deepEqual(listed.filter((n, i) => listed.indexOf(n) !== i), [], "listed twice");
  assert.deepEqual(pub.filter((n) => !listed.includes(n)), [], "public but not listed");
  assert.deepEqual(listed.filter((n) => !pub.includes(n)), [], "listed but not public");
});

test("each call exists and reaches its C function; each '-' says why", () => {
  const js = fs.readdirSync(PKG).filter((n) => n.endsWith(".js")).map((n) => fs.readFileSync(path.join(PKG, n), "utf8")).join("\n");
  const bind = fs.readFileSync(path.join(TOP, "bindings/gorules_bind.c"), "utf8");
  const gaps = [];
  for (const { name, call, how } of readList()) {
    if (call === "-") {
      if (how.length < 10) gaps.push(`${name}: "-" without a reason`);
      continue;
    }
    if (!exists(call)) gaps.push(`${name}: ${call} is not in the package`);
    const via = /^via (gorb_[a-z0-9_]+)$/.exec(how);
    const used = (n) => new RegExp(`\\b_${n}(?![a-z0-9_])`).test(js);
    if (via) {
      if (!used(via[1])) gaps.push(`${name}: the package never calls ${via[1]}`);
      if (!new RegExp(`\\b${name}(?![a-z0-9_])`).test(bind)) gaps.push(`${name}: ${via[1]} does not call it`);
    } else if (!used(name)) {
      gaps.push(`${name}: the package never calls _${name}`);
    }
  }
  assert.deepEqual(gaps, []);
});
