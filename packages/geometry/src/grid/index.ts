/**
 * Square grids: walls and doors on square edges, bases of 1x1, 1x2 and 2x2 squares, facing,
 * shortest paths under a cost function the caller supplies, Chebyshev ranges and line of sight.
 *
 * Coordinates: square (x, y) covers the unit cell [x, x+1] x [y, y+1]; east is +x, north is +y.
 * Everything here is plain data and pure functions; no game rule lives in this module.
 */

export type Facing = 'N' | 'E' | 'S' | 'W';
export const FACINGS: readonly Facing[] = ['N', 'E', 'S', 'W'];

export interface Square {
  readonly x: number;
  readonly y: number;
}

/** What stands on an edge between two orthogonal neighbours. Absent edges are open floor. */
export type EdgeKind = 'wall' | 'door-closed' | 'door-open' | 'passage';

/**
 * A grid map. `edges` maps an edge key (see `edgeKey`) to what stands on it. Squares outside
 * `width` x `height` or listed in `voids` are not part of the board.
 */
export interface GridMap {
  readonly width: number;
  readonly height: number;
  readonly edges: Readonly<Record<string, EdgeKind>>;
  readonly voids?: readonly string[];
}

export type BaseSize = '1x1' | '1x2' | '2x2';

export const sq = (x: number, y: number): Square => ({ x, y });
export const squareKey = (s: Square): string => `${s.x},${s.y}`;
export function parseSquareKey(k: string): Square {
  const [x, y] = k.split(',').map(Number);
  return { x: x ?? 0, y: y ?? 0 };
}
export const sameSquare = (a: Square, b: Square): boolean => a.x === b.x && a.y === b.y;

/** Key of the edge between two orthogonal neighbours, the same whichever order they come in. */
export function edgeKey(a: Square, b: Square): string {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (Math.abs(dx) + Math.abs(dy) !== 1)
    throw new RangeError(`edgeKey: ${squareKey(a)} and ${squareKey(b)} are not orthogonal neighbours`);
  if (dx === 1) return `${a.x},${a.y},E`;
  if (dx === -1) return `${b.x},${b.y},E`;
  if (dy === 1) return `${a.x},${a.y},N`;
  return `${b.x},${b.y},N`;
}

export function edgeBetween(grid: GridMap, a: Square, b: Square): EdgeKind | null {
  return grid.edges[edgeKey(a, b)] ?? null;
}

export const edgeBlocksMovement = (k: EdgeKind | null): boolean => k === 'wall' || k === 'door-closed';
export const edgeBlocksSight = (k: EdgeKind | null): boolean => k === 'wall' || k === 'door-closed';

const voidSets = new WeakMap<readonly string[], ReadonlySet<string>>();

export function onBoard(grid: GridMap, s: Square): boolean {
  if (s.x < 0 || s.y < 0 || s.x >= grid.width || s.y >= grid.height) return false;
  const voids = grid.voids;
  if (!voids || voids.length === 0) return true;
  // Maps are plain data; the lookup set is derived once per voids list.
  let set = voidSets.get(voids);
  if (!set) {
    set = new Set(voids);
    voidSets.set(voids, set);
  }
  return !set.has(squareKey(s));
}

export function chebyshev(a: Square, b: Square): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** Smallest Chebyshev distance between any square of one set and any of another. */
export function setDistance(a: readonly Square[], b: readonly Square[]): number {
  let best = Infinity;
  for (const s of a) for (const t of b) best = Math.min(best, chebyshev(s, t));
  return best;
}

