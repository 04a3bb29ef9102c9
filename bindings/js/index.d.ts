// SPDX-License-Identifier: MIT
// TypeScript declarations of the gorules package (index.js).
import { Status, CONSTANTS } from "./enums.js";

/** A point: GTP "D4", SGF "dd", [x, y] with [0, 0] top-left, the index
 * y * width + x, or "pass" / null. */
export type Vertex = string | [number, number] | number | null;
/** A point handed back: [x, y], null for a pass. */
export type Point = [number, number];
export type ColorArg = 0 | 1 | 2 | "B" | "W" | "b" | "w" | "black" | "white" | "empty" | ".";
/** A status name ("EOCCUPIED"): a key of Status. */
export type StatusName = keyof typeof Status;

/** The WebAssembly module: every public C function as `_gor_...`. */
export const core: any;
export function version(): string;
export const MAX_SIZE: (typeof CONSTANTS)["MAX_SIZE"];
export const PRESETS: readonly string[];

// The enum and status tables: generated from the C headers (enums.d.ts).
export {
  Status, Color, KoRule, SuicideRule, CycleRule, TieRule, Scoring, Tax, HandicapComp, End,
  MoveKind, MoveFlag, PlayFlag, Life, Outcome, DeadFrom, SekiFrom, Territory, MapFlag,
  AreaFlag, JudgeFlag, ChineseFlag, Severity, ClockSystem, ClockEventKind,
} from "./enums.js";

export function statusMessage(code: number | StatusName): string;
export function colorLetter(c: ColorArg): "B" | "W" | ".";
export function parseVertex(text: Vertex, size?: number | [number, number]): Point | null;
export function vertexName(point: Vertex, size?: number | [number, number], options?: { sgf?: boolean }): string;
export function starPoints(size?: number | [number, number]): Point[];

/** The base of the library's errors (the same four names as in Python
 * and Lua: GorulesError, IllegalMoveError, ArgumentError, SgfError). */
export class GorulesError extends Error {
  /** The C status code (negative). */
  status: number;
  /** Its name without prefix: "EOCCUPIED". */
  status_name: StatusName;
  readonly statusName: StatusName;
  /** The status code (its name before .status). */
  readonly code: number;
}
/** A move the rules refuse. */
export class IllegalMoveError extends GorulesError {
  readonly reason: StatusName;
  move?: Vertex;
  index?: number;
  game?: Game;
  replay?: Replay;
}
export class OffBoard extends IllegalMoveError {}
/** A bad argument: size, colour, range, text that is not a vertex or a
 * ruleset. */
export class ArgumentError extends GorulesError {}
export class ParseError extends ArgumentError {}
/** SGF text that cannot be read or replayed; .line and .column say where
 * when known (0 otherwise). */
export class SgfError extends GorulesError {
  line: number;
  column: number;
}
/** The names before IllegalMoveError and ArgumentError. */
export const IllegalMove: typeof IllegalMoveError;
export type IllegalMove = IllegalMoveError;
export const InvalidArgument: typeof ArgumentError;
export type InvalidArgument = ArgumentError;
export class NoMove extends GorulesError {}
export class OutOfMemory extends GorulesError {}

export class Rules {
  constructor(text?: string);
  free(): void;
  copy(): Rules;
  toString(): string;
  equals(other: Rules | string): boolean;
  ko: number;
  suicide: number;
  cycle: number;
  scoring: number;
  komi: number;
  tax: number;
  handicapComp: number;
  firstPlayer: number;
  passStones: boolean;
  whitePassesLast: boolean;
  freeHandicap: boolean;
  /** A TieRule: who wins an even count. */
  tie: number;
  /** Stone plays at the start during which passing is refused (EPASS), 0..16. */
  freeOpening: number;
}

