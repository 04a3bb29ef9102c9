# SPDX-License-Identifier: MIT
"""A program that calls every public method and property of the gorules
package, type-checked by `mypy --strict` (test_typing.py) and run (its
asserts hold). It uses the types the package declares, so a method that
type checkers cannot see (one attached to a class after its definition)
or a wrong annotation fails the check."""
import os
import pickle
import tempfile
from typing import Any, Dict, List, Optional, Set, Tuple, Union

import gorules
from gorules import (Clock, ClockEvent, ClockState, Color, Decision,
                     DecisionKind, Game, Group, Issue, Move, Node, Phase,
                     Referee, RefereeCode, Replay, Result, Rules, Score, Sgf,
                     SideScore, Status)


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
    refused: Status = g.try_play("E5")
    assert refused is Status.EOCCUPIED
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
    est: gorules.OwnershipEstimate = g.ownership_estimate(4, seed=1)
    vals: List[int] = est.values
    rows: List[List[int]] = est.rows()
    assert len(vals) == 81 and len(rows) == 9 and est.playouts == 4
    assert -100 <= est.at("E5") <= 100 and len(est.array()) == 9
    assert (est.black_owned + est.white_owned <= 81 and est.certain >= 0
            and est.komi == 7.5 and 0 <= est.black_wins <= 1)
    figures: Tuple[float, ...] = (est.margin, est.owned_margin,
                                  est.black_area, est.white_area)
    assert len(figures) == 4 and est.as_dict()["playouts"] == 4
    assert gorules.OWNERSHIP_PLAYOUTS == 64 and gorules.OWNERSHIP_FULL == 100
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
    picture: str = g.svg(ownership=g.score(), markup={"D4": "triangle",
                                                     "C3": gorules.SvgMark.CIRCLE},
                         labels={"E5": "a"}, cell=20)
    assert picture.startswith("<svg") and g._repr_svg_().startswith("<svg")
    assert text.startswith("(;")
    sgf: Sgf = gorules.read_sgf(text)
    assert len(sgf) == 1 and sgf.encoding == "UTF-8" and sgf.notes == []
    root: Dict[str, Union[str, List[str]]] = sgf.root(0)
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
        assert gorules.replay_sgf_file(path).moves == rep.moves
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


