/**
 * Rules that act on the table whose outcome reaches the program (the mission sheet before the
 * battle, the report after it), and the limits before a battle that the book sets on its own.
 */
import { describe, expect, it } from 'vitest';
import { LoadedDice, unwrap, type GameEvent } from '@skirmish/core';
import { readRecuperation } from '../src/afterbattle.ts';
import { tacticalDiscipline } from '../src/battle.ts';
import type { AfterActionReport, Choice } from '../src/choices.ts';
import type { DogsContent } from '../src/content/schema.ts';
import { aimEP } from '../src/experience.ts';
import { buyAttribute } from '../src/management.ts';
import { soldierValue } from '../src/company.ts';
import { violationText } from '../src/texts.ts';
import {
  company,
  companyOf,
  content,
  done,
  editCompany,
  engine,
  editSoldier,
  fieldAsset,
  goblinArchers,
  orcCompany,
  keepGroup,
  play,
  playAll,
  refuse,
  soldier,
  soldierNamed,
  start,
  drawReport,
  type M,
} from './helpers.ts';

/** Red (the book's orc company) and Blue (a goblin boss and four archers) at the mission's preparation, Intrusion. */
function chosen(): M {
  let m = orcCompany(start());
  m = playAll(m, 'red', [done, done]);
  m = goblinArchers(m);
  return play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
}

const everyone = (m: M, seat: string) => company(m, seat).soldiers.map((s) => s.id);
const formGroup = (soldiers: string[]): Choice => ({
  kind: 'form-group',
  soldiers,
  attributes: [],
  hires: [],
  explorers: [],
});
const finish: Choice = { kind: 'finish-preparation', bonesetter: [], training: [] };

/** Both groups formed (Blue spends no compensation) and prepared; the events of the preparation too. */
function prepared(m0: M, red?: string[], bonesetter: string[] = []): { m: M; events: readonly GameEvent[] } {
  let m = play(m0, 'red', formGroup(red ?? everyone(m0, 'red'))).match;
  m = keepGroup(play(m, 'blue', formGroup(everyone(m, 'blue'))).match);
  const weaker = m.state.battles[0]?.weaker;
  if (m.state.battles[0]?.step === 'compensate' && weaker)
    m = play(m, weaker, { kind: 'compensate', eventCards: 0, objects: [] }).match;
  const r = play(m, 'red', { kind: 'finish-preparation', bonesetter, training: [] });
  const b = play(r.match, 'blue', finish);
  return { m: b.match, events: [...r.events, ...b.events] };
}

const report = drawReport;