/** The squares within Chebyshev distance r of a centre (the centre excluded), on the board. */
export function squaresWithin(grid: GridMap, centre: Square, r: number): Square[] {
  const out: Square[] = [];
  for (let y = centre.y - r; y <= centre.y + r; y++)
    for (let x = centre.x - r; x <= centre.x + r; x++) {
      const s = sq(x, y);
      if (!sameSquare(s, centre) && onBoard(grid, s)) out.push(s);
    }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Facing

export const FACING_VECTOR: Readonly<Record<Facing, Square>> = {
  N: { x: 0, y: 1 },
  E: { x: 1, y: 0 },
  S: { x: 0, y: -1 },
  W: { x: -1, y: 0 },
};

export function turn(f: Facing, quarterTurnsClockwise: number): Facing {
  const i = FACINGS.indexOf(f);
  return FACINGS[(((i + quarterTurnsClockwise) % 4) + 4) % 4] as Facing;
}

/** Quarter turns (0, 1 or 2) between two facings. */
export function turnDistance(a: Facing, b: Facing): number {
  const d = (((FACINGS.indexOf(b) - FACINGS.indexOf(a)) % 4) + 4) % 4;
  return d === 3 ? 1 : d;
}

/** Offset of `to` from `from` in the frame of a viewer facing `f`: dx lateral (right +), dy forward. */
export function toRelative(from: Square, f: Facing, to: Square): { dx: number; dy: number } {
  const ax = to.x - from.x;
  const ay = to.y - from.y;
  // `+ 0` turns -0 into 0 so results compare and serialise plainly.
  switch (f) {
    case 'N':
      return { dx: ax + 0, dy: ay + 0 };
    case 'E':
      return { dx: -ay + 0, dy: ax + 0 };
    case 'S':
      return { dx: -ax + 0, dy: -ay + 0 };
    case 'W':
      return { dx: ay + 0, dy: -ax + 0 };
  }
}

/** Inverse of `toRelative`. */
export function fromRelative(from: Square, f: Facing, dx: number, dy: number): Square {
  switch (f) {
    case 'N':
      return sq(from.x + dx + 0, from.y + dy + 0);
    case 'E':
      return sq(from.x + dy + 0, from.y - dx + 0);
    case 'S':
      return sq(from.x - dx + 0, from.y - dy + 0);
    case 'W':
      return sq(from.x - dy + 0, from.y + dx + 0);
  }
}

/** The facing that points from one square toward another (the larger axis wins; ties go to N/S). */
export function facingToward(from: Square, to: Square): Facing {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'E' : 'W';
  return dy >= 0 ? 'N' : 'S';
}

// ---------------------------------------------------------------------------------------------
// Bases

/**
 * The squares a base covers. The anchor: for 1x2 (cavalry) the long axis follows the facing and
 * the anchor is the rear square; a 2x2
 * base covers the anchor (its south-west square) and the three squares north and east of it.
 */
export function footprint(anchor: Square, base: BaseSize, facing: Facing): Square[] {
  switch (base) {
    case '1x1':
      return [anchor];
    case '1x2':
      return [anchor, fromRelative(anchor, facing, 0, 1)];
    case '2x2':
      // A square base keeps its squares whatever way it faces, so turning never moves it.
      return [anchor, sq(anchor.x + 1, anchor.y), sq(anchor.x, anchor.y + 1), sq(anchor.x + 1, anchor.y + 1)];
  }
}

export type Side = 'front' | 'rear' | 'left' | 'right';

/**
 * Which side of a base an outside square touches across an edge (base contact), or null when it
 * touches no edge of the base (a corner only, or not at all).
 */
export function contactSide(base: readonly Square[], facing: Facing, other: Square): Side | null {
  const keys = new Set(base.map(squareKey));
  if (keys.has(squareKey(other))) return null;
  for (const s of base) {
    for (const f of FACINGS) {
      const v = FACING_VECTOR[f];
      if (s.x + v.x === other.x && s.y + v.y === other.y) {
        const rel = turnDistance(facing, f);
        if (rel === 0) return 'front';
        if (rel === 2) return 'rear';
        return turn(facing, 1) === f ? 'right' : 'left';
      }
    }
  }
  return null;
}

/** True when two bases share an edge (base contact); corners alone never count. */
export function inContact(a: readonly Square[], b: readonly Square[]): boolean {
  for (const s of a) for (const t of b) if (Math.abs(s.x - t.x) + Math.abs(s.y - t.y) === 1) return true;
  return false;
}

/** The squares just beyond a base's front edge. */
export function frontNeighbours(base: readonly Square[], facing: Facing): Square[] {
  const keys = new Set(base.map(squareKey));
  const v = FACING_VECTOR[facing];
  return base.map((s) => sq(s.x + v.x, s.y + v.y)).filter((s) => !keys.has(squareKey(s)));
}

/** The squares of a base on its front edge (the ones a viewer looks from). */
export function frontSquares(base: readonly Square[], facing: Facing): readonly Square[] {
  // A single square is its own front edge.
  if (base.length === 1) return base;
  const v = FACING_VECTOR[facing];
  return base.filter((s) => !base.some((t) => t.x === s.x + v.x && t.y === s.y + v.y));
}

// ---------------------------------------------------------------------------------------------
// Steps

/** A step to one of the 8 neighbours, relative to the mover's facing. */
export type StepDir =
  'forward' | 'forward-left' | 'forward-right' | 'left' | 'right' | 'back' | 'back-left' | 'back-right';
export const STEP_DIRS: readonly StepDir[] = [
  'forward',
  'forward-left',
  'forward-right',
  'left',
  'right',
  'back',
  'back-left',
  'back-right',
];
const STEP_REL: Readonly<Record<StepDir, readonly [number, number]>> = {
  forward: [0, 1],
  'forward-left': [-1, 1],
  'forward-right': [1, 1],
  left: [-1, 0],
  right: [1, 0],
  back: [0, -1],
  'back-left': [-1, -1],
  'back-right': [1, -1],
};
export const isDiagonal = (d: StepDir): boolean => d.includes('-');

export function stepVector(facing: Facing, dir: StepDir): Square {
  const [dx, dy] = STEP_REL[dir];
  return fromRelative(sq(0, 0), facing, dx, dy);
}

/** What a diagonal step from `a` to `b` passes: the corner point it crosses and what touches it. */
export interface DiagonalInfo {
  /** The two squares flanking the diagonal. */
  readonly flanks: readonly [Square, Square];
  /** A wall, door or passage edge touches the crossed corner point. */
  readonly touchesCorner: boolean;
  /** Both two-step routes around the corner are shut by walls or closed doors: a wall line is crossed. */
  readonly crossesWall: boolean;
}

export function diagonalInfo(grid: GridMap, a: Square, b: Square): DiagonalInfo {
  const f1 = sq(b.x, a.y);
  const f2 = sq(a.x, b.y);
  const e = [edgeBetween(grid, a, f1), edgeBetween(grid, f1, b), edgeBetween(grid, a, f2), edgeBetween(grid, f2, b)];
  const shut = e.map(edgeBlocksMovement);
  return {
    flanks: [f1, f2],
    touchesCorner: e.some((k) => k !== null),
    crossesWall: (shut[0] === true || shut[1] === true) && (shut[2] === true || shut[3] === true),
  };
}

/**
 * Whether a base may shift by one step of `vector` as far as walls and doors go: every square
 * of the base moves, and each crossing must be open. Diagonal shifts must not cross a wall line.
 * Squares and models are the caller's business.
 */
export function shiftOpen(grid: GridMap, base: readonly Square[], vector: Square): boolean {
  const diagonal = vector.x !== 0 && vector.y !== 0;
  for (const s of base) {
    const t = sq(s.x + vector.x, s.y + vector.y);
    if (!onBoard(grid, t)) return false;
    if (diagonal) {
      if (diagonalInfo(grid, s, t).crossesWall) return false;
    } else if (edgeBlocksMovement(edgeBetween(grid, s, t))) return false;
  }
  // A base never straddles a wall: the edges inside its new place must be open.
  for (const a of base)
    for (const b of base)
      if (b.x === a.x + 1 && b.y === a.y) {
        if (
          edgeBlocksMovement(edgeBetween(grid, sq(a.x + vector.x, a.y + vector.y), sq(b.x + vector.x, b.y + vector.y)))
        )
          return false;
      } else if (b.x === a.x && b.y === a.y + 1) {
        if (
          edgeBlocksMovement(edgeBetween(grid, sq(a.x + vector.x, a.y + vector.y), sq(b.x + vector.x, b.y + vector.y)))
        )
          return false;
      }
  return true;
}

/**
 * A grid compiled to bit masks for hot loops (path searches): per square, which of its four
 * sides has an edge that blocks movement, and which has any edge at all. Same answers as
 * `edgeBetween`, `shiftOpen` and `diagonalInfo`.
 */
export interface CompiledGrid {
  readonly width: number;
  readonly height: number;
  /** Bits N=1, E=2, S=4, W=8: a wall or closed door on that side. */
  readonly shut: Uint8Array;
  /** Same bits: any edge (wall, door, passage) on that side. */
  readonly edged: Uint8Array;
  readonly board: Uint8Array;
}

const SIDE_BIT: Readonly<Record<Facing, number>> = { N: 1, E: 2, S: 4, W: 8 };

export function compileGrid(grid: GridMap): CompiledGrid {
  const { width, height } = grid;
  const shut = new Uint8Array(width * height);
  const edged = new Uint8Array(width * height);
  const board = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) board[y * width + x] = onBoard(grid, sq(x, y)) ? 1 : 0;
  const mark = (x: number, y: number, bit: number, blocking: boolean): void => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = y * width + x;
    edged[i] = (edged[i] ?? 0) | bit;
    if (blocking) shut[i] = (shut[i] ?? 0) | bit;
  };
  for (const [k, kind] of Object.entries(grid.edges)) {
    const [xs, ys, side] = k.split(',');
    const x = Number(xs);
    const y = Number(ys);
    const blocking = edgeBlocksMovement(kind);
    if (side === 'E') {
      mark(x, y, SIDE_BIT.E, blocking);
      mark(x + 1, y, SIDE_BIT.W, blocking);
    } else {
      mark(x, y, SIDE_BIT.N, blocking);
      mark(x, y + 1, SIDE_BIT.S, blocking);
    }
  }
  return { width, height, shut, edged, board };
}

