import { describe, expect, it } from 'vitest';
import { renownDifference } from '../src/afterbattle.ts';
import type { AfterActionReport } from '../src/choices.ts';
import {
  company,
  done,
  editSoldier,
  goblinArchers,
  orcCompany,
  play,
  playAll,
  soldierNamed,
  start,
  type M,
} from './helpers.ts';

/** Red sends Grash alone (34) against Blue's goblin boss and four archers (60): Red is the weaker. */
function redWeaker(): M {
  let m = orcCompany(start());
  m = playAll(m, 'red', [done, done]);
  m = goblinArchers(m);
  m = play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
  const grash = soldierNamed(m, 'red', 'Grash').id;
  const blue = company(m, 'blue').soldiers.map((s) => s.id);
  m = play(m, 'red', { kind: 'form-group', soldiers: [grash], attributes: [], hires: [], explorers: [] }).match;
  m = play(m, 'blue', { kind: 'form-group', soldiers: blue, attributes: [], hires: [], explorers: [] }).match;
  m = play(m, 'blue', { kind: 'balance', soldiers: blue, hires: [] }).match;
  m = play(m, 'red', {
    kind: 'compensate',
    eventCards: 0,
    objects: [{ fighter: grash, object: 'amulet-of-strength' }],
  }).match;
  m = play(m, 'red', { kind: 'finish-preparation', bonesetter: [], training: [] }).match;
  m = play(m, 'blue', { kind: 'finish-preparation', bonesetter: [], training: [] }).match;
  return m;
}

const redWins: AfterActionReport = {
  results: { red: 'victory', blue: 'defeat' },
  retreat: null,
  deeds: [],
  wounds: [],
  structure: [],
  objectives: { mission: 'intrusion', held: { red: { own: 1, enemy: 1 }, blue: { own: 0, enemy: 1 } } },
  captures: [],
};

describe('renown difference', () => {
  it('DW-AFTER-02 D = |A - B| less the CP the weaker used: 146 against 190 with 30 CP is 14, whichever value comes first', () => {
    expect(renownDifference(146, 190, 30)).toBe(14);
    expect(renownDifference(190, 146, 30)).toBe(14);
    expect(renownDifference(146, 190, 50)).toBe(0);
  });

  it('DW-AFTER-02 DW-AFTER-03 a whole report with Red the weaker: 34 against 60, 10 CP used, D = 16 on both sides', () => {
    const m = redWeaker();
    const b = m.state.battles[0];
    expect(b).toMatchObject({ weaker: 'red', cp: 26 });
    expect(b?.groups['red']).toMatchObject({ value: 34, cpUsed: 10 });
    expect(b?.groups['blue']?.value).toBe(60);
    const r = play(m, 'red', { kind: 'report', report: redWins });
    const renown = r.events.filter((e) => e.type === 'renown');
    // Red reads the negative side at 16 (10 to 19, victory): 24. Blue reads the positive side at 16 (defeat): 8.
    expect(renown.map((e) => [e['seat'], e['side'], e['difference'], e['amount']])).toEqual([
      ['red', 'weaker', 16, 24],
      ['blue', 'stronger', 16, 8],
    ]);
    expect(company(r.match, 'red').renown - company(m, 'red').renown).toBe(24);
  });
});

describe('recuperation', () => {
  /** Red's medic Brute stays in camp; the rest of Red (86) fights Blue's goblins (60) in an Intrusion. */
  function medicAtHome(): M {
    let m = orcCompany(start());
    m = playAll(m, 'red', [done, done]);
    m = goblinArchers(m);
    m = editSoldier(m, 'red', 'Brute', (s) => ({ ...s, role: 'medic' }));
    m = play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
    const red = ['Grash', 'Horn', 'Jaws', 'Snik'].map((n) => soldierNamed(m, 'red', n).id);
    const blue = company(m, 'blue').soldiers.map((s) => s.id);
    m = play(m, 'red', { kind: 'form-group', soldiers: red, attributes: [], hires: [], explorers: [] }).match;
    m = play(m, 'blue', { kind: 'form-group', soldiers: blue, attributes: [], hires: [], explorers: [] }).match;
    m = play(m, 'red', { kind: 'balance', soldiers: red, hires: [] }).match;
    m = play(m, 'blue', { kind: 'compensate', eventCards: 0, objects: [] }).match;
    m = play(m, 'red', { kind: 'finish-preparation', bonesetter: [], training: [] }).match;
    m = play(m, 'blue', { kind: 'finish-preparation', bonesetter: [], training: [] }).match;
    return m;
  }

  it('DW-RECUP-06 a medic who stayed in camp counts as present: 11 on a Critical reads Light and a KO rolling 12 is saved on a 5', () => {
    const m = medicAtHome();
    const brute = soldierNamed(m, 'red', 'Brute').id;
    expect(m.state.battles[0]?.groups['red']?.soldiers).not.toContain(brute);
    const report: AfterActionReport = {
      ...redWins,
      wounds: [
        { soldier: soldierNamed(m, 'red', 'Jaws').id, state: 'critical' },
        { soldier: soldierNamed(m, 'red', 'Snik').id, state: 'killed-outright' },
      ],
    };
    // Jaws 5 + 6 = 11: Serious without a medic, Light with one. Snik 6 + 6, then the medic's d6 5: Critical.
    const r = play(m, 'red', { kind: 'report', report }, [5, 6, 6, 6, 5]).match;
    expect(soldierNamed(r, 'red', 'Jaws').aftereffect).toBe('light');
    expect(soldierNamed(r, 'red', 'Snik').aftereffect).toBe('critical');
    expect(soldierNamed(r, 'red', 'Brute').aftereffect).toBe('none');
  });
});
