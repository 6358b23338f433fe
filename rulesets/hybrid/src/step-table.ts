/**
 * What the two movement searches (`reach.ts`, the search of play, and `movement.ts`, its
 * reference) read the board and the steps by: the relative steps and their order, the turns,
 * the compiled grid's side bits, and the table of the steps a square allows. Like the prices of
 * `step-cost.ts`, these are shared, so comparing the two searches checks how they search; the
 * rule tests check which steps the table allows (walls, doors, corners).
 */
import type { CompiledGrid, PathMove } from '@skirmish/geometry/grid';
import { STEP_NAMES } from './step-cost.ts';

/** In a square's `extra`: the points a step onto it costs (bits 1-2), and an open trapdoor, paid
 *  for when the base uncovers it (HY-TRAP-02; AMB-21 for a base of several squares). */
export const ENTRY_COST = 3;
export const LEAVE_PIT = 4;

/** Side bits of the compiled grid. */
export const BIT_N = 1;
export const BIT_E = 2;
export const BIT_S = 4;
export const BIT_W = 8;

/** Step moves relative to the facing, in the order the searches try them, then the turns 1, 3, 2. */
export const STEP_REL: readonly (readonly [number, number])[] = [
  [0, 1],
  [-1, 1],
  [1, 1],
  [-1, 0],
  [1, 0],
  [0, -1],
  [-1, -1],
  [1, -1],
];
export const TURNS = [1, 3, 2] as const;
/** The path moves by index: the eight steps of `STEP_REL`, then the three turns of `TURNS`. */
export const MOVES: readonly PathMove[] = [
  ...STEP_NAMES.map((dir) => ({ kind: 'step', dir }) as const),
  { kind: 'turn', quarter: 1 },
  { kind: 'turn', quarter: 3 },
  { kind: 'turn', quarter: 2 },
];

/** Board (dx, dy) of each relative step for each facing (N, E, S, W), as [f * 16 + 2 * m]. */
export const STEP_VEC = new Int8Array(64);
for (let f = 0; f < 4; f++)
  STEP_REL.forEach(([dx, dy], m) => {
    const v = f === 0 ? [dx, dy] : f === 1 ? [dy, -dx] : f === 2 ? [-dx, -dy] : [-dy, dx];
    STEP_VEC[f * 16 + 2 * m] = v[0] as number;
    STEP_VEC[f * 16 + 2 * m + 1] = v[1] as number;
  });
/** The square ahead of each facing (N, E, S, W). */
export const FACING_DX = [0, 1, 0, -1];
export const FACING_DY = [1, 0, -1, 0];

/** Whether (x, y) is a square of the board. */
export const inGridOf = (g: CompiledGrid, x: number, y: number): boolean =>
  x >= 0 && y >= 0 && x < g.width && y < g.height && g.board[y * g.width + x] === 1;

/** [touchesCorner, crossesWall] of a diagonal step from (ax, ay) by (vx, vy), as bits 1 and 2. */
export function diagonalOf(g: CompiledGrid, ax: number, ay: number, vx: number, vy: number): number {
  const W = g.width;
  const h = vx > 0 ? BIT_E : BIT_W;
  const v = vy > 0 ? BIT_N : BIT_S;
  const a = ay * W + ax;
  const in1 = inGridOf(g, ax + vx, ay);
  const in2 = inGridOf(g, ax, ay + vy);
  const f1 = ay * W + ax + vx;
  const f2 = (ay + vy) * W + ax;
  const sa = g.shut[a] ?? 0;
  const ea = g.edged[a] ?? 0;
  const s1 = in1 ? (g.shut[f1] ?? 0) : 0;
  const s2 = in2 ? (g.shut[f2] ?? 0) : 0;
  const e1 = in1 ? (g.edged[f1] ?? 0) : 0;
  const e2 = in2 ? (g.edged[f2] ?? 0) : 0;
  const touches = (ea & (h | v)) !== 0 || (e1 & v) !== 0 || (e2 & h) !== 0;
  const route1 = (sa & h) !== 0 || (s1 & v) !== 0;
  const route2 = (sa & v) !== 0 || (s2 & h) !== 0;
  return (touches ? 1 : 0) | (route1 && route2 ? 2 : 0);
}

/**
 * The steps each square allows, at (y * W + x) * 9 + (vy + 1) * 3 + vx + 1: bit 1 a single
 * square may step so (onto the board, through no wall or closed door, a diagonal not between
 * two walls), bit 2 a diagonal step touches an edge at the corner it crosses.
 */
export function stepTable(grid: CompiledGrid): Uint8Array {
  const W = grid.width;
  const H = grid.height;
  const steps = new Uint8Array(W * H * 9);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      if (!inGridOf(grid, x, y)) continue;
      for (let vy = -1; vy <= 1; vy++)
        for (let vx = -1; vx <= 1; vx++) {
          if (vx === 0 && vy === 0) continue;
          if (!inGridOf(grid, x + vx, y + vy)) continue;
          let bits = 0;
          if (vx !== 0 && vy !== 0) {
            const d = diagonalOf(grid, x, y, vx, vy);
            if ((d & 2) === 0) bits |= 1;
            if (d & 1) bits |= 2;
          } else {
            const bit = vx > 0 ? BIT_E : vx < 0 ? BIT_W : vy > 0 ? BIT_N : BIT_S;
            if (((grid.shut[y * W + x] ?? 0) & bit) === 0) bits |= 1;
          }
          steps[(y * W + x) * 9 + (vy + 1) * 3 + vx + 1] = bits;
        }
    }
  return steps;
}
