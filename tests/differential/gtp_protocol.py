#!/usr/bin/env python3
"""Protocol test of gorules-gtp alone (no GNU Go needed).

    gtp_protocol.py build/examples/gorules-gtp

Checks exact answers to scripted GTP sessions (ids, comments, control
characters, errors, captures, ko, undo across the end of the game, rules,
genmove reproducibility), then feeds malformed input (random bytes, NUL
bytes, a 10 MB line) and checks that the engine still answers. Prints
"N passed, M failed"; exits 1 on any failure.
"""

import random
import subprocess
import sys

ENGINE = None


def session(data, timeout=120):
    """Run the engine on input bytes; the list of answers (text blocks)."""
    p = subprocess.run([ENGINE], input=data, capture_output=True, timeout=timeout)
    if p.returncode != 0:
        raise AssertionError("exit status %d, stderr %r" % (p.returncode, p.stderr[:200]))
    out = p.stdout.decode("utf-8", "replace")
    if out and not out.endswith("\n\n"):
        raise AssertionError("output does not end with an empty line: %r" % out[-40:])
    return [b for b in out.split("\n\n")[:-1]]


# (name, input lines, expected answers). An expected answer of None is not
# checked.
CASES = [
    ("ids and basics",
     "protocol_version\n12 name\n7 known_command play\nknown_command frobnicate\n",
     ["= 2", "=12 gorules-gtp", "=7 true", "= false"]),
    ("blank lines, comments, tabs, control characters",
     "\n   \n# only a comment\n3\tname # trailing comment\n\x01na\x7fme\r\n",
     ["=3 gorules-gtp", "= gorules-gtp"]),
    ("unknown command and syntax errors",
     "5 frobnicate\nplay\nplay b\nplay x D4\nplay b D4 extra\nboardsize x\n42\n",
     ["?5 unknown command", "? syntax error", "? syntax error", "? syntax error",
      "? syntax error", "? syntax error", "?42 syntax error"]),
    ("boardsize",
     "boardsize 0\nboardsize 26\nboardsize 25\nplay b Z25\nboardsize 9\nlist_stones b\n",
     ["? unacceptable size", "? unacceptable size", "= ", "= ", "= ", "= "]),
    ("colours and vertices are case-insensitive",
     "boardsize 9\nplay BLACK d4\nplay White E5\nplay b D4\nplay w j10\nplay w I3\n"
     "list_stones black\nlist_stones WHITE\n",
     ["= ", "= ", "= ", "? illegal move", "? illegal move", "? syntax error", "= D4",
      "= E5"]),
    ("capture, countlib, captures",
     "boardsize 5\nplay w C3\nplay b C4\nplay b B3\nplay b D3\ncountlib C3\nplay b C2\n"
     "captures black\ncaptures white\nlist_stones white\ncountlib C3\ncountlib C4\n",
     ["= ", "= ", "= ", "= ", "= ", "= 1", "= ", "= 1", "= 0", "= ",
      "? vertex must not be empty", "= 4"]),
    ("simple ko",
     "boardsize 5\nkata-set-rules koSIMPLEscoreAREAsui0\n"
     "play b B3\nplay b C4\nplay b C2\nplay w D4\nplay w D2\nplay w E3\nplay w C3\n"
     "play b D3\nis_legal w C3\nplay w C3\ngorules-ko\nplay w pass\nplay b pass\n"
     "is_legal w C3\nplay w C3\n",
     ["= "] * 10 + ["= 0", "? illegal move", "= C3", "= ", "= ", "= 1", "= "]),
    ("suicide rules",
     "boardsize 5\nkata-set-rules koSIMPLEscoreAREAsui0\nplay w A2\nplay w B1\n"
     "is_legal b A1\nkata-set-rules koSIMPLEscoreAREAsuiALL\nis_legal b A1\nplay b A1\n"
     "captures white\nlist_stones black\n",
     ["= ", "= ", "= ", "= ", "= 0", "= ", "= 1", "= ", "= 1", "= "]),
    ("undo, also across the end of the game",
     "boardsize 5\nundo\nplay b C3\nplay w pass\nplay b pass\nplay w D4\nundo\nundo\n"
     "list_stones b\nundo\nundo\nundo\nlist_stones b\n",
     ["= ", "? cannot undo", "= ", "= ", "= ", "= ", "= ", "= ", "= C3", "= ", "= ",
      "? cannot undo", "= "]),
    ("rules text and komi",
     "komi 6.5\nkata-set-rules tromp-taylor\nkata-get-rules\nkata-set-rules koSIMPLEscoreAREAsui0komi5\n"
     "kata-get-rules\nkata-set-rules nonsense\nkomi 6.3\nkomi x\n",
     ["= ", "= ", None, "= ", None, "? unknown rules", None, "? syntax error"]),
    ("showboard has no empty line",
     "boardsize 3\nplay b B2\nshowboard\nname\n",
     ["= ", "= ", None, "= gorules-gtp"]),
    ("genmove never resigns, passes on a full board of eyes",
     "boardsize 1\ngenmove b\ngenmove w\nboardsize 2\nplay b A1\nplay b B2\ngenmove b\n",
     ["= ", "= pass", "= pass", "= ", "= ", "= ", "= pass"]),
    ("quit answers and stops",
     "quit\nname\n",
     ["= "]),
]


