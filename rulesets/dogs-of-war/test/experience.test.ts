import { describe, expect, it } from 'vitest';
import { unwrap } from '@skirmish/core';
import {
  artifactCap,
  baseCharacteristic,
  effectiveAbility,
  familiarCap,
  maximumStrength,
  soldierValue,
  unusedEP,
  type Soldier,
} from '../src/company.ts';
import {
  abilityAcquisitionCost,
  abilityImprovementCost,
  aimEP,
  characteristicCost,
  learnedAbilityCap,
  mysticRankCost,
  mysticTestEP,
  INCANTATION,
  elementsOpen,
  openPaths,
  pathsToBuy,
  participationEP,
  pathAllowed,
  powPacing,
  roleEligibility,
  soloCapacityCost,
  warriorRankUps,
  woundEP,
} from '../src/experience.ts';
import {
  addEP,
  nameCaptain,
  newCompany,
  promoteLieutenant,
  recruit,
  spendEP,
  updateSoldier,
} from '../src/management.ts';
import type { DogsContent } from '../src/content/schema.ts';
import { violationText } from '../src/texts.ts';
import { companyOf, content, lionAdept, soldier } from './helpers.ts';

const tables = content.tables;
const cost = (s: ReturnType<typeof soldier>, k: Parameters<typeof characteristicCost>[1]) =>
  characteristicCost(s, k, tables);

describe('value', () => {
  it('DW-SOLDIER-04 DW-SOLDIER-05 W-31 value is the initial value plus a tenth of the EP used, rounded down once', () => {
    // 23 + floor(54 / 10) = 28; summing per purchase (19 -> 1, 35 -> 3) would give 27.
    expect(soldierValue({ initialValue: 23, ep: { acquired: 60, used: 54, lost: 0 } })).toBe(28);
    expect(soldierValue({ initialValue: 23, ep: { acquired: 19, used: 19, lost: 0 } })).toBe(24);
  });

  it('DW-SOLDIER-06 unused EP never count toward value', () => {
    expect(soldierValue({ initialValue: 32, ep: { acquired: 200, used: 9, lost: 0 } })).toBe(32);
  });

  it('DW-SOLDIER-08 three EP figures: the total drives rank and champion, the used drive value, the rest stays to spend', () => {
    const s = soldier({ id: 'w', rank: 'Veteran', initialValue: 20, ep: { acquired: 190, used: 30, lost: 0 } });
    const after = addEP(companyOf([s]), 'w', 10).company.soldiers[0];
    if (!after) throw new Error('no soldier');
    expect(after.ep).toEqual({ acquired: 200, used: 30, lost: 0 });
    expect(unusedEP(after)).toBe(170);
    expect(after.champion).toBe(true);
    expect(after.rankChoicePending).toBe(true);
    expect(soldierValue(after)).toBe(23);
  });
});

describe('characteristics', () => {
  it('DW-EVOLVE-CHAR-02 DW-EVOLVE-CHAR-05 W-22 ATT 3 to 4 costs 15 + 2 x 3 = 21', () => {
    expect(unwrap(cost(soldier({ original: { ...soldier().original, ATT: 3 } }), 'ATT'))).toEqual({ cost: 21, to: 4 });
  });

  it('DW-EVOLVE-CHAR-03 MOV costs 10 + 2 x MOV for +2.5, and only once', () => {
    const s = soldier();
    expect(unwrap(cost(s, 'MOV'))).toEqual({ cost: 30, to: 12.5 });
    expect(cost({ ...s, bought: { MOV: 1 } }, 'MOV').ok).toBe(false);
  });

  it('DW-EVOLVE-CHAR-04 DW-EVOLVE-CHAR-06 DW-EVOLVE-CHAR-07 DW-EVOLVE-CHAR-08 INI, STR, DEF and RES by their formulas, +3 at most', () => {
    const s = soldier();
    // INI 3: 15 + 6; STR 3: 10 + 6; DEF 3: 15 + 6; RES 4: 10 + 8.
    expect([cost(s, 'INI'), cost(s, 'STR'), cost(s, 'DEF'), cost(s, 'RES')].map((r) => unwrap(r).cost)).toEqual([
      21, 16, 21, 18,
    ]);
    // The third point is still sold (priced on the value before it); a fourth never is.
    const third = (k: 'INI' | 'ATT' | 'STR' | 'DEF' | 'RES') => unwrap(cost(soldier({ bought: { [k]: 2 } }), k)).cost;
    expect([third('INI'), third('ATT'), third('STR'), third('DEF'), third('RES')]).toEqual([25, 25, 20, 25, 22]);
    const fourth = (k: 'INI' | 'ATT' | 'STR' | 'DEF' | 'RES') => {
      const r = cost(soldier({ bought: { [k]: 3 } }), k);
      return r.ok ? null : r.error.rule;
    };
    expect(['INI', 'ATT', 'STR', 'DEF', 'RES'].map((k) => fourth(k as 'INI'))).toEqual(
      Array(5).fill('DW-EVOLVE-CHAR-10'),
    );
  });

  it('DW-EVOLVE-CHAR-10 the gain is capped at +3 over the initial value', () => {
    const s = soldier({ bought: { STR: 3 } });
    expect(baseCharacteristic(s, 'STR')).toBe(6);
    const r = cost(s, 'STR');
    expect(r.ok ? null : r.error.rule).toBe('DW-EVOLVE-CHAR-10');
    expect(unwrap(cost(soldier({ bought: { STR: 2 } }), 'STR')).cost).toBe(20);
  });

  it('DW-EVOLVE-CHAR-11 a "-" characteristic can never be bought', () => {
    const r = cost(soldier(), 'POW');
    expect(r.ok ? null : r.error.rule).toBe('DW-EVOLVE-CHAR-11');
  });

  it('DW-EVOLVE-CHAR-09 DW-EVOLVE-CHAR-01 the lost rows (AIM, COU, DIS, POW, faith) are refused until content supplies them', () => {
    const s = soldier({ original: { ...soldier().original, AIM: 3 } });
    const r = cost(s, 'AIM');
    expect(r.ok ? null : r.error.code).toBe('ep/rule-data-missing');
    const withRow = {
      ...tables,
      characteristicCosts: { ...tables.characteristicCosts, rows: { AIM: { base: 15, step: 1, maxGain: 2 } } },
    };
    expect(unwrap(characteristicCost(s, 'AIM', withRow)).cost).toBe(21);
  });

  it('DW-EVOLVE-CHAR-12 A-53 POW rises by 2 points per rank held', () => {
    expect([powPacing(0), powPacing(1), powPacing(2)]).toEqual([2, 4, 6]);
    const withRow = {
      ...tables,
      characteristicCosts: { ...tables.characteristicCosts, rows: { POW: { base: 10, step: 1, maxGain: 6 } } },
    };
    const mage = soldier({
      type: 'magician',
      rank: 'Initiate',
      original: { ...soldier().original, POW: 4 },
      bought: { POW: 2 },
    });
    const r = characteristicCost(mage, 'POW', withRow);
    expect(r.ok ? null : r.error.rule).toBe('DW-EVOLVE-CHAR-12');
    expect(characteristicCost({ ...mage, rankUps: 1 }, 'POW', withRow).ok).toBe(true);
  });

  it("DW-EVOLVE-CHAR-14 DW-ATTR-20 W-23 an artifact's bonus is ignored: ATT 4 with a +1 blade costs 23 and caps at 7", () => {
    const s = soldier({
      champion: true,
      original: { ...soldier().original, ATT: 4 },
      attributes: [{ id: 'blade-of-valour', name: 'Blade', kind: 'artifact', cost: 8 }],
    });
    expect(unwrap(cost(s, 'ATT'))).toEqual({ cost: 23, to: 5 });
    const r = cost({ ...s, bought: { ATT: 3 } }, 'ATT');
    expect(baseCharacteristic({ ...s, bought: { ATT: 3 } }, 'ATT')).toBe(7);
    expect(r.ok).toBe(false);
  });

  it('DW-EVOLVE-CHAR-15 W-24 a Griffin conscript with a bastard sword has INI 3: the next point costs 21, the cap is 6', () => {
    const s = soldier({ original: { ...soldier().original, INI: 3 } });
    expect(unwrap(cost(s, 'INI')).cost).toBe(21);
    expect(cost({ ...s, bought: { INI: 3 } }, 'INI').ok).toBe(false);
  });

  it('DW-EVOLVE-CHAR-16 the aura of faith is a characteristic: bought like one once its lost row is supplied', () => {
    const s = soldier({ type: 'faithful', original: { ...soldier().original, FAITH: 10 } });
    const r = cost(s, 'FAITH');
    expect(r.ok ? null : r.error.rule).toBe('DW-EVOLVE-CHAR-09');
    const withRow = {
      ...tables,
      characteristicCosts: { ...tables.characteristicCosts, rows: { FAITH: { base: 5, step: 1, maxGain: 2 } } },
    };
    expect(unwrap(characteristicCost(s, 'FAITH', withRow))).toEqual({ cost: 5 + 2 * 10, to: 11 });
    const capped = characteristicCost({ ...s, bought: { FAITH: 2 } }, 'FAITH', withRow);
    expect(capped.ok ? null : capped.error.rule).toBe('DW-EVOLVE-CHAR-10');
  });
});

