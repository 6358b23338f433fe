/**
 * A faithful's Aspects (Creation, Alteration, Destruction): carried from the profile to the soldier,
 * bought with EP through the characteristic purchase, paced on their total, capped each on its own.
 */
import { describe, expect, it } from 'vitest';
import { Engine, unwrap, type Violation } from '@skirmish/core';
import { dogsOfWarRuleset } from '../src/index.ts';
import type { Choice } from '../src/choices.ts';
import { characteristicCost, aspectPointsBought } from '../src/experience.ts';
import { makeSoldier, spendEP } from '../src/management.ts';
import { contentSchema, type DogsContent, type Profile } from '../src/content/schema.ts';
import { bookAspects, profileAspects } from '../src/content/people.ts';
import { shapeProblems } from '../src/state-shape.ts';
import { makePresenter } from '../src/presenter.ts';
import type { Company, Soldier } from '../src/company.ts';
import type { Purchase } from '../src/choices.ts';
import { captainC, companyOf, content, done, soldier, startLeague } from './helpers.ts';

type Row = { readonly base: number; readonly step: number; readonly maxGain: number };
const withRows = (rows: Record<string, Row>): DogsContent => ({
  ...content,
  tables: { ...content.tables, characteristicCosts: { ...content.tables.characteristicCosts, rows } },
});
/** Test content: one row for the three Aspects, generous enough that only the pacing stops a purchase. */
const pack = withRows({ ASPECTS: { base: 10, step: 1, maxGain: 3 } });

const faithful = (over: Partial<Soldier> = {}): Soldier =>
  soldier({ type: 'faithful', rank: 'Devout', aspects: { CRE: 1, ALT: 2, DES: 0 }, ...over });

const aspect = (k: 'CRE' | 'ALT' | 'DES'): Purchase => ({ kind: 'characteristic', characteristic: k });

/** Buys in order; returns the company after the last purchase accepted and the first refusal, if any. */
function buy(c: Company, p: DogsContent, ks: ReadonlyArray<'CRE' | 'ALT' | 'DES'>): Company {
  let cur = c;
  for (const k of ks) cur = unwrap(spendEP(cur, p, 's1', aspect(k))).company;
  return cur;
}
const refusal = (c: Company, p: DogsContent, k: 'CRE' | 'ALT' | 'DES'): Violation | null => {
  const r = spendEP(c, p, 's1', aspect(k));
  return r.ok ? null : r.error;
};
const only = (c: Company): Soldier => c.soldiers[0] as Soldier;

