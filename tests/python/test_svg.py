# SPDX-License-Identifier: MIT
"""Game.svg(): the SVG board is well-formed XML, the stones are where they
should be in the right colours, markup, territory and dead stones are
drawn, and rsvg-convert turns it into a PNG of the stated size."""
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET

import pytest

import gorules

NS = "{http://www.w3.org/2000/svg}"


def parse(text):
    root = ET.fromstring(text)
    assert root.tag == NS + "svg"
    return root


def stones(root):
    """{vertex: (colour, cx, cy, dead)} of the stone circles."""
    out = {}
    for c in root.iter(NS + "circle"):
        cls = c.get("class", "").split()
        if "stone" in cls:
            colour = "black" if "black" in cls else "white"
            assert c.get("fill") == ("#000" if colour == "black" else "#fff")
            out[c.get("data-vertex")] = (colour, int(c.get("cx")),
                                         int(c.get("cy")), "dead" in cls)
    return out


def centre(game, vertex, cell=24, coords=True):
    x, y = game.point(vertex)
    margin = cell // 2 + (cell if coords else 0)
    return margin + x * cell, margin + y * cell


def test_stones_at_their_points():
    g = gorules.Game(19)
    moves = ["D4", "Q16", "C17", "R3", "K10", "T19", "A1"]
    g.play_many(moves)
    root = parse(g.svg())
    assert root.get("width") == "504" and root.get("viewBox") == "0 0 504 504"
    got = stones(root)
    assert sorted(got) == sorted(moves)
    for k, v in enumerate(moves):
        colour = "black" if k % 2 == 0 else "white"
        assert got[v] == (colour, *centre(g, v), False)
    last = [c for c in root.iter(NS + "circle")
            if c.get("class") == "last-move"]
    assert len(last) == 1
    assert (int(last[0].get("cx")), int(last[0].get("cy"))) == centre(g, "A1")
    assert last[0].get("stroke") == "#fff"       # on a black stone
    texts = [t.text for t in root.iter(NS + "text")]
    assert texts.count("T") == 2 and "I" not in texts and texts.count("19") == 2


def test_rectangular_and_options():
    g = gorules.Game((7, 5))
    g.play("B2")
    g.play("G5")
    root = parse(g.svg(coordinates=False, last_move=False, background=False,
                       cell=30))
    # 2 * 15 + 6 * 30 = 210 wide, 2 * 15 + 4 * 30 = 150 high
    assert (root.get("width"), root.get("height")) == ("210", "150")
    assert stones(root) == {"B2": ("black", 45, 105, False),
                            "G5": ("white", 195, 15, False)}
    assert not list(root.iter(NS + "text"))
    assert not [r for r in root.iter(NS + "rect") if r.get("class") == "board"]
    with pytest.raises(gorules.InvalidArgument):
        g.svg(cell=3)


def test_markup_and_labels():
    g = gorules.Game(9)
    g.play("E5")
    root = parse(g.svg(markup={"E5": "triangle", "A9": "circle",
                               (8, 0): gorules.SvgMark.SQUARE, "J1": "cross"},
                       labels={"C3": "a<b & c"}))
    marks = {e.get("class"): e for e in root.iter()
             if e.get("class", "").startswith("mark")}
    assert set(marks) == {"mark triangle", "mark circle", "mark square",
                          "mark cross", "mark label"}
    assert marks["mark triangle"].get("stroke") == "#fff"
    assert marks["mark circle"].get("cx") == "36"
    assert marks["mark label"].text == "a<b & c"
    assert (int(marks["mark label"].get("x")),) == (centre(g, "C3")[0],)
    with pytest.raises(ValueError, match="not a mark"):
        g.svg(markup={"A1": "star"})
    with pytest.raises(gorules.OffBoard):
        g.svg(markup={"Z9": "circle"})


def test_territory_and_dead_stones():
    g = gorules.Game(5)
    for y in range(1, 6):
        g.play(f"C{y}", "black")
    g.play("A3", "white")
    g.mark("A3")
    root = parse(g.svg())
    assert stones(root)["A3"] == ("white", *centre(g, "A3"), True)
    assert len([e for e in root.iter() if e.get("class") == "dead-mark"]) == 1
    sc = g.score()
    root = parse(g.svg(ownership=sc))
    terr = [r for r in root.iter(NS + "rect")
            if r.get("class", "").startswith("territory")]
    assert len(terr) == 20
    assert {r.get("class") for r in terr} == {"territory black"}
    assert stones(root)["A3"][3] is True
    # rows of owners (area_map, Score.ownership) draw the same squares
    assert g.svg(ownership=sc.ownership()).count('"territory black"') == 20
    # Benson's map: D and E (10 points) are black's; A3 is white's own stone
    assert g.svg(ownership=g.area_map()).count('"territory ') == 10
    with pytest.raises(ValueError, match="ownership has 3 values, the board 25 points"):
        g.svg(ownership=b"abc")


