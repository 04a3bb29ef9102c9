# SPDX-License-Identifier: MIT
"""The error model shared with Lua (tests/lua/test_errors.lua) and
JavaScript (tests/js/errors.test.mjs): the same four names, each carrying
.status, .status_name and the message."""
import pytest

import gorules
from gorules import (ArgumentError, GorulesError, IllegalMoveError, SgfError,
                     Status)

needs_sgf = pytest.mark.skipif(not hasattr(gorules.core, "sgf_parse"),
                               reason="library built without SGF")


def test_names_and_aliases():
    assert gorules.Error is GorulesError
    assert gorules.IllegalMove is IllegalMoveError
    assert gorules.InvalidArgument is ArgumentError
    for cls in (IllegalMoveError, ArgumentError, SgfError):
        assert issubclass(cls, GorulesError)
    assert issubclass(ArgumentError, ValueError)
    assert issubclass(gorules.ArgumentTypeError, TypeError)
    assert not issubclass(SgfError, ArgumentError)
    assert not issubclass(IllegalMoveError, ArgumentError)


def test_bad_move():
    g = gorules.Game(9)
    g.play("E5")
    with pytest.raises(IllegalMoveError) as e:
        g.play("E5")
    assert type(e.value) is IllegalMoveError
    assert e.value.status == -6 and e.value.status == Status.EOCCUPIED
    assert e.value.status_name == "EOCCUPIED"
    assert e.value.message == "white E5: point is occupied"
    assert str(e.value) == "white E5: point is occupied"
    assert e.value.reason == Status.EOCCUPIED and e.value.code == -6
    assert len(g) == 1


def test_bad_argument():
    with pytest.raises(ArgumentError) as e:
        gorules.Game(53)
    assert e.value.status == -3 and e.value.status_name == "ESIZE"
    assert e.value.message == "board size 53x53 out of range (1 to 52 a side)"
    with pytest.raises(ArgumentError) as e:
        gorules.Game(9, rules="chinesee")
    assert e.value.status == -4 and e.value.status_name == "EPARSE"
    assert e.value.message.startswith(
        "'chinesee' is not a ruleset (did you mean 'chinese'?): the presets"
        " are chinese, japanese,")
    g = gorules.Game(9)
    with pytest.raises(ArgumentError) as e:
        g.play("Z")
    assert e.value.status_name == "EPARSE"
    assert e.value.message == ("'Z' is not a vertex on 9x9 (neither GTP like"
                               " 'D4' nor SGF like 'dd')")
    with pytest.raises(ArgumentError) as e:
        g.play("D4", "purple")
    assert e.value.status == -13 and e.value.status_name == "ECOLOR"
    assert len(g) == 0


@needs_sgf
def test_bad_sgf():
    with pytest.raises(SgfError) as e:
        gorules.read_sgf("(;B)")
    assert e.value.status == -4 and e.value.status_name == "EPARSE"
    assert e.value.message == ("'(;B)': line 1, column 3: property B has no"
                               " value")
    assert (e.value.line, e.value.column) == (1, 3)
    # as before SgfError: still a ParseError for `except ParseError`
    assert isinstance(e.value, gorules.ParseError)
    with pytest.raises(SgfError) as e:
        gorules.load_sgf("(;GM[2]SZ[9])")
    assert e.value.status == -1 and e.value.status_name == "EINVAL"
    assert e.value.message == "GM[2]: not a Go record, not replayed"
    assert not isinstance(e.value, ArgumentError)
    # an illegal move in a record is an illegal move
    with pytest.raises(IllegalMoveError) as e:
        gorules.load_sgf("(;SZ[9];B[ee];W[ee])")
    assert e.value.status_name == "EOCCUPIED" and e.value.index == 2


def test_history_numbering_and_its_errors():
    """Entries count from 1 in move(), goto() and the errors, the same in
    Lua and JavaScript; history[i - 1] is move(i)."""
    g = gorules.Game(9)
    with pytest.raises(gorules.NoMove) as e:
        g.move(1)
    assert str(e.value) == "no history entry 1: the history is empty"
    g.play("E5")
    g.play("D4")
    g.undo()
    assert g.move(1).vertex == "E5" and g.move(-1).vertex == "E5"
    assert g.move(2).vertex == "D4"                   # the redo entry
    assert g.history[0] == g.move(1) and len(g.history) == 1
    for i in (0, 3, -2):
        with pytest.raises(gorules.NoMove) as e:
            g.move(i)
        assert e.value.status_name == "ENOMOVE"
        assert str(e.value) == (f"no history entry {i}: entries count from 1"
                                " (1 to 2 here; -1 is the last one played)")
    with pytest.raises(gorules.NoMove) as e:
        g.goto(3)
    assert str(e.value) == "no history entry 3: goto takes 0 (the start) to 2"
    g.goto(2)
    assert len(g) == 2 and g.redo_length == 0


