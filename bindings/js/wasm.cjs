// SPDX-License-Identifier: MIT
// The WebAssembly module for the CommonJS entry (index.cjs), instantiated
// synchronously so that require("gorules") gives the whole package at once
// (Node compiles a module of any size synchronously; browsers do not, so
// a page or a bundle for the web uses the ES module entry, index.js).
"use strict";
const fs = require("fs");
const path = require("path");
const createGorulesModule = require("./gorules_wasm.cjs");

const bytes = fs.readFileSync(path.join(__dirname, "gorules_wasm.wasm"));
// The loader fills in the object it is given: with the instance handed
// over at once, the runtime is up when createGorulesModule() returns.
const core = {
  instantiateWasm(imports, receive) {
    const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), imports);
    receive(instance);
    return instance.exports;
  },
};
createGorulesModule(core);
if (!core.calledRun) throw new Error("gorules: the WebAssembly runtime did not start");
module.exports = { core, nodeFs: fs };
