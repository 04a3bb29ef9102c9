#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Dead stones of finished GNU Go self-play games: gorules-gtp against GNU Go.

    gnugo_deadstones.py path/to/gorules-gtp [--quick | --long] [--seed S]
                        [--budget SIZE:N,...] [--rules japanese|chinese]
                        [--gnugo PATH] [--cache FILE] [--level L] [-v]

GNU Go 3.8 (`gnugo --mode gtp`) plays games against itself to two passes,
under Japanese rules (its default: territory) and under Chinese rules
(--chinese-rules), on 9x9, 13x13 and 19x19, some with fixed handicap.
After the game GNU Go's `final_status_list dead` is read. The same moves
go to gorules-gtp (boardsize, kata-set-rules japanese|chinese, komi,
fixed_handicap, play ...), which then judges with `gorules-mark estimate`
and answers `final_status_list dead`. Printed: per rule set and size the
games, the games whose dead sets are identical, and the stones on which
the two judgements differ, and the totals (agreement = identical games /
games). Games that GNU Go resigns or that do not end within the move cap
are not counted.

--cache FILE keeps the generated games (JSON, rewritten after each game):
an existing file is read instead of playing the games again, so a change in the judgement can be
measured on the same games. Budgets (games per rule set):

    --quick   9x9: 4, 13x13: 1            (CI; under a minute)
    default   9x9: 20, 13x13: 6, 19x19: 3 (about 15 minutes)
    --long    9x9: 100, 13x13: 30, 19x19: 15

Exit status 0 when the agreement is at least --want (default 0: report
only), 1 otherwise, 77 without GNU Go.
"""

import argparse
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gnugo_diff import EngineError, Gtp  # noqa: E402

SKIP = 77
BUDGETS = {
    "quick": {9: 4, 13: 1},
    "default": {9: 20, 13: 6, 19: 3},
    "long": {9: 100, 13: 30, 19: 15},
}
RULESETS = ("japanese", "chinese")
MOVE_CAP = {9: 200, 13: 400, 19: 800}


def play_game(args, size, rules, seed, handicap):
    argv = [args.gnugo, "--mode", "gtp", "--level", str(args.level),
            "--seed", str(seed)]
    if rules == "chinese":
        argv.append("--chinese-rules")
    g = Gtp(argv, "gnugo", args.timeout)
    komi = 0.5 if handicap else (7.5 if rules == "chinese" else 6.5)
    g.one("boardsize %d" % size)
    g.one("komi %s" % komi)
    stones = []
    colour = "b"
    if handicap:
        ok, v = g.one("fixed_handicap %d" % handicap)
        if not ok:
            g.close()
            return None
        stones = v.split()
        colour = "w"
    moves, passes = [], 0
    while passes < 2 and len(moves) < MOVE_CAP[size]:
        ok, v = g.one("genmove %s" % colour)
        if not ok or v.lower() == "resign":
            g.close()
            return None
        moves.append("%s %s" % (colour, v))
        passes = passes + 1 if v.lower() == "pass" else 0
        colour = "w" if colour == "b" else "b"
    if passes < 2:
        g.close()
        return None
    ok, dead = g.one("final_status_list dead")
    g.close()
    return {"size": size, "rules": rules, "komi": komi, "handicap": handicap,
            "stones": stones, "moves": moves, "seed": seed,
            "dead": sorted(dead.split()) if ok else None}


def generate(args, budget):
    rng = random.Random(args.seed)
    games = []
    for rules in RULESETS:
        if args.rules and rules != args.rules:
            continue
        for size, count in sorted(budget.items()):
            for i in range(count):
                seed = rng.randrange(1, 1 << 30)
                # Every third game with handicap (2 or 3 stones).
                handicap = 2 + (i // 3) % 2 if i % 3 == 2 else 0
                game = play_game(args, size, rules, seed, handicap)
                if game:
                    games.append(game)
                    if args.cache:  # kept as it grows
                        with open(args.cache, "w") as fh:
                            json.dump(games, fh)
                if args.v:
                    print("played %s %dx%d seed %d handicap %d: %s" % (
                        rules, size, size, seed, handicap,
                        "ok" if game else "not finished"), flush=True)
    return games


def judge(engine, game):
    cmds = ["boardsize %d" % game["size"], "clear_board",
            "kata-set-rules %s" % game["rules"], "komi %s" % game["komi"]]
    if game["handicap"]:
        cmds.append("set_free_handicap %s" % " ".join(game["stones"]))
    cmds += ["play %s" % m for m in game["moves"]]
    cmds += ["gorules-mark estimate", "final_status_list dead"]
    out = engine.run(cmds)
    bad = [(c, a) for c, a in zip(cmds, out) if not a[0]]
    if bad:
        raise EngineError("gorules-gtp refused %r: %s" % (bad[0][0], bad[0][1][1]))
    return sorted(out[-1][1].split())


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("engine")
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--quick", action="store_true")
    mode.add_argument("--long", action="store_true")
    ap.add_argument("--gnugo", default=os.environ.get("GNUGO", "/usr/games/gnugo"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=600.0)
    ap.add_argument("--cache")
    ap.add_argument("--budget", metavar="SIZE:N,...",
                    help="games per rule set and size, e.g. 9:12,19:2")
    ap.add_argument("--rules", choices=RULESETS,
                    help="only this rule set")
    ap.add_argument("--want", type=float, default=0.0,
                    help="minimum agreement (0..1) for exit status 0")
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args()
    if args.cache and os.path.exists(args.cache):
        with open(args.cache) as fh:
            games = json.load(fh)
    else:
        if not os.path.exists(args.gnugo):
            print("SKIPPED: GNU Go not found at %s" % args.gnugo)
            return SKIP
        budget = BUDGETS["quick" if args.quick else "long" if args.long else "default"]
        if args.budget:
            budget = {int(k): int(v) for k, v in
                      (kv.split(":") for kv in args.budget.split(","))}
        games = generate(args, budget)
        if args.cache:
            with open(args.cache, "w") as fh:
                json.dump(games, fh)
    engine = Gtp([args.engine], "gorules-gtp", 120)
    tally = {}
    for game in games:
        if game["dead"] is None:
            continue
        ours = judge(engine, game)
        key = (game["rules"], game["size"])
        t = tally.setdefault(key, [0, 0, 0])
        t[0] += 1
        same = ours == game["dead"]
        t[1] += same
        diff = set(ours) ^ set(game["dead"])
        t[2] += len(diff)
        if args.v and not same:
            print("differ: %s %dx%d seed %d handicap %d: gnugo only %s, ours only %s" % (
                game["rules"], game["size"], game["size"], game["seed"],
                game["handicap"], sorted(set(game["dead"]) - set(ours)),
                sorted(set(ours) - set(game["dead"]))))
    engine.close()
    games_n = same_n = stones_n = 0
    for (rules, size), (n, same, stones) in sorted(tally.items()):
        print("%-8s %2dx%-2d  games %3d  same dead set %3d  stones differing %d" % (
            rules, size, size, n, same, stones))
        games_n += n
        same_n += same
        stones_n += stones
    agreement = same_n / games_n if games_n else 0.0
    print("total: games %d, same dead set %d (%.1f%%), stones differing %d" % (
        games_n, same_n, 100.0 * agreement, stones_n))
    return 0 if agreement >= args.want else 1


if __name__ == "__main__":
    sys.exit(main())