const inGrid = (g: CompiledGrid, x: number, y: number): boolean =>
  x >= 0 && y >= 0 && x < g.width && y < g.height && g.board[y * g.width + x] === 1;

const sideBits = (vx: number, vy: number): { h: number; v: number; hOpp: number; vOpp: number } => ({
  h: vx > 0 ? SIDE_BIT.E : SIDE_BIT.W,
  hOpp: vx > 0 ? SIDE_BIT.W : SIDE_BIT.E,
  v: vy > 0 ? SIDE_BIT.N : SIDE_BIT.S,
  vOpp: vy > 0 ? SIDE_BIT.S : SIDE_BIT.N,
});

/** `diagonalInfo` on a compiled grid: [touchesCorner, crossesWall]. */
export function diagonalFast(g: CompiledGrid, ax: number, ay: number, vx: number, vy: number): [boolean, boolean] {
  const b = sideBits(vx, vy);
  const a = ay * g.width + ax;
  // f1 = (ax+vx, ay), f2 = (ax, ay+vy)
  const f1 = ay * g.width + ax + vx;
  const f2 = (ay + vy) * g.width + ax;
  const sa = g.shut[a] ?? 0;
  const ea = g.edged[a] ?? 0;
  const in1 = inGrid(g, ax + vx, ay);
  const in2 = inGrid(g, ax, ay + vy);
  const s1 = in1 ? (g.shut[f1] ?? 0) : 0;
  const s2 = in2 ? (g.shut[f2] ?? 0) : 0;
  const e1 = in1 ? (g.edged[f1] ?? 0) : 0;
  const e2 = in2 ? (g.edged[f2] ?? 0) : 0;
  // Edges: a|f1 (a's h side), f1|b (f1's v side), a|f2 (a's v side), f2|b (f2's h side).
  const touches = (ea & (b.h | b.v)) !== 0 || (e1 & b.v) !== 0 || (e2 & b.h) !== 0;
  const route1 = (sa & b.h) !== 0 || (s1 & b.v) !== 0;
  const route2 = (sa & b.v) !== 0 || (s2 & b.h) !== 0;
  return [touches, route1 && route2];
}

