/**
 * The odds panel filled in for an attack offered (`attackOddsRequest`): the procedure and its
 * fields from the numbers the rules roll with, checked against counts by hand and against the
 * rules' own rolls of every face of the dice.
 */
import { describe, expect, it } from 'vitest';
import {
  Dist,
  LoadedDice,
  oddsReport,
  oddsSummaries,
  outcomeWords,
  parseOddsInputs,
  Rational,
  unwrap,
} from '@skirmish/core';
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

/** Every sequence of `n` faces of a d6. */
const rolls = (n: number): number[][] =>
  n === 0 ? [[]] : rolls(n - 1).flatMap((r) => [1, 2, 3, 4, 5, 6].map((f) => [...r, f]));

/** So many dice showing 1. */
const onesOf = (n: number): number[] => Array.from({ length: n }, () => 1);

/** Outcomes counted over equally likely rolls as "a/b" by outcome, the ones never seen left out. */
function shares(counts: ReadonlyMap<string, number> | Record<string, number>): Record<string, string> {
  const entries = counts instanceof Map ? [...counts] : Object.entries(counts);
  const d = Dist.weighted<string>(entries.filter(([, n]) => n > 0));
  return Object.fromEntries(d.toOutcomes().map((o) => [String(o.outcome), o.p]));
}

/** The share of hits and critical hits when the rules roll the attack with every face of its `n` dice. */
function rolled(s: WmState, c: WmChoice, n = 2): Record<string, string> {
  const count = { miss: 0, hit: 0, critical: 0 };
  for (const seq of rolls(n)) {
    const done = unwrap(rules.apply(s, 'p1', c, new LoadedDice([...seq, ...onesOf(12)])));
    const roll = done.events.find((e) => e.type === 'wm/attack-roll');
    if (!roll) throw new Error('no attack roll');
    if (roll['hit'] !== true) count.miss++;
    else if (roll['critical'] === true) count.critical++;
    else count.hit++;
  }
  return shares(count);
}

/**
 * The damage points of an attack that hits whatever its `attackDice` show, when the rules roll
 * its damage with every face of `damageDice` dice.
 */
