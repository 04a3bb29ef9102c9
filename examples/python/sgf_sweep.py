#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Sweep a folder of SGF files with libgorules: validate every record, count
captures and ko fights, score the finished games, print a table.

    python3 sgf_sweep.py FOLDER                 # every core (processes)
    python3 sgf_sweep.py FOLDER --workers 1     # in this process
    python3 sgf_sweep.py FOLDER --dask local    # a local Dask cluster
    python3 sgf_sweep.py FOLDER --dask tcp://scheduler:8786

The work is one function, check_file(path) -> dict, mapped over the files
by any concurrent.futures.Executor: a ProcessPoolExecutor here, or the
executor of a dask.distributed Client (Client.get_executor()), so the same
sweep runs unchanged on a cluster when the collection outgrows one machine
(the workers need the gorules module and the files, e.g. a shared disk).

Columns: moves played; errors = illegal moves in the record (each listed by
the replay; the replay goes on past them); captures by Black / White; kos =
ko captures (moves that took a ko); RE = the record's result; ours = the
result libgorules counts for a game that ended by two passes (dead stones:
those proven dead plus the library's estimate, so treat it as a check, not
as the referee); = shows whether the two agree on the winner.
"""
import argparse
import concurrent.futures
import os
import sys
from typing import Any, Dict, Iterable, List, Optional

import gorules


def check_file(path: str) -> Dict[str, Any]:
    """Everything the table shows about one SGF file (its first game)."""
    row: Dict[str, Any] = {"file": path, "size": "", "moves": 0,
                           "errors": 0, "first_error": "", "captures": (0, 0),
                           "kos": 0, "re": "", "ours": "", "agree": ""}
    try:
        sgf = gorules.read_sgf_file(path)
        root = sgf.root(0)
        replay = sgf.replay(0, tolerant=True)
    except gorules.Error as e:
        row["errors"] = 1
        row["first_error"] = f"unreadable: {e}"
        return row
    game = replay.game
    row["size"] = "x".join(map(str, game.size)) if game.width != game.height \
        else str(game.width)
    row["moves"] = replay.moves
    row["errors"] = len(replay.errors)
    if replay.errors:
        row["first_error"] = replay.errors[0].message
    row["captures"] = tuple(game.captures)
    row["kos"] = game.ko_captures()
    row["re"] = root.get("RE", "")
    if game.end_reason == gorules.End.PASSES:
        score = game.score(dead=gorules.DeadFrom.MARKS |
                           gorules.DeadFrom.CERTAIN, estimate=True)
        row["ours"] = score.result
        try:
            theirs = gorules.parse_result(row["re"]) if row["re"] else None
        except gorules.ParseError:
            theirs = None
        if theirs is not None and theirs.outcome == gorules.Outcome.WIN:
            row["agree"] = "yes" if theirs.winner == score.winner else "NO"
    return row


def sgf_files(folder: str) -> List[str]:
    found = []
    for top, _, names in os.walk(folder):
        found += [os.path.join(top, n) for n in names
                  if n.lower().endswith(".sgf")]
    return sorted(found)


def sweep(executor: Optional[concurrent.futures.Executor],
          files: Iterable[str]) -> List[Dict[str, Any]]:
    """check_file over the files, in order, with any Executor (None: here)."""
    files = list(files)
    if executor is None:
        return [check_file(f) for f in files]
    return list(executor.map(check_file, files))


def print_table(rows: List[Dict[str, Any]], root: str = "",
                out=sys.stdout) -> None:
    head = ("file", "size", "moves", "errors", "capt B", "capt W", "kos",
            "RE", "ours", "=")
    lines = [head]
    for r in rows:
        name = os.path.relpath(r["file"], root) if root else r["file"]
        lines.append((name, r["size"], str(r["moves"]), str(r["errors"]),
                      str(r["captures"][0]), str(r["captures"][1]),
                      str(r["kos"]), r["re"][:12], r["ours"], r["agree"]))
    widths = [max(len(line[i]) for line in lines) for i in range(len(head))]
    for line in lines:
        print("  ".join(c.ljust(w) for c, w in zip(line, widths)).rstrip(),
              file=out)
    bad = [r for r in rows if r["errors"]]
    agree = [r for r in rows if r["agree"]]
    print(f"\n{len(rows)} files, {len(bad)} with errors, "
          f"{sum(r['moves'] for r in rows)} moves, "
          f"{sum(r['kos'] for r in rows)} ko captures; "
          f"{sum(r['agree'] == 'yes' for r in agree)}/{len(agree)} "
          f"scored results agree with RE", file=out)
    for r in bad:
        print(f"  {os.path.relpath(r['file'], root) if root else r['file']}: "
              f"{r['first_error']}", file=out)


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folder")
    ap.add_argument("--workers", type=int, default=os.cpu_count(),
                    help="processes (1: no pool)")
    ap.add_argument("--dask", metavar="ADDRESS",
                    help="run on a dask.distributed cluster ('local' starts "
                         "a LocalCluster)")
    args = ap.parse_args(argv)
    files = sgf_files(args.folder)
    if args.dask:
        from distributed import Client, LocalCluster
        cluster = (LocalCluster(n_workers=args.workers or 1,
                                threads_per_worker=1, dashboard_address=None)
                   if args.dask == "local" else None)
        with Client(cluster or args.dask) as client:
            rows = sweep(client.get_executor(), files)
        if cluster:
            cluster.close()
    elif args.workers and args.workers > 1:
        with concurrent.futures.ProcessPoolExecutor(args.workers) as ex:
            rows = sweep(ex, files)
    else:
        rows = sweep(None, files)
    print_table(rows, args.folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
