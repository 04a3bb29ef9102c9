#!/bin/sh
# SPDX-License-Identifier: MIT
# Run by ctest after the tests (CTEST_CUSTOM_POST_TEST, which
# tests/CMakeLists.txt writes into the build's CTestCustom.cmake). ctest
# itself says only "Skipped" for a test that exits 77, even with
# --output-on-failure, and at this point its log of the run is not yet
# written out. So this checks what the skipping tests need, and for each
# thing missing here names it and the tests of this build that skip for
# it (each of them also prints "SKIP: <reason>", kept in ctest's log).
# Silent when nothing is missing, and for ctest -N / --show-only.
# Usage: ctest_skipped.sh BUILD_DIR CORPUS_DEFAULT BENCH_DEFAULT
build=$1
corpus=${GORULES_CORPUS:-$2}
bench=${GORULES_BENCH:-$3}
if [ -r "/proc/$PPID/cmdline" ] &&
   tr '\0' '\n' <"/proc/$PPID/cmdline" | grep -q -x -e '-N' -e '--show-only.*'; then
    exit 0
fi
# The tests of this build that match ctest selection arguments.
tests() {
    ctest --test-dir "$build" -N "$@" 2>/dev/null |
        sed -n 's/^ *Test *#[0-9]*: //p' | tr '\n' ' '
}
out=""
say() {  # reason, then ctest selection arguments
    reason=$1
    shift
    names=$(tests "$@")
    [ -n "$names" ] && out="$out  $reason:
    $names
"
}
[ -d "$corpus" ] ||
    say "no test corpus at $corpus (set GORULES_CORPUS to its folder)" -L '^corpus$'
[ -f "$bench/corpus9.txt" ] ||
    say "no replay workload at $bench (set GORULES_BENCH to its folder)" -R '^bench_replay_'
command -v gnugo >/dev/null 2>&1 || [ -x /usr/games/gnugo ] ||
    say "GNU Go is not installed (Debian: gnugo)" -L '^differential$'
command -v abidiff >/dev/null 2>&1 ||
    say "abidiff is not installed (Debian: abigail-tools)" -R '^api_abi$'
for loc in de_DE.utf8 tr_TR.utf8; do
    locale -a 2>/dev/null | grep -qx "$loc" ||
        { say "the $loc locale is missing (tools/install-deps.sh test)" -R '^unit_locale$'; break; }
done
command -v groff >/dev/null 2>&1 ||
    say "groff is not installed (Debian: groff-base)" -R '^man_'
command -v rsvg-convert >/dev/null 2>&1 ||
    say "rsvg-convert is not installed (Debian: librsvg2-bin)" -R '^tool_show_svg$'
if [ -n "$out" ]; then
    echo "Tests that skip on this machine, and why:"
    printf '%s' "$out"
fi
exit 0