describe('abilities', () => {
  const imp = (s: ReturnType<typeof soldier>, name: string, initial: number | null = null) =>
    abilityImprovementCost(s, name, tables, initial);

  it('DW-EVOLVE-ABIL-02 the printed improvement rows: cost and step of each', () => {
    const step = (name: string, value: number) =>
      unwrap(imp(soldier({ abilities: [{ name, value, source: 'card' }] }), name, value));
    expect(step('Artifact', 1)).toEqual({ cost: 12, to: 2 });
    expect(step('Concentration', 1)).toEqual({ cost: 32, to: 2 });
    expect(step('Cure', 6)).toEqual({ cost: 18, to: 5 });
    expect(step('Devotion', 1)).toEqual({ cost: 6, to: 2 });
    expect(step('Disengagement', 5)).toEqual({ cost: 12, to: 4 });
    expect(step('Implacable', 1)).toEqual({ cost: 18, to: 2 });
  });

  it('DW-EVOLVE-ABIL-02 DW-EVOLVE-ABIL-03 W-25 Implacable/2 improves to /3 for 18 EP, up to /4', () => {
    const s = soldier({ abilities: [{ name: 'Implacable', value: 2, source: 'card' }] });
    expect(unwrap(imp(s, 'Implacable', 2))).toEqual({ cost: 18, to: 3 });
    const at4 = soldier({ abilities: [{ name: 'Implacable', value: 4, source: 'card' }] });
    const r = imp(at4, 'Implacable', 2);
    expect(r.ok ? null : r.error.rule).toBe('DW-EVOLVE-ABIL-03');
  });

  it('DW-EVOLVE-ABIL-03 an ability a recruitment option gave rises from the value the option gave, no further than its table allows', () => {
    const oath = { id: 'grim-oath', name: 'Grim oath', ap: 2, abilities: [{ name: 'Implacable', value: 1 }] };
    const pack: DogsContent = {
      ...content,
      profiles: content.profiles.map((p) => (p.id === 'orc-brute' ? { ...p, options: [...p.options, oath] } : p)),
    };
    let c = unwrap(nameCaptain(newCompany('red', 'Red'), pack, 'orc-warlord', 'Gor', [], null)).company;
    c = unwrap(recruit(c, pack, 'orc-brute', 'Brute', ['grim-oath'], null, true)).company;
    const id = c.soldiers[1]?.id ?? '';
    c = updateSoldier(c, id, (x) => ({ ...x, ep: { acquired: 100, used: 0, lost: 0 } }));
    const improve = (at: typeof c) => spendEP(at, pack, id, { kind: 'improve-ability', ability: 'Implacable' });
    // Implacable/1 from the oath: /2, /3, and no more (+2 at most).
    c = unwrap(improve(c)).company;
    c = unwrap(improve(c)).company;
    expect(c.soldiers[1]?.abilities.find((a) => a.name === 'Implacable')?.value).toBe(3);
    expect(c.soldiers[1]?.ep.used).toBe(36);
    const capped = improve(c);
    expect(capped.ok ? null : capped.error.rule).toBe('DW-EVOLVE-ABIL-03');
  });

  it('DW-EVOLVE-ABIL-03 A-59 Cure goes down: Cure/6 to /5 to /4 and no lower', () => {
    const s = soldier({ abilities: [{ name: 'Cure', value: 6, source: 'card' }] });
    expect(unwrap(imp(s, 'Cure', 6))).toEqual({ cost: 18, to: 5 });
    const at4 = soldier({ abilities: [{ name: 'Cure', value: 4, source: 'card' }] });
    expect(imp(at4, 'Cure', 6).ok).toBe(false);
  });

  it('DW-EVOLVE-ABIL-01 Regeneration never improves, nor an ability outside the table', () => {
    const s = soldier({
      abilities: [
        { name: 'Regeneration', value: 5, source: 'card' },
        { name: 'Fierce', value: null, source: 'card' },
      ],
    });
    expect(imp(s, 'Regeneration').ok).toBe(false);
    const r = imp(s, 'Fierce');
    expect(r.ok ? null : r.error.rule).toBe('DW-EVOLVE-ABIL-01');
  });

  it('DW-EVOLVE-ABIL-04 DW-ATTR-22 W-26 Cure from a rune cannot be improved with EP', () => {
    const s = soldier({ attributes: [{ id: 'minor-rune-of-healing', name: 'Rune', kind: 'artifact', cost: 10 }] });
    const r = imp(s, 'Cure');
    expect(r.ok ? null : r.error.rule).toBe('DW-EVOLVE-ABIL-04');
  });

  it('DW-ATTR-23 DW-EVOLVE-ABIL-11 W-28 learned Cure/6 and a supreme rune (Cure/4): /4 with the rune, /6 without', () => {
    const s = soldier({
      abilities: [{ name: 'Cure', value: 6, source: 'learned' }],
      attributes: [{ id: 'supreme-rune-of-healing', name: 'Rune', kind: 'artifact', cost: 20 }],
    });
    expect(effectiveAbility(s, 'Cure', ['supreme-rune-of-healing'], content)).toBe(4);
    expect(effectiveAbility(s, 'Cure', [], content)).toBe(6);
  });

  it('DW-EVOLVE-ABIL-05 DW-EVOLVE-ABIL-06 Leap 18 for all, Loyal/1 needs rank level 3, Ambidextrous only for an Elite', () => {
    const regular = soldier({ rank: 'Regular' });
    expect(unwrap(abilityAcquisitionCost(regular, 'Leap', tables))).toBe(18);
    const loyal = abilityAcquisitionCost(regular, 'Loyal', tables);
    expect(loyal.ok ? null : loyal.error.rule).toBe('DW-EVOLVE-ABIL-05');
    expect(unwrap(abilityAcquisitionCost(soldier({ rank: 'Veteran' }), 'Loyal', tables))).toBe(32);
    expect(unwrap(abilityAcquisitionCost(soldier({ rank: 'Elite' }), 'Ambidextrous', tables))).toBe(60);
    expect(abilityAcquisitionCost(soldier({ rank: 'Special' }), 'Ambidextrous', tables).ok).toBe(false);
    const luck = abilityAcquisitionCost(soldier({ rank: 'Veteran' }), 'Luck', tables);
    expect(luck.ok ? null : luck.error.code).toBe('ep/rule-data-missing');
  });

  it('DW-EVOLVE-RANK-09 DW-EVOLVE-RANK-10 W-27 Assassin needs Special, now or once; an Elite never Special may not', () => {
    expect(unwrap(abilityAcquisitionCost(soldier({ rank: 'Special' }), 'Assassin', tables))).toBe(48);
    expect(
      unwrap(
        abilityAcquisitionCost(
          soldier({ rank: 'LivingLegend', ranksHeld: ['Veteran', 'Special', 'LivingLegend'] }),
          'Assassin',
          tables,
        ),
      ),
    ).toBe(48);
    const r = abilityAcquisitionCost(soldier({ rank: 'Elite', ranksHeld: ['Veteran', 'Elite'] }), 'Assassin', tables);
    expect(r.ok ? null : r.error.rule).toBe('DW-EVOLVE-RANK-09');
  });

  it('DW-EVOLVE-ABIL-10 an ability an artifact gives does not count toward the learned cap', () => {
    const learned = ['A', 'B'].map((n) => ({ name: n, value: null, source: 'learned' as const }));
    const rune = { id: 'minor-rune-of-healing', name: 'Rune', kind: 'artifact' as const, cost: 10 };
    // Two learned and Cure from the rune: a third may still be learned; a fourth may not.
    const s = soldier({ rank: 'Elite', champion: true, abilities: learned, attributes: [rune] });
    expect(unwrap(abilityAcquisitionCost(s, 'Leap', tables))).toBe(18);
    const three = { ...s, abilities: [...learned, { name: 'C', value: null, source: 'learned' as const }] };
    const r = abilityAcquisitionCost(three, 'Leap', tables);
    expect(r.ok ? null : r.error.rule).toBe('DW-EVOLVE-ABIL-08');
  });

  it('DW-EVOLVE-ABIL-08 at most 3 learned abilities below rank level 5, 4 at 5, 5 at 6; card abilities do not count', () => {
    expect([learnedAbilityCap(4), learnedAbilityCap(5), learnedAbilityCap(6)]).toEqual([3, 4, 5]);
    const learned = ['A', 'B', 'C'].map((n) => ({ name: n, value: null, source: 'learned' as const }));
    const full = soldier({ rank: 'Elite', abilities: [...learned, { name: 'Brutal', value: null, source: 'card' }] });
    const r = abilityAcquisitionCost(full, 'Leap', tables);
    expect(r.ok ? null : r.error.rule).toBe('DW-EVOLVE-ABIL-08');
    expect(abilityAcquisitionCost({ ...full, rank: 'LivingLegend' }, 'Leap', tables).ok).toBe(true);
    const cardOnly = soldier({
      rank: 'Elite',
      abilities: ['A', 'B', 'C', 'D'].map((n) => ({ name: n, value: null, source: 'card' as const })),
    });
    expect(abilityAcquisitionCost(cardOnly, 'Leap', tables).ok).toBe(true);
  });

  it('DW-EVOLVE-ABIL-09 an ability already held cannot be learned again', () => {
    const r = abilityAcquisitionCost(
      soldier({ abilities: [{ name: 'Leap', value: null, source: 'learned' }] }),
      'Leap',
      tables,
    );
    expect(r.ok ? null : r.error.rule).toBe('DW-EVOLVE-ABIL-09');
  });

  it('DW-EVOLVE-ABIL-12 DW-RECRUIT-16 a Solo capacity learned later costs ten times its AP, in a bound company only', () => {
    expect(unwrap(soloCapacityCost(4, true))).toBe(40);
    expect(soloCapacityCost(4, false).ok).toBe(false);
  });

  it('DW-CHAMPION-06 a capacity reserved to Characters is open to champions only', () => {
    const r = soloCapacityCost(3, true, true, false);
    expect(r.ok ? null : r.error.rule).toBe('DW-CHAMPION-06');
    expect(unwrap(soloCapacityCost(3, true, true, true))).toBe(30);
  });

  it('DW-EVOLVE-ABIL-13 DW-CHAMPION-07 Master of invocation: 30 EP for a mystic champion only', () => {
    const mystic = soldier({
      id: 'm',
      type: 'magician',
      rank: 'Adept',
      champion: true,
      original: { ...soldier().original, POW: 5 },
      ep: { acquired: 210, used: 0, lost: 0 },
    });
    const c = companyOf([mystic]);
    const r = unwrap(spendEP(c, content, 'm', { kind: 'master-of-invocation' }));
    expect(r.company.soldiers[0]?.masterOfInvocation).toBe(true);
    expect(r.company.soldiers[0]?.ep.used).toBe(30);
    const notChampion = companyOf([{ ...mystic, champion: false }]);
    expect(spendEP(notChampion, content, 'm', { kind: 'master-of-invocation' }).ok).toBe(false);
  });

  it('DW-EVOLVE-ABIL-14 DW-EP-03 a priest buys Resurrection for 30 EP', () => {
    const priest = soldier({
      id: 'p',
      type: 'faithful',
      rank: 'Devout',
      role: 'priest',
      original: { ...soldier().original, FAITH: 10 },
    });
    const r = unwrap(spendEP(companyOf([priest]), content, 'p', { kind: 'resurrection' }));
    expect(r.company.soldiers[0]?.resurrection).toBe(true);
    expect(r.company.soldiers[0]?.ep.used).toBe(30);
    expect(spendEP(companyOf([{ ...priest, role: null }]), content, 'p', { kind: 'resurrection' }).ok).toBe(false);
  });
});

