#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generate the bindings' enum and status tables from the public headers.

The C headers (include/gorules*.h) are the one place where a number of the
API is written. This script reads their enums, the status X-macro and the
integer #defines, groups them into the tables the bindings export (KoRule,
MoveFlag, Status, ...) and writes them out:

    gen_enums.py INCLUDE_DIR --js enums.js --dts enums.d.ts
    gen_enums.py INCLUDE_DIR --py gorules/_enums.py  (the Python enums)
    gen_enums.py INCLUDE_DIR --json tables.json   (- : standard output)
    gen_enums.py INCLUDE_DIR --c enum_check.c   (static asserts: every
                                                 value as the compiler sees it)

Every enum of a header must belong to a table (TABLES below), so that a new
enum cannot be forgotten; values added to an enum or a flag group appear in
the tables by themselves.
"""
import argparse
import json
import pathlib
import re
import sys
import textwrap

# (table, where its members come from, prefix stripped from their names,
# names left out). Sources: "enum:<C type>" (every enumerator), "status"
# (GOR_STATUS_LIST), "define:<prefix>" (every integer #define with that
# prefix), "names:<A,B>" (those #defines, prefix prepended).
TABLES = [
    ("Status", "status", "GOR_", ()),
    ("Color", "enum:gor_color", "GOR_", ()),
    ("KoRule", "enum:gor_ko_rule", "GOR_KO_", ()),
    ("SuicideRule", "enum:gor_suicide_rule", "GOR_SUICIDE_", ()),
    ("CycleRule", "enum:gor_cycle_rule", "GOR_CYCLE_", ()),
    ("TieRule", "enum:gor_tie_rule", "GOR_TIE_", ()),
    ("Scoring", "enum:gor_scoring", "GOR_SCORING_", ()),
    ("Tax", "enum:gor_tax", "GOR_TAX_", ()),
    ("HandicapComp", "enum:gor_handicap_comp", "GOR_COMP_", ()),
    ("End", "enum:gor_end", "GOR_END_", ()),
    ("MoveKind", "enum:gor_move_kind", "GOR_MOVE_", ()),
    ("MoveFlag", "define:GOR_MOVE_", "GOR_MOVE_", ()),
    ("PlayFlag", "define:GOR_PLAY_", "GOR_PLAY_", ()),
    ("Life", "enum:gor_life", "GOR_LIFE_", ()),
    ("Outcome", "enum:gor_outcome", "GOR_OUTCOME_", ()),
    ("DeadFrom", "define:GOR_DEAD_", "GOR_DEAD_", ()),
    ("SekiFrom", "define:GOR_SEKI_", "GOR_SEKI_", ()),
    ("Territory", "define:GOR_TERRITORY_", "GOR_TERRITORY_", ()),
    ("MapFlag", "define:GOR_MAP_", "GOR_MAP_", ("OWNER_MASK",)),
    ("AreaFlag", "define:GOR_AREA_", "GOR_AREA_", ()),
    ("JudgeFlag", "define:GOR_JUDGE_", "GOR_JUDGE_", ("LIFE_MASK",)),
    ("ChineseFlag", "define:GOR_CN_", "GOR_CN_", ()),
    ("HandicapFlag", "names:NO_KOMI", "GOR_HANDICAP_", ()),
    ("Severity", "enum:gor_sgf_severity", "GOR_SGF_", ()),
    ("SgfFlag", "names:STRICT", "GOR_SGF_", ()),
    ("SgfTextFlag", "define:GOR_SGF_TEXT_", "GOR_SGF_TEXT_", ()),
    ("KomiFix", "define:GOR_SGF_KOMI_", "GOR_SGF_KOMI_", ()),
    ("ReplayFlag", "define:GOR_SGF_REPLAY_", "GOR_SGF_REPLAY_", ("OPTIONS_VERSION",)),
    ("ClockSystem", "enum:gor_clock_system", "GOR_CLOCK_", ()),
    ("ClockEventKind", "enum:gor_clock_event_kind", "GOR_CLOCK_EV_", ()),
    ("ClockFlag", "names:TIMEOUT_PASS,QUIET", "GOR_CLOCK_", ()),
    ("ClockText", "define:GOR_CLOCK_TEXT_", "GOR_CLOCK_TEXT_", ()),
    ("RefereeCode", "enum:gor_referee_code", "GOR_REFEREE_", ()),
    ("Phase", "enum:gor_referee_phase", "GOR_PHASE_", ()),
    ("DecisionKind", "enum:gor_decision_kind", "GOR_DECISION_", ()),
    ("SvgMark", "enum:gor_svg_mark", "GOR_SVG_MARK_", ()),
    ("SvgFlag", "define:GOR_SVG_", "GOR_SVG_", ("OPTIONS_VERSION",)),
]

# The Python package's enums (gorules/_enums.py): the tables it has, each
# with its docstring, and the hand-written mixin (gorules/_enum_methods.py)
# that gives a few of them methods. Tables not named here are module
# constants or keyword arguments in Python.
PY_DOCS = {
    "Color": "A point's or player's colour.",
    "Status": "The C library's status codes; EOFFBOARD .. ETURN and EPASS "
              "are the\nreasons a move is illegal.",
    "KoRule": "Which repeated positions are illegal.",
    "SuicideRule": "Suicide: FORBIDDEN; MULTI (legal when it removes two or "
                   "more\nstones); ALLOWED; CHOICE (as ALLOWED, the mover "
                   "chooses what is removed).",
    "CycleRule": "What a whole-board repetition that the ko rule permits "
                 "means.",
    "TieRule": "Who wins an even count (Ing: Black).",
    "Scoring": "How a finished game is counted: AREA, TERRITORY or STONES.",
    "Tax": "What territory scoring takes away: NONE; SEKI (no points in "
           "seki);\nALL (as SEKI, and each living group pays two points).",
    "HandicapComp": "Points White receives for Black's handicap stones.",
    "End": "Why the game ended.",
    "MoveKind": "What a history entry is.",
    "MoveFlag": "Flags of a history entry.",
    "PlayFlag": "Flags of Game.play(flags=...).",
    "Life": "Life-and-death marks for scoring.",
    "Outcome": "How a result ends: UNKNOWN (not decided), WIN, DRAW, "
               "NO_RESULT.",
    "DeadFrom": "Where Game.score() takes the dead stones from.",
    "SekiFrom": "Where Game.score() takes the groups in seki from.",
    "Territory": "How territory counting reads the board (area counting "
                 "ignores\nit): RULES (the default: J1989 under territory "
                 "scoring with a seki\ntax, the japanese and korean presets; "
                 "PLAIN otherwise), PLAIN, or\nJ1989 (seki and false eyes "
                 "from the shape, as the 1989 Japanese\nrules are played), "
                 "with FALSE_EYES to count false eyes after\nall.",
    "MapFlag": "Flags of Score.map bytes (low two bits: the owner's Color).",
    "AreaFlag": "Flags of Game.area_map() (no flag: pass-alive only).",
    "JudgeFlag": "Flags of Game.judge() bytes: CERTAIN (proven), GUESS "
                 "(estimate).",
    "ChineseFlag": "Forms of Result.chinese / Score.chinese.",
    "Severity": "How much a replay issue matters: INFO, NOTE, ERROR.",
    "SgfFlag": "Parse options: STRICT refuses what FF[4] forbids.",
    "ReplayFlag": "Replay options: TOLERANT (go on past illegal moves), "
                  "RAW_KOMI\n(take KM as written).",
    "ClockSystem": "The timing system of a Clock (docs/clock.md).",
    "ClockEventKind": "What a ClockEvent announces: a call-out, the count, "
                      "a period\nused, overtime, time-out, time-out pass, a "
                      "late forfeit.",
    "RefereeCode": "The competition rules the referee applies "
                   "(gor_referee_code):\nCHINESE, CLUB (playing twice, or "
                   "taking a move back after the\nopponent replied, loses), "
                   "REFORMED (free opening, prediction\nphase; taking a move "
                   "back loses).",
    "Phase": "Where the game stands (gor_referee_phase): OPENING (the "
             "reformed\nruleset's four free stones), PREDICTION (its sealed "
             "statements),\nPLAY, OVER (a dispute may resume it), COUNT (the "
             "count has\nstarted: no reopening).",
    "DecisionKind": "What a decision was (gor_decision_kind): NONE for a "
                    "plain move;\nthe rulings (FORBIDDEN, KO, TWICE, "
                    "TAKE_BACK, WARNING, ... and the\nlosses they may bring), "
                    "the referee's rulings on moved stones\n(MOVED_BACK, "
                    "MOVED_VALID, DRAW, REPLAY, LOSS), time (TIMEOUT,\n"
                    "TIMEOUT_PASS), the end (END_PROPOSED, END_AGREED, "
                    "DISPUTE, COUNT,\nRESIGN), NIGIRI and the reformed "
                    "ruleset's PREDICTION, SETTLED,\nPREDICTION_TIMEOUT. "
                    "docs/referee.md gives each with its article.",
    "SvgMark": "Markup of a point (SGF CR, SQ, TR, MA).",
}
PY_MIXINS = {"Color": "ColorMethods", "Status": "StatusMethods"}

# Single values the bindings use, prefix stripped (GOR_MAX_SIZE -> MAX_SIZE).
CONSTANTS = ["MAX_SIZE", "PASS", "NO_POINT", "OWNERSHIP_PLAYOUTS",
             "OWNERSHIP_MAX_PLAYOUTS", "OWNERSHIP_FULL"]

_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
_ENUM = re.compile(r"typedef\s+enum\s+(\w+)\s*\{(.*?)\}\s*\w+\s*;", re.S)
_STATUS = re.compile(r"X\(\s*(GOR_\w+)\s*,\s*(-?\d+)\s*,")
_DEFINE = re.compile(r"^#\s*define\s+(GOR_[A-Z0-9_]+)[ \t]+((?:[^\n\\]|\\\n)+)",
                     re.M)


def _value(expr, known):
    """An integer expression of a header: literals (0x1u), known names, | &
    << >> + - ~ and parentheses; None if it is anything else."""
    text = re.sub(r"\b(0x[0-9a-fA-F]+|\d+)[uUlL]*\b", r"\1",
                  expr.replace("\\\n", " ").strip())
    names = re.findall(r"[A-Za-z_]\w*", re.sub(r"0x[0-9a-fA-F]+", "", text))
    if any(n not in known for n in names):
        return None
    if not re.fullmatch(r"[\w\s|&<>+\-~()]*", text) or not text:
        return None
    return int(eval(text, {"__builtins__": {}}, dict(known)))  # checked above


def read_headers(include):
    """(enums {C type: [(name, value)]}, defines {name: value}, status
    [(name, value)]) of every public header."""
    enums, defines, status, known = {}, {}, [], {}
    for header in sorted(pathlib.Path(include).glob("gorules*.h")):
        raw = header.read_text(encoding="utf-8")
        text = _COMMENT.sub(" ", raw)
        for name, value in _STATUS.findall(text):
            status.append((name, int(value)))
            known[name] = int(value)
        for m in _DEFINE.finditer(text):
            v = _value(m.group(2), known)
            if v is not None:
                defines[m.group(1)] = known[m.group(1)] = v
        for ctype, body in _ENUM.findall(text):
            body = re.sub(r"#[^\n]*", " ", body)   # the status X-macro lines
            items, nxt = [], 0
            for item in filter(None, (i.strip() for i in body.split(","))):
                if "(" in item and "=" not in item:
                    continue                       # GOR_STATUS_LIST(...)
                name, _, expr = (p.strip() for p in item.partition("="))
                v = _value(expr, known) if expr else nxt
                if v is None:
                    sys.exit(f"{header.name}: cannot read {name} = {expr}")
                items.append((name, v))
                known[name] = v
                nxt = v + 1
            enums[ctype] = items
    return enums, defines, status


def build_tables(include):
    """{table: {member: value}}, {constant: value}, with a check that every
    header enum has its table."""
    enums, defines, status = read_headers(include)
    tables, used = {}, set()
    for table, source, prefix, leave_out in TABLES:
        kind, _, what = source.partition(":")
        if kind == "status":
            items = status
            used.add("gor_status")
        elif kind == "enum":
            if what not in enums:
                sys.exit(f"table {table}: no enum {what} in the headers")
            items = enums[what]
            used.add(what)
        elif kind == "define":
            items = [(n, v) for n, v in defines.items() if n.startswith(what)]
        else:
            items = [(prefix + n, defines[prefix + n]) for n in what.split(",")]
        out = {}
        for name, v in items:
            short = name[len(prefix):] if name.startswith(prefix) else name
            if short not in leave_out and not short.endswith("_"):
                out[short] = v
        if not out:
            sys.exit(f"table {table}: nothing found for {source}")
        tables[table] = out
    missing = sorted(set(enums) - used)
    if missing:
        sys.exit("enums without a table in bindings/gen_enums.py: " +
                 ", ".join(missing))
    consts = {c: defines["GOR_" + c] for c in CONSTANTS}
    return tables, consts


def _js_object(members):
    return "{ " + ", ".join(f"{k}: {v}" for k, v in members.items()) + " }"


def write_js(tables, consts):
    lines = ["// SPDX-License-Identifier: MIT",
             "// Generated by bindings/gen_enums.py from the public headers "
             "(include/gorules*.h):",
             "// do not edit. Values are the C library's, pinned forever.", ""]
    for table, members in tables.items():
        lines.append(f"export const {table} = Object.freeze("
                     f"{_js_object(members)});")
    lines.append(f"export const CONSTANTS = Object.freeze("
                 f"{_js_object(consts)});")
    return "\n".join(lines) + "\n"


def write_dts(tables, consts):
    lines = ["// SPDX-License-Identifier: MIT",
             "// Generated by bindings/gen_enums.py from the public headers: "
             "do not edit.", ""]
    for table, members in tables.items():
        body = "; ".join(f"readonly {k}: {v}" for k, v in members.items())
        lines.append(f"export const {table}: {{ {body} }};")
    body = "; ".join(f"readonly {k}: {v}" for k, v in consts.items())
    lines.append(f"export const CONSTANTS: {{ {body} }};")
    return "\n".join(lines) + "\n"


def write_py(tables):
    """gorules/_enums.py: the Python package's enums (PY_DOCS), IntEnum for
    a C enum or the statuses, IntFlag for a group of #define flags."""
    kinds = {table: source.partition(":")[0]
             for table, source, _, _ in TABLES}
    mixins = sorted(set(PY_MIXINS.values()))
    lines = ["# SPDX-License-Identifier: MIT",
             '"""The package\'s enumerations. Generated by '
             "bindings/gen_enums.py from the",
             "public headers (include/gorules*.h): do not edit. Values are "
             'the C library\'s,', 'pinned forever."""', "import enum", "",
             f"from ._enum_methods import {', '.join(mixins)}", "",
             *textwrap.wrap("__all__ = [" + ", ".join(f'"{t}"' for t in PY_DOCS)
                            + "]", 79, subsequent_indent="    ")]
    for table, doc in PY_DOCS.items():
        base = "IntFlag" if kinds[table] in ("define", "names") else "IntEnum"
        bases = ", ".join(filter(None, [PY_MIXINS.get(table),
                                        f"enum.{base}"]))
        body = doc.replace("\n", "\n    ")
        lines += ["", "", f"class {table}({bases}):", f'    """{body}"""']
        lines += [f"    {k} = {v}" for k, v in tables[table].items()]
    return "\n".join(lines) + "\n"


