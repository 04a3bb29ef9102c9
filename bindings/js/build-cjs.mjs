// SPDX-License-Identifier: MIT
// The package's CommonJS files from its ES modules, at build time:
//
//   node build-cjs.mjs OUT_DIR FILE.js...      (writes OUT_DIR/FILE.cjs)
//
// The modules are written in a plain subset of ES module syntax that maps
// line for line onto CommonJS: `import { a, b } from "./x.js";`,
// `import X from "./x.mjs";`, `import * as self from "./self.js";`, and `export` before a class, function,
// const or let declaration (a destructuring `export const { a, b } = ...`
// included) or `export { a, b };`. Anything else (top-level await,
// import.meta, `export default`, `export *`) is refused, so a module that
// would not convert fails the build instead of shipping a broken entry.
import fs from "node:fs";
import path from "node:path";

function convert(text, file) {
  const names = [];
  const lines = text.split("\n").map((line, k) => {
    const where = `${file}:${k + 1}`;
    let m;
    if ((m = /^import \{([^}]*)\} from "\.\/([\w-]+)\.m?js";$/.exec(line))) {
      return `const {${m[1]}} = require("./${m[2]}.cjs");`;
    }
    if ((m = /^import \* as (\w+) from "\.\/([\w-]+)\.js";$/.exec(line))) {
      // The module's own namespace (load() hands it out): its exports object.
      return m[2] === path.basename(file, ".js")
        ? `const ${m[1]} = module.exports;` : `const ${m[1]} = require("./${m[2]}.cjs");`;
    }
    if ((m = /^import (\w+) from "\.\/([\w-]+)\.m?js";$/.exec(line))) {
      return `const ${m[1]} = require("./${m[2]}.cjs");`;
    }
    if (/^import\b/.test(line)) throw new Error(`${where}: import not convertible`);
    if ((m = /^export (?:async function\*?|function\*?|class|const|let) (\w+)/.exec(line))) {
      names.push(m[1]);
      return line.slice("export ".length);
    }
    if ((m = /^export const \{([^}]*)\} =/.exec(line))) {
      names.push(...m[1].split(",").map((s) => s.trim()).filter(Boolean));
      return line.slice("export ".length);
    }
    if ((m = /^export \{([^}]*)\};$/.exec(line))) {
      for (const part of m[1].split(",").map((s) => s.trim()).filter(Boolean)) {
        const [local, as] = part.split(/\s+as\s+/);
        names.push(as ? `${as}: ${local}` : local);
      }
      return "";
    }
    if (/^export\b/.test(line) || /\bimport\.meta\b/.test(line) ||
        /^(?:const|let|var)\b[^=]*=\s*await\b|^await\b/.test(line)) {
      throw new Error(`${where}: not convertible to CommonJS: ${line.trim()}`);
    }
    return line;
  });
  return `"use strict";\n${lines.join("\n")}\nObject.assign(module.exports, { ${names.join(", ")} });\n`;
}

const [outDir, ...files] = process.argv.slice(2);
for (const file of files) {
  const out = path.join(outDir, path.basename(file).replace(/\.js$/, ".cjs"));
  fs.writeFileSync(out, convert(fs.readFileSync(file, "utf8"), path.basename(file)));
}
