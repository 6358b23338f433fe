import { describe, expect, it } from 'vitest';
import type { Profile } from '../src/content/schema.ts';
import { searchMoves } from '../src/movement.ts';
import { reachMoves } from '../src/reach.ts';
import { referencePlacements, warrior } from '../src/world.ts';
import { activate, costTo, jumps, play, scenario, w, type Scenario } from './scenario.ts';

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
 * The 1x2 warrior at (3, 1) facing east in Offensive Combat (6 MP), covering (3, 1) and (4, 1),
 * with its rear square on an open trapdoor at (3, 1). Row 1 is a corridor between columns on rows
 * 0 and 2, closed by columns at (2, 1) and (6, 1): he cannot about-face where he stands (his front
 * would go onto the column at (2, 1)), so to face west at (5, 1) he steps east off the trapdoor,
 * about-faces there (the front square comes back over it) and steps back east, uncovering it again.
 */
function corridor(): Scenario {
  const sc = scenario({
    profiles: [LONG],
    warriors: [
      { profile: 'long', at: [3, 1], facing: 'E', id: 'l' },
      { profile: 'purifier', at: [7, 7], facing: 'S', id: 'p' },
    ],
  });
  for (const y of [0, 2]) for (let x = 0; x < 8; x++) sc.state.board.features[`${x},${y}`] = { column: true };
  sc.state.board.features['2,1'] = { column: true };
  sc.state.board.features['6,1'] = { column: true };
  sc.state.board.features['3,1'] = { trapdoor: 'open' };
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

describe('back over the open trapdoor the base started on (HY-TRAP-02, HY-TRAP-04, AMB-21)', () => {
  it('HY-TRAP-04 HY-TRAP-13 stepping off the trapdoor he stands on is free', () => {
    const sc = corridor();
    // One step east: his rear square leaves the trapdoor, 1 point.
    expect(threeCosts(sc, 4, 1, 'E')).toEqual([1, 1, 1]);
    const ev = play(sc, [['scorpion', { kind: 'move', x: 4, y: 1, facing: 'E' }]], []);
    expect(jumps(ev)).toHaveLength(0);
    expect(sc.state.current?.mpLeft).toBe(5);
  });

  it('HY-TRAP-02 HY-TRAP-03 HY-TRAP-13 coming back over it and off it again is a crossing: +1 in every search, and one roll', () => {
    const sc = corridor();
    // Step east 1, about-face 1 (front square back over the trapdoor), back step 2, and 1 for the
    // trapdoor the back step uncovers: 5.
    expect(threeCosts(sc, 5, 1, 'W')).toEqual([5, 5, 5]);
    expect(costTo(sc, 5, 1, 'W')).toBe(5);
    // NV 4: a 3 succeeds.
    const ev = play(sc, [['scorpion', { kind: 'move', x: 5, y: 1, facing: 'W' }]], [3]);
    expect(jumps(ev)).toHaveLength(1);
    expect(jumps(ev)[0]).toMatchObject({ warrior: 'l', sl: 4, result: 'success', at: '3,1' });
    expect([w(sc, 'l').x, w(sc, 'l').y, w(sc, 'l').facing, w(sc, 'l').wounds]).toEqual([5, 1, 'W', 0]);
    expect(sc.state.current?.mpLeft).toBe(1);
  });

  it('HY-TRAP-02 HY-TRAP-04 a failed jump back over it wounds, the wound costs a point, and he climbs out to where he chose', () => {
    const sc = corridor();
    const ev = play(sc, [['scorpion', { kind: 'move', x: 5, y: 1, facing: 'W' }]], [9]);
    expect(jumps(ev)).toHaveLength(1);
    expect(jumps(ev)[0]).toMatchObject({ warrior: 'l', result: 'failure', at: '3,1' });
    expect([w(sc, 'l').x, w(sc, 'l').y, w(sc, 'l').wounds]).toEqual([5, 1, 1]);
    // 6 - 5 - 1 for the wound.
    expect(sc.state.current?.mpLeft).toBe(0);
  });

  it('HY-TRAP-06 HY-TRAP-13 ending with the base back over it: no jump point, no roll, the wound of ending there', () => {
    const sc = corridor();
    // Step east 1, about-face 1: the move ends with the front square over the trapdoor.
    expect(threeCosts(sc, 4, 1, 'W')).toEqual([2, 2, 2]);
    const ev = play(sc, [['scorpion', { kind: 'move', x: 4, y: 1, facing: 'W' }]], []);
    expect(jumps(ev)).toHaveLength(0);
    expect(w(sc, 'l').wounds).toBe(1);
  });
});