describe('ranks', () => {
  it('DW-EVOLVE-RANK-01 DW-EVOLVE-RANK-04 A-15 an Irregular rises at 30 and 50 for free, and is asked Special or Elite at 100', () => {
    expect(warriorRankUps('Irregular', 29)).toEqual({ ranks: [], choice: false });
    expect(warriorRankUps('Irregular', 55)).toEqual({ ranks: ['Regular', 'Veteran'], choice: false });
    expect(warriorRankUps('Irregular', 100)).toEqual({ ranks: ['Regular', 'Veteran'], choice: true });
    expect(warriorRankUps('Elite', 200)).toEqual({ ranks: ['LivingLegend'], choice: false });
    const s = soldier({ id: 'w', rank: 'Irregular', ep: { acquired: 25, used: 0, lost: 0 } });
    const r = addEP(companyOf([s]), 'w', 30);
    expect(r.company.soldiers[0]?.rank).toBe('Veteran');
    expect(r.company.soldiers[0]?.ep.used).toBe(0);
  });

  it('DW-EVOLVE-RANK-03 W-21 thresholds are absolute: a Veteran going from 92 to 106 EP reaches Special or Elite', () => {
    const s = soldier({ id: 'v', rank: 'Veteran', ep: { acquired: 92, used: 80, lost: 0 } });
    const r = addEP(companyOf([s]), 'v', 14);
    expect(r.company.soldiers[0]?.rankChoicePending).toBe(true);
    expect(warriorRankUps('Special', 150)).toEqual({ ranks: [], choice: false });
  });

  it('DW-EVOLVE-RANK-02 a Creature becomes Living Legend at 200 and Major Ally at 400', () => {
    expect(warriorRankUps('Creature', 199).ranks).toEqual([]);
    expect(warriorRankUps('Creature', 200).ranks).toEqual(['LivingLegend']);
    expect(warriorRankUps('Creature', 400).ranks).toEqual(['LivingLegend', 'MajorAlly']);
    expect(warriorRankUps('Irregular', 400).ranks).not.toContain('MajorAlly');
  });

  it('DW-EVOLVE-RANK-05 mystic ranks cost EP and need a total: Initiate to Adept at 100 for 50', () => {
    const s = soldier({ type: 'magician', rank: 'Initiate', ep: { acquired: 99, used: 0, lost: 0 } });
    expect(mysticRankCost(s).ok).toBe(false);
    expect(unwrap(mysticRankCost({ ...s, ep: { acquired: 100, used: 0, lost: 0 } }))).toMatchObject({
      to: 'Adept',
      costEP: 50,
    });
    expect(unwrap(mysticRankCost({ ...s, rank: 'Zealot', ep: { acquired: 200, used: 0, lost: 0 } }))).toMatchObject({
      to: 'Dean',
      costEP: 100,
    });
    expect(unwrap(mysticRankCost({ ...s, rank: 'Master', ep: { acquired: 300, used: 0, lost: 0 } }))).toMatchObject({
      to: 'Virtuoso',
      costEP: 200,
    });
  });

  it("DW-EVOLVE-RANK-06 DW-EVOLVE-RANK-08 a path must be open to the magician's people at his rank", () => {
    const lion = soldier({
      id: 'm',
      people: 'alahan',
      type: 'magician',
      rank: 'Adept',
      rankUps: 1,
      original: { ...soldier().original, POW: 5 },
    });
    const r = spendEP(companyOf([lion]), content, 'm', { kind: 'path', name: 'Solaris' });
    expect(r.ok ? null : r.error.rule).toBe('DW-EVOLVE-RANK-06');
    expect(spendEP(companyOf([lion]), content, 'm', { kind: 'path', name: 'Theurgy' }).ok).toBe(true);
  });

  it('DW-EVOLVE-RANK-06 a path is bought by its name: an unnamed one is refused with the paths open to him', () => {
    const lion = soldier({
      id: 'm',
      name: 'Lior',
      people: 'alahan',
      type: 'magician',
      rank: 'Adept',
      rankUps: 1,
      original: { ...soldier().original, POW: 5 },
    });
    const r = spendEP(companyOf([lion]), content, 'm', { kind: 'path' });
    expect(r.ok ? null : r.error.code).toBe('ep/path-unnamed');
    expect(r.ok ? '' : r.error.message).toContain('Hermetism, Circaeus, Tellurism, Theurgy');
    const named = unwrap(spendEP(companyOf([lion]), content, 'm', { kind: 'path', name: 'Circaeus' }));
    expect(named.company.soldiers[0]?.paths).toEqual(['Circaeus']);
    expect(named.events[0]?.text).toContain('the path of Circaeus');
  });

  it('DW-EVOLVE-RANK-06 a path is learned once: buying it again is refused in both languages, and another one is not', () => {
    // Two rises in rank: room for two new paths.
    const lion = soldier({
      id: 'm',
      name: 'Lior',
      people: 'alahan',
      type: 'magician',
      rank: 'Adept',
      rankUps: 2,
      original: { ...soldier().original, POW: 5 },
    });
    const once = unwrap(spendEP(companyOf([lion]), content, 'm', { kind: 'path', name: 'Theurgy' })).company;
    const again = spendEP(once, content, 'm', { kind: 'path', name: 'Theurgy' });
    if (again.ok) throw new Error('Theurgy was bought twice');
    expect(again.error.code).toBe('ep/path-known');
    expect(violationText(again.error, 'en')).toBe('Lior has already learned the path of Theurgy');
    expect(violationText(again.error, 'hu')).toBe(
      'Ez nem szabályos: Lior: ezt az ösvényt (Teurgia) már megtanulta, másodszor nem veheti meg',
    );
    // The refusal spent nothing: the second rise in rank still buys another path.
    const twice = unwrap(spendEP(once, content, 'm', { kind: 'path', name: 'Circaeus' })).company;
    expect(twice.soldiers[0]?.paths).toEqual(['Theurgy', 'Circaeus']);
    expect(twice.soldiers[0]?.ep.used).toBe(60);
  });

  it("DW-EVOLVE-RANK-06 DW-EVOLVE-RANK-08 a path of another people's row is refused, whatever his rank", () => {
    const griffin = (rank: 'Initiate' | 'Master') =>
      companyOf([
        soldier({
          id: 'm',
          people: 'akkylannie',
          type: 'magician',
          rank,
          rankUps: 1,
          original: { ...soldier().original, POW: 5 },
        }),
      ]);
    // Solaris is an Alahan Master's path; a Griffin never has it, not even as a Master.
    for (const rank of ['Initiate', 'Master'] as const) {
      const r = spendEP(griffin(rank), content, 'm', { kind: 'path', name: 'Solaris' });
      expect(r.ok ? null : [r.error.code, r.error.rule]).toEqual(['ep/path-not-open', 'DW-EVOLVE-RANK-06']);
    }
    // An Initiate's paths stay open to the Master, and the Master's own are his alone.
    expect(spendEP(griffin('Master'), content, 'm', { kind: 'path', name: 'Exorcism' }).ok).toBe(true);
    expect(spendEP(griffin('Master'), content, 'm', { kind: 'path', name: 'Tellurism' }).ok).toBe(true);
    expect(spendEP(griffin('Initiate'), content, 'm', { kind: 'path', name: 'Tellurism' }).ok).toBe(false);
  });

  it("DW-EVOLVE-RANK-06 a warrior-mage reads the Incantation table at his magician's rank, an Initiate's without one", () => {
    const keltMage = (extra: Partial<Soldier>) =>
      companyOf([
        soldier({
          id: 'm',
          people: 'sessairs',
          type: 'warrior-mage',
          rank: 'Veteran',
          rankUps: 1,
          original: { ...soldier().original, POW: 3 },
          ...extra,
        }),
      ]);
    expect(openPaths({ people: 'sessairs', rank: 'Veteran' })).toEqual(['Shamanism', 'Druidism']);
    const r = spendEP(keltMage({}), content, 'm', { kind: 'path', name: 'Whispers' });
    expect(r.ok ? null : r.error.code).toBe('ep/path-not-open');
    expect(spendEP(keltMage({ mysticRank: 'Adept' }), content, 'm', { kind: 'path', name: 'Whispers' }).ok).toBe(true);
    expect(spendEP(keltMage({}), content, 'm', { kind: 'path', name: 'Druidism' }).ok).toBe(true);
  });

  it('DW-EVOLVE-RANK-06 a new Element or path costs 30 EP and comes with a rise in rank', () => {
    const mage = soldier({
      id: 'm',
      people: 'alahan',
      type: 'magician',
      rank: 'Initiate',
      original: { ...soldier().original, POW: 4 },
      ep: { acquired: 150, used: 0, lost: 0 },
    });
    expect(spendEP(companyOf([mage]), content, 'm', { kind: 'element' }).ok).toBe(false);
    const risen = unwrap(spendEP(companyOf([mage]), content, 'm', { kind: 'mystic-rank' })).company;
    expect(risen.soldiers[0]?.rank).toBe('Adept');
    const el = unwrap(spendEP(risen, content, 'm', { kind: 'element' })).company;
    expect(el.soldiers[0]?.ep.used).toBe(80);
    expect(spendEP(el, content, 'm', { kind: 'element' }).ok).toBe(false);
    expect(spendEP(el, content, 'm', { kind: 'path', name: 'Tellurism' }).ok).toBe(true);
  });

  it("DW-EVOLVE-RANK-06 a path the magician's card names is not bought: refused in both languages, spending nothing", () => {
    // A Lion Adept of the book's profiles starts with Hermetism; one rise in rank opens a new path.
    const lion = lionAdept({ rankUps: 1, original: { ...soldier().original, POW: 7 } });
    const r = spendEP(companyOf([lion]), content, 'm', { kind: 'path', name: 'Hermetism' });
    if (r.ok) throw new Error('Hermetism was bought by a Lion who starts with it');
    expect(r.error.code).toBe('ep/path-held');
    expect(violationText(r.error, 'en')).toBe('Lior follows the path of Hermetism from his card already');
    expect(violationText(r.error, 'hu')).toBe(
      'Ez nem szabályos: Lior: ezt az ösvényt (Hermetizmus) a kártyája már megadja, nem kell megvennie',
    );
    // His rise in rank still buys a path he does not follow, and the list he may buy leaves his own out.
    expect(
      unwrap(spendEP(companyOf([lion]), content, 'm', { kind: 'path', name: 'Circaeus' })).company.soldiers[0]?.paths,
    ).toEqual(['Circaeus']);
    const card = content.profiles.find((p) => p.id === 'lions-adept');
    expect(pathsToBuy(lion, card)).toEqual(['Circaeus', 'Tellurism', 'Theurgy', 'Chronomancy', 'Sorcery', 'Shamanism']);
    // A Kelt Initiate of the book starts with Shamanism; Druidism is the one left to him.
    const kelt = soldier({
      id: 'm',
      profile: 'sessairs-initiate',
      people: 'sessairs',
      type: 'magician',
      rank: 'Initiate',
      rankUps: 1,
    });
    expect(spendEP(companyOf([kelt]), content, 'm', { kind: 'path', name: 'Shamanism' }).ok).toBe(false);
    expect(spendEP(companyOf([kelt]), content, 'm', { kind: 'path', name: 'Druidism' }).ok).toBe(true);
  });

  it('DW-EVOLVE-RANK-08 the Incantation row opens a number of Elements by rank, counted as its paths: his column and those below', () => {
    expect(elementsOpen({ people: 'alahan', rank: 'Initiate' })).toBe(1);
    expect(elementsOpen({ people: 'alahan', rank: 'Adept' })).toBe(5);
    expect(elementsOpen({ people: 'akkylannie', rank: 'Master' })).toBe(5);
    expect(elementsOpen({ people: 'sessairs', rank: 'Adept' })).toBe(4);
    // A warrior-mage with no magician's rank reads an Initiate's column; a lost row says nothing.
    expect(elementsOpen({ people: 'alahan', rank: 'Veteran' })).toBe(1);
    expect(elementsOpen({ people: 'bran-o-kor', rank: 'Adept' })).toBeNull();
  });

  it("DW-EVOLVE-RANK-06 DW-EVOLVE-RANK-08 a magician masters no more Elements, his card's and those bought, than his people's row opens at his rank", () => {
    const mage = (profile: string, people: string, rank: 'Initiate' | 'Adept', over: Partial<Soldier> = {}) =>
      companyOf([soldier({ id: 'm', name: 'Mab', profile, people, type: 'magician', rank, rankUps: 3, ...over })]);
    // A Kelt's four Elements are all his row opens, at any rank: a rise in rank buys a path, not an Element.
    const kelt = spendEP(mage('sessairs-adept', 'sessairs', 'Adept'), content, 'm', { kind: 'element' });
    if (kelt.ok) throw new Error('a fifth Element was bought by a Kelt');
    expect([kelt.error.code, kelt.error.rule]).toEqual(['ep/elements-full', 'DW-EVOLVE-RANK-08']);
    expect(kelt.error.message).toBe('Mab masters 4 Elements, all that his people open to a magician of his rank (4)');
    expect(violationText(kelt.error, 'hu')).toContain('DW-EVOLVE-RANK-08');
    // A Lion Initiate's Light is his Initiate's one Element; as an Adept four more are open to him.
    const initiate = spendEP(mage('lions-initiate', 'alahan', 'Initiate'), content, 'm', { kind: 'element' });
    expect(initiate.ok ? null : initiate.error.code).toBe('ep/elements-full');
    let lion = mage('lions-adept', 'alahan', 'Adept');
    for (let i = 0; i < 3; i++) lion = unwrap(spendEP(lion, content, 'm', { kind: 'element' })).company;
    // Light, the Element of his card's choice and three bought: five, all his row opens.
    expect(lion.soldiers[0]?.elements).toBe(3);
    const fourth = spendEP(
      updateSoldier(lion, 'm', (x) => ({ ...x, rankUps: 4 })),
      content,
      'm',
      { kind: 'element' },
    );
    expect(fourth.ok ? null : fourth.error.code).toBe('ep/elements-full');
    // A card that does not say how many Elements he starts with is read as giving none: a first is bought.
    expect(spendEP(mage('test', 'sessairs', 'Adept'), content, 'm', { kind: 'element' }).ok).toBe(true);
  });

  it('DW-EVOLVE-RANK-08 A-08 a magician of a people whose Incantation row the text lost buys no Element or path', () => {
    const mage = (people: string) =>
      companyOf([
        soldier({
          id: 'm',
          people,
          type: 'magician',
          rank: 'Adept',
          rankUps: 1,
          original: { ...soldier().original, POW: 5 },
        }),
      ]);
    for (const p of [{ kind: 'element' }, { kind: 'path', name: 'Druidism' }] as const) {
      const r = spendEP(mage('bran-o-kor'), content, 'm', p);
      expect(r.ok ? null : [r.error.code, r.error.rule]).toEqual(['ep/rule-data-missing', 'DW-EVOLVE-RANK-08']);
      expect(spendEP(mage('sessairs'), content, 'm', p).ok).toBe(true);
    }
  });

  it('DW-CHAMPION-01 DW-EP-08 a soldier becomes champion at 200 EP acquired, used or not', () => {
    const s = soldier({ id: 'c', rank: 'Elite', ep: { acquired: 190, used: 0, lost: 0 } });
    const r = addEP(companyOf([s]), 'c', 10);
    expect(r.company.soldiers[0]?.champion).toBe(true);
    expect(r.events.some((e) => e.type === 'champion')).toBe(true);
  });

  it('DW-MACHINE-01 DW-MACHINE-02 DW-CHAMPION-09 a mobile machine never changes rank nor becomes champion', () => {
    const s = soldier({ id: 'm', rank: 'Special', machine: 'mobile', ep: { acquired: 0, used: 0, lost: 0 } });
    const r = addEP(companyOf([s]), 'm', 250);
    expect(r.company.soldiers[0]?.rank).toBe('Special');
    expect(r.company.soldiers[0]?.champion).toBe(false);
  });

  it('DW-MACHINE-04 DW-MACHINE-05 a mobile machine improves its abilities but learns none', () => {
    const s = soldier({
      rank: 'Special',
      machine: 'mobile',
      abilities: [{ name: 'Implacable', value: 1, source: 'card' }],
    });
    expect(abilityImprovementCost(s, 'Implacable', tables, 1).ok).toBe(true);
    const r = abilityAcquisitionCost(s, 'Leap', tables);
    expect(r.ok ? null : r.error.rule).toBe('DW-MACHINE-05');
  });
});

