import { describe, expect, it } from 'vitest';
import {
  compileGrid,
  diagonalFast,
  diagonalInfo,
  FACINGS,
  lineClear,
  lineClearFast,
  seesSquare,
  seesSquareFast,
  shiftOpen,
  shiftOpenFast,
  sq,
  type EdgeKind,
  type GridMap,
} from '../src/grid/index.ts';

function generator(seed: number): () => number {
  let x = seed;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
}

function randomGrid(seed: number, size = 6, walls = 20): GridMap {
  const rand = generator(seed);
  const kinds: EdgeKind[] = ['wall', 'door-closed', 'door-open', 'passage'];
  const edges: Record<string, EdgeKind> = {};
  for (let i = 0; i < walls; i++) {
    const k = `${Math.floor(rand() * size)},${Math.floor(rand() * size)},${rand() < 0.5 ? 'E' : 'N'}`;
    edges[k] = kinds[Math.floor(rand() * kinds.length)] as EdgeKind;
  }
  return { width: size, height: size, edges, voids: [`${size - 1},${size - 1}`] };
}

describe('compiled grids', () => {
  it('agree with the plain functions on random maps', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const g = randomGrid(seed);
      const cg = compileGrid(g);
      for (let y = 1; y < 5; y++)
        for (let x = 1; x < 5; x++)
          for (const [vx, vy] of [
            [1, 1],
            [1, -1],
            [-1, 1],
            [-1, -1],
            [0, 1],
            [1, 0],
            [0, -1],
            [-1, 0],
          ] as const) {
            expect(shiftOpenFast(cg, [sq(x, y)], vx, vy)).toBe(shiftOpen(g, [sq(x, y)], sq(vx, vy)));
            const big = [sq(x, y), sq(x + 1, y), sq(x, y + 1), sq(x + 1, y + 1)];
            if (x < 4 && y < 4) expect(shiftOpenFast(cg, big, vx, vy)).toBe(shiftOpen(g, big, sq(vx, vy)));
            if (vx !== 0 && vy !== 0) {
              const info = diagonalInfo(g, sq(x, y), sq(x + vx, y + vy));
              expect(diagonalFast(cg, x, y, vx, vy)).toEqual([info.touchesCorner, info.crossesWall]);
            }
          }
    }
  });
});

describe('lines of sight on a compiled grid', () => {
  it('agree with lineClear and seesSquare on random maps, blockers, facings, ranges, fields and apexes', () => {
    let lines = 0;
    let seen = 0;
    let narrowed = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const g = randomGrid(seed, 10, 40);
      const cg = compileGrid(g);
      const rand = generator(seed * 7919);
      // About one square in six holds something that casts a dead angle.
      const blocked = new Set<string>();
      for (let y = 0; y < 10; y++) for (let x = 0; x < 10; x++) if (rand() < 0.16) blocked.add(`${x},${y}`);
      const blocks = (q: { x: number; y: number }): boolean => blocked.has(`${q.x},${q.y}`);
      const blocksAt = (x: number, y: number): boolean => blocked.has(`${x},${y}`);
      for (let i = 0; i < 400; i++) {
        const a = sq(Math.floor(rand() * 10), Math.floor(rand() * 10));
        const b = sq(Math.floor(rand() * 10), Math.floor(rand() * 10));
        expect(lineClearFast(cg, a.x, a.y, b.x, b.y, blocksAt)).toBe(lineClear(g, a, b, blocks));
        const facing = FACINGS[Math.floor(rand() * 4)] as (typeof FACINGS)[number];
        const range = 3 + Math.floor(rand() * 8);
        const field = rand() < 0.5 ? 'front' : 'any';
        const plain = seesSquare(g, a, facing, b, { range, field, blocks });
        expect(seesSquareFast(cg, a.x, a.y, facing, b.x, b.y, range, field, blocksAt)).toBe(plain);
        // The apex on the front edge (AMB-02): a narrower field, the same obstacles.
        const edge = seesSquare(g, a, facing, b, { range, field, blocks, apex: 'frontEdge' });
        expect(seesSquareFast(cg, a.x, a.y, facing, b.x, b.y, range, field, blocksAt, 'frontEdge')).toBe(edge);
        if (edge) expect(plain).toBe(true);
        lines++;
        if (plain) seen++;
        if (plain && !edge) narrowed++;
      }
    }
    // Both answers occur often: the comparison is not of lines that all fail (or all pass).
    expect(seen).toBeGreaterThan(lines / 10);
    expect(seen).toBeLessThan(lines - lines / 10);
    // And the front edge leaves out some of what the centre sees.
    expect(narrowed).toBeGreaterThan(lines / 50);
  });
});