describe('outcomes of the battle that the program keeps', () => {
  it('DW-RETREAT-04 a side that retreats met none of its objectives: no mission bonus for its soldiers, the victor keeps his', () => {
    const { m } = prepared(chosen());
    const jaws = soldierNamed(m, 'red', 'Jaws').id;
    const g2 = soldierNamed(m, 'blue', 'G2').id;
    const retreat = report({ results: { red: 'defeat', blue: 'victory' }, retreat: 'red' });
    const refused = refuse(m, 'blue', {
      kind: 'report',
      report: { ...retreat, deeds: [{ kind: 'bonus', soldier: jaws, ep: 5 }] },
    });
    expect(refused).toEqual({ code: 'report/retreat-objectives', rule: 'DW-RETREAT-04' });
    // Without the retreat the same bonus stands.
    const held = play(m, 'blue', {
      kind: 'report',
      report: report({ deeds: [{ kind: 'bonus', soldier: jaws, ep: 5 }] }),
    }).match;
    expect(held.state.earned['red']?.[jaws]).toBe(10 + 5);
    // The victor's bonus stands after the retreat: the Intrusion's +5 to every fighter of the
    // victor, wherever he stands, so it is not reported a second time (DW-RETREAT-08).
    expect(
      refuse(m, 'blue', { kind: 'report', report: { ...retreat, deeds: [{ kind: 'bonus', soldier: g2, ep: 5 }] } }),
    ).toEqual({ code: 'report/bonus', rule: 'DW-RETREAT-08' });
    const after = play(m, 'blue', { kind: 'report', report: retreat }).match;
    expect(after.state.earned['blue']?.[g2]).toBe(10 + 5);
    expect(after.state.earned['red']?.[jaws]).toBe(10);
  });

  it('DW-MISSION-PRE-09 a soldier who begins the mission with a Serious aftereffect ends it Serious unless healed on the table', () => {
    const m0 = editSoldier(chosen(), 'red', 'Jaws', (s) => ({ ...s, aftereffect: 'serious' }));
    const { m, events } = prepared(m0);
    const jaws = soldierNamed(m, 'red', 'Jaws').id;
    const sheet = events.find((e) => e.type === 'starting-wounds');
    expect(sheet?.['rule']).toBe('DW-MISSION-PRE-09');
    expect(sheet?.['wounds']).toEqual({ [jaws]: 'serious' });
    // Nothing reported for him: he rolls recuperation from Serious (3 + 4).
    const kept = play(m, 'red', { kind: 'report', report: report() }, [3, 4]);
    const roll = kept.events.find((e) => e.type === 'recuperation' && e['soldier'] === jaws);
    expect(roll?.['wound']).toBe('serious');
    const expected = readRecuperation({ wound: 'serious', medic: false, convalescent: false }, 7).outcome;
    expect(roll?.['outcome']).toBe(expected);
    expect(soldierNamed(kept.match, 'red', 'Jaws').aftereffect).toBe(expected === 'unharmed' ? 'none' : expected);
    expect(kept.events.some((e) => e.type === 'starting-wound' && e['rule'] === 'DW-MISSION-PRE-09')).toBe(true);
    // Healed on the table: no roll, no aftereffect.
    const healed = play(m, 'red', { kind: 'report', report: report({ healed: [jaws] }) }, []);
    expect(healed.events.some((e) => e.type === 'recuperation')).toBe(false);
    expect(soldierNamed(healed.match, 'red', 'Jaws').aftereffect).toBe('none');
    // Only a soldier who began wounded can be healed, and not while reported wounded.
    const horn = soldierNamed(m, 'red', 'Horn').id;
    expect(refuse(m, 'red', { kind: 'report', report: report({ healed: [horn] }) }).rule).toBe('DW-MISSION-PRE-09');
    expect(
      refuse(m, 'red', {
        kind: 'report',
        report: report({ healed: [jaws], wounds: [{ soldier: jaws, state: 'critical' }] }),
      }).code,
    ).toBe('report/healed-and-wounded');
  });

  it('DW-MISSION-PRE-09 DW-MISSION-PRE-33 the starting wound is the one left after the bonesetter', () => {
    const m0 = editSoldier(chosen(), 'red', 'Jaws', (s) => ({ ...s, aftereffect: 'serious' }));
    const jaws = soldierNamed(m0, 'red', 'Jaws').id;
    const { m, events } = prepared(m0, undefined, [jaws]);
    expect(events.find((e) => e.type === 'starting-wounds')?.['wounds']).toEqual({ [jaws]: 'light' });
    // A Light wound is not written down: it heals with no roll.
    const r = play(m, 'red', { kind: 'report', report: report() }, []);
    expect(soldierNamed(r.match, 'red', 'Jaws').aftereffect).toBe('none');
  });

  it('DW-RECUP-14 an exploded boiler is mended after the battle with no roll; only a machine of the battle can have one', () => {
    const { m: m0 } = prepared(chosen());
    const home = editCompany(m0, 'red', (c) => ({
      ...c,
      assets: [
        ...c.assets,
        {
          id: 'red-engine',
          name: 'Steam bombard',
          kind: 'immobile-machine',
          cost: 20,
          structure: { max: 6, current: 6 },
          destroyed: false,
        },
      ],
    }));
    // Left at home, it fought nowhere: neither its boiler nor its SP can be reported.
    expect(refuse(home, 'red', { kind: 'report', report: report({ exploded: ['red-engine'] }) }).rule).toBe(
      'DW-RECUP-14',
    );
    const m = fieldAsset(home, 'red', 'red-engine');
    // The boiler alone: no die at all, the machine keeps its SP.
    const mended = play(m, 'red', { kind: 'report', report: report({ exploded: ['red-engine'] }) }, []);
    const e = mended.events.find((x) => x.type === 'boiler-repaired');
    expect(e?.['rule']).toBe('DW-RECUP-14');
    expect(e?.['machine']).toBe('red-engine');
    expect(mended.events.some((x) => x.type === 'machine-recuperation')).toBe(false);
    expect(company(mended.match, 'red').assets.find((a) => a.id === 'red-engine')?.structure).toEqual({
      max: 6,
      current: 6,
    });
    // With more than half its SP lost too, only the structure's own 2d6 is rolled (2 + 1: all back).
    const both = play(
      m,
      'red',
      { kind: 'report', report: report({ exploded: ['red-engine'], structure: [{ id: 'red-engine', lost: 4 }] }) },
      [2, 1],
    );
    expect(both.events.filter((x) => x.type === 'machine-recuperation')).toHaveLength(1);
    expect(company(both.match, 'red').assets.find((a) => a.id === 'red-engine')?.structure?.current).toBe(6);
    const jaws = soldierNamed(m, 'red', 'Jaws').id;
    expect(refuse(m, 'red', { kind: 'report', report: report({ exploded: [jaws] }) }).rule).toBe('DW-RECUP-14');
  });

  it("DW-RECUP-11 DW-RECUP-12 DW-RECUP-13 a company's machine: half its SP lost needs no roll; destroyed, a 12 loses it for good", () => {
    const { m: m0 } = prepared(chosen());
    const home = editCompany(m0, 'red', (c) => unwrap(buyAttribute(c, content, 'ballista', null)).company);
    const ballista = company(home, 'red').assets[0];
    expect(ballista?.structure).toEqual({ max: 6, current: 6 });
    const id = ballista?.id ?? '';
    const m = fieldAsset(home, 'red', id);
    const machineIn = (r: M) => company(r, 'red').assets.find((a) => a.id === id);
    // 3 of 6 lost is no more than half: no die is scripted, none is rolled, and it comes back whole.
    const half = play(m, 'red', { kind: 'report', report: report({ structure: [{ id, lost: 3 }] }) }, []);
    expect(half.events.some((e) => e.type === 'machine-recuperation')).toBe(false);
    expect(machineIn(half.match)?.structure).toEqual({ max: 6, current: 6 });
    // Destroyed (6 of 6): 5 + 4 = 9 gives back a quarter of the 6 lost, rounded up: 2 SP.
    const quarter = play(m, 'red', { kind: 'report', report: report({ structure: [{ id, lost: 6 }] }) }, [5, 4]);
    expect(machineIn(quarter.match)?.structure).toEqual({ max: 6, current: 2 });
    // Destroyed and 6 + 6: nothing comes back, and the ballista leaves the company's sheet.
    const gone = play(m, 'red', { kind: 'report', report: report({ structure: [{ id, lost: 6 }] }) }, [6, 6]);
    expect(machineIn(gone.match)).toBeUndefined();
    expect(gone.events.find((e) => e.type === 'machine-recuperation')?.['recovered']).toBe(0);
  });

  it('DW-MISSION-DURING-24 DW-MISSION-PRE-08 SP lost are reported only for a machine on a mission sheet: not one left at home, not a soldier without SP', () => {
    const { m: m0 } = prepared(chosen());
    const home = editCompany(m0, 'red', (c) => unwrap(buyAttribute(c, content, 'ballista', null)).company);
    const id = company(home, 'red').assets[0]?.id ?? '';
    const lost = (who: string) => ({ kind: 'report', report: report({ structure: [{ id: who, lost: 6 }] }) }) as const;
    // Bought, but not written on the mission sheet: it did not fight, so it lost nothing.
    expect(refuse(home, 'red', lost(id))).toEqual({
      code: 'report/unknown-machine',
      rule: 'DW-MISSION-DURING-24',
    });
    // Jaws is on the sheet but has no SP to lose.
    const jaws = soldierNamed(home, 'red', 'Jaws').id;
    expect(refuse(home, 'red', lost(jaws))).toEqual({
      code: 'report/unknown-machine',
      rule: 'DW-MISSION-DURING-24',
    });
    // On the sheet, the same report is taken: destroyed, 5 + 4 = 9 gives back a quarter of 6, so 2 SP.
    const fielded = fieldAsset(home, 'red', id);
    const r = play(fielded, 'red', lost(id), [5, 4]);
    expect(company(r.match, 'red').assets.find((a) => a.id === id)?.structure).toEqual({ max: 6, current: 2 });
  });

  it('DW-MISSION-DURING-24 a machine loses no more SP than it had when the battle began: a report of more is refused in both languages and changes nothing', () => {
    const { m: m0 } = prepared(chosen());
    const bought = editCompany(m0, 'red', (c) => unwrap(buyAttribute(c, content, 'ballista', null)).company);
    const id = company(bought, 'red').assets[0]?.id ?? '';
    // The ballista comes to this battle with 2 of its 6 SP, from an earlier one.
    const m = editCompany(fieldAsset(bought, 'red', id), 'red', (c) => ({
      ...c,
      assets: c.assets.map((a) => (a.id === id && a.structure ? { ...a, structure: { max: 6, current: 2 } } : a)),
    }));
    const lost = (n: number): Choice => ({ kind: 'report', report: report({ structure: [{ id, lost: n }] }) });
    const r = engine.submit(keepGroup(m), 'red', lost(3), new LoadedDice([]));
    if (r.ok) throw new Error('3 SP lost of 2 was taken');
    expect(r.error.code).toBe('report/structure-over');
    expect(violationText(r.error, 'en')).toBe('Ballista had 2 SP to lose, not 3');
    expect(violationText(r.error, 'hu')).toBe(
      'Ez nem szabályos: Balliszta a csata elején 2 SZP-vel bírt, ennél többet (3) nem veszíthetett',
    );
    expect(refuse(m, 'red', lost(6)).code).toBe('report/structure-over');
    // The refused reports changed nothing: the same battle takes the true one. The 2 SP it had are
    // all it can lose: destroyed, 5 + 4 = 9 gives back a quarter of 6 lost in all, 2 SP.
    const taken = play(m, 'red', lost(2), [5, 4]);
    expect(company(taken.match, 'red').assets.find((a) => a.id === id)?.structure).toEqual({ max: 6, current: 2 });
  });

  it("DW-RECUP-11 DW-RECUP-12 A-14 a company's machine damaged before counts that loss too: a little comes back whole, much rolls again", () => {
    const { m: m0 } = prepared(chosen());
    const bought = editCompany(m0, 'red', (c) => unwrap(buyAttribute(c, content, 'ballista', null)).company);
    const id = company(bought, 'red').assets[0]?.id ?? '';
    const at = (current: number) =>
      editCompany(fieldAsset(bought, 'red', id), 'red', (c) => ({
        ...c,
        assets: c.assets.map((a) => (a.id === id && a.structure ? { ...a, structure: { max: 6, current } } : a)),
      }));
    const machineIn = (r: M) => company(r, 'red').assets.find((a) => a.id === id);
    // At 5 of 6, one more lost: 2 in all, no more than half. No roll, and it starts the next mission whole.
    const light = play(at(5), 'red', { kind: 'report', report: report({ structure: [{ id, lost: 1 }] }) }, []);
    expect(light.events.some((e) => e.type === 'machine-recuperation')).toBe(false);
    expect(machineIn(light.match)?.structure).toEqual({ max: 6, current: 6 });
    // At 2 of 6 and untouched in this battle: 4 lost, beyond half. 3 + 3 = 6 gives back half of 4: 4 SP.
    const heavy = play(at(2), 'red', { kind: 'report', report: report({}) }, [3, 3]);
    expect(heavy.events.find((e) => e.type === 'machine-recuperation')).toMatchObject({ dice: [3, 3], recovered: 2 });
    expect(machineIn(heavy.match)?.structure).toEqual({ max: 6, current: 4 });
  });

  it("DW-MISSION-DURING-17 the EP of an immobile machine's hit go whole to every servant who worked it", () => {
    const { m } = prepared(chosen());
    const snik = soldierNamed(m, 'red', 'Snik').id;
    const horn = soldierNamed(m, 'red', 'Horn').id;
    const aim: AfterActionReport['deeds'][number] = { kind: 'aim', soldier: snik, aim: 3, difficulty: 6, crew: [horn] };
    const r = play(m, 'red', { kind: 'report', report: report({ deeds: [aim] }) }).match;
    const ep = aimEP(3, 6);
    expect(ep).toBe(6);
    expect(r.state.earned['red']?.[snik]).toBe(10 + ep);
    expect(r.state.earned['red']?.[horn]).toBe(10 + ep);
    const g1 = soldierNamed(m, 'blue', 'G1').id;
    expect(refuse(m, 'red', { kind: 'report', report: report({ deeds: [{ ...aim, crew: [g1] }] }) }).rule).toBe(
      'DW-MISSION-DURING-17',
    );
  });

  it('DW-MISSION-DURING-15 wounds dealt to a fighter who fights on after his elimination earn EP, a second Killed Outright too', () => {
    const m0 = chosen();
    const brute = soldierNamed(m0, 'red', 'Brute');
    const { m } = prepared(m0, [brute.id]);
    const g1 = soldierNamed(m, 'blue', 'G1').id;
    const g2 = soldierNamed(m, 'blue', 'G2').id;
    // Red fields the Brute alone. G1 takes him out (Killed Outright); fighting on to the end of the
    // round, as a Fierce fighter does, he is Killed Outright again by G2. Red has no second fighter
    // that blow could have fallen on: it is the eliminated one's, and it earns as any other.
    const ko = (soldier: string): AfterActionReport['deeds'][number] => ({
      kind: 'wound',
      soldier,
      result: 'killed-outright',
      targetValue: soldierValue(brute),
    });
    const r = play(
      m,
      'blue',
      {
        kind: 'report',
        report: report({
          results: { red: 'defeat', blue: 'victory' },
          deeds: [ko(g1), ko(g2)],
          wounds: [{ soldier: brute.id, state: 'killed-outright' }],
        }),
      },
      [3, 4],
    ).match;
    // Archers worth 10 against a brute worth 19: less than twice either way, so 6 for each Killed
    // Outright, beside the 10 of a first mission.
    expect([soldierValue(brute), soldierValue(soldierNamed(m, 'blue', 'G1'))]).toEqual([19, 10]);
    expect(r.state.earned['blue']?.[g1]).toBe(10 + 6);
    expect(r.state.earned['blue']?.[g2]).toBe(10 + 6);
  });
});

