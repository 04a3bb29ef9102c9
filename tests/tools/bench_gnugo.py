#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""gorules-bench gen and replay checked against GNU Go.

    bench_gnugo.py path/to/gorules-bench [--games N] [--size N] [--seed S]

Generates N random games (default 10 on 9x9) with `gorules-bench gen`, then
plays every move of each on GNU Go over GTP (`gnugo --mode gtp
--chinese-rules --positional-superko --forbid-suicide`: the generator's
rules) and compares, game by game, GNU Go's final `list_stones black/white`
counts and `captures black/white` with the generator's .expect rows, and
their sums with the sums `gorules-bench replay` prints. Every move must be
accepted by GNU Go. GNU Go keeps only its last 500 moves for superko, so the
board is at most 12x12 (3 * N * N moves at most).

Exit status 0 when all agree, 1 on a disagreement, 77 (skipped) when GNU Go
is not installed. Python 3 standard library only.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

SKIP = 77
LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def find_gnugo():
    for cand in (shutil.which("gnugo"), "/usr/games/gnugo"):
        if cand and os.access(cand, os.X_OK):
            return cand
    return None


def gtp_script(games):
    """One GTP script for every game; returns (text, queries) where queries
    lists, per game, the indexes of its four answers."""
    cmds, queries = [], []
    for size, moves in games:
        cmds += ["boardsize %d" % size, "clear_board"]
        for k, m in enumerate(moves):
            cmds.append("play %s %s" % ("b" if k % 2 == 0 else "w", m))
        first = len(cmds)
        cmds += ["list_stones black", "list_stones white", "captures black",
                 "captures white"]
        queries.append(first)
    cmds.append("quit")
    return "".join("%d %s\n" % (i, c) for i, c in enumerate(cmds)), cmds, \
        queries


def answers(text):
    """{id: (ok, body)} from GNU Go's output."""
    out = {}
    for block in text.split("\n\n"):
        block = block.strip("\n")
        if not block or block[0] not in "=?":
            continue
        head, _, body = block[1:].partition(" ")
        if not head.isdigit():
            head, body = block[1:].split("\n", 1)[0], ""
        out[int(head)] = (block[0] == "=", body.strip())
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("bench")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--size", type=int, default=9)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    gnugo = find_gnugo()
    if not gnugo:
        print("SKIP: GNU Go not found (Debian: gnugo)")
        return SKIP
    if args.size > 12:
        print("bench_gnugo: at most 12x12 (GNU Go's superko history)",
              file=sys.stderr)
        return 2

    with tempfile.TemporaryDirectory() as tmp:
        corpus = os.path.join(tmp, "games.txt")
        subprocess.run([args.bench, "gen", "--size", str(args.size),
                        "--games", str(args.games), "--seed", str(args.seed),
                        "-o", corpus], check=True, stderr=subprocess.DEVNULL)
        replay = subprocess.run([args.bench, "replay", corpus, "--repeat",
                                 "0"], stdout=subprocess.PIPE,
                                universal_newlines=True, check=True).stdout
        sums = dict(kv.split("=", 1) for kv in replay.split() if "=" in kv)
        games = []
        with open(corpus) as f:
            for line in f:
                parts = line.split()
                games.append((int(parts[0]), parts[1:]))
        expect = []
        with open(corpus + ".expect") as f:
            for line in f:
                if line.strip() and not line.startswith("#"):
                    expect.append([int(v) for v in line.split()])

    script, cmds, queries = gtp_script(games)
    p = subprocess.run([gnugo, "--mode", "gtp", "--chinese-rules",
                        "--positional-superko", "--forbid-suicide"],
                       input=script, stdout=subprocess.PIPE,
                       stderr=subprocess.DEVNULL, universal_newlines=True,
                       timeout=600)
    ans = answers(p.stdout)
    errors = 0
    for i, c in enumerate(cmds[:-1]):
        ok, body = ans.get(i, (False, "no answer"))
        if not ok:
            print("bench_gnugo: GNU Go refused `%s`: %s" % (c, body),
                  file=sys.stderr)
            errors += 1
    total = {"black": 0, "white": 0, "caps_black": 0, "caps_white": 0}
    for g, first in enumerate(queries):
        black = len(ans.get(first, (0, ""))[1].split())
        white = len(ans.get(first + 1, (0, ""))[1].split())
        caps_b = int(ans.get(first + 2, (0, "-1"))[1] or -1)
        caps_w = int(ans.get(first + 3, (0, "-1"))[1] or -1)
        total["black"] += black
        total["white"] += white
        total["caps_black"] += caps_b
        total["caps_white"] += caps_w
        want = expect[g][2:6]
        if [black, white, caps_b, caps_w] != want:
            print("bench_gnugo: game %d: GNU Go black %d white %d captures "
                  "%d %d; gorules-bench gen %s" % (g, black, white, caps_b,
                                                   caps_w, want),
                  file=sys.stderr)
            errors += 1
    for key, v in total.items():
        if str(v) != sums.get(key):
            print("bench_gnugo: %s: GNU Go %d, gorules-bench replay %s"
                  % (key, v, sums.get(key)), file=sys.stderr)
            errors += 1
    moves = sum(len(m) for _, m in games)
    print("bench_gnugo: %d games, %d moves on %dx%d; GNU Go: black=%d "
          "white=%d caps_black=%d caps_white=%d; replay: %s"
          % (len(games), moves, args.size, args.size, total["black"],
             total["white"], total["caps_black"], total["caps_white"],
             replay.strip()))
    print("bench_gnugo: %s" % ("agree" if not errors else
                               "%d disagreements" % errors))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
