import { describe, expect, it } from 'vitest';
import type { Profile } from '../src/content/schema.ts';
import { searchMoves } from '../src/movement.ts';
import { reachMoves } from '../src/reach.ts';
import { referencePlacements, warrior } from '../src/world.ts';
import { activate, costTo, play, rolls, scenario, w, type Scenario } from './scenario.ts';

/** A test warrior on a 1x2 base: NV 4, Movement 6, no aptitude (sample content). */
const LONG: Profile = {
  id: 'long',
  name: 'Long',
  side: 'scorpion',
  nv: 4,
  oc: 3,
  dc: 3,
  f: null,
  mv: 3,
  movement: 6,
  rank: 2,
  base: '1x2',
  equipment: [],
  aptitudes: [],
  source: 'sample',
};

/**
 * The 1x2 warrior at (3, 1) facing north in Offensive Combat (6 MP): row 1 is a corridor between
 * columns on rows 0 and 2, except the opening (3, 2) his front square stands on, closed by a
 * column at (3, 3). Rockfall lies on `rocks`.
 */
function corridor(rocks: readonly string[], aptitudes: Profile['aptitudes'] = []): Scenario {
  const sc = scenario({
    profiles: [{ ...LONG, aptitudes }],
    warriors: [
      { profile: 'long', at: [3, 1], facing: 'N', id: 'l' },
      { profile: 'purifier', at: [7, 7], facing: 'S', id: 'p' },
    ],
  });
  for (const y of [0, 2])
    for (let x = 0; x < 8; x++) if (!(x === 3 && y === 2)) sc.state.board.features[`${x},${y}`] = { column: true };
  sc.state.board.features['3,3'] = { column: true };
  for (const k of rocks) sc.state.board.features[k] = { rockfall: true };
  activate(sc, 'l');
  play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
  return sc;
}

/** The cost of (x, y, facing) in each of the three searches: the menu's, the flat reference's, the generic one's. */
function threeCosts(sc: Scenario, x: number, y: number, facing: 'N' | 'E' | 'S' | 'W'): Array<number | undefined> {
  const act = sc.state.current;
  if (!act) throw new Error('no activation');
  const me = warrior(sc.state, act.warrior);
  const at = (list: ReadonlyArray<{ x: number; y: number; facing: string; cost: number }>) =>
    list.find((p) => p.x === x && p.y === y && p.facing === facing)?.cost;
  return [
    at(reachMoves(sc.ctx, sc.state, me, act).list),
    at(searchMoves(sc.ctx, sc.state, me, act).list),
    at(referencePlacements(sc.ctx, sc.state, me, act).list),
  ];
}

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
