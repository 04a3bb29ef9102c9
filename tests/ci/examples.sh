#!/bin/sh
# SPDX-License-Identifier: MIT
# CI: build and run every C example (examples/c) against the INSTALLED
# library, as a user of it would, twice: through pkg-config (the Makefile)
# and through CMake's find_package(gorules 1.0) (the CMakeLists.txt), and
# compare each program's output with examples/c/expected/.
# Usage: tests/ci/examples.sh [PREFIX]
#   PREFIX: where the library was installed (default: the system's
#   search paths, as after `cmake --install build` as root).
set -eu
src=$(cd "$(dirname "$0")/../.." && pwd)
if [ $# -ge 1 ]; then
    prefix=$(cd "$1" && pwd)
    pc=$(find "$prefix" -name libgorules.pc | head -n 1)
    [ -n "$pc" ] || { echo "examples: no libgorules.pc under $prefix" >&2; exit 1; }
    export PKG_CONFIG_PATH="$(dirname "$pc")${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
    export CMAKE_PREFIX_PATH="$prefix${CMAKE_PREFIX_PATH:+:$CMAKE_PREFIX_PATH}"
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "== examples through pkg-config (libgorules $(pkg-config --modversion libgorules))"
cp -R "$src/examples/c" "$tmp/make"
make -s -C "$tmp/make" check
ldd "$tmp/make/legality" | grep libgorules

echo "== examples through find_package(gorules 1.0)"
cmake -S "$src/examples/c" -B "$tmp/cmake" >/dev/null
cmake --build "$tmp/cmake" -j2 >/dev/null
ldd "$tmp/cmake/legality" | grep libgorules
ctest --test-dir "$tmp/cmake" --output-on-failure
