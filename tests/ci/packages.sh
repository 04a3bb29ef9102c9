#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# CI: the packages, each built, installed, used and removed.
#  1. Debian packages (cpack -G DEB, cmake/packaging.cmake): lintian without
#     errors; dpkg -i; a C program through the packaged .pc, the tools, both
#     bindings under Debian's python3 and lua5.4; the bindings rebuilt
#     against libgorules-dev's CMake package; dpkg --purge; nothing left.
#  2. The Python wheel (pyproject.toml): python3 -m build --no-isolation
#     --wheel, pip install --no-index into a plain venv, import and play,
#     importlib.metadata, pip uninstall.
#  3. The rock: luarocks make into a tree, require and play.
# Every check names the packaged file it uses (/usr/include, the multiarch
# libdir, dist-packages, ...), so a copy installed under /usr/local by
# `cmake --install` cannot stand in for the package.
# Usage (as root, on Debian 12): tests/ci/packages.sh [BUILD_DIR]
set -euo pipefail
# grep below without -q: under pipefail, its early exit could stop the
# writer with SIGPIPE and fail a check that matched.
cd "$(dirname "$0")/../.."
top=$PWD
build=${1:-build-deb}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
arch=$(gcc -print-multiarch)
libdir=/usr/lib/$arch
pkgs="libgorules1 libgorules-dev gorules-tools python3-gorules lua-gorules"
fail() { echo "packages.sh: $*" >&2; exit 1; }

echo "== Debian packages: build"
rm -rf "$build"
cmake -S . -B "$build" -DCMAKE_INSTALL_PREFIX=/usr -DGORULES_DEBIAN=ON \
      -DBUILD_TESTING=OFF -DPython3_EXECUTABLE=/usr/bin/python3 >/dev/null
cmake --build "$build" -j2 >"$work/build.log" 2>&1 || { cat "$work/build.log"; fail "build"; }
(cd "$build" && cpack -G DEB) >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; fail "cpack"; }
debs=()
for p in $pkgs; do
    f=$(ls "$build"/packages/"${p}"_*.deb)
    debs+=("$f")
    echo "$(basename "$f"): $(dpkg-deb -f "$f" Section) | $(dpkg-deb -f "$f" Depends)"
done

echo "== lintian"
rc=0
lintian --fail-on error --tag-display-limit 0 "${debs[@]}" >"$work/lintian" 2>&1 || rc=$?
grep -v "running with root privileges" "$work/lintian" || true
[ "$rc" = 0 ] || fail "lintian reports errors"

echo "== dpkg -i"
dpkg -i "${debs[@]}" >/dev/null
for p in $pkgs; do
    dpkg-query -W -f='${Status}\n' "$p" | grep -x "install ok installed" >/dev/null ||
        fail "$p not installed"
done
dpkg -L libgorules1 | grep -x "$libdir/libgorules.so.1" >/dev/null || fail "no $libdir/libgorules.so.1"
dpkg -L libgorules-dev | grep -x /usr/include/gorules.h >/dev/null || fail "no /usr/include/gorules.h"
# Every file the packages hold, to check that removal takes them away.
for p in $pkgs; do dpkg -L "$p"; done | while read -r f; do
    [ -f "$f" ] && echo "$f"; done >"$work/files"
[ "$(wc -l <"$work/files")" -gt 20 ] || fail "too few packaged files"

echo "== a C program against the packages (no /usr/local)"
cat >"$work/prog.c" <<'PROG'
#include <gorules.h>
#include <gorules_score.h>
#include <stdio.h>
int main(void)
{
    gor_rules *rules;
    gor_game *game;
    gor_point p;
    char buf[64];
    gor_rules_new(&rules, "chinese");
    gor_game_new(&game, 19, 19, rules);
    gor_rules_free(rules);
    gor_point_from_gtp(19, 19, "Q16", &p);
    gor_game_play(game, GOR_BLACK, p);
    int st = gor_game_play(game, GOR_WHITE, p);
    printf("%s %s\n", gor_version_string(), gor_strerror(st));
    gor_result res = GOR_RESULT_INIT;
    gor_game_result(game, NULL, &res);
    gor_result_to_sgf(&res, buf, sizeof buf);
    printf("%s\n", buf);
    gor_game_free(game);
    return 0;
}
PROG
pc=$(PKG_CONFIG_LIBDIR=$libdir/pkgconfig:/usr/share/pkgconfig pkg-config --cflags --libs libgorules)
# -nostdinc + the compiler's own headers + /usr/include: not /usr/local/include.
cc -nostdinc -isystem "$(cc -print-file-name=include)" -isystem "/usr/include/$arch" \
   -isystem /usr/include "$work/prog.c" -L"$libdir" $pc -o "$work/prog"
cc -nostdinc -isystem "$(cc -print-file-name=include)" -isystem "/usr/include/$arch" \
   -isystem /usr/include -M "$work/prog.c" | grep " /usr/include/gorules.h" >/dev/null ||
    fail "prog.c did not use /usr/include/gorules.h"
LD_LIBRARY_PATH=$libdir ldd "$work/prog" | grep "libgorules.so.1 => $libdir/libgorules.so.1" >/dev/null ||
    fail "prog does not load $libdir/libgorules.so.1"
out=$(LD_LIBRARY_PATH=$libdir "$work/prog")
[ "$out" = "$(printf '1.2.0 point is occupied\nB+353.5')" ] || fail "prog printed: $out"
echo "$out"

