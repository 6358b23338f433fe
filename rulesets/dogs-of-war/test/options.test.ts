import { describe, expect, it } from 'vitest';
import { Engine, LoadedDice, unwrap } from '@skirmish/core';
import { dogsOfWarRuleset } from '../src/index.ts';
import { roleEligibility, abilityAcquisitionCost } from '../src/experience.ts';
import { becomeMystic, grantOption, nameCaptain, newCompany, recruit, spendEP } from '../src/management.ts';
import { devourerChainCount, devourerChains } from '../src/content/people.ts';
import { MATERIALS, materialSP, structureDamage } from '../src/aids.ts';
import type { DogsContent, Profile } from '../src/content/schema.ts';
import type { Choice } from '../src/choices.ts';
import {
  keepGroup,
  captainC,
  company,
  companyOf,
  content,
  done,
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
  it('DW-RECRUIT-13 W-12 equipment a recruit lends goes to another member before recruitment ends, or is lost', () => {
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
      const r = eng.submit(m, seat, c, new LoadedDice([]));
      if (!r.ok) return r.error;
      m = r.value.match;
      return null;
    };
    expect(submit('red', captainC('goblin-boss', 'Boss'))).toBeNull();
    expect(submit('red', recruitC('goblin-smith', 'Smith', ['spare-blade']))).toBeNull();
    const smithId = soldierNamed(m, 'red', 'Smith').id;
    const bossId = soldierNamed(m, 'red', 'Boss').id;
    expect(soldierNamed(m, 'red', 'Smith').initialValue).toBe(goblin.value + 2);
    expect(submit('red', { kind: 'grant-option', from: smithId, option: 'spare-blade', to: smithId })).toMatchObject({
      rule: 'DW-RECRUIT-13',
    });
    expect(submit('red', { kind: 'grant-option', from: smithId, option: 'spare-blade', to: bossId })).toBeNull();
    expect(company(m, 'red').grants).toEqual([{ from: smithId, option: 'spare-blade', to: bossId }]);
    expect(submit('red', recruitC('goblin-smith', 'Smith 2', ['spare-blade']))).toBeNull();
    const second = soldierNamed(m, 'red', 'Smith 2').id;
    const events = (() => {
      const r = eng.submit(m, 'red', done, new LoadedDice([]));
      if (!r.ok) throw new Error(r.error.message);
      m = r.value.match;
      return r.value.events;
    })();
    // The second smith's blade found nobody before the phase ended: it is lost.
    expect(events.find((e) => e.type === 'grant-lost')).toMatchObject({ from: second, rule: 'DW-RECRUIT-13' });
    expect(company(m, 'red').grants).toEqual([{ from: smithId, option: 'spare-blade', to: bossId }]);
    expect(grantOption(company(m, 'red'), withWarHorse, second, 'spare-blade', bossId).ok).toBe(false);
    // Once named, the beneficiary is final.
    expect(grantOption(company(m, 'red'), withWarHorse, smithId, 'spare-blade', smithId).ok).toBe(false);
  });

  it('the log names the lent equipment by its name, both when it is given and when it is lost', () => {
    const eng = unwrap(Engine.create(dogsOfWarRuleset, { content: withWarHorse }));
    const words = dogsOfWarRuleset.presenterFor?.(eng.content);
    let m = unwrap(
      eng.start(3, {
        companies: [
          { seat: 'red', name: 'Red' },
          { seat: 'blue', name: 'Blue' },
        ],
        missions: 2,
      }),
    );
    const events = (c: Choice) => {
      const r = eng.submit(m, 'red', c, new LoadedDice([]));
      if (!r.ok) throw new Error(r.error.message);
      m = r.value.match;
      return r.value.events;
    };
    events(captainC('goblin-boss', 'Boss'));
    events(recruitC('goblin-smith', 'Smith', ['spare-blade']));
    events(recruitC('goblin-smith', 'Smith 2', ['spare-blade']));
    const [from, to] = [soldierNamed(m, 'red', 'Smith').id, soldierNamed(m, 'red', 'Boss').id];
    const lent = events({ kind: 'grant-option', from, option: 'spare-blade', to }).find(
      (e) => e.type === 'option-granted',
    );
    const lost = events(done).find((e) => e.type === 'grant-lost');
    if (!lent || !lost) throw new Error('no lending in the log');
    expect(lent.text).toBe('Smith lends Spare blade to Boss');
    expect(lost.text).toBe('Nobody was named for Spare blade: it is lost');
    for (const e of [lent, lost]) {
      expect(words?.event(e, 'en')).toBe(e.text);
      expect(words?.event(e, 'hu')).toContain('Spare blade');
    }
  });

  it('DW-RECRUIT-15 DW-MISSION-PRE-37 free advantages are lent per mission, once the group is formed, to another fighter of it', () => {
    let m = playAll(start(2), 'red', [
      captainC('jackal-master-of-rites', 'Grash'),
      recruitC('jackal-warrior', 'Jaws'),
      done,
      done,
      done,
    ]);
    m = playAll(m, 'blue', [captainC('goblin-boss', 'Boss'), recruitC('goblin-warrior', 'Gob'), done, done]);
    // Blue's last step makes the mission roll: red wins it (5 against 2) and chooses Intrusion.
    m = play(m, 'blue', done, [5, 2]).match;
    m = play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
    const ids = (seat: string) => company(m, seat).soldiers.map((s) => s.id);
    const group = (seat: string): Choice => ({
      kind: 'form-group',
      soldiers: ids(seat),
      attributes: [],
      hires: [],
      explorers: [],
    });
    m = play(m, 'red', group('red')).match;
    m = keepGroup(play(m, 'blue', group('blue')).match);
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

  it("DW-EVOLVE-ABIL-07 the sample's orcish brontops rider rides a mount: War-horse is his to learn where the pack prices it, and not an orc brute's on foot", () => {
    let c = unwrap(nameCaptain(newCompany('red', 'R'), withWarHorse, 'orc-warlord', 'Gor', [], null)).company;
    c = unwrap(recruit(c, withWarHorse, 'orcish-brontops-rider', 'Thunder', [], null, true)).company;
    c = unwrap(recruit(c, withWarHorse, 'orc-brute', 'Brak', [], null, true)).company;
    c = { ...c, soldiers: c.soldiers.map((x) => ({ ...x, ep: { acquired: 50, used: 0, lost: 0 } })) };
    const id = (name: string) => c.soldiers.find((x) => x.name === name)?.id ?? '';
    const learn = { kind: 'learn-ability', ability: 'War-horse' } as const;
    const rider = unwrap(spendEP(c, withWarHorse, id('Thunder'), learn)).company;
    expect(rider.soldiers.find((x) => x.name === 'Thunder')?.abilities.map((a) => a.name)).toContain('War-horse');
    expect(spendEP(c, withWarHorse, id('Brak'), learn)).toMatchObject({
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
    expect(wyrm?.initialValue).toBe(31);
    expect(wyrm?.attributes).toEqual([]);
    expect(wyrm?.abilities.map((a) => a.name)).toContain('Chain of Cruelty');
    const adept = unwrap(
      recruit(
        c,
        content,
        'devourers-half-elf-adept',
        'Wyrm',
        ['chain-cruelty', 'chain-curses'],
        null,
        true,
        undefined,
        {
          element: 'darkness',
          path: 'Necromancy',
        },
      ),
    );
    expect(adept.company.soldiers.some((s) => s.name === 'Wyrm')).toBe(true);
  });
});

describe('house rules', () => {
  /** Three goblin companies in a hunt, red's boss a military advisor; green's last "done" opens day 1. */
  function day1(options: Record<string, unknown>, dice: number[]) {
    const eng = unwrap(Engine.create(dogsOfWarRuleset, { options }));
    let m = unwrap(
      eng.start(4, {
        companies: ['red', 'blue', 'green'].map((seat) => ({ seat, name: seat })),
        missions: 3,
        campaign: 'hang-em-high',
      }),
    );
    const steps: Array<[string, Choice]> = [];
    for (const seat of ['red', 'blue', 'green'])
      steps.push(
        [seat, captainC('goblin-boss', 'Boss')],
        [seat, recruitC('goblin-warrior', 'Gob')],
        [seat, recruitC('goblin-warrior', 'Gab')],
        [seat, done],
        [seat, done],
        [seat, done],
      );
    for (const [i, [seat, choice]] of steps.entries()) {
      if (i === steps.length - 1) break;
      if (seat === 'red' && i === 3)
        m = {
          ...m,
          state: {
            ...m.state,
            companies: {
              ...m.state.companies,
              red: {
                ...company(m, 'red'),
                soldiers: company(m, 'red').soldiers.map((s, k) =>
                  k === 0 ? { ...s, role: 'military-advisor' as const } : s,
                ),
              },
            },
          },
        };
      const r = eng.submit(m, seat, choice, new LoadedDice([]));
      if (!r.ok) throw new Error(r.error.message);
      m = r.value.match;
    }
    const r = eng.submit(m, 'green', done, new LoadedDice(dice));
    if (!r.ok) throw new Error(r.error.message);
    return r.value.events.find((e) => e.purpose === 'attribution');
  }

  it('DW-CAMPAIGN-04 option "strategist": by default a military advisor gives +1 on the attribution roll; "none" reads the book literally', () => {
    // Offers 6, 6; attribution red 5 (+1), blue 5, green 4.
    expect(day1({}, [6, 6, 5, 5, 4])?.rolls).toEqual([{ red: 6, blue: 5, green: 4 }]);
    // Without the +1, red and blue tie and roll again: 3 against 1.
    expect(day1({ strategist: 'none' }, [6, 6, 5, 5, 4, 3, 1])?.rolls).toEqual([
      { red: 5, blue: 5, green: 4 },
      { red: 3, blue: 1 },
    ]);
  });

  it('DW-MSN-DEST-05 A-33 option "destruction-extra-round": Destruction gets its extra round unless the table turns it off', () => {
    const rounds = (options: Record<string, unknown>) => {
      const eng = unwrap(Engine.create(dogsOfWarRuleset, { options }));
      let m = unwrap(
        eng.start(4, {
          companies: ['red', 'blue'].map((seat) => ({ seat, name: seat })),
          missions: 2,
        }),
      );
      const run = (seat: string, c: Choice, dice?: number[]) => {
        const r = eng.submit(m, seat, c, new LoadedDice(dice ?? []));
        if (!r.ok) throw new Error(r.error.message);
        m = r.value.match;
      };
      for (const seat of ['red', 'blue']) {
        run(seat, captainC('goblin-boss', 'Boss'));
        run(seat, recruitC('goblin-warrior', 'Gob'));
        run(seat, done);
        run(seat, done);
        if (seat === 'red') run(seat, done);
      }
      // Mission roll red 6, blue 1; the Attacker roll red 6, blue 1.
      run('blue', done, [6, 1]);
      run('red', { kind: 'choose-mission', mission: 'destruction' }, [6, 1]);
      for (const seat of ['red', 'blue'])
        run(seat, {
          kind: 'form-group',
          soldiers: company(m, seat).soldiers.map((s) => s.id),
          attributes: [],
          hires: [],
          explorers: [],
        });
      for (const seat of ['red', 'blue']) run(seat, { kind: 'finish-preparation', bonesetter: [], training: [] });
      return m.state.battles[0]?.rounds;
    };
    const base = rounds({ 'destruction-extra-round': false }) ?? 0;
    expect(rounds({})).toBe(base + 1);
  });

  // The options as a match holds them: what the web and the CLI pass on, read from the same list.
  const tableOptions = (given: Record<string, unknown>) =>
    unwrap(Engine.create(dogsOfWarRuleset, { options: given })).options;
  const packRows: Array<[number, number[]]> = [[6, [1, 2, 3, 3, 4]]];
  const printedRows = { ...content.tables, structureDamage: { ...content.tables.structureDamage, rows: packRows } };

  it('DW-STRUCT-02 A-05 option "structure-missing-rows" at "refuse" (the default): a row the text lost is refused', () => {
    for (const options of [tableOptions({}), tableOptions({ 'structure-missing-rows': 'refuse' })]) {
      expect(options['structure-missing-rows']).toBe('refuse');
      for (const die of [2, 3, 4, 5, 6]) {
        const r = structureDamage(6 + die, die, content.tables, options);
        expect(r.ok ? null : r.error).toMatchObject({ code: 'struct/rule-data-missing', rule: 'DW-STRUCT-02' });
      }
      // The printed cells stand: die 1 past the 4-5 row, and the 4-5 row itself.
      expect(unwrap(structureDamage(9, 1, content.tables, options))).toBe(1);
      expect(unwrap(structureDamage(5, 6, content.tables, options))).toBe(3);
      // A pack that supplies the row is read.
      expect(unwrap(structureDamage(7, 2, printedRows, options))).toBe(2);
    }
  });

  it('DW-STRUCT-02 A-05 option "structure-missing-rows" at "row-4-5": a difference of 6 or more reads the 4-5 row', () => {
    const options = tableOptions({ 'structure-missing-rows': 'row-4-5' });
    const read = (d: number) =>
      [1, 2, 3, 4, 5, 6].map((die) => unwrap(structureDamage(d, die, content.tables, options)));
    expect(read(6)).toEqual(read(4));
    expect(read(11)).toEqual([1, 1, 2, 2, 3, 3]);
    // A pack's own row still comes first.
    expect(unwrap(structureDamage(7, 2, printedRows, options))).toBe(2);
    // Only the listed values are taken.
    const bad = Engine.create(dogsOfWarRuleset, { options: { 'structure-missing-rows': 'row-6-7' } });
    expect(bad.ok ? null : bad.error).toMatchObject({ code: 'options/invalid', path: 'structure-missing-rows' });
  });

  const stone = MATERIALS['stone']?.spValue ?? 0;

  it('DW-BUILD-01 A-22 option "material-sp-rounding" at "product" (the default): stone 2.5 cm thick has ceil(3 x 2.5) = 8 SP', () => {
    for (const options of [tableOptions({}), tableOptions({ 'material-sp-rounding': 'product' })]) {
      expect(options['material-sp-rounding']).toBe('product');
      expect(materialSP(stone, 2.5, options)).toBe(8);
      expect(materialSP(stone, 2, options)).toBe(6);
    }
  });

  it('DW-BUILD-01 A-22 option "material-sp-rounding" at "thickness": stone 2.5 cm thick counts as 3 cm, 3 x 3 = 9 SP', () => {
    const options = tableOptions({ 'material-sp-rounding': 'thickness' });
    expect(materialSP(stone, 2.5, options)).toBe(9);
    // A whole thickness reads the same either way (W-56).
    expect(materialSP(stone, 2, options)).toBe(6);
  });
});
