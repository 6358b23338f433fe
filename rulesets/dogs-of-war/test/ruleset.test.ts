import { describe, expect, it } from 'vitest';
import { parseOddsInputs, q, showOddsProcedure, unwrap } from '@skirmish/core';
import { dogsOfWarRuleset } from '../src/index.ts';
import { companyHistory, pairings, standings } from '../src/rules.ts';
import { companySheet } from '../src/presenter.ts';
import { content, engine, orcCompany, randomLeague, start } from './helpers.ts';

const odds = (id: string, raw: Record<string, unknown>, options: Record<string, string> = {}) => {
  const proc = dogsOfWarRuleset.odds.find((o) => o.id === id);
  if (!proc) throw new Error(id);
  const inputs = unwrap(parseOddsInputs(proc.params, raw));
  return unwrap(proc.compute(inputs, { content, options }));
};

describe('the ruleset', () => {
  it('is registered as dogs-of-war with a league set-up', () => {
    expect(dogsOfWarRuleset.id).toBe('dogs-of-war');
    expect(engine.rules.seats(dogsOfWarRuleset.defaultSetup)).toEqual(['red', 'blue']);
    expect(engine.rules.setup({ companies: [{ seat: 'a', name: 'A' }], missions: 2 }, undefined as never).ok).toBe(
      false,
    );
  });

  it('odds: recuperation --wound killed-outright --medic, exact, with the five outcomes', () => {
    const d = odds('recuperation', { wound: 'killed-outright', medic: 'true' });
    expect(Object.fromEntries(d.toOutcomes().map((o) => [o.outcome, o.p]))).toEqual({
      unharmed: '5/18',
      light: '5/9',
      serious: '5/36',
      critical: '1/72',
      dead: '1/72',
    });
    expect(d.total().equals(q(1))).toBe(true);
  });

  it('odds: a convalescent KO with a medic follows the option "convalescent-dead-with-medic"', () => {
    const outcomes = (options: Record<string, string>): Record<string, string> =>
      Object.fromEntries(
        odds('recuperation', { wound: 'killed-outright', medic: 'true', convalescent: 'true' }, options)
          .toOutcomes()
          .filter((o) => o.p !== '0')
          .map((o): [string, string] => [String(o.outcome), String(o.p)]),
      );
    const shiftFirst = { unharmed: '7/12', light: '7/18', serious: '1/36' };
    expect(outcomes({})).toEqual(shiftFirst);
    expect(outcomes({ 'convalescent-dead-with-medic': 'shift-first' })).toEqual(shiftFirst);
    expect(outcomes({ 'convalescent-dead-with-medic': 'medic-roll' })).toEqual({
      unharmed: '7/12',
      light: '7/18',
      critical: '1/72',
      dead: '1/72',
    });
  });

  it('the odds panel and the command line offer the wounds by their words in both languages, and refuse any other wound', () => {
    const proc = dogsOfWarRuleset.odds.find((o) => o.id === 'recuperation');
    if (!proc) throw new Error('recuperation');
    const wound = (locale: 'en' | 'hu') =>
      showOddsProcedure(proc, locale, content).params.find((p) => p.name === 'wound');
    expect(wound('en')).toMatchObject({ type: 'choice', values: ['serious', 'critical', 'killed-outright'] });
    expect(wound('en')?.labels).toEqual({
      serious: 'serious',
      critical: 'critical',
      'killed-outright': 'killed outright',
    });
    expect(wound('hu')?.labels).toEqual({
      serious: 'súlyos',
      critical: 'kritikus',
      'killed-outright': 'kiütve',
    });
    expect(parseOddsInputs(proc.params, { wound: 'light' }).ok).toBe(false);
  });

  it('odds: recuperation --wound critical --convalescent', () => {
    // One row up: 2 to 7 all read unharmed (21/36); 8-9 reads 6-7 and 10-11 reads 8-9, both light
    // (14/36); 12 reads 10-11, serious (1/36).
    const d = odds('recuperation', { wound: 'critical', convalescent: 'true' });
    expect(d.p('unharmed').equals(q(21, 36))).toBe(true);
    expect(d.p('light').equals(q(14, 36))).toBe(true);
    expect(d.p('serious').equals(q(1, 36))).toBe(true);
  });

  it('odds: machine-recuperation --sp 6 --lost 4', () => {
    // Lost 4 of 6: 2-3 all back (6), 4-5 three quarters of 4 = 3 (5), 6-7 half = 2 (4), 8-11 a quarter = 1 (3), 12 none (2).
    const d = odds('machine-recuperation', { sp: '6', lost: '4' });
    expect(d.toOutcomes()).toEqual([
      { outcome: 2, p: '1/36' },
      { outcome: 3, p: '7/18' },
      { outcome: 4, p: '11/36' },
      { outcome: 5, p: '7/36' },
      { outcome: 6, p: '1/12' },
    ]);
  });

  it("DW-COMPANY-16 the company sheet shows every field of the book's sheet", () => {
    const m = orcCompany(start());
    const c = m.state.companies['red'];
    if (!c) throw new Error('red');
    const text = companySheet(c, content);
    for (const field of [
      'Affiliation',
      'Captain',
      'Strength: 5 of 9',
      'Resources: 45 RP',
      'Roles',
      'Renown: 125',
      'Value: 105',
      'Recruitment points: 20',
      'Missions: 0',
      'EP: 30 acquired / 23 used / 7 unused',
      'Aftereffect: none',
      'DEF 4>5',
      'Abilities',
      'Attributes',
    ])
      expect(text).toContain(field);
    expect(dogsOfWarRuleset.presenter?.board(m.state, 'en')).toContain('League round 0 of 3');
  });

  it("DW-COMPANY-19 a league keeps standings and each company's history", () => {
    const m = randomLeague(3, 3).match;
    const table = standings(m.state);
    expect(table).toHaveLength(2);
    const points = (s: (typeof table)[number]) => 3 * s.victories + s.draws;
    expect(table.map(points)).toEqual(table.map((s) => s.points));
    for (const seat of ['red', 'blue']) {
      const c = m.state.companies[seat];
      expect(companyHistory(m.state, seat)).toHaveLength(c?.stats.missions ?? -1);
    }
  });

  it('pairs every company once a round, an odd one resting', () => {
    expect(pairings(['a', 'b', 'c', 'd'], 0)).toEqual([
      ['a', 'd'],
      ['b', 'c'],
    ]);
    expect(pairings(['a', 'b', 'c'], 1).flat().length).toBe(2);
  });
});
