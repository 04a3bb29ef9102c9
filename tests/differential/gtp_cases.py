#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""GTP conformance cases: transcripts of gorules-gtp sessions with their
exact expected answers (tests/differential/gtp-cases/*.gtp).

    gtp_cases.py build/tools/gorules-gtp [FILE...]

A case file holds sessions; each runs in a new engine process.

    # a comment (a whole line)
    session NAME            a new session
    > COMMAND               a command sent to the engine
    = ANSWER / ? ERROR      the answer expected to the command before it;
    MORE LINES              following lines belong to the same answer
    *                       the answer is not checked

"VERSION" in an expected answer stands for the engine's version and
"TMP" in a command or answer for a temporary folder. Prints
"N passed, M failed"; exits 1 on any failure.
"""
import glob
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def parse(path):
    """[(session name, [(command, expected or None)])]."""
    sessions = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            if line.startswith("session "):
                sessions.append((line[8:].strip(), []))
            elif line.startswith("> "):
                sessions[-1][1].append([line[2:], None, number])
            else:
                step = sessions[-1][1][-1]
                if line == "*":
                    step[1] = None
                else:
                    step[1] = line if step[1] is None else step[1] + "\n" + line
    return sessions


def answers(engine, commands):
    p = subprocess.run([engine], input=("\n".join(commands) + "\n").encode(),
                       capture_output=True, timeout=60)
    if p.returncode != 0:
        raise AssertionError(f"exit status {p.returncode}")
    return [a.rstrip() for a in p.stdout.decode("utf-8").split("\n\n")[:-1]]


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    engine = sys.argv[1]
    files = sys.argv[2:] or sorted(glob.glob(os.path.join(HERE, "gtp-cases",
                                                          "*.gtp")))
    version = answers(engine, ["version"])[0][2:]
    passed, failed = 0, []
    with tempfile.TemporaryDirectory() as tmp:
        for path in files:
            for name, steps in parse(path):
                cmds = [c.replace("TMP", tmp) for c, _, _ in steps]
                got = answers(engine, cmds)
                if len(got) != len(steps):
                    failed.append(f"{name}: {len(got)} answers to "
                                  f"{len(steps)} commands")
                    continue
                for (cmd, want, line), answer in zip(steps, got):
                    if want is None:
                        continue
                    want = want.replace("VERSION", version).replace("TMP", tmp)
                    if answer == want:
                        passed += 1
                    else:
                        failed.append(f"{os.path.basename(path)}:{line}: "
                                      f"{name}: {cmd!r}: expected {want!r}, "
                                      f"got {answer!r}")
    for f in failed:
        print("FAIL", f)
    print(f"{passed} passed, {len(failed)} failed")
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