describe('machines and objects after the battle', () => {
  it('DW-MISSION-DURING-18 a mobile war machine on the sheet earns EP like any soldier: participation and its wounds', () => {
    const m0 = editCompany(chosen(), 'red', (c) => ({
      ...c,
      soldiers: [
        ...c.soldiers,
        soldier({
          id: 'red-engine',
          name: 'Engine',
          machine: 'mobile',
          structure: { max: 8, current: 8 },
          missions: 0,
        }),
      ],
    }));
    const sheet = ['Grash', 'Jaws'].map((n) => soldierNamed(m0, 'red', n).id);
    const { m } = prepared(m0, [...sheet, 'red-engine']);
    const wound: AfterActionReport['deeds'][number] = {
      kind: 'wound',
      soldier: 'red-engine',
      result: 'serious',
      targetValue: 20,
    };
    const r = play(m, 'red', { kind: 'report', report: report({ deeds: [wound] }) }).match;
    // A first mission (10) and a Serious Wound between equals (4).
    expect(r.state.earned['red']?.['red-engine']).toBe(10 + 4);
  });

  it('DW-MISSION-PRE-20 objects bought for a battle and left unused are gone after it: nothing carries over', () => {
    let m = play(chosen(), 'red', formGroup(everyone(chosen(), 'red'))).match;
    m = play(m, 'blue', formGroup(everyone(m, 'blue'))).match;
    const boss = soldierNamed(m, 'blue', 'Boss').id;
    m = play(m, 'blue', {
      kind: 'compensate',
      eventCards: 1,
      objects: [{ fighter: boss, object: 'amulet-of-strength' }],
    }).match;
    expect(m.state.battles[0]?.groups['blue']?.objects).toHaveLength(1);
    m = play(m, 'red', finish).match;
    m = play(m, 'blue', finish).match;
    const attributes = soldierNamed(m, 'blue', 'Boss').attributes;
    const after = play(m, 'red', { kind: 'report', report: report() }).match;
    // The battle and its objects are gone; the bearer holds what he held before.
    expect(after.state.battles.some((b) => b.id === m.state.battles[0]?.id)).toBe(false);
    expect(soldierNamed(after, 'blue', 'Boss').attributes).toEqual(attributes);
    expect(JSON.stringify(after.state.companies['blue'])).not.toContain('amulet-of-strength');
  });
});

