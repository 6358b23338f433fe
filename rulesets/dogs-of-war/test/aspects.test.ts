/**
 * A faithful's Aspects (Creation, Alteration, Destruction): carried from the profile to the soldier,
 * bought with EP through the characteristic purchase, paced on their total, capped each on its own.
 */
import { describe, expect, it } from 'vitest';
import { Engine, LoadedDice, loadContent, unwrap, type Violation } from '@skirmish/core';
import { dogsOfWarBotKnowledge, dogsOfWarRuleset } from '../src/index.ts';
import { choiceSchema, type Choice } from '../src/choices.ts';
import { characteristicCost, aspectPointsBought } from '../src/experience.ts';
import { makeSoldier, spendEP } from '../src/management.ts';
import { contentSchema, type DogsContent, type Profile } from '../src/content/schema.ts';
import { aspectOffer, bookAspectChoices, bookAspects, profileAspects } from '../src/content/people.ts';
import { shapeProblems } from '../src/state-shape.ts';
import { companySheet, makePresenter } from '../src/presenter.ts';
import { sheetAspects } from '../src/sheet.ts';
import type { Company, Soldier } from '../src/company.ts';
import type { Purchase } from '../src/choices.ts';
import {
  captainC,
  companyOf,
  content,
  done,
  orcCompany,
  recruitC,
  soldier,
  soldierNamed,
  start,
  startLeague,
} from './helpers.ts';

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
      'Alteration cannot be raised with these content tables: they give no cost for it',
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

