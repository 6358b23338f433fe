import { describe, expect, it } from 'vitest';
import { costTo, jumps, longCorridor, play, threeCosts, w, type Scenario } from './scenario.ts';
import { longOnBoard } from './trapdoor-positions.ts';

/**
 * The 1x2 warrior at (3, 1) facing east in Offensive Combat (6 MP), covering (3, 1) and (4, 1),
 * with its rear square on an open trapdoor at (3, 1). Row 1 is a corridor between columns on rows
 * 0 and 2, closed by columns at (2, 1) and (6, 1): he cannot about-face where he stands (his front
 * would go onto the column at (2, 1)), so to face west at (5, 1) he steps east off the trapdoor,
 * about-faces there (the front square comes back over it) and steps back east, uncovering it again.
 */
const corridor = (): Scenario => longCorridor({ at: [3, 1], facing: 'E', columns: ['2,1', '6,1'], trapdoors: ['3,1'] });

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

describe('a base that starts over two open trapdoors (HY-TRAP-02, HY-TRAP-04, AMB-21)', () => {
  /**
   * The 1x2 warrior at (2, 5) facing west, covering (2, 5) and (1, 5), both open trapdoors;
   * columns at (2, 4), (0, 5) and (1, 6). To face south at (1, 5) (covering (1, 5) and (1, 4)) he
   * about-faces (1: his front square leaves (1, 5), free as he started on it), steps back west (2:
   * his base covers (1, 5) again and leaves nothing) and takes the free quarter turn south, which
   * lifts his front square off (2, 5): he started on that one and never left it, so that is
   * climbing off a start square, free (HY-TRAP-04), whatever happened to (1, 5). 3 in all.
   */
  const twoStartTrapdoors = (): Scenario =>
    longOnBoard([2, 5], 'W', {
      '1,5': 'trapdoor',
      '2,5': 'trapdoor',
      '2,4': 'column',
      '0,5': 'column',
      '1,6': 'column',
    });

  it('HY-TRAP-04 HY-TRAP-02 HY-TRAP-13 coming back over one start trapdoor does not charge leaving the other: 3 in every search, 3 spent, no roll', () => {
    const sc = twoStartTrapdoors();
    expect(threeCosts(sc, 1, 5, 'S')).toEqual([3, 3, 3]);
    expect(costTo(sc, 1, 5, 'S')).toBe(3);
    const ev = play(sc, [['scorpion', { kind: 'move', x: 1, y: 5, facing: 'S' }]], []);
    // He ends with his rear square over (1, 5): no jump, the one wound of ending there.
    expect(jumps(ev)).toHaveLength(0);
    expect([w(sc, 'l').x, w(sc, 'l').y, w(sc, 'l').facing, w(sc, 'l').wounds]).toEqual([1, 5, 'S', 1]);
    expect(ev.find((e) => e.type === 'hybrid/moved')).toMatchObject({ cost: 3 });
    // 6 - 3, and the wound lowers Movement at once.
    expect(sc.state.current?.mpLeft).toBe(2);
  });
});
