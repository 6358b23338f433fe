/**
 * The movement search of every movement menu: each (square, facing) a warrior can end a leg on
 * with the points he has, priced by the cheapest path. The same answers, costs, tie-breaks and
 * paths as `searchMoves` of `movement.ts` (a test compares the two on many positions), made
 * cheaper per call:
 * - the board's step table is built once per layout and door state and shared by every copy;
 * - what a square means to the mover (blocked, a friend passed through, an enemy touched, a
 *   flank that costs a point more) is worked out once per search, not once per step;
 * - Dial's buckets are linked lists in typed arrays (no arrays made per search), and nodes are
 *   decoded with bit operations.
 * - the single-square loop runs as WebAssembly (`wasm/search-single.ts`, through
 *   `search-single-engine.ts`), on these same scratch arrays laid out in its memory; where
 *   WebAssembly cannot run, `searchSingle` below, the same loop in TypeScript, runs instead.
 * What a step or a turn costs is asked of `step-cost.ts`, as in the two reference searches.
 */
import {
  FACINGS,
  compileGrid,
  type CompiledGrid,
  type Facing,
  type PathMove,
  type Reached,
} from '@skirmish/geometry/grid';
import type { HybridChoice } from './choices.ts';
import type { Activation, HybridState, PathStep, Warrior } from './state.ts';
import {
  MOVER_BACK_DIAGONAL_1,
  MOVER_LARGE_TITAN,
  MOVER_NOVICE,
  MOVER_PUNY,
  MOVER_QUARTER_TURNS,
  PAST_CORNER,
  PAST_MODEL,
  PAST_OPPONENT_AND_CORNER,
  TAGS,
  TAG_TURNED,
  TAG_TURNED_HERE,
  coverTag,
  startPitBits,
  stepCost,
  turnCost,
} from './step-cost.ts';
import type { Profile } from './content/schema.ts';
import type { Placement } from './world.ts';
import {
  apt,
  gridOf,
  openedGrid,
  smashableDoors,
  isPuny,
  isTitan,
  profileOf,
  squeezedGrid,
  squeezes,
  type Ctx,
} from './world.ts';
import {
  ENTRY_COST,
  LEAVE_PIT,
  BIT_N,
  BIT_E,
  BIT_S,
  BIT_W,
  STEP_REL,
  TURNS,
  MOVES,
  STEP_VEC,
  FACING_DX,
  FACING_DY,
  diagonalOf,
  stepTable,
} from './step-table.ts';
import { singleEngine, useWasmSearch, type SingleEngine, type Views } from './search-single-engine.ts';

/** What a search asks of a warrior's profile, read once per profile (profiles never change). */
interface BaseFacts {
  /** 0 a single square, 1 a 1x2 base, 2 a 2x2 base. */
  readonly base: number;
  readonly titan: boolean;
  readonly puny: boolean;
  readonly velocity: boolean;
  /** A 2x2 base that passes single doors (HY-DOOR-08): it moves on `squeezedGrid`. */
  readonly squeeze: boolean;
}
const factsByProfile = new WeakMap<Profile, BaseFacts>();
function factsOf(ctx: Ctx, w: Warrior): BaseFacts {
  const p = profileOf(ctx, w);
  let f = factsByProfile.get(p);
  if (f === undefined) {
    f = {
      base: p.base === '1x1' ? 0 : p.base === '1x2' ? 1 : 2,
      titan: isTitan(ctx, w),
      puny: isPuny(ctx, w),
      velocity: apt(ctx, w, 'Velocity') !== null,
      squeeze: squeezes(ctx, w),
    };
    factsByProfile.set(p, f);
  }
  return f;
}
const NO_DOORS: ReadonlySet<string> = new Set();

/**
 * Nodes are tag << placeBits | place, where place = (y * W + x) * 4 + facing and placeBits is the
 * fewest bits that hold every place of the board. Tag first keeps the nodes searches mostly meet
 * (tags 0 and 1: nothing done yet, or the free turn used) in one small stretch of memory, whatever
 * the number of tags: the search touches fewer cache lines. Prices pack points * TAGS + tag.
 */
const TAG_BITS = 8;
const TAG_MASK = TAGS - 1;
/** The place bits and mask of the board being searched (set at the start of each search). */
let placeBits = 0;
let placeMask = 0;

/** Bits of the diagonal steps of `STEP_REL` (1, 2, 6 and 7). */
const DIAGONAL_STEPS = (1 << 1) | (1 << 2) | (1 << 6) | (1 << 7);
/** The step of `STEP_REL` that undoes each one (forward and back, forward-left and back-right...). */
const REVERSE_STEP = STEP_REL.map(([dx, dy]) => STEP_REL.findIndex(([ex, ey]) => ex === -dx && ey === -dy));

/**
 * The prices of `step-cost.ts` for one kind of mover, read from tables in the search's inner loop
 * (a call there costs more than the lookup): `step[m * 8 + past]` is `stepCost` with nothing
 * entered or left (-1 when forbidden), `turn[k * TAGS + tag]` is `turnCost` of turn k of `TURNS`
 * with no tag bit of the footprint (points * TAGS + the tag bits the turn adds). Both functions
 * are additive in the points entered and left, and a turn only adds tag bits.
 */
interface Prices {
  readonly step: Int8Array;
  readonly turn: Int16Array;
  /** The least points step m can cost whatever it passes (`step` is only ever more with squares
   *  entered or left), 127 when it is always forbidden; and the least of the eight. */
  readonly stepLeast: Int8Array;
  readonly anyStepLeast: number;
  /** Bit m set at [room] when step m may cost no more than `room` points (`roomStepBits`). */
  rooms: Uint8Array;
}
const pricesByMover: Prices[] = [];
function pricesFor(mover: number): Prices {
  let p = pricesByMover[mover];
  if (!p) {
    const step = new Int8Array(64);
    for (let m = 0; m < 8; m++)
      for (let past = 0; past < 8; past++) step[m * 8 + past] = stepCost(m, past, mover, 0, 0);
    const turn = new Int16Array(3 * TAGS);
    for (let k = 0; k < 3; k++)
      for (let tag = 0; tag < TAGS; tag++) turn[k * TAGS + tag] = turnCost(TURNS[k] as number, tag, 0, mover, 0, 0);
    const stepLeast = new Int8Array(8).fill(127);
    for (let m = 0; m < 8; m++)
      for (let past = 0; past < 8; past++) {
        const c = step[m * 8 + past] as number;
        if (c >= 0 && c < (stepLeast[m] as number)) stepLeast[m] = c;
      }
    p = { step, turn, stepLeast, anyStepLeast: Math.min(...stepLeast), rooms: new Uint8Array(0) };
    pricesByMover[mover] = p;
  }
  return p;
}

/** Order of tags as the reference search's string keys compare them ("10" before "2"). */
const TAG_RANK = (() => {
  const sorted = Array.from({ length: TAGS }, (_, i) => i).sort((a, b) =>
    String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0,
  );
  const rank = new Uint8Array(TAGS);
  sorted.forEach((t, i) => (rank[t] = i));
  return rank;
})();

const FACING_NAMES: readonly Facing[] = FACINGS;

// ---------------------------------------------------------------------------------------------
// The board, compiled once per layout and door state.

interface Board {
  readonly grid: CompiledGrid;
  /** Per square and step slot ((vy + 1) * 3 + vx + 1): bit 1 a single square may step so, bit 2
   *  a diagonal step touches an edge at the corner it crosses. */
  readonly steps: Uint8Array;
  /**
   * The steps of a single square read straight from its place: at ((y * W + x) * 4 + facing) * 8
   * + m, for step m of `STEP_REL` relative to that facing, -1 when the step is not open, else the
   * square it reaches (y * W + x) times 2 plus bit 2 of `steps` (the corner it crosses). One read
   * in the inner loop of `searchSingle` instead of three.
   */
  readonly singleSteps: Int32Array;
  /** Per place ((y * W + x) * 4 + facing): bit m set when step m of `singleSteps` is open there. */
  readonly singleOpen: Uint8Array;
  /**
   * Per kind of big base (1: 1x2, 2: 2x2), made on the first search of such a base on this board:
   * at ((y * W + x) * 4 + facing) * 9 + step slot (facing 0 for a 2x2 base), 1 when the base at
   * (x, y) may shift by that step as the walls and corners allow, 0 when not, 2 when some square
   * of the base is off the board (worked out at the step).
   */
  readonly shifts: Array<Uint8Array | undefined>;
}

const boards = new WeakMap<object, Map<number | string, Board>>();

/**
 * The boards of every state whose board has the same layout (size, voids, walls and doors), by
 * a text of that layout: each game copies its board from the mission's, so games of a mission
 * share the boards compiled by the first. Worked out once per board object (`boards`), as the
 * compiled boards themselves always were. At most a few dozen layouts are kept.
 */
const layouts = new Map<string, Map<number | string, Board>>();
function boardsOfLayout(s: HybridState): Map<number | string, Board> {
  const b = s.board;
  let text = `${b.width}x${b.height}|${b.voids.join(';')}|${JSON.stringify(b.edges)}|`;
  for (const d of b.doors) text += `${d.edges.join(',')};`;
  let byDoors = layouts.get(text);
  if (!byDoors) {
    if (layouts.size >= 64) layouts.clear();
    byDoors = new Map();
    layouts.set(text, byDoors);
  }
  return byDoors;
}

/** The board's grid compiled with its doors open or closed as they stand (kept per door state). */
export function compiledGridOf(s: HybridState): CompiledGrid {
  return boardFor(s, NO_DOORS).grid;
}

