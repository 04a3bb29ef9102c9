// SPDX-License-Identifier: MIT
// A complete game for two players on one screen, over the gorules package:
// board size, ruleset, komi, handicap and clock chosen; byo-yomi call-outs;
// pass, resign and undo (free in a friendly game, a take-back ruled by the
// referee otherwise); the referee's penalties; at the end the judgement
// marks the dead stones, the players toggle them and the count is shown in
// the ruleset's form; the record is an SGF tree (save, load, variations).
//
// The record is the one source of truth: the position shown is the game at
// the current node (SgfNode.game()). With a referee the record is the
// referee's (Referee.toSgf(), each decision in its node).
import * as gorules from "./gorules/index.js";

const { Color, Life, JudgeFlag, End, IllegalMoveError, GorulesError,
  PRESETS, Referee, Clock, ClockEventKind } = gorules;
const SVG = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);
const CELL = 40, MARGIN = 40;
const NAME = { [Color.BLACK]: "Black", [Color.WHITE]: "White" };

const state = {
  sgf: null,        // the record (Sgf)
  node: null,       // the current node
  rules: "chinese", // the preset
  ref: null,        // the Referee, or null
  game: null,       // the Game at the node (a copy, owned here)
  counting: false,  // the game ended: dead stones are being marked
  clock: null,      // the Clock, or null
  clockStarted: false,
  skew: 0,          // ms added to the real time (the test's fast-forward)
  over: null,       // a result that ended the game off the board ("W+T")
};

function el(name, attrs, parent) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  parent.appendChild(e);
  return e;
}

function message(text, ok = false) {
  $("message").textContent = text;
  $("message").className = ok ? "ok" : "";
}

const now = () => Math.round(performance.now()) + state.skew;

// ---- a new game -----------------------------------------------------------

function rulesWithKomi() {
  const r = new gorules.Rules(state.rules);
  r.komi = Number($("komi").value);
  return r;
}

function newGame() {
  const size = Number($("size").value);
  const handicap = Number($("handicap").value);
  state.rules = $("rules").value;
  let code = $("referee").value;
  if (code !== "none" && handicap > 0) code = "none"; // the referee places no handicap
  state.ref?.free();
  state.ref = null;
  const rules = rulesWithKomi();
  if (code !== "none") {
    state.ref = new Referee(size, { rules, code });
    setRecord(state.ref.toSgf());
  } else {
    const sgf = gorules.newSgf(size);
    const root = sgf.get(0);
    root.set("RU", state.rules);
    root.set("KM", rules.komi);
    if (handicap > 0) {
      root.set("HA", handicap);
      root.set("AB", gorules.fixedHandicap(size, handicap));
      root.setRaw("PL", "W");
    }
    state.sgf?.free();
    state.sgf = sgf;
    state.node = root;
  }
  rules.free();
  state.over = null;
  startClock();
  refresh();
  const how = state.ref ? `${$("referee").selectedOptions[0].textContent} referee`
    : handicap > 0 && $("referee").value !== "none" ? "no referee with handicap stones" : "no referee";
  message(`New ${size}×${size} game, ${state.rules} rules, komi ${state.game.komi}` +
    `${handicap ? `, ${handicap} handicap stones` : ""}, ${how}.`, true);
}

// The record from SGF text (the referee's, or a loaded one); the current
// node is the end of its main line.
function setRecord(text) {
  state.sgf?.free();
  state.sgf = gorules.readSgf(text);
  state.node = state.sgf.get(0).mainLine().at(-1);
}

// ---- the position ---------------------------------------------------------

function refresh() {
  state.game?.free();
  const rules = state.node.root.has("RU") ? null : state.rules;
  state.game = state.node.game(rules ? { rules } : {});
  state.counting = false;
  $("score").hidden = true;
  if (atEnd() && (state.game.endReason === End.PASSES || state.game.endReason === End.AGREEMENT)) {
    startCounting();
  }
  draw();
}

const atEnd = () => state.node.childCount === 0;
const onMainLine = () => state.node.path().every((n) => !n.parent || n.parent.child(0).equals(n));

function isOver() {
  return Boolean(state.over) || state.game.isOver;
}

// ---- drawing ---------------------------------------------------------------

function center(x, y) { return [MARGIN + x * CELL, MARGIN + y * CELL]; }