def test_wrong_types_and_nul_bytes_are_argument_errors():
    g = gorules.Game(9)
    with pytest.raises(gorules.ArgumentTypeError) as e:
        gorules.Game("nine")                        # type: ignore[arg-type]
    assert isinstance(e.value, TypeError) and e.value.status_name == "EINVAL"
    assert str(e.value) == ("a board size is an int or a (width, height) "
                            "pair, not 'nine'")
    with pytest.raises(gorules.ArgumentTypeError) as e:  # SWIG's own check
        gorules.core.game_play(g._g, "black", 0)
    assert e.value.status_name == "EINVAL"
    assert str(e.value) == ("in method 'game_play', argument 2 of type "
                            "'gor_color'")
    # a NUL byte would cut the text short in C ("chinese")
    with pytest.raises(ArgumentError) as e:
        gorules.Rules("chinese\0japanese")
    assert e.value.status_name == "EINVAL"
    assert str(e.value) == ("in method 'rules_new', argument 2: text with a"
                            " NUL byte")
    with pytest.raises(ArgumentError) as e:
        g.play("D4\0")
    assert e.value.status_name == "EINVAL" and len(g) == 0


def test_values_out_of_range_are_refused_not_cut():
    # an int field past 32 bits was cut to its low bits (2**32 + 3 -> 3)
    with pytest.raises(ArgumentError) as e:
        gorules.Clock("byoyomi", main_ms=30000, period_ms=5000,
                      periods=2**32 + 3)
    assert str(e.value) == ("periods: 4294967299 is not an int from "
                            "-2147483648 to 2147483647")
    with pytest.raises(gorules.ArgumentTypeError) as e:
        gorules.Clock("absolute", main_ms=1.5)      # type: ignore[arg-type]
    assert str(e.value) == "main_ms: 1.5 is not a 64-bit int"
    g = gorules.Game(9)
    g.play("E5")
    # goto(-5) reached SWIG's size_t conversion: a raw OverflowError
    with pytest.raises(gorules.NoMove) as e:
        g.goto(-5)
    assert str(e.value) == "no history entry -5: goto takes 0 (the start) to 1"
    with pytest.raises(gorules.NoMove) as e:
        g.goto_move(-5)
    assert str(e.value) == ("no move -5: goto_move takes 0 (the start) or a "
                            "move number")
    with pytest.raises(ArgumentError) as e:          # any size_t argument
        g.goto_move(2**70)
    assert str(e.value) == ("in method 'game_goto_move', argument 2 of type "
                            "'size_t': out of range")
    assert len(g) == 1


def test_names_of_enum_members_suggest_the_nearest():
    with pytest.raises(ArgumentError) as e:
        gorules.Clock("byoyom", main_ms=30000, period_ms=5000, periods=3)
    assert str(e.value) == (
        "'byoyom' is not a clock system (did you mean 'byoyomi'?): the names "
        "are none, absolute, byoyomi, japanese, canadian, moves, fischer, "
        "bronstein")
    with pytest.raises(ArgumentError) as e:
        gorules.Referee(9, code="chines")
    assert str(e.value) == ("'chines' is not a referee code (did you mean "
                            "'chinese'?): the names are chinese, club, "
                            "reformed")
    r = gorules.Referee(9)
    with pytest.raises(ArgumentError) as e:        # it was a KeyError
        r.ruling("bogus")
    assert str(e.value) == ("'bogus' is not a ruling: the names are "
                            "moved_back, moved_valid, draw, replay, loss")
    with pytest.raises(ArgumentError) as e:
        r.ruling(gorules.DecisionKind.WARNING)
    assert str(e.value) == ("7 (warning) is not a ruling: the values are "
                            "9 (moved_back), 10 (moved_valid), 11 (draw), "
                            "12 (replay), 13 (loss)")
    with pytest.raises(gorules.ArgumentTypeError):
        r.ruling(1.0)                               # type: ignore[arg-type]


@needs_sgf
def test_unusable_game_information_warns():
    # load_sgf("(;KM[nan];B[dd])").komi was 0.0 without a word
    with pytest.warns(gorules.SgfWarning) as record:
        g = gorules.load_sgf("(;KM[nan]HA[-5];B[dd])")
    assert [str(w.message) for w in record] == [
        "1:3: note: KM[nan] is not a usable komi: komi 0 kept",
        "1:10: note: HA[-5] is not a usable handicap (a whole number of "
        "stones, 0 to 361): ignored"]
    assert record[0].filename == __file__         # the caller's line
    assert g.komi == 0.0 and len(g) == 1
    sgf = gorules.read_sgf("(;KM[nan];B[dd])")
    with pytest.warns(gorules.SgfWarning):
        sgf[0].game()
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert gorules.load_sgf("(;KM[6.5]HA[2]AB[dd][pp];W[dp])").komi == 6.5


def test_a_refused_clock_says_why():
    # Clock errors said only "invalid argument"
    with pytest.raises(ArgumentError) as e:
        gorules.Clock("byoyomi", main_ms=1000, period_ms=5000, periods=3)
    assert e.value.status_name == "EINVAL"
    assert str(e.value) == ("the reserved periods must fit in the basic time "
                            "(main_ms >= periods * period_ms)")
    with pytest.raises(ArgumentError) as e:
        gorules.Clock("absolute", main_ms=-1)
    assert str(e.value) == ("main_ms -1: clock times and counts must not be "
                            "negative")
