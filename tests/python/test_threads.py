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
    assert len(packs) == 1 and len(games[0]) == 1 + 1 + 40_000