def sgf_tree() -> None:
    sgf: Sgf = gorules.new_sgf(9)
    root: Node = sgf[0]
    assert root.is_root and root.parent is None and root.depth == 0
    assert root.size == (9, 9) and root.get("SZ") == 9
    assert root.properties() == ["FF", "GM", "CA", "SZ"]
    a = root.new_child(("black", "E5"))
    b = a.new_child()
    b.set_move("white", (2, 2))
    v = a.new_child(("white", "D4"))           # a variation
    assert a.children == [b, v] and list(a) == [b, v] and len(a) == 2
    assert a[1] == v and b.next_sibling == v and v.next_sibling is None
    assert b.siblings == [v] and b.depth == 2 and b.root == root
    assert b.path() == [root, a, b] and root.main_line() == [root, a, b]
    assert v.get_main_sequence() == [root, a, b]
    assert root.main_sequence_below() == [a, b]
    move: Optional[Tuple[Color, Optional[Tuple[int, int]]]] = a.move
    assert move == (Color.BLACK, (4, 4)) and root.move is None
    assert a.get_move() == (Color.BLACK, (4, 4))
    assert root.get_move() == (None, None)
    b.comment = "a mistake"
    b.add_comment_text("see D4")
    assert b.comment == "a mistake\n\nsee D4"
    assert "C" in b and b.has("C") and b.has_property("C")
    v.set("TR", ["C3", "E5"])
    assert v.get("TR") == [(4, 4), (2, 6)] and v["TR"] == [(4, 4), (2, 6)]
    assert v.get_raw_list("TR") == ["ee", "cg"]
    v.set_raw("XX", "kept")
    v["GN"] = "x"
    assert v.get_raw("XX") == "kept" and v.get_raw("GN") == "x"
    v.delete("XX")
    v.unset("GN")
    raw: Dict[str, List[str]] = v.get_raw_property_map()
    assert raw == {"W": ["df"], "TR": ["ee", "cg"]}
    root.set_setup_stones(black=["A1"], white=[(8, 0)])
    stones: Tuple[Set[Tuple[int, int]], Set[Tuple[int, int]],
                  Set[Tuple[int, int]]] = root.setup_stones
    assert stones == ({(0, 8)}, {(8, 0)}, set())
    assert root.get_setup_stones() == stones
    assert root.has_setup_stones() and not a.has_setup_stones()
    at_b: Game = b.game()
    assert at_b.stones("black") == [(4, 4), (0, 8)]
    assert at_b.stones("white") == [(8, 0), (2, 2)]
    assert (at_b.move_number, len(at_b)) == (2, 3)
    assert b.replay().errors == [] and b.board().move_number == 2
    assert gorules.to_sgfmill((3, 5), 9) == (3, 3)
    assert gorules.from_sgfmill((3, 3), 9) == (3, 5)
    data: bytes = sgf.serialise()
    assert data == (b"(;FF[4]GM[1]CA[UTF-8]SZ[9]AB[ai]AW[ia]\n;B[ee]\n"
                    b"(;W[cc]C[a mistake\n\nsee D4])\n(;W[df]TR[ee][cg]))\n")
    assert str(sgf) == data.decode()
    assert pickle.loads(pickle.dumps(b)).comment == "a mistake\n\nsee D4"
    again = Sgf.from_bytes(data)
    text = Sgf.from_string(str(sgf))
    assert len(again.games) == 1 and again.get_root() == again[0]
    assert len(text.get_main_sequence()) == 3
    assert text.get_last_node().move == (Color.WHITE, (2, 2))
    end = text.extend_main_sequence()
    end.set_move("black", None)
    assert end.move == (Color.BLACK, None) and text.get_last_node() == end
    other: Node = text.new_game((9, 7))
    assert other.size == (9, 7) and other.get("SZ") == (9, 7)
    assert len(text) == 2
    g = Game(9)
    g.play("E5")
    g.play("D4")
    g.pass_move()
    g.goto_move(1)
    assert (g.move_number, len(g), g.redo_length) == (1, 1, 2)
    line = Sgf.from_game(g)
    assert [n.move for n in line[0].main_line()] == [
        None, (Color.BLACK, (4, 4))]


