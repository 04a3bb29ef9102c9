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
