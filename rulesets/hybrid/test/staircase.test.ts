import { seesSquare, sq, type GridMap, type Square } from '@skirmish/geometry/grid';
import { describe, expect, it } from 'vitest';
import { hybridOptions } from '../src/index.ts';
import { ruleText } from '../src/rule-texts.ts';
import { inStaircaseDeadAngle, seesSquareStaircase, staircaseTail } from '../src/staircase.ts';
import { sees } from '../src/world.ts';
import { scenario, w } from './scenario.ts';

/** An open board with the viewer at (10,0) facing north: relative (dx, dy) is square (10 + dx, dy). */
const GRID: GridMap = { width: 21, height: 13, edges: {} };
const VIEWER = sq(10, 0);
type Model = typeof seesSquare;

/** Relative squares of the field (range 12) hidden by obstacles at the given relative squares, row by row. */
function deadRows(model: Model, obstacles: ReadonlyArray<readonly [number, number]>): Record<number, number[]> {
  const set = new Set(obstacles.map(([x, y]) => `${10 + x},${y}`));
  const blocks = (s: Square): boolean => set.has(`${s.x},${s.y}`);
  const rows: Record<number, number[]> = {};
  for (let dy = 1; dy <= 12; dy++) {
    const dead: number[] = [];
    for (let dx = -dy; dx <= dy; dx++) {
      const s = sq(10 + dx, dy);
      if (!blocks(s) && !model(GRID, VIEWER, 'N', s, { range: 12, blocks })) dead.push(dx);
    }
    if (dead.length > 0) rows[dy] = dead;
  }
  return rows;
}