function drawGrid(svg, w, h) {
  const letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  for (let i = 0; i < w; i++) {
    const [x] = center(i, 0);
    el("line", { x1: x, y1: MARGIN, x2: x, y2: MARGIN + (h - 1) * CELL, stroke: "#333" }, svg);
    el("text", { x, y: 14, "text-anchor": "middle", "font-size": 13 }, svg).textContent = letters[i] ?? "";
  }
  for (let j = 0; j < h; j++) {
    const [, y] = center(0, j);
    el("line", { x1: MARGIN, y1: y, x2: MARGIN + (w - 1) * CELL, y2: y, stroke: "#333" }, svg);
    el("text", { x: 12, y: y + 4, "text-anchor": "middle", "font-size": 12 }, svg).textContent = h - j;
  }
  for (const [x, y] of gorules.starPoints([w, h])) {
    const [cx, cy] = center(x, y);
    el("circle", { cx, cy, r: 4, fill: "#333" }, svg);
  }
}

function drawStones(svg, game, map) {
  const { width: w, height: h } = game;
  const board = game.board();
  const last = state.node.move;
  for (let p = 0; p < w * h; p++) {
    const x = p % w, y = (p / w) | 0;
    const [cx, cy] = center(x, y);
    const c = board[p];
    const dead = c && state.counting && game.life(p) === Life.DEAD;
    if (c) {
      el("circle", { cx, cy, r: CELL * 0.47, fill: c === Color.BLACK ? "#111" : "#f8f8f8",
        stroke: "#000", "stroke-width": 1, opacity: dead ? 0.45 : 1, class: "stone" }, svg);
      if (dead) {
        el("path", { d: `M${cx - 9} ${cy - 9}L${cx + 9} ${cy + 9}M${cx + 9} ${cy - 9}L${cx - 9} ${cy + 9}`,
          stroke: "#d02020", "stroke-width": 3 }, svg);
      }
      if (last?.point && last.point[0] === x && last.point[1] === y && !state.counting) {
        el("circle", { cx, cy, r: 7, fill: "none", stroke: c === Color.BLACK ? "#fff" : "#000",
          "stroke-width": 2 }, svg);
      }
    }
    const owner = map ? map[p] & 3 : 0;
    if ((owner === 1 || owner === 2) && (!c || dead)) {
      el("rect", { x: cx - 7, y: cy - 7, width: 14, height: 14, class: "territory",
        fill: owner === 1 ? "#111" : "#fff", stroke: "#555" }, svg);
    }
  }
  // The children of the node: the next move and its variations, lettered.
  state.node.children.forEach((child, k) => {
    const mv = child.move;
    if (!mv?.point || state.counting) return;
    const [cx, cy] = center(...mv.point);
    el("text", { x: cx, y: cy + 5, "text-anchor": "middle", "font-size": 15, fill: "#a01010",
      class: "variation" }, svg).textContent = "abcdefghijklmnopqrstuvwxyz"[k] ?? "?";
  });
}

function draw() {
  const svg = $("board");
  const game = state.game;
  const { width: w, height: h } = game;
  svg.setAttribute("viewBox", `0 0 ${2 * MARGIN + (w - 1) * CELL} ${2 * MARGIN + (h - 1) * CELL}`);
  svg.replaceChildren();
  drawGrid(svg, w, h);
  drawStones(svg, game, state.counting ? countScore().map : null);
  const ko = game.koPoint;
  if (ko && !state.counting) {
    const [cx, cy] = center(...ko);
    el("rect", { x: cx - 8, y: cy - 8, width: 16, height: 16, fill: "none", stroke: "#a01010",
      "stroke-width": 2 }, svg);
  }
  const caps = game.captures;
  $("turn").textContent = state.counting ? "Game over: toggle the dead stones; the count follows."
    : isOver() ? `Game over: ${resultText()}.`
      : `${NAME[game.toMove]} to play (move ${game.moveNumber + 1}).`;
  $("captures").textContent = `Prisoners: Black ${caps.black}, White ${caps.white}`;
  $("penalties").textContent = state.ref
    ? `Warnings: Black ${state.ref.warnings("black")}, White ${state.ref.warnings("white")}` : "";
  $("count").disabled = !state.counting;
  for (const id of ["pass", "resign"]) $(id).disabled = isOver();
  drawNavigation();
  drawDecisions();
  drawClocks();
}

function drawNavigation() {
  const kids = state.node.children;
  $("back").disabled = $("first").disabled = !state.node.parent;
  $("forward").disabled = $("last").disabled = kids.length === 0;
  const box = $("variations");
  box.replaceChildren();
  if (kids.length > 1) {
    box.append("Variations: ");
    kids.forEach((child, k) => {
      const b = document.createElement("button");
      const mv = child.move;
      b.textContent = `${"abcdefghijklmnopqrstuvwxyz"[k]} ${mv ? (mv.point ? state.game.vertex(mv.point) : "pass") : "…"}`;
      b.className = "variation";
      b.addEventListener("click", () => goTo(child));
      box.append(b);
    });
  }
}

