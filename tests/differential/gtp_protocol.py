#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Protocol test of gorules-gtp alone (no GNU Go needed).

    gtp_protocol.py build/tools/gorules-gtp

Checks exact answers to scripted GTP sessions (ids, comments, control
characters, errors, captures, ko, undo across the end of the game, rules,
genmove reproducibility; komi, kata-set-rules for every preset, kgs-rules,
handicap placement, final_score, final_status_list, gorules-mark, loadsgf
and printsgf with a round trip), then feeds malformed input (random bytes,
NUL bytes, a 10 MB line) and checks that the engine still answers. Prints
"N passed, M failed"; exits 1 on any failure.

The records read are the project's own: data/gnugo-selfplay-19x19.sgf and
tests/tools/data/*.sgf (paths without spaces, as GTP needs).
"""

import os
import random
import subprocess
import sys
import tempfile

ENGINE = None
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
GAME = os.path.join(ROOT, "data", "gnugo-selfplay-19x19.sgf")
TOOLS = os.path.join(ROOT, "tests", "tools", "data")


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
     ["= ", "= ", "= ", "? illegal move: occupied", "? illegal move: off board",
      "? syntax error", "= D4",
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
     ["= "] * 10 + ["= 0", "? illegal move: ko", "= C3", "= ", "= ", "= 1", "= "]),
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


# Rules: kata-set-rules takes every preset (and the RU spellings) and full
# rules strings, keeping the komi unless the string names one; kgs-rules
# maps KGS's names as KataGo does.
RULES_TEXT = {
    "chinese": "koPOSITIONALscoreAREAtaxNONEsui0whbNfirstBLACKpstones0wlast0freeh1cycleIGNOREkomi5.5",
    "japanese": "koSIMPLEscoreTERRITORYtaxSEKIsui0whb0firstBLACKpstones0wlast0freeh0cycleNORESULTkomi5.5",
    "korean": "koSIMPLEscoreTERRITORYtaxSEKIsui0whb0firstBLACKpstones0wlast0freeh0cycleNORESULTkomi5.5",
    "aga": "koSITUATIONALscoreAREAtaxNONEsui0whbN-1firstBLACKpstones1wlast1freeh0cycleIGNOREkomi5.5",
    "new-zealand": "koSITUATIONALscoreAREAtaxNONEsui1whb0firstBLACKpstones0wlast0freeh1cycleIGNOREkomi5.5",
    "new zealand": "koSITUATIONALscoreAREAtaxNONEsui1whb0firstBLACKpstones0wlast0freeh1cycleIGNOREkomi5.5",
    "NZ": "koSITUATIONALscoreAREAtaxNONEsui1whb0firstBLACKpstones0wlast0freeh1cycleIGNOREkomi5.5",
    "tromp-taylor": "koPOSITIONALscoreAREAtaxNONEsui1whb0firstBLACKpstones0wlast0freeh1cycleIGNOREkomi5.5",
    "ing": "koSITUATIONALscoreAREAtaxNONEsui1whb0firstBLACKpstones0wlast0freeh1cycleIGNOREkomi5.5tieBLACK",
    "GOE": "koSITUATIONALscoreAREAtaxNONEsui1whb0firstBLACKpstones0wlast0freeh1cycleIGNOREkomi5.5tieBLACK",
    "prediction": "koNONEscoreAREAtaxNONEsuiCHOICEwhb0firstWHITEpstones0wlast0freeh1cycleLOSSkomi5.5opening4",
    "koPOSITIONALscoreAREAtaxNONEsui1":
        "koPOSITIONALscoreAREAtaxNONEsui1whb0firstBLACKpstones0wlast0freeh1cycleIGNOREkomi5.5",
    "koSITUATIONALscoreTERRITORYtaxSEKIsui0whbN-1fpok1":
        "koSITUATIONALscoreTERRITORYtaxSEKIsui0whbN-1firstBLACKpstones0wlast0freeh1cycleIGNOREkomi5.5",
    "koSIMPLEscoreAREAsui0komi5":
        "koSIMPLEscoreAREAtaxNONEsui0whb0firstBLACKpstones0wlast0freeh1cycleNORESULT3komi5",
}
KGS_RULES = {"chinese": "chinese", "japanese": "japanese", "aga": "aga",
             "new_zealand": "new-zealand", "tromp-taylor": "tromp-taylor"}

CASES += [
    ("komi and get_komi",
     "get_komi\nkomi 6.5\nget_komi\nkomi 0.3\nget_komi\nkomi 7.3\nget_komi\n"
     "komi -0.1\nget_komi\nkomi 1e9\nkomi -2\nget_komi\nkomi\nget_komi x\n",
     # GTP's komi is any float; one that is not a multiple of 0.25 is
     # counted as the half point between the same whole numbers (same
     # winner for every whole-point count): 0.3 -> 0.5, 7.3 -> 7.5.
     ["= 7.5", "= ", "= 6.5", "= ", "= 0.5", "= ", "= 7.5", "= ", "= -0.5",
      "? komi must be within [-1000, 1000]", "= ", "= -2",
      "? syntax error", "? syntax error"]),
    ("kata-set-rules: every preset, RU spellings and rules strings",
     "komi 5.5\n" + "".join("kata-set-rules %s\nkata-get-rules\n" % k for k in RULES_TEXT)
     + "kata-set-rules\nkata-set-rules chinese-nonsense\n",
     ["= "] + [a for v in RULES_TEXT.values() for a in ("= ", "= " + v)]
     + ["? syntax error", "? unknown rules"]),
    ("kgs-rules: KataGo's mapping, komi kept",
     "komi 6\n" + "".join("kgs-rules %s\nkata-get-rules\n" % k for k in KGS_RULES)
     + "kgs-rules korean\nkgs-rules\n",
     ["= "] + [a for v in KGS_RULES.values()
               for a in ("= ", "= " + RULES_TEXT[v].replace("komi5.5", "komi6"))]
     + ["? unknown rules 'korean'", "? syntax error"]),
    ("fixed_handicap: GTP's points and order",
     "fixed_handicap 2\nfixed_handicap 3\nclear_board\nfixed_handicap 9\nget_handicap\n"
     "boardsize 9\nfixed_handicap 5\nlist_stones b\nclear_board\nfixed_handicap 10\n"
     "fixed_handicap 1\nfixed_handicap x\nboardsize 7\nfixed_handicap 5\nfixed_handicap 4\n"
     "boardsize 5\nfixed_handicap 2\n",
     ["= D4 Q16", "? board not empty", "= ", "= D4 Q16 D16 Q4 D10 Q10 K4 K16 K10", "= 9",
      "= ", "= C3 G7 C7 G3 E5", "= C7 G7 E5 C3 G3", "= ", "? invalid number of stones",
      "? invalid number of stones", "? syntax error", "= ", "? invalid number of stones",
      "= C3 E5 C5 E3", "= ", "? invalid number of stones"]),
    ("place_free_handicap: the fixed points, then the farthest points",
     "boardsize 9\nplace_free_handicap 4\nplace_free_handicap 4\nclear_board\n"
     "place_free_handicap 12\nget_handicap\nclear_board\nplace_free_handicap 81\n"
     "boardsize 19\nplace_free_handicap 13\nboardsize 5\nplace_free_handicap 3\n"
     "boardsize 1\nplace_free_handicap 2\n",
     ["= ", "= C3 G7 C7 G3", "? board not empty", "= ",
      "= C3 G7 C7 G3 C5 G5 E3 E7 E5 B8 D8 F8", "= 12", "= ", "? invalid number of stones",
      "= ", "= D4 Q16 D16 Q4 D10 Q10 K4 K16 K10 G13 N13 G7 N7", "= ", "= C3 B4 D4",
      "= ", "? invalid number of stones"]),
    ("set_free_handicap: checked, and the handicap compensation follows it",
     "boardsize 9\nset_free_handicap A1 A1\nset_free_handicap A1\nset_free_handicap A1 Z9\n"
     "set_free_handicap A1 pass\nset_free_handicap A1 x\nset_free_handicap\n"
     "set_free_handicap A1 B2\nget_handicap\nset_free_handicap C3 D4\nfinal_score\n"
     "kata-set-rules aga\nfinal_score\nkata-set-rules tromp-taylor\nfinal_score\n"
     "kata-set-rules japanese\nfinal_score\nplace_free_handicap 2\n",
     ["= ", "? bad vertex list", "? bad vertex list", "? bad vertex list",
      "? bad vertex list", "? syntax error", "? syntax error", "= ", "= 2",
      "? board not empty", "= B+71.5", "= ", "= B+72.5", "= ", "= B+73.5", "= ",
      "= B+71.5", "? board not empty"]),
    # 5x5: Black B1-B5 and A3 with two eyes, White D1-D5 and E3 likewise,
    # a white stone at A1 inside Black's pass-alive area, column C dame.
    ("final_score, final_status_list and gorules-mark",
     "boardsize 5\nkomi 0\n"
     + "".join("play b %s\n" % v for v in ("B1", "B2", "B3", "B4", "B5", "A3"))
     + "".join("play w %s\n" % v for v in ("D1", "D2", "D3", "D4", "D5", "E3", "A1"))
     + "final_score\nfinal_status_list dead\ngorules-mark auto\nfinal_status_list dead\n"
     "final_score\nfinal_status_list alive\nfinal_status_list seki\nkomi 0.5\nfinal_score\n"
     "kata-set-rules japanese\nfinal_score\ngorules-mark clear\nfinal_status_list dead\n"
     "final_score\ngorules-mark dead A1\nfinal_score\ngorules-mark alive A1\nfinal_score\n"
     "gorules-mark seki D5\nfinal_status_list seki\ngorules-mark estimate\n"
     "final_status_list dead\n",
     # Nothing marked: final_score and final_status_list take A1 (inside
     # Black's pass-alive area) as dead, as gorules-mark auto does. After
     # gorules-mark clear the marks are taken as they are: A1 alive, and
     # under the japanese preset's J1989 counting Black's group, with the
     # one eye A4-A5 left, has no territory: W+4.5.
     ["= "] * 15 + ["= 0", "= A1", "= 1", "= A1", "= 0",
                    "= B5 B4 A3 B3 B2 B1\nD5 D4 D3 E3 D2 D1", "= ", "= ", "= W+0.5",
                    "= ", "= B+0.5", "= ", "= ", "= W+4.5", "= ", "= B+0.5", "= ",
                    "= W+4.5", "= ", "= D5 D4 D3 E3 D2 D1", "= 1", "= A1"]),
    ("gorules-mark: errors; marks end with the position",
     "boardsize 5\nplay b B2\nplay w C3\ngorules-mark dead C4\ngorules-mark dead Z9\n"
     "gorules-mark dead x\ngorules-mark dead\ngorules-mark\ngorules-mark foo B2\n"
     "gorules-mark auto B2\ngorules-mark dead B2 C3\nfinal_status_list dead\n"
     "play b D4\nfinal_status_list dead\nplay w pass\nplay b pass\ngorules-mark dead C3\n"
     "is_legal b C2\nall_legal w\nfinal_status_list dead\nfinal_status_list\n"
     "final_status_list foo\n",
     ["= ", "= ", "= ", "? vertex must not be empty", "? invalid vertex", "? syntax error",
      "? syntax error", "? syntax error", "? syntax error", "? syntax error", "= ",
      "= C3\nB2", "= ", "= ", "= ", "= ", "= ", "= 1", None, "= C3", "? syntax error",
      "? syntax error"]),
    ("loadsgf: the position before move N, as GNU Go",
     "loadsgf %s 10\nget_komi\nlist_stones b\nlist_stones w\nloadsgf %s 1\nlist_stones b\n"
     "loadsgf %s 2\nlist_stones b\nloadsgf %s\ncaptures b\ncaptures w\nfinal_score\n"
     "gorules-mark auto\nloadsgf %s 0\ncaptures b\nloadsgf %s 999\ncaptures b\n"
     "loadsgf %s Q16\nlist_stones b\nloadsgf %s D4\ncaptures b\nloadsgf %s T19\ncaptures b\n"
     "loadsgf\nloadsgf %s 1 2\nloadsgf %s x\n" % ((GAME,) * 11),
     ["= white", "= 7.5", "= Q16 C15 B5 C3 Q3", "= D17 D5 J4 E3", "= black", "= ",
      "= white", "= Q16", "= white", "= 18", "= 4", "= B+37.5", "= 0", "= white", "= 18",
      "= white", "= 18", "= black", "= ", "= white", None, "= white", "= 18",
      "? syntax error", "? syntax error", "? syntax error"]),
    ("loadsgf: komi, handicap and the record's dead-stone marks",
     "komi 3\nloadsgf %s\nget_komi\nfinal_status_list dead\nfinal_score\n"
     "loadsgf %s\nget_handicap\nget_komi\nfinal_score\ngorules-mark dead G3\nfinal_score\n"
     "loadsgf %s\nfinal_score\ngorules-mark auto\nfinal_score\n"
     % (os.path.join(TOOLS, "territory-9x9.sgf"), os.path.join(TOOLS, "handicap-9x9.sgf"),
        os.path.join(TOOLS, "pass-alive-5x5.sgf")),
     # pass-alive-5x5.sgf marks nothing: final_score applies the certain
     # marking by itself (the same count as after gorules-mark auto).
     ["= ", "= black", "= 6.5", "= B5\nH5", "= B+2.5", "= white", "= 2", "= 0.5",
      "= B+34.5", "= ", "= B+6.5", "= black", "= 0", "= 1", "= 0"]),
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

    def loadsgf_errors():
        got = session(b"loadsgf /nonexistent/x.sgf\nprintsgf /nonexistent/dir/x.sgf\n")
        assert got[0].startswith("? cannot load /nonexistent/x.sgf: "), got
        assert got[1] == "? cannot write /nonexistent/dir/x.sgf", got
        with tempfile.TemporaryDirectory() as d:
            big = os.path.join(d, "big.sgf")
            with open(big, "w") as f:
                f.write("(;SZ[37];B[aa])")
            bad = os.path.join(d, "bad.sgf")
            with open(bad, "w") as f:
                f.write("(;SZ[9];B[aa")
            nokm = os.path.join(d, "nokm.sgf")
            with open(nokm, "w") as f:
                f.write("(;SZ[9];B[ee];W[cc])")
            got = session(("boardsize 9\nloadsgf %s\nloadsgf %s\nkomi 3.5\nloadsgf %s\n"
                           "get_komi\nlist_stones b\n" % (big, bad, nokm)).encode())
            assert got[1] == "? cannot load %s: 37x37 is larger than GTP allows (25x25)" % big, got
            assert got[2].startswith("? cannot load %s: line 1, column" % bad), got
            assert got[3:] == ["= ", "= black", "= 3.5", "= E5"], got

    def loadsgf_notes():
        # A game-information value the replay cannot use is said on
        # standard error (it was dropped without a word); the answer stays
        # the colour to move.
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "info.sgf")
            with open(path, "w") as f:
                f.write("(;SZ[9]RU[Chinese]KM[nan]HA[1000];B[ee])")
            p = subprocess.run([ENGINE], input=("loadsgf %s\nget_komi\n" % path).encode(),
                               capture_output=True, timeout=60)
            assert p.stdout.decode() == "= white\n\n= 7.5\n\n", p.stdout
            assert p.stderr.decode().splitlines() == [
                "gorules-gtp: %s:1:19: note: KM[nan] is not a usable komi: komi 7.5 kept" % path,
                "gorules-gtp: %s:1:26: note: HA[1000] is not a usable handicap (a whole "
                "number of stones, 0 to 81): ignored" % path], p.stderr

    def final_score_unfinished():
        # final_score of a position whose game has not ended (the bundled
        # record at move 50) says so on standard error, once; the record's
        # end (two passes) is counted without a word.
        data = "loadsgf %s 50\nfinal_score\nloadsgf %s\nfinal_score\n" % (GAME, GAME)
        p = subprocess.run([ENGINE], input=data.encode(), capture_output=True, timeout=60)
        assert p.stdout.decode() == "= white\n\n= W+4.5\n\n= white\n\n= B+37.5\n\n", p.stdout
        assert p.stderr.decode().splitlines() == [
            "gorules-gtp: note: final_score of an unfinished position (no two "
            "passes): counted as it stands, the stones still in play judged, "
            "not played out"], p.stderr

    def loadsgf_rules_and_komi():
        # loadsgf applies the record's RU and KM; a later kata-set-rules or
        # komi still wins. Chinese Weiqi Rules: a handicap game without KM
        # has no komi, only the compensation (003: with three stones Black
        # needs 180.5 + 1.5 = 182). A record missing its final ")" loads.
        japanese = "koSIMPLEscoreTERRITORYtaxSEKIsui0whb0firstBLACKpstones0wlast0freeh0cycleNORESULT"
        chinese = "koPOSITIONALscoreAREAtaxNONEsui0whbNfirstBLACKpstones0wlast0freeh1cycleIGNORE"
        with tempfile.TemporaryDirectory() as d:
            jp = os.path.join(d, "jp.sgf")
            with open(jp, "w") as f:
                f.write("(;SZ[9]RU[Japanese]KM[6.5];B[ee])")
            ha = os.path.join(d, "ha.sgf")
            with open(ha, "w") as f:
                f.write("(;SZ[19]RU[Chinese]HA[3]AB[dd][pp][dp];W[qd])")
            plain = os.path.join(d, "plain.sgf")
            with open(plain, "w") as f:
                f.write("(;SZ[9];B[ee];W[cc]")
            got = session(("komi 3\nloadsgf %s\nkata-get-rules\nget_komi\n"
                           "kata-set-rules chinese\nkata-get-rules\nkomi 7\nget_komi\n"
                           "loadsgf %s\nkata-get-rules\nget_komi\nget_handicap\n"
                           "kata-set-rules japanese\nkomi 2\nloadsgf %s\nkata-get-rules\n"
                           "list_stones w\n" % (jp, ha, plain)).encode())
            assert got == ["= ", "= white", "= %skomi6.5" % japanese, "= 6.5", "= ",
                           "= %skomi6.5" % chinese, "= ", "= 7", "= black",
                           "= %skomi0" % chinese, "= 0", "= 3", "= ", "= ", "= black",
                           "= %skomi2" % japanese, "= C7"], got

    def printsgf_round_trip():
        with tempfile.TemporaryDirectory() as d:
            one, two = os.path.join(d, "one.sgf"), os.path.join(d, "two.sgf")
            query = "gorules-hash\ncaptures b\ncaptures w\nlist_stones b\nlist_stones w\n" \
                    "get_komi\nkata-get-rules\nfinal_score\n"
            got = session(("loadsgf %s\nprintsgf %s\n%sprintsgf\nloadsgf %s\n%sprintsgf %s\n"
                           "printsgf\n" % (GAME, one, query, one, query, two)).encode())
            assert got[0] == "= white" and got[1] == "= ", got[:2]
            first, text1 = got[2:10], got[10]
            assert got[11] == "= white", got[11]
            second, text2 = got[12:20], got[21]
            assert first == second, (first, second)
            assert first[7] == "= B+37.5", first
            assert text1 == text2, "printsgf differs after a round trip"
            assert text1.startswith("= (;FF[4]GM[1]") and "SZ[19]" in text1, text1[:80]
            assert "KM[7.5]" in text1 and ";B[pd];W[dc];B[pq]" in text1, text1[:400]
            assert "PB[GNU Go 3.8 (level 10)]" in text1, "game info not copied"
            with open(one, encoding="utf-8") as f1, open(two, encoding="utf-8") as f2:
                assert f1.read() == f2.read(), "the written files differ"
            # A position before a move, printed and read back.
            got = session(("loadsgf %s 100\nprintsgf %s\nlist_stones w\nloadsgf %s\n"
                           "list_stones w\n" % (GAME, one, one)).encode())
            assert got[0] == "= white" and got[3] == "= white", got
            assert got[2] == got[4], got

    def printsgf_text():
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "c.sgf")
            with open(path, "w", encoding="utf-8") as f:
                f.write("(;SZ[9]KM[6.5]GC[first\n\nafter an empty line\r\n\r\nend]"
                        "AB[cc][gg]HA[2];W[ee];B[];W[])")
            got = session(("loadsgf %s\nprintsgf\nname\n" % path).encode())
            assert len(got) == 3 and got[2] == "= gorules-gtp", got
            text = got[1]
            assert "\r" not in text and "\n\n" not in text, text
            assert "first\n \nafter an empty line\n \nend" in text, text
            assert "HA[2]" in text and "AB[cc][gg]" in text and ";W[ee];B[];W[]" in text, text
            got = session(b"boardsize 5\nplay b C3\nplay w D4\nprintsgf\n")
            assert "SZ[5]" in got[3] and ";B[cc];W[db])" in got[3], got[3]

    def list_commands():
        got = session(b"list_commands\n")[0][2:].split("\n")
        for c in ("loadsgf", "printsgf", "komi", "fixed_handicap", "place_free_handicap",
                  "set_free_handicap", "final_score", "final_status_list", "kata-set-rules",
                  "kgs-rules", "gorules-mark", "gorules-score", "gorules-estimate",
                  "get_komi", "get_handicap"):
            assert c in got, c

    def gorules_score():
        got = session(("loadsgf %s\ngorules-score\n" % GAME).encode())[1].split("\n")
        assert got[0] == "= scoring area tax none pass_stones_rule 0 handicap 0", got
        assert got[1].startswith("black stones 143 territory 60 seki_eyes 0 captures 18 "), got
        assert got[1].endswith(" total 203"), got
        assert got[2].startswith("white stones 119 territory 39 ") and "komi 7.5" in got[2], got
        assert got[3] == ("dame 0 points 361 margin 37.5 margin_stones 18.75 base 180.5 "
                          "black_count 203 black_needs 184.25 winner B"), got
        assert got[4] == "result B+37.5", got

    def gorules_estimate():
        # The resigned 9x9 record of the tool tests: the figures of
        # `gorules score --estimate --playouts 8 --seed 3`.
        rec = os.path.join(TOOLS, "resigned-9x9.sgf")
        got = session(("loadsgf %s\ngorules-estimate 8 3\ngorules-estimate 0\n"
                       "gorules-estimate 8 x\ngorules-estimate 1 2 3\nfinal_score\n"
                       % rec).encode())
        lines = got[1].split("\n")
        assert lines[0] == ("= estimate B+11.5 owned_margin 11.5 margin -8.75 black_owned 48 "
                            "white_owned 29 black_area 39.875 white_area 41.125 komi 7.5 "
                            "black_wins 0.5 certain 0 playouts 8 seed 3"), lines
        assert len(lines) == 10 and lines[5] == " ".join(["100"] * 9), lines
        assert got[2:5] == ["? syntax error"] * 3, got
        assert got[5] == "= B+10.5", got      # final_score: the count, unchanged

    case("loadsgf and printsgf errors", loadsgf_errors)
    case("loadsgf: unusable game information said on stderr", loadsgf_notes)
    case("final_score of an unfinished position said on stderr", final_score_unfinished)
    case("loadsgf: the record's RU and KM, handicap without KM, no final )",
         loadsgf_rules_and_komi)
    case("printsgf round trip", printsgf_round_trip)
    case("printsgf text has no empty line", printsgf_text)
    case("list_commands", list_commands)
    case("gorules-score", gorules_score)
    case("gorules-estimate", gorules_estimate)
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