export interface Move {
  kind: number;
  color: number;
  point: Point | null;
  removed: number;
  flags: number;
  repeats: number | null;
  vertex: string | null;
}
export interface Group { color: number; stones: Point[]; liberties: Point[] }
export interface SideScore {
  stones: number; territory: number; sekiEyes: number; captures: number; dead: number;
  passStones: number; groups: number; dameShare: number; tax: number; komi: number;
  handicapBonus: number; penalty: number; total: number;
}
export interface ScoreOptions {
  dead?: number;
  seki?: number;
  estimate?: boolean;
  territory?: number;
  penalties?: [number, number];
  chinese?: number;
}

export class Result {
  outcome: number;
  winner: number | null;
  end: number;
  counted: boolean;
  scoring: number;
  margin: number;
  marginStones: number;
  sgf: string;
  chinese: string;
  chineseForm(flags?: number): string;
  toString(): string;
}

export class Score {
  width: number;
  height: number;
  /** Per point: owner colour in the low two bits, MapFlag bits above. */
  map: Uint8Array;
  outcome: Result;
  result: string;
  chinese: string;
  scoring: number;
  tax: number;
  black: SideScore;
  white: SideScore;
  dame: number;
  points: number;
  margin: number;
  marginStones: number;
  base: number;
  blackCount: number;
  blackNeeds: number;
  handicap: number;
  passStonesRule: number;
  winner: number | null;
  /** The game had ended by passes or agreement; false: an unfinished
   * position, counted as it stands (the stones in play judged). */
  finished: boolean;
  ownership(): number[][];
  raw(): Record<string, any>;
}

export class Game {
  constructor(size?: number | [number, number], options?: { rules?: string | Rules; komi?: number });
  static unpack(bytes: Uint8Array, options?: { enforceTurn?: boolean }): Game;
  free(): void;
  readonly width: number;
  readonly height: number;
  readonly size: [number, number];
  point(vertex: Vertex): Point | null;
  vertex(vertex: Vertex, options?: { sgf?: boolean }): string;
  rules: Rules;
  setRules(rules: string | Rules): void;
  komi: number;
  enforceTurn: boolean;
  at(vertex: Vertex): number;
  board(): Uint8Array;
  readonly toMove: number;
  readonly captures: { black: number; white: number };
  stoneCount(color: ColorArg): number;
  readonly koPoint: Point | null;
  readonly hash: bigint;
  readonly situationHash: bigint;
  readonly lastRemoved: Point[];
  readonly lastError: string;
  legalReason(vertex: Vertex, color?: ColorArg | null): StatusName;
  isLegal(vertex: Vertex, color?: ColorArg | null): boolean;
  legalMoves(color?: ColorArg | null): Point[];
  play(vertex?: Vertex, color?: ColorArg | null, options?: { flags?: number }): void;
  /** Play if legal: "OK" when played, else the refusal (game unchanged). */
  tryPlay(vertex?: Vertex, color?: ColorArg | null, options?: { flags?: number }): StatusName;
  pass(color?: ColorArg | null): void;
  playMany(moves: Iterable<Vertex | [ColorArg, Vertex]>, options?: { flags?: number }): number;
  playRandom(state?: bigint | number): [Point | null, bigint];
  areaDifference(): number;
  memory(): number;
  resign(color?: ColorArg): void;
  setup(stones: { black?: Vertex[]; white?: Vertex[]; empty?: Vertex[] }): void;
  setToMove(color: ColorArg): void;
  resume(): void;
  end(reason: number | string, winner?: ColorArg | null): void;
  readonly isOver: boolean;
  readonly endReason: number;
  readonly winner: number | null;
  readonly consecutivePasses: number;
  passCount(color: ColorArg): number;
  handicap: number;
  undo(): void;
  redo(): void;
  /** The position after history entry n: 0 (the start) to length + redoLength. */
  goto(n: number): void;
  clear(): void;
  readonly length: number;
  readonly redoLength: number;
  readonly moveNumber: number;
  /** History entry i, counted from 1 (negative: back from the current
   * position); NoMove names the valid range. */
  move(i: number): Move;
  /** history[i - 1] is move(i). */
  readonly history: Move[];
  group(vertex: Vertex): Group | null;
  liberties(vertex: Vertex): number;
  mark(vertex: Vertex | Vertex[], life?: number | "alive" | "dead" | "seki"): void;
  life(vertex: Vertex): number;
  marked(life?: number): Point[];
  clearMarks(): void;
  score(options?: ScoreOptions): Score;
  result(options?: ScoreOptions): Result;
  areaMap(flags?: number): Uint8Array;
  judge(options?: { estimate?: boolean }): Uint8Array;
  markJudged(judgement: Uint8Array, which?: number): number;
  placeHandicap(stones: number, options?: { noKomi?: boolean }): void;
  placeFreeHandicap(points: Vertex[], options?: { noKomi?: boolean }): void;
  copy(): Game;
  pack(): Uint8Array;
  /** clock: its time control (TM, OT) and per-move times (BL/WL, OB/OW)
   * are written too. */
  toSgf(info?: Sgf | null, index?: number, clock?: Clock | null): string;
  toString(): string;
}

