import { parseOddsInputs, resolveOptions, unwrap, type Dist, type DistKey } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { warmachineRuleset } from '../src/index.ts';
import { forecastDist, forecastMarginals } from '../src/odds.ts';
import { GRID_HEAVY } from '../src/sample.ts';

const options = unwrap(resolveOptions(warmachineRuleset.options, {}));
function odds(id: string, raw: Record<string, unknown>): Dist<DistKey> {
  const proc = warmachineRuleset.odds.find((p) => p.id === id);
  if (!proc) throw new Error(id);
  return unwrap(
    proc.compute(unwrap(parseOddsInputs(proc.params, raw)), { content: warmachineRuleset.content.sample, options }),
  );
}
/** The chance of any hit, critical or not. */
function hit(d: Dist<DistKey>): string {
  return d.p('hit').add(d.p('critical')).toString();
}
/** Each outcome and its chance, as the report lists them. */
function table(d: Dist<DistKey>): Record<string, string> {
  return Object.fromEntries(d.toOutcomes().map((o) => [String(o.outcome), o.p]));
}

describe('odds', () => {
  it('WM-ATTACK-07 attack: RAT 6 against DEF 14 needs 8+ on 2d6: 15/36 = 5/12', () => {
    expect(hit(odds('attack', { stat: '6', def: '14' }))).toBe('5/12');
  });

  it('WM-ATTACK-11 attack: an impossible total still hits on double six: 1/36', () => {
    expect(hit(odds('attack', { stat: '6', def: '20' }))).toBe('1/36');
  });

  it('WM-ATTACK-10 attack: a certain total still misses on double one: 35/36', () => {
    expect(hit(odds('attack', { stat: '10', def: '5' }))).toBe('35/36');
  });

  it('WM-ATTACK-09 attack boosted: 3d6 of 8+; 3d6 totals up to 7 come 35 ways of 216, so 181/216', () => {
    expect(hit(odds('attack', { stat: '6', def: '14', boost: 'true' }))).toBe('181/216');
  });

  it('WM-ATTACK-15 attack with -4 (target in melee): 12 on 2d6 only, 1/36', () => {
    expect(hit(odds('attack', { stat: '6', def: '14', modifier: '-4' }))).toBe('1/36');
  });

  it('WM-DAMAGE-04 damage POW 12 against ARM 15: 0 on 2..3 (3/36), 1 on a 4 (3/36), 9 on a 12 (1/36)', () => {
    const d = odds('damage', { pow: '12', arm: '15' });
    expect(d.p(0).toString()).toBe('1/12');
    expect(d.p(1).toString()).toBe('1/12');
    expect(d.p(9).toString()).toBe('1/36');
    expect(d.total().toString()).toBe('1/1');
  });

  it('WM-DAMAGE-03 damage boosted: POW 12 against ARM 20 deals 10 only on 18 with 3d6, 1/216', () => {
    expect(odds('damage', { pow: '12', arm: '20', boost: 'true' }).p(10).toString()).toBe('1/216');
  });

  it('WM-DAMAGE-14 warjack forecast: Gravemaw with only its four Cortex boxes left', () => {
    // Marks 5,6,4,4,6,5: L, R, M and H already crippled; 4 boxes remain, all C. Any 4+ points destroy it.
    // Movement is crippled, so DEF is 7: MAT 6 + 2d6 >= 7 hits on all but double one, 35/36.
    // Damage P+S 14 + 2d6 - ARM 17 >= 4 needs 7+: 21/36 = 7/12. Destroyed = 35/36 * 7/12 = 245/432.
    const d = odds('warjack', { model: 'gravemaw', marks: '5,6,4,4,6,5', stat: '6', pow: '14' });
    const m = forecastMarginals(d as Dist<string>, GRID_HEAVY);
    expect(m.destroyed.toString()).toBe('245/432');
    expect(m.C.toString()).toBe('245/432');
    expect(m.M.toString()).toBe('1/1');
    expect(m.A.toString()).toBe('0/1');
  });

  it('WM-DAMAGE-09 WM-DAMAGE-11 warjack forecast: the rolled column decides which system goes', () => {
    // Heavy grid marked 4,4,0,0,0,0: L boxes 1b5 and 2b5 remain. Two points from column 1 fill 1b5, then
    // continue to 2b5: L crippled. Two points from column 2 mark 2b5 and 2b6 (M): not L.
    // Hit with stat 20 against DEF 12: all but double one, 35/36. POW 7 + 2d6 - ARM 17 = 2 only on 12: 1/36.
    // Column 1: 1/6. P(L) = 35/36 * 1/36 * 1/6 = 35/7776.
    const d = forecastDist(GRID_HEAVY, [4, 4, 0, 0, 0, 0], {
      stat: 20,
      def: 12,
      attackDice: 2,
      modifier: 0,
      pow: 7,
      arm: 17,
      damageDice: 2,
    });
    expect(forecastMarginals(d, GRID_HEAVY).L.toString()).toBe('35/7776');
    expect(forecastMarginals(d, GRID_HEAVY).M.toString()).toBe('0/1');
  });

  it('WM-ATTACK-14 attack: a hit with a pair is critical; stat 6 against DEF 14 hits 5/12, 1/12 of it critical', () => {
    // 8+ on 2d6: 15 of 36. Pairs among them: 4-4, 5-5, 6-6, so 3/36 = 1/12 critical and 12/36 = 1/3 not.
    expect(table(odds('attack', { stat: '6', def: '14' }))).toEqual({ miss: '7/12', hit: '1/3', critical: '1/12' });
  });

  it('WM-ATTACK-14 attack boosted: 3d6 with any two alike is critical, 73/216 of the 181/216 hits', () => {
    // Of the 216 rolls, 120 show three different faces; 35 of all rolls total 7 or less and miss. A roll of
    // three different faces totals at least 1+2+3 = 6: the misses among them are 1-2-3 and 1-2-4 in any order,
    // 12 rolls, so 108 hit without a pair. Critical = 181 - 108 = 73.
    expect(table(odds('attack', { stat: '6', def: '14', boost: 'true' }))).toEqual({
      miss: '35/216',
      hit: '1/2',
      critical: '73/216',
    });
  });

  it('WM-ATTACK-14 WM-ATTACK-16 attack with one die (crippled location) is never critical', () => {
    // 1d6 + 6 >= 14 needs an 8: only the 6 (all sixes) hits, 1/6.
    expect(table(odds('attack', { stat: '6', def: '14', crippled: 'true' }))).toEqual({ miss: '5/6', hit: '1/6' });
  });

  it('WM-DAMAGE-17 warjack forecast: crippled Movement makes the Sparrow DEF 7', () => {
    // Sparrow marks 0,5,0,0,5,0: columns 2 and 5 full, both M boxes marked. RAT 5 + 2d6 >= DEF 7 hits on all
    // but double one: 35/36. POW 10 + 2d6 - ARM 16 is at most 6 points. The left arm's last box is 1b4:
    // column 1 with 4+ points (10+ on 2d6, 1/6), so L = 35/36 * 1/6 * 1/6 = 35/1296. The right arm's last box
    // is 6b4: column 6, or column 5 (full) running on to 6, with 4+ points: R = 35/36 * 1/6 * 2/6 = 35/648.
    expect(table(odds('warjack', { model: 'sparrow', marks: '0,5,0,0,5,0', stat: '5', pow: '10' }))).toEqual({
      M: '397/432',
      'M,L': '35/1296',
      'M,R': '35/648',
    });
  });

  it('warjack forecast: a DEF given stands for the one figured (here the printed 13 of the Sparrow)', () => {
    // RAT 5 + 2d6 >= 13 needs 8+: 15/36 = 5/12. L = 5/12 * 1/6 * 1/6 = 5/432, R twice that.
    expect(table(odds('warjack', { model: 'sparrow', marks: '0,5,0,0,5,0', stat: '5', pow: '10', def: '13' }))).toEqual(
      { M: '139/144', 'M,L': '5/432', 'M,R': '5/216' },
    );
  });

  it('WM-DAMAGE-05 WM-DAMAGE-22 warjack forecast: the Bastion’s Shield adds 2 ARM until its right arm is crippled', () => {
    // Marks 0,0,0,0,4,4: one R box left in columns 5 and 6, so R works and ARM is 18 + 2 = 20.
    // MAT 8 + 2d6 >= DEF 12 on 4+: 33/36 = 11/12. POW 16 + 2d6 - 20: R goes from column 5 with 3+ points
    // (5b5, 5b6, then 6b5), 7+ on 2d6 = 7/12: R = 11/12 * 7/12 * 1/6 = 77/864.
    expect(table(odds('warjack', { model: 'bastion', marks: '0,0,0,0,4,4', stat: '8', pow: '16' }))).toEqual({
      none: '787/864',
      R: '77/864',
    });
    // ARM 18 given (an attack from behind): column 5 with 3+ points (5+ on 2d6, 5/6), or column 4 with 9+
    // (6 boxes of column 4, then 5b5, 5b6, 6b5; 11+ on 2d6, 1/12): R = 11/12 * (5/6 + 1/12) * 1/6 = 121/864.
    const behind = table(odds('warjack', { model: 'bastion', marks: '0,0,0,0,4,4', stat: '8', pow: '16', arm: '18' }));
    expect(behind['R']).toBe('121/864');
    // With the right arm crippled the Shield is gone: marks 0,0,0,0,5,5 give ARM 18 without any ARM given.
    const crippledArm = odds('warjack', { model: 'bastion', marks: '0,0,0,0,5,5', stat: '6', pow: '16' });
    expect(table(crippledArm)).toEqual({ R: '3823/3888', 'R,H': '13/1296', 'L,R': '13/1944' });
  });

  it('warjack forecast: the Skiff’s Nimble counts in its DEF (15), and stays on the 7 of crippled Movement (8)', () => {
    const nimble = table(odds('warjack', { model: 'skiff', marks: '0,0,0,0,0,0', stat: '6', pow: '14' }));
    const printed = table(odds('warjack', { model: 'skiff', marks: '0,0,0,0,0,0', stat: '6', pow: '14', def: '14' }));
    // MAT 6 against DEF 15 needs 9+ on 2d6 (10/36); against 14, 8+ (15/36). POW 14 + 2d6 - ARM 14 = the dice.
    // L needs 1b4 and 2b4: column 1 with 8+ points (15/36), or column 6 with 12 (6b1..6b4, 1b1..1b4, 2b1..2b4;
    // 1/36): L = 10/36 * 16/36 * 1/6 = 5/243 at DEF 15, and 15/36 * 16/36 * 1/6 = 5/162 at DEF 14.
    expect(nimble['L']).toBe('5/243');
    expect(printed['L']).toBe('5/162');
    // With Movement crippled (marks 0,5,0,0,5,0): DEF 7 + 1 = 8, a hit on all but double one, 35/36. L then
    // needs only 1b4: column 1 with 4+ points (33/36), or column 6, or full column 5 running on to 6, with 8+
    // (6b1..6b4 then 1b1..1b4; 15/36 each). L, alone or with others = 35/36 * 63/36 * 1/6 = 245/864.
    const moved = odds('warjack', { model: 'skiff', marks: '0,5,0,0,5,0', stat: '6', pow: '14' });
    expect(moved.prob((k) => String(k).split(',').includes('L')).toString()).toBe('245/864');
  });

  it('WM-DAMAGE-19 warjack forecast: a weapon in a crippled location rolls one die fewer to hit and to damage', () => {
    // Gravemaw marks 5,6,4,4,6,5 (DEF 7, ARM 17), P+S 14: with 1d6 the damage is at most 14 + 6 - 17 = 3,
    // one short of the 4 Cortex boxes left: never destroyed.
    const weak = table(
      odds('warjack', { model: 'gravemaw', marks: '5,6,4,4,6,5', stat: '6', pow: '14', crippled: 'true' }),
    );
    expect(weak).toEqual({ 'M,L,R,H': '1/1' });
    // Boosting both rolls brings back two dice each: 35/36 * 7/12 = 245/432, as unboosted without crippling.
    const boosted = odds('warjack', {
      model: 'gravemaw',
      marks: '5,6,4,4,6,5',
      stat: '6',
      pow: '14',
      crippled: 'true',
      boost: 'true',
      boostDamage: 'true',
    });
    expect(boosted.p('destroyed').toString()).toBe('245/432');
  });

  it('warjack forecast outcomes say the systems are crippled, in both languages', () => {
    const proc = warmachineRuleset.odds.find((p) => p.id === 'warjack');
    expect(proc?.outcome?.('M,L')).toBe('Movement, left arm crippled');
    expect(proc?.words?.hu?.outcome?.('M')).toBe('bénult: Mozgás');
    const attack = warmachineRuleset.odds.find((p) => p.id === 'attack');
    expect(attack?.params.find((p) => p.name === 'modifier')?.description).toContain('target in melee -4');
    expect(attack?.words?.hu?.params['modifier']).toContain('célpont közelharcban -4');
  });

  it('slam: the push faces given decide the extra die; a stationary target is hit whatever the dice', () => {
    // STR 11 against ARM 15 after a hit on a stationary target: every face with the extra die is 3d6.
    const all = table(odds('slam', { stat: 6, def: 14, str: 11, arm: 15, against: '1,2,3,4,5,6', stationary: true }));
    expect(all['miss']).toBeUndefined();
    // 3d6 of 4 or less: 4/216.
    expect(all['down:0']).toBe('1/54');
    expect(all['down:14']).toBe('1/216');
  });

  it('slam outcomes say the hit, the knockdown and the damage, in both languages; bad push faces are refused in both', () => {
    const proc = warmachineRuleset.odds.find((p) => p.id === 'slam');
    expect(proc?.outcome?.('miss')).toBe('miss');
    expect(proc?.outcome?.('down:3')).toBe('hit, knocked down, 3 damage');
    expect(proc?.outcome?.('hit:0')).toBe('hit, not knocked down, 0 damage');
    expect(proc?.words?.hu?.outcome?.('down:3')).toBe('találat, fellökve, 3 sebzés');
    expect(proc?.words?.hu?.outcome?.('hit:2')).toBe('találat, nincs fellökve, 2 sebzés');
    expect(proc?.description).toContain('not counted');
    const raw = { stat: 6, def: 14, str: 11, arm: 15, against: '0,7' };
    const content = warmachineRuleset.content.sample;
    for (const [locale, words] of [
      ['en', 'from 1 to 6'],
      ['hu', '1 és 6 közötti'],
    ] as const) {
      const r = proc?.compute(unwrap(parseOddsInputs(proc.params, raw)), { content, options, locale });
      expect(r?.ok ? null : r?.error.message).toContain(words);
    }
  });
});
