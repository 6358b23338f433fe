import { describe, expect, it } from 'vitest';
import {
  act,
  acts,
  activated,
  ev,
  model,
  position,
  R30,
  R40,
  R50,
  refuse,
  rules,
  rulesWith,
  rulesWithContent,
  withMods,
} from './helpers.ts';

// Bastion: SPD 4, STR 11, MAT 6, hammer L POW 5, shield R; large base. Sparrow: SPD 6, light, 40 mm.
// Wraithwing: DEF 14 ARM 15, 40 mm. Gravemaw: DEF 12 ARM 17, 50 mm.

describe('advance and run', () => {
  const s0 = () =>
    position({
      'p1.sparrow': { x: 20, y: 10, set: { focus: 1 } },
      'p1.kron': { x: 10, y: 10 },
      'p2.ash': { x: 20, y: 43 },
    });

  it('WM-MOVE-04 WM-MODEL-03 WM-GEN-04 a full advance goes up to SPD inches of centre travel, no farther', () => {
    const a = acts(s0(), 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]);
    const { state } = act(a, 'p1', { kind: 'advance', x: 20, y: 16, facing: 0 });
    expect(model(state, 'p1.sparrow')).toMatchObject({ x: 20, y: 16, facing: 0 });
    expect(refuse(a, 'p1', { kind: 'advance', x: 20, y: 16.01, facing: 0 }).code).toBe('move/too-far');
  });

  it('WM-SETUP-01 the table size setting bounds every move: an advance that fits a 48" table leaves a 30" one', () => {
    const on = (r: typeof rules) =>
      acts(
        position({ 'p1.kron': { x: 26, y: 5 }, 'p2.ash': { x: 15, y: 25 } }, { r }),
        'p1',
        [{ kind: 'activate', model: 'p1.kron' }],
        r,
      );
    // Kron's base (radius 0.59") centred at x = 29.7 reaches past x = 30.
    const to = { kind: 'advance', x: 29.7, y: 5, facing: 90 } as const;
    const small = rulesWith({ tableSize: 30 });
    expect(refuse(on(small), 'p1', to, small).code).toBe('move/off-table');
    expect(model(act(on(rules), 'p1', to).state, 'p1.kron').x).toBe(29.7);
  });

  it('WM-MOVE-02 a base never passes through another base', () => {
    const s = position({ 'p1.sparrow': { x: 20, y: 10 }, 'p1.kron': { x: 20, y: 13 }, 'p2.ash': { x: 20, y: 43 } });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]);
    expect(refuse(a, 'p1', { kind: 'advance', x: 20, y: 16, facing: 90 }).code).toBe('move/blocked');
  });

  it('WM-MOVE-03 WM-GEN-04 a move may turn at corners: it goes around a base, and every leg counts toward SPD', () => {
    const s = position({ 'p1.sparrow': { x: 20, y: 10 }, 'p1.kron': { x: 20, y: 12 }, 'p2.ash': { x: 20, y: 43 } });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]);
    // Straight ahead is blocked; via (22, 12): 2.83" + 2.83" = 5.66" <= SPD 6.
    expect(refuse(a, 'p1', { kind: 'advance', x: 20, y: 14, facing: 90 }).code).toBe('move/blocked');
    const { state, events } = act(a, 'p1', { kind: 'advance', x: 20, y: 14, facing: 90, via: [{ x: 22, y: 12 }] });
    expect(model(state, 'p1.sparrow')).toMatchObject({ x: 20, y: 14 });
    expect(ev(events, 'wm/move')[0]?.['distance']).toBeCloseTo(4 * Math.SQRT2, 9);
    // via (23, 12): 3.61" + 3.61" = 7.21" > 6.
    expect(refuse(a, 'p1', { kind: 'advance', x: 20, y: 14, facing: 90, via: [{ x: 23, y: 12 }] }).code).toBe(
      'move/too-far',
    );
  });

  it('WM-MOVE-03 facing is free during movement: the model ends with the facing chosen', () => {
    const a = acts(s0(), 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]);
    expect(model(act(a, 'p1', { kind: 'advance', x: 22, y: 12, facing: 200 }).state, 'p1.sparrow').facing).toBe(200);
  });

  it('WM-MOVE-05 WM-FOCUS-14 a warjack runs 2 x SPD for 1 focus and its activation ends', () => {
    const a = acts(s0(), 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]);
    const { state } = act(a, 'p1', { kind: 'run', x: 20, y: 22, facing: 90 });
    expect(model(state, 'p1.sparrow')).toMatchObject({ y: 22, focus: 0 });
    expect(state.activation).toBeNull();
    const broke = position({ 'p1.sparrow': { x: 20, y: 10 }, 'p2.ash': { x: 20, y: 43 } });
    const b = acts(broke, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]);
    expect(refuse(b, 'p1', { kind: 'run', x: 20, y: 14, facing: 90 }).code).toBe('focus/not-enough');
  });

  it('WM-FOCUS-17 a warcaster runs and charges without paying focus', () => {
    const a = acts(s0(), 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    expect(model(act(a, 'p1', { kind: 'run', x: 10, y: 22, facing: 90 }).state, 'p1.kron')).toMatchObject({
      y: 22,
      focus: 0,
    });
    const s = position({ 'p1.kron': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 4, facing: 270 } });
    const c = acts(s, 'p1', [
      { kind: 'activate', model: 'p1.kron' },
      { kind: 'charge', target: 'p2.wraithwing' },
    ]);
    expect(c.activation).toMatchObject({ chargeTarget: 'p2.wraithwing', chargeAttack: true });
    expect(model(c, 'p1.kron').focus).toBe(0);
  });

  it('WM-MOVE-07 WM-FEAT-04 a warcaster that used its feat cannot run, and one that ran cannot cast or use its feat', () => {
    const a = acts(s0(), 'p1', [{ kind: 'activate', model: 'p1.kron' }, { kind: 'feat' }]);
    expect(refuse(a, 'p1', { kind: 'run', x: 10, y: 20, facing: 90 }).code).toBe('move/run-after-cast');
    // A spell cast first (Bulwark on Kron herself) forbids the run just the same.
    const withFocus = s0();
    model(withFocus, 'p1.kron').focus = 2;
    const cast = acts(withFocus, 'p1', [
      { kind: 'activate', model: 'p1.kron' },
      { kind: 'cast', spell: 'bulwark', target: 'p1.kron' },
    ]);
    expect(refuse(cast, 'p1', { kind: 'run', x: 10, y: 20, facing: 90 }).code).toBe('move/run-after-cast');
    const ran = act(acts(withFocus, 'p1', [{ kind: 'activate', model: 'p1.kron' }]), 'p1', {
      kind: 'run',
      x: 10,
      y: 20,
      facing: 90,
    }).state;
    expect(ran.activation).toBeNull();
    expect(refuse(ran, 'p1', { kind: 'cast', spell: 'bulwark', target: 'p1.kron' }).code).toBe('activation/none');
    expect(refuse(ran, 'p1', { kind: 'feat' }).code).toBe('activation/none');
    expect(model(ran, 'p1.kron')).toMatchObject({ focus: 2, featUsed: false });
  });

  it('WM-MOVE-20 WM-DAMAGE-17 a warjack with crippled Movement cannot run or charge and has DEF 7', () => {
    // Light grid M boxes: column 2 box 5, column 5 box 5.
    const s = position({
      'p1.sparrow': { x: 20, y: 10, set: { focus: 3, marks: [0, 5, 0, 0, 5, 0] } },
      'p2.wraithwing': { x: 20, y: 18 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]);
    expect(refuse(a, 'p1', { kind: 'run', x: 20, y: 14, facing: 90 }).code).toBe('move/movement-crippled');
    expect(refuse(a, 'p1', { kind: 'charge', target: 'p2.wraithwing' }).code).toBe('move/movement-crippled');
    const shot = act(
      activated(
        position(
          { 'p2.wraithwing': { x: 20, y: 16 }, 'p1.sparrow': { x: 20, y: 10, set: { marks: [0, 5, 0, 0, 5, 0] } } },
          { active: 'p2' },
        ),
        'p2.wraithwing',
      ),
      'p2',
      { kind: 'attack', weapon: 'ember-spitter', target: 'p1.sparrow' },
      [1, 2, 1, 1],
    );
    // RAT 5 + 1 + 2 = 8 >= DEF 7 (13 when whole): hit; damage 11 + 2 = 13 < ARM 16.
    expect(ev(shot.events, 'wm/attack-roll')[0]).toMatchObject({ total: 8, hit: true });
  });

  it('WM-DAMAGE-17 crippled Movement makes the DEF exactly 7: a total of 7 hits and 6 misses', () => {
    const shoot = (rolls: number[]) => {
      const s = position(
        { 'p2.wraithwing': { x: 20, y: 16 }, 'p1.sparrow': { x: 20, y: 10, set: { marks: [0, 5, 0, 0, 5, 0] } } },
        { active: 'p2' },
      );
      // Wraithwing's RAT 5 is lowered by 3 to 2.
      withMods(s, 'p2.wraithwing', { RAT: -3 });
      return ev(
        act(
          activated(s, 'p2.wraithwing'),
          'p2',
          { kind: 'attack', weapon: 'ember-spitter', target: 'p1.sparrow' },
          rolls,
        ).events,
        'wm/attack-roll',
      )[0];
    };
    // 2 + 2 + 3 = 7 hits (damage 11 + 1 + 1 = 13 < ARM 16); 2 + 2 + 2 = 6 misses.
    expect(shoot([2, 3, 1, 1])).toMatchObject({ total: 7, hit: true });
    expect(shoot([2, 2])).toMatchObject({ total: 6, hit: false });
  });

  it('WM-DAMAGE-17 other DEF modifiers apply on top of the 7: with -2 the DEF is 5', () => {
    const shoot = (rolls: number[]) => {
      const s = position(
        { 'p2.wraithwing': { x: 20, y: 16 }, 'p1.sparrow': { x: 20, y: 10, set: { marks: [0, 5, 0, 0, 5, 0] } } },
        { active: 'p2' },
      );
      withMods(s, 'p1.sparrow', { DEF: -2 });
      // Wraithwing's RAT 5 is lowered by 4 to 1.
      withMods(s, 'p2.wraithwing', { RAT: -4 });
      return ev(
        act(
          activated(s, 'p2.wraithwing'),
          'p2',
          { kind: 'attack', weapon: 'ember-spitter', target: 'p1.sparrow' },
          rolls,
        ).events,
        'wm/attack-roll',
      )[0];
    };
    expect(shoot([1, 3, 1, 1])).toMatchObject({ total: 5, hit: true });
    expect(shoot([1, 2])).toMatchObject({ total: 4, hit: false });
  });

  it('WM-MOVE-21 WM-STATUS-01 a knocked-down model cannot move', () => {
    const s = position({ 'p1.sparrow': { x: 20, y: 10, set: { knockedDown: true } }, 'p2.ash': { x: 20, y: 43 } });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]);
    expect(refuse(a, 'p1', { kind: 'advance', x: 20, y: 12, facing: 90 }).code).toBe('status/knocked-down');
  });
});