function boardFor(s: HybridState, smash: ReadonlySet<string>, squeeze = false): Board {
  const doors = s.board.doors;
  // Which doors are open (or smashed on the way): one bit a door, as a string past 30 doors.
  let key: number | string = 0;
  if (doors.length <= 30)
    for (let i = 0; i < doors.length; i++) {
      const d = doors[i] as (typeof doors)[number];
      if (d.open || (smash.size > 0 && smash.has(d.id))) key |= 1 << i;
    }
  else {
    key = '';
    for (let i = 0; i < doors.length; i++) {
      const d = doors[i] as (typeof doors)[number];
      key += d.open || (smash.size > 0 && smash.has(d.id)) ? '1' : '0';
    }
  }
  // A base squeezing through single doors (HY-DOOR-08) moves on a board of its own.
  if (squeeze) key = typeof key === 'number' ? -1 - key : `s${key}`;
  let byDoors = boards.get(s.board.edges);
  if (!byDoors) {
    byDoors = boardsOfLayout(s);
    boards.set(s.board.edges, byDoors);
  }
  const hit = byDoors.get(key);
  if (hit) return hit;
  const plain = smash.size > 0 ? openedGrid(s, smash) : gridOf(s);
  const grid = compileGrid(squeeze ? squeezedGrid(plain) : plain);
  const W = grid.width;
  const H = grid.height;
  const steps = stepTable(grid);
  const singleSteps = new Int32Array(W * H * 32).fill(-1);
  const singleOpen = new Uint8Array(W * H * 4);
  for (let sqi = 0; sqi < W * H; sqi++)
    for (let f = 0; f < 4; f++)
      for (let m = 0; m < 8; m++) {
        const info = steps[sqi * 9 + (STEP_SLOT[f * 8 + m] as number)] as number;
        if ((info & 1) === 0) continue;
        const to = sqi + (STEP_VEC[f * 16 + 2 * m + 1] as number) * W + (STEP_VEC[f * 16 + 2 * m] as number);
        singleSteps[(sqi * 4 + f) * 8 + m] = to * 2 + ((info >> 1) & 1);
        singleOpen[sqi * 4 + f] = (singleOpen[sqi * 4 + f] as number) | (1 << m);
      }
  const entry: Board = { grid, steps, singleSteps, singleOpen, shifts: [] };
  // Door states repeat (a door is opened and closed again): a few boards per layout are kept.
  if (byDoors.size >= 16) byDoors.clear();
  // Shared by every game of the layout for as long as the process runs: a mission with many
  // doors could reach many combinations, so the boards kept for one layout are bounded.
  if (byDoors.size >= 256) byDoors.clear();
  byDoors.set(key, entry);
  return entry;
}

/** Square keys "x,y" of the board's features, parsed once. */
const featureSquares = new Map<string, { readonly x: number; readonly y: number }>();
export function featureSquare(k: string): { readonly x: number; readonly y: number } {
  let v = featureSquares.get(k);
  if (v === undefined) {
    const c = k.indexOf(',');
    v = { x: Number(k.slice(0, c)), y: Number(k.slice(c + 1)) };
    featureSquares.set(k, v);
  }
  return v;
}

/** The squares of a base (`base` as in `BaseFacts`) at (x, y) facing f, as [x0, y0, x1, y1, ...]; returns the count. */
function footprintOf(out: Int32Array, base: number, x: number, y: number, f: number): number {
  out[0] = x;
  out[1] = y;
  if (base === 0) return 1;
  if (base === 1) {
    out[2] = x + (FACING_DX[f] as number);
    out[3] = y + (FACING_DY[f] as number);
    return 2;
  }
  out[2] = x + 1;
  out[3] = y;
  out[4] = x;
  out[5] = y + 1;
  out[6] = x + 1;
  out[7] = y + 1;
  return 4;
}

// ---------------------------------------------------------------------------------------------
// Scratch arrays shared by every search (they run one at a time).

// Per node, two words side by side, so a node costs one memory access: at 2 * node, `mark` =
// search number << 16 | settled << 15 | cost, valid where the number is this search's; at
// 2 * node + 1, `link` = the node it was reached from * 16 + the move, or -1 at the start.
let nodeCapacity = 0;
let data = new Int32Array(0);
let generation = 0;
const GEN_SHIFT = 16;
const SETTLED = 0x8000;
const COST_MASK = 0x7fff;
const STAMP_MASK = ~0xffff;
let placeSeen = new Int32Array(0);
/** The places a single-square search has reached, a bit each (place >> 5, bit place & 31): its
 *  ends are read from the set bits in order. Every word is zero between searches. */
let placeBits32 = new Int32Array(0);
let placeBest = new Int32Array(0);
/** Per place, the cost of its cheapest node (`placeBest`), valid where `placeSeen` is the search's number. */
let placeCost = new Int32Array(0);

let squareCapacity = 0;
let occ = new Int16Array(0);
/** Per square: bit 1 a column, 2 never walked on, 4 beside an enemy (orthogonally). */
let sqFlags = new Uint8Array(0);
let extra = new Uint8Array(0);
let bad = new Uint8Array(0);
/** Per square, for a single-square mover: ENTER_* bits. */
let enter = new Uint8Array(0);
/** Per square, for diagonal steps past it: FLANK_* bits. */
let flank = new Uint8Array(0);
/** The squares a search marks as flagged or taken (a square may be listed more than once). */
const marked: number[] = [];

const F_COLUMN = 1;
const F_NO_WALK = 2;
const F_NEAR_ENEMY = 4;

const ENTER_BLOCKED = 1;
const ENTER_FRIEND = 2;
const ENTER_TOUCH = 4;

const FLANK_SURCHARGE = 1;
const FLANK_ENEMY = 2;

// Per warrior in play (index of the search's list): his squares (up to four, as x, y pairs),
// their count, enemy, a friend with no enemy in contact, an enemy a Novice Move may pass through.
/**
 * Per search, what covering the footprint of a big base at (x, y) facing f means, at
 * (y * W + x) * 4 + f (f 0 for a 2x2 base): -1 not allowed, else bit 1 a friend passed through,
 * bit 2 an enemy touched (`footprintFree`'s answer before the tag); valid where `coverStamp` is
 * the search's number.
 */
let coverStamp = new Int32Array(0);
let coverCode = new Int8Array(0);
let coverSearch = 0;
/**
 * Per search, what a step of a big base costs besides its price by direction, at the index of
 * the step in `Board.shifts` (((y * W + x) * 4 + f) * 9 + slot, f 0 for a 2x2 base): the `past`
 * bits of `stepCost` | the points of the squares entered and left << 3. Valid where `shiftStamp` is `coverSearch`, and kept only when the base starts on no
 * trapdoor (those points then depend on the node's tag).
 */
let shiftStamp = new Int32Array(0);
let shiftExtra = new Int16Array(0);

/** The warriors in play of the last search (reused). */
const liveList: Warrior[] = [];
let liveCapacity = 0;
let liveSquares = new Int32Array(0);
let liveSquareCount = new Uint8Array(0);
let liveEnemy = new Uint8Array(0);
let liveFreeFriend = new Uint8Array(0);
let liveCrossable = new Uint8Array(0);
/** The squares of a base, as [x0, y0, x1, y1, ...], and the start trapdoors under the mover. */
const footprintA = new Int32Array(8);
const footprintB = new Int32Array(8);
const startPitSquares = new Int32Array(4);

// Dial's buckets as FIFO linked lists: entry e holds a node and the next entry of its bucket.
let entryNode = new Int32Array(1024);
let entryNext = new Int32Array(1024);
let entries = 0;
let bucketHead = new Int32Array(16);
let bucketTail = new Int32Array(16);
let touched = new Int32Array(1024);
let touchedCount = 0;

function push(bucket: number, node: number): void {
  if (entries === entryNode.length) {
    const nn = new Int32Array(entries * 2);
    nn.set(entryNode);
    entryNode = nn;
    const nx = new Int32Array(entries * 2);
    nx.set(entryNext);
    entryNext = nx;
  }
  const e = entries++;
  entryNode[e] = node;
  entryNext[e] = -1;
  const tail = bucketTail[bucket] as number;
  if (tail < 0) bucketHead[bucket] = e;
  else entryNext[tail] = e;
  bucketTail[bucket] = e;
}

function touch(node: number): void {
  if (touchedCount === touched.length) {
    const t = new Int32Array(touchedCount * 2);
    t.set(touched);
    touched = t;
  }
  touched[touchedCount++] = node;
}

/** Sets `to` to cost `c` by `move` from `from`, unless a node at most as tagged already costs no more. */
function relax(stamp: number, from: number, to: number, c: number, move: number): void {
  const tag = to >>> placeBits;
  const place = to & placeMask;
  for (let sub = tag; ; sub = (sub - 1) & tag) {
    const mk = data[((sub << placeBits) | place) << 1] as number;
    if ((mk & STAMP_MASK) === stamp && (mk & COST_MASK) <= c) return;
    if (sub === 0) break;
  }
  // A settled node is never relaxed again: it costs no more than anything still to come.
  const at = to << 1;
  if (((data[at] as number) & STAMP_MASK) !== stamp) touch(to);
  data[at] = stamp | c;
  data[at + 1] = from * 16 + move;
  push(c, to);
}

/** Whether `to` at cost `c` does not improve on every node of its place at most as tagged: one
 *  of them costs no more already in this search (`relax`'s test). */
function refused(dat: Int32Array, stamp: number, to: number, c: number, pb: number, pm: number): boolean {
  const tag = to >>> pb;
  const place = to & pm;
  for (let sub = tag; ; sub = (sub - 1) & tag) {
    const mk = dat[((sub << pb) | place) << 1] as number;
    if ((mk & STAMP_MASK) === stamp && (mk & COST_MASK) <= c) return true;
    if (sub === 0) return false;
  }
}

/**
 * Whether nothing more comes of `node` (marked `mk`): it has not used its free turn, and the node
 * of its place that has costs less. That one reaches every node this one would at a point less
 * with the turn used (which costs at most a point later), or by its own paid turn the very same
 * node at the same cost, settled first; nor is this one its place's cheapest. A turn of a long
 * base covers the same squares from either node, so the same holds for every base.
 */
function outdoneByTurned(dat: Int32Array, stamp: number, node: number, mk: number, pb: number): boolean {
  if ((node >>> pb) & TAG_TURNED) return false;
  const turned = dat[(node | (TAG_TURNED << pb)) << 1] as number;
  return (turned & STAMP_MASK) === stamp && (turned & COST_MASK) < (mk & COST_MASK);
}

/** Step slot ((vy + 1) * 3 + vx + 1) of each relative step m for each facing f, at f * 8 + m. */
const STEP_SLOT = new Uint8Array(32);
for (let f = 0; f < 4; f++)
  for (let m = 0; m < 8; m++)
    STEP_SLOT[f * 8 + m] =
      ((STEP_VEC[f * 16 + 2 * m + 1] as number) + 1) * 3 + (STEP_VEC[f * 16 + 2 * m] as number) + 1;

// The WebAssembly loop (`search-single-engine.ts`): when it runs, the scratch arrays above are
// views of its memory, laid out for the largest search so far.