def write_c(tables, consts):
    """Static asserts that the values read are the compiler's."""
    lines = ["/* Generated by bindings/gen_enums.py: every value of the "
             "bindings' tables */",
             "/* as read from the headers, checked against the compiler. */",
             '#include "gorules.h"', '#include "gorules_score.h"',
             '#include "gorules_sgf.h"', '#include "gorules_clock.h"',
             '#include "gorules_referee.h"', '#include "gorules_svg.h"',
             '#include "gorules_playout.h"', ""]
    for table, source, prefix, _ in TABLES:
        for name, v in tables[table].items():
            lines.append(f"_Static_assert({prefix}{name} == {v}, "
                         f'"{table}.{name}");')
    for name, v in consts.items():
        lines.append(f'_Static_assert(GOR_{name} == {v}, "{name}");')
    lines.append("int gorb_enum_tables_checked(void);")
    lines.append("int gorb_enum_tables_checked(void) { return 1; }")
    return "\n".join(lines) + "\n"


def _write(path, text):
    path = pathlib.Path(path)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("include", help="the folder of the public headers")
    ap.add_argument("--js"), ap.add_argument("--dts")
    ap.add_argument("--json"), ap.add_argument("--c"), ap.add_argument("--py")
    args = ap.parse_args()
    tables, consts = build_tables(args.include)
    if args.js:
        _write(args.js, write_js(tables, consts))
    if args.dts:
        _write(args.dts, write_dts(tables, consts))
    if args.c:
        _write(args.c, write_c(tables, consts))
    if args.py:
        _write(args.py, write_py(tables))
    if args.json:
        text = json.dumps({"tables": tables, "constants": consts}, indent=1)
        if args.json == "-":
            print(text)
        else:
            _write(args.json, text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