/** `shiftOpen` on a compiled grid. */
export function shiftOpenFast(g: CompiledGrid, base: readonly Square[], vx: number, vy: number): boolean {
  const diagonal = vx !== 0 && vy !== 0;
  for (const q of base) {
    const tx = q.x + vx;
    const ty = q.y + vy;
    if (!inGrid(g, tx, ty)) return false;
    if (diagonal) {
      if (diagonalFast(g, q.x, q.y, vx, vy)[1]) return false;
    } else {
      const bit = vx > 0 ? SIDE_BIT.E : vx < 0 ? SIDE_BIT.W : vy > 0 ? SIDE_BIT.N : SIDE_BIT.S;
      if (((g.shut[q.y * g.width + q.x] ?? 0) & bit) !== 0) return false;
    }
  }
  if (base.length > 1)
    for (const a of base)
      for (const b of base) {
        const i = (a.y + vy) * g.width + a.x + vx;
        if (b.x === a.x + 1 && b.y === a.y && ((g.shut[i] ?? 0) & SIDE_BIT.E) !== 0) return false;
        if (b.x === a.x && b.y === a.y + 1 && ((g.shut[i] ?? 0) & SIDE_BIT.N) !== 0) return false;
      }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Paths

/**
 * A search node: a base's anchor, its facing and a small number the cost function may use to
 * remember what the rules need (a free turn spent, a door opened).
 */
export interface PathNode {
  readonly x: number;
  readonly y: number;
  readonly facing: Facing;
  readonly tag: number;
}

export type PathMove =
  { readonly kind: 'step'; readonly dir: StepDir } | { readonly kind: 'turn'; readonly quarter: 1 | 2 | 3 };

/** Prices a move from a node; null forbids it. The returned tag replaces the node's tag. */
export type MoveCost = (from: PathNode, move: PathMove, to: PathNode) => { cost: number; tag: number } | null;

export const nodeKey = (n: PathNode): string => `${n.x},${n.y},${n.facing},${n.tag}`;

export interface Reached {
  readonly node: PathNode;
  readonly cost: number;
  /** Key of the previous node, null at the start. */
  readonly prev: string | null;
  readonly move: PathMove | null;
}

const ALL_MOVES: readonly PathMove[] = [
  ...STEP_DIRS.map((dir) => ({ kind: 'step', dir }) as const),
  { kind: 'turn', quarter: 1 },
  { kind: 'turn', quarter: 3 },
  { kind: 'turn', quarter: 2 },
];

export function applyMove(n: PathNode, m: PathMove): { x: number; y: number; facing: Facing } {
  if (m.kind === 'turn') return { x: n.x, y: n.y, facing: turn(n.facing, m.quarter) };
  const v = stepVector(n.facing, m.dir);
  return { x: n.x + v.x, y: n.y + v.y, facing: n.facing };
}

/**
 * Dijkstra over (anchor, facing, tag) nodes up to `budget`. Ties are broken deterministically:
 * by cost, then by the order the node was first reached (moves are tried in a fixed order).
 * Tags must be below 64, and each tag bit must record a restriction (a free turn spent, a way
 * of moving used up): a node is never better for having more bits, which lets the search drop
 * nodes matched by a cheaper one with a subset of their bits.
 */
export function explore(start: PathNode, budget: number, cost: MoveCost): Map<string, Reached> {
  // Numeric keys inside the search (it runs for every movement menu); string keys outside.
  const num = (x: number, y: number, f: Facing, tag: number): number =>
    (((x + 1024) * 2048 + (y + 1024)) * 4 + FACINGS.indexOf(f)) * 64 + tag;
  interface Inner {
    node: PathNode;
    cost: number;
    prev: number;
    move: PathMove | null;
  }
  const best = new Map<number, Inner>();
  const done = new Set<number>();
  let seq = 0;
  const heap = new MinHeap();
  const sk = num(start.x, start.y, start.facing, start.tag);
  best.set(sk, { node: start, cost: 0, prev: -1, move: null });
  heap.push({ c: 0, s: seq++, key: sk });
  for (let item = heap.pop(); item; item = heap.pop()) {
    if (done.has(item.key)) continue;
    done.add(item.key);
    const here = best.get(item.key);
    if (!here) continue;
    for (const m of ALL_MOVES) {
      const p = applyMove(here.node, m);
      const priced = cost(here.node, m, { ...p, tag: here.node.tag });
      if (!priced) continue;
      const c = here.cost + priced.cost;
      if (c > budget) continue;
      const k = num(p.x, p.y, p.facing, priced.tag);
      // A node is dominated by one at the same place with a subset of its tag bits for no more.
      let dominated = false;
      for (let sub = priced.tag; ; sub = (sub - 1) & priced.tag) {
        const o = best.get(k - priced.tag + sub);
        if (o && o.cost <= c) {
          dominated = true;
          break;
        }
        if (sub === 0) break;
      }
      if (dominated) continue;
      best.set(k, { node: { ...p, tag: priced.tag }, cost: c, prev: item.key, move: m });
      heap.push({ c, s: seq++, key: k });
    }
  }
  const out = new Map<string, Reached>();
  for (const r of best.values()) {
    const prev = r.prev < 0 ? null : best.get(r.prev);
    out.set(nodeKey(r.node), { node: r.node, cost: r.cost, prev: prev ? nodeKey(prev.node) : null, move: r.move });
  }
  return out;
}

interface HeapItem {
  readonly c: number;
  readonly s: number;
  readonly key: number;
}

/** A binary heap ordered by cost, then insertion order: deterministic tie-breaks. */
class MinHeap {
  private readonly items: HeapItem[] = [];

  private static less(a: HeapItem, b: HeapItem): boolean {
    return a.c < b.c || (a.c === b.c && a.s < b.s);
  }

  push(item: HeapItem): void {
    const h = this.items;
    h.push(item);
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const parent = h[p] as HeapItem;
      if (!MinHeap.less(item, parent)) break;
      h[i] = parent;
      i = p;
    }
    h[i] = item;
  }

  pop(): HeapItem | undefined {
    const h = this.items;
    const top = h[0];
    const last = h.pop();
    if (h.length === 0 || !last) return top;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = last;
      let mi = -1;
      const hl = h[l];
      const hr = h[r];
      if (hl && MinHeap.less(hl, m)) {
        m = hl;
        mi = l;
      }
      if (hr && MinHeap.less(hr, m)) {
        m = hr;
        mi = r;
      }
      if (mi < 0) break;
      h[i] = m;
      i = mi;
    }
    h[i] = last;
    return top;
  }
}