describe('objects bought with compensation points', () => {
  it('DW-MISSION-PRE-32 the Gem of Abundance goes only to a magician, a soldier or a hire', () => {
    // G2 has become a magician (POW 4); Gidzzit, a goblin magician Character, is hired for the mission.
    let m = editSoldier(chosen(), 'blue', 'G2', (s) => ({
      ...s,
      type: 'magician',
      original: { ...s.original, POW: 4 },
    }));
    m = play(m, 'red', formGroup(everyone(m, 'red'))).match;
    const [boss, g1, g2] = ['Boss', 'G1', 'G2'].map((n) => soldierNamed(m, 'blue', n).id) as [string, string, string];
    m = play(m, 'blue', {
      kind: 'form-group',
      soldiers: [boss, g1, g2],
      attributes: [],
      hires: ['gidzzit-the-bell-ringer'],
      explorers: [],
    }).match;
    m = keepGroup(m);
    expect(m.state.battles[0]?.weaker).toBe('blue');
    const gems = (...bearers: string[]): Choice => ({
      kind: 'compensate',
      eventCards: 0,
      objects: bearers.map((fighter) => ({ fighter, object: 'gem-of-abundance' as const })),
    });
    expect(refuse(m, 'blue', gems(g1))).toEqual({ code: 'cp/magician-only', rule: 'DW-MISSION-PRE-32' });
    expect(refuse(m, 'blue', gems(boss))).toEqual({ code: 'cp/magician-only', rule: 'DW-MISSION-PRE-32' });
    // Any other object goes to anyone.
    expect(
      play(m, 'blue', { kind: 'compensate', eventCards: 0, objects: [{ fighter: g1, object: 'charm-of-precision' }] })
        .match.state.battles[0]?.groups['blue']?.objects,
    ).toEqual([{ fighter: g1, object: 'charm-of-precision' }]);
    const both = play(m, 'blue', gems(g2, 'gidzzit-the-bell-ringer')).match;
    expect(both.state.battles[0]?.groups['blue']?.objects.map((o) => o.fighter)).toEqual([
      g2,
      'gidzzit-the-bell-ringer',
    ]);
  });
});

