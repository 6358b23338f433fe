import { describe, expect, it } from 'vitest';
import { SeededDice, unwrap, type GameEvent } from '@skirmish/core';
import { ATTRIBUTE_KINDS } from '../src/content/schema.ts';
import { companyValue } from '../src/company.ts';
import { addEP, buyAttribute, spendEP } from '../src/management.ts';
import type { Choice } from '../src/choices.ts';
import {
  keepGroup,
  company,
  editSoldier,
  companyOf,
  content,
  done,
  engine,
  goblinArchers,
  orcCompany,
  play,
  playAll,
  soldier,
  soldierNamed,
  start,
  drawReport,
  type M,
} from './helpers.ts';

/** Red (the book's orc company, Grash carrying a potion of resilience) against a goblin boss and four archers. */
function ready(): M {
  let m = orcCompany(start());
  m = play(m, 'red', done).match;
  const grash = soldierNamed(m, 'red', 'Grash').id;
  m = playAll(m, 'red', [{ kind: 'buy-attribute', attribute: 'potion-of-resilience', soldier: grash }, done]);
  m = goblinArchers(m);
  return play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
}

const groupOf = (
  m: M,
  seat: string,
  attributes: Array<{ soldier: string | null; attribute: string }> = [],
): Choice => ({
  kind: 'form-group',
  soldiers: company(m, seat).soldiers.map((s) => s.id),
  attributes,
  hires: [],
  explorers: [],
});

function toReport(m0: M): M {
  const grash = soldierNamed(m0, 'red', 'Grash').id;
  let m = play(m0, 'red', groupOf(m0, 'red', [{ soldier: grash, attribute: 'potion-of-resilience' }])).match;
  m = keepGroup(play(m, 'blue', groupOf(m, 'blue')).match);
  const b = m.state.battles[0];
  if (b?.step === 'compensate' && b.weaker)
    m = play(m, b.weaker, { kind: 'compensate', eventCards: 0, objects: [] }).match;
  m = play(m, 'red', { kind: 'finish-preparation', bonesetter: [], training: [] }).match;
  return play(m, 'blue', { kind: 'finish-preparation', bonesetter: [], training: [] }).match;
}

describe('what the players apply on the table, as the program records it', () => {
  it('DW-MISSION-DURING-21 W-45 a wound in battle is never permanent: a KO goes through recuperation and the profile stays whole', () => {
    const m = toReport(ready());
    const g1 = soldierNamed(m, 'blue', 'G1');
    // G1 was knocked out (say by Armripper): no medic, 2d6 = 1+2 reads Unharmed on the KO column.
    const r = play(
      m,
      'red',
      {
        kind: 'report',
        report: {
          results: { red: 'victory', blue: 'defeat' },
          retreat: null,
          deeds: [],
          wounds: [{ soldier: g1.id, state: 'killed-outright' }],
          structure: [],
          objectives: null,
          captures: [],
        },
      },
      [1, 2],
    );
    const after = soldierNamed(r.match, 'blue', 'G1');
    expect(after.aftereffect).toBe('none');
    expect(after.original).toEqual(g1.original);
    expect(after.bought).toEqual(g1.bought);
    expect(after.abilities).toEqual(g1.abilities);
  });

  it('DW-ATTR-14 W-47 a single-use attribute is whole again for every mission', () => {
    let m = toReport(ready());
    const grash = soldierNamed(m, 'red', 'Grash').id;
    m = play(m, 'red', {
      kind: 'report',
      report: drawReport(),
    }).match;
    // Used in the first battle, the potion is still Grash's.
    expect(soldierNamed(m, 'red', 'Grash').attributes.map((a) => a.id)).toEqual(['potion-of-resilience']);
    m = playAll(m, 'red', [done, done, done, done]);
    m = playAll(m, 'blue', [done, done, done]);
    // Blue's last step opens the second mission: red wins the mission roll (5 against 2).
    m = play(m, 'blue', done, [5, 2]).match;
    m = play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
    m = play(m, 'red', groupOf(m, 'red', [{ soldier: grash, attribute: 'potion-of-resilience' }])).match;
    expect(m.state.battles[0]?.groups.red?.attributes).toEqual([{ soldier: grash, attribute: 'potion-of-resilience' }]);
  });
});

