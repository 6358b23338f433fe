import { describe, expect, it } from 'vitest';
import {
  compileGrid,
  FACINGS,
  fromRelative,
  inFieldOfVision,
  seesSquare,
  seesSquareFast,
  sq,
  type FovApex,
  type GridMap,
} from '../src/grid/index.ts';

const VIEWER = sq(10, 10);

/** The relative dx of the squares of row dy inside the field, the viewer facing `facing`. */
function row(facing: (typeof FACINGS)[number], dy: number, apex?: FovApex): number[] {
  const out: number[] = [];
  for (let dx = -10; dx <= 10; dx++)
    if (inFieldOfVision(VIEWER, facing, fromRelative(VIEWER, facing, dx, dy), 8, apex)) out.push(dx);
  return out;
}

describe('the apex of the field of vision (AMB-02)', () => {
  it('at the centre the rows are 3, 5, 7 squares wide; on the front edge 1, 3, 5, in every facing', () => {
    for (const f of FACINGS) {
      expect(row(f, 1)).toEqual([-1, 0, 1]);
      expect(row(f, 3, 'centre')).toEqual([-3, -2, -1, 0, 1, 2, 3]);
      expect(row(f, 1, 'frontEdge')).toEqual([0]);
      expect(row(f, 2, 'frontEdge')).toEqual([-1, 0, 1]);
      expect(row(f, 3, 'frontEdge')).toEqual([-2, -1, 0, 1, 2]);
      // Range and the rows behind him are the same under both.
      expect(row(f, 9, 'frontEdge')).toEqual([]);
      expect(row(f, 0, 'frontEdge')).toEqual([]);
    }
  });

  it('seesSquare and seesSquareFast leave a diagonal square out under the front edge, in front and all round', () => {
    const g: GridMap = { width: 21, height: 21, edges: {} };
    const cg = compileGrid(g);
    const none = (): boolean => false;
    // (12,12) ahead on the diagonal; (12,8) behind on it; (12,13) ahead, one square in from it.
    for (const [t, front, any] of [
      [sq(12, 12), true, true],
      [sq(12, 8), false, true],
    ] as const)
      for (const field of ['front', 'any'] as const) {
        const centre = field === 'front' ? front : any;
        expect(seesSquare(g, VIEWER, 'N', t, { range: 8, field, blocks: none })).toBe(centre);
        expect(seesSquare(g, VIEWER, 'N', t, { range: 8, field, blocks: none, apex: 'frontEdge' })).toBe(false);
        expect(seesSquareFast(cg, 10, 10, 'N', t.x, t.y, 8, field, none)).toBe(centre);
        expect(seesSquareFast(cg, 10, 10, 'N', t.x, t.y, 8, field, none, 'frontEdge')).toBe(false);
      }
    expect(seesSquare(g, VIEWER, 'N', sq(12, 13), { range: 8, blocks: none, apex: 'frontEdge' })).toBe(true);
    expect(seesSquareFast(cg, 10, 10, 'N', 12, 13, 8, 'front', none, 'frontEdge')).toBe(true);
    // Behind him, one square off the diagonal: in the east quadrant under both.
    expect(seesSquare(g, VIEWER, 'N', sq(12, 9), { range: 8, field: 'any', blocks: none, apex: 'frontEdge' })).toBe(
      true,
    );
    expect(seesSquareFast(cg, 10, 10, 'N', 12, 9, 8, 'any', none, 'frontEdge')).toBe(true);
  });
});