def referee() -> None:
    ref = Referee(5)
    assert (ref.code, ref.phase) == (RefereeCode.CHINESE, Phase.PLAY)
    assert (ref.steps, ref.time, ref.opening_player) == (0, 0, None)
    assert (ref.player_color(0), ref.player_color(1)) == (Color.BLACK,
                                                           Color.WHITE)
    assert ref.last_error() == "" and not ref.set_time(1000)
    assert ref.time == 1000
    assert ref.play("black", "E5") is DecisionKind.NONE
    assert ref.play("white", "E5") is DecisionKind.FORBIDDEN
    d: Decision = ref.decisions()[-1]
    assert (d.kind, d.color, d.point, d.moved_from, d.status, d.warnings,
            d.player, d.value, d.at_ms, d.step) == (
        DecisionKind.FORBIDDEN, Color.WHITE, (4, 0), None, -6, 0, -1, 0.0,
        1000, 2)
    assert d.text.startswith("White played on an occupied point")
    ref.warn("white")
    assert ref.warnings("white") == 1 and ref.steps == 3
    ref.play("black", "D4")
    ref.ruling("moved-valid", "black", "D4", "C3")
    moved = ref.decisions()[-1]
    assert (moved.kind, moved.point, moved.moved_from) == (
        DecisionKind.MOVED_VALID, (2, 2), (3, 1))
    assert ref.play("white", "B2") is DecisionKind.NONE
    ref.take_back("white")                     # the second warning
    assert [x.kind for x in ref.decisions()[-2:]] == [
        DecisionKind.TAKE_BACK, DecisionKind.WARNINGS_LOSS]
    assert (ref.phase, ref.steps) == (Phase.OVER, 7)
    ref.undo()
    assert ref.warnings("white") == 1 and ref.steps == 6
    ref.redo()
    assert ref.steps == 7 and str(ref.result()) == "B+F"
    assert repr(ref) == "<gorules.Referee chinese over 7 steps>"

    ended = Referee(9)
    ended.propose_end("black")
    ended.agree_end("white")
    ended.dispute("white")                     # play resumes, White first
    assert ended.phase is Phase.PLAY and ended.game.to_move is Color.WHITE
    ended.time_out("white", as_pass=True)
    ended.resign("black")
    assert [x.kind for x in ended.decisions()] == [
        DecisionKind.END_PROPOSED, DecisionKind.END_AGREED,
        DecisionKind.DISPUTE, DecisionKind.TIMEOUT_PASS, DecisionKind.RESIGN]
    assert str(ended.result()) == "W+R"

    reformed = Referee(7, "prediction", code="reformed")
    reformed.set_prediction_limit(60_000)
    assert reformed.nigiri(7, 1) and reformed.opening_player == 0
    for vertex in ("D7", "C7", "D6", "C6"):
        reformed.play(reformed.game.to_move, vertex)
    assert (reformed.phase, reformed.prediction()) == (Phase.PREDICTION, None)
    reformed.predict(0, 7)
    reformed.predict(1, 6)
    settled: Optional[Dict[str, Any]] = reformed.prediction()
    assert settled == {"white_player": 0, "threshold": 6.5, "favoured": 2}
    for vertex in ("D5", "C5", "D4", "C4", "D3", "C3", "D2", "C2", "D1",
                   "C1"):
        reformed.play(reformed.game.to_move, vertex)
    reformed.propose_end("white")
    reformed.agree_end("black")
    reformed.start_count()
    assert reformed.phase == Phase.COUNT
    res: Result = reformed.result()
    assert res.sgf == "W+0.5"
    again = Referee.from_sgf(reformed.to_sgf())
    assert again.decisions() == reformed.decisions()
    assert again.code is RefereeCode.REFORMED


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
    kinds: List[type] = [gorules.Error, gorules.OutOfMemory,
                         gorules.ArgumentTypeError, gorules.SgfParseError]
    assert all(issubclass(k, Exception) for k in kinds)
    try:
        g.play("E5", "purple")
        raise AssertionError("not raised")
    except gorules.ArgumentError as e:
        status: int = e.status
        name: str = e.status_name
        assert status == Status.ECOLOR and name == "ECOLOR"
    try:
        gorules.read_sgf("(;B)")
        raise AssertionError("not raised")
    except gorules.SgfError as e:
        assert isinstance(e, gorules.GorulesError) and e.line == 1
    assert issubclass(gorules.IllegalMoveError, gorules.GorulesError)
    import warnings
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        gorules.load_sgf("(;KM[nan];B[dd])")
    assert [w.category for w in caught] == [gorules.SgfWarning]
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


def playouts() -> None:
    g = Game(9)
    g.play("E5")
    po: gorules.Playout = gorules.Playout(g)
    assert po.width == 9 and po.height == 9
    point: Optional[Tuple[int, int]]
    point, state = po.play_random(1)
    assert point is not None and po.move_count == 1
    po.play("pass")
    po.restart()
    state = po.run(state, 0)
    over: bool = po.over
    assert over and po.to_move in (Color.BLACK, Color.WHITE)
    assert po.ko_point is None or len(po.ko_point) == 2
    assert po["E5"] in (Color.BLACK, Color.WHITE, Color.EMPTY)
    diff: int = po.area_difference()
    own: bytes = po.ownership()
    board: bytes = po.board_bytes()
    assert len(own) == len(board) == 81 and -81 <= diff <= 81
    po.reset(g)
    assert po.move_count == 0 and isinstance(state, int)


def main() -> None:
    module_functions()
    playouts()
    colors_and_status()
    g = play(rules())
    end_and_score(g)
    copies(g)
    sgf_records(g)
    sgf_tree()
    referee()
    clocks()
    errors_and_flags()
    print("typing sample: ok")


if __name__ == "__main__":
    main()