/**
 * Sparrow (facing away) advances 5" straight away from Vale (Tide Hook with Reach, 0.5" Buckler),
 * who stands `gap` inches from her base: Vale's free strike is due, the Buckler is refused for
 * being out of range and only the Tide Hook (or no strike) is offered (WM-MELEE-08).
 */
function walkAwayFromVale(gap: number) {
  const s = position(
    {
      'p1.sparrow': { x: 20, y: 10, facing: 270 },
      'p2.vale': { x: 20, y: 10 + R40 + R30 + gap, facing: 270 },
      'p2.breaker': { x: 40, y: 43 },
    },
    { setup: { p1: 'iron-crown', p2: 'tidewardens' } },
  );
  const moving = act(acts(s, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]), 'p1', {
    kind: 'advance',
    x: 20,
    y: 5,
    facing: 270,
  });
  expect(moving.state.freeStrike?.strikers).toEqual(['p2.vale']);
  expect(refuse(moving.state, 'p2', { kind: 'freeStrike', weapon: 'buckler' })).toMatchObject({
    code: 'melee/out-of-range',
    rule: 'WM-MELEE-08',
  });
  expect(rules.legalChoices(moving.state, 'p2')).toEqual([
    { kind: 'freeStrike', weapon: 'tide-hook' },
    { kind: 'freeStrike', weapon: null },
  ]);
  return moving;
}

