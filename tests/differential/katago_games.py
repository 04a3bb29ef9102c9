#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The KataGo-rules games of the corpus scored through gorules-gtp.

    katago_games.py path/to/gorules-gtp [--corpus DIR] [--limit N] [--no-mark] [-v]

The 546 records in scored/katago-adversarial-games/games of the shared
corpus with RU[koPOSITIONALscoreAREAtaxNONEsui1] (positional superko, area
counting, multi-stone suicide legal) are finished bot games whose RE was
counted by KataGo: every point of a pass-alive area counts for its owner,
opposing stones inside included, and the rest is Tromp-Taylor. For each
record the script sends

    kata-set-rules <its RU>      (so that loadsgf judges the moves by them)
    loadsgf FILE
    kata-set-rules <its RU>
    komi <its KM>
    final_score                  (nothing marked: the certain marking)
    gorules-mark auto            (the sound automatic marking, Benson)
    final_score

and compares the last answer with RE. Prints the number of games, how
many reproduce RE, and (for comparison) how many the first final_score
reproduces. With --no-mark it sends only loadsgf, kata-set-rules, komi
and final_score (what a GTP controller does) and compares that answer.
Exit status 0 when every game reproduces, 1 otherwise, 77 without the
corpus ($GORULES_CORPUS, else ../shared/corpus next to the repository).

All 546 games take a few seconds, so the default (used by CI) runs them
all; --limit N runs the first N in name order.
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus import corpus_dir  # noqa: E402
from gnugo_diff import EngineError, Gtp  # noqa: E402

SKIP = 77
RULES = "koPOSITIONALscoreAREAtaxNONEsui1"


def prop(text, name):
    m = re.search(r"(?<![A-Z])%s\[([^\]]*)\]" % name, text)
    return m.group(1) if m else None


def records(root):
    out = []
    for d, _, files in os.walk(root):
        for f in files:
            if f.lower().endswith((".sgf", ".sgfs")):
                path = os.path.join(d, f)
                with open(path, encoding="utf-8", errors="replace") as fh:
                    text = fh.read()
                if prop(text, "RU") == RULES:
                    out.append((path, prop(text, "KM"), prop(text, "RE")))
    return sorted(out)


def same_result(a, b):
    """Equal SGF results: "B+7.5" == "B+7.50"; "0" == "Draw"."""
    def norm(r):
        r = (r or "").strip()
        if r in ("0", "Draw", "D", "Jigo"):
            return ("0", 0.0)
        m = re.fullmatch(r"([BW])\+([0-9.]+)", r)
        return (m.group(1), float(m.group(2))) if m else (r, None)
    return norm(a) == norm(b)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("engine", help="path to the gorules-gtp executable")
    ap.add_argument("--corpus", help="the shared corpus (default $GORULES_CORPUS "
                    "or ../shared/corpus)")
    ap.add_argument("--limit", type=int, default=0, help="only the first N games")
    ap.add_argument("--no-mark", action="store_true",
                    help="no gorules-mark: final_score's own default marking")
    ap.add_argument("-v", "--verbose", action="store_true", help="one line per game")
    args = ap.parse_args()
    games_dir = os.path.join(corpus_dir(args.corpus), "scored",
                             "katago-adversarial-games", "games")
    if not os.path.isdir(games_dir):
        print("SKIP: %s not found (no test corpus; set GORULES_CORPUS)" % games_dir)
        return SKIP
    recs = records(games_dir)
    if args.limit:
        recs = recs[:args.limit]
    try:
        gtp = Gtp([args.engine], "gorules-gtp", 60)
        agree = plain = 0
        failures = []
        for path, km, re_ in recs:
            # The first kata-set-rules makes loadsgf judge the moves under
            # the record's own rules (multi-stone suicides are legal there;
            # under the default rules they would be reported on stderr).
            cmds = ["kata-set-rules %s" % RULES, "loadsgf %s" % path,
                    "kata-set-rules %s" % RULES,
                    "komi %s" % km, "final_score"]
            if args.no_mark:
                cmds = cmds[1:]
            else:
                cmds += ["gorules-mark auto", "final_score"]
            answers = gtp.run(cmds)
            for cmd, (ok, text) in zip(cmds, answers):
                if not ok:
                    raise EngineError("%s: %r failed: %s" % (path, cmd, text))
            if args.no_mark:
                tt, marked, got = answers[3][1], "default", answers[3][1]
            else:
                tt, marked, got = answers[4][1], answers[5][1], answers[6][1]
            good = same_result(got, re_)
            agree += good
            plain += same_result(tt, re_)
            if not good:
                failures.append("%s: RE[%s], final_score %s (%s stones marked dead)"
                                % (os.path.relpath(path, games_dir), re_, got, marked))
            if args.verbose:
                print("%s %s: RE[%s] final_score %s, plain %s, %s dead" % (
                    "ok  " if good else "FAIL", os.path.relpath(path, games_dir),
                    re_, got, tt, marked))
        gtp.close()
    except EngineError as exc:
        print("ERROR: %s" % exc)
        return 1
    for f in failures[:20]:
        print("FAIL " + f)
    if args.no_mark:
        print("katago games (RU %s): %d games, %d reproduce RE through loadsgf + "
              "kata-set-rules + komi + final_score, no marking command"
              % (RULES, len(recs), agree))
    else:
        print("katago games (RU %s): %d games, %d reproduce RE through loadsgf + "
              "kata-set-rules + komi + gorules-mark auto + final_score "
              "(final_score before marking: %d)" % (RULES, len(recs), agree, plain))
    return 0 if recs and agree == len(recs) else 1


if __name__ == "__main__":
    sys.exit(main())