echo "== the tools"
LD_LIBRARY_PATH=$libdir ldd /usr/bin/gorules | grep "libgorules.so.1 => $libdir/libgorules.so.1" >/dev/null ||
    fail "/usr/bin/gorules does not load $libdir/libgorules.so.1"
LD_LIBRARY_PATH=$libdir /usr/bin/gorules check data/gnugo-selfplay-19x19.sgf
printf "version\nquit\n" | LD_LIBRARY_PATH=$libdir /usr/bin/gorules-gtp | grep -x "= 1.2.0" >/dev/null ||
    fail "gorules-gtp version"

echo "== Python (Debian's python3, /usr/lib/python3/dist-packages)"
PYTHONPATH=/usr/lib/python3/dist-packages /usr/bin/python3 - <<'PY'
import importlib.metadata
import gorules
assert gorules.__file__ == "/usr/lib/python3/dist-packages/gorules/__init__.py", gorules.__file__
assert importlib.metadata.version("gorules") == "1.2.0"
dist = importlib.metadata.distribution("gorules")
assert str(dist.locate_file("gorules/__init__.py")) == gorules.__file__
g = gorules.Game(19)
g.play("D4")
print("python:", gorules.__file__, g.score().result)
assert g.score().result == "B+353.5"
PY

echo "== Lua (lua5.4, $libdir/lua/5.4)"
LUA_CPATH="$libdir/lua/5.4/?.so" lua5.4 -e "
local so = package.searchpath('gorules', package.cpath)
assert(so == '$libdir/lua/5.4/gorules.so', so)
local gorules = require 'gorules'
local g = gorules.Game(9, 'chinese'); g:play('E5')
print('lua: ' .. so .. ' ' .. g:score().result)
assert(g:score().result == 'B+73.5')"

echo "== the bindings built on their own against libgorules-dev (find_package)"
/usr/bin/python3 -m venv "$work/venv-cmake"
site=$("$work/venv-cmake/bin/python" -c 'import sysconfig; print(sysconfig.get_path("purelib"))')
cmake -S bindings -B "$work/bindings" -DCMAKE_PREFIX_PATH=/usr -DBUILD_TESTING=OFF \
      -DCMAKE_INSTALL_PREFIX="$work/prefix" -DGORULES_BUILD_LUA=OFF \
      -DPython3_EXECUTABLE=/usr/bin/python3 -DGORULES_PYTHON_INTERPRETERS= \
      -DGORULES_PYTHON_INSTALL_DIR="$site" >/dev/null
cmake --build "$work/bindings" -j2 >/dev/null
cmake --install "$work/bindings" >/dev/null
# cmake --install wrote a dist-info: importlib.metadata sees it, pip removes it.
(cd "$work" && venv-cmake/bin/python -c '
import importlib.metadata, gorules
assert importlib.metadata.version("gorules") == "1.2.0"
print("cmake --install:", gorules.__file__, gorules.Game(9).legal_moves()[:2])')
"$work/venv-cmake/bin/python" -m pip uninstall -y gorules >/dev/null
[ ! -e "$site/gorules" ] && ! ls "$site" | grep gorules >/dev/null ||
    fail "pip uninstall left files in $site"
echo "pip uninstall: $site holds no gorules file"

echo "== dpkg --purge"
dpkg --purge $pkgs >/dev/null
for p in $pkgs; do
    ! dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep "ok installed" >/dev/null ||
        fail "$p still installed"
done
left=$(while read -r f; do [ -e "$f" ] && echo "$f"; done <"$work/files" || true)
[ -z "$left" ] || fail "left after purge: $left"
echo "removed: $(wc -l <"$work/files") files of 5 packages"

echo "== the wheel (python3 -m build --no-isolation --wheel), a plain venv"
rm -rf build-python
/usr/bin/python3 -m build --no-isolation --wheel --outdir "$work/dist" . >/dev/null
wheel=$(ls "$work"/dist/gorules-1.2.0-*.whl)
echo "$(basename "$wheel"): $(/usr/bin/python3 -m zipfile -l "$wheel" | awk 'NR>1 {print $1}' | tr '\n' ' ')"
/usr/bin/python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --no-index "$wheel" >/dev/null
(cd "$work" && venv/bin/python -c '
import importlib.metadata, sys, gorules
assert gorules.__file__.startswith(sys.prefix), gorules.__file__
assert importlib.metadata.version("gorules") == "1.2.0"
g = gorules.Game(19, rules="japanese"); g.play("Q16"); g.play("D4")
assert g.score().result == "W+6.5" and not g.is_legal("Q16")
print("wheel:", gorules.__file__, g.score().result)')
"$work/venv/bin/pip" uninstall -y gorules >/dev/null
! (cd "$work" && venv/bin/python -c 'import gorules' 2>/dev/null) || fail "wheel not uninstalled"

echo "== the rock (luarocks make into a tree)"
rm -rf build-luarocks
luarocks --lua-version 5.4 make --tree "$work/rocks" gorules-1.2.0-1.rockspec >/dev/null
LUA_CPATH="$work/rocks/lib/lua/5.4/?.so" lua5.4 -e "
local so = package.searchpath('gorules', package.cpath)
assert(so == '$work/rocks/lib/lua/5.4/gorules.so', so)
local gorules = require 'gorules'
local g = gorules.Game(9, 'japanese'); g:play('E5')
print('rock: ' .. so .. ' ' .. g:score().result)
assert(g:score().result == 'B+73.5')"
luarocks --lua-version 5.4 list --tree "$work/rocks" --porcelain | grep "^gorules	1.2.0-1" >/dev/null ||
    fail "luarocks list does not show gorules 1.2.0-1"
echo "packages: ok"
