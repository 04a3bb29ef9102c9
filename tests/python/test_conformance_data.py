# SPDX-License-Identifier: MIT
"""The conformance cases of tests/conformance/<topic>/*.txt, run through the
Python binding's C calls (gorules.core): one pytest item per case.

The format is described in tests/conformance/README.md; the C runner
(tests/conformance/conformance.c) and the Lua runner
(tests/lua/test_conformance.lua) read the same files and must agree.
Every call below is the SWIG wrapper of the C function of the same name
(prefix stripped), so a case checks the binding as well as the library.
"""
import os
import pathlib
import re

import pytest

import gorules
from gorules import core as c

HERE = pathlib.Path(__file__).resolve().parent
DATA = pathlib.Path(os.environ.get("GORULES_CONFORMANCE",
                                   HERE.parent / "conformance"))

END_NAMES = ["NONE", "PASSES", "RESIGN", "NO_RESULT", "REPETITION",
             "AGREEMENT", "TIME", "FORFEIT", "VOID", "CYCLE_DRAW", "REPLAY"]
OUTCOME_NAMES = ["UNKNOWN", "WIN", "DRAW", "NO_RESULT"]
SCORING_NAMES = ["AREA", "TERRITORY", "STONES"]
TAX_NAMES = ["NONE", "SEKI", "ALL"]
MOVE_FLAGS = {"CAPTURED": c.MOVE_CAPTURED, "SUICIDE": c.MOVE_SUICIDE,
              "REPEATS": c.MOVE_REPEATS,
              "BROKE_SUICIDE": c.MOVE_BROKE_SUICIDE,
              "BROKE_KO": c.MOVE_BROKE_KO,
              "BROKE_SUPERKO": c.MOVE_BROKE_SUPERKO,
              "BROKE_TURN": c.MOVE_BROKE_TURN,
              "BROKE_GAMEOVER": c.MOVE_BROKE_GAMEOVER}
AREA_FLAGS = {"SAFE_BIG": c.AREA_SAFE_BIG, "UNSAFE_BIG": c.AREA_UNSAFE_BIG,
              "STONES": c.AREA_STONES, "SUICIDE": c.AREA_SUICIDE,
              "SCORING": c.AREA_SCORING}
MAP_FLAGS = {"DAME": c.MAP_DAME, "SEKI": c.MAP_SEKI, "DEAD": c.MAP_DEAD,
             "CERTAIN": c.MAP_CERTAIN, "GUESS": c.MAP_GUESS,
             "FALSE_EYE": c.MAP_FALSE_EYE}
DEAD_FLAGS = {"marks": c.DEAD_MARKS, "certain": c.DEAD_CERTAIN,
              "estimate": c.DEAD_ESTIMATE}
SEKI_FLAGS = {"marks": c.SEKI_MARKS, "estimate": c.SEKI_ESTIMATE}
TERRITORY_FLAGS = {"rules": c.TERRITORY_RULES, "plain": c.TERRITORY_PLAIN, "j1989": c.TERRITORY_J1989,
                   "false_eyes": c.TERRITORY_FALSE_EYES}
CN_FLAGS = {"black_view": c.CN_BLACK_VIEW, "colloquial": c.CN_COLLOQUIAL,
            "decimal": c.CN_DECIMAL}
COLORS = {"B": c.BLACK, "W": c.WHITE, "E": c.EMPTY, "none": c.EMPTY}
LIVES = {"alive": c.LIFE_ALIVE, "dead": c.LIFE_DEAD, "seki": c.LIFE_SEKI}
STATUS = {c.status_name(code): code for code in range(c.EPASS, 1)}
REF_CODES = ["chinese", "club", "reformed"]
REF_PHASES = ["opening", "prediction", "play", "over", "count"]
REF_KINDS = ["none", "forbidden", "ko", "twice", "twice-loss", "take-back",
             "take-back-loss", "warning", "warnings-loss", "moved-back",
             "moved-valid", "draw", "replay", "loss", "timeout",
             "timeout-pass", "end-proposed", "end-agreed", "dispute", "count",
             "resign", "nigiri", "prediction", "settled",
             "prediction-timeout"]
REF_CHECKS = ("decisions", "warnings", "phase", "steps", "opening_player",
              "player_color", "ref_sgf", "ref_roundtrip")


class Malformed(Exception):
    """A mistake in a case file (never a pass)."""


# ---------------------------------------------------------------------------
# Reading the files

def strip_comment(line):
    m = re.search(r"(^|\s)#", line)
    return line[:m.start()] if m else line


def read_cases(path):
    """[(name, [(lineno, tokens, rest_text, diagram_or_None)])]"""
    lines = path.read_text(encoding="utf-8").split("\n")
    cases, current, i = [], None, 0
    while i < len(lines):
        raw = strip_comment(lines[i]).rstrip()
        lineno = i + 1
        i += 1
        tok = raw.split()
        if not tok:
            continue
        if tok[0] == "case":
            current = (tok[1] if len(tok) > 1 else "?", [])
            cases.append(current)
            continue
        if current is None:
            raise Malformed(f"{path}:{lineno}: a command before the first case")
        diagram = None
        if tok[0] == "board" or (tok[0] == "expect" and len(tok) > 1 and
                                 tok[1] in ("board", "ownership", "area")):
            rows = []
            while i < len(lines):
                row = "".join(strip_comment(lines[i]).split())
                i += 1
                if row == "end":
                    break
                if row:
                    rows.append(row)
            else:
                raise Malformed(f"{path}:{lineno}: diagram without 'end'")
            diagram = rows
        current[1].append((lineno, tok, raw, diagram))
    return cases


