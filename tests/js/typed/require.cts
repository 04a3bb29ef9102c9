// SPDX-License-Identifier: MIT
// The same declarations from a CommonJS TypeScript file (index.d.cts).
import gr = require("gorules");

const game: gr.Game = new gr.Game(9);
game.play("E5");
const kind: number = new gr.Referee(9).play("black", "E5");
console.log(kind, game.signMap()[4][4]);
game.free();