function drawDecisions() {
  const list = $("decisions");
  list.replaceChildren();
  for (const d of state.ref ? state.ref.decisions() : []) {
    const li = document.createElement("li");
    li.textContent = d.text;
    list.appendChild(li);
  }
  $("decisions-box").hidden = !state.ref;
  $("decisions-box").open = list.childElementCount > 0;
}

// ---- the end: judgement, toggles, the count -------------------------------

function startCounting() {
  state.counting = true;
  const g = state.game;
  // A record read back keeps its marks (TB / TW); else the judgement's.
  if (g.marked(Life.DEAD).length === 0) {
    const n = g.markJudged(g.judge({ estimate: true }), JudgeFlag.CERTAIN | JudgeFlag.GUESS);
    message(`The game is over: ${n} dead stone${n === 1 ? "" : "s"} marked. Click a group to toggle it.`, true);
  }
  showCount();
}

function countScore() {
  const penalties = state.ref ? [state.ref.warnings("black"), state.ref.warnings("white")] : [0, 0];
  return state.game.score({ penalties });
}

// The ruleset's form: stones (子) under the Chinese rules, points elsewhere.
function showCount() {
  const s = countScore();
  const chinese = state.rules === "chinese" || state.rules.startsWith("chinese");
  $("score").hidden = false;
  $("result").textContent = chinese ? s.chinese : s.result;
  $("result-other").textContent = chinese ? `${s.result} (points)` : `${s.chinese} (Chinese form)`;
  const rows = [["", "Black", "White"],
    ["stones", s.black.stones, s.white.stones],
    ["territory", s.black.territory, s.white.territory],
    ["captures", s.black.captures, s.white.captures],
    ["dead", s.black.dead, s.white.dead],
    ["dame share", s.black.dameShare, s.white.dameShare],
    ["penalty", s.black.penalty, s.white.penalty],
    ["komi", s.black.komi, s.white.komi],
    ["total", s.black.total, s.white.total]];
  $("breakdown").replaceChildren(...rows.map((r, i) => {
    const tr = document.createElement("tr");
    for (const v of r) {
      const td = document.createElement(i ? "td" : "th");
      td.textContent = v;
      tr.appendChild(td);
    }
    return tr;
  }));
  return s;
}

function toggle(p) {
  const g = state.game;
  if (!g.at(p)) return;
  g.mark(p, g.life(p) === Life.DEAD ? Life.ALIVE : Life.DEAD);
  showCount();
  draw();
}

function resultText() {
  if (state.over) return state.over;
  if (state.ref) return state.ref.result().sgf;
  return state.game.result().sgf;
}

// ---- actions ---------------------------------------------------------------

function canAct() {
  if (isOver()) { message("The game is over."); return false; }
  if (state.ref && !(atEnd() && onMainLine())) {
    message("The referee keeps the main line: go to its end (») to play.");
    return false;
  }
  return true;
}

// After the referee acted: its record, the decision in words, the clock.
function afterReferee(mover, before) {
  const decisions = state.ref.decisions();
  setRecord(state.ref.toSgf());
  refresh();
  const fresh = decisions.slice(before);
  if (fresh.length) message(fresh.map((d) => d.text).join(" "));
  pressClock(mover);
}

function play(pt) {
  if (!canAct()) return;
  const color = state.game.toMove;
  if (state.ref) {
    const before = state.ref.decisions().length;
    try {
      state.ref.play(color, pt);
    } catch (e) {
      if (!(e instanceof GorulesError)) throw e;
      message(`Refused: ${e.message}`);
      return;
    }
    if (state.ref.decisions().length === before) message(pt ? `${state.game.vertex(pt)} played.` : "Pass.", true);
    afterReferee(color, before);
    return;
  }
  const trial = state.game.copy();
  try {
    trial.play(pt, color);
  } catch (e) {
    if (!(e instanceof IllegalMoveError)) throw e;
    message(`Refused: ${e.message} (${e.reason})`);
    return;
  } finally {
    trial.free();
  }
  // Into the tree: the same move as a child is followed, a new one is a
  // new variation.
  const same = state.node.children.find((c) => {
    const mv = c.move;
    return mv && mv.color === color && (mv.point === null ? pt === null
      : pt !== null && mv.point[0] === pt[0] && mv.point[1] === pt[1]);
  });
  const child = same ?? state.node.newChild();
  if (!same) child.setMove(color, pt);
  state.node = child;
  refresh();
  message(pt ? `${state.game.vertex(pt)} played.` : "Pass.", true);
  pressClock(color);
}

