#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""GNU Go's and Fuego's end-of-game scoring regressions through gorules-gtp.

    regression_score.py path/to/gorules-gtp [--corpus DIR] [--gnugo [PATH]]
                        [--mark estimate|auto|none] [--expect N] [-v]

Runs the `final_score` checks of GNU Go's score.tst and score2.tst and of
Fuego's scoring_final.tst (games/gnugo-regression, games/fuego-regression
of the shared corpus; the checks a file comments out are left out, as the
engines' own regression runs leave them out). For each check:

    kata-set-rules japanese (GNU Go's default; chinese for Fuego's file)
    loadsgf FILE [N]       (the record's RU and KM apply when it has them)
    gorules-mark estimate  (the end-of-game judgement; --mark auto: only the
                            certain marking, --mark none: nothing)
    final_score

and the answer is matched against the expected pattern. With --gnugo the
same GNU Go checks are run on GNU Go 3.8 (`gnugo --mode gtp`, its own
judgement) for comparison. Prints one line per check (-v: the answers too)
and the totals. Exit status 0 when exactly --expect checks pass (default:
all of them), 1 otherwise, 77 without the corpus.
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus import corpus_dir  # noqa: E402
from gnugo_diff import EngineError, Gtp  # noqa: E402

SKIP = 77

SUITES = [
    ("gnugo-regression", "score.tst", "gnugo"),
    ("gnugo-regression", "score2.tst", "gnugo"),
    ("fuego-regression", "scoring_final.tst", "fuego"),
]


def checks(root):
    """(suite, id, directory, sgf, move or None, pattern, expected failure)."""
    out = []
    for folder, name, kind in SUITES:
        base = os.path.join(root, "games", folder)
        path = os.path.join(base, name)
        if not os.path.exists(path):
            continue
        sgf, move, last = None, None, None
        with open(path, encoding="utf-8") as fh:
            lines = fh.read().splitlines()
        for line in lines:
            s = line.strip()
            m = re.match(r"loadsgf\s+(\S+)(?:\s+(\d+))?", s)
            if m:
                sgf, move = m.group(1), m.group(2)
                continue
            m = re.match(r"(\d+)\s+final_score\s*$", s)
            if m:
                last = m.group(1)
                continue
            m = re.match(r"#\?\s*\[(.*)\](\*?)", s)
            if m and last is not None:
                out.append((name, last, base, sgf, move, m.group(1),
                            m.group(2) == "*"))
                last = None
    return out


def matches(pattern, answer):
    return re.fullmatch(pattern, answer) is not None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("engine")
    ap.add_argument("--corpus")
    ap.add_argument("--gnugo", nargs="?", const="/usr/games/gnugo")
    ap.add_argument("--mark", default="estimate",
                    choices=["estimate", "auto", "none"])
    ap.add_argument("--expect", type=int)
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args()
    root = corpus_dir(args.corpus)
    todo = checks(root)
    if not todo:
        print("SKIPPED: no scoring regressions under %s" % root)
        return SKIP
    passed = gpassed = gcount = 0
    for suite, num, base, sgf, move, pattern, xfail in todo:
        eng = Gtp([args.engine], "gorules-gtp", 60)
        # The engines' defaults for a record without RU: GNU Go counts
        # territory (Japanese), Fuego's scoring_final uses Chinese rules.
        cmds = ["kata-set-rules %s" % ("chinese" if suite == "scoring_final.tst"
                                       else "japanese"),
                "loadsgf %s%s" % (os.path.join(base, sgf),
                                 " " + move if move else "")]
        if args.mark != "none":
            cmds.append("gorules-mark %s" % args.mark)
        cmds.append("final_score")
        try:
            ans = eng.run(cmds)
        except EngineError as exc:
            ans = [(False, str(exc))]
        eng.close()
        got = ans[-1][1] if ans[-1][0] else "error: " + ans[-1][1]
        ok = matches(pattern, got)
        passed += ok
        line = "%-18s %-4s %-5s want %-14s got %-10s" % (
            suite, num, "ok" if ok else "MISS", pattern.replace("\\", ""), got)
        if args.gnugo and suite != "scoring_final.tst":
            cwd = os.getcwd()
            os.chdir(base)
            g = Gtp([args.gnugo, "--mode", "gtp"], "gnugo", 300)
            try:
                gans = g.run(["loadsgf %s%s" % (sgf, " " + move if move else ""),
                              "final_score"])
            except EngineError as exc:
                gans = [(False, str(exc))]
            finally:
                os.chdir(cwd)
            g.close()
            gg = gans[-1][1] if gans[-1][0] else "error"
            gok = matches(pattern, gg)
            gpassed += gok
            gcount += 1
            line += "  gnugo %-10s %s" % (gg, "ok" if gok else "MISS")
        if args.v or not ok:
            print(line, flush=True)
    print("gorules-gtp (%s): %d of %d" % (args.mark, passed, len(todo)))
    if args.gnugo:
        print("gnugo: %d of %d" % (gpassed, gcount))
    want = len(todo) if args.expect is None else args.expect
    if passed != want:
        print("expected %d to pass" % want)
    return 0 if passed == want else 1


if __name__ == "__main__":
    sys.exit(main())
