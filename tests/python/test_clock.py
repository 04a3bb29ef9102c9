# SPDX-License-Identifier: MIT
"""gorules.Clock: the names and semantics of the C clock (gorules_clock.h);
the timelines themselves are the shared conformance cases (clock/)."""
import subprocess
import sys

import pytest

import gorules

pytestmark = pytest.mark.skipif(not hasattr(gorules, "Clock"),
                                reason="library built without the clock")


def test_byoyomi_timeline_and_texts():
    # 2 one-minute periods reserved in 3 minutes: byo-yomi after 1 minute.
    c = gorules.Clock("byoyomi", main_ms=180_000, period_ms=60_000, periods=2)
    assert c.state("black") == gorules.ClockState(60_000, 0, 2, 0, False,
                                                  False, False, 0)
    c.start("black", 0)
    assert c.running == gorules.Color.BLACK
    assert c.press("black", 120_000) is False     # 60 s into the period: used
    evs = c.events()
    assert [e.text() for e in evs] == ["基本时限用完", "30秒", "40秒", "50秒",
                                       "55秒", "58秒", "1分，还剩1分"]
    assert [e.text("en") for e in evs][-1] == "1 minute used, 1 left"
    assert evs[0].kind == gorules.ClockEventKind.OVERTIME
    assert (evs[1].at_ms, evs[1].value, evs[1].color) == (90_000, 30,
                                                        gorules.Color.BLACK)
    assert c.state("black").periods == 1
    c.press("white", 121_000)
    assert c.advance(180_999) == 12        # 30 40 50 s, counts 1 .. 9
    assert c.loser == gorules.Color.EMPTY
    assert c.advance(181_000) == 2         # "10", time out
    assert [str(e) for e in c.events()][-2:] == ["10", "time out"]
    assert c.loser == gorules.Color.BLACK
    g = gorules.Game(9)
    assert c.end_game(g) is True
    assert g.result().sgf == "W+T"
    with pytest.raises(gorules.IllegalMove, match="over on the clock"):
        c.press("black", 200_000)


def test_refusals_leave_the_clock_alone():
    c = gorules.Clock("japanese", main_ms=300_000, period_ms=30_000, periods=5)
    with pytest.raises(gorules.InvalidArgument, match="not started"):
        c.press("black", 0)
    c.start("black", 10_000)
    with pytest.raises(gorules.Error, match="time"):
        c.press("white", 20_000)
    with pytest.raises(gorules.InvalidArgument, match="before"):
        c.advance(5_000)
    with pytest.raises(gorules.Error, match="periods"):
        c.set("black", periods=9, period_ms=30_000)
    assert c.now == 10_000 and c.pending == 0
    assert c.press("black", 20_000) is False
    assert c.state("black").main_ms == 290_000
    with pytest.raises(ValueError):
        gorules.Clock("hourglass")
    with pytest.raises(gorules.InvalidArgument):
        gorules.Clock("byoyomi", main_ms=60_000, period_ms=60_000, periods=3)


def test_blocks_fischer_late_pause_copy_record():
    c = gorules.Clock("moves", main_ms=0, period_ms=600_000, period_moves=2)
    c.start("white", 0)
    c.press("white", 100_000)
    c.press("black", 100_000)
    c.press("white", 200_000)                # block done, 400 s carried
    st = c.state("white")
    assert (st.period_ms, st.moves, st.overtime) == (1_000_000, 2, True)
    d = c.copy()
    assert d.state("white") == st
    assert [col for col, _ in c.record()] == [gorules.Color.WHITE,
                                             gorules.Color.BLACK,
                                             gorules.Color.WHITE]
    f = gorules.Clock("fischer", main_ms=60_000, increment_ms=5_000,
                      late_limit_ms=900_000)
    assert f.late("black", 10_000) is False  # 20 s off
    assert f.state("black").main_ms == 40_000
    f.start("black", 0)
    f.pause(1_000)
    f.resume(50_000)
    f.press("black", 52_000)
    assert f.state("black").main_ms == 42_000
    assert f.late("white", 900_001) is True
    assert [e.kind for e in f.events()] == [gorules.ClockEventKind.LATE_FORFEIT]
    assert f.options["increment_ms"] == 5_000


@pytest.mark.skipif(not hasattr(gorules, "read_sgf"), reason="no SGF")
def test_sgf_times_round_trip():
    text = ("(;FF[4]GM[1]SZ[9]TM[60]OT[3x30 byo-yomi];B[ee]BL[45.5]"
            ";W[cc]WL[50];B[gg]BL[28.25]OB[3])")
    sgf = gorules.read_sgf(text)
    c = sgf.clock()
    assert c.options["system"] == gorules.ClockSystem.JAPANESE
    assert c.state("black").period_ms == 28_250
    out = sgf.replay().game.to_sgf(clock=c)
    assert "OT[3x30 byo-yomi]" in out
    assert ";B[gg]BL[28.25]OB[3]" in out


def test_timed_game_example(examples):
    script = examples / "python" / "timed_game.py"
    out = subprocess.run([sys.executable, str(script), "--en"],
                         capture_output=True, text=True, check=True).stdout
    lines = out.splitlines()
    assert "  3:05  black  1 minute used, 1 left" in lines
    assert lines[lines.index("  4:50  black  50 seconds") + 1:][:11] == \
        [f"  4:{50 + k}  black  {k}" for k in range(1, 10)] + \
        ["  5:00  black  10", "  5:00  black  time out"]
    assert "result W+T" in lines
    assert "OT[2x60 byo-yomi within TM]" in out
    passed = subprocess.run([sys.executable, str(script), "--pass"],
                            capture_output=True, text=True,
                            check=True).stdout
    assert "  5:00  black  超时，弃权一次" in passed.splitlines()
    assert "result" not in passed
