#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Shrink a disagreement found by gnugo_diff.py to a short reproduction.

    gnugo_diff.py ENGINE --dump found.jsonl ...
    minimize.py ENGINE found.jsonl [--index K] [--any-order]

Reads the K-th JSON line of the dump (the move list and the query on which
gorules-gtp and GNU Go disagreed), then removes moves, and replaces stones by
passes, for as long as every move is still accepted by both engines and the
two still answer the query differently. By default colours keep alternating
(moves are removed two at a time); --any-order also removes single moves.
Prints the GTP commands of the result and the board before the query.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gnugo_diff import Gtp, both  # noqa: E402


class Case:
    def __init__(self, args, rec):
        self.rec = rec
        self.size = rec["size"]
        self.query = rec["query"]
        self.gg = Gtp([args.gnugo, "--mode", "gtp"] + rec["gnugo_options"], "gnugo", 30)
        self.ours = Gtp([args.engine], "gorules-gtp", 30)
        ok, t = self.ours.one("kata-set-rules %s" % rec["rules"])
        if not ok:
            sys.exit("gorules-gtp refuses the rules %s: %s" % (rec["rules"], t))
        both(self.ours, self.gg, ["boardsize %d" % self.size])
        self.tests = 0

    def answers(self, history):
        """The two answers to the query after history, or None if a move
        of history is refused by either engine."""
        self.tests += 1
        cmds = ["clear_board"] + ["play %s %s" % tuple(m) for m in history]
        ra, rb = both(self.ours, self.gg, cmds)
        if not all(a[0] and b[0] for a, b in zip(ra, rb)):
            return None
        ra, rb = both(self.ours, self.gg, [self.query])
        if self.query.startswith("play"):
            return ra[0][0], rb[0][0]  # the next test clears the board
        return ra[0], rb[0]

    def interesting(self, history):
        a = self.answers(history)
        return a is not None and a[0] != a[1]


def shrink(case, hist, step_min):
    chunk = 1
    while chunk * 2 <= len(hist):
        chunk *= 2
    chunk = max(chunk, step_min)
    while chunk >= step_min:
        i, changed = 0, False
        while i < len(hist):
            cand = hist[:i] + hist[i + chunk:]
            if case.interesting(cand):
                hist, changed = cand, True
            else:
                i += chunk
        if not changed:
            chunk //= 2
    return hist


def passify(case, hist):
    for i in range(len(hist) - 1, -1, -1):
        if hist[i][1] != "pass":
            cand = hist[:i] + [[hist[i][0], "pass"]] + hist[i + 1:]
            if case.interesting(cand):
                hist = cand
    return hist


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("engine")
    ap.add_argument("dump")
    ap.add_argument("--index", type=int, default=0, help="which line of the dump (0-based)")
    ap.add_argument("--any-order", action="store_true",
                    help="allow removing single moves (colours may then not alternate)")
    ap.add_argument("--gnugo", default=os.environ.get("GNUGO", "/usr/games/gnugo"))
    args = ap.parse_args()
    with open(args.dump) as f:
        rec = json.loads(f.readlines()[args.index])
    case = Case(args, rec)
    hist = rec["history"]
    if not case.interesting(hist):
        sys.exit("the dumped case does not reproduce")
    step = 1 if args.any_order else 2
    while True:
        n = (len(hist), sum(m[1] != "pass" for m in hist))
        hist = passify(case, shrink(case, hist, step))
        if (len(hist), sum(m[1] != "pass" for m in hist)) == n:
            break
    a, b = case.answers(hist)
    print("# %s, %dx%d, gnugo %s, gorules %s; %d tests" % (
        rec["set"], case.size, case.size, " ".join(rec["gnugo_options"]), rec["rules"],
        case.tests))
    print("boardsize %d" % case.size)
    for m in hist:
        print("play %s %s" % tuple(m))
    print("# before the query:")
    case.ours.run(["clear_board"] + ["play %s %s" % tuple(m) for m in hist])
    print("\n".join("#  " + line for line in case.ours.one("showboard")[1].splitlines()))
    print(case.query)
    print("# gorules-gtp: %s   gnugo: %s" % (a, b))
    why = case.query.replace("is_legal", "gorules-legal").replace("play", "gorules-legal")
    print("# gorules-legal says %s" % case.ours.one(why)[1])


if __name__ == "__main__":
    main()