describe('AMB-03 the staircase sight model', () => {
  it('HY-LOS-10 the option exists, off by default, with the two models as its values', () => {
    const spec = hybridOptions.find((o) => o.id === 'losModel');
    expect(spec).toMatchObject({ type: 'choice', default: 'case1+geometric', rule: 'HY-LOS-10' });
    expect(spec?.type === 'choice' ? spec.values : []).toEqual(['case1+geometric', 'staircase']);
  });

  it('HY-LOS-09 HY-LOS-10 an obstacle on the axis casts the same Case 1 dead angle under both models', () => {
    for (let d = 1; d <= 5; d++) {
      const geometric = deadRows(seesSquare, [[0, d]]);
      const staircase = deadRows(seesSquareStaircase, [[0, d]]);
      expect(staircase).toEqual(geometric);
    }
    // Case 1 at distance 3: two squares straight behind it, then the triangle from the third row on.
    expect(deadRows(seesSquareStaircase, [[0, 3]])).toEqual({
      4: [0],
      5: [0],
      6: [0],
      7: [-1, 0, 1],
      8: [-2, -1, 0, 1, 2],
      9: [-3, -2, -1, 0, 1, 2, 3],
      10: [-4, -3, -2, -1, 0, 1, 2, 3, 4],
      11: [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5],
      12: [-6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6],
    });
  });

  it('HY-LOS-10 Case 2, slightly off-centre at (1,4): 4 dead squares straight behind it, then two staircases stepping outward', () => {
    // Step a): 4 squares forward bring the viewer level with it; b): so 4 dead squares in its column.
    expect(staircaseTail(1, 4)).toBe(4);
    // c) the inner staircase follows the line through the last of them, (1,8): x >= y/8;
    // d) the outer one the line through the middle of the obstacle's outer side, (1.5,4): x <= 3y/8.
    expect(deadRows(seesSquareStaircase, [[1, 4]])).toEqual({
      5: [1],
      6: [1, 2],
      7: [1, 2],
      8: [1, 2, 3],
      9: [2, 3],
      10: [2, 3],
      11: [2, 3, 4],
      12: [2, 3, 4],
    });
    // The mirror image on the left.
    expect(deadRows(seesSquareStaircase, [[-1, 4]])[9]).toEqual([-3, -2]);
  });

  it('HY-LOS-10 Case 3, well off-centre at (2,4): the one square between it and the axis is taken off its column', () => {
    expect(staircaseTail(2, 4)).toBe(3);
    const rows = deadRows(seesSquareStaircase, [[2, 4]]);
    // (2,5), (2,6), (2,7) dead; (2,8) seen again. Inner line x >= 2y/7, outer x <= 5y/8.
    expect(rows[5]).toEqual([2, 3]);
    expect(rows[6]).toEqual([2, 3]);
    expect(rows[7]).toEqual([2, 3, 4]);
    expect(rows[8]).toEqual([3, 4, 5]);
    expect(inStaircaseDeadAngle(2, 4, 2, 7)).toBe(true);
    expect(inStaircaseDeadAngle(2, 4, 2, 8)).toBe(false);
  });

  it('HY-LOS-10 an obstacle on the edge of the field at (3,3): its outer boundary lies outside the field, so the dead angle runs to the edge', () => {
    const rows = deadRows(seesSquareStaircase, [[3, 3]]);
    // Inner line x >= 3y/4 (through (3,4), the one square of its column); the field ends at x = y.
    expect(rows[4]).toEqual([3, 4]);
    expect(rows[6]).toEqual([5, 6]);
    expect(rows[8]).toEqual([6, 7, 8]);
    // An obstacle outside the field of vision casts nothing.
    expect(deadRows(seesSquareStaircase, [[4, 3]])).toEqual({});
  });

  it('HY-LOS-12 HY-LOS-10 under the staircase model two obstacles touching diagonally still shut the line through their corner', () => {
    const pair = new Set(['11,2', '12,1']);
    const one = new Set(['11,2']);
    const by = (set: Set<string>) => (s: Square) => set.has(`${s.x},${s.y}`);
    const target = sq(12, 2);
    expect(seesSquareStaircase(GRID, VIEWER, 'N', target, { range: 8, blocks: by(pair) })).toBe(false);
    expect(seesSquareStaircase(GRID, VIEWER, 'N', target, { range: 8, blocks: by(one) })).toBe(true);
  });

  it('HY-LOS-13 HY-LOS-10 walls keep the geometric edge test under the staircase model', () => {
    const walled: GridMap = { width: 21, height: 13, edges: { '10,2,N': 'wall' } };
    const none = () => false;
    expect(seesSquareStaircase(walled, VIEWER, 'N', sq(10, 5), { range: 8, blocks: none })).toBe(false);
    expect(seesSquareStaircase(walled, VIEWER, 'N', sq(13, 5), { range: 8, blocks: none })).toBe(true);
  });

  it('HY-LOS-10 HY-LOS-06 in a game the option decides: a warrior beside the axis hides a target under one model and not the other', () => {
    // Purifier at (3,0) facing north; a Hybrid at (4,4) stands one square off his axis, 4 ahead.
    const at = (losModel: string, target: [number, number]) => {
      const sc = scenario({
        warriors: [
          { profile: 'purifier', at: [3, 0], facing: 'N', id: 'p' },
          { profile: 'hybrid', at: [4, 4], facing: 'S', id: 'screen' },
          { profile: 'hybrid', at: target, facing: 'S', id: 't' },
        ],
        options: { losModel },
      });
      return sees(sc.ctx, sc.state, w(sc, 'p'), w(sc, 't'));
    };
    // (5,5), relative (2,5): the geometric line enters the screen’s square (at y = 3.5, x = 1.4);
    // the staircase's outer line x <= 3y/8 = 1.875 leaves it outside the dead angle.
    expect(at('case1+geometric', [5, 5])).toBe(false);
    expect(at('staircase', [5, 5])).toBe(true);
    // (4,7), relative (1,7): in the column straight behind the screen, dead under both.
    expect(at('case1+geometric', [4, 7])).toBe(false);
    expect(at('staircase', [4, 7])).toBe(false);
    // Without a screen in the way, both see him.
    expect(at('staircase', [6, 6])).toBe(true);
  });

  it('HY-LOS-10 a view carries the sight model only when the game uses the staircase', () => {
    const view = (options: Record<string, unknown>) => {
      const sc = scenario({ warriors: [{ profile: 'purifier', at: [3, 0], id: 'p' }], options });
      return sc.rules.view(sc.state, 'griffin');
    };
    expect('losModel' in view({})).toBe(false);
    expect('losModel' in view({ losModel: 'case1+geometric' })).toBe(false);
    expect(view({ losModel: 'staircase' }).losModel).toBe('staircase');
  });
});

describe('the staircase option in words', () => {
  it('the staircase option has an English and a Hungarian label, and the rule text names the staircase', () => {
    const spec = hybridOptions.find((o) => o.id === 'losModel');
    expect(spec?.label).toBe('Dead angles beside the axis');
    expect(spec?.hu?.label).toBe('Holtterek a tengely mellett');
    expect(spec?.hu?.description).toMatch(/lépcsőzetes/);
    expect(spec?.hu?.valueLabels?.['staircase']).toMatch(/^Lépcsők/);
    expect(ruleText('HY-LOS-10', 'en')).toMatch(/staircase/);
    expect(ruleText('HY-LOS-10', 'hu')).toMatch(/lépcsős/);
  });
});
