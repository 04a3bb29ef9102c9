// SPDX-License-Identifier: MIT
// A playable board over the gorules package: click to play, the reason a
// move is refused, pass, undo, a rules selector, the dead-stone proposal
// after two passes (click a group to toggle it), and the count.
import * as gorules from "./gorules/index.js";

const { Game, Color, Life, JudgeFlag, IllegalMove, PRESETS } = gorules;
const SVG = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);
const CELL = 40, MARGIN = 40;

let game = null;
let counting = false;   // the game ended: stones are being marked dead

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

function newGame() {
  if (game) game.free();
  const size = Number($("size").value);
  game = new Game(size, { rules: $("rules").value });
  counting = false;
  $("score").hidden = true;
  message(`New ${size}×${size} game, ${$("rules").value} rules, komi ${game.komi}.`, true);
  draw();
}

// The screen centre of a point (for tests and clicks).
function center(x, y) { return [MARGIN + x * CELL, MARGIN + y * CELL]; }

function draw() {
  const svg = $("board");
  const { width: w, height: h } = game;
  svg.setAttribute("viewBox", `0 0 ${2 * MARGIN + (w - 1) * CELL} ${2 * MARGIN + (h - 1) * CELL}`);
  svg.replaceChildren();
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
  const board = game.board();
  const last = game.length ? game.move(-1) : null;
  const map = counting ? game.score().map : null;
  for (let p = 0; p < w * h; p++) {
    const x = p % w, y = (p / w) | 0;
    const [cx, cy] = center(x, y);
    const c = board[p];
    if (c) {
      const dead = counting && game.life(p) === Life.DEAD;
      el("circle", { cx, cy, r: CELL * 0.47, fill: c === Color.BLACK ? "#111" : "#f8f8f8",
        stroke: "#000", "stroke-width": 1, opacity: dead ? 0.45 : 1 }, svg);
      if (dead) {
        el("path", { d: `M${cx - 9} ${cy - 9}L${cx + 9} ${cy + 9}M${cx + 9} ${cy - 9}L${cx - 9} ${cy + 9}`,
          stroke: "#d02020", "stroke-width": 3 }, svg);
      }
      if (last && last.point && last.point[0] === x && last.point[1] === y && !counting) {
        el("circle", { cx, cy, r: 7, fill: "none", stroke: c === Color.BLACK ? "#fff" : "#000",
          "stroke-width": 2 }, svg);
      }
    }
    if (map && (!c || game.life(p) === Life.DEAD)) {
      const owner = map[p] & 3;
      if (owner === 1 || owner === 2) {
        el("rect", { x: cx - 7, y: cy - 7, width: 14, height: 14,
          fill: owner === 1 ? "#111" : "#fff", stroke: "#555" }, svg);
      }
    }
  }
  const ko = game.koPoint;
  if (ko && !counting) {
    const [cx, cy] = center(...ko);
    el("rect", { x: cx - 8, y: cy - 8, width: 16, height: 16, fill: "none", stroke: "#a01010",
      "stroke-width": 2 }, svg);
  }
  const caps = game.captures;
  $("turn").textContent = game.isOver
    ? "Game over: mark the dead stones, then Count."
    : `${game.toMove === Color.BLACK ? "Black" : "White"} to play (move ${game.moveNumber + 1}).`;
  $("captures").textContent = `Prisoners: Black ${caps.black}, White ${caps.white}`;
  $("count").disabled = !counting;
  $("pass").disabled = counting;
}

function pointAt(event) {
  const svg = $("board");
  const pt = svg.createSVGPoint();
  pt.x = event.clientX; pt.y = event.clientY;
  const p = pt.matrixTransform(svg.getScreenCTM().inverse());
  const x = Math.round((p.x - MARGIN) / CELL), y = Math.round((p.y - MARGIN) / CELL);
  return x >= 0 && y >= 0 && x < game.width && y < game.height ? [x, y] : null;
}

function play(vertex) {
  try {
    game.play(vertex);
    message(vertex === null ? "Pass." : `${game.vertex(game.move(-1).point)} played.`, true);
  } catch (e) {
    if (!(e instanceof IllegalMove)) throw e;
    message(`Refused: ${e.message} (${e.reason})`);
    draw();
    return;
  }
  if (game.isOver) startCounting();
  draw();
}

function startCounting() {
  counting = true;
  // The engine's proposal: stones it judges dead, sure or guessed.
  const n = game.markJudged(game.judge({ estimate: true }), JudgeFlag.CERTAIN | JudgeFlag.GUESS);
  message(`Two passes: ${n} dead stone${n === 1 ? "" : "s"} proposed. Click a group to toggle it.`, true);
}

function toggle(p) {
  if (!game.at(p)) return;
  game.mark(p, game.life(p) === Life.DEAD ? Life.ALIVE : Life.DEAD);
  draw();
}

function count() {
  const s = game.score();
  $("score").hidden = false;
  $("result").textContent = s.result;
  $("chinese").textContent = s.chinese;
  const rows = [["", "Black", "White"],
    ["stones", s.black.stones, s.white.stones],
    ["territory", s.black.territory, s.white.territory],
    ["captures", s.black.captures, s.white.captures],
    ["dead", s.black.dead, s.white.dead],
    ["dame share", s.black.dameShare, s.white.dameShare],
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
  message(`Counted: ${s.result}.`, true);
}

$("board").addEventListener("click", (event) => {
  const p = pointAt(event);
  if (!p) return;
  if (counting) toggle(p); else play(p);
});
$("pass").addEventListener("click", () => play(null));
$("undo").addEventListener("click", () => {
  try { game.undo(); } catch { message("Nothing to undo."); return; }
  counting = false;
  $("score").hidden = true;
  message("Undone.", true);
  draw();
});
$("new").addEventListener("click", newGame);
$("count").addEventListener("click", count);
$("rules").replaceChildren(...PRESETS.map((p) => new Option(p, p, p === "chinese", p === "chinese")));
$("rules").addEventListener("change", newGame);
$("size").addEventListener("change", newGame);

// For the browser test: the client coordinates of a vertex.
window.gorulesPage = {
  clientPoint(vertex) {
    const [x, y] = game.point(vertex);
    const svg = $("board");
    const pt = svg.createSVGPoint();
    [pt.x, pt.y] = center(x, y);
    const q = pt.matrixTransform(svg.getScreenCTM());
    return [q.x, q.y];
  },
};
newGame();
document.body.dataset.ready = "1";
