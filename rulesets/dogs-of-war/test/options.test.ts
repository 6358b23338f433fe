import { describe, expect, it } from 'vitest';
import { Engine, unwrap } from '@skirmish/core';
import { dogsOfWarRuleset } from '../src/index.ts';
import { roleEligibility, abilityAcquisitionCost } from '../src/experience.ts';
import { becomeMystic, grantOption, nameCaptain, newCompany, recruit, spendEP } from '../src/management.ts';
import { devourerChainCount, devourerChains } from '../src/content/people.ts';
import type { DogsContent, Profile } from '../src/content/schema.ts';
import type { Choice } from '../src/choices.ts';
import {
  captainC,
  company,
  companyOf,
  content,
  done,
  goblinCompany,
  play,
  playAll,
  recruitC,
  refuse,
  soldier,
  soldierNamed,
  start,
} from './helpers.ts';

const goblin = content.profiles.find((p) => p.id === 'goblin-warrior') as Profile;
const smith: Profile = {
  ...goblin,
  id: 'goblin-smith',
  name: 'Goblin smith',
  options: [{ id: 'spare-blade', name: 'Spare blade', ap: 2, benefitsAnother: true }],
};
const rider: Profile = { ...goblin, id: 'goblin-rider', name: 'Goblin rider', mounted: true };
const centaur: Profile = { ...goblin, id: 'goblin-centaur', name: 'Centaur', mounted: true, centaur: true };
const withWarHorse: DogsContent = {
  ...content,
  profiles: [...content.profiles, smith, rider, centaur],
  tables: {
    ...content.tables,
    abilityAcquisitions: {
      ...content.tables.abilityAcquisitions,
      rows: { ...content.tables.abilityAcquisitions.rows, 'War-horse': { minLevel: 1, access: ['All'], ep: 20 } },
    },
  },
};

