import { describe, expect, it } from 'vitest';
import {
  compileGrid,
  diagonalFast,
  diagonalInfo,
  shiftOpen,
  shiftOpenFast,
  sq,
  type EdgeKind,
  type GridMap,
} from '../src/grid/index.ts';

function randomGrid(seed: number): GridMap {
  let x = seed;
  const rand = () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
  const kinds: EdgeKind[] = ['wall', 'door-closed', 'door-open', 'passage'];
  const edges: Record<string, EdgeKind> = {};
  for (let i = 0; i < 20; i++) {
    const k = `${Math.floor(rand() * 6)},${Math.floor(rand() * 6)},${rand() < 0.5 ? 'E' : 'N'}`;
    edges[k] = kinds[Math.floor(rand() * kinds.length)] as EdgeKind;
  }
  return { width: 6, height: 6, edges, voids: ['5,5'] };
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
