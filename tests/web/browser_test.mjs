// SPDX-License-Identifier: MIT
// The playable page (examples/web) in a real browser: headless Chromium,
// driven over the DevTools protocol on a pipe (--remote-debugging-pipe, no
// extra package). Plays a whole 9x9 game under the Chinese referee with a
// clock (a capture, a ko retake ruled with a warning, two passes, the
// judgement, dead stones toggled, the count in stones), saves it as SGF,
// reloads it and checks the count, takes the screenshot of that game
// (docs/web-screenshot.png); then browses the record, plays a friendly game
// (undo, variations, a refused move, handicap, resignation) and a timed one
// (a byo-yomi call-out, the time-out).
//
//   node tests/web/browser_test.mjs [WEB_DIR] [SCREENSHOT.png]
//
// WEB_DIR: the assembled page (default build-wasm/web). CHROMIUM: the
// browser (default chromium). Exit 0 pass, 1 fail, 77 no browser.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TOP = path.resolve(HERE, "../..");
const WEB = path.resolve(process.argv[2] || path.join(TOP, "build-wasm/web"));
const SHOT = path.resolve(process.argv[3] || path.join(TOP, "build-wasm/web-screenshot.png"));
const CHROMIUM = process.env.CHROMIUM || "chromium";

if (spawnSync(CHROMIUM, ["--version"]).error) {
  console.log(`browser_test: skipped: ${CHROMIUM} not found`);
  process.exit(77);
}
if (!fs.existsSync(path.join(WEB, "index.html"))) {
  console.error(`browser_test: no page in ${WEB} (build it: cmake --build build-wasm)`);
  process.exit(1);
}

// ---- a static server for the page ----
const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".mjs": "text/javascript",
  ".css": "text/css", ".wasm": "application/wasm", ".json": "application/json" };