describe('summary rules', () => {
  it('DW-ATTR-01 the attributes are artifacts, spells, miracles, immobile machines, liturgy, Familiars, treatments, nexuses and the scepter; each is paid in RP and adds no value', () => {
    expect([...ATTRIBUTE_KINDS].sort()).toEqual(
      [
        'artifact',
        'spell',
        'miracle',
        'immobile-machine',
        'liturgy',
        'familiar',
        'treatment',
        'nexus',
        'scepter',
      ].sort(),
    );
    let m = orcCompany(start());
    m = play(m, 'red', done).match;
    let c = company(m, 'red');
    const value = companyValue(c);
    const grash = soldierNamed(m, 'red', 'Grash').id;
    c = { ...c, resources: 500 };
    const bought = [
      ['potion-of-resilience', grash],
      ['mahata', grash],
      ['ballista', null],
      ['elemental-fountain', null],
    ] as const;
    for (const [attribute, bearer] of bought) {
      const before = c.resources;
      const cost = content.attributes.find((a) => a.id === attribute)?.cost ?? 0;
      c = unwrap(buyAttribute(c, content, attribute, bearer)).company;
      expect(c.resources, attribute).toBe(before - cost);
      expect(companyValue(c), attribute).toBe(value);
    }
  });

  it('DW-SOLDIER-18 a soldier evolves in rank, status, characteristics, abilities and role', () => {
    const s = soldier({ id: 'v', rank: 'Veteran', ep: { acquired: 90, used: 0, lost: 0 } });
    let c = companyOf([soldier({ id: 'cap', rank: 'Elite' }), s], { resources: 100 });
    const at = () => c.soldiers.find((x) => x.id === 'v');
    c = unwrap(spendEP(c, content, 'v', { kind: 'characteristic', characteristic: 'ATT' })).company;
    expect(at()?.bought.ATT).toBe(1);
    c = unwrap(spendEP(c, content, 'v', { kind: 'learn-ability', ability: 'Loyal' })).company;
    expect(at()?.abilities.map((a) => a.name)).toContain('Loyal');
    c = unwrap(spendEP(c, content, 'v', { kind: 'role', role: 'medic' })).company;
    expect(at()?.role).toBe('medic');
    // 110 more EP: past 100 (Special or Elite to choose) and 200 (champion).
    c = addEP(c, 'v', 110).company;
    expect(at()?.rankChoicePending).toBe(true);
    expect(at()?.champion).toBe(true);
  });

  it('DW-COMPANY-14 DW-COMPANY-15 resources go on the Ally bonus, attributes, hires, the bonesetter and training, and come from wages, premiums and the quartermaster', () => {
    // Formation: the goblin Ally's bonus (5), then the Mahata (12).
    let m = orcCompany(start());
    expect(company(m, 'red').resources).toBe(50 - 5);
    m = play(m, 'red', done).match;
    m = play(m, 'red', {
      kind: 'buy-attribute',
      attribute: 'mahata',
      soldier: soldierNamed(m, 'red', 'Grash').id,
    }).match;
    expect(company(m, 'red').resources).toBe(45 - 12);
    m = play(m, 'red', done).match;
    m = goblinArchers(m);
    // Assassination, red attacking (6 against 1).
    m = play(m, 'red', { kind: 'choose-mission', mission: 'assassination' }, [6, 1]).match;
    m = editSoldier(m, 'red', 'Jaws', (s) => ({ ...s, aftereffect: 'light' }));
    m = editSoldier(m, 'red', 'Snik', (s) => ({ ...s, role: 'quartermaster' }));
    const horn = soldierNamed(m, 'red', 'Horn').id;
    const jaws = soldierNamed(m, 'red', 'Jaws').id;
    const sheet = company(m, 'red')
      .soldiers.filter((s) => s.id !== horn)
      .map((s) => s.id);
    // A Kelt Mercenary hired for the mission: 9.
    m = play(m, 'red', {
      kind: 'form-group',
      soldiers: sheet,
      attributes: [],
      hires: ['kelt-warrior'],
      explorers: [],
    }).match;
    expect(company(m, 'red').resources).toBe(33 - 9);
    m = play(m, 'blue', groupOf(m, 'blue')).match;
    m = play(m, 'blue', { kind: 'compensate', eventCards: 0, objects: [] }).match;
    // The bonesetter for Jaws (3) and one EP of training for Horn at home (2).
    m = play(m, 'red', { kind: 'finish-preparation', bonesetter: [jaws], training: [{ soldier: horn, ep: 1 }] }).match;
    expect(company(m, 'red').resources).toBe(24 - 3 - 2);
    m = play(m, 'blue', { kind: 'finish-preparation', bonesetter: [], training: [] }).match;
    // A victory: wages 15, the Ambassador's premium 10, the quartermaster's 4 + 1 = 5 gives 10.
    const r = play(
      m,
      'red',
      {
        kind: 'report',
        report: {
          results: { red: 'victory', blue: 'defeat' },
          retreat: null,
          deeds: [],
          wounds: [],
          structure: [],
          objectives: { mission: 'assassination', fate: 'killed' },
          captures: [],
        },
      },
      [4],
    ).match;
    expect(company(r, 'red').resources).toBe(19 + 15 + 10 + 10);
  });

  it('in random campaigns, resources never move without an event that explains it', () => {
    const spending = new Set(['recruited', 'attribute-bought', 'group-formed', 'bonesetter', 'training', 'die']);
    const gaining = new Set(['wages', 'premium', 'die', 'group-lowered']);
    for (const [seed, campaign] of [
      [21, 'league'],
      [22, 'hang-em-high'],
      [23, 'hang-em-high'],
    ] as const) {
      const picker = SeededDice.fromSeed(seed);
      let m = unwrap(
        engine.start(seed, {
          companies: ['red', 'blue', 'green'].map((seat) => ({ seat, name: seat })),
          missions: 3,
          campaign,
        }),
      );
      for (let step = 0; step < 4000 && engine.outcome(m) === null; step++) {
        const d = engine.pending(m)[0];
        const seat = d?.seats[0];
        if (!seat) break;
        const legal = engine.legal(m, seat) as Choice[];
        const choice = legal[picker.pick(legal.length)];
        if (!choice) break;
        const before = Object.fromEntries(m.state.seats.map((s) => [s, m.state.companies[s]?.resources ?? 0]));
        const r = engine.submit(m, seat, choice);
        if (!r.ok) throw new Error(r.error.message);
        m = r.value.match;
        for (const s of m.state.seats) {
          const delta = (m.state.companies[s]?.resources ?? 0) - (before[s] ?? 0);
          const mine = r.value.events.filter((e: GameEvent) => e.seat === s || e.seat === undefined);
          const kinds = mine.map((e) => e.type);
          if (delta < 0) {
            const why = kinds.filter((k) => spending.has(k));
            const corruption = mine.some((e) => e.purpose === 'rumors' && e.rule === 'DW-CAMPAIGN-10');
            expect(
              why.length > 0 || corruption || choice.kind === 'buy-attribute',
              `${seed} ${s} ${choice.kind} -${-delta}`,
            ).toBe(true);
          }
          if (delta > 0) {
            const why = kinds.filter((k) => gaining.has(k));
            expect(why.length, `${seed} ${s} ${choice.kind} +${delta}`).toBeGreaterThan(0);
          }
        }
      }
    }
  });
});

