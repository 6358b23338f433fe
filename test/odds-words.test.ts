/**
 * The odds procedures of every rule system in Hungarian: what each answers, its parameters, its
 * choice values, its outcomes and its refusals, with no English word left; and the exact words of
 * a few outcomes in both languages.
 */
import { describe, expect, it } from 'vitest';
import {
  oddsReport,
  oddsSummaries,
  outcomeWords,
  Rational,
  parseOddsInputs,
  showOddsProcedure,
  unwrap,
  type AnyRuleset,
  type OddsInputs,
} from '@skirmish/core';
import { defaultRegistry } from '@skirmish/server/catalog';
import { ENGLISH } from './english.ts';

const registry = defaultRegistry();

/** Inputs each procedure answers with the sample content: every outcome it can give is met. */
const EXAMPLES: Readonly<Record<string, Readonly<Record<string, readonly Record<string, unknown>[]>>>> = {
  hybrid: {
    'natural-roll': [{ sl: 5 }],
    strike: [{ attacker: 'seneschal', target: 'aberration', level: 3, parry: 2 }],
    fire: [{ attacker: 'ambrosius', target: 'hybrid', level: 6, shots: 2, parry: '6' }],
  },
  hunters: {
    attack: [{ dice: 3, 'to-hit': 4, 'defence-dice': 2 }],
    'mental-defence': [{ value: 3 }],
    'mental-attack': [{ dice: 2, 'to-hit': 6, mental: 2, 'sixes-astray': true, allies: '0' }],
  },
  'dogs-of-war': {
    recuperation: [{ wound: 'serious', medic: true }, { wound: 'critical' }, { wound: 'killed-outright', medic: true }],
    'machine-recuperation': [{ sp: 10, lost: 10 }],
    'mission-roll': [{ advisor: true }],
    location: [{ clues: 50 }],
  },
  warmachine: {
    attack: [{ stat: 6, def: 13 }],
    damage: [{ pow: 12, arm: 16 }],
    warjack: [{ model: 'gravemaw', marks: '5,6,4,4,6,5', stat: 6, pow: 14 }],
    slam: [
      { stat: 6, def: 13, str: 11, arm: 16, against: '5,6' },
      { stat: 6, def: 13, str: 11, arm: 16, pushed: false },
    ],
  },
};

function engineOf(r: AnyRuleset) {
  return { content: r.content.sample, options: {} };
}

describe('odds procedures in Hungarian', () => {
  for (const ruleset of registry.list()) {
    describe(ruleset.id, () => {
      it('has an example for each procedure', () => {
        expect(Object.keys(EXAMPLES[ruleset.id] ?? {}).sort()).toEqual(ruleset.odds.map((p) => p.id).sort());
      });
      for (const proc of ruleset.odds) {
        it(`${proc.id}: the procedure, its parameters and its choice values are worded in Hungarian`, () => {
          const hu = showOddsProcedure(proc, 'hu');
          const en = showOddsProcedure(proc, 'en');
          expect(hu.description).not.toBe(proc.description);
          expect(en.description).toBe(proc.description);
          expect(hu.params.map((p) => p.name)).toEqual(proc.params.map((p) => p.name));
          const words = [hu.description];
          for (const [i, p] of hu.params.entries()) {
            expect(p.description, p.name).not.toBe(proc.params[i]?.description);
            words.push(p.description);
            if (p.type === 'choice') {
              expect(Object.keys(p.labels ?? {}), p.name).toEqual(p.values);
              words.push(...Object.values(p.labels ?? {}));
            }
          }
          for (const w of words) expect(ENGLISH.exec(w)?.[0], w).toBeUndefined();
        });

        it(`${proc.id}: every outcome of its examples has Hungarian words`, () => {
          const wordOf = outcomeWords(proc, 'hu');
          expect(wordOf).toBeDefined();
          for (const raw of EXAMPLES[ruleset.id]?.[proc.id] ?? []) {
            const inputs = parseOddsInputs(proc.params, raw, 'hu');
            if (!inputs.ok) throw new Error(inputs.error.message);
            const dist = proc.compute(inputs.value, { ...engineOf(ruleset), locale: 'hu' });
            if (!dist.ok) throw new Error(dist.error.message);
            const report = oddsReport(ruleset.id, proc.id, inputs.value, dist.value, wordOf);
            expect(report.outcomes.length).toBeGreaterThan(0);
            for (const o of report.outcomes) {
              expect(o.label, String(o.outcome)).toBeTypeOf('string');
              expect(ENGLISH.exec(o.label ?? '')?.[0], o.label).toBeUndefined();
            }
          }
        });

        it(`${proc.id}: its summaries are worded in Hungarian, each the sum of the outcomes it counts`, () => {
          for (const raw of EXAMPLES[ruleset.id]?.[proc.id] ?? []) {
            const inputs = unwrap(parseOddsInputs(proc.params, raw, 'hu'));
            const dist = unwrap(proc.compute(inputs, { ...engineOf(ruleset), locale: 'hu' }));
            const hu = oddsReport(ruleset.id, proc.id, inputs, dist, undefined, oddsSummaries(proc, 'hu'));
            const en = oddsReport(ruleset.id, proc.id, inputs, dist, undefined, oddsSummaries(proc, 'en'));
            expect(hu.summaries?.length ?? 0).toBe(proc.summaries?.length ?? 0);
            for (const [i, x] of (hu.summaries ?? []).entries()) {
              const of = proc.summaries?.[i];
              expect(x.label).not.toBe(en.summaries?.[i]?.label);
              expect(ENGLISH.exec(x.label)?.[0], x.label).toBeUndefined();
              // Summed here row by row from the outcomes the summary counts: some, not all, of them.
              const counted = hu.outcomes.filter((o) => of?.holds(o.outcome));
              expect(counted.length, x.id).toBeGreaterThan(0);
              expect(counted.length, x.id).toBeLessThan(hu.outcomes.length);
              expect(x.p).toBe(counted.reduce((sum, o) => sum.add(Rational.parse(o.p)), Rational.ZERO).toString());
            }
          }
        });

        it(`${proc.id}: a parameter missing, unknown or out of range is refused in Hungarian`, () => {
          const required = proc.params.find((p) => p.required);
          const unknown = parseOddsInputs(proc.params, { nope: 1 }, 'hu');
          expect(unknown.ok ? null : unknown.error.message).toBe('Ismeretlen paraméter: --nope');
          if (required) {
            const missing = parseOddsInputs(proc.params, {}, 'hu');
            expect(missing.ok ? null : missing.error.message).toBe(`A --${required.name} paraméter kötelező`);
          }
          const integer = proc.params.find((p) => p.type === 'integer' && p.max !== undefined);
          if (integer?.type === 'integer' && integer.max !== undefined) {
            const example = EXAMPLES[ruleset.id]?.[proc.id]?.[0] ?? {};
            const high = parseOddsInputs(proc.params, { ...example, [integer.name]: integer.max + 1 }, 'hu');
            expect(high.ok ? null : high.error.message).toBe(
              `--${integer.name}: legfeljebb ${integer.max} lehet, nem ${integer.max + 1}`,
            );
          }
        });
      }
    });
  }
});