describe('roles', () => {
  const veteran = (over = {}) => soldier({ id: 'v', rank: 'Veteran', ...over });
  const role = (
    s: ReturnType<typeof soldier>,
    r: Parameters<typeof roleEligibility>[1],
    others: ReturnType<typeof soldier>[] = [],
  ) => roleEligibility(s, r, companyOf([soldier({ id: 'cap', rank: 'Elite' }), s, ...others]));

  it('DW-ROLE-10 DW-ROLE-06 costs and minimum ranks from the role table', () => {
    expect(unwrap(role(veteran(), 'medic'))).toBe(25);
    expect(unwrap(role(veteran(), 'quartermaster'))).toBe(20);
    expect(unwrap(role(veteran(), 'recruiter'))).toBe(30);
    expect(
      unwrap(
        role(
          soldier({ id: 'i', rank: 'Irregular' }),
          'sergeant',
          Array.from({ length: 3 }, (_, i) => soldier({ id: `x${i}` })),
        ),
      ),
    ).toBe(10);
    const low = role(soldier({ id: 'r', rank: 'Regular' }), 'medic');
    expect(low.ok ? null : low.error.rule).toBe('DW-ROLE-06');
    expect(role(veteran(), 'alchemist').ok).toBe(false);
    expect(unwrap(role(veteran({ rank: 'Elite' }), 'alchemist'))).toBe(25);
  });

  it('DW-ROLE-01 a role needs DIS (0 counts), POW or an aura of faith', () => {
    const none = veteran({ original: { ...soldier().original, DIS: null } });
    expect(role(none, 'medic').ok).toBe(false);
    expect(role(veteran({ original: { ...soldier().original, DIS: 0 } }), 'medic').ok).toBe(true);
    expect(role(veteran({ original: { ...soldier().original, DIS: null, POW: 4 } }), 'medic').ok).toBe(true);
  });

  it('DW-ROLE-02 DW-ROLE-03 DW-ROLE-30 DW-MACHINE-06 A-58 musicians, standard-bearers, Allies (Mercenaries among them), Familiars and machines take no role', () => {
    const rule = (over: Partial<ReturnType<typeof soldier>>) => {
      const r = role(veteran(over), 'medic');
      return r.ok ? null : r.error.rule;
    };
    expect(rule({})).toBeNull();
    expect([rule({ musician: true }), rule({ standardBearer: true })]).toEqual(['DW-ROLE-02', 'DW-ROLE-02']);
    expect([rule({ ally: true }), rule({ ally: true, mercenary: true })]).toEqual(['DW-ROLE-03', 'DW-ROLE-03']);
    // a Mercenary counted as the people of a Mercenary captain is no Ally, and may.
    expect(rule({ mercenary: true })).toBeNull();
    expect([rule({ familiarOf: 'cap' }), rule({ machine: 'mobile' })]).toEqual(['DW-ROLE-30', 'DW-ROLE-30']);
  });

  it('DW-ROLE-04 a Creature, or one risen from Creature, with DIS under 3 takes no role', () => {
    const dis2 = { ...soldier().original, DIS: 2 };
    const r = role(veteran({ rank: 'Creature', ranksHeld: ['Creature'], original: dis2 }), 'medic');
    expect(r.ok ? null : r.error.rule).toBe('DW-ROLE-04');
    const risen = role(
      veteran({ rank: 'LivingLegend', ranksHeld: ['Creature', 'LivingLegend'], original: dis2 }),
      'medic',
    );
    expect(risen.ok ? null : risen.error.rule).toBe('DW-ROLE-04');
    expect(role(veteran({ rank: 'Creature', ranksHeld: ['Creature'] }), 'medic').ok).toBe(true);
    // DIS 2 bars only the Creatures: a Veteran with DIS 2 may.
    expect(role(veteran({ original: dis2 }), 'medic').ok).toBe(true);
  });

  it('DW-COMPANY-09 DW-ROLE-09 A-32 an Irregular or Creature lieutenant adds nothing to the maximum strength, yet the role still brings 10 renown', () => {
    for (const rank of ['Irregular', 'Creature'] as const) {
      const c = companyOf([soldier({ id: 'cap', rank: 'Elite' }), soldier({ id: 'lt', rank, ranksHeld: [rank] })]);
      const after = unwrap(spendEP(c, content, 'lt', { kind: 'role', role: 'lieutenant' })).company;
      expect(after.soldiers.find((s) => s.id === 'lt')?.role, rank).toBe('lieutenant');
      expect(after.renown, rank).toBe(125 + 10);
      expect(maximumStrength(after, content), rank).toMatchObject({ base: 9, lieutenant: 0, total: 9 });
    }
  });

  it('DW-COMPANY-08 DW-ATTR-07 DW-ROLE-06 A-48 A-49 a Creature sits in the lowest tier for strength and artifacts, and at level 4 for prerequisites', () => {
    const creature = soldier({ id: 'cap', rank: 'Creature', ranksHeld: ['Creature'], champion: true });
    const elite = soldier({ id: 'cap', rank: 'Elite', ranksHeld: ['Elite'], champion: true });
    // Strength and artifacts: with Irregular (5 and 1), not with the level-4 Elite (9 and 2).
    expect(maximumStrength(companyOf([creature]), content).base).toBe(5);
    expect(maximumStrength(companyOf([elite]), content).base).toBe(9);
    expect([artifactCap(creature), artifactCap(elite)]).toEqual([1, 2]);
    // The alchemist asks for level 4: a Creature may, a Veteran (level 3) may not.
    expect(unwrap(role(veteran({ rank: 'Creature', ranksHeld: ['Creature'] }), 'alchemist'))).toBe(25);
    const veteranTries = role(veteran(), 'alchemist');
    expect(veteranTries.ok ? null : veteranTries.error.rule).toBe('DW-ROLE-06');
  });

  it('DW-ROLE-05 one secondary role, kept for good', () => {
    const r = role(veteran({ role: 'medic' }), 'quartermaster');
    expect(r.ok ? null : r.error.rule).toBe('DW-ROLE-05');
  });

  it('DW-ROLE-08 only the lieutenant leads on to captain; any other role stays as it is', () => {
    const medic = soldier({ id: 'med', rank: 'Veteran', role: 'medic' });
    const headless = companyOf([medic], { captain: null });
    const r = promoteLieutenant(headless);
    expect(r.ok ? null : r.error.rule).toBe('DW-CAPTAIN-08');
    const lt = soldier({ id: 'lt', rank: 'Veteran', role: 'lieutenant' });
    const c = unwrap(promoteLieutenant(companyOf([medic, lt], { captain: null }))).company;
    expect(c.captain).toBe('lt');
    expect(c.soldiers.map((x) => [x.id, x.role])).toEqual([
      ['med', 'medic'],
      ['lt', null],
    ]);
  });

  it('DW-ROLE-11 the captain cannot be his own lieutenant', () => {
    const cap = soldier({ id: 'cap', rank: 'Elite' });
    const r = roleEligibility(cap, 'lieutenant', companyOf([cap]));
    expect(r.ok ? null : r.error.rule).toBe('DW-ROLE-11');
  });

  it('DW-ROLE-07 lieutenant is unique, medic is not', () => {
    const lt = soldier({ id: 'lt', role: 'lieutenant' });
    expect(role(veteran(), 'lieutenant', [lt]).ok).toBe(false);
    expect(role(veteran(), 'medic', [soldier({ id: 'm', role: 'medic' })]).ok).toBe(true);
  });

  it('DW-ROLE-12 W-30 A-31 sergeants: at most floor(strength / 5) when named, the captain counted', () => {
    const nine = Array.from({ length: 10 }, (_, i) => soldier({ id: `x${i}` }));
    // Strength 12 (captain + candidate + 10): 2 sergeants allowed.
    const withOne = [...nine.slice(0, 9), soldier({ id: 'sg', role: 'sergeant' })];
    expect(role(veteran(), 'sergeant', withOne).ok).toBe(true);
    const withTwo = [
      ...nine.slice(0, 8),
      soldier({ id: 'sg', role: 'sergeant' }),
      soldier({ id: 'sg2', role: 'sergeant' }),
    ];
    const r = role(veteran(), 'sergeant', withTwo);
    expect(r.ok ? null : r.error.rule).toBe('DW-ROLE-12');
    // Strength 15 (three more soldiers): the third sergeant may be named.
    const fifteen = [...withTwo, soldier({ id: 'y1' }), soldier({ id: 'y2' }), soldier({ id: 'y3' })];
    expect(unwrap(role(veteran(), 'sergeant', fifteen))).toBe(10);
  });

  it('DW-ROLE-12 A-31 sergeants over the quota after losses keep their role and their +1 each', () => {
    // Strength 4 with two sergeants (the quota would now be 0): both still count.
    const c = companyOf([
      soldier({ id: 'cap', rank: 'Elite' }),
      soldier({ id: 'sg1', role: 'sergeant' }),
      soldier({ id: 'sg2', role: 'sergeant' }),
      soldier({ id: 'x' }),
    ]);
    expect(maximumStrength(c, content).total).toBe(9 + 2);
    expect(c.soldiers.filter((x) => x.role === 'sergeant')).toHaveLength(2);
  });

  it('DW-ROLE-21 only a faithful can be a priest', () => {
    expect(role(veteran(), 'priest').ok).toBe(false);
    expect(role(veteran({ type: 'faithful', original: { ...soldier().original, FAITH: 10 } }), 'priest').ok).toBe(true);
  });

  it('DW-ROLE-21 DW-EVOLVE-RANK-07 a faithful by his aura of faith, or by the Devout rank he added, may be a priest', () => {
    const refused = role(veteran(), 'priest');
    expect(refused.ok ? null : refused.error.rule).toBe('DW-ROLE-21');
    expect(unwrap(role(veteran({ original: { ...soldier().original, FAITH: 5 } }), 'priest'))).toBe(30);
    expect(unwrap(role(veteran({ mysticRank: 'Devout', ranksHeld: ['Veteran', 'Devout'] }), 'priest'))).toBe(30);
    // A magician's rank added makes no faithful.
    expect(role(veteran({ mysticRank: 'Initiate', ranksHeld: ['Veteran', 'Initiate'] }), 'priest').ok).toBe(false);
  });

  it('DW-ROLE-09 W-29 each role acquired adds its renown, even a second medic', () => {
    const a = soldier({ id: 'a', rank: 'Veteran' });
    const b = soldier({ id: 'b', rank: 'Veteran' });
    let c = companyOf([soldier({ id: 'cap', rank: 'Elite' }), a, b]);
    c = unwrap(spendEP(c, content, 'a', { kind: 'role', role: 'medic' })).company;
    expect(c.renown).toBe(130);
    c = unwrap(spendEP(c, content, 'b', { kind: 'role', role: 'medic' })).company;
    expect(c.renown).toBe(135);
  });

  it('DW-ROLE-11 DW-COMPANY-07 DW-COMPANY-09 W-03 an Elite captain with Leadership and a Veteran lieutenant: 9 + 2 + 1 = 12', () => {
    const cap = soldier({ id: 'cap', rank: 'Elite', abilities: [{ name: 'Leadership', value: 10, source: 'card' }] });
    const lt = soldier({ id: 'lt', rank: 'Veteran', role: 'lieutenant' });
    expect(maximumStrength(companyOf([cap, lt]), content)).toMatchObject({
      base: 9,
      lieutenant: 1,
      captainLeadership: 2,
      total: 12,
    });
  });

  it('DW-COMPANY-08 DW-COMPANY-09 captain base and lieutenant bonus by rank', () => {
    const total = (
      capRank: 'Irregular' | 'Regular' | 'Adept' | 'LivingLegend' | 'Virtuoso',
      ltRank: 'Irregular' | 'Adept' | 'Master' | 'Avatar' | null,
    ) => {
      const cap = soldier({ id: 'cap', rank: capRank });
      const lt = ltRank ? [soldier({ id: 'lt', rank: ltRank, role: 'lieutenant' })] : [];
      return maximumStrength(companyOf([cap, ...lt]), content).total;
    };
    expect(total('Irregular', null)).toBe(5);
    expect(total('Regular', 'Irregular')).toBe(7);
    expect(total('Adept', 'Adept')).toBe(13);
    expect(total('LivingLegend', 'Master')).toBe(17);
    expect(total('Virtuoso', 'Avatar')).toBe(20);
  });

  it("DW-COMPANY-07 DW-COMPANY-10 DW-COMPANY-11 DW-CAPTAIN-16 restricted Leadership gives no bonus; the scepter's does, and sergeants add one each", () => {
    const restricted = soldier({
      id: 'cap',
      rank: 'Elite',
      abilities: [{ name: 'Leadership', value: 10, source: 'card', restricted: true }],
    });
    expect(maximumStrength(companyOf([restricted]), content).total).toBe(9);
    const scepter = soldier({
      id: 'cap',
      rank: 'Elite',
      attributes: [{ id: 'scepter-of-authority', name: 'Scepter', kind: 'scepter', cost: 15 }],
    });
    expect(maximumStrength(companyOf([scepter]), content).total).toBe(11);
    const ltLead = soldier({
      id: 'lt',
      rank: 'Regular',
      role: 'lieutenant',
      abilities: [{ name: 'Leadership', value: 10, source: 'card' }],
    });
    const sergeant = soldier({ id: 'sg', role: 'sergeant' });
    expect(maximumStrength(companyOf([soldier({ id: 'cap', rank: 'Elite' }), ltLead, sergeant]), content).total).toBe(
      9 + 1 + 1 + 1,
    );
  });
});

