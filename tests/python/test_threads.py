# SPDX-License-Identifier: MIT
"""Bulk calls release the GIL: threads on separate games run in parallel."""
import threading
import time

import gorules


def ko_fight(n):
    """A 4x4 ko taken back and forth n times (no ko rule at all)."""
    g = gorules.Game(4, rules="koNONEscoreAREAsui0")
    g.setup(black=["B4", "A3", "B2"], white=["C4", "D3", "C2", "B3"])
    moves = []
    for _ in range(n):
        moves += [("B", "C3"), ("W", "B3")]
    return g, moves


def test_play_many_releases_the_gil():
    g, moves = ko_fight(200_000)            # 400k moves in one C call
    done = threading.Event()
    result = {}

    def worker():
        try:
            result["played"] = g.play_many(moves)
        finally:
            done.set()                      # a failure must not hang us

    t = threading.Thread(target=worker)
    t.start()
    ticks = 0
    while not done.is_set():                # runs only if the GIL is free
        ticks += 1
        time.sleep(0)
    t.join()
    assert result["played"] == len(moves)
    assert g.captures == gorules.Captures(200_000, 200_000)
    # If play_many held the GIL, this thread could not have looped while it
    # ran (a 400k-move call takes tens of milliseconds at least).
    assert ticks > 100


def test_separate_games_in_threads_give_the_same_results():
    base, moves = ko_fight(20_000)
    games = [base.copy() for _ in range(4)]
    threads = [threading.Thread(target=g.play_many, args=(moves,))
               for g in games]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    packs = {g.pack() for g in games}
    assert len(packs) == 1 and len(games[0]) == 1 + 40_000   # setup: 1 entry


# ---------------------------------------------------------------------------
# One object from several threads: every call on it is serialised by the
# binding (a guard per object, taken by each C call), so nothing crashes and
# each call sees and leaves a consistent object. Sequences of calls are not
# atomic: another thread may move in between (an IllegalMove, or NoMove for
# an undo, is then the documented answer).

import pickle
import random
import sys

import pytest

THREADS = 8
ALLOWED = (gorules.IllegalMove, gorules.NoMove)


@pytest.fixture
def fast_switching():
    """Hand the GIL over often, so that threads interleave between calls."""
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(old)


