/**
 * The odds panel filled in for an attack offered (`attackOddsRequest`): the procedure and its
 * fields from the numbers the rules roll with, checked against counts by hand and against the
 * rules' own rolls of every face of the dice.
 */
import { describe, expect, it } from 'vitest';
import { Dist, LoadedDice, oddsReport, oddsSummaries, parseOddsInputs, Rational, unwrap } from '@skirmish/core';
import type { WmChoice } from '../src/choices.ts';
import { warmachineOdds } from '../src/odds.ts';
import { attackOddsRequest } from '../src/odds-request.ts';
import { sampleContent } from '../src/sample.ts';
import type { WmState } from '../src/state.ts';
import { activated, acts, model, position, R30, R40, R50, rules, rulesWith } from './helpers.ts';

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

/** The chance of damage at all: every hit with more than 0 points. */
function damaged(t: Record<string, string>): string {
  const sum = Object.entries(t)
    .filter(([k]) => k !== 'miss' && !k.endsWith(':0'))
    .reduce((a, [, p]) => a.add(Rational.parse(p)), Rational.ZERO);
  return sum.toString();
}

type Slam = Extract<WmChoice, { kind: 'slam' }>;

// Bastion: MAT 6, STR 11, 50 mm. Wraithwing: DEF 14, ARM 15, 40 mm. Gravemaw: 50 mm.
const Y0 = (gap: number) => 10 + R50 + R40 + gap;

/** The Bastion, with focus, `gap` inches short of Wraithwing, and any other models given. */
const slamFrom = (gap: number, extra: Record<string, { x: number; y: number }> = {}) =>
  position({
    'p1.bastion': { x: 20, y: 10, set: { focus: 3 } },
    'p2.wraithwing': { x: 20, y: Y0(gap), facing: 270 },
    ...extra,
  });

/**
 * A slam's outcomes when the rules make it with every face of the dice: the attack roll's two
 * dice, and for a hit (4 and 4 hit DEF 14) the push's die and three damage dice, a die the
 * damage roll leaves unrolled counting each of its faces alike.
 */
