#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Hostile arguments for every public call of the Python package.

    PYTHONPATH=build/bindings/python python3 tests/python/fuzz_arguments.py \
        [--seed S] [--calls N | --seconds T]

Each step takes a fresh object (a game in play, rules, a clock, a
referee, a record and its nodes, a playout), one of its public methods,
properties or constructors, and one to four arguments from a pool of
values chosen to break a C binding: ints at and past 32 and 64 bits,
NaN and infinities, text with NUL bytes or invalid bytes, vertices off
the board, wrong containers, objects of another kind, positional and
keyword. Whatever happens, three things must hold:

- nothing crashes (a crash ends this process: the run fails);
- a refusal is the package's own error (`gorules.GorulesError`), or what
  Python's conventions name for a value of the wrong type or value
  (TypeError, ValueError), a sequence index out of range (IndexError) or
  a missing property (KeyError, sgfmill's get_raw); never a SystemError,
  an AttributeError from inside the package, an OverflowError or another
  library's error;
- a refused call on a game changes nothing: its position hash, history,
  redo entries and player to move are as before (play_many keeps the
  moves before the one refused, as documented).

Calls that read or write files, or whose work the caller sets (playouts
to run), are left out: the stress tests (tests/stress) bound those. A
finding prints the call and its traceback and exits 1. tests/python's
test_fuzz_arguments.py runs a fixed seed on every build; tests/ci/fuzz.sh
runs it for a bounded time beside the libFuzzer targets.
"""
import argparse
import inspect
import os
import random
import shutil
import sys
import tempfile
import time
import traceback
import warnings

import gorules

# Calls that touch the file system or run work the caller asks for.
SKIP = {"save", "save_sgf", "to_file", "from_file", "load_sgf_file",
        "read_sgf_file",
        "replay_sgf_file", "ownership_estimate", "play_random", "run",
        "run_many", "estimate", "area_difference", "ownership", "playouts",
        # result types: the package makes them from the C library's answers
        "Replay", "OwnershipEstimate", "Score", "Result", "SideScore",
        "Issue", "Move", "Group", "Captures", "ClockEvent", "ClockState",
        "Decision"}

BIG = [0, 1, -1, 2, 3, 7, 9, 19, 25, 52, 53, 361, 2**31 - 1, 2**31,
       -2**31 - 1, 2**32 + 3, 2**63 - 1, 2**63, -2**63 - 1, 2**70, -2**70]
FLOATS = [0.5, -0.5, 7.25, float("nan"), float("inf"), -float("inf"), -0.0,
          1e300]
TEXTS = ["", " ", "D4", "d4", "E5", "pass", "PASS", "resign", "dd", "tt",
         "aa", "ZZ", "Z99", "I5", "A0", "A26", "T20", "D4\0junk", "\0",
         "chinese", "japanese", "chinese\0japanese", "chinse", "aga",
         "koPOSITIONALscoreAREAsui1komi7.5", "komi1e400", "black", "white",
         "empty", "B", "W", ".", "byoyomi", "circle", "dead", "alive",
         "seki", "(;SZ[9];B[ee])", "(;", "(;SZ[9]KM[nan]HA[-5];B[ee])",
         "x" * 5000, "\udcff", "黑", "a" * 64]
BYTES = [b"", b"D4", b"\xff\xfe", b"(;SZ[9];B[ee])", b"\x00" * 10]
SHAPES = [[], [1, 2], [1, 2, 3], (3, 3), (0, 0), (-1, 5), (8, 8), (9, 9),
          (2**40, 1), ("a", "b"), [None], {}, {"D4": "circle"},
          {"E5": "triangle", "Z9": "x"}, {(0, 0): 1}, [[0] * 9] * 9,
          [0] * 81, [1] * 81, [[1, -1]] * 2, set(), range(3)]


def pool(objects):
    return BIG + FLOATS + TEXTS + BYTES + SHAPES + [
        None, True, False, object(), gorules.Color.BLACK,
        gorules.Color.WHITE, gorules.Color.EMPTY, gorules.Status.EKO,
        gorules.KoRule.POSITIONAL] + objects


def new_game():
    g = gorules.Game(9, "chinese")
    for v in ("E5", "C3", "G7", "C7"):
        g.play(v)
    return g


def factories():
    made = {
        "Game": new_game,
        "Rules": lambda: gorules.Rules("japanese"),
        "Clock": lambda: gorules.Clock("byoyomi", main_ms=60000,
                                       period_ms=10000, periods=3),
        "Referee": lambda: gorules.Referee(9),
        "Sgf": lambda: gorules.read_sgf(
            "(;GM[1]SZ[9]KM[6.5]C[root];B[ee]C[hi](;W[cc];B[gg])(;W[gc]))"),
        "Node": lambda: gorules.read_sgf(
            "(;GM[1]SZ[9];B[ee](;W[cc])(;W[gc]))").get_main_sequence()[1],
        "Playout": lambda: gorules.Playout(new_game()),
    }
    return {k: v for k, v in made.items() if hasattr(gorules, k) or k == "Node"}


def members(obj):
    out = []
    for name in dir(obj):
        if name.startswith("_") or name in SKIP:
            continue
        try:
            attr = inspect.getattr_static(obj, name)
        except AttributeError:
            continue
        if isinstance(attr, property):
            out.append((name, "property"))
        elif callable(getattr(obj, name, None)):
            out.append((name, "method"))
    return out


def module_calls():
    names = []
    for name in getattr(gorules, "__all__", dir(gorules)):
        f = getattr(gorules, name, None)
        if (name in SKIP or not callable(f) or inspect.isclass(f) and
                issubclass(f, BaseException)):
            continue
        names.append(name)
    return sorted(names)


def signature_error(e):
    """Python's own refusal of a call that does not fit the signature."""
    text = str(e)
    return type(e) is TypeError and any(w in text for w in (
        "positional argument", "keyword argument", "required argument",
        "takes no arguments", "missing", "object is not callable",
        "not iterable", "unhashable"))


def state(g):
    return (g.hash, len(g), g.redo_length, int(g.to_move), g.is_over)


class Finding(Exception):
    pass


def one_call(rng, makers, values):
    kind = rng.choice(list(makers) + ["module"])
    args = [rng.choice(values) for _ in range(rng.randint(0, 3))]
    kwargs = {}
    if rng.random() < 0.2:
        kwargs[rng.choice(["color", "rules", "flags", "index", "komi", "n",
                           "size", "tolerant", "main_ms", "periods",
                           "seed", "cell", "markup"])] = rng.choice(values)
    if kind == "module":
        name = rng.choice(module_calls())
        target, what = getattr(gorules, name), f"gorules.{name}"
        obj = None
    else:
        obj = makers[kind]()
        ms = members(obj)
        name, how = rng.choice(ms)
        what = f"{kind}.{name}"
        if how == "property":
            if rng.random() < 0.5:
                target = lambda: getattr(obj, name)        # noqa: E731
                args, kwargs = [], {}
            else:
                v = rng.choice(values)
                target = lambda: setattr(obj, name, v)     # noqa: E731
                what += f" = {v!r:.60}"
                args, kwargs = [], {}
        else:
            target = getattr(obj, name)
    before = state(obj) if isinstance(obj, gorules.Game) else None
    shown = f"{what}(*{args!r:.200}, **{kwargs!r:.100})"
    global last_call
    last_call = shown
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            target(*args, **kwargs)
    except gorules.GorulesError:
        if (before is not None and state(obj) != before and
                name != "play_many"):
            raise Finding(f"{shown}: refused, but the game changed")
    except AttributeError as e:
        if "can't set attribute" in str(e) or "has no setter" in str(e):
            return          # a read-only property refused by Python itself
        raise Finding(f"{shown}: {type(e).__name__}: {e}") from e
    except (TypeError, ValueError, IndexError):
        pass        # a wrong type or value, an index: Python's conventions
    except KeyError:
        if name not in ("get_raw", "__getitem__"):
            raise
    except Exception as e:                                 # noqa: BLE001
        raise Finding(f"{shown}: {type(e).__name__}: {e}") from e


last_call = None


def run(seed, calls=None, seconds=None, survey=False):
    """Make `calls` calls (or as many as `seconds` allow) from `seed`, in
    an empty working directory: a call that writes a file there (a text
    taken for a path by a call that was not meant to) is a finding."""
    here = os.getcwd()
    with tempfile.TemporaryDirectory() as empty:
        os.chdir(empty)
        try:
            return calls_in(seed, calls, seconds, survey)
        finally:
            os.chdir(here)


def calls_in(seed, calls, seconds, survey):
    rng = random.Random(seed)
    makers = factories()
    sample = [f() for f in makers.values()]
    values = pool(sample)
    end = time.monotonic() + seconds if seconds else None
    done = 0
    seen = {}
    while (calls is None or done < calls) and (end is None or
                                               time.monotonic() < end):
        try:
            one_call(rng, makers, values)
            written = os.listdir(".")
            if written:
                for name in written:            # the next call starts clean
                    shutil.rmtree(name, ignore_errors=True)
                    if os.path.lexists(name):
                        os.remove(name)
                raise Finding(f"{last_call}: wrote {sorted(written)[:5]} "
                              "into the working directory")
        except Finding as f:
            if not survey:
                raise
            key = str(f).split("(")[0] + str(f).rsplit(":", 2)[-2]
            seen.setdefault(key, str(f))
        done += 1
    for f in seen.values():
        print("FINDING", f[:300])
    return done


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--calls", type=int)
    ap.add_argument("--seconds", type=float)
    ap.add_argument("--survey", action="store_true",
                    help="go on past findings; print one of each kind")
    a = ap.parse_args()
    if a.calls is None and a.seconds is None:
        a.calls = 20000
    try:
        n = run(a.seed, a.calls, a.seconds, a.survey)
    except Finding as f:
        traceback.print_exc()
        print(f"FINDING (seed {a.seed}): {f}")
        return 1
    print(f"fuzz_arguments: {n} calls, seed {a.seed}, no finding")
    return 0


if __name__ == "__main__":
    sys.exit(main())
