// SPDX-License-Identifier: MIT
// The WebAssembly module for the ES module entry (index.js), loaded at
// import time (top-level await): under Node from the file next to this
// one, in a browser with fetch() from the same place. wasm.cjs is the
// CommonJS entry's twin (synchronous, Node only).
import createGorulesModule from "./gorules_wasm.mjs";

const WASM_URL = new URL("./gorules_wasm.wasm", import.meta.url);

/** Node's fs module under Node (any version the package supports), null
 * elsewhere: it reads the module here and SGF files in index.js. */
export const nodeFs = typeof process === "object" && process.versions &&
  process.versions.node ? await import("node:fs") : null;

async function wasmBytes() {
  if (WASM_URL.protocol === "file:" && nodeFs) {
    return nodeFs.promises.readFile(WASM_URL);
  }
  const response = await fetch(WASM_URL);
  if (!response.ok) {
    throw new Error(`gorules: cannot load ${WASM_URL}: ${response.status}`);
  }
  return new Uint8Array(await response.arrayBuffer());
}

/** The WebAssembly module: every public C function as `core._gor_...`. */
export const core = await createGorulesModule({ wasmBinary: await wasmBytes() });
