# SPDX-License-Identifier: MIT
"""Binding overhead, Python side: calls per second of play and is_legal on
the same move list as bench.c and bench.lua (see bindings/README.md).
    PYTHONPATH=build/bindings/python python3 bindings/bench/bench.py
"""
import os
import sys
import time

import gorules
from gorules import core

HERE = os.path.dirname(os.path.abspath(__file__))
moves = open(os.path.join(HERE, "moves19.txt")).read().split()


def rate(f, per_call):
    n, t0 = 0, time.process_time()
    while time.process_time() - t0 < 1.0:
        f()
        n += per_call
    return n / (time.process_time() - t0)


def main():
    g = gorules.Game(19)

    def play_each():
        for v in moves:
            g.play(v)
        g.clear()

    def play_many():
        g.play_many(moves)
        g.clear()

    h = g._g
    pts = [core.point_parse(19, 19, v) for v in moves]
    play_next = core.game_play_next

    def play_core():
        for p in pts:
            play_next(h, p)
        core.game_clear(h)

    res = {"play": rate(play_each, len(moves)),
           "play (core)": rate(play_core, len(moves)),
           "play_many": rate(play_many, len(moves))}
    g.play_many(moves[:len(moves) // 2])
    names = [g.vertex(p) for p in range(361)]
    tuples = [(p % 19, p // 19) for p in range(361)]
    legal_next = core.game_legal_next
    res["is_legal"] = rate(lambda: [g.is_legal(v) for v in names], 361)
    res["is_legal (col,row)"] = rate(lambda: [g.is_legal(v) for v in tuples],
                                     361)
    res["is_legal (core)"] = rate(lambda: [legal_next(h, p)
                                           for p in range(361)], 361)
    print(f"Python {sys.version.split()[0]}  " + "  ".join(
        f"{k} {v / 1e6:.2f}M/s" for k, v in res.items()))


if __name__ == "__main__":
    main()
