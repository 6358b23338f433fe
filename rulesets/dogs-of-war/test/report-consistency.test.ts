/**
 * A report whose parts contradict each other is refused, in words of both languages, and a report
 * accepted is recorded as it was given: the results, the retreat, and deeds that agree with the
 * wounds and objectives reported.
 */
import { describe, expect, it } from 'vitest';
import { LoadedDice } from '@skirmish/core';
import type { AfterActionReport, Choice } from '../src/choices.ts';
import { violationText } from '../src/texts.ts';
import {
  company,
  done,
  engine,
  goblinArchers,
  keepGroup,
  orcCompany,
  play,
  playAll,
  refuse,
  soldierNamed,
  start,
  type M,
} from './helpers.ts';

/** Red (the book's orc company) against Blue (a goblin boss and four archers), everyone sent, at the report. */
function atReport(
  mission: Extract<Choice, { kind: 'choose-mission' }>['mission'] = 'intrusion',
  rolls: number[] = [],
): M {
  let m = orcCompany(start());
  m = playAll(m, 'red', [done, done]);
  m = goblinArchers(m);
  m = play(m, 'red', { kind: 'choose-mission', mission }, rolls).match;
  for (const seat of ['red', 'blue'])
    m = play(m, seat, {
      kind: 'form-group',
      soldiers: company(m, seat).soldiers.map((s) => s.id),
      attributes: [],
      hires: [],
      explorers: [],
    }).match;
  m = keepGroup(m);
  if (m.state.battles[0]?.step === 'compensate')
    m = play(m, 'blue', { kind: 'compensate', eventCards: 0, objects: [] }).match;
  for (const seat of ['red', 'blue'])
    m = play(m, seat, { kind: 'finish-preparation', bonesetter: [], training: [] }).match;
  return m;
}

const report = (extra: Partial<AfterActionReport>): Choice => ({
  kind: 'report',
  report: {
    results: { red: 'victory', blue: 'defeat' },
    retreat: null,
    deeds: [],
    wounds: [],
    structure: [],
    objectives: null,
    captures: [],
    ...extra,
  },
});

/** The refusal of a report, with its words in both languages. */
function refusal(m: M, c: Choice): { code: string; rule?: string; en: string; hu: string } {
  const r = engine.submit(m, 'red', c, new LoadedDice([]));
  if (r.ok) throw new Error('expected a refusal');
  const v = r.error;
  return {
    code: v.code,
    ...(v.rule === undefined ? {} : { rule: v.rule }),
    en: violationText(v, 'en'),
    hu: violationText(v, 'hu'),
  };
}

describe('results that do not fit together', () => {
  it('two victories, a draw beside a defeat, and a winner who retreated are refused', () => {
    const m = atReport();
    expect(refuse(m, 'red', report({ results: { red: 'victory', blue: 'victory' } }))).toEqual({
      code: 'report/inconsistent',
    });
    expect(refuse(m, 'red', report({ results: { red: 'draw', blue: 'defeat' } }))).toEqual({
      code: 'report/inconsistent',
    });
    expect(refuse(m, 'red', report({ results: { red: 'defeat', blue: 'defeat' } }))).toEqual({
      code: 'report/inconsistent',
    });
    const winnerLeft = refusal(m, report({ retreat: 'red' }));
    expect(winnerLeft.code).toBe('report/retreat-defeat');
    expect(winnerLeft.hu).toContain('a visszavonuló fél vereséget szenved');
    const both = refusal(m, report({ results: { red: 'victory', blue: 'victory' } }));
    expect(both.en).toBe('One side wins and the other loses, or both draw');
    expect(both.hu).toContain('az egyik fél nyer és a másik veszít');
  });

  it('an accepted report is recorded with the results and the retreat as given', () => {
    const m = atReport();
    const r = play(m, 'red', report({ results: { red: 'defeat', blue: 'victory' }, retreat: 'red' }));
    const record = r.match.state.history.at(-1);
    expect(record?.results).toEqual({ red: 'defeat', blue: 'victory' });
    expect(record?.retreat).toBe('red');
    const taken = r.events.find((e) => e.type === 'report-given' || e.type === 'report-taken');
    expect(taken?.['report']).toMatchObject({ results: { red: 'defeat', blue: 'victory' }, retreat: 'red' });
    expect(company(r.match, 'red').stats.defeats).toBe(1);
    expect(company(r.match, 'blue').stats.victories).toBe(1);
  });
});

