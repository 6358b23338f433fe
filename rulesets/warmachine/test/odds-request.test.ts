/**
 * The odds panel filled in for an attack offered (`attackOddsRequest`): the procedure and its
 * fields from the numbers the rules roll with, checked against counts by hand and against the
 * rules' own rolls of every face of the dice.
 */
import { describe, expect, it } from 'vitest';
import { LoadedDice, parseOddsInputs, unwrap } from '@skirmish/core';
import type { WmChoice } from '../src/choices.ts';
import { warmachineOdds } from '../src/odds.ts';
import { attackOddsRequest } from '../src/odds-request.ts';
import { sampleContent } from '../src/sample.ts';
import type { WmState } from '../src/state.ts';
import { activated, acts, model, position, R30, R40, R50, rules } from './helpers.ts';

/** The procedure's distribution for the request, "a/b" by outcome. */
function table(req: { procedure: string; inputs: Readonly<Record<string, unknown>> }): Record<string, string> {
  const proc = warmachineOdds.find((p) => p.id === req.procedure);
  if (!proc) throw new Error(req.procedure);
  const d = unwrap(
    proc.compute(unwrap(parseOddsInputs(proc.params, req.inputs)), { content: sampleContent, options: {} }),
  );
  return Object.fromEntries(d.toOutcomes().map((o) => [String(o.outcome), o.p]));
}

/** The share of hits and critical hits when the rules roll the attack with every face of two dice. */
function rolled(s: WmState, c: WmChoice): Record<string, string> {
  const n = { miss: 0, hit: 0, critical: 0 };
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) {
      const done = unwrap(rules.apply(s, 'p1', c, new LoadedDice([a, b, ...Array.from({ length: 12 }, () => 1)])));
      const roll = done.events.find((e) => e.type === 'wm/attack-roll');
      if (!roll) throw new Error('no attack roll');
      if (roll['hit'] !== true) n.miss++;
      else if (roll['critical'] === true) n.critical++;
      else n.hit++;
    }
  const frac = (k: number) => {
    const g = (x: number, y: number): number => (y === 0 ? x : g(y, x % y));
    return k === 0 ? '0' : `${k / g(k, 36)}/${36 / g(k, 36)}`;
  };
  return Object.fromEntries(Object.entries(n).map(([k, v]) => [k, frac(v)]));
}

