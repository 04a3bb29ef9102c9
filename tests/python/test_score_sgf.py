# SPDX-License-Identifier: MIT
"""Scoring, results, handicap and SGF through the Python layer."""
import pickle
import random

import pytest

import gorules
from gorules import Color, Status

needs_score = pytest.mark.skipif(not hasattr(gorules.Game, "score"),
                                 reason="library built without scoring")
needs_sgf = pytest.mark.skipif(not hasattr(gorules, "load_sgf"),
                               reason="library built without SGF")


@needs_score
def test_score_result_and_chinese():
    g = gorules.Game(9)                       # chinese: area, komi 7.5
    g.play_many(["E5", "C3", "pass", "pass"])
    s = g.score()
    assert s.result == "W+7.5" and str(s.outcome) == "W+7.5"
    assert s.chinese == "白胜3又3/4子"
    assert s.winner == Color.WHITE and s.margin == -7.5
    assert s.black.stones == 1 and s.white.komi == 7.5
    assert s.points == 81 and len(s.map) == 81
    assert s.ownership()[4][4] == Color.BLACK
    r = g.result()
    assert r.sgf == "W+7.5" and r.end == gorules.End.PASSES and r.counted
    assert pickle.loads(pickle.dumps(r)) == r
    assert s.finished and repr(s) == (
        "<gorules.Score W+7.5 (白胜3又3/4子): B 40.5 W 48.0>")


def test_score_says_an_unfinished_position():
    g = gorules.Game(9)
    g.play_many(["E5", "C3"])                 # no passes: not ended
    s = g.score()
    assert not s.finished and s.result == "W+7.5"
    assert repr(s).endswith(", unfinished position>")
    g.play_many(["pass", "pass"])
    assert g.score().finished
    g.resume()
    g.resign(Color.WHITE)                     # a resignation: not counted
    assert not g.score().finished


@needs_score
def test_dead_stones_from_marks():
    g = gorules.Game(5, rules="japanese")
    g.setup(black=["B1", "B2", "B3", "B4", "B5"], white=["D3"])
    g.setup(white=["A3"])                        # deep in Black's area
    alive = g.score()
    g.mark("A3", gorules.Life.DEAD)
    dead = g.score()
    assert dead.black.dead == 1 and dead.margin > alive.margin
    assert gorules.MapFlag.DEAD & dead.map[2 * 5 + 0]


@needs_score
def test_ownership_array():
    numpy = pytest.importorskip("numpy")
    g = gorules.Game((5, 3))
    g.play("A1")
    a = g.score().ownership_array()
    assert a.shape == (3, 5) and (a == Color.BLACK).all()


@needs_score
def test_results_and_handicap():
    assert gorules.parse_result("W+Resign").sgf == "W+R"
    assert gorules.parse_result("W+Resign").chinese == "白中盘胜"
    assert gorules.parse_result("B+7.5").margin == 7.5
    with pytest.raises(gorules.ParseError):
        gorules.parse_result("maybe")
    g = gorules.Game(9)
    g.resign("B")
    assert g.result().sgf == "W+R"
    assert gorules.fixed_handicap(19, 3) == [(3, 15), (15, 3), (3, 3)]
    assert gorules.max_fixed_handicap(19) == 9
    assert gorules.max_fixed_handicap(6) == 0
    h = gorules.Game(19)
    h.place_handicap(4)
    assert h.handicap == 4 and h.to_move == Color.WHITE
    assert h.stone_count("B") == 4
    assert gorules.handicap_bonus("chinese", 4) == 4
    assert gorules.nigiri(3, 1) == Color.BLACK      # odd, guessed odd
    assert gorules.nigiri(3, 2) == Color.WHITE


def random_game(size, seed, moves=60):
    rnd = random.Random(seed)
    g = gorules.Game(size, rules="japanese")
    for _ in range(moves):
        legal = g.legal_moves()
        g.play(rnd.choice(legal) if legal else "pass")
    return g


