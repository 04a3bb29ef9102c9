# SPDX-License-Identifier: MIT
"""A program that calls every public method and property of the gorules
package, type-checked by `mypy --strict` (test_typing.py) and run (its
asserts hold). It uses the types the package declares, so a method that
type checkers cannot see (one attached to a class after its definition)
or a wrong annotation fails the check."""
import os
import pickle
import tempfile
from typing import Any, Dict, List, Optional, Tuple

import gorules
from gorules import (Clock, ClockEvent, ClockState, Color, Game, Group,
                     Issue, Move, Replay, Result, Rules, Score, Sgf, SideScore,
                     Status)


def module_functions() -> None:
    v: str = gorules.version()
    assert v == gorules.__version__
    assert gorules.parse_vertex("D4", 19) == (3, 15)
    assert gorules.vertex_name((3, 15), 19) == "D4"
    stars: List[Tuple[int, int]] = gorules.star_points(9)
    assert len(stars) == 5
    assert "chinese" in gorules.PRESETS and gorules.MAX_SIZE == 52
    assert gorules.fixed_handicap(19, 2) == [(3, 15), (15, 3)]
    assert gorules.max_fixed_handicap(19) == 9
    assert gorules.handicap_bonus("chinese", 4) == 4.0
    draw: bool = gorules.draw_possible("koSIMPLEscoreAREAkomi7", 0)
    assert draw
    first: Color = gorules.nigiri(7, 1)
    assert first is Color.BLACK
    r: Result = gorules.parse_result("B+7.5")
    assert (r.winner, r.margin, r.sgf) == (Color.BLACK, 7.5, "B+7.5")


def colors_and_status() -> None:
    assert Color.BLACK.other is Color.WHITE and Color.WHITE.letter == "W"
    assert Color.of("white") is Color.WHITE
    assert Status.EOCCUPIED.message == "point is occupied"
    assert Status.EKO.is_illegal_move and not Status.EINVAL.is_illegal_move


def rules() -> Rules:
    r = Rules("japanese")
    r.parse("chinese")
    c = r.copy()
    assert c == r
    ko: gorules.KoRule = r.ko
    r.ko = gorules.KoRule.POSITIONAL
    r.suicide = gorules.SuicideRule.FORBIDDEN
    r.cycle = r.cycle
    r.scoring = gorules.Scoring.AREA
    r.komi = 7.5
    r.tax = gorules.Tax.NONE
    r.handicap_comp = r.handicap_comp
    r.first_player = Color.BLACK
    r.pass_stones = False
    r.white_passes_last = False
    r.free_handicap = True
    r.tie = r.tie
    r.free_opening = 0
    assert ko is gorules.KoRule.POSITIONAL
    assert (r.komi, r.pass_stones, r.white_passes_last, r.free_handicap,
            r.free_opening) == (7.5, False, False, True, 0)
    return r


def play(r: Rules) -> Game:
    g = Game(9, rules=r)
    assert (g.width, g.height, g.size) == (9, 9, (9, 9))
    assert g.point("E5") == (4, 4) and g.vertex((4, 4)) == "E5"
    assert g.vertex((4, 4), sgf=True) == "ee"
    g.set_rules("chinese")
    g.rules = g.rules
    g.komi = 7.5
    g.enforce_turn = False
    g.play("E5")
    g.play((2, 6), "white")
    assert g["E5"] is Color.BLACK and g.to_move is Color.BLACK
    assert g.legal_reason("E5") is Status.EOCCUPIED and not g.is_legal("E5")
    try:
        g.play("E5")
        raise AssertionError("not raised")
    except gorules.IllegalMove as e:
        reason: Status = e.reason
        assert reason is Status.EOCCUPIED
    assert len(g.legal_moves()) == 79
    board: List[List[Color]] = g.board()
    raw: bytes = g.board_bytes()
    assert board[4][4] is Color.BLACK and raw[4 * 9 + 4] == 1
    assert g.stones("black") == [(4, 4)] and g.stone_count(Color.WHITE) == 1
    assert g.captures == (0, 0) and g.ko_point is None
    h: int = g.hash
    s: int = g.situation_hash
    assert h != 0 and s != 0
    assert g.last_removed == [] and isinstance(g.last_error, str)
    point, state = g.play_random(12345)
    assert point is not None and state != 12345
    assert isinstance(g.area_difference(), int) and g.memory() > 0
    g.pass_move()
    assert g.play_many(["A1", ("black", "B1")]) == 2
    assert g.consecutive_passes == 0 and g.pass_count("white") == 1
    g.undo()
    g.redo()
    assert g.redo_length == 0 and g.move_number == 6 and len(g) == 6
    m: Move = g.move(1)
    assert (m.kind, m.color, m.point, m.vertex) == (
        gorules.MoveKind.PLAY, Color.BLACK, (4, 4), "E5")
    assert m.removed == 0 and m.flags == gorules.MoveFlag(0)
    assert m.repeats is None
    assert len(g.history) == 6 and [x.vertex for x in g][0] == "E5"
    assert g.moves()[0] == (Color.BLACK, (4, 4)) and g.ko_captures() == 0
    grp: Optional[Group] = g.group("E5")
    assert grp is not None and (grp.color, grp.stones, grp.liberties[0]) == (
        Color.BLACK, [(4, 4)], (4, 3))
    assert len(list(g.groups("white"))) == 1 and g.liberties("E5") == 4
    g.goto(0)
    g.goto(6)
    g.to_move = Color.WHITE
    g.handicap = 0
    assert g.handicap == 0
    return g


