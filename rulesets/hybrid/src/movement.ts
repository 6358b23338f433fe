/**
 * The movement search: every (square, facing) a warrior can end a leg on with the points he has,
 * priced by the cheapest path. Same answers, costs and tie-breaks as `explore` of
 * `@skirmish/geometry` with `movePricing` of `world.ts` (a test compares the two), written over
 * flat typed arrays. Kept as the reference of `reach.ts` (the search of play): both price each step
 * and turn with `step-cost.ts`, so comparing them checks the searches, not the prices; the golden
 * vectors and the rule tests check the prices.
 */
import {
  FACINGS,
  compileGrid,
  type CompiledGrid,
  type Facing,
  type PathMove,
  type Reached,
  type Square,
} from '@skirmish/geometry/grid';
import type { Activation, HybridState, Warrior } from './state.ts';
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
  startPitBits,
  coverTag,
  stepCost,
  turnCost,
} from './step-cost.ts';
import {
  ENTRY_COST,
  LEAVE_PIT,
  BIT_N,
  BIT_E,
  BIT_S,
  BIT_W,
  TURNS,
  MOVES,
  STEP_VEC,
  FACING_DX,
  FACING_DY,
  diagonalOf,
  stepTable,
} from './step-table.ts';
import type { Placement } from './world.ts';
import {
  apt,
  gridOf,
  openedGrid,
  smashableDoors,
  squeezedGrid,
  squeezes,
  inPlay,
  isPuny,
  isTitan,
  titanRules,
  profileOf,
  squaresOf,
  type Ctx,
} from './world.ts';

/** Order of tags as `explore`'s string keys compare them ("10" before "2"). */
const TAG_RANK: number[] = (() => {
  const tags = Array.from({ length: TAGS }, (_, i) => i);
  const sorted = [...tags].sort((a, b) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0));
  const rank = new Array<number>(TAGS).fill(0);
  sorted.forEach((t, i) => (rank[t] = i));
  return rank;
})();

// Scratch arrays shared by every search (they run one at a time), indexed by node and valid
// where `seen` holds the search's number: no clearing between searches.
let capacity = 0;
let costBuf = new Int16Array(0);
let prevBuf = new Int32Array(0);
let viaBuf = new Int8Array(0);
let seenBuf = new Int32Array(0);
let doneBuf = new Int32Array(0);
let generation = 0;
let placeSeen = new Int32Array(0);
let placeBest = new Int32Array(0);

function scratch(size: number): void {
  if (size <= capacity) return;
  capacity = size;
  costBuf = new Int16Array(size);
  prevBuf = new Int32Array(size);
  viaBuf = new Int8Array(size);
  seenBuf = new Int32Array(size);
  doneBuf = new Int32Array(size);
}

// Per-square arrays of one search, reused by the next one (searches run one at a time).
let boardCapacity = 0;
let occBuf = new Int16Array(0);
let columnBuf = new Uint8Array(0);
let noWalkBuf = new Uint8Array(0);
let extraBuf = new Uint8Array(0);
let nearEnemyBuf = new Uint8Array(0);
let badBuf = new Uint8Array(0);

function boardScratch(n: number) {
  if (n > boardCapacity) {
    boardCapacity = n;
    occBuf = new Int16Array(n);
    columnBuf = new Uint8Array(n);
    noWalkBuf = new Uint8Array(n);
    extraBuf = new Uint8Array(n);
    nearEnemyBuf = new Uint8Array(n);
    badBuf = new Uint8Array(n);
  }
  occBuf.fill(-1, 0, n);
  columnBuf.fill(0, 0, n);
  noWalkBuf.fill(0, 0, n);
  extraBuf.fill(0, 0, n);
  nearEnemyBuf.fill(0, 0, n);
  badBuf.fill(0, 0, n);
  return { occ: occBuf, column: columnBuf, noWalk: noWalkBuf, extra: extraBuf, nearEnemy: nearEnemyBuf, bad: badBuf };
}

