#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Run every ctest of a build whose command is a program built by that
build (the C test suite: unit, score, SGF, conformance, fuzz replays, the
gorules tool checks) under valgrind memcheck, and fail on any report.

    python3 tests/ci/valgrind_ctest.py BUILD_DIR [--jobs N] [-R REGEX]
                                       [-E REGEX]

Each test runs with its own arguments, working directory and environment
as ctest would, under

    valgrind --error-exitcode=99 --leak-check=full
             --errors-for-leak-kinds=definite,indirect
             --suppressions=tests/ci/valgrind.supp

A test fails when valgrind reports an error or a definite or indirect leak
(exit status 99), or when the test itself fails (honouring WILL_FAIL and
SKIP_RETURN_CODE, as ctest does). For a WILL_FAIL test (an expected
failure, such as the open-bug reproductions) only valgrind's verdict
counts: such a test fails on purpose, and cmocka's failed assertions leave
its allocations behind, so its leaks are not counted either.

Tests run by an interpreter or a tool (pytest, Lua, CMake scripts, shell
scripts, compilers) are not C test programs and are skipped; the Lua
binding has its own valgrind test (lua-bindings-valgrind).
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
VALGRIND = ["valgrind", "-q", "--error-exitcode=99", "--leak-check=full",
            "--errors-for-leak-kinds=definite,indirect",
            "--show-leak-kinds=definite,indirect", "--num-callers=30",
            "--suppressions=" + os.path.join(HERE, "valgrind.supp")]
VG_STATUS = 99


def tests_of(build):
    out = subprocess.run(["ctest", "--test-dir", build,
                          "--show-only=json-v1"],
                         check=True, capture_output=True, text=True).stdout
    data = json.loads(out)
    build_abs = os.path.realpath(build)
    for t in data.get("tests", []):
        cmd = t.get("command") or []
        if not cmd:
            continue
        exe = os.path.realpath(cmd[0])
        props = {p["name"]: p["value"] for p in t.get("properties", [])}
        if props.get("DISABLED"):
            continue
        yield {
            "name": t["name"],
            "command": cmd,
            "built": exe.startswith(build_abs + os.sep),
            "cwd": props.get("WORKING_DIRECTORY"),
            "env": props.get("ENVIRONMENT", []),
            "will_fail": bool(props.get("WILL_FAIL")),
            "skip_code": props.get("SKIP_RETURN_CODE"),
            "pass_regex": props.get("PASS_REGULAR_EXPRESSION"),
            "fail_regex": props.get("FAIL_REGULAR_EXPRESSION"),
        }


def run(test, timeout):
    env = dict(os.environ)
    for kv in test["env"]:
        k, _, v = kv.partition("=")
        env[k] = v
    extra = []
    if test["will_fail"]:
        # An expected failure: its leaks are cmocka's longjmp, not ours.
        extra = ["--errors-for-leak-kinds=none"]
    start = time.time()
    try:
        p = subprocess.run(VALGRIND + extra + test["command"],
                           cwd=test["cwd"], env=env, capture_output=True,
                           text=True, errors="replace", timeout=timeout)
    except subprocess.TimeoutExpired:
        return test, "TIMEOUT", time.time() - start, ""
    secs = time.time() - start
    out = p.stdout + p.stderr
    if p.returncode == VG_STATUS:
        return test, "VALGRIND", secs, out
    if test["will_fail"]:
        return test, "ok", secs, out
    if test["skip_code"] is not None and p.returncode == int(test["skip_code"]):
        return test, "skipped", secs, out
    ok = p.returncode == 0
    if test["pass_regex"]:
        ok = any(re.search(r, out, re.S) for r in test["pass_regex"])
    if test["fail_regex"] and any(re.search(r, out, re.S)
                                  for r in test["fail_regex"]):
        ok = False
    return test, "ok" if ok else "FAILED", secs, out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("-R", dest="include", default=None)
    ap.add_argument("-E", dest="exclude", default=None)
    ap.add_argument("--timeout", type=float, default=3600)
    args = ap.parse_args()

    chosen, skipped = [], []
    for t in tests_of(args.build):
        if args.include and not re.search(args.include, t["name"]):
            continue
        if args.exclude and re.search(args.exclude, t["name"]):
            continue
        (chosen if t["built"] else skipped).append(t)
    print(f"valgrind: {len(chosen)} C test programs "
          f"({len(skipped)} interpreter/tool tests not run under valgrind)",
          flush=True)
    start = time.time()
    bad = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(run, t, args.timeout) for t in chosen]
        for f in concurrent.futures.as_completed(futures):
            t, verdict, secs, out = f.result()
            print(f"  {verdict:8} {secs:7.1f}s  {t['name']}", flush=True)
            if verdict not in ("ok", "skipped"):
                bad.append((t, verdict, out))
    for t, verdict, out in bad:
        print(f"---- {t['name']}: {verdict}")
        print("\n".join(out.splitlines()[-60:]))
    total = time.time() - start
    print(f"valgrind: {len(chosen) - len(bad)}/{len(chosen)} clean in "
          f"{total:.0f}s wall time")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
