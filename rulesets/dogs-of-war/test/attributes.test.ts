import { describe, expect, it } from 'vitest';
import { LoadedDice, unwrap } from '@skirmish/core';
import { actualStrength, companyValue, maximumStrength, type Company } from '../src/company.ts';
import {
  addEP,
  buyAttribute,
  dischargeCaptain,
  exclude,
  nameCaptain,
  recruit,
  removeSoldier,
} from '../src/management.ts';
import { roleEligibility } from '../src/experience.ts';
import { newCompany } from '../src/management.ts';
import type { DogsContent } from '../src/content/schema.ts';
import { companyOf, content, soldier } from './helpers.ts';

const buy = (c: Company, attr: string, who: string | null) => buyAttribute(c, content, attr, who);
const rule = (r: { ok: boolean; error?: { rule?: string } }) => (r.ok ? null : (r.error?.rule ?? null));

describe('attributes', () => {
  it('DW-ATTR-15 DW-ATTR-16 W-14 a Familiar of Fire for an Adept: 15 RP, value and strength unchanged, two at most', () => {
    const mage = soldier({ id: 'm', type: 'magician', rank: 'Adept', original: { ...soldier().original, POW: 6 } });
    let c = companyOf([soldier({ id: 'cap', rank: 'Elite' }), mage]);
    const value = companyValue(c);
    c = unwrap(buy(c, 'familiar-of-fire', 'm')).company;
    expect(c.resources).toBe(35);
    expect(companyValue(c)).toBe(value);
    expect(actualStrength(c)).toBe(2);
    expect(c.soldiers.filter((s) => s.familiarOf === 'm').map((s) => s.profile)).toEqual(['familiar-of-fire']);
    c = unwrap(buy(c, 'familiar-of-fire', 'm')).company;
    expect(rule(buy(c, 'familiar-of-fire', 'm'))).toBe('DW-ATTR-16');
  });

  it('DW-ATTR-09 a magician or a faithful learns any number of spells or miracles, whatever his rank', () => {
    const spell = content.attributes.find((a) => a.id === 'fireball');
    const miracle = content.attributes.find((a) => a.id === 'mahata');
    if (!spell || !miracle) throw new Error('sample');
    const many: DogsContent = {
      ...content,
      attributes: [
        ...content.attributes,
        ...[1, 2, 3, 4, 5, 6].map((i) => ({ ...spell, id: `spell-${i}`, name: `Spell ${i}`, cost: 5 })),
        ...[1, 2, 3, 4, 5, 6].map((i) => ({ ...miracle, id: `miracle-${i}`, name: `Miracle ${i}`, cost: 5 })),
      ],
    };
    const mage = soldier({ id: 'm', type: 'magician', rank: 'Initiate', original: { ...soldier().original, POW: 4 } });
    const priest = soldier({
      id: 'f',
      type: 'faithful',
      rank: 'Devout',
      original: { ...soldier().original, FAITH: 10 },
    });
    let c = companyOf([soldier({ id: 'cap', rank: 'Elite' }), mage, priest], { resources: 60 });
    for (const i of [1, 2, 3, 4, 5, 6]) {
      c = unwrap(buyAttribute(c, many, `spell-${i}`, 'm')).company;
      c = unwrap(buyAttribute(c, many, `miracle-${i}`, 'f')).company;
    }
    expect(c.soldiers.find((s) => s.id === 'm')?.attributes.filter((a) => a.kind === 'spell')).toHaveLength(6);
    expect(c.soldiers.find((s) => s.id === 'f')?.attributes.filter((a) => a.kind === 'miracle')).toHaveLength(6);
    expect(c.resources).toBe(0);
  });

  it('DW-ATTR-19 DW-EXCLUDE-03 DW-RECUP-09 a magician who leaves takes his Familiars with him', () => {
    const mage = soldier({ id: 'm', type: 'magician', rank: 'Initiate', original: { ...soldier().original, POW: 4 } });
    let c = companyOf([soldier({ id: 'cap', rank: 'Elite' }), mage]);
    c = unwrap(buy(c, 'familiar-of-fire', 'm')).company;
    expect(c.soldiers).toHaveLength(3);
    expect(removeSoldier(c, 'm').soldiers).toHaveLength(1);
    expect(unwrap(exclude(c, 'm')).company.soldiers).toHaveLength(1);
  });

  it('DW-ATTR-17 DW-CHAMPION-08 DW-CAPTAIN-20 a Familiar earns EP and may become champion, but takes no role, so never leads', () => {
    const mage = soldier({ id: 'm', type: 'magician', rank: 'Initiate', original: { ...soldier().original, POW: 4 } });
    const c = unwrap(buy(companyOf([soldier({ id: 'cap', rank: 'Elite' }), mage]), 'familiar-of-fire', 'm')).company;
    const famId = c.soldiers.find((s) => s.familiarOf === 'm')?.id ?? '';
    const grown = addEP(c, famId, 200).company.soldiers.find((s) => s.id === famId);
    expect(grown?.ep.acquired).toBe(200);
    expect(grown?.champion).toBe(true);
    if (!grown) throw new Error('familiar');
    expect(rule(roleEligibility({ ...grown, ep: { acquired: 300, used: 0, lost: 0 } }, 'lieutenant', c))).toBe(
      'DW-ROLE-30',
    );
  });

  it("DW-ATTR-06 DW-CHAMPION-03 only champions hold artifacts, within the rank's cap", () => {
    const plain = companyOf([soldier({ id: 'cap', rank: 'Veteran' })]);
    expect(rule(buy(plain, 'blade-of-valour', 'cap'))).toBe('DW-ATTR-06');
    let champ = companyOf([soldier({ id: 'cap', rank: 'Veteran', champion: true })], { resources: 100 });
    champ = unwrap(buy(champ, 'blade-of-valour', 'cap')).company;
    expect(rule(buy(champ, 'minor-rune-of-healing', 'cap'))).toBe('DW-ATTR-07');
  });

  it('DW-ATTR-03 an attribute goes only to a soldier able to use it', () => {
    const c = companyOf([soldier({ id: 'cap', rank: 'Elite' })]);
    expect(rule(buy(c, 'mahata', 'cap'))).toBe('DW-ATTR-03');
    expect(rule(buy(c, 'fireball', 'cap'))).toBe('DW-ATTR-03');
  });

  it('DW-ATTR-02 W-16 the Mahata costs 12 RP: 45 to 33, value unchanged', () => {
    const priest = soldier({
      id: 'cap',
      type: 'faithful',
      rank: 'Devout',
      original: { ...soldier().original, FAITH: 10 },
    });
    const c = companyOf([priest], { resources: 45 });
    const after = unwrap(buy(c, 'mahata', 'cap')).company;
    expect(after.resources).toBe(33);
    expect(companyValue(after)).toBe(companyValue(c));
  });

  it('DW-ATTR-05 DW-ATTR-11 DW-MACHINE-08 DW-NEXUS-35 machines and nexuses belong to the company, any number of them', () => {
    let c = companyOf([soldier({ id: 'cap', rank: 'Elite' })], { resources: 100 });
    expect(buy(c, 'ballista', 'cap').ok).toBe(false);
    c = unwrap(buy(c, 'ballista', null)).company;
    c = unwrap(buy(c, 'ballista', null)).company;
    c = unwrap(buy(c, 'elemental-fountain', null)).company;
    expect(c.assets.map((a) => a.kind)).toEqual(['immobile-machine', 'immobile-machine', 'nexus']);
    expect(c.resources).toBe(100 - 20 - 20 - 16);
  });

  it('DW-CAPTAIN-16 the scepter of authority: 15 RP, captain only, Leadership/10 that counts for strength', () => {
    let c = companyOf([soldier({ id: 'cap', rank: 'Elite' }), soldier({ id: 'x' })]);
    expect(rule(buy(c, 'scepter-of-authority', 'x'))).toBe('DW-CAPTAIN-16');
    c = unwrap(buy(c, 'scepter-of-authority', 'cap')).company;
    expect(c.resources).toBe(35);
    expect(maximumStrength(c, content).captainLeadership).toBe(2);
  });

  it('DW-CAPTAIN-11 DW-ATTR-25 on discharge the scepter passes to the new captain', () => {
    const cap = soldier({
      id: 'cap',
      rank: 'Elite',
      attributes: [{ id: 'scepter-of-authority', name: 'Scepter', kind: 'scepter', cost: 15 }],
    });
    const lt = soldier({ id: 'lt', rank: 'Veteran', role: 'lieutenant' });
    const r = unwrap(dischargeCaptain(companyOf([cap, lt]), content, new LoadedDice([4])));
    expect(r.company.captain).toBe('lt');
    expect(r.company.soldiers.find((s) => s.id === 'lt')?.attributes.map((a) => a.id)).toEqual([
      'scepter-of-authority',
    ]);
    expect(r.company.soldiers.find((s) => s.id === 'cap')?.attributes).toEqual([]);
    expect(maximumStrength(r.company, content)).toMatchObject({ base: 7, captainLeadership: 2 });
  });

  it('DW-CAPTAIN-05 DW-CHAMPION-10 DW-CAPTAIN-13 a discharged captain keeps champion status and may be excluded later', () => {
    const cap = soldier({ id: 'cap', rank: 'Elite', champion: true });
    const lt = soldier({ id: 'lt', rank: 'Veteran', role: 'lieutenant' });
    const c = unwrap(dischargeCaptain(companyOf([cap, lt]), content, new LoadedDice([5]))).company;
    expect(c.soldiers.find((s) => s.id === 'cap')?.champion).toBe(true);
    expect(c.soldiers.find((s) => s.id === 'lt')?.champion).toBe(false);
    // Still captain, he could not be; once discharged, the step that excludes him comes later.
    expect(rule(exclude(companyOf([cap, lt]), 'cap'))).toBe('DW-EXCLUDE-02');
    expect(unwrap(exclude(c, 'cap')).company.soldiers.map((s) => s.id)).toEqual(['lt']);
  });

  it('DW-EXCLUDE-05 an excluded soldier takes his attributes with him', () => {
    const rich = soldier({
      id: 'x',
      champion: true,
      attributes: [{ id: 'blade-of-valour', name: 'Blade', kind: 'artifact', cost: 8 }],
    });
    const c = companyOf([soldier({ id: 'cap', rank: 'Elite' }), rich], { renown: 20 });
    const after = unwrap(exclude(c, 'x')).company;
    expect(after.soldiers.flatMap((s) => s.attributes)).toEqual([]);
    expect(after.assets).toEqual([]);
  });
});

