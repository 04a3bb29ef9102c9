#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# CI: the reference documentation. Runs doxygen over the public headers
# (docs/Doxyfile, WARN_IF_UNDOCUMENTED and WARN_AS_ERROR on) and fails on
# any warning; then counts the documented entities from doxygen's XML and
# fails if any public function, struct, field, enum, enum value, macro or
# typedef has no documentation (doxygen itself does not warn about
# undocumented enum values).
#   tests/ci/docs.sh [OUTPUT_DIR]   (default: build-docs-ci)
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-build-docs-ci}
rm -rf "$out"
mkdir -p "$out"

echo "== doxygen $(doxygen --version): every warning counted"
{ cat docs/Doxyfile
  echo "OUTPUT_DIRECTORY = $out"
  echo "GENERATE_XML = YES"
  echo "WARN_AS_ERROR = NO"
  echo "WARN_LOGFILE = $out/warnings.log"; } | doxygen -
warnings=$(grep -c "warning:" "$out/warnings.log" || true)
echo "doxygen warnings: $warnings"
if [ "$warnings" -ne 0 ]; then
    cat "$out/warnings.log"
    exit 1
fi

echo "== doxygen with docs/Doxyfile as it stands (WARN_AS_ERROR = YES)"
{ cat docs/Doxyfile; echo "OUTPUT_DIRECTORY = $out/strict"; } | doxygen -

echo "== documented entities (doxygen XML)"
python3 tests/ci/docs_count.py "$out/xml"
