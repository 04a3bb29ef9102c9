# SPDX-License-Identifier: MIT
"""The Pythonic layer: games, points, moves, errors, history, groups."""
import copy
import pickle

import pytest

import gorules
from gorules import Color, Status


def test_import_and_version():
    assert gorules.__version__ == gorules.version()
    assert gorules.__version__.count(".") == 2
    assert gorules.core.version_number() == gorules.core.VERSION_NUMBER


def test_sizes():
    assert gorules.Game().size == (19, 19)
    assert gorules.Game(9).size == (9, 9)
    assert gorules.Game((19, 13)).size == (19, 13)
    assert gorules.Game((1, 52)).size == (1, 52)
    for bad in (0, 53, (0, 5), (5, 53)):
        with pytest.raises(gorules.InvalidArgument) as e:
            gorules.Game(bad)
        assert e.value.code == Status.ESIZE
        assert isinstance(e.value, ValueError)


def test_play_and_index():
    g = gorules.Game(9, rules="japanese")
    assert g.to_move == Color.BLACK
    g.play("E5")
    g.play((2, 6))                       # C3, (0, 0) = top-left
    assert g["E5"] == Color.BLACK and g["e5"] == Color.BLACK
    assert g[2, 6] == Color.WHITE and g["C3"] == Color.WHITE
    assert g["cg"] == Color.WHITE        # SGF coordinates
    assert g[0, 0] == Color.EMPTY and g["A9"] == Color.EMPTY
    assert g[2 + 6 * 9] == Color.WHITE   # raw point index
    assert g.point("C3") == (2, 6) and g.vertex((2, 6)) == "C3"
    assert g.vertex("C3", sgf=True) == "cg"
    assert g.move_number == 2 and len(g) == 2
    assert str(Color.BLACK) == "B" and Color.WHITE.other == Color.BLACK


def test_pass_and_game_end():
    g = gorules.Game(9)
    g.play("pass")
    g.play(None)
    assert g.is_over and g.end_reason == gorules.End.PASSES
    with pytest.raises(gorules.IllegalMove) as e:
        g.play("D4")
    assert e.value.reason == Status.EGAMEOVER
    g.resume()
    g.play("D4")
    assert g.consecutive_passes == 0


def test_illegal_moves_raise_and_change_nothing():
    g = gorules.Game(9)
    g.play("E5")
    before = g.pack()
    with pytest.raises(gorules.IllegalMove) as e:
        g.play("E5")
    assert e.value.reason == Status.EOCCUPIED
    assert str(e.value) == "white E5: point is occupied"
    assert isinstance(e.value.reason, Status)
    assert g.pack() == before
    with pytest.raises(gorules.OffBoard) as e:
        g.play("K10")
    assert e.value.reason == Status.EOFFBOARD
    assert isinstance(e.value, IndexError)
    with pytest.raises(gorules.OffBoard):
        g.play((9, 0))
    with pytest.raises(gorules.ParseError):
        g.play("Z")
    with pytest.raises(gorules.InvalidArgument):
        g.play(3.5)
    assert g.pack() == before


def test_try_play_returns_the_refusal_and_changes_nothing():
    g = gorules.Game(9)
    assert g.try_play("E5") is Status.OK
    before = g.pack()
    assert g.try_play("E5") is Status.EOCCUPIED
    assert g.last_error == "white E5: point is occupied"
    assert g.try_play("K10") is Status.EOFFBOARD
    assert g.try_play((9, 0), "B") is Status.EOFFBOARD
    assert g.pack() == before
    with pytest.raises(gorules.ParseError):
        g.try_play("Z")
    with pytest.raises(gorules.InvalidArgument):
        g.try_play("A1", 7)
    assert g.pack() == before
    ko = gorules.Game(4, rules="koSIMPLEscoreAREAsui0")
    ko.setup(black=["B4", "A3", "B2"], white=["C4", "D3", "C2", "B3"])
    assert ko.try_play("C3", "B") is Status.OK          # captures B3
    assert ko.try_play("B3", "W") is Status.EKO
    assert ko.try_play(None) is Status.OK               # White passes
    assert ko.to_move is Color.BLACK


