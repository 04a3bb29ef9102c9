#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Correctness checks of gorules-bench (never its times).

    bench_check.py corpus BENCH DIR NAME   replay DIR/NAME with its .probes
                                           and .expect; the README's sums
    bench_check.py gen BENCH               gen is deterministic, and its
                                           games replay legally, as expected
    bench_check.py twins BENCH [--python EXE] [--lua EXE]
                                           examples/python/bench.py and
                                           examples/lua/bench.lua give the
                                           sums of gorules-bench replay
    bench_check.py ownership BENCH RECORD  the ownership estimate's figures
                                           for fixed seeds; bad options

DIR is the shared replay workload (../shared/bench next to the repository;
$GORULES_BENCH overrides it); without it `corpus` exits 77 (skipped). The
twins need the built bindings on PYTHONPATH and LUA_CPATH (ctest sets them).
Python 3 standard library only. Exit status 0 all good, 1 a check failed.
"""
import hashlib
import os
import subprocess
import sys
import tempfile

SKIP = 77
HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLES = os.path.normpath(os.path.join(HERE, "..", "..", "examples"))

# ../shared/bench/README.md: the sums every engine must reproduce.
README_SUMS = {
    "corpus19.txt": {"moves": 455427, "black": 157557, "white": 154445,
                     "caps_black": 70788, "caps_white": 68399},
    "corpus9.txt": {"moves": 554193, "black": 173167, "white": 167348,
                    "caps_black": 99194, "caps_white": 96230},
}

# sha256 of `gen --size 9 --games 20 --seed 1`: the same bytes on every
# machine (splitmix64, exact rules). It changes only if the generator or
# the legality of a move changes.
GEN_9_20_1_SHA256 = \
    "c95d10b93f0c7e5811bbc414974a1b706b2f2ef6f1a9a779d83f9ab5f3c0efc2"


def fail(msg):
    print("bench_check: " + msg, file=sys.stderr)
    return 1


def run(argv, env=None):
    p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True, env=env, timeout=600)
    sys.stderr.write(p.stderr)
    return p.returncode, p.stdout


def keys(line):
    """{"moves": "455427", ...} from a key=value line."""
    return dict(kv.split("=", 1) for kv in line.split() if "=" in kv)


def check_corpus(bench, folder, name):
    folder = os.environ.get("GORULES_BENCH", folder)
    path = os.path.join(folder, name)
    if not os.path.exists(path):
        print("SKIP: %s not found (set GORULES_BENCH to the folder of "
              "the replay workload)" % path)
        return SKIP
    rc, out = run([bench, "replay", path, "--repeat", "1",
                   "--probes", path + ".probes", "--expect", path + ".expect"])
    print(out.strip())
    k = keys(out)
    errors = 0
    if rc != 0:
        errors += fail("replay exited with %d" % rc)
    if k.get("illegal") != "0":
        errors += fail("moves were refused: illegal=%s" % k.get("illegal"))
    if k.get("probes") is None or k.get("probes") != k.get("probes_ok"):
        errors += fail("probes: %s of %s ok" % (k.get("probes_ok"),
                                               k.get("probes")))
    if k.get("expect_ok") != "%s/%s" % (k.get("games"), k.get("games")):
        errors += fail("expectations: %s" % k.get("expect_ok"))
    for key, want in README_SUMS.get(name, {}).items():
        if k.get(key) != str(want):
            errors += fail("%s=%s, the README says %d" % (key, k.get(key),
                                                          want))
    return 1 if errors else 0


def check_gen(bench):
    errors = 0
    with tempfile.TemporaryDirectory() as tmp:
        a = os.path.join(tmp, "a.txt")
        rc, _ = run([bench, "gen", "--size", "9", "--games", "20",
                     "--seed", "1", "-o", a])
        rc2, b = run([bench, "gen", "--size", "9", "--games", "20",
                      "--seed", "1"])
        if rc or rc2:
            return fail("gen exited with %d, %d" % (rc, rc2))
        with open(a) as f:
            text = f.read()
        if text != b:
            errors += fail("gen: -o FILE and standard output differ")
        lines = text.splitlines()
        if len(lines) != 20 or not all(ln.startswith("9 ") for ln in lines):
            errors += fail("gen: expected 20 games on 9x9")
        digest = hashlib.sha256(text.encode()).hexdigest()
        print("gen --size 9 --games 20 --seed 1: sha256 %s" % digest)
        if GEN_9_20_1_SHA256 and digest != GEN_9_20_1_SHA256:
            errors += fail("gen output changed: sha256 %s, expected %s"
                           % (digest, GEN_9_20_1_SHA256))
        rc3, c = run([bench, "gen", "--size", "9", "--games", "20",
                      "--seed", "2"])
        if rc3 or c == text:
            errors += fail("gen: another seed should give other games")
        # Replayed, the games are legal and end as the generator saw them.
        rc, out = run([bench, "replay", a, "--repeat", "1",
                       "--expect", a + ".expect"])
        print(out.strip())
        k = keys(out)
        if rc != 0 or k.get("illegal") != "0" or k.get("expect_ok") != "20/20":
            errors += fail("replaying the generated games: exit %d, %s"
                           % (rc, out.strip()))
        # Other sizes and rules run too.
        for size in ("2", "5", "13", "19"):
            rc, out = run([bench, "gen", "--size", size, "--games", "3",
                           "--seed", "5", "-o", a])
            rc2, out2 = run([bench, "replay", a, "--repeat", "0",
                             "--expect", a + ".expect"])
            if rc or rc2 or "expect_ok=3/3" not in out2:
                errors += fail("size %s: %s" % (size, out2.strip()))
    return 1 if errors else 0


def check_twins(bench, python, lua):
    errors = 0
    with tempfile.TemporaryDirectory() as tmp:
        a = os.path.join(tmp, "a.txt")
        rc, _ = run([bench, "gen", "--size", "9", "--games", "30",
                     "--seed", "3", "-o", a])
        rc2, out = run([bench, "replay", a, "--repeat", "0"])
        if rc or rc2:
            return fail("gen or replay failed")
        want = keys(out)
        sums = ("moves", "black", "white", "caps_black", "caps_white",
                "illegal", "games")
        runs = []
        if python:
            runs.append(("python", [python, os.path.join(
                EXAMPLES, "python", "bench.py"), "replay", a, "--repeat",
                "1"]))
        if lua:
            runs.append(("lua", [lua, os.path.join(EXAMPLES, "lua",
                                                   "bench.lua"), a, "1"]))
        for name, argv in runs:
            rc, out = run(argv)
            lines = out.strip().splitlines()
            print("\n".join(lines))
            if rc != 0 or len(lines) != 3:
                errors += fail("%s: exit %d, %d lines" % (name, rc,
                                                          len(lines)))
            for line in lines:
                k = keys(line)
                for s in sums:
                    if k.get(s) != want.get(s):
                        errors += fail("%s %s: %s=%s, gorules-bench says %s"
                                       % (name, k.get("mode"), s, k.get(s),
                                          want.get(s)))
    return 1 if errors else 0


def check_ownership(bench, record):
    """gorules-bench ownership: the estimate's figures for fixed seeds (they
    follow the light playouts), never its times; usage errors exit 2."""
    errors = 0
    for args, want in (
            (["--move", "120", "--playouts", "16", "--seed", "5"],
             {"move": "120", "playouts": "16", "margin": "-6.5",
              "black_wins": "0.5625", "certain": "0"}),
            # The final position is settled: every playout gives the count.
            (["--playouts", "4"],
             {"move": "295", "playouts": "4", "margin": "37.5",
              "black_wins": "1", "certain": "333"})):
        code, out = run([bench, "ownership", record, "--repeat", "1"] + args)
        k = keys(out)
        if code != 0:
            errors += fail("ownership %s: exit %d" % (" ".join(args), code))
        for key, value in want.items():
            if k.get(key) != value:
                errors += fail("ownership %s: %s=%s, expected %s"
                               % (" ".join(args), key, k.get(key), value))
    for bad in ([], ["--playouts", "-1"], ["--playouts", "100001"],
                ["--seed", "x"], ["--frob"], [record, record]):
        code, _ = run([bench, "ownership"] + ([record] if bad and bad[0] != record else [])
                      + bad)
        if code != 2:
            errors += fail("ownership %s: exit %d, expected 2" % (bad, code))
    code, out = run([bench, "help", "ownership"])
    if code != 0 or "ms_per_estimate" not in out:
        errors += fail("help ownership does not explain ms_per_estimate")
    return 1 if errors else 0


def main(argv):
    if len(argv) == 4 and argv[1] == "ownership":
        return check_ownership(argv[2], argv[3])
    if len(argv) >= 5 and argv[1] == "corpus":
        return check_corpus(argv[2], argv[3], argv[4])
    if len(argv) == 3 and argv[1] == "gen":
        return check_gen(argv[2])
    if len(argv) >= 3 and argv[1] == "twins":
        python = lua = None
        rest = argv[3:]
        while rest:
            if rest[0] == "--python" and len(rest) > 1:
                python = rest[1]
            elif rest[0] == "--lua" and len(rest) > 1:
                lua = rest[1]
            else:
                print(__doc__, file=sys.stderr)
                return 2
            rest = rest[2:]
        return check_twins(argv[2], python, lua)
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