describe('attributes', () => {
  it('DW-ATTR-07 DW-ATTR-08 W-17 artifact caps by rank, plus Artifact/X for a champion', () => {
    expect(artifactCap(soldier({ rank: 'Veteran' }))).toBe(1);
    expect(artifactCap(soldier({ rank: 'Elite' }))).toBe(2);
    expect(artifactCap(soldier({ rank: 'Master' }))).toBe(3);
    expect(artifactCap(soldier({ rank: 'Avatar' }))).toBe(4);
    expect(
      artifactCap(
        soldier({ rank: 'Elite', champion: true, abilities: [{ name: 'Artifact', value: 1, source: 'learned' }] }),
      ),
    ).toBe(3);
  });

  it('DW-ATTR-16 DW-CHAMPION-11 Familiars: Initiate 1, Adept 2, Master 3, Virtuoso 4; a champion warrior may have one', () => {
    const mage = (rank: 'Initiate' | 'Adept' | 'Master' | 'Virtuoso') =>
      familiarCap(soldier({ type: 'magician', rank }));
    expect([mage('Initiate'), mage('Adept'), mage('Master'), mage('Virtuoso')]).toEqual([1, 2, 3, 4]);
    expect(familiarCap(soldier({ champion: true }))).toBe(1);
    expect(familiarCap(soldier())).toBe(0);
  });
});

