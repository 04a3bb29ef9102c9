#!/bin/sh
# SPDX-License-Identifier: MIT
# Install the built tree into a scratch prefix, move the prefix elsewhere
# (the install must be relocatable), then, with no LD_LIBRARY_PATH:
#  - run the installed tools (gorules, gorules-gtp, gorules-bench), which
#    find libgorules.so through their $ORIGIN-relative RUNPATH;
#  - build and run an out-of-tree program through pkg-config (shared, and
#    static with --static) and through CMake's find_package(gorules)
#    (gorules::gorules and gorules::gorules_static);
#  - check that the exported CMake targets hold no absolute library path,
#    that the installed libgorules.a has only gor_ global symbols, and that
#    the licence is installed with the docs;
#  - import the installed Python and Lua modules, when they were built.
# Usage: check_install.sh BUILD_DIR SOURCE_DIR
set -eu
build=$1
src=$2
unset LD_LIBRARY_PATH
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() {
    echo "install check: FAILED: $*" >&2
    exit 1
}

cmake --install "$build" --prefix "$tmp/staged" >/dev/null
mv "$tmp/staged" "$tmp/prefix"
prefix=$tmp/prefix
pc=$(find "$prefix" -name libgorules.pc | head -n 1)
[ -n "$pc" ] || fail "no libgorules.pc installed"
libdir=$(dirname "$(dirname "$pc")")
version=$(PKG_CONFIG_PATH="$libdir/pkgconfig" pkg-config --modversion libgorules)
echo "install check: libgorules $version, libdir ${libdir#"$prefix"/}"

# ---- the exported CMake targets: no absolute path ------------------------
targets=$(find "$prefix" -name 'gorulesTargets*.cmake')
[ -n "$targets" ] || fail "no gorulesTargets*.cmake installed"
# An absolute path to a library ("/usr/lib/.../libm.so", also inside
# "$<LINK_ONLY:...>"), or the staging prefix itself, would tie the package
# to this machine.
if grep -n -E '(^|[";:])/[^";:<>]*\.(so|a)([.][0-9]+)*([";>]|$)' $targets ||
   grep -n -F "$tmp" $targets; then
    fail "absolute paths in the exported targets (above)"
fi
grep -q 'INTERFACE_COMPILE_DEFINITIONS "GORULES_STATIC"' $targets ||
    fail "gorules::gorules_static does not carry GORULES_STATIC"
echo "install check: exported targets relocatable, m linked by name"

# ---- the installed static archive ----------------------------------------
bad=$(nm --defined-only --extern-only "$libdir/libgorules.a" |
      awk 'NF == 3 && $3 !~ /^gor_/ { print $3 }')
[ -z "$bad" ] || fail "libgorules.a has non-gor_ global symbols: $bad"

# ---- licence -------------------------------------------------------------
lic=$(find "$prefix/share/doc" -name LICENSE | head -n 1)
[ -n "$lic" ] && grep -q "Copyright (c) 2026 libgorules authors" "$lic" ||
    fail "LICENSE not installed with the docs"

# ---- the installed tools ------------------------------------------------
for t in gorules gorules-gtp gorules-bench; do
    [ -x "$prefix/bin/$t" ] || continue
    readelf -d "$prefix/bin/$t" | grep -q 'R.*PATH.*\$ORIGIN' ||
        fail "$t has no \$ORIGIN-relative RUNPATH"
done
if [ -x "$prefix/bin/gorules" ]; then
    "$prefix/bin/gorules" check "$src/data/gnugo-selfplay-19x19.sgf" ||
        fail "installed gorules check"
    out=$(printf 'version\nquit\n' | "$prefix/bin/gorules-gtp")
    [ "$(echo "$out" | head -n 1)" = "= $version" ] ||
        fail "installed gorules-gtp answered: $out"
    "$prefix/bin/gorules-bench" memory >/dev/null ||
        fail "installed gorules-bench memory"
    echo "install check: installed gorules, gorules-gtp, gorules-bench run"
fi

# ---- pkg-config consumers -----------------------------------------------
export PKG_CONFIG_PATH="$libdir/pkgconfig"
main=$src/tests/install/consumer/main.c
# Shared: the program records where the library is (-rpath), as a user
# of a library outside the system directories does.
cc "$main" -o "$tmp/pc-shared" $(pkg-config --cflags --libs libgorules) \
    -Wl,-rpath,"$libdir"
"$tmp/pc-shared"
readelf -d "$tmp/pc-shared" | grep -q 'NEEDED.*libgorules\.so\.1' ||
    fail "pkg-config shared consumer does not need libgorules.so.1"
# Static: --static adds -DGORULES_STATIC and -lm; -l:libgorules.a picks
# the archive where the shared library sits next to it.
cc -DEXPECT_STATIC "$main" -o "$tmp/pc-static" \
    $(pkg-config --static --cflags libgorules) \
    $(pkg-config --static --libs libgorules | sed 's/-lgorules\b/-l:libgorules.a/')
"$tmp/pc-static"
if readelf -d "$tmp/pc-static" | grep -q 'NEEDED.*libgorules'; then
    fail "pkg-config static consumer needs libgorules.so"
fi
echo "install check: pkg-config consumers (shared, static) built and ran"

# ---- find_package consumers ---------------------------------------------
cmake -S "$src/tests/install/consumer" -B "$tmp/cm" \
    -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
cmake --build "$tmp/cm" >/dev/null
"$tmp/cm/consumer"
"$tmp/cm/consumer_static"
readelf -d "$tmp/cm/consumer" | grep -q 'NEEDED.*libgorules\.so\.1' ||
    fail "find_package consumer does not need libgorules.so.1"
if readelf -d "$tmp/cm/consumer_static" | grep -q 'NEEDED.*libgorules'; then
    fail "find_package static consumer needs libgorules.so"
fi
echo "install check: find_package consumers (gorules::gorules," \
     "gorules::gorules_static) built and ran"

# ---- the bindings, when they were built ---------------------------------
py="$prefix/lib/gorules/python"
if [ -d "$py" ]; then
    for python in python3 /usr/bin/python3; do
        command -v "$python" >/dev/null || continue
        PYTHONPATH="$py" "$python" -c \
            'import gorules; g = gorules.Game(9); g.play("E5"); assert g["E5"] == gorules.Color.BLACK'
        # The dist-info cmake --install wrote: version and the file list.
        PYTHONPATH="$py" "$python" -c '
import importlib.metadata as m, gorules
d = m.distribution("gorules")
assert d.version == gorules.__version__, d.version
files = {str(f) for f in d.files}
assert "gorules/__init__.py" in files and "gorules/py.typed" in files, files'
        echo "install check: $python imports the installed gorules and sees its dist-info"
    done
fi
lua="$prefix/lib/lua/5.4"
if [ -f "$lua/gorules.so" ] && command -v lua5.4 >/dev/null; then
    LUA_CPATH="$lua/?.so" lua5.4 -e \
        'local g = require("gorules").Game(9, "chinese"); g:play("E5"); assert(g:score().result == "B+73.5")'
    echo "install check: lua5.4 requires the installed gorules"
fi