def test_suicide_and_ko():
    g = gorules.Game(5)
    # Black surrounds A5; white A5 would be suicide.
    g.play_many([("B", "B5"), ("B", "A4")])
    assert g.legal_reason("A5", "W") == Status.ESUICIDE
    assert not g.is_legal("A5", "white")
    assert g.is_legal("A5", Color.BLACK)
    # A ko on 4x4:  . X O .  /  X O . O  /  . X O .
    ko = gorules.Game(4, rules="koSIMPLEscoreAREAsui0")
    ko.setup(black=["B4", "A3", "B2"], white=["C4", "D3", "C2", "B3"])
    ko.play("C3", "B")                   # captures B3
    assert ko.captures == gorules.Captures(1, 0)
    assert ko.ko_point == ko.point("B3")
    assert ko.legal_reason("B3", "W") == Status.EKO
    with pytest.raises(gorules.IllegalMove) as e:
        ko.play("B3", "W")
    assert e.value.reason == Status.EKO
    assert ko.last_removed == [ko.point("B3")]


def test_undo_redo_goto_history():
    g = gorules.Game(9)
    g.play_many(["E5", "C3", "G7"])
    g.undo()
    assert g["G7"] == Color.EMPTY and g.redo_length == 1
    g.redo()
    assert g["G7"] == Color.BLACK
    g.goto(0)
    assert g.hash == 0 and len(g) == 0
    with pytest.raises(gorules.NoMove):
        g.undo()
    g.goto(3)
    moves = list(g)
    assert [m.vertex for m in moves] == ["E5", "C3", "G7"]
    assert moves[1].color == Color.WHITE and moves[1].point == (2, 6)
    assert moves[0].kind == gorules.MoveKind.PLAY and str(moves[0]) == "B E5"
    assert g.move(-1).vertex == "G7"
    assert g.moves() == [(Color.BLACK, (4, 4)), (Color.WHITE, (2, 6)),
                         (Color.BLACK, (6, 2))]
    g.clear()
    assert len(g) == 0 and g.stone_count("B") == 0


def test_groups_and_liberties():
    g = gorules.Game(9)
    g.setup(black=["A1", "B1", "E5"], white=["A2"])
    groups = list(g.groups())
    assert [gr.color for gr in groups] == [Color.BLACK, Color.WHITE,
                                          Color.BLACK]
    a1 = g.group("A1")
    assert sorted(a1.stones) == sorted([g.point("A1"), g.point("B1")])
    assert g.liberties("A1") == 2 and len(a1.liberties) == 2
    assert g.group("D4") is None
    assert list(g.groups("W")) == [g.group("A2")]
    assert g.stones("B") == [g.point("E5"), g.point("A1"), g.point("B1")]


def test_board_views():
    g = gorules.Game((5, 3))
    g.play("A1")
    rows = g.board()
    assert len(rows) == 3 and len(rows[0]) == 5
    assert rows[2][0] == Color.BLACK
    assert g.board_bytes()[10] == 1
    text = str(g)
    assert text.splitlines()[0].split() == list("ABCDE")
    assert " 1 X . . . . 1" in text
    assert "gorules.Game 5x3" in repr(g)


def test_board_array_numpy():
    numpy = pytest.importorskip("numpy")
    g = gorules.Game((5, 3))
    g.play("E3")
    a = g.board_array()
    assert a.shape == (3, 5) and a.dtype == numpy.uint8
    assert a[0, 4] == Color.BLACK and int(a.sum()) == 1