describe('DW-RECRUIT-14 the Aspect layout chosen at recruitment', () => {
  type Layout = { CRE: number; ALT: number; DES: number };
  const C1A0D1: Layout = { CRE: 1, ALT: 0, DES: 1 };
  const C1A1D0: Layout = { CRE: 1, ALT: 1, DES: 0 };
  const rites = content.profiles.find((p) => p.id === 'jackal-master-of-rites') as Profile;
  /** Test content: a faithful of a pack of our own that offers two layouts (sample content). */
  const keeper: Profile = {
    ...rites,
    id: 'test-keeper',
    name: 'Test keeper',
    aspectChoices: [
      { CRE: 2, ALT: 0, DES: 0 },
      { CRE: 0, ALT: 1, DES: 1 },
    ],
  };
  const own: DogsContent = { ...content, profiles: [...content.profiles, keeper] };
  const rules = unwrap(Engine.create(dogsOfWarRuleset, { content: own }));
  const words = makePresenter(own);
  const withLayout = (c: Choice, aspects: Layout): Choice => ({ ...c, aspects }) as Choice;
  const redSoldier = (league: ReturnType<typeof startLeague>, name: string): Soldier => {
    const s = league.match().state.companies['red']?.soldiers.find((x) => x.name === name);
    if (!s) throw new Error(`no soldier ${name}`);
    return s;
  };

  it('DW-RECRUIT-14 the master of rites, as captain or recruit, gets the layout named for him, on his sheet and in the log', () => {
    for (const layout of [C1A0D1, C1A1D0]) {
      const league = startLeague(content, 5);
      expect(league.submit('red', withLayout(captainC('jackal-master-of-rites', 'Grash'), layout))).toBeNull();
      expect(redSoldier(league, 'Grash').aspects).toEqual(layout);
      // Under a warlord he is an ordinary recruit, and chooses the same way.
      const second = startLeague(content, 5);
      expect(second.submit('red', captainC('orc-warlord', 'Boss'))).toBeNull();
      expect(second.submit('red', withLayout(recruitC('jackal-master-of-rites', 'Rites'), layout))).toBeNull();
      expect(redSoldier(second, 'Rites').aspects).toEqual(layout);
    }
    // The sheet and the log show the layout chosen.
    const league = startLeague(content, 5);
    league.submit('red', captainC('orc-warlord', 'Boss'));
    const eng = unwrap(Engine.create(dogsOfWarRuleset));
    const r = unwrap(
      eng.submit(
        league.match(),
        'red',
        withLayout(recruitC('jackal-master-of-rites', 'Rites'), C1A0D1),
        new LoadedDice([]),
      ),
    );
    const ev = r.events.find((e) => e.type === 'recruited');
    if (!ev) throw new Error('no recruitment event');
    expect(ev.aspects).toEqual(C1A0D1);
    const sample = makePresenter(content);
    expect(sample.event(ev, 'en')).toBe(
      'Rites (Jackal master of rites, value 32) joins; his Aspects for good: Creation 1, Alteration 0, Destruction 1',
    );
    expect(sample.event(ev, 'hu')).toBe(
      'Rites (Sakál rítusmester, érték 32) csatlakozik; aspektusai véglegesen: Teremtés 1, Átalakítás 0, Pusztítás 1',
    );
    const c = r.match.state.companies['red'] as Company;
    expect(sheetAspects(c.soldiers[1] as Soldier, 'en')?.map((a) => [a.name, a.original])).toEqual([
      ['Creation', 1],
      ['Alteration', 0],
      ['Destruction', 1],
    ]);
    expect(companySheet(c, content, 'en')).toContain('Aspects: Creation 1, Alteration 0, Destruction 1');
  });

  it("DW-RECRUIT-14 a pack's own layouts (aspectChoices): each one named is the recruit's, and EP later raise it without changing what he chose", () => {
    for (const layout of keeper.aspectChoices ?? []) {
      const league = startLeague(own, 11);
      expect(league.submit('red', withLayout(captainC('test-keeper', 'Vela'), layout))).toBeNull();
      expect(redSoldier(league, 'Vela').aspects).toEqual(layout);
    }
    // The chosen layout stays his recruited value: a point bought with EP goes on top of it.
    const league = startLeague({ ...own, tables: pack.tables }, 11);
    league.submit('red', withLayout(captainC('test-keeper', 'Vela'), { CRE: 0, ALT: 1, DES: 1 }));
    league.submit('red', done);
    const id = redSoldier(league, 'Vela').id;
    league.submit('red', { kind: 'assign-ep', soldier: id, ep: 30 });
    expect(league.submit('red', { kind: 'spend-ep', soldier: id, purchase: aspect('CRE') })).toBeNull();
    const vela = redSoldier(league, 'Vela');
    expect(vela.aspects).toEqual({ CRE: 0, ALT: 1, DES: 1 });
    expect(vela.bought).toEqual({ CRE: 1 });
    // No step of the campaign names a layout again: only the captain's and the recruits' choices carry one.
    const kinds = (choiceSchema.options as ReadonlyArray<{ shape: Record<string, unknown> }>)
      .filter((o) => 'aspects' in o.shape)
      .map((o) => (o.shape['kind'] as { value: string }).value);
    expect(kinds).toEqual(['name-captain', 'recruit']);
  });

  it('DW-RECRUIT-14 refused: no layout where the pack offers a choice, a layout not offered, a layout where there is no choice', () => {
    const league = startLeague(own, 11);
    expect(league.submit('red', captainC('test-keeper', 'Vela'))).toMatchObject({
      code: 'recruit/aspects-missing',
      rule: 'DW-RECRUIT-14',
      message:
        'Test keeper chooses his Aspects at recruitment: Creation 2, Alteration 0, Destruction 0 or Creation 0, Alteration 1, Destruction 1',
    });
    expect(league.submit('red', withLayout(captainC('test-keeper', 'Vela'), C1A0D1))).toMatchObject({
      code: 'recruit/aspects-unknown',
      rule: 'DW-RECRUIT-14',
      message:
        'Test keeper cannot have Creation 1, Alteration 0, Destruction 1; his Aspects are Creation 2, Alteration 0, Destruction 0 or Creation 0, Alteration 1, Destruction 1',
    });
    // The master of rites offers the book's two layouts only.
    expect(
      league.submit('red', withLayout(captainC('jackal-master-of-rites', 'Grash'), { CRE: 2, ALT: 0, DES: 0 })),
    ).toMatchObject({ code: 'recruit/aspects-unknown', rule: 'DW-RECRUIT-14' });
    // A Devout of the book has his Aspects fixed, even the very same ones named; a warrior has none.
    const devout = content.profiles.find((p) => p.id === 'orcs-devout') as Profile;
    expect(league.submit('red', withLayout(captainC('orcs-devout', 'Dev'), { CRE: 1, ALT: 2, DES: 0 }))).toMatchObject({
      code: 'recruit/aspects-no-choice',
      rule: 'DW-RECRUIT-14',
      message: `${devout.name} has no choice of Aspects to make`,
    });
    expect(league.submit('red', withLayout(captainC('orc-warlord', 'Boss'), C1A1D0))).toMatchObject({
      code: 'recruit/aspects-no-choice',
      message: 'Orc warlord has no choice of Aspects to make',
    });
    // Nothing was recruited by the refusals; the same three refusals hold for a recruit.
    expect(league.match().state.companies['red']?.soldiers).toEqual([]);
    expect(league.submit('red', captainC('orc-warlord', 'Boss'))).toBeNull();
    expect(league.submit('red', recruitC('test-keeper', 'K'))?.code).toBe('recruit/aspects-missing');
    expect(league.submit('red', withLayout(recruitC('test-keeper', 'K'), C1A1D0))?.code).toBe(
      'recruit/aspects-unknown',
    );
    expect(league.submit('red', withLayout(recruitC('orc-brute', 'B'), C1A1D0))?.code).toBe(
      'recruit/aspects-no-choice',
    );
    expect(league.match().state.companies['red']?.soldiers.map((s) => s.name)).toEqual(['Boss']);
    // In Hungarian each reads with the rule in our words.
    const refused = league.submit('red', recruitC('test-keeper', 'K'));
    expect(refused && words.violation ? words.violation(refused, 'hu') : '').toBe(
      'Ez nem szabályos (DW-RECRUIT-14): Amit az újonc önmagáról választhat (aspektus-elrendezés, fegyver), azt a csatlakozásakor kell eldönteni, és később nem változik: ha a profilja több aspektus-elrendezést kínál, pontosan egyet kell megnevezni közülük; ha nem kínál választást, egyet sem.',
    );
    // A layout of the wrong shape is no choice at all.
    const eng = unwrap(Engine.create(dogsOfWarRuleset, { content: own }));
    const bad = eng.submit(league.match(), 'red', {
      ...recruitC('test-keeper', 'K'),
      aspects: { CRE: -1, ALT: 1, DES: 1 },
    });
    expect(bad.ok ? null : bad.error).toMatchObject({ code: 'choice/malformed', path: 'aspects.CRE' });
  });

  it('DW-RECRUIT-14 a recruitment of the master of rites naming no layout, as every record before the choice, still gives him C1 A1 D0 and the very same state', () => {
    const unnamed = startLeague(content, 5);
    expect(unnamed.submit('red', captainC('jackal-master-of-rites', 'Grash'))).toBeNull();
    expect(redSoldier(unnamed, 'Grash').aspects).toEqual(C1A1D0);
    expect('aspects' in (unnamed.match().record.choices[0]?.choice as object)).toBe(false);
    const named = startLeague(content, 5);
    expect(named.submit('red', withLayout(captainC('jackal-master-of-rites', 'Grash'), C1A1D0))).toBeNull();
    const eng = unwrap(Engine.create(dogsOfWarRuleset));
    expect(eng.hash(unnamed.match())).toBe(eng.hash(named.match()));
    // The book's formation example names that layout.
    expect(soldierNamed(orcCompany(start()), 'red', 'Grash').aspects).toEqual(C1A1D0);
    expect(bookAspects('jackal-master-of-rites')).toEqual(C1A1D0);
    expect(bookAspectChoices('jackal-master-of-rites')).toEqual([C1A0D1, C1A1D0]);
    expect(aspectOffer(rites)).toEqual({ layouts: [C1A0D1, C1A1D0], unnamed: C1A1D0 });
    // A pack's own layouts have no such default: a recruitment must name one.
    expect(aspectOffer(keeper).unnamed).toBeNull();
    expect(profileAspects(keeper)).toBeNull();
  });

  it('DW-RECRUIT-14 a content pack round trip keeps aspectChoices; a malformed list is refused with its path', () => {
    const back = contentSchema.parse(JSON.parse(JSON.stringify(own)));
    expect(back).toEqual(own);
    expect(back.profiles.find((p) => p.id === 'test-keeper')?.aspectChoices).toEqual([
      { CRE: 2, ALT: 0, DES: 0 },
      { CRE: 0, ALT: 1, DES: 1 },
    ]);
    const problems = (k: unknown) => {
      const r = loadContent(dogsOfWarRuleset.content, {
        ...own,
        profiles: [...content.profiles, { ...keeper, aspectChoices: k }],
      });
      return r.ok ? [] : r.issues.map((i) => i.path);
    };
    const at = `profiles.${content.profiles.length}.aspectChoices`;
    expect(problems([{ CRE: 1, ALT: 1, DES: 0 }])).toEqual([at]); // one layout is no choice: use `aspects`
    expect(problems([C1A0D1, { CRE: 1.5, ALT: 1, DES: 0 }])).toEqual([`${at}.1.CRE`]);
    expect(problems([C1A0D1, { CRE: 1, ALT: 1 }])).toEqual([`${at}.1.DES`]);
    expect(problems('C1 A1 D0')).toEqual([at]);
    expect(problems([C1A0D1, C1A0D1])).toEqual([`${at}.1`]);
    expect(problems([C1A0D1, C1A1D0])).toEqual([]);
  });

  it('DW-RECRUIT-14 legal choices list every layout, each accepted; the bot and random play pick among them', () => {
    // The captain step of the sample pack: the master of rites twice, once per layout, and no
    // other profile names a layout.
    const m = startLeague(content, 5).match();
    const eng = unwrap(Engine.create(dogsOfWarRuleset));
    const legal = eng.legal(m, 'red') as Choice[];
    const ofRites = legal.filter((c) => c.kind === 'name-captain' && c.profile === 'jackal-master-of-rites');
    expect(ofRites.map((c) => (c.kind === 'name-captain' ? c.aspects : null))).toEqual([C1A0D1, C1A1D0]);
    expect(legal.filter((c) => 'aspects' in c)).toEqual(ofRites);
    for (const c of ofRites) expect(eng.submit(m, 'red', c, new LoadedDice([])).ok).toBe(true);
    // The recruitment step of a pack's own profile.
    const league = startLeague(own, 11);
    league.submit('red', captainC('orc-warlord', 'Boss'));
    const recruits = () =>
      (rules.legal(league.match(), 'red') as Choice[]).filter(
        (c) => c.kind === 'recruit' && c.profile === 'test-keeper',
      );
    expect(recruits().map((c) => (c.kind === 'recruit' ? c.aspects : null))).toEqual(keeper.aspectChoices);
    // Random play takes a listed choice by a pick among them; the bot picks among the dearest
    // recruits, both layouts of the keeper among them when he is the dearest offered.
    const heuristic = dogsOfWarBotKnowledge(own).heuristicChoice;
    if (!heuristic) throw new Error('no bot heuristic');
    for (const [pick, layout] of [
      [1, { CRE: 2, ALT: 0, DES: 0 }],
      [2, { CRE: 0, ALT: 1, DES: 1 }],
    ] as const) {
      const offered = [...recruits(), done];
      const chosen = heuristic(league.match().state, 'red', offered, new LoadedDice([pick]));
      expect(chosen).toMatchObject({ kind: 'recruit', profile: 'test-keeper', aspects: layout });
      expect(league.submit('red', chosen)).toBeNull();
      expect(league.match().state.companies['red']?.soldiers.at(-1)?.aspects).toEqual(layout);
    }
    // The choices read with their layout, in English and Hungarian.
    const first = ofRites[0] as Choice;
    expect(words.choice(first, m.state, 'en')).toBe(
      'Name the Jackal master of rites as captain, Aspects: Creation 1, Alteration 0, Destruction 1',
    );
    expect(words.choice(first, m.state, 'hu')).toBe(
      // The name the rules propose stays as proposed; the profile is named in Hungarian.
      'Captain Jackal master of rites (Sakál rítusmester) kinevezése kapitánnyá, aspektusai: Teremtés 1, Átalakítás 0, Pusztítás 1',
    );
  });
});
