#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The replay workload of gorules-bench, from Python.

    PYTHONPATH=build/bindings/python python3 examples/python/bench.py \\
        replay corpus19.txt [--repeat N] [--mode MODE]   (gorules-bench gen)

(after `cmake --install build`, plain `python3 examples/python/bench.py ...`).
Reads the corpus (one game per line, "N move move ...", GTP vertices or
"pass"), parses it untimed, then replays it N times (default 5) in each mode,
every game on a fresh board and history (Game.clear()), Black first:

  bulk   one call per game: gorules.core.game_play_list(handle, codes, 0),
         the codes (4 * point + colour) made beforehand
  play   one idiomatic call per move: game.play(vertex)
  core   what gorules-bench replay does, through the raw calls:
         core.game_legal(handle, colour, point), then core.game_play(...)

and prints one line per mode, the keys of `gorules-bench replay` plus the
mode and moves_per_sec:

  mode=bulk moves=M ns_per_move=MEDIAN min=MIN max=MAX moves_per_sec=R
  black=B white=W caps_black=CB caps_white=CW illegal=I games=G

The sums (final stones, captures) are taken at the end of each game of each
pass and must equal those of gorules-bench replay. Exit status 1 if a move
was refused or two modes disagree.
"""
import argparse
import sys
import time

import gorules
from gorules import core

MODES = ("bulk", "play", "core")


def read_corpus(path):
    """[(size, [vertex, ...]), ...]"""
    games = []
    with open(path) as f:
        for line in f:
            parts = line.split()
            if not parts or parts[0].startswith("#"):
                continue
            games.append((int(parts[0]), parts[1:]))
    return games


def replay_pass(mode, games, prepared, boards):
    """One timed pass; returns (seconds, sums, illegal)."""
    black = white = caps_b = caps_w = illegal = 0
    stone_count, captures = core.game_stone_count, core.game_captures
    B, W = core.BLACK, core.WHITE
    t0 = time.perf_counter()
    if mode == "bulk":
        play_list = core.game_play_list
        for size, codes in prepared:
            h = boards[size]._g
            core.game_clear(h)
            done = 0
            while done < len(codes):
                played, status = play_list(h, codes[done:] if done else codes,
                                           0)
                done += played
                if status:          # refused: count it, go on after it
                    illegal += 1
                    done += 1
            black += stone_count(h, B)
            white += stone_count(h, W)
            caps_b += captures(h, B)
            caps_w += captures(h, W)
    elif mode == "play":
        illegal_move = gorules.IllegalMove
        for size, vertices in games:
            g = boards[size]
            g.clear()
            play = g.play
            for v in vertices:
                try:
                    play(v)
                except illegal_move:
                    illegal += 1
            h = g._g
            black += stone_count(h, B)
            white += stone_count(h, W)
            caps_b += captures(h, B)
            caps_w += captures(h, W)
    else:
        legal, play = core.game_legal, core.game_play
        for size, codes in prepared:
            h = boards[size]._g
            core.game_clear(h)
            for code in codes:
                p, c = code >> 2, code & 3
                if legal(h, c, p) == 0:
                    play(h, c, p)
                else:
                    illegal += 1
            black += stone_count(h, B)
            white += stone_count(h, W)
            caps_b += captures(h, B)
            caps_w += captures(h, W)
    seconds = time.perf_counter() - t0
    return seconds, (black, white, caps_b, caps_w), illegal


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("command", choices=["replay"])
    ap.add_argument("file")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--mode", choices=("all",) + MODES, default="all")
    args = ap.parse_args()

    games = read_corpus(args.file)
    nmoves = sum(len(m) for _, m in games)
    prepared = []          # (size, [4 * point + colour, ...])
    for size, vertices in games:
        codes = []
        for k, v in enumerate(vertices):
            p = core.point_parse(size, size, v)
            codes.append(4 * p + (core.BLACK if k % 2 == 0 else core.WHITE))
        prepared.append((size, codes))
    boards = {size: gorules.Game(size, rules="chinese")
              for size in {s for s, _ in games}}

    status, seen = 0, set()
    for mode in MODES if args.mode == "all" else (args.mode,):
        times = []
        for _ in range(max(1, args.repeat)):
            seconds, sums, illegal = replay_pass(mode, games, prepared,
                                                 boards)
            times.append(seconds * 1e9 / nmoves)
        times.sort()
        n = len(times)
        median = (times[n // 2] if n % 2 else
                  (times[n // 2 - 1] + times[n // 2]) / 2)
        print("mode=%s moves=%d ns_per_move=%.1f min=%.1f max=%.1f "
              "moves_per_sec=%.0f black=%d white=%d caps_black=%d "
              "caps_white=%d illegal=%d games=%d"
              % ((mode, nmoves, median, times[0], times[-1], 1e9 / median)
                 + sums + (illegal, len(games))), flush=True)
        seen.add(sums)
        if illegal:
            status = 1
    if len(seen) > 1:
        print("bench.py: the modes disagree on the sums", file=sys.stderr)
        status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
