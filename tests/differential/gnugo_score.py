#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""final_score of gorules-gtp against GNU Go's --chinese-rules final_score.

    gnugo_score.py path/to/gorules-gtp [--quick | --long] [--seed S] [-v]

Finished games are scored by both engines, under Chinese (area) rules with
komi 7.5, and the results must be the same wherever GNU Go marks no stone
dead (`final_status_list dead` answers nothing): GNU Go counts the other
positions with its own judgement of life and death, which is no reference
(gorules-gtp counts every stone alive unless told otherwise).

Two kinds of finished games:

 - random games, played by gorules-gtp's genmove (a uniformly random legal
   move that does not fill one of the mover's own one-point eyes; a pass
   only when no such move is left), to two passes in a row, on 9x9 and
   19x19 (--sizes); the moves are then played on GNU Go;
 - GNU Go self-play (`gnugo --capture-all-dead`, so that it takes off the
   stones it thinks dead before passing), to two passes in a row, on 9x9
   (and 19x19 in the long mode); the moves are then played on gorules-gtp.
   A game GNU Go resigns, or one longer than the move cap, is not counted.

Both engines use positional superko with suicide forbidden (gorules-gtp
`kata-set-rules chinese`, GNU Go `--chinese-rules --positional-superko`),
so that every move one accepts the other accepts too; a refused move is an
error. GNU Go's final_score reads "B+7.0", "W+0.5" or "0"; gorules-gtp's
"B+7", "W+0.5", "0": the margins are compared as numbers.

Budgets (games; times on a 2-core machine):
    --quick  (CI)   random 9x9 300, 19x19 10; self-play 9x9 6        ~10 s
    default         random 9x9 1000, 19x19 50; self-play 9x9 20,
                    19x19 1                                         ~1 min
    --long          random 9x9 5000, 13x13 200, 19x19 300;
                    self-play 9x9 100, 13x13 5, 19x19 5              ~6 min
--random and --selfplay set other counts ("9:50,13:5"). GNU Go marks some
stones dead in most random 19x19 final positions (although every group
left there has two or more one-point eyes), so few of those are compared.

