import { describe, expect, it } from 'vitest';
import { LoadedDice, SeededDice, q, unwrap } from '@skirmish/core';
import { dogsOfWarBotKnowledge } from '../src/bot.ts';
import {
  machineRecovery,
  machineRecoveryDist,
  prospectorFind,
  quartermasterRP,
  readRecuperation,
  recuperationDist,
  rollRecuperation,
  renownDifference,
  renownGain,
  wages,
} from '../src/afterbattle.ts';
import { actualStrength, companyValue, maximumStrength, soldierValue, unusedEP } from '../src/company.ts';
import type { AfterActionReport, Choice } from '../src/choices.ts';
import { dischargeCaptain } from '../src/management.ts';
import {
  captainC,
  company,
  companyOf,
  content,
  done,
  editCompany,
  editSoldier,
  engine,
  goblinArchers,
  orcCompany,
  play,
  playAll,
  recruitC,
  refuse,
  soldier,
  soldierNamed,
  start,
  type M,
} from './helpers.ts';

const tables = content.tables;

/** Red (the book's orc company, 105) against Blue (a goblin boss and four goblin archers, 60), Intrusion. */
function toReport(): M {
  let m = orcCompany(start());
  m = playAll(m, 'red', [done, done]);
  m = goblinArchers(m);
  m = play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
  const red = company(m, 'red').soldiers.map((s) => s.id);
  const blue = company(m, 'blue').soldiers.map((s) => s.id);
  m = play(m, 'red', { kind: 'form-group', soldiers: red, attributes: [], hires: [], explorers: [] }).match;
  m = play(m, 'blue', { kind: 'form-group', soldiers: blue, attributes: [], hires: [], explorers: [] }).match;
  const boss = soldierNamed(m, 'blue', 'Boss').id;
  const g1 = soldierNamed(m, 'blue', 'G1').id;
  m = play(m, 'blue', {
    kind: 'compensate',
    eventCards: 1,
    objects: [
      { fighter: boss, object: 'amulet-of-strength' },
      { fighter: g1, object: 'fetish-of-preservation' },
    ],
  }).match;
  m = play(m, 'red', { kind: 'finish-preparation', bonesetter: [], training: [] }).match;
  m = play(m, 'blue', { kind: 'finish-preparation', bonesetter: [], training: [] }).match;
  return m;
}

/** Red (the book's orc company) and Blue (a goblin boss and four archers) at the forming of their groups for an Intrusion. */
function toGroups(): M {
  let m = orcCompany(start());
  m = playAll(m, 'red', [done, done]);
  m = goblinArchers(m);
  return play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
}

function redWins(m: M): AfterActionReport {
  return {
    results: { red: 'victory', blue: 'defeat' },
    retreat: null,
    deeds: [
      { kind: 'wound', soldier: soldierNamed(m, 'red', 'Jaws').id, result: 'killed-outright', targetValue: 8 },
      { kind: 'divination', soldier: soldierNamed(m, 'red', 'Grash').id, value: 5, difficulty: 7 },
    ],
    wounds: [
      { soldier: soldierNamed(m, 'blue', 'G1').id, state: 'killed-outright' },
      { soldier: soldierNamed(m, 'blue', 'G2').id, state: 'critical' },
    ],
    structure: [],
    objectives: { mission: 'intrusion', held: { red: { own: 1, enemy: 1 }, blue: { own: 0, enemy: 1 } } },
    captures: [],
  };
}