/** The cheapest way to stand on each (anchor, facing), whatever the tag. */
export function cheapestPlacements(reached: ReadonlyMap<string, Reached>): Map<string, Reached> {
  const out = new Map<string, Reached>();
  for (const r of reached.values()) {
    const k = `${r.node.x},${r.node.y},${r.node.facing}`;
    const old = out.get(k);
    if (!old || r.cost < old.cost || (r.cost === old.cost && nodeKey(r.node) < nodeKey(old.node))) out.set(k, r);
  }
  return out;
}

/** The nodes from the start to `key`, start first. */
export function pathTo(reached: ReadonlyMap<string, Reached>, key: string): Reached[] {
  const out: Reached[] = [];
  for (let k: string | null = key; k !== null;) {
    const r = reached.get(k);
    if (!r) break;
    out.push(r);
    k = r.prev;
  }
  return out.reverse();
}

// ---------------------------------------------------------------------------------------------
// Line of sight

/**
 * The straight line between two square centres, as the grid sees it: the squares whose interior
 * it crosses (endpoints excluded), the edges it crosses, and the lattice corners it passes
 * exactly through (with the two squares flanking each).
 */
export interface LineTrace {
  readonly squares: Square[];
  readonly edges: Array<readonly [Square, Square]>;
  readonly corners: Array<{ readonly from: Square; readonly to: Square }>;
}

export function traceLine(a: Square, b: Square): LineTrace {
  const r = relativeTrace(b.x - a.x, b.y - a.y);
  const at = (i: number, v: Int32Array): Square => sq(a.x + (v[i] as number), a.y + (v[i + 1] as number));
  const squares: Square[] = [];
  for (let i = 0; i < r.squares.length; i += 2) squares.push(at(i, r.squares));
  const edges: Array<readonly [Square, Square]> = [];
  for (let i = 0; i < r.edges.length; i += 4) edges.push([at(i, r.edges), at(i + 2, r.edges)]);
  const corners: Array<{ from: Square; to: Square }> = [];
  for (let i = 0; i < r.corners.length; i += 4) corners.push({ from: at(i, r.corners), to: at(i + 2, r.corners) });
  return { squares, edges, corners };
}

/** A line traced from (0, 0): its squares as (x, y), its edges and corners as (x0, y0, x1, y1). */
interface RelativeTrace {
  readonly squares: Int32Array;
  readonly edges: Int32Array;
  readonly corners: Int32Array;
}
const relativeTraces = new Map<number, RelativeTrace>();
/**
 * `traceLine` from (0, 0) to (dx, dy). A line's trace depends only on the offset between its
 * ends, so each offset is traced once and kept (the answers of a pure function: nothing here
 * depends on what was asked before). Kept for offsets of a board's size; any other is traced anew.
 */
function relativeTrace(dx: number, dy: number): RelativeTrace {
  const kept = Math.abs(dx) < 1 << 14 && Math.abs(dy) < 1 << 14;
  const key = dx * (1 << 15) + dy;
  let r = kept ? relativeTraces.get(key) : undefined;
  if (r === undefined) {
    const t = traceLineFrom(sq(0, 0), sq(dx, dy));
    r = {
      squares: Int32Array.from(t.squares.flatMap((q) => [q.x, q.y])),
      edges: Int32Array.from(t.edges.flatMap(([p, q]) => [p.x, p.y, q.x, q.y])),
      corners: Int32Array.from(t.corners.flatMap((c) => [c.from.x, c.from.y, c.to.x, c.to.y])),
    };
    if (!kept) return r;
    // Bounded: a board of W x H squares has fewer than 4 W H offsets between two of its squares.
    if (relativeTraces.size >= 1 << 16) relativeTraces.clear();
    relativeTraces.set(key, r);
  }
  return r;
}