def test_rules_and_komi():
    g = gorules.Game(9, rules="japanese")
    assert g.komi == 6.5
    g.komi = 0.5
    assert g.komi == 0.5 and g.rules.komi == 0.5
    g.set_rules("koPOSITIONALscoreAREAsui1")
    r = g.rules
    assert r.ko == gorules.KoRule.POSITIONAL
    assert r.suicide == gorules.SuicideRule.MULTI
    assert r.scoring == gorules.Scoring.AREA
    r.ko = gorules.KoRule.SITUATIONAL
    assert g.rules.ko == gorules.KoRule.POSITIONAL      # a copy
    g.rules = r
    assert g.rules == r and g.rules == str(r)
    with pytest.raises(gorules.ParseError):
        g.set_rules("no such rules")
    assert gorules.PRESETS == (
        "chinese", "japanese", "korean", "aga", "new-zealand", "tromp-taylor",
        "ing", "prediction", "chinese-ogs", "stone-scoring", "bga", "french")
    for name in gorules.PRESETS:
        assert gorules.Rules(name) == gorules.Rules(str(gorules.Rules(name)))
    with pytest.raises(gorules.InvalidArgument):
        g.komi = 0.3


def test_legal_moves_and_enforce_turn():
    g = gorules.Game(3)
    assert len(g.legal_moves()) == 9
    g.play("B2")
    assert len(g.legal_moves()) == 8
    g.enforce_turn = True
    with pytest.raises(gorules.IllegalMove) as e:
        g.play("A1", "B")
    assert e.value.reason == Status.ETURN
    assert g.copy().enforce_turn
    assert pickle.loads(pickle.dumps(g)).enforce_turn


def test_play_many_stops_at_first_illegal():
    g = gorules.Game(9)
    with pytest.raises(gorules.IllegalMove) as e:
        g.play_many(["D4", "E5", "D4", "F6"])
    assert e.value.index == 2 and e.value.reason == Status.EOCCUPIED
    assert len(g) == 2
    assert g.play_many([("W", "F6"), (Color.BLACK, (0, 0)), "pass"]) == 3
    assert g["F6"] == Color.WHITE and g["A9"] == Color.BLACK


def test_copy_and_pickle_round_trip():
    g = gorules.Game((13, 11), rules="aga")
    g.setup(black=["C3", "K9"])
    g.play_many(["D4", "E5", "pass", "F6"])
    g.to_move = "W"
    g.mark("D4", gorules.Life.DEAD)
    g.handicap = 2
    g.play("G7")
    g.undo()                      # keep a redo entry
    g.mark("E5", gorules.Life.DEAD)
    for h in (g.copy(), copy.deepcopy(g), pickle.loads(pickle.dumps(g)),
              gorules.Game.unpack(g.pack())):
        assert h == g and h is not g
        assert str(h) == str(g) and h.hash == g.hash
        assert h.redo_length == 1 and h.handicap == 2
        assert h.marked(gorules.Life.DEAD) == g.marked(gorules.Life.DEAD)
        assert list(h) == list(g) and str(h.rules) == str(g.rules)
    h.play("A1")
    assert h != g
    assert len(pickle.dumps(g)) < 300
    with pytest.raises(gorules.ParseError):
        gorules.Game.unpack(b"not a game")
    with pytest.raises(gorules.ParseError):
        gorules.Game.unpack(g.pack()[:-3])


def test_resign_and_end():
    g = gorules.Game(9)
    g.resign()
    assert g.is_over and g.winner == Color.WHITE
    g.undo()
    g.end(gorules.End.TIME, "B")
    assert g.end_reason == gorules.End.TIME and g.winner == Color.BLACK
    assert gorules.Game.unpack(g.pack()) == g


def test_hashes():
    a, b = gorules.Game(9), gorules.Game(9)
    a.play_many(["D4", "E5"])
    b.play_many([("W", "E5"), ("B", "D4")])
    assert a.hash == b.hash != 0
    assert a.to_move != b.to_move
    assert a.situation_hash != b.situation_hash
    b.to_move = "B"
    assert a.situation_hash == b.situation_hash
    with pytest.raises(TypeError):
        hash(a)


