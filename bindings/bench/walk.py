#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Walk the main line of SGF records as sgfmill's users do, and time it.

    PYTHONPATH=build/bindings/python python3 bindings/bench/walk.py \
        [--sgfmill DIR] [--repeat N] FILE|DIR...

For every record: parse the bytes, take the main line
(get_main_sequence()) and call get_move() on each node; the best of
--repeat passes (3) is reported as records, nodes and MB a second. With
--sgfmill DIR (a folder holding sgfmill's source, which is pure Python
and runs from it), sgfmill's Sgf_game.from_bytes does the same walk on
the same records in the same run, and the ratio is printed; the moves
both found are compared, so that the two did the same work. A record
that one side cannot read is left out of both.
"""
import argparse
import os
import sys
import time

import gorules


def records(paths):
    out = []
    for p in paths:
        if os.path.isdir(p):
            for root, _, files in os.walk(p):
                out += [os.path.join(root, f) for f in sorted(files)
                        if f.lower().endswith(".sgf")]
        else:
            out.append(p)
    data = []
    for f in sorted(out):
        with open(f, "rb") as fh:
            data.append(fh.read())
    return data


def walk_gorules(b):
    sgf = gorules.Sgf.from_bytes(b)
    return [n.get_move() for n in sgf.get_main_sequence()]


def walk_sgfmill(b, sgf):
    game = sgf.Sgf_game.from_bytes(b)
    return [n.get_move() for n in game.get_main_sequence()]


def best(f, texts, repeat):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        for b in texts:
            f(b)
        times.append(time.perf_counter() - t)
    return min(times)


def same_moves(a, b):
    """gorules gives Color members and (col, row) from the top; sgfmill
    'b'/'w' and (row, col) from the bottom: compare colours and count."""
    if len(a) != len(b):
        return False
    for (ca, _), (cb, _) in zip(a, b):
        if (ca is None) != (cb is None):
            return False
        if ca is not None and ca.letter.lower() != cb:
            return False
    return True


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--sgfmill", help="a folder holding sgfmill's source")
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    texts = records(a.paths)
    sgfmill = None
    if a.sgfmill:
        sys.path.insert(0, a.sgfmill)
        from sgfmill import sgf as sgfmill
    usable, nodes, differ = [], 0, 0
    for b in texts:
        try:
            mine = walk_gorules(b)
            theirs = walk_sgfmill(b, sgfmill) if sgfmill else None
        except (gorules.GorulesError, ValueError):
            continue
        if theirs is not None and not same_moves(mine, theirs):
            differ += 1
        usable.append(b)
        nodes += len(mine)
    size = sum(len(b) for b in usable) / 1e6
    print(f"records={len(usable)} of {len(texts)} nodes={nodes} "
          f"bytes={size:.2f}MB" + (f" differ={differ}" if sgfmill else ""))
    t = best(walk_gorules, usable, a.repeat)
    print(f"gorules: {t:.3f} s, {len(usable) / t:,.0f} records/s, "
          f"{nodes / t:,.0f} nodes/s, {size / t:.1f} MB/s")
    if sgfmill:
        s = best(lambda b: walk_sgfmill(b, sgfmill), usable, a.repeat)
        print(f"sgfmill: {s:.3f} s, {len(usable) / s:,.0f} records/s, "
              f"{nodes / s:,.0f} nodes/s, {size / s:.1f} MB/s")
        print(f"gorules is {s / t:.2f}x sgfmill's speed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