describe("recruits' cards", () => {
  const withProfile = (extra: DogsContent['profiles'][number]): DogsContent => ({
    ...content,
    profiles: [...content.profiles, extra],
  });
  const base = content.profiles.find((p) => p.id === 'orc-brute');
  if (!base) throw new Error('sample');

  it('DW-SOLDIER-14 DW-SOLDIER-15 Reinforcement becomes Survival Instinct; twice over, +1 to its rolls', () => {
    const c = withProfile({ ...base, id: 'reinforced', abilities: [{ name: 'Reinforcement' }] });
    let company = unwrap(nameCaptain(newCompany('red', 'R'), c, 'jackal-master-of-rites', 'Cap', [], null)).company;
    company = unwrap(recruit(company, c, 'reinforced', 'A', [], null, true)).company;
    expect(company.soldiers[1]?.abilities.map((a) => a.name)).toEqual(['Survival instinct']);
    const both = withProfile({
      ...base,
      id: 'both',
      abilities: [{ name: 'Reinforcement' }, { name: 'Survival instinct' }],
    });
    const c2 = unwrap(
      recruit(
        unwrap(nameCaptain(newCompany('red', 'R'), both, 'jackal-master-of-rites', 'Cap', [], null)).company,
        both,
        'both',
        'B',
        [],
        null,
        true,
      ),
    ).company;
    expect(c2.soldiers[1]?.abilities.map((a) => a.name)).toEqual(['Survival instinct', 'Survival instinct bonus']);
  });

  it("DW-SOLDIER-02 DW-RECRUIT-12 W-11 a recruit has his card's values and options taken at recruitment; no later option exists", () => {
    const c = unwrap(nameCaptain(newCompany('red', 'R'), content, 'paladin-of-alahan', 'Cap', [], null)).company;
    const archer = unwrap(recruit(c, content, 'archer-of-alahan', 'A', [], null, true)).company.soldiers[1];
    expect(archer?.original).toEqual(content.profiles.find((p) => p.id === 'archer-of-alahan')?.characteristics);
    expect(archer?.initialValue).toBe(12);
    const icquor = unwrap(recruit(c, content, 'archer-of-alahan', 'I', ['archer-of-icquor'], null, true)).company
      .soldiers[1];
    expect(icquor?.initialValue).toBe(15);
    // Once he is on the sheet, the option is nothing the company can buy.
    const later = unwrap(recruit(c, content, 'archer-of-alahan', 'A', [], null, true)).company;
    expect(
      buyAttribute({ ...later, resources: 100 }, content, 'archer-of-icquor', later.soldiers[1]?.id ?? null).ok,
    ).toBe(false);
  });

  it('DW-CHAMPION-02 DW-CAPTAIN-04 DW-CHAMPION-05 the founding captain is a champion with no Character abilities', () => {
    const c = unwrap(nameCaptain(newCompany('red', 'R'), content, 'orc-warlord', 'Cap', [], null)).company;
    expect(c.soldiers[0]?.champion).toBe(true);
    expect(c.soldiers[0]?.abilities.map((a) => a.name)).toEqual(['Leadership', 'Brutal']);
  });

  it('DW-RECRUIT-20 DW-RECRUIT-21 Familiars are never recruited; the Mechanical Familiar is a dwarf Irregular soldier', () => {
    const c = unwrap(nameCaptain(newCompany('red', 'R'), content, 'forge-guardian', 'Cap', [], null)).company;
    const mech = unwrap(recruit(c, content, 'mechanical-familiar', 'M', [], null, true)).company.soldiers[1];
    expect(mech?.rank).toBe('Irregular');
    expect(mech?.familiarOf).toBeNull();
    expect(recruit(c, content, 'familiar-of-fire', 'F', [], null, true).ok).toBe(false);
  });
});
