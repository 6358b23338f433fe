import { describe, expect, it } from 'vitest';
import type { HybridChoice } from '../src/choices.ts';
import { activate, costTo, jumps, longCorridor, play, scenario, threeCosts, w, type Scenario } from './scenario.ts';
import { longOnBoard } from './trapdoor-positions.ts';

/**
 * An Aberration (2x2 base, NV 5, Movement 6) at (2, 0) facing north, covering x 2-3 and rows 0-1.
 * Columns fill row 3 except x 2-3, so walking north he must pass over both (2, 3) and (3, 3);
 * the test opens trapdoors on some of them.
 */
function aberration(
  trapdoors: readonly string[],
  options: Record<string, unknown> = {},
  mode: HybridChoice = { kind: 'mode', mode: 'OC' },
): Scenario {
  const sc = scenario({
    options,
    warriors: [
      { profile: 'aberration', at: [2, 0], facing: 'N', id: 'ab' },
      { profile: 'purifier', at: [7, 7], facing: 'S', id: 'p' },
    ],
  });
  for (const x of [0, 1, 4, 5, 6, 7]) sc.state.board.features[`${x},3`] = { column: true };
  for (const k of trapdoors) sc.state.board.features[k] = { trapdoor: 'open' };
  activate(sc, 'ab');
  play(sc, [['scorpion', mode]]);
  return sc;
}

/**
 * The 1x2 warrior at (`x`, 1) facing `facing` in Offensive Combat (6 MP), with row 1 as a corridor:
 * columns fill rows 0 and 2, except the squares in `openings`; open trapdoors on `trapdoors`.
 */
const corridor = (
  x: number,
  facing: 'N' | 'E',
  trapdoors: readonly string[],
  openings: readonly string[] = [],
  options: Record<string, unknown> = {},
): Scenario => longCorridor({ at: [x, 1], facing, trapdoors, openings, options });