function resign() {
  if (!canAct()) return;
  const color = state.game.toMove;
  if (state.ref) {
    const before = state.ref.decisions().length;
    state.ref.resign(color);
    afterReferee(null, before);
  } else {
    state.over = `${color === Color.BLACK ? "W" : "B"}+R`;
    state.sgf.get(0).set("RE", state.over);
    draw();
  }
  message(`${NAME[color]} resigns: ${resultText()}.`, true);
}

// Undo: free in a friendly game (the move stays in the record as a
// variation); with a referee a take-back, ruled by its code (a warning, or
// the game lost once the opponent replied under the club rules).
function undo() {
  if (state.ref) {
    if (isOver()) { message("The game is over."); return; }
    const last = state.game.history.filter((m) => m.kind === gorules.MoveKind.PLAY).at(-1);
    if (!last) { message("Nothing to take back."); return; }
    const before = state.ref.decisions().length;
    state.ref.takeBack(last.color);
    afterReferee(null, before);
    return;
  }
  if (!state.node.parent) { message("Nothing to undo."); return; }
  state.over = null;
  goTo(state.node.parent);
  message("Undone (the move stays in the record as a variation).", true);
}

function goTo(node) {
  state.node = node;
  refresh();
}

// ---- the clock ---------------------------------------------------------------

function startClock() {
  state.clock?.free();
  state.clock = null;
  state.clockStarted = false;
  $("callout").textContent = "";
  const v = $("clock").value;
  if (v === "none") return;
  const [, main, periods, period] = /^(\d+):(\d+)x(\d+)$/.exec(v).map(Number);
  state.clock = new Clock("japanese", { mainMs: main * 60000, periodMs: period * 1000, periods });
}

function pressClock(color) {
  const clock = state.clock;
  if (!clock || color === null || isOver()) return tick();
  const t = now();
  if (!state.clockStarted) {
    clock.start(color === Color.BLACK ? Color.WHITE : Color.BLACK, t);
    state.clockStarted = true;
  } else if (clock.running === color && clock.press(color, t)) {
    return tick();
  }
  tick();
}

function speak(text) {
  try {
    if (window.speechSynthesis) window.speechSynthesis.speak(new SpeechSynthesisUtterance(text));
  } catch { /* no voice: the call-out is on screen */ }
}

// Time passes: the call-outs, and a time-out ends the game (the referee's
// ruling with a referee).
function tick() {
  const clock = state.clock;
  if (!clock || !state.clockStarted) return drawClocks();
  if (!isOver()) clock.advance(now());
  for (let ev; (ev = clock.poll());) {
    const who = NAME[ev.color];
    $("callout").textContent = `${who}: ${ev.text("zh")} (${ev.text("en")})`;
    if (ev.kind === ClockEventKind.CALL || ev.kind === ClockEventKind.COUNT) speak(ev.text("en"));
    if (ev.kind === ClockEventKind.TIMEOUT && !isOver()) timeOut(ev.color);
  }
  drawClocks();
}

function timeOut(color) {
  if (state.ref) {
    const before = state.ref.decisions().length;
    state.ref.timeOut(color);
    afterReferee(null, before);
  } else {
    state.over = `${color === Color.BLACK ? "W" : "B"}+T`;
    state.sgf.get(0).set("RE", state.over);
    draw();
  }
  message(`${NAME[color]} ran out of time: ${resultText()}.`);
}

function clockText(color) {
  if (!state.clock) return `${NAME[color]}: no clock`;
  const s = state.clock.state(color);
  const mmss = (ms) => `${Math.floor(ms / 60000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, "0")}`;
  return s.overtime ? `${NAME[color]}: byo-yomi ${Math.ceil(s.periodMs / 1000)} s × ${s.periods}`
    : `${NAME[color]}: ${mmss(s.mainMs)}`;
}

function drawClocks() {
  for (const c of [Color.BLACK, Color.WHITE]) {
    const box = $(c === Color.BLACK ? "clock-black" : "clock-white");
    box.textContent = clockText(c);
    box.classList.toggle("running", Boolean(state.clock && state.clock.running === c));
  }
}

// ---- SGF save and load -----------------------------------------------------