describe('the mission sheet', () => {
  it('DW-MISSION-DURING-01 DW-MISSION-DURING-02 Tactical rolls use the captain, else the lieutenant, else a fighter of choice; -1 without a captain', () => {
    const cap = soldier({ id: 'cap', rank: 'Elite', original: { ...soldier().original, DIS: 5 } });
    const lt = soldier({
      id: 'lt',
      role: 'lieutenant',
      original: { ...soldier().original, DIS: 3 },
      bought: { DIS: 2 },
    });
    const other = soldier({ id: 'x', original: { ...soldier().original, DIS: 7 } });
    const c = companyOf([cap, lt, other], { captain: 'cap' });
    // The captain's DIS even with a higher one beside him.
    expect(tacticalDiscipline(c, ['cap', 'lt', 'x'])).toEqual({ by: 'captain', soldier: 'cap', dis: 5, modifier: 0 });
    expect(tacticalDiscipline(c, ['lt', 'x'])).toEqual({ by: 'lieutenant', soldier: 'lt', dis: 5, modifier: 0 });
    expect(tacticalDiscipline(c, ['x'])).toEqual({ by: 'choice', soldier: null, dis: null, modifier: 0 });
    const captainless = companyOf([lt, other], { captain: null });
    expect(tacticalDiscipline(captainless, ['lt', 'x'])).toEqual({
      by: 'lieutenant',
      soldier: 'lt',
      dis: 5,
      modifier: -1,
    });
  });

  it("DW-MISSION-DURING-01 the preparation's events name whose Discipline each company rolls with", () => {
    const { events } = prepared(chosen());
    const red = events.find((e) => e.type === 'tactical-discipline' && e['seat'] === 'red');
    expect(red?.['by']).toBe('captain');
    expect(red?.['dis']).toBe(tacticalDiscipline(company(chosen(), 'red'), everyone(chosen(), 'red')).dis);
    expect(events.some((e) => e.type === 'captainless')).toBe(false);
  });

  it('DW-ROLE-19 DW-MISSION-DURING-28 a tracker on the mission sheet gives +2 on the approach roll and one more pass', () => {
    const m0 = editSoldier(chosen(), 'red', 'Jaws', (s) => ({ ...s, role: 'tracker' }));
    const withTracker = prepared(m0).events.filter((e) => e.type === 'tracker');
    expect(withTracker).toHaveLength(1);
    expect(withTracker[0]?.['seat']).toBe('red');
    expect(withTracker[0]?.['bonus']).toBe(2);
    // Left at the camp, he helps nobody.
    const jaws = soldierNamed(m0, 'red', 'Jaws').id;
    const without = prepared(
      m0,
      everyone(m0, 'red').filter((id) => id !== jaws),
    ).events.filter((e) => e.type === 'tracker');
    expect(without).toHaveLength(0);
  });
});

describe('limits before the battle', () => {
  it('DW-ATTR-10 Morbid Division and We Are Legion may not be learned; other spells may', () => {
    const pack: DogsContent = {
      ...content,
      attributes: [
        ...content.attributes,
        { ...content.attributes.find((a) => a.id === 'fireball')!, id: 'morbid-division', name: 'Morbid Division' },
        { ...content.attributes.find((a) => a.id === 'fireball')!, id: 'legion', name: 'We are legion!' },
      ],
    };
    const mage = soldier({ id: 'm', type: 'magician', rank: 'Adept', original: { ...soldier().original, POW: 6 } });
    const c = companyOf([soldier({ id: 'cap', rank: 'Elite' }), mage]);
    for (const id of ['morbid-division', 'legion']) {
      const r = buyAttribute(c, pack, id, 'm');
      expect(r.ok ? null : r.error.rule, id).toBe('DW-ATTR-10');
    }
    expect(
      unwrap(buyAttribute(c, pack, 'fireball', 'm')).company.soldiers.find((s) => s.id === 'm')?.attributes,
    ).toHaveLength(1);
  });
});