describe('charge', () => {
  const ready = (gap: number, extra: Record<string, unknown> = {}) =>
    position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 3, ...extra } },
      'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + gap, facing: 270 },
      'p2.ash': { x: 40, y: 43 },
    });

  it('WM-MOVE-08 WM-MOVE-11 WM-FOCUS-15 the charger moves straight at the target for 1 focus and ends facing it', () => {
    const s = ready(5, {});
    const turned = { ...s, models: s.models.map((m) => (m.id === 'p2.wraithwing' ? { ...m, x: 21 } : m)) };
    const a = acts(turned, 'p1', [
      { kind: 'activate', model: 'p1.bastion' },
      { kind: 'charge', target: 'p2.wraithwing' },
    ]);
    const b = model(a, 'p1.bastion');
    expect(b.focus).toBe(2);
    expect(a.activation).toMatchObject({ chargeTarget: 'p2.wraithwing', chargeAttack: true });
    // The end point lies on the straight line from the start (20, 10) to the target's centre (21, y).
    const w = model(a, 'p2.wraithwing');
    expect((b.x - 20) * (w.y - 10) - (b.y - 10) * (w.x - 20)).toBeCloseTo(0, 9);
    expect(Math.hypot(b.x - 20, b.y - 10)).toBeCloseTo(a.activation?.moved ?? -1, 9);
    // Ends facing the target's centre.
    expect(b.facing).toBeCloseTo((Math.atan2(model(a, 'p2.wraithwing').y - b.y, 21 - b.x) * 180) / Math.PI, 9);
  });

  it('WM-MOVE-14 a charge move of 3" or more makes the first attack a charge attack with a boosted damage roll', () => {
    const a = acts(ready(4), 'p1', [
      { kind: 'activate', model: 'p1.bastion' },
      { kind: 'charge', target: 'p2.wraithwing' },
    ]);
    expect(a.activation?.moved).toBeCloseTo(3.5, 9);
    // Hammer P+S 16 + 3 dice. Attack 6 + 4 + 4 = 14 hits DEF 14.
    const { events } = act(
      a,
      'p1',
      { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' },
      [4, 4, 1, 1, 1, 3],
    );
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ dice: [1, 1, 1], total: 19 });
  });

  it("WM-MOVE-16 focus cannot boost a charge attack's damage again, but it may boost its attack roll", () => {
    const a = acts(ready(4), 'p1', [
      { kind: 'activate', model: 'p1.bastion' },
      { kind: 'charge', target: 'p2.wraithwing' },
    ]);
    expect(model(a, 'p1.bastion').focus).toBe(2);
    expect(
      refuse(a, 'p1', { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing', boostDamage: true }).code,
    ).toBe('focus/already-boosted');
    // Boosted attack roll: MAT 6 + 4 + 4 + 4 = 18; the damage keeps its three dice, 16 + 1 + 1 + 1 = 19.
    const { state, events } = act(
      a,
      'p1',
      { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing', boostAttack: true },
      [4, 4, 4, 1, 1, 1, 3],
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ dice: [4, 4, 4], total: 18, hit: true });
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ dice: [1, 1, 1], total: 19 });
    expect(model(state, 'p1.bastion').focus).toBe(1);
  });

  it('WM-MOVE-15 WM-GEN-06 a charge under 3" gives a normal attack with 2 damage dice; 2.99" is under', () => {
    const a = acts(ready(3.49), 'p1', [
      { kind: 'activate', model: 'p1.bastion' },
      { kind: 'charge', target: 'p2.wraithwing' },
    ]);
    expect(a.activation?.moved).toBeCloseTo(2.99, 9);
    expect(a.activation?.chargeAttack).toBe(false);
    const { events } = act(
      a,
      'p1',
      { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' },
      [4, 4, 1, 1, 3],
    );
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ dice: [1, 1] });
  });

  it('WM-MOVE-08 the charger may carry on past the point where its target comes into range, but never stops short of it', () => {
    // Gap 3.49": the target is in range after 2.99", and the bases touch after 3.49".
    const on = acts(ready(3.49), 'p1', [
      { kind: 'activate', model: 'p1.bastion' },
      { kind: 'charge', target: 'p2.wraithwing', distance: 3.49 },
    ]);
    expect(on.activation?.moved).toBeCloseTo(3.49, 9);
    expect(on.activation?.chargeAttack).toBe(true);
    // Asking for 1" on a gap of 4": the charge still goes the 3.5" that bring the target into range.
    const short = acts(ready(4), 'p1', [
      { kind: 'activate', model: 'p1.bastion' },
      { kind: 'charge', target: 'p2.wraithwing', distance: 1 },
    ]);
    expect(short.activation?.moved).toBeCloseTo(3.5, 9);
    expect(model(short, 'p1.bastion').y).toBeCloseTo(13.5, 9);
  });

  it('WM-MOVE-14 a charge move of exactly 3" is enough for a charge attack', () => {
    const a = acts(ready(3.5), 'p1', [
      { kind: 'activate', model: 'p1.bastion' },
      { kind: 'charge', target: 'p2.wraithwing' },
    ]);
    expect(a.activation?.moved).toBeCloseTo(3, 9);
    expect(a.activation?.chargeAttack).toBe(true);
  });

  it('WM-MOVE-15 a charge at a target already in melee range moves 0" and its first attack is a normal one', () => {
    const a = acts(ready(0.3), 'p1', [
      { kind: 'activate', model: 'p1.bastion' },
      { kind: 'charge', target: 'p2.wraithwing' },
    ]);
    expect(a.activation).toMatchObject({ moved: 0, chargeAttack: false, chargeTarget: 'p2.wraithwing' });
    expect(model(a, 'p1.bastion')).toMatchObject({ y: 10, focus: 2 });
    const { events } = act(
      a,
      'p1',
      { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' },
      [4, 4, 1, 1, 3],
    );
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ dice: [1, 1], total: 18 });
  });

  it('WM-MOVE-09 only enemy models can be charged', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 1 } },
      'p1.kron': { x: 20, y: 15 },
      'p2.ash': { x: 20, y: 43 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    expect(refuse(a, 'p1', { kind: 'charge', target: 'p1.kron' }).code).toBe('charge/friendly');
  });

  it('WM-MOVE-10 WM-POWER-12 a model whose SPD is reduced by an effect can neither charge nor slam', () => {
    const s = ready(4);
    s.effects.push({
      id: 1,
      source: 'hex-of-slowness',
      from: 'spell',
      caster: 'p2.ash',
      casterSide: 'p2',
      target: 'p1.bastion',
      mods: { SPD: -2, DEF: -2 },
      duration: 'upkeep',
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    expect(refuse(a, 'p1', { kind: 'charge', target: 'p2.wraithwing' }).code).toBe('charge/spd-reduced');
    expect(refuse(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }).code).toBe('power/slam-like-charge');
    // A rise elsewhere does not lift the ban: SPD -2 and +2 together still count as reduced.
    const evened = withMods(ready(4), 'p1.bastion', { SPD: -2 });
    withMods(evened, 'p1.bastion', { SPD: 2 });
    const b = acts(evened, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    expect(refuse(b, 'p1', { kind: 'charge', target: 'p2.wraithwing' }).code).toBe('charge/spd-reduced');
  });

  it('WM-POWER-12 a warjack with crippled Movement cannot slam', () => {
    // Heavy grid M boxes: column 2 box 6, columns 3 and 4 box 4, column 5 box 6.
    const a = acts(ready(4, { marks: [0, 6, 4, 4, 6, 0] }), 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    expect(refuse(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }).code).toBe('power/slam-like-charge');
    expect(model(a, 'p1.bastion').focus).toBe(3);
  });

  it('WM-MOVE-12 a charger that ends without its target in melee range fails and its activation ends, focus spent', () => {
    // Bastion SPD 4 + 3 = 7" of travel; the gap is 8".
    const { state, events } = act(acts(ready(8), 'p1', [{ kind: 'activate', model: 'p1.bastion' }]), 'p1', {
      kind: 'charge',
      target: 'p2.wraithwing',
    });
    expect(ev(events, 'wm/charge-failed')).toHaveLength(1);
    expect(state.activation).toBeNull();
    expect(model(state, 'p1.bastion').focus).toBe(2);
    expect(model(state, 'p1.bastion').y).toBeCloseTo(17, 9);
  });

  it('WM-MOVE-19 a charger stopped by another base before reaching melee range fails', () => {
    const s = ready(5);
    s.models = s.models.map((m) => (m.id === 'p1.kron' ? { ...m, placed: true, x: 20, y: 10 + R50 + R30 + 1 } : m));
    const { state, events } = act(acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]), 'p1', {
      kind: 'charge',
      target: 'p2.wraithwing',
    });
    expect(ev(events, 'wm/charge-failed')[0]).toMatchObject({ rule: 'WM-MOVE-19' });
    expect(model(state, 'p1.bastion').y).toBeCloseTo(11, 9);
  });

  it('WM-MOVE-13 WM-MOVE-17 after a charge the first attack goes to the charge target and no ranged attacks are allowed', () => {
    // The Bastion ends its 3.5" charge at y 13.5, facing the Wraithwing; the Gravemaw then stands
    // 0.2" to its side, its centre 0.3" in front of the Bastion's shoulders (and the Bastion in
    // front of the Gravemaw's), so each is in the other's melee range.
    const s = ready(4);
    s.models = s.models.map((m) =>
      m.id === 'p2.gravemaw' ? { ...m, placed: true, x: 20 + R50 + R50 + 0.2, y: 13.8 } : m,
    );
    const a = acts(s, 'p1', [
      { kind: 'activate', model: 'p1.bastion' },
      { kind: 'charge', target: 'p2.wraithwing' },
    ]);
    expect(refuse(a, 'p1', { kind: 'attack', weapon: 'head-cannon', target: 'p2.wraithwing' }).code).toBe(
      'attack/ranged-after-charge',
    );
    expect(refuse(a, 'p1', { kind: 'attack', weapon: 'siege-hammer', target: 'p2.gravemaw' }).code).toBe(
      'attack/charge-target-first',
    );
    // Once the charge target has taken the first attack, the next may go to another model in range.
    const first = act(a, 'p1', { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' }, [1, 2]).state;
    const { events } = act(first, 'p1', { kind: 'attack', weapon: 'bulwark-shield', target: 'p2.gravemaw' }, [1, 2]);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ target: 'p2.gravemaw', weapon: 'bulwark-shield' });
  });

  it('WM-MOVE-13 a charging warcaster whose own spell removes the charge target, or pushes it out of reach, owes it no first attack: she strikes another model, with no charge attack', () => {
    // Kron charges the Wraithwing 5" off: 4.5" to y 14.5, a charge attack due. The Gravemaw stands
    // 0.2" to her side, its centre 0.3" in front of her shoulders: in her Sabre's reach.
    const charged = (r = rules, marks = [0, 0, 0, 0, 0, 0]) => {
      const s = position(
        {
          'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
          'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 5, set: { marks } },
          'p2.gravemaw': { x: 20 + R30 + R50 + 0.2, y: 14.8 },
        },
        { r },
      );
      const a = acts(
        s,
        'p1',
        [
          { kind: 'activate', model: 'p1.kron' },
          { kind: 'charge', target: 'p2.wraithwing' },
        ],
        r,
      );
      expect(a.activation).toMatchObject({ chargeTarget: 'p2.wraithwing', chargeAttack: true });
      return a;
    };
    const sabre = { kind: 'attack', weapon: 'sabre', target: 'p2.gravemaw' } as const;
    // While the Wraithwing stands in reach the first attack is still its own.
    expect(refuse(charged(), 'p1', sabre).code).toBe('attack/charge-target-first');
    // Arc Lance at the engaged Wraithwing: 7 + 6 + 5 - 4 = 14 hits DEF 14; 12 + 6 + 6 = 24 against
    // ARM 15 fills the one box left in its grid.
    const removed = act(
      charged(rules, [4, 5, 5, 5, 5, 3]),
      'p1',
      { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' },
      [6, 5, 6, 6, 1],
    ).state;
    expect(model(removed, 'p2.wraithwing').removed).toBe(true);
    // An Arc Lance that throws its target 5" away (no damage: 12 + 1 + 1 = 14 against ARM 15).
    const pushing = rulesWithContent((c) => {
      const lance = c.models.find((m) => m.id === 'kron')?.spells?.find((x) => x.id === 'arc-lance');
      if (lance) lance.effects = [{ kind: 'move', distance: 5, direction: 'away' }];
    });
    const pushed = act(
      charged(pushing),
      'p1',
      { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' },
      [6, 5, 1, 1],
      pushing,
    ).state;
    expect(model(pushed, 'p2.wraithwing').y).toBeGreaterThan(model(charged(pushing), 'p2.wraithwing').y + 4.9);
    // Either way the Sabre goes to the Gravemaw: 6 + 3 + 4 = 13 hits DEF 12, and its damage roll
    // has the two dice of a normal attack, 10 + 6 + 5 = 21 against ARM 17.
    for (const [state, r] of [
      [removed, rules],
      [pushed, pushing],
    ] as const) {
      const { events } = act(state, 'p1', sabre, [3, 4, 6, 5, 1], r);
      expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ target: 'p2.gravemaw', hit: true });
      expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ model: 'p2.gravemaw', total: 21, points: 4 });
      expect(ev(events, 'wm/charge-attack')).toHaveLength(0);
    }
  });

  it('WM-MOVE-13 WM-MELEE-01 a charger that can no longer see its charge target, still in its reach, owes it no first attack: it strikes another model, with no charge attack', () => {
    // Vale (Tide Hook, Reach 2") charges Varn, 6" off, for 4.1": she ends at y 14.1 with 1.9"
    // between the bases, a charge attack due. The Cinderfist stands 0.2" to her side, its
    // centre 0.3" in front of her shoulders: in her reach.
    const s = position(
      {
        'p1.vale': { x: 20, y: 10 },
        'p2.varn': { x: 20, y: 10 + R30 + R30 + 6 },
        'p2.cinderfist': { x: 20 + R30 + R50 + 0.2, y: 14.4 },
      },
      { setup: { p1: 'tidewardens', p2: 'emberclad' } },
    );
    const charged = acts(s, 'p1', [
      { kind: 'activate', model: 'p1.vale' },
      { kind: 'charge', target: 'p2.varn', distance: 4.1 },
    ]);
    expect(charged.activation).toMatchObject({ chargeTarget: 'p2.varn', chargeAttack: true });
    const hook = { kind: 'attack', weapon: 'tide-hook', target: 'p2.cinderfist' } as const;
    expect(refuse(charged, 'p1', hook).code).toBe('attack/charge-target-first');
    // The Kindle (40 mm) then stands in the gap between the two 30 mm bases, as a push could put
    // it: every line from Vale to Varn crosses it, and Varn, still 1.9" off, cannot be struck.
    const hidden = structuredClone(charged);
    Object.assign(model(hidden, 'p2.kindle'), { placed: true, x: 20, y: (14.1 + R30 + 10 + R30 + 6) / 2 });
    expect(refuse(hidden, 'p1', { ...hook, target: 'p2.varn' })).toMatchObject({ code: 'los/no-line' });
    // The Tide Hook goes to the Cinderfist: 7 + 3 + 4 = 14 hits DEF 11, and its damage roll has
    // the two dice of a normal attack, 12 + 6 + 5 = 23 against ARM 18.
    const { events } = act(hidden, 'p1', hook, [3, 4, 6, 5, 1]);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ target: 'p2.cinderfist', hit: true });
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ model: 'p2.cinderfist', total: 23, points: 5 });
    expect(ev(events, 'wm/charge-attack')).toHaveLength(0);
  });

  it("WM-MELEE-07 WM-MELEE-02 a move through the edge of a melee range beside the striker's shoulders, and out of it, gives a free strike", () => {
    // Ash (Reaping Staff, 2") faces -y. The Sparrow starts wholly behind her shoulders and ends in
    // front of them 2.14" from her base; on the way, for about a quarter of its move, a sliver of
    // its base in front of her shoulders comes within 2" of her base, and leaves again.
    const s = acts(position({ 'p2.ash': { x: 20, y: 20, facing: 270 }, 'p1.sparrow': { x: 23.2, y: 20.8 } }), 'p1', [
      { kind: 'activate', model: 'p1.sparrow' },
    ]);
    const moving = act(s, 'p1', { kind: 'advance', x: 23.5, y: 19.4, facing: 270 });
    expect(moving.state.freeStrike?.strikers).toEqual(['p2.ash']);
  });

  it("WM-MOVE-22 WM-MELEE-07 WM-MELEE-08 leaving an enemy's melee range lets that enemy take a free strike at +2 with boosted damage", () => {
    const s = position({
      'p1.sparrow': { x: 20, y: 10, facing: 270 },
      'p2.gravemaw': { x: 20, y: 10 + R40 + R50 + 0.3, facing: 270 },
      'p2.ash': { x: 40, y: 43 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]);
    const moving = act(a, 'p1', { kind: 'advance', x: 20, y: 5, facing: 270 });
    // The move waits for the striker's decision; the mover has not left yet.
    expect(ev(moving.events, 'wm/free-strike-due')[0]).toMatchObject({ strikers: ['p2.gravemaw'] });
    expect(rules.pending(moving.state)[0]?.seats).toEqual(['p2']);
    expect(refuse(moving.state, 'p1', { kind: 'endActivation' }).code).toBe('phase/not-your-decision');
    // Claw P+S 14, MAT 6 + 2 + 3 + 2 = 13 >= 13: hit; damage 14 + 1 + 1 + 1 = 17 > 16: 1 point, column 1.
    const { state, events } = act(moving.state, 'p2', { kind: 'freeStrike', weapon: 'claw-left' }, [3, 2, 1, 1, 1, 1]);
    expect(ev(events, 'wm/free-strike')).toHaveLength(1);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ total: 13, hit: true });
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ dice: [1, 1, 1], total: 17, points: 1 });
    expect(model(state, 'p1.sparrow').y).toBe(5);
    expect(state.activation?.model).toBe('p1.sparrow');
  });

  it('WM-MOVE-22 A-57 a model in melee may run away, and the enemy whose range it leaves gets its free strike', () => {
    const s = position({
      'p1.kron': { x: 20, y: 10, facing: 270 },
      'p2.gravemaw': { x: 20, y: 10 + R30 + R50 + 0.3, facing: 270 },
      'p2.ash': { x: 40, y: 43 },
    });
    const open = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    const moving = act(open, 'p1', { kind: 'run', x: 20, y: 1, facing: 270 });
    expect(ev(moving.events, 'wm/free-strike-due')[0]).toMatchObject({ strikers: ['p2.gravemaw'] });
    // Declined, the run goes on to its end, and a run ends the activation.
    const { state } = act(moving.state, 'p2', { kind: 'freeStrike', weapon: null });
    expect(model(state, 'p1.kron').y).toBe(1);
    expect(state.activation).toBeNull();
  });

  it('WM-MELEE-07 WM-MELEE-09 a free strike is optional: declined, the move simply ends where it was going', () => {
    const s = position({
      'p1.sparrow': { x: 20, y: 10, facing: 270 },
      'p2.gravemaw': { x: 20, y: 10 + R40 + R50 + 0.3, facing: 270 },
      'p2.ash': { x: 40, y: 43 },
    });
    const moving = act(acts(s, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]), 'p1', {
      kind: 'advance',
      x: 20,
      y: 5,
      facing: 270,
    });
    expect(rules.legalChoices(moving.state, 'p2')).toContainEqual({ kind: 'freeStrike', weapon: null });
    const { state, events } = act(moving.state, 'p2', { kind: 'freeStrike', weapon: null });
    expect(ev(events, 'wm/free-strike-declined')).toHaveLength(1);
    expect(ev(events, 'wm/attack-roll')).toHaveLength(0);
    expect(model(state, 'p1.sparrow')).toMatchObject({ y: 5, marks: [0, 0, 0, 0, 0, 0] });
    expect(state.freeStrike).toBeNull();
  });

  it('WM-MELEE-08 the striker picks one melee weapon that reaches the mover; a ranged weapon is refused', () => {
    const s = position({
      'p1.sparrow': { x: 20, y: 10, facing: 270 },
      'p2.gravemaw': { x: 20, y: 10 + R40 + R50 + 0.3, facing: 270 },
      'p2.ash': { x: 40, y: 43 },
    });
    const moving = act(acts(s, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]), 'p1', {
      kind: 'advance',
      x: 20,
      y: 5,
      facing: 270,
    });
    expect(refuse(moving.state, 'p2', { kind: 'freeStrike', weapon: 'bile-thrower' }).code).toBe('strike/no-weapon');
    const legal = rules.legalChoices(moving.state, 'p2');
    expect(legal).toContainEqual({ kind: 'freeStrike', weapon: 'claw-left' });
    expect(legal).toContainEqual({ kind: 'freeStrike', weapon: 'claw-right' });
  });

  it('WM-MELEE-08 a free strike is made only with a melee weapon that reaches the mover: Reach at 1.5", not the 0.5" buckler', () => {
    const moving = walkAwayFromVale(1.5);
    // Tide Hook: MAT 7 + 2 + 1 + 2 = 12 misses Sparrow's DEF 13.
    const { events } = act(moving.state, 'p2', { kind: 'freeStrike', weapon: 'tide-hook' }, [1, 2]);
    expect(ev(events, 'wm/free-strike')[0]).toMatchObject({ striker: 'p2.vale', weapon: 'tide-hook' });
  });

  it('A-20 WM-MELEE-09 WM-MELEE-08 the free strike comes where the mover leaves the striker\'s 2" Reach range, so a mover that started 0.3" away is no longer within the 0.5" buckler', () => {
    const moving = walkAwayFromVale(0.3);
    // Tide Hook: MAT 7 + 2 + 1 + 2 = 12 misses Sparrow's DEF 13; the move then ends where it was going.
    const { state } = act(moving.state, 'p2', { kind: 'freeStrike', weapon: 'tide-hook' }, [1, 2]);
    expect(model(state, 'p1.sparrow')).toMatchObject({ x: 20, y: 5, facing: 270 });
  });

  it("A-20 WM-MOVE-03 A-38 WM-MODEL-15 a model walking out of a striker's range has its back to the striker when struck, so its Shield does not count", () => {
    // Vale (ARM 16, Buckler: Shield) stands 0.3" in front of the Cinderfist, facing it, and walks away.
    const s = position(
      {
        'p1.vale': { x: 20, y: 10 + R30 + R50 + 0.3, facing: 270 },
        'p1.breaker': { x: 40, y: 3 },
        'p2.cinderfist': { x: 20, y: 10, facing: 90 },
        'p2.varn': { x: 40, y: 43 },
      },
      { setup: { p1: 'tidewardens', p2: 'emberclad' } },
    );
    const moving = act(acts(s, 'p1', [{ kind: 'activate', model: 'p1.vale' }]), 'p1', {
      kind: 'advance',
      x: 20,
      y: 16,
      facing: 90,
    });
    expect(moving.state.freeStrike?.strikers).toEqual(['p2.cinderfist']);
    // Spike Fist P+S 16: MAT 6 + 2 + 5 + 4 = 17 hits DEF 15; boosted 16 + 1 + 1 + 2 = 20 against
    // ARM 16 (no Shield: the striker is wholly behind him) = 4 points.
    const { state, events } = act(moving.state, 'p2', { kind: 'freeStrike', weapon: 'spike-fist' }, [5, 4, 1, 1, 2]);
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ total: 20, arm: 16, points: 4 });
    expect(model(state, 'p1.vale')).toMatchObject({ boxes: 4, x: 20, y: 16, facing: 90 });
  });

  it('WM-MELEE-07 WM-MELEE-09 each enemy whose melee range is left decides in turn, in the order the mover leaves them', () => {
    const s = position({
      'p1.sparrow': { x: 20, y: 10, facing: 270 },
      'p2.gravemaw': { x: 20, y: 10 + R40 + R50 + 0.3, facing: 270 },
      'p2.wraithwing': { x: 20 + R40 + R40 + 0.3, y: 10, facing: 180 },
      'p2.ash': { x: 40, y: 43 },
    });
    const moving = act(acts(s, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]), 'p1', {
      kind: 'advance',
      x: 16,
      y: 6,
      facing: 270,
    });
    // Each strikes as the mover leaves its range: moving diagonally away, the mover's centre
    // is 0.2" further from the Wraithwing's (1.874" apart at the start) after about 0.2704" and from
    // the Gravemaw's (2.071" apart) after about 0.2714", so the Wraithwing strikes first.
    expect(moving.state.freeStrike?.strikers).toEqual(['p2.wraithwing', 'p2.gravemaw']);
    const one = act(moving.state, 'p2', { kind: 'freeStrike', weapon: null }).state;
    expect(one.freeStrike?.strikers).toEqual(['p2.gravemaw']);
    expect(model(one, 'p1.sparrow').x).toBe(20);
    const two = act(one, 'p2', { kind: 'freeStrike', weapon: null }).state;
    expect(two.freeStrike).toBeNull();
    expect(model(two, 'p1.sparrow')).toMatchObject({ x: 16, y: 6 });
  });

  it('WM-MELEE-07 on a bent path the order counts the whole way walked: a range left early on the second leg comes after one left late on the first', () => {
    const s = position({
      'p1.sparrow': { x: 20, y: 10, facing: 270 },
      'p2.gravemaw': { x: 20 - R40 - R50 - 0.1, y: 8.8, facing: 0 },
      'p2.ash': { x: 21.5, y: 8.5, facing: 180 },
    });
    // 3" down to (20, 7), then 3" left. The centres part to 2.2717" (0.5" between the bases) from the
    // Gravemaw's after 1.2 + 1.2874 = 2.4874" of the first leg; they part to 3.378" (Ash's Reach)
    // from Ash's when the Sparrow is 3.0267" left of Ash, 1.5267" into the second leg, 4.5267" in all.
    const moving = act(acts(s, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]), 'p1', {
      kind: 'advance',
      x: 17,
      y: 7,
      facing: 180,
      via: [{ x: 20, y: 7 }],
    });
    expect(moving.state.freeStrike?.strikers).toEqual(['p2.gravemaw', 'p2.ash']);
  });
});