function slamRolled(s: WmState, c: Slam, r = rules): Record<string, string> {
  const faces = [1, 2, 3, 4, 5, 6];
  const ones = Array.from({ length: 12 }, () => 1);
  let hits = 0;
  for (const a of faces)
    for (const b of faces) {
      const done = unwrap(r.apply(s, 'p1', c, new LoadedDice([a, b, ...ones])));
      if (done.events.find((e) => e.type === 'wm/attack-roll')?.['hit'] === true) hits++;
    }
  const points = new Map<string, number>();
  const rolls = (n: number): number[][] => (n === 0 ? [[]] : rolls(n - 1).flatMap((r) => faces.map((f) => [...r, f])));
  for (const dice of rolls(4)) {
    const done = unwrap(r.apply(s, 'p1', c, new LoadedDice([4, 4, ...dice, ...ones])));
    const roll = done.events.find((e) => e.type === 'wm/damage-roll');
    const down = done.state.models.find((m) => m.id === c.target)?.knockedDown === true;
    const key = `${down ? 'down' : 'hit'}:${String(roll?.['points'])}`;
    points.set(key, (points.get(key) ?? 0) + 1);
  }
  const total = 6 ** 4;
  const d = Dist.weighted<string>([
    ['miss', (36 - hits) * total],
    ...[...points].map(([k, n]) => [k, hits * n] as const),
  ]);
  return Object.fromEntries(d.toOutcomes().map((o) => [String(o.outcome), o.p]));
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

  it('WM-POWER-26 WM-POWER-28 a slam toward the Gravemaw: one more damage die on the push faces that reach its base, as the rules roll it', () => {
    // The Bastion moves 3.5" to Wraithwing; 2" beyond Wraithwing stands the Gravemaw's larger base.
    const base = slamFrom(4, { 'p2.gravemaw': { x: 20, y: Y0(4) + R40 + R50 + 2 } });
    const s = acts(base, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const c: Slam = { kind: 'slam', target: 'p2.wraithwing' };
    const req = attackOddsRequest(s, sampleContent, c);
    expect(req).toEqual({
      procedure: 'slam',
      inputs: {
        stat: 6,
        def: 14,
        boost: false,
        modifier: 0,
        str: 11,
        arm: 15,
        boostDamage: false,
        pushed: true,
        // A push of 1" stops short of it; 2" ends touching it; more is stopped by it.
        against: '2,3,4,5,6',
        stationary: false,
      },
    });
    const got = table(req ?? { procedure: '', inputs: {} });
    // By hand: MAT 6 + 2d6 >= DEF 14 on 8 or more, 15 of 36: a hit 5/12, a miss 7/12.
    expect(got['miss']).toBe('7/12');
    // A hit knocks it down. Face 1 (1/6): 11 + 2d6 - 15, nothing on 4 or less (6/36); faces 2-6
    // (5/6): 11 + 3d6 - 15, nothing on 4 or less (4/216). No damage: 5/12 (1/36 + 5/6 4/216) = 35/1944.
    expect(got['down:0']).toBe('35/1944');
    // 8 points: 12 on 2d6 (1/36) or on 3d6 (25/216): 5/12 (1/6 1/36 + 5/6 25/216) = 655/15552.
    expect(got['down:8']).toBe('655/15552');
    // 14 points only with the third die, all three 6s: 5/12 5/6 1/216.
    expect(got['down:14']).toBe('25/15552');
    expect(Object.keys(got)).toHaveLength(1 + 15);
    // Damage at all: 5/12 (1/6 5/6 + 5/6 53/54) = 775/1944.
    expect(damaged(got)).toBe('775/1944');
    expect(got).toEqual(slamRolled(s, c));
  });

  it('the slam toward the Gravemaw is summed up as a hit, 5/12, and a hit that deals damage, 775/1944, in both languages', () => {
    const base = slamFrom(4, { 'p2.gravemaw': { x: 20, y: Y0(4) + R40 + R50 + 2 } });
    const s = acts(base, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const req = attackOddsRequest(s, sampleContent, { kind: 'slam', target: 'p2.wraithwing' });
    const proc = warmachineOdds.find((p) => p.id === req?.procedure);
    if (!req || !proc) throw new Error('no slam odds');
    const inputs = unwrap(parseOddsInputs(proc.params, req.inputs));
    const dist = unwrap(proc.compute(inputs, { content: sampleContent, options: {} }));
    const report = (locale: 'en' | 'hu') =>
      oddsReport('warmachine', proc.id, inputs, dist, undefined, oddsSummaries(proc, locale)).summaries;
    // By hand (above): a hit 5/12; damage at all 5/12 (1/6 5/6 + 5/6 53/54) = 775/1944.
    expect(report('en')).toEqual([
      { id: 'hit', label: 'A hit (critical or not)', p: '5/12' },
      { id: 'damaged', label: 'A hit with at least one damage point', p: '775/1944' },
    ]);
    expect(report('hu')?.map((x) => [x.label, x.p])).toEqual([
      ['Találat (kritikus vagy sem)', '5/12'],
      ['Találat legalább egy sebzésponttal', '775/1944'],
    ]);
  });

  it('WM-POWER-20 WM-POWER-23 WM-POWER-27 a slam with nothing behind the target: a hit knocks it down, STR + 2d6 on every face, as the rules roll it', () => {
    const s = acts(slamFrom(4), 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const c: Slam = { kind: 'slam', target: 'p2.wraithwing' };
    const req = attackOddsRequest(s, sampleContent, c);
    expect(req?.inputs).toMatchObject({ pushed: true, against: '' });
    const got = table(req ?? { procedure: '', inputs: {} });
    // By hand: a hit 5/12; 11 + 2d6 - 15 is nothing on 4 or less (1/6), 1 point on 5 (1/9), 8 on 12 (1/36).
    expect(got).toMatchObject({ miss: '7/12', 'down:0': '5/72', 'down:1': '5/108', 'down:8': '5/432' });
    expect(Object.keys(got)).toHaveLength(1 + 9);
    expect(damaged(got)).toBe('25/72');
    expect(got).toEqual(slamRolled(s, c));
  });

  it('WM-POWER-22 a slam after a move under 3": no push and no knockdown, STR + 2d6, as the rules roll it', () => {
    const s = acts(slamFrom(2), 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const c: Slam = { kind: 'slam', target: 'p2.wraithwing', boostDamage: true };
    const req = attackOddsRequest(s, sampleContent, c);
    expect(req?.inputs).toMatchObject({ pushed: false, against: '', boostDamage: true });
    const got = table(req ?? { procedure: '', inputs: {} });
    // Boosted: 11 + 3d6 - 15, nothing on 4 or less (4/216): 5/12 1/54 = 5/648.
    expect(got).toMatchObject({ miss: '7/12', 'hit:0': '5/648' });
    expect(got).toEqual(slamRolled(s, c));
  });

  it('A-05 with terrain blocking movement, a wall behind the slammed model stops its push short of the base beyond: no extra die, as the rules roll it', () => {
    // The sample's ruined wall runs from y 23 to 24 at x 14 to 20; the Gravemaw stands just past it.
    const base = position({
      'p1.bastion': { x: 17, y: 14, set: { focus: 3 } },
      'p2.wraithwing': { x: 17, y: 14 + R50 + R40 + 4, facing: 270 },
      'p2.gravemaw': { x: 17, y: 24 + R50 + 0.1 },
    });
    const s = acts(base, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const c: Slam = { kind: 'slam', target: 'p2.wraithwing' };
    // Without the house rule the wall is scenery: a push of 4" or more meets the Gravemaw.
    expect(attackOddsRequest(s, sampleContent, c)?.inputs).toMatchObject({ against: '4,5,6' });
    const walled = attackOddsRequest(s, sampleContent, c, { options: { terrainEffects: true } });
    expect(walled?.inputs).toMatchObject({ pushed: true, against: '' });
    expect(table(walled ?? { procedure: '', inputs: {} })).toEqual(
      slamRolled(s, c, rulesWith({ terrainEffects: true })),
    );
  });

  it('WM-POWER-21 WM-POWER-24 a Sparrow slamming the larger Gravemaw: -2 to hit, and half the push, so only 4 or more reaches the Bastion 2" behind', () => {
    const base = position({
      'p1.sparrow': { x: 20, y: 10, set: { focus: 3 } },
      'p2.gravemaw': { x: 20, y: 10 + R40 + R50 + 4, facing: 270 },
      'p1.bastion': { x: 20, y: 10 + R40 + R50 + 4 + 2 * R50 + 2 },
    });
    const s = acts(base, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]);
    const c: Slam = { kind: 'slam', target: 'p2.gravemaw' };
    const req = attackOddsRequest(s, sampleContent, c);
    expect(req?.inputs).toMatchObject({ stat: 6, def: 12, modifier: -2, str: 9, arm: 17, against: '4,5,6' });
    expect(table(req ?? { procedure: '', inputs: {} })).toEqual(slamRolled(s, c));
  });

  it('WM-POWER-19 a slam that cannot reach its target makes no roll: no odds', () => {
    const s = acts(slamFrom(9), 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    expect(attackOddsRequest(s, sampleContent, { kind: 'slam', target: 'p2.wraithwing' })).toBeNull();
  });

  it('nothing for a choice that is not a weapon attack', () => {
    const s = activated(position({ 'p1.bastion': { x: 20, y: 10 } }), 'p1.bastion');
    expect(attackOddsRequest(s, sampleContent, { kind: 'endActivation' })).toBeNull();
  });
});
