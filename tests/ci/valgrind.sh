#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/ci/valgrind.sh - the whole C test suite under valgrind memcheck.
#
#   tests/ci/valgrind.sh [BUILD_DIR]
#
# Builds the project without sanitizers (valgrind and ASan do not mix) in
# BUILD_DIR (default build-valgrind), then runs every ctest whose command
# is a C program of the build under valgrind --error-exitcode
# --leak-check=full (tests/ci/valgrind_ctest.py), using every core
# ($GORULES_VALGRIND_JOBS overrides). Any valgrind error or definite /
# indirect leak fails the script. Extra ctest-style filters:
# GORULES_VALGRIND_INCLUDE / GORULES_VALGRIND_EXCLUDE (regexes on test
# names).
set -euo pipefail

here="$(cd "$(dirname "$0")/../.." && pwd)"
build="${1:-$here/build-valgrind}"
jobs="${GORULES_VALGRIND_JOBS:-$(nproc 2>/dev/null || echo 2)}"

if ! command -v valgrind >/dev/null; then
    echo "valgrind.sh: valgrind not found (Debian: apt-get install valgrind)" >&2
    exit 1
fi

echo "== building in $build (no sanitizers, no bindings)"
cmake -S "$here" -B "$build" -DGORULES_SANITIZE=OFF \
      -DGORULES_BUILD_PYTHON=OFF -DGORULES_BUILD_LUA=OFF >/dev/null
cmake --build "$build" -j"$jobs" >/dev/null

args=("$build" --jobs "$jobs")
[ -n "${GORULES_VALGRIND_INCLUDE:-}" ] && args+=(-R "$GORULES_VALGRIND_INCLUDE")
[ -n "${GORULES_VALGRIND_EXCLUDE:-}" ] && args+=(-E "$GORULES_VALGRIND_EXCLUDE")
echo "== valgrind memcheck"
python3 "$here/tests/ci/valgrind_ctest.py" "${args[@]}"
