#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Timed games through gorules-gtp: time_settings, kgs-time_settings,
time_left, and the extensions gorules-time / gorules-clock.

    gtp_time.py build/tools/gorules-gtp

Each session's answers are compared exactly. The instants follow
docs/clock.md: Japanese byo-yomi (kgs-time_settings byoyomi) calls every
10 s from half the period, then 5 s and 2 s before its end; the last
period counts 1 ... 10 in its final ten seconds, and "10" is the time-out.
Prints "N passed, M failed"; exits 1 on any failure.
"""
import os
import subprocess
import sys
import tempfile


def session(engine, lines):
    p = subprocess.run([engine], input=("\n".join(lines) + "\n").encode(),
                       capture_output=True, timeout=60)
    if p.returncode != 0:
        raise AssertionError(f"exit status {p.returncode}")
    return p.stdout.decode("utf-8").split("\n\n")[:-1]


def state(color, main, period, periods, moves, overtime, flagged):
    return (f"{color} main {main} period {period} periods {periods} "
            f"moves {moves} overtime {overtime} flagged {flagged}")


# (command, expected answer); None: not checked.
BYOYOMI_GAME = [
    ("boardsize 9", "="),
    ("kgs-time_settings byoyomi 60 30 3", "="),
    ("gorules-time 0", "="),                  # Black's time runs
    ("gorules-time 20000", "="),
    ("play b E5", "="),                       # Black: 40 s of main left
    ("gorules-time 50000", "="),
    ("play w C3", "="),                       # White: 30 s left
    # Black's 40 s end at 90 s; the move at 100 s is 10 s into a period.
    ("gorules-time 100000", "="),
    ("play b G7", "="),
    ("gorules-clock", "= " + state("black", "0.000", "30.000", 3, 0, 1, 0) +
     "\n" + state("white", "30.000", "0.000", 3, 0, 0, 0)),
    ("gorules-clock events", "= black 90.000 overtime main time over"),
    # White's 30 s end at 130 s; 20, 25, 28 s of the first period, which
    # is used at 160 s; the move at 165 s is in the second.
    ("gorules-time 165000", "="),
    ("play w C7", "="),
    ("gorules-clock events", "= white 130.000 overtime main time over\n"
     "white 150.000 call 20 seconds\nwhite 155.000 call 25 seconds\n"
     "white 158.000 call 28 seconds\n"
     "white 160.000 period 30 seconds used, 2 left"),
    ("gorules-clock", "= " + state("black", "0.000", "30.000", 3, 0, 1, 0) +
     "\n" + state("white", "0.000", "30.000", 2, 0, 1, 0)),
    # The controller says Black is in its last period.
    ("time_left b 30 1", "="),
    # From 165 s: 20 s at 185 s, then 1 ... 10 at 186 ... 195 s: out.
    ("gorules-time 195000", "="),
    ("play b G3", "? the game is over on time"),
    ("final_score", "= W+T"),
    ("play w D4", "? the game is over on time"),
    # The record keeps the time control and each move's time after it.
    ("printsgf", "= (;FF[4]GM[1]CA[UTF-8]AP[libgorules:VERSION]SZ[9]KM[7.5]"
     "RU[Chinese]RE[W+T]TM[60]\nOT[3x30 byo-yomi]\n;B[ee]BL[40];W[cg]WL[30]"
     ";B[gc]BL[30]OB[3];W[cc]WL[30]OW[2])"),
    ("gorules-clock events zh", "= black 185.000 call 20秒\n" +
     "\n".join(f"black {185 + k}.000 count {k}" for k in range(1, 11)) +
     "\nblack 195.000 timeout 超时"),
    # A new game: full time again, the clock waits for gorules-time.
    ("clear_board", "="),
    ("gorules-clock", "= " + state("black", "60.000", "0.000", 3, 0, 0, 0) +
     "\n" + state("white", "60.000", "0.000", 3, 0, 0, 0)),
    ("play b E5", "="),
    ("final_score", None),
]

SETTINGS = [
    ("boardsize 9", "="),
    ("gorules-clock", "? no time settings"),
    ("time_left b 100 0", "="),               # no settings: nothing kept
    # GTP time_settings: Canadian 25 moves in 5 minutes after 10 minutes.
    ("time_settings 600 300 25", "="),
    ("gorules-clock", "= " + state("black", "600.000", "0.000", 0, 25, 0, 0) +
     "\n" + state("white", "600.000", "0.000", 0, 25, 0, 0)),
    ("time_left w 45 3", "="),
    ("time_left b 590 0", "="),
    ("gorules-clock", "= " + state("black", "590.000", "0.000", 0, 25, 0, 0) +
     "\n" + state("white", "0.000", "45.000", 0, 3, 1, 0)),
    ("time_left w 45 26", "? cannot set the time: a block needs 1 to 25 "
     "moves and time left"),
    ("time_settings 600 0 0", "="),           # absolute
    ("gorules-time 0", "="),
    ("gorules-time 600000", "="),             # Black never moved: out
    ("gorules-clock events", "= black 600.000 timeout time out"),
    ("final_score", "= W+T"),
    ("time_settings 0 1 0", "="),             # no time limit
    ("gorules-time 0", "="),
    ("play b E5", "="),
    ("kgs-time_settings canadian 0 60 5", "="),
    ("kgs-time_settings absolute 300", "="),
    ("kgs-time_settings none", "="),
    ("kgs-time_settings byoyomi 60", "? syntax error"),
    ("kgs-time_settings fischer 60 10", "? syntax error"),
    ("time_settings 10 -1 0", "? syntax error"),
    ("gorules-time -5", "? syntax error"),
]


def run(engine, name, script, passed, failed):
    answers = session(engine, [cmd for cmd, _ in script])
    version = session(engine, ["version"])[0][2:]
    script = [(cmd, want.replace("VERSION", version) if want else want)
              for cmd, want in script]
    if len(answers) != len(script):
        failed.append(f"{name}: {len(answers)} answers to {len(script)} commands")
        return
    for (cmd, want), got in zip(script, answers):
        if want is None:
            continue
        if got.rstrip() == want:
            passed.append(cmd)
        else:
            failed.append(f"{name}: {cmd!r}: expected {want!r}, got {got!r}")


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    passed, failed = [], []
    run(sys.argv[1], "byo-yomi game", BYOYOMI_GAME, passed, failed)
    run(sys.argv[1], "settings", SETTINGS, passed, failed)
    # loadsgf of a timed record: its time control and last times.
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "timed.sgf")
        with open(path, "w") as f:
            f.write("(;FF[4]GM[1]SZ[9]TM[300]OT[25/300 Canadian]"
                    ";B[ee]BL[280.5];W[cc]WL[100]OW[7])")
        run(sys.argv[1], "loadsgf", [
            (f"loadsgf {path}", "= black"),
            ("gorules-clock", "= " +
             state("black", "280.500", "0.000", 0, 25, 0, 0) + "\n" +
             state("white", "0.000", "100.000", 0, 7, 1, 0)),
            ("gorules-time 0", "="),
            ("play b E3", "="),
            ("gorules-clock", None),
        ], passed, failed)
        # The record's time control goes with the record: an untimed one
        # loaded next has none, and printsgf writes no TM / OT for it;
        # the controller's time_settings stay across loadsgf.
        timed = os.path.join(tmp, "a.sgf")
        untimed = os.path.join(tmp, "b.sgf")
        with open(timed, "w") as f:
            f.write("(;FF[4]GM[1]SZ[9]TM[60]OT[3x30 byo-yomi];B[ee])")
        with open(untimed, "w") as f:
            f.write("(;FF[4]GM[1]SZ[9];B[ee])")
        run(sys.argv[1], "loadsgf untimed after timed", [
            (f"loadsgf {timed}", "= white"),
            (f"loadsgf {untimed}", "= white"),
            ("printsgf", "= (;FF[4]GM[1]CA[UTF-8]AP[libgorules:VERSION]SZ[9]"
             "KM[7.5]RU[Chinese]\n;B[ee])"),
            ("gorules-clock", "? no time settings"),
            ("time_settings 60 30 1", "="),
            (f"loadsgf {untimed}", "= white"),
            ("gorules-clock", "= " +
             state("black", "60.000", "0.000", 0, 1, 0, 0) + "\n" +
             state("white", "60.000", "0.000", 0, 1, 0, 0)),
        ], passed, failed)
    for f in failed:
        print("FAIL", f)
    print(f"{len(passed)} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