def all_cases():
    out = []
    if not DATA.is_dir():
        return out
    for path in sorted(DATA.rglob("*.txt")):
        if path.name == "CMakeLists.txt":
            continue
        for name, cmds in read_cases(path):
            rel = path.relative_to(DATA)
            marks = []
            if rel.parts[0] == "open-bugs":
                # Library bugs not fixed yet: each must fail until the
                # library is fixed (then the case moves to its topic).
                marks = [pytest.mark.xfail(strict=True,
                                           reason="open library bug")]
            out.append(pytest.param(path, name, cmds, id=f"{rel}::{name}",
                                    marks=marks))
    return out


def rest_after(raw, skip):
    """The text of a line after its first `skip` words."""
    parts = raw.split(None, skip)
    return parts[skip].strip() if len(parts) > skip else ""


# ---------------------------------------------------------------------------
# Calls that raise become status codes

def status_of(fn, *args):
    """(status, value): GOR_OK and the call's value, or the error code."""
    try:
        return c.OK, fn(*args)
    except gorules.Error as e:
        return int(e.code), None


def flags_of(table, text):
    if text == "none":
        return 0
    value = 0
    for name in text.split("+"):
        if name not in table:
            raise Malformed(f"unknown flag {name!r}")
        value |= table[name]
    return value


def color_text(col):
    return {c.BLACK: "B", c.WHITE: "W", c.EMPTY: "none"}.get(col, "?")


def number(text):
    try:
        return float(text)
    except ValueError:
        raise Malformed(f"not a number: {text!r}") from None


# ---------------------------------------------------------------------------
# Clocks

CLOCK_SYSTEMS = ["none", "absolute", "byoyomi", "japanese", "canadian",
                 "moves", "fischer", "bronstein"]
CLOCK_KINDS = ["", "call", "count", "period", "overtime", "timeout",
               "timeout_pass", "late_forfeit"]
CLOCK_UNITS = {"": 1, "ms": 1, "s": 1000, "m": 60000, "h": 3600000}


def ms_of(text):
    m = re.fullmatch(r"(\d+)(ms|s|m|h|)", text)
    if not m:
        raise Malformed(f"not a duration: {text!r}")
    return int(m.group(1)) * CLOCK_UNITS[m.group(2)]


def clock_event_text(ev):
    who = color_text(ev["color"])
    kind = CLOCK_KINDS[ev["kind"]]
    if ev["kind"] <= c.CLOCK_EV_OVERTIME:
        return f"{who}@{ev['at_ms']}:{kind}={ev['value']}"
    return f"{who}@{ev['at_ms']}:{kind}"


def clock_parse_event(text):
    m = re.fullmatch(r"([BW])@(\w+):([a-z_]+)(?:=(-?\d+))?", text)
    if not m or m.group(3) not in CLOCK_KINDS[1:]:
        raise Malformed(f"bad event {text!r} (C@TIME:KIND[=VALUE])")
    kind = CLOCK_KINDS.index(m.group(3))
    if (kind <= c.CLOCK_EV_OVERTIME) != (m.group(4) is not None):
        raise Malformed(f"bad event {text!r}: value")
    return clock_event_text({"color": COLORS[m.group(1)],
                             "at_ms": ms_of(m.group(2)), "kind": kind,
                             "value": int(m.group(4) or 0)})


def clock_fields(tokens, state):
    """key=value tokens into an options dict (state False) or a state dict."""
    d = {}
    if not state:
        d["flags"] = 0
    names = ({"main": "main_ms", "period": "period_ms", "periods": "periods",
              "moves": "moves"} if state else
             {"main": "main_ms", "period": "period_ms", "periods": "periods",
              "moves": "period_moves", "increment": "increment_ms",
              "late_limit": "late_limit_ms"})
    for t in tokens:
        if not state and t == "timeout_pass":
            d["flags"] |= c.CLOCK_TIMEOUT_PASS
            continue
        if not state and t == "quiet":
            d["flags"] |= c.CLOCK_QUIET
            continue
        key, eq, val = t.partition("=")
        if not eq or key not in names:
            raise Malformed(f"bad clock field {t!r}")
        is_time = key in ("main", "period", "increment", "late_limit")
        d[names[key]] = ms_of(val) if is_time else int(val)
    return d


# ---------------------------------------------------------------------------
# Running a case

