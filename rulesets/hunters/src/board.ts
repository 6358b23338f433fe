import type { HuntersContent, Mission, TerrainTokenKind } from './content/schema.ts';

export interface Pos {
  readonly x: number;
  readonly y: number;
}

/** Facing index: 0 N, 1 NE, 2 E, 3 SE, 4 S, 5 SW, 6 W, 7 NW. */
export type Facing = number;
export const FACING_VECTORS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
];
export const FACING_NAMES = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
/** The same in Hungarian (észak, északkelet...). */
export const FACING_NAMES_HU = ['É', 'ÉK', 'K', 'DK', 'D', 'DNy', 'Ny', 'ÉNy'] as const;

export interface SpaceInfo {
  vantage: boolean;
  cover: boolean;
  openGround: boolean;
  finding: boolean;
  covered: boolean;
}

export type EdgeKind = 'obstacle' | 'barrier';

/** The map of one mission, built from its tiles: squares, icons and blocked edges. */
export interface Board {
  readonly width: number;
  readonly height: number;
  /** `"x,y"` -> icons; missing spaces are plain. */
  readonly spaces: Readonly<Record<string, SpaceInfo>>;
  /** `"x1,y1|x2,y2"` (smaller first) -> edge kind. */
  readonly edges: Readonly<Record<string, EdgeKind>>;
}

export const key = (p: Pos): string => `${p.x},${p.y}`;
export const samePos = (a: Pos, b: Pos): boolean => a.x === b.x && a.y === b.y;

function edgeKey(a: Pos, b: Pos): string {
  const ka = key(a);
  const kb = key(b);
  return ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
}

const built = new WeakMap<Mission, Board>();

/** The board of a mission (built once per mission record). */
export function buildBoard(content: HuntersContent, mission: Mission): Board {
  const known = built.get(mission);
  if (known) return known;
  const board = makeBoard(content, mission);
  built.set(mission, board);
  return board;
}

function makeBoard(content: HuntersContent, mission: Mission): Board {
  const spaces: Record<string, SpaceInfo> = {};
  const edges: Record<string, EdgeKind> = {};
  for (const placed of mission.tiles) {
    const tile = content.tiles.find((t) => t.id === placed.tile);
    if (!tile) continue;
    const [ox, oy] = placed.at;
    for (const s of tile.spaces) {
      const { at, ...info } = s;
      spaces[key({ x: at[0] + ox, y: at[1] + oy })] = info;
    }
    for (const e of tile.edges) {
      edges[edgeKey({ x: e.a[0] + ox, y: e.a[1] + oy }, { x: e.b[0] + ox, y: e.b[1] + oy })] = e.kind;
    }
  }
  return { width: mission.width, height: mission.height, spaces, edges };
}

export function onBoard(board: Board, p: Pos): boolean {
  return p.x >= 0 && p.y >= 0 && p.x < board.width && p.y < board.height;
}

const PLAIN: SpaceInfo = Object.freeze({
  vantage: false,
  cover: false,
  openGround: false,
  finding: false,
  covered: false,
});

export function space(board: Board, p: Pos): SpaceInfo {
  return board.spaces[key(p)] ?? PLAIN;
}

/** Step tables for path searches: per space and direction, blocked flags and costs. */
export interface Grid {
  readonly w: number;
  readonly h: number;
  /** index (y*w+x)*8+dir: 1 when a walker cannot take that step (or it leaves the board). */
  readonly walk: Uint8Array;
  readonly fly: Uint8Array;
  readonly cost: Uint8Array;
}

const grids = new WeakMap<Board, Grid>();
// The board asked for last: path searches ask for the same board many times in a row.
let lastBoard: Board | null = null;
let lastGrid: Grid | null = null;

