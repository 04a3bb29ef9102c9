# SPDX-License-Identifier: MIT
"""Game.ownership_estimate(): the ownership and score estimate of any
position. Exact figures for fixed seeds follow the library's light
playouts; they are the C tests' and `gorules score --estimate`'s."""
import os

import pytest

import gorules

needs_est = pytest.mark.skipif(not hasattr(gorules.Game, "ownership_estimate"),
                               reason="library built without scoring")
needs_sgf = pytest.mark.skipif(not hasattr(gorules, "load_sgf_file"),
                               reason="library built without SGF")
ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
RESIGNED = os.path.join(ROOT, "tests", "tools", "data", "resigned-9x9.sgf")


def walls():
    """Black's wall on the fifth line, White's on the seventh (9x9)."""
    g = gorules.Game(9)
    g.setup(black=[(x, 4) for x in range(9)], white=[(x, 2) for x in range(9)])
    return g


@needs_est
def test_clearly_won_exact():
    e = walls().ownership_estimate()
    assert e.playouts == gorules.OWNERSHIP_PLAYOUTS == 64
    assert (e.black_owned, e.white_owned, e.owned_margin) == (50, 31, 11.5)
    assert (e.black_area, e.white_area, e.komi) == (44.703125, 36.296875, 7.5)
    assert (e.margin, e.black_wins, e.certain) == (0.90625, 0.703125, 0)
    assert e.rows()[4] == [91] * 9 and e.rows()[2] == [-91] * 9
    assert e.rows()[3] == [3, -3, -6, 9, -19, -6, 3, 13, 9]
    assert e.at("A5") == 91 and e.at((0, 4)) == 91
    assert len(e.values) == 81 and e.as_dict()["owned_margin"] == 11.5
    assert "B+11.5" in repr(e) and "estimate" in repr(e)


@needs_est
def test_deterministic_and_seeds():
    g = walls()
    a, b = g.ownership_estimate(20, 7), g.ownership_estimate(20, 7)
    assert a.values == b.values and a.as_dict() == b.as_dict()
    assert g.ownership_estimate(20, 8).values != a.values
    # Seeds use all 64 bits.
    top = g.ownership_estimate(20, 2**64 - 1)
    assert top.as_dict() == g.ownership_estimate(20, 2**64 - 1).as_dict()
    with pytest.raises(ValueError):
        g.ownership_estimate(20, -1)
    with pytest.raises(ValueError):
        g.ownership_estimate(20, 2**64)


@needs_est
def test_pass_alive_certain():
    # Two pass-alive groups share the board: every point certain, exact.
    g = gorules.Game((7, 5))
    rows = [".x.xo.o", "xxxxooo", ".x.xo.o", "xxxxooo", ".x.xo.o"]
    g.setup(black=[(x, y) for y, r in enumerate(rows) for x, c in enumerate(r) if c == "x"],
            white=[(x, y) for y, r in enumerate(rows) for x, c in enumerate(r) if c == "o"])
    for seed in range(3):
        e = g.ownership_estimate(16, seed)
        assert e.rows() == [[100] * 4 + [-100] * 3] * 5
        assert (e.certain, e.black_area, e.white_area, e.margin) == (35, 20.0, 15.0, -2.5)


@needs_est
def test_bad_input_leaves_the_game():
    g = walls()
    h, n = g.situation_hash, len(g.history)
    with pytest.raises(gorules.Error) as exc:
        g.ownership_estimate(-1)
    assert exc.value.code == gorules.Status.ERANGE
    with pytest.raises(gorules.Error):
        g.ownership_estimate(100001)
    assert (g.situation_hash, len(g.history)) == (h, n)


@needs_est
@needs_sgf
def test_resigned_record():
    g = gorules.load_sgf_file(RESIGNED)
    assert g.result().sgf == "B+R"
    e = g.ownership_estimate(8, 3)
    assert (e.owned_margin, e.black_owned, e.white_owned) == (11.5, 48, 29)
    assert (e.margin, e.black_area, e.white_area, e.black_wins) == (-8.75, 39.875, 41.125, 0.5)
    assert g.result().sgf == "B+R"          # unchanged
