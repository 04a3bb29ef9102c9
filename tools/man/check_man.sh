#!/bin/sh
# SPDX-License-Identifier: MIT
# Check one man page: it renders without a single warning, both with
# groff (every warning on, -ww) and as a reader sees it (man -l), whatis
# can read its NAME line (lexgrog), and it names every option and command
# the tool itself knows (from the tool's --help, help COMMAND or
# list_commands), so that the page cannot fall behind the program.
# Usage: check_man.sh PAGE TOOL
# Exit 77 (ctest: skipped) when groff is not installed.
set -eu
page=$1
tool=$2
name=$(basename "$page" .1)
if ! command -v groff >/dev/null 2>&1; then
    echo "SKIP: groff is not installed (Debian: groff-base, with man-db)"
    exit 77
fi
fail=0
err=$(groff -man -Tutf8 -ww -z "$page" 2>&1) || fail=1
if [ -n "$err" ] || [ $fail = 1 ]; then
    echo "$name: groff -ww: ${err:-failed}"
    exit 1
fi
if command -v man >/dev/null 2>&1; then
    # man-db's own pipeline (preconv, tbl, groff -mandoc) at a fixed width.
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    MANWIDTH=80 man -l "$page" >"$tmp/out" 2>"$tmp/err" || fail=1
    if [ -s "$tmp/err" ] || [ $fail = 1 ]; then
        echo "$name: man -l: $(cat "$tmp/err")"
        exit 1
    fi
    grep -q "^NAME" "$tmp/out" || { echo "$name: no NAME section"; exit 1; }
fi
if command -v lexgrog >/dev/null 2>&1; then
    lexgrog "$page" >/dev/null || { echo "$name: lexgrog cannot read NAME"; exit 1; }
fi
if grep -n '@[A-Z_]*@' "$page"; then
    echo "$name: unsubstituted configure variable"
    exit 1
fi

# What the tool knows, and the page's source with "\-" read as "-".
case $name in
gorules)
    words=$({ "$tool" --help; for c in check show score convert; do
                  "$tool" help "$c"; done; } | grep -o -- '--[a-z][a-z-]*')
    words="$words check show score convert help" ;;
gorules-gtp)
    words=$(printf 'list_commands\nquit\n' | "$tool" | sed 's/^= //') ;;
gorules-bench)
    words=$({ "$tool" --help; for c in replay gen playout sgf score memory undo \
                  ownership; do
                  "$tool" help "$c"; done; } | grep -o -- '--[a-z][a-z-]*')
    words="$words replay gen playout sgf score memory undo ownership help" ;;
*)
    echo "$name: unknown page"; exit 1 ;;
esac
src=$(sed 's/\\-/-/g' "$page")
missing=""
for w in $(printf '%s\n' $words | sort -u); do
    printf '%s\n' "$src" | grep -q -F -- "$w" || missing="$missing $w"
done
if [ -n "$missing" ]; then
    echo "$name: the page does not mention:$missing"
    exit 1
fi
echo "$name(1): renders without warnings, names all $(printf '%s\n' $words | sort -u | wc -l) options and commands"