describe('experience earned in battle', () => {
  it('DW-MISSION-DURING-05 participation EP: 10, 8, 6, 4, then 2', () => {
    expect([0, 1, 2, 3, 4, 9].map(participationEP)).toEqual([10, 8, 6, 4, 2, 2]);
  });

  it('DW-MISSION-DURING-06 W-39 Power and divination: 1 + difficulty - value, never negative', () => {
    expect(mysticTestEP(4, 8)).toBe(5);
    expect(mysticTestEP(5, 4)).toBe(0);
    expect(mysticTestEP(6, 4)).toBe(0);
  });

  it("DW-MISSION-DURING-07 DW-MISSION-DURING-08 W-40 Aim: 3 + difficulty - AIM; a shot into one's own camp earns nothing", () => {
    expect(aimEP(3, 7)).toBe(7);
    expect(aimEP(5, 4)).toBe(2);
    expect(aimEP(7, 3)).toBe(0);
    expect(aimEP(3, 7, true)).toBe(0);
  });

  it('DW-MISSION-DURING-09 DW-MISSION-DURING-10 W-41 wounds 3/4/5/6 with +2 or -2 at a double value, inclusive', () => {
    expect(woundEP('light', 20, 20)).toBe(3);
    expect(woundEP('serious', 23, 46)).toBe(6);
    expect(woundEP('critical', 48, 15)).toBe(3);
    expect(woundEP('killed-outright', 20, 39)).toBe(6);
    expect(woundEP('killed-outright', 30, 15)).toBe(4);
  });

  it('DW-MISSION-DURING-11 W-42 a Serious Wound on a target already Critical kills him but earns 4, not 6', () => {
    expect(woundEP('serious', 20, 20)).toBe(4);
  });

  it('DW-MISSION-DURING-13 W-44 converted results count: a sacred double or a sword-axe Critical as KO (6), Ferocious Stunned as Light (3)', () => {
    expect(woundEP('killed-outright', 30, 30)).toBe(6);
    expect(woundEP('light', 30, 30)).toBe(3);
  });
});

describe('incantation', () => {
  it('DW-EVOLVE-RANK-08 A-08 the printed Incantation rows: paths open by rank; unknown peoples give no answer', () => {
    expect(pathAllowed('alahan', 'Initiate', 'Hermetism')).toBe(true);
    expect(pathAllowed('alahan', 'Initiate', 'Theurgy')).toBe(false);
    expect(pathAllowed('alahan', 'Adept', 'Theurgy')).toBe(true);
    expect(pathAllowed('akkylannie', 'Master', 'Tellurism')).toBe(true);
    expect(pathAllowed('sessairs', 'Adept', 'Fayery')).toBe(false);
    expect(INCANTATION['sessairs']?.elements.Initiate).toBe(4);
    expect(pathAllowed('bran-o-kor', 'Adept', 'Sorcery')).toBeNull();
  });
});