interface Compiled {
  readonly doors: string;
  readonly grid: CompiledGrid;
  /** Per square and step slot ((vy + 1) * 3 + vx + 1): bit 1 a single square may step so, bit 2
   *  a diagonal step touches an edge at the corner it crosses. */
  readonly steps: Uint8Array;
}

const compiled = new WeakMap<object, Map<string, Compiled>>();

/**
 * The board compiled for path searches; board edges never change, doors do. `smash` names the
 * closed doors the mover goes through as if open (a Titan smashing them, HY-DOOR-09).
 */
function compiledFor(s: HybridState, smash: ReadonlySet<string> = NO_DOORS, squeeze = false): Compiled {
  const doors = (squeeze ? 's' : '') + s.board.doors.map((d) => (d.open || smash.has(d.id) ? '1' : '0')).join('');
  let byDoors = compiled.get(s.board.edges);
  if (!byDoors) {
    byDoors = new Map();
    compiled.set(s.board.edges, byDoors);
  }
  const hit = byDoors.get(doors);
  if (hit) return hit;
  const plain = smash.size > 0 ? openedGrid(s, smash) : gridOf(s);
  // A 2x2 base that passes single doors (HY-DOOR-08) moves on a grid of its own.
  const grid = compileGrid(squeeze ? squeezedGrid(plain) : plain);
  const steps = stepTable(grid);
  const entry = { doors, grid, steps };
  // Door states repeat (a door is opened and closed again): a few boards per layout are kept.
  if (byDoors.size >= 16) byDoors.clear();
  byDoors.set(doors, entry);
  return entry;
}

const NO_DOORS: ReadonlySet<string> = new Set();

export function compiledGrid(s: HybridState): CompiledGrid {
  return compiledFor(s).grid;
}

/** The result of one search. */
export interface MoveSearch {
  /** The ends a leg may stop on, sorted by square then facing. */
  readonly list: Placement[];
  /** The nodes from the start to the node `x,y,facing,tag`, start first. */
  path(key: string): Reached[];
}

type BaseKind = 0 | 1 | 2; // 1x1, 1x2, 2x2

/**
 * Where `w` can stand after spending at most `act.mpLeft` points, from his square and facing now.
 */
