import { describe, expect, it } from 'vitest';
import { WHOLE_MISSION } from '../src/gear.ts';
import type { Answer, Ask } from '../src/state.ts';
import { huntersPresenter } from '../src/presenter.ts';
import { squareName } from '../src/squares.ts';
import { act, P, scene } from './fixture.ts';

/** The players settle enemy ties, so that the ways are offered to them (AMB-43). */
const ASK = { enemyTies: 'ask' };

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
    const r = act(setup(true, ASK), 'e1', []);
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
    const trapped = setup(true, ASK);
    const pickTrap: Answer = { kind: 'pick', index: viaTrap };
    const t = act(trapped, 'e1', [], [pickTrap]);
    expect(t.events.map((e) => e.type)).toContain('hunters/trap-off');
    expect(trapped.state.placed).toEqual([]);

    // The other way: the Rat reaches the Soldier and the trap stays.
    const clear = setup(true, ASK);
    const c = act(clear, 'e1', [], [{ kind: 'pick', index: 1 - viaTrap }]);
    expect(c.events.map((e) => e.type)).not.toContain('hunters/trap-off');
    expect(clear.enemy('e1').pos).toEqual(P(2, 1));
    expect(clear.state.placed).toHaveLength(1);
  });

  it('HU-ENEMY-17 with the enemy-ties option the program picks the way', () => {
    const sc = setup(true, { enemyTies: 'random' });
    // The pick die chooses among the two ways; the loaded roll is the way's index, checked both ways.
    const ways = act(setup(true, ASK), 'e1', []).ask;
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

  /** The label of each offered way, in the view the players see while the enemy waits. */
  const labels = (sc: ReturnType<typeof setup>, ask: Ask, locale: 'en' | 'hu') => {
    const view = { ...sc.rules.view(sc.state, 'p1'), ask };
    return ask.kind === 'tie'
      ? ask.options.map((_, index) => huntersPresenter.choice({ kind: 'tie', index }, view, locale))
      : [];
  };

  it('HU-ENEMY-17 HU-GEAR-13 each way is worded apart by the spaces it crosses and the trap and character it meets', () => {
    const sc = setup(true, ASK);
    const ask = act(sc, 'e1', []).ask;
    if (ask?.kind !== 'tie') throw new Error('no tie');
    const viaTrap = (ask.paths ?? []).findIndex((w) => w.some((p) => p.x === 1 && p.y === 0));
    const other = ask.paths?.[1 - viaTrap]?.[1];
    if (!other) throw new Error('no second way');
    const en = labels(sc, ask, 'en');
    expect(en[viaTrap]).toBe("Choose C2 via B1; on the way: the armed Spike Trap at B1, Soldier's space at C2");
    expect(en[1 - viaTrap]).toBe(`Choose C2 via ${squareName(other)}; on the way: Soldier's space at C2`);
    const hu = labels(sc, ask, 'hu');
    expect(hu[viaTrap]).toBe('Választás: C2, útvonal: B1; útközben: élesített Tüskés csapda B1, Katona mezője C2');
    expect(hu[1 - viaTrap]).toBe(`Választás: C2, útvonal: ${squareName(other)}; útközben: Katona mezője C2`);
  });

  it("HU-ENEMY-17 HU-GEAR-32 a way into a Terror Generator's reach is offered and worded apart", () => {
    // One row more: a Terror Generator at (1,3) reaches (1,2) but neither the Rat's space nor the others.
    const sc = scene({
      width: 5,
      height: 4,
      chars: [{ cls: 'soldier', at: [2, 1], gear: ['rifle', 'knife', 'kevlar-vest'] }],
      enemies: [{ kind: 'giant-rat', at: [0, 1] }],
      options: { enemyTies: 'ask' },
    });
    sc.state.placed = [
      { id: 'gt', gear: 'terror-generator', owner: 'soldier', pos: P(1, 3), armed: false, fuel: 0, turns: 3 },
    ];
    const ask = act(sc, 'e1', []).ask;
    if (ask?.kind !== 'tie') throw new Error('no tie');
    expect(ask.options).toEqual([P(2, 1), P(2, 1)]);
    const scared = (ask.paths ?? []).findIndex((w) => w.some((p) => p.x === 1 && p.y === 2));
    expect(scared).toBeGreaterThanOrEqual(0);
    const en = labels(sc, ask, 'en');
    expect(en[scared]).toBe("Choose C2 via B3; on the way: the Terror Generator's reach at B3, Soldier's space at C2");
    expect(en[1 - scared]).not.toContain('Terror');
    const hu = labels(sc, ask, 'hu');
    expect(hu[scared]).toBe('Választás: C2, útvonal: B3; útközben: a rémületgenerátor hatóköre B3, Katona mezője C2');
    expect(hu[1 - scared]).not.toContain('rémület');
  });

  /**
   * A Giant Rat whose near list only Moves 2 away, 1 space from the Soldier at (2,1); an armed
   * Spike Trap lies at (1,3), on one of the two equally short walks to (2,4) and to (1,4).
   */
  const away = (options: Record<string, unknown> = {}) => {
    const sc = scene({
      width: 5,
      height: 5,
      chars: [{ cls: 'soldier', at: [2, 1], gear: ['rifle', 'knife', 'kevlar-vest'] }],
      enemies: [{ kind: 'giant-rat', at: [2, 2] }],
      options,
      content: (c) => ({
        ...c,
        enemies: c.enemies.map((e) =>
          e.id === 'giant-rat' ? { ...e, lists: { ...e.lists, near: [[{ kind: 'move-away' as const, mp: 2 }]] } } : e,
        ),
      }),
    });
    sc.state.placed = [
      { id: 'gt', gear: 'spike-trap', owner: 'soldier', pos: P(1, 3), armed: true, fuel: 0, turns: WHOLE_MISSION },
    ];
    return sc;
  };

  it('HU-ENEMY-15 HU-ENEMY-17 a Move away offers each farthest end once per different way, and the players pick one', () => {
    const sc = away(ASK);
    const r = act(sc, 'e1', []);
    expect(r.ask).toMatchObject({ kind: 'tie', rule: 'HU-ENEMY-17', about: 'where the enemy ends its move away' });
    const ask = r.ask;
    if (ask?.kind !== 'tie') throw new Error('no tie');
    // Every space of row 4 is 3 from the Soldier; (2,4) and (1,4) each have a way over the trap and one without.
    expect(ask.options).toEqual([P(2, 4), P(2, 4), P(3, 4), P(1, 4), P(1, 4), P(4, 4), P(0, 4)]);
    expect(ask.paths?.[0]).toEqual([P(2, 2), P(2, 3), P(2, 4)]);
    expect(ask.paths?.[1]).toEqual([P(2, 2), P(1, 3), P(2, 4)]);
    expect(ask.paths?.[3]).toEqual([P(2, 2), P(2, 3), P(1, 4)]);
    expect(ask.paths?.[4]).toEqual([P(2, 2), P(1, 3), P(1, 4)]);
    const en = labels(sc, ask, 'en');
    expect(en[0]).toBe('Choose C5 via C4; nothing on the way');
    expect(en[1]).toBe('Choose C5 via B4; on the way: the armed Spike Trap at B4');
    expect(labels(sc, ask, 'hu')[1]).toBe('Választás: C5, útvonal: B4; útközben: élesített Tüskés csapda B4');

    // The way over the trap: the walk stops on it and it goes off.
    const trapped = away(ASK);
    const t = act(trapped, 'e1', [], [{ kind: 'pick', index: 1 }]);
    expect(t.events.filter((e) => e.type === 'hunters/enemy-move').map((e) => e['path'])).toEqual([[P(2, 2), P(1, 3)]]);
    expect(t.events.map((e) => e.type)).toContain('hunters/trap-off');
    expect(trapped.state.placed).toEqual([]);

    // The way beside it: the Rat reaches (2,4) and the trap stays.
    const clear = away(ASK);
    const c = act(clear, 'e1', [], [{ kind: 'pick', index: 0 }]);
    expect(c.events.filter((e) => e.type === 'hunters/enemy-move').map((e) => e['path'])).toEqual([
      [P(2, 2), P(2, 3), P(2, 4)],
    ]);
    expect(clear.enemy('e1').pos).toEqual(P(2, 4));
    expect(clear.state.placed).toHaveLength(1);
  });

  it('HU-ENEMY-15 HU-ENEMY-17 with the enemy-ties option the program picks among the same ways of a Move away', () => {
    // The pick die (one face per offer) chooses the offer; loaded to the second, then the first.
    const viaTrap = away({ enemyTies: 'random' });
    const t = act(viaTrap, 'e1', [2]);
    expect(t.ask).toBeNull();
    expect(t.events.map((e) => e.type)).toContain('hunters/trap-off');
    expect(viaTrap.state.placed).toEqual([]);
    const beside = away({ enemyTies: 'random' });
    const b = act(beside, 'e1', [1]);
    expect(b.ask).toBeNull();
    expect(b.events.filter((e) => e.type === 'hunters/enemy-move').map((e) => e['path'])).toEqual([
      [P(2, 2), P(2, 3), P(2, 4)],
    ]);
    expect(beside.state.placed).toHaveLength(1);
  });
});