describe('the scepter of authority', () => {
  it("DW-CAPTAIN-18 the scepter's Leadership cannot be improved; Leadership learned with EP can", () => {
    const tables = {
      ...content.tables,
      abilityImprovements: {
        ...content.tables.abilityImprovements,
        rows: { ...content.tables.abilityImprovements.rows, Leadership: { ep: 20, delta: 5, maxChange: 10 } },
      },
    };
    const withRow = { ...content, tables };
    const scepter = { id: 'scepter-of-authority', name: 'Scepter of authority', kind: 'scepter' as const, cost: 15 };
    const holder = soldier({ id: 'cap', rank: 'Elite', attributes: [scepter] });
    const c1 = companyOf([holder]);
    expect(spendEP(c1, withRow, 'cap', { kind: 'improve-ability', ability: 'Leadership' })).toMatchObject({
      ok: false,
      error: { rule: 'DW-EVOLVE-ABIL-04' },
    });
    const learned = soldier({
      id: 'cap',
      rank: 'Elite',
      attributes: [scepter],
      abilities: [{ name: 'Leadership', value: 10, source: 'learned' }],
    });
    const c2 = unwrap(
      spendEP(companyOf([learned]), withRow, 'cap', { kind: 'improve-ability', ability: 'Leadership' }),
    );
    expect(c2.company.soldiers[0]?.abilities.find((a) => a.name === 'Leadership')?.value).toBe(15);
  });
});