describe('Aspects bought with EP', () => {
  it('DW-EVOLVE-CHAR-13 the Aspect total, not each Aspect, rises by 2 points per rank held: two points split any way, a third refused, two more after a rank-up', () => {
    const c = companyOf([faithful()]);
    // One point in Creation and one in Destruction: 10 + 2 x 1 = 12 EP, then 10 + 2 x 0 = 10 EP.
    const first = unwrap(spendEP(c, pack, 's1', aspect('CRE')));
    expect(first.events.map((e) => e.text)).toEqual(['Tester: Creation to 2 for 12 EP']);
    const split = buy(c, pack, ['CRE', 'DES']);
    expect(only(split).bought).toEqual({ CRE: 1, DES: 1 });
    expect(only(split).ep.used).toBe(22);
    expect(aspectPointsBought(only(split))).toBe(2);
    // Alteration has had no point of its own, yet the total refuses it; so do the other two.
    for (const k of ['ALT', 'CRE', 'DES'] as const)
      expect(refusal(split, pack, k)).toMatchObject({ code: 'ep/aspect-pacing', rule: 'DW-EVOLVE-CHAR-13' });
    expect(refusal(split, pack, 'ALT')?.message).toBe('The Aspects together may rise by 2 points per rank held');
    // Both points in Creation (12 then 14 EP): Destruction, untouched, is refused as well.
    const together = buy(c, pack, ['CRE', 'CRE']);
    expect(only(together).bought).toEqual({ CRE: 2 });
    expect(only(together).ep.used).toBe(26);
    expect(refusal(together, pack, 'DES')?.rule).toBe('DW-EVOLVE-CHAR-13');
    // After one rank-up, two more points in all (ALT 2 -> 3 for 14 EP, DES 1 -> 2 for 12 EP), then no fifth.
    const risen = companyOf([{ ...only(split), rankUps: 1, ranksHeld: ['Devout', 'Zealot'], rank: 'Zealot' }]);
    const more = buy(risen, pack, ['ALT', 'DES']);
    expect(only(more).bought).toEqual({ CRE: 1, ALT: 1, DES: 2 });
    expect(only(more).ep.used).toBe(22 + 14 + 12);
    expect(refusal(more, pack, 'CRE')).toMatchObject({ code: 'ep/aspect-pacing', rule: 'DW-EVOLVE-CHAR-13' });
    // The pacing of the Aspects leaves POW's own pacing alone, and the reverse.
    const mage = faithful({ original: { ...faithful().original, POW: 4 }, bought: { POW: 2 } });
    const powRow = withRows({ ASPECTS: { base: 10, step: 1, maxGain: 3 }, POW: { base: 10, step: 1, maxGain: 6 } });
    expect(unwrap(characteristicCost(mage, 'CRE', powRow.tables))).toEqual({ cost: 12, to: 2 });
  });

  it('DW-EVOLVE-CHAR-11 a soldier without Aspects can buy none, whatever the tables say', () => {
    const warrior = soldier();
    expect(warrior.aspects).toBeUndefined();
    for (const k of ['CRE', 'ALT', 'DES'] as const) {
      const r = characteristicCost(warrior, k, pack.tables);
      expect(r.ok ? null : r.error).toMatchObject({
        code: 'ep/no-characteristic',
        rule: 'DW-EVOLVE-CHAR-11',
        message: 'Tester has no Aspects to improve',
      });
    }
    expect(refusal(companyOf([warrior]), pack, 'CRE')?.rule).toBe('DW-EVOLVE-CHAR-11');
  });

  it('DW-EVOLVE-CHAR-10 each Aspect is capped on its own by its row, counted from its recruited value', () => {
    // Two rank-ups: the total allows 6 points, so only the caps stop a purchase here.
    const c = companyOf([faithful({ rankUps: 2 })]);
    const tight = withRows({ ASPECTS: { base: 10, step: 1, maxGain: 1 } });
    const once = buy(c, tight, ['CRE']);
    expect(refusal(once, tight, 'CRE')).toMatchObject({
      code: 'ep/characteristic-cap',
      rule: 'DW-EVOLVE-CHAR-10',
      message: 'Creation cannot rise more than 1 above 1',
    });
    // Creation at its cap leaves Alteration (2 -> 3, 14 EP) and Destruction (0 -> 1, 10 EP) free.
    const all = buy(once, tight, ['ALT', 'DES']);
    expect(only(all).bought).toEqual({ CRE: 1, ALT: 1, DES: 1 });
    expect(only(all).ep.used).toBe(12 + 14 + 10);
    expect(refusal(all, tight, 'ALT')?.rule).toBe('DW-EVOLVE-CHAR-10');
    // A row of one Aspect comes before the row of the three: Destruction at 5 + 2 x DES, up to +2.
    const own = withRows({ ASPECTS: { base: 10, step: 1, maxGain: 1 }, DES: { base: 5, step: 1, maxGain: 2 } });
    const des = buy(c, own, ['DES', 'DES']);
    expect(only(des).ep.used).toBe(5 + 7);
    expect(refusal(des, own, 'DES')).toMatchObject({
      code: 'ep/characteristic-cap',
      message: 'Destruction cannot rise more than 2 above 0',
    });
  });

  it('DW-EVOLVE-CHAR-09 A-02 without a cost row in the content tables an Aspect is refused as rule data missing', () => {
    // The sample pack gives no Aspect row: the book's row was lost.
    expect(Object.keys(content.tables.characteristicCosts.rows)).toEqual([]);
    const c = companyOf([faithful()]);
    for (const k of ['CRE', 'ALT', 'DES'] as const)
      expect(refusal(c, content, k)).toMatchObject({
        code: 'ep/rule-data-missing',
        rule: 'DW-EVOLVE-CHAR-09',
      });
    expect(refusal(c, content, 'ALT')?.message).toBe(
      "The cost of Alteration is not in the book's text; add it to the content tables",
    );
    // A row for another characteristic prices nothing here.
    expect(refusal(c, withRows({ FAITH: { base: 10, step: 1, maxGain: 3 } }), 'CRE')?.code).toBe(
      'ep/rule-data-missing',
    );
  });

  it('DW-MACHINE-03 a machine never improves an Aspect, as it never improves faith', () => {
    const machine = faithful({ machine: 'mobile' });
    const r = characteristicCost(machine, 'DES', pack.tables);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'ep/machine', rule: 'DW-MACHINE-03' });
  });

  it('DW-EVOLVE-CHAR-13 DW-EVOLVE-CHAR-11 the refusals in Hungarian word the rule, as POW pacing is worded', () => {
    const words = makePresenter(content);
    const say = (v: Violation | null) => (v && words.violation ? words.violation(v, 'hu') : '');
    const paced = refusal(buy(companyOf([faithful()]), pack, ['CRE', 'ALT']), pack, 'DES');
    expect(say(paced)).toBe(
      'Ez nem szabályos (DW-EVOLVE-CHAR-13): A három aspektus (Teremtés, Átalakítás, Pusztítás) együtt, nem külön-külön, minden elért rangért legfeljebb két ponttal nőhet; többhöz újabb rang kell.',
    );
    expect(say(refusal(companyOf([soldier()]), pack, 'CRE'))).toBe(
      'Ez nem szabályos (DW-EVOLVE-CHAR-11): A kötőjellel jelölt jellemző soha nem vásárolható meg, és az aspektusokat sem veheti meg, akinek nincsenek.',
    );
  });
});