describe('options given to another soldier', () => {
  it('DW-RECRUIT-13 equipment a recruit lends must go to another member before recruitment ends', () => {
    const eng = unwrap(Engine.create(dogsOfWarRuleset, { content: withWarHorse }));
    let m = unwrap(
      eng.start(3, {
        companies: [
          { seat: 'red', name: 'Red' },
          { seat: 'blue', name: 'Blue' },
        ],
        missions: 2,
      }),
    );
    const submit = (seat: string, c: Choice) => {
      const r = eng.submit(m, seat, c);
      if (!r.ok) return r.error;
      m = r.value.match;
      return null;
    };
    expect(submit('red', captainC('goblin-boss', 'Boss'))).toBeNull();
    expect(submit('red', recruitC('goblin-smith', 'Smith', ['spare-blade']))).toBeNull();
    const smithId = soldierNamed(m, 'red', 'Smith').id;
    const bossId = soldierNamed(m, 'red', 'Boss').id;
    expect(soldierNamed(m, 'red', 'Smith').initialValue).toBe(goblin.value + 2);
    // The formation's recruitment cannot end with the blade unassigned.
    expect(submit('red', done)).toMatchObject({ code: 'grant/pending', rule: 'DW-RECRUIT-13' });
    expect(submit('red', { kind: 'grant-option', from: smithId, option: 'spare-blade', to: smithId })).toMatchObject({
      rule: 'DW-RECRUIT-13',
    });
    expect(submit('red', { kind: 'grant-option', from: smithId, option: 'spare-blade', to: bossId })).toBeNull();
    expect(company(m, 'red').grants).toEqual([{ from: smithId, option: 'spare-blade', to: bossId }]);
    expect(submit('red', done)).toBeNull();
    // Once named, the beneficiary is final.
    const again = grantOption(company(m, 'red'), smithId, 'spare-blade', smithId);
    expect(again.ok).toBe(false);
  });

  it('DW-RECRUIT-15 DW-MISSION-PRE-37 free advantages are lent per mission, once the group is formed, to another fighter of it', () => {
    let m = playAll(start(2), 'red', [
      captainC('jackal-master-of-rites', 'Grash'),
      recruitC('jackal-warrior', 'Jaws'),
      done,
      done,
      done,
    ]);
    m = goblinCompany(m, 'blue');
    // The mission roll was made when blue finished; its winner chooses Intrusion.
    const d = m.state.battles[0];
    const chooser = d?.chooser ?? 'red';
    m = play(m, chooser, { kind: 'choose-mission', mission: 'intrusion' }).match;
    const ids = (seat: string) => company(m, seat).soldiers.map((s) => s.id);
    const group = (seat: string): Choice => ({
      kind: 'form-group',
      soldiers: ids(seat),
      attributes: [],
      hires: [],
      explorers: [],
    });
    m = play(m, 'red', group('red')).match;
    m = play(m, 'blue', group('blue')).match;
    const b = m.state.battles[0];
    if (b?.step === 'compensate' && b.weaker)
      m = play(m, b.weaker, { kind: 'compensate', eventCards: 0, objects: [] }).match;
    const grash = soldierNamed(m, 'red', 'Grash').id;
    const jaws = soldierNamed(m, 'red', 'Jaws').id;
    const lend = (from: string, to: string, n = 1): Choice => ({
      kind: 'finish-preparation',
      bonesetter: [],
      training: [],
      advantages: Array.from({ length: n }, () => ({ from, advantage: 'amulet-of-jackal', to })),
    });
    expect(refuse(m, 'red', lend(jaws, grash))).toEqual({ code: 'advantage/unknown', rule: 'DW-RECRUIT-15' });
    expect(refuse(m, 'red', lend(grash, grash))).toEqual({
      code: 'advantage/beneficiary',
      rule: 'DW-MISSION-PRE-37',
    });
    expect(refuse(m, 'red', lend(grash, jaws, 2))).toEqual({ code: 'advantage/count', rule: 'DW-RECRUIT-15' });
    const r = play(m, 'red', lend(grash, jaws));
    expect(r.events.find((e) => e.type === 'advantage-lent')).toMatchObject({ from: grash, to: jaws });
    expect(r.match.state.battles[0]?.groups.red?.advantages).toEqual([
      { from: grash, advantage: 'amulet-of-jackal', to: jaws },
    ]);
    // Not an attribute, and not kept on the sheet: the amulet is lent for this mission only.
    expect(soldierNamed(r.match, 'red', 'Jaws').attributes).toEqual([]);
  });
});

describe('rank and abilities', () => {
  it('DW-EVOLVE-RANK-07 a warrior turned mystic adds a mystic rank; roles read the higher one', () => {
    const warrior = soldier({ id: 'w', rank: 'Regular', ep: { acquired: 300, used: 0, lost: 0 } });
    const c = companyOf([soldier({ id: 'cap', rank: 'Veteran' }), warrior]);
    // A Regular (level 2) is too low for the medic (level 3).
    expect(roleEligibility(warrior, 'medic', c).ok).toBe(false);
    const mystic = unwrap(becomeMystic(c, 'w', 'magician')).company;
    const w = mystic.soldiers.find((s) => s.id === 'w');
    expect(w?.rank).toBe('Regular');
    expect(w?.mysticRank).toBe('Initiate');
    // Initiate is level 3: the higher of the two ranks now qualifies.
    expect(roleEligibility(w ?? warrior, 'medic', mystic).ok).toBe(true);
    // Raising the mystic rank leaves the warrior rank alone.
    const raised = unwrap(spendEP(mystic, content, 'w', { kind: 'mystic-rank' })).company;
    expect(raised.soldiers.find((s) => s.id === 'w')).toMatchObject({ rank: 'Regular', mysticRank: 'Adept' });
    expect(becomeMystic(mystic, 'w', 'faithful').ok).toBe(false);
  });

  it('DW-EVOLVE-ABIL-07 War-horse only for a fighter with a mount, never a centaur', () => {
    const s = soldier({ rank: 'Regular' });
    const tables = withWarHorse.tables;
    expect(abilityAcquisitionCost(s, 'War-horse', tables).ok).toBe(false);
    expect(abilityAcquisitionCost(s, 'War-horse', tables, { mounted: true, centaur: true })).toMatchObject({
      ok: false,
      error: { rule: 'DW-EVOLVE-ABIL-07' },
    });
    expect(abilityAcquisitionCost(s, 'War-horse', tables, { mounted: true, centaur: false })).toEqual({
      ok: true,
      value: 20,
    });
    // Through the company, the profile says who rides.
    let c = unwrap(nameCaptain(newCompany('red', 'R'), withWarHorse, 'goblin-boss', 'Boss', [], null)).company;
    c = unwrap(recruit(c, withWarHorse, 'goblin-rider', 'Rider', [], null, true)).company;
    c = unwrap(recruit(c, withWarHorse, 'goblin-centaur', 'Hoof', [], null, true)).company;
    const give = (name: string) => ({
      ...c,
      soldiers: c.soldiers.map((x) => (x.name === name ? { ...x, ep: { acquired: 50, used: 0, lost: 0 } } : x)),
    });
    const id = (name: string) => c.soldiers.find((x) => x.name === name)?.id ?? '';
    const learn = { kind: 'learn-ability', ability: 'War-horse' } as const;
    expect(spendEP(give('Rider'), withWarHorse, id('Rider'), learn).ok).toBe(true);
    expect(spendEP(give('Hoof'), withWarHorse, id('Hoof'), learn)).toMatchObject({
      ok: false,
      error: { rule: 'DW-EVOLVE-ABIL-07' },
    });
  });
});