describe('a base of several squares and open trapdoors (AMB-21, option bigBaseTrapdoorRule)', () => {
  it('HY-TRAP-13 HY-TRAP-06 HY-TRAP-02 a 2x2 base with exactly the plain cost left ends over an open trapdoor: its wound, no jump point, no roll', () => {
    // Six squares north for six points: rows 6-7 at the end, over the open trapdoor at (2, 7).
    const sc = aberration(['2,7']);
    expect(sc.state.current?.mpLeft).toBe(6);
    expect(costTo(sc, 2, 6)).toBe(6);
    const ev = play(sc, [['scorpion', { kind: 'move', x: 2, y: 6, facing: 'N' }]], []);
    expect(jumps(ev)).toHaveLength(0);
    expect([w(sc, 'ab').x, w(sc, 'ab').y, w(sc, 'ab').wounds]).toEqual([2, 6, 1]);
    expect(ev.filter((e) => e.type === 'hybrid/wound').map((e) => e['rule'])).toEqual(['HY-TRAP-13']);
    expect(sc.state.current?.mpLeft ?? 0).toBe(0);
  });

  it('HY-TRAP-13 HY-TRAP-02 a 2x2 base pays the jump point only once it uncovers the trapdoor', () => {
    // The trapdoor at (2, 4): covered from (2, 3) on, left behind at (2, 5).
    const sc = aberration(['2,4']);
    expect(costTo(sc, 2, 3)).toBe(3);
    expect(costTo(sc, 2, 4)).toBe(4);
    expect(costTo(sc, 2, 5)).toBe(6);
  });

  it('HY-TRAP-13 HY-TRAP-02 HY-TRAP-03 a 1x2 base crossing an open trapdoor pays +1 once and rolls once; ending on it pays nothing more', () => {
    // Facing east at (1, 1) the base covers (1, 1) and (2, 1); the trapdoor is at (3, 1).
    const sc = corridor(1, 'E', ['3,1']);
    // Two steps put its front, then its back, on the trapdoor: 2 points, and it ends over it.
    expect(costTo(sc, 2, 1, 'E')).toBe(1);
    expect(costTo(sc, 3, 1, 'E')).toBe(2);
    // The third step uncovers it: 3 + 1.
    expect(costTo(sc, 4, 1, 'E')).toBe(4);
    // NV 4: a 3 succeeds.
    const ev = play(sc, [['scorpion', { kind: 'move', x: 4, y: 1, facing: 'E' }]], [3]);
    expect(jumps(ev)).toHaveLength(1);
    expect(jumps(ev)[0]).toMatchObject({ warrior: 'l', sl: 4, result: 'success', at: '3,1' });
    expect([w(sc, 'l').x, w(sc, 'l').y, w(sc, 'l').wounds]).toEqual([4, 1, 0]);
    expect(sc.state.current?.mpLeft).toBe(2);

    const stop = corridor(1, 'E', ['3,1']);
    const ended = play(stop, [['scorpion', { kind: 'move', x: 2, y: 1, facing: 'E' }]], []);
    expect(jumps(ended)).toHaveLength(0);
    expect(w(stop, 'l').wounds).toBe(1);
    // 6 - 1 for the step, and the wound of ending there lowers Movement at once (HY-TRAP-06).
    expect(stop.state.current?.mpLeft).toBe(4);
  });

  it('HY-TRAP-13 HY-TRAP-02 a 1x2 base that turns its front square onto an open trapdoor and walks off it pays +1 and rolls', () => {
    // Facing north at (3, 1) the base covers (3, 1) and the opening (3, 2); the trapdoor is at
    // (4, 1). Facing east at (5, 1) needs the free turn east (front onto the trapdoor), then two
    // steps: 0 + 1 + 1, and 1 for the trapdoor the second step leaves.
    const sc = corridor(3, 'N', ['4,1'], ['3,2']);
    sc.state.board.features['3,3'] = { column: true };
    expect(costTo(sc, 3, 1, 'E')).toBe(0);
    expect(costTo(sc, 4, 1, 'E')).toBe(1);
    expect(costTo(sc, 5, 1, 'E')).toBe(3);
    const ev = play(sc, [['scorpion', { kind: 'move', x: 5, y: 1, facing: 'E' }]], [9]);
    expect(jumps(ev)).toHaveLength(1);
    expect(jumps(ev)[0]).toMatchObject({ warrior: 'l', result: 'failure', at: '4,1' });
    // The failed jump wounds and costs a point at once; he climbs out and ends where he chose.
    expect([w(sc, 'l').x, w(sc, 'l').y, w(sc, 'l').wounds]).toEqual([5, 1, 1]);
    expect(sc.state.current?.mpLeft).toBe(2);
  });

  it('HY-TRAP-13 HY-TRAP-02 a 1x2 base that steps onto an open trapdoor and turns off it pays +1 for the turn, and rolls', () => {
    // Facing north at (3, 0) between columns at (2, 0) and (4, 0): no turn there. One step puts
    // the front square on the trapdoor at (3, 2); the free turn east then uncovers it: 1 + 0 + 1.
    // (The menu lists the cheapest facings of a square, north here; east is accepted too.)
    const sc = longOnBoard([3, 0], 'N', {
      '2,0': 'column',
      '4,0': 'column',
      '2,1': 'column',
      '2,2': 'column',
      '4,2': 'column',
      '3,2': 'trapdoor',
    });
    expect(costTo(sc, 3, 1, 'N')).toBe(1);
    const ev = play(sc, [['scorpion', { kind: 'move', x: 3, y: 1, facing: 'E' }]], [2]);
    expect(jumps(ev)).toHaveLength(1);
    expect(jumps(ev)[0]).toMatchObject({ warrior: 'l', result: 'success', at: '3,2' });
    expect([w(sc, 'l').x, w(sc, 'l').y, w(sc, 'l').facing, w(sc, 'l').wounds]).toEqual([3, 1, 'E', 0]);
    expect(sc.state.current?.mpLeft).toBe(4);
  });

  it('HY-TRAP-13 with bigBaseTrapdoorRule ignore a 1x2 base crosses an open trapdoor at the plain cost, with no roll', () => {
    const sc = corridor(1, 'E', ['3,1'], [], { bigBaseTrapdoorRule: 'ignore' });
    expect(costTo(sc, 4, 1, 'E')).toBe(3);
    const ev = play(sc, [['scorpion', { kind: 'move', x: 4, y: 1, facing: 'E' }]], []);
    expect(jumps(ev)).toHaveLength(0);
    expect(w(sc, 'l').wounds).toBe(0);
    expect(sc.state.current?.mpLeft).toBe(3);

    const turn = corridor(3, 'N', ['4,1'], ['3,2'], { bigBaseTrapdoorRule: 'ignore' });
    turn.state.board.features['3,3'] = { column: true };
    expect(costTo(turn, 5, 1, 'E')).toBe(2);
  });

  it('HY-TRAP-13 HY-TRAP-02 crossing one trapdoor: +1 MP once and one roll, though two rows of the base pass over it', () => {
    const sc = aberration(['2,3']);
    // Four squares north, plus one for the trapdoor.
    expect(costTo(sc, 2, 4)).toBe(5);
    const ev = play(sc, [['scorpion', { kind: 'move', x: 2, y: 4, facing: 'N' }]], [5]);
    expect(jumps(ev)).toHaveLength(1);
    expect(jumps(ev)[0]).toMatchObject({ warrior: 'ab', sl: 5, result: 'success', at: '2,3' });
    expect(w(sc, 'ab').wounds).toBe(0);
    expect([w(sc, 'ab').x, w(sc, 'ab').y]).toEqual([2, 4]);
    expect(sc.state.current?.mpLeft).toBe(1);
  });

  it('HY-TRAP-13 HY-TRAP-04 two trapdoors side by side: +1 MP and one roll for each; a failed roll wounds', () => {
    // Basic Move: Movement 6 + 2.
    const sc = aberration(['2,3', '3,3'], {}, { kind: 'mode', mode: 'MV', level: 1 });
    expect(costTo(sc, 2, 4)).toBe(6);
    const ev = play(sc, [['scorpion', { kind: 'move', x: 2, y: 4, facing: 'N' }]], [2, 6]);
    expect(jumps(ev).map((r) => [r['at'], r['result']])).toEqual([
      ['2,3', 'success'],
      ['3,3', 'failure'],
    ]);
    expect(w(sc, 'ab').wounds).toBe(1);
    // The wound costs one MP at once (8 - 6 - 1): he climbs out and ends where he chose.
    expect([w(sc, 'ab').x, w(sc, 'ab').y]).toEqual([2, 4]);
    expect(sc.state.current?.mpLeft).toBe(1);
  });

  it('HY-TRAP-13 HY-TRAP-06 ending with any of its squares on open trapdoors: no roll, one wound however many', () => {
    const sc = aberration(['2,3', '3,3']);
    const ev = play(sc, [['scorpion', { kind: 'move', x: 2, y: 2, facing: 'N' }]]);
    expect(jumps(ev)).toHaveLength(0);
    expect(w(sc, 'ab').wounds).toBe(1);
    expect(ev.filter((e) => e.type === 'hybrid/wound').map((e) => e['rule'])).toEqual(['HY-TRAP-13']);
  });

  it('HY-TRAP-13 HY-TRAP-05 two trapdoors opening under a big base at once: one wound', () => {
    const sc = scenario({
      options: { nemesis: true },
      mission: {
        lever: {
          at: [4, 4],
          trapdoors: [
            [0, 0],
            [1, 1],
          ],
        },
      },
      warriors: [
        { profile: 'purifier', at: [4, 3], facing: 'N', id: 'p' },
        { profile: 'aberration', at: [0, 0], facing: 'N', id: 'ab' },
      ],
    });
    activate(sc, 'p');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'lever' }],
    ]);
    expect(sc.state.board.features['0,0']?.trapdoor).toBe('open');
    expect(sc.state.board.features['1,1']?.trapdoor).toBe('open');
    expect(w(sc, 'ab').wounds).toBe(1);
  });

  it('HY-TRAP-13 with bigBaseTrapdoorRule ignore a big base crosses, stops on and stands over open trapdoors as on plain squares', () => {
    const cross = aberration(['2,3', '3,3'], { bigBaseTrapdoorRule: 'ignore' });
    expect(costTo(cross, 2, 4)).toBe(4);
    const ev = play(cross, [['scorpion', { kind: 'move', x: 2, y: 4, facing: 'N' }]]);
    expect(jumps(ev)).toHaveLength(0);
    expect(w(cross, 'ab').wounds).toBe(0);

    const stop = aberration(['2,3', '3,3'], { bigBaseTrapdoorRule: 'ignore' });
    play(stop, [['scorpion', { kind: 'move', x: 2, y: 2, facing: 'N' }]]);
    expect(w(stop, 'ab').wounds).toBe(0);

    const lever = scenario({
      options: { nemesis: true, bigBaseTrapdoorRule: 'ignore' },
      mission: {
        lever: {
          at: [4, 4],
          trapdoors: [
            [0, 0],
            [1, 1],
          ],
        },
      },
      warriors: [
        { profile: 'purifier', at: [4, 3], facing: 'N', id: 'p' },
        { profile: 'aberration', at: [0, 0], facing: 'N', id: 'ab' },
        { profile: 'hybrid', at: [6, 6], facing: 'N', id: 'h' },
      ],
    });
    lever.state.board.lever?.trapdoors.push('6,6');
    lever.state.board.features['6,6'] = { trapdoor: 'closed' };
    activate(lever, 'p');
    play(lever, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'lever' }],
    ]);
    expect(w(lever, 'ab').wounds).toBe(0);
    // A warrior on a single square still falls in: the option is about big bases only.
    expect(w(lever, 'h').wounds).toBe(1);
  });

  it('HY-TRAP-13 with bigBaseTrapdoorRule ignore a single-square warrior still pays, rolls and falls', () => {
    const sc = scenario({
      options: { bigBaseTrapdoorRule: 'ignore' },
      warriors: [
        { profile: 'hybrid', at: [3, 1], facing: 'N', id: 'h' },
        { profile: 'purifier', at: [7, 7], id: 'p' },
      ],
    });
    sc.state.board.features['3,2'] = { trapdoor: 'open' };
    for (const x of [0, 1, 2, 4, 5, 6, 7]) sc.state.board.features[`${x},2`] = { column: true };
    activate(sc, 'h');
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    const cost = sc.rules
      .legalChoices(sc.state, 'scorpion')
      .find((c) => c.kind === 'move' && c.x === 3 && c.y === 4 && c.facing === 'N');
    expect(cost).toMatchObject({ cost: 4 });
    const ev = play(sc, [['scorpion', { kind: 'move', x: 3, y: 4, facing: 'N' }]], [9]);
    expect(jumps(ev)).toHaveLength(1);
    expect(w(sc, 'h').wounds).toBe(1);
  });
});