export function gridOf(board: Board): Grid {
  if (board === lastBoard && lastGrid) return lastGrid;
  const known = grids.get(board);
  if (known) {
    lastBoard = board;
    lastGrid = known;
    return known;
  }
  const w = board.width;
  const h = board.height;
  const walk = new Uint8Array(w * h * 8);
  const fly = new Uint8Array(w * h * 8);
  const cost = new Uint8Array(w * h * 8);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      for (let d = 0; d < 8; d++) {
        const [dx, dy] = FACING_VECTORS[d] ?? [0, 0];
        const a = { x, y };
        const b = { x: x + dx, y: y + dy };
        const i = (y * w + x) * 8 + d;
        const off = !onBoard(board, b);
        walk[i] = off || stepBlocked(board, a, b, false) ? 1 : 0;
        fly[i] = off || stepBlocked(board, a, b, true) ? 1 : 0;
        cost[i] = off ? 0 : stepCost(board, a, b);
      }
  const g = { w, h, walk, fly, cost };
  grids.set(board, g);
  lastBoard = board;
  lastGrid = g;
  return g;
}

/** Direction index of a one-square step, by (dy + 1) * 3 + (dx + 1); -1 for no step. */
const DIR_OF = [5, 4, 3, 6, -1, 2, 7, 0, 1];

/** `stepBlocked` and `stepCost` for two on-board neighbours, read from the step tables. */
export function quickStep(board: Board, a: Pos, b: Pos, flying: boolean): { blocked: boolean; cost: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dir = dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1 ? (DIR_OF[(dy + 1) * 3 + dx + 1] ?? -1) : -1;
  if (dir < 0 || !onBoard(board, a) || !onBoard(board, b))
    return { blocked: stepBlocked(board, a, b, flying), cost: stepCost(board, a, b) };
  const grid = gridOf(board);
  const i = (a.y * grid.w + a.x) * 8 + dir;
  return { blocked: (flying ? grid.fly : grid.walk)[i] === 1, cost: grid.cost[i] ?? 1 };
}

/** Range and "nearest": Chebyshev distance. */
export function distance(a: Pos, b: Pos): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** What stands between two orthogonal neighbours: an edge, or a covered space (a barrier on all sides). */
function orthBlock(board: Board, a: Pos, b: Pos): EdgeKind | null {
  const e = board.edges[edgeKey(a, b)];
  if (e) return e;
  if ((onBoard(board, a) && space(board, a).covered) || (onBoard(board, b) && space(board, b).covered))
    return 'barrier';
  return null;
}

/**
 * Whether a step from `a` to the neighbour `b` may be taken. Obstacle edges stop walkers; barrier
 * edges stop everyone, flyers included. A diagonal is blocked only when both two-step routes
 * around the corner are blocked (the squeeze between two corners).
 */
export function stepBlocked(board: Board, a: Pos, b: Pos, flying = false): boolean {
  const blocks = (p: Pos, q: Pos): boolean => {
    const k = orthBlock(board, p, q);
    return k === 'barrier' || (k === 'obstacle' && !flying);
  };
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (dx === 0 || dy === 0) return blocks(a, b);
  const B = { x: a.x + dx, y: a.y };
  const C = { x: a.x, y: a.y + dy };
  return (blocks(a, B) || blocks(B, b)) && (blocks(a, C) || blocks(C, b));
}

/** MP to step from a to b: 2 onto a Vantage Point from a plain space, else 1. */
export function stepCost(board: Board, a: Pos, b: Pos): number {
  const toV = onBoard(board, b) && space(board, b).vantage;
  const fromV = onBoard(board, a) && space(board, a).vantage;
  return toV && !fromV ? 2 : 1;
}

export function neighbours(p: Pos): Pos[] {
  return FACING_VECTORS.map(([dx, dy]) => ({ x: p.x + dx, y: p.y + dy }));
}

export type Zone = 'front' | 'flank' | 'back';

/**
 * The zone of `other` as seen from a figure at `at` facing `facing`: Front within 45 degrees of
 * the facing, Back from 135 degrees, Flank between. Same space counts as Flank.
 */
