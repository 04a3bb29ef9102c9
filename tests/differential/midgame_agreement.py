#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The count of an unfinished position against the ownership estimate.

    midgame_agreement.py path/to/gorules [--corpus DIR] [--games N]
                         [--moves 50,100,150] [--gap 30] [--want F] [-v]

At moves 50, 100 and 150 of the first N 19x19 records (sorted by path) of
DIR/games/fox-ai/ that are that long, the position is counted as it
stands (`gorules score --move M --count --dead estimate --json`: the dead
stones from the judgement) and estimated (`gorules score --move M
--estimate --json`: the ownership estimate, 64 playouts, seed 0). The two
should name the same leader (the sign of the margin with komi; a margin
of 0 matches either) and differ by at most --gap points, unless the count
says why (its JSON `warnings`). Printed: positions, same leader, gaps over
--gap with and without a warning, and with -v each disagreement.

Exit status 0 when the share of same leaders is at least --want (default
0: report only) and no gap over --gap lacks a warning, 1 otherwise, 77
without the corpus ($GORULES_CORPUS, else ../shared/corpus next to the
repository).
"""
import argparse
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus import corpus_dir, sgf_texts  # noqa: E402

SKIP = 77


def long_records(top, need):
    out = []
    for p, text in sgf_texts(top):
        if "(;" in text[1:] and text.count("(;") > 1:
            continue  # variations or several games: keep it simple
        if not re.search(r"SZ\[19\]", text) or re.search(r"\bAB\[", text):
            continue  # 19x19 without handicap stones only
        if len(re.findall(r";[BW]\[", text)) >= need:
            out.append(p)
    return sorted(out)


def run(tool, args):
    r = subprocess.run([tool, "score"] + args, capture_output=True,
                       timeout=120)
    if r.returncode not in (0, 1) or not r.stdout:
        return None
    try:
        return json.loads(r.stdout.decode("utf-8", "replace"))
    except ValueError:
        return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("tool")
    ap.add_argument("--corpus")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--moves", default="50,100,150")
    ap.add_argument("--gap", type=float, default=30.0)
    ap.add_argument("--want", type=float, default=0.0)
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()
    top = os.path.join(corpus_dir(a.corpus), "games", "fox-ai")
    if not os.path.isdir(top):
        print("SKIPPED: no corpus at %s" % top)
        return SKIP
    moves = [int(m) for m in a.moves.split(",")]
    files = long_records(top, max(moves))[:a.games]
    n = same = gaps = unwarned = 0
    for path in files:
        for m in moves:
            c = run(a.tool, ["--move", str(m), "--count", "--dead",
                             "estimate", "--json", path])
            e = run(a.tool, ["--move", str(m), "--estimate", "--json", path])
            if not c or not e or "score" not in c:
                continue
            cm = c["score"]["margin"]
            em = e["estimate"]["margin"]
            n += 1
            agree = cm == 0 or em == 0 or (cm > 0) == (em > 0)
            same += agree
            far = abs(cm - em) > a.gap
            warned = bool(c.get("warnings"))
            gaps += far
            unwarned += far and not warned
            if a.v and (not agree or (far and not warned)):
                print("%s move %d: count %+.1f, estimate %+.1f%s" % (
                    os.path.relpath(path, top), m, cm, em,
                    " (warned)" if warned else ""))
    share = same / n if n else 0.0
    print("positions %d, same leader %d (%.1f%%), gaps over %g: %d, "
          "of them without a warning: %d" % (n, same, 100.0 * share, a.gap,
                                             gaps, unwarned))
    return 0 if share >= a.want and not unwarned else 1


if __name__ == "__main__":
    sys.exit(main())