class Runner:
    def __init__(self, where):
        self.where = where
        self.failures = []
        self.game = None
        self.rules_text = "chinese"
        self.komi = None            # a komi given before the game exists
        self.saves = {}
        self.score = self.map = self.result = self.pred = None
        self.cn = 0
        self.line = 0
        self.clock = None
        self.clock_events = []
        self.ref = None             # a referee case: self.game is a copy

    def fail(self, msg):
        self.failures.append(f"{self.where}:{self.line}: {msg}")

    # -- helpers -------------------------------------------------------
    def size(self):
        return c.game_width(self.game), c.game_height(self.game)

    def point(self, text):
        w, h = self.size()
        st, p = status_of(c.point_from_gtp, w, h, text)
        if st != c.OK:
            raise Malformed(f"bad vertex {text!r}")
        return p

    def vertex(self, p):
        w, h = self.size()
        return c.point_gtp(w, h, p)

    def snapshot(self):
        g = self.game
        return (c.game_board(g), c.game_hash(g), c.game_situation_hash(g),
                c.game_to_move(g), c.game_winner(g),
                c.game_captures(g, c.BLACK), c.game_captures(g, c.WHITE),
                c.game_consecutive_passes(g), c.game_handicap(g),
                c.game_ko_point(g), c.game_end_reason(g),
                c.game_history_length(g), c.game_redo_length(g),
                c.game_move_number(g), c.rules_string(c.game_rules(g)))

    def check_status(self, what, got, want, before):
        if got != want:
            err = c.game_last_error(self.game) if self.game else ""
            self.fail(f"{what}: expected {c.status_name(want)}, got "
                      f"{c.status_name(got)}" + (f" ({err})" if err else ""))
        elif want != c.OK and before is not None and \
                self.snapshot() != before:
            self.fail(f"{what}: refused with {c.status_name(got)} but the "
                      "game changed")

    def pending_rules(self):
        st, r = status_of(c.rules_new, self.rules_text)
        if st == c.OK and self.komi is not None:
            st, _ = status_of(c.rules_set_komi, r, self.komi)
        if st != c.OK:
            raise Malformed(f"rules {self.rules_text!r} (komi)")
        return r

    def make_game(self, w, h):
        r = self.pending_rules()
        st, g = status_of(c.game_new, w, h, r)
        if st != c.OK:
            raise Malformed(f"game {w}x{h}: {c.status_name(st)}")
        self.game = g

    def need_game(self):
        if self.game is None:
            raise Malformed("no game yet (size or board first)")
        return self.game

    def compare_points(self, what, want, got):
        if sorted(want) != sorted(got):
            self.fail(f"{what}: expected {{{' '.join(self.vertex(p) for p in sorted(want))}}}, "
                      f"got {{{' '.join(self.vertex(p) for p in sorted(got))}}}")

    def compare_diagram(self, what, rows, got_bytes, chars):
        w, h = self.size()
        want = [r.replace("+", ".") for r in rows]
        if len(want) != h or any(len(r) != w for r in want):
            raise Malformed(f"diagram is not {w}x{h}")
        got = ["".join(chars[got_bytes[y * w + x] & 3] for x in range(w))
               for y in range(h)]
        if want != got:
            self.fail(f"{what} differs: expected {want}, got {got}")

    def eq(self, what, want, got):
        if want != got:
            self.fail(f"{what}: expected {want!r}, got {got!r}")

    # -- commands --------------------------------------------------------
    def run(self, cmds):
        for lineno, tok, raw, diagram in cmds:
            self.line = lineno
            if tok[0] == "expect":
                self.expect(tok, raw, diagram)
            else:
                self.command(tok, raw, diagram)


    # -- clocks ------------------------------------------------------------
    def clock_snapshot(self):
        k = self.clock
        return (c.clock_pending(k), c.clock_now(k), c.clock_running(k),
                c.clock_state_get(k, c.BLACK), c.clock_state_get(k, c.WHITE))

    def clock_command(self, tok, raw):
        cmd = tok[0]
        want = c.OK
        if len(tok) > 1 and tok[-1] == "timeout":
            want, tok = 1, tok[:-1]
        elif len(tok) > 1 and tok[-1].startswith("GOR_"):
            want, tok = STATUS[tok[-1]], tok[:-1]
        if cmd == "clock":
            if len(tok) < 2 or tok[1] not in CLOCK_SYSTEMS:
                raise Malformed("clock SYSTEM [key=value ...]")
            opts = clock_fields(tok[2:], False)
            opts["system"] = CLOCK_SYSTEMS.index(tok[1])
            st, k = status_of(c.clock_new, opts)
            if st != want:
                self.fail(f"{raw.strip()}: expected {want}, got {st}")
            if st == c.OK:
                self.clock = k
            return
        if self.clock is None:
            raise Malformed(f"{cmd} before clock")
        k = self.clock
        before = self.clock_snapshot()
        if cmd == "clock_start" and len(tok) == 3:
            st, v = status_of(c.clock_start, k, COLORS[tok[1]], ms_of(tok[2]))
        elif cmd == "clock_press" and len(tok) == 3:
            st, v = status_of(c.clock_press, k, COLORS[tok[1]], ms_of(tok[2]))
        elif cmd == "clock_advance" and len(tok) == 2:
            st, v = status_of(c.clock_advance, k, ms_of(tok[1]))
            v = 0
        elif cmd == "clock_pause" and len(tok) == 2:
            st, v = status_of(c.clock_pause, k, ms_of(tok[1]))
        elif cmd == "clock_resume" and len(tok) == 2:
            st, v = status_of(c.clock_resume, k, ms_of(tok[1]))
        elif cmd == "clock_late" and len(tok) == 3:
            st, v = status_of(c.clock_late, k, COLORS[tok[1]], ms_of(tok[2]))
        elif cmd == "clock_set" and len(tok) >= 2:
            st, v = status_of(c.clock_set, k, COLORS[tok[1]],
                              clock_fields(tok[2:], True))
        elif cmd == "clock_end_game" and len(tok) == 1:
            st, v = status_of(c.clock_end_game, k, self.need_game())
            v = 0
        else:
            raise Malformed(f"malformed clock command {raw.strip()!r}")
        got = v if st == c.OK and v == 1 else st
        if got != want:
            self.fail(f"{raw.strip()}: expected {want}, got {got} "
                      f"({c.clock_last_error(k)})")
        elif st != c.OK and self.clock_snapshot() != before:
            self.fail(f"{raw.strip()}: refused but the clock changed")

    def clock_expect(self, tok, raw):
        k = tok[1]
        if self.clock is None:
            raise Malformed(f"expect {k} before clock")
        clk = self.clock
        if k == "clock_events":
            want = [] if tok[2:] == ["none"] else \
                [clock_parse_event(t) for t in tok[2:]]
            self.clock_events = []
            while True:
                got, ev = c.clock_poll(clk)
                if not got:
                    break
                self.clock_events.append(ev)
            self.eq("clock_events", " ".join(want) or "none",
                    " ".join(clock_event_text(e) for e in self.clock_events)
                    or "none")
        elif k == "clock_text":
            lang = {"zh": c.CLOCK_TEXT_ZH, "en": c.CLOCK_TEXT_EN}[tok[2]]
            self.eq("clock_text", rest_after(raw, 3),
                    " | ".join(c.clock_event_text(e, lang)
                               for e in self.clock_events))
        elif k in ("clock_running", "clock_loser"):
            fn = c.clock_running if k == "clock_running" else c.clock_loser
            self.eq(k, tok[2], color_text(fn(clk)))
        elif k == "clock" and len(tok) == 5:
            st = c.clock_state_get(clk, COLORS[tok[2]])
            f = tok[3]
            if f in ("main", "period"):
                self.eq(f"clock {tok[2]} {f}", ms_of(tok[4]),
                        st["main_ms" if f == "main" else "period_ms"])
            elif f in st:
                self.eq(f"clock {tok[2]} {f}", int(tok[4]), st[f])
            else:
                raise Malformed(f"unknown clock field {f!r}")
        else:
            raise Malformed(f"malformed {raw.strip()!r}")

    # -- the referee (gorules_referee.h) -----------------------------------
    def ref_decisions(self, ref):
        out = []
        for k in range(c.referee_decision_count(ref)):
            d = c.referee_decision(ref, k)
            v = "-" if d["point"] == c.NO_POINT else self.vertex(d["point"])
            col = "-" if d["color"] == c.EMPTY else color_text(d["color"])
            kind = REF_KINDS[d["kind"]] if d["kind"] < len(REF_KINDS) else "?"
            out.append(f"{kind}:{col}:{v}:{d['warnings']}")
        return " ".join(out) or "none"

    def ref_state(self):
        r = self.ref
        return (c.referee_steps(r), c.referee_phase_of(r), c.referee_time(r),
                self.ref_decisions(r))

    def ref_roundtrip(self):
        """'' or what differs after SGF text and back."""
        r = self.ref
        st, sgf = status_of(c.referee_to_sgf, r)
        if st != c.OK:
            return f"writing: {c.status_name(st)}"
        text = c.sgf_write(sgf)
        st, back = status_of(c.sgf_parse, text, 0, None)
        if st == c.OK:
            st, again = status_of(c.referee_from_sgf, back, 0)
        if st != c.OK:
            return f"reading back: {c.status_name(st)}"
        a, b = self.ref_decisions(r), self.ref_decisions(again)
        if a != b:
            return f"decisions {a!r} came back as {b!r}"
        ga, gb = c.referee_game(r), c.referee_game(again)
        same = (c.game_board(ga) == c.game_board(gb) and
                c.game_to_move(ga) == c.game_to_move(gb) and
                c.game_end_reason(ga) == c.game_end_reason(gb) and
                c.game_winner(ga) == c.game_winner(gb) and
                c.game_history_length(ga) == c.game_history_length(gb) and
                c.referee_steps(r) == c.referee_steps(again) and
                c.referee_phase_of(r) == c.referee_phase_of(again) and
                c.referee_result(r, None) == c.referee_result(again, None))
        return "" if same else "the game, steps, phase or result differ"

    def ref_command(self, tok, raw):
        cmd = tok[0]
        if cmd == "referee":
            if self.game is not None or len(tok) not in (3, 4) or \
                    tok[1] not in REF_CODES:
                raise Malformed("referee chinese|club|reformed W [H]")
            w = int(tok[2])
            h = int(tok[3]) if len(tok) == 4 else w
            st, self.ref = status_of(c.referee_new, w, h, self.pending_rules(),
                                     REF_CODES.index(tok[1]))
            self.check_status(raw.strip(), st, c.OK, None)
            if st == c.OK:
                self.game = c.referee_game(self.ref)
            return
        if self.ref is None:
            raise Malformed(f"{cmd} before referee")
        r = self.ref
        want = c.OK
        if len(tok) > 1 and tok[-1].startswith("GOR_"):
            want, tok = STATUS[tok[-1]], tok[:-1]
        deadline = 0
        if cmd == "ref_time" and len(tok) == 3 and tok[2] == "deadline":
            deadline, tok = 1, tok[:-1]
        before, rbefore = self.snapshot(), self.ref_state()
        n = len(tok)
        col = COLORS.get(tok[1]) if n > 1 else None
        v = None
        if cmd == "ref_play" and n == 3:
            st, v = status_of(c.referee_play, r, col, self.point(tok[2]))
        elif cmd == "ref_moves" and n >= 2:
            for t in tok[1:]:
                to_move = c.game_to_move(c.referee_game(r))
                st, kind = status_of(c.referee_play, r, to_move, self.point(t))
                if st != c.OK or kind != c.DECISION_NONE:
                    self.fail(f"{raw.strip()}: {t} was not played "
                              f"({c.status_name(st)}, decision {kind})")
                    break
            self.game = c.referee_game(r)
            return
        elif cmd == "ref_time" and n == 2:
            st, v = status_of(c.referee_set_time, r, ms_of(tok[1]))
            if st == c.OK and v != deadline:
                self.fail(f"{raw.strip()}: a deadline "
                          f"{'ended the game' if v else 'was expected'}")
        elif cmd == "ref_limit" and n == 2:
            st, v = status_of(c.referee_set_prediction_limit, r, ms_of(tok[1]))
        elif cmd == "ref_nigiri" and n == 4:
            st, v = status_of(c.referee_nigiri, r, int(tok[1]), int(tok[2]))
            if st == c.OK:
                self.eq(raw.strip(), tok[3], str(v))
        elif cmd == "ref_warn" and n == 2:
            st, v = status_of(c.referee_warn, r, col)
        elif cmd == "ref_take_back" and n == 2:
            st, v = status_of(c.referee_take_back, r, col)
        elif cmd == "ref_ruling" and n in (3, 5) and tok[1] in REF_KINDS:
            p = q = c.NO_POINT
            if n == 5:
                p, q = self.point(tok[3]), self.point(tok[4])
            who = c.EMPTY if tok[2] == "-" else COLORS[tok[2]]
            st, v = status_of(c.referee_ruling, r, REF_KINDS.index(tok[1]),
                              who, p, q)
        elif cmd == "ref_timeout" and n in (2, 3):
            st, v = status_of(c.referee_time_out, r, col, int(n == 3))
        elif cmd == "ref_propose" and n == 2:
            st, v = status_of(c.referee_propose_end, r, col)
        elif cmd == "ref_agree" and n == 2:
            st, v = status_of(c.referee_agree_end, r, col)
        elif cmd == "ref_dispute" and n == 2:
            st, v = status_of(c.referee_dispute, r, col)
        elif cmd == "ref_count" and n == 1:
            st, v = status_of(c.referee_start_count, r)
        elif cmd == "ref_resign" and n == 2:
            st, v = status_of(c.referee_resign, r, col)
        elif cmd == "ref_predict" and n == 3:
            st, v = status_of(c.referee_predict, r, int(tok[1]),
                              number(tok[2]))
        elif cmd == "ref_undo" and n == 1:
            st, v = status_of(c.referee_undo, r)
        elif cmd == "ref_redo" and n == 1:
            st, v = status_of(c.referee_redo, r)
        elif cmd == "ref_prediction" and n == 1:
            st, self.pred = status_of(c.referee_prediction, r)
        elif cmd == "ref_result" and n <= 2:
            self.cn = 0
            if n == 2:
                if not tok[1].startswith("cn="):
                    raise Malformed("ref_result [cn=F]")
                self.cn = flags_of(CN_FLAGS, tok[1][3:])
            st, self.result = status_of(c.referee_result, r, None)
            sst, self.score = status_of(c.referee_score, r, None)
        else:
            raise Malformed(f"malformed referee command {raw.strip()!r}")
        self.game = c.referee_game(r)
        self.check_status(raw.strip(), st, want, before)
        if want != c.OK and st == want and self.ref_state() != rbefore:
            self.fail(f"{raw.strip()}: refused but the referee changed")

    def ref_expect(self, tok, raw):
        k, r = tok[1], self.ref
        if r is None:
            raise Malformed(f"expect {k} before referee")
        if k == "decisions":
            self.eq("decisions", " ".join(tok[2:]), self.ref_decisions(r))
        elif k == "warnings" and len(tok) == 4:
            self.eq("warnings", f"{tok[2]} {tok[3]}",
                    f"{c.referee_warnings(r, c.BLACK)} "
                    f"{c.referee_warnings(r, c.WHITE)}")
        elif k == "phase":
            self.eq("phase", tok[2], REF_PHASES[c.referee_phase_of(r)])
        elif k == "steps":
            self.eq("steps", int(tok[2]), c.referee_steps(r))
        elif k == "opening_player":
            self.eq("opening_player", int(tok[2]),
                    c.referee_opening_player(r))
        elif k == "player_color":
            self.eq("player_color", tok[3],
                    color_text(c.referee_player_color(r, int(tok[2]))))
        elif k == "ref_sgf":
            text = c.sgf_write(c.referee_to_sgf(r))
            needle = tok[2].replace("_", " ")
            if needle not in text:
                self.fail(f"ref_sgf: {needle!r} not in {text}")
        elif k == "ref_roundtrip":
            why = self.ref_roundtrip()
            if why:
                self.fail(f"ref_roundtrip: {why}")
        else:
            raise Malformed(f"malformed {raw.strip()!r}")

    def command(self, tok, raw, diagram):
        cmd = tok[0]
        if cmd == "source":
            return
        if cmd.startswith("clock"):
            return self.clock_command(tok, raw)
        if cmd == "referee" or cmd.startswith("ref_"):
            return self.ref_command(tok, raw)
        if cmd == "rules":
            text = rest_after(raw, 1)
            want = c.OK
            m = re.match(r"^(.*)\s+(GOR_\w+)$", text)
            if m:
                text, want = m.group(1), STATUS[m.group(2)]
            if self.game is None:
                st, _ = status_of(c.rules_new, text)
                self.check_status("rules", st, want, None)
                if st == c.OK:
                    self.rules_text = text
            else:
                before = self.snapshot()
                st, r = status_of(c.rules_new, text)
                if st == c.OK:
                    st, _ = status_of(c.game_set_rules, self.game, r)
                self.check_status(raw, st, want, before)
            return
        if cmd == "size":
            want = c.OK
            if tok[-1].startswith("GOR_"):
                want, tok = STATUS[tok[-1]], tok[:-1]
            w = int(tok[1])
            h = int(tok[2]) if len(tok) > 2 else w
            if want == c.OK:
                self.make_game(w, h)
            else:
                st, _ = status_of(c.game_new, w, h, None)
                self.check_status("size", st, want, None)
            return
        if cmd == "predict":
            st, self.pred = status_of(c.prediction_settle, number(tok[1]),
                                      number(tok[2]))
            self.check_status(raw, st, c.OK, None)
            return
        if cmd == "judge":
            need, self.cn = 0, 0
            for t in tok[2:]:
                if t == "need_winner":
                    need = 1
                elif t.startswith("cn="):
                    self.cn = flags_of(CN_FLAGS, t[3:])
                else:
                    raise Malformed(f"judge option {t!r}")
            st, self.result = status_of(c.prediction_judge, self.pred,
                                        number(tok[1]), need)
            self.check_status(raw, st, c.OK, None)
            return

        if cmd == "komi" and self.game is None:
            self.komi = number(tok[1])
            self.pending_rules()
            return

        want = c.OK
        if len(tok) > 1 and tok[-1].startswith("GOR_") and cmd != "moves":
            want = STATUS[tok[-1]]
            tok = tok[:-1]
        if cmd == "board":
            if self.game is None:
                self.make_game(len(diagram[0]), len(diagram))
            w, h = self.size()
            if len(diagram) != h or any(len(r) != w for r in diagram):
                raise Malformed("diagram does not fit the board")
            now = c.game_board(self.game)
            lists = {c.EMPTY: [], c.BLACK: [], c.WHITE: []}
            for y, row in enumerate(diagram):
                for x, ch in enumerate(row):
                    col = {"X": c.BLACK, "O": c.WHITE}.get(ch, c.EMPTY)
                    if ch not in "XO.+":
                        raise Malformed(f"diagram character {ch!r}")
                    if now[y * w + x] != col:
                        lists[col].append(y * w + x)
            before = self.snapshot()
            st = c.OK
            for col in (c.EMPTY, c.BLACK, c.WHITE):
                if lists[col] and st == c.OK:
                    st, _ = status_of(c.game_setup, self.game, col,
                                      lists[col])
            self.check_status("board", st, want, before)
            return

        g = self.need_game()
        if cmd == "moves":
            for k, v in enumerate(tok[1:], 1):
                before = self.snapshot()
                st, _ = status_of(c.game_play_next, g, self.point(v))
                self.check_status(f"moves: {v} (move {k} of the line)", st,
                                  c.OK, before)
                if st != c.OK:
                    return
            return
        if cmd == "save":
            self.saves[tok[1]] = (c.game_hash(g), c.game_situation_hash(g))
            return
        if cmd == "enforce_turn":
            c.game_set_enforce_turn(g, int(tok[1] == "1"))
            return
        if cmd == "score":
            self.do_score(tok)
            return

        before = self.snapshot()
        if cmd == "komi":
            r = c.game_rules(g)
            st, _ = status_of(c.rules_set_komi, r, number(tok[1]))
            if st == c.OK:
                st, _ = status_of(c.game_set_rules, g, r)
        elif cmd == "setup":
            st, _ = status_of(c.game_setup, g, COLORS[tok[1]],
                              [self.point(v) for v in tok[2:]])
        elif cmd == "turn":
            st, _ = status_of(c.game_set_to_move, g, COLORS[tok[1]])
        elif cmd == "play":
            flags = 0
            for t in tok[3:]:
                if t == "tolerant":
                    flags |= c.PLAY_TOLERANT
                elif t == "remove_own":
                    flags |= c.PLAY_REMOVE_OWN
                else:
                    raise Malformed(f"play option {t!r}")
            st, _ = status_of(c.game_play_ex, g, COLORS[tok[1]],
                              self.point(tok[2]), flags)
        elif cmd == "resign":
            st, _ = status_of(c.game_resign, g, COLORS[tok[1]])
        elif cmd == "undo":
            st, _ = status_of(c.game_undo, g)
        elif cmd == "redo":
            st, _ = status_of(c.game_redo, g)
        elif cmd == "resume":
            st, _ = status_of(c.game_resume, g)
        elif cmd == "goto":
            st, _ = status_of(c.game_goto, g, int(tok[1]))
        elif cmd == "end":
            winner = COLORS[tok[2]] if len(tok) > 2 else c.EMPTY
            st, _ = status_of(c.game_end, g, END_NAMES.index(tok[1]), winner)
        elif cmd == "mark":
            st, _ = status_of(c.game_mark_list, g, LIVES[tok[1]],
                              [self.point(v) for v in tok[2:]])
        elif cmd == "handicap":
            flags = c.HANDICAP_NO_KOMI if tok[2:] == ["nokomi"] else 0
            st, _ = status_of(c.game_place_handicap, g, int(tok[1]), flags)
        elif cmd == "free_handicap":
            flags, pts = 0, tok[1:]
            if pts and pts[0] == "nokomi":
                flags, pts = c.HANDICAP_NO_KOMI, pts[1:]
            st, _ = status_of(c.game_place_free_handicap, g,
                              [self.point(v) for v in pts], flags)
        elif cmd == "set_handicap":
            st, _ = status_of(c.game_set_handicap, g, int(tok[1]))
        else:
            raise Malformed(f"unknown command {cmd!r}")
        self.check_status(raw, st, want, before)

    def do_score(self, tok):
        dead, seki, pb, pw, self.cn = c.DEAD_MARKS, c.SEKI_MARKS, 0, 0, 0
        territory = c.TERRITORY_RULES
        for t in tok[1:]:
            key, _, val = t.partition("=")
            if key == "dead":
                dead = flags_of(DEAD_FLAGS, val)
            elif key == "seki":
                seki = flags_of(SEKI_FLAGS, val)
            elif key == "territory":
                territory = flags_of(TERRITORY_FLAGS, val)
            elif key == "cn":
                self.cn = flags_of(CN_FLAGS, val)
            elif key == "penalty":
                pb, pw = (int(v) for v in val.split(","))
            else:
                raise Malformed(f"score option {t!r}")
        st, out = status_of(c.game_score, self.game, dead, seki, territory,
                            pb, pw, self.cn)
        if st != c.OK:
            self.fail(f"score: {c.status_name(st)}")
            self.score = self.map = self.result = None
            return
        self.score, self.map = out[0], out[1]
        st, res = status_of(c.game_result, self.game, dead, seki, territory,
                            pb, pw, self.cn)
        if st != c.OK:
            self.fail(f"result: {c.status_name(st)}")
            self.result = None
        else:
            self.result = res[0]

    # -- checks ------------------------------------------------------------
    def expect(self, tok, raw, diagram):
        k = tok[1]
        if k.startswith("clock"):
            return self.clock_expect(tok, raw)
        if k in REF_CHECKS:
            return self.ref_expect(tok, raw)
        if k == "parse":
            want = STATUS[tok[2]]
            text = rest_after(raw, 3)
            st, r = status_of(c.rules_new, text)
            if st != want:
                self.fail(f"parse {text!r}: expected {tok[2]}, got "
                          f"{c.status_name(st)}")
            elif st == c.OK:
                a = c.rules_string(r)
                st2, back = status_of(c.rules_new, a)
                if st2 != c.OK or not c.rules_equal(back, r):
                    self.fail(f"parse {text!r}: printed {a!r} does not read back")
                elif c.rules_string(back) != a:
                    self.fail(f"parse {text!r}: printed {a!r}, then "
                              f"{c.rules_string(back)!r}")
            return
        if k == "rules" and self.game is None:
            self.eq("expect rules", rest_after(raw, 2),
                    c.rules_string(self.pending_rules()))
            return
        if k == "nigiri":
            st, got = status_of(c.nigiri, int(tok[2]), int(tok[3]),
                                COLORS[tok[4]])
            if st != c.OK:
                self.fail(f"nigiri: {c.status_name(st)}")
            else:
                self.eq("expect nigiri", tok[5], color_text(got))
            return
        if k == "prediction":
            if self.pred is None:
                raise Malformed("expect prediction without predict")
            if tok[2] == "favoured":
                self.eq("prediction.favoured", tok[3],
                        color_text(self.pred["favoured"]))
            else:
                self.eq(f"prediction.{tok[2]}", number(tok[3]),
                        float(self.pred[tok[2]]))
            return
        if k == "result":
            self.expect_result(tok[2], rest_after(raw, 3))
            return
        if k == "handicap_points":
            w, h, n = int(tok[2]), int(tok[3]), int(tok[4])
            st, pts = status_of(c.handicap_fixed_points, w, h, n)
            got = c.status_name(st) if st != c.OK else \
                " ".join(c.point_gtp(w, h, p) for p in pts)
            self.eq("expect handicap_points", " ".join(tok[5:]), got)
            return

        g = self.need_game()
        w, h = self.size()
        if k == "legal":
            got = c.game_legal(g, COLORS[tok[2]], self.point(tok[3]))
            if got != STATUS[tok[4]]:
                self.fail(f"legal {tok[2]} {tok[3]}: expected {tok[4]}, got "
                          f"{c.status_name(got)}")
        elif k == "points":
            col, want = COLORS[tok[2]], STATUS[tok[3]]
            got = [p for p in range(w * h) if c.game_legal(g, col, p) == want]
            self.compare_points(f"points {tok[2]} {tok[3]}",
                                [self.point(v) for v in tok[4:]], got)
        elif k == "board":
            self.compare_diagram("expect board", diagram, c.game_board(g),
                                 ".XO.")
        elif k == "ownership":
            if self.map is None:
                raise Malformed("expect ownership without a score")
            self.compare_diagram("expect ownership", diagram, self.map, ".XO.")
        elif k == "area":
            st, m = status_of(c.game_area_map, g, flags_of(AREA_FLAGS, tok[2]))
            if st != c.OK:
                self.fail(f"area map: {c.status_name(st)}")
            else:
                self.compare_diagram("expect area", diagram, m, ".XO.")
        elif k == "flagged":
            flag = flags_of(MAP_FLAGS, tok[2])
            got = [p for p in range(w * h) if self.map[p] & flag]
            self.compare_points(f"flagged {tok[2]}",
                                [self.point(v) for v in tok[3:]], got)
        elif k == "color":
            got = c.game_at(g, self.point(tok[2]))
            self.eq(f"color of {tok[2]}", tok[3],
                    "E" if got == c.EMPTY else color_text(got))
        elif k in ("captures", "stones"):
            fn = c.game_captures if k == "captures" else c.game_stone_count
            self.eq(f"{k} (black, white)", (int(tok[2]), int(tok[3])),
                    (fn(g, c.BLACK), fn(g, c.WHITE)))
        elif k == "removed":
            got = c.game_last_removed(g)
            self.eq("removed", int(tok[2]), len(got))
            if len(tok) > 3:
                self.compare_points("removed points",
                                    [self.point(v) for v in tok[3:]], got)
        elif k == "liberties":
            self.eq(f"liberties of {tok[2]}", int(tok[3]),
                    c.game_liberty_count(g, self.point(tok[2])))
        elif k == "group":
            self.eq(f"group of {tok[2]}", int(tok[3]),
                    len(c.game_group_stones(g, self.point(tok[2]))))
        elif k == "ko":
            p = c.game_ko_point(g)
            self.eq("ko point", tok[2], "none" if p < 0 else self.vertex(p))
        elif k == "to_move":
            self.eq("to_move", tok[2], color_text(c.game_to_move(g)))
        elif k == "winner":
            self.eq("winner", tok[2], color_text(c.game_winner(g)))
        elif k in ("hash", "situation"):
            now = c.game_hash(g) if k == "hash" else c.game_situation_hash(g)
            if tok[2] == "zero":
                self.eq("hash", 0, now)
            else:
                then = self.saves[tok[3]][0 if k == "hash" else 1]
                if (now == then) != (tok[2] == "equal"):
                    self.fail(f"{k} {tok[2]} {tok[3]}")
        elif k == "end":
            self.eq("end", tok[2], END_NAMES[c.game_end_reason(g)])
        elif k in ("flags", "repeats"):
            n = c.game_history_length(g)
            if n == 0:
                self.fail(f"{k}: no history entry")
                return
            kind, col, p, removed, flags, repeats = c.game_move(g, n)
            if k == "flags":
                self.eq("flags of the last entry",
                        flags_of(MOVE_FLAGS, tok[2]), flags)
            else:
                self.eq("repeats of the last entry",
                        -1 if tok[2] == "none" else int(tok[2]), repeats)
        elif k in ("passes", "history", "redo", "move_number", "handicap"):
            fn = {"passes": c.game_consecutive_passes,
                  "history": c.game_history_length,
                  "redo": c.game_redo_length,
                  "move_number": c.game_move_number,
                  "handicap": c.game_handicap}[k]
            self.eq(k, int(tok[2]), fn(g))
        elif k == "bonus":
            self.eq(f"bonus for {tok[2]}", number(tok[3]),
                    c.handicap_bonus(c.game_rules(g), int(tok[2])))
        elif k == "draw_possible":
            self.eq(f"draw_possible {tok[2]}", int(tok[3]),
                    int(bool(c.rules_draw_possible(c.game_rules(g),
                                                   int(tok[2])))))
        elif k == "rules":
            self.eq("rules", rest_after(raw, 2), c.rules_string(c.game_rules(g)))
        elif k == "komi":
            self.eq("komi", number(tok[2]), c.rules_komi(c.game_rules(g)))
        elif k == "score":
            self.expect_score(tok[2], tok[3])
        else:
            raise Malformed(f"unknown check 'expect {k}'")

    def expect_score(self, field, value):
        if self.score is None:
            raise Malformed("expect score without a score")
        sc = self.score
        if field == "winner":
            self.eq("score.winner", value, color_text(sc["winner"]))
        elif field == "scoring":
            self.eq("score.scoring", value, SCORING_NAMES[sc["scoring"]])
        elif field == "tax":
            self.eq("score.tax", value, TAX_NAMES[sc["tax"]])
        else:
            side, _, sub = field.partition(".")
            got = sc[side][sub] if sub else sc[field]
            self.eq(f"score.{field}", number(value), float(got))

    def expect_result(self, field, value):
        if self.result is None:
            raise Malformed("expect result without a score or judge")
        r = self.result
        if field == "outcome":
            self.eq("result.outcome", value, OUTCOME_NAMES[r["outcome"]])
        elif field == "winner":
            self.eq("result.winner", value, color_text(r["winner"]))
        elif field == "end":
            self.eq("result.end", value, END_NAMES[r["end"]])
        elif field == "sgf":
            self.eq("result.sgf", value, c.result_sgf(r))
        elif field == "chinese":
            self.eq("result.chinese", value, c.result_chinese(r, self.cn))
        elif field in ("counted", "margin", "margin_stones"):
            self.eq(f"result.{field}", number(value), float(r[field]))
        else:
            raise Malformed(f"unknown result field {field!r}")


CASES = all_cases()


@pytest.mark.skipif(not CASES, reason=f"no conformance data in {DATA}")
@pytest.mark.parametrize("path,name,cmds", CASES)
def test_case(path, name, cmds):
    runner = Runner(f"{path}: {name}")
    try:
        runner.run(cmds)
    except Malformed as e:
        pytest.fail(f"{path}:{runner.line}: {name}: malformed: {e}")
    assert not runner.failures, "\n".join(runner.failures)


def test_every_topic_has_cases():
    """The data is there and every topic folder holds at least one case."""
    topics = [d for d in DATA.iterdir() if d.is_dir()] if DATA.is_dir() else []
    assert topics, f"no topics in {DATA}"
    for d in topics:
        assert any(read_cases(p) for p in d.glob("*.txt")
                   if p.name != "CMakeLists.txt"), d
