/**
 * Defaults of the checklist's section 4 that no other test proved: each names the A-row it reads
 * and the rule it settles.
 */
import { describe, expect, it } from 'vitest';
import { Engine } from '@skirmish/core';
import { dogsOfWarRuleset } from '../src/index.ts';
import { MATERIALS } from '../src/aids.ts';
import { NAMED_PIECES } from '../src/scenery.ts';
import { renownGain } from '../src/afterbattle.ts';
import { RENOWN_NEGATIVE } from '../src/data.ts';
import { abilityAcquisitionCost, abilityImprovementCost, warriorRankUps } from '../src/experience.ts';
import { SAMPLE_CONTENT } from '../src/content/sample.ts';
import { content, soldier } from './helpers.ts';

const tables = content.tables;

describe('truncated tables (section 4)', () => {
  it('DW-AFTER-05 A-01 the lost positive side ships as provisional rows that step down as the negative side steps up', () => {
    expect(tables.renownPositive.provisional).toBe(true);
    // Victory 20 / 16 / 12 / 8 / 4 / 0, draw 15 / 12 / 9 / 6 / 3 / 0, defeat 10 / 8 / 6 / 4 / 2 / 0.
    const read = (d: number) =>
      (['victory', 'draw', 'defeat'] as const).map((r) => renownGain('stronger', d, r, tables));
    expect([0, 10, 20, 30, 40, 50].map(read)).toEqual([
      [20, 15, 10],
      [16, 12, 8],
      [12, 9, 6],
      [8, 6, 4],
      [4, 3, 2],
      [0, 0, 0],
    ]);
    // Each band moves by the negative side's own step for that result (-4 / -3 / -2).
    for (const [i, row] of RENOWN_NEGATIVE.entries()) {
      const next = RENOWN_NEGATIVE[i + 1];
      if (next) expect([row[1] - next[1], row[2] - next[2], row[3] - next[3]]).toEqual([4, 3, 2]);
    }
  });

  it('DW-EVOLVE-ABIL-02 A-03 only the complete rows of the improvement table are bought: Infiltration, its step lost, is not', () => {
    const scout = soldier({
      abilities: [
        { name: 'Infiltration', value: 6, source: 'card' },
        { name: 'Implacable', value: 2, source: 'card' },
      ],
    });
    const r = abilityImprovementCost(scout, 'Infiltration', tables, null);
    expect(r.ok ? null : [r.error.code, r.error.rule]).toEqual(['ep/not-improvable', 'DW-EVOLVE-ABIL-01']);
    expect(abilityImprovementCost(scout, 'Implacable', tables, null)).toEqual({ ok: true, value: { cost: 18, to: 3 } });
  });

  it('DW-EVOLVE-ABIL-06 A-04 only the fully printed acquisitions are bought: Luck (no cost) and Leadership (no row) are not', () => {
    const elite = soldier({ rank: 'Elite', ranksHeld: ['Special', 'Elite'] });
    for (const name of ['Luck', 'Leadership']) {
      const r = abilityAcquisitionCost(elite, name, tables);
      expect(r.ok ? null : r.error.code).toBe('ep/rule-data-missing');
    }
    expect(
      ['Ambidextrous', 'Leap', 'Artifact', 'Loyal', 'Assassin'].map((n) => abilityAcquisitionCost(elite, n, tables)),
    ).toEqual([60, 18, 18, 32, 48].map((value) => ({ ok: true, value })));
  });

  it('DW-BUILD-04 DW-BUILD-09 A-07 stone is RES 8 with SP value 3, and the two metal-reinforced doors keep their own printed RES', () => {
    expect(MATERIALS['stone']).toMatchObject({ res: 8, spValue: 3 });
    const door = (name: string) => NAMED_PIECES.find((p) => p.name === name);
    expect(door('Manor Door')).toMatchObject({ material: 'metal-reinforced planks', res: 6 });
    expect(door('Big Door')).toMatchObject({ material: 'metal-reinforced planks', res: 7 });
    // The material whose two printed entries disagree is none a custom piece can be made of.
    expect(MATERIALS['metal-reinforced planks']).toBeUndefined();
  });
});

describe('interpretations (section 4)', () => {
  it('DW-EVOLVE-RANK-03 A-16 a Special recruited with no EP rises to Living Legend when his total reaches 200', () => {
    expect(warriorRankUps('Special', 199)).toEqual({ ranks: [], choice: false });
    expect(warriorRankUps('Special', 200)).toEqual({ ranks: ['LivingLegend'], choice: false });
    expect(warriorRankUps('Elite', 250)).toEqual({ ranks: ['LivingLegend'], choice: false });
  });

  it('DW-EVOLVE-ABIL-08 A-17 a recruit already at rank level 5 or 6 reads the cap of his level: a 4th, then a 5th learned ability', () => {
    const learned = (n: number) =>
      ['A', 'B', 'C', 'D'].slice(0, n).map((name) => ({ name, value: null, source: 'learned' as const }));
    const legend = (n: number) => soldier({ rank: 'LivingLegend', ranksHeld: ['LivingLegend'], abilities: learned(n) });
    expect(abilityAcquisitionCost(legend(3), 'Leap', tables)).toEqual({ ok: true, value: 18 });
    const full = abilityAcquisitionCost(legend(4), 'Leap', tables);
    expect(full.ok ? null : full.error.rule).toBe('DW-EVOLVE-ABIL-08');
    const ally = soldier({ rank: 'MajorAlly', ranksHeld: ['MajorAlly'], abilities: learned(4) });
    expect(abilityAcquisitionCost(ally, 'Leap', tables)).toEqual({ ok: true, value: 18 });
  });

  it('DW-AFTER-05 A-29 renown never falls: every cell read gives 0 or more, and a pack whose table would take renown away is refused', () => {
    for (const side of ['weaker', 'stronger'] as const)
      for (const result of ['victory', 'draw', 'defeat'] as const)
        for (let d = 0; d <= 80; d++) expect(renownGain(side, d, result, tables)).toBeGreaterThanOrEqual(0);
    const pack = JSON.parse(JSON.stringify(SAMPLE_CONTENT)) as typeof SAMPLE_CONTENT;
    pack.tables.renownPositive.rows[0] = [50, 0, 0, -2];
    const r = Engine.create(dogsOfWarRuleset, { content: pack });
    expect(r.ok ? null : r.error.path).toBe('tables.renownPositive.rows.0.3');
  });
});