describe('the odds an attack offered fills in', () => {
  it('WM-ATTACK-07 WM-ATTACK-14 a Bastion’s Siege Hammer at Ash: MAT 6 against DEF 17, the attack roll', () => {
    const s = activated(
      position({ 'p1.bastion': { x: 20, y: 10 }, 'p2.ash': { x: 20, y: 10 + R50 + R40 + 0.2 } }),
      'p1.bastion',
    );
    const c: WmChoice = { kind: 'attack', weapon: 'siege-hammer', target: 'p2.ash' };
    const req = attackOddsRequest(s, sampleContent, c);
    expect(req).toEqual({
      procedure: 'attack',
      inputs: { stat: 6, def: 17, boost: false, modifier: 0, crippled: false },
    });
    // By hand: 11 or more on 2d6 (5-6, 6-5, 6-6); 6-6 is a pair, a critical hit.
    const want = { miss: '11/12', hit: '1/18', critical: '1/36' };
    expect(table(req ?? { procedure: '', inputs: {} })).toEqual(want);
    expect(rolled(s, c)).toEqual(want);
  });

  it('WM-DAMAGE-14 WM-DAMAGE-17 at a warjack the forecast takes its grid’s marks, DEF 7 with Movement crippled, and its ARM', () => {
    const base = position({ 'p1.bastion': { x: 20, y: 10 }, 'p2.gravemaw': { x: 20, y: 10 + 2 * R50 + 0.2 } });
    model(base, 'p2.gravemaw').marks = [0, 6, 4, 4, 6, 0];
    const s = activated(base, 'p1.bastion');
    const c: WmChoice = { kind: 'attack', weapon: 'siege-hammer', target: 'p2.gravemaw', boostDamage: true };
    const req = attackOddsRequest(s, sampleContent, c);
    expect(req?.procedure).toBe('warjack');
    expect(req?.inputs).toMatchObject({
      model: 'gravemaw',
      marks: '0,6,4,4,6,0',
      stat: 6,
      def: 7,
      // P+S: the hammer's POW 5 and the Bastion's STR 11.
      pow: 16,
      boost: false,
      boostDamage: true,
      modifier: 0,
      crippled: false,
    });
    if (!req) throw new Error('no request');
    // The forecast with DEF and ARM left out works them out from the marks alone: the same.
    const { def: _def, arm: _arm, ...bare } = req.inputs;
    expect(table(req)).toEqual(table({ procedure: 'warjack', inputs: bare }));
  });

  it('WM-MELEE-11 WM-MOVE-14 a knocked-down target is hit: the damage roll, with the charge attack’s extra die', () => {
    const base = position({
      'p1.bastion': { x: 20, y: 10 },
      'p2.ash': { x: 20, y: 10 + R50 + R40 + 0.2, set: { knockedDown: true } },
    });
    const s = activated(base, 'p1.bastion');
    const req = attackOddsRequest(s, sampleContent, { kind: 'attack', weapon: 'siege-hammer', target: 'p2.ash' });
    // Ash: ARM 14 and her unspent focus.
    const arm = 14 + model(s, 'p2.ash').focus;
    expect(req).toEqual({ procedure: 'damage', inputs: { pow: 16, arm, boost: false, crippled: false } });
    const charged = structuredClone(s);
    if (!charged.activation) throw new Error('no activation');
    Object.assign(charged.activation, { chargeTarget: 'p2.ash', chargeFirstDue: true, chargeAttack: true });
    expect(
      attackOddsRequest(charged, sampleContent, { kind: 'attack', weapon: 'siege-hammer', target: 'p2.ash' })?.inputs,
    ).toMatchObject({ boost: true });
  });

  it('WM-SPELL-07 WM-SPELL-14 Kron’s Arc Lance at the Gravemaw: FOCUS 7 against its DEF, the spell’s POW 12 in the forecast', () => {
    const base = position({
      'p1.kron': { x: 20, y: 10, set: { focus: 7 } },
      'p2.gravemaw': { x: 20, y: 10 + R30 + R50 + 4 },
    });
    const s = activated(base, 'p1.kron');
    const c: WmChoice = { kind: 'cast', spell: 'arc-lance', target: 'p2.gravemaw', boostDamage: true };
    const req = attackOddsRequest(s, sampleContent, c);
    expect(req?.procedure).toBe('warjack');
    expect(req?.inputs).toMatchObject({
      model: 'gravemaw',
      stat: 7,
      modifier: 0,
      pow: 12,
      boostDamage: true,
      crippled: false,
    });
    if (!req) throw new Error('no request');
    // The attack roll in the forecast is the one the rules make, every face of the two dice.
    const { stat, def, modifier } = req.inputs;
    expect(table({ procedure: 'attack', inputs: { stat, def, modifier } })).toEqual(rolled(s, c));
  });

  it('WM-AOE-06 a spell with an area fills in its attack roll alone: a miss drifts, and may still catch the target', () => {
    const base = position({
      'p1.kron': { x: 20, y: 10, set: { focus: 7 } },
      'p2.gravemaw': { x: 20, y: 10 + R30 + R50 + 4 },
    });
    const s = activated(base, 'p1.kron');
    const c: WmChoice = { kind: 'cast', spell: 'thunder-shell', target: 'p2.gravemaw' };
    const req = attackOddsRequest(s, sampleContent, c);
    expect(req?.procedure).toBe('attack');
    expect(req?.inputs).toMatchObject({ stat: 7, boost: false, modifier: 0, crippled: false });
    if (!req) throw new Error('no request');
    expect(table(req)).toEqual(rolled(s, c));
  });

  it('WM-POWER-08 a Bastion’s head-butt at the Gravemaw: MAT 6 to hit, its STR 11 for the damage', () => {
    const base = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 3 } },
      'p2.gravemaw': { x: 20, y: 10 + 2 * R50 + 0.2 },
    });
    const s = activated(base, 'p1.bastion');
    const c: WmChoice = { kind: 'headButt', target: 'p2.gravemaw', boostAttack: true };
    const req = attackOddsRequest(s, sampleContent, c);
    expect(req?.procedure).toBe('warjack');
    expect(req?.inputs).toMatchObject({ stat: 6, boost: true, pow: 11, boostDamage: false, crippled: false });
    // Knocked down, it is hit: the damage roll alone, STR 11.
    model(base, 'p2.gravemaw').knockedDown = true;
    const down = attackOddsRequest(activated(base, 'p1.bastion'), sampleContent, {
      kind: 'headButt',
      target: 'p2.gravemaw',
    });
    expect(down).toMatchObject({ procedure: 'damage', inputs: { pow: 11, boost: false, crippled: false } });
  });

  it('WM-POWER-20 a slam fills in its attack roll: MAT against DEF, the damage left to the push', () => {
    const base = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 3 } },
      'p2.ash': { x: 20, y: 10 + R50 + R40 + 2 },
    });
    // Activated, before it moves: the slam is its movement and its action.
    const a = acts(base, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const req = attackOddsRequest(a, sampleContent, { kind: 'slam', target: 'p2.ash' });
    expect(req).toEqual({
      procedure: 'attack',
      inputs: { stat: 6, def: 17, boost: false, modifier: 0, crippled: false },
    });
  });

  it('nothing for a choice that is not a weapon attack', () => {
    const s = activated(position({ 'p1.bastion': { x: 20, y: 10 } }), 'p1.bastion');
    expect(attackOddsRequest(s, sampleContent, { kind: 'endActivation' })).toBeNull();
  });
});