function damageRolled(s: WmState, c: WmChoice, attackDice: number, damageDice: number): Record<string, string> {
  const points = new Map<string, number>();
  for (const seq of rolls(damageDice)) {
    const done = unwrap(rules.apply(s, 'p1', c, new LoadedDice([...onesOf(attackDice), ...seq, ...onesOf(12)])));
    const roll = done.events.find((e) => e.type === 'wm/damage-roll');
    if (!roll || (roll['dice'] as unknown[]).length !== damageDice) throw new Error('not the damage roll looked for');
    const key = String(roll['points']);
    points.set(key, (points.get(key) ?? 0) + 1);
  }
  return shares(points);
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
const slamFrom = (gap: number, extra: Parameters<typeof position>[0] = {}) =>
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

/**
 * A slam's outcomes when the rules make it with every face of every die that counts: the attack
 * roll's dice; for a hit (each die a 4, a hit in every slam here) face by face the push's die,
 * then the dice the rules roll on that face, how many read from a first go with every later die
 * a 1. Counting the target's damage, every face of its damage dice; counting the collateral
 * damage, the target's damage dice all 1s and every face of each collateral roll's two dice.
 */
function slamEvery(s: WmState, c: Slam, count: 'target' | 'collateral' = 'target', r = rules): Record<string, string> {
  const n = c.boostAttack === true ? 3 : 2;
  const hitDice = Array.from({ length: n }, () => 4);
  const go = (script: number[]) => unwrap(r.apply(s, 'p1', c, new LoadedDice([...script, ...onesOf(16)]))).events;
  let hits = 0;
  for (const seq of rolls(n)) if (go(seq).find((e) => e.type === 'wm/attack-roll')?.['hit'] === true) hits++;
  const all = 6 ** n;
  const entries: Array<[string, Rational]> = [['miss', Rational.of(all - hits, all)]];
  const hit = Rational.of(hits, all);
  const rollsOf = (events: ReturnType<typeof go>, target: boolean) =>
    events.filter((e) => e.type === 'wm/damage-roll' && (e['model'] === c.target) === target);
  const pushed = go(hitDice).some((e) => e.type === 'wm/slammed');
  for (const face of pushed ? [1, 2, 3, 4, 5, 6] : [0]) {
    const lead = pushed ? [...hitDice, face] : hitDice;
    const p = pushed ? hit.div(Rational.of(6)) : hit;
    const probe = go(lead);
    const own = rollsOf(probe, true)[0];
    if (!own) throw new Error('no damage roll on the target');
    const k = (own['dice'] as unknown[]).length;
    if (count === 'target') {
      for (const seq of rolls(k)) {
        const events = go([...lead, ...seq]);
        const down = events.some((e) => e.type === 'wm/knocked-down' && e['model'] === c.target);
        const key = `${down ? 'down' : 'hit'}:${String(rollsOf(events, true)[0]?.['points'])}`;
        entries.push([key, p.div(Rational.of(6 ** k))]);
      }
      continue;
    }
    // The target's own roll all 1s: its column die too, where it takes damage.
    const column = probe.some((e) => e.type === 'wm/damage' && e['model'] === c.target) ? 1 : 0;
    const others = rollsOf(probe, false).length;
    if (others === 0) {
      entries.push(['none', p]);
      continue;
    }
    for (const seq of rolls(2 * others)) {
      const hurt = rollsOf(go([...lead, ...onesOf(k + column), ...seq]), false);
      // Each collateral roll used the two dice meant for it (no column die between them).
      hurt.forEach((e, i) => expect(e['dice']).toEqual(seq.slice(2 * i, 2 * i + 2)));
      entries.push([`c:${hurt.map((e) => String(e['points'])).join(',')}`, p.div(Rational.of(36 ** others))]);
    }
  }
  const d = Dist.weighted<string>(entries);
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
        count: 'target',
        // The larger Gravemaw stops the push but takes no collateral damage.
        collateral: '',
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

  it('WM-POWER-07 a slam boosted: a die more on the attack roll, the damage roll or both, as the rules roll it', () => {
    const base = slamFrom(4, { 'p2.gravemaw': { x: 20, y: Y0(4) + R40 + R50 + 2 } });
    const s = acts(base, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const both: Slam = { kind: 'slam', target: 'p2.wraithwing', boostAttack: true, boostDamage: true };
    const req = attackOddsRequest(s, sampleContent, both);
    expect(req?.inputs).toMatchObject({ boost: true, boostDamage: true, against: '2,3,4,5,6' });
    const got = table(req ?? { procedure: '', inputs: {} });
    // By hand: MAT 6 + 3d6 >= DEF 14 on 8 or more, all but the 35 of 216 rolls of 7 or less.
    expect(got['miss']).toBe('35/216');
    // 20 points (11 + 24 - 15) only with four 6s, on push faces 2-6: 181/216 5/6 1/1296.
    expect(got['down:20']).toBe('905/1679616');
    expect(got).toEqual(slamEvery(s, both));
    for (const c of [
      { kind: 'slam', target: 'p2.wraithwing', boostAttack: true },
      { kind: 'slam', target: 'p2.wraithwing', boostDamage: true },
    ] as const) {
      const one = attackOddsRequest(s, sampleContent, c);
      expect(one?.inputs).toMatchObject({ boost: c.boostAttack === true, boostDamage: c.boostDamage === true });
      expect(table(one ?? { procedure: '', inputs: {} })).toEqual(slamEvery(s, c));
    }
  });

  it('WM-POWER-07 WM-POWER-08 a head-butt boosted: three dice to hit Ash, three for the damage once she is down, as the rules roll them', () => {
    const base = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 3 } },
      'p2.ash': { x: 20, y: 10 + R50 + R30 + 0.2 },
    });
    const s = activated(base, 'p1.bastion');
    const c: WmChoice = { kind: 'headButt', target: 'p2.ash', boostAttack: true };
    const req = attackOddsRequest(s, sampleContent, c);
    expect(req).toMatchObject({ procedure: 'attack', inputs: { stat: 6, def: 17, boost: true } });
    const got = table(req ?? { procedure: '', inputs: {} });
    // By hand: MAT 6 + 3d6 >= DEF 17 on 11 or more on three dice, half of them.
    expect(
      Rational.parse(got['hit'] ?? '0')
        .add(Rational.parse(got['critical'] ?? '0'))
        .toString(),
    ).toBe('1/2');
    expect(got).toEqual(rolled(s, c, 3));
    model(base, 'p2.ash').knockedDown = true;
    const down = activated(base, 'p1.bastion');
    const hard: WmChoice = { kind: 'headButt', target: 'p2.ash', boostDamage: true };
    const dmg = attackOddsRequest(down, sampleContent, hard);
    // Ash: ARM 14 and her unspent focus.
    const arm = 14 + model(down, 'p2.ash').focus;
    expect(dmg).toEqual({ procedure: 'damage', inputs: { pow: 11, arm, boost: true, crippled: false } });
    expect(table(dmg ?? { procedure: '', inputs: {} })).toEqual(damageRolled(down, hard, 2, 3));
  });

  it('WM-POWER-29 a push into the Sparrow, of the Wraithwing’s own base size: on faces 2-6 it is knocked down and takes STR + 2d6 against its ARM 16, as the rules roll it', () => {
    // The Bastion moves 3.5" to the Wraithwing; 2" beyond it stands the Sparrow (40 mm, ARM 16).
    const base = slamFrom(4, { 'p1.sparrow': { x: 20, y: Y0(4) + 2 * R40 + 2 } });
    const s = acts(base, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const c: Slam = { kind: 'slam', target: 'p2.wraithwing' };
    const req = attackOddsRequest(s, sampleContent, c);
    // A push of 2" or more ends against it: one more damage die for the Wraithwing, and collateral damage.
    expect(req?.inputs).toMatchObject({
      against: '2,3,4,5,6',
      count: 'target',
      collateral: '2:16;3:16;4:16;5:16;6:16',
    });
    const got = table({ procedure: 'slam', inputs: { ...req?.inputs, count: 'collateral' } });
    // By hand: a hit 5/12. Face 1 (1/6) reaches nothing: 5/12 1/6 = 5/72. Faces 2-6 (5/6): 11 + 2d6 - 16,
    // nothing on 5 or less (10/36): 5/12 5/6 10/36 = 125/1296; 1 point on 6 (5/36) = 125/2592;
    // 2 on 7 (6/36) = 25/432; 7 on 12 (1/36) = 25/2592.
    expect(got).toMatchObject({
      miss: '7/12',
      none: '5/72',
      'c:0': '125/1296',
      'c:1': '125/2592',
      'c:2': '25/432',
      'c:7': '25/2592',
    });
    expect(Object.keys(got)).toHaveLength(2 + 8);
    expect(got).toEqual(slamEvery(s, c, 'collateral'));
    // The target's own damage is counted as before: the extra die on faces 2-6.
    expect(table(req ?? { procedure: '', inputs: {} })).toEqual(slamEvery(s, c));
  });

  it('WM-POWER-25 WM-POWER-29 a push over smaller models: Kron on every face, Ash too on 5 and 6, each knocked down and hurt in the order reached, as the rules roll it', () => {
    // Kron (30 mm, ARM 15 with no focus) 0.5" behind the Wraithwing; Ash (30 mm, ARM 14) 3" beyond him.
    const yKron = Y0(4) + R40 + R30 + 0.5;
    const base = slamFrom(4, {
      'p1.kron': { x: 20, y: yKron, set: { focus: 0 } },
      'p2.ash': { x: 20, y: yKron + 2 * R30 + 3, set: { focus: 0 } },
    });
    const s = acts(base, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const c: Slam = { kind: 'slam', target: 'p2.wraithwing' };
    const req = attackOddsRequest(s, sampleContent, c);
    expect(req?.inputs).toMatchObject({ against: '', collateral: '1:15;2:15;3:15;4:15;5:15,14;6:15,14' });
    const inputs = { ...req?.inputs, count: 'collateral' };
    const got = table({ procedure: 'slam', inputs });
    // By hand: Kron alone on faces 1-4 (4/6), nothing on 2d6 of 4 or less (6/36): 5/12 4/6 6/36 = 5/108.
    // Both on faces 5-6 (2/6): Kron's 8 points on a 12 (1/36), Ash's 9 on a 12 (1/36), her 8 on an 11
    // (2/36): 5/12 2/6 1/36 1/36 = 5/46656 and twice that, 5/23328.
    expect(got).toMatchObject({ miss: '7/12', 'c:0': '5/108', 'c:8,9': '5/46656', 'c:8,8': '5/23328' });
    // Every hit reaches Kron.
    expect(got['none']).toBeUndefined();
    expect(got).toEqual(slamEvery(s, c, 'collateral'));
    const proc = warmachineOdds.find((p) => p.id === 'slam');
    if (!proc) throw new Error('no slam odds');
    const parsed = unwrap(parseOddsInputs(proc.params, inputs));
    const dist = unwrap(proc.compute(parsed, { content: sampleContent, options: {} }));
    // Some damage to someone: 5/12 (4/6 (1 - 6/36) + 2/6 (1 - 6/36 3/36)) = 955/2592.
    expect(
      oddsReport('warmachine', 'slam', parsed, dist, undefined, oddsSummaries(proc, 'en')).summaries?.map((x) => x.p),
    ).toEqual(['5/12', '955/2592']);
  });

  it('the collateral damage of a slam in words, in English and Hungarian, and a malformed list of it refused in both', () => {
    const proc = warmachineOdds.find((p) => p.id === 'slam');
    if (!proc) throw new Error('no slam odds');
    const words = outcomeWords(proc, 'en');
    const hu = outcomeWords(proc, 'hu');
    if (!words || !hu || hu === words) throw new Error('no words in both languages');
    expect(words('none')).toBe('hit, but the push deals no collateral damage to anyone');
    expect(words('c:3')).toBe('hit; the model behind is knocked down too and takes 3 points of collateral damage');
    expect(words('c:3,0')).toBe(
      'hit; the models in the way are knocked down too and take 3, 0 points of collateral damage, in the order reached',
    );
    expect(hu('none')).toBe('találat, de a taszítás senkinek sem okoz járulékos sebzést');
    expect(hu('c:3')).toBe('találat; a taszítás a mögötte álló modellt is fellöki, amely 3 pont járulékos sebzést kap');
    expect(hu('c:3,0')).toContain('az elérés sorrendjében 3, 0 pont járulékos sebzést kapnak');
    // The target's damage keeps its words.
    expect(words('down:4')).toBe('hit, knocked down, 4 damage');
    const bad = (collateral: string, locale: 'en' | 'hu') =>
      proc.compute(
        unwrap(parseOddsInputs(proc.params, { stat: 6, def: 14, str: 11, arm: 15, count: 'collateral', collateral })),
        { content: sampleContent, options: {}, locale },
      );
    for (const text of ['7:15', '2:15;2:14', '2:', '2:x', '2:41', '2-3:15']) {
      const r = bad(text, 'en');
      expect(r.ok ? null : r.error.path).toBe('collateral');
    }
    const en = bad('2:', 'en');
    const magyar = bad('2:', 'hu');
    expect(!en.ok && !magyar.ok && en.error.message !== magyar.error.message).toBe(true);
    expect(bad(' 2 : 15 , 14 ; 5:13 ', 'en').ok).toBe(true);
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
