#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Tests of `gorules score` (tools/gorules/tool_score.c) with exact values.

    tool_score.py path/to/gorules

Runs the tool from the repository root on the bundled game
(data/gnugo-selfplay-19x19.sgf: B+37.5, 黑胜18又3/4子; its whole text output
must equal data/gnugo-selfplay-19x19.score.txt here, the README's example)
and on the small records in tests/tools/data: dead stones from the record's
TB/TW, from --dead-stones, from the sound automatic marking (--dead auto),
the labelled estimate, seki marks, territory and area counting, komi and
handicap compensation, --move, JSON, and usage errors. Prints
"N passed, M failed"; exits 1 on any failure.
"""

import contextlib
import json
import os
import subprocess
import sys
import tempfile

TOOL = None
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
GAME = "data/gnugo-selfplay-19x19.sgf"
DATA = "tests/tools/data"


def run(*args, code=0):
    p = subprocess.run([TOOL] + list(args), cwd=ROOT, capture_output=True, timeout=60)
    out, err = p.stdout.decode("utf-8"), p.stderr.decode("utf-8")
    if p.returncode != code:
        raise AssertionError("gorules %s: exit %d, expected %d; stderr %r" % (
            " ".join(args), p.returncode, code, err[:300]))
    return out, err


def score_json(*args):
    out, _ = run("score", "--json", *args)
    return json.loads(out)


def eq(got, want, what):
    if got != want:
        raise AssertionError("%s: got %r, expected %r" % (what, got, want))


def side(s):
    """A side of the count as a tuple in the order of gor_score_side."""
    return tuple(s[k] for k in ("stones", "territory", "seki_eyes", "captures", "dead",
                                "pass_stones", "groups", "dame_share", "tax", "komi",
                                "handicap_bonus", "penalty", "total"))


@contextlib.contextmanager
def record_file(text):
    """The path of a temporary SGF file holding text (ASCII)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "record.sgf")
        with open(path, "w", encoding="ascii") as f:
            f.write(text)
        yield path


def t_bundled_text():
    out, err = run("score", GAME)
    with open(os.path.join(ROOT, DATA, "gnugo-selfplay-19x19.score.txt"), encoding="utf-8") as f:
        want = f.read()
    if out != want:
        import difflib
        diff = "".join(difflib.unified_diff(want.splitlines(True), out.splitlines(True),
                                            "expected", "gorules score"))
        raise AssertionError("text output differs:\n" + diff)
    eq(err, "", "stderr")
    for line in ("Result: B+37.5, Black wins by 37.5 points",
                 "Chinese: 黑胜18又3/4子 (Black's count 203, where 184.25 is a draw)",
                 "The record says RE[B+37.5]: the count agrees."):
        if line not in out.splitlines():
            raise AssertionError("missing line %r" % line)


def t_bundled_json():
    d = score_json(GAME)
    eq((d["result"], d["result_chinese"], d["record_result"], d["agrees"]),
       ("B+37.5", "黑胜18又3/4子", "B+37.5", True), "result")
    eq((d["move_number"], d["moves_in_record"], d["ended"], d["width"], d["height"]),
       (295, 295, "passes", 19, 19), "position")
    eq((d["rules"], d["komi"], d["dead_from"], d["dead"], d["seki"]),
       ("chinese", 7.5, ["marks", "auto"], [], []), "rules and dead stones")
    s = d["score"]
    eq((s["scoring"], s["tax"], s["pass_stones_rule"], s["handicap"]),
       ("area", "none", 0, 0), "method")
    eq(side(s["black"]), (143, 60, 0, 18, 0, 0, 0, 0, 0, 0, 0, 0, 203), "black")
    eq(side(s["white"]), (119, 39, 0, 4, 0, 0, 0, 0, 0, 7.5, 0, 0, 165.5), "white")
    eq((s["dame"], s["points"], s["margin"], s["margin_stones"], s["base"],
        s["black_count"], s["black_needs"], s["winner"]),
       (0, 361, 37.5, 18.75, 180.5, 203, 184.25, "B"), "totals")
    eq(len(d["board"]), 19, "board rows")
    own = "".join(d["ownership"])
    eq((own.count("B"), own.count("W"), own.count(".")), (203, 158, 0), "ownership")
    eq(d["board"][0], "..X.X...XXOOO......", "top row")
    eq(d["warnings"], [], "no warning for a finished game")