export interface Issue {
  severity: number;
  status: StatusName;
  moveNumber: number;
  color: number;
  point: Point | null;
  vertex: string | null;
  line: number;
  column: number;
  message: string;
}

export class Sgf {
  constructor(data: string | Uint8Array, options?: { strict?: boolean; encoding?: string });
  free(): void;
  /** Game `index`'s clock: TM/OT as its time control, BL/WL/OB/OW as its
   * record and each player's time. Not started. */
  clock(index?: number): Clock;
  readonly length: number;
  readonly encoding: string;
  readonly notes: { status: number; line: number; column: number; message: string }[];
  root(index?: number): Record<string, string>;
  replay(index?: number, options?: { tolerant?: boolean; rules?: string | Rules | null;
    stopBefore?: number; rawKomi?: boolean }): Replay;
  toString(): string;
}

export class Replay {
  game: Game;
  issues: Issue[];
  errors: Issue[];
  status: StatusName;
  moves: number;
  moveNumber: number;
  territory(color: ColorArg): Point[];
}

export function readSgf(data: string | Uint8Array, options?: { strict?: boolean; encoding?: string }): Sgf;
export function replaySgf(data: string | Uint8Array, index?: number,
  options?: { tolerant?: boolean; rules?: string | Rules | null; stopBefore?: number; rawKomi?: boolean }): Replay;
export function loadSgf(data: string | Uint8Array,
  options?: { index?: number; tolerant?: boolean; rules?: string | Rules | null }): Game;
/** Node only: readSgf / loadSgf of the file at path (SgfError when it
 * cannot be read). */
export function readSgfFile(path: string, options?: { strict?: boolean; encoding?: string }): Sgf;
export function loadSgfFile(path: string,
  options?: { index?: number; tolerant?: boolean; rules?: string | Rules | null }): Game;
export function parseResult(text: string): Result;
export function fixedHandicap(size: number | [number, number], stones: number): Point[];
export function maxFixedHandicap(size: number | [number, number]): number;
export function handicapBonus(rules: string | Rules, handicap: number): number;
export function drawPossible(rules: string | Rules, handicap?: number): boolean;
export function nigiri(hidden: number, shown: number, first?: ColorArg): number;
export interface Prediction { whitePlayer: number; threshold: number; favoured: number }
export function settlePrediction(first: number, second: number): Prediction;
export function judgePrediction(prediction: Prediction, whiteLead: number,
  options?: { needWinner?: boolean }): Result;

// ---- clocks (gorules_clock.h; docs/clock.md) ----

export type ClockSystemName = "none" | "absolute" | "byoyomi" | "japanese" | "canadian" |
  "moves" | "fischer" | "bronstein";
/** Milliseconds on the caller's scale: a whole Number or a BigInt. */
export type Ms = number | bigint;