describe('a whole mission through the engine', () => {
  it('DW-MISSION-PRE-01 DW-MISSION-PRE-03 A-23 the higher mission roll chooses, a tie rolls again; Intrusion has no Attacker roll', () => {
    let m = orcCompany(start());
    m = playAll(m, 'red', [done, done]);
    m = playAll(m, 'blue', [captainC('goblin-boss', 'Boss'), recruitC('goblin-warrior', 'G1'), done, done]);
    // A tie is rolled again: 3-3, then 2-6.
    const r = play(m, 'blue', done, [3, 3, 2, 6]);
    expect(r.match.state.battles[0]?.chooser).toBe('blue');
    expect(refuse(r.match, 'red', { kind: 'choose-mission', mission: 'raid' }).code).toBe('phase/not-your-decision');
    const chosen = play(r.match, 'blue', { kind: 'choose-mission', mission: 'raid' }, [1, 4]);
    expect(chosen.match.state.battles[0]?.attacker).toBe('blue');
    expect(chosen.match.state.battles[0]?.mission).toBe('raid');
  });

  it('DW-MISSION-PRE-18 DW-MISSION-PRE-19 DW-MISSION-PRE-21 the weaker group gets the difference in CP and buys objects at 10', () => {
    const m = toReport();
    const b = m.state.battles[0];
    expect(b?.cp).toBe(45);
    expect(b?.weaker).toBe('blue');
    expect(b?.groups['blue']?.cpUsed).toBe(40);
    // Average (105 + 60) / 2 = 82.5: three rounds.
    expect(b?.rounds).toBe(3);
  });

  it('DW-AFTER-01 DW-AFTER-02 DW-AFTER-03 DW-AFTER-04 DW-AFTER-06 phase 1: D = 45 - 40 = 5; the winner reads +5 (20), the loser -5 (10)', () => {
    const m = toReport();
    const r = play(m, 'red', { kind: 'report', report: redWins(m) }, [6, 6, 3, 4]);
    const red = company(r.match, 'red');
    const blue = company(r.match, 'blue');
    expect(red.renown).toBe(145);
    expect(red.resources).toBe(45 + 15);
    expect(blue.renown).toBe(135);
    expect(blue.resources).toBe(50 + 5);
    const phases = r.events.map((e) => e.type);
    expect(phases.indexOf('renown')).toBeLessThan(phases.indexOf('recuperation'));
  });

  it('the log says how much weaker or stronger each group fought and how it fared', () => {
    const m = toReport();
    const r = play(m, 'red', { kind: 'report', report: redWins(m) }, [6, 6, 3, 4]);
    const presenter = engine.ruleset.presenter!;
    const lines = (l: 'en' | 'hu') => r.events.filter((e) => e.type === 'renown').map((e) => presenter.event(e, l));
    expect(lines('en')).toEqual([
      'Red won with a group 5 points stronger: renown +20',
      'Blue lost with a group 5 points weaker: renown +10',
    ]);
    expect(lines('hu')).toEqual([
      'Red 5 ponttal erősebb csoporttal győzött: +20 hírnév',
      'Blue 5 ponttal gyengébb csoporttal vereséget szenvedett: +10 hírnév',
    ]);
  });

  it('a report offered in the list names the wounded and how badly each is hurt', () => {
    const m = toReport();
    const presenter = engine.ruleset.presenter!;
    const choice: Choice = { kind: 'report', report: redWins(m) };
    expect(presenter.choice(choice, m.state, 'en')).toBe(
      'Report: Red victory, Blue defeat; deeds: Jaws (Red): a wound dealt to a fighter of value 8 (killed outright), Grash (Red): a miracle called: 5 against difficulty 7; wounds: G1 (Blue): killed outright, G2 (Blue): critical',
    );
    expect(presenter.choice(choice, m.state, 'hu')).toBe(
      'Jelentés: Red győzelem, Blue vereség; tettek: Jaws (Red): seb egy 8 értékű harcoson (kiütve), Grash (Red): kért csoda: 5, nehézség 7; sebek: G1 (Blue): kiütve, G2 (Blue): kritikus',
    );
    const unhurt: Choice = { kind: 'report', report: { ...redWins(m), deeds: [redWins(m).deeds[0]!], wounds: [] } };
    expect(presenter.choice(unhurt, m.state, 'en')).toBe(
      'Report: Red victory, Blue defeat; deeds: Jaws (Red): a wound dealt to a fighter of value 8 (killed outright); no wounds',
    );
    expect(presenter.choice(unhurt, m.state, 'hu')).toBe(
      'Jelentés: Red győzelem, Blue vereség; tettek: Jaws (Red): seb egy 8 értékű harcoson (kiütve); nincs seb',
    );
  });

  it('DW-COMPANY-19 DW-SOLDIER-09 statistics and missions carried out are counted', () => {
    const m = toReport();
    const r = play(m, 'red', { kind: 'report', report: redWins(m) }, [6, 6, 3, 4]).match;
    expect(company(r, 'red').stats).toEqual({ missions: 1, victories: 1, draws: 0, defeats: 0 });
    expect(company(r, 'blue').stats.defeats).toBe(1);
    expect(soldierNamed(r, 'red', 'Jaws').missions).toBe(1);
    expect(r.state.history).toHaveLength(1);
  });

  it('DW-RECUP-01 DW-RECUP-02 DW-RECUP-08 DW-RECUP-09 a KO rolls 12 and dies; a Critical rolls 7 and keeps a Light aftereffect', () => {
    const m = toReport();
    const before = company(m, 'blue').soldiers.length;
    const r = play(m, 'red', { kind: 'report', report: redWins(m) }, [6, 6, 3, 4]);
    const blue = company(r.match, 'blue');
    expect(blue.soldiers).toHaveLength(before - 1);
    expect(blue.soldiers.some((s) => s.name === 'G1')).toBe(false);
    expect(soldierNamed(r.match, 'blue', 'G2').aftereffect).toBe('light');
    expect(r.events.filter((e) => e.type === 'recuperation').map((e) => e['outcome'])).toEqual(['dead', 'light']);
  });

  it('DW-RECUP-09 the dead leave their company, and the mission record keeps their names beside their ids', () => {
    const m = toReport();
    const g1 = soldierNamed(m, 'blue', 'G1').id;
    const r = play(m, 'red', { kind: 'report', report: redWins(m) }, [6, 6, 3, 4]).match;
    const record = r.state.history[0];
    expect(record?.deaths).toEqual({ red: [], blue: [g1] });
    expect(record?.deadNames).toEqual({ [g1]: 'G1' });
    expect(engine.rules.invariants?.(r.state)).toEqual([]);
  });

  it('DW-MSN-INTR-05 DW-MSN-GEN-01 a report whose objectives give another result is refused', () => {
    const m = toReport();
    const wrong = {
      ...redWins(m),
      objectives: { mission: 'intrusion' as const, held: { red: { own: 0, enemy: 0 }, blue: { own: 1, enemy: 0 } } },
    };
    expect(refuse(m, 'red', { kind: 'report', report: wrong }).code).toBe('report/result-mismatch');
  });

  it('DW-RETREAT-03 DW-RETREAT-05 DW-RETREAT-06 DW-EP-10 a retreating company loses, gains nothing, and keeps its EP', () => {
    const m = toReport();
    const report: AfterActionReport = {
      results: { red: 'defeat', blue: 'victory' },
      retreat: 'red',
      deeds: [{ kind: 'wound', soldier: soldierNamed(m, 'red', 'Jaws').id, result: 'light', targetValue: 8 }],
      wounds: [],
      structure: [],
      objectives: null,
      captures: [],
    };
    const bad = { ...report, results: { red: 'victory' as const, blue: 'defeat' as const } };
    expect(refuse(m, 'red', { kind: 'report', report: bad }).rule).toBe('DW-RETREAT-03');
    const r = play(m, 'blue', { kind: 'report', report }).match;
    expect(company(r, 'red').renown).toBe(125);
    expect(company(r, 'red').resources).toBe(45);
    expect(company(r, 'red').stats.defeats).toBe(1);
    expect(company(r, 'blue').resources).toBe(50 + 15);
    expect(r.state.earned['red']?.[soldierNamed(r, 'red', 'Jaws').id]).toBe(10 + 1);
    // The other side keeps what it earned too: participation, and the Intrusion's +5 for the victor of a retreat.
    expect(r.state.earned['blue']?.[soldierNamed(r, 'blue', 'Boss').id]).toBe(10 + 5);
  });

  it('DW-RETREAT-01 either player may call Retreat!, the stronger as the weaker; the record keeps who did', () => {
    const m = toReport();
    const retreat = (seat: string): AfterActionReport => ({
      results: seat === 'red' ? { red: 'defeat', blue: 'victory' } : { red: 'victory', blue: 'defeat' },
      retreat: seat,
      deeds: [],
      wounds: [],
      structure: [],
      objectives: null,
      captures: [],
    });
    for (const [seat, winner] of [
      ['red', 'blue'],
      ['blue', 'red'],
    ] as const) {
      // Either player may send the report of his own retreat or of the other's.
      for (const sender of ['red', 'blue']) {
        const r = play(m, sender, { kind: 'report', report: retreat(seat) }).match;
        expect(r.state.history.at(-1)).toMatchObject({
          retreat: seat,
          results: { [seat]: 'defeat', [winner]: 'victory' },
        });
      }
    }
    // Only a side of this battle can retreat from it.
    expect(refuse(m, 'red', { kind: 'report', report: { ...retreat('red'), retreat: 'green' } }).code).toBe(
      'report/unknown-seat',
    );
  });

  it('DW-EP-04 DW-AFTER-14 DW-MISSION-DURING-09 DW-MISSION-DURING-10 EP are added in phase 5; ranks follow', () => {
    const m = toReport();
    let r = play(m, 'red', { kind: 'report', report: redWins(m) }, [6, 6, 3, 4]).match;
    const jaws = soldierNamed(r, 'red', 'Jaws');
    expect(r.state.earned['red']?.[jaws.id]).toBe(10 + 4);
    expect(soldierNamed(r, 'red', 'Jaws').ep.acquired).toBe(19);
    r = play(r, 'red', done).match;
    const entering = play(r, 'red', done);
    expect(soldierNamed(entering.match, 'red', 'Jaws').ep.acquired).toBe(33);
    expect(soldierNamed(entering.match, 'red', 'Grash').ep.acquired).toBe(30 + 10 + 3);
    // The orc brute had 23 EP: 33 makes him Regular at once.
    expect(soldierNamed(entering.match, 'red', 'Brute').rank).toBe('Regular');
    expect(entering.events.some((e) => e.type === 'rank-up')).toBe(true);
  });

  it('DW-EVOLVE-RANK-01 A-15 past 100 EP in phase 5 the player must pick Special or Elite, and the pick still rises to Living Legend at 200', () => {
    // The brute is stated a Veteran with 195 EP; his first mission gives him 10 more: 205.
    let m = editSoldier(toReport(), 'red', 'Brute', (s) => ({
      ...s,
      rank: 'Veteran',
      ranksHeld: ['Irregular', 'Regular', 'Veteran'],
      ep: { ...s.ep, acquired: 195 },
    }));
    m = play(m, 'red', { kind: 'report', report: redWins(m) }, [6, 6, 3, 4]).match;
    m = playAll(m, 'red', [done, done]);
    expect(m.state.stages['red']).toEqual({ kind: 'after', step: 'experience' });
    const brute = soldierNamed(m, 'red', 'Brute');
    expect(brute.ep.acquired).toBe(205);
    // The 100 threshold waits on the player: no rank yet, and the 200 one waits behind it.
    expect(brute.rank).toBe('Veteran');
    expect(brute.rankChoicePending).toBe(true);
    // The only choices offered are the two ranks; the phase cannot end before one is taken.
    expect(engine.legal(m, 'red')).toEqual([
      { kind: 'choose-rank', soldier: brute.id, rank: 'Special' },
      { kind: 'choose-rank', soldier: brute.id, rank: 'Elite' },
    ]);
    expect(refuse(m, 'red', done)).toEqual({ code: 'ep/rank-choice-pending', rule: 'DW-EVOLVE-RANK-01' });
    const chosen = play(m, 'red', { kind: 'choose-rank', soldier: brute.id, rank: 'Elite' });
    const after = soldierNamed(chosen.match, 'red', 'Brute');
    // Elite is held on the way (what Elite-only abilities look at), then 205 EP make him Living Legend.
    expect(after.ranksHeld).toEqual(['Irregular', 'Regular', 'Veteran', 'Elite', 'LivingLegend']);
    expect(after.rank).toBe('LivingLegend');
    expect(after.rankChoicePending).toBe(false);
    expect(chosen.events.filter((e) => e.type === 'rank-up').map((e) => e['rank'])).toEqual(['Elite', 'LivingLegend']);
    // Nothing is asked twice: the phase may now end.
    expect(refuse(chosen.match, 'red', { kind: 'choose-rank', soldier: brute.id, rank: 'Special' }).code).toBe(
      'ep/no-rank-choice',
    );
    expect(play(chosen.match, 'red', done).match.state.stages['red']).toEqual({ kind: 'after', step: 'attributes' });
  });

  it('DW-AFTER-12 DW-RECRUIT-17 W-48 after the battle the company recruits within renown - value', () => {
    const m = toReport();
    let r = play(m, 'red', { kind: 'report', report: redWins(m) }, [6, 6, 3, 4]).match;
    r = play(r, 'red', done).match;
    expect(r.state.stages['red']).toEqual({ kind: 'after', step: 'recruitment' });
    const margin = company(r, 'red').renown - companyValue(company(r, 'red'));
    expect(margin).toBe(40);
    r = play(r, 'red', recruitC('jackal-warrior', 'Fang')).match;
    expect(companyValue(company(r, 'red'))).toBe(105 + 23);
  });

  it('DW-EXCLUDE-01 DW-EXCLUDE-02 DW-AFTER-11 the player may dismiss soldiers in phase 3, never the captain', () => {
    const m = toReport();
    const r = play(m, 'red', { kind: 'report', report: redWins(m) }, [6, 6, 3, 4]).match;
    expect(refuse(r, 'red', { kind: 'exclude', soldier: soldierNamed(r, 'red', 'Grash').id }).rule).toBe(
      'DW-EXCLUDE-02',
    );
    let after = play(r, 'red', { kind: 'exclude', soldier: soldierNamed(r, 'red', 'Snik').id }).match;
    after = play(after, 'red', { kind: 'exclude', soldier: soldierNamed(after, 'red', 'Horn').id }).match;
    expect(company(after, 'red').soldiers.map((s) => s.name)).toEqual(['Grash', 'Jaws', 'Brute']);
  });

  it('DW-EXCLUDE-01 DW-EXCLUDE-02 DW-EXCLUDE-03 every soldier who may be dismissed is offered at once: all but the captain, a Familiar only with his magician', () => {
    const m = toReport();
    let r = play(m, 'red', { kind: 'report', report: redWins(m) }, [6, 6, 3, 4]).match;
    expect(r.state.stages['red']).toEqual({ kind: 'after', step: 'exclusions' });
    // Snik is made Jaws' Familiar: he leaves with Jaws, never alone.
    const jaws = soldierNamed(r, 'red', 'Jaws').id;
    r = editSoldier(r, 'red', 'Snik', (s) => ({ ...s, familiarOf: jaws }));
    const offered = (x: typeof r) =>
      engine
        .legal(x, 'red')
        .flatMap((c) =>
          c.kind === 'exclude' ? [company(x, 'red').soldiers.find((s) => s.id === c.soldier)?.name] : [],
        );
    expect(offered(r)).toEqual(['Horn', 'Jaws', 'Brute']);
    // Each is taken, and the others are still offered after it.
    const after = play(r, 'red', { kind: 'exclude', soldier: soldierNamed(r, 'red', 'Brute').id }).match;
    expect(offered(after)).toEqual(['Horn', 'Jaws']);
    const again = play(after, 'red', { kind: 'exclude', soldier: soldierNamed(after, 'red', 'Horn').id }).match;
    expect(offered(again)).toEqual(['Jaws']);
    // Jaws dismissed: his Familiar goes with him.
    const last = play(again, 'red', { kind: 'exclude', soldier: jaws }).match;
    expect(company(last, 'red').soldiers.map((s) => s.name)).not.toContain('Snik');
    expect(company(again, 'red').soldiers.map((s) => s.name)).toContain('Snik');
  });

  it('the mission record keeps the name of each soldier who recuperated, so one dismissed afterwards is still named', () => {
    const m = toReport();
    const jaws = soldierNamed(m, 'red', 'Jaws').id;
    let r = play(m, 'red', report(m, [w(m, 'red', 'Jaws', 'critical')]), [3, 4]).match;
    expect(r.state.stages['red']).toEqual({ kind: 'after', step: 'exclusions' });
    r = play(r, 'red', { kind: 'exclude', soldier: jaws }).match;
    expect(company(r, 'red').soldiers.some((s) => s.id === jaws)).toBe(false);
    expect(r.state.history.at(-1)?.recoveries).toEqual([
      { seat: 'red', soldier: jaws, outcome: 'light', name: 'Jaws' },
    ]);
  });

  it('a bot ends the exclusions step without dismissing anyone, every soldier being offered', () => {
    const m = toReport();
    const r = play(m, 'red', { kind: 'report', report: redWins(m) }, [6, 6, 3, 4]).match;
    const legal = engine.legal(r, 'red');
    expect(legal.filter((c) => c.kind === 'exclude').length).toBeGreaterThan(1);
    const bot = dogsOfWarBotKnowledge(content);
    for (const seed of [1, 2, 3])
      expect(bot.heuristicChoice?.(r.state, 'red', legal, SeededDice.fromSeed(seed))).toEqual(done);
  });

  it('DW-EXCLUDE-04 over renown, over the Ally ratio, over strength and over the sergeant quota, phase 3 still ends with nobody sent away', () => {
    const m = toReport();
    let r = play(m, 'red', { kind: 'report', report: redWins(m) }, [6, 6, 3, 4]).match;
    expect(r.state.stages['red']).toEqual({ kind: 'after', step: 'exclusions' });
    // Five more soldiers (ten against a maximum of 9), three Allies, two sergeants, renown 50 against value 205.
    r = editCompany(r, 'red', (c) => ({
      ...c,
      renown: 50,
      soldiers: [
        ...c.soldiers.map((s) => (s.name === 'Horn' || s.name === 'Jaws' ? { ...s, ally: true } : s)),
        ...['x1', 'x2', 'x3', 'x4', 'x5'].map((id) =>
          soldier({ id, role: id === 'x1' || id === 'x2' ? 'sergeant' : null }),
        ),
      ],
    }));
    const before = company(r, 'red');
    expect(before.soldiers.filter((s) => s.ally)).toHaveLength(3);
    expect(actualStrength(before)).toBe(10);
    expect(companyValue(before)).toBe(205);
    const next = play(r, 'red', done).match;
    expect(next.state.stages['red']).toEqual({ kind: 'after', step: 'recruitment' });
    expect(company(next, 'red').soldiers.map((s) => s.id)).toEqual(before.soldiers.map((s) => s.id));
  });

  it('DW-CAPTAIN-09 DW-CAPTAIN-10 discharge needs a lieutenant; on a 2 the old captain loses 2 DIS and his Leadership', () => {
    const m = toReport();
    let r = play(m, 'red', { kind: 'report', report: redWins(m) }, [6, 6, 3, 4]).match;
    expect(refuse(r, 'red', { kind: 'discharge-captain' }).rule).toBe('DW-CAPTAIN-09');
    // Give Jaws the lieutenant role directly in the state to test the discharge alone.
    const red = company(r, 'red');
    const jaws = soldierNamed(r, 'red', 'Jaws').id;
    r = {
      ...r,
      state: {
        ...r.state,
        companies: {
          ...r.state.companies,
          red: {
            ...red,
            soldiers: red.soldiers.map((s) => (s.id === jaws ? { ...s, role: 'lieutenant' as const } : s)),
          },
        },
      },
    };
    const d = play(r, 'red', { kind: 'discharge-captain' }, [2]);
    const after = company(d.match, 'red');
    expect(after.captain).toBe(jaws);
    expect(soldierNamed(d.match, 'red', 'Jaws').role).toBe(null);
    expect(soldierNamed(d.match, 'red', 'Grash').original.DIS).toBe(1);
    expect(soldierNamed(d.match, 'red', 'Grash').champion).toBe(true);
    expect(d.match.state.stages['red']).toEqual({ kind: 'after', step: 'recruitment' });
    const leaves = play(r, 'red', { kind: 'discharge-captain' }, [1]).match;
    expect(company(leaves, 'red').soldiers.some((s) => s.name === 'Grash')).toBe(false);
  });

  it('DW-CAPTAIN-10 on a 2 the old captain loses 2 DIS (not below 0) and the Leadership of his card; on a 3 he keeps both', () => {
    const leadership = [{ name: 'Leadership', value: 10, source: 'card' as const }];
    const captain = soldier({
      id: 'cap',
      rank: 'Elite',
      abilities: leadership,
      original: { ...soldier().original, DIS: 1 },
    });
    const lieutenant = soldier({ id: 'lt', rank: 'Veteran', role: 'lieutenant' });
    const old = (roll: number) =>
      unwrap(dischargeCaptain(companyOf([captain, lieutenant]), content, new LoadedDice([roll]))).company.soldiers.find(
        (s) => s.id === 'cap',
      );
    expect(old(2)?.original.DIS).toBe(0);
    expect(old(2)?.abilities.some((a) => a.name === 'Leadership')).toBe(false);
    expect(old(3)?.original.DIS).toBe(1);
    expect(old(3)?.abilities.some((a) => a.name === 'Leadership')).toBe(true);
  });

  it('DW-CAPTAIN-09 DW-CAPTAIN-13 DW-EXCLUDE-01 A-12 the discharge closes the exclusions: the old captain can be excluded only in a later phase 3', () => {
    const m = toReport();
    let r = play(m, 'red', { kind: 'report', report: redWins(m) }, [6, 6, 3, 4]).match;
    r = editSoldier(r, 'red', 'Jaws', (s) => ({ ...s, role: 'lieutenant' }));
    const grash = soldierNamed(r, 'red', 'Grash').id;
    // Phase 3 first: Horn is excluded, and the step waits on.
    r = play(r, 'red', { kind: 'exclude', soldier: soldierNamed(r, 'red', 'Horn').id }).match;
    expect(r.state.stages['red']).toEqual({ kind: 'after', step: 'exclusions' });
    // The discharge (a 3: he stays) comes after it, and recruitment (phase 4) follows at once.
    r = play(r, 'red', { kind: 'discharge-captain' }, [3]).match;
    expect(r.state.stages['red']).toEqual({ kind: 'after', step: 'recruitment' });
    expect(refuse(r, 'red', { kind: 'exclude', soldier: grash }).code).toBe('phase/wrong-step');
    // In a later sequence's phase 3 he is a soldier like any other.
    const later = {
      ...r,
      state: { ...r.state, stages: { ...r.state.stages, red: { kind: 'after', step: 'exclusions' } } },
    } as M;
    const gone = play(later, 'red', { kind: 'exclude', soldier: grash }).match;
    expect(company(gone, 'red').soldiers.some((s) => s.id === grash)).toBe(false);
  });

  it('DW-EP-05 DW-EP-06 reserve training: 2 RP per EP, only for unwounded soldiers left behind, at most 10 each', () => {
    let m = orcCompany(start());
    m = playAll(m, 'red', [done, done]);
    m = playAll(m, 'blue', [
      captainC('goblin-boss', 'Boss'),
      ...Array.from({ length: 4 }, (_, i) => recruitC('goblin-archer', `G${i + 1}`)),
      done,
      done,
    ]);
    m = play(m, 'blue', done, [5, 2]).match;
    m = play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
    const grash = soldierNamed(m, 'red', 'Grash').id;
    const horn = soldierNamed(m, 'red', 'Horn').id;
    const others = company(m, 'red')
      .soldiers.filter((s) => s.id !== horn)
      .map((s) => s.id);
    m = play(m, 'red', { kind: 'form-group', soldiers: others, attributes: [], hires: [], explorers: [] }).match;
    m = play(m, 'blue', {
      kind: 'form-group',
      soldiers: company(m, 'blue').soldiers.map((s) => s.id),
      attributes: [],
      hires: [],
      explorers: [],
    }).match;
    m = play(m, 'blue', { kind: 'compensate', eventCards: 0, objects: [] }).match;
    const training = (soldier: string, ep: number): Choice => ({
      kind: 'finish-preparation',
      bonesetter: [],
      training: [{ soldier, ep }],
    });
    expect(refuse(m, 'red', training(grash, 5)).rule).toBe('DW-EP-06');
    expect(
      refuse(m, 'red', {
        kind: 'finish-preparation',
        bonesetter: [],
        training: [
          { soldier: horn, ep: 6 },
          { soldier: horn, ep: 5 },
        ],
      }).rule,
    ).toBe('DW-EP-06');
    const r = play(m, 'red', training(horn, 10)).match;
    expect(company(r, 'red').resources).toBe(45 - 20);
    expect(r.state.earned['red']?.[horn]).toBe(10);
  });
});

