# SPDX-License-Identifier: MIT
"""The Python and Lua examples of README.md and bindings/README.md run as
written and print what their comments say.

Each ```python block runs statement by statement from the top of the
source tree, in one namespace. A statement whose line ends in a comment
`# -> TEXT` is checked: a print() must print TEXT; any other expression
must have the value TEXT, written as the docs write values (enums as
Color.BLACK, tuples as a, b, strings in double quotes). Other comments
describe and are not checked. Each ```lua block runs under lua5.4 with
the module of this build; a line ending in `--> TEXT` must print TEXT
(print's tab between values read as white space)."""
import ast
import contextlib
import enum
import io
import os
import pathlib
import re
import shutil
import subprocess

import pytest

import gorules

TOP = pathlib.Path(__file__).resolve().parent.parent.parent
DOCS = ["README.md", "bindings/README.md"]


def blocks(lang):
    """(doc, first line number, code) of every ```lang block."""
    for doc in DOCS:
        text = (TOP / doc).read_text(encoding="utf-8")
        for m in re.finditer(rf"^```{lang}\n(.*?)^```", text, re.M | re.S):
            yield doc, text[:m.start()].count("\n") + 2, m.group(1)


def shown(value):
    """A value the way the docs write it."""
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    if isinstance(value, tuple):
        return ", ".join(shown(v) for v in value)
    if isinstance(value, str):
        return f'"{value}"'
    return repr(value)


def checked_comment(line):
    m = re.search(r"#\s*->\s*(.*?)\s*$", line)
    return m.group(1) if m else None


PY_BLOCKS = list(blocks("python"))
LUA_BLOCKS = list(blocks("lua"))


def test_the_docs_have_examples():
    assert [d for d, _, _ in PY_BLOCKS] == ["README.md", "bindings/README.md"]
    assert [d for d, _, _ in LUA_BLOCKS] == ["README.md", "bindings/README.md"]
    checks = sum(checked_comment(line) is not None
                 for _, _, code in PY_BLOCKS for line in code.splitlines())
    assert checks >= 6


@pytest.mark.parametrize("doc,line,code", PY_BLOCKS,
                         ids=[f"{d}:{n}" for d, n, _ in PY_BLOCKS])
def test_python_example(doc, line, code, monkeypatch):
    monkeypatch.chdir(TOP)
    lines = code.splitlines()
    namespace = {"__name__": "__doc_example__"}
    for stmt in ast.parse(code).body:
        src = ast.get_source_segment(code, stmt)
        where = f"{doc}:{line + stmt.lineno - 1}: {src}"
        expected = checked_comment(lines[stmt.end_lineno - 1])
        out = io.StringIO()
        is_print = (isinstance(stmt, ast.Expr) and
                    isinstance(stmt.value, ast.Call) and
                    getattr(stmt.value.func, "id", None) == "print")
        with contextlib.redirect_stdout(out):
            if isinstance(stmt, ast.Expr) and not is_print:
                value = eval(compile(ast.Expression(stmt.value), doc, "eval"),
                             namespace)
            else:
                exec(compile(ast.Module([stmt], []), doc, "exec"), namespace)
                value = None
        if expected is None:
            continue
        if is_print or isinstance(stmt, ast.Try):
            assert out.getvalue() == expected + "\n", where
        else:
            assert shown(value) == expected, where


@pytest.mark.skipif(shutil.which("lua5.4") is None or
                    not os.environ.get("GORULES_LUA_CPATH"),
                    reason="lua5.4 or the Lua module of this build "
                           "(GORULES_LUA_CPATH) not available")
@pytest.mark.parametrize("doc,line,code", LUA_BLOCKS,
                         ids=[f"{d}:{n}" for d, n, _ in LUA_BLOCKS])
def test_lua_example(doc, line, code):
    # print() tagged with the line it is called from.
    prelude = ("local _print = print\n"
               "print = function(...) local n = select('#', ...)\n"
               "  local t = {} for i = 1, n do t[i] = tostring((select(i, ...))) end\n"
               "  io.write('@@', debug.getinfo(2, 'l').currentline - 5, '@@',\n"
               "           table.concat(t, '\\t'), '\\n') end\n")
    run = subprocess.run(["lua5.4", "-"], input=prelude + code, text=True,
                         capture_output=True, cwd=TOP, check=False,
                         env=dict(os.environ,
                                  LUA_CPATH=os.environ["GORULES_LUA_CPATH"]))
    assert run.returncode == 0, run.stderr
    printed = {}
    current = None
    for out_line in run.stdout.splitlines():
        m = re.match(r"@@(\d+)@@(.*)", out_line)
        if m:
            current = int(m.group(1))
            printed.setdefault(current, []).append(m.group(2))
        elif current is not None:
            printed[current][-1] += "\n" + out_line
    checks = 0
    for n, src in enumerate(code.splitlines(), 1):
        m = re.search(r"-->\s*(.*?)\s*$", src)
        if m:
            checks += 1
            got = " ".join(printed.get(n, ["<nothing printed>"])).split()
            assert got == m.group(1).split(), f"{doc}:{line + n - 1}: {src}"
    assert doc == "README.md" or checks > 0