function traceLineFrom(a: Square, b: Square): LineTrace {
  // Work in doubled coordinates so centres are odd integers and grid lines even ones.
  const ax = 2 * a.x + 1;
  const ay = 2 * a.y + 1;
  const dx = 2 * (b.x - a.x);
  const dy = 2 * (b.y - a.y);
  // Parameters t (as fractions n/d with d = |dx|*|dy| scale) where the line meets grid lines.
  type Hit = { t: number; vx: boolean; hy: boolean; gx: number; gy: number };
  const hits = new Map<string, Hit>();
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  if (dx !== 0) {
    for (let g = ax + sx; sx > 0 ? g < ax + dx : g > ax + dx; g += sx) {
      if (g % 2 !== 0) continue;
      const num = g - ax; // t = num / dx
      const t = num / dx;
      const yy = ay + (dy * num) / dx;
      const key = t.toFixed(12);
      const h = hits.get(key) ?? { t, vx: false, hy: false, gx: g, gy: yy };
      h.vx = true;
      h.gx = g;
      hits.set(key, h);
    }
  }
  if (dy !== 0) {
    for (let g = ay + sy; sy > 0 ? g < ay + dy : g > ay + dy; g += sy) {
      if (g % 2 !== 0) continue;
      const num = g - ay;
      const t = num / dy;
      const xx = ax + (dx * num) / dy;
      const key = t.toFixed(12);
      const h = hits.get(key) ?? { t, vx: false, hy: false, gx: xx, gy: g };
      h.hy = true;
      h.gy = g;
      hits.set(key, h);
    }
  }
  const ordered = [...hits.values()].sort((p, q) => p.t - q.t);
  const squares: Square[] = [];
  const edges: Array<readonly [Square, Square]> = [];
  const corners: Array<{ from: Square; to: Square }> = [];
  let cur = a;
  for (const h of ordered) {
    let next: Square;
    if (h.vx && h.hy) {
      next = sq(cur.x + sx, cur.y + sy);
      corners.push({ from: cur, to: next });
    } else if (h.vx) {
      next = sq(cur.x + sx, cur.y);
      edges.push([cur, next]);
    } else {
      next = sq(cur.x, cur.y + sy);
      edges.push([cur, next]);
    }
    cur = next;
    if (!sameSquare(cur, b)) squares.push(cur);
  }
  return { squares, edges, corners };
}

/**
 * Geometric line of sight between two square centres. The line is blocked when it
 * - crosses a wall or closed-door edge,
 * - passes through the interior of a square for which `blocks` is true (a column, a model),
 * - passes exactly through a corner where both flanking squares block (two obstacles touching
 *   diagonally), or where walls or closed doors shut both routes around that corner.
 * The endpoints themselves never block. `blocks` may ignore some squares (a Puny viewer's
 * rules, an obstacle the caller handles by another model).
 */
export function lineClear(grid: GridMap, a: Square, b: Square, blocks: (s: Square) => boolean): boolean {
  const tr = relativeTrace(b.x - a.x, b.y - a.y);
  const ax = a.x;
  const ay = a.y;
  const es = tr.edges;
  for (let i = 0; i < es.length; i += 4) {
    const p = sq(ax + (es[i] as number), ay + (es[i + 1] as number));
    const q = sq(ax + (es[i + 2] as number), ay + (es[i + 3] as number));
    if (edgeBlocksSight(edgeBetween(grid, p, q))) return false;
  }
  const ss = tr.squares;
  for (let i = 0; i < ss.length; i += 2)
    if (blocks(sq(ax + (ss[i] as number), ay + (ss[i + 1] as number)))) return false;
  const cs = tr.corners;
  for (let i = 0; i < cs.length; i += 4) {
    const from = sq(ax + (cs[i] as number), ay + (cs[i + 1] as number));
    const to = sq(ax + (cs[i + 2] as number), ay + (cs[i + 3] as number));
    const f1 = sq(to.x, from.y);
    const f2 = sq(from.x, to.y);
    if (blocks(f1) && blocks(f2)) return false;
    // Walls or closed doors shutting both routes around the corner (a wall line crossed there).
    if (
      (edgeBlocksSight(edgeBetween(grid, from, f1)) || edgeBlocksSight(edgeBetween(grid, f1, to))) &&
      (edgeBlocksSight(edgeBetween(grid, from, f2)) || edgeBlocksSight(edgeBetween(grid, f2, to)))
    )
      return false;
  }
  return true;
}

/**
 * Where the apex of the field of vision sits: at the centre of the viewer's square (rows 3, 5,
 * 7... squares wide) or on the middle of its front side (rows 1, 3, 5... wide).
 */
export type FovApex = 'centre' | 'frontEdge';

/**
 * By how many squares each side of a row of the field stops short of the row's distance dy: none
 * with the apex at the centre (the edges run through the centres of the squares at |dx| = dy,
 * which count as inside), one with the apex on the front side (the edges run half a square further
 * in, leaving those centres outside).
 */
const apexNarrowing = (apex: FovApex): number => (apex === 'frontEdge' ? 1 : 0);

/**
 * The frontal field of vision: with the viewer at (0,0) facing +y, square (dx, dy) is inside
 * when 1 <= dy <= range and |dx| <= dy (a 90-degree triangle opening forward); with the apex on
 * the front edge, when |dx| <= dy - 1.
 */
export function inFieldOfVision(
  viewer: Square,
  facing: Facing,
  target: Square,
  range: number,
  apex: FovApex = 'centre',
): boolean {
  const { dx, dy } = toRelative(viewer, facing, target);
  return dy >= 1 && dy <= range && Math.abs(dx) <= dy - apexNarrowing(apex);
}

/**
 * Dead angle of one obstacle on the viewer's central axis at forward distance d (the text's
 * Case 1): the squares straight behind it, then a triangle widening one square a side per row.
 */
export function inAxialDeadAngle(d: number, dx: number, dy: number): boolean {
  if (d < 1 || dy <= d) return false;
  if (dx === 0) return true;
  return Math.abs(dx) <= dy - 2 * d;
}

export interface SightOptions {
  readonly range: number;
  /** Whether a square holds something that casts a dead angle. */
  readonly blocks: (s: Square) => boolean;
  /** 'front': the frontal triangle; 'any': all four quadrants (judged as if facing the target). */
  readonly field?: 'front' | 'any';
  /**
   * Where the triangle's apex sits, 'centre' when absent. It shapes the quadrants of 'any' too:
   * with the apex on the front edge a square on a diagonal through the viewer lies in none of them.
   */
  readonly apex?: FovApex;
}

