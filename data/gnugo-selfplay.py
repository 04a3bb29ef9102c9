#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Make data/gnugo-selfplay-19x19.sgf: GNU Go plays itself over GTP.

Usage: gnugo-selfplay.py [OUTPUT] [LEVEL] [SEED]

GNU Go (gnugo --mode gtp) generates every move; this script only relays
them and writes the moves down as SGF FF[4]. The game ends after two
passes in a row or a resignation; the result is GNU Go's final_score.
"""
import datetime
import subprocess
import sys

out = sys.argv[1] if len(sys.argv) > 1 else "gnugo-selfplay-19x19.sgf"
level = sys.argv[2] if len(sys.argv) > 2 else "10"
seed = sys.argv[3] if len(sys.argv) > 3 else "20240501"
size, komi = 19, 7.5
letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

engine = subprocess.Popen(
    ["gnugo", "--mode", "gtp", "--level", level, "--seed", seed,
     "--chinese-rules", "--capture-all-dead"],
    stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def gtp(command):
    engine.stdin.write(command + "\n")
    engine.stdin.flush()
    lines = []
    while True:
        line = engine.stdout.readline()
        if not line or (line == "\n" and lines):
            break
        if line != "\n":
            lines.append(line.rstrip("\n"))
    answer = "\n".join(lines)
    if not answer.startswith("="):
        sys.exit("GTP error for %r: %s" % (command, answer))
    return answer[1:].strip()


def sgf_point(vertex):
    if vertex.lower() == "pass":
        return ""
    x = letters.index(vertex[0].upper())
    y = size - int(vertex[1:])
    return "abcdefghijklmnopqrs"[x] + "abcdefghijklmnopqrs"[y]


version = gtp("version")
gtp("boardsize %d" % size)
gtp("clear_board")
gtp("komi %g" % komi)
moves, color, passes, result = [], "B", 0, None
while passes < 2 and len(moves) < 1000:
    vertex = gtp("genmove " + ("black" if color == "B" else "white"))
    if vertex.lower() == "resign":
        result = ("W" if color == "B" else "B") + "+R"
        break
    moves.append((color, sgf_point(vertex)))
    passes = passes + 1 if vertex.lower() == "pass" else 0
    color = "W" if color == "B" else "B"
if result is None:
    result = gtp("final_score")
gtp("quit")

player = "GNU Go %s (level %s)" % (version, level)
head = ("(;FF[4]GM[1]CA[UTF-8]AP[gnugo-selfplay.py:1]SZ[%d]KM[%g]RU[Chinese]"
        "\nPB[%s]PW[%s]DT[%s]RE[%s]"
        "\nGC[GNU Go self-play, gnugo --mode gtp --level %s --seed %s "
        "--chinese-rules --capture-all-dead; moves relayed by "
        "data/gnugo-selfplay.py]\n"
        % (size, komi, player, player, datetime.date.today().isoformat(),
           result, level, seed))
body, line = [], ""
for c, p in moves:
    node = ";%s[%s]" % (c, p)
    if len(line) + len(node) > 78:
        body.append(line)
        line = ""
    line += node
body.append(line)
with open(out, "w", encoding="utf-8") as f:
    f.write(head + "\n".join(body) + ")\n")
print("%s: %d moves, %s" % (out, len(moves), result))
