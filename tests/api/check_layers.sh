#!/bin/sh
# SPDX-License-Identifier: MIT
# check_layers.sh - each layer of lib/ uses only the layers below it.
#
#   check_layers.sh LIB_DIR [NM OBJECT...]
#
# Reads LIB_DIR/LAYERS (the layers, what each may use, which layer each
# public header belongs to, the listed exceptions) and checks:
#  - includes: every #include "..." of a file in LIB_DIR/<layer>/ names a
#    header of its own layer or of one it may use ("core/rules.h" is of
#    core; a public header is of the layer LAYERS gives it);
#  - symbols (with NM and the library's object files, each under a folder
#    named by its layer, as CMake builds lib/<layer>/x.c into .../<layer>/
#    x.c.o): every library symbol an object file uses is defined in its
#    own layer or one it may use. This catches a call the headers hide.
# Prints each breach as "file: what" and exits 1 if there is any.
set -u
if [ $# -eq 0 ] || [ $# -eq 2 ]; then
    echo "usage: $0 LIB_DIR [NM OBJECT...]" >&2
    exit 2
fi
lib=$1
layers=$lib/LAYERS
[ -f "$layers" ] || { echo "no layer list at $layers" >&2; exit 2; }
tab=$(mktemp) || exit 2
trap 'rm -f "$tab" "$tab.def" "$tab.use"' EXIT

# The table, one fact a line: "may L M", "header H L", "allow L H".
awk '
    /^[ \t]*(#|$)/ { next }
    $1 == "header" { print "header", $2, $3; next }
    $1 == "allow"  { print "allow", $2, $3; next }
    { print "may", $1, $1; for (i = 2; i <= NF; i++) print "may", $1, $i }
' "$layers" > "$tab"

status=0

# Includes: "file layer header" lines, judged against the table.
(cd "$lib" && find . -mindepth 2 -name '*.[ch]' | sed 's|^\./||' | sort |
 while read -r f; do
     sed -n 's/^[ \t]*#[ \t]*include[ \t]*"\([^"]*\)".*/\1/p' "$f" |
         while read -r h; do echo "$f ${f%%/*} $h"; done
 done) > "$tab.use"
awk -v tabfile="$tab" '
    BEGIN {
        while ((getline line < tabfile) > 0) {
            split(line, w, " ")
            if (w[1] == "may") may[w[2] " " w[3]] = 1
            else if (w[1] == "header") owner[w[2]] = w[3]
            else allow[w[2] " " w[3]] = 1
        }
        bad = 0
    }
    {
        file = $1; layer = $2; h = $3
        if (!((layer " " layer) in may)) {
            print file ": the folder " layer " is not a layer of LAYERS"; bad = 1; next
        }
        if (index(h, "/")) to = substr(h, 1, index(h, "/") - 1)
        else if (h in owner) to = owner[h]
        else { print file ": includes \"" h "\" by a bare name (name its folder)"; bad = 1; next }
        if ((layer " " to) in may || (layer " " h) in allow) next
        print file ": includes " h " (layer " to "), which " layer " may not use"; bad = 1
    }
    END { exit bad }
' "$tab.use" || status=1

# Symbols: where each is defined, then who uses it.
if [ $# -ge 3 ]; then
    nm=$2
    shift 2
    layer_list=$(awk '/^[ \t]*(#|$)/ { next } $1 != "header" && $1 != "allow" { print $1 }' "$layers")
    : > "$tab.def"
    for o in "$@"; do
        # the layer is the object's folder; the generated Zobrist table
        # (zobrist_table.c, in the build folder) is the board's
        name=$(basename "$o")
        layer=$(basename "$(dirname "$o")")
        case " $(echo $layer_list) " in
            *" $layer "*) ;;
            *) layer=board ;;
        esac
        "$nm" --defined-only -g "$o" | awk -v l="$layer" -v o="$layer/$name" \
            'NF == 3 { print "def", $3, l, o }' >> "$tab.def"
        "$nm" -u "$o" | awk -v l="$layer" -v o="$layer/$name" \
            '{ print "use", $NF, l, o }' >> "$tab.def"
    done
    awk -v tabfile="$tab" '
        BEGIN {
            while ((getline line < tabfile) > 0) {
                split(line, w, " ")
                if (w[1] == "may") may[w[2] " " w[3]] = 1
            }
            bad = 0
        }
        $1 == "def" { at[$2] = $3; next }
        { use[NR] = $0 }
        END {
            for (k in use) {
                split(use[k], w, " ")
                s = w[2]; l = w[3]; o = w[4]
                if (!(s in at)) continue   # the C library
                if ((l " " at[s]) in may) continue
                print o ": uses " s " of " at[s] ", which " l " may not use"
                bad = 1
            }
            exit bad
        }
    ' "$tab.def" || status=1
fi
[ $status -eq 0 ] && echo "layers: every include and call goes down the layers of $layers"
exit $status
