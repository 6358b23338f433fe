import { describe, expect, it } from 'vitest';
import { WHOLE_MISSION } from '../src/gear.ts';
import type { Answer } from '../src/state.ts';
import { act, P, scene } from './fixture.ts';

/**
 * A Giant Rat at (0,1) goes for the Soldier at (2,1) on a board 3 rows high: its three equally
 * short walks all end on the Soldier's space, through (1,0), (1,1) or (1,2).
 */
const setup = (trap: boolean, options: Record<string, unknown> = {}) => {
  const sc = scene({
    width: 5,
    height: 3,
    chars: [{ cls: 'soldier', at: [2, 1], gear: ['rifle', 'knife', 'kevlar-vest'] }],
    enemies: [{ kind: 'giant-rat', at: [0, 1] }],
    options,
  });
  if (trap)
    sc.state.placed = [
      { id: 'gt', gear: 'spike-trap', owner: 'soldier', pos: P(1, 0), armed: true, fuel: 0, turns: WHOLE_MISSION },
    ];
  return sc;
};

describe('equally short enemy walks to the same end space', () => {
  it('HU-ENEMY-17 walks that differ in nothing on the way are not asked about', () => {
    const sc = setup(false);
    const r = act(sc, 'e1', []);
    expect(r.ask).toBeNull();
    expect(sc.enemy('e1').pos).toEqual(P(2, 1));
  });

  it('HU-ENEMY-17 HU-GEAR-13 when one walk crosses an armed trap the players choose the way', () => {
    const r = act(setup(true), 'e1', []);
    expect(r.ask).toMatchObject({ kind: 'tie', rule: 'HU-ENEMY-17', about: 'where the enemy ends its move' });
    const ask = r.ask;
    if (ask?.kind !== 'tie') throw new Error('no tie');
    // The one end (2,1) is offered twice: over the trap at (1,0), or by one of the two empty
    // spaces (those two differ in nothing).
    expect(ask.options).toEqual([P(2, 1), P(2, 1)]);
    const viaTrap = (ask.paths ?? []).findIndex((w) => w.some((p) => p.x === 1 && p.y === 0));
    expect(viaTrap).toBeGreaterThanOrEqual(0);
    expect(ask.paths?.[viaTrap]).toEqual([P(0, 1), P(1, 0), P(2, 1)]);

    // Over the trap: the walk stops on it and it goes off.
    const trapped = setup(true);
    const pickTrap: Answer = { kind: 'pick', index: viaTrap };
    const t = act(trapped, 'e1', [], [pickTrap]);
    expect(t.events.map((e) => e.type)).toContain('hunters/trap-off');
    expect(trapped.state.placed).toEqual([]);

    // The other way: the Rat reaches the Soldier and the trap stays.
    const clear = setup(true);
    const c = act(clear, 'e1', [], [{ kind: 'pick', index: 1 - viaTrap }]);
    expect(c.events.map((e) => e.type)).not.toContain('hunters/trap-off');
    expect(clear.enemy('e1').pos).toEqual(P(2, 1));
    expect(clear.state.placed).toHaveLength(1);
  });

  it('HU-ENEMY-17 with the enemy-ties option the program picks the way', () => {
    const sc = setup(true, { enemyTies: 'random' });
    // The pick die chooses among the two ways; the loaded roll is the way's index, checked both ways.
    const ways = act(setup(true), 'e1', []).ask;
    if (ways?.kind !== 'tie') throw new Error('no tie');
    const viaTrap = (ways.paths ?? []).findIndex((w) => w.some((p) => p.x === 1 && p.y === 0));
    const r = act(sc, 'e1', [viaTrap + 1]);
    expect(r.ask).toBeNull();
    expect(r.events.map((e) => e.type)).toContain('hunters/trap-off');
    const other = setup(true, { enemyTies: 'random' });
    const o = act(other, 'e1', [2 - viaTrap]);
    expect(o.events.map((e) => e.type)).not.toContain('hunters/trap-off');
    expect(other.enemy('e1').pos).toEqual(P(2, 1));
  });
});
