# SPDX-License-Identifier: MIT
"""No memory leaks in the wrappers: run every kind of call (objects made
and dropped, errors raised from C, strings, lists, bytes, pickles) many
times and check that the C heap does not grow (glibc's mallinfo2; Python's
own small objects live in pymalloc arenas, outside these counts)."""
import ctypes
import ctypes.util
import gc
import pickle
import sys

import pytest

import gorules


class MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks",
        "fsmblks", "uordblks", "fordblks", "keepcost")]


def heap_in_use():
    libc = ctypes.CDLL(ctypes.util.find_library("c"))
    try:
        f = libc.mallinfo2
    except AttributeError:
        pytest.skip("no mallinfo2 (glibc 2.33+)")
    f.restype = MallInfo2
    gc.collect()
    info = f()
    return info.uordblks + info.hblkhd


def workload():
    g = gorules.Game(9, rules="japanese")
    g.play_many(["E5", "C3", "D4", "pass"])
    g.setup(black=["A1"], white=["B2"])
    for bad in ("E5", "Z9", "", (20, 20)):
        try:
            g.play(bad)
        except gorules.Error:
            pass
    try:
        g.play_many(["F6", "F6"])
    except gorules.IllegalMove:
        pass
    try:
        gorules.Rules("bogus")
    except gorules.ParseError:
        pass
    try:
        gorules.Game.unpack(b"GOR1 broken")
    except gorules.ParseError:
        pass
    g.mark("E5")
    h = pickle.loads(pickle.dumps(g))
    assert h == g
    str(g), repr(g), list(g), list(g.groups()), g.legal_moves()
    g.komi = 0.5
    g.rules.ko
    g.copy().undo()
    g.board_bytes(), g.group("E5"), g.last_removed
    gorules.core.point_xy(9, 9, 40)
    gorules.core.game_pack(g._g)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc")
def test_no_growth():
    for _ in range(200):
        workload()
    before = heap_in_use()
    for _ in range(5000):
        workload()
    grown = heap_in_use() - before
    # A leak of even 8 bytes per round would show as 40 kB.
    assert grown < 32 * 1024, f"C heap grew by {grown} bytes"