def end_and_score(g: Game) -> None:
    g.mark("C3", gorules.Life.DEAD)
    assert g.life("C3") is gorules.Life.DEAD and g.marked() == [(2, 6)]
    judged: bytes = g.judge()
    marked = g.mark_judged(judged)
    assert len(judged) == 81 and marked == 0
    score: Score = g.score()
    side: SideScore = score.black
    assert (score.result, side.stones, side.territory, side.captures,
            side.dead, side.seki_eyes, side.pass_stones, side.groups,
            side.dame_share, side.tax, side.komi, side.handicap_bonus,
            side.penalty) == ("B+73.5", 4, 77, 0, 1, 0, 0, 0, 0.0, 0.0,
                              0.0, 0.0, 0.0)
    assert side.total == 81.0 and score.white.total == 7.5
    assert score.ownership()[4][4] is Color.BLACK
    assert score.as_dict()["points"] == 81
    g.clear_marks()
    area: List[List[Color]] = g.area_map(gorules.AreaFlag.SCORING)
    assert len(area) == 9
    g.resign("white")
    assert g.is_over and g.end_reason is gorules.End.RESIGN
    assert g.winner is Color.BLACK
    res: Result = g.result()
    assert (res.outcome, res.winner, res.end, res.counted, res.scoring,
            res.margin, res.margin_stones, res.sgf, res.chinese) == (
        gorules.Outcome.WIN, Color.BLACK, gorules.End.RESIGN, False,
        gorules.Scoring.AREA, 0.0, 0.0, "B+R", "黑中盘胜")
    assert res.chinese_form(0) == "黑中盘胜"
    assert res.as_dict()["end"] == gorules.End.RESIGN
    g.resume()
    g.end(gorules.End.TIME, "black")
    assert str(g.result()) == "B+T"


def copies(g: Game) -> None:
    c = g.copy()
    data: bytes = g.pack()
    assert Game.unpack(data) == g == c
    assert pickle.loads(pickle.dumps(g)) == g
    c.clear()
    assert len(c) == 0
    e = Game(19)
    e.setup(black=["D4"], white=["Q16"])
    assert e.stone_count("black") == 1 and e.stone_count("white") == 1
    f = Game(19, rules="chinese")
    f.place_handicap(2)
    assert f.stones("black") == [(15, 3), (3, 15)]
    free = Game(19, rules="chinese")
    free.place_free_handicap(["D4", "Q16"])
    assert free.handicap == 2


def sgf_records(g: Game) -> None:
    text: str = g.to_sgf()
    assert text.startswith("(;")
    sgf: Sgf = gorules.read_sgf(text)
    assert len(sgf) == 1 and sgf.encoding == "UTF-8" and sgf.notes == []
    root: Dict[str, str] = sgf.root(0)
    assert root["SZ"] == "9"
    rep: Replay = sgf.replay(0)
    assert rep.errors == [] and rep.game.stones("black")[0] == (4, 4)
    assert rep.territory("black") == []
    issues: List[Issue] = rep.issues
    assert all(i.severity >= gorules.Severity.INFO for i in issues)
    again: Game = gorules.load_sgf(text)
    assert again.stones("black") == g.stones("black")
    assert gorules.replay_sgf(text).moves == rep.moves
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "g.sgf")
        g.save_sgf(path)
        assert gorules.load_sgf_file(path).move_number == g.move_number
        assert len(gorules.read_sgf_file(path)) == 1
        sgf.save(path)
        assert len(Sgf.from_file(path)) == 1
    bad = gorules.read_sgf("(;SZ[9];B[ee];W[ee])").replay(0, tolerant=True)
    first: Issue = bad.errors[0]
    assert (first.severity, first.status, first.move_number, first.color,
            first.point, first.vertex, first.line, first.column) == (
        gorules.Severity.ERROR, Status.EOCCUPIED, 2, Color.WHITE, (4, 4),
        "E5", 1, 15)
    assert "point is occupied" in first.message  # the wording may grow
    clock_of: Any = sgf.clock(0)
    assert clock_of is None or isinstance(clock_of, Clock)