def run_threads(target, n=THREADS):
    """target(k) in n threads; re-raise the first exception any raised."""
    errors = []

    def body(k):
        try:
            target(k)
        except BaseException as e:          # noqa: B902 - reported below
            errors.append(e)

    threads = [threading.Thread(target=body, args=(k,)) for k in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise errors[0]


def test_one_game_many_threads_chaos(fast_switching):
    """8 threads play, undo, test, score, draw and pickle ONE game."""
    g = gorules.Game(19, rules="japanese")
    vertices = [f"{c}{r}" for c in "ABCDEFGHJKLMNOPQRST" for r in range(1, 20)]
    counts = {"ok": 0, "refused": 0}

    def worker(k):
        rng = random.Random(k)
        for _ in range(300):
            op = rng.randrange(10)
            try:
                if op == 0:
                    g.play(rng.choice(vertices))
                elif op == 1:
                    g.undo()
                elif op == 2:
                    g.is_legal(rng.choice(vertices))
                elif op == 3:
                    moves = g.legal_moves()
                    if moves:
                        g.play_many(rng.sample(moves, min(20, len(moves))))
                elif op == 4:
                    g.score()
                elif op == 5:
                    assert len(g.board()) == 19
                    assert str(g).count("\n") == 21
                elif op == 6:
                    h = pickle.loads(pickle.dumps(g))
                    assert h.size == (19, 19)
                elif op == 7:
                    g.play_random(rng.randrange(2**32))
                elif op == 8:
                    c = g.copy()
                    assert c.board_bytes() == gorules.Game.unpack(
                        c.pack()).board_bytes()
                else:
                    g.to_sgf()
                counts["ok"] += 1
            except ALLOWED:
                counts["refused"] += 1
            if g.is_over:
                try:
                    g.resume()
                # another thread may resume it between the test and the call
                except ALLOWED + (gorules.InvalidArgument,):
                    pass

    run_threads(worker)
    assert counts["ok"] + counts["refused"] == THREADS * 300
    # What is left is a consistent game: it survives a pickle round trip
    # and its history replays to the same board.
    assert pickle.loads(pickle.dumps(g)) == g
    replay = gorules.Game(19, rules="japanese")
    for m in g.history:
        if m.kind == gorules.MoveKind.PLAY:
            replay.play(m.point, m.color, flags=gorules.PlayFlag.TOLERANT)
        elif m.kind == gorules.MoveKind.PASS:
            replay.play(None, m.color)
        elif m.kind == gorules.MoveKind.RESUME:
            replay.resume()
    assert replay.board_bytes() == g.board_bytes()


def test_one_game_many_threads_exact(fast_switching):
    """Each play_many call is one C call: 8 threads x 100 calls of 20 ko
    captures and recaptures on ONE game (no ko rule) leave an exact
    history, whatever the interleaving, while other calls read the game
    meanwhile."""
    g, pairs = ko_fight(10)
    start = len(g)
    calls = 100
    margin = g.score().margin

    def worker(k):
        rng = random.Random(k)
        for i in range(calls):
            assert g.play_many(pairs) == 20
            r = rng.randrange(5)
            if r == 0:
                assert g["B3"] == gorules.Color.WHITE
            elif r == 1:
                assert (1, 2) not in g.legal_moves("B")    # B3 occupied
            elif r == 2:
                assert g.score().margin == margin
            elif r == 3:
                h = pickle.loads(pickle.dumps(g))
                assert h["C3"] == gorules.Color.EMPTY
            else:
                assert not g.is_legal("B3")

    run_threads(worker)
    n = THREADS * calls
    assert len(g) == start + 20 * n
    assert g.captures == gorules.Captures(10 * n, 10 * n)


def test_separate_games_many_threads_match_one_thread(fast_switching):
    """8 threads, each with its own games: random playouts give exactly
    what one thread gives."""
    def playouts(seed):
        out = []
        for j in range(20):
            g = gorules.Game(9, rules="tromp-taylor")
            state = seed * 1000 + j
            while not g.is_over:
                _, state = g.play_random(state)
            out.append((g.pack(), g.score().margin))
        return out

    expected = [playouts(k) for k in range(THREADS)]
    got = [None] * THREADS

    def worker(k):
        got[k] = playouts(k)

    run_threads(worker)
    assert got == expected


def test_shared_rules_and_sgf_many_threads(fast_switching):
    """A Rules and an Sgf used by 8 threads at once: setters, games made
    from them, replays and writes are serialised; results are exact."""
    rules = gorules.Rules("japanese")
    text = ("(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese];B[ee];W[cc];B[gc];W[cg]"
            ";B[gg];W[ge];B[ce])")
    sgf = gorules.read_sgf(text)
    written = str(sgf)
    shared = gorules.Game(9)

    def worker(k):
        for i in range(200):
            # calls that take two or three objects' guards at once
            shared.set_rules(rules)
            assert "PB" not in shared.to_sgf(info=sgf)
            assert sgf.replay(rules=rules).moves == 7
            assert rules == rules
            rules.komi = 6.5 if i % 2 else 7.5
            assert rules.komi in (6.5, 7.5)
            g = gorules.Game(9, rules)
            assert g.komi in (6.5, 7.5)
            r = sgf.replay()
            assert r.moves == 7 and not r.errors
            assert r.game["E5"] == gorules.Color.BLACK
            assert str(sgf) == written
            c = rules.copy()  # komi may change under us: compare a copy
            assert c == c.copy() and c.komi in (6.5, 7.5)

    run_threads(worker)