// The record with the count: RE on the root, TB / TW (territory and dead
// stones) on the last node, so that loading it gives the same count.
function save() {
  if (state.counting) {
    const s = countScore();
    const end = state.node;
    const tb = [], tw = [];
    const { width: w } = state.game;
    s.map.forEach((m, p) => {
      const owner = m & 3, stone = state.game.at(p);
      if (owner && (stone === 0 || state.game.life(p) === Life.DEAD)) {
        (owner === 1 ? tb : tw).push([p % w, (p / w) | 0]);
      }
    });
    for (const [id, points] of [["TB", tb], ["TW", tw]]) {
      if (points.length) end.set(id, points); else end.delete(id);
    }
    state.sgf.get(0).set("RE", s.result);
  }
  const text = state.sgf.toString();
  $("sgf-text").value = text;
  const a = $("download");
  URL.revokeObjectURL(a.href);
  a.href = URL.createObjectURL(new Blob([text], { type: "application/x-go-sgf" }));
  a.download = "game.sgf";
  a.hidden = false;
  message("Saved: the record is in the box (and the download link).", true);
}

function load(text) {
  let sgf;
  try {
    sgf = gorules.readSgf(text);
  } catch (e) {
    if (!(e instanceof GorulesError)) throw e;
    message(`Cannot read the record: ${e.message}`);
    return;
  }
  const root = sgf.get(0);
  state.ref?.free();
  state.ref = root.has("GR") ? Referee.fromSgf(text) : null;
  state.sgf?.free();
  state.sgf = sgf;
  state.node = root.mainLine().at(-1);
  const re = root.get("RE", "");
  state.over = /^[BW]\+[RTF]/.test(re) ? re : null;
  startClock();
  refresh();
  // The settings show the record's (the next new game starts from them).
  const size = String(state.game.width);
  if ([...$("size").options].some((o) => o.value === size)) $("size").value = size;
  $("komi").value = state.game.komi;
  message(`Loaded: ${state.node.depth} nodes on the main line${state.counting ? ", counted" : ""}.`, true);
}

// ---- wiring ------------------------------------------------------------------

function pointAt(event) {
  const svg = $("board");
  const pt = svg.createSVGPoint();
  pt.x = event.clientX; pt.y = event.clientY;
  const p = pt.matrixTransform(svg.getScreenCTM().inverse());
  const x = Math.round((p.x - MARGIN) / CELL), y = Math.round((p.y - MARGIN) / CELL);
  return x >= 0 && y >= 0 && x < state.game.width && y < state.game.height ? [x, y] : null;
}

function setHandicapChoices() {
  const size = Number($("size").value);
  const max = gorules.maxFixedHandicap(size);
  $("handicap").replaceChildren(...Array.from({ length: max < 2 ? 1 : max }, (_, k) =>
    new Option(k === 0 ? "none" : String(k + 1), k === 0 ? "0" : String(k + 1))));
}

$("board").addEventListener("click", (event) => {
  const p = pointAt(event);
  if (!p) return;
  if (state.counting) toggle(p); else play(p);
});
$("pass").addEventListener("click", () => play(null));
$("resign").addEventListener("click", resign);
$("undo").addEventListener("click", undo);
$("count").addEventListener("click", () => message(`Counted: ${showCount().result}.`, true));
$("new").addEventListener("click", newGame);
$("first").addEventListener("click", () => goTo(state.node.root));
$("back").addEventListener("click", () => state.node.parent && goTo(state.node.parent));
$("forward").addEventListener("click", () => state.node.childCount && goTo(state.node.child(0)));
$("last").addEventListener("click", () => goTo(state.node.mainLine().at(-1)));
$("save").addEventListener("click", save);
$("load").addEventListener("click", () => load($("sgf-text").value));
$("sgf-file").addEventListener("change", async (event) => {
  const file = event.target.files[0];
  if (file) load(await file.text());
});
$("rules").replaceChildren(...PRESETS.map((p) => new Option(p, p, p === "chinese", p === "chinese")));
$("rules").addEventListener("change", () => {
  $("komi").value = new gorules.Rules($("rules").value).komi;
});
$("size").addEventListener("change", setHandicapChoices);
setInterval(tick, 200);

// For the browser test: where a vertex is on the screen, and time that
// passes faster.
window.gorulesPage = {
  clientPoint(vertex) {
    const [x, y] = state.game.point(vertex);
    const svg = $("board");
    const pt = svg.createSVGPoint();
    [pt.x, pt.y] = center(x, y);
    const q = pt.matrixTransform(svg.getScreenCTM());
    return [q.x, q.y];
  },
  skip(ms) { state.skew += ms; tick(); },
};
setHandicapChoices();
newGame();
document.body.dataset.ready = "1";
