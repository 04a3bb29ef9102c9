#!/bin/sh
# SPDX-License-Identifier: MIT
# abi_check.sh - compare the shared library's ABI with the committed
# baseline (abi/libgorules.so.N.abi), or write that baseline.
#
#   abi_check.sh check  LIBRARY BASELINE INCLUDE_DIR
#   abi_check.sh update LIBRARY BASELINE INCLUDE_DIR
#   abi_check.sh released LIBRARY RELEASED_BASELINE INCLUDE_DIR
#
# check: abidiff (libabigail; Debian: abigail-tools) between BASELINE and
# LIBRARY, types restricted to those of the public headers in INCLUDE_DIR.
# Fails on any difference: an incompatible change (a function removed, a
# public struct's layout or a signature changed) must not happen within one
# SONAME, and a compatible one (a function added) must be recorded in the
# baseline, or later changes to it would go unchecked. Exits 77 (skipped)
# when abidiff is not installed or LIBRARY has no debug information (a
# Release build).
# update: writes BASELINE with abidw from LIBRARY, which must be built with
# debug information (the default RelWithDebInfo, or Debug). The build's
# `abi-baseline` target runs this. The baseline keeps the types' header
# file names (--short-locs): abidiff tells public types from private ones
# by them, and ignores changes to types without a location.
# released: LIBRARY against the baseline of an earlier release of the same
# SONAME (abi/libgorules.so.1.0.0.abi, ...1.1.0.abi, ...1.2.0.abi): functions may have been added since,
# nothing may have been removed or changed.
set -u
if [ $# -ne 4 ]; then
    echo "usage: $0 check|update LIBRARY BASELINE INCLUDE_DIR" >&2
    exit 2
fi
mode=$1 lib=$2 baseline=$3 inc=$4
regen="cmake --build <build dir> --target abi-baseline, then commit $(basename "$baseline")"

has_debug_info() {
    LC_ALL=C ${READELF:-readelf} -S "$1" 2>/dev/null | grep -q ' \.debug_info '
}

case $mode in
update)
    if ! command -v abidw >/dev/null 2>&1; then
        echo "abi_check: abidw not found (Debian: apt-get install abigail-tools)" >&2
        exit 1
    fi
    if ! has_debug_info "$lib"; then
        echo "abi_check: $lib has no debug information; build with" \
             "-DCMAKE_BUILD_TYPE=RelWithDebInfo (the default) or Debug" >&2
        exit 1
    fi
    mkdir -p "$(dirname "$baseline")" &&
    abidw --drop-private-types --drop-undefined-syms --headers-dir "$inc" \
          --no-corpus-path --no-comp-dir-path --short-locs \
          --type-id-style hash --out-file "$baseline" "$lib" || exit 1
    echo "abi_check: wrote $baseline from $lib"
    ;;
check|released)
    if ! command -v abidiff >/dev/null 2>&1; then
        echo "SKIP: abidiff not found (Debian: abigail-tools)"
        exit 77
    fi
    if ! has_debug_info "$lib"; then
        echo "SKIP: $lib has no debug information (a Release" \
             "build); the ABI check needs RelWithDebInfo (the default) or Debug"
        exit 77
    fi
    if [ ! -f "$baseline" ]; then
        echo "abi_check: no baseline $baseline; create it: $regen" >&2
        exit 1
    fi
    if [ "$mode" = released ]; then
        abidiff --no-architecture --drop-private-types --no-added-syms \
                --hd2 "$inc" "$baseline" "$lib"
        rc=$?
        if [ $rc -eq 0 ]; then
            echo "abi_check: $(basename "$lib") keeps every function and type" \
                 "of $(basename "$baseline") (additions only)"
            exit 0
        fi
        echo "abi_check: $(basename "$lib") breaks the released ABI of" \
             "$(basename "$baseline") (abidiff status $rc)" >&2
        exit 1
    fi
    abidiff --no-architecture --drop-private-types --hd2 "$inc" \
            "$baseline" "$lib"
    rc=$?
    # abidiff's status is a bit mask: 1 error, 2 usage error, 4 ABI
    # change, 8 incompatible ABI change.
    if [ $rc -eq 0 ]; then
        echo "abi_check: $(basename "$lib") has the ABI of $(basename "$baseline")"
        exit 0
    elif [ $((rc & 3)) -ne 0 ]; then
        echo "abi_check: abidiff failed (status $rc)" >&2
    else
        if [ $((rc & 8)) -ne 0 ]; then
            what="INCOMPATIBLE ABI change (functions removed)"
        else
            what="ABI change"
        fi
        so=$(basename "$baseline" .abi)
        echo "abi_check: $what against $so.abi (above). Programs built on" \
             "$so break on removed functions and changed types or" \
             "signatures: undo those (or bump GORULES_SOVERSION in" \
             "CMakeLists.txt). If functions were only added, record them:" \
             "$regen" >&2
    fi
    exit 1
    ;;
*)
    echo "usage: $0 check|update LIBRARY BASELINE INCLUDE_DIR" >&2
    exit 2
    ;;
esac