export interface ClockOptions {
  mainMs?: Ms; periodMs?: Ms; periods?: number; periodMoves?: number;
  incrementMs?: Ms; lateLimitMs?: Ms;
  /** byo-yomi systems: the last period running out is a pass, not a loss. */
  timeoutPass?: boolean;
  /** no call-outs (CALL and COUNT events). */
  quiet?: boolean;
}
/** One player's time. */
export interface ClockState {
  mainMs: number; periodMs: number; periods: number; moves: number;
  overtime: boolean; flagged: boolean; running: boolean; presses: number;
}
/** Something the clock reports. */
export class ClockEvent {
  kind: number;
  color: number;
  atMs: number;
  value: number;
  periodS: number;
  /** "30秒" (zh, the default) or "30 seconds" (en). */
  text(lang?: "zh" | "en"): string;
  toString(): string;
}
/** A game clock; pure and deterministic: every call takes the caller's
 * timestamp in milliseconds. */
export class Clock {
  constructor(system?: ClockSystemName | number, options?: ClockOptions);
  free(): void;
  readonly options: { system: number; flags: number; mainMs: number; periodMs: number;
    periods: number; periodMoves: number; incrementMs: number; lateLimitMs: number };
  copy(): Clock;
  start(color: ColorArg, nowMs: Ms): void;
  /** false: in time; true: the time had run out before the move. */
  press(color: ColorArg, nowMs: Ms): boolean;
  /** How many events it added. */
  advance(nowMs: Ms): number;
  pause(nowMs: Ms): void;
  resume(nowMs: Ms): void;
  /** true when the late arrival loses the game. */
  late(color: ColorArg, lateMs: Ms): boolean;
  set(color: ColorArg, time: { mainMs?: Ms; periodMs?: Ms; periods?: number; moves?: number }): void;
  state(color: ColorArg): ClockState;
  readonly running: number;
  readonly loser: number;
  readonly now: number;
  readonly pending: number;
  readonly lastError: string;
  poll(): ClockEvent | null;
  events(): ClockEvent[];
  /** End the game as the clock decided; false when nobody lost on it. */
  endGame(game: Game): boolean;
  record(): Array<[number, ClockState]>;
}

// ---------------------------------------------------------------------------
// The modules beyond Game (tree.js, referee.js, analysis.js, state.js) and
// what they add to Game, Sgf and Rules (declaration merging).

/** The package itself, once loaded (already: both entries load the
 * WebAssembly before they return). */
export function load(): Promise<typeof import("./index.js")>;
/** The library's version as a number (10200 for 1.2.0). */
export function versionNumber(): number;
/** "B", "W" or "." (the library's gor_color_name). */
export function colorName(c: ColorArg): "B" | "W" | ".";
/** true, or throws why the free handicap points are not valid. */
export function checkFreeHandicap(size: number | [number, number], points: Vertex[]): true;

export namespace Rules {
  /** The ruleset an SGF RU value names ("Japanese", "AGA", "NZ", ...). */
  function fromSgf(ru: string): Rules;
}

/** Rows of 1 (black), -1 (white), 0 (empty), top to bottom. */
export type SignMap = Array<Array<-1 | 0 | 1>>;
export type MarkName = "circle" | "square" | "triangle" | "cross";
export { SvgMark } from "./enums.js";
export const OWNERSHIP_PLAYOUTS: (typeof CONSTANTS)["OWNERSHIP_PLAYOUTS"];
export const OWNERSHIP_FULL: (typeof CONSTANTS)["OWNERSHIP_FULL"];
/** Points keyed by vertex: an object { D4: ... }, a Map or [vertex, value] pairs. */
export type ByVertex<T> = Record<string, T> | Map<Vertex, T> | Array<[Vertex, T]>;
export interface SvgOptions {
  coordinates?: boolean; lastMove?: boolean; dead?: boolean; background?: boolean;
  /** Pixels between two lines, 8 to 200 (24). */
  cell?: number;
  ownership?: Score | OwnershipEstimate | ArrayLike<number> | number[][] | null;
  markup?: ByVertex<MarkName | number> | null;
  labels?: ByVertex<string> | null;
}