/**
 * Whether a viewer on one square facing `facing` sees a target square. The definition:
 * 1. the target is in the field of vision (frontal triangle, range measured as Chebyshev distance);
 * 2. no obstacle on the viewer's central axis casts a dead angle over it (`inAxialDeadAngle`);
 * 3. the line between the centres is clear of every other obstacle, wall and closed door
 *    (`lineClear`), with the axial obstacles left out of that test.
 */
export function seesSquare(grid: GridMap, viewer: Square, facing: Facing, target: Square, opt: SightOptions): boolean {
  if (sameSquare(viewer, target)) return true;
  if (chebyshev(viewer, target) > opt.range) return false;
  const apex = opt.apex ?? 'centre';
  let f = facing;
  if (opt.field === 'any') {
    if (!inFieldOfVision(viewer, f, target, opt.range, apex)) {
      const found = FACINGS.find((g) => inFieldOfVision(viewer, g, target, opt.range, apex));
      if (!found) return false;
      f = found;
    }
  } else if (!inFieldOfVision(viewer, f, target, opt.range, apex)) return false;
  const rel = toRelative(viewer, f, target);
  for (let d = 1; d < rel.dy; d++) {
    const s = fromRelative(viewer, f, 0, d);
    if (opt.blocks(s) && inAxialDeadAngle(d, rel.dx, rel.dy)) return false;
  }
  const axial = (s: Square): boolean => {
    const r = toRelative(viewer, f, s);
    return r.dx === 0 && r.dy >= 1;
  };
  return lineClear(grid, viewer, target, (s) => !axial(s) && opt.blocks(s));
}

// The same lines of sight on a compiled grid, squares given by coordinates: no square, key or
// closure made per square looked at (hot loops: menus and moves ask many lines per choice). A
// compiled grid's `shut` bits are the edges that block movement, and the edges that block sight
// are the same kinds (`edgeBlocksSight`), so one compiled grid serves both.

/** Whether the edge between orthogonal neighbours (px, py) and (qx, qy) blocks sight. */
function edgeShut(g: CompiledGrid, px: number, py: number, qx: number, qy: number): boolean {
  const W = g.width;
  const H = g.height;
  const bit = qx > px ? SIDE_BIT.E : qx < px ? SIDE_BIT.W : qy > py ? SIDE_BIT.N : SIDE_BIT.S;
  if (px >= 0 && py >= 0 && px < W && py < H) return ((g.shut[py * W + px] as number) & bit) !== 0;
  // Off the board's rectangle: the edge is kept on the other side.
  if (qx >= 0 && qy >= 0 && qx < W && qy < H) {
    const back =
      bit === SIDE_BIT.E ? SIDE_BIT.W : bit === SIDE_BIT.W ? SIDE_BIT.E : bit === SIDE_BIT.N ? SIDE_BIT.S : SIDE_BIT.N;
    return ((g.shut[qy * W + qx] as number) & back) !== 0;
  }
  return false;
}

/** Whether a square holds something that casts a dead angle, by coordinates. */
export type BlocksAt = (x: number, y: number) => boolean;

/** `lineClear` on a compiled grid, from (ax, ay) to (bx, by). */
export function lineClearFast(
  g: CompiledGrid,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  blocks: BlocksAt,
): boolean {
  return lineClearFrom(g, ax, ay, bx, by, blocks, -1);
}

/**
 * `lineClearFast`, where with `axial` a facing index the squares straight ahead of (ax, ay) in
 * that facing never block (`seesSquare` judges them by the dead angle instead).
 */
function lineClearFrom(
  g: CompiledGrid,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  blocks: BlocksAt,
  axial: number,
): boolean {
  const tr = relativeTrace(bx - ax, by - ay);
  const es = tr.edges;
  for (let i = 0; i < es.length; i += 4)
    if (
      edgeShut(
        g,
        ax + (es[i] as number),
        ay + (es[i + 1] as number),
        ax + (es[i + 2] as number),
        ay + (es[i + 3] as number),
      )
    )
      return false;
  const ss = tr.squares;
  for (let i = 0; i < ss.length; i += 2) {
    const ox = ss[i] as number;
    const oy = ss[i + 1] as number;
    if (axial >= 0 && relDx(axial, ox, oy) === 0 && relDy(axial, ox, oy) >= 1) continue;
    if (blocks(ax + ox, ay + oy)) return false;
  }
  const cs = tr.corners;
  for (let i = 0; i < cs.length; i += 4) {
    const fx = ax + (cs[i] as number);
    const fy = ay + (cs[i + 1] as number);
    const tx = ax + (cs[i + 2] as number);
    const ty = ay + (cs[i + 3] as number);
    // The two squares flanking the corner: (tx, fy) and (fx, ty).
    const b1 =
      !(axial >= 0 && relDx(axial, tx - ax, fy - ay) === 0 && relDy(axial, tx - ax, fy - ay) >= 1) && blocks(tx, fy);
    if (
      b1 &&
      !(axial >= 0 && relDx(axial, fx - ax, ty - ay) === 0 && relDy(axial, fx - ax, ty - ay) >= 1) &&
      blocks(fx, ty)
    )
      return false;
    if (
      (edgeShut(g, fx, fy, tx, fy) || edgeShut(g, tx, fy, tx, ty)) &&
      (edgeShut(g, fx, fy, fx, ty) || edgeShut(g, fx, ty, tx, ty))
    )
      return false;
  }
  return true;
}

