// SPDX-License-Identifier: MIT
// The error model shared with Python (tests/python/test_errors.py) and Lua
// (tests/lua/test_errors.lua): the same four names, each carrying .status,
// .status_name and the message.
//   GORULES_JS=build-wasm/js node --test tests/js/
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PKG = path.resolve(process.env.GORULES_JS || path.join(HERE, "../../build-wasm/js"));
const gr = await import(pathToFileURL(path.join(PKG, "index.js")).href);
const { Game, GorulesError, IllegalMoveError, ArgumentError, SgfError } = gr;

// The error f throws, checked to be of class Cls (named Cls's name or a
// subclass's).
function caught(Cls, f) {
  try { f(); } catch (e) {
    assert.ok(e instanceof Cls, `${e && e.name}: ${e && e.message} is not a ${Cls.name}`);
    assert.ok(e instanceof GorulesError && e instanceof Error);
    return e;
  }
  assert.fail(`expected a ${Cls.name}`);
}

test("the four names and the older ones", () => {
  assert.equal(gr.IllegalMove, IllegalMoveError);
  assert.equal(gr.InvalidArgument, ArgumentError);
  for (const Cls of [IllegalMoveError, ArgumentError, SgfError]) {
    assert.ok(Cls.prototype instanceof GorulesError);
  }
  assert.ok(!(SgfError.prototype instanceof ArgumentError));
});

test("a bad move throws IllegalMoveError", () => {
  const g = new Game(9);
  g.play("E5");
  const e = caught(IllegalMoveError, () => g.play("E5"));
  assert.equal(e.name, "IllegalMoveError");
  assert.equal(e.status, -6);
  assert.equal(e.status_name, "EOCCUPIED");
  assert.equal(e.statusName, "EOCCUPIED");
  assert.equal(e.message, "white E5: point is occupied");
  assert.equal(e.reason, "EOCCUPIED");
  assert.equal(e.code, -6);
  assert.equal(g.moveNumber, 1);
});

test("a bad argument throws ArgumentError", () => {
  let e = caught(ArgumentError, () => new Game(53));
  assert.equal(e.name, "ArgumentError");
  assert.equal(e.status, -3);
  assert.equal(e.status_name, "ESIZE");
  e = caught(ArgumentError, () => new Game(9, { rules: "chinesee" }));
  assert.equal(e.status, -4);
  assert.equal(e.status_name, "EPARSE");
  const g = new Game(9);
  e = caught(ArgumentError, () => g.play("D4", "purple"));
  assert.equal(e.status, -13);
  assert.equal(e.status_name, "ECOLOR");
  assert.equal(g.moveNumber, 0);
});

test("a bad SGF throws SgfError", () => {
  let e = caught(SgfError, () => gr.readSgf("(;B)"));
  assert.equal(e.name, "SgfError");
  assert.equal(e.status, -4);
  assert.equal(e.status_name, "EPARSE");
  assert.equal(e.line, 1);
  assert.equal(e.column, 3);
  e = caught(SgfError, () => gr.loadSgf("(;GM[2]SZ[9])"));
  assert.equal(e.status, -1);
  assert.equal(e.status_name, "EINVAL");
  assert.equal(e.message, "GM[2]: not a Go record, not replayed");
  e = caught(IllegalMoveError, () => gr.loadSgf("(;SZ[9];B[ee];W[ee])"));
  assert.equal(e.status_name, "EOCCUPIED");
});

test("history entries count from 1, errors say the range", () => {
  const g = new Game(9);
  assert.throws(() => g.move(1), (e) => e instanceof gr.NoMove &&
    e.message === "no history entry 1: the history is empty");
  g.play("E5"); g.play("D4"); g.undo();
  assert.equal(g.move(1).vertex, "E5");
  assert.equal(g.move(-1).vertex, "E5");
  assert.equal(g.move(2).vertex, "D4");
  assert.deepEqual(g.history[0], g.move(1));
  for (const i of [0, 3, -2]) {
    const e = caught(GorulesError, () => g.move(i));
    assert.equal(e.status_name, "ENOMOVE");
    assert.equal(e.message, `no history entry ${i}: entries count from 1 (1 to 2 here; -1 is the last one played)`);
  }
  assert.equal(caught(GorulesError, () => g.goto(3)).message,
    "no history entry 3: goto takes 0 (the start) to 2");
  g.goto(2);
  assert.equal(g.length, 2);
});

test("readSgfFile gives the collection, loadSgfFile the game, as in Python and Lua", () => {
  const record = path.join(HERE, "../../data/gnugo-selfplay-19x19.sgf");
  const sgf = gr.readSgfFile(record);
  assert.ok(sgf instanceof gr.Sgf);
  assert.equal(sgf.length, 1);
  assert.equal(gr.loadSgfFile(record).moveNumber, 295);
  const e = caught(SgfError, () => gr.readSgfFile("/nonexistent/x.sgf"));
  assert.equal(e.status_name, "EINVAL");
  assert.ok(e.message.startsWith("'/nonexistent/x.sgf': cannot open: "));
});

test("a NUL byte in text is an ArgumentError, not a shorter text", () => {
  const g = new Game(9);
  let e = caught(ArgumentError, () => g.play("D4\0"));
  assert.equal(e.status_name, "EINVAL");
  assert.equal(e.message, 'text with a NUL byte: "D4\\u0000"');
  e = caught(ArgumentError, () => new gr.Rules("chinese\0japanese"));
  assert.equal(e.status_name, "EINVAL");
  assert.equal(g.moveNumber, 0);
});
