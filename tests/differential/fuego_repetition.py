#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Fuego's repetition.tst through gorules-gtp.

    fuego_repetition.py path/to/gorules-gtp [--corpus DIR] [-v]

Runs the GTP regression script games/fuego-regression/repetition.tst of
the shared corpus (15 `is_legal` checks under simple ko, situational and
positional superko) on gorules-gtp and compares every answer with the
script's expected one (`#? [1]`). Fuego's commands are mapped:

    loadsgf FILE [N]              loadsgf FILE [N]  (the position before
                                  move N; FILE relative to the .tst file)
    go_param_rules ko_rule simple       kata-set-rules koSIMPLE...
    go_param_rules ko_rule superko      kata-set-rules koSITUATIONAL...
    go_param_rules ko_rule pos_superko  kata-set-rules koPOSITIONAL...
    go_rules cgos|chinese|japanese|kgs  kata-set-rules (the same settings)

Fuego's other rule settings stay its defaults: suicide forbidden, area
counting. The corpus is read in place ($GORULES_CORPUS, else
../shared/corpus next to the repository); without it the script prints
SKIPPED and exits 77. Exit status 0 when every check passes, 1 otherwise.
Takes well under a second (there is no longer mode: the script is small).
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus import corpus_dir  # noqa: E402
from gnugo_diff import EngineError, Gtp  # noqa: E402

SKIP = 77

# Fuego's ko rules and named rules as kata-set-rules strings.
KO = {"simple": "SIMPLE", "superko": "SITUATIONAL", "pos_superko": "POSITIONAL"}
NAMED = {  # GoRules::SetNamedRules
    "cgos": "koPOSITIONALscoreAREAtaxNONEsui0",
    "chinese": "koPOSITIONALscoreAREAtaxNONEsui0",
    "japanese": "koSIMPLEscoreTERRITORYtaxSEKIsui0",
    "kgs": "koPOSITIONALscoreAREAtaxNONEsui0",
}


def translate(line, base, state):
    """The gorules-gtp command for one line of the script, or None."""
    words = line.split()
    cmd = words[0]
    if cmd == "loadsgf":
        path = os.path.join(base, words[1])
        return " ".join(["loadsgf", path] + words[2:])
    if cmd == "go_param_rules" and len(words) == 3 and words[1] == "ko_rule":
        state["ko"] = KO[words[2]]
        return "kata-set-rules ko%sscoreAREAtaxNONEsui0" % state["ko"]
    if cmd == "go_rules" and len(words) == 2 and words[1] in NAMED:
        rules = NAMED[words[1]]
        state["ko"] = re.match(r"ko([A-Z]+)score", rules).group(1)
        return "kata-set-rules %s" % rules
    if cmd in ("is_legal", "boardsize", "clear_board", "play", "komi"):
        return line
    raise ValueError("no translation for %r" % line)


def run(engine, tst, verbose):
    base = os.path.dirname(tst)
    lines = open(tst, encoding="utf-8").read().splitlines()
    gtp = Gtp([engine], "gorules-gtp", 30)
    state = {"ko": "POSITIONAL"}
    passed = failed = 0
    pending = None  # (id, command, answer) waiting for its "#?" line
    for raw in lines:
        line = raw.strip()
        if line.startswith("#?"):
            want = re.match(r"#\?\s*\[(.*)\](\*?)", line)
            if pending is None or not want:
                continue
            num, cmd, (ok, got) = pending
            pending = None
            expect, known_fail = want.group(1), want.group(2) == "*"
            good = ok and re.fullmatch(expect, got) is not None
            tag = "ok  " if good else "FAIL"
            if verbose or not good:
                print("%s %s %s (ko %s): got %r, expected %r%s" % (
                    tag, num, cmd, state["ko"], got if ok else "? " + got, expect,
                    " (a known failure for Fuego)" if known_fail else ""))
            if good:
                passed += 1
            else:
                failed += 1
            continue
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        num = None
        m = re.match(r"(\d+)\s+(.*)", line)
        if m:
            num, line = m.group(1), m.group(2)
        cmd = translate(line, base, state)
        ok, answer = gtp.one(cmd)
        if num is not None:
            pending = (num, cmd.replace(base + os.sep, ""), (ok, answer))
        elif not ok:
            raise EngineError("%r failed: %s" % (cmd, answer))
    gtp.close()
    return passed, failed


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("engine", help="path to the gorules-gtp executable")
    ap.add_argument("--corpus", help="the shared corpus (default $GORULES_CORPUS "
                    "or ../shared/corpus)")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every check")
    args = ap.parse_args()
    tst = os.path.join(corpus_dir(args.corpus), "games", "fuego-regression",
                       "repetition.tst")
    if not os.path.exists(tst):
        print("SKIP: %s not found (no test corpus; set GORULES_CORPUS)" % tst)
        return SKIP
    try:
        passed, failed = run(args.engine, tst, args.verbose)
    except (EngineError, ValueError, KeyError) as exc:
        print("ERROR: %s" % exc)
        return 1
    print("fuego repetition.tst: %d passed, %d failed" % (passed, failed))
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