/** Bucket entries the next layout makes room for (doubled when a search runs out of them). */
let engineEntries = 4096;
/**
 * Makes the next layout of the engine's memory hold `entries` bucket entries and no more (the
 * layout is made anew at the next search): for the test of a search that runs out of them.
 */
export function engineRoom(entries: number): void {
  engineEntries = entries;
  singleEngine()?.forget();
}

/**
 * The engine ran out of bucket entries: the next layout has twice as many (the search is made
 * again). No search needs more than 11 a node; an engine that asks for more is switched off.
 */
function moreEntries(views: Views, pb: number): void {
  const twice = 2 * views.entryNode.length;
  if (twice > 11 * (TAGS << pb) + 11) {
    // The TypeScript loops go on in these arrays: no place bit of the search is left.
    useWasmSearch(false);
    placeBits32.fill(0);
  } else engineEntries = twice;
}

/** Whether a 2x2 base may be searched by the engine (off while a search falls back). */
let squareEngineOn = true;

/** What was last copied into the engine's memory, and under which of its layouts. */
let copiedLayout = -1;
let copiedBoard: Board | null = null;
let copiedPrices: Prices | null = null;
let copiedRooms: Uint8Array | null = null;
/** The 2x2 base's shift table and the board of the step table and board bits copied. */
let copiedSquareShifts: Uint8Array | null = null;
let copiedSquareBoard: Board | null = null;

/**
 * Makes the scratch arrays the engine's views, laid out anew when they are not (the TypeScript
 * side made one of them larger) or cannot hold this search. A new layout is all zeros, as new
 * arrays are: no stamp of an earlier search is left in it.
 */
function bindEngine(eng: SingleEngine, n: number, nodes: number, buckets: number): Views {
  let v = eng.views;
  const needs = { squares: n, places: n * 4, nodes, buckets, entries: engineEntries };
  if (
    v === null ||
    !eng.holds(needs) ||
    data !== v.data ||
    placeSeen !== v.placeSeen ||
    placeBest !== v.placeBest ||
    placeCost !== v.placeCost ||
    placeBits32 !== v.placeBits ||
    enter !== v.enter ||
    flank !== v.flank ||
    extra !== v.extra ||
    entryNode !== v.entryNode ||
    entryNext !== v.entryNext ||
    bucketHead !== v.bucketHead ||
    bucketTail !== v.bucketTail ||
    bad !== v.bad ||
    endPlaces !== v.endPlaces ||
    endCosts !== v.endCosts ||
    menuEnds !== v.menuEnds
  ) {
    v = eng.lay(needs);
    data = v.data;
    nodeCapacity = v.data.length >> 1;
    placeSeen = v.placeSeen;
    placeBest = v.placeBest;
    placeCost = v.placeCost;
    placeBits32 = v.placeBits;
    enter = v.enter;
    flank = v.flank;
    extra = v.extra;
    squareCapacity = v.enter.length;
    occ = new Int16Array(squareCapacity);
    sqFlags = new Uint8Array(squareCapacity);
    bad = v.bad;
    endPlaces = v.endPlaces;
    endCosts = v.endCosts;
    menuEnds = v.menuEnds;
    menuSearch = -1;
    entryNode = v.entryNode;
    entryNext = v.entryNext;
    bucketHead = v.bucketHead;
    bucketTail = v.bucketTail;
    generation = 0;
    v.tagRank.set(TAG_RANK);
    v.stepVec.set(STEP_VEC);
    v.reverseStep.set(REVERSE_STEP);
  }
  return v;
}

/** What the single-square loop is given, the engine's and the TypeScript one alike. */
interface SingleInputs {
  readonly pb: number;
  readonly stamp: number;
  readonly budget: number;
  readonly prices: Prices;
  readonly startPits: Int32Array;
  readonly startBits: readonly number[];
  readonly startPitCount: number;
  readonly gen: number;
}

/**
 * The single-square loop run by the engine: the tables it reads copied into its memory when they
 * changed. Returns false when it ran out of bucket entries (nothing of the search is usable).
 */
function engineSingle(eng: SingleEngine, v: Views, compiledBoard: Board, inputs: SingleInputs): boolean {
  const { pb, stamp, budget, prices, startPits, startBits, startPitCount, gen } = inputs;
  copyTables(eng, v, compiledBoard, prices, budget);
  for (let j = 0; j < startPitCount; j++) {
    v.startPits[j] = startPits[j] as number;
    v.startBits[j] = startBits[j] as number;
  }
  const capacity = v.entryNode.length;
  const ne = eng.run.searchSingle(
    pb,
    stamp,
    budget,
    prices.anyStepLeast,
    startPitCount,
    gen,
    entries,
    capacity,
    placeSeen.length,
  );
  if (ne < 0) return false;
  entries = ne;
  singleFirst = v.out[0] as number;
  singleLast = v.out[1] as number;
  return true;
}

/**
 * The loop of a 2x2 base that starts on no trapdoor, run by the engine (`searchSquare`): the
 * search's answer is then in the scratch arrays as `searchBig` leaves it, and the ends are listed.
 * Returns the number of ends, -1 when it ran out of bucket entries, -2 when a footprint left the
 * board (nothing of the search is usable in either case).
 */
function engineSquare(
  eng: SingleEngine,
  v: Views,
  compiledBoard: Board,
  shifts: Uint8Array,
  prices: Prices,
  pb: number,
  stamp: number,
  budget: number,
  gen: number,
  largeTitan: boolean,
  startPlace: number,
): number {
  copyTables(eng, v, compiledBoard, prices, budget);
  if (copiedSquareShifts !== shifts) {
    copiedSquareShifts = shifts;
    v.squareShifts.set(shifts);
  }
  if (copiedSquareBoard !== compiledBoard) {
    copiedSquareBoard = compiledBoard;
    v.stepInfo.set(compiledBoard.steps);
    v.onBoard.set(compiledBoard.grid.board);
  }
  const W = compiledBoard.grid.width;
  const H = compiledBoard.grid.height;
  const ne = eng.run.searchSquare(
    pb,
    stamp,
    budget,
    prices.anyStepLeast,
    gen,
    entries,
    v.entryNode.length,
    placeSeen.length,
    W,
    H,
    largeTitan ? 1 : 0,
  );
  if (ne < 0) return ne;
  entries = ne;
  // The ends, as `searchBig` lists them.
  return endsFromBits(v.out[0] as number, v.out[1] as number, startPlace, W, H, true);
}

/**
 * The ends of a search from the place bits it set: the places reached from `first` to `last` in
 * order (the bits cleared for the next search), less the start and those on a square marked bad
 * (any of its four squares for a 2x2 base, `square`), with their costs. Returns their number.
 */
function endsFromBits(first: number, last: number, startPlace: number, W: number, H: number, square: boolean): number {
  const pBits = placeBits32;
  let ends = 0;
  for (let k = first >> 5, kLast = last >> 5; k <= kLast; k++) {
    let word = pBits[k] as number;
    if (word === 0) continue;
    pBits[k] = 0;
    do {
      const low = word & -word;
      word ^= low;
      const place = (k << 5) + 31 - Math.clz32(low);
      if (place === startPlace) continue;
      if (!square) {
        if (bad[place >> 2]) continue;
      } else {
        const sqi = place >> 2;
        const x = sqi % W;
        const y = (sqi - x) / W;
        let ok = true;
        for (let j = 0; j < 4 && ok; j++) {
          const qx = x + (j & 1);
          const qy = y + (j >> 1);
          if (qx >= 0 && qy >= 0 && qx < W && qy < H && bad[qy * W + qx]) ok = false;
        }
        if (!ok) continue;
      }
      endPlaces[ends] = place;
      endCosts[ends] = placeCost[place] as number;
      ends++;
    } while (word !== 0);
  }
  return ends;
}

/** Copies into the engine's memory the tables of the board and prices it does not hold yet. */
function copyTables(eng: SingleEngine, v: Views, compiledBoard: Board, prices: Prices, budget: number): void {
  if (copiedLayout !== eng.layouts) {
    copiedLayout = eng.layouts;
    copiedBoard = null;
    copiedPrices = null;
    copiedRooms = null;
    copiedSquareShifts = null;
    copiedSquareBoard = null;
  }
  if (copiedBoard !== compiledBoard) {
    copiedBoard = compiledBoard;
    v.singleSteps.set(compiledBoard.singleSteps);
    v.singleOpen.set(compiledBoard.singleOpen);
  }
  if (copiedPrices !== prices) {
    copiedPrices = prices;
    v.stepPrice.set(prices.step);
    v.turnPrice.set(prices.turn);
    v.stepLeast.set(prices.stepLeast);
  }
  const nb = Math.max(0, budget) + 1;
  const rooms = roomStepBits(prices, nb);
  if (copiedRooms !== rooms) {
    copiedRooms = rooms;
    const into = v.roomSteps;
    for (let r = 0, c = Math.min(rooms.length, into.length); r < c; r++) into[r] = rooms[r] as number;
  }
}

/**
 * The search loop for a single-square base, from the start node already pushed: the same steps,
 * turns, prices and order of relaxation as the general loop of `reachMoves`, read from the
 * per-square tables and kept in local variables (no closures, `relax` written out). The loop of
 * `wasm/search-single.ts` is this one, step for step: a change here is made there too.
 */