def dead_by_colour(d):
    """Stones taken off by colour, from `gorules score --json`."""
    dead = {"B": 0, "W": 0}
    for g in d["dead"]:
        dead[g["color"]] += len(g["stones"])
    return dead


def t_unfinished_notes():
    # Move 50 of the bundled game: counted as it stands, the judgement
    # takes off 7 lone stones (6 White, 1 Black), no group (the board is
    # open: before, all 24 White stones went, B+353.5). The ownership
    # estimate (64 playouts, seed 0: W+8.2) names the same leader.
    d = score_json(GAME, "--move", "50", "--count", "--dead", "estimate")
    eq((d["result"], sum(len(g["stones"]) for g in d["dead"]),
        d["score"]["dame"]), ("W+6.5", 7, 318), "move 50")
    unfinished = ("unfinished position: counted as it stands, with the "
                  "stones still in play judged, not played out")
    eq(d["warnings"], [unfinished], "move 50 warnings")
    # Move 80: the count (W+1.5, 295 points nobody's) is set beside the
    # estimate, which names the other leader.
    d = score_json(GAME, "--move", "80", "--count", "--dead", "estimate")
    eq(d["warnings"], [
        unfinished,
        "the ownership estimate says B+12.3 where the count says W+1.5: 295 "
        "points count for nobody here (open borders, dame) that play would "
        "still share out"], "move 80 warnings")
    # Move 170: stones of both colours all over the board, few points two
    # away from both, but more than half the board shared. Judged as a
    # closed position, each Black group taken off widened White's sphere
    # until no Black stone was left (W+368.5); judged as an open one the
    # playouts take off 25 stones (24 White, 1 Black).
    d = score_json(GAME, "--move", "170", "--count", "--dead", "estimate")
    dead = dead_by_colour(d)
    eq((d["result"], dead), ("B+10.5", {"B": 1, "W": 24}), "move 170")
    # Move 180: closed by both measures, the rounds took off 74 of Black's
    # 87 stones (W+91.5); a side keeping a quarter of its stones or fewer
    # is judged again as open: 8 Black and 10 White stones off.
    d = score_json(GAME, "--move", "180", "--count", "--dead", "estimate")
    dead = dead_by_colour(d)
    eq((d["result"], dead), ("W+13.5", {"B": 8, "W": 10}), "move 180")


def t_unusable_game_info_is_said():
    # KM[nan] and HA[1000] were used for nothing without a word; the count
    # says so (text and JSON), and --komi replaces the record's KM.
    with record_file("(;GM[1]FF[4]SZ[5]RU[Chinese]KM[nan]HA[1000];B[cc];W[];B[])") as path:
        d = score_json(path)
        eq(d["warnings"], [
            "KM[nan] is not a usable komi: komi 7.5 kept",
            "HA[1000] is not a usable handicap (a whole number of stones, 0 "
            "to 25): ignored"], "KM[nan], HA[1000]")
        eq(d["komi"], 7.5, "komi kept")
        out, _ = run("score", path)
        if "Note: KM[nan] is not a usable komi: komi 7.5 kept.\n" not in out:
            raise AssertionError("text output has no KM note: %r" % out[-400:])
        d = score_json(path, "--komi", "5.5")
        eq(d["warnings"], [
            "HA[1000] is not a usable handicap (a whole number of stones, 0 "
            "to 25): ignored"], "--komi 5.5")


def t_fox_km0_is_said_once():
    # A Fox record of an even game with KM[0]: the replay's note, once,
    # in the count's warnings; --komi replaces the record's komi, and the
    # note goes with it.
    with record_file("(;GM[1]FF[4]SZ[5]AP[foxwq]RU[Japanese]KM[0];B[cc];W[];B[])") as path:
        d = score_json(path)
        eq(d["warnings"], [
            "KM[0] on a Fox record of an even game: the server plays even "
            "games with komi (6.5 or 7.5), which this record may not show; "
            "counted with komi 0"], "KM[0]")
        eq(score_json(path, "--komi", "6.5")["warnings"], [], "--komi 6.5")


