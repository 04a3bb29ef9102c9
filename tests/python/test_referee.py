# SPDX-License-Identifier: MIT
"""gorules.Referee, the Pythonic layer over gorules_referee.h (the C calls
themselves run through the shared conformance cases)."""
import pytest

import gorules
from gorules import Color, DecisionKind, Phase, Referee

pytestmark = pytest.mark.skipif(not hasattr(gorules, "Referee"),
                                reason="the library has no referee")


def test_forbidden_point_and_ko_warning_and_the_record():
    ref = Referee(5)
    assert ref.play("black", "E5") == DecisionKind.NONE
    assert ref.play("white", "E5") == DecisionKind.FORBIDDEN
    d = ref.decisions()[-1]
    assert (d.kind, d.color, d.point, d.warnings) == (
        DecisionKind.FORBIDDEN, Color.WHITE, (4, 0), 0)
    assert d.text.startswith("White played on an occupied point")
    assert ref.game.to_move == Color.BLACK
    ref.play("black", "D4")
    ref.play("black", "C3")                     # twice: void and warned
    assert ref.warnings("black") == 1
    assert ref.game["C3"] == Color.EMPTY
    text = ref.to_sgf()
    assert "GD[twice B cc 1 -1 0]" in text
    again = Referee.from_sgf(text)
    assert again.decisions() == ref.decisions()
    ref.undo()
    assert ref.warnings("black") == 0
    ref.redo()
    assert ref.warnings("black") == 1


def test_two_warnings_lose():
    ref = Referee(9, code="club")
    ref.warn("white")
    ref.warn("white")
    assert [d.kind for d in ref.decisions()] == [
        DecisionKind.WARNING, DecisionKind.WARNING, DecisionKind.WARNINGS_LOSS]
    r = ref.result()
    assert (r.winner, r.sgf) == (Color.BLACK, "B+F")
    assert ref.phase == Phase.OVER
    with pytest.raises(gorules.Error):
        ref.warn("black")


def test_reformed_procedure_example_4():
    ref = Referee(7, "prediction", code="reformed")
    assert ref.nigiri(7, 1) is True
    assert ref.opening_player == 0
    for v in ("D7", "C7", "D6", "C6"):
        ref.play(ref.game.to_move, v)
    assert ref.phase == Phase.PREDICTION and ref.prediction() is None
    ref.predict(0, 7)
    ref.predict(1, 6)
    assert ref.prediction()["threshold"] == 6.5
    assert ref.player_color(0) == Color.WHITE
    for v in ("D5", "C5", "D4", "C4", "D3", "C3", "D2", "C2", "D1", "C1"):
        assert ref.play(ref.game.to_move, v) == DecisionKind.NONE
    ref.propose_end("white")
    ref.agree_end("black")
    ref.start_count()
    r = ref.result()
    assert r.chinese_form(gorules.ChineseFlag.DECIMAL) == "白0.5子胜"
    assert r.sgf == "W+0.5"


def test_referee_game_example(examples):
    import subprocess
    import sys
    script = examples / "python" / "referee_game.py"
    out = subprocess.run([sys.executable, str(script)], capture_output=True,
                         text=True, check=True).stdout
    lines = out.splitlines()
    assert [ln.strip().split("  ")[0] for ln in lines[:4]] == [
        "white B3", "white G3", "white F6", "white F6"]
    assert "result B+F" in lines
    assert "GD[twice W fd 2 -1 0][warnings-loss W - 2 -1 0]" in out
    assert lines[-1] == "replayed: the same decisions"
    out = subprocess.run([sys.executable, str(script), "--reformed"],
                         capture_output=True, text=True, check=True).stdout
    assert out.splitlines()[-2:] == ["player 0 takes White, threshold 6.5",
                                     "result W+0.5 白0.5子胜"]
