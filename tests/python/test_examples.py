# SPDX-License-Identifier: MIT
"""The SGF sweep example: serial, process pool and a Dask LocalCluster give
the same table. (The Lua example is a ctest of its own.)"""
import concurrent.futures
import io
import os
import random
import sys

import pytest

import gorules

pytestmark = pytest.mark.skipif(not hasattr(gorules, "load_sgf"),
                                reason="library built without SGF")


def load_sweep(examples):
    """Import the example as the module sgf_sweep, so that check_file
    pickles by name into worker processes (which find it on PYTHONPATH)."""
    folder = str(examples / "python")
    if folder not in sys.path:
        sys.path.insert(0, folder)
        os.environ["PYTHONPATH"] = os.pathsep.join(
            p for p in (folder, os.environ.get("PYTHONPATH")) if p)
    import sgf_sweep
    return sgf_sweep


def random_game(size, seed):
    rnd = random.Random(seed)
    g = gorules.Game(size)
    while not g.is_over:
        moves = g.legal_moves()
        g.play(rnd.choice(moves) if moves and g.move_number < 3 * size * size
               else "pass")
    return g


@pytest.fixture
def folder(tmp_path):
    for k in range(6):
        random_game(7 + k % 3, k).save_sgf(tmp_path / f"game{k}.sgf")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "broken.sgf").write_text("(;SZ[9];B[e")
    (tmp_path / "sub" / "illegal.sgf").write_text(
        "(;SZ[9]RE[B+R];B[ee];W[ee];B[dd])")
    return tmp_path


def test_sweep_serial_and_processes_agree(examples, folder):
    sweep = load_sweep(examples)
    files = sweep.sgf_files(str(folder))
    assert len(files) == 8
    serial = sweep.sweep(None, files)
    with concurrent.futures.ProcessPoolExecutor(2) as ex:
        assert sweep.sweep(ex, files) == serial
    rows = {os.path.basename(r["file"]): r for r in serial}
    assert rows["broken.sgf"]["first_error"].startswith("unreadable")
    assert rows["illegal.sgf"]["errors"] == 1
    assert "point is occupied" in rows["illegal.sgf"]["first_error"]
    for k in range(6):
        r = rows[f"game{k}.sgf"]
        assert r["errors"] == 0 and r["ours"] and r["moves"] > 10
    out = io.StringIO()
    sweep.print_table(serial, str(folder), out)
    assert "8 files, 2 with errors" in out.getvalue()


def test_sweep_runs_unchanged_on_dask(examples, folder):
    distributed = pytest.importorskip("distributed")
    sweep = load_sweep(examples)
    files = sweep.sgf_files(str(folder))
    serial = sweep.sweep(None, files)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1,
                                  processes=True, dashboard_address=None,
                                  silence_logs=40) as cluster, \
            distributed.Client(cluster) as client:
        assert sweep.sweep(client.get_executor(), files) == serial


def test_sweep_on_the_corpus(examples, corpus):
    folder = corpus / "scored" / "cgos"
    if not folder.is_dir():
        pytest.skip("no cgos games in the corpus")
    sweep = load_sweep(examples)
    rows = sweep.sweep(None, sweep.sgf_files(str(folder)))
    assert len(rows) > 50
    agree = [r["agree"] for r in rows if r["agree"]]
    assert agree and all(a == "yes" for a in agree)


# ---- first_moves.py: first moves over a folder, drawn on a board ----------

def load_first_moves(examples):
    folder = str(examples / "python")
    if folder not in sys.path:
        sys.path.insert(0, folder)
    import first_moves
    return first_moves


def write_games(folder, games):
    for k, text in enumerate(games):
        (folder / f"g{k}.sgf").write_text(text)


def test_first_moves_folds_symmetries_and_counts_results(examples, tmp_path):
    fm = load_first_moves(examples)
    write_games(tmp_path, [
        "(;GM[1]SZ[19]RE[B+R];B[pd];W[dd])",        # Q16: 4-4
        "(;GM[1]SZ[19]RE[W+3.5];B[dp];W[pp])",      # D4: 4-4
        "(;GM[1]SZ[19]RE[B+0.5];B[qd])",            # R16: 3-4
        "(;GM[1]SZ[19]RE[W+R];B[pc])",              # Q17: 3-4 again
        "(;GM[1]SZ[19]RE[0];B[jj])",                # K10, a draw
        "(;GM[1]SZ[19];B[cp])",                     # C4 -> R16, no RE
        "(;GM[1]SZ[19]HA[2]AB[dd][pp];W[qd])",      # handicap: not counted
        "(;GM[1]SZ[13];B[dd])",                     # 13x13: not counted
        "(;GM[1]SZ[19];W[dd])",                     # White first
        "(;GM[1]SZ[19];B[dd",                       # broken
    ])
    files = fm.sgf_files(str(tmp_path))
    stats = fm.survey(files)
    assert stats == {
        "Q16": {"games": 2, "win": 1, "loss": 1, "other": 0},
        "R16": {"games": 3, "win": 1, "loss": 1, "other": 1},
        "K10": {"games": 1, "win": 0, "loss": 0, "other": 1},
    }
    out = io.StringIO()
    fm.print_table(stats, len(files), out)
    lines = out.getvalue().splitlines()
    assert lines[0] == ("10 files, 6 games counted (19x19, no handicap, "
                        "Black first)")
    assert lines[2].split() == ["R16", "3", "50.0%", "1", "50.0%", "1"]
    assert lines[3].split() == ["Q16", "2", "33.3%", "1", "50.0%", "0"]
    assert lines[4].split() == ["K10", "1", "16.7%", "0", "-", "1"]
    # the board: shares at the canonical points (cell 32, margin 48)
    import xml.etree.ElementTree as ET
    root = ET.fromstring(fm.board_svg(stats))
    ns = "{http://www.w3.org/2000/svg}"
    labels = {(int(t.get("x")), t.text) for t in root.iter(ns + "text")
              if t.get("class") == "mark label"}
    # R16 = (16, 3), Q16 = (15, 3), K10 = (9, 9)
    assert labels == {(48 + 16 * 32, "50"), (48 + 15 * 32, "33"),
                      (48 + 9 * 32, "17")}
    if fm.plot(stats, str(tmp_path / "chart.png")):
        assert (tmp_path / "chart.png").read_bytes()[:4] == b"\x89PNG"
    else:
        assert not (tmp_path / "chart.png").exists()


def test_first_moves_on_data(examples):
    fm = load_first_moves(examples)
    data = examples.parent / "data"
    stats = fm.survey(fm.sgf_files(str(data)))
    # GNU Go's self-play game opens at the 4-4 point, Black wins B+37.5
    assert stats == {"Q16": {"games": 1, "win": 1, "loss": 0, "other": 0}}


def test_first_moves_on_the_corpus(examples, corpus):
    folder = corpus / "games" / "fox-ai"
    if not folder.is_dir():
        pytest.skip("no fox-ai games in the corpus")
    fm = load_first_moves(examples)
    files = fm.sgf_files(str(folder))
    stats = fm.survey(files, workers=2)
    top = fm.ranked(stats)[:3]
    assert len(files) == 4100
    assert sum(s["games"] for s in stats.values()) == 4087
    assert [(v, s["games"], s["win"], s["loss"]) for v, s in top] == [
        ("Q16", 3453, 1810, 1632), ("R16", 539, 177, 360), ("R17", 54, 2, 52)]
