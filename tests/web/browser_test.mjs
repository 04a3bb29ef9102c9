// SPDX-License-Identifier: MIT
// The playable page (examples/web) in a real browser: headless Chromium,
// driven over the DevTools protocol on a pipe (--remote-debugging-pipe, no
// extra package). Plays a short 9x9 game with a capture, a refused ko
// retake, two passes and the count, checks what the page shows, and saves
// a screenshot.
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
    `(() => { const r = document.getElementById(${JSON.stringify(id)}).getBoundingClientRect();
              return [r.x + r.width / 2, r.y + r.height / 2]; })()`));

  await page("Emulation.setDeviceMetricsOverride", { width: 1100, height: 760, deviceScaleFactor: 1, mobile: false });
  await page("Page.enable");
  await page("Runtime.enable");
  await page("Page.navigate", { url });
  for (let k = 0; k < 200; k++) {
    if (await evaluate("document.body && document.body.dataset.ready === '1'").catch(() => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  check("page ready", await evaluate("document.body.dataset.ready"), "1");

  // A 9x9 game under the Chinese rules.
  await evaluate("(() => { const s = document.getElementById('size'); s.value = '9'; s.dispatchEvent(new Event('change')); })()");
  check("new game", await text("message"), "New 9×9 game, chinese rules, komi 7.5.");
  // Black builds a wall on the D line, White on the F line; a ko at E5.
  for (const v of ["D1", "F1", "D2", "F2", "D3", "F3", "D4", "F4", "D5", "F6", "D6", "F7", "D7",
                   "F8", "D8", "F9", "D9", "G5", "E4", "E5", "E6", "J5"]) await clickPoint(v);
  await clickPoint("F5");                    // Black takes E5: a ko
  check("capture", await text("captures"), "Prisoners: Black 1, White 0");
  await clickPoint("E5");                    // White retakes at once: refused
  check("ko retake refused", await text("message"),
    "Refused: white E5: immediate ko recapture is forbidden (EKO)");
  check("still White to play", await text("turn"), "White to play (move 24).");
  await clickPoint("D5");                    // occupied
  check("occupied point refused", await text("message"), "Refused: white D5: point is occupied (EOCCUPIED)");
  await clickButton("pass");                 // White passes; Black connects
  await clickPoint("E5");
  await clickButton("pass");
  await clickButton("pass");
  check("game over", await text("turn"), "Game over: mark the dead stones, then Count.");
  check("dead-stone proposal", await text("message"),
    "Two passes: 0 dead stones proposed. Click a group to toggle it.");
  await clickButton("count");
  check("result", await text("result"), "W+2.5");
  check("chinese result", await text("chinese"), "白胜1又1/4子");
  check("totals", await evaluate("[...document.querySelectorAll('#breakdown tr:last-child td')].map((t) => t.textContent).join(' ')"),
    "total 43 45.5");
  check("breakdown rows", await evaluate("document.querySelectorAll('#breakdown tr').length"), 8);

  const shot = await page("Page.captureScreenshot", { format: "png" });
  fs.mkdirSync(path.dirname(SHOT), { recursive: true });
  fs.writeFileSync(SHOT, Buffer.from(shot.data, "base64"));
  console.log(`screenshot: ${SHOT}`);
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
