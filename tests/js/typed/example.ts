// SPDX-License-Identifier: MIT
// A small typed program over the package's declarations (index.d.ts),
// checked by `tsc --noEmit` (tests/ci/web.sh): it must compile as written,
// and the lines marked @ts-expect-error must not.
import {
  Game, Referee, DecisionKind, readSgf, newSgf, fromSignMap, diff, Playout,
  IllegalMoveError, ArgumentError, type SignMap, type Snapshot, type Change,
} from "gorules";

const game: Game = new Game(9, { rules: "japanese", komi: 6.5 });
game.play("E5");
game.play([2, 2]);
const map: SignMap = game.signMap();
const before: Snapshot = game.snapshot();
game.play("D4");
const changes: Change[] = diff(before, game.snapshot(before));
const svg: string = game.svg({ markup: { E5: "triangle" }, labels: [["D4", "A"]], ownership: game.score() });
const estimate = game.ownershipEstimate({ playouts: 16, seed: 1n });
const owned: number = estimate.ownedMargin;
const copy: Game = fromSignMap(map, { toMove: "white" });

const sgf = readSgf("(;SZ[9];B[ee];W[cc])");
for (const node of sgf.get(0).mainLine()) {
  const move = node.move;
  if (move && move.point) console.log(move.color, move.point[0], node.comment);
}
const child = newSgf(9).get(0).newChild(["black", "E5"]);
child.comment = "the centre";

const ref = new Referee(9, { code: "club" });
const kind: number = ref.play("black", "E5");
if (kind === DecisionKind.NONE) console.log(ref.decisions().map((d) => d.text));

const playout = new Playout(game);
const next: bigint = playout.run(42n);

try { game.play("E5"); } catch (e) {
  if (e instanceof IllegalMoveError) console.log(e.status_name, e.reason);
  else if (e instanceof ArgumentError) console.log(e.message);
}
// @ts-expect-error: a size is a number or a [w, h] pair
new Game("nine");
// @ts-expect-error: svg() takes an options object
game.svg(true);

console.log(changes.length, svg.length, owned, next, copy.toMove);
game.free(); copy.free(); sgf.free(); ref.free(); playout.free();