def t_bundled_options():
    d = score_json(GAME, "--move", "100")
    eq((d["move_number"], d["moves_in_record"], d["ended"], d["agrees"]),
       (100, 295, "none", False), "--move 100")
    d = score_json(GAME, "--rules", "japanese", "--komi", "6.5")
    eq((d["rules"], d["komi"], d["score"]["scoring"], d["score"]["tax"]),
       ("japanese", 6.5, "territory", "seki"), "--rules japanese")
    # Territory: 60 + 18 prisoners against 39 + 4 + 6.5.
    eq((d["score"]["black"]["total"], d["score"]["white"]["total"], d["result"],
        d["result_chinese"]), (78, 49.5, "B+28.5", "黑胜28目半"), "territory count")
    d = score_json(GAME, "--dead", "auto")
    eq((d["result"], d["dead"]), ("B+37.5", []), "--dead auto")
    d = score_json(GAME, "--rules", "aga", "--komi", "7")
    eq((d["result"], d["agrees"]), ("B+38", False), "aga, komi 7")


def t_pass_alive():
    f = DATA + "/pass-alive-5x5.sgf"
    # The record marks nothing: the certain marking applies by default.
    d = score_json(f)
    eq((d["result"], d["agrees"], d["dead"]),
       ("0", True, [{"color": "W", "source": "certain", "stones": ["A1"]}]),
       "certain dead by default")
    # --dead marks alone: the stone in Black's pass-alive area stays, and
    # the note points at it.
    d = score_json(f, "--dead", "marks")
    eq((d["result"], d["agrees"], d["dead"]), ("W+3", False, []), "no dead stones")
    out, _ = run("score", f, "--dead", "marks")
    if "Note: the estimate thinks 1 more stone may be dead" not in out:
        raise AssertionError("no hint about the dead stone:\n" + out)
    d = score_json(f, "--dead", "auto")
    eq((d["result"], d["result_chinese"], d["agrees"]), ("0", "和", True), "--dead auto")
    eq(d["dead"], [{"color": "W", "source": "certain", "stones": ["A1"]}], "certain dead")
    eq(side(d["score"]["black"]), (6, 4, 0, 0, 1, 0, 0, 2.5, 0, 0, 0, 0, 12.5), "black")
    eq(side(d["score"]["white"]), (6, 4, 0, 0, 0, 0, 0, 2.5, 0, 0, 0, 0, 12.5), "white")
    eq((d["score"]["dame"], d["score"]["winner"], d["score"]["black_needs"]),
       (5, None, 12.5), "draw")
    eq(d["ownership"], ["BB.WW", "BB.WW", "BB.WW", "BB.WW", "BB.WW"], "ownership")
    out, _ = run("score", f, "--dead", "auto")
    for line in ("1 [O]X . O o 1", "Result: 0, a draw (jigo)",
                 "Chinese: 和 (Black's count 12.5, where 12.5 is a draw)",
                 "The record says RE[0]: the count agrees."):
        if line not in out.splitlines():
            raise AssertionError("missing line %r in:\n%s" % (line, out))
    d = score_json(f, "--dead", "auto", "--rules", "japanese", "--komi", "0.5")
    eq((d["result"], d["result_chinese"]), ("B+0.5", "黑胜半目"), "japanese")
    d = score_json(f, "--dead", "marks,auto", "--seki-stones", "D1", "--rules", "japanese")
    eq((d["result"], d["seki"], d["score"]["white"]["seki_eyes"]),
       ("B+5", [{"color": "W", "source": "given",
                 "stones": ["D5", "D4", "D3", "E3", "D2", "D1"]}], 4), "seki under japanese")
    d = score_json(f, "--dead-stones", "A1")
    eq((d["result"], d["dead"][0]["source"]), ("0", "given"), "--dead-stones A1")


def t_territory():
    f = DATA + "/territory-9x9.sgf"
    d = score_json(f)
    eq((d["result"], d["agrees"], d["rules"], d["komi"]), ("B+2.5", True, "japanese", 6.5),
       "TB/TW marks")
    eq(d["dead"], [{"color": "W", "source": "record", "stones": ["B5"]},
                   {"color": "B", "source": "record", "stones": ["H5"]}], "dead from TB/TW")
    eq(side(d["score"]["black"]), (9, 36, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 37), "black")
    eq(side(d["score"]["white"]), (9, 27, 0, 0, 1, 0, 0, 0, 0, 6.5, 0, 0, 34.5), "white")
    out, _ = run("score", f)
    for line in ("5  x[O]x x X O o[X]o 5", "Chinese: 黑胜2目半",
                 "  White B5                          marked in the record (TB/TW)"):
        if line not in out.splitlines():
            raise AssertionError("missing line %r in:\n%s" % (line, out))
    eq(score_json(f, "--dead", "none")["result"], "W+6.5", "--dead none")
    d = score_json(f, "--rules", "chinese")
    eq((d["result"], d["result_chinese"], d["score"]["black_count"]),
       ("B+2.5", "黑胜1又1/4子", 45), "area")
    # Japanese 1989 territory (seki and false eyes read from the shapes):
    # two walls with plain territories, so the same count.
    d = score_json(f, "--territory", "j1989")
    eq((d["result"], d["score"]["black"]["territory"], d["score"]["white"]["territory"]),
       ("B+2.5", 36, 27), "--territory j1989")