/** The report of `procedure` of `ruleset` for `raw`, worded in `locale`. */
function report(rulesetId: string, procedure: string, raw: Record<string, unknown>, locale: 'en' | 'hu') {
  const ruleset = registry.get(rulesetId);
  const proc = ruleset?.odds.find((p) => p.id === procedure);
  if (!ruleset || !proc) throw new Error(`${rulesetId} ${procedure}`);
  const inputs: OddsInputs = (() => {
    const r = parseOddsInputs(proc.params, raw, locale);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  })();
  const dist = proc.compute(inputs, { ...engineOf(ruleset), locale });
  if (!dist.ok) return dist.error.message;
  return oddsReport(rulesetId, procedure, inputs, dist.value, outcomeWords(proc, locale)).outcomes.map(
    (o) => `${o.label ?? String(o.outcome)} ${o.p}`,
  );
}

describe('odds outcomes in words', () => {
  it('a Natural Roll against 5 on one D10: the four results in both languages', () => {
    expect(report('hybrid', 'natural-roll', { sl: 5 }, 'en')).toEqual([
      'Perfect Success 1/10',
      'Success 2/5',
      'Failure 2/5',
      'Critical Failure 1/10',
    ]);
    expect(report('hybrid', 'natural-roll', { sl: 5 }, 'hu')).toEqual([
      'tökéletes siker 1/10',
      'siker 2/5',
      'kudarc 2/5',
      'kritikus kudarc 1/10',
    ]);
  });

  it('a warjack one box short in each column: the systems left crippled, or destroyed', () => {
    const raw = { model: 'gravemaw', marks: '5,6,4,4,6,5', stat: 6, pow: 14 };
    // Movement is crippled, so DEF 7: MAT 6 hits on all but double one, 35/36; 4+ points (7+ on 2d6,
    // 7/12) destroy it: 35/36 * 7/12 = 245/432.
    expect(report('warmachine', 'warjack', raw, 'en')).toEqual([
      'Movement, left arm, right arm, head crippled 187/432',
      'destroyed 245/432',
    ]);
    expect(report('warmachine', 'warjack', raw, 'hu')).toEqual([
      'bénult: Mozgás, bal kéz, jobb kéz, fej 187/432',
      'elpusztul 245/432',
    ]);
  });

  it('a machine that lost all its structure points: its points back, or lost for good', () => {
    expect(report('dogs-of-war', 'machine-recuperation', { sp: 4, lost: 4 }, 'en')).toEqual([
      '4 SP 1/12',
      '3 SP 7/36',
      '2 SP 11/36',
      '1 SP 7/18',
      'destroyed 1/36',
    ]);
    expect(report('dogs-of-war', 'machine-recuperation', { sp: 4, lost: 4 }, 'hu')).toEqual([
      '4 SZP 1/12',
      '3 SZP 7/36',
      '2 SZP 11/36',
      '1 SZP 7/18',
      'elpusztult 1/36',
    ]);
  });

  it('a refusal of the procedure itself is worded in the language asked', () => {
    expect(report('warmachine', 'warjack', { model: 'nobody', stat: 6, pow: 14 }, 'hu')).toBe(
      'Nincs „nobody” warjack a tartalomban',
    );
    expect(report('warmachine', 'warjack', { model: 'nobody', stat: 6, pow: 14 }, 'en')).toBe(
      'No warjack "nobody" in the content',
    );
    expect(report('dogs-of-war', 'machine-recuperation', { sp: 3, lost: 4 }, 'hu')).toBe(
      'Egy gép nem veszíthet több SZP-t, mint amennyi van neki',
    );
    expect(report('hybrid', 'strike', { attacker: 'nobody', target: 'aberration' }, 'hu')).toBe(
      'Nincs „nobody” profil',
    );
  });
});
