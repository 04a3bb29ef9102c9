// SPDX-License-Identifier: MIT
// The WebAssembly module for the ES module entry (index.js), loaded at
// import time (top-level await): under Node from the file next to this
// one, in a browser with fetch() from the same place. wasm.cjs is the
// CommonJS entry's twin (synchronous, Node only).
import createGorulesModule from "./gorules_wasm.mjs";

const WASM_URL = new URL("./gorules_wasm.wasm", import.meta.url);

async function wasmBytes() {
  if (WASM_URL.protocol === "file:" && typeof process === "object" &&
      process.versions && process.versions.node) {
    const fs = await import("node:fs/promises");
    return fs.readFile(WASM_URL);
  }
  const response = await fetch(WASM_URL);
  if (!response.ok) {
    throw new Error(`gorules: cannot load ${WASM_URL}: ${response.status}`);
  }
  return new Uint8Array(await response.arrayBuffer());
}

/** The WebAssembly module: every public C function as `core._gor_...`. */
export const core = await createGorulesModule({ wasmBinary: await wasmBytes() });