def clocks() -> None:
    c = Clock("byoyomi", main_ms=180_000, period_ms=60_000, periods=2)
    opts: Dict[str, Any] = c.options
    assert opts["periods"] == 2
    d = c.copy()
    c.start("black", 0)
    assert c.running is Color.BLACK and c.now == 0
    assert not c.press("black", 10_000)
    c.pause(20_000)
    c.resume(25_000)
    assert c.advance(1_000_000) > 0 and c.pending > 0
    first: Optional[ClockEvent] = c.poll()
    assert first is not None and isinstance(first.text("en"), str)
    assert (first.kind, first.color, first.at_ms, first.value,
            first.period_s)[1] is Color.WHITE
    rest: List[ClockEvent] = c.events()
    assert rest and c.pending == 0
    st: ClockState = c.state("white")
    assert (st.main_ms, st.period_ms, st.periods, st.moves, st.overtime,
            st.flagged, st.running, st.presses) == (0, 60_000, 0, 0, True,
                                                   True, False, 0)
    assert c.loser is Color.WHITE and c.last_error == ""
    g = Game(9)
    assert c.end_game(g) and str(g.result()) == "B+T"
    assert len(c.record()) == 1
    d.set("black", main_ms=1000)
    assert not d.late("white", 0)


def errors_and_flags() -> None:
    g = Game(9)
    try:
        g.undo()
        raise AssertionError("not raised")
    except gorules.NoMove as e:
        assert e.code is Status.ENOMOVE
    try:
        g.play((9, 0))
        raise AssertionError("not raised")
    except gorules.OffBoard as e:
        assert e.reason is Status.EOFFBOARD
    try:
        Rules("no such rules")
        raise AssertionError("not raised")
    except gorules.ParseError as e:
        assert isinstance(e, gorules.InvalidArgument)
    kinds: List[type] = [gorules.Error, gorules.OutOfMemory]
    assert all(issubclass(k, Exception) for k in kinds)
    g.play("E5", flags=gorules.PlayFlag.TOLERANT)
    caps: gorules.Captures = g.captures
    assert (caps.black, caps.white) == (0, 0)
    r = Rules("chinese")
    r.cycle = gorules.CycleRule.IGNORE
    r.tie = gorules.TieRule.DRAW
    r.handicap_comp = gorules.HandicapComp.H
    g.set_rules(r)
    s = g.score(dead=gorules.DeadFrom.MARKS, seki=gorules.SekiFrom.MARKS,
                territory=gorules.Territory(0),
                chinese=gorules.ChineseFlag.BLACK_VIEW)
    assert s.result == "B+73.5" and s.map[40] & gorules.MapFlag.CERTAIN == 0
    assert g.mark_judged(g.judge(estimate=True),
                         gorules.JudgeFlag.CERTAIN | gorules.JudgeFlag.GUESS) == 0
    sgf = gorules.read_sgf("(;SZ[9])", strict=bool(gorules.SgfFlag.STRICT))
    assert sgf.replay(0, tolerant=bool(gorules.ReplayFlag.TOLERANT)).moves == 0
    c = Clock(gorules.ClockSystem.ABSOLUTE, main_ms=1000)
    c.start("black", 0)
    c.advance(2000)
    ev = c.poll()
    assert ev is not None and ev.kind is gorules.ClockEventKind.TIMEOUT
    try:
        board = g.board_array()
    except ImportError:  # numpy is optional
        return
    assert board.shape == (9, 9) and s.ownership_array()[4][4] == 1


def main() -> None:
    module_functions()
    colors_and_status()
    g = play(rules())
    end_and_score(g)
    copies(g)
    sgf_records(g)
    clocks()
    errors_and_flags()
    print("typing sample: ok")


if __name__ == "__main__":
    main()
