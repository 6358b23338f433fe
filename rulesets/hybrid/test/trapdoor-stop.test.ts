import { describe, expect, it } from 'vitest';
import { searchMoves } from '../src/movement.ts';
import { reachMoves } from '../src/reach.ts';
import { referencePlacements } from '../src/world.ts';
import { activate, costTo, jumps, play, rolls, scenario, w, type Scenario } from './scenario.ts';

/**
 * A Hybrid (Scorpion, NV 3, 7 MP in OC) at (3,0) facing north on an open board, a Purifier far off
 * at (7,7). An open trapdoor lies straight ahead at (3, `pit`), columns fill the rest of its row so
 * no path goes round it. The Hybrid first walks north to
 * (3, `pit` - 1), a leg of `pit` - 1 forward steps at 1 MP each, and has 8 - `pit` MP left there.
 */
function beforeTrapdoor(pit: number): Scenario {
  const sc = scenario({
    warriors: [
      { profile: 'hybrid', at: [3, 0], facing: 'N', id: 'h' },
      { profile: 'purifier', at: [7, 7], facing: 'S', id: 'p' },
    ],
  });
  sc.state.board.features[`3,${pit}`] = { trapdoor: 'open' };
  for (const x of [0, 1, 2, 4, 5, 6, 7]) sc.state.board.features[`${x},${pit}`] = { column: true };
  activate(sc, 'h');
  play(sc, [
    ['scorpion', { kind: 'mode', mode: 'OC' }],
    ['scorpion', { kind: 'move', x: 3, y: pit - 1, facing: 'N' }],
  ]);
  expect(sc.state.current?.mpLeft).toBe(8 - pit);
  return sc;
}

describe('stopping on an open trapdoor pays no jump point (HY-TRAP-02, HY-TRAP-06)', () => {
  it('HY-TRAP-06 HY-TRAP-02 with 1 MP left he steps onto the adjacent open trapdoor and stops: 1 MP, no roll, one wound', () => {
    const sc = beforeTrapdoor(7);
    expect(sc.state.current?.mpLeft).toBe(1);
    expect(costTo(sc, 3, 7)).toBe(1);
    const ev = play(sc, [['scorpion', { kind: 'move', x: 3, y: 7, facing: 'N' }]], []);
    expect(rolls(ev)).toEqual([]);
    const wounds = ev.filter((e) => e.type === 'hybrid/wound');
    expect(wounds.map((e) => e['rule'])).toEqual(['HY-TRAP-06']);
    const h = w(sc, 'h');
    expect([h.x, h.y, h.wounds]).toEqual([3, 7, 1]);
    expect(sc.state.current?.mpLeft ?? 0).toBe(0);
  });

  it('HY-TRAP-02 with 2 MP left he may stop on the trapdoor for 1, but the square beyond it costs 1 + 2 = 3: out of reach', () => {
    const sc = beforeTrapdoor(6);
    expect(sc.state.current?.mpLeft).toBe(2);
    expect(costTo(sc, 3, 6)).toBe(1);
    expect(costTo(sc, 3, 7)).toBeUndefined();
  });

  it('HY-TRAP-02 HY-TRAP-03 with 3 MP left he jumps across: a Natural Roll, and the trapdoor square costs 2', () => {
    const sc = beforeTrapdoor(5);
    expect(sc.state.current?.mpLeft).toBe(3);
    expect(costTo(sc, 3, 5)).toBe(1);
    expect(costTo(sc, 3, 6)).toBe(3);
    // NV 3: a 2 succeeds.
    const ev = play(sc, [['scorpion', { kind: 'move', x: 3, y: 6, facing: 'N' }]], [2]);
    expect(jumps(ev)).toHaveLength(1);
    expect(jumps(ev)[0]).toMatchObject({ sl: 3, kept: 2, result: 'success', at: '3,5' });
    const h = w(sc, 'h');
    expect([h.x, h.y, h.wounds]).toEqual([3, 6, 0]);
    expect(sc.state.current?.mpLeft ?? 0).toBe(0);
  });

  it('HY-TRAP-02 HY-TRAP-04 HY-TRAP-06 HY-CARD-ACTION-18 while the cards of the jump are played the jump point is already spent', () => {
    const sc = beforeTrapdoor(5);
    sc.state.sides.scorpion.hand = ['action-10'];
    const ev = play(sc, [['scorpion', { kind: 'move', x: 3, y: 6, facing: 'N' }]]);
    expect(rolls(ev)).toEqual([]);
    expect([w(sc, 'h').x, w(sc, 'h').y]).toEqual([3, 5]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/jump-cards' }]);
    // 3 MP: the step onto the trapdoor (1) and its jump (1) are paid, the step beyond (1) is not.
    expect(sc.state.current?.mpLeft).toBe(1);
    const jump = play(sc, [['scorpion', { kind: 'cards', cards: [] }]], [9]);
    expect(jumps(jump)[0]).toMatchObject({ result: 'failure' });
    // The failed jump wounds (HY-TRAP-04) and takes 1 MP at once: none is left for the step
    // beyond, so the move ends in the pit, which wounds again (HY-TRAP-06).
    expect(jump.filter((e) => e.type === 'hybrid/wound').map((e) => e['rule'])).toEqual(['HY-TRAP-04', 'HY-TRAP-06']);
    expect([w(sc, 'h').x, w(sc, 'h').y, w(sc, 'h').wounds]).toEqual([3, 5, 2]);
    expect(sc.state.current?.mpLeft ?? 0).toBe(0);
  });

  it('HY-TRAP-04 HY-TRAP-02 a warrior who starts on an open trapdoor climbs off it at no extra cost', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 2], facing: 'N', id: 'h' },
        { profile: 'purifier', at: [7, 7], facing: 'S', id: 'p' },
      ],
    });
    sc.state.board.features['3,2'] = { trapdoor: 'open' };
    activate(sc, 'h');
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    expect(costTo(sc, 3, 3)).toBe(1);
    expect(costTo(sc, 3, 4)).toBe(2);
  });

  it('the three movement searches agree on boards with open trapdoors, single squares and big bases alike', () => {
    let compared = 0;
    for (const [profile, at] of [
      ['hybrid', [3, 2]],
      ['hybrid', [2, 1]],
      ['aberration', [2, 0]],
      ['sasia-samaris', [1, 1]],
    ] as const) {
      const sc = scenario({
        warriors: [
          { profile, at: [at[0], at[1]], facing: 'N', id: 'm' },
          { profile: 'purifier', at: [7, 7], facing: 'S', id: 'p' },
        ],
      });
      for (const k of ['3,2', '3,4', '4,4', '2,5', '5,3']) sc.state.board.features[k] = { trapdoor: 'open' };
      sc.state.board.features['4,2'] = { rockfall: true };
      activate(sc, 'm');
      const m = w(sc, 'm');
      play(sc, [[m.side, { kind: 'mode', mode: 'OC' }]]);
      const act = sc.state.current;
      if (!act) throw new Error('no activation');
      const reference = searchMoves(sc.ctx, sc.state, m, act);
      const fast = reachMoves(sc.ctx, sc.state, m, act);
      const generic = referencePlacements(sc.ctx, sc.state, m, act);
      expect(reference.list.length).toBeGreaterThan(10);
      expect(fast.list).toEqual(reference.list);
      expect(generic.list).toEqual(reference.list);
      for (const p of reference.list) {
        expect(fast.path(p.key)).toEqual(reference.path(p.key));
        expect(generic.path(p.key)).toEqual(reference.path(p.key));
      }
      compared++;
    }
    expect(compared).toBe(4);
  });
});