/** An ownership and score estimate (random playouts), not a count. */
export class OwnershipEstimate {
  readonly width: number;
  readonly height: number;
  /** -100 (White's) .. 100 (Black's), row by row from the top. */
  readonly values: Int8Array;
  playouts: number; certain: number; blackOwned: number; whiteOwned: number;
  blackArea: number; whiteArea: number; komi: number; margin: number;
  ownedMargin: number; blackWins: number;
  rows(): number[][];
  at(vertex: Vertex): number;
  /** Colour values: Black where the value is >= 50, White <= -50. */
  owners(): Uint8Array;
  toString(): string;
}
export function ownershipEstimate(game: Game, options?: { playouts?: number; seed?: bigint | number }): OwnershipEstimate;

/** Light playouts (uniformly random moves that do not fill own eyes). */
export class Playout {
  constructor(game: Game);
  free(): void;
  reset(game: Game): void;
  restart(): void;
  readonly width: number;
  readonly height: number;
  playRandom(state: bigint | number): [Point | null, bigint];
  run(state: bigint | number, maxMoves?: number): bigint;
  play(vertex: Vertex): void;
  readonly over: boolean;
  readonly toMove: number;
  readonly moveCount: number;
  readonly koPoint: Point | null;
  at(vertex: Vertex): number;
  board(): Uint8Array;
  areaDifference(): number;
  ownership(): Uint8Array;
}

/** An immutable picture of a game (frozen, the rows too). */
export class Snapshot {
  readonly width: number;
  readonly height: number;
  readonly signMap: ReadonlyArray<ReadonlyArray<-1 | 0 | 1>>;
  readonly toMove: number;
  readonly moveNumber: number;
  readonly captures: Readonly<{ black: number; white: number }>;
  readonly koPoint: Readonly<Point> | null;
  readonly lastMove: Readonly<Point> | null;
  readonly hash: bigint;
  readonly over: boolean;
  at(vertex: Vertex): -1 | 0 | 1;
  diff(other: Snapshot): Change[];
}
/** A point whose stone differs between two snapshots (signs). */
export interface Change { point: Point; vertex: string; before: -1 | 0 | 1; after: -1 | 0 | 1 }
export function diff(a: Snapshot, b: Snapshot): Change[];
export function fromSignMap(signMap: ReadonlyArray<ReadonlyArray<number>>,
  options?: { rules?: string | Rules; komi?: number; toMove?: ColorArg | null }): Game;

export interface Game {
  /** true once free() was called (every other member then throws ArgumentError). */
  readonly freed?: true;
  svg(options?: SvgOptions): string;
  ownershipEstimate(options?: { playouts?: number; seed?: bigint | number }): OwnershipEstimate;
  signMap(): SignMap;
  snapshot(previous?: Snapshot | null): Snapshot;
  gotoMove(n: number): void;
  setupPosition(stones: { black?: Vertex[]; white?: Vertex[]; empty?: Vertex[]; toMove?: ColorArg | null }): void;
}

/** FF[4] value types of the Go properties. */
export const PROPERTY_TYPES: Readonly<Record<string, "move" | "points" | "number" | "real" |
  "double" | "color" | "text" | "simpletext" | "none" | "size" | "label" | "arrows" |
  "composed" | "figure">>;