function searchSingle(singleSteps: Int32Array, singleOpen: Uint8Array, inputs: SingleInputs): void {
  const { pb, stamp, budget, prices, startPits, startBits, startPitCount, gen } = inputs;
  const pm = (1 << pb) - 1;
  const pSeen = placeSeen;
  const pBest = placeBest;
  const pCost = placeCost;
  const pBits = placeBits32;
  let first = pSeen.length;
  let last = -1;
  const stepPrice = prices.step;
  const turnPrice = prices.turn;
  const stepLeast = prices.stepLeast;
  const anyStepLeast = prices.anyStepLeast;
  const dat = data;
  const ent = enter;
  const flk = flank;
  const ext = extra;
  const bHead = bucketHead;
  const bTail = bucketTail;
  let eNode = entryNode;
  let eNext = entryNext;
  let ne = entries;
  const nb = Math.max(0, budget) + 1;
  // The steps that may cost no more than `room` points, as bits by room (0 past the budget).
  const roomSteps = roomStepBits(prices, nb);
  for (let b = 0; b < nb; b++) {
    for (let e = bHead[b] as number; e >= 0; e = eNext[e] as number) {
      const node = eNode[e] as number;
      const mk = dat[node << 1] as number;
      if (mk & SETTLED) continue;
      dat[node << 1] = mk | SETTLED;
      if (outdoneByTurned(dat, stamp, node, mk, pb)) continue;
      // The cheapest node of its place (the pass over the touched nodes of a big base, made as
      // each node is settled: every node reached is settled once, at its final cost).
      {
        const place = node & pm;
        if (pSeen[place] !== gen) {
          pSeen[place] = gen;
          pBest[place] = node;
          pCost[place] = mk & COST_MASK;
          pBits[place >> 5] = (pBits[place >> 5] as number) | (1 << (place & 31));
          if (place < first) first = place;
          if (place > last) last = place;
        } else {
          const old = pBest[place] as number;
          const c = mk & COST_MASK;
          const oc = (dat[old << 1] as number) & COST_MASK;
          if (c < oc || (c === oc && (TAG_RANK[node >>> pb] as number) < (TAG_RANK[old >>> pb] as number))) {
            pBest[place] = node;
            pCost[place] = c;
          }
        }
      }
      // Room for the 11 nodes this one may push.
      if (ne + 11 > eNode.length) {
        const nn = new Int32Array(eNode.length * 2);
        nn.set(eNode);
        eNode = nn;
        const nx = new Int32Array(eNext.length * 2);
        nx.set(eNext);
        eNext = nx;
      }
      const here = mk & COST_MASK;
      const tag = node >>> pb;
      const f = node & 3;
      const sqi = (node & pm) >> 2;
      const moved = tag & ~TAG_TURNED_HERE;
      const stepsAt = (node & pm) << 3;
      let leftHere = (ext[sqi] as number) >> 2;
      if (startPitCount > 0)
        for (let j = 0; j < startPitCount; j++)
          if (startPits[j] === sqi && tag & (startBits[j] as number)) leftHere += 1;
      // The points a step may still cost: no step is tried that must cost more (the test below
      // on its full price would refuse it anyway).
      const room = budget - here - leftHere;
      // A node reached by a step does not step straight back: that square and facing is the node
      // it came from, settled already at fewer points with no more tag bits.
      const link = dat[(node << 1) + 1] as number;
      const backBit = link >= 0 && (link & 15) < 8 ? 1 << (REVERSE_STEP[link & 15] as number) : 0;
      // The steps left to try, in the order of `STEP_REL`: open here, within the points left, and
      // not straight back (the tests of the loop before, made once for the eight as bits).
      let tries = room < anyStepLeast ? 0 : (singleOpen[node & pm] as number) & (roomSteps[room] as number) & ~backBit;
      // Dropped first, all together: a step to a square reached already at this facing with no
      // more points than the step can cost at least, and with no tag bit the step could not add
      // (`refused` below would say so whatever it costs). A step of this node writes only
      // nodes of its own square, so testing them all before any is made gives the same answer.
      // The test is worked out without a branch (about three in five are dropped, in no pattern
      // a branch predictor can learn): stale is -1 when the stamp matches and the cost is low.
      if (tries !== 0) {
        let left = tries;
        let keep = 0;
        const seenAt = (moved << pb) + f;
        const least = here + leftHere + 1;
        while (left !== 0) {
          const low = left & -left;
          left ^= low;
          const m = 31 - Math.clz32(low);
          const seen = dat[(seenAt + (((singleSteps[stepsAt + m] as number) >> 1) << 2)) << 1] as number;
          const other = (seen & STAMP_MASK) ^ stamp;
          const stale = ~((other | -other) >> 31) & (((seen & COST_MASK) - least - (stepLeast[m] as number)) >> 31);
          keep |= low & ~stale;
        }
        tries = keep;
      }
      while (tries !== 0) {
        const low = tries & -tries;
        tries ^= low;
        const m = 31 - Math.clz32(low);
        const open = singleSteps[stepsAt + m] as number;
        const to = open >> 1;
        const en = ent[to] as number;
        if (en === ENTER_BLOCKED) continue;
        let t = en === 0 ? moved : coverTag(moved, en === ENTER_FRIEND, en === ENTER_TOUCH);
        if (t < 0) continue;
        if (startPitCount > 0)
          for (let j = 0; j < startPitCount; j++) if (startPits[j] === to) t |= startBits[j] as number;
        let past = 0;
        // The diagonal steps: forward-left, forward-right, back-left, back-right.
        if ((DIAGONAL_STEPS >> m) & 1) {
          const vx = STEP_VEC[f * 16 + 2 * m] as number;
          const fk = (flk[sqi + vx] as number) | (flk[to - vx] as number);
          if (open & 1) past = fk & FLANK_ENEMY ? PAST_CORNER | PAST_OPPONENT_AND_CORNER : PAST_CORNER;
          if (fk & FLANK_SURCHARGE) past |= PAST_MODEL;
        }
        const price = stepPrice[m * 8 + past] as number;
        if (price < 0) continue;
        const total = here + price + ((ext[to] as number) & ENTRY_COST) + leftHere;
        if (total > budget) continue;
        const next = (t << pb) | ((to << 2) + f);
        if (refused(dat, stamp, next, total, pb, pm)) continue;
        dat[next << 1] = stamp | total;
        dat[(next << 1) + 1] = node * 16 + m;
        eNode[ne] = next;
        eNext[ne] = -1;
        const tail = bTail[total] as number;
        if (tail < 0) bHead[total] = ne;
        else eNext[tail] = ne;
        bTail[total] = ne;
        ne++;
      }
      // A turn after a turn on the same square never improves on the single turn made from the
      // node before: that one costs no more and adds no tag bit the two do not (checked for every
      // single-square mover and tag in test/reach-turns.test.ts), and it was offered first. So a
      // node reached by a turn offers no turns.
      if (link >= 0 && (link & 15) >= 8) continue;
      for (let k = 0; k < 3; k++) {
        const nf = (f + (TURNS[k] as number)) & 3;
        const packed = turnPrice[k * TAGS + tag] as number;
        const total = here + (packed >> TAG_BITS);
        if (total > budget) continue;
        const next = ((tag | (packed & TAG_MASK)) << pb) | ((sqi << 2) + nf);
        if (refused(dat, stamp, next, total, pb, pm)) continue;
        dat[next << 1] = stamp | total;
        dat[(next << 1) + 1] = node * 16 + 8 + k;
        eNode[ne] = next;
        eNext[ne] = -1;
        const tail = bTail[total] as number;
        if (tail < 0) bHead[total] = ne;
        else eNext[tail] = ne;
        bTail[total] = ne;
        ne++;
      }
    }
  }
  entryNode = eNode;
  entryNext = eNext;
  entries = ne;
  singleFirst = first;
  singleLast = last;
}
/**
 * Bit m set at [room] when step m may cost no more than `room` (`stepLeast`), for rooms 0 to at
 * least n - 1: kept with the prices (movers of several kinds take turns, each with its own).
 */
function roomStepBits(prices: Prices, n: number): Uint8Array {
  if (prices.rooms.length >= n) return prices.rooms;
  const stepLeast = prices.stepLeast;
  const t = new Uint8Array(Math.max(n, 16));
  for (let r = 0; r < t.length; r++)
    for (let m = 0; m < 8; m++) if ((stepLeast[m] as number) <= r) t[r] = (t[r] as number) | (1 << m);
  prices.rooms = t;
  return t;
}
/** The first and last place the last single-square search reached. */
let singleFirst = 0;
let singleLast = -1;

/** The result of one search. */
export interface MoveReach {
  /** The ends a leg may stop on, sorted by square then facing. */
  readonly list: Placement[];
  /** The nodes from the start to the node `x,y,facing,tag`, start first. */
  path(key: string): Reached[];
}

/**
 * The search itself: where `w` can stand after spending at most `act.mpLeft` points, from his
 * square and facing now. The answer stays in the scratch arrays (`Reach` reads it).
 */