describe('a base of several squares crossing one trapdoor twice in a move (HY-TRAP-02, AMB-21)', () => {
  /**
   * The 1x2 warrior at (4, 4) facing east, covering (4, 4) and (5, 4); an open trapdoor at (6, 5)
   * and a column at (4, 6). To stand at (6, 7) facing south (covering (6, 7) and (6, 6)) his
   * cheapest path crosses the trapdoor twice: a diagonal step puts his front square on it (1), a
   * second diagonal step takes it off (1 + 1), the free quarter turn south puts the front square
   * back on it (0), and the step back takes it off again (2 + 1): 6.
   */
  const twice = (): Scenario => longOnBoard([4, 4], 'E', { '6,5': 'trapdoor', '4,6': 'column' });

  it('HY-TRAP-02 HY-TRAP-13 each crossing is paid in the three searches and rolled by the walk: two rolls', () => {
    const sc = twice();
    expect(threeCosts(sc, 6, 7, 'S')).toEqual([6, 6, 6]);
    expect(costTo(sc, 6, 7, 'S')).toBe(6);
    // NV 4: a 3 and a 2 pass.
    const ev = play(sc, [['scorpion', { kind: 'move', x: 6, y: 7, facing: 'S' }]], [3, 2]);
    expect(jumps(ev).map((r) => [r['at'], r['result']])).toEqual([
      ['6,5', 'success'],
      ['6,5', 'success'],
    ]);
    expect([w(sc, 'l').x, w(sc, 'l').y, w(sc, 'l').facing, w(sc, 'l').wounds]).toEqual([6, 7, 'S', 0]);
    expect(sc.state.current?.mpLeft).toBe(0);
  });

  it('HY-TRAP-02 HY-TRAP-04 HY-TRAP-06 the second jump fails: the wound costs a point, too few are left to climb out, and he stays in the pit', () => {
    const sc = twice();
    const ev = play(sc, [['scorpion', { kind: 'move', x: 6, y: 7, facing: 'S' }]], [3, 9]);
    expect(jumps(ev).map((r) => [r['at'], r['result']])).toEqual([
      ['6,5', 'success'],
      ['6,5', 'failure'],
    ]);
    // After the turn 3 points are spent; the wound takes one of the 3 left, and the step back off
    // the trapdoor costs 3: he stops at (6, 6) facing south, his front square over the trapdoor.
    expect([w(sc, 'l').x, w(sc, 'l').y, w(sc, 'l').facing]).toEqual([6, 6, 'S']);
    expect(ev.filter((e) => e.type === 'hybrid/wound').map((e) => e['rule'])).toEqual(['HY-TRAP-04', 'HY-TRAP-13']);
    expect(w(sc, 'l').wounds).toBe(2);
  });
});