/** One node of an SGF tree. */
export class SgfNode {
  readonly sgf: Sgf;
  equals(other: unknown): boolean;
  readonly parent: SgfNode | null;
  readonly isRoot: boolean;
  readonly root: SgfNode;
  readonly depth: number;
  readonly childCount: number;
  child(i?: number): SgfNode | null;
  readonly children: SgfNode[];
  [Symbol.iterator](): Iterator<SgfNode>;
  readonly nextSibling: SgfNode | null;
  readonly siblings: SgfNode[];
  mainLine(): SgfNode[];
  path(): SgfNode[];
  readonly line: number;
  readonly column: number;
  newChild(move?: [ColorArg, Vertex] | null): SgfNode;
  properties(): string[];
  has(id: string): boolean;
  getRawList(id: string): string[];
  getRaw(id: string): string | undefined;
  rawProperties(): Record<string, string[]>;
  propertyPosition(id: string): { line: number; column: number } | null;
  readonly size: [number, number];
  /** The value typed per FF[4] (see the package README). */
  get(id: string): any;
  get<T>(id: string, dflt: T): any;
  setRaw(id: string, raw: string | string[]): void;
  set(id: string, value: unknown): void;
  delete(id: string): void;
  comment: string;
  addCommentText(text: string): void;
  readonly move: { color: number; point: Point | null } | null;
  setMove(color: ColorArg, vertex: Vertex): void;
  readonly setupStones: { black: Point[]; white: Point[]; empty: Point[] };
  hasSetupStones(): boolean;
  setSetupStones(stones: { black?: Vertex[]; white?: Vertex[]; empty?: Vertex[] }): void;
  gameKomi(): { komi: number; fixes: number };
  replay(options?: { tolerant?: boolean; rules?: string | Rules | null; rawKomi?: boolean }): Replay;
  game(options?: { tolerant?: boolean; rules?: string | Rules | null }): Game;
  toString(): string;
}
export function newSgf(size?: number | [number, number]): Sgf;
export interface Sgf {
  get(index?: number): SgfNode;
  games(): SgfNode[];
  mainLine(index?: number): SgfNode[];
  extendMainLine(index?: number): SgfNode;
  newGame(size?: number | [number, number]): SgfNode;
  [Symbol.iterator](): Iterator<SgfNode>;
}

export { RefereeCode, Phase, DecisionKind } from "./enums.js";
export type RefereeCodeName = "chinese" | "club" | "reformed";
export type RulingName = "moved-back" | "moved-valid" | "draw" | "replay" | "loss";
/** One decision of the referee. */
export interface Decision {
  kind: number; color: number | null; point: Point | null; movedFrom: Point | null;
  status: StatusName; warnings: number; player: number | null; value: number;
  atMs: number; step: number; text: string;
}
/** The referee of a competition game (docs/referee.md). */
export class Referee {
  constructor(size?: number | [number, number], options?: { rules?: string | Rules | null; code?: RefereeCodeName | number });
  static fromSgf(text: string | Sgf, index?: number): Referee;
  free(): void;
  /** Played (DecisionKind.NONE) or the ruling's kind. */
  play(color: ColorArg, vertex: Vertex): number;
  warn(color: ColorArg): void;
  takeBack(color: ColorArg): void;
  ruling(kind: RulingName | number, options?: { offender?: ColorArg | null; movedFrom?: Vertex; movedTo?: Vertex }): void;
  timeOut(color: ColorArg, asPass?: boolean): void;
  proposeEnd(color: ColorArg): void;
  agreeEnd(color: ColorArg): void;
  dispute(claimsDead: ColorArg): void;
  startCount(): void;
  resign(color: ColorArg): void;
  nigiri(hidden: number, shown: number): boolean;
  predict(player: 0 | 1, whiteLead: number): void;
  setTime(nowMs: Ms): boolean;
  setPredictionLimit(limitMs: Ms): void;
  undo(): void;
  redo(): void;
  /** A copy of the referee's game. */
  readonly game: Game;
  readonly phase: number;
  readonly code: number;
  readonly steps: number;
  readonly time: number;
  readonly toMove: number;
  readonly openingPlayer: 0 | 1 | null;
  playerColor(player: 0 | 1): number | null;
  warnings(color: ColorArg): number;
  prediction(): { whitePlayer: number; threshold: number; favoured: number } | null;
  decisions(): Decision[];
  result(): Result;
  score(): Score;
  toSgf(): string;
  readonly lastError: string;
  toString(): string;
}