/** Facing index (N, E, S, W) of each facing. */
const FACING_INDEX: Readonly<Record<Facing, number>> = { N: 0, E: 1, S: 2, W: 3 };
/** `toRelative`'s dx and dy of a board offset (ox, oy) for facing index f. */
const relDx = (f: number, ox: number, oy: number): number => (f === 0 ? ox : f === 1 ? -oy : f === 2 ? -ox : oy);
const relDy = (f: number, ox: number, oy: number): number => (f === 0 ? oy : f === 1 ? ox : f === 2 ? -oy : -ox);
/** `inFieldOfVision` of a board offset for facing index f, each side `narrow` squares in (`apexNarrowing`). */
function inFieldFast(f: number, ox: number, oy: number, range: number, narrow: number): boolean {
  const dx = relDx(f, ox, oy);
  const dy = relDy(f, ox, oy);
  return dy >= 1 && dy <= range && Math.abs(dx) <= dy - narrow;
}

/**
 * `seesSquare` on a compiled grid: whether a viewer at (vx, vy) facing `facing` sees the square
 * (tx, ty), within `range`, in the frontal triangle or (`field` 'any') in any quadrant, the
 * triangle's apex where `apex` puts it.
 */
export function seesSquareFast(
  g: CompiledGrid,
  vx: number,
  vy: number,
  facing: Facing,
  tx: number,
  ty: number,
  range: number,
  field: 'front' | 'any',
  blocks: BlocksAt,
  apex: FovApex = 'centre',
): boolean {
  if (vx === tx && vy === ty) return true;
  const ox = tx - vx;
  const oy = ty - vy;
  if (Math.max(Math.abs(ox), Math.abs(oy)) > range) return false;
  const narrow = apexNarrowing(apex);
  let f = FACING_INDEX[facing];
  if (!inFieldFast(f, ox, oy, range, narrow)) {
    if (field !== 'any') return false;
    let found = -1;
    for (let k = 0; k < 4 && found < 0; k++) if (inFieldFast(k, ox, oy, range, narrow)) found = k;
    if (found < 0) return false;
    f = found;
  }
  const rdx = relDx(f, ox, oy);
  const rdy = relDy(f, ox, oy);
  // `fromRelative(viewer, f, 0, d)` is the viewer's square plus d times the facing's vector.
  const ux = f === 1 ? 1 : f === 3 ? -1 : 0;
  const uy = f === 0 ? 1 : f === 2 ? -1 : 0;
  for (let d = 1; d < rdy; d++) if (inAxialDeadAngle(d, rdx, rdy) && blocks(vx + d * ux, vy + d * uy)) return false;
  // The squares straight ahead of the viewer are judged by the dead angle above, not by the line.
  return lineClearFrom(g, vx, vy, tx, ty, blocks, f);
}

/** A sight table: one text row per board row (top row first), 'V' viewer, '#' seen, '.' not. */
export function sightTable(grid: GridMap, viewer: Square, facing: Facing, opt: SightOptions): string[] {
  const rows: string[] = [];
  for (let y = grid.height - 1; y >= 0; y--) {
    let row = '';
    for (let x = 0; x < grid.width; x++) {
      const s = sq(x, y);
      row += sameSquare(s, viewer) ? 'V' : opt.blocks(s) ? 'o' : seesSquare(grid, viewer, facing, s, opt) ? '#' : '.';
    }
    rows.push(row);
  }
  return rows;
}

/**
 * Builds a grid from a small text picture, for tests and sample content. Rows are given top
 * (highest y) first. Between squares, '|' is a wall, 'D' a closed door, 'd' an open door and ':'
 * a passage on a vertical edge; the row between square rows uses '-', 'D', 'd', ':' under each
 * square for a horizontal edge. Square characters are returned by position for the caller.
 *
 *   ". .|. ."      squares (x = 0..3) with a wall between x=1 and x=2
 *   "    -  "      a wall on the edge below square x=2 (between this row and the next)
 */
export function parsePicture(lines: readonly string[]): { grid: GridMap; marks: Map<string, string> } {
  const squareRows = lines.filter((_, i) => i % 2 === 0);
  const height = squareRows.length;
  const width = Math.max(...squareRows.map((r) => Math.ceil(r.length / 2)));
  const edges: Record<string, EdgeKind> = {};
  const marks = new Map<string, string>();
  const kindOf = (c: string | undefined): EdgeKind | null =>
    c === '|' || c === '-'
      ? 'wall'
      : c === 'D'
        ? 'door-closed'
        : c === 'd'
          ? 'door-open'
          : c === ':'
            ? 'passage'
            : null;
  lines.forEach((line, i) => {
    const rowFromTop = Math.floor(i / 2);
    const y = height - 1 - rowFromTop;
    if (i % 2 === 0) {
      for (let x = 0; x < width; x++) {
        const c = line[2 * x];
        if (c !== undefined && c !== '.' && c !== ' ') marks.set(`${x},${y}`, c);
        const k = kindOf(line[2 * x + 1]);
        if (k) edges[`${x},${y},E`] = k;
      }
    } else {
      for (let x = 0; x < width; x++) {
        const k = kindOf(line[2 * x]);
        if (k) edges[`${x},${y - 1},N`] = k;
      }
    }
  });
  return { grid: { width, height, edges }, marks };
}