@needs_sgf
def test_sgf_round_trip():
    for seed in range(5):
        g = random_game(9 + seed, seed)
        h = gorules.load_sgf(g.to_sgf())
        assert h.moves() == g.moves() and h.hash == g.hash
        assert str(h.rules) == str(g.rules) and h.komi == g.komi
    g = gorules.Game(19)
    g.place_handicap(3) if hasattr(g, "place_handicap") else None
    g.play_many(["Q4", "D10"])
    h = gorules.load_sgf(g.to_sgf())
    assert h.hash == g.hash and h.handicap == g.handicap


@needs_sgf
def test_illegal_record_raises_or_is_reported():
    text = "(;SZ[9]RE[B+R];B[ee];W[ee];B[dd])"
    with pytest.raises(gorules.IllegalMove) as e:
        gorules.load_sgf(text)
    assert e.value.reason == Status.EOCCUPIED and e.value.move == "E5"
    assert e.value.game.move_number == 1          # before the bad move
    r = gorules.replay_sgf(text, tolerant=True)
    assert len(r.errors) == 1 and r.status == Status.EOCCUPIED
    assert r.errors[0].vertex == "E5" and r.errors[0].line == 1
    assert gorules.load_sgf(text, tolerant=True).move_number == 2


@needs_sgf
def test_parse_errors_say_where():
    with pytest.raises(gorules.ParseError) as e:
        gorules.read_sgf("(;SZ[9];B[ee")
    assert str(e.value) == ("'(;SZ[9];B[ee': line 1, column 10: value of B "
                            'is never closed: "]" missing (truncated input?)')
    # A record that only lacks its final ")" is read as it stands.
    assert gorules.load_sgf("(;SZ[9];B[ee]").move_number == 1
    s = gorules.read_sgf("(;SZ[9]PB[甲]C[x];B[ee])(;SZ[5])")
    assert len(s) == 2 and s.root()["PB"] == "甲"
    assert "SZ" in s.root(1)
    assert gorules.read_sgf(str(s)).root() == s.root()


@needs_sgf
def test_corpus_record_with_occupied_moves(corpus):
    path = next((corpus / "games" / "fox-ai" / "Sweeper").glob(
        "*43772425*"), None)
    if path is None:
        pytest.skip("record not in the corpus")
    r = gorules.read_sgf_file(path).replay(tolerant=True)
    occupied = [i for i in r.errors if i.status == Status.EOCCUPIED]
    assert len(occupied) == 13 and all(i.color == Color.WHITE
                                       for i in occupied)


@needs_sgf
def test_corpus_replay_round_trip(corpus):
    files = sorted((corpus / "games" / "fox-ai").rglob("*.[sS][gG][fF]"))[:150]
    if not files:
        pytest.skip("no fox-ai records")
    for f in files:
        try:
            r = gorules.read_sgf_file(f).replay(tolerant=True)
        except gorules.ParseError:
            continue
        if r.errors:
            continue
        again = gorules.load_sgf(r.game.to_sgf())
        assert again.hash == r.game.hash, f
        assert again.move_number == r.game.move_number, f


@needs_score
def test_territory_j1989_reads_seki_from_the_shape():
    # Seki, one eye each, two shared liberties (tests/score/test_scoring.c
    # test_j1989_seki): plain territory gives each side its eye; the 1989
    # rules as played give nobody the eyes of stones in seki.
    g = gorules.Game((7, 2), rules="japanese")
    g.setup(black=["A2", "C2", "A1", "B1", "C1"],
            white=["E2", "G2", "E1", "F1", "G1"])
    s = g.score(territory=gorules.Territory.PLAIN)
    assert (s.black.territory, s.white.territory, s.dame) == (1, 1, 2)
    # The japanese preset counts as J1989 by default (art. 8).
    s = g.score()
    assert (s.black.seki_eyes, s.white.seki_eyes) == (1, 1)
    s = g.score(territory=gorules.Territory.J1989)
    assert (s.black.territory, s.white.territory) == (0, 0)
    assert (s.black.seki_eyes, s.white.seki_eyes, s.dame) == (1, 1, 2)
    assert g.result(territory=gorules.Territory.J1989).sgf == "W+6.5"
