// SPDX-License-Identifier: MIT
// The replay corpus format (one game per line: "N move move ...", GTP
// vertices or "pass"), its .expect (per game: moves passes black white
// caps_by_black caps_by_white area) and .probes (game ply move reason
// plies_back) sidecars. Used by the benchmark and by tests/js.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The folder of the replay corpus (corpus19.txt, corpus9.txt and their
 * sidecars, as `gorules-bench gen` writes them) named by
 * GORULES_BENCH_CORPUS, or null when it is not set or holds no corpus. */
export function corpusDir() {
  const dir = process.env.GORULES_BENCH_CORPUS;
  return dir && fs.existsSync(path.join(dir, "corpus19.txt")) ? dir : null;
}

const lines = (file) => fs.readFileSync(file, "utf8").split("\n")
  .filter((l) => l.trim() && !l.startsWith("#"));

/** [{ size, moves: ["D4", "pass", ...] }] */
export function readCorpus(file) {
  return lines(file).map((l) => {
    const t = l.trim().split(/\s+/);
    return { size: Number(t[0]), moves: t.slice(1) };
  });
}

export function readExpect(file) {
  return lines(file).map((l) => l.trim().split(/\s+/).map(Number));
}

export function readProbes(file) {
  return lines(file).map((l) => {
    const [game, ply, move, reason, back] = l.trim().split(/\s+/);
    return { game: Number(game), ply: Number(ply), move, reason, back: Number(back) };
  });
}

/** The status a probe's reason names ("simpleko" and "ko" are both EKO). */
export const PROBE_STATUS = { suicide: "ESUICIDE", simpleko: "EKO", ko: "EKO", superko: "ESUPERKO" };