describe('Aspects on profiles and soldiers', () => {
  /** Test content: a faithful of our own with Aspects, and one printed without them ("-"). */
  const base = content.profiles.find((p) => p.id === 'jackal-master-of-rites') as Profile;
  const seer: Profile = { ...base, id: 'test-seer', name: 'Test seer', aspects: { CRE: 2, ALT: 0, DES: 1 } };
  const lapsed: Profile = { ...base, id: 'test-lapsed', name: 'Test lapsed', aspects: null };
  const own: DogsContent = {
    ...pack,
    profiles: [...content.profiles, seer, lapsed],
  };

  it('DW-PEOPLE-23 DW-EVOLVE-CHAR-16 a content pack round trip keeps a profile\'s Aspects; without the field, or with "-", there are none', () => {
    const back = contentSchema.parse(JSON.parse(JSON.stringify(own)));
    expect(back).toEqual(own);
    expect(back.profiles.find((p) => p.id === 'test-seer')?.aspects).toEqual({ CRE: 2, ALT: 0, DES: 1 });
    expect(back.profiles.find((p) => p.id === 'test-lapsed')?.aspects).toBeNull();
    // The sample pack has no Aspects field on any profile, before and after the trip.
    const sample = contentSchema.parse(JSON.parse(JSON.stringify(content)));
    expect(sample).toEqual(content);
    expect(sample.profiles.filter((p) => 'aspects' in p)).toEqual([]);
    // An Aspect is a whole number from 0.
    const bad = { ...own, profiles: [{ ...seer, aspects: { CRE: -1, ALT: 0, DES: 1 } }] };
    expect(contentSchema.safeParse(bad).success).toBe(false);
  });

  it("DW-PEOPLE-23 the book's Devout and Zealot profiles carry their listed Aspects; magicians and warriors have none", () => {
    expect(bookAspects('orcs-devout')).toEqual({ CRE: 1, ALT: 2, DES: 0 });
    expect(bookAspects('lions-zealot')).toEqual({ CRE: 2, ALT: 2, DES: 1 });
    expect(bookAspects('mid-nor-devout')).toEqual({ CRE: 1, ALT: 1, DES: 1 });
    expect(bookAspects('orcs-initiate')).toBeUndefined();
    expect(bookAspects('devourers-wolfen-devout')).toBeUndefined();
    // The sample Jackal master of rites: the book's formation example chooses C1/A1/D0.
    expect(bookAspects('jackal-master-of-rites')).toEqual({ CRE: 1, ALT: 1, DES: 0 });
    // A profile's own field comes first, "-" included.
    expect(profileAspects(seer)).toEqual({ CRE: 2, ALT: 0, DES: 1 });
    expect(profileAspects(lapsed)).toBeNull();
    expect(profileAspects({ id: 'orc-brute' })).toBeNull();
    const c = companyOf([]);
    const recruit = (p: Profile) => unwrap(makeSoldier(c, p, p.name, [], null, false, true));
    expect(recruit(seer).aspects).toEqual({ CRE: 2, ALT: 0, DES: 1 });
    expect('aspects' in recruit(lapsed)).toBe(false);
    expect(recruit(content.profiles.find((p) => p.id === 'orcs-devout') as Profile).aspects).toEqual({
      CRE: 1,
      ALT: 2,
      DES: 0,
    });
    expect('aspects' in recruit(content.profiles.find((p) => p.id === 'orc-brute') as Profile)).toBe(false);
  });

  it('DW-EVOLVE-CHAR-13 DW-EVOLVE-CHAR-16 through the campaign: the recruit carries his Aspects, the experience step offers and buys them, and the campaign file keeps them', () => {
    const league = startLeague(own, 11);
    expect(league.submit('red', captainC('test-seer', 'Vela'))).toBeNull();
    expect(league.submit('red', done)).toBeNull();
    const id = () => league.match().state.companies['red']?.soldiers[0]?.id ?? '';
    expect(league.submit('red', { kind: 'assign-ep', soldier: id(), ep: 30 })).toBeNull();
    // The experience step offers the three Aspects among the purchases, as it offers DEF.
    const rules = unwrap(Engine.create(dogsOfWarRuleset, { content: own }));
    const offered = (rules.legal(league.match(), 'red') as Choice[])
      .filter((c) => c.kind === 'spend-ep' && c.purchase.kind === 'characteristic')
      .map((c) => (c.kind === 'spend-ep' && c.purchase.kind === 'characteristic' ? c.purchase.characteristic : ''));
    expect(offered.filter((k) => ['CRE', 'ALT', 'DES'].includes(k))).toEqual(['CRE', 'ALT', 'DES']);
    // Destruction 1 -> 2 (12 EP), Alteration 0 -> 1 (10 EP); a third point waits for a rank.
    expect(league.submit('red', { kind: 'spend-ep', soldier: id(), purchase: aspect('DES') })).toBeNull();
    expect(league.submit('red', { kind: 'spend-ep', soldier: id(), purchase: aspect('ALT') })).toBeNull();
    expect(league.submit('red', { kind: 'spend-ep', soldier: id(), purchase: aspect('CRE') })).toMatchObject({
      code: 'ep/aspect-pacing',
      rule: 'DW-EVOLVE-CHAR-13',
    });
    const vela = league.match().state.companies['red']?.soldiers[0] as Soldier;
    expect(vela.aspects).toEqual({ CRE: 2, ALT: 0, DES: 1 });
    expect(vela.bought).toEqual({ DES: 1, ALT: 1 });
    expect(vela.ep).toEqual({ acquired: 30, used: 22, lost: 0 });
    // The campaign as a file: its shape holds with Aspects, and an older save without them is
    // still a campaign, its soldier simply without Aspects.
    const state = league.match().state;
    expect(shapeProblems(JSON.parse(JSON.stringify(state)))).toEqual([]);
    const { aspects: _gone, ...older } = vela;
    void _gone;
    const oldState = { ...state, companies: { ...state.companies, red: companyOf([older]) } };
    expect(shapeProblems(JSON.parse(JSON.stringify(oldState)))).toEqual([]);
    expect(refusal(companyOf([{ ...older, id: 's1' }]), own, 'CRE')?.rule).toBe('DW-EVOLVE-CHAR-11');
    // A bad Aspect in a file is reported with its path.
    const badSoldier = { ...vela, aspects: { CRE: 'x', ALT: 0, DES: 1 } } as unknown as Soldier;
    const broken = { ...state, companies: { ...state.companies, red: companyOf([badSoldier]) } };
    expect(shapeProblems(JSON.parse(JSON.stringify(broken))).join('\n')).toContain('aspects.CRE');
  });

  it('DW-EVOLVE-CHAR-02 the purchase is named by its Aspect in the log and in the choices, in English and Hungarian', () => {
    const words = makePresenter(own);
    const ev = unwrap(spendEP(companyOf([faithful()]), pack, 's1', aspect('ALT'))).events[0];
    if (!ev) throw new Error('no event');
    expect(words.event(ev, 'en')).toBe('Tester: Alteration to 3 for 14 EP');
    expect(words.event(ev, 'hu')).toBe('Tester: Átalakítás emelése 3 értékre, 14 TP');
    const league = startLeague(own, 11);
    league.submit('red', captainC('test-seer', 'Vela'));
    const view = league.match().state;
    const id = view.companies['red']?.soldiers[0]?.id ?? '';
    const choice = { kind: 'spend-ep', soldier: id, purchase: aspect('CRE') } as const;
    expect(words.choice(choice, view, 'en')).toBe('Vela: raise Creation');
    expect(words.choice(choice, view, 'hu')).toBe('Vela: Teremtés emelése');
  });
});