describe('after-battle tables', () => {
  it('DW-AFTER-02 DW-AFTER-05 W-46 goblins 190 against Wolfen 146 with 30 CP used: D = 14; +16 for the winner, 12 for the loser', () => {
    const d = renownDifference(190, 146, 30);
    expect(d).toBe(14);
    expect(renownGain('stronger', d, 'victory', tables)).toBe(16);
    expect(renownGain('weaker', d, 'defeat', tables)).toBe(12);
  });

  it('DW-AFTER-04 each row of the negative side holds both its bounds: 50 and over, 40 to 49 ... 0 to 9', () => {
    const bounds = [50, 49, 40, 39, 30, 29, 20, 19, 10, 9, 0];
    expect(bounds.map((d) => renownGain('weaker', d, 'victory', tables))).toEqual([
      40, 36, 36, 32, 32, 28, 28, 24, 24, 20, 20,
    ]);
    expect(bounds.map((d) => renownGain('weaker', d, 'defeat', tables))).toEqual([
      20, 18, 18, 16, 16, 14, 14, 12, 12, 10, 10,
    ]);
  });

  it('DW-AFTER-04 the negative side, row by row', () => {
    expect([55, 45, 35, 25, 15, 5].map((d) => renownGain('weaker', d, 'victory', tables))).toEqual([
      40, 36, 32, 28, 24, 20,
    ]);
    expect([55, 45, 35, 25, 15, 5].map((d) => renownGain('weaker', d, 'draw', tables))).toEqual([
      30, 27, 24, 21, 18, 15,
    ]);
    expect([55, 45, 35, 25, 15, 0].map((d) => renownGain('weaker', d, 'defeat', tables))).toEqual([
      20, 18, 16, 14, 12, 10,
    ]);
  });

  it('DW-AFTER-05 the lost positive cells are content, marked provisional, and can be replaced', () => {
    expect(tables.renownPositive.provisional).toBe(true);
    const edited = {
      ...tables,
      renownPositive: { ...tables.renownPositive, rows: [[0, 99, 98, 97] as [number, number, number, number]] },
    };
    expect(renownGain('stronger', 30, 'draw', edited)).toBe(98);
  });

  it('DW-AFTER-06 DW-RETREAT-05 wages 15 / 10 / 5, nothing after a retreat', () => {
    expect([wages('victory', false), wages('draw', false), wages('defeat', false), wages('defeat', true)]).toEqual([
      15, 10, 5, 0,
    ]);
  });

  it('DW-ROLE-15 DW-AFTER-08 quartermaster: d6 +1 on a victory, -1 on a defeat; 2 or less 4 RP, 3-4 7 RP, 5+ 10 RP', () => {
    expect(quartermasterRP(3, 'defeat')).toBe(4);
    expect(quartermasterRP(3, 'draw')).toBe(7);
    expect(quartermasterRP(4, 'victory')).toBe(10);
    expect(quartermasterRP(1, 'victory')).toBe(4);
  });

  it("DW-ROLE-18 DW-AFTER-10 the prospector's table, face by face", () => {
    expect([1, 2, 3, 4, 5, 6].map(prospectorFind)).toEqual([
      { rp: 0, ep: 0, renown: 0, wounded: true },
      { rp: 3, ep: 4, renown: 0, wounded: false },
      { rp: 8, ep: 6, renown: 0, wounded: false },
      { rp: 13, ep: 8, renown: 0, wounded: false },
      { rp: 18, ep: 10, renown: 5, wounded: false },
      { rp: 23, ep: 12, renown: 10, wounded: false },
    ]);
  });

  it('DW-RECUP-03 DW-RECUP-04 DW-RECUP-07 a medic and convalescence each read one row higher, never above 2-3', () => {
    const serious = { wound: 'serious' as const, medic: false, convalescent: false };
    expect(readRecuperation(serious, 12).outcome).toBe('serious');
    expect(readRecuperation({ ...serious, medic: true }, 12).outcome).toBe('light');
    expect(readRecuperation({ ...serious, medic: true, convalescent: true }, 12).outcome).toBe('light');
    expect(readRecuperation({ ...serious, medic: true, convalescent: true }, 9).outcome).toBe('unharmed');
    expect(readRecuperation({ wound: 'critical', medic: true, convalescent: true }, 2).outcome).toBe('unharmed');
  });

  it('DW-RECUP-05 a raw Dead with a medic: 4-6 saves to Critical, 1-3 stays Dead', () => {
    const ko = { wound: 'killed-outright' as const, medic: true, convalescent: false };
    expect(readRecuperation(ko, 12)).toEqual({ outcome: 'dead', needsRescue: true, saved: false });
    expect(readRecuperation(ko, 12, 4).outcome).toBe('critical');
    expect(readRecuperation(ko, 12, 3).outcome).toBe('dead');
    expect(readRecuperation({ ...ko, medic: false }, 12).outcome).toBe('dead');
  });

  it('DW-RECUP-02 exact odds of a KO without medic: 1/12, 1/2, 1/4, 5/36, 1/36', () => {
    // 2d6 rows: 2-3 = 3/36, 4-5 = 7/36, 6-7 = 11/36, 8-9 = 9/36, 10-11 = 5/36, 12 = 1/36.
    // KO column: unharmed 3, light 7 + 11 = 18, serious 9, critical 5, dead 1 (over 36).
    const d = recuperationDist({ wound: 'killed-outright', medic: false, convalescent: false });
    expect(d.p('unharmed').equals(q(1, 12))).toBe(true);
    expect(d.p('light').equals(q(1, 2))).toBe(true);
    expect(d.p('serious').equals(q(1, 4))).toBe(true);
    expect(d.p('critical').equals(q(5, 36))).toBe(true);
    expect(d.p('dead').equals(q(1, 36))).toBe(true);
  });

  it('DW-RECUP-04 DW-RECUP-05 DW-ROLE-16 exact odds of a KO with a medic: 5/18, 5/9, 5/36, 1/72, 1/72', () => {
    // Shifted rows: 2-3 and 4-5 read 2-3 (10/36 unharmed); 6-7 and 8-9 read light (20/36);
    // 10-11 reads serious (5/36); a raw 12 (1/36) is halved by the medic's d6: 1/72 critical, 1/72 dead.
    const d = recuperationDist({ wound: 'killed-outright', medic: true, convalescent: false });
    expect(d.p('unharmed').equals(q(5, 18))).toBe(true);
    expect(d.p('light').equals(q(5, 9))).toBe(true);
    expect(d.p('serious').equals(q(5, 36))).toBe(true);
    expect(d.p('critical').equals(q(1, 72))).toBe(true);
    expect(d.p('dead').equals(q(1, 72))).toBe(true);
  });

  it('DW-RECUP-07 exact odds of a convalescent Serious with a medic: unharmed 35/36, light 1/36', () => {
    // Two rows up: 10-11 reads the 6-7 row (unharmed) and 12 reads the 8-9 row (light), so only a
    // 12 (1/36) leaves a Light Wound.
    const d = recuperationDist({ wound: 'serious', medic: true, convalescent: true });
    expect(d.p('unharmed').equals(q(35, 36))).toBe(true);
    expect(d.p('light').equals(q(1, 36))).toBe(true);
  });

  it('DW-RECUP-05 DW-RECUP-07 option "convalescent-dead-with-medic" at "shift-first" (the default): a convalescent\'s raw Dead is lifted by convalescence, then by the medic, with no medic\'s d6', () => {
    const ko = { wound: 'killed-outright' as const, medic: true, convalescent: true };
    // 6+6 is the KO column's Dead; two rows higher it reads the 8-9 row, Serious. No third die is scripted.
    const dice = new LoadedDice([6, 6]);
    expect(rollRecuperation(ko, dice)).toEqual({ dice: [6, 6], rescue: null, outcome: 'serious', saved: true });
    expect(dice.used).toBe(2);
    expect(rollRecuperation(ko, new LoadedDice([6, 6]), 'shift-first').outcome).toBe('serious');
    // Without a medic convalescence alone reads the 10-11 row, Critical.
    expect(rollRecuperation({ ...ko, medic: false }, new LoadedDice([6, 6]))).toEqual({
      dice: [6, 6],
      rescue: null,
      outcome: 'critical',
      saved: true,
    });
    // Other rolls read two rows higher as before: 5+5 reads the 6-7 row.
    expect(rollRecuperation(ko, new LoadedDice([5, 5]))).toEqual({
      dice: [5, 5],
      rescue: null,
      outcome: 'light',
      saved: false,
    });
  });

  it('DW-RECUP-05 option "convalescent-dead-with-medic" at "medic-roll": a convalescent\'s raw Dead goes to the medic\'s d6', () => {
    const ko = { wound: 'killed-outright' as const, medic: true, convalescent: true };
    expect(rollRecuperation(ko, new LoadedDice([6, 6, 3]), 'medic-roll')).toEqual({
      dice: [6, 6],
      rescue: 3,
      outcome: 'dead',
      saved: false,
    });
    expect(rollRecuperation(ko, new LoadedDice([6, 6, 4]), 'medic-roll').outcome).toBe('critical');
    // Without a medic there is no d6 to roll, and convalescence lifts the Dead either way.
    expect(rollRecuperation({ ...ko, medic: false }, new LoadedDice([6, 6]), 'medic-roll').outcome).toBe('critical');
  });

  it('DW-RECUP-05 a raw Dead of a soldier who took part goes to the medic\'s d6 under either value of "convalescent-dead-with-medic"', () => {
    const ko = { wound: 'killed-outright' as const, medic: true, convalescent: false };
    for (const how of ['shift-first', 'medic-roll'] as const) {
      expect(rollRecuperation(ko, new LoadedDice([6, 6, 3]), how)).toEqual({
        dice: [6, 6],
        rescue: 3,
        outcome: 'dead',
        saved: false,
      });
      expect(rollRecuperation(ko, new LoadedDice([6, 6, 4]), how).outcome).toBe('critical');
      expect(rollRecuperation({ ...ko, medic: false }, new LoadedDice([6, 6]), how).outcome).toBe('dead');
    }
  });

  it('DW-RECUP-07 exact odds of a convalescent KO: with a medic, shift-first 7/12, 7/18, 1/36; medic-roll 7/12, 7/18, 1/72, 1/72; no medic 5/18, 5/9, 5/36, 1/36', () => {
    // Two rows up: 2-7 (21/36) read 2-3, unharmed; 8-9 (9/36) and 10-11 (5/36) read light; 12 (1/36)
    // reads the 8-9 row, serious, or under medic-roll goes to the d6: 1/72 critical, 1/72 dead.
    const ko = { wound: 'killed-outright' as const, medic: true, convalescent: true };
    const first = recuperationDist(ko);
    expect(first.p('unharmed').equals(q(7, 12))).toBe(true);
    expect(first.p('light').equals(q(7, 18))).toBe(true);
    expect(first.p('serious').equals(q(1, 36))).toBe(true);
    expect(first.p('critical').equals(q(0))).toBe(true);
    expect(first.p('dead').equals(q(0))).toBe(true);
    const roll = recuperationDist(ko, 'medic-roll');
    expect(roll.p('unharmed').equals(q(7, 12))).toBe(true);
    expect(roll.p('light').equals(q(7, 18))).toBe(true);
    expect(roll.p('serious').equals(q(0))).toBe(true);
    expect(roll.p('critical').equals(q(1, 72))).toBe(true);
    expect(roll.p('dead').equals(q(1, 72))).toBe(true);
    // One row up: 2-5 (10/36) unharmed, 6-9 (20/36) light, 10-11 (5/36) serious, 12 (1/36) critical.
    for (const how of ['shift-first', 'medic-roll'] as const) {
      const alone = recuperationDist({ ...ko, medic: false }, how);
      expect(alone.p('unharmed').equals(q(5, 18))).toBe(true);
      expect(alone.p('light').equals(q(5, 9))).toBe(true);
      expect(alone.p('serious').equals(q(5, 36))).toBe(true);
      expect(alone.p('critical').equals(q(1, 36))).toBe(true);
      expect(alone.p('dead').equals(q(0))).toBe(true);
    }
  });

  it('DW-RECUP-11 DW-RECUP-12 DW-RECUP-13 machines: no roll at half or less; otherwise a fraction of the loss, rounded up', () => {
    expect(machineRecovery(8, 4, 12)).toEqual({ recovered: 4, permanentlyDestroyed: false });
    expect(machineRecovery(8, 5, 4)).toEqual({ recovered: 4, permanentlyDestroyed: false });
    expect(machineRecovery(8, 5, 6)).toEqual({ recovered: 3, permanentlyDestroyed: false });
    expect(machineRecovery(8, 8, 9)).toEqual({ recovered: 2, permanentlyDestroyed: false });
    expect(machineRecovery(8, 8, 12)).toEqual({ recovered: 0, permanentlyDestroyed: true });
    expect(machineRecovery(8, 6, 12)).toEqual({ recovered: 0, permanentlyDestroyed: false });
  });

  it('DW-RECUP-12 exact odds for a destroyed 8 SP machine', () => {
    // 2-3: 8 SP (3/36); 4-5: 6 (7/36); 6-7: 4 (11/36); 8-11: 2 (14/36); 12: destroyed (1/36).
    const d = machineRecoveryDist(8, 8);
    expect(d.p(8).equals(q(3, 36))).toBe(true);
    expect(d.p(6).equals(q(7, 36))).toBe(true);
    expect(d.p(4).equals(q(11, 36))).toBe(true);
    expect(d.p(2).equals(q(14, 36))).toBe(true);
    expect(d.p('destroyed').equals(q(1, 36))).toBe(true);
  });
});

