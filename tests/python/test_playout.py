# SPDX-License-Identifier: MIT
"""gorules.Playout (gorules_playout.h): moves legal in a Game under simple
ko, the same seed the same playout, the area count the game's, restart and
reset, errors."""
import pytest

import gorules


def test_moves_are_legal_in_a_game_and_the_count_agrees():
    start = gorules.Game(9, "koSIMPLEsui0cycleIGNORE")
    po = gorules.Playout(start)
    state = 11
    for _ in range(20):
        po.restart()
        g = gorules.Game(9, "koSIMPLEsui0cycleIGNORE")
        while not po.over and po.move_count < 243:
            assert po.to_move == g.to_move
            p, state = po.play_random(state)
            g.play(p)                       # raises if it were illegal
            assert po.board_bytes() == g.board_bytes()
        assert po.area_difference() == g.area_difference()
        own = po.ownership()
        assert len(own) == 81
        assert sum({1: 1, 2: -1}.get(v, 0) for v in own) == \
            po.area_difference()


def test_same_seed_same_playout():
    po = gorules.Playout(gorules.Game(9))
    boards = []
    for _ in range(2):
        po.restart()
        nxt = po.run(1)
        boards.append((po.board_bytes(), po.move_count, nxt))
    assert boards[0] == boards[1]
    # The C test pins the first moves of seed 1 on 9x9: 22 (E7), 53 (J4).
    po.restart()
    p, s = po.play_random(1)
    assert p == (22 % 9, 22 // 9)
    p, s = po.play_random(s)
    assert p == (53 % 9, 53 // 9)
    assert po.move_count == 2


def test_restart_reset_and_the_start_position():
    g = gorules.Game(9)
    g.play("E5")
    po = gorules.Playout(g)
    assert po.to_move == gorules.Color.WHITE
    assert po["E5"] == gorules.Color.BLACK
    po.play("D4")
    po.play(None)
    assert po.move_count == 2
    assert po["D4"] == gorules.Color.WHITE
    assert g["D4"] == gorules.Color.EMPTY
    po.restart()
    assert po.move_count == 0 and po["D4"] == gorules.Color.EMPTY
    g.pass_move()
    po.reset(g)
    assert po.to_move == gorules.Color.BLACK and po.ko_point is None
    po.play(None)
    assert po.over
    with pytest.raises(gorules.Error) as e:
        po.run(1)
    assert e.value.code == gorules.Status.EGAMEOVER


def test_errors():
    g = gorules.Game(9)
    g.play("E5")
    po = gorules.Playout(g)
    with pytest.raises(gorules.IllegalMove) as e:
        po.play("E5")
    assert e.value.reason == gorules.Status.EOCCUPIED
    with pytest.raises(gorules.OffBoard):
        po["pass"]
    with pytest.raises(gorules.InvalidArgument):
        po.reset(gorules.Game(13))
    with pytest.raises(gorules.InvalidArgument):
        po.run(1, -1)
    assert po.move_count == 0 and po["E5"] == gorules.Color.BLACK
    over = gorules.Game(9)
    over.pass_move()
    over.pass_move()
    with pytest.raises(gorules.Error) as e2:
        gorules.Playout(over)
    assert e2.value.code == gorules.Status.EGAMEOVER