export function zoneOf(at: Pos, facing: Facing, other: Pos): Zone {
  const vx = other.x - at.x;
  const vy = other.y - at.y;
  if (vx === 0 && vy === 0) return 'flank';
  const [fx, fy] = FACING_VECTORS[facing] ?? [0, 1];
  const dot = fx * vx + fy * vy;
  const ff = fx * fx + fy * fy;
  const vv = vx * vx + vy * vy;
  // cos^2 >= 1/2 <=> 2 dot^2 >= |f|^2 |v|^2, exact in integers.
  const wide = 2 * dot * dot >= ff * vv;
  if (dot > 0 && wide) return 'front';
  if (dot < 0 && wide) return 'back';
  return 'flank';
}

/** The facing that points most directly at `to` (the free rotation before an action). */
export function facingToward(from: Pos, to: Pos, current: Facing): Facing {
  if (samePos(from, to)) return current;
  let best = current;
  let bestScore = -Infinity;
  const vx = to.x - from.x;
  const vy = to.y - from.y;
  const len = Math.hypot(vx, vy);
  for (let f = 0; f < 8; f++) {
    const [fx, fy] = FACING_VECTORS[f] ?? [0, 1];
    const score = (fx * vx + fy * vy) / (Math.hypot(fx, fy) * len);
    if (score > bestScore + 1e-9) {
      bestScore = score;
      best = f;
    }
  }
  return best;
}

/**
 * Line of sight from centre to centre: barrier edges (and covered spaces) block, obstacle edges
 * do not, smoke blocks on every space the line passes except the viewer's own, figures never
 * block. A line through a grid corner is blocked only when both routes around it are cut.
 */
export function lineOfSight(board: Board, smoke: readonly Pos[], from: Pos, to: Pos): boolean {
  const smoky = new Set(smoke.map(key));
  if (samePos(from, to)) return true;
  // Work in doubled coordinates so centres are odd integers and grid lines even.
  const sx = 2 * from.x + 1;
  const sy = 2 * from.y + 1;
  const dx = 2 * (to.x - from.x);
  const dy = 2 * (to.y - from.y);
  // Crossing parameters t = num / den on (0, 1), kept exact.
  type Cross = { num: number; den: number; vx: boolean; vy: boolean };
  const crosses: Cross[] = [];
  const collect = (s: number, d: number, isX: boolean) => {
    if (d === 0) return;
    const step = d > 0 ? 2 : -2;
    let line = d > 0 ? s + 1 : s - 1;
    while ((d > 0 && line < s + d) || (d < 0 && line > s + d)) {
      const num = (line - s) * Math.sign(d);
      const den = Math.abs(d);
      crosses.push({ num, den, vx: isX, vy: !isX });
      line += step;
    }
  };
  collect(sx, dx, true);
  collect(sy, dy, false);
  crosses.sort((a, b) => a.num * b.den - b.num * a.den);
  const merged: Cross[] = [];
  for (const c of crosses) {
    const last = merged[merged.length - 1];
    if (last && last.num * c.den === c.num * last.den) {
      merged[merged.length - 1] = { ...last, vx: last.vx || c.vx, vy: last.vy || c.vy };
    } else merged.push(c);
  }
  const stepX = Math.sign(dx);
  const stepY = Math.sign(dy);
  let cur: Pos = from;
  const barrierBetween = (a: Pos, b: Pos) => orthBlock(board, a, b) === 'barrier';
  for (const c of merged) {
    let next: Pos;
    if (c.vx && c.vy) {
      next = { x: cur.x + stepX, y: cur.y + stepY };
      const B = { x: cur.x + stepX, y: cur.y };
      const C = { x: cur.x, y: cur.y + stepY };
      if ((barrierBetween(cur, B) || barrierBetween(B, next)) && (barrierBetween(cur, C) || barrierBetween(C, next)))
        return false;
    } else {
      next = c.vx ? { x: cur.x + stepX, y: cur.y } : { x: cur.x, y: cur.y + stepY };
      if (barrierBetween(cur, next)) return false;
    }
    if (smoky.has(key(next))) return false;
    cur = next;
  }
  return true;
}

export interface TokenState {
  readonly id: string;
  readonly kind: TerrainTokenKind;
  readonly pos: Pos;
}