describe('values after battle', () => {
  it('DW-SOLDIER-10 each soldier keeps an aftereffect of none, light, serious or critical; the dead leave the sheet', () => {
    const m = toReport();
    // G1 (KO) rolls 6+6 and dies; G2 (Critical) rolls 3+4 and keeps a Light Wound.
    const r = play(m, 'red', { kind: 'report', report: redWins(m) }, [6, 6, 3, 4]).match;
    expect(company(r, 'red').soldiers.map((s) => [s.name, s.aftereffect])).toEqual([
      ['Grash', 'none'],
      ['Horn', 'none'],
      ['Jaws', 'none'],
      ['Brute', 'none'],
      ['Snik', 'none'],
    ]);
    expect(company(r, 'blue').soldiers.map((s) => [s.name, s.aftereffect])).toEqual([
      ['Boss', 'none'],
      ['G2', 'light'],
      ['G3', 'none'],
      ['G4', 'none'],
    ]);
    expect(soldierValue(soldierNamed(r, 'red', 'Grash'))).toBe(34);
  });
});

/** The Intrusion of toReport(), with a report of a Red victory and the given wounds. */
function report(m: M, wounds: AfterActionReport['wounds']): Choice {
  return { kind: 'report', report: { ...redWins(m), deeds: [], wounds } };
}
const w = (m: M, seat: string, name: string, state: 'serious' | 'critical' | 'killed-outright') => ({
  soldier: soldierNamed(m, seat, name).id,
  state,
});

