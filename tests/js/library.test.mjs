// SPDX-License-Identifier: MIT
// The package beyond Game: the SGF tree, svg(), the ownership estimate,
// light playouts, the Referee, sign maps and snapshots, and the errors an
// app developer meets (a ruleset misspelt, the I column, a freed object).
//   GORULES_JS=build-wasm/js node --expose-gc --test tests/js/
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PKG = path.resolve(process.env.GORULES_JS || path.join(HERE, "../../build-wasm/js"));
const gr = await import(pathToFileURL(path.join(PKG, "index.js")).href);
const { Game, Referee, Playout, ArgumentError, SgfError, IllegalMoveError, Color, DecisionKind,
  Phase } = gr;

const RECORD = "(;GM[1]FF[4]SZ[9]KM[6.5]PB[Ann]C[root\\]x];B[ee]LB[cc:A][dd:B]TR[gg]AB[aa:bb]" +
  ";W[cc](;B[gc]C[main])(;B[cg]C[var]))";

test("the SGF tree: typed properties, walking, variations", () => {
  const sgf = gr.readSgf(RECORD);
  const root = sgf.get(0);
  assert.equal(root.get("KM"), 6.5);
  assert.equal(root.get("PB"), "Ann");
  assert.equal(root.comment, "root]x");
  assert.deepEqual(root.size, [9, 9]);
  assert.equal(root.isRoot, true);
  assert.equal(root.mainLine().length, 4);
  const n1 = root.child(0);
  assert.deepEqual(n1.move, { color: Color.BLACK, point: [4, 4] });
  assert.deepEqual(n1.get("LB"), [[[2, 2], "A"], [[3, 3], "B"]]);
  assert.deepEqual(n1.get("TR"), [[6, 6]]);
  assert.deepEqual(n1.get("AB"), [[0, 0], [1, 0], [0, 1], [1, 1]]);
  assert.equal(n1.depth, 1);
  assert.ok(n1.parent.equals(root));
  const n2 = n1.child(0);
  assert.deepEqual(n2.children.map((c) => c.comment), ["main", "var"]);
  const variation = n2.child(-1);
  assert.equal(variation.siblings.length, 1);
  assert.equal(variation.path().length, 4);
  assert.equal(root.get("XX"), undefined);
  assert.equal(root.get("XX", "none"), "none");
  sgf.free();
});

test("the SGF tree: the position at a node, editing, writing back", () => {
  const sgf = gr.readSgf(RECORD);
  const variation = sgf.get(0).mainLine()[2].child(1);
  const game = variation.game();
  assert.equal(game.moveNumber, 3);
  assert.equal(game.at("C3"), Color.BLACK);
  assert.equal(game.toMove, Color.WHITE);
  const c = variation.newChild(["white", "D4"]);
  c.set("KM", 7.5);
  c.comment = "new\nline";
  assert.equal(c.toString(), ";W[df]KM[7.5]C[new\nline]");
  assert.equal(c.getRaw("W"), "df");
  c.setRaw("XX", ["a", "b"]);
  assert.deepEqual(c.get("XX"), ["a", "b"]);
  c.delete("XX");
  assert.equal(c.has("XX"), false);
  assert.throws(() => c.setRaw("lower", "x"), ArgumentError);
  assert.throws(() => c.set("B", "Z9"), IllegalMoveError);   // OffBoard
  const again = gr.readSgf(sgf.toString());
  const last = again.get(0).mainLine()[2].child(1).child(0);
  assert.deepEqual(last.move, { color: Color.WHITE, point: [3, 5] });
  assert.equal(last.comment, "new\nline");
  assert.throws(() => gr.readSgf("(;SZ[9];B[ee];W[ee])").get(0).mainLine()[2].game(), IllegalMoveError);
  game.free(); sgf.free(); again.free();
});

test("newSgf builds a record move by move", () => {
  const sgf = gr.newSgf(9);
  const root = sgf.get(0);
  root.set("PB", "Black player");
  let node = root;
  for (const [c, v] of [["B", "E5"], ["W", "C3"], ["B", null]]) node = node.newChild([c, v]);
  assert.equal(sgf.toString(), "(;FF[4]GM[1]CA[UTF-8]SZ[9]PB[Black player]\n;B[ee];W[cg];B[])\n");
  assert.equal(node.game().moveNumber, 3);
  assert.equal(sgf.extendMainLine().depth, 4);
  sgf.free();
});

test("svg(): stones, markup, labels, territory from a score and from an estimate", () => {
  const game = new Game(5);
  game.playMany([["B", "C1"], ["B", "C2"], ["B", "C3"], ["B", "C4"], ["B", "C5"],
    ["W", "D1"], ["W", "D2"], ["W", "D3"], ["W", "D4"], ["W", "D5"]]);
  game.pass(); game.pass();
  const count = (svg, cls) => (svg.match(new RegExp(`class="${cls}"`, "g")) || []).length;
  const plain = game.svg({ markup: { C3: "triangle", D3: gr.SvgMark.CIRCLE }, labels: { A1: "x<y" } });
  assert.ok(plain.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""));
  assert.equal(count(plain, "stone black"), 5);
  assert.equal(count(plain, "stone white"), 5);
  assert.equal(count(plain, "mark triangle"), 1);
  assert.equal(count(plain, "mark circle"), 1);
  assert.ok(plain.includes("x&lt;y"));
  const score = game.score();
  assert.equal(score.result, "W+2.5");
  const counted = game.svg({ ownership: score });
  assert.equal(count(counted, "territory black"), 10);
  assert.equal(count(counted, "territory white"), 5);
  const est = game.ownershipEstimate({ seed: 3 });
  assert.equal(String(est), "W+2.5 (estimate, 64 playouts)");
  assert.equal(est.playouts, gr.OWNERSHIP_PLAYOUTS);
  assert.equal(est.ownedMargin, -2.5);
  assert.equal(est.at("A1"), 81);
  assert.equal(est.at("E1"), -100);
  const estimated = game.svg({ ownership: est });
  assert.equal(count(estimated, "territory black"), 10);
  assert.equal(count(estimated, "territory white"), 5);
  assert.throws(() => game.svg({ markup: { A1: "star" } }), ArgumentError);
  assert.throws(() => game.svg({ ownership: [1, 2] }), ArgumentError);
  assert.deepEqual(Array.from(game.ownershipEstimate({ seed: 3 }).values), Array.from(est.values));
  game.free();
});

