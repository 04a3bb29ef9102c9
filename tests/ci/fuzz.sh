#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/ci/fuzz.sh - a bounded libFuzzer run of every target in tests/fuzz.
#
#   tests/ci/fuzz.sh [SECONDS_PER_TARGET [BUILD_DIR]]
#
# Builds tests/fuzz standalone with clang (library instrumented, ASan and
# UBSan on), then runs each target for SECONDS_PER_TARGET (default 30, or
# $GORULES_FUZZ_SECONDS) starting from its committed seed corpus and
# regression inputs, $GORULES_FUZZ_JOBS targets at a time (default: the
# number of cores, at most 4). New interesting inputs go to
# BUILD_DIR/work/<target> (never into the repository); a crash, leak,
# timeout or broken invariant leaves its input in BUILD_DIR/artifacts and
# fails the script. Prints time and executions per target. Then, when the
# main build's Python bindings are there ($GORULES_PY_BUILD, default
# build/), tests/python/fuzz_arguments.py gives every public Python call
# hostile arguments for SECONDS_PER_TARGET from a seed it prints.
#
# A finding becomes a regression test: copy the artifact into
# tests/fuzz/regressions/<target>/ (ctest's fuzz_replay_<target> runs it
# in every build).
set -euo pipefail

here="$(cd "$(dirname "$0")/../.." && pwd)"
secs="${1:-${GORULES_FUZZ_SECONDS:-30}}"
build="${2:-$here/build-fuzz}"
ncpu="$(nproc 2>/dev/null || echo 2)"
jobs="${GORULES_FUZZ_JOBS:-$(( ncpu < 4 ? ncpu : 4 ))}"
cc="${CC:-clang}"

if ! command -v "$cc" >/dev/null; then
    echo "fuzz.sh: $cc not found (Debian: apt-get install clang)" >&2
    exit 1
fi

echo "== building the fuzz targets ($cc) in $build"
cmake -S "$here/tests/fuzz" -B "$build" -DCMAKE_C_COMPILER="$cc" >/dev/null
cmake --build "$build" -j"$ncpu" >/dev/null

targets=(fuzz_sgf fuzz_rules fuzz_gtp fuzz_api fuzz_clock fuzz_referee)
declare -A maxlen=([fuzz_sgf]=16384 [fuzz_rules]=512 [fuzz_gtp]=8192
                   [fuzz_api]=2048 [fuzz_clock]=1024 [fuzz_referee]=1024)
mkdir -p "$build/artifacts" "$build/logs"

run_one() {
    local t="$1"
    local work="$build/work/$t"
    mkdir -p "$work"
    local seeds=("$here/tests/fuzz/corpus/$t")
    [ -d "$here/tests/fuzz/regressions/$t" ] &&
        seeds+=("$here/tests/fuzz/regressions/$t")
    local dict=()
    [ -f "$here/tests/fuzz/dict/$t.dict" ] &&
        dict=(-dict="$here/tests/fuzz/dict/$t.dict")
    ASAN_OPTIONS="detect_leaks=1:abort_on_error=1" \
    UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1" \
    "$build/${t}_fuzzer" -max_total_time="$secs" -max_len="${maxlen[$t]}" \
        -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
        "${dict[@]}" -artifact_prefix="$build/artifacts/$t-" \
        "$work" "${seeds[@]}" >"$build/logs/$t.log" 2>&1
    echo $? >"$build/logs/$t.rc"
}

echo "== running ${#targets[@]} targets, ${secs}s each, $jobs at a time"
declare -A status
running=0
for t in "${targets[@]}"; do
    rm -f "$build/logs/$t.rc"
    (set +e; run_one "$t") &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
        wait -n || true
        running=$((running - 1))
    fi
done
wait
failed=0
for t in "${targets[@]}"; do
    if [ "$(cat "$build/logs/$t.rc" 2>/dev/null)" = 0 ]; then
        status[$t]=ok
    else
        status[$t]=FAILED
        failed=1
    fi
done

printf '%-12s %8s %12s %10s %8s  %s\n' target seconds executions exec/s corpus result
for t in "${targets[@]}"; do
    log="$build/logs/$t.log"
    execs=$(grep 'stat::number_of_executed_units:' "$log" | awk '{print $2}' | tail -1)
    rate=$(grep 'stat::average_exec_per_sec:' "$log" | awk '{print $2}' | tail -1)
    corpus=$(find "$build/work/$t" -type f | wc -l)
    printf '%-12s %8s %12s %10s %8s  %s\n' "$t" "$secs" "${execs:-?}" \
        "${rate:-?}" "$corpus" "${status[$t]}"
    if [ "${status[$t]}" != ok ]; then
        echo "---- $log (tail)"
        tail -40 "$log"
    fi
done
# The Python package's argument conversion (tests/python/fuzz_arguments.py),
# against the main build's bindings when they are there (.ci/run's build/).
py="${GORULES_PY_BUILD:-$here/build}/bindings/python"
if [ -d "$py/gorules" ]; then
    seed=$(date +%s)
    echo "== Python arguments: ${secs}s from seed $seed"
    PYTHONPATH="$py" python3 "$here/tests/python/fuzz_arguments.py" \
        --seconds "$secs" --seed "$seed" || failed=1
fi
if [ "$failed" -ne 0 ]; then
    echo "fuzz.sh: findings in $build/artifacts:" >&2
    ls -l "$build/artifacts" >&2
    exit 1
fi
echo "fuzz.sh: no findings"
