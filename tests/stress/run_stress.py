#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Linear growth of every reader and growing structure, checked by counts.

run_stress.py STRESS_CASE GORULES_GTP [--absolute]

For each case, stress_case (or gorules-gtp for the GTP history) runs at
size N and 4N. The work is callgrind's instruction count (valgrind's
--tool=callgrind), the memory the peak of heap bytes held at once as
stress_case's counting allocator sees it. Both must grow at most
linearly: at 4N, at most LIMIT times what they were at N (4 for exact
linear growth; quadratic growth gives 16). No clock is read.

--absolute: the two large inputs of docs/limits.md, 1,000,000 passes and
400,000 AB[aa:ZZ] values, each within 2 s of processor time (user +
system, from the child's rusage) and under 200 MB of heap at its peak
(docs/limits.md).
"""
import os
import re
import subprocess
import sys
import tempfile

LIMIT = 4.6
# case: N (small enough for callgrind in CI; large enough that the fixed
# start-up cost does not hide a quadratic term)
CASES = {
    "passes": 20000,
    "resumes": 10000,
    "setup": 20000,
    "nested": 20000,
    "flat": 20000,
    "long_value": 400000,
    "clock": 2000,
    "referee": 20000,
}
GTP_N = 4000


def instructions(cmd, stdin=None):
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "cg.out")
        r = subprocess.run(["valgrind", "--tool=callgrind", "--quiet",
                            "--callgrind-out-file=" + out] + cmd,
                           input=stdin, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE)
        if r.returncode != 0:
            sys.exit(f"FAIL: {' '.join(cmd)} under callgrind: exit "
                     f"{r.returncode}\n{r.stderr.decode(errors='replace')}")
        with open(out) as f:
            m = re.search(r"^(?:summary|totals): (\d+)", f.read(), re.M)
        return int(m.group(1))


def peak_bytes(stress, case, n):
    r = subprocess.run([stress, case, str(n)], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, text=True)
    if r.returncode != 0:
        sys.exit(f"FAIL: stress_case {case} {n}: exit {r.returncode}\n"
                 f"{r.stderr}")
    name, _, peak, _ = r.stdout.split()
    return int(peak)


def gtp_history(n):
    """A GTP session that builds a history of n moves and passes, undoing
    now and then, then prints it as SGF."""
    lines = ["boardsize 19", "clear_board"]
    for k in range(n):
        lines.append("play b pass" if k % 2 == 0 else "play w pass")
        if k % 10 == 9:
            lines += ["undo", "play w pass"]
    lines += ["printsgf", "quit"]
    return ("\n".join(lines) + "\n").encode()


def check(label, small, large):
    ratio = large / small
    ok = ratio <= LIMIT
    print(f"{'ok' if ok else 'FAIL'}: {label}: {small} at N, {large} at 4N "
          f"(x{ratio:.2f}, limit x{LIMIT})")
    return ok


def absolute(stress):
    ok = True
    for case, n, heap_mb in (("passes", 1000000, 200),
                             ("setup_full", 400000, 200)):
        pid = os.fork()
        if pid == 0:
            fd = os.open(os.devnull, os.O_WRONLY)
            os.dup2(fd, 1)
            os.execv(stress, [stress, case, str(n)])
        _, status, ru = os.wait4(pid, 0)
        cpu = ru.ru_utime + ru.ru_stime
        peak = peak_bytes(stress, case, n)
        good = (os.waitstatus_to_exitcode(status) == 0 and cpu < 2.0 and
                peak < heap_mb * 1000 * 1000)
        print(f"{'ok' if good else 'FAIL'}: {case} {n}: {cpu:.2f} s of "
              f"processor time, {peak / 1e6:.1f} MB heap peak, "
              f"{ru.ru_maxrss / 1024:.1f} MB resident peak (limits 2 s, "
              f"{heap_mb} MB)")
        ok &= good
    return ok


def main():
    stress, gtp = sys.argv[1], sys.argv[2]
    ok = True
    if "--absolute" in sys.argv:
        sys.exit(0 if absolute(stress) else 1)
    only = [a for a in sys.argv[3:] if not a.startswith("-")]
    for case, n in CASES.items():
        if only and case not in only:
            continue
        ok &= check(f"{case} instructions",
                    instructions([stress, case, str(n)]),
                    instructions([stress, case, str(4 * n)]))
        ok &= check(f"{case} heap peak", peak_bytes(stress, case, n),
                    peak_bytes(stress, case, 4 * n))
    if not only or "gtp" in only:
        ok &= check("gtp history instructions",
                    instructions([gtp], gtp_history(GTP_N)),
                    instructions([gtp], gtp_history(4 * GTP_N)))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
