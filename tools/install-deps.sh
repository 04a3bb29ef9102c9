#!/bin/sh
# SPDX-License-Identifier: MIT
# Install what building libgorules needs on Debian 12 (as root), in levels.
# Skips apt-get entirely when everything is already there.
#   tools/install-deps.sh        the library and its tools: a compiler,
#                                CMake and pkg-config, nothing more
#   tools/install-deps.sh test   also everything the tests need: cmocka,
#                                SWIG with the Python and Lua headers (the
#                                bindings are built when these are found),
#                                pytest, NumPy and Dask, GNU Go, clang,
#                                valgrind, abidiff, doxygen, the man page
#                                tools, lintian, luarocks, python3-build
#                                and mypy (the packages and typing tests),
#                                and the de_DE and tr_TR locales
#   tools/install-deps.sh web    everything of `test`, plus the
#                                WebAssembly build and its tests:
#                                emscripten, node and npm, headless
#                                Chromium and a CJK font for the page's
#                                Chinese result
set -e
level=${1:-}
case $level in
""|test|web) ;;
*) echo "usage: tools/install-deps.sh [test|web]" >&2; exit 2 ;;
esac

# The library and the tools.
pkgs="build-essential cmake pkg-config"
if [ -n "$level" ]; then
    # The tests, the bindings they test, and the CI's other builds.
    pkgs="$pkgs libcmocka-dev gnugo python3 clang libclang-rt-14-dev
          valgrind swig python3-dev python3-pytest python3-numpy
          python3-dask python3-distributed liblua5.4-dev lua5.4
          abigail-tools locales"
    pkgs="$pkgs doxygen"  # the reference documentation (docs target, tests/ci/docs.sh)
    # man -l and groff for the man page tests (man_*).
    pkgs="$pkgs groff-base man-db"
    # Packages and typing (tests/ci/packages.sh, test_typing.py): lintian, the
    # wheel (python3-build, venv), luarocks, mypy; `file` for CPack's shlibdeps
    pkgs="$pkgs file lintian python3-build python3-venv python3-wheel python3-setuptools python3-pip luarocks python3-mypy"
fi
missing=""
for p in $pkgs; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
        missing="$missing $p"
done
if [ "$level" = web ]; then
    # Checked by command: node and npm may come from elsewhere than Debian.
    command -v emcc >/dev/null 2>&1 || missing="$missing emscripten"
    command -v node >/dev/null 2>&1 || missing="$missing nodejs"
    command -v npm >/dev/null 2>&1 || missing="$missing npm"
    command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
    dpkg-query -W -f='${Status}' fonts-wqy-microhei 2>/dev/null |
        grep -q "ok installed" || missing="$missing fonts-wqy-microhei"
fi
if [ -n "$missing" ]; then
    echo "install-deps: installing$missing"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi
[ -n "$level" ] || exit 0

# The locale tests run under German and Turkish locales (decimal comma,
# dotless i): generate them once. localedef adds to the locale archive
# without touching the locales already there; /etc/locale.gen keeps them
# when locale-gen rebuilds it.
for loc in de_DE tr_TR; do
    if ! locale -a 2>/dev/null | grep -qx "$loc.utf8"; then
        echo "install-deps: generating $loc.UTF-8"
        localedef -i "$loc" -f UTF-8 "$loc.UTF-8"
    fi
    if [ -f /etc/locale.gen ] &&
       ! grep -q "^$loc.UTF-8 UTF-8" /etc/locale.gen; then
        echo "$loc.UTF-8 UTF-8" >>/etc/locale.gen
    fi
done