def test_module_helpers():
    assert gorules.parse_vertex("D4", 19) == (3, 15)
    assert gorules.parse_vertex("pass", 19) is None
    assert gorules.vertex_name((3, 15), 19) == "D4"
    assert gorules.vertex_name((3, 15), 19, sgf=True) == "dp"
    assert len(gorules.star_points(19)) == 9 and gorules.star_points(5) == []


def test_enums_match_core():
    """Every constant of the C API has its enum member."""
    core = gorules.core
    groups = {"KO_": gorules.KoRule, "SUICIDE_": gorules.SuicideRule,
              "CYCLE_": gorules.CycleRule, "SCORING_": gorules.Scoring,
              "TAX_": gorules.Tax, "COMP_": gorules.HandicapComp,
              "END_": gorules.End, "LIFE_": gorules.Life,
              "PLAY_": gorules.PlayFlag}
    for prefix, enum_cls in groups.items():
        names = [n for n in dir(core) if n.startswith(prefix)]
        assert names, prefix
        for n in names:
            assert enum_cls[n[len(prefix):]] == getattr(core, n)
    for n in dir(core):
        if n.startswith("MOVE_"):
            member = n[5:]
            cls = gorules.MoveFlag if member in gorules.MoveFlag.__members__ \
                else gorules.MoveKind
            assert cls[member] == getattr(core, n)
    for s in Status:
        assert core.status_name(s) == "GOR_" + s.name


def test_error_hierarchy():
    assert issubclass(gorules.IllegalMove, gorules.Error)
    assert issubclass(gorules.OffBoard, gorules.IllegalMove)
    assert issubclass(gorules.ParseError, ValueError)
    assert issubclass(gorules.NoMove, IndexError)
    e = gorules.IllegalMove(Status.EKO)
    assert str(e) == "immediate ko recapture is forbidden"
    e2 = pickle.loads(pickle.dumps(e))
    assert type(e2) is gorules.IllegalMove and e2.reason == Status.EKO
    # Errors raised from C are the same classes.
    with pytest.raises(gorules.ParseError):
        gorules.core.rules_new("bogus")


def test_play_random_is_legal_reproducible_and_counted():
    g, h = gorules.Game(9, komi=0), gorules.Game(9, komi=0)
    state = 2024
    moves = []
    while not g.is_over:
        legal = set(g.legal_moves())
        p, state = g.play_random(state)
        assert p is None or p in legal
        moves.append("pass" if p is None else p)
        h.play(moves[-1])
    assert g.hash == h.hash and g.end_reason == gorules.End.PASSES
    # The same state from the start gives the same game.
    g.clear()
    state = 2024
    for m in moves:
        p, state = g.play_random(state)
        assert ("pass" if p is None else p) == m
    # Tromp-Taylor area against the full count (area scoring, komi 0).
    if hasattr(g, "score"):
        assert g.area_difference() == g.score().margin
    assert g.memory() > gorules.Game(9).memory() > 0
    assert g.is_over
    with pytest.raises(gorules.IllegalMove) as e:
        g.play_random(1)
    assert e.value.reason == Status.EGAMEOVER


def test_area_difference_by_hand():
    g = gorules.Game(5)
    g.setup(black=["B5", "A4", "B4", "B3", "A2", "B2", "C2", "C1"],
            white=["D5", "D4", "E4", "D3", "D2", "D1"])
    # Black 8 + A5, A3, A1-B1 = 12; White 6 + E5, E3-E1 = 10.
    assert g.area_difference() == 2


def test_pickle_keeps_a_suicide_the_rules_allow():
    """A multi-stone suicide under rules that allow it (Tromp-Taylor) packs
    and unpacks (the pack marks it; only the choice rule needs the flag)."""
    g = gorules.Game(9, rules="tromp-taylor")
    g.setup(black=["A1"], white=["B1", "B2", "A3"])
    g.play("A2", "B")
    assert g["A1"] == gorules.Color.EMPTY and g.captures.white == 2
    h = pickle.loads(pickle.dumps(g))
    assert h == g and h["A2"] == gorules.Color.EMPTY
