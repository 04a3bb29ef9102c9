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
