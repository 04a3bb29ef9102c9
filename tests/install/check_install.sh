#!/bin/sh
# Install the built tree into a scratch prefix, then build and run an
# out-of-tree program against it twice: through pkg-config and through
# CMake's find_package(gorules).
# Usage: check_install.sh BUILD_DIR SOURCE_DIR
set -eu
build=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null
libdir=$(find "$tmp/prefix" -name libgorules.pc -exec dirname {} \; | head -n 1)
libdir=$(dirname "$libdir")

export PKG_CONFIG_PATH="$libdir/pkgconfig"
cc "$src/tests/install/consumer/main.c" -o "$tmp/with-pkgconfig" \
    $(pkg-config --cflags --libs libgorules)
LD_LIBRARY_PATH="$libdir" "$tmp/with-pkgconfig"

cmake -S "$src/tests/install/consumer" -B "$tmp/cm" \
    -DCMAKE_PREFIX_PATH="$tmp/prefix" >/dev/null
cmake --build "$tmp/cm" >/dev/null
LD_LIBRARY_PATH="$libdir" "$tmp/cm/consumer"
echo "install check: pkg-config and find_package consumers built and ran"

# The bindings, when they were built, import from the installed tree.
py="$tmp/prefix/lib/gorules/python"
if [ -d "$py" ]; then
    for python in python3 /usr/bin/python3; do
        command -v "$python" >/dev/null || continue
        PYTHONPATH="$py" "$python" -c \
            'import gorules; g = gorules.Game(9); g.play("E5"); assert g["E5"] == gorules.Color.BLACK'
        echo "install check: $python imports the installed gorules"
    done
fi
lua="$tmp/prefix/lib/lua/5.4"
if [ -f "$lua/gorules.so" ] && command -v lua5.4 >/dev/null; then
    LUA_CPATH="$lua/?.so" lua5.4 -e \
        'local g = require("gorules").Game(9, "chinese"); g:play("E5"); assert(g:score().result == "B+73.5")'
    echo "install check: lua5.4 requires the installed gorules"
fi