def t_seki_found():
    # A seki the count reads from the shapes (Japanese 1989 territory, no
    # --seki-stones) is "found", not "given on the command line".
    f = DATA + "/seki-one-eye-each-7x2.sgf"
    d = score_json(f, "--territory", "j1989")
    eq((d["result"], d["seki"]),
       ("W+6.5", [{"color": "B", "source": "found",
                   "stones": ["A2", "C2", "A1", "B1", "C1"]},
                  {"color": "W", "source": "found",
                   "stones": ["E2", "G2", "E1", "F1", "G1"]}]), "seki found")
    out, _ = run("score", f, "--territory", "j1989")
    line = "  Black A2 C2 A1 B1 C1              found in the position by the count"
    if line not in out.splitlines():
        raise AssertionError("missing line %r in:\n%s" % (line, out))
    if "given on the command line" in out:
        raise AssertionError("seki labelled as given:\n" + out)
    d = score_json(f, "--territory", "j1989", "--seki-stones", "A1")
    eq([g["source"] for g in d["seki"]], ["given", "found"], "A1 given")


def t_handicap():
    f = DATA + "/handicap-9x9.sgf"
    d = score_json(f)
    eq((d["result"], d["score"]["handicap"], d["score"]["white"]["handicap_bonus"]),
       ("B+34.5", 2, 2), "handicap, nothing dead")
    d = score_json(f, "--dead-stones", "G3")
    eq((d["result"], d["agrees"], d["score"]["black_needs"]), ("B+6.5", True, 41.75),
       "G3 dead")
    eq(score_json(f, "--dead-stones", "G3", "--rules", "aga")["result"], "B+7.5", "aga")
    d = score_json(f, "--dead-stones", "G3", "--rules", "japanese")
    eq((d["result"], d["score"]["white"]["handicap_bonus"]), ("B+6.5", 0),
       "japanese: no compensation")
    d = score_json(f, "--dead", "estimate")
    # The estimate finds the record's dead stone, G3, and nothing else.
    eq((d["result"], d["dead"]),
       ("B+6.5", [{"color": "B", "source": "estimate", "stones": ["G3"]}]),
       "--dead estimate")
    for g in d["dead"]:
        if g["source"] not in ("estimate", "certain"):
            raise AssertionError("estimate gave a dead group of source %r" % g["source"])
    out, _ = run("score", f, "--dead", "estimate")
    if d["dead"] and "guessed dead by the estimate" not in out:
        raise AssertionError("guesses not labelled:\n" + out)


def t_unfinished():
    # A record that ended by resignation has no final position: score says
    # so and counts only with --count.
    with record_file("(;SZ[9]KM[7.5]RE[B+R];B[ee];W[cc];B[gg])") as f:
        out, _ = run("score", f)
        if "did not end by two passes (RE[B+R]: Black won by resignation)" not in out \
                or "--count" not in out:
            raise AssertionError("no word about the unfinished game:\n" + out)
        d1 = score_json(f)
        eq((d1["counted"], d1["finished"], d1["re"], d1["reason"]),
           (False, False, "B+R", "Black won by resignation"), "json")
        d2 = score_json(f, "--count")
        # Black E5 G3 and White C7 stand alone: every empty point touches
        # both colours' stones, area 2 against 1, komi 7.5: W+6.5.
        eq((d2["result"], d2["agrees"]), ("W+6.5", None), "--count")