test("light playouts: deterministic by seed, restart, board", () => {
  const start = new Game(9);
  const p = new Playout(start);
  assert.equal(p.run(42n), 4912565179385856542n);
  assert.equal(p.over, true);
  assert.equal(p.moveCount, 99);
  assert.equal(p.areaDifference(), -3);
  assert.equal(p.board().length, 81);
  p.restart();
  assert.equal(p.moveCount, 0);
  assert.deepEqual(p.playRandom(1n), [[4, 2], 33554433n]);
  assert.equal(p.moveCount, 1);
  assert.throws(() => p.run(-1), ArgumentError);
  p.free();
  assert.throws(() => p.moveCount, (e) => e instanceof ArgumentError && /Playout was freed/.test(e.message));
  start.free();
});

test("the Referee: a forbidden point, undo, the record and back", () => {
  const ref = new Referee(9);
  assert.equal(ref.play("black", "E5"), DecisionKind.NONE);
  assert.equal(ref.play("white", "E5"), DecisionKind.FORBIDDEN);
  const [d] = ref.decisions();
  assert.equal(d.kind, DecisionKind.FORBIDDEN);
  assert.equal(d.color, Color.WHITE);
  assert.deepEqual(d.point, [4, 4]);
  assert.equal(d.status, "EOCCUPIED");
  assert.equal(d.text, "White played on an occupied point: the move is void and White loses the " +
    "turn (Chinese Weiqi Rules (2002), art. 19)");
  assert.equal(ref.toMove, Color.BLACK);
  assert.equal(ref.phase, Phase.PLAY);
  assert.equal(ref.steps, 2);
  const back = Referee.fromSgf(ref.toSgf());
  assert.deepEqual(back.decisions(), ref.decisions());
  ref.undo();
  assert.equal(ref.decisions().length, 0);
  ref.resign("white");
  assert.equal(ref.result().sgf, "B+R");
  assert.throws(() => new Referee(9, { code: "fifa" }), (e) => e instanceof ArgumentError &&
    e.message === "not a referee code: \"fifa\" (one of chinese, club, reformed)");
  ref.free(); back.free();
});

test("sign maps, snapshots and their difference", () => {
  const game = new Game(9);
  const s0 = game.snapshot();
  game.play("D4"); game.play("E5");
  const s1 = game.snapshot(s0);
  assert.deepEqual(gr.diff(s0, s1), [
    { point: [4, 4], vertex: "E5", before: 0, after: -1 },
    { point: [3, 5], vertex: "D4", before: 0, after: 1 }]);
  assert.deepEqual(s1.diff(s0).map((c) => c.vertex), ["E5", "D4"]);
  assert.equal(s1.signMap[0], s0.signMap[0]);        // unchanged rows shared
  assert.notEqual(s1.signMap[5], s0.signMap[5]);
  assert.ok(Object.isFrozen(s1) && Object.isFrozen(s1.signMap) && Object.isFrozen(s1.signMap[5]));
  assert.deepEqual(s1.lastMove, [4, 4]);
  assert.equal(s1.at("D4"), 1);
  assert.equal(s1.toMove, Color.BLACK);
  assert.equal(s1.moveNumber, 2);
  const copy = gr.fromSignMap(game.signMap(), { toMove: "white", rules: "japanese" });
  assert.deepEqual(copy.signMap(), game.signMap());
  assert.equal(copy.toMove, Color.WHITE);
  assert.equal(copy.moveNumber, 0);
  assert.throws(() => gr.fromSignMap([[0, 2]]), (e) => e instanceof ArgumentError &&
    e.message === "sign map [0][1] is 2, not -1, 0 or 1");
  assert.throws(() => gr.diff(s0, new Game(5).snapshot()), ArgumentError);
  game.free(); copy.free();
});

test("errors say what an app developer got wrong", () => {
  assert.throws(() => new Game(9, { rules: "chinse" }), (e) => e instanceof ArgumentError &&
    e.message.startsWith("\"chinse\" is not a ruleset (did you mean \"chinese\"?): the presets are chinese, japanese,"));
  const game = new Game(9);
  assert.throws(() => game.play("I5"), (e) => e instanceof ArgumentError &&
    e.message === "\"I5\" is not a vertex on 9x9 (GTP has no I column)");
  assert.throws(() => game.play("A0"), (e) => e.message === "\"A0\" is not a vertex on 9x9 (rows count from 1)");
  game.free();
  game.free();                                           // twice is harmless
  assert.throws(() => game.play("E5"), (e) => e instanceof ArgumentError && e.status_name === "EINVAL" &&
    e.message === "this Game was freed (free() was called on it)");
  assert.throws(() => game.width, ArgumentError);
  const clock = new gr.Clock("absolute", { mainMs: 1000 });
  clock.free();
  assert.throws(() => clock.start("black", 0), /this Clock was freed/);
  assert.throws(() => gr.readSgf("(;B)"), SgfError);
});
