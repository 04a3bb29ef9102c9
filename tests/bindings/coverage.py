#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Binding coverage: every function the shared library exports is callable
from Python (gorules.core.<name without gor_>) and from Lua
(require "gorules".<name>), or is listed in bindings/coverage.txt with its
replacement and the reason.

"Callable" is checked twice: the name is a function in each module, and
its SWIG wrapper converts no argument from, and returns no value as, a raw
pointer to a number (int *, unsigned char *, double *, ...), which a
script cannot make or read; such a function needs a typemap or a helper.

Usage: coverage.py LIBGORULES_SO COVERAGE_TXT [--python PYDIR WRAP_C]
                   [--lua LUA LUADIR WRAP_C]
Exit 0 when everything is covered; 1 with the list of gaps.
"""
import os
import re
import subprocess
import sys

SCALAR = (r"SWIGTYPE_p_(?:int|unsigned_int|short|unsigned_short|long|"
          r"unsigned_long|long_long|unsigned_long_long|size_t|double|float|"
          r"char|signed_char|unsigned_char|uint64_t|int64_t|p_char|p_int|"
          r"p_unsigned_char)\b")


def exported(so):
    out = subprocess.run(["nm", "-D", "--defined-only", so], check=True,
                         capture_output=True, text=True).stdout
    names = set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] == "T":
            name = parts[2].split("@")[0]
            if name.startswith("gor_"):
                names.add(name)
    return names


def read_list(path):
    out = {}
    for line in open(path, encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        if line:
            name, repl, reason = line.split(None, 2)
            out[name] = (repl, reason)
    return out


def raw_pointer_wrappers(wrap_c, lang):
    """Wrapper names whose arguments or result are raw number pointers."""
    text = open(wrap_c, encoding="utf-8", errors="replace").read()
    if lang == "python":
        head = re.compile(r"SWIGINTERN PyObject \*_wrap_(\w+)\(PyObject")
        arg = re.compile(r"SWIG_ConvertPtr\([^;]*?" + SCALAR)
        res = re.compile(r"SWIG_NewPointerObj\(SWIG_as_voidptr\(result\),\s*"
                         + SCALAR)
    else:
        head = re.compile(r"static int _wrap_(\w+)\(lua_State\s*\*\s*L\)")
        arg = re.compile(r"SWIG_ConvertPtr\(L,\d+,\(void\*\*\)&arg\d+,"
                         + SCALAR)
        res = re.compile(r"SWIG_NewPointerObj\(L,\(?[^,]*result\)?," + SCALAR)
    bad = set()
    for m in head.finditer(text):
        end = text.find("\n}\n", m.end())
        body = text[m.end():end]
        if arg.search(body) or res.search(body):
            bad.add(m.group(1))
    return bad


def python_names(pydir, names):
    code = ("import sys, gorules.core as c\n"
            "for n in sys.stdin.read().split():\n"
            "    print(n, 'yes' if callable(getattr(c, n, None)) else 'no')\n")
    env = dict(os.environ, PYTHONPATH=pydir)
    out = subprocess.run([sys.executable, "-c", code], input=" ".join(names),
                         check=True, capture_output=True, text=True,
                         env=env).stdout
    return {n for n, ok in (l.split() for l in out.splitlines()) if ok == "yes"}


def lua_names(lua, luadir, names):
    code = ('local c = require "gorules"\n'
            'for n in io.read("a"):gmatch("%S+") do\n'
            '  print(n, type(c[n]) == "function" and "yes" or "no")\n'
            'end\n')
    env = dict(os.environ, LUA_CPATH=os.path.join(luadir, "?.so"))
    out = subprocess.run([lua, "-e", code], input=" ".join(names), check=True,
                         capture_output=True, text=True, env=env).stdout
    return {n for n, ok in (l.split() for l in out.splitlines()) if ok == "yes"}


def main(argv):
    so, listing = argv[1], argv[2]
    langs = {}
    k = 3
    while k < len(argv):
        if argv[k] == "--python":
            langs["python"] = (argv[k + 1], argv[k + 2])
            k += 3
        elif argv[k] == "--lua":
            langs["lua"] = (argv[k + 1], argv[k + 2], argv[k + 3])
            k += 4
        else:
            raise SystemExit(f"unknown argument {argv[k]}")
    names = exported(so)
    left_out = read_list(listing)
    gaps = []
    for name in sorted(set(left_out) - names):
        gaps.append(f"{name}: listed in coverage.txt but not exported")
    wanted = sorted(n[4:] for n in names if n not in left_out)
    repls = sorted({r for r, _ in left_out.values() if r != "-"})
    for lang, args in sorted(langs.items()):
        if lang == "python":
            have = python_names(args[0], wanted + repls)
            bad = raw_pointer_wrappers(args[1], "python")
        else:
            have = lua_names(args[0], args[1], wanted + repls)
            bad = raw_pointer_wrappers(args[2], "lua")
        for n in wanted:
            if n not in have:
                gaps.append(f"gor_{n}: not callable from {lang}")
            elif n in bad:
                gaps.append(f"gor_{n}: {lang} wrapper takes or gives a raw "
                            "number pointer (needs a typemap or a helper)")
        for name, (repl, _) in sorted(left_out.items()):
            if repl != "-" and repl not in have:
                gaps.append(f"{name}: replacement {repl} missing in {lang}")
            if name[4:] in have:
                gaps.append(f"{name}: listed as left out but {lang} has it")
    print(f"{len(names)} exported functions, {len(left_out)} left out "
          f"(coverage.txt), {len(wanted)} checked in "
          f"{', '.join(sorted(langs)) or 'no language'}")
    for g in gaps:
        print("GAP " + g)
    return 1 if gaps else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