def wall_game():
    """5x5: a black wall on column C, a white stone at A3."""
    g = gorules.Game(5)
    for y in range(1, 6):
        g.play(f"C{y}", "black")
    g.play("A3", "white")
    return g


def squares(root):
    """(black, white) counts of the ownership squares."""
    cls = [r.get("class") for r in root.iter(NS + "rect")]
    return cls.count("territory black"), cls.count("territory white")


def test_signed_maps():
    g = wall_game()
    # A signMap (1 Black's, -1 White's): columns A, B Black's, C Black's
    # stones, D, E White's. Squares: A, B less A3 (9 empty points) plus the
    # white stone A3 on Black's point, dead: 10 black; D, E: 10 white.
    rows = [[1, 1, 1, -1, -1]] * 5
    root = parse(g.svg(ownership=rows))
    assert squares(root) == (10, 10)
    assert stones(root)["A3"][3] is True
    assert stones(root)["C3"][3] is False
    same = g.svg(ownership=rows)
    assert g.svg(ownership=[v for r in rows for v in r]) == same   # flat
    assert g.svg(ownership=[[v * 0.25 for v in r] for r in rows]) == same
    assert g.svg(ownership=[[v * 100 for v in r] for r in rows]) == same
    # Zero is nobody's: no square, A3 alive.
    root = parse(g.svg(ownership=[[0, 0, 1, -1, -1]] * 5))
    assert squares(root) == (0, 10)
    assert stones(root)["A3"][3] is False


def test_ownership_estimate():
    g = wall_game()
    est = g.ownership_estimate(64, seed=1)
    text = g.svg(ownership=est)
    # The estimate's values (here none is 0, 1 or 2: signed), its rows
    # and (numpy) array draw the same.
    assert not set(est.values) & {0, 1, 2}
    assert g.svg(ownership=est.values) == text
    assert g.svg(ownership=est.rows()) == text
    root = parse(text)
    points = [f"{c}{r}" for c in "ABCDE" for r in range(1, 6)]
    black = sum(1 for v in points if est.at(v) > 0 and
                g[v] != gorules.Color.BLACK)
    white = sum(1 for v in points if est.at(v) < 0 and
                g[v] != gorules.Color.WHITE)
    assert squares(root) == (black, white)
    assert stones(root)["A3"][3] is (est.at("A3") > 0)
    np = pytest.importorskip("numpy")
    assert g.svg(ownership=est.array()) == text
    assert g.svg(ownership=np.array([[1, 1, 1, -1, -1]] * 5)) == \
        g.svg(ownership=[[1, 1, 1, -1, -1]] * 5)


def test_bad_ownership_maps():
    g = wall_game()
    with pytest.raises(ValueError, match="ownership has 24 values, the board "
                       "25 points"):
        g.svg(ownership=[1] * 24)
    with pytest.raises(ValueError, match="ownership has 6 values"):
        g.svg(ownership=[[1, 2, 0]] * 2)
    with pytest.raises(TypeError, match="not int"):
        g.svg(ownership=42)
    with pytest.raises(TypeError, match="must be numbers"):
        g.svg(ownership=["x"] * 25)
    # Values other than 0, 1, 2 are signed: 256 is Black's.
    assert squares(parse(g.svg(ownership=[256] * 25))) == (20, 0)


def test_repr_svg_is_svg():
    g = gorules.Game(9)
    g.play("C3")
    assert g._repr_svg_() == g.svg()
    parse(g._repr_svg_())


def test_record_to_png(tmp_path):
    tool = shutil.which("rsvg-convert")
    if not tool:
        pytest.skip("rsvg-convert not installed (Debian: librsvg2-bin)")
    g = gorules.load_sgf_file(
        str(pytest.importorskip("pathlib").Path(__file__).resolve()
            .parents[2] / "data" / "gnugo-selfplay-19x19.sgf"))
    svg = tmp_path / "board.svg"
    svg.write_text(g.svg(ownership=g.score(estimate=True)))
    png = tmp_path / "board.png"
    subprocess.run([tool, str(svg), "-o", str(png)], check=True)
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert data[12:16] == b"IHDR"
    assert struct.unpack(">II", data[16:24]) == (504, 504)
