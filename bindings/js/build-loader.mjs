// SPDX-License-Identifier: MIT
// Run after emscripten links the module: makes the loader small and gives
// it a CommonJS twin.
//
//   node build-loader.mjs LOADER.mjs
//
// 1. emscripten 3.1 writes one lazy wrapper a C export, about 130 bytes
//    each (`var _gor_x=Module["_gor_x"]=function(){return(_gor_x=...=
//    Module["asm"]["Fc"]).apply(null,arguments)};`): with every public C
//    function exported they are 45 KB of a 54 KB loader. The gor* ones are
//    rewritten as one table ("gor_x Fc ...") that installs the same lazy
//    wrappers in a loop. The runtime never calls them by their variable
//    names, only the package does (as Module._gor_x).
// 2. LOADER.cjs: the same loader as a CommonJS module (import.meta.url and
//    `export default` replaced), for the package's require() entry.
// A loader whose text does not match (another emscripten) is left whole:
// the package works either way, only the size differs.
import fs from "node:fs";

const file = process.argv[2];
let text = fs.readFileSync(file, "utf8");

const wrapper = /var (_gor[a-z0-9_]*)=Module\["\1"\]=function\(\)\{return\(\1=Module\["\1"\]=Module\["asm"\]\["([A-Za-z0-9_$]+)"\]\)\.apply\(null,arguments\)\};?\n?/g;
const table = [];
text = text.replace(wrapper, (_, name, min) => {
  table.push(`${name.slice(1)} ${min}`);
  return "";
});
if (table.length) {
  const loop = `(function(t){for(var i=0;i<t.length;i+=2)(function(n,m){Module[n]=function(){` +
    `return(Module[n]=Module["asm"][m]).apply(null,arguments)}})("_"+t[i],t[i+1])})` +
    `(${JSON.stringify(table.join(" "))}.split(" "));\n`;
  // Where the first wrapper stood: before the runtime's own exports.
  const at = text.indexOf("var ___wasm_call_ctors=");
  const pos = at >= 0 ? at : text.indexOf("var _malloc=");
  if (pos < 0) throw new Error("build-loader: no place for the export table");
  text = text.slice(0, pos) + loop + text.slice(pos);
}
fs.writeFileSync(file, text);

const cjs = text
  .replace(/import\.meta\.url/g, '(typeof __filename=="string"?"file://"+__filename:"file:///")')
  .replace(/export default (\w+);\s*$/, "module.exports = $1;\n");
if (/import\.meta|^export /m.test(cjs)) throw new Error("build-loader: ES module syntax left");
fs.writeFileSync(file.replace(/\.mjs$/, ".cjs"), cjs);
console.log(`build-loader: ${table.length} export wrappers as a table; ` +
  `${text.length} bytes; ${file.replace(/\.mjs$/, ".cjs")} written`);