def check_cases():
    passed = failed = 0
    for name, text, want in CASES:
        try:
            got = session(text.encode())
            if len(got) != len(want):
                raise AssertionError("%d answers, expected %d: %r" % (len(got), len(want), got))
            for g, w in zip(got, want):
                if w is not None and g != w:
                    raise AssertionError("answer %r, expected %r (all: %r)" % (g, w, got))
            passed += 1
        except AssertionError as exc:
            print("FAIL %s: %s" % (name, exc))
            failed += 1
    return passed, failed


def check_other():
    """Cases that need code: rules text, showboard shape, genmove seed."""
    results = []

    def case(name, fn):
        try:
            fn()
            results.append(True)
        except AssertionError as exc:
            print("FAIL %s: %s" % (name, exc))
            results.append(False)

    def rules():
        got = session(b"komi 6.5\nkata-set-rules tromp-taylor\nkata-get-rules\n"
                      b"kata-set-rules koSIMPLEscoreAREAsui0komi5\nkata-get-rules\n")
        assert "koPOSITIONAL" in got[2] and "sui1" in got[2] and "komi6.5" in got[2], got[2]
        assert "koSIMPLE" in got[4] and "sui0" in got[4] and "komi5" in got[4], got[4]
        # The canonical text reads back to itself.
        text = got[4][2:]
        again = session(("kata-set-rules %s\nkata-get-rules\n" % text).encode())
        assert again[1][2:] == text, (text, again)

    def showboard():
        got = session(b"boardsize 3\nplay b B2\nshowboard\n")[2]
        assert got.startswith("= \n") and "X" in got and "A B C" in got, got

    def genmove_seed():
        script = b"boardsize 9\ngorules-seed 7\n" + b"genmove b\ngenmove w\n" * 30
        a, b = session(script), session(script)
        assert a == b, "same seed, different games"
        c = session(script.replace(b"seed 7", b"seed 8"))
        assert a != c, "different seeds, same game"
        assert not any("resign" in x for x in a)

    def fuzz():
        rng = random.Random(1)
        words = [b"play", b"genmove", b"is_legal", b"undo", b"boardsize", b"b", b"w",
                 b"pass", b"A1", b"T19", b"Z25", b"19", b"0", b"-3", b"1e999",
                 b"kata-set-rules", b"komi", b"countlib", b"list_stones", b"#", b"\t"]
        lines = []
        for _ in range(3000):
            if rng.random() < 0.3:
                lines.append(bytes(rng.getrandbits(8) for _ in range(rng.randint(0, 80))))
            else:
                lines.append(b" ".join(rng.choice(words) for _ in range(rng.randint(0, 4))))
        data = b"\n".join(lines) + b"\n99 name\n"
        got = session(data)
        assert got[-1] == "=99 gorules-gtp", got[-3:]

    def huge():
        data = (b"1 name" + b" " * 10_000_000 + b"\n" + b"\x00" * 1_000_000 + b"\n"
                b"2 " + b"x" * 10_000_000 + b"\n3 pro\x00tocol_version\n")
        got = session(data)
        assert got == ["=1 gorules-gtp", "?2 line too long", "=3 2"], got

    case("rules text", rules)
    case("showboard", showboard)
    case("genmove seed", genmove_seed)
    case("fuzzed lines", fuzz)
    case("10 MB lines and NUL bytes", huge)
    return sum(results), len(results) - sum(results)


def main():
    global ENGINE
    if len(sys.argv) != 2:
        sys.exit("usage: gtp_protocol.py path/to/gorules-gtp")
    ENGINE = sys.argv[1]
    p1, f1 = check_cases()
    p2, f2 = check_other()
    print("%d passed, %d failed" % (p1 + p2, f1 + f2))
    return 1 if f1 + f2 else 0


if __name__ == "__main__":
    sys.exit(main())
