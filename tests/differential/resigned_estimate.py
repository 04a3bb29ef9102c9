#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The ownership estimate on games that ended by resignation: does the
estimate (`gorules score --estimate`, 64 playouts, seed 0) put the winner
ahead? Counts the games where the map's result (owned_margin) and the
playouts' average (margin) have the winner's sign, and checks the counts
exactly (they depend only on the records, the seed and the library's light
playouts).

    resigned_estimate.py path/to/gorules [--corpus DIR] [--fox N]
                         [--expect MAP,AVERAGE] [--gnugo PATH [--level L]]

The records are every .sgf file of DIR/scored/ whose RE is a resignation
(CGOS and KataGo games, 9x9 to 19x19), plus with --fox N the first N
(sorted by name) of DIR/games/fox-ai/ (19x19 professional and AI games).
With --gnugo, GNU Go's `estimate_score` (at --level, default 1) is asked
for the same positions in the same run, and its count printed beside
(a record it cannot load counts as a miss, and is listed).
Exit status 0 when the counts are as expected (or none is expected), 1
otherwise, 77 without the corpus ($GORULES_CORPUS, else ../shared/corpus
next to the repository).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus import corpus_dir  # noqa: E402

SKIP = 77


def resigned(top):
    out = []
    for d, _, names in os.walk(top):
        for n in names:
            if not n.endswith(".sgf"):
                continue
            p = os.path.join(d, n)
            with open(p, "rb") as f:
                text = f.read().decode("utf-8", "replace")
            if re.search(r"RE\[[BW]\+R", text):
                out.append(p)
    return sorted(out)


def gnugo_estimate(gnugo, level, path):
    """Black's lead by GNU Go's estimate_score at the record's end, or
    None when it cannot load the record."""
    # GTP arguments cannot hold spaces: a copy under a plain name.
    with tempfile.TemporaryDirectory() as tmp:
        plain = os.path.join(tmp, "record.sgf")
        shutil.copyfile(path, plain)
        cmds = "loadsgf %s\nestimate_score\nquit\n" % plain
        p = subprocess.run([gnugo, "--mode", "gtp", "--level", str(level)],
                           input=cmds, capture_output=True, text=True,
                           timeout=600)
    answers = [l for l in p.stdout.split("\n") if l.startswith(("=", "?"))]
    if len(answers) < 2 or not answers[0].startswith("=") or \
            not answers[1].startswith("="):
        return None
    m = re.match(r"= ([BW])\+([0-9.]+)", answers[1])
    if not m:
        return 0.0 if answers[1].startswith("= 0") else None
    v = float(m.group(2))
    return v if m.group(1) == "B" else -v


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tool")
    ap.add_argument("--corpus")
    ap.add_argument("--fox", type=int, default=0)
    ap.add_argument("--expect")
    ap.add_argument("--gnugo")
    ap.add_argument("--level", type=int, default=1)
    a = ap.parse_args()
    root = corpus_dir(a.corpus)
    scored = os.path.join(root, "scored")
    if not os.path.isdir(scored):
        print("SKIP: %s not found (no test corpus; set GORULES_CORPUS)" % scored)
        return SKIP
    files = resigned(scored)
    if a.fox:
        files += resigned(os.path.join(root, "games", "fox-ai"))[:a.fox]
    games = by_map = by_average = by_gnugo = 0
    gnugo_failed = []
    for f in files:
        p = subprocess.run([a.tool, "score", f, "--estimate", "--json"],
                           capture_output=True, text=True, timeout=120)
        if p.returncode != 0:
            print("FAIL %s: exit %d %s" % (f, p.returncode, p.stderr[:200]))
            return 1
        d = json.loads(p.stdout)
        m = re.match(r"([BW])\+R", d.get("record_result") or "")
        if not m:
            continue
        black_won = m.group(1) == "B"
        e = d["estimate"]
        games += 1
        by_map += (e["owned_margin"] > 0) == black_won
        by_average += (e["margin"] > 0) == black_won
        if a.gnugo:
            lead = gnugo_estimate(a.gnugo, a.level, f)
            if lead is None:
                gnugo_failed.append(f)
            else:
                by_gnugo += (lead > 0) == black_won
    print("resigned games %d: the map puts the winner ahead in %d, the "
          "average in %d" % (games, by_map, by_average))
    if a.gnugo:
        print("GNU Go estimate_score (level %d) on the same positions: %d"
              % (a.level, by_gnugo))
        if gnugo_failed:
            print("GNU Go could not load %d of them:" % len(gnugo_failed))
        for f in gnugo_failed[:10]:
            print("  %s" % f)
    if a.expect:
        want = tuple(int(v) for v in a.expect.split(","))
        if (by_map, by_average) != want:
            print("FAIL: expected %d and %d" % want)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