def t_estimate():
    # A record Black won by resignation: the ownership estimate, labelled as
    # one, with the record's RE as the result. The figures follow the light
    # playouts (the tactical policy) for seed 0 and 64 playouts.
    f = DATA + "/resigned-9x9.sgf"
    out, err = run("score", f, "--estimate")
    with open(os.path.join(ROOT, DATA, "resigned-9x9.estimate.txt"), encoding="utf-8") as fh:
        want = fh.read()
    if out != want:
        import difflib
        diff = "".join(difflib.unified_diff(want.splitlines(True), out.splitlines(True),
                                            "expected", "gorules score --estimate"))
        raise AssertionError("text output differs:\n" + diff)
    eq(err, "", "stderr")
    for line in ("Result: B+R (the record's RE: Black won by resignation)",
                 "Ownership ESTIMATE, not a count: 64 random playouts from this position",
                 "Estimated score: B+5.5, an ESTIMATE by area counting (Black 47 points,"):
        if line not in out.splitlines():
            raise AssertionError("missing line %r" % line)
    d = score_json(f, "--estimate", "--playouts", "8", "--seed", "3")
    e = d["estimate"]
    eq((d["counted"], d["ended"], d["record_result"]), (False, "resign", "B+R"), "json")
    eq((e["playouts"], e["seed"], e["result"], e["owned_margin"], e["black_owned"],
        e["white_owned"], e["margin"], e["black_area"], e["white_area"], e["komi"],
        e["black_wins"], e["certain"]),
       (8, 3, "B+11.5", 11.5, 48, 29, -8.75, 39.875, 41.125, 7.5, 0.5, 0), "json estimate")
    eq(d["ownership"][4], [100] * 9, "Black's wall")
    eq(d["ownership"][0], [-100] * 9, "White's side")
    # The same seed, the same answer; the bundled game's final position is
    # settled: every playout agrees with the count, B+37.5.
    eq(score_json(f, "--estimate", "--playouts", "8", "--seed", "3"), d, "determinism")
    g = score_json(GAME, "--estimate", "--playouts", "4")
    eq((g["estimate"]["result"], g["estimate"]["margin"], g["ended"]),
       ("B+37.5", 37.5, "passes"), "settled game")
    for bad in (["--estimate", "--count"], ["--estimate", "--dead", "auto"],
                ["--estimate", "--dead-stones", "E5"], ["--estimate", "--territory", "plain"],
                ["--estimate", "--playouts", "0"], ["--estimate", "--playouts", "100001"],
                ["--estimate", "--seed", "-1"], ["--playouts", "5"], ["--seed", "2"]):
        run("score", f, *bad, code=2)


def t_usage():
    out, _ = run("score", "--help")
    for word in ("--dead", "--dead-stones", "--rules", "--komi", "--move", "--json",
                 "pass-alive", "estimate", "--estimate", "--playouts", "--seed"):
        if word not in out:
            raise AssertionError("--help does not mention %s" % word)
    out2, _ = run("help", "score")
    eq(out2, out, "gorules help score")
    out, _ = run("--help")
    if "gorules score" not in out:
        raise AssertionError("the main help does not list score")
    run("score", code=2)
    run("score", GAME, "--dead", "foo", code=2)
    run("score", GAME, "--dead", "none,auto", code=2)
    run("score", GAME, "--dead-stones", "Z99", code=2)
    run("score", GAME, "--dead-stones", "A19", code=2)   # no stone there
    run("score", GAME, "--komi", "x", code=2)
    run("score", GAME, "--komi", "0.1", code=2)
    run("score", GAME, "--rules", "nonsense", code=2)
    run("score", GAME, "--territory", "j1990", code=2)
    run("score", GAME, "--dead", "none", "--dead-stones", "C19", code=2)
    run("score", GAME, "--move", "400", code=1)
    run("score", DATA + "/no-such-file.sgf", code=1)
    out, _ = run("score", "--json", DATA + "/no-such-file.sgf", code=1)
    eq(json.loads(out)["file"], DATA + "/no-such-file.sgf", "JSON error")


def main():
    global TOOL
    if len(sys.argv) != 2:
        sys.exit("usage: tool_score.py path/to/gorules")
    TOOL = os.path.abspath(sys.argv[1])
    passed = failed = 0
    for name, fn in sorted((k, v) for k, v in globals().items() if k.startswith("t_")):
        try:
            fn()
            passed += 1
        except (AssertionError, ValueError, KeyError, IndexError) as exc:
            print("FAIL %s: %s" % (name[2:], exc))
            failed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