function search(ctx: Ctx, s: HybridState, w: Warrior, act: Activation): void {
  const facts = factsOf(ctx, w);
  const base = facts.base;
  const titan = facts.titan;
  // The Titan's movement rules, on a 2x2 base or any under `titanRulesAllBases` (AMB-42).
  const allBases = ctx.options['titanRulesAllBases'] === true;
  const largeTitan = titan && (base === 2 || allBases);
  const puny = facts.puny;
  const velocity = facts.velocity;
  // Only a Titan smashes doors (`smashableDoors` answers no door for anyone else).
  const compiledBoard = boardFor(s, titan ? smashableDoors(ctx, s, w) : NO_DOORS, facts.squeeze);
  const cg = compiledBoard.grid;
  const W = cg.width;
  const H = cg.height;
  const n = W * H;
  // A big base ignores trapdoors when the table says so (AMB-21, `bigBaseTrapdoorRule`).
  const trapdoors = base === 0 || ctx.options['bigBaseTrapdoorRule'] !== 'ignore';
  const novice = act.mode === 'MV' && act.level === 2;
  const startedInContact = act.startContacts.length > 0;
  const quarterTurns = ctx.options['turnModel'] === 'quarterTurns';
  const mover =
    (novice ? MOVER_NOVICE : 0) |
    (puny ? MOVER_PUNY : 0) |
    (largeTitan ? MOVER_LARGE_TITAN : 0) |
    (quarterTurns ? MOVER_QUARTER_TURNS : 0) |
    // A backward diagonal priced as any diagonal (AMB-05, `backwardDiagonal`).
    (ctx.options['backwardDiagonal'] === 'diagonal' ? MOVER_BACK_DIAGONAL_1 : 0);
  const prices = pricesFor(mover);

  // Single-square bases are searched by the WebAssembly loop where it runs: the scratch arrays
  // are then views of its memory (for every search, so that they stay the same arrays).
  const eng = singleEngine();
  const views =
    eng === null
      ? null
      : bindEngine(eng, n, TAGS << (32 - Math.clz32(n * 4 - 1)), Math.max(0, Math.min(act.mpLeft, COST_MASK)) + 1);
  if (n > squareCapacity) {
    squareCapacity = n;
    occ = new Int16Array(n);
    sqFlags = new Uint8Array(n);
    extra = new Uint8Array(n);
    bad = new Uint8Array(n);
    enter = new Uint8Array(n);
    flank = new Uint8Array(n);
  }
  occ.fill(-1, 0, n);
  sqFlags.fill(0, 0, n);
  extra.fill(0, 0, n);
  bad.fill(0, 0, n);
  let marks = 0;

  // The warriors in play, their squares, and which of them are enemies.
  const all = s.warriors;
  const live = liveList;
  live.length = 0;
  for (let i = 0; i < all.length; i++) {
    const o = all[i] as Warrior;
    if (o.status === 'in-play') live.push(o);
  }
  const L = live.length;
  if (L > liveCapacity) {
    liveCapacity = L;
    liveSquares = new Int32Array(L * 8);
    liveSquareCount = new Uint8Array(L);
    liveEnemy = new Uint8Array(L);
    liveFreeFriend = new Uint8Array(L);
    liveCrossable = new Uint8Array(L);
  }
  const sqs = liveSquares;
  const sqCount = liveSquareCount;
  const enemy = liveEnemy;
  enemy.fill(0, 0, L);
  let self = -1;
  for (let i = 0; i < L; i++) {
    const o = live[i] as Warrior;
    if (o.id === w.id && self < 0) self = i;
    const b = factsOf(ctx, o).base;
    let c = 1;
    sqs[8 * i] = o.x;
    sqs[8 * i + 1] = o.y;
    if (b === 1) {
      const f = FACINGS.indexOf(o.facing);
      sqs[8 * i + 2] = o.x + (FACING_DX[f] ?? 0);
      sqs[8 * i + 3] = o.y + (FACING_DY[f] ?? 0);
      c = 2;
    } else if (b === 2) {
      sqs[8 * i + 2] = o.x + 1;
      sqs[8 * i + 3] = o.y;
      sqs[8 * i + 4] = o.x;
      sqs[8 * i + 5] = o.y + 1;
      sqs[8 * i + 6] = o.x + 1;
      sqs[8 * i + 7] = o.y + 1;
      c = 4;
    }
    sqCount[i] = c;
    for (let j = 0; j < c; j++) {
      const x = sqs[8 * i + 2 * j] as number;
      const y = sqs[8 * i + 2 * j + 1] as number;
      if (x >= 0 && y >= 0 && x < W && y < H) {
        occ[y * W + x] = i;
        marked[marks++] = y * W + x;
      }
    }
    if (o.side !== w.side) enemy[i] = 1;
  }
  const features = s.board.features;
  // Whether any square costs more to enter, or to leave: the footprints of big bases need looking at.
  let anyEntry = false;
  let anyPit = false;
  for (const k in features) {
    const f = features[k];
    if (!f) continue;
    const q = featureSquare(k);
    const i = q.y * W + q.x;
    if (f.column) sqFlags[i] = (sqFlags[i] as number) | F_COLUMN;
    // The rest of an Entry/Exit counter and the lever counter are never walked on.
    if (f.entryCover || f.lever) sqFlags[i] = (sqFlags[i] as number) | F_NO_WALK;
    if (sqFlags[i]) marked[marks++] = i;
    // An open trapdoor's extra point goes with the crossing: the base pays it as it uncovers the
    // square, so a move that ends over it pays none (HY-TRAP-02, HY-TRAP-06, AMB-21).
    const pit = f.trapdoor === 'open' && !velocity && trapdoors;
    extra[i] = (f.rockfall && !titan && !velocity ? 1 : 0) + (pit ? LEAVE_PIT : 0);
    if (f.rockfall && !titan && !velocity) anyEntry = true;
    if (pit) anyPit = true;
    if (f.rockfall && !titan) bad[i] = 1;
  }
  // Squares in base contact with an enemy: beside one of his squares, with no wall or closed
  // door between (HY-GEN-06), on the board as it stands: a closed door a Titan would smash on his
  // way still keeps him apart, and the walls a 2x2 base squeezes past stay walls. That board is
  // the mover's own unless he is a Titan or squeezes.
  const realShut = (titan || facts.squeeze ? boardFor(s, NO_DOORS).grid : cg).shut;
  for (let i = 0; i < L; i++) {
    if (!enemy[i]) continue;
    for (let j = 0; j < (sqCount[i] as number); j++) {
      const qx = sqs[8 * i + 2 * j] as number;
      const qy = sqs[8 * i + 2 * j + 1] as number;
      for (let d = 0; d < 4; d++) {
        const x = qx + (FACING_DX[d] as number);
        const y = qy + (FACING_DY[d] as number);
        if (x >= 0 && y >= 0 && x < W && y < H && ((realShut[qy * W + qx] as number) & (1 << d)) === 0) {
          sqFlags[y * W + x] = (sqFlags[y * W + x] as number) | F_NEAR_ENEMY;
          marked[marks++] = y * W + x;
        }
      }
    }
  }
  // A friend with no enemy in contact: none of his squares is beside an enemy's (orthogonally).
  const freeFriend = liveFreeFriend;
  const crossable = liveCrossable;
  freeFriend.fill(0, 0, L);
  crossable.fill(0, 0, L);
  for (let i = 0; i < L; i++) {
    const o = live[i] as Warrior;
    if (!enemy[i]) {
      let free = 1;
      for (let j = 0; j < (sqCount[i] as number); j++) {
        const x = sqs[8 * i + 2 * j] as number;
        const y = sqs[8 * i + 2 * j + 1] as number;
        if (x >= 0 && y >= 0 && x < W && y < H && (sqFlags[y * W + x] as number) & F_NEAR_ENEMY) free = 0;
      }
      freeFriend[i] = free;
    } else if (novice && o.dc === null) {
      const of = factsOf(ctx, o);
      const big = of.titan && (of.base === 2 || allBases);
      crossable[i] = big && !titan ? 0 : 1;
    }
  }
  // What each square means to a mover entering it, and to a diagonal step past it: nothing on a
  // square with no flag and no one else on it; the others were marked (some more than once).
  enter.fill(0, 0, n);
  flank.fill(0, 0, n);
  for (let m = 0; m < marks; m++) {
    const i = marked[m] as number;
    const fl = sqFlags[i] as number;
    const o = occ[i] as number;
    const other = o >= 0 && o !== self;
    let fk = fl & F_COLUMN ? FLANK_SURCHARGE : 0;
    if (other) {
      if (enemy[o]) fk = FLANK_SURCHARGE | FLANK_ENEMY;
      else if (!freeFriend[o]) fk |= FLANK_SURCHARGE;
      bad[i] = 1;
    }
    flank[i] = fk;
    let e = 0;
    if (fl & (F_COLUMN | F_NO_WALK)) e = ENTER_BLOCKED;
    else {
      if (other) {
        if (!enemy[o]) {
          if (startedInContact || !freeFriend[o]) e = ENTER_BLOCKED;
          else e = ENTER_FRIEND;
        } else if (!crossable[o]) e = ENTER_BLOCKED;
      }
      if (e !== ENTER_BLOCKED && fl & F_NEAR_ENEMY && (!other || !enemy[o])) {
        // A friend passed through and an enemy touched on the same square: never.
        e = e === ENTER_FRIEND ? ENTER_BLOCKED : ENTER_TOUCH;
      }
    }
    enter[i] = e;
  }
  // No contact again with an opponent left this activation.
  if (act.leftContacts.length > 0)
    for (let i = 0; i < L; i++) {
      if (!act.leftContacts.includes((live[i] as Warrior).id)) continue;
      for (let j = 0; j < (sqCount[i] as number); j++) {
        const qx = sqs[8 * i + 2 * j] as number;
        const qy = sqs[8 * i + 2 * j + 1] as number;
        for (let d = 0; d < 4; d++) {
          const x = qx + (FACING_DX[d] as number);
          const y = qy + (FACING_DY[d] as number);
          if (x >= 0 && y >= 0 && x < W && y < H && ((realShut[qy * W + qx] as number) & (1 << d)) === 0)
            bad[y * W + x] = 1;
        }
      }
    }

  // He pays nothing to climb off the trapdoors he starts on (HY-TRAP-04); once he has covered one
  // of them again, leaving that one is a crossing (its own TAG_BACK_ON_START bit).
  const startPits = startPitSquares;
  let startPitCount = 0;
  for (let j = 0, c = footprintOf(footprintA, base, w.x, w.y, FACINGS.indexOf(w.facing)); j < c; j++) {
    const x = footprintA[2 * j] as number;
    const y = footprintA[2 * j + 1] as number;
    if (x < 0 || y < 0 || x >= W || y >= H) continue;
    if ((extra[y * W + x] as number) >> 2) startPits[startPitCount++] = y * W + x;
    extra[y * W + x] = (extra[y * W + x] as number) & ENTRY_COST;
  }
  const startBits = startPitBits(startPits, startPitCount);

  // Search arrays over nodes.
  placeBits = 32 - Math.clz32(n * 4 - 1);
  placeMask = (1 << placeBits) - 1;
  const pb = placeBits;
  const N = TAGS << pb;
  if (N > nodeCapacity) {
    nodeCapacity = N;
    data = new Int32Array(2 * N);
  }
  if (generation >= 0x7fff) {
    data.fill(0);
    placeSeen.fill(0);
    generation = 0;
  }
  const gen = ++generation;
  const stamp = gen << GEN_SHIFT;
  // Costs are kept in 15 bits (no table gives a warrior anywhere near that many points).
  const budget = Math.min(act.mpLeft, COST_MASK);
  const buckets = Math.max(0, budget) + 1;
  if (bucketHead.length < buckets) {
    bucketHead = new Int32Array(buckets);
    bucketTail = new Int32Array(buckets);
  }
  bucketHead.fill(-1, 0, buckets);
  bucketTail.fill(-1, 0, buckets);
  entries = 0;
  touchedCount = 0;
  const startF = FACINGS.indexOf(w.facing);
  const start = ((act.freeTurnUsed ? TAG_TURNED : 0) << pb) | ((w.y * W + w.x) * 4 + startF);
  data[start << 1] = stamp;
  data[(start << 1) + 1] = -1;
  touch(start);
  push(0, start);

  const places = n * 4;
  if (placeBits32.length < (places >> 5) + 1) placeBits32 = new Int32Array((places >> 5) + 1);
  if (placeSeen.length < places) {
    placeSeen = new Int32Array(places);
    placeBest = new Int32Array(places);
    placeCost = new Int32Array(places);
  }
  const squareShifts = base === 2 ? compiledBoard.shifts[2] : undefined;
  // A 2x2 base that starts whole on the board and on no trapdoor: the engine's loop (the shift
  // table is made by the first TypeScript search of such a base on the board).
  if (
    eng !== null &&
    views !== null &&
    squareShifts !== undefined &&
    startPitCount === 0 &&
    squareEngineOn &&
    w.x >= 0 &&
    w.y >= 0 &&
    w.x < W &&
    w.y < H &&
    squareShifts[(w.y * W + w.x) * 36] !== 2
  ) {
    const startPlace = (w.y * W + w.x) * 4 + startF;
    const ends = engineSquare(
      eng,
      views,
      compiledBoard,
      squareShifts,
      prices,
      pb,
      stamp,
      budget,
      gen,
      largeTitan,
      startPlace,
    );
    if (ends === -1) {
      moreEntries(views, pb);
      search(ctx, s, w, act);
      return;
    }
    if (ends === -2) {
      // A footprint off the board: the TypeScript loop, which handles it, searches again.
      squareEngineOn = false;
      search(ctx, s, w, act);
      squareEngineOn = true;
      return;
    }
    endCount = ends;
  } else if (base !== 0) {
    endCount = searchBig(
      compiledBoard,
      W,
      H,
      base,
      largeTitan,
      anyEntry,
      anyPit,
      startPits,
      startPitCount,
      startBits,
      self,
      startedInContact,
      prices,
      budget,
      stamp,
      gen,
      w.x,
      w.y,
      startF,
      // A 1x2 base turns about its rear square, or about its front one (AMB-30, `cavalryPivot`).
      ctx.options['cavalryPivot'] === 'front',
    );
  } else {
    const inputs: SingleInputs = { pb, stamp, budget, prices, startPits, startBits, startPitCount, gen };
    if (eng !== null && views !== null) {
      if (!engineSingle(eng, views, compiledBoard, inputs)) {
        moreEntries(views, pb);
        search(ctx, s, w, act);
        return;
      }
    } else searchSingle(compiledBoard.singleSteps, compiledBoard.singleOpen, inputs);
    // The ends: not the start, no one else's square, no rockfall (a Titan may), and no contact
    // again with an opponent left this activation. Places are numbered (y * W + x) * 4 + facing,
    // which is also the order of the list.
    const firstPlace = singleFirst;
    const lastPlace = singleLast;
    if (endPlaces.length < lastPlace - firstPlace + 1) {
      endPlaces = new Int32Array(lastPlace - firstPlace + 1);
      endCosts = new Int32Array(lastPlace - firstPlace + 1);
    }
    const startPlace = (w.y * W + w.x) * 4 + startF;
    endCount =
      eng !== null && views !== null
        ? eng.run.listEnds(firstPlace, lastPlace, startPlace)
        : endsFromBits(firstPlace, lastPlace, startPlace, W, H, false);
  }
  live.length = 0;
  lastW = W;
  lastH = H;
  lastPb = pb;
  lastStamp = stamp;
  searchCount++;
}