describe('the Devourers of Vile-Tis', () => {
  it('DW-PEOPLE-19 free chains: one for Initiates and Devout, two for Adepts and Zealots, from the lists of their rank', () => {
    expect(devourerChainCount('Initiate')).toBe(1);
    expect(devourerChainCount('Zealot')).toBe(2);
    expect(devourerChains('Initiate')).toEqual(['Cruelty', 'Carnage', 'Enchantment']);
    expect(devourerChains('Adept')).toEqual(['Cruelty', 'Carnage', 'Affliction', 'Calamity', 'Enchantment', 'Curses']);
    expect(devourerChains('Devout')).toEqual(['Cruelty', 'Carnage', 'Perversity']);
    expect(devourerChains('Zealot')).toEqual(['Cruelty', 'Carnage', 'Affliction', 'Calamity', 'Perversity', 'Vice']);
    const initiate = content.profiles.find((p) => p.id === 'devourers-half-elf-initiate');
    const captainProfile = content.profiles.find((p) => p.people === 'vile-tis' && p.id === 'devourer-hunter');
    expect(initiate && captainProfile).toBeTruthy();
    let c = unwrap(nameCaptain(newCompany('red', 'R'), content, 'devourer-hunter', 'Fang', [], null)).company;
    c = { ...c, renown: 500 };
    const two = recruit(
      c,
      content,
      'devourers-half-elf-initiate',
      'Wyrm',
      ['chain-cruelty', 'chain-carnage'],
      null,
      true,
    );
    expect(two).toMatchObject({ ok: false, error: { rule: 'DW-PEOPLE-19' } });
    // Affliction is for Adepts and Zealots only: an Initiate has no such option.
    expect(recruit(c, content, 'devourers-half-elf-initiate', 'Wyrm', ['chain-affliction'], null, true).ok).toBe(false);
    const one = unwrap(recruit(c, content, 'devourers-half-elf-initiate', 'Wyrm', ['chain-cruelty'], null, true));
    const wyrm = one.company.soldiers.find((s) => s.name === 'Wyrm');
    // Free, and not an attribute.
    expect(wyrm?.initialValue).toBe(initiate?.value);
    expect(wyrm?.attributes).toEqual([]);
    expect(wyrm?.abilities.map((a) => a.name)).toContain('Chain of Cruelty');
    const adept = unwrap(
      recruit(c, content, 'devourers-half-elf-adept', 'Wyrm', ['chain-cruelty', 'chain-curses'], null, true),
    );
    expect(adept.company.soldiers.some((s) => s.name === 'Wyrm')).toBe(true);
  });
});