describe('melee', () => {
  it('WM-MELEE-01 WM-MELEE-02 melee range is 0.5" from the base edge, and only into the front arc (WM-ARC-04)', () => {
    const s = position({ 'p1.bastion': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.5 } });
    const a = activated(s, 'p1.bastion');
    const at = act(a, 'p1', { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' }, [1, 1]);
    expect(ev(at.events, 'wm/attack-roll')[0]).toMatchObject({ target: 'p2.wraithwing', hit: false });
    const far = activated(
      position({ 'p1.bastion': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.51 } }),
      'p1.bastion',
    );
    expect(refuse(far, 'p1', { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' }).code).toBe(
      'melee/out-of-range',
    );
    const behind = activated(
      position({ 'p1.bastion': { x: 20, y: 10, facing: 270 }, 'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.2 } }),
      'p1.bastion',
    );
    expect(refuse(behind, 'p1', { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' }).code).toBe(
      'los/no-line',
    );
  });

  it('WM-MELEE-03 WM-MODEL-14 a Reach weapon reaches 2"', () => {
    const s = position(
      { 'p2.ash': { x: 20, y: 20, facing: 270 }, 'p1.sparrow': { x: 20, y: 20 - R30 - R40 - 2 } },
      { active: 'p2' },
    );
    const a = activated(s, 'p2.ash');
    const { events } = act(a, 'p2', { kind: 'attack', weapon: 'reaping-staff', target: 'p1.sparrow' }, [1, 2]);
    expect(ev(events, 'wm/attack-roll')).toHaveLength(1);
    const beyond = position(
      { 'p2.ash': { x: 20, y: 20, facing: 270 }, 'p1.sparrow': { x: 20, y: 20 - R30 - R40 - 2.01 } },
      { active: 'p2' },
    );
    expect(
      refuse(activated(beyond, 'p2.ash'), 'p2', { kind: 'attack', weapon: 'reaping-staff', target: 'p1.sparrow' }).code,
    ).toBe('melee/out-of-range');
  });

  it('WM-MELEE-02 WM-MELEE-03 a base mostly behind the shoulders is in melee range only if its part in front of them is', () => {
    // Ash faces -y; the Sparrow's centre is 0.7" behind her shoulders, so only a 0.09" sliver of
    // its base (a chord 0.36" either side of its centre) lies in her front arc. `aside` inches
    // off, its nearest edge is within 2" of Ash's base, but its sliver is 2" off only at 2.95".
    const at = (aside: number) =>
      activated(
        position(
          { 'p2.ash': { x: 20, y: 20, facing: 270 }, 'p1.sparrow': { x: 20 + aside, y: 20.7 } },
          { active: 'p2' },
        ),
        'p2.ash',
      );
    const staff = { kind: 'attack', weapon: 'reaping-staff', target: 'p1.sparrow' } as const;
    expect(ev(act(at(2.9), 'p2', staff, [1, 2]).events, 'wm/attack-roll')).toHaveLength(1);
    expect(refuse(at(3.1), 'p2', staff)).toMatchObject({ code: 'melee/out-of-range', rule: 'WM-MELEE-01' });
  });

  it('WM-MELEE-11 WM-STATUS-03 a melee attack against a knocked-down model hits automatically; the dice still find criticals', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10 },
      'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.2, set: { knockedDown: true } },
    });
    const { events } = act(
      activated(s, 'p1.bastion'),
      'p1',
      { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' },
      [1, 1, 1, 1, 1],
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ hit: true, critical: true, total: 8 });
  });

  it('WM-MELEE-06 WM-STATUS-02 a knocked-down model is never in melee, so a model beside it may shoot', () => {
    const s = position({
      'p1.kron': { x: 20, y: 10 },
      'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 0.2, facing: 270, set: { knockedDown: true } },
    });
    const { events } = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' },
      [1, 2, 1, 1],
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ modifier: 0, hit: true });
    // Nor does it strike at a model walking away from it.
    const away = act(acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]), 'p1', {
      kind: 'advance',
      x: 20,
      y: 6,
      facing: 90,
    });
    expect(ev(away.events, 'wm/free-strike-due')).toHaveLength(0);
    expect(model(away.state, 'p1.kron').y).toBe(6);
  });

  it('WM-ATTACK-01 WM-ATTACK-03 WM-FOCUS-08 each weapon makes one initial attack; more attacks cost 1 focus each', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 1 } },
      'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.2 },
    });
    let a = activated(s, 'p1.bastion');
    a = act(a, 'p1', { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' }, [1, 2]).state;
    a = act(a, 'p1', { kind: 'attack', weapon: 'bulwark-shield', target: 'p2.wraithwing' }, [1, 2]).state;
    expect(model(a, 'p1.bastion').focus).toBe(1);
    a = act(a, 'p1', { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' }, [1, 2]).state;
    expect(model(a, 'p1.bastion').focus).toBe(0);
    expect(refuse(a, 'p1', { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' }).code).toBe(
      'focus/not-enough',
    );
  });

  it('WM-ATTACK-02 melee and ranged attacks do not mix in one activation', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 2 } },
      'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.2 },
    });
    const a = act(
      activated(s, 'p1.bastion'),
      'p1',
      { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' },
      [1, 2],
    ).state;
    expect(refuse(a, 'p1', { kind: 'attack', weapon: 'head-cannon', target: 'p2.wraithwing' }).code).toBe(
      'attack/mixed',
    );
  });

  it('WM-ATTACK-04 WM-MODEL-07 a ranged weapon never makes more attacks than its ROF in an activation', () => {
    const s = position({ 'p1.sparrow': { x: 20, y: 10, set: { focus: 3 } }, 'p2.wraithwing': { x: 20, y: 16 } });
    let a = activated(s, 'p1.sparrow');
    a = act(a, 'p1', { kind: 'attack', weapon: 'repeater', target: 'p2.wraithwing' }, [1, 2]).state;
    a = act(a, 'p1', { kind: 'attack', weapon: 'repeater', target: 'p2.wraithwing' }, [1, 2]).state;
    expect(refuse(a, 'p1', { kind: 'attack', weapon: 'repeater', target: 'p2.wraithwing' })).toMatchObject({
      code: 'ranged/rof',
      rule: 'WM-ATTACK-04',
    });
  });

  it('WM-ATTACK-16 WM-DAMAGE-19 a weapon in a crippled location rolls one die fewer on attack and damage', () => {
    // Heavy grid L boxes: columns 1 and 2, boxes 4-5.
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { marks: [5, 5, 0, 0, 0, 0] } },
      'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.2 },
    });
    const { events } = act(
      activated(s, 'p1.bastion'),
      'p1',
      { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' },
      [6, 6, 1],
    );
    // One die: a 6 hits (MAT 6 + 6 = 12 < 14, but a lone 6 is all sixes: WM-ATTACK-12), never critical.
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ dice: [6], hit: true, critical: false });
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ dice: [6], total: 22 });
  });

  it("WM-DAMAGE-19 with the location crippled a boosted roll has 2 dice, and so has a charge attack's damage", () => {
    const boosted = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 2, marks: [5, 5, 0, 0, 0, 0] } },
      'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.2 },
    });
    const { events } = act(
      activated(boosted, 'p1.bastion'),
      'p1',
      { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing', boostAttack: true, boostDamage: true },
      [4, 4, 1, 1, 1],
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ dice: [4, 4], total: 14, hit: true });
    // 16 + 1 + 1 = 18 - ARM 15 = 3 points, column 1.
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ dice: [1, 1], total: 18, points: 3 });
    const far = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 3, marks: [5, 5, 0, 0, 0, 0] } },
      'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 4, facing: 270 },
    });
    const charged = acts(far, 'p1', [
      { kind: 'activate', model: 'p1.bastion' },
      { kind: 'charge', target: 'p2.wraithwing' },
    ]);
    expect(charged.activation?.chargeAttack).toBe(true);
    // One attack die (6 hits alone), two damage dice for the charge attack.
    const hit = act(charged, 'p1', { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' }, [6, 1, 1, 1]);
    expect(ev(hit.events, 'wm/attack-roll')[0]).toMatchObject({ dice: [6], hit: true });
    expect(ev(hit.events, 'wm/damage-roll')[0]).toMatchObject({ dice: [1, 1], total: 18 });
  });

  it('WM-ATTACK-12 a one-die attack roll misses on a 1 whatever the total', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { marks: [5, 5, 0, 0, 0, 0] } },
      'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.2, set: { knockedDown: false } },
    });
    const buffed = structuredClone(s);
    buffed.effects.push({
      id: 1,
      source: 'x',
      from: 'spell',
      caster: 'p1.kron',
      casterSide: 'p1',
      target: 'p1.bastion',
      mods: { MAT: 20 },
      duration: 'oneRound',
    });
    const { events } = act(
      activated(buffed, 'p1.bastion'),
      'p1',
      { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' },
      [1],
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ dice: [1], total: 27, hit: false });
  });

  it('WM-MODEL-15 WM-ARC-05 WM-DAMAGE-22 Shield gives +2 ARM, not against an attack from the back arc, nor when its location is crippled', () => {
    const hit = (bastion: { facing: number; marks?: number[] }) => {
      const s = position(
        {
          'p2.gravemaw': { x: 20, y: 10 + 2 * R50 + 0.2, facing: 270 },
          'p1.bastion': { x: 20, y: 10, facing: bastion.facing, set: bastion.marks ? { marks: bastion.marks } : {} },
        },
        { active: 'p2' },
      );
      const r = act(
        activated(s, 'p2.gravemaw'),
        'p2',
        { kind: 'attack', weapon: 'claw-left', target: 'p1.bastion' },
        [6, 6, 1, 1],
      );
      return ev(r.events, 'wm/damage-roll')[0]?.['arm'];
    };
    expect(hit({ facing: 90 })).toBe(20);
    expect(hit({ facing: 270 })).toBe(18);
    expect(hit({ facing: 90, marks: [0, 0, 0, 0, 5, 5] })).toBe(18);
  });

  it("WM-ARC-05 the Shield is lost only when the attacker's base lies wholly in the back arc", () => {
    // Bastion faces +x (shoulder line x = 20). Gravemaw's centre is behind it at x = 19.5, but its base reaches x = 20.48.
    const arm = (gx: number) => {
      const s = position(
        {
          'p2.gravemaw': { x: gx, y: 10 + 2 * R50 + 0.2, facing: 270 },
          'p1.bastion': { x: 20, y: 10, facing: 0 },
        },
        { active: 'p2' },
      );
      const r = act(
        activated(s, 'p2.gravemaw'),
        'p2',
        { kind: 'attack', weapon: 'claw-left', target: 'p1.bastion' },
        [6, 6, 1, 1],
      );
      return ev(r.events, 'wm/damage-roll')[0]?.['arm'];
    };
    expect(arm(19.5)).toBe(20);
    // Centred at 19.9 - R50, the base ends at x = 19.9: wholly behind the shoulder line.
    expect(arm(19.9 - R50)).toBe(18);
  });

  it('WM-MODEL-06 WM-GEN-05 P+S is POW plus the current STR', () => {
    const s = position({ 'p1.bastion': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.2 } });
    s.effects.push({
      id: 1,
      source: 'kindled',
      from: 'feat',
      caster: 'p1.kron',
      casterSide: 'p1',
      target: 'p1.bastion',
      mods: { STR: 2 },
      duration: 'oneRound',
    });
    const { events } = act(
      activated(s, 'p1.bastion'),
      'p1',
      { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' },
      [4, 4, 1, 1, 1],
    );
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ pow: 18 });
  });
});