/**
 * The search loop and the list of ends for a base of two or four squares (`search` has set up
 * the squares, the warriors and the start node): the footprint of each node is looked at as a
 * whole. Kept apart from `search` so a single-square search makes none of these helpers.
 * Returns the number of ends. For a 2x2 base the engine's `searchSquare` (`wasm/search-single.ts`)
 * is this loop, step for step, and runs instead where it can: a change here is made there too.
 */
function searchBig(
  compiledBoard: Board,
  W: number,
  H: number,
  base: number,
  largeTitan: boolean,
  anyEntry: boolean,
  anyPit: boolean,
  startPits: Int32Array,
  startPitCount: number,
  startBits: readonly number[],
  self: number,
  startedInContact: boolean,
  prices: Prices,
  budget: number,
  stamp: number,
  gen: number,
  wx: number,
  wy: number,
  startF: number,
  frontPivot: boolean,
): number {
  const cg = compiledBoard.grid;
  const stepInfo = compiledBoard.steps;
  const n = W * H;
  const places = n * 4;
  const buckets = Math.max(0, budget) + 1;
  const pb = placeBits;
  const pm = placeMask;
  const stepPrice = prices.step;
  const turnPrice = prices.turn;
  const stepLeast = prices.stepLeast;
  const roomSteps = roomStepBits(prices, buckets);
  const enemy = liveEnemy;
  const freeFriend = liveFreeFriend;
  const crossable = liveCrossable;
  const board = cg.board;
  const shut = cg.shut;

  // The squares of a base at (x, y) facing f, as [x0, y0, x1, y1, ...]; returns the count.
  const fpA = footprintA;
  const fpB = footprintB;
  const footprint = (out: Int32Array, x: number, y: number, f: number): number => footprintOf(out, base, x, y, f);
  const inGrid = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < W && y < H && board[y * W + x] === 1;
  /** The tag bit of square `i` when it is a start trapdoor, else 0. */
  const startBit = (i: number): number => {
    for (let j = 0; j < startPitCount; j++) if (startPits[j] === i) return startBits[j] as number;
    return 0;
  };
  /** The extra points of leaving square `i` from a node tagged `tag`. */
  const left = (i: number, tag: number): number =>
    ((extra[i] as number) >> 2) + (startPitCount > 0 && tag & startBit(i) ? 1 : 0);

  const coverOf = (fp: Int32Array, count: number): number => {
    let friend = false;
    let touching = false;
    for (let j = 0; j < count; j++) {
      const x = fp[2 * j] as number;
      const y = fp[2 * j + 1] as number;
      if (x < 0 || y < 0 || x >= W || y >= H || board[y * W + x] !== 1) return -1;
      const i = y * W + x;
      if ((sqFlags[i] as number) & (F_COLUMN | F_NO_WALK)) return -1;
      const o = occ[i] as number;
      if (o >= 0 && o !== self) {
        if (!enemy[o]) {
          if (startedInContact || !freeFriend[o]) return -1;
          friend = true;
        } else if (!crossable[o]) return -1;
      }
      if ((sqFlags[i] as number) & F_NEAR_ENEMY && (o < 0 || o === self || !enemy[o])) touching = true;
    }
    return (friend ? 1 : 0) | (touching ? 2 : 0);
  };
  // A big base's footprints, worked out once per search and place (a 2x2 base's whatever it faces).
  if (base !== 0 && coverStamp.length < n * 4) {
    coverStamp = new Int32Array(n * 4);
    coverCode = new Int8Array(n * 4);
    shiftStamp = new Int32Array(n * 4 * 9);
    shiftExtra = new Int16Array(n * 4 * 9);
    coverSearch = 0;
  }
  const coverNow = base !== 0 ? ++coverSearch : 0;
  /** The tag after the base at (x, y) facing f covers its footprint (left in `fp`), or -1. */
  const footprintFree = (fp: Int32Array, count: number, tag: number, x: number, y: number, f: number): number => {
    let code: number;
    if (x >= 0 && y >= 0 && x < W && y < H) {
      const at = (y * W + x) * 4 + (base === 1 ? f : 0);
      if (coverStamp[at] === coverNow) code = coverCode[at] as number;
      else {
        code = coverOf(fp, count);
        coverStamp[at] = coverNow;
        coverCode[at] = code;
      }
    } else code = coverOf(fp, count);
    return code < 0 ? -1 : coverTag(tag, (code & 1) !== 0, (code & 2) !== 0);
  };

  const shiftOpen = (fp: Int32Array, count: number, vx: number, vy: number): boolean => {
    const diag = vx !== 0 && vy !== 0;
    const slot = (vy + 1) * 3 + vx + 1;
    for (let j = 0; j < count; j++) {
      const x = fp[2 * j] as number;
      const y = fp[2 * j + 1] as number;
      // A square of the board: the step table says it (bit 1: the square it steps to is on the
      // board and no wall or crossed corner is in the way).
      if (x >= 0 && y >= 0 && x < W && y < H && board[y * W + x] === 1) {
        if (((stepInfo[(y * W + x) * 9 + slot] as number) & 1) === 0) return false;
        continue;
      }
      if (!inGrid(x + vx, y + vy)) return false;
      if (diag) {
        if (diagonalOf(cg, x, y, vx, vy) & 2) return false;
      } else {
        const bit = vx > 0 ? BIT_E : vx < 0 ? BIT_W : vy > 0 ? BIT_N : BIT_S;
        if (((shut[y * W + x] ?? 0) & bit) !== 0) return false;
      }
    }
    if (count === 4) {
      // A 2x2 base: no wall between two of its squares where it steps to.
      const i = (fp[1] as number) * W + (fp[0] as number) + vy * W + vx;
      return (
        (((shut[i] as number) | (shut[i + W] as number)) & BIT_E) === 0 &&
        (((shut[i] as number) | (shut[i + 1] as number)) & BIT_N) === 0
      );
    }
    if (count > 1)
      for (let a = 0; a < count; a++)
        for (let b = 0; b < count; b++) {
          const ax = fp[2 * a] as number;
          const ay = fp[2 * a + 1] as number;
          const bx = fp[2 * b] as number;
          const by = fp[2 * b + 1] as number;
          const i = (ay + vy) * W + ax + vx;
          if (bx === ax + 1 && by === ay && ((shut[i] ?? 0) & BIT_E) !== 0) return false;
          if (bx === ax && by === ay + 1 && ((shut[i] ?? 0) & BIT_N) !== 0) return false;
        }
    return true;
  };

  // Whether a big base may shift by each step, per square and facing, kept with the board.
  let shifts = base !== 0 ? compiledBoard.shifts[base] : undefined;
  if (base !== 0 && shifts === undefined) {
    shifts = new Uint8Array(n * 4 * 9);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++)
        for (let f = 0; f < (base === 1 ? 4 : 1); f++) {
          const c = footprint(fpA, x, y, f);
          let onBoard = true;
          for (let j = 0; j < c; j++) if (!inGrid(fpA[2 * j] as number, fpA[2 * j + 1] as number)) onBoard = false;
          for (let vy = -1; vy <= 1; vy++)
            for (let vx = -1; vx <= 1; vx++) {
              if (vx === 0 && vy === 0) continue;
              const at = ((y * W + x) * 4 + f) * 9 + (vy + 1) * 3 + vx + 1;
              shifts[at] = !onBoard ? 2 : shiftOpen(fpA, c, vx, vy) ? 1 : 0;
            }
        }
    compiledBoard.shifts[base] = shifts;
  }

  for (let b = 0; b < buckets; b++) {
    for (let e = bucketHead[b] as number; e >= 0; e = entryNext[e] as number) {
      const node = entryNode[e] as number;
      const mk = data[node << 1] as number;
      if (mk & SETTLED) continue;
      data[node << 1] = mk | SETTLED;
      if (outdoneByTurned(data, stamp, node, mk, pb)) continue;
      const here = mk & COST_MASK;
      const tag = node >>> pb;
      const f = node & 3;
      const sqi = (node & pm) >> 2;
      const x = sqi % W;
      const y = (sqi - x) / W;
      const vec = f * 16;
      // Steps (a single square is searched by `searchSingle`); none that must cost more than
      // the points left (its full price below would refuse it anyway).
      {
        const countHere = footprint(fpA, x, y, f);
        const shiftAt = x >= 0 && y >= 0 && x < W && y < H ? ((y * W + x) * 4 + (base === 1 ? f : 0)) * 9 : -1;
        // The steps within the points left, in the order of `STEP_REL` (no diagonal for a large
        // Titan), as bits.
        const roomBits = here + prices.anyStepLeast > budget ? 0 : (roomSteps[budget - here] as number);
        let tries = largeTitan ? roomBits & ~DIAGONAL_STEPS : roomBits;
        // Dropped first, all together and without a branch (as in `searchSingle`): a step to a
        // square reached already at this facing with no more points than the step costs at least
        // and no tag bit it could not add (`relax` would refuse it whatever it costs). A step of
        // this node writes only nodes of its own square, so testing them all first is the same.
        if (tries !== 0) {
          let left = tries;
          let keep = 0;
          const seenTag = (tag & ~TAG_TURNED_HERE) << pb;
          while (left !== 0) {
            const low = left & -left;
            left ^= low;
            const m = 31 - Math.clz32(low);
            const tx = x + (STEP_VEC[vec + 2 * m] as number);
            const ty = y + (STEP_VEC[vec + 2 * m + 1] as number);
            if (tx >= 0 && ty >= 0 && tx < W && ty < H) {
              const seen = data[(seenTag | ((ty * W + tx) * 4 + f)) << 1] as number;
              const other = (seen & STAMP_MASK) ^ stamp;
              const stale =
                ~((other | -other) >> 31) & (((seen & COST_MASK) - here - 1 - (stepLeast[m] as number)) >> 31);
              keep |= low & ~stale;
            } else keep |= low;
          }
          tries = keep;
        }
        while (tries !== 0) {
          const low = tries & -tries;
          tries ^= low;
          const m = 31 - Math.clz32(low);
          const vx = STEP_VEC[vec + 2 * m] as number;
          const vy = STEP_VEC[vec + 2 * m + 1] as number;
          const tx = x + vx;
          const ty = y + vy;
          const slot = (vy + 1) * 3 + vx + 1;
          const open = shiftAt >= 0 ? ((shifts as Uint8Array)[shiftAt + slot] as number) : 2;
          if (open === 0 || (open === 2 && !shiftOpen(fpA, countHere, vx, vy))) continue;
          const countNext = footprint(fpB, tx, ty, f);
          let t = footprintFree(fpB, countNext, tag & ~TAG_TURNED_HERE, tx, ty, f);
          if (t < 0) continue;
          // What the step passes, enters and leaves: worked out once per search and step when
          // the base started on no trapdoor, else for each node (its tag counts).
          let more: number;
          const at = shiftAt + slot;
          if (shiftAt >= 0 && startPitCount === 0 && shiftStamp[at] === coverNow) more = shiftExtra[at] as number;
          else {
            let past = 0;
            if (vx !== 0 && vy !== 0) {
              for (let j = 0; j < countHere; j++) {
                const ax = fpA[2 * j] as number;
                const ay = fpA[2 * j + 1] as number;
                // The step table's bit 2 where the square is on the board (its step is open).
                const touches =
                  ax >= 0 && ay >= 0 && ax < W && ay < H && board[ay * W + ax] === 1
                    ? ((stepInfo[(ay * W + ax) * 9 + slot] as number) & 2) !== 0
                    : (diagonalOf(cg, ax, ay, vx, vy) & 1) !== 0;
                let opponentFlank = false;
                for (let k = 0; k < 2; k++) {
                  const fx = k === 0 ? ax + vx : ax;
                  const fy = k === 0 ? ay : ay + vy;
                  if (fx < 0 || fy < 0 || fx >= W || fy >= H) continue;
                  const fk = flank[fy * W + fx] as number;
                  if (fk & FLANK_SURCHARGE) past |= PAST_MODEL;
                  if (fk & FLANK_ENEMY) opponentFlank = true;
                }
                if (touches) past |= opponentFlank ? PAST_CORNER | PAST_OPPONENT_AND_CORNER : PAST_CORNER;
              }
            }
            let entered = 0;
            if (anyEntry || startPitCount > 0)
              for (let j = 0; j < countNext; j++) {
                const qx = fpB[2 * j] as number;
                const qy = fpB[2 * j + 1] as number;
                let old = false;
                if (base === 2) old = qx >= x && qx <= x + 1 && qy >= y && qy <= y + 1;
                else for (let k = 0; k < countHere; k++) if (fpA[2 * k] === qx && fpA[2 * k + 1] === qy) old = true;
                if (old) continue;
                entered += (extra[qy * W + qx] as number) & ENTRY_COST;
                if (startPitCount > 0) t |= startBit(qy * W + qx);
              }
            let pitsLeft = 0;
            if (anyPit || startPitCount > 0)
              for (let j = 0; j < countHere; j++) {
                const qx = fpA[2 * j] as number;
                const qy = fpA[2 * j + 1] as number;
                let kept = false;
                for (let k = 0; k < countNext; k++) if (fpB[2 * k] === qx && fpB[2 * k + 1] === qy) kept = true;
                if (!kept) pitsLeft += left(qy * W + qx, tag);
              }
            more = past | ((entered + pitsLeft) << 3);
            if (shiftAt >= 0 && startPitCount === 0) {
              shiftStamp[at] = coverNow;
              shiftExtra[at] = more;
            }
          }
          const price = stepPrice[m * 8 + (more & 7)] as number;
          if (price < 0) continue;
          const total = here + price + (more >> 3);
          if (total > budget) continue;
          relax(stamp, node, (t << pb) | ((ty * W + tx) * 4 + f), total, m);
        }
      }
      // Turns.
      for (let k = 0; k < 3; k++) {
        const quarter = TURNS[k] as 1 | 2 | 3;
        const nf = (f + quarter) & 3;
        let t = tag;
        let pitsLeft = 0;
        let entered = 0;
        let to = sqi;
        if (base === 1) {
          // About its front square (`cavalryPivot: 'front'`, AMB-30) the base's rear square, where
          // it stands, swings round behind the front one.
          let nx = x;
          let ny = y;
          if (frontPivot) {
            nx = x + (FACING_DX[f] as number) - (FACING_DX[nf] as number);
            ny = y + (FACING_DY[f] as number) - (FACING_DY[nf] as number);
          }
          const count = footprint(fpB, nx, ny, nf);
          t = footprintFree(fpB, count, tag, nx, ny, nf);
          if (t < 0) continue;
          to = ny * W + nx;
          // The turn moves the front square of a 1x2 base off the one it covered, onto a new one;
          // about the front square, the rear one.
          const moved = frontPivot ? 0 : 2;
          const oldSquare = (fpA[moved + 1] as number) * W + (fpA[moved] as number);
          const newSquare = (fpB[moved + 1] as number) * W + (fpB[moved] as number);
          if (anyPit || startPitCount > 0) pitsLeft = left(oldSquare, tag);
          if (anyEntry) entered = (extra[newSquare] as number) & ENTRY_COST;
          if (startPitCount > 0) t |= startBit(newSquare);
        }
        const packed = turnPrice[k * TAGS + tag] as number;
        const total = here + (packed >> TAG_BITS) + entered + pitsLeft;
        if (total > budget) continue;
        relax(stamp, node, ((t | (packed & TAG_MASK)) << pb) | (to * 4 + nf), total, 8 + k);
      }
    }
  }

  // The cheapest node per (square, facing); ties go to the tag the reference's string keys put
  // first. Places are numbered (y * W + x) * 4 + facing, which is also the order of the list.
  const count = touchedCount;
  let firstPlace = places;
  let lastPlace = -1;
  for (let i = 0; i < count; i++) {
    const node = touched[i] as number;
    const place = node & pm;
    if (placeSeen[place] !== gen) {
      placeSeen[place] = gen;
      placeBest[place] = node;
      placeCost[place] = (data[node << 1] as number) & COST_MASK;
      if (place < firstPlace) firstPlace = place;
      if (place > lastPlace) lastPlace = place;
      continue;
    }
    const old = placeBest[place] as number;
    const c = (data[node << 1] as number) & COST_MASK;
    const oc = (data[old << 1] as number) & COST_MASK;
    if (c < oc || (c === oc && (TAG_RANK[node >>> pb] as number) < (TAG_RANK[old >>> pb] as number))) {
      placeBest[place] = node;
      placeCost[place] = c;
    }
  }

  // The ends: not the start, no one else's square, no rockfall (a Titan may), and no contact
  // again with an opponent left this activation.
  if (endPlaces.length < lastPlace - firstPlace + 1) {
    endPlaces = new Int32Array(lastPlace - firstPlace + 1);
    endCosts = new Int32Array(lastPlace - firstPlace + 1);
  }
  let ends = 0;
  for (let place = firstPlace; place <= lastPlace; place++) {
    if (placeSeen[place] !== gen) continue;
    const f = place & 3;
    const sqi = place >> 2;
    const x = sqi % W;
    const y = (sqi - x) / W;
    if (x === wx && y === wy && f === startF) continue;
    const fc = footprint(fpB, x, y, f);
    let ok = true;
    for (let j = 0; j < fc && ok; j++) {
      const qx = fpB[2 * j] as number;
      const qy = fpB[2 * j + 1] as number;
      if (qx >= 0 && qy >= 0 && qx < W && qy < H && bad[qy * W + qx]) ok = false;
    }
    if (!ok) continue;
    endPlaces[ends] = place;
    endCosts[ends] = placeCost[place] as number;
    ends++;
  }
  return ends;
}

