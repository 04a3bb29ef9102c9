#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Which first moves are played in a collection of 19x19 games, and how
does Black fare after each? A question an opening researcher asks of every
new database.

    python3 first_moves.py FOLDER                      # the table
    python3 first_moves.py FOLDER --svg board.svg      # and a board
    python3 first_moves.py FOLDER --plot moves.png     # and a bar chart
                                                       # (needs matplotlib)

Every SGF file under FOLDER is read (its first game); a game counts when
it is 19x19, has no handicap (no HA of 2 or more, no setup stones) and
Black plays the first move. The first move is folded by the board's eight
symmetries into one corner triangle, so that Q16, D4, Q4 and D16 (all the
4-4 point) count together; it is named by its canonical vertex in the
upper-right corner (R16 is the 3-4 point "komoku", Q16 the 4-4 "hoshi",
R17 the 3-3, Q17 folds onto R16, R15 the 3-5 "takamoku", P16 the 4-5
"mokuhazushi"; K10 is tengen). Black's result comes from RE (via
gorules.parse_result): a win, a loss, or neither (draws, no result, a
missing or unreadable RE) which the table counts apart.

The board (--svg) shows each first move's share of the games (percent) at
its canonical point, a triangle for those under 1% (in Jupyter:
IPython.display.SVG(board_svg(stats))).
"""
import argparse
import concurrent.futures
import os
import sys
from typing import Dict, List, Optional, Tuple

import gorules

SIZE = 19


def canonical(x: int, y: int) -> Tuple[int, int]:
    """Fold (x, y) (0-based, top-left origin) into the upper-right corner
    triangle: a = columns from the right edge, b = rows from the top, with
    a <= b."""
    a = min(x, SIZE - 1 - x)
    b = min(y, SIZE - 1 - y)
    if a > b:
        a, b = b, a
    return SIZE - 1 - a, b


def first_move(path: str) -> Optional[Tuple[str, str]]:
    """(canonical vertex, "win" / "loss" / "other") for Black, or None when
    the game does not count (not 19x19, handicap, unreadable, White first,
    no move)."""
    try:
        sgf = gorules.read_sgf_file(path)
        root = sgf.root(0)
        if root.get("SZ", "19").strip() not in ("19", "19:19"):
            return None
        if root.get("HA", "0").strip() not in ("", "0", "1") or \
                "AB" in root or "AW" in root:
            return None
        replay = sgf.replay(0, tolerant=True, stop_before=2)
    except gorules.Error:
        return None
    moves = [(c, p) for c, p in replay.game.moves() if p is not None]
    if not moves or moves[0][0] != gorules.Color.BLACK:
        return None
    x, y = moves[0][1]
    vertex = gorules.vertex_name(canonical(x, y), SIZE)
    fate = "other"
    try:
        result = gorules.parse_result(root.get("RE", ""))
        if result.winner == gorules.Color.BLACK:
            fate = "win"
        elif result.winner == gorules.Color.WHITE:
            fate = "loss"
    except gorules.Error:
        pass
    return vertex, fate


def sgf_files(folder: str) -> List[str]:
    out = []
    for top, _, names in os.walk(folder):
        out += [os.path.join(top, n) for n in names
                if n.lower().endswith(".sgf")]
    return sorted(out)


def survey(files: List[str], workers: int = 1) -> Dict[str, Dict[str, int]]:
    """{vertex: {"games", "win", "loss", "other"}} over the files."""
    if workers > 1:
        with concurrent.futures.ProcessPoolExecutor(workers) as ex:
            found = list(ex.map(first_move, files, chunksize=64))
    else:
        found = [first_move(f) for f in files]
    stats: Dict[str, Dict[str, int]] = {}
    for item in found:
        if item is None:
            continue
        vertex, fate = item
        s = stats.setdefault(vertex, {"games": 0, "win": 0, "loss": 0,
                                      "other": 0})
        s["games"] += 1
        s[fate] += 1
    return stats


def ranked(stats: Dict[str, Dict[str, int]]) -> List[Tuple[str, Dict[str, int]]]:
    """Most played first, then by name."""
    return sorted(stats.items(), key=lambda kv: (-kv[1]["games"], kv[0]))


def print_table(stats: Dict[str, Dict[str, int]], files: int, out=sys.stdout) -> None:
    total = sum(s["games"] for s in stats.values())
    print(f"{files} files, {total} games counted (19x19, no handicap, "
          "Black first)", file=out)
    print(f"{'move':>5} {'games':>6} {'share':>6} {'B wins':>7} "
          f"{'B win %':>7} {'no result':>9}", file=out)
    for vertex, s in ranked(stats):
        decided = s["win"] + s["loss"]
        rate = f"{100.0 * s['win'] / decided:6.1f}%" if decided else "     -"
        print(f"{vertex:>5} {s['games']:6d} {100.0 * s['games'] / total:5.1f}% "
              f"{s['win']:7d} {rate:>7} {s['other']:9d}", file=out)


def board_svg(stats: Dict[str, Dict[str, int]]) -> str:
    """The survey drawn on an empty board: each first move played in at
    least 1% of the games shows its share (percent) at its canonical
    point; the rarer ones get a small triangle."""
    total = sum(s["games"] for s in stats.values()) or 1
    labels, markup = {}, {}
    for v, s in stats.items():
        share = round(100.0 * s["games"] / total)
        if share >= 1:
            labels[v] = str(share)
        else:
            markup[v] = "triangle"
    return gorules.Game(SIZE).svg(labels=labels, markup=markup,
                                  last_move=False, cell=32)


def plot(stats: Dict[str, Dict[str, int]], path: str) -> bool:
    """A bar chart of games and Black's win rate per first move; False
    (nothing written) without matplotlib."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    rows = ranked(stats)[:12]
    names = [v for v, _ in rows]
    games = [s["games"] for _, s in rows]
    rates = [100.0 * s["win"] / (s["win"] + s["loss"])
             if s["win"] + s["loss"] else 0.0 for _, s in rows]
    fig, ax = plt.subplots(figsize=(8, 4))
    ax.bar(names, games, color="#555")
    ax.set_ylabel("games")
    ax2 = ax.twinx()
    ax2.plot(names, rates, "o-", color="#c00")
    ax2.set_ylabel("Black wins (%)")
    ax2.set_ylim(0, 100)
    ax.set_title("First moves (folded into one corner)")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
    return True


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folder")
    ap.add_argument("--svg", help="write the board with the shares here")
    ap.add_argument("--plot", help="write a bar chart here (matplotlib)")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)
    files = sgf_files(args.folder)
    stats = survey(files, args.workers)
    print_table(stats, len(files))
    if args.svg:
        with open(args.svg, "w", encoding="utf-8") as f:
            f.write(board_svg(stats))
        print(f"board: {args.svg}")
    if args.plot:
        if plot(stats, args.plot):
            print(f"chart: {args.plot}")
        else:
            print("chart skipped: matplotlib is not installed "
                  "(Debian: python3-matplotlib)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
