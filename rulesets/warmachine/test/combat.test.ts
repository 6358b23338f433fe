import { describe, expect, it } from 'vitest';
import { act, activated, ev, model, position, R30, R40, R50, refuse, withMods } from './helpers.ts';

// Kron: RAT 6, pistol RNG 10 POW 12; sabre POW 5, STR 5. Ash: DEF 17 ARM 14, Stealth, 15 boxes.
// Gravemaw: DEF 12 ARM 17 (grid). Wraithwing: DEF 14 ARM 15 (light grid).

describe('attack rolls', () => {
  const base = () => position({ 'p1.kron': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 10 + 2 * R30 + 4 } });

  it('WM-ATTACK-08 a ranged attack roll is RAT + 2d6 and WM-ATTACK-07 a total equal to DEF hits (WM-GEN-07)', () => {
    const s = activated(base(), 'p1.kron');
    // RAT 6 + 4 + 4 = 14 = DEF 14: hit. Damage 12 + 1 + 2 = 15 = ARM 15: no damage (WM-GEN-07).
    const { events } = act(
      s,
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' },
      [4, 4, 1, 2],
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ total: 14, hit: true });
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ total: 15, points: 0 });
  });

  it('WM-ATTACK-07 a total one below DEF misses', () => {
    const s = activated(base(), 'p1.kron');
    const { events } = act(s, 'p1', { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' }, [4, 3]);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ total: 13, hit: false });
    expect(ev(events, 'wm/damage-roll')).toHaveLength(0);
  });

  it('WM-ATTACK-10 all 1s miss even when the total would hit', () => {
    const s = position({ 'p1.kron': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 14, set: { knockedDown: true } } });
    // Knocked down: DEF 5 against ranged; 6 + 1 + 1 = 8 >= 5, yet all ones miss.
    const a = activated(s, 'p1.kron');
    const { events } = act(a, 'p1', { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' }, [1, 1]);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ total: 8, hit: false });
  });

  it('WM-ATTACK-11 all 6s hit whatever the total', () => {
    const s = position({ 'p1.kron': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 14 } });
    const a = activated(s, 'p1.kron');
    const buffed = structuredClone(a);
    buffed.effects.push({
      id: 99,
      source: 'test',
      from: 'spell',
      caster: 'p2.ash',
      casterSide: 'p2',
      target: 'p2.wraithwing',
      mods: { DEF: 10 },
      duration: 'oneRound',
    });
    // 6 + 6 + 6 = 18 < DEF 24, but both dice show 6: hit. Damage 12+1+1 = 14 < 15: nothing.
    const { events } = act(
      buffed,
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' },
      [6, 6, 1, 1],
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ total: 18, hit: true, critical: true });
    // Boosted, 6 + 6 + 1 is not all sixes: 6 + 13 = 19 < 24 misses.
    model(buffed, 'p1.kron').focus = 1;
    const boosted = act(
      buffed,
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing', boostAttack: true },
      [6, 6, 1],
    );
    expect(ev(boosted.events, 'wm/attack-roll')[0]).toMatchObject({ total: 19, hit: false, critical: false });
  });

  it('WM-ATTACK-10 a boosted roll of 1, 1 and 2 is not all ones and is judged on its total', () => {
    const s = position({
      'p1.kron': { x: 20, y: 10, set: { focus: 1 } },
      'p2.wraithwing': { x: 20, y: 14, set: { knockedDown: true } },
    });
    // 6 + 1 + 1 + 2 = 10 >= DEF 5: a hit; damage 12 + 1 + 1 = 14 < ARM 15.
    const { events } = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing', boostAttack: true },
      [1, 1, 2, 1, 1],
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ dice: [1, 1, 2], total: 10, hit: true });
  });

  it('WM-ATTACK-14 a hit with two equal dice is critical; a miss never is', () => {
    const s = activated(base(), 'p1.kron');
    const hit = act(s, 'p1', { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' }, [5, 5, 1, 1]);
    expect(ev(hit.events, 'wm/attack-roll')[0]).toMatchObject({ hit: true, critical: true });
    const s2 = activated(base(), 'p1.kron');
    const miss = act(s2, 'p1', { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' }, [2, 2]);
    expect(ev(miss.events, 'wm/attack-roll')[0]).toMatchObject({ hit: false, critical: false });
  });

  it('WM-GEN-02 WM-ATTACK-09 WM-FOCUS-09 a boosted attack roll rolls three dice for 1 focus', () => {
    const s = activated(base(), 'p1.kron');
    const before = model(s, 'p1.kron').focus;
    const { state, events } = act(
      { ...s, models: s.models.map((m) => (m.id === 'p1.kron' ? { ...m, focus: 3 } : m)) },
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing', boostAttack: true },
      [1, 2, 3],
    );
    expect(before).toBe(0);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ dice: [1, 2, 3], total: 12 });
    expect(model(state, 'p1.kron').focus).toBe(2);
  });

  it('WM-FOCUS-23 a boost without focus is refused', () => {
    const s = activated(base(), 'p1.kron');
    expect(
      refuse(s, 'p1', { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing', boostAttack: true }).code,
    ).toBe('focus/not-enough');
  });
});

describe('damage', () => {
  it('WM-DAMAGE-04 damage points are the roll minus ARM; WM-DAMAGE-06 a warcaster marks boxes left to right', () => {
    const s = activated(position({ 'p1.kron': { x: 20, y: 10 }, 'p2.ash': { x: 20, y: 10 + 2 * R30 + 3 } }), 'p1.kron');
    // Ash DEF 17: 6 + 5 + 6 = 17 hits (a tie). Damage 12 + 6 + 5 = 23 - ARM 14 = 9 boxes.
    const { state } = act(s, 'p1', { kind: 'attack', weapon: 'service-pistol', target: 'p2.ash' }, [5, 6, 6, 5]);
    expect(model(state, 'p2.ash').boxes).toBe(9);
  });

  it('WM-DAMAGE-07 WM-END-01 a warcaster whose last box is marked is removed and the other player wins', () => {
    const s = activated(
      position({ 'p1.kron': { x: 20, y: 10 }, 'p2.ash': { x: 20, y: 10 + 2 * R30 + 3, set: { boxes: 14 } } }),
      'p1.kron',
    );
    const { state, events } = act(
      s,
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.ash' },
      [5, 6, 6, 5],
    );
    expect(model(state, 'p2.ash').removed).toBe(true);
    expect(model(state, 'p2.ash').boxes).toBe(15);
    expect(state.result).toMatchObject({ winners: ['p1'], draw: false });
    expect(ev(events, 'wm/victory')).toHaveLength(1);
  });

  it('WM-DAMAGE-09 WM-DAMAGE-10 a warjack marks from the rolled column, top down', () => {
    const s = activated(
      position({ 'p1.kron': { x: 20, y: 10 }, 'p2.gravemaw': { x: 20, y: 10 + R30 + R50 + 3 } }),
      'p1.kron',
    );
    // DEF 12: 6+3+3 = 12 hits. Damage 12+6+2 = 20 - 17 = 3 points, column 4.
    const { state } = act(
      s,
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.gravemaw' },
      [3, 3, 6, 2, 4],
    );
    expect(model(state, 'p2.gravemaw').marks).toEqual([0, 0, 0, 3, 0, 0]);
  });

  it('WM-DAMAGE-11 WM-DAMAGE-12 a full column passes damage to the next, wrapping from 6 to 1', () => {
    const s = activated(
      position({
        'p1.kron': { x: 20, y: 10 },
        'p2.gravemaw': { x: 20, y: 10 + R30 + R50 + 3, set: { marks: [0, 0, 0, 0, 0, 3] } },
      }),
      'p1.kron',
    );
    // Damage 12+6+6 = 24 - 17 = 7; column 6 has 2 left, then column 1 takes 5 (full).
    const { state } = act(
      s,
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.gravemaw' },
      [3, 3, 6, 6, 6],
    );
    expect(model(state, 'p2.gravemaw').marks).toEqual([5, 0, 0, 0, 0, 5]);
  });

  it('WM-DAMAGE-11 a rolled column that is already full is skipped', () => {
    const s = activated(
      position({
        'p1.kron': { x: 20, y: 10 },
        'p2.gravemaw': { x: 20, y: 10 + R30 + R50 + 3, set: { marks: [0, 0, 0, 6, 0, 0] } },
      }),
      'p1.kron',
    );
    // 12 + 6 + 2 = 20 - 17 = 3 points; column 4 is rolled but full, so column 5 takes them.
    const { state } = act(
      s,
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.gravemaw' },
      [3, 3, 6, 2, 4],
    );
    expect(model(state, 'p2.gravemaw').marks).toEqual([0, 0, 0, 6, 3, 0]);
  });

  it('WM-DAMAGE-14 WM-DAMAGE-16 a system is crippled when all its boxes are marked; a crippled Cortex loses its focus', () => {
    // Cortex boxes: columns 3 and 4, boxes 5 and 6. Column 3 full to box 6 already, column 4 to box 4.
    const s = activated(
      position({
        'p1.kron': { x: 20, y: 10 },
        'p2.gravemaw': { x: 20, y: 10 + R30 + R50 + 3, set: { marks: [0, 0, 6, 4, 0, 0], focus: 2 } },
      }),
      'p1.kron',
    );
    // 12+4+3 = 19 - 17 = 2 points in column 4: boxes 5 and 6, both C.
    const { state, events } = act(
      s,
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.gravemaw' },
      [3, 3, 4, 3, 4],
    );
    expect(ev(events, 'wm/crippled').map((e) => e['system'])).toEqual(['C']);
    expect(model(state, 'p2.gravemaw').focus).toBe(0);
  });

  it('WM-DAMAGE-14 a system with one of its boxes still clear is not crippled, and its warjack keeps its focus', () => {
    // Three of the four Cortex boxes marked afterwards: column 3 full, column 4 down to box 5.
    const s = activated(
      position({
        'p1.kron': { x: 20, y: 10 },
        'p2.gravemaw': { x: 20, y: 10 + R30 + R50 + 3, set: { marks: [0, 0, 6, 4, 0, 0], focus: 2 } },
      }),
      'p1.kron',
    );
    // 6 + 3 + 3 = 12 hits DEF 12; 12 + 3 + 3 = 18 - 17 = 1 point in column 4: box 5 (C), box 6 (C) still clear.
    const { state, events } = act(
      s,
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.gravemaw' },
      [3, 3, 3, 3, 4],
    );
    expect(model(state, 'p2.gravemaw').marks).toEqual([0, 0, 6, 5, 0, 0]);
    expect(ev(events, 'wm/crippled')).toHaveLength(0);
    expect(model(state, 'p2.gravemaw').focus).toBe(2);
  });

  it('WM-DAMAGE-23 a warjack with every box marked is destroyed, extra damage lost', () => {
    const s = activated(
      position({
        'p1.kron': { x: 20, y: 10 },
        'p2.gravemaw': { x: 20, y: 10 + R30 + R50 + 3, set: { marks: [5, 6, 6, 6, 6, 4] } },
      }),
      'p1.kron',
    );
    const { state } = act(
      s,
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.gravemaw' },
      [3, 3, 6, 6, 1],
    );
    expect(model(state, 'p2.gravemaw').removed).toBe(true);
    expect(model(state, 'p2.gravemaw').marks).toEqual([5, 6, 6, 6, 6, 5]);
    expect(state.result).toBeNull();
  });
});

describe('range and stealth', () => {
  it('WM-RANGED-04 WM-GEN-03 a target exactly at RNG edge to edge is in range; farther misses with no roll', () => {
    const at = position({ 'p1.kron': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 10 } });
    const r1 = act(
      activated(at, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' },
      [1, 2],
    );
    expect(ev(r1.events, 'wm/attack-roll')).toHaveLength(1);
    const beyond = position({ 'p1.kron': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 10.01 } });
    const r2 = act(
      activated(beyond, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' },
      [],
    );
    expect(ev(r2.events, 'wm/auto-miss')[0]).toMatchObject({ reason: 'range' });
    expect(ev(r2.events, 'wm/attack-roll')).toHaveLength(0);
  });

  it('WM-RANGED-03 a declared attack out of range is still used up', () => {
    const beyond = position({ 'p1.kron': { x: 20, y: 10, set: { focus: 3 } }, 'p2.wraithwing': { x: 20, y: 30 } });
    const { state } = act(activated(beyond, 'p1.kron'), 'p1', {
      kind: 'attack',
      weapon: 'service-pistol',
      target: 'p2.wraithwing',
    });
    expect(state.activation?.shots['service-pistol']).toBe(1);
    expect(model(state, 'p1.kron').focus).toBe(3);
    // A boost declared with it is spent too.
    const boosted = act(activated(beyond, 'p1.kron'), 'p1', {
      kind: 'attack',
      weapon: 'service-pistol',
      target: 'p2.wraithwing',
      boostAttack: true,
    }).state;
    expect(model(boosted, 'p1.kron').focus).toBe(2);
    expect(refuse(state, 'p1', { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' }).code).toBe(
      'ranged/rof',
    );
  });

  it('WM-MODEL-09 WM-RANGED-09 a Stealth model more than 5" away is missed automatically; at 5" it is rolled', () => {
    const far = position({ 'p1.kron': { x: 20, y: 10 }, 'p2.ash': { x: 20, y: 10 + 2 * R30 + 5.5 } });
    const r1 = act(activated(far, 'p1.kron'), 'p1', { kind: 'attack', weapon: 'service-pistol', target: 'p2.ash' });
    expect(ev(r1.events, 'wm/auto-miss')[0]).toMatchObject({ reason: 'stealth' });
    const near = position({ 'p1.kron': { x: 20, y: 10 }, 'p2.ash': { x: 20, y: 10 + 2 * R30 + 5 } });
    const r2 = act(
      activated(near, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.ash' },
      [1, 2],
    );
    expect(ev(r2.events, 'wm/attack-roll')).toHaveLength(1);
  });

  it('WM-RANGED-09 an AOE shot that misses a Stealth model automatically still deviates from it', () => {
    const s = position({ 'p1.bastion': { x: 20, y: 10 }, 'p2.ash': { x: 20, y: 10 + R50 + R30 + 7 } });
    // No attack roll; direction 1 (straight on), 3".
    const { events } = act(
      activated(s, 'p1.bastion'),
      'p1',
      { kind: 'attack', weapon: 'head-cannon', target: 'p2.ash' },
      [1, 3],
    );
    expect(ev(events, 'wm/auto-miss')[0]).toMatchObject({ reason: 'stealth' });
    expect(ev(events, 'wm/attack-roll')).toHaveLength(0);
    const dev = ev(events, 'wm/deviation')[0];
    expect((dev?.['from'] as { y: number }).y).toBeCloseTo(10 + R50 + R30 + 7, 9);
    expect((dev?.['to'] as { y: number }).y).toBeCloseTo(10 + R50 + R30 + 10, 9);
  });

  it('WM-RANGED-05 forfeiting movement to aim gives +2 to ranged attack rolls', () => {
    const s = position({ 'p1.kron': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 15 } });
    const aimed = activated(s, 'p1.kron', { kind: 'forfeitMove', aim: true });
    // 6 + 2 + 3 + 3 = 14 >= 14: hit only thanks to the aim; damage 12 + 1 + 1 = 14 < ARM 15.
    const { events } = act(
      aimed,
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' },
      [3, 3, 1, 1],
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ total: 14, modifier: 2, hit: true });
    const plain = activated(s, 'p1.kron', { kind: 'forfeitMove', aim: false });
    const r2 = act(plain, 'p1', { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' }, [3, 3]);
    expect(ev(r2.events, 'wm/attack-roll')[0]).toMatchObject({ total: 12, modifier: 0, hit: false });
  });

  it('WM-RANGED-06 a target in melee with an enemy of it gives -4', () => {
    const s = position({
      'p1.kron': { x: 26, y: 14 },
      'p1.bastion': { x: 30, y: 20, facing: 90 },
      'p2.wraithwing': { x: 30, y: 20 + R50 + R40 + 0.2, facing: 270 },
    });
    const a = activated(s, 'p1.kron');
    const { events } = act(a, 'p1', { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' }, [5, 5]);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ modifier: -4, total: 12, hit: false });
  });

  it('WM-RANGED-06 standing beside a friendly model is not being in melee: no -4', () => {
    const s = position({
      'p1.kron': { x: 26, y: 14 },
      'p2.gravemaw': { x: 30, y: 20, facing: 90 },
      'p2.wraithwing': { x: 30, y: 20 + R50 + R40 + 0.2, facing: 270 },
    });
    const a = activated(s, 'p1.kron');
    const { events } = act(
      a,
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' },
      [5, 5, 1, 1],
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ modifier: 0, total: 16, hit: true });
  });

  it('WM-RANGED-01 a model in melee cannot make ranged attacks', () => {
    const s = position({
      'p1.kron': { x: 20, y: 10 },
      'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 0.3, facing: 270 },
    });
    const a = activated(s, 'p1.kron');
    expect(refuse(a, 'p1', { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' }).code).toBe(
      'ranged/in-melee',
    );
  });

  it('WM-RANGED-08 WM-STATUS-04 a knocked-down target has DEF 5 against ranged attacks', () => {
    // Kron's RAT is lowered by 5 to 1, so the totals land on either side of 5.
    const s = () =>
      withMods(
        position({ 'p1.kron': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 15, set: { knockedDown: true } } }),
        'p1.kron',
        { RAT: -5 },
      );
    const shoot = (rolls: number[]) =>
      ev(
        act(
          activated(s(), 'p1.kron'),
          'p1',
          { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' },
          rolls,
        ).events,
        'wm/attack-roll',
      )[0];
    // 1 + 1 + 3 = 5 hits (damage 12 + 1 + 1 = 14 < ARM 15); 1 + 1 + 2 = 4 misses.
    expect(shoot([1, 3, 1, 1])).toMatchObject({ total: 5, hit: true });
    expect(shoot([1, 2])).toMatchObject({ total: 4, hit: false });
  });

  it('WM-ATTACK-15 attack modifiers add up: aiming +2 and a target in melee -4 give -2', () => {
    const s = position({
      'p1.kron': { x: 26, y: 14 },
      'p1.bastion': { x: 30, y: 20, facing: 90 },
      'p2.wraithwing': { x: 30, y: 20 + R50 + R40 + 0.2, facing: 270 },
    });
    const aimed = activated(s, 'p1.kron', { kind: 'forfeitMove', aim: true });
    // RAT 6 - 2 + 5 + 5 = 14 hits DEF 14; damage 12 + 1 + 1 = 14 < ARM 15.
    const { events } = act(
      aimed,
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' },
      [5, 5, 1, 1],
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ modifier: -2, total: 14, hit: true });
  });
});