describe('deeds against the wounds and objectives', () => {
  const wound = (m: M, author: string, target: string, result: 'critical' | 'killed-outright') => ({
    kind: 'wound' as const,
    soldier: soldierNamed(m, 'red', author).id,
    result,
    targetValue: 10,
    target: soldierNamed(m, 'blue', target).id,
  });

  it('DW-MISSION-DURING-22 a fighter killed outright by a deed is listed killed outright among the wounded, and only once', () => {
    const m = atReport();
    const boss = soldierNamed(m, 'blue', 'Boss').id;
    const ko = wound(m, 'Jaws', 'Boss', 'killed-outright');
    const none = refusal(m, report({ deeds: [ko] }));
    expect(none).toMatchObject({ code: 'report/deed-wound', rule: 'DW-MISSION-DURING-22' });
    expect(none.en).toBe(
      "Boss is killed outright by Jaws's deed, but no wound is listed for him: list him killed outright among the wounded",
    );
    expect(none.hu).toContain('Boss: Jaws egyik tette kiütötte, de a sebesültek között nem szerepel');
    const critical = refusal(m, report({ deeds: [ko], wounds: [{ soldier: boss, state: 'critical' }] }));
    expect(critical.code).toBe('report/deed-wound');
    expect(critical.en).toContain('his wound is listed as critical');
    expect(critical.hu).toContain('kritikus sebbel szerepel');
    const listed = [{ soldier: boss, state: 'killed-outright' as const }];
    const twice = refusal(m, report({ deeds: [ko, wound(m, 'Brute', 'Boss', 'killed-outright')], wounds: listed }));
    expect(twice).toMatchObject({ code: 'report/deed-twice', rule: 'DW-MISSION-DURING-22' });
    expect(twice.hu).toContain('2 tett is kiüti Boss');
    // A lesser wound dealt before the blow that killed him is no contradiction.
    const r = play(m, 'red', report({ deeds: [wound(m, 'Brute', 'Boss', 'critical'), ko], wounds: listed }), [6, 6]);
    expect(r.match.state.history).toHaveLength(1);
  });

  it('a deed naming a fighter who did not fight is refused', () => {
    const m = atReport();
    const stranger = { ...wound(m, 'Jaws', 'Boss', 'critical'), target: 'nobody' };
    expect(refusal(m, report({ deeds: [stranger] })).code).toBe('report/unknown-target');
  });

  it('DW-MSN-RAID-03 deeds kill no more merchants outright than the objectives count killed', () => {
    const m = atReport('raid', [6, 1]);
    expect(m.state.battles[0]?.attacker).toBe('red');
    const merchant = {
      kind: 'wound' as const,
      soldier: soldierNamed(m, 'red', 'Jaws').id,
      result: 'killed-outright' as const,
      targetValue: 5,
      target: 'passive:merchant',
    };
    const none = {
      mission: 'raid' as const,
      killed: 0,
      tents: ['defender' as const, 'none' as const, 'none' as const],
      chestTent: null,
    };
    const over = refusal(
      m,
      report({ results: { red: 'defeat', blue: 'victory' }, deeds: [merchant], objectives: none }),
    );
    expect(over).toMatchObject({ code: 'report/deed-merchants', rule: 'DW-MSN-RAID-03' });
    expect(over.en).toBe('Deeds kill 1 merchants outright, but the objectives count 0 merchants killed');
    expect(over.hu).toContain('a tettek 1 kereskedőt ütnek ki, de a célok szerint 0 kereskedő halt meg');
    const one = {
      mission: 'raid' as const,
      killed: 1,
      tents: ['defender' as const, 'defender' as const],
      chestTent: null,
    };
    const r = play(m, 'red', report({ results: { red: 'draw', blue: 'draw' }, deeds: [merchant], objectives: one }));
    expect(r.match.state.history).toHaveLength(1);
  });
});