export function searchMoves(ctx: Ctx, s: HybridState, w: Warrior, act: Activation): MoveSearch {
  const compiledBoard = compiledFor(s, smashableDoors(ctx, s, w), squeezes(ctx, w));
  const cg = compiledBoard.grid;
  const stepInfo = compiledBoard.steps;
  const W = cg.width;
  const H = cg.height;
  const n = W * H;
  const p = profileOf(ctx, w);
  const base: BaseKind = p.base === '1x1' ? 0 : p.base === '1x2' ? 1 : 2;
  const titan = isTitan(ctx, w);
  const largeTitan = titanRules(ctx, w);
  const puny = isPuny(ctx, w);
  const velocity = apt(ctx, w, 'Velocity') !== null;
  // A big base ignores trapdoors when the table says so (AMB-21, `bigBaseTrapdoorRule`).
  const trapdoors = base === 0 || ctx.options['bigBaseTrapdoorRule'] !== 'ignore';
  const novice = act.mode === 'MV' && act.level === 2;
  const startedInContact = act.startContacts.length > 0;
  const quarterTurns = ctx.options['turnModel'] === 'quarterTurns';
  // A 1x2 base turns about its rear square, or about its front one (AMB-30, `cavalryPivot`).
  const frontPivot = ctx.options['cavalryPivot'] === 'front';
  const mover =
    (novice ? MOVER_NOVICE : 0) |
    (puny ? MOVER_PUNY : 0) |
    (largeTitan ? MOVER_LARGE_TITAN : 0) |
    (quarterTurns ? MOVER_QUARTER_TURNS : 0) |
    // A backward diagonal priced as any diagonal (AMB-05, `backwardDiagonal`).
    (ctx.options['backwardDiagonal'] === 'diagonal' ? MOVER_BACK_DIAGONAL_1 : 0);

  const { occ, column, noWalk, extra, nearEnemy, bad } = boardScratch(n);
  const live = inPlay(s);
  const bases = live.map((o) => squaresOf(ctx, o));
  bases.forEach((squares, i) => {
    for (const q of squares) if (q.x >= 0 && q.y >= 0 && q.x < W && q.y < H) occ[q.y * W + q.x] = i;
  });
  for (const [k, f] of Object.entries(s.board.features)) {
    const c = k.indexOf(',');
    const i = Number(k.slice(c + 1)) * W + Number(k.slice(0, c));
    if (f.column) column[i] = 1;
    // The rest of an Entry/Exit counter and the lever counter are never walked on.
    if (f.entryCover || f.lever) noWalk[i] = 1;
    // An open trapdoor's extra point goes with the crossing: the base pays it as it uncovers the
    // square, so a move that ends over it pays none (HY-TRAP-02, HY-TRAP-06, AMB-21).
    const pit = f.trapdoor === 'open' && !velocity && trapdoors;
    extra[i] = (f.rockfall && !titan && !velocity ? 1 : 0) + (pit ? LEAVE_PIT : 0);
  }
  // He pays nothing to climb off the trapdoors he starts on (HY-TRAP-04); once he has covered one
  // of them again, leaving that one is a crossing (its own TAG_BACK_ON_START bit, `startBit`).
  const startBit = new Int32Array(n);
  const pits: number[] = [];
  for (const q of squaresOf(ctx, w))
    if (q.x >= 0 && q.y >= 0 && q.x < W && q.y < H) {
      if ((extra[q.y * W + q.x] as number) >> 2) pits.push(q.y * W + q.x);
      extra[q.y * W + q.x] = (extra[q.y * W + q.x] as number) & ENTRY_COST;
    }
  startPitBits(pits, pits.length).forEach((bit, j) => (startBit[pits[j] as number] = bit));
  const back = (tag: number, i: number): number => (tag & (startBit[i] as number) ? 1 : 0);
  // Squares in base contact with an enemy: beside one of his squares, with no wall or closed
  // door between (HY-GEN-06), on the board as it stands: a closed door a Titan would smash on his
  // way still keeps him apart, and the walls a 2x2 base squeezes past stay walls.
  const realShut = compiledFor(s).grid.shut;
  const enemy = new Uint8Array(live.length);
  live.forEach((o, i) => {
    if (o.side === w.side) return;
    enemy[i] = 1;
    for (const q of bases[i] as Square[])
      for (let d = 0; d < 4; d++) {
        const x = q.x + (FACING_DX[d] ?? 0);
        const y = q.y + (FACING_DY[d] ?? 0);
        if (x >= 0 && y >= 0 && x < W && y < H && ((realShut[q.y * W + q.x] ?? 0) & (1 << d)) === 0)
          nearEnemy[y * W + x] = 1;
      }
  });
  // A friend with no enemy in contact: none of his squares is beside an enemy's (orthogonally).
  const freeFriend = live.map(
    (o, i) =>
      o.side === w.side &&
      !(bases[i] as Square[]).some((q) => q.x >= 0 && q.y >= 0 && q.x < W && q.y < H && nearEnemy[q.y * W + q.x] === 1),
  );
  const crossable = live.map((o) => o.side !== w.side && novice && o.dc === null && !(titanRules(ctx, o) && !titan));
  const self = live.findIndex((o) => o.id === w.id);
  const board = cg.board;
  const shut = cg.shut;

  // The squares of a base at (x, y) facing f, as [x0, y0, x1, y1, ...] in `fp`; returns the count.
  const fpA = new Int32Array(8);
  const fpB = new Int32Array(8);
  const footprint = (out: Int32Array, x: number, y: number, f: number): number => {
    out[0] = x;
    out[1] = y;
    if (base === 0) return 1;
    if (base === 1) {
      out[2] = x + (FACING_DX[f] ?? 0);
      out[3] = y + (FACING_DY[f] ?? 0);
      return 2;
    }
    out[2] = x + 1;
    out[3] = y;
    out[4] = x;
    out[5] = y + 1;
    out[6] = x + 1;
    out[7] = y + 1;
    return 4;
  };
  const inGrid = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < W && y < H && board[y * W + x] === 1;

  const footprintFree = (fp: Int32Array, count: number, tag: number): number => {
    let friend = false;
    let touching = false;
    for (let j = 0; j < count; j++) {
      const x = fp[2 * j] as number;
      const y = fp[2 * j + 1] as number;
      if (x < 0 || y < 0 || x >= W || y >= H || board[y * W + x] !== 1) return -1;
      const i = y * W + x;
      if (column[i] || noWalk[i]) return -1;
      const o = occ[i] as number;
      if (o >= 0 && o !== self) {
        if (!enemy[o]) {
          if (startedInContact || !freeFriend[o]) return -1;
          friend = true;
        } else if (!crossable[o]) return -1;
      }
      if (nearEnemy[i] && (o < 0 || o === self || !enemy[o])) touching = true;
    }
    return coverTag(tag, friend, touching);
  };

  const diagonal = (ax: number, ay: number, vx: number, vy: number): number => diagonalOf(cg, ax, ay, vx, vy);

  const shiftOpen = (fp: Int32Array, count: number, vx: number, vy: number): boolean => {
    const diag = vx !== 0 && vy !== 0;
    for (let j = 0; j < count; j++) {
      const x = fp[2 * j] as number;
      const y = fp[2 * j + 1] as number;
      if (!inGrid(x + vx, y + vy)) return false;
      if (diag) {
        if (diagonal(x, y, vx, vy) & 2) return false;
      } else {
        const bit = vx > 0 ? BIT_E : vx < 0 ? BIT_W : vy > 0 ? BIT_N : BIT_S;
        if (((shut[y * W + x] ?? 0) & bit) !== 0) return false;
      }
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

  // Search arrays over nodes ((y * W + x) * 4 + facing) * TAGS + tag.
  const N = n * 4 * TAGS;
  scratch(N);
  if (generation >= 0x7fffffff) {
    seenBuf.fill(0);
    doneBuf.fill(0);
    placeSeen.fill(0);
    generation = 0;
  }
  const gen = ++generation;
  const cost = costBuf;
  const prev = prevBuf;
  const via = viaBuf;
  const seen = seenBuf;
  const done = doneBuf;
  const budget = act.mpLeft;
  // Dial's buckets: one FIFO per cost, which pops in the order (cost, first pushed) like a heap.
  const buckets: number[][] = Array.from({ length: Math.max(0, budget) + 1 }, () => []);
  const touched: number[] = [];
  const startF = FACINGS.indexOf(w.facing);
  const start = ((w.y * W + w.x) * 4 + startF) * TAGS + (act.freeTurnUsed ? TAG_TURNED : 0);
  seen[start] = gen;
  cost[start] = 0;
  prev[start] = -1;
  via[start] = -1;
  touched.push(start);
  (buckets[0] as number[]).push(start);

  const relax = (from: number, to: number, c: number, move: number): void => {
    const tag = to % TAGS;
    const nodeBase = to - tag;
    for (let sub = tag; ; sub = (sub - 1) & tag) {
      if (seen[nodeBase + sub] === gen && (cost[nodeBase + sub] as number) <= c) return;
      if (sub === 0) break;
    }
    if (seen[to] !== gen) {
      seen[to] = gen;
      touched.push(to);
    }
    cost[to] = c;
    prev[to] = from;
    via[to] = move;
    (buckets[c] as number[]).push(to);
  };

  for (let b = 0; b <= budget; b++) {
    const bucket = buckets[b] as number[];
    for (let qi = 0; qi < bucket.length; qi++) {
      const node = bucket[qi] as number;
      if (done[node] === gen) continue;
      done[node] = gen;
      const here = cost[node] as number;
      const tag = node % TAGS;
      const f = ((node - tag) / TAGS) % 4;
      const sqi = (node - tag - f * TAGS) / (4 * TAGS);
      const x = sqi % W;
      const y = (sqi - x) / W;
      const vec = f * 16;
      const countHere = footprint(fpA, x, y, f);
      // Steps.
      if (base === 0) {
        // A single square: the same rules as below, read from the precomputed step table.
        const from = y * W + x;
        for (let m = 0; m < 8; m++) {
          const vx = STEP_VEC[vec + 2 * m] as number;
          const vy = STEP_VEC[vec + 2 * m + 1] as number;
          const info = stepInfo[from * 9 + (vy + 1) * 3 + vx + 1] as number;
          if ((info & 1) === 0) continue;
          const to = from + vy * W + vx;
          // footprintFree of one square.
          if (column[to] || noWalk[to]) continue;
          let friend = false;
          const o = occ[to] as number;
          if (o >= 0 && o !== self) {
            if (!enemy[o]) {
              if (startedInContact || !freeFriend[o]) continue;
              friend = true;
            } else if (!crossable[o]) continue;
          }
          let t = coverTag(tag & ~TAG_TURNED_HERE, friend, nearEnemy[to] === 1 && (o < 0 || o === self || !enemy[o]));
          if (t < 0) continue;
          t |= startBit[to] as number;
          let past = 0;
          if (vx !== 0 && vy !== 0) {
            const touches = (info & 2) !== 0;
            let surcharge = false;
            let opponentFlank = false;
            for (let k = 0; k < 2; k++) {
              const fx = k === 0 ? x + vx : x;
              const fy = k === 0 ? y : y + vy;
              if (fx < 0 || fy < 0 || fx >= W || fy >= H) continue;
              const i = fy * W + fx;
              if (column[i]) surcharge = true;
              const fo = occ[i] as number;
              if (fo >= 0 && fo !== self) {
                if (enemy[fo]) {
                  opponentFlank = true;
                  surcharge = true;
                } else if (!freeFriend[fo]) surcharge = true;
              }
            }
            if (touches) past = opponentFlank ? PAST_CORNER | PAST_OPPONENT_AND_CORNER : PAST_CORNER;
            if (surcharge) past |= PAST_MODEL;
          }
          const left = ((extra[from] as number) >> 2) + back(tag, from);
          const c = stepCost(m, past, mover, (extra[to] as number) & ENTRY_COST, left);
          if (c < 0) continue;
          const total = here + c;
          if (total > budget) continue;
          relax(node, (to * 4 + f) * TAGS + t, total, m);
        }
      } else
        for (let m = 0; m < 8; m++) {
          const vx = STEP_VEC[vec + 2 * m] as number;
          const vy = STEP_VEC[vec + 2 * m + 1] as number;
          const diag = vx !== 0 && vy !== 0;
          if (diag && largeTitan) continue;
          const tx = x + vx;
          const ty = y + vy;
          if (!shiftOpen(fpA, countHere, vx, vy)) continue;
          const countNext = footprint(fpB, tx, ty, f);
          const t = footprintFree(fpB, countNext, tag & ~TAG_TURNED_HERE);
          if (t < 0) continue;
          let past = 0;
          if (diag) {
            for (let j = 0; j < countHere; j++) {
              const ax = fpA[2 * j] as number;
              const ay = fpA[2 * j + 1] as number;
              const touches = (diagonal(ax, ay, vx, vy) & 1) !== 0;
              let opponentFlank = false;
              for (let k = 0; k < 2; k++) {
                const fx = k === 0 ? ax + vx : ax;
                const fy = k === 0 ? ay : ay + vy;
                if (fx < 0 || fy < 0 || fx >= W || fy >= H) continue;
                const i = fy * W + fx;
                if (column[i]) past |= PAST_MODEL;
                const o = occ[i] as number;
                if (o >= 0 && o !== self) {
                  if (enemy[o]) {
                    opponentFlank = true;
                    past |= PAST_MODEL;
                  } else if (!freeFriend[o]) past |= PAST_MODEL;
                }
              }
              if (touches) past |= opponentFlank ? PAST_CORNER | PAST_OPPONENT_AND_CORNER : PAST_CORNER;
            }
          }
          let entered = 0;
          let nt = t;
          for (let j = 0; j < countNext; j++) {
            const qx = fpB[2 * j] as number;
            const qy = fpB[2 * j + 1] as number;
            let old = false;
            for (let k = 0; k < countHere; k++) if (fpA[2 * k] === qx && fpA[2 * k + 1] === qy) old = true;
            if (!old) {
              entered += (extra[qy * W + qx] as number) & ENTRY_COST;
              nt |= startBit[qy * W + qx] as number;
            }
          }
          let pitsLeft = 0;
          for (let j = 0; j < countHere; j++) {
            const qx = fpA[2 * j] as number;
            const qy = fpA[2 * j + 1] as number;
            let kept = false;
            for (let k = 0; k < countNext; k++) if (fpB[2 * k] === qx && fpB[2 * k + 1] === qy) kept = true;
            if (!kept) pitsLeft += ((extra[qy * W + qx] as number) >> 2) + back(tag, qy * W + qx);
          }
          const c = stepCost(m, past, mover, entered, pitsLeft);
          if (c < 0) continue;
          const total = here + c;
          if (total > budget) continue;
          relax(node, ((ty * W + tx) * 4 + f) * TAGS + nt, total, m);
        }
      // Turns.
      for (let k = 0; k < 3; k++) {
        const quarter = TURNS[k] as 1 | 2 | 3;
        const nf = (f + quarter) % 4;
        let t = tag;
        let pitsLeft = 0;
        let entered = 0;
        let nx = x;
        let ny = y;
        if (base === 1) {
          // About its front square (`cavalryPivot: 'front'`, AMB-30) the base's rear square, where
          // it stands, swings round behind the front one.
          if (frontPivot) {
            nx = x + (FACING_DX[f] ?? 0) - (FACING_DX[nf] ?? 0);
            ny = y + (FACING_DY[f] ?? 0) - (FACING_DY[nf] ?? 0);
          }
          const count = footprint(fpB, nx, ny, nf);
          t = footprintFree(fpB, count, tag);
          if (t < 0) continue;
          // The turn moves the front square of a 1x2 base off the one it covered, onto a new one;
          // about the front square, the rear one.
          const moved = frontPivot ? 0 : 2;
          const oldSquare = (fpA[moved + 1] as number) * W + (fpA[moved] as number);
          const newSquare = (fpB[moved + 1] as number) * W + (fpB[moved] as number);
          pitsLeft = ((extra[oldSquare] as number) >> 2) + back(tag, oldSquare);
          entered = (extra[newSquare] as number) & ENTRY_COST;
          t |= startBit[newSquare] as number;
        }
        const packed = turnCost(quarter, tag, t, mover, entered, pitsLeft);
        const c = Math.floor(packed / TAGS);
        const total = here + c;
        if (total > budget) continue;
        relax(node, ((ny * W + nx) * 4 + nf) * TAGS + (packed % TAGS), total, 8 + k);
      }
    }
  }

  // Keep what the path needs; the scratch arrays belong to the next search.
  const count = touched.length;
  const costs = new Int16Array(count);
  const prevs = new Int32Array(count);
  const vias = new Int8Array(count);
  for (let i = 0; i < count; i++) {
    const node = touched[i] as number;
    costs[i] = cost[node] as number;
    prevs[i] = prev[node] as number;
    vias[i] = via[node] as number;
  }
  const decode = (node: number): { x: number; y: number; facing: Facing; tag: number } => {
    const tag = node % TAGS;
    const f = ((node - tag) / TAGS) % 4;
    const sqi = (node - tag - f * TAGS) / (4 * TAGS);
    const x = sqi % W;
    return { x, y: (sqi - x) / W, facing: FACINGS[f] as Facing, tag };
  };

  // The cheapest node per (square, facing); ties go to the tag `explore`'s string keys put first.
  // Places are numbered (y * W + x) * 4 + facing, which is also the order of the list.
  const places = n * 4;
  if (placeSeen.length < places) {
    placeSeen = new Int32Array(places);
    placeBest = new Int32Array(places);
  }
  for (let i = 0; i < count; i++) {
    const node = touched[i] as number;
    const place = (node - (node % TAGS)) / TAGS;
    if (placeSeen[place] !== gen) {
      placeSeen[place] = gen;
      placeBest[place] = i;
      continue;
    }
    const old = placeBest[place] as number;
    const c = costs[i] as number;
    const oc = costs[old] as number;
    if (
      c < oc ||
      (c === oc && (TAG_RANK[node % TAGS] as number) < (TAG_RANK[(touched[old] as number) % TAGS] as number))
    )
      placeBest[place] = i;
  }

  // Placements: not the start, no one else's square, no rockfall (a Titan may), and no contact
  // again with an opponent left this activation.
  for (let i = 0; i < n; i++) if ((occ[i] as number) >= 0 && occ[i] !== self) bad[i] = 1;
  if (!titan)
    for (const [k, f] of Object.entries(s.board.features))
      if (f.rockfall) {
        const c = k.indexOf(',');
        bad[Number(k.slice(c + 1)) * W + Number(k.slice(0, c))] = 1;
      }
  for (const o of live)
    if (act.leftContacts.includes(o.id))
      for (const q of squaresOf(ctx, o))
        for (let d = 0; d < 4; d++) {
          const x = q.x + (FACING_DX[d] ?? 0);
          const y = q.y + (FACING_DY[d] ?? 0);
          if (x >= 0 && y >= 0 && x < W && y < H && ((realShut[q.y * W + q.x] ?? 0) & (1 << d)) === 0)
            bad[y * W + x] = 1;
        }
  const list: Placement[] = [];
  for (let place = 0; place < places; place++) {
    if (placeSeen[place] !== gen) continue;
    const i = placeBest[place] as number;
    const f = place % 4;
    const sqi = (place - f) / 4;
    const x = sqi % W;
    const y = (sqi - x) / W;
    if (x === w.x && y === w.y && f === startF) continue;
    const fc = footprint(fpB, x, y, f);
    let ok = true;
    for (let j = 0; j < fc && ok; j++) {
      const qx = fpB[2 * j] as number;
      const qy = fpB[2 * j + 1] as number;
      if (qx >= 0 && qy >= 0 && qx < W && qy < H && bad[qy * W + qx]) ok = false;
    }
    if (!ok) continue;
    const facing = FACINGS[f] as Facing;
    const tag = (touched[i] as number) % TAGS;
    list.push({ x, y, facing, cost: costs[i] as number, key: `${x},${y},${facing},${tag}` });
  }
  let index: Map<number, number> | null = null;
  return {
    list,
    path(key: string): Reached[] {
      const [xs, ys, fs, ts] = key.split(',');
      const f = FACINGS.indexOf(fs as Facing);
      if (f < 0) return [];
      if (!index) {
        index = new Map();
        for (let i = 0; i < count; i++) index.set(touched[i] as number, i);
      }
      let i = index.get(((Number(ys) * W + Number(xs)) * 4 + f) * TAGS + Number(ts)) ?? -1;
      const out: Reached[] = [];
      while (i >= 0) {
        const node = touched[i] as number;
        const p = prevs[i] as number;
        const pd = p >= 0 ? decode(p) : null;
        const mv = vias[i] as number;
        out.push({
          node: decode(node),
          cost: costs[i] as number,
          prev: pd ? `${pd.x},${pd.y},${pd.facing},${pd.tag}` : null,
          move: mv >= 0 ? (MOVES[mv] as PathMove) : null,
        });
        i = p >= 0 ? (index.get(p) ?? -1) : -1;
      }
      return out.reverse();
    },
  };
}