Prints the games compared, agreements, and games skipped because GNU Go
marked stones dead; exits 1 on any disagreement or engine error, 77 when
GNU Go is missing. Python 3 standard library only.
"""

import argparse
import os
import random
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gnugo_diff import EngineError, Gtp  # noqa: E402

SKIP = 77
KOMI = "7.5"
BUDGETS = {
    "quick": {"random": {9: 300, 19: 10}, "selfplay": {9: 6}},
    "default": {"random": {9: 1000, 19: 50}, "selfplay": {9: 20, 19: 1}},
    "long": {"random": {9: 5000, 13: 200, 19: 300},
             "selfplay": {9: 100, 13: 5, 19: 5}},
}
MOVE_CAP = {9: 1500, 13: 4000, 19: 8000}   # random games end long before
SELFPLAY_CAP = {9: 400, 13: 800, 19: 1200}


def parse_score(text):
    """("B", 7.5), ("W", 0.5) or ("0", 0.0) from a final_score answer."""
    t = text.strip()
    if t in ("0", "Draw", "0.0"):
        return ("0", 0.0)
    m = re.fullmatch(r"([BW])\+([0-9]+(?:\.[0-9]+)?)", t)
    if not m:
        raise EngineError("cannot read the score %r" % text)
    margin = float(m.group(2))
    return ("0", 0.0) if margin == 0 else (m.group(1), margin)


class Tally:
    def __init__(self, name):
        self.name = name
        self.games = self.compared = self.agree = self.skipped = self.excluded = 0
        self.failures = []

    def line(self):
        return ("%-16s games %4d, compared %4d, agree %4d, disagree %d, "
                "skipped (GNU Go marked dead stones) %d%s" % (
                    self.name, self.games, self.compared, self.agree,
                    len(self.failures), self.skipped,
                    ", not finished %d" % self.excluded if self.excluded else ""))


def ours_start(engine, size):
    ours = Gtp([engine], "gorules-gtp", 60)
    for cmd in ("boardsize %d" % size, "kata-set-rules chinese", "komi %s" % KOMI):
        ok, t = ours.one(cmd)
        if not ok:
            raise EngineError("gorules-gtp: %s: %s" % (cmd, t))
    return ours


def gnugo_argv(args, extra=()):
    return [args.gnugo, "--mode", "gtp", "--chinese-rules",
            "--positional-superko", "--forbid-suicide"] + list(extra)


def compare(tally, moves, size, ours, gnugo, label, verbose):
    """Score the position after `moves` on both engines (both have the
    moves played already)."""
    ok1, dead = gnugo.one("final_status_list dead")
    ok2, gscore = gnugo.one("final_score")
    ok3, oscore = ours.one("final_score")
    if not (ok1 and ok2 and ok3):
        raise EngineError("%s: final_score failed: %r %r %r" % (label, dead, gscore, oscore))
    tally.games += 1
    if dead.strip():
        tally.skipped += 1
        if verbose:
            print("skip %s: GNU Go marks dead %s" % (label, " ".join(dead.split())[:60]))
        return
    tally.compared += 1
    if parse_score(gscore) == parse_score(oscore):
        tally.agree += 1
        if verbose:
            print("ok   %s: %d moves, both %s" % (label, len(moves), oscore))
    else:
        tally.failures.append("%s (%dx%d, %d moves): gorules-gtp %s, GNU Go %s; moves: %s"
                              % (label, size, size, len(moves), oscore, gscore,
                                 " ".join(moves)))


def play_all(engine, moves, size, name):
    cmds = ["play %s" % m for m in moves]
    for cmd, (ok, t) in zip(cmds, engine.run(cmds)):
        if not ok:
            raise EngineError("%s refuses %r (%s)" % (name, cmd, t))


def random_games(args, size, count, rng, tally):
    ours = ours_start(args.engine, size)
    gnugo = Gtp(gnugo_argv(args), "gnugo", args.timeout)
    for cmd in ("boardsize %d" % size, "komi %s" % KOMI):
        gnugo.one(cmd)
    for g in range(count):
        seed = rng.getrandbits(48)
        ours.run(["clear_board", "gorules-seed %d" % seed])
        moves, passes, colour = [], 0, "b"
        while passes < 2 and len(moves) < MOVE_CAP[size]:
            ok, v = ours.one("genmove %s" % colour)
            if not ok:
                raise EngineError("gorules-gtp genmove: %s" % v)
            moves.append("%s %s" % (colour, v))
            passes = passes + 1 if v.lower() == "pass" else 0
            colour = "w" if colour == "b" else "b"
        label = "random %dx%d seed %d" % (size, size, seed)
        if passes < 2:
            tally.excluded += 1
            continue
        gnugo.one("clear_board")
        play_all(gnugo, moves, size, "GNU Go")
        compare(tally, moves, size, ours, gnugo, label, args.verbose)
    ours.close()
    gnugo.close()


def selfplay_games(args, size, count, rng, tally):
    ours = ours_start(args.engine, size)
    for g in range(count):
        seed = rng.randrange(1, 1 << 30)
        gnugo = Gtp(gnugo_argv(args, ["--capture-all-dead", "--level", str(args.level),
                                      "--seed", str(seed)]), "gnugo", args.timeout)
        for cmd in ("boardsize %d" % size, "komi %s" % KOMI):
            gnugo.one(cmd)
        moves, passes, colour, resigned = [], 0, "b", False
        while passes < 2 and len(moves) < SELFPLAY_CAP[size]:
            ok, v = gnugo.one("genmove %s" % colour)
            if not ok:
                raise EngineError("GNU Go genmove: %s" % v)
            if v.lower() == "resign":
                resigned = True
                break
            moves.append("%s %s" % (colour, v))
            passes = passes + 1 if v.lower() == "pass" else 0
            colour = "w" if colour == "b" else "b"
        label = "self-play %dx%d seed %d" % (size, size, seed)
        if resigned or passes < 2:
            tally.excluded += 1
        else:
            ours.one("clear_board")
            play_all(ours, moves, size, "gorules-gtp")
            compare(tally, moves, size, ours, gnugo, label, args.verbose)
        gnugo.close()
    ours.close()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("engine", help="path to the gorules-gtp executable")
    ap.add_argument("--gnugo", default=os.environ.get("GNUGO", "/usr/games/gnugo"),
                    help="GNU Go executable (default /usr/games/gnugo or $GNUGO)")
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--quick", action="store_true", help="small budget for CI")
    mode.add_argument("--long", action="store_true", help="large budget")
    ap.add_argument("--seed", type=int, default=1, help="master seed (default 1)")
    ap.add_argument("--random", metavar="SIZE:N,...",
                    help="random games per size instead of the budget's, e.g. 9:50,13:5")
    ap.add_argument("--selfplay", metavar="SIZE:N,...",
                    help="GNU Go self-play games per size instead of the budget's")
    ap.add_argument("--level", type=int, default=1,
                    help="GNU Go level for self-play (default 1, fast)")
    ap.add_argument("--timeout", type=float, default=300.0,
                    help="seconds to wait for one GNU Go answer")
    ap.add_argument("-v", "--verbose", action="store_true", help="one line per game")
    args = ap.parse_args()
    if not (os.path.isfile(args.gnugo) and os.access(args.gnugo, os.X_OK)):
        print("SKIP: GNU Go not found at %s (Debian: gnugo; or --gnugo, $GNUGO)" % args.gnugo)
        return SKIP
    budget = BUDGETS["quick" if args.quick else "long" if args.long else "default"]

    def sizes(text, default):
        if not text:
            return default
        return {int(a): int(b) for a, b in (p.split(":") for p in text.split(","))}

    plan = [("random", size, n) for size, n in sorted(sizes(args.random, budget["random"]).items())]
    plan += [("selfplay", size, n)
             for size, n in sorted(sizes(args.selfplay, budget["selfplay"]).items())]
    rng = random.Random(args.seed)
    tallies = []
    start = time.monotonic()
    try:
        for kind, size, n in plan:
            if n <= 0:
                continue
            t = Tally("%s %dx%d" % ("random" if kind == "random" else "GNU Go self-play",
                                    size, size))
            t0 = time.monotonic()
            (random_games if kind == "random" else selfplay_games)(args, size, n, rng, t)
            print(t.line() + "  %.1fs" % (time.monotonic() - t0))
            sys.stdout.flush()
            tallies.append(t)
    except EngineError as exc:
        print("ERROR: %s" % exc)
        return 1
    failures = [f for t in tallies for f in t.failures]
    for f in failures[:10]:
        print("DISAGREE " + f)
    print("== final_score against GNU Go --chinese-rules: games %d, compared %d, "
          "agree %d, disagree %d, skipped (GNU Go marked dead stones) %d; %.1fs" % (
              sum(t.games for t in tallies), sum(t.compared for t in tallies),
              sum(t.agree for t in tallies), len(failures),
              sum(t.skipped for t in tallies), time.monotonic() - start))
    return 1 if failures or not any(t.compared for t in tallies) else 0


if __name__ == "__main__":
    sys.exit(main())
