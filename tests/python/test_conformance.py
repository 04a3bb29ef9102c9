# SPDX-License-Identifier: MIT
"""The shared corpus's rules data (the same files the C tests read):
KataGo's ko and superko sequences and the CGOS server's return codes."""
import json

import pytest

import gorules
from gorules import Status


def load(corpus, path):
    p = corpus / path
    if not p.is_file():
        pytest.skip(f"{p} not in the corpus")
    return json.loads(p.read_text(encoding="utf-8"))


def setup_board(game, rows):
    black, white = [], []
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch in "xX#":
                black.append((x, y))
            elif ch in "oO":
                white.append((x, y))
    game.setup(black=black, white=white)


def test_katago_ko_cases(corpus):
    data = load(corpus, "rules/katago/ko_cases.json")
    for case in data["cases"]:
        rules = (f"ko{case['ko_rule']}scoreAREAsui{int(case['suicide'])}"
                 "cycleIGNORE")  # KataGo's legality, not its game end
        g = gorules.Game(tuple(case["size"]), rules=rules)
        setup_board(g, case["board"])
        g.to_move = case.get("first", "B")
        for k, step in enumerate(case["moves"]):
            where = f"{case['name']} move {k + 1}"
            move = None if step["move"] == "pass" else tuple(step["move"])
            g.play(move, step["colour"])    # asserted legal upstream
            expected = step.get("then_illegal_for_next")
            if expected is None:
                continue
            illegal = sorted(
                list(p) for p in (
                    (x, y) for y in range(g.height) for x in range(g.width))
                if g[p] == gorules.Color.EMPTY and g.legal_reason(p) in
                (Status.EKO, Status.ESUPERKO))
            assert illegal == sorted(expected), where


CGOS_CODES = {-1: {Status.ESUICIDE}, -2: {Status.EKO, Status.ESUPERKO},
              -3: {Status.EOCCUPIED}, -4: {Status.EPARSE, Status.EOFFBOARD}}


def test_cgos_gogame(corpus):
    data = load(corpus, "rules/cgos-gogame/gogame_tests.json")
    ran = 0
    for t in data["tests"]:
        g = gorules.Game(t["size"], rules=f"ko{t['ko_rule']}scoreAREAsui0")
        if "position" in t:
            setup_board(g, t["position"])
            g.to_move = "B"
        for vertex, code in t["moves"]:
            where = f"{t['name']} {vertex}"
            mover = g.to_move
            before = g.captures
            try:
                g.play(vertex)
            except gorules.Error as e:
                assert code is None or code < 0, where
                if code is not None:
                    assert e.code in CGOS_CODES[code], where
                assert g.to_move == mover, where
                continue
            assert code is None or code >= 0, where
            if code is not None:
                took = (g.captures.black - before.black) + \
                       (g.captures.white - before.white)
                assert took == code, where
            ran += 1
        if "expect_board" in t:
            rows = [line[2:].replace(" ", "") for line in
                    str(g).splitlines()[1:-1]]
            assert [r[:-1] for r in rows] == t["expect_board"]
    assert ran > 30