const server = http.createServer((req, res) => {
  const rel = decodeURIComponent(new URL(req.url, "http://x").pathname).replace(/^\/+/, "") || "index.html";
  const file = path.join(WEB, rel);
  if (!file.startsWith(WEB) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404); res.end(); return;
  }
  res.writeHead(200, { "content-type": TYPES[path.extname(file)] || "application/octet-stream" });
  fs.createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const url = `http://127.0.0.1:${server.address().port}/index.html`;

// ---- the browser and the protocol ----
const profile = fs.mkdtempSync(path.join(os.tmpdir(), "gorules-chromium-"));
const browser = spawn(CHROMIUM, [
  "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
  "--disable-dev-shm-usage", `--user-data-dir=${profile}`, "--remote-debugging-pipe",
  "about:blank"], { stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"] });
let stderr = "";
browser.stderr.on("data", (d) => { stderr += d; });
const toBrowser = browser.stdio[3], fromBrowser = browser.stdio[4];

let nextId = 1;
const pending = new Map();
let buffered = "";
fromBrowser.on("data", (chunk) => {
  buffered += chunk.toString("utf8");
  let k;
  while ((k = buffered.indexOf("\0")) >= 0) {
    const msg = JSON.parse(buffered.slice(0, k));
    buffered = buffered.slice(k + 1);
    if (msg.id && pending.has(msg.id)) {
      const { resolve, reject } = pending.get(msg.id);
      pending.delete(msg.id);
      if (msg.error) reject(new Error(`${msg.error.message} (${msg.error.code})`));
      else resolve(msg.result);
    }
  }
});
function send(method, params = {}, sessionId) {
  const id = nextId++;
  toBrowser.write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + "\0");
  return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
}

let failures = 0;
function check(what, got, want) {
  const ok = got === want;
  console.log(`${ok ? "ok" : "FAIL"} - ${what}: ${JSON.stringify(got)}${ok ? "" : ` (expected ${JSON.stringify(want)})`}`);
  if (!ok) failures++;
}

const timer = setTimeout(() => {
  console.error("browser_test: timed out\n" + stderr.slice(-2000));
  browser.kill("SIGKILL");
  process.exit(1);
}, 90000);

try {
  const { targetId } = await send("Target.createTarget", { url: "about:blank" });
  const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
  const page = (method, params) => send(method, params, sessionId);
  const evaluate = async (expr) => {
    const r = await page("Runtime.evaluate", { expression: expr, returnByValue: true, awaitPromise: true });
    if (r.exceptionDetails) throw new Error(`page: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`);
    return r.result.value;
  };
  const text = (id) => evaluate(`document.getElementById(${JSON.stringify(id)}).textContent`);
  const click = async ([x, y]) => {
    for (const type of ["mousePressed", "mouseReleased"]) {
      await page("Input.dispatchMouseEvent", { type, x, y, button: "left", clickCount: 1 });
    }
  };
  const clickPoint = async (vertex) => click(await evaluate(`window.gorulesPage.clientPoint(${JSON.stringify(vertex)})`));
  const clickButton = async (id) => click(await evaluate(
    `(() => { const b = document.getElementById(${JSON.stringify(id)});
              b.scrollIntoView({ block: "center" });
              const r = b.getBoundingClientRect();
              return [r.x + r.width / 2, r.y + r.height / 2]; })()`));

  await page("Emulation.setDeviceMetricsOverride", { width: 1100, height: 880, deviceScaleFactor: 1, mobile: false });
  await page("Page.enable");
  await page("Runtime.enable");
  await page("Page.navigate", { url });
  for (let k = 0; k < 200; k++) {
    if (await evaluate("document.body && document.body.dataset.ready === '1'").catch(() => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  check("page ready", await evaluate("document.body.dataset.ready"), "1");

  const setValue = (id, value) => evaluate(`(() => { const s = document.getElementById(${JSON.stringify(id)});
    s.value = ${JSON.stringify(value)}; s.dispatchEvent(new Event("change")); })()`);
  const countText = async () => [await text("result"), await text("result-other")].join(" / ");

  // ---- a whole 9x9 game under the Chinese rules, with the referee and
  // a clock: walls on the D and F lines, a ko at E5.
  await setValue("size", "9");
  await setValue("rules", "chinese");
  await setValue("referee", "chinese");
  await setValue("clock", "10:3x30");
  await clickButton("new");
  check("new game", await text("message"),
    "New 9×9 game, chinese rules, komi 7.5, Chinese Weiqi Rules (2002) referee.");
  for (const v of ["D1", "F1", "D2", "F2", "D3", "F3", "D4", "F4", "D5", "F6", "D6", "F7", "D7",
                   "F8", "D8", "F9", "D9", "G5", "E4", "E5", "E6", "J5"]) await clickPoint(v);
  await clickPoint("F5");                    // Black takes E5: a ko
  check("capture", await text("captures"), "Prisoners: Black 1, White 0");
  check("the clock runs for White", await evaluate("document.querySelector('.clock.running').id"), "clock-white");
  // White retakes at once: the referee rules it (art. 18.3): void, the
  // turn lost and a warning.
  await clickPoint("E5");
  check("ko retake ruled", await text("message"),
    "White retook the ko without a threat: the move is void, White loses the turn and is warned (warning 1; art. 18.3)");
  check("the turn passed", await text("turn"), "Black to play (move 24).");
  check("penalties", await text("penalties"), "Warnings: Black 0, White 1");
  check("decisions listed", await evaluate("document.querySelectorAll('#decisions li').length"), 1);
  await clickPoint("E5");                    // Black connects
  await clickButton("pass");
  await clickButton("pass");
  check("game over", await text("turn"), "Game over: toggle the dead stones; the count follows.");
  check("judgement", await text("message"),
    "The game is over: 0 dead stones marked. Click a group to toggle it.");
  // Area: Black 43 (stones and the A-C columns), White 38 + 7.5; White's
  // warning costs one stone of count, two points of margin (taken from
  // White's total): 43 against 43.5, W+0.5, a quarter stone.
  check("count", await countText(), "白胜1/4子 / W+0.5 (points)");
  const row = (k) => evaluate(`[...document.querySelectorAll('#breakdown tr')].find((r) =>
    r.firstChild.textContent === ${JSON.stringify(k)}).textContent`);
  check("penalty row", await row("penalty"), "penalty02");
  check("totals", await row("total"), "total4343.5");
  // Toggle the black wall (D1 and everything joined to it): all of Black's
  // 12 stones dead, White's area the whole board: 81 + 7.5 - 1 against
  // 0 + 1: W+86.5. Toggle it back: the count again.
  await clickPoint("D1");
  check("toggled dead", await text("result-other"), "W+86.5 (points)");
  await clickPoint("D1");
  check("toggled alive", await countText(), "白胜1/4子 / W+0.5 (points)");

  // ---- save, reload, the same count ----
  await clickButton("save");
  const sgf = await evaluate("document.getElementById('sgf-text').value");
  check("record has the referee's rules", /GR\[chinese\]/.test(sgf), true);
  check("record has the result", /RE\[W\+0\.5\]/.test(sgf), true);
  check("record has the ruling", sgf.includes("C[White retook the ko without a threat"), true);
  await clickButton("new");
  check("a new game is empty", await text("turn"), "Black to play (move 1).");
  await evaluate(`document.getElementById('sgf-text').value = ${JSON.stringify(sgf)}`);
  await clickButton("load");
  check("reloaded: counted", await countText(), "白胜1/4子 / W+0.5 (points)");
  check("reloaded: warnings", await text("penalties"), "Warnings: Black 0, White 1");
  check("reloaded: prisoners", await text("captures"), "Prisoners: Black 1, White 0");

  await evaluate("window.scrollTo(0, 0)");
  const shot = await page("Page.captureScreenshot", { format: "png" });
  fs.mkdirSync(path.dirname(SHOT), { recursive: true });
  fs.writeFileSync(SHOT, Buffer.from(shot.data, "base64"));
  console.log(`screenshot: ${SHOT}`);

  // Browsing the record: back over the two passes and Black's E5, to the
  // node of White's void retake (Black to move, 23 moves played).
  for (let k = 0; k < 3; k++) await clickButton("back");
  check("browsed back", await text("turn"), "Black to play (move 24).");
  await clickPoint("A1");
  check("the referee keeps the main line", await text("message"),
    "The referee keeps the main line: go to its end (») to play.");
  await clickButton("last");
  check("browsed to the end", await text("result-other"), "W+0.5 (points)");

  // ---- a friendly game: free undo, variations, handicap ----
  await setValue("referee", "none");
  await setValue("clock", "none");
  await clickButton("new");
  await clickPoint("D4");
  await clickPoint("E5");
  await clickButton("undo");
  check("undone", await text("turn"), "White to play (move 2).");
  await clickPoint("C3");
  await clickButton("back");
  check("two variations", await text("variations"), "Variations: a E5b C3");
  await evaluate("document.querySelectorAll('#variations button')[0].click()");
  check("variation a's position", await text("turn"), "Black to play (move 3).");
  await clickPoint("D4");
  check("occupied point refused", await text("message"), "Refused: black D4: point is occupied (EOCCUPIED)");
  await setValue("handicap", "2");
  await clickButton("new");
  check("handicap: White first", await text("turn"), "White to play (move 1).");
  check("handicap stones", await evaluate("document.querySelectorAll('#board circle.stone').length"), 2);
  await clickButton("resign");
  check("resigned", await text("turn"), "Game over: B+R.");

  // ---- the count in points under a territory ruleset: Japanese rules,
  // komi 6.5, one black stone: Black's territory is the 80 other points.
  await setValue("handicap", "0");
  await setValue("rules", "japanese");
  check("the ruleset's komi", await evaluate("document.getElementById('komi').value"), "6.5");
  await clickButton("new");
  await clickPoint("E5");
  await clickButton("pass");
  await clickButton("pass");
  check("count in points", await text("result"), "B+73.5");
  await setValue("rules", "chinese");

  // ---- the clock's call-outs and a time-out: 1 min + 3 x 10 s ----
  await setValue("handicap", "0");
  await setValue("clock", "1:3x10");
  await clickButton("new");
  await clickPoint("E5");                    // White's clock starts
  // 60 s of main time, then the first period: "5 s" at 65 s (docs/clock.md).
  await evaluate("window.gorulesPage.skip(65000)");
  check("call-out", await text("callout"), "White: 5秒 (5 seconds)");
  // Three periods end at 90 s: the time-out, B+T.
  await evaluate("window.gorulesPage.skip(25000)");
  check("time-out call", await text("callout"), "White: 超时 (time out)");
  check("lost on time", await text("turn"), "Game over: B+T.");
  await send("Browser.close").catch(() => {});
} catch (e) {
  console.error(`browser_test: ${e.stack || e}\n${stderr.slice(-2000)}`);
  failures++;
} finally {
  clearTimeout(timer);
  server.close();
  if (browser.exitCode === null) {
    const exited = new Promise((r) => browser.once("exit", r));
    browser.kill();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  }
  try { fs.rmSync(profile, { recursive: true, force: true }); } catch { /* the browser's leftovers */ }
}
console.log(failures ? `browser_test: ${failures} check(s) failed` : "browser_test: all checks passed");
process.exit(failures ? 1 : 0);