// ---------------------------------------------------------------------------------------------
// The answer of the last search, read from the scratch arrays.

/** Searches made so far: a `Reach` reads the scratch arrays while the last search is its own. */
let searchCount = 0;
/** The ends the menu of search `menuSearch` lists (`Reach.listMenu`), as indices into `endPlaces`. */
let menuEnds = new Int32Array(256);
let menuLength = 0;
let menuSearch = -1;
/** The last search's board width and height, place bits and stamp. */
let lastW = 0;
let lastH = 0;
let lastPb = 0;
let lastStamp = 0;
/** The last search's ends in list order: places ((y * W + x) * 4 + facing) and their costs. */
let endPlaces = new Int32Array(256);
let endCosts = new Int32Array(256);
let endCount = 0;

type MoveChoice = Extract<HybridChoice, { kind: 'move' }>;

/**
 * One movement search's answer. It reads the scratch arrays of the search, so nothing is copied
 * out of them; when another search has run since, it searches again (the same position gives the
 * same answer: states are not changed while their answers are kept, see `placements`).
 */
export class Reach implements MoveReach {
  private readonly ctx: Ctx;
  private readonly s: HybridState;
  private readonly w: Warrior;
  private readonly act: Activation;
  private id: number;
  private listed: Placement[] | null;
  private moves: number;

