import { describe, expect, it } from 'vitest';
import type { HybridChoice } from '../src/choices.ts';
import { activate, play, rolls, scenario, w, type Scenario } from './scenario.ts';

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

const costTo = (sc: Scenario, x: number, y: number): number | undefined =>
  sc.rules
    .legalChoices(sc.state, 'scorpion')
    .find(
      (c): c is Extract<HybridChoice, { kind: 'move' }> =>
        c.kind === 'move' && c.x === x && c.y === y && c.facing === 'N',
    )?.cost;

const jumps = (ev: ReturnType<typeof play>) => rolls(ev).filter((r) => r['purpose'] === 'Trapdoor jump');

describe('a base of several squares and open trapdoors (AMB-21, option bigBaseTrapdoorRule)', () => {
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
