#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Run the code of docs/guide.md and check what it prints.

Every ```python block runs, in order, in one namespace (as in one
interpreter session); every ```lua block runs on its own under the Lua
interpreter; every ```c block is compiled against the library and run. A
block followed by a ```text block must print exactly that text. The
rulesets table of the guide is compared with the library's presets.

usage: guide_snippets.py GUIDE [--also MD]... [--lua LUA]
                         [--cc CC --include DIR --lib LIB]
--also runs the code blocks of another page too (docs/mainpage.md).
The gorules Python package must be importable (PYTHONPATH) and, for Lua,
LUA_CPATH must find the module.
"""
import argparse
import contextlib
import io
import os
import re
import subprocess
import sys
import tempfile

FENCE = re.compile(r"^(```|~~~)\{?\.?(\w*)\}?\s*$")


def blocks(text):
    """(language, code, expected output or None, line) of each block."""
    found, lines, i = [], text.split("\n"), 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m or not m.group(2):
            i += 1
            continue
        fence, lang, start, body = m.group(1), m.group(2), i + 1, []
        i += 1
        while not lines[i].startswith(fence):
            body.append(lines[i])
            i += 1
        i += 1
        found.append([lang, "\n".join(body) + "\n", None, start])
    # A text block belongs to the code block before it.
    out = []
    for b in found:
        if b[0] == "text" and out and out[-1][2] is None:
            out[-1][2] = b[1]
        elif b[0] != "text":
            out.append(b)
    return out


def check(name, line, got, want, failures):
    if want is not None and got != want:
        failures.append(f"{name} block at line {line}: printed\n{got}"
                        f"--- instead of\n{want}")


def run_python(code, ns):
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        exec(compile(code, "<guide>", "exec"), ns)
    return buf.getvalue()


def table_rows(text, heading):
    """The rows of the first table after `heading`, as lists of cells."""
    part = text.split(heading, 1)[1]
    rows = []
    for ln in part.split("\n"):
        if ln.startswith("|"):
            rows.append([c.strip() for c in ln.strip().strip("|").split("|")])
        elif rows:
            break
    return rows[2:]  # header and rule


def check_presets(text, failures):
    import gorules
    rows = table_rows(text, "## Rulesets")
    names = [r[0].split()[0].strip("`") for r in rows]
    if tuple(names) != gorules.PRESETS:
        failures.append(f"rulesets table lists {names}, the library "
                        f"{list(gorules.PRESETS)}")
    ko = {"simple": "SIMPLE", "positional": "POSITIONAL",
          "situational": "SITUATIONAL", "none": "NONE"}
    sui = {"forbidden": "FORBIDDEN", "multi-stone": "MULTI",
           "choice": "CHOICE"}
    cyc = {"ignore": "IGNORE", "no result": "NO_RESULT", "loss": "LOSS",
           "no result (3rd)": "NO_RESULT_THIRD"}
    comp = {"0": "NONE", "H": "H", "H−1": "H_MINUS_1"}
    for r in rows:
        name = r[0].split()[0].strip("`")
        if name not in gorules.PRESETS:
            continue
        rules = gorules.Rules(name)
        want = [rules.ko.name, rules.suicide.name, rules.cycle.name,
                rules.scoring.name, rules.tax.name, rules.handicap_comp.name,
                rules.komi, rules.first_player.name]
        got = [ko.get(r[1]), sui.get(r[2]), cyc.get(r[3]), r[4].upper(),
               r[5].upper(), comp.get(r[6]), float(r[7]), r[8].upper()]
        if got != want:
            failures.append(f"rulesets table, {name}: {got} != {want}")
        extras = set(x.strip() for x in r[9].split(",")) - {""}
        want_extras = set()
        if rules.pass_stones:
            want_extras.add("pass stones")
        if rules.white_passes_last:
            want_extras.add("White passes last")
        if rules.free_handicap:
            want_extras.add("free handicap")
        if rules.tie != gorules.TieRule.DRAW:
            want_extras.add(f"ties to {rules.tie.name.capitalize()}")
        if rules.free_opening:
            want_extras.add(f"no pass in the first {rules.free_opening}")
        if extras != want_extras:
            failures.append(f"rulesets table, {name}: {sorted(extras)} != "
                            f"{sorted(want_extras)}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("guide")
    ap.add_argument("--also", action="append", default=[])
    ap.add_argument("--lua")
    ap.add_argument("--cc")
    ap.add_argument("--include")
    ap.add_argument("--lib")
    args = ap.parse_args()
    with open(args.guide, encoding="utf-8") as f:
        text = f.read()
    pages = [(args.guide, text)]
    for path in args.also:
        with open(path, encoding="utf-8") as f:
            pages.append((path, f.read()))
    failures, ran = [], {"python": 0, "lua": 0, "c": 0}
    os.chdir(os.path.dirname(os.path.abspath(args.guide)) + "/..")
    ns = {"__name__": "__guide__"}
    with tempfile.TemporaryDirectory() as tmp:
        for page, lang, code, want, line in (
                [page] + b for page, t in pages for b in blocks(t)):
            if lang == "python":
                got = run_python(code, ns)
            elif lang == "lua" and args.lua:
                got = subprocess.run([args.lua, "-"], input=code, text=True,
                                     capture_output=True, check=True).stdout
            elif lang == "c" and args.cc:
                src, exe = os.path.join(tmp, "g.c"), os.path.join(tmp, "g")
                with open(src, "w", encoding="utf-8") as f:
                    f.write(code)
                subprocess.run([args.cc, "-std=c99", "-Wall", "-Werror",
                                "-I", args.include, src, args.lib, "-lm",
                                "-o", exe], check=True)
                got = subprocess.run([exe], capture_output=True, text=True,
                                     check=True).stdout
            else:
                continue
            ran[lang] += 1
            check(f"{os.path.basename(page)}: {lang}", line, got, want,
                  failures)
    check_presets(text, failures)
    print(f"ran {ran['python']} Python, {ran['lua']} Lua and {ran['c']} C "
          f"blocks of {len(pages)} page(s); rulesets table checked")
    for f in failures:
        print("FAIL:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