  constructor(ctx: Ctx, s: HybridState, w: Warrior, act: Activation) {
    this.ctx = ctx;
    this.s = s;
    this.w = w;
    this.act = act;
    this.listed = null;
    this.moves = -1;
    search(ctx, s, w, act);
    this.id = searchCount;
  }

  private current(): void {
    if (this.id === searchCount) return;
    search(this.ctx, this.s, this.w, this.act);
    this.id = searchCount;
  }

  /** The ends a leg may stop on, sorted by square then facing (made on the first call). */
  get list(): Placement[] {
    if (this.listed) return this.listed;
    this.current();
    const keys = keyTable(lastW, lastPb);
    const list: Placement[] = [];
    for (let i = 0; i < endCount; i++) list.push(this.placementAt(keys, i));
    this.listed = list;
    return list;
  }

  private placementAt(keys: Array<Array<string | undefined> | undefined>, i: number): Placement {
    const place = endPlaces[i] as number;
    const sqi = place >> 2;
    const x = sqi % lastW;
    return {
      x,
      y: (sqi - x) / lastW,
      facing: FACING_NAMES[place & 3] as Facing,
      cost: endCosts[i] as number,
      key: keyOf(keys, placeBest[place] as number, lastW, lastPb),
    };
  }

  /** The end on square (x, y) facing `facing`, or undefined when the leg cannot stop there. */
  find(x: number, y: number, facing: Facing): Placement | undefined {
    if (this.listed) return this.listed.find((p) => p.x === x && p.y === y && p.facing === facing);
    const i = this.endIndex(x, y, facing);
    return i < 0 ? undefined : this.placementAt(keyTable(lastW, lastPb), i);
  }

  /** The index of the end (x, y, facing) in the scratch arrays of this search, or -1. */
  private endIndex(x: number, y: number, facing: Facing): number {
    this.current();
    const f = FACING_NAMES.indexOf(facing);
    if (f < 0 || !Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= lastW || y >= lastH) return -1;
    const place = (y * lastW + x) * 4 + f;
    let lo = 0;
    let hi = endCount - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = endPlaces[mid] as number;
      if (at === place) return mid;
      if (at < place) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /**
   * A move to the end (x, y, facing): its cost and the steps it walks (what `find` and then
   * `steps` of its key give, without the key), or undefined when the leg cannot stop there.
   */
  walkTo(x: number, y: number, facing: Facing): { readonly cost: number; readonly steps: PathStep[] } | undefined {
    const i = this.endIndex(x, y, facing);
    if (i < 0) return undefined;
    return { cost: endCosts[i] as number, steps: this.stepsFrom(placeBest[endPlaces[i] as number] as number) };
  }

  /**
   * The ends a menu lists, as indices into the scratch ends (`menuEnds`, made once per search):
   * per square, its cheapest facings (the ends are sorted by square, so the facings of one square
   * are next to each other). Returns their number.
   */
  private listMenu(): number {
    this.current();
    if (menuSearch === searchCount) return menuLength;
    if (menuEnds.length < endCount) menuEnds = new Int32Array(Math.max(endCount, 2 * menuEnds.length));
    const listedEnds = menuEnds;
    let listed = 0;
    const eng = singleEngine();
    const v = eng?.views;
    if (eng && v && listedEnds === v.menuEnds && endPlaces === v.endPlaces && endCosts === v.endCosts)
      listed = eng.run.listMenu(endCount);
    else
      for (let i = 0; i < endCount;) {
        const sq = (endPlaces[i] as number) >> 2;
        let end = i + 1;
        let least = endCosts[i] as number;
        for (; end < endCount && (endPlaces[end] as number) >> 2 === sq; end++)
          if ((endCosts[end] as number) < least) least = endCosts[end] as number;
        for (; i < end; i++) if (endCosts[i] === least) listedEnds[listed++] = i;
      }
    menuSearch = searchCount;
    menuLength = listed;
    return listed;
  }

  /** How many move choices the menu lists (`menuMoves`), without making them. */
  menuCount(): number {
    if (this.moves < 0) this.moves = this.listMenu();
    return this.moves;
  }

  private moveAt(i: number): MoveChoice {
    const place = endPlaces[i] as number;
    const sqi = place >> 2;
    const x = sqi % lastW;
    const facing = FACING_NAMES[place & 3] as Facing;
    const cost = endCosts[i] as number;
    return { kind: 'move', x, y: (sqi - x) / lastW, facing, cost };
  }

  /** The move choices of the menu, in its order, added to `out`. */
  menuMoves(out: HybridChoice[]): void {
    const n = this.listMenu();
    if (this.moves < 0) this.moves = n;
    for (let k = 0; k < n; k++) out.push(this.moveAt(menuEnds[k] as number));
  }

  /** The `k`-th move choice of the menu (from 0), as `menuMoves` makes it. */
  menuMove(k: number): MoveChoice {
    const n = this.listMenu();
    if (!Number.isInteger(k) || k < 0 || k >= n) throw new RangeError(`reach: the menu has no move ${k}`);
    return this.moveAt(menuEnds[k] as number);
  }

  /** The nodes from the start to the node `x,y,facing,tag`, start first. */
  path(key: string): Reached[] {
    this.current();
    return pathOf(key, lastW, lastPb, lastStamp);
  }

  /** The same path as the steps a move walks (`path` read straight into them). */
  steps(key: string): PathStep[] {
    this.current();
    return this.stepsFrom(nodeOfKey(key, lastW, lastPb, lastStamp));
  }

  /** The steps from the start to `node` of the last search (empty for -1). */
  private stepsFrom(end: number): PathStep[] {
    const out: PathStep[] = [];
    let node = end;
    while (node >= 0) {
      const lk = data[(node << 1) + 1] as number;
      const sqi = (node & ((1 << lastPb) - 1)) >> 2;
      const x = sqi % lastW;
      out.push({
        x,
        y: (sqi - x) / lastW,
        facing: FACING_NAMES[node & 3] as Facing,
        cost: (data[node << 1] as number) & COST_MASK,
        turn: lk >= 0 && (lk & 15) >= 8,
        freeTurn: ((node >>> lastPb) & 1) === 1,
      });
      node = lk < 0 ? -1 : lk >> 4;
    }
    return out.reverse();
  }
}

/**
 * Where `w` can stand after spending at most `act.mpLeft` points, from his square and facing now.
 */
export function reachMoves(ctx: Ctx, s: HybridState, w: Warrior, act: Activation): Reach {
  return new Reach(ctx, s, w, act);
}

/**
 * Node keys "x,y,facing,tag", made once per board width, place bits and node, and shared by every
 * search: per place, an array by tag (node numbers run into the millions, sparse for one array).
 */
const keyTables = new Map<number, Array<Array<string | undefined> | undefined>>();
function keyTable(W: number, pb: number): Array<Array<string | undefined> | undefined> {
  const id = W * 64 + pb;
  let t = keyTables.get(id);
  if (!t) {
    t = [];
    for (let i = 0; i < 1 << pb; i++) t.push(undefined);
    keyTables.set(id, t);
  }
  return t;
}
function keyOf(table: Array<Array<string | undefined> | undefined>, node: number, W: number, pb: number): string {
  const place = node & ((1 << pb) - 1);
  const tag = node >>> pb;
  let byTag = table[place];
  if (byTag === undefined) {
    byTag = [];
    table[place] = byTag;
  }
  let k = byTag[tag];
  if (k === undefined) {
    const d = decode(node, W, pb);
    k = `${d.x},${d.y},${d.facing},${d.tag}`;
    while (byTag.length < tag) byTag.push(undefined);
    byTag[tag] = k;
  }
  return k;
}

function decode(node: number, W: number, pb: number): { x: number; y: number; facing: Facing; tag: number } {
  const sqi = (node & ((1 << pb) - 1)) >> 2;
  const x = sqi % W;
  return { x, y: (sqi - x) / W, facing: FACING_NAMES[node & 3] as Facing, tag: node >>> pb };
}

/** The node of `key` ("x,y,facing,tag") in the last search, or -1 when it was not reached. */
function nodeOfKey(key: string, W: number, pb: number, stamp: number): number {
  const [xs, ys, fs, ts] = key.split(',');
  const f = FACINGS.indexOf(fs as Facing);
  if (f < 0) return -1;
  const node = (Number(ts) << pb) | ((Number(ys) * W + Number(xs)) * 4 + f);
  if (!(node >= 0 && 2 * node + 1 < data.length) || ((data[node << 1] as number) & STAMP_MASK) !== stamp) return -1;
  return node;
}

/** The path to the node of `key` in the last search, read from its links (empty when it was not reached). */
function pathOf(key: string, W: number, pb: number, stamp: number): Reached[] {
  let node = nodeOfKey(key, W, pb, stamp);
  const out: Reached[] = [];
  while (node >= 0) {
    const lk = data[(node << 1) + 1] as number;
    const p = lk < 0 ? -1 : lk >> 4;
    const mv = lk < 0 ? -1 : lk & 15;
    out.push({
      node: decode(node, W, pb),
      cost: (data[node << 1] as number) & COST_MASK,
      prev: p >= 0 ? keyOf(keyTable(W, pb), p, W, pb) : null,
      move: mv >= 0 ? (MOVES[mv] as PathMove) : null,
    });
    node = p;
  }
  return out.reverse();
}
