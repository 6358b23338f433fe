import { describe, expect, it } from 'vitest';
import {
  MOVER_NOVICE,
  MOVER_PUNY,
  MOVER_QUARTER_TURNS,
  TAGS,
  TAG_PASSED_FRIEND,
  TAG_TOUCHED_ENEMY,
  TAG_TURNED,
  turnCost,
} from '../src/step-cost.ts';

/**
 * The single-square search of `reach.ts` offers no turn from a node it reached by a turn: two
 * turns on one square are never better than the one turn to the same facing made from the node
 * before them. These tests check that on the prices themselves, for every single-square mover
 * and every tag a single square can carry, under both turn models of HY-MOVE-11.
 */
const TURNS = [1, 3, 2] as const;
const MOVERS = [0, MOVER_NOVICE, MOVER_PUNY, MOVER_NOVICE | MOVER_PUNY];
const TAG_SETS = [0, TAG_TURNED, TAG_PASSED_FRIEND, TAG_TOUCHED_ENEMY, TAG_TURNED | TAG_PASSED_FRIEND];

/** Points and tag after a turn of `quarter` from a node tagged `tag` (nothing entered or left). */
function turn(quarter: number, tag: number, mover: number): { cost: number; tag: number } {
  const packed = turnCost(quarter, tag, tag, mover, 0, 0);
  return { cost: Math.floor(packed / TAGS), tag: packed % TAGS };
}

describe('turns on one square (what the search leaves out)', () => {
  for (const model of ['flatAboutFace', 'quarterTurns'] as const)
    it(`HY-MOVE-10 HY-MOVE-11 two turns never cost less nor leave fewer tag bits than one (${model})`, () => {
      let pairs = 0;
      for (const kind of MOVERS) {
        const mover = kind | (model === 'quarterTurns' ? MOVER_QUARTER_TURNS : 0);
        for (const tag of TAG_SETS)
          for (const a of TURNS)
            for (const b of TURNS) {
              const first = turn(a, tag, mover);
              const second = turn(b, first.tag, mover);
              const facing = (a + b) % 4;
              // Back to the facing he started from: the node before the turns, tag and points.
              const direct = facing === 0 ? { cost: 0, tag } : turn(facing, tag, mover);
              expect(direct.cost).toBeLessThanOrEqual(first.cost + second.cost);
              expect(direct.tag & ~second.tag).toBe(0);
              pairs++;
            }
      }
      expect(pairs).toBe(MOVERS.length * TAG_SETS.length * 9);
    });

  it('HY-MOVE-10 HY-MOVE-11 the case that ties: a free quarter turn then another quarter turn', () => {
    // Flat model: quarter (free) + quarter (1) reaches the about-face for 1 point, which the
    // about-face itself costs from the node before, keeping the free turn unused.
    const first = turn(1, 0, 0);
    const second = turn(1, first.tag, 0);
    expect(first).toEqual({ cost: 0, tag: TAG_TURNED });
    expect(second).toEqual({ cost: 1, tag: TAG_TURNED });
    expect(turn(2, 0, 0)).toEqual({ cost: 1, tag: 0 });
    // Quarter-turn model: the about-face is the free quarter and a paid one, the same as the two.
    expect(turn(2, 0, MOVER_QUARTER_TURNS)).toEqual({ cost: 1, tag: TAG_TURNED });
  });
});