/** Moves a Red soldier from the mission sheet (optionally out exploring). */
function leaveBehind(m: M, name: string, exploring = false): M {
  const id = soldierNamed(m, 'red', name).id;
  const b = m.state.battles[0];
  const g = b?.groups['red'];
  if (!b || !g) throw new Error('no battle');
  const group = {
    ...g,
    soldiers: g.soldiers.filter((x) => x !== id),
    explorers: exploring ? [...g.explorers, id] : g.explorers,
  };
  return { ...m, state: { ...m.state, battles: [{ ...b, groups: { ...b.groups, red: group } }] } };
}

describe('roles in the after-battle sequence', () => {
  it("DW-ROLE-15 DW-ROLE-22 DW-AFTER-09 DW-RECUP-06 A-66 quartermaster +7 after a victory on a 3; priest +5; a KO'd lone medic helps nobody", () => {
    let m = toReport();
    m = editSoldier(m, 'red', 'Brute', (s) => ({ ...s, role: 'medic' }));
    m = editSoldier(m, 'red', 'Jaws', (s) => ({ ...s, role: 'quartermaster' }));
    m = editSoldier(m, 'red', 'Grash', (s) => ({ ...s, role: 'priest' }));
    // Red: quartermaster 3; Jaws (critical) 5+6 = 11 reads Serious, no medic shift; Brute (KO) 6+6 dies. Blue: G1 1+1.
    const r = play(
      m,
      'red',
      report(m, [
        w(m, 'red', 'Jaws', 'critical'),
        w(m, 'red', 'Brute', 'killed-outright'),
        w(m, 'blue', 'G1', 'killed-outright'),
      ]),
      [3, 5, 6, 6, 6, 1, 1],
    ).match;
    const red = company(r, 'red');
    expect(red.resources).toBe(45 + 15 + 7);
    expect(red.renown).toBe(125 + 20 + 5);
    expect(soldierNamed(r, 'red', 'Jaws').aftereffect).toBe('serious');
    expect(red.soldiers.some((s) => s.name === 'Brute')).toBe(false);
  });

  it('DW-ROLE-16 DW-RECUP-04 DW-RECUP-05 with a medic standing, 11 on a Critical reads Light and a raw Dead is saved on a 5', () => {
    let m = toReport();
    m = editSoldier(m, 'red', 'Brute', (s) => ({ ...s, role: 'medic' }));
    const r = play(
      m,
      'red',
      report(m, [w(m, 'red', 'Jaws', 'critical'), w(m, 'red', 'Snik', 'killed-outright')]),
      [5, 6, 6, 6, 5],
    ).match;
    expect(soldierNamed(r, 'red', 'Jaws').aftereffect).toBe('light');
    expect(soldierNamed(r, 'red', 'Snik').aftereffect).toBe('critical');
  });

  it('the recuperation lines say when the medic and convalescence moved the reading up, in both languages', () => {
    let m = leaveBehind(toReport(), 'Horn');
    m = editSoldier(m, 'red', 'Horn', (s) => ({ ...s, aftereffect: 'serious' }));
    m = editSoldier(m, 'red', 'Brute', (s) => ({ ...s, role: 'medic' }));
    // Horn at home (serious) 6+6 reads two rows higher: Light; Jaws (critical) 5+6 one row higher:
    // Light; Snik (KO) 6+6 is a raw Dead, saved on a 5, with no shift.
    const r = play(
      m,
      'red',
      report(m, [w(m, 'red', 'Jaws', 'critical'), w(m, 'red', 'Snik', 'killed-outright')]),
      [6, 6, 5, 6, 6, 6, 5],
    );
    const words = engine.ruleset.presenter;
    const lines = (l: 'en' | 'hu') => r.events.filter((e) => e.type === 'recuperation').map((e) => words?.event(e, l));
    expect(lines('en')).toEqual([
      'Horn (serious) rolls 6+6, read 2 rows higher (medic, convalescence): light',
      'Jaws (critical) rolls 5+6, read one row higher (medic): light',
      'Snik (killed outright) rolls 6+6, medic 5: critical',
    ]);
    expect(lines('hu')).toEqual([
      'Horn (súlyos) dobása 6+6, 2 sorral feljebb olvasva (felcser, lábadozás): könnyű',
      'Jaws (kritikus) dobása 5+6, 1 sorral feljebb olvasva (felcser): könnyű',
      'Snik (kiütve) dobása 6+6, felcser 5: kritikus',
    ]);
  });

  it('a recuperation line says when convalescence lifted a raw Dead, in both languages', () => {
    const words = engine.ruleset.presenter;
    const event = {
      type: 'recuperation',
      rule: 'DW-RECUP-02',
      seat: 'red',
      soldier: 'x',
      wound: 'killed-outright',
      dice: [6, 6],
      rescue: null,
      outcome: 'serious',
      medic: true,
      convalescent: true,
      saved: true,
      text: 'Snik (killed outright) rolls 6+6, read 2 rows higher (medic, convalescence): serious',
    };
    expect(words?.event(event, 'en')).toBe(
      'Snik (killed outright) rolls 6+6, read 2 rows higher (medic, convalescence): serious (the roll read Dead; convalescence saved him)',
    );
    expect(words?.event(event, 'hu')).toBe(
      'Snik (kiütve) dobása 6+6, 2 sorral feljebb olvasva (felcser, lábadozás): súlyos (a dobás halált jelentett volna, a lábadozás mentette meg)',
    );
    const plain = { ...event, saved: undefined };
    expect(words?.event(plain, 'en')).toBe(
      'Snik (killed outright) rolls 6+6, read 2 rows higher (medic, convalescence): serious',
    );
  });

  it('DW-RECUP-07 a soldier who stayed in camp with a Serious aftereffect reads one row higher: 12 gives Light', () => {
    let m = leaveBehind(toReport(), 'Horn');
    m = editSoldier(m, 'red', 'Horn', (s) => ({ ...s, aftereffect: 'serious' }));
    const r = play(m, 'red', report(m, []), [6, 6]).match;
    expect(soldierNamed(r, 'red', 'Horn').aftereffect).toBe('light');
  });

  it('DW-RECUP-01 a Light aftereffect heals by itself after the mission', () => {
    const m = editSoldier(toReport(), 'red', 'Horn', (s) => ({ ...s, aftereffect: 'light' }));
    const r = play(m, 'red', report(m, [])).match;
    expect(soldierNamed(r, 'red', 'Horn').aftereffect).toBe('none');
  });

  it('DW-ROLE-24 DW-ROLE-25 DW-ROLE-28 DW-RECUP-15 a priest with Resurrection brings back a dead soldier with 10 unused EP on a 4', () => {
    const m = editSoldier(toReport(), 'red', 'Grash', (s) => ({ ...s, role: 'priest', resurrection: true }));
    const before = soldierNamed(m, 'red', 'Snik');
    // Snik (KO) rolls 12 and dies; the priest's d6 shows 4.
    const r = play(m, 'red', report(m, [w(m, 'red', 'Snik', 'killed-outright')]), [6, 6, 4]).match;
    const snik = soldierNamed(r, 'red', 'Snik');
    expect(snik.ep).toEqual({ acquired: 18, used: 0, lost: 10 });
    expect(soldierValue(snik)).toBe(soldierValue(before));
    // Table 20, a priest on the sheet 5, a resurrection 10.
    expect(company(r, 'red').renown).toBe(125 + 20 + 5 + 10);
  });

  it("DW-ROLE-28 the resurrection's +10 renown has its line in the log: Red's renown lines add up to what he gains", () => {
    const m = editSoldier(toReport(), 'red', 'Grash', (s) => ({ ...s, role: 'priest', resurrection: true }));
    const r = play(m, 'red', report(m, [w(m, 'red', 'Snik', 'killed-outright')]), [6, 6, 4]);
    const lines = r.events.filter((e) => e.type === 'renown' && e.seat === 'red');
    expect(lines.map((e) => [e.rule, e.amount])).toEqual([
      ['DW-AFTER-05', 20],
      ['DW-AFTER-09', 5],
      ['DW-ROLE-28', 10],
    ]);
    expect(company(r.match, 'red').renown - company(m, 'red').renown).toBe(35);
    const raised = lines[2]!;
    const presenter = engine.ruleset.presenter!;
    expect(presenter.event(raised, 'en')).toBe('Snik rises again: renown +10');
    expect(presenter.event(raised, 'hu')).toBe('Snik feltámad: +10 hírnév');
  });

  it('DW-ROLE-25 A-18 a resurrection takes 10 unused EP only: EP gained and used, value, rank and champion status stay', () => {
    let m = editSoldier(toReport(), 'red', 'Grash', (s) => ({ ...s, role: 'priest', resurrection: true }));
    // Brute has used 23 EP; given 115 more he has 138 gained, 115 unused, and is a Veteran champion.
    m = editSoldier(m, 'red', 'Brute', (s) => ({
      ...s,
      rank: 'Veteran',
      ranksHeld: ['Irregular', 'Regular', 'Veteran'],
      champion: true,
      ep: { ...s.ep, acquired: s.ep.acquired + 115 },
    }));
    const before = soldierNamed(m, 'red', 'Brute');
    expect(before.ep).toEqual({ acquired: 138, used: 23, lost: 0 });
    // Brute (KO) rolls 6+6 and dies; the priest's d6 shows 5.
    const r = play(m, 'red', report(m, [w(m, 'red', 'Brute', 'killed-outright')]), [6, 6, 5]).match;
    const brute = soldierNamed(r, 'red', 'Brute');
    expect(brute.ep).toEqual({ acquired: 138, used: 23, lost: 10 });
    expect(unusedEP(brute)).toBe(105);
    expect(soldierValue(brute)).toBe(soldierValue(before));
    expect([brute.rank, brute.ranksHeld, brute.champion]).toEqual([before.rank, before.ranksHeld, true]);
  });

  it('DW-CAPTAIN-07 DW-RECUP-17 A-27 a captain knocked out on the table is still captain unless his recuperation reads Dead', () => {
    const m = toReport();
    const grash = soldierNamed(m, 'red', 'Grash').id;
    // Grash (KO) rolls 2+3 = 5: Light.
    const r = play(m, 'red', report(m, [w(m, 'red', 'Grash', 'killed-outright')]), [2, 3]);
    expect(r.events.some((e) => e.type === 'captain-lost')).toBe(false);
    expect(company(r.match, 'red').captain).toBe(grash);
    expect(soldierNamed(r.match, 'red', 'Grash').aftereffect).toBe('light');
    // With his captain the company recruits as usual.
    const next = play(play(r.match, 'red', done).match, 'red', recruitC('orc-brute', 'New')).match;
    expect(company(next, 'red').soldiers.some((s) => s.name === 'New')).toBe(true);
  });

  it('the log names the wound of a soldier killed outright in words, as the report form does, in both languages', () => {
    const m = toReport();
    // Grash (killed outright) rolls 6+6: Dead.
    const r = play(m, 'red', report(m, [w(m, 'red', 'Grash', 'killed-outright')]), [6, 6]);
    const rolled = r.events.find((e) => e.type === 'recuperation');
    if (!rolled) throw new Error('no recuperation');
    const words = engine.ruleset.presenter;
    expect(rolled.text).toBe('Grash (killed outright) rolls 6+6: dead');
    expect(words?.event(rolled, 'en')).toBe(rolled.text);
    expect(words?.event(rolled, 'hu')).toBe('Grash (kiütve) dobása 6+6: halott');
  });

  it('DW-MISSION-DURING-10 A-51 the wounding soldier counts by his current value, the costs of his attributes left out', () => {
    // Jaws is worth 24 (23 + 19 EP used) and carries a blade of valour (8 RP): 32 with it.
    const m = editSoldier(toReport(), 'red', 'Jaws', (s) => ({
      ...s,
      champion: true,
      attributes: [{ id: 'blade-of-valour', name: 'Blade of valour', kind: 'artifact', cost: 8 }],
    }));
    const jaws = soldierNamed(m, 'red', 'Jaws');
    expect(soldierValue(jaws)).toBe(24);
    // A Serious wound on a target worth 48: twice his 24, so 4 + 2; counted at 32 it would be 4.
    const wound = { kind: 'wound' as const, soldier: jaws.id, result: 'serious' as const, targetValue: 48 };
    const r = play(m, 'red', { kind: 'report', report: { ...redWins(m), deeds: [wound], wounds: [] } }).match;
    expect(r.state.earned['red']?.[jaws.id]).toBe(10 + 6);
  });

  it('DW-ROLE-24 no roll for a dead soldier short of 10 unused EP, and a failed roll leaves him dead', () => {
    const m = editSoldier(toReport(), 'red', 'Grash', (s) => ({ ...s, role: 'priest', resurrection: true }));
    // Jaws has no unused EP: no resurrection roll is made (the script has none to give).
    const r1 = play(m, 'red', report(m, [w(m, 'red', 'Jaws', 'killed-outright')]), [6, 6]).match;
    expect(company(r1, 'red').soldiers.some((s) => s.name === 'Jaws')).toBe(false);
    const r2 = play(m, 'red', report(m, [w(m, 'red', 'Snik', 'killed-outright')]), [6, 6, 3]).match;
    expect(company(r2, 'red').soldiers.some((s) => s.name === 'Snik')).toBe(false);
  });

  it('DW-ROLE-26 two priests with Resurrection still pray once over a dead soldier in the phase', () => {
    let m = editSoldier(toReport(), 'red', 'Grash', (s) => ({ ...s, role: 'priest', resurrection: true }));
    m = editSoldier(m, 'red', 'Brute', (s) => ({ ...s, role: 'priest', resurrection: true }));
    // Snik (KO, 18 unused EP) rolls 6+6 and dies; one prayer only: a 3, and no second die.
    const r = play(m, 'red', report(m, [w(m, 'red', 'Snik', 'killed-outright')]), [6, 6, 3]);
    expect(r.events.filter((e) => e['purpose'] === 'resurrection').map((e) => e['roll'])).toEqual([3]);
    expect(company(r.match, 'red').soldiers.some((s) => s.name === 'Snik')).toBe(false);
  });

  it('DW-ROLE-23 DW-ROLE-27 a priest cannot raise himself, and his death makes him a martyr: +20', () => {
    // Grash is given 20 unused EP, so only the rule on himself keeps him from a resurrection roll.
    let m = editSoldier(toReport(), 'red', 'Grash', (s) => ({
      ...s,
      role: 'priest',
      resurrection: true,
      ep: { ...s.ep, acquired: s.ep.acquired + 20 },
    }));
    m = editSoldier(m, 'red', 'Jaws', (s) => ({ ...s, role: 'lieutenant' }));
    const r = play(m, 'red', report(m, [w(m, 'red', 'Grash', 'killed-outright')]), [6, 6]);
    expect(r.events.some((e) => e['purpose'] === 'resurrection')).toBe(false);
    expect(company(r.match, 'red').renown).toBe(125 + 20 + 5 + 20);
  });

  it('DW-ROLE-27 DW-ROLE-28 a priest raises another priest, who comes back no martyr: +10, not +20', () => {
    let m = editSoldier(toReport(), 'red', 'Grash', (s) => ({ ...s, role: 'priest', resurrection: true }));
    m = editSoldier(m, 'red', 'Snik', (s) => ({ ...s, role: 'priest' }));
    // Snik (KO, 18 unused EP) rolls 6+6 and dies; Grash prays: 5, he rises.
    const r = play(m, 'red', report(m, [w(m, 'red', 'Snik', 'killed-outright')]), [6, 6, 5]).match;
    expect(soldierNamed(r, 'red', 'Snik').role).toBe('priest');
    // Table 20, priests on the sheet 5, the resurrection 10; no martyr.
    expect(company(r, 'red').renown).toBe(125 + 20 + 5 + 10);
  });

  it('DW-ROLE-17 only a prospector explores, never from the mission sheet nor with an aftereffect; several may go', () => {
    let m = toGroups();
    m = editSoldier(m, 'red', 'Jaws', (s) => ({ ...s, role: 'prospector' }));
    m = editSoldier(m, 'red', 'Snik', (s) => ({ ...s, role: 'prospector' }));
    const jaws = soldierNamed(m, 'red', 'Jaws').id;
    const snik = soldierNamed(m, 'red', 'Snik').id;
    const horn = soldierNamed(m, 'red', 'Horn').id;
    const grash = soldierNamed(m, 'red', 'Grash').id;
    const group = (soldiers: string[], explorers: string[]): Choice => ({
      kind: 'form-group',
      soldiers,
      attributes: [],
      hires: [],
      explorers,
    });
    expect(refuse(m, 'red', group([grash], [horn]))).toEqual({ code: 'explore/not-prospector', rule: 'DW-ROLE-17' });
    expect(refuse(m, 'red', group([grash, jaws], [jaws]))).toEqual({ code: 'explore/on-sheet', rule: 'DW-ROLE-17' });
    const hurt = editSoldier(m, 'red', 'Jaws', (s) => ({ ...s, aftereffect: 'light' }));
    expect(refuse(hurt, 'red', group([grash], [jaws]))).toEqual({ code: 'explore/wounded', rule: 'DW-ROLE-17' });
    const sent = play(m, 'red', group([grash], [jaws, snik])).match;
    expect(sent.state.battles[0]?.groups['red']?.explorers).toEqual([jaws, snik]);
  });

  it('DW-EP-07 a prospector out exploring receives no training EP', () => {
    let m = toGroups();
    m = editSoldier(m, 'red', 'Jaws', (s) => ({ ...s, role: 'prospector' }));
    const jaws = soldierNamed(m, 'red', 'Jaws').id;
    const grash = soldierNamed(m, 'red', 'Grash').id;
    m = play(m, 'red', { kind: 'form-group', soldiers: [grash], attributes: [], hires: [], explorers: [jaws] }).match;
    m = play(m, 'blue', {
      kind: 'form-group',
      soldiers: company(m, 'blue').soldiers.map((s) => s.id),
      attributes: [],
      hires: [],
      explorers: [],
    }).match;
    // Grash alone (34) is the weaker group: red may spend his CP, and spends none.
    m = play(m, 'red', { kind: 'compensate', eventCards: 0, objects: [] }).match;
    const train = (soldier: string): Choice => ({
      kind: 'finish-preparation',
      bonesetter: [],
      training: [{ soldier, ep: 1 }],
    });
    expect(refuse(m, 'red', train(jaws)).rule).toBe('DW-EP-06');
    // A soldier simply left at home may train.
    expect(play(m, 'red', train(soldierNamed(m, 'red', 'Horn').id)).match.state.earned['red']).toEqual({
      [soldierNamed(m, 'red', 'Horn').id]: 1,
    });
  });

  it('DW-ROLE-18 a prospector sent exploring finds 18 RP, 10 EP and 5 renown on a 5', () => {
    let m = leaveBehind(toReport(), 'Jaws', true);
    m = editSoldier(m, 'red', 'Jaws', (s) => ({ ...s, role: 'prospector' }));
    const r = play(m, 'red', report(m, []), [5]).match;
    expect(company(r, 'red').resources).toBe(45 + 15 + 18);
    expect(company(r, 'red').renown).toBe(125 + 20 + 5);
    expect(r.state.earned['red']?.[soldierNamed(r, 'red', 'Jaws').id]).toBe(10);
  });

  it('DW-AFTER-10 DW-RETREAT-05 A-24 a prospector of a retreating company keeps his EP, and the log says his RP and renown are lost, not gained', () => {
    let m = leaveBehind(toReport(), 'Jaws', true);
    m = editSoldier(m, 'red', 'Jaws', (s) => ({ ...s, role: 'prospector' }));
    const retreat: AfterActionReport = {
      ...redWins(m),
      deeds: [],
      wounds: [],
      results: { red: 'defeat', blue: 'victory' },
      retreat: 'red',
    };
    const r = play(m, 'red', { kind: 'report', report: retreat }, [5]);
    expect(company(r.match, 'red').resources).toBe(45);
    expect(company(r.match, 'red').renown).toBe(125);
    expect(r.match.state.earned['red']?.[soldierNamed(r.match, 'red', 'Jaws').id]).toBe(10);
    const find = r.events.find((e) => e.type === 'die' && e.purpose === 'prospector');
    if (!find) throw new Error('no prospector roll');
    const presenter = engine.ruleset.presenter!;
    expect(presenter.event(find, 'en')).toBe(
      'Prospector rolls 5: +10 EP; with the retreat his 18 RP and 5 renown are lost',
    );
    expect(presenter.event(find, 'hu')).toBe(
      'A kutató dobása 5: +10 TP; a visszavonulás miatt elvész: 18 erőforrás és 5 hírnév',
    );
  });

  it('DW-RECUP-16 A-24 a prospector who rolls 1 comes back Critical and rolls without the convalescence shift', () => {
    let m = leaveBehind(toReport(), 'Jaws', true);
    m = editSoldier(m, 'red', 'Jaws', (s) => ({ ...s, role: 'prospector' }));
    // 6+5 = 11 on a Critical reads Serious; with convalescence it would read Light.
    const r = play(m, 'red', report(m, []), [1, 6, 5]).match;
    expect(soldierNamed(r, 'red', 'Jaws').aftereffect).toBe('serious');
  });

  it('DW-CAPTAIN-06 DW-CAPTAIN-07 DW-CAPTAIN-08 DW-CAPTAIN-12 DW-RECUP-17 a dead captain leaves the company unable to recruit until the lieutenant takes over', () => {
    let m = editSoldier(toReport(), 'red', 'Jaws', (s) => ({ ...s, role: 'lieutenant' }));
    m = play(m, 'red', report(m, [w(m, 'red', 'Grash', 'killed-outright')]), [6, 6]).match;
    expect(company(m, 'red').captain).toBeNull();
    m = play(m, 'red', done).match;
    expect(refuse(m, 'red', recruitC('orc-brute', 'New')).rule).toBe('DW-CAPTAIN-07');
    m = play(m, 'red', { kind: 'promote-lieutenant' }).match;
    const red = company(m, 'red');
    expect(red.captain).toBe(soldierNamed(m, 'red', 'Jaws').id);
    expect(soldierNamed(m, 'red', 'Jaws').role).toBeNull();
    expect(soldierNamed(m, 'red', 'Jaws').champion).toBe(false);
    expect(maximumStrength(red, content).total).toBe(7);
    // With a captain again, recruiting resumes.
    expect(
      company(play(m, 'red', recruitC('orc-brute', 'New')).match, 'red').soldiers.some((s) => s.name === 'New'),
    ).toBe(true);
  });
});
