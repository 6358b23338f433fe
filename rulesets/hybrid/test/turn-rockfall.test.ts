import { describe, expect, it } from 'vitest';
import type { Profile } from '../src/content/schema.ts';
import { costTo, longCorridor, play, rolls, threeCosts, w, type Scenario } from './scenario.ts';

/**
 * The 1x2 warrior at (3, 1) facing north in Offensive Combat (6 MP): row 1 is a corridor between
 * columns on rows 0 and 2, except the opening (3, 2) his front square stands on, closed by a
 * column at (3, 3). Rockfall lies on `rocks`.
 */
const corridor = (rocks: readonly string[], aptitudes: Profile['aptitudes'] = []): Scenario =>
  longCorridor({ at: [3, 1], facing: 'N', openings: ['3,2'], columns: ['3,3'], rocks, aptitudes });

describe('a 1x2 base whose turn puts its front square on rockfall (HY-TERRAIN-02)', () => {
  it('HY-TERRAIN-02 HY-MOVE-10 the free quarter turn that moves the front square onto rockfall costs the rockfall point', () => {
    // The rockfall at (4, 1). East at (5, 1): the free turn east puts the front square on the
    // rockfall (0 + 1), the first step moves the rear square onto it (1, a square already covered),
    // the second step leaves it (1): 3 in all.
    const sc = corridor(['4,1']);
    expect(threeCosts(sc, 5, 1, 'E')).toEqual([3, 3, 3]);
    expect(costTo(sc, 5, 1, 'E')).toBe(3);
    // Further east: one point a step more.
    expect(threeCosts(sc, 6, 1, 'E')).toEqual([4, 4, 4]);
    // No roll is made for rockfall; the walk spends what the menu showed: 6 - 3.
    const ev = play(sc, [['scorpion', { kind: 'move', x: 5, y: 1, facing: 'E' }]], []);
    expect(rolls(ev)).toHaveLength(0);
    expect([w(sc, 'l').x, w(sc, 'l').y, w(sc, 'l').facing]).toEqual([5, 1, 'E']);
    expect(sc.state.current?.mpLeft).toBe(3);
  });

  it('HY-TERRAIN-02 the same path without rockfall costs one point less', () => {
    const sc = corridor([]);
    expect(threeCosts(sc, 5, 1, 'E')).toEqual([2, 2, 2]);
    const ev = play(sc, [['scorpion', { kind: 'move', x: 5, y: 1, facing: 'E' }]], []);
    expect(rolls(ev)).toHaveLength(0);
    expect(sc.state.current?.mpLeft).toBe(4);
  });

  it('HY-TERRAIN-02 HY-APT-59 with Velocity the turn onto rockfall is a plain turn', () => {
    const sc = corridor(['4,1'], [{ name: 'Velocity', x: 1 }]);
    expect(threeCosts(sc, 5, 1, 'E')).toEqual([2, 2, 2]);
  });
});
